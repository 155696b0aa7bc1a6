//! The access log's rows and their writing (docs/decisions.md, ADR-39): entries of reads wait
//! in this process's [`AccessBuffer`] for at most [`FLUSH_EVERY`] and are written together;
//! entries of writes are written in the write's transaction ([`insert`]). On SQLite the
//! index of their ids follows in batches ([`index_pending`]). A buffer that cannot
//! be written keeps its entries and tries again; reads are served meanwhile.

mod buffer;
mod index;
mod rows;

pub use buffer::{AccessBuffer, AccessLogStatus, FLUSH_EVERY};
pub use index::index_pending;
pub use rows::{AccessRow, exists, from_sqlite_subjects, insert, sqlite_token, update_subjects};
