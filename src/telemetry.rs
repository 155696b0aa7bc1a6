//! Logging: `tracing` to stderr, human-readable or JSON lines (`LOG_FORMAT`), filtered by
//! `RUST_LOG` (by default `info` for the server and `warn` for one-off commands, whose results are
//! printed, with the SQL statement log kept quiet).
//!
//! Lines are formatted where they are logged and written by a thread of their own, as many as
//! are waiting in one write: a profile of single reads under load showed the request line's
//! `write` to stderr taking about 5 % of the server's CPU, one system call per request, under a
//! lock every worker thread takes. The writer applies back-pressure instead of dropping lines,
//! and [`Flush`] writes whatever is queued when the process ends.

use std::io::{BufWriter, IsTerminal};

use tracing_appender::non_blocking::{NonBlockingBuilder, WorkerGuard};
use tracing_subscriber::{EnvFilter, fmt};

use crate::config::LogFormat;

/// How much is logged when `RUST_LOG` is not set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verbosity {
    /// The server: a line per request, start-up and background work.
    Info,
    /// A command run once (import, export, keys …): only what went wrong, so the lines its
    /// in-process requests would log do not bury its own output.
    Warnings,
}

/// Keep it until the process ends: dropping it writes the lines still queued.
#[must_use = "dropping it stops the log writer"]
pub struct Flush {
    _writer: Option<WorkerGuard>,
}

pub fn init(format: LogFormat, verbosity: Verbosity) -> Flush {
    let default = match verbosity {
        Verbosity::Info => "info,sqlx=warn,sea_orm=warn",
        Verbosity::Warnings => "warn",
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let (writer, guard) = NonBlockingBuilder::default()
        .lossy(false)
        .thread_name("log-writer")
        .finish(BufWriter::new(std::io::stderr()));
    // Colours only for a person at a terminal: files and log collectors get plain text.
    let builder =
        fmt().with_env_filter(filter).with_writer(writer).with_ansi(std::io::stderr().is_terminal());
    // A second call (several commands in one process, tests) keeps the first subscriber.
    let installed = match format {
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
        LogFormat::Pretty => builder.compact().try_init(),
    };
    Flush { _writer: installed.is_ok().then_some(guard) }
}
