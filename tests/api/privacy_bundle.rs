//! Access requests (IPP 6): `GET /privacy/requests/{id}/bundle` answers everything held about
//! the person (contact, households, what they own, their households' opportunities, expenses
//! and notes, their records' history and who saw them), and nothing of another household
//! member's own: others appear by name only, their products, covers and amounts are left out.

use advisory_crm::types::{Scope, Scopes};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, spawn_app},
    policies::{example_file, household, import},
    scopes::{scoped_key, scoped_key_of},
};

const REQUESTS: &str = "/api/v1/privacy/requests";

async fn manager(app: &TestApp) -> String {
    scoped_key(app, Scopes::of([Scope::PrivacyManage, Scope::AuditRead])).await
}

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

/// Aroha and Wiremu's household, with something of each: Aroha is the person asking.
struct Held {
    aroha: String,
    wiremu: String,
    profile: String,
    note: String,
    opportunity: String,
}

async fn held(app: &TestApp) -> Held {
    let home = household(app).await;
    let profile = home.profile.clone();
    let contacts = app.data(&format!("/api/v1/profiles/{profile}")).await["contacts"].clone();
    let contact = |first: &str| {
        contacts
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["displayName"].as_str().unwrap().starts_with(first))
            .unwrap()["contactId"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (aroha, wiremu) = (contact("Aroha"), contact("Wiremu"));
    let wiremus = json!({"email": "wiremu.private@example.nz", "dateOfBirth": "1979-03-04"});
    assert_eq!(app.patch(&format!("/api/v1/contacts/{wiremu}/person"), &wiremus).await.status, 200);
    let arohas = json!({"email": "aroha@example.nz", "middleName": "Mere"});
    assert_eq!(app.patch(&format!("/api/v1/contacts/{aroha}/person"), &arohas).await.status, 200);

    let mortgage = json!({"profileId": profile, "lender": "ASB", "loanAmount": 650000, "ownerContactIds": [aroha, wiremu]});
    app.create("/api/v1/mortgages", mortgage).await;
    let kiwisaver = json!({"profileId": profile, "contactId": wiremu, "provider": "Milford", "KiwiSaverMemberNumber": "WIREMU-KS-1"});
    app.create("/api/v1/kiwisavers", kiwisaver).await;
    let (ok, _, err) = import(app, &app.tenant.id.to_string(), &example_file(&home));
    assert!(ok, "{err}");
    let expenses = json!({"profileId": profile, "food": 950,
        "kiwiSaverExpenses": [{"contactId": aroha, "value": 80}, {"contactId": wiremu, "value": 123.45}]});
    app.create("/api/v1/expenses", expenses).await;
    let note = app
        .create("/api/v1/notes", json!({"profileId": profile, "content": "<p>Wiremu asked about cover</p>"}))
        .await;
    let pipelines = app.data("/api/v1/pipelines").await;
    let pipeline = &pipelines["items"][0];
    let opportunity = json!({"profileId": profile, "name": "Review", "pipelineId": pipeline["id"]});
    let opportunity = app.create("/api/v1/opportunities", opportunity).await;
    // A read of Aroha's record before the request: the access log shows it.
    assert_eq!(app.get(&format!("/api/v1/contacts/{aroha}")).await.status, 200);
    Held { aroha, wiremu, profile, note: id(&note), opportunity: id(&opportunity) }
}

async fn open_access_request(app: &TestApp, key: &str, contact: &str) -> String {
    let request = json!({"type": "access", "contactId": contact, "receivedOn": "2026-11-02"});
    let reply = app.post_as(key, REQUESTS, &request).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    id(&reply.body["data"])
}

/// Every contact id under a `lifeAssuredContactId` in the bundle's policies.
fn lives_assured(policies: &Value) -> Vec<String> {
    let mut lives = Vec::new();
    for policy in policies.as_array().unwrap() {
        for items in policy["covers"].as_object().unwrap().values() {
            lives.extend(
                items
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(|item| item["lifeAssuredContactId"].as_str().map(str::to_string)),
            );
        }
    }
    lives
}

#[tokio::test]
async fn a_bundle_holds_the_persons_information_and_not_a_household_members_own() {
    let app = spawn_app().await;
    let key = manager(&app).await;
    let held = held(&app).await;
    let request = open_access_request(&app, &key, &held.aroha).await;

    let reply = app.get_as(&key, &format!("{REQUESTS}/{request}/bundle")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let bundle = &reply.body["data"];
    assert_eq!(bundle["privacyRequestId"], request.as_str());
    assert_eq!(bundle["contact"]["email"], "aroha@example.nz");
    assert_eq!(bundle["contact"]["middleName"], "Mere");
    assert!(bundle["contact"]["AddressHistory"].is_array());

    // The household, with Wiremu by name and role only.
    assert_eq!(bundle["profiles"][0]["profileId"], held.profile.as_str());
    let names: Vec<&str> = bundle["profiles"][0]["contacts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["displayName"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"Wiremu Ngata"), "{names:?}");
    // What she owns: the joint mortgage, not Wiremu's KiwiSaver; her policies without his covers.
    assert_eq!(bundle["mortgages"].as_array().unwrap().len(), 1);
    assert_eq!(bundle["kiwiSavers"], json!([]));
    assert_eq!(bundle["policies"].as_array().unwrap().len(), 2);
    let lives = lives_assured(&bundle["policies"]);
    assert!(!lives.is_empty() && lives.iter().all(|life| *life == held.aroha), "{lives:?}");
    // The household's expenses with only her own KiwiSaver amount.
    assert_eq!(bundle["expenses"][0]["food"], 950);
    assert_eq!(bundle["expenses"][0]["kiwiSaverExpenses"], json!([{"contactId": held.aroha, "value": 80}]));
    assert_eq!(bundle["opportunities"][0]["id"], held.opportunity.as_str());
    // Notes are there, and listed for review.
    assert_eq!(bundle["notes"][0]["id"], held.note.as_str());
    let review: Vec<&str> =
        bundle["forReview"].as_array().unwrap().iter().map(|item| item["id"].as_str().unwrap()).collect();
    assert!(review.contains(&held.note.as_str()), "{review:?}");
    // Her records' history (the contact's changes), and who has seen her record.
    let contact_history = bundle["history"]
        .as_array()
        .unwrap()
        .iter()
        .find(|record| record["resourceType"] == "contact")
        .unwrap();
    assert!(
        contact_history["entries"]
            .as_array()
            .unwrap()
            .iter()
            .any(|entry| entry["newValue"] == "aroha@example.nz")
    );
    assert!(bundle["history"].as_array().unwrap().iter().any(|record| record["resourceType"] == "policy"));
    let seen: Vec<&str> = bundle["accessLog"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|entry| entry["operationId"].as_str())
        .collect();
    assert!(seen.contains(&"getContact"), "{seen:?}");

    // Nothing of Wiremu's own anywhere in it.
    let text = reply.body.to_string();
    for his in ["wiremu.private@example.nz", "1979-03-04", "WIREMU-KS-1", "123.45", &held.wiremu] {
        if his == held.wiremu {
            // His id appears only where the household names him, and as a joint owner.
            assert!(!lives_assured(&bundle["policies"]).contains(&held.wiremu));
            continue;
        }
        assert!(!text.contains(his), "{his} is in the bundle");
    }

    // The bundle's read is itself in the access log, under her id.
    let seen = app.get_as(&key, &format!("/api/v1/audit/access?contactId={}", held.aroha)).await;
    let operations: Vec<&str> = seen.body["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|entry| entry["operationId"].as_str())
        .collect();
    assert!(operations.contains(&"getPrivacyRequestBundle"), "{operations:?}");
}

#[tokio::test]
async fn the_bundle_as_a_page_and_only_for_its_organisation() {
    let app = spawn_app().await;
    let key = manager(&app).await;
    let held = held(&app).await;
    let request = open_access_request(&app, &key, &held.aroha).await;

    let page = app
        .client
        .get(format!("{REQUESTS}/{request}/bundle?format=html"))
        .header("authorization", &key)
        .send()
        .await
        .0;
    assert_eq!(page.status(), 200);
    let content_type = page.headers().get("content-type").unwrap().to_str().unwrap().to_string();
    assert!(content_type.starts_with("text/html"), "{content_type}");
    let html = page.into_body().into_string().await.unwrap();
    assert!(html.contains("aroha@example.nz") && html.contains("Household expenses"), "{html}");
    assert!(html.contains("&lt;p&gt;Wiremu asked about cover"), "a note's markup shows as text");
    assert!(!html.contains("wiremu.private@example.nz"));
    app.get_as(&key, &format!("{REQUESTS}/{request}/bundle?format=pdf"))
        .await
        .assert_error(400, "validation_failed");

    // Another organisation's request is not found; a key without privacy:manage may not ask.
    let other = app.other_tenant().await;
    let theirs = scoped_key_of(&app, other.id, Scopes::of([Scope::PrivacyManage])).await;
    app.get_as(&theirs, &format!("{REQUESTS}/{request}/bundle")).await.assert_error(404, "not_found");
    let unknown = uuid::Uuid::now_v7();
    app.get_as(&key, &format!("{REQUESTS}/{unknown}/bundle")).await.assert_error(404, "not_found");
    app.get(&format!("{REQUESTS}/{request}/bundle")).await.assert_error(403, "insufficient_scope");
}
