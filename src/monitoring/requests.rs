//! Records every request: a count by operation id and status, and its latency by operation id.

use std::{sync::Arc, time::Instant};

use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};

use super::{OTHER_OPERATION, REQUEST_DURATION, REQUESTS};
use crate::http::RouteTable;

/// Outermost middleware, so it sees the final status of every answer, errors included.
pub struct RequestMetrics {
    routes: Arc<RouteTable>,
}

impl RequestMetrics {
    /// `routes` is read from the published document, so the labels are its operation ids.
    pub fn new(routes: Arc<RouteTable>) -> Self {
        super::recorder();
        RequestMetrics { routes }
    }
}

impl<E: Endpoint> Middleware<E> for RequestMetrics {
    type Output = RequestMetricsEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        RequestMetricsEndpoint { inner, routes: self.routes.clone() }
    }
}

pub struct RequestMetricsEndpoint<E> {
    inner: E,
    routes: Arc<RouteTable>,
}

impl<E: Endpoint> Endpoint for RequestMetricsEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let started = Instant::now();
        let operation =
            self.routes.operation_id(req.method(), req.uri().path()).unwrap_or(OTHER_OPERATION).to_string();
        let result = self.inner.call(req).await.map(IntoResponse::into_response);
        let status = match &result {
            Ok(response) => response.status(),
            Err(error) => error.status(),
        };
        metrics::histogram!(REQUEST_DURATION, "operation" => operation.clone())
            .record(started.elapsed().as_secs_f64());
        metrics::counter!(REQUESTS, "operation" => operation, "status" => status.as_str().to_string())
            .increment(1);
        result
    }
}
