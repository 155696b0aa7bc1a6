//! The editable state of a contact, shared by create and update: requests are turned into a
//! `ContactState` (an update by changing the stored one), which is validated once, here.

use chrono::{NaiveDate, Utc};
use sea_orm::ActiveValue::Set;
use uuid::Uuid;

use super::{
    history::{self, AddressRecord, EmploymentRecord},
    statements::{self, CorrectionStatement},
};
use crate::{
    entity::contact::{self, ContactType, Gender, TrustType},
    service::{Problems, search},
};

#[derive(Debug, Clone, PartialEq)]
pub struct ContactState {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub is_archived: bool,
    /// The integrator's own id (`externalId`).
    pub external_id: Option<String>,
    /// Statements of correction the contact is to be read with (IPP 7).
    pub correction_statements: Vec<CorrectionStatement>,
    pub kind: ContactKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ContactKind {
    Person(PersonState),
    Company(CompanyState),
    Trust(TrustState),
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct PersonState {
    pub title: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub preferred_name: Option<String>,
    pub date_of_birth: Option<NaiveDate>,
    pub gender: Option<Gender>,
    pub mobile_phone: Option<String>,
    pub addresses: Vec<AddressRecord>,
    pub employments: Vec<EmploymentRecord>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct CompanyState {
    pub company_name: String,
    pub trading_name: Option<String>,
    pub nzbn: Option<String>,
    pub company_number: Option<String>,
    pub industry: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct TrustState {
    pub trust_name: String,
    pub trust_type: Option<TrustType>,
    pub settlement_date: Option<NaiveDate>,
}

impl ContactState {
    pub fn contact_type(&self) -> ContactType {
        match self.kind {
            ContactKind::Person(_) => ContactType::Person,
            ContactKind::Company(_) => ContactType::Company,
            ContactKind::Trust(_) => ContactType::Trust,
        }
    }

    /// "First Last", or the company's or trust's name.
    pub fn display_name(&self) -> String {
        match &self.kind {
            ContactKind::Person(p) => format!("{} {}", p.first_name.trim(), p.last_name.trim()),
            ContactKind::Company(c) => c.company_name.trim().to_string(),
            ContactKind::Trust(t) => t.trust_name.trim().to_string(),
        }
    }

    /// The text a search matches: names, e-mail and phone numbers.
    pub fn searchable_text(&self) -> String {
        let mut parts: Vec<Option<&str>> = vec![self.email.as_deref(), self.phone.as_deref()];
        match &self.kind {
            ContactKind::Person(p) => parts.extend([
                Some(p.first_name.as_str()),
                p.middle_name.as_deref(),
                Some(p.last_name.as_str()),
                p.preferred_name.as_deref(),
                p.mobile_phone.as_deref(),
            ]),
            ContactKind::Company(c) => {
                parts.extend([Some(c.company_name.as_str()), c.trading_name.as_deref()])
            }
            ContactKind::Trust(t) => parts.push(Some(t.trust_name.as_str())),
        }
        search::searchable_text(parts)
    }

    /// Every problem with the state, by field name as the API spells it.
    /// The checks a create makes of the state alone, before it reads anything.
    pub fn check(&self) -> Result<(), crate::error::ServiceError> {
        let mut problems = Problems::new();
        self.validate(&mut problems);
        problems.finish()
    }

    pub fn validate(&self, problems: &mut Problems) {
        if let Some(email) = &self.email {
            problems.require_email("email", email);
        }
        problems.optional_phone("phone", &self.phone);
        statements::validate(problems, &self.correction_statements);
        match &self.kind {
            ContactKind::Person(p) => {
                problems.require_text("firstName", &p.first_name, 100);
                problems.require_text("lastName", &p.last_name, 100);
                for (field, value, max) in [
                    ("title", &p.title, 20),
                    ("middleName", &p.middle_name, 100),
                    ("preferredName", &p.preferred_name, 100),
                ] {
                    problems.optional_text(field, value, max);
                }
                problems.optional_phone("mobilePhone", &p.mobile_phone);
                if let Some(born) = p.date_of_birth {
                    let today = Utc::now().date_naive();
                    if born > today || born < NaiveDate::from_ymd_opt(1900, 1, 1).unwrap_or(today) {
                        problems.add("dateOfBirth", "must be a date between 1900-01-01 and today");
                    }
                }
                history::validate_addresses(problems, &p.addresses);
                history::validate_employments(problems, &p.employments);
            }
            ContactKind::Company(c) => {
                problems.require_text("companyName", &c.company_name, 200);
                problems.optional_text("tradingName", &c.trading_name, 200);
                problems.optional_text("companyNumber", &c.company_number, 20);
                problems.optional_text("industry", &c.industry, 100);
                problems.optional_nzbn("nzbn", &c.nzbn);
            }
            ContactKind::Trust(t) => {
                problems.require_text("trustName", &t.trust_name, 200);
                if t.settlement_date.is_some_and(|date| date > Utc::now().date_naive()) {
                    problems.add("settlementDate", "must not be in the future");
                }
            }
        }
    }

    /// The state stored in `model`.
    pub fn from_model(model: &contact::Model) -> Self {
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        let kind = match model.contact_type {
            ContactType::Person => ContactKind::Person(PersonState {
                title: model.title.clone(),
                first_name: text(&model.first_name),
                middle_name: model.middle_name.clone(),
                last_name: text(&model.last_name),
                preferred_name: model.preferred_name.clone(),
                date_of_birth: model.date_of_birth,
                gender: model.gender,
                mobile_phone: model.mobile_phone.clone(),
                addresses: history::decode(&model.address_history),
                employments: history::decode(&model.employment_history),
            }),
            ContactType::Company => ContactKind::Company(CompanyState {
                company_name: text(&model.company_name),
                trading_name: model.trading_name.clone(),
                nzbn: model.nzbn.clone(),
                company_number: model.company_number.clone(),
                industry: model.industry.clone(),
            }),
            ContactType::Trust => ContactKind::Trust(TrustState {
                trust_name: text(&model.trust_name),
                trust_type: model.trust_type,
                settlement_date: model.settlement_date,
            }),
        };
        ContactState {
            email: model.email.clone(),
            phone: model.phone.clone(),
            is_archived: model.is_archived,
            external_id: model.external_id.clone(),
            correction_statements: statements::decode_column(&model.correction_statements),
            kind,
        }
    }

    /// The row for this state; columns of other contact types are null.
    pub fn to_active_model(&self, id: Uuid, organisation_id: Uuid) -> contact::ActiveModel {
        let trimmed = |value: &str| value.trim().to_string();
        let now = Utc::now();
        let mut row = contact::ActiveModel {
            id: Set(id),
            organisation_id: Set(organisation_id),
            contact_type: Set(self.contact_type()),
            display_name: Set(self.display_name()),
            email: Set(self.email.as_deref().map(|e| e.trim().to_lowercase())),
            phone: Set(self.phone.clone()),
            mobile_phone: Set(None),
            title: Set(None),
            first_name: Set(None),
            middle_name: Set(None),
            last_name: Set(None),
            preferred_name: Set(None),
            date_of_birth: Set(None),
            gender: Set(None),
            company_name: Set(None),
            trading_name: Set(None),
            nzbn: Set(None),
            company_number: Set(None),
            industry: Set(None),
            trust_name: Set(None),
            trust_type: Set(None),
            settlement_date: Set(None),
            address_history: Set("[]".to_string()),
            employment_history: Set("[]".to_string()),
            is_archived: Set(self.is_archived),
            created_at: Set(Some(now)),
            modified_at: Set(now),
            external_id: Set(self.external_id.clone()),
            correction_statements: Set(statements::encode_column(&self.correction_statements)),
            // Only an erasure sets it (`service::privacy::erasure`); no edit of the state does.
            erased_at: sea_orm::ActiveValue::NotSet,
        };
        match &self.kind {
            ContactKind::Person(p) => {
                row.title = Set(p.title.clone());
                row.first_name = Set(Some(trimmed(&p.first_name)));
                row.middle_name = Set(p.middle_name.clone());
                row.last_name = Set(Some(trimmed(&p.last_name)));
                row.preferred_name = Set(p.preferred_name.clone());
                row.date_of_birth = Set(p.date_of_birth);
                row.gender = Set(p.gender);
                row.mobile_phone = Set(p.mobile_phone.clone());
                row.address_history = Set(history::encode(&p.addresses));
                row.employment_history = Set(history::encode(&p.employments));
            }
            ContactKind::Company(c) => {
                row.company_name = Set(Some(trimmed(&c.company_name)));
                row.trading_name = Set(c.trading_name.clone());
                row.nzbn = Set(c.nzbn.clone());
                row.company_number = Set(c.company_number.clone());
                row.industry = Set(c.industry.clone());
            }
            ContactKind::Trust(t) => {
                row.trust_name = Set(Some(trimmed(&t.trust_name)));
                row.trust_type = Set(t.trust_type);
                row.settlement_date = Set(t.settlement_date);
            }
        }
        row
    }
}
