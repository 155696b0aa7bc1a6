//! Commonly used response types.

#[cfg(feature = "static-files")]
mod static_file;
