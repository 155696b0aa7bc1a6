//! What an erasure request's decision does: `erased` runs the erasure now, unless a retention
//! hold applies (409 `retention_hold`, each hold listed); `scheduled` sets the day it runs,
//! `scheduleOn` or the day the last hold ends, never before that day.

use chrono::NaiveDate;

use crate::{
    entity::privacy_request::{self, PrivacyRequestStatus as Status, PrivacyRequestType as Type},
    error::{ErrorCode, FieldError, ServiceError},
    service::{
        Problems,
        privacy::{
            holds::{Assessment, Hold, HoldReason, erasable_on},
            review::ReviewItem,
        },
    },
};

/// How a decision is carried out.
#[derive(Debug, Clone, PartialEq)]
pub enum Plan {
    /// Nothing of the erasure's (another decision, or a change of the notes).
    Nothing,
    /// The erasure runs in the decision's transaction, leaving these records for review.
    EraseNow(Vec<ReviewItem>),
    /// The erasure runs on this day.
    ScheduleOn(NaiveDate),
}

/// Whether a decision needs the holds: an erasure decided, scheduled or moved.
pub fn needs_holds(status: Option<Status>, schedule_on: Option<NaiveDate>) -> bool {
    matches!(status, Some(Status::Erased | Status::Scheduled)) || schedule_on.is_some()
}

/// The plan for a decision of `before` ending in `status`, with the holds of `assessment` (read
/// for any decision [`needs_holds`]) as of `today`.
pub fn plan(
    before: &privacy_request::Model,
    status: Status,
    schedule_on: Option<NaiveDate>,
    assessment: Option<&Assessment>,
    today: NaiveDate,
    problems: &mut Problems,
) -> Result<Plan, ServiceError> {
    if schedule_on.is_some() && (before.request_type != Type::Erasure || status != Status::Scheduled) {
        problems.add("scheduleOn", "is the day a scheduled erasure runs: send it with `status: scheduled`");
        return Ok(Plan::Nothing);
    }
    let Some(assessment) = assessment.filter(|_| before.request_type == Type::Erasure) else {
        return Ok(Plan::Nothing);
    };
    match status {
        Status::Erased if assessment.holds.is_empty() => Ok(Plan::EraseNow(assessment.review.clone())),
        Status::Erased => Err(held(&assessment.holds, today)),
        Status::Scheduled => {
            let Some(earliest) = erasable_on(&assessment.holds, today) else {
                return Err(held(&assessment.holds, today));
            };
            let day = schedule_on.or(before.schedule_on.filter(|_| before.status == Status::Scheduled));
            let day = day.unwrap_or(earliest);
            if day < earliest {
                problems.add(
                    "scheduleOn",
                    format!("cannot be before {earliest}, the first day no retention hold applies"),
                );
            }
            Ok(Plan::ScheduleOn(day))
        }
        _ => Ok(Plan::Nothing),
    }
}

/// The 409 of an erasure a hold keeps back: each hold, its reason and end date.
pub fn held(holds: &[Hold], today: NaiveDate) -> ServiceError {
    let errors = holds
        .iter()
        .enumerate()
        .map(|(index, hold)| {
            let reason = match hold.reason {
                HoldReason::AdviceRecords => "adviceRecords: advice records are kept",
                HoldReason::AmlCft => "amlCft: identity and verification records are kept",
            };
            let until = match hold.ends_on {
                Some(end) => format!("until {end}"),
                None => "until five years after the relationship ends (a profile of theirs is active)".into(),
            };
            FieldError::new(format!("holds[{index}]"), format!("{reason} {until}"))
        })
        .collect();
    let message = match erasable_on(holds, today) {
        Some(day) => format!(
            "retention holds keep this person's information until {day}: schedule the erasure \
             (`status: scheduled`) to run then; GET …/holds lists them"
        ),
        None => "a retention hold has no end while a profile of the person is active: archive \
                 their profiles, then schedule the erasure; GET …/holds lists the holds"
            .into(),
    };
    ServiceError::ConflictWith { code: ErrorCode::RetentionHold, message, errors }
}
