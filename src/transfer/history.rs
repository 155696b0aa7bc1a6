//! `import file` of an export with field history: after the records, each `history` line's entry
//! is written marked as imported, its record's id mapped to the one the import made (the
//! `transfer_ids` mappings). An entry of a record the import did not make is passed over.

use std::{collections::HashMap, path::Path};

use serde_json::Value;
use uuid::Uuid;

use super::{export::HISTORY_TYPE, read_lines};
use crate::{
    db::Database,
    service::{
        history::carried::{self, Carried},
        transfer,
    },
};

/// Entries mapped and written at a time.
const BATCH: usize = 1_000;

/// Carries in the file's field history; answers how many entries were written.
pub async fn import(
    db: &Database,
    organisation_id: Uuid,
    source: &str,
    path: &Path,
) -> Result<usize, String> {
    let prefix = format!(r#"{{"type":"{HISTORY_TYPE}""#);
    let mut batch = Vec::with_capacity(BATCH);
    let mut written = 0;
    for line in read_lines(path)? {
        let Ok((_, text)) = line else { continue };
        if !text.starts_with(&prefix) {
            continue;
        }
        if let Ok(mut parsed) = serde_json::from_str::<Value>(&text) {
            batch.push(parsed.get_mut("data").map(Value::take).unwrap_or_default());
        }
        if batch.len() == BATCH {
            written += write(db, organisation_id, source, std::mem::take(&mut batch)).await?;
        }
    }
    written += write(db, organisation_id, source, batch).await?;
    Ok(written)
}

/// The kind of mapping an entry's record is found by, and its id in the source (a household's
/// expenses are mapped by their profile).
fn source_record(line: &Value) -> Option<(String, String)> {
    let resource_type = line.get("resourceType")?.as_str()?;
    let id = match resource_type {
        "expenses" => line.get("profileId")?.as_str()?,
        "webhook_endpoint" => return None, // Not carried by an export.
        _ => line.get("resourceId")?.as_str()?,
    };
    Some((resource_type.to_string(), id.to_string()))
}

async fn write(
    db: &Database,
    organisation_id: Uuid,
    source: &str,
    lines: Vec<Value>,
) -> Result<usize, String> {
    if lines.is_empty() {
        return Ok(0);
    }
    let mut wanted: HashMap<String, Vec<String>> = HashMap::new();
    for line in &lines {
        if let Some((kind, id)) = source_record(line) {
            wanted.entry(kind).or_default().push(id);
        }
        if let Some(profile) = line.get("profileId").and_then(Value::as_str) {
            wanted.entry("profile".into()).or_default().push(profile.to_string());
        }
        if let Some(member) = line.pointer("/actor/memberId").and_then(Value::as_str) {
            wanted.entry("member".into()).or_default().push(member.to_string());
        }
    }
    let mut mapped: HashMap<(String, String), Uuid> = HashMap::new();
    for (kind, mut ids) in wanted {
        ids.sort();
        ids.dedup();
        let found = transfer::mapped_many(db, organisation_id, source, &kind, &ids)
            .await
            .map_err(|error| format!("database error: {error}"))?;
        for (source_id, mapping) in found {
            mapped.insert((kind.clone(), source_id), mapping.local_id);
        }
    }
    let local = |kind: &str, id: Option<&str>| {
        id.and_then(|id| mapped.get(&(kind.to_string(), id.to_string())).copied())
    };
    let entries: Vec<Carried> = lines
        .into_iter()
        .filter_map(|line| {
            let (kind, id) = source_record(&line)?;
            let resource_id = local(&kind, Some(&id))?;
            Some(Carried {
                resource_type: kind,
                resource_id,
                profile_id: local("profile", line.get("profileId").and_then(Value::as_str)),
                member_id: local("member", line.pointer("/actor/memberId").and_then(Value::as_str)),
                line,
            })
        })
        .collect();
    carried::import(db, organisation_id, entries).await.map_err(|error| format!("database error: {error}"))
}
