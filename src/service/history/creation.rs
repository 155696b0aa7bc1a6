//! A creation's field history is stored as one row, not one per field: its `field` is
//! [`CREATED`] and its new value the record's fields that have values, as one object. A
//! person's create would otherwise write about fifteen rows (each with three index entries),
//! which was most of what the audit added to a create's cost (docs/decisions.md, ADR-38).
//!
//! Readers see the same per-field entries as for any other write: [`expand`] turns the row
//! into one entry per field. The row's id has its low 16 bits zero, and its entries take the
//! ids just above it ([`entry_id`]), so every entry has an id of its own, in time order, that
//! no other entry can take (v7 ids of one process differ above those bits).

use serde_json::{Map, Value};
use uuid::Uuid;

use crate::entity::field_history;

/// The `field` of a creation's one row.
pub const CREATED: &str = "*";

/// Bits of a creation row's id left free for its entries' ids.
const ENTRY_BITS: u32 = 16;

/// The id of a new creation row: a time-ordered id with room above it for its entries.
pub fn row_id() -> Uuid {
    row_of(Uuid::now_v7())
}

/// The creation row an entry was expanded from.
pub fn row_of(entry: Uuid) -> Uuid {
    Uuid::from_u128(entry.as_u128() >> ENTRY_BITS << ENTRY_BITS)
}

/// The id of entry `index` of a creation row with `count` entries: the first field gets the
/// highest, so newest-first order shows the fields in the record's order.
fn entry_id(row: Uuid, index: usize, count: usize) -> Uuid {
    Uuid::from_u128(row.as_u128() + (count - 1 - index) as u128)
}

/// The row's entries, one per field, as [`super::list`] and `export` show them, newest first
/// (any other row: itself). A row whose values retention erased keeps its fields' names with
/// null values ([`erased`]).
pub fn expand(row: field_history::Model) -> Vec<field_history::Model> {
    if row.field != CREATED {
        return vec![row];
    }
    let fields = object(row.new_value.as_deref()).unwrap_or_default();
    let count = fields.len();
    fields
        .into_iter()
        .enumerate()
        .map(|(index, (field, value))| field_history::Model {
            id: entry_id(row.id, index, count),
            field,
            old_value: None,
            new_value: row.values_erased_at.is_none().then(|| value.to_string()),
            ..row.clone()
        })
        .collect()
}

/// A creation row's fields: its new value, an object (none for any other value).
fn object(new_value: Option<&str>) -> Option<Map<String, Value>> {
    match serde_json::from_str(new_value?) {
        Ok(Value::Object(fields)) => Some(fields),
        _ => None,
    }
}

/// What a creation row's new value becomes when its values are erased: its fields' names,
/// each null, so that its entries still say which fields the creation set.
pub fn erased(new_value: Option<&str>) -> Option<String> {
    let names: Map<String, Value> =
        object(new_value)?.into_iter().map(|(name, _)| (name, Value::Null)).collect();
    Some(Value::Object(names).to_string())
}

/// Whether an entry's field is kept by a `field=` filter: the field itself, or an item of it
/// (`lines` keeps `lines[…]` and `lines[…].amount`).
pub fn field_matches(field: &str, filter: &str) -> bool {
    field.strip_prefix(filter).is_some_and(|rest| rest.is_empty() || rest.starts_with('['))
}

#[cfg(test)]
mod tests {
    use chrono::Utc;
    use serde_json::json;

    use super::*;

    fn row(new_value: Value) -> field_history::Model {
        field_history::Model {
            id: row_id(),
            organisation_id: Uuid::nil(),
            resource_type: "contact".into(),
            resource_id: Uuid::nil(),
            profile_id: None,
            event_id: Uuid::nil(),
            field: CREATED.into(),
            old_value: None,
            new_value: Some(new_value.to_string()),
            changed_at: Utc::now(),
            actor_type: "system".into(),
            actor_member_id: None,
            actor_key_id: None,
            actor_oauth_client_id: None,
            operation_id: None,
            request_id: None,
            batch_index: None,
            imported: false,
            value_salt: String::new(),
            chain_position: None,
            old_digest: None,
            new_digest: None,
            digest: None,
            values_erased_at: None,
            privacy_request_id: None,
        }
    }

    #[test]
    fn a_creation_row_expands_to_one_entry_per_field_in_order_with_ids_of_their_own() {
        let row = row(json!({"firstName": "Mere", "lastName": "Parata", "addressHistory": [{"line1": "a"}]}));
        let entries = expand(row.clone());
        let fields: Vec<&str> = entries.iter().map(|entry| entry.field.as_str()).collect();
        assert_eq!(fields, ["firstName", "lastName", "addressHistory"]);
        assert_eq!(entries[2].new_value.as_deref(), Some(r#"[{"line1":"a"}]"#));
        assert!(entries.iter().all(|entry| entry.old_value.is_none()));
        let ids: Vec<Uuid> = entries.iter().map(|entry| entry.id).collect();
        assert!(ids.windows(2).all(|pair| pair[0] > pair[1]), "newest first in the record's order");
        assert_eq!(ids[2], row.id);
        // The next id this process makes is above all of them.
        assert!(Uuid::now_v7() > ids[0]);
    }

    #[test]
    fn an_erased_creation_keeps_its_fields_names_without_values() {
        let mut row = row(json!({"firstName": "Mere", "email": "mere@example.nz"}));
        row.new_value = erased(row.new_value.as_deref());
        row.values_erased_at = Some(Utc::now());
        let entries = expand(row);
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].field, "firstName");
        assert!(entries.iter().all(|entry| entry.new_value.is_none()));
    }

    #[test]
    fn a_field_filter_keeps_the_field_and_its_items() {
        assert!(field_matches("lines", "lines"));
        assert!(field_matches("lines[3].amount", "lines"));
        assert!(!field_matches("linesOther", "lines"));
        assert!(!field_matches("line", "lines"));
    }
}
