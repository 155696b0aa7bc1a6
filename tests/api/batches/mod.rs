//! Batch operations: `POST /{resource}/batch/{create,update,upsert,read}`. One result per item,
//! each what the single-record operation would have answered; `atomic` all or nothing; upserts
//! by `externalId`; tenancy; limits; idempotent replay; concurrency on both databases.

mod concurrency;
mod items;
mod outages;
mod requests;
mod set_based;

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp};

/// POSTs a batch and returns the reply.
pub async fn batch(app: &TestApp, path: &str, body: Value) -> Reply {
    app.post(&format!("/api/v1{path}"), &body).await
}

/// The results of a batch that must answer 200.
pub async fn results(app: &TestApp, path: &str, body: Value) -> Vec<Value> {
    let reply = batch(app, path, body).await;
    assert_eq!(reply.status, 200, "POST {path}: {}", reply.body);
    assert_eq!(reply.body["status"], "Success");
    let data = &reply.body["data"];
    let results = data["results"].as_array().unwrap().clone();
    let failed = results.iter().filter(|r| r["status"].as_u64().unwrap() >= 400).count();
    assert_eq!(data["failed"], failed);
    assert_eq!(data["succeeded"], results.len() - failed);
    for (index, result) in results.iter().enumerate() {
        assert_eq!(result["index"], index);
    }
    results
}

/// Each result's (status, action).
pub fn outcomes(results: &[Value]) -> Vec<(u64, Value)> {
    results.iter().map(|r| (r["status"].as_u64().unwrap(), r["action"].clone())).collect()
}

pub fn person(first: &str, last: &str, external_id: &str) -> Value {
    json!({"contactType": "Person", "firstName": first, "lastName": last, "externalId": external_id})
}
