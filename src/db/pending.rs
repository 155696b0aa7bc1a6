//! Writes a transaction defers until just before it commits: a request's events (with their
//! history, access entry and webhook deliveries) are written together, in one statement per
//! table, instead of a set of statements for each ([`super::Database::write`]).
//!
//! Each attempt of a write transaction starts with nothing deferred, so a transaction that is
//! rerun defers afresh. Inside writes running together (a batch), an item whose savepoint is
//! rolled back drops what it deferred. Outside a write transaction nothing is deferred, and the
//! caller writes at once.

use std::{
    any::Any,
    future::Future,
    pin::Pin,
    sync::{Mutex, MutexGuard},
};

use sea_orm::DatabaseTransaction;

use crate::error::ServiceError;

/// Writes everything deferred, in the order it was deferred, in the transaction about to commit.
pub type Flush = for<'a> fn(
    &'a DatabaseTransaction,
    Vec<Box<dyn Any + Send>>,
) -> Pin<Box<dyn Future<Output = Result<(), ServiceError>> + Send + 'a>>;

#[derive(Default)]
struct Deferred {
    items: Vec<Box<dyn Any + Send>>,
    flush: Option<Flush>,
}

tokio::task_local! {
    static DEFERRED: Mutex<Deferred>;
}

fn lock(deferred: &Mutex<Deferred>) -> MutexGuard<'_, Deferred> {
    deferred.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Defers `item` to the end of the current write transaction, where `flush` writes it with
/// the others; `Err(item)` when no write transaction is running in this task.
pub fn defer<T: Any + Send>(item: T, flush: Flush) -> Result<(), T> {
    let mut item = Some(item);
    let _ = DEFERRED.try_with(|deferred| {
        let mut deferred = lock(deferred);
        deferred.flush = Some(flush);
        deferred.items.extend(item.take().map(|item| Box::new(item) as Box<dyn Any + Send>));
    });
    match item {
        Some(item) => Err(item),
        None => Ok(()),
    }
}

/// Runs one attempt of a write transaction with nothing deferred yet.
pub(super) fn attempt<F: Future>(work: F) -> impl Future<Output = F::Output> {
    DEFERRED.scope(Mutex::new(Deferred::default()), work)
}

/// How much is deferred so far, for [`drop_after`].
pub(super) fn mark() -> usize {
    DEFERRED.try_with(|deferred| lock(deferred).items.len()).unwrap_or(0)
}

/// Drops what was deferred after `mark` (its savepoint was rolled back).
pub(super) fn drop_after(mark: usize) {
    let _ = DEFERRED.try_with(|deferred| lock(deferred).items.truncate(mark));
}

/// Writes everything deferred so far in `txn`: before it commits, and before work in it that
/// must see those writes (an erasure scrubbing every stored copy of a person).
pub async fn flush(txn: &DatabaseTransaction) -> Result<(), ServiceError> {
    let taken = DEFERRED.try_with(|deferred| {
        let mut deferred = lock(deferred);
        (std::mem::take(&mut deferred.items), deferred.flush)
    });
    match taken {
        Ok((items, Some(flush))) if !items.is_empty() => flush(txn, items).await,
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex as StdMutex;

    use sea_orm::TransactionTrait;

    use super::*;

    /// What the test's flush was given, in order.
    static FLUSHED: StdMutex<Vec<u32>> = StdMutex::new(Vec::new());

    fn flush_numbers(
        _: &DatabaseTransaction,
        items: Vec<Box<dyn Any + Send>>,
    ) -> Pin<Box<dyn Future<Output = Result<(), ServiceError>> + Send + '_>> {
        let numbers: Vec<u32> =
            items.into_iter().filter_map(|item| item.downcast::<u32>().ok()).map(|n| *n).collect();
        FLUSHED.lock().unwrap().extend(numbers);
        Box::pin(async { Ok(()) })
    }

    #[tokio::test]
    async fn outside_a_write_nothing_is_deferred_and_inside_it_is_flushed_in_order_less_what_was_dropped() {
        assert_eq!(defer(1u32, flush_numbers), Err(1), "no write transaction: written at once");
        let connection = sea_orm::Database::connect("sqlite::memory:").await.unwrap();
        let txn = connection.begin().await.unwrap();
        attempt(async {
            defer(1u32, flush_numbers).unwrap();
            let item = mark();
            defer(2u32, flush_numbers).unwrap();
            defer(3u32, flush_numbers).unwrap();
            drop_after(item); // the item's savepoint was rolled back
            defer(4u32, flush_numbers).unwrap();
            flush(&txn).await.unwrap();
            flush(&txn).await.unwrap(); // nothing is written twice
        })
        .await;
        assert_eq!(*FLUSHED.lock().unwrap(), [1, 4]);
        // A new attempt (a rerun) starts with nothing deferred.
        attempt(async { flush(&txn).await.unwrap() }).await;
        assert_eq!(*FLUSHED.lock().unwrap(), [1, 4]);
    }
}
