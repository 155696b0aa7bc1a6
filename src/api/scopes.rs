//! Each operation's scope in the document. Operations declare it on their `auth` parameter
//! (`#[oai(scope = "…")]`), which poem-openapi writes into the operation's `security` under the
//! API-key scheme. OpenAPI 3.0 allows scope lists only for OAuth 2.0 schemes, so it is moved
//! here: each operation may be called with an API key, or with an access token of the `OAuth2`
//! scheme (client credentials, `crate::api::oauth`) holding the scope. The scope is also in the
//! operation's `x-required-scope` (which the guard enforces, through `http::RouteTable`) and a
//! line of its description, and the document's description lists every scope.

use poem_openapi::OAuthScopes;
use serde_json::{Value, json};

use super::oauth::TOKEN_PATH;
use crate::{http::SCOPE_EXTENSION, types::Scope};

/// The OAuth 2.0 scheme's name in `components.securitySchemes`.
const OAUTH_SCHEME: &str = "OAuth2";

/// Moves every operation's scope out of its API-key requirement into an `OAuth2` one beside
/// it, and declares that scheme.
pub fn declare(document: &mut Value) {
    let scopes: serde_json::Map<String, Value> = Scope::meta()
        .iter()
        .map(|scope| (scope.name.to_string(), Value::from(scope.description.unwrap_or_default())))
        .collect();
    document["components"]["securitySchemes"][OAUTH_SCHEME] = json!({
        "type": "oauth2",
        "description": "OAuth 2.0 client credentials (RFC 6749 §4.4) for server-to-server \
            integrations: a client (`advisory-crm clients create`) exchanges its id and secret at \
            the token URL for an access token, sent as `Authorization: Bearer <token>`. Tokens \
            hold the scopes asked for, within the client's.",
        "flows": {"clientCredentials": {"tokenUrl": TOKEN_PATH, "scopes": scopes}},
    });
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
        requirements.push(json!({OAUTH_SCHEME: [scope]}));
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
        "**Scopes.** Each API key and OAuth 2.0 client holds scopes, and each operation needs one (its description \
         says which; a key without it gets 403 `insufficient_scope`, and the `WWW-Authenticate` \
         header names the scope). A `write` scope includes its family's `read`. The events feed \
         and webhooks carry only events about records the scopes may read.\n\n{}",
        rows.join("\n")
    )
}
