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
        // One row per `Idempotency-Key` an organisation has used: the request's fingerprint and,
        // once it has finished, the response to replay. The primary key is what makes two
        // concurrent requests with one key (on any server instance) start the work only once.
        // `locked_until` and `expires_at` are Unix seconds: compared in SQL, which timestamps
        // stored as text on SQLite do not allow reliably.
        manager
            .create_table(
                Table::create()
                    .table(IdempotencyKeys::Table)
                    .col(uuid(IdempotencyKeys::OrganisationId))
                    .col(string(IdempotencyKeys::Key))
                    .col(string(IdempotencyKeys::Fingerprint))
                    .col(integer_null(IdempotencyKeys::ResponseStatus))
                    .col(text_null(IdempotencyKeys::ResponseBody))
                    .col(string_null(IdempotencyKeys::ResponseEtag))
                    .col(big_integer(IdempotencyKeys::LockedUntil))
                    .col(big_integer(IdempotencyKeys::ExpiresAt))
                    .col(timestamp_with_time_zone(IdempotencyKeys::CreatedAt))
                    .primary_key(
                        Index::create().col(IdempotencyKeys::OrganisationId).col(IdempotencyKeys::Key),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(IdempotencyKeys::Table, IdempotencyKeys::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_idempotency_keys_expires_at")
                    .table(IdempotencyKeys::Table)
                    .col(IdempotencyKeys::ExpiresAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(IdempotencyKeys::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum IdempotencyKeys {
    Table,
    OrganisationId,
    Key,
    Fingerprint,
    ResponseStatus,
    ResponseBody,
    ResponseEtag,
    LockedUntil,
    ExpiresAt,
    CreatedAt,
}

#[derive(DeriveIden)]
pub enum Organisations {
    Table,
    Id,
}
