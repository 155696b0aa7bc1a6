//! Holding one record for the length of a conditional write (`If-Match`), so that checking the
//! record's current version and writing the change happen as one step for every request that
//! checks: two clients that read the same version cannot both write over it.
//!
//! Within a process, a striped set of async mutexes; across server instances on PostgreSQL, a
//! transaction-scoped advisory lock on the same key, held until the guard is dropped. SQLite is
//! served by one process, so the in-process lock is the whole story there.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    sync::OnceLock,
};

use sea_orm::DatabaseTransaction;
use tokio::sync::{Mutex, MutexGuard};

use crate::{
    db::{self, Database},
    error::ServiceError,
};

const STRIPES: usize = 64;

fn stripes() -> &'static [Mutex<()>] {
    static STRIPES_CELL: OnceLock<Vec<Mutex<()>>> = OnceLock::new();
    STRIPES_CELL.get_or_init(|| (0..STRIPES).map(|_| Mutex::new(())).collect())
}

/// A held record; released when dropped (the PostgreSQL transaction rolls back, which frees its
/// advisory lock).
pub struct RecordLock {
    _local: Option<MutexGuard<'static, ()>>,
    _shared: Option<DatabaseTransaction>,
}

/// Holds the record named by `key` (for example `organisation/contacts/id`).
pub async fn hold(db: &Database, key: &str) -> Result<RecordLock, ServiceError> {
    // An item of a batch: its transaction holds the key until the batch commits. (Waiting for
    // the in-process stripe there could wait on a request that waits for the batch's writer.)
    if db.hold_together(&[key.to_string()]).await? {
        return Ok(RecordLock { _local: None, _shared: None });
    }
    let mut hasher = DefaultHasher::new();
    key.hash(&mut hasher);
    let hash = hasher.finish();
    let local = stripes()[(hash % STRIPES as u64) as usize].lock().await;
    let shared = db.lock_transaction().await?;
    if let Some(txn) = &shared {
        db::hold_key(txn, key).await?;
    }
    Ok(RecordLock { _local: Some(local), _shared: shared })
}
