//! Entries of reads, held for at most [`FLUSH_EVERY`] and written together, so a read never
//! waits on the access log (ADR-39). A write that fails (a full disk, the database down) keeps
//! the entries for the next turn; the log says so, and `/metrics` shows the backlog and the
//! failures. Only [`MOST_BUFFERED`] are held: past that the oldest go, counted as dropped.

use std::{
    collections::VecDeque,
    sync::{
        Arc, Mutex, Weak,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use sea_orm::{DatabaseConnection, DbErr};

use super::{
    index::index_pending,
    rows::{AccessRow, insert},
};

/// How long an entry of a read waits before it is written, at most (a failed write aside).
pub const FLUSH_EVERY: Duration = Duration::from_millis(250);

/// Entries held while they cannot be written: some minutes of a busy instance's reads.
const MOST_BUFFERED: usize = 500_000;

/// How often the log repeats that entries cannot be written.
const QUIET_AFTER_SAYING: Duration = Duration::from_secs(30);

/// This process's entries waiting to be written, shared by every handle of its database.
#[derive(Clone, Debug)]
pub struct AccessBuffer(Arc<Inner>);

#[derive(Debug)]
struct Inner {
    pending: Mutex<VecDeque<AccessRow>>,
    /// Held while a flush writes, so two flushes never write the same entries.
    flushing: tokio::sync::Mutex<()>,
    connection: DatabaseConnection,
    flusher_started: AtomicBool,
    failures: AtomicU64,
    dropped: AtomicU64,
    said_failing: Mutex<Option<Instant>>,
}

/// What `/metrics` shows of the buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccessLogStatus {
    pub buffered: u64,
    pub write_failures: u64,
    pub dropped: u64,
}

impl AccessBuffer {
    /// A buffer writing through `connection` (the primary's).
    pub fn new(connection: DatabaseConnection) -> Self {
        AccessBuffer(Arc::new(Inner {
            pending: Mutex::new(VecDeque::new()),
            flushing: tokio::sync::Mutex::new(()),
            connection,
            flusher_started: AtomicBool::new(false),
            failures: AtomicU64::new(0),
            dropped: AtomicU64::new(0),
            said_failing: Mutex::new(None),
        }))
    }

    /// Holds `row` until the next flush (starting the flusher on first use).
    pub fn push(&self, row: AccessRow) {
        {
            let mut pending = self.0.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if pending.len() >= MOST_BUFFERED {
                pending.pop_front();
                self.0.dropped.fetch_add(1, Ordering::Relaxed);
            }
            pending.push_back(row);
        }
        self.start_flusher();
    }

    /// Writes every entry held now, then (SQLite) indexes every entry stored since the last
    /// time, a write's too; on failure the held entries stay held, in order, for the next turn.
    pub async fn flush(&self) -> Result<(), DbErr> {
        let _writing = self.0.flushing.lock().await;
        let rows: Vec<AccessRow> = {
            let mut pending = self.0.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            pending.drain(..).collect()
        };
        let written = if rows.is_empty() { Ok(()) } else { insert(&self.0.connection, &rows).await };
        match written {
            Ok(()) => {
                if let Err(error) = index_pending(&self.0.connection).await {
                    self.0.failures.fetch_add(1, Ordering::Relaxed);
                    self.say_failing(&error, 0);
                    return Err(error);
                }
                self.0.said_failing.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
                Ok(())
            }
            Err(error) => {
                self.0.failures.fetch_add(1, Ordering::Relaxed);
                let mut pending = self.0.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                for row in rows.into_iter().rev() {
                    pending.push_front(row);
                }
                let excess = pending.len().saturating_sub(MOST_BUFFERED);
                pending.drain(..excess);
                self.0.dropped.fetch_add(excess as u64, Ordering::Relaxed);
                self.say_failing(&error, pending.len());
                Err(error)
            }
        }
    }

    /// SQLite: indexes the entries stored since the last batch ([`index_pending`]).
    pub async fn index(&self) -> Result<(), DbErr> {
        index_pending(&self.0.connection).await
    }

    pub fn status(&self) -> AccessLogStatus {
        let buffered = self.0.pending.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).len() as u64;
        AccessLogStatus {
            buffered,
            write_failures: self.0.failures.load(Ordering::Relaxed),
            dropped: self.0.dropped.load(Ordering::Relaxed),
        }
    }

    fn say_failing(&self, error: &DbErr, waiting: usize) {
        let mut said = self.0.said_failing.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if said.is_none_or(|at| at.elapsed() >= QUIET_AFTER_SAYING) {
            tracing::error!(%error, waiting, "access log entries could not be written; they are held and retried");
            *said = Some(Instant::now());
        }
    }

    /// Starts the task writing the buffer every [`FLUSH_EVERY`] (once per process): a write's
    /// entry calls this too, since on SQLite the flush also indexes it. The task ends once the
    /// database's last handle is gone (it holds the buffer weakly), writing what is left first.
    pub fn start_flusher(&self) {
        if self.0.flusher_started.swap(true, Ordering::AcqRel) {
            return;
        }
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            self.0.flusher_started.store(false, Ordering::Release);
            return;
        };
        let weak: Weak<Inner> = Arc::downgrade(&self.0);
        runtime.spawn(async move {
            loop {
                tokio::time::sleep(FLUSH_EVERY).await;
                let Some(inner) = weak.upgrade() else { return };
                // Failures are counted and said by `flush`; the entries wait for the next turn.
                let _ = AccessBuffer(inner).flush().await;
            }
        });
    }
}
