//! An import's records that have no mapping yet, written a chunk at a time (docs/decisions.md,
//! ADR-27): each chunk in one transaction, its records, search entries, links and events
//! (with their webhook deliveries) as the single creates write them, but in a few multi-row
//! statements, and the chunk's mappings with them, so a chunk is imported whole or not at
//! all. A chunk that fails is written again one record at a time by the caller, which then
//! reports the record at fault.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveValue::Set, ConnectionTrait, DbBackend};
use uuid::Uuid;

use super::{SourceKey, Stamps, map_many, mapping};
use crate::{
    db::Database,
    error::ServiceError,
    service::{
        contacts::{self, NewContact},
        events,
        opportunities::{self, OpportunityState},
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

/// A profile this import created, finished once its contacts are in.
#[derive(Debug, Clone)]
pub struct ProfileFinish {
    pub key: SourceKey,
    pub profile_id: Uuid,
    pub key_contact_id: Option<Uuid>,
    pub is_archived: bool,
    pub stamps: Option<Stamps>,
}

/// Maps each record written for a chunk: its source key and times, its local id and the
/// instant it was last modified here.
async fn map_written<'a>(
    txn: &impl sea_orm::ConnectionTrait,
    organisation_id: Uuid,
    written: impl Iterator<Item = (&'a SourceKey, Option<Stamps>, Uuid, DateTime<Utc>)>,
) -> Result<(), ServiceError> {
    let rows = written
        .map(|(key, stamps, local_id, modified)| {
            mapping(organisation_id, key, local_id, stamps, Some(modified.timestamp_micros()))
        })
        .collect();
    map_many(txn, rows).await
}

/// Creates the profiles; their mappings stay unfinished (no source time), as for a single
/// create, until [`finish_profiles`].
pub async fn create_profiles(
    db: &Database,
    organisation_id: Uuid,
    fresh: Vec<FreshProfile>,
) -> Result<(), ServiceError> {
    db.write_with(fresh, move |txn, fresh| async move {
        let txn = &*txn;
        let states: Vec<ProfileState> = fresh.iter().map(|item| item.state.clone()).collect();
        let (views, created) = profiles::insert_many(txn, organisation_id, &states).await?;
        events::record_many(txn, organisation_id, created).await?;
        let written = fresh
            .iter()
            .zip(&views)
            .map(|(item, view)| (&item.key, None, view.model.id, view.model.modified_at));
        map_written(txn, organisation_id, written).await
    })
    .await
}

/// Creates the contacts with the source's timestamps (so their events carry them) and maps
/// them as finished.
pub async fn create_contacts(
    db: &Database,
    organisation_id: Uuid,
    fresh: Vec<FreshContact>,
) -> Result<(), ServiceError> {
    db.write_with(fresh, move |txn, fresh| async move {
        let txn = &*txn;
        let new: Vec<NewContact> = fresh.iter().map(|item| item.contact.clone()).collect();
        let stamp = |index: usize, row: &mut crate::entity::contact::ActiveModel| {
            if let Some(stamps) = fresh[index].stamps {
                row.created_at = Set(stamps.created);
                row.modified_at = Set(stamps.modified);
            }
        };
        let (views, recorded) = contacts::insert_many(txn, organisation_id, &new, stamp).await?;
        events::record_many(txn, organisation_id, recorded).await?;
        let written = fresh
            .iter()
            .zip(&views)
            .map(|(item, view)| (&item.key, item.stamps, view.model.id, view.model.modified_at));
        map_written(txn, organisation_id, written).await
    })
    .await
}

/// Creates the opportunities with the source's timestamps and `closedDate` (so their events
/// carry them) and maps them as finished.
pub async fn create_opportunities(
    db: &Database,
    organisation_id: Uuid,
    fresh: Vec<FreshOpportunity>,
) -> Result<(), ServiceError> {
    db.write_with(fresh, move |txn, fresh| async move {
        let txn = &*txn;
        let states: Vec<OpportunityState> = fresh.iter().map(|item| item.state.clone()).collect();
        let stamp = |index: usize, row: &mut crate::entity::opportunity::ActiveModel| {
            if let Some(stamps) = fresh[index].stamps {
                row.created_at = Set(stamps.created);
                row.modified_at = Set(stamps.modified);
                // Only a closed opportunity has a date to keep: an open one's stays null.
                if let (Some(closed), Set(Some(_))) = (stamps.closed, &row.closed_date) {
                    row.closed_date = Set(Some(closed));
                }
            }
        };
        let (views, recorded) = opportunities::insert_imported(txn, organisation_id, &states, stamp).await?;
        events::record_many(txn, organisation_id, recorded).await?;
        let written = fresh
            .iter()
            .zip(&views)
            .map(|(item, view)| (&item.key, item.stamps, view.model.id, view.model.modified_at));
        map_written(txn, organisation_id, written).await
    })
    .await
}

/// Creates the products with the source's timestamps (so their events carry them) and maps
/// them as finished.
pub async fn create_products<D: ProductDetails>(
    db: &Database,
    organisation_id: Uuid,
    fresh: Vec<FreshProduct<D>>,
) -> Result<(), ServiceError> {
    db.write_with(fresh, move |txn, fresh| async move {
        let txn = &*txn;
        let states: Vec<ProductState<D>> = fresh.iter().map(|item| item.state.clone()).collect();
        let stamp = |index: usize, row: &mut crate::entity::financial_product::ActiveModel| {
            if let Some(stamps) = fresh[index].stamps {
                row.created_at = Set(stamps.created);
                row.modified_at = Set(stamps.modified);
            }
        };
        let (views, recorded) = products::insert_imported(txn, organisation_id, &states, stamp).await?;
        events::record_many(txn, organisation_id, recorded).await?;
        let written =
            fresh.iter().zip(&views).map(|(item, view)| (&item.key, item.stamps, view.id, view.modified_at));
        map_written(txn, organisation_id, written).await
    })
    .await
}

/// Sets the profiles' key contacts, archived flags and the source's timestamps (so their
/// events carry them), and maps them as finished.
pub async fn finish_profiles(
    db: &Database,
    organisation_id: Uuid,
    finishes: Vec<ProfileFinish>,
) -> Result<(), ServiceError> {
    db.write_with(finishes, move |txn, finishes| async move {
        let txn = &*txn;
        let changes: Vec<Finish> = finishes
            .iter()
            .map(|item| Finish {
                profile_id: item.profile_id,
                key_contact_id: item.key_contact_id,
                is_archived: item.is_archived,
                times: item.stamps.map(|stamps| (stamps.created, stamps.modified)),
            })
            .collect();
        let (views, changed) = profiles::finish_many(txn, organisation_id, &changes).await?;
        events::record_many(txn, organisation_id, changed).await?;
        let written = finishes
            .iter()
            .zip(&views)
            .map(|(item, view)| (&item.key, item.stamps, view.model.id, view.model.modified_at));
        map_written(txn, organisation_id, written).await
    })
    .await
}

/// The tables the chunks fill, whose planner statistics [`refresh_statistics`] brings up to
/// date.
const FILLED_TABLES: &str = "profiles, contacts, profile_contacts, opportunities, financial_products, financial_product_owners, \
     search_entries, transfer_ids, events";

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
