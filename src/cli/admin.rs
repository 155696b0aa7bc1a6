//! The administration commands: organisations, members, API keys and policy imports.

use std::path::Path;

use uuid::Uuid;

use super::{CreateKeyArgs, RoleArg, describe};
use crate::{
    api,
    db::Database,
    entity::member::MemberRole,
    error::{FieldError, ServiceError},
    service::{
        keys::{self, NewKey},
        members::{self, NewMember},
        organisations::{self, NewOrganisation},
        policies,
    },
    types::Scopes,
};

/// `orgs create`: an organisation with its manager, whose names default to the email's.
pub async fn create_organisation(
    db: &Database,
    name: String,
    manager_email: String,
    manager_first_name: Option<String>,
    manager_last_name: Option<String>,
) -> Result<(), String> {
    let (first, last) = names_from_email(&manager_email);
    let manager = NewMember {
        first_name: manager_first_name.unwrap_or(first),
        last_name: manager_last_name.unwrap_or(last),
        email: manager_email,
        role: MemberRole::Manager,
        fsp_number: None,
    };
    let organisation = organisations::create(db, NewOrganisation { name, is_sandbox: false, manager })
        .await
        .map_err(describe)?;
    println!("created organisation {}", organisation.name);
    println!("{}", organisation.id);
    Ok(())
}

/// The arguments of `members add`.
pub struct NewMemberArgs {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: RoleArg,
    pub fsp_number: Option<String>,
}

/// `members add`.
pub async fn add_member(db: &Database, org: Uuid, args: NewMemberArgs) -> Result<(), String> {
    let role = match args.role {
        RoleArg::Adviser => MemberRole::Adviser,
        RoleArg::Assistant => MemberRole::Assistant,
        RoleArg::Manager => MemberRole::Manager,
    };
    let new = NewMember {
        first_name: args.first_name,
        last_name: args.last_name,
        email: args.email,
        role,
        fsp_number: args.fsp_number,
    };
    let member = members::add(db, org, new).await.map_err(describe)?;
    println!("added member {} <{}>", member.display_name(), member.email);
    println!("{}", member.id);
    Ok(())
}

/// `keys create`: prints the secret, which is shown only now.
pub async fn create_key(db: &Database, args: CreateKeyArgs) -> Result<(), String> {
    let new = NewKey {
        organisation_id: args.org,
        member_email: args.member,
        sandbox: args.sandbox,
        allowed_cidrs: args.allow_ip,
        expires_in_days: args.expires_in_days,
        scopes: (!args.scope.is_empty()).then(|| Scopes::of(args.scope)),
    };
    let (key, secret) = keys::create(db, new).await.map_err(describe)?;
    println!("issued key {} (id {}); it is shown only now:", key.prefix, key.id);
    println!("{secret}");
    Ok(())
}

/// `keys list`: one line per key of the organisation.
pub async fn list_keys(db: &Database, org: Uuid) -> Result<(), String> {
    organisations::find(db, org).await.map_err(describe)?;
    println!(
        "{:<38} {:<20} {:<8} {:<25} {:<10} ALLOWED FROM / SCOPES",
        "ID", "PREFIX", "SANDBOX", "EXPIRES", "STATUS"
    );
    for key in keys::list(db, org).await.map_err(describe)? {
        let status = if key.revoked_at.is_some() { "revoked" } else { "active" };
        let expires = key.expires_at.map(|at| at.to_rfc3339()).unwrap_or_else(|| "never".into());
        // Live keys issued before /0 was refused still work; this is how an operator finds them.
        let flag = if !key.is_sandbox && keys::allows_a_whole_family(&key.allowed_cidrs) {
            "  (WARNING: allowed from everywhere; reissue it with the ranges its callers use)"
        } else {
            ""
        };
        let scopes = Scopes::stored(key.scopes.as_deref()).to_text();
        println!(
            "{:<38} {:<20} {:<8} {:<25} {:<10} {} {scopes}{flag}",
            key.id, key.prefix, key.is_sandbox, expires, status, key.allowed_cidrs
        );
    }
    Ok(())
}

/// `keys revoke`.
pub async fn revoke_key(db: &Database, key_prefix_or_id: &str) -> Result<(), String> {
    let key = keys::revoke(db, key_prefix_or_id).await.map_err(describe)?;
    println!("revoked key {} (id {})", key.prefix, key.id);
    Ok(())
}

/// `import policies`: the whole file or nothing, every problem listed.
pub async fn import_policies(db: &Database, org: Uuid, file: &Path) -> Result<(), String> {
    let organisation = organisations::find(db, org).await.map_err(describe)?;
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let policies = parse_policy_file(&text)?;
    let report =
        policies::import::import(db, organisation.id, policies).await.map_err(|error| match error {
            ServiceError::Invalid(problems) => problem_list(&problems),
            other => format!("nothing was imported: {}", describe(other)),
        })?;
    println!(
        "imported {} policies with {} cover items into {} ({})",
        report.policies, report.covers, organisation.name, organisation.id
    );
    Ok(())
}

/// Every problem of a refused import, one per line.
fn problem_list(problems: &[FieldError]) -> String {
    let listed: Vec<String> = problems.iter().map(|p| format!("  {} {}", p.field, p.message)).collect();
    format!("nothing was imported; the file has {} problem(s):\n{}", problems.len(), listed.join("\n"))
}

/// Reads and checks a policy import file against its schema, listing every problem.
fn parse_policy_file(text: &str) -> Result<Vec<policies::import::NewPolicy>, String> {
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| format!("nothing was imported: the file is not valid JSON: {e}"))?;
    let file: api::policies::PolicyImportFile =
        crate::wire::parse_checked(value).map_err(|problems| problem_list(&problems))?;
    Ok(file.policies.into_iter().map(api::policies::PolicyImport::into_new).collect())
}

/// "aroha.ngata@firm.co.nz" → ("Aroha", "Ngata").
fn names_from_email(email: &str) -> (String, String) {
    let local = email.split('@').next().unwrap_or_default();
    let mut parts = local.split(['.', '_', '-']).filter(|p| !p.is_empty()).map(capitalise);
    let first = parts.next().unwrap_or_else(|| "Manager".to_string());
    let last = parts.next().unwrap_or_else(|| "Manager".to_string());
    (first, last)
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
