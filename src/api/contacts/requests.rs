//! Request bodies of the contact endpoints, and how each becomes a contact state.

use poem_openapi::{Object, types::MaybeUndefined};
use uuid::Uuid;

use super::{
    history::{NewAddressLine, NewEmploymentLine},
    statements::NewCorrectionStatement,
};
use crate::{
    api::patch,
    entity::contact::{Gender, TrustType},
    service::{
        Problems,
        contacts::history::{AddressRecord, EmploymentRecord},
        contacts::{
            CompanyState, ContactKind, ContactState, CorrectionStatement, KeyContactChange, NewContact,
            PersonState, TrustState,
        },
    },
    types::{Date, Email, ExternalId, NonBlank, Nzbn, Phone},
};

/// A new person. Without `profileId` a profile named after the person is created with the
/// person as its key contact.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PersonContactCreate {
    /// The profile to add the person to.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// True makes the person the key contact of `profileId` (the previous key contact stops
    /// being key).
    #[oai(nullable)]
    pub is_key_contact: Option<bool>,
    /// Your own id for the contact: unique among your organisation's contacts of every type
    /// (409 `external_id_taken` naming the contact holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
    #[oai(nullable, validator(max_length = 20))]
    pub title: Option<String>,
    pub first_name: NonBlank<100>,
    #[oai(nullable, validator(max_length = 100))]
    pub middle_name: Option<String>,
    pub last_name: NonBlank<100>,
    #[oai(nullable, validator(max_length = 100))]
    pub preferred_name: Option<String>,
    /// Between 1900-01-01 and today.
    #[oai(nullable)]
    pub date_of_birth: Option<Date>,
    #[oai(nullable)]
    pub gender: Option<Gender>,
    #[oai(nullable)]
    pub email: Option<Email>,
    /// Digits, spaces and `+ - ( )`.
    #[oai(nullable)]
    pub phone: Option<Phone>,
    #[oai(nullable)]
    pub mobile_phone: Option<Phone>,
    /// Where the person has lived.
    #[oai(rename = "AddressHistory", nullable, validator(max_items = 50))]
    pub address_history: Option<Vec<NewAddressLine>>,
    /// Where the person has worked.
    #[oai(rename = "EmploymentHistory", nullable, validator(max_items = 50))]
    pub employment_history: Option<Vec<NewEmploymentLine>>,
    /// Statements of correction to read the contact with, as another system attached them
    /// (an import carries them); a declined correction request attaches its own.
    #[oai(nullable, validator(max_items = 50))]
    pub correction_statements: Option<Vec<NewCorrectionStatement>>,
}

/// Changes to a person. Fields left out stay as they are; `null` clears an optional field.
/// `AddressHistory` and `EmploymentHistory`, when sent, replace the lists whole.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PersonContactUpdate {
    /// Which of the person's profiles `isKeyContact` applies to; required with
    /// `isKeyContact: true` when the person belongs to several profiles.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// True makes the person the key contact of the profile; false changes nothing.
    #[oai(nullable)]
    pub is_key_contact: Option<bool>,
    /// Your own id for the contact; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
    #[oai(nullable, validator(max_length = 20))]
    pub title: MaybeUndefined<String>,
    pub first_name: MaybeUndefined<NonBlank<100>>,
    #[oai(nullable, validator(max_length = 100))]
    pub middle_name: MaybeUndefined<String>,
    pub last_name: MaybeUndefined<NonBlank<100>>,
    #[oai(nullable, validator(max_length = 100))]
    pub preferred_name: MaybeUndefined<String>,
    #[oai(nullable)]
    pub date_of_birth: MaybeUndefined<Date>,
    #[oai(nullable)]
    pub gender: MaybeUndefined<Gender>,
    #[oai(nullable)]
    pub email: MaybeUndefined<Email>,
    #[oai(nullable)]
    pub phone: MaybeUndefined<Phone>,
    #[oai(nullable)]
    pub mobile_phone: MaybeUndefined<Phone>,
    #[oai(nullable, rename = "AddressHistory", validator(max_items = 50))]
    pub address_history: MaybeUndefined<Vec<NewAddressLine>>,
    #[oai(nullable, rename = "EmploymentHistory", validator(max_items = 50))]
    pub employment_history: MaybeUndefined<Vec<NewEmploymentLine>>,
    /// True archives the contact; false restores it.
    #[oai(rename = "IsArchived", nullable)]
    pub is_archived: Option<bool>,
}

/// A new company. Without `profileId` a business profile named after it is created with the
/// company as its key contact.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct CompanyContactCreate {
    /// The profile to add the company to.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// True makes the company the key contact of `profileId`.
    #[oai(nullable)]
    pub is_key_contact: Option<bool>,
    /// Your own id for the contact: unique among your organisation's contacts of every type
    /// (409 `external_id_taken` naming the contact holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
    pub company_name: NonBlank<200>,
    #[oai(nullable, validator(max_length = 200))]
    pub trading_name: Option<String>,
    /// New Zealand Business Number: 13 digits.
    #[oai(nullable)]
    pub nzbn: Option<Nzbn>,
    #[oai(nullable, validator(max_length = 20))]
    pub company_number: Option<String>,
    #[oai(nullable, validator(max_length = 100))]
    pub industry: Option<String>,
    #[oai(nullable)]
    pub email: Option<Email>,
    #[oai(nullable)]
    pub phone: Option<Phone>,
    /// Statements of correction to read the contact with, as another system attached them
    /// (an import carries them); a declined correction request attaches its own.
    #[oai(nullable, validator(max_items = 50))]
    pub correction_statements: Option<Vec<NewCorrectionStatement>>,
}

/// Changes to a company. Fields left out stay as they are; `null` clears an optional field.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct CompanyContactUpdate {
    /// Which of the company's profiles `isKeyContact` applies to.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// True makes the company the key contact of the profile; false changes nothing.
    #[oai(nullable)]
    pub is_key_contact: Option<bool>,
    /// Your own id for the contact; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
    pub company_name: MaybeUndefined<NonBlank<200>>,
    #[oai(nullable, validator(max_length = 200))]
    pub trading_name: MaybeUndefined<String>,
    #[oai(nullable)]
    pub nzbn: MaybeUndefined<Nzbn>,
    #[oai(nullable, validator(max_length = 20))]
    pub company_number: MaybeUndefined<String>,
    #[oai(nullable, validator(max_length = 100))]
    pub industry: MaybeUndefined<String>,
    #[oai(nullable)]
    pub email: MaybeUndefined<Email>,
    #[oai(nullable)]
    pub phone: MaybeUndefined<Phone>,
    /// True archives the contact; false restores it.
    #[oai(rename = "IsArchived", nullable)]
    pub is_archived: Option<bool>,
}

/// A new trust. Without `profileId` a business profile named after it is created with the trust
/// as its key contact.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TrustContactCreate {
    /// The profile to add the trust to.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// True makes the trust the key contact of `profileId`.
    #[oai(nullable)]
    pub is_key_contact: Option<bool>,
    /// Your own id for the contact: unique among your organisation's contacts of every type
    /// (409 `external_id_taken` naming the contact holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
    pub trust_name: NonBlank<200>,
    #[oai(nullable)]
    pub trust_type: Option<TrustType>,
    /// Not in the future.
    #[oai(nullable)]
    pub settlement_date: Option<Date>,
    #[oai(nullable)]
    pub email: Option<Email>,
    #[oai(nullable)]
    pub phone: Option<Phone>,
    /// Statements of correction to read the contact with, as another system attached them
    /// (an import carries them); a declined correction request attaches its own.
    #[oai(nullable, validator(max_items = 50))]
    pub correction_statements: Option<Vec<NewCorrectionStatement>>,
}

/// Changes to a trust. Fields left out stay as they are; `null` clears an optional field.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TrustContactUpdate {
    /// Which of the trust's profiles `isKeyContact` applies to.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// True makes the trust the key contact of the profile; false changes nothing.
    #[oai(nullable)]
    pub is_key_contact: Option<bool>,
    /// Your own id for the contact; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
    pub trust_name: MaybeUndefined<NonBlank<200>>,
    #[oai(nullable)]
    pub trust_type: MaybeUndefined<TrustType>,
    #[oai(nullable)]
    pub settlement_date: MaybeUndefined<Date>,
    #[oai(nullable)]
    pub email: MaybeUndefined<Email>,
    #[oai(nullable)]
    pub phone: MaybeUndefined<Phone>,
    /// True archives the contact; false restores it.
    #[oai(rename = "IsArchived", nullable)]
    pub is_archived: Option<bool>,
}

fn new_contact(profile_id: Option<Uuid>, is_key_contact: Option<bool>, state: ContactState) -> NewContact {
    NewContact { state, profile_id, is_key_contact: is_key_contact.unwrap_or(false) }
}

fn lines<W, T>(lines: &Option<Vec<W>>, convert: impl Fn(&W) -> T) -> Vec<T> {
    lines.iter().flatten().map(convert).collect()
}

impl PersonContactCreate {
    pub fn into_new(self) -> NewContact {
        let state = ContactState {
            email: self.email.map(String::from),
            phone: self.phone.map(String::from),
            is_archived: false,
            external_id: self.external_id.map(String::from),
            correction_statements: lines(&self.correction_statements, |l| CorrectionStatement::from(l)),
            kind: ContactKind::Person(PersonState {
                title: self.title,
                first_name: self.first_name.into(),
                middle_name: self.middle_name,
                last_name: self.last_name.into(),
                preferred_name: self.preferred_name,
                date_of_birth: self.date_of_birth.map(|d| d.0),
                gender: self.gender,
                mobile_phone: self.mobile_phone.map(String::from),
                addresses: lines(&self.address_history, |l| AddressRecord::from(l)),
                employments: lines(&self.employment_history, |l| EmploymentRecord::from(l)),
            }),
        };
        new_contact(self.profile_id, self.is_key_contact, state)
    }
}

impl CompanyContactCreate {
    pub fn into_new(self) -> NewContact {
        let state = ContactState {
            email: self.email.map(String::from),
            phone: self.phone.map(String::from),
            is_archived: false,
            external_id: self.external_id.map(String::from),
            correction_statements: lines(&self.correction_statements, |l| CorrectionStatement::from(l)),
            kind: ContactKind::Company(CompanyState {
                company_name: self.company_name.into(),
                trading_name: self.trading_name,
                nzbn: self.nzbn.map(String::from),
                company_number: self.company_number,
                industry: self.industry,
            }),
        };
        new_contact(self.profile_id, self.is_key_contact, state)
    }
}

impl TrustContactCreate {
    pub fn into_new(self) -> NewContact {
        let state = ContactState {
            email: self.email.map(String::from),
            phone: self.phone.map(String::from),
            is_archived: false,
            external_id: self.external_id.map(String::from),
            correction_statements: lines(&self.correction_statements, |l| CorrectionStatement::from(l)),
            kind: ContactKind::Trust(TrustState {
                trust_name: self.trust_name.into(),
                trust_type: self.trust_type,
                settlement_date: self.settlement_date.map(|d| d.0),
            }),
        };
        new_contact(self.profile_id, self.is_key_contact, state)
    }
}

/// The parts every contact update shares.
fn apply_common(
    state: &mut ContactState,
    email: &MaybeUndefined<Email>,
    phone: &MaybeUndefined<Phone>,
    external_id: &MaybeUndefined<ExternalId>,
    is_archived: Option<bool>,
) {
    patch::optional(&mut state.external_id, external_id);
    patch::optional(&mut state.email, email);
    patch::optional(&mut state.phone, phone);
    if let Some(archived) = is_archived {
        state.is_archived = archived;
    }
}

/// What an update body does to a contact.
pub trait ContactUpdate: Send + Sync + 'static {
    fn key_change(&self) -> KeyContactChange;
    fn apply(&self, state: &mut ContactState, problems: &mut Problems);
}

impl ContactUpdate for PersonContactUpdate {
    fn key_change(&self) -> KeyContactChange {
        KeyContactChange { profile_id: self.profile_id, is_key_contact: self.is_key_contact }
    }

    fn apply(&self, state: &mut ContactState, problems: &mut Problems) {
        apply_common(state, &self.email, &self.phone, &self.external_id, self.is_archived);
        let ContactKind::Person(p) = &mut state.kind else { return };
        patch::optional(&mut p.title, &self.title);
        patch::required(&mut p.first_name, &self.first_name, "firstName", problems);
        patch::optional(&mut p.middle_name, &self.middle_name);
        patch::required(&mut p.last_name, &self.last_name, "lastName", problems);
        patch::optional(&mut p.preferred_name, &self.preferred_name);
        patch::optional_as(&mut p.date_of_birth, &self.date_of_birth, |d| d.0);
        patch::optional(&mut p.gender, &self.gender);
        patch::optional(&mut p.mobile_phone, &self.mobile_phone);
        patch::list(&mut p.addresses, &self.address_history, |l| AddressRecord::from(l));
        patch::list(&mut p.employments, &self.employment_history, |l| EmploymentRecord::from(l));
    }
}

impl ContactUpdate for CompanyContactUpdate {
    fn key_change(&self) -> KeyContactChange {
        KeyContactChange { profile_id: self.profile_id, is_key_contact: self.is_key_contact }
    }

    fn apply(&self, state: &mut ContactState, problems: &mut Problems) {
        apply_common(state, &self.email, &self.phone, &self.external_id, self.is_archived);
        let ContactKind::Company(c) = &mut state.kind else { return };
        patch::required(&mut c.company_name, &self.company_name, "companyName", problems);
        patch::optional(&mut c.trading_name, &self.trading_name);
        patch::optional(&mut c.nzbn, &self.nzbn);
        patch::optional(&mut c.company_number, &self.company_number);
        patch::optional(&mut c.industry, &self.industry);
    }
}

impl ContactUpdate for TrustContactUpdate {
    fn key_change(&self) -> KeyContactChange {
        KeyContactChange { profile_id: self.profile_id, is_key_contact: self.is_key_contact }
    }

    fn apply(&self, state: &mut ContactState, problems: &mut Problems) {
        apply_common(state, &self.email, &self.phone, &self.external_id, self.is_archived);
        let ContactKind::Trust(t) = &mut state.kind else { return };
        patch::required(&mut t.trust_name, &self.trust_name, "trustName", problems);
        patch::optional(&mut t.trust_type, &self.trust_type);
        patch::optional_as(&mut t.settlement_date, &self.settlement_date, |d| d.0);
    }
}
