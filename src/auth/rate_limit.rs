//! A per-key, fixed one-minute window request counter, held in the process.
//!
//! Several instances behind a load balancer each count on their own; the limit is a guard
//! against runaway clients, not a billing meter, so that is accepted (docs/decisions.md).

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{SystemTime, UNIX_EPOCH},
};

use uuid::Uuid;

pub struct RateLimiter {
    limit: u32,
    windows: Mutex<HashMap<Uuid, (u64, u32)>>,
}

/// The outcome of counting one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quota {
    pub allowed: bool,
    pub limit: u32,
    pub remaining: u32,
    /// Seconds until the window resets.
    pub reset_seconds: u64,
}

impl RateLimiter {
    pub fn new(limit_per_minute: u32) -> Self {
        RateLimiter { limit: limit_per_minute, windows: Mutex::new(HashMap::new()) }
    }

    /// Counts one request for `key` now.
    pub fn check(&self, key: Uuid) -> Quota {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs();
        self.check_at(key, now)
    }

    fn check_at(&self, key: Uuid, now_seconds: u64) -> Quota {
        let window = now_seconds / 60;
        let mut windows = self.windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Forget windows that have ended, so the map holds only keys active this minute.
        windows.retain(|_, (started, _)| *started == window);
        let (_, count) = windows.entry(key).or_insert((window, 0));
        let allowed = *count < self.limit;
        if allowed {
            *count += 1;
        }
        Quota {
            allowed,
            limit: self.limit,
            remaining: self.limit - *count,
            reset_seconds: (window + 1) * 60 - now_seconds,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_the_limit_then_refuses_until_the_next_minute() {
        let limiter = RateLimiter::new(2);
        let key = Uuid::now_v7();
        assert_eq!(limiter.check_at(key, 600).remaining, 1);
        assert_eq!(limiter.check_at(key, 601).remaining, 0);
        let refused = limiter.check_at(key, 610);
        assert!(!refused.allowed);
        assert_eq!(refused.reset_seconds, 50);
        assert!(limiter.check_at(key, 660).allowed);
        assert!(limiter.check_at(Uuid::now_v7(), 661).allowed);
    }
}
