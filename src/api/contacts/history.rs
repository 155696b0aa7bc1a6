//! Address and employment history lines on the wire.

use poem_openapi::Object;

use crate::{
    service::contacts::history::{AddressRecord, DEFAULT_COUNTRY, EmploymentRecord, EmploymentType},
    types::{Date, Money, NonBlank},
};

/// One address a person has lived at.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct AddressLine {
    #[oai(rename = "addressLine1")]
    #[serde(rename = "addressLine1")]
    pub address_line1: String,
    #[oai(rename = "addressLine2", nullable)]
    #[serde(rename = "addressLine2")]
    pub address_line2: Option<String>,
    #[oai(nullable)]
    pub suburb: Option<String>,
    #[oai(nullable)]
    pub city: Option<String>,
    #[oai(nullable)]
    pub postcode: Option<String>,
    /// Country; `NZ` unless stated.
    pub country: String,
    /// When the person moved in.
    #[oai(nullable)]
    pub from_date: Option<Date>,
    /// When the person moved out; null while they live there.
    #[oai(nullable)]
    pub to_date: Option<Date>,
    /// True for the address the person lives at now (at most one line).
    pub is_current: bool,
}

/// One address a person has lived at. `addressLine1` is required; `fromDate` must not be after
/// `toDate`; at most one line may be current.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct NewAddressLine {
    #[oai(rename = "addressLine1")]
    pub address_line1: NonBlank<200>,
    #[oai(rename = "addressLine2", nullable, validator(max_length = 200))]
    pub address_line2: Option<String>,
    #[oai(nullable, validator(max_length = 100))]
    pub suburb: Option<String>,
    #[oai(nullable, validator(max_length = 100))]
    pub city: Option<String>,
    #[oai(nullable, validator(max_length = 10))]
    pub postcode: Option<String>,
    /// Country; `NZ` when omitted.
    #[oai(nullable, validator(max_length = 100))]
    pub country: Option<String>,
    #[oai(nullable)]
    pub from_date: Option<Date>,
    #[oai(nullable)]
    pub to_date: Option<Date>,
    /// Defaults to false.
    #[oai(nullable)]
    pub is_current: Option<bool>,
}

/// One job a person has held.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct EmploymentLine {
    pub employer_name: String,
    #[oai(nullable)]
    pub occupation: Option<String>,
    #[oai(nullable)]
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub employment_type: Option<EmploymentType>,
    /// Gross annual income before tax.
    #[oai(nullable)]
    pub annual_income: Option<Money>,
    #[oai(nullable)]
    pub from_date: Option<Date>,
    #[oai(nullable)]
    pub to_date: Option<Date>,
    /// True for the person's current job (at most one line).
    pub is_current: bool,
}

/// One job a person has held. `employerName` is required; `annualIncome` must not be negative;
/// `fromDate` must not be after `toDate`; at most one line may be current.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct NewEmploymentLine {
    pub employer_name: NonBlank<200>,
    #[oai(nullable, validator(max_length = 200))]
    pub occupation: Option<String>,
    #[oai(nullable)]
    pub employment_type: Option<EmploymentType>,
    /// Gross annual income before tax; not negative.
    #[oai(nullable)]
    pub annual_income: Option<Money>,
    #[oai(nullable)]
    pub from_date: Option<Date>,
    #[oai(nullable)]
    pub to_date: Option<Date>,
    /// Defaults to false.
    #[oai(nullable)]
    pub is_current: Option<bool>,
}

impl From<&AddressRecord> for AddressLine {
    fn from(line: &AddressRecord) -> Self {
        AddressLine {
            address_line1: line.address_line1.clone(),
            address_line2: line.address_line2.clone(),
            suburb: line.suburb.clone(),
            city: line.city.clone(),
            postcode: line.postcode.clone(),
            country: line.country.clone(),
            from_date: line.from_date.map(Date),
            to_date: line.to_date.map(Date),
            is_current: line.is_current,
        }
    }
}

impl From<&NewAddressLine> for AddressRecord {
    fn from(line: &NewAddressLine) -> Self {
        AddressRecord {
            address_line1: line.address_line1.trim().to_string(),
            address_line2: line.address_line2.clone(),
            suburb: line.suburb.clone(),
            city: line.city.clone(),
            postcode: line.postcode.clone(),
            country: line.country.clone().unwrap_or_else(|| DEFAULT_COUNTRY.to_string()),
            from_date: line.from_date.map(|d| d.0),
            to_date: line.to_date.map(|d| d.0),
            is_current: line.is_current.unwrap_or(false),
        }
    }
}

impl From<&EmploymentRecord> for EmploymentLine {
    fn from(line: &EmploymentRecord) -> Self {
        EmploymentLine {
            employer_name: line.employer_name.clone(),
            occupation: line.occupation.clone(),
            employment_type: line.employment_type,
            annual_income: line.annual_income.map(Money::from_cents),
            from_date: line.from_date.map(Date),
            to_date: line.to_date.map(Date),
            is_current: line.is_current,
        }
    }
}

impl From<&NewEmploymentLine> for EmploymentRecord {
    fn from(line: &NewEmploymentLine) -> Self {
        EmploymentRecord {
            employer_name: line.employer_name.trim().to_string(),
            occupation: line.occupation.clone(),
            employment_type: line.employment_type,
            annual_income: line.annual_income.map(Money::cents),
            from_date: line.from_date.map(|d| d.0),
            to_date: line.to_date.map(|d| d.0),
            is_current: line.is_current.unwrap_or(false),
        }
    }
}
