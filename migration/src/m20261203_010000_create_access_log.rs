use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

/// The access log (docs/decisions.md, ADR-39): one row per response that carried a person's or
/// household's record, with the ids of the contacts and profiles it carried packed in the row.
///
/// - PostgreSQL: the ids as `uuid[]` with a GIN index each (a contact's entries are one index
///   look-up), the table partitioned by month of `at` so that retention drops whole partitions.
///   A default partition takes rows of months whose partition was not made yet (the service
///   makes the coming months' partitions, and moves any such rows, as it starts and hourly).
/// - SQLite: the ids as one text of tokens (`c<contact id>` and `p<profile id>`, 32 hex digits
///   each) with an FTS5 index over it (external content, kept in step by triggers): FTS5's
///   posting lists are SQLite's inverted index. `at` is in microseconds since the epoch.
///
/// Expand only: tables the previous release never reads or writes.
#[derive(DeriveMigrationName)]
pub struct Migration;

const SQLITE: [&str; 7] = [
    "CREATE TABLE access_log (
        seq INTEGER PRIMARY KEY,
        id BLOB NOT NULL UNIQUE,
        organisation_id BLOB NOT NULL,
        at INTEGER NOT NULL,
        actor_type TEXT NOT NULL,
        key_id BLOB,
        oauth_client_id TEXT,
        member_id BLOB,
        client_ip TEXT,
        request_id TEXT,
        operation_id TEXT,
        subjects TEXT NOT NULL
    )",
    "CREATE INDEX idx_access_log_key ON access_log (organisation_id, key_id, id)",
    "CREATE INDEX idx_access_log_at ON access_log (at)",
    "CREATE VIRTUAL TABLE access_log_subjects USING fts5(subjects, content='access_log', content_rowid='seq', detail='none')",
    "CREATE TRIGGER access_log_ai AFTER INSERT ON access_log BEGIN
         INSERT INTO access_log_subjects(rowid, subjects) VALUES (new.seq, new.subjects);
     END",
    "CREATE TRIGGER access_log_ad AFTER DELETE ON access_log BEGIN
         INSERT INTO access_log_subjects(access_log_subjects, rowid, subjects) VALUES ('delete', old.seq, old.subjects);
     END",
    // A write's entry gains the records of the request's later writes (a batch's items).
    "CREATE TRIGGER access_log_au AFTER UPDATE OF subjects ON access_log BEGIN
         INSERT INTO access_log_subjects(access_log_subjects, rowid, subjects) VALUES ('delete', old.seq, old.subjects);
         INSERT INTO access_log_subjects(rowid, subjects) VALUES (new.seq, new.subjects);
     END",
];

const POSTGRES: [&str; 5] = [
    "CREATE TABLE access_log (
        id uuid NOT NULL,
        organisation_id uuid NOT NULL,
        at timestamptz NOT NULL,
        actor_type text NOT NULL,
        key_id uuid,
        oauth_client_id text,
        member_id uuid,
        client_ip text,
        request_id text,
        operation_id text,
        contact_ids uuid[] NOT NULL,
        profile_ids uuid[] NOT NULL,
        PRIMARY KEY (id, at)
    ) PARTITION BY RANGE (at)",
    "CREATE INDEX idx_access_log_key ON access_log (organisation_id, key_id, id)",
    "CREATE INDEX idx_access_log_contacts ON access_log USING gin (contact_ids)",
    "CREATE INDEX idx_access_log_profiles ON access_log USING gin (profile_ids)",
    "CREATE TABLE access_log_default PARTITION OF access_log DEFAULT",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all.
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let statements: &[&str] =
            if manager.get_database_backend() == DbBackend::Sqlite { &SQLITE } else { &POSTGRES };
        for statement in statements {
            db.execute_unprepared(statement).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        if manager.get_database_backend() == DbBackend::Sqlite {
            db.execute_unprepared("DROP TABLE IF EXISTS access_log_subjects").await?;
        }
        db.execute_unprepared("DROP TABLE IF EXISTS access_log").await?;
        Ok(())
    }
}
