//! Business rules and transactions. Every function that reads or writes tenant data takes the
//! organisation it is scoped to; no query leaves this layer without it.

pub mod keys;
pub mod members;
pub mod organisations;
pub mod sandbox;
mod validate;

pub use validate::Problems;
