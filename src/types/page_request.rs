//! Which page of a list is asked for: the services take it, the wire layer reads it from the
//! `page` and `pageSize` query parameters.

/// Default and largest page size: a list without `pageSize` answers at most 500 records (see
/// docs/decisions.md, "Platform", pagination).
pub const MAX_PAGE_SIZE: u64 = 500;
/// Largest page number accepted; keeps offsets within what every database accepts.
pub const MAX_PAGE: u64 = 10_000_000;

/// A validated page request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    pub page: u64,
    pub page_size: u64,
}

impl PageRequest {
    pub fn new(page: u64, page_size: u64) -> Self {
        PageRequest { page: page.clamp(1, MAX_PAGE), page_size: page_size.clamp(1, MAX_PAGE_SIZE) }
    }

    pub fn offset(&self) -> u64 {
        (self.page - 1) * self.page_size
    }

    pub fn limit(&self) -> u64 {
        self.page_size
    }
}
