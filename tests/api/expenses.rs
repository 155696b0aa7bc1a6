//! Household expenses: one test per numbered line rule (docs/decisions.md, ADR-19),
//! the creation rules, and the behaviour decided there (ordering, empty lines, totals, atomicity,
//! messages, the old integer format, per-contact lists, archived profiles, tenancy).

use serde_json::{Value, json};

use crate::helpers::{Reply, TestApp, send, spawn_app};

pub struct Household {
    pub profile: String,
    pub contact: String,
}

pub async fn household(app: &TestApp) -> Household {
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Mere", "lastName": "Parata"})).await;
    Household {
        profile: contact["profiles"][0]["profileId"].as_str().unwrap().to_string(),
        contact: contact["id"].as_str().unwrap().to_string(),
    }
}

/// A household with expenses: two child-support lines and one fixed commitment.
async fn with_expenses(app: &TestApp) -> (Household, Value) {
    let home = household(app).await;
    let created = app
        .create(
            "/api/v1/expenses",
            json!({
                "profileId": home.profile, "food": 950, "rates": 310.45,
                "childSupport": [{"description": "Tama", "value": 250}, {"description": "Aria", "value": 180.5}],
                "fixedCommitments": [{"description": "Car loan", "value": 420}]
            }),
        )
        .await;
    (home, created)
}

fn line_id(expenses: &Value, line_type: &str, index: usize) -> String {
    expenses[line_type][index]["id"].as_str().unwrap().to_string()
}

async fn patch(app: &TestApp, home: &Household, body: Value) -> Reply {
    let mut body = body;
    body["profileId"] = json!(home.profile);
    app.patch("/api/v1/expenses", &body).await
}

async fn stored(app: &TestApp, home: &Household) -> Value {
    app.data(&format!("/api/v1/expenses?profileId={}", home.profile)).await
}

#[track_caller]
fn assert_rejected(reply: &Reply, fields: &[&str]) {
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), fields, "{}", reply.body);
}

#[tokio::test]
async fn rule_1_a_line_with_an_id_updates_that_line() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let id = line_id(&created, "childSupport", 1);
    let reply = patch(&app, &home, json!({"childSupport": [{"id": id, "value": 199.99}]})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let lines = &reply.body["data"]["childSupport"];
    assert_eq!(lines.as_array().unwrap().len(), 2);
    assert_eq!(lines[1]["id"], json!(id));
    assert_eq!(lines[1]["value"].to_string(), "199.99");
    assert_eq!(stored(&app, &home).await, reply.body["data"]);
}

#[tokio::test]
async fn rule_1_an_id_of_another_type_or_household_is_a_400() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let (neighbour, theirs) = with_expenses(&app).await;
    let fixed = line_id(&created, "fixedCommitments", 0);
    let reply = patch(&app, &home, json!({"childSupport": [{"id": fixed, "value": 1}]})).await;
    assert_rejected(&reply, &["childSupport[0].id"]);
    assert!(reply.body["message"].as_str().unwrap().contains("fixedCommitments"), "{}", reply.body);

    let their_line = line_id(&theirs, "childSupport", 0);
    let reply = patch(&app, &home, json!({"childSupport": [{"id": their_line, "value": 1}]})).await;
    assert_rejected(&reply, &["childSupport[0].id"]);
    let unknown = uuid::Uuid::now_v7();
    assert_rejected(
        &patch(&app, &home, json!({"superannuation": [{"id": unknown, "value": 1}]})).await,
        &["superannuation[0].id"],
    );
    assert_eq!(stored(&app, &home).await, created);
    assert_eq!(stored(&app, &neighbour).await, theirs);
}

#[tokio::test]
async fn rule_2_a_line_without_an_id_creates_a_line_of_that_type() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let reply = patch(&app, &home, json!({"fixedCommitments": [{"description": "Gym", "value": 65}], "superannuation": [{"value": 300}]})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let expenses = &reply.body["data"];
    assert_eq!(expenses["fixedCommitments"].as_array().unwrap().len(), 2);
    assert_eq!(expenses["fixedCommitments"][0], created["fixedCommitments"][0]);
    assert_eq!(expenses["fixedCommitments"][1]["description"], "Gym");
    assert!(expenses["fixedCommitments"][1]["id"].is_string());
    assert_eq!(expenses["superannuation"][0]["value"], 300);
    assert!(expenses["superannuation"][0]["description"].is_null());
}

#[tokio::test]
async fn rule_3_lines_absent_from_the_request_are_untouched() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let first = line_id(&created, "childSupport", 0);
    let reply =
        patch(&app, &home, json!({"childSupport": [{"id": first, "value": 260}], "food": 1000})).await;
    let expenses = &reply.body["data"];
    assert_eq!(expenses["childSupport"][1], created["childSupport"][1]);
    assert_eq!(expenses["fixedCommitments"], created["fixedCommitments"]);
    assert_eq!(expenses["rates"], created["rates"]);
    assert_eq!(expenses["food"], 1000);
}

#[tokio::test]
async fn rule_4_lines_cannot_be_deleted() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    for body in [json!({"childSupport": []}), json!({"childSupport": null})] {
        assert_eq!(patch(&app, &home, body).await.status, 200);
        assert_eq!(stored(&app, &home).await["childSupport"], created["childSupport"]);
    }
    let reply = app.delete(&format!("/api/v1/expenses?profileId={}", home.profile)).await;
    reply.assert_error(405, "method_not_allowed");
    // Value 0 keeps the line (with its description it is still shown; it counts 0 in totals).
    let id = line_id(&created, "childSupport", 0);
    let reply = patch(&app, &home, json!({"childSupport": [{"id": id, "value": 0}]})).await;
    assert_eq!(reply.body["data"]["childSupport"][0]["value"], 0);
    assert_eq!(reply.body["data"]["totals"]["childSupport"].to_string(), "180.5");
}

#[tokio::test]
async fn rule_5_a_description_on_an_existing_line_is_ignored() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let id = line_id(&created, "fixedCommitments", 0);
    let long = "x".repeat(2000);
    let reply =
        patch(&app, &home, json!({"fixedCommitments": [{"id": id, "description": long, "value": 430}]}))
            .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["fixedCommitments"][0]["description"], "Car loan");
    assert_eq!(reply.body["data"]["fixedCommitments"][0]["value"], 430);
}

#[tokio::test]
async fn rule_6_a_line_without_a_value_is_a_400() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let reply =
        patch(&app, &home, json!({"otherEssentialCosts": [{"value": 5}, {"description": "Dentist"}]})).await;
    assert_rejected(&reply, &["otherEssentialCosts[1].value"]);
    assert_eq!(reply.body["message"], "otherEssentialCosts[1].value is required");
    assert_eq!(stored(&app, &home).await, created);
}

#[tokio::test]
async fn rule_6_a_negative_value_is_a_400() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let id = line_id(&created, "childSupport", 0);
    let reply =
        patch(&app, &home, json!({"childSupport": [{"id": id, "value": 10}, {"value": -0.01}]})).await;
    assert_rejected(&reply, &["childSupport[1].value"]);
    assert_eq!(reply.body["message"], "childSupport[1].value must not be negative");
    assert_eq!(stored(&app, &home).await, created);
}

#[tokio::test]
async fn rule_6_a_repeated_id_is_a_400() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let id = line_id(&created, "childSupport", 0);
    let reply = patch(
        &app,
        &home,
        json!({"childSupport": [{"id": id, "value": 1}, {"value": 2}, {"id": id, "value": 3}]}),
    )
    .await;
    assert_rejected(&reply, &["childSupport[2].id"]);
    assert!(reply.body["message"].as_str().unwrap().contains("appears more than once"));
    assert_eq!(stored(&app, &home).await, created);
}

#[tokio::test]
async fn rule_6_a_new_lines_description_over_950_characters_is_a_400() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let at_limit = "é".repeat(950);
    let reply = patch(&app, &home, json!({"otherDiscretionaryLivingCosts": [{"description": at_limit, "value": 1}, {"description": "x".repeat(951), "value": 1}]})).await;
    assert_rejected(&reply, &["otherDiscretionaryLivingCosts[1].description"]);
    assert_eq!(stored(&app, &home).await, created);
    let reply =
        patch(&app, &home, json!({"otherDiscretionaryLivingCosts": [{"description": at_limit, "value": 1}]}))
            .await;
    assert_eq!(reply.status, 200);
}

#[tokio::test]
async fn creation_requires_a_value_on_every_line_and_applies_the_same_400s() {
    let app = spawn_app().await;
    let home = household(&app).await;
    let body = json!({
        "profileId": home.profile,
        "childSupport": [{"description": "No value"}, {"value": -5}],
        "fixedCommitments": [{"value": 1}, {"description": "y".repeat(951), "value": 1}]
    });
    let reply = app.post("/api/v1/expenses", &body).await;
    assert_rejected(
        &reply,
        &["childSupport[0].value", "childSupport[1].value", "fixedCommitments[1].description"],
    );
    app.get(&format!("/api/v1/expenses?profileId={}", home.profile)).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn a_household_has_one_expenses_record() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let reply = app.post("/api/v1/expenses", &json!({"profileId": home.profile, "food": 1})).await;
    reply.assert_error(409, "conflict");
    assert_eq!(stored(&app, &home).await, created);
    let other = household(&app).await;
    patch(&app, &other, json!({"food": 1})).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn lines_are_ordered_by_id_empty_ones_are_left_out_and_totals_sum_every_line() {
    let app = spawn_app().await;
    let (home, _) = with_expenses(&app).await;
    let reply = patch(&app, &home, json!({"childSupport": [{"value": 0}, {"value": 0, "description": "Kept"}, {"value": 0.1}, {"value": 0.2}]})).await;
    let lines = reply.body["data"]["childSupport"].as_array().unwrap().clone();
    let values: Vec<String> = lines.iter().map(|line| line["value"].to_string()).collect();
    assert_eq!(values, ["250", "180.5", "0", "0.1", "0.2"], "the empty line is left out");
    let ids: Vec<&str> = lines.iter().map(|line| line["id"].as_str().unwrap()).collect();
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(ids, sorted);
    let totals = &reply.body["data"]["totals"];
    assert_eq!(totals["childSupport"].to_string(), "430.8");
    assert_eq!(totals["fixedCommitments"], 420);
    assert_eq!(totals["superannuation"], 0);
    assert_eq!(stored(&app, &home).await, reply.body["data"]);
}

#[tokio::test]
async fn one_bad_line_among_good_ones_changes_nothing_and_every_problem_is_named() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let good = line_id(&created, "childSupport", 0);
    let fixed = line_id(&created, "fixedCommitments", 0);
    let body = json!({
        "food": 1200,
        "childSupport": [{"id": good, "value": 300}, {"value": 5}, {"id": fixed, "value": 7}],
        "superannuation": [{"value": 50}, {"id": good, "value": 1}],
        "kiwiSaverExpenses": [{"contactId": home.contact, "value": 80}, {"contactId": uuid::Uuid::now_v7(), "value": 1}]
    });
    let reply = patch(&app, &home, body).await;
    let mut fields = reply.error_fields();
    fields.sort();
    assert_rejected(&reply, &reply.error_fields().iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(fields, ["childSupport[2].id", "kiwiSaverExpenses[1].contactId", "superannuation[1].id"]);
    assert_eq!(stored(&app, &home).await, created, "nothing changed");
}

#[tokio::test]
async fn an_old_style_integer_is_a_400_saying_it_must_be_an_array_of_lines() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let reply = patch(&app, &home, json!({"childSupport": 250, "superannuation": 100})).await;
    assert_rejected(&reply, &["childSupport", "superannuation"]);
    let message = reply.body["errors"][0]["message"].as_str().unwrap();
    assert!(message.contains("array of lines") && message.contains("value"), "{message}");
    let home2 = household(&app).await;
    let reply =
        app.post("/api/v1/expenses", &json!({"profileId": home2.profile, "fixedCommitments": 99})).await;
    assert_rejected(&reply, &["fixedCommitments"]);
    assert_eq!(stored(&app, &home).await, created);
}

#[tokio::test]
async fn scalars_and_per_contact_lists_round_trip() {
    let app = spawn_app().await;
    let home = household(&app).await;
    let partner = app
        .create(
            "/api/v1/contacts/person",
            json!({"firstName": "Hemi", "lastName": "Parata", "profileId": home.profile}),
        )
        .await["id"]
        .clone();
    let body = json!({
        "profileId": home.profile, "food": 1234567.89, "rates": 0.3, "bodyCorporate": null, "homeInsurance": 120,
        "healthInsurance": 95.5, "utilities": 310, "phoneAndInternet": 110, "transport": 240, "childcare": 0,
        "education": 60, "clothing": 80, "medical": 40, "entertainment": 150, "rent": 2400,
        "kiwiSaverExpenses": [{"contactId": home.contact, "value": 210.4}],
        "superannuationExpenses": [{"contactId": partner, "value": 75}]
    });
    let created = app.create("/api/v1/expenses", body.clone()).await;
    for (field, value) in body.as_object().unwrap() {
        assert_eq!(created[field].to_string(), value.to_string(), "{field}");
    }
    let reply =
        patch(&app, &home, json!({"rent": null, "kiwiSaverExpenses": [{"contactId": partner, "value": 50}]}))
            .await;
    let expenses = &reply.body["data"];
    assert!(expenses["rent"].is_null());
    assert_eq!(expenses["food"].to_string(), "1234567.89");
    let kiwisaver: Vec<&Value> = expenses["kiwiSaverExpenses"].as_array().unwrap().iter().collect();
    assert_eq!(kiwisaver.len(), 2, "set contact by contact: {kiwisaver:?}");
    let reply = patch(&app, &home, json!({"food": -1, "kiwiSaverExpenses": [{"contactId": partner, "value": 1}, {"contactId": partner, "value": 2}]})).await;
    assert_rejected(&reply, &["food"]);
    let reply = patch(&app, &home, json!({"kiwiSaverExpenses": [{"contactId": partner, "value": 1}, {"contactId": partner, "value": 2}]})).await;
    assert_rejected(&reply, &["kiwiSaverExpenses[1].contactId"]);
}

#[tokio::test]
async fn an_archived_households_expenses_cannot_be_created_or_changed() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let fresh = household(&app).await;
    for profile in [&home.profile, &fresh.profile] {
        let reply =
            app.patch(&format!("/api/v1/profiles/{profile}"), &json!({"isProfileArchived": true})).await;
        assert_eq!(reply.status, 200);
    }
    patch(&app, &home, json!({"food": 1})).await.assert_error(409, "profile_archived");
    app.post("/api/v1/expenses", &json!({"profileId": fresh.profile}))
        .await
        .assert_error(409, "profile_archived");
    let read = stored(&app, &home).await;
    assert_eq!(read["isProfileArchived"], true);
    assert_eq!(read["food"], created["food"]);
}

#[tokio::test]
async fn another_organisations_household_is_404_everywhere() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs = app
        .post_as(&other.key, "/api/v1/contacts/person", &json!({"firstName": "Hemi", "lastName": "Walker"}))
        .await
        .body["data"]["profiles"][0]["profileId"]
        .as_str()
        .unwrap()
        .to_string();
    let created =
        app.post_as(&other.key, "/api/v1/expenses", &json!({"profileId": theirs, "food": 10})).await;
    assert_eq!(created.status, 201, "{}", created.body);
    app.get(&format!("/api/v1/expenses?profileId={theirs}")).await.assert_error(404, "not_found");
    app.patch("/api/v1/expenses", &json!({"profileId": theirs, "food": 1}))
        .await
        .assert_error(404, "not_found");
    let reply = app.post("/api/v1/expenses", &json!({"profileId": theirs, "food": 1})).await;
    assert_rejected(&reply, &["profileId"]);
    let mine = household(&app).await;
    let reply = app.post("/api/v1/expenses", &json!({"profileId": mine.profile, "kiwiSaverExpenses": [{"contactId": created.body["data"]["id"], "value": 1}]})).await;
    assert_rejected(&reply, &["kiwiSaverExpenses[0].contactId"]);
    assert_eq!(
        app.get_as(&other.key, &format!("/api/v1/expenses?profileId={theirs}")).await.body["data"]["food"],
        10
    );
}

#[tokio::test]
async fn schema_problems_and_line_id_problems_are_reported_together() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let fixed = line_id(&created, "fixedCommitments", 0);
    let child = line_id(&created, "childSupport", 0);
    // `fixed` is named three times: in childSupport (the wrong type), then twice more (repeats).
    let body = json!({
        "childSupport": [{"value": 5}, {"value": -1}, {"id": fixed, "value": 2}],
        "fixedCommitments": [{"id": fixed, "value": 1}, {"id": fixed, "value": 2}, {"description": "No value"}],
        "superannuation": [{"id": child, "value": "lots"}]
    });
    let reply = patch(&app, &home, body).await;
    reply.assert_error(400, "validation_failed");
    let mut fields = reply.error_fields();
    fields.sort();
    assert_eq!(
        fields,
        [
            "childSupport[1].value",
            "childSupport[2].id",
            "fixedCommitments[0].id",
            "fixedCommitments[1].id",
            "fixedCommitments[2].value",
            "superannuation[0].id",
            "superannuation[0].value",
        ],
        "{}",
        reply.body
    );
    assert_eq!(stored(&app, &home).await, created, "nothing changed");
}

#[tokio::test]
async fn a_schema_problem_does_not_hide_an_over_long_description_of_another_new_line() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    let long = "x".repeat(951);
    let body = json!({
        "childSupport": [{"value": 5}, {"value": -1}, {"description": long, "value": 2}],
    });
    let reply = patch(&app, &home, body).await;
    assert_rejected(&reply, &["childSupport[1].value", "childSupport[2].description"]);
    assert_eq!(stored(&app, &home).await["childSupport"], created["childSupport"]);
}

#[tokio::test]
async fn an_amount_too_small_for_a_double_is_refused_like_any_fraction_of_a_cent() {
    let app = spawn_app().await;
    let (home, created) = with_expenses(&app).await;
    for (body, field) in [
        (r#"{"food": 1e-400}"#, "food"),
        (r#"{"food": 1e-7}"#, "food"),
        (r#"{"childSupport": [{"value": -1E-999}]}"#, "childSupport[0].value"),
    ] {
        // Sent as text: a JSON value in the test would already have read `1e-400` as 0.
        let body = format!(r#"{{"profileId": "{}", {}"#, home.profile, &body[1..]);
        let request = app
            .client
            .patch("/api/v1/expenses")
            .header("authorization", &app.tenant.key)
            .content_type("application/json")
            .body(body);
        let reply = send(request).await;
        assert_rejected(&reply, &[field]);
        assert!(
            reply.body["errors"][0]["message"].as_str().unwrap().contains("more than two decimal places")
        );
    }
    assert_eq!(stored(&app, &home).await["food"], created["food"]);
}
