mod metric;

mod query;
mod transaction;

pub use query::*;
pub use transaction::*;
