//! Parameter types for the API operation.
#[cfg(feature = "cookie")]
mod cookie;
mod header;
mod path;
mod query;

#[cfg(feature = "cookie")]
pub use cookie::{Cookie, CookiePrivate, CookieSigned};
pub use header::Header;
pub use path::Path;
pub use query::Query;
