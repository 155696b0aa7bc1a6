//! Concurrent upserts of the same external ids create each record once: in one process on both
//! databases, and from two server processes on one PostgreSQL database.

use std::collections::HashMap;

use futures_util::future::join_all;
use serde_json::{Value, json};

use super::person;
use crate::helpers::{database_with_tenant, postgres_only, spawn_app};

/// Batches naming `values` in rotated orders (so two batches lock them in different orders if
/// they were not sorted first), each changing the contact a little.
fn batches(values: &[String], count: usize) -> Vec<Value> {
    (0..count)
        .map(|n| {
            let mut ordered = values.to_vec();
            ordered.rotate_left(n % values.len());
            let items: Vec<Value> =
                ordered.iter().map(|value| person("Aroha", &format!("Ngata {}", n % 3), value)).collect();
            json!({ "items": items })
        })
        .collect()
}

/// Every result of every batch succeeded, each value was created exactly once.
fn assert_created_once(replies: &[Value], values: &[String]) {
    let mut created: HashMap<String, usize> = HashMap::new();
    for reply in replies {
        for result in reply["data"]["results"].as_array().unwrap() {
            let status = result["status"].as_u64().unwrap();
            assert!(status == 200 || status == 201, "{result}");
            if status == 201 {
                *created.entry(result["externalId"].as_str().unwrap().to_string()).or_default() += 1;
            }
        }
    }
    for value in values {
        assert_eq!(created.get(value), Some(&1), "{value} was created {:?} times", created.get(value));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_upserts_of_the_same_external_ids_create_each_record_once() {
    let app = spawn_app().await;
    let values: Vec<String> = (0..12).map(|n| format!("same-{n}")).collect();
    let bodies = batches(&values, 8);
    let replies = join_all(bodies.iter().map(|body| app.post("/api/v1/contacts/batch/upsert", body))).await;
    let replies: Vec<Value> = replies
        .into_iter()
        .map(|reply| {
            assert_eq!(reply.status, 200, "{}", reply.body);
            reply.body
        })
        .collect();
    assert_created_once(&replies, &values);
    assert_eq!(app.data("/api/v1/contacts").await["totalItems"], values.len());
    for value in &values {
        assert_eq!(app.data(&format!("/api/v1/contacts?externalId={value}")).await["totalItems"], 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_server_processes_upserting_the_same_external_ids_create_each_record_once() {
    if !postgres_only() {
        return;
    }
    let (database, key) = database_with_tenant().await;
    let limit = [("RATE_LIMIT_PER_MINUTE", "100000")];
    let servers = [
        crate::server_process::Server::start(&database.url, &limit),
        crate::server_process::Server::start(&database.url, &limit),
    ];
    for server in &servers {
        server.wait_until_up().await;
    }
    let values: Vec<String> = (0..20).map(|n| format!("fleet-{n}")).collect();
    let client = reqwest::Client::new();
    let bodies = batches(&values, 12);
    let replies = join_all(bodies.iter().enumerate().map(|(n, body)| {
        let url = format!("http://127.0.0.1:{}/api/v1/contacts/batch/upsert", servers[n % 2].port);
        let request = client.post(url).header("authorization", &key).json(body).send();
        async move {
            let response = request.await.unwrap();
            assert_eq!(response.status(), 200);
            response.json::<Value>().await.unwrap()
        }
    }))
    .await;
    assert_created_once(&replies, &values);
    for value in &values {
        let path = format!("/api/v1/contacts?externalId={value}");
        let (status, body) = crate::server_process::get(servers[0].port, &path, &key).await.unwrap();
        assert_eq!(status, 200);
        let body: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(body["data"]["totalItems"], 1, "{value}");
    }
}
