//! `Cache-Control: no-store` on every answer that does not choose its own policy (OWASP's
//! guidance for answers holding personal data): a browser-based tool or an intermediary must
//! not keep a client's finances on disk. ETags keep working without an HTTP cache: an
//! integrator's copy carries the ETag it was read with, and sends it back in `If-None-Match`
//! or `If-Match` itself. Only the public OpenAPI document and Swagger UI choose otherwise
//! (`public`, with a validator).

use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result, http::header};

pub struct CachePolicy;

impl<E: Endpoint> Middleware<E> for CachePolicy {
    type Output = CachePolicyEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        CachePolicyEndpoint { inner }
    }
}

pub struct CachePolicyEndpoint<E> {
    inner: E,
}

impl<E: Endpoint> Endpoint for CachePolicyEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let mut response = self.inner.call(req).await?.into_response();
        if !response.headers().contains_key(header::CACHE_CONTROL) {
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, header::HeaderValue::from_static("no-store"));
        }
        Ok(response)
    }
}
