//! Error answers of the token and revocation endpoints, as RFC 6749 §5.2 spells them:
//! `{"error": …, "error_description": …}`.

use poem::{IntoResponse, Response, http::StatusCode};
use serde_json::json;

use crate::http::REALM;

/// One of RFC 6749 §5.2's errors (or 429 and 503, which HTTP itself defines).
#[derive(Debug)]
pub struct OAuthError {
    status: StatusCode,
    code: &'static str,
    description: String,
    retry_after: Option<u64>,
}

impl OAuthError {
    fn new(status: StatusCode, code: &'static str, description: impl Into<String>) -> Self {
        OAuthError { status, code, description: description.into(), retry_after: None }
    }

    pub fn invalid_request(description: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_request", description)
    }

    /// Unknown client, wrong secret, revoked client, or a client used from outside its
    /// ranges; the description does not say which of the first three.
    pub fn invalid_client(description: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "invalid_client", description)
    }

    pub fn invalid_scope(description: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_scope", description)
    }

    pub fn unsupported_grant_type(description: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "unsupported_grant_type", description)
    }

    pub fn rate_limited(limit: u32, retry_after: u64) -> Self {
        let description = format!(
            "this client is limited to {limit} requests a minute; try again in {retry_after} seconds"
        );
        OAuthError {
            retry_after: Some(retry_after),
            ..Self::new(StatusCode::TOO_MANY_REQUESTS, "temporarily_unavailable", description)
        }
    }

    pub fn unavailable() -> Self {
        OAuthError {
            retry_after: Some(crate::http::RETRY_AFTER_UNAVAILABLE),
            ..Self::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "temporarily_unavailable",
                "the database is unavailable",
            )
        }
    }
}

impl IntoResponse for OAuthError {
    fn into_response(self) -> Response {
        let body = json!({"error": self.code, "error_description": self.description});
        let mut builder = Response::builder()
            .status(self.status)
            .content_type("application/json")
            .header("cache-control", "no-store")
            .header("pragma", "no-cache");
        if self.status == StatusCode::UNAUTHORIZED {
            builder = builder.header("www-authenticate", format!("Basic realm=\"{REALM}\""));
        }
        if let Some(seconds) = self.retry_after {
            builder = builder.header("retry-after", seconds.to_string());
        }
        builder.body(body.to_string())
    }
}
