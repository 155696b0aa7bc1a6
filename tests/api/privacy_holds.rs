//! Retention holds (`GET /privacy/requests/{id}/holds`): advice records seven years from the
//! latest record concerning the person, AML/CFT five years after their last profile is archived
//! (no end while one is active), lengths the operator may only lengthen.

use advisory_crm::{
    entity::{note, profile},
    types::{Scope, Scopes},
};
use chrono::{Duration, Months, NaiveDate, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};

use crate::{
    contacts::person,
    helpers::{TestApp, spawn_app, spawn_app_with},
    scopes::{scoped_key, scoped_key_of},
};

const REQUESTS: &str = "/api/v1/privacy/requests";

fn nz_today() -> NaiveDate {
    Utc::now().with_timezone(&chrono_tz::Pacific::Auckland).date_naive()
}

fn years_after(day: NaiveDate, years: u32) -> String {
    day.checked_add_months(Months::new(years * 12)).unwrap().to_string()
}

/// A person with a note on their household, and an erasure request about them: the request's
/// holds path, the profile's path and the key.
async fn erasure_request(app: &TestApp) -> (String, String, String) {
    let key = scoped_key(app, Scopes::of([Scope::PrivacyManage])).await;
    let contact = app.create("/api/v1/contacts/person", person("Hine", "Rāwiri")).await;
    let profile = contact["profiles"][0]["profileId"].as_str().unwrap().to_string();
    app.create("/api/v1/notes", json!({"profileId": profile, "content": "First meeting"})).await;
    let request = json!({"type": "erasure", "contactId": contact["id"], "receivedOn": "2026-11-02"});
    let reply = app.post_as(&key, REQUESTS, &request).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let path = format!("{REQUESTS}/{}/holds", reply.body["data"]["id"].as_str().unwrap());
    (path, format!("/api/v1/profiles/{profile}"), key)
}

async fn holds(app: &TestApp, key: &str, path: &str) -> Value {
    let reply = app.get_as(key, path).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].clone()
}

/// Moves every note and profile of the organisation's last change `days` back.
pub async fn age(app: &TestApp, days: i64) {
    let then = Utc::now() - Duration::days(days);
    let organisation = app.tenant.id;
    app.db
        .write_statement(|conn| async move {
            note::Entity::update_many()
                .col_expr(note::Column::ModifiedAt, Expr::value(then))
                .filter(note::Column::OrganisationId.eq(organisation))
                .exec(&conn)
                .await?;
            profile::Entity::update_many()
                .col_expr(profile::Column::ModifiedAt, Expr::value(then))
                .filter(profile::Column::OrganisationId.eq(organisation))
                .exec(&conn)
                .await
        })
        .await
        .unwrap();
}

#[tokio::test]
async fn holds_run_from_the_latest_record_and_the_end_of_the_relationship() {
    let app = spawn_app().await;
    let (path, profile, key) = erasure_request(&app).await;
    let today = nz_today();

    // An active household: advice records seven years from today's note; AML/CFT without end.
    let found = holds(&app, &key, &path).await;
    assert_eq!(
        found["holds"],
        json!([
            {"reason": "adviceRecords", "since": today.to_string(), "endsOn": years_after(today, 7)},
            {"reason": "amlCft", "since": null, "endsOn": null},
        ])
    );
    assert_eq!(found["erasableOn"], Value::Null);

    // Archived today: AML/CFT ends five years on; erasable when the later hold ends.
    assert_eq!(app.patch(&profile, &json!({"isProfileArchived": true})).await.status, 200);
    let found = holds(&app, &key, &path).await;
    assert_eq!(
        found["holds"][1],
        json!({"reason": "amlCft", "since": today.to_string(), "endsOn": years_after(today, 5)})
    );
    assert_eq!(found["erasableOn"], years_after(today, 7));

    // Eight years on, nothing holds: erasable today.
    age(&app, 8 * 366).await;
    let found = holds(&app, &key, &path).await;
    assert_eq!(found["holds"], json!([]));
    assert_eq!(found["erasableOn"], today.to_string());
}

#[tokio::test]
async fn an_operator_may_lengthen_the_holds_and_only_the_organisation_sees_them() {
    let app = spawn_app_with(&[("PRIVACY_HOLD_ADVICE_YEARS", "10")]).await;
    let (path, _, key) = erasure_request(&app).await;
    let found = holds(&app, &key, &path).await;
    assert_eq!(found["holds"][0]["endsOn"], years_after(nz_today(), 10));

    let other = app.other_tenant().await;
    let theirs = scoped_key_of(&app, other.id, Scopes::of([Scope::PrivacyManage])).await;
    app.get_as(&theirs, &path).await.assert_error(404, "not_found");
    app.get(&path).await.assert_error(403, "insufficient_scope");
}
