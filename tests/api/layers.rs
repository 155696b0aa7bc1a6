//! The layer rules of docs/architecture.md, checked on the source: each top-level module of
//! `src/` may only import the modules listed for it, and the service layer knows nothing of
//! HTTP. A new import that runs back up the layers fails here with the file that has it. Also
//! checked here, on the same source: no function silences clippy's argument count.

use std::{collections::BTreeSet, fs, path::Path};

/// What each layer may import (`crate::…`): modules only, never a name re-exported at the
/// crate root. The command line, `app.rs`, `lib.rs` and `main.rs` sit on top and may use
/// anything; `lib.rs` only declares the modules.
const ALLOWED: &[(&str, &[&str])] = &[
    ("request_id", &[]),
    ("config", &[]),
    ("error", &[]),
    ("telemetry", &["config"]),
    ("entity", &[]),
    ("domain", &[]),
    ("types", &["error"]),
    ("db", &["config", "entity", "error"]),
    ("service", &["config", "db", "domain", "entity", "error", "types"]),
    ("seed", &["db", "entity", "error", "service", "types"]),
    ("http", &["config", "db", "error", "request_id", "service", "types"]),
    ("wire", &["error", "http", "types"]),
    ("monitoring", &["config", "db", "error", "http", "service"]),
    ("delivery", &["config", "db", "entity", "error", "monitoring", "service", "types"]),
    ("auth", &["config", "db", "error", "http", "monitoring", "request_id", "service", "types"]),
    ("api", &["auth", "config", "db", "entity", "error", "http", "service", "types", "wire"]),
    ("transfer", &["api", "auth", "config", "db", "entity", "error", "http", "service", "types", "wire"]),
];

#[test]
fn layers_only_import_downwards() {
    let mut problems = Vec::new();
    for file in rust_files(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src"))) {
        let relative = file.strip_prefix(concat!(env!("CARGO_MANIFEST_DIR"), "/src/")).unwrap().to_path_buf();
        let layer = relative.iter().next().unwrap().to_string_lossy().trim_end_matches(".rs").to_string();
        let Some((_, allowed)) = ALLOWED.iter().find(|(name, _)| *name == layer) else { continue };
        for import in imports(&fs::read_to_string(&file).unwrap()) {
            if import != layer && !allowed.contains(&import.as_str()) {
                problems.push(format!("{} imports crate::{import}", relative.display()));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "imports against the layers (docs/architecture.md):\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_service_layer_knows_nothing_of_http() {
    let mut problems = Vec::new();
    for dir in ["error.rs", "service", "seed", "types", "entity", "db"] {
        let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")).join(dir);
        for file in rust_files(&root) {
            let text = strip_comments(&fs::read_to_string(&file).unwrap());
            if text.contains("poem::") || text.contains("use poem;") {
                problems.push(format!("{} uses poem", file.display()));
            }
            // The enums the API shares derive poem-openapi's `Enum`; the domain values in
            // `types/` implement its type traits themselves. Nothing else of poem-openapi.
            if dir != "types" && text.replace("poem_openapi::Enum", "").contains("poem_openapi") {
                problems.push(format!("{} uses poem_openapi beyond its Enum derive", file.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A name re-exported at the crate root would let a lower layer reach a higher one by a path
/// the import check cannot place (`crate::build_app` is `app`, at the top): the root only
/// declares modules, and every path names the module it comes from.
#[test]
fn the_crate_root_re_exports_nothing() {
    let lib =
        strip_comments(&fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs")).unwrap());
    let re_exports: Vec<&str> = lib.lines().filter(|line| line.trim_start().starts_with("pub use")).collect();
    assert!(re_exports.is_empty(), "src/lib.rs re-exports {re_exports:?}");
    let exported_macros: Vec<String> = rust_files(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")))
        .into_iter()
        .filter(|file| fs::read_to_string(file).unwrap().contains("#[macro_export]"))
        .map(|file| file.display().to_string())
        .collect();
    assert!(
        exported_macros.is_empty(),
        "#[macro_export] puts a macro at the crate root: {exported_macros:?}"
    );
}

/// A handler with too many arguments groups them (its paging as `wire::Paging`, several filters
/// as a `wire::QueryGroup`) rather than silencing clippy, which then keeps counting.
#[test]
fn no_function_silences_clippys_argument_count() {
    let silenced: Vec<String> = rust_files(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")))
        .into_iter()
        .filter(|file| strip_comments(&fs::read_to_string(file).unwrap()).contains("too_many_arguments"))
        .map(|file| file.display().to_string())
        .collect();
    assert!(silenced.is_empty(), "clippy::too_many_arguments allowed in:\n{}", silenced.join("\n"));
}

/// Every read goes through the read API in `src/db` (`Reads`; docs/architecture.md, "How to read
/// and write"): outside it, no code holds a raw connection to read through. The only connection
/// `Database` hands out is `single_statement()`, for writes; a SeaORM read given it (or a new
/// `db.read()`, or a `DatabaseConnection` of one's own) would bypass the SQLite reader and the
/// read path's fallback while PostgreSQL is down.
#[test]
fn reads_outside_the_database_module_go_through_the_read_api() {
    const READ_EXECUTORS: &[&str] = &["one", "all", "count", "stream", "paginate", "exists", "query_all_raw"];
    let src = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
    let mut problems = Vec::new();
    for file in rust_files(src) {
        if file.starts_with(src.join("db")) {
            continue;
        }
        let text: String = strip_comments(&fs::read_to_string(&file).unwrap()).split_whitespace().collect();
        let relative = file.strip_prefix(src).unwrap().display().to_string();
        for raw in ["DatabaseConnection", "sea_orm::Database::", "db.read()"] {
            if text.contains(raw) {
                problems.push(format!("{relative} uses {raw}"));
            }
        }
        for (at, _) in text.match_indices("single_statement()") {
            if let Some(call) = enclosing_call(&text[..at])
                && READ_EXECUTORS.contains(&call)
            {
                problems.push(format!("{relative} reads through single_statement() with .{call}(…)"));
            }
        }
    }
    assert!(problems.is_empty(), "reads around the read API (src/db):\n{}", problems.join("\n"));
}

/// The name of the call whose parentheses are still open at the end of `before`.
fn enclosing_call(before: &str) -> Option<&str> {
    let mut depth = 0;
    for (at, c) in before.char_indices().rev() {
        match c {
            ')' => depth += 1,
            '(' if depth == 0 => {
                let name = before[..at].rsplit(|c: char| !(c.is_alphanumeric() || c == '_')).next()?;
                return Some(name);
            }
            '(' => depth -= 1,
            _ => {}
        }
    }
    None
}

pub(crate) fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    if dir.is_file() {
        return vec![dir.to_path_buf()];
    }
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

fn strip_comments(text: &str) -> String {
    text.lines().map(|line| line.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The top-level modules a file names through `crate::` (paths, macros and `use crate::{…}`).
fn imports(text: &str) -> BTreeSet<String> {
    let text = strip_comments(text);
    let mut found = BTreeSet::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().last();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `advisory_crm::…` or another crate's path
        }
        if let Some(list) = rest.strip_prefix('{') {
            // Top-level items of the braced list.
            let (mut depth, mut start) = (0, 0);
            for (i, c) in list.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        found.extend(first_word(&list[start..i]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        found.extend(first_word(&list[start..i]));
                        start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            found.extend(first_word(rest));
        }
    }
    found
}

fn first_word(text: &str) -> Option<String> {
    let word: String = text.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    (!word.is_empty()).then_some(word)
}
