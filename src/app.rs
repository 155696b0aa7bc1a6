//! Assembles the HTTP application. `build_app` is the one place the routes and middleware are
//! put together; `main`, the tests and the spec dump all use it.

use std::sync::Arc;

use poem::{
    Endpoint, EndpointExt, IntoResponse, Route, get, handler,
    http::StatusCode,
    post,
    web::{Data, Json},
};
use serde_json::json;

use crate::{
    api::{self, API_PREFIX, Document},
    auth::{ApiKeyGuard, BatchRecords, FailedAttempts, RateLimiter, Shares},
    config::Config,
    db::Database,
    http::{
        BodyEncoding, BodyLimit, CachePolicy, Capacity, Compression, Conditional, Frame, Idempotency,
        PathDecoding, PublicText, RETRY_AFTER_UNAVAILABLE, RejectUndecodableParameter, RouteTable,
    },
    monitoring::{RequestMetrics, metrics_endpoint},
};

/// Builds the service: the API under `/api/v1` (behind the API-key guard), its OpenAPI
/// document (public), Swagger UI at `/docs`, the health probes and the Prometheus metrics.
pub fn build_app(config: &Config, db: Database) -> impl Endpoint + use<> {
    let capacity = Capacity::of(config, &db);
    build_app_with(config, db, capacity)
}

/// [`build_app`] with the instance's capacity given rather than made from the configuration
/// (the metrics listener reads it; a test holds a share of its page budget to see pages wait).
pub fn build_app_with(config: &Config, db: Database, capacity: Capacity) -> impl Endpoint + use<> {
    let invitations = api::invitations::InviteSettings::of(config);
    let holds = api::hold_years(config);
    let service = api::service(db.clone(), invitations.clone(), config.webhooks.clone(), holds);
    let document = Document::of(&service);
    let routes = Arc::new(RouteTable::from_spec(
        &serde_json::from_str(&document.json).unwrap_or_default(),
        API_PREFIX,
    ));
    let limiter = Arc::new(RateLimiter::new(config.rate_limit_per_minute, &db));
    let db_scope = db.clone();

    let routes_public = Route::new().at("/healthz", get(healthz)).at("/readyz", get(readyz).data(db.clone()));
    // Operators' only, outside /api/v1 and not in the document: on this listener only behind
    // METRICS_TOKEN (else on the metrics listener, `metrics_app`).
    let routes_public = match &config.metrics_token {
        Some(token) => routes_public
            .at("/metrics", get(metrics_endpoint(db.clone(), capacity.clone(), Some(token.clone())))),
        None => routes_public,
    };
    // Public: OAuth 2.0 clients authenticate themselves to get tokens for /api/v1.
    let routes_public = api::oauth::mount(routes_public, config, db.clone(), limiter.clone());
    routes_public
        // Public: the client portal checks invitation links here (the signature is the credential).
        .nest(
            "/invitations",
            Route::new()
                .at("/verify", get(api::invitations::verify))
                .at("/complete-setup", post(api::invitations::complete_setup))
                .data(db.clone())
                .data(invitations)
                .before(api::refuse_nul_in_query)
                .with(BodyLimit::new(config.http_body_timeout)),
        )
        .at("/docs", get(PublicText::endpoint(document.swagger_html, "text/html; charset=utf-8")))
        .at(
            format!("{API_PREFIX}/openapi.json"),
            get(PublicText::endpoint(document.json, "application/json; charset=utf-8")),
        )
        .at(
            format!("{API_PREFIX}/openapi.yaml"),
            get(PublicText::endpoint(document.yaml, "application/yaml; charset=utf-8")),
        )
        .nest(
            API_PREFIX,
            service
                .with(Conditional::new(db.clone()))
                .with(Idempotency::new(db.clone(), config.idempotency_ttl_hours, routes.clone()))
                .with(BodyEncoding)
                .data(capacity.pages)
                .with(RejectUndecodableParameter)
                .before(api::refuse_nul_in_query)
                // Inside the guard: no body is read for a request it refuses.
                .with(BodyLimit::new(config.http_body_timeout))
                // Inside the guard too: a request waits for its place as its firm's, before
                // its body is read.
                .with(capacity.places)
                .with(ApiKeyGuard::new(
                    db.clone(),
                    config.trusted_proxies.clone(),
                    limiter,
                    Shares {
                        organisations: RateLimiter::new(config.rate_limit_per_organisation, &db),
                        records: Arc::new(BatchRecords::new(config.batch_records_per_organisation, &db)),
                        failures: FailedAttempts::new(config.failed_auth_per_minute),
                    },
                    config.http_body_timeout,
                    routes.clone(),
                )),
        )
        .around(move |endpoint, req| {
            let db = db_scope.clone();
            async move { db.scope(endpoint.call(req)).await }
        })
        .with(PathDecoding::new(routes.clone()))
        .with(Frame::new(routes.clone()))
        // Outside the frame, so errors (already answers there) get the policy too.
        .with(CachePolicy)
        // Outside the conditional and idempotency layers: they see one representation, and a
        // replay is compressed for the request that replays it.
        .with(Compression::new(routes.clone(), &[api::oauth::TOKEN_PATH]))
        .with(RequestMetrics::new(routes))
        .with(capacity.lane)
}

/// The metrics listener's app (`METRICS_BIND_ADDR`, loopback by default): `GET /metrics`
/// with no token, for the host's own scraper. `capacity` is the API's, so its gauges are.
pub fn metrics_app(db: Database, capacity: Capacity) -> impl Endpoint + use<> {
    Route::new().at("/metrics", get(metrics_endpoint(db, capacity, None)))
}

/// The process is up.
#[handler]
fn healthz() -> Json<serde_json::Value> {
    Json(json!({ "status": "ok" }))
}

/// The database answers. The ping is bounded (under two seconds), so a readiness probe with a
/// short time-out gets a 503 rather than a time-out while the database is down. A full disk
/// keeps it 200, saying `"disk": "full"`: reads still work, and a balancer that pulled every
/// instance would stop them too.
#[handler]
async fn readyz(db: Data<&Database>) -> poem::Response {
    let disk = if db.disk_is_full() { "full" } else { "ok" };
    if db.ping().await {
        Json(json!({ "status": "ok", "database": "ok", "disk": disk })).into_response()
    } else {
        Json(json!({ "status": "unavailable", "database": "unreachable", "disk": disk }))
            .with_status(StatusCode::SERVICE_UNAVAILABLE)
            .with_header("retry-after", RETRY_AFTER_UNAVAILABLE.to_string())
            .into_response()
    }
}
