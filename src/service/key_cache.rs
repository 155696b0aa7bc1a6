//! API keys verified from memory instead of a query per request (docs/decisions.md,
//! ADR-5).
//!
//! A key found in the database is remembered for [`KEY_CACHE_TTL`]; its revocation and expiry
//! are still checked on every request against the remembered record. Revoking a key in this
//! process ([`super::keys::revoke`]) counts a change ([`super::keys::changes_made_here`]) that
//! makes every cache in the process forget what it holds, so the revoking instance refuses the key at once; another
//! process (a second instance, the `keys revoke` command) is seen when the entry's lifetime
//! ends, within [`KEY_CACHE_TTL`]. Unknown keys are not remembered, so a key issued elsewhere
//! works at once and guessing cannot fill the memory.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::{db::Database, entity::api_key};

/// How long a key read from the database is trusted without reading it again: the longest a
/// key revoked by another process keeps working here.
pub const KEY_CACHE_TTL: Duration = Duration::from_secs(2);

/// More entries than this (distinct keys used within one lifetime) and the cache starts afresh.
const MAX_ENTRIES: usize = 10_000;

struct Entry {
    key: api_key::Model,
    read_at: Instant,
    generation: u64,
}

/// The keys one server has recently verified, by hash.
#[derive(Default)]
pub struct KeyCache {
    entries: Mutex<HashMap<String, Entry>>,
}

impl KeyCache {
    pub fn new() -> Self {
        Self::default()
    }

    /// The key with this hash (revoked or expired ones included: the caller decides), from
    /// memory while fresh, otherwise from the database.
    pub async fn find_by_hash(
        &self,
        db: &Database,
        hash: &str,
    ) -> Result<Option<api_key::Model>, sea_orm::DbErr> {
        // A key changed in this process since an entry was read makes the entry stale at once.
        let generation = super::keys::changes_made_here();
        if let Some(key) = self.fresh(hash, generation) {
            return Ok(Some(key));
        }
        let found = super::keys::find_by_hash(db, hash).await?;
        if let Some(key) = &found {
            let mut entries = self.lock();
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
            entries.insert(hash.to_string(), Entry { key: key.clone(), read_at: Instant::now(), generation });
        }
        Ok(found)
    }

    fn fresh(&self, hash: &str, generation: u64) -> Option<api_key::Model> {
        let entries = self.lock();
        let entry = entries.get(hash)?;
        (entry.generation == generation && entry.read_at.elapsed() < KEY_CACHE_TTL).then(|| entry.key.clone())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Entry>> {
        self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
