//! What HTTP caches may keep: nothing of an organisation's data (`Cache-Control: no-store` on
//! every answer under `/api/v1`, errors included), while the public OpenAPI document stays
//! cacheable with a validator.

use serde_json::json;

use crate::helpers::{send, spawn_app};

#[tokio::test]
async fn answers_with_organisation_data_are_never_stored_by_caches() {
    let app = spawn_app().await;
    let contact =
        app.create("/api/v1/contacts/person", json!({"firstName": "Aroha", "lastName": "Ngata"})).await;
    let path = format!("/api/v1/contacts/{}", contact["id"].as_str().unwrap());
    let read = app.get(&path).await;
    let created =
        app.post("/api/v1/contacts/person", &json!({"firstName": "Hemi", "lastName": "Walker"})).await;
    let listed = app.get("/api/v1/contacts?pageSize=1").await;
    let searched = app.get("/api/v1/contacts/search?searchString=ngata").await;
    let missing = app.get("/api/v1/contacts/00000000-0000-0000-0000-000000000000").await;
    let refused = app.get_as("crm_live_unknown", "/api/v1/contacts").await;
    for (what, reply) in [
        ("read", &read),
        ("create", &created),
        ("list", &listed),
        ("search", &searched),
        ("404", &missing),
        ("401", &refused),
    ] {
        assert_eq!(reply.header("cache-control"), Some("no-store"), "{what}: {:?}", reply.headers);
    }

    // Revalidation by the integrator's own copy keeps working without an HTTP cache.
    let etag = read.header("etag").expect("a single record has an ETag").to_string();
    let again =
        send(app.client.get(&path).header("authorization", &app.tenant.key).header("if-none-match", &etag))
            .await;
    assert_eq!(again.status, 304);
    assert_eq!(again.header("cache-control"), Some("no-store"));
}

#[tokio::test]
async fn the_public_document_is_cacheable_and_revalidates_to_a_304() {
    let app = spawn_app().await;
    for path in ["/api/v1/openapi.json", "/api/v1/openapi.yaml", "/docs"] {
        let first = send(app.client.get(path)).await;
        assert_eq!(first.status, 200, "{path}");
        assert_eq!(first.header("cache-control"), Some("public, max-age=300"), "{path}");
        let etag = first.header("etag").expect("a validator").to_string();
        assert!(etag.starts_with('"') && etag.ends_with('"'), "a strong ETag: {etag}");
        let again = send(app.client.get(path).header("if-none-match", &etag)).await;
        assert_eq!(again.status, 304, "{path}");
        assert_eq!(again.header("etag"), Some(etag.as_str()));
        let stale = send(app.client.get(path).header("if-none-match", "\"older\"")).await;
        assert_eq!(stale.status, 200, "{path}");
    }
}
