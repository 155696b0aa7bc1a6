//! Authentication: API keys with a per-key IP allowlist and rate limit (see
//! [docs/decisions.md, Platform](../../docs/decisions.md#platform)).
//!
//! The [`ApiKeyGuard`] middleware in front of `/api/v1` does all the checking and leaves the
//! authenticated [`Caller`] in the request; operations receive it through [`ApiKeyAuth`], which
//! also declares the `apiKey` security scheme in the OpenAPI document.

mod client_ip;
mod guard;
mod rate_limit;
mod scheme;

use uuid::Uuid;

pub use client_ip::client_ip;
pub use guard::ApiKeyGuard;
pub use rate_limit::RateLimiter;
pub use scheme::ApiKeyAuth;

/// Who is calling: the organisation every query is scoped to, and the member the key was
/// issued to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caller {
    pub organisation_id: Uuid,
    pub member_id: Option<Uuid>,
    pub key_id: Uuid,
}
