//! Concurrent writes to one profile or one contact all land, on both databases.

use futures_util::future::join_all;
use serde_json::json;

use crate::{contacts::person, helpers::spawn_app};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_additions_of_contacts_to_one_profile_all_land() {
    let app = spawn_app().await;
    let profile = app.create("/api/v1/profiles", json!({"name": "Busy household"})).await;
    let path = format!("/api/v1/profiles/{}", profile["id"].as_str().unwrap());
    let mut contact_ids = Vec::new();
    for n in 0..24 {
        let contact = app.create("/api/v1/contacts/person", person(&format!("Member{n}"), "Busy")).await;
        contact_ids.push(contact["id"].clone());
    }
    let bodies: Vec<_> = contact_ids.iter().map(|id| json!({"contacts": [{"contactId": id}]})).collect();
    let replies = join_all(bodies.iter().map(|body| app.patch(&path, body))).await;
    for reply in &replies {
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    let contacts = app.data(&path).await["contacts"].as_array().unwrap().len();
    assert_eq!(contacts, 24, "every link landed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_updates_of_different_fields_of_one_contact_all_land() {
    let app = spawn_app().await;
    let contact = app.create("/api/v1/contacts/person", person("Aroha", "Ngata")).await;
    let id = contact["id"].as_str().unwrap();
    let path = format!("/api/v1/contacts/{id}/person");
    let fields = ["title", "middleName", "preferredName", "email", "phone", "mobilePhone"];
    // Each round writes new values, so an update lost to a stale read cannot be hidden by a
    // later round writing the same value again.
    for round in 0..5 {
        let changes: Vec<_> = fields
            .iter()
            .map(|field| {
                let value = match *field {
                    "email" => format!("aroha{round}@example.co.nz"),
                    "phone" | "mobilePhone" => format!("021 555 010{round}"),
                    other => format!("{other}{round}"),
                };
                json!({ *field: value })
            })
            .collect();
        let replies = join_all(changes.iter().map(|change| app.patch(&path, change))).await;
        assert!(replies.iter().all(|r| r.status == 200));
        let stored = app.data(&format!("/api/v1/contacts/{id}")).await;
        for change in &changes {
            let (field, value) = change.as_object().unwrap().iter().next().unwrap();
            assert_eq!(&stored[field], value, "round {round}: {field} was lost");
        }
    }
}
