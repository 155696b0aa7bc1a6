//! Riding through a short outage: a request that finds PostgreSQL unreachable (a switchover, a
//! fail-over, a restart) waits for it, up to the outage wait, and tries again, so a planned
//! switchover costs latency instead of errors.
//!
//! Only what certainly did not take effect is tried again: a read; a write transaction that
//! failed before its commit was sent (the server rolls back what a lost connection held); a
//! single statement that never reached a primary. A commit whose answer was lost may have been
//! applied, so it is answered 503 and left to the client's idempotency key.

use std::{future::Future, time::Duration};

use sea_orm::DbErr;

use super::{failure::is_unavailable, health::Health, scope};

/// At most this many attempts of one operation, whatever the clock says (a bound on the loop).
const MOST_ATTEMPTS: u32 = 50;
/// The least pause between two attempts, so that a failure the heartbeat has not seen yet
/// does not spin.
const LEAST_PAUSE: Duration = Duration::from_millis(50);

/// The attempts of one database operation.
pub struct RideThrough<'a> {
    health: Option<&'a Health>,
    attempts: u32,
}

impl<'a> RideThrough<'a> {
    /// `health` is PostgreSQL's; without it (SQLite) nothing is waited for or tried again.
    pub fn new(health: Option<&'a Health>) -> Self {
        RideThrough { health, attempts: 0 }
    }

    /// Runs `attempt` until it succeeds, or fails in a way `may_retry` refuses or that is no
    /// outage, or the wait runs out.
    pub async fn run<T, Fut>(
        mut self,
        mut attempt: impl FnMut() -> Fut,
        may_retry: impl Fn(&DbErr) -> bool,
    ) -> Result<T, DbErr>
    where
        Fut: Future<Output = Result<T, DbErr>>,
    {
        loop {
            self.before_attempt().await;
            match attempt().await {
                Err(error) if may_retry(&error) && self.again_after(&error).await => continue,
                other => return other,
            }
        }
    }

    /// Before an attempt: while the database is known to be down, waits for it (within the
    /// request's outage wait). Past the wait, the attempt goes ahead on the fail-fast pool.
    pub async fn before_attempt(&mut self) {
        self.attempts += 1;
        if let Some(health) = self.health.filter(|health| health.is_down()) {
            health.wait_until_up(scope::outage_deadline(health.outage_wait())).await;
        }
    }

    /// After an attempt failed with `error`: whether to try again. True when the database could
    /// not be reached, it is back within the request's outage wait, and attempts are left.
    /// The failure is reported, so other requests wait instead of failing.
    pub async fn again_after(&mut self, error: &DbErr) -> bool {
        let Some(health) = self.health else { return false };
        if !is_unavailable(error) {
            return false;
        }
        health.report(error);
        if self.attempts >= MOST_ATTEMPTS {
            return false;
        }
        tracing::debug!(%error, attempt = self.attempts, "the database is unavailable: waiting for it");
        tokio::time::sleep(LEAST_PAUSE).await;
        health.wait_until_up(scope::outage_deadline(health.outage_wait())).await
    }
}
