//! Logging: `tracing` to stderr, human-readable or JSON lines (`LOG_FORMAT`), filtered by
//! `RUST_LOG` (by default `info` for the server and `warn` for one-off commands, whose results are
//! printed, with the SQL statement log kept quiet).

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

pub fn init(format: LogFormat, verbosity: Verbosity) {
    let default = match verbosity {
        Verbosity::Info => "info,sqlx=warn,sea_orm=warn",
        Verbosity::Warnings => "warn",
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let builder = fmt().with_env_filter(filter).with_writer(std::io::stderr);
    // A second call (several commands in one process, tests) keeps the first subscriber.
    let _ = match format {
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
        LogFormat::Pretty => builder.compact().try_init(),
    };
}
