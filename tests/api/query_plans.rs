//! PostgreSQL reads every big table through an index on the request path. SQLite hides a
//! missing index by building automatic ones; PostgreSQL scans the whole table instead, which
//! made single reads 11× slower there (issue 14). This test seeds a few thousand records,
//! calls every list, get and search endpoint from a server process, and then reads
//! `pg_stat_user_tables`: no table of more than 1,000 rows may have had a sequential scan.
//! (`make bench` runs the same check on 100,000 contacts.)

use std::time::Duration;

use sea_orm::{ConnectionTrait, FromQueryResult, Statement};

use crate::{
    cli::run,
    helpers::TestDatabase,
    server_process::{Server, get},
};

/// Enough profiles (about twice as many contacts) that a sequential scan is the planner's
/// choice only where no index serves the query.
const PROFILES: &str = "2000";
/// The size above which a table must not be scanned.
const BIG: i64 = 1_000;

#[derive(Debug, FromQueryResult)]
struct IndexScans {
    index: String,
    idx_scan: i64,
}

#[derive(Debug, FromQueryResult)]
struct Scanned {
    relname: String,
    seq_scan: i64,
    n_live_tup: i64,
}

#[tokio::test]
async fn no_request_reads_a_big_table_by_sequential_scan() {
    if !std::env::var("TEST_DATABASE_URL").is_ok_and(|url| url.starts_with("postgres")) {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
        return;
    }
    let database = TestDatabase::create().await;
    let (ok, out, err) = run(
        &database.url,
        &["seed", "--demo", "--profiles", PROFILES, "--opportunities", PROFILES, "--products"],
    );
    assert!(ok, "{err}");
    let key = out.trim_end().lines().last().unwrap().to_string();
    let admin = sea_orm::Database::connect(&database.url).await.unwrap();
    // What autovacuum does soon after a bulk load: the planner needs the tables' statistics.
    admin.execute_unprepared("VACUUM ANALYZE").await.unwrap();

    // Below the seeded lists' sizes, so that searches read the trigram indexes.
    let server =
        Server::start(&database.url, &[("RATE_LIMIT_PER_MINUTE", "1000000"), ("SEARCH_SCAN_UP_TO", "1000")]);
    server.wait_until_up().await;
    let port = server.port;
    let data = |path: String| {
        let key = key.clone();
        async move {
            let (status, body) = get(port, &path, &key).await.unwrap();
            assert_eq!(status, 200, "GET {path}: {body}");
            let json = &body[body.find('{').unwrap()..=body.rfind('}').unwrap()];
            serde_json::from_str::<serde_json::Value>(json).unwrap()["data"].clone()
        }
    };
    let mut ids = Vec::new();
    for list in ["contacts", "profiles", "opportunities", "mortgages", "kiwisavers", "investments"] {
        let page = data(format!("/api/v1/{list}?pageSize=1&page=3")).await;
        if let Some(id) = page["items"][0]["id"].as_str() {
            ids.push((list, id.to_string()));
        }
    }
    assert!(ids.len() == 6, "the demo data has records of every kind: {ids:?}");
    let profile = ids.iter().find(|(list, _)| *list == "profiles").unwrap().1.clone();

    admin.execute_unprepared("SELECT pg_stat_reset()").await.unwrap();
    let mut paths: Vec<String> = ids.iter().map(|(list, id)| format!("/api/v1/{list}/{id}")).collect();
    for list in ["contacts", "profiles", "opportunities", "mortgages", "kiwisavers", "investments"] {
        paths.push(format!("/api/v1/{list}?pageSize=500&page=2"));
    }
    paths.extend(
        [
            "/api/v1/contacts/search?searchString=parata&pageSize=50",
            "/api/v1/contacts/search?searchString=0215&pageSize=50",
            // Far pages (read by their ids, from the start and from the end) and a search
            // finding more than a thousand contacts (walked in creation order).
            "/api/v1/contacts?pageSize=500&page=5",
            "/api/v1/contacts?pageSize=500&page=8",
            "/api/v1/contacts/search?searchString=%40&pageSize=50",
            "/api/v1/profiles/search?searchString=ngata&pageSize=50",
            "/api/v1/opportunities/search?searchString=refinance&pageSize=50",
            "/api/v1/opportunities?Status=Won&pageSize=50",
            "/api/v1/notes?pageSize=50",
            "/api/v1/policies?pageSize=50",
            "/api/v1/members",
            "/api/v1/pipelines",
        ]
        .map(String::from),
    );
    paths.push(format!("/api/v1/kiwisavers?profileId={profile}"));
    paths.push(format!("/api/v1/opportunities?profileId={profile}"));
    paths.push(format!("/api/v1/notes?profileId={profile}"));
    for path in paths {
        // More than five times: PostgreSQL may then plan a prepared statement once for any
        // parameters, and such a plan must still read the search's own kind's index.
        for _ in 0..if path.contains("/search?") { 7 } else { 1 } {
            data(path.clone()).await;
        }
    }
    // A backend reports its statistics at the latest when it exits.
    server.stop();

    let statement = Statement::from_string(
        admin.get_database_backend(),
        "SELECT relname::text AS relname, seq_scan, n_live_tup FROM pg_stat_user_tables ORDER BY relname",
    );
    let mut tables = Vec::new();
    for _ in 0..50 {
        tables = Scanned::find_by_statement(statement.clone()).all(&admin).await.unwrap();
        let reported = admin
            .query_one_raw(Statement::from_string(
                admin.get_database_backend(),
                "SELECT idx_scan FROM pg_stat_user_tables WHERE relname = 'contacts'",
            ))
            .await
            .unwrap()
            .and_then(|row| row.try_get::<Option<i64>>("", "idx_scan").ok().flatten())
            .unwrap_or(0);
        if reported > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let scanned: Vec<String> = tables
        .iter()
        .filter(|t| t.n_live_tup > BIG && t.seq_scan > 0)
        .map(|t| format!("{} ({} rows, {} sequential scans)", t.relname, t.n_live_tup, t.seq_scan))
        .collect();
    assert!(
        scanned.is_empty(),
        "sequential scans of tables over {BIG} rows on the request path: {scanned:?}"
    );

    // Each search read its own kind's trigram index: one over every entry would gather the
    // other kinds' entries holding the same text as candidates too.
    let statement = Statement::from_string(
        admin.get_database_backend(),
        "SELECT indexrelname::text AS index, idx_scan FROM pg_stat_user_indexes WHERE relname = 'search_entries'",
    );
    let scans: std::collections::HashMap<String, i64> = IndexScans::find_by_statement(statement)
        .all(&admin)
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.index, row.idx_scan))
        .collect();
    for kind in ["contact", "profile", "opportunity"] {
        let index = format!("ix_search_entries_text_{kind}");
        assert!(scans.get(&index).is_some_and(|&used| used > 0), "{index} served its searches: {scans:?}");
    }
    // The index over every entry is gone (migration `drop_search_text_index`): nothing read it.
    assert_eq!(scans.get("ix_search_entries_text"), None, "{scans:?}");
}
