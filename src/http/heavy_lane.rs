//! Large pages on threads of their own, below the runtime's workers in the CPU's queue.
//!
//! A page of hundreds of records is read (on SQLite, on the asking thread: ADR-9), turned into
//! records and serialised in one go: milliseconds of CPU during which its worker runs nothing
//! else. Two cores have two workers, so a firm reading large pages in parallel kept both busy,
//! and another firm's single read waited for a core behind them. A `GET` asking for a page of
//! at least [`HEAVY_PAGE_SIZE`] records runs instead on the lane's threads, which ask the
//! operating system for a lower priority ([`LANE_NICENESS`]). They take every core while
//! nothing else wants it, so a lone firm's pages lose nothing; when light requests wait, the
//! scheduler runs those first (ADR-48).
//!
//! The whole request moves, middleware included, so its task-locals (request id, query count,
//! database scope) are set where it runs. Writes stay on the workers: a batch holds SQLite's
//! single writer, and a lowered priority there would slow every firm's writes behind it.
//!
//! The lane exists only under a multi-threaded runtime (the server's); on a current-thread one
//! (the tests' in-process clients) every request runs where it arrives.

use std::sync::Arc;

use poem::{Endpoint, IntoResponse, Middleware, Request, Response, http::Method};
use tokio::runtime::{Handle, Runtime, RuntimeFlavor};

use super::{ApiError, RETRY_AFTER_UNAVAILABLE};

/// A `GET` whose `pageSize` is at least this is heavy.
pub const HEAVY_PAGE_SIZE: u64 = 100;

/// How much lower the lane's threads ask to be scheduled (`nice`, 0 to 19): at 10, a worker
/// wanting a core gets about nine tenths of it against a lane thread.
pub const LANE_NICENESS: libc::c_int = 10;

/// Where heavy requests run; cloning shares the lane.
#[derive(Debug, Clone, Default)]
pub struct HeavyLane {
    runtime: Option<Arc<LaneRuntime>>,
}

/// The lane's runtime, shut down without waiting when the last clone goes (it may go inside
/// another runtime, where a blocking drop would panic).
#[derive(Debug)]
struct LaneRuntime(Option<Runtime>);

impl Drop for LaneRuntime {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}

impl HeavyLane {
    /// A lane of one thread per core when the current runtime is multi-threaded, else none.
    pub fn for_current_runtime() -> Self {
        let multi_threaded = Handle::try_current()
            .map(|handle| handle.runtime_flavor() == RuntimeFlavor::MultiThread)
            .unwrap_or(false);
        if !multi_threaded {
            return HeavyLane::default();
        }
        let threads = std::thread::available_parallelism().map_or(2, |cores| cores.get());
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads)
            .thread_name("heavy-lane")
            // As the workers' (cli): a request's future nests the whole middleware stack.
            .thread_stack_size(8 << 20)
            .on_thread_start(lower_this_threads_priority)
            .enable_all()
            .build();
        match runtime {
            Ok(runtime) => HeavyLane { runtime: Some(Arc::new(LaneRuntime(Some(runtime)))) },
            Err(error) => {
                tracing::warn!(%error, "no heavy lane: large pages run on the workers");
                HeavyLane::default()
            }
        }
    }

    fn handle(&self) -> Option<&Handle> {
        self.runtime.as_ref().and_then(|lane| lane.0.as_ref()).map(Runtime::handle)
    }
}

/// Linux schedules threads, not processes: `setpriority` on a thread id lowers that thread only.
fn lower_this_threads_priority() {
    // SAFETY: plain system calls on the calling thread's own id; failure leaves it as it was.
    let lowered =
        unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, LANE_NICENESS) };
    if lowered != 0 {
        tracing::debug!("heavy lane thread keeps the workers' priority");
    }
}

/// Whether `req` asks for a large page: a `GET` with `pageSize` (any case, as the parameters
/// are read) of at least [`HEAVY_PAGE_SIZE`].
pub fn is_heavy(req: &Request) -> bool {
    if req.method() != Method::GET {
        return false;
    }
    let query = req.uri().query().unwrap_or_default();
    query.split('&').filter_map(|pair| pair.split_once('=')).any(|(name, value)| {
        name.eq_ignore_ascii_case("pagesize")
            && value.parse::<u64>().is_ok_and(|size| size >= HEAVY_PAGE_SIZE)
    })
}

impl<E: Endpoint + 'static> Middleware<E> for HeavyLane {
    type Output = HeavyLaneEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        HeavyLaneEndpoint { inner: Arc::new(inner), lane: self.clone() }
    }
}

/// The endpoint behind [`HeavyLane`].
pub struct HeavyLaneEndpoint<E> {
    inner: Arc<E>,
    lane: HeavyLane,
}

/// Aborts the lane's task when the request is dropped (its client gone), as the request's own
/// future would have stopped.
struct AbortOnDrop(tokio::task::JoinHandle<poem::Result<Response>>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl<E: Endpoint + 'static> Endpoint for HeavyLaneEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let Some(handle) = self.lane.handle().filter(|_| is_heavy(&req)) else {
            return self.inner.call(req).await.map(IntoResponse::into_response);
        };
        let inner = self.inner.clone();
        let mut task =
            AbortOnDrop(handle.spawn(async move { inner.call(req).await.map(IntoResponse::into_response) }));
        match (&mut task.0).await {
            Ok(answer) => answer,
            // A panic goes on where it would have gone had the request run here.
            Err(error) if error.is_panic() => std::panic::resume_unwind(error.into_panic()),
            // The lane shut down under it (the process is stopping): the error body every 503
            // carries, since this layer sits outside the frame that would translate a bare one.
            Err(_) => Err(ApiError::unavailable()
                .with_header("retry-after", RETRY_AFTER_UNAVAILABLE.to_string())
                .into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(method: Method, uri: &str) -> Request {
        Request::builder().method(method).uri(uri.parse().unwrap()).finish()
    }

    #[test]
    fn only_gets_of_large_pages_are_heavy() {
        assert!(is_heavy(&request(Method::GET, "/api/v1/contacts/search?searchString=a&pageSize=500")));
        assert!(is_heavy(&request(Method::GET, "/api/v1/contacts?PAGESIZE=100")));
        assert!(!is_heavy(&request(Method::GET, "/api/v1/contacts?pageSize=99")));
        assert!(!is_heavy(&request(Method::GET, "/api/v1/members")));
        assert!(!is_heavy(&request(Method::GET, "/api/v1/contacts?pageSize=lots")));
        assert!(!is_heavy(&request(Method::POST, "/api/v1/notes/batch?pageSize=500")));
    }

    #[test]
    fn large_pages_run_on_the_lane_and_the_rest_where_they_arrive() {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).build().unwrap();
        runtime.block_on(async {
            let thread_name =
                poem::endpoint::make_sync(|_| std::thread::current().name().unwrap_or("").to_owned());
            let app = HeavyLane::for_current_runtime().transform(thread_name);
            let ran_on = |uri: &str| app.call(request(Method::GET, uri));
            let heavy =
                ran_on("/api/v1/contacts?pageSize=500").await.unwrap().into_body().into_string().await;
            let light = ran_on("/api/v1/contacts?pageSize=5").await.unwrap().into_body().into_string().await;
            assert_eq!(heavy.unwrap(), "heavy-lane");
            assert_ne!(light.unwrap(), "heavy-lane");
        });
    }

    #[test]
    fn no_lane_under_a_current_thread_runtime() {
        let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
        runtime.block_on(async { assert!(HeavyLane::for_current_runtime().handle().is_none()) });
    }

    #[test]
    fn a_lane_under_a_multi_threaded_runtime_runs_below_the_workers() {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).build().unwrap();
        let niceness = runtime.block_on(async {
            let lane = HeavyLane::for_current_runtime();
            let handle = lane.handle().expect("a lane").clone();
            // SAFETY: reads the calling thread's own priority.
            handle
                .spawn(async {
                    unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) }
                })
                .await
        });
        // At least: a test run already niced further keeps its own.
        assert!(niceness.unwrap() >= LANE_NICENESS);
    }
}
