//! Integrations written for the original service: every object carries its typed identifier
//! (`profileId`, `opportunityId`, …) beside `id`, every success body carries a `message`, and an
//! integration that pages with `pageSize=500` and keys records only by typed ids misses nothing.

use std::collections::{HashMap, HashSet};

use serde_json::{Value, json};

use crate::{
    cli::run,
    helpers::{TestApp, spawn_app},
};

/// Each list endpoint with the typed identifier its items carry, and the nouns of its messages.
const RESOURCES: &[(&str, &str, &str, &str)] = &[
    ("/api/v1/members", "memberId", "Member", "Members"),
    ("/api/v1/contacts", "contactId", "Contact", "Contacts"),
    ("/api/v1/profiles", "profileId", "Profile", "Profiles"),
    ("/api/v1/pipelines", "pipelineId", "Pipeline", "Pipelines"),
    ("/api/v1/opportunities", "opportunityId", "Opportunity", "Opportunities"),
    ("/api/v1/mortgages", "mortgageId", "Mortgage", "Mortgages"),
    ("/api/v1/kiwisavers", "kiwiSaverId", "KiwiSaver account", "KiwiSaver accounts"),
    ("/api/v1/investments", "investmentId", "Investment", "Investments"),
    ("/api/v1/notes", "noteId", "Note", "Notes"),
    ("/api/v1/policies", "policyId", "Policy", "Policies"),
];

/// Every item of every list, every single read and every search of the sandbox carries its typed
/// identifier with the value of `id`, and every answer says what was done in `message`.
#[tokio::test]
async fn every_read_path_carries_typed_identifiers_and_a_message() {
    let app = spawn_app().await;
    let sandbox = advisory_crm::seed::sandbox::seed_demo(&app.db).await.unwrap();
    let key = sandbox.api_key.as_str();
    for (path, typed_id, noun, plural) in RESOURCES {
        let list = app.get_as(key, &format!("{path}?pageSize=500")).await;
        assert_eq!(list.status, 200, "{path}: {}", list.body);
        assert_eq!(list.body["status"], "Success");
        assert_eq!(list.body["message"], format!("{plural} retrieved successfully."), "{path}");
        let items = list.body["data"]["items"].as_array().unwrap();
        assert!(!items.is_empty(), "the sandbox has {path}");
        for item in items {
            assert_eq!(item[typed_id], item["id"], "{path}: {item}");
        }
        let first = &items[0];
        let one = app.get_as(key, &format!("{path}/{}", first[typed_id].as_str().unwrap())).await;
        assert_eq!(one.status, 200, "{path}: {}", one.body);
        assert_eq!(one.body["message"], format!("{noun} retrieved successfully."));
        assert_eq!(&one.body["data"], first, "{path}: the single read matches the list");
    }

    let policies = app.get_as(key, "/api/v1/policies").await.body["data"]["items"].clone();
    let covers: Vec<&Value> = policies
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["covers"].as_object().unwrap().values())
        .flat_map(|items| items.as_array().unwrap())
        .collect();
    assert!(!covers.is_empty());
    assert!(covers.iter().all(|cover| cover["coverId"] == cover["id"] && cover["id"].is_string()));

    for (path, typed_id) in [
        ("/api/v1/contacts/search?searchString=a", "contactId"),
        ("/api/v1/profiles/search?searchString=a", "profileId"),
        ("/api/v1/opportunities/search?searchString=a", "opportunityId"),
        ("/api/v1/pipelines/search?searchString=advice", "pipelineId"),
    ] {
        let found = app.get_as(key, path).await;
        assert_eq!(found.status, 200, "{path}: {}", found.body);
        assert!(found.body["message"].as_str().unwrap().ends_with(" retrieved successfully."));
        let items = found.body["data"]["items"].as_array().unwrap();
        assert!(!items.is_empty(), "{path} finds something");
        assert!(items.iter().all(|item| item[typed_id] == item["id"]), "{path}");
    }

    let profiles = app.get_as(key, "/api/v1/profiles?pageSize=10").await.body["data"]["items"].clone();
    let mut households = 0;
    for profile in profiles.as_array().unwrap() {
        let path = format!("/api/v1/expenses?profileId={}", profile["id"].as_str().unwrap());
        let expenses = app.get_as(key, &path).await;
        if expenses.status == 200 {
            assert_eq!(expenses.body["message"], "Household expenses retrieved successfully.");
            households += 1;
        }
    }
    assert!(households > 0, "some sandbox households have expenses");
}

/// Creates and updates answer with the typed identifier and a message naming what was done.
#[tokio::test]
async fn creates_and_updates_carry_typed_identifiers_and_a_message() {
    let app = spawn_app().await;
    let created =
        app.post("/api/v1/contacts/person", &json!({"firstName": "Mere", "lastName": "Tane"})).await;
    assert_eq!(created.status, 201);
    assert_eq!(created.body["message"], "Contact created successfully.");
    let contact = &created.body["data"];
    assert_eq!(contact["contactId"], contact["id"]);
    let contact_id = contact["id"].as_str().unwrap();
    let profile_id = contact["profiles"][0]["profileId"].as_str().unwrap().to_string();

    let updated = app.patch(&format!("/api/v1/contacts/{contact_id}/person"), &json!({"title": "Ms"})).await;
    assert_eq!(updated.status, 200);
    assert_eq!(updated.body["message"], "Contact updated successfully.");
    assert_eq!(updated.body["data"]["contactId"], contact_id);

    let pipelines = app.data("/api/v1/pipelines").await;
    for (path, typed_id, noun) in [
        ("/api/v1/contacts/company", "contactId", "Contact"),
        ("/api/v1/contacts/trust", "contactId", "Contact"),
        ("/api/v1/profiles", "profileId", "Profile"),
        ("/api/v1/opportunities", "opportunityId", "Opportunity"),
        ("/api/v1/opportunities/mortgage", "opportunityId", "Opportunity"),
        ("/api/v1/mortgages", "mortgageId", "Mortgage"),
        ("/api/v1/kiwisavers", "kiwiSaverId", "KiwiSaver account"),
        ("/api/v1/investments", "investmentId", "Investment"),
        ("/api/v1/notes", "noteId", "Note"),
    ] {
        let body = match path {
            "/api/v1/contacts/company" => json!({"companyName": "Tane Builders Ltd"}),
            "/api/v1/contacts/trust" => json!({"trustName": "Tane Family Trust"}),
            "/api/v1/profiles" => json!({"name": "Tane Household"}),
            "/api/v1/opportunities" | "/api/v1/opportunities/mortgage" => json!({
                "name": "Refinance", "profileId": profile_id, "pipelineId": pipelines["items"][0]["pipelineId"]
            }),
            "/api/v1/notes" => json!({"profileId": profile_id, "content": "<p>Called Mere.</p>"}),
            _ => json!({"profileId": profile_id}),
        };
        let reply = app.post(path, &body).await;
        assert_eq!(reply.status, 201, "{path}: {}", reply.body);
        assert_eq!(reply.body["message"], format!("{noun} created successfully."), "{path}");
        assert_eq!(reply.body["data"][typed_id], reply.body["data"]["id"], "{path}");
    }

    let profile = app.patch(&format!("/api/v1/profiles/{profile_id}"), &json!({"profileRank": "A"})).await;
    assert_eq!(profile.body["message"], "Profile updated successfully.");
    assert_eq!(profile.body["data"]["profileId"], profile_id.as_str());
}

/// The document marks every typed identifier and the envelope's message as required, so
/// generated clients expose them as plain (not optional) attributes.
#[tokio::test]
async fn the_document_requires_typed_identifiers_and_the_message() {
    let document: Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    let schemas = &document["components"]["schemas"];
    for (schema, field) in [
        ("Member", "memberId"),
        ("PersonContact", "contactId"),
        ("CompanyContact", "contactId"),
        ("TrustContact", "contactId"),
        ("Profile", "profileId"),
        ("Opportunity", "opportunityId"),
        ("Pipeline", "pipelineId"),
        ("Mortgage", "mortgageId"),
        ("KiwiSaver", "kiwiSaverId"),
        ("Investment", "investmentId"),
        ("Note", "noteId"),
        ("Policy", "policyId"),
        ("CoverItem", "coverId"),
    ] {
        let required = schemas[schema]["required"].as_array().unwrap_or_else(|| panic!("{schema}"));
        assert!(required.contains(&json!(field)), "{schema}.{field} is required");
        assert_eq!(schemas[schema]["properties"][field]["format"], "uuid", "{schema}.{field}");
    }
    let envelopes: Vec<(&String, &Value)> =
        schemas.as_object().unwrap().iter().filter(|(name, _)| name.starts_with("Envelope")).collect();
    assert!(envelopes.len() > 10);
    for (name, envelope) in envelopes {
        assert!(envelope["required"].as_array().unwrap().contains(&json!("message")), "{name}");
    }
}

/// Pages through a list with `pageSize=500` as the original service's integrations do, keeping
/// records only by their typed identifier.
async fn sync(app: &TestApp, path: &str, typed_id: &str) -> HashMap<String, Value> {
    let mut records = HashMap::new();
    let mut page = 1;
    loop {
        let data = app.data(&format!("{path}?page={page}&pageSize=500")).await;
        for item in data["items"].as_array().unwrap() {
            let Some(key) = item[typed_id].as_str() else { continue };
            records.insert(key.to_string(), item.clone());
        }
        match data["nextPage"].as_u64() {
            Some(next) => page = next,
            None => {
                assert_eq!(records.len() as u64, data["totalItems"].as_u64().unwrap(), "{path}");
                return records;
            }
        }
    }
}

#[tokio::test]
async fn an_integration_keyed_by_typed_ids_misses_nothing_over_many_pages() {
    let app = spawn_app().await;
    let org = app.tenant.id.to_string();
    let (ok, _, err) = run(
        &app.database.url,
        &["seed", "--demo", "--org", &org, "--profiles", "510", "--opportunities", "1203"],
    );
    assert!(ok, "{err}");

    let opportunities = sync(&app, "/api/v1/opportunities", "opportunityId").await;
    assert_eq!(opportunities.len(), 1203);
    let profiles = sync(&app, "/api/v1/profiles", "profileId").await;
    assert_eq!(profiles.len(), 510);
    for profile in profiles.values() {
        assert!(profile["profileStatus"].is_string(), "{profile}");
        assert!(profile.get("profileRank").is_some(), "{profile}");
    }

    // Pipelines and stages derived from the opportunities alone, then checked against the list.
    let mut derived: HashMap<String, HashSet<String>> = HashMap::new();
    for opportunity in opportunities.values() {
        assert!(profiles.contains_key(opportunity["profileId"].as_str().unwrap()), "{opportunity}");
        derived
            .entry(opportunity["pipelineId"].as_str().unwrap().to_string())
            .or_default()
            .insert(opportunity["stageId"].as_str().unwrap().to_string());
    }
    let pipelines = sync(&app, "/api/v1/pipelines", "pipelineId").await;
    assert!(derived.len() > 1);
    for (pipeline_id, stage_ids) in derived {
        let stages: HashSet<String> = pipelines[&pipeline_id]["stages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|stage| stage["stageId"].as_str().unwrap().to_string())
            .collect();
        assert!(stage_ids.is_subset(&stages), "every stage of pipeline {pipeline_id} is listed");
    }
}
