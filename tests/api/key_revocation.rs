//! API keys are verified from an in-process cache (docs/decisions.md,
//! ADR-5): a key revoked by another process — a second instance, the `keys revoke`
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
    server_process::{Server, get, post_form},
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

#[tokio::test]
async fn an_access_token_revoked_at_one_instance_is_refused_by_another_within_the_bound() {
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let org = tenant.id.to_string();
    let (ok, out, err) = run(
        &database.url,
        &["clients", "create", "--org", &org, "--allow-ip", "127.0.0.1/32", "--scope", "members:read"],
    );
    assert!(ok, "{err}");
    let client_id = out.lines().find_map(|line| line.strip_prefix("client_id: ")).unwrap().to_string();
    let secret = out.trim_end().lines().last().unwrap().to_string();
    let credentials = format!("client_id={client_id}&client_secret={secret}");

    let servers = [Server::start(&database.url, &[]), Server::start(&database.url, &[])];
    servers[0].wait_until_up().await;
    servers[1].wait_until_up().await;
    let form = format!("grant_type=client_credentials&{credentials}");
    let (status, body) = post_form(servers[0].port, "/oauth/token", &form).await.unwrap();
    assert_eq!(status, 200, "{body}");
    let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
    let token = format!("Bearer {}", answer["access_token"].as_str().unwrap());
    for server in &servers {
        // Each instance has now verified the token and holds it in its cache.
        assert_eq!(get(server.port, MEMBERS, &token).await.map(|(status, _)| status), Some(200));
    }

    let revocation = format!("token={}&{credentials}", answer["access_token"].as_str().unwrap());
    let (status, body) = post_form(servers[0].port, "/oauth/revoke", &revocation).await.unwrap();
    assert_eq!(status, 200, "{body}");
    let revoked = Instant::now();
    // The revoking instance refuses it at once; the other within the cache's lifetime.
    assert_eq!(get(servers[0].port, MEMBERS, &token).await.map(|(status, _)| status), Some(401));
    let bound = KEY_CACHE_TTL + Duration::from_secs(3);
    loop {
        match get(servers[1].port, MEMBERS, &token).await.map(|(status, _)| status) {
            Some(401) => break,
            Some(200) => assert!(revoked.elapsed() < bound, "the second instance still accepts the token"),
            other => panic!("unexpected answer {other:?}"),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // `clients list` shows it; `clients revoke` ends it, and it gets no more tokens.
    let (ok, out, err) = run(&database.url, &["clients", "list", "--org", &org]);
    assert!(
        ok && out.contains(&client_id) && out.contains("members:read") && out.contains("active"),
        "{out}{err}"
    );
    let (ok, _, err) = run(&database.url, &["clients", "revoke", &client_id]);
    assert!(ok, "{err}");
    let (ok, out, _) = run(&database.url, &["clients", "list", "--org", &org]);
    assert!(ok && out.contains("revoked"), "{out}");
    let (status, body) = post_form(servers[1].port, "/oauth/token", &form).await.unwrap();
    assert_eq!(status, 401, "{body}");
    let (ok, _, err) = run(&database.url, &["clients", "create", "--org", &org, "--allow-ip", "0.0.0.0/0"]);
    assert!(!ok && err.contains("/0"), "{err}");
}
