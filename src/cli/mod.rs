//! The `advisory-crm` command line: the server and the administration commands. This file
//! declares the commands and dispatches each to its one function (`admin`, `seed`, `serve`).

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use ipnet::IpNet;
use uuid::Uuid;

use crate::{
    api,
    config::Config,
    config::parse_cidr,
    db::{Database, MigrationPolicy},
    error::ServiceError,
    service::{
        events::{self, Actor},
        pipelines,
    },
    telemetry,
    types::Scope,
};

mod admin;
mod audit;
mod clients;
mod huge_pages;
mod privacy;
mod seed;
mod serve;
mod transfer;

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
    /// Manage OAuth 2.0 clients (client credentials).
    #[command(subcommand)]
    Clients(clients::ClientsCommand),
    /// Check the field history has not been altered.
    #[command(subcommand)]
    Audit(audit::AuditCommand),
    /// Privacy Act requests: carry out the scheduled erasures due.
    #[command(subcommand)]
    Privacy(privacy::PrivacyCommand),
    /// Import records: from another service's API, from an export file, or policies.
    #[command(subcommand)]
    Import(ImportCommand),
    /// Write a whole organisation as JSON Lines (one record per line, in the API's shapes).
    Export {
        /// The organisation to export.
        #[arg(long)]
        org: Uuid,
        /// The file to write.
        #[arg(long)]
        out: std::path::PathBuf,
    },
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
        /// Also give every open profile of the organisation one to three demo notes, in bulk.
        #[arg(long)]
        notes: bool,
        /// Also give about half of the organisation's open households demo insurance policies,
        /// in bulk.
        #[arg(long)]
        policies: bool,
        /// Also give about four in five of the organisation's open households a demo monthly
        /// budget (household expenses with lines), in bulk.
        #[arg(long)]
        expenses: bool,
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
    /// Import everything another service speaking /api/v1 holds (the original service, or
    /// another instance of this one). Running it again updates instead of duplicating.
    Api {
        /// The organisation the records are written into.
        #[arg(long)]
        org: Uuid,
        /// The source's address, e.g. https://crm.example.com (with or without /api/v1).
        #[arg(long)]
        base_url: String,
        /// The source's API key.
        #[arg(long, env = "IMPORT_SOURCE_KEY", hide_env_values = true)]
        key: String,
        /// Requests per second to the source, at most.
        #[arg(long, default_value_t = 5.0)]
        rate: f64,
        /// Retries of a transient failure (connection error, time-out, 5xx) before giving up.
        #[arg(long, default_value_t = 5)]
        retries: u32,
        /// Report what would be imported without writing anything.
        #[arg(long)]
        dry_run: bool,
    },
    /// Import an export file (`advisory-crm export`) into an organisation; same id mapping and
    /// re-run rules as `import api`.
    File {
        /// The organisation the records are written into.
        #[arg(long)]
        org: Uuid,
        /// The JSON Lines file.
        file: std::path::PathBuf,
        /// Report what would be imported without writing anything.
        #[arg(long)]
        dry_run: bool,
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
    /// A scope the key holds (repeatable), e.g. `contacts:read` or `notes:write`; without any,
    /// the key holds every scope of the first release with scopes.
    #[arg(long, value_parser = parse_scope)]
    scope: Vec<Scope>,
}

/// A scope named on the command line; the error lists the scopes there are.
fn parse_scope(name: &str) -> Result<Scope, String> {
    Scope::parse(name).ok_or_else(|| {
        let names: Vec<&str> = Scope::ALL.iter().map(|scope| scope.name()).collect();
        format!("`{name}` is not a scope; the scopes are {}", names.join(", "))
    })
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
    // First, so that no thread or arena is made before it.
    huge_pages::turn_off();
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    let verbosity = match cli.command {
        None | Some(Command::Serve) | Some(Command::Seed { .. }) => telemetry::Verbosity::Info,
        Some(_) => telemetry::Verbosity::Warnings,
    };
    let _flush = telemetry::init(config.log_format, verbosity);
    // Request futures nest the whole middleware stack, a handler, its transaction and the
    // event it records; unoptimised (debug) builds, which the tests start as servers, need more
    // than tokio's 2 MiB worker stacks for that. 8 MiB of address space costs nothing unused.
    let runtime =
        match tokio::runtime::Builder::new_multi_thread().enable_all().thread_stack_size(8 << 20).build() {
            Ok(runtime) => runtime,
            Err(error) => {
                eprintln!("cannot start the async runtime: {error}");
                return ExitCode::FAILURE;
            }
        };
    // Events of what a command writes carry its data as the API shows it, and name the command
    // line as their actor; the server's own writes (start-up, demo data) are the system's.
    api::install_event_renderers();
    let command = cli.command.unwrap_or(Command::Serve);
    let actor = match command {
        Command::Serve | Command::Seed { .. } => Actor::System,
        _ => Actor::Cli,
    };
    match runtime.block_on(events::actor::scope(actor, execute(command, config))) {
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

/// Connects and prepares the database: migrations (as `policy` says) and back-fills, alone
/// among the instances starting on it (`Database::exclusively`).
///
/// Migrations and back-fills run on connections without the statement bound, which may
/// rightly take longer (an index built); the database handed back has the configured bound.
async fn open_with(config: &Config, policy: MigrationPolicy) -> Result<Database, String> {
    let connect = |settings| async move {
        Database::connect_with(&config.database_url, &settings)
            .await
            .map_err(|error| format!("cannot open the database: {error}"))
    };
    let unbounded = config.database.unbounded();
    let db = connect(unbounded.clone()).await?;
    db.exclusively(async {
        db.migrate(policy).await.map_err(|error| format!("cannot migrate the database: {error}"))?;
        pipelines::backfill_defaults(&db).await.map_err(describe)
    })
    .await
    .map_err(|error| format!("cannot take the start-up lock: {error}"))??;
    if unbounded == config.database {
        return Ok(db);
    }
    // Its pools close as it goes; its background tasks hold it weakly and end with it.
    drop(db);
    connect(config.database.clone()).await
}

/// [`open_with`] applying pending migrations: every command but `serve` with
/// `DATABASE_MIGRATE=false`.
async fn open(config: &Config) -> Result<Database, String> {
    open_with(config, MigrationPolicy::Apply).await
}

/// The settings of an import of a firm: its commits do not wait for the disk
/// ([`crate::config::DatabaseSettings::durable_commits`]); a re-run imports what a crash lost.
fn importing(mut config: Config) -> Config {
    config.database.durable_commits = false;
    config
}

/// Runs one command: each has its own function.
async fn execute(command: Command, mut config: Config) -> Result<(), String> {
    if !matches!(command, Command::Serve) {
        // An operator's command (an import, an export, a verification) may rightly run long.
        config.database = config.database.unbounded();
    }
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
        Command::Clients(command) => clients::run(&open(&config).await?, command).await,
        Command::Audit(command) => audit::run(&open(&config).await?, command).await,
        Command::Privacy(command) => privacy::run(&open(&config).await?, &config, command).await,
        Command::Import(ImportCommand::Policies { org, file }) => {
            admin::import_policies(&open(&config).await?, org, &file).await
        }
        Command::Import(ImportCommand::Api { org, base_url, key, rate, retries, dry_run }) => {
            let settings =
                crate::transfer::RemoteSettings { base_url, key, requests_per_second: rate, retries };
            transfer::import_api(&open(&importing(config)).await?, org, settings, dry_run).await
        }
        Command::Import(ImportCommand::File { org, file, dry_run }) => {
            transfer::import_file(&open(&importing(config)).await?, org, &file, dry_run).await
        }
        Command::Export { org, out } => transfer::export(&open(&config).await?, org, &out).await,
        Command::Seed { demo: _, profiles, opportunities, products, notes, policies, expenses, org } => {
            let wanted = seed::Wanted { profiles, opportunities, products, notes, policies, expenses };
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
    let document = api::Document::of(&api::service(
        Database::disconnected(),
        api::invitations::InviteSettings::none(),
        crate::config::WebhookSettings::default(),
        api::HoldYears::STATUTORY,
    ));
    println!("{}", if yaml { document.yaml } else { document.json });
}
