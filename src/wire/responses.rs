//! Success responses of single records: the record in the envelope, 200 or 201, with a message
//! naming the record and what was done to it. (Lists answer with [`super::Paged`].)

use poem::{IntoResponse, Response, http::StatusCode};
use poem_openapi::{
    ApiResponse,
    registry::{MetaHeader, MetaMediaType, MetaResponse, MetaResponses, Registry},
    types::{ParseFromJSON, ToJSON, Type},
};
use serde::Serialize;

use super::{Described, Envelope};

/// The documentation of a success response carrying `Envelope<T>`.
pub(super) fn envelope_response<T: ParseFromJSON + ToJSON>(
    status: u16,
    description: &'static str,
    headers: Vec<MetaHeader>,
) -> MetaResponses {
    MetaResponses {
        responses: vec![MetaResponse {
            description,
            status: Some(status),
            status_range: None,
            content: vec![MetaMediaType {
                content_type: "application/json; charset=utf-8",
                schema: <Envelope<T> as Type>::schema_ref(),
            }],
            headers,
        }],
    }
}

/// A success response: `Envelope { data, message }` serialised with serde straight into the
/// body's bytes. Every response type's `Serialize` writes exactly what its poem-openapi `ToJSON`
/// would (tests/api/serialisation.rs checks both agree for every response type), without
/// building a `serde_json::Value` tree first.
pub(super) fn envelope_body<T: ParseFromJSON + ToJSON + Serialize + Send>(
    data: T,
    message: String,
    status: StatusCode,
) -> Response {
    let envelope = Envelope::new(data, message);
    let bytes = serde_json::to_vec(&envelope);
    same_as_to_json(&envelope, &bytes);
    json_response(bytes, status)
}

/// In debug builds (every test), checks that serde wrote exactly the bytes poem-openapi's
/// `ToJSON` would have: the guard that keeps each response type's `Serialize` derive in step
/// with its documented schema, for every response any test produces.
fn same_as_to_json<T: ToJSON>(value: &T, bytes: &serde_json::Result<Vec<u8>>) {
    if cfg!(debug_assertions)
        && let Ok(bytes) = bytes
    {
        let expected = serde_json::to_vec(&value.to_json()).unwrap_or_default();
        assert!(
            expected == *bytes,
            "serde and ToJSON disagree:\n  serde: {}\n ToJSON: {}",
            String::from_utf8_lossy(bytes),
            String::from_utf8_lossy(&expected)
        );
    }
}

fn json_response(bytes: serde_json::Result<Vec<u8>>, status: StatusCode) -> Response {
    match bytes {
        Ok(bytes) => Response::builder()
            .status(status)
            .header(poem::http::header::CONTENT_TYPE, "application/json; charset=utf-8")
            .body(bytes),
        // Only a map with non-string keys fails to serialise; no response type has one.
        Err(error) => Response::builder().status(StatusCode::INTERNAL_SERVER_ERROR).body(error.to_string()),
    }
}

/// A single record's response, with a strong `ETag` computed from the record's representation
/// (the envelope's `data`), so it changes whenever anything the client sees of the record
/// changes — including names of related records and key-contact flags. The record is
/// serialised once; the envelope is written around its bytes.
fn record_body<T: ParseFromJSON + ToJSON + Serialize + Send>(
    data: T,
    message: String,
    status: StatusCode,
) -> Response {
    let data_bytes = serde_json::to_vec(&data);
    same_as_to_json(&data, &data_bytes);
    let bytes = data_bytes.and_then(|data| {
        let etag = entity_tag(&data);
        let mut body = Vec::with_capacity(data.len() + message.len() + 48);
        body.extend_from_slice(br#"{"status":"Success","message":"#);
        serde_json::to_writer(&mut body, &message)?;
        body.extend_from_slice(br#","data":"#);
        body.extend_from_slice(&data);
        body.push(b'}');
        Ok((body, etag))
    });
    let (bytes, etag) = match bytes {
        Ok((bytes, etag)) => (Ok(bytes), Some(etag)),
        Err(error) => (Err(error), None),
    };
    let mut response = json_response(bytes, status);
    if let Some(value) = etag.and_then(|etag| etag.parse().ok()) {
        response.headers_mut().insert(poem::http::header::ETAG, value);
    }
    response
}

/// The strong entity tag of a JSON representation: a quoted SHA-256 prefix of its bytes.
pub fn entity_tag(representation: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(representation);
    format!("\"{}\"", &hex::encode(digest)[..32])
}

/// 200 with the record: "Profile retrieved successfully.".
pub struct Found<T>(pub T);

/// 200 with the record after a change: "Profile updated successfully.".
pub struct Updated<T>(pub T);

/// 200 with the record as it was before it was deleted: "Webhook endpoint deleted successfully.".
pub struct Deleted<T>(pub T);

/// 201 with the record just created: "Profile created successfully.".
pub struct Created<T>(pub T);

macro_rules! record_response {
    ($name:ident, $status:expr, $verb:literal, $description:literal) => {
        impl<T: ParseFromJSON + ToJSON + Serialize + Described + Send> IntoResponse for $name<T> {
            fn into_response(self) -> Response {
                record_body(self.0, format!(concat!("{} ", $verb, " successfully."), T::NOUN), $status)
            }
        }

        impl<T: ParseFromJSON + ToJSON + Described + Send> ApiResponse for $name<T> {
            fn meta() -> MetaResponses {
                envelope_response::<T>($status.as_u16(), $description, vec![])
            }

            fn register(registry: &mut Registry) {
                <Envelope<T> as Type>::register(registry);
            }
        }
    };
}

record_response!(Found, StatusCode::OK, "retrieved", "The record.");
record_response!(Updated, StatusCode::OK, "updated", "The record, as updated.");
record_response!(Deleted, StatusCode::OK, "deleted", "The record, as it was before it was deleted.");
record_response!(Created, StatusCode::CREATED, "created", "The record, as created.");

/// 200 with the outcome of a batch, one result per item: "Batch processed: 99 succeeded, 1
/// failed.".
pub struct Processed<T> {
    pub data: T,
    pub succeeded: usize,
    pub failed: usize,
}

impl<T: ParseFromJSON + ToJSON + Serialize + Send> IntoResponse for Processed<T> {
    fn into_response(self) -> Response {
        let message = format!("Batch processed: {} succeeded, {} failed.", self.succeeded, self.failed);
        envelope_body(self.data, message, StatusCode::OK)
    }
}

impl<T: ParseFromJSON + ToJSON + Send> ApiResponse for Processed<T> {
    fn meta() -> MetaResponses {
        envelope_response::<T>(200, "One result per item, in the order of the items.", vec![])
    }

    fn register(registry: &mut Registry) {
        <Envelope<T> as Type>::register(registry);
    }
}
