//! Concurrent writes to one profile, one contact or one household all land, on both databases.

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

/// 32 clients × 20 rounds of PATCH /expenses on one household: each round adds a line, updates
/// the client's own first line and (for the first 14 clients) sets the client's own scalar
/// amount, which a PATCH working from a stale read of the household would overwrite. Every line
/// and every amount must land with its last value.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_expense_patches_of_one_household_lose_no_line() {
    const CLIENTS: usize = 32;
    const ROUNDS: usize = 20;
    let app = spawn_app().await;
    let home = crate::expenses::household(&app).await;
    app.create("/api/v1/expenses", json!({"profileId": home.profile})).await;
    let scalars = [
        "food",
        "rates",
        "bodyCorporate",
        "homeInsurance",
        "healthInsurance",
        "utilities",
        "phoneAndInternet",
        "transport",
        "childcare",
        "education",
        "clothing",
        "medical",
        "entertainment",
        "rent",
    ];
    let types = [
        "childSupport",
        "fixedCommitments",
        "otherEssentialCosts",
        "otherDiscretionaryLivingCosts",
        "superannuation",
    ];
    let client = |n: usize| {
        let app = &app;
        let profile = home.profile.clone();
        async move {
            let line_type = types[n % types.len()];
            let mut own_line: Option<String> = None;
            for round in 0..ROUNDS {
                let mut lines = vec![json!({"description": format!("client {n} round {round}"), "value": 1})];
                if let Some(id) = &own_line {
                    lines.push(json!({"id": id, "value": round}));
                }
                let mut body = json!({"profileId": profile, line_type: lines});
                if let Some(scalar) = scalars.get(n) {
                    body[*scalar] = json!(round);
                }
                let reply = app.patch("/api/v1/expenses", &body).await;
                assert_eq!(reply.status, 200, "client {n} round {round}: {}", reply.body);
                if own_line.is_none() {
                    let mine = reply.body["data"][line_type]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|line| line["description"] == json!(format!("client {n} round 0")));
                    own_line = Some(mine.unwrap()["id"].as_str().unwrap().to_string());
                }
            }
            own_line.unwrap()
        }
    };
    let own_lines = join_all((0..CLIENTS).map(client)).await;
    let stored = app.data(&format!("/api/v1/expenses?profileId={}", home.profile)).await;
    let all: Vec<&serde_json::Value> =
        types.iter().flat_map(|t| stored[*t].as_array().unwrap().iter()).collect();
    assert_eq!(all.len(), CLIENTS * ROUNDS, "every added line landed");
    for (n, id) in own_lines.iter().enumerate() {
        let line = all.iter().find(|line| line["id"] == json!(id)).unwrap();
        assert_eq!(line["value"], json!(ROUNDS - 1), "client {n}'s last update landed");
    }
    for scalar in scalars {
        assert_eq!(stored[scalar], json!(ROUNDS - 1), "{scalar} was overwritten by a stale write");
    }
}

/// A contact renamed, its profile renamed and new contacts added to the profile, all at once:
/// the profile's and its opportunity's search entries, which carry the others' text, end up
/// with every latest name (a rewrite working from a stale read would keep an old one).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_renames_and_links_keep_profile_and_opportunity_searches_current() {
    let app = spawn_app().await;
    let profile = app.create("/api/v1/profiles", json!({"name": "Start Household"})).await;
    let profile_id = profile["id"].as_str().unwrap().to_string();
    let contact = app
        .create(
            "/api/v1/contacts/person",
            json!({"firstName": "Aroha", "lastName": "Start", "profileId": profile_id}),
        )
        .await;
    let contact_path = format!("/api/v1/contacts/{}/person", contact["id"].as_str().unwrap());
    let profile_path = format!("/api/v1/profiles/{profile_id}");
    let pipeline = app.data("/api/v1/pipelines").await["items"][0]["id"].clone();
    let deal = app
        .create(
            "/api/v1/opportunities",
            json!({"name": "Deal", "profileId": profile_id, "pipelineId": pipeline}),
        )
        .await;
    let found = |path: &'static str, term: String| {
        let app = &app;
        async move {
            let data = app.data(&format!("{path}?searchString={term}")).await;
            data["items"].as_array().unwrap().iter().map(|item| item["id"].clone()).collect::<Vec<_>>()
        }
    };
    for round in 0..8 {
        let renamed_contact = json!({"lastName": format!("contactname{round}q")});
        let renamed_profile = json!({"name": format!("profilename{round}q")});
        let newcomer =
            json!({"firstName": "Tane", "lastName": format!("newcomer{round}q"), "profileId": profile_id});
        let (contact_reply, profile_reply, newcomer_reply) = tokio::join!(
            app.patch(&contact_path, &renamed_contact),
            app.patch(&profile_path, &renamed_profile),
            app.post("/api/v1/contacts/person", &newcomer),
        );
        for reply in [contact_reply, profile_reply, newcomer_reply] {
            assert!(reply.status == 200 || reply.status == 201, "{}", reply.body);
        }
        for term in
            [format!("contactname{round}q"), format!("profilename{round}q"), format!("newcomer{round}q")]
        {
            let profiles = found("/api/v1/profiles/search", term.clone()).await;
            assert!(profiles.contains(&profile["id"]), "round {round}: the profile is found by {term}");
            let deals = found("/api/v1/opportunities/search", term.clone()).await;
            assert_eq!(deals, [deal["id"].clone()], "round {round}: the opportunity is found by {term}");
        }
        if round > 0 {
            for old in [format!("contactname{}q", round - 1), format!("profilename{}q", round - 1)] {
                assert!(
                    found("/api/v1/opportunities/search", old.clone()).await.is_empty(),
                    "round {round}: {old}"
                );
            }
        }
    }
}
