//! Commits that fail inside SQLite, injected by a VFS whose writes fail on demand: an I/O error
//! and a full disk. Neither is a 500, neither leaves the writer inside a transaction: every
//! write acknowledged afterwards is committed, as another connection to the file sees at once.

use rusqlite::{Connection, OpenFlags, ffi};
use serde_json::json;

use super::{LAST_NAME, faulty_vfs};
use crate::{
    events::all_events,
    helpers::{TestApp, on_postgres, spawn_app_with},
};

async fn create_person(app: &TestApp, number: usize) -> crate::helpers::Reply {
    app.post(
        "/api/v1/contacts/person",
        &json!({"firstName": format!("Fault {number}"), "lastName": LAST_NAME}),
    )
    .await
}

/// The ids of the test's people, read by a connection of its own (sees only what committed).
fn committed_people(file: &std::path::Path) -> Vec<String> {
    let reader = Connection::open_with_flags(file, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let mut statement =
        reader.prepare("SELECT lower(hex(id)) FROM contacts WHERE last_name = ?1 ORDER BY 1").unwrap();
    statement.query_map([LAST_NAME], |row| row.get(0)).unwrap().map(Result::unwrap).collect()
}

#[tokio::test]
async fn failed_commits_answer_503_and_every_later_acknowledged_write_is_committed() {
    if on_postgres() {
        eprintln!("skipped: SQLite's own faults, with the SQLite suite");
        return;
    }
    faulty_vfs::register();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("crm.db");
    let url = format!("sqlite://{}?mode=rwc&vfs=faulty", file.display());
    let app = spawn_app_with(&[("DATABASE_URL", &url)]).await;
    let mut acked = Vec::new();
    let mut number = 0;
    let mut write = |expected: Option<(u16, &'static str)>| {
        number += 1;
        let number = number;
        let app = &app;
        async move {
            let reply = create_person(app, number).await;
            match expected {
                None => {
                    assert_eq!(reply.status, 201, "{}", reply.body);
                    Some(reply.body["data"]["id"].as_str().unwrap().replace('-', ""))
                }
                Some((status, code)) => {
                    reply.assert_error(status, code);
                    assert!(reply.header("retry-after").is_some(), "a refused write says when to retry");
                    None
                }
            }
        }
    };
    for _ in 0..3 {
        acked.extend(write(None).await);
    }
    for (fault, code) in
        [(ffi::SQLITE_IOERR_WRITE, "unavailable"), (ffi::SQLITE_FULL, "insufficient_storage")]
    {
        faulty_vfs::fail_writes_with(fault);
        for _ in 0..4 {
            write(Some((503, code))).await;
        }
        let reads = app.get("/api/v1/contacts?pageSize=5").await;
        assert_eq!(reads.status, 200, "reads go on: {}", reads.body);
        faulty_vfs::fail_writes_with(ffi::SQLITE_OK);
        for _ in 0..3 {
            acked.extend(write(None).await);
        }
        acked.sort();
        assert_eq!(committed_people(&file), acked, "after {code}, what was acknowledged is committed");
    }
    let ready = app.get("/readyz").await;
    assert_eq!(ready.body["disk"], "ok", "{}", ready.body);
    let mut created: Vec<String> = all_events(&app)
        .await
        .iter()
        .filter(|event| event["type"] == "contact.created")
        .map(|event| event["resourceId"].as_str().unwrap().replace('-', ""))
        .collect();
    created.sort();
    assert_eq!(created, acked, "the events feed holds exactly the acknowledged creations");
}
