//! A PostgreSQL cluster of a test's own, made with `initdb` and started on a free port, for
//! what must not touch the test run's shared server: a tablespace on a disk that fills, base
//! backups restored as clusters of their own.

use std::{path::Path, process::Command};

use sea_orm::ConnectionTrait;

/// A PostgreSQL cluster of the test's own, stopped and removed when dropped.
pub struct Cluster {
    data: tempfile::TempDir,
    pub port: u16,
}

/// Runs a PostgreSQL program as the `postgres` user (it refuses to run as root).
pub fn as_postgres(program: &str, args: &[&str]) -> bool {
    Command::new("runuser")
        .args(["-u", "postgres", "--", program])
        .args(args)
        .output()
        .is_ok_and(|output| output.status.success())
}

pub fn give_to_postgres(path: &Path) {
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
        Some(Self::start_in(data))
    }

    /// Starts the cluster whose data directory is `data` on a free port.
    fn start_in(data: tempfile::TempDir) -> Self {
        let dir = data.path().to_str().unwrap().to_string();
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let options = format!("-p {port} -c listen_addresses=127.0.0.1 -k {dir} -c fsync=off");
        let log = format!("{dir}/server.log");
        let started = as_postgres("pg_ctl", &["-D", &dir, "-o", &options, "-l", &log, "-w", "start"]);
        assert!(started, "pg_ctl start: {}", std::fs::read_to_string(&log).unwrap_or_default());
        Cluster { data, port }
    }

    /// Takes a base backup of the cluster on `port` while it runs (`pg_basebackup`, WAL streamed with
    /// it) and starts it as a cluster of its own, which recovers to the backup's end.
    pub fn from_base_backup_of(port: u16) -> Self {
        let copy = tempfile::tempdir().unwrap();
        give_to_postgres(copy.path());
        let (port, dir) = (port.to_string(), copy.path().to_str().unwrap().to_string());
        let args =
            ["-h", "127.0.0.1", "-p", &port, "-U", "postgres", "-D", &dir, "-X", "stream", "-c", "fast"];
        assert!(as_postgres("pg_basebackup", &args), "pg_basebackup");
        // PostgreSQL starts only on a data directory of mode 0700 (or 0750).
        let _ = Command::new("chmod").args(["0700", &dir]).status();
        Self::start_in(copy)
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
