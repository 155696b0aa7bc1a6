//! The backups docs/operations.md documents, taken while a client writes and restored into a
//! fresh server: SQLite's `.backup` and `VACUUM INTO`, and PostgreSQL's `pg_basebackup` (of a
//! throwaway cluster). Every write acknowledged before the backup began is in the copy, and an
//! SQLite copy passes `PRAGMA integrity_check`.

use std::{
    process::Command,
    sync::{Arc, Mutex},
};

use rusqlite::{Connection, OpenFlags};
use serde_json::{Value, json};

use crate::{
    helpers::{migrated_with_tenant, on_postgres, postgres_only},
    server_process::{Server, get, post},
    throwaway_cluster::Cluster,
};

/// A client creating people as fast as the server takes them, until stopped; the ids it was
/// answered 201 for.
struct WriteLoad {
    acked: Arc<Mutex<Vec<String>>>,
    task: tokio::task::JoinHandle<()>,
}

impl WriteLoad {
    fn start(port: u16, key: String) -> Self {
        let acked = Arc::new(Mutex::new(Vec::new()));
        let into = acked.clone();
        let task = tokio::spawn(async move {
            for number in 0.. {
                let body = json!({"firstName": format!("Load {number}"), "lastName": "Backup"}).to_string();
                let (status, body) = post(port, "/api/v1/contacts/person", &key, &body).await.unwrap();
                assert_eq!(status, 201, "{body}");
                let id =
                    serde_json::from_str::<Value>(&body).unwrap()["data"]["id"].as_str().unwrap().to_string();
                into.lock().unwrap().push(id);
            }
        });
        WriteLoad { acked, task }
    }

    /// What was acknowledged so far.
    fn acknowledged(&self) -> Vec<String> {
        self.acked.lock().unwrap().clone()
    }

    async fn until_acknowledged(&self, at_least: usize) {
        for _ in 0..600 {
            if self.acked.lock().unwrap().len() >= at_least {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        panic!("the write load made no progress");
    }
}

impl Drop for WriteLoad {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Asserts that a server on `url` lists every one of `acked`.
async fn restored_holds(url: &str, key: &str, acked: &[String], what: &str) {
    let server = Server::start(url, &[("RATE_LIMIT_PER_MINUTE", "1000000")]);
    server.wait_until_up().await;
    let mut listed = std::collections::HashSet::new();
    let mut path = "/api/v1/contacts?pageSize=500".to_string();
    for _ in 0..100 {
        let (status, body) = get(server.port, &path, key).await.unwrap();
        assert_eq!(status, 200, "{what}: {body}");
        let data = serde_json::from_str::<Value>(&body).unwrap()["data"].clone();
        listed
            .extend(data["items"].as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap().to_string()));
        match data["nextCursor"].as_str() {
            Some(cursor) => path = format!("/api/v1/contacts?pageSize=500&cursor={cursor}"),
            None => break,
        }
    }
    let missing: Vec<&String> = acked.iter().filter(|id| !listed.contains(*id)).collect();
    assert!(missing.is_empty(), "{what} lacks {} of {} acknowledged writes", missing.len(), acked.len());
}

#[tokio::test]
async fn sqlite_backups_taken_under_writes_hold_every_earlier_write() {
    if on_postgres() {
        eprintln!("skipped: runs with the SQLite suite");
        return;
    }
    if Command::new("sqlite3").arg("-version").output().is_err() {
        eprintln!("skipped: the sqlite3 command is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("crm.db");
    let url = format!("sqlite://{}?mode=rwc", file.display());
    let key = migrated_with_tenant(&url).await;
    let server = Server::start(&url, &[("RATE_LIMIT_PER_MINUTE", "1000000")]);
    server.wait_until_up().await;
    let load = WriteLoad::start(server.port, key.clone());
    for (name, command) in [("backup.db", ".backup '{}'"), ("vacuumed.db", "VACUUM INTO '{}'")] {
        load.until_acknowledged(load.acknowledged().len() + 20).await;
        let before = load.acknowledged();
        let copy = dir.path().join(name);
        let sql = command.replace("{}", copy.to_str().unwrap());
        let (file, run) = (file.clone(), sql.clone());
        let output =
            tokio::task::spawn_blocking(move || Command::new("sqlite3").arg(&file).arg(&run).output())
                .await
                .unwrap()
                .unwrap();
        assert!(output.status.success(), "{sql}: {}", String::from_utf8_lossy(&output.stderr));
        let copied = Connection::open_with_flags(&copy, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
        let integrity: String = copied.query_row("PRAGMA integrity_check", [], |row| row.get(0)).unwrap();
        assert_eq!(integrity, "ok", "{name}");
        drop(copied);
        restored_holds(&format!("sqlite://{}?mode=rw", copy.display()), &key, &before, name).await;
    }
}

#[tokio::test]
async fn a_postgres_base_backup_taken_under_writes_holds_every_earlier_write() {
    if !postgres_only() {
        return;
    }
    let Some(cluster) = Cluster::start() else { return };
    cluster.execute("CREATE DATABASE crm").await;
    let url = cluster.url("crm");
    let key = migrated_with_tenant(&url).await;
    let server = Server::start(&url, &[("RATE_LIMIT_PER_MINUTE", "1000000")]);
    server.wait_until_up().await;
    let load = WriteLoad::start(server.port, key.clone());
    load.until_acknowledged(30).await;
    let before = load.acknowledged();
    let restored = tokio::task::spawn_blocking({
        let port = cluster.port;
        move || Cluster::from_base_backup_of(port)
    })
    .await
    .unwrap();
    drop(load);
    restored_holds(&restored.url("crm"), &key, &before, "the base backup").await;
}
