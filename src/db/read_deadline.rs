//! The statement bound (`DATABASE_STATEMENT_TIMEOUT_MS`) for SQLite's readers: a progress
//! handler, run by SQLite every [`STEPS`] virtual-machine steps on the reading thread itself,
//! interrupts a statement past its deadline. The read stays on the calling thread (ADR-9);
//! PostgreSQL's readers have `statement_timeout` instead.

use std::{
    sync::{
        Arc, OnceLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use rusqlite::{Connection, ErrorCode};
use sea_orm::{DbErr, RuntimeErr};

/// Virtual-machine steps between looks at the clock: some microseconds of work, so a statement
/// stops soon after its deadline and the clock costs nothing measurable.
const STEPS: std::ffi::c_int = 4_000;

/// What an interrupted read fails with; [`is_interrupted`] knows it by this, our own text.
const INTERRUPTED: &str = "SQLite reader: the statement ran past DATABASE_STATEMENT_TIMEOUT_MS";

/// When the statement running on one reader must stop: nanoseconds after [`epoch`], 0 when
/// none runs. Shared with the connection's progress handler.
#[derive(Debug, Default)]
pub struct Deadline(Arc<AtomicU64>);

impl Deadline {
    /// Installs the handler on `connection`, which then stops statements past this deadline.
    pub fn watch(&self, connection: &Connection) -> rusqlite::Result<()> {
        let deadline = self.0.clone();
        connection.progress_handler(
            STEPS,
            Some(move || {
                let at = deadline.load(Ordering::Relaxed);
                at != 0 && since_epoch() > at
            }),
        )
    }

    /// Runs `read` with its statements stopped `bound` after now.
    pub fn within<T>(&self, bound: Duration, read: impl FnOnce() -> T) -> T {
        let at = since_epoch().saturating_add(u64::try_from(bound.as_nanos()).unwrap_or(u64::MAX));
        self.0.store(at.max(1), Ordering::Relaxed);
        let answer = read();
        self.0.store(0, Ordering::Relaxed);
        answer
    }
}

fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

fn since_epoch() -> u64 {
    u64::try_from(epoch().elapsed().as_nanos()).unwrap_or(u64::MAX)
}

/// A reader's error as a `DbErr`: an interrupted statement as [`INTERRUPTED`].
pub fn read_error(error: rusqlite::Error) -> DbErr {
    if error.sqlite_error_code() == Some(ErrorCode::OperationInterrupted) {
        return DbErr::Query(RuntimeErr::Internal(INTERRUPTED.to_string()));
    }
    DbErr::Query(RuntimeErr::Internal(format!("SQLite reader: {error}")))
}

/// Whether `error` is a reader's statement stopped at its deadline.
pub fn is_interrupted(error: &DbErr) -> bool {
    matches!(error, DbErr::Query(RuntimeErr::Internal(text)) if text == INTERRUPTED)
}
