//! `import file` of a firm big enough to be written a chunk at a time (more than one chunk of
//! profiles, of contacts, of opportunities, of KiwiSaver accounts and of notes): through the
//! real binary into a live server's organisation, then checked through that server's API and a
//! second export.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::{
    helpers::on_postgres,
    live_server::{self, LiveServer},
    transfer::run,
};

/// More profiles than one chunk holds (about two contacts each).
const PROFILES: usize = 1_200;
/// More opportunities than one chunk holds (some won, lost or archived; some mortgages).
const OPPORTUNITIES: usize = 1_100;

/// Generated households, businesses and trusts (some archived, each with an adviser who is
/// not a member of the target yet), opportunities across them and, when `products`, their
/// mortgages, KiwiSaver accounts, investments, notes (by the adviser), insurance policies and
/// household budgets, exported to a file.
async fn exported_firm(
    source: &LiveServer,
    dir: &Path,
    profiles: usize,
    opportunities: usize,
    products: bool,
) -> PathBuf {
    use advisory_crm::{entity::member::MemberRole, seed::demo, service::members};
    let adviser = members::add(
        &source.db,
        source.organisation_id,
        members::NewMember {
            first_name: "Mere".into(),
            last_name: "Adviser".into(),
            email: "mere.adviser@kauri.co.nz".into(),
            role: MemberRole::Adviser,
            fsp_number: None,
        },
    )
    .await
    .unwrap();
    let mut generator = demo::DemoGenerator::new(32, vec![adviser.id]);
    let batch = (0..profiles).map(|_| generator.next_profile()).collect();
    demo::bulk::insert(&source.db, source.organisation_id, batch).await.unwrap();
    let (db, org) = (&source.db, source.organisation_id);
    demo::opportunities::bulk(db, org, &[adviser.id], opportunities, |_| {}).await.unwrap();
    if products {
        demo::products::bulk(db, org, |_| {}).await.unwrap();
        demo::notes::bulk(db, org, &[adviser.id], |_| {}).await.unwrap();
        demo::policies::bulk(db, org, |_| {}).await.unwrap();
        demo::expenses::bulk(db, org, |_| {}).await.unwrap();
    }
    let file = dir.join("firm.jsonl");
    let org = source.organisation_id.to_string();
    run(&source.database.url, &["export", "--org", &org, "--out", file.to_str().unwrap()]).await;
    file
}

/// An export's lines but its field history's (a copy holds its own import's history as well).
fn lines(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|line| line["type"] != "history")
        .collect()
}

fn of_type<'a>(records: &'a [Value], kind: &str) -> Vec<&'a Value> {
    records.iter().filter(|record| record["type"] == kind).map(|record| &record["data"]).collect()
}

/// The summary's counts for one kind: created, updated, unchanged, skipped, failed.
fn counts(summary: &str, kind: &str) -> Vec<usize> {
    let row = summary
        .lines()
        .find(|line| line.split_whitespace().next() == Some(kind))
        .unwrap_or_else(|| panic!("no {kind} row in\n{summary}"));
    row.split_whitespace().skip(1).map(|n| n.parse().unwrap()).collect()
}

fn total_line(summary: &str) -> &str {
    summary
        .lines()
        .find(|line| line.starts_with("total:"))
        .unwrap_or_else(|| panic!("no total in\n{summary}"))
}

async fn get(server: &LiveServer, path: &str) -> Value {
    let reply = reqwest::Client::new()
        .get(format!("http://{}/api/v1{path}", server.addr))
        .header("authorization", &server.key)
        .send()
        .await
        .unwrap();
    assert_eq!(reply.status().as_u16(), 200, "{path}");
    reply.json::<Value>().await.unwrap()["data"].clone()
}

async fn total(server: &LiveServer, path: &str) -> u64 {
    let separator = if path.contains('?') { '&' } else { '?' };
    get(server, &format!("{path}{separator}pageSize=1")).await["totalItems"].as_u64().unwrap()
}

/// The records with every id replaced by its order of first appearance, and without the
/// members' own timestamps (each organisation's manager is its own member, matched by e-mail).
fn canonical(records: Vec<Value>) -> Vec<Value> {
    fn walk(value: Value, names: &mut std::collections::HashMap<String, String>) -> Value {
        match value {
            Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, walk(v, names))).collect()),
            Value::Array(items) => Value::Array(items.into_iter().map(|v| walk(v, names)).collect()),
            Value::String(text) if text.parse::<uuid::Uuid>().is_ok() => {
                let next = format!("id#{}", names.len());
                Value::String(names.entry(text).or_insert(next).clone())
            }
            other => other,
        }
    }
    let mut names = std::collections::HashMap::new();
    records
        .into_iter()
        .filter(|record| record["type"] != "export")
        .map(|mut record| {
            if record["type"] == "member" {
                let data = record["data"].as_object_mut().unwrap();
                data.remove("createdTimestamp");
                data.remove("modifiedTimestamp");
            }
            walk(record, &mut names)
        })
        .collect()
}

/// Whether `ANALYZE` was run on the table (autovacuum's own runs are counted apart, and it is
/// off on the test machines).
async fn analysed(url: &str, table: &str) -> bool {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let db = sea_orm::Database::connect(url).await.unwrap();
    let sql = "SELECT last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname = $1";
    let row = db.query_one_raw(Statement::from_sql_and_values(DbBackend::Postgres, sql, [table.into()]));
    row.await.unwrap().unwrap().try_get::<bool>("", "analysed").unwrap()
}

#[tokio::test]
async fn a_firm_imported_a_chunk_at_a_time_round_trips_with_its_events_search_and_totals() {
    let source = live_server::start(&[]).await;
    let target = live_server::start(&[]).await;
    let dir = tempfile::tempdir().unwrap();
    let file = exported_firm(&source, dir.path(), PROFILES, OPPORTUNITIES, true).await;
    let records = lines(&file);
    let (profiles, contacts) = (of_type(&records, "profile"), of_type(&records, "contact"));
    let opportunities = of_type(&records, "opportunity");
    assert_eq!(opportunities.len(), OPPORTUNITIES);
    let closed = |o: &&&Value| o["Status"] != "Open" || o["isArchived"] == true;
    assert!(opportunities.iter().filter(closed).count() > 100, "some opportunities are closed");
    // Every page of the export's walk: the source's profiles and contacts, all of them.
    assert_eq!(profiles.len() as u64, total(&source, "/profiles").await);
    assert_eq!(contacts.len() as u64, total(&source, "/contacts").await);
    assert!(profiles.len() >= PROFILES, "{} profiles exported", profiles.len());
    assert!(profiles.iter().any(|p| p["isProfileArchived"] == true), "some profiles are archived");

    let org = target.organisation_id.to_string();
    let loaded = run(&target.database.url, &["import", "file", "--org", &org, file.to_str().unwrap()]).await;
    assert!(total_line(&loaded).contains("failed=0"), "{loaded}");
    assert_eq!(counts(&loaded, "profile")[0], profiles.len(), "{loaded}");
    assert_eq!(counts(&loaded, "contact")[0], contacts.len(), "{loaded}");
    assert_eq!(counts(&loaded, "opportunity")[0], opportunities.len(), "{loaded}");
    let products = ["mortgage", "kiwisaver", "investment"].map(|kind| (kind, of_type(&records, kind).len()));
    for (kind, exported) in products {
        assert_eq!(counts(&loaded, kind)[0], exported, "{loaded}");
    }
    assert!(products[1].1 > 1_000, "more KiwiSaver accounts than a chunk: {}", products[1].1);
    let notes = of_type(&records, "note").len();
    assert!(notes > 1_000, "more notes than a chunk: {notes}");
    assert_eq!(counts(&loaded, "note")[0], notes, "{loaded}");
    let policies = of_type(&records, "policy").len();
    assert!(policies > 200, "policies: {policies}");
    assert_eq!(counts(&loaded, "policy")[0], policies, "{loaded}");
    let households = of_type(&records, "expenses");
    assert!(households.len() > 300, "household budgets: {}", households.len());
    assert_eq!(counts(&loaded, "expenses")[0], households.len(), "{loaded}");

    // Export → import → export: the same records, timestamps, key contacts and archived flags.
    let copy = dir.path().join("copy.jsonl");
    run(&target.database.url, &["export", "--org", &org, "--out", copy.to_str().unwrap()]).await;
    let (expected, got) = (canonical(records.clone()), canonical(lines(&copy)));
    assert_eq!(expected.len(), got.len(), "record counts differ");
    for (a, b) in expected.iter().zip(&got) {
        assert_eq!(a, b, "\nsource: {a}\n  copy: {b}");
    }

    // PostgreSQL's planner has statistics of what the import filled (it refreshes them as the
    // records it created double), not only of the empty tables it began with.
    if on_postgres() {
        assert!(analysed(&target.database.url, "contacts").await, "contacts were analysed");
    }

    // The whole lists' totals.
    assert_eq!(total(&target, "/profiles").await, profiles.len() as u64);
    assert_eq!(total(&target, "/contacts").await, contacts.len() as u64);
    assert_eq!(total(&target, "/opportunities").await, opportunities.len() as u64);

    // Each created record has its event, as a single create writes it, and each profile's
    // finishing its change: archived (which says most), else its key contact.
    assert_eq!(total(&target, "/events?type=contact.created").await, contacts.len() as u64);
    assert_eq!(total(&target, "/events?type=profile.created").await, profiles.len() as u64);
    let archived = profiles.iter().filter(|p| p["isProfileArchived"] == true).count() as u64;
    let keyed = profiles.iter().filter(|p| !p["keyContactId"].is_null() && p["isProfileArchived"] != true);
    assert_eq!(total(&target, "/events?type=profile.archived").await, archived);
    assert_eq!(total(&target, "/events?type=profile.key_contact_changed").await, keyed.count() as u64);
    let event = &get(&target, "/events?type=contact.created&pageSize=1").await["items"][0];
    assert_eq!(event["actor"]["type"], "cli", "{event}");
    let id = event["data"]["id"].as_str().unwrap();
    // As created, with the source's timestamps: before the finish made some contacts key.
    let without_key = |mut contact: Value| {
        let fields = contact.as_object_mut().unwrap();
        fields.remove("isKeyContact");
        fields.remove("profiles");
        contact
    };
    let now = without_key(get(&target, &format!("/contacts/{id}")).await);
    assert_eq!(without_key(event["data"].clone()), now, "the event shows the record");
    // An opportunity is created as the source has it, won, lost or archived included: one
    // event each, showing it with the source's timestamps and closedDate.
    assert_eq!(total(&target, "/events?type=opportunity.created").await, opportunities.len() as u64);
    assert_eq!(total(&target, "/events?type=opportunity.status_changed").await, 0);
    let event = &get(&target, "/events?type=opportunity.created&pageSize=500").await["items"];
    let won = event.as_array().unwrap().iter().find(|e| e["data"]["Status"] == "Won").expect("a won one");
    let id = won["data"]["id"].as_str().unwrap();
    assert_eq!(won["data"], get(&target, &format!("/opportunities/{id}")).await, "the event shows it");
    for (kind, exported) in products {
        assert_eq!(total(&target, &format!("/events?type={kind}.created")).await, exported as u64, "{kind}");
    }
    let event = &get(&target, "/events?type=kiwisaver.created&pageSize=1").await["items"][0];
    let id = event["data"]["id"].as_str().unwrap();
    assert_eq!(event["data"], get(&target, &format!("/kiwisavers/{id}")).await, "the event shows it");
    // Notes too, with their author (a member the import brought across) and source timestamps.
    assert_eq!(total(&target, "/notes").await, notes as u64);
    assert_eq!(total(&target, "/events?type=note.created").await, notes as u64);
    let event = &get(&target, "/events?type=note.created&pageSize=1").await["items"][0];
    let id = event["data"]["id"].as_str().unwrap();
    assert_eq!(event["data"], get(&target, &format!("/notes/{id}")).await, "the event shows it");
    assert_eq!(event["data"]["createdByMemberName"], "Mere Adviser", "{event}");
    // Policies too, with their owners, covers and source timestamps.
    assert_eq!(total(&target, "/policies").await, policies as u64);
    assert_eq!(total(&target, "/events?type=policy.created").await, policies as u64);
    let event = &get(&target, "/events?type=policy.created&pageSize=1").await["items"][0];
    let id = event["data"]["id"].as_str().unwrap();
    assert_eq!(event["data"], get(&target, &format!("/policies/{id}")).await, "the event shows it");

    // Households' expenses too, with their lines, contacts' amounts and source timestamps.
    assert_eq!(total(&target, "/events?type=expenses.created").await, households.len() as u64);
    let event = &get(&target, "/events?type=expenses.created&pageSize=1").await["items"][0];
    let profile = event["data"]["profileId"].as_str().unwrap();
    assert_eq!(
        event["data"],
        get(&target, &format!("/expenses?profileId={profile}")).await,
        "the event shows it"
    );

    // Search finds the imported contacts, and their profiles by them.
    let last = &contacts[contacts.len() - 1];
    let email = last["email"].as_str().unwrap();
    let found = get(&target, &format!("/contacts/search?searchString={email}")).await;
    assert_eq!(found["totalItems"], 1, "{found}");
    let found = get(&target, &format!("/profiles/search?searchString={email}")).await;
    assert_eq!(found["totalItems"], 1, "a profile is found by its contact's e-mail: {found}");

    // Again: nothing is written.
    let again = run(&target.database.url, &["import", "file", "--org", &org, file.to_str().unwrap()]).await;
    assert!(total_line(&again).contains("created=0 updated=0"), "{again}");
    assert!(total_line(&again).contains("failed=0"), "{again}");
    assert_eq!(total(&target, "/events?type=contact.created").await, contacts.len() as u64);
    assert_eq!(total(&target, "/events?type=opportunity.created").await, opportunities.len() as u64);

    // A household's line changed at the source: the import updates that line (it knows which
    // it became) rather than adding one.
    let mut changed = records.clone();
    let budget = changed
        .iter_mut()
        .find(|record| record["type"] == "expenses" && record["data"]["fixedCommitments"][0].is_object())
        .expect("a household with a fixed commitment");
    budget["data"]["fixedCommitments"][0]["value"] = Value::from(999.5);
    budget["data"]["modifiedTimestamp"] = Value::from("2031-01-01T00:00:00Z");
    let lines_before = budget["data"]["fixedCommitments"].as_array().unwrap().len();
    let source_profile = budget["data"]["profileId"].as_str().unwrap().to_string();
    let changed_file = dir.path().join("changed.jsonl");
    std::fs::write(&changed_file, changed.iter().map(Value::to_string).collect::<Vec<_>>().join("\n"))
        .unwrap();
    let again =
        run(&target.database.url, &["import", "file", "--org", &org, changed_file.to_str().unwrap()]).await;
    assert_eq!(counts(&again, "expenses")[1], 1, "{again}");
    assert!(total_line(&again).contains("created=0 updated=1"), "{again}");
    let position = households.iter().position(|h| h["profileId"] == source_profile.as_str()).unwrap();
    let local_profile = imported_household(&target, position).await;
    let now = get(&target, &format!("/expenses?profileId={local_profile}")).await;
    let lines = now["fixedCommitments"].as_array().unwrap();
    assert_eq!(lines.len(), lines_before, "no line added: {now}");
    assert_eq!(lines[0]["value"], 999.5, "{now}");
}

/// The target's profile whose household budget is the `position`th exported (the export lists
/// households in the same order on both sides).
async fn imported_household(server: &LiveServer, position: usize) -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("now.jsonl");
    let org = server.organisation_id.to_string();
    run(&server.database.url, &["export", "--org", &org, "--out", file.to_str().unwrap()]).await;
    of_type(&lines(&file), "expenses")[position]["profileId"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_bad_record_in_the_middle_of_a_chunk_is_reported_and_the_rest_imported() {
    let source = live_server::start(&[]).await;
    let target = live_server::start(&[]).await;
    let dir = tempfile::tempdir().unwrap();
    let file = exported_firm(&source, dir.path(), 600, 600, true).await;
    let mut records = lines(&file);
    // A contact in the middle of the first chunk of contacts, not its profile's key contact
    // and owning no product or policy (whose import would then fail too).
    let keys: Vec<Value> = of_type(&records, "profile").iter().map(|p| p["keyContactId"].clone()).collect();
    let owned: String = ["mortgage", "kiwisaver", "investment", "policy", "expenses"]
        .iter()
        .flat_map(|kind| of_type(&records, kind))
        .map(Value::to_string)
        .collect();
    let bad = records
        .iter_mut()
        .filter(|record| record["type"] == "contact")
        .skip(500)
        .find(|record| {
            let id = &record["data"]["id"];
            record["data"]["email"].is_string() && !keys.contains(id) && !owned.contains(id.as_str().unwrap())
        })
        .unwrap();
    bad["data"]["email"] = Value::from("not an address");
    let bad_id = bad["data"]["id"].as_str().unwrap().to_string();
    // And an opportunity in the middle of the opportunities' chunk.
    let bad = records.iter_mut().filter(|record| record["type"] == "opportunity").nth(300).unwrap();
    bad["data"]["value"] = Value::from(-5);
    let bad_opportunity = bad["data"]["opportunityId"].as_str().unwrap().to_string();
    // And a KiwiSaver account in the middle of its chunk.
    let bad = records.iter_mut().filter(|record| record["type"] == "kiwisaver").nth(300).unwrap();
    bad["data"]["State"] = Value::from("x".repeat(101));
    let bad_kiwisaver = bad["data"]["kiwiSaverId"].as_str().unwrap().to_string();
    // And a note with nothing left once sanitised, in the middle of its chunk.
    let bad = records.iter_mut().filter(|record| record["type"] == "note").nth(300).unwrap();
    bad["data"]["content"] = Value::from("<script>alert(1)</script>");
    let bad_note = bad["data"]["noteId"].as_str().unwrap().to_string();
    // A note on a profile the file does not have: reported under its field.
    let bad = records.iter_mut().filter(|record| record["type"] == "note").nth(400).unwrap();
    bad["data"]["profileId"] = Value::from(uuid::Uuid::now_v7().to_string());
    let orphan_note = bad["data"]["noteId"].as_str().unwrap().to_string();
    // A note by a member who did not come across: imported without its author, as alone.
    let unknown = records.iter_mut().filter(|record| record["type"] == "note").nth(500).unwrap();
    unknown["data"]["createdByMemberId"] = Value::from(uuid::Uuid::now_v7().to_string());
    unknown["data"]["externalId"] = Value::from("note-by-a-stranger");
    let notes = of_type(&records, "note").len();
    // And a policy with a status the API does not know, among its neighbours.
    let bad = records.iter_mut().filter(|record| record["type"] == "policy").nth(100).unwrap();
    bad["data"]["status"] = Value::from("Bogus");
    let bad_policy = bad["data"]["policyId"].as_str().unwrap().to_string();
    let policies = of_type(&records, "policy").len();
    // And a household's budget with a negative amount, among its neighbours.
    let bad = records.iter_mut().filter(|record| record["type"] == "expenses").nth(100).unwrap();
    bad["data"]["food"] = Value::from(-1);
    let bad_budget = bad["data"]["profileId"].as_str().unwrap().to_string();
    let households = of_type(&records, "expenses").len();
    let kiwisavers = of_type(&records, "kiwisaver").len();
    let opportunities = of_type(&records, "opportunity").len();
    let contacts = of_type(&records, "contact").len();
    let broken = dir.path().join("broken.jsonl");
    std::fs::write(&broken, records.iter().map(Value::to_string).collect::<Vec<_>>().join("\n")).unwrap();

    let org = target.organisation_id.to_string();
    let loaded =
        run(&target.database.url, &["import", "file", "--org", &org, broken.to_str().unwrap()]).await;
    assert!(loaded.contains(&format!("failed contact {bad_id}: email")), "{loaded}");
    assert!(loaded.contains(&format!("failed opportunity {bad_opportunity}: value")), "{loaded}");
    assert!(loaded.contains(&format!("failed kiwisaver {bad_kiwisaver}: State")), "{loaded}");
    assert!(loaded.contains(&format!("failed note {bad_note}: content")), "{loaded}");
    assert!(loaded.contains(&format!("failed note {orphan_note}: profileId")), "{loaded}");
    assert!(loaded.contains(&format!("failed policy {bad_policy}: status")), "{loaded}");
    assert!(loaded.contains(&format!("failed expenses {bad_budget}: food")), "{loaded}");
    assert!(total_line(&loaded).contains("failed=7"), "{loaded}");
    assert_eq!(counts(&loaded, "expenses")[0], households - 1, "{loaded}");
    assert_eq!(counts(&loaded, "policy")[0], policies - 1, "{loaded}");
    assert_eq!(total(&target, "/policies").await, policies as u64 - 1);
    assert_eq!(counts(&loaded, "note")[0], notes - 2, "{loaded}");
    assert_eq!(total(&target, "/notes").await, notes as u64 - 2);
    let stranger = &get(&target, "/notes?externalId=note-by-a-stranger").await["items"][0];
    assert!(stranger["createdByMemberId"].is_null(), "{stranger}");
    assert!(stranger["content"].as_str().is_some_and(|content| !content.is_empty()), "{stranger}");
    assert_eq!(counts(&loaded, "kiwisaver")[0], kiwisavers - 1, "{loaded}");
    assert_eq!(counts(&loaded, "contact")[0], contacts - 1, "{loaded}");
    assert_eq!(counts(&loaded, "opportunity")[0], opportunities - 1, "{loaded}");
    assert_eq!(total(&target, "/opportunities").await, opportunities as u64 - 1);
    assert_eq!(total(&target, "/contacts").await, contacts as u64 - 1);
    assert_eq!(total(&target, "/events?type=contact.created").await, contacts as u64 - 1);
}

#[tokio::test]
async fn a_record_listed_again_in_the_next_chunk_is_written_once() {
    let source = live_server::start(&[]).await;
    let target = live_server::start(&[]).await;
    let dir = tempfile::tempdir().unwrap();
    let file = exported_firm(&source, dir.path(), PROFILES, 0, false).await;
    let records = lines(&file);
    let (profiles, contacts) = (of_type(&records, "profile").len(), of_type(&records, "contact").len());
    // The first profile and a contact of one profile from the first chunk, listed again as the
    // first records of the second chunk: read while the first chunk is still being written.
    let again_after = |kind: &str, nth: usize| {
        records.iter().enumerate().filter(|(_, record)| record["type"] == kind).nth(nth).unwrap().0
    };
    let repeated_contact = records
        .iter()
        .filter(|record| record["type"] == "contact")
        .find(|record| record["data"]["profiles"].as_array().unwrap().len() == 1)
        .unwrap()
        .clone();
    let repeated_profile = records.iter().find(|record| record["type"] == "profile").unwrap().clone();
    let (after_contacts, after_profiles) = (again_after("contact", 999), again_after("profile", 999));
    let mut listed = Vec::new();
    for (index, record) in records.iter().enumerate() {
        listed.push(record.clone());
        if index == after_contacts {
            listed.push(repeated_contact.clone());
        }
        if index == after_profiles {
            listed.push(repeated_profile.clone());
        }
    }
    let twice = dir.path().join("twice.jsonl");
    std::fs::write(&twice, listed.iter().map(Value::to_string).collect::<Vec<_>>().join("\n")).unwrap();

    let org = target.organisation_id.to_string();
    let loaded = run(&target.database.url, &["import", "file", "--org", &org, twice.to_str().unwrap()]).await;
    assert!(total_line(&loaded).contains("failed=0"), "{loaded}");
    assert_eq!(counts(&loaded, "profile")[0], profiles, "{loaded}");
    assert_eq!(counts(&loaded, "contact")[0], contacts, "{loaded}");
    assert_eq!(total(&target, "/profiles").await, profiles as u64);
    assert_eq!(total(&target, "/contacts").await, contacts as u64);
    assert_eq!(total(&target, "/events?type=contact.created").await, contacts as u64);
}
