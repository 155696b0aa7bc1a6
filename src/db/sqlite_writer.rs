//! SQLite's single writer connection is never handed out inside a transaction.
//!
//! sqlx counts a connection's open transactions itself (its "depth") and starts a nested one as
//! a savepoint. When SQLite ends a transaction on its own, as it may after `SQLITE_FULL`,
//! `SQLITE_IOERR`, `SQLITE_BUSY` or `SQLITE_NOMEM`, the `ROLLBACK` that follows fails ("no
//! transaction is active") and sqlx keeps counting one: the next write's `BEGIN` becomes
//! `SAVEPOINT`, which opens a transaction that only a `ROLLBACK TO` touches when that write
//! fails, leaving SQLite inside it. Every write after that is a savepoint of a transaction that
//! never commits; each `RELEASE` was acknowledged as a commit, and all of them were lost when
//! the process stopped (vendor/README.md, the note for sqlx).
//!
//! So before the pool hands the writer out, its count must be zero and SQLite must be outside
//! any transaction. A count of zero needs no look (no I/O: the common case); anything else waits
//! for the commands still queued to the connection's thread (a dropped transaction's
//! rollback), looks again, and a connection still inside a transaction is rolled back
//! explicitly and discarded; the pool opens a fresh one.

use sea_orm::sqlx::{self, Connection, sqlite::SqliteConnection};

/// Whether the writer may be handed out: not inside a transaction, by sqlx's count and by
/// SQLite's own. One that is gets rolled back here, and the answer is no.
pub async fn fit_to_hand_out(connection: &mut SqliteConnection) -> Result<bool, sqlx::Error> {
    if !connection.is_in_transaction() {
        return Ok(true);
    }
    // Waits for the queued commands (the connection's thread runs them in order).
    let mut handle = connection.lock_handle().await?;
    let raw = handle.as_raw_handle().as_ptr();
    // SAFETY: the handle is locked for this thread until `handle` drops.
    let outside = unsafe { rusqlite::ffi::sqlite3_get_autocommit(raw) } != 0;
    drop(handle);
    let counted = connection.is_in_transaction();
    if !counted && outside {
        return Ok(true);
    }
    let mut handle = connection.lock_handle().await?;
    let raw = handle.as_raw_handle().as_ptr();
    // SAFETY: as above; `sqlite3_exec` with no callback and no error message out-pointer.
    let code = unsafe {
        rusqlite::ffi::sqlite3_exec(
            raw,
            c"ROLLBACK".as_ptr(),
            None,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        )
    };
    drop(handle);
    // Debug, not a warning: it follows every write a full disk refuses, which is logged once.
    tracing::debug!(
        counted_inside = counted,
        inside = !outside,
        rollback_code = code,
        "the SQLite writer was left inside a transaction by a failed write: rolled back and replaced"
    );
    Ok(false)
}
