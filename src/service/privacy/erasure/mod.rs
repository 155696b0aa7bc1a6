//! Erasure (IPP 9, docs/decisions.md ADR-44): the person's personal values are taken out of
//! everything the service keeps, in one transaction, and their contact is left a tombstone
//! (its id, type, external id and links kept, so integrators' mappings hold):
//! - the contact: `[erased]` for its required names, every other personal field null;
//! - search: its entry emptied, and its profiles' and their opportunities' entries rebuilt;
//! - profiles named from the person ("Ryan Household") renamed ("[erased] Household");
//! - stored copies ([`copies`]): events' snapshots, field-history values, idempotent
//!   responses, and the values sought and statements of the person's requests;
//! - this process's kept search counts (which hold search terms); page anchors hold ids only.
//!
//! It records `contact.erased` (the tombstone), and profile events for the renames. Free text
//! (notes, diary notes, client interviews) is not edited: the request lists it for review.

mod copies;
mod decision;
mod traces;

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter,
    QuerySelect,
};
use uuid::Uuid;

use crate::{
    db,
    entity::{contact, privacy_request},
    error::ServiceError,
    service::{
        contacts,
        events::{self, EventType, ResourceType},
        paging, profiles, scoped,
        search::{self, RecordKind},
    },
};
use copies::Reach;
pub use decision::{Plan, held, needs_holds, plan};
pub use traces::ERASED;
use traces::Traces;

/// Erases the person of contact `contact_id` in `txn`; a contact already erased is left as it is.
pub async fn erase_person(
    txn: &DatabaseTransaction,
    organisation_id: Uuid,
    contact_id: Uuid,
) -> Result<(), ServiceError> {
    let now = Utc::now();
    let model = scoped::find::<contact::Entity>(txn, organisation_id, contact_id, true).await?;
    if model.erased_at.is_some() {
        return Ok(());
    }
    let before = contacts::view_in(txn, organisation_id, contact_id).await?;
    let mut profiles_before = Vec::new();
    for link in &before.profiles {
        profiles_before.push(profiles::view_in(txn, organisation_id, link.profile_id).await?);
    }
    tombstone(&model, now).update(txn).await?;
    search::index(txn, organisation_id, RecordKind::Contact, contact_id, String::new()).await?;
    let after = contacts::view_in(txn, organisation_id, contact_id).await?;
    let mut traces = Traces::of(&model, events::render::render(&after)?);

    for profile in &profiles_before {
        if let Some(name) = traces.derived_name(&profile.model.name) {
            profiles::rename_in(txn, &profile.model, name.clone(), now).await?;
            traces.renamed(profile.model.name.clone(), name);
        }
        profiles::record_change(txn, organisation_id, profile).await?;
    }
    let profile_id = contacts::profile_of(&after);
    if let Some(mut erased) =
        events::change(organisation_id, ResourceType::Contact, contact_id, profile_id, &before, &after)?
    {
        erased.event_type = EventType::ContactErased;
        events::record(txn, erased).await?;
    }

    // The events just recorded, and their history, are copies to scrub too: written now.
    db::pending::flush(txn).await?;
    let request_ids: Vec<Uuid> = privacy_request::Entity::find()
        .select_only()
        .column(privacy_request::Column::Id)
        .filter(privacy_request::Column::OrganisationId.eq(organisation_id))
        .filter(privacy_request::Column::ContactId.eq(contact_id))
        .into_tuple()
        .all(txn)
        .await?;
    let reach = Reach {
        organisation_id,
        contact_id,
        profile_ids: profiles_before.iter().map(|profile| profile.model.id).collect(),
        request_ids,
    };
    copies::blank_requests(txn, &reach).await?;
    copies::scrub_events(txn, &reach, &traces).await?;
    copies::erase_history(txn, &reach, &traces, now).await?;
    copies::scrub_responses(txn, &model, &traces).await?;
    paging::forget_kept_counts(organisation_id);
    Ok(())
}

/// The contact's row as a tombstone: `[erased]` for the names its type requires, every other
/// personal value null; its id, type, external id, archived flag and links stay.
fn tombstone(model: &contact::Model, now: chrono::DateTime<Utc>) -> contact::ActiveModel {
    let erased = || Set(Some(ERASED.to_string()));
    let mut row: contact::ActiveModel = model.clone().into();
    row.display_name = Set(ERASED.to_string());
    for column in [
        &mut row.email,
        &mut row.phone,
        &mut row.mobile_phone,
        &mut row.title,
        &mut row.first_name,
        &mut row.middle_name,
        &mut row.last_name,
        &mut row.preferred_name,
        &mut row.company_name,
        &mut row.trading_name,
        &mut row.nzbn,
        &mut row.company_number,
        &mut row.industry,
        &mut row.trust_name,
    ] {
        *column = Set(None);
    }
    row.date_of_birth = Set(None);
    row.gender = Set(None);
    row.trust_type = Set(None);
    row.settlement_date = Set(None);
    match model.contact_type {
        contact::ContactType::Person => (row.first_name, row.last_name) = (erased(), erased()),
        contact::ContactType::Company => row.company_name = erased(),
        contact::ContactType::Trust => row.trust_name = erased(),
    }
    row.address_history = Set("[]".to_string());
    row.employment_history = Set("[]".to_string());
    row.correction_statements = Set(None);
    row.erased_at = Set(Some(now));
    row.modified_at = Set(now);
    row
}
