//! An import's records that have no mapping yet, written a chunk at a time (docs/decisions.md,
//! ADR-27): each chunk in one transaction, its records, search entries, links and events
//! (with their webhook deliveries) as the single creates write them, but in a few multi-row
//! statements, and the chunk's mappings with them, so a chunk is imported whole or not at
//! all. A chunk that fails is written again one record at a time by the caller, which then
//! reports the record at fault.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveValue::{self, Set},
    ConnectionTrait, DatabaseTransaction, DbBackend,
};
use uuid::Uuid;

use super::{SourceKey, Stamps, map_many, mapping};
use crate::{
    db::Database,
    entity::{contact, expense_line::LineType, financial_product, note, opportunity, policy},
    error::ServiceError,
    service::{
        contacts::{self, NewContact},
        events::{self, NewEvent},
        expenses::{self, ExpensesRequest},
        notes::{self, NewNote},
        opportunities::{self, OpportunityState},
        policies::{self, import::NewPolicy},
        products::{self, ProductDetails, ProductState},
        profiles::{self, Finish, ProfileState},
    },
};

/// A new profile (without contacts, key contact or archived flag: those come with
/// [`finish_profiles`]).
#[derive(Debug, Clone)]
pub struct FreshProfile {
    pub key: SourceKey,
    pub state: ProfileState,
}

/// A new contact joining its one profile, with the source's timestamps.
#[derive(Debug, Clone)]
pub struct FreshContact {
    pub key: SourceKey,
    pub contact: NewContact,
    pub stamps: Option<Stamps>,
}

/// A new opportunity, as its create (and the update closing it) would leave it, with the
/// source's timestamps.
#[derive(Debug, Clone)]
pub struct FreshOpportunity {
    pub key: SourceKey,
    pub state: OpportunityState,
    pub stamps: Option<Stamps>,
}

/// A new mortgage, KiwiSaver account or investment, with the source's timestamps.
#[derive(Debug, Clone)]
pub struct FreshProduct<D> {
    pub key: SourceKey,
    pub state: ProductState<D>,
    pub stamps: Option<Stamps>,
}

/// A new note, with the source's timestamps.
#[derive(Debug, Clone)]
pub struct FreshNote {
    pub key: SourceKey,
    pub note: NewNote,
    pub stamps: Option<Stamps>,
}

/// A new policy, with the source's timestamps.
#[derive(Debug, Clone)]
pub struct FreshPolicy {
    pub key: SourceKey,
    pub policy: NewPolicy,
    pub stamps: Option<Stamps>,
}

/// A household's new expenses, with the source ids of its new lines by type (in the request's
/// order) and the source's timestamps.
pub struct FreshExpenses {
    pub key: SourceKey,
    pub request: ExpensesRequest,
    pub lines: Vec<(LineType, Vec<SourceKey>)>,
    pub stamps: Option<Stamps>,
}

/// A profile this import created, finished once its contacts are in.
#[derive(Debug, Clone)]
pub struct ProfileFinish {
    pub key: SourceKey,
    pub profile_id: Uuid,
    pub key_contact_id: Option<Uuid>,
    pub is_archived: bool,
    pub stamps: Option<Stamps>,
}

/// What a chunk's insert wrote: each record's local id and the instant it was last modified
/// here, in the chunk's order, and the events to record.
pub type Written = (Vec<(Uuid, DateTime<Utc>)>, Vec<NewEvent>);

/// A record a chunk writes: its source key and times, and how a chunk of its kind is written.
pub trait Fresh: Send + Sync + Sized + 'static {
    /// Writes the chunk's records in `txn` as the single creates (or updates) would.
    fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> impl Future<Output = Result<Written, ServiceError>> + Send;

    /// Where the record came from.
    fn key(&self) -> &SourceKey;

    /// The source's times the mapping keeps; none leaves it unfinished, to be finished later.
    fn stamps(&self) -> Option<Stamps>;
}

/// Writes a chunk in one transaction: its records ([`Fresh::insert`]), their events and their
/// mappings.
pub async fn write_chunk<F: Fresh>(
    db: &Database,
    organisation_id: Uuid,
    chunk: Vec<F>,
) -> Result<(), ServiceError> {
    db.write_with(chunk, move |txn, chunk| async move {
        let txn = &*txn;
        let (written, recorded) = F::insert(txn, organisation_id, &chunk).await?;
        events::record_many(txn, organisation_id, recorded).await?;
        let rows = chunk
            .iter()
            .zip(written)
            .map(|(item, (local_id, modified))| {
                mapping(
                    organisation_id,
                    item.key(),
                    local_id,
                    item.stamps(),
                    Some(modified.timestamp_micros()),
                )
            })
            .collect();
        map_many(txn, rows).await
    })
    .await
}

/// The source's times, when there are any, set on a record's row (`created_at` and
/// `modified_at`), so its events carry them.
fn stamp_times(
    stamps: Option<Stamps>,
    created_at: &mut ActiveValue<Option<DateTime<Utc>>>,
    modified_at: &mut ActiveValue<DateTime<Utc>>,
) {
    if let Some(stamps) = stamps {
        *created_at = Set(stamps.created);
        *modified_at = Set(stamps.modified);
    }
}

/// Profiles are created without the source's times: their mappings stay unfinished, as for a
/// single create, until [`ProfileFinish`].
impl Fresh for FreshProfile {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let states: Vec<ProfileState> = chunk.iter().map(|item| item.state.clone()).collect();
        let (views, created) = profiles::insert_many(txn, organisation_id, &states).await?;
        Ok((views.iter().map(|view| (view.model.id, view.model.modified_at)).collect(), created))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        None
    }
}

impl Fresh for FreshContact {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let new: Vec<NewContact> = chunk.iter().map(|item| item.contact.clone()).collect();
        let stamp = |index: usize, row: &mut contact::ActiveModel| {
            stamp_times(chunk[index].stamps, &mut row.created_at, &mut row.modified_at);
        };
        let (views, recorded) = contacts::insert_many(txn, organisation_id, &new, stamp).await?;
        Ok((views.iter().map(|view| (view.model.id, view.model.modified_at)).collect(), recorded))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        self.stamps
    }
}

/// Opportunities also keep the source's `closedDate`.
impl Fresh for FreshOpportunity {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let states: Vec<OpportunityState> = chunk.iter().map(|item| item.state.clone()).collect();
        let stamp = |index: usize, row: &mut opportunity::ActiveModel| {
            let stamps = chunk[index].stamps;
            stamp_times(stamps, &mut row.created_at, &mut row.modified_at);
            // Only a closed opportunity has a date to keep: an open one's stays null.
            if let (Some(closed), Set(Some(_))) = (stamps.and_then(|stamps| stamps.closed), &row.closed_date)
            {
                row.closed_date = Set(Some(closed));
            }
        };
        let (views, recorded) = opportunities::insert_imported(txn, organisation_id, &states, stamp).await?;
        Ok((views.iter().map(|view| (view.model.id, view.model.modified_at)).collect(), recorded))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        self.stamps
    }
}

impl<D: ProductDetails> Fresh for FreshProduct<D> {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let states: Vec<ProductState<D>> = chunk.iter().map(|item| item.state.clone()).collect();
        let stamp = |index: usize, row: &mut financial_product::ActiveModel| {
            stamp_times(chunk[index].stamps, &mut row.created_at, &mut row.modified_at);
        };
        let (views, recorded) = products::insert_imported(txn, organisation_id, &states, stamp).await?;
        Ok((views.iter().map(|view| (view.id, view.modified_at)).collect(), recorded))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        self.stamps
    }
}

impl Fresh for FreshNote {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let new: Vec<NewNote> = chunk.iter().map(|item| item.note.clone()).collect();
        let stamp = |index: usize, row: &mut note::ActiveModel| {
            stamp_times(chunk[index].stamps, &mut row.created_at, &mut row.modified_at);
        };
        let (views, recorded) = notes::insert_imported(txn, organisation_id, &new, stamp).await?;
        Ok((views.iter().map(|view| (view.model.id, view.model.modified_at)).collect(), recorded))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        self.stamps
    }
}

impl Fresh for FreshPolicy {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let new: Vec<NewPolicy> = chunk.iter().map(|item| item.policy.clone()).collect();
        let stamp = |index: usize, row: &mut policy::ActiveModel| {
            stamp_times(chunk[index].stamps, &mut row.created_at, &mut row.modified_at);
        };
        let (views, recorded) = policies::import::insert_imported(txn, organisation_id, &new, stamp).await?;
        Ok((views.iter().map(|view| (view.model.id, view.model.modified_at)).collect(), recorded))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        self.stamps
    }
}

/// Expenses also map their new lines (by type, in the order the source listed them, which is
/// the order of their new ids).
impl Fresh for FreshExpenses {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let requests: Vec<_> = chunk
            .iter()
            .map(|item| {
                let times = item.stamps.map(|s| expenses::Times { created: s.created, modified: s.modified });
                (&item.request, times)
            })
            .collect();
        let (views, recorded) = expenses::insert_imported(txn, organisation_id, &requests).await?;
        let mut lines = Vec::new();
        for (item, view) in chunk.iter().zip(&views) {
            for (line_type, keys) in &item.lines {
                let made = view.lines.iter().filter(|line| line.line_type == *line_type);
                lines.extend(
                    keys.iter()
                        .zip(made)
                        .map(|(key, line)| mapping(organisation_id, key, line.id, None, None)),
                );
            }
        }
        map_many(txn, lines).await?;
        Ok((views.iter().map(|view| (view.id, view.modified_at)).collect(), recorded))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        self.stamps
    }
}

/// Finishing sets the profiles' key contacts, archived flags and the source's times (so their
/// events carry them), and maps them as finished.
impl Fresh for ProfileFinish {
    async fn insert(
        txn: &DatabaseTransaction,
        organisation_id: Uuid,
        chunk: &[Self],
    ) -> Result<Written, ServiceError> {
        let changes: Vec<Finish> = chunk
            .iter()
            .map(|item| Finish {
                profile_id: item.profile_id,
                key_contact_id: item.key_contact_id,
                is_archived: item.is_archived,
                times: item.stamps.map(|stamps| (stamps.created, stamps.modified)),
            })
            .collect();
        let (views, changed) = profiles::finish_many(txn, organisation_id, &changes).await?;
        Ok((views.iter().map(|view| (view.model.id, view.model.modified_at)).collect(), changed))
    }

    fn key(&self) -> &SourceKey {
        &self.key
    }

    fn stamps(&self) -> Option<Stamps> {
        self.stamps
    }
}

/// The tables the chunks fill, whose planner statistics [`refresh_statistics`] brings up to
/// date.
const FILLED_TABLES: &str = "profiles, contacts, profile_contacts, opportunities, financial_products, financial_product_owners, \
     notes, policies, policy_owners, search_entries, transfer_ids, events";

/// Brings PostgreSQL's statistics of the tables the chunks fill up to date (`ANALYZE`; nothing
/// on SQLite, whose planner keeps none unless asked). Without them the planner takes the
/// organisation being imported for a small one and reads a chunk's records back through
/// every record of the organisation instead of by id: at 360,000 contacts each chunk's
/// reads took 1.2–1.7 s, where a fresh database or a firm new to a large one has no
/// statistics for them, and autovacuum analyses a table only every tenth of its size.
pub async fn refresh_statistics(db: &Database) -> Result<(), ServiceError> {
    if db.backend() != DbBackend::Postgres {
        return Ok(());
    }
    db.write(|txn| async move {
        // A table the service's role does not own is skipped with a warning, not an error.
        txn.execute_unprepared(&format!("ANALYZE {FILLED_TABLES}")).await?;
        Ok(())
    })
    .await
}
