//! `GET /metrics`: Prometheus text with the operation id of each request, pool usage, the
//! rate-limit counter, and the `METRICS_TOKEN` rule. The recorder is process-wide, so counts are
//! compared as "at least" and "grew by at least", never exactly.

use crate::helpers::{TestApp, send, spawn_app, spawn_app_with, within_one_rate_window};

const TOKEN: &str = "scrape-token-of-thirty-two-chars";

/// The body of a successful scrape.
/// `GET /metrics`: from the metrics listener without `authorization`, else from the public
/// listener with it (which serves it only behind `METRICS_TOKEN`).
pub async fn scrape(app: &TestApp, authorization: Option<&str>) -> String {
    let request = match authorization {
        None => app.metrics.get("/metrics"),
        Some(value) => app.client.get("/metrics").header("authorization", value),
    };
    let response = request.send().await.0;
    assert_eq!(response.status(), 200);
    let content_type =
        response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or_default();
    assert!(content_type.starts_with("text/plain; version=0.0.4"), "{content_type}");
    response.into_body().into_string().await.unwrap()
}

/// The value of the sample `name` with (at least) these labels, if scraped.
pub fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    text.lines().filter(|line| !line.starts_with('#')).find_map(|line| {
        let (series, value) = line.rsplit_once(' ')?;
        let (metric, rest) = series.split_once('{').unwrap_or((series, ""));
        let matches = metric == name && labels.iter().all(|(k, v)| rest.contains(&format!("{k}=\"{v}\"")));
        matches.then(|| value.parse().ok()).flatten()
    })
}

/// Every value of `label` across the scrape.
fn label_values(text: &str, label: &str) -> Vec<String> {
    let prefix = format!("{label}=\"");
    text.lines()
        .filter_map(|line| line.split_once(&prefix).and_then(|(_, rest)| rest.split_once('"')))
        .map(|(value, _)| value.to_string())
        .collect()
}

#[tokio::test]
async fn counts_requests_by_operation_id_and_status_with_latency_and_pool_usage() {
    let app = spawn_app().await;
    assert_eq!(app.get("/api/v1/contacts?pageSize=1").await.status, 200);
    app.get(&format!("/api/v1/contacts/{}", uuid::Uuid::now_v7())).await.assert_error(404, "not_found");
    for probe in ["/wp-admin/setup.php", "/api/v1/no-such-thing", "/api/v1/contacts/1/2/3"] {
        assert_eq!(app.get(probe).await.status, 404);
    }

    let text = scrape(&app, None).await;
    let requests = "crm_http_requests_total";
    assert!(
        sample(&text, requests, &[("operation", "listContacts"), ("status", "200")]) >= Some(1.0),
        "{text}"
    );
    assert!(
        sample(&text, requests, &[("operation", "getContact"), ("status", "404")]) >= Some(1.0),
        "{text}"
    );
    assert!(sample(&text, requests, &[("operation", "other"), ("status", "404")]) >= Some(3.0), "{text}");
    let latency = "crm_http_request_duration_seconds_count";
    assert!(sample(&text, latency, &[("operation", "listContacts")]) >= Some(1.0), "{text}");
    let bucket = "crm_http_request_duration_seconds_bucket";
    assert!(sample(&text, bucket, &[("operation", "listContacts"), ("le", "+Inf")]) >= Some(1.0), "{text}");
    for state in ["in_use", "idle"] {
        assert!(sample(&text, "crm_db_pool_connections", &[("state", state)]).is_some(), "{text}");
    }
    // A pool keeps at least one connection open, busy or idle; which of the two it is at the instant
    // of the scrape depends on the background workers, so only the sum is certain.
    let pools = label_values(&text, "pool");
    assert!(!pools.is_empty(), "{text}");
    for pool in pools {
        let open: f64 = ["in_use", "idle"]
            .iter()
            .filter_map(|state| {
                sample(&text, "crm_db_pool_connections", &[("pool", &pool), ("state", state)])
            })
            .sum();
        assert!(open >= 1.0, "pool {pool} has no connection: {text}");
    }

    // Bounded labels: operation ids of the document, or the one fixed `other`.
    let document = app.get("/api/v1/openapi.json").await.body;
    let operation_ids: Vec<&str> = document["paths"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|operations| operations.as_object().unwrap().values())
        .filter_map(|operation| operation["operationId"].as_str())
        .collect();
    for value in label_values(&text, "operation") {
        assert!(value == "other" || operation_ids.contains(&value.as_str()), "unexpected label {value}");
    }
    assert!(!document["paths"].as_object().unwrap().keys().any(|path| path.contains("metrics")));
}

#[tokio::test]
async fn metrics_token_is_required_when_set() {
    let app = spawn_app_with(&[("METRICS_TOKEN", TOKEN)]).await;
    for authorization in
        [None, Some("Bearer wrong-token-of-some-length"), Some(TOKEN), Some(app.tenant.key.as_str())]
    {
        let mut request = app.client.get("/metrics");
        if let Some(value) = authorization {
            request = request.header("authorization", value);
        }
        let reply = send(request).await;
        reply.assert_error(401, "invalid_metrics_token");
        assert_eq!(reply.header("www-authenticate"), Some("Bearer realm=\"advisory-crm\""));
    }
    let text = scrape(&app, Some(&format!("Bearer {TOKEN}"))).await;
    assert!(text.contains("crm_http_requests_total"));
}

#[tokio::test]
async fn rate_limit_rejections_are_counted() {
    let app = spawn_app_with(&[("RATE_LIMIT_PER_MINUTE", "1")]).await;
    within_one_rate_window(5).await;
    let rejections = |text: &str| sample(text, "crm_rate_limit_rejections_total", &[]).expect("the counter");
    let before = rejections(&scrape(&app, None).await);
    assert_eq!(app.get("/api/v1/members").await.status, 200);
    app.get("/api/v1/members").await.assert_error(429, "rate_limited");
    let after = rejections(&scrape(&app, None).await);
    assert!(after >= before + 1.0, "before {before}, after {after}");
}

#[tokio::test]
async fn metrics_are_on_their_own_loopback_listener_and_public_only_behind_a_token() {
    use crate::server_process::{Server, get};
    let (database, _key) = crate::helpers::database_with_tenant().await;
    let free = || std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();

    let metrics_port = free();
    let server = Server::start(&database.url, &[("METRICS_BIND_ADDR", &format!("127.0.0.1:{metrics_port}"))]);
    server.wait_until_up().await;
    let (status, body) = get(metrics_port, "/metrics", "").await.expect("the metrics listener answers");
    assert_eq!(status, 200);
    assert!(body.contains("crm_"), "{body}");
    let (status, _) = get(server.port, "/metrics", "").await.unwrap();
    assert_eq!(status, 404, "no token: the public listener does not serve metrics");
    server.stop();

    // The metrics port taken (another instance on the host): the server still starts.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = format!("127.0.0.1:{}", taken.local_addr().unwrap().port());
    let server = Server::start(&database.url, &[("METRICS_BIND_ADDR", &address), ("METRICS_TOKEN", TOKEN)]);
    server.wait_until_up().await;
    let (status, _) = get(server.port, "/metrics", &format!("Bearer {TOKEN}")).await.unwrap();
    assert_eq!(status, 200, "with a token, the public listener serves them");
    assert_eq!(get(server.port, "/metrics", "").await.unwrap().0, 401);
    server.stop();
}
