//! The `cursor` of keyset pagination: an opaque token saying where the next page starts.
//!
//! A cursor is base64url (no padding) of a small JSON object followed by a checksum. It holds the
//! place to continue after (the last record's id and, in `modifiedTimestamp` order, its exact
//! modification instant), the order, the next page's number, and a digest of the list it belongs
//! to (the path and every query parameter but `page`, `pageSize`, `sort` and `cursor`). The
//! checksum only catches damage and edits; it is no secret, and needs none: whatever a cursor
//! says, the page is still read from the caller's own organisation.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, Utc};
use poem::http::Uri;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::types::{ListSort, Position};

/// Query parameters that choose a page of a list rather than the list itself.
pub const PAGE_PARAMETERS: [&str; 4] = ["page", "pageSize", "sort", "cursor"];

const CHECKSUM_LEN: usize = 8;

/// A decoded cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    /// The number of the page the cursor leads to.
    pub page: u64,
    pub sort: ListSort,
    /// The record the page starts after.
    pub after: Position,
    /// Digest of the list the cursor was issued for.
    list: String,
}

/// Why a cursor was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CursorError {
    /// Not a cursor this API issued, or one that was changed.
    Unreadable,
    /// A cursor of another list, order or filter.
    OtherList,
}

impl CursorError {
    pub fn message(self) -> &'static str {
        match self {
            CursorError::Unreadable => "is not a cursor this API issued; pass `nextCursor` unchanged",
            CursorError::OtherList => {
                "belongs to another list, sort or filter; repeat the query that returned it, changing \
                 only `cursor` (and `pageSize` if you like)"
            }
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Token {
    /// Format version.
    v: u8,
    p: u64,
    /// `modifiedTimestamp` order.
    m: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    t: Option<DateTime<Utc>>,
    i: Uuid,
    l: String,
}

impl Cursor {
    /// The cursor to page `page` of the list at `uri`, in `sort` order, after `after`.
    pub fn new(uri: &Uri, page: u64, sort: ListSort, after: Position) -> Self {
        Cursor { page, sort, after, list: list_digest(uri) }
    }

    pub fn encode(&self) -> String {
        let token = Token {
            v: 1,
            p: self.page,
            m: self.sort == ListSort::ModifiedTimestamp,
            t: self.after.modified_at,
            i: self.after.id,
            l: self.list.clone(),
        };
        let mut bytes = serde_json::to_vec(&token).unwrap_or_default();
        let sum = checksum(&bytes);
        bytes.extend_from_slice(&sum);
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// The cursor `text`, when it was issued for the list at `uri` in `sort` order.
    pub fn decode(text: &str, uri: &Uri, sort: ListSort) -> Result<Self, CursorError> {
        let bytes = URL_SAFE_NO_PAD.decode(text.trim()).map_err(|_| CursorError::Unreadable)?;
        if bytes.len() <= CHECKSUM_LEN {
            return Err(CursorError::Unreadable);
        }
        let (json, sum) = bytes.split_at(bytes.len() - CHECKSUM_LEN);
        if checksum(json) != sum {
            return Err(CursorError::Unreadable);
        }
        let token: Token = serde_json::from_slice(json).map_err(|_| CursorError::Unreadable)?;
        let cursor_sort = if token.m { ListSort::ModifiedTimestamp } else { ListSort::Creation };
        if token.v != 1 || token.p < 2 || token.m != token.t.is_some() {
            return Err(CursorError::Unreadable);
        }
        if cursor_sort != sort || token.l != list_digest(uri) {
            return Err(CursorError::OtherList);
        }
        Ok(Cursor {
            page: token.p,
            sort: cursor_sort,
            after: Position { modified_at: token.t, id: token.i },
            list: token.l,
        })
    }
}

fn checksum(bytes: &[u8]) -> [u8; CHECKSUM_LEN] {
    let digest = Sha256::new().chain_update(b"advisory-crm cursor v1\n").chain_update(bytes).finalize();
    let mut sum = [0; CHECKSUM_LEN];
    sum.copy_from_slice(&digest[..CHECKSUM_LEN]);
    sum
}

/// The list a request reads: its path and its other query parameters, in any order.
fn list_digest(uri: &Uri) -> String {
    let mut pairs: Vec<(String, String)> = form_urlencoded::parse(uri.query().unwrap_or("").as_bytes())
        .filter(|(name, _)| !PAGE_PARAMETERS.contains(&name.as_ref()))
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    pairs.sort();
    let mut hasher = Sha256::new();
    hasher.update(uri.path().as_bytes());
    for (name, value) in pairs {
        hasher.update([0]);
        hasher.update(name.as_bytes());
        hasher.update([0]);
        hasher.update(value.as_bytes());
    }
    hex::encode(&hasher.finalize()[..8])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uri(text: &str) -> Uri {
        text.parse().unwrap()
    }

    fn position() -> Position {
        Position { modified_at: Some("2026-11-22T10:00:00.123456789Z".parse().unwrap()), id: Uuid::now_v7() }
    }

    #[test]
    fn a_cursor_reads_back_for_the_same_list_whatever_its_page_parameters() {
        let issued = Cursor::new(
            &uri("/api/v1/notes?profileId=x&sort=modifiedTimestamp"),
            2,
            ListSort::ModifiedTimestamp,
            position(),
        );
        let text = issued.encode();
        let read = Cursor::decode(
            &text,
            &uri("/api/v1/notes?pageSize=3&cursor=abc&profileId=x"),
            ListSort::ModifiedTimestamp,
        );
        assert_eq!(read, Ok(issued));
    }

    #[test]
    fn a_cursor_of_another_list_sort_or_filter_is_refused() {
        let text = Cursor::new(&uri("/api/v1/notes?profileId=x"), 2, ListSort::ModifiedTimestamp, position())
            .encode();
        let refused = |path: &str, sort| Cursor::decode(&text, &uri(path), sort);
        assert_eq!(
            refused("/api/v1/contacts?profileId=x", ListSort::ModifiedTimestamp),
            Err(CursorError::OtherList)
        );
        assert_eq!(
            refused("/api/v1/notes?profileId=y", ListSort::ModifiedTimestamp),
            Err(CursorError::OtherList)
        );
        assert_eq!(refused("/api/v1/notes", ListSort::ModifiedTimestamp), Err(CursorError::OtherList));
        assert_eq!(refused("/api/v1/notes?profileId=x", ListSort::Creation), Err(CursorError::OtherList));
    }

    #[test]
    fn damaged_or_edited_cursors_are_unreadable() {
        let text = Cursor::new(
            &uri("/api/v1/notes"),
            2,
            ListSort::Creation,
            Position { modified_at: None, id: Uuid::now_v7() },
        )
        .encode();
        let mut edited = text.clone().into_bytes();
        edited[5] = if edited[5] == b'A' { b'B' } else { b'A' };
        for bad in
            ["", "abc", "!!!!", "eyJ2IjoxfQ", &String::from_utf8(edited).unwrap(), &text[..text.len() - 1]]
        {
            assert_eq!(
                Cursor::decode(bad, &uri("/api/v1/notes"), ListSort::Creation),
                Err(CursorError::Unreadable),
                "{bad}"
            );
        }
    }
}
