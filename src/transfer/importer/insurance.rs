//! Policies: read-only over the API, written by the policy import.

use std::collections::HashMap;

use serde_json::{Map, Value, json};
use uuid::Uuid;

use super::{Decision, Done, Fail, Importer, Outcome, POLICY_READ_ONLY, bad, id_text, pick, stamps};
use crate::{
    api::policies::PolicyImport,
    service::{
        policies::{self, import::NewPolicy},
        transfer,
    },
    transfer::kinds::Kind,
};

/// The source's contact ids a policy names, each with the field it is under: its owners', then
/// each cover's life assured.
pub(super) fn policy_contacts(record: &Value) -> Vec<(String, &Value)> {
    let mut named = Vec::new();
    for (index, owner) in record.get("owners").and_then(Value::as_array).into_iter().flatten().enumerate() {
        named.push((format!("owners[{index}].contactId"), owner.get("contactId").unwrap_or(&Value::Null)));
    }
    for (category, items) in record.get("covers").and_then(Value::as_object).into_iter().flatten() {
        for (index, item) in items.as_array().into_iter().flatten().enumerate() {
            let field = format!("covers.{category}[{index}].lifeAssuredContactId");
            named.push((field, item.get("lifeAssuredContactId").unwrap_or(&Value::Null)));
        }
    }
    named
}

/// The policy as the policy import takes it, checked as that import checks a file's: `profile`
/// is ours, and `contact` gives our id for a source contact id (Some(None) for null, None when
/// that contact was not imported, which makes the whole answer Ok(None)).
pub(super) fn policy_import(
    record: &Value,
    profile: Option<Uuid>,
    contact: impl Fn(&Value) -> Option<Option<Uuid>>,
) -> Result<Option<NewPolicy>, Fail> {
    let mut owners = Vec::new();
    for owner in record.get("owners").and_then(Value::as_array).into_iter().flatten() {
        let Some(local) = contact(owner.get("contactId").unwrap_or(&Value::Null)) else { return Ok(None) };
        owners.push(local);
    }
    let mut covers = Map::new();
    for (category, items) in record.get("covers").and_then(Value::as_object).into_iter().flatten() {
        let mut mapped = Vec::new();
        for item in items.as_array().into_iter().flatten() {
            let Some(assured) = contact(item.get("lifeAssuredContactId").unwrap_or(&Value::Null)) else {
                return Ok(None);
            };
            let mut item = pick(item, &["productName", "sumInsured", "premium", "status", "additions"]);
            item.insert("lifeAssuredContactId".into(), json!(assured));
            mapped.push(Value::Object(item));
        }
        covers.insert(category.clone(), Value::Array(mapped));
    }
    let import = json!({
        "profileId": profile,
        "policyNumber": record.get("policyNumber"),
        "provider": record.get("provider"),
        "status": record.get("status"),
        "payment": record.get("payment"),
        "ownerContactIds": owners,
        "covers": covers,
    });
    let policy: PolicyImport = crate::wire::parse_checked(import).map_err(|problems| {
        let first = problems.into_iter().next();
        first.map_or_else(|| bad("-", "is invalid"), |p| bad(p.field, p.message))
    })?;
    Ok(Some(policy.into_new()))
}

impl Importer {
    // ----- policies (read-only over the API: written by the policy import) -----

    pub(super) async fn policy(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        match self.decide(Kind::Policy, source_id, stamps).await? {
            Decision::Unchanged => return Ok(Done::Unchanged),
            Decision::Update(_) => return Err(Fail::Skip(POLICY_READ_ONLY.into())),
            Decision::Create => {}
        }
        let profile = self.resolve("profile", record.get("profileId"), "profileId").await?;
        let mut contacts = HashMap::new();
        for (field, value) in policy_contacts(record) {
            if let (Some(source), Some(local)) =
                (id_text(value), self.resolve("contact", Some(value), &field).await?)
            {
                contacts.insert(source, local);
            }
        }
        let contact = |value: &Value| Some(id_text(value).and_then(|source| contacts.get(&source).copied()));
        let policy = policy_import(record, profile, contact)?.ok_or_else(|| bad("-", "is invalid"))?;
        if self.dry_run {
            return Ok(Done::Created);
        }
        let number = policy.policy_number.clone();
        policies::import::import(&self.db, self.organisation_id, vec![policy]).await?;
        let id = transfer::policy_by_number(&self.db, self.organisation_id, &number)
            .await?
            .ok_or_else(|| bad("policyNumber", "was not found after the import"))?;
        self.settle(Kind::Policy, source_id, id, stamps).await?;
        Ok(Done::Created)
    }
}
