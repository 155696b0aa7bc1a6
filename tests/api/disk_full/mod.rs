//! A full disk, on each database: writes past it are refused with 503 `insufficient_storage`
//! (never a 500, never acknowledged without a commit), reads go on and `/readyz` says the disk
//! is full; once space is freed writes are taken again without a restart; a server killed while
//! the disk is full, and started again on it, loses nothing it acknowledged. Afterwards exactly
//! the acknowledged writes are there: through the API, in the events feed, and in the database.

mod faulty_vfs;
mod io_faults;
mod postgres;
mod small_disk;
mod sqlite;

use serde_json::{Value, json};

use crate::server_process::{Server, get, post};

/// The last name of every person the tests create, to tell them from other records.
pub const LAST_NAME: &str = "Kapua-Diskfull";
/// Bytes left free when the disk is filled: some hundreds of writes' worth.
const HEADROOM: u64 = 384 * 1024;
/// Consecutive refusals after which the disk counts as full (a small write may still fit).
const REFUSALS_IN_A_ROW: u32 = 15;
/// The most writes one filling makes (a bound on the loop).
const MOST_WRITES: u32 = 1_500;

enum Answer {
    Created(String),
    Refused,
}

/// Creates one person; panics on any answer but 201 or 503 `insufficient_storage`.
async fn create_person(port: u16, key: &str, number: usize) -> Answer {
    let body = json!({"firstName": format!("Fill {number}"), "lastName": LAST_NAME}).to_string();
    let (status, body) = post(port, "/api/v1/contacts/person", key, &body).await.expect("the server answers");
    let parsed: Value = serde_json::from_str(&body).unwrap_or_default();
    match status {
        201 => Answer::Created(parsed["data"]["id"].as_str().expect("a created id").to_string()),
        503 if parsed["code"] == "insufficient_storage" => Answer::Refused,
        _ => panic!("a write answered {status}: {body}"),
    }
}

/// The ids the server acknowledged, in order.
#[derive(Default)]
pub struct Acknowledged {
    pub ids: Vec<String>,
    refused: usize,
}

impl Acknowledged {
    async fn write(&mut self, port: u16, key: &str) -> bool {
        let number = self.ids.len() + self.refused;
        match create_person(port, key, number).await {
            Answer::Created(id) => {
                self.ids.push(id);
                true
            }
            Answer::Refused => {
                self.refused += 1;
                false
            }
        }
    }

    /// Writes until the disk refuses [`REFUSALS_IN_A_ROW`] writes in a row, or [`MOST_WRITES`]
    /// have been made (what is then missing tells why the disk did not fill).
    async fn write_until_full(&mut self, port: u16, key: &str) {
        let mut in_a_row = 0;
        for _ in 0..MOST_WRITES {
            in_a_row = if self.write(port, key).await { 0 } else { in_a_row + 1 };
            if in_a_row == REFUSALS_IN_A_ROW {
                return;
            }
        }
    }
}

/// Fills the disk the database is on, writes past it, frees space, writes, and does it again
/// with the server killed while the disk is full; then checks what the API holds. `start`
/// starts a server on the database. Answers what was acknowledged.
pub async fn write_past_full_and_back(
    disk: &small_disk::SmallDisk,
    start: impl Fn() -> Server,
    key: &str,
) -> Acknowledged {
    let mut acked = Acknowledged::default();
    let server = start();
    server.wait_until_up().await;
    for _ in 0..5 {
        assert!(acked.write(server.port, key).await, "a write before the disk fills");
    }

    disk.fill_leaving(HEADROOM);
    acked.write_until_full(server.port, key).await;
    let (status, ready) = get(server.port, "/readyz", "").await.unwrap();
    assert_eq!(status, 200, "readiness stays 200 while the disk is full: {ready}");
    let said_full = serde_json::from_str::<Value>(&ready).unwrap()["disk"] == "full";
    let (status, page) = get(server.port, "/api/v1/contacts?pageSize=5", key).await.unwrap();
    assert_eq!(status, 200, "reads go on while the disk is full: {page}");

    disk.free_space();
    for _ in 0..10 {
        assert!(acked.write(server.port, key).await, "writes are taken again once space is freed");
    }
    let (_, ready) = get(server.port, "/readyz", "").await.unwrap();
    let said_ok = serde_json::from_str::<Value>(&ready).unwrap()["disk"] == "ok";

    disk.fill_leaving(HEADROOM);
    acked.write_until_full(server.port, key).await;
    server.stop();
    let server = start();
    server.wait_until_up().await;
    for _ in 0..5 {
        acked.write(server.port, key).await;
    }
    disk.free_space();
    for _ in 0..10 {
        assert!(acked.write(server.port, key).await, "writes are taken after a restart on a full disk");
    }
    server.stop();

    let server = start();
    server.wait_until_up().await;
    let mut listed = listed_people(server.port, key).await;
    let mut created = created_events(server.port, key).await;
    let mut expected = acked.ids.clone();
    expected.sort();
    listed.sort();
    created.sort();
    assert_eq!(
        listed.len(),
        expected.len(),
        "people listed against acknowledged ({} refused)",
        acked.refused
    );
    assert_eq!(listed, expected, "the API lists exactly the acknowledged people");
    assert_eq!(created, expected, "the events feed holds exactly the acknowledged creations");
    assert!(acked.refused >= 2 * REFUSALS_IN_A_ROW as usize, "the disk filled twice");
    assert!(said_full, "/readyz said the disk was full while it was");
    assert!(said_ok, "/readyz said the disk had room once writes were taken again");
    acked
}

/// Every GET page of `path` (a cursor walk), each page's `items`.
async fn walk(port: u16, key: &str, path: &str, next: impl Fn(&Value) -> Option<String>) -> Vec<Value> {
    let mut items = Vec::new();
    let mut url = path.to_string();
    for _ in 0..1_000 {
        let (status, body) = get(port, &url, key).await.unwrap();
        assert_eq!(status, 200, "{url}: {body}");
        let data = serde_json::from_str::<Value>(&body).unwrap()["data"].clone();
        let page = data["items"].as_array().unwrap().clone();
        let Some(after) = (!page.is_empty()).then(|| next(&data)).flatten() else {
            items.extend(page);
            return items;
        };
        items.extend(page);
        url = format!("{path}&{after}");
    }
    panic!("{path} has more than 1,000 pages");
}

/// The ids of the test's people, as the contacts list has them.
async fn listed_people(port: u16, key: &str) -> Vec<String> {
    let next = |data: &Value| data["nextCursor"].as_str().map(|cursor| format!("cursor={cursor}"));
    let contacts = walk(port, key, "/api/v1/contacts?pageSize=500", next).await;
    contacts
        .iter()
        .filter(|contact| contact["lastName"] == LAST_NAME)
        .map(|contact| contact["id"].as_str().unwrap().to_string())
        .collect()
}

/// The ids of the contacts whose creation the events feed holds.
async fn created_events(port: u16, key: &str) -> Vec<String> {
    let next = |data: &Value| {
        data["items"]
            .as_array()
            .and_then(|items| items.last())
            .map(|last| format!("after={}", last["id"].as_str().unwrap()))
    };
    let events = walk(port, key, "/api/v1/events?pageSize=500", next).await;
    events
        .iter()
        .filter(|event| event["type"] == "contact.created" && event["data"]["lastName"] == LAST_NAME)
        .map(|event| event["resourceId"].as_str().unwrap().to_string())
        .collect()
}
