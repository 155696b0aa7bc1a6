use advisory_crm::{db::Reads, entity::member};
use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait, IntoActiveModel};

use crate::helpers::spawn_app;

async fn manager_with_times(created: Option<&str>, modified: &str) -> serde_json::Value {
    let app = spawn_app().await;
    let model = app.db.one(member::Entity::find_by_id(app.tenant.manager_id)).await.unwrap().unwrap();
    let mut active = model.into_active_model();
    active.created_at = Set(created.map(|t| t.parse::<DateTime<Utc>>().unwrap()));
    active.modified_at = Set(modified.parse::<DateTime<Utc>>().unwrap());
    active.update(app.db.single_statement()).await.unwrap();
    app.get(&format!("/api/v1/members/{}", app.tenant.manager_id)).await.body["data"].clone()
}

#[tokio::test]
async fn timestamps_are_in_new_zealand_daylight_time_in_january() {
    let member = manager_with_times(Some("2026-01-14T20:30:00Z"), "2026-01-31T23:00:00Z").await;
    assert_eq!(member["createdTimestamp"], "2026-01-15T09:30:00+13:00");
    assert_eq!(member["modifiedTimestamp"], "2026-02-01T12:00:00+13:00");
}

#[tokio::test]
async fn timestamps_are_in_new_zealand_standard_time_in_july() {
    let member = manager_with_times(Some("2026-07-14T21:30:00Z"), "2026-07-14T21:30:00Z").await;
    assert_eq!(member["createdTimestamp"], "2026-07-15T09:30:00+12:00");
}

#[tokio::test]
async fn records_from_before_auditing_have_a_null_created_timestamp() {
    let member = manager_with_times(None, "2023-09-01T00:00:00Z").await;
    assert!(member["createdTimestamp"].is_null());
    assert_eq!(member["modifiedTimestamp"], "2023-09-01T12:00:00+12:00");
}
