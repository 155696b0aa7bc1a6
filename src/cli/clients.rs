//! `clients create | list | revoke`: OAuth 2.0 clients of the client-credentials grant
//! (`crate::service::oauth`).

use clap::{Args, Subcommand};
use ipnet::IpNet;
use uuid::Uuid;

use super::{describe, parse_cidr, parse_scope};
use crate::{
    db::Database,
    service::{keys, oauth, organisations},
    types::{Scope, Scopes},
};

#[derive(Args)]
pub struct CreateClientArgs {
    /// Organisation id.
    #[arg(long)]
    org: Uuid,
    /// E-mail of the member its changes are recorded under (default: the organisation's manager).
    #[arg(long)]
    member: Option<String>,
    /// Issue a sandbox client (sandbox organisations only).
    #[arg(long)]
    sandbox: bool,
    /// An IP range the client's tokens may be asked for and used from (repeatable); a live
    /// client needs at least one, and none may be a `/0`.
    #[arg(long = "allow-ip", value_parser = parse_cidr)]
    allow_ip: Vec<IpNet>,
    /// A scope the client's tokens may hold (repeatable); without any, every scope of the first
    /// release with scopes.
    #[arg(long, value_parser = parse_scope)]
    scope: Vec<Scope>,
}

#[derive(Subcommand)]
pub enum ClientsCommand {
    /// Issue an OAuth 2.0 client; prints its client id, then its secret alone on the last line
    /// (it is not stored).
    Create(CreateClientArgs),
    /// List an organisation's clients.
    List {
        #[arg(long)]
        org: Uuid,
    },
    /// Revoke a client by its client id (or record id), and every access token it holds.
    Revoke { client_id: String },
}

pub async fn run(db: &Database, command: ClientsCommand) -> Result<(), String> {
    match command {
        ClientsCommand::Create(args) => create(db, args).await,
        ClientsCommand::List { org } => list(db, org).await,
        ClientsCommand::Revoke { client_id } => {
            let client = oauth::revoke_client(db, &client_id).await.map_err(describe)?;
            println!("revoked client {} and its access tokens", client.client_id);
            Ok(())
        }
    }
}

async fn create(db: &Database, args: CreateClientArgs) -> Result<(), String> {
    let new = oauth::NewClient {
        organisation_id: args.org,
        member_email: args.member,
        sandbox: args.sandbox,
        allowed_cidrs: args.allow_ip,
        scopes: (!args.scope.is_empty()).then(|| Scopes::of(args.scope)),
    };
    let (client, secret) = oauth::create(db, new).await.map_err(describe)?;
    println!("issued OAuth client {} with scopes {}", client.client_id, client.scopes);
    println!("client_id: {}", client.client_id);
    println!("client_secret (shown only now):");
    println!("{secret}");
    Ok(())
}

async fn list(db: &Database, org: Uuid) -> Result<(), String> {
    organisations::find(db, org).await.map_err(describe)?;
    println!("{:<44} {:<8} {:<10} ALLOWED FROM / SCOPES", "CLIENT ID", "SANDBOX", "STATUS");
    for client in oauth::list(db, org).await.map_err(describe)? {
        let status = if client.revoked_at.is_some() { "revoked" } else { "active" };
        let flag = if !client.is_sandbox && keys::allows_a_whole_family(&client.allowed_cidrs) {
            "  (WARNING: allowed from everywhere)"
        } else {
            ""
        };
        println!(
            "{:<44} {:<8} {:<10} {} {}{flag}",
            client.client_id, client.is_sandbox, status, client.allowed_cidrs, client.scopes
        );
    }
    Ok(())
}
