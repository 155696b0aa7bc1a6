//! OpenAPI links from each create operation to the operations that read and change what it
//! created, so a client (or a stateful test tool) knows which response field feeds which
//! parameter. poem-openapi cannot declare links, so they are added to the generated document.

use serde_json::{Map, Value, json};

/// Where the new record's id is in a create's 201 response.
const NEW_ID: &str = "$response.body#/data/id";

/// A link's target operation, its parameter, and the response field that feeds it.
type Target = (&'static str, &'static str, &'static str);

/// For each create operation, the operations its response links to.
const LINKS: &[(&str, &[Target])] = &[
    (
        "createPersonContact",
        &[("getContact", "contactId", NEW_ID), ("updatePersonContact", "contactId", NEW_ID)],
    ),
    (
        "createCompanyContact",
        &[("getContact", "contactId", NEW_ID), ("updateCompanyContact", "contactId", NEW_ID)],
    ),
    (
        "createTrustContact",
        &[("getContact", "contactId", NEW_ID), ("updateTrustContact", "contactId", NEW_ID)],
    ),
    (
        "createProfile",
        &[
            ("getProfile", "profileId", NEW_ID),
            ("updateProfile", "profileId", NEW_ID),
            ("restoreProfile", "profileId", NEW_ID),
            ("getExpenses", "profileId", NEW_ID),
        ],
    ),
    (
        "createOpportunity",
        &[
            ("getOpportunity", "opportunityId", NEW_ID),
            ("updateOpportunity", "opportunityId", NEW_ID),
            ("reopenOpportunity", "opportunityId", NEW_ID),
            ("getFactFindInvitation", "opportunityId", NEW_ID),
        ],
    ),
    (
        "createMortgageOpportunity",
        &[
            ("getOpportunity", "opportunityId", NEW_ID),
            ("updateMortgageOpportunity", "opportunityId", NEW_ID),
            ("reopenOpportunity", "opportunityId", NEW_ID),
            ("getFactFindInvitation", "opportunityId", NEW_ID),
        ],
    ),
    ("createMortgage", &[("getMortgage", "mortgageId", NEW_ID), ("updateMortgage", "mortgageId", NEW_ID)]),
    (
        "createKiwiSaver",
        &[("getKiwiSaver", "kiwiSaverId", NEW_ID), ("updateKiwiSaver", "kiwiSaverId", NEW_ID)],
    ),
    (
        "createInvestment",
        &[("getInvestment", "investmentId", NEW_ID), ("updateInvestment", "investmentId", NEW_ID)],
    ),
    ("createNote", &[("getNote", "noteId", NEW_ID), ("updateNote", "noteId", NEW_ID)]),
    ("createExpenses", &[("getExpenses", "profileId", "$response.body#/data/profileId")]),
    (
        "createPrivacyRequest",
        &[
            ("getPrivacyRequest", "privacyRequestId", NEW_ID),
            ("updatePrivacyRequest", "privacyRequestId", NEW_ID),
            ("getPrivacyRequestHistory", "privacyRequestId", NEW_ID),
            ("getPrivacyRequestBundle", "privacyRequestId", NEW_ID),
            ("getPrivacyRequestHolds", "privacyRequestId", NEW_ID),
        ],
    ),
];

/// Adds the links to the 201 responses of the create operations in `document`.
pub fn add(document: &mut Value) {
    let Some(paths) = document.get_mut("paths").and_then(Value::as_object_mut) else { return };
    for operation in paths.values_mut().filter_map(Value::as_object_mut).flat_map(|item| item.values_mut()) {
        let Some(id) = operation.get("operationId").and_then(Value::as_str) else { continue };
        let Some((_, targets)) = LINKS.iter().find(|(create, _)| *create == id) else { continue };
        let Some(created) = operation.pointer_mut("/responses/201").and_then(Value::as_object_mut) else {
            continue;
        };
        let links: Map<String, Value> = targets
            .iter()
            .map(|(target, parameter, source)| {
                (target.to_string(), json!({ "operationId": target, "parameters": { *parameter: source } }))
            })
            .collect();
        created.insert("links".to_string(), Value::Object(links));
    }
}
