//! What the database layer keeps for the length of one request: the health of the database it
//! uses (so any code that meets a connection failure can report it), how long the request may
//! still wait for the database to come back ([`super::ride_through`]), and where its list reads
//! go ([`super::replica`]).

use std::{cell::Cell, future::Future, time::Instant};

use sea_orm::DbErr;

use super::{health::Health, storage::Storage};

/// Where a request's list reads go, once decided for the request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListReads {
    /// Not decided yet: the first list read checks whether the replica has every write
    /// acknowledged before it.
    Undecided,
    /// The replica has replayed every write acknowledged before this request's first list read.
    Replica,
    /// The primary: the replica is down, behind, or this request has written.
    Primary,
}

pub struct Scope {
    health: Option<Health>,
    /// Whether the database's disk has room for writes.
    storage: Storage,
    /// When the request stops waiting for the database: set by the first wait.
    outage_deadline: Cell<Option<Instant>>,
    list_reads: Cell<ListReads>,
}

tokio::task_local! {
    static CURRENT: Scope;
}

/// Runs `work` (one request) with its own scope.
pub fn run<F: Future>(health: Option<Health>, storage: Storage, work: F) -> impl Future<Output = F::Output> {
    let scope = Scope {
        health,
        storage,
        outage_deadline: Cell::new(None),
        list_reads: Cell::new(ListReads::Undecided),
    };
    CURRENT.scope(scope, work)
}

/// Reports `error` to the health of the current request's database, if any: a connection
/// failure marks it down, so the requests after this one wait for it instead of failing, and a
/// write refused for lack of space marks its disk full ([`Storage`]).
pub fn report(error: &DbErr) {
    let _ = CURRENT.try_with(|scope| {
        if scope.storage.report(error) {
            return;
        }
        if let Some(health) = &scope.health {
            health.report(error);
        }
    });
}

/// When the current request stops waiting for the database: `wait` from the first time it
/// asks. Outside a request (a background task) each wait gets the whole of `wait`.
pub fn outage_deadline(wait: std::time::Duration) -> Instant {
    let fresh = || Instant::now() + wait;
    CURRENT
        .try_with(|scope| {
            let deadline = scope.outage_deadline.get().unwrap_or_else(fresh);
            scope.outage_deadline.set(Some(deadline));
            deadline
        })
        .unwrap_or_else(|_| fresh())
}

/// Where the current request's list reads go; [`ListReads::Primary`] outside a request.
pub fn list_reads() -> ListReads {
    CURRENT.try_with(|scope| scope.list_reads.get()).unwrap_or(ListReads::Primary)
}

/// Records where the current request's list reads go.
pub fn set_list_reads(choice: ListReads) {
    let _ = CURRENT.try_with(|scope| scope.list_reads.set(choice));
}

/// The current request has committed a write: its later list reads go to the primary, which
/// has it for certain.
pub fn wrote() {
    set_list_reads(ListReads::Primary);
}
