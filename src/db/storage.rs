//! Whether the database's disk has room for writes.
//!
//! A write refused for lack of space (a full disk or a file-size limit,
//! [`super::failure::is_storage_full`]) answers 503 `insufficient_storage` with `Retry-After`.
//! It is not an outage: the database is not marked down, no request waits for it to come back,
//! and reads go on as before. The state is this process's: set by the refused write, cleared by
//! the next write that commits, so writes recover by themselves once space is freed. `/readyz`
//! (which stays 200, so a load balancer keeps sending reads) and `/metrics` report it, and the
//! log says so once as the disk fills and once as writes are taken again.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use sea_orm::DbErr;

use super::failure::is_storage_full;

#[derive(Clone, Debug, Default)]
pub struct Storage(Arc<State>);

#[derive(Debug, Default)]
struct State {
    full: AtomicBool,
    /// When the disk was last said to be full: a disk that is nearly full takes a small write
    /// now and then, and saying so at every turn would bury the message.
    said_full: Mutex<Option<Instant>>,
    /// The log has said the disk is full and not yet that it has room again.
    owes_recovery: AtomicBool,
}

/// How long after saying the disk is full the log stays quiet about it filling and emptying.
const QUIET_AFTER_SAYING: Duration = Duration::from_secs(60);

impl Storage {
    /// Records that `error` refused a write for lack of space, when it did; answers whether.
    pub fn report(&self, error: &DbErr) -> bool {
        if !is_storage_full(error) {
            return false;
        }
        if !self.0.full.swap(true, Ordering::AcqRel) && self.say_full() {
            tracing::error!(
                %error,
                "the database's disk is full: writes answer 503 insufficient_storage until space is \
                 freed; reads go on"
            );
        }
        true
    }

    /// A write has committed: the disk has room again, if it was full.
    pub fn wrote(&self) {
        if self.0.full.load(Ordering::Relaxed) && self.0.full.swap(false, Ordering::AcqRel) {
            if self.0.owes_recovery.swap(false, Ordering::AcqRel) {
                tracing::warn!("the database's disk has room again: writes are taken");
            } else {
                tracing::debug!("the database's disk took a write again");
            }
        }
    }

    /// Whether to say now that the disk is full: not within [`QUIET_AFTER_SAYING`] of saying so.
    fn say_full(&self) -> bool {
        let mut said = self.0.said_full.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if said.is_some_and(|at| at.elapsed() < QUIET_AFTER_SAYING) {
            return false;
        }
        *said = Some(Instant::now());
        self.0.owes_recovery.store(true, Ordering::Release);
        true
    }

    /// Whether the last write that ended was refused for lack of space.
    pub fn is_full(&self) -> bool {
        self.0.full.load(Ordering::Relaxed)
    }
}
