//! Several writes as one transaction: a batch request's items (`api::batch`) each run the
//! ordinary single-record operation, and [`super::Database::write_together`] makes every
//! [`super::Database::write`] they start a savepoint of one transaction, and every read they
//! make a read in it, so they see each other's writes and the batch commits (or rolls back)
//! as a whole, with one commit to wait for instead of one per item.
//!
//! An item's write that meets a transaction conflict or an outage cannot be retried on its
//! own: the savepoint is rolled back, the error is kept here, and the whole batch's
//! transaction is retried (or rides through the outage) by the `write` around it.

use std::sync::{Arc, Mutex};

use sea_orm::{DatabaseTransaction, DbErr};

use super::failure::{is_storage_full, is_transaction_conflict, is_unavailable};

pub(super) struct Together {
    pub(super) txn: Arc<DatabaseTransaction>,
    /// The first error that must end the whole transaction.
    abort: Mutex<Option<DbErr>>,
}

tokio::task_local! {
    static CURRENT: Together;
}

/// Runs `work` with `txn` as the transaction of every write and read in it; answers what it
/// returned and the error, if any, that must end the whole transaction.
pub(super) async fn run<T>(
    txn: Arc<DatabaseTransaction>,
    work: impl Future<Output = T>,
) -> (T, Option<DbErr>) {
    let together = Together { txn, abort: Mutex::new(None) };
    CURRENT
        .scope(together, async {
            let output = work.await;
            (output, take_abort())
        })
        .await
}

/// The transaction of the writes running together, if this task runs in one.
pub(super) fn current() -> Option<Arc<DatabaseTransaction>> {
    CURRENT.try_with(|together| together.txn.clone()).ok()
}

/// Keeps `error`, met by one of the writes running together, when it must end the whole
/// transaction (a conflict, an outage or a full disk); answers whether it did.
pub(super) fn abort_on(error: &DbErr) -> bool {
    if !(is_transaction_conflict(error) || is_unavailable(error) || is_storage_full(error)) {
        return false;
    }
    let _ = CURRENT.try_with(|together| {
        let mut abort = together.abort.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if abort.is_none() {
            *abort = Some(error.clone());
        }
    });
    true
}

/// Whether the writes running together in this task have met an error that ends their
/// transaction: what they answer no longer counts, so it need not be logged as a failure.
pub fn aborted() -> bool {
    CURRENT
        .try_with(|together| together.abort.lock().map(|abort| abort.is_some()).unwrap_or(true))
        .unwrap_or(false)
}

fn take_abort() -> Option<DbErr> {
    CURRENT
        .try_with(|together| together.abort.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take())
        .ok()
        .flatten()
}
