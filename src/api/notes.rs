//! `/notes`: notes on a profile, as sanitised HTML.

use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
    types::MaybeUndefined,
};
use uuid::Uuid;

use super::{patch, tags::ApiTags};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    http::{Failure, ListErrors, ReadErrors, WriteErrors},
    service::{
        Problems,
        notes::{self, NoteFilters, NoteState, NoteView},
    },
    types::{ExternalId, NzTimestamp},
    wire::{Created, Found, JsonBody, Paged, Paging, Updated},
};

/// A note on a profile.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Note {
    /// The note's id (`noteId` in paths).
    pub id: Uuid,
    /// The note's id again, under the name integrations of the original service key by.
    pub note_id: Uuid,
    /// Your own id for the note, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    /// The profile the note belongs to; fixed at creation.
    pub profile_id: Uuid,
    /// True when the profile is archived, which blocks updates.
    pub is_profile_archived: bool,
    /// HTML, sanitised when it was written: scripts, event handlers and `javascript:` links are
    /// removed; paragraphs, lists, emphasis and links stay.
    pub content: String,
    pub is_pinned: bool,
    /// The member who wrote the note.
    #[oai(nullable)]
    pub created_by_member_id: Option<Uuid>,
    #[oai(nullable)]
    pub created_by_member_name: Option<String>,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
}

impl From<NoteView> for Note {
    fn from(view: NoteView) -> Self {
        let model = view.model;
        Note {
            id: model.id,
            note_id: model.id,
            external_id: model.external_id,
            profile_id: model.profile_id,
            is_profile_archived: view.is_profile_archived,
            content: model.content,
            is_pinned: model.is_pinned,
            created_by_member_id: model.created_by_member_id,
            created_by_member_name: view.created_by_member_name,
            created_timestamp: model.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

/// A new note.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct NoteCreate {
    /// A profile of your organisation that is not archived. It cannot be changed later.
    pub profile_id: Uuid,
    /// HTML (at most 100,000 characters); it is sanitised before it is stored.
    #[oai(validator(max_length = 100000))]
    pub content: String,
    /// Pinned notes stay at hand in the portal; false when left out.
    #[oai(nullable)]
    pub is_pinned: Option<bool>,
    /// The member who wrote the note, when not the member the API key was issued to.
    #[oai(nullable)]
    pub created_by_member_id: Option<Uuid>,
    /// Your own id for the note: unique among your organisation's notes (409
    /// `external_id_taken` naming the note holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
}

impl NoteCreate {
    fn into_state(self) -> NoteState {
        NoteState {
            profile_id: self.profile_id,
            content: self.content,
            is_pinned: self.is_pinned.unwrap_or(false),
            external_id: self.external_id.map(String::from),
        }
    }
}

/// An imported note's state, as `createNote` would make it from `body` (its author aside);
/// refused as it would refuse it, with the field.
pub fn parse_import(body: serde_json::Value) -> Result<NoteState, crate::error::ServiceError> {
    let create: NoteCreate = crate::wire::parse_checked(body).map_err(crate::error::ServiceError::Invalid)?;
    Ok(create.into_state())
}

/// Changes to a note: only the fields present are applied.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct NoteUpdate {
    /// If given, must be the note's profile: a note cannot move to another profile.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// HTML (at most 100,000 characters); it is sanitised before it is stored.
    #[oai(nullable, validator(max_length = 100000))]
    pub content: Option<String>,
    #[oai(nullable)]
    pub is_pinned: Option<bool>,
    /// Your own id for the note; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
}

impl NoteUpdate {
    fn apply(&self, state: &mut NoteState, _: &mut Problems) {
        if let Some(profile_id) = self.profile_id {
            state.profile_id = profile_id;
        }
        if let Some(content) = &self.content {
            state.content = content.clone();
        }
        if let Some(pinned) = self.is_pinned {
            state.is_pinned = pinned;
        }
        patch::optional(&mut state.external_id, &self.external_id);
    }
}

crate::wire::described!(Note => "Note", "Notes";);

pub struct NotesApi {
    db: Database,
}

impl NotesApi {
    pub fn new(db: Database) -> Self {
        NotesApi { db }
    }
}

#[OpenApi(prefix_path = "/notes", tag = "ApiTags::Notes")]
impl NotesApi {
    /// List notes
    ///
    /// The organisation's notes in creation order, optionally only pinned (or unpinned) ones or
    /// one profile's.
    #[oai(path = "/", method = "get", operation_id = "listNotes")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::NotesRead")] auth: ApiKeyAuth,
        /// Only pinned (true) or only unpinned (false) notes.
        #[oai(name = "isPinned")]
        is_pinned: Query<Option<bool>>,
        /// Only this profile's notes.
        #[oai(name = "profileId")]
        profile_id: Query<Option<Uuid>>,
        /// Only the note holding this `externalId` (so at most one).
        #[oai(name = "externalId")]
        external_id: Query<Option<ExternalId>>,
        paging: Paging,
    ) -> Result<Paged<Note>, Failure<ListErrors>> {
        let request = paging.request()?;
        let filters = NoteFilters {
            is_pinned: is_pinned.0,
            profile_id: profile_id.0,
            external_id: external_id.0.map(String::from),
        };
        let (views, total) = notes::list(&self.db, auth.0.organisation_id, filters, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Get a note
    ///
    /// One note, with its sanitised HTML content and the member who wrote it.
    #[oai(path = "/:noteId", method = "get", operation_id = "getNote")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::NotesRead")] auth: ApiKeyAuth,
        /// The note's id.
        #[oai(name = "noteId")]
        note_id: Path<Uuid>,
    ) -> Result<Found<Note>, Failure<ReadErrors>> {
        Ok(Found(notes::get(&self.db, auth.0.organisation_id, note_id.0).await?.into()))
    }

    /// Create a note
    ///
    /// Writes a note on a profile that is not archived. `content` is HTML and is sanitised:
    /// scripts, event handlers, `javascript:` links, styles and embedded documents are removed.
    /// The note is credited to the member the API key was issued to, or to `createdByMemberId`
    /// (a member of your organisation).
    #[oai(path = "/", method = "post", operation_id = "createNote")]
    async fn create(
        &self,
        #[oai(scope = "crate::types::Scope::NotesWrite")] auth: ApiKeyAuth,
        body: JsonBody<NoteCreate>,
    ) -> Result<Created<Note>, Failure<WriteErrors>> {
        let author = body.0.created_by_member_id.or(auth.0.member_id);
        let view = notes::create(&self.db, auth.0.organisation_id, body.0.into_state(), author).await?;
        Ok(Created(view.into()))
    }

    /// Update a note
    ///
    /// Applies only the fields present. `profileId` cannot change (a different value is a 400);
    /// a note of an archived profile cannot be updated (409 `profile_archived`).
    #[oai(path = "/:noteId", method = "patch", operation_id = "updateNote")]
    async fn update(
        &self,
        #[oai(scope = "crate::types::Scope::NotesWrite")] auth: ApiKeyAuth,
        /// The note's id.
        #[oai(name = "noteId")]
        note_id: Path<Uuid>,
        body: JsonBody<NoteUpdate>,
    ) -> Result<Updated<Note>, Failure<WriteErrors>> {
        let body = body.0;
        let view = notes::update(&self.db, auth.0.organisation_id, note_id.0, move |state, problems| {
            body.apply(state, problems)
        })
        .await?;
        Ok(Updated(view.into()))
    }
}

crate::api::batch::update_item!(NoteBatchUpdateItem, NoteUpdate);

crate::api::batch::batch_api! {
    api: NotesBatchApi,
    path: "/notes",
    tag: "ApiTags::Notes",
    target: crate::api::batch::targets::NOTES,
    record: Note,
    summaries: (
        "Create notes in a batch",
        "Update notes in a batch",
        "Create or update notes by externalId",
        "Read notes in a batch",
    ),
    requests: (NoteBatchCreate, NoteBatchUpdate, NoteBatchUpsert),
    items: (NoteCreate, NoteBatchUpdateItem),
    results: (NoteBatchResult, NoteBatchResults),
    operations: ("batchCreateNotes", "batchUpdateNotes", "batchUpsertNotes", "batchReadNotes"),
    scopes: ("crate::types::Scope::NotesRead", "crate::types::Scope::NotesWrite"),
}
