//! Success responses of single records: the record in the envelope, 200 or 201.
//! (Lists answer with [`super::Paged`].)

use poem::{IntoResponse, Response, http::StatusCode, web::Json};
use poem_openapi::{
    ApiResponse,
    registry::{MetaHeader, MetaMediaType, MetaResponse, MetaResponses, Registry},
    types::{ParseFromJSON, ToJSON, Type},
};

use super::Envelope;

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

pub(super) fn envelope_body<T: ParseFromJSON + ToJSON + Send>(data: T, status: StatusCode) -> Response {
    Json(Envelope::new(data).to_json()).with_status(status).into_response()
}

/// 200 with the record.
pub struct Found<T>(pub T);

/// 201 with the record just created.
pub struct Created<T>(pub T);

macro_rules! record_response {
    ($name:ident, $status:expr, $description:literal) => {
        impl<T: ParseFromJSON + ToJSON + Send> IntoResponse for $name<T> {
            fn into_response(self) -> Response {
                envelope_body(self.0, $status)
            }
        }

        impl<T: ParseFromJSON + ToJSON + Send> ApiResponse for $name<T> {
            fn meta() -> MetaResponses {
                envelope_response::<T>($status.as_u16(), $description, vec![])
            }

            fn register(registry: &mut Registry) {
                <Envelope<T> as Type>::register(registry);
            }
        }
    };
}

record_response!(Found, StatusCode::OK, "The record.");
record_response!(Created, StatusCode::CREATED, "The record, as created.");
