//! A fixed one-minute window limit per key (an API key, an OAuth client, or an organisation
//! for all its keys together), counted in requests, or in records for batches' items.
//!
//! On SQLite (one process) the count is held in the process. On PostgreSQL every instance
//! shares one count per key and window in `rate_limit_windows`, without a database write per
//! request: an instance *claims* a block of requests from the shared window (one atomic
//! statement), admits that many on its own, and claims again when the block is used up. A
//! block is about one second of the instance's own traffic for the key (at least 1 % of the
//! limit), and never more than half of what is left in the window, so blocks shrink to single
//! requests near the limit. The instances together never admit more than the limit; they can
//! admit fewer only by what an instance still holds when its client stops sending to it.

use std::{
    collections::HashMap,
    sync::{
        Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::{SystemTime, UNIX_EPOCH},
};

use sea_orm::DbErr;
use uuid::Uuid;

use crate::{db::Database, service::rate_limits};

pub struct RateLimiter {
    limit: u32,
    /// The database whose shared windows are used (PostgreSQL); none on SQLite.
    shared: Option<Database>,
    windows: Mutex<HashMap<Uuid, Window>>,
    /// The last minute whose ended windows were deleted from the shared table.
    forgotten_before: AtomicU64,
}

/// This process's view of one key's current window.
#[derive(Debug, Clone, Copy, Default)]
struct Window {
    minute: u64,
    /// Requests admitted by this process.
    admitted: u32,
    /// Requests this process may still admit without asking (shared mode).
    allowance: u32,
    /// Requests taken from the shared window by all instances, as of this process's last claim.
    taken: u32,
    /// The shared window has nothing left.
    exhausted: bool,
}

/// Whose limit a quota is: the key's, or its organisation's (all its keys together).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuotaScope {
    Key,
    Organisation,
}

/// The outcome of counting one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quota {
    pub scope: QuotaScope,
    pub allowed: bool,
    pub limit: u32,
    pub remaining: u32,
    /// Seconds until the window resets.
    pub reset_seconds: u64,
}

/// What the process can decide without the database.
enum Local {
    Decided(Quota),
    /// Claim `want`, of which this request needs at least `need`.
    Claim {
        minute: u64,
        want: u32,
        need: u32,
    },
}

impl RateLimiter {
    /// A limiter of `limit_per_minute` requests per key, shared through `db` when it is
    /// PostgreSQL.
    pub fn new(limit_per_minute: u32, db: &Database) -> Self {
        let shared = db.is_shared().then(|| db.clone());
        RateLimiter {
            limit: limit_per_minute,
            shared,
            windows: Mutex::new(HashMap::new()),
            forgotten_before: AtomicU64::new(0),
        }
    }

    /// Counts one request for `key` now.
    pub async fn check(&self, key: Uuid) -> Result<Quota, DbErr> {
        self.check_many(key, 1).await
    }

    /// Counts `units` (records of a batch) for `key` now: admitted together or refused
    /// together. A claim from the shared window grants at least what the request lacks while
    /// that much is left, and nothing once less is.
    pub async fn check_many(&self, key: Uuid, units: u32) -> Result<Quota, DbErr> {
        let units = units.max(1);
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs();
        let Some(db) = &self.shared else { return Ok(self.count_locally(key, now, units)) };
        let (minute, want, need) = match self.take_allowance(key, now, units) {
            Local::Decided(quota) => return Ok(quota),
            Local::Claim { minute, want, need } => (minute, want, need),
        };
        // While the disk is full the shared count cannot be written: reads go on, counted in
        // this process (each instance admits up to the limit) until writes are taken again.
        if db.disk_is_full() {
            return Ok(self.count_locally(key, now, units));
        }
        self.forget_ended_windows(db, minute);
        match rate_limits::claim(db, key, minute as i64, want, need, self.limit).await {
            Ok(claim) => Ok(self.apply_claim(key, now, minute, claim, units)),
            Err(error) if db.report_storage(&error) => Ok(self.count_locally(key, now, units)),
            Err(error) => Err(error),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Uuid, Window>> {
        self.windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The key's window for `minute`, started afresh when the minute has changed.
    fn window(windows: &mut HashMap<Uuid, Window>, key: Uuid, minute: u64) -> &mut Window {
        // Forget windows that have ended, so the map holds only keys active this minute.
        windows.retain(|_, window| window.minute == minute);
        windows.entry(key).or_insert(Window { minute, ..Window::default() })
    }

    /// Single process: counts exactly, in memory.
    fn count_locally(&self, key: Uuid, now: u64, units: u32) -> Quota {
        let minute = now / 60;
        let mut windows = self.lock();
        let window = Self::window(&mut windows, key, minute);
        let allowed = window.admitted.saturating_add(units) <= self.limit;
        if allowed {
            window.admitted += units;
        }
        self.quota(allowed, self.limit - window.admitted, minute, now)
    }

    /// Shared mode, first step: admits from the allowance, refuses once the shared window is
    /// exhausted, or says how much to claim.
    fn take_allowance(&self, key: Uuid, now: u64, units: u32) -> Local {
        let minute = now / 60;
        let mut windows = self.lock();
        let window = Self::window(&mut windows, key, minute);
        if window.allowance >= units {
            window.allowance -= units;
            window.admitted += units;
            return Local::Decided(self.quota(true, self.shared_remaining(window), minute, now));
        }
        if window.exhausted {
            return Local::Decided(self.quota(false, 0, minute, now));
        }
        // About one second of this process's traffic for the key so far this minute.
        let seconds = now % 60 + 1;
        let per_second = u32::try_from(u64::from(window.admitted) / seconds).unwrap_or(u32::MAX);
        let need = units - window.allowance;
        Local::Claim { minute, want: per_second.max(self.limit.div_ceil(100)).max(need), need }
    }

    /// Shared mode, second step: adds what was claimed and admits from it.
    fn apply_claim(&self, key: Uuid, now: u64, minute: u64, claim: rate_limits::Claim, units: u32) -> Quota {
        let mut windows = self.lock();
        let Some(window) = windows.get_mut(&key).filter(|window| window.minute == minute) else {
            // The minute ended while claiming: the claim counted this request in the old window.
            let remaining = self.limit.saturating_sub(claim.taken) + claim.granted.saturating_sub(units);
            return self.quota(claim.granted >= units, remaining, minute, now);
        };
        window.allowance += claim.granted;
        window.taken = window.taken.max(claim.taken);
        // A batch refused for lacking more than is left leaves the rest to smaller requests.
        if claim.granted == 0 && claim.taken >= self.limit {
            window.exhausted = true;
        }
        let allowed = window.allowance >= units;
        if allowed {
            window.allowance -= units;
            window.admitted += units;
        }
        self.quota(allowed, self.shared_remaining(window), minute, now)
    }

    /// What is left for the key: the shared window's unclaimed requests and this process's
    /// allowance.
    fn shared_remaining(&self, window: &Window) -> u32 {
        self.limit.saturating_sub(window.taken) + window.allowance
    }

    fn quota(&self, allowed: bool, remaining: u32, minute: u64, now: u64) -> Quota {
        Quota {
            scope: QuotaScope::Key,
            allowed,
            limit: self.limit,
            remaining,
            reset_seconds: (minute + 1) * 60 - now,
        }
    }

    /// Once a minute per process, deletes the shared windows that have ended, off the
    /// request's path.
    fn forget_ended_windows(&self, db: &Database, minute: u64) {
        if self.forgotten_before.swap(minute, Ordering::Relaxed) == minute {
            return;
        }
        let db = db.clone();
        tokio::spawn(async move {
            if let Err(error) = rate_limits::forget_before(&db, minute as i64 - 1).await {
                tracing::warn!(%error, "cannot delete ended rate-limit windows");
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limiter(limit: u32) -> RateLimiter {
        RateLimiter::new(limit, &Database::disconnected())
    }

    #[test]
    fn allows_the_limit_then_refuses_until_the_next_minute() {
        let limiter = limiter(2);
        let key = Uuid::now_v7();
        assert_eq!(limiter.count_locally(key, 600, 1).remaining, 1);
        assert_eq!(limiter.count_locally(key, 601, 1).remaining, 0);
        let refused = limiter.count_locally(key, 610, 1);
        assert!(!refused.allowed);
        assert_eq!(refused.reset_seconds, 50);
        assert!(limiter.count_locally(key, 660, 1).allowed);
        assert!(limiter.count_locally(Uuid::now_v7(), 661, 1).allowed);
    }

    #[test]
    fn shared_mode_admits_its_allowance_without_asking_then_claims_again() {
        let limiter = limiter(100);
        let key = Uuid::now_v7();
        assert!(matches!(limiter.take_allowance(key, 600, 1), Local::Claim { minute: 10, want: 1, need: 1 }));
        let first = limiter.apply_claim(key, 600, 10, rate_limits::Claim { granted: 3, taken: 50 }, 1);
        assert_eq!((first.allowed, first.remaining), (true, 52));
        assert!(matches!(limiter.take_allowance(key, 601, 1), Local::Decided(Quota { allowed: true, .. })));
        assert!(matches!(limiter.take_allowance(key, 601, 1), Local::Decided(Quota { allowed: true, .. })));
        assert!(matches!(limiter.take_allowance(key, 601, 1), Local::Claim { .. }));
        let refused = limiter.apply_claim(key, 602, 10, rate_limits::Claim { granted: 0, taken: 100 }, 1);
        assert_eq!((refused.allowed, refused.remaining), (false, 0));
        assert!(matches!(limiter.take_allowance(key, 603, 1), Local::Decided(Quota { allowed: false, .. })));
        assert!(matches!(limiter.take_allowance(key, 660, 1), Local::Claim { minute: 11, .. }));
    }

    #[test]
    fn many_units_are_admitted_together_or_refused_together() {
        let local = limiter(250);
        let key = Uuid::now_v7();
        assert!(local.count_locally(key, 600, 100).allowed);
        assert!(local.count_locally(key, 601, 100).allowed);
        let refused = local.count_locally(key, 602, 100);
        assert_eq!((refused.allowed, refused.remaining), (false, 50));
        assert!(local.count_locally(key, 603, 50).allowed);
        // Shared: a claim asks for at least what the batch needs, and admits it only whole.
        let shared = limiter(1000);
        assert!(matches!(shared.take_allowance(key, 600, 100), Local::Claim { want: 100, .. }));
        let short = shared.apply_claim(key, 600, 10, rate_limits::Claim { granted: 60, taken: 980 }, 100);
        assert!(!short.allowed);
        assert!(matches!(shared.take_allowance(key, 601, 50), Local::Decided(Quota { allowed: true, .. })));
    }
}
