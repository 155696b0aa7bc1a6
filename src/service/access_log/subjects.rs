//! The people and households a response carries: every `"contactId"` and `"profileId"` of its
//! JSON, wherever it sits (a contact, a profile's contacts, a note's profile, an event's data).
//! The body is searched for the keys as bytes rather than parsed: a key's opening quote cannot
//! occur inside a JSON string (it would be escaped there), so every match is a key, and a
//! 500-contact page is searched in microseconds.

use std::collections::HashSet;

use memchr::memmem;
use uuid::Uuid;

/// The ids a response carried, each once, in the order first met.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Subjects {
    pub contact_ids: Vec<Uuid>,
    pub profile_ids: Vec<Uuid>,
    /// The ids added so far (`true` for a contact's): an export adds 500,000.
    seen: HashSet<(bool, Uuid)>,
}

impl Subjects {
    pub fn is_empty(&self) -> bool {
        self.contact_ids.is_empty() && self.profile_ids.is_empty()
    }

    /// These ids, as an entry holds them.
    pub fn of_ids(contact_ids: &[Uuid], profile_ids: &[Uuid]) -> Subjects {
        let mut subjects = Subjects::default();
        contact_ids.iter().for_each(|id| subjects.add_contact(*id));
        profile_ids.iter().for_each(|id| subjects.add_profile(*id));
        subjects
    }

    pub fn add_contact(&mut self, id: Uuid) {
        if self.seen.insert((true, id)) {
            self.contact_ids.push(id);
        }
    }

    pub fn add_profile(&mut self, id: Uuid) {
        if self.seen.insert((false, id)) {
            self.profile_ids.push(id);
        }
    }

    /// The ids in a record as JSON (an event's data), added to these.
    pub fn add_value(&mut self, value: &serde_json::Value) {
        match value {
            serde_json::Value::Object(fields) => {
                for (name, field) in fields {
                    let id = || field.as_str().and_then(|text| Uuid::parse_str(text).ok());
                    match name.as_str() {
                        "contactId" => id().into_iter().for_each(|id| self.add_contact(id)),
                        "profileId" => id().into_iter().for_each(|id| self.add_profile(id)),
                        _ => self.add_value(field),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|item| self.add_value(item)),
            _ => {}
        }
    }

    /// The ids in a JSON `body`.
    pub fn of_json(body: &[u8]) -> Subjects {
        let mut found = Subjects::default();
        ids_after(body, b"\"contactId\":\"").for_each(|id| found.add_contact(id));
        ids_after(body, b"\"profileId\":\"").for_each(|id| found.add_profile(id));
        found
    }
}

/// Every id that follows `key` in `body` (`"contactId":"…"`); a value that is not an id
/// (null, a malformed one) is passed over.
fn ids_after<'a>(body: &'a [u8], key: &'a [u8]) -> impl Iterator<Item = Uuid> + 'a {
    memmem::find_iter(body, key).filter_map(move |at| {
        let start = at + key.len();
        body.get(start..start + 36).and_then(|text| Uuid::try_parse_ascii(text).ok())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_keys_not_text_that_looks_like_them() {
        let contact = Uuid::now_v7();
        let profile = Uuid::now_v7();
        let body = format!(
            r#"{{"data":[{{"contactId":"{contact}","profiles":[{{"profileId":"{profile}"}}],"note":"\"contactId\":\"{}\""}},{{"contactId":"{contact}","keyContactId":null}}]}}"#,
            Uuid::now_v7()
        );
        let found = Subjects::of_json(body.as_bytes());
        assert_eq!(found.contact_ids, vec![contact]);
        assert_eq!(found.profile_ids, vec![profile]);
    }
}
