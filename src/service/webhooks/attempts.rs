//! Recording an attempt at a delivery: the attempt row, the delivery's next state (another
//! attempt on the retry schedule, or given up) and the endpoint's failure record, which disables
//! an endpoint failing for too long and says so with a `webhook_endpoint.disabled` event in the
//! same transaction.

use std::collections::HashMap;

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait,
    ActiveValue::Set,
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait},
};
use uuid::Uuid;

use crate::{
    config::WebhookSettings,
    db::Database,
    entity::{webhook_delivery, webhook_delivery_attempt, webhook_endpoint},
    error::ServiceError,
    service::{
        events::{self, EventType},
        webhook_outbox::{Claim, DeliveryStatus},
    },
};

/// How one attempt went.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// The receiver answered 2xx.
    pub succeeded: bool,
    pub response_status: Option<u16>,
    pub error: Option<String>,
    pub duration_ms: i64,
}

/// What recording an attempt changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorded {
    Delivered,
    /// Failed; another attempt is scheduled.
    WillRetry,
    /// Failed and the retry schedule is used up.
    GaveUp,
    /// The lease ran out and another worker took the delivery over: the attempt is kept, the
    /// delivery is the other worker's now.
    LeaseLost,
}

/// Records the attempts at `outcomes` (in the order they finished) in one transaction, so a
/// busy worker pays for one commit per batch rather than one per delivery: the attempt rows,
/// each delivery's new state and each endpoint's failure record, which disables an endpoint
/// failing for `settings.disable_after` with no success between. Returns, for each outcome,
/// what happened, and the endpoint when that failure disabled it.
pub async fn record_all(
    db: &Database,
    settings: &WebhookSettings,
    outcomes: Vec<(Claim, Attempt)>,
) -> Result<Vec<(Recorded, Option<webhook_endpoint::Model>)>, ServiceError> {
    let schedule = settings.retry_schedule.clone();
    let disable_after = settings.disable_after.as_secs() as i64;
    db.write_with(outcomes, move |txn, outcomes| {
        let schedule = schedule.clone();
        async move {
            let txn = &*txn;
            let now = Utc::now();
            // Locked in one order (by id), as any other worker recording one of them (its lease
            // having run out) locks them.
            let deliveries: HashMap<Uuid, webhook_delivery::Model> = webhook_delivery::Entity::find()
                .filter(
                    webhook_delivery::Column::Id.is_in(outcomes.iter().map(|(claim, _)| claim.delivery.id)),
                )
                .order_by_asc(webhook_delivery::Column::Id)
                .lock_exclusive()
                .all(txn)
                .await?
                .into_iter()
                .map(|delivery| (delivery.id, delivery))
                .collect();
            // Gone with its endpoint (deleted meanwhile): nothing to record.
            let rows: Vec<webhook_delivery_attempt::ActiveModel> = outcomes
                .iter()
                .filter(|(claim, _)| deliveries.contains_key(&claim.delivery.id))
                .map(|(claim, attempt)| webhook_delivery_attempt::ActiveModel {
                    id: Set(Uuid::now_v7()),
                    delivery_id: Set(claim.delivery.id),
                    succeeded: Set(attempt.succeeded),
                    response_status: Set(attempt.response_status.map(i32::from)),
                    error: Set(attempt.error.clone()),
                    duration_ms: Set(attempt.duration_ms),
                    attempted_at: Set(now),
                })
                .collect();
            if !rows.is_empty() {
                webhook_delivery_attempt::Entity::insert_many(rows).exec(txn).await?;
            }
            let mut results = Vec::with_capacity(outcomes.len());
            let mut delivered = Vec::new();
            for (claim, attempt) in outcomes.iter() {
                let Some(delivery) = deliveries.get(&claim.delivery.id) else {
                    results.push((Recorded::LeaseLost, None));
                    continue;
                };
                if delivery.lease_token != Some(claim.token) {
                    results.push((Recorded::LeaseLost, None));
                    continue;
                }
                if attempt.succeeded {
                    delivered.push(delivery.id);
                    results.push((Recorded::Delivered, None));
                    continue;
                }
                let attempts = delivery.attempts + 1;
                let mut row: webhook_delivery::ActiveModel = delivery.clone().into();
                row.attempts = Set(attempts);
                row.lease_until = Set(None);
                row.lease_token = Set(None);
                row.modified_at = Set(now);
                let recorded = match schedule.get(attempts as usize - 1) {
                    Some(&delay) => {
                        // Rounded up to the next whole second: never sooner than the schedule says.
                        let next_second = now.timestamp() + i64::from(now.timestamp_subsec_nanos() > 0);
                        row.next_attempt_at = Set(next_second + delay as i64);
                        Recorded::WillRetry
                    }
                    None => {
                        row.status = Set(DeliveryStatus::Failed.as_str().to_string());
                        Recorded::GaveUp
                    }
                };
                row.update(txn).await?;
                results.push((recorded, None));
            }
            // The deliveries that arrived, in one statement.
            if !delivered.is_empty() {
                webhook_delivery::Entity::update_many()
                    .col_expr(
                        webhook_delivery::Column::Status,
                        Expr::value(DeliveryStatus::Succeeded.as_str()),
                    )
                    .col_expr(
                        webhook_delivery::Column::Attempts,
                        Expr::col(webhook_delivery::Column::Attempts).add(1),
                    )
                    .col_expr(webhook_delivery::Column::LeaseUntil, Expr::value(Option::<i64>::None))
                    .col_expr(webhook_delivery::Column::LeaseToken, Expr::value(Option::<Uuid>::None))
                    .col_expr(webhook_delivery::Column::ModifiedAt, Expr::value(now))
                    .filter(webhook_delivery::Column::Id.is_in(delivered))
                    .exec(txn)
                    .await?;
            }
            // Each endpoint's failure record, outcome by outcome as they finished; a success
            // right after a success changes nothing.
            let mut last_succeeded: HashMap<Uuid, bool> = HashMap::new();
            for ((claim, attempt), result) in outcomes.iter().zip(results.iter_mut()) {
                if result.0 == Recorded::LeaseLost {
                    continue;
                }
                let endpoint = claim.endpoint.id;
                if attempt.succeeded && last_succeeded.get(&endpoint) == Some(&true) {
                    continue;
                }
                last_succeeded.insert(endpoint, attempt.succeeded);
                result.1 = note_endpoint_health(txn, endpoint, attempt.succeeded, disable_after).await?;
            }
            Ok(results)
        }
    })
    .await
}

/// Keeps the endpoint's failure record: cleared by a success, started by the first failure
/// after one. An endpoint failing for `disable_after` seconds is disabled; returns it then.
async fn note_endpoint_health(
    txn: &impl ConnectionTrait,
    endpoint_id: Uuid,
    succeeded: bool,
    disable_after: i64,
) -> Result<Option<webhook_endpoint::Model>, ServiceError> {
    if succeeded {
        // Clears the record if there is one, without locking the endpoint's row otherwise: the
        // successes of one endpoint (nearly every attempt) do not queue behind each other.
        webhook_endpoint::Entity::update_many()
            .col_expr(webhook_endpoint::Column::FailingSince, Expr::value(Option::<i64>::None))
            .filter(webhook_endpoint::Column::Id.eq(endpoint_id))
            .filter(webhook_endpoint::Column::FailingSince.is_not_null())
            .exec(txn)
            .await?;
        return Ok(None);
    }
    let Some(endpoint) = webhook_endpoint::Entity::find_by_id(endpoint_id).lock_exclusive().one(txn).await?
    else {
        return Ok(None);
    };
    let now = Utc::now();
    // Failing since the first failure after a success.
    let since = endpoint.failing_since.unwrap_or(now.timestamp());
    let disable = endpoint.enabled && now.timestamp() - since >= disable_after;
    if endpoint.failing_since.is_some() && !disable {
        return Ok(None);
    }
    let mut row: webhook_endpoint::ActiveModel = endpoint.into();
    row.failing_since = Set(Some(since));
    if disable {
        row.enabled = Set(false);
        row.disabled_reason = Set(Some(format!(
            "every delivery attempt failed for {} with no success between",
            super::describe_span(disable_after)
        )));
        row.modified_at = Set(now);
    }
    let endpoint = row.update(txn).await?;
    if !disable {
        return Ok(None);
    }
    events::created(
        txn,
        endpoint.organisation_id,
        EventType::WebhookEndpointDisabled,
        endpoint.id,
        None,
        &endpoint,
    )
    .await?;
    Ok(Some(endpoint))
}
