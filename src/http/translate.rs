//! Turns any `poem::Error` into the service's [`ApiError`], so that parse failures, unknown
//! routes, wrong methods and content types all answer with the same JSON body.

use poem::http::StatusCode;
use poem_openapi::error::{
    AuthorizationError, ContentTypeError, ParseParamError, ParsePathError, ParseRequestPayloadError,
};

use crate::{error::FieldError, http::ApiError};

pub fn to_api_error(error: poem::Error, method: &str, path: &str) -> ApiError {
    if let Some(api_error) = error.downcast_ref::<ApiError>() {
        return api_error.clone();
    }
    if let Some(ParseParamError { name, reason }) = error.downcast_ref::<ParseParamError>() {
        return ApiError::invalid_field(*name, tidy(reason));
    }
    if let Some(ParsePathError { name, reason }) = error.downcast_ref::<ParsePathError>() {
        return ApiError::invalid_field(*name, tidy(reason));
    }
    if let Some(ParseRequestPayloadError { reason }) = error.downcast_ref::<ParseRequestPayloadError>() {
        return ApiError::validation(vec![FieldError::new("body", tidy(reason))]);
    }
    if error.is::<ContentTypeError>() {
        return ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            crate::error::ErrorCode::UnsupportedMediaType,
            "Send the request body as JSON with `Content-Type: application/json`.",
        );
    }
    if error.is::<AuthorizationError>() {
        return ApiError::invalid_api_key();
    }
    match error.status() {
        StatusCode::NOT_FOUND => ApiError::new(
            StatusCode::NOT_FOUND,
            crate::error::ErrorCode::NotFound,
            format!("There is no endpoint at {method} {path}. The API is described at /api/v1/openapi.json."),
        ),
        StatusCode::METHOD_NOT_ALLOWED => ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            crate::error::ErrorCode::MethodNotAllowed,
            format!("{path} does not accept {method}; see the Allow header."),
        ),
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            crate::error::ErrorCode::PayloadTooLarge,
            "The request body is larger than 1 MiB.",
        ),
        status if status.is_client_error() => {
            ApiError::new(status, crate::error::ErrorCode::BadRequest, tidy(&error.to_string()))
        }
        status => {
            tracing::error!(%status, error = %error, "unhandled error");
            ApiError::internal()
        }
    }
}

/// Rewrites poem-openapi's parse and validator messages (which name internal type names such as
/// `integer(uint64)`) into plain sentences about the value.
fn tidy(reason: &str) -> String {
    let reason = reason.trim().trim_end_matches('.');
    if let Some(rule) = reason.strip_prefix("verification failed. ") {
        let bound = |prefix: &str| {
            rule.strip_prefix(prefix).and_then(|r| r.split([',', ')']).next()).map(str::to_string)
        };
        if let Some(min) = bound("minimum(") {
            return format!("must be at least {min}");
        }
        if let Some(max) = bound("maximum(") {
            return format!("must be at most {max}");
        }
        if let Some(max) = bound("maxLength(") {
            return format!("must be at most {max} characters");
        }
        return format!("is invalid: {rule}");
    }
    if reason.ends_with("expects an input value") {
        return "is required".to_string();
    }
    if let Some(rest) = reason.strip_prefix("failed to parse \"") {
        let (type_name, detail) = rest.split_once("\": ").unwrap_or((rest, ""));
        return match type_name {
            t if t.starts_with("integer") => "must be a whole number".to_string(),
            "string_uuid" => "must be a UUID".to_string(),
            "boolean" => "must be true or false".to_string(),
            _ => detail.to_string(),
        };
    }
    reason.to_string()
}
