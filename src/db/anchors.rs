//! Page anchors this process remembers: for an organisation's whole list, the last id before
//! every [`FarPages::anchor_every`]-th position in creation order, so a far numbered page walks
//! the list's index from the anchor below it instead of from an end (`service::paging::anchors`
//! builds and checks them; ADR-13).
//!
//! They are kept in memory, not in a table: each instance builds its own with one walk of the
//! list's index the first time a far page needs them (and again after a record changed
//! position), nothing is written on a read, and a list of 1,000,000 records takes 1,000 ids
//! (16 kB).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use uuid::Uuid;

/// Where numbered pages count as far, and how far apart their anchors are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FarPages {
    /// Pages starting this many records into a list or more are read by their ids first:
    /// below it, skipping the rows costs less than a second statement.
    pub from: u64,
    /// Positions between two anchors: a far page walks at most this many index entries before
    /// its own. Small enough that the walk costs less than loading the page's records.
    pub anchor_every: u64,
}

impl Default for FarPages {
    fn default() -> Self {
        FarPages { from: 2_000, anchor_every: 1_000 }
    }
}

/// One list's anchors, as one statement read them.
#[derive(Debug)]
pub struct Anchors {
    /// The list's `shifts` (`list_counts`) when they were read: the positions hold while it is
    /// unchanged.
    pub shifts: i64,
    /// `ids[i]` is the last id before position `i * anchor_every` (from 0): the records from
    /// that position on are those with greater ids. `ids[0]` is the nil UUID, below every id.
    pub ids: Vec<Uuid>,
    /// When they were read, and how long that took.
    pub built: (Instant, Duration),
}

impl Anchors {
    /// Whether these may be replaced now. Building walks the whole list, so after a write that
    /// moved records anchors are built again only once 20 builds' time has passed since: where
    /// such writes come often (SQLite's concurrent creates can commit out of id order) a far page
    /// then costs what it did without anchors, plus at most a twentieth of a build.
    pub fn may_be_replaced(&self) -> bool {
        let (at, took) = self.built;
        at.elapsed() >= took * 20
    }
}

/// The anchors of every list this process has read far pages of.
#[derive(Debug, Default)]
pub struct PageAnchors {
    settings: FarPages,
    lists: Mutex<HashMap<(Uuid, String), Arc<Anchors>>>,
    /// Held while anchors are built: one walk of a whole list at a time, so requests finding
    /// anchors stale together do not all walk it (the others read their page without anchors).
    building: tokio::sync::Mutex<()>,
}

impl PageAnchors {
    pub fn new(settings: FarPages) -> Self {
        PageAnchors { settings, ..PageAnchors::default() }
    }

    pub fn settings(&self) -> FarPages {
        self.settings
    }

    /// The anchors last built for `list` of `organisation_id`, if any.
    pub fn get(&self, organisation_id: Uuid, list: &str) -> Option<Arc<Anchors>> {
        self.lists().get(&(organisation_id, list.to_string())).cloned()
    }

    pub fn put(&self, organisation_id: Uuid, list: &str, anchors: Arc<Anchors>) {
        self.lists().insert((organisation_id, list.to_string()), anchors);
    }

    /// The right to build anchors now, unless another request is building some.
    pub fn try_build(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        self.building.try_lock().ok()
    }

    fn lists(&self) -> std::sync::MutexGuard<'_, HashMap<(Uuid, String), Arc<Anchors>>> {
        // A panic while holding the map cannot leave it half-changed: use it as it is.
        self.lists.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}
