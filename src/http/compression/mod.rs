//! Compressed answers: JSON (and YAML and HTML) answers of at least [`MIN_BYTES`] go out in the
//! coding the client's `Accept-Encoding` prefers (zstd, br or gzip), with `Vary: Accept-Encoding`.
//!
//! It sits outside the conditional-request and idempotency layers, so they see one
//! representation, and a replay is compressed by the replaying request's `Accept-Encoding`.
//! Each coding's bytes get their own strong ETag (`"abc-gzip"`); the conditional layer takes any
//! coding's tag for the record's own ([`identity_tag`]).
//!
//! Answers that carry a secret are never compressed (BREACH: a secret beside text an attacker
//! chooses leaks through the compressed length): a webhook signing secret, a signed invitation
//! link, an OAuth access token.

mod coding;
mod public_text;

use std::sync::Arc;

use poem::{
    Endpoint, IntoResponse, Middleware, Request, Response, Result,
    http::{HeaderValue, Method, StatusCode, header},
};

pub use coding::{CODING_COUNT, Coding, identity_tag, negotiate};
pub use public_text::PublicText;

use super::RouteTable;

/// Answers shorter than this go out as they are: below about a kilobyte the coding's framing
/// and the work outweigh the bytes saved.
pub const MIN_BYTES: usize = 1024;

/// The operations whose answers carry a secret, by `operationId`.
pub const SECRET_OPERATIONS: [&str; 3] =
    ["createWebhookEndpoint", "rotateWebhookEndpointSecret", "getFactFindInvitation"];

pub struct Compression {
    routes: Arc<RouteTable>,
    /// Paths outside the document whose answers carry a secret (the OAuth token endpoint).
    secret_paths: Arc<[&'static str]>,
}

impl Compression {
    pub fn new(routes: Arc<RouteTable>, secret_paths: &[&'static str]) -> Self {
        Compression { routes, secret_paths: secret_paths.into() }
    }
}

impl<E: Endpoint> Middleware<E> for Compression {
    type Output = CompressionEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        CompressionEndpoint { inner, routes: self.routes.clone(), secret_paths: self.secret_paths.clone() }
    }
}

pub struct CompressionEndpoint<E> {
    inner: E,
    routes: Arc<RouteTable>,
    secret_paths: Arc<[&'static str]>,
}

impl<E> CompressionEndpoint<E> {
    /// Whether the request reaches an operation whose answer carries a secret. The path is
    /// matched as the router sees it, percent-escapes decoded.
    fn carries_secret(&self, req: &Request) -> bool {
        let raw = req.uri().path();
        let path = percent_encoding::percent_decode_str(raw).decode_utf8_lossy();
        let path = path.trim_end_matches('/');
        self.secret_paths.contains(&path)
            || self.routes.operation_id(req.method(), path).is_some_and(|id| SECRET_OPERATIONS.contains(&id))
    }
}

/// Whether answers of this type are text worth compressing: JSON, YAML and HTML (the API, its
/// errors, its document and Swagger UI).
fn compressible(response: &Response) -> bool {
    response.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|t| {
        let t = t.to_ascii_lowercase();
        t.starts_with("application/json") || t.starts_with("application/yaml") || t.starts_with("text/html")
    })
}

/// Adds `Accept-Encoding` to the answer's `Vary`, once.
pub fn vary_by_encoding(response: &mut Response) {
    let listed = response.headers().get_all(header::VARY).iter().any(|v| {
        v.to_str().is_ok_and(|v| {
            v.split(',').any(|f| f.trim().eq_ignore_ascii_case("accept-encoding") || f.trim() == "*")
        })
    });
    if !listed {
        response.headers_mut().append(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
}

/// Replaces the answer's `ETag` with `coding`'s, unless it already names a coding's bytes.
fn tag_for(response: &mut Response, coding: Coding) {
    let tagged = response
        .headers()
        .get(header::ETAG)
        .and_then(|v| v.to_str().ok())
        .filter(|t| identity_tag(t) == *t)
        .map(|t| coding.tag(t));
    if let Some(value) = tagged.and_then(|t| HeaderValue::from_str(&t).ok()) {
        response.headers_mut().insert(header::ETAG, value);
    }
}

/// Whether `If-None-Match` lists a tag of `coding`'s bytes: a 304 then confirms that tag.
fn revalidates_coded_copy(req: &Request, coding: Coding) -> bool {
    let suffix = format!("-{}\"", coding.token());
    req.headers()
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| tag.trim().ends_with(&suffix))
}

impl<E: Endpoint> Endpoint for CompressionEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        if self.carries_secret(&req) {
            return Ok(self.inner.call(req).await?.into_response());
        }
        let coding = if req.method() == Method::HEAD { None } else { negotiate(req.headers()) };
        let coded_304 = coding.filter(|coding| revalidates_coded_copy(&req, *coding));
        let mut response = self.inner.call(req).await?.into_response();
        if response.status() == StatusCode::NOT_MODIFIED {
            if response.headers().contains_key(header::ETAG) {
                vary_by_encoding(&mut response);
            }
            if let Some(coding) = coded_304 {
                tag_for(&mut response, coding);
            }
            return Ok(response);
        }
        if !compressible(&response) || response.headers().contains_key(header::CONTENT_ENCODING) {
            return Ok(response);
        }
        vary_by_encoding(&mut response);
        let Some(coding) = coding else { return Ok(response) };
        let body = response.take_body().into_bytes().await?;
        if body.len() < MIN_BYTES {
            response.set_body(body);
            return Ok(response);
        }
        match coding.encode(&body).await {
            Ok(encoded) if encoded.len() < body.len() => {
                response
                    .headers_mut()
                    .insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding.token()));
                tag_for(&mut response, coding);
                response.set_body(encoded);
            }
            // Incompressible, or the encoder failed: the answer goes out as it is.
            _ => response.set_body(body),
        }
        Ok(response)
    }
}
