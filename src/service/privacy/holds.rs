//! The retention holds on a request's person (`domain::retention_holds`), counted from their
//! records as the access bundle finds them: the latest change of an opportunity of their
//! profiles, a product or policy of theirs, or a note on their profiles; and the archiving of
//! their profiles (an archived profile's last change is its archiving: it cannot change again
//! until restored).

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Pacific::Auckland;
use uuid::Uuid;

pub use crate::domain::retention_holds::{Hold, HoldReason, HoldYears, erasable_on};
pub(crate) use crate::service::opportunities::today;
use crate::{
    db::Database,
    domain::retention_holds::{self, PersonRecords, Relationship},
    entity::privacy_request,
    error::ServiceError,
    service::{
        privacy::{
            bundle,
            review::{self, ReviewItem},
        },
        scoped,
    },
};

/// The holds in force today (New Zealand time) on the person of request `request_id`.
pub async fn of_request(
    db: &Database,
    organisation_id: Uuid,
    request_id: Uuid,
    years: HoldYears,
) -> Result<(privacy_request::Model, Vec<Hold>), ServiceError> {
    let found = assess(db, organisation_id, request_id, years, today()).await?;
    Ok((found.request, found.holds))
}

/// What an erasure of a request's person meets on a day: the holds then, and the records whose
/// free text it leaves for review.
pub struct Assessment {
    pub request: privacy_request::Model,
    pub holds: Vec<Hold>,
    pub review: Vec<ReviewItem>,
}

/// The holds in force `on` a day on the person of request `request_id` (the clock is a
/// parameter, so the scheduled erasures' runner and its tests can set it).
pub async fn assess(
    db: &Database,
    organisation_id: Uuid,
    request_id: Uuid,
    years: HoldYears,
    on: NaiveDate,
) -> Result<Assessment, ServiceError> {
    let request = scoped::find::<privacy_request::Entity>(db, organisation_id, request_id, false).await?;
    let records = bundle::records(db, organisation_id, request).await?;
    let changed = records
        .opportunities
        .iter()
        .map(|opportunity| opportunity.model.modified_at)
        .chain(records.mortgages.iter().map(|product| product.modified_at))
        .chain(records.kiwi_savers.iter().map(|product| product.modified_at))
        .chain(records.investments.iter().map(|product| product.modified_at))
        .chain(records.policies.iter().map(|policy| policy.model.modified_at))
        .chain(records.notes.iter().map(|note| note.model.modified_at));
    let relationship = if records.profiles.is_empty() {
        Relationship::None
    } else if records.profiles.iter().any(|profile| !profile.model.is_archived) {
        Relationship::Active
    } else {
        let archived = records.profiles.iter().map(|profile| profile.model.modified_at).max();
        Relationship::EndedOn(archived.map(nz_day).unwrap_or(on))
    };
    let person = PersonRecords { latest_advice_record: changed.max().map(nz_day), relationship };
    let review = review::items(&records.notes, &records.opportunities);
    Ok(Assessment { request: records.request, holds: retention_holds::holds(person, years, on), review })
}

fn nz_day(at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&Auckland).date_naive()
}
