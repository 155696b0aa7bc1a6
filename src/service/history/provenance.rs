//! How a change was made, beyond who made it (`events::actor`): the batch item it was made
//! by, kept in a task-local the batch runner sets around each item.

use std::future::Future;

tokio::task_local! {
    static BATCH_INDEX: usize;
}

/// The index of the batch item being run, if one is.
pub fn batch_index() -> Option<usize> {
    BATCH_INDEX.try_with(|index| *index).ok()
}

/// Runs `work` as item `index` of a batch.
pub fn in_batch_item<F: Future>(index: usize, work: F) -> impl Future<Output = F::Output> {
    BATCH_INDEX.scope(index, work)
}
