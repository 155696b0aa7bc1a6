//! Events: one row per change to an organisation's records, written in the transaction of the
//! change, so a change and its event commit together or not at all (docs/decisions.md,
//! ADR-24). They are the feed integrators sync from (`GET /events`), the audit trail (who
//! changed what, when) and what webhooks deliver.

pub mod actor;
pub mod catalogue;
pub mod positions;
pub mod render;

use std::{any::Any, future::Future, pin::Pin};

use chrono::{Duration, Utc};
use sea_orm::{
    ActiveValue::{NotSet, Set},
    ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, TryIntoModel,
};
use serde_json::Value;
use uuid::Uuid;

pub use self::{
    actor::Actor,
    catalogue::{EventType, ResourceType},
};
use crate::{
    db::{self, Database, bulk::insert_chunked},
    entity::{event, member},
    error::ServiceError,
    service::{
        access_log, history,
        scoped::{self, of_organisation},
        webhook_outbox,
    },
    types::{PageInfo, PageRequest},
};

/// The wire field every record has that changes on every write; a change of it alone is no
/// change, and it is never listed in `changedFields`.
const MODIFIED_FIELD: &str = "modifiedTimestamp";

/// An event to record.
#[derive(Debug, Clone)]
pub struct NewEvent {
    pub organisation_id: Uuid,
    pub event_type: EventType,
    pub resource_id: Uuid,
    /// The profile the record belongs to, if any (the profile itself for profile events).
    pub profile_id: Option<Uuid>,
    /// For updates: the wire names of the fields that changed.
    pub changed_fields: Option<Vec<String>>,
    /// The record as its GET endpoint shows it after the change.
    pub data: Value,
    /// For changes: the record as it showed before (the field history's old values).
    pub before: Option<Value>,
    /// The batch item that made the change, which its history names: taken when the event is
    /// made, so one batch's events are written together whichever items they come from.
    pub batch_index: Option<usize>,
}

/// Records `new` with the current [`actor`] ([`positions`] say where it stands in the feed).
/// Inside a write transaction it is deferred to just before the commit and written there with
/// the transaction's other events ([`flush_deferred`]): one statement per table for all of
/// them. Elsewhere it is written at once in `conn`.
pub async fn record(conn: &impl ConnectionTrait, new: NewEvent) -> Result<(), ServiceError> {
    match db::pending::defer(Deferred::of(new), flush_deferred) {
        Ok(()) => Ok(()),
        // Boxed: every write's future holds this one, and its state inlined into all of them
        // overflowed the stack of deep callers (debug builds).
        Err(deferred) => Box::pin(record_many(conn, deferred.new.organisation_id, vec![deferred.new])).await,
    }
}

/// An event deferred to its transaction's end, with the Privacy Act request being carried out
/// when it was recorded, which its history names.
struct Deferred {
    new: NewEvent,
    privacy_request: Option<Uuid>,
}

impl Deferred {
    fn of(new: NewEvent) -> Self {
        Deferred { new, privacy_request: history::provenance::privacy_request() }
    }

    /// Whether `other` is written by the same [`record_many`] as this one.
    fn goes_with(&self, other: &Deferred) -> bool {
        self.new.organisation_id == other.new.organisation_id && self.privacy_request == other.privacy_request
    }
}

/// Writes a transaction's deferred events in order: each run of events of one organisation and
/// one Privacy Act request with one [`record_many`] (a batch's items' events are one run).
fn flush_deferred(
    txn: &DatabaseTransaction,
    items: Vec<Box<dyn Any + Send>>,
) -> Pin<Box<dyn Future<Output = Result<(), ServiceError>> + Send + '_>> {
    Box::pin(async move {
        let mut runs: Vec<Vec<Deferred>> = Vec::new();
        for item in items {
            let Ok(deferred) = item.downcast::<Deferred>() else { continue };
            match runs.last_mut() {
                Some(run) if run[0].goes_with(&deferred) => run.push(*deferred),
                _ => runs.push(vec![*deferred]),
            }
        }
        for run in runs {
            let (organisation_id, privacy_request) = (run[0].new.organisation_id, run[0].privacy_request);
            let events: Vec<NewEvent> = run.into_iter().map(|deferred| deferred.new).collect();
            let written = record_many(txn, organisation_id, events);
            match privacy_request {
                Some(id) => history::provenance::for_privacy_request(id, written).await?,
                None => written.await?,
            }
        }
        Ok(())
    })
}

/// Records many events of one organisation at once (a transaction's deferred events, an
/// import's chunk of records): the event rows (with consecutive positions taken in one
/// statement on SQLite), their field history, the request's access entry and the webhook
/// deliveries, each in a multi-row INSERT.
pub async fn record_many(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    events: Vec<NewEvent>,
) -> Result<(), ServiceError> {
    if events.is_empty() {
        return Ok(());
    }
    let actor = NamedActor::current(conn).await?;
    let positions = positions::for_new_events(conn, organisation_id, events.len()).await?;
    let now = Utc::now();
    let changes: Vec<(Vec<history::FieldChange>, Option<usize>)> = events
        .iter()
        .map(|new| (history::changes(new.before.as_ref(), &new.data), new.batch_index))
        .collect();
    access_log::written(conn, events.iter().map(|new| (&new.data, new.profile_id))).await?;
    let rows: Vec<event::ActiveModel> =
        events.into_iter().zip(positions).map(|(new, position)| actor.row(new, position, now)).collect();
    insert_chunked(conn, &rows).await?;
    let models: Vec<event::Model> = rows
        .into_iter()
        .map(|mut row| {
            if row.position.is_not_set() {
                row.position = Set(positions::UNSTAMPED);
            }
            row
        })
        .filter_map(|row| row.try_into_model().ok())
        .collect();
    let changed_records =
        models.iter().zip(changes).map(|(event, (changes, item))| history_of(event, changes, item)).collect();
    Box::pin(history::record(conn, &actor.provenance(), changed_records)).await?;
    Box::pin(webhook_outbox::enqueue_many(conn, organisation_id, &models)).await?;
    Ok(())
}

/// The current actor with what an event row records of it.
struct NamedActor {
    actor: Actor,
    member_id: Option<Uuid>,
    member_name: Option<String>,
    key_prefix: Option<String>,
    oauth_client_id: Option<String>,
}

impl NamedActor {
    /// The current [`actor`], with its member's display name read in `conn`.
    async fn current(conn: &impl ConnectionTrait) -> Result<NamedActor, ServiceError> {
        let actor = actor::current();
        let (member_id, key_prefix, oauth_client_id) = match &actor {
            Actor::ApiKey { key_prefix, member_id, oauth_client_id, .. } => {
                (*member_id, Some(key_prefix.clone()), oauth_client_id.clone())
            }
            Actor::Cli | Actor::System => (None, None, None),
        };
        let member_name = match (member_id, actor::known_member_name()) {
            (None, _) => None,
            (Some(_), Some(known)) => known,
            (Some(id), None) => {
                let name = member::Entity::find_by_id(id).one(conn).await?.map(|m| m.display_name());
                actor::remember_member_name(name.clone());
                name
            }
        };
        Ok(NamedActor { actor, member_id, member_name, key_prefix, oauth_client_id })
    }

    /// What the field history records of the actor.
    fn provenance(&self) -> history::Provenance {
        let (key_id, operation_id, request_id) = match &self.actor {
            Actor::ApiKey { key_id, operation_id, request_id, .. } => {
                (Some(*key_id), operation_id.clone(), request_id.clone())
            }
            Actor::Cli | Actor::System => (None, None, None),
        };
        history::Provenance {
            actor_type: self.actor.kind(),
            member_id: self.member_id,
            key_id,
            oauth_client_id: self.oauth_client_id.clone(),
            operation_id,
            request_id,
        }
    }

    fn row(&self, new: NewEvent, position: Option<i64>, now: chrono::DateTime<Utc>) -> event::ActiveModel {
        let changed_fields = new.changed_fields.map(|fields| Value::from(fields).to_string());
        event::ActiveModel {
            id: Set(Uuid::now_v7()),
            organisation_id: Set(new.organisation_id),
            // None: the database's placeholder (PostgreSQL), stamped after commit.
            position: position.map_or(NotSet, Set),
            event_type: Set(new.event_type.name().to_string()),
            resource_type: Set(new.event_type.resource_type().name().to_string()),
            resource_id: Set(new.resource_id),
            profile_id: Set(new.profile_id),
            actor_type: Set(self.actor.kind().to_string()),
            actor_member_id: Set(self.member_id),
            actor_member_name: Set(self.member_name.clone()),
            actor_api_key_prefix: Set(self.key_prefix.clone()),
            actor_oauth_client_id: Set(self.oauth_client_id.clone()),
            changed_fields: Set(changed_fields),
            data: Set(new.data.to_string()),
            occurred_at: Set(now),
            occurred_at_unix: Set(now.timestamp()),
        }
    }
}

/// Records the creation of a record whose view is `view`.
pub async fn created<V: Any>(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    event_type: EventType,
    resource_id: Uuid,
    profile_id: Option<Uuid>,
    view: &V,
) -> Result<(), ServiceError> {
    record(conn, creation(organisation_id, event_type, resource_id, profile_id, view)?).await
}

/// Records the change of a record from `before` to `after`, with the fields whose wire values
/// differ; nothing when none does (an update that changes nothing is no event). The type says
/// what changed most: archived or restored, then a status or key-contact change, else updated.
pub async fn changed<V: Any>(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    resource: ResourceType,
    resource_id: Uuid,
    profile_id: Option<Uuid>,
    before: &V,
    after: &V,
) -> Result<(), ServiceError> {
    match change(organisation_id, resource, resource_id, profile_id, before, after)? {
        Some(new) => record(conn, new).await,
        None => Ok(()),
    }
}

/// The event [`changed`] records for a change from `before` to `after` (None when no field
/// differs), for writers that record many at once ([`record_many`]).
pub fn change<V: Any>(
    organisation_id: Uuid,
    resource: ResourceType,
    resource_id: Uuid,
    profile_id: Option<Uuid>,
    before: &V,
    after: &V,
) -> Result<Option<NewEvent>, ServiceError> {
    let (before, data) = (render::render(before)?, render::render(after)?);
    let changed_fields = changed_fields(&before, &data);
    if changed_fields.is_empty() {
        return Ok(None);
    }
    let event_type = type_of_change(resource, &changed_fields, &data);
    Ok(Some(NewEvent {
        organisation_id,
        event_type,
        resource_id,
        profile_id,
        changed_fields: Some(changed_fields),
        data,
        before: Some(before),
        batch_index: history::provenance::batch_index(),
    }))
}

/// The event [`created`] records for a new record whose view is `view`.
pub fn creation<V: Any>(
    organisation_id: Uuid,
    event_type: EventType,
    resource_id: Uuid,
    profile_id: Option<Uuid>,
    view: &V,
) -> Result<NewEvent, ServiceError> {
    let data = render::render(view)?;
    Ok(NewEvent {
        organisation_id,
        event_type,
        resource_id,
        profile_id,
        changed_fields: None,
        data,
        before: None,
        batch_index: history::provenance::batch_index(),
    })
}

/// What the field history records of `event`'s change.
fn history_of(
    event: &event::Model,
    changes: Vec<history::FieldChange>,
    batch_index: Option<usize>,
) -> history::Changed<'_> {
    history::Changed {
        batch_index,
        organisation_id: event.organisation_id,
        resource_type: &event.resource_type,
        resource_id: event.resource_id,
        profile_id: event.profile_id,
        event_id: event.id,
        at: event.occurred_at,
        changes,
    }
}

/// The top-level fields whose values differ, in the order `after` has them.
fn changed_fields(before: &Value, after: &Value) -> Vec<String> {
    let Some(after) = after.as_object() else { return Vec::new() };
    after
        .iter()
        .filter(|(name, value)| *name != MODIFIED_FIELD && before.get(name.as_str()) != Some(*value))
        .map(|(name, _)| name.clone())
        .collect()
}

fn type_of_change(resource: ResourceType, changed: &[String], after: &Value) -> EventType {
    let has = |field: &str| changed.iter().any(|name| name == field);
    let by_suffix = |suffix| EventType::of(resource, suffix);
    let archive = resource.archive_field().filter(|field| has(field)).and_then(|field| {
        by_suffix(if after[field].as_bool() == Some(true) { "archived" } else { "restored" })
    });
    let status = (resource == ResourceType::Opportunity && has("Status"))
        .then_some(EventType::OpportunityStatusChanged);
    let key_contact = (resource == ResourceType::Profile && has("keyContactId"))
        .then_some(EventType::ProfileKeyContactChanged);
    archive
        .or(status)
        .or(key_contact)
        .or_else(|| by_suffix("updated"))
        .expect("every resource that changes has an `updated` event type")
}

/// What a list of events is filtered by.
#[derive(Debug, Clone, Default)]
pub struct EventFilter {
    pub event_type: Option<EventType>,
    pub resource_type: Option<ResourceType>,
    pub resource_id: Option<Uuid>,
    /// Only events after this one (of the same organisation).
    pub after: Option<Uuid>,
    /// Only events about these types of record (those the caller's scopes may read).
    pub readable: Vec<ResourceType>,
}

/// One page of the organisation's events in feed order: those committed so far, oldest first
/// ([`positions::stamp`] first gives the latest commits their positions).
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    filter: EventFilter,
    page: PageRequest,
) -> Result<(Vec<event::Model>, PageInfo), ServiceError> {
    positions::stamp(db, organisation_id).await?;
    let mut query = of_organisation::<event::Entity>(organisation_id)
        .filter(event::Column::Position.gt(positions::UNSTAMPED));
    if let Some(after) = filter.after {
        let anchor = scoped::lookup::<event::Entity>(db, organisation_id, after, false)
            .await?
            .ok_or_else(|| {
                ServiceError::invalid(
                    "after",
                    "no such event in this organisation (it may have been purged; start again without `after`)",
                )
            })?;
        // An event committed since the stamp above has no position yet: nothing is after it
        // until the next read stamps it.
        let after = if positions::is_stamped(anchor.position) { anchor.position } else { i64::MAX };
        query = query.filter(event::Column::Position.gt(after));
    }
    if let Some(event_type) = filter.event_type {
        query = query.filter(event::Column::EventType.eq(event_type.name()));
    }
    if let Some(resource_type) = filter.resource_type {
        query = query.filter(event::Column::ResourceType.eq(resource_type.name()));
    }
    if let Some(resource_id) = filter.resource_id {
        query = query.filter(event::Column::ResourceId.eq(resource_id));
    }
    if filter.readable.len() < ResourceType::ALL.len() {
        let names: Vec<&str> = filter.readable.iter().map(|resource| resource.name()).collect();
        query = query.filter(event::Column::ResourceType.is_in(names));
    }
    super::fetch_page(db, query, event::Column::Position, page).await
}

/// One event, if it is about a type of record in `readable` (else not found, as for another
/// organisation's).
pub async fn get(
    db: &Database,
    organisation_id: Uuid,
    id: Uuid,
    readable: &[ResourceType],
) -> Result<event::Model, ServiceError> {
    let event = scoped::find::<event::Entity>(db, organisation_id, id, false).await?;
    match ResourceType::from_name(&event.resource_type) {
        Some(resource) if readable.contains(&resource) => Ok(event),
        _ => Err(ServiceError::NotFound("Event")),
    }
}

/// Deletes the events older than `retention_days`; returns how many.
pub async fn purge_older_than(db: &Database, retention_days: u32) -> Result<u64, ServiceError> {
    let cutoff = (Utc::now() - Duration::days(i64::from(retention_days))).timestamp();
    db.write(move |txn| async move {
        let txn = &*txn;
        let deleted =
            event::Entity::delete_many().filter(event::Column::OccurredAtUnix.lt(cutoff)).exec(txn).await?;
        Ok(deleted.rows_affected)
    })
    .await
}
