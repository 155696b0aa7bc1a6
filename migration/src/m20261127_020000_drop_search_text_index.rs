use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// On PostgreSQL, drops the trigram index over every search entry (`ix_search_entries_text`):
/// the contract step of `index_search_text_by_kind` (ADR-12). Searches have read only the
/// per-kind indexes since the release before this one, so neither release reads it, and every
/// entry written no longer updates two GIN indexes of its text.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(()); // SQLite never had it: its trigram index is FTS5's.
        }
        manager.get_connection().execute_unprepared("DROP INDEX IF EXISTS ix_search_entries_text").await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE INDEX IF NOT EXISTS ix_search_entries_text ON search_entries USING gin (text gin_trgm_ops)",
            )
            .await?;
        Ok(())
    }
}
