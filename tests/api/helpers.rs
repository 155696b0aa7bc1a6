use std::time::Duration;

use advisory_crm::{
    app::build_app_with,
    config::Config,
    db::{Database, MigrationPolicy},
    entity::member::MemberRole,
    http::{Admission, Capacity, HeavyLane, PageBudget},
    service::{
        keys::{self, NewKey},
        members::NewMember,
        organisations::{self, NewOrganisation},
    },
};
use poem::{
    Addr, Endpoint, EndpointExt, Request,
    http::{HeaderMap, StatusCode},
    test::{TestClient, TestRequestBuilder},
    web::{LocalAddr, RemoteAddr},
};
use serde_json::Value;
use uuid::Uuid;

/// Header a test sets to choose the socket peer address the app sees.
pub const TEST_PEER: &str = "x-test-peer";

/// An organisation with a key that works from any address.
#[derive(Clone)]
pub struct Tenant {
    pub id: Uuid,
    pub key: String,
    pub manager_id: Uuid,
}

pub struct TestApp {
    pub client: TestClient<poem::endpoint::BoxEndpoint<'static>>,
    /// The metrics listener's app (`METRICS_BIND_ADDR`), sharing the API's page budget.
    pub metrics: TestClient<poem::endpoint::BoxEndpoint<'static>>,
    pub db: Database,
    pub tenant: Tenant,
    pub database: TestDatabase,
}

/// A parsed response.
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// Asserts an error response with this status and code, in the shared error shape.
    #[track_caller]
    pub fn assert_error(&self, status: u16, code: &str) {
        assert_eq!(self.status.as_u16(), status, "body: {}", self.body);
        assert_eq!(self.body["status"], "Error", "body: {}", self.body);
        assert_eq!(self.body["code"], code, "body: {}", self.body);
        assert!(self.body["message"].as_str().is_some_and(|m| !m.is_empty()));
        assert!(self.body["errors"].is_array());
        let request_id = self.body["requestId"].as_str().expect("requestId");
        assert_eq!(Some(request_id), self.header("x-request-id"));
        if status == 401 {
            // RFC 9110 §15.5.2: every 401 names the scheme it wants.
            let challenge = self.header("www-authenticate").unwrap_or_default();
            assert!(challenge.starts_with("Bearer realm=\"advisory-crm\""), "{challenge:?}");
        }
    }

    /// The fields named in the error's `errors`.
    pub fn error_fields(&self) -> Vec<String> {
        self.body["errors"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|e| e["field"].as_str().unwrap_or_default().to_string())
            .collect()
    }
}

pub async fn send(request: TestRequestBuilder<'_, poem::endpoint::BoxEndpoint<'static>>) -> Reply {
    let response = request.send().await.0;
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().into_vec().await.unwrap();
    let body =
        if bytes.is_empty() { Value::Null } else { serde_json::from_slice(&bytes).unwrap_or(Value::Null) };
    Reply { status, headers, body }
}

impl TestApp {
    /// GET with the tenant's key.
    pub async fn get(&self, path: &str) -> Reply {
        send(self.client.get(path).header("authorization", &self.tenant.key)).await
    }

    /// GET with another key.
    pub async fn get_as(&self, key: &str, path: &str) -> Reply {
        send(self.client.get(path).header("authorization", key)).await
    }

    /// POST a JSON body with the tenant's key.
    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        self.post_as(&self.tenant.key, path, body).await
    }

    pub async fn post_as(&self, key: &str, path: &str, body: &Value) -> Reply {
        send(self.client.post(path).header("authorization", key).body_json(body)).await
    }

    /// PATCH a JSON body with the tenant's key.
    pub async fn patch(&self, path: &str, body: &Value) -> Reply {
        self.patch_as(&self.tenant.key, path, body).await
    }

    pub async fn patch_as(&self, key: &str, path: &str, body: &Value) -> Reply {
        send(self.client.patch(path).header("authorization", key).body_json(body)).await
    }

    /// DELETE with the tenant's key.
    pub async fn delete(&self, path: &str) -> Reply {
        send(self.client.delete(path).header("authorization", &self.tenant.key)).await
    }

    /// Creates a record with POST and returns its `data`, failing the test unless it was created.
    pub async fn create(&self, path: &str, body: Value) -> Value {
        let reply = self.post(path, &body).await;
        assert_eq!(reply.status, 201, "POST {path}: {}", reply.body);
        reply.body["data"].clone()
    }

    /// The `data` of a GET that must succeed.
    pub async fn data(&self, path: &str) -> Value {
        let reply = self.get(path).await;
        assert_eq!(reply.status, 200, "GET {path}: {}", reply.body);
        reply.body["data"].clone()
    }

    /// Creates another organisation, for tenancy tests.
    pub async fn other_tenant(&self) -> Tenant {
        create_tenant(&self.db, "Tōtara Mortgages Ltd", "hemi.walker@totara.co.nz").await
    }
}

pub async fn create_tenant(db: &Database, name: &str, manager_email: &str) -> Tenant {
    let organisation = organisations::create(
        db,
        NewOrganisation {
            name: name.to_string(),
            is_sandbox: false,
            manager: NewMember {
                first_name: "Manager".into(),
                last_name: name.split(' ').next().unwrap().into(),
                email: manager_email.into(),
                role: MemberRole::Manager,
                fsp_number: None,
            },
        },
    )
    .await
    .unwrap();
    let key = issue_key(db, organisation.id, LOOPBACK, None).await;
    let manager =
        advisory_crm::service::members::find_by_email(db, organisation.id, manager_email).await.unwrap();
    Tenant { id: organisation.id, key, manager_id: manager.id }
}

/// The ranges test keys are allowed from: the test client's requests come from loopback, as do
/// those of server processes' tests.
pub const LOOPBACK: &[&str] = &["127.0.0.1/32", "::1/128"];

/// Issues a live key allowed from `cidrs`.
pub async fn issue_key(
    db: &Database,
    organisation_id: Uuid,
    cidrs: &[&str],
    expires_in_days: Option<u32>,
) -> String {
    let new = NewKey {
        organisation_id,
        member_email: None,
        sandbox: false,
        allowed_cidrs: cidrs.iter().map(|c| c.parse().unwrap()).collect(),
        expires_in_days,
        scopes: None,
    };
    keys::create(db, new).await.unwrap().1
}

/// A migrated database of the test's own with one organisation, for server processes to run on;
/// the organisation's key.
pub async fn database_with_tenant() -> (TestDatabase, String) {
    let database = TestDatabase::create().await;
    let key = migrated_with_tenant(&database.url).await;
    (database, key)
}

/// Migrates the database at `url` and gives it one organisation; the organisation's key.
pub async fn migrated_with_tenant(url: &str) -> String {
    let db = Database::connect(url).await.unwrap();
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await.key
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(&[]).await
}

/// Starts the app with extra configuration variables.
pub async fn spawn_app_with(vars: &[(&str, &str)]) -> TestApp {
    spawn_app_on(vars, |db| db, None).await
}

/// Starts the app with a page budget of `capacity` records that a page waits at most
/// `wait_limit` for; the budget too, for the test to hold shares of it.
pub async fn spawn_app_with_page_budget(capacity: u32, wait_limit: Duration) -> (TestApp, PageBudget) {
    let mut made = None;
    let app = spawn_app_on(
        &[],
        |db| db,
        Some(&mut |db: Database| {
            let budget = PageBudget::new(capacity, db).waiting_at_most(wait_limit);
            made = Some(budget.clone());
            budget
        }),
    )
    .await;
    (app, made.expect("the app was built with the budget"))
}

/// Starts the app with far pages read as `settings` say (small lists, anchors close together).
pub async fn spawn_app_with_far_pages(settings: advisory_crm::db::anchors::FarPages) -> TestApp {
    spawn_app_on(&[], |db| db.with_far_pages(settings), None).await
}

/// Starts the app with extra configuration variables, on the database `adjust` returns, with
/// the page budget `page_budget` makes or the configuration's.
async fn spawn_app_on(
    vars: &[(&str, &str)],
    adjust: impl FnOnce(Database) -> Database,
    page_budget: Option<&mut dyn FnMut(Database) -> PageBudget>,
) -> TestApp {
    let database = TestDatabase::create().await;
    let mut vars: Vec<(String, String)> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    vars.push(("DATABASE_URL".into(), database.url.clone()));
    if !vars.iter().any(|(k, _)| k == "RATE_LIMIT_PER_MINUTE") {
        vars.push(("RATE_LIMIT_PER_MINUTE".into(), "100000".into()));
    }
    let config =
        Config::from_lookup(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())).unwrap();
    let db = adjust(Database::connect_with(&config.database_url, &config.database).await.unwrap());
    db.migrate(MigrationPolicy::Apply).await.unwrap();
    let tenant = create_tenant(&db, "Kauri Advice Ltd", "ana.manager@kauri.co.nz").await;
    let page_budget = match page_budget {
        Some(make) => make(db.clone()),
        None => PageBudget::new(config.page_build_budget, db.clone()),
    };
    let capacity = Capacity::with_pages(&config, &db, page_budget);
    let metrics = metrics_client(&db, &capacity);
    let app = build_app_with(&config, db.clone(), capacity).around(with_test_peer).boxed();
    TestApp { client: TestClient::new(app), metrics, db, tenant, database }
}

/// The metrics listener's app for `db`, with a capacity of its own (for an app whose page
/// budget and places no test reads).
pub fn metrics_client_of(db: &Database) -> TestClient<poem::endpoint::BoxEndpoint<'static>> {
    let capacity = Capacity {
        pages: PageBudget::new(1000, db.clone()),
        places: Admission::new(0, db.clone()),
        lane: HeavyLane::default(),
    };
    metrics_client(db, &capacity)
}

/// The metrics listener's app for `db`, reading `capacity`'s gauges.
pub fn metrics_client(
    db: &Database,
    capacity: &Capacity,
) -> TestClient<poem::endpoint::BoxEndpoint<'static>> {
    TestClient::new(advisory_crm::app::metrics_app(db.clone(), capacity.clone()).map_to_response().boxed())
}

/// Builds each request the way poem's server does (the test client leaves `original_uri`
/// unset), from the socket peer address a test chose in [`TEST_PEER`], or else from
/// 127.0.0.1 (as a client on this machine would be); `TEST_PEER: none` sends no address.
pub async fn with_test_peer<E: Endpoint>(
    inner: std::sync::Arc<E>,
    req: Request,
) -> poem::Result<poem::Response> {
    let peer: Option<std::net::IpAddr> =
        req.headers().get(TEST_PEER).and_then(|v| v.to_str().ok()).and_then(|v| v.parse().ok());
    let no_peer = req.headers().get(TEST_PEER).is_some_and(|v| v == "none");
    let (parts, body) = req.into_parts();
    let (mut http_parts, ()) = poem::http::Request::builder()
        .method(parts.method)
        .uri(parts.uri)
        .version(parts.version)
        .body(())
        .unwrap()
        .into_parts();
    http_parts.headers = parts.headers;
    let peer = if no_peer { None } else { Some(peer.unwrap_or(std::net::Ipv4Addr::LOCALHOST.into())) };
    let remote = match peer {
        Some(ip) => RemoteAddr(Addr::SocketAddr(std::net::SocketAddr::new(ip, 40000))),
        None => RemoteAddr::default(),
    };
    let parts =
        poem::RequestParts::from((http_parts, LocalAddr::default(), remote, poem::http::uri::Scheme::HTTP));
    inner.call(Request::from_parts(parts, body)).await.map(poem::IntoResponse::into_response)
}

/// Whether the tests run on PostgreSQL (`TEST_DATABASE_URL=postgres://…`).
pub fn on_postgres() -> bool {
    std::env::var("TEST_DATABASE_URL").is_ok_and(|url| url.starts_with("postgres"))
}

/// Whether the suite runs on PostgreSQL; tests of PostgreSQL's own behaviour return early
/// (saying so) when it does not.
pub fn postgres_only() -> bool {
    let postgres = on_postgres();
    if !postgres {
        eprintln!("skipped: needs TEST_DATABASE_URL=postgres://…");
    }
    postgres
}

/// A database of the test's own, removed when the test ends.
pub struct TestDatabase {
    pub url: String,
    postgres: Option<(String, String)>,
    _dir: Option<tempfile::TempDir>,
}

impl TestDatabase {
    pub async fn create() -> Self {
        match std::env::var("TEST_DATABASE_URL").ok().filter(|url| url.starts_with("postgres")) {
            Some(admin_url) => {
                use sea_orm::ConnectionTrait;
                let name = format!("crm_test_{}", Uuid::now_v7().simple());
                let admin = sea_orm::Database::connect(&admin_url).await.unwrap();
                admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await.unwrap();
                admin.close().await.unwrap();
                let base = admin_url.rsplit_once('/').map(|(base, _)| base).unwrap_or(&admin_url);
                TestDatabase {
                    url: format!("{base}/{name}"),
                    postgres: Some((admin_url.clone(), name)),
                    _dir: None,
                }
            }
            None => {
                let dir = tempfile::tempdir().unwrap();
                let url = format!("sqlite://{}?mode=rwc", dir.path().join("test.db").display());
                TestDatabase { url, postgres: None, _dir: Some(dir) }
            }
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Some((admin_url, name)) = self.postgres.take() {
            // The test's runtime is shutting down; drop the database from a runtime of its own.
            let _ = std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                runtime.block_on(async {
                    use sea_orm::ConnectionTrait;
                    if let Ok(admin) = sea_orm::Database::connect(&admin_url).await {
                        let _ = admin
                            .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                            .await;
                    }
                });
            })
            .join();
        }
    }
}

/// Waits for the next one-minute rate-limit window unless the current one (the server's
/// fixed windows start on the clock's minute) has at least `seconds` left, so a test that
/// counts requests against the limit runs within one window.
pub async fn within_one_rate_window(seconds: u64) {
    let second = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() % 60;
    if 60 - second < seconds {
        tokio::time::sleep(std::time::Duration::from_secs(61 - second)).await;
    }
}
