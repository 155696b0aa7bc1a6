//! A PostgreSQL read replica (`DATABASE_REPLICA_URL`) for list and search reads, with every
//! promise of the API kept.
//!
//! A request's first list read asks the primary for its current WAL position (everything
//! acknowledged before the request is at or before it), and goes to the replica only if the
//! replica has replayed that far (waiting a few milliseconds at most); otherwise, and for the
//! rest of a request that has written, list reads go to the primary. A replica that passed
//! that check shows a snapshot of the primary taken after the request arrived, so a write
//! acknowledged by any instance before it is visible, sync loops and cursor walks miss
//! nothing, and the events feed is in order. Single-record reads (and so ETags and
//! `If-None-Match`) stay on the primary: for one row the check would cost what it saves.
//!
//! A monitor reads the replica's lag every second. While the replica is down, or lags beyond
//! `DATABASE_REPLICA_MAX_LAG_MS`, list reads go to the primary without trying it; a replica
//! read that fails for any reason is run again on the primary, so the replica never causes an
//! error.

use std::{
    sync::{
        Arc, Weak,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, DbErr, Statement};

/// How often the monitor reads the replica's lag.
const MONITOR_EVERY: Duration = Duration::from_secs(1);
/// How long a request's first list read waits for the replica to replay what the primary had
/// when it asked, before reading from the primary instead.
const CATCH_UP_WAIT: Duration = Duration::from_millis(20);
/// The pause between two looks at the replica's position while waiting for it.
const CATCH_UP_PAUSE: Duration = Duration::from_millis(2);
/// How long the monitor's query may take before the replica counts as down.
const MONITOR_TIMEOUT: Duration = Duration::from_millis(1500);

/// A WAL position as a byte offset: `pg_lsn - '0/0'`, which PostgreSQL compares and subtracts.
const PRIMARY_POSITION: &str = "SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::bigint AS position";
/// The replica's replayed position (its own written position if it has been promoted).
const REPLICA_POSITION: &str = "SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() \
     ELSE pg_current_wal_lsn() END - '0/0'::pg_lsn)::bigint AS position";
/// The replica's position and how far behind it is in time: nothing when it has replayed all
/// it received, else the age of the last transaction it replayed.
const REPLICA_LAG: &str = "SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() \
     ELSE pg_current_wal_lsn() END - '0/0'::pg_lsn)::bigint AS position, \
     CASE WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0 \
     ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0) END::float8 AS lag";

#[derive(Debug)]
pub struct Replica {
    pool: DatabaseConnection,
    state: Arc<State>,
}

#[derive(Debug)]
struct State {
    max_lag: Duration,
    down: AtomicBool,
    /// The furthest replayed position seen (it only moves forward).
    replayed: AtomicU64,
    lag_ms: AtomicU64,
    lag_bytes: AtomicU64,
}

/// The replica's state, for the metrics endpoint.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ReplicaStatus {
    pub up: bool,
    pub lag_seconds: f64,
    pub lag_bytes: u64,
}

impl Replica {
    /// Starts watching the replica behind `pool`; `primary` is asked for its position.
    pub fn start(pool: DatabaseConnection, primary: DatabaseConnection, max_lag: Duration) -> Arc<Self> {
        let state = Arc::new(State {
            max_lag,
            down: AtomicBool::new(true),
            replayed: AtomicU64::new(0),
            lag_ms: AtomicU64::new(0),
            lag_bytes: AtomicU64::new(0),
        });
        tokio::spawn(monitor(Arc::downgrade(&state), pool.clone(), primary));
        Arc::new(Replica { pool, state })
    }

    pub fn pool(&self) -> &DatabaseConnection {
        &self.pool
    }

    /// Whether a request whose list reads are undecided may read from the replica: it is up,
    /// within the lag bound, and has replayed all the primary had when `primary` answered.
    pub async fn has_caught_up(&self, primary: &DatabaseConnection) -> bool {
        if !self.usable() {
            return false;
        }
        let Ok(wanted) = position(primary, PRIMARY_POSITION).await else { return false };
        let started = Instant::now();
        loop {
            if self.state.replayed.load(Ordering::Relaxed) >= wanted {
                return true;
            }
            if started.elapsed() >= CATCH_UP_WAIT {
                return false;
            }
            match position(&self.pool, REPLICA_POSITION).await {
                Ok(replayed) => {
                    self.state.replayed.fetch_max(replayed, Ordering::Relaxed);
                    if replayed < wanted {
                        tokio::time::sleep(CATCH_UP_PAUSE).await;
                    }
                }
                Err(error) => {
                    self.failed(&error);
                    return false;
                }
            }
        }
    }

    /// A read on the replica failed: until the monitor sees it well again, reads go to the
    /// primary.
    pub fn failed(&self, error: &DbErr) {
        if !self.state.down.swap(true, Ordering::Relaxed) {
            tracing::warn!(%error, "the read replica failed: reading from the primary until it is back");
        }
    }

    fn usable(&self) -> bool {
        !self.state.down.load(Ordering::Relaxed)
            && Duration::from_millis(self.state.lag_ms.load(Ordering::Relaxed)) <= self.state.max_lag
    }

    pub fn status(&self) -> ReplicaStatus {
        ReplicaStatus {
            up: !self.state.down.load(Ordering::Relaxed),
            lag_seconds: self.state.lag_ms.load(Ordering::Relaxed) as f64 / 1000.0,
            lag_bytes: self.state.lag_bytes.load(Ordering::Relaxed),
        }
    }
}

async fn position(conn: &DatabaseConnection, sql: &str) -> Result<u64, DbErr> {
    let row = conn.query_one_raw(Statement::from_string(DbBackend::Postgres, sql)).await?;
    let position: i64 =
        row.ok_or_else(|| DbErr::RecordNotFound("position".into()))?.try_get("", "position")?;
    Ok(position.max(0) as u64)
}

async fn monitor(state: Weak<State>, replica: DatabaseConnection, primary: DatabaseConnection) {
    loop {
        let Some(state) = state.upgrade() else { return };
        let lag = tokio::time::timeout(MONITOR_TIMEOUT, async {
            let row = replica.query_one_raw(Statement::from_string(DbBackend::Postgres, REPLICA_LAG)).await?;
            let row = row.ok_or_else(|| DbErr::RecordNotFound("lag".into()))?;
            let replayed: i64 = row.try_get("", "position")?;
            let seconds: f64 = row.try_get("", "lag")?;
            Ok::<_, DbErr>((replayed.max(0) as u64, seconds))
        })
        .await;
        match lag {
            Ok(Ok((replayed, seconds))) => {
                state.replayed.fetch_max(replayed, Ordering::Relaxed);
                state.lag_ms.store((seconds.max(0.0) * 1000.0) as u64, Ordering::Relaxed);
                if let Ok(current) = position(&primary, PRIMARY_POSITION).await {
                    state.lag_bytes.store(current.saturating_sub(replayed), Ordering::Relaxed);
                }
                if state.down.swap(false, Ordering::Relaxed) {
                    tracing::info!("the read replica is serving list reads");
                }
            }
            failure => {
                if !state.down.swap(true, Ordering::Relaxed) {
                    let error = match failure {
                        Ok(Err(error)) => error.to_string(),
                        _ => "no answer in time".to_string(),
                    };
                    tracing::warn!(%error, "the read replica is down: reading from the primary");
                }
            }
        }
        drop(state);
        tokio::time::sleep(MONITOR_EVERY).await;
    }
}
