//! Responses are serialised with serde straight into bytes; this module holds what the
//! `Serialize` derives of response types need to write exactly what poem-openapi's `ToJSON`
//! writes.

use poem_openapi::types::ToJSON;
use serde::{Serialize, Serializer};

/// For fields whose type has only `ToJSON` (the enums derived with poem-openapi's `Enum`):
/// `#[serde(serialize_with = "crate::wire::as_to_json")]`. Writes the value `ToJSON` builds, or
/// null where it builds none (poem-openapi leaves such a field out; no response field's value
/// ever builds none).
pub fn as_to_json<T: ToJSON, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    value.to_json().serialize(serializer)
}
