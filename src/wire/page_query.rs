//! The paging query parameters of every list and search, taken by a handler as one argument,
//! and the paged response built from them.
//!
//! A list with modification times takes [`Paging`] (`page`, `pageSize`, `modifiedSince`, `sort`,
//! `cursor`), one without them [`UntimedPaging`] (`page`, `pageSize`, `cursor`), and the event
//! log, which is followed with `after` rather than a cursor, [`NumberedPaging`] (`page`,
//! `pageSize`). The parameters stand where the argument stands among the handler's others.

use std::sync::Mutex;

use poem::{Request, Result, http::Uri};
use poem_openapi::{
    registry::{MetaOperationParam, Registry},
    types::{ParseFromJSON, ToJSON, Type},
};

use super::{
    Cursor, ModifiedSince, Page, PageNumber, PageSize, Paged,
    query_group::{Grouped, QueryGroup, parameter, read},
};
use crate::{
    error::FieldError,
    http::{ApiError, Caller, PageBudget, PageShare},
    types::{ListSort, MAX_PAGE_SIZE, PageInfo, PageRequest},
};

/// Paging of a list with modification times.
pub type Paging = Grouped<PageQuery<true, true>>;
/// Paging of a list without modification times (no `modifiedSince`, no `sort`).
pub type UntimedPaging = Grouped<PageQuery<false, true>>;
/// Paging by page number only (no `modifiedSince`, `sort` or `cursor`).
pub type NumberedPaging = Grouped<PageQuery<false, false>>;

const PAGE: &str = "Page number, from 1.";
const PAGE_SIZE: &str = "Records per page, 1 to 500.";
const MODIFIED_SINCE: &str = "Only records whose `modifiedTimestamp` is at or after this instant (ISO 8601, any\noffset, e.g. `2026-11-22T10:00:00+13:00`).";
const SORT: &str = "The order: `creation` (the default) or `modifiedTimestamp` (least recently modified\nfirst, ties by id).";
const CURSOR: &str = "The `nextCursor` of the previous page, to continue after it (keyset pagination; the\nquery otherwise unchanged, without `page`).";

/// The paging parameters of a request: `TIMES` says the list has `modifiedSince` and `sort`,
/// `CURSOR` that it has `cursor`.
pub struct PageQuery<const TIMES: bool, const CURSOR: bool> {
    page: Option<PageNumber>,
    page_size: Option<PageSize>,
    modified_since: Option<ModifiedSince>,
    sort: Option<ListSort>,
    cursor: Option<String>,
    /// The request's original URI: cursors are bound to it and links keep its other parameters.
    uri: Uri,
    /// The page's share of the instance's [`PageBudget`], taken once the parameters are read and
    /// handed to the response, which gives it back once its body is serialised.
    share: Mutex<Option<PageShare>>,
}

impl<const TIMES: bool, const CURSOR: bool> QueryGroup for PageQuery<TIMES, CURSOR> {
    fn parameters() -> Vec<MetaOperationParam> {
        let mut parameters = vec![
            parameter::<Option<PageNumber>>("page", PAGE),
            parameter::<Option<PageSize>>("pageSize", PAGE_SIZE),
        ];
        if TIMES {
            parameters.push(parameter::<Option<ModifiedSince>>("modifiedSince", MODIFIED_SINCE));
            parameters.push(parameter::<Option<ListSort>>("sort", SORT));
        }
        if CURSOR {
            parameters.push(parameter::<Option<String>>("cursor", self::CURSOR));
        }
        parameters
    }

    fn register(registry: &mut Registry) {
        if TIMES {
            <Option<ListSort> as Type>::register(registry);
        }
    }

    async fn read(request: &Request) -> Result<Self> {
        let page = read(request, "page").await?;
        let page_size: Option<PageSize> = read(request, "pageSize").await?;
        let (modified_since, sort) = if TIMES {
            (read(request, "modifiedSince").await?, read(request, "sort").await?)
        } else {
            (None, None)
        };
        let cursor = if CURSOR { read(request, "cursor").await? } else { None };
        let records = page_size.map_or(MAX_PAGE_SIZE, |size| size.0);
        let organisation = request.extensions().get::<Caller>().map(|caller| caller.organisation_id);
        let share = match request.data::<PageBudget>() {
            Some(budget) => Some(budget.share(records, organisation).await?),
            None => None,
        };
        Ok(PageQuery {
            page,
            page_size,
            modified_since,
            sort,
            cursor,
            uri: request.original_uri().clone(),
            share: Mutex::new(share),
        })
    }
}

impl<const TIMES: bool, const CURSOR: bool> PageQuery<TIMES, CURSOR> {
    /// The page asked for. A `cursor` must come from the same list, order and filters, and
    /// excludes `page`; an empty `cursor` says where no page starts, so it leaves the page
    /// asked for by number (the first by default) and only makes it the start of a cursor walk
    /// (see [`PageQuery::paged`]).
    pub fn request(&self) -> Result<PageRequest, ApiError> {
        let mut request = PageRequest::from_query(self.page, self.page_size);
        request.modified_since = self.modified_since.map(|since| since.0);
        request.sort = self.sort.unwrap_or_default();
        let Some(cursor) = self.cursor.as_deref().filter(|cursor| !cursor.trim().is_empty()) else {
            return Ok(request);
        };
        if self.page.is_some() {
            let message = "cannot be combined with `cursor`: a cursor says where its page starts";
            return Err(ApiError::validation(vec![FieldError::new("page", message)]));
        }
        let cursor = Cursor::decode(cursor, &self.uri, request.sort)
            .map_err(|problem| ApiError::validation(vec![FieldError::new("cursor", problem.message())]))?;
        request.page = cursor.page;
        request.after = Some(cursor.after);
        Ok(request)
    }

    /// The page of `views` as the API shows them, with `nextCursor` and links to the other
    /// pages built from the request's own URI so other query parameters are kept. A page asked
    /// for with a `cursor`, even an empty one, is a page of a cursor walk: its `Link` leads on
    /// with the next cursor, not a page number.
    pub fn paged<V, T>(&self, views: Vec<V>, info: PageInfo, request: PageRequest) -> Paged<T>
    where
        T: From<V> + ParseFromJSON + ToJSON,
    {
        let items = views.into_iter().map(T::from).collect();
        let next_cursor = info.next.map(|after| {
            Cursor::new(&self.uri, request.page.saturating_add(1), request.sort, after).encode()
        });
        let by_cursor = self.cursor.is_some();
        let share = self.share.lock().ok().and_then(|mut share| share.take());
        Paged::new(Page::new(items, info, request, next_cursor, by_cursor), &self.uri, by_cursor)
            .holding(share)
    }
}
