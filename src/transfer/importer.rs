//! Writes one source record at a time into the organisation: maps the source's ids to ours
//! (the `transfer_ids` table), decides between create, update, unchanged and conflict, writes
//! through the organisation's own API operations (see `local`) and sets the source's timestamps.
//! A record that breaks a rule is reported with its source id and field; the rest go on.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use poem::http::Method;
use serde_json::{Map, Value, json};
use uuid::Uuid;

use super::{
    kinds::Kind,
    local::{LocalApi, Refusal},
    summary::{Problem, Summary},
};
use crate::{
    db::Database,
    entity::member::MemberRole,
    error::ServiceError,
    service::{
        members::{self, NewMember},
        policies,
        transfer::{self, Settle, SourceKey, Stamped, Stamps},
    },
};

/// The reason a record changed here since it was imported is not overwritten.
pub const CHANGED_HERE: &str = "changed here since the last import; the local copy is kept";
/// Policies are read-only: imported once, never updated.
pub const POLICY_READ_ONLY: &str =
    "changed at the source, but policies are read-only here and only imported once";

/// Why a record was not written.
enum Fail {
    /// It broke a rule: reported with the field.
    Bad { field: String, message: String },
    /// It was left alone on purpose, for this reason.
    Skip(String),
    /// The import cannot go on (the database is unreachable).
    Fatal(String),
}

fn bad(field: impl Into<String>, message: impl Into<String>) -> Fail {
    Fail::Bad { field: field.into(), message: message.into() }
}

impl From<Refusal> for Fail {
    fn from(refusal: Refusal) -> Self {
        if refusal.status >= 500 {
            return Fail::Fatal(format!(
                "the local service failed ({}): {}",
                refusal.status, refusal.message
            ));
        }
        Fail::Bad { field: refusal.field, message: refusal.message }
    }
}

impl From<ServiceError> for Fail {
    fn from(error: ServiceError) -> Self {
        match error {
            ServiceError::Invalid(problems) => match problems.into_iter().next() {
                Some(first) => Fail::Bad { field: first.field, message: first.message },
                None => bad("-", "is invalid"),
            },
            ServiceError::Database(error) => Fail::Fatal(format!("database error: {error}")),
            other => bad("-", other.to_string()),
        }
    }
}

enum Done {
    Created,
    Updated,
    Unchanged,
}

enum Decision {
    Create,
    Update(Uuid),
    Unchanged,
}

pub struct Importer {
    db: Database,
    local: LocalApi,
    organisation_id: Uuid,
    source: String,
    dry_run: bool,
    /// The organisation's pipelines, read once (there are a handful).
    local_pipelines: Option<Vec<Value>>,
    /// Mappings and timestamps not yet written, and the ids they map (looked up first). In a
    /// dry run nothing is written and this holds every record the import would have created,
    /// so references to them count as resolved.
    pending: Vec<Settle>,
    pending_ids: HashMap<(String, String), Uuid>,
    pub summary: Summary,
}

/// How many records' mappings are written in one transaction.
const SETTLE_BATCH: usize = 100;

type Outcome = Result<Done, Fail>;

impl Importer {
    pub fn new(db: &Database, organisation_id: Uuid, source: String, dry_run: bool) -> Self {
        Importer {
            db: db.clone(),
            local: LocalApi::new(db, organisation_id),
            organisation_id,
            source,
            dry_run,
            local_pipelines: None,
            pending: Vec::new(),
            pending_ids: HashMap::new(),
            summary: Summary::new(dry_run),
        }
    }

    /// Imports one record of `kind`; only an unusable database stops the import.
    pub async fn record(&mut self, kind: Kind, record: &Value) -> Result<(), String> {
        let Some(source_id) = source_id(kind, record) else {
            self.summary.fail(Problem {
                kind,
                source_id: "?".into(),
                field: kind.id_field().into(),
                message: "is missing".into(),
            });
            return Ok(());
        };
        let outcome = match kind {
            Kind::Member => self.member(&source_id, record).await,
            Kind::Pipeline => self.pipeline(&source_id, record).await,
            Kind::Profile => self.profile(&source_id, record).await,
            Kind::Contact => self.contact(&source_id, record).await,
            Kind::Opportunity => self.opportunity(&source_id, record).await,
            Kind::Mortgage | Kind::KiwiSaver | Kind::Investment => {
                self.product(kind, &source_id, record).await
            }
            Kind::Note => self.note(&source_id, record).await,
            Kind::Policy => self.policy(&source_id, record).await,
            Kind::Expenses => self.expenses(&source_id, record).await,
        };
        self.count(kind, source_id, outcome)
    }

    fn count(&mut self, kind: Kind, source_id: String, outcome: Outcome) -> Result<(), String> {
        match outcome {
            Ok(Done::Created) => self.summary.entry(kind).created += 1,
            Ok(Done::Updated) => self.summary.entry(kind).updated += 1,
            Ok(Done::Unchanged) => self.summary.entry(kind).unchanged += 1,
            Err(Fail::Skip(reason)) => self.summary.skip(kind, reason),
            Err(Fail::Bad { field, message }) => {
                self.summary.fail(Problem { kind, source_id, field, message })
            }
            Err(Fail::Fatal(message)) => return Err(message),
        }
        Ok(())
    }

    fn key(&self, kind: &str, source_id: &str) -> SourceKey {
        SourceKey { source: self.source.clone(), kind: kind.to_string(), source_id: source_id.to_string() }
    }

    /// The local id of the record the source calls `value` (null stays None).
    async fn resolve(&self, kind: &str, value: Option<&Value>, field: &str) -> Result<Option<Uuid>, Fail> {
        let Some(source_id) = value.and_then(id_text) else { return Ok(None) };
        match self.local_id(kind, &source_id).await? {
            Some(id) => Ok(Some(id)),
            None => Err(bad(field, format!("refers to {kind} {source_id}, which was not imported"))),
        }
    }

    /// Replaces the source id in `body[field]` by ours.
    async fn map_field(&self, body: &mut Map<String, Value>, field: &str, kind: &str) -> Result<(), Fail> {
        if let Some(value) = body.get(field).cloned() {
            let local = self.resolve(kind, Some(&value), field).await?;
            body.insert(field.to_string(), local.map_or(Value::Null, |id| json!(id)));
        }
        Ok(())
    }

    /// Create, update, unchanged, or a conflict (changed here since the last import).
    async fn decide(
        &mut self,
        kind: Kind,
        source_id: &str,
        stamps: Option<Stamps>,
    ) -> Result<Decision, Fail> {
        if self.pending_ids.contains_key(&(kind.name().to_string(), source_id.to_string())) {
            // Listed twice by the source (its pages shifted): written once this run.
            return Ok(Decision::Unchanged);
        }
        let key = self.key(kind.name(), source_id);
        let Some(row) = transfer::mapped(&self.db, self.organisation_id, &key).await? else {
            return Ok(self.plan_create(kind, source_id));
        };
        let Some(table) = kind.stamped() else { return Ok(Decision::Update(row.local_id)) };
        let Some(now) = transfer::local_modified(&self.db, self.organisation_id, table, row.local_id).await?
        else {
            return Ok(self.plan_create(kind, source_id));
        };
        if row.source_modified.is_some() && row.source_modified == stamps.map(|s| s.modified.to_rfc3339()) {
            return Ok(Decision::Unchanged);
        }
        if row.local_modified.is_some_and(|recorded| recorded != now) {
            return Err(Fail::Skip(CHANGED_HERE.into()));
        }
        Ok(Decision::Update(row.local_id))
    }

    fn plan_create(&mut self, kind: Kind, source_id: &str) -> Decision {
        if self.dry_run {
            self.pending_ids.insert((kind.name().to_string(), source_id.to_string()), Uuid::nil());
        }
        Decision::Create
    }

    /// Queues the record's mapping and timestamps; they are written a batch at a time.
    async fn settle(
        &mut self,
        kind: Kind,
        source_id: &str,
        local_id: Uuid,
        stamps: Option<Stamps>,
    ) -> Result<(), Fail> {
        self.queue(kind.name(), source_id, local_id, kind.stamped(), stamps).await
    }

    async fn queue(
        &mut self,
        kind: &str,
        source_id: &str,
        local_id: Uuid,
        table: Option<Stamped>,
        stamps: Option<Stamps>,
    ) -> Result<(), Fail> {
        self.pending_ids.insert((kind.to_string(), source_id.to_string()), local_id);
        if self.dry_run {
            return Ok(());
        }
        self.pending.push(Settle { key: self.key(kind, source_id), local_id, table, stamps });
        if self.pending.len() >= SETTLE_BATCH {
            self.flush_pending().await?;
        }
        Ok(())
    }

    async fn flush_pending(&mut self) -> Result<(), Fail> {
        let batch = std::mem::take(&mut self.pending);
        transfer::settle(&self.db, self.organisation_id, batch).await?;
        self.pending_ids.clear();
        Ok(())
    }

    /// Writes the queued mappings (at the end of each pass, and before the import ends).
    pub async fn flush(&mut self) -> Result<(), String> {
        match self.flush_pending().await {
            Ok(()) => Ok(()),
            Err(Fail::Fatal(message) | Fail::Bad { message, .. } | Fail::Skip(message)) => Err(message),
        }
    }

    /// The local id of a source record, queued or stored.
    async fn local_id(&self, kind: &str, source_id: &str) -> Result<Option<Uuid>, Fail> {
        if let Some(id) = self.pending_ids.get(&(kind.to_string(), source_id.to_string())) {
            return Ok(Some(*id));
        }
        let row = transfer::mapped(&self.db, self.organisation_id, &self.key(kind, source_id)).await?;
        Ok(row.map(|row| row.local_id))
    }

    async fn call(
        &self,
        method: Method,
        path: &str,
        member: Option<Uuid>,
        body: &Value,
    ) -> Result<Value, Fail> {
        Ok(self.local.call(method, path, member, Some(body)).await?)
    }

    // ----- members and pipelines: matched, not copied -----

    /// A member is matched to ours by e-mail; one we do not have is added. Members are never
    /// updated by an import (they are the firm's log-ins, managed here).
    async fn member(&mut self, source_id: &str, record: &Value) -> Outcome {
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
    async fn pipeline(&mut self, source_id: &str, record: &Value) -> Outcome {
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

    // ----- profiles: written first bare, finished at the end -----

    /// The profile's own fields. Its key contact, archived flag and timestamps are set by
    /// [`Importer::finish_profile`] once everything under it has been written (an archived
    /// profile takes no new records).
    async fn profile(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let decision = self.decide(Kind::Profile, source_id, stamps).await?;
        let mut body = pick(
            record,
            &["name", "profileType", "profileStatus", "profileRank", "profileSource", "adviserId"],
        );
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
    /// yet): key contact, archived flag, then the source's timestamps.
    pub async fn finish_profile(&mut self, record: &Value) -> Result<(), String> {
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

    async fn try_finish_profile(&mut self, source_id: &str, record: &Value) -> Result<(), Fail> {
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
        let key_contact = record.get("keyContactId").filter(|v| !v.is_null()).cloned().or_else(|| {
            record
                .get("contacts")
                .and_then(Value::as_array)
                .and_then(|cs| cs.iter().find(|c| c.get("isKeyContact") == Some(&json!(true))))
                .and_then(|c| c.get("contactId").cloned())
        });
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

    async fn contact(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let contact_type = match text(record, "contactType").as_deref() {
            Some("Person") => "person",
            Some("Company") => "company",
            Some("Trust") => "trust",
            _ => return Err(bad("contactType", "is not Person, Company or Trust")),
        };
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
        let mut body = without(
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
        );
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

    // ----- opportunities -----

    async fn opportunity(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
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
        ];
        if mortgage {
            fields.extend(["diaryNotes", "mortgageApplication"]);
        }
        let mut body = pick(record, &fields);
        self.map_field(&mut body, "pipelineId", "pipeline").await?;
        self.map_field(&mut body, "stageId", "stage").await?;
        self.map_field(&mut body, "adviserId", "member").await?;
        let profile = self.resolve("profile", record.get("profileId"), "profileId").await?;
        let decision = self.decide(Kind::Opportunity, source_id, stamps).await?;
        let status = text(record, "Status").unwrap_or_else(|| "Open".into());
        let mut closing = pick(record, &["Status", "lostReason", "isArchived"]);
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
                let archived = record.get("isArchived") == Some(&json!(true));
                if status != "Open" || archived {
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

    async fn product(&mut self, kind: Kind, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let mut body = without(
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
        );
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

    async fn note(&mut self, source_id: &str, record: &Value) -> Outcome {
        let stamps = stamps(record)?;
        let mut body = pick(record, &["profileId", "content", "isPinned"]);
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

    // ----- policies (read-only over the API: written by the policy import) -----

    async fn policy(&mut self, source_id: &str, record: &Value) -> Outcome {
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

    // ----- household expenses -----

    async fn expenses(&mut self, source_id: &str, record: &Value) -> Outcome {
        const LINE_TYPES: [&str; 5] = [
            "childSupport",
            "fixedCommitments",
            "otherEssentialCosts",
            "otherDiscretionaryLivingCosts",
            "superannuation",
        ];
        const SCALARS: [&str; 14] = [
            "food",
            "rates",
            "bodyCorporate",
            "homeInsurance",
            "healthInsurance",
            "utilities",
            "phoneAndInternet",
            "transport",
            "childcare",
            "education",
            "clothing",
            "medical",
            "entertainment",
            "rent",
        ];
        let stamps = stamps(record)?;
        let mut body = pick(record, &SCALARS);
        body.insert(
            "profileId".into(),
            json!(self.resolve("profile", record.get("profileId"), "profileId").await?),
        );
        for list in ["kiwiSaverExpenses", "superannuationExpenses"] {
            let mut mapped = Vec::new();
            for (index, entry) in record.get(list).and_then(Value::as_array).into_iter().flatten().enumerate()
            {
                let field = format!("{list}[{index}].contactId");
                let contact = self.resolve("contact", entry.get("contactId"), &field).await?;
                mapped.push(json!({ "contactId": contact, "value": entry.get("value") }));
            }
            body.insert(list.into(), Value::Array(mapped));
        }
        let decision = self.decide(Kind::Expenses, source_id, stamps).await?;
        if self.dry_run || matches!(decision, Decision::Unchanged) {
            return Ok(match decision {
                Decision::Create => Done::Created,
                Decision::Update(_) => Done::Updated,
                Decision::Unchanged => Done::Unchanged,
            });
        }
        // Each type's lines: known ones by our id, new ones (remembered afterwards, in order).
        let mut new_lines: HashMap<&str, Vec<String>> = HashMap::new();
        let mut known: HashSet<Uuid> = HashSet::new();
        for line_type in LINE_TYPES {
            let mut lines = Vec::new();
            for line in record.get(line_type).and_then(Value::as_array).into_iter().flatten() {
                let line_id = line.get("id").and_then(id_text).unwrap_or_default();
                let mapped = match decision {
                    Decision::Update(_) => self.local_id("expenseLine", &line_id).await?,
                    _ => None,
                };
                match mapped {
                    Some(local) => {
                        known.insert(local);
                        lines.push(json!({ "id": local, "value": line.get("value") }));
                    }
                    None => {
                        new_lines.entry(line_type).or_default().push(line_id);
                        lines.push(
                            json!({ "description": line.get("description"), "value": line.get("value") }),
                        );
                    }
                }
            }
            body.insert(line_type.into(), Value::Array(lines));
        }
        let (saved, done) = match decision {
            Decision::Create => {
                (self.call(Method::POST, "/expenses", None, &Value::Object(body)).await?, Done::Created)
            }
            _ => (self.call(Method::PATCH, "/expenses", None, &Value::Object(body)).await?, Done::Updated),
        };
        for line_type in LINE_TYPES {
            let added = saved
                .get(line_type)
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(|line| line.get("id").and_then(id_uuid))
                .filter(|id| !known.contains(id));
            for (source_line, local_line) in
                new_lines.remove(line_type).unwrap_or_default().into_iter().zip(added)
            {
                self.queue("expenseLine", &source_line, local_line, None, None).await?;
            }
        }
        let id = saved.get("id").and_then(id_uuid).ok_or_else(|| bad("id", "not returned"))?;
        self.settle(Kind::Expenses, source_id, id, stamps).await?;
        Ok(done)
    }
}

/// The record's id in the source, as text.
pub fn source_id(kind: Kind, record: &Value) -> Option<String> {
    let id = if kind == Kind::Expenses {
        record.get("profileId")
    } else {
        record.get(kind.id_field()).or_else(|| record.get("id"))
    };
    id.and_then(id_text)
}

/// An id as text: UUIDs and integers alike.
fn id_text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) if !text.is_empty() => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

fn id_uuid(value: &Value) -> Option<Uuid> {
    value.as_str().and_then(|text| text.parse().ok())
}

fn text(record: &Value, field: &str) -> Option<String> {
    record.get(field).and_then(Value::as_str).map(str::to_string)
}

/// The fields of `record` named in `fields` that it has.
fn pick(record: &Value, fields: &[&str]) -> Map<String, Value> {
    fields.iter().filter_map(|f| record.get(*f).map(|v| (f.to_string(), v.clone()))).collect()
}

/// Every field of `record` but those in `fields`.
fn without(record: &Value, fields: &[&str]) -> Map<String, Value> {
    record
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(name, _)| !fields.contains(&name.as_str()))
        .map(|(name, value)| (name.clone(), value.clone()))
        .collect()
}

/// The source's timestamps (and a closed opportunity's `closedDate`): `createdTimestamp` null
/// stays null; without a `modifiedTimestamp` the local times are kept.
fn stamps(record: &Value) -> Result<Option<Stamps>, Fail> {
    let Some(modified) = record.get("modifiedTimestamp").filter(|v| !v.is_null()) else { return Ok(None) };
    let modified =
        timestamp(modified).ok_or_else(|| bad("modifiedTimestamp", "is not an ISO 8601 timestamp"))?;
    let created = match record.get("createdTimestamp").filter(|v| !v.is_null()) {
        None => None,
        Some(value) => {
            Some(timestamp(value).ok_or_else(|| bad("createdTimestamp", "is not an ISO 8601 timestamp"))?)
        }
    };
    let closed = match record.get("closedDate").filter(|v| !v.is_null()) {
        None => None,
        Some(value) => Some(
            value
                .as_str()
                .and_then(|text| text.parse().ok())
                .ok_or_else(|| bad("closedDate", "is not an ISO 8601 date"))?,
        ),
    };
    Ok(Some(Stamps { created, modified, closed }))
}

fn timestamp(value: &Value) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(value.as_str()?).ok().map(|at| at.with_timezone(&Utc))
}
