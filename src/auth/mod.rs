//! Authentication: API keys with a per-key IP allowlist and rate limit (DESIGN §4).
//!
//! The [`ApiKeyGuard`] middleware in front of `/api/v1` does all the checking and leaves the
//! authenticated [`Caller`] in the request; operations receive it through [`ApiKeyAuth`], which
//! also declares the `apiKey` security scheme in the OpenAPI document.

mod client_ip;
mod guard;
pub mod keys;
mod rate_limit;
mod scheme;

use poem::http::StatusCode;
use uuid::Uuid;

pub use client_ip::client_ip;
pub use guard::ApiKeyGuard;
pub use rate_limit::RateLimiter;
pub use scheme::ApiKeyAuth;

use crate::error::ApiError;

/// Who is calling: the organisation every query is scoped to, and the member the key was
/// issued to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caller {
    pub organisation_id: Uuid,
    pub member_id: Option<Uuid>,
    pub key_id: Uuid,
}

/// One answer for a missing, unknown, revoked or expired key, so nothing leaks about which.
pub fn invalid_api_key() -> ApiError {
    ApiError::new(
        StatusCode::UNAUTHORIZED,
        crate::error::ErrorCode::InvalidApiKey,
        "Send a valid API key in the Authorization header (`Authorization: <key>` or `Authorization: Bearer <key>`).",
    )
}

pub fn ip_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        crate::error::ErrorCode::IpNotAllowed,
        "This API key may not be used from your IP address. Ask your organisation's manager to add the address to the key's allowlist.",
    )
}
