use advisory_crm::{app::build_app, config::Config, db::Database};
use poem::test::TestClient;

use crate::helpers::spawn_app;

#[tokio::test]
async fn healthz_and_readyz_answer_200_while_the_database_answers() {
    let app = spawn_app().await;
    assert_eq!(app.client.get("/healthz").send().await.0.status(), 200);
    assert_eq!(app.client.get("/readyz").send().await.0.status(), 200);
}

#[tokio::test]
async fn readyz_answers_503_when_the_database_does_not() {
    let config = Config::from_lookup(|_| None).unwrap();
    let client = TestClient::new(build_app(&config, Database::disconnected()));
    assert_eq!(client.get("/readyz").send().await.0.status(), 503);
    assert_eq!(client.get("/healthz").send().await.0.status(), 200);
}
