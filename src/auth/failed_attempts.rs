//! Failed authentications per client address: an address that has presented more than its
//! limit of unknown keys in the current minute is answered 429 before its key is looked up,
//! so guessing keys costs the database nothing. The address is the one the allowlist uses
//! (`client_ip`, which believes `X-Forwarded-For` only from `TRUSTED_PROXIES`): behind a load
//! balancer that is not trusted, every caller shares the balancer's address, and one guesser
//! locks out everyone. Counted per process.

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::Mutex,
    time::{SystemTime, UNIX_EPOCH},
};

pub struct FailedAttempts {
    limit: u32,
    /// Failures this minute, by address (none: a caller not on a socket).
    counts: Mutex<(u64, HashMap<Option<IpAddr>, u32>)>,
}

fn minute_and_left() -> (u64, u64) {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs();
    (now / 60, 60 - now % 60)
}

impl FailedAttempts {
    pub fn new(limit_per_minute: u32) -> Self {
        FailedAttempts { limit: limit_per_minute, counts: Mutex::new((0, HashMap::new())) }
    }

    fn with_counts<T>(&self, act: impl FnOnce(&mut HashMap<Option<IpAddr>, u32>) -> T) -> T {
        let (minute, _) = minute_and_left();
        let mut counts = self.counts.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if counts.0 != minute {
            *counts = (minute, HashMap::new());
        }
        act(&mut counts.1)
    }

    /// Seconds until the address may try again, when it has used up this minute's failures.
    pub fn refused(&self, address: Option<IpAddr>) -> Option<u64> {
        let over = self.with_counts(|counts| counts.get(&address).is_some_and(|count| *count >= self.limit));
        over.then(|| minute_and_left().1)
    }

    /// Counts a failed authentication from `address`.
    pub fn failed(&self, address: Option<IpAddr>) {
        self.with_counts(|counts| *counts.entry(address).or_default() += 1);
    }

    pub fn limit(&self) -> u32 {
        self.limit
    }
}
