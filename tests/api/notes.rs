//! Notes: sanitised HTML (a list of XSS vectors none of which survive), creators, filters,
//! partial PATCH, the fixed profile, archived profiles and tenancy.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};

fn id(record: &Value) -> String {
    record["id"].as_str().unwrap().to_string()
}

async fn profile(app: &TestApp, name: &str) -> String {
    id(&app.create("/api/v1/profiles", json!({"name": name})).await)
}

async fn note(app: &TestApp, profile: &str, content: &str) -> Value {
    app.create("/api/v1/notes", json!({"profileId": profile, "content": content})).await
}

/// OWASP filter-evasion style vectors. None may leave a script, an event handler, a
/// `javascript:` URL or an svg/math element in the stored HTML.
const XSS: &[&str] = &[
    "<script>alert('xss')</script>",
    "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
    "<img src=x onerror=alert(1)>",
    "<IMG SRC=\"javascript:alert('XSS');\">",
    "<IMG SRC=javascript:alert(&quot;XSS&quot;)>",
    "<a href=\"javascript:alert(1)\">click</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">tab</a>",
    "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">encoded</a>",
    "<a href=\"JaVaScRiPt:alert(1)\">case</a>",
    "<svg><script>alert(1)</script></svg>",
    "<svg onload=alert(1)>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "<body onload=alert(1)>",
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<div style=\"background:url(javascript:alert(1))\">styled</div>",
    "<p onclick=\"alert(1)\">click me</p>",
    "<scr<script>ipt>alert(1)</script>",
    "<<SCRIPT>alert(\"XSS\");//<</SCRIPT>",
    "<object data=\"javascript:alert(1)\"></object>",
    "<embed src=\"javascript:alert(1)\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
    "<form action=\"javascript:alert(1)\"><button>go</button></form>",
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
    "<textarea><script>alert(1)</script></textarea>",
    "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">data</a>",
];

fn unsafe_parts(html: &str) -> Vec<&'static str> {
    let lower = html.to_lowercase();
    [
        "<script",
        "javascript:",
        "onerror",
        "onload",
        "onclick",
        "<svg",
        "<math",
        "<iframe",
        "<object",
        "<embed",
        "style=",
        "data:text",
        "<meta",
        "<form",
    ]
    .into_iter()
    .filter(|part| lower.contains(part))
    .collect()
}

#[tokio::test]
async fn no_xss_vector_survives_and_formatting_does() {
    let app = spawn_app().await;
    let profile = profile(&app, "Safe Household").await;
    for vector in XSS {
        let content = format!("<p>Call <b>Aroha</b> back</p>{vector}");
        let created = note(&app, &profile, &content).await;
        let stored = created["content"].as_str().unwrap();
        assert!(unsafe_parts(stored).is_empty(), "{vector} left {:?} in {stored}", unsafe_parts(stored));
        assert!(stored.contains("<p>Call <b>Aroha</b> back</p>"), "{stored}");
        let read = app.data(&format!("/api/v1/notes/{}", id(&created))).await;
        assert_eq!(read["content"], created["content"]);
        let updated =
            app.patch(&format!("/api/v1/notes/{}", id(&created)), &json!({"content": vector})).await;
        if updated.status == 200 {
            assert!(
                unsafe_parts(updated.body["data"]["content"].as_str().unwrap()).is_empty(),
                "{vector} on PATCH"
            );
        } else {
            updated.assert_error(400, "validation_failed");
        }
    }
    let formatted = "<h2>Review</h2><p>Discussed <strong>refix</strong> and <em>KiwiSaver</em>:</p><ol><li>ASB 1-year at 4.49%</li><li>Split <u>50/50</u></li></ol><blockquote>Client happy</blockquote><p><a href=\"https://www.ird.govt.nz/kiwisaver\">IRD</a><br>Done</p>";
    let created = note(&app, &profile, formatted).await;
    let stored = created["content"].as_str().unwrap();
    for part in [
        "<h2>Review</h2>",
        "<strong>refix</strong>",
        "<em>KiwiSaver</em>",
        "<ol><li>ASB 1-year at 4.49%</li>",
        "<u>50/50</u>",
        "<blockquote>",
        "href=\"https://www.ird.govt.nz/kiwisaver\"",
        "<br>",
    ] {
        assert!(stored.contains(part), "{part} missing from {stored}");
    }
}

#[tokio::test]
async fn content_that_is_empty_once_sanitised_or_too_long_is_a_400() {
    let app = spawn_app().await;
    let profile = profile(&app, "Checked Household").await;
    for content in ["", "   ", "<script>alert(1)</script>", "<svg><text>x</text></svg>"] {
        let reply = app.post("/api/v1/notes", &json!({"profileId": profile, "content": content})).await;
        reply.assert_error(400, "validation_failed");
        assert_eq!(reply.error_fields(), ["content"], "{content}");
    }
    let reply =
        app.post("/api/v1/notes", &json!({"profileId": profile, "content": "x".repeat(100_001)})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["content"]);
    assert_eq!(app.data("/api/v1/notes").await["totalItems"], 0);
}

#[tokio::test]
async fn the_creator_is_the_keys_member_or_a_named_member_of_the_organisation() {
    let app = spawn_app().await;
    let profile = profile(&app, "Author Household").await;
    let created = note(&app, &profile, "<p>First meeting</p>").await;
    assert_eq!(created["createdByMemberId"], json!(app.tenant.manager_id));
    assert!(created["createdByMemberName"].as_str().is_some_and(|name| !name.is_empty()));

    let members = app.data("/api/v1/members").await;
    let colleague =
        members["items"].as_array().unwrap().iter().find(|m| m["id"] != json!(app.tenant.manager_id));
    if let Some(colleague) = colleague {
        let body = json!({"profileId": profile, "content": "x", "createdByMemberId": colleague["id"]});
        assert_eq!(app.create("/api/v1/notes", body).await["createdByMemberName"], colleague["displayName"]);
    }
    let other = app.other_tenant().await;
    let body = json!({"profileId": profile, "content": "x", "createdByMemberId": other.manager_id});
    let reply = app.post("/api/v1/notes", &body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["createdByMemberId"]);
}

#[tokio::test]
async fn notes_filter_by_pinned_and_profile() {
    let app = spawn_app().await;
    let first = profile(&app, "First").await;
    let second = profile(&app, "Second").await;
    let pinned =
        app.create("/api/v1/notes", json!({"profileId": first, "content": "a", "isPinned": true})).await;
    let plain = note(&app, &first, "b").await;
    let elsewhere =
        app.create("/api/v1/notes", json!({"profileId": second, "content": "c", "isPinned": true})).await;
    let ids = |list: Value| -> Vec<String> { list["items"].as_array().unwrap().iter().map(id).collect() };
    assert_eq!(ids(app.data("/api/v1/notes?isPinned=true").await), [id(&pinned), id(&elsewhere)]);
    assert_eq!(ids(app.data("/api/v1/notes?isPinned=false").await), [id(&plain)]);
    assert_eq!(ids(app.data(&format!("/api/v1/notes?profileId={first}")).await), [id(&pinned), id(&plain)]);
    assert_eq!(
        ids(app.data(&format!("/api/v1/notes?profileId={second}&isPinned=true")).await),
        [id(&elsewhere)]
    );
    assert_eq!(app.data("/api/v1/notes?pageSize=1&page=3").await["items"][0]["id"], elsewhere["id"]);
}

#[tokio::test]
async fn a_patch_applies_only_what_it_carries_and_cannot_move_the_note() {
    let app = spawn_app().await;
    let first = profile(&app, "Home").await;
    let second = profile(&app, "Away").await;
    let created = note(&app, &first, "<p>Original</p>").await;
    let path = format!("/api/v1/notes/{}", id(&created));
    let pinned = app.patch(&path, &json!({"isPinned": true})).await.body["data"].clone();
    assert_eq!(pinned["isPinned"], true);
    assert_eq!(pinned["content"], "<p>Original</p>");
    let edited =
        app.patch(&path, &json!({"content": "<p>Edited</p>", "profileId": first})).await.body["data"].clone();
    assert_eq!(
        (edited["content"].clone(), edited["isPinned"].clone()),
        (json!("<p>Edited</p>"), json!(true))
    );
    assert_eq!(edited["createdByMemberId"], created["createdByMemberId"]);
    let reply = app.patch(&path, &json!({"profileId": second, "content": "<p>Moved?</p>"})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["profileId"]);
    assert_eq!(app.data(&path).await["content"], "<p>Edited</p>");
}

#[tokio::test]
async fn notes_of_an_archived_profile_cannot_be_updated_or_added() {
    let app = spawn_app().await;
    let profile = profile(&app, "Archived").await;
    let created = note(&app, &profile, "kept").await;
    app.patch(&format!("/api/v1/profiles/{profile}"), &json!({"isProfileArchived": true})).await;
    let path = format!("/api/v1/notes/{}", id(&created));
    app.patch(&path, &json!({"isPinned": true})).await.assert_error(409, "profile_archived");
    app.post("/api/v1/notes", &json!({"profileId": profile, "content": "x"}))
        .await
        .assert_error(409, "profile_archived");
    assert_eq!(app.data(&path).await["isProfileArchived"], true);
}

#[tokio::test]
async fn another_organisations_notes_are_404_everywhere() {
    let app = spawn_app().await;
    let other = app.other_tenant().await;
    let theirs =
        id(&app.post_as(&other.key, "/api/v1/profiles", &json!({"name": "Theirs"})).await.body["data"]);
    let their_note =
        app.post_as(&other.key, "/api/v1/notes", &json!({"profileId": theirs, "content": "secret"})).await;
    assert_eq!(their_note.status, 201);
    let path = format!("/api/v1/notes/{}", id(&their_note.body["data"]));
    app.get(&path).await.assert_error(404, "not_found");
    app.patch(&path, &json!({"isPinned": true})).await.assert_error(404, "not_found");
    assert_eq!(app.data("/api/v1/notes").await["totalItems"], 0);
    let reply = app.post("/api/v1/notes", &json!({"profileId": theirs, "content": "x"})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["profileId"]);
    assert_eq!(app.get_as(&other.key, &path).await.body["data"]["isPinned"], false);
}
