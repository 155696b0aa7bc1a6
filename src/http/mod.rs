//! The HTTP frame around the API: request ids, the body-size limit, and the translation of
//! every failure (poem's routing errors, poem-openapi's parse errors, panics) into the one
//! JSON error body.

mod body_encoding;
mod body_limit;
mod conditional;
mod frame;
mod idempotency;
mod path_decoding;
pub mod request_id;
mod route_table;
pub mod server;
mod translate;

pub use translate::to_api_error;

pub use body_encoding::BodyEncoding;
pub use body_limit::{BodyLimit, DRAIN_BYTES, MAX_BODY_BYTES};
pub use conditional::Conditional;
pub use frame::Frame;
pub use idempotency::{
    DEFAULT_TTL_HOURS as IDEMPOTENCY_TTL_DEFAULT_HOURS, Idempotency,
    MAX_KEY_CHARS as IDEMPOTENCY_MAX_KEY_CHARS,
};
pub use path_decoding::{PathDecoding, RejectUndecodableParameter};
pub use route_table::RouteTable;
