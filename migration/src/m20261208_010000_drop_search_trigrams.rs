use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

/// The contract step of `index_search_trigrams_by_kind`: on SQLite, the one trigram index over
/// every entry (`search_trigrams`) and its three triggers go. Searches read the per-kind indexes
/// since that migration's release, which is now past; until now every entry written was indexed
/// twice (docs/decisions.md, ADR-12 and ADR-31).
///
/// `down` puts the old index back as the release before read it: each entry's kind marker
/// (U+E000, the kind's first letter, U+E000) before its text, filled from the entries there.
/// The statements are copied from `search_related_text`, as migrations share no helpers.
#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all.
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Sqlite {
            return Ok(()); // PostgreSQL never had it.
        }
        let db = manager.get_connection();
        for trigger in ["ai", "ad", "au"] {
            db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS search_entries_{trigger}")).await?;
        }
        db.execute_unprepared("DROP TABLE IF EXISTS search_trigrams").await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Sqlite {
            return Ok(());
        }
        let db = manager.get_connection();
        let (new, old, all) = (marked("new"), marked("old"), marked("search_entries"));
        for statement in [
            "CREATE VIRTUAL TABLE search_trigrams USING fts5(text, content='search_entries', content_rowid='id', tokenize='trigram', detail='none')".to_string(),
            format!(
                "CREATE TRIGGER search_entries_ai AFTER INSERT ON search_entries BEGIN
                     INSERT INTO search_trigrams(rowid, text) VALUES (new.id, {new});
                 END"
            ),
            format!(
                "CREATE TRIGGER search_entries_ad AFTER DELETE ON search_entries BEGIN
                     INSERT INTO search_trigrams(search_trigrams, rowid, text) VALUES ('delete', old.id, {old});
                 END"
            ),
            format!(
                "CREATE TRIGGER search_entries_au AFTER UPDATE OF text ON search_entries BEGIN
                     INSERT INTO search_trigrams(search_trigrams, rowid, text) VALUES ('delete', old.id, {old});
                     INSERT INTO search_trigrams(rowid, text) VALUES (new.id, {new});
                 END"
            ),
            format!("INSERT INTO search_trigrams(rowid, text) SELECT id, {all} FROM search_entries"),
        ] {
            db.execute_unprepared(&statement).await?;
        }
        Ok(())
    }
}

/// What the old index held for an entry (`row`: `new` or `old` in a trigger, the table in a
/// query): its kind's marker, then its text.
fn marked(row: &str) -> String {
    format!("char(57344) || substr({row}.kind, 1, 1) || char(57344) || {row}.text")
}
