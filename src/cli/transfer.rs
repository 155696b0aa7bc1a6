//! `import api`, `import file` and `export`: the organisation is checked, the work is done by
//! `crate::transfer`, and its summary is printed.

use std::path::Path;

use uuid::Uuid;

use super::describe;
use crate::{
    db::Database,
    service::organisations,
    transfer::{self, RemoteSettings, Summary},
};

/// `import api`.
pub async fn import_api(
    db: &Database,
    org: Uuid,
    settings: RemoteSettings,
    dry_run: bool,
) -> Result<(), String> {
    let organisation = organisations::find(db, org).await.map_err(describe)?;
    let summary = transfer::import_api(db, organisation.id, &settings, dry_run).await?;
    finish(&summary, &organisation.name)
}

/// `import file`.
pub async fn import_file(db: &Database, org: Uuid, file: &Path, dry_run: bool) -> Result<(), String> {
    let organisation = organisations::find(db, org).await.map_err(describe)?;
    let summary = transfer::import_file(db, organisation.id, file, dry_run).await?;
    finish(&summary, &organisation.name)
}

/// Prints the summary; the exit status stays success when single records failed (they are
/// listed), so a re-run after fixing them at the source is the remedy.
fn finish(summary: &Summary, organisation: &str) -> Result<(), String> {
    println!("import into {organisation}:");
    println!("{}", summary.report());
    Ok(())
}

/// `export`.
pub async fn export(db: &Database, org: Uuid, out: &Path) -> Result<(), String> {
    let organisation = organisations::find(db, org).await.map_err(describe)?;
    let written = transfer::export(db, organisation.id, out).await?;
    let total: usize = written.iter().map(|(_, count)| count).sum();
    let parts: Vec<String> = written.iter().map(|(kind, count)| format!("{}={count}", kind.name())).collect();
    println!("exported {total} records of {} to {}: {}", organisation.name, out.display(), parts.join(" "));
    Ok(())
}
