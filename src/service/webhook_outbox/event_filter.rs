//! Which events an endpoint wants: a list of event types, or `*` for all of them but those sent
//! only when named. Stored as a JSON array of text.

use crate::service::events::catalogue::{EventType, ResourceType};

/// Every event type, present and future, but those sent only when named ([`only_when_named`]).
pub const WILDCARD: &str = "*";

/// Whether an endpoint receives events of this type only when it lists the type by name: a
/// Privacy Act request's. An endpoint subscribed to everything must not learn who asked for
/// their information or its erasure because its registrar happened to hold `privacy:manage`.
pub fn only_when_named(event_type: &str) -> bool {
    EventType::from_name(event_type)
        .is_some_and(|known| known.resource_type() == ResourceType::PrivacyRequest)
}

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
    from_stored(stored)
        .iter()
        .any(|wanted| wanted == event_type || (wanted == WILDCARD && !only_when_named(event_type)))
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

    #[test]
    fn privacy_requests_are_sent_only_when_named() {
        assert!(!wants(&to_stored(&["*".to_string()]), "privacy_request.created"));
        let named = to_stored(&["*".to_string(), "privacy_request.updated".to_string()]);
        assert!(wants(&named, "privacy_request.updated") && !wants(&named, "privacy_request.created"));
    }
}
