//! What one instance runs at once and where: the page budget, the places for requests and the
//! lane for large pages, made once per instance and shared by its API and its metrics.

use super::{Admission, HeavyLane, PageBudget};
use crate::{config::Config, db::Database};

/// The instance's page budget ([`PageBudget`]), request places ([`Admission`]) and heavy lane
/// ([`HeavyLane`]).
#[derive(Debug, Clone)]
pub struct Capacity {
    pub pages: PageBudget,
    pub places: Admission,
    pub lane: HeavyLane,
}

impl Capacity {
    /// All three as `config` says, for `db`; a lane only under a multi-threaded runtime.
    pub fn of(config: &Config, db: &Database) -> Self {
        Capacity::with_pages(config, db, PageBudget::new(config.page_build_budget, db.clone()))
    }

    /// The places and lane as [`Capacity::of`] makes them, with the page budget given (a test holds a share of it to
    /// see pages wait).
    pub fn with_pages(config: &Config, db: &Database, pages: PageBudget) -> Self {
        Capacity {
            pages,
            places: Admission::new(config.requests_running_per_instance, db.clone()),
            lane: HeavyLane::for_current_runtime(),
        }
    }
}
