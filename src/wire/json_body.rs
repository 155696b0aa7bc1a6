use poem::{Request, RequestBody, Result};
use poem_openapi::{
    impl_apirequest_for_payload,
    payload::{ParsePayload, Payload},
    registry::{MetaSchemaRef, Registry},
    types::{ParseFromJSON, Type},
};
use serde_json::Value;

use super::{schema_cache, schema_check::SchemaCheck};
use crate::{error::FieldError, http::ApiError};

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
pub async fn read_json<T: Type>(request: &Request, body: &mut RequestBody) -> Result<Value> {
    let bytes = <Vec<u8> as poem::FromRequest>::from_request(request, body).await?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::invalid_field("body", "is required: send a JSON object").into());
    }
    let value: Value = serde_json::from_slice(&keep_tiny_numbers_nonzero(&bytes))
        .map_err(|error| ApiError::invalid_field("body", format!("is not valid JSON: {error}")))?;
    super::removed_fields::check(&T::name(), &value)?;
    Ok(value)
}

/// The body with every number too small for a double (`1e-400`), which JSON parsers read as
/// 0, replaced by the smallest double (`5e-324`) of the same sign: a number the client wrote as
/// non-zero must never become zero silently. The smallest double still fails every exact type
/// (money: "more than two decimal places") and every whole number, like `1e-7` does.
fn keep_tiny_numbers_nonzero(body: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let mut rewritten: Option<Vec<u8>> = None;
    let mut copied = 0;
    let mut index = 0;
    let mut in_string = false;
    while index < body.len() {
        let byte = body[index];
        if in_string {
            match byte {
                b'\\' => index += 1,
                b'"' => in_string = false,
                _ => {}
            }
            index += 1;
            continue;
        }
        if byte == b'"' {
            in_string = true;
            index += 1;
            continue;
        }
        if byte != b'-' && !byte.is_ascii_digit() {
            index += 1;
            continue;
        }
        let start = index;
        while index < body.len() && matches!(body[index], b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E') {
            index += 1;
        }
        let token = &body[start..index];
        if underflows(token) {
            let out = rewritten.get_or_insert_with(Vec::new);
            out.extend_from_slice(&body[copied..start]);
            out.extend_from_slice(if token[0] == b'-' { b"-5e-324" } else { b"5e-324" });
            copied = index;
        }
    }
    match rewritten {
        None => std::borrow::Cow::Borrowed(body),
        Some(mut out) => {
            out.extend_from_slice(&body[copied..]);
            std::borrow::Cow::Owned(out)
        }
    }
}

/// A number token whose digits are not all zero but which a double reads as zero.
fn underflows(token: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(token) else { return false };
    let mantissa = text.split(['e', 'E']).next().unwrap_or_default();
    mantissa.bytes().any(|digit| matches!(digit, b'1'..=b'9')) && text.parse::<f64>().is_ok_and(|n| n == 0.0)
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
/// What [`JsonBody`] makes of a body already read as `value` (a batch item): refused for a
/// removed field or a broken schema as the body would be, else parsed.
pub fn parse_value<T: ParseFromJSON>(value: Value) -> std::result::Result<T, ApiError> {
    super::removed_fields::check(&T::name(), &value)?;
    parse_checked(value).map_err(ApiError::validation)
}

pub fn parse_checked<T: ParseFromJSON>(value: Value) -> std::result::Result<T, Vec<FieldError>> {
    let schemas = schema_cache::of::<T>();
    let problems = SchemaCheck::run(&schemas.registry, &schemas.root, &value);
    if !problems.is_empty() {
        return Err(problems);
    }
    T::parse_from_json(Some(value)).map_err(|error| vec![FieldError::new("body", error.into_message())])
}

impl_apirequest_for_payload!(JsonBody<T>, T: ParseFromJSON);

#[cfg(test)]
mod tests {
    use super::keep_tiny_numbers_nonzero;

    fn rewrite(body: &str) -> String {
        String::from_utf8(keep_tiny_numbers_nonzero(body.as_bytes()).into_owned()).unwrap()
    }

    #[test]
    fn numbers_too_small_for_a_double_stay_non_zero() {
        assert_eq!(rewrite(r#"{"a":1e-400,"b":[-2.5E-999]}"#), r#"{"a":5e-324,"b":[-5e-324]}"#);
    }

    #[test]
    fn other_numbers_and_strings_are_untouched() {
        let body = r#"{"a":0e-400,"b":1e-7,"c":"1e-400","d":"x\"1e-400","e":-0.0,"f":12}"#;
        assert_eq!(rewrite(body), body);
    }
}
