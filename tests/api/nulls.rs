//! `null` in PATCH bodies does what the document says: the fields the document does not mark
//! nullable refuse it with a 400 naming the field; the KiwiSaver rate sets are the ones the
//! document lists.

use serde_json::{Value, json};

use crate::helpers::spawn_app;

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn fields_that_cannot_be_cleared_are_not_nullable_and_refuse_null() {
    let app = spawn_app().await;
    let spec: Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    let profile = id(&app.create("/api/v1/profiles", json!({"name": "Ngata Household"})).await);
    let with_profile = |body: Value| {
        let mut body = body;
        body["profileId"] = json!(profile);
        body
    };
    let person = id(&app
        .create("/api/v1/contacts/person", with_profile(json!({"firstName": "A", "lastName": "N"})))
        .await);
    let company =
        id(&app.create("/api/v1/contacts/company", with_profile(json!({"companyName": "N Ltd"}))).await);
    let trust =
        id(&app.create("/api/v1/contacts/trust", with_profile(json!({"trustName": "N Trust"}))).await);
    let pipeline = app.data("/api/v1/pipelines").await["items"][1]["id"].clone();
    let opportunity = id(&app
        .create("/api/v1/opportunities", with_profile(json!({"name": "Review", "pipelineId": pipeline})))
        .await);
    let mortgage_pipeline = app.data("/api/v1/pipelines").await["items"][0]["id"].clone();
    let mortgage = id(&app
        .create(
            "/api/v1/opportunities/mortgage",
            with_profile(json!({"name": "First home", "pipelineId": mortgage_pipeline})),
        )
        .await);
    let cases = [
        ("ProfileUpdate", "name", format!("/api/v1/profiles/{profile}")),
        ("ProfileUpdate", "profileType", format!("/api/v1/profiles/{profile}")),
        ("ProfileUpdate", "profileStatus", format!("/api/v1/profiles/{profile}")),
        ("PersonContactUpdate", "firstName", format!("/api/v1/contacts/{person}/person")),
        ("PersonContactUpdate", "lastName", format!("/api/v1/contacts/{person}/person")),
        ("CompanyContactUpdate", "companyName", format!("/api/v1/contacts/{company}/company")),
        ("TrustContactUpdate", "trustName", format!("/api/v1/contacts/{trust}/trust")),
        ("OpportunityUpdate", "name", format!("/api/v1/opportunities/{opportunity}")),
        ("OpportunityUpdate", "pipelineId", format!("/api/v1/opportunities/{opportunity}")),
        ("OpportunityUpdate", "stageId", format!("/api/v1/opportunities/{opportunity}")),
        ("MortgageOpportunityUpdate", "name", format!("/api/v1/opportunities/{mortgage}/mortgage")),
        ("MortgageOpportunityUpdate", "stageId", format!("/api/v1/opportunities/{mortgage}/mortgage")),
    ];
    for (schema, field, path) in cases {
        let property = &spec["components"]["schemas"][schema]["properties"][field];
        assert!(property.is_object(), "{schema}.{field} is documented");
        assert!(
            property.get("nullable").is_none() && property.get("oneOf").is_none(),
            "{schema}.{field}: {property}"
        );
        let reply = app.patch(&path, &json!({ field: null })).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), [field], "{path}: {}", reply.body);
    }
}

#[tokio::test]
async fn kiwisaver_rates_are_the_documented_sets() {
    let app = spawn_app().await;
    let spec: Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    let rates = |schema: &str, field: &str| -> Vec<f64> {
        let property = &spec["components"]["schemas"][schema]["properties"][field];
        let branches = property["oneOf"].as_array().unwrap_or_else(|| panic!("{schema}.{field}: {property}"));
        branches.iter().filter_map(|branch| branch["minimum"].as_f64()).collect()
    };
    for schema in ["KiwiSaverCreate", "KiwiSaverUpdate"] {
        assert_eq!(rates(schema, "employeeContributionRate"), [3.0, 3.5, 4.0, 6.0, 8.0, 10.0], "{schema}");
        assert_eq!(rates(schema, "pir"), [10.5, 17.5, 28.0], "{schema}");
    }
    let profile = id(&app.create("/api/v1/profiles", json!({"name": "Ngata Household"})).await);
    let created = app
        .create(
            "/api/v1/kiwisavers",
            json!({"profileId": profile, "employeeContributionRate": 3.5, "pir": 28}),
        )
        .await;
    assert_eq!(
        (created["employeeContributionRate"].clone(), created["pir"].clone()),
        (json!(3.5), json!(28))
    );
    let path = format!("/api/v1/kiwisavers/{}", id(&created));
    let reply = app.patch(&path, &json!({"employeeContributionRate": 5, "pir": 10})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["employeeContributionRate", "pir"]);
    assert!(
        reply.body["errors"][0]["message"].as_str().unwrap().contains("3, 3.5, 4, 6, 8, 10"),
        "{}",
        reply.body
    );
    // Both are optional: null clears them, as the document's null branch says.
    let reply = app.patch(&path, &json!({"employeeContributionRate": null, "pir": null})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        (reply.body["data"]["employeeContributionRate"].clone(), reply.body["data"]["pir"].clone()),
        (Value::Null, Value::Null)
    );
}
