//! `GET /audit/access`: an organisation's entries, newest first, by the contact or profile they
//! carried (the packed ids' index: GIN on PostgreSQL, FTS5 on SQLite) or by key, within a time.

use chrono::{DateTime, TimeZone, Utc};
use sea_orm::{DbBackend, DbErr, Statement, Value};
use uuid::Uuid;

use crate::{
    db::{
        Database, FromRow, Reads, Row,
        access_log::{AccessRow, sqlite_token},
    },
    error::ServiceError,
    types::{PageInfo, PageRequest, Position},
};

/// Which entries: all of the organisation's, narrowed by each filter given.
#[derive(Debug, Clone, Default)]
pub struct AccessFilter {
    pub contact_id: Option<Uuid>,
    pub profile_id: Option<Uuid>,
    pub key_id: Option<Uuid>,
    pub since: Option<DateTime<Utc>>,
    pub until: Option<DateTime<Utc>>,
}

/// One page of the organisation's entries that `filter` keeps, newest first.
pub async fn list(
    db: &Database,
    organisation_id: Uuid,
    filter: &AccessFilter,
    page: PageRequest,
) -> Result<(Vec<AccessRow>, PageInfo), ServiceError> {
    // SQLite: entries stored since the index's last batch (writes' entries, another process's)
    // are indexed first, so that every stored entry is found. Without it (a full disk) the
    // newest may be missed, not the answer refused.
    if let Err(error) = db.access_log().index().await {
        tracing::warn!(%error, "the access log's newest entries could not be indexed before a look-up");
    }
    let backend = db.backend();
    let mut sql = Sql::new(backend);
    let organisation = sql.bind(organisation_id.into());
    let mut conditions = vec![format!("organisation_id = {organisation}")];
    if let Some(contact) = filter.contact_id {
        conditions.push(sql.holding('c', contact));
    }
    if let Some(profile) = filter.profile_id {
        conditions.push(sql.holding('p', profile));
    }
    if let Some(key) = filter.key_id {
        conditions.push(format!("key_id = {}", sql.bind(key.into())));
    }
    if let Some(since) = filter.since {
        conditions.push(format!("at >= {}", sql.at(since)));
    }
    if let Some(until) = filter.until {
        conditions.push(format!("at < {}", sql.at(until)));
    }
    let total: i64 = {
        let count = format!("SELECT COUNT(*) AS total FROM access_log WHERE {}", conditions.join(" AND "));
        db.rows::<i64>(Statement::from_sql_and_values(backend, count, sql.values.clone()))
            .await?
            .into_iter()
            .next()
            .unwrap_or(0)
    };
    // A cursor's page starts after its last entry: older ones, as the order is newest first.
    if let Some(after) = page.after {
        conditions.push(format!("id < {}", sql.bind(after.id.into())));
    }
    let select = format!(
        "SELECT {} FROM access_log WHERE {} ORDER BY id DESC LIMIT {} OFFSET {}",
        columns(backend),
        conditions.join(" AND "),
        page.limit() + 1,
        page.offset()
    );
    let rows: Vec<StoredEntry> = db.rows(Statement::from_sql_and_values(backend, select, sql.values)).await?;
    let more = rows.len() as u64 > page.limit();
    let rows: Vec<AccessRow> = rows.into_iter().take(page.limit() as usize).map(|stored| stored.0).collect();
    let next = more.then(|| rows.last().map(|last| Position { modified_at: None, id: last.id })).flatten();
    Ok((rows, PageInfo::new(total.max(0) as u64, next)))
}

/// A statement's text and values, with the backend's placeholders.
struct Sql {
    backend: DbBackend,
    values: Vec<Value>,
}

impl Sql {
    fn new(backend: DbBackend) -> Self {
        Sql { backend, values: Vec::new() }
    }

    fn bind(&mut self, value: Value) -> String {
        self.values.push(value);
        match self.backend {
            DbBackend::Sqlite => "?".to_string(),
            _ => format!("${}", self.values.len()),
        }
    }

    fn at(&mut self, at: DateTime<Utc>) -> String {
        match self.backend {
            DbBackend::Sqlite => self.bind(at.timestamp_micros().into()),
            _ => self.bind(at.into()),
        }
    }

    /// Entries whose packed ids hold `id`, a contact's (`c`) or a profile's (`p`).
    fn holding(&mut self, marker: char, id: Uuid) -> String {
        match self.backend {
            DbBackend::Sqlite => {
                let token = self.bind(format!("\"{}\"", sqlite_token(marker, id)).into());
                format!(
                    "seq IN (SELECT rowid FROM access_log_subjects WHERE access_log_subjects MATCH {token})"
                )
            }
            _ => {
                let column = if marker == 'c' { "contact_ids" } else { "profile_ids" };
                format!("{column} @> ARRAY[CAST({} AS uuid)]", self.bind(id.into()))
            }
        }
    }
}

/// The columns read, as text and integers on both backends (the layouts differ).
fn columns(backend: DbBackend) -> &'static str {
    match backend {
        DbBackend::Sqlite => {
            "lower(hex(id)) AS id, at AS at_micros, actor_type, lower(hex(key_id)) AS key_id, \
             oauth_client_id, lower(hex(member_id)) AS member_id, client_ip, request_id, operation_id, \
             subjects AS contacts, '' AS profiles"
        }
        _ => {
            "id::text AS id, (extract(epoch FROM at) * 1000000)::bigint AS at_micros, actor_type, \
             key_id::text AS key_id, oauth_client_id, member_id::text AS member_id, client_ip, request_id, \
             operation_id, array_to_string(contact_ids, ' ') AS contacts, \
             array_to_string(profile_ids, ' ') AS profiles"
        }
    }
}

/// An entry as read; the organisation is the one asked for.
struct StoredEntry(AccessRow);

impl FromRow for StoredEntry {
    fn from_row(row: &Row<'_>) -> Result<Self, DbErr> {
        let id = |column: &str| -> Result<Option<Uuid>, DbErr> {
            let text: Option<String> = row.get(column)?;
            Ok(text.filter(|text| !text.is_empty()).and_then(|text| Uuid::parse_str(&text).ok()))
        };
        let micros: i64 = row.get("at_micros")?;
        let contacts: String = row.get("contacts")?;
        let profiles: String = row.get("profiles")?;
        // SQLite packs both kinds in one text of marked tokens; PostgreSQL gives two lists.
        // Its tokens are 33 characters (a marker and 32 hex digits); PostgreSQL's ids 36.
        let packed = contacts.split(' ').next().is_some_and(|token| token.len() == 33);
        let (contact_ids, profile_ids) = if packed {
            crate::db::access_log::from_sqlite_subjects(&contacts)
        } else {
            (parsed(&contacts), parsed(&profiles))
        };
        let actor_type = match row.get::<String>("actor_type")?.as_str() {
            "cli" => "cli",
            "webhook" => "webhook",
            _ => "apiKey",
        };
        Ok(StoredEntry(AccessRow {
            id: id("id")?.ok_or_else(|| DbErr::Type("access_log.id".into()))?,
            organisation_id: Uuid::nil(),
            at: Utc.timestamp_micros(micros).single().unwrap_or_default(),
            actor_type,
            key_id: id("key_id")?,
            oauth_client_id: row.get("oauth_client_id")?,
            member_id: id("member_id")?,
            client_ip: row.get("client_ip")?,
            request_id: row.get("request_id")?,
            operation_id: row.get("operation_id")?,
            contact_ids,
            profile_ids,
        }))
    }
}

/// The ids of a space-separated list.
fn parsed(text: &str) -> Vec<Uuid> {
    text.split(' ').filter_map(|id| Uuid::parse_str(id).ok()).collect()
}
