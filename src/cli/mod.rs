//! The `advisory-crm` command line: the server and the administration commands. This file
//! declares the commands and dispatches each to its one function (`admin`, `seed`, `serve`).

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use ipnet::IpNet;
use uuid::Uuid;

use crate::{Config, Database, api, config::parse_cidr, error::ServiceError, service::pipelines, telemetry};

mod admin;
mod seed;
mod serve;

#[derive(Parser)]
#[command(
    name = "advisory-crm",
    version,
    about = "Advisory CRM data service for New Zealand financial advisers"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the HTTP server (the default).
    Serve,
    /// Apply pending database migrations.
    Migrate,
    /// Print the OpenAPI document.
    Openapi {
        /// Print YAML instead of JSON.
        #[arg(long)]
        yaml: bool,
    },
    /// Manage organisations.
    #[command(subcommand)]
    Orgs(OrgsCommand),
    /// Manage members.
    #[command(subcommand)]
    Members(MembersCommand),
    /// Manage API keys.
    #[command(subcommand)]
    Keys(KeysCommand),
    /// Import records that enter the system from outside the API.
    #[command(subcommand)]
    Import(ImportCommand),
    /// Create a sandbox organisation full of demo data and print its API key.
    Seed {
        /// Seed the demo sandbox (required, for clarity).
        #[arg(long, required = true)]
        demo: bool,
        /// Also generate this many extra profiles (about two contacts each), in bulk, for
        /// benchmarks.
        #[arg(long)]
        profiles: Option<usize>,
        /// Also generate this many opportunities across the organisation's profiles, in bulk.
        #[arg(long)]
        opportunities: Option<usize>,
        /// Also give every profile of the organisation demo mortgages, KiwiSaver accounts and
        /// investments, in bulk.
        #[arg(long)]
        products: bool,
        /// Add the generated records to this organisation instead of a new sandbox.
        #[arg(long)]
        org: Option<Uuid>,
    },
}

#[derive(Subcommand)]
enum ImportCommand {
    /// Import life and health insurance policies from a JSON file (see
    /// examples/policies.json). The whole file is checked first; if anything is wrong nothing
    /// is imported and every problem is listed.
    Policies {
        /// The organisation the policies belong to.
        #[arg(long)]
        org: Uuid,
        /// The JSON file: {"policies": [...]}.
        file: std::path::PathBuf,
    },
}

#[derive(Subcommand)]
enum OrgsCommand {
    /// Create an organisation with its manager; prints the organisation id on the last line.
    Create {
        #[arg(long)]
        name: String,
        #[arg(long)]
        manager_email: String,
        /// Defaults to the part of the e-mail before the dot.
        #[arg(long)]
        manager_first_name: Option<String>,
        /// Defaults to the part of the e-mail after the dot.
        #[arg(long)]
        manager_last_name: Option<String>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum RoleArg {
    Adviser,
    Assistant,
    Manager,
}

#[derive(Subcommand)]
enum MembersCommand {
    /// Add a member to an organisation; prints the member id on the last line.
    Add {
        /// Organisation id.
        #[arg(long)]
        org: Uuid,
        #[arg(long)]
        email: String,
        #[arg(long)]
        first_name: String,
        #[arg(long)]
        last_name: String,
        #[arg(long, value_enum, ignore_case = true)]
        role: RoleArg,
        #[arg(long)]
        fsp_number: Option<String>,
    },
}

#[derive(Args)]
struct CreateKeyArgs {
    /// Organisation id.
    #[arg(long)]
    org: Uuid,
    /// E-mail of the member the key is issued to (default: the organisation's manager).
    #[arg(long)]
    member: Option<String>,
    /// Issue a sandbox key (sandbox organisations only; never expires).
    #[arg(long)]
    sandbox: bool,
    /// An IP range the key may be used from (repeatable); a live key needs at least one.
    #[arg(long = "allow-ip", value_parser = parse_cidr)]
    allow_ip: Vec<IpNet>,
    /// Days until the key expires.
    #[arg(long)]
    expires_in_days: Option<u32>,
}

#[derive(Subcommand)]
enum KeysCommand {
    /// Issue an API key; prints the key alone on the last line (it is not stored).
    Create(CreateKeyArgs),
    /// List an organisation's keys.
    List {
        #[arg(long)]
        org: Uuid,
    },
    /// Revoke a key by its id or display prefix.
    Revoke { key_prefix_or_id: String },
}

/// Parses the command line, runs the command and reports failures on stderr.
pub fn run() -> ExitCode {
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    telemetry::init(config.log_format);
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(execute(cli.command.unwrap_or(Command::Serve), config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn describe(error: ServiceError) -> String {
    match error {
        ServiceError::Invalid(problems) => {
            problems.iter().map(|p| format!("{} {}", p.field, p.message)).collect::<Vec<_>>().join("; ")
        }
        other => other.to_string(),
    }
}

async fn open(config: &Config) -> Result<Database, String> {
    let db = Database::connect(&config.database_url)
        .await
        .map_err(|error| format!("cannot open the database: {error}"))?;
    db.migrate().await.map_err(|error| format!("cannot migrate the database: {error}"))?;
    pipelines::backfill_defaults(&db).await.map_err(describe)?;
    Ok(db)
}

/// Runs one command: each has its own function.
async fn execute(command: Command, config: Config) -> Result<(), String> {
    match command {
        Command::Serve => serve::serve(config).await,
        Command::Migrate => migrate(&config).await,
        Command::Openapi { yaml } => {
            print_openapi(yaml);
            Ok(())
        }
        Command::Orgs(OrgsCommand::Create { name, manager_email, manager_first_name, manager_last_name }) => {
            admin::create_organisation(
                &open(&config).await?,
                name,
                manager_email,
                manager_first_name,
                manager_last_name,
            )
            .await
        }
        Command::Members(MembersCommand::Add { org, email, first_name, last_name, role, fsp_number }) => {
            let member = admin::NewMemberArgs { email, first_name, last_name, role, fsp_number };
            admin::add_member(&open(&config).await?, org, member).await
        }
        Command::Keys(KeysCommand::Create(args)) => admin::create_key(&open(&config).await?, args).await,
        Command::Keys(KeysCommand::List { org }) => admin::list_keys(&open(&config).await?, org).await,
        Command::Keys(KeysCommand::Revoke { key_prefix_or_id }) => {
            admin::revoke_key(&open(&config).await?, &key_prefix_or_id).await
        }
        Command::Import(ImportCommand::Policies { org, file }) => {
            admin::import_policies(&open(&config).await?, org, &file).await
        }
        Command::Seed { demo: _, profiles, opportunities, products, org } => {
            let wanted = seed::Wanted { profiles, opportunities, products };
            seed::seed(&open(&config).await?, org, wanted).await
        }
    }
}

async fn migrate(config: &Config) -> Result<(), String> {
    open(config).await?;
    println!("migrations applied");
    Ok(())
}

fn print_openapi(yaml: bool) {
    let document =
        api::Document::of(&api::service(Database::disconnected(), api::invitations::InviteSettings::none()));
    println!("{}", if yaml { document.yaml } else { document.json });
}
