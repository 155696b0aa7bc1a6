//! How a change was made, beyond who made it (`events::actor`): the batch item it was made
//! by, kept in a task-local the batch runner sets around each item, and the Privacy Act
//! request it carries out, set around a correction's update.

use std::future::Future;

tokio::task_local! {
    static BATCH_INDEX: usize;
    static PRIVACY_REQUEST: uuid::Uuid;
}

/// The index of the batch item being run, if one is.
pub fn batch_index() -> Option<usize> {
    BATCH_INDEX.try_with(|index| *index).ok()
}

/// Runs `work` as item `index` of a batch.
pub fn in_batch_item<F: Future>(index: usize, work: F) -> impl Future<Output = F::Output> {
    BATCH_INDEX.scope(index, work)
}

/// The Privacy Act request whose decision is being carried out, if one is.
pub fn privacy_request() -> Option<uuid::Uuid> {
    PRIVACY_REQUEST.try_with(|id| *id).ok()
}

/// Runs `work` as the carrying out of request `id`: its history names the request.
pub fn for_privacy_request<F: Future>(id: uuid::Uuid, work: F) -> impl Future<Output = F::Output> {
    PRIVACY_REQUEST.scope(id, work)
}
