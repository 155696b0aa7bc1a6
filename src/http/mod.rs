//! The HTTP frame around the API: request ids, the body-size limit, and the translation of
//! every failure (poem's routing errors, poem-openapi's parse errors, panics) into the one
//! JSON error body.

mod body_limit;
mod frame;
pub mod request_id;
mod route_table;
pub mod server;
mod translate;

pub use translate::to_api_error;

pub use body_limit::{BodyLimit, DRAIN_BYTES, MAX_BODY_BYTES};
pub use frame::Frame;
pub use route_table::RouteTable;
