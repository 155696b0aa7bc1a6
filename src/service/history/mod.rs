//! Field history: for every write, each field it changed with its old and new values, who made
//! the change (the member, the key or OAuth client) and how (the operation, the request, the
//! batch item). Rows are written with the change's event, in its transaction, by every path
//! that records events (the API, batches, imports, the command line, the sandbox), and never
//! changed afterwards. Served at `GET /{resource}/{id}/history`.

pub mod carried;
pub mod chain;
pub mod creation;
mod diff;
mod listing;
pub mod provenance;
pub mod retention;

use chrono::{DateTime, Utc};
use sea_orm::ConnectionTrait;
use serde_json::Value;
use uuid::Uuid;

pub use diff::{FieldChange, changes};
pub use listing::list;

use crate::{db::bulk::insert_chunked, entity::field_history, error::ServiceError};

/// Who made a change and how, as each of its rows records it.
#[derive(Debug, Clone)]
pub struct Provenance {
    pub actor_type: &'static str,
    pub member_id: Option<Uuid>,
    pub key_id: Option<Uuid>,
    pub oauth_client_id: Option<String>,
    pub operation_id: Option<String>,
    /// The request's id (`X-Request-Id`), when a request made the change.
    pub request_id: Option<String>,
}

/// The change of one record, as an event records it.
pub struct Changed<'a> {
    pub organisation_id: Uuid,
    pub resource_type: &'a str,
    pub resource_id: Uuid,
    pub profile_id: Option<Uuid>,
    pub event_id: Uuid,
    pub at: DateTime<Utc>,
    pub changes: Vec<FieldChange>,
    /// The batch item that made it, if a batch did.
    pub batch_index: Option<usize>,
}

/// Writes the rows of `changed` (many records' changes at once) in `conn`.
pub async fn record(
    conn: &impl ConnectionTrait,
    who: &Provenance,
    changed: Vec<Changed<'_>>,
) -> Result<(), ServiceError> {
    if crate::service::access_log::audit_is_off() {
        return Ok(());
    }
    let request_id = who.request_id.clone();
    let privacy_request_id = provenance::privacy_request();
    let as_text = |value: Option<Value>| value.map(|value| value.to_string());
    let rows: Vec<field_history::ActiveModel> = changed
        .into_iter()
        .flat_map(|record| {
            let Changed {
                organisation_id,
                resource_type,
                resource_id,
                profile_id,
                event_id,
                at,
                changes,
                batch_index,
            } = record;
            let batch_index = batch_index.and_then(|index| i32::try_from(index).ok());
            let request_id = request_id.clone();
            changes.into_iter().map(move |change| {
                use sea_orm::ActiveValue::Set;
                let id = if change.field == creation::CREATED { creation::row_id() } else { Uuid::now_v7() };
                field_history::ActiveModel {
                    id: Set(id),
                    organisation_id: Set(organisation_id),
                    resource_type: Set(resource_type.to_string()),
                    resource_id: Set(resource_id),
                    profile_id: Set(profile_id),
                    event_id: Set(event_id),
                    field: Set(change.field),
                    old_value: Set(as_text(change.old)),
                    new_value: Set(as_text(change.new)),
                    changed_at: Set(at),
                    actor_type: Set(who.actor_type.to_string()),
                    actor_member_id: Set(who.member_id),
                    actor_key_id: Set(who.key_id),
                    actor_oauth_client_id: Set(who.oauth_client_id.clone()),
                    operation_id: Set(who.operation_id.clone()),
                    request_id: Set(request_id.clone()),
                    batch_index: Set(batch_index),
                    imported: Set(false),
                    value_salt: Set(chain::salt()),
                    chain_position: Set(None),
                    old_digest: Set(None),
                    new_digest: Set(None),
                    digest: Set(None),
                    values_erased_at: Set(None),
                    privacy_request_id: Set(privacy_request_id),
                }
            })
        })
        .collect();
    if !rows.is_empty() {
        insert_chunked(conn, &rows).await?;
    }
    Ok(())
}
