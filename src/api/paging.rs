//! Reading a list's page parameters and turning a page of service views into the API's paged
//! response.

use poem::Request;
use poem_openapi::types::{ParseFromJSON, ToJSON};

use crate::{
    error::FieldError,
    http::ApiError,
    types::{ListSort, PageInfo, PageRequest},
    wire::{Cursor, ModifiedSince, Page, PageNumber, PageSize, Paged},
};

/// The page a list request asks for, from its `page`, `pageSize`, `modifiedSince`, `sort` and
/// `cursor` parameters (a list without modification times passes `None` for the middle two).
/// A `cursor` must come from the same list, order and filters, and excludes `page`; an empty
/// `cursor` is no cursor (so a loop may start with `cursor=` and `page` still works with it).
pub fn page_request(
    req: &Request,
    page: Option<PageNumber>,
    page_size: Option<PageSize>,
    modified_since: Option<ModifiedSince>,
    sort: Option<ListSort>,
    cursor: Option<String>,
) -> Result<PageRequest, ApiError> {
    let mut request = PageRequest::from_query(page, page_size);
    request.modified_since = modified_since.map(|since| since.0);
    request.sort = sort.unwrap_or_default();
    let Some(cursor) = cursor.filter(|cursor| !cursor.trim().is_empty()) else { return Ok(request) };
    if page.is_some() {
        let message = "cannot be combined with `cursor`: a cursor says where its page starts";
        return Err(ApiError::validation(vec![FieldError::new("page", message)]));
    }
    let cursor = Cursor::decode(&cursor, req.original_uri(), request.sort)
        .map_err(|problem| ApiError::validation(vec![FieldError::new("cursor", problem.message())]))?;
    request.page = cursor.page;
    request.after = Some(cursor.after);
    Ok(request)
}

/// The page of `views` as the API shows them, with `nextCursor` and links to the other pages
/// built from the request's own URI so other query parameters are kept.
pub fn paged<V, T>(views: Vec<V>, info: PageInfo, request: PageRequest, req: &Request) -> Paged<T>
where
    T: From<V> + ParseFromJSON + ToJSON,
{
    let uri = req.original_uri();
    let items = views.into_iter().map(T::from).collect();
    let next_cursor =
        info.next.map(|after| Cursor::new(uri, request.page.saturating_add(1), request.sort, after).encode());
    Paged::new(Page::new(items, info.total, request, next_cursor), uri, request.after.is_some())
}
