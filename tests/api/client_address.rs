//! Which address a key's allowlist is checked against when the service sits behind a proxy
//! (`TRUSTED_PROXIES=127.0.0.1/32`, the test's socket peer).

use poem::http::HeaderValue;

use crate::helpers::{Reply, TEST_PEER, TestApp, issue_key, send, spawn_app_with};

const MEMBERS: &str = "/api/v1/members";
const PROXY: &str = "127.0.0.1";

async fn behind_proxy() -> TestApp {
    spawn_app_with(&[("TRUSTED_PROXIES", "127.0.0.1/32")]).await
}

/// A request through the proxy carrying `lines` (repeated names become repeated header lines).
async fn via_proxy(app: &TestApp, key: &str, lines: &[(&str, &[u8])]) -> Reply {
    let mut request = app.client.get(MEMBERS).header("authorization", key).header(TEST_PEER, PROXY);
    for (name, value) in lines {
        request = request.header(*name, HeaderValue::from_bytes(value).unwrap());
    }
    send(request).await
}

#[tokio::test]
async fn the_client_named_by_the_proxy_is_checked() {
    let app = behind_proxy().await;
    let key = issue_key(&app.db, app.tenant.id, &["10.0.0.0/8"], None).await;
    assert_eq!(via_proxy(&app, &key, &[("x-forwarded-for", b"10.1.2.3")]).await.status, 200);
    assert_eq!(via_proxy(&app, &key, &[("x-forwarded-for", b"8.8.8.8, 10.1.2.3")]).await.status, 200);
    assert_eq!(via_proxy(&app, &key, &[("forwarded", b"for=10.1.2.3;proto=https")]).await.status, 200);
    via_proxy(&app, &key, &[("x-forwarded-for", b"8.8.8.8")]).await.assert_error(403, "ip_not_allowed");
}

#[tokio::test]
async fn a_forged_line_before_the_proxys_own_line_is_not_believed() {
    let app = behind_proxy().await;
    let key = issue_key(&app.db, app.tenant.id, &["10.0.0.0/8"], None).await;
    let lines: [(&str, &[u8]); 2] = [("x-forwarded-for", b"10.1.2.3"), ("x-forwarded-for", b"8.8.8.8")];
    via_proxy(&app, &key, &lines).await.assert_error(403, "ip_not_allowed");
    let lines: [(&str, &[u8]); 2] = [("forwarded", b"for=10.1.2.3"), ("forwarded", b"for=8.8.8.8")];
    via_proxy(&app, &key, &lines).await.assert_error(403, "ip_not_allowed");
}

#[tokio::test]
async fn an_unreadable_hop_right_of_a_forged_one_refuses_the_request() {
    let app = behind_proxy().await;
    let key = issue_key(&app.db, app.tenant.id, &["10.0.0.0/8"], None).await;
    for value in [&b"10.1.2.3, junk"[..], b"10.1.2.3, unknown", b"10.1.2.3, ", b"10.1.2.3, \xff"] {
        via_proxy(&app, &key, &[("x-forwarded-for", value)]).await.assert_error(403, "ip_not_allowed");
    }
    for value in
        [&b"for=10.1.2.3, for=unknown"[..], b"for=10.1.2.3, for=_hidden", b"for=10.1.2.3, proto=https"]
    {
        via_proxy(&app, &key, &[("forwarded", value)]).await.assert_error(403, "ip_not_allowed");
    }
}

#[tokio::test]
async fn what_the_proxy_forwards_never_falls_back_to_the_proxys_own_address() {
    let app = behind_proxy().await;
    let key = issue_key(&app.db, app.tenant.id, &["127.0.0.1/32"], None).await;
    // The proxy itself, talking to us directly, is a client like any other.
    assert_eq!(via_proxy(&app, &key, &[]).await.status, 200);
    for value in [&b"8.8.8.8:5555"[..], b"[2001:db8::1]:443", b"unknown", b"\xff", b"8.8.8.8 junk"] {
        let reply = via_proxy(&app, &key, &[("x-forwarded-for", value)]).await;
        reply.assert_error(403, "ip_not_allowed");
    }
    for value in [&br#"for="[2001:db8::1]:443""#[..], b"for=unknown", b"for=_proxy7", b"for=\"8.8.8.8"] {
        via_proxy(&app, &key, &[("forwarded", value)]).await.assert_error(403, "ip_not_allowed");
    }
}

#[tokio::test]
async fn ports_are_dropped_from_forwarded_addresses() {
    let app = behind_proxy().await;
    let key = issue_key(&app.db, app.tenant.id, &["10.0.0.0/8", "2001:db8::/32"], None).await;
    for value in [&b"10.1.2.3:5555"[..], b"[2001:db8::1]:443", b"[2001:db8::1]"] {
        assert_eq!(via_proxy(&app, &key, &[("x-forwarded-for", value)]).await.status, 200);
    }
    let reply = via_proxy(&app, &key, &[("forwarded", br#"for="[2001:db8::1]:4711""#)]).await;
    assert_eq!(reply.status, 200);
}

#[tokio::test]
async fn both_headers_must_name_the_same_client() {
    let app = behind_proxy().await;
    let key = issue_key(&app.db, app.tenant.id, &["10.0.0.0/8"], None).await;
    let agree: [(&str, &[u8]); 2] = [("x-forwarded-for", b"10.1.2.3"), ("forwarded", b"for=10.1.2.3")];
    assert_eq!(via_proxy(&app, &key, &agree).await.status, 200);
    // The proxy writes X-Forwarded-For; the client slipped in a Forwarded header of its own.
    let forged: [(&str, &[u8]); 2] = [("x-forwarded-for", b"8.8.8.8"), ("forwarded", b"for=10.1.2.3")];
    via_proxy(&app, &key, &forged).await.assert_error(403, "ip_not_allowed");
}
