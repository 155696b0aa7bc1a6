//! A noisy neighbour on two server processes sharing one PostgreSQL database (one process on
//! SQLite, which one process serves): firm A misbehaves
//! in every way the fair shares bound, all at once (receivers that hang, a burst of events,
//! parallel heavy searches and pages, a flood of conditional writes, unknown keys), and firm B
//! carries on. Asserted by counts and orders; time bounds are only a backstop.

use advisory_crm::db::{Database, MigrationPolicy};
use futures_util::future::join_all;
use serde_json::{Value, json};

use crate::{
    helpers::{Tenant, TestDatabase, create_tenant, on_postgres},
    server_process::Server,
    webhook_deliveries::WAIT,
    webhook_receiver::{Answer, Receiver},
};

/// One request to `server`, with `key`, and an `X-Forwarded-For` when `from` names a client
/// behind the trusted proxy; the status and the body.
async fn call(
    server: &Server,
    method: &str,
    path: &str,
    key: &str,
    body: Option<Value>,
    from: Option<&str>,
) -> (u16, Value) {
    let client = reqwest::Client::new();
    let url = format!("http://127.0.0.1:{}/api/v1{path}", server.port);
    let mut request = client.request(method.parse().unwrap(), url).header("authorization", key);
    if let Some(body) = body {
        request = request.header("content-type", "application/json").body(body.to_string());
    }
    if let Some(address) = from {
        request = request.header("x-forwarded-for", address);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let etag = response.headers().get("etag").and_then(|v| v.to_str().ok()).map(str::to_string);
    let mut body: Value = serde_json::from_slice(&response.bytes().await.unwrap()).unwrap_or(Value::Null);
    if let Some(etag) = etag {
        body["etag"] = Value::from(etag);
    }
    (status, body)
}

/// `count` notes on a new profile of `tenant`, a hundred to a batch, through `server`.
async fn notes(server: &Server, tenant: &Tenant, count: usize) {
    let (status, profile) =
        call(server, "POST", "/profiles", &tenant.key, Some(json!({"name": "Ngata whānau"})), None).await;
    assert_eq!(status, 201, "{profile}");
    for start in (0..count).step_by(100) {
        let items: Vec<Value> = (start..count.min(start + 100))
            .map(|n| json!({"profileId": profile["data"]["id"], "content": format!("note {n}")}))
            .collect();
        let (status, body) =
            call(server, "POST", "/notes/batch/create", &tenant.key, Some(json!({"items": items})), None)
                .await;
        assert_eq!(status, 200, "{body}");
    }
}

#[tokio::test]
async fn a_firm_misbehaving_on_every_instance_leaves_another_firm_served() {
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let a = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let b = create_tenant(&db, "Tōtara Mortgages Ltd", "hemi.walker@totara.co.nz").await;
    let vars = [
        ("WEBHOOK_ALLOW_PRIVATE_URLS", "true"),
        ("WEBHOOK_TIMEOUT_SECS", "30"),
        ("DATABASE_POOL_SIZE", "4"),
        ("FAILED_AUTH_PER_MINUTE", "5"),
        ("TRUSTED_PROXIES", "127.0.0.1/32"),
        ("RATE_LIMIT_PER_MINUTE", "100000"),
    ];
    // Two instances share one database on PostgreSQL; SQLite is served by one process.
    let instances = if on_postgres() { 2 } else { 1 };
    let started: Vec<Server> = (0..instances).map(|_| Server::start(&database.url, &vars)).collect();
    for server in &started {
        server.wait_until_up().await;
    }
    let servers = [&started[0], &started[instances - 1]];
    let tarpit = Receiver::start_with(&[Answer::Hang; 1000]).await;
    let prompt = Receiver::start().await;

    // Firm A: eight endpoints at a receiver that never answers, and a burst of 600 events.
    for copy in 0..8 {
        let endpoint = json!({"url": format!("{}?copy={copy}", tarpit.url), "eventTypes": ["note.created"]});
        let (status, body) =
            call(servers[0], "POST", "/webhook-endpoints", &a.key, Some(endpoint), None).await;
        assert_eq!(status, 201, "{body}");
    }
    let endpoint = json!({"url": prompt.url, "eventTypes": ["note.created"]});
    let (status, body) = call(servers[1], "POST", "/webhook-endpoints", &b.key, Some(endpoint), None).await;
    assert_eq!(status, 201, "{body}");
    notes(servers[0], &a, 300).await;
    notes(servers[1], &a, 300).await;
    tarpit.wait_for(32, WAIT).await;

    // Firm A's 40 profiles, for a flood of conditional writes.
    let mut targets = Vec::new();
    for n in 0..40 {
        let (status, body) = call(
            servers[n % 2],
            "POST",
            "/profiles",
            &a.key,
            Some(json!({"name": format!("Whānau {n}")})),
            None,
        )
        .await;
        assert_eq!(status, 201, "{body}");
        targets.push((
            n % 2,
            body["data"]["id"].as_str().unwrap().to_string(),
            body["etag"].as_str().unwrap().to_string(),
        ));
    }

    // Everything A does at once, on both instances.
    let (servers, a_key) = (&servers, a.key.as_str());
    let patches = join_all(targets.iter().map(|(server, id, etag)| async move {
        let client = reqwest::Client::new();
        let url = format!("http://127.0.0.1:{}/api/v1/profiles/{id}", servers[*server].port);
        let response = client
            .patch(url)
            .header("authorization", a_key)
            .header("if-match", etag)
            .header("content-type", "application/json")
            .body(json!({"profileRank": "A"}).to_string())
            .send()
            .await
            .unwrap();
        response.status().as_u16()
    }));
    let heavy = join_all((0..16).map(|n| {
        let path = match n % 4 {
            0 => "/contacts/search?searchString=a&pageSize=500",
            1 => "/notes?pageSize=500",
            2 => "/profiles/search?searchString=wh&pageSize=500",
            _ => "/profiles?pageSize=500",
        };
        let server = servers[n % 2];
        async move { call(server, "GET", path, a_key, None, None).await.0 }
    }));
    // One after another, as a guesser must learn each answer: the address is counted.
    let guesses = async {
        let mut statuses = Vec::new();
        for n in 0..12 {
            let key = format!("crm_live_{n:0>40}");
            statuses.push(call(servers[n % 2], "GET", "/members", &key, None, Some("203.0.113.9")).await.0);
        }
        statuses
    };
    // Firm B meanwhile: reads on both instances and five new notes, each delivered.
    let firm_b = async {
        let mut statuses = Vec::new();
        for round in 0..10 {
            statuses.push(call(servers[round % 2], "GET", "/members", &b.key, None, None).await.0);
        }
        notes(servers[1], &b, 5).await;
        for round in 0..10 {
            statuses.push(call(servers[round % 2], "GET", "/notes?pageSize=10", &b.key, None, None).await.0);
        }
        statuses
    };
    let (patched, heavy, guesses, b_statuses) = tokio::join!(patches, heavy, guesses, firm_b);

    assert!(b_statuses.iter().all(|status| *status == 200), "firm B is served throughout: {b_statuses:?}");
    assert_eq!(prompt.wait_for(5, WAIT).await.len(), 5, "firm B's deliveries arrive");
    // ... while every one of A's sends is still held open: A holds at most its share of each
    // instance's places.
    let held = tarpit.received().len();
    assert!(held <= 32 * instances, "firm A holds at most 32 places on each instance: {held}");
    // A's refusals are A's own: its conditional writes all land, its heavy requests are served
    // or asked to wait (429), and its guessed keys are refused from its address alone.
    assert!(patched.iter().all(|status| *status == 200), "{patched:?}");
    assert!(heavy.iter().all(|status| matches!(status, 200 | 429)), "{heavy:?}");
    assert!(guesses.iter().all(|status| matches!(status, 401 | 429)), "{guesses:?}");
    assert!(guesses.contains(&429), "past five unknown keys the address is refused: {guesses:?}");
}
