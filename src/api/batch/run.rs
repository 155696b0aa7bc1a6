//! Running a batch: each item through its single-record operation, in order, all inside one
//! transaction ([`Database::write_together`]): a failed item's writes are undone and the
//! others kept, or, with `atomic`, everything is undone when any item fails.

use poem::http::{Method, StatusCode};
use serde_json::{Map, Value, json};
use uuid::Uuid;

pub use super::outcome::{BatchAction, Operation, Outcome};
use super::{dispatch::Dispatcher, outcome::Key, set_based, targets::Target};
use crate::{
    db::Decision,
    error::{ErrorCode, FieldError},
    http::{ApiError, Caller},
    service::{external_ids, history},
};

fn refusal(field: &str, message: impl Into<String>) -> ApiError {
    ApiError::validation(vec![FieldError::new(field, message)])
}

/// Runs write items in order inside one transaction. Without `atomic` the successful items'
/// writes are committed; with it, nothing is when any item failed.
pub async fn write(
    dispatcher: &Dispatcher,
    target: &'static Target,
    caller: Caller,
    operation: Operation,
    items: Vec<Value>,
    atomic: bool,
) -> Result<Vec<Outcome>, ApiError> {
    let items = std::sync::Arc::new(items);
    let db = dispatcher.db().clone();
    db.write_together(|| {
        let items = items.clone();
        async move {
            if operation == Operation::Upsert {
                hold_upserted(dispatcher, target, caller, &items).await?;
            }
            match set_based::try_write(dispatcher, target, caller, operation, &items).await {
                Ok(Some(outcomes)) => return Ok(Decision::Commit(outcomes)),
                Err(error) if crate::db::together::aborted() => return Err(error),
                // Item by item, which answers each failure as its single operation does.
                Ok(None) | Err(_) => {}
            }
            let mut outcomes = Vec::with_capacity(items.len());
            for (index, item) in items.iter().enumerate() {
                let written = write_item(dispatcher, target, caller, operation, index, item);
                outcomes.push(history::provenance::in_batch_item(index, written).await);
                if crate::db::together::aborted() {
                    // A conflict or an outage: the whole batch is run again (or fails), so the
                    // items after this one would only be undone.
                    break;
                }
            }
            let any_failed = outcomes.iter().any(Outcome::failed);
            Ok(if atomic && any_failed { Decision::RollBack(outcomes) } else { Decision::Commit(outcomes) })
        }
    })
    .await
    .map_err(ApiError::from)
}

/// Holds every external id the upserts name, in order, before any is looked up.
async fn hold_upserted(
    dispatcher: &Dispatcher,
    target: &Target,
    caller: Caller,
    items: &[Value],
) -> Result<(), crate::error::ServiceError> {
    let values: Vec<&str> = items.iter().filter_map(|item| item.get("externalId")?.as_str()).collect();
    external_ids::hold(dispatcher.db(), caller.organisation_id, target.resource, &values).await
}

async fn write_item(
    dispatcher: &Dispatcher,
    target: &Target,
    caller: Caller,
    operation: Operation,
    index: usize,
    item: &Value,
) -> Outcome {
    let Some(fields) = item.as_object() else {
        return Outcome::refused(index, "items", refusal("body", "must be a JSON object"), Key::default());
    };
    let external_id = external_id_of(fields);
    match operation {
        Operation::Create => create(dispatcher, target, caller, index, fields).await,
        Operation::Update => {
            let key = match fields.get("id") {
                Some(Value::Null) | None => None,
                Some(id) => match id.as_str().and_then(|id| id.parse::<Uuid>().ok()) {
                    Some(id) => Some(id),
                    None => {
                        let key = Key { id: None, external_id };
                        return Outcome::refused(index, "items", refusal("id", "must be a UUID"), key);
                    }
                },
            };
            let id = match (key, &external_id) {
                (Some(id), _) => Some(id),
                (None, Some(value)) => match find(dispatcher, target, caller, value).await {
                    Ok(found) => found,
                    Err(error) => {
                        return Outcome::refused(index, "items", error, Key { id: None, external_id });
                    }
                },
                (None, None) => {
                    let error = refusal("id", "is required: send the record's id or its externalId");
                    return Outcome::refused(index, "items", error, Key::default());
                }
            };
            match id {
                Some(id) => update(dispatcher, target, caller, index, id, fields).await,
                None => not_found(index, "items", target, Key { id: None, external_id }),
            }
        }
        Operation::Upsert => {
            let Some(value) = external_id.clone() else {
                let error = refusal("externalId", "is required: an upsert finds its record by externalId");
                return Outcome::refused(index, "items", error, Key::default());
            };
            match find(dispatcher, target, caller, &value).await {
                Ok(Some(id)) => update(dispatcher, target, caller, index, id, fields).await,
                Ok(None) => create(dispatcher, target, caller, index, fields).await,
                Err(error) => Outcome::refused(index, "items", error, Key { id: None, external_id }),
            }
        }
    }
}

/// The record of the caller's organisation holding `value`.
async fn find(
    dispatcher: &Dispatcher,
    target: &Target,
    caller: Caller,
    value: &str,
) -> Result<Option<Uuid>, ApiError> {
    Ok(external_ids::find(dispatcher.db(), caller.organisation_id, target.resource, value).await?)
}

/// Entry `index` of `list` names an external id no record of the organisation holds.
fn not_found(index: usize, list: &str, target: &Target, key: Key) -> Outcome {
    let noun = target.resource.noun();
    let error =
        ApiError::new(StatusCode::NOT_FOUND, ErrorCode::NotFound, format!("no {noun} with this externalId"));
    Outcome::refused(index, list, error, key)
}

/// The `externalId` an item names, when it is text.
fn external_id_of(fields: &Map<String, Value>) -> Option<String> {
    fields.get("externalId").and_then(Value::as_str).map(str::to_string)
}

async fn create(
    dispatcher: &Dispatcher,
    target: &Target,
    caller: Caller,
    index: usize,
    fields: &Map<String, Value>,
) -> Outcome {
    let key = Key { id: None, external_id: external_id_of(fields) };
    let suffix = match target.create_path(fields) {
        Ok(suffix) => suffix,
        Err(problem) => return Outcome::refused(index, "items", ApiError::validation(vec![problem]), key),
    };
    let path = format!("{}{suffix}", target.collection);
    let body = Value::Object(fields.clone());
    let reply = dispatcher.call(Method::POST, &path, caller, Some(&body), None).await;
    Outcome::of(index, "items", reply, BatchAction::Created, key)
}

/// Changes record `id` with the item's fields (`id` and `ifMatch` are the batch's own). The
/// record's ETag before and after tells an item that changed nothing (`unchanged`).
async fn update(
    dispatcher: &Dispatcher,
    target: &Target,
    caller: Caller,
    index: usize,
    id: Uuid,
    fields: &Map<String, Value>,
) -> Outcome {
    let key = Key { id: Some(id), external_id: external_id_of(fields) };
    let before = dispatcher.call(Method::GET, &target.read_path(id), caller, None, None).await;
    if !before.succeeded() {
        return Outcome::of(index, "items", before, BatchAction::Updated, key);
    }
    let if_match = match fields.get("ifMatch") {
        None | Some(Value::Null) => None,
        Some(Value::String(tag)) => Some(tag.as_str()),
        Some(_) => {
            return Outcome::refused(index, "items", refusal("ifMatch", "must be an ETag string"), key);
        }
    };
    let mut body = fields.clone();
    body.remove("id");
    body.remove("ifMatch");
    let path = target.update_path(id, fields, before.data().unwrap_or(&Value::Null));
    let reply = dispatcher.call(Method::PATCH, &path, caller, Some(&Value::Object(body)), if_match).await;
    let action = if reply.etag.is_some() && reply.etag == before.etag {
        BatchAction::Unchanged
    } else {
        BatchAction::Updated
    };
    Outcome::of(index, "items", reply, action, key)
}

/// Reads records by our ids or by external ids, in order.
pub async fn read(
    dispatcher: &Dispatcher,
    target: &Target,
    caller: Caller,
    keys: super::body::ReadKeys,
) -> Vec<Outcome> {
    let (list, entries, by_external_id) = match keys {
        super::body::ReadKeys::Ids(ids) => ("ids", ids, false),
        super::body::ReadKeys::ExternalIds(values) => ("externalIds", values, true),
    };
    let mut outcomes = Vec::with_capacity(entries.len());
    for (index, entry) in entries.iter().enumerate() {
        let outcome = match (entry.as_str(), by_external_id) {
            (Some(value), true) => {
                let key = Key { id: None, external_id: Some(value.to_string()) };
                match find(dispatcher, target, caller, value).await {
                    Ok(Some(id)) => read_one(dispatcher, target, caller, index, list, id, key).await,
                    Ok(None) => not_found(index, list, target, key),
                    Err(error) => Outcome::refused(index, list, error, key),
                }
            }
            (Some(id), false) if id.parse::<Uuid>().is_ok() => {
                let id = id.parse().unwrap_or_default();
                read_one(dispatcher, target, caller, index, list, id, Key { id: Some(id), external_id: None })
                    .await
            }
            (_, true) => {
                Outcome::refused(index, list, refusal("body", "must be an externalId (text)"), Key::default())
            }
            (_, false) => Outcome::refused(index, list, refusal("body", "must be a UUID"), Key::default()),
        };
        outcomes.push(outcome);
    }
    outcomes
}

async fn read_one(
    dispatcher: &Dispatcher,
    target: &Target,
    caller: Caller,
    index: usize,
    list: &str,
    id: Uuid,
    key: Key,
) -> Outcome {
    let reply = dispatcher.call(Method::GET, &target.read_path(id), caller, None, None).await;
    Outcome::of(index, list, reply, BatchAction::Read, key)
}

/// The answer to an `atomic` batch of which some item failed: 409 when every failure was a
/// conflict, else 400, listing every failed item's problems; nothing was written.
pub fn atomic_failure(outcomes: &[Outcome]) -> ApiError {
    let failed: Vec<&Outcome> = outcomes.iter().filter(|o| o.failed()).collect();
    let all_conflicts = failed.iter().all(|o| o.status == StatusCode::CONFLICT);
    let (status, code) = if all_conflicts {
        (StatusCode::CONFLICT, ErrorCode::Conflict)
    } else {
        (StatusCode::BAD_REQUEST, ErrorCode::ValidationFailed)
    };
    let mut errors = Vec::new();
    for outcome in &failed {
        let error = outcome.error.as_ref().cloned().unwrap_or_else(|| json!({}));
        let listed = error.get("errors").and_then(Value::as_array).cloned().unwrap_or_default();
        let code = error.get("code").and_then(Value::as_str).unwrap_or("error");
        if listed.is_empty() {
            let message = error.get("message").and_then(Value::as_str).unwrap_or_default();
            let message = message.split_once(": ").map_or(message, |(_, rest)| rest);
            errors.push(FieldError::new(format!("items[{}]", outcome.index), format!("{code}: {message}")));
        }
        for problem in listed {
            let field = problem.get("field").and_then(Value::as_str).unwrap_or_default();
            let message = problem.get("message").and_then(Value::as_str).unwrap_or_default();
            errors.push(FieldError::new(field, message));
        }
    }
    let message =
        format!("{} of {} items failed, so nothing was written (atomic)", failed.len(), outcomes.len());
    ApiError { errors, ..ApiError::new(status, code, message) }
}
