//! Migrations for a fleet: any number of instances may start at once, and an instance of the
//! previous release starts on a database a newer release has migrated.
//!
//! On PostgreSQL, start-up work that must happen once (migrations, back-fills, the sandbox)
//! runs under a transaction-scoped advisory lock held by a transaction of its own
//! ([`Database::exclusively`]), so instances that start together take turns and each later one
//! finds the work done. SQLite is one file with one writer: it runs as before.
//!
//! Migrations follow expand/contract (docs/decisions.md, ADR-31): a release's migrations only add what
//! the previous release can ignore, so a database with migrations this build does not know is
//! served, and the unknown versions are logged.

use std::{collections::HashSet, future::Future};

use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement, TransactionTrait};

use super::Database;

/// The start-up lock's key: the two-integer form, whose key space is apart from the one-integer
/// keys of record locks (`service::record_locks`). 0x43524D is "CRM".
const STARTUP_LOCK: &str = "SELECT pg_advisory_xact_lock(4411981, 1)";

/// What an instance does with migrations at start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MigrationPolicy {
    /// Apply the pending ones (`advisory-crm migrate`, and `serve` unless told not to).
    Apply,
    /// Apply none: a deploy's migration step does that (`DATABASE_MIGRATE=false`). Start-up
    /// fails while migrations of this build are pending.
    Require,
}

/// What a database holds against this build's migrations.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct MigrationState {
    /// This build's migrations the database has not had.
    pub pending: Vec<String>,
    /// Migrations the database has had that this build does not know (a newer release's).
    pub unknown: Vec<String>,
}

impl Database {
    /// Runs `work` alone among the instances of this database: on PostgreSQL under the
    /// start-up lock, which is released when `work` ends (or the process dies). The outer
    /// error is the lock's.
    pub async fn exclusively<T, Fut: Future<Output = T>>(&self, work: Fut) -> Result<T, DbErr> {
        if self.backend() != DbBackend::Postgres {
            return Ok(work.await);
        }
        let lock = self.writer.begin().await?;
        lock.execute_raw(Statement::from_string(DbBackend::Postgres, STARTUP_LOCK)).await?;
        let result = work.await;
        let _ = lock.rollback().await;
        Ok(result)
    }

    /// The migrations pending and unknown on this database.
    pub async fn migration_state(&self) -> Result<MigrationState, DbErr> {
        let applied: Vec<String> = Migrator::get_migration_models(&self.writer)
            .await?
            .into_iter()
            .map(|model| model.version)
            .collect();
        let known: Vec<String> =
            Migrator::migrations().iter().map(|migration| migration.name().to_string()).collect();
        let applied_set: HashSet<&String> = applied.iter().collect();
        let known_set: HashSet<&String> = known.iter().collect();
        Ok(MigrationState {
            pending: known.iter().filter(|name| !applied_set.contains(name)).cloned().collect(),
            unknown: applied.iter().filter(|name| !known_set.contains(name)).cloned().collect(),
        })
    }

    /// Brings the database to this build's migrations as `policy` says (call it inside
    /// [`Self::exclusively`]). Migrations of a newer release are logged and left alone; this
    /// build's pending ones are applied only if none is unknown, because applying an older
    /// migration after a newer one would not be the order either release was tested in.
    pub async fn migrate(&self, policy: MigrationPolicy) -> Result<(), String> {
        let state = self.migration_state().await.map_err(|error| error.to_string())?;
        if !state.unknown.is_empty() {
            tracing::warn!(
                unknown = %state.unknown.join(", "),
                "the database has migrations this release does not know (a newer release applied them); serving, as expand/contract allows"
            );
        }
        if state.pending.is_empty() {
            return Ok(());
        }
        let pending = state.pending.join(", ");
        if !state.unknown.is_empty() {
            return Err(format!(
                "the database has migrations of a newer release ({}) but lacks this release's {pending}: run a release that has all of them",
                state.unknown.join(", ")
            ));
        }
        match policy {
            MigrationPolicy::Apply => {
                Migrator::up(&self.writer, None).await.map_err(|error| error.to_string())
            }
            MigrationPolicy::Require => Err(format!(
                "migrations are pending ({pending}) and DATABASE_MIGRATE=false: run `advisory-crm migrate` first"
            )),
        }
    }
}
