//! hyper answers a request it cannot parse by itself, before the app sees anything: 400 for a
//! malformed request line, header or framing (`Content-Length`, `Transfer-Encoding`), 414 for a
//! URI over 65,534 bytes and 431 for more than 100 headers or a head over hyper's buffer, each
//! with an empty body. hyper has no hook for that response, so it is recognised on its way to
//! the socket and replaced with the shared JSON error body.
//!
//! It is recognised by shape: the whole write is one response head, status 400, 414 or 431,
//! with `content-length: 0`, written while no request of the connection is being handled (the
//! app never answers a 4xx without a body; HEAD requests, whose bodies are dropped, switch the
//! recognition off for their connection).

use poem::http::StatusCode;
use poem_openapi::types::ToJSON;

use crate::{http::ApiError, request_id};

/// The JSON response to send instead of `written`, when `written` is hyper's own answer to an
/// unparseable request.
pub fn replacement(written: &[u8]) -> Option<Vec<u8>> {
    let head = std::str::from_utf8(written).ok()?;
    let rest = head.strip_prefix("HTTP/1.1 ").or_else(|| head.strip_prefix("HTTP/1.0 "))?;
    let status: u16 = rest.get(..3)?.parse().ok()?;
    let head_only = head.find("\r\n\r\n").is_some_and(|end| end + 4 == head.len());
    let empty = head.to_ascii_lowercase().contains("\r\ncontent-length: 0\r\n");
    if !(head_only && empty) {
        return None;
    }
    let error = match status {
        400 => ApiError::new(
            StatusCode::BAD_REQUEST,
            crate::error::ErrorCode::MalformedRequest,
            "The request is not valid HTTP/1.1: check the request line, the header names and values (no control characters or bytes outside ASCII), and Content-Length / Transfer-Encoding.",
        ),
        414 => ApiError::new(
            StatusCode::URI_TOO_LONG,
            crate::error::ErrorCode::UriTooLong,
            "The request URI is longer than 65,534 bytes.",
        ),
        431 => ApiError::new(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            crate::error::ErrorCode::HeadersTooLarge,
            "The request has more than 100 headers, or its head is too large.",
        ),
        _ => return None,
    };
    let id = request_id::from_header_or_new(None);
    tracing::info!(request_id = %id, status, code = error.code.as_str(), "request rejected before parsing completed");
    let mut body = error.body();
    body.request_id = id.clone();
    let json = body.to_json().map(|value| value.to_string()).unwrap_or_default();
    let reason = error.status.canonical_reason().unwrap_or_default();
    Some(
        format!(
            "HTTP/1.1 {status} {reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: {}\r\nconnection: close\r\nx-request-id: {id}\r\n\r\n{json}",
            json.len()
        )
        .into_bytes(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_only_empty_automatic_answers() {
        let automatic =
            b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let replaced = String::from_utf8(replacement(automatic).unwrap()).unwrap();
        assert!(replaced.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"));
        assert!(replaced.contains(r#""code":"headers_too_large""#));
        assert!(replacement(b"HTTP/1.1 400 Bad Request\r\ncontent-length: 2\r\n\r\n").is_none());
        assert!(replacement(b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n{}").is_none());
        assert!(replacement(b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n").is_none());
        assert!(replacement(b"{\"status\":\"Error\"}").is_none());
    }
}
