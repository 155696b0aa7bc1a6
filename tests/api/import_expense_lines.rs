//! Expense lines that `import file` writes one household at a time through the API (a line
//! without an id sends its household down that path): each source line must be remembered as
//! the line made for it, even when a line before it is empty (created, but not shown) or the
//! household already shows lines the record does not name, so that a later import updates
//! the same lines instead of adding copies.

use serde_json::{Value, json};

use crate::{live_server, transfer::run};

/// An export file of another system: one household with one person, and its expenses with `lines` as its
/// child-support lines, last changed at `modified`.
fn file(dir: &std::path::Path, name: &str, modified: &str, lines: Value) -> std::path::PathBuf {
    let records = [
        // The header names the source, so each file's records are the same source's records.
        json!({"type": "export", "organisationId": "0193a0c4-5b7e-7c3a-9f1e-4d2b8c6a1e90"}),
        json!({"type": "profile", "data": {"id": 7, "name": "Ngata Whānau", "profileType": "Personal",
               "profileStatus": "ExistingClient", "contacts": [{"contactId": 71, "isKeyContact": true}],
               "isProfileArchived": false,
               "createdTimestamp": "2024-01-01T09:00:00+13:00", "modifiedTimestamp": "2024-01-01T09:00:00+13:00"}}),
        json!({"type": "contact", "data": {"id": 71, "contactType": "Person", "firstName": "Hemi", "lastName": "Ngata",
               "profiles": [{"profileId": 7}], "IsArchived": false,
               "createdTimestamp": "2024-01-01T09:00:00+13:00", "modifiedTimestamp": "2024-01-01T09:00:00+13:00"}}),
        json!({"type": "expenses", "data": {"id": 500, "profileId": 7, "food": 900, "childSupport": lines,
               "createdTimestamp": "2024-01-01T09:00:00+13:00", "modifiedTimestamp": modified}}),
    ];
    let path = dir.join(name);
    std::fs::write(&path, records.iter().map(Value::to_string).collect::<Vec<_>>().join("\n")).unwrap();
    path
}

/// The household's child-support lines as the API shows them: (description, value).
async fn child_support(server: &live_server::LiveServer) -> Vec<(String, f64)> {
    let client = reqwest::Client::new();
    let get = |path: String| {
        client.get(format!("http://{}/api/v1{path}", server.addr)).header("authorization", &server.key).send()
    };
    let profiles: Value = get("/profiles".into()).await.unwrap().json().await.unwrap();
    let profile = profiles["data"]["items"][0]["id"].as_str().unwrap().to_string();
    let expenses: Value = get(format!("/expenses?profileId={profile}")).await.unwrap().json().await.unwrap();
    expenses["data"]["childSupport"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| {
            (line["description"].as_str().unwrap_or_default().to_string(), line["value"].as_f64().unwrap())
        })
        .collect()
}

/// Imports a file of the household with `lines` (last changed at `modified`), checks nothing
/// failed and that the household then shows `expected` child-support lines.
async fn import_shows(
    server: &live_server::LiveServer,
    dir: &std::path::Path,
    modified: &str,
    lines: Value,
    expected: &[(&str, f64)],
) {
    let path = file(dir, &format!("{modified}.jsonl"), modified, lines);
    let org = server.organisation_id.to_string();
    let summary = run(&server.database.url, &["import", "file", "--org", &org, path.to_str().unwrap()]).await;
    assert!(summary.contains("failed=0"), "{summary}");
    let expected: Vec<(String, f64)> =
        expected.iter().map(|(name, value)| (name.to_string(), *value)).collect();
    assert_eq!(child_support(server).await, expected, "{summary}");
}

#[tokio::test]
async fn re_importing_a_household_updates_the_lines_it_made_even_after_an_empty_one() {
    let server = live_server::start(&[]).await;
    let dir = tempfile::tempdir().unwrap();
    import_shows(
        &server,
        dir.path(),
        "2024-02-01T09:00:00+13:00",
        json!([{"id": 1, "value": 0}, {"description": "No id", "value": 5}, {"id": 3, "description": "Tama", "value": 250}]),
        &[("No id", 5.0), ("Tama", 250.0)],
    )
    .await;
    // The source changed Tama's line and added one: the same line changes and one more appears.
    import_shows(
        &server,
        dir.path(),
        "2024-03-01T09:00:00+13:00",
        json!([{"id": 1, "value": 0}, {"id": 3, "description": "Tama", "value": 300},
               {"id": 4, "description": "Aria", "value": 120}]),
        &[("No id", 5.0), ("Tama", 300.0), ("Aria", 120.0)],
    )
    .await;
    // Aria's line changes too: it was remembered although the household already showed two lines.
    import_shows(
        &server,
        dir.path(),
        "2024-04-01T09:00:00+13:00",
        json!([{"id": 3, "description": "Tama", "value": 300}, {"id": 4, "description": "Aria", "value": 150}]),
        &[("No id", 5.0), ("Tama", 300.0), ("Aria", 150.0)],
    )
    .await;
}
