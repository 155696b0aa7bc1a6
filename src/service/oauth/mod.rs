//! OAuth 2.0 client credentials (RFC 6749 §4.4; docs/decisions.md, ADR-37).
//!
//! A client is issued like a key (`clients create`) and holds scopes and IP ranges as keys do;
//! only the hash of its secret is stored. Each access token it is given is a row of
//! `api_keys` with `oauth_client_id` set: opaque, hashed, with its own expiry, and checked by
//! the API-key guard through the same key cache, so a revoked token stops working on every
//! instance within that cache's bound. Revoking a client revokes every token it holds.

mod clients;
mod tokens;

pub use clients::{NewClient, authenticate, create, find_by_client_id, list, revoke_client};
pub use tokens::{Grant, issue, revoke_token};

use uuid::Uuid;

/// The public `client_id` of the client with this record id. Derived, not looked up, so the
/// guard can name a token's client in events without reading the client.
pub fn client_id_of(id: Uuid) -> String {
    format!("crm_client_{}", id.simple())
}
