//! One access log row and the statements that write many at once, on either backend (their
//! layouts differ: migration `create_access_log`).

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement, Value};
use uuid::Uuid;

/// One response's entry: who was answered, how, and the people and households it carried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessRow {
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub at: DateTime<Utc>,
    /// `apiKey`, `cli` or `webhook`.
    pub actor_type: &'static str,
    /// The API key's id (an OAuth client's record id for its tokens; a webhook endpoint's id).
    pub key_id: Option<Uuid>,
    pub oauth_client_id: Option<String>,
    pub member_id: Option<Uuid>,
    pub client_ip: Option<String>,
    pub request_id: Option<String>,
    pub operation_id: Option<String>,
    pub contact_ids: Vec<Uuid>,
    pub profile_ids: Vec<Uuid>,
}

/// Rows per INSERT on SQLite: 11 values each, well under its limit of bound values.
const SQLITE_ROWS_PER_STATEMENT: usize = 400;

/// Rows per INSERT on PostgreSQL, whose statement binds 16 arrays whatever the count.
const POSTGRES_ROWS_PER_STATEMENT: usize = 5_000;

/// Writes `rows` in `conn` (a transaction, for a write's entries).
pub async fn insert(conn: &impl ConnectionTrait, rows: &[AccessRow]) -> Result<(), DbErr> {
    let backend = conn.get_database_backend();
    match backend {
        DbBackend::Sqlite => {
            for chunk in rows.chunks(SQLITE_ROWS_PER_STATEMENT) {
                conn.execute_raw(sqlite_statement(chunk)).await?;
            }
        }
        _ => {
            for chunk in rows.chunks(POSTGRES_ROWS_PER_STATEMENT) {
                conn.execute_raw(postgres_statement(chunk)).await?;
            }
        }
    }
    Ok(())
}

/// Whether the entry `row` (its id) is there.
pub async fn exists(conn: &impl ConnectionTrait, row: &AccessRow) -> Result<bool, DbErr> {
    let backend = conn.get_database_backend();
    let sql = match backend {
        DbBackend::Sqlite => "SELECT 1 AS found FROM access_log WHERE id = ?",
        _ => "SELECT 1 AS found FROM access_log WHERE id = $1 AND at = $2",
    };
    let values: Vec<Value> = match backend {
        DbBackend::Sqlite => vec![row.id.into()],
        _ => vec![row.id.into(), row.at.into()],
    };
    Ok(conn.query_one_raw(Statement::from_sql_and_values(backend, sql, values)).await?.is_some())
}

/// Sets the ids of the entry `row` (its id) to `row`'s; answers whether the entry was there.
pub async fn update_subjects(conn: &impl ConnectionTrait, row: &AccessRow) -> Result<bool, DbErr> {
    let backend = conn.get_database_backend();
    let statement = match backend {
        DbBackend::Sqlite => Statement::from_sql_and_values(
            backend,
            "UPDATE access_log SET subjects = ? WHERE id = ?",
            [sqlite_subjects(&row.contact_ids, &row.profile_ids).into(), row.id.into()],
        ),
        _ => Statement::from_sql_and_values(
            backend,
            "UPDATE access_log SET contact_ids = $1::uuid[], profile_ids = $2::uuid[] WHERE id = $3 AND at = $4",
            [row.contact_ids.clone().into(), row.profile_ids.clone().into(), row.id.into(), row.at.into()],
        ),
    };
    Ok(conn.execute_raw(statement).await?.rows_affected() > 0)
}

fn sqlite_statement(rows: &[AccessRow]) -> Statement {
    let mut values: Vec<Value> = Vec::with_capacity(rows.len() * 11);
    for row in rows {
        values.extend([
            row.id.into(),
            row.organisation_id.into(),
            row.at.timestamp_micros().into(),
            row.actor_type.into(),
            row.key_id.into(),
            row.oauth_client_id.clone().into(),
            row.member_id.into(),
            row.client_ip.clone().into(),
            row.request_id.clone().into(),
            row.operation_id.clone().into(),
            sqlite_subjects(&row.contact_ids, &row.profile_ids).into(),
        ]);
    }
    let tuple = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    let sql =
        format!("INSERT INTO access_log ({COLUMNS}, subjects) VALUES {}", vec![tuple; rows.len()].join(", "));
    Statement::from_sql_and_values(DbBackend::Sqlite, sql, values)
}

/// The columns both backends' statements fill, before the ids.
const COLUMNS: &str = "id, organisation_id, at, actor_type, key_id, oauth_client_id, member_id, client_ip, \
                       request_id, operation_id";

/// One statement for any number of rows: a column of values per array, bound in binary, so its
/// text never changes (prepared once per connection) and PostgreSQL parses no literal. The
/// rows' ids are one array each for contacts and profiles, which every row slices by its own
/// bounds. The arrays of a type cannot hold NULL here, so an absent value travels as the nil
/// UUID or the empty string, neither of which a present value is.
const POSTGRES_INSERT: &str = "INSERT INTO access_log (id, organisation_id, at, actor_type, key_id, \
     oauth_client_id, member_id, client_ip, request_id, operation_id, contact_ids, profile_ids) \
     SELECT e.id, e.organisation_id, e.at, e.actor_type, NULLIF(e.key_id, $17), \
     NULLIF(e.oauth_client_id, ''), NULLIF(e.member_id, $17), NULLIF(e.client_ip, ''), \
     NULLIF(e.request_id, ''), NULLIF(e.operation_id, ''), \
     ($11::uuid[])[e.contacts_from:e.contacts_to], ($12::uuid[])[e.profiles_from:e.profiles_to] \
     FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::uuid[], $6::text[], \
     $7::uuid[], $8::text[], $9::text[], $10::text[], $13::int[], $14::int[], $15::int[], $16::int[]) \
     AS e(id, organisation_id, at, actor_type, key_id, oauth_client_id, member_id, client_ip, \
     request_id, operation_id, contacts_from, contacts_to, profiles_from, profiles_to)";

fn postgres_statement(rows: &[AccessRow]) -> Statement {
    fn text(value: &Option<String>) -> String {
        value.clone().unwrap_or_default()
    }
    let absent = Uuid::nil();
    let (mut contacts, mut profiles) = (Vec::new(), Vec::new());
    let (mut contacts_from, mut contacts_to) = (Vec::<i32>::new(), Vec::<i32>::new());
    let (mut profiles_from, mut profiles_to) = (Vec::<i32>::new(), Vec::<i32>::new());
    for row in rows {
        // PostgreSQL arrays count from 1; a slice whose end is before its start is empty.
        contacts_from.push(contacts.len() as i32 + 1);
        contacts.extend_from_slice(&row.contact_ids);
        contacts_to.push(contacts.len() as i32);
        profiles_from.push(profiles.len() as i32 + 1);
        profiles.extend_from_slice(&row.profile_ids);
        profiles_to.push(profiles.len() as i32);
    }
    let values: Vec<Value> = vec![
        rows.iter().map(|row| row.id).collect::<Vec<_>>().into(),
        rows.iter().map(|row| row.organisation_id).collect::<Vec<_>>().into(),
        rows.iter().map(|row| row.at).collect::<Vec<_>>().into(),
        rows.iter().map(|row| row.actor_type.to_owned()).collect::<Vec<_>>().into(),
        rows.iter().map(|row| row.key_id.unwrap_or(absent)).collect::<Vec<_>>().into(),
        rows.iter().map(|row| text(&row.oauth_client_id)).collect::<Vec<_>>().into(),
        rows.iter().map(|row| row.member_id.unwrap_or(absent)).collect::<Vec<_>>().into(),
        rows.iter().map(|row| text(&row.client_ip)).collect::<Vec<_>>().into(),
        rows.iter().map(|row| text(&row.request_id)).collect::<Vec<_>>().into(),
        rows.iter().map(|row| text(&row.operation_id)).collect::<Vec<_>>().into(),
        contacts.into(),
        profiles.into(),
        contacts_from.into(),
        contacts_to.into(),
        profiles_from.into(),
        profiles_to.into(),
        absent.into(),
    ];
    Statement::from_sql_and_values(DbBackend::Postgres, POSTGRES_INSERT, values)
}

/// SQLite's packed ids: one FTS5 token per id, `c` or `p` and its 32 hex digits.
pub fn sqlite_subjects(contact_ids: &[Uuid], profile_ids: &[Uuid]) -> String {
    let mut text = String::with_capacity((contact_ids.len() + profile_ids.len()) * 34);
    for (marker, ids) in [('c', contact_ids), ('p', profile_ids)] {
        for id in ids {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push(marker);
            text.push_str(id.simple().encode_lower(&mut Uuid::encode_buffer()));
        }
    }
    text
}

/// The FTS5 token of one contact's (`c`) or profile's (`p`) id in [`sqlite_subjects`].
pub fn sqlite_token(marker: char, id: Uuid) -> String {
    format!("{marker}{}", id.simple())
}

/// The ids of [`sqlite_subjects`]'s text: contacts', then profiles'.
pub fn from_sqlite_subjects(text: &str) -> (Vec<Uuid>, Vec<Uuid>) {
    let (mut contacts, mut profiles) = (Vec::new(), Vec::new());
    for token in text.split(' ') {
        let (marker, hex) = token.split_at(token.len().min(1));
        if let Ok(id) = Uuid::parse_str(hex) {
            match marker {
                "c" => contacts.push(id),
                "p" => profiles.push(id),
                _ => {}
            }
        }
    }
    (contacts, profiles)
}
