//! Operators' metrics in the Prometheus text format at `GET /metrics` (outside `/api/v1` and not
//! in the API document): requests and latency by operation id, database pool usage, rate-limit
//! rejections, the page budget's use, the webhook outbox's backlog and delivery outcomes. One
//! process-wide recorder, as Prometheus expects one exporter per process; every metric name and
//! label is listed here so the set stays small and bounded.

mod endpoint;
mod requests;

use std::{sync::OnceLock, time::Duration};

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub use endpoint::metrics_endpoint;
pub use requests::RequestMetrics;

/// Counter of requests answered; labels `operation` and `status`.
pub const REQUESTS: &str = "crm_http_requests_total";
/// Histogram of the time to answer a request, in seconds; label `operation`.
pub const REQUEST_DURATION: &str = "crm_http_request_duration_seconds";
/// Gauge of database connections; labels `pool` (`read`, `write` or `shared`) and `state`
/// (`in_use` or `idle`).
pub const DB_CONNECTIONS: &str = "crm_db_pool_connections";
/// Counter of reads served outside write transactions; label `server` (`primary` or `replica`).
pub const DB_READS: &str = "crm_db_reads_total";
/// Counter of single reads answered by a statement shared with other reads of their kind
/// (PostgreSQL, under load; counted in `crm_db_reads_total` too).
pub const DB_READS_TOGETHER: &str = "crm_db_reads_together_total";
/// Counter of the statements that answered them.
pub const DB_STATEMENTS_TOGETHER: &str = "crm_db_statements_together_total";
/// Gauge: 1 while the read replica serves list reads, 0 while it is down (only with a replica).
pub const DB_REPLICA_UP: &str = "crm_db_replica_up";
pub const DB_DISK_FULL: &str = "crm_db_disk_full";
/// Gauge of how far the read replica is behind, in seconds (only with a replica).
pub const DB_REPLICA_LAG_SECONDS: &str = "crm_db_replica_lag_seconds";
/// Gauge of how far the read replica is behind, in bytes of WAL (only with a replica).
pub const DB_REPLICA_LAG_BYTES: &str = "crm_db_replica_lag_bytes";
/// Counter of requests refused with 429 `rate_limited`.
pub const RATE_LIMIT_REJECTIONS: &str = "crm_rate_limit_rejections_total";
/// Gauge of the page budget's records held by pages being built (`PAGE_BUILD_BUDGET`).
pub const PAGE_BUILD_RECORDS: &str = "crm_page_build_records_in_use";
/// Counter of list and search pages built without their share of the page budget, having
/// waited the longest a page waits for it (the instance is overloaded), read at scrape time.
pub const PAGE_BUILDS_OVER_BUDGET: &str = "crm_page_builds_over_budget_total";
/// Gauge of API requests running in the instance's places (`REQUESTS_RUNNING_PER_INSTANCE`),
/// read at scrape time.
pub const REQUESTS_RUNNING: &str = "crm_requests_running";
/// Gauge of API requests waiting for a place, read at scrape time.
pub const REQUESTS_WAITING: &str = "crm_requests_waiting";

/// Gauge of webhook deliveries waiting to be sent (due or scheduled for a retry), read from the
/// outbox when scraped (so every instance reports the shared backlog).
pub const WEBHOOK_BACKLOG: &str = "crm_webhook_outbox_pending";
/// Counter of webhook delivery attempts; label `outcome` (`succeeded` or `failed`).
pub const WEBHOOK_ATTEMPTS: &str = "crm_webhook_delivery_attempts_total";
/// Gauge of this instance's webhook deliveries in flight; label `state`: `sending` (the request
/// is out) or `recording` (its outcome is being written). No organisation label: bounded.
pub const WEBHOOK_IN_FLIGHT: &str = "crm_webhook_deliveries_in_flight";
/// Counter of webhook deliveries given up after the whole retry schedule.
pub const WEBHOOK_GIVEN_UP: &str = "crm_webhook_deliveries_given_up_total";

/// Gauge of access log entries of reads waiting in this instance's buffer to be written.
pub const ACCESS_LOG_BUFFERED: &str = "crm_access_log_buffered";
/// Counter of failed writes of the access log buffer (the entries are kept and retried).
pub const ACCESS_LOG_WRITE_FAILURES: &str = "crm_access_log_write_failures_total";
/// Counter of access log entries dropped because the buffer was full while writes failed.
pub const ACCESS_LOG_DROPPED: &str = "crm_access_log_dropped_total";

/// The `operation` label of a request that reaches no documented operation (unknown paths,
/// methods not allowed, the health probes, the document, `/metrics`): one fixed value, so a
/// scanner trying random URLs cannot create new series.
pub const OTHER_OPERATION: &str = "other";

/// Latency buckets in seconds: from a cached read to the 30-second database wait.
const DURATION_BUCKETS: [f64; 12] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0];

/// How often histogram samples are folded into their buckets between scrapes.
const UPKEEP_INTERVAL: Duration = Duration::from_secs(5);

/// The process-wide recorder, installed on first use.
pub fn recorder() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let handle = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(REQUEST_DURATION.to_string()), &DURATION_BUCKETS)
            .and_then(PrometheusBuilder::install_recorder)
            .unwrap_or_else(|error| {
                tracing::warn!(%error, "the metrics recorder could not be installed; /metrics stays empty");
                PrometheusBuilder::new().build_recorder().handle()
            });
        describe();
        let upkeep = handle.clone();
        let started = std::thread::Builder::new().name("metrics-upkeep".into()).spawn(move || {
            loop {
                std::thread::sleep(UPKEEP_INTERVAL);
                upkeep.run_upkeep();
            }
        });
        if let Err(error) = started {
            // Each scrape also runs upkeep, so metrics stay correct; only memory between scrapes grows.
            tracing::warn!(%error, "the metrics upkeep thread did not start");
        }
        handle
    })
}

/// The `# HELP` lines, and the rejection counter at 0 so it is scraped before the first 429.
fn describe() {
    metrics::describe_counter!(REQUESTS, "Requests answered, by OpenAPI operation id and HTTP status.");
    metrics::describe_histogram!(
        REQUEST_DURATION,
        metrics::Unit::Seconds,
        "Time to answer a request, by OpenAPI operation id."
    );
    metrics::describe_gauge!(DB_CONNECTIONS, "Database connections by pool and state (in_use, idle).");
    metrics::describe_counter!(
        DB_READS,
        "Reads served outside write transactions, by server (primary, replica)."
    );
    metrics::describe_counter!(
        DB_READS_TOGETHER,
        "Single reads answered by a statement shared with other reads of their kind."
    );
    metrics::describe_counter!(DB_STATEMENTS_TOGETHER, "Statements that answered single reads together.");
    metrics::describe_gauge!(
        DB_DISK_FULL,
        "1 while the database's disk is full (writes answer 503 insufficient_storage), 0 otherwise."
    );
    metrics::describe_gauge!(
        DB_REPLICA_UP,
        "1 while the read replica serves list reads, 0 while it is down."
    );
    metrics::describe_gauge!(
        DB_REPLICA_LAG_SECONDS,
        metrics::Unit::Seconds,
        "How far the read replica is behind."
    );
    metrics::describe_gauge!(
        DB_REPLICA_LAG_BYTES,
        metrics::Unit::Bytes,
        "How far the read replica is behind, in WAL."
    );
    metrics::describe_counter!(RATE_LIMIT_REJECTIONS, "Requests refused with 429 rate_limited.");
    metrics::counter!(RATE_LIMIT_REJECTIONS).increment(0);
    metrics::describe_gauge!(
        PAGE_BUILD_RECORDS,
        "Records of PAGE_BUILD_BUDGET held by list and search pages being built."
    );
    metrics::describe_counter!(
        PAGE_BUILDS_OVER_BUDGET,
        "Pages built without their share of PAGE_BUILD_BUDGET after waiting 10 s for it."
    );
    metrics::counter!(PAGE_BUILDS_OVER_BUDGET).increment(0);
    metrics::describe_gauge!(
        REQUESTS_RUNNING,
        "API requests running in REQUESTS_RUNNING_PER_INSTANCE's places."
    );
    metrics::describe_gauge!(
        REQUESTS_WAITING,
        "API requests waiting for a place to run (at most 10 s, then 429)."
    );
    metrics::describe_gauge!(
        WEBHOOK_BACKLOG,
        "Webhook deliveries waiting to be sent (due or awaiting a retry)."
    );
    metrics::describe_counter!(
        WEBHOOK_ATTEMPTS,
        "Webhook delivery attempts, by outcome (succeeded, failed)."
    );
    metrics::describe_counter!(
        WEBHOOK_GIVEN_UP,
        "Webhook deliveries given up after the whole retry schedule."
    );
    for outcome in ["succeeded", "failed"] {
        metrics::counter!(WEBHOOK_ATTEMPTS, "outcome" => outcome).increment(0);
    }
    metrics::counter!(WEBHOOK_GIVEN_UP).increment(0);
    metrics::describe_gauge!(WEBHOOK_IN_FLIGHT, "Webhook deliveries this instance has in flight, by state.");
    for state in ["sending", "recording"] {
        metrics::gauge!(WEBHOOK_IN_FLIGHT, "state" => state).increment(0.0);
    }
    metrics::describe_gauge!(ACCESS_LOG_BUFFERED, "Access log entries waiting in this instance's buffer.");
    metrics::describe_counter!(
        ACCESS_LOG_WRITE_FAILURES,
        "Failed writes of the access log buffer; the entries are kept and retried."
    );
    metrics::describe_counter!(
        ACCESS_LOG_DROPPED,
        "Access log entries dropped: the buffer was full while its writes failed."
    );
}

/// Counts one webhook delivery attempt.
pub fn count_webhook_attempt(succeeded: bool) {
    let outcome = if succeeded { "succeeded" } else { "failed" };
    metrics::counter!(WEBHOOK_ATTEMPTS, "outcome" => outcome).increment(1);
}

/// Moves one webhook delivery in flight into `state` (`sending`, `recording`) or out of it.
pub fn webhook_in_flight(state: &'static str, entering: bool) {
    let gauge = metrics::gauge!(WEBHOOK_IN_FLIGHT, "state" => state);
    if entering { gauge.increment(1.0) } else { gauge.decrement(1.0) }
}

/// Counts one webhook delivery given up.
pub fn count_webhook_given_up() {
    metrics::counter!(WEBHOOK_GIVEN_UP).increment(1);
}

/// Counts one request refused by the rate limit.
pub fn count_rate_limit_rejection() {
    metrics::counter!(RATE_LIMIT_REJECTIONS).increment(1);
}
