//! The stored copies of a person's information an erasure rewrites, each in the erasure's
//! transaction: events' snapshots (which unsent webhook deliveries are made from when sent),
//! field-history values, stored idempotent responses, and the values sought and statements of
//! the person's other Privacy Act requests.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, DatabaseTransaction, EntityTrait,
    QueryFilter, sea_query::Expr,
};
use serde_json::Value;
use uuid::Uuid;

use super::traces::Traces;
use crate::{
    entity::{contact, event, field_history, idempotency_key, privacy_request},
    error::ServiceError,
    service::history::creation,
};

/// History entries erased by one statement at most.
const ERASED_AT_ONCE: usize = 500;

/// Where the person's records are: the contact, its profiles, and its Privacy Act requests.
pub struct Reach {
    pub organisation_id: Uuid,
    pub contact_id: Uuid,
    pub profile_ids: Vec<Uuid>,
    pub request_ids: Vec<Uuid>,
}

impl Reach {
    /// Rows about the contact, its profiles or requests, or any record of its profiles.
    fn rows(&self, resource_id: impl ColumnTrait, profile_id: impl ColumnTrait) -> Condition {
        let mut records = vec![self.contact_id];
        records.extend(&self.profile_ids);
        records.extend(&self.request_ids);
        Condition::any().add(resource_id.is_in(records)).add(profile_id.is_in(self.profile_ids.clone()))
    }
}

/// Rewrites the events about the person's records; returns how many changed.
pub async fn scrub_events(
    txn: &DatabaseTransaction,
    reach: &Reach,
    traces: &Traces,
) -> Result<u64, ServiceError> {
    let found = event::Entity::find()
        .filter(event::Column::OrganisationId.eq(reach.organisation_id))
        .filter(reach.rows(event::Column::ResourceId, event::Column::ProfileId))
        .all(txn)
        .await?;
    let mut changed = 0;
    for row in found {
        let Ok(mut data) = serde_json::from_str::<Value>(&row.data) else { continue };
        let is_request = reach.request_ids.contains(&row.resource_id);
        if traces.scrub(&mut data) | (is_request && blank_request_copy(&mut data)) {
            let mut row: event::ActiveModel = row.into();
            row.data = Set(data.to_string());
            row.update(txn).await?;
            changed += 1;
        }
    }
    Ok(changed)
}

/// Blanks a request's copy's values sought and statement; true when it changed.
fn blank_request_copy(data: &mut Value) -> bool {
    let mut changed = false;
    if let Some(Value::Object(sought)) = data.get_mut("corrections") {
        for value in sought.values_mut().filter(|value| !value.is_null()) {
            *value = Value::Null;
            changed = true;
        }
    }
    if let Some(statement) = data.get_mut("statement").filter(|statement| !statement.is_null()) {
        *statement = Value::Null;
        changed = true;
    }
    changed
}

/// Erases the values of the field-history entries about the person: every entry of the
/// contact, and those of their profiles' records (and requests) whose values mention them. An
/// entry's digests stay, so the chain still verifies; a creation row keeps its fields' names.
pub async fn erase_history(
    txn: &DatabaseTransaction,
    reach: &Reach,
    traces: &Traces,
    now: DateTime<Utc>,
) -> Result<u64, ServiceError> {
    let found = field_history::Entity::find()
        .filter(field_history::Column::OrganisationId.eq(reach.organisation_id))
        .filter(field_history::Column::ValuesErasedAt.is_null())
        .filter(reach.rows(field_history::Column::ResourceId, field_history::Column::ProfileId))
        .all(txn)
        .await?;
    let mentions = |value: &Option<String>| value.as_deref().is_some_and(|text| traces.mentions(text));
    let theirs: Vec<field_history::Model> = found
        .into_iter()
        .filter(|row| {
            row.resource_id == reach.contact_id
                || mentions(&row.old_value)
                || mentions(&row.new_value)
                || (reach.request_ids.contains(&row.resource_id)
                    && ["corrections", "statement"].contains(&row.field.as_str()))
        })
        .collect();
    let erase = |rows: Condition, new_value: Option<String>| {
        field_history::Entity::update_many()
            .col_expr(field_history::Column::OldValue, Expr::value(Option::<String>::None))
            .col_expr(field_history::Column::NewValue, Expr::value(new_value))
            .col_expr(field_history::Column::ValuesErasedAt, Expr::value(now))
            .filter(rows)
    };
    // A creation row keeps its fields' names, so each is written on its own; the other entries
    // lose both values, a few hundred at a time.
    let (creations, others): (Vec<_>, Vec<_>) = theirs.iter().partition(|row| row.field == creation::CREATED);
    for row in &creations {
        let names = creation::erased(row.new_value.as_deref());
        erase(Condition::all().add(field_history::Column::Id.eq(row.id)), names).exec(txn).await?;
    }
    for chunk in others.chunks(ERASED_AT_ONCE) {
        let ids = chunk.iter().map(|row| row.id);
        erase(Condition::all().add(field_history::Column::Id.is_in(ids)), None).exec(txn).await?;
    }
    Ok(theirs.len() as u64)
}

/// Rewrites the stored responses (kept for `Idempotency-Key` replays) that hold the person;
/// a rewritten one is replayed without its ETag.
pub async fn scrub_responses(
    txn: &DatabaseTransaction,
    contact: &contact::Model,
    traces: &Traces,
) -> Result<u64, ServiceError> {
    let mut holding = Condition::any();
    for needle in traces.needles(contact) {
        holding = holding.add(idempotency_key::Column::ResponseBody.contains(needle));
    }
    let found = idempotency_key::Entity::find()
        .filter(idempotency_key::Column::OrganisationId.eq(contact.organisation_id))
        .filter(holding)
        .all(txn)
        .await?;
    let mut changed = 0;
    for row in found {
        let Some(Ok(mut body)) = row.response_body.as_deref().map(serde_json::from_str::<Value>) else {
            continue;
        };
        if traces.scrub(&mut body) {
            let mut row: idempotency_key::ActiveModel = row.into();
            row.response_body = Set(Some(body.to_string()));
            row.response_etag = Set(None);
            row.update(txn).await?;
            changed += 1;
        }
    }
    Ok(changed)
}

/// Blanks the values sought and the statements of the person's requests: the requests stay,
/// as the record of how the agency answered them.
pub async fn blank_requests(txn: &DatabaseTransaction, reach: &Reach) -> Result<(), ServiceError> {
    let found = privacy_request::Entity::find()
        .filter(privacy_request::Column::Id.is_in(reach.request_ids.clone()))
        .all(txn)
        .await?;
    for row in found.into_iter().filter(|row| row.corrections.is_some() || row.statement.is_some()) {
        let blanked = creation::erased(row.corrections.as_deref());
        let mut row: privacy_request::ActiveModel = row.into();
        row.corrections = Set(blanked);
        row.statement = Set(None);
        row.update(txn).await?;
    }
    Ok(())
}
