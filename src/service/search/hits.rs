//! The records a search finds: their page, their number, and a walk in creation order.

use sea_orm::{
    ActiveEnum, ColumnTrait, DbBackend, IdenStatic,
    sea_query::{
        Alias, CommonTableExpression, Expr, ExprTrait, Func, Order, Query, SelectStatement, SimpleExpr,
        WithClause, WithQuery,
    },
};
use uuid::Uuid;

use super::matching::{Method, SearchTerm, WORDS, entries_matching, position_in};
use crate::{
    db::{Database, Reads, row_struct},
    entity::{
        list_count,
        search_entry::{self, Column, RecordKind},
    },
    error::ServiceError,
};

/// The name of the found records' ids inside [`Hits::page`].
const HITS: &str = "hits";

/// The name of the walked matches' ids inside [`Hits::walk`].
const WALK: &str = "walk";

/// A search finding at most this many records reports their exact number; one finding more
/// reports an estimate and says so (`totalItemsIsEstimate`): counting every match of a common
/// term was most of its cost in a large organisation.
pub const EXACT_TOTAL_UP_TO: u64 = 1_000;

/// A page of a search finding more than [`EXACT_TOTAL_UP_TO`] records is looked for among this
/// many of the organisation's entries of its kind, in creation order, before the search falls
/// back to sorting every match: enough for the first pages of any term that common (one record
/// in 500 at 500,000 records), and cheaper than sorting its matches.
const MOST_WALKED: u64 = 25_000;

/// The records of one kind a search finds: those whose entry contains the term. A profile's
/// entry holds its contacts' text and an opportunity's its profile's, so the entries of the
/// searched kind are all a search reads.
#[derive(Debug, Clone)]
pub struct Hits {
    ids: SelectStatement,
    organisation_id: Uuid,
    kind: RecordKind,
    term: String,
    method: Method,
    backend: DbBackend,
}

impl Hits {
    /// The search, its method chosen for the term and, for a term of three or more characters,
    /// for the organisation's number of entries of the kind (one look-up of `list_counts`).
    pub async fn new(
        db: &Database,
        organisation_id: Uuid,
        term: &SearchTerm,
        kind: RecordKind,
    ) -> Result<Self, ServiceError> {
        let backend = db.backend();
        let scan_up_to = db.search_scan_up_to();
        let entries = match Method::needs_entries(term) && scan_up_to > 0 {
            true => entries_of(db, organisation_id, kind).await?,
            false => i64::MAX,
        };
        let method = Method::for_term(backend, term, entries, scan_up_to);
        Ok(Hits {
            ids: entries_matching(backend, organisation_id, term, kind, method),
            organisation_id,
            kind,
            term: term.0.clone(),
            method,
            backend,
        })
    }

    /// Which search this is: the organisation, the kind of record found and the folded term.
    pub fn identity(&self) -> (Uuid, RecordKind, &str) {
        (self.organisation_id, self.kind, &self.term)
    }

    /// `column IN (the found records)`, to narrow a list by other filters too.
    pub fn contain(self, column: impl IdenStatic) -> SimpleExpr {
        Expr::col(column).in_subquery(self.ids)
    }

    /// The found records' ids in order, `limit` from `offset`, each row with the number of
    /// records found (`id`, `total`), read from the entries alone: neither the records' table
    /// nor its index is probed for every match. At most `EXACT_TOTAL_UP_TO + 1` matches are
    /// read: when `total` says there are more, the ids are some of the matches, not the page,
    /// which [`Hits::walk`] or [`Hits::page_of_all`] then reads.
    pub fn page(self, limit: u64, offset: u64) -> WithQuery {
        self.page_among(Some(EXACT_TOTAL_UP_TO + 1), limit, offset)
    }

    /// As [`Hits::page`], over every match however many: the exact page and total, at a cost
    /// that grows with the number of matches.
    pub fn page_of_all(self, limit: u64, offset: u64) -> WithQuery {
        self.page_among(None, limit, offset)
    }

    fn page_among(self, most: Option<u64>, limit: u64, offset: u64) -> WithQuery {
        let hits = Query::select()
            .column(Alias::new("id"))
            .expr_as(SimpleExpr::SubQuery(None, Box::new(count_of_hits().into())), Alias::new("total"))
            .from(Alias::new(HITS))
            .order_by(Alias::new("id"), Order::Asc)
            .limit(limit)
            .offset(offset)
            .to_owned();
        self.with_hits(most).query(hits)
    }

    /// The number of records found, up to `EXACT_TOTAL_UP_TO + 1`.
    pub fn count(self) -> WithQuery {
        self.with_hits(Some(EXACT_TOTAL_UP_TO + 1)).query(count_of_hits())
    }

    /// The number of records found, however many.
    pub fn count_of_all(self) -> WithQuery {
        self.with_hits(None).query(count_of_hits())
    }

    /// The page of a search with many matches, found by walking the organisation's entries of
    /// its kind in creation order and checking each one's text, stopping at the page's end (or
    /// after [`MOST_WALKED`] entries): `SELECT id, walked, entries …` in order, `limit` ids from
    /// `offset`. With more than [`EXACT_TOTAL_UP_TO`] matches, the page is reached long before
    /// the walk ends unless it is deep; fewer than `limit` ids means it was not, and
    /// [`Hits::page_of_all`] tells.
    ///
    /// Each row also carries the kind's list as `list_counts` keeps it (`entries`, its records,
    /// and `shifts`), which tell whether a kept total still holds (`paging::totals`). One
    /// statement rather than two: a round trip and a plan were a tenth of a common search.
    pub fn walk(&self, limit: u64, offset: u64) -> WithQuery {
        let ids = match self.backend {
            DbBackend::Postgres => self.walk_within_first_entries(limit, offset),
            _ => self.walk_up_to_bound(limit, offset),
        };
        let list = list_of(self.kind);
        let entries = Func::coalesce([list_count::count_of(self.organisation_id, list), Expr::val(0i64)]);
        let shifts = Func::coalesce([list_count::shifts_of(self.organisation_id, list), Expr::val(0i64)]);
        let rows = Query::select()
            .column(Alias::new("id"))
            .expr_as(entries, Alias::new("entries"))
            .expr_as(shifts, Alias::new("shifts"))
            .from(Alias::new(WALK))
            .order_by(Alias::new("id"), Order::Asc)
            .to_owned();
        ids_as(WALK, ids).query(rows)
    }

    /// PostgreSQL's walk: the checks read from the first [`MOST_WALKED`] entries as a subquery,
    /// which PostgreSQL runs lazily, in index order, as far as the page needs: the outer
    /// `ORDER BY` is the subquery's own, so no sort is added. (Bounding the walk by the
    /// [`MOST_WALKED`]th entry's id instead walked all of them to find it first: 7 of the
    /// 8.5 ms a page took at 492,000 contacts.)
    fn walk_within_first_entries(&self, limit: u64, offset: u64) -> SelectStatement {
        let first = self
            .entries_in_order()
            .expr_as(Expr::col(Column::RecordId), Alias::new("id"))
            .column(Column::Text)
            .limit(MOST_WALKED)
            .to_owned();
        let contains = self.found_by(position_in(DbBackend::Postgres));
        Query::select()
            .column(Alias::new("id"))
            .from_subquery(first, Alias::new("walked"))
            .and_where(Expr::expr(contains).gt(0))
            .order_by(Alias::new("id"), Order::Asc)
            .limit(limit)
            .offset(offset)
            .to_owned()
    }

    /// SQLite's walk, one ordered scan bounded by the id of the last entry it may check (past
    /// the end of a shorter list, the greatest id). SQLite would sort the rows of a subquery
    /// again for an outer `ORDER BY`, reading all [`MOST_WALKED`] entries, and gives no order
    /// without one.
    fn walk_up_to_bound(&self, limit: u64, offset: u64) -> SelectStatement {
        let end =
            self.entries_in_order().column(Column::RecordId).limit(1).offset(MOST_WALKED - 1).to_owned();
        let end = Func::if_null(SimpleExpr::SubQuery(None, Box::new(end.into())), Uuid::max());
        // A check no index serves, so the walk follows the creation-order index.
        let contains = self.found_by(position_in(DbBackend::Sqlite));
        self.entries_in_order()
            .expr_as(Expr::col(Column::RecordId), Alias::new("id"))
            .and_where(Expr::col(Column::RecordId).lte(end))
            .and_where(Expr::expr(contains).gt(0))
            .limit(limit)
            .offset(offset)
            .to_owned()
    }

    /// `position(text, term)`, positive for an entry the search finds, with the backend's
    /// `position` (`strpos`, `instr`): the term anywhere, or after a space for [`Method::WordStart`].
    fn found_by(&self, position: Alias) -> SimpleExpr {
        match self.method {
            Method::WordStart => {
                Func::cust(position).arg(Expr::cust(WORDS)).arg(format!(" {}", self.term)).into()
            }
            Method::Trigrams | Method::Like | Method::Scan => {
                Func::cust(position).arg(Expr::col(Column::Text)).arg(self.term.clone()).into()
            }
        }
    }

    /// `SELECT … FROM search_entries WHERE` the organisation's entries of the kind `ORDER BY
    /// record_id`, columns to be added.
    fn entries_in_order(&self) -> SelectStatement {
        Query::select()
            .from(search_entry::Entity)
            .and_where(Expr::col(Column::OrganisationId).eq(self.organisation_id))
            .and_where(Expr::col(Column::Kind).eq(self.kind.to_value()))
            .order_by(Column::RecordId, Order::Asc)
            .to_owned()
    }

    fn with_hits(self, most: Option<u64>) -> WithClause {
        let mut ids = self.ids;
        if let Some(most) = most {
            ids.limit(most);
        }
        ids_as(HITS, ids)
    }
}

/// `WITH name (id) AS MATERIALIZED (ids)`: read once, however often the query names it.
fn ids_as(name: &str, ids: SelectStatement) -> WithClause {
    let cte = CommonTableExpression::new()
        .query(ids)
        .column(Alias::new("id"))
        .table_name(Alias::new(name))
        .materialized(true)
        .to_owned();
    WithClause::new().cte(cte).to_owned()
}

row_struct! {
    /// An organisation's number of records in a list.
    struct ListCount {
        count: i64,
    }
}

/// The organisation's number of entries of `kind`: one for each record, as `list_counts` keeps
/// them.
async fn entries_of(db: &Database, organisation_id: Uuid, kind: RecordKind) -> Result<i64, ServiceError> {
    let count = Query::select()
        .column(list_count::Column::Count)
        .from(list_count::Entity)
        .and_where(list_count::Column::OrganisationId.eq(organisation_id))
        .and_where(list_count::Column::List.eq(list_of(kind)))
        .to_owned();
    let rows: Vec<ListCount> = db.rows(count).await?;
    Ok(rows.first().map_or(0, |row| row.count))
}

/// The key under which `list_counts` keeps the number of an organisation's records of `kind`.
fn list_of(kind: RecordKind) -> &'static str {
    match kind {
        RecordKind::Contact => "contacts",
        RecordKind::Profile => "profiles",
        RecordKind::Opportunity => "opportunities",
    }
}

/// `SELECT COUNT(*) AS total FROM hits`.
fn count_of_hits() -> SelectStatement {
    Query::select().expr_as(Expr::cust("COUNT(*)"), Alias::new("total")).from(Alias::new(HITS)).to_owned()
}
