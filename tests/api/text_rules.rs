//! The text rules the document states as patterns — not blank, an e-mail address, a phone
//! number, a New Zealand Business Number — answer a broken value with exactly these errors, in
//! request bodies, in query parameters and in import files. The expected answers were recorded
//! while the rules were still poem-openapi validators (`#[oai(validator(pattern = …))]`), before
//! they became the domain types of `src/types/text.rs`: the move changed no byte a client sees
//! but one fix, a `searchString` over 200 characters, which was answered "must be at most 200)
//! characters".

use serde_json::{Value, json};

use crate::helpers::spawn_app;

/// `status code "message" [field: message, …]`, the parts of an error a client reads.
fn summary(status: u16, body: &Value) -> String {
    let errors: Vec<String> = body["errors"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            format!(
                "{}: {}",
                e["field"].as_str().unwrap_or_default(),
                e["message"].as_str().unwrap_or_default()
            )
        })
        .collect();
    format!(
        "{status} {} {:?} [{}]",
        body["code"].as_str().unwrap_or_default(),
        body["message"].as_str().unwrap_or_default(),
        errors.join("; ")
    )
}

#[tokio::test]
async fn query_parameters_answer_as_before() {
    let app = spawn_app().await;
    let long = "a".repeat(201);
    let long_blank = "%20".repeat(201);
    let cases = [
        (
            "/contacts/search?searchString=%20",
            r#"400 validation_failed "searchString is required" [searchString: is required]"#,
        ),
        (
            "/contacts/search?searchString=%E2%80%83%0A",
            r#"400 validation_failed "searchString is required" [searchString: is required]"#,
        ),
        (
            &format!("/contacts/search?searchString={long}"),
            r#"400 validation_failed "searchString must be at most 200 characters" [searchString: must be at most 200 characters]"#,
        ),
        (
            &format!("/contacts/search?searchString={long_blank}"),
            r#"400 validation_failed "searchString must be at most 200 characters" [searchString: must be at most 200 characters]"#,
        ),
        (
            &format!("/profiles/search?searchString={long}"),
            r#"400 validation_failed "searchString must be at most 200 characters" [searchString: must be at most 200 characters]"#,
        ),
        (
            "/profiles/search?searchString=%09",
            r#"400 validation_failed "searchString is required" [searchString: is required]"#,
        ),
        (
            &format!("/opportunities/search?searchString={long}"),
            r#"400 validation_failed "searchString must be at most 200 characters" [searchString: must be at most 200 characters]"#,
        ),
        (
            "/opportunities/search?searchString=",
            r#"400 validation_failed "searchString is required" [searchString: is required]"#,
        ),
        (
            &format!("/pipelines/search?searchString={long}"),
            r#"400 validation_failed "searchString must be at most 200 characters" [searchString: must be at most 200 characters]"#,
        ),
        (
            "/pipelines/search?searchString=%20",
            r#"400 validation_failed "searchString is required" [searchString: is required]"#,
        ),
        (
            "/pipelines/search",
            r#"400 validation_failed "searchString is required" [searchString: is required]"#,
        ),
    ];
    let mut wrong = Vec::new();
    for (path, expected) in cases {
        let reply = app.get(&format!("/api/v1{path}")).await;
        let got = summary(reply.status.as_u16(), &reply.body);
        if got != expected {
            wrong.push(format!("GET {path}\n  expected {expected}\n       got {got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[tokio::test]
async fn request_bodies_answer_as_before() {
    let app = spawn_app().await;
    let id = "0192f000-0000-7000-8000-000000000000";
    let cases = [
        (
            "POST",
            "/contacts/person".to_string(),
            json!({"firstName": " ", "lastName": "x".repeat(101), "email": "a@b", "phone": "12345",
                   "mobilePhone": "0".repeat(31)}),
            r#"400 validation_failed "6 fields are invalid" [firstName: must not be blank; lastName: must be at most 100 characters; email: must be an e-mail address; phone: must be a phone number: 6 to 20 digits, with spaces and + - ( ) only; mobilePhone: must be at most 30 characters; mobilePhone: must be a phone number: 6 to 20 digits, with spaces and + - ( ) only]"#,
        ),
        (
            "POST",
            "/contacts/person".to_string(),
            json!({"firstName": " ".repeat(101), "lastName": "\u{3000}\u{2028}", "email": format!("{}@example.co.nz", "a".repeat(250))}),
            r#"400 validation_failed "4 fields are invalid" [firstName: must be at most 100 characters; firstName: must not be blank; lastName: must not be blank; email: must be at most 254 characters]"#,
        ),
        (
            "POST",
            "/contacts/company".to_string(),
            json!({"companyName": "\t", "nzbn": "123", "email": "a b@c.d", "phone": "+64 (4) 555-0101 ext 2"}),
            r#"400 validation_failed "4 fields are invalid" [companyName: must not be blank; nzbn: must match the pattern ^[0-9]{13}$; email: must be an e-mail address; phone: must be a phone number: 6 to 20 digits, with spaces and + - ( ) only]"#,
        ),
        (
            "POST",
            "/contacts/company".to_string(),
            json!({"companyName": "Tōtara Ltd", "nzbn": "942904123456\n", "email": "a@b.c", "phone": "04 555 0101"}),
            r#"400 validation_failed "nzbn must match the pattern ^[0-9]{13}$" [nzbn: must match the pattern ^[0-9]{13}$]"#,
        ),
        (
            "POST",
            "/contacts/trust".to_string(),
            json!({"trustName": "", "email": "@b.c", "phone": "1234567890123456789012"}),
            r#"400 validation_failed "3 fields are invalid" [trustName: must not be blank; email: must be an e-mail address; phone: must be a phone number: 6 to 20 digits, with spaces and + - ( ) only]"#,
        ),
        (
            "PATCH",
            format!("/contacts/{id}/person"),
            json!({"firstName": " ", "lastName": null, "email": "x", "phone": "12", "mobilePhone": null}),
            r#"400 validation_failed "3 fields are invalid" [firstName: must not be blank; email: must be an e-mail address; phone: must be a phone number: 6 to 20 digits, with spaces and + - ( ) only]"#,
        ),
        (
            "PATCH",
            format!("/contacts/{id}/company"),
            json!({"companyName": " ", "nzbn": "12345678901234", "email": null}),
            r#"400 validation_failed "2 fields are invalid" [companyName: must not be blank; nzbn: must match the pattern ^[0-9]{13}$]"#,
        ),
        (
            "PATCH",
            format!("/contacts/{id}/trust"),
            json!({"trustName": "\n", "phone": "phone"}),
            r#"400 validation_failed "2 fields are invalid" [trustName: must not be blank; phone: must be a phone number: 6 to 20 digits, with spaces and + - ( ) only]"#,
        ),
        (
            "POST",
            "/contacts/person".to_string(),
            json!({"firstName": "A", "lastName": "B",
                   "AddressHistory": [{"addressLine1": " "}, {"addressLine1": "y".repeat(201)}],
                   "EmploymentHistory": [{"employerName": "\u{a0}"}]}),
            r#"400 validation_failed "3 fields are invalid" [AddressHistory[0].addressLine1: must not be blank; AddressHistory[1].addressLine1: must be at most 200 characters; EmploymentHistory[0].employerName: must not be blank]"#,
        ),
        (
            "POST",
            "/profiles".to_string(),
            json!({"name": " "}),
            r#"400 validation_failed "name must not be blank" [name: must not be blank]"#,
        ),
        (
            "PATCH",
            format!("/profiles/{id}"),
            json!({"name": "z".repeat(201)}),
            r#"400 validation_failed "name must be at most 200 characters" [name: must be at most 200 characters]"#,
        ),
        (
            "POST",
            "/opportunities".to_string(),
            json!({"name": " ", "profileId": id, "pipelineId": id}),
            r#"400 validation_failed "name must not be blank" [name: must not be blank]"#,
        ),
        (
            "POST",
            "/opportunities/mortgage".to_string(),
            json!({"name": "", "profileId": id, "pipelineId": id}),
            r#"400 validation_failed "name must not be blank" [name: must not be blank]"#,
        ),
        (
            "PATCH",
            format!("/opportunities/{id}"),
            json!({"name": " "}),
            r#"400 validation_failed "name must not be blank" [name: must not be blank]"#,
        ),
        (
            "PATCH",
            format!("/opportunities/{id}/mortgage"),
            json!({"name": "\u{2003}"}),
            r#"400 validation_failed "name must not be blank" [name: must not be blank]"#,
        ),
        (
            "POST",
            "/contacts/person".to_string(),
            json!({"firstName": 5, "lastName": ["B"], "email": 7, "phone": true}),
            r#"400 validation_failed "4 fields are invalid" [firstName: must be a string; lastName: must be a string; email: must be a string; phone: must be a string]"#,
        ),
    ];
    let mut wrong = Vec::new();
    for (method, path, body, expected) in cases {
        let url = format!("/api/v1{path}");
        let reply = if method == "POST" { app.post(&url, &body).await } else { app.patch(&url, &body).await };
        let got = summary(reply.status.as_u16(), &reply.body);
        if got != expected {
            wrong.push(format!("{method} {path} {body}\n  expected {expected}\n       got {got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn import_files_answer_as_before() {
    use advisory_crm::api::policies::PolicyImportFile;
    let file = json!({"policies": [{
        "profileId": "0192f000-0000-7000-8000-000000000000",
        "policyNumber": " ",
        "provider": {"name": "\u{85}"},
        "status": "InForce",
        "covers": {"Life": [{"productName": "p".repeat(201), "status": "InForce"}, {"productName": "", "status": "InForce"}]}
    }]});
    let problems = advisory_crm::wire::parse_checked::<PolicyImportFile>(file).err().unwrap_or_default();
    let got: Vec<String> = problems.iter().map(|p| format!("{}: {}", p.field, p.message)).collect();
    assert_eq!(
        got,
        [
            "policies[0].policyNumber: must not be blank",
            "policies[0].provider.name: must not be blank",
            "policies[0].covers.Life[0].productName: must be at most 200 characters",
            "policies[0].covers.Life[1].productName: must not be blank",
        ]
    );
}

/// The service applies the same rules to what reaches it without the request schema (members,
/// organisations from the command line, contact states).
#[test]
fn the_service_answers_as_before() {
    use advisory_crm::service::Problems;
    let mut problems = Problems::new();
    problems.require_text("a", " \u{2029}", 10);
    problems.require_text("b", "x".repeat(11).as_str(), 10);
    problems.require_text("c", "ok", 10);
    problems.require_email("d", "not-an-email");
    problems.require_email("e", &format!("{}@b.co", "a".repeat(250)));
    problems.require_email("f", "a@b.co");
    problems.optional_phone("g", &Some("12345".into()));
    problems.optional_phone("h", &Some("1".repeat(31)));
    problems.optional_phone("i", &Some("+64 (21) 555-0101".into()));
    problems.optional_phone("j", &None);
    problems.optional_nzbn("k", &Some("942904123456\n".into()));
    problems.optional_nzbn("l", &Some("9429041234567".into()));
    let phone = "must be a phone number: 6 to 20 digits, with spaces and + - ( ) only";
    let got: Vec<String> = match problems.finish() {
        Err(advisory_crm::error::ServiceError::Invalid(errors)) => {
            errors.iter().map(|e| format!("{}: {}", e.field, e.message)).collect()
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(
        got,
        [
            "a: is required".to_string(),
            "b: must be at most 10 characters".to_string(),
            "d: must be an e-mail address".to_string(),
            "e: must be an e-mail address".to_string(),
            format!("g: {phone}"),
            format!("h: {phone}"),
            "k: must be the 13 digits of a New Zealand Business Number".to_string(),
        ]
    );
}

/// However many values are checked — in bodies, in query parameters, by the service — each
/// regular expression is compiled once in the process (e-mail and phone; not blank and the
/// business number need none). poem-openapi's own `pattern` validator, which compiled its
/// expression for every value, is used nowhere (the next test).
#[tokio::test]
async fn each_pattern_is_compiled_once_however_many_values_are_checked() {
    use advisory_crm::types::patterns;
    let app = spawn_app().await;
    for n in 0..20 {
        let reply = app.get(&format!("/api/v1/contacts/search?searchString=%20x{n}")).await;
        assert_eq!(reply.status, 200);
        app.create(
            "/api/v1/contacts/person",
            json!({"firstName": format!("A{n}"), "lastName": "B", "email": format!("a{n}@b.co"),
                   "phone": "04 555 0101", "mobilePhone": "021 555 0101"}),
        )
        .await;
        let reply = app
            .post("/api/v1/contacts/company", &json!({"companyName": " ", "email": "x", "phone": "1"}))
            .await;
        assert_eq!(reply.status, 400);
    }
    assert_eq!(patterns::compilations(), 2, "one for the e-mail pattern, one for the phone pattern");
}

/// A pattern is stated by a text type of `src/types/text.rs`, never by a validator attribute.
#[test]
fn no_field_or_parameter_states_a_pattern_itself() {
    let src = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
    let mut found = Vec::new();
    for file in crate::layers::rust_files(src) {
        let text = std::fs::read_to_string(&file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if line.contains("pattern = \"") || line.contains("pattern = r\"") {
                found.push(format!("{}:{}: {}", file.display(), number + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "use a type of src/types/text.rs instead:\n{}", found.join("\n"));
}
