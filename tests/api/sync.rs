//! Incremental sync: `modifiedSince`, `sort=modifiedTimestamp` and cursor pagination on the
//! lists, with writes interleaved between pages.

use std::collections::{BTreeMap, HashMap, HashSet};

use advisory_crm::{
    entity::{contact, member::MemberRole},
    service::members::{self, NewMember},
};
use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp, spawn_app};

/// Creates a trust contact named `name` and returns its id.
async fn trust(app: &TestApp, name: &str) -> String {
    let created = app.create("/api/v1/contacts/trust", json!({"trustName": name})).await;
    created["id"].as_str().unwrap().to_string()
}

async fn trusts(app: &TestApp, count: usize, prefix: &str) -> Vec<String> {
    let mut ids = Vec::with_capacity(count);
    for n in 0..count {
        ids.push(trust(app, &format!("{prefix} {n}")).await);
    }
    ids
}

async fn rename(app: &TestApp, id: &str, name: &str) {
    let reply = app.patch(&format!("/api/v1/contacts/{id}/trust"), &json!({"trustName": name})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}

async fn archive(app: &TestApp, id: &str) {
    let reply = app.patch(&format!("/api/v1/contacts/{id}/trust"), &json!({"IsArchived": true})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}

/// Gives the contact an exact modification instant (the API cannot choose one).
async fn set_modified(app: &TestApp, id: &str, instant: &str) {
    let instant: DateTime<Utc> = instant.parse().unwrap();
    contact::Entity::update_many()
        .col_expr(contact::Column::ModifiedAt, Expr::value(instant))
        .filter(contact::Column::Id.eq(id.parse::<uuid::Uuid>().unwrap()))
        .exec(app.db.single_statement())
        .await
        .unwrap();
}

fn ids(reply: &Reply) -> Vec<String> {
    reply.body["data"]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("no items: {}", reply.body))
        .iter()
        .map(|item| item["id"].as_str().unwrap().to_string())
        .collect()
}

/// `text` as a query parameter value.
fn encoded(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

/// The contact ids `GET /contacts?modifiedSince=…` answers, in order.
async fn modified_since(app: &TestApp, instant: &str) -> Vec<String> {
    let reply = app.get(&format!("/api/v1/contacts?modifiedSince={}", encoded(instant))).await;
    assert_eq!(reply.status, 200, "{instant}: {}", reply.body);
    ids(&reply)
}

#[tokio::test]
async fn modified_since_keeps_records_modified_at_or_after_the_instant_whatever_its_offset() {
    let app = spawn_app().await;
    let [a, b, c] = [trust(&app, "A").await, trust(&app, "B").await, trust(&app, "C").await];
    set_modified(&app, &a, "2026-03-01T09:00:00.25Z").await;
    set_modified(&app, &b, "2026-03-01T09:00:00.250001Z").await;
    set_modified(&app, &c, "2026-03-01T10:00:00Z").await;
    let cases: [(&str, Vec<&String>); 9] = [
        ("2026-03-01T09:00:00Z", vec![&a, &b, &c]),
        // Exactly at a record's instant, written with three different offsets.
        ("2026-03-01T09:00:00.250Z", vec![&a, &b, &c]),
        ("2026-03-01T22:00:00.25+13:00", vec![&a, &b, &c]),
        ("2026-03-01T04:00:00.25-05:00", vec![&a, &b, &c]),
        // Between two microseconds: after A, before B.
        ("2026-03-01T09:00:00.2500005Z", vec![&b, &c]),
        ("2026-03-01T09:00:00.250001Z", vec![&b, &c]),
        ("2026-03-01T09:00:00.250002Z", vec![&c]),
        ("2026-03-01T23:00:00+13:00", vec![&c]),
        ("2026-03-01T10:00:00.000001Z", vec![]),
    ];
    for (instant, expected) in cases {
        assert_eq!(
            modified_since(&app, instant).await,
            expected.into_iter().cloned().collect::<Vec<_>>(),
            "{instant}"
        );
    }
    // A `+` left unencoded in the query string arrives as a space and still means `+`.
    let reply = app.get("/api/v1/contacts?modifiedSince=2026-03-01T23:00:00+13:00").await;
    assert_eq!(ids(&reply), vec![c.clone()]);
    assert_eq!(reply.body["data"]["totalItems"], 1, "the total counts the matching records only");
}

#[tokio::test]
async fn a_records_shown_modified_timestamp_passed_back_includes_it() {
    let app = spawn_app().await;
    let id = trust(&app, "Shown").await;
    set_modified(&app, &id, "2026-03-01T09:00:00.999999Z").await;
    let shown =
        app.data(&format!("/api/v1/contacts/{id}")).await["modifiedTimestamp"].as_str().unwrap().to_string();
    assert_eq!(shown, "2026-03-01T22:00:00+13:00", "shown to the second");
    assert_eq!(modified_since(&app, &shown).await, vec![id]);
}

#[tokio::test]
async fn sort_by_modified_timestamp_orders_by_the_instant_then_by_id_and_creation_order_stays_the_default() {
    let app = spawn_app().await;
    let made = trusts(&app, 4, "Sorted").await;
    set_modified(&app, &made[0], "2026-03-01T09:00:02Z").await;
    set_modified(&app, &made[1], "2026-03-01T09:00:01Z").await;
    set_modified(&app, &made[2], "2026-03-01T09:00:02Z").await;
    set_modified(&app, &made[3], "2026-03-01T09:00:00.5Z").await;
    let sorted = ids(&app.get("/api/v1/contacts?sort=modifiedTimestamp").await);
    assert_eq!(sorted, [&made[3], &made[1], &made[0], &made[2]].map(String::clone), "ties by id");
    assert_eq!(ids(&app.get("/api/v1/contacts").await), made);
    assert_eq!(ids(&app.get("/api/v1/contacts?sort=creation").await), made);
    // Offset pages follow the chosen order too.
    let second = app.get("/api/v1/contacts?sort=modifiedTimestamp&page=2&pageSize=2").await;
    assert_eq!(ids(&second), [&made[0], &made[2]].map(String::clone));
}

#[tokio::test]
async fn bad_list_parameters_are_400s_naming_them() {
    let app = spawn_app().await;
    trusts(&app, 3, "Bad").await;
    let first = app.get("/api/v1/contacts?pageSize=1").await;
    let cursor = first.body["data"]["nextCursor"].as_str().unwrap().to_string();
    let mut edited = cursor.clone().into_bytes();
    edited[3] = if edited[3] == b'x' { b'y' } else { b'x' };
    let edited = String::from_utf8(edited).unwrap();
    let cases = [
        ("/api/v1/contacts?modifiedSince=yesterday".to_string(), "modifiedSince"),
        ("/api/v1/contacts?modifiedSince=2026-03-01T09:00:00".to_string(), "modifiedSince"),
        ("/api/v1/contacts?modifiedSince=2026-03-01".to_string(), "modifiedSince"),
        ("/api/v1/notes?modifiedSince=".to_string(), "modifiedSince"),
        ("/api/v1/contacts?sort=name".to_string(), "sort"),
        ("/api/v1/mortgages?sort=".to_string(), "sort"),
        ("/api/v1/contacts?cursor=not-a-cursor".to_string(), "cursor"),
        (format!("/api/v1/contacts?cursor={edited}"), "cursor"),
        (format!("/api/v1/contacts?cursor={}", &cursor[..cursor.len() - 2]), "cursor"),
        // A cursor of another list, order or filter.
        (format!("/api/v1/profiles?cursor={cursor}"), "cursor"),
        (format!("/api/v1/contacts/search?searchString=Bad&cursor={cursor}"), "cursor"),
        (format!("/api/v1/contacts?sort=modifiedTimestamp&cursor={cursor}"), "cursor"),
        (format!("/api/v1/contacts?modifiedSince=2000-01-01T00:00:00Z&cursor={cursor}"), "cursor"),
        // A cursor says where its page starts; a page number cannot say it too.
        (format!("/api/v1/contacts?page=2&cursor={cursor}"), "page"),
    ];
    for (path, field) in cases {
        let reply = app.get(&path).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), [field], "{path}: {}", reply.body);
    }
    // The same cursor with the query otherwise unchanged (pageSize may change) is fine.
    let next = app.get(&format!("/api/v1/contacts?pageSize=2&cursor={cursor}")).await;
    assert_eq!(next.status, 200, "{}", next.body);
    // An empty cursor is no error: it reads the first page, or the page asked for (and starts
    // a cursor walk there, see below).
    assert_eq!(ids(&app.get("/api/v1/contacts?pageSize=1&cursor=").await), ids(&first));
    let second = app.get("/api/v1/contacts?pageSize=1&page=2&cursor=").await;
    assert_eq!(second.body["data"]["page"], 2, "{}", second.body);
}

#[tokio::test]
async fn an_empty_cursor_starts_a_cursor_walk_whose_link_leads_on_by_cursor() {
    let app = spawn_app().await;
    trusts(&app, 3, "Walk").await;
    let by_number = app.get("/api/v1/contacts?pageSize=1").await;
    let reply = app.get("/api/v1/contacts?pageSize=1&cursor=").await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(ids(&reply), ids(&by_number), "the walk starts at the first page");
    let data = &reply.body["data"];
    assert_eq!(data["nextCursor"], by_number.body["data"]["nextCursor"], "{}", reply.body);
    assert!(data["nextPage"].is_null(), "a page of a cursor walk has no page number to follow: {data}");
    let cursor = data["nextCursor"].as_str().unwrap();
    let link = reply.header("link").unwrap();
    assert!(link.contains(&format!("</api/v1/contacts?cursor={cursor}&pageSize=1>; rel=\"next\"")), "{link}");
    assert!(!link.contains("page=2"), "{link}");
}

/// Follows `nextCursor` from `first_path`, calling `between` after each page, and returns every
/// page's items in order.
async fn iterate<F, Fut>(app: &TestApp, first_path: &str, mut between: F) -> Vec<Value>
where
    F: FnMut(usize) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut items = Vec::new();
    let mut reply = app.get(first_path).await;
    let mut page = 1;
    loop {
        assert_eq!(reply.status, 200, "{}", reply.body);
        let data = &reply.body["data"];
        assert_eq!(data["page"], page, "cursor pages are numbered along the iteration");
        items.extend(data["items"].as_array().unwrap().iter().cloned());
        assert!(page < 1_000, "the iteration does not end: {first_path}");
        let Some(cursor) = data["nextCursor"].as_str() else {
            assert!(!reply.header("link").unwrap_or_default().contains("rel=\"next\""));
            return items;
        };
        if page > 1 {
            // A cursor page's Link header leads to the next cursor page.
            let link = reply.header("link").unwrap();
            assert!(link.contains(&format!("cursor={cursor}")) && link.contains("rel=\"next\""), "{link}");
            assert!(data["nextPage"].is_null(), "cursor pages have no page number to follow");
        }
        between(page).await;
        let separator = if first_path.contains('?') { '&' } else { '?' };
        reply = app.get(&format!("{first_path}{separator}cursor={cursor}")).await;
        page += 1;
    }
}

#[tokio::test]
async fn cursor_iteration_never_skips_or_repeats_a_record_while_others_are_written() {
    let app = spawn_app().await;
    let existing = trusts(&app, 240, "Existing").await;
    let written = std::cell::RefCell::new(0usize);
    let items = iterate(&app, "/api/v1/contacts?pageSize=25", |page| {
        let (app, existing, written) = (&app, &existing, &written);
        async move {
            // Before and after the cursor: new records, changed ones, archived ones.
            *written.borrow_mut() += 1;
            trust(app, &format!("New {page}")).await;
            rename(app, &existing[(page * 37) % existing.len()], &format!("Renamed {page}")).await;
            rename(app, &existing[existing.len() - 1 - page], &format!("Renamed late {page}")).await;
            archive(app, &existing[page * 3]).await;
        }
    })
    .await;
    assert!(*written.borrow() >= 9, "writes between every page");
    let seen: Vec<String> = items.iter().map(|item| item["id"].as_str().unwrap().to_string()).collect();
    let unique: HashSet<&String> = seen.iter().collect();
    assert_eq!(unique.len(), seen.len(), "no record repeated");
    for id in &existing {
        assert!(unique.contains(id), "record {id} that existed at the start was skipped");
    }
    assert!(seen.windows(2).all(|pair| pair[0] < pair[1]), "creation order");
}

#[tokio::test]
async fn an_incremental_sync_loop_by_modified_timestamp_sees_every_change() {
    let app = spawn_app().await;
    let existing = trusts(&app, 120, "Synced").await;
    // The integrator's copy: id → (name, archived), and the watermark to ask from next time.
    let mut mirror: BTreeMap<String, (Value, Value)> = BTreeMap::new();
    let mut watermark: Option<String> = None;
    for round in 0..3 {
        let path = match &watermark {
            None => "/api/v1/contacts?sort=modifiedTimestamp&pageSize=20".to_string(),
            Some(since) => format!(
                "/api/v1/contacts?sort=modifiedTimestamp&pageSize=20&modifiedSince={}",
                encoded(since)
            ),
        };
        let items = iterate(&app, &path, |page| {
            let (app, existing) = (&app, &existing);
            async move {
                let n = round * 10 + page;
                trust(app, &format!("Created {n}")).await;
                rename(app, &existing[(n * 13) % existing.len()], &format!("Changed {n}")).await;
                archive(app, &existing[(n * 7) % existing.len()]).await;
            }
        })
        .await;
        let mut previous: Option<(String, String)> = None;
        for item in items {
            let id = item["id"].as_str().unwrap().to_string();
            let modified = item["modifiedTimestamp"].as_str().unwrap().to_string();
            let instant = DateTime::parse_from_rfc3339(&modified).unwrap();
            if let Some((_, before)) = &previous {
                assert!(DateTime::parse_from_rfc3339(before).unwrap() <= instant, "oldest change first");
            }
            if watermark.as_ref().is_none_or(|w| DateTime::parse_from_rfc3339(w).unwrap() < instant) {
                watermark = Some(modified.clone());
            }
            mirror.insert(id.clone(), (item["trustName"].clone(), item["IsArchived"].clone()));
            previous = Some((id, modified));
        }
        // Changes after the round's last page are left for the next round.
        trust(&app, &format!("Between rounds {round}")).await;
        rename(&app, &existing[round], "Between rounds").await;
    }
    // One last round with no writes brings the copy up to date.
    let since = watermark.unwrap();
    let last = iterate(
        &app,
        &format!("/api/v1/contacts?sort=modifiedTimestamp&modifiedSince={}", encoded(&since)),
        |_| async {},
    )
    .await;
    for item in last {
        mirror.insert(
            item["id"].as_str().unwrap().to_string(),
            (item["trustName"].clone(), item["IsArchived"].clone()),
        );
    }
    let current: BTreeMap<String, (Value, Value)> =
        iterate(&app, "/api/v1/contacts?pageSize=500", |_| async {})
            .await
            .into_iter()
            .map(|item| {
                (
                    item["id"].as_str().unwrap().to_string(),
                    (item["trustName"].clone(), item["IsArchived"].clone()),
                )
            })
            .collect();
    assert_eq!(mirror.len(), current.len());
    assert_eq!(mirror, current, "the copy matches the service");
}

#[tokio::test]
async fn cursors_and_filters_never_show_another_organisations_records() {
    let app = spawn_app().await;
    let ours = trusts(&app, 3, "Ours").await;
    let other = app.other_tenant().await;
    let mut theirs = Vec::new();
    for n in 0..3 {
        let reply = app
            .post_as(&other.key, "/api/v1/contacts/trust", &json!({"trustName": format!("Theirs {n}")}))
            .await;
        theirs.push(reply.body["data"]["id"].as_str().unwrap().to_string());
    }
    for path in [
        "/api/v1/contacts?pageSize=1",
        "/api/v1/contacts?pageSize=1&sort=modifiedTimestamp&modifiedSince=2000-01-01T00:00:00Z",
    ] {
        let mut seen = Vec::new();
        let items = iterate(&app, path, |_| async {}).await;
        seen.extend(items.iter().map(|item| item["id"].as_str().unwrap().to_string()));
        assert_eq!(seen.iter().collect::<HashSet<_>>(), ours.iter().collect::<HashSet<_>>(), "{path}");
        // Their cursor, used by us, reads our records after it: never theirs.
        let first = app.get_as(&other.key, path).await;
        let cursor = first.body["data"]["nextCursor"].as_str().unwrap();
        let reply = app.get(&format!("{path}&cursor={cursor}")).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert!(ids(&reply).iter().all(|id| ours.contains(id)), "{}", reply.body);
        assert!(reply.body["data"]["totalItems"] == 3);
    }
}

/// Every paged list of the API, with demo records in it.
async fn seeded() -> TestApp {
    let app = spawn_app().await;
    for n in 0..2 {
        let adviser = NewMember {
            first_name: format!("Adviser{n}"),
            last_name: "Sync".into(),
            email: format!("adviser{n}@kauri.co.nz"),
            role: MemberRole::Adviser,
            fsp_number: None,
        };
        members::add(&app.db, app.tenant.id, adviser).await.unwrap();
    }
    let advisers = advisory_crm::service::members::advisers(&app.db, app.tenant.id).await.unwrap();
    advisory_crm::seed::demo::seed_profiles(&app.db, app.tenant.id, advisers.clone(), 20).await.unwrap();
    advisory_crm::seed::demo::opportunities::seed(&app.db, app.tenant.id, &advisers, 6).await.unwrap();
    advisory_crm::seed::demo::products::seed(&app.db, app.tenant.id).await.unwrap();
    advisory_crm::seed::demo::notes::seed(&app.db, app.tenant.id, &advisers).await.unwrap();
    advisory_crm::seed::demo::policies::seed(&app.db, app.tenant.id).await.unwrap();
    app
}

const LISTS: [&str; 12] = [
    "/api/v1/members?",
    "/api/v1/contacts?",
    "/api/v1/contacts/search?searchString=a&",
    "/api/v1/profiles?",
    "/api/v1/profiles/search?searchString=a&",
    "/api/v1/opportunities?",
    "/api/v1/opportunities/search?searchString=a&",
    "/api/v1/mortgages?",
    "/api/v1/kiwisavers?",
    "/api/v1/investments?",
    "/api/v1/notes?",
    "/api/v1/policies?",
];

#[tokio::test]
async fn every_list_walks_by_cursor_in_either_order_and_filters_by_modified_since() {
    let app = seeded().await;
    for list in LISTS {
        for sort in ["creation", "modifiedTimestamp"] {
            let all = ids(&app.get(&format!("{list}sort={sort}")).await);
            assert!(all.len() >= 2, "{list}: {all:?}");
            let walked: Vec<String> = iterate(&app, &format!("{list}sort={sort}&pageSize=1"), |_| async {})
                .await
                .iter()
                .map(|item| item["id"].as_str().unwrap().to_string())
                .collect();
            assert_eq!(walked, all, "{list} sort={sort}");
        }
        let future = app.get(&format!("{list}modifiedSince=2999-01-01T00:00:00Z")).await;
        assert_eq!(ids(&future), Vec::<String>::new(), "{list}");
        assert_eq!(future.body["data"]["totalItems"], 0, "{list}");
        let past = app.get(&format!("{list}modifiedSince=2000-01-01T00:00:00%2B13:00")).await;
        assert_eq!(ids(&past).len(), ids(&app.get(list).await).len(), "{list}");
    }
    // Pipelines have no modification time: a cursor only.
    let all = ids(&app.get("/api/v1/pipelines").await);
    let walked = iterate(&app, "/api/v1/pipelines?pageSize=1", |_| async {}).await;
    assert_eq!(walked.iter().map(|item| item["id"].as_str().unwrap().to_string()).collect::<Vec<_>>(), all);
    let searched = iterate(&app, "/api/v1/pipelines/search?searchString=a&pageSize=1", |_| async {}).await;
    assert!(!searched.is_empty());
}

#[tokio::test]
async fn a_cursor_page_runs_as_many_queries_whatever_its_size() {
    let app = seeded().await;
    for list in LISTS {
        let first = app.get(&format!("{list}pageSize=1&sort=modifiedTimestamp")).await;
        let cursor = first.body["data"]["nextCursor"].as_str().unwrap().to_string();
        let mut counts = HashMap::new();
        for size in [1, 500] {
            let path = format!("{list}pageSize={size}&sort=modifiedTimestamp&cursor={cursor}");
            let (reply, queries) = advisory_crm::db::count_queries(app.get(&path)).await;
            assert_eq!(reply.status, 200, "{path}: {}", reply.body);
            counts.insert(size, queries);
        }
        assert_eq!(counts[&1], counts[&500], "{list}: {counts:?}");
        assert!(counts[&500] <= 7, "{list}: {counts:?}");
    }
}
