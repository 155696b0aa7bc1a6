//! Moving an organisation in and out: `import api` reads every list of a service speaking
//! `/api/v1` (the original service, or another instance of ours), `export` writes the
//! organisation as JSON Lines in the API's shapes, and `import file` loads such a file. Both
//! imports write through the organisation's own API operations in-process (`local`), keep the
//! source's timestamps and map the source's ids to ours so a re-run updates instead of
//! duplicating (`importer`). Records are streamed a page (or a line) at a time.

mod export;
mod history;
mod importer;
mod kinds;
mod local;
mod remote;
mod summary;

use std::{
    fs::File,
    io::{BufRead, BufReader},
    path::Path,
};

use indicatif::{ProgressBar, ProgressStyle};
use serde_json::Value;
use uuid::Uuid;

pub use export::export;
pub use kinds::Kind;
pub use remote::RemoteSettings;
pub use summary::{Counts, Problem, Summary};

use self::{importer::Importer, remote::RemoteApi};
use crate::db::Database;

/// `import api`: every resource of the source, in dependency order.
pub async fn import_api(
    db: &Database,
    organisation_id: Uuid,
    settings: &RemoteSettings,
    dry_run: bool,
) -> Result<Summary, String> {
    let mut remote = RemoteApi::new(settings)?;
    let mut importer = Importer::new(db, organisation_id, remote.source_name(), dry_run);
    for kind in Kind::ALL {
        let bar = progress(kind.name());
        let mut page = 1;
        loop {
            let listed = remote.page(kind.list_path(), page).await?;
            bar.set_length(listed.total_items.unwrap_or(listed.items.len() as u64));
            for item in &listed.items {
                if kind == Kind::Expenses {
                    // Expenses are read per household (profile); 404 means it has none.
                    let Some(profile) = importer::source_id(Kind::Profile, item) else { continue };
                    if let Some(expenses) = remote.get(&format!("/expenses?profileId={profile}")).await? {
                        importer.record(kind, expenses).await?;
                    }
                } else {
                    importer.record(kind, item.clone()).await?;
                }
                bar.inc(1);
            }
            if listed.items.is_empty() || page >= listed.total_pages {
                break;
            }
            page += 1;
        }
        importer.flush().await?;
        bar.finish_and_clear();
    }
    let bar = progress("finishing profiles");
    let mut page = 1;
    loop {
        let listed = remote.page(Kind::Profile.list_path(), page).await?;
        for item in &listed.items {
            importer.finish_profile(item.clone()).await?;
            bar.inc(1);
        }
        if listed.items.is_empty() || page >= listed.total_pages {
            break;
        }
        page += 1;
    }
    importer.flush().await?;
    bar.finish_and_clear();
    if remote.rate_limited > 0 {
        importer.summary.rate_limited = remote.rate_limited;
    }
    Ok(importer.summary)
}

/// `import file`: one pass over the file per kind of record, so references resolve whatever
/// order the lines are in, with one line in memory at a time.
pub async fn import_file(
    db: &Database,
    organisation_id: Uuid,
    path: &Path,
    dry_run: bool,
) -> Result<Summary, String> {
    let source = match read_lines(path)?
        .next()
        .map(|line| line.and_then(|(number, text)| whole(number, &text)))
    {
        Some(Ok((_, first))) if first.get("type").and_then(Value::as_str) == Some("export") => {
            let exported = first.get("organisationId").and_then(Value::as_str).unwrap_or("unknown");
            format!("export:{exported}")
        }
        _ => {
            format!("file:{}", path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
        }
    };
    let mut importer = Importer::new(db, organisation_id, source.clone(), dry_run);
    for kind in Kind::ALL {
        let bar = progress(kind.name());
        let mut lines = parsed_lines(path, kind)?;
        while let Some(batch) = lines.recv().await {
            for parsed in batch {
                let data = match parsed {
                    Ok(data) => data,
                    Err((number, message)) => {
                        if kind == Kind::Member {
                            importer.summary.unreadable.push(format!("line {number}: {message}"));
                        }
                        continue;
                    }
                };
                importer.record(kind, data).await?;
                bar.inc(1);
            }
        }
        importer.flush().await?;
        bar.finish_and_clear();
    }
    let mut profiles = parsed_lines(path, Kind::Profile)?;
    while let Some(batch) = profiles.recv().await {
        for profile in batch.into_iter().flatten() {
            importer.finish_profile(profile).await?;
        }
    }
    importer.flush().await?;
    let mut summary = importer.summary;
    if !dry_run {
        summary.history_imported = history::import(db, organisation_id, &source, path).await?;
    }
    Ok(summary)
}

/// Lines parsed ahead per message from the reading thread.
const PARSED_BATCH: usize = 250;
/// Messages the reading thread may be ahead by: more than a chunk (`importer::chunks`), so the
/// next chunk is read while the last one is written.
const PARSED_AHEAD: usize = 8;

/// The `data` of each line of `kind` (or why a line could not be read), read and parsed on a
/// thread of its own. A profile of `import file` showed the import taking turns: the lines
/// parsed while the database waited, then the database writing while nothing was parsed. The
/// thread stops when the receiver is dropped.
fn parsed_lines(path: &Path, kind: Kind) -> Result<tokio::sync::mpsc::Receiver<Vec<Parsed>>, String> {
    let lines = read_lines(path)?;
    let (sender, receiver) = tokio::sync::mpsc::channel(PARSED_AHEAD);
    std::thread::Builder::new()
        .name(format!("import-{}", kind.name()))
        .spawn(move || {
            let mut batch = Vec::with_capacity(PARSED_BATCH);
            for line in lines {
                match line.and_then(|(number, text)| of_kind(number, &text, kind)) {
                    Ok(None) => continue,
                    Ok(Some(data)) => batch.push(Ok(data)),
                    Err(unreadable) => batch.push(Err(unreadable)),
                }
                if batch.len() == PARSED_BATCH
                    && sender
                        .blocking_send(std::mem::replace(&mut batch, Vec::with_capacity(PARSED_BATCH)))
                        .is_err()
                {
                    return;
                }
            }
            if !batch.is_empty() {
                let _ = sender.blocking_send(batch);
            }
        })
        .map_err(|e| format!("cannot start reading {}: {e}", path.display()))?;
    Ok(receiver)
}

/// A line's record, or its number and why it could not be read.
type Parsed = Result<Value, (usize, String)>;

type Line = Result<(usize, String), (usize, String)>;

/// The file's non-empty lines with their numbers, one at a time.
pub(super) fn read_lines(path: &Path) -> Result<impl Iterator<Item = Line> + Send + use<>, String> {
    let file = File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(BufReader::new(file).lines().enumerate().filter_map(|(index, line)| {
        let number = index + 1;
        match line {
            Err(error) => Some(Err((number, error.to_string()))),
            Ok(text) if text.trim().is_empty() => None,
            Ok(text) => Some(Ok((number, text))),
        }
    }))
}

/// A line parsed whole.
fn whole(number: usize, text: &str) -> Result<(usize, Value), (usize, String)> {
    serde_json::from_str(text).map(|value| (number, value)).map_err(|e| (number, e.to_string()))
}

/// The `data` of a line whose `type` is `kind`'s. Each pass over the file reads every line, so
/// the type is read first without building the record (most lines are of other kinds).
fn of_kind(number: usize, text: &str, kind: Kind) -> Result<Option<Value>, (usize, String)> {
    // Our own export writes the type first: after the first pass (members), which reads every
    // line whole and reports those it cannot read, a line of another kind is passed over
    // without reading the rest of it (each pass read every record's text in full).
    if kind != Kind::Member
        && let Some(named) = text.strip_prefix(r#"{"type":""#).and_then(|rest| rest.split_once('"'))
        && !named.0.contains('\\')
        && named.0 != kind.name()
    {
        return Ok(None);
    }
    #[derive(serde::Deserialize)]
    struct Typed<'a> {
        #[serde(rename = "type", borrow)]
        kind: Option<std::borrow::Cow<'a, str>>,
    }
    let typed: Typed = serde_json::from_str(text).map_err(|e| (number, e.to_string()))?;
    if typed.kind.as_deref() != Some(kind.name()) {
        return Ok(None);
    }
    let (_, mut value) = whole(number, text)?;
    Ok(Some(value.get_mut("data").map(Value::take).unwrap_or(Value::Null)))
}

/// A progress bar on the terminal (drawn only when stderr is one).
fn progress(label: &str) -> ProgressBar {
    let bar = ProgressBar::new(0);
    if let Ok(style) = ProgressStyle::with_template("{prefix:>18} [{bar:30}] {pos}/{len} {per_sec}") {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_prefix(label.to_string());
    bar
}
