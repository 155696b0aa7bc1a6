//! Fetching one page of a list and the total across pages, in a constant number of queries.
//!
//! Every list reads its page the same way: `modifiedSince` narrows it, `sort` orders it (ties by
//! id), and the page is either an offset (`page`) or a keyset page starting after a cursor's
//! record, which stays put whatever is written before it. One row past the page is read to tell
//! whether another page follows.

mod anchors;
mod far;
mod list_counts;
mod totals;

pub use totals::forget as forget_kept_counts;

use std::{future::Future, str::FromStr};

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveEnum, ColumnTrait, Condition, DbBackend, EntityTrait, ModelTrait, QueryFilter, QueryOrder,
    QuerySelect, Select,
    sea_query::{Expr, ValueType, WithQuery},
};
use uuid::Uuid;

use crate::{
    db::{Database, Reads, Record, row_struct},
    entity::{financial_product::ProductType, list_count},
    error::ServiceError,
    service::search::{EXACT_TOTAL_UP_TO, Hits},
    types::{ListSort, PageInfo, PageRequest, Position},
};

/// What a list is filtered by, which decides how its page is fetched.
#[derive(Debug, Clone)]
pub enum Filter {
    /// Only the organisation: counted over the organisation index ([`fetch_page`]).
    Organisation,
    /// The records a search finds ([`fetch_search`]).
    Search(Box<Hits>),
    /// The organisation's whole list, whose total the database maintains ([`fetch_counted_page`]).
    Whole(Uuid, CountedList),
}

/// A list whose total per organisation is kept in `list_counts` by triggers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountedList {
    Contacts,
    Profiles,
    Opportunities,
    /// Financial products of one type, as the migration keys them (`financial_products:Mortgage`).
    Products(ProductType),
}

impl CountedList {
    /// The list's key in `list_counts`, as the triggers write it.
    fn key(self) -> String {
        match self {
            CountedList::Contacts => "contacts".to_string(),
            CountedList::Profiles => "profiles".to_string(),
            CountedList::Opportunities => "opportunities".to_string(),
            CountedList::Products(product_type) => format!("financial_products:{}", product_type.to_value()),
        }
    }
}

/// One page of `query` in the requested order, and the number of records across all pages:
/// a count (served by the organisation index) and the page.
pub async fn fetch_page<E>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    page: PageRequest,
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    let db = &db.for_lists();
    let query = narrowed(query, &page, db.backend())?;
    let total = db.count(query.clone()).await?;
    let rows = db.all(in_order(query, id, &page)?.offset(page.offset()).limit(page.limit() + 1)).await?;
    Ok(with_next::<E>(rows, total, id, &page))
}

row_struct! {
    /// A walked match's id, and the kind's list as `list_counts` has it ([`Hits::walk`]).
    #[derive(Debug)]
    struct WalkedId {
        id: Uuid,
        entries: i64,
        shifts: i64,
    }
}

row_struct! {
    /// A matching record's id and the number of matches.
    #[derive(Debug)]
    struct MatchingId {
        id: Uuid,
        total: i64,
    }
}

/// As [`fetch_page`], for a query whose filter is costly to evaluate (a search): the page's ids
/// are selected together with `COUNT(*) OVER ()`, so the filter runs once for both, then the rows
/// are loaded by primary key. (For a plain list the window count is slower than a count over the
/// index, because every row is materialised first.) A page past the end, which has no row to
/// carry the count, costs one more query. A keyset page cannot count this way (its window would
/// only see the records after the cursor), so [`fetch_search`] reads it with [`fetch_page`].
async fn fetch_matching_page<E>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    page: PageRequest,
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    let query = narrowed(query, &page, db.backend())?;
    let matching = in_order(query.clone(), id, &page)?
        .select_only()
        .column_as(id, "id")
        .column_as(Expr::cust("COUNT(*) OVER ()"), "total")
        .offset(page.offset())
        .limit(page.limit() + 1);
    let rows: Vec<MatchingId> = db.rows(matching).await?;
    let count = async { Ok(db.count(query).await?) };
    // The ids come from the scoped query, so loading them by primary key alone stays within
    // the organisation and does not evaluate the filter a second time.
    page_of_ids(db, rows, E::find(), id, &PageRequest { after: None, ..page }, count).await
}

/// The page whose ids `rows` holds in order (each with the number of records found), loaded
/// from `records`. A page past the end has no row to carry that number: `count` tells it then.
async fn page_of_ids<E>(
    db: &Database,
    rows: Vec<MatchingId>,
    records: Select<E>,
    id: E::Column,
    page: &PageRequest,
    count: impl Future<Output = Result<u64, ServiceError>>,
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    let Some(&MatchingId { total, .. }) = rows.first() else {
        let total = if page.offset() == 0 { 0 } else { count.await? };
        return Ok((Vec::new(), PageInfo::new(total, None)));
    };
    let ids: Vec<Uuid> = rows.iter().map(|row| row.id).collect();
    let items = db.all(in_order(records.filter(id.is_in(ids)), id, page)?).await?;
    Ok(with_next::<E>(items, total.try_into().unwrap_or_default(), id, page))
}

/// As [`fetch_page`], for the organisation's whole list: the total is read from `list_counts`,
/// which triggers keep exact in every write transaction, rather than counted. (A keyset page's
/// total is the whole list's too, so cursors use it; `modifiedSince` does not.)
async fn fetch_counted_page<E>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    page: PageRequest,
    (organisation_id, list): (Uuid, CountedList),
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    let total = db
        .one(list_count::Entity::find_by_id((organisation_id, list.key())))
        .await?
        .map_or(0, |row| <u64 as TryFrom<i64>>::try_from(row.count).unwrap_or_default());
    if page.after.is_none()
        && page.sort == ListSort::Creation
        && page.offset() >= db.page_anchors().settings().from
    {
        return far::fetch_far_page(db, query, id, page, (organisation_id, list.key()), total).await;
    }
    let rows = db.all(in_order(query, id, &page)?.offset(page.offset()).limit(page.limit() + 1)).await?;
    Ok(with_next::<E>(rows, total, id, &page))
}

/// One page of the records a search finds (`query` is the organisation's records, which the
/// search narrows).
///
/// In creation order without `modifiedSince` or a cursor (what a search box asks), the page's
/// ids and the number found are read from the search's matches alone ([`Hits::page`]), and only
/// the page's records are then loaded: probing the records' index for every match was most of
/// a search for a common term. Anything that needs the records' own columns (`modifiedSince`,
/// `sort=modifiedTimestamp`, a cursor's keyset) narrows the records by the matches instead.
async fn fetch_search<E>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    hits: Hits,
    page: PageRequest,
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    if page.after.is_some() {
        return fetch_page(db, query.filter(hits.contain(id)), id, page).await;
    }
    if page.modified_since.is_some() || page.sort != ListSort::Creation {
        return fetch_matching_page(db, query.filter(hits.contain(id)), id, page).await;
    }
    if totals::kept_above(&search_of(&hits), EXACT_TOTAL_UP_TO) {
        return fetch_common_search(db, query, id, hits, page).await;
    }
    let rows: Vec<MatchingId> = db.rows(hits.clone().page(page.limit() + 1, page.offset())).await?;
    let found = match rows.first() {
        Some(row) => <u64 as TryFrom<i64>>::try_from(row.total).unwrap_or_default(),
        // Past the end, or past the first matches read: how many are there?
        None if page.offset() > 0 => hits_counted(db, hits.clone().count()).await?,
        None => 0,
    };
    if found > EXACT_TOTAL_UP_TO {
        return fetch_common_search(db, query, id, hits, page).await;
    }
    // Every match was read: the page and the total are exact.
    let count = async { Ok(found) };
    // The search only reads the organisation's entries; loading through the organisation's
    // records keeps that true of the page whatever the relations hold.
    page_of_ids(db, rows, query, id, &page, count).await
}

/// The number of records a search's count ([`Hits::count`], [`Hits::count_of_all`]) found.
async fn hits_counted(db: &Database, count: WithQuery) -> Result<u64, ServiceError> {
    let found = db.rows::<i64>(count).await?;
    Ok(found.first().map_or(0, |&total| total.try_into().unwrap_or_default()))
}

/// A page of a search finding more than [`EXACT_TOTAL_UP_TO`] records. The page is found by
/// walking the entries in creation order ([`Hits::walk`]), which a term that common fills
/// quickly; the total is counted exactly once and kept a while ([`totals`]), so it never
/// under-counts and is the same on every page of a walk. A page the walk does not fill (deep,
/// or past the end) is read from every match, exactly.
async fn fetch_common_search<E>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    hits: Hits,
    page: PageRequest,
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    let wanted = page.limit() + 1;
    let mut walked: Vec<WalkedId> = db.rows(hits.walk(wanted, page.offset())).await?;
    let Some(last) = walked.last().filter(|_| walked.len() as u64 >= wanted) else {
        let rows: Vec<MatchingId> = db.rows(hits.clone().page_of_all(wanted, page.offset())).await?;
        let count = hits_counted(db, hits.count_of_all());
        return page_of_ids(db, rows, query, id, &page, count).await;
    };
    let list = totals::ListState { records: last.entries, shifts: last.shifts };
    let matched = page.offset() + walked.len() as u64;
    walked.truncate(wanted as usize);
    let search = search_of(&hits);
    let total = match totals::bound(&search, list) {
        Some(total) => total,
        None => {
            let counted = hits_counted(db, hits.count_of_all()).await?;
            totals::keep(search, counted, list);
            counted
        }
    };
    // At least what is known: the matches up to the page's end.
    let total = total.max(matched) as i64;
    let rows = walked.into_iter().map(|row| MatchingId { id: row.id, total }).collect();
    let (items, info) = page_of_ids(db, rows, query, id, &page, async { Ok(0) }).await?;
    Ok((items, PageInfo { total_is_estimate: true, ..info }))
}

/// Which search `hits` is, for the totals kept of it.
fn search_of(hits: &Hits) -> totals::Search {
    let (organisation_id, kind, term) = hits.identity();
    totals::Search { organisation_id, kind, term: term.to_string() }
}

/// One page fetched the way its filter calls for.
pub async fn fetch<E>(
    db: &Database,
    query: Select<E>,
    id: E::Column,
    page: PageRequest,
    filter: Filter,
) -> Result<(Vec<E::Model>, PageInfo), ServiceError>
where
    E: Record,
    E::Model: Sync,
{
    // Lists and searches may be read from the replica (`db::replica`): all of a page's reads
    // but the records' related details, which their views read by id.
    let db = &db.for_lists();
    match filter {
        // A maintained total is the whole list's: `modifiedSince` narrows the list, so it counts.
        Filter::Whole(organisation_id, list) if page.modified_since.is_none() => {
            fetch_counted_page(db, query, id, page, (organisation_id, list)).await
        }
        Filter::Search(hits) => fetch_search(db, query, id, *hits, page).await,
        Filter::Organisation | Filter::Whole(..) => fetch_page(db, query, id, page).await,
    }
}

/// The entity's `modified_at` column. Every listed record has one but pipelines, whose lists
/// offer neither `modifiedSince` nor `sort`; asking for them there is a programming error.
fn modified_at<E: EntityTrait>() -> Result<E::Column, ServiceError> {
    E::Column::from_str("modified_at")
        .map_err(|_| ServiceError::invalid("sort", "this list has no modifiedTimestamp to sort or filter by"))
}

/// `query` narrowed to the records modified at or after `modifiedSince`.
///
/// The instant is compared as the database stores it: SQLite keeps the text
/// `2026-11-22T10:00:00.123456789+00:00` (always UTC, as many fraction digits as needed), whose
/// text order is time order, and the bound value is written the same way; PostgreSQL keeps
/// microseconds, so a bound value between two microseconds is rounded up to the later one
/// rather than truncated to the earlier (which would let in a record modified before it).
fn narrowed<E: EntityTrait>(
    query: Select<E>,
    page: &PageRequest,
    backend: DbBackend,
) -> Result<Select<E>, ServiceError> {
    let Some(since) = page.modified_since else { return Ok(query) };
    let since = match backend {
        DbBackend::Postgres => ceil_to_microsecond(since),
        _ => since,
    };
    Ok(query.filter(modified_at::<E>()?.gte(since)))
}

fn ceil_to_microsecond(instant: DateTime<Utc>) -> DateTime<Utc> {
    let below = i64::from(instant.timestamp_subsec_nanos() % 1_000);
    if below == 0 { instant } else { instant + chrono::Duration::nanoseconds(1_000 - below) }
}

/// `query` in the requested order and, on a keyset page, only the records after its cursor.
fn in_order<E: EntityTrait>(
    query: Select<E>,
    id: E::Column,
    page: &PageRequest,
) -> Result<Select<E>, ServiceError> {
    Ok(match page.sort {
        ListSort::Creation => {
            let query = match page.after {
                Some(after) => query.filter(id.gt(after.id)),
                None => query,
            };
            query.order_by_asc(id)
        }
        ListSort::ModifiedTimestamp => {
            let modified = modified_at::<E>()?;
            let query = match page.after {
                // A cursor of another order is refused before it gets here; without an
                // instant it starts from the beginning rather than guessing.
                Some(Position { modified_at: Some(at), id: after }) => query.filter(
                    Condition::any()
                        .add(modified.gt(at))
                        .add(Condition::all().add(modified.eq(at)).add(id.gt(after))),
                ),
                _ => query,
            };
            query.order_by_asc(modified).order_by_asc(id)
        }
    })
}

/// Drops the look-ahead row (one past the page) and, when there was one, says where the next
/// page starts: after the page's last record.
fn with_next<E: EntityTrait>(
    mut rows: Vec<E::Model>,
    total: u64,
    id: E::Column,
    page: &PageRequest,
) -> (Vec<E::Model>, PageInfo) {
    let more = rows.len() as u64 > page.limit();
    rows.truncate(page.limit() as usize);
    let next = if more { rows.last().and_then(|last| position_of::<E>(last, id, page.sort)) } else { None };
    (rows, PageInfo::new(total, next))
}

fn position_of<E: EntityTrait>(model: &E::Model, id: E::Column, sort: ListSort) -> Option<Position> {
    let id = <Uuid as ValueType>::try_from(model.get(id)).ok()?;
    let modified_at = match sort {
        ListSort::Creation => None,
        ListSort::ModifiedTimestamp => {
            let column = modified_at::<E>().ok()?;
            Some(<DateTime<Utc> as ValueType>::try_from(model.get(column)).ok()?)
        }
    };
    Some(Position { modified_at, id })
}
