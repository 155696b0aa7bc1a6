//! Paths whose percent-escapes do not decode to UTF-8 (`/notes/%FF%FE`). poem's router drops
//! such a segment and answers a bare 400 before authentication has run. Here the undecodable
//! segments are escaped once more (`%FF` → `%25FF`) so routing and the API-key check happen as
//! for any other request; when the segment is a documented path parameter, the request is
//! marked and [`RejectUndecodableParameter`], inside the key check, answers 400 naming it.

use std::sync::Arc;

use poem::{
    Endpoint, IntoResponse, Middleware, Request, Response, Result,
    http::{Uri, uri::PathAndQuery},
};

use super::RouteTable;
use crate::http::ApiError;

/// The documented path parameter whose value did not decode.
#[derive(Clone)]
struct UndecodableParameter(String);

fn decodes(segment: &str) -> bool {
    percent_encoding::percent_decode_str(segment).decode_utf8().is_ok()
}

/// The URI with every undecodable segment escaped so it decodes to its literal text.
fn escaped(uri: &Uri) -> Option<Uri> {
    let path: Vec<String> = uri
        .path()
        .split('/')
        .map(|segment| if decodes(segment) { segment.to_string() } else { segment.replace('%', "%25") })
        .collect();
    let path_and_query = match uri.query() {
        Some(query) => format!("{}?{query}", path.join("/")),
        None => path.join("/"),
    };
    let mut parts = uri.clone().into_parts();
    parts.path_and_query = Some(path_and_query.parse::<PathAndQuery>().ok()?);
    Uri::from_parts(parts).ok()
}

pub struct PathDecoding {
    routes: Arc<RouteTable>,
}

impl PathDecoding {
    pub fn new(routes: Arc<RouteTable>) -> Self {
        PathDecoding { routes }
    }
}

impl<E: Endpoint> Middleware<E> for PathDecoding {
    type Output = PathDecodingEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        PathDecodingEndpoint { inner, routes: self.routes.clone() }
    }
}

pub struct PathDecodingEndpoint<E> {
    inner: E,
    routes: Arc<RouteTable>,
}

impl<E: Endpoint> Endpoint for PathDecodingEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        let path = req.uri().path().to_string();
        if let Some(index) = path.split('/').position(|segment| !decodes(segment))
            && let Some(uri) = escaped(req.uri())
        {
            if let Some(name) = self.routes.parameter_at(&path, index) {
                req.extensions_mut().insert(UndecodableParameter(name));
            }
            *req.uri_mut() = uri;
        }
        Ok(self.inner.call(req).await?.into_response())
    }
}

/// Answers 400 for a request [`PathDecoding`] marked; placed after authentication.
pub struct RejectUndecodableParameter;

impl<E: Endpoint> Middleware<E> for RejectUndecodableParameter {
    type Output = RejectUndecodableParameterEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        RejectUndecodableParameterEndpoint { inner }
    }
}

pub struct RejectUndecodableParameterEndpoint<E> {
    inner: E,
}

impl<E: Endpoint> Endpoint for RejectUndecodableParameterEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        if let Some(UndecodableParameter(name)) = req.extensions().get::<UndecodableParameter>() {
            return Err(ApiError::invalid_field(
                name.clone(),
                "is not valid UTF-8 once its %-escapes are decoded",
            )
            .into());
        }
        Ok(self.inner.call(req).await?.into_response())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_only_undecodable_segments() {
        let uri: Uri = "/api/v1/notes/%FF%FE/x%20y?q=%FF".parse().unwrap();
        assert_eq!(escaped(&uri).unwrap().to_string(), "/api/v1/notes/%25FF%25FE/x%20y?q=%FF");
    }
}
