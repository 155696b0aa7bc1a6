//! What a batch does with each item, and what each item answered: the single operation's
//! answer, or the refusal of an item that never reached it, with its fields named as the
//! batch's (`items[3].firstName`).

use poem::http::StatusCode;
use serde_json::Value;
use uuid::Uuid;

use super::dispatch::Reply;
use crate::http::ApiError;

/// What a batch does with each item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    Create,
    Update,
    Upsert,
}

/// What was done to an item's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poem_openapi::Enum, serde::Serialize)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum BatchAction {
    /// The record was created (201).
    Created,
    /// The record was changed (200).
    Updated,
    /// The item matched the record as it was: nothing was written and no event recorded (200).
    Unchanged,
    /// The record was read (200).
    Read,
}

/// The result of one item.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub index: usize,
    pub status: StatusCode,
    pub id: Option<Uuid>,
    pub external_id: Option<String>,
    pub action: Option<BatchAction>,
    pub etag: Option<String>,
    /// The record as its GET shows it, on success.
    pub data: Option<Value>,
    /// The error body, its fields named `items[i].field`, on failure.
    pub error: Option<Value>,
}

impl Outcome {
    pub fn failed(&self) -> bool {
        !self.status.is_success()
    }

    /// The outcome of the operation's `reply`, for item `index` (`list` names the request's
    /// list: `items`, `ids` or `externalIds`).
    pub(super) fn of(index: usize, list: &str, reply: Reply, action: BatchAction, key: Key) -> Self {
        let data = reply.data().cloned();
        let id =
            data.as_ref().and_then(|d| d.get("id")).and_then(Value::as_str).and_then(|id| id.parse().ok());
        let external_id = match &data {
            Some(data) => data.get("externalId").and_then(Value::as_str).map(str::to_string),
            None => key.external_id,
        };
        let succeeded = reply.succeeded();
        Outcome {
            index,
            status: reply.status,
            id: id.or(key.id),
            external_id,
            action: succeeded.then_some(action),
            etag: reply.etag.filter(|_| succeeded),
            error: (!succeeded).then(|| named_for_item(reply.body, list, index)),
            data,
        }
    }

    /// An item refused before reaching its operation.
    pub(super) fn refused(index: usize, list: &str, error: ApiError, key: Key) -> Self {
        let body = poem_openapi::types::ToJSON::to_json(&error.body()).unwrap_or_default();
        Outcome {
            index,
            status: error.status,
            id: key.id,
            external_id: key.external_id,
            action: None,
            etag: None,
            data: None,
            error: Some(named_for_item(body, list, index)),
        }
    }
}

/// The record an item names, as far as it is known.
#[derive(Debug, Clone, Default)]
pub(super) struct Key {
    pub(super) id: Option<Uuid>,
    pub(super) external_id: Option<String>,
}

/// The error body of an item with its fields named as the batch's: `firstName` becomes
/// `items[3].firstName` (and the body as a whole `items[3]`).
fn named_for_item(mut body: Value, list: &str, index: usize) -> Value {
    let prefix = format!("{list}[{index}]");
    if let Some(errors) = body.get_mut("errors").and_then(Value::as_array_mut) {
        for error in errors {
            if let Some(field) = error.get_mut("field") {
                let named = match field.as_str() {
                    Some("body") | None => prefix.clone(),
                    Some(name) => format!("{prefix}.{name}"),
                };
                *field = Value::String(named);
            }
        }
    }
    if let Some(message) = body.get_mut("message") {
        *message = Value::String(format!("{prefix}: {}", message.as_str().unwrap_or_default()));
    }
    body
}
