//! Typed configuration, read once from the environment (after `.env`, if present).
//! Every variable is optional; an invalid value stops start-up with a message naming it.

use std::{net::SocketAddr, time::Duration};

use ipnet::IpNet;

mod database;
mod parse;
mod webhooks;

use self::{
    database::database_settings,
    parse::{hours, invalid, parse_or, seconds, years_from},
    webhooks::webhook_settings,
};
pub use self::{
    database::*,
    parse::{parse_cidr, parse_cidrs},
    webhooks::*,
};

/// Where the embedded SQLite database lives when `DATABASE_URL` is not set.
pub const EMBEDDED_DATABASE_URL: &str = "sqlite://./data/advisory-crm.db?mode=rwc";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Pretty,
    Json,
}

#[derive(Debug, Clone)]
pub struct Config {
    /// `DATABASE_URL`: `postgres://…` or `sqlite://…`; defaults to the embedded SQLite file.
    pub database_url: String,
    /// `BIND_ADDR`: where `serve` listens.
    pub bind_addr: SocketAddr,
    /// `LOG_FORMAT`: `pretty` (default) or `json`.
    pub log_format: LogFormat,
    /// `TRUSTED_PROXIES`: comma-separated CIDRs whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<IpNet>,
    /// `RATE_LIMIT_PER_MINUTE`: requests per API key per minute.
    pub rate_limit_per_minute: u32,
    /// `RATE_LIMIT_PER_ORGANISATION_PER_MINUTE`: requests per minute of all an organisation's
    /// keys together (default five keys' worth).
    pub rate_limit_per_organisation: u32,
    /// `RATE_LIMIT_RECORDS_PER_ORGANISATION_PER_MINUTE`: items of write batches per minute of all
    /// an organisation's keys together (default two keys' batches of 100 at their request
    /// limit: 120,000 with the default limit).
    pub batch_records_per_organisation: u32,
    /// `FAILED_AUTH_PER_MINUTE`: unknown keys one client address may present in a minute before
    /// it is answered 429 without a look-up (default 60).
    pub failed_auth_per_minute: u32,
    /// `SEED_SANDBOX`: create the sandbox organisation on first start with an empty database.
    pub seed_sandbox: bool,
    /// `PORTAL_BASE_URL`: the client portal that fact-find invitation links point at.
    pub portal_base_url: String,
    /// `INVITE_SIGNING_KEYS`: `id:secret` pairs, comma-separated; the first signs new
    /// invitation links, every one verifies (rotation). Unset: one random key for this process,
    /// which `serve` replaces with a key generated once and kept in the database.
    pub invite_keys: Vec<InviteKey>,
    /// True when `invite_keys` was generated because `INVITE_SIGNING_KEYS` is unset.
    pub invite_keys_are_ephemeral: bool,
    /// `HTTP_HEADER_TIMEOUT_SECS`: how long a client has to send a complete request head,
    /// counted from its first byte (or from the connection being opened).
    pub http_header_timeout: Duration,
    /// `HTTP_IDLE_TIMEOUT_SECS`: how long a keep-alive connection may sit with no request.
    pub http_idle_timeout: Duration,
    /// `HTTP_BODY_TIMEOUT_SECS`: how long a client has to send a whole request body.
    pub http_body_timeout: Duration,
    /// `INVITE_TTL_HOURS`: how long an invitation link lives unless the request says otherwise
    /// (1 to 168; default 72).
    pub invite_ttl_hours: u32,
    /// `IDEMPOTENCY_TTL_HOURS`: how long the response to a request with an `Idempotency-Key` is
    /// kept for replays (1 to 720; default 24).
    pub idempotency_ttl_hours: u32,
    /// `OAUTH_TOKEN_LIFETIME_SECS`: how long an OAuth 2.0 access token is valid (60 to 86,400;
    /// default 3,600, one hour).
    pub oauth_token_lifetime: Duration,
    /// `EVENT_RETENTION_DAYS`: how long events are kept before the server purges them (30 to
    /// 3650; default 30).
    pub event_retention_days: u32,
    /// `HISTORY_RETENTION_DAYS`: how long a field history entry is kept once its record has
    /// been archived or deleted (2,557, seven years, to 36,500; default 2,557).
    pub history_retention_days: u32,
    /// `ACCESS_LOG_RETENTION_DAYS`: how long an access log entry is kept (365..36500, default
    /// 2557: seven years).
    pub access_log_retention_days: u32,
    /// `PRIVACY_HOLD_ADVICE_YEARS`: how long after the latest advice record about a person the
    /// record-keeping hold keeps their information from erasure (7, the licence's, to 100).
    pub privacy_hold_advice_years: u32,
    /// `PRIVACY_HOLD_AML_YEARS`: how long after the relationship ends the AML/CFT hold keeps it
    /// (5, the Act's, to 100).
    pub privacy_hold_aml_years: u32,
    /// `PAGE_BUILD_BUDGET`: how many records the list and search pages being built at once may
    /// hold between them (500 to 10,000,000; default 1,000 per core, two pages of 500). A page
    /// waits for its `pageSize` of it, at most 10 s (docs/operations.md, "Memory").
    pub page_build_budget: u32,
    /// `REQUESTS_RUNNING_PER_INSTANCE`: the API requests an instance runs at once (0 for no
    /// limit, up to 100,000; default one more than its cores). One organisation runs all but one
    /// of them; the others wait, at most 10 s, and a freed place goes to the firm with the
    /// fewest running (`http::admission`, ADR-48).
    pub requests_running_per_instance: usize,
    /// `METRICS_TOKEN`: with it, `GET /metrics` is served on the public listener too, to
    /// requests bearing it; without it, only on the metrics listener.
    pub metrics_token: Option<MetricsToken>,
    /// `METRICS_BIND_ADDR`: the listener of its own that serves `GET /metrics` with no token
    /// (default `127.0.0.1:9464`, loopback; `off`: none).
    pub metrics_bind_addr: Option<SocketAddr>,
    /// The `WEBHOOK_*` settings.
    pub webhooks: WebhookSettings,
    /// The `DATABASE_*` settings beyond the URL (PostgreSQL).
    pub database: DatabaseSettings,
}

/// Where the metrics listener binds unless `METRICS_BIND_ADDR` says otherwise: loopback, so
/// only the host (its Prometheus agent, or an operator) reaches it.
pub const DEFAULT_METRICS_BIND_ADDR: &str = "127.0.0.1:9464";

/// The secret a Prometheus scraper presents to `GET /metrics`.
#[derive(Clone)]
pub struct MetricsToken(pub String);

impl std::fmt::Debug for MetricsToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MetricsToken(hidden)")
    }
}

/// The shortest `METRICS_TOKEN` accepted.
pub const MIN_METRICS_TOKEN_CHARS: usize = 16;

/// A metrics token is sent in a header: at least 16 visible ASCII characters, no spaces.
fn parse_metrics_token(token: &str) -> Result<MetricsToken, String> {
    if token.len() < MIN_METRICS_TOKEN_CHARS || !token.chars().all(|c| c.is_ascii_graphic()) {
        return Err(format!(
            "must be at least {MIN_METRICS_TOKEN_CHARS} visible ASCII characters without spaces"
        ));
    }
    Ok(MetricsToken(token.to_string()))
}

/// A key that signs fact-find invitation links.
#[derive(Clone)]
pub struct InviteKey {
    /// Named in each link, so the verifier knows which key to check with.
    pub id: String,
    pub secret: Vec<u8>,
}

impl std::fmt::Debug for InviteKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InviteKey({}, secret hidden)", self.id)
    }
}

/// The longest an invitation link may live: 7 days.
pub const MAX_INVITE_TTL_HOURS: u32 = 168;

/// Parses `id:secret,id:secret`; ids are 1 to 32 letters, digits, `-` or `_`, secrets at least
/// 32 characters.
fn parse_invite_keys(list: &str) -> Result<Vec<InviteKey>, String> {
    let keys = list
        .split(',')
        .map(str::trim)
        .filter(|entry| !entry.is_empty())
        .map(|entry| {
            let (id, secret) = entry.split_once(':').ok_or("each key must be written id:secret")?;
            let id_ok = (1..=32).contains(&id.len())
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            if !id_ok {
                return Err(format!("key id `{id}` must be 1 to 32 letters, digits, - or _"));
            }
            if secret.len() < 32 {
                return Err(format!("the secret of key `{id}` must be at least 32 characters"));
            }
            Ok(InviteKey { id: id.to_string(), secret: secret.as_bytes().to_vec() })
        })
        .collect::<Result<Vec<_>, String>>()?;
    if keys.is_empty() {
        return Err("must list at least one id:secret key".to_string());
    }
    Ok(keys)
}

fn ephemeral_invite_key() -> InviteKey {
    use rand::Rng;
    let secret: [u8; 32] = rand::rng().random();
    InviteKey { id: "ephemeral".to_string(), secret: secret.to_vec() }
}

/// A configuration variable with a bad value.
#[derive(Debug, thiserror::Error)]
#[error("invalid configuration: {variable}: {message}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub message: String,
}

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads configuration through `lookup`, so tests can supply their own variables.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| lookup(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let database_url = get("DATABASE_URL").unwrap_or_else(|| EMBEDDED_DATABASE_URL.to_string());
        if !(database_url.starts_with("sqlite:") || database_url.starts_with("postgres")) {
            return Err(invalid("DATABASE_URL", "must start with sqlite: or postgres://"));
        }
        let is_embedded = database_url.starts_with("sqlite:");
        let rate_limit_per_minute = parse_or(get("RATE_LIMIT_PER_MINUTE"), "RATE_LIMIT_PER_MINUTE", "600")
            .and_then(|limit: u32| match limit {
                0 => Err(invalid("RATE_LIMIT_PER_MINUTE", "must be at least 1")),
                limit => Ok(limit),
            })?;
        Ok(Config {
            bind_addr: parse_or(get("BIND_ADDR"), "BIND_ADDR", "127.0.0.1:8080")?,
            log_format: match get("LOG_FORMAT").as_deref() {
                None | Some("pretty") => LogFormat::Pretty,
                Some("json") => LogFormat::Json,
                Some(_) => return Err(invalid("LOG_FORMAT", "must be pretty or json")),
            },
            trusted_proxies: get("TRUSTED_PROXIES")
                .map(|list| parse_cidrs(&list))
                .transpose()
                .map_err(|message| invalid("TRUSTED_PROXIES", &message))?
                .unwrap_or_default(),
            rate_limit_per_minute,
            rate_limit_per_organisation: parse_or(
                get("RATE_LIMIT_PER_ORGANISATION_PER_MINUTE"),
                "RATE_LIMIT_PER_ORGANISATION_PER_MINUTE",
                &rate_limit_per_minute.saturating_mul(5).to_string(),
            )
            .and_then(|limit: u32| match limit {
                0 => Err(invalid("RATE_LIMIT_PER_ORGANISATION_PER_MINUTE", "must be at least 1")),
                limit => Ok(limit),
            })?,
            batch_records_per_organisation: parse_or(
                get("RATE_LIMIT_RECORDS_PER_ORGANISATION_PER_MINUTE"),
                "RATE_LIMIT_RECORDS_PER_ORGANISATION_PER_MINUTE",
                &rate_limit_per_minute.saturating_mul(200).to_string(),
            )
            .and_then(|limit: u32| match limit {
                0..=99 => Err(invalid(
                    "RATE_LIMIT_RECORDS_PER_ORGANISATION_PER_MINUTE",
                    "must be at least 100 (one whole batch)",
                )),
                limit => Ok(limit),
            })?,
            failed_auth_per_minute: parse_or(get("FAILED_AUTH_PER_MINUTE"), "FAILED_AUTH_PER_MINUTE", "60")
                .and_then(|limit: u32| match limit {
                0 => Err(invalid("FAILED_AUTH_PER_MINUTE", "must be at least 1")),
                limit => Ok(limit),
            })?,
            seed_sandbox: match get("SEED_SANDBOX").as_deref() {
                None => is_embedded,
                Some("true" | "1" | "yes") => true,
                Some("false" | "0" | "no") => false,
                Some(_) => return Err(invalid("SEED_SANDBOX", "must be true or false")),
            },
            portal_base_url: get("PORTAL_BASE_URL")
                .unwrap_or_else(|| "https://portal.example.co.nz".to_string())
                .trim_end_matches('/')
                .to_string(),
            invite_keys: match get("INVITE_SIGNING_KEYS") {
                Some(list) => {
                    parse_invite_keys(&list).map_err(|message| invalid("INVITE_SIGNING_KEYS", &message))?
                }
                None => vec![ephemeral_invite_key()],
            },
            invite_keys_are_ephemeral: get("INVITE_SIGNING_KEYS").is_none(),
            invite_ttl_hours: hours(
                get("INVITE_TTL_HOURS"),
                "INVITE_TTL_HOURS",
                "72",
                MAX_INVITE_TTL_HOURS,
                "7 days",
            )?,
            idempotency_ttl_hours: hours(
                get("IDEMPOTENCY_TTL_HOURS"),
                "IDEMPOTENCY_TTL_HOURS",
                "24",
                720,
                "30 days",
            )?,
            oauth_token_lifetime: match parse_or(
                get("OAUTH_TOKEN_LIFETIME_SECS"),
                "OAUTH_TOKEN_LIFETIME_SECS",
                "3600",
            )? {
                seconds @ 60..=86_400 => Duration::from_secs(seconds),
                _ => {
                    return Err(invalid(
                        "OAUTH_TOKEN_LIFETIME_SECS",
                        "must be from 60 to 86400 seconds (one day)",
                    ));
                }
            },
            event_retention_days: match parse_or(get("EVENT_RETENTION_DAYS"), "EVENT_RETENTION_DAYS", "30")? {
                days @ MIN_EVENT_RETENTION_DAYS..=MAX_EVENT_RETENTION_DAYS => days,
                _ => {
                    return Err(invalid(
                        "EVENT_RETENTION_DAYS",
                        "must be from 30 to 3650 days (events are kept at least 30 days)",
                    ));
                }
            },
            history_retention_days: match parse_or(
                get("HISTORY_RETENTION_DAYS"),
                "HISTORY_RETENTION_DAYS",
                "2557",
            )? {
                days @ 2557..=36_500 => days,
                _ => {
                    return Err(invalid(
                        "HISTORY_RETENTION_DAYS",
                        "must be from 2557 (seven years, as advice records must be kept) to 36500 days",
                    ));
                }
            },
            access_log_retention_days: match parse_or(
                get("ACCESS_LOG_RETENTION_DAYS"),
                "ACCESS_LOG_RETENTION_DAYS",
                "2557",
            )? {
                days @ 365..=36_500 => days,
                _ => return Err(invalid("ACCESS_LOG_RETENTION_DAYS", "must be from 365 to 36500 days")),
            },
            privacy_hold_advice_years: years_from(
                get("PRIVACY_HOLD_ADVICE_YEARS"),
                "PRIVACY_HOLD_ADVICE_YEARS",
                7,
            )?,
            privacy_hold_aml_years: years_from(get("PRIVACY_HOLD_AML_YEARS"), "PRIVACY_HOLD_AML_YEARS", 5)?,
            http_header_timeout: seconds(get("HTTP_HEADER_TIMEOUT_SECS"), "HTTP_HEADER_TIMEOUT_SECS", "10")?,
            http_idle_timeout: seconds(get("HTTP_IDLE_TIMEOUT_SECS"), "HTTP_IDLE_TIMEOUT_SECS", "75")?,
            http_body_timeout: seconds(get("HTTP_BODY_TIMEOUT_SECS"), "HTTP_BODY_TIMEOUT_SECS", "30")?,
            page_build_budget: match get("PAGE_BUILD_BUDGET") {
                None => default_page_build_budget(),
                Some(text) => match text.parse() {
                    Ok(records @ MIN_PAGE_BUILD_BUDGET..=MAX_PAGE_BUILD_BUDGET) => records,
                    _ => {
                        return Err(invalid(
                            "PAGE_BUILD_BUDGET",
                            "must be a number of records from 500 (one page) to 10000000",
                        ));
                    }
                },
            },
            requests_running_per_instance: match get("REQUESTS_RUNNING_PER_INSTANCE") {
                None => cores() + 1,
                Some(value) => match parse_or(Some(value), "REQUESTS_RUNNING_PER_INSTANCE", "0")? {
                    requests @ 0..=100_000 => requests,
                    _ => {
                        return Err(invalid(
                            "REQUESTS_RUNNING_PER_INSTANCE",
                            "must be a number of requests from 0 (no limit) to 100000",
                        ));
                    }
                },
            },
            metrics_token: get("METRICS_TOKEN")
                .map(|token| parse_metrics_token(&token))
                .transpose()
                .map_err(|message| invalid("METRICS_TOKEN", &message))?,
            metrics_bind_addr: match get("METRICS_BIND_ADDR").as_deref() {
                Some("off") => None,
                value => {
                    Some(parse_or(value.map(str::to_string), "METRICS_BIND_ADDR", DEFAULT_METRICS_BIND_ADDR)?)
                }
            },
            webhooks: webhook_settings(&get)?,
            database: database_settings(&get)?,
            database_url,
        })
    }

    pub fn is_embedded_database(&self) -> bool {
        self.database_url.starts_with("sqlite:")
    }
}

/// The page budget per core unless `PAGE_BUILD_BUDGET` says: two pages of 500 records.
pub const PAGE_BUILD_BUDGET_PER_CORE: u32 = 1_000;
/// One whole page; below it the largest pages would be the only ones built.
const MIN_PAGE_BUILD_BUDGET: u32 = 500;
const MAX_PAGE_BUILD_BUDGET: u32 = 10_000_000;

/// [`PAGE_BUILD_BUDGET_PER_CORE`] for each core this process may run on.
fn default_page_build_budget() -> u32 {
    PAGE_BUILD_BUDGET_PER_CORE.saturating_mul(u32::try_from(cores()).unwrap_or(u32::MAX))
}

/// The cores this process may run on.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |cores| cores.get())
}

/// Events are promised for at least 30 days; ten years is the most kept.
const MIN_EVENT_RETENTION_DAYS: u32 = 30;
const MAX_EVENT_RETENTION_DAYS: u32 = 3650;

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_lookup(|name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string()))
    }

    #[test]
    fn defaults_to_the_embedded_database_with_the_sandbox() {
        let config = config(&[]).unwrap();
        assert!(config.is_embedded_database());
        assert!(config.seed_sandbox);
        assert_eq!(config.rate_limit_per_minute, 600);
        assert_eq!(config.bind_addr.to_string(), "127.0.0.1:8080");
        assert!(config.metrics_token.is_none());
        assert_eq!(config.event_retention_days, 30);
        assert_eq!(config.webhooks, WebhookSettings::default());
        assert_eq!(config.database.pool_size, 16);
        assert!(config.page_build_budget >= PAGE_BUILD_BUDGET_PER_CORE);
        assert_eq!(self::config(&[("PAGE_BUILD_BUDGET", "4000")]).unwrap().page_build_budget, 4000);
        assert_eq!(self::config(&[("DATABASE_POOL_SIZE", "40")]).unwrap().database.pool_size, 40);
        assert_eq!(config.database.single_reads_alone, 2);
        assert_eq!(
            self::config(&[("DATABASE_SINGLE_READS_ALONE", "8")]).unwrap().database.single_reads_alone,
            8
        );
        // The default back-off reaches at least three days.
        assert!(config.webhooks.retry_schedule.iter().sum::<u64>() >= 3 * 24 * 3600);
    }

    #[test]
    fn names_the_variable_that_is_wrong() {
        for (name, value) in [
            ("BIND_ADDR", "nowhere"),
            ("LOG_FORMAT", "xml"),
            ("TRUSTED_PROXIES", "10.0.0.0/33"),
            ("RATE_LIMIT_PER_MINUTE", "-1"),
            ("SEED_SANDBOX", "maybe"),
            ("DATABASE_URL", "mysql://x"),
            ("INVITE_SIGNING_KEYS", "short:secret"),
            ("INVITE_SIGNING_KEYS", "no-colon"),
            ("INVITE_TTL_HOURS", "169"),
            ("IDEMPOTENCY_TTL_HOURS", "0"),
            ("IDEMPOTENCY_TTL_HOURS", "721"),
            ("EVENT_RETENTION_DAYS", "29"),
            ("HISTORY_RETENTION_DAYS", "2556"),
            ("ACCESS_LOG_RETENTION_DAYS", "364"),
            ("PRIVACY_HOLD_ADVICE_YEARS", "6"),
            ("PRIVACY_HOLD_AML_YEARS", "101"),
            ("EVENT_RETENTION_DAYS", "3651"),
            ("EVENT_RETENTION_DAYS", "a month"),
            ("HTTP_HEADER_TIMEOUT_SECS", "0"),
            ("HTTP_IDLE_TIMEOUT_SECS", "soon"),
            ("HTTP_BODY_TIMEOUT_SECS", "3601"),
            ("METRICS_TOKEN", "short"),
            ("METRICS_TOKEN", "has a space in the middle"),
            ("WEBHOOK_ALLOW_PRIVATE_URLS", "perhaps"),
            ("WEBHOOK_TIMEOUT_SECS", "0"),
            ("WEBHOOK_TIMEOUT_SECS", "61"),
            ("WEBHOOK_RETRY_SCHEDULE", "5,soon"),
            ("WEBHOOK_RETRY_SCHEDULE", "0"),
            ("WEBHOOK_DISABLE_AFTER_SECS", "0"),
            ("DATABASE_POOL_SIZE", "0"),
            ("DATABASE_SINGLE_READS_ALONE", "0"),
            ("DATABASE_SINGLE_READS_ALONE", "257"),
            ("DATABASE_POOL_SIZE", "257"),
            ("DATABASE_POOL_SIZE", "many"),
            ("PAGE_BUILD_BUDGET", "499"),
            ("PAGE_BUILD_BUDGET", "10000001"),
            ("PAGE_BUILD_BUDGET", "lots"),
        ] {
            let error = config(&[(name, value)]).unwrap_err();
            assert_eq!(error.variable, name);
            assert!(error.to_string().contains(name));
        }
    }
}
