//! Searching contacts and profiles: case- and accent-insensitive substrings of names, e-mail
//! addresses and phone numbers, paginated; a blank term is a 400.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, spawn_app_with};

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

/// Both ways a term of three or more characters is read: through the trigram index that every
/// firm's entries share, and by checking the firm's own entries (`SEARCH_SCAN_UP_TO`).
const SCAN_SETTINGS: [&str; 2] = ["0", "5000"];

#[tokio::test]
async fn contacts_are_found_by_any_name_ignoring_case_and_macrons() {
    for scan_up_to in SCAN_SETTINGS {
        let app = spawn_app_with(&[("SEARCH_SCAN_UP_TO", scan_up_to)]).await;
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
    for scan_up_to in SCAN_SETTINGS {
        let app = spawn_app_with(&[("SEARCH_SCAN_UP_TO", scan_up_to)]).await;
        seed(&app).await;
        let renamed = app.create("/api/v1/profiles", json!({"name": "Kōwhai Household"})).await;
        assert_eq!(renamed["name"], "Kōwhai Household");
        let search = |term: &'static str| names(&app, "/api/v1/profiles/search", term);
        assert_eq!(search("kowhai").await, ["Kōwhai Household"]);
        assert_eq!(search("tuhoe").await, ["Aroha Tūhoe"], "through a contact's name");
        assert_eq!(search("obrien.nz").await, ["James O'Brien"], "through a contact's e-mail");
        assert_eq!(search("parata").await, ["Mere Parata", "Parata Family Trust"]);
    }
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

/// On SQLite a term of three or more characters is found through the FTS5 trigram index (then
/// each candidate's text checked) and a shorter one by checking every entry's text; both must
/// find exactly the entries whose text contains the folded term (the in-memory rule), as must
/// PostgreSQL's `LIKE`, and the search endpoint must answer exactly those contacts.
#[tokio::test]
async fn every_search_method_finds_exactly_the_records_containing_tricky_terms() {
    use advisory_crm::{
        db::Reads,
        entity::search_entry,
        service::search::{Method, RecordKind, SearchTerm, entries_matching},
    };
    use sea_orm::{ColumnTrait, DbBackend, EntityTrait, QueryFilter};
    use uuid::Uuid;

    let app = spawn_app().await;
    seed(&app).await;
    for body in [
        json!({"firstName": "Élodie", "lastName": "Ngāti Pōneke", "email": "say.\"hi\"@example.nz"}),
        json!({"firstName": "Al", "lastName": "Bo", "phone": "+64 9 300 1234"}),
        json!({"firstName": "Zoë", "lastName": "back\\slash", "email": "a%b_c@x.nz"}),
        // Holds every trigram of "parata" but not "parata" itself.
        json!({"firstName": "Para", "lastName": "Rata-Smith"}),
    ] {
        app.create("/api/v1/contacts/person", body).await;
    }
    app.create(
        "/api/v1/contacts/company",
        json!({"companyName": "100% Kiwi Ltd", "tradingName": "snake_case"}),
    )
    .await;

    let backend = app.db.backend();
    let entries = app
        .db
        .all(search_entry::Entity::find().filter(search_entry::Column::OrganisationId.eq(app.tenant.id)))
        .await
        .unwrap();
    let terms = [
        "ngāti",
        "NGATI",
        "ti",
        "t",
        "a",
        "%",
        "100%",
        "_",
        "e_c",
        "b_c",
        "a%b",
        "\"hi\"",
        "\"",
        "'",
        "o'b",
        "0215551234",
        "555 12",
        "21",
        "9300",
        "élo",
        "ELO",
        "lo",
        "zoe",
        "zoë",
        "x",
        "\\",
        "k\\s",
        "  Parata  ",
        "ata fam",
        "tūī",
        "tui",
        "aroha.t@",
        "@",
        "..",
        "nz",
        "qqq",
        "parata",
        "para rata",
        "say.\"hi\"@example.nz",
    ];
    let all_contacts: BTreeSet<Uuid> = app.data("/api/v1/contacts?pageSize=500").await["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["id"].as_str().unwrap().parse().unwrap())
        .collect();
    for raw in terms {
        let term = SearchTerm::parse(raw).unwrap();
        let expected: BTreeSet<Uuid> =
            entries.iter().filter(|entry| term.is_in(&entry.text)).map(|entry| entry.record_id).collect();
        let methods = match backend {
            DbBackend::Sqlite => vec![Method::Trigrams, Method::Scan, Method::WordStart],
            _ => vec![Method::Like, Method::Scan, Method::WordStart],
        };
        for method in methods {
            // Each method serves the terms it is chosen for: a trigram index cannot answer a
            // term of one or two characters, and those alone match at the start of a word.
            if (method == Method::WordStart) != (raw.trim().chars().count() < 3) {
                continue;
            }
            let mut found = BTreeSet::new();
            for kind in [RecordKind::Contact, RecordKind::Profile, RecordKind::Opportunity] {
                let query = entries_matching(backend, app.tenant.id, &term, kind, method);
                found.extend(app.db.rows::<Uuid>(query).await.unwrap());
            }
            assert_eq!(found, expected, "term {raw:?} with {method:?}");
        }
        let encoded: String = form_urlencoded::byte_serialize(raw.as_bytes()).collect();
        let data = app.data(&format!("/api/v1/contacts/search?searchString={encoded}&pageSize=500")).await;
        let answered: BTreeSet<Uuid> = data["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["id"].as_str().unwrap().parse().unwrap())
            .collect();
        let contacts: BTreeSet<Uuid> = expected.intersection(&all_contacts).copied().collect();
        assert_eq!(answered, contacts, "search for {raw:?} answers exactly the matching contacts");
        assert_eq!(
            data["totalItems"].as_u64().unwrap() as usize,
            answered.len(),
            "search for {raw:?}: every match fits one page"
        );
    }
    // The terms above do find things (the comparison is not between two empty sets).
    let parata = SearchTerm::parse("parata").unwrap();
    assert!(entries.iter().filter(|entry| parata.is_in(&entry.text)).count() >= 2);
}

/// The ids a search answers (one page holds them all).
async fn found(app: &TestApp, path: &str, term: &str) -> Vec<String> {
    let data = app.data(&format!("{path}?searchString={term}&pageSize=500")).await;
    data["items"].as_array().unwrap().iter().map(|item| item["id"].as_str().unwrap().to_string()).collect()
}

/// A profile's entry carries its contacts' text and an opportunity's its profile's: every write
/// that changes a name or adds a link brings them up to date, and the old text stops matching.
#[tokio::test]
async fn profile_and_opportunity_searches_follow_renames_and_links() {
    let app = spawn_app().await;
    let aroha =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Tūhoe"})).await;
    let household = app.create("/api/v1/profiles", json!({"name": "Kōwhai Household"})).await;
    app.create("/api/v1/profiles", json!({"name": "Rātā Household"})).await;
    let household_id = household["id"].as_str().unwrap();
    let pipeline = app.data("/api/v1/pipelines").await["items"][0]["id"].clone();
    let deal = app
        .create(
            "/api/v1/opportunities",
            json!({"name": "First home", "profileId": household_id, "pipelineId": pipeline}),
        )
        .await;
    let deal_id = deal["id"].as_str().unwrap().to_string();
    let profiles = |term: &'static str| found(&app, "/api/v1/profiles/search", term);
    let deals = |term: &'static str| found(&app, "/api/v1/opportunities/search", term);

    // A contact linked to an existing profile: the profile and its opportunity find it.
    app.patch(
        &format!("/api/v1/profiles/{household_id}"),
        &json!({"contacts": [{"contactId": aroha["id"]}]}),
    )
    .await;
    assert!(profiles("tuhoe").await.contains(&household_id.to_string()));
    assert_eq!(deals("tuhoe").await, std::slice::from_ref(&deal_id));

    // A contact renamed: the new name is found through the profile and the opportunity, the old not.
    let path = format!("/api/v1/contacts/{}/person", aroha["id"].as_str().unwrap());
    assert_eq!(app.patch(&path, &json!({"lastName": "Waititi"})).await.status, 200);
    assert!(profiles("waititi").await.contains(&household_id.to_string()));
    assert!(!profiles("tuhoe").await.contains(&household_id.to_string()));
    assert_eq!(deals("waititi").await, std::slice::from_ref(&deal_id));
    assert_eq!(deals("tuhoe").await, Vec::<String>::new());

    // A profile renamed: its opportunity is found by the new name.
    app.patch(&format!("/api/v1/profiles/{household_id}"), &json!({"name": "Tōtara Household"})).await;
    assert_eq!(deals("totara").await, std::slice::from_ref(&deal_id));
    assert_eq!(deals("kowhai").await, Vec::<String>::new());

    // A contact created into the profile (opportunities never change profile).
    let tane = json!({"firstName": "Tāne", "lastName": "Rewi", "profileId": household_id});
    app.create("/api/v1/contacts/person", tane).await;
    assert_eq!(deals("rewi").await, std::slice::from_ref(&deal_id));
    assert_eq!(deals("first%20home").await, [deal_id], "by its own name still");
    assert_eq!(profiles("household").await.len(), 2, "the other profile is found by its own name");
}

/// The entries each of SQLite's per-kind trigram indexes names (`doc`) for `trigram`, or for
/// any trigram when `trigram` is `None`: read through an `fts5vocab` table of the index.
async fn indexed_entries(app: &TestApp, kind: &str, trigram: Option<&str>) -> BTreeSet<i64> {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};

    let conn = app.db.single_statement();
    let vocab = format!("temp.vocab_{kind}");
    conn.execute_unprepared(&format!(
        "CREATE VIRTUAL TABLE IF NOT EXISTS {vocab} USING fts5vocab(main, search_trigrams_{kind}, instance)"
    ))
    .await
    .unwrap();
    let sql = match trigram {
        Some(trigram) => format!("SELECT DISTINCT doc FROM {vocab} WHERE term = '{trigram}'"),
        None => format!("SELECT DISTINCT doc FROM {vocab}"),
    };
    let rows = conn.query_all_raw(Statement::from_string(DbBackend::Sqlite, sql)).await.unwrap();
    rows.iter().map(|row| row.try_get::<i64>("", "doc").unwrap()).collect()
}

/// The search entries of `kind`: their ids and their text.
async fn entries_of(app: &TestApp, kind: &str) -> BTreeMap<i64, String> {
    use advisory_crm::db::Reads;
    use sea_orm::{DbBackend, Statement};

    let sql = format!("SELECT id, text FROM search_entries WHERE kind = '{kind}'");
    app.db
        .rows::<(i64, String)>(Statement::from_string(DbBackend::Sqlite, sql))
        .await
        .unwrap()
        .into_iter()
        .collect()
}

/// On SQLite each kind's trigram index names exactly that kind's entries, with the trigrams of
/// their current text, through creates, renames, links and deletes, and when the migration that
/// made the indexes fills them from entries already written.
#[tokio::test]
async fn each_kind_s_trigram_index_holds_exactly_its_entries() {
    use advisory_crm::{db::Reads, entity::search_entry};
    use migration::MigratorTrait;
    use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, Statement};

    let app = spawn_app().await;
    if app.db.backend() != DbBackend::Sqlite {
        return; // PostgreSQL's per-kind indexes are partial indexes the database keeps.
    }
    seed(&app).await;
    let aroha = app.data("/api/v1/contacts/search?searchString=aroha").await["items"][0].clone();
    let household = app.create("/api/v1/profiles", json!({"name": "Kōwhai Household"})).await;
    let household_id = household["id"].as_str().unwrap();
    app.patch(
        &format!("/api/v1/profiles/{household_id}"),
        &json!({"contacts": [{"contactId": aroha["id"]}]}),
    )
    .await;
    let pipeline = app.data("/api/v1/pipelines").await["items"][0]["id"].clone();
    app.create(
        "/api/v1/opportunities",
        json!({"name": "Refinance", "profileId": household_id, "pipelineId": pipeline}),
    )
    .await;
    let path = format!("/api/v1/contacts/{}/person", aroha["id"].as_str().unwrap());
    assert_eq!(app.patch(&path, &json!({"lastName": "Waititi"})).await.status, 200);
    // Nothing the API offers deletes an entry yet; the index must follow one that goes.
    let gone = app.create("/api/v1/contacts/person", json!({"firstName": "Hemi", "lastName": "Zyx"})).await;
    let conn = app.db.single_statement();
    let gone: uuid::Uuid = gone["id"].as_str().unwrap().parse().unwrap();
    let deleted = search_entry::Entity::delete_many()
        .filter(search_entry::Column::RecordId.eq(gone))
        .exec(conn)
        .await
        .unwrap();
    assert_eq!(deleted.rows_affected, 1);

    // As written, and after the contract migration (and every one after it) went down and up
    // again over the entries written. The old index over every entry is gone: it dropped it.
    let old_index = "SELECT count(*) FROM sqlite_master WHERE name = 'search_trigrams' OR name LIKE 'search_entries\\_a_' ESCAPE '\\'";
    for stage in ["written", "migrated again"] {
        let left = app.db.rows::<i64>(Statement::from_string(DbBackend::Sqlite, old_index)).await.unwrap();
        assert_eq!(left, [0], "{stage}");
        for kind in ["contact", "profile", "opportunity"] {
            let entries = entries_of(&app, kind).await;
            let all: BTreeSet<i64> = entries.keys().copied().collect();
            assert_eq!(indexed_entries(&app, kind, None).await, all, "{kind}, {stage}");
            // Aroha's old surname, her new one, the deleted contact's and the household's name.
            for trigram in ["tuh", "tit", "zyx", "hou"] {
                let holding: BTreeSet<i64> =
                    entries.iter().filter(|(_, text)| text.contains(trigram)).map(|(id, _)| *id).collect();
                assert_eq!(
                    indexed_entries(&app, kind, Some(trigram)).await,
                    holding,
                    "{kind} {trigram}, {stage}"
                );
            }
        }
        assert_eq!(names(&app, "/api/v1/contacts/search", "waititi").await, ["Waititi"]);
        let mut profiles = names(&app, "/api/v1/profiles/search", "waititi").await;
        profiles.sort();
        assert_eq!(profiles, ["Aroha Tūhoe", "Kōwhai Household"], "hers, and the household she joined");
        assert_eq!(names(&app, "/api/v1/opportunities/search", "waititi").await, ["Refinance"]);

        if stage == "written" {
            for table in ["vocab_contact", "vocab_profile", "vocab_opportunity"] {
                conn.execute_unprepared(&format!("DROP TABLE IF EXISTS temp.{table}")).await.unwrap();
            }
            let migrations = migration::Migrator::migrations();
            let contract = migrations
                .iter()
                .position(|step| step.name() == "m20261208_010000_drop_search_trigrams")
                .expect("the search index's contract migration");
            let steps = u32::try_from(migrations.len() - contract).unwrap();
            migration::Migrator::down(conn, Some(steps)).await.unwrap();
            migration::Migrator::up(conn, None).await.unwrap();
        }
    }
}

#[tokio::test]
async fn a_term_of_one_or_two_characters_matches_the_start_of_a_word() {
    let app = spawn_app().await;
    let mut ids = BTreeMap::new();
    for (first, last) in
        [("Wei", "Ng"), ("Mere", "Ngata"), ("Tom", "Young"), ("Li", "Wu"), ("Ana", "Smith-Ng")]
    {
        let created =
            app.create("/api/v1/contacts/person", json!({"firstName": first, "lastName": last})).await;
        ids.insert(last, created["id"].as_str().unwrap().to_string());
    }
    let sorted = |names: &[&str]| -> Vec<String> {
        let mut wanted: Vec<String> = names.iter().map(|name| ids[name].clone()).collect();
        wanted.sort();
        wanted
    };
    let mut ng = found(&app, "/api/v1/contacts/search", "Ng").await;
    ng.sort();
    assert_eq!(ng, sorted(&["Ng", "Ngata"]), "Ng and Ngata, not Young nor the end of Smith-Ng");
    assert_eq!(found(&app, "/api/v1/contacts/search", "wu").await, sorted(&["Wu"]));
    assert_eq!(found(&app, "/api/v1/contacts/search", "L").await, sorted(&["Wu"]), "Li Wu's first name");
    // Three characters and more still match anywhere.
    let mut ung = found(&app, "/api/v1/contacts/search", "ung").await;
    ung.sort();
    assert_eq!(ung, sorted(&["Young"]));
}

/// The lines of the database's plan for `query`, with sequential scans of tables off on
/// PostgreSQL (a test's tables are too small for an index to be worth it).
async fn plan_of(app: &TestApp, query: &sea_orm::sea_query::SelectStatement) -> String {
    use sea_orm::{ConnectionTrait, DbBackend, TransactionTrait};
    let txn = app.db.single_statement().begin().await.unwrap();
    let backend = txn.get_database_backend();
    let mut statement = backend.build(query);
    let (explain, column) = match backend {
        DbBackend::Postgres => {
            txn.execute_unprepared("SET LOCAL enable_seqscan = off").await.unwrap();
            ("EXPLAIN", "QUERY PLAN")
        }
        _ => ("EXPLAIN QUERY PLAN", "detail"),
    };
    statement.sql = format!("{explain} {}", statement.sql);
    let rows = txn.query_all_raw(statement).await.unwrap();
    rows.iter().map(|row| row.try_get::<String>("", column).unwrap()).collect::<Vec<_>>().join("\n")
}

#[tokio::test]
async fn a_small_firm_s_search_reads_its_own_entries_not_the_shared_trigram_index() {
    use advisory_crm::service::search::{Method, RecordKind, SearchTerm, entries_matching};

    let app = spawn_app().await;
    seed(&app).await;
    let term = SearchTerm::parse("parata").unwrap();
    let backend = app.db.backend();
    for kind in [RecordKind::Contact, RecordKind::Profile, RecordKind::Opportunity] {
        let plan = plan_of(&app, &entries_matching(backend, app.tenant.id, &term, kind, Method::Scan)).await;
        assert!(plan.contains("ix_search_entries_kind_record"), "{kind:?}: {plan}");
        assert!(
            !plan.contains("search_trigrams") && !plan.contains("ix_search_entries_text"),
            "{kind:?}: {plan}"
        );
    }
    // The firm's own searches answer by that method: the seeded contacts are found.
    assert_eq!(names(&app, "/api/v1/contacts/search", "parata").await.len(), 2);
}

/// A new contact's new profile gets its entry text in memory, not from the SQL rewrite every
/// later link runs: both must build the same text, or a profile's search would change the
/// first time anything is linked to it.
#[tokio::test]
async fn a_new_profile_s_entry_is_what_the_rewrite_of_its_links_would_write() {
    use advisory_crm::service::search;
    use sea_orm::TransactionTrait;

    let app = spawn_app().await;
    seed(&app).await;
    let txn = app.db.single_statement().begin().await.unwrap();
    let written = profile_entries(&txn).await;
    assert_eq!(written.len(), 6, "{written:?}");
    let profiles: Vec<uuid::Uuid> = written.iter().map(|(id, _)| *id).collect();
    search::contacts_linked_many(&txn, &profiles).await.unwrap();
    assert_eq!(profile_entries(&txn).await, written);
    txn.rollback().await.unwrap();
}

/// Every profile's search entry text, by record id.
async fn profile_entries(conn: &impl sea_orm::ConnectionTrait) -> Vec<(uuid::Uuid, String)> {
    let query = "SELECT record_id, text FROM search_entries WHERE kind = 'profile' ORDER BY record_id";
    let statement = sea_orm::Statement::from_string(conn.get_database_backend(), query);
    let rows = conn.query_all_raw(statement).await.unwrap();
    rows.iter()
        .map(|row| {
            (row.try_get::<uuid::Uuid>("", "record_id").unwrap(), row.try_get::<String>("", "text").unwrap())
        })
        .collect()
}
