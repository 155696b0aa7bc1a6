use poem::{Request, RequestBody, Result};
use poem_openapi::{
    impl_apirequest_for_payload,
    payload::{ParsePayload, Payload},
    registry::{MetaSchemaRef, Registry},
    types::{ParseFromJSON, Type},
};
use serde_json::Value;

use super::schema_check::SchemaCheck;
use crate::error::{ApiError, FieldError};

/// A JSON request body whose problems are reported field by field.
///
/// Use it instead of poem-openapi's `Json<T>` for request bodies: the document is the same,
/// but a bad body is answered with a 400 listing every field that breaks the published schema
/// (`errors: [{field: "AddressHistory[0].fromDate", message: "..."}]`).
pub struct JsonBody<T>(pub T);

impl<T: Type> Payload for JsonBody<T> {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn check_content_type(content_type: &str) -> bool {
        matches!(content_type.parse::<mime::Mime>(), Ok(mime)
            if mime.type_() == "application" && (mime.subtype() == "json" || mime.suffix().is_some_and(|s| s == "json")))
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T: ParseFromJSON> ParsePayload for JsonBody<T> {
    const IS_REQUIRED: bool = true;

    async fn from_request(request: &Request, body: &mut RequestBody) -> Result<Self> {
        let value = read_json::<T>(request, body).await?;
        parse_checked(value).map(JsonBody).map_err(|problems| ApiError::validation(problems).into())
    }
}

/// The JSON of a request body, refused (400) when it is empty, not JSON, or carries a removed
/// field of `T`'s schema.
async fn read_json<T: Type>(request: &Request, body: &mut RequestBody) -> Result<Value> {
    let bytes = <Vec<u8> as poem::FromRequest>::from_request(request, body).await?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::invalid_field("body", "is required: send a JSON object").into());
    }
    let value: Value = serde_json::from_slice(&bytes)
        .map_err(|error| ApiError::invalid_field("body", format!("is not valid JSON: {error}")))?;
    super::removed_fields::check(&T::name(), &value)?;
    Ok(value)
}

/// A JSON request body that reaches the operation even when it breaks its schema, so the
/// operation can add the problems only it can find (those that need the database) and answer
/// every problem at once. The document is the same as for [`JsonBody`].
pub enum CheckedBody<T> {
    Valid(T),
    Invalid { raw: Value, problems: Vec<FieldError> },
}

impl<T: Type> Payload for CheckedBody<T> {
    const CONTENT_TYPE: &'static str = JsonBody::<T>::CONTENT_TYPE;

    fn check_content_type(content_type: &str) -> bool {
        JsonBody::<T>::check_content_type(content_type)
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T: ParseFromJSON> ParsePayload for CheckedBody<T> {
    const IS_REQUIRED: bool = true;

    async fn from_request(request: &Request, body: &mut RequestBody) -> Result<Self> {
        let value = read_json::<T>(request, body).await?;
        Ok(match parse_checked(value.clone()) {
            Ok(parsed) => CheckedBody::Valid(parsed),
            Err(problems) => CheckedBody::Invalid { raw: value, problems },
        })
    }
}

impl_apirequest_for_payload!(CheckedBody<T>, T: ParseFromJSON);

/// Reads `value` as a `T` after checking it against `T`'s published schema; on failure, every
/// problem with the path of its field. Request bodies and imported files go through it.
pub fn parse_checked<T: ParseFromJSON>(value: Value) -> std::result::Result<T, Vec<FieldError>> {
    let mut registry = Registry::new();
    T::register(&mut registry);
    let problems = SchemaCheck::run(&registry, &T::schema_ref(), &value);
    if !problems.is_empty() {
        return Err(problems);
    }
    T::parse_from_json(Some(value)).map_err(|error| vec![FieldError::new("body", error.into_message())])
}

impl_apirequest_for_payload!(JsonBody<T>, T: ParseFromJSON);
