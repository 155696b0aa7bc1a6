//! The records an organisation's write batches may carry in a minute, all its keys together
//! (`RATE_LIMIT_RECORDS_PER_ORGANISATION_PER_MINUTE`). A batch counts as one request against
//! the request limits, but as its items here: 100 writes cost what 100 single writes do, in
//! the budget HubSpot and Salesforce also count in records.

use poem::http::StatusCode;
use uuid::Uuid;

use super::RateLimiter;
use crate::{db::Database, error::ErrorCode, http::ApiError, http::database_failure};

/// The write budget in records, shared by every instance on PostgreSQL as the request limits
/// are. The guard leaves it in each request for the batch operations.
pub struct BatchRecords {
    limiter: RateLimiter,
}

/// XORed into an organisation's id, the key of its records window in `rate_limit_windows`: the
/// table also holds its requests window, keyed by the id itself, and the keys' windows, which
/// random and time-ordered ids keep apart from this one.
const RECORDS_WINDOW: u128 = 0x5245_434f_5244_0000_0000_5345_5453_0000;

impl BatchRecords {
    pub fn new(limit_per_minute: u32, db: &Database) -> Self {
        BatchRecords { limiter: RateLimiter::new(limit_per_minute, db) }
    }

    /// Counts `records` items of one batch of `organisation`'s: a 429 with `Retry-After`, and
    /// nothing done, when its minute's budget cannot take them all.
    pub async fn take(&self, organisation: Uuid, records: usize) -> Result<(), ApiError> {
        let key = Uuid::from_u128(organisation.as_u128() ^ RECORDS_WINDOW);
        let records = u32::try_from(records).unwrap_or(u32::MAX);
        let quota = self.limiter.check_many(key, records).await.map_err(|error| database_failure(&error))?;
        if quota.allowed {
            return Ok(());
        }
        crate::monitoring::count_rate_limit_rejection();
        Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited,
            format!(
                "Your organisation's batches are limited to {} records a minute ({} left); try again in {} seconds.",
                quota.limit, quota.remaining, quota.reset_seconds
            ),
        )
        .with_header("retry-after", quota.reset_seconds.to_string()))
    }
}
