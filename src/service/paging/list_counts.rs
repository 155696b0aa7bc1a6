//! A list's stored count (`list_counts`) as a scalar subquery, for the far pages' statements
//! written by hand and for the anchors' checks.

use sea_orm::{DbBackend, sea_query::Value};
use uuid::Uuid;

/// `(SELECT column FROM list_counts WHERE …)` for SQL written by hand: the organisation and the
/// list are bound after `values`, with the backend's placeholders.
pub(super) fn list_counts_column(
    backend: DbBackend,
    values: &mut Vec<Value>,
    column: &str,
    (organisation_id, list): (Uuid, &str),
) -> String {
    let first = values.len();
    values.extend([Value::from(organisation_id), Value::from(list.to_string())]);
    format!(
        "(SELECT {column} FROM list_counts WHERE organisation_id = {} AND list = {})",
        placeholder(backend, first),
        placeholder(backend, first + 1)
    )
}

/// The backend's placeholder for the value at `index` (from 0) of a statement's values.
fn placeholder(backend: DbBackend, index: usize) -> String {
    match backend {
        DbBackend::Postgres => format!("${}", index + 1),
        _ => "?".to_string(),
    }
}
