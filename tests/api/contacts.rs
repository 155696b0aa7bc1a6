//! Contacts of the three types: round trips, validation, the archived-profile rule, tenancy.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

pub fn person(first: &str, last: &str) -> Value {
    json!({"firstName": first, "lastName": last})
}

fn full_person() -> Value {
    json!({
        "title": "Ms", "firstName": "Aroha", "middleName": "Mere", "lastName": "Ngata",
        "preferredName": "Ro", "dateOfBirth": "1984-02-29", "gender": "Female",
        "email": "aroha.ngata@example.co.nz", "phone": "04 555 0101", "mobilePhone": "+64 21 555 0102",
        "AddressHistory": [
            {"addressLine1": "12 Kōwhai Street", "addressLine2": "Flat 2", "suburb": "Aro Valley",
             "city": "Wellington", "postcode": "6021", "fromDate": "2019-03-01", "isCurrent": true},
            {"addressLine1": "5 Beach Road", "city": "Napier", "country": "NZ",
             "fromDate": "2012-01-01", "toDate": "2019-02-28", "isCurrent": false}
        ],
        "EmploymentHistory": [
            {"employerName": "Te Papa Tongarewa", "occupation": "Curator", "employmentType": "FullTime",
             "annualIncome": 92500.5, "fromDate": "2019-04-01", "isCurrent": true}
        ]
    })
}

/// Asserts every field sent comes back unchanged.
#[track_caller]
fn assert_contains(actual: &Value, sent: &Value) {
    for (key, value) in sent.as_object().unwrap() {
        match (value, &actual[key]) {
            (Value::Array(sent_lines), Value::Array(lines)) => {
                assert_eq!(sent_lines.len(), lines.len(), "{key}");
                for (sent_line, line) in sent_lines.iter().zip(lines) {
                    assert_contains(line, sent_line);
                }
            }
            (value, actual_value) => assert_eq!(actual_value, value, "{key} in {actual}"),
        }
    }
}

async fn contact_count(app: &TestApp) -> u64 {
    app.data("/api/v1/contacts").await["totalItems"].as_u64().unwrap()
}

#[tokio::test]
async fn a_person_round_trips_every_field() {
    let app = spawn_app().await;
    let sent = full_person();
    let created = app.create("/api/v1/contacts/person", sent.clone()).await;
    assert_eq!(created["contactType"], "Person");
    assert_eq!(created["IsArchived"], false);
    assert_contains(&created, &sent);
    assert_eq!(created["AddressHistory"][0]["country"], "NZ", "country defaults to NZ");
    let fetched = app.data(&format!("/api/v1/contacts/{}", created["id"].as_str().unwrap())).await;
    assert_eq!(fetched, created);
    let listed = app.data("/api/v1/contacts").await;
    assert_eq!(listed["items"][0], created);
}

#[tokio::test]
async fn a_company_round_trips_every_field() {
    let app = spawn_app().await;
    let sent = json!({"companyName": "Rimu Builders Limited", "tradingName": "Rimu Builders",
        "nzbn": "9429041234567", "companyNumber": "1234567", "industry": "Construction",
        "email": "accounts@rimubuilders.co.nz", "phone": "09 555 0199"});
    let created = app.create("/api/v1/contacts/company", sent.clone()).await;
    assert_eq!(created["contactType"], "Company");
    assert_contains(&created, &sent);
    assert!(created.get("firstName").is_none(), "a company has no person fields");
    assert_eq!(app.data(&format!("/api/v1/contacts/{}", created["id"].as_str().unwrap())).await, created);
}

#[tokio::test]
async fn a_trust_round_trips_every_field() {
    let app = spawn_app().await;
    let sent = json!({"trustName": "Ngata Whānau Trust", "trustType": "Family", "settlementDate": "2015-06-30",
        "email": "trustees@ngata.nz", "phone": "07 555 0123"});
    let created = app.create("/api/v1/contacts/trust", sent.clone()).await;
    assert_eq!(created["contactType"], "Trust");
    assert_contains(&created, &sent);
    assert_eq!(app.data(&format!("/api/v1/contacts/{}", created["id"].as_str().unwrap())).await, created);
}

#[tokio::test]
async fn a_contact_created_without_a_profile_gets_one_named_after_it_as_key_contact() {
    let app = spawn_app().await;
    let company = app.create("/api/v1/contacts/company", json!({"companyName": "Tōtara Cafe Ltd"})).await;
    assert_eq!(company["isKeyContact"], true);
    let profile_id = company["profiles"][0]["profileId"].as_str().unwrap();
    assert_eq!(company["profiles"][0]["isKeyContact"], true);
    let profile = app.data(&format!("/api/v1/profiles/{profile_id}")).await;
    assert_eq!(profile["name"], "Tōtara Cafe Ltd");
    assert_eq!(profile["profileType"], "Business");
    assert_eq!(profile["keyContactId"], company["id"]);
    let person = app.create("/api/v1/contacts/person", person("Hemi", "Walker")).await;
    let profile_id = person["profiles"][0]["profileId"].as_str().unwrap();
    assert_eq!(app.data(&format!("/api/v1/profiles/{profile_id}")).await["profileType"], "Personal");
}

#[tokio::test]
async fn person_validation_names_every_broken_field_and_changes_nothing() {
    let app = spawn_app().await;
    let before = contact_count(&app).await;
    let body = json!({
        "firstName": "  ", "lastName": "Ngata", "email": "not-an-email", "phone": "call me",
        "dateOfBirth": "2999-01-01",
        "AddressHistory": [
            {"city": "Wellington"},
            {"addressLine1": "5 Beach Road", "fromDate": "2020-01-01", "toDate": "2019-01-01", "isCurrent": true},
            {"addressLine1": "7 Hill Road", "isCurrent": true}
        ],
        "EmploymentHistory": [{"employerName": "Acme", "annualIncome": -1}]
    });
    // What the schema states is checked first, all at once.
    let reply = app.post("/api/v1/contacts/person", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["firstName", "email", "phone", "AddressHistory[0].addressLine1"]);
    assert_eq!(reply.body["errors"][0]["message"], "must not be blank");
    assert_eq!(reply.body["errors"][1]["message"], "must be an e-mail address");

    // Then the rules no schema can state, all at once.
    let mut body = body;
    body["firstName"] = json!("Aroha");
    body["email"] = json!("aroha@example.co.nz");
    body["phone"] = json!("04 555 0101");
    body["AddressHistory"][0]["addressLine1"] = json!("1 First Street");
    let reply = app.post("/api/v1/contacts/person", &body).await;
    reply.assert_error(400, "validation_failed");
    let mut fields = reply.error_fields();
    fields.sort();
    assert_eq!(
        fields,
        ["AddressHistory", "AddressHistory[1].toDate", "EmploymentHistory[0].annualIncome", "dateOfBirth"]
    );
    assert_eq!(contact_count(&app).await, before);
}

#[tokio::test]
async fn required_fields_of_each_type_are_named_when_missing() {
    let app = spawn_app().await;
    for (kind, field) in [("person", "firstName"), ("company", "companyName"), ("trust", "trustName")] {
        let reply = app.post(&format!("/api/v1/contacts/{kind}"), &json!({"lastName": "X"})).await;
        reply.assert_error(400, "validation_failed");
        assert!(reply.error_fields().contains(&field.to_string()), "{kind}: {}", reply.body);
    }
    let reply = app.post("/api/v1/contacts/company", &json!({"companyName": "X", "nzbn": "123"})).await;
    assert_eq!(reply.error_fields(), ["nzbn"]);
    let reply = app.post("/api/v1/contacts/trust", &json!({"trustName": "X", "trustType": "Secret"})).await;
    assert_eq!(reply.error_fields(), ["trustType"]);
}

#[tokio::test]
async fn employment_income_is_exact_money() {
    let app = spawn_app().await;
    let body = json!({"firstName": "A", "lastName": "B", "EmploymentHistory": [{"employerName": "C", "annualIncome": 1234567.89}]});
    let created = app.create("/api/v1/contacts/person", body).await;
    assert_eq!(created["EmploymentHistory"][0]["annualIncome"].to_string(), "1234567.89");
    let body = json!({"firstName": "A", "lastName": "B", "EmploymentHistory": [{"employerName": "C", "annualIncome": 10.001}]});
    let reply = app.post("/api/v1/contacts/person", &body).await;
    assert_eq!(reply.error_fields(), ["EmploymentHistory[0].annualIncome"]);
}

#[tokio::test]
async fn an_update_changes_only_the_fields_sent_and_null_clears() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/contacts/person", full_person()).await;
    let id = created["id"].as_str().unwrap();
    let reply = app
        .patch(
            &format!("/api/v1/contacts/{id}/person"),
            &json!({"preferredName": null, "lastName": "Ngata-Smith"}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let updated = &reply.body["data"];
    assert_eq!(updated["lastName"], "Ngata-Smith");
    assert!(updated["preferredName"].is_null());
    assert_eq!(updated["firstName"], created["firstName"]);
    assert_eq!(updated["AddressHistory"], created["AddressHistory"]);
    assert_eq!(updated["createdTimestamp"], created["createdTimestamp"]);
}

#[tokio::test]
async fn an_update_replaces_the_history_lists_and_validates_them() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/contacts/person", full_person()).await;
    let path = format!("/api/v1/contacts/{}/person", created["id"].as_str().unwrap());
    let lines = json!({"AddressHistory": [{"addressLine1": "1 New Street", "isCurrent": true}]});
    let updated = app.patch(&path, &lines).await.body["data"].clone();
    assert_eq!(updated["AddressHistory"].as_array().unwrap().len(), 1);
    assert_eq!(updated["EmploymentHistory"], created["EmploymentHistory"]);
    let bad = json!({"EmploymentHistory": [{"employerName": "A", "isCurrent": true}, {"employerName": "B", "isCurrent": true}]});
    let reply = app.patch(&path, &bad).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["EmploymentHistory"]);
    let reply = app.patch(&path, &json!({"firstName": null})).await;
    assert_eq!(reply.error_fields(), ["firstName"]);
    assert_eq!(
        app.data(&format!("/api/v1/contacts/{}", created["id"].as_str().unwrap())).await["AddressHistory"],
        updated["AddressHistory"]
    );
}

#[tokio::test]
async fn updating_through_another_types_endpoint_is_a_400() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/contacts/person", person("Kiri", "Hohaia")).await;
    let id = created["id"].as_str().unwrap();
    for kind in ["company", "trust"] {
        let reply = app.patch(&format!("/api/v1/contacts/{id}/{kind}"), &json!({"email": "k@h.nz"})).await;
        reply.assert_error(400, "validation_failed");
        assert!(reply.body["message"].as_str().unwrap().contains(&format!("/contacts/{id}/person")));
    }
}

#[tokio::test]
async fn a_contact_is_archived_with_is_archived() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/contacts/trust", json!({"trustName": "Old Trust"})).await;
    let path = format!("/api/v1/contacts/{}/trust", created["id"].as_str().unwrap());
    let archived = app.patch(&path, &json!({"IsArchived": true})).await;
    assert_eq!(archived.body["data"]["IsArchived"], true);
    assert_eq!(app.data("/api/v1/contacts").await["items"][0]["IsArchived"], true);
    let restored = app.patch(&path, &json!({"IsArchived": false})).await;
    assert_eq!(restored.body["data"]["IsArchived"], false);
}

async fn archive_profile(app: &TestApp, profile_id: &str) {
    let reply =
        app.patch(&format!("/api/v1/profiles/{profile_id}"), &json!({"isProfileArchived": true})).await;
    assert_eq!(reply.body["data"]["isProfileArchived"], true, "{}", reply.body);
}

#[tokio::test]
async fn a_contact_whose_profiles_are_all_archived_cannot_be_updated() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/contacts/person", person("Tama", "Rewi")).await;
    let id = created["id"].as_str().unwrap();
    archive_profile(&app, created["profiles"][0]["profileId"].as_str().unwrap()).await;
    let reply = app.patch(&format!("/api/v1/contacts/{id}/person"), &json!({"firstName": "Tamati"})).await;
    reply.assert_error(409, "profile_archived");
    assert_eq!(app.data(&format!("/api/v1/contacts/{id}")).await["firstName"], "Tama", "nothing changed");
}

#[tokio::test]
async fn a_contact_with_one_open_profile_can_still_be_updated() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/contacts/person", person("Tama", "Rewi")).await;
    let id = created["id"].as_str().unwrap();
    let second = app
        .create("/api/v1/profiles", json!({"name": "Rewi Family Trust", "contacts": [{"contactId": id}]}))
        .await;
    archive_profile(&app, created["profiles"][0]["profileId"].as_str().unwrap()).await;
    let reply = app.patch(&format!("/api/v1/contacts/{id}/person"), &json!({"firstName": "Tamati"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    archive_profile(&app, second["id"].as_str().unwrap()).await;
    app.patch(&format!("/api/v1/contacts/{id}/person"), &json!({"firstName": "T"}))
        .await
        .assert_error(409, "profile_archived");
}

#[tokio::test]
async fn a_contact_cannot_be_added_to_an_archived_or_unknown_profile() {
    let app = spawn_app().await;
    let first = app.create("/api/v1/contacts/person", person("Ana", "Lee")).await;
    let profile_id = first["profiles"][0]["profileId"].as_str().unwrap().to_string();
    archive_profile(&app, &profile_id).await;
    let mut body = person("Ben", "Lee");
    body["profileId"] = json!(profile_id);
    app.post("/api/v1/contacts/person", &body).await.assert_error(409, "profile_archived");
    body["profileId"] = json!(uuid::Uuid::now_v7());
    let reply = app.post("/api/v1/contacts/person", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["profileId"]);
}

#[tokio::test]
async fn the_removed_single_contact_endpoints_answer_410_naming_the_replacements() {
    let app = spawn_app().await;
    let created = app.create("/api/v1/contacts/person", person("Ana", "Lee")).await;
    let id = created["id"].as_str().unwrap();
    for reply in [
        app.post("/api/v1/contacts", &person("X", "Y")).await,
        app.patch(&format!("/api/v1/contacts/{id}"), &json!({"firstName": "Z"})).await,
    ] {
        reply.assert_error(410, "endpoint_removed");
        let message = reply.body["message"].as_str().unwrap();
        for replacement in ["/contacts/person", "/company", "/trust"] {
            assert!(message.contains(replacement), "{message}");
        }
    }
}

#[tokio::test]
async fn another_organisations_contacts_are_not_found_anywhere() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs =
        app.post_as(&other.key, "/api/v1/contacts/person", &person("Secret", "Client")).await.body["data"]
            .clone();
    let id = theirs["id"].as_str().unwrap();
    app.get(&format!("/api/v1/contacts/{id}")).await.assert_error(404, "not_found");
    for kind in ["person", "company", "trust"] {
        app.patch(&format!("/api/v1/contacts/{id}/{kind}"), &json!({"email": "x@y.nz"}))
            .await
            .assert_error(404, "not_found");
    }
    assert_eq!(contact_count(&app).await, 0);
    assert_eq!(app.data("/api/v1/contacts/search?searchString=secret").await["totalItems"], 0);
    let mut body = person("Mine", "Client");
    body["profileId"] = theirs["profiles"][0]["profileId"].clone();
    assert_eq!(app.post("/api/v1/contacts/person", &body).await.error_fields(), ["profileId"]);
    assert_eq!(
        app.get_as(&other.key, &format!("/api/v1/contacts/{id}")).await.body["data"]["firstName"],
        "Secret"
    );
}

#[tokio::test]
async fn an_unknown_contact_is_not_found() {
    let app = spawn_app().await;
    let id = uuid::Uuid::now_v7();
    app.get(&format!("/api/v1/contacts/{id}")).await.assert_error(404, "not_found");
    app.patch(&format!("/api/v1/contacts/{id}/person"), &json!({})).await.assert_error(404, "not_found");
}
