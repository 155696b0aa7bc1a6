//! `/contacts`: people, companies and trusts.

pub mod batch_items;
mod corrections;
mod history;
mod requests;
mod responses;
mod statements;

use poem_openapi::{
    OpenApi,
    param::{Path, Query},
};
use uuid::Uuid;

pub use corrections::read_correction;
pub use responses::Contact;

use self::requests::{
    CompanyContactCreate, CompanyContactUpdate, ContactUpdate, PersonContactCreate, PersonContactUpdate,
    TrustContactCreate, TrustContactUpdate,
};
use super::{
    removed::{Removed, removed},
    tags::ApiTags,
};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::contact::ContactType,
    error::ServiceError,
    http::{Failure, ListErrors, ReadErrors, WriteErrors},
    service::{
        contacts::{self, NewContact},
        search::SearchTerm,
    },
    types::{ExternalId, NonBlank},
    wire::{Created, Found, JsonBody, Paged, Paging, Updated, parse_checked},
};

const CONTACTS_SPLIT: &str = "The single contact endpoints were replaced by type-specific ones: create with POST /api/v1/contacts/person, /contacts/company or /contacts/trust, and update with PATCH /api/v1/contacts/{contactId}/person, /company or /trust.";

/// A `POST /contacts/{person,company,trust}` body (`contact_type` is the path's last segment)
/// as the operation reads it (schema, then the fields' own checks), for an import that writes
/// many at once.
pub fn parse_create(contact_type: ContactType, body: serde_json::Value) -> Result<NewContact, ServiceError> {
    let new = match contact_type {
        ContactType::Person => parse_checked::<PersonContactCreate>(body).map(PersonContactCreate::into_new),
        ContactType::Company => {
            parse_checked::<CompanyContactCreate>(body).map(CompanyContactCreate::into_new)
        }
        ContactType::Trust => parse_checked::<TrustContactCreate>(body).map(TrustContactCreate::into_new),
    }
    .map_err(ServiceError::Invalid)?;
    new.state.check()?;
    Ok(new)
}

pub struct ContactsApi {
    db: Database,
}

impl ContactsApi {
    pub fn new(db: Database) -> Self {
        ContactsApi { db }
    }

    async fn create(
        &self,
        auth: &ApiKeyAuth,
        new: NewContact,
    ) -> Result<Created<Contact>, Failure<WriteErrors>> {
        let view = contacts::create(&self.db, auth.0.organisation_id, new).await?;
        Ok(Created(view.into()))
    }

    async fn update(
        &self,
        auth: &ApiKeyAuth,
        id: Uuid,
        expected: ContactType,
        body: impl ContactUpdate,
    ) -> Result<Updated<Contact>, Failure<WriteErrors>> {
        let key = body.key_change();
        let view =
            contacts::update(&self.db, auth.0.organisation_id, id, expected, key, move |state, problems| {
                body.apply(state, problems)
            })
            .await?;
        Ok(Updated(view.into()))
    }
}

#[OpenApi(prefix_path = "/contacts")]
impl ContactsApi {
    /// List contacts
    ///
    /// The organisation's contacts of every type, in creation order. Each item is a person,
    /// company or trust, told apart by `contactType`.
    #[oai(path = "/", method = "get", operation_id = "listContacts", tag = "ApiTags::Contacts")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] auth: ApiKeyAuth,
        /// Only the contact holding this `externalId` (so at most one).
        #[oai(name = "externalId")]
        external_id: Query<Option<ExternalId>>,
        paging: Paging,
    ) -> Result<Paged<Contact>, Failure<ListErrors>> {
        let request = paging.request()?;
        let external_id = external_id.0.as_deref();
        let (views, total) = contacts::list(&self.db, auth.0.organisation_id, external_id, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Search contacts
    ///
    /// Contacts whose first, middle, last or preferred name, company, trading or trust name,
    /// e-mail address or phone number contains `searchString`. Case and accents (macrons) are
    /// ignored; phone numbers also match without their spaces. A term of one or two characters
    /// matches the start of a word instead: `Ng` finds Ng and Ngata, not Young.
    #[oai(path = "/search", method = "get", operation_id = "searchContacts", tag = "ApiTags::Contacts")]
    async fn search(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] auth: ApiKeyAuth,
        /// The text to look for; must not be blank.
        #[oai(name = "searchString")]
        search_string: Query<NonBlank<200>>,
        paging: Paging,
    ) -> Result<Paged<Contact>, Failure<ListErrors>> {
        let term = SearchTerm::parse(&search_string.0)?;
        let request = paging.request()?;
        let (views, total) = contacts::search(&self.db, auth.0.organisation_id, &term, request).await?;
        Ok(paging.paged(views, total, request))
    }

    /// Get a contact
    ///
    /// One contact, with the profiles it belongs to.
    #[oai(path = "/:contactId", method = "get", operation_id = "getContact", tag = "ApiTags::Contacts")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] auth: ApiKeyAuth,
        /// The contact's id.
        #[oai(name = "contactId")]
        contact_id: Path<Uuid>,
    ) -> Result<Found<Contact>, Failure<ReadErrors>> {
        let view = contacts::get(&self.db, auth.0.organisation_id, contact_id.0).await?;
        Ok(Found(view.into()))
    }

    /// Create a person
    ///
    /// Creates a person contact, validating `AddressHistory` and `EmploymentHistory`. With
    /// `profileId` the person joins that profile (and becomes its key contact with
    /// `isKeyContact: true`); without it a profile named after the person is created with the
    /// person as key contact. A profile that is archived answers 409 `profile_archived`.
    #[oai(path = "/person", method = "post", operation_id = "createPersonContact", tag = "ApiTags::Contacts")]
    async fn create_person(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        body: JsonBody<PersonContactCreate>,
    ) -> Result<Created<Contact>, Failure<WriteErrors>> {
        self.create(&auth, body.0.into_new()).await
    }

    /// Create a company
    ///
    /// Creates a company contact. `profileId` and `isKeyContact` work as for a person; without
    /// `profileId` a business profile named after the company is created.
    #[oai(
        path = "/company",
        method = "post",
        operation_id = "createCompanyContact",
        tag = "ApiTags::Contacts"
    )]
    async fn create_company(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        body: JsonBody<CompanyContactCreate>,
    ) -> Result<Created<Contact>, Failure<WriteErrors>> {
        self.create(&auth, body.0.into_new()).await
    }

    /// Create a trust
    ///
    /// Creates a trust contact. `profileId` and `isKeyContact` work as for a person; without
    /// `profileId` a business profile named after the trust is created.
    #[oai(path = "/trust", method = "post", operation_id = "createTrustContact", tag = "ApiTags::Contacts")]
    async fn create_trust(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        body: JsonBody<TrustContactCreate>,
    ) -> Result<Created<Contact>, Failure<WriteErrors>> {
        self.create(&auth, body.0.into_new()).await
    }

    /// Update a person
    ///
    /// Changes the fields sent. `isKeyContact: true` makes the person the key contact of
    /// `profileId` (needed when the person is in several profiles); `false` changes nothing.
    /// `IsArchived` archives or restores the contact. A contact whose profiles are all archived
    /// answers 409 `profile_archived`; using this endpoint for a company or trust answers 400.
    #[oai(
        path = "/:contactId/person",
        method = "patch",
        operation_id = "updatePersonContact",
        tag = "ApiTags::Contacts"
    )]
    async fn update_person(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        /// The contact's id.
        #[oai(name = "contactId")]
        contact_id: Path<Uuid>,
        body: JsonBody<PersonContactUpdate>,
    ) -> Result<Updated<Contact>, Failure<WriteErrors>> {
        self.update(&auth, contact_id.0, ContactType::Person, body.0).await
    }

    /// Update a company
    ///
    /// Changes the fields sent; see *Update a person* for `isKeyContact`, `IsArchived` and the
    /// archived-profile rule. Using this endpoint for a person or trust answers 400.
    #[oai(
        path = "/:contactId/company",
        method = "patch",
        operation_id = "updateCompanyContact",
        tag = "ApiTags::Contacts"
    )]
    async fn update_company(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        /// The contact's id.
        #[oai(name = "contactId")]
        contact_id: Path<Uuid>,
        body: JsonBody<CompanyContactUpdate>,
    ) -> Result<Updated<Contact>, Failure<WriteErrors>> {
        self.update(&auth, contact_id.0, ContactType::Company, body.0).await
    }

    /// Update a trust
    ///
    /// Changes the fields sent; see *Update a person* for `isKeyContact`, `IsArchived` and the
    /// archived-profile rule. Using this endpoint for a person or company answers 400.
    #[oai(
        path = "/:contactId/trust",
        method = "patch",
        operation_id = "updateTrustContact",
        tag = "ApiTags::Contacts"
    )]
    async fn update_trust(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] auth: ApiKeyAuth,
        /// The contact's id.
        #[oai(name = "contactId")]
        contact_id: Path<Uuid>,
        body: JsonBody<TrustContactUpdate>,
    ) -> Result<Updated<Contact>, Failure<WriteErrors>> {
        self.update(&auth, contact_id.0, ContactType::Trust, body.0).await
    }

    /// Create a contact (removed)
    ///
    /// Removed: contacts are created by type. Answers 410 `endpoint_removed`; use
    /// `POST /contacts/person`, `POST /contacts/company` or `POST /contacts/trust`.
    #[oai(
        path = "/",
        method = "post",
        operation_id = "createContactRemoved",
        tag = "ApiTags::Removed",
        deprecated
    )]
    async fn create_contact_removed(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] _auth: ApiKeyAuth,
    ) -> Removed {
        removed(CONTACTS_SPLIT)
    }

    /// Update a contact (removed)
    ///
    /// Removed: contacts are updated by type. Answers 410 `endpoint_removed`; use
    /// `PATCH /contacts/{contactId}/person`, `/company` or `/trust`.
    #[oai(
        path = "/:contactId",
        method = "patch",
        operation_id = "updateContactRemoved",
        tag = "ApiTags::Removed",
        deprecated
    )]
    async fn update_contact_removed(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsWrite")] _auth: ApiKeyAuth,
        /// The contact's id.
        #[oai(name = "contactId")]
        _contact_id: Path<String>,
    ) -> Removed {
        removed(CONTACTS_SPLIT)
    }
}

/// A new contact of a batch: a person, a company or a trust, told apart by `contactType`, each
/// the body of its own create.
#[derive(Debug, Clone, poem_openapi::Union)]
#[oai(discriminator_name = "contactType", one_of)]
pub enum ContactCreateItem {
    #[oai(mapping = "Person")]
    Person(PersonContactCreate),
    #[oai(mapping = "Company")]
    Company(CompanyContactCreate),
    #[oai(mapping = "Trust")]
    Trust(TrustContactCreate),
}

crate::api::batch::update_item!(PersonContactBatchUpdate, PersonContactUpdate);
crate::api::batch::update_item!(CompanyContactBatchUpdate, CompanyContactUpdate);
crate::api::batch::update_item!(TrustContactBatchUpdate, TrustContactUpdate);

/// A change to a contact of a batch, told apart by `contactType` (the contact's own type; an
/// item without it is sent to the contact's type's update).
#[derive(Debug, Clone, poem_openapi::Union)]
#[oai(discriminator_name = "contactType", one_of)]
pub enum ContactUpdateItem {
    #[oai(mapping = "Person")]
    Person(PersonContactBatchUpdate),
    #[oai(mapping = "Company")]
    Company(CompanyContactBatchUpdate),
    #[oai(mapping = "Trust")]
    Trust(TrustContactBatchUpdate),
}

crate::api::batch::batch_api! {
    api: ContactsBatchApi,
    path: "/contacts",
    tag: "ApiTags::Contacts",
    target: crate::api::batch::targets::CONTACTS,
    record: Contact,
    summaries: (
        "Create contacts in a batch",
        "Update contacts in a batch",
        "Create or update contacts by externalId",
        "Read contacts in a batch",
    ),
    requests: (ContactBatchCreate, ContactBatchUpdate, ContactBatchUpsert),
    items: (ContactCreateItem, ContactUpdateItem),
    results: (ContactBatchResult, ContactBatchResults),
    operations: ("batchCreateContacts", "batchUpdateContacts", "batchUpsertContacts", "batchReadContacts"),
    scopes: ("crate::types::Scope::ContactsRead", "crate::types::Scope::ContactsWrite"),
}
