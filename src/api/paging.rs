//! Turning a page of service views into the API's paged response.

use poem::Request;
use poem_openapi::types::{ParseFromJSON, ToJSON};

use crate::{
    types::PageRequest,
    wire::{Page, Paged},
};

/// The page of `views` (of `total` records) as the API shows them, with links to the other
/// pages built from the request's own URI so other query parameters are kept.
pub fn paged<V, T>(views: Vec<V>, total: u64, request: PageRequest, req: &Request) -> Paged<T>
where
    T: From<V> + ParseFromJSON + ToJSON,
{
    let items = views.into_iter().map(T::from).collect();
    Paged::new(Page::new(items, total, request), req.original_uri())
}
