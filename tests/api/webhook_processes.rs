//! Webhook delivery across real server processes (the binary, as in production): a server
//! killed mid-delivery leaves a lease that runs out, and the next server sends the event again;
//! two servers on one PostgreSQL database deliver each event once per endpoint.

use std::{
    collections::{HashMap, HashSet},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::{Value, json};

use crate::{
    helpers::database_with_tenant,
    webhook_receiver::{Answer, Receiver},
};

/// A server process, killed when dropped.
struct Server {
    base: String,
    child: Child,
}

impl Server {
    async fn start(database_url: &str) -> Self {
        // A lease of 2 + 5 seconds: a killed server's delivery is free again soon.
        Self::start_with(database_url, &[("WEBHOOK_TIMEOUT_SECS", "2"), ("WEBHOOK_RETRY_SCHEDULE", "1")])
            .await
    }

    async fn start_with(database_url: &str, vars: &[(&str, &str)]) -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = Command::new(env!("CARGO_BIN_EXE_advisory-crm"))
            .arg("serve")
            .env("DATABASE_URL", database_url)
            .env("BIND_ADDR", format!("127.0.0.1:{port}"))
            .env("SEED_SANDBOX", "false")
            .env("RATE_LIMIT_PER_MINUTE", "100000")
            .env("WEBHOOK_ALLOW_PRIVATE_URLS", "true")
            .env("RUST_LOG", "error")
            .envs(vars.iter().copied())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let server = Server { base: format!("http://127.0.0.1:{port}"), child };
        let client = reqwest::Client::new();
        for _ in 0..300 {
            if client.get(format!("{}/healthz", server.base)).send().await.is_ok_and(|r| r.status() == 200) {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the server at {} did not start", server.base);
    }

    async fn post(&self, key: &str, path: &str, body: Value) -> Value {
        let response = reqwest::Client::new()
            .post(format!("{}/api/v1{path}", self.base))
            .header("authorization", key)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 201, "POST {path}");
        serde_json::from_slice::<Value>(&response.bytes().await.unwrap()).unwrap()["data"].clone()
    }

    /// A batch request: every item must succeed.
    async fn batch(&self, key: &str, path: &str, items: Vec<Value>) -> Vec<Value> {
        let response = reqwest::Client::new()
            .post(format!("{}/api/v1{path}", self.base))
            .header("authorization", key)
            .header("content-type", "application/json")
            .body(json!({ "items": items }).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "POST {path}");
        let body: Value = serde_json::from_slice(&response.bytes().await.unwrap()).unwrap();
        assert_eq!(body["data"]["failed"], 0, "POST {path}: {body}");
        body["data"]["results"].as_array().unwrap().clone()
    }

    async fn get(&self, key: &str, path: &str) -> Value {
        let response = reqwest::Client::new()
            .get(format!("{}/api/v1{path}", self.base))
            .header("authorization", key)
            .send()
            .await
            .unwrap();
        serde_json::from_slice::<Value>(&response.bytes().await.unwrap()).unwrap()["data"].clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn person(n: usize) -> Value {
    json!({ "firstName": "Aroha", "lastName": format!("Ngata {n}") })
}

#[tokio::test]
async fn a_server_killed_mid_delivery_leaves_it_to_be_sent_again_after_a_restart() {
    let (database, key) = database_with_tenant().await;
    // The first attempt is read but never answered: the server is killed while it waits.
    let receiver = Receiver::start_with(&[Answer::Hang]).await;
    let first = Server::start(&database.url).await;
    let endpoint = first
        .post(&key, "/webhook-endpoints", json!({ "url": receiver.url, "eventTypes": ["contact.created"] }))
        .await;
    let secret = endpoint["secret"].as_str().unwrap().to_string();
    first.post(&key, "/contacts/person", person(1)).await;
    receiver.wait_for(1, Duration::from_secs(20)).await;
    drop(first);

    let second = Server::start(&database.url).await;
    let received = receiver.wait_for(2, Duration::from_secs(30)).await;
    assert_eq!(received[0].header("webhook-id"), received[1].header("webhook-id"), "the same event again");
    assert!(received[1].signed_with(&secret));
    let path = format!("/webhook-endpoints/{}/deliveries", endpoint["id"].as_str().unwrap());
    let deadline = Instant::now() + Duration::from_secs(10);
    while second.get(&key, &path).await["items"][0]["status"] != "succeeded" {
        assert!(Instant::now() < deadline, "the delivery was not recorded as delivered");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn two_servers_on_one_postgresql_database_deliver_each_event_once_per_endpoint() {
    if !std::env::var("TEST_DATABASE_URL").is_ok_and(|url| url.starts_with("postgres")) {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
        return;
    }
    let (database, key) = database_with_tenant().await;
    let servers = [Server::start(&database.url).await, Server::start(&database.url).await];
    let receivers = [Receiver::start().await, Receiver::start().await];
    for receiver in &receivers {
        servers[0]
            .post(&key, "/webhook-endpoints", json!({ "url": receiver.url, "eventTypes": ["*"] }))
            .await;
    }
    // Each person is two events (the contact and its new profile): 60 events per endpoint.
    const PEOPLE: usize = 30;
    for n in 0..PEOPLE {
        servers[n % 2].post(&key, "/contacts/person", person(n)).await;
    }
    for receiver in &receivers {
        receiver.wait_for(2 * PEOPLE, Duration::from_secs(60)).await;
    }
    // Time for any duplicate to arrive.
    tokio::time::sleep(Duration::from_secs(3)).await;
    for receiver in &receivers {
        let received = receiver.received();
        let ids: HashSet<_> = received.iter().map(|r| r.header("webhook-id").unwrap().to_string()).collect();
        assert_eq!(ids.len(), 2 * PEOPLE, "every event");
        assert_eq!(received.len(), 2 * PEOPLE, "each once");
    }
}

#[tokio::test]
async fn two_servers_on_one_postgresql_database_deliver_a_burst_every_event_in_order_per_record() {
    if !std::env::var("TEST_DATABASE_URL").is_ok_and(|url| url.starts_with("postgres")) {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
        return;
    }
    let (database, key) = database_with_tenant().await;
    // Time-outs long enough for the receiver to hold requests while every event is written.
    let vars = [("WEBHOOK_TIMEOUT_SECS", "30"), ("WEBHOOK_RETRY_SCHEDULE", "1")];
    let servers =
        [Server::start_with(&database.url, &vars).await, Server::start_with(&database.url, &vars).await];
    // Requests are taken in no particular order: deliveries sent together would overtake.
    let receiver = Receiver::start_jittered().await;
    servers[0]
        .post(
            &key,
            "/webhook-endpoints",
            json!({ "url": receiver.url, "eventTypes": ["note.created", "note.updated"] }),
        )
        .await;
    let profile = servers[0].post(&key, "/profiles", json!({ "name": "Ngata whānau" })).await;
    // Notes created and changed through both servers, 5 events per note, all pending together
    // (the receiver holds what the servers send meanwhile), so each server's first claims hold
    // several events of one note.
    receiver.hold();
    const NOTES: usize = 40;
    const CHANGES: usize = 4;
    let mut ids = Vec::new();
    for (n, chunk) in (0..NOTES).collect::<Vec<_>>().chunks(20).enumerate() {
        let items = chunk
            .iter()
            .map(|i| json!({ "profileId": profile["id"], "content": format!("note {i} version 0") }));
        let results = servers[n % 2].batch(&key, "/notes/batch/create", items.collect()).await;
        ids.extend(results.iter().map(|r| r["id"].as_str().unwrap().to_string()));
    }
    for version in 1..=CHANGES {
        for (n, chunk) in ids.chunks(20).enumerate() {
            let items = chunk.iter().map(|id| json!({ "id": id, "content": format!("version {version}") }));
            servers[(n + version) % 2].batch(&key, "/notes/batch/update", items.collect()).await;
        }
    }

    receiver.release();
    let expected = NOTES * (1 + CHANGES);
    let deadline = Instant::now() + Duration::from_secs(60);
    let received = loop {
        let received = receiver.received();
        let ids: HashSet<_> = received.iter().map(|r| r.header("webhook-id").unwrap().to_string()).collect();
        if ids.len() >= expected {
            break received;
        }
        assert!(Instant::now() < deadline, "{} of {expected} events delivered", ids.len());
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    // Per note, the versions in the order they arrived (a duplicate arrives before the next).
    let mut versions: HashMap<String, Vec<usize>> = HashMap::new();
    for request in &received {
        let event = request.json();
        let content = event["data"]["content"].as_str().unwrap();
        let version = content.rsplit(' ').next().unwrap().parse().unwrap();
        versions.entry(event["resourceId"].as_str().unwrap().to_string()).or_default().push(version);
    }
    assert_eq!(versions.len(), NOTES);
    for (note, mut seen) in versions {
        assert!(seen.is_sorted(), "note {note}: versions as they arrived: {seen:?}");
        seen.dedup();
        assert_eq!(seen, (0..=CHANGES).collect::<Vec<_>>(), "note {note}: every version");
    }
}
