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

/// Rows per INSERT: 12 values each, well under either backend's limit of bound values.
const ROWS_PER_STATEMENT: usize = 400;

/// Writes `rows` in `conn` (a transaction, for a write's entries).
pub async fn insert(conn: &impl ConnectionTrait, rows: &[AccessRow]) -> Result<(), DbErr> {
    let backend = conn.get_database_backend();
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        conn.execute_raw(statement(backend, chunk)).await?;
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
            "UPDATE access_log SET contact_ids = CAST($1 AS text)::uuid[], profile_ids = CAST($2 AS text)::uuid[] \
             WHERE id = $3 AND at = $4",
            [
                postgres_array(&row.contact_ids).into(),
                postgres_array(&row.profile_ids).into(),
                row.id.into(),
                row.at.into(),
            ],
        ),
    };
    Ok(conn.execute_raw(statement).await?.rows_affected() > 0)
}

fn statement(backend: DbBackend, rows: &[AccessRow]) -> Statement {
    let mut values: Vec<Value> = Vec::with_capacity(rows.len() * 12);
    let mut tuples = Vec::with_capacity(rows.len());
    for row in rows {
        let first = values.len() + 1;
        let common: [Value; 10] = [
            row.id.into(),
            row.organisation_id.into(),
            match backend {
                DbBackend::Sqlite => row.at.timestamp_micros().into(),
                _ => row.at.into(),
            },
            row.actor_type.into(),
            row.key_id.into(),
            row.oauth_client_id.clone().into(),
            row.member_id.into(),
            row.client_ip.clone().into(),
            row.request_id.clone().into(),
            row.operation_id.clone().into(),
        ];
        values.extend(common);
        match backend {
            DbBackend::Sqlite => {
                values.push(sqlite_subjects(&row.contact_ids, &row.profile_ids).into());
                tuples.push(format!("({})", (first..first + 11).map(|_| "?").collect::<Vec<_>>().join(", ")));
            }
            _ => {
                values.push(postgres_array(&row.contact_ids).into());
                values.push(postgres_array(&row.profile_ids).into());
                let plain = (first..first + 10).map(|n| format!("${n}")).collect::<Vec<_>>().join(", ");
                tuples.push(format!(
                    "({plain}, CAST(${} AS text)::uuid[], CAST(${} AS text)::uuid[])",
                    first + 10,
                    first + 11
                ));
            }
        }
    }
    let columns = "id, organisation_id, at, actor_type, key_id, oauth_client_id, member_id, client_ip, \
                   request_id, operation_id";
    let sql = match backend {
        DbBackend::Sqlite => {
            format!("INSERT INTO access_log ({columns}, subjects) VALUES {}", tuples.join(", "))
        }
        _ => format!(
            "INSERT INTO access_log ({columns}, contact_ids, profile_ids) VALUES {}",
            tuples.join(", ")
        ),
    };
    Statement::from_sql_and_values(backend, sql, values)
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

/// A PostgreSQL array literal of `ids` (`{…,…}`), cast to `uuid[]` in the statement.
fn postgres_array(ids: &[Uuid]) -> String {
    let mut text = String::with_capacity(ids.len() * 37 + 2);
    text.push('{');
    for (index, id) in ids.iter().enumerate() {
        if index > 0 {
            text.push(',');
        }
        text.push_str(id.hyphenated().encode_lower(&mut Uuid::encode_buffer()));
    }
    text.push('}');
    text
}
