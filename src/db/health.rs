//! Whether PostgreSQL is reachable, so that an outage answers in about a second instead of
//! after the pool's acquire timeout.
//!
//! While the database is up, requests use the main pool. The moment any request sees a
//! connection-class failure (or the heartbeat's ping fails), the database is marked down and
//! requests switch to a small pool whose acquire timeout is one second, so each answers 503
//! quickly instead of queueing on a pool that keeps trying to connect. A heartbeat pings through
//! the small pool every second and marks the database up again as soon as it answers, so the
//! service recovers by itself.

use std::{
    future::Future,
    sync::{
        Arc, Weak,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use sea_orm::{DatabaseConnection, DbErr};

use super::failure::is_unavailable;

/// How often the heartbeat pings.
const HEARTBEAT: Duration = Duration::from_secs(1);
/// How long a ping (heartbeat or `/readyz`) may take before the database counts as down.
/// Kept under two seconds so a readiness probe with a short time-out gets an answer.
pub const PING_TIMEOUT: Duration = Duration::from_millis(1500);
/// The acquire timeout of the small pool used while the database is down.
pub const DOWN_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(1);

tokio::task_local! {
    /// The health of the database the current request uses, so that any code that meets a
    /// database error can report it without being handed the database.
    static CURRENT: Option<Health>;
}

#[derive(Clone, Debug)]
pub struct Health(Arc<State>);

#[derive(Debug)]
struct State {
    down: AtomicBool,
    /// The small pool: for requests while down, and for pings.
    fallback: DatabaseConnection,
}

impl Health {
    /// Starts tracking the database behind `fallback`, with a heartbeat that lives as long as
    /// the returned handle (and its clones).
    pub fn start(fallback: DatabaseConnection) -> Self {
        let health = Health(Arc::new(State { down: AtomicBool::new(false), fallback }));
        tokio::spawn(heartbeat(Arc::downgrade(&health.0)));
        health
    }

    pub fn is_down(&self) -> bool {
        self.0.down.load(Ordering::Relaxed)
    }

    /// The pool requests use while the database is down.
    pub fn fallback(&self) -> &DatabaseConnection {
        &self.0.fallback
    }

    /// Marks the database down when `error` says it could not be reached.
    pub fn report(&self, error: &DbErr) {
        if is_unavailable(error) {
            self.set_down(true);
        }
    }

    /// Pings the database (within [`PING_TIMEOUT`]) and records the answer.
    pub async fn check(&self) -> bool {
        self.0.check().await
    }

    fn set_down(&self, down: bool) {
        self.0.set_down(down);
    }

    /// Runs `work` with this health as the current one, for [`report`].
    pub fn scope<F: Future>(health: Option<Health>, work: F) -> impl Future<Output = F::Output> {
        CURRENT.scope(health, work)
    }
}

impl State {
    async fn check(&self) -> bool {
        let up = matches!(tokio::time::timeout(PING_TIMEOUT, self.fallback.ping()).await, Ok(Ok(())));
        self.set_down(!up);
        up
    }

    fn set_down(&self, down: bool) {
        let was_down = self.down.swap(down, Ordering::Relaxed);
        if down && !was_down {
            tracing::error!("the database cannot be reached: answering 503 until it is back");
        } else if !down && was_down {
            tracing::info!("the database is reachable again");
        }
    }
}

async fn heartbeat(state: Weak<State>) {
    loop {
        tokio::time::sleep(HEARTBEAT).await;
        let Some(state) = state.upgrade() else { return };
        state.check().await;
    }
}

/// Reports `error` to the health of the current request's database, if any.
pub fn report(error: &DbErr) {
    let _ = CURRENT.try_with(|health| {
        if let Some(health) = health {
            health.report(error);
        }
    });
}
