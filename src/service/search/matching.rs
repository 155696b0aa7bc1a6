//! Which entries hold a term, and how the database is asked for them.

use sea_orm::{
    ActiveEnum, DbBackend, IdenStatic,
    sea_query::{Alias, Expr, ExprTrait, Func, LikeExpr, Query, SelectStatement, SimpleExpr},
};
use uuid::Uuid;

use super::{MAX_TERM_CHARS, fold};
use crate::{
    entity::search_entry::{self, Column, RecordKind},
    error::ServiceError,
    types::patterns::Pattern,
};

/// A validated search term.
pub struct SearchTerm(pub(super) String);

impl SearchTerm {
    /// `searchString` must contain something other than spaces.
    pub fn parse(raw: &str) -> Result<Self, ServiceError> {
        if !Pattern::NotBlank.matches(raw) {
            return Err(ServiceError::invalid("searchString", "is required"));
        }
        let raw = raw.trim();
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

    /// True when `text`, folded like the index's text, holds the term as a search finds it:
    /// anywhere, or at the start of a word for a term of one or two characters
    /// ([`Method::WordStart`]). For the few records searched in memory rather than through the
    /// index (pipelines and their stages).
    pub fn is_in(&self, text: &str) -> bool {
        if self.0.chars().count() < 3 {
            return format!(" {}", fold(text)).contains(&format!(" {}", self.0));
        }
        fold(text).contains(&self.0)
    }
}

/// How the entries containing a term are found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// SQLite, for terms of three or more characters: the searched kind's trigram index (FTS5,
    /// `detail=none`) names the entries holding every trigram of the term, and each candidate's
    /// text, read anyway for its record id, is checked to contain the term (`instr`). The
    /// index alone cannot say the trigrams are consecutive ("para rata" holds all of
    /// "parata"'s), and it keeps no positions to say so because they made it four times slower.
    Trigrams,
    /// Both backends, for terms of one or two characters, which have no trigram: entries with a
    /// word starting with the term (`Ng` finds Ng and Ngata, not Young). The organisation's
    /// entries of the kind are checked in order and the read stops at the matches it needs
    /// (a page, or the count up to `EXACT_TOTAL_UP_TO`), so its work grows with the firm's own
    /// entries at most, and the statement bound stops it beyond that (ADR-46).
    WordStart,
    /// PostgreSQL: `LIKE '%term%'`, served by the pg_trgm GIN index on the text.
    Like,
    /// Both backends, for an organisation with at most `SEARCH_SCAN_UP_TO` entries of the kind:
    /// each of its own entries, read through the organisation-leading index, is checked to
    /// contain the term. The trigram indexes span every organisation, so a common term's
    /// candidates there are mostly other firms' entries; this reads the firm's own alone
    /// (ADR-47).
    Scan,
}

impl Method {
    /// The method the backend uses for the term, in an organisation with `entries` entries of
    /// the searched kind, scanned when they are at most `scan_up_to`.
    pub fn for_term(backend: DbBackend, term: &SearchTerm, entries: i64, scan_up_to: i64) -> Self {
        match backend {
            _ if term.0.chars().count() < 3 => Method::WordStart,
            _ if entries <= scan_up_to => Method::Scan,
            DbBackend::Sqlite => Method::Trigrams,
            _ => Method::Like,
        }
    }

    /// Whether the choice depends on the organisation's number of entries.
    pub(super) fn needs_entries(term: &SearchTerm) -> bool {
        term.0.chars().count() >= 3
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

/// SQLite's trigram index of one kind's entries (FTS5, its rowid the entry's `id`; migration
/// `index_search_trigrams_by_kind`). One index over every entry had to be asked for the kind
/// too, and walked the list of every entry of the kind with each look-up.
fn trigrams_of(kind: RecordKind) -> String {
    format!("search_trigrams_{}", kind.to_value())
}

/// The organisation's entries of `kind` whose text contains `term`: `SELECT record_id FROM
/// search_entries …` (joined to SQLite's trigram index of the kind when it serves the term),
/// found the way `method` says.
pub fn entries_matching(
    backend: DbBackend,
    organisation_id: Uuid,
    term: &SearchTerm,
    kind: RecordKind,
    method: Method,
) -> SelectStatement {
    let mut entries = Query::select();
    match method {
        // The index's matches drive the read, each joined to its entry by rowid, so a read
        // that wants only the first matches (`LIMIT`) stops there. As `id IN (SELECT rowid …)`
        // SQLite first collected every candidate of the index into a temporary table: 8 ms
        // against 1.5 for the first 1,001 matches of a term 2 % of 492,000 contacts hold.
        Method::Trigrams => {
            let trigrams = trigrams_of(kind);
            entries
                .from(Alias::new(trigrams.clone()))
                .cross_join(search_entry::Entity)
                .and_where(Expr::cust_with_values(
                    format!("search_entries.id = {trigrams}.rowid AND {trigrams} MATCH ?"),
                    [trigram_query(&term.0)],
                ))
                .and_where(Expr::cust_with_values("instr(search_entries.text, ?) > 0", [term.0.clone()]))
        }
        Method::WordStart => entries.from(search_entry::Entity).and_where(
            Expr::cust(WORDS).like(LikeExpr::new(format!("% {}%", like_escaped(&term.0))).escape('\\')),
        ),
        Method::Like => entries.from(search_entry::Entity).and_where(
            Expr::col(Column::Text).like(LikeExpr::new(format!("%{}%", like_escaped(&term.0))).escape('\\')),
        ),
        // A position function, which no trigram index serves, so the organisation-leading
        // index drives the read.
        Method::Scan => entries.from(search_entry::Entity).and_where(
            Expr::expr(Func::cust(position_in(backend)).arg(Expr::col(Column::Text)).arg(term.0.clone()))
                .gt(0),
        ),
    };
    entries
        .column((search_entry::Entity, Column::RecordId))
        .and_where(not_indexed(method, Column::OrganisationId).eq(organisation_id))
        .and_where(of_kind(method, kind))
        .to_owned()
}

/// The backend's function for the position of a string in another, 0 when it is not there.
pub(super) fn position_in(backend: DbBackend) -> Alias {
    match backend {
        DbBackend::Sqlite => Alias::new("instr"),
        _ => Alias::new("strpos"),
    }
}

/// An entry's text after a space, so that every word in it follows one.
pub(super) const WORDS: &str = "(' ' || \"text\")";

/// `term` for a `LIKE` pattern escaped with `\`.
fn like_escaped(term: &str) -> String {
    term.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// The entries of `kind`. PostgreSQL has one trigram index for each kind (migration
/// `index_search_text_by_kind`), partial on `kind = '<kind>'`, and chooses one only for a
/// statement that names its kind as it does: as a literal, not a parameter. (The kinds are
/// this program's own fixed words.) SQLite's trigram index names one kind's entries already;
/// the check costs one comparison a candidate.
fn of_kind(method: Method, kind: RecordKind) -> SimpleExpr {
    match method {
        Method::Like => Expr::cust(format!("\"{}\" = '{}'", Column::Kind.as_str(), kind.to_value())),
        Method::Trigrams | Method::WordStart | Method::Scan => {
            not_indexed(method, Column::Kind).eq(kind.to_value())
        }
    }
}

/// The column, for a condition that must not choose the index: the trigram index names the
/// entries to read, and SQLite would otherwise walk every entry of the organisation's kind
/// (the creation-order index, `Hits::walk`'s) to check each against it. SQLite's unary `+`
/// keeps a column from using an index.
fn not_indexed(method: Method, column: Column) -> SimpleExpr {
    match method {
        Method::Trigrams => Expr::cust(format!("+\"{}\"", column.as_str())),
        Method::WordStart | Method::Like | Method::Scan => Expr::col(column),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_firm_s_own_entries_are_scanned_up_to_the_setting() {
        let term = SearchTerm::parse("parata").unwrap();
        for backend in [DbBackend::Sqlite, DbBackend::Postgres] {
            assert_eq!(Method::for_term(backend, &term, 5_000, 5_000), Method::Scan);
            assert_eq!(Method::for_term(backend, &term, 0, 5_000), Method::Scan);
            assert_ne!(Method::for_term(backend, &term, 5_001, 5_000), Method::Scan);
            assert_eq!(
                Method::for_term(backend, &SearchTerm::parse("ng").unwrap(), 10, 5_000),
                Method::WordStart
            );
        }
        assert_eq!(Method::for_term(DbBackend::Sqlite, &term, 5_001, 5_000), Method::Trigrams);
        assert_eq!(Method::for_term(DbBackend::Postgres, &term, 5_001, 5_000), Method::Like);
    }

    #[test]
    fn terms_match_text_folded_like_the_index() {
        let term = SearchTerm::parse("ngāti ").unwrap();
        assert!(term.is_in("Te Rūnanga o NGATI Awa"));
        assert!(!term.is_in("Ngai Tahu"));
    }
}
