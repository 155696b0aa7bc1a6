//! Fetching one page of a list and the total across pages, in a constant number of queries.

use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select,
    sea_query::Expr,
};
use uuid::Uuid;

use crate::{error::ServiceError, types::PageRequest};

/// What a list is filtered by, which decides how its page is fetched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filter {
    /// Only the organisation: counted over the organisation index ([`fetch_page`]).
    Organisation,
    /// A search: costly to evaluate, so evaluated once ([`fetch_matching_page`]).
    Search,
}

/// One page of `query` ordered by its `id` column, and the number of records across all pages:
/// a count (served by the organisation index) and the page.
pub async fn fetch_page<E>(
    conn: &impl ConnectionTrait,
    query: Select<E>,
    id: impl ColumnTrait,
    page: PageRequest,
) -> Result<(Vec<E::Model>, u64), ServiceError>
where
    E: EntityTrait,
    E::Model: Sync,
{
    let total = query.clone().count(conn).await?;
    let items = query.order_by_asc(id).offset(page.offset()).limit(page.limit()).all(conn).await?;
    Ok((items, total))
}

/// As [`fetch_page`], for a query whose filter is costly to evaluate (a search): the page's ids
/// are selected together with `COUNT(*) OVER ()`, so the filter runs once for both, then the rows
/// are loaded by primary key. (For a plain list the window count is slower than a count over the
/// index, because every row is materialised first.) A page past the end, which has no row to
/// carry the count, costs one more query.
pub async fn fetch_matching_page<E>(
    conn: &impl ConnectionTrait,
    query: Select<E>,
    id: impl ColumnTrait,
    page: PageRequest,
) -> Result<(Vec<E::Model>, u64), ServiceError>
where
    E: EntityTrait,
    E::Model: Sync,
{
    let rows: Vec<(Uuid, i64)> = query
        .clone()
        .select_only()
        .column(id)
        .column_as(Expr::cust("COUNT(*) OVER ()"), "total")
        .order_by_asc(id)
        .offset(page.offset())
        .limit(page.limit())
        .into_tuple()
        .all(conn)
        .await?;
    let Some(&(_, total)) = rows.first() else {
        let total = if page.offset() == 0 { 0 } else { query.count(conn).await? };
        return Ok((Vec::new(), total));
    };
    // The ids come from the scoped query, so loading them by primary key alone stays within
    // the organisation and does not evaluate the filter a second time.
    let ids: Vec<Uuid> = rows.iter().map(|(id, _)| *id).collect();
    let items = E::find().filter(id.is_in(ids)).order_by_asc(id).all(conn).await?;
    Ok((items, u64::try_from(total).unwrap_or_default()))
}

/// One page fetched the way its filter calls for.
pub async fn fetch<E>(
    conn: &impl ConnectionTrait,
    query: Select<E>,
    id: impl ColumnTrait,
    page: PageRequest,
    filter: Filter,
) -> Result<(Vec<E::Model>, u64), ServiceError>
where
    E: EntityTrait,
    E::Model: Sync,
{
    match filter {
        Filter::Organisation => fetch_page(conn, query, id, page).await,
        Filter::Search => fetch_matching_page(conn, query, id, page).await,
    }
}
