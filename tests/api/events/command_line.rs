//! Writes made on the command line record events with the command line as their actor.

use serde_json::{Value, json};

use super::{all_events, assert_event, events_after};
use crate::{
    cli::run,
    helpers::spawn_app,
    policies::{example_file, household, import},
};

#[tokio::test]
async fn imported_policies_and_added_members_record_events_by_the_command_line() {
    let app = spawn_app().await;
    let home = household(&app).await;
    let org = app.tenant.id.to_string();
    let last = all_events(&app).await.pop().unwrap();

    // A rejected import records nothing.
    let mut broken: Value = serde_json::from_str(&example_file(&home)).unwrap();
    broken["policies"][0]["status"] = json!("Sleeping");
    assert!(!import(&app, &org, &broken.to_string()).0);
    assert!(events_after(&app, Some(&last)).await.is_empty());

    let (ok, _, err) = import(&app, &org, &example_file(&home));
    assert!(ok, "{err}");
    let events = events_after(&app, Some(&last)).await;
    assert_eq!(events.len(), 2, "{events:#?}");
    for event in &events {
        let path = format!("/api/v1/policies/{}", event["resourceId"].as_str().unwrap());
        assert_event(&app, event, "policy.created", &path).await;
        assert_eq!(event["profileId"], home.profile.as_str());
        assert_eq!(
            event["actor"],
            json!({"type": "cli", "memberId": null, "memberName": null, "apiKeyPrefix": null})
        );
    }

    let args = [
        "members",
        "add",
        "--org",
        &org,
        "--email",
        "kiri@kauri.co.nz",
        "--first-name",
        "Kiri",
        "--last-name",
        "Hohaia",
        "--role",
        "Adviser",
    ];
    let (ok, _, err) = run(&app.database.url, &args);
    assert!(ok, "{err}");
    let added = events_after(&app, events.last()).await;
    assert_eq!(added.len(), 1);
    let path = format!("/api/v1/members/{}", added[0]["resourceId"].as_str().unwrap());
    assert_event(&app, &added[0], "member.created", &path).await;
    assert_eq!(added[0]["actor"]["type"], "cli");
}
