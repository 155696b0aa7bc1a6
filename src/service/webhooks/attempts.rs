//! Recording an attempt at a delivery: the attempt row, the delivery's next state (another
//! attempt on the retry schedule, or given up) and the endpoint's failure record, which disables
//! an endpoint failing for too long and says so with a `webhook_endpoint.disabled` event in the
//! same transaction.

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait, EntityTrait, QuerySelect};
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

/// Records an attempt at `claim`: the attempt row, the delivery's new state and the endpoint's
/// failure record. Returns what happened, and the endpoint when this failure disabled it
/// (failing for `settings.disable_after` with no success between).
pub async fn record(
    db: &Database,
    settings: &WebhookSettings,
    claim: &Claim,
    attempt: Attempt,
) -> Result<(Recorded, Option<webhook_endpoint::Model>), ServiceError> {
    let (delivery_id, endpoint_id, token) = (claim.delivery.id, claim.endpoint.id, claim.token);
    let schedule = settings.retry_schedule.clone();
    let disable_after = settings.disable_after.as_secs() as i64;
    db.write_with(attempt, move |txn, attempt| {
        let schedule = schedule.clone();
        async move {
            let txn = &*txn;
            let now = Utc::now();
            // Gone with its endpoint (deleted meanwhile): nothing to record.
            let Some(delivery) =
                webhook_delivery::Entity::find_by_id(delivery_id).lock_exclusive().one(txn).await?
            else {
                return Ok((Recorded::LeaseLost, None));
            };
            webhook_delivery_attempt::ActiveModel {
                id: Set(Uuid::now_v7()),
                delivery_id: Set(delivery_id),
                succeeded: Set(attempt.succeeded),
                response_status: Set(attempt.response_status.map(i32::from)),
                error: Set(attempt.error.clone()),
                duration_ms: Set(attempt.duration_ms),
                attempted_at: Set(now),
            }
            .insert(txn)
            .await?;
            if delivery.lease_token != Some(token) {
                return Ok((Recorded::LeaseLost, None));
            }
            let attempts = delivery.attempts + 1;
            let mut row: webhook_delivery::ActiveModel = delivery.into();
            row.attempts = Set(attempts);
            row.lease_until = Set(None);
            row.lease_token = Set(None);
            row.modified_at = Set(now);
            let recorded = if attempt.succeeded {
                row.status = Set(DeliveryStatus::Succeeded.as_str().to_string());
                Recorded::Delivered
            } else {
                match schedule.get(attempts as usize - 1) {
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
                }
            };
            row.update(txn).await?;
            let disabled = note_endpoint_health(txn, endpoint_id, attempt.succeeded, disable_after).await?;
            Ok((recorded, disabled))
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
    let Some(endpoint) = webhook_endpoint::Entity::find_by_id(endpoint_id).lock_exclusive().one(txn).await?
    else {
        return Ok(None);
    };
    let now = Utc::now();
    let failing_since = match (succeeded, endpoint.failing_since) {
        (true, None) => return Ok(None),
        (true, Some(_)) => None,
        (false, None) => Some(now.timestamp()),
        (false, Some(since)) => Some(since),
    };
    let disable =
        endpoint.enabled && failing_since.is_some_and(|since| now.timestamp() - since >= disable_after);
    let mut row: webhook_endpoint::ActiveModel = endpoint.into();
    row.failing_since = Set(failing_since);
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
