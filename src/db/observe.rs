//! Every statement watched: counted for the request's log line (`queries=N`) and tests, traced,
//! and logged when slow.

use std::{
    future::Future,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use futures_util::FutureExt;
use sea_orm::DatabaseConnection;

/// Queries slower than this are logged as warnings.
const SLOW_QUERY: Duration = Duration::from_millis(200);

tokio::task_local! {
    static QUERY_COUNT: Arc<AtomicUsize>;
}

/// Runs `work`, counting the SQL statements it issues (in this task).
///
/// Not an `async fn`, nor are the other task-local scopes (request id, actor, database
/// health): an `async fn` keeps `work` as its argument and again inside the scope it awaits,
/// so each such wrapper doubled the size of the request's future — 55 KB by the outermost
/// layer, copied as it was moved from layer to layer (`memmove` was 8 % of a single read).
///
/// A count inside another (each request counts its own for its log line; a test counts a
/// request) is added to the outer one too when it ends.
pub fn count_queries<F: Future>(work: F) -> impl Future<Output = (F::Output, usize)> {
    let counter = Arc::new(AtomicUsize::new(0));
    let outer = QUERY_COUNT.try_with(Arc::clone).ok();
    QUERY_COUNT.scope(counter.clone(), work).map(move |output| {
        let queries = counter.load(Ordering::Relaxed);
        if let Some(outer) = outer {
            outer.fetch_add(queries, Ordering::Relaxed);
        }
        (output, queries)
    })
}

/// Counts, for [`count_queries`], a statement sent for this task and others together.
pub(super) fn count_statement() {
    let _ = QUERY_COUNT.try_with(|count| count.fetch_add(1, Ordering::Relaxed));
}

/// Watches every statement of a sqlx pool (see [`observe_statement`]).
pub(super) fn observe(connection: &mut DatabaseConnection) {
    connection.set_metric_callback(|info| observe_statement(info.elapsed, &info.statement.sql));
}

/// Counts a statement for [`count_queries`] and logs it when slow.
pub(super) fn observe_statement(elapsed: Duration, sql: &str) {
    count_statement();
    tracing::trace!(elapsed_us = elapsed.as_micros() as u64, sql = %sql, "query");
    if elapsed > SLOW_QUERY {
        tracing::warn!(elapsed_ms = elapsed.as_millis() as u64, sql = %logged_sql(sql), "slow query");
    }
}

/// The most of a statement a warning shows: a bulk statement (an import's or `seed`'s 1,000
/// rows) is tens of kilobytes of `$n` placeholders, and its start says which it is.
const LOGGED_SQL_CHARS: usize = 300;

/// `sql` as a warning shows it: its first [`LOGGED_SQL_CHARS`] characters, and then how long
/// it was.
pub(super) fn logged_sql(sql: &str) -> std::borrow::Cow<'_, str> {
    match sql.char_indices().nth(LOGGED_SQL_CHARS) {
        None => sql.into(),
        Some((end, _)) => format!("{}… ({} characters)", &sql[..end], sql.chars().count()).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_warning_shows_the_start_of_a_long_statement_and_its_length() {
        assert_eq!(logged_sql("SELECT 1"), "SELECT 1");
        let long = format!("INSERT INTO \"ä\" VALUES {}", "($1), ".repeat(1_000));
        let logged = logged_sql(&long);
        let length = format!(" ({} characters)", long.chars().count());
        assert_eq!(logged.chars().count(), LOGGED_SQL_CHARS + 1 + length.chars().count());
        assert!(logged.starts_with("INSERT INTO \"ä\" VALUES ($1), "), "{logged}");
        assert!(logged.ends_with(&format!("…{length}")), "{logged}");
        let exact = "x".repeat(LOGGED_SQL_CHARS);
        assert_eq!(logged_sql(&exact), exact);
    }
}
