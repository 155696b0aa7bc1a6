use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// On PostgreSQL, one trigram index of the entries' text for each kind of record
/// (`ix_search_entries_text_<kind>`, partial on `kind = '<kind>'`). A search reads one kind's
/// entries, but the one index over every entry (`ix_search_entries_text`) made it gather the
/// matches of all three: a profile's entry also holds its contacts' text and an opportunity's
/// its profile's, so a common surname's candidates were three times its contacts, and
/// collecting them was most of the search (6.0 against 2.5 ms for "parata" at 492,000
/// contacts). The search names its kind as a literal so PostgreSQL can choose these
/// (`service::search::entries_matching`).
///
/// Expand only: the previous release keeps searching through `ix_search_entries_text`, which
/// stays until a later release drops it (the contract step, ADR-12).
const KINDS: [&str; 3] = ["contact", "profile", "opportunity"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(()); // SQLite's trigram index already holds each entry's kind.
        }
        let db = manager.get_connection();
        for kind in KINDS {
            db.execute_unprepared(&format!(
                "CREATE INDEX IF NOT EXISTS ix_search_entries_text_{kind} ON search_entries \
                 USING gin (text gin_trgm_ops) WHERE kind = '{kind}'"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        let db = manager.get_connection();
        for kind in KINDS {
            db.execute_unprepared(&format!("DROP INDEX IF EXISTS ix_search_entries_text_{kind}")).await?;
        }
        Ok(())
    }
}
