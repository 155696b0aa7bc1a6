//! List reads through HAProxy's replica listener: served by the replica (the metrics say so),
//! with every promise of the API kept — a write on one instance is listed at once through the
//! other, sync loops miss nothing, the events feed stays whole and in order, ETags change —
//! and not one failed read while the replica is paused or killed.

use std::{
    collections::HashSet,
    time::{Duration, Instant},
};

use sea_orm::{ConnectionTrait, TransactionTrait};
use serde_json::json;

use crate::{
    cluster::{Cluster, ONE_AT_A_TIME},
    fleet::{Fleet, assert_nothing_lost, assert_only_acknowledged_or_unavailable},
    load::{Load, data, request, request_with},
};

/// A sample of `/metrics` on instance `port`.
async fn metric(port: u16, series: &str) -> Option<f64> {
    let bearer = format!("Bearer {}", crate::fleet::METRICS_TOKEN);
    let answer = request(port, "GET", "/metrics", &bearer, None).await?;
    answer
        .text
        .lines()
        .find(|line| line.starts_with(series))
        .and_then(|line| line.rsplit(' ').next()?.parse().ok())
}

const REPLICA_READS: &str = "crm_db_reads_total{server=\"replica\"}";

/// Waits (at most `limit`) until `series` on `port` satisfies `wanted`.
async fn until(port: u16, series: &str, limit: Duration, wanted: impl Fn(f64) -> bool) {
    let started = Instant::now();
    while !metric(port, series).await.is_some_and(&wanted) {
        assert!(started.elapsed() < limit, "{series} on {port} stayed at {:?}", metric(port, series).await);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

async fn sql(url: &str, statement: &str) {
    let conn = sea_orm::Database::connect(url).await.unwrap();
    conn.execute_unprepared(statement).await.unwrap();
    conn.close().await.unwrap();
}

/// The ids a list or search answer holds.
fn ids(page: &serde_json::Value) -> HashSet<String> {
    page["items"].as_array().unwrap().iter().map(|item| item["id"].as_str().unwrap().to_string()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn list_reads_go_to_the_replica_and_every_promise_holds() {
    let _turn = ONE_AT_A_TIME.lock().await;
    let Some(cluster) = Cluster::up() else { return };
    let replica_url = cluster.replica_url();
    let vars = [("DATABASE_REPLICA_URL", replica_url.as_str()), ("DATABASE_REPLICA_MAX_LAG_MS", "60000")];
    let fleet = Fleet::start(cluster, &vars).await;
    let (a, b) = (fleet.ports()[0], fleet.ports()[1]);
    for port in [a, b] {
        until(port, "crm_db_replica_up", Duration::from_secs(10), |up| up == 1.0).await;
    }

    // Read-your-writes across instances: written through A, listed and found at once through B.
    let before = metric(b, REPLICA_READS).await.unwrap_or(0.0);
    for n in 0..40 {
        let name = format!("Kererū {n} household");
        let created =
            request(a, "POST", "/api/v1/profiles", &fleet.key, Some(&json!({"name": name}))).await.unwrap();
        assert_eq!(created.status, 201, "{}", created.body);
        let id = created.body["data"]["id"].as_str().unwrap().to_string();
        let since = created.body["data"]["modifiedTimestamp"].as_str().unwrap().replace('+', "%2B");
        let listed =
            data(b, &format!("/api/v1/profiles?modifiedSince={since}&sort=modifiedTimestamp"), &fleet.key)
                .await;
        assert!(ids(&listed).contains(&id), "write {n} through A not listed through B");
        let found =
            data(b, &format!("/api/v1/profiles/search?searchString=Kerer%C5%AB%20{n}%20"), &fleet.key).await;
        assert!(ids(&found).contains(&id), "write {n} through A not found through B");
    }
    let after = metric(b, REPLICA_READS).await.unwrap_or(0.0);
    assert!(after > before, "no list read went to the replica ({before} → {after})");
    eprintln!("replica reads on B for 80 list and search reads: {}", after - before);

    // ETags (records carry them, pages do not): a change made through A is a new ETag through B,
    // and the list through B shows it.
    let id = request(a, "POST", "/api/v1/profiles", &fleet.key, Some(&json!({"name": "Tagged household"})))
        .await
        .unwrap()
        .body["data"]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let record = format!("/api/v1/profiles/{id}");
    let list = "/api/v1/profiles?pageSize=500&sort=modifiedTimestamp";
    let record_tag =
        request(b, "GET", &record, &fleet.key, None).await.unwrap().header("etag").unwrap().to_string();
    let renamed =
        request(a, "PATCH", &record, &fleet.key, Some(&json!({"name": "Retagged household"}))).await;
    assert_eq!(renamed.map(|answer| answer.status), Some(200));
    let again = request_with(b, "GET", &record, &fleet.key, &[("If-None-Match", &record_tag)]).await.unwrap();
    assert_eq!(again.status, 200, "the record still matched its old ETag after a change through A");
    assert!(again.text.contains("Retagged household"));
    assert_ne!(again.header("etag"), Some(record_tag.as_str()));
    let listed = request(b, "GET", list, &fleet.key, None).await.unwrap();
    assert!(listed.text.contains("Retagged household"), "the list through B lacks the change through A");

    // A sync loop through B while A writes, run as the README says to: each pass walks, by
    // cursor, everything changed since a minute before the latest `modifiedTimestamp` kept, so
    // a write that was committing while a pass read (its timestamp taken before a later write
    // committed) comes in the next pass. It misses nothing.
    let mut load = Some(Load::start(&[a], &fleet.key, 2));
    let mut seen: HashSet<String> = HashSet::new();
    let mut latest: Option<chrono::DateTime<chrono::FixedOffset>> = None;
    let sync_until = Instant::now() + Duration::from_secs(6);
    let mut passes = 0;
    let mut writes = None;
    // Passes while A writes, then (writers stopped) passes until one finds nothing new.
    loop {
        if Instant::now() >= sync_until
            && let Some(load) = load.take()
        {
            writes = Some(load.stop().await);
        }
        let since = latest.map_or_else(
            || "2000-01-01T00:00:00Z".to_string(),
            |latest| (latest - chrono::Duration::minutes(1)).to_rfc3339(),
        );
        let query = format!(
            "/api/v1/profiles?modifiedSince={}&sort=modifiedTimestamp&pageSize=500&cursor=",
            since.replace('+', "%2B")
        );
        let mut cursor = String::new();
        let mut new = 0;
        loop {
            let page = data(b, &format!("{query}{cursor}"), &fleet.key).await;
            for item in page["items"].as_array().unwrap() {
                new += usize::from(seen.insert(item["id"].as_str().unwrap().to_string()));
                let modified = item["modifiedTimestamp"].as_str().unwrap();
                let modified = chrono::DateTime::parse_from_rfc3339(modified).unwrap();
                latest = Some(latest.map_or(modified, |latest| latest.max(modified)));
            }
            match page["nextCursor"].as_str() {
                Some(next) => cursor = next.to_string(),
                None => break,
            }
        }
        passes += 1;
        assert!(passes < 10_000, "the sync loop did not end");
        if writes.is_some() && new == 0 {
            break;
        }
    }
    let writes = writes.unwrap();
    let missed: Vec<String> =
        writes.iter().filter_map(|write| write.acknowledged()).filter(|id| !seen.contains(id)).collect();
    assert!(
        missed.is_empty(),
        "the sync loop through B missed {} writes through A in {passes} passes",
        missed.len()
    );

    // The replica stops replaying (a query on it holds a lock the primary's TRUNCATE needs, as
    // long queries on replicas do; Patroni resumes a replay paused by hand). The lag bound is a
    // minute, so only the check of each request keeps lists off it: they find what the primary
    // has, and no error.
    let standby = fleet.cluster.standby();
    let standby_url = fleet.cluster.member_url(&standby);
    let primary_url = fleet.cluster.primary_url();
    sql(&primary_url, "CREATE TABLE lag_probe (x int)").await;
    let holder = sea_orm::Database::connect(&standby_url).await.unwrap();
    let started = Instant::now();
    let held = loop {
        let txn = holder.begin().await.unwrap();
        if txn.execute_unprepared("SELECT * FROM lag_probe").await.is_ok() {
            break txn;
        }
        txn.rollback().await.unwrap();
        assert!(started.elapsed() < Duration::from_secs(10), "lag_probe never reached the replica");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    sql(&primary_url, "TRUNCATE lag_probe").await;
    let load = Load::start(&[a], &fleet.key, 1);
    let started = Instant::now();
    while metric(b, "crm_db_replica_lag_seconds").await.is_none_or(|lag| lag <= 1.0) {
        assert!(started.elapsed() < Duration::from_secs(15), "the stalled replica does not lag");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let created =
        request(a, "POST", "/api/v1/profiles", &fleet.key, Some(&json!({"name": "Stalled household"})))
            .await
            .unwrap();
    let stalled_id = created.body["data"]["id"].as_str().unwrap().to_string();
    let found = data(b, "/api/v1/profiles/search?searchString=Stalled", &fleet.key).await;
    assert!(ids(&found).contains(&stalled_id), "a write was not found while the replica lagged");
    let stalled_reads = metric(b, REPLICA_READS).await.unwrap_or(0.0);
    for _ in 0..10 {
        data(b, "/api/v1/profiles?pageSize=10", &fleet.key).await;
    }
    let after_stall = metric(b, REPLICA_READS).await.unwrap_or(0.0);
    assert_eq!(after_stall, stalled_reads, "lists read a replica behind the primary");
    eprintln!("replica lag while stalled: {:?} s", metric(b, "crm_db_replica_lag_seconds").await);
    let _ = held.rollback().await;
    let writes_while_stalled = load.stop().await;
    assert_only_acknowledged_or_unavailable(&writes_while_stalled);

    // The replica killed while B lists: not one failed read.
    until(b, "crm_db_replica_up", Duration::from_secs(20), |up| up == 1.0).await;
    until(b, "crm_db_replica_lag_seconds", Duration::from_secs(20), |lag| lag < 1.0).await;
    let mut failed = 0;
    for round in 0..60 {
        if round == 10 {
            tokio::task::block_in_place(|| fleet.cluster.kill_member(&standby));
        }
        let answer = request(b, "GET", "/api/v1/profiles?pageSize=50", &fleet.key, None).await;
        failed += usize::from(answer.is_none_or(|answer| answer.status != 200));
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(failed, 0, "reads failed while the replica was killed");
    assert_nothing_lost(&fleet, &writes).await;
}
