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
        manager
            .create_table(
                Table::create()
                    .table(Organisations::Table)
                    .col(pk_uuid(Organisations::Id))
                    .col(string(Organisations::Name))
                    .col(boolean(Organisations::IsSandbox).default(false))
                    .col(timestamp_with_time_zone_null(Organisations::CreatedAt))
                    .col(timestamp_with_time_zone(Organisations::ModifiedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Organisations::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum Organisations {
    Table,
    Id,
    Name,
    IsSandbox,
    CreatedAt,
    ModifiedAt,
}
