use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Values the service generates once and keeps (such as the invitation signing key used
        // when INVITE_SIGNING_KEYS is not set).
        manager
            .create_table(
                Table::create()
                    .table(ServiceSettings::Table)
                    .col(string(ServiceSettings::Name).primary_key())
                    .col(text(ServiceSettings::Value))
                    .col(timestamp_with_time_zone(ServiceSettings::CreatedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ServiceSettings::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum ServiceSettings {
    Table,
    Name,
    Value,
    CreatedAt,
}
