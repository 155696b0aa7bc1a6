//! Fair shares between organisations on one fleet (issue: one firm's misbehaviour stays its
//! own problem). Asserted by orders and counts, not by times.

use std::time::Duration;

use advisory_crm::types::{Scope, Scopes};
use serde_json::{Value, json};

use crate::{
    helpers::{Tenant, TestApp, spawn_app_with, spawn_app_with_page_budget, within_one_rate_window},
    scopes::scoped_key,
    webhook_deliveries::{WAIT, start},
    webhook_receiver::{Answer, Receiver},
};

const ENDPOINTS: &str = "/api/v1/webhook-endpoints";

/// Creates `count` notes on a new profile of `tenant`, a hundred to a batch.
async fn notes_of(app: &TestApp, tenant: &Tenant, count: usize) {
    let profile = app.post_as(&tenant.key, "/api/v1/profiles", &json!({"name": "Ngata whānau"})).await;
    assert_eq!(profile.status, 201, "{}", profile.body);
    for start in (0..count).step_by(100) {
        let items: Vec<Value> = (start..count.min(start + 100))
            .map(|n| json!({"profileId": profile.body["data"]["id"], "content": format!("note {n}")}))
            .collect();
        let created = app.post_as(&tenant.key, "/api/v1/notes/batch/create", &json!({"items": items})).await;
        assert_eq!(created.status, 200, "{}", created.body);
    }
}

#[tokio::test]
async fn a_firm_whose_receivers_hang_does_not_hold_back_another_firms_deliveries() {
    // The tarpit's requests stay open for the whole test: the time-out is 30 s.
    let (app, _worker) = start(&[("WEBHOOK_TIMEOUT_SECS", "30")]).await;
    let tarpit = Receiver::start_with(&[Answer::Hang; 400]).await;
    let (a, b) = (app.tenant.clone(), app.other_tenant().await);
    // Firm A: eight endpoints at the tarpit, enough together to take every one of a worker's
    // places were there no share per firm, and 1,600 deliveries queued for them.
    for copy in 0..8 {
        let url = format!("{}?copy={copy}", tarpit.url);
        let registered =
            app.post_as(&a.key, ENDPOINTS, &json!({"url": url, "eventTypes": ["note.created"]})).await;
        assert_eq!(registered.status, 201, "{}", registered.body);
    }
    notes_of(&app, &a, 200).await;
    tarpit.wait_for(32, WAIT).await;

    // Firm B's deliveries go out while every one of A's sends is still held open.
    let prompt = Receiver::start().await;
    let registered =
        app.post_as(&b.key, ENDPOINTS, &json!({"url": prompt.url, "eventTypes": ["note.created"]})).await;
    assert_eq!(registered.status, 201, "{}", registered.body);
    notes_of(&app, &b, 5).await;
    assert_eq!(prompt.wait_for(5, WAIT).await.len(), 5);
    let held = tarpit.received().len();
    assert!(held <= 32, "firm A holds at most its share of the worker's places: {held}");
    // The metrics show what is in flight by state, with no label per organisation.
    let text = app.metrics.get("/metrics").send().await.0.into_body().into_string().await.unwrap();
    let sending = text
        .lines()
        .find(|line| line.starts_with("crm_webhook_deliveries_in_flight{state=\"sending\"}"))
        .and_then(|line| line.rsplit(' ').next()?.parse::<f64>().ok());
    assert_eq!(sending, Some(held as f64), "{text}");
    assert!(!text.lines().any(|line| line.contains("organisation")), "{text}");
}

#[tokio::test]
async fn an_organisation_has_at_most_its_cap_of_endpoints_and_never_one_twice() {
    let app = spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true"), ("WEBHOOK_MAX_ENDPOINTS", "3")]).await;
    let register = |key: String, url: &'static str, types: Value| {
        let app = &app;
        async move { app.post_as(&key, ENDPOINTS, &json!({"url": url, "eventTypes": types})).await }
    };
    let key = app.tenant.key.clone();
    let first =
        register(key.clone(), "http://127.0.0.1:9/a", json!(["note.created", "contact.created"])).await;
    assert_eq!(first.status, 201, "{}", first.body);
    // The same URL for the same event types, in any order, would send each event there twice.
    let twin =
        register(key.clone(), "http://127.0.0.1:9/a", json!(["contact.created", "note.created"])).await;
    twin.assert_error(409, "conflict");
    assert!(twin.body["message"].as_str().unwrap().contains(first.body["data"]["id"].as_str().unwrap()));
    // The same URL for other event types is another subscription.
    assert_eq!(register(key.clone(), "http://127.0.0.1:9/a", json!(["note.created"])).await.status, 201);
    let third = register(key.clone(), "http://127.0.0.1:9/b", json!(["*"])).await;
    assert_eq!(third.status, 201);
    let over = register(key.clone(), "http://127.0.0.1:9/c", json!(["*"])).await;
    over.assert_error(409, "conflict");
    assert!(over.body["message"].as_str().unwrap().contains("WEBHOOK_MAX_ENDPOINTS"), "{}", over.body);
    // An update cannot make a twin either; nothing changed.
    let path = format!("{ENDPOINTS}/{}", third.body["data"]["id"].as_str().unwrap());
    let update =
        app.patch(&path, &json!({"url": "http://127.0.0.1:9/a", "eventTypes": ["note.created"]})).await;
    update.assert_error(409, "conflict");
    assert_eq!(app.data(&path).await["url"], "http://127.0.0.1:9/b");
    // Another organisation's endpoints are its own.
    let other = app.other_tenant().await;
    assert_eq!(register(other.key, "http://127.0.0.1:9/a", json!(["note.created"])).await.status, 201);
}

#[tokio::test]
async fn an_organisations_keys_together_stay_within_its_limit_and_others_carry_on() {
    let app =
        spawn_app_with(&[("RATE_LIMIT_PER_MINUTE", "5"), ("RATE_LIMIT_PER_ORGANISATION_PER_MINUTE", "6")])
            .await;
    let colleague = scoped_key(&app, Scopes::of(Scope::ALL)).await;
    let other = app.other_tenant().await;
    within_one_rate_window(15).await;
    for _ in 0..4 {
        assert_eq!(app.get("/api/v1/members").await.status, 200);
    }
    assert_eq!(app.get_as(&colleague, "/api/v1/members").await.status, 200);
    assert_eq!(app.get_as(&colleague, "/api/v1/members").await.status, 200);
    // The colleague's key has used two of its five, but the firm has used its six.
    let refused = app.get_as(&colleague, "/api/v1/members").await;
    refused.assert_error(429, "rate_limited");
    assert!(refused.body["message"].as_str().unwrap().contains("organisation"), "{}", refused.body);
    assert!(refused.header("retry-after").is_some());
    // Another firm's requests are its own.
    assert_eq!(app.get_as(&other.key, "/api/v1/members").await.status, 200);
}

#[tokio::test]
async fn an_address_presenting_unknown_keys_is_refused_before_any_look_up() {
    let app = spawn_app_with(&[("FAILED_AUTH_PER_MINUTE", "3")]).await;
    within_one_rate_window(15).await;
    for guess in 0..3 {
        let key = format!("crm_live_{guess:0>40}");
        app.get_as(&key, "/api/v1/members").await.assert_error(401, "invalid_api_key");
    }
    let refused = app.get_as("crm_live_guess", "/api/v1/members").await;
    refused.assert_error(429, "rate_limited");
    assert!(refused.header("retry-after").is_some());
    // The address is refused whatever key it shows, for the rest of the minute: the limit is
    // the address's (behind an untrusted proxy, everyone's; docs/operations.md warns).
    app.get("/api/v1/members").await.assert_error(429, "rate_limited");
}

/// `count` people to create in one batch.
fn people(count: usize, tag: &str) -> Value {
    let items: Vec<Value> = (0..count)
        .map(|n| json!({"contactType": "Person", "firstName": format!("{tag}{n}"), "lastName": "Ng"}))
        .collect();
    json!({"items": items})
}

#[tokio::test]
async fn an_organisations_batches_count_their_records_against_its_budget() {
    let app = spawn_app_with(&[("RATE_LIMIT_RECORDS_PER_ORGANISATION_PER_MINUTE", "150")]).await;
    let colleague = scoped_key(&app, Scopes::of(Scope::ALL)).await;
    let other = app.other_tenant().await;
    within_one_rate_window(15).await;
    let batch = "/api/v1/contacts/batch/create";
    assert_eq!(app.post(batch, &people(100, "a")).await.status, 200);
    // A colleague's key shares the firm's records: 100 more do not fit, and none is created.
    let refused = app.post_as(&colleague, batch, &people(100, "b")).await;
    refused.assert_error(429, "rate_limited");
    assert!(refused.body["message"].as_str().unwrap().contains("records a minute"), "{}", refused.body);
    assert!(refused.header("retry-after").is_some());
    assert_eq!(app.data("/api/v1/contacts?pageSize=1").await["totalItems"], 100);
    // What is left still goes through, and another firm's budget is its own.
    assert_eq!(app.post_as(&colleague, batch, &people(50, "c")).await.status, 200);
    assert_eq!(app.post_as(&other.key, batch, &people(100, "d")).await.status, 200);
    // Single writes are counted as requests, not here.
    let single = app.post("/api/v1/contacts/person", &json!({"firstName": "Wu", "lastName": "Li"})).await;
    assert_eq!(single.status, 201, "{}", single.body);
}

#[tokio::test]
async fn an_organisations_parallel_heavy_requests_queue_behind_its_own_not_everyones() {
    // A budget of 1,000 records: one firm holds at most 500 of it.
    let (app, budget) = spawn_app_with_page_budget(1000, Duration::from_millis(500)).await;
    let other = app.other_tenant().await;
    let firm = app.tenant.id;
    let held = budget.share(500, Some(firm)).await.unwrap_or_else(|_| panic!("the firm's first share"));

    // The firm's next page waits for its own share, and is answered 429 past the wait.
    let crowded = app.get("/api/v1/contacts?pageSize=10").await;
    crowded.assert_error(429, "rate_limited");
    assert!(crowded.header("retry-after").is_some());
    let batch = app.post("/api/v1/contacts/batch/create", &people(5, "q")).await;
    batch.assert_error(429, "rate_limited");
    // Another firm's largest page goes ahead at once: the firm holds only its half.
    assert_eq!(app.get_as(&other.key, "/api/v1/contacts?pageSize=500").await.status, 200);

    // A page of the firm's queued behind its own request is served when that one finishes.
    let release = async {
        tokio::time::sleep(Duration::from_millis(100)).await;
        drop(held);
    };
    let (queued, ()) = tokio::join!(app.get("/api/v1/contacts?pageSize=10"), release);
    assert_eq!(queued.status, 200, "{}", queued.body);
    assert_eq!(
        app.data("/api/v1/contacts?pageSize=1").await["totalItems"],
        0,
        "the refused batch created nothing"
    );
}

#[tokio::test]
async fn a_flood_of_conditional_writes_leaves_connections_for_everyone() {
    // Four connections for requests: each conditional write holds its record's lock while it
    // reads the record's ETag and writes, and the locks must not take the connections those need.
    let app = spawn_app_with(&[("DATABASE_POOL_SIZE", "4")]).await;
    let other = app.other_tenant().await;
    let mut targets = Vec::new();
    for n in 0..50 {
        let created = app.post("/api/v1/profiles", &json!({"name": format!("Whānau {n}")})).await;
        assert_eq!(created.status, 201, "{}", created.body);
        let path = format!("/api/v1/profiles/{}", created.body["data"]["id"].as_str().unwrap());
        targets.push((path, created.header("etag").unwrap().to_string()));
    }
    let patches = futures_util::future::join_all(targets.iter().map(|(path, etag)| {
        crate::helpers::send(
            app.client
                .patch(path)
                .header("authorization", &app.tenant.key)
                .header("if-match", etag)
                .body_json(&json!({"profileRank": "A"})),
        )
    }));
    let others = async {
        let mut statuses = Vec::new();
        for _ in 0..20 {
            statuses.push(app.get_as(&other.key, "/api/v1/members").await.status.as_u16());
        }
        statuses
    };
    let (patched, members) = tokio::join!(patches, others);
    let statuses: Vec<u16> = patched.iter().map(|reply| reply.status.as_u16()).collect();
    assert!(statuses.iter().all(|status| *status == 200), "every conditional write lands: {statuses:?}");
    assert!(members.iter().all(|status| *status == 200), "another firm is served throughout: {members:?}");
}

#[tokio::test]
async fn a_batch_is_admitted_under_the_largest_limits_there_are() {
    // Limits past what the shared windows count (PostgreSQL's `integer`) mean no limit there.
    let app = spawn_app_with(&[("RATE_LIMIT_PER_MINUTE", "4000000000")]).await;
    let created = app.post("/api/v1/contacts/batch/create", &people(100, "z")).await;
    assert_eq!(created.status, 200, "{}", created.body);
    assert_eq!(app.get("/api/v1/members").await.status, 200);
}
