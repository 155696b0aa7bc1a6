use std::{panic::AssertUnwindSafe, sync::Arc, time::Instant};

use futures_util::FutureExt;
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result, http::StatusCode};

use super::{RouteTable, translate::to_api_error};
use crate::{http::ApiError, request_id};

/// The outermost middleware: gives the request its id (echoed in `X-Request-Id`), turns every
/// error and panic into the JSON error body, and logs one line per request.
pub struct Frame {
    routes: Arc<RouteTable>,
}

impl Frame {
    pub fn new(routes: impl Into<Arc<RouteTable>>) -> Self {
        Frame { routes: routes.into() }
    }
}

impl<E: Endpoint> Middleware<E> for Frame {
    type Output = FrameEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        FrameEndpoint { inner, routes: self.routes.clone() }
    }
}

pub struct FrameEndpoint<E> {
    inner: E,
    routes: Arc<RouteTable>,
}

impl<E> FrameEndpoint<E> {
    /// Adds what only the route table knows: the `Allow` header of a 405 and the documented
    /// names of path parameters.
    fn finish(&self, mut error: ApiError, path: &str) -> ApiError {
        if error.status == StatusCode::METHOD_NOT_ALLOWED
            && let Some(allow) = self.routes.allow(path)
        {
            error = error.with_header("allow", allow);
        }
        for problem in &mut error.errors {
            if let Some(name) = self.routes.path_parameter_name(path, &problem.field) {
                error.message = error.message.replacen(&problem.field, &name, 1);
                problem.field = name;
            }
        }
        error
    }
}

impl<E: Endpoint> Endpoint for FrameEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let started = Instant::now();
        let id =
            request_id::from_header_or_new(req.headers().get("x-request-id").and_then(|v| v.to_str().ok()));
        let method = req.method().to_string();
        // Outermost, so the URI is still the one the client sent.
        let path = req.uri().path().to_string();

        let (mut response, queries) = crate::db::count_queries(request_id::scope(id.clone(), async {
            match AssertUnwindSafe(self.inner.call(req)).catch_unwind().await {
                Ok(Ok(response)) => response.into_response(),
                Ok(Err(error)) => {
                    let api_error = self.finish(to_api_error(error, &method, &path), &path);
                    poem::error::ResponseError::as_response(&api_error)
                }
                Err(_) => {
                    tracing::error!(request_id = %id, %method, %path, "handler panicked");
                    poem::error::ResponseError::as_response(&ApiError::internal())
                }
            }
        }))
        .await;

        if let Ok(value) = id.parse() {
            response.headers_mut().insert("x-request-id", value);
        }
        tracing::info!(
            request_id = %id,
            %method,
            %path,
            status = response.status().as_u16(),
            queries,
            elapsed_ms = started.elapsed().as_millis() as u64,
            "request"
        );
        Ok(response)
    }
}
