//! Insurance policies: the example import file through the command line, every read path,
//! all-or-nothing imports with every problem listed, and tenancy.

use serde_json::{Value, json};

use crate::{
    cli::run,
    helpers::{TestApp, spawn_app},
};

pub struct Household {
    pub profile: String,
    first: String,
    second: String,
}

pub async fn household(app: &TestApp) -> Household {
    let first =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let profile = first["profiles"][0]["profileId"].as_str().unwrap().to_string();
    let second = app
        .create(
            "/api/v1/contacts/person",
            json!({"firstName": "Wiremu", "lastName": "Ngata", "profileId": profile}),
        )
        .await;
    Household {
        profile,
        first: first["id"].as_str().unwrap().into(),
        second: second["id"].as_str().unwrap().into(),
    }
}

/// The example file shipped in the repository, pointed at a household.
pub fn example_file(home: &Household) -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/policies.json"))
        .unwrap()
        .replace("PROFILE_ID", &home.profile)
        .replace("FIRST_CONTACT_ID", &home.first)
        .replace("SECOND_CONTACT_ID", &home.second)
}

pub fn import(app: &TestApp, organisation: &str, contents: &str) -> (bool, String, String) {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), contents).unwrap();
    run(&app.database.url, &["import", "policies", "--org", organisation, file.path().to_str().unwrap()])
}

#[tokio::test]
async fn the_example_file_imports_and_every_field_reads_back() {
    let app = spawn_app().await;
    let home = household(&app).await;
    let (ok, out, err) = import(&app, &app.tenant.id.to_string(), &example_file(&home));
    assert!(ok, "{err}");
    assert!(out.contains("imported 2 policies with 6 cover items"), "{out}");

    let list = app.data("/api/v1/policies").await;
    assert_eq!(list["totalItems"], 2);
    let policy = &list["items"][0];
    assert_eq!(policy["policyNumber"], "AIA-40117762");
    assert_eq!(policy["provider"], json!({"name": "AIA New Zealand", "code": "AIA"}));
    assert_eq!(policy["status"], "InForce");
    assert_eq!(policy["payment"]["premium"].to_string(), "312.48");
    assert_eq!(policy["payment"]["frequency"], "Monthly");
    assert_eq!(policy["payment"]["method"], "DirectDebit");
    assert_eq!(policy["payment"]["nextDueDate"], "2026-12-20");
    assert_eq!(policy["owners"][0], json!({"contactId": home.first, "name": "Aroha Ngata"}));
    assert_eq!(policy["owners"][1]["name"], "Wiremu Ngata");
    let covers = &policy["covers"];
    for (category, count) in
        [("Life", 2), ("TPD", 0), ("Trauma", 1), ("Health", 0), ("Income", 1), ("Other", 0)]
    {
        assert_eq!(covers[category].as_array().unwrap().len(), count, "{category}");
    }
    let life = &covers["Life"][1];
    assert_eq!(life["lifeAssuredName"], "Wiremu Ngata");
    assert_eq!(life["sumInsured"], 850000);
    assert_eq!(life["premium"].to_string(), "71.95");
    assert_eq!(
        life["additions"][0],
        json!({"kind": "Loading", "description": "Body mass index", "value": 50})
    );
    let income = &covers["Income"][0];
    let kinds: Vec<&Value> = income["additions"].as_array().unwrap().iter().map(|a| &a["kind"]).collect();
    assert_eq!(kinds, [&json!("Exclusion"), &json!("Deferment")]);
    assert!(income["id"].is_string());

    let one = app.data(&format!("/api/v1/policies/{}", policy["id"].as_str().unwrap())).await;
    assert_eq!(&one, policy);
    let health = &list["items"][1];
    assert_eq!(health["covers"]["Health"].as_array().unwrap().len(), 2);
    assert!(health["covers"]["Health"][0]["sumInsured"].is_null());
    // A life assured who does not own the policy is named too, read alone as in a list.
    assert_eq!(health["owners"].as_array().unwrap().len(), 1);
    assert_eq!(health["covers"]["Health"][1]["lifeAssuredName"], "Wiremu Ngata");
    let one = app.data(&format!("/api/v1/policies/{}", health["id"].as_str().unwrap())).await;
    assert_eq!(&one, health);

    let theirs = household(&app).await;
    let filtered = app.data(&format!("/api/v1/policies?profileId={}", theirs.profile)).await;
    assert_eq!(filtered["totalItems"], 0);
    assert_eq!(
        app.data(&format!("/api/v1/policies?profileId={}&pageSize=1", home.profile)).await["totalPages"],
        2
    );
}

#[tokio::test]
async fn an_invalid_file_imports_nothing_and_lists_every_problem() {
    let app = spawn_app().await;
    let home = household(&app).await;
    let org = app.tenant.id.to_string();
    let stranger =
        app.create("/api/v1/contacts/person", json!({"firstName": "Tama", "lastName": "Rewi"})).await;

    // Schema problems: listed with their paths.
    let mut file: Value = serde_json::from_str(&example_file(&home)).unwrap();
    file["policies"][0]["status"] = json!("Sleeping");
    file["policies"][1]["covers"]["Health"][0]["premium"] = json!(-1);
    file["policies"][1]["provider"] = json!({"code": "X"});
    let (ok, _, err) = import(&app, &org, &file.to_string());
    assert!(!ok);
    assert!(err.contains("nothing was imported"), "{err}");
    for path in ["policies[0].status", "policies[1].covers.Health[0].premium", "policies[1].provider.name"] {
        assert!(err.contains(path), "{path} in {err}");
    }

    // Rule problems: contacts of another household, repeated policy numbers.
    let mut file: Value = serde_json::from_str(&example_file(&home)).unwrap();
    file["policies"][0]["covers"]["Income"][0]["lifeAssuredContactId"] = stranger["id"].clone();
    file["policies"][1]["policyNumber"] = json!("AIA-40117762");
    file["policies"][1]["ownerContactIds"] = json!([stranger["id"]]);
    let (ok, _, err) = import(&app, &org, &file.to_string());
    assert!(!ok);
    for path in [
        "policies[0].covers.Income[0].lifeAssuredContactId",
        "policies[1].policyNumber",
        "policies[1].ownerContactIds[0]",
    ] {
        assert!(err.contains(path), "{path} in {err}");
    }
    let (ok, _, err) = import(&app, &org, "{\"policies\": [");
    assert!(!ok && err.contains("not valid JSON"), "{err}");
    assert_eq!(app.data("/api/v1/policies").await["totalItems"], 0, "nothing was imported");

    let (ok, _, _) = import(&app, &org, &example_file(&home));
    assert!(ok);
    let (ok, _, err) = import(&app, &org, &example_file(&home));
    assert!(!ok && err.contains("already imported"), "{err}");
    assert_eq!(app.data("/api/v1/policies").await["totalItems"], 2);
}

#[tokio::test]
async fn another_organisations_policies_are_404_and_its_profiles_cannot_be_imported_into() {
    let app = spawn_app().await;
    let home = household(&app).await;
    let other = app.other_tenant().await;
    let (ok, _, err) = import(&app, &other.id.to_string(), &example_file(&home));
    assert!(!ok && err.contains("policies[0].profileId"), "{err}");

    assert!(import(&app, &app.tenant.id.to_string(), &example_file(&home)).0);
    let id = app.data("/api/v1/policies").await["items"][0]["id"].as_str().unwrap().to_string();
    let reply = app.get_as(&other.key, &format!("/api/v1/policies/{id}")).await;
    reply.assert_error(404, "not_found");
    assert_eq!(app.get_as(&other.key, "/api/v1/policies").await.body["data"]["totalItems"], 0);
    app.get(&format!("/api/v1/policies/{}", uuid::Uuid::now_v7())).await.assert_error(404, "not_found");
}
