//! The HTTP and OpenAPI plumbing every resource shares: checked JSON request bodies, the
//! success envelope, typed responses and paged lists with their `Link` header. Used by `api/`
//! and the command line's import check (and open to `http/`), never by the services.

mod envelope;
mod json_body;
pub mod pagination;
mod removed_fields;
mod responses;
mod schema_check;

pub use envelope::{Described, Envelope, SuccessStatus};
pub use json_body::{CheckedBody, JsonBody, parse_checked};
pub use pagination::{Page, PageNumber, PageSize, Paged};
pub use responses::{Created, Found, Updated};
pub use schema_check::NUL_MESSAGE;
