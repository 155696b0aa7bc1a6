//! A person's address and employment history: lists stored with the contact (as JSON) and
//! replaced whole when a request carries them.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::service::Problems;

/// Country recorded when an address line names none.
pub const DEFAULT_COUNTRY: &str = "NZ";

/// How a person is employed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, poem_openapi::Enum)]
pub enum EmploymentType {
    FullTime,
    PartTime,
    SelfEmployed,
    Contractor,
    Casual,
    Unemployed,
    Retired,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AddressRecord {
    pub address_line1: String,
    pub address_line2: Option<String>,
    pub suburb: Option<String>,
    pub city: Option<String>,
    pub postcode: Option<String>,
    pub country: String,
    pub from_date: Option<NaiveDate>,
    pub to_date: Option<NaiveDate>,
    pub is_current: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmploymentRecord {
    pub employer_name: String,
    pub occupation: Option<String>,
    pub employment_type: Option<EmploymentType>,
    /// Cents.
    pub annual_income: Option<i64>,
    pub from_date: Option<NaiveDate>,
    pub to_date: Option<NaiveDate>,
    pub is_current: bool,
}

/// Reads a stored list; a list that cannot be read is treated as empty rather than failing
/// every read of the contact (it can only come from outside the service).
pub fn decode<T: for<'de> Deserialize<'de>>(json: &str) -> Vec<T> {
    serde_json::from_str(json).unwrap_or_default()
}

pub fn encode<T: Serialize>(lines: &[T]) -> String {
    serde_json::to_string(lines).unwrap_or_else(|_| "[]".to_string())
}

fn check_period(problems: &mut Problems, at: &str, from: Option<NaiveDate>, to: Option<NaiveDate>) {
    if let (Some(from), Some(to)) = (from, to)
        && from > to
    {
        problems.add(format!("{at}.toDate"), "must not be before fromDate");
    }
}

fn check_one_current(problems: &mut Problems, list: &str, current: usize) {
    if current > 1 {
        problems.add(list, "at most one line may be current");
    }
}

pub fn validate_addresses(problems: &mut Problems, lines: &[AddressRecord]) {
    for (index, line) in lines.iter().enumerate() {
        let at = format!("AddressHistory[{index}]");
        problems.require_text(&format!("{at}.addressLine1"), &line.address_line1, 200);
        for (name, value, max) in [
            ("addressLine2", &line.address_line2, 200),
            ("suburb", &line.suburb, 100),
            ("city", &line.city, 100),
            ("postcode", &line.postcode, 10),
        ] {
            problems.optional_text(format!("{at}.{name}"), value, max);
        }
        problems.require_text(&format!("{at}.country"), &line.country, 100);
        check_period(problems, &at, line.from_date, line.to_date);
    }
    check_one_current(problems, "AddressHistory", lines.iter().filter(|l| l.is_current).count());
}

pub fn validate_employments(problems: &mut Problems, lines: &[EmploymentRecord]) {
    for (index, line) in lines.iter().enumerate() {
        let at = format!("EmploymentHistory[{index}]");
        problems.require_text(&format!("{at}.employerName"), &line.employer_name, 200);
        problems.optional_text(format!("{at}.occupation"), &line.occupation, 200);
        if line.annual_income.is_some_and(|cents| cents < 0) {
            problems.add(format!("{at}.annualIncome"), "must not be negative");
        }
        check_period(problems, &at, line.from_date, line.to_date);
    }
    check_one_current(problems, "EmploymentHistory", lines.iter().filter(|l| l.is_current).count());
}
