//! Opportunities: status rules, closing and reopening, stage/pipeline consistency, the
//! archived-profile rule, mortgage diary notes on every read path, filters, search, tenancy.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

struct Setup {
    profile_id: String,
    mortgage_pipeline: Value,
    kiwisaver_pipeline: Value,
}

async fn setup(app: &TestApp) -> Setup {
    let profile = app.create("/api/v1/profiles", json!({"name": "Ngata Household"})).await;
    let pipelines = app.data("/api/v1/pipelines").await["items"].clone();
    Setup {
        profile_id: profile["id"].as_str().unwrap().to_string(),
        mortgage_pipeline: pipelines[0].clone(),
        kiwisaver_pipeline: pipelines[1].clone(),
    }
}

fn general(setup: &Setup, name: &str) -> Value {
    json!({"name": name, "profileId": setup.profile_id, "pipelineId": setup.kiwisaver_pipeline["id"], "value": 1500})
}

fn mortgage(setup: &Setup, name: &str) -> Value {
    json!({
        "name": name, "profileId": setup.profile_id, "pipelineId": setup.mortgage_pipeline["id"],
        "value": 7800.5, "source": "Website", "referrer": "Harcourts Ponsonby",
        "diaryNotes": {"purpose": "First home in Ponsonby", "clientBackground": "Stable incomes, 20% deposit",
                       "recommendations": "ASB 2-year fixed", "additionalInformation": "KiwiSaver first-home withdrawal"},
        "mortgageApplication": {"lender": "ASB", "loanAmount": 780000, "preApprovalExpiryDate": "2027-03-31"}
    })
}

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_general_opportunity_starts_open_at_the_first_stage_with_names_filled_in() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities", general(&setup, "KiwiSaver review")).await;
    assert_eq!(created["Status"], "Open");
    assert_eq!(created["opportunityType"], "General");
    assert_eq!(created["profileName"], "Ngata Household");
    assert_eq!(created["pipelineName"], "KiwiSaver Advice");
    assert_eq!(created["stageId"], setup.kiwisaver_pipeline["stages"][0]["stageId"]);
    assert_eq!(created["stageName"], "Enquiry");
    assert_eq!(created["value"].to_string(), "1500");
    assert!(created["diaryNotes"].is_null() && created["mortgageApplication"].is_null());
    assert_eq!(app.data(&format!("/api/v1/opportunities/{}", id(&created))).await, created);
}

#[tokio::test]
async fn diary_notes_are_returned_on_create_get_list_and_search() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities/mortgage", mortgage(&setup, "Ponsonby purchase")).await;
    assert_eq!(created["opportunityType"], "Mortgage");
    let expected = json!({"purpose": "First home in Ponsonby", "clientBackground": "Stable incomes, 20% deposit",
        "recommendations": "ASB 2-year fixed", "additionalInformation": "KiwiSaver first-home withdrawal"});
    assert_eq!(created["diaryNotes"], expected);
    assert_eq!(created["mortgageApplication"]["lender"], "ASB");
    assert_eq!(app.data(&format!("/api/v1/opportunities/{}", id(&created))).await["diaryNotes"], expected);
    assert_eq!(app.data("/api/v1/opportunities").await["items"][0]["diaryNotes"], expected);
    assert_eq!(
        app.data("/api/v1/opportunities/search?searchString=ponsonby").await["items"][0]["diaryNotes"],
        expected
    );
}

#[tokio::test]
async fn diary_notes_left_out_are_empty_strings() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let mut body = mortgage(&setup, "No notes yet");
    body.as_object_mut().unwrap().remove("diaryNotes");
    let created = app.create("/api/v1/opportunities/mortgage", body).await;
    assert_eq!(
        created["diaryNotes"],
        json!({"purpose": "", "clientBackground": "", "recommendations": "", "additionalInformation": ""})
    );
}

#[tokio::test]
async fn a_mortgage_patch_merges_diary_notes_field_by_field() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities/mortgage", mortgage(&setup, "Refinance")).await;
    let path = format!("/api/v1/opportunities/{}/mortgage", id(&created));
    let reply = app.patch(&path, &json!({"diaryNotes": {"recommendations": "Westpac 1-year fixed"}, "mortgageApplication": {"lender": "Westpac"}})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let notes = &reply.body["data"]["diaryNotes"];
    assert_eq!(notes["recommendations"], "Westpac 1-year fixed");
    assert_eq!(notes["purpose"], "First home in Ponsonby", "fields left out stay");
    assert_eq!(reply.body["data"]["mortgageApplication"]["lender"], "Westpac");
    assert_eq!(reply.body["data"]["mortgageApplication"]["loanAmount"].to_string(), "780000");
}

#[tokio::test]
async fn the_mortgage_patch_on_a_general_opportunity_is_a_400() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities", general(&setup, "Review")).await;
    let reply = app
        .patch(
            &format!("/api/v1/opportunities/{}/mortgage", id(&created)),
            &json!({"diaryNotes": {"purpose": "x"}}),
        )
        .await;
    reply.assert_error(400, "validation_failed");
}

#[tokio::test]
async fn closing_sets_the_closed_date_and_blocks_updates_until_reopened() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities", general(&setup, "Review")).await;
    let path = format!("/api/v1/opportunities/{}", id(&created));
    let won = app.patch(&path, &json!({"Status": "Won"})).await.body["data"].clone();
    assert_eq!(won["Status"], "Won");
    assert!(won["closedDate"].as_str().is_some_and(|d| d.len() == 10));
    app.patch(&path, &json!({"name": "Renamed"})).await.assert_error(409, "opportunity_not_open");
    app.patch(&path, &json!({"Status": "Open"})).await.assert_error(409, "opportunity_not_open");
    let reopened = app.post(&format!("{path}/reopen"), &json!({})).await;
    assert_eq!(reopened.body["data"]["Status"], "Open");
    assert!(reopened.body["data"]["closedDate"].is_null());
    assert_eq!(app.patch(&path, &json!({"name": "Renamed"})).await.body["data"]["name"], "Renamed");
}

#[tokio::test]
async fn a_lost_reason_goes_only_with_lost() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities", general(&setup, "Review")).await;
    let path = format!("/api/v1/opportunities/{}", id(&created));
    let reply = app.patch(&path, &json!({"lostReason": "Price"})).await;
    assert_eq!(reply.error_fields(), ["lostReason"]);
    let lost = app.patch(&path, &json!({"Status": "Lost", "lostReason": "Went with their bank"})).await;
    assert_eq!(lost.body["data"]["lostReason"], "Went with their bank");
    let reopened = app.post(&format!("{path}/reopen"), &json!({})).await;
    assert!(reopened.body["data"]["lostReason"].is_null());
}

#[tokio::test]
async fn the_stage_must_belong_to_the_pipeline() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let mut body = general(&setup, "Mismatch");
    body["stageId"] = setup.mortgage_pipeline["stages"][2]["stageId"].clone();
    let reply = app.post("/api/v1/opportunities", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["stageId"]);
    let created = app.create("/api/v1/opportunities", general(&setup, "Move me")).await;
    let path = format!("/api/v1/opportunities/{}", id(&created));
    let moved = app.patch(&path, &json!({"stageId": setup.kiwisaver_pipeline["stages"][3]["stageId"]})).await;
    assert_eq!(moved.body["data"]["stageName"], "Switch submitted");
    let wrong = app.patch(&path, &json!({"stageId": setup.mortgage_pipeline["stages"][1]["stageId"]})).await;
    assert_eq!(wrong.error_fields(), ["stageId"]);
    let new_pipeline = app.patch(&path, &json!({"pipelineId": setup.mortgage_pipeline["id"]})).await;
    assert_eq!(
        new_pipeline.body["data"]["stageName"], "New prospect",
        "a new pipeline starts at its first stage"
    );
}

#[tokio::test]
async fn an_opportunity_of_an_archived_profile_cannot_be_updated_or_created() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities", general(&setup, "Review")).await;
    app.patch(&format!("/api/v1/profiles/{}", setup.profile_id), &json!({"isProfileArchived": true})).await;
    let path = format!("/api/v1/opportunities/{}", id(&created));
    app.patch(&path, &json!({"name": "x"})).await.assert_error(409, "profile_archived");
    app.post(&format!("{path}/reopen"), &json!({})).await.assert_error(409, "profile_archived");
    app.post("/api/v1/opportunities", &general(&setup, "New")).await.assert_error(409, "profile_archived");
    assert_eq!(app.data(&path).await["isProfileArchived"], true);
}

#[tokio::test]
async fn is_archived_is_set_by_patch_while_open() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities", general(&setup, "Old lead")).await;
    let path = format!("/api/v1/opportunities/{}", id(&created));
    assert_eq!(app.patch(&path, &json!({"isArchived": true})).await.body["data"]["isArchived"], true);
}

#[tokio::test]
async fn the_list_filters_by_profile_pipeline_stage_status_and_archived() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let other_profile = app.create("/api/v1/profiles", json!({"name": "Walker Household"})).await;
    let a = app.create("/api/v1/opportunities", general(&setup, "A")).await;
    let b = app.create("/api/v1/opportunities/mortgage", mortgage(&setup, "B")).await;
    let mut c_body = general(&setup, "C");
    c_body["profileId"] = other_profile["id"].clone();
    let c = app.create("/api/v1/opportunities", c_body).await;
    app.patch(&format!("/api/v1/opportunities/{}", id(&b)), &json!({"Status": "Won"})).await;
    app.patch(&format!("/api/v1/opportunities/{}", id(&c)), &json!({"isArchived": true})).await;
    let names = |data: Value| {
        data["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        names(app.data(&format!("/api/v1/opportunities?profileId={}", setup.profile_id)).await),
        ["A", "B"]
    );
    assert_eq!(
        names(
            app.data(&format!(
                "/api/v1/opportunities?pipelineId={}",
                setup.mortgage_pipeline["id"].as_str().unwrap()
            ))
            .await
        ),
        ["B"]
    );
    assert_eq!(
        names(app.data(&format!("/api/v1/opportunities?stageId={}", a["stageId"].as_str().unwrap())).await),
        ["A", "C"]
    );
    assert_eq!(names(app.data("/api/v1/opportunities?Status=Won").await), ["B"]);
    assert_eq!(names(app.data("/api/v1/opportunities?Status=Open&isArchived=false").await), ["A"]);
    assert_eq!(names(app.data("/api/v1/opportunities?isArchived=true").await), ["C"]);
    let reply = app.get("/api/v1/opportunities?Status=Pending").await;
    assert_eq!(reply.error_fields(), ["Status"]);
}

#[tokio::test]
async fn opportunities_are_found_by_name_lender_and_profile() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    app.create("/api/v1/opportunities/mortgage", mortgage(&setup, "Ponsonby purchase")).await;
    app.create("/api/v1/opportunities", general(&setup, "KiwiSaver switch")).await;
    for (term, expected) in [("PONSONBY", 1), ("asb", 1), ("ngata", 2), ("nothing", 0)] {
        let found =
            app.data(&format!("/api/v1/opportunities/search?searchString={term}")).await["totalItems"]
                .clone();
        assert_eq!(found, expected, "{term}: by name, lender and profile name");
    }
    app.get("/api/v1/opportunities/search?searchString=%20").await.assert_error(400, "validation_failed");
}

#[tokio::test]
async fn references_are_validated_and_named() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let other = app.other_tenant().await;
    let theirs =
        app.post_as(&other.key, "/api/v1/profiles", &json!({"name": "Theirs"})).await.body["data"]["id"]
            .clone();
    let body = json!({"name": "X", "profileId": theirs, "pipelineId": uuid::Uuid::now_v7(), "adviserId": other.manager_id, "value": -5});
    let reply = app.post("/api/v1/opportunities", &body).await;
    reply.assert_error(400, "validation_failed");
    let mut fields = reply.error_fields();
    fields.sort();
    assert_eq!(fields, ["adviserId", "pipelineId", "profileId", "value"]);
    assert_eq!(app.data("/api/v1/opportunities").await["totalItems"], 0);
    let _ = setup;
}

#[tokio::test]
async fn another_organisations_opportunities_are_not_found_anywhere() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let their_profile =
        app.post_as(&other.key, "/api/v1/profiles", &json!({"name": "Secret Household"})).await.body["data"]
            ["id"]
            .clone();
    let their_pipeline =
        app.get_as(&other.key, "/api/v1/pipelines").await.body["data"]["items"][0]["id"].clone();
    let body = json!({"name": "Secret deal", "profileId": their_profile, "pipelineId": their_pipeline});
    let theirs = app.post_as(&other.key, "/api/v1/opportunities/mortgage", &body).await.body["data"]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let path = format!("/api/v1/opportunities/{theirs}");
    app.get(&path).await.assert_error(404, "not_found");
    app.patch(&path, &json!({"name": "Mine"})).await.assert_error(404, "not_found");
    app.patch(&format!("{path}/mortgage"), &json!({"name": "Mine"})).await.assert_error(404, "not_found");
    app.post(&format!("{path}/reopen"), &json!({})).await.assert_error(404, "not_found");
    assert_eq!(app.data("/api/v1/opportunities").await["totalItems"], 0);
    assert_eq!(app.data("/api/v1/opportunities/search?searchString=secret").await["totalItems"], 0);
}

#[tokio::test]
async fn the_client_interview_is_null_until_written_and_returned_on_every_read_path() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let plain = app.create("/api/v1/opportunities", general(&setup, "KiwiSaver review")).await;
    assert!(plain["clientInterview"].is_null(), "{plain}");

    let mut body = general(&setup, "Retirement plan");
    body["clientInterview"] = json!({"goal": "Retire at 62", "timing": ""});
    let created = app.create("/api/v1/opportunities", body).await;
    let expected = json!({"goal": "Retire at 62", "plan": "", "challenges": "", "timing": ""});
    assert_eq!(created["clientInterview"], expected);
    let path = format!("/api/v1/opportunities/{}", id(&created));
    assert_eq!(app.data(&path).await["clientInterview"], expected);
    let listed = app.data("/api/v1/opportunities").await;
    let item = listed["items"].as_array().unwrap().iter().find(|o| o["id"] == created["id"]).unwrap().clone();
    assert_eq!(item["clientInterview"], expected);
    let searched = app.data("/api/v1/opportunities/search?searchString=retirement").await;
    assert_eq!(searched["items"][0]["clientInterview"], expected);
}

#[tokio::test]
async fn both_patch_endpoints_merge_the_client_interview_field_by_field() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let general_one = app.create("/api/v1/opportunities", general(&setup, "Insurance review")).await;
    let path = format!("/api/v1/opportunities/{}", id(&general_one));
    let first = app
        .patch(&path, &json!({"clientInterview": {"goal": "Protect the family", "plan": "Life cover"}}))
        .await;
    assert_eq!(first.status, 200, "{}", first.body);
    let second = app
        .patch(&path, &json!({"clientInterview": {"plan": "Life and income cover"}, "name": "Cover"}))
        .await;
    assert_eq!(
        second.body["data"]["clientInterview"],
        json!({"goal": "Protect the family", "plan": "Life and income cover", "challenges": "", "timing": ""})
    );
    // A PATCH without clientInterview leaves it as it is.
    let third = app.patch(&path, &json!({"source": "Referral"})).await;
    assert_eq!(third.body["data"]["clientInterview"]["goal"], "Protect the family");

    let mut body = mortgage(&setup, "First home");
    body["clientInterview"] = json!({"goal": "Own a home", "plan": "Save a 10% deposit"});
    let home = app.create("/api/v1/opportunities/mortgage", body).await;
    let mortgage_path = format!("/api/v1/opportunities/{}/mortgage", id(&home));
    let reply = app
        .patch(
            &mortgage_path,
            &json!({"clientInterview": {"challenges": "One income", "plan": ""}, "diaryNotes": {"purpose": "Buy"}}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        reply.body["data"]["clientInterview"],
        json!({"goal": "Own a home", "plan": "", "challenges": "One income", "timing": ""})
    );
    assert_eq!(reply.body["data"]["diaryNotes"]["purpose"], "Buy");
}

#[tokio::test]
async fn an_overlong_client_interview_answer_is_refused_by_name_and_changes_nothing() {
    let app = spawn_app().await;
    let setup = setup(&app).await;
    let created = app.create("/api/v1/opportunities", general(&setup, "Fund switch")).await;
    let path = format!("/api/v1/opportunities/{}", id(&created));
    let reply =
        app.patch(&path, &json!({"clientInterview": {"goal": "ok", "timing": "x".repeat(10_001)}})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["clientInterview.timing"]);
    assert!(app.data(&path).await["clientInterview"].is_null());

    let mut body = general(&setup, "Another");
    body["clientInterview"] = json!({"challenges": "y".repeat(10_001)});
    let refused = app.post("/api/v1/opportunities", &body).await;
    refused.assert_error(400, "validation_failed");
    assert_eq!(refused.error_fields(), ["clientInterview.challenges"]);
    let at_limit = app.patch(&path, &json!({"clientInterview": {"timing": "x".repeat(10_000)}})).await;
    assert_eq!(at_limit.status, 200);
}
