//! The one JSON error body every non-2xx response carries, and [`ApiError`], an error on its
//! way to the client:
//! `{"status": "Error", "code", "message", "errors": [{"field", "message"}], "requestId"}`.
//! `code` is stable and machine-readable, `message` is for people, `errors` lists every field
//! problem found in the request (the whole request is validated before answering).
//!
//! Service functions return the domain's [`crate::error::ServiceError`]; handlers turn it into
//! an [`ApiError`] with `?` (`service_errors.rs`). Database failures become a 500 (or a 503
//! when the database cannot be reached) whose body says nothing about the cause: the cause is
//! logged with the request id instead.

use poem::{IntoResponse, Response, error::ResponseError, http::StatusCode, web::Json};
use poem_openapi::{Enum, Object, types::ToJSON};

use crate::{
    error::{ErrorCode, FieldError},
    request_id,
    types::Scope,
};

/// The realm every `WWW-Authenticate` challenge names.
pub const REALM: &str = "advisory-crm";

/// Always `Error` on an error response.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum ErrorStatus {
    Error,
}

/// One problem with one field of the request.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename = "FieldError")]
pub struct FieldErrorBody {
    /// The field, parameter or header, e.g. `pageSize` or `childSupport[1].value`.
    pub field: String,
    /// What is wrong with it.
    pub message: String,
}

impl From<&FieldError> for FieldErrorBody {
    fn from(error: &FieldError) -> Self {
        FieldErrorBody { field: error.field.clone(), message: error.message.clone() }
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
    pub errors: Vec<FieldErrorBody>,
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

    /// A write refused because the database's disk is full: nothing was written, and the same
    /// request works once space is freed.
    pub fn insufficient_storage() -> Self {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::InsufficientStorage,
            "The service's database has no disk space left for this write; nothing was written. Try again shortly.",
        )
    }

    /// A request whose statement ran past `DATABASE_STATEMENT_TIMEOUT_MS` and was stopped: a
    /// write changed nothing. Names no SQL.
    pub fn query_timeout() -> Self {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::QueryTimeout,
            "The request needed more of the database than one request may take, and was stopped; nothing was changed. \
             Narrow it (a longer search term, a smaller page) or try again shortly.",
        )
    }

    /// One answer for a missing, unknown, revoked or expired key, so nothing leaks about which.
    pub fn invalid_api_key() -> Self {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::InvalidApiKey,
            "Send a valid API key in the Authorization header (`Authorization: <key>` or `Authorization: Bearer <key>`).",
        )
        // RFC 9110 §15.5.2: a 401 names the scheme that would be accepted.
        .with_header("www-authenticate", format!("Bearer realm=\"{REALM}\""))
    }

    pub fn ip_not_allowed() -> Self {
        ApiError::new(
            StatusCode::FORBIDDEN,
            ErrorCode::IpNotAllowed,
            "This API key may not be used from your IP address. Ask your organisation's manager to add the address to the key's allowlist.",
        )
    }

    /// RFC 6750 §3.1: 403 naming the scope the operation needs, in the body and the challenge.
    pub fn insufficient_scope(scope: Option<Scope>) -> Self {
        let (message, challenge) = match scope {
            Some(scope) => (
                format!(
                    "This operation needs the `{scope}` scope, which this credential does not hold. Ask your organisation's manager for a key that holds it."
                ),
                format!("Bearer realm=\"{REALM}\", error=\"insufficient_scope\", scope=\"{scope}\""),
            ),
            None => (
                "This operation declares no scope, so no credential may call it.".to_string(),
                format!("Bearer realm=\"{REALM}\", error=\"insufficient_scope\""),
            ),
        };
        ApiError::new(StatusCode::FORBIDDEN, ErrorCode::InsufficientScope, message)
            .with_header("www-authenticate", challenge)
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
            errors: self.errors.iter().map(FieldErrorBody::from).collect(),
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
