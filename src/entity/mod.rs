//! SeaORM entities: the database's view of the records. They never appear in the API; the
//! API has its own types in `src/api`.

pub mod api_key;
pub mod member;
pub mod organisation;
