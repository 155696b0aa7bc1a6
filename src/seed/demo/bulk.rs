//! Inserting generated profiles in bulk: a few multi-row INSERTs per batch instead of several
//! statements per record, for building benchmark databases of 100,000 contacts quickly.

use std::sync::Arc;

use chrono::Utc;
use sea_orm::{ActiveValue::Set, EntityTrait};
use uuid::Uuid;

use super::DemoProfile;
use crate::{
    db::Database,
    entity::{contact, profile, profile_contact},
    error::ServiceError,
    service::search,
};

/// Rows per INSERT: 500 contacts of ~28 columns stay below both databases' parameter limits.
const ROWS_PER_STATEMENT: usize = 500;

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
        entries.push((profile_id, search::searchable_text([Some(demo.profile.name.as_str())])));
        for (state, id) in demo.contacts.iter().zip(contact_ids) {
            contacts.push(state.to_active_model(id, organisation_id));
            entries.push((id, state.searchable_text()));
            links.push(profile_contact::ActiveModel {
                profile_id: Set(profile_id),
                contact_id: Set(id),
                created_at: Set(now),
            });
        }
    }
    let rows = Arc::new((profiles, contacts, links, entries));
    db.write(move |txn| {
        let rows = rows.clone();
        Box::pin(async move {
            let (profiles, contacts, links, entries) = &*rows;
            for chunk in contacts.chunks(ROWS_PER_STATEMENT) {
                contact::Entity::insert_many(chunk.to_vec()).exec_without_returning(txn).await?;
            }
            for chunk in profiles.chunks(ROWS_PER_STATEMENT) {
                profile::Entity::insert_many(chunk.to_vec()).exec_without_returning(txn).await?;
            }
            for chunk in links.chunks(ROWS_PER_STATEMENT) {
                profile_contact::Entity::insert_many(chunk.to_vec()).exec_without_returning(txn).await?;
            }
            search::index_many(txn, organisation_id, entries).await
        })
    })
    .await
}
