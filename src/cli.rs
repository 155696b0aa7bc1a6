//! The `advisory-crm` command line: the server and the administration commands.

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use ipnet::IpNet;
use uuid::Uuid;

use crate::{
    Config, Database, api, build_app,
    config::parse_cidr,
    entity::member::MemberRole,
    error::ServiceError,
    http::{
        self,
        server::{Acceptor, ConnectionTimeouts},
    },
    seed::{
        demo::{self, DemoGenerator},
        sandbox,
    },
    service::{
        invitations,
        keys::{self, NewKey},
        members::{self, NewMember},
        organisations::{self, NewOrganisation},
        pipelines, policies, profiles,
    },
    telemetry,
    types::PageRequest,
};

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

async fn execute(command: Command, config: Config) -> Result<(), String> {
    match command {
        Command::Serve => serve(config).await,
        Command::Migrate => {
            open(&config).await?;
            println!("migrations applied");
            Ok(())
        }
        Command::Openapi { yaml } => {
            let document = api::Document::of(&api::service(
                Database::disconnected(),
                api::invitations::InviteSettings::none(),
            ));
            println!("{}", if yaml { document.yaml } else { document.json });
            Ok(())
        }
        Command::Orgs(OrgsCommand::Create { name, manager_email, manager_first_name, manager_last_name }) => {
            let db = open(&config).await?;
            let (first, last) = names_from_email(&manager_email);
            let organisation = organisations::create(
                &db,
                NewOrganisation {
                    name,
                    is_sandbox: false,
                    manager: NewMember {
                        first_name: manager_first_name.unwrap_or(first),
                        last_name: manager_last_name.unwrap_or(last),
                        email: manager_email,
                        role: MemberRole::Manager,
                        fsp_number: None,
                    },
                },
            )
            .await
            .map_err(describe)?;
            println!("created organisation {}", organisation.name);
            println!("{}", organisation.id);
            Ok(())
        }
        Command::Members(MembersCommand::Add { org, email, first_name, last_name, role, fsp_number }) => {
            let db = open(&config).await?;
            let role = match role {
                RoleArg::Adviser => MemberRole::Adviser,
                RoleArg::Assistant => MemberRole::Assistant,
                RoleArg::Manager => MemberRole::Manager,
            };
            let member = members::add(&db, org, NewMember { first_name, last_name, email, role, fsp_number })
                .await
                .map_err(describe)?;
            println!("added member {} <{}>", member.display_name(), member.email);
            println!("{}", member.id);
            Ok(())
        }
        Command::Keys(KeysCommand::Create(args)) => {
            let db = open(&config).await?;
            let (key, secret) = keys::create(
                &db,
                NewKey {
                    organisation_id: args.org,
                    member_email: args.member,
                    sandbox: args.sandbox,
                    allowed_cidrs: args.allow_ip,
                    expires_in_days: args.expires_in_days,
                },
            )
            .await
            .map_err(describe)?;
            println!("issued key {} (id {}); it is shown only now:", key.prefix, key.id);
            println!("{secret}");
            Ok(())
        }
        Command::Keys(KeysCommand::List { org }) => {
            let db = open(&config).await?;
            organisations::find(&db, org).await.map_err(describe)?;
            println!(
                "{:<38} {:<20} {:<8} {:<25} {:<10} ALLOWED FROM",
                "ID", "PREFIX", "SANDBOX", "EXPIRES", "STATUS"
            );
            for key in keys::list(&db, org).await.map_err(describe)? {
                let status = if key.revoked_at.is_some() { "revoked" } else { "active" };
                let expires = key.expires_at.map(|at| at.to_rfc3339()).unwrap_or_else(|| "never".into());
                println!(
                    "{:<38} {:<20} {:<8} {:<25} {:<10} {}",
                    key.id, key.prefix, key.is_sandbox, expires, status, key.allowed_cidrs
                );
            }
            Ok(())
        }
        Command::Keys(KeysCommand::Revoke { key_prefix_or_id }) => {
            let db = open(&config).await?;
            let key = keys::revoke(&db, &key_prefix_or_id).await.map_err(describe)?;
            println!("revoked key {} (id {})", key.prefix, key.id);
            Ok(())
        }
        Command::Import(ImportCommand::Policies { org, file }) => {
            let db = open(&config).await?;
            let organisation = organisations::find(&db, org).await.map_err(describe)?;
            let text =
                std::fs::read_to_string(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            let policies = parse_policy_file(&text)?;
            let report =
                policies::import::import(&db, organisation.id, policies).await.map_err(
                    |error| match error {
                        ServiceError::Invalid(problems) => problem_list(&problems),
                        other => format!("nothing was imported: {}", describe(other)),
                    },
                )?;
            println!(
                "imported {} policies with {} cover items into {} ({})",
                report.policies, report.covers, organisation.name, organisation.id
            );
            Ok(())
        }
        Command::Seed { demo: _, profiles, opportunities, products, org } => {
            let db = open(&config).await?;
            let (organisation_id, key) = match org {
                Some(org) => (organisations::find(&db, org).await.map_err(describe)?.id, None),
                None => {
                    let seed = sandbox::seed_demo(&db).await.map_err(describe)?;
                    println!(
                        "created sandbox organisation {} ({})",
                        sandbox::SANDBOX_NAME,
                        seed.organisation_id
                    );
                    (seed.organisation_id, Some(seed.api_key))
                }
            };
            if let Some(count) = profiles {
                generate_profiles(&db, organisation_id, count).await?;
            }
            if let Some(count) = opportunities {
                generate_opportunities(&db, organisation_id, count).await?;
            }
            if products {
                generate_products(&db, organisation_id).await?;
            }
            if let Some(key) = key {
                println!("sandbox API key (shown only now):");
                println!("{key}");
            }
            Ok(())
        }
    }
}

/// Bulk-generates `count` demo profiles in batches, showing progress.
async fn generate_profiles(db: &Database, organisation_id: Uuid, count: usize) -> Result<(), String> {
    const BATCH: usize = 1_000;
    let advisers = members::advisers(db, organisation_id).await.map_err(describe)?;
    let mut generator = DemoGenerator::new(organisation_id.as_u128() as u64, advisers);
    let progress = progress_bar(count, "profiles");
    let started = std::time::Instant::now();
    let mut done = 0;
    while done < count {
        let size = BATCH.min(count - done);
        let batch = (0..size).map(|_| generator.next_profile()).collect();
        demo::bulk::insert(db, organisation_id, batch).await.map_err(describe)?;
        done += size;
        progress.set_position(done as u64);
    }
    progress.finish_and_clear();
    println!("generated {count} profiles in {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}

/// Every problem of a refused import, one per line.
fn problem_list(problems: &[crate::error::FieldError]) -> String {
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

/// Bulk-generates demo products for every profile, showing progress.
async fn generate_products(db: &Database, organisation_id: Uuid) -> Result<(), String> {
    let (_, profiles) =
        profiles::list(db, organisation_id, PageRequest::new(1, 1)).await.map_err(describe)?;
    let progress = progress_bar(profiles as usize, "profiles given products");
    let started = std::time::Instant::now();
    let made = demo::products::bulk(db, organisation_id, |done| progress.set_position(done as u64))
        .await
        .map_err(describe)?;
    progress.finish_and_clear();
    println!("generated {made} financial products in {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}

/// Bulk-generates `count` demo opportunities, showing progress.
async fn generate_opportunities(db: &Database, organisation_id: Uuid, count: usize) -> Result<(), String> {
    let advisers = members::advisers(db, organisation_id).await.map_err(describe)?;
    let progress = progress_bar(count, "opportunities");
    let started = std::time::Instant::now();
    demo::opportunities::bulk(db, organisation_id, &advisers, count, |done| {
        progress.set_position(done as u64)
    })
    .await
    .map_err(describe)?;
    progress.finish_and_clear();
    println!("generated {count} opportunities in {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}

fn progress_bar(count: usize, what: &str) -> indicatif::ProgressBar {
    let template = format!("{{bar:40}} {{pos}}/{{len}} {what} ({{per_sec}}, {{eta}} left)");
    indicatif::ProgressBar::new(count as u64).with_style(
        indicatif::ProgressStyle::with_template(&template)
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    )
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

async fn serve(mut config: Config) -> Result<(), String> {
    let db = open(&config).await?;
    if config.invite_keys_are_ephemeral {
        config.invite_keys = vec![invitations::stored_key::stored_key(&db).await.map_err(describe)?];
        tracing::info!(
            "INVITE_SIGNING_KEYS is not set: fact-find invitation links are signed with a key generated once and kept in the database"
        );
    }
    let base = format!("http://{}", config.bind_addr);
    match sandbox::seed_on_first_start(&db, config.seed_sandbox).await.map_err(describe)? {
        Some(seed) => print_sandbox_banner(&base, &seed.api_key),
        None => {
            if let Ok(Some(org)) = organisations::find_sandbox(&db).await {
                println!("Sandbox organisation: {} ({})", org.name, org.id);
                println!("Its key was printed at first start. For a new one:");
                println!("  cargo run --release -- keys create --org {} --sandbox", org.id);
            }
        }
    }
    println!("Swagger UI:   {base}/docs");
    println!("OpenAPI:      {base}/api/v1/openapi.json");
    if let Some((before, after)) = http::server::raise_open_file_limit()
        && after > before
    {
        tracing::info!(before, after, "raised the open-file limit to the hard limit");
    }
    let acceptor = Acceptor::bind(config.bind_addr)
        .map_err(|error| format!("cannot serve on {}: {error}", config.bind_addr))?;
    let timeouts = ConnectionTimeouts::of(&config);
    let app = build_app(&config, db);
    tracing::info!(address = %config.bind_addr, "listening");
    http::server::serve(acceptor, app, timeouts, shutdown_signal()).await;
    tracing::info!("stopped");
    Ok(())
}

/// Ctrl-C, or SIGTERM (what container runtimes and systemd send to stop a service).
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = terminate.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

fn print_sandbox_banner(base: &str, key: &str) {
    println!();
    println!("  Sandbox organisation created: {}", sandbox::SANDBOX_NAME);
    println!("  Sandbox API key (shown once; keep it):");
    println!();
    println!("    {key}");
    println!();
    println!("  Try it:  curl -H \"Authorization: {key}\" {base}/api/v1/members");
    println!("  Or open {base}/docs, press Authorize and paste the key.");
    println!();
}
