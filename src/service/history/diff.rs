//! Which fields a write changed, with their old and new values, from the record's view before
//! and after it (the JSON its GET endpoint answers with).

use serde_json::{Map, Value};

use super::creation::CREATED;

/// Fields that change on every write or never change: not history.
const NOT_HISTORY: [&str; 3] = ["id", "modifiedTimestamp", "createdTimestamp"];

/// One changed field. `None` is "absent" (before a creation, or after a removal from a list).
#[derive(Debug, Clone, PartialEq)]
pub struct FieldChange {
    pub field: String,
    pub old: Option<Value>,
    pub new: Option<Value>,
}

/// The changes from `before` (`None`: the write created the record) to `after`. A list whose
/// items all have an `id` (expense lines) is compared item by item and field by field, named
/// `list[id].field`; any other list (address and employment histories, replaced whole) is one
/// value. A creation is one change holding each field that has a value, except the record's
/// own id repeated under its typed name.
pub fn changes(before: Option<&Value>, after: &Value) -> Vec<FieldChange> {
    let Some(after) = after.as_object() else { return Vec::new() };
    let Some(before) = before.and_then(Value::as_object) else { return creation(after) };
    let mut changes = Vec::new();
    for (name, new) in after.iter().filter(|(name, _)| !NOT_HISTORY.contains(&name.as_str())) {
        let old = before.get(name);
        if old == Some(new) {
            continue;
        }
        match (old.and_then(items_by_id), items_by_id(new)) {
            (Some(old_items), Some(new_items)) => changes.extend(item_changes(name, &old_items, &new_items)),
            _ => changes.push(FieldChange { field: name.clone(), old: old.cloned(), new: Some(new.clone()) }),
        }
    }
    for (name, old) in before.iter().filter(|(name, _)| !after.contains_key(*name)) {
        changes.push(FieldChange { field: name.clone(), old: Some(old.clone()), new: None });
    }
    changes
}

/// A creation: one change, [`CREATED`], whose new value holds each field that has one
/// (stored as one row, `super::creation`).
fn creation(after: &Map<String, Value>) -> Vec<FieldChange> {
    let id = after.get("id");
    let fields: Map<String, Value> = after
        .iter()
        .filter(|(name, value)| {
            !NOT_HISTORY.contains(&name.as_str()) && !value.is_null() && Some(*value) != id
        })
        .map(|(name, value)| (name.clone(), value.clone()))
        .collect();
    vec![FieldChange { field: CREATED.to_string(), old: None, new: Some(Value::Object(fields)) }]
}

/// The items of a list that has ids on every item, by id, in order.
fn items_by_id(value: &Value) -> Option<Vec<(&str, &Map<String, Value>)>> {
    let items = value.as_array()?;
    items.iter().map(|item| Some((item.get("id")?.as_str()?, item.as_object()?))).collect()
}

fn item_changes(
    list: &str,
    before: &[(&str, &Map<String, Value>)],
    after: &[(&str, &Map<String, Value>)],
) -> Vec<FieldChange> {
    let mut changes = Vec::new();
    for (id, new) in after {
        let name = format!("{list}[{id}]");
        match find(before, id) {
            None => {
                changes.push(FieldChange { field: name, old: None, new: Some(Value::Object((*new).clone())) })
            }
            Some(old) => {
                changes.extend(changes_of_fields(old, new).into_iter().map(|(field, old, new)| FieldChange {
                    field: format!("{name}.{field}"),
                    old,
                    new,
                }))
            }
        }
    }
    for (id, old) in before.iter().filter(|(id, _)| find(after, id).is_none()) {
        changes.push(FieldChange {
            field: format!("{list}[{id}]"),
            old: Some(Value::Object((*old).clone())),
            new: None,
        });
    }
    changes
}

/// The item with this id.
fn find<'a>(items: &[(&str, &'a Map<String, Value>)], id: &str) -> Option<&'a Map<String, Value>> {
    items.iter().find(|(item_id, _)| *item_id == id).map(|(_, item)| *item)
}

type Change = (String, Option<Value>, Option<Value>);

fn changes_of_fields(before: &Map<String, Value>, after: &Map<String, Value>) -> Vec<Change> {
    let mut changes: Vec<Change> = after
        .iter()
        .filter(|(name, value)| !NOT_HISTORY.contains(&name.as_str()) && before.get(*name) != Some(*value))
        .map(|(name, value)| (name.clone(), before.get(name).cloned(), Some(value.clone())))
        .collect();
    changes.extend(
        before
            .iter()
            .filter(|(name, _)| !after.contains_key(*name))
            .map(|(name, value)| (name.clone(), Some(value.clone()), None)),
    );
    changes
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn fields(changes: &[FieldChange]) -> Vec<&str> {
        changes.iter().map(|change| change.field.as_str()).collect()
    }

    #[test]
    fn an_update_records_each_changed_field_with_both_values() {
        let before = json!({"id": "a", "firstName": "Mere", "lastName": "Tane", "modifiedTimestamp": "1"});
        let after = json!({"id": "a", "firstName": "Mereana", "lastName": "Tane", "modifiedTimestamp": "2"});
        let changes = changes(Some(&before), &after);
        assert_eq!(
            changes,
            vec![FieldChange {
                field: "firstName".into(),
                old: Some(json!("Mere")),
                new: Some(json!("Mereana"))
            }]
        );
    }

    #[test]
    fn lists_with_ids_are_compared_item_by_item_and_others_whole() {
        let before = json!({"lines": [{"id": "1", "amount": 10}, {"id": "2", "amount": 5}], "addresses": [{"line1": "a"}]});
        let after = json!({"lines": [{"id": "1", "amount": 12}, {"id": "3", "amount": 7}], "addresses": [{"line1": "b"}]});
        let changes = changes(Some(&before), &after);
        assert_eq!(fields(&changes), ["lines[1].amount", "lines[3]", "lines[2]", "addresses"]);
        assert_eq!(changes[0].old, Some(json!(10)));
        assert_eq!(changes[2].new, None);
    }

    #[test]
    fn a_creation_is_one_change_of_the_fields_that_have_values() {
        let after = json!({"id": "a", "contactId": "a", "firstName": "Mere", "middleName": null, "createdTimestamp": "1"});
        let changes = changes(None, &after);
        assert_eq!(fields(&changes), [CREATED]);
        assert_eq!(changes[0].new, Some(json!({"firstName": "Mere"})));
    }
}
