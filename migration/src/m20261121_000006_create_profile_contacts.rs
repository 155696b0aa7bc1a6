use sea_orm_migration::{prelude::*, schema::*};

use crate::{m20261121_000004_create_contacts::Contacts, m20261121_000005_create_profiles::Profiles};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ProfileContacts::Table)
                    .col(uuid(ProfileContacts::ProfileId))
                    .col(uuid(ProfileContacts::ContactId))
                    .col(timestamp_with_time_zone(ProfileContacts::CreatedAt))
                    .primary_key(
                        Index::create().col(ProfileContacts::ProfileId).col(ProfileContacts::ContactId),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ProfileContacts::Table, ProfileContacts::ProfileId)
                            .to(Profiles::Table, Profiles::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(ProfileContacts::Table, ProfileContacts::ContactId)
                            .to(Contacts::Table, Contacts::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_profile_contacts_contact_id")
                    .table(ProfileContacts::Table)
                    .col(ProfileContacts::ContactId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ProfileContacts::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum ProfileContacts {
    Table,
    ProfileId,
    ContactId,
    CreatedAt,
}
