//! Success responses of single records: the record in the envelope, 200 or 201, with a message
//! naming the record and what was done to it. (Lists answer with [`super::Paged`].)

use poem::{IntoResponse, Response, http::StatusCode, web::Json};
use poem_openapi::{
    ApiResponse,
    registry::{MetaHeader, MetaMediaType, MetaResponse, MetaResponses, Registry},
    types::{ParseFromJSON, ToJSON, Type},
};

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

pub(super) fn envelope_body<T: ParseFromJSON + ToJSON + Send>(
    data: T,
    message: String,
    status: StatusCode,
) -> Response {
    Json(Envelope::new(data, message).to_json()).with_status(status).into_response()
}

/// A single record's response, with a strong `ETag` computed from the record's representation
/// (the envelope's `data`), so it changes whenever anything the client sees of the record
/// changes — including names of related records and key-contact flags.
fn record_body<T: ParseFromJSON + ToJSON + Send>(data: T, message: String, status: StatusCode) -> Response {
    let envelope = Envelope::new(data, message).to_json().unwrap_or_default();
    let etag = entity_tag(&envelope["data"]);
    let mut response = Json(envelope).with_status(status).into_response();
    if let Ok(value) = etag.parse() {
        response.headers_mut().insert(poem::http::header::ETAG, value);
    }
    response
}

/// The strong entity tag of a JSON representation: a quoted SHA-256 prefix of its bytes.
pub fn entity_tag(representation: &serde_json::Value) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(serde_json::to_vec(representation).unwrap_or_default());
    format!("\"{}\"", &hex::encode(digest)[..32])
}

/// 200 with the record: "Profile retrieved successfully.".
pub struct Found<T>(pub T);

/// 200 with the record after a change: "Profile updated successfully.".
pub struct Updated<T>(pub T);

/// 201 with the record just created: "Profile created successfully.".
pub struct Created<T>(pub T);

macro_rules! record_response {
    ($name:ident, $status:expr, $verb:literal, $description:literal) => {
        impl<T: ParseFromJSON + ToJSON + Described + Send> IntoResponse for $name<T> {
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
record_response!(Created, StatusCode::CREATED, "created", "The record, as created.");
