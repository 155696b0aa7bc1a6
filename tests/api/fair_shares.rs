//! Fair shares between organisations on one fleet (issue: one firm's misbehaviour stays its
//! own problem). Asserted by orders and counts, not by times.

use serde_json::{Value, json};

use crate::{
    helpers::{Tenant, TestApp},
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
}
