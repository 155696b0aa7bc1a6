//! Who is calling, as the API-key guard in `crate::auth` established it. It lives here, in the
//! frame below `auth`, because the protocol middlewares (idempotency, conditional requests) key
//! on it too.

use uuid::Uuid;

/// Who is calling: the organisation every query is scoped to, and the member the key was
/// issued to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caller {
    pub organisation_id: Uuid,
    pub member_id: Option<Uuid>,
    pub key_id: Uuid,
}
