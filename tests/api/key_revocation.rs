//! API keys are verified from an in-process cache (docs/decisions.md, "Read path
//! performance"): a key revoked by another process — a second instance, the `keys revoke`
//! command — stops working on every running instance within the cache's lifetime. (The
//! instance that revokes a key refuses it from the next request: `auth.rs`.)

use std::time::{Duration, Instant};

use advisory_crm::{
    db::{Database, MigrationPolicy},
    service::key_cache::KEY_CACHE_TTL,
};

use crate::{
    cli::run,
    helpers::{TestDatabase, create_tenant},
    server_process::{Server, get},
};

const MEMBERS: &str = "/api/v1/members";

#[tokio::test]
async fn a_key_revoked_from_the_command_line_stops_working_on_running_instances_within_the_bound() {
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let servers = [Server::start(&database.url, &[]), Server::start(&database.url, &[])];
    for server in &servers {
        server.wait_until_up().await;
        // Each instance has now verified the key and holds it in its cache.
        assert_eq!(get(server.port, MEMBERS, &tenant.key).await.map(|(status, _)| status), Some(200));
    }

    let (ok, _, err) = run(&database.url, &["keys", "revoke", &tenant.key[..15]]);
    assert!(ok, "{err}");
    let revoked = Instant::now();

    // The bound is the cache's lifetime; the margin is for a slow, shared test machine.
    let bound = KEY_CACHE_TTL + Duration::from_secs(3);
    for server in &servers {
        loop {
            match get(server.port, MEMBERS, &tenant.key).await.map(|(status, _)| status) {
                Some(401) => break,
                Some(200) => assert!(
                    revoked.elapsed() < bound,
                    "instance on port {} still accepts the key {:?} after its revocation",
                    server.port,
                    revoked.elapsed()
                ),
                other => panic!("unexpected answer {other:?}"),
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
