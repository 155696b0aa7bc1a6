//! Heavy requests off the runtime's worker threads, so that they do not hold up light ones.
//!
//! On SQLite a page of 500 is read on the thread that asks (ADR-9), then turned into records,
//! serialised and compressed there: milliseconds of work during which the worker runs nothing
//! else. With two cores there are two workers, so another firm's single read arriving while
//! two of a firm's pages were being built waited for one of them to finish: its p99 went from
//! 0.4 ms quiet to several milliseconds beside a firm reading pages in parallel. A request
//! marked heavy ([`mark`]: a page, search or batch of at least [`HEAVY_RECORDS`] records on
//! SQLite) is polled from then on inside [`tokio::task::block_in_place`]: its thread leaves the
//! workers for the time of the poll and another thread takes up their queue, so light requests
//! go on being served while the operating system shares the cores among them all.
//!
//! A light request, and every request on PostgreSQL (whose reads wait on the network, not on
//! the worker), is polled as before; so is any request on a current-thread runtime (the
//! tests'), where there is no other worker to hand the queue to.

use std::{
    cell::Cell,
    future::Future,
    pin::Pin,
    task::{Context, Poll},
};

use tokio::runtime::{Handle, RuntimeFlavor};

/// A page, search or batch of at least this many records is heavy.
pub const HEAVY_RECORDS: u64 = 100;

tokio::task_local! {
    static HEAVY: Cell<bool>;
}

/// Runs `request` so that, once [`mark`] is called inside it, its polls leave the workers.
pub fn run<F: Future>(request: F) -> impl Future<Output = F::Output> {
    HEAVY.scope(Cell::new(false), Offloaded { request: Box::pin(request) })
}

/// Marks the current request heavy; its next polls run off the workers. Yields once, so that
/// the work after this point is in the next poll rather than the rest of this one.
pub async fn mark() {
    let marked = HEAVY.try_with(|heavy| !heavy.replace(true)).unwrap_or(false);
    if marked && off_workers_possible() {
        tokio::task::yield_now().await;
    }
}

fn off_workers_possible() -> bool {
    Handle::try_current().is_ok_and(|handle| handle.runtime_flavor() == RuntimeFlavor::MultiThread)
}

struct Offloaded<F: Future> {
    request: Pin<Box<F>>,
}

impl<F: Future> Future for Offloaded<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        let heavy = HEAVY.try_with(Cell::get).unwrap_or(false);
        if heavy && off_workers_possible() {
            tokio::task::block_in_place(|| self.request.as_mut().poll(cx))
        } else {
            self.request.as_mut().poll(cx)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::panic::{AssertUnwindSafe, catch_unwind};

    use super::*;

    /// Whether the calling code runs inside `block_in_place`: `Handle::block_on` is allowed
    /// there, and panics on a worker thread.
    fn off_the_workers() -> bool {
        let handle = Handle::current();
        catch_unwind(AssertUnwindSafe(|| handle.block_on(async {}))).is_ok()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_request_marked_heavy_is_polled_off_the_workers_after_the_mark() {
        let (before, after) = run(async {
            let before = off_the_workers();
            mark().await;
            (before, off_the_workers())
        })
        .await;
        assert!(!before, "a light request ran off the workers");
        assert!(after, "a heavy request ran on a worker");
    }

    #[tokio::test]
    async fn on_a_current_thread_runtime_a_heavy_request_runs_as_before() {
        assert_eq!(
            run(async {
                mark().await;
                7
            })
            .await,
            7
        );
    }
}
