use crate::helpers::{send, spawn_app};

#[test]
fn the_committed_openapi_document_is_up_to_date() {
    let committed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi/openapi.json")).unwrap();
    let generated = advisory_crm::api::spec_json();
    assert!(
        committed.trim_end() == generated.trim_end(),
        "openapi/openapi.json is stale: run `make openapi` and commit the result"
    );
}

#[tokio::test]
async fn the_served_document_is_the_committed_one() {
    let app = spawn_app().await;
    let served = send(app.client.get("/api/v1/openapi.json")).await.body;
    let committed: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi/openapi.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(served, committed);
}

#[test]
fn every_operation_is_documented_for_sdk_generators() {
    let spec: serde_json::Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    assert_eq!(spec["openapi"], "3.0.0");
    for key in ["description", "contact", "license"] {
        assert!(spec["info"][key].is_object() || spec["info"][key].is_string(), "info.{key}");
    }
    for (path, operations) in spec["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            let at = format!("{method} {path}");
            for key in ["operationId", "summary", "description"] {
                assert!(operation[key].as_str().is_some_and(|v| !v.is_empty()), "{at} lacks {key}");
            }
            assert_eq!(operation["tags"].as_array().map(Vec::len), Some(1), "{at} has one tag");
            let responses = operation["responses"].as_object().unwrap();
            let successes = responses.keys().filter(|s| s.starts_with('2')).count();
            assert!(successes <= 1, "{at} has one success body type");
            for (status, response) in responses {
                if status == "304" {
                    assert!(response.get("content").is_none(), "{at} 304 has no body");
                } else if !status.starts_with('2') {
                    let schema = &response["content"]["application/json; charset=utf-8"]["schema"]["$ref"];
                    assert_eq!(schema, "#/components/schemas/Error", "{at} {status} uses the error body");
                }
            }
            assert_eq!(operation["security"][0]["ApiKey"], serde_json::json!([]), "{at} needs the key");
        }
    }
}

/// The PATCH fields that can be changed but not cleared: optional, yet `null` is a 400.
const NOT_CLEARABLE: [(&str, &str); 26] = [
    ("ProfileUpdate", "name"),
    ("ProfileUpdate", "profileType"),
    ("ProfileUpdate", "profileStatus"),
    ("PersonContactUpdate", "firstName"),
    ("PersonContactUpdate", "lastName"),
    ("CompanyContactUpdate", "companyName"),
    ("TrustContactUpdate", "trustName"),
    ("OpportunityUpdate", "name"),
    ("OpportunityUpdate", "pipelineId"),
    ("OpportunityUpdate", "stageId"),
    ("MortgageOpportunityUpdate", "name"),
    ("MortgageOpportunityUpdate", "pipelineId"),
    ("MortgageOpportunityUpdate", "stageId"),
    // Batch update items carry their update's fields.
    ("PersonContactBatchUpdate", "firstName"),
    ("PersonContactBatchUpdate", "lastName"),
    ("CompanyContactBatchUpdate", "companyName"),
    ("TrustContactBatchUpdate", "trustName"),
    ("OpportunityBatchUpdateItem", "name"),
    ("OpportunityBatchUpdateItem", "pipelineId"),
    ("OpportunityBatchUpdateItem", "stageId"),
    ("ProfileBatchUpdateItem", "name"),
    ("ProfileBatchUpdateItem", "profileType"),
    ("ProfileBatchUpdateItem", "profileStatus"),
    ("WebhookEndpointUpdate", "url"),
    ("WebhookEndpointUpdate", "eventTypes"),
    ("WebhookEndpointUpdate", "enabled"),
];

/// Whether a strict OpenAPI 3.0.3 reader lets `property` be null: `nullable` beside a `type`,
/// or a `oneOf` branch that is.
fn accepts_null(property: &serde_json::Value) -> bool {
    let nullable = |schema: &serde_json::Value| schema["nullable"] == true && schema["type"].is_string();
    nullable(property) || property["oneOf"].as_array().is_some_and(|branches| branches.iter().any(nullable))
}

#[test]
fn optional_fields_are_nullable_unless_null_is_refused() {
    let spec: serde_json::Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    for (name, schema) in spec["components"]["schemas"].as_object().unwrap() {
        let required: Vec<&str> =
            schema["required"].as_array().into_iter().flatten().filter_map(|r| r.as_str()).collect();
        for (field, property) in schema["properties"].as_object().into_iter().flatten() {
            if required.contains(&field.as_str()) {
                continue;
            }
            let refused = NOT_CLEARABLE.contains(&(name.as_str(), field.as_str()));
            assert_eq!(accepts_null(property), !refused, "{name}.{field}: {property}");
        }
    }
}

#[test]
fn nullable_means_nullable_to_a_strict_reader() {
    // `nullable` only counts beside a `type` (OpenAPI 3.0.3), and a schema whose `oneOf` has a
    // null branch must not be nullable itself (null would match both).
    fn walk(at: &str, node: &serde_json::Value) {
        match node {
            serde_json::Value::Object(map) => {
                if map.get("nullable") == Some(&serde_json::Value::Bool(true)) {
                    assert!(map.get("type").is_some_and(|t| t.is_string()), "{at}: nullable without type");
                    assert!(
                        !map.contains_key("oneOf") && !map.contains_key("allOf"),
                        "{at}: nullable composition"
                    );
                }
                for (key, value) in map {
                    walk(&format!("{at}/{key}"), value);
                }
            }
            serde_json::Value::Array(items) => {
                items.iter().enumerate().for_each(|(i, item)| walk(&format!("{at}/{i}"), item))
            }
            _ => {}
        }
    }
    walk("", &serde_json::from_str(&advisory_crm::api::spec_json()).unwrap());
}

#[test]
fn every_operation_declares_a_success_response() {
    // Removed endpoints too (linters and SDK generators expect one); theirs says it never comes.
    let spec: serde_json::Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    for (path, operations) in spec["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            let responses = operation["responses"].as_object().unwrap();
            assert!(responses.keys().any(|status| status.starts_with('2')), "{method} {path}");
            if operation["deprecated"] == true {
                assert!(responses.contains_key("410"), "{method} {path}");
                assert!(responses["204"]["description"].as_str().unwrap().starts_with("Never sent"));
            }
        }
    }
}

#[test]
fn references_to_enums_are_never_combined_with_other_schemas() {
    // poem-openapi wraps a reference in `allOf` when the field has a description or is
    // nullable; openapi-python-client refuses ("Cannot take allOf a non-object") any `allOf`
    // that combines an enum with something else. The service normalises the document so the
    // wrapper holds a lone `{$ref}`.
    let spec: serde_json::Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    let schemas = spec["components"]["schemas"].as_object().unwrap();
    for (name, schema) in schemas {
        for (field, property) in schema["properties"].as_object().into_iter().flatten() {
            let parts = property["allOf"].as_array().cloned().unwrap_or_default();
            for part in &parts {
                if let Some(target) = part["$ref"].as_str().and_then(|r| r.rsplit('/').next())
                    && schemas[target]["type"] != "object"
                {
                    assert_eq!(
                        parts.len(),
                        1,
                        "{name}.{field} combines the enum {target} with other schemas"
                    );
                }
            }
        }
    }
}

#[test]
fn every_endpoint_is_in_the_document() {
    // poem-openapi keeps one API's operations per path, so two APIs declaring the same path
    // silently lose operations; this list catches that.
    let spec: serde_json::Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    for (method, path) in [
        ("get", "/members"),
        ("get", "/members/{memberId}"),
        ("get", "/accounts"),
        ("get", "/accounts/{accountId}"),
        ("get", "/contacts"),
        ("post", "/contacts"),
        ("get", "/contacts/search"),
        ("get", "/contacts/{contactId}"),
        ("patch", "/contacts/{contactId}"),
        ("post", "/contacts/person"),
        ("post", "/contacts/company"),
        ("post", "/contacts/trust"),
        ("patch", "/contacts/{contactId}/person"),
        ("patch", "/contacts/{contactId}/company"),
        ("patch", "/contacts/{contactId}/trust"),
        ("get", "/profiles"),
        ("post", "/profiles"),
        ("get", "/profiles/search"),
        ("get", "/profiles/{profileId}"),
        ("patch", "/profiles/{profileId}"),
        ("post", "/profiles/{profileId}/restore"),
        ("get", "/pipelines"),
        ("get", "/pipelines/search"),
        ("get", "/pipelines/{pipelineId}"),
        ("get", "/opportunities"),
        ("post", "/opportunities"),
        ("get", "/opportunities/search"),
        ("get", "/opportunities/{opportunityId}"),
        ("patch", "/opportunities/{opportunityId}"),
        ("post", "/opportunities/mortgage"),
        ("patch", "/opportunities/{opportunityId}/mortgage"),
        ("post", "/opportunities/{opportunityId}/reopen"),
        ("get", "/mortgages"),
        ("post", "/mortgages"),
        ("get", "/mortgages/{mortgageId}"),
        ("patch", "/mortgages/{mortgageId}"),
        ("get", "/kiwisavers"),
        ("post", "/kiwisavers"),
        ("get", "/kiwisavers/{kiwiSaverId}"),
        ("patch", "/kiwisavers/{kiwiSaverId}"),
        ("get", "/investments"),
        ("post", "/investments"),
        ("get", "/investments/{investmentId}"),
        ("patch", "/investments/{investmentId}"),
        ("get", "/expenses"),
        ("post", "/expenses"),
        ("patch", "/expenses"),
        ("get", "/notes"),
        ("post", "/notes"),
        ("get", "/notes/{noteId}"),
        ("patch", "/notes/{noteId}"),
        ("get", "/account/{opportunityId}"),
        ("get", "/policies"),
        ("get", "/policies/{policyId}"),
    ] {
        assert!(spec["paths"][path][method].is_object(), "{method} {path} is missing from the document");
    }
}

#[test]
fn the_documented_email_and_phone_patterns_are_the_ones_the_service_applies() {
    use advisory_crm::types::patterns::{EMAIL as EMAIL_PATTERN, PHONE as PHONE_PATTERN};
    let spec: serde_json::Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    let schemas = spec["components"]["schemas"].as_object().unwrap();
    let mut checked = 0;
    for schema in schemas.values() {
        for (field, property) in schema["properties"].as_object().into_iter().flatten() {
            let expected = match field.as_str() {
                "email" => EMAIL_PATTERN,
                "phone" | "mobilePhone" => PHONE_PATTERN,
                _ => continue,
            };
            if schema["properties"]["id"].is_null() {
                assert_eq!(property["pattern"], expected, "{field}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 10, "request bodies with e-mail and phone fields were checked");
}

/// Every `pattern` the document states is one of the rules of `types::patterns`: the request
/// checker applies it with the rule's own check (compiled once), the text types refuse what it
/// refuses, and the rule agrees with the documented expression on values either side of it.
#[test]
fn every_documented_pattern_is_a_rule_the_service_applies() {
    use advisory_crm::types::patterns::Pattern;
    fn patterns<'a>(node: &'a serde_json::Value, found: &mut Vec<&'a str>) {
        match node {
            serde_json::Value::Object(map) => {
                if let Some(pattern) = map.get("pattern").and_then(serde_json::Value::as_str) {
                    found.push(pattern);
                }
                map.values().for_each(|value| patterns(value, found));
            }
            serde_json::Value::Array(items) => items.iter().for_each(|value| patterns(value, found)),
            _ => {}
        }
    }
    let spec: serde_json::Value = serde_json::from_str(&advisory_crm::api::spec_json()).unwrap();
    let mut found = Vec::new();
    patterns(&spec, &mut found);
    let samples =
        ["", " \t", "Aroha", "aroha@example.co.nz", "aroha@example", "04 555 0101", "12", "9429041234567"];
    for pattern in &found {
        let rule = Pattern::from_source(pattern).unwrap_or_else(|| panic!("{pattern} is none of the rules"));
        let regex = regex::Regex::new(pattern).unwrap();
        for text in samples {
            assert_eq!(rule.matches(text), regex.is_match(text), "{pattern} on {text:?}");
        }
    }
    for rule in Pattern::ALL {
        assert!(found.contains(&rule.source()), "{rule:?} is stated somewhere");
    }
}
