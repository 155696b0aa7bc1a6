//! Policies: read-only over the API, written by the policy import.

use serde_json::Map;
use serde_json::Value;
use serde_json::json;

use super::{Decision, Done, Fail, Importer, Outcome, POLICY_READ_ONLY, bad, pick, stamps};
use crate::service::policies;
use crate::service::transfer;
use crate::transfer::kinds::Kind;

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
        let mut owners = Vec::new();
        for (index, owner) in record.get("owners").and_then(Value::as_array).into_iter().flatten().enumerate()
        {
            owners.push(
                self.resolve("contact", owner.get("contactId"), &format!("owners[{index}].contactId"))
                    .await?,
            );
        }
        let mut covers = Map::new();
        for (category, items) in record.get("covers").and_then(Value::as_object).into_iter().flatten() {
            let mut mapped = Vec::new();
            for (index, item) in items.as_array().into_iter().flatten().enumerate() {
                let field = format!("covers.{category}[{index}].lifeAssuredContactId");
                let assured = self.resolve("contact", item.get("lifeAssuredContactId"), &field).await?;
                let mut item = pick(item, &["productName", "sumInsured", "premium", "status", "additions"]);
                item.insert("lifeAssuredContactId".into(), json!(assured));
                mapped.push(Value::Object(item));
            }
            covers.insert(category.clone(), Value::Array(mapped));
        }
        if self.dry_run {
            return Ok(Done::Created);
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
        let policy: crate::api::policies::PolicyImport =
            crate::wire::parse_checked(import).map_err(|problems| {
                let first = problems.into_iter().next();
                first.map_or_else(|| bad("-", "is invalid"), |p| bad(p.field, p.message))
            })?;
        let number = policy.policy_number.trim().to_string();
        policies::import::import(&self.db, self.organisation_id, vec![policy.into_new()]).await?;
        let id = transfer::policy_by_number(&self.db, self.organisation_id, &number)
            .await?
            .ok_or_else(|| bad("policyNumber", "was not found after the import"))?;
        self.settle(Kind::Policy, source_id, id, stamps).await?;
        Ok(Done::Created)
    }
}
