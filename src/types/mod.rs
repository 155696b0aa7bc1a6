//! Domain values shared by every layer: exact money and percentages, calendar dates, New
//! Zealand timestamps, page requests and list orders, and text held to a rule (not blank, an
//! e-mail address, a phone number, a business number) with the patterns that state the rules.
//! The services compute with them; each also implements poem-openapi's type traits, so the API
//! document states its wire format in one place. The HTTP plumbing around them (bodies,
//! envelopes, pages, responses) is in `crate::wire`.

mod date;
mod hundredths;
mod list_order;
mod money;
mod page_request;
pub mod patterns;
mod percent;
mod scalar;
mod scope;
mod text;
mod timestamp;

pub use date::Date;
pub use list_order::{ListSort, PageInfo, Position};
pub use money::Money;
pub use page_request::{MAX_PAGE, MAX_PAGE_SIZE, PageRequest};
pub use percent::{Percent, PercentOf, PercentSet};
pub use scope::{Scope, Scopes};
pub use text::{Email, ExternalId, NonBlank, Nzbn, Phone, Text, TextProblem, TextRule, rules};
pub use timestamp::NzTimestamp;
