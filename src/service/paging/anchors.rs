//! Far pages placed by anchors: the ids this process remembers just before every
//! `anchor_every`-th position of an organisation's whole list in creation (id) order
//! (`db::anchors`).
//!
//! The page at `offset` is `WHERE id > anchor ORDER BY id LIMIT … OFFSET (offset - position)`
//! from the anchor at or below it, so it walks fewer than `anchor_every` index entries before
//! its own wherever it is in the list. That is the page at `offset` only while every record up
//! to the anchor is where it was when the anchor was read. The list's `shifts` (`list_counts`)
//! counts the writes that move records (deletes, and inserts of an id below the greatest ever
//! inserted); appends, whose ids are greater than every anchor, move none. The page's statement
//! reads `shifts` in its own snapshot, and the page is used only if it equals the anchors' own:
//! then no record up to any anchor was inserted or deleted between the two snapshots, in
//! whichever order they were taken. Otherwise the anchors are built again (when
//! [`Anchors::may_be_replaced`]) and the page read once more; failing that, the caller reads
//! the page without them.

use std::{sync::Arc, time::Instant};

use sea_orm::{
    ColumnTrait, DbBackend, QueryFilter, QueryOrder, QuerySelect, QueryTrait, Select, Statement,
    sea_query::{Expr, ExprTrait, Values},
};
use uuid::Uuid;

use super::{MatchingId, list_counts::list_counts_column};
use crate::{
    db::{Database, Reads, Record, anchors::Anchors, row_struct},
    entity::list_count,
    error::ServiceError,
    types::PageRequest,
};

row_struct! {
    /// A record's id on a page read from an anchor, with the list's total and `shifts`.
    #[derive(Debug)]
    struct AnchoredId {
        id: Uuid,
        total: i64,
        shifts: i64,
    }
}

row_struct! {
    /// An anchor, with the list's `shifts` in the statement's snapshot.
    #[derive(Debug)]
    struct Anchor {
        id: Uuid,
        shifts: i64,
    }
}

/// The ids of the page (with the look-ahead one) and the list's total, read from an anchor, or
/// `None` when the anchors cannot place it: the caller reads it another way. A page past the
/// end is `None` too (it has no row to show the anchors held).
pub(super) async fn page_ids<E: Record>(
    db: &Database,
    query: &Select<E>,
    id: E::Column,
    page: &PageRequest,
    list: (Uuid, &str),
    total: u64,
) -> Result<Option<Vec<MatchingId>>, ServiceError> {
    let store = db.page_anchors();
    let every = store.settings().anchor_every;
    let (mut anchors, mut built) = match store.get(list.0, list.1) {
        Some(anchors) if reaches(&anchors, page.offset(), total, every) => (anchors, false),
        Some(anchors) if !anchors.may_be_replaced() => return Ok(None),
        _ => match build(db, query, id, list, every).await? {
            Some(anchors) => (anchors, true),
            None => return Ok(None),
        },
    };
    loop {
        let rows = read(db, query, id, page, list, &anchors, every).await?;
        match rows.first() {
            None => return Ok(None),
            Some(first) if first.shifts == anchors.shifts => {
                return Ok(Some(
                    rows.into_iter().map(|row| MatchingId { id: row.id, total: row.total }).collect(),
                ));
            }
            Some(_) if built || !anchors.may_be_replaced() => return Ok(None),
            Some(_) => match build(db, query, id, list, every).await? {
                Some(rebuilt) => (anchors, built) = (rebuilt, true),
                None => return Ok(None),
            },
        }
    }
}

/// Whether `anchors` have one within `every` positions below `offset`, or the list (of `total`
/// records when the page was asked for) has not grown past them since.
fn reaches(anchors: &Anchors, offset: u64, total: u64, every: u64) -> bool {
    let reach = anchors.ids.len() as u64 * every;
    offset < reach || total <= reach
}

/// The page's statement: from the anchor at or below `offset` (the last one, for a page past
/// the anchors), walking the positions between them.
async fn read<E: Record>(
    db: &Database,
    query: &Select<E>,
    id: E::Column,
    page: &PageRequest,
    (organisation_id, list): (Uuid, &str),
    anchors: &Anchors,
    every: u64,
) -> Result<Vec<AnchoredId>, ServiceError> {
    let index = ((page.offset() / every) as usize).min(anchors.ids.len() - 1);
    let walk = page.offset() - index as u64 * every;
    let select = query
        .clone()
        .filter(id.gt(anchors.ids[index]))
        .order_by_asc(id)
        .select_only()
        .column_as(id, "id")
        .column_as(list_count::count_of(organisation_id, list), "total")
        .column_as(list_count::shifts_of(organisation_id, list), "shifts")
        .offset(walk)
        .limit(page.limit() + 1);
    Ok(db.rows(select).await?)
}

/// Reads the list's anchors, and remembers them; `None` while another request builds some.
///
/// One statement, so one snapshot: from the nil UUID, each anchor is the id `every` records
/// after the one before, found by a recursive query walking only the list's index (a window
/// function numbering every record cost five times as much on both databases).
async fn build<E: Record>(
    db: &Database,
    query: &Select<E>,
    id: E::Column,
    list: (Uuid, &str),
    every: u64,
) -> Result<Option<Arc<Anchors>>, ServiceError> {
    let store = db.page_anchors();
    let Some(_building) = store.try_build() else { return Ok(None) };
    let started = Instant::now();
    let backend = db.backend();
    let next = query
        .clone()
        .select_only()
        .column_as(id, "id")
        .filter(Expr::col((E::default(), id)).gt(Expr::cust("walked.id")))
        .order_by_asc(id)
        .limit(1)
        .offset(every - 1)
        .build(backend);
    let mut values = next.values.map_or_else(Vec::new, |Values(values)| values);
    // Written out, not bound: SQLite numbers its placeholders in the order they appear, and
    // this one would appear before the subquery's.
    let nil = match backend {
        DbBackend::Postgres => "CAST('00000000-0000-0000-0000-000000000000' AS uuid)",
        _ => "x'00000000000000000000000000000000'",
    };
    let shifts = list_counts_column(backend, &mut values, "shifts", list);
    let sql = format!(
        "WITH RECURSIVE walked (id) AS (SELECT {nil} UNION ALL SELECT ({}) FROM walked WHERE walked.id IS NOT NULL) \
         SELECT id, COALESCE({shifts}, 0) AS shifts FROM walked WHERE id IS NOT NULL",
        next.sql
    );
    let rows: Vec<Anchor> = db.rows(Statement::from_sql_and_values(backend, sql, values)).await?;
    let shifts = rows.first().map_or(0, |row| row.shifts);
    let ids = rows.into_iter().map(|row| row.id).collect();
    let anchors = Arc::new(Anchors { shifts, ids, built: (started, started.elapsed()) });
    store.put(list.0, list.1, anchors.clone());
    Ok(Some(anchors))
}
