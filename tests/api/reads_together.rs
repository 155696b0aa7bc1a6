//! Single reads going together (PostgreSQL, `DATABASE_SINGLE_READS_ALONE`): while a read of a
//! kind runs, the next reads of that kind wait and are answered by one statement. Each must get
//! exactly what it gets alone, its own organisation's record or a 404, whichever reads share
//! the statement.

use advisory_crm::seed::sandbox;
use futures_util::future::join_all;

use crate::{
    helpers::{TestApp, on_postgres, spawn_app_with},
    metrics::{sample, scrape},
};

/// The single reads of every kind that can go together, of records of the demo organisation.
async fn single_read_paths(app: &TestApp, key: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for (list, take) in [
        ("/contacts", 6),
        ("/profiles", 4),
        ("/opportunities", 4),
        ("/mortgages", 2),
        ("/notes", 3),
        ("/policies", 3),
    ] {
        let page = app.get_as(key, &format!("/api/v1{list}?pageSize=500")).await;
        assert_eq!(page.status, 200, "{}", page.body);
        let items = page.body["data"]["items"].as_array().unwrap();
        assert!(items.len() >= take, "the demo data has {take} of {list}");
        let step = items.len() / take;
        paths.extend((0..take).map(|n| format!("/api/v1{list}/{}", items[n * step]["id"].as_str().unwrap())));
    }
    paths
}

#[tokio::test]
async fn reads_together_answer_each_read_as_it_is_answered_alone() {
    // No places per instance (ADR-48): they would run two of a firm's reads at once, and the
    // rest one after another, never together.
    let app =
        spawn_app_with(&[("DATABASE_SINGLE_READS_ALONE", "1"), ("REQUESTS_RUNNING_PER_INSTANCE", "0")]).await;
    let demo = sandbox::seed_demo(&app.db).await.unwrap().api_key;
    let paths = single_read_paths(&app, &demo).await;

    let mut expected = Vec::new();
    for path in &paths {
        let alone = app.get_as(&demo, path).await;
        assert_eq!(alone.status, 200, "{path}: {}", alone.body);
        expected.push(alone.body);
    }

    // Each record read three times by its organisation and once by another, all at once, in
    // an order that mixes kinds and organisations.
    let mut reads: Vec<(usize, &str)> = Vec::new();
    for round in 0..4 {
        for n in 0..paths.len() {
            let n = (n * 7 + round) % paths.len();
            reads.push((n, if round == 2 { app.tenant.key.as_str() } else { demo.as_str() }));
        }
    }
    let replies = join_all(reads.iter().map(|&(n, key)| app.get_as(key, &paths[n]))).await;
    for (&(n, key), reply) in reads.iter().zip(&replies) {
        if key == demo {
            assert_eq!(reply.status, 200, "{}: {}", paths[n], reply.body);
            assert_eq!(reply.body, expected[n], "{} read together", paths[n]);
        } else {
            reply.assert_error(404, "not_found");
        }
    }

    let scraped = scrape(&app, None).await;
    let together = sample(&scraped, "crm_db_reads_together_total", &[]).unwrap_or(0.0);
    let statements = sample(&scraped, "crm_db_statements_together_total", &[]).unwrap_or(0.0);
    if on_postgres() {
        assert!(together >= 2.0 * statements && statements >= 6.0, "every kind went together: {scraped}");
    } else {
        assert_eq!(together, 0.0, "SQLite reads in the process, one at a time: {scraped}");
    }
}

/// A read that finds none of its kind running goes at once, on its own.
#[tokio::test]
async fn a_read_alone_goes_on_its_own() {
    let app = spawn_app_with(&[("DATABASE_SINGLE_READS_ALONE", "1")]).await;
    let demo = sandbox::seed_demo(&app.db).await.unwrap().api_key;
    for path in single_read_paths(&app, &demo).await {
        let reply = app.get_as(&demo, &path).await;
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        assert!(reply.body["data"]["id"].is_string(), "{path}: {}", reply.body);
    }
    let scraped = scrape(&app, None).await;
    assert_eq!(sample(&scraped, "crm_db_reads_together_total", &[]), Some(0.0), "{scraped}");
}
