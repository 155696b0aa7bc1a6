//! Every failure answers with the one JSON error body, including the ones poem and
//! poem-openapi produce before our handlers run.

use advisory_crm::http::{BodyLimit, Frame, RouteTable};
use advisory_crm::{
    types::{Date, Money},
    wire::JsonBody,
};
use futures_util::stream;
use poem::{Body, EndpointExt, Route, test::TestClient};
use poem_openapi::{Object, OpenApi, OpenApiService, payload::Json};

use crate::helpers::{Reply, send, spawn_app};

#[tokio::test]
async fn an_unknown_route_is_a_json_404() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/no-such-thing").await;
    reply.assert_error(404, "not_found");
    assert!(reply.body["message"].as_str().unwrap().contains("/api/v1/no-such-thing"));
    send(app.client.get("/nowhere")).await.assert_error(404, "not_found");
}

#[tokio::test]
async fn a_wrong_method_is_a_json_405_with_allow() {
    let app = spawn_app().await;
    let reply = send(app.client.delete("/api/v1/members").header("authorization", &app.tenant.key)).await;
    reply.assert_error(405, "method_not_allowed");
    assert_eq!(reply.header("allow"), Some("GET, HEAD"));
}

#[tokio::test]
async fn a_body_over_one_mebibyte_is_a_413_with_content_length() {
    let app = spawn_app().await;
    let big = vec![b' '; 1024 * 1024 + 1];
    let request = app
        .client
        .post("/api/v1/members")
        .header("authorization", &app.tenant.key)
        .content_type("application/json")
        .body(big);
    send(request).await.assert_error(413, "payload_too_large");
}

#[tokio::test]
async fn a_body_over_one_mebibyte_is_a_413_without_content_length() {
    let app = spawn_app().await;
    let chunks = (0..17).map(|_| Ok::<_, std::io::Error>(vec![b' '; 64 * 1024]));
    let body = Body::from_bytes_stream(stream::iter(chunks).map_ok_into());
    let request = app
        .client
        .post("/api/v1/members")
        .header("authorization", &app.tenant.key)
        .content_type("application/json")
        .body(body);
    send(request).await.assert_error(413, "payload_too_large");
}

trait MapOkInto: Sized {
    fn map_ok_into(self) -> futures_util::stream::MapOk<Self, fn(Vec<u8>) -> bytes::Bytes>;
}

impl<S: futures_util::TryStream<Ok = Vec<u8>>> MapOkInto for S {
    fn map_ok_into(self) -> futures_util::stream::MapOk<Self, fn(Vec<u8>) -> bytes::Bytes> {
        futures_util::TryStreamExt::map_ok(self, bytes::Bytes::from as fn(Vec<u8>) -> bytes::Bytes)
    }
}

#[tokio::test]
async fn the_request_id_is_echoed_when_sane_and_generated_otherwise() {
    let app = spawn_app().await;
    let echoed = send(app.client.get("/api/v1/members").header("x-request-id", "trace-42")).await;
    assert_eq!(echoed.header("x-request-id"), Some("trace-42"));
    assert_eq!(echoed.body["requestId"], "trace-42");
    let replaced = send(app.client.get("/healthz").header("x-request-id", "bad id with spaces")).await;
    let generated = replaced.header("x-request-id").unwrap();
    assert_eq!(uuid::Uuid::parse_str(generated).unwrap().get_version_num(), 7);
}

// A probe API with a JSON body, mounted in the same frame as the service, to show that every
// request failure comes out in the shared error body, naming the fields.

#[derive(Object)]
struct ProbeLine {
    label: String,
    amount: Money,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
struct ProbeBody {
    name: String,
    count: i32,
    #[oai(nullable)]
    due: Option<Date>,
    lines: Vec<ProbeLine>,
}

struct ProbeApi;

#[OpenApi]
impl ProbeApi {
    #[oai(path = "/probe", method = "post")]
    async fn probe(&self, body: JsonBody<ProbeBody>) -> Json<String> {
        let total: Money = body.0.lines.iter().map(|line| line.amount).sum();
        Json(format!("{} {} {}", body.0.name, body.0.count, total.cents()))
    }

    #[oai(path = "/boom", method = "get")]
    async fn boom(&self) -> Json<i32> {
        panic!("secret internal detail")
    }
}

fn probe_client() -> TestClient<impl poem::Endpoint> {
    let service = OpenApiService::new(ProbeApi, "probe", "1");
    let routes = RouteTable::from_spec(&serde_json::from_str(&service.spec()).unwrap(), "/api/v1");
    TestClient::new(
        Route::new()
            .nest("/api/v1", service)
            .with(BodyLimit::new(std::time::Duration::from_secs(30)))
            .with(Frame::new(routes))
            .boxed(),
    )
}

async fn post_probe(content_type: &str, body: &str) -> Reply {
    let client = probe_client();
    let response =
        client.post("/api/v1/probe").content_type(content_type).body(body.to_string()).send().await.0;
    let status = response.status();
    let headers = response.headers().clone();
    let body = serde_json::from_slice(&response.into_body().into_vec().await.unwrap()).unwrap();
    Reply { status, headers, body }
}

#[tokio::test]
async fn a_well_formed_body_is_accepted_with_exact_money() {
    let body = r#"{"name": "x", "count": 2, "due": "2026-03-31", "lines": [{"label": "a", "amount": 0.1}, {"label": "b", "amount": 0.2}]}"#;
    let reply = post_probe("application/json", body).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body, "x 2 30");
}

#[tokio::test]
async fn malformed_json_is_a_json_400() {
    let reply = post_probe("application/json", "{\"name\": ").await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["body"]);
    assert!(reply.body["message"].as_str().unwrap().contains("not valid JSON"));
}

#[tokio::test]
async fn an_empty_body_is_a_json_400() {
    post_probe("application/json", "").await.assert_error(400, "validation_failed");
}

#[tokio::test]
async fn a_wrong_type_is_a_400_naming_the_field() {
    let reply = post_probe("application/json", r#"{"name": 5, "count": "three", "lines": []}"#).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["name", "count"]);
}

#[tokio::test]
async fn a_missing_field_is_a_400_naming_the_field() {
    let reply = post_probe("application/json", r#"{"name": "x", "lines": [{"label": "a"}]}"#).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(reply.error_fields(), ["count", "lines[0].amount"]);
    assert_eq!(reply.body["errors"][0]["message"], "is required");
}

#[tokio::test]
async fn every_problem_is_reported_at_once_with_its_path() {
    let body = r#"{"name": null, "count": 1.5, "due": "31/03/2026",
                   "lines": [{"label": "a", "amount": 1.005}, {"label": 7, "amount": "12"}]}"#;
    let reply = post_probe("application/json", body).await;
    reply.assert_error(400, "validation_failed");
    assert_eq!(
        reply.error_fields(),
        ["name", "count", "due", "lines[0].amount", "lines[1].label", "lines[1].amount"]
    );
    assert!(reply.body["errors"][3]["message"].as_str().unwrap().contains("two decimal places"));
}

#[tokio::test]
async fn a_body_that_is_not_json_is_a_json_415() {
    post_probe("text/plain", "hello").await.assert_error(415, "unsupported_media_type");
}

#[tokio::test]
async fn a_panic_is_a_json_500_that_leaks_nothing() {
    let client = probe_client();
    let response = client.get("/api/v1/boom").send().await.0;
    let headers = response.headers().clone();
    let status = response.status();
    let text = response.into_body().into_string().await.unwrap();
    assert!(!text.contains("secret"), "{text}");
    let reply = Reply { status, headers, body: serde_json::from_str(&text).unwrap() };
    reply.assert_error(500, "internal");
}
