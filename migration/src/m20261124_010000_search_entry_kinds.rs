use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

/// Each search entry says what kind of record it describes (`contact`, `profile`,
/// `opportunity`), so a search reads its matches' kinds and ids from the entries alone instead
/// of probing every record table with every match.
///
/// On SQLite the trigram index changes shape too: `search_fts` (FTS5 `detail=full`, which keeps
/// every trigram's positions to answer phrase queries) is replaced by `search_trigrams`
/// (`detail=none`: which entries hold a trigram, nothing more). A search asks it for the
/// entries holding all of the term's trigrams and then checks each candidate's text, which it
/// reads anyway for the record id: on 200,000 entries the index answers a common term four
/// times faster, and is a third smaller (docs/decisions.md, "Search entries that know their
/// kind").
#[derive(DeriveMigrationName)]
pub struct Migration;

const KINDS: [(&str, &str); 3] =
    [("contact", "contacts"), ("profile", "profiles"), ("opportunity", "opportunities")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let sqlite = manager.get_database_backend() == DbBackend::Sqlite;
        if sqlite {
            // Dropped before the kinds are written: the old update trigger would re-index every
            // entry's text for nothing.
            for statement in drop_trigram_index("search_fts") {
                db.execute_unprepared(&statement).await?;
            }
        }
        manager
            .alter_table(
                Table::alter()
                    .table(SearchEntries::Table)
                    .add_column(ColumnDef::new(SearchEntries::Kind).string().not_null().default(""))
                    .to_owned(),
            )
            .await?;
        for (kind, table) in KINDS {
            db.execute_unprepared(&format!(
                "UPDATE search_entries SET kind = '{kind}' WHERE record_id IN (SELECT id FROM {table})"
            ))
            .await?;
        }
        if sqlite {
            for statement in trigram_index("search_trigrams", ", detail='none'", "UPDATE OF text") {
                db.execute_unprepared(&statement).await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let sqlite = manager.get_database_backend() == DbBackend::Sqlite;
        if sqlite {
            for statement in drop_trigram_index("search_trigrams") {
                db.execute_unprepared(&statement).await?;
            }
        }
        manager
            .alter_table(
                Table::alter().table(SearchEntries::Table).drop_column(SearchEntries::Kind).to_owned(),
            )
            .await?;
        if sqlite {
            for statement in trigram_index("search_fts", "", "UPDATE") {
                db.execute_unprepared(&statement).await?;
            }
        }
        Ok(())
    }
}

/// The statements dropping the FTS5 trigram index `table` and the triggers keeping it in step.
pub(crate) fn drop_trigram_index(table: &str) -> [String; 4] {
    [
        "DROP TRIGGER IF EXISTS search_entries_ai".to_string(),
        "DROP TRIGGER IF EXISTS search_entries_ad".to_string(),
        "DROP TRIGGER IF EXISTS search_entries_au".to_string(),
        format!("DROP TABLE IF EXISTS {table}"),
    ]
}

/// The statements creating an FTS5 trigram index `table` of the entries' text (`options` added
/// to its declaration), the triggers keeping it in step (the update one on `update`), and
/// filling it from the entries already there.
pub(crate) fn trigram_index(table: &str, options: &str, update: &str) -> [String; 5] {
    [
        format!(
            "CREATE VIRTUAL TABLE {table} USING fts5(text, content='search_entries', content_rowid='id', tokenize='trigram'{options})"
        ),
        format!(
            "CREATE TRIGGER search_entries_ai AFTER INSERT ON search_entries BEGIN
                 INSERT INTO {table}(rowid, text) VALUES (new.id, new.text);
             END"
        ),
        format!(
            "CREATE TRIGGER search_entries_ad AFTER DELETE ON search_entries BEGIN
                 INSERT INTO {table}({table}, rowid, text) VALUES ('delete', old.id, old.text);
             END"
        ),
        format!(
            "CREATE TRIGGER search_entries_au AFTER {update} ON search_entries BEGIN
                 INSERT INTO {table}({table}, rowid, text) VALUES ('delete', old.id, old.text);
                 INSERT INTO {table}(rowid, text) VALUES (new.id, new.text);
             END"
        ),
        format!("INSERT INTO {table}({table}) VALUES ('rebuild')"),
    ]
}

#[derive(DeriveIden)]
enum SearchEntries {
    Table,
    Kind,
}
