//! The page budget (`PAGE_BUILD_BUDGET`): a list or search page waits for its `pageSize` of the
//! instance's budget before it reads and gives it back once its body is serialised; it goes
//! ahead without it after the wait limit; its wait counts towards the outage wait. Single
//! reads take no share.

use std::time::{Duration, Instant};

use advisory_crm::{
    app::build_app_with,
    config::{Config, DatabaseSettings},
    db::{Database, MigrationPolicy},
    http::{Capacity, PAGE_WAIT_LIMIT, PageBudget},
};
use poem::{EndpointExt, test::TestClient};
use serde_json::json;
use tokio::time::timeout;

use crate::{
    helpers::{TestApp, TestDatabase, create_tenant, postgres_only, spawn_app_with_page_budget},
    metrics::{sample, scrape},
    tcp_proxy::TcpProxy,
};

#[tokio::test]
async fn a_page_waits_for_its_share_of_the_budget_and_gives_it_back() {
    let (app, budget) = spawn_app_with_page_budget(1_000, PAGE_WAIT_LIMIT).await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let id = contact["id"].as_str().unwrap();
    assert_eq!(app.get("/api/v1/contacts?pageSize=5").await.status, 200);
    assert_eq!(budget.in_use(), 0, "a page's share is given back once it is answered");

    let held = budget.share(995, None).await.unwrap_or_else(|_| panic!("no organisation, no 429"));
    assert_eq!(budget.in_use(), 995);
    let fits = timeout(Duration::from_secs(5), app.get("/api/v1/contacts?pageSize=5"))
        .await
        .expect("a page within what is left of the budget does not wait");
    assert_eq!(fits.status, 200);

    let waits = app.get("/api/v1/contacts/search?searchString=ngata&pageSize=6");
    tokio::pin!(waits);
    assert!(
        timeout(Duration::from_millis(500), &mut waits).await.is_err(),
        "a page needing more than is left of the budget waits"
    );
    let single = timeout(Duration::from_secs(5), app.get(&format!("/api/v1/contacts/{id}")))
        .await
        .expect("a single read takes no share of the budget");
    assert_eq!(single.status, 200);

    drop(held);
    let reply =
        timeout(Duration::from_secs(5), waits).await.expect("the page is built once the budget has room");
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["items"][0]["id"], id);
    assert_eq!(budget.in_use(), 0);
    assert_eq!(budget.pages_over_budget(), 0);
}

#[tokio::test]
async fn a_page_that_waited_the_wait_limit_goes_ahead_without_its_share() {
    let limit = Duration::from_millis(700);
    let (app, budget) = spawn_app_with_page_budget(500, limit).await;
    app.create("/api/v1/contacts/person", json!({"firstName": "Mere", "lastName": "Tane"})).await;

    let held = budget.share(500, None).await.unwrap_or_else(|_| panic!("no organisation, no 429"));
    let started = Instant::now();
    let reply = timeout(Duration::from_secs(10), app.get("/api/v1/contacts?pageSize=1"))
        .await
        .expect("a page never waits for the budget beyond the wait limit");
    assert!(started.elapsed() >= limit, "the page waited for its share first");
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["totalItems"], 1);
    assert_eq!(budget.in_use(), 500, "the page took nothing from the budget it went ahead of");
    assert_eq!(budget.pages_over_budget(), 1);
    let scraped = scrape(&app, None).await;
    assert!(sample(&scraped, "crm_page_builds_over_budget_total", &[]) >= Some(1.0), "{scraped}");
    assert!(sample(&scraped, "crm_page_build_records_in_use", &[]).is_some(), "{scraped}");

    drop(held);
    assert_eq!(budget.in_use(), 0);
}

#[tokio::test]
async fn a_page_queued_through_an_outage_gives_up_with_the_pages_it_queued_behind() {
    if !postgres_only() {
        return;
    }
    let outage_wait = Duration::from_secs(3);
    let database = TestDatabase::create().await;
    let (proxy, url) = TcpProxy::in_front_of(&database.url).await;
    let db = Database::connect_with(&url, &DatabaseSettings { outage_wait, ..DatabaseSettings::default() })
        .await
        .unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let budget = PageBudget::new(500, db.clone());
    let config = Config::from_lookup(|name| match name {
        "DATABASE_URL" => Some(url.clone()),
        "RATE_LIMIT_PER_MINUTE" => Some("100000".to_string()),
        _ => None,
    })
    .unwrap();
    let capacity = Capacity::with_pages(&config, &db, budget.clone());
    let metrics = crate::helpers::metrics_client(&db, &capacity);
    let client = TestClient::new(
        build_app_with(&config, db.clone(), capacity).around(crate::helpers::with_test_peer).boxed(),
    );
    let app = TestApp { client, metrics, db, tenant, database };
    assert_eq!(app.get("/api/v1/members").await.status, 200);

    // A page holding the whole budget while the database goes away; another queues behind it.
    let held = budget.share(500, None).await.unwrap_or_else(|_| panic!("no organisation, no 429"));
    proxy.close();
    let queued = app.get("/api/v1/members");
    tokio::pin!(queued);
    assert!(timeout(outage_wait + Duration::from_millis(500), &mut queued).await.is_err(), "it queued");

    // Its outage wait began when it queued and has run out: it answers 503 as soon as the pool
    // kept for outages gives up on a connection (1 s), not after a whole outage wait (3 s) more.
    drop(held);
    let released = Instant::now();
    let reply = timeout(Duration::from_secs(10), queued).await.expect("the queued page answers");
    reply.assert_error(503, "unavailable");
    assert!(
        released.elapsed() < outage_wait * 2 / 3,
        "the queued page waited {:?} more for the database",
        released.elapsed()
    );
    proxy.open().await;
}
