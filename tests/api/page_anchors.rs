//! Far numbered pages read from anchors (ids remembered at every few positions of a list) must
//! be exactly the pages `OFFSET` reads, whatever was written since the anchors were read:
//! appends keep them, deletes and inserts older than the newest record move records and must
//! not be served from stale anchors. Small lists, with far pages and anchors close together.

use advisory_crm::{
    db::anchors::FarPages,
    entity::{contact, list_count},
};
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::helpers::{TestApp, spawn_app_with_far_pages};

/// Pages from the 10th record in are far; anchors at every 7th position.
const FAR: FarPages = FarPages { from: 10, anchor_every: 7 };

/// The tenant with about 50 demo contacts (two a profile).
async fn with_contacts() -> TestApp {
    let app = spawn_app_with_far_pages(FAR).await;
    let advisers = advisory_crm::service::members::advisers(&app.db, app.tenant.id).await.unwrap();
    advisory_crm::seed::demo::seed_profiles(&app.db, app.tenant.id, advisers, 25).await.unwrap();
    app
}

fn ids(data: &Value) -> Vec<String> {
    data["items"].as_array().unwrap().iter().map(|item| item["id"].as_str().unwrap().to_string()).collect()
}

/// Every contact, in creation order, from one page of `OFFSET 0` (not far).
async fn listed(app: &TestApp) -> Vec<String> {
    let data = app.data("/api/v1/contacts?pageSize=500").await;
    assert!(data["nextPage"].is_null(), "one page holds them all");
    ids(&data)
}

/// Every numbered page of `page_size`, and one past the end, holds the records at its positions.
async fn assert_pages_at_positions(app: &TestApp, page_size: usize) {
    let all = listed(app).await;
    assert!(all.len() > FAR.from as usize + 2 * FAR.anchor_every as usize, "{} contacts", all.len());
    for page in 1..=all.len().div_ceil(page_size) + 1 {
        let data = app.data(&format!("/api/v1/contacts?pageSize={page_size}&page={page}")).await;
        let from = ((page - 1) * page_size).min(all.len());
        let to = (page * page_size).min(all.len());
        assert_eq!(ids(&data), all[from..to], "page {page} of {page_size}");
        assert_eq!(data["totalItems"], all.len(), "page {page} of {page_size}");
    }
}

/// The contacts list's `shifts` in `list_counts` (writes that moved records).
async fn shifts(app: &TestApp) -> i64 {
    let counts = list_count::Entity::find_by_id((app.tenant.id, "contacts".to_string()));
    counts.one(app.db.single_statement()).await.unwrap().expect("the list's counts").shifts
}

/// The statements a GET ran.
async fn statements(app: &TestApp, path: &str) -> usize {
    let (reply, statements) = advisory_crm::db::count_queries(app.get(path)).await;
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    statements
}

/// Inserts a copy of contact `source` with id `id`, as another instance would whose clock lags
/// (or a transaction that took its id before another committed): not an append unless `id` is
/// the greatest.
async fn insert_copy(app: &TestApp, source: &str, id: Uuid) {
    let found = contact::Entity::find_by_id(source.parse::<Uuid>().unwrap()).one(app.db.single_statement());
    let mut copy = found.await.unwrap().unwrap().into_active_model().reset_all();
    copy.id = Set(id);
    copy.external_id = Set(None);
    copy.insert(app.db.single_statement()).await.unwrap();
}

/// Deletes a contact inserted by [`insert_copy`] (nothing refers to it), as an operator would:
/// the API deletes no contacts.
async fn delete(app: &TestApp, id: Uuid) {
    contact::Entity::delete_by_id(id).exec(app.db.single_statement()).await.unwrap();
}

/// An id older than every record's, the same for the same `n`.
fn oldest(n: u64) -> Uuid {
    uuid::Builder::from_unix_timestamp_millis(1_600_000_000_000 + n, &[0; 10]).into_uuid()
}

#[tokio::test]
async fn far_pages_from_anchors_hold_the_records_at_their_positions_as_the_list_grows() {
    let app = with_contacts().await;
    assert_pages_at_positions(&app, 5).await;
    let before = shifts(&app).await;
    let far = "/api/v1/contacts?pageSize=5&page=5";
    let from_anchors = statements(&app, far).await;
    for n in 0..(2 * FAR.anchor_every) {
        app.create("/api/v1/contacts/company", json!({"companyName": format!("Appended {n} Ltd")})).await;
    }
    assert_eq!(shifts(&app).await, before, "appends move no record: the anchors hold");
    assert_eq!(statements(&app, far).await, from_anchors, "read from the same anchors, not built again");
    assert_pages_at_positions(&app, 5).await;
    assert_pages_at_positions(&app, 6).await;
}

#[tokio::test]
async fn far_pages_after_a_delete_hold_the_records_at_their_positions() {
    let app = with_contacts().await;
    let first = listed(&app).await[0].clone();
    insert_copy(&app, &first, oldest(0)).await;
    // The anchors are read with the copy first in the list, then every record moves back one.
    assert_pages_at_positions(&app, 5).await;
    let before = shifts(&app).await;
    delete(&app, oldest(0)).await;
    assert_eq!(shifts(&app).await, before + 1);
    assert_pages_at_positions(&app, 5).await;
}

#[tokio::test]
async fn far_pages_after_an_insert_older_than_the_newest_hold_the_records_at_their_positions() {
    let app = with_contacts().await;
    assert_pages_at_positions(&app, 5).await;
    let all = listed(&app).await;
    let before = shifts(&app).await;
    // Between the 21st and 22nd records (past three anchors), then before every record.
    let between = Uuid::from_u128(all[20].parse::<Uuid>().unwrap().as_u128() + 1);
    assert!(between.to_string() < all[21], "an id between the two");
    insert_copy(&app, &all[0], between).await;
    assert_eq!(shifts(&app).await, before + 1);
    assert_pages_at_positions(&app, 5).await;
    insert_copy(&app, &all[0], oldest(0)).await;
    assert_pages_at_positions(&app, 5).await;
}

#[tokio::test]
async fn far_pages_read_while_records_come_and_go_before_them_are_each_one_snapshots_page() {
    let app = with_contacts().await;
    let baseline = listed(&app).await;
    let first = baseline[0].clone();
    const MOST: usize = 3;
    // Records come and go before every other, so in any snapshot the list is `t` of them
    // (0 ≤ t ≤ MOST) followed by the baseline: a page at `offset` is the baseline's from
    // `offset - t`, where `t` is what the page's own total says.
    let writer = async {
        for round in 0..15u64 {
            let added: Vec<Uuid> = (0..MOST as u64).map(|n| oldest(round * 10 + n)).collect();
            for &id in &added {
                insert_copy(&app, &first, id).await;
                tokio::task::yield_now().await;
            }
            for id in added {
                delete(&app, id).await;
                tokio::task::yield_now().await;
            }
        }
    };
    let reader = async {
        let page_size = 5;
        let mut checked = 0;
        for round in 0..60 {
            let page = 3 + round % (baseline.len().div_ceil(page_size) - 2);
            let data = app.data(&format!("/api/v1/contacts?pageSize={page_size}&page={page}")).await;
            let coming_and_going = data["totalItems"].as_u64().unwrap() as usize - baseline.len();
            assert!(coming_and_going <= MOST, "{coming_and_going} records before the baseline");
            let from = (page - 1) * page_size - coming_and_going;
            let to = (from + page_size).min(baseline.len());
            assert_eq!(ids(&data), baseline[from..to], "page {page} with {coming_and_going} before");
            checked += 1;
            tokio::task::yield_now().await;
        }
        checked
    };
    let ((), checked) = tokio::join!(writer, reader);
    assert_eq!(checked, 60);
    assert_pages_at_positions(&app, 5).await;
}
