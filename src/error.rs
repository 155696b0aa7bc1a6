//! Errors, and how each one reaches the client.
//!
//! Every non-2xx response of the service has the same JSON body, [`ErrorBody`]:
//! `{"status": "Error", "code", "message", "errors": [{"field", "message"}], "requestId"}`.
//! `code` is stable and machine-readable, `message` is for people, `errors` lists every field
//! problem found in the request (the whole request is validated before answering).
//!
//! Service functions return [`ServiceError`]; handlers turn it into [`ApiError`] with `?`.
//! Database failures become a 500 (or a 503 when the database cannot be reached) whose body
//! says nothing about the cause: the cause is logged with the request id instead.

use std::marker::PhantomData;

use poem::{IntoResponse, Response, error::ResponseError, http::StatusCode, web::Json};
use poem_openapi::{
    ApiResponse, Enum, Object,
    registry::{MetaMediaType, MetaResponse, MetaResponses, MetaSchemaRef, Registry},
    types::{ToJSON, Type},
};
use sea_orm::DbErr;

use crate::request_id;

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
    /// 409: a request with this Idempotency-Key is still running.
    IdempotencyKeyInUse,
    /// 410: the endpoint was removed.
    EndpointRemoved,
    /// 410: the invitation link has expired.
    InvitationExpired,
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
}

impl ErrorCode {
    pub const ALL: [ErrorCode; 25] = [
        ErrorCode::ValidationFailed,
        ErrorCode::FieldRemoved,
        ErrorCode::BadRequest,
        ErrorCode::MalformedRequest,
        ErrorCode::InvalidApiKey,
        ErrorCode::InvalidMetricsToken,
        ErrorCode::IpNotAllowed,
        ErrorCode::NotFound,
        ErrorCode::MethodNotAllowed,
        ErrorCode::RequestTimeout,
        ErrorCode::ProfileArchived,
        ErrorCode::OpportunityNotOpen,
        ErrorCode::Conflict,
        ErrorCode::IdempotencyKeyInUse,
        ErrorCode::EndpointRemoved,
        ErrorCode::InvitationExpired,
        ErrorCode::PreconditionFailed,
        ErrorCode::PayloadTooLarge,
        ErrorCode::UriTooLong,
        ErrorCode::UnsupportedMediaType,
        ErrorCode::IdempotencyKeyReused,
        ErrorCode::RateLimited,
        ErrorCode::HeadersTooLarge,
        ErrorCode::Internal,
        ErrorCode::Unavailable,
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
            ErrorCode::NotFound => "not_found",
            ErrorCode::MethodNotAllowed => "method_not_allowed",
            ErrorCode::RequestTimeout => "request_timeout",
            ErrorCode::ProfileArchived => "profile_archived",
            ErrorCode::OpportunityNotOpen => "opportunity_not_open",
            ErrorCode::Conflict => "conflict",
            ErrorCode::IdempotencyKeyInUse => "idempotency_key_in_use",
            ErrorCode::EndpointRemoved => "endpoint_removed",
            ErrorCode::InvitationExpired => "invitation_expired",
            ErrorCode::PreconditionFailed => "precondition_failed",
            ErrorCode::PayloadTooLarge => "payload_too_large",
            ErrorCode::UriTooLong => "uri_too_long",
            ErrorCode::UnsupportedMediaType => "unsupported_media_type",
            ErrorCode::IdempotencyKeyReused => "idempotency_key_reused",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::HeadersTooLarge => "headers_too_large",
            ErrorCode::Internal => "internal",
            ErrorCode::Unavailable => "unavailable",
        }
    }

    /// The documentation of the `Error` schema's `code`, listing every code.
    fn documentation() -> &'static str {
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

/// Always `Error` on an error response.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum ErrorStatus {
    Error,
}

/// One problem with one field of the request.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
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

/// The body of every error response.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Error", rename_all = "camelCase")]
pub struct ErrorBody {
    pub status: ErrorStatus,
    /// Stable machine-readable code (the document lists every one, from [`ErrorCode`]).
    pub code: String,
    /// A sentence for people.
    pub message: String,
    /// Every field problem found, when the error is about the request's fields.
    pub errors: Vec<FieldError>,
    /// The id of this request, also in the `X-Request-Id` header; quote it when asking for help.
    pub request_id: String,
}

/// An error on its way to the client.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: ErrorCode,
    pub message: String,
    pub errors: Vec<FieldError>,
    /// Extra response headers (`Retry-After`, `Allow`).
    pub headers: Vec<(&'static str, String)>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: ErrorCode, message: impl Into<String>) -> Self {
        ApiError { status, code, message: message.into(), errors: Vec::new(), headers: Vec::new() }
    }

    /// A 400 listing every problem found.
    pub fn validation(errors: Vec<FieldError>) -> Self {
        let message = match errors.as_slice() {
            [only] => format!("{} {}", only.field, only.message),
            _ => format!("{} fields are invalid", errors.len()),
        };
        ApiError { errors, ..ApiError::new(StatusCode::BAD_REQUEST, ErrorCode::ValidationFailed, message) }
    }

    /// A 400 about one field.
    pub fn invalid_field(field: impl Into<String>, message: impl Into<String>) -> Self {
        ApiError::validation(vec![FieldError::new(field, message)])
    }

    pub fn not_found(what: &str) -> Self {
        ApiError::new(StatusCode::NOT_FOUND, ErrorCode::NotFound, format!("{what} not found"))
    }

    pub fn internal() -> Self {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            ErrorCode::Internal,
            "Something went wrong on our side. It has been logged; quote the request id if you contact us.",
        )
    }

    pub fn unavailable() -> Self {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Unavailable,
            "The service cannot reach its database right now; try again shortly.",
        )
    }

    /// One answer for a missing, unknown, revoked or expired key, so nothing leaks about which.
    pub fn invalid_api_key() -> Self {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::InvalidApiKey,
            "Send a valid API key in the Authorization header (`Authorization: <key>` or `Authorization: Bearer <key>`).",
        )
    }

    pub fn ip_not_allowed() -> Self {
        ApiError::new(
            StatusCode::FORBIDDEN,
            ErrorCode::IpNotAllowed,
            "This API key may not be used from your IP address. Ask your organisation's manager to add the address to the key's allowlist.",
        )
    }

    pub fn with_header(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.headers.push((name, value.into()));
        self
    }

    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            status: ErrorStatus::Error,
            code: self.code.as_str().to_string(),
            message: self.message.clone(),
            errors: self.errors.clone(),
            request_id: request_id::current().unwrap_or_default(),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.status.as_u16(), self.code, self.message)
    }
}

impl std::error::Error for ApiError {}

impl ResponseError for ApiError {
    fn status(&self) -> StatusCode {
        self.status
    }

    fn as_response(&self) -> Response {
        let mut response = Json(self.body().to_json()).with_status(self.status).into_response();
        for (name, value) in &self.headers {
            if let Ok(value) = value.parse() {
                response.headers_mut().insert(*name, value);
            }
        }
        response
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

/// The statuses an operation can fail with, for the OpenAPI document. Each operation names the
/// set that matches what it can really return, so generated SDKs get accurate error types.
pub trait ErrorSet: Send + Sync + 'static {
    const STATUSES: &'static [u16];
}

/// Statuses every authenticated operation can return.
const COMMON: [u16; 6] = [400, 401, 403, 429, 500, 503];

macro_rules! error_set {
    ($(#[$doc:meta])* $name:ident: [$($extra:literal),*]) => {
        $(#[$doc])*
        pub struct $name;
        impl ErrorSet for $name {
            const STATUSES: &'static [u16] = &{
                const EXTRA: &[u16] = &[$($extra),*];
                let mut all = [0u16; COMMON.len() + EXTRA.len()];
                let mut i = 0;
                while i < COMMON.len() { all[i] = COMMON[i]; i += 1; }
                let mut j = 0;
                while j < EXTRA.len() { all[i + j] = EXTRA[j]; j += 1; }
                all
            };
        }
    };
}

error_set!(
    /// A list or search.
    ListErrors: []
);
error_set!(
    /// A read of one record.
    ReadErrors: [404]
);
error_set!(
    /// A create or update with a JSON body.
    WriteErrors: [404, 409, 413, 415]
);
error_set!(
    /// A removed endpoint.
    GoneErrors: [410]
);

/// The error half of an operation's result: an [`ApiError`], documented with the statuses of
/// the set `S`.
pub struct Failure<S: ErrorSet>(pub ApiError, PhantomData<S>);

impl<S: ErrorSet> From<ApiError> for Failure<S> {
    fn from(error: ApiError) -> Self {
        Failure(error, PhantomData)
    }
}

impl<S: ErrorSet> From<ServiceError> for Failure<S> {
    fn from(error: ServiceError) -> Self {
        Failure(error.into(), PhantomData)
    }
}

impl<S: ErrorSet> From<Failure<S>> for poem::Error {
    fn from(failure: Failure<S>) -> Self {
        poem::Error::from(failure.0)
    }
}

impl<S: ErrorSet> IntoResponse for Failure<S> {
    fn into_response(self) -> Response {
        self.0.as_response()
    }
}

fn describe(status: u16) -> &'static str {
    match status {
        400 => {
            "The request is invalid: a parameter or field is missing or wrong (`validation_failed`, `field_removed`)."
        }
        401 => "The API key is missing, unknown, revoked or expired (`invalid_api_key`).",
        403 => "The API key is not allowed from this address (`ip_not_allowed`).",
        404 => "No such record in your organisation (`not_found`).",
        409 => {
            "The record's state does not allow this (`profile_archived`, `opportunity_not_open`, `conflict`)."
        }
        410 => "This endpoint was removed (`endpoint_removed`); the message names its replacement.",
        413 => "The request body is larger than 1 MiB (`payload_too_large`).",
        415 => "The request body is not `application/json` (`unsupported_media_type`).",
        429 => "Too many requests for this API key (`rate_limited`); see `Retry-After`.",
        500 => "An unexpected failure on our side (`internal`).",
        503 => "The database cannot be reached (`unavailable`).",
        _ => "Error.",
    }
}

impl<S: ErrorSet> ApiResponse for Failure<S> {
    fn meta() -> MetaResponses {
        MetaResponses {
            responses: S::STATUSES
                .iter()
                .map(|&status| MetaResponse {
                    description: describe(status),
                    status: Some(status),
                    status_range: None,
                    content: vec![MetaMediaType {
                        content_type: "application/json; charset=utf-8",
                        schema: ErrorBody::schema_ref(),
                    }],
                    headers: vec![],
                })
                .collect(),
        }
    }

    fn register(registry: &mut Registry) {
        ErrorBody::register(registry);
        document_codes(registry);
    }
}

/// Sets the `Error` schema's documentation of `code` to the list of [`ErrorCode`]s, so the
/// document can never miss a code the service sends.
fn document_codes(registry: &mut Registry) {
    let Some(schema) = registry.schemas.get_mut(ErrorBody::name().as_ref()) else { return };
    for (name, property) in &mut schema.properties {
        if let (&"code", MetaSchemaRef::Inline(property)) = (&*name, property) {
            property.description = Some(ErrorCode::documentation());
        }
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
