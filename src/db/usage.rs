//! How busy the pools are and what the reads were served by, for the metrics endpoint.

use std::sync::atomic::Ordering;

use sea_orm::{DatabaseConnection, DatabaseConnectionType};

use super::{Database, ReadPath, replica};

/// How busy one connection pool is, for the metrics endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolUsage {
    /// `read` and `write` on SQLite, `shared` (and `replica`) on PostgreSQL.
    pub pool: &'static str,
    pub in_use: usize,
    pub idle: usize,
}

impl Database {
    /// The usage of each connection pool; none when disconnected.
    pub fn pool_usage(&self) -> Vec<PoolUsage> {
        if self.is_shared() {
            let replica = self.replica.as_ref().and_then(|replica| usage_of("replica", replica.pool()));
            return usage_of("shared", &self.writer).into_iter().chain(replica).collect();
        }
        let read = match &self.reads {
            ReadPath::Sqlite(reads) => {
                let (in_use, idle) = reads.usage();
                Some(PoolUsage { pool: "read", in_use, idle })
            }
            ReadPath::Pool(pool) => usage_of("read", pool),
        };
        read.into_iter().chain(usage_of("write", &self.writer)).collect()
    }
}

fn usage_of(pool: &'static str, connection: &DatabaseConnection) -> Option<PoolUsage> {
    let (size, idle) = match &connection.inner {
        DatabaseConnectionType::SqlxSqlitePoolConnection(_) => {
            let sqlx = connection.get_sqlite_connection_pool();
            (sqlx.size(), sqlx.num_idle())
        }
        DatabaseConnectionType::SqlxPostgresPoolConnection(_) => {
            let sqlx = connection.get_postgres_connection_pool();
            (sqlx.size(), sqlx.num_idle())
        }
        _ => return None,
    };
    // `size` counts idle connections too; read apart, the two can disagree for an instant.
    Some(PoolUsage { pool, in_use: (size as usize).saturating_sub(idle), idle })
}

/// Reads served outside transactions, for the metrics endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadCounts {
    pub primary: u64,
    pub replica: u64,
    /// Single reads answered by a statement shared with others of their shape ([`coalesce`]),
    /// counted in `primary` too.
    pub together: u64,
    /// The statements that answered them.
    pub statements_together: u64,
}

impl Database {
    /// How many reads the primary and the replica have served since start.
    pub fn reads_served(&self) -> ReadCounts {
        let (together, statements_together) = self.coalescer.counts();
        ReadCounts {
            primary: self.served.primary.load(Ordering::Relaxed),
            replica: self.served.replica.load(Ordering::Relaxed),
            together,
            statements_together,
        }
    }

    /// The replica's state, when one is configured.
    pub fn replica_status(&self) -> Option<replica::ReplicaStatus> {
        self.replica.as_ref().map(|replica| replica.status())
    }
}
