//! Compressed answers: by `Accept-Encoding`, outside the conditional and idempotency layers,
//! with a strong ETag per coding, and never for an answer that carries a secret.

use advisory_crm::http::SECRET_OPERATIONS;
use async_compression::tokio::bufread::{BrotliDecoder, GzipDecoder, ZstdDecoder};
use poem::http::HeaderMap;
use serde_json::{Value, json};
use tokio::io::AsyncReadExt;

use crate::helpers::{TestApp, spawn_app, spawn_app_with};

/// An answer's status, headers and bytes as sent (not decoded).
struct Raw {
    status: u16,
    headers: HeaderMap,
    bytes: Vec<u8>,
}

impl Raw {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// The bytes decoded by their `Content-Encoding`.
    async fn decoded(&self) -> Vec<u8> {
        let mut out = Vec::new();
        match self.header("content-encoding") {
            None => out.extend_from_slice(&self.bytes),
            Some("gzip") => GzipDecoder::new(&self.bytes[..]).read_to_end(&mut out).await.map(drop).unwrap(),
            Some("br") => BrotliDecoder::new(&self.bytes[..]).read_to_end(&mut out).await.map(drop).unwrap(),
            Some("zstd") => ZstdDecoder::new(&self.bytes[..]).read_to_end(&mut out).await.map(drop).unwrap(),
            Some(other) => panic!("unexpected coding {other}"),
        }
        out
    }
}

async fn raw(app: &TestApp, method: &str, path: &str, headers: &[(&str, &str)], body: Option<&Value>) -> Raw {
    let mut request = match method {
        "GET" => app.client.get(path),
        "HEAD" => app.client.head(path),
        "POST" => app.client.post(path),
        "PATCH" => app.client.patch(path),
        other => panic!("{other}"),
    }
    .header("authorization", &app.tenant.key);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    if let Some(body) = body {
        request = request.content_type("application/json").body(body.to_string());
    }
    let response = request.send().await.0;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let bytes = response.into_body().into_vec().await.unwrap();
    Raw { status, headers, bytes }
}

fn varies_by_encoding(reply: &Raw) -> bool {
    reply
        .headers
        .get_all("vary")
        .iter()
        .any(|v| v.to_str().unwrap().to_ascii_lowercase().contains("accept-encoding"))
}

/// A new person who has lived at enough addresses that their record is over a kilobyte.
fn well_travelled(name: &str) -> Value {
    let addresses: Vec<Value> = ["Ponsonby", "Karori", "Riccarton", "Frankton", "Mount Maunganui"]
        .iter()
        .map(|suburb| json!({"addressLine1": "12 Kowhai Street", "suburb": suburb, "city": "Auckland", "country": "New Zealand"}))
        .collect();
    json!({"firstName": name, "lastName": "Ngata", "AddressHistory": addresses})
}

async fn wordy_person(app: &TestApp, name: &str) -> Value {
    app.create("/api/v1/contacts/person", well_travelled(name)).await
}

#[tokio::test]
async fn a_page_goes_out_in_the_coding_the_client_prefers_and_decodes_to_the_same_bytes() {
    let app = spawn_app().await;
    for name in ["Aroha", "Hemi", "Mere", "Tama", "Wiremu", "Ana"] {
        wordy_person(&app, name).await;
    }
    let path = "/api/v1/contacts?pageSize=100";
    let plain = raw(&app, "GET", path, &[], None).await;
    assert_eq!(plain.status, 200);
    assert!(plain.bytes.len() >= 1024, "the page must be worth compressing: {} bytes", plain.bytes.len());
    assert_eq!(plain.header("content-encoding"), None);
    assert!(varies_by_encoding(&plain), "{:?}", plain.headers);
    for (accept, coding) in
        [("gzip", "gzip"), ("br", "br"), ("zstd", "zstd"), ("gzip, deflate, br, zstd", "zstd")]
    {
        let coded = raw(&app, "GET", path, &[("accept-encoding", accept)], None).await;
        assert_eq!(coded.header("content-encoding"), Some(coding), "{accept}");
        assert!(varies_by_encoding(&coded), "{accept}");
        assert!(coded.bytes.len() * 2 < plain.bytes.len(), "{accept}: {} bytes", coded.bytes.len());
        assert_eq!(coded.decoded().await, plain.bytes, "{accept}");
        assert_eq!(coded.header("cache-control"), Some("no-store"));
    }
    for refused in ["identity", "gzip;q=0", "deflate", "*;q=0"] {
        let reply = raw(&app, "GET", path, &[("accept-encoding", refused)], None).await;
        assert_eq!(reply.header("content-encoding"), None, "{refused}");
        assert_eq!(reply.bytes, plain.bytes, "{refused}");
    }
    // HEAD says what GET would, without compressing nothing.
    let head = raw(&app, "HEAD", path, &[("accept-encoding", "gzip")], None).await;
    assert_eq!((head.status, head.header("content-encoding")), (200, None));
}

#[tokio::test]
async fn small_answers_and_errors_under_a_kilobyte_go_out_as_they_are() {
    let app = spawn_app().await;
    let small = raw(&app, "GET", "/api/v1/contacts?pageSize=1", &[("accept-encoding", "gzip")], None).await;
    assert!(small.bytes.len() < 1024, "{} bytes", small.bytes.len());
    assert_eq!(small.header("content-encoding"), None);
    assert!(varies_by_encoding(&small));
    let missing = "/api/v1/contacts/00000000-0000-0000-0000-000000000000";
    let error = raw(&app, "GET", missing, &[("accept-encoding", "gzip")], None).await;
    assert_eq!((error.status, error.header("content-encoding")), (404, None));
}

#[tokio::test]
async fn each_coding_has_its_own_etag_and_any_of_them_revalidates_and_guards_a_change() {
    let app = spawn_app().await;
    let person = wordy_person(&app, "Aroha").await;
    let path = format!("/api/v1/contacts/{}", person["id"].as_str().unwrap());
    let plain = raw(&app, "GET", &path, &[], None).await;
    assert!(plain.bytes.len() >= 1024, "{} bytes", plain.bytes.len());
    let identity = plain.header("etag").unwrap().to_string();
    let gzip = raw(&app, "GET", &path, &[("accept-encoding", "gzip")], None).await;
    let coded = gzip.header("etag").unwrap().to_string();
    assert_eq!(coded, format!("{}-gzip\"", identity.trim_end_matches('"')));

    // A copy read compressed revalidates, and the 304 confirms the tag the client holds.
    let again =
        raw(&app, "GET", &path, &[("accept-encoding", "gzip"), ("if-none-match", &coded)], None).await;
    assert_eq!((again.status, again.header("etag")), (304, Some(coded.as_str())));
    assert!(varies_by_encoding(&again));
    let plain_again = raw(&app, "GET", &path, &[("if-none-match", &identity)], None).await;
    assert_eq!((plain_again.status, plain_again.header("etag")), (304, Some(identity.as_str())));

    // It guards a change like the plain tag does; a stale one of any coding is refused.
    let change = json!({"firstName": "Aroha", "lastName": "Ngata-Walker"});
    let person_path = format!("{path}/person");
    let updated = raw(&app, "PATCH", &person_path, &[("if-match", &coded)], Some(&change)).await;
    assert_eq!(updated.status, 200, "{}", String::from_utf8_lossy(&updated.bytes));
    let stale = raw(&app, "PATCH", &person_path, &[("if-match", &coded)], Some(&change)).await;
    assert_eq!(stale.status, 412);
    let current = raw(&app, "GET", &path, &[("accept-encoding", "gzip")], None).await;
    let current = current.header("etag").unwrap();
    let items = json!({"items": [
        {"id": person["id"], "ifMatch": current, "lastName": "Walker"},
        {"id": person["id"], "ifMatch": coded, "lastName": "Stale"},
    ]});
    let batch = app.post("/api/v1/contacts/batch/update", &items).await;
    let statuses: Vec<&Value> =
        batch.body["data"]["results"].as_array().unwrap().iter().map(|r| &r["status"]).collect();
    assert_eq!(statuses, [200, 412], "{}", batch.body);
}

#[tokio::test]
async fn a_replay_is_compressed_for_the_request_that_replays_it() {
    let app = spawn_app().await;
    let body = well_travelled("Aroha");
    let key = [("idempotency-key", "compression-replay")];
    let first = raw(&app, "POST", "/api/v1/contacts/person", &key, Some(&body)).await;
    assert_eq!((first.status, first.header("content-encoding")), (201, None));
    assert!(first.bytes.len() >= 1024, "{} bytes", first.bytes.len());
    let replay =
        raw(&app, "POST", "/api/v1/contacts/person", &[key[0], ("accept-encoding", "br")], Some(&body)).await;
    assert_eq!((replay.status, replay.header("content-encoding")), (201, Some("br")));
    assert_eq!(replay.decoded().await, first.bytes);
}

#[tokio::test]
async fn answers_carrying_a_secret_are_never_compressed() {
    let app = spawn_app_with(&[("WEBHOOK_ALLOW_PRIVATE_URLS", "true")]).await;
    let endpoint = json!({
        "url": format!("http://127.0.0.1:9/{}", "hooks/".repeat(120)),
        "eventTypes": ["contact.created", "contact.updated"],
        "description": "Sync to the practice's own CRM. ".repeat(15),
    });
    let everything = [("accept-encoding", "gzip, br, zstd")];
    let created = raw(&app, "POST", "/api/v1/webhook-endpoints", &everything, Some(&endpoint)).await;
    assert_eq!(created.status, 201, "{}", String::from_utf8_lossy(&created.bytes));
    assert!(
        created.bytes.len() >= 1024,
        "the answer must be worth compressing: {} bytes",
        created.bytes.len()
    );
    assert_eq!(created.header("content-encoding"), None);
    let body: Value = serde_json::from_slice(&created.bytes).unwrap();
    assert!(body["data"]["secret"].is_string());
    let path = format!("/api/v1/webhook-endpoints/{}/rotate-secret", body["data"]["id"].as_str().unwrap());
    for path in [path.clone(), path.replace("rotate-secret", "rotate%2Dsecret"), format!("{path}/")] {
        let rotated = raw(&app, "POST", &path, &everything, Some(&json!({}))).await;
        if rotated.status == 200 {
            assert_eq!(rotated.header("content-encoding"), None, "{path}");
        }
    }
    let rotated = raw(&app, "POST", &path, &everything, Some(&json!({}))).await;
    assert_eq!((rotated.status, rotated.header("content-encoding")), (200, None));
    // The same record without its secret is compressed like any other.
    let read = raw(&app, "GET", &path.replace("/rotate-secret", ""), &everything, None).await;
    assert_eq!((read.status, read.header("content-encoding")), (200, Some("zstd")));
}

#[tokio::test]
async fn every_operation_that_answers_a_secret_is_listed_as_one() {
    let app = spawn_app().await;
    let document = app.get("/api/v1/openapi.json").await.body;
    let schemas = &document["components"]["schemas"];
    let mut secret_schemas: Vec<String> = schemas
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, schema)| schema["properties"].get("secret").is_some())
        .map(|(name, _)| format!("#/components/schemas/{name}"))
        .collect();
    // Envelopes and pages of those carry them too.
    loop {
        let more: Vec<String> = schemas
            .as_object()
            .unwrap()
            .iter()
            .map(|(name, schema)| (format!("#/components/schemas/{name}"), schema.to_string()))
            .filter(|(name, text)| {
                !secret_schemas.contains(name)
                    && secret_schemas.iter().any(|s| text.contains(&format!("\"{s}\"")))
            })
            .map(|(name, _)| name)
            .collect();
        if more.is_empty() {
            break;
        }
        secret_schemas.extend(more);
    }
    let mut answering = Vec::new();
    for operations in document["paths"].as_object().unwrap().values() {
        for operation in operations.as_object().unwrap().values() {
            let responses = operation["responses"].to_string();
            if secret_schemas.iter().any(|s| responses.contains(&format!("\"{s}\""))) {
                answering.push(operation["operationId"].as_str().unwrap().to_string());
            }
        }
    }
    assert!(!answering.is_empty());
    for id in &answering {
        assert!(SECRET_OPERATIONS.contains(&id.as_str()), "{id} answers a secret but is compressed");
    }
    let documented: Vec<&str> = document["paths"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|ops| ops.as_object().unwrap().values().map(|op| op["operationId"].as_str().unwrap()))
        .collect();
    for id in SECRET_OPERATIONS {
        assert!(documented.contains(&id), "{id} is not an operation");
    }
}

#[tokio::test]
async fn the_document_is_compressed_once_and_revalidates_in_every_coding() {
    let app = spawn_app().await;
    let plain = raw(&app, "GET", "/api/v1/openapi.json", &[], None).await;
    let identity = plain.header("etag").unwrap().to_string();
    for coding in ["gzip", "br", "zstd"] {
        let coded = raw(&app, "GET", "/api/v1/openapi.json", &[("accept-encoding", coding)], None).await;
        assert_eq!(coded.header("content-encoding"), Some(coding));
        assert!(coded.bytes.len() * 4 < plain.bytes.len(), "{coding}: {} bytes", coded.bytes.len());
        assert_eq!(coded.decoded().await, plain.bytes, "{coding}");
        assert!(varies_by_encoding(&coded));
        let etag = coded.header("etag").unwrap().to_string();
        assert_ne!(etag, identity);
        let again = raw(
            &app,
            "GET",
            "/api/v1/openapi.json",
            &[("accept-encoding", coding), ("if-none-match", &etag)],
            None,
        )
        .await;
        assert_eq!((again.status, again.header("etag")), (304, Some(etag.as_str())), "{coding}");
    }
}
