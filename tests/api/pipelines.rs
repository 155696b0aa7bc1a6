//! Pipelines: every organisation's defaults, read-only, ordered stages, no timestamps, tenancy.

use crate::helpers::spawn_app;

#[tokio::test]
async fn every_organisation_starts_with_the_default_pipelines() {
    let app = spawn_app().await;
    let data = app.data("/api/v1/pipelines").await;
    let names: Vec<&str> =
        data["items"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        ["Mortgage Advice", "KiwiSaver Advice", "Personal Risk Insurance", "Investment Advice"]
    );
    let mortgage = &data["items"][0];
    assert_eq!(mortgage["category"], "Mortgages");
    assert_eq!(mortgage["pipelineType"], "Advice");
    let stages: Vec<&str> =
        mortgage["stages"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(
        stages,
        [
            "New prospect",
            "Strategy session",
            "Fact find sent",
            "Application submitted",
            "Conditional approval",
            "Unconditional approval",
            "Settled",
            "Commission received"
        ]
    );
    let positions: Vec<i64> =
        mortgage["stages"].as_array().unwrap().iter().map(|s| s["position"].as_i64().unwrap()).collect();
    assert_eq!(positions, (1..=8).collect::<Vec<i64>>());
}

#[tokio::test]
async fn a_pipeline_is_read_by_id_without_timestamps() {
    let app = spawn_app().await;
    let first = app.data("/api/v1/pipelines?pageSize=1").await["items"][0].clone();
    let fetched = app.data(&format!("/api/v1/pipelines/{}", first["id"].as_str().unwrap())).await;
    assert_eq!(fetched, first);
    assert!(fetched.get("createdTimestamp").is_none() && fetched.get("modifiedTimestamp").is_none());
    assert!(fetched["stages"][0]["stageId"].is_string());
}

#[tokio::test]
async fn another_organisations_pipelines_are_not_found() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs = app.get_as(&other.key, "/api/v1/pipelines").await.body["data"]["items"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    app.get(&format!("/api/v1/pipelines/{theirs}")).await.assert_error(404, "not_found");
    app.get(&format!("/api/v1/pipelines/{}", uuid::Uuid::now_v7())).await.assert_error(404, "not_found");
    let mine = app.data("/api/v1/pipelines").await;
    assert_eq!(mine["totalItems"], 4);
    assert!(mine["items"].as_array().unwrap().iter().all(|p| p["id"] != theirs.as_str()));
}

#[tokio::test]
async fn pipelines_are_read_only() {
    let app = spawn_app().await;
    let reply = app.post("/api/v1/pipelines", &serde_json::json!({"name": "Mine"})).await;
    reply.assert_error(405, "method_not_allowed");
    assert_eq!(reply.header("allow"), Some("GET, HEAD"));
}

#[tokio::test]
async fn organisations_created_before_pipelines_existed_get_them_at_start_up() {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let app = spawn_app().await;
    advisory_crm::entity::pipeline::Entity::delete_many()
        .filter(advisory_crm::entity::pipeline::Column::OrganisationId.eq(app.tenant.id))
        .exec(app.db.single_statement())
        .await
        .unwrap();
    assert_eq!(app.data("/api/v1/pipelines").await["totalItems"], 0);
    advisory_crm::service::pipelines::backfill_defaults(&app.db).await.unwrap();
    advisory_crm::service::pipelines::backfill_defaults(&app.db).await.unwrap();
    assert_eq!(app.data("/api/v1/pipelines").await["totalItems"], 4, "once, however often it runs");
}

/// The names of the pipelines a search finds.
async fn found(app: &crate::helpers::TestApp, query: &str) -> Vec<String> {
    let data = app.data(&format!("/api/v1/pipelines/search?{query}")).await;
    data["items"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn pipelines_are_found_by_their_own_or_a_stage_name_ignoring_case() {
    let app = spawn_app().await;
    assert_eq!(found(&app, "searchString=KIWISAVER").await, ["KiwiSaver Advice"]);
    // Stage names: "Underwriting" is a stage of Personal Risk Insurance only.
    assert_eq!(found(&app, "searchString=underwrit").await, ["Personal Risk Insurance"]);
    // "Application submitted" is a stage of two pipelines; results keep creation order.
    assert_eq!(
        found(&app, "searchString=application%20submitted").await,
        ["Mortgage Advice", "Personal Risk Insurance"]
    );
    assert!(found(&app, "searchString=sharemarket").await.is_empty());
}

#[tokio::test]
async fn pipeline_search_is_paginated_and_refuses_a_blank_term() {
    let app = spawn_app().await;
    let page = app.data("/api/v1/pipelines/search?searchString=advice&pageSize=2&page=2").await;
    assert_eq!(page["totalItems"], 3);
    assert_eq!(page["totalPages"], 2);
    assert_eq!(page["items"].as_array().unwrap().len(), 1);
    assert_eq!(page["items"][0]["name"], "Investment Advice");
    assert!(page["nextPage"].is_null());

    for query in ["searchString=%20%20", "searchString=", ""] {
        let reply = app.get(&format!("/api/v1/pipelines/search?{query}")).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["searchString"], "{query}");
    }
}

#[tokio::test]
async fn pipeline_search_finds_only_the_callers_pipelines() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let mine = app.data("/api/v1/pipelines/search?searchString=mortgage").await;
    let theirs = app.get_as(&other.key, "/api/v1/pipelines/search?searchString=mortgage").await;
    assert_eq!(mine["totalItems"], 1);
    assert_eq!(theirs.body["data"]["totalItems"], 1);
    assert_ne!(mine["items"][0]["pipelineId"], theirs.body["data"]["items"][0]["pipelineId"]);
    let other_id = theirs.body["data"]["items"][0]["pipelineId"].as_str().unwrap();
    app.get(&format!("/api/v1/pipelines/{other_id}")).await.assert_error(404, "not_found");
}
