//! Opportunities, financial products and notes.

use poem::http::Method;
use serde_json::{Map, Value, json};

use super::{Decision, Done, Importer, Outcome, bad, id_uuid, pick, stamps, text, without};
use crate::transfer::kinds::Kind;

/// The fields of an opportunity's create (references still the source's), and whether it is
/// a mortgage opportunity.
pub(super) fn opportunity_fields(record: &Value) -> (Map<String, Value>, bool) {
    let mortgage = text(record, "opportunityType").as_deref() == Some("Mortgage");
    let mut fields = vec![
        "name",
        "pipelineId",
        "stageId",
        "adviserId",
        "value",
        "source",
        "referrer",
        "clientInterview",
        "externalId",
    ];
    if mortgage {
        fields.extend(["diaryNotes", "mortgageApplication"]);
    }
    (pick(record, &fields), mortgage)
}

/// The fields of a product's create (references still the source's).
pub(super) fn product_fields(kind: Kind, record: &Value) -> Map<String, Value> {
    without(
        record,
        &[
            "id",
            kind.id_field(),
            "isProfileArchived",
            "createdTimestamp",
            "modifiedTimestamp",
            // The fields KiwiSaverMemberNumber replaced, which the API refuses.
            "KiwiSaverPolicyNumber",
            "MembershipNumber",
        ],
    )
}

/// The fields of a note's create (its profile still the source's; its author apart).
pub(super) fn note_fields(record: &Value) -> Map<String, Value> {
    pick(record, &["profileId", "content", "isPinned", "externalId"])
}

/// The fields of the update that closes or archives an opportunity after its create.
pub(super) fn closing_fields(record: &Value) -> Map<String, Value> {
    pick(record, &["Status", "lostReason", "isArchived"])
}

/// Whether the opportunity came won, lost or archived: created open, then closed.
pub(super) fn came_closed(record: &Value) -> bool {
    let status = text(record, "Status").unwrap_or_else(|| "Open".into());
    status != "Open" || record.get("isArchived") == Some(&json!(true))
}

impl Importer {
    // ----- opportunities -----

    pub(super) async fn opportunity(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let (mut body, mortgage) = opportunity_fields(record);
        self.map_field(&mut body, "pipelineId", "pipeline").await?;
        self.map_field(&mut body, "stageId", "stage").await?;
        self.map_field(&mut body, "adviserId", "member").await?;
        let profile = self.resolve("profile", record.get("profileId"), "profileId").await?;
        let decision = self.decide(Kind::Opportunity, source_id, stamps).await?;
        let mut closing = closing_fields(record);
        let suffix = if mortgage { "/mortgage" } else { "" };
        let id = match decision {
            Decision::Unchanged => return Ok(Done::Unchanged),
            Decision::Create if self.dry_run => return Ok(Done::Created),
            Decision::Update(_) if self.dry_run => return Ok(Done::Updated),
            Decision::Create => {
                body.insert("profileId".into(), json!(profile));
                let path = if mortgage { "/opportunities/mortgage" } else { "/opportunities" };
                let created = self.call(Method::POST, path, None, &Value::Object(body)).await?;
                let id = created.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "not returned"))?;
                if came_closed(record) {
                    self.call(
                        Method::PATCH,
                        &format!("/opportunities/{id}{suffix}"),
                        None,
                        &Value::Object(closing),
                    )
                    .await?;
                }
                self.settle(Kind::Opportunity, source_id, id, stamps).await?;
                return Ok(Done::Created);
            }
            Decision::Update(id) => id,
        };
        let current = self.local.get(&format!("/opportunities/{id}")).await?;
        if text(&current, "Status").as_deref() != Some("Open") {
            self.call(Method::POST, &format!("/opportunities/{id}/reopen"), None, &json!({})).await?;
        }
        closing.extend(body);
        self.call(Method::PATCH, &format!("/opportunities/{id}{suffix}"), None, &Value::Object(closing))
            .await?;
        self.settle(Kind::Opportunity, source_id, id, stamps).await?;
        Ok(Done::Updated)
    }

    // ----- mortgages, KiwiSaver accounts, investments -----

    pub(super) async fn product(&mut self, kind: Kind, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let mut body = product_fields(kind, record);
        self.map_field(&mut body, "profileId", "profile").await?;
        self.map_field(&mut body, "contactId", "contact").await?;
        if let Some(owners) = body.get("ownerContactIds").and_then(Value::as_array).cloned() {
            let mut mapped = Vec::new();
            for (index, owner) in owners.iter().enumerate() {
                mapped.push(json!(
                    self.resolve("contact", Some(owner), &format!("ownerContactIds[{index}]")).await?
                ));
            }
            body.insert("ownerContactIds".into(), Value::Array(mapped));
        }
        let path = kind.list_path();
        let (id, done) = match self.decide(kind, source_id, stamps).await? {
            Decision::Unchanged => return Ok(Done::Unchanged),
            Decision::Create if self.dry_run => return Ok(Done::Created),
            Decision::Update(_) if self.dry_run => return Ok(Done::Updated),
            Decision::Create => {
                let created = self.call(Method::POST, path, None, &Value::Object(body)).await?;
                (created.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "not returned"))?, Done::Created)
            }
            Decision::Update(id) => {
                self.call(Method::PATCH, &format!("{path}/{id}"), None, &Value::Object(body)).await?;
                (id, Done::Updated)
            }
        };
        self.settle(kind, source_id, id, stamps).await?;
        Ok(done)
    }

    // ----- notes -----

    pub(super) async fn note(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let mut body = note_fields(record);
        self.map_field(&mut body, "profileId", "profile").await?;
        // The author is kept when the member came across; otherwise the note has none.
        let author =
            self.resolve("member", record.get("createdByMemberId"), "createdByMemberId").await.ok().flatten();
        let (id, done) = match self.decide(Kind::Note, source_id, stamps).await? {
            Decision::Unchanged => return Ok(Done::Unchanged),
            Decision::Create if self.dry_run => return Ok(Done::Created),
            Decision::Update(_) if self.dry_run => return Ok(Done::Updated),
            Decision::Create => {
                if let Some(author) = author {
                    body.insert("createdByMemberId".into(), json!(author));
                }
                let created = self.call(Method::POST, "/notes", author, &Value::Object(body)).await?;
                (created.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "not returned"))?, Done::Created)
            }
            Decision::Update(id) => {
                self.call(Method::PATCH, &format!("/notes/{id}"), author, &Value::Object(body)).await?;
                (id, Done::Updated)
            }
        };
        self.settle(Kind::Note, source_id, id, stamps).await?;
        Ok(done)
    }
}
