//! `import api`, `import file` and `export` through the real binary against real servers: a
//! source filled through its API (and, for records created before auditing began, through an
//! export file), copied into a second server's organisation, compared resource by resource
//! through both APIs.

use std::{
    collections::HashMap,
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
};

use poem::{EndpointExt, Route, Server, handler, listener::TcpListener, web::Data};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::{
    helpers::{TestDatabase, create_tenant},
    live_server::{self, LiveServer},
};

/// The lists compared between the source and the copy, in dependency order.
const LISTS: [&str; 9] = [
    "/pipelines",
    "/profiles",
    "/contacts",
    "/opportunities",
    "/mortgages",
    "/kiwisavers",
    "/investments",
    "/notes",
    "/policies",
];

struct Api {
    client: reqwest::Client,
    base: String,
    key: String,
}

impl Api {
    fn of(server: &LiveServer) -> Self {
        Api {
            client: reqwest::Client::new(),
            base: format!("http://{}/api/v1", server.addr),
            key: server.key.clone(),
        }
    }

    async fn send(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> (u16, Value) {
        let mut request =
            self.client.request(method, format!("{}{path}", self.base)).header("authorization", &self.key);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// POST or PATCH that must succeed; the record written.
    async fn write(&self, method: reqwest::Method, path: &str, body: Value) -> Value {
        let (status, reply) = self.send(method, path, Some(body)).await;
        assert!(status < 300, "{path}: {status} {reply}");
        reply["data"].clone()
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        self.write(reqwest::Method::POST, path, body).await
    }

    async fn patch(&self, path: &str, body: Value) -> Value {
        self.write(reqwest::Method::PATCH, path, body).await
    }

    async fn get(&self, path: &str) -> (u16, Value) {
        self.send(reqwest::Method::GET, path, None).await
    }

    async fn items(&self, list: &str) -> Vec<Value> {
        let (status, reply) = self.get(&format!("{list}?pageSize=500")).await;
        assert_eq!(status, 200, "{list}: {reply}");
        reply["data"]["items"].as_array().unwrap().clone()
    }

    /// Every resource, in a fixed order: the lists, then each profile's expenses, then the
    /// members (their fields that an import carries).
    async fn everything(&self) -> Vec<Value> {
        let mut all = Vec::new();
        for list in LISTS {
            all.extend(self.items(list).await);
        }
        for profile in self.items("/profiles").await {
            let (status, reply) =
                self.get(&format!("/expenses?profileId={}", profile["id"].as_str().unwrap())).await;
            if status == 200 {
                all.push(reply["data"].clone());
            }
        }
        for member in self.items("/members").await {
            all.push(json!({
                "email": member["email"], "firstName": member["firstName"], "lastName": member["lastName"],
                "role": member["role"], "fspNumber": member["fspNumber"],
            }));
        }
        all
    }
}

/// The records with every id replaced by its order of first appearance, so two organisations
/// holding the same records in the same order compare equal, references included.
fn canonical(records: Vec<Value>) -> Vec<Value> {
    fn walk(value: Value, names: &mut HashMap<String, String>) -> Value {
        match value {
            Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, walk(v, names))).collect()),
            Value::Array(items) => Value::Array(items.into_iter().map(|v| walk(v, names)).collect()),
            Value::String(text) if text.parse::<Uuid>().is_ok() => {
                let next = format!("id#{}", names.len());
                Value::String(names.entry(text).or_insert(next).clone())
            }
            other => other,
        }
    }
    let mut names = HashMap::new();
    records.into_iter().map(|record| walk(record, &mut names)).collect()
}

#[track_caller]
fn assert_same(source: Vec<Value>, copy: Vec<Value>) {
    let (source, copy) = (canonical(source), canonical(copy));
    assert_eq!(source.len(), copy.len(), "record counts differ");
    for (a, b) in source.iter().zip(&copy) {
        assert_eq!(a, b, "\nsource: {a}\n  copy: {b}");
    }
}

/// Runs the binary against the database at `url`; its stdout, which must be a success.
pub async fn run(url: &str, args: &[&str]) -> String {
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_advisory-crm"))
        .args(args)
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "error")
        .output()
        .await
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{args:?}\n{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    stdout
}

/// Fills the source through its API: profiles (one archived), the three kinds of contact (one
/// in two profiles, one archived), opportunities (won, archived, a mortgage with diary notes),
/// the three products, expenses with lines and a pinned note by a second member; a record of
/// each kind that has one carries an `externalId`.
async fn fill(source: &LiveServer, api: &Api) {
    let adviser = advisory_crm::service::members::add(
        &source.db,
        source.organisation_id,
        advisory_crm::service::members::NewMember {
            first_name: "Mere".into(),
            last_name: "Adviser".into(),
            email: "mere.adviser@kauri.co.nz".into(),
            role: advisory_crm::entity::member::MemberRole::Adviser,
            fsp_number: Some("FSP555".into()),
        },
    )
    .await
    .unwrap();
    let home = api
        .post("/profiles", json!({"name": "Ngata Household", "profileStatus": "ExistingClient", "adviserId": adviser.id, "profileSource": "Referral", "externalId": "HH-1"}))
        .await;
    let bach = api.post("/profiles", json!({"name": "Ngata Bach", "profileType": "Personal"})).await;
    let home_id = home["id"].as_str().unwrap();
    let aroha = api
        .post(
            "/contacts/person",
            json!({"profileId": home_id, "isKeyContact": true, "firstName": "Aroha", "lastName": "Ngata", "externalId": "CL-1",
                   "email": "aroha@example.co.nz", "dateOfBirth": "1984-03-02", "gender": "Female",
                   "AddressHistory": [{"addressLine1": "1 Queen St", "city": "Auckland", "isCurrent": true}]}),
        )
        .await;
    let wiremu = api
        .post("/contacts/person", json!({"profileId": home_id, "firstName": "Wiremu", "lastName": "Ngata"}))
        .await;
    let company = api
        .post("/contacts/company", json!({"profileId": home_id, "companyName": "Ngata Holdings Ltd"}))
        .await;
    // A trust without a profile gets one of its own.
    api.post("/contacts/trust", json!({"trustName": "Ngata Family Trust", "trustType": "Family"})).await;
    let (aroha, wiremu) = (aroha["id"].as_str().unwrap(), wiremu["id"].as_str().unwrap());
    api.patch(
        &format!("/profiles/{}", bach["id"].as_str().unwrap()),
        json!({"contacts": [{"contactId": wiremu, "isKeyContact": true}]}),
    )
    .await;
    api.patch(&format!("/contacts/{}/company", company["id"].as_str().unwrap()), json!({"IsArchived": true}))
        .await;

    let pipelines = api.items("/pipelines").await;
    let mortgage_pipeline = pipelines.iter().find(|p| p["category"] == "Mortgage").unwrap_or(&pipelines[0]);
    let other = pipelines.iter().find(|p| p["id"] != mortgage_pipeline["id"]).unwrap();
    let won = api
        .post(
            "/opportunities",
            json!({"name": "Insurance review", "profileId": home_id, "pipelineId": other["id"],
                                       "stageId": other["stages"][1]["stageId"], "value": 1200.5}),
        )
        .await;
    api.patch(&format!("/opportunities/{}", won["id"].as_str().unwrap()), json!({"Status": "Won"})).await;
    let archived = api
        .post("/opportunities", json!({"name": "Old lead", "profileId": home_id, "pipelineId": other["id"]}))
        .await;
    api.patch(&format!("/opportunities/{}", archived["id"].as_str().unwrap()), json!({"isArchived": true}))
        .await;
    api.post(
        "/opportunities/mortgage",
        json!({"name": "Ponsonby purchase", "externalId": "DEAL-1", "profileId": home_id, "pipelineId": mortgage_pipeline["id"], "adviserId": adviser.id,
               "diaryNotes": {"purpose": "First home", "clientBackground": "Stable incomes",
                              "recommendations": "ASB fixed", "additionalInformation": "KiwiSaver withdrawal"},
               "mortgageApplication": {"lender": "ASB", "loanAmount": 780000}}),
    )
    .await;
    api.post(
        "/mortgages",
        json!({"profileId": home_id, "externalId": "LOAN-1", "State": "Auckland", "referenceId": "BRK-1", "lender": "ASB", "loanAmount": 650000.5,
               "repayment": 1523.07, "frequency": "Fortnightly", "ownerContactIds": [wiremu, aroha]}),
    )
    .await;
    api.post(
        "/kiwisavers",
        json!({"profileId": home_id, "externalId": "KS-1", "contactId": aroha, "provider": "Milford", "KiwiSaverMemberNumber": "40211877", "balance": 84512.3}),
    )
    .await;
    api.post(
        "/investments",
        json!({"profileId": home_id, "externalId": "INV-1", "provider": "Kernel", "value": 0.3, "ownerContactIds": [aroha]}),
    )
    .await;
    api.post(
        "/expenses",
        json!({"profileId": home_id, "food": 950, "rates": 310.45,
               "kiwiSaverExpenses": [{"contactId": aroha, "value": 120}],
               "childSupport": [{"description": "Tama", "value": 250}, {"description": "Aria", "value": 180.5}],
               "fixedCommitments": [{"description": "Car loan", "value": 420}]}),
    )
    .await;
    api.post(
        "/notes",
        json!({"profileId": home_id, "externalId": "NOTE-1", "content": "<p>Met <b>Aroha</b></p>", "isPinned": true, "createdByMemberId": adviser.id}),
    )
    .await;
    api.patch(&format!("/profiles/{}", bach["id"].as_str().unwrap()), json!({"isProfileArchived": true}))
        .await;
}

/// Records created before auditing began (null `createdTimestamp`), a policy, and one bad
/// record, as an export file of another system.
fn legacy_file(dir: &Path) -> std::path::PathBuf {
    let lines = [
        json!({"type": "profile", "data": {"id": 7, "name": "Legacy Household", "profileType": "Personal",
               "profileStatus": "PreviousClient", "createdTimestamp": null, "modifiedTimestamp": "2023-08-01T09:30:00+12:00",
               "contacts": [{"contactId": 71, "isKeyContact": true}], "isProfileArchived": false}}),
        json!({"type": "contact", "data": {"id": 71, "contactType": "Person", "firstName": "Hemi", "lastName": "Legacy",
               "profiles": [{"profileId": 7}], "IsArchived": false,
               "createdTimestamp": null, "modifiedTimestamp": "2023-09-01T10:00:00+12:00"}}),
        json!({"type": "contact", "data": {"id": 72, "contactType": "Person", "firstName": "Bad", "lastName": "Email",
               "email": "not an address", "profiles": [{"profileId": 7}],
               "createdTimestamp": null, "modifiedTimestamp": "2023-09-01T10:00:00+12:00"}}),
        json!({"type": "policy", "data": {"id": 700, "profileId": 7, "policyNumber": "AIA-1", "provider": {"name": "AIA", "code": "AIA"},
               "status": "InForce", "payment": {"premium": 12.5, "frequency": "Monthly"}, "owners": [{"contactId": 71}],
               "covers": {"Life": [{"lifeAssuredContactId": 71, "productName": "Life Cover", "sumInsured": 500000,
                                    "premium": 12.5, "status": "InForce", "additions": []}]},
               "createdTimestamp": null, "modifiedTimestamp": "2023-09-02T10:00:00+12:00"}}),
        json!({"type": "pipeline", "data": {"id": 9, "name": "Investment Advice",
               "stages": [{"stageId": 91, "name": "Funds invested"}]}}),
        // Lost on an earlier day: closing through the API would stamp today, so the date must be kept.
        json!({"type": "opportunity", "data": {"id": 900, "name": "Legacy fund switch", "profileId": 7,
               "pipelineId": 9, "stageId": 91, "opportunityType": "General", "Status": "Lost",
               "lostReason": "Stayed with their bank", "closedDate": "2023-09-15",
               "createdTimestamp": null, "modifiedTimestamp": "2023-09-20T10:00:00+12:00"}}),
    ];
    let path = dir.join("legacy.jsonl");
    std::fs::write(&path, lines.iter().map(Value::to_string).collect::<Vec<_>>().join("\n")).unwrap();
    path
}

/// In front of the source: every third request is answered 429, alternately with a
/// `Retry-After` header and with the seconds only in the message.
async fn flaky_proxy(target: String) -> (String, Arc<AtomicUsize>) {
    #[handler]
    async fn forward(req: &poem::Request, state: Data<&(String, Arc<AtomicUsize>)>) -> poem::Response {
        let (target, limited) = *state;
        let count = limited.fetch_add(1, Ordering::SeqCst) + 1;
        if count % 3 == 0 {
            let mut response = poem::Response::builder().status(poem::http::StatusCode::TOO_MANY_REQUESTS);
            if count % 2 == 0 {
                response = response.header("retry-after", "1");
            }
            return response.body(r#"{"message":"Rate limit exceeded. Try again in 1 seconds."}"#);
        }
        let url = format!("{target}{}", req.uri().path_and_query().map(|p| p.as_str()).unwrap_or("/"));
        let key = req.headers().get("authorization").and_then(|v| v.to_str().ok()).unwrap_or_default();
        let reply = reqwest::Client::new().get(url).header("authorization", key).send().await.unwrap();
        let status = poem::http::StatusCode::from_u16(reply.status().as_u16()).unwrap();
        poem::Response::builder()
            .status(status)
            .content_type("application/json")
            .body(reply.bytes().await.unwrap().to_vec())
    }
    let counter = Arc::new(AtomicUsize::new(0));
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let app = Route::new().at("/*path", forward).data((target, counter.clone())).map_to_response();
    let app: poem::endpoint::BoxEndpoint<'static> = app.boxed();
    tokio::spawn(Server::new(TcpListener::bind(addr.to_string())).run(app));
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    (format!("http://{addr}"), counter)
}

fn total_line(summary: &str) -> &str {
    summary
        .lines()
        .find(|line| line.starts_with("total:"))
        .unwrap_or_else(|| panic!("no total in\n{summary}"))
}

#[tokio::test]
async fn an_organisation_moves_between_two_servers_and_back_out() {
    let source = live_server::start(&[]).await;
    let target = live_server::start(&[]).await;
    let (source_api, target_api) = (Api::of(&source), Api::of(&target));
    fill(&source, &source_api).await;
    let dir = tempfile::tempdir().unwrap();
    let legacy = legacy_file(dir.path());
    let source_org = source.organisation_id.to_string();
    let loaded =
        run(&source.database.url, &["import", "file", "--org", &source_org, legacy.to_str().unwrap()]).await;
    assert!(
        loaded.contains("failed contact 72: email"),
        "a bad record is reported with its id and field:\n{loaded}"
    );
    assert!(total_line(&loaded).contains("created=5"), "{loaded}");
    let legacy_contact =
        source_api.items("/contacts").await.into_iter().find(|c| c["firstName"] == "Hemi").unwrap();
    assert_eq!(legacy_contact["createdTimestamp"], Value::Null, "null stays null: {legacy_contact}");
    let lost = source_api.items("/opportunities").await.into_iter().find(|o| o["Status"] == "Lost").unwrap();
    assert_eq!(lost["closedDate"], "2023-09-15", "the source's closing day is kept: {lost}");

    let (proxy, requests) = flaky_proxy(format!("http://{}", source.addr)).await;
    let target_org = target.organisation_id.to_string();
    let import =
        ["import", "api", "--org", &target_org, "--base-url", &proxy, "--key", &source.key, "--rate", "100"];

    let dry = run(&target.database.url, &[&import[..], &["--dry-run"]].concat()).await;
    assert!(dry.contains("dry run"), "{dry}");
    assert!(!total_line(&dry).contains("created=0"), "{dry}");
    assert!(target_api.items("/contacts").await.is_empty(), "a dry run writes nothing");

    let first = run(&target.database.url, &import).await;
    assert!(total_line(&first).contains("failed=0"), "{first}");
    assert!(first.contains("rate-limited"), "429s were waited out: {first}");
    assert!(requests.load(Ordering::SeqCst) > 3);
    assert_same(source_api.everything().await, target_api.everything().await);
    // Imported records have their events, written by the command line, so webhooks see them.
    let events = target_api.items("/events").await;
    let created: Vec<&Value> = events.iter().filter(|e| e["type"] == "contact.created").collect();
    assert_eq!(created.len(), target_api.items("/contacts").await.len(), "{events:?}");
    assert!(created.iter().all(|e| e["actor"]["type"] == "cli"), "{created:?}");

    let again = run(&target.database.url, &import).await;
    assert!(total_line(&again).contains("created=0 updated=0"), "a re-run changes nothing:\n{again}");
    assert_same(source_api.everything().await, target_api.everything().await);

    // Changed at the source only: updated. Changed on both sides: the local copy is kept.
    let find = |items: Vec<Value>, name: &str| items.into_iter().find(|c| c["firstName"] == name).unwrap();
    let source_aroha = find(source_api.items("/contacts").await, "Aroha");
    let source_wiremu = find(source_api.items("/contacts").await, "Wiremu");
    let target_wiremu = find(target_api.items("/contacts").await, "Wiremu");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    source_api
        .patch(
            &format!("/contacts/{}/person", source_aroha["id"].as_str().unwrap()),
            json!({"preferredName": "Ro"}),
        )
        .await;
    source_api
        .patch(
            &format!("/contacts/{}/person", source_wiremu["id"].as_str().unwrap()),
            json!({"preferredName": "Bill"}),
        )
        .await;
    target_api
        .patch(
            &format!("/contacts/{}/person", target_wiremu["id"].as_str().unwrap()),
            json!({"preferredName": "Wi"}),
        )
        .await;
    let third = run(&target.database.url, &import).await;
    assert!(total_line(&third).contains("created=0 updated=1"), "{third}");
    assert!(third.contains("skipped 1 contact(s): changed here since the last import"), "{third}");
    assert_eq!(find(target_api.items("/contacts").await, "Aroha")["preferredName"], "Ro");
    assert_eq!(find(target_api.items("/contacts").await, "Wiremu")["preferredName"], "Wi");

    // Export → import into an empty organisation → export again: the same records.
    let exported = dir.path().join("source.jsonl");
    run(&source.database.url, &["export", "--org", &source_org, "--out", exported.to_str().unwrap()]).await;
    let empty = TestDatabase::create().await;
    let empty_db = advisory_crm::db::Database::connect(&empty.url).await.unwrap();
    empty_db.migrate(advisory_crm::db::MigrationPolicy::Apply).await.unwrap();
    let fresh = create_tenant(&empty_db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let fresh_org = fresh.id.to_string();
    let loaded = run(&empty.url, &["import", "file", "--org", &fresh_org, exported.to_str().unwrap()]).await;
    assert!(total_line(&loaded).contains("failed=0"), "{loaded}");
    let again = dir.path().join("copy.jsonl");
    run(&empty.url, &["export", "--org", &fresh_org, "--out", again.to_str().unwrap()]).await;
    assert_same(export_records(&exported), export_records(&again));
    let reloaded =
        run(&empty.url, &["import", "file", "--org", &fresh_org, exported.to_str().unwrap()]).await;
    assert!(total_line(&reloaded).contains("created=0 updated=0"), "{reloaded}");
}

/// An export's records, without its header, its field history (the copy's holds its own import
/// as well) and without the members' own timestamps (the
/// manager of each organisation is its own member, matched by e-mail).
fn export_records(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|record| record["type"] != "export" && record["type"] != "history")
        .map(|mut record| {
            if record["type"] == "member" {
                let data = record["data"].as_object_mut().unwrap();
                data.remove("createdTimestamp");
                data.remove("modifiedTimestamp");
            }
            record
        })
        .collect()
}
