//! Connection time-outs and the 413 for clients that write the whole body before reading,
//! over real sockets.

use std::time::{Duration, Instant};

use tokio::io::AsyncWriteExt;

use crate::live_server::{closed_within, read_reply, start};

const HEALTHZ: &[u8] = b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n";

#[tokio::test]
async fn a_client_trickling_its_request_head_is_cut_off_after_the_header_timeout() {
    let server = start(&[("HTTP_HEADER_TIMEOUT_SECS", "1"), ("HTTP_IDLE_TIMEOUT_SECS", "60")]).await;
    let mut slow = server.connect().await;
    let head = b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: aaaaaaaaaaaaaaaaaaaa\r\n\r\n";
    let started = Instant::now();
    let mut cut_off = false;
    // A byte every 250 ms: the whole head would take over 20 seconds.
    for byte in head {
        if slow.write_all(&[*byte]).await.is_err()
            || closed_within(&mut slow, Duration::from_millis(250)).await
        {
            cut_off = true;
            break;
        }
    }
    assert!(cut_off, "the server waited for the whole head");
    assert!(started.elapsed() < Duration::from_secs(15), "cut off only after {:?}", started.elapsed());
    // Everyone else is still served.
    assert_eq!(server.exchange(HEALTHZ).await.status, 200);
}

#[tokio::test]
async fn a_connection_that_opens_and_sends_nothing_is_closed_after_the_header_timeout() {
    let server = start(&[("HTTP_HEADER_TIMEOUT_SECS", "1"), ("HTTP_IDLE_TIMEOUT_SECS", "60")]).await;
    let mut silent = server.connect().await;
    assert!(closed_within(&mut silent, Duration::from_secs(10)).await);
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed_after_the_idle_timeout() {
    let server = start(&[("HTTP_HEADER_TIMEOUT_SECS", "30"), ("HTTP_IDLE_TIMEOUT_SECS", "2")]).await;
    let mut connection = server.connect().await;
    connection.write_all(HEALTHZ).await.unwrap();
    assert_eq!(read_reply(&mut connection).await.unwrap().status, 200);
    // Kept alive for a prompt next request…
    tokio::time::sleep(Duration::from_millis(300)).await;
    connection.write_all(HEALTHZ).await.unwrap();
    assert_eq!(read_reply(&mut connection).await.unwrap().status, 200);
    // …and closed once idle for longer than the idle time-out.
    assert!(closed_within(&mut connection, Duration::from_secs(15)).await, "the idle connection was kept");
}

#[tokio::test]
async fn a_body_that_does_not_arrive_in_time_is_a_json_408() {
    let server = start(&[("HTTP_BODY_TIMEOUT_SECS", "1")]).await;
    let mut connection = server.connect().await;
    let request = format!(
        "POST /api/v1/contacts HTTP/1.1\r\nHost: localhost\r\nAuthorization: {}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"person\":",
        server.key
    );
    connection.write_all(request.as_bytes()).await.unwrap();
    let reply = read_reply(&mut connection).await.expect("a 408");
    reply.assert_error(408, "request_timeout");
    assert!(closed_within(&mut connection, Duration::from_secs(10)).await);
}

/// What Python's `urllib` and `requests` do: write the whole body, then read the answer. The
/// body goes out in 64 KiB pieces a few milliseconds apart, as over a real network; on loopback
/// one write of it would sit in the kernel's buffers before the server could answer.
async fn post_whole_body_then_read(server: &crate::live_server::LiveServer, head: String, body: &[u8]) {
    post_whole_body_then_expect(server, head, body, 413, "payload_too_large").await;
}

async fn post_whole_body_then_expect(
    server: &crate::live_server::LiveServer,
    head: String,
    body: &[u8],
    status: u16,
    code: &str,
) {
    let mut connection = server.connect().await;
    connection.write_all(head.as_bytes()).await.unwrap();
    for piece in body.chunks(64 * 1024) {
        connection.write_all(piece).await.expect("the server reads the body before answering");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let reply = read_reply(&mut connection).await.expect("the answer reaches the client");
    reply.assert_error(status, code);
}

#[tokio::test]
async fn a_bad_key_is_refused_at_once_whatever_body_it_withholds() {
    // Were the body read first, this would be a 408 after the body time-out.
    let server = start(&[("HTTP_BODY_TIMEOUT_SECS", "3")]).await;
    let mut connection = server.connect().await;
    let head = "POST /api/v1/contacts/person HTTP/1.1\r\nHost: localhost\r\nAuthorization: crm_live_unknown\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n";
    connection.write_all(head.as_bytes()).await.unwrap();
    let reply = read_reply(&mut connection).await.expect("a 401 without the body");
    reply.assert_error(401, "invalid_api_key");
    assert!(reply.head.to_ascii_lowercase().contains("www-authenticate: bearer realm="), "{}", reply.head);
}

#[tokio::test]
async fn a_client_that_writes_its_whole_body_with_a_bad_key_reads_the_401() {
    let server = start(&[]).await;
    let body = vec![b' '; 1000 * 1000];
    let head = format!(
        "POST /api/v1/contacts/person HTTP/1.1\r\nHost: localhost\r\nAuthorization: crm_live_unknown\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    post_whole_body_then_expect(&server, head, &body, 401, "invalid_api_key").await;
}

#[tokio::test]
async fn a_client_that_writes_a_2_mib_body_before_reading_gets_the_json_413() {
    let server = start(&[]).await;
    let body = vec![b' '; 2 * 1024 * 1024];
    let head = format!(
        "POST /api/v1/contacts HTTP/1.1\r\nHost: localhost\r\nAuthorization: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        server.key,
        body.len()
    );
    post_whole_body_then_read(&server, head, &body).await;
}

#[tokio::test]
async fn a_chunked_2_mib_body_written_before_reading_gets_the_json_413() {
    let server = start(&[]).await;
    let mut body = Vec::new();
    for _ in 0..32 {
        body.extend_from_slice(format!("{:x}\r\n", 64 * 1024).as_bytes());
        body.extend_from_slice(&vec![b' '; 64 * 1024]);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(b"0\r\n\r\n");
    let head = format!(
        "POST /api/v1/contacts HTTP/1.1\r\nHost: localhost\r\nAuthorization: {}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
        server.key
    );
    post_whole_body_then_read(&server, head, &body).await;
}

#[tokio::test]
async fn a_body_declared_beyond_the_drain_bound_is_answered_at_once() {
    let server = start(&[]).await;
    let mut connection = server.connect().await;
    let head = format!(
        "POST /api/v1/contacts HTTP/1.1\r\nHost: localhost\r\nAuthorization: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        server.key,
        advisory_crm::http::DRAIN_BYTES + 1
    );
    connection.write_all(head.as_bytes()).await.unwrap();
    read_reply(&mut connection).await.expect("a 413 without the body").assert_error(413, "payload_too_large");
}
