//! The batch request itself: 1 to 100 items, `atomic` a boolean, one of `ids` and
//! `externalIds`; an `Idempotency-Key` covers the whole batch; a batch is one request against
//! the rate limit.

use serde_json::{Value, json};

use super::{batch, person, results};
use crate::helpers::{send, spawn_app, spawn_app_with, within_one_rate_window};

fn people(count: usize) -> Value {
    Value::Array((0..count).map(|n| person("Aroha", &format!("Ngata {n}"), &format!("c-{n}"))).collect())
}

#[tokio::test]
async fn a_batch_takes_1_to_100_items_and_anything_else_is_a_400_that_writes_nothing() {
    let app = spawn_app().await;
    for (body, field) in [
        (json!({"items": people(101)}), "items"),
        (json!({"items": []}), "items"),
        (json!({}), "items"),
        (json!({"items": {"firstName": "A"}}), "items"),
        (json!({"items": people(1), "atomic": "yes"}), "atomic"),
        (json!([person("A", "B", "c")]), "body"),
    ] {
        let reply = batch(&app, "/contacts/batch/upsert", body.clone()).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), [field], "{body}: {}", reply.body);
    }
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 0);

    let hundred = results(&app, "/contacts/batch/upsert", json!({"items": people(100)})).await;
    assert_eq!(hundred.len(), 100);
    assert!(hundred.iter().all(|r| r["status"] == 201));
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 100);
}

#[tokio::test]
async fn a_read_takes_ids_or_external_ids_but_not_both() {
    let app = spawn_app().await;
    for (body, field) in [
        (json!({}), "ids"),
        (json!({"ids": []}), "ids"),
        (json!({"ids": [uuid::Uuid::now_v7()], "externalIds": ["x"]}), "externalIds"),
        (json!({"externalIds": vec!["x"; 101]}), "externalIds"),
    ] {
        let reply = batch(&app, "/notes/batch/read", body.clone()).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), [field], "{body}");
    }
    let read = results(&app, "/notes/batch/read", json!({"ids": ["nope", 7, uuid::Uuid::now_v7()]})).await;
    let statuses: Vec<&Value> = read.iter().map(|r| &r["status"]).collect();
    assert_eq!(statuses, [400, 400, 404]);
    assert_eq!(read[0]["error"]["errors"][0]["field"], "ids[0]");
}

#[tokio::test]
async fn an_idempotency_key_replays_the_whole_batch_and_writes_once() {
    let app = spawn_app().await;
    let body = json!({"items": people(3)});
    let post = || {
        app.client
            .post("/api/v1/contacts/batch/create")
            .header("authorization", &app.tenant.key)
            .header("idempotency-key", "batch-2026-11-26-1")
            .body_json(&body)
    };
    let first = send(post()).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let again = send(post()).await;
    assert_eq!(again.status, 200);
    assert_eq!(again.header("idempotent-replayed"), Some("true"));
    assert_eq!(again.body, first.body);
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], 3);

    let other = send(
        app.client
            .post("/api/v1/contacts/batch/create")
            .header("authorization", &app.tenant.key)
            .header("idempotency-key", "batch-2026-11-26-1")
            .body_json(&json!({"items": people(4)})),
    )
    .await;
    other.assert_error(422, "idempotency_key_reused");
}

#[tokio::test]
async fn a_batch_counts_as_one_request_against_the_rate_limit() {
    let app = spawn_app_with(&[("RATE_LIMIT_PER_MINUTE", "3")]).await;
    within_one_rate_window(30).await;
    for round in 0..3 {
        let items: Vec<Value> = (0..50).map(|n| person("A", "B", &format!("r{round}-{n}"))).collect();
        let reply = batch(&app, "/contacts/batch/upsert", json!({"items": items})).await;
        assert_eq!(reply.status, 200, "batch {round}: {}", reply.body);
        assert_eq!(reply.header("ratelimit-remaining"), Some((2 - round).to_string().as_str()));
    }
    let limited = batch(&app, "/contacts/batch/upsert", json!({"items": people(1)})).await;
    limited.assert_error(429, "rate_limited");
    assert!(limited.header("retry-after").is_some());
}

#[tokio::test]
async fn an_item_with_a_removed_field_gets_the_single_operations_field_removed_error() {
    let app = spawn_app().await;
    let f = crate::external_ids::fixture(&app).await;
    let items = json!([{"profileId": f.profile, "contactId": f.contact, "KiwiSaverPolicyNumber": "K-1"}]);
    let results = results(&app, "/kiwisavers/batch/create", json!({"items": items})).await;
    assert_eq!(results[0]["status"], 400);
    assert_eq!(results[0]["error"]["code"], "field_removed");
}
