//! The benchmark's yardstick (`make bench`): a bare poem server answering every GET with a
//! fixed, contact-sized JSON body — no authentication, no database, no middleware. Measured in
//! the same run as the service, so each endpoint's figure can be read as a ratio to what the
//! framework itself does on this machine at this moment.
//!
//!   bench-baseline 127.0.0.1:18301

use poem::{Response, Route, Server, get, handler, http::header, listener::TcpListener};

/// About the size and shape of `GET /contacts/{id}`'s body.
const BODY: &str = r#"{"status":"success","message":null,"data":{"id":"019a5e2c-7b7e-7c3a-9f1e-4d2b8c6a1e90","contactType":"Person","displayName":"Aroha Ngata","firstName":"Aroha","middleName":null,"lastName":"Ngata","preferredName":"Ro","title":"Ms","gender":"Female","dateOfBirth":"1984-03-17","email":"aroha.ngata@example.co.nz","mobilePhone":"021 555 0142","homePhone":null,"workPhone":"09 555 0199","companyName":null,"tradingName":null,"trustName":null,"trustType":null,"isKeyContact":true,"profiles":[{"profileId":"019a5e2c-7b7e-7c3a-9f1e-4d2b8c6a1e91","isKeyContact":true,"isProfileArchived":false}],"createdAt":"2026-11-21T09:15:02+13:00","modifiedAt":"2026-11-21T09:15:02+13:00"}}"#;

#[handler]
fn fixed() -> Response {
    Response::builder().header(header::CONTENT_TYPE, "application/json; charset=utf-8").body(BODY)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let addr = std::env::args().nth(1).unwrap_or_else(|| "127.0.0.1:18301".to_string());
    let app = Route::new().at("/*path", get(fixed));
    Server::new(TcpListener::bind(addr)).run(app).await
}
