use crate::helpers::spawn_app;

#[tokio::test]
async fn members_are_listed_in_the_envelope() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/members").await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["status"], "Success");
    let items = reply.body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 1);
    let manager = &items[0];
    assert_eq!(manager["id"], app.tenant.manager_id.to_string());
    assert_eq!(manager["email"], "ana.manager@kauri.co.nz");
    assert_eq!(manager["role"], "Manager");
    assert_eq!(manager["displayName"], "Manager Kauri");
    assert_eq!(manager["isActive"], true);
    assert!(manager["fspNumber"].is_null());
    assert!(manager["createdTimestamp"].is_string());
    assert!(manager["modifiedTimestamp"].is_string());
}

#[tokio::test]
async fn one_member_is_returned_by_id() {
    let app = spawn_app().await;
    let reply = app.get(&format!("/api/v1/members/{}", app.tenant.manager_id)).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["data"]["id"], app.tenant.manager_id.to_string());
}

#[tokio::test]
async fn an_unknown_member_is_not_found() {
    let app = spawn_app().await;
    app.get(&format!("/api/v1/members/{}", uuid::Uuid::now_v7())).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn a_member_of_another_organisation_is_not_found_and_not_listed() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    app.get(&format!("/api/v1/members/{}", other.manager_id)).await.assert_error(404, "not_found");
    let listed = app.get("/api/v1/members").await;
    assert_eq!(listed.body["data"]["totalItems"], 1);
    let theirs = app.get_as(&other.key, &format!("/api/v1/members/{}", app.tenant.manager_id)).await;
    theirs.assert_error(404, "not_found");
}

#[tokio::test]
async fn a_malformed_member_id_is_a_400_naming_the_parameter() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/members/not-a-uuid").await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["memberId"]);
}

#[tokio::test]
async fn the_old_accounts_endpoints_answer_410_pointing_at_members() {
    let app = spawn_app().await;
    for path in ["/api/v1/accounts", &format!("/api/v1/accounts/{}", app.tenant.manager_id)] {
        let reply = app.get(path).await;
        reply.assert_error(410, "endpoint_removed");
        assert!(reply.body["message"].as_str().unwrap().contains("/members"));
    }
}
