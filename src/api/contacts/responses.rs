//! Contacts as responses show them: one schema per type, and `Contact`, their `oneOf`.

use poem_openapi::{Object, Union};
use uuid::Uuid;

use super::{
    history::{AddressLine, EmploymentLine},
    statements::CorrectionStatementLine,
};
use crate::{
    entity::contact::{Gender, TrustType},
    service::{
        contacts::{ContactKind, ContactView},
        memberships::ProfileLink,
    },
    types::{Date, NzTimestamp},
};

/// One of the profiles a contact belongs to.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ContactProfile {
    pub profile_id: Uuid,
    /// True when the contact is this profile's key contact.
    pub is_key_contact: bool,
}

impl From<&ProfileLink> for ContactProfile {
    fn from(link: &ProfileLink) -> Self {
        ContactProfile { profile_id: link.profile_id, is_key_contact: link.is_key_contact }
    }
}

/// A person.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PersonContact {
    /// The contact's id (`contactId` in paths).
    pub id: Uuid,
    /// The contact's id again, under the name integrations of the original service key by.
    pub contact_id: Uuid,
    /// Your own id for the contact, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    #[oai(nullable)]
    pub title: Option<String>,
    pub first_name: String,
    #[oai(nullable)]
    pub middle_name: Option<String>,
    pub last_name: String,
    /// The name the person goes by.
    #[oai(nullable)]
    pub preferred_name: Option<String>,
    #[oai(nullable)]
    pub date_of_birth: Option<Date>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub gender: Option<Gender>,
    #[oai(nullable)]
    pub email: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    #[oai(nullable)]
    pub mobile_phone: Option<String>,
    /// Where the person has lived, as recorded.
    #[oai(rename = "AddressHistory")]
    #[serde(rename = "AddressHistory")]
    pub address_history: Vec<AddressLine>,
    /// Where the person has worked, as recorded.
    #[oai(rename = "EmploymentHistory")]
    #[serde(rename = "EmploymentHistory")]
    pub employment_history: Vec<EmploymentLine>,
    /// True when the contact is archived.
    #[oai(rename = "IsArchived")]
    #[serde(rename = "IsArchived")]
    pub is_archived: bool,
    /// True when the contact is the key contact of any of its profiles.
    pub is_key_contact: bool,
    /// The profiles the contact belongs to.
    pub profiles: Vec<ContactProfile>,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
    /// Statements of correction to read the contact with (Privacy Act 2020, IPP 7); left out
    /// while there are none.
    #[oai(nullable, default, skip_serializing_if_is_empty)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub correction_statements: Vec<CorrectionStatementLine>,
    /// True for a tombstone: the person was erased on a Privacy Act request, and only the id,
    /// type, external id and links remain (names read `[erased]`). Left out otherwise.
    #[oai(nullable, skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_erased: Option<bool>,
}

/// A company.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct CompanyContact {
    /// The contact's id (`contactId` in paths).
    pub id: Uuid,
    /// The contact's id again, under the name integrations of the original service key by.
    pub contact_id: Uuid,
    /// Your own id for the contact, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    /// The registered name.
    pub company_name: String,
    #[oai(nullable)]
    pub trading_name: Option<String>,
    /// New Zealand Business Number (13 digits).
    #[oai(nullable)]
    pub nzbn: Option<String>,
    /// Companies Office number.
    #[oai(nullable)]
    pub company_number: Option<String>,
    #[oai(nullable)]
    pub industry: Option<String>,
    #[oai(nullable)]
    pub email: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    /// True when the contact is archived.
    #[oai(rename = "IsArchived")]
    #[serde(rename = "IsArchived")]
    pub is_archived: bool,
    /// True when the contact is the key contact of any of its profiles.
    pub is_key_contact: bool,
    /// The profiles the contact belongs to.
    pub profiles: Vec<ContactProfile>,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
    /// Statements of correction to read the contact with (Privacy Act 2020, IPP 7); left out
    /// while there are none.
    #[oai(nullable, default, skip_serializing_if_is_empty)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub correction_statements: Vec<CorrectionStatementLine>,
    /// True for a tombstone: the person was erased on a Privacy Act request, and only the id,
    /// type, external id and links remain (names read `[erased]`). Left out otherwise.
    #[oai(nullable, skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_erased: Option<bool>,
}

/// A trust.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct TrustContact {
    /// The contact's id (`contactId` in paths).
    pub id: Uuid,
    /// The contact's id again, under the name integrations of the original service key by.
    pub contact_id: Uuid,
    /// Your own id for the contact, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    pub trust_name: String,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub trust_type: Option<TrustType>,
    /// When the trust was settled.
    #[oai(nullable)]
    pub settlement_date: Option<Date>,
    #[oai(nullable)]
    pub email: Option<String>,
    #[oai(nullable)]
    pub phone: Option<String>,
    /// True when the contact is archived.
    #[oai(rename = "IsArchived")]
    #[serde(rename = "IsArchived")]
    pub is_archived: bool,
    /// True when the contact is the key contact of any of its profiles.
    pub is_key_contact: bool,
    /// The profiles the contact belongs to.
    pub profiles: Vec<ContactProfile>,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
    /// Statements of correction to read the contact with (Privacy Act 2020, IPP 7); left out
    /// while there are none.
    #[oai(nullable, default, skip_serializing_if_is_empty)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub correction_statements: Vec<CorrectionStatementLine>,
    /// True for a tombstone: the person was erased on a Privacy Act request, and only the id,
    /// type, external id and links remain (names read `[erased]`). Left out otherwise.
    #[oai(nullable, skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_erased: Option<bool>,
}

/// A contact: a person, a company or a trust, told apart by `contactType`.
#[derive(Debug, Clone, Union)]
#[oai(discriminator_name = "contactType", one_of)]
pub enum Contact {
    #[oai(mapping = "Person")]
    Person(PersonContact),
    #[oai(mapping = "Company")]
    Company(CompanyContact),
    #[oai(mapping = "Trust")]
    Trust(TrustContact),
}

crate::wire::described!(Contact => "Contact", "Contacts";);

/// A contact's fields followed by `contactType`, where poem-openapi's `ToJSON` puts the
/// discriminator (serde's own `tag` would put it first).
#[derive(serde::Serialize)]
struct Tagged<'a, T> {
    #[serde(flatten)]
    contact: &'a T,
    #[serde(rename = "contactType")]
    contact_type: &'static str,
}

impl serde::Serialize for Contact {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Contact::Person(contact) => Tagged { contact, contact_type: "Person" }.serialize(serializer),
            Contact::Company(contact) => Tagged { contact, contact_type: "Company" }.serialize(serializer),
            Contact::Trust(contact) => Tagged { contact, contact_type: "Trust" }.serialize(serializer),
        }
    }
}

impl From<ContactView> for Contact {
    fn from(view: ContactView) -> Self {
        let is_key_contact = view.is_key_contact();
        let profiles = view.profiles.iter().map(ContactProfile::from).collect();
        let model = view.model;
        let created_timestamp = model.created_at.map(NzTimestamp);
        let modified_timestamp = NzTimestamp(model.modified_at);
        let is_erased = model.erased_at.map(|_| true);
        let correction_statements: Vec<CorrectionStatementLine> =
            view.state.correction_statements.iter().map(CorrectionStatementLine::from).collect();
        let (id, email, phone, is_archived, external_id) =
            (model.id, view.state.email, view.state.phone, view.state.is_archived, view.state.external_id);
        match view.state.kind {
            ContactKind::Person(p) => Contact::Person(PersonContact {
                id,
                contact_id: id,
                external_id,
                title: p.title,
                first_name: p.first_name,
                middle_name: p.middle_name,
                last_name: p.last_name,
                preferred_name: p.preferred_name,
                date_of_birth: p.date_of_birth.map(Date),
                gender: p.gender,
                email,
                phone,
                mobile_phone: p.mobile_phone,
                address_history: p.addresses.iter().map(AddressLine::from).collect(),
                employment_history: p.employments.iter().map(EmploymentLine::from).collect(),
                is_archived,
                is_key_contact,
                profiles,
                created_timestamp,
                modified_timestamp,
                correction_statements,
                is_erased,
            }),
            ContactKind::Company(c) => Contact::Company(CompanyContact {
                id,
                contact_id: id,
                external_id,
                company_name: c.company_name,
                trading_name: c.trading_name,
                nzbn: c.nzbn,
                company_number: c.company_number,
                industry: c.industry,
                email,
                phone,
                is_archived,
                is_key_contact,
                profiles,
                created_timestamp,
                modified_timestamp,
                correction_statements,
                is_erased,
            }),
            ContactKind::Trust(t) => Contact::Trust(TrustContact {
                id,
                contact_id: id,
                external_id,
                trust_name: t.trust_name,
                trust_type: t.trust_type,
                settlement_date: t.settlement_date.map(Date),
                email,
                phone,
                is_archived,
                is_key_contact,
                profiles,
                created_timestamp,
                modified_timestamp,
                correction_statements,
                is_erased,
            }),
        }
    }
}
