use crate::helpers::{spawn_app_with, within_one_rate_window};

#[tokio::test]
async fn requests_beyond_the_limit_get_429_with_retry_after() {
    let app = spawn_app_with(&[("RATE_LIMIT_PER_MINUTE", "3")]).await;
    within_one_rate_window(5).await;
    let first = app.get("/api/v1/members").await;
    assert_eq!(first.header("ratelimit-limit"), Some("3"));
    assert_eq!(first.header("ratelimit-remaining"), Some("2"));
    let reset: u64 = first.header("ratelimit-reset").unwrap().parse().unwrap();
    assert!((1..=60).contains(&reset));
    app.get("/api/v1/members").await;
    let third = app.get("/api/v1/members").await;
    assert_eq!((third.status.as_u16(), third.header("ratelimit-remaining")), (200, Some("0")));
    let refused = app.get("/api/v1/members").await;
    refused.assert_error(429, "rate_limited");
    let retry_after: u64 = refused.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry_after));
    assert_eq!(refused.header("ratelimit-remaining"), Some("0"));
}

#[tokio::test]
async fn each_key_has_its_own_budget_and_errors_carry_the_headers() {
    let app = spawn_app_with(&[("RATE_LIMIT_PER_MINUTE", "2")]).await;
    let other = app.other_tenant().await;
    within_one_rate_window(5).await;
    app.get("/api/v1/members").await;
    let not_found = app.get(&format!("/api/v1/members/{}", uuid::Uuid::now_v7())).await;
    not_found.assert_error(404, "not_found");
    assert_eq!(not_found.header("ratelimit-remaining"), Some("0"));
    app.get("/api/v1/members").await.assert_error(429, "rate_limited");
    assert_eq!(app.get_as(&other.key, "/api/v1/members").await.status, 200);
}
