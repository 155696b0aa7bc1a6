//! The layer rules of docs/architecture.md, checked on the source: each top-level module of
//! `src/` may only import the modules listed for it, and the service layer knows nothing of
//! HTTP. A new import that runs back up the layers fails here with the file that has it.

use std::{collections::BTreeSet, fs, path::Path};

/// What each layer may import (`crate::…`). The command line, `app.rs`, `lib.rs` and `main.rs`
/// sit on top and may use anything.
const ALLOWED: &[(&str, &[&str])] = &[
    ("request_id", &[]),
    ("config", &[]),
    ("error", &["request_id"]),
    ("telemetry", &["config"]),
    ("entity", &[]),
    ("types", &["error"]),
    ("db", &["config", "entity", "error"]),
    ("service", &["config", "db", "entity", "error", "types"]),
    ("seed", &["db", "entity", "error", "service", "types"]),
    ("wire", &["error", "types"]),
    ("http", &["Config", "config", "db", "error", "request_id", "service", "types", "wire"]),
    ("monitoring", &["config", "db", "error", "http", "service"]),
    ("delivery", &["config", "db", "entity", "error", "monitoring", "service", "types", "api"]),
    ("auth", &["config", "db", "error", "http", "monitoring", "request_id", "service", "types"]),
    ("api", &["auth", "config", "db", "described", "entity", "error", "service", "types", "wire"]),
    ("transfer", &["api", "auth", "config", "db", "entity", "error", "http", "service", "wire"]),
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
    for dir in ["service", "seed", "types", "entity", "db"] {
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

pub(crate) fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
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
