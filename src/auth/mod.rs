//! Authentication: API keys with a per-key IP allowlist and rate limit (see
//! [docs/decisions.md, ADR-5 to ADR-7](../../docs/decisions.md#adr-5-api-keys-checked-by-a-guard-verified-from-memory)).
//!
//! The [`ApiKeyGuard`] middleware in front of `/api/v1` does all the checking and leaves the
//! authenticated [`Caller`] in the request; operations receive it through [`ApiKeyAuth`], which
//! also declares the `apiKey` security scheme in the OpenAPI document.

mod batch_records;
mod client_ip;
mod failed_attempts;
mod guard;
mod rate_limit;
mod scheme;

/// The caller the guard leaves in the request. It is declared in `http`, below this module,
/// because the protocol middlewares there (idempotency, conditional requests) key on it.
pub use crate::http::Caller;
pub use batch_records::BatchRecords;
pub use client_ip::client_ip;
pub use failed_attempts::FailedAttempts;
pub use guard::{ApiKeyGuard, Shares, admits};
pub use rate_limit::RateLimiter;
pub use scheme::ApiKeyAuth;
