//! The order a list is read in and a place in that order: what `sort`, `modifiedSince` and
//! `cursor` ask the services for, and what a page tells the wire about the rest of the list.

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// The order of a list's records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, poem_openapi::Enum)]
pub enum ListSort {
    /// Creation order (by id), the default.
    #[default]
    #[oai(rename = "creation")]
    Creation,
    /// Oldest `modifiedTimestamp` first; records modified at the same instant by id.
    #[oai(rename = "modifiedTimestamp")]
    ModifiedTimestamp,
}

/// A record's place in a list's order: the record itself (`id`) and, in `modifiedTimestamp`
/// order, the instant it was last modified. A keyset page starts just after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// Set exactly when the list is in [`ListSort::ModifiedTimestamp`] order.
    pub modified_at: Option<DateTime<Utc>>,
    pub id: Uuid,
}

/// What the services know about a list beyond one page's records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageInfo {
    /// Records matching the list's filters (`modifiedSince` included) across all pages, wherever
    /// the page starts.
    pub total: u64,
    /// The last record of the page when more records follow it, to continue after; `None` on
    /// the last page.
    pub next: Option<Position>,
    /// `total` is an estimate: a search found more records than it counts exactly
    /// (`service::search::EXACT_TOTAL_UP_TO`).
    pub total_is_estimate: bool,
}

impl PageInfo {
    /// An exact total.
    pub fn new(total: u64, next: Option<Position>) -> Self {
        PageInfo { total, next, total_is_estimate: false }
    }
}
