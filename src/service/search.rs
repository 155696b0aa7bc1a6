//! Substring search over names, e-mail addresses and phone numbers, served by an index on both
//! databases (see the `create_search_entries` and `search_entry_kinds` migrations).
//!
//! Each searchable record has one entry holding its kind and its searchable text, lower-cased
//! and with accents removed, so `ngati` finds "Ngāti" and `OBRIEN` finds "O'Brien"'s e-mail.
//! Search terms are folded the same way. A profile's entry also holds its contacts' text, and
//! an opportunity's its profile's, kept so by every write that changes a record's text or a
//! link ([`index`], [`contact_linked`]); a search then reads the entries of one kind alone
//! ([`Hits`]): the records found, their number and the page's ids come from them.

use sea_orm::{
    ActiveEnum, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, IdenStatic,
    sea_query::{
        Alias, CommonTableExpression, Expr, ExprTrait, Func, LikeExpr, OnConflict, Order, Query,
        SelectStatement, SimpleExpr, WithClause, WithQuery,
    },
};
use unicode_normalization::UnicodeNormalization;
use uuid::Uuid;

pub use crate::entity::search_entry::RecordKind;
use crate::{
    db::{Database, Reads, bulk::insert_chunked, row_struct},
    entity::{
        list_count, opportunity, profile_contact,
        search_entry::{self, Column},
    },
    error::ServiceError,
    types::patterns::Pattern,
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
        own_text: sea_orm::ActiveValue::Set(text.clone()),
        text: sea_orm::ActiveValue::Set(text),
        kind: sea_orm::ActiveValue::Set(kind),
    }
}

/// Records (or replaces) the searchable text of a record, and brings up to date the entries
/// that carry it: a contact's profiles, a profile's opportunities.
pub async fn index(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    kind: RecordKind,
    record_id: Uuid,
    text: String,
) -> Result<(), ServiceError> {
    search_entry::Entity::insert(entry(organisation_id, kind, record_id, text))
        .on_conflict(
            OnConflict::column(Column::RecordId).update_columns([Column::OwnText, Column::Text]).to_owned(),
        )
        .exec_without_returning(conn)
        .await?;
    refresh(conn, kind, &[record_id]).await
}

/// Records the searchable text of many new records at once (the links between them already
/// made, so profiles and opportunities carry their related records' text).
pub async fn index_many(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    records: &[(RecordKind, Uuid, String)],
) -> Result<(), ServiceError> {
    index_unlinked(conn, organisation_id, records).await?;
    for kind in [RecordKind::Profile, RecordKind::Opportunity] {
        let ids: Vec<Uuid> = records.iter().filter(|(of, ..)| *of == kind).map(|(_, id, _)| *id).collect();
        refresh_many(conn, kind, &ids).await?;
    }
    Ok(())
}

/// Records the searchable text of many new records that nothing is linked to yet (profiles
/// without contacts or opportunities, contacts without profiles): each entry is its record's
/// own text. Rewriting them as [`index_many`] does would change nothing but still write every
/// entry again, and on PostgreSQL each new version's trigrams into the GIN index.
pub async fn index_unlinked(
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

/// Brings up to date the entries of these profiles (and their opportunities') after contacts
/// were linked to them in bulk.
pub async fn contacts_linked_many(
    conn: &impl ConnectionTrait,
    profile_ids: &[Uuid],
) -> Result<(), ServiceError> {
    refresh_many(conn, RecordKind::Profile, profile_ids).await
}

async fn refresh_many(
    conn: &impl ConnectionTrait,
    kind: RecordKind,
    ids: &[Uuid],
) -> Result<(), ServiceError> {
    // Each statement names its ids as parameters: SQLite takes at most 32,766.
    for chunk in ids.chunks(5_000) {
        refresh(conn, kind, chunk).await?;
    }
    Ok(())
}

/// Brings the profile's entry (and its opportunities') up to date after a contact was linked
/// to it.
pub async fn contact_linked(conn: &impl ConnectionTrait, profile_id: Uuid) -> Result<(), ServiceError> {
    refresh(conn, RecordKind::Profile, &[profile_id]).await
}

/// Rewrites the `text` of the entries that carry the text of the records `ids` of `kind`: a
/// contact's profiles, a profile itself, an opportunity itself, and every profile's
/// opportunities.
async fn refresh(conn: &impl ConnectionTrait, kind: RecordKind, ids: &[Uuid]) -> Result<(), ServiceError> {
    // The rewrites take the records they concern as a query: here, of the ids themselves.
    let ids = Query::select()
        .column(Column::RecordId)
        .from(search_entry::Entity)
        .and_where(Expr::col(Column::RecordId).is_in(ids.iter().copied()))
        .to_owned();
    match kind {
        RecordKind::Contact => {
            let profiles =
                related_ids(profile_contact::Column::ProfileId, profile_contact::Column::ContactId, ids);
            refresh_profiles(conn, profiles).await
        }
        RecordKind::Profile => refresh_profiles(conn, ids).await,
        RecordKind::Opportunity => refresh_opportunities(conn, ids).await,
    }
}

/// `SELECT wanted FROM its table WHERE by IN (of)`: the records related to those `of` selects,
/// through a link table or a reference column.
fn related_ids<C: ColumnTrait>(wanted: C, by: C, of: SelectStatement) -> SelectStatement {
    Query::select().column(wanted).from(wanted.entity_name()).and_where(by.in_subquery(of)).to_owned()
}

/// The entries of `kind` whose record `records` selects get `own_text` followed by `related`.
/// On PostgreSQL the entries `related` reads (those `sources` selects) are first locked for
/// share: a transaction changing one of them concurrently either commits first, and this
/// statement then reads its text, or waits until this one commits and then finds, by the
/// links this one made, the entries to rewrite itself. (SQLite runs one write at a time.)
async fn rewrite(
    conn: &impl ConnectionTrait,
    kind: RecordKind,
    records: SelectStatement,
    sources: SelectStatement,
    related: String,
) -> Result<(), ServiceError> {
    let backend = conn.get_database_backend();
    if backend == DbBackend::Postgres {
        let lock = Query::select()
            .column(Column::Id)
            .from(search_entry::Entity)
            .and_where(Expr::col(Column::RecordId).in_subquery(sources))
            .order_by(Column::Id, Order::Asc)
            .lock_shared()
            .to_owned();
        conn.query_all_raw(backend.build(&lock)).await?;
    }
    let update = Query::update()
        .table(search_entry::Entity)
        .value(Column::Text, Expr::cust(format!("own_text || COALESCE(({related}), '')")))
        .and_where(Expr::col(Column::Kind).eq(kind.to_value()))
        .and_where(Expr::col(Column::RecordId).in_subquery(records))
        .to_owned();
    conn.execute_raw(backend.build(&update)).await?;
    Ok(())
}

/// A profile's entry: its name, then its contacts' text (in their creation order), each after
/// ` | `; then its opportunities' entries.
async fn refresh_profiles(
    conn: &impl ConnectionTrait,
    profiles: SelectStatement,
) -> Result<(), ServiceError> {
    let contacts =
        related_ids(profile_contact::Column::ContactId, profile_contact::Column::ProfileId, profiles.clone());
    let aggregate = match conn.get_database_backend() {
        DbBackend::Postgres => "string_agg",
        _ => "group_concat",
    };
    let related = format!(
        "SELECT {aggregate}(' | ' || contact.own_text, '' ORDER BY profile_contacts.contact_id)
         FROM profile_contacts
         JOIN search_entries AS contact ON contact.record_id = profile_contacts.contact_id
         WHERE profile_contacts.profile_id = search_entries.record_id"
    );
    rewrite(conn, RecordKind::Profile, profiles.clone(), contacts, related).await?;
    let opportunities = related_ids(opportunity::Column::Id, opportunity::Column::ProfileId, profiles);
    refresh_opportunities(conn, opportunities).await
}

/// An opportunity's entry: its name and lender, then its profile's whole entry after ` | `.
async fn refresh_opportunities(
    conn: &impl ConnectionTrait,
    opportunities: SelectStatement,
) -> Result<(), ServiceError> {
    let profiles =
        related_ids(opportunity::Column::ProfileId, opportunity::Column::Id, opportunities.clone());
    let related = "SELECT ' | ' || profile.text
         FROM opportunities
         JOIN search_entries AS profile ON profile.record_id = opportunities.profile_id
         WHERE opportunities.id = search_entries.record_id"
        .to_string();
    rewrite(conn, RecordKind::Opportunity, opportunities, profiles, related).await
}

/// A validated search term.
pub struct SearchTerm(String);

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
    fn needs_entries(term: &SearchTerm) -> bool {
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
fn position_in(backend: DbBackend) -> Alias {
    match backend {
        DbBackend::Sqlite => Alias::new("instr"),
        _ => Alias::new("strpos"),
    }
}

/// An entry's text after a space, so that every word in it follows one.
const WORDS: &str = "(' ' || \"text\")";

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
/// (the creation-order index, [`Hits::walk`]'s) to check each against it. SQLite's unary `+`
/// keeps a column from using an index.
fn not_indexed(method: Method, column: Column) -> SimpleExpr {
    match method {
        Method::Trigrams => Expr::cust(format!("+\"{}\"", column.as_str())),
        Method::WordStart | Method::Like | Method::Scan => Expr::col(column),
    }
}

/// The name of the found records' ids inside [`Hits::page`].
const HITS: &str = "hits";

/// The name of the walked matches' ids inside [`Hits::walk`].
const WALK: &str = "walk";

/// A search finding at most this many records reports their exact number; one finding more
/// reports an estimate and says so (`totalItemsIsEstimate`): counting every match of a common
/// term was most of its cost in a large organisation.
pub const EXACT_TOTAL_UP_TO: u64 = 1_000;

/// A page of a search finding more than [`EXACT_TOTAL_UP_TO`] records is looked for among this
/// many of the organisation's entries of its kind, in creation order, before the search falls
/// back to sorting every match: enough for the first pages of any term that common (one record
/// in 500 at 500,000 records), and cheaper than sorting its matches.
const MOST_WALKED: u64 = 25_000;

/// The records of one kind a search finds: those whose entry contains the term. A profile's
/// entry holds its contacts' text and an opportunity's its profile's, so the entries of the
/// searched kind are all a search reads.
#[derive(Debug, Clone)]
pub struct Hits {
    ids: SelectStatement,
    organisation_id: Uuid,
    kind: RecordKind,
    term: String,
    method: Method,
    backend: DbBackend,
}

impl Hits {
    /// The search, its method chosen for the term and, for a term of three or more characters,
    /// for the organisation's number of entries of the kind (one look-up of `list_counts`).
    pub async fn new(
        db: &Database,
        organisation_id: Uuid,
        term: &SearchTerm,
        kind: RecordKind,
    ) -> Result<Self, ServiceError> {
        let backend = db.backend();
        let scan_up_to = db.search_scan_up_to();
        let entries = match Method::needs_entries(term) && scan_up_to > 0 {
            true => entries_of(db, organisation_id, kind).await?,
            false => i64::MAX,
        };
        let method = Method::for_term(backend, term, entries, scan_up_to);
        Ok(Hits {
            ids: entries_matching(backend, organisation_id, term, kind, method),
            organisation_id,
            kind,
            term: term.0.clone(),
            method,
            backend,
        })
    }

    /// Which search this is: the organisation, the kind of record found and the folded term.
    pub fn identity(&self) -> (Uuid, RecordKind, &str) {
        (self.organisation_id, self.kind, &self.term)
    }

    /// `column IN (the found records)`, to narrow a list by other filters too.
    pub fn contain(self, column: impl IdenStatic) -> SimpleExpr {
        Expr::col(column).in_subquery(self.ids)
    }

    /// The found records' ids in order, `limit` from `offset`, each row with the number of
    /// records found (`id`, `total`), read from the entries alone: neither the records' table
    /// nor its index is probed for every match. At most `EXACT_TOTAL_UP_TO + 1` matches are
    /// read: when `total` says there are more, the ids are some of the matches, not the page,
    /// which [`Hits::walk`] or [`Hits::page_of_all`] then reads.
    pub fn page(self, limit: u64, offset: u64) -> WithQuery {
        self.page_among(Some(EXACT_TOTAL_UP_TO + 1), limit, offset)
    }

    /// As [`Hits::page`], over every match however many: the exact page and total, at a cost
    /// that grows with the number of matches.
    pub fn page_of_all(self, limit: u64, offset: u64) -> WithQuery {
        self.page_among(None, limit, offset)
    }

    fn page_among(self, most: Option<u64>, limit: u64, offset: u64) -> WithQuery {
        let hits = Query::select()
            .column(Alias::new("id"))
            .expr_as(SimpleExpr::SubQuery(None, Box::new(count_of_hits().into())), Alias::new("total"))
            .from(Alias::new(HITS))
            .order_by(Alias::new("id"), Order::Asc)
            .limit(limit)
            .offset(offset)
            .to_owned();
        self.with_hits(most).query(hits)
    }

    /// The number of records found, up to `EXACT_TOTAL_UP_TO + 1`.
    pub fn count(self) -> WithQuery {
        self.with_hits(Some(EXACT_TOTAL_UP_TO + 1)).query(count_of_hits())
    }

    /// The number of records found, however many.
    pub fn count_of_all(self) -> WithQuery {
        self.with_hits(None).query(count_of_hits())
    }

    /// The page of a search with many matches, found by walking the organisation's entries of
    /// its kind in creation order and checking each one's text, stopping at the page's end (or
    /// after [`MOST_WALKED`] entries): `SELECT id, walked, entries …` in order, `limit` ids from
    /// `offset`. With more than [`EXACT_TOTAL_UP_TO`] matches, the page is reached long before
    /// the walk ends unless it is deep; fewer than `limit` ids means it was not, and
    /// [`Hits::page_of_all`] tells.
    ///
    /// Each row also carries the kind's list as `list_counts` keeps it (`entries`, its records,
    /// and `shifts`), which tell whether a kept total still holds (`paging::totals`). One
    /// statement rather than two: a round trip and a plan were a tenth of a common search.
    pub fn walk(&self, limit: u64, offset: u64) -> WithQuery {
        let ids = match self.backend {
            DbBackend::Postgres => self.walk_within_first_entries(limit, offset),
            _ => self.walk_up_to_bound(limit, offset),
        };
        let list = list_of(self.kind);
        let entries = Func::coalesce([list_count::count_of(self.organisation_id, list), Expr::val(0i64)]);
        let shifts = Func::coalesce([list_count::shifts_of(self.organisation_id, list), Expr::val(0i64)]);
        let rows = Query::select()
            .column(Alias::new("id"))
            .expr_as(entries, Alias::new("entries"))
            .expr_as(shifts, Alias::new("shifts"))
            .from(Alias::new(WALK))
            .order_by(Alias::new("id"), Order::Asc)
            .to_owned();
        ids_as(WALK, ids).query(rows)
    }

    /// PostgreSQL's walk: the checks read from the first [`MOST_WALKED`] entries as a subquery,
    /// which PostgreSQL runs lazily, in index order, as far as the page needs: the outer
    /// `ORDER BY` is the subquery's own, so no sort is added. (Bounding the walk by the
    /// [`MOST_WALKED`]th entry's id instead walked all of them to find it first: 7 of the
    /// 8.5 ms a page took at 492,000 contacts.)
    fn walk_within_first_entries(&self, limit: u64, offset: u64) -> SelectStatement {
        let first = self
            .entries_in_order()
            .expr_as(Expr::col(Column::RecordId), Alias::new("id"))
            .column(Column::Text)
            .limit(MOST_WALKED)
            .to_owned();
        let contains = self.found_by(position_in(DbBackend::Postgres));
        Query::select()
            .column(Alias::new("id"))
            .from_subquery(first, Alias::new("walked"))
            .and_where(Expr::expr(contains).gt(0))
            .order_by(Alias::new("id"), Order::Asc)
            .limit(limit)
            .offset(offset)
            .to_owned()
    }

    /// SQLite's walk, one ordered scan bounded by the id of the last entry it may check (past
    /// the end of a shorter list, the greatest id). SQLite would sort the rows of a subquery
    /// again for an outer `ORDER BY`, reading all [`MOST_WALKED`] entries, and gives no order
    /// without one.
    fn walk_up_to_bound(&self, limit: u64, offset: u64) -> SelectStatement {
        let end =
            self.entries_in_order().column(Column::RecordId).limit(1).offset(MOST_WALKED - 1).to_owned();
        let end = Func::if_null(SimpleExpr::SubQuery(None, Box::new(end.into())), Uuid::max());
        // A check no index serves, so the walk follows the creation-order index.
        let contains = self.found_by(position_in(DbBackend::Sqlite));
        self.entries_in_order()
            .expr_as(Expr::col(Column::RecordId), Alias::new("id"))
            .and_where(Expr::col(Column::RecordId).lte(end))
            .and_where(Expr::expr(contains).gt(0))
            .limit(limit)
            .offset(offset)
            .to_owned()
    }

    /// `position(text, term)`, positive for an entry the search finds, with the backend's
    /// `position` (`strpos`, `instr`): the term anywhere, or after a space for [`Method::WordStart`].
    fn found_by(&self, position: Alias) -> SimpleExpr {
        match self.method {
            Method::WordStart => {
                Func::cust(position).arg(Expr::cust(WORDS)).arg(format!(" {}", self.term)).into()
            }
            Method::Trigrams | Method::Like | Method::Scan => {
                Func::cust(position).arg(Expr::col(Column::Text)).arg(self.term.clone()).into()
            }
        }
    }

    /// `SELECT … FROM search_entries WHERE` the organisation's entries of the kind `ORDER BY
    /// record_id`, columns to be added.
    fn entries_in_order(&self) -> SelectStatement {
        Query::select()
            .from(search_entry::Entity)
            .and_where(Expr::col(Column::OrganisationId).eq(self.organisation_id))
            .and_where(Expr::col(Column::Kind).eq(self.kind.to_value()))
            .order_by(Column::RecordId, Order::Asc)
            .to_owned()
    }

    fn with_hits(self, most: Option<u64>) -> WithClause {
        let mut ids = self.ids;
        if let Some(most) = most {
            ids.limit(most);
        }
        ids_as(HITS, ids)
    }
}

/// `WITH name (id) AS MATERIALIZED (ids)`: read once, however often the query names it.
fn ids_as(name: &str, ids: SelectStatement) -> WithClause {
    let cte = CommonTableExpression::new()
        .query(ids)
        .column(Alias::new("id"))
        .table_name(Alias::new(name))
        .materialized(true)
        .to_owned();
    WithClause::new().cte(cte).to_owned()
}

row_struct! {
    /// An organisation's number of records in a list.
    struct ListCount {
        count: i64,
    }
}

/// The organisation's number of entries of `kind`: one for each record, as `list_counts` keeps
/// them.
async fn entries_of(db: &Database, organisation_id: Uuid, kind: RecordKind) -> Result<i64, ServiceError> {
    let count = Query::select()
        .column(list_count::Column::Count)
        .from(list_count::Entity)
        .and_where(list_count::Column::OrganisationId.eq(organisation_id))
        .and_where(list_count::Column::List.eq(list_of(kind)))
        .to_owned();
    let rows: Vec<ListCount> = db.rows(count).await?;
    Ok(rows.first().map_or(0, |row| row.count))
}

/// The key under which `list_counts` keeps the number of an organisation's records of `kind`.
fn list_of(kind: RecordKind) -> &'static str {
    match kind {
        RecordKind::Contact => "contacts",
        RecordKind::Profile => "profiles",
        RecordKind::Opportunity => "opportunities",
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
