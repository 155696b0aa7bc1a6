//! Idempotency keys: the first request with a key does the work and its response is kept; a
//! repeat of the same request gets that response again, and nothing changes twice.
//!
//! Claiming a key is one INSERT on the `(organisation, key)` primary key, so of two concurrent
//! requests with one key — on any server instance — exactly one starts the work. A claim is
//! held until its response is recorded; if the server running it dies, the claim lapses after
//! [`CLAIM_LEASE`] and a retry takes it over.
//!
//! A key belongs to the credential that sent it ([`stored_key`]): the same value from another
//! API key of the organisation is another request, never answered from this one's store.

pub mod secrets;

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ActiveValue::Set,
    ColumnTrait, Condition, DeleteMany, EntityTrait, QueryFilter, UpdateMany,
    sea_query::{Expr, OnConflict},
};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::idempotency_key,
    error::ServiceError,
};

/// The longest key accepted.
pub const MAX_KEY_CHARS: usize = 255;
/// How long responses are kept unless `IDEMPOTENCY_TTL_HOURS` says otherwise.
pub const DEFAULT_TTL_HOURS: u32 = 24;

/// How long a running first request holds its key before a retry may take it over.
pub const CLAIM_LEASE: Duration = Duration::seconds(60);

/// The key as stored: the credential's id and the client's value. Keys of the same value sent
/// with different credentials are different keys.
pub fn stored_key(credential_id: Uuid, key: &str) -> String {
    format!("{credential_id}:{key}")
}

/// A stored response, replayed to repeats of the request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredResponse {
    pub status: u16,
    pub body: String,
    pub etag: Option<String>,
}

/// What a request with an idempotency key should do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The key is new (or its earlier use expired or was abandoned): do the work, then
    /// [`record`] or [`release`].
    Started,
    /// The same request already finished: answer with its response.
    Replay(StoredResponse),
    /// The same key is being used by a request that is still running.
    InUse,
    /// The key was used for a different request.
    Reused,
}

/// Claims `key` for a request with `fingerprint`, kept for `ttl` once it has finished.
pub async fn claim(
    db: &Database,
    organisation_id: Uuid,
    key: &str,
    fingerprint: &str,
    ttl: Duration,
) -> Result<Claim, ServiceError> {
    let now = Utc::now();
    let row = idempotency_key::ActiveModel {
        organisation_id: Set(organisation_id),
        key: Set(key.to_string()),
        fingerprint: Set(fingerprint.to_string()),
        response_status: Set(None),
        response_body: Set(None),
        response_etag: Set(None),
        locked_until: Set((now + CLAIM_LEASE).timestamp()),
        expires_at: Set((now + ttl).timestamp()),
        created_at: Set(now),
    };
    let inserted = db
        .write_with(row, move |txn, row| async move {
            let txn = &*txn;
            let on_conflict =
                OnConflict::columns([idempotency_key::Column::OrganisationId, idempotency_key::Column::Key])
                    .do_nothing()
                    .to_owned();
            Ok(idempotency_key::Entity::insert(Arc::unwrap_or_clone(row))
                .on_conflict(on_conflict)
                .exec_without_returning(txn)
                .await?)
        })
        .await?;
    if inserted == 1 {
        return Ok(Claim::Started);
    }

    // The other request's claim is committed, so a reader sees it.
    let existing = db.one(idempotency_key::Entity::find_by_id((organisation_id, key.to_string()))).await?;
    let Some(existing) = existing else {
        // Purged between the two statements: the key is free again.
        return Box::pin(claim(db, organisation_id, key, fingerprint, ttl)).await;
    };
    let finished = existing.response_status.is_some();
    if existing.expires_at <= now.timestamp() || (!finished && existing.locked_until <= now.timestamp()) {
        if take_over(db, &existing, fingerprint, ttl, now).await? {
            return Ok(Claim::Started);
        }
        // Another request took it over, or the purge removed it: look again.
        return Box::pin(claim(db, organisation_id, key, fingerprint, ttl)).await;
    }
    match (existing.response_status, existing.response_body) {
        (Some(_), Some(_)) if existing.fingerprint != fingerprint => Ok(Claim::Reused),
        (Some(status), Some(body)) => Ok(Claim::Replay(StoredResponse {
            status: u16::try_from(status).unwrap_or(500),
            body,
            etag: existing.response_etag,
        })),
        // Still running: whether it is "the same request" is settled once it has finished.
        _ => Ok(Claim::InUse),
    }
}

/// Takes over an expired key, or one whose first request's server died; false when another
/// request got there first or the key was purged meanwhile.
async fn take_over(
    db: &Database,
    existing: &idempotency_key::Model,
    fingerprint: &str,
    ttl: Duration,
    now: DateTime<Utc>,
) -> Result<bool, ServiceError> {
    let update = idempotency_key::Entity::update_many()
        .col_expr(idempotency_key::Column::Fingerprint, Expr::value(fingerprint))
        .col_expr(idempotency_key::Column::ResponseStatus, Expr::value(Option::<i32>::None))
        .col_expr(idempotency_key::Column::ResponseBody, Expr::value(Option::<String>::None))
        .col_expr(idempotency_key::Column::ResponseEtag, Expr::value(Option::<String>::None))
        .col_expr(idempotency_key::Column::LockedUntil, Expr::value((now + CLAIM_LEASE).timestamp()))
        .col_expr(idempotency_key::Column::ExpiresAt, Expr::value((now + ttl).timestamp()))
        .filter(idempotency_key::Column::OrganisationId.eq(existing.organisation_id))
        .filter(idempotency_key::Column::Key.eq(existing.key.clone()))
        // Only while it is still free: of two requests taking it over, the second finds it held.
        .filter(
            Condition::any().add(idempotency_key::Column::ExpiresAt.lte(now.timestamp())).add(
                Condition::all()
                    .add(idempotency_key::Column::ResponseStatus.is_null())
                    .add(idempotency_key::Column::LockedUntil.lte(now.timestamp())),
            ),
        );
    Ok(execute(db, update).await? == 1)
}

/// Keeps the finished request's response for repeats.
pub async fn record(
    db: &Database,
    organisation_id: Uuid,
    key: &str,
    response: StoredResponse,
) -> Result<(), ServiceError> {
    let update = idempotency_key::Entity::update_many()
        .col_expr(idempotency_key::Column::ResponseStatus, Expr::value(i32::from(response.status)))
        .col_expr(idempotency_key::Column::ResponseBody, Expr::value(response.body))
        .col_expr(idempotency_key::Column::ResponseEtag, Expr::value(response.etag))
        .filter(idempotency_key::Column::OrganisationId.eq(organisation_id))
        .filter(idempotency_key::Column::Key.eq(key));
    execute(db, update).await.map(drop)
}

/// Frees a key whose request failed on the server's side (5xx), so a retry runs it again.
pub async fn release(db: &Database, organisation_id: Uuid, key: &str) -> Result<(), ServiceError> {
    let delete = idempotency_key::Entity::delete_many()
        .filter(idempotency_key::Column::OrganisationId.eq(organisation_id))
        .filter(idempotency_key::Column::Key.eq(key))
        .filter(idempotency_key::Column::ResponseStatus.is_null());
    execute_delete(db, delete).await.map(drop)
}

/// Deletes every expired key; returns how many.
pub async fn purge_expired(db: &Database) -> Result<u64, ServiceError> {
    let delete = idempotency_key::Entity::delete_many()
        .filter(idempotency_key::Column::ExpiresAt.lte(Utc::now().timestamp()));
    execute_delete(db, delete).await
}

/// Runs one UPDATE in a write transaction; returns the rows it changed.
async fn execute(db: &Database, update: UpdateMany<idempotency_key::Entity>) -> Result<u64, ServiceError> {
    db.write_with(update, move |txn, update| async move {
        let txn = &*txn;
        Ok(Arc::unwrap_or_clone(update).exec(txn).await?.rows_affected)
    })
    .await
}

/// Runs one DELETE in a write transaction; returns the rows it removed.
async fn execute_delete(
    db: &Database,
    delete: DeleteMany<idempotency_key::Entity>,
) -> Result<u64, ServiceError> {
    db.write_with(delete, move |txn, delete| async move {
        let txn = &*txn;
        Ok(Arc::unwrap_or_clone(delete).exec(txn).await?.rows_affected)
    })
    .await
}
