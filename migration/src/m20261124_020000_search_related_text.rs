use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

use crate::m20261124_010000_search_entry_kinds::{drop_trigram_index, trigram_index};

/// A profile's search entry holds its contacts' text after its name, and an opportunity's holds
/// its profile's whole text after its own, so a profile or opportunity search reads the entries
/// of its own kind only instead of following every matching contact through the links (most of
/// a profile search for a common name). `own_text` keeps what the record itself contributes;
/// `text` is what is searched (docs/decisions.md, "Search entries that carry their related
/// records' text").
///
/// The statements filling `text` are the ones `service::search` runs after every write that
/// changes a record's text or a link, frozen here as they were when this migration landed.
///
/// On SQLite the trigram index gains each entry's kind: what it indexes for an entry is a
/// three-character marker of the kind (U+E000, the kind's first letter, U+E000) followed by the
/// text, so a search asks it for its kind's marker with the term's trigrams and reads no
/// candidate of another kind (a contact's text is now also in its profiles' and opportunities'
/// entries). The index's content is no longer the entries' text as stored, so it is filled by
/// the triggers and an `INSERT … SELECT` rather than FTS5's `rebuild`.
#[derive(DeriveMigrationName)]
pub struct Migration;

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
            // Rebuilt once at the end rather than re-indexed entry by entry by the update trigger.
            for statement in drop_trigram_index("search_trigrams") {
                db.execute_unprepared(&statement).await?;
            }
        }
        manager
            .alter_table(
                Table::alter()
                    .table(SearchEntries::Table)
                    .add_column(ColumnDef::new(SearchEntries::OwnText).text().not_null().default(""))
                    .to_owned(),
            )
            .await?;
        db.execute_unprepared("UPDATE search_entries SET own_text = text").await?;
        let joined = |text: &str, order: &str| match sqlite {
            true => format!("group_concat(' | ' || {text}, '' ORDER BY {order})"),
            false => format!("string_agg(' | ' || {text}, '' ORDER BY {order})"),
        };
        db.execute_unprepared(&format!(
            "UPDATE search_entries SET text = own_text || COALESCE((
                 SELECT {} FROM profile_contacts
                 JOIN search_entries AS contact ON contact.record_id = profile_contacts.contact_id
                 WHERE profile_contacts.profile_id = search_entries.record_id), '')
             WHERE kind = 'profile'",
            joined("contact.own_text", "profile_contacts.contact_id")
        ))
        .await?;
        db.execute_unprepared(
            "UPDATE search_entries SET text = own_text || COALESCE((
                 SELECT ' | ' || profile.text FROM opportunities
                 JOIN search_entries AS profile ON profile.record_id = opportunities.profile_id
                 WHERE opportunities.id = search_entries.record_id), '')
             WHERE kind = 'opportunity'",
        )
        .await?;
        if sqlite {
            for statement in marked_trigram_index() {
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
        db.execute_unprepared("UPDATE search_entries SET text = own_text").await?;
        manager
            .alter_table(
                Table::alter().table(SearchEntries::Table).drop_column(SearchEntries::OwnText).to_owned(),
            )
            .await?;
        if sqlite {
            for statement in trigram_index("search_trigrams", ", detail='none'", "UPDATE OF text") {
                db.execute_unprepared(&statement).await?;
            }
        }
        Ok(())
    }
}

/// What the trigram index holds for an entry (`row`: `new` or `old` in a trigger, the table in a
/// query): its kind's marker, then its text.
fn marked(row: &str) -> String {
    format!("char(57344) || substr({row}.kind, 1, 1) || char(57344) || {row}.text")
}

/// The statements creating the trigram index of the entries' marked text, the triggers keeping
/// it in step, and filling it from the entries already there.
fn marked_trigram_index() -> [String; 5] {
    let (new, old, all) = (marked("new"), marked("old"), marked("search_entries"));
    [
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
    ]
}

#[derive(DeriveIden)]
enum SearchEntries {
    Table,
    OwnText,
}
