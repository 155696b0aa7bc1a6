//! Which events an endpoint wants: a list of event types, or `*` for all of them. Stored as a
//! JSON array of text.

/// Every event type, present and future.
pub const WILDCARD: &str = "*";

/// Most event types one endpoint may list.
pub const MAX_EVENT_TYPES: usize = 100;

/// The stored form of a list of event types.
pub fn to_stored(types: &[String]) -> String {
    serde_json::to_string(types).unwrap_or_else(|_| "[]".to_string())
}

/// The list of event types as stored.
pub fn from_stored(stored: &str) -> Vec<String> {
    serde_json::from_str(stored).unwrap_or_default()
}

/// Whether an endpoint that wants `types` (as stored) wants an event of type `event_type`.
pub fn wants(stored: &str, event_type: &str) -> bool {
    from_stored(stored).iter().any(|wanted| wanted == WILDCARD || wanted == event_type)
}

/// The problems with a requested list: empty, too long, or naming a type `is_known` does not
/// know (each named with its index: `eventTypes[2]`).
pub fn problems(types: &[String], is_known: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    let mut problems = Vec::new();
    if types.is_empty() {
        problems.push((
            "eventTypes".to_string(),
            "must list at least one event type, or \"*\" for every type".to_string(),
        ));
    }
    if types.len() > MAX_EVENT_TYPES {
        problems.push(("eventTypes".to_string(), format!("must list at most {MAX_EVENT_TYPES} event types")));
    }
    for (index, wanted) in types.iter().enumerate() {
        if wanted != WILDCARD && !is_known(wanted) {
            problems.push((
                format!("eventTypes[{index}]"),
                format!(
                    "`{wanted}` is not an event type (GET /events lists the catalogue in its description)"
                ),
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wildcard_wants_everything() {
        let stored = to_stored(&["*".to_string()]);
        assert!(wants(&stored, "contact.created"));
        let stored = to_stored(&["contact.created".to_string()]);
        assert!(wants(&stored, "contact.created"));
        assert!(!wants(&stored, "contact.updated"));
    }
}
