//! Records every request: a count by operation id and status, and its latency by operation id.

use std::{
    collections::HashMap,
    sync::{Arc, OnceLock, RwLock},
    time::Instant,
};

use metrics::{Counter, Histogram};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result, http::StatusCode};

use super::{OTHER_OPERATION, REQUEST_DURATION, REQUESTS};
use crate::http::RouteTable;

/// Outermost middleware, so it sees the final status of every answer, errors included.
pub struct RequestMetrics {
    routes: Arc<RouteTable>,
    operations: Arc<HashMap<String, OperationMetrics>>,
}

impl RequestMetrics {
    /// `routes` is read from the published document, so the labels are its operation ids.
    pub fn new(routes: Arc<RouteTable>) -> Self {
        super::recorder();
        let operations = routes
            .operation_ids()
            .chain([OTHER_OPERATION])
            .map(|operation| (operation.to_string(), OperationMetrics::new(operation)))
            .collect();
        RequestMetrics { routes, operations: Arc::new(operations) }
    }
}

impl<E: Endpoint> Middleware<E> for RequestMetrics {
    type Output = RequestMetricsEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        RequestMetricsEndpoint { inner, routes: self.routes.clone(), operations: self.operations.clone() }
    }
}

pub struct RequestMetricsEndpoint<E> {
    inner: E,
    routes: Arc<RouteTable>,
    operations: Arc<HashMap<String, OperationMetrics>>,
}

impl<E: Endpoint> Endpoint for RequestMetricsEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let started = Instant::now();
        let operation = self.routes.operation_id(req.method(), req.uri().path()).unwrap_or(OTHER_OPERATION);
        let metrics = self.operations.get(operation).or_else(|| self.operations.get(OTHER_OPERATION));
        let result = self.inner.call(req).await.map(IntoResponse::into_response);
        let status = match &result {
            Ok(response) => response.status(),
            Err(error) => error.status(),
        };
        if let Some(metrics) = metrics {
            metrics.record(status, started.elapsed().as_secs_f64());
        }
        result
    }
}

/// One operation's series, registered once: looking each series up by its labels on every
/// request (hashing them, allocating the label strings) was over 1 % of a single read.
struct OperationMetrics {
    operation: String,
    /// Registered on the operation's first request, so `/metrics` lists only operations used.
    duration: OnceLock<Histogram>,
    /// By status: the statuses an operation answers with are few, and learnt as they happen.
    requests: RwLock<HashMap<StatusCode, Counter>>,
}

impl OperationMetrics {
    fn new(operation: &str) -> Self {
        OperationMetrics {
            operation: operation.to_string(),
            duration: OnceLock::new(),
            requests: RwLock::default(),
        }
    }

    fn record(&self, status: StatusCode, seconds: f64) {
        self.duration
            .get_or_init(|| metrics::histogram!(REQUEST_DURATION, "operation" => self.operation.clone()))
            .record(seconds);
        let known = self.requests.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(counter) = known.get(&status) {
            counter.increment(1);
            return;
        }
        drop(known);
        let mut requests = self.requests.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        requests
            .entry(status)
            .or_insert_with(|| {
                metrics::counter!(REQUESTS, "operation" => self.operation.clone(), "status" => status.as_str().to_string())
            })
            .increment(1);
    }
}
