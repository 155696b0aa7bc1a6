//! Which page of a list is asked for: the services take it, the wire layer reads it from the
//! `page`, `pageSize`, `modifiedSince`, `sort` and `cursor` query parameters.

use chrono::{DateTime, Utc};

use super::list_order::{ListSort, Position};

/// Default and largest page size: a list without `pageSize` answers at most 500 records (see
/// docs/decisions.md, ADR-13).
pub const MAX_PAGE_SIZE: u64 = 500;
/// Largest page number accepted; keeps offsets within what every database accepts.
pub const MAX_PAGE: u64 = 10_000_000;

/// A validated page request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    /// The page number: chosen with `page`, or counted along a cursor iteration.
    pub page: u64,
    pub page_size: u64,
    /// Only records modified at or after this instant.
    pub modified_since: Option<DateTime<Utc>>,
    pub sort: ListSort,
    /// A keyset page: the records just after this one (from a cursor) instead of an offset.
    pub after: Option<Position>,
}

impl PageRequest {
    /// Page `page` of `page_size` records of the whole list in creation order.
    pub fn new(page: u64, page_size: u64) -> Self {
        PageRequest {
            page: page.clamp(1, MAX_PAGE),
            page_size: page_size.clamp(1, MAX_PAGE_SIZE),
            modified_since: None,
            sort: ListSort::Creation,
            after: None,
        }
    }

    /// Records skipped before the page: none on a keyset page, which starts after its cursor.
    pub fn offset(&self) -> u64 {
        if self.after.is_some() { 0 } else { (self.page - 1) * self.page_size }
    }

    pub fn limit(&self) -> u64 {
        self.page_size
    }
}
