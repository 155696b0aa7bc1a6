//! `export`: the whole organisation as JSON Lines. The first line says what the file is; each
//! further line is one record, `{"type": "contact", "data": {…}}`, with `data` exactly as the
//! API returns it, kinds in dependency order. Read a page at a time from the organisation's own
//! API (in-process), so the shapes are the API's and memory stays bounded.

use std::{
    fs::File,
    io::{BufWriter, Write},
    path::Path,
};

use serde_json::{Value, json};
use uuid::Uuid;

use super::{kinds::Kind, local::LocalApi, remote::PAGE_SIZE};
use crate::db::Database;

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
    for kind in Kind::ALL {
        let mut count = 0;
        let mut page = 1;
        loop {
            let path = format!("{}?page={page}&pageSize={PAGE_SIZE}", kind.list_path());
            let listed = local.get(&path).await.map_err(|r| format!("GET {path}: {}", r.message))?;
            let items = listed.get("items").and_then(Value::as_array).cloned().unwrap_or_default();
            for item in &items {
                let data = if kind == Kind::Expenses {
                    let profile = item.get("id").and_then(Value::as_str).unwrap_or_default();
                    match local.get(&format!("/expenses?profileId={profile}")).await {
                        Ok(expenses) => expenses,
                        Err(refusal) if refusal.status == 404 => continue,
                        Err(refusal) => return Err(format!("GET /expenses: {}", refusal.message)),
                    }
                } else {
                    item.clone()
                };
                writeln!(writer, "{}", json!({ "type": kind.name(), "data": data })).map_err(failed)?;
                count += 1;
            }
            let pages = listed.get("totalPages").and_then(Value::as_u64).unwrap_or(0);
            if items.is_empty() || page >= pages {
                break;
            }
            page += 1;
        }
        written.push((kind, count));
    }
    writer.flush().map_err(failed)?;
    Ok(written)
}
