//! Lists and searches of an organisation with thousands of records: numbered pages far into a
//! list (read by their ids, counted from the nearer end) and searches finding more records than
//! they count exactly (an estimated total that says so).

use serde_json::Value;

use crate::helpers::{TestApp, spawn_app};

/// The tenant with `profiles` demo profiles (about two contacts each).
async fn with_profiles(profiles: usize) -> TestApp {
    let app = spawn_app().await;
    let advisers = advisory_crm::service::members::advisers(&app.db, app.tenant.id).await.unwrap();
    advisory_crm::seed::demo::seed_profiles(&app.db, app.tenant.id, advisers, profiles).await.unwrap();
    app
}

fn ids(data: &Value) -> Vec<String> {
    data["items"].as_array().unwrap().iter().map(|item| item["id"].as_str().unwrap().to_string()).collect()
}

/// Every record of `path` (a list or search, with its own query), by a cursor walk of pages of
/// 500: keyset pages, read another way than numbered ones, and the exact total the last one
/// gives. (The walk's first page is the list's first page: a search's may be estimated.)
async fn cursor_walk(app: &TestApp, path: &str) -> (Vec<String>, u64) {
    let separator = if path.contains('?') { '&' } else { '?' };
    let (mut walked, mut cursor) = (Vec::new(), String::new());
    loop {
        let data = app.data(&format!("{path}{separator}pageSize=500&cursor={cursor}")).await;
        walked.extend(ids(&data));
        if !cursor.is_empty() {
            assert_eq!(data["totalItemsIsEstimate"], false, "a page after a cursor counts exactly");
        }
        match data["nextCursor"].as_str() {
            Some(next) => cursor = next.to_string(),
            None => {
                assert_eq!(data["totalItemsIsEstimate"], false, "the last page counts exactly");
                return (walked, data["totalItems"].as_u64().unwrap());
            }
        }
    }
}

#[tokio::test]
async fn numbered_pages_far_into_a_list_are_the_records_at_their_positions() {
    let app = with_profiles(2_600).await;
    let (all, total) = cursor_walk(&app, "/api/v1/contacts").await;
    assert_eq!(all.len() as u64, total);
    // Far pages are read by their ids from 2,000 records in, and from the end past the middle.
    assert!(total > 4_600, "{total} contacts: too few to reach far pages from both ends");
    for page_size in [500u64, 333] {
        let pages = total.div_ceil(page_size);
        for page in 1..=pages + 1 {
            let data = app.data(&format!("/api/v1/contacts?pageSize={page_size}&page={page}")).await;
            let from = ((page - 1) * page_size).min(total) as usize;
            let to = (page * page_size).min(total) as usize;
            assert_eq!(ids(&data), all[from..to], "page {page} of {page_size}");
            assert_eq!(data["totalItems"], total, "page {page} of {page_size}");
            assert_eq!(data["totalItemsIsEstimate"], false);
            let next = (page < pages).then_some(page + 1);
            assert_eq!(data["nextPage"].as_u64(), next, "page {page} of {page_size}");
        }
    }
}

#[tokio::test]
async fn far_pages_stay_within_the_organisation() {
    let app = with_profiles(2_400).await;
    let other = app.other_tenant().await;
    let advisers = advisory_crm::service::members::advisers(&app.db, other.id).await.unwrap();
    advisory_crm::seed::demo::seed_profiles(&app.db, other.id, advisers, 300).await.unwrap();
    let (ours, total) = cursor_walk(&app, "/api/v1/contacts").await;
    let last = total.div_ceil(500);
    let mut numbered = Vec::new();
    for page in 1..=last {
        numbered.extend(ids(&app.data(&format!("/api/v1/contacts?pageSize=500&page={page}")).await));
    }
    assert_eq!(numbered, ours, "no other organisation's contact is on any page");
}

#[tokio::test]
async fn a_search_finding_more_than_a_thousand_records_estimates_its_total_and_says_so() {
    let app = with_profiles(1_500).await;
    // Every phone number starts a word with "0", and e-mail addresses hold ".co": well over a
    // thousand contacts. A one-character term is checked entry by entry at the start of each
    // word, and a longer one found through the trigram index.
    for term in ["0", ".co"] {
        let search = format!("/api/v1/contacts/search?searchString={term}&pageSize=50");
        let (all, exact) = cursor_walk(&app, &format!("/api/v1/contacts/search?searchString={term}")).await;
        assert!(exact > 1_000, "{term}: {exact} found");
        for page in 1..=3u64 {
            let data = app.data(&format!("{search}&page={page}")).await;
            assert_eq!(data["totalItemsIsEstimate"], true, "{term} page {page}: {data}");
            let from = ((page - 1) * 50) as usize;
            assert_eq!(ids(&data), all[from..from + 50], "{term} page {page}: the records found, in order");
            assert_eq!(data["nextPage"].as_u64(), Some(page + 1));
            let estimate = data["totalItems"].as_u64().unwrap();
            assert!(estimate > 1_000, "{term}: more than the exact limit: {estimate}");
            let error = estimate.abs_diff(exact) as f64 / exact as f64;
            assert!(error < 0.25, "{term}: estimate {estimate} against {exact} found");
            assert_eq!(data["totalPages"].as_u64(), Some(estimate.div_ceil(50)));
        }
        // The last page, read from every match, is exact.
        let last = exact.div_ceil(50);
        let data = app.data(&format!("{search}&page={last}")).await;
        assert_eq!(ids(&data), all[((last - 1) * 50) as usize..], "{term}");
        assert!(data["nextPage"].is_null());
        let past = app.data(&format!("{search}&page={}", last + 1)).await;
        assert_eq!((past["items"].as_array().unwrap().len(), &past["totalItems"]), (0, &Value::from(exact)));
    }
    // A page of one still estimates from enough matches: the list's first contacts hold
    // ".co.nz", which about six in ten do, and were all the page's own matches.
    let (_, exact) = cursor_walk(&app, "/api/v1/contacts/search?searchString=.co.nz").await;
    let data = app.data("/api/v1/contacts/search?searchString=.co.nz&pageSize=1").await;
    assert_eq!(data["totalItemsIsEstimate"], true, "{data}");
    let estimate = data["totalItems"].as_u64().unwrap();
    let error = estimate.abs_diff(exact) as f64 / exact as f64;
    assert!(error < 0.25, "a page of one: estimate {estimate} against {exact} found");
}

#[tokio::test]
async fn a_search_finding_a_thousand_records_or_fewer_counts_them_exactly() {
    let app = with_profiles(1_500).await;
    // Surnames of the demo data: each is some contacts'.
    for term in ["parata", "ngata"] {
        let path = format!("/api/v1/contacts/search?searchString={term}");
        let (all, exact) = cursor_walk(&app, &path).await;
        assert!((1..=1_000).contains(&exact), "{term}: {exact} found");
        let data = app.data(&format!("{path}&pageSize=10")).await;
        assert_eq!(data["totalItemsIsEstimate"], false, "{term}");
        assert_eq!(data["totalItems"], exact, "{term}");
        assert_eq!(ids(&data), all[..all.len().min(10)], "{term}");
    }
}

/// Creates `count` people named `last_name`, a batch of 100 at a time.
async fn create_people(app: &TestApp, last_name: &str, count: usize) {
    for start in (0..count).step_by(100) {
        let items: Vec<Value> = (start..count.min(start + 100))
            .map(|n| serde_json::json!({"contactType": "Person", "firstName": format!("Person {n}"), "lastName": last_name}))
            .collect();
        let reply = app.post("/api/v1/contacts/batch/create", &serde_json::json!({ "items": items })).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        let failed = reply.body["data"]["failed"].as_u64().or(reply.body["data"]["failures"].as_u64());
        assert!(failed.unwrap_or(0) == 0, "{}", reply.body);
    }
}

/// The page number of the `rel="last"` link.
fn last_link_page(link: &str) -> u64 {
    let last = link.split(", ").find(|part| part.ends_with("rel=\"last\"")).expect("a last link");
    let query = last.split_once('?').unwrap().1;
    let page = query.split(['&', '>']).find_map(|pair| pair.strip_prefix("page=")).expect("a page number");
    page.parse().unwrap()
}

#[tokio::test]
async fn a_loop_over_page_numbers_to_the_first_page_s_total_pages_reaches_every_record_found() {
    let app = spawn_app().await;
    // The term is absent from the first records and in every later one, so a sample of the
    // first records says little of the rest.
    create_people(&app, "Rangitane", 1_100).await;
    create_people(&app, "Kowhaiwhai", 1_150).await;
    let path = "/api/v1/contacts/search?searchString=kowhaiwhai";
    let (all, exact) = cursor_walk(&app, path).await;
    assert_eq!(exact, 1_150);
    let first = app.get(&format!("{path}&pageSize=50&page=1")).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let (total, pages) =
        (&first.body["data"]["totalItems"], first.body["data"]["totalPages"].as_u64().unwrap());
    assert!(total.as_u64().unwrap() >= exact, "page 1's total {total} under-counts {exact}");
    assert!(last_link_page(first.header("link").unwrap()) >= exact.div_ceil(50), "rel=last is short");
    let mut walked = Vec::new();
    for page in 1..=pages {
        let data = app.data(&format!("{path}&pageSize=50&page={page}")).await;
        assert_eq!(&data["totalItems"], total, "page {page} moves the total");
        walked.extend(ids(&data));
    }
    assert_eq!(walked, all, "pages 1 to {pages} hold every record found, in order");
}
