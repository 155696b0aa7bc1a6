//! The field history's hash chain (docs/decisions.md, ADR-38). Entries are written unsealed in
//! their change's transaction; a sealer, one at a time, then appends every unsealed entry of an
//! organisation to its chain in id order: each gets the next position, the salted digests of
//! its values, and a digest over the previous entry's digest and its own fields. Since sealing
//! takes whatever is unsealed, an entry that commits late is sealed in a later round, never
//! skipped, and no write waits on another for the chain.

use std::collections::HashMap;

use chrono::Utc;
use rand::{Rng, distr::Alphanumeric};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Statement,
};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::{
    db::{Database, Reads},
    entity::{field_history, history_checkpoint, organisation},
    error::ServiceError,
};

/// At most this many entries of one organisation are sealed in one transaction.
const SEAL_AT_ONCE: u64 = 2_000;
/// Entries read at once while verifying.
const VERIFY_AT_ONCE: u64 = 1_000;
/// The PostgreSQL advisory lock the sealer holds, so only one instance seals at a time.
const SEALER_LOCK: i64 = 0x6869_7374_6f72_7921;

/// A new entry's salt.
pub fn salt() -> String {
    rand::rng().sample_iter(&Alphanumeric).take(16).map(char::from).collect()
}

fn sha256(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// The salted digest of a stored value (JSON text, or none).
fn value_digest(salt: &str, value: Option<&str>) -> String {
    sha256(&format!("{salt}\u{0}{}", value.unwrap_or("\u{1}absent")))
}

/// The digest of an entry at `position` following one whose digest is `previous`.
fn entry_digest(previous: &str, position: i64, entry: &field_history::Model) -> String {
    let fields = json!([
        position,
        entry.id,
        entry.organisation_id,
        entry.resource_type,
        entry.resource_id,
        entry.profile_id,
        entry.event_id,
        entry.field,
        entry.old_digest,
        entry.new_digest,
        entry.changed_at.timestamp_micros(),
        entry.actor_type,
        entry.actor_member_id,
        entry.actor_key_id,
        entry.actor_oauth_client_id,
        entry.operation_id,
        entry.request_id,
        entry.batch_index,
        entry.imported,
    ]);
    // Committed to only when set, so that entries sealed before the column existed verify.
    let fields = match (fields, entry.privacy_request_id) {
        (Value::Array(mut fields), Some(request)) => {
            fields.push(json!(request));
            Value::Array(fields)
        }
        (fields, _) => fields,
    };
    sha256(&format!("{previous}\n{fields}"))
}

/// Seals every organisation's unsealed entries (up to [`SEAL_AT_ONCE`] each per call). Returns
/// how many were sealed; on PostgreSQL, none while another instance is sealing.
pub async fn seal_all(db: &Database) -> Result<u64, ServiceError> {
    let organisations = db.all(organisation::Entity::find()).await?;
    let mut sealed = 0;
    for organisation in organisations {
        sealed += seal(db, organisation.id).await?;
    }
    Ok(sealed)
}

/// Seals up to [`SEAL_AT_ONCE`] of an organisation's unsealed entries, in id order.
pub async fn seal(db: &Database, organisation_id: Uuid) -> Result<u64, ServiceError> {
    db.write(move |txn| async move {
        let txn = &*txn;
        if txn.get_database_backend() == DbBackend::Postgres {
            let lock = Statement::from_sql_and_values(
                DbBackend::Postgres,
                "SELECT pg_try_advisory_xact_lock($1) AS taken",
                [(SEALER_LOCK ^ organisation_id.as_u64_pair().0 as i64).into()],
            );
            let taken =
                txn.query_one_raw(lock).await?.map(|row| row.try_get::<bool>("", "taken")).transpose()?;
            if taken != Some(true) {
                return Ok(0);
            }
        }
        let unsealed = field_history::Entity::find()
            .filter(field_history::Column::OrganisationId.eq(organisation_id))
            .filter(field_history::Column::ChainPosition.is_null())
            .order_by_asc(field_history::Column::Id)
            .limit(SEAL_AT_ONCE)
            .all(txn)
            .await?;
        if unsealed.is_empty() {
            return Ok(0);
        }
        let (mut position, mut previous) = end_of_chain(txn, organisation_id).await?;
        let count = unsealed.len() as u64;
        let mut seals = Vec::with_capacity(unsealed.len());
        for mut entry in unsealed {
            position += 1;
            entry.old_digest = Some(value_digest(&entry.value_salt, entry.old_value.as_deref()));
            entry.new_digest = Some(value_digest(&entry.value_salt, entry.new_value.as_deref()));
            let digest = entry_digest(&previous, position, &entry);
            previous = digest.clone();
            seals.push(Seal { entry, position, digest });
        }
        write_seals(txn, &seals).await?;
        Ok(count)
    })
    .await
}

/// An entry as sealed: its place in the chain and its digest (its value digests set).
struct Seal {
    entry: field_history::Model,
    position: i64,
    digest: String,
}

/// Entries sealed per statement: 5 values each, well under either backend's limit.
const SEALS_PER_STATEMENT: usize = 1_000;

/// Writes the seals with one `UPDATE … FROM` per chunk: the sealer holds SQLite's one writer
/// (and a PostgreSQL connection) for one statement per thousand entries, not one per entry.
async fn write_seals(txn: &impl ConnectionTrait, seals: &[Seal]) -> Result<(), sea_orm::DbErr> {
    let backend = txn.get_database_backend();
    for chunk in seals.chunks(SEALS_PER_STATEMENT) {
        let mut values: Vec<sea_orm::Value> = Vec::with_capacity(chunk.len() * 5);
        let mut tuples = Vec::with_capacity(chunk.len());
        for seal in chunk {
            tuples.push(match backend {
                DbBackend::Postgres => {
                    let n = values.len();
                    format!("(${}::uuid, ${}::bigint, ${}, ${}, ${})", n + 1, n + 2, n + 3, n + 4, n + 5)
                }
                _ => "(?, ?, ?, ?, ?)".to_string(),
            });
            values.extend([
                seal.entry.id.into(),
                seal.position.into(),
                seal.entry.old_digest.clone().into(),
                seal.entry.new_digest.clone().into(),
                seal.digest.clone().into(),
            ]);
        }
        let sql = format!(
            "WITH sealed (id, chain_position, old_digest, new_digest, digest) AS (VALUES {})
             UPDATE field_history SET chain_position = sealed.chain_position,
                 old_digest = sealed.old_digest, new_digest = sealed.new_digest, digest = sealed.digest
             FROM sealed WHERE field_history.id = sealed.id",
            tuples.join(", ")
        );
        txn.execute_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    }
    Ok(())
}

/// The runs of the organisation's chain that retention removed, by first position: each run's
/// last position and digest.
async fn removed_runs(
    conn: &impl Reads,
    organisation_id: Uuid,
) -> Result<HashMap<i64, (i64, String)>, sea_orm::DbErr> {
    let runs = conn
        .all(
            history_checkpoint::Entity::find()
                .filter(history_checkpoint::Column::OrganisationId.eq(organisation_id)),
        )
        .await?;
    Ok(runs.into_iter().map(|run| (run.first_position, (run.last_position, run.digest))).collect())
}

/// The position and digest the chain ends with (its last entry, or the last run removed),
/// where the next sealed entry follows.
async fn end_of_chain(conn: &impl Reads, organisation_id: Uuid) -> Result<(i64, String), sea_orm::DbErr> {
    let last = conn
        .one(
            field_history::Entity::find()
                .filter(field_history::Column::OrganisationId.eq(organisation_id))
                .filter(field_history::Column::ChainPosition.is_not_null())
                .order_by_desc(field_history::Column::ChainPosition),
        )
        .await?
        .map(|last| (last.chain_position.unwrap_or_default(), last.digest.unwrap_or_default()));
    let removed = removed_runs(conn, organisation_id).await?.into_values().max_by_key(|(last, _)| *last);
    Ok(match (last, removed) {
        (Some(last), Some(removed)) => {
            if removed.0 > last.0 {
                removed
            } else {
                last
            }
        }
        (Some(end), None) | (None, Some(end)) => end,
        (None, None) => (0, String::new()),
    })
}

/// Whether an entry's values still have the digests sealed with them (erased values are not
/// checked: their digests stand for them).
fn values_match(entry: &field_history::Model) -> bool {
    let sealed = |digest: &Option<String>, value: &Option<String>| {
        digest.as_deref() == Some(&value_digest(&entry.value_salt, value.as_deref()))
    };
    entry.values_erased_at.is_some()
        || (sealed(&entry.old_digest, &entry.old_value) && sealed(&entry.new_digest, &entry.new_value))
}

/// What verifying an organisation's chain found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// Sealed entries checked.
    pub entries: u64,
    /// Entries not sealed yet (written in the last moments), not checked.
    pub unsealed: u64,
    /// The first entry that does not match, if one does not.
    pub mismatch: Option<Mismatch>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    pub position: i64,
    /// The entry at that position; none when it is missing.
    pub entry_id: Option<Uuid>,
    pub reason: &'static str,
}

/// Walks an organisation's chain from its start and reports the first entry whose values,
/// fields or place do not match what was sealed.
pub async fn verify(db: &Database, organisation_id: Uuid) -> Result<Verification, ServiceError> {
    let unsealed = db
        .count(
            field_history::Entity::find()
                .filter(field_history::Column::OrganisationId.eq(organisation_id))
                .filter(field_history::Column::ChainPosition.is_null()),
        )
        .await?;
    let removed = removed_runs(db, organisation_id).await?;
    let (mut expected, mut previous, mut entries) = (1_i64, String::new(), 0_u64);
    loop {
        let page = db
            .all(
                field_history::Entity::find()
                    .filter(field_history::Column::OrganisationId.eq(organisation_id))
                    .filter(field_history::Column::ChainPosition.gte(expected))
                    .order_by_asc(field_history::Column::ChainPosition)
                    .limit(VERIFY_AT_ONCE),
            )
            .await?;
        let done = (page.len() as u64) < VERIFY_AT_ONCE;
        for entry in page {
            let position = entry.chain_position.unwrap_or_default();
            // A run retention removed: the chain goes on from its last digest.
            while position != expected
                && let Some((last, digest)) = removed.get(&expected)
            {
                (expected, previous) = (last + 1, digest.clone());
            }
            let mismatch = |reason| Some(Mismatch { position, entry_id: Some(entry.id), reason });
            let found = if position != expected {
                Some(Mismatch {
                    position: expected,
                    entry_id: None,
                    reason: "missing: the chain skips this position",
                })
            } else if !values_match(&entry) {
                mismatch("a value differs from the one sealed")
            } else if entry.digest.as_deref() != Some(&entry_digest(&previous, position, &entry)) {
                mismatch("the entry's fields, or the chain before it, differ from what was sealed")
            } else {
                None
            };
            if found.is_some() {
                return Ok(Verification { entries, unsealed, mismatch: found });
            }
            entries += 1;
            expected += 1;
            previous = entry.digest.unwrap_or_default();
        }
        if done {
            return Ok(Verification { entries, unsealed, mismatch: None });
        }
    }
}

/// How often a server seals.
pub const SEAL_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// Seals every [`SEAL_EVERY`] for as long as the server runs.
pub async fn seal_periodically(db: Database) {
    let mut ticks = tokio::time::interval(SEAL_EVERY);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if let Err(error) = seal_all(&db).await {
            tracing::warn!(%error, at = %Utc::now(), "sealing the field history failed; it is retried");
        }
    }
}
