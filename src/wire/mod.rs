//! The HTTP and OpenAPI plumbing every resource shares: checked JSON request bodies, the
//! success envelope, typed responses and paged lists with their `Link` header and cursors. Used
//! by `api/` and the command line's import check (and open to `http/`), never by the services.

mod cursor;
mod envelope;
mod json_body;
mod modified_since;
mod page_query;
pub mod pagination;
pub mod query_group;
mod raw_json;
mod removed_fields;
mod responses;
mod schema_cache;
mod schema_check;
mod serialise;

pub use cursor::{Cursor, CursorError};
pub(crate) use envelope::described;
pub use envelope::{Described, Envelope, SuccessStatus};
pub use json_body::{CheckedBody, JsonBody, parse_checked, parse_value, read_json};
pub use modified_since::ModifiedSince;
pub use page_query::{NumberedPaging, PageQuery, Paging, UntimedPaging};
pub use pagination::{Page, PageNumber, PageSize, Paged};
pub use query_group::{Grouped, QueryGroup};
pub use raw_json::RawJson;
pub use responses::{Created, Deleted, Found, Processed, Updated};
pub use schema_check::NUL_MESSAGE;
pub use serialise::as_to_json;
