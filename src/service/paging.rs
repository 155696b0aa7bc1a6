use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryOrder, QuerySelect, Select};

use crate::{error::ServiceError, types::PageRequest};

/// One page of `query` in `order` (ascending), and the number of records across all pages:
/// two queries, whatever the page size.
pub async fn fetch_page<E>(
    conn: &impl ConnectionTrait,
    query: Select<E>,
    order: impl ColumnTrait,
    page: PageRequest,
) -> Result<(Vec<E::Model>, u64), ServiceError>
where
    E: EntityTrait,
    E::Model: Sync,
{
    let total = query.clone().count(conn).await?;
    let items = query.order_by_asc(order).offset(page.offset()).limit(page.limit()).all(conn).await?;
    Ok((items, total))
}
