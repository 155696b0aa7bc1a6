//! The administration commands, run as a user would run them.

use std::process::Command;

use crate::helpers::TestDatabase;

pub fn run(database_url: &str, args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_advisory-crm"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("RUST_LOG", "error")
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into(),
        String::from_utf8_lossy(&output.stderr).into(),
    )
}

fn last_line(text: &str) -> &str {
    text.trim_end().lines().last().unwrap_or_default()
}

#[tokio::test]
async fn an_organisation_its_members_and_keys_are_managed_from_the_command_line() {
    let database = TestDatabase::create().await;
    let url = database.url.as_str();
    let (ok, out, err) =
        run(url, &["orgs", "create", "--name", "Rimu Advisers", "--manager-email", "tama.rewi@rimu.co.nz"]);
    assert!(ok, "{err}");
    let org = last_line(&out).to_string();
    uuid::Uuid::parse_str(&org).expect("organisation id on the last line");

    let (ok, _, err) = run(
        url,
        &[
            "members",
            "add",
            "--org",
            &org,
            "--email",
            "kiri@rimu.co.nz",
            "--first-name",
            "Kiri",
            "--last-name",
            "Hohaia",
            "--role",
            "Adviser",
        ],
    );
    assert!(ok, "{err}");

    let (ok, out, err) = run(
        url,
        &[
            "keys",
            "create",
            "--org",
            &org,
            "--member",
            "kiri@rimu.co.nz",
            "--allow-ip",
            "203.0.113.0/24",
            "--expires-in-days",
            "90",
        ],
    );
    assert!(ok, "{err}");
    let key = last_line(&out);
    assert!(key.starts_with("crm_live_") && key.len() > 40, "{key}");

    let (ok, out, _) = run(url, &["keys", "list", "--org", &org]);
    assert!(ok);
    assert!(out.contains(&key[..15]) && out.contains("203.0.113.0/24") && out.contains("active"), "{out}");
    assert!(!out.contains("WARNING"), "{out}");

    // A live key allowed from everywhere, as earlier releases could issue, is flagged.
    let db = advisory_crm::db::Database::connect(url).await.unwrap();
    let update = sea_orm::Statement::from_string(
        db.single_statement().get_database_backend(),
        "UPDATE api_keys SET allowed_cidrs = '0.0.0.0/0'",
    );
    sea_orm::ConnectionTrait::execute_raw(db.single_statement(), update).await.unwrap();
    let (ok, out, _) = run(url, &["keys", "list", "--org", &org]);
    assert!(ok && out.contains("WARNING: allowed from everywhere"), "{out}");

    // A least-privilege key: only the scopes named.
    let args = [
        "keys",
        "create",
        "--org",
        &org,
        "--allow-ip",
        "10.0.0.0/8",
        "--scope",
        "contacts:read",
        "--scope",
        "notes:write",
    ];
    let (ok, out, err) = run(url, &args);
    assert!(ok, "{err}");
    let scoped = last_line(&out).to_string();
    let (_, out, _) = run(url, &["keys", "list", "--org", &org]);
    let line = out.lines().find(|line| line.contains(&scoped[..15])).unwrap_or_default();
    assert!(line.ends_with("10.0.0.0/8 contacts:read notes:write"), "{line}");
    let (ok, _, err) =
        run(url, &["keys", "create", "--org", &org, "--allow-ip", "10.0.0.0/8", "--scope", "notes:delete"]);
    assert!(!ok && err.contains("notes:delete") && err.contains("notes:write"), "{err}");

    let (ok, out, err) = run(url, &["keys", "revoke", &key[..15]]);
    assert!(ok, "{err}");
    assert!(out.contains("revoked"));
}

#[tokio::test]
async fn bad_command_line_input_is_refused_with_a_clear_message() {
    let database = TestDatabase::create().await;
    let url = database.url.as_str();
    let (ok, _, err) = run(url, &["orgs", "create", "--name", "X", "--manager-email", "not-an-email"]);
    assert!(!ok && err.contains("email"), "{err}");
    let (ok, out, _) = run(url, &["orgs", "create", "--name", "Y", "--manager-email", "y@y.co.nz"]);
    assert!(ok);
    let org = last_line(&out);
    let (ok, _, err) = run(url, &["keys", "create", "--org", org]);
    assert!(!ok && err.contains("allowIp"), "a live key needs an address: {err}");
    let (ok, _, err) = run(url, &["keys", "create", "--org", org, "--sandbox"]);
    assert!(!ok && err.contains("sandbox"), "{err}");
    for everywhere in ["0.0.0.0/0", "::/0"] {
        let (ok, _, err) =
            run(url, &["keys", "create", "--org", org, "--allow-ip", "10.0.0.0/8", "--allow-ip", everywhere]);
        assert!(!ok && err.contains("/0"), "a live key is never allowed from everywhere: {everywhere} {err}");
    }
}

#[tokio::test]
async fn seed_demo_prints_a_working_sandbox_key() {
    let database = TestDatabase::create().await;
    let (ok, out, err) = run(&database.url, &["seed", "--demo"]);
    assert!(ok, "{err}");
    assert!(last_line(&out).starts_with("crm_sandbox_"));
}

#[test]
fn openapi_prints_the_document_as_json_and_yaml() {
    let (ok, json, _) = run("sqlite://unused.db", &["openapi"]);
    assert!(ok);
    assert_eq!(json.trim_end(), advisory_crm::api::spec_json().trim_end());
    let (ok, yaml, _) = run("sqlite://unused.db", &["openapi", "--yaml"]);
    assert!(ok && yaml.starts_with("openapi:"), "{yaml}");
}

#[test]
fn invalid_configuration_names_the_variable() {
    let output = Command::new(env!("CARGO_BIN_EXE_advisory-crm"))
        .arg("migrate")
        .env("RATE_LIMIT_PER_MINUTE", "lots")
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("RATE_LIMIT_PER_MINUTE"));
}
