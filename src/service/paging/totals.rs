//! The number of records a common search finds: counted exactly once, then kept a while.
//!
//! A search finding more than [`EXACT_TOTAL_UP_TO`](crate::service::search::EXACT_TOTAL_UP_TO)
//! records answers its page from a walk of the kind's first entries, which says nothing sure of
//! how many match further on. An estimate from that walk under-counted (a term rarer among the
//! first records than the last), and a client looping `page` from 1 to page 1's `totalPages`, as
//! the original service's paging invites, missed records. So the total is counted exactly, once,
//! and kept by this process for [`KEPT_FOR`] with the organisation's count and shifts of the
//! kind's list (`list_counts`) as they were. While it is kept, a page answers the count plus the
//! records created since, which those two numbers tell without a look at the records: a record
//! created adds at most one match, a record deleted none (and is a shift). So the total never
//! under-counts what existed when it was counted or was created since, and stays the same on
//! every page of a walk while nothing is created. An edit that makes a record match is not
//! seen until the count is taken again, at most [`KEPT_FOR`] later.

use std::{
    collections::HashMap,
    sync::{LazyLock, Mutex},
    time::{Duration, Instant},
};

use uuid::Uuid;

use crate::service::search::RecordKind;

/// How long a count is kept: far longer than a walk over a search's pages takes.
const KEPT_FOR: Duration = Duration::from_secs(60);
/// The most counts kept; past it, the kept ones are forgotten (a bound on memory, not a cache
/// policy worth more: a search box asks few terms often).
const MOST_KEPT: usize = 4_096;

/// Which search a count is of.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Search {
    pub organisation_id: Uuid,
    pub kind: RecordKind,
    pub term: String,
}

/// The kind's list as `list_counts` had it: its records, and the shifts (inserts before its
/// end, deletes) counted so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListState {
    pub records: i64,
    pub shifts: i64,
}

impl ListState {
    /// Records created since `earlier` (at least): each adds one record or one record and one
    /// shift, a delete takes one record and adds one shift.
    fn created_since(self, earlier: ListState) -> u64 {
        let grown = (self.records - earlier.records) + (self.shifts - earlier.shifts);
        grown.max(0) as u64
    }
}

#[derive(Debug, Clone, Copy)]
struct Kept {
    total: u64,
    list: ListState,
    at: Instant,
}

static KEPT: LazyLock<Mutex<HashMap<Search, Kept>>> = LazyLock::new(Mutex::default);

fn kept() -> std::sync::MutexGuard<'static, HashMap<Search, Kept>> {
    KEPT.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The total to answer for `search` with its list now as `list`, from a count kept within
/// [`KEPT_FOR`]; none when there is no such count (the caller counts and [`keep`]s it).
pub fn bound(search: &Search, list: ListState) -> Option<u64> {
    let kept = *kept().get(search)?;
    (kept.at.elapsed() < KEPT_FOR).then(|| kept.total + list.created_since(kept.list))
}

/// Whether a count of `search` above `exact_up_to` is kept, so its page can go straight to the
/// walk without first reading the matches to see whether there are that many.
pub fn kept_above(search: &Search, exact_up_to: u64) -> bool {
    kept().get(search).is_some_and(|kept| kept.at.elapsed() < KEPT_FOR && kept.total > exact_up_to)
}

/// Keeps `total`, counted exactly after the list was read as `list`.
pub fn keep(search: Search, total: u64, list: ListState) {
    let mut kept = kept();
    if kept.len() >= MOST_KEPT {
        kept.retain(|_, count| count.at.elapsed() < KEPT_FOR);
        if kept.len() >= MOST_KEPT {
            kept.clear();
        }
    }
    kept.insert(search, Kept { total, list, at: Instant::now() });
}

/// Forgets the organisation's kept counts: their search terms may name a person being erased.
pub fn forget(organisation_id: Uuid) {
    kept().retain(|search, _| search.organisation_id != organisation_id);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_created_since_the_count_are_added_and_deleted_ones_are_not_taken_off() {
        let at = ListState { records: 100, shifts: 7 };
        assert_eq!(at.created_since(at), 0);
        // Two created at the end, one inside the list, one deleted.
        let now = ListState { records: 100 + 2 + 1 - 1, shifts: 7 + 1 + 1 };
        assert_eq!(now.created_since(at), 4);
        let search =
            Search { organisation_id: Uuid::now_v7(), kind: RecordKind::Contact, term: "parata".into() };
        assert_eq!(bound(&search, at), None);
        keep(search.clone(), 1_915, at);
        assert_eq!(bound(&search, at), Some(1_915));
        assert_eq!(bound(&search, now), Some(1_919));
        assert!(kept_above(&search, 1_000) && !kept_above(&search, 2_000));
    }
}
