//! Each operation's scope in the document. Operations declare it on their `auth` parameter
//! (`#[oai(scope = "…")]`), which poem-openapi writes into the operation's `security`; OpenAPI
//! 3.0 allows scope lists only for OAuth 2.0 schemes, so it is moved here to the operation's
//! `x-required-scope` (which the guard enforces, through `http::RouteTable`) and to a line of
//! its description, and the document's description lists every scope.

use poem_openapi::OAuthScopes;
use serde_json::{Value, json};

use crate::{http::SCOPE_EXTENSION, types::Scope};

/// Moves every operation's scope out of its `security` requirement.
pub fn declare(document: &mut Value) {
    let Some(paths) = document["paths"].as_object_mut() else { return };
    for operation in paths.values_mut().filter_map(Value::as_object_mut).flat_map(|o| o.values_mut()) {
        let Some(requirements) = operation["security"].as_array_mut() else { continue };
        let mut scope = None;
        for requirement in requirements.iter_mut().filter_map(Value::as_object_mut) {
            for scopes in requirement.values_mut() {
                scope = scope.or_else(|| scopes[0].as_str().map(str::to_string));
                *scopes = json!([]);
            }
        }
        let Some(scope) = scope else { continue };
        let description = operation["description"].as_str().unwrap_or_default().to_string();
        let line = format!("**Scope:** `{scope}`.");
        operation["description"] =
            Value::String(if description.is_empty() { line } else { format!("{description}\n\n{line}") });
        operation[SCOPE_EXTENSION] = Value::String(scope);
    }
}

/// The paragraph of the document's description that lists the scopes.
pub fn catalogue() -> String {
    let rows: Vec<String> = Scope::meta()
        .iter()
        .map(|scope| format!("- `{}`: {}", scope.name, scope.description.unwrap_or_default()))
        .collect();
    format!(
        "**Scopes.** Each API key holds scopes, and each operation needs one (its description \
         says which; a key without it gets 403 `insufficient_scope`, and the `WWW-Authenticate` \
         header names the scope). A `write` scope includes its family's `read`. The events feed \
         and webhooks carry only events about records the scopes may read.\n\n{}",
        rows.join("\n")
    )
}
