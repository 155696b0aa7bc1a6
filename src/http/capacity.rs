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
    /// Both as `config` says, for `db`.
    pub fn of(config: &Config, db: &Database) -> Self {
        Capacity::with_pages(config, db, PageBudget::new(config.page_build_budget, db.clone()))
    }

    /// The places as `config` says, with the page budget given (a test holds a share of it to
    /// see pages wait).
    pub fn with_pages(config: &Config, db: &Database, pages: PageBudget) -> Self {
        Capacity {
            pages,
            places: Admission::new(config.requests_running_per_instance, db.clone()),
            lane: HeavyLane::for_current_runtime(),
        }
    }
}
