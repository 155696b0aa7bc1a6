use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

/// SQLite: the access log's FTS5 index of ids is brought up to date in batches, not by a
/// trigger on every insert. A write's entry is still written in the write's transaction, but a
/// new FTS5 segment per commit was a fifth of what the audit added to each create. The batch
/// (`db::access_log::index_pending`) runs with every flush of the read buffer, within 250 ms,
/// and before every look-up; `access_log_indexed` holds the last `seq` indexed. Deleting or
/// changing an entry updates the index only for an entry it holds (an FTS5 delete of an entry
/// it never held would corrupt it). `seq` is SQLite's rowid, given again once the newest
/// entries are deleted: retention lowers the mark with them, in the same transaction.
///
/// Expand only: the previous release keeps inserting entries (indexed by the next batch of this
/// release) and reading the index. Nothing on PostgreSQL.
#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: [&str; 5] = [
    "CREATE TABLE access_log_indexed (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL)",
    "INSERT INTO access_log_indexed (id, seq) SELECT 1, coalesce(max(seq), 0) FROM access_log",
    "DROP TRIGGER access_log_ai",
    "DROP TRIGGER access_log_ad",
    "DROP TRIGGER access_log_au",
];

const TRIGGERS: [&str; 2] = [
    "CREATE TRIGGER access_log_ad AFTER DELETE ON access_log
     WHEN old.seq <= (SELECT seq FROM access_log_indexed) BEGIN
         INSERT INTO access_log_subjects(access_log_subjects, rowid, subjects) VALUES ('delete', old.seq, old.subjects);
     END",
    // A write's entry gains the records of the request's later writes (a batch's items).
    "CREATE TRIGGER access_log_au AFTER UPDATE OF subjects ON access_log
     WHEN old.seq <= (SELECT seq FROM access_log_indexed) BEGIN
         INSERT INTO access_log_subjects(access_log_subjects, rowid, subjects) VALUES ('delete', old.seq, old.subjects);
         INSERT INTO access_log_subjects(rowid, subjects) VALUES (new.seq, new.subjects);
     END",
];

const DOWN: [&str; 7] = [
    "INSERT INTO access_log_subjects(rowid, subjects)
     SELECT seq, subjects FROM access_log WHERE seq > (SELECT seq FROM access_log_indexed)",
    "DROP TRIGGER access_log_ad",
    "DROP TRIGGER access_log_au",
    "DROP TABLE access_log_indexed",
    "CREATE TRIGGER access_log_ai AFTER INSERT ON access_log BEGIN
         INSERT INTO access_log_subjects(rowid, subjects) VALUES (new.seq, new.subjects);
     END",
    "CREATE TRIGGER access_log_ad AFTER DELETE ON access_log BEGIN
         INSERT INTO access_log_subjects(access_log_subjects, rowid, subjects) VALUES ('delete', old.seq, old.subjects);
     END",
    "CREATE TRIGGER access_log_au AFTER UPDATE OF subjects ON access_log BEGIN
         INSERT INTO access_log_subjects(access_log_subjects, rowid, subjects) VALUES ('delete', old.seq, old.subjects);
         INSERT INTO access_log_subjects(rowid, subjects) VALUES (new.seq, new.subjects);
     END",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Sqlite {
            return Ok(());
        }
        let db = manager.get_connection();
        for statement in UP.iter().chain(TRIGGERS.iter()) {
            db.execute_unprepared(statement).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DbBackend::Sqlite {
            return Ok(());
        }
        let db = manager.get_connection();
        for statement in DOWN {
            db.execute_unprepared(statement).await?;
        }
        Ok(())
    }
}
