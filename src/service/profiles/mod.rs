//! Profiles: a household or business grouping contacts, with one key contact at most.

mod many;

pub use many::Finish;
pub(crate) use many::{finish_many, insert_many};

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait,
    IntoActiveModel, JoinType, QueryFilter, QueryOrder, QuerySelect, RelationTrait, Select,
};
use uuid::Uuid;

use crate::service::scoped::{self, of_organisation};

use super::{
    Filter, Problems,
    events::{self, EventType, ResourceType},
    external_ids::{self, Resource},
    joined::{column_of, left_join},
    memberships::{self, ContactLink},
    rules,
    search::{self, RecordKind, SearchTerm},
};
use crate::{
    db::{Database, Reads, row_struct, shapes::Shape},
    entity::{
        contact::{self, ContactType},
        member,
        profile::{self, ProfileRank, ProfileStatus, ProfileType},
        profile_contact,
    },
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// A profile as responses show it.
#[derive(Debug, Clone)]
pub struct ProfileView {
    pub model: profile::Model,
    pub adviser_name: Option<String>,
    pub contacts: Vec<ContactLink>,
}

/// The editable fields of a profile.
#[derive(Debug, Clone, PartialEq)]
pub struct ProfileState {
    pub name: String,
    pub profile_type: ProfileType,
    pub profile_status: ProfileStatus,
    pub profile_rank: Option<ProfileRank>,
    pub profile_source: Option<String>,
    pub adviser_id: Option<Uuid>,
    pub is_archived: bool,
    /// The integrator's own id (`externalId`).
    pub external_id: Option<String>,
}

impl ProfileState {
    fn from_model(model: &profile::Model) -> Self {
        ProfileState {
            name: model.name.clone(),
            profile_type: model.profile_type,
            profile_status: model.profile_status,
            profile_rank: model.profile_rank,
            profile_source: model.profile_source.clone(),
            adviser_id: model.adviser_id,
            is_archived: model.is_archived,
            external_id: model.external_id.clone(),
        }
    }

    /// What a search finds the profile by on its own: its name.
    pub(crate) fn searchable_text(&self) -> String {
        search::searchable_text([Some(self.name.as_str())])
    }

    fn validate(&self, problems: &mut Problems) {
        problems.require_text("name", &self.name, 200);
        problems.optional_text("profileSource", &self.profile_source, 100);
    }

    /// The checks [`create`] makes of the state alone, before it reads anything.
    pub fn check(&self) -> Result<(), ServiceError> {
        let mut problems = Problems::new();
        self.validate(&mut problems);
        problems.finish()
    }

    /// A new row for this state.
    pub(crate) fn new_row(
        &self,
        id: Uuid,
        organisation_id: Uuid,
        key_contact_id: Option<Uuid>,
    ) -> profile::ActiveModel {
        let mut row = profile::ActiveModel {
            id: Set(id),
            organisation_id: Set(organisation_id),
            key_contact_id: Set(key_contact_id),
            created_at: Set(Some(Utc::now())),
            ..Default::default()
        };
        self.apply_to(&mut row);
        row
    }

    fn apply_to(&self, row: &mut profile::ActiveModel) {
        row.name = Set(self.name.trim().to_string());
        row.profile_type = Set(self.profile_type);
        row.profile_status = Set(self.profile_status);
        row.profile_rank = Set(self.profile_rank);
        row.profile_source = Set(self.profile_source.clone());
        row.adviser_id = Set(self.adviser_id);
        row.is_archived = Set(self.is_archived);
        row.external_id = Set(self.external_id.clone());
        row.modified_at = Set(Utc::now());
    }
}

/// A contact to link to a profile, and whether it becomes the key contact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContactRef {
    pub contact_id: Uuid,
    pub is_key_contact: bool,
}

/// The display names of these advisers (none asked, no query).
async fn adviser_names(
    conn: &impl Reads,
    adviser_ids: Vec<Uuid>,
) -> Result<HashMap<Uuid, String>, ServiceError> {
    if adviser_ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(conn
        .all(member::Entity::find().filter(member::Column::Id.is_in(adviser_ids)))
        .await?
        .into_iter()
        .map(|m| (m.id, m.display_name()))
        .collect())
}

async fn views(conn: &impl Reads, models: Vec<profile::Model>) -> Result<Vec<ProfileView>, ServiceError> {
    let mut contacts = memberships::contacts_of(conn, &models.iter().collect::<Vec<_>>()).await?;
    let advisers = adviser_names(conn, models.iter().filter_map(|m| m.adviser_id).collect()).await?;
    Ok(models
        .into_iter()
        .map(|model| ProfileView {
            adviser_name: model.adviser_id.and_then(|id| advisers.get(&id).cloned()),
            contacts: contacts.remove(&model.id).unwrap_or_default(),
            model,
        })
        .collect())
}

async fn page_of(
    db: &Database,
    query: Select<profile::Entity>,
    page: PageRequest,
    filter: Filter,
) -> Result<(Vec<ProfileView>, PageInfo), ServiceError> {
    let (models, total) = super::fetch(db, query, profile::Column::Id, page, filter).await?;
    Ok((views(db, models).await?, total))
}

pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    page: PageRequest,
) -> Result<(Vec<ProfileView>, PageInfo), ServiceError> {
    let whole = Filter::Whole(organisation_id, super::CountedList::Profiles);
    page_of(db, of_organisation(organisation_id), page, whole).await
}

/// The page of `GET /profiles?externalId=`: the profile holding `external_id`, if any.
pub async fn list_holding(
    db: &Database,
    organisation_id: Uuid,
    external_id: &str,
    page: PageRequest,
) -> Result<(Vec<ProfileView>, PageInfo), ServiceError> {
    let query = of_organisation(organisation_id).filter(profile::Column::ExternalId.eq(external_id));
    page_of(db, query, page, Filter::Organisation).await
}

/// Profiles whose name, or the name, e-mail or phone of one of whose contacts, contains the term.
pub async fn search(
    db: &Database,
    organisation_id: Uuid,
    term: &SearchTerm,
    page: PageRequest,
) -> Result<(Vec<ProfileView>, PageInfo), ServiceError> {
    let hits = search::Hits::new(db, organisation_id, term, RecordKind::Profile).await?;
    page_of(db, of_organisation(organisation_id), page, Filter::Search(Box::new(hits))).await
}

row_struct! {
    /// The adviser's names, as a profile's single read takes them from its row.
    #[derive(Debug)]
    struct AdviserNames {
        adviser_first_name: Option<String>,
        adviser_last_name: Option<String>,
    }
}

/// The profile with its contacts and its adviser's name, in one query (one row per contact).
pub async fn get(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<ProfileView, ServiceError> {
    static SHAPE: Shape<2> = Shape::new();
    let rows = db
        .all_pairs_with::<_, _, AdviserNames, 2>(&SHAPE, [organisation_id, id], |[organisation_id, id]| {
            let mut select = of_organisation::<profile::Entity>(organisation_id)
                .filter(profile::Column::Id.eq(id))
                .join(JoinType::LeftJoin, profile_contact::Relation::Profile.def().rev())
                .join(JoinType::LeftJoin, profile_contact::Relation::Contact.def())
                .select_also(contact::Entity)
                .column_as(column_of(member::Entity, member::Column::FirstName), "adviser_first_name")
                .column_as(column_of(member::Entity, member::Column::LastName), "adviser_last_name")
                .order_by_asc(contact::Column::Id);
            left_join(&mut select, member::Entity, member::Column::Id, profile::Column::AdviserId);
            select
        })
        .await?;
    let (model, _, adviser) = rows.first().ok_or(ServiceError::NotFound("Profile"))?;
    let model = model.clone();
    let adviser_name = adviser
        .adviser_first_name
        .as_deref()
        .zip(adviser.adviser_last_name.as_deref())
        .map(|(first, last)| member::display_name(first, last));
    let contacts = rows
        .into_iter()
        .filter_map(|(_, contact, _)| contact)
        .map(|contact| memberships::link_to(&model, contact))
        .collect();
    Ok(ProfileView { model, adviser_name, contacts })
}

/// The profile `id` as responses show it, read in `conn` (a transaction sees its own changes).
pub(super) async fn view_in(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<ProfileView, ServiceError> {
    let model = scoped::lookup::<profile::Entity>(conn, organisation_id, id, false)
        .await?
        .ok_or(ServiceError::NotFound("Profile"))?;
    Ok(views(conn, vec![model]).await?.remove(0))
}

/// The organisation's profiles among `ids` (any number, repeats allowed), by id: what a chunk's
/// records are checked against.
pub(crate) async fn by_id(
    conn: &impl Reads,
    organisation_id: Uuid,
    ids: impl IntoIterator<Item = Uuid>,
) -> Result<HashMap<Uuid, profile::Model>, ServiceError> {
    let mut ids: Vec<Uuid> = ids.into_iter().collect();
    ids.sort_unstable();
    ids.dedup();
    let found = scoped::all_by_ids::<profile::Entity>(conn, organisation_id, &ids).await?;
    Ok(found.into_iter().map(|profile| (profile.id, profile)).collect())
}

/// The profiles `ids` as responses show them, read in `conn`, by id.
pub(super) async fn views_by_id(
    conn: &impl Reads,
    organisation_id: Uuid,
    ids: &[Uuid],
) -> Result<HashMap<Uuid, ProfileView>, ServiceError> {
    let models = scoped::all_by_ids::<profile::Entity>(conn, organisation_id, ids).await?;
    Ok(views(conn, models).await?.into_iter().map(|view| (view.model.id, view)).collect())
}

/// Renames a profile without its rules (an erasure renames archived profiles too), and brings
/// its search entry up to date; the caller records the change ([`record_change`]).
pub(super) async fn rename_in(
    conn: &DatabaseTransaction,
    model: &profile::Model,
    name: String,
    at: DateTime<Utc>,
) -> Result<(), ServiceError> {
    let mut row: profile::ActiveModel = model.clone().into();
    row.name = Set(name);
    row.modified_at = Set(at);
    let renamed = row.update(conn).await?;
    let text = ProfileState::from_model(&renamed).searchable_text();
    search::index(conn, renamed.organisation_id, RecordKind::Profile, renamed.id, text).await?;
    Ok(())
}

/// Records the change of profile `before` (read earlier in this transaction) as it is now.
pub(super) async fn record_change(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    before: &ProfileView,
) -> Result<ProfileView, ServiceError> {
    let after = view_in(conn, organisation_id, before.model.id).await?;
    let id = after.model.id;
    events::changed(conn, organisation_id, ResourceType::Profile, id, Some(id), before, &after).await?;
    Ok(after)
}

/// A profile named in a request body: one of another organisation, or none, is a 400 on `field`.
pub(super) async fn find_for_reference(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
    field: &str,
) -> Result<profile::Model, ServiceError> {
    scoped::lookup::<profile::Entity>(conn, organisation_id, id, true)
        .await?
        .ok_or_else(|| ServiceError::invalid(field, "no profile with this id in your organisation"))
}

/// The profile made for a contact created without one: named after it, with it as key contact.
pub(super) async fn create_for_contact(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    contact: &contact::Model,
    contact_text: String,
) -> Result<profile::Model, ServiceError> {
    let state = ProfileState::for_contact(contact);
    // Made with its key contact set: the contact exists, and an UPDATE after would be one more
    // statement.
    let profile = state.new_row(Uuid::now_v7(), organisation_id, Some(contact.id)).insert(conn).await?;
    memberships::link_to_new_profile(conn, profile.id, contact.id).await?;
    let entries = vec![((contact.id, contact_text), (profile.id, state.searchable_text()))];
    search::index_contacts_with_their_new_profiles(conn, organisation_id, entries).await?;
    let view = view_of_new_for(profile, contact);
    let id = view.model.id;
    events::created(conn, organisation_id, EventType::ProfileCreated, id, Some(id), &view).await?;
    Ok(view.model)
}

impl ProfileState {
    /// The state of the profile made for a contact created without one: named after it, of its
    /// kind (personal for a person), a prospect.
    pub(in crate::service) fn for_contact(contact: &contact::Model) -> Self {
        ProfileState {
            name: contact.display_name.clone(),
            profile_type: match contact.contact_type {
                ContactType::Person => ProfileType::Personal,
                ContactType::Company | ContactType::Trust => ProfileType::Business,
            },
            profile_status: ProfileStatus::Prospect,
            profile_rank: None,
            profile_source: None,
            adviser_id: None,
            is_archived: false,
            external_id: None,
        }
    }
}

/// The view of `profile`, just made for `contact`: known without reading it back, as it has no
/// adviser and the contact as its only contact.
pub(in crate::service) fn view_of_new_for(profile: profile::Model, contact: &contact::Model) -> ProfileView {
    ProfileView {
        adviser_name: None,
        contacts: vec![memberships::link_to(&profile, contact.clone())],
        model: profile,
    }
}

/// Inserts a new profile and its search entry: its own text, as nothing is linked to it yet
/// (linking a contact rewrites the entry).
async fn insert(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    state: &ProfileState,
    key_contact_id: Option<Uuid>,
) -> Result<profile::Model, ServiceError> {
    let profile = state.new_row(Uuid::now_v7(), organisation_id, key_contact_id).insert(conn).await?;
    let entry = [(RecordKind::Profile, profile.id, state.searchable_text())];
    search::index_unlinked(conn, organisation_id, &entry).await?;
    Ok(profile)
}

/// Checks the adviser and the contacts a request names, adding a problem for each bad one.
async fn check_references(
    conn: &impl Reads,
    organisation_id: Uuid,
    state: &ProfileState,
    contacts: &[ContactRef],
    problems: &mut Problems,
) -> Result<(), ServiceError> {
    if let Some(adviser_id) = state.adviser_id
        && !super::members::exists(conn, organisation_id, adviser_id).await?
    {
        problems.add("adviserId", "no member with this id in your organisation");
    }
    let ids: Vec<Uuid> = contacts.iter().map(|c| c.contact_id).collect();
    let known: Vec<Uuid> = if ids.is_empty() {
        Vec::new()
    } else {
        let query = scoped::of_organisation::<contact::Entity>(organisation_id)
            .select_only()
            .column(contact::Column::Id)
            .filter(contact::Column::Id.is_in(ids.clone()));
        conn.rows(query).await?
    };
    for (index, reference) in contacts.iter().enumerate() {
        if !known.contains(&reference.contact_id) {
            problems
                .add(format!("contacts[{index}].contactId"), "no contact with this id in your organisation");
        } else if ids[..index].contains(&reference.contact_id) {
            problems.add(format!("contacts[{index}].contactId"), "appears more than once");
        }
    }
    if contacts.iter().filter(|c| c.is_key_contact).count() > 1 {
        problems.add("contacts", "at most one contact can be the key contact");
    }
    Ok(())
}

async fn link_contacts(
    conn: &impl ConnectionTrait,
    profile: profile::Model,
    contacts: &[ContactRef],
) -> Result<(), ServiceError> {
    for reference in contacts {
        memberships::link(conn, profile.id, reference.contact_id).await?;
    }
    if let Some(key) = contacts.iter().find(|c| c.is_key_contact) {
        memberships::make_key_contact(conn, profile, key.contact_id).await?;
    }
    Ok(())
}

pub async fn create(
    db: &Database,
    organisation_id: Uuid,
    state: ProfileState,
    contacts: Vec<ContactRef>,
) -> Result<ProfileView, ServiceError> {
    db.write_with((state, contacts), move |txn, input| async move {
        let txn = &*txn;
        let (state, contacts) = &*input;
        let mut problems = Problems::new();
        state.validate(&mut problems);
        check_references(txn, organisation_id, state, contacts, &mut problems).await?;
        problems.finish()?;
        external_ids::claim(txn, organisation_id, Resource::Profile, state.external_id.as_deref(), None)
            .await?;
        let profile = insert(txn, organisation_id, state, None).await?;
        let id = profile.id;
        link_contacts(txn, profile, contacts).await?;
        let view = view_in(txn, organisation_id, id).await?;
        events::created(txn, organisation_id, EventType::ProfileCreated, id, Some(id), &view).await?;
        Ok(view)
    })
    .await
}

/// Updates a profile that is not archived: `change` edits its fields (reporting problems such as
/// an attempt to change `profileType`), `contacts` are linked (links are only ever added).
pub async fn update<F>(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    contacts: Vec<ContactRef>,
    change: F,
) -> Result<ProfileView, ServiceError>
where
    F: Fn(&mut ProfileState, &mut Problems) + Send + Sync + 'static,
{
    db.write_with((contacts, change), move |txn, input| async move {
        let txn = &*txn;
        let (contacts, change) = &*input;
        let model = scoped::lookup::<profile::Entity>(txn, organisation_id, id, true)
            .await?
            .ok_or(ServiceError::NotFound("Profile"))?;
        rules::ensure_profile_open(&model)?;
        let before = views(txn, vec![model.clone()]).await?.remove(0);
        let current = ProfileState::from_model(&model);
        let mut state = current.clone();
        let mut problems = Problems::new();
        change(&mut state, &mut problems);
        state.validate(&mut problems);
        check_references(txn, organisation_id, &state, contacts, &mut problems).await?;
        problems.finish()?;
        if state.external_id != current.external_id {
            let external_id = state.external_id.as_deref();
            external_ids::claim(txn, organisation_id, Resource::Profile, external_id, Some(id)).await?;
        }
        let profile = if state != current {
            let mut row = model.into_active_model();
            state.apply_to(&mut row);
            let profile = row.update(txn).await?;
            search::index(txn, organisation_id, RecordKind::Profile, id, state.searchable_text()).await?;
            profile
        } else {
            model
        };
        link_contacts(txn, profile, contacts).await?;
        let after = record_change(txn, organisation_id, &before).await?;
        Ok(after)
    })
    .await
}

/// Un-archives a profile (a profile that is not archived is returned as it is).
pub async fn restore(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<ProfileView, ServiceError> {
    db.write(move |txn| async move {
        let txn = &*txn;
        let model = scoped::lookup::<profile::Entity>(txn, organisation_id, id, true)
            .await?
            .ok_or(ServiceError::NotFound("Profile"))?;
        let before = views(txn, vec![model.clone()]).await?.remove(0);
        if model.is_archived {
            let mut row = model.into_active_model();
            row.is_archived = Set(false);
            row.modified_at = Set(Utc::now());
            row.update(txn).await?;
        }
        record_change(txn, organisation_id, &before).await
    })
    .await
}

/// The ids of all the organisation's profiles that are not archived.
pub async fn all_ids(db: &Database, organisation_id: Uuid) -> Result<Vec<Uuid>, ServiceError> {
    let ids = of_organisation::<profile::Entity>(organisation_id)
        .filter(profile::Column::IsArchived.eq(false))
        .select_only()
        .column(profile::Column::Id);
    Ok(db.rows(ids).await?)
}
