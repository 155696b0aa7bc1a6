//! Writes one source record at a time into the organisation: maps the source's ids to ours
//! (the `transfer_ids` table), decides between create, update, unchanged and conflict, writes
//! through the organisation's own API operations (see `local`) and sets the source's timestamps.
//! A record that breaks a rule is reported with its source id and field; the rest go on.

mod chunks;
mod expenses;
mod insurance;
mod matched;
mod people;
mod records;

use std::collections::HashMap;

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
    error::ServiceError,
    service::transfer::{self, Settle, SourceKey, Stamped, Stamps},
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
    /// Records held to be written together as a chunk, all of one kind (see `chunks`).
    held: Vec<Value>,
    held_as: Option<chunks::Held>,
    /// The chunk being written while the next is prepared.
    in_flight: Option<chunks::InFlight>,
    /// When the database's statistics of what the chunks fill are next refreshed.
    statistics: chunks::Statistics,
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
            held: Vec::new(),
            held_as: None,
            in_flight: None,
            statistics: chunks::Statistics::default(),
            summary: Summary::new(dry_run),
        }
    }

    /// Imports one record of `kind`; only an unusable database stops the import. New profiles
    /// and contacts are held and written a chunk at a time (`chunks`); the rest at once.
    pub async fn record(&mut self, kind: Kind, record: Value) -> Result<(), String> {
        match chunks::Held::of(kind).filter(|_| !self.dry_run) {
            Some(held) => self.hold(held, record).await,
            None => {
                self.land().await?;
                self.record_now(kind, &record).await
            }
        }
    }

    /// Imports one record of `kind` through the API operations.
    async fn record_now(&mut self, kind: Kind, record: &Value) -> Result<(), String> {
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

    /// Writes the held records and the queued mappings (at the end of each pass, and before the
    /// import ends).
    pub async fn flush(&mut self) -> Result<(), String> {
        self.write_held().await?;
        self.land().await?;
        self.statistics.refreshed().await;
        self.flush_mappings().await
    }

    async fn flush_mappings(&mut self) -> Result<(), String> {
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
