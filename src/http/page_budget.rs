//! How many records the instance's list and search pages may be building at once.
//!
//! A page of 500 holds its rows, its records and its serialised body (up to a few megabytes)
//! from the database's answer until the response is written; 32 connections each asking for one
//! held 32 of them at once, 15–20 MB of the instance's peak memory. Two cores build no more
//! pages per second with 32 in flight than with a few, so a page waits for its share of
//! the budget (its `pageSize` in records) before it reads, and gives it back once its body is
//! serialised (docs/decisions.md, ADR-33). Waiting is first come, first served, and bounded: a
//! page that has waited [`PAGE_WAIT_LIMIT`] goes ahead without its share. The wait counts as the
//! start of the request's outage wait, so while the database is down, pages queued behind
//! others that are waiting for it are answered when those are, not one round after another.
//!
//! One organisation holds at most the budget less one largest page (and never less than one):
//! its parallel pages, searches and batches queue behind each other first, so another firm's
//! page always finds room. A request that cannot get its firm's share within the wait limit
//! answers 429: that firm is asking more at once than an instance gives one firm. (Half the
//! budget left a lone firm's pages slower on two cores: two pages in flight leave
//! the cores idle while each waits on the database.)

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use uuid::Uuid;

use crate::{db::Database, error::ErrorCode, http::ApiError, types::MAX_PAGE_SIZE};

/// The longest a page waits for its share before it is built anyway, as long as a connection
/// waits for the pool: past it the instance is overloaded whatever it builds.
pub const PAGE_WAIT_LIMIT: Duration = Duration::from_secs(10);

/// The records all pages being built may hold at once; cloning shares the one budget.
#[derive(Debug, Clone)]
pub struct PageBudget {
    records: Arc<Semaphore>,
    capacity: u32,
    /// Each organisation's share of `records` ([`Self::per_organisation`]), made when it first
    /// asks and forgotten once it holds none.
    organisations: Arc<Mutex<HashMap<Uuid, Arc<Semaphore>>>>,
    wait_limit: Duration,
    /// Pages that went ahead without their share.
    over_budget: Arc<AtomicU64>,
    /// Whose outage wait a page's wait starts.
    db: Database,
}

/// A page's share of the budget, given back when dropped.
#[derive(Debug)]
pub struct PageShare {
    /// `None` when the page went ahead without its share.
    _permit: Option<OwnedSemaphorePermit>,
    /// The records of its organisation's share; `None` for a request of no organisation.
    _organisation: Option<OwnedSemaphorePermit>,
}

impl PageBudget {
    /// A budget of `capacity` records (at least one) for pages read from `db`.
    pub fn new(capacity: u32, db: Database) -> Self {
        let capacity = capacity.max(1);
        PageBudget {
            records: Arc::new(Semaphore::new(capacity as usize)),
            capacity,
            organisations: Arc::default(),
            wait_limit: PAGE_WAIT_LIMIT,
            over_budget: Arc::default(),
            db,
        }
    }

    /// The budget with pages waiting at most `limit` for their share.
    pub fn waiting_at_most(self, limit: Duration) -> Self {
        PageBudget { wait_limit: limit, ..self }
    }

    /// Records of the budget being held by pages now.
    pub fn in_use(&self) -> u32 {
        let free = u32::try_from(self.records.available_permits()).unwrap_or(self.capacity);
        self.capacity.saturating_sub(free)
    }

    /// Pages built without their share since the budget was made.
    pub fn pages_over_budget(&self) -> u64 {
        self.over_budget.load(Ordering::Relaxed)
    }

    /// The records one organisation's requests may hold at once: the budget less one page of
    /// the largest size, and at least one such page.
    pub fn per_organisation(&self) -> u32 {
        let largest = MAX_PAGE_SIZE as u32;
        self.capacity.saturating_sub(largest).max(largest)
    }

    /// Waits for `records` of `organisation`'s share (a 429 past the wait limit), then for
    /// `records` of the budget (no more than the whole of it), at most the wait limit.
    pub async fn share(&self, records: u64, organisation: Option<Uuid>) -> Result<PageShare, ApiError> {
        self.db.start_outage_wait();
        let firm = match organisation {
            Some(organisation) => Some(self.organisation_share(organisation, records).await?),
            None => None,
        };
        let wanted = u32::try_from(records).unwrap_or(u32::MAX).clamp(1, self.capacity);
        let acquire = self.records.clone().acquire_many_owned(wanted);
        match tokio::time::timeout(self.wait_limit, acquire).await {
            Ok(Ok(permit)) => Ok(PageShare { _permit: Some(permit), _organisation: firm }),
            // The semaphore is never closed; a page that waited too long goes ahead.
            Ok(Err(_)) | Err(_) => {
                self.over_budget.fetch_add(1, Ordering::Relaxed);
                Ok(PageShare { _permit: None, _organisation: firm })
            }
        }
    }

    async fn organisation_share(
        &self,
        organisation: Uuid,
        records: u64,
    ) -> Result<OwnedSemaphorePermit, ApiError> {
        let per_organisation = self.per_organisation();
        let semaphore = {
            let mut organisations =
                self.organisations.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            // Firms holding nothing (and waited on by no one) are forgotten.
            // (Each permit, held or awaited, holds its semaphore.)
            organisations.retain(|_, semaphore| Arc::strong_count(semaphore) > 1);
            organisations
                .entry(organisation)
                .or_insert_with(|| Arc::new(Semaphore::new(per_organisation as usize)))
                .clone()
        };
        let wanted = u32::try_from(records).unwrap_or(u32::MAX).clamp(1, per_organisation);
        match tokio::time::timeout(self.wait_limit, semaphore.acquire_many_owned(wanted)).await {
            Ok(Ok(permit)) => Ok(permit),
            Ok(Err(_)) | Err(_) => Err(ApiError::new(
                poem::http::StatusCode::TOO_MANY_REQUESTS,
                ErrorCode::RateLimited,
                "This organisation has too many pages, searches and batches in progress at once; \
                 wait for some to finish (or ask for smaller pages) and retry.",
            )
            .with_header("retry-after", "1")),
        }
    }
}
