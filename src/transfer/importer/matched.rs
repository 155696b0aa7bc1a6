//! Members and pipelines: matched to ours, not copied.

use serde_json::Value;
use serde_json::json;

use super::{Done, Importer, Outcome, bad, id_text, id_uuid, stamps, text};
use crate::entity::member::MemberRole;
use crate::service::members;
use crate::service::members::NewMember;
use crate::transfer::kinds::Kind;

impl Importer {
    // ----- members and pipelines: matched, not copied -----

    /// A member is matched to ours by e-mail; one we do not have is added. Members are never
    /// updated by an import (they are the firm's log-ins, managed here).
    pub(super) async fn member(&mut self, source_id: &str, record: &Value) -> Outcome {
        if self.local_id(Kind::Member.name(), source_id).await?.is_some() {
            return Ok(Done::Unchanged);
        }
        let stamps = stamps(record)?;
        let email = text(record, "email").ok_or_else(|| bad("email", "is missing"))?;
        if let Ok(existing) = members::find_by_email(&self.db, self.organisation_id, &email).await {
            self.settle(Kind::Member, source_id, existing.id, None).await?;
            return Ok(Done::Unchanged);
        }
        self.plan_create(Kind::Member, source_id);
        if self.dry_run {
            return Ok(Done::Created);
        }
        let role = record.get("role").cloned().unwrap_or(json!("Adviser"));
        let role = <MemberRole as poem_openapi::types::ParseFromJSON>::parse_from_json(Some(role))
            .map_err(|_| bad("role", "is not a member role"))?;
        let new = NewMember {
            first_name: text(record, "firstName").unwrap_or_default(),
            last_name: text(record, "lastName").unwrap_or_default(),
            email,
            role,
            fsp_number: text(record, "fspNumber"),
        };
        let member = members::add(&self.db, self.organisation_id, new).await?;
        self.settle(Kind::Member, source_id, member.id, stamps).await?;
        Ok(Done::Created)
    }

    /// Pipelines and their stages are matched to ours by name (every organisation has its own
    /// and the API cannot create them).
    pub(super) async fn pipeline(&mut self, source_id: &str, record: &Value) -> Outcome {
        if self.local_pipelines.is_none() {
            let page = self.local.get("/pipelines?pageSize=500").await?;
            self.local_pipelines =
                Some(page.get("items").and_then(Value::as_array).cloned().unwrap_or_default());
        }
        let name = text(record, "name").ok_or_else(|| bad("name", "is missing"))?;
        let local = self
            .local_pipelines
            .iter()
            .flatten()
            .find(|p| text(p, "name").is_some_and(|n| n.eq_ignore_ascii_case(&name)))
            .cloned()
            .ok_or_else(|| bad("name", format!("no pipeline here is named {name:?}")))?;
        let known = self.local_id("pipeline", source_id).await?;
        let local_id =
            local.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "local pipeline has no id"))?;
        self.queue("pipeline", source_id, local_id, None, None).await?;
        let local_stages = local.get("stages").and_then(Value::as_array).cloned().unwrap_or_default();
        for (index, stage) in record.get("stages").and_then(Value::as_array).into_iter().flatten().enumerate()
        {
            let (Some(stage_id), Some(stage_name)) =
                (stage.get("stageId").and_then(id_text), text(stage, "name"))
            else {
                return Err(bad(format!("stages[{index}]"), "has no stageId or name"));
            };
            let found = local_stages
                .iter()
                .find(|s| text(s, "name").is_some_and(|n| n.eq_ignore_ascii_case(&stage_name)))
                .and_then(|s| s.get("stageId").and_then(id_uuid))
                .ok_or_else(|| {
                    bad(format!("stages[{index}].name"), format!("no stage {stage_name:?} in {name:?} here"))
                })?;
            self.queue("stage", &stage_id, found, None, None).await?;
        }
        Ok(if known.is_some() { Done::Unchanged } else { Done::Created })
    }
}
