//! What can go wrong, in the domain's words: the stable error codes clients see, a problem with
//! one field of a request, and [`ServiceError`], what service functions fail with.
//!
//! Nothing here knows HTTP: `crate::http` turns these into responses (statuses, the JSON error
//! body and the OpenAPI document's error responses), so the layers below it compile without
//! the web framework.

use sea_orm::DbErr;

/// Every `code` an error response can carry: the one list behind the error constructors and
/// the `Error` schema's documentation of `code`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// 400: fields of the request are missing or wrong; `errors` lists each.
    ValidationFailed,
    /// 400: the body sends fields the API no longer accepts.
    FieldRemoved,
    /// 400: the request could not be read (a bad path or query encoding).
    BadRequest,
    /// 400: the HTTP request itself is malformed.
    MalformedRequest,
    /// 401: the API key is missing, unknown, revoked or expired.
    InvalidApiKey,
    /// 401: `GET /metrics` needs the operators' bearer token.
    InvalidMetricsToken,
    /// 403: the API key is not allowed from this address.
    IpNotAllowed,
    /// 403: the credential lacks the scope the operation needs.
    InsufficientScope,
    /// 404: no such record in the caller's organisation.
    NotFound,
    /// 405: the path does not take this method.
    MethodNotAllowed,
    /// 408: the request body came in too slowly.
    RequestTimeout,
    /// 409: the profile is archived.
    ProfileArchived,
    /// 409: the opportunity is won or lost.
    OpportunityNotOpen,
    /// 409: the record's state does not allow this.
    Conflict,
    /// 409: a retention hold keeps the person's information from erasure; `errors` lists each.
    RetentionHold,
    /// 409: a request with this Idempotency-Key is still running.
    IdempotencyKeyInUse,
    /// 409: another record of the resource holds this `externalId`; the error names it.
    ExternalIdTaken,
    /// 410: the endpoint was removed.
    EndpointRemoved,
    /// 410: the invitation link has expired.
    InvitationExpired,
    /// 410: an invitation link that was used, withdrawn, or no longer applies.
    InvitationRevoked,
    /// 412: the record changed since the ETag in If-Match.
    PreconditionFailed,
    /// 413: the body is too large.
    PayloadTooLarge,
    /// 414: the URI is too long.
    UriTooLong,
    /// 415: the body is not JSON.
    UnsupportedMediaType,
    /// 422: the Idempotency-Key was used for another request.
    IdempotencyKeyReused,
    /// 429: too many requests for this API key.
    RateLimited,
    /// 431: too many or too large headers.
    HeadersTooLarge,
    /// 500: an unexpected failure on the service's side.
    Internal,
    /// 503: the database cannot be reached.
    Unavailable,
    /// 503: the database's disk is full; nothing was written.
    InsufficientStorage,
    /// 503: a statement of the request ran past the database's bound and was stopped.
    QueryTimeout,
}

impl ErrorCode {
    pub const ALL: [ErrorCode; 31] = [
        ErrorCode::ValidationFailed,
        ErrorCode::FieldRemoved,
        ErrorCode::BadRequest,
        ErrorCode::MalformedRequest,
        ErrorCode::InvalidApiKey,
        ErrorCode::InvalidMetricsToken,
        ErrorCode::IpNotAllowed,
        ErrorCode::InsufficientScope,
        ErrorCode::NotFound,
        ErrorCode::MethodNotAllowed,
        ErrorCode::RequestTimeout,
        ErrorCode::ProfileArchived,
        ErrorCode::OpportunityNotOpen,
        ErrorCode::Conflict,
        ErrorCode::RetentionHold,
        ErrorCode::IdempotencyKeyInUse,
        ErrorCode::ExternalIdTaken,
        ErrorCode::EndpointRemoved,
        ErrorCode::InvitationExpired,
        ErrorCode::InvitationRevoked,
        ErrorCode::PreconditionFailed,
        ErrorCode::PayloadTooLarge,
        ErrorCode::UriTooLong,
        ErrorCode::UnsupportedMediaType,
        ErrorCode::IdempotencyKeyReused,
        ErrorCode::RateLimited,
        ErrorCode::HeadersTooLarge,
        ErrorCode::Internal,
        ErrorCode::Unavailable,
        ErrorCode::InsufficientStorage,
        ErrorCode::QueryTimeout,
    ];

    /// The code as clients see it.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::ValidationFailed => "validation_failed",
            ErrorCode::FieldRemoved => "field_removed",
            ErrorCode::BadRequest => "bad_request",
            ErrorCode::MalformedRequest => "malformed_request",
            ErrorCode::InvalidApiKey => "invalid_api_key",
            ErrorCode::InvalidMetricsToken => "invalid_metrics_token",
            ErrorCode::IpNotAllowed => "ip_not_allowed",
            ErrorCode::InsufficientScope => "insufficient_scope",
            ErrorCode::NotFound => "not_found",
            ErrorCode::MethodNotAllowed => "method_not_allowed",
            ErrorCode::RequestTimeout => "request_timeout",
            ErrorCode::ProfileArchived => "profile_archived",
            ErrorCode::OpportunityNotOpen => "opportunity_not_open",
            ErrorCode::Conflict => "conflict",
            ErrorCode::RetentionHold => "retention_hold",
            ErrorCode::IdempotencyKeyInUse => "idempotency_key_in_use",
            ErrorCode::ExternalIdTaken => "external_id_taken",
            ErrorCode::EndpointRemoved => "endpoint_removed",
            ErrorCode::InvitationExpired => "invitation_expired",
            ErrorCode::InvitationRevoked => "invitation_revoked",
            ErrorCode::PreconditionFailed => "precondition_failed",
            ErrorCode::PayloadTooLarge => "payload_too_large",
            ErrorCode::UriTooLong => "uri_too_long",
            ErrorCode::UnsupportedMediaType => "unsupported_media_type",
            ErrorCode::IdempotencyKeyReused => "idempotency_key_reused",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::HeadersTooLarge => "headers_too_large",
            ErrorCode::Internal => "internal",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::InsufficientStorage => "insufficient_storage",
            ErrorCode::QueryTimeout => "query_timeout",
        }
    }

    /// The documentation of the `Error` schema's `code`, listing every code.
    pub fn documentation() -> &'static str {
        static DOCUMENTATION: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
            let codes: Vec<String> =
                ErrorCode::ALL.iter().map(|code| format!("`{}`", code.as_str())).collect();
            format!("Stable machine-readable code: {}.", codes.join(", "))
        });
        DOCUMENTATION.as_str()
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One problem with one field of the request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The field, parameter or header, e.g. `pageSize` or `childSupport[1].value`.
    pub field: String,
    /// What is wrong with it.
    pub message: String,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        FieldError { field: field.into(), message: message.into() }
    }
}

/// What service functions fail with.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// The record does not exist in the caller's organisation.
    #[error("{0} not found")]
    NotFound(&'static str),
    /// The request broke validation rules; every problem is listed.
    #[error("validation failed")]
    Invalid(Vec<FieldError>),
    /// The request conflicts with the state of the record (409).
    #[error("{message}")]
    Conflict { code: ErrorCode, message: String },
    /// The request conflicts with the state of the record (409), for each of the reasons
    /// listed in `errors`.
    #[error("{message}")]
    ConflictWith { code: ErrorCode, message: String, errors: Vec<FieldError> },
    /// A value that must be unique is held by another record (409): `message` says so of
    /// `field` and names the holder ("is already held by contact 0193…").
    #[error("{message}")]
    Taken { code: ErrorCode, field: &'static str, message: String },
    /// The record existed but is no longer usable (410), such as an expired invitation link.
    #[error("{message}")]
    Gone { code: ErrorCode, message: String },
    #[error(transparent)]
    Database(#[from] DbErr),
}

impl ServiceError {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        ServiceError::Invalid(vec![FieldError::new(field, message)])
    }
}

#[cfg(test)]
mod tests {
    use super::ErrorCode;

    #[test]
    fn every_code_is_distinct_and_documented() {
        let documentation = ErrorCode::documentation();
        for (index, code) in ErrorCode::ALL.iter().enumerate() {
            assert!(ErrorCode::ALL[..index].iter().all(|earlier| earlier.as_str() != code.as_str()));
            assert!(documentation.contains(&format!("`{code}`")), "{code} is not documented");
        }
    }
}
