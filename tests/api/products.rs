//! Financial products (mortgages, KiwiSaver accounts, investments): every field round-trips,
//! owners and members must be contacts of the profile, removed KiwiSaver fields, the
//! archived-profile rule, exact money, filters, pagination and tenancy.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

/// A household with two people and a company of its own.
struct Household {
    profile: String,
    aroha: String,
    wiremu: String,
    company: String,
}

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

async fn household(app: &TestApp, name: &str) -> Household {
    let profile = id(&app.create("/api/v1/profiles", json!({"name": name})).await);
    let person = |first: &str| json!({"firstName": first, "lastName": "Ngata", "profileId": profile});
    let aroha = id(&app.create("/api/v1/contacts/person", person("Aroha")).await);
    let wiremu = id(&app.create("/api/v1/contacts/person", person("Wiremu")).await);
    let company = id(&app
        .create(
            "/api/v1/contacts/company",
            json!({"companyName": "Ngata Holdings Ltd", "profileId": profile}),
        )
        .await);
    Household { profile, aroha, wiremu, company }
}

fn mortgage(home: &Household) -> Value {
    json!({
        "profileId": home.profile, "State": "Auckland", "referenceId": "BRK-2026-0042", "lender": "ASB",
        "loanType": "TableLoan", "loanAmount": 1234567.89, "balance": 1100000.3, "interestRate": 4.99,
        "rateType": "Fixed", "fixedRateExpiryDate": "2027-06-30", "settlementDate": "2024-02-15",
        "termYears": 30, "repayment": 1523.07, "frequency": "Fortnightly",
        "ownerContactIds": [home.wiremu, home.aroha]
    })
}

fn kiwisaver(home: &Household) -> Value {
    json!({
        "profileId": home.profile, "State": "Auckland", "contactId": home.aroha, "provider": "Milford",
        "schemeName": "Milford KiwiSaver Plan", "fundName": "Active Growth Fund", "fundType": "Growth",
        "KiwiSaverMemberNumber": "40211877", "balance": 84512.3, "employeeContributionRate": 3.5,
        "employerContributionRate": 3.5, "pir": 17.5
    })
}

fn investment(home: &Household) -> Value {
    json!({
        "profileId": home.profile, "State": "Auckland", "provider": "Kernel", "productName": "Kernel NZ 50 Fund",
        "investmentType": "ManagedFund", "value": 0.3, "ownerContactIds": [home.company]
    })
}

/// Every field sent comes back unchanged (numbers compared as the text the client wrote).
#[track_caller]
fn assert_round_trip(sent: &Value, returned: &Value) {
    for (field, value) in sent.as_object().unwrap() {
        assert_eq!(returned[field].to_string(), value.to_string(), "{field} in {returned}");
    }
}

#[tokio::test]
async fn every_field_of_each_product_round_trips_through_create_get_and_list() {
    let app = spawn_app().await;
    let home = household(&app, "Ngata Household").await;
    for (path, body) in [
        ("/api/v1/mortgages", mortgage(&home)),
        ("/api/v1/kiwisavers", kiwisaver(&home)),
        ("/api/v1/investments", investment(&home)),
    ] {
        let created = app.create(path, body.clone()).await;
        assert_round_trip(&body, &created);
        assert_eq!(created["isProfileArchived"], false);
        assert!(created["createdTimestamp"].is_string() && created["modifiedTimestamp"].is_string());
        assert_eq!(app.data(&format!("{path}/{}", id(&created))).await, created, "{path}");
        let list = app.data(path).await;
        assert_eq!(list["totalItems"], 1);
        assert_eq!(list["items"][0], created, "{path}");
    }
}

#[tokio::test]
async fn money_and_rates_keep_every_cent() {
    let app = spawn_app().await;
    let home = household(&app, "Exact Household").await;
    for amount in ["0.1", "0.2", "0.3", "0.07", "1234567.89", "9999999999999.99", "19.99"] {
        let body: Value = serde_json::from_str(&format!(
            r#"{{"profileId": "{}", "value": {amount}, "provider": "ANZ"}}"#,
            home.profile
        ))
        .unwrap();
        let created = app.create("/api/v1/investments", body).await;
        assert_eq!(created["value"].to_string(), amount);
        let read = app.data(&format!("/api/v1/investments/{}", id(&created))).await;
        assert_eq!(read["value"].to_string(), amount);
    }
    let created = app.create("/api/v1/mortgages", mortgage(&home)).await;
    let updated = app
        .patch(&format!("/api/v1/mortgages/{}", id(&created)), &json!({"balance": 0.3, "interestRate": 6.07}))
        .await;
    assert_eq!(updated.status, 200, "{}", updated.body);
    assert_eq!(updated.body["data"]["balance"].to_string(), "0.3");
    assert_eq!(updated.body["data"]["interestRate"].to_string(), "6.07");

    let reply = app
        .post(
            "/api/v1/mortgages",
            &json!({"profileId": home.profile, "loanAmount": 1.005, "interestRate": 4.995}),
        )
        .await;
    reply.assert_error(400, "validation_failed");
    let mut fields = reply.error_fields();
    fields.sort();
    assert_eq!(fields, ["interestRate", "loanAmount"]);
    assert_eq!(app.data("/api/v1/mortgages").await["totalItems"], 1);
}

#[tokio::test]
async fn bad_values_are_all_named_in_one_400_and_nothing_is_created() {
    let app = spawn_app().await;
    let home = household(&app, "Checked Household").await;
    let body = json!({
        "profileId": home.profile, "loanAmount": -1, "balance": -2, "repayment": -3, "termYears": 0,
        "frequency": "Daily", "interestRate": 101
    });
    let reply = app.post("/api/v1/mortgages", &body).await;
    reply.assert_error(400, "validation_failed");
    let mut fields = reply.error_fields();
    fields.sort();
    assert_eq!(fields, ["balance", "frequency", "interestRate", "loanAmount", "repayment", "termYears"]);
    assert_eq!(reply.body["errors"][1]["message"], "must not be negative", "{}", reply.body);

    let body = json!({"profileId": home.profile, "rateType": "Floating", "fixedRateExpiryDate": "2027-01-01",
                      "ownerContactIds": [home.aroha, home.aroha]});
    let reply = app.post("/api/v1/mortgages", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["fixedRateExpiryDate", "ownerContactIds[1]"]);

    let body = json!({"profileId": home.profile, "employeeContributionRate": 5, "pir": 20, "balance": -1,
                      "fundType": "Reckless"});
    let reply = app.post("/api/v1/kiwisavers", &body).await;
    reply.assert_error(400, "validation_failed");
    // The rate sets are in the schema, so they are named with the other schema problems.
    assert_eq!(reply.error_fields(), ["fundType", "balance", "employeeContributionRate", "pir"]);
    let body = json!({"profileId": home.profile, "employeeContributionRate": 5, "pir": 20});
    let reply = app.post("/api/v1/kiwisavers", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["employeeContributionRate", "pir"]);
    assert!(reply.body["errors"].to_string().contains("3, 3.5, 4, 6, 8, 10"), "{}", reply.body);

    let reply = app
        .post("/api/v1/investments", &json!({"profileId": home.profile, "investmentType": "Crypto"}))
        .await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["investmentType"]);
    for path in ["/api/v1/mortgages", "/api/v1/kiwisavers", "/api/v1/investments"] {
        assert_eq!(app.data(path).await["totalItems"], 0, "{path}");
    }
}

#[tokio::test]
async fn removed_kiwisaver_fields_answer_field_removed_naming_the_replacement() {
    let app = spawn_app().await;
    let home = household(&app, "Removed Fields Household").await;
    for removed in ["KiwiSaverPolicyNumber", "MembershipNumber"] {
        let mut body = kiwisaver(&home);
        body[removed] = json!("12345678");
        let reply = app.post("/api/v1/kiwisavers", &body).await;
        reply.assert_error(400, "field_removed");
        assert_eq!(reply.error_fields(), [removed]);
        assert!(reply.body["message"].as_str().unwrap().contains("KiwiSaverMemberNumber"), "{}", reply.body);
    }
    assert_eq!(app.data("/api/v1/kiwisavers").await["totalItems"], 0);

    let created = app.create("/api/v1/kiwisavers", kiwisaver(&home)).await;
    let path = format!("/api/v1/kiwisavers/{}", id(&created));
    let reply =
        app.patch(&path, &json!({"MembershipNumber": null, "KiwiSaverPolicyNumber": 7, "balance": 1})).await;
    reply.assert_error(400, "field_removed");
    assert_eq!(reply.error_fields(), ["KiwiSaverPolicyNumber", "MembershipNumber"]);
    assert_eq!(app.data(&path).await, created, "nothing changed");

    let updated = app.patch(&path, &json!({"KiwiSaverMemberNumber": "40211878"})).await;
    assert_eq!(updated.status, 200);
    assert_eq!(updated.body["data"]["KiwiSaverMemberNumber"], "40211878");
}

#[tokio::test]
async fn owners_and_members_must_be_contacts_of_the_products_profile() {
    let app = spawn_app().await;
    let home = household(&app, "Owner Household").await;
    let neighbours = household(&app, "Neighbour Household").await;

    let mut body = mortgage(&home);
    body["ownerContactIds"] = json!([home.aroha, neighbours.aroha, home.aroha]);
    let reply = app.post("/api/v1/mortgages", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["ownerContactIds[1]", "ownerContactIds[2]"]);

    let mut body = investment(&home);
    body["ownerContactIds"] = json!([uuid::Uuid::now_v7()]);
    app.post("/api/v1/investments", &body).await.assert_error(400, "validation_failed");

    let mut body = kiwisaver(&home);
    body["contactId"] = json!(neighbours.wiremu);
    let reply = app.post("/api/v1/kiwisavers", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["contactId"]);
    body["contactId"] = json!(home.company);
    let reply = app.post("/api/v1/kiwisavers", &body).await;
    reply.assert_error(400, "validation_failed");
    assert!(reply.body["errors"][0]["message"].as_str().unwrap().contains("person"));

    let created = app.create("/api/v1/kiwisavers", kiwisaver(&home)).await;
    let path = format!("/api/v1/kiwisavers/{}", id(&created));
    app.patch(&path, &json!({"contactId": neighbours.aroha})).await.assert_error(400, "validation_failed");
    let moved = app.patch(&path, &json!({"contactId": home.wiremu})).await;
    assert_eq!(moved.body["data"]["contactId"], json!(home.wiremu));

    let created = app.create("/api/v1/mortgages", mortgage(&home)).await;
    let path = format!("/api/v1/mortgages/{}", id(&created));
    let reply = app.patch(&path, &json!({"ownerContactIds": [home.company, neighbours.company]})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["ownerContactIds[1]"]);
    let updated = app.patch(&path, &json!({"ownerContactIds": [home.company]})).await;
    assert_eq!(updated.body["data"]["ownerContactIds"], json!([home.company]));
}

#[tokio::test]
async fn unknown_profiles_and_profile_changes_are_refused() {
    let app = spawn_app().await;
    let home = household(&app, "Fixed Household").await;
    let other = household(&app, "Other Household").await;
    let reply = app.post("/api/v1/investments", &json!({"profileId": uuid::Uuid::now_v7()})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["profileId"]);

    let created = app.create("/api/v1/investments", investment(&home)).await;
    let path = format!("/api/v1/investments/{}", id(&created));
    let reply = app.patch(&path, &json!({"profileId": other.profile})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["profileId"]);
    let same = app.patch(&path, &json!({"profileId": home.profile, "value": 12.5})).await;
    assert_eq!(same.status, 200, "{}", same.body);
}

#[tokio::test]
async fn a_patch_changes_only_what_it_names_and_null_clears() {
    let app = spawn_app().await;
    let home = household(&app, "Patch Household").await;
    let created = app.create("/api/v1/mortgages", mortgage(&home)).await;
    let path = format!("/api/v1/mortgages/{}", id(&created));
    let reply = app
        .patch(&path, &json!({"rateType": "Floating", "fixedRateExpiryDate": null, "interestRate": 6.19, "State": null}))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let updated = &reply.body["data"];
    assert_eq!(updated["rateType"], "Floating");
    assert!(updated["fixedRateExpiryDate"].is_null() && updated["State"].is_null());
    for field in [
        "referenceId",
        "lender",
        "loanAmount",
        "repayment",
        "frequency",
        "ownerContactIds",
        "createdTimestamp",
    ] {
        assert_eq!(updated[field], created[field], "{field}");
    }
    let reply = app.patch(&path, &json!({"fixedRateExpiryDate": "2028-01-01"})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["fixedRateExpiryDate"]);
}

#[tokio::test]
async fn products_of_an_archived_profile_cannot_be_updated_or_added() {
    let app = spawn_app().await;
    let home = household(&app, "Archived Household").await;
    let products = [
        ("/api/v1/mortgages", app.create("/api/v1/mortgages", mortgage(&home)).await),
        ("/api/v1/kiwisavers", app.create("/api/v1/kiwisavers", kiwisaver(&home)).await),
        ("/api/v1/investments", app.create("/api/v1/investments", investment(&home)).await),
    ];
    let archive =
        app.patch(&format!("/api/v1/profiles/{}", home.profile), &json!({"isProfileArchived": true})).await;
    assert_eq!(archive.status, 200);
    for (path, product) in &products {
        let record = format!("{path}/{}", id(product));
        app.patch(&record, &json!({"State": "Otago"})).await.assert_error(409, "profile_archived");
        let read = app.data(&record).await;
        assert_eq!(read["isProfileArchived"], true);
        assert_eq!(read["State"], "Auckland", "unchanged");
    }
    app.post("/api/v1/mortgages", &mortgage(&home)).await.assert_error(409, "profile_archived");
    app.post("/api/v1/kiwisavers", &kiwisaver(&home)).await.assert_error(409, "profile_archived");

    let restore = app.post(&format!("/api/v1/profiles/{}/restore", home.profile), &json!({})).await;
    assert_eq!(restore.status, 200);
    let (path, product) = &products[0];
    assert_eq!(app.patch(&format!("{path}/{}", id(product)), &json!({"State": "Otago"})).await.status, 200);
}

#[tokio::test]
async fn lists_filter_by_profile_and_page_in_creation_order() {
    let app = spawn_app().await;
    let first = household(&app, "First Household").await;
    let second = household(&app, "Second Household").await;
    let mut ids = Vec::new();
    for home in [&first, &second, &first] {
        ids.push(id(&app.create("/api/v1/mortgages", mortgage(home)).await));
    }
    app.create("/api/v1/investments", investment(&first)).await;

    let all = app.data("/api/v1/mortgages?pageSize=2").await;
    assert_eq!(
        (all["totalItems"].clone(), all["totalPages"].clone(), all["nextPage"].clone()),
        (json!(3), json!(2), json!(2))
    );
    let page2 = app.data("/api/v1/mortgages?pageSize=2&page=2").await;
    let listed: Vec<String> =
        all["items"].as_array().unwrap().iter().chain(page2["items"].as_array().unwrap()).map(id).collect();
    assert_eq!(listed, ids);

    let firsts = app.data(&format!("/api/v1/mortgages?profileId={}", first.profile)).await;
    let listed: Vec<String> = firsts["items"].as_array().unwrap().iter().map(id).collect();
    assert_eq!(listed, [ids[0].clone(), ids[2].clone()]);
    let none = app.data(&format!("/api/v1/investments?profileId={}", second.profile)).await;
    assert_eq!(none["totalItems"], 0);
    app.get("/api/v1/kiwisavers?profileId=nope").await.assert_error(400, "validation_failed");
}

#[tokio::test]
async fn another_organisations_products_are_404_everywhere() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let home = household(&app, "Our Household").await;
    let theirs = id(&app
        .post_as(&other.key, "/api/v1/profiles", &json!({"name": "Their Household"}))
        .await
        .body["data"]);
    for (path, body) in [
        ("/api/v1/mortgages", json!({"profileId": theirs, "lender": "BNZ"})),
        ("/api/v1/kiwisavers", json!({"profileId": theirs, "provider": "Simplicity"})),
        ("/api/v1/investments", json!({"profileId": theirs, "provider": "Milford"})),
    ] {
        let reply = app.post_as(&other.key, path, &body).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
        let record = format!("{path}/{}", id(&reply.body["data"]));
        app.get(&record).await.assert_error(404, "not_found");
        app.patch(&record, &json!({"State": "Taken"})).await.assert_error(404, "not_found");
        assert_eq!(app.data(path).await["totalItems"], 0, "{path}");
        assert_eq!(app.data(&format!("{path}?profileId={theirs}")).await["totalItems"], 0);
        // Their profile cannot be used either: to us it does not exist.
        let ours = app.post(path, &json!({"profileId": theirs})).await;
        ours.assert_error(400, "validation_failed");
        assert_eq!(ours.error_fields(), ["profileId"]);
        assert_eq!(app.get_as(&other.key, &record).await.body["data"]["State"], Value::Null, "untouched");
    }
    // One type's id is not found through another type's endpoints.
    let mortgage = app.create("/api/v1/mortgages", mortgage(&home)).await;
    app.get(&format!("/api/v1/kiwisavers/{}", id(&mortgage))).await.assert_error(404, "not_found");
    app.patch(&format!("/api/v1/investments/{}", id(&mortgage)), &json!({}))
        .await
        .assert_error(404, "not_found");
}
