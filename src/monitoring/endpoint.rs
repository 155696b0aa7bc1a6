//! `GET /metrics`: the Prometheus text format, behind `METRICS_TOKEN` when it is set.

use poem::{
    Endpoint, Request, Response,
    http::{StatusCode, header},
};
use sha2::{Digest, Sha256};

use super::{
    ACCESS_LOG_BUFFERED, ACCESS_LOG_DROPPED, ACCESS_LOG_WRITE_FAILURES, DB_CONNECTIONS, DB_DISK_FULL,
    DB_READS, DB_READS_TOGETHER, DB_REPLICA_LAG_BYTES, DB_REPLICA_LAG_SECONDS, DB_REPLICA_UP,
    DB_STATEMENTS_TOGETHER, PAGE_BUILD_RECORDS, PAGE_BUILDS_OVER_BUDGET, REQUESTS_RUNNING, REQUESTS_WAITING,
    WEBHOOK_BACKLOG, recorder,
};
use crate::{
    config::MetricsToken,
    db::Database,
    http::{Admission, ApiError, Capacity, PageBudget},
    service::webhook_outbox,
};

/// The scrape endpoint. With a token, a request without `Authorization: Bearer <token>` gets
/// 401 `invalid_metrics_token`; without one the endpoint is open (keep it off public networks).
pub fn metrics_endpoint(
    db: Database,
    capacity: Capacity,
    token: Option<MetricsToken>,
) -> impl Endpoint<Output = Response> {
    let expected = token.map(|token| Sha256::digest(token.0.as_bytes()));
    poem::endpoint::make(move |req: Request| {
        let db = db.clone();
        let capacity = capacity.clone();
        let authorised = expected.is_none_or(|expected| presented_digest(&req) == Some(expected));
        async move {
            if !authorised {
                return Err(ApiError::new(
                    StatusCode::UNAUTHORIZED,
                    crate::error::ErrorCode::InvalidMetricsToken,
                    "GET /metrics needs the header `Authorization: Bearer <METRICS_TOKEN>`.",
                )
                .with_header("www-authenticate", format!("Bearer realm=\"{}\"", crate::http::REALM))
                .into());
            }
            record_pool_usage(&db);
            record_page_budget(&capacity.pages);
            record_places(&capacity.places);
            record_reads(&db);
            record_webhook_backlog(&db).await;
            record_access_log(&db);
            let handle = recorder();
            handle.run_upkeep();
            Ok::<_, poem::Error>(
                Response::builder()
                    .header(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")
                    .body(handle.render()),
            )
        }
    })
}

/// The SHA-256 of the bearer token presented. Digests are compared rather than the tokens, so
/// the time the comparison takes says nothing about how much of the token was right.
fn presented_digest(req: &Request) -> Option<sha2::digest::Output<Sha256>> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| Sha256::digest(token.trim().as_bytes()))
}

/// The access log buffer's state, read when scraped like pool usage.
fn record_access_log(db: &Database) {
    let status = db.access_log().status();
    metrics::gauge!(ACCESS_LOG_BUFFERED).set(status.buffered as f64);
    metrics::counter!(ACCESS_LOG_WRITE_FAILURES).absolute(status.write_failures);
    metrics::counter!(ACCESS_LOG_DROPPED).absolute(status.dropped);
}

/// Pool usage is read when scraped, so it is current and costs nothing between scrapes.
fn record_pool_usage(db: &Database) {
    for usage in db.pool_usage() {
        metrics::gauge!(DB_CONNECTIONS, "pool" => usage.pool, "state" => "in_use").set(usage.in_use as f64);
        metrics::gauge!(DB_CONNECTIONS, "pool" => usage.pool, "state" => "idle").set(usage.idle as f64);
    }
}

/// The page budget's use, read when scraped like pool usage.
fn record_page_budget(budget: &PageBudget) {
    metrics::gauge!(PAGE_BUILD_RECORDS).set(f64::from(budget.in_use()));
    metrics::counter!(PAGE_BUILDS_OVER_BUDGET).absolute(budget.pages_over_budget());
}

/// Requests running in the instance's places and waiting for one (ADR-48), read when scraped.
fn record_places(places: &Admission) {
    let (running, waiting) = places.counts();
    metrics::gauge!(REQUESTS_RUNNING).set(running as f64);
    metrics::gauge!(REQUESTS_WAITING).set(waiting as f64);
}

/// Reads by server and the replica's state, read when scraped like pool usage.
fn record_reads(db: &Database) {
    let served = db.reads_served();
    metrics::counter!(DB_READS, "server" => "primary").absolute(served.primary);
    metrics::counter!(DB_READS, "server" => "replica").absolute(served.replica);
    metrics::counter!(DB_READS_TOGETHER).absolute(served.together);
    metrics::counter!(DB_STATEMENTS_TOGETHER).absolute(served.statements_together);
    metrics::gauge!(DB_DISK_FULL).set(if db.disk_is_full() { 1.0 } else { 0.0 });
    if let Some(replica) = db.replica_status() {
        metrics::gauge!(DB_REPLICA_UP).set(if replica.up { 1.0 } else { 0.0 });
        metrics::gauge!(DB_REPLICA_LAG_SECONDS).set(replica.lag_seconds);
        metrics::gauge!(DB_REPLICA_LAG_BYTES).set(replica.lag_bytes as f64);
    }
}

/// The outbox's backlog is counted when scraped; left as it was when the database does not answer.
async fn record_webhook_backlog(db: &Database) {
    if let Ok(pending) = webhook_outbox::backlog(db).await {
        metrics::gauge!(WEBHOOK_BACKLOG).set(pending as f64);
    }
}
