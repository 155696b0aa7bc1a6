//! Examples of the batch operations' request bodies, added to the document (Swagger UI fills
//! "Try it out" with them). Each is valid against its schema: the document's linters check.

use serde_json::{Value, json};

const PROFILE: &str = "0193a5b0-7e1c-7cc0-8b1e-3f1c2a4d5e6f";
const PIPELINE: &str = "0193a5b0-7e1c-7cc0-8b1e-3f1c2a4d5e70";
const CONTACT: &str = "0193a5b0-7e1c-7cc0-8b1e-3f1c2a4d5e71";

/// New records of each resource (also its upsert example), a change to them and a read of them,
/// by the collection's path.
fn examples(collection: &str) -> Option<(Value, Value, Value)> {
    Some(match collection {
        "/contacts" => (
            json!([
                {"contactType": "Person", "externalId": "CRM-1042", "firstName": "Aroha", "lastName": "Ngata",
                 "email": "aroha.ngata@example.co.nz"},
                {"contactType": "Company", "externalId": "CRM-2001", "companyName": "Kauri Builders Ltd",
                 "nzbn": "9429041234567"}
            ]),
            json!([
                {"contactType": "Person", "externalId": "CRM-1042", "mobilePhone": "021 555 0101"},
                {"contactType": "Company", "id": CONTACT, "ifMatch": "\"3f9a1c0e5b7d2a4f8e6c1b3a5d7f9e2c\"",
                 "tradingName": "Kauri Build"}
            ]),
            json!({"externalIds": ["CRM-1042", "CRM-2001"]}),
        ),
        "/profiles" => (
            json!([{"externalId": "HH-1042", "name": "Ngata Household", "profileStatus": "ExistingClient"}]),
            json!([{"externalId": "HH-1042", "profileRank": "A"}]),
            json!({"externalIds": ["HH-1042"]}),
        ),
        "/opportunities" => (
            json!([{"opportunityType": "Mortgage", "externalId": "DEAL-77", "name": "First home purchase",
                    "profileId": PROFILE, "pipelineId": PIPELINE,
                    "mortgageApplication": {"lender": "ASB", "loanAmount": 780000}}]),
            json!([{"externalId": "DEAL-77", "Status": "Won"}]),
            json!({"externalIds": ["DEAL-77"]}),
        ),
        "/mortgages" => (
            json!([{"externalId": "LOAN-5531", "profileId": PROFILE, "lender": "ASB", "loanAmount": 780000,
                    "interestRate": 4.99}]),
            json!([{"externalId": "LOAN-5531", "balance": 765000}]),
            json!({"externalIds": ["LOAN-5531"]}),
        ),
        "/kiwisavers" => (
            json!([{"externalId": "KS-88", "profileId": PROFILE, "contactId": CONTACT, "provider": "Simplicity"}]),
            json!([{"externalId": "KS-88", "fundType": "Growth"}]),
            json!({"externalIds": ["KS-88"]}),
        ),
        "/investments" => (
            json!([{"externalId": "INV-3", "profileId": PROFILE, "provider": "Milford",
                    "investmentType": "ManagedFund", "value": 25000}]),
            json!([{"externalId": "INV-3", "value": 26500.5}]),
            json!({"ids": [CONTACT]}),
        ),
        "/notes" => (
            json!([{"externalId": "NOTE-9", "profileId": PROFILE, "content": "<p>Annual review booked.</p>"}]),
            json!([{"externalId": "NOTE-9", "isPinned": true}]),
            json!({"externalIds": ["NOTE-9"]}),
        ),
        _ => return None,
    })
}

/// Puts an example on the request body of every batch operation.
pub fn add(document: &mut Value) {
    let Some(paths) = document.get_mut("paths").and_then(Value::as_object_mut) else { return };
    for (path, item) in paths.iter_mut() {
        let Some((collection, operation)) = path.split_once("/batch/") else { continue };
        let Some((created, changed, read)) = examples(collection) else { continue };
        let example = match operation {
            "create" | "upsert" => json!({"items": created}),
            "update" => json!({"items": changed, "atomic": true}),
            "read" => read,
            _ => continue,
        };
        if let Some(content) = item.pointer_mut("/post/requestBody/content").and_then(Value::as_object_mut) {
            for media in content.values_mut() {
                media["example"] = example.clone();
            }
        }
    }
}
