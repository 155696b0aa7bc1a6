//! What the database layer keeps for the length of one request: the health of the database it
//! uses (so any code that meets a connection failure can report it), how long the request may
//! still wait for the database to come back ([`super::ride_through`]), and where its list reads
//! go ([`super::replica`]).

use std::{
    cell::Cell,
    future::Future,
    time::{Duration, Instant},
};

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
    /// How long the request waited for a place to run before it met the database
    /// ([`queued_for`]); counted against its outage wait.
    queued: Cell<Duration>,
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
        queued: Cell::new(Duration::ZERO),
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

/// Records that the current request waited `queued` for a place to run. The time counts
/// against its outage wait, so a request queued behind others that are waiting out an outage
/// does not then wait the whole of it again: a request's time in an outage stays within the
/// outage wait and the fail-fast second after it.
pub fn queued_for(queued: Duration) {
    let _ = CURRENT.try_with(|scope| scope.queued.set(scope.queued.get() + queued));
}

/// When the current request stops waiting for the database: `wait` from the first time it
/// asks, less what it spent queued for a place before then. Outside a request (a background
/// task) each wait gets the whole of `wait`.
pub fn outage_deadline(wait: Duration) -> Instant {
    let fresh = || Instant::now() + wait;
    CURRENT
        .try_with(|scope| {
            let deadline = scope
                .outage_deadline
                .get()
                .unwrap_or_else(|| Instant::now() + wait.saturating_sub(scope.queued.get()));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn time_queued_for_a_place_counts_against_the_outage_wait() {
        let wait = Duration::from_secs(5);
        let (queued, fresh) = run(None, Storage::default(), async {
            queued_for(Duration::from_secs(3));
            let queued = outage_deadline(wait);
            (queued, Instant::now() + wait)
        })
        .await;
        assert!(fresh - queued >= Duration::from_secs(3), "the 3 s queued did not count");

        let past = run(None, Storage::default(), async {
            queued_for(Duration::from_secs(9));
            outage_deadline(wait)
        })
        .await;
        assert!(past <= Instant::now(), "a request queued past the wait waits no more");
    }
}
