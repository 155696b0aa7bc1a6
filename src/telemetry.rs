//! Logging: `tracing` to stderr, human-readable or JSON lines (`LOG_FORMAT`), filtered by
//! `RUST_LOG` (default `info`, with the SQL statement log kept quiet).

use tracing_subscriber::{EnvFilter, fmt};

use crate::config::LogFormat;

pub fn init(format: LogFormat) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    let builder = fmt().with_env_filter(filter).with_writer(std::io::stderr);
    // A second call (several commands in one process, tests) keeps the first subscriber.
    let _ = match format {
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
        LogFormat::Pretty => builder.compact().try_init(),
    };
}
