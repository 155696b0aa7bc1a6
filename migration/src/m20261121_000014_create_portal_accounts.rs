use sea_orm_migration::{prelude::*, schema::*};

use crate::m20261121_000004_create_contacts::Contacts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Contacts who have set up a client-portal account: an invitation asks them to log in
        // rather than to set one up.
        manager
            .create_table(
                Table::create()
                    .table(PortalAccounts::Table)
                    .col(pk_uuid(PortalAccounts::ContactId))
                    .col(timestamp_with_time_zone(PortalAccounts::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(PortalAccounts::Table, PortalAccounts::ContactId)
                            .to(Contacts::Table, Contacts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PortalAccounts::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum PortalAccounts {
    Table,
    ContactId,
    CreatedAt,
}
