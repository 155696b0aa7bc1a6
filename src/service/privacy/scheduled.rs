//! Scheduled erasures: each runs on its `scheduleOn` day, once, whichever instance gets to it
//! first. Every instance looks every hour; the decision's transaction locks the request and
//! finds it no longer scheduled when another instance has carried it out. A hold that grew
//! since the erasure was scheduled (a new advice record) moves it to the day the hold now ends.

use chrono::NaiveDate;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::privacy_request::{self, PrivacyRequestStatus as Status},
    error::{ErrorCode, ServiceError},
    service::privacy::{
        corrections::ReadCorrection,
        holds::{self, HoldYears},
        requests::{self, Decision},
    },
};

/// What a run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ran {
    /// Requests whose erasure was carried out by this run.
    pub erased: Vec<Uuid>,
    /// Requests moved to a later day by a hold that grew.
    pub moved: Vec<Uuid>,
    /// Requests still held by a hold without an end (a profile was restored).
    pub held: Vec<Uuid>,
}

/// Carries out the erasures due `on` a day (its clock is a parameter, so tests can set it).
/// `read` is what decisions take; no erasure reads a correction.
pub async fn run_due(
    db: &Database,
    on: NaiveDate,
    years: HoldYears,
    read: ReadCorrection,
) -> Result<Ran, ServiceError> {
    let due = db
        .all(
            privacy_request::Entity::find()
                .filter(privacy_request::Column::Status.eq(Status::Scheduled))
                .filter(privacy_request::Column::ScheduleOn.lte(on))
                .order_by_asc(privacy_request::Column::Id),
        )
        .await?;
    let mut ran = Ran::default();
    for request in due {
        let (organisation_id, id) = (request.organisation_id, request.id);
        let scheduled = Some(Status::Scheduled);
        let erase = Decision { status: Some(Status::Erased), while_status: scheduled, ..Decision::default() };
        match requests::update_on(db, organisation_id, id, erase, read, years, on).await {
            Ok((_, true)) => ran.erased.push(id),
            // Another instance carried it out first, or a member decided it otherwise.
            Ok((_, false)) => {}
            Err(ServiceError::ConflictWith { code: ErrorCode::RetentionHold, .. }) => {
                let found = holds::assess(db, organisation_id, id, years, on).await?;
                match holds::erasable_on(&found.holds, on) {
                    Some(day) => {
                        let moved = Decision {
                            status: scheduled,
                            schedule_on: Some(day),
                            while_status: scheduled,
                            ..Decision::default()
                        };
                        if requests::update_on(db, organisation_id, id, moved, read, years, on).await?.1 {
                            ran.moved.push(id);
                        }
                    }
                    None => ran.held.push(id),
                }
            }
            Err(error) => return Err(error),
        }
    }
    Ok(ran)
}
