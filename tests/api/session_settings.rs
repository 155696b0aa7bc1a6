//! What the service's database sessions and pools are set to (`db::postgres_options`,
//! `db::sqlite_options`): how PostgreSQL plans, and that a server's commits wait for the disk
//! while an import's do not (`DatabaseSettings::durable_commits`, ADR-27), and how many
//! connections a PostgreSQL pool opens (`DATABASE_POOL_SIZE`).

use advisory_crm::{config::DatabaseSettings, db::Database};
use sea_orm::{ConnectionTrait, DbBackend, Statement};

use crate::helpers::{TestDatabase, on_postgres, spawn_app};

/// How the writer's commits wait: PostgreSQL's `synchronous_commit`, SQLite's `synchronous`
/// (2 is `FULL`, 1 `NORMAL`).
async fn commit_setting(db: &Database) -> String {
    let writer = db.single_statement();
    let sql = match db.backend() {
        DbBackend::Postgres => "SELECT current_setting('synchronous_commit') AS setting",
        _ => "SELECT CAST(synchronous AS TEXT) AS setting FROM pragma_synchronous",
    };
    let row = writer.query_one_raw(Statement::from_string(db.backend(), sql)).await.unwrap().unwrap();
    row.try_get::<String>("", "setting").unwrap()
}

#[tokio::test]
async fn a_servers_commits_wait_for_the_disk_and_an_imports_do_not() {
    let database = TestDatabase::create().await;
    let serving = Database::connect_with(&database.url, &DatabaseSettings::default()).await.unwrap();
    let importing = DatabaseSettings { durable_commits: false, ..DatabaseSettings::default() };
    let importing = Database::connect_with(&database.url, &importing).await.unwrap();
    let (durable, fast) = match serving.backend() {
        DbBackend::Postgres => ("on", "off"),
        _ => ("2", "1"),
    };
    assert_eq!(commit_setting(&serving).await, durable);
    assert_eq!(commit_setting(&importing).await, fast);
}

/// The service's sessions plan as it means them to (`db::postgres_options`): index reads cost
/// little more than sequential ones, and no statement waits for parallel workers to start.
#[tokio::test]
async fn sessions_plan_without_parallel_workers() {
    if !on_postgres() {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
        return;
    }
    let app = spawn_app().await;
    for (setting, expected) in [("max_parallel_workers_per_gather", "0"), ("random_page_cost", "1.1")] {
        let row = app
            .db
            .single_statement()
            .query_one_raw(Statement::from_string(app.db.backend(), format!("SHOW {setting}")))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(row.try_get::<String>("", setting).unwrap(), expected, "{setting}");
    }
}

/// How many statements run at once on PostgreSQL: as many as `DATABASE_POOL_SIZE` allows, the
/// others waiting for a connection of the pool rather than opening more.
#[tokio::test]
async fn the_pool_opens_as_many_connections_as_its_size_and_no_more() {
    if !on_postgres() {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
        return;
    }
    let database = TestDatabase::create().await;
    for pool_size in [2, 4] {
        let settings = DatabaseSettings { pool_size, ..DatabaseSettings::default() };
        let db = Database::connect_with(&database.url, &settings).await.unwrap();
        let sleeps: Vec<_> = (0..6)
            .map(|_| {
                let db = db.clone();
                tokio::spawn(async move {
                    let sleep = Statement::from_string(DbBackend::Postgres, "SELECT pg_sleep(0.6)");
                    db.single_statement().execute_raw(sleep).await.unwrap();
                })
            })
            .collect();
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let shared = db.pool_usage().into_iter().find(|usage| usage.pool == "shared").unwrap();
        assert_eq!((shared.in_use, shared.idle), (pool_size as usize, 0), "pool of {pool_size}");
        for sleep in sleeps {
            sleep.await.unwrap();
        }
    }
}
