//! The HTTP frame around the API: request ids, the body-size limit, and the translation of
//! every failure (poem's routing errors, poem-openapi's parse errors, panics) into the one
//! JSON error body.

mod admission;
mod body_encoding;
mod body_limit;
mod cache_policy;
mod caller;
mod capacity;
mod compression;
mod conditional;
mod errors;
mod frame;
mod heavy_lane;
mod idempotency;
mod operation_errors;
mod page_budget;
mod path_decoding;
mod route_table;
pub mod server;
mod service_errors;
mod translate;

pub use errors::{ApiError, ErrorBody, ErrorStatus, FieldErrorBody, REALM};
pub use operation_errors::{ErrorSet, Failure, GoneErrors, ListErrors, ReadErrors, WriteErrors};
pub use service_errors::{RETRY_AFTER_UNAVAILABLE, database_failure};
pub use translate::to_api_error;

pub use admission::{ADMISSION_WAIT_LIMIT, Admission};
pub use body_encoding::BodyEncoding;
pub use body_limit::{BodyLimit, DRAIN_BYTES, MAX_BODY_BYTES, discard_in_background};
pub use cache_policy::CachePolicy;
pub use caller::Caller;
pub use capacity::Capacity;
pub use compression::{Compression, PublicText, SECRET_OPERATIONS, identity_tag};
pub use conditional::Conditional;
pub use frame::Frame;
pub use heavy_lane::HeavyLane;
pub use idempotency::Idempotency;
pub use page_budget::{PAGE_WAIT_LIMIT, PageBudget, PageShare};
pub use path_decoding::{PathDecoding, RejectUndecodableParameter};
pub use route_table::{Needs, RouteTable, SCOPE_EXTENSION};
