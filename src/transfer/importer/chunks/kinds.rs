//! Each kind's records of a chunk: looked up, checked and split into the steps
//! [`Importer::write_steps`] writes.

use std::collections::{HashMap, HashSet};

use serde_json::{Value, json};
use uuid::Uuid;

use super::{Step, Together};
use crate::transfer::importer::{
    Importer, id_text,
    insurance::{policy_contacts, policy_import},
    people::{contact_fields, contact_type, key_contact, profile_fields},
    pick,
    records::{came_closed, closing_fields, note_fields, opportunity_fields, product_fields},
    source_id, stamps,
};
use crate::{
    api::{self, expenses::ScalarExpenses, products::CreateBody},
    entity::expense_line::LineType,
    service::{
        notes::NewNote,
        transfer::{
            FreshContact, FreshExpenses, FreshNote, FreshOpportunity, FreshPolicy, FreshProduct,
            FreshProfile, ProfileFinish,
        },
    },
    transfer::kinds::Kind,
};

impl Importer {
    pub(super) async fn profiles(&mut self, records: Vec<Value>) -> Result<(), String> {
        let advisers =
            records.iter().filter_map(|r| r.get("adviserId").and_then(id_text)).collect::<Vec<_>>();
        let advisers = self.mapped(Kind::Member.name(), advisers).await?;
        let steps = self
            .new_steps(Kind::Profile, records, |importer, id, record| {
                let mut body = profile_fields(record);
                let adviser = body
                    .get("adviserId")
                    .filter(|v| !v.is_null())
                    .map(|v| id_text(v).and_then(|a| advisers.get(&a)));
                match adviser {
                    Some(None) => return Ok(None),
                    Some(Some(local)) => {
                        body.insert("adviserId".into(), json!(local));
                    }
                    None => {}
                }
                stamps(record)?;
                let state = api::profiles::parse_create(Value::Object(body))?;
                Ok(Some(FreshProfile { key: importer.key(Kind::Profile.name(), id), state }))
            })
            .await?;
        self.write_steps(steps).await
    }

    pub(super) async fn contacts(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().flat_map(profile_ids).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let steps = self
            .new_steps(Kind::Contact, records, |importer, id, record| {
                // One profile, found, and not archived: a create alone; anything more goes alone.
                let linked = profile_ids(record);
                let profile = match linked.as_slice() {
                    [only] => profiles.get(only),
                    _ => None,
                };
                let Some(profile) = profile.filter(|_| record.get("IsArchived") != Some(&json!(true))) else {
                    return Ok(None);
                };
                let stamps = stamps(record)?;
                let mut body = contact_fields(record);
                body.insert("profileId".into(), json!(profile));
                let contact = api::contacts::parse_create(contact_type(record)?, Value::Object(body))?;
                Ok(Some(FreshContact { key: importer.key(Kind::Contact.name(), id), contact, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    pub(super) async fn finishes(&mut self, records: Vec<Value>) -> Result<(), String> {
        let ids = records.iter().filter_map(|r| source_id(Kind::Profile, r)).collect();
        let rows = self.mappings(Kind::Profile.name(), ids).await?;
        let keys = records.iter().filter_map(|r| key_contact(r).as_ref().and_then(id_text)).collect();
        let keys = self.mapped(Kind::Contact.name(), keys).await?;
        let mut steps = Vec::new();
        let mut seen = HashSet::new();
        for record in records {
            let Some(id) = source_id(Kind::Profile, &record) else { continue };
            if self.in_flight(&id) {
                steps.push(Step::Alone(record));
                continue;
            }
            // Finished already (or not imported): nothing to do, as for a single one.
            let Some(row) = rows.get(&id).filter(|row| row.source_modified.is_none()) else { continue };
            if !seen.insert(id.clone()) {
                continue;
            }
            let key_contact =
                match key_contact(&record).as_ref().map(|key| id_text(key).and_then(|k| keys.get(&k))) {
                    Some(None) => {
                        steps.push(Step::Alone(record));
                        continue;
                    }
                    Some(Some(local)) => Some(*local),
                    None => None,
                };
            match stamps(&record) {
                Ok(stamps) => {
                    let finish = ProfileFinish {
                        key: self.key(Kind::Profile.name(), &id),
                        profile_id: row.local_id,
                        key_contact_id: key_contact,
                        is_archived: record.get("isProfileArchived") == Some(&json!(true)),
                        stamps,
                    };
                    steps.push(Step::Together(record, finish));
                }
                Err(fail) => self.refused(Kind::Profile, &id, fail)?,
            }
        }
        self.write_steps(steps).await
    }

    pub(super) async fn opportunities(&mut self, records: Vec<Value>) -> Result<(), String> {
        // Each reference's field, and the local ids of the source ids it holds.
        let mut references = Vec::new();
        for (field, kind) in OPPORTUNITY_REFERENCES {
            let ids = records.iter().filter_map(|r| r.get(field).and_then(id_text)).collect();
            references.push((field, self.mapped(kind, ids).await?));
        }
        let steps = self
            .new_steps(Kind::Opportunity, records, |importer, id, record| {
                let (mut body, mortgage) = opportunity_fields(record);
                for (field, mapped) in &references {
                    let Some(value) = record.get(*field) else { continue };
                    let Some(local) = localised(value, mapped) else { return Ok(None) };
                    body.insert(field.to_string(), local);
                }
                let closing = came_closed(record).then(|| Value::Object(closing_fields(record)));
                let stamps = stamps(record)?;
                let state = api::opportunities::parse_import(Value::Object(body), mortgage, closing)?;
                Ok(Some(FreshOpportunity { key: importer.key(Kind::Opportunity.name(), id), state, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New products of one type, their create body `B`'s.
    pub(super) async fn products<B>(&mut self, records: Vec<Value>) -> Result<(), String>
    where
        B: CreateBody + poem_openapi::types::ParseFromJSON,
        FreshProduct<B::Details>: Together,
    {
        let kind = <FreshProduct<B::Details> as Together>::HELD.kind();
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let contacts = records.iter().flat_map(|r| owner_ids(r).into_iter().flatten()).collect();
        let contacts = self.mapped(Kind::Contact.name(), contacts).await?;
        let steps = self
            .new_steps(kind, records, |importer, id, record| {
                let mut body = product_fields(kind, record);
                for (field, value) in body.iter_mut() {
                    let (values, mapped): (Vec<&mut Value>, _) = match field.as_str() {
                        "profileId" => (vec![value], &profiles),
                        "contactId" => (vec![value], &contacts),
                        "ownerContactIds" => {
                            (value.as_array_mut().into_iter().flatten().collect(), &contacts)
                        }
                        _ => continue,
                    };
                    for value in values {
                        let Some(local) = localised(value, mapped) else { return Ok(None) };
                        *value = local;
                    }
                }
                let stamps = stamps(record)?;
                let state = api::products::parse_import::<B>(Value::Object(body))?;
                Ok(Some(FreshProduct { key: importer.key(kind.name(), id), state, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New notes: a note whose profile was not imported goes alone (which names it); its
    /// author is kept when the member came across, as for a single one.
    pub(super) async fn notes(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let authors = records.iter().filter_map(|r| r.get("createdByMemberId").and_then(id_text)).collect();
        let authors = self.mapped(Kind::Member.name(), authors).await?;
        let steps = self
            .new_steps(Kind::Note, records, |importer, id, record| {
                let mut body = note_fields(record);
                let Some(profile) = record.get("profileId").and_then(|value| localised(value, &profiles))
                else {
                    return Ok(None);
                };
                body.insert("profileId".into(), profile);
                let author = record.get("createdByMemberId").and_then(id_text).and_then(|a| authors.get(&a));
                let stamps = stamps(record)?;
                let state = api::notes::parse_import(Value::Object(body))?;
                let note = NewNote { state, author: author.copied() };
                Ok(Some(FreshNote { key: importer.key(Kind::Note.name(), id), note, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New policies: one naming a profile or contact that was not imported goes alone (which
    /// names it).
    pub(super) async fn policies(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let contacts = records
            .iter()
            .flat_map(|r| policy_contacts(r).into_iter().filter_map(|(_, v)| id_text(v)))
            .collect();
        let contacts = self.mapped(Kind::Contact.name(), contacts).await?;
        let steps = self
            .new_steps(Kind::Policy, records, |importer, id, record| {
                let Some(profile) = record.get("profileId").and_then(id_text).and_then(|p| profiles.get(&p))
                else {
                    return Ok(None);
                };
                let contact = |value: &Value| match value {
                    Value::Null => Some(None),
                    value => id_text(value).and_then(|source| contacts.get(&source)).map(|id| Some(*id)),
                };
                let stamps = stamps(record)?;
                let Some(policy) = policy_import(record, Some(*profile), contact)? else { return Ok(None) };
                Ok(Some(FreshPolicy { key: importer.key(Kind::Policy.name(), id), policy, stamps }))
            })
            .await?;
        self.write_steps(steps).await
    }

    /// New households' expenses: one naming a profile or contact that was not imported goes
    /// alone (which names it), as does one whose lines' source ids are missing or repeated.
    pub(super) async fn households(&mut self, records: Vec<Value>) -> Result<(), String> {
        let profiles = records.iter().filter_map(|r| r.get("profileId").and_then(id_text)).collect();
        let profiles = self.mapped(Kind::Profile.name(), profiles).await?;
        let contacts = records
            .iter()
            .flat_map(|r| CONTACT_AMOUNTS.iter().flat_map(|list| listed(r, list)))
            .filter_map(|entry| entry.get("contactId").and_then(id_text))
            .collect();
        let contacts = self.mapped(Kind::Contact.name(), contacts).await?;
        let steps = self
            .new_steps(Kind::Expenses, records, |importer, id, record| {
                let mut body = pick(record, ScalarExpenses::field_names());
                let Some(profile) = record.get("profileId").and_then(|value| localised(value, &profiles))
                else {
                    return Ok(None);
                };
                body.insert("profileId".into(), profile);
                for list in CONTACT_AMOUNTS {
                    let mut amounts = Vec::new();
                    for entry in listed(record, list) {
                        let Some(contact) =
                            entry.get("contactId").and_then(|value| localised(value, &contacts))
                        else {
                            return Ok(None);
                        };
                        amounts.push(json!({ "contactId": contact, "value": entry.get("value") }));
                    }
                    body.insert(list.into(), Value::Array(amounts));
                }
                let mut lines = Vec::new();
                let mut line_ids = HashSet::new();
                for line_type in LineType::ALL {
                    let mut keys = Vec::new();
                    let mut created = Vec::new();
                    for line in listed(record, line_type.field()) {
                        let Some(line_id) =
                            line.get("id").and_then(id_text).filter(|id| line_ids.insert(id.clone()))
                        else {
                            return Ok(None);
                        };
                        keys.push(importer.key("expenseLine", &line_id));
                        created.push(
                            json!({ "description": line.get("description"), "value": line.get("value") }),
                        );
                    }
                    body.insert(line_type.field().into(), Value::Array(created));
                    lines.push((line_type, keys));
                }
                let stamps = stamps(record)?;
                let request = api::expenses::parse_import(Value::Object(body))?;
                Ok(Some(FreshExpenses {
                    key: importer.key(Kind::Expenses.name(), id),
                    request,
                    lines,
                    stamps,
                }))
            })
            .await?;
        self.write_steps(steps).await
    }
}

/// The local id of the source id `value` holds (null stays null), or None when that record was
/// not imported: the record referring to it then goes alone, which names the reference.
fn localised(value: &Value, mapped: &HashMap<String, Uuid>) -> Option<Value> {
    if value.is_null() {
        return Some(Value::Null);
    }
    id_text(value).and_then(|source| mapped.get(&source)).map(|id| json!(id))
}

/// The per-contact lists of a household's expenses.
const CONTACT_AMOUNTS: [&str; 2] = ["kiwiSaverExpenses", "superannuationExpenses"];

/// The entries of the record's array `field` (none when it is missing or not an array).
fn listed<'a>(record: &'a Value, field: &str) -> impl Iterator<Item = &'a Value> {
    record.get(field).and_then(Value::as_array).into_iter().flatten()
}

/// The source ids of a product's owners (`contactId` or `ownerContactIds`), null ones as None.
fn owner_ids(record: &Value) -> Vec<Option<String>> {
    let listed = record.get("ownerContactIds").and_then(Value::as_array).into_iter().flatten();
    record.get("contactId").into_iter().chain(listed).map(id_text).collect()
}

/// The fields by which an opportunity refers to other records, and the kind each names.
const OPPORTUNITY_REFERENCES: [(&str, &str); 4] =
    [("profileId", "profile"), ("pipelineId", "pipeline"), ("stageId", "stage"), ("adviserId", "member")];

/// The source ids of a contact's profiles.
fn profile_ids(record: &Value) -> Vec<String> {
    record
        .get("profiles")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|link| link.get("profileId").and_then(id_text))
        .collect()
}
