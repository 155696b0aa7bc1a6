//! The one rule for text: a NUL character (`\u0000`) is refused with a 400 naming the field, in
//! every text field of every request body and in every query parameter, on both databases
//! alike (PostgreSQL cannot store it; SQLite could), and nothing is written.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

const NUL: &str = "a\u{0}b";

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

/// One record of every kind, to PATCH.
struct Records {
    profile: String,
    fresh_profile: String,
    person: String,
    company: String,
    trust: String,
    opportunity: String,
    mortgage_opportunity: String,
    mortgage: String,
    kiwisaver: String,
    investment: String,
    note: String,
    kiwisaver_pipeline: Value,
    mortgage_pipeline: Value,
}

async fn records(app: &TestApp) -> Records {
    let profile = id(&app.create("/api/v1/profiles", json!({"name": "Ngata Household"})).await);
    let fresh_profile = id(&app.create("/api/v1/profiles", json!({"name": "Parata Household"})).await);
    let in_profile = |mut body: Value| {
        body["profileId"] = json!(profile);
        body
    };
    let person = id(&app
        .create("/api/v1/contacts/person", in_profile(json!({"firstName": "Aroha", "lastName": "Ngata"})))
        .await);
    let company =
        id(&app.create("/api/v1/contacts/company", in_profile(json!({"companyName": "Ngata Ltd"}))).await);
    let trust =
        id(&app.create("/api/v1/contacts/trust", in_profile(json!({"trustName": "Ngata Trust"}))).await);
    let pipelines = app.data("/api/v1/pipelines").await["items"].clone();
    let (mortgage_pipeline, kiwisaver_pipeline) = (pipelines[0].clone(), pipelines[1].clone());
    let opportunity = id(&app
        .create(
            "/api/v1/opportunities",
            in_profile(json!({"name": "KiwiSaver review", "pipelineId": kiwisaver_pipeline["id"]})),
        )
        .await);
    let mortgage_opportunity = id(&app
        .create(
            "/api/v1/opportunities/mortgage",
            in_profile(json!({"name": "First home", "pipelineId": mortgage_pipeline["id"]})),
        )
        .await);
    let mortgage = id(&app.create("/api/v1/mortgages", in_profile(json!({"lender": "ASB"}))).await);
    let kiwisaver = id(&app.create("/api/v1/kiwisavers", in_profile(json!({"provider": "Milford"}))).await);
    let investment = id(&app.create("/api/v1/investments", in_profile(json!({"provider": "Kernel"}))).await);
    app.create("/api/v1/expenses", in_profile(json!({"food": 100}))).await;
    let note =
        id(&app.create("/api/v1/notes", in_profile(json!({"content": "<p>Met the family</p>"}))).await);
    Records {
        profile,
        fresh_profile,
        person,
        company,
        trust,
        opportunity,
        mortgage_opportunity,
        mortgage,
        kiwisaver,
        investment,
        note,
        kiwisaver_pipeline,
        mortgage_pipeline,
    }
}

#[tokio::test]
async fn nul_in_any_text_field_of_any_write_body_is_a_400_naming_it_and_writes_nothing() {
    let app = spawn_app().await;
    let r = records(&app).await;
    let p = &r.profile;
    // (method, path, body, the field named, a GET whose answer must not change)
    let cases: Vec<(&str, String, Value, &str, String)> = vec![
        (
            "POST",
            "/api/v1/contacts/person".into(),
            json!({"firstName": NUL, "lastName": "Ngata"}),
            "firstName",
            "/api/v1/contacts".into(),
        ),
        (
            "POST",
            "/api/v1/contacts/person".into(),
            json!({"firstName": "Wiremu", "lastName": "Ngata", "AddressHistory": [{"addressLine1": "1 Queen St", "suburb": NUL}]}),
            "AddressHistory[0].suburb",
            "/api/v1/contacts".into(),
        ),
        (
            "POST",
            "/api/v1/contacts/company".into(),
            json!({"companyName": NUL}),
            "companyName",
            "/api/v1/contacts".into(),
        ),
        (
            "POST",
            "/api/v1/contacts/trust".into(),
            json!({"trustName": NUL}),
            "trustName",
            "/api/v1/contacts".into(),
        ),
        ("POST", "/api/v1/profiles".into(), json!({"name": NUL}), "name", "/api/v1/profiles".into()),
        (
            "POST",
            "/api/v1/opportunities".into(),
            json!({"name": NUL, "profileId": p, "pipelineId": r.kiwisaver_pipeline["id"]}),
            "name",
            "/api/v1/opportunities".into(),
        ),
        (
            "POST",
            "/api/v1/opportunities/mortgage".into(),
            json!({"name": "Bach", "profileId": p, "pipelineId": r.mortgage_pipeline["id"], "diaryNotes": {"purpose": NUL}}),
            "diaryNotes.purpose",
            "/api/v1/opportunities".into(),
        ),
        (
            "POST",
            "/api/v1/mortgages".into(),
            json!({"profileId": p, "lender": NUL}),
            "lender",
            "/api/v1/mortgages".into(),
        ),
        (
            "POST",
            "/api/v1/kiwisavers".into(),
            json!({"profileId": p, "schemeName": NUL}),
            "schemeName",
            "/api/v1/kiwisavers".into(),
        ),
        (
            "POST",
            "/api/v1/investments".into(),
            json!({"profileId": p, "productName": NUL}),
            "productName",
            "/api/v1/investments".into(),
        ),
        (
            "POST",
            "/api/v1/expenses".into(),
            json!({"profileId": r.fresh_profile, "childSupport": [{"description": NUL, "value": 1}]}),
            "childSupport[0].description",
            format!("/api/v1/expenses?profileId={}", r.fresh_profile),
        ),
        (
            "POST",
            "/api/v1/notes".into(),
            json!({"profileId": p, "content": NUL}),
            "content",
            "/api/v1/notes".into(),
        ),
        (
            "PATCH",
            format!("/api/v1/contacts/{}/person", r.person),
            json!({"lastName": NUL}),
            "lastName",
            format!("/api/v1/contacts/{}", r.person),
        ),
        (
            "PATCH",
            format!("/api/v1/contacts/{}/company", r.company),
            json!({"tradingName": NUL}),
            "tradingName",
            format!("/api/v1/contacts/{}", r.company),
        ),
        (
            "PATCH",
            format!("/api/v1/contacts/{}/trust", r.trust),
            json!({"email": NUL}),
            "email",
            format!("/api/v1/contacts/{}", r.trust),
        ),
        (
            "PATCH",
            format!("/api/v1/profiles/{p}"),
            json!({"profileSource": NUL}),
            "profileSource",
            format!("/api/v1/profiles/{p}"),
        ),
        (
            "PATCH",
            format!("/api/v1/opportunities/{}", r.opportunity),
            json!({"referrer": NUL}),
            "referrer",
            format!("/api/v1/opportunities/{}", r.opportunity),
        ),
        (
            "PATCH",
            format!("/api/v1/opportunities/{}/mortgage", r.mortgage_opportunity),
            json!({"mortgageApplication": {"lender": NUL}}),
            "mortgageApplication.lender",
            format!("/api/v1/opportunities/{}", r.mortgage_opportunity),
        ),
        (
            "PATCH",
            format!("/api/v1/mortgages/{}", r.mortgage),
            json!({"State": NUL}),
            "State",
            format!("/api/v1/mortgages/{}", r.mortgage),
        ),
        (
            "PATCH",
            format!("/api/v1/kiwisavers/{}", r.kiwisaver),
            json!({"fundName": NUL}),
            "fundName",
            format!("/api/v1/kiwisavers/{}", r.kiwisaver),
        ),
        (
            "PATCH",
            format!("/api/v1/investments/{}", r.investment),
            json!({"provider": NUL}),
            "provider",
            format!("/api/v1/investments/{}", r.investment),
        ),
        (
            "PATCH",
            "/api/v1/expenses".into(),
            json!({"profileId": p, "fixedCommitments": [{"description": NUL, "value": 1}]}),
            "fixedCommitments[0].description",
            format!("/api/v1/expenses?profileId={p}"),
        ),
        (
            "PATCH",
            format!("/api/v1/notes/{}", r.note),
            json!({"content": NUL}),
            "content",
            format!("/api/v1/notes/{}", r.note),
        ),
    ];
    for (method, path, body, field, unchanged) in cases {
        let before = app.get(&unchanged).await;
        let reply = match method {
            "POST" => app.post(&path, &body).await,
            _ => app.patch(&path, &body).await,
        };
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), [field], "{method} {path}: {}", reply.body);
        assert!(reply.body["errors"][0]["message"].as_str().unwrap().contains("NUL"), "{}", reply.body);
        let after = app.get(&unchanged).await;
        assert_eq!(
            (after.status, &after.body["data"]),
            (before.status, &before.body["data"]),
            "{method} {path}"
        );
    }
}

#[tokio::test]
async fn nul_in_a_query_parameter_is_a_400_naming_it() {
    let app = spawn_app().await;
    for search in ["contacts", "profiles", "opportunities"] {
        let reply = app.get(&format!("/api/v1/{search}/search?searchString=a%00b")).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["searchString"], "{search}: {}", reply.body);
    }
    // Every parameter, not only searches.
    let reply = app.get("/api/v1/notes?isPinned=true&profileId=%00").await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["profileId"]);
    // Path parameters are UUIDs: a NUL there is an invalid id, named as well.
    let reply = app.get("/api/v1/contacts/%00").await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["contactId"]);
}

#[tokio::test]
async fn text_without_nul_still_round_trips() {
    let app = spawn_app().await;
    let name = "Ngā Tāngata \u{1F600} \\u0000 ⁄ \u{7f}";
    let created = app.create("/api/v1/profiles", json!({"name": name})).await;
    assert_eq!(created["name"], name);
    let reply = app.get(&format!("/api/v1/profiles/search?searchString={}", "T%C4%81ngata")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}
