//! What kind of failure a database error is, decided from the error's type and SQLSTATE code,
//! never from its text (messages change between versions and languages; codes do not).

use sea_orm::{ConnAcquireErr, DbErr, RuntimeErr, sqlx};

/// The database could not be reached, dropped the connection or cannot take writes: nothing
/// was wrong with the request, and the same request should work once the database is back
/// (503 + `Retry-After`).
///
/// Decided by where the error happened first: anything that went wrong while a connection was
/// being opened or waited for (refused, reset, a TLS or protocol error from a proxy with no
/// server behind it, a server still starting) is an outage, whatever the error. On an open
/// connection, the transport's errors and the SQLSTATEs of [`postgres_unavailable`] are.
pub fn is_unavailable(error: &DbErr) -> bool {
    match error {
        DbErr::ConnectionAcquire(_) | DbErr::Conn(_) => true,
        DbErr::Exec(RuntimeErr::SqlxError(error)) | DbErr::Query(RuntimeErr::SqlxError(error)) => {
            sqlx_unavailable(error)
        }
        _ => false,
    }
}

/// The failure certainly happened before the statement could take effect: no connection was
/// had, or the server refused it as read-only (a demoted primary). A single-statement write
/// that failed this way may be sent again; one that failed on the way back may have been
/// applied, so it is not (the client's idempotency key is for that).
pub fn never_applied(error: &DbErr) -> bool {
    matches!(error, DbErr::ConnectionAcquire(_) | DbErr::Conn(_))
        || sqlstate(error).is_some_and(|code| code == READ_ONLY_TRANSACTION)
}

/// The database refused a write for lack of disk space: SQLite's `SQLITE_FULL` (13, a full
/// disk or file-size limit met while writing its file or journal), PostgreSQL's `disk_full`
/// (53100, which is also what "could not extend file" carries). Not an outage: reads still
/// work, and the same write works once space is freed ([`super::storage`]).
pub fn is_storage_full(error: &DbErr) -> bool {
    match error {
        DbErr::Exec(RuntimeErr::SqlxError(error))
        | DbErr::Query(RuntimeErr::SqlxError(error))
        | DbErr::Conn(RuntimeErr::SqlxError(error)) => match error.as_ref() {
            sqlx::Error::Database(error) => {
                let code = error.code().unwrap_or_default();
                if error.try_downcast_ref::<sqlx::postgres::PgDatabaseError>().is_some() {
                    code == POSTGRES_DISK_FULL
                } else {
                    sqlite_primary_code(&code) == Some(SQLITE_FULL)
                }
            }
            _ => false,
        },
        _ => false,
    }
}

/// A statement ran past `DATABASE_STATEMENT_TIMEOUT_MS` and was stopped: PostgreSQL's
/// `query_canceled` (57014, which `statement_timeout` raises), or an SQLite reader interrupted
/// at its deadline. The request was too heavy, the database is fine: not an outage, so no
/// ride-through and nothing marked down (503 `query_timeout` with `Retry-After`).
pub fn is_statement_timeout(error: &DbErr) -> bool {
    sqlstate(error).is_some_and(|code| code == QUERY_CANCELED) || super::read_deadline::is_interrupted(error)
}

/// PostgreSQL's `query_canceled`.
const QUERY_CANCELED: &str = "57014";

/// PostgreSQL's `disk_full`.
const POSTGRES_DISK_FULL: &str = "53100";
/// SQLite's primary result code for a full disk.
const SQLITE_FULL: i32 = 13;

/// No connection came free in time: the pool may be saturated rather than the database gone,
/// so the connections it holds are not suspect.
pub fn is_pool_timeout(error: &DbErr) -> bool {
    match error {
        DbErr::ConnectionAcquire(ConnAcquireErr::Timeout) => true,
        DbErr::Conn(RuntimeErr::SqlxError(error)) => matches!(error.as_ref(), sqlx::Error::PoolTimedOut),
        _ => false,
    }
}

/// `read_only_sql_transaction`: a write sent to a server that is (now) a standby.
const READ_ONLY_TRANSACTION: &str = "25006";

/// A PostgreSQL transaction lost a race with another one and can simply be run again:
/// `40001` serialization failure, `40P01` deadlock detected.
pub fn is_transaction_conflict(error: &DbErr) -> bool {
    sqlstate(error).is_some_and(|code| code == "40001" || code == "40P01")
}

fn sqlx_unavailable(error: &sqlx::Error) -> bool {
    match error {
        // A protocol error on an open connection means the stream is no longer PostgreSQL's
        // (a proxy cut it or answered for a server that is gone); the connection is dropped.
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(error) => {
            let code = error.code().unwrap_or_default();
            if error.try_downcast_ref::<sqlx::postgres::PgDatabaseError>().is_some() {
                postgres_unavailable(&code)
            } else if error.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                sqlite_unavailable(&code)
            } else {
                false
            }
        }
        _ => false,
    }
}

/// SQLSTATE class `08` (connection exception), `57P01` admin shutdown (a killed backend, a
/// restart), `57P02` crash shutdown, `57P03` cannot connect now (starting up, fail-over),
/// `53300` too many connections and `25006` read-only transaction (the server this connection
/// reached was primary and is now a standby: a switchover or fail-over).
fn postgres_unavailable(code: &str) -> bool {
    code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03" | "53300" | READ_ONLY_TRANSACTION)
}

/// SQLite's primary result codes (the low byte of the extended code sqlx reports):
/// `SQLITE_BUSY` (5) once the busy timeout has passed (another process holds the write lock),
/// `SQLITE_IOERR` (10) and `SQLITE_CANTOPEN` (14), the file cannot be read or opened.
fn sqlite_unavailable(code: &str) -> bool {
    sqlite_primary_code(code).is_some_and(|primary| matches!(primary, 5 | 10 | 14))
}

/// The primary result code (the low byte) of the extended code sqlx reports for SQLite.
fn sqlite_primary_code(code: &str) -> Option<i32> {
    code.parse::<i32>().ok().map(|extended| extended & 0xff)
}

fn sqlstate(error: &DbErr) -> Option<String> {
    match error {
        DbErr::Conn(RuntimeErr::SqlxError(error))
        | DbErr::Exec(RuntimeErr::SqlxError(error))
        | DbErr::Query(RuntimeErr::SqlxError(error)) => match error.as_ref() {
            sqlx::Error::Database(error) => error.code().map(|code| code.into_owned()),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    fn sqlx_error(error: sqlx::Error) -> DbErr {
        DbErr::Query(RuntimeErr::SqlxError(Arc::new(error)))
    }

    #[test]
    fn connection_failures_are_unavailable() {
        assert!(is_unavailable(&DbErr::ConnectionAcquire(ConnAcquireErr::Timeout)));
        assert!(is_unavailable(&sqlx_error(sqlx::Error::PoolTimedOut)));
        let reset = std::io::Error::new(std::io::ErrorKind::ConnectionReset, "reset");
        assert!(is_unavailable(&sqlx_error(sqlx::Error::Io(reset))));
    }

    #[test]
    fn anything_failing_while_connecting_is_unavailable() {
        // What a client of HAProxy sees when no primary is up behind it.
        let protocol = sqlx::Error::Protocol("unexpected response from SSLRequest: 0x00".into());
        assert!(is_unavailable(&DbErr::Conn(RuntimeErr::SqlxError(Arc::new(protocol)))));
        let refused = sqlx::Error::Configuration("no route".into());
        assert!(is_unavailable(&DbErr::Conn(RuntimeErr::SqlxError(Arc::new(refused)))));
        assert!(is_unavailable(&DbErr::Conn(RuntimeErr::Internal("closed".into()))));
        assert!(never_applied(&DbErr::ConnectionAcquire(ConnAcquireErr::Timeout)));
        let reset = std::io::Error::new(std::io::ErrorKind::ConnectionReset, "reset");
        assert!(!never_applied(&sqlx_error(sqlx::Error::Io(reset))));
    }

    #[test]
    fn a_busy_pool_is_told_apart_from_broken_connections() {
        assert!(is_pool_timeout(&DbErr::ConnectionAcquire(ConnAcquireErr::Timeout)));
        assert!(is_pool_timeout(&DbErr::Conn(RuntimeErr::SqlxError(Arc::new(sqlx::Error::PoolTimedOut)))));
        let reset = std::io::Error::new(std::io::ErrorKind::ConnectionReset, "reset");
        assert!(!is_pool_timeout(&DbErr::Conn(RuntimeErr::SqlxError(Arc::new(sqlx::Error::Io(reset))))));
    }

    #[test]
    fn other_failures_are_not() {
        assert!(!is_unavailable(&sqlx_error(sqlx::Error::RowNotFound)));
        assert!(!is_unavailable(&DbErr::Query(RuntimeErr::Internal("syntax".into()))));
        assert!(!is_unavailable(&DbErr::RecordNotFound("x".into())));
        assert!(!is_transaction_conflict(&sqlx_error(sqlx::Error::PoolTimedOut)));
    }

    #[test]
    fn postgres_codes_are_read_by_class() {
        assert!(postgres_unavailable("08006"));
        assert!(postgres_unavailable("08P01"));
        assert!(postgres_unavailable("57P01"));
        assert!(postgres_unavailable("57P03"));
        assert!(postgres_unavailable("25006"));
        assert!(!postgres_unavailable("57014")); // query cancelled by a statement timeout
        assert!(!postgres_unavailable("23505"));
        assert!(!postgres_unavailable("42P01"));
    }

    #[test]
    fn sqlite_codes_are_read_by_primary_code() {
        assert!(sqlite_unavailable("5"));
        assert!(sqlite_unavailable("517")); // SQLITE_BUSY_SNAPSHOT
        assert!(sqlite_unavailable("266")); // SQLITE_IOERR_READ
        assert!(!sqlite_unavailable("2067")); // SQLITE_CONSTRAINT_UNIQUE
        assert!(!sqlite_unavailable("1"));
        assert!(!sqlite_unavailable("13")); // SQLITE_FULL: a class of its own
        assert_eq!(sqlite_primary_code("13"), Some(SQLITE_FULL));
    }
}
