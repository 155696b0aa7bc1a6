//! Running as a fleet on one PostgreSQL database: instances that start together, an instance of
//! an older release on a database a newer one migrated, instances that must not migrate, and
//! list reads through a replica that comes and goes.

use std::{
    process::{Command, Stdio},
    time::Duration,
};

use advisory_crm::{
    config::DatabaseSettings,
    db::{Database, MigrationPolicy},
};
use sea_orm::{ConnectionTrait, Statement};
use serde_json::json;

use crate::{
    helpers::{TestApp, TestDatabase, create_tenant, postgres_only},
    metrics::sample,
    server_process::{Server, get},
    tcp_proxy::TcpProxy,
};

/// One number a query answers.
async fn number(url: &str, sql: &str) -> i64 {
    let conn = sea_orm::Database::connect(url).await.unwrap();
    let row = conn.query_one_raw(Statement::from_string(conn.get_database_backend(), sql)).await.unwrap();
    let value = row.unwrap().try_get_by_index::<i64>(0).unwrap();
    conn.close().await.unwrap();
    value
}

/// Runs `advisory-crm migrate` (or `serve`, which stops at start when it cannot) on `url`; its
/// exit status and what it wrote on stderr.
fn run(command: &str, url: &str, vars: &[(&str, &str)]) -> (bool, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_advisory-crm"));
    child.arg(command).env("DATABASE_URL", url).env("SEED_SANDBOX", "false").env("BIND_ADDR", "127.0.0.1:0");
    for (name, value) in vars {
        child.env(name, value);
    }
    let output = child.stdout(Stdio::null()).output().unwrap();
    (output.status.success(), String::from_utf8_lossy(&output.stderr).into_owned())
}

#[tokio::test]
async fn eight_instances_started_together_on_an_empty_database_all_serve() {
    if !postgres_only() {
        return;
    }
    let database = TestDatabase::create().await;
    let servers: Vec<Server> = (0..8)
        .map(|_| Server::start(&database.url, &[("SEED_SANDBOX", "true"), ("RUST_LOG", "warn")]))
        .collect();
    for server in &servers {
        server.wait_until_up().await;
        let ready = get(server.port, "/readyz", "").await.map(|(status, _)| status);
        assert_eq!(ready, Some(200), "instance on {} is not ready", server.port);
    }
    let known = migration_count();
    assert_eq!(number(&database.url, "SELECT count(*) FROM seaql_migrations").await, known);
    // The first start's work happened once: one sandbox, one stored invitation key.
    assert_eq!(number(&database.url, "SELECT count(*) FROM organisations").await, 1);
}

/// How many migrations this build has.
fn migration_count() -> i64 {
    use migration::MigratorTrait;
    migration::Migrator::migrations().len() as i64
}

#[tokio::test]
async fn an_instance_serves_a_database_with_a_migration_it_does_not_know() {
    if !postgres_only() {
        return;
    }
    let database = TestDatabase::create().await;
    let db = Database::connect(&database.url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    // What the next release leaves behind: a migration this one has never heard of.
    db.single_statement()
        .execute_unprepared(
            "INSERT INTO seaql_migrations (version, applied_at) VALUES ('m20991231_000001_next_release', 0)",
        )
        .await
        .unwrap();

    for migrate in ["true", "false"] {
        let server = Server::start(&database.url, &[("DATABASE_MIGRATE", migrate)]);
        server.wait_until_up().await;
        let (status, body) = get(server.port, "/api/v1/profiles", &tenant.key).await.unwrap();
        assert_eq!(status, 200, "DATABASE_MIGRATE={migrate}: {body}");
    }
    let (migrated, stderr) = run("migrate", &database.url, &[]);
    assert!(migrated, "{stderr}");
}

#[tokio::test]
async fn an_instance_that_must_not_migrate_waits_for_the_migration_step() {
    if !postgres_only() {
        return;
    }
    let database = TestDatabase::create().await;
    let (started, stderr) = run("serve", &database.url, &[("DATABASE_MIGRATE", "false")]);
    assert!(!started);
    assert!(stderr.contains("advisory-crm migrate"), "{stderr}");
    assert_eq!(number(&database.url, "SELECT count(*) FROM pg_tables WHERE tablename = 'profiles'").await, 0);

    let (migrated, stderr) = run("migrate", &database.url, &[]);
    assert!(migrated, "{stderr}");
    let server = Server::start(&database.url, &[("DATABASE_MIGRATE", "false")]);
    server.wait_until_up().await;
}

/// An app on `database` whose list reads may go to `replica_url`.
async fn app_with_replica(database: TestDatabase, replica_url: &str) -> TestApp {
    let options =
        DatabaseSettings { replica_url: Some(replica_url.to_string()), ..DatabaseSettings::default() };
    let db = Database::connect_with(&database.url, &options).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let config = advisory_crm::config::Config::from_lookup(|name| match name {
        "DATABASE_URL" => Some(database.url.clone()),
        "RATE_LIMIT_PER_MINUTE" => Some("100000".to_string()),
        _ => None,
    })
    .unwrap();
    use poem::EndpointExt;
    let app =
        advisory_crm::app::build_app(&config, db.clone()).around(crate::helpers::with_test_peer).boxed();
    let metrics = crate::helpers::metrics_client_of(&db);
    TestApp { client: poem::test::TestClient::new(app), metrics, db, tenant, database }
}

/// Waits (at most 5 s) until the replica is up, as its monitor sees it.
async fn replica_up(app: &TestApp, up: bool) {
    for _ in 0..50 {
        if app.db.replica_status().is_some_and(|status| status.up == up) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the replica is not {}", if up { "up" } else { "down" });
}

#[tokio::test]
async fn list_reads_go_to_a_replica_that_has_caught_up_and_single_reads_to_the_primary() {
    if !postgres_only() {
        return;
    }
    // The database itself stands in for a replica that is always caught up.
    let database = TestDatabase::create().await;
    let url = database.url.clone();
    let app = app_with_replica(database, &url).await;
    replica_up(&app, true).await;

    let profile = app.create("/api/v1/profiles", json!({"name": "Replica household"})).await;
    let before = app.db.reads_served();
    let list = app.data("/api/v1/profiles?pageSize=50").await;
    assert_eq!(list["items"][0]["id"], profile["id"]);
    let search = app.data("/api/v1/profiles/search?searchString=replica").await;
    assert_eq!(search["items"][0]["id"], profile["id"]);
    let after_lists = app.db.reads_served();
    assert!(after_lists.replica > before.replica, "{before:?} → {after_lists:?}");

    let path = format!("/api/v1/profiles/{}", profile["id"].as_str().unwrap());
    assert_eq!(app.get(&path).await.status, 200);
    let after_single = app.db.reads_served();
    assert_eq!(after_single.replica, after_lists.replica, "a single read went to the replica");
    assert!(after_single.primary > after_lists.primary);

    let text = crate::metrics::scrape(&app, None).await;
    let replica_reads = sample(&text, "crm_db_reads_total", &[("server", "replica")]);
    assert!(replica_reads.is_some_and(|reads| reads > 0.0), "{text}");
    assert_eq!(sample(&text, "crm_db_replica_up", &[]), Some(1.0), "{text}");
    assert!(sample(&text, "crm_db_replica_lag_seconds", &[]).is_some(), "{text}");
    assert!(sample(&text, "crm_db_replica_lag_bytes", &[]).is_some(), "{text}");
}

#[tokio::test]
async fn a_replica_that_goes_away_fails_no_read() {
    if !postgres_only() {
        return;
    }
    let database = TestDatabase::create().await;
    let (proxy, replica_url) = TcpProxy::in_front_of(&database.url).await;
    let app = app_with_replica(database, &replica_url).await;
    replica_up(&app, true).await;
    app.create("/api/v1/profiles", json!({"name": "Lasting household"})).await;

    for round in 0..40 {
        if round == 10 {
            proxy.close();
        }
        if round == 30 {
            proxy.open().await;
        }
        let reply = app.get("/api/v1/profiles").await;
        assert_eq!(reply.status, 200, "round {round}: {}", reply.body);
        assert_eq!(reply.body["data"]["totalItems"], 1, "round {round}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    replica_up(&app, true).await;
    let before = app.db.reads_served().replica;
    assert_eq!(app.get("/api/v1/profiles").await.status, 200);
    assert!(app.db.reads_served().replica > before, "lists did not go back to the replica");
}
