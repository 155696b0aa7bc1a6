//! The feed under sixteen writers on two instances of one database (docs/decisions.md,
//! ADR-24): a reader following it with `after`, from either instance in turn, sees every event
//! exactly once, in the order of the whole list read afterwards, and each record's events in the
//! order its changes were made.

use std::{
    collections::{HashMap, HashSet},
    sync::atomic::{AtomicBool, Ordering},
};

use futures_util::future::join_all;
use serde_json::{Value, json};

use crate::{
    helpers::database_with_tenant,
    server_process::{Server, get, patch, post},
};

const WRITERS: usize = 16;
const CONTACTS_PER_WRITER: usize = 4;
/// Each contact's last name is changed this many times after its creation.
const CHANGES: usize = 2;

/// The `data` of an answer that must have `status`.
fn data(answer: Option<(u16, String)>, status: u16) -> Value {
    let (got, body) = answer.expect("the server answers");
    assert_eq!(got, status, "{body}");
    serde_json::from_str::<Value>(&body).unwrap()["data"].clone()
}

/// One writer: its contacts, each created and then changed [`CHANGES`] times.
async fn write(port: u16, key: &str, writer: usize) {
    for n in 0..CONTACTS_PER_WRITER {
        let body = json!({"firstName": format!("Writer{writer}x{n}"), "lastName": "Change0"}).to_string();
        let contact = data(post(port, "/api/v1/contacts/person", key, &body).await, 201);
        let path = format!("/api/v1/contacts/{}/person", contact["id"].as_str().unwrap());
        for change in 1..=CHANGES {
            let body = json!({"lastName": format!("Change{change}")}).to_string();
            data(patch(port, &path, key, &body).await, 200);
        }
    }
}

/// The events after `after` (from the start when none), as `port`'s instance lists them.
async fn events_after(port: u16, key: &str, after: Option<&Value>) -> Vec<Value> {
    let path = match after {
        Some(event) => format!("/api/v1/events?pageSize=500&after={}", event["id"].as_str().unwrap()),
        None => "/api/v1/events?pageSize=500".to_string(),
    };
    data(get(port, &path, key).await, 200)["items"].as_array().unwrap().clone()
}

/// Follows the feed with `after` from `ports` in turn until it reads nothing new.
async fn follow(ports: [u16; 2], key: &str, seen: &mut Vec<Value>) {
    for turn in 0.. {
        let batch = events_after(ports[turn % 2], key, seen.last()).await;
        if batch.is_empty() {
            return;
        }
        seen.extend(batch);
    }
}

fn ids(events: &[Value]) -> Vec<String> {
    events.iter().map(|event| event["id"].as_str().unwrap().to_string()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_writers_on_two_instances_leave_a_feed_in_order_with_no_gap_and_no_duplicate() {
    let (database, key) = database_with_tenant().await;
    let unlimited =
        [("RATE_LIMIT_PER_MINUTE", "100000"), ("RATE_LIMIT_PER_ORGANISATION_PER_MINUTE", "100000")];
    let servers = [Server::start(&database.url, &unlimited), Server::start(&database.url, &unlimited)];
    for server in &servers {
        server.wait_until_up().await;
    }
    let ports = [servers[0].port, servers[1].port];
    let done = AtomicBool::new(false);
    let writers = async {
        join_all((0..WRITERS).map(|writer| write(ports[writer % 2], &key, writer))).await;
        done.store(true, Ordering::SeqCst);
    };
    let reader = async {
        let mut seen = Vec::new();
        loop {
            let finished = done.load(Ordering::SeqCst);
            follow(ports, &key, &mut seen).await;
            if finished {
                break seen;
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    };
    let ((), seen) = tokio::join!(writers, reader);

    let mut everything = Vec::new();
    follow([ports[1], ports[0]], &key, &mut everything).await;
    let (seen_ids, all_ids) = (ids(&seen), ids(&everything));
    let missed: Vec<&String> = all_ids.iter().filter(|id| !seen_ids.contains(id)).collect();
    assert!(
        missed.is_empty(),
        "the follower missed {} of {} events: {missed:?}",
        missed.len(),
        all_ids.len()
    );
    assert_eq!(seen_ids.iter().collect::<HashSet<_>>().len(), seen.len(), "no event twice");
    assert!(seen_ids == all_ids, "the follower saw the events in another order than the feed lists");

    // Each contact's events: its creation, then its changes in the order they were made.
    let mut by_contact: HashMap<String, Vec<String>> = HashMap::new();
    for event in seen.iter().filter(|event| event["resourceType"] == "contact") {
        let last_name = event["data"]["lastName"].as_str().unwrap().to_string();
        by_contact.entry(event["resourceId"].as_str().unwrap().to_string()).or_default().push(last_name);
    }
    assert_eq!(by_contact.len(), WRITERS * CONTACTS_PER_WRITER);
    let in_order: Vec<String> = (0..=CHANGES).map(|change| format!("Change{change}")).collect();
    for (contact, last_names) in by_contact {
        assert_eq!(last_names, in_order, "contact {contact}'s events out of order");
    }
}
