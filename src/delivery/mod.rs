//! The webhook delivery worker: a task in every server process that claims due deliveries from
//! the outbox (`service::webhooks::outbox`), sends each signed in the Standard Webhooks format,
//! and records the outcome (retry schedule, disabling an endpoint that keeps failing, metrics).
//! Several instances on one PostgreSQL database share the outbox safely: see the outbox's
//! claiming. Delivery is at-least-once: a server killed mid-send leaves a lease that runs out,
//! and the delivery is sent again.

mod body;
mod client;
mod send;

use std::time::Duration;

use tokio::task::JoinHandle;

use crate::{
    config::WebhookSettings,
    db::Database,
    monitoring,
    service::{
        webhook_outbox as outbox,
        webhooks::attempts::{self, Recorded},
    },
};

/// How often an idle worker looks for due deliveries.
const POLL_INTERVAL: Duration = Duration::from_millis(500);

/// Deliveries claimed at once (sent concurrently).
const BATCH: u64 = 16;

/// How long past the time-out a lease lasts: the time to record the outcome.
const LEASE_MARGIN_SECS: i64 = 5;

/// Starts the worker; it runs until the process ends (or the handle is aborted).
pub fn start(db: Database, settings: WebhookSettings) -> JoinHandle<()> {
    tokio::spawn(run(db, settings))
}

async fn run(db: Database, settings: WebhookSettings) {
    let client = client::build(settings.timeout, settings.allow_private_urls);
    let lease_secs = settings.timeout.as_secs() as i64 + LEASE_MARGIN_SECS;
    loop {
        let claims = match outbox::claim(&db, BATCH, lease_secs).await {
            Ok(claims) => claims,
            Err(error) => {
                tracing::warn!(%error, "could not claim webhook deliveries");
                Vec::new()
            }
        };
        let idle = claims.is_empty();
        let sends = claims.into_iter().map(|claim| {
            let (db, client, settings) = (db.clone(), client.clone(), settings.clone());
            async move {
                let attempt = send::attempt(&db, &client, &settings, &claim).await;
                let succeeded = attempt.succeeded;
                match attempts::record(&db, &settings, &claim, attempt).await {
                    Ok((recorded, disabled)) => {
                        monitoring::count_webhook_attempt(succeeded);
                        if recorded == Recorded::GaveUp {
                            monitoring::count_webhook_given_up();
                        }
                        if let Some(endpoint) = disabled {
                            tracing::warn!(endpoint = %endpoint.id, "webhook endpoint disabled after failing");
                        }
                    }
                    Err(error) => tracing::warn!(%error, delivery = %claim.delivery.id, "could not record a webhook attempt"),
                }
            }
        });
        futures_util::future::join_all(sends).await;
        if idle {
            tokio::time::sleep(POLL_INTERVAL).await;
        }
    }
}
