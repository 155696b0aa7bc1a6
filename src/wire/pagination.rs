//! Offset pagination on the wire, shared by every list and search endpoint.
//!
//! Requests carry `page` (from 1) and `pageSize` (1 to 500, default 500); handlers declare both
//! with the bounds below so the OpenAPI document states them and out-of-range values are a 400
//! naming the parameter. Responses carry the page in the envelope plus a `Link` header. The
//! validated request itself, [`PageRequest`], is a domain value the services take.

use poem::{
    IntoResponse, Response,
    http::{StatusCode, Uri},
};
use poem_openapi::{
    ApiResponse, Object,
    registry::{MetaHeader, MetaResponses, Registry},
    types::{ParseFromJSON, ToJSON, Type},
};

use super::{
    Described, Envelope,
    responses::{envelope_body, envelope_response},
};
use crate::{
    http::PageShare,
    types::{MAX_PAGE, MAX_PAGE_SIZE, PageInfo, PageRequest},
};

/// A whole number between `$min` and `$max` in a query parameter, documented with its bounds
/// and default, and refused with a message saying them.
macro_rules! bounded_parameter {
    ($(#[$doc:meta])* $name:ident, $type_name:literal, $min:expr, $max:expr, $default:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name(pub u64);

        impl Type for $name {
            const IS_REQUIRED: bool = true;
            type RawValueType = Self;
            type RawElementValueType = Self;

            fn name() -> std::borrow::Cow<'static, str> {
                $type_name.into()
            }

            fn schema_ref() -> poem_openapi::registry::MetaSchemaRef {
                let mut schema = poem_openapi::registry::MetaSchema::new_with_format("integer", "int64");
                schema.minimum = Some($min as f64);
                schema.maximum = Some($max as f64);
                schema.default = Some(serde_json::Value::from($default));
                poem_openapi::registry::MetaSchemaRef::Inline(Box::new(schema))
            }

            fn as_raw_value(&self) -> Option<&Self::RawValueType> {
                Some(self)
            }

            fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
                Box::new(self.as_raw_value().into_iter())
            }
        }

        impl poem_openapi::types::ParseFromParameter for $name {
            fn parse_from_parameter(value: &str) -> poem_openapi::types::ParseResult<Self> {
                value
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|n| ($min..=$max).contains(n))
                    .map($name)
                    .ok_or_else(|| poem_openapi::types::ParseError::custom(format!("must be a whole number from {} to {}", $min, $max)))
            }
        }

        impl poem_openapi::types::ParseFromJSON for $name {
            fn parse_from_json(value: Option<serde_json::Value>) -> poem_openapi::types::ParseResult<Self> {
                let text = value.map(|v| v.to_string()).unwrap_or_default();
                <Self as poem_openapi::types::ParseFromParameter>::parse_from_parameter(&text)
            }
        }

        impl poem_openapi::types::ToJSON for $name {
            fn to_json(&self) -> Option<serde_json::Value> {
                Some(serde_json::Value::from(self.0))
            }
        }
    };
}

bounded_parameter!(
    /// `page`: the page number, from 1 (default 1).
    PageNumber, "page_number", 1u64, MAX_PAGE, 1u64
);
bounded_parameter!(
    /// `pageSize`: records per page, 1 to 500 (default 500).
    PageSize, "page_size", 1u64, MAX_PAGE_SIZE, MAX_PAGE_SIZE
);

impl PageRequest {
    /// The request's `page` and `pageSize` query parameters, with their defaults.
    pub fn from_query(page: Option<PageNumber>, page_size: Option<PageSize>) -> Self {
        PageRequest::new(page.map_or(1, |p| p.0), page_size.map_or(MAX_PAGE_SIZE, |s| s.0))
    }
}

/// One page of a list.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Page<T: ParseFromJSON + ToJSON> {
    /// The records of this page, in a stable order (creation order unless stated otherwise).
    pub items: Vec<T>,
    /// Number of records across all pages (those matching `modifiedSince` and the list's other
    /// filters), at the time of the request; on a cursor page too, wherever it starts.
    pub total_items: u64,
    /// True when `totalItems` (and so `totalPages`) may be more than the records found: a
    /// search finding more than 1,000 records reports its count from up to a minute before plus
    /// any records created since, so it is never less, and looping `page` from 1 to the first
    /// page's `totalPages` reaches every record. Up to 1,000 it is exact, and always exact on
    /// lists. `nextPage` and `nextCursor` are exact either way.
    pub total_items_is_estimate: bool,
    /// The current page, from 1; on a cursor page, its place in the iteration.
    pub page: u64,
    /// The page size used.
    pub page_size: u64,
    /// Number of pages (0 when there are no records).
    pub total_pages: u64,
    /// The page to ask for next (with the same `pageSize`), or null on the last page. Always
    /// null on a cursor page: follow `nextCursor` instead.
    #[oai(nullable)]
    pub next_page: Option<u64>,
    /// Pass as `cursor`, with the same query otherwise, for the records after this page's last
    /// one (a keyset page: never skips or repeats a record while others are written). Null on the
    /// last page.
    #[oai(nullable)]
    pub next_cursor: Option<String>,
}

impl<T: ParseFromJSON + ToJSON> Page<T> {
    /// `by_cursor` says the page is one of a cursor walk (asked for with a `cursor`, even an
    /// empty one): it has no `nextPage`.
    pub fn new(
        items: Vec<T>,
        info: PageInfo,
        request: PageRequest,
        next_cursor: Option<String>,
        by_cursor: bool,
    ) -> Self {
        let total_items = info.total;
        let total_pages = total_items.div_ceil(request.page_size);
        // An estimated total cannot say whether a page follows; the page's look-ahead can.
        let more = if info.total_is_estimate { info.next.is_some() } else { request.page < total_pages };
        let by_number = !by_cursor && more;
        Page {
            items,
            total_items,
            total_items_is_estimate: info.total_is_estimate,
            page: request.page,
            page_size: request.page_size,
            total_pages,
            next_page: by_number.then_some(request.page + 1),
            next_cursor,
        }
    }
}

/// The response of a list endpoint: the page in the success envelope plus an RFC 8288 `Link`
/// header with `first`, `prev`, `next` and `last` (those that exist); on a cursor page, `first`
/// and (unless it is the last) `next`, which carries the next cursor.
pub struct Paged<T: ParseFromJSON + ToJSON> {
    page: Page<T>,
    link: Option<String>,
    /// The page's share of the page budget, given back once the body is serialised.
    share: Option<PageShare>,
}

impl<T: ParseFromJSON + ToJSON> Paged<T> {
    /// `uri` is the request's original URI; other query parameters are kept in the links.
    /// `by_cursor` says the page was asked for with a `cursor` (an empty one starts a walk).
    pub fn new(page: Page<T>, uri: &Uri, by_cursor: bool) -> Self {
        let link = link_header(uri, &page, by_cursor);
        Paged { page, link, share: None }
    }

    /// The page, holding `share` of the page budget until its response is built.
    pub fn holding(self, share: Option<PageShare>) -> Self {
        Paged { share, ..self }
    }
}

fn link_header<T: ParseFromJSON + ToJSON>(uri: &Uri, page: &Page<T>, by_cursor: bool) -> Option<String> {
    let kept: Vec<(String, String)> = form_urlencoded::parse(uri.query().unwrap_or("").as_bytes())
        .filter(|(name, _)| name != "page" && name != "pageSize" && name != "cursor")
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    let target = |position: (&str, &str)| {
        let mut query = form_urlencoded::Serializer::new(String::new());
        query.extend_pairs(kept.iter());
        if !position.1.is_empty() {
            query.append_pair(position.0, position.1);
        }
        query.append_pair("pageSize", &page.page_size.to_string());
        format!("<{}?{}>", uri.path(), query.finish())
    };
    if by_cursor {
        let mut links = vec![format!("{}; rel=\"first\"", target(("page", "1")))];
        if let Some(cursor) = &page.next_cursor {
            links.push(format!("{}; rel=\"next\"", target(("cursor", cursor))));
        }
        return Some(links.join(", "));
    }
    let number = |n: u64| target(("page", &n.to_string()));
    let last = page.total_pages.max(1);
    let mut links = vec![format!("{}; rel=\"first\"", number(1))];
    if page.page > 1 {
        links.push(format!("{}; rel=\"prev\"", number((page.page - 1).min(last))));
    }
    if let Some(next) = page.next_page {
        links.push(format!("{}; rel=\"next\"", number(next)));
    }
    links.push(format!("{}; rel=\"last\"", number(last)));
    Some(links.join(", "))
}

impl<T: ParseFromJSON + ToJSON + serde::Serialize + Described + Send> IntoResponse for Paged<T> {
    fn into_response(self) -> Response {
        let message = format!("{} retrieved successfully.", T::PLURAL);
        let mut response = envelope_body(self.page, message, StatusCode::OK);
        drop(self.share);
        if let Some(link) = self.link.and_then(|link| link.parse().ok()) {
            response.headers_mut().insert("link", link);
        }
        response
    }
}

impl<T: ParseFromJSON + ToJSON + Described + Send> ApiResponse for Paged<T> {
    fn meta() -> MetaResponses {
        let link = MetaHeader {
            name: "Link".to_string(),
            description: Some(
                "RFC 8288 links to the first, previous, next and last pages; on a cursor page to the first \
                 page and the next cursor page."
                    .to_string(),
            ),
            required: false,
            deprecated: false,
            schema: <String as Type>::schema_ref(),
        };
        envelope_response::<Page<T>>(200, "One page of results.", vec![link])
    }

    fn register(registry: &mut Registry) {
        <Envelope<Page<T>> as Type>::register(registry);
    }
}
