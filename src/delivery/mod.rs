//! The webhook delivery worker: a task in every server process that claims due deliveries from
//! the outbox (`service::webhook_outbox`), sends each signed in the Standard Webhooks format,
//! and records the outcome (retry schedule, disabling an endpoint that keeps failing, metrics).
//! Several instances on one PostgreSQL database share the outbox safely: see the outbox's
//! claiming. Delivery is at-least-once: a server killed mid-send leaves a lease that runs out,
//! and the delivery is sent again.
//!
//! The worker is a pipeline, not a round of batches: up to [`IN_FLIGHT`] deliveries are being
//! sent or recorded at once, and as each is recorded its place is claimed again, so a slow
//! receiver delays only its own deliveries. One endpoint holds at most [`PER_ENDPOINT`] of
//! those places, and one organisation (all its endpoints together) at most [`PER_ORGANISATION`],
//! so an endpoint that hangs until the time-out, or a firm with many slow endpoints, leaves the
//! rest to the others.
//! Outcomes are recorded by one task, as many in a transaction as have finished meanwhile.
//! The worker claims when a place frees up, when a delivery is queued (on PostgreSQL a `NOTIFY`
//! from the queuing transaction reaches every instance as it commits; on SQLite, one process,
//! the queuing itself wakes it), and every [`POLL_INTERVAL`] for retries that have come due and
//! leases that ran out.
//!
//! Order per record and endpoint needs nothing here: the outbox never hands out a delivery
//! while an earlier one of its record and endpoint is pending, and a delivery in flight is
//! pending until its outcome is recorded. What the worker adds is that a send never outlives
//! its lease: it is abandoned at the time-out counted from the claim, so when the lease runs
//! out and another worker sends the delivery again, the first request has ended.

mod body;
mod client;
mod send;

use std::{collections::HashMap, time::Duration};

use tokio::{
    sync::mpsc::{self, UnboundedReceiver, UnboundedSender},
    task::{JoinHandle, JoinSet},
    time::Instant,
};
use uuid::Uuid;

use crate::{
    config::WebhookSettings,
    db::Database,
    monitoring,
    service::{
        webhook_outbox::{self as outbox, Claim, Room},
        webhooks::attempts::{self, Attempt, Recorded},
    },
};

/// How often the worker looks for due deliveries when nothing has woken it: retries that came
/// due, leases that ran out, endpoints enabled again, and notifications missed.
const POLL_INTERVAL: Duration = Duration::from_millis(500);

/// Deliveries being sent or recorded at once by one worker.
const IN_FLIGHT: usize = 128;

/// Of those, how many one organisation may hold: a quarter, so three other firms' deliveries
/// still go out at full pace while one firm's receivers hang.
const PER_ORGANISATION: usize = 32;

/// Of those, how many one endpoint may hold.
const PER_ENDPOINT: usize = 16;

/// Outcomes recorded in one transaction at most.
const RECORD_BATCH: usize = 64;

/// How long past the time-out a lease lasts: the time to record the outcome.
const LEASE_MARGIN_SECS: i64 = 5;

/// How long the worker waits before listening again after the listener failed.
const LISTEN_RETRY: Duration = Duration::from_secs(5);

/// Starts the worker; it runs until the process ends (or the handle is aborted, which stops
/// its sends too).
pub fn start(db: Database, settings: WebhookSettings) -> JoinHandle<()> {
    tokio::spawn(run(db, settings))
}

/// A delivery sent, waiting for its outcome to be recorded.
struct Sent {
    claim: Claim,
    attempt: Attempt,
    place: Place,
}

/// A delivery's place among those in flight: given back when dropped, which is once its outcome
/// is recorded (or could not be: the lease then runs out and the delivery is sent again), or if
/// its task ends early.
struct Place {
    holder: Holder,
    freed: UnboundedSender<Holder>,
}

/// Who holds a place: the delivery's endpoint and organisation.
#[derive(Debug, Clone, Copy)]
struct Holder {
    endpoint: Uuid,
    organisation: Uuid,
}

impl Drop for Place {
    fn drop(&mut self) {
        let _ = self.freed.send(self.holder);
    }
}

/// The places a worker has given out, by endpoint and by organisation.
#[derive(Default)]
struct Busy {
    in_flight: usize,
    endpoints: HashMap<Uuid, usize>,
    organisations: HashMap<Uuid, usize>,
}

impl Busy {
    fn room(&self) -> Room {
        Room {
            total: IN_FLIGHT - self.in_flight,
            per_endpoint: PER_ENDPOINT,
            per_organisation: PER_ORGANISATION,
            busy: self.endpoints.clone(),
            busy_organisations: self.organisations.clone(),
        }
    }

    fn take(&mut self, holder: Holder) {
        self.in_flight += 1;
        *self.endpoints.entry(holder.endpoint).or_default() += 1;
        *self.organisations.entry(holder.organisation).or_default() += 1;
    }

    fn release(&mut self, holder: Holder) {
        self.in_flight -= 1;
        for (counts, key) in
            [(&mut self.endpoints, holder.endpoint), (&mut self.organisations, holder.organisation)]
        {
            if let Some(count) = counts.get_mut(&key) {
                *count -= 1;
                if *count == 0 {
                    counts.remove(&key);
                }
            }
        }
    }
}

async fn run(db: Database, settings: WebhookSettings) {
    let client = match client::build(settings.timeout, settings.allow_private_urls) {
        Ok(client) => client,
        Err(error) => {
            tracing::error!(%error, "webhook deliveries are stopped: their HTTP client could not be built");
            return;
        }
    };
    let lease_secs = settings.timeout.as_secs() as i64 + LEASE_MARGIN_SECS;
    // Every task of the worker; aborted with it when dropped.
    let mut tasks = JoinSet::new();
    let (sent_tx, sent_rx) = mpsc::unbounded_channel::<Sent>();
    let (freed_tx, mut freed_rx) = mpsc::unbounded_channel::<Holder>();
    tasks.spawn(record_outcomes(db.clone(), settings.clone(), sent_rx));
    tasks.spawn(listen(db.clone()));
    let mut wakes = outbox::wakes();

    let mut busy = Busy::default();
    let mut look = true;
    let mut next_poll = Instant::now() + POLL_INTERVAL;
    loop {
        if look && busy.in_flight < IN_FLIGHT {
            look = false;
            wakes.borrow_and_update();
            match outbox::claim(&db, busy.room(), lease_secs).await {
                Ok(claimed) => {
                    for claim in claimed.claims {
                        let holder = Holder {
                            endpoint: claim.endpoint.id,
                            organisation: claim.delivery.organisation_id,
                        };
                        busy.take(holder);
                        let place = Place { holder, freed: freed_tx.clone() };
                        let (db, client, settings, sent) =
                            (db.clone(), client.clone(), settings.clone(), sent_tx.clone());
                        let deadline = Instant::now() + settings.timeout;
                        monitoring::webhook_in_flight("sending", true);
                        tasks.spawn(async move {
                            let attempt = send::attempt(&db, &client, &settings, &claim, deadline).await;
                            monitoring::webhook_in_flight("sending", false);
                            monitoring::webhook_in_flight("recording", true);
                            let _ = sent.send(Sent { claim, attempt, place });
                        });
                    }
                    // More may be due: look again at once (the endpoints now full are left out).
                    look = claimed.more;
                }
                Err(error) => tracing::warn!(%error, "could not claim webhook deliveries"),
            }
            if look {
                continue;
            }
        }
        tokio::select! {
            freed = freed_rx.recv() => match freed {
                Some(holder) => {
                    busy.release(holder);
                    // Its record's next delivery may be claimable now.
                    look = true;
                }
                None => return,
            },
            changed = wakes.changed() => look |= changed.is_ok(),
            _ = tokio::time::sleep_until(next_poll) => {
                next_poll = Instant::now() + POLL_INTERVAL;
                look = true;
            }
            // Reap finished tasks (their results are nothing).
            Some(_) = tasks.join_next(), if !tasks.is_empty() => {}
        }
        while let Ok(holder) = freed_rx.try_recv() {
            busy.release(holder);
            look = true;
        }
    }
}

/// Records outcomes as they arrive, as many in one transaction as arrived while the previous
/// one was written; each delivery's place is given back once that transaction has ended.
async fn record_outcomes(db: Database, settings: WebhookSettings, mut sent: UnboundedReceiver<Sent>) {
    while let Some(first) = sent.recv().await {
        let mut batch = vec![first];
        while batch.len() < RECORD_BATCH
            && let Ok(next) = sent.try_recv()
        {
            batch.push(next);
        }
        let (outcomes, places): (Vec<(Claim, Attempt)>, Vec<Place>) =
            batch.into_iter().map(|sent| ((sent.claim, sent.attempt), sent.place)).unzip();
        let succeeded: Vec<bool> = outcomes.iter().map(|(_, attempt)| attempt.succeeded).collect();
        let recorded = attempts::record_all(&db, &settings, outcomes).await;
        for _ in &places {
            monitoring::webhook_in_flight("recording", false);
        }
        match recorded {
            Ok(results) => {
                for ((recorded, disabled), succeeded) in results.into_iter().zip(succeeded) {
                    monitoring::count_webhook_attempt(succeeded);
                    if recorded == Recorded::GaveUp {
                        monitoring::count_webhook_given_up();
                    }
                    if let Some(endpoint) = disabled {
                        tracing::warn!(endpoint = %endpoint.id, "webhook endpoint disabled after failing");
                    }
                }
            }
            Err(error) => tracing::warn!(%error, "could not record webhook attempts"),
        }
        drop(places);
    }
}

/// Wakes the worker when any instance queues a delivery (PostgreSQL; nothing to do on SQLite).
async fn listen(db: Database) {
    loop {
        match db.listen(outbox::CHANNEL).await {
            Ok(None) => return,
            Ok(Some(mut listener)) => loop {
                // After a reconnection too: what was queued meanwhile went unheard.
                outbox::wake();
                if let Err(error) = listener.next().await {
                    tracing::warn!(%error, "lost the webhook outbox notifications; polling meanwhile");
                    break;
                }
            },
            Err(error) => {
                tracing::warn!(%error, "cannot listen for webhook outbox notifications; polling meanwhile")
            }
        }
        tokio::time::sleep(LISTEN_RETRY).await;
    }
}
