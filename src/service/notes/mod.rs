//! Notes on a profile: sanitised HTML content, pinned or not, with the member who wrote them.
//! The profile is fixed at creation; a note of an archived profile cannot be updated.

pub mod html;

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter,
    QuerySelect, Select,
};
use uuid::Uuid;

use crate::service::scoped::{self, of_organisation};

use super::{
    Filter, Problems,
    events::{self, EventType, ResourceType},
    external_ids::{self, Resource},
    joined::{column_of, left_join},
    rules,
};
use crate::{
    db::{Database, Reads, bulk::insert_chunked, row_struct, shapes::Shape},
    entity::{member, note, profile},
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// Longest note, in characters of the HTML as sent.
pub const MAX_CONTENT_CHARS: usize = 100_000;

/// The editable state of a note. `content` is sanitised when the note is saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteState {
    pub profile_id: Uuid,
    pub content: String,
    pub is_pinned: bool,
    pub external_id: Option<String>,
}

/// A note as responses show it.
#[derive(Debug, Clone)]
pub struct NoteView {
    pub model: note::Model,
    pub created_by_member_name: Option<String>,
    pub is_profile_archived: bool,
}

row_struct! {
    /// What a note's response shows of its author and profile. A single read takes it from the
    /// note's own row ([`with_related`]); a page looks it up.
    #[derive(Debug, Default)]
    struct Related {
        author_first_name: Option<String>,
        author_last_name: Option<String>,
        profile_is_archived: Option<bool>,
    }
}

impl Related {
    fn view(self, model: note::Model) -> NoteView {
        NoteView {
            created_by_member_name: self
                .author_first_name
                .zip(self.author_last_name)
                .map(|(first, last)| member::display_name(&first, &last)),
            is_profile_archived: self.profile_is_archived.unwrap_or_default(),
            model,
        }
    }
}

/// `select` with the columns of [`Related`], left-joined from the author and the profile.
fn with_related(select: Select<note::Entity>) -> Select<note::Entity> {
    let mut select = select
        .column_as(column_of(member::Entity, member::Column::FirstName), "author_first_name")
        .column_as(column_of(member::Entity, member::Column::LastName), "author_last_name")
        .column_as(column_of(profile::Entity, profile::Column::IsArchived), "profile_is_archived");
    left_join(&mut select, member::Entity, member::Column::Id, note::Column::CreatedByMemberId);
    left_join(&mut select, profile::Entity, profile::Column::Id, note::Column::ProfileId);
    select
}

/// Attaches the creators' names and the profiles' archived flags: two queries for any number.
async fn views(conn: &impl Reads, models: Vec<note::Model>) -> Result<Vec<NoteView>, ServiceError> {
    let authors: HashMap<Uuid, member::Model> = conn
        .all(
            member::Entity::find()
                .filter(member::Column::Id.is_in(models.iter().filter_map(|m| m.created_by_member_id))),
        )
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect();
    let archived = rules::archived_flags(conn, models.iter().map(|m| m.profile_id)).await?;
    Ok(models
        .into_iter()
        .map(|model| {
            let author = model.created_by_member_id.and_then(|id| authors.get(&id));
            let related = Related {
                author_first_name: author.map(|m| m.first_name.clone()),
                author_last_name: author.map(|m| m.last_name.clone()),
                profile_is_archived: archived.get(&model.profile_id).copied(),
            };
            related.view(model)
        })
        .collect())
}

/// Filters of `GET /notes`.
#[derive(Debug, Clone, Default)]
pub struct NoteFilters {
    pub is_pinned: Option<bool>,
    pub profile_id: Option<Uuid>,
    pub external_id: Option<String>,
}

pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    filters: NoteFilters,
    page: PageRequest,
) -> Result<(Vec<NoteView>, PageInfo), ServiceError> {
    let mut query = of_organisation::<note::Entity>(organisation_id);
    if let Some(pinned) = filters.is_pinned {
        query = query.filter(note::Column::IsPinned.eq(pinned));
    }
    if let Some(profile_id) = filters.profile_id {
        query = query.filter(note::Column::ProfileId.eq(profile_id));
    }
    if let Some(external_id) = filters.external_id {
        query = query.filter(note::Column::ExternalId.eq(external_id));
    }
    let (models, total) = super::fetch(db, query, note::Column::Id, page, Filter::Organisation).await?;
    Ok((views(db, models).await?, total))
}

/// The note with its author's name and its profile's archived flag, in one query.
pub async fn get(db: &Database, organisation_id: Uuid, id: Uuid) -> Result<NoteView, ServiceError> {
    static SHAPE: Shape<2> = Shape::new();
    let rows = db
        .all_with::<_, Related, 2>(&SHAPE, [organisation_id, id], |[organisation_id, id]| {
            with_related(of_organisation(organisation_id).filter(note::Column::Id.eq(id)))
        })
        .await?;
    let (model, related) = rows.into_iter().next().ok_or(ServiceError::NotFound("Note"))?;
    Ok(related.view(model))
}

/// Sanitises the content and checks what a note must be.
fn validate(state: &NoteState, problems: &mut Problems) -> String {
    let length = state.content.chars().count();
    if length > MAX_CONTENT_CHARS {
        problems.add("content", format!("must be at most {MAX_CONTENT_CHARS} characters (got {length})"));
        return String::new();
    }
    let clean = html::sanitise(&state.content);
    if html::is_blank(&clean) {
        problems.add("content", "is required: send some text (unsafe HTML such as scripts is removed)");
    }
    clean
}

/// Creates a note written by `author`: the member the API key was issued to, or the member of
/// the organisation the request names in `createdByMemberId`.
pub async fn create(
    db: &Database,
    organisation_id: Uuid,
    state: NoteState,
    author: Option<Uuid>,
) -> Result<NoteView, ServiceError> {
    db.write_with(state, move |txn, state| async move {
        let txn = &*txn;
        let mut problems = Problems::new();
        let content = validate(&state, &mut problems);
        if rules::open_profile(txn, organisation_id, state.profile_id).await?.is_none() {
            problems.add("profileId", "no profile with this id in your organisation");
        }
        if let Some(author) = author
            && !super::members::exists(txn, organisation_id, author).await?
        {
            problems.add("createdByMemberId", "no member with this id in your organisation");
        }
        problems.finish()?;
        external_ids::claim(txn, organisation_id, Resource::Note, state.external_id.as_deref(), None).await?;
        let model = new_row(organisation_id, &state, content, author, Utc::now()).insert(txn).await?;
        let (id, profile_id) = (model.id, model.profile_id);
        let view = views(txn, vec![model]).await?.remove(0);
        events::created(txn, organisation_id, EventType::NoteCreated, id, Some(profile_id), &view).await?;
        Ok(view)
    })
    .await
}

/// A new note's row: `content` is the state's, sanitised.
fn new_row(
    organisation_id: Uuid,
    state: &NoteState,
    content: String,
    author: Option<Uuid>,
    now: DateTime<Utc>,
) -> note::ActiveModel {
    note::ActiveModel {
        id: Set(Uuid::now_v7()),
        organisation_id: Set(organisation_id),
        profile_id: Set(state.profile_id),
        content: Set(content),
        is_pinned: Set(state.is_pinned),
        created_by_member_id: Set(author),
        created_at: Set(Some(now)),
        modified_at: Set(now),
        external_id: Set(state.external_id.clone()),
    }
}

/// A note an import creates with its neighbours: what its create would be sent, and its
/// author (a member of the organisation, or none).
#[derive(Debug, Clone)]
pub struct NewNote {
    pub state: NoteState,
    pub author: Option<Uuid>,
}

/// Creates many notes at once (an import's chunk) with the rules [`create`] applies: the
/// content at most [`MAX_CONTENT_CHARS`], sanitised and not blank, the profile the
/// organisation's and not archived, the author its member. An external id held already fails
/// the chunk at its unique index (the caller then writes each note alone, which names it).
/// `stamp` may set each new row's times. Returns the views in order and each `note.created`
/// event, for the caller to record with the rest of its chunk.
pub(crate) async fn insert_imported(
    conn: &DatabaseTransaction,
    organisation_id: Uuid,
    notes: &[NewNote],
    stamp: impl Fn(usize, &mut note::ActiveModel),
) -> Result<(Vec<NoteView>, Vec<events::NewEvent>), ServiceError> {
    let profiles =
        super::profiles::by_id(conn, organisation_id, notes.iter().map(|new| new.state.profile_id)).await?;
    let authors = notes.iter().filter_map(|new| new.author).collect();
    let authors = super::members::existing(conn, organisation_id, authors).await?;
    let now = Utc::now();
    let mut rows = Vec::with_capacity(notes.len());
    for (index, new) in notes.iter().enumerate() {
        let mut problems = Problems::new();
        let content = validate(&new.state, &mut problems);
        match profiles.get(&new.state.profile_id) {
            Some(profile) => rules::ensure_profile_open(profile)?,
            None => problems.add("profileId", "no profile with this id in your organisation"),
        }
        if new.author.is_some_and(|author| !authors.contains(&author)) {
            problems.add("createdByMemberId", "no member with this id in your organisation");
        }
        problems.finish()?;
        let mut row = new_row(organisation_id, &new.state, content, new.author, now);
        stamp(index, &mut row);
        rows.push(row);
    }
    insert_chunked(conn, &rows).await?;
    let ids: Vec<Uuid> = rows.iter().filter_map(|row| row.id.clone().take()).collect();
    let models = scoped::all_by_ids::<note::Entity>(conn, organisation_id, &ids).await?;
    let mut by_id: HashMap<Uuid, NoteView> =
        views(conn, models).await?.into_iter().map(|view| (view.model.id, view)).collect();
    let views: Vec<NoteView> = ids
        .iter()
        .map(|id| by_id.remove(id).ok_or(ServiceError::NotFound("Note")))
        .collect::<Result<_, _>>()?;
    let recorded = views
        .iter()
        .map(|view| {
            let (id, profile_id) = (view.model.id, view.model.profile_id);
            events::creation(organisation_id, EventType::NoteCreated, id, Some(profile_id), view)
        })
        .collect::<Result<_, _>>()?;
    Ok((views, recorded))
}

/// Creates many notes in one transaction, with their events, checked as [`insert_imported`]
/// checks them (demo data).
pub async fn create_many(
    db: &Database,
    organisation_id: Uuid,
    notes: Vec<NewNote>,
) -> Result<(), ServiceError> {
    db.write_with(notes, move |txn, notes| async move {
        let txn = &*txn;
        let (_, recorded) = insert_imported(txn, organisation_id, &notes, |_, _| {}).await?;
        events::record_many(txn, organisation_id, recorded).await
    })
    .await
}

/// Applies `change` to a note (only the fields a request carries).
pub async fn update<F>(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    change: F,
) -> Result<NoteView, ServiceError>
where
    F: Fn(&mut NoteState, &mut Problems) + Send + Sync + 'static,
{
    db.write_with(change, move |txn, change| async move {
        let txn = &*txn;
        let model = scoped::find::<note::Entity>(txn, organisation_id, id, true).await?;
        rules::open_profile(txn, organisation_id, model.profile_id).await?;
        let current = NoteState {
            profile_id: model.profile_id,
            content: model.content.clone(),
            is_pinned: model.is_pinned,
            external_id: model.external_id.clone(),
        };
        let mut state = current.clone();
        let mut problems = Problems::new();
        change(&mut state, &mut problems);
        if state.profile_id != current.profile_id {
            problems.add("profileId", "cannot be changed: a note stays with the profile it was written for");
        }
        let content = validate(&state, &mut problems);
        problems.finish()?;
        if state.external_id != current.external_id {
            external_ids::claim(txn, organisation_id, Resource::Note, state.external_id.as_deref(), Some(id))
                .await?;
        }
        let profile_id = model.profile_id;
        let before = views(txn, vec![model.clone()]).await?.remove(0);
        let model = if state != current {
            let mut row: note::ActiveModel = model.into();
            row.content = Set(content);
            row.is_pinned = Set(state.is_pinned);
            row.external_id = Set(state.external_id.clone());
            row.modified_at = Set(Utc::now());
            row.update(txn).await?
        } else {
            model
        };
        let after = views(txn, vec![model]).await?.remove(0);
        events::changed(txn, organisation_id, ResourceType::Note, id, Some(profile_id), &before, &after)
            .await?;
        Ok(after)
    })
    .await
}
