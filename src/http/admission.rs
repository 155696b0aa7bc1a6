//! How many API requests an instance runs at once, and whose request runs next.
//!
//! Two cores run a few requests at a time whatever the number accepted; the rest wait in the
//! runtime's queue, first come first served, so a firm sending twenty requests at once put
//! each of another firm's requests behind twenty of its own. Here the wait is fair instead: an
//! instance runs at most `REQUESTS_RUNNING_PER_INSTANCE` requests, one organisation at most all
//! but one of them, and a freed place goes to the waiting request whose organisation has the
//! fewest running (the longest waiting among equals). A firm's parallel requests queue behind
//! each other; another firm's find a place at once, or at the next one freed (ADR-48).
//!
//! A request waits after its key is checked and before its body is read, at most
//! [`ADMISSION_WAIT_LIMIT`]; past it the answer is a 429 naming the firm's requests in progress.
//! Waiting starts the request's outage wait (as a page's wait for the page budget does), so
//! while the database is down a request queued behind others that are riding it out gives up
//! with them, not a whole outage wait after.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex},
    time::Duration,
};

use poem::{Endpoint, IntoResponse, Middleware, Request, Response};
use tokio::sync::oneshot;
use uuid::Uuid;

use crate::{
    db::Database,
    error::ErrorCode,
    http::{ApiError, Caller},
};

/// The longest a request waits for a place before it is refused.
pub const ADMISSION_WAIT_LIMIT: Duration = Duration::from_secs(10);

/// The requests one instance runs at once; cloning shares them.
#[derive(Debug, Clone)]
pub struct Admission {
    shared: Arc<Shared>,
    wait_limit: Duration,
    /// Whose outage wait a request's wait starts.
    db: Database,
}

#[derive(Debug)]
struct Shared {
    state: Mutex<State>,
    per_organisation: usize,
    /// No limit: every request runs at once, and none is counted.
    off: bool,
}

#[derive(Debug, Default)]
struct State {
    free: usize,
    running: HashMap<Uuid, usize>,
    waiting: VecDeque<Waiter>,
}

#[derive(Debug)]
struct Waiter {
    organisation: Uuid,
    place: oneshot::Sender<Place>,
}

/// A running request's place, given back (to the next in line) when dropped.
#[derive(Debug)]
pub struct Place {
    shared: Arc<Shared>,
    organisation: Uuid,
}

impl Drop for Place {
    fn drop(&mut self) {
        self.shared.release(self.organisation);
    }
}

impl State {
    fn running(&self, organisation: &Uuid) -> usize {
        self.running.get(organisation).copied().unwrap_or(0)
    }

    fn take(&mut self, organisation: Uuid) {
        self.free -= 1;
        *self.running.entry(organisation).or_default() += 1;
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Gives `organisation`'s place back, and hands the freed place to the waiting request of
    /// the organisation with the fewest running, if any may take it.
    fn release(self: &Arc<Self>, organisation: Uuid) {
        let next = {
            let mut state = self.lock();
            if let Some(running) = state.running.get_mut(&organisation) {
                *running -= 1;
                if *running == 0 {
                    state.running.remove(&organisation);
                }
            }
            state.free += 1;
            self.next_in_line(&mut state)
        };
        if let Some(waiter) = next {
            let place = Place { shared: self.clone(), organisation: waiter.organisation };
            // A request that stopped waiting (its client gone, or refused) drops the place it
            // was sent, which passes it on.
            drop(waiter.place.send(place));
        }
    }

    /// The waiter to take the free place: of the organisations below their cap, the one with
    /// the fewest running, first in line among equals. Its place is taken already.
    fn next_in_line(&self, state: &mut State) -> Option<Waiter> {
        state.waiting.retain(|waiter| !waiter.place.is_closed());
        if state.free == 0 {
            return None;
        }
        let chosen = state
            .waiting
            .iter()
            .enumerate()
            .filter(|(_, waiter)| state.running(&waiter.organisation) < self.per_organisation)
            .min_by_key(|(position, waiter)| (state.running(&waiter.organisation), *position))
            .map(|(position, _)| position)?;
        let waiter = state.waiting.remove(chosen)?;
        state.take(waiter.organisation);
        Some(waiter)
    }
}

impl Admission {
    /// An instance running at most `slots` requests at once on `db`; one organisation runs all
    /// but one of them, or the one. No limit when `slots` is 0.
    pub fn new(slots: usize, db: Database) -> Self {
        let state = State { free: slots, ..State::default() };
        Admission {
            shared: Arc::new(Shared {
                state: Mutex::new(state),
                per_organisation: slots.saturating_sub(1).max(1),
                off: slots == 0,
            }),
            wait_limit: ADMISSION_WAIT_LIMIT,
            db,
        }
    }

    /// Admission with requests waiting at most `limit` for a place.
    pub fn waiting_at_most(self, limit: Duration) -> Self {
        Admission { wait_limit: limit, ..self }
    }

    /// Requests running now, and waiting for a place.
    pub fn counts(&self) -> (usize, usize) {
        let state = self.shared.lock();
        (state.running.values().sum(), state.waiting.len())
    }

    /// A place for one of `organisation`'s requests: at once when one is free and the firm is
    /// below its cap, else when one is handed to it; a 429 past the wait limit.
    pub async fn place(&self, organisation: Uuid) -> Result<Place, ApiError> {
        let handed = {
            let mut state = self.shared.lock();
            if state.free > 0 && state.running(&organisation) < self.shared.per_organisation {
                state.take(organisation);
                return Ok(Place { shared: self.shared.clone(), organisation });
            }
            let (place, handed) = oneshot::channel();
            state.waiting.push_back(Waiter { organisation, place });
            handed
        };
        self.db.start_outage_wait();
        match tokio::time::timeout(self.wait_limit, handed).await {
            Ok(Ok(place)) => Ok(place),
            // The sender is only dropped unsent once this receiver is closed.
            Ok(Err(_)) | Err(_) => Err(ApiError::new(
                poem::http::StatusCode::TOO_MANY_REQUESTS,
                ErrorCode::RateLimited,
                "This organisation has too many requests in progress at once on this instance; \
                 wait for some to finish and retry.",
            )
            .with_header("retry-after", "1")),
        }
    }
}

impl<E: Endpoint> Middleware<E> for Admission {
    type Output = AdmissionEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        AdmissionEndpoint { inner, admission: self.clone() }
    }
}

/// The endpoint behind [`Admission`]: each request of an organisation runs in a place.
pub struct AdmissionEndpoint<E> {
    inner: E,
    admission: Admission,
}

impl<E: Endpoint> Endpoint for AdmissionEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let caller = req.extensions().get::<Caller>().copied();
        let Some(caller) = caller.filter(|_| !self.admission.shared.off) else {
            return self.inner.call(req).await.map(IntoResponse::into_response);
        };
        let _place = self.admission.place(caller.organisation_id).await?;
        self.inner.call(req).await.map(IntoResponse::into_response)
    }
}

#[cfg(test)]
mod tests {
    use poem::error::ResponseError;

    use super::*;

    #[tokio::test]
    async fn a_freed_place_goes_to_the_firm_with_the_fewest_running() {
        let admission = Admission::new(4, Database::disconnected());
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        let first = admission.place(a).await.unwrap();
        let second = admission.place(a).await.unwrap();
        let third = admission.place(a).await.unwrap();
        // A runs all but one place; B takes the last at once.
        let b_first = admission.place(b).await.unwrap();
        assert_eq!(admission.counts(), (4, 0));
        let a_waits = tokio::spawn({
            let admission = admission.clone();
            async move { admission.place(a).await.map(|_| ()) }
        });
        let b_waits = tokio::spawn({
            let admission = admission.clone();
            async move { admission.place(b).await.map(|place| (place, Uuid::from_u128(2))) }
        });
        while admission.counts().1 < 2 {
            tokio::task::yield_now().await;
        }
        // A's place freed: B (one running) goes before A (two, and first in line).
        drop(first);
        let (b_second, _) = b_waits.await.unwrap().unwrap();
        assert!(!a_waits.is_finished());
        drop(b_second);
        a_waits.await.unwrap().unwrap();
        drop((second, third, b_first));
        assert_eq!(admission.counts(), (0, 0));
    }

    #[tokio::test]
    async fn a_firm_waiting_past_the_limit_is_refused_and_its_place_passes_on() {
        let admission =
            Admission::new(2, Database::disconnected()).waiting_at_most(Duration::from_millis(20));
        let a = Uuid::from_u128(1);
        let running = admission.place(a).await.unwrap();
        let refused = admission.place(a).await.unwrap_err();
        assert_eq!(refused.status(), poem::http::StatusCode::TOO_MANY_REQUESTS);
        drop(running);
        let again = admission.place(a).await.unwrap();
        drop(again);
        assert_eq!(admission.counts(), (0, 0));
    }
}
