//! Many new contacts, each in a profile made for it, written set-based: one statement per table
//! for all of them instead of a set of statements for each. A batch of creates takes this way
//! when it can (`api::batch`); each contact, profile, search entry and event is exactly what
//! [`super::create`] makes for one.

use sea_orm::{ActiveModelTrait, ActiveValue::Set, DatabaseTransaction};
use uuid::Uuid;

use super::{ContactView, NewContact, memberships, profiles, search};
use crate::{
    db::{Database, bulk::insert_chunked},
    entity::{contact, profile, profile_contact},
    error::ServiceError,
    service::{
        events::{self, EventType},
        external_ids::{self, Resource},
        profiles::ProfileState,
        scoped::{self, OrgScoped},
    },
};

/// Creates each of `new` (none naming a profile) with a profile of its own, as [`super::create`]
/// would one by one, and answers their views in order; their events name their index in `new`
/// as their batch item. `None`, with nothing written, when they cannot all be created so: one
/// names a profile or fails its checks, or an external id is given twice or already held. The
/// caller then creates them one by one, which answers each failure as the single create does.
pub async fn create_each_in_own_profile(
    db: &Database,
    organisation_id: Uuid,
    new: Vec<NewContact>,
) -> Result<Option<Vec<ContactView>>, ServiceError> {
    if new.iter().any(|item| item.profile_id.is_some() || item.state.check().is_err()) {
        return Ok(None);
    }
    let mut external_ids: Vec<&str> =
        new.iter().filter_map(|item| item.state.external_id.as_deref()).collect();
    let given = external_ids.len();
    external_ids.sort_unstable();
    external_ids.dedup();
    if external_ids.len() != given {
        return Ok(None);
    }
    let external_ids: Vec<String> = external_ids.into_iter().map(str::to_string).collect();
    db.write_with(new, move |txn, new| {
        let external_ids = external_ids.clone();
        async move {
            let txn = &*txn;
            let values: Vec<&str> = external_ids.iter().map(String::as_str).collect();
            if external_ids::claim_all(txn, organisation_id, Resource::Contact, &values).await? {
                return Ok(None);
            }
            let rows: Vec<contact::ActiveModel> =
                new.iter().map(|item| item.state.to_active_model(Uuid::now_v7(), organisation_id)).collect();
            let contacts =
                inserted::<contact::Entity>(txn, organisation_id, rows, |contact| contact.id).await?;
            let states: Vec<ProfileState> = contacts.iter().map(ProfileState::for_contact).collect();
            let rows: Vec<profile::ActiveModel> = contacts
                .iter()
                .zip(&states)
                .map(|(contact, state)| state.new_row(Uuid::now_v7(), organisation_id, Some(contact.id)))
                .collect();
            let profiles =
                inserted::<profile::Entity>(txn, organisation_id, rows, |profile| profile.id).await?;
            let links: Vec<profile_contact::ActiveModel> = contacts
                .iter()
                .zip(&profiles)
                .map(|(contact, profile)| profile_contact::ActiveModel {
                    profile_id: Set(profile.id),
                    contact_id: Set(contact.id),
                    created_at: Set(chrono::Utc::now()),
                })
                .collect();
            insert_chunked(txn, &links).await?;
            let entries = new
                .iter()
                .zip(&states)
                .zip(contacts.iter().zip(&profiles))
                .map(|((item, state), (contact, profile))| {
                    ((contact.id, item.state.searchable_text()), (profile.id, state.searchable_text()))
                })
                .collect();
            search::index_contacts_with_their_new_profiles(txn, organisation_id, entries).await?;
            let mut views = Vec::with_capacity(contacts.len());
            for (index, (contact, profile)) in contacts.into_iter().zip(profiles).enumerate() {
                let links = vec![memberships::link_of(&profile, contact.id)];
                let profile = profiles::view_of_new_for(profile, &contact);
                let view = ContactView::of(contact, links);
                // In the order the single create records them: the profile, then the contact.
                let (profile_id, contact_id) = (profile.model.id, view.model.id);
                let made = [
                    events::creation(
                        organisation_id,
                        EventType::ProfileCreated,
                        profile_id,
                        Some(profile_id),
                        &profile,
                    )?,
                    events::creation(
                        organisation_id,
                        EventType::ContactCreated,
                        contact_id,
                        Some(profile_id),
                        &view,
                    )?,
                ];
                for mut event in made {
                    event.batch_index = Some(index);
                    events::record(txn, event).await?;
                }
                views.push(view);
            }
            Ok(Some(views))
        }
    })
    .await
}

/// Inserts `rows` (each with its id set) and reads them back as stored, in the order of `rows`.
async fn inserted<E: OrgScoped>(
    txn: &DatabaseTransaction,
    organisation_id: Uuid,
    rows: Vec<E::ActiveModel>,
    id_of: fn(&E::Model) -> Uuid,
) -> Result<Vec<E::Model>, ServiceError>
where
    E::ActiveModel: Clone,
{
    insert_chunked(txn, &rows).await?;
    let ids: Vec<Uuid> = rows
        .iter()
        .filter_map(|row| {
            <Uuid as sea_orm::sea_query::ValueType>::try_from(row.get(E::ID).into_value()?).ok()
        })
        .collect();
    let stored = scoped::all_by_ids::<E>(txn, organisation_id, &ids).await?;
    let mut by_id: std::collections::HashMap<Uuid, E::Model> =
        stored.into_iter().map(|row| (id_of(&row), row)).collect();
    ids.iter().map(|id| by_id.remove(id).ok_or(ServiceError::NotFound(E::NAME))).collect()
}
