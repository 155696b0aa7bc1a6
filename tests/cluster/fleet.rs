//! Two server processes on the cluster, with a tenant and a webhook endpoint, and the checks
//! every outage test makes afterwards.

use std::{
    collections::HashSet,
    time::{Duration, Instant},
};

use advisory_crm::db::{Database, MigrationPolicy};
use serde_json::json;

use crate::{
    cluster::Cluster,
    helpers::create_tenant,
    load::{Write, data, request},
    server_process::Server,
    webhook_receiver::Receiver,
};

/// The most any request may take, outage or not.
pub const SLOWEST_ALLOWED: Duration = Duration::from_secs(10);

pub struct Fleet {
    pub servers: Vec<Server>,
    pub key: String,
    pub receiver: Receiver,
    pub cluster: Cluster,
}

/// The fleet's `METRICS_TOKEN`.
pub const METRICS_TOKEN: &str = "cluster-metrics-token-of-32-chars";

impl Fleet {
    /// Two instances on the cluster's primary listener, with `vars` besides the defaults.
    pub async fn start(cluster: Cluster, vars: &[(&str, &str)]) -> Self {
        let url = cluster.primary_url();
        let db = Database::connect(&url).await.unwrap();
        db.migrate(MigrationPolicy::Apply).await.unwrap();
        let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
        let mut all = vec![
            ("WEBHOOK_ALLOW_PRIVATE_URLS", "true"),
            ("WEBHOOK_RETRY_SCHEDULE", "1,1,1,1,1"),
            ("RATE_LIMIT_PER_MINUTE", "10000000"),
            ("DATABASE_MIGRATE", "false"),
            // Two instances on one host: metrics on the public listener, behind the token.
            ("METRICS_TOKEN", METRICS_TOKEN),
        ];
        all.extend_from_slice(vars);
        let servers: Vec<Server> = (0..2).map(|_| Server::start(&url, &all)).collect();
        for server in &servers {
            server.wait_until_up().await;
        }
        let receiver = Receiver::start().await;
        let endpoint = json!({"url": receiver.url, "eventTypes": ["profile.created"]});
        let registered =
            request(servers[0].port, "POST", "/api/v1/webhook-endpoints", &tenant.key, Some(&endpoint)).await;
        assert_eq!(registered.map(|answer| answer.status), Some(201));
        Fleet { servers, key: tenant.key, receiver, cluster }
    }

    pub fn ports(&self) -> Vec<u16> {
        self.servers.iter().map(|server| server.port).collect()
    }

    /// Every profile id, walked with a cursor through instance `port`.
    pub async fn profile_ids(&self, port: u16) -> Vec<String> {
        let mut ids = Vec::new();
        let mut cursor = String::new();
        for _ in 0..10_000 {
            let page = data(port, &format!("/api/v1/profiles?pageSize=500&cursor={cursor}"), &self.key).await;
            ids.extend(
                page["items"].as_array().unwrap().iter().map(|item| item["id"].as_str().unwrap().to_string()),
            );
            match page["nextCursor"].as_str() {
                Some(next) => cursor = next.to_string(),
                None => return ids,
            }
        }
        panic!("the cursor walk did not end");
    }

    /// Every `profile.created` event of the feed, oldest first, through instance `port`.
    pub async fn created_events(&self, port: u16) -> Vec<serde_json::Value> {
        let mut events = Vec::new();
        let mut after = String::new();
        for _ in 0..10_000 {
            let path = format!("/api/v1/events?type=profile.created&pageSize=500{after}");
            let page = data(port, &path, &self.key).await;
            let items = page["items"].as_array().unwrap().clone();
            let Some(last) = items.last() else { return events };
            after = format!("&after={}", last["id"].as_str().unwrap());
            events.extend(items);
        }
        panic!("the events walk did not end");
    }
}

/// What every request of the load must have been: acknowledged, or a 503 with `Retry-After`;
/// none slower than [`SLOWEST_ALLOWED`].
pub fn assert_only_acknowledged_or_unavailable(writes: &[Write]) {
    for write in writes {
        let Some(answer) = &write.answer else {
            panic!("a write sent at {:?} got no answer within {:?}", write.sent, write.took);
        };
        match answer.status {
            201 => {}
            503 => {
                assert!(answer.header("retry-after").is_some(), "a 503 without Retry-After: {}", answer.body)
            }
            other => panic!("a write sent at {:?} got {other}: {}", write.sent, answer.body),
        }
        assert!(write.took < SLOWEST_ALLOWED, "a write sent at {:?} took {:?}", write.sent, write.took);
    }
}

/// After the outage: every acknowledged write is there through both instances, the events feed
/// has each profile's creation once and in order, webhook deliveries carried on, and both
/// instances take writes again.
pub async fn assert_nothing_lost(fleet: &Fleet, writes: &[Write]) {
    let acknowledged: Vec<String> = writes.iter().filter_map(Write::acknowledged).collect();
    assert!(!acknowledged.is_empty(), "no write was acknowledged");
    for port in fleet.ports() {
        let listed: HashSet<String> = fleet.profile_ids(port).await.into_iter().collect();
        let missing: Vec<&String> = acknowledged.iter().filter(|id| !listed.contains(*id)).collect();
        assert!(
            missing.is_empty(),
            "{} acknowledged writes missing through port {port}: {missing:?}",
            missing.len()
        );

        let events = fleet.created_events(port).await;
        let event_ids: HashSet<&str> = events.iter().map(|event| event["id"].as_str().unwrap()).collect();
        assert_eq!(event_ids.len(), events.len(), "an event appears twice in the feed");
        let created: HashSet<String> =
            events.iter().map(|event| event["resourceId"].as_str().unwrap().to_string()).collect();
        assert_eq!(created.len(), events.len(), "a profile has two creation events");
        assert_eq!(created, listed, "the feed's creations and the profiles differ: a gap");
    }

    // Deliveries carry on: the last acknowledged profile's event reaches the receiver.
    let last = acknowledged.last().unwrap();
    let started = Instant::now();
    while !fleet
        .receiver
        .received()
        .iter()
        .any(|delivery| String::from_utf8_lossy(&delivery.body).contains(last.as_str()))
    {
        assert!(started.elapsed() < Duration::from_secs(90), "the webhook for {last} was not delivered");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    for port in fleet.ports() {
        let body = json!({"name": "After the outage"});
        let answer = request(port, "POST", "/api/v1/profiles", &fleet.key, Some(&body)).await;
        assert_eq!(answer.map(|answer| answer.status), Some(201), "instance {port} does not take writes");
    }
}
