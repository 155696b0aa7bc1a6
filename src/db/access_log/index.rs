//! SQLite: the FTS5 index of the access log's ids, brought up to date in batches (migration
//! `index_access_log_in_batches`). Entries are stored at once, a write's in its transaction;
//! the index follows within a flush of the buffer (250 ms), and before every look-up, so that
//! a write's commit adds one row and not a new FTS5 segment. PostgreSQL's GIN indexes are
//! kept by the database itself: nothing to do there.

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, DbErr, Statement, TransactionTrait};

/// Indexes every entry stored since the last batch (by any process on the file), in one
/// transaction that also moves the mark; nothing, and no write, when none is pending.
pub async fn index_pending(conn: &DatabaseConnection) -> Result<(), DbErr> {
    if conn.get_database_backend() != DbBackend::Sqlite {
        return Ok(());
    }
    let pending = Statement::from_string(
        DbBackend::Sqlite,
        "SELECT 1 AS pending FROM access_log WHERE seq > (SELECT seq FROM access_log_indexed) LIMIT 1",
    );
    if conn.query_one_raw(pending).await?.is_none() {
        return Ok(());
    }
    let txn = conn.begin().await?;
    txn.execute_unprepared(
        "INSERT INTO access_log_subjects (rowid, subjects) SELECT seq, subjects FROM access_log
         WHERE seq > (SELECT seq FROM access_log_indexed) ORDER BY seq",
    )
    .await?;
    txn.execute_unprepared(
        "UPDATE access_log_indexed SET seq = (SELECT max(seq) FROM access_log) WHERE id = 1
         AND EXISTS (SELECT 1 FROM access_log)",
    )
    .await?;
    txn.commit().await
}
