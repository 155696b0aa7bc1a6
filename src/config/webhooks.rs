//! How webhook deliveries are sent: which URLs, the time-out, the retry schedule, when an
//! endpoint is disabled, and how many one organisation may register.

use std::time::Duration;

use super::{
    ConfigError,
    parse::{invalid, parse_or},
};

/// How webhook deliveries are sent (docs/decisions.md, ADR-25).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebhookSettings {
    /// `WEBHOOK_ALLOW_PRIVATE_URLS`: allow `http` and loopback, private or link-local addresses
    /// (tests, receivers on the premises); false by default.
    pub allow_private_urls: bool,
    /// `WEBHOOK_TIMEOUT_SECS`: connect and response time-out of one attempt (default 10).
    pub timeout: Duration,
    /// `WEBHOOK_RETRY_SCHEDULE`: seconds to wait before each retry after a failed attempt; a
    /// delivery fails for good once the list is used up.
    pub retry_schedule: Vec<u64>,
    /// `WEBHOOK_DISABLE_AFTER_SECS`: an endpoint whose attempts have failed for this long (with no
    /// success between) is disabled (default 432000, five days).
    pub disable_after: Duration,
    /// `WEBHOOK_MAX_ENDPOINTS`: the most endpoints one organisation may register (default 20,
    /// 1 to 1000); endpoints registered before a lower cap keep working.
    pub max_endpoints: usize,
}

/// Reaches three days and a half: 5 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h, then daily.
pub const DEFAULT_RETRY_SCHEDULE: &str = "5,30,120,600,3600,10800,21600,43200,86400,86400,86400";

/// Five days.
pub const DEFAULT_WEBHOOK_DISABLE_AFTER_SECS: u64 = 5 * 24 * 3600;

/// Endpoints per organisation: plenty for an integration per system, too few to make the
/// service a reflector of each event to hundreds of URLs.
pub const DEFAULT_WEBHOOK_MAX_ENDPOINTS: usize = 20;

impl Default for WebhookSettings {
    fn default() -> Self {
        WebhookSettings {
            allow_private_urls: false,
            timeout: Duration::from_secs(10),
            retry_schedule: parse_retry_schedule(DEFAULT_RETRY_SCHEDULE).unwrap_or_default(),
            disable_after: Duration::from_secs(DEFAULT_WEBHOOK_DISABLE_AFTER_SECS),
            max_endpoints: DEFAULT_WEBHOOK_MAX_ENDPOINTS,
        }
    }
}

/// Seconds, comma-separated, each from 1 to 7 days; at least one.
fn parse_retry_schedule(list: &str) -> Result<Vec<u64>, String> {
    let delays = list
        .split(',')
        .map(str::trim)
        .filter(|entry| !entry.is_empty())
        .map(|entry| match entry.parse::<u64>() {
            Ok(seconds @ 1..=604_800) => Ok(seconds),
            _ => Err(format!("`{entry}` must be a number of seconds from 1 to 604800 (7 days)")),
        })
        .collect::<Result<Vec<_>, String>>()?;
    if delays.is_empty() {
        return Err("must list at least one delay in seconds".to_string());
    }
    Ok(delays)
}

pub(super) fn webhook_settings(
    get: &impl Fn(&str) -> Option<String>,
) -> Result<WebhookSettings, ConfigError> {
    Ok(WebhookSettings {
        allow_private_urls: match get("WEBHOOK_ALLOW_PRIVATE_URLS").as_deref() {
            None | Some("false" | "0" | "no") => false,
            Some("true" | "1" | "yes") => true,
            Some(_) => return Err(invalid("WEBHOOK_ALLOW_PRIVATE_URLS", "must be true or false")),
        },
        timeout: match parse_or(get("WEBHOOK_TIMEOUT_SECS"), "WEBHOOK_TIMEOUT_SECS", "10")? {
            seconds @ 1..=60 => Duration::from_secs(seconds),
            _ => return Err(invalid("WEBHOOK_TIMEOUT_SECS", "must be a number of seconds from 1 to 60")),
        },
        retry_schedule: parse_retry_schedule(
            &get("WEBHOOK_RETRY_SCHEDULE").unwrap_or_else(|| DEFAULT_RETRY_SCHEDULE.to_string()),
        )
        .map_err(|message| invalid("WEBHOOK_RETRY_SCHEDULE", &message))?,
        disable_after: match parse_or(
            get("WEBHOOK_DISABLE_AFTER_SECS"),
            "WEBHOOK_DISABLE_AFTER_SECS",
            &DEFAULT_WEBHOOK_DISABLE_AFTER_SECS.to_string(),
        )? {
            seconds @ 1.. => Duration::from_secs(seconds),
            0 => return Err(invalid("WEBHOOK_DISABLE_AFTER_SECS", "must be at least 1")),
        },
        max_endpoints: match parse_or(
            get("WEBHOOK_MAX_ENDPOINTS"),
            "WEBHOOK_MAX_ENDPOINTS",
            &DEFAULT_WEBHOOK_MAX_ENDPOINTS.to_string(),
        )? {
            count @ 1..=1000 => count,
            _ => return Err(invalid("WEBHOOK_MAX_ENDPOINTS", "must be a number from 1 to 1000")),
        },
    })
}
