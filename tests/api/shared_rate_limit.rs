//! The rate limit holds across instances: two server processes on one PostgreSQL database
//! admit about the configured limit for a key between them, not twice it.

use advisory_crm::db::{Database, MigrationPolicy};

use crate::{
    helpers::{TestDatabase, create_tenant, within_one_rate_window},
    server_process::{Server, get},
};

const LIMIT: u32 = 300;

#[tokio::test]
async fn two_instances_share_one_limit_per_key() {
    if !std::env::var("TEST_DATABASE_URL").is_ok_and(|url| url.starts_with("postgres")) {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
        return;
    }
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let limit = LIMIT.to_string();
    let vars = [("RATE_LIMIT_PER_MINUTE", limit.as_str())];
    let servers = [Server::start(&database.url, &vars), Server::start(&database.url, &vars)];
    for server in &servers {
        server.wait_until_up().await;
    }

    // The whole run must fall in one one-minute window.
    within_one_rate_window(20).await;
    // Four clients, each spreading its requests over both servers, three times the limit.
    let clients = (0..4).map(|client| {
        let ports = [servers[0].port, servers[1].port];
        let key = tenant.key.clone();
        tokio::spawn(async move {
            let mut admitted = [0u32; 2];
            for n in 0..(3 * LIMIT / 4) as usize {
                let server = (n + client) % 2;
                match get(ports[server], "/api/v1/members", &key).await.map(|(status, _)| status) {
                    Some(200) => admitted[server] += 1,
                    Some(429) => {}
                    other => panic!("unexpected answer {other:?}"),
                }
            }
            admitted
        })
    });
    let mut admitted = [0u32; 2];
    for client in clients {
        let [first, second] = client.await.unwrap();
        admitted[0] += first;
        admitted[1] += second;
    }
    let total = admitted[0] + admitted[1];
    eprintln!("limit {LIMIT}: admitted {total} ({} + {})", admitted[0], admitted[1]);
    assert!(total <= LIMIT, "admitted {total} of {LIMIT}");
    assert!(total >= LIMIT * 97 / 100, "admitted only {total} of {LIMIT}");
    assert!(admitted.iter().all(|&n| n > 0), "both servers admitted requests: {admitted:?}");
}
