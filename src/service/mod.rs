//! Business rules and transactions. Every function that reads or writes tenant data takes the
//! organisation it is scoped to; no query leaves this layer without it.

pub mod access_log;
pub mod contacts;
pub mod events;
pub mod expenses;
pub mod external_ids;
pub mod history;
pub mod idempotency;
pub mod invitations;
mod joined;
pub mod key_cache;
pub mod key_format;
pub mod keys;
pub mod members;
pub mod memberships;
pub mod notes;
pub mod oauth;
pub mod opportunities;
pub mod organisations;
mod paging;
pub mod pipelines;
pub mod policies;
pub mod privacy;
pub mod products;
pub mod profiles;
pub mod rate_limits;
pub mod record_locks;
pub mod rules;
pub mod scoped;
pub mod search;
pub mod transfer;
mod validate;
pub mod webhook_outbox;
pub mod webhooks;

pub use paging::{CountedList, Filter, fetch, fetch_page};
pub use validate::Problems;
