//! Rewrites of the document poem-openapi generates, so that strict OpenAPI 3.0.3 readers
//! (linters such as redocly and spectral) and SDK generators (openapi-python-client,
//! openapi-typescript, progenitor) all read it the way the service means it.

use serde_json::{Map, Value, json};

/// Applies every rewrite to the whole document.
pub fn document(document: &mut Value) {
    drop_repeated_annotations(document);
    let types = component_types(document);
    nullable_references(document, &types);
}

/// poem-openapi writes a documented or nullable reference as
/// `{description, nullable, allOf: [{$ref}, {description, nullable}]}`. The second part only
/// repeats annotations the wrapper already carries, and SDK generators such as
/// openapi-python-client drop the whole schema when an enum is combined with it, so it is
/// removed.
fn drop_repeated_annotations(node: &mut Value) {
    const ANNOTATIONS: [&str; 6] = ["description", "nullable", "default", "example", "readOnly", "writeOnly"];
    match node {
        Value::Object(map) => {
            if let Some(Value::Array(parts)) = map.get_mut("allOf") {
                parts.retain(|part| {
                    part.get("$ref").is_some()
                        || !part
                            .as_object()
                            .is_some_and(|keys| keys.keys().all(|k| ANNOTATIONS.contains(&k.as_str())))
                });
            }
            map.values_mut().for_each(drop_repeated_annotations);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_repeated_annotations),
        _ => {}
    }
}

/// The `type` of each component schema, by its `$ref`.
fn component_types(document: &Value) -> Map<String, Value> {
    let schemas = document.pointer("/components/schemas").and_then(Value::as_object);
    schemas
        .into_iter()
        .flatten()
        .filter_map(|(name, schema)| {
            Some((format!("#/components/schemas/{name}"), schema.get("type")?.clone()))
        })
        .collect()
}

/// A nullable reference, `{nullable: true, allOf: [{$ref}]}`, is not nullable to a strict
/// OpenAPI 3.0.3 reader: `nullable` only counts beside a `type`. It becomes
/// `{oneOf: [{$ref}, {type, nullable: true, enum: [null]}]}`, the referenced schema or null,
/// which 3.0.3 readers and the SDK generators all read as "the type, or null" (a `type`
/// beside the `allOf` instead would make openapi-python-client drop the null, and `anyOf`
/// makes progenitor generate a struct of both).
fn nullable_references(node: &mut Value, types: &Map<String, Value>) {
    match node {
        Value::Object(map) => {
            if let Some(one_of) = nullable_reference(map, types) {
                map.remove("nullable");
                map.remove("allOf");
                map.insert("oneOf".into(), one_of);
            }
            add_null_branch(map);
            map.values_mut().for_each(|value| nullable_references(value, types));
        }
        Value::Array(items) => items.iter_mut().for_each(|value| nullable_references(value, types)),
        _ => {}
    }
}

/// The `oneOf` replacing `schema` when it is a nullable reference without a `type`.
fn nullable_reference(schema: &Map<String, Value>, types: &Map<String, Value>) -> Option<Value> {
    if schema.get("nullable") != Some(&Value::Bool(true)) || schema.contains_key("type") {
        return None;
    }
    let [reference] = schema.get("allOf")?.as_array()?.as_slice() else { return None };
    let ty = types.get(reference.get("$ref")?.as_str()?)?;
    Some(json!([reference, { "type": ty, "nullable": true, "enum": [null] }]))
}

/// A nullable schema with `oneOf` branches (a fixed set of numbers) becomes the branches plus
/// the same null branch as a nullable reference: a strict reader would otherwise refuse null
/// in every branch, and `nullable` beside a branch that accepts null leaves null ambiguous.
fn add_null_branch(schema: &mut Map<String, Value>) {
    if schema.get("nullable") != Some(&Value::Bool(true)) || !schema.contains_key("oneOf") {
        return;
    }
    let Some(ty) = schema.remove("type") else { return };
    schema.remove("nullable");
    if let Some(Value::Array(branches)) = schema.get_mut("oneOf") {
        branches.push(json!({ "type": ty, "nullable": true, "enum": [null] }));
    }
}
