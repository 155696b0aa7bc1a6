//! The server's log on stderr, written by a thread of its own: plain text when stderr is not a
//! terminal, and every line written by the time the process has stopped.

use std::process::{Command, Stdio};

use crate::{helpers::TestDatabase, server_process::get};

#[tokio::test]
async fn a_stopped_server_has_written_every_request_line_in_plain_text() {
    let database = TestDatabase::create().await;
    let dir = tempfile::tempdir().unwrap();
    let log_path = dir.path().join("server.log");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut server = Command::new(env!("CARGO_BIN_EXE_advisory-crm"))
        .arg("serve")
        .env("DATABASE_URL", &database.url)
        .env("BIND_ADDR", format!("127.0.0.1:{port}"))
        .env("SEED_SANDBOX", "false")
        .env("RUST_LOG", "info")
        .env("LOG_FORMAT", "pretty")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log_path).unwrap())
        .spawn()
        .unwrap();
    let mut up = false;
    for _ in 0..300 {
        if get(port, "/healthz", "").await.is_some_and(|(status, _)| status == 200) {
            up = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(up, "the server did not start: {}", std::fs::read_to_string(&log_path).unwrap());

    const REQUESTS: usize = 300;
    for _ in 0..REQUESTS {
        let (status, _) = get(port, "/api/v1/contacts", "").await.unwrap();
        assert_eq!(status, 401);
    }
    // A graceful stop, as a deploy or `systemctl stop` sends; the process then exits at once.
    // SAFETY: kill(2) on the child's own pid, which has not been reaped yet.
    assert_eq!(unsafe { libc::kill(server.id() as libc::pid_t, libc::SIGTERM) }, 0);
    assert!(server.wait().unwrap().success());

    let log = std::fs::read_to_string(&log_path).unwrap();
    let logged = log.lines().filter(|line| line.contains("path=/api/v1/contacts status=401")).count();
    assert_eq!(logged, REQUESTS, "every request's line was written before the process ended:\n{log}");
    assert!(log.lines().last().is_some_and(|line| line.ends_with("stopped")), "{log}");
    assert!(!log.contains('\u{1b}'), "no colour codes in a file:\n{log}");
}
