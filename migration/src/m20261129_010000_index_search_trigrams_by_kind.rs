use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

/// On SQLite, one FTS5 trigram index for each kind of search entry (`search_trigrams_contact`,
/// `search_trigrams_profile`, `search_trigrams_opportunity`; `detail=none`, their content the
/// entries' text as stored), kept in step by triggers of their own.
///
/// The one index over every entry (`search_trigrams`) told a search its kind's entries by a
/// marker every entry of the kind holds, so each look-up walked the marker's list of every
/// contact (or profile, or opportunity) beside the term's own, and each of the term's trigrams
/// listed the other kinds' entries too (a contact's text is also in its profiles' and
/// opportunities' entries): at 492,000 contacts most of a search's time (ADR-12).
///
/// The expand step: `search_trigrams` and its triggers stay, since the release before this one
/// reads it; a later release drops them.
#[derive(DeriveMigrationName)]
pub struct Migration;

/// The kinds of search entry, each with an index of its own.
const KINDS: [&str; 3] = ["contact", "profile", "opportunity"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all.
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Sqlite {
            return Ok(()); // PostgreSQL has a pg_trgm index per kind already.
        }
        let db = manager.get_connection();
        for kind in KINDS {
            for statement in kind_index(kind) {
                db.execute_unprepared(&statement).await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Sqlite {
            return Ok(());
        }
        let db = manager.get_connection();
        for kind in KINDS {
            for trigger in ["ai", "ad", "au"] {
                db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS search_entries_{kind}_{trigger}"))
                    .await?;
            }
            db.execute_unprepared(&format!("DROP TABLE IF EXISTS search_trigrams_{kind}")).await?;
        }
        Ok(())
    }
}

/// The statements creating the trigram index of `kind`'s entries, the triggers keeping it in
/// step, filling it from the entries already there, and merging what the fill wrote into one
/// segment (FTS5's `optimize`), which later look-ups read fastest.
fn kind_index(kind: &str) -> [String; 6] {
    let table = format!("search_trigrams_{kind}");
    // An entry's kind is set when it is written and never changes; the update trigger checks
    // both sides anyway, so the index stays right whatever a later release does.
    [
        format!(
            "CREATE VIRTUAL TABLE {table} USING fts5(text, content='search_entries', content_rowid='id', tokenize='trigram', detail='none')"
        ),
        format!(
            "CREATE TRIGGER search_entries_{kind}_ai AFTER INSERT ON search_entries WHEN new.kind = '{kind}' BEGIN
                 INSERT INTO {table}(rowid, text) VALUES (new.id, new.text);
             END"
        ),
        format!(
            "CREATE TRIGGER search_entries_{kind}_ad AFTER DELETE ON search_entries WHEN old.kind = '{kind}' BEGIN
                 INSERT INTO {table}({table}, rowid, text) VALUES ('delete', old.id, old.text);
             END"
        ),
        format!(
            "CREATE TRIGGER search_entries_{kind}_au AFTER UPDATE OF text, kind ON search_entries
             WHEN old.kind = '{kind}' OR new.kind = '{kind}' BEGIN
                 INSERT INTO {table}({table}, rowid, text) SELECT 'delete', old.id, old.text WHERE old.kind = '{kind}';
                 INSERT INTO {table}(rowid, text) SELECT new.id, new.text WHERE new.kind = '{kind}';
             END"
        ),
        format!("INSERT INTO {table}(rowid, text) SELECT id, text FROM search_entries WHERE kind = '{kind}'"),
        format!("INSERT INTO {table}({table}) VALUES ('optimize')"),
    ]
}
