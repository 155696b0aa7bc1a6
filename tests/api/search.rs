//! Searching contacts and profiles: case- and accent-insensitive substrings of names, e-mail
//! addresses and phone numbers, paginated; a blank term is a 400.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

async fn seed(app: &TestApp) {
    for body in [
        json!({"firstName": "Aroha", "lastName": "Tūhoe", "email": "aroha.t@example.co.nz", "phone": "021 555 1234"}),
        json!({"firstName": "James", "lastName": "O'Brien", "preferredName": "Jim", "email": "jim@obrien.nz"}),
        json!({"firstName": "Mere", "middleName": "Ariana", "lastName": "Parata", "mobilePhone": "027 444 9876"}),
        json!({"firstName": "Sam", "lastName": "Smith_Jones", "email": "sam@100%.nz"}),
    ] {
        app.create("/api/v1/contacts/person", body).await;
    }
    app.create(
        "/api/v1/contacts/company",
        json!({"companyName": "Rimu Builders Limited", "tradingName": "Tūī Homes"}),
    )
    .await;
    app.create("/api/v1/contacts/trust", json!({"trustName": "Parata Family Trust"})).await;
}

async fn names(app: &TestApp, path: &str, term: &str) -> Vec<String> {
    let encoded: String = form_urlencoded::byte_serialize(term.as_bytes()).collect();
    let data = app.data(&format!("{path}?searchString={encoded}")).await;
    data["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c: &Value| {
            c.get("lastName")
                .or(c.get("companyName"))
                .or(c.get("trustName"))
                .or(c.get("name"))
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

#[tokio::test]
async fn contacts_are_found_by_any_name_ignoring_case_and_macrons() {
    let app = spawn_app().await;
    seed(&app).await;
    let search = |term: &'static str| names(&app, "/api/v1/contacts/search", term);
    assert_eq!(search("tuhoe").await, ["Tūhoe"]);
    assert_eq!(search("TŪHOE").await, ["Tūhoe"]);
    assert_eq!(search("aroh").await, ["Tūhoe"], "partial");
    assert_eq!(search("jim").await, ["O'Brien"], "preferred name and e-mail");
    assert_eq!(search("ariana").await, ["Parata"], "middle name");
    assert_eq!(
        search("parata").await,
        ["Parata", "Parata Family Trust"],
        "person and trust, in creation order"
    );
    assert_eq!(search("rimu").await, ["Rimu Builders Limited"], "company name");
    assert_eq!(search("tui homes").await, ["Rimu Builders Limited"], "trading name");
    assert_eq!(search("no such person").await, Vec::<String>::new());
}

#[tokio::test]
async fn contacts_are_found_by_email_and_phone() {
    let app = spawn_app().await;
    seed(&app).await;
    let search = |term: &'static str| names(&app, "/api/v1/contacts/search", term);
    assert_eq!(search("aroha.t@example").await, ["Tūhoe"]);
    assert_eq!(search("021 555").await, ["Tūhoe"]);
    assert_eq!(search("0215551234").await, ["Tūhoe"], "digits without spaces");
    assert_eq!(search("4449876").await, ["Parata"], "mobile");
    assert_eq!(search("100%").await, ["Smith_Jones"], "wildcard characters are literal");
    assert_eq!(search("h_j").await, ["Smith_Jones"]);
    assert_eq!(search("s%.nz").await, Vec::<String>::new());
}

#[tokio::test]
async fn a_blank_or_missing_search_string_is_a_400() {
    let app = spawn_app().await;
    for path in ["/api/v1/contacts/search", "/api/v1/profiles/search"] {
        for query in ["", "?searchString=", "?searchString=%20%20", "?searchString=%09"] {
            let reply = app.get(&format!("{path}{query}")).await;
            reply.assert_error(400, "validation_failed");
            assert_eq!(reply.error_fields(), ["searchString"]);
            assert_eq!(reply.body["message"], "searchString is required", "{path}{query}");
        }
    }
}

#[tokio::test]
async fn search_results_are_paginated() {
    let app = spawn_app().await;
    for n in 0..5 {
        app.create("/api/v1/contacts/person", json!({"firstName": format!("Kauri{n}"), "lastName": "Tree"}))
            .await;
    }
    let first = app.data("/api/v1/contacts/search?searchString=kauri&pageSize=2").await;
    assert_eq!(
        (first["totalItems"].as_u64(), first["totalPages"].as_u64(), first["nextPage"].as_u64()),
        (Some(5), Some(3), Some(2))
    );
    let last = app.get("/api/v1/contacts/search?searchString=kauri&pageSize=2&page=3").await;
    assert_eq!(last.body["data"]["items"].as_array().unwrap().len(), 1);
    assert!(last.header("link").unwrap().contains("searchString=kauri"), "links keep the search");
}

#[tokio::test]
async fn profiles_are_found_by_their_name_or_their_contacts() {
    let app = spawn_app().await;
    seed(&app).await;
    let renamed = app.create("/api/v1/profiles", json!({"name": "Kōwhai Household"})).await;
    assert_eq!(renamed["name"], "Kōwhai Household");
    let search = |term: &'static str| names(&app, "/api/v1/profiles/search", term);
    assert_eq!(search("kowhai").await, ["Kōwhai Household"]);
    assert_eq!(search("tuhoe").await, ["Aroha Tūhoe"], "through a contact's name");
    assert_eq!(search("obrien.nz").await, ["James O'Brien"], "through a contact's e-mail");
    assert_eq!(search("parata").await, ["Mere Parata", "Parata Family Trust"]);
}

#[tokio::test]
async fn a_search_page_past_the_end_is_empty_with_the_right_total() {
    let app = spawn_app().await;
    seed(&app).await;
    let data = app.data("/api/v1/contacts/search?searchString=parata&page=5&pageSize=1").await;
    assert_eq!(data["items"], json!([]));
    assert_eq!(data["totalItems"], 2);
    let none = app.data("/api/v1/profiles/search?searchString=nobody-at-all").await;
    assert_eq!((none["totalItems"].as_u64(), none["totalPages"].as_u64()), (Some(0), Some(0)));
}
