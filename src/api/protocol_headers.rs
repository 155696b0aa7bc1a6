//! The request headers handled in middleware rather than by each operation — `Idempotency-Key`
//! on every POST and PATCH, `If-Match` on every PATCH, `If-None-Match` on single-record GETs —
//! and what they answer (`ETag`, `Idempotent-Replayed`, 304, 409, 412, 422), added to the
//! generated document so SDK generators expose them on every operation they apply to.

use serde_json::{Map, Value, json};

use crate::service::idempotency::{DEFAULT_TTL_HOURS, MAX_KEY_CHARS};

/// True when a success response carries one record (not a page), which has an ETag.
fn carries_one_record(response: &Value) -> bool {
    response["content"]
        .as_object()
        .and_then(|content| content.values().next())
        .and_then(|media| media["schema"]["$ref"].as_str())
        .is_some_and(|schema| {
            schema.starts_with("#/components/schemas/Envelope_") && !schema.contains("Envelope_Page_")
        })
}

fn header_parameter(name: &str, description: String, schema: Value) -> Value {
    json!({"name": name, "in": "header", "required": false, "description": description, "schema": schema})
}

fn idempotency_key() -> Value {
    header_parameter(
        "Idempotency-Key",
        format!(
            "A unique key for this request (1 to {MAX_KEY_CHARS} printable characters, e.g. a \
             UUID), so it can be retried safely: a repeat with the same key and the same request gets \
             the first response again, with `Idempotent-Replayed: true`, and changes nothing. Kept \
             for {DEFAULT_TTL_HOURS} hours unless configured otherwise."
        ),
        json!({"type": "string", "minLength": 1, "maxLength": MAX_KEY_CHARS}),
    )
}

fn if_match() -> Value {
    header_parameter(
        "If-Match",
        "Apply the change only if the record's current `ETag` is this one (or `*`); otherwise 412 \
         and nothing changes. Send the `ETag` of your last read to avoid overwriting someone \
         else's change."
            .into(),
        json!({"type": "string"}),
    )
}

fn if_none_match() -> Value {
    header_parameter(
        "If-None-Match",
        "The `ETag` of your copy: when it is still current the answer is 304 with no body.".into(),
        json!({"type": "string"}),
    )
}

fn response_header(description: &str) -> Value {
    json!({"description": description, "schema": {"type": "string"}})
}

fn error_response(description: &str, like: &Value) -> Value {
    json!({"description": description, "content": like["content"].clone()})
}

/// Adds the headers and responses to every operation they apply to.
pub fn add(document: &mut Value) {
    let Some(paths) = document["paths"].as_object_mut() else { return };
    for operations in paths.values_mut() {
        let Some(operations) = operations.as_object_mut() else { continue };
        for (method, operation) in operations.iter_mut() {
            document_operation(method, operation);
        }
    }
}

fn document_operation(method: &str, operation: &mut Value) {
    let Some(responses) = operation["responses"].as_object_mut() else { return };
    let Some(success) = responses.keys().find(|status| status.starts_with('2')).cloned() else { return };
    let single = carries_one_record(&responses[&success]);
    let error_like = responses.get("400").cloned().unwrap_or(Value::Null);
    let mut parameters = Vec::new();
    let mut headers = Map::new();
    if single {
        headers.insert(
            "ETag".into(),
            response_header("The record's strong entity tag, for If-Match and If-None-Match."),
        );
    }
    match method {
        "get" if single => {
            parameters.push(if_none_match());
            responses.insert(
                "304".into(),
                json!({"description": "Your copy (If-None-Match) is current; no body.", "headers": {"ETag": response_header("The record's entity tag.")}}),
            );
        }
        "post" | "patch" => {
            parameters.push(idempotency_key());
            headers.insert("Idempotent-Replayed".into(), response_header("`true` when this is the stored response to an earlier request with the same Idempotency-Key."));
            responses.entry("409").or_insert_with(|| error_response("A conflict with the record's state, or a request with the same Idempotency-Key is still running (`idempotency_key_in_use`).", &error_like));
            responses.insert("422".into(), error_response("The Idempotency-Key was already used for a different request (`idempotency_key_reused`).", &error_like));
            if method == "patch" {
                parameters.push(if_match());
                responses.insert("412".into(), error_response("The record changed since the ETag in If-Match (`precondition_failed`); the current ETag is in the message and the `ETag` header.", &error_like));
            }
        }
        _ => {}
    }
    let success_headers =
        responses[&success].as_object_mut().map(|r| r.entry("headers").or_insert_with(|| json!({})));
    if let Some(Value::Object(map)) = success_headers {
        map.extend(headers);
    }
    if !parameters.is_empty() {
        let list = operation.as_object_mut().map(|o| o.entry("parameters").or_insert_with(|| json!([])));
        if let Some(Value::Array(list)) = list {
            list.extend(parameters);
        }
    }
}
