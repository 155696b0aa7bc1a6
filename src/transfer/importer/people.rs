//! Profiles (written first bare, finished at the end) and contacts.

use std::collections::HashSet;

use poem::http::Method;
use serde_json::Map;
use serde_json::Value;
use serde_json::json;
use uuid::Uuid;

use super::{Decision, Done, Fail, Importer, Outcome, bad, id_uuid, pick, source_id, stamps, text, without};
use crate::entity::contact::ContactType;
use crate::service::transfer;
use crate::transfer::{kinds::Kind, summary::Problem};

impl Importer {
    // ----- profiles: written first bare, finished at the end -----

    /// The profile's own fields. Its key contact, archived flag and timestamps are set by
    /// [`Importer::finish_profile`] once everything under it has been written (an archived
    /// profile takes no new records).
    pub(super) async fn profile(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let decision = self.decide(Kind::Profile, source_id, stamps).await?;
        let mut body = profile_fields(record);
        self.map_field(&mut body, "adviserId", "member").await?;
        let body = Value::Object(body);
        match decision {
            Decision::Unchanged => Ok(Done::Unchanged),
            Decision::Create if self.dry_run => Ok(Done::Created),
            Decision::Update(_) if self.dry_run => Ok(Done::Updated),
            Decision::Create => {
                let created = self.call(Method::POST, "/profiles", None, &body).await?;
                let id = created.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "not returned"))?;
                self.settle(Kind::Profile, source_id, id, None).await?;
                Ok(Done::Created)
            }
            Decision::Update(id) => {
                let current = self.local.get(&format!("/profiles/{id}")).await?;
                if current.get("isProfileArchived") == Some(&json!(true)) {
                    self.call(Method::POST, &format!("/profiles/{id}/restore"), None, &json!({})).await?;
                }
                self.call(Method::PATCH, &format!("/profiles/{id}"), None, &body).await?;
                self.settle(Kind::Profile, source_id, id, None).await?;
                Ok(Done::Updated)
            }
        }
    }

    /// The last pass over the profiles written in this run (their mapping has no source time
    /// yet): key contact, archived flag, then the source's timestamps; one profile through the
    /// API operations.
    pub(super) async fn finish_now(&mut self, record: &Value) -> Result<(), String> {
        let Some(source_id) = source_id(Kind::Profile, record) else { return Ok(()) };
        let outcome = self.try_finish_profile(&source_id, record).await;
        match outcome {
            Ok(()) => Ok(()),
            Err(Fail::Fatal(message)) => Err(message),
            Err(Fail::Skip(reason)) => {
                self.summary.skip(Kind::Profile, reason);
                Ok(())
            }
            Err(Fail::Bad { field, message }) => {
                self.summary.fail(Problem { kind: Kind::Profile, source_id, field, message });
                Ok(())
            }
        }
    }

    pub(super) async fn try_finish_profile(&mut self, source_id: &str, record: &Value) -> Result<(), Fail> {
        if self.dry_run {
            return Ok(());
        }
        let key = self.key(Kind::Profile.name(), source_id);
        let Some(row) = transfer::mapped(&self.db, self.organisation_id, &key).await? else { return Ok(()) };
        if row.source_modified.is_some() {
            return Ok(());
        }
        let stamps = stamps(record)?;
        let mut body = Map::new();
        let key_contact = key_contact(record);
        if let Some(contact) = self.resolve("contact", key_contact.as_ref(), "keyContactId").await? {
            body.insert("contacts".into(), json!([{ "contactId": contact, "isKeyContact": true }]));
        }
        if record.get("isProfileArchived") == Some(&json!(true)) {
            body.insert("isProfileArchived".into(), json!(true));
        }
        if !body.is_empty() {
            self.call(Method::PATCH, &format!("/profiles/{}", row.local_id), None, &Value::Object(body))
                .await?;
        }
        self.settle(Kind::Profile, source_id, row.local_id, stamps).await
    }

    // ----- contacts -----

    pub(super) async fn contact(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let contact_type = contact_type(record)?.path_segment();
        let mut profiles = Vec::new();
        for (index, link) in
            record.get("profiles").and_then(Value::as_array).into_iter().flatten().enumerate()
        {
            let field = format!("profiles[{index}].profileId");
            if let Some(id) = self.resolve("profile", link.get("profileId"), &field).await? {
                profiles.push(id);
            }
        }
        let decision = self.decide(Kind::Contact, source_id, stamps).await?;
        let mut body = contact_fields(record);
        let archived = record.get("IsArchived") == Some(&json!(true));
        let (id, current, done) = match decision {
            Decision::Unchanged => return Ok(Done::Unchanged),
            Decision::Create if self.dry_run => return Ok(Done::Created),
            Decision::Update(_) if self.dry_run => return Ok(Done::Updated),
            Decision::Create => {
                if let Some(first) = profiles.first() {
                    body.insert("profileId".into(), json!(first));
                }
                let created = self
                    .call(Method::POST, &format!("/contacts/{contact_type}"), None, &Value::Object(body))
                    .await?;
                let id = created.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "not returned"))?;
                if archived {
                    let path = format!("/contacts/{id}/{contact_type}");
                    self.call(Method::PATCH, &path, None, &json!({ "IsArchived": true })).await?;
                }
                (id, created, Done::Created)
            }
            Decision::Update(id) => {
                body.insert("IsArchived".into(), json!(archived));
                let updated = self
                    .call(
                        Method::PATCH,
                        &format!("/contacts/{id}/{contact_type}"),
                        None,
                        &Value::Object(body),
                    )
                    .await?;
                (id, updated, Done::Updated)
            }
        };
        // Its other profiles: linking changes neither record's modified time.
        let linked: HashSet<Uuid> = current
            .get("profiles")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|p| p.get("profileId").and_then(id_uuid))
            .collect();
        for profile in profiles.iter().filter(|p| !linked.contains(p)) {
            let body = json!({ "contacts": [{ "contactId": id }] });
            self.call(Method::PATCH, &format!("/profiles/{profile}"), None, &body).await?;
        }
        self.settle(Kind::Contact, source_id, id, stamps).await?;
        Ok(done)
    }
}

/// The fields of a source profile its create takes.
pub(super) fn profile_fields(record: &Value) -> Map<String, Value> {
    pick(
        record,
        &["name", "profileType", "profileStatus", "profileRank", "profileSource", "adviserId", "externalId"],
    )
}

/// The source's key contact of a profile: `keyContactId`, else the contact marked key.
pub(super) fn key_contact(record: &Value) -> Option<Value> {
    record.get("keyContactId").filter(|v| !v.is_null()).cloned().or_else(|| {
        record
            .get("contacts")
            .and_then(Value::as_array)
            .and_then(|cs| cs.iter().find(|c| c.get("isKeyContact") == Some(&json!(true))))
            .and_then(|c| c.get("contactId").cloned())
    })
}

pub(super) fn contact_type(record: &Value) -> Result<ContactType, Fail> {
    match text(record, "contactType").as_deref() {
        Some("Person") => Ok(ContactType::Person),
        Some("Company") => Ok(ContactType::Company),
        Some("Trust") => Ok(ContactType::Trust),
        _ => Err(bad("contactType", "is not Person, Company or Trust")),
    }
}

/// The fields of a source contact its create takes (but `profileId`).
pub(super) fn contact_fields(record: &Value) -> Map<String, Value> {
    without(
        record,
        &[
            "id",
            "contactId",
            "contactType",
            "profiles",
            "isKeyContact",
            "IsArchived",
            "createdTimestamp",
            "modifiedTimestamp",
        ],
    )
}
