//! `serve`: the HTTP server until Ctrl-C or SIGTERM.

use super::{describe, open_with};
use crate::{
    app::{build_app_with, metrics_app},
    config::Config,
    db::MigrationPolicy,
    delivery,
    http::{
        self, Capacity,
        server::{Acceptor, ConnectionTimeouts},
    },
    seed::sandbox,
    service::{events, invitations, organisations},
};

pub async fn serve(mut config: Config) -> Result<(), String> {
    let policy = if config.database.migrate { MigrationPolicy::Apply } else { MigrationPolicy::Require };
    let db = open_with(&config, policy).await?;
    // Instances starting together take turns, so one makes the key and the sandbox.
    let (stored_key, sandbox) = db
        .exclusively(async {
            let stored_key = match config.invite_keys_are_ephemeral {
                true => Some(invitations::stored_key::stored_key(&db).await.map_err(describe)?),
                false => None,
            };
            // Keys configured after a stored one was used: its links keep verifying.
            if !config.invite_keys_are_ephemeral
                && let Some(old) = invitations::stored_key::existing(&db).await.map_err(describe)?
            {
                config.invite_keys.push(old);
            }
            let sandbox = sandbox::seed_on_first_start(&db, config.seed_sandbox).await.map_err(describe)?;
            Ok::<_, String>((stored_key, sandbox))
        })
        .await
        .map_err(|error| format!("cannot take the start-up lock: {error}"))??;
    if let Some(key) = stored_key {
        config.invite_keys = vec![key];
        if db.backend() == sea_orm::DbBackend::Postgres {
            // Production: the key then sits in plain text in the database and in every backup.
            tracing::warn!(
                "INVITE_SIGNING_KEYS is not set: fact-find invitation links are signed with a key kept in plain text in the database (service_settings); set INVITE_SIGNING_KEYS (links already signed keep verifying until they expire, while the stored key is listed in it too)"
            );
        } else {
            tracing::info!(
                "INVITE_SIGNING_KEYS is not set: fact-find invitation links are signed with a key generated once and kept in the database"
            );
        }
    }
    let base = format!("http://{}", config.bind_addr);
    match sandbox {
        Some(seed) => print_sandbox_banner(&base, &seed.api_key, &seed.oauth_client),
        None => {
            if let Ok(Some(org)) = organisations::find_sandbox(&db).await {
                println!("Sandbox organisation: {} ({})", org.name, org.id);
                println!("Its key was printed at first start. For a new one:");
                println!("  cargo run --release -- keys create --org {} --sandbox", org.id);
            }
        }
    }
    println!("Swagger UI:   {base}/docs");
    println!("OpenAPI:      {base}/api/v1/openapi.json");
    if let Some((before, after)) = http::server::raise_open_file_limit()
        && after > before
    {
        tracing::info!(before, after, "raised the open-file limit to the hard limit");
    }
    let acceptor = Acceptor::bind(config.bind_addr)
        .map_err(|error| format!("cannot serve on {}: {error}", config.bind_addr))?;
    let timeouts = ConnectionTimeouts::of(&config);
    tokio::spawn(purge_events_periodically(db.clone(), config.event_retention_days));
    tokio::spawn(crate::service::history::chain::seal_periodically(db.clone()));
    tokio::spawn(events::positions::stamp_periodically(db.clone()));
    tokio::spawn(purge_history_periodically(db.clone(), config.history_retention_days));
    tokio::spawn(keep_access_log_periodically(db.clone(), config.access_log_retention_days));
    tokio::spawn(erase_due_periodically(db.clone(), crate::api::hold_years(&config)));
    let worker = delivery::start(db.clone(), config.webhooks.clone());
    let capacity = Capacity::of(&config, &db);
    serve_metrics(&config, metrics_app(db.clone(), capacity.clone()), timeouts);
    let access_log = db.access_log().clone();
    let app = build_app_with(&config, db, capacity);
    tracing::info!(address = %config.bind_addr, "listening");
    http::server::serve(acceptor, app, timeouts, shutdown_signal()).await;
    worker.abort();
    // The reads answered in the last moments: their entries are written before the process ends.
    if let Err(error) = access_log.flush().await {
        tracing::error!(%error, "the access log's last entries could not be written");
    }
    tracing::info!("stopped");
    Ok(())
}

/// Starts the metrics listener. A port that cannot be bound (another instance on the host has
/// it) is logged, not fatal: the API matters more than its metrics, and an upgrade that brings
/// the listener must not stop a server from starting.
fn serve_metrics(config: &Config, app: impl poem::Endpoint + 'static, timeouts: ConnectionTimeouts) {
    let Some(address) = config.metrics_bind_addr else {
        if config.metrics_token.is_none() {
            tracing::warn!("metrics are not served: METRICS_BIND_ADDR is off and METRICS_TOKEN is not set");
        }
        return;
    };
    match Acceptor::bind(address) {
        Ok(acceptor) => {
            tracing::info!(%address, "serving metrics");
            tokio::spawn(http::server::serve(acceptor, app, timeouts, std::future::pending()));
        }
        Err(error) => tracing::warn!(
            %address,
            %error,
            "cannot serve metrics on METRICS_BIND_ADDR; serving the API without them (set METRICS_BIND_ADDR to a free address, or off)"
        ),
    }
}

/// How often the server deletes the events past their retention.
const EVENT_PURGE_EVERY: std::time::Duration = std::time::Duration::from_secs(3600);

/// Deletes events older than `retention_days` at start and every hour after (every instance
/// does; deleting what another instance has deleted costs nothing).
async fn purge_events_periodically(db: crate::db::Database, retention_days: u32) {
    let mut ticks = tokio::time::interval(EVENT_PURGE_EVERY);
    loop {
        ticks.tick().await;
        match events::purge_older_than(&db, retention_days).await {
            Ok(0) => {}
            Ok(purged) => tracing::info!(purged, retention_days, "purged old events"),
            Err(error) => tracing::warn!(%error, "purging old events failed"),
        }
    }
}

/// Purges the field history past its retention at start and every hour after (every instance
/// does; the work is idempotent).
async fn purge_history_periodically(db: crate::db::Database, retention_days: u32) {
    let mut ticks = tokio::time::interval(EVENT_PURGE_EVERY);
    loop {
        ticks.tick().await;
        match crate::service::history::retention::purge(&db, retention_days, chrono::Utc::now()).await {
            Ok(purged) if purged == Default::default() => {}
            Ok(purged) => {
                tracing::info!(purged.erased, purged.removed, retention_days, "purged old field history")
            }
            Err(error) => tracing::warn!(%error, "purging old field history failed"),
        }
    }
}

/// Makes the access log's coming partitions (PostgreSQL) and purges it past its retention, at
/// start and every hour after (every instance does; one makes partitions at a time).
async fn keep_access_log_periodically(db: crate::db::Database, retention_days: u32) {
    use crate::service::access_log::retention;
    let mut ticks = tokio::time::interval(EVENT_PURGE_EVERY);
    loop {
        ticks.tick().await;
        let now = chrono::Utc::now();
        if let Err(error) = retention::prepare_partitions(&db, now).await {
            tracing::warn!(%error, "making the access log's partitions failed; it is retried");
        }
        match retention::purge(&db, retention_days, now).await {
            Ok(purged) if purged == Default::default() => {}
            Ok(purged) => tracing::info!(
                purged.partitions,
                purged.entries,
                retention_days,
                "purged old access log entries"
            ),
            Err(error) => tracing::warn!(%error, "purging old access log entries failed"),
        }
    }
}

/// Carries out the scheduled erasures due today, at start and every hour after (every instance
/// does; each erasure runs once, in the transaction that decides it).
async fn erase_due_periodically(db: crate::db::Database, years: crate::service::privacy::holds::HoldYears) {
    use crate::service::privacy::{holds, scheduled};
    let mut ticks = tokio::time::interval(EVENT_PURGE_EVERY);
    loop {
        ticks.tick().await;
        let read = crate::api::contacts::read_correction;
        match scheduled::run_due(&db, holds::today(), years, read).await {
            Ok(ran) if ran == Default::default() => {}
            Ok(ran) => tracing::info!(
                erased = ran.erased.len(),
                moved = ran.moved.len(),
                held = ran.held.len(),
                "ran the scheduled erasures due"
            ),
            Err(error) => tracing::warn!(%error, "running the scheduled erasures failed; retried in an hour"),
        }
    }
}

/// Ctrl-C, or SIGTERM (what container runtimes and systemd send to stop a service).
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = terminate.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

fn print_sandbox_banner(base: &str, key: &str, (client_id, client_secret): &(String, String)) {
    println!();
    println!("  Sandbox organisation created: {}", sandbox::SANDBOX_NAME);
    println!("  Sandbox API key (shown once; keep it):");
    println!();
    println!("    {key}");
    println!();
    println!("  Try it:  curl -H \"Authorization: {key}\" {base}/api/v1/members");
    println!("  Or open {base}/docs, press Authorize and paste the key.");
    println!();
    println!("  Sandbox OAuth 2.0 client (client credentials; also shown once):");
    println!("    client_id:     {client_id}");
    println!("    client_secret: {client_secret}");
    println!("  Its tokens: curl -u {client_id}:{client_secret} -d grant_type=client_credentials \\");
    println!("                -d scope=contacts:read {base}/oauth/token");
    println!();
}
