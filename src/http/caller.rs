//! Who is calling, as the API-key guard in `crate::auth` established it. It lives here, in the
//! frame below `auth`, because the protocol middlewares (idempotency, conditional requests) key
//! on it too.

use uuid::Uuid;

use crate::types::Scopes;

/// Who is calling: the organisation every query is scoped to, the member the key was issued
/// to, and what the key may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caller {
    pub organisation_id: Uuid,
    pub member_id: Option<Uuid>,
    /// The API key's id; for an OAuth 2.0 access token, its client's (so idempotency keys and
    /// the rate limit are the client's, across its tokens).
    pub key_id: Uuid,
    pub scopes: Scopes,
}
