//! The server process keeps transparent huge pages off for itself (`PR_SET_THP_DISABLE`):
//! with them, each 2 MiB region its allocator touches stays resident whole.

use crate::{helpers::database_with_tenant, server_process::Server};

#[tokio::test]
async fn the_server_runs_without_transparent_huge_pages() {
    let (database, _key) = database_with_tenant().await;
    let server = Server::start(&database.url, &[]);
    server.wait_until_up().await;
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.pid())).unwrap_or_default();
    let Some(line) = status.lines().find(|line| line.starts_with("THP_enabled:")) else {
        eprintln!("skipped: no THP_enabled in /proc/<pid>/status (not Linux 5.0 or later)");
        return;
    };
    assert_eq!(line.split_whitespace().nth(1), Some("0"), "{line}");
    server.stop();
}
