//! The register of Privacy Act requests: access (IPP 6), correction (IPP 7) and erasure
//! (IPP 9), each about one contact of the organisation. A request is due 20 working days after
//! the day it was received (`domain::working_days`), and is decided once: a decided request's
//! status never changes again, though its notes may. Requests are records like any other:
//! each write records its event (`privacy_request.*`, seen only with `privacy:manage`) and
//! its field history.

use chrono::{NaiveDate, Utc};
use sea_orm::{ActiveEnum, ActiveModelTrait, ActiveValue::Set, ColumnTrait, QueryFilter};
use serde_json::{Map, Value};
use uuid::Uuid;

use crate::{
    db::Database,
    domain::working_days::{self, DECIDE_WITHIN},
    entity::{
        contact,
        privacy_request::{self, PrivacyRequestStatus as Status, PrivacyRequestType as Type},
    },
    error::{ErrorCode, ServiceError},
    service::{
        Filter, Problems,
        events::{self, EventType, ResourceType},
        opportunities::today,
        privacy::{
            corrections::{self, ReadCorrection},
            erasure::{self, Plan},
            holds::{self, HoldYears},
            review,
        },
        scoped::{self, of_organisation},
    },
    types::{PageInfo, PageRequest},
};

/// Longest free text of a request (notes, decision notes, statement), in characters.
pub const MAX_TEXT_CHARS: usize = 10_000;

/// A request as it is opened.
#[derive(Debug, Clone)]
pub struct NewRequest {
    pub request_type: Type,
    pub contact_id: Uuid,
    pub received_on: NaiveDate,
    pub notes: Option<String>,
    /// A correction's values sought, as contact fields.
    pub corrections: Option<Map<String, Value>>,
}

/// The changes a `PATCH` carries: only those present are applied. `None` leaves a field;
/// `Some(None)` clears a text.
#[derive(Debug, Clone, Default)]
pub struct Decision {
    pub status: Option<Status>,
    pub decided_on: Option<NaiveDate>,
    pub notes: Option<Option<String>>,
    pub decision_notes: Option<Option<String>>,
    pub statement: Option<Option<String>>,
    /// The day a scheduled erasure runs.
    pub schedule_on: Option<NaiveDate>,
    /// Applied only while the request has this status; otherwise nothing changes (the
    /// scheduled erasures' runner, racing another instance or a member's decision).
    pub while_status: Option<Status>,
}

/// Filters of `GET /privacy/requests`.
#[derive(Debug, Clone, Default)]
pub struct RequestFilters {
    pub status: Option<Status>,
    pub request_type: Option<Type>,
    pub contact_id: Option<Uuid>,
}

/// The decisions a request of each type may end in.
fn decisions_of(request_type: Type) -> &'static [Status] {
    match request_type {
        Type::Access => &[Status::Granted, Status::Declined, Status::Withdrawn],
        Type::Correction => &[Status::Corrected, Status::Declined, Status::Withdrawn],
        Type::Erasure => &[Status::Erased, Status::Scheduled, Status::Declined, Status::Withdrawn],
    }
}

/// A status or type as the API spells it (the enums' stored values).
fn name_of(value: impl ActiveEnum<Value = String>) -> String {
    value.to_value()
}

/// "an access request", "a correction request", "an erasure request".
fn a_request_of(request_type: Type) -> String {
    let name = name_of(request_type);
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    format!("{article} {name} request")
}

/// The day a request received on `received_on` must be decided by; a day outside the holiday
/// table (or in the future) is a problem of `receivedOn`.
fn due_on(received_on: NaiveDate, problems: &mut Problems) -> Option<NaiveDate> {
    if received_on > today() {
        problems.add("receivedOn", "cannot be after today (New Zealand time)");
        return None;
    }
    match working_days::working_days_after(received_on, DECIDE_WITHIN) {
        Ok(due) => Some(due),
        Err(working_days::OutsideTable(year)) => {
            let (first, last) = working_days::TABLE_YEARS;
            problems.add(
                "receivedOn",
                format!(
                    "its due date would fall in {year}, outside the public holidays this service \
                     knows ({first} to {last})"
                ),
            );
            None
        }
    }
}

fn check_text(problems: &mut Problems, field: &str, value: &Option<String>) {
    problems.optional_text(field, value, MAX_TEXT_CHARS);
}

/// Opens a request, credited to `member` (the key's member, if any).
pub async fn create(
    db: &Database,
    organisation_id: Uuid,
    new: NewRequest,
    member: Option<Uuid>,
    read: ReadCorrection,
) -> Result<privacy_request::Model, ServiceError> {
    db.write_with(new, move |txn, new| async move {
        let txn = &*txn;
        let mut problems = Problems::new();
        let due = due_on(new.received_on, &mut problems);
        check_text(&mut problems, "notes", &new.notes);
        match (&new.corrections, new.request_type) {
            (None, Type::Correction) => problems.add(
                "corrections",
                "is required for a correction: the contact's fields and the values sought",
            ),
            (Some(sought), Type::Correction) if sought.is_empty() => {
                problems.add("corrections", "must name at least one field and the value sought")
            }
            (Some(_), Type::Access | Type::Erasure) => {
                problems.add("corrections", "only a correction request seeks values")
            }
            _ => {}
        }
        match scoped::lookup::<contact::Entity>(txn, organisation_id, new.contact_id, false).await? {
            None => problems.add("contactId", "no contact with this id in your organisation"),
            Some(contact) => {
                if let (Some(sought), Type::Correction) = (&new.corrections, new.request_type) {
                    corrections::check(read, &contact, sought, &mut problems);
                }
            }
        }
        problems.finish()?;
        let now = Utc::now();
        let row = privacy_request::ActiveModel {
            id: Set(Uuid::now_v7()),
            organisation_id: Set(organisation_id),
            contact_id: Set(new.contact_id),
            request_type: Set(new.request_type),
            status: Set(Status::Open),
            received_on: Set(new.received_on),
            due_on: Set(due.unwrap_or(new.received_on)),
            notes: Set(new.notes.clone()),
            corrections: Set(new.corrections.clone().map(|sought| Value::Object(sought).to_string())),
            decided_on: Set(None),
            decision_notes: Set(None),
            statement: Set(None),
            created_by_member_id: Set(member),
            created_at: Set(now),
            modified_at: Set(now),
            schedule_on: Set(None),
            review: Set(None),
        };
        let model = row.insert(txn).await?;
        events::created(txn, organisation_id, EventType::PrivacyRequestCreated, model.id, None, &model)
            .await?;
        Ok(model)
    })
    .await
}

pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    filters: RequestFilters,
    page: PageRequest,
) -> Result<(Vec<privacy_request::Model>, PageInfo), ServiceError> {
    let mut query = of_organisation::<privacy_request::Entity>(organisation_id);
    if let Some(status) = filters.status {
        query = query.filter(privacy_request::Column::Status.eq(status));
    }
    if let Some(request_type) = filters.request_type {
        query = query.filter(privacy_request::Column::RequestType.eq(request_type));
    }
    if let Some(contact_id) = filters.contact_id {
        query = query.filter(privacy_request::Column::ContactId.eq(contact_id));
    }
    crate::service::fetch(db, query, privacy_request::Column::Id, page, Filter::Organisation).await
}

pub async fn get(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
) -> Result<privacy_request::Model, ServiceError> {
    scoped::find::<privacy_request::Entity>(db, organisation_id, id, false).await
}

/// Applies a decision, or changes to the notes, to a request, as of today (New Zealand time).
pub async fn update(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    decision: Decision,
    read: ReadCorrection,
    years: HoldYears,
) -> Result<privacy_request::Model, ServiceError> {
    update_on(db, organisation_id, id, decision, read, years, today()).await.map(|(request, _)| request)
}

/// Applies a decision as of `today` (the scheduled erasures' runner sets its own clock). A
/// decision is final, except that a scheduled erasure may be moved, carried out, declined or
/// withdrawn. Returns the request, and whether this call changed it.
pub async fn update_on(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    decision: Decision,
    read: ReadCorrection,
    years: HoldYears,
    today: NaiveDate,
) -> Result<(privacy_request::Model, bool), ServiceError> {
    let assessment = match erasure::needs_holds(decision.status, decision.schedule_on) {
        true => Some(holds::assess(db, organisation_id, id, years, today).await?),
        false => None,
    };
    db.write_with((decision, assessment), move |txn, input| async move {
        let txn = &*txn;
        let (decision, assessment) = (&input.0, &input.1);
        let before = scoped::find::<privacy_request::Entity>(txn, organisation_id, id, true).await?;
        if decision.while_status.is_some_and(|status| status != before.status) {
            return Ok((before, false));
        }
        let mut after = before.clone();
        let mut problems = Problems::new();
        if let Some(notes) = decision.notes.clone() {
            check_text(&mut problems, "notes", &notes);
            after.notes = notes;
        }
        if let Some(notes) = decision.decision_notes.clone() {
            check_text(&mut problems, "decisionNotes", &notes);
            after.decision_notes = notes;
        }
        let deciding = decision.status.filter(|status| *status != before.status);
        if let Some(status) = deciding {
            if !matches!(before.status, Status::Open | Status::Scheduled) {
                return Err(ServiceError::Conflict {
                    code: ErrorCode::Conflict,
                    message: format!(
                        "this request was decided ({}) on {}: a decision is final",
                        name_of(before.status),
                        before.decided_on.map(|day| day.to_string()).unwrap_or_default()
                    ),
                });
            }
            let allowed = decisions_of(before.request_type);
            if !allowed.contains(&status) {
                let names: Vec<String> = allowed.iter().map(|status| name_of(*status)).collect();
                problems.add(
                    "status",
                    format!(
                        "{} is decided as one of: {}",
                        a_request_of(before.request_type),
                        names.join(", ")
                    ),
                );
            }
            after.status = status;
            after.decided_on = Some(decision.decided_on.unwrap_or(today));
        } else if decision.decided_on.is_some() && before.status == Status::Open {
            problems.add("decidedOn", "is set with the decision: send `status` too");
        } else if let Some(day) = decision.decided_on {
            after.decided_on = Some(day);
        }
        if let Some(day) = after.decided_on.filter(|_| after.decided_on != before.decided_on) {
            if day < before.received_on {
                problems.add(
                    "decidedOn",
                    format!("cannot be before the request was received ({})", before.received_on),
                );
            } else if day > today {
                problems.add("decidedOn", "cannot be after today (New Zealand time)");
            }
        }
        if let Some(statement) = decision.statement.clone() {
            check_text(&mut problems, "statement", &statement);
            let declined_correction =
                before.request_type == Type::Correction && after.status == Status::Declined;
            if statement.is_some() && !declined_correction {
                problems.add(
                    "statement",
                    "is the person's statement of correction: only a declined correction request has one",
                );
            }
            after.statement = statement;
        }
        let plan = match deciding.is_some() || decision.schedule_on.is_some() {
            true => erasure::plan(
                &before,
                after.status,
                decision.schedule_on,
                assessment.as_ref(),
                today,
                &mut problems,
            )?,
            false => Plan::Nothing,
        };
        problems.finish()?;
        match &plan {
            Plan::EraseNow(review) => {
                erasure::erase_person(txn, organisation_id, before.contact_id).await?;
                after.review = Some(review::encode(review));
                after.schedule_on = None;
            }
            Plan::ScheduleOn(day) => after.schedule_on = Some(*day),
            Plan::Nothing if after.status != Status::Scheduled => after.schedule_on = None,
            Plan::Nothing => {}
        }
        if after == before {
            return Ok((before, false));
        }
        after.modified_at = Utc::now();
        let mut row: privacy_request::ActiveModel = before.clone().into();
        row.status = Set(after.status);
        row.decided_on = Set(after.decided_on);
        row.notes = Set(after.notes.clone());
        row.decision_notes = Set(after.decision_notes.clone());
        row.statement = Set(after.statement.clone());
        row.schedule_on = Set(after.schedule_on);
        row.review = Set(after.review.clone());
        row.modified_at = Set(after.modified_at);
        let after = row.update(txn).await?;
        if after.request_type == Type::Correction {
            if deciding == Some(Status::Corrected) {
                corrections::apply(txn, read, &after).await?;
            }
            if after.status == Status::Declined && after.statement != before.statement {
                corrections::attach_statement(txn, &after).await?;
            }
        }
        events::changed(txn, organisation_id, ResourceType::PrivacyRequest, id, None, &before, &after)
            .await?;
        Ok((after, true))
    })
    .await
}
