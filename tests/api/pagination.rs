use advisory_crm::{
    entity::member::MemberRole,
    service::members::{self, NewMember},
};

use crate::helpers::{TestApp, spawn_app};

/// Gives the tenant `extra` more members (so `extra + 1` in all).
async fn with_members(extra: usize) -> TestApp {
    let app = spawn_app().await;
    for n in 0..extra {
        let new = NewMember {
            first_name: format!("Adviser{n}"),
            last_name: "Test".into(),
            email: format!("adviser{n}@kauri.co.nz"),
            role: MemberRole::Adviser,
            fsp_number: None,
        };
        members::add(&app.db, app.tenant.id, new).await.unwrap();
    }
    app
}

fn ids(reply: &crate::helpers::Reply) -> Vec<String> {
    reply.body["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn page_size_out_of_range_is_a_400_naming_the_parameter() {
    let app = spawn_app().await;
    for size in ["0", "501", "-1", "ten", "1.5"] {
        let reply = app.get(&format!("/api/v1/members?pageSize={size}")).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["pageSize"], "pageSize={size}");
    }
    assert_eq!(app.get("/api/v1/members?pageSize=500").await.status, 200);
}

#[tokio::test]
async fn page_zero_or_non_numeric_is_a_400_naming_the_parameter() {
    let app = spawn_app().await;
    for page in ["0", "abc", "", "99999999999999999999999"] {
        let reply = app.get(&format!("/api/v1/members?page={page}")).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["page"], "page={page}");
    }
}

#[tokio::test]
async fn pages_walk_the_list_in_a_stable_order_with_next_page() {
    let app = with_members(6).await;
    let first = app.get("/api/v1/members?pageSize=3").await;
    let data = &first.body["data"];
    assert_eq!((data["totalItems"].as_u64(), data["totalPages"].as_u64()), (Some(7), Some(3)));
    assert_eq!(
        (data["page"].as_u64(), data["pageSize"].as_u64(), data["nextPage"].as_u64()),
        (Some(1), Some(3), Some(2))
    );
    let second = app.get("/api/v1/members?page=2&pageSize=3").await;
    let third = app.get("/api/v1/members?page=3&pageSize=3").await;
    assert!(third.body["data"]["nextPage"].is_null());
    let walked: Vec<String> = [ids(&first), ids(&second), ids(&third)].concat();
    let all = ids(&app.get("/api/v1/members").await);
    assert_eq!(walked, all, "pages concatenate to the whole list");
    let mut sorted = all.clone();
    sorted.sort();
    assert_eq!(all, sorted, "ordered by id (creation order)");
}

#[tokio::test]
async fn the_default_page_size_is_500() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/members").await;
    assert_eq!(reply.body["data"]["pageSize"], 500);
    assert_eq!(reply.body["data"]["page"], 1);
}

#[tokio::test]
async fn a_page_past_the_end_is_empty_not_an_error() {
    let app = with_members(2).await;
    let reply = app.get("/api/v1/members?page=9&pageSize=2").await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["data"]["items"], serde_json::json!([]));
    assert_eq!(reply.body["data"]["totalItems"], 3);
    assert!(reply.body["data"]["nextPage"].is_null());
}

#[tokio::test]
async fn the_link_header_points_at_first_prev_next_and_last() {
    let app = with_members(6).await;
    let reply = app.get("/api/v1/members?page=2&pageSize=3").await;
    let link = reply.header("link").unwrap();
    assert!(link.contains("</api/v1/members?page=1&pageSize=3>; rel=\"first\""), "{link}");
    assert!(link.contains("</api/v1/members?page=1&pageSize=3>; rel=\"prev\""), "{link}");
    assert!(link.contains("</api/v1/members?page=3&pageSize=3>; rel=\"next\""), "{link}");
    assert!(link.contains("</api/v1/members?page=3&pageSize=3>; rel=\"last\""), "{link}");
    let last = app.get("/api/v1/members?page=3&pageSize=3").await;
    assert!(!last.header("link").unwrap().contains("rel=\"next\""));
}

/// Issues a GET through the app and counts the SQL statements it ran.
async fn queries_for(app: &TestApp, path: &str) -> usize {
    let (reply, queries) = advisory_crm::db::count_queries(app.get(path)).await;
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    queries
}

/// Four members and twelve demo profiles with every kind of record, the API key already read
/// (later requests verify it from memory, so only their own statements are counted).
async fn with_demo_data() -> TestApp {
    let app = with_members(4).await;
    let advisers = advisory_crm::service::members::advisers(&app.db, app.tenant.id).await.unwrap();
    advisory_crm::seed::demo::seed_profiles(&app.db, app.tenant.id, advisers.clone(), 12).await.unwrap();
    advisory_crm::seed::demo::opportunities::seed(&app.db, app.tenant.id, &advisers, 12).await.unwrap();
    advisory_crm::seed::demo::products::seed(&app.db, app.tenant.id).await.unwrap();
    advisory_crm::seed::demo::notes::seed(&app.db, app.tenant.id, &advisers).await.unwrap();
    advisory_crm::seed::demo::policies::seed(&app.db, app.tenant.id).await.unwrap();
    app.get("/api/v1/members").await;
    app
}

#[tokio::test]
async fn list_endpoints_use_the_same_number_of_queries_whatever_the_page_size() {
    let app = with_demo_data().await;
    for path in [
        "/api/v1/members",
        "/api/v1/contacts",
        "/api/v1/contacts/search?searchString=a",
        "/api/v1/profiles",
        "/api/v1/profiles/search?searchString=a",
        "/api/v1/pipelines",
        "/api/v1/opportunities",
        "/api/v1/opportunities/search?searchString=a",
        "/api/v1/mortgages",
        "/api/v1/kiwisavers",
        "/api/v1/investments",
        "/api/v1/notes",
        "/api/v1/policies",
    ] {
        let separator = if path.contains('?') { '&' } else { '?' };
        let one = queries_for(&app, &format!("{path}{separator}pageSize=1")).await;
        let many = queries_for(&app, &format!("{path}{separator}pageSize=500")).await;
        assert_eq!(one, many, "{path}: {one} queries for one item, {many} for a full page");
        assert!(many <= 7, "{path}: {many} queries");
    }
}

#[tokio::test]
async fn a_single_read_is_one_statement() {
    let app = with_demo_data().await;
    for list in [
        "/api/v1/contacts",
        "/api/v1/profiles",
        "/api/v1/opportunities",
        "/api/v1/mortgages",
        "/api/v1/kiwisavers",
        "/api/v1/investments",
        "/api/v1/notes",
    ] {
        let page = app.data(&format!("{list}?pageSize=500")).await;
        let items = page["items"].as_array().unwrap();
        assert!(!items.is_empty(), "the demo data has {list}");
        // Every record, so related records of every kind (an adviser or none, owners or none)
        // are read.
        for item in items {
            let path = format!("{list}/{}", item["id"].as_str().unwrap());
            assert_eq!(queries_for(&app, &path).await, 1, "{path}");
        }
    }
}
