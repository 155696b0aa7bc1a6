//! The embedded SQLite file on a filesystem that fills.

use rusqlite::{Connection, OpenFlags};

use super::{LAST_NAME, small_disk::SmallDisk, write_past_full_and_back};
use crate::{
    helpers::{migrated_with_tenant, on_postgres},
    server_process::Server,
};

#[tokio::test]
async fn sqlite_on_a_full_disk_refuses_writes_and_loses_nothing_acknowledged() {
    if on_postgres() {
        eprintln!("skipped: runs with the SQLite suite");
        return;
    }
    let Some(disk) = SmallDisk::mount(16) else { return };
    let file = disk.path().join("crm.db");
    let url = format!("sqlite://{}?mode=rwc", file.display());
    let key = migrated_with_tenant(&url).await;
    let start = || Server::start(&url, &[("RATE_LIMIT_PER_MINUTE", "1000000")]);
    let acked = write_past_full_and_back(&disk, start, &key).await;

    let file = Connection::open_with_flags(&file, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let integrity: String = file.query_row("PRAGMA integrity_check", [], |row| row.get(0)).unwrap();
    assert_eq!(integrity, "ok");
    let mut statement = file.prepare("SELECT lower(hex(id)) FROM contacts WHERE last_name = ?1").unwrap();
    let mut stored: Vec<String> =
        statement.query_map([LAST_NAME], |row| row.get(0)).unwrap().map(Result::unwrap).collect();
    stored.sort();
    let mut expected: Vec<String> = acked.ids.iter().map(|id| id.replace('-', "")).collect();
    expected.sort();
    assert_eq!(stored, expected, "the file holds exactly the acknowledged people");
}
