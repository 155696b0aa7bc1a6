//! Substring search over names, e-mail addresses and phone numbers, served by an index on both
//! databases (see the `create_search_entries` and `search_entry_kinds` migrations).
//!
//! Each searchable record has one entry holding its kind and its searchable text, lower-cased
//! and with accents removed, so `ngati` finds "Ngāti" and `OBRIEN` finds "O'Brien"'s e-mail.
//! Search terms are folded the same way. A profile's entry also holds its contacts' text, and
//! an opportunity's its profile's, kept so by every write that changes a record's text or a
//! link ([`index`], [`contact_linked`]); a search then reads the entries of one kind alone
//! ([`Hits`]): the records found, their number and the page's ids come from them.

mod hits;
mod matching;

pub use hits::{EXACT_TOTAL_UP_TO, Hits};
pub use matching::{Method, SearchTerm, entries_matching};

use sea_orm::{
    ActiveEnum, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait,
    sea_query::{Expr, ExprTrait, OnConflict, Order, Query, SelectStatement},
};
use unicode_normalization::UnicodeNormalization;
use uuid::Uuid;

pub use crate::entity::search_entry::RecordKind;
use crate::{
    db::bulk::insert_chunked,
    entity::{
        opportunity, profile_contact,
        search_entry::{self, Column},
    },
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
    entry_carrying(organisation_id, kind, record_id, text.clone(), text)
}

/// An entry whose `text` carries more than its record's own (`own_text`).
fn entry_carrying(
    organisation_id: Uuid,
    kind: RecordKind,
    record_id: Uuid,
    own_text: String,
    text: String,
) -> search_entry::ActiveModel {
    search_entry::ActiveModel {
        id: sea_orm::ActiveValue::NotSet,
        record_id: sea_orm::ActiveValue::Set(record_id),
        organisation_id: sea_orm::ActiveValue::Set(organisation_id),
        own_text: sea_orm::ActiveValue::Set(own_text),
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

/// Records the entries of new contacts and of the new profile made for each, of which it is
/// the only contact (pairs of (id, own text)): the profile's text is then known without reading
/// it back, and every entry is written once, in one statement.
pub async fn index_contacts_with_their_new_profiles(
    conn: &impl ConnectionTrait,
    organisation_id: Uuid,
    pairs: Vec<((Uuid, String), (Uuid, String))>,
) -> Result<(), ServiceError> {
    let mut entries = Vec::with_capacity(pairs.len() * 2);
    for ((contact_id, contact_text), (profile_id, profile_text)) in pairs {
        let carried = profile_text_with_contacts(&profile_text, [contact_text.as_str()]);
        entries.push(entry(organisation_id, RecordKind::Contact, contact_id, contact_text));
        entries.push(entry_carrying(organisation_id, RecordKind::Profile, profile_id, profile_text, carried));
    }
    Ok(insert_chunked(conn, &entries).await?)
}

/// A profile's entry text with its contacts' own texts (in contact id order), as
/// [`rewrite_profiles`] builds it in SQL.
fn profile_text_with_contacts<'a>(own_text: &str, contacts: impl IntoIterator<Item = &'a str>) -> String {
    contacts.into_iter().fold(own_text.to_string(), |text, contact| format!("{text} | {contact}"))
}

/// The records `ids` as a query, for the rewrites.
fn of_records(ids: &[Uuid]) -> SelectStatement {
    Query::select()
        .column(Column::RecordId)
        .from(search_entry::Entity)
        .and_where(Expr::col(Column::RecordId).is_in(ids.iter().copied()))
        .to_owned()
}

/// Rewrites the `text` of the entries that carry the text of the records `ids` of `kind`: a
/// contact's profiles, a profile itself, an opportunity itself, and every profile's
/// opportunities.
async fn refresh(conn: &impl ConnectionTrait, kind: RecordKind, ids: &[Uuid]) -> Result<(), ServiceError> {
    // The rewrites take the records they concern as a query: here, of the ids themselves.
    let ids = of_records(ids);
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

/// A profile's entry, then its opportunities' entries.
async fn refresh_profiles(
    conn: &impl ConnectionTrait,
    profiles: SelectStatement,
) -> Result<(), ServiceError> {
    rewrite_profiles(conn, profiles.clone()).await?;
    let opportunities = related_ids(opportunity::Column::Id, opportunity::Column::ProfileId, profiles);
    refresh_opportunities(conn, opportunities).await
}

/// A profile's entry: its name, then its contacts' text (in their creation order), each after
/// ` | ` ([`profile_text_with_contacts`] builds the same in memory).
async fn rewrite_profiles(
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
    rewrite(conn, RecordKind::Profile, profiles, contacts, related).await
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
}
