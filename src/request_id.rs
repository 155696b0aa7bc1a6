//! The id of the request being served, kept in a task-local so that any error built while
//! serving it can carry it without threading it through every function.

use std::future::Future;

tokio::task_local! {
    static REQUEST_ID: String;
}

/// The current request's id, if called while serving a request.
pub fn current() -> Option<String> {
    REQUEST_ID.try_with(Clone::clone).ok()
}

/// Runs `work` with `id` as the current request id.
///
/// Not an `async fn` (as with the other task-local scopes, see [`crate::db::count_queries`]):
/// one would hold `work` twice, as its argument and inside the scope it awaits.
pub fn scope<F: Future>(id: String, work: F) -> impl Future<Output = F::Output> {
    REQUEST_ID.scope(id, work)
}

/// The client's `X-Request-Id` when it is sane (1–128 visible ASCII characters from a safe
/// set), otherwise a new UUID v7.
pub fn from_header_or_new(header: Option<&str>) -> String {
    header
        .filter(|id| {
            (1..=128).contains(&id.len())
                && id.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.:".contains(&b))
        })
        .map(str::to_string)
        .unwrap_or_else(|| uuid::Uuid::now_v7().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_sane_ids_and_replaces_others() {
        assert_eq!(from_header_or_new(Some("abc-123")), "abc-123");
        assert_ne!(from_header_or_new(Some("bad id\n")), "bad id\n");
        assert_eq!(from_header_or_new(Some(&"x".repeat(200))).len(), 36);
        assert_eq!(from_header_or_new(None).len(), 36);
    }
}
