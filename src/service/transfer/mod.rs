//! What imports need beyond the ordinary writes: the table of source → local ids, and setting a
//! record's `createdTimestamp` (null included), `modifiedTimestamp` and a closed opportunity's
//! `closedDate` to the source's, which no API write can do (closing stamps today). The records
//! themselves are written through the ordinary operations.

mod export;
mod fresh;

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, QuerySelect, Set, Statement,
    sea_query::Expr, sea_query::OnConflict,
};
use uuid::Uuid;

pub use self::export::households_with_expenses;
pub use self::fresh::{
    Fresh, FreshContact, FreshExpenses, FreshNote, FreshOpportunity, FreshPolicy, FreshProduct, FreshProfile,
    ProfileFinish, refresh_statistics, write_chunk,
};
use crate::service::scoped::OrgScoped;
use crate::{
    db::{Database, Reads},
    entity::{
        contact, financial_product, household_expense, member, note, opportunity, policy, profile,
        transfer_id,
    },
    error::ServiceError,
};

/// The tables whose records carry the two timestamps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stamped {
    Member,
    Profile,
    Contact,
    Opportunity,
    Product,
    Expenses,
    Note,
    Policy,
}

/// The source's timestamps of one record.
#[derive(Debug, Clone, Copy)]
pub struct Stamps {
    /// Null for records created before auditing began (SPEC's timestamp rule).
    pub created: Option<DateTime<Utc>>,
    pub modified: DateTime<Utc>,
    /// A won or lost opportunity's `closedDate` at the source; None leaves the local one (and
    /// is always None for other records).
    pub closed: Option<NaiveDate>,
}

/// Where an imported record came from.
#[derive(Debug, Clone)]
pub struct SourceKey {
    pub source: String,
    pub kind: String,
    pub source_id: String,
}

/// The local record a source record became, if it was imported before.
pub async fn mapped(
    db: &Database,
    organisation_id: Uuid,
    key: &SourceKey,
) -> Result<Option<transfer_id::Model>, ServiceError> {
    let mapping = transfer_id::Entity::find()
        .filter(transfer_id::Column::OrganisationId.eq(organisation_id))
        .filter(transfer_id::Column::Source.eq(key.source.as_str()))
        .filter(transfer_id::Column::Kind.eq(key.kind.as_str()))
        .filter(transfer_id::Column::SourceId.eq(key.source_id.as_str()));
    Ok(db.one(mapping).await?)
}

/// The local record's modified time now, in Unix microseconds (None when it is gone).
pub async fn local_modified(
    db: &Database,
    organisation_id: Uuid,
    table: Stamped,
    id: Uuid,
) -> Result<Option<i64>, ServiceError> {
    Ok(modified_of(db, organisation_id, table, id).await?.map(|at| at.timestamp_micros()))
}

/// One imported record to settle: its mapping, and the source's timestamps to set on it.
#[derive(Debug, Clone)]
pub struct Settle {
    pub key: SourceKey,
    pub local_id: Uuid,
    /// The table the record is in; None for a record without timestamps (a pipeline, a stage,
    /// an expense line), which only gets its mapping.
    pub table: Option<Stamped>,
    /// None keeps the local timestamps (and marks the mapping as not finished).
    pub stamps: Option<Stamps>,
}

/// Sets each record's timestamps to the source's (when given) and remembers which record the
/// source's became, with both sides' modified times: all in one transaction, so an import
/// commits its bookkeeping once per batch rather than once per record.
pub async fn settle(db: &Database, organisation_id: Uuid, batch: Vec<Settle>) -> Result<(), ServiceError> {
    if batch.is_empty() {
        return Ok(());
    }
    db.write_with(batch, move |txn, batch| async move {
        let txn = &*txn;
        for item in batch.iter() {
            let mut local = None;
            if let Some(table) = item.table {
                if let Some(stamps) = item.stamps {
                    restamp(txn, organisation_id, table, item.local_id, stamps).await?;
                }
                local = modified_of(txn, organisation_id, table, item.local_id)
                    .await?
                    .map(|at| at.timestamp_micros());
            }
            let row = mapping(organisation_id, &item.key, item.local_id, item.stamps, local);
            transfer_id::Entity::insert(row).on_conflict(remap()).exec(txn).await?;
        }
        Ok(())
    })
    .await
}

/// The mapping row of a source record: its local id, the source's modified time (None marks
/// it unfinished) and ours, in Unix microseconds.
fn mapping(
    organisation_id: Uuid,
    key: &SourceKey,
    local_id: Uuid,
    stamps: Option<Stamps>,
    local_modified: Option<i64>,
) -> transfer_id::ActiveModel {
    transfer_id::ActiveModel {
        organisation_id: Set(organisation_id),
        source: Set(key.source.clone()),
        kind: Set(key.kind.clone()),
        source_id: Set(key.source_id.clone()),
        local_id: Set(local_id),
        source_modified: Set(stamps.map(|s| s.modified.to_rfc3339())),
        local_modified: Set(local_modified),
    }
}

/// A mapping written again replaces the one there.
fn remap() -> OnConflict {
    OnConflict::columns([
        transfer_id::Column::OrganisationId,
        transfer_id::Column::Source,
        transfer_id::Column::Kind,
        transfer_id::Column::SourceId,
    ])
    .update_columns([
        transfer_id::Column::LocalId,
        transfer_id::Column::SourceModified,
        transfer_id::Column::LocalModified,
    ])
    .to_owned()
}

/// Writes many mappings with as few statements as the parameter limit allows.
async fn map_many(
    conn: &impl ConnectionTrait,
    rows: Vec<transfer_id::ActiveModel>,
) -> Result<(), ServiceError> {
    for chunk in rows.chunks(1_000) {
        transfer_id::Entity::insert_many(chunk.to_vec())
            .on_conflict(remap())
            .exec_without_returning(conn)
            .await?;
    }
    Ok(())
}

/// The mappings of these source records of one source and kind, by source id.
pub async fn mapped_many(
    db: &Database,
    organisation_id: Uuid,
    source: &str,
    kind: &str,
    source_ids: &[String],
) -> Result<HashMap<String, transfer_id::Model>, ServiceError> {
    let mut found = HashMap::new();
    for chunk in source_ids.chunks(1_000) {
        let rows: Vec<(String, Uuid, Option<String>, Option<i64>)> = match db.backend() {
            // Each id looked up by the whole key, at most one row each (`LIMIT 1`, which the
            // key's uniqueness makes true anyway, keeps PostgreSQL from turning the look-ups
            // into a join). As a join or an `IN` list, PostgreSQL read every mapping of the
            // kind into a hash whenever its statistics lagged behind the import filling the
            // table: 270 ms a chunk at 490,000 contacts, against 3 ms. The ids come as one JSON
            // array, not a parameter each: a thousand parameters made each chunk's statement a
            // new plan, bound and planned value by value.
            DbBackend::Postgres => {
                let sql = "SELECT t.source_id, t.local_id, t.source_modified, t.local_modified
                     FROM jsonb_array_elements_text($4) AS v(id) CROSS JOIN LATERAL (
                         SELECT * FROM transfer_ids WHERE organisation_id = $1 AND source = $2
                         AND kind = $3 AND source_id = v.id LIMIT 1) AS t";
                let values: Vec<sea_orm::Value> =
                    vec![organisation_id.into(), source.into(), kind.into(), serde_json::json!(chunk).into()];
                db.rows(Statement::from_sql_and_values(DbBackend::Postgres, sql, values)).await?
            }
            _ => {
                let query = transfer_id::Entity::find()
                    .select_only()
                    .columns([
                        transfer_id::Column::SourceId,
                        transfer_id::Column::LocalId,
                        transfer_id::Column::SourceModified,
                        transfer_id::Column::LocalModified,
                    ])
                    .filter(transfer_id::Column::OrganisationId.eq(organisation_id))
                    .filter(transfer_id::Column::Source.eq(source))
                    .filter(transfer_id::Column::Kind.eq(kind))
                    .filter(transfer_id::Column::SourceId.is_in(chunk.iter().map(String::as_str)));
                db.rows(query).await?
            }
        };
        found.extend(rows.into_iter().map(|(source_id, local_id, source_modified, local_modified)| {
            let row = transfer_id::Model {
                organisation_id,
                source: source.to_string(),
                kind: kind.to_string(),
                source_id: source_id.clone(),
                local_id,
                source_modified,
                local_modified,
            };
            (source_id, row)
        }));
    }
    Ok(found)
}

async fn restamp(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    table: Stamped,
    id: Uuid,
    stamps: Stamps,
) -> Result<(), ServiceError> {
    macro_rules! stamp {
        ($module:ident) => {
            set_stamps::<$module::Entity>(
                conn,
                organisation_id,
                id,
                ($module::Column::CreatedAt, $module::Column::ModifiedAt),
                stamps,
            )
            .await
        };
    }
    match table {
        Stamped::Member => stamp!(member),
        Stamped::Profile => stamp!(profile),
        Stamped::Contact => stamp!(contact),
        Stamped::Opportunity => {
            if let Some(closed) = stamps.closed {
                // Only a closed opportunity has a date to keep: an open one's stays null.
                opportunity::Entity::update_many()
                    .col_expr(opportunity::Column::ClosedDate, Expr::value(closed))
                    .filter(opportunity::Column::OrganisationId.eq(organisation_id))
                    .filter(opportunity::Column::Id.eq(id))
                    .filter(opportunity::Column::ClosedDate.is_not_null())
                    .exec(conn)
                    .await?;
            }
            stamp!(opportunity)
        }
        Stamped::Product => stamp!(financial_product),
        Stamped::Expenses => stamp!(household_expense),
        Stamped::Note => stamp!(note),
        Stamped::Policy => stamp!(policy),
    }
}

async fn set_stamps<E: OrgScoped>(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    id: Uuid,
    (created, modified): (E::Column, E::Column),
    stamps: Stamps,
) -> Result<(), ServiceError> {
    E::update_many()
        .col_expr(created, Expr::value(stamps.created))
        .col_expr(modified, Expr::value(stamps.modified))
        .filter(E::ORGANISATION.eq(organisation_id))
        .filter(E::ID.eq(id))
        .exec(conn)
        .await?;
    Ok(())
}

async fn modified_of(
    conn: &impl Reads,
    organisation_id: Uuid,
    table: Stamped,
    id: Uuid,
) -> Result<Option<DateTime<Utc>>, ServiceError> {
    macro_rules! read {
        ($module:ident) => {
            modified_at::<$module::Entity>(conn, organisation_id, id, $module::Column::ModifiedAt).await
        };
    }
    match table {
        Stamped::Member => read!(member),
        Stamped::Profile => read!(profile),
        Stamped::Contact => read!(contact),
        Stamped::Opportunity => read!(opportunity),
        Stamped::Product => read!(financial_product),
        Stamped::Expenses => read!(household_expense),
        Stamped::Note => read!(note),
        Stamped::Policy => read!(policy),
    }
}

async fn modified_at<E: OrgScoped>(
    conn: &impl Reads,
    organisation_id: Uuid,
    id: Uuid,
    column: E::Column,
) -> Result<Option<DateTime<Utc>>, ServiceError> {
    let query = E::find()
        .select_only()
        .column(column)
        .filter(E::ORGANISATION.eq(organisation_id))
        .filter(E::ID.eq(id))
        .limit(1);
    Ok(conn.rows::<DateTime<Utc>>(query).await?.into_iter().next())
}

/// The organisation's policy with this number (numbers are unique within an organisation).
pub async fn policy_by_number(
    db: &Database,
    organisation_id: Uuid,
    number: &str,
) -> Result<Option<Uuid>, ServiceError> {
    let policy = crate::service::scoped::of_organisation::<policy::Entity>(organisation_id)
        .filter(policy::Column::PolicyNumber.eq(number));
    Ok(db.one(policy).await?.map(|p| p.id))
}
