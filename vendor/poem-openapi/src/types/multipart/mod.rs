//! Multipart related types.

mod json;
mod upload;

pub use json::JsonField;
pub use upload::Upload;
