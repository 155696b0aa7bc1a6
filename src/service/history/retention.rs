//! Retention of the field history (`HISTORY_RETENTION_DAYS`, docs/decisions.md ADR-38). An
//! entry may go once it is older than the retention **and** its record has been archived (its
//! profile, for a record that belongs to one) or deleted for at least as long: a live record
//! keeps its whole history. Going happens in two steps that keep the chain verifiable: the
//! entry's values are erased (its digests stay); then erased entries are removed, each run of
//! consecutive positions leaving a checkpoint with its last digest, which verification goes on
//! from. Work is done in small transactions,
//! so the SQLite writer is never held long.

use std::collections::BTreeSet;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    sea_query::Expr,
};
use uuid::Uuid;

use super::creation::{self, CREATED};

use crate::{
    db::{Database, Reads},
    entity::{
        contact, field_history, financial_product, history_checkpoint, note, opportunity, organisation,
        policy, profile,
    },
    error::ServiceError,
    service::{events::ResourceType, scoped},
};

/// Entries read, or removed, at once.
const AT_ONCE: u64 = 500;

/// What one purge did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Purged {
    /// Entries whose values were erased.
    pub erased: u64,
    /// Entries removed from the start of their chains.
    pub removed: u64,
}

/// Purges every organisation's history as of `now` (the clock is a parameter so tests can
/// set it).
pub async fn purge(db: &Database, retention_days: u32, now: DateTime<Utc>) -> Result<Purged, ServiceError> {
    let cutoff = now - Duration::days(i64::from(retention_days));
    let mut purged = Purged::default();
    for organisation in db.all(organisation::Entity::find()).await? {
        purged.erased += erase_closed(db, organisation.id, cutoff, now).await?;
        purged.removed += remove_erased(db, organisation.id, cutoff).await?;
    }
    Ok(purged)
}

/// A record with entries older than the cutoff: its type, id and profile.
type Record = (String, Uuid, Option<Uuid>);

async fn erase_closed(
    db: &Database,
    organisation_id: Uuid,
    cutoff: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<u64, ServiceError> {
    let old_enough = || {
        field_history::Entity::find()
            .filter(field_history::Column::OrganisationId.eq(organisation_id))
            .filter(field_history::Column::ChangedAt.lt(cutoff))
            .filter(field_history::Column::ValuesErasedAt.is_null())
            .filter(field_history::Column::ChainPosition.is_not_null())
    };
    let mut records: BTreeSet<Record> = BTreeSet::new();
    let mut after = None;
    loop {
        let mut page = old_enough().order_by_asc(field_history::Column::Id).limit(AT_ONCE);
        if let Some(after) = after {
            page = page.filter(field_history::Column::Id.gt(after));
        }
        let rows = db.all(page).await?;
        after = rows.last().map(|row| row.id);
        records.extend(rows.iter().map(|row| (row.resource_type.clone(), row.resource_id, row.profile_id)));
        if (rows.len() as u64) < AT_ONCE {
            break;
        }
    }
    let mut erased = 0;
    for (resource_type, resource_id, profile_id) in records {
        if !closed_before(db, organisation_id, &resource_type, resource_id, profile_id, cutoff).await? {
            continue;
        }
        erased += erase_values(db, organisation_id, resource_id, cutoff, now).await?;
    }
    Ok(erased)
}

/// Erases the values of a record's sealed entries older than `cutoff`. A creation row keeps its
/// fields' names (`creation::erased`), read and written one row at a time (a record has one).
async fn erase_values(
    db: &Database,
    organisation_id: Uuid,
    resource_id: Uuid,
    cutoff: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<u64, ServiceError> {
    let entries = || {
        Condition::all()
            .add(field_history::Column::OrganisationId.eq(organisation_id))
            .add(field_history::Column::ResourceId.eq(resource_id))
            .add(field_history::Column::ChangedAt.lt(cutoff))
            .add(field_history::Column::ValuesErasedAt.is_null())
            .add(field_history::Column::ChainPosition.is_not_null())
    };
    let mut erased = 0;
    let creations =
        field_history::Entity::find().filter(entries().add(field_history::Column::Field.eq(CREATED)));
    for row in db.all(creations).await? {
        let names = creation::erased(row.new_value.as_deref());
        erased += db
            .write_statement(|conn| {
                let names = names.clone();
                async move {
                    let erase = field_history::Entity::update_many()
                        .col_expr(field_history::Column::NewValue, Expr::value(names))
                        .col_expr(field_history::Column::ValuesErasedAt, Expr::value(now))
                        .filter(field_history::Column::Id.eq(row.id))
                        .filter(field_history::Column::ValuesErasedAt.is_null());
                    erase.exec(&conn).await.map(|done| done.rows_affected)
                }
            })
            .await?;
    }
    erased += db
        .write_statement(|conn| async move {
            let erase = field_history::Entity::update_many()
                .col_expr(field_history::Column::OldValue, Expr::value(Option::<String>::None))
                .col_expr(field_history::Column::NewValue, Expr::value(Option::<String>::None))
                .col_expr(field_history::Column::ValuesErasedAt, Expr::value(now))
                .filter(entries().add(field_history::Column::Field.ne(CREATED)));
            erase.exec(&conn).await.map(|done| done.rows_affected)
        })
        .await?;
    Ok(erased)
}

/// Whether a record has been archived or deleted since before `cutoff`, and not changed since.
async fn closed_before(
    db: &Database,
    organisation_id: Uuid,
    resource_type: &str,
    id: Uuid,
    profile_id: Option<Uuid>,
    cutoff: DateTime<Utc>,
) -> Result<bool, ServiceError> {
    let newest = db
        .one(
            field_history::Entity::find()
                .filter(field_history::Column::OrganisationId.eq(organisation_id))
                .filter(field_history::Column::ResourceId.eq(id))
                .order_by_desc(field_history::Column::Id),
        )
        .await?;
    if newest.is_some_and(|entry| entry.changed_at >= cutoff) {
        return Ok(false);
    }
    let archived = |is_archived: bool, modified_at: DateTime<Utc>| is_archived && modified_at < cutoff;
    let profile_closed = || async move {
        let Some(profile_id) = profile_id else { return Ok::<_, ServiceError>(false) };
        Ok(scoped::lookup::<profile::Entity>(db, organisation_id, profile_id, false)
            .await?
            .is_none_or(|profile| archived(profile.is_archived, profile.modified_at)))
    };
    let Some(resource) = ResourceType::from_name(resource_type) else { return Ok(false) };
    Ok(match resource {
        ResourceType::Contact => scoped::lookup::<contact::Entity>(db, organisation_id, id, false)
            .await?
            .is_none_or(|contact| archived(contact.is_archived, contact.modified_at)),
        ResourceType::Profile => scoped::lookup::<profile::Entity>(db, organisation_id, id, false)
            .await?
            .is_none_or(|profile| archived(profile.is_archived, profile.modified_at)),
        ResourceType::Opportunity => scoped::lookup::<opportunity::Entity>(db, organisation_id, id, false)
            .await?
            .is_none_or(|opportunity| archived(opportunity.is_archived, opportunity.modified_at)),
        // Records of a profile last as long as it does.
        ResourceType::Mortgage | ResourceType::KiwiSaver | ResourceType::Investment => {
            scoped::lookup::<financial_product::Entity>(db, organisation_id, id, false).await?.is_none()
                || profile_closed().await?
        }
        ResourceType::Note => {
            scoped::lookup::<note::Entity>(db, organisation_id, id, false).await?.is_none()
                || profile_closed().await?
        }
        ResourceType::Policy => {
            scoped::lookup::<policy::Entity>(db, organisation_id, id, false).await?.is_none()
                || profile_closed().await?
        }
        ResourceType::Expenses => profile_closed().await?,
        // Members and webhook endpoints are never archived: only a deleted one's history goes.
        ResourceType::Member => {
            scoped::lookup::<crate::entity::member::Entity>(db, organisation_id, id, false).await?.is_none()
        }
        ResourceType::WebhookEndpoint => {
            scoped::lookup::<crate::entity::webhook_endpoint::Entity>(db, organisation_id, id, false)
                .await?
                .is_none()
        }
        // A request is the record of how the agency answered it: kept while it exists.
        ResourceType::PrivacyRequest => {
            scoped::lookup::<crate::entity::privacy_request::Entity>(db, organisation_id, id, false)
                .await?
                .is_none()
        }
    })
}

/// Removes the erased entries older than the cutoff, [`AT_ONCE`] at a time, each run of
/// consecutive positions recorded (first, last, and the last's digest) so the chain still
/// verifies across it.
async fn remove_erased(
    db: &Database,
    organisation_id: Uuid,
    cutoff: DateTime<Utc>,
) -> Result<u64, ServiceError> {
    let mut removed = 0;
    loop {
        let batch = db
            .all(
                field_history::Entity::find()
                    .filter(field_history::Column::OrganisationId.eq(organisation_id))
                    .filter(field_history::Column::ChainPosition.is_not_null())
                    .filter(field_history::Column::ValuesErasedAt.is_not_null())
                    .filter(field_history::Column::ChangedAt.lt(cutoff))
                    .order_by_asc(field_history::Column::ChainPosition)
                    .limit(AT_ONCE),
            )
            .await?;
        if batch.is_empty() {
            return Ok(removed);
        }
        removed += batch.len() as u64;
        db.write_with(batch, move |txn, batch| async move {
            let txn = &*txn;
            let ids: Vec<Uuid> = batch.iter().map(|entry| entry.id).collect();
            field_history::Entity::delete_many()
                .filter(field_history::Column::Id.is_in(ids))
                .exec(txn)
                .await?;
            for run in runs(&batch) {
                record_run(txn, organisation_id, run).await?;
            }
            Ok(())
        })
        .await?;
    }
}

/// The runs of consecutive positions in `entries` (in position order): first, last, last digest.
fn runs(entries: &[field_history::Model]) -> Vec<(i64, i64, String)> {
    let mut runs: Vec<(i64, i64, String)> = Vec::new();
    for entry in entries {
        let (position, digest) =
            (entry.chain_position.unwrap_or_default(), entry.digest.clone().unwrap_or_default());
        match runs.last_mut() {
            Some(run) if run.1 + 1 == position => (run.1, run.2) = (position, digest),
            _ => runs.push((position, position, digest)),
        }
    }
    runs
}

/// Records a removed run, joined to a run removed before that ends just before it.
async fn record_run(
    conn: &impl sea_orm::ConnectionTrait,
    organisation_id: Uuid,
    (first, last, digest): (i64, i64, String),
) -> Result<(), sea_orm::DbErr> {
    let before = history_checkpoint::Entity::find()
        .filter(history_checkpoint::Column::OrganisationId.eq(organisation_id))
        .filter(history_checkpoint::Column::LastPosition.eq(first - 1))
        .one(conn)
        .await?;
    let first = match before {
        Some(before) => {
            let first = before.first_position;
            history_checkpoint::Entity::delete_by_id((organisation_id, first)).exec(conn).await?;
            first
        }
        None => first,
    };
    let run = history_checkpoint::ActiveModel {
        organisation_id: Set(organisation_id),
        first_position: Set(first),
        last_position: Set(last),
        digest: Set(digest),
        made_at: Set(Utc::now()),
    };
    history_checkpoint::Entity::insert(run).exec(conn).await?;
    Ok(())
}
