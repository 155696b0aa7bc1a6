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
        // The rate limit shared by every instance on one PostgreSQL database: one row per API key
        // and one-minute window, holding how many requests the instances have taken between them.
        // A counter, not a record: no foreign key, and rows of past windows are deleted.
        manager
            .create_table(
                Table::create()
                    .table(RateLimitWindows::Table)
                    .col(uuid(RateLimitWindows::ApiKeyId))
                    .col(big_integer(RateLimitWindows::WindowStart))
                    .col(integer(RateLimitWindows::Granted))
                    .col(integer(RateLimitWindows::LastGrant))
                    .primary_key(
                        Index::create().col(RateLimitWindows::ApiKeyId).col(RateLimitWindows::WindowStart),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("rate_limit_windows_window_start")
                    .table(RateLimitWindows::Table)
                    .col(RateLimitWindows::WindowStart)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(RateLimitWindows::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum RateLimitWindows {
    Table,
    ApiKeyId,
    /// Unix minutes (seconds since the epoch divided by 60).
    WindowStart,
    /// Requests taken from this window by all instances together.
    Granted,
    /// What the latest claim took, read back by the instance that made it.
    LastGrant,
}
