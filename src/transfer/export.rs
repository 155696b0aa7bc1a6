//! `export`: the whole organisation as JSON Lines. The first line says what the file is; each
//! further line is one record, `{"type": "contact", "data": {…}}`, with `data` exactly as the
//! API returns it, kinds in dependency order. Read a page at a time from the organisation's own
//! API (in-process), so the shapes are the API's and memory stays bounded.

use std::{
    collections::HashSet,
    fs::File,
    io::{BufWriter, Write},
    path::Path,
};

use serde_json::{Value, json};
use uuid::Uuid;

use super::{kinds::Kind, local::LocalApi, remote::PAGE_SIZE};
use crate::{
    db::Database,
    service::{
        access_log::{self, Subjects},
        history, transfer,
    },
};

/// One record's line, written straight from the page read (no copy of the record).
#[derive(serde::Serialize)]
struct Line<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    data: &'a Value,
}

/// Writes the organisation to `out`; returns how many records of each kind were written.
pub async fn export(db: &Database, organisation_id: Uuid, out: &Path) -> Result<Vec<(Kind, usize)>, String> {
    let local = LocalApi::new(db, organisation_id);
    let file = File::create(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let mut writer = BufWriter::new(file);
    let failed = |e: std::io::Error| format!("cannot write {}: {e}", out.display());
    let header = json!({
        "type": "export",
        "version": 1,
        "organisationId": organisation_id,
        "exportedAt": chrono::Utc::now().to_rfc3339(),
    });
    writeln!(writer, "{header}").map_err(failed)?;
    let mut written = Vec::new();
    // The people and households written, for the export's access log entry.
    let mut subjects = Subjects::default();
    for kind in Kind::ALL {
        let mut count = 0;
        // A cursor walk (an empty cursor starts it): each page continues after the last one's
        // final record, where page numbers made the database skip all the earlier records.
        let mut cursor = String::new();
        loop {
            let path = format!(
                "{}?cursor={}&pageSize={PAGE_SIZE}",
                kind.list_path(),
                form_urlencoded::byte_serialize(cursor.as_bytes()).collect::<String>()
            );
            let mut listed = local.get(&path).await.map_err(|r| format!("GET {path}: {}", r.message))?;
            let items = match listed.get_mut("items").map(Value::take) {
                Some(Value::Array(items)) => items,
                _ => Vec::new(),
            };
            let households = match kind {
                Kind::Expenses => with_expenses(db, organisation_id, &items).await?,
                _ => HashSet::new(),
            };
            for item in &items {
                let expenses;
                let data = if kind == Kind::Expenses {
                    let Some(profile) = item.get("id").and_then(Value::as_str) else { continue };
                    if !profile.parse().is_ok_and(|id: Uuid| households.contains(&id)) {
                        continue;
                    }
                    expenses = match local.get(&format!("/expenses?profileId={profile}")).await {
                        Ok(expenses) => expenses,
                        Err(refusal) if refusal.status == 404 => continue,
                        Err(refusal) => return Err(format!("GET /expenses: {}", refusal.message)),
                    };
                    &expenses
                } else {
                    item
                };
                subjects.add_value(data);
                serde_json::to_writer(&mut writer, &Line { kind: kind.name(), data })
                    .map_err(|e| failed(e.into()))?;
                writer.write_all(b"\n").map_err(failed)?;
                count += 1;
            }
            match listed.get("nextCursor").and_then(Value::as_str) {
                Some(next) if !items.is_empty() && !next.is_empty() => cursor = next.to_string(),
                _ => break,
            }
        }
        written.push((kind, count));
    }
    written_history(db, organisation_id, &mut writer).await?;
    writer.flush().map_err(failed)?;
    access_log::exported(db, organisation_id, subjects)
        .await
        .map_err(|error| format!("the access log entry could not be written: {error}"))?;
    Ok(written)
}

/// Writes the organisation's field history after its records, oldest first, one entry a line
/// (`{"type": "history", "data": {…}}`), so an import finds every record the entries name.
async fn written_history(
    db: &Database,
    organisation_id: Uuid,
    writer: &mut impl Write,
) -> Result<(), String> {
    let mut after = None;
    loop {
        let entries = history::carried::page(db, organisation_id, after, HISTORY_PAGE)
            .await
            .map_err(|error| format!("the field history could not be read: {error}"))?;
        let Some(last) = entries.last() else { return Ok(()) };
        after = Some(last.id);
        for data in entries.iter().flat_map(history::carried::to_lines) {
            let line = json!({"type": HISTORY_TYPE, "data": data});
            writeln!(writer, "{line}").map_err(|error| format!("cannot write the export: {error}"))?;
        }
    }
}

/// Field history entries read at a time.
const HISTORY_PAGE: u64 = 2_000;

/// The `type` of a field history entry's line.
pub const HISTORY_TYPE: &str = "history";

/// Which profiles of a page have expenses: only theirs are read (one request each), rather
/// than asking for every profile's and being told 404 for most.
async fn with_expenses(
    db: &Database,
    organisation_id: Uuid,
    profiles: &[Value],
) -> Result<HashSet<Uuid>, String> {
    let ids: Vec<Uuid> =
        profiles.iter().filter_map(|p| p.get("id").and_then(Value::as_str)?.parse().ok()).collect();
    transfer::households_with_expenses(db, organisation_id, &ids)
        .await
        .map_err(|error| format!("database error: {error}"))
}
