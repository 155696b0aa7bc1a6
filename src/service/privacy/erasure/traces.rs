//! The traces of a person an erasure looks for in stored copies of records (events' snapshots,
//! stored responses, field-history values), and how it takes them out. What identifies the
//! person on its own (their full name, e-mail address, phone numbers, company or trust name,
//! registration numbers) is replaced wherever it appears; a single name ("Ryan") is not, as a
//! spouse or a colleague may share it. A copy of the contact itself becomes the tombstone.

use crate::entity::contact;
use regex::Regex;
use serde_json::Value;

/// What an erased name or text becomes.
pub const ERASED: &str = "[erased]";

/// Texts shorter than this identify nobody, and are left alone.
const SHORTEST: usize = 3;

/// The person's traces, and the profile names an erasure replaced.
pub struct Traces {
    contact_id: String,
    tombstone: Value,
    /// Case-insensitive: any of the texts that identify the person.
    identifying: Option<Regex>,
    /// Case-insensitive, whole words: any of the person's names.
    names: Option<Regex>,
    /// Profile names replaced, old and new.
    renamed: Vec<(String, String)>,
}

/// One regular expression matching any of `texts` (longest first), as whole words or anywhere.
fn any_of(texts: &[String], whole_words: bool) -> Option<Regex> {
    let mut texts: Vec<&String> = texts.iter().filter(|text| text.chars().count() >= SHORTEST).collect();
    if texts.is_empty() {
        return None;
    }
    texts.sort_by_key(|text| std::cmp::Reverse(text.len()));
    texts.dedup();
    let alternatives: Vec<String> = texts.iter().map(|text| regex::escape(text)).collect();
    let pattern = match whole_words {
        true => format!(r"(?i)\b(?:{})\b", alternatives.join("|")),
        false => format!("(?i)(?:{})", alternatives.join("|")),
    };
    Regex::new(&pattern).ok()
}

impl Traces {
    /// The traces of `contact` as it was before the erasure, whose copies become `tombstone`
    /// (the erased contact as the API shows it).
    pub fn of(contact: &contact::Model, tombstone: Value) -> Self {
        let own =
            |value: &Option<String>| value.iter().map(|text| text.trim().to_string()).collect::<Vec<_>>();
        let mut identifying: Vec<String> = vec![contact.display_name.trim().to_string()];
        for value in [
            &contact.email,
            &contact.phone,
            &contact.mobile_phone,
            &contact.company_name,
            &contact.trading_name,
            &contact.nzbn,
            &contact.company_number,
            &contact.trust_name,
        ] {
            identifying.extend(own(value));
        }
        let (first, last) = (own(&contact.first_name), own(&contact.last_name));
        for given in own(&contact.preferred_name).into_iter().chain(own(&contact.middle_name)) {
            for last in &last {
                identifying.push(format!("{given} {last}"));
                for first in &first {
                    identifying.push(format!("{first} {given} {last}"));
                }
            }
        }
        let mut names = identifying.clone();
        for value in [&contact.first_name, &contact.middle_name, &contact.last_name, &contact.preferred_name]
        {
            names.extend(own(value));
        }
        Traces {
            contact_id: contact.id.to_string(),
            tombstone,
            identifying: any_of(&identifying, false),
            names: any_of(&names, true),
            renamed: Vec::new(),
        }
    }

    /// A profile name made from the person's names ("Ryan Household"), with them replaced
    /// ("[erased] Household"); `None` for a name that has none of them.
    pub fn derived_name(&self, name: &str) -> Option<String> {
        let names = self.names.as_ref()?;
        names.is_match(name).then(|| names.replace_all(name, ERASED).into_owned())
    }

    /// Remembers a profile renamed, so its old name is replaced in copies too.
    pub fn renamed(&mut self, old: String, new: String) {
        self.renamed.push((old, new));
    }

    /// The texts a stored copy is looked for by (in SQL, before it is read): the contact's id,
    /// the identifying texts as stored, and the old profile names.
    pub fn needles(&self, contact: &contact::Model) -> Vec<String> {
        let mut needles = vec![self.contact_id.clone(), contact.display_name.clone()];
        needles.extend(contact.email.iter().cloned());
        needles.extend(self.renamed.iter().map(|(old, _)| old.clone()));
        needles
    }

    /// Whether a stored text (a field-history value's JSON) holds a trace of the person.
    pub fn mentions(&self, text: &str) -> bool {
        self.identifying.as_ref().is_some_and(|identifying| identifying.is_match(text))
            || self.renamed.iter().any(|(old, _)| text.contains(old.as_str()))
    }

    /// Takes the person's traces out of a stored copy; true when it changed. A copy of the
    /// contact (an object with its id and a `contactType`) becomes the tombstone.
    pub fn scrub(&self, value: &mut Value) -> bool {
        match value {
            Value::Object(fields) => {
                let is_the_contact = fields.get("id").and_then(Value::as_str)
                    == Some(self.contact_id.as_str())
                    && fields.contains_key("contactType");
                if is_the_contact {
                    let changed = *value != self.tombstone;
                    *value = self.tombstone.clone();
                    return changed;
                }
                fields.values_mut().fold(false, |changed, field| self.scrub(field) | changed)
            }
            Value::Array(items) => items.iter_mut().fold(false, |changed, item| self.scrub(item) | changed),
            Value::String(text) => match self.scrubbed(text) {
                Some(new) => {
                    *text = new;
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    fn scrubbed(&self, text: &str) -> Option<String> {
        if let Some((_, new)) = self.renamed.iter().find(|(old, _)| old == text) {
            return Some(new.clone());
        }
        let identifying = self.identifying.as_ref()?;
        identifying.is_match(text).then(|| identifying.replace_all(text, ERASED).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use uuid::Uuid;

    use super::*;

    fn aroha() -> contact::Model {
        contact::Model {
            id: Uuid::now_v7(),
            organisation_id: Uuid::now_v7(),
            contact_type: contact::ContactType::Person,
            display_name: "Aroha Ryan".into(),
            email: Some("aroha@ryan.nz".into()),
            phone: None,
            mobile_phone: Some("021 555 0101".into()),
            title: None,
            first_name: Some("Aroha".into()),
            middle_name: None,
            last_name: Some("Ryan".into()),
            preferred_name: Some("Ro".into()),
            date_of_birth: None,
            gender: None,
            company_name: None,
            trading_name: None,
            nzbn: None,
            company_number: None,
            industry: None,
            trust_name: None,
            trust_type: None,
            settlement_date: None,
            address_history: "[]".into(),
            employment_history: "[]".into(),
            is_archived: false,
            created_at: None,
            modified_at: chrono::Utc::now(),
            external_id: None,
            correction_statements: None,
            erased_at: None,
        }
    }

    #[test]
    fn identifying_texts_go_everywhere_but_a_shared_surname_stays_outside_profile_names() {
        let person = aroha();
        let tombstone = json!({"id": person.id, "contactType": "Person", "firstName": ERASED});
        let mut traces = Traces::of(&person, tombstone.clone());
        assert_eq!(traces.derived_name("Ryan Household").as_deref(), Some("[erased] Household"));
        assert_eq!(traces.derived_name("ARYAN Trust"), None);
        traces.renamed("Ryan Household".into(), "[erased] Household".into());
        let mut copy = json!({
            "profileName": "Ryan Household",
            "contacts": [
                {"contactId": person.id, "displayName": "Aroha Ryan"},
                {"contactId": Uuid::nil(), "displayName": "Tom Ryan"}
            ],
            "content": "Called aroha ryan on 021 555 0101 (aroha@RYAN.nz)",
            "owner": {"id": person.id, "contactType": "Person", "firstName": "Aroha"}
        });
        assert!(traces.scrub(&mut copy));
        assert_eq!(copy["profileName"], "[erased] Household");
        assert_eq!(copy["contacts"][0]["displayName"], ERASED);
        assert_eq!(copy["contacts"][1]["displayName"], "Tom Ryan");
        assert_eq!(copy["content"], "Called [erased] on [erased] ([erased])");
        assert_eq!(copy["owner"], tombstone);
        assert!(!traces.scrub(&mut copy));
        assert!(traces.mentions(r#""Aroha Ryan""#) && traces.mentions("Ryan Household"));
        assert!(!traces.mentions(r#""Tom Ryan""#));
    }
}
