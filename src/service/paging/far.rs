//! Numbered pages far into an organisation's whole list, read without the database fetching
//! every record before them.
//!
//! `OFFSET n` makes the database produce and discard `n` rows. Far into a list of 500,000
//! records that was most of the page's cost, so such a page is read in two steps: its ids (and
//! the list's total) in one statement that only walks the list's `(organisation_id, id)` index,
//! then its records by primary key. The ids are read from the nearest anchor ([`anchors`]) when
//! the anchors still hold; otherwise a page in the list's second half is counted from the end,
//! walking the index backwards, so no page walks more than half the list.
//!
//! Which end to count from is chosen by the total read before the page, but the page itself is
//! placed by the total the statement reads in its own snapshot (`list_counts`, kept exact by
//! triggers in every writing transaction), so a record written in between can neither shift the
//! page nor be skipped by it.

use sea_orm::{
    DbBackend, EntityTrait, QueryOrder, QuerySelect, QueryTrait, Select, Statement, sea_query::Values,
};
use uuid::Uuid;

use super::{MatchingId, anchors, list_counts::list_counts_column, page_of_ids};
use crate::{
    db::{Database, Reads, Record},
    entity::list_count,
    error::ServiceError,
    types::{PageInfo, PageRequest},
};

/// One numbered page, in creation order, of the organisation's whole list whose total
/// `list_counts` keeps under `list_key`; `total` is that count as read before the page.
pub(super) async fn fetch_far_page<E>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    page: PageRequest,
    (organisation_id, list_key): (Uuid, String),
    total: u64,
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    let list = (organisation_id, list_key.as_str());
    let rows = match anchors::page_ids(db, &query, id, &page, list, total).await? {
        Some(rows) => rows,
        None => from_nearer_end(db, query.clone(), id, &page, list, total).await?,
    };
    // A page past the end has no row to carry the total: the one read before it stands.
    let count = async { Ok(total) };
    page_of_ids(db, rows, query, id, &page, count).await
}

/// The page's ids (with the look-ahead one) and the list's total, walking the index from the end
/// nearer the page.
async fn from_nearer_end<E: Record>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    page: &PageRequest,
    list: (Uuid, &str),
    total: u64,
) -> Result<Vec<MatchingId>, ServiceError> {
    let from_end = page.offset() > total / 2;
    let mut rows: Vec<MatchingId> =
        db.rows(ids_and_total(db.backend(), query, id, page, list, from_end)).await?;
    if from_end {
        rows.reverse();
    }
    Ok(rows)
}

/// `SELECT id, total FROM … ORDER BY id [DESC] LIMIT … OFFSET …`: the page's ids (with the
/// look-ahead one) and the list's total. Counted from the end, the page's last-but-one position
/// `offset + limit` is `total - 1 - offset - limit` from the end, and a page that runs past the
/// end is cut to what is left; both are worked out from the statement's own reading of the total.
/// sea-query takes only numbers for `LIMIT` and `OFFSET`, so these two clauses are written here,
/// with the backend's placeholders.
fn ids_and_total<E: EntityTrait>(
    backend: DbBackend,
    query: Select<E>,
    id: E::Column,
    page: &PageRequest,
    (organisation_id, list_key): (Uuid, &str),
    from_end: bool,
) -> Statement {
    let ordered = if from_end { query.order_by_desc(id) } else { query.order_by_asc(id) };
    let select = ordered
        .select_only()
        .column_as(id, "id")
        .column_as(list_count::count_of(organisation_id, list_key), "total");
    let mut statement = select.build(backend);
    let rows = page.limit() + 1;
    let offset = page.offset();
    if !from_end {
        statement.sql.push_str(&format!(" LIMIT {rows} OFFSET {offset}"));
        return statement;
    }
    let mut values = statement.values.take().map_or_else(Vec::new, |Values(values)| values);
    let mut total = || list_counts_column(backend, &mut values, "count", (organisation_id, list_key));
    let (least, greatest) = match backend {
        DbBackend::Postgres => ("LEAST", "GREATEST"),
        _ => ("MIN", "MAX"),
    };
    let limit = format!("{greatest}(0, {least}({rows}, {} - {offset}))", total());
    let skip = format!("{greatest}(0, {} - {offset} - {rows})", total());
    statement.sql.push_str(&format!(" LIMIT {limit} OFFSET {skip}"));
    statement.values = Some(Values(values));
    statement
}
