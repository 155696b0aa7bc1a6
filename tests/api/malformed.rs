//! Malformed requests get the shared JSON error body, whether poem or hyper (before the app
//! sees the request) finds the fault.

use poem::http::HeaderValue;
use serde_json::json;

use crate::{
    helpers::{send, spawn_app},
    live_server::start,
};

#[tokio::test]
async fn requests_hyper_cannot_parse_get_the_json_error() {
    let server = start(&[]).await;
    let key = format!("Authorization: {}\r\n", server.key);
    let get = |target: &[u8], extra: &[u8]| {
        [b"GET ", target, b" HTTP/1.1\r\nHost: localhost\r\n", key.as_bytes(), extra, b"\r\n"].concat()
    };
    let post = |extra: &[u8]| {
        [b"POST /api/v1/notes HTTP/1.1\r\nHost: localhost\r\n", key.as_bytes(), extra, b"\r\n{}"].concat()
    };
    let many_headers: Vec<u8> = (0..120).flat_map(|i| format!("X-H{i}: v\r\n").into_bytes()).collect();
    let long_uri = [b"/api/v1/members?x=".as_slice(), &vec![b'a'; 70_000]].concat();
    let cases: Vec<(&str, Vec<u8>, u16, &str)> = vec![
        ("raw invalid UTF-8 in the path", get(b"/api/v1/members\xff", b""), 400, "malformed_request"),
        ("raw invalid UTF-8 in the query", get(b"/api/v1/members?q=\xff", b""), 400, "malformed_request"),
        ("Content-Length not a number", post(b"Content-Length: abc\r\n"), 400, "malformed_request"),
        (
            "two different Content-Lengths",
            post(b"Content-Length: 2\r\nContent-Length: 3\r\n"),
            400,
            "malformed_request",
        ),
        ("negative Content-Length", post(b"Content-Length: -1\r\n"), 400, "malformed_request"),
        ("unknown Transfer-Encoding", post(b"Transfer-Encoding: gzip\r\n"), 400, "malformed_request"),
        (
            "control character in a header value",
            get(b"/api/v1/members", b"X-A: a\x01b\r\n"),
            400,
            "malformed_request",
        ),
        ("NUL in a header value", get(b"/api/v1/members", b"X-A: a\x00b\r\n"), 400, "malformed_request"),
        (
            "control character in a header name",
            get(b"/api/v1/members", b"X\x01A: b\r\n"),
            400,
            "malformed_request",
        ),
        ("space before the colon", get(b"/api/v1/members", b"X-A : b\r\n"), 400, "malformed_request"),
        ("folded header line", get(b"/api/v1/members", b"X-A: a\r\n b\r\n"), 400, "malformed_request"),
        ("URI over 65,534 bytes", get(&long_uri, b""), 414, "uri_too_long"),
        ("more than 100 headers", get(b"/api/v1/members", &many_headers), 431, "headers_too_large"),
    ];
    for (case, request, status, code) in cases {
        let reply = server.exchange(&request).await;
        assert_eq!(reply.status, status, "{case}: {}", reply.head);
        reply.assert_error(status, code);
        let id = reply.body["requestId"].as_str().unwrap_or_default();
        assert!(reply.head.contains(&format!("x-request-id: {id}")) && !id.is_empty(), "{case}");
    }
    // The server is unharmed.
    let ok = server.exchange(&get(b"/api/v1/members", b"")).await;
    assert_eq!(ok.status, 200);
}

#[tokio::test]
async fn an_undecodable_path_parameter_is_checked_after_the_key() {
    let app = spawn_app().await;
    send(app.client.get("/api/v1/notes/%FF%FE")).await.assert_error(401, "invalid_api_key");
    let reply = app.get("/api/v1/notes/%FF%FE").await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["noteId"]);
    let reply = app.patch("/api/v1/contacts/%C3%28/person", &json!({})).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["contactId"]);
    // Not a parameter: no such endpoint.
    app.get("/api/v1/%FF/notes").await.assert_error(404, "not_found");
}

async fn post_note_with(app: &crate::helpers::TestApp, headers: &[(&str, &str)]) -> crate::helpers::Reply {
    let mut request = app.client.post("/api/v1/notes").header("authorization", &app.tenant.key);
    for (name, value) in headers {
        request = request.header(*name, HeaderValue::from_str(value).unwrap());
    }
    send(request.body(r#"{"title": "Call", "content": "Rang about the mortgage"}"#)).await
}

#[tokio::test]
async fn a_compressed_body_is_a_415() {
    let app = spawn_app().await;
    for coding in ["gzip", "br", "deflate", "gzip, identity", "x-unknown"] {
        let reply =
            post_note_with(&app, &[("content-type", "application/json"), ("content-encoding", coding)]).await;
        reply.assert_error(415, "unsupported_media_type");
        assert!(reply.body["message"].as_str().unwrap().contains("Content-Encoding"), "{coding}");
    }
    let reply =
        post_note_with(&app, &[("content-type", "application/json"), ("content-encoding", "identity")]).await;
    assert_ne!(reply.status, 415, "{}", reply.body);
}

#[tokio::test]
async fn a_charset_other_than_utf_8_is_a_415() {
    let app = spawn_app().await;
    for content_type in [
        "application/json; charset=iso-8859-1",
        "application/json;charset=\"utf-16\"",
        "application/json; charset=latin1",
    ] {
        let reply = post_note_with(&app, &[("content-type", content_type)]).await;
        reply.assert_error(415, "unsupported_media_type");
    }
    for content_type in
        ["application/json; charset=utf-8", "application/json; charset=\"UTF-8\"", "application/json"]
    {
        let reply = post_note_with(&app, &[("content-type", content_type)]).await;
        assert_ne!(reply.status, 415, "{content_type}: {}", reply.body);
    }
}
