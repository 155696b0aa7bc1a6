//! How a [`ServiceError`] reaches the client. Kept out of `error.rs`, which sits at the bottom of
//! the crate, because a database failure also tells the database layer's health watch that
//! the database is down, so the requests after this one fail fast.

use poem::http::StatusCode;
use sea_orm::DbErr;

use crate::{db, error::ServiceError, http::ApiError, request_id};

impl From<ServiceError> for ApiError {
    fn from(error: ServiceError) -> Self {
        match error {
            ServiceError::NotFound(what) => ApiError::not_found(what),
            ServiceError::Invalid(errors) => ApiError::validation(errors),
            ServiceError::Conflict { code, message } => ApiError::new(StatusCode::CONFLICT, code, message),
            ServiceError::ConflictWith { code, message, errors } => {
                ApiError { errors, ..ApiError::new(StatusCode::CONFLICT, code, message) }
            }
            ServiceError::Taken { code, field, message } => ApiError {
                errors: vec![crate::error::FieldError::new(field, message.clone())],
                ..ApiError::new(StatusCode::CONFLICT, code, format!("{field} {message}"))
            },
            ServiceError::Gone { code, message } => ApiError::new(StatusCode::GONE, code, message),
            ServiceError::Database(error) => database_failure(&error),
        }
    }
}

/// Seconds a client is asked to wait (`Retry-After`) when the database cannot be reached: long
/// enough not to hammer a database that is restarting or failing over, short enough that a
/// client retries soon after the heartbeat (every second) has seen it back.
pub const RETRY_AFTER_UNAVAILABLE: u64 = 5;

/// Logs a database failure and answers without its detail: 503 `unavailable` with
/// `Retry-After` when the database could not be reached or dropped the connection (the same
/// request will work once it is back), 503 `insufficient_storage` with `Retry-After` when the
/// write was refused for lack of disk space (`db::storage`), 503 `unavailable` when a write
/// lost to concurrent ones (deadlock, serialization) on every attempt, 503 `query_timeout`
/// with `Retry-After` when a statement ran past its bound, 500 `internal` otherwise.
/// Connection failures also mark the database down, so the requests after this one fail fast.
pub fn database_failure(error: &DbErr) -> ApiError {
    let request_id = request_id::current().unwrap_or_default();
    if db::together::aborted() {
        // One item of a batch met a conflict or an outage: the whole batch's transaction is
        // retried (or fails) around it, and this item's answer is never sent.
        return ApiError::unavailable();
    }
    if db::failure::is_storage_full(error) {
        db::scope::report(error);
        tracing::debug!(error = %error, request_id, "write refused: the database's disk is full");
        return ApiError::insufficient_storage()
            .with_header("retry-after", RETRY_AFTER_UNAVAILABLE.to_string());
    }
    if db::failure::is_transaction_conflict(error) {
        // Lost to concurrent writes every time it was run (`Database::write`'s attempts): the
        // request was fine, and the same request should work once they are done.
        tracing::warn!(error = %error, request_id, "write lost to concurrent writes on every attempt");
        return ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            crate::error::ErrorCode::Unavailable,
            "The records this request changes were being changed by other requests at the same time; \
             nothing was changed. Try again shortly.",
        )
        .with_header("retry-after", "1");
    }
    if db::failure::is_statement_timeout(error) {
        // Not an outage: the database is fine, this request was too heavy for it.
        tracing::warn!(error = %error, request_id, "statement stopped at DATABASE_STATEMENT_TIMEOUT_MS");
        return ApiError::query_timeout().with_header("retry-after", RETRY_AFTER_UNAVAILABLE.to_string());
    }
    if db::failure::is_unavailable(error) {
        db::scope::report(error);
        tracing::warn!(error = %error, request_id, "database unavailable");
        ApiError::unavailable().with_header("retry-after", RETRY_AFTER_UNAVAILABLE.to_string())
    } else {
        tracing::error!(error = %error, request_id, "database error");
        ApiError::internal()
    }
}
