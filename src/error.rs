//! What can go wrong, in the domain's words: the stable error codes clients see, a problem with
//! one field of a request, and [`ServiceError`], what service functions fail with.
//!
//! Nothing here knows HTTP: `crate::http` turns these into responses (statuses, the JSON error
//! body and the OpenAPI document's error responses), so the layers below it compile without
//! the web framework.

use sea_orm::DbErr;

/// Declares [`ErrorCode`] from one list of variants and the codes clients see: the enum,
/// [`ErrorCode::ALL`] and [`ErrorCode::as_str`] cannot disagree.
macro_rules! error_codes {
    ($($(#[$doc:meta])* $variant:ident => $code:literal,)+) => {
        /// Every `code` an error response can carry: the one list behind the error constructors
        /// and the `Error` schema's documentation of `code`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ErrorCode {
            $($(#[$doc])* $variant,)+
        }

        impl ErrorCode {
            /// Every code, in the order the documentation lists them.
            pub const ALL: &[ErrorCode] = &[$(ErrorCode::$variant,)+];

            /// The code as clients see it.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $code,)+
                }
            }
        }
    };
}

error_codes! {
    /// 400: fields of the request are missing or wrong; `errors` lists each.
    ValidationFailed => "validation_failed",
    /// 400: the body sends fields the API no longer accepts.
    FieldRemoved => "field_removed",
    /// 400: the request could not be read (a bad path or query encoding).
    BadRequest => "bad_request",
    /// 400: the HTTP request itself is malformed.
    MalformedRequest => "malformed_request",
    /// 401: the API key is missing, unknown, revoked or expired.
    InvalidApiKey => "invalid_api_key",
    /// 401: `GET /metrics` needs the operators' bearer token.
    InvalidMetricsToken => "invalid_metrics_token",
    /// 403: the API key is not allowed from this address.
    IpNotAllowed => "ip_not_allowed",
    /// 403: the credential lacks the scope the operation needs.
    InsufficientScope => "insufficient_scope",
    /// 404: no such record in the caller's organisation.
    NotFound => "not_found",
    /// 405: the path does not take this method.
    MethodNotAllowed => "method_not_allowed",
    /// 408: the request body came in too slowly.
    RequestTimeout => "request_timeout",
    /// 409: the profile is archived.
    ProfileArchived => "profile_archived",
    /// 409: the opportunity is won or lost.
    OpportunityNotOpen => "opportunity_not_open",
    /// 409: the record's state does not allow this.
    Conflict => "conflict",
    /// 409: a retention hold keeps the person's information from erasure; `errors` lists each.
    RetentionHold => "retention_hold",
    /// 409: a request with this Idempotency-Key is still running.
    IdempotencyKeyInUse => "idempotency_key_in_use",
    /// 409: another record of the resource holds this `externalId`; the error names it.
    ExternalIdTaken => "external_id_taken",
    /// 410: the endpoint was removed.
    EndpointRemoved => "endpoint_removed",
    /// 410: the invitation link has expired.
    InvitationExpired => "invitation_expired",
    /// 410: an invitation link that was used, withdrawn, or no longer applies.
    InvitationRevoked => "invitation_revoked",
    /// 412: the record changed since the ETag in If-Match.
    PreconditionFailed => "precondition_failed",
    /// 413: the body is too large.
    PayloadTooLarge => "payload_too_large",
    /// 414: the URI is too long.
    UriTooLong => "uri_too_long",
    /// 415: the body is not JSON.
    UnsupportedMediaType => "unsupported_media_type",
    /// 422: the Idempotency-Key was used for another request.
    IdempotencyKeyReused => "idempotency_key_reused",
    /// 429: too many requests for this API key.
    RateLimited => "rate_limited",
    /// 431: too many or too large headers.
    HeadersTooLarge => "headers_too_large",
    /// 500: an unexpected failure on the service's side.
    Internal => "internal",
    /// 503: the database cannot be reached.
    Unavailable => "unavailable",
    /// 503: the database's disk is full; nothing was written.
    InsufficientStorage => "insufficient_storage",
    /// 503: a statement of the request ran past the database's bound and was stopped.
    QueryTimeout => "query_timeout",
}

impl ErrorCode {
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
