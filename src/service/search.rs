//! Substring search over names, e-mail addresses and phone numbers, served by an index on both
//! databases (see the `create_search_entries` and `search_entry_kinds` migrations).
//!
//! Each searchable record has one entry holding its kind and its searchable text, lower-cased
//! and with accents removed, so `ngati` finds "Ngāti" and `OBRIEN` finds "O'Brien"'s e-mail.
//! Search terms are folded the same way. A search reads the matching entries once
//! ([`Hits`]); the records found, their number and the page's ids come from the entries (and
//! the links between records) alone.

use sea_orm::{
    ActiveEnum, ConnectionTrait, DbBackend, EntityTrait, IdenStatic,
    sea_query::{
        Alias, BinOper, CommonTableExpression, Expr, ExprTrait, LikeExpr, OnConflict, Order, Query,
        SelectStatement, SimpleExpr, WithClause, WithQuery,
    },
};
use unicode_normalization::UnicodeNormalization;
use uuid::Uuid;

pub use crate::entity::search_entry::RecordKind;
use crate::{
    db::bulk::insert_chunked,
    entity::search_entry::{self, Column},
    error::ServiceError,
};

/// Longest search term accepted.
pub const MAX_TERM_CHARS: usize = 200;

/// Lower-case text without accents or other combining marks.
pub fn fold(text: &str) -> String {
    text.nfd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The searchable text of a record: its folded parts, plus the digits alone of any part that
/// looks like a phone number, so `0215551234` finds "021 555 1234".
pub fn searchable_text<'a>(parts: impl IntoIterator<Item = Option<&'a str>>) -> String {
    let mut text = Vec::new();
    for part in parts.into_iter().flatten().map(str::trim).filter(|p| !p.is_empty()) {
        text.push(fold(part));
        let digits: String = part.chars().filter(char::is_ascii_digit).collect();
        if digits.len() >= 6 && digits.len() != part.len() {
            text.push(digits);
        }
    }
    text.join(" | ")
}

fn entry(
    organisation_id: Uuid,
    kind: RecordKind,
    record_id: Uuid,
    text: String,
) -> search_entry::ActiveModel {
    search_entry::ActiveModel {
        id: sea_orm::ActiveValue::NotSet,
        record_id: sea_orm::ActiveValue::Set(record_id),
        organisation_id: sea_orm::ActiveValue::Set(organisation_id),
        text: sea_orm::ActiveValue::Set(text),
        kind: sea_orm::ActiveValue::Set(kind),
    }
}

/// Records (or replaces) the searchable text of a record.
pub async fn index(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    kind: RecordKind,
    record_id: Uuid,
    text: String,
) -> Result<(), ServiceError> {
    search_entry::Entity::insert(entry(organisation_id, kind, record_id, text))
        .on_conflict(OnConflict::column(Column::RecordId).update_column(Column::Text).to_owned())
        .exec_without_returning(conn)
        .await?;
    Ok(())
}

/// Records the searchable text of many new records at once.
pub async fn index_many(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    records: &[(RecordKind, Uuid, String)],
) -> Result<(), ServiceError> {
    let entries: Vec<_> = records
        .iter()
        .map(|(kind, record_id, text)| entry(organisation_id, *kind, *record_id, text.clone()))
        .collect();
    Ok(insert_chunked(conn, &entries).await?)
}

/// A validated search term.
pub struct SearchTerm(String);

impl SearchTerm {
    /// `searchString` must contain something other than spaces.
    pub fn parse(raw: &str) -> Result<Self, ServiceError> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Err(ServiceError::invalid("searchString", "is required"));
        }
        if raw.chars().count() > MAX_TERM_CHARS {
            return Err(ServiceError::invalid(
                "searchString",
                format!("must be at most {MAX_TERM_CHARS} characters"),
            ));
        }
        // A term of nothing but combining marks folds to nothing; search for it as written.
        let folded = fold(raw);
        Ok(SearchTerm(if folded.trim().is_empty() { raw.to_lowercase() } else { folded }))
    }

    /// True when `text`, folded like the index's text, contains the term. For the few records
    /// searched in memory rather than through the index (pipelines and their stages).
    pub fn is_in(&self, text: &str) -> bool {
        fold(text).contains(&self.0)
    }
}

/// How the entries containing a term are found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// SQLite, for terms of three or more characters: the `search_trigrams` index (FTS5,
    /// `detail=none`) names the entries holding every trigram of the term, and each candidate's
    /// text, read anyway for its record id, is checked to contain the term (`instr`). The
    /// index alone cannot say the trigrams are consecutive ("para rata" holds all of
    /// "parata"'s), and it keeps no positions to say so because they made it four times slower.
    Trigrams,
    /// SQLite, for terms of one or two characters, which have no trigram: the text of every
    /// entry of the organisation is checked (`instr`).
    Scan,
    /// PostgreSQL: `LIKE '%term%'`, served by the pg_trgm GIN index on the text.
    Like,
}

impl Method {
    /// The method the backend uses for the term.
    pub fn for_term(backend: DbBackend, term: &SearchTerm) -> Self {
        match backend {
            DbBackend::Sqlite if term.0.chars().count() >= 3 => Method::Trigrams,
            DbBackend::Sqlite => Method::Scan,
            _ => Method::Like,
        }
    }
}

/// At most this many of a term's trigrams are asked of the index: any of them narrow the
/// candidates enough, and every candidate's text is checked anyway.
const MOST_TRIGRAMS: usize = 12;

/// The FTS5 query for entries holding every trigram of the term (up to [`MOST_TRIGRAMS`]),
/// each as a quoted string, in which every character is literal but `"`, which is doubled.
fn trigram_query(term: &str) -> String {
    let chars: Vec<char> = term.chars().collect();
    let mut trigrams: Vec<String> = Vec::new();
    for window in chars.windows(3) {
        let trigram: String = window.iter().collect();
        if !trigrams.contains(&trigram) && trigrams.len() < MOST_TRIGRAMS {
            trigrams.push(trigram);
        }
    }
    trigrams
        .iter()
        .map(|trigram| format!("\"{}\"", trigram.replace('"', "\"\"")))
        .collect::<Vec<_>>()
        .join(" AND ")
}

/// The organisation's entries of the given kinds whose text contains `term`:
/// `SELECT record_id, kind FROM search_entries WHERE …`, found the way `method` says.
pub fn entries_matching(
    organisation_id: Uuid,
    term: &SearchTerm,
    kinds: &[RecordKind],
    method: Method,
) -> SelectStatement {
    let contains: SimpleExpr = match method {
        Method::Trigrams => Expr::cust_with_values(
            "id IN (SELECT rowid FROM search_trigrams WHERE search_trigrams MATCH ?) AND instr(text, ?) > 0",
            [trigram_query(&term.0), term.0.clone()],
        ),
        Method::Scan => Expr::cust_with_values("instr(text, ?) > 0", [term.0.clone()]),
        Method::Like => {
            let pattern =
                format!("%{}%", term.0.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
            Expr::col(Column::Text).like(LikeExpr::new(pattern).escape('\\'))
        }
    };
    Query::select()
        .columns([Column::RecordId, Column::Kind])
        .from(search_entry::Entity)
        .and_where(Expr::col(Column::OrganisationId).eq(organisation_id))
        .and_where(Expr::col(Column::Kind).is_in(kinds.iter().map(|kind| kind.to_value())))
        .and_where(contains)
        .to_owned()
}

/// The name a search's queries read its matching entries from.
const MATCHES: &str = "matches";
/// The name of the found records' ids inside [`Hits::page`].
const HITS: &str = "hits";

/// `SELECT record_id FROM matches WHERE kind = …`: the ids of the matching records of one kind,
/// inside a [`Hits`] query.
pub fn matches(kind: RecordKind) -> SelectStatement {
    Query::select()
        .column(Column::RecordId)
        .from(Alias::new(MATCHES))
        .and_where(Expr::col(Column::Kind).eq(kind.to_value()))
        .to_owned()
}

/// The records a search finds: a query of their ids built on the matching entries, which are
/// found once, into a materialised table (a search that also looks through related records
/// reads them several times; each search is most of its request).
#[derive(Debug, Clone)]
pub struct Hits {
    matching: WithClause,
    ids: SelectStatement,
}

impl Hits {
    /// The records `ids` selects (one column of record ids, distinct), reading the entries of
    /// `kinds` that contain the term from [`matches`].
    pub fn new(
        backend: DbBackend,
        organisation_id: Uuid,
        term: &SearchTerm,
        kinds: &[RecordKind],
        ids: SelectStatement,
    ) -> Self {
        let method = Method::for_term(backend, term);
        let search = CommonTableExpression::new()
            .query(entries_matching(organisation_id, term, kinds, method))
            .table_name(Alias::new(MATCHES))
            .materialized(true)
            .to_owned();
        Hits { matching: WithClause::new().cte(search).to_owned(), ids }
    }

    /// `column IN (the found records)`, to narrow a list by other filters too.
    pub fn contain(self, column: impl IdenStatic) -> SimpleExpr {
        let with = self.matching.query(self.ids);
        Expr::col(column).binary(BinOper::In, SimpleExpr::SubQuery(None, Box::new(with.into())))
    }

    /// The found records' ids in order, `limit` from `offset`, each row with the number of
    /// records found (`id`, `total`), read from the entries and links alone: neither the
    /// records' table nor its index is probed for every match.
    pub fn page(self, limit: u64, offset: u64) -> WithQuery {
        let hits = Query::select()
            .column(Alias::new("id"))
            .expr_as(SimpleExpr::SubQuery(None, Box::new(count_of_hits().into())), Alias::new("total"))
            .from(Alias::new(HITS))
            .order_by(Alias::new("id"), Order::Asc)
            .limit(limit)
            .offset(offset)
            .to_owned();
        self.with_hits().query(hits)
    }

    /// The number of records found.
    pub fn count(self) -> WithQuery {
        self.with_hits().query(count_of_hits())
    }

    fn with_hits(mut self) -> WithClause {
        let hits = CommonTableExpression::new()
            .query(self.ids)
            .column(Alias::new("id"))
            .table_name(Alias::new(HITS))
            .materialized(true)
            .to_owned();
        self.matching.cte(hits).to_owned()
    }
}

/// `SELECT COUNT(*) AS total FROM hits`.
fn count_of_hits() -> SelectStatement {
    Query::select().expr_as(Expr::cust("COUNT(*)"), Alias::new("total")).from(Alias::new(HITS)).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_and_macrons() {
        assert_eq!(fold("Ngāti Pōneke ÉLODIE"), "ngati poneke elodie");
    }

    #[test]
    fn phone_numbers_are_also_indexed_as_digits() {
        let text = searchable_text([Some("Aroha"), None, Some("021 555 1234"), Some("")]);
        assert_eq!(text, "aroha | 021 555 1234 | 0215551234");
    }

    #[test]
    fn blank_terms_are_refused() {
        assert!(SearchTerm::parse("   ").is_err());
        assert!(SearchTerm::parse(&"x".repeat(201)).is_err());
        assert!(SearchTerm::parse(" Smith ").is_ok());
    }

    #[test]
    fn the_index_is_asked_for_each_distinct_trigram_quoted() {
        assert_eq!(trigram_query("parata"), r#""par" AND "ara" AND "rat" AND "ata""#);
        assert_eq!(trigram_query("aaaa"), r#""aaa""#);
        assert_eq!(trigram_query("ā\"b"), r#""ā""b""#);
        let long = "abcdefghijklmnopqrstuvwxyz";
        assert_eq!(trigram_query(long).matches(" AND ").count(), MOST_TRIGRAMS - 1);
    }

    #[test]
    fn terms_match_text_folded_like_the_index() {
        let term = SearchTerm::parse("ngāti ").unwrap();
        assert!(term.is_in("Te Rūnanga o NGATI Awa"));
        assert!(!term.is_in("Ngai Tahu"));
    }
}
