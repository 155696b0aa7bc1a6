//! PostgreSQL with its database in a tablespace on a filesystem that fills, in a throwaway
//! cluster the test makes with `initdb` on a port of its own (the shared server of the test
//! run is never touched).

use std::{path::Path, process::Command};

use advisory_crm::db::{Database, MigrationPolicy};
use sea_orm::{ConnectionTrait, Statement};

use super::{LAST_NAME, small_disk::SmallDisk, write_past_full_and_back};
use crate::{
    helpers::{create_tenant, postgres_only},
    server_process::Server,
};

/// A PostgreSQL cluster of the test's own, stopped and removed when dropped.
pub struct Cluster {
    data: tempfile::TempDir,
    pub port: u16,
}

/// Runs a PostgreSQL program as the `postgres` user (it refuses to run as root).
fn as_postgres(program: &str, args: &[&str]) -> bool {
    Command::new("runuser")
        .args(["-u", "postgres", "--", program])
        .args(args)
        .output()
        .is_ok_and(|output| output.status.success())
}

fn give_to_postgres(path: &Path) {
    let _ = Command::new("chown").args(["-R", "postgres:postgres"]).arg(path).status();
}

impl Cluster {
    /// `initdb` and a start on a free port; `None` (saying so) where PostgreSQL's programs or
    /// the `postgres` user are not there.
    pub fn start() -> Option<Self> {
        let data = tempfile::tempdir().unwrap();
        give_to_postgres(data.path());
        let dir = data.path().to_str().unwrap().to_string();
        if !as_postgres("initdb", &["-D", &dir, "-A", "trust", "-U", "postgres", "--no-sync"]) {
            eprintln!("skipped: initdb (as the postgres user) is not available here");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let options = format!("-p {port} -c listen_addresses=127.0.0.1 -k {dir} -c fsync=off");
        let log = format!("{dir}/server.log");
        assert!(
            as_postgres("pg_ctl", &["-D", &dir, "-o", &options, "-l", &log, "-w", "start"]),
            "pg_ctl start"
        );
        Some(Cluster { data, port })
    }

    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// Runs `sql` on the cluster's `postgres` database.
    pub async fn execute(&self, sql: &str) {
        let admin = sea_orm::Database::connect(self.url("postgres")).await.unwrap();
        admin.execute_unprepared(sql).await.unwrap();
        admin.close().await.unwrap();
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let dir = self.data.path().to_str().unwrap().to_string();
        as_postgres("pg_ctl", &["-D", &dir, "-m", "immediate", "-w", "stop"]);
    }
}

#[tokio::test]
async fn postgres_on_a_full_disk_refuses_writes_and_loses_nothing_acknowledged() {
    if !postgres_only() {
        return;
    }
    let Some(disk) = SmallDisk::mount(24) else { return };
    let Some(cluster) = Cluster::start() else { return };
    let space = disk.path().join("tablespace");
    std::fs::create_dir(&space).unwrap();
    give_to_postgres(&space);
    cluster.execute(&format!("CREATE TABLESPACE small LOCATION '{}'", space.display())).await;
    cluster.execute("CREATE DATABASE crm TABLESPACE small").await;
    let url = cluster.url("crm");
    let key = {
        let db = Database::connect(&url).await.unwrap();
        db.migrate(MigrationPolicy::Apply).await.unwrap();
        create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await.key
    };
    let start = || Server::start(&url, &[]);
    let acked = write_past_full_and_back(&disk, start, &key).await;

    let direct = sea_orm::Database::connect(&url).await.unwrap();
    let rows = direct
        .query_all_raw(Statement::from_sql_and_values(
            sea_orm::DbBackend::Postgres,
            "SELECT id::text AS id FROM contacts WHERE last_name = $1 ORDER BY 1",
            [LAST_NAME.into()],
        ))
        .await
        .unwrap();
    let stored: Vec<String> = rows.iter().map(|row| row.try_get::<String>("", "id").unwrap()).collect();
    let mut expected = acked.ids.clone();
    expected.sort();
    assert_eq!(stored, expected, "the database holds exactly the acknowledged people");
}
