//! Whether PostgreSQL is reachable and takes writes, so that a request rides through a short
//! outage (a switchover) and a long one answers 503 in bounded time.
//!
//! While the database is up, requests use the main pool. The moment any request sees a
//! connection-class failure (or the heartbeat's check fails), the database is marked down:
//! requests wait for it, up to the outage wait (`DATABASE_OUTAGE_WAIT_MS`,
//! [`super::ride_through`]), and past that use a small pool whose acquire timeout is one
//! second, so each answers 503 quickly instead of queueing on a pool that keeps trying to
//! connect. A heartbeat checks through the small pool (every second, five times a second while
//! down) and marks the database up again as soon as it answers as a primary, so the service
//! recovers by itself; connections opened before the failure are dropped ([`OutageClock`]).

use std::{
    sync::{
        Arc, Weak,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr, Statement};
use tokio::sync::watch;

use super::failure::{is_pool_timeout, is_unavailable};

/// How often the heartbeat pings while the database is up.
const HEARTBEAT: Duration = Duration::from_secs(1);
/// How often it pings while the database is down, so that requests waiting for it
/// ([`super::ride_through`]) carry on soon after it is back.
const HEARTBEAT_WHILE_DOWN: Duration = Duration::from_millis(200);
/// How long a ping (heartbeat or `/readyz`) may take before the database counts as down.
/// Kept under two seconds so a readiness probe with a short time-out gets an answer.
pub const PING_TIMEOUT: Duration = Duration::from_millis(1500);
/// The acquire timeout of the small pool used while the database is down.
pub const DOWN_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(1);

#[derive(Clone, Debug)]
pub struct Health(Arc<State>);

#[derive(Debug)]
struct State {
    /// Whether the database is down; waiters subscribe to its changes.
    down: watch::Sender<bool>,
    /// The small pool: for requests while down, and for pings.
    fallback: DatabaseConnection,
    /// When the last connection failure was seen ([`OutageClock`]).
    clock: Arc<OutageClock>,
    /// How long a request may wait for the database to come back.
    outage_wait: Duration,
}

/// When the last connection failure was seen, so that every connection opened before it is
/// dropped instead of reused: after a fail-over or switchover those reach a server that is
/// gone or is now a standby (`read_only_sql_transaction`), and each would fail one request.
#[derive(Debug)]
pub struct OutageClock {
    started: Instant,
    /// Milliseconds from `started` to the last failure; 0 when there was none.
    last_failure_ms: AtomicU64,
}

impl OutageClock {
    pub fn new() -> Arc<Self> {
        Arc::new(OutageClock { started: Instant::now(), last_failure_ms: AtomicU64::new(0) })
    }

    fn failed_now(&self) {
        let now = self.started.elapsed().as_millis() as u64;
        self.last_failure_ms.fetch_max(now.max(1), Ordering::Relaxed);
    }

    /// Whether a connection `age` old was opened before the last failure (and should go).
    pub fn predates_last_failure(&self, age: Duration) -> bool {
        let failure = self.last_failure_ms.load(Ordering::Relaxed);
        let opened = self.started.elapsed().saturating_sub(age).as_millis() as u64;
        failure != 0 && opened <= failure
    }
}

impl Health {
    /// Starts tracking the database behind `fallback`, with a heartbeat that lives as long as
    /// the returned handle (and its clones).
    pub fn start(fallback: DatabaseConnection, clock: Arc<OutageClock>, outage_wait: Duration) -> Self {
        let (down, _) = watch::channel(false);
        let health = Health(Arc::new(State { down, fallback, clock, outage_wait }));
        tokio::spawn(heartbeat(Arc::downgrade(&health.0)));
        health
    }

    pub fn is_down(&self) -> bool {
        *self.0.down.borrow()
    }

    /// The pool requests use while the database is down.
    pub fn fallback(&self) -> &DatabaseConnection {
        &self.0.fallback
    }

    /// Marks the database down when `error` says it could not be reached, and (unless the pool
    /// was only busy) every connection opened before now as suspect.
    pub fn report(&self, error: &DbErr) {
        if is_unavailable(error) {
            if !is_pool_timeout(error) {
                self.0.clock.failed_now();
            }
            self.0.set_down(true);
        }
    }

    /// Pings the database (within [`PING_TIMEOUT`]) and records the answer.
    pub async fn check(&self) -> bool {
        self.0.check().await
    }

    /// How long a request may wait for the database (`DATABASE_OUTAGE_WAIT_MS`).
    pub fn outage_wait(&self) -> Duration {
        self.0.outage_wait
    }

    /// Waits until the database is up or `deadline` has passed; answers whether it is up (and
    /// there is time left to use it).
    pub async fn wait_until_up(&self, deadline: Instant) -> bool {
        let mut down = self.0.down.subscribe();
        let up = tokio::time::timeout_at(deadline.into(), down.wait_for(|down| !down)).await;
        matches!(up, Ok(Ok(_))) && Instant::now() < deadline
    }
}

impl State {
    /// Up when the database answers and takes writes: a server that answers but is in
    /// recovery is a standby (a demoted primary, or the proxy has not switched yet).
    async fn check(&self) -> bool {
        let ask = self.fallback.query_one_raw(Statement::from_string(
            self.fallback.get_database_backend(),
            "SELECT pg_is_in_recovery() AS standby",
        ));
        let up = match tokio::time::timeout(PING_TIMEOUT, ask).await {
            Ok(Ok(Some(row))) => row.try_get::<bool>("", "standby").is_ok_and(|standby| !standby),
            _ => false,
        };
        self.set_down(!up);
        up
    }

    fn set_down(&self, down: bool) {
        let was_down = self.down.send_replace(down);
        if down && !was_down {
            tracing::error!(
                "the database cannot be reached: waiting for it, then answering 503 until it is back"
            );
        } else if !down && was_down {
            tracing::info!("the database is reachable again");
        }
    }
}

async fn heartbeat(state: Weak<State>) {
    loop {
        let pause = match state.upgrade() {
            Some(state) if *state.down.borrow() => HEARTBEAT_WHILE_DOWN,
            Some(_) => HEARTBEAT,
            None => return,
        };
        tokio::time::sleep(pause).await;
        let Some(state) = state.upgrade() else { return };
        state.check().await;
    }
}
