//! `Idempotency-Key` on POST and PATCH (after the IETF httpapi Idempotency-Key draft): the first
//! request with a key runs and its status and body are kept with a fingerprint of the request;
//! a repeat of the same request gets them again with `Idempotent-Replayed: true` and changes
//! nothing. The same key with another request is a 422, and a repeat while the first still runs
//! is a 409. Client errors (4xx) are kept like successes; server failures (5xx) free the key so
//! a retry runs the request again. Keys belong to the API key that sent them, and no secret is
//! kept in the store (`service::idempotency::secrets`).

use std::sync::{
    Arc,
    atomic::{AtomicI64, Ordering},
};

use chrono::{Duration, Utc};
use poem::{
    Body, Endpoint, IntoResponse, Middleware, Request, Response, Result,
    http::{Method, StatusCode, header},
};
use sha2::{Digest, Sha256};

use super::{Caller, RouteTable, to_api_error};
use crate::{
    db::Database,
    http::ApiError,
    service::idempotency::{self, Claim, MAX_KEY_CHARS, StoredResponse, secrets},
};

pub const HEADER: &str = "idempotency-key";
/// How often expired keys are purged (by whichever request comes first after the interval).
const PURGE_EVERY_SECONDS: i64 = 600;

pub struct Idempotency {
    db: Database,
    ttl: Duration,
    last_purge: Arc<AtomicI64>,
    routes: Arc<RouteTable>,
}

impl Idempotency {
    /// `routes` limits the keys to documented operations: a request for a method or path the API
    /// does not have is answered as such (405 with `Allow`, 404), key or not.
    pub fn new(db: Database, ttl_hours: u32, routes: Arc<RouteTable>) -> Self {
        let ttl = Duration::hours(i64::from(ttl_hours));
        Idempotency { db, ttl, last_purge: Arc::new(AtomicI64::new(0)), routes }
    }
}

impl<E: Endpoint> Middleware<E> for Idempotency {
    type Output = IdempotencyEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        IdempotencyEndpoint {
            inner,
            db: self.db.clone(),
            ttl: self.ttl,
            last_purge: self.last_purge.clone(),
            routes: self.routes.clone(),
        }
    }
}

pub struct IdempotencyEndpoint<E> {
    inner: E,
    db: Database,
    ttl: Duration,
    last_purge: Arc<AtomicI64>,
    routes: Arc<RouteTable>,
}

/// The key of a request, checked: 1 to 255 printable ASCII characters.
fn presented_key(req: &Request) -> std::result::Result<Option<String>, ApiError> {
    let Some(value) = req.headers().get(HEADER) else { return Ok(None) };
    let key = value.to_str().ok().filter(|key| {
        (1..=MAX_KEY_CHARS).contains(&key.len()) && key.bytes().all(|b| (0x20..=0x7e).contains(&b))
    });
    match key {
        Some(key) => Ok(Some(key.to_string())),
        None => Err(ApiError::invalid_field(
            "Idempotency-Key",
            format!("must be 1 to {MAX_KEY_CHARS} printable ASCII characters"),
        )),
    }
}

/// SHA-256 over the method, path and query, and body: what makes two requests "the same".
fn fingerprint(req: &Request, body: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(req.method().as_str());
    hasher.update(b"\n");
    hasher.update(req.original_uri().path_and_query().map(|p| p.as_str()).unwrap_or_default());
    hasher.update(b"\n");
    hasher.update(body);
    hex::encode(hasher.finalize())
}

fn stored_response(stored: StoredResponse, replayed: bool) -> Response {
    let mut builder = Response::builder()
        .status(StatusCode::from_u16(stored.status).unwrap_or(StatusCode::OK))
        .content_type("application/json; charset=utf-8");
    if let Some(etag) = &stored.etag {
        builder = builder.header(header::ETAG, etag);
    }
    if replayed {
        builder = builder.header("idempotent-replayed", "true");
    }
    builder.body(stored.body)
}

impl<E: Endpoint> IdempotencyEndpoint<E> {
    fn purge_now_and_then(&self) {
        let now = Utc::now().timestamp();
        let last = self.last_purge.load(Ordering::Relaxed);
        if now - last >= PURGE_EVERY_SECONDS
            && self.last_purge.compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed).is_ok()
        {
            let db = self.db.clone();
            tokio::spawn(async move {
                if let Err(error) = idempotency::purge_expired(&db).await {
                    tracing::warn!(%error, "purging expired idempotency keys failed");
                }
            });
        }
    }

    /// Runs the request the first time, keeping what it answered (unless the server failed).
    async fn run_first(&self, req: Request, caller: Caller, key: &str) -> Result<Response> {
        let method = req.method().to_string();
        let path = req.original_uri().path().to_string();
        let response = match self.inner.call(req).await {
            Ok(response) => response.into_response(),
            Err(error) => poem::error::ResponseError::as_response(&to_api_error(error, &method, &path)),
        };
        let status = response.status();
        let etag = response.headers().get(header::ETAG).and_then(|v| v.to_str().ok()).map(str::to_string);
        let body = response.into_body().into_string().await.unwrap_or_default();
        let stored = StoredResponse { status: status.as_u16(), body, etag };
        let kept = if status.is_server_error() {
            idempotency::release(&self.db, caller.organisation_id, key).await
        } else {
            let kept = StoredResponse { body: secrets::withhold(&stored.body), ..stored.clone() };
            idempotency::record(&self.db, caller.organisation_id, key, kept).await
        };
        if let Err(error) = kept {
            tracing::error!(%error, "could not keep the response of an idempotent request");
        }
        Ok(stored_response(stored, false))
    }
}

impl<E: Endpoint> Endpoint for IdempotencyEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        let documented_write = matches!(*req.method(), Method::POST | Method::PATCH)
            && self.routes.operation_id(req.method(), req.original_uri().path()).is_some();
        if !documented_write {
            return Ok(self.inner.call(req).await?.into_response());
        }
        let key = presented_key(&req)?;
        let (Some(key), Some(caller)) = (key, req.extensions().get::<Caller>().copied()) else {
            return Ok(self.inner.call(req).await?.into_response());
        };
        self.purge_now_and_then();
        let key = idempotency::stored_key(caller.key_id, &key);
        let body = req.take_body().into_bytes().await?;
        let fingerprint = fingerprint(&req, &body);
        req.set_body(Body::from(body));
        let claim = idempotency::claim(&self.db, caller.organisation_id, &key, &fingerprint, self.ttl)
            .await
            .map_err(ApiError::from)?;
        match claim {
            Claim::Started => self.run_first(req, caller, &key).await,
            Claim::Replay(stored) => {
                match secrets::restore(&self.db, caller.organisation_id, &stored.body).await.map_err(ApiError::from)? {
                    Some(body) => Ok(stored_response(StoredResponse { body, ..stored }, true)),
                    None => Err(ApiError::new(
                        StatusCode::CONFLICT,
                        crate::error::ErrorCode::IdempotencyKeyReused,
                        "The first request with this Idempotency-Key answered with a webhook secret that no endpoint holds any more (rotated or deleted), and secrets are not kept: it cannot be answered again. Read the endpoint, and rotate its secret for a new one.",
                    )
                    .into()),
                }
            }
            Claim::InUse => Err(ApiError::new(
                StatusCode::CONFLICT,
                crate::error::ErrorCode::IdempotencyKeyInUse,
                "A request with this Idempotency-Key is still being processed; retry once it has finished.",
            )
            .with_header("retry-after", "1")
            .into()),
            Claim::Reused => Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                crate::error::ErrorCode::IdempotencyKeyReused,
                "This Idempotency-Key was already used for a different request; use a new key for a new request.",
            )
            .into()),
        }
    }
}
