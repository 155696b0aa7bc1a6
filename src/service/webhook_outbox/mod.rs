//! The outbox of webhook deliveries (docs/decisions.md, ADR-25): a row per event and endpoint, written in the transaction of
//! the event (so an event is never lost and never sent for a change that rolled back), claimed
//! by the delivery worker of any instance with a lease, and updated with each attempt's outcome.
//!
//! Claiming is safe with several instances on one PostgreSQL database: candidates are selected
//! `FOR UPDATE SKIP LOCKED` and leased in the same transaction, so two instances never hold one
//! row; a lease that runs out (its server died mid-send) makes the row claimable again. SQLite
//! is one process, whose writes are serialised anyway. Per resource and endpoint, a delivery is
//! only claimed when no earlier one (by event position) is still pending.
//!
//! Queuing wakes the workers ([`wakes`]): on PostgreSQL with a `NOTIFY` on [`CHANNEL`] that every
//! instance hears when the queuing transaction commits, on SQLite (one process) directly.

use std::{collections::HashMap, sync::LazyLock};

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait,
    ActiveValue::{NotSet, Set},
    ColumnTrait, Condition, ConnectionTrait, DbBackend, DbErr, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, QueryTrait,
    sea_query::{Expr, LockBehavior, LockType},
};
use tokio::sync::watch;
use uuid::Uuid;

pub mod event_filter;

use crate::{
    db::{Database, Reads, bulk::insert_chunked},
    entity::{event, webhook_delivery, webhook_delivery_attempt, webhook_endpoint},
    error::{ErrorCode, ServiceError},
    service::{
        Filter,
        events::{catalogue::ResourceType, positions},
        fetch,
        scoped::{self, of_organisation},
    },
    types::{PageInfo, PageRequest, Scopes},
};

/// Where a delivery stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryStatus {
    /// Waiting for its first attempt or a retry (or being sent).
    Pending,
    Succeeded,
    /// The retry schedule is used up.
    Failed,
}

impl DeliveryStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            DeliveryStatus::Pending => "pending",
            DeliveryStatus::Succeeded => "succeeded",
            DeliveryStatus::Failed => "failed",
        }
    }
}

fn unix_now() -> i64 {
    Utc::now().timestamp()
}

/// The channel of the `NOTIFY` sent on PostgreSQL when deliveries are queued or made due: every
/// instance's worker listens on it (`delivery`), and hears it once the transaction commits.
pub const CHANNEL: &str = "webhook_outbox";

/// Changed whenever deliveries may have become claimable; this process's workers watch it.
static WAKES: LazyLock<watch::Sender<u64>> = LazyLock::new(|| watch::Sender::new(0));

/// Tells this process's workers to look at the outbox now.
pub fn wake() {
    WAKES.send_modify(|count| *count = count.wrapping_add(1));
}

/// What wakes a worker: it changes each time [`wake`] is called.
pub fn wakes() -> watch::Receiver<u64> {
    WAKES.subscribe()
}

/// Lets the workers know, from inside `txn`, that deliveries were queued or made due. On
/// PostgreSQL a `NOTIFY`, which reaches every instance if and when the transaction commits. On
/// SQLite, one process, this process's workers are woken at once: a claim is itself a write,
/// so it waits for the single writer and sees this transaction's rows once they are committed.
pub async fn announce(txn: &impl ConnectionTrait) -> Result<(), DbErr> {
    match txn.get_database_backend() {
        DbBackend::Postgres => {
            txn.execute_unprepared(&format!("NOTIFY {CHANNEL}")).await?;
        }
        _ => wake(),
    }
    Ok(())
}

/// Queues `event` for every enabled endpoint of its organisation that wants its type, in the
/// caller's transaction (the one that writes the event).
pub async fn enqueue(txn: &impl ConnectionTrait, event: &event::Model) -> Result<usize, ServiceError> {
    let endpoints = enabled_endpoints(txn, event.organisation_id).await?;
    let rows = deliveries(&endpoints, std::slice::from_ref(event));
    let count = rows.len();
    if count == 0 {
        return Ok(0);
    }
    let insert = webhook_delivery::Entity::insert_many(rows);
    match txn.get_database_backend() {
        DbBackend::Postgres => {
            // The rows and the notification ([`announce`]) in one statement: a batch writing a
            // hundred events makes no extra round trip for it.
            let mut statement = insert.build(DbBackend::Postgres);
            statement.sql = format!("WITH queued AS ({}) SELECT pg_notify('{CHANNEL}', '')", statement.sql);
            txn.execute_raw(statement).await?;
        }
        _ => {
            insert.exec(txn).await?;
            announce(txn).await?;
        }
    }
    Ok(count)
}

/// [`enqueue`] for many events of one organisation, its endpoints read once.
pub async fn enqueue_many(
    txn: &impl ConnectionTrait,
    organisation_id: Uuid,
    events: &[event::Model],
) -> Result<usize, ServiceError> {
    let endpoints = enabled_endpoints(txn, organisation_id).await?;
    let rows = deliveries(&endpoints, events);
    insert_chunked(txn, &rows).await?;
    Ok(rows.len())
}

async fn enabled_endpoints(
    txn: &impl ConnectionTrait,
    organisation_id: Uuid,
) -> Result<Vec<webhook_endpoint::Model>, ServiceError> {
    Ok(of_organisation::<webhook_endpoint::Entity>(organisation_id)
        .filter(webhook_endpoint::Column::Enabled.eq(true))
        .all(txn)
        .await?)
}

/// A pending delivery of each event to each endpoint that wants its type.
fn deliveries(
    endpoints: &[webhook_endpoint::Model],
    events: &[event::Model],
) -> Vec<webhook_delivery::ActiveModel> {
    let now = Utc::now();
    // Each endpoint's scopes (those of the key that registered it), read once for all events.
    let endpoints: Vec<(&webhook_endpoint::Model, Scopes)> =
        endpoints.iter().map(|endpoint| (endpoint, Scopes::stored(endpoint.scopes.as_deref()))).collect();
    events
        .iter()
        .flat_map(|event| {
            endpoints
                .iter()
                .filter(|(endpoint, _)| event_filter::wants(&endpoint.event_types, &event.event_type))
                // Only what those scopes may read.
                .filter(|(_, scopes)| ResourceType::readable_by_name(&event.resource_type, *scopes))
                .map(move |(endpoint, _)| webhook_delivery::ActiveModel {
                    id: Set(Uuid::now_v7()),
                    organisation_id: Set(event.organisation_id),
                    endpoint_id: Set(endpoint.id),
                    event_id: Set(event.id),
                    event_type: Set(event.event_type.clone()),
                    // A stamped event's position; else (PostgreSQL) the next of the sequence
                    // events are written in, which orders a record's deliveries as well.
                    event_position: if positions::is_stamped(event.position) {
                        Set(event.position)
                    } else {
                        NotSet
                    },
                    resource_key: Set(format!("{}:{}", event.resource_type, event.resource_id)),
                    status: Set(DeliveryStatus::Pending.as_str().to_string()),
                    attempts: Set(0),
                    next_attempt_at: Set(now.timestamp()),
                    lease_until: Set(None),
                    lease_token: Set(None),
                    created_at: Set(now),
                    modified_at: Set(now),
                })
        })
        .collect()
}

/// A delivery a worker holds, with its endpoint as it was when claimed.
#[derive(Debug, Clone)]
pub struct Claim {
    pub delivery: webhook_delivery::Model,
    pub endpoint: webhook_endpoint::Model,
    pub token: Uuid,
}

/// How much a worker can take on in one claim.
#[derive(Debug, Clone)]
pub struct Room {
    /// Deliveries to claim at most.
    pub total: usize,
    /// Deliveries of one endpoint a worker may hold at once.
    pub per_endpoint: usize,
    /// Deliveries of one organisation a worker may hold at once (all its endpoints together).
    pub per_organisation: usize,
    /// The deliveries the worker holds now, by endpoint.
    pub busy: HashMap<Uuid, usize>,
    /// The deliveries the worker holds now, by organisation.
    pub busy_organisations: HashMap<Uuid, usize>,
}

impl Room {
    fn left_for(&self, endpoint: Uuid) -> usize {
        self.per_endpoint.saturating_sub(self.busy.get(&endpoint).copied().unwrap_or(0))
    }

    fn left_for_organisation(&self, organisation: Uuid) -> usize {
        self.per_organisation.saturating_sub(self.busy_organisations.get(&organisation).copied().unwrap_or(0))
    }
}

/// What a claim got.
#[derive(Debug, Default)]
pub struct Claimed {
    pub claims: Vec<Claim>,
    /// More deliveries may be due than the claim could take: claim again.
    pub more: bool,
}

/// Leases due deliveries for `lease_secs`: up to `room.total`, and no more of one endpoint or
/// one organisation than it has room for (one with none is not considered, so an organisation
/// whose endpoints are slow cannot hold back another's deliveries). The earliest due come first.
pub async fn claim(db: &Database, room: Room, lease_secs: i64) -> Result<Claimed, ServiceError> {
    let backend = db.backend();
    let full: Vec<Uuid> =
        room.busy.keys().copied().filter(|endpoint| room.left_for(*endpoint) == 0).collect();
    let full_organisations: Vec<Uuid> = room
        .busy_organisations
        .keys()
        .copied()
        .filter(|organisation| room.left_for_organisation(*organisation) == 0)
        .collect();
    db.write(move |txn| {
        let (room, full, full_organisations) = (room.clone(), full.clone(), full_organisations.clone());
        async move {
            let txn = &*txn;
            if backend == DbBackend::Postgres {
                // Plan this claim for the outbox as it is now. A connection caches a generic plan
                // after five runs; one cached while the outbox was nearly empty scans it once per
                // pending delivery (the "earlier delivery pending" check), which took 15 s per
                // claim with 10,000 pending and held deliveries to a few a second.
                txn.execute_unprepared("SET LOCAL plan_cache_mode = force_custom_plan").await?;
            }
            let now = unix_now();
            let mut due = webhook_delivery::Entity::find()
                .select_only()
                .column(webhook_delivery::Column::Id)
                .column(webhook_delivery::Column::EndpointId)
                .column(webhook_delivery::Column::OrganisationId)
                .filter(webhook_delivery::Column::Status.eq(DeliveryStatus::Pending.as_str()))
                .filter(webhook_delivery::Column::NextAttemptAt.lte(now))
                .filter(
                    Condition::any()
                        .add(webhook_delivery::Column::LeaseUntil.is_null())
                        .add(webhook_delivery::Column::LeaseUntil.lt(now)),
                )
                .filter(Expr::cust(
                    "webhook_deliveries.endpoint_id IN (SELECT id FROM webhook_endpoints WHERE enabled)",
                ))
                .filter(Expr::cust(
                    "NOT EXISTS (SELECT 1 FROM webhook_deliveries AS earlier \
                 WHERE earlier.endpoint_id = webhook_deliveries.endpoint_id \
                 AND earlier.resource_key = webhook_deliveries.resource_key \
                 AND earlier.status = 'pending' \
                 AND earlier.event_position < webhook_deliveries.event_position)",
                ))
                // The earliest due first, in the due index's order and no finer: ordering by event
                // position too sorted every due delivery on each claim (15 ms with 10,000 of them
                // on PostgreSQL, 0.2 ms without). Order per record needs no ordering here: the
                // NOT EXISTS above leaves out all but a record's earliest pending delivery.
                .order_by_asc(webhook_delivery::Column::NextAttemptAt)
                .limit(room.total as u64);
            if !full.is_empty() {
                due = due.filter(webhook_delivery::Column::EndpointId.is_not_in(full));
            }
            if !full_organisations.is_empty() {
                due = due.filter(webhook_delivery::Column::OrganisationId.is_not_in(full_organisations));
            }
            if backend == DbBackend::Postgres {
                due = due.lock_with_behavior(LockType::Update, LockBehavior::SkipLocked);
            }
            let candidates: Vec<(Uuid, Uuid, Uuid)> = due.into_tuple().all(txn).await?;
            let more = candidates.len() == room.total;
            // The candidates beyond an endpoint's or an organisation's room stay as they are
            // (their row locks end with this transaction); the next claim leaves it out.
            let mut taken: HashMap<Uuid, usize> = HashMap::new();
            let mut taken_by_organisation: HashMap<Uuid, usize> = HashMap::new();
            let ids: Vec<Uuid> = candidates
                .into_iter()
                .filter(|(_, endpoint, organisation)| {
                    let (count, of_organisation) = (
                        taken.get(endpoint).copied().unwrap_or(0),
                        taken_by_organisation.get(organisation).copied().unwrap_or(0),
                    );
                    let fits = count < room.left_for(*endpoint)
                        && of_organisation < room.left_for_organisation(*organisation);
                    if fits {
                        *taken.entry(*endpoint).or_default() += 1;
                        *taken_by_organisation.entry(*organisation).or_default() += 1;
                    }
                    fits
                })
                .map(|(id, _, _)| id)
                .collect();
            if ids.is_empty() {
                return Ok(Claimed { claims: Vec::new(), more });
            }
            let token = Uuid::now_v7();
            webhook_delivery::Entity::update_many()
                .col_expr(webhook_delivery::Column::LeaseUntil, Expr::value(now + lease_secs))
                .col_expr(webhook_delivery::Column::LeaseToken, Expr::value(token))
                .filter(webhook_delivery::Column::Id.is_in(ids.clone()))
                .exec(txn)
                .await?;
            let deliveries = webhook_delivery::Entity::find()
                .filter(webhook_delivery::Column::Id.is_in(ids))
                .order_by_asc(webhook_delivery::Column::EventPosition)
                .all(txn)
                .await?;
            let endpoints = webhook_endpoint::Entity::find()
                .filter(webhook_endpoint::Column::Id.is_in(deliveries.iter().map(|d| d.endpoint_id)))
                .all(txn)
                .await?;
            let claims = deliveries
                .into_iter()
                .filter_map(|delivery| {
                    let endpoint = endpoints.iter().find(|e| e.id == delivery.endpoint_id)?.clone();
                    Some(Claim { delivery, endpoint, token })
                })
                .collect();
            Ok(Claimed { claims, more })
        }
    })
    .await
}

/// A delivery with its attempts, as `GET …/deliveries` shows it.
#[derive(Debug, Clone)]
pub struct DeliveryView {
    pub model: webhook_delivery::Model,
    pub attempts: Vec<webhook_delivery_attempt::Model>,
}

async fn views(
    conn: &impl Reads,
    models: Vec<webhook_delivery::Model>,
) -> Result<Vec<DeliveryView>, ServiceError> {
    let attempts = conn
        .all(
            webhook_delivery_attempt::Entity::find()
                .filter(webhook_delivery_attempt::Column::DeliveryId.is_in(models.iter().map(|m| m.id)))
                .order_by_asc(webhook_delivery_attempt::Column::Id),
        )
        .await?;
    Ok(models
        .into_iter()
        .map(|model| DeliveryView {
            attempts: attempts.iter().filter(|a| a.delivery_id == model.id).cloned().collect(),
            model,
        })
        .collect())
}

/// The deliveries of one of the organisation's endpoints, oldest first.
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    endpoint_id: Uuid,
    page: PageRequest,
) -> Result<(Vec<DeliveryView>, PageInfo), ServiceError> {
    scoped::find::<webhook_endpoint::Entity>(db, organisation_id, endpoint_id, false).await?;
    let query = of_organisation::<webhook_delivery::Entity>(organisation_id)
        .filter(webhook_delivery::Column::EndpointId.eq(endpoint_id));
    let (models, info) = fetch(db, query, webhook_delivery::Column::Id, page, Filter::Organisation).await?;
    Ok((views(db, models).await?, info))
}

/// Sends a delivery again as soon as the worker gets to it (whatever its state: a delivered
/// event is sent once more, a failed one gets one more attempt). Refused while the endpoint is
/// disabled.
pub async fn retry(
    db: &Database,
    organisation_id: Uuid,
    endpoint_id: Uuid,
    delivery_id: Uuid,
) -> Result<DeliveryView, ServiceError> {
    db.write(move |txn| async move {
        let txn = &*txn;
        let endpoint =
            scoped::find::<webhook_endpoint::Entity>(txn, organisation_id, endpoint_id, false).await?;
        let delivery =
            scoped::find::<webhook_delivery::Entity>(txn, organisation_id, delivery_id, true).await?;
        if delivery.endpoint_id != endpoint.id {
            return Err(ServiceError::NotFound("Webhook delivery"));
        }
        if !endpoint.enabled {
            return Err(ServiceError::Conflict {
                code: ErrorCode::Conflict,
                message:
                    "The endpoint is disabled: enable it (PATCH enabled: true) before retrying a delivery."
                        .to_string(),
            });
        }
        let mut row: webhook_delivery::ActiveModel = delivery.into();
        row.status = Set(DeliveryStatus::Pending.as_str().to_string());
        row.next_attempt_at = Set(unix_now());
        row.modified_at = Set(Utc::now());
        let model = row.update(txn).await?;
        announce(txn).await?;
        Ok(views(txn, vec![model]).await?.remove(0))
    })
    .await
}

/// Deliveries waiting to be sent (due or scheduled for a retry), across organisations.
pub async fn backlog(db: &Database) -> Result<u64, ServiceError> {
    let pending = webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::Status.eq(DeliveryStatus::Pending.as_str()));
    Ok(db.count(pending).await?)
}
