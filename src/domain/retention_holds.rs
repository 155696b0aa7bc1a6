//! The record-keeping duties that hold a person's information against erasure (IPP 9 bounds how
//! long it may be kept; these bound how soon it may go):
//! - **advice records**: a financial advice provider's licence condition keeps its advice
//!   records at least seven years, counted from the latest record concerning the person (an
//!   opportunity, product, policy or note);
//! - **AML/CFT** (ss 50–51 of the AML/CFT Act 2009): identity and verification records five
//!   years after the business relationship ends, taken as the archiving of the person's last
//!   active profile; while one is active the relationship goes on, and the hold has no end yet.
//!
//! The CCCFA's seven years bind lenders, not the advisers this service serves, and are not a
//! hold here. The lengths are the operator's to lengthen (`PRIVACY_HOLD_*_YEARS`), never to
//! shorten below the statutes'.

use chrono::{Months, NaiveDate};

/// Years each hold lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoldYears {
    pub advice_records: u32,
    pub aml_cft: u32,
}

impl HoldYears {
    /// The statutes' minimums.
    pub const STATUTORY: HoldYears = HoldYears { advice_records: 7, aml_cft: 5 };
}

/// The person's relationship with the organisation, as their profiles show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relationship {
    /// They belong to no profile: there is no relationship to end.
    None,
    /// At least one of their profiles is active.
    Active,
    /// Every profile of theirs is archived, the last of them on this day.
    EndedOn(NaiveDate),
}

/// What the holds are counted from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PersonRecords {
    /// The day of the latest advice record concerning the person, if any.
    pub latest_advice_record: Option<NaiveDate>,
    pub relationship: Relationship,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoldReason {
    AdviceRecords,
    AmlCft,
}

/// One hold: why, from when, and the first day the information may go (`None`: not before the
/// relationship ends, and then `aml_cft` years more).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hold {
    pub reason: HoldReason,
    pub since: Option<NaiveDate>,
    pub ends_on: Option<NaiveDate>,
}

/// The holds still in force on `today`, advice records first.
pub fn holds(records: PersonRecords, years: HoldYears, today: NaiveDate) -> Vec<Hold> {
    let after = |day: NaiveDate, years: u32| {
        day.checked_add_months(Months::new(years * 12)).unwrap_or(NaiveDate::MAX)
    };
    let mut holds = Vec::new();
    if let Some(latest) = records.latest_advice_record {
        holds.push(Hold {
            reason: HoldReason::AdviceRecords,
            since: Some(latest),
            ends_on: Some(after(latest, years.advice_records)),
        });
    }
    match records.relationship {
        Relationship::None => {}
        Relationship::Active => holds.push(Hold { reason: HoldReason::AmlCft, since: None, ends_on: None }),
        Relationship::EndedOn(ended) => holds.push(Hold {
            reason: HoldReason::AmlCft,
            since: Some(ended),
            ends_on: Some(after(ended, years.aml_cft)),
        }),
    }
    holds.retain(|hold| hold.ends_on.is_none_or(|end| end > today));
    holds
}

/// The first day none of `holds` applies, as far as is known on `today`: `today` when there are
/// none, `None` while one has no end.
pub fn erasable_on(holds: &[Hold], today: NaiveDate) -> Option<NaiveDate> {
    holds.iter().map(|hold| hold.ends_on).try_fold(today, |latest, end| Some(latest.max(end?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn advice_records_hold_seven_years_from_the_latest_and_aml_five_from_the_end() {
        let records = PersonRecords {
            latest_advice_record: Some(day("2024-02-29")),
            relationship: Relationship::EndedOn(day("2025-03-01")),
        };
        let found = holds(records, HoldYears::STATUTORY, day("2026-12-06"));
        assert_eq!(
            found,
            [
                Hold {
                    reason: HoldReason::AdviceRecords,
                    since: Some(day("2024-02-29")),
                    ends_on: Some(day("2031-02-28"))
                },
                Hold {
                    reason: HoldReason::AmlCft,
                    since: Some(day("2025-03-01")),
                    ends_on: Some(day("2030-03-01"))
                },
            ]
        );
        // A hold is over on its end day.
        assert_eq!(holds(records, HoldYears::STATUTORY, day("2031-02-28")).len(), 0);
        assert_eq!(holds(records, HoldYears::STATUTORY, day("2030-03-01")).len(), 1);
        assert_eq!(erasable_on(&found, day("2026-12-06")), Some(day("2031-02-28")));
        assert_eq!(erasable_on(&[], day("2026-12-06")), Some(day("2026-12-06")));
    }

    #[test]
    fn an_active_relationship_holds_without_an_end_and_no_records_hold_nothing() {
        let active = PersonRecords { latest_advice_record: None, relationship: Relationship::Active };
        let found = holds(active, HoldYears::STATUTORY, day("2026-12-06"));
        assert_eq!(found, [Hold { reason: HoldReason::AmlCft, since: None, ends_on: None }]);
        assert_eq!(erasable_on(&found, day("2026-12-06")), None);
        let nothing = PersonRecords { latest_advice_record: None, relationship: Relationship::None };
        assert!(holds(nothing, HoldYears::STATUTORY, day("2026-12-06")).is_empty());
        // Longer lengths are the operator's to set.
        let longer = HoldYears { advice_records: 10, aml_cft: 5 };
        let old =
            PersonRecords { latest_advice_record: Some(day("2018-01-10")), relationship: Relationship::None };
        assert_eq!(holds(old, longer, day("2026-12-06"))[0].ends_on, Some(day("2028-01-10")));
        assert!(holds(old, HoldYears::STATUTORY, day("2026-12-06")).is_empty());
    }
}
