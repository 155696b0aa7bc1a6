//! Wire types shared by every resource: exact money, calendar dates, New Zealand timestamps,
//! the success envelope and pagination.

mod date;
mod envelope;
mod hundredths;
mod json_body;
mod money;
pub mod pagination;
pub mod patterns;
mod percent;
mod removed_fields;
mod responses;
mod scalar;
mod schema_check;
mod timestamp;

pub use date::Date;
pub use envelope::{Described, Envelope, SuccessStatus};
pub use json_body::{CheckedBody, JsonBody, parse_checked};
pub use money::Money;
pub use pagination::{Page, PageNumber, PageRequest, PageSize, Paged};
pub use percent::{Percent, PercentOf, PercentSet};
pub use responses::{Created, Found, Updated};
pub use schema_check::NUL_MESSAGE;
pub use timestamp::NzTimestamp;
