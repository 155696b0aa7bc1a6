//! Contacts: people, companies and trusts, and their place in profiles.

mod each_in_own_profile;
pub mod history;
mod state;
pub mod statements;
mod unchanged;

use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseTransaction, JoinType, QueryFilter, QueryOrder, QuerySelect,
    RelationTrait, Select,
};
use uuid::Uuid;

use crate::service::scoped::{self, of_organisation};

pub use each_in_own_profile::create_each_in_own_profile;
pub use state::{CompanyState, ContactKind, ContactState, PersonState, TrustState};
pub use statements::CorrectionStatement;
pub use unchanged::{Repeat, views_if_unchanged};

use super::{
    Filter, Problems,
    events::{self, EventType, ResourceType},
    external_ids::{self, Resource},
    memberships::{self, ProfileLink},
    profiles::{self, ProfileView},
    rules,
    search::{self, RecordKind, SearchTerm},
};
use crate::{
    db::{Database, Reads, bulk::insert_chunked, shapes::Shape},
    entity::{
        contact::{self, ContactType},
        profile, profile_contact,
    },
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// A contact as responses show it.
#[derive(Debug, Clone)]
pub struct ContactView {
    pub model: contact::Model,
    pub state: ContactState,
    pub profiles: Vec<ProfileLink>,
}

impl ContactView {
    /// The view of `model` in the profiles of `links`.
    fn of(model: contact::Model, links: Vec<ProfileLink>) -> Self {
        ContactView { state: ContactState::from_model(&model), profiles: links, model }
    }

    /// True when the contact is the key contact of any of its profiles.
    pub fn is_key_contact(&self) -> bool {
        self.profiles.iter().any(|p| p.is_key_contact)
    }
}

/// Attaches profile links to contacts, in one query whatever their number.
async fn views(conn: &impl Reads, models: Vec<contact::Model>) -> Result<Vec<ContactView>, ServiceError> {
    let ids: Vec<Uuid> = models.iter().map(|m| m.id).collect();
    let mut links = memberships::profiles_of(conn, &ids).await?;
    Ok(models
        .into_iter()
        .map(|model| {
            let links = links.remove(&model.id).unwrap_or_default();
            ContactView::of(model, links)
        })
        .collect())
}

/// The contact `id` as responses show it, read in `conn` (a transaction sees its own changes).
pub(in crate::service) async fn view_in(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<ContactView, ServiceError> {
    let model = scoped::find::<contact::Entity>(conn, organisation_id, id, false).await?;
    Ok(views(conn, vec![model]).await?.remove(0))
}

/// The profile a contact's events name: its first profile.
pub(in crate::service) fn profile_of(view: &ContactView) -> Option<Uuid> {
    view.profiles.first().map(|link| link.profile_id)
}

/// The other records a contact write shows in: the profiles listing the contact (its name, its
/// key-contact flag) and the contact that stops being a profile's key contact. Read before the
/// write, recorded after it as events of their own when their representation changed.
struct Ripple {
    profiles: Vec<ProfileView>,
    old_key_contact: Option<ContactView>,
}

impl Ripple {
    /// Reads the contact's `profile_ids` and, when the write makes the contact the key contact of
    /// `key_profile`, that profile's current key contact.
    async fn before(
        conn: &impl Reads,
        organisation_id: Uuid,
        contact_id: Uuid,
        profile_ids: Vec<Uuid>,
        key_profile: Option<Uuid>,
    ) -> Result<Self, ServiceError> {
        let mut profiles = Vec::new();
        let mut old_key_contact = None;
        for profile_id in profile_ids {
            let view = profiles::view_in(conn, organisation_id, profile_id).await?;
            if key_profile == Some(profile_id)
                && let Some(key) = view.model.key_contact_id.filter(|key| *key != contact_id)
            {
                old_key_contact = Some(view_in(conn, organisation_id, key).await?);
            }
            profiles.push(view);
        }
        Ok(Ripple { profiles, old_key_contact })
    }

    async fn record(self, conn: &DatabaseTransaction, organisation_id: Uuid) -> Result<(), ServiceError> {
        for before in &self.profiles {
            profiles::record_change(conn, organisation_id, before).await?;
        }
        if let Some(before) = self.old_key_contact {
            let after = view_in(conn, organisation_id, before.model.id).await?;
            let (id, profile_id) = (after.model.id, profile_of(&after));
            events::changed(conn, organisation_id, ResourceType::Contact, id, profile_id, &before, &after)
                .await?;
        }
        Ok(())
    }
}

async fn page_of(
    db: &Database,
    query: Select<contact::Entity>,
    page: PageRequest,
    filter: Filter,
) -> Result<(Vec<ContactView>, PageInfo), ServiceError> {
    let (models, total) = super::fetch(db, query, contact::Column::Id, page, filter).await?;
    Ok((views(db, models).await?, total))
}

/// One page of the organisation's contacts, in creation order: all of them, or the one
/// holding `external_id`.
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    external_id: Option<&str>,
    page: PageRequest,
) -> Result<(Vec<ContactView>, PageInfo), ServiceError> {
    match external_id {
        Some(external_id) => {
            let query = of_organisation(organisation_id).filter(contact::Column::ExternalId.eq(external_id));
            page_of(db, query, page, Filter::Organisation).await
        }
        None => {
            let whole = Filter::Whole(organisation_id, super::CountedList::Contacts);
            page_of(db, of_organisation(organisation_id), page, whole).await
        }
    }
}

/// Contacts whose names, e-mail or phone numbers contain the term (case and accents ignored).
pub async fn search(
    db: &Database,
    organisation_id: Uuid,
    term: &SearchTerm,
    page: PageRequest,
) -> Result<(Vec<ContactView>, PageInfo), ServiceError> {
    let hits = search::Hits::new(db, organisation_id, term, RecordKind::Contact).await?;
    page_of(db, of_organisation(organisation_id), page, Filter::Search(Box::new(hits))).await
}

/// The contact with its profile links, in one query (one row per profile).
pub async fn get(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<ContactView, ServiceError> {
    static SHAPE: Shape<2> = Shape::new();
    let rows = db
        .all_pairs_with::<_, _, (), 2>(&SHAPE, [organisation_id, id], |[organisation_id, id]| {
            of_organisation::<contact::Entity>(organisation_id)
                .filter(contact::Column::Id.eq(id))
                .join(JoinType::LeftJoin, profile_contact::Relation::Contact.def().rev())
                .join(JoinType::LeftJoin, profile_contact::Relation::Profile.def())
                .select_also(profile::Entity)
                .order_by_asc(profile::Column::Id)
        })
        .await?;
    let model = rows.first().map(|(model, ..)| model.clone()).ok_or(ServiceError::NotFound("Contact"))?;
    let profiles = rows
        .into_iter()
        .filter_map(|(_, profile, ())| profile)
        .map(|profile| memberships::link_of(&profile, model.id))
        .collect();
    Ok(ContactView { state: ContactState::from_model(&model), profiles, model })
}

/// A contact to create.
#[derive(Debug, Clone)]
pub struct NewContact {
    pub state: ContactState,
    /// The profile to add the contact to; without it a profile named after the contact is
    /// created with the contact as its key contact.
    pub profile_id: Option<Uuid>,
    pub is_key_contact: bool,
}

pub async fn create(
    db: &Database,
    organisation_id: Uuid,
    new: NewContact,
) -> Result<ContactView, ServiceError> {
    new.state.check()?;
    db.write_with(new, move |txn, new| async move {
        let txn = &*txn;
        let profile = match new.profile_id {
            Some(profile_id) => {
                let profile =
                    profiles::find_for_reference(txn, organisation_id, profile_id, "profileId").await?;
                rules::ensure_profile_open(&profile)?;
                Some(profile)
            }
            None => None,
        };
        external_ids::claim(txn, organisation_id, Resource::Contact, new.state.external_id.as_deref(), None)
            .await?;
        let id = Uuid::now_v7();
        let profile_ids = profile.iter().map(|p| p.id).collect();
        let key_profile = profile.as_ref().filter(|_| new.is_key_contact).map(|p| p.id);
        let ripple = Ripple::before(txn, organisation_id, id, profile_ids, key_profile).await?;
        let model = new.state.to_active_model(id, organisation_id).insert(txn).await?;
        let text = new.state.searchable_text();
        // The new contact's only profile, as it stands after the write.
        let profile = match profile {
            Some(mut profile) => {
                // Its own text: no profile carries it until it is linked (which rewrites theirs).
                search::index_unlinked(txn, organisation_id, &[(RecordKind::Contact, id, text)]).await?;
                memberships::link(txn, profile.id, id).await?;
                if new.is_key_contact {
                    memberships::make_key_contact(txn, profile.clone(), id).await?;
                    profile.key_contact_id = Some(id);
                }
                profile
            }
            None => profiles::create_for_contact(txn, organisation_id, &model, text).await?,
        };
        // Its view is known without reading it back: the row as inserted, in that one profile.
        let links = vec![memberships::link_of(&profile, id)];
        let view = ContactView::of(model, links);
        events::created(txn, organisation_id, EventType::ContactCreated, id, profile_of(&view), &view)
            .await?;
        ripple.record(txn, organisation_id).await?;
        Ok(view)
    })
    .await
}

/// Creates many contacts at once (an import's chunk; each state passed
/// [`ContactState::check`]), each joining its `profile_id` (required here) without becoming
/// its key contact, with the rules [`create`] applies (the profile is the organisation's and
/// open). `stamp` may set each new row's times. Returns the contacts' views in order and the
/// events [`create`] records: each `contact.created`, and each profile's change.
pub(crate) async fn insert_many(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    new: &[NewContact],
    stamp: impl Fn(usize, &mut contact::ActiveModel),
) -> Result<(Vec<ContactView>, Vec<events::NewEvent>), ServiceError> {
    let mut profile_ids = Vec::new();
    for item in new {
        match item.profile_id {
            Some(id) if !item.is_key_contact => profile_ids.push(id),
            _ => return Err(ServiceError::invalid("profileId", "is required here, without isKeyContact")),
        }
    }
    let mut linked = profile_ids.clone();
    linked.sort_unstable();
    linked.dedup();
    let before = profiles::views_by_id(conn, organisation_id, &linked).await?;
    for id in &linked {
        let profile = before.get(id).ok_or_else(|| {
            ServiceError::invalid("profileId", "no profile with this id in your organisation")
        })?;
        rules::ensure_profile_open(&profile.model)?;
    }
    let rows: Vec<contact::ActiveModel> = new
        .iter()
        .enumerate()
        .map(|(index, item)| {
            let mut row = item.state.to_active_model(Uuid::now_v7(), organisation_id);
            stamp(index, &mut row);
            row
        })
        .collect();
    insert_chunked(conn, &rows).await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|row| row.id.clone().take()).collect();
    let now = chrono::Utc::now();
    let links: Vec<profile_contact::ActiveModel> = ids
        .iter()
        .zip(&profile_ids)
        .map(|(contact_id, profile_id)| profile_contact::ActiveModel {
            profile_id: sea_orm::ActiveValue::Set(*profile_id),
            contact_id: sea_orm::ActiveValue::Set(*contact_id),
            created_at: sea_orm::ActiveValue::Set(now),
        })
        .collect();
    insert_chunked(conn, &links).await?;
    let entries: Vec<_> = ids
        .iter()
        .zip(new)
        .map(|(id, item)| (RecordKind::Contact, *id, item.state.searchable_text()))
        .collect();
    search::index_many(conn, organisation_id, &entries).await?;
    search::contacts_linked_many(conn, &linked).await?;
    let models = scoped::all_by_ids::<contact::Entity>(conn, organisation_id, &ids).await?;
    let mut by_id: std::collections::HashMap<Uuid, ContactView> =
        views(conn, models).await?.into_iter().map(|view| (view.model.id, view)).collect();
    let views: Vec<ContactView> = ids
        .iter()
        .map(|id| by_id.remove(id).ok_or(ServiceError::NotFound("Contact")))
        .collect::<Result<_, _>>()?;
    let mut recorded = Vec::new();
    for view in &views {
        let id = view.model.id;
        recorded.push(events::creation(
            organisation_id,
            EventType::ContactCreated,
            id,
            profile_of(view),
            view,
        )?);
    }
    let mut after = profiles::views_by_id(conn, organisation_id, &linked).await?;
    for id in &linked {
        if let (Some(old), Some(new)) = (before.get(id), after.remove(id)) {
            recorded.extend(events::change(
                organisation_id,
                ResourceType::Profile,
                *id,
                Some(*id),
                old,
                &new,
            )?);
        }
    }
    Ok((views, recorded))
}

/// The key-contact part of an update.
#[derive(Debug, Clone, Copy, Default)]
pub struct KeyContactChange {
    /// Which of the contact's profiles `is_key_contact` is about.
    pub profile_id: Option<Uuid>,
    /// `Some(true)` makes the contact key; `Some(false)` and `None` change nothing.
    pub is_key_contact: Option<bool>,
}

/// A change of a contact's state: problems it finds (such as clearing a required field) are
/// reported with the validation's.
pub type StateChange = dyn Fn(&mut ContactState, &mut Problems) + Send + Sync;

/// Updates a contact of type `expected` by applying `change` to its stored state.
pub async fn update<F>(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    expected: ContactType,
    key: KeyContactChange,
    change: F,
) -> Result<ContactView, ServiceError>
where
    F: Fn(&mut ContactState, &mut Problems) + Send + Sync + 'static,
{
    db.write_with(change, move |txn, change| async move {
        let model = scoped::find::<contact::Entity>(&*txn, organisation_id, id, true).await?;
        if model.contact_type != expected {
            return Err(ServiceError::invalid(
                "contactType",
                format!(
                    "contact {id} is a {:?} contact; update it with PATCH /api/v1/contacts/{id}/{}",
                    model.contact_type,
                    model.contact_type.path_segment()
                ),
            ));
        }
        update_in(&txn, model, key, &*change).await
    })
    .await
}

/// Applies `change` to the contact stored as `model` (read for update) in `txn`, with the
/// ordinary update's rules, validation, search entry, event and history.
pub async fn update_in(
    txn: &DatabaseTransaction,
    model: contact::Model,
    key: KeyContactChange,
    change: &StateChange,
) -> Result<ContactView, ServiceError> {
    let (id, organisation_id) = (model.id, model.organisation_id);
    let current = views(txn, vec![model.clone()]).await?.remove(0);
    rules::ensure_contact_updatable(&current.profiles)?;

    let mut state = current.state.clone();
    let mut problems = Problems::new();
    change(&mut state, &mut problems);
    state.validate(&mut problems);
    let key_profile = key_contact_target(&current.profiles, key, &mut problems);
    problems.finish()?;
    if state.external_id != current.state.external_id {
        let external_id = state.external_id.as_deref();
        external_ids::claim(txn, organisation_id, Resource::Contact, external_id, Some(id)).await?;
    }

    // Profiles show the contact's name and key-contact flag: read the ones this write can change.
    let touched = current
        .profiles
        .iter()
        .map(|link| link.profile_id)
        .filter(|profile_id| state != current.state || key_profile == Some(*profile_id))
        .collect();
    let ripple = Ripple::before(txn, organisation_id, id, touched, key_profile).await?;
    if state != current.state {
        let mut row = state.to_active_model(id, organisation_id);
        row.created_at = sea_orm::ActiveValue::Unchanged(model.created_at);
        row.update(txn).await?;
        search::index(txn, organisation_id, RecordKind::Contact, id, state.searchable_text()).await?;
    }
    if let Some(profile_id) = key_profile {
        let profile = profiles::find_for_reference(txn, organisation_id, profile_id, "profileId").await?;
        rules::ensure_profile_open(&profile)?;
        memberships::make_key_contact(txn, profile, id).await?;
    }
    let after = view_in(txn, organisation_id, id).await?;
    events::changed(txn, organisation_id, ResourceType::Contact, id, profile_of(&after), &current, &after)
        .await?;
    ripple.record(txn, organisation_id).await?;
    Ok(after)
}

/// The profile an update's `isKeyContact: true` applies to: the one named by `profileId`, or
/// the contact's only profile.
fn key_contact_target(
    profiles: &[ProfileLink],
    key: KeyContactChange,
    problems: &mut Problems,
) -> Option<Uuid> {
    if key.is_key_contact != Some(true) {
        return None;
    }
    match (key.profile_id, profiles) {
        (Some(profile_id), _) if profiles.iter().any(|p| p.profile_id == profile_id) => Some(profile_id),
        (Some(_), _) => {
            problems.add("profileId", "the contact does not belong to this profile");
            None
        }
        (None, [only]) => Some(only.profile_id),
        (None, []) => {
            problems.add("isKeyContact", "the contact belongs to no profile; add it to one first");
            None
        }
        (None, _) => {
            problems.add(
                "profileId",
                "is required with isKeyContact when the contact belongs to several profiles",
            );
            None
        }
    }
}
