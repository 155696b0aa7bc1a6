//! `/profiles`: households and businesses grouping contacts.

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
    entity::{
        contact::ContactType,
        profile::{ProfileRank, ProfileStatus, ProfileType},
    },
    http::{Failure, ListErrors, ReadErrors, WriteErrors},
    service::{
        Problems,
        memberships::ContactLink,
        profiles::{self, ContactRef, ProfileState, ProfileView},
        search::SearchTerm,
    },
    types::{ExternalId, NonBlank, NzTimestamp},
    wire::{Created, Found, JsonBody, Paged, Paging, Updated},
};

/// One of a profile's contacts.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ProfileContact {
    pub contact_id: Uuid,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub contact_type: ContactType,
    /// The person's "First Last", or the company's or trust's name.
    pub display_name: String,
    /// True for the profile's key contact (at most one).
    pub is_key_contact: bool,
}

impl From<ContactLink> for ProfileContact {
    fn from(link: ContactLink) -> Self {
        ProfileContact {
            contact_id: link.contact_id,
            contact_type: link.contact_type,
            display_name: link.display_name,
            is_key_contact: link.is_key_contact,
        }
    }
}

/// A client situation: a household or a business and the contacts in it.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    /// The profile's id (`profileId` in paths).
    pub id: Uuid,
    /// The profile's id again, under the name integrations of the original service key by.
    pub profile_id: Uuid,
    /// Your own id for the profile, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    pub name: String,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub profile_type: ProfileType,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub profile_status: ProfileStatus,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub profile_rank: Option<ProfileRank>,
    /// How the client came to the firm (referral, website, …).
    #[oai(nullable)]
    pub profile_source: Option<String>,
    /// The member who advises this profile.
    #[oai(nullable)]
    pub adviser_id: Option<Uuid>,
    #[oai(nullable)]
    pub adviser_name: Option<String>,
    /// The profile's contacts, in the order they were created.
    pub contacts: Vec<ProfileContact>,
    /// The key contact, if one is set.
    #[oai(nullable)]
    pub key_contact_id: Option<Uuid>,
    /// True when the profile is archived: it cannot be updated until restored.
    pub is_profile_archived: bool,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
}

impl From<ProfileView> for Profile {
    fn from(view: ProfileView) -> Self {
        let model = view.model;
        Profile {
            id: model.id,
            profile_id: model.id,
            external_id: model.external_id,
            name: model.name,
            profile_type: model.profile_type,
            profile_status: model.profile_status,
            profile_rank: model.profile_rank,
            profile_source: model.profile_source,
            adviser_id: model.adviser_id,
            adviser_name: view.adviser_name,
            contacts: view.contacts.into_iter().map(ProfileContact::from).collect(),
            key_contact_id: model.key_contact_id,
            is_profile_archived: model.is_archived,
            created_timestamp: model.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

/// A contact to add to a profile.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ProfileContactRef {
    pub contact_id: Uuid,
    /// True makes the contact the profile's key contact (the previous key contact stops being
    /// key); false or absent changes nothing. At most one entry may be true.
    #[oai(nullable)]
    pub is_key_contact: Option<bool>,
}

fn contact_refs(refs: &Option<Vec<ProfileContactRef>>) -> Vec<ContactRef> {
    refs.iter()
        .flatten()
        .map(|r| ContactRef { contact_id: r.contact_id, is_key_contact: r.is_key_contact.unwrap_or(false) })
        .collect()
}

/// A new profile.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ProfileCreate {
    pub name: NonBlank<200>,
    /// `Personal` unless stated; cannot be changed later.
    #[oai(nullable)]
    pub profile_type: Option<ProfileType>,
    /// `Prospect` unless stated.
    #[oai(nullable)]
    pub profile_status: Option<ProfileStatus>,
    #[oai(nullable)]
    pub profile_rank: Option<ProfileRank>,
    #[oai(nullable, validator(max_length = 100))]
    pub profile_source: Option<String>,
    /// A member of your organisation.
    #[oai(nullable)]
    pub adviser_id: Option<Uuid>,
    /// Contacts of your organisation to add to the profile.
    #[oai(nullable, validator(max_items = 100))]
    pub contacts: Option<Vec<ProfileContactRef>>,
    /// Your own id for the profile: unique among your organisation's profiles (409
    /// `external_id_taken` naming the profile holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
}

/// A `POST /profiles` body as the operation reads it (schema, then the fields' own checks),
/// for an import that writes many at once; its `contacts` are not taken.
pub fn parse_create(body: serde_json::Value) -> Result<ProfileState, crate::error::ServiceError> {
    let create: ProfileCreate =
        crate::wire::parse_checked(body).map_err(crate::error::ServiceError::Invalid)?;
    let state = create.state();
    state.check()?;
    Ok(state)
}

impl ProfileCreate {
    /// The new profile's fields (its contacts are linked separately).
    pub fn state(&self) -> ProfileState {
        ProfileState {
            name: self.name.to_string(),
            profile_type: self.profile_type.unwrap_or(ProfileType::Personal),
            profile_status: self.profile_status.unwrap_or(ProfileStatus::Prospect),
            profile_rank: self.profile_rank,
            profile_source: self.profile_source.clone(),
            adviser_id: self.adviser_id,
            is_archived: false,
            external_id: self.external_id.clone().map(String::from),
        }
    }
}

/// Changes to a profile. Fields left out stay as they are; `null` clears an optional field
/// (`name` and `profileStatus` cannot be cleared, `profileType` cannot be changed).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ProfileUpdate {
    pub name: MaybeUndefined<NonBlank<200>>,
    /// Fixed at creation: only the current value is accepted.
    pub profile_type: MaybeUndefined<ProfileType>,
    pub profile_status: MaybeUndefined<ProfileStatus>,
    #[oai(nullable)]
    pub profile_rank: MaybeUndefined<ProfileRank>,
    #[oai(nullable, validator(max_length = 100))]
    pub profile_source: MaybeUndefined<String>,
    /// A member of your organisation; null removes the adviser.
    #[oai(nullable)]
    pub adviser_id: MaybeUndefined<Uuid>,
    /// Contacts to add to the profile (contacts already in it stay).
    #[oai(nullable, validator(max_items = 100))]
    pub contacts: Option<Vec<ProfileContactRef>>,
    /// True archives the profile. An archived profile is restored with
    /// `POST /profiles/{profileId}/restore`.
    #[oai(nullable)]
    pub is_profile_archived: Option<bool>,
    /// Your own id for the profile; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
}

impl ProfileUpdate {
    fn apply(&self, state: &mut ProfileState, problems: &mut Problems) {
        patch::required(&mut state.name, &self.name, "name", problems);
        match self.profile_type {
            MaybeUndefined::Undefined => {}
            MaybeUndefined::Value(kind) if kind == state.profile_type => {}
            _ => problems.add("profileType", "is fixed when the profile is created and cannot be changed"),
        }
        patch::required(&mut state.profile_status, &self.profile_status, "profileStatus", problems);
        patch::optional(&mut state.profile_rank, &self.profile_rank);
        patch::optional(&mut state.profile_source, &self.profile_source);
        patch::optional(&mut state.adviser_id, &self.adviser_id);
        patch::optional(&mut state.external_id, &self.external_id);
        if let Some(archived) = self.is_profile_archived {
            state.is_archived = archived;
        }
    }
}

crate::wire::described!(Profile => "Profile", "Profiles";);

pub struct ProfilesApi {
    db: Database,
}

impl ProfilesApi {
    pub fn new(db: Database) -> Self {
        ProfilesApi { db }
    }
}

#[OpenApi(prefix_path = "/profiles", tag = "ApiTags::Profiles")]
impl ProfilesApi {
    /// List profiles
    ///
    /// The organisation's profiles in creation order, with their contacts and key contact.
    #[oai(path = "/", method = "get", operation_id = "listProfiles")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] auth: ApiKeyAuth,
        /// Only the profile holding this `externalId` (so at most one).
        #[oai(name = "externalId")]
        external_id: Query<Option<ExternalId>>,
        paging: Paging,
    ) -> Result<Paged<Profile>, Failure<ListErrors>> {
        let request = paging.request()?;
        let organisation_id = auth.0.organisation_id;
        let (views, total) = match external_id.0 {
            Some(external_id) => {
                profiles::list_holding(&self.db, organisation_id, &external_id, request).await?
            }
            None => profiles::list(&self.db, organisation_id, request).await?,
        };
        Ok(paging.paged(views, total, request))
    }

    /// Search profiles
    ///
    /// Profiles whose name contains `searchString`, or one of whose contacts' names, e-mail
    /// addresses or phone numbers does. Case and accents (macrons) are ignored. A term of one or two characters
    /// matches the start of a word instead: `Ng` finds Ng and Ngata, not Young.
    #[oai(path = "/search", method = "get", operation_id = "searchProfiles")]
    async fn search(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] auth: ApiKeyAuth,
        /// The text to look for; must not be blank.
        #[oai(name = "searchString")]
        search_string: Query<NonBlank<200>>,
        paging: Paging,
    ) -> Result<Paged<Profile>, Failure<ListErrors>> {
        let term = SearchTerm::parse(&search_string.0)?;
        let request = paging.request()?;
        let (views, total) = profiles::search(&self.db, auth.0.organisation_id, &term, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Get a profile
    ///
    /// One profile with its contacts.
    #[oai(path = "/:profileId", method = "get", operation_id = "getProfile")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] auth: ApiKeyAuth,
        /// The profile's id.
        #[oai(name = "profileId")]
        profile_id: Path<Uuid>,
    ) -> Result<Found<Profile>, Failure<ReadErrors>> {
        Ok(Found(profiles::get(&self.db, auth.0.organisation_id, profile_id.0).await?.into()))
    }

    /// Create a profile
    ///
    /// Creates a profile, optionally adding existing contacts to it; the entry with
    /// `isKeyContact: true` becomes the key contact.
    #[oai(path = "/", method = "post", operation_id = "createProfile")]
    async fn create(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        body: JsonBody<ProfileCreate>,
    ) -> Result<Created<Profile>, Failure<WriteErrors>> {
        let body = body.0;
        let view =
            profiles::create(&self.db, auth.0.organisation_id, body.state(), contact_refs(&body.contacts))
                .await?;
        Ok(Created(view.into()))
    }

    /// Update a profile
    ///
    /// Changes the fields sent and adds the contacts listed (`isKeyContact: true` makes one the
    /// key contact; false changes nothing). `isProfileArchived: true` archives the profile. An
    /// archived profile cannot be updated: 409 `profile_archived` (restore it first).
    #[oai(path = "/:profileId", method = "patch", operation_id = "updateProfile")]
    async fn update(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        /// The profile's id.
        #[oai(name = "profileId")]
        profile_id: Path<Uuid>,
        body: JsonBody<ProfileUpdate>,
    ) -> Result<Updated<Profile>, Failure<WriteErrors>> {
        let body = body.0;
        let contacts = contact_refs(&body.contacts);
        let view = profiles::update(
            &self.db,
            auth.0.organisation_id,
            profile_id.0,
            contacts,
            move |state, problems| body.apply(state, problems),
        )
        .await?;
        Ok(Updated(view.into()))
    }

    /// Restore a profile
    ///
    /// Un-archives the profile so it and its records can be updated again. Restoring a profile
    /// that is not archived changes nothing.
    #[oai(path = "/:profileId/restore", method = "post", operation_id = "restoreProfile")]
    async fn restore(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        /// The profile's id.
        #[oai(name = "profileId")]
        profile_id: Path<Uuid>,
    ) -> Result<Updated<Profile>, Failure<ReadErrors>> {
        Ok(Updated(profiles::restore(&self.db, auth.0.organisation_id, profile_id.0).await?.into()))
    }
}

crate::api::batch::update_item!(ProfileBatchUpdateItem, ProfileUpdate);

crate::api::batch::batch_api! {
    api: ProfilesBatchApi,
    path: "/profiles",
    tag: "ApiTags::Profiles",
    target: crate::api::batch::targets::PROFILES,
    record: Profile,
    summaries: (
        "Create profiles in a batch",
        "Update profiles in a batch",
        "Create or update profiles by externalId",
        "Read profiles in a batch",
    ),
    requests: (ProfileBatchCreate, ProfileBatchUpdate, ProfileBatchUpsert),
    items: (ProfileCreate, ProfileBatchUpdateItem),
    results: (ProfileBatchResult, ProfileBatchResults),
    operations: ("batchCreateProfiles", "batchUpdateProfiles", "batchUpsertProfiles", "batchReadProfiles"),
    scopes: ("crate::types::Scope::ContactsRead", "crate::types::Scope::ContactsWrite"),
}
