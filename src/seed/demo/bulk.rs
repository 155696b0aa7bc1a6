//! Inserting generated profiles in bulk: a few multi-row INSERTs per batch instead of several
//! statements per record, for building benchmark databases of 100,000 contacts quickly.

use chrono::Utc;
use sea_orm::ActiveValue::Set;
use uuid::Uuid;

use super::DemoProfile;
use crate::{
    db::{Database, bulk::insert_chunked},
    entity::profile_contact,
    error::ServiceError,
    service::search::{self, RecordKind},
};

/// Inserts the profiles with their contacts (the first one key) in one transaction.
pub async fn insert(
    db: &Database,
    organisation_id: Uuid,
    batch: Vec<DemoProfile>,
) -> Result<(), ServiceError> {
    let mut profiles = Vec::new();
    let mut contacts = Vec::new();
    let mut links = Vec::new();
    let mut entries = Vec::new();
    let now = Utc::now();
    for demo in batch {
        let profile_id = Uuid::now_v7();
        let contact_ids: Vec<Uuid> = demo.contacts.iter().map(|_| Uuid::now_v7()).collect();
        profiles.push(demo.profile.new_row(profile_id, organisation_id, contact_ids.first().copied()));
        entries.push((RecordKind::Profile, profile_id, demo.profile.searchable_text()));
        for (state, id) in demo.contacts.iter().zip(contact_ids) {
            contacts.push(state.to_active_model(id, organisation_id));
            entries.push((RecordKind::Contact, id, state.searchable_text()));
            links.push(profile_contact::ActiveModel {
                profile_id: Set(profile_id),
                contact_id: Set(id),
                created_at: Set(now),
            });
        }
    }
    db.write_with((profiles, contacts, links, entries), move |txn, rows| async move {
        let txn = &*txn;
        let (profiles, contacts, links, entries) = &*rows;
        insert_chunked(txn, contacts).await?;
        insert_chunked(txn, profiles).await?;
        insert_chunked(txn, links).await?;
        search::index_many(txn, organisation_id, entries).await
    })
    .await
}
