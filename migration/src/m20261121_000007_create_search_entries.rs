use sea_orm_migration::{prelude::*, schema::*, sea_orm::DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Substring search over names, e-mail addresses and phone numbers, served by an index on both
/// databases: one row per searchable record holding its accent-folded, lower-case text.
/// PostgreSQL indexes the text with a pg_trgm GIN index (`LIKE '%…%'` uses it); SQLite with an
/// FTS5 trigram table kept in step by triggers (its `LIKE '%…%'` uses the trigram index). The
/// FTS table is keyed by this table's INTEGER PRIMARY KEY, which, unlike a plain rowid, never
/// changes (VACUUM may renumber plain rowids).
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
                    .table(SearchEntries::Table)
                    .col(big_pk_auto(SearchEntries::Id))
                    .col(uuid_uniq(SearchEntries::RecordId))
                    .col(uuid(SearchEntries::OrganisationId))
                    .col(text(SearchEntries::Text))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DbBackend::Postgres => {
                db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm").await?;
                db.execute_unprepared(
                    "CREATE INDEX ix_search_entries_text ON search_entries USING gin (text gin_trgm_ops)",
                )
                .await?;
            }
            _ => {
                for statement in [
                    "CREATE VIRTUAL TABLE search_fts USING fts5(text, content='search_entries', content_rowid='id', tokenize='trigram')",
                    "CREATE TRIGGER search_entries_ai AFTER INSERT ON search_entries BEGIN
                         INSERT INTO search_fts(rowid, text) VALUES (new.id, new.text);
                     END",
                    "CREATE TRIGGER search_entries_ad AFTER DELETE ON search_entries BEGIN
                         INSERT INTO search_fts(search_fts, rowid, text) VALUES ('delete', old.id, old.text);
                     END",
                    "CREATE TRIGGER search_entries_au AFTER UPDATE ON search_entries BEGIN
                         INSERT INTO search_fts(search_fts, rowid, text) VALUES ('delete', old.id, old.text);
                         INSERT INTO search_fts(rowid, text) VALUES (new.id, new.text);
                     END",
                ] {
                    db.execute_unprepared(statement).await?;
                }
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DbBackend::Sqlite {
            manager.get_connection().execute_unprepared("DROP TABLE IF EXISTS search_fts").await?;
        }
        manager.drop_table(Table::drop().table(SearchEntries::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum SearchEntries {
    Table,
    Id,
    RecordId,
    OrganisationId,
    Text,
}
