//! The field history carried by `export` and `import`: each entry as one JSON line, and an
//! import's entries written marked as imported, with their records' ids mapped to the new
//! organisation's. Imported entries are sealed into the new organisation's chain after the
//! import, like any other (its chain starts with the import).

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde_json::{Value, json};
use uuid::Uuid;

use super::chain;
use crate::{
    db::{Database, Reads, bulk::insert_chunked},
    entity::field_history,
    error::ServiceError,
};

/// The organisation's entries after `after` (by id, oldest first), up to `limit`.
pub async fn page(
    db: &Database,
    organisation_id: Uuid,
    after: Option<Uuid>,
    limit: u64,
) -> Result<Vec<field_history::Model>, ServiceError> {
    let mut query =
        field_history::Entity::find().filter(field_history::Column::OrganisationId.eq(organisation_id));
    if let Some(after) = after {
        query = query.filter(field_history::Column::Id.gt(after));
    }
    Ok(db.all(query.order_by_asc(field_history::Column::Id).limit(limit)).await?)
}

/// A row's entries as export lines' `data`: one, or a creation's one per field.
pub fn to_lines(row: &field_history::Model) -> Vec<Value> {
    super::creation::expand(row.clone()).iter().map(to_line).collect()
}

/// An entry as an export line's `data`.
fn to_line(entry: &field_history::Model) -> Value {
    let parsed = |text: &Option<String>| {
        text.as_deref().and_then(|text| serde_json::from_str::<Value>(text).ok()).unwrap_or(Value::Null)
    };
    json!({
        "id": entry.id,
        "resourceType": entry.resource_type,
        "resourceId": entry.resource_id,
        "profileId": entry.profile_id,
        "field": entry.field,
        "oldValue": parsed(&entry.old_value),
        "newValue": parsed(&entry.new_value),
        "changedTimestamp": entry.changed_at.to_rfc3339(),
        "actor": {
            "type": entry.actor_type,
            "memberId": entry.actor_member_id,
            "keyId": entry.actor_key_id,
            "oauthClientId": entry.actor_oauth_client_id,
        },
        "operationId": entry.operation_id,
        "requestId": entry.request_id,
        "batchIndex": entry.batch_index,
        "privacyRequestId": entry.privacy_request_id,
        "eventId": entry.event_id,
        "valuesErased": entry.values_erased_at.is_some(),
    })
}

/// An export line's entry, with its record's id (and profile, and member) in the new
/// organisation: what [`import`] writes.
#[derive(Debug, Clone)]
pub struct Carried {
    pub resource_type: String,
    pub resource_id: Uuid,
    pub profile_id: Option<Uuid>,
    pub member_id: Option<Uuid>,
    pub line: Value,
}

/// Writes `entries` into the organisation, marked as imported; an entry imported before (the
/// same record, field and time) is not written again. Answers how many were written.
pub async fn import(
    db: &Database,
    organisation_id: Uuid,
    entries: Vec<Carried>,
) -> Result<usize, ServiceError> {
    if entries.is_empty() {
        return Ok(0);
    }
    let records: Vec<Uuid> =
        entries.iter().map(|entry| entry.resource_id).collect::<HashSet<_>>().into_iter().collect();
    let before = db
        .all(
            field_history::Entity::find()
                .filter(field_history::Column::OrganisationId.eq(organisation_id))
                .filter(field_history::Column::Imported.eq(true))
                .filter(field_history::Column::ResourceId.is_in(records)),
        )
        .await?;
    let known: HashSet<(Uuid, String, i64)> = before
        .into_iter()
        .map(|entry| (entry.resource_id, entry.field, entry.changed_at.timestamp_micros()))
        .collect();
    let text = |value: &Value| (!value.is_null()).then(|| value.to_string());
    let string = |value: &Value| value.as_str().map(str::to_string);
    let rows: Vec<field_history::ActiveModel> = entries
        .into_iter()
        .filter_map(|entry| {
            let line = &entry.line;
            let field = line.get("field")?.as_str()?.to_string();
            let changed_at: DateTime<Utc> =
                DateTime::parse_from_rfc3339(line.get("changedTimestamp")?.as_str()?)
                    .ok()?
                    .with_timezone(&Utc);
            if known.contains(&(entry.resource_id, field.clone(), changed_at.timestamp_micros())) {
                return None;
            }
            let actor = line.get("actor").cloned().unwrap_or_default();
            let uuid =
                |value: Option<&Value>| value.and_then(Value::as_str).and_then(|id| Uuid::parse_str(id).ok());
            let erased = line.get("valuesErased").and_then(Value::as_bool).unwrap_or(false);
            Some(field_history::ActiveModel {
                id: Set(Uuid::now_v7()),
                organisation_id: Set(organisation_id),
                resource_type: Set(entry.resource_type),
                resource_id: Set(entry.resource_id),
                profile_id: Set(entry.profile_id),
                event_id: Set(uuid(line.get("eventId")).unwrap_or_else(Uuid::nil)),
                old_value: Set(text(line.get("oldValue").unwrap_or(&Value::Null))),
                new_value: Set(text(line.get("newValue").unwrap_or(&Value::Null))),
                field: Set(field),
                changed_at: Set(changed_at),
                actor_type: Set(actor.get("type").and_then(string).unwrap_or_else(|| "system".into())),
                actor_member_id: Set(entry.member_id),
                actor_key_id: Set(uuid(actor.get("keyId"))),
                actor_oauth_client_id: Set(actor.get("oauthClientId").and_then(string)),
                operation_id: Set(line.get("operationId").and_then(string)),
                request_id: Set(line.get("requestId").and_then(string)),
                batch_index: Set(line
                    .get("batchIndex")
                    .and_then(Value::as_i64)
                    .and_then(|i| i32::try_from(i).ok())),
                imported: Set(true),
                value_salt: Set(chain::salt()),
                chain_position: Set(None),
                old_digest: Set(None),
                new_digest: Set(None),
                digest: Set(None),
                values_erased_at: Set(erased.then(Utc::now)),
                privacy_request_id: Set(None),
            })
        })
        .collect();
    let written = rows.len();
    if written > 0 {
        db.write(move |txn| {
            let rows = rows.clone();
            async move { Ok(insert_chunked(&*txn, &rows).await?) }
        })
        .await?;
    }
    Ok(written)
}
