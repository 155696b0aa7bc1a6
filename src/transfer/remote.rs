//! A client of another service speaking `/api/v1`: pages through its lists at a steady request
//! rate, waits out its rate limit (429: `Retry-After`, or the seconds its message names) and
//! retries transient failures (connection errors, time-outs, 500/502/503/504).

use std::time::Duration;

use regex::Regex;
use serde_json::Value;
use tokio::time::{Instant, sleep, sleep_until};

/// The page size the original service allows at most.
pub const PAGE_SIZE: u32 = 500;

/// How to reach the source and how gently.
#[derive(Debug, Clone)]
pub struct RemoteSettings {
    /// The service's address, with or without `/api/v1`.
    pub base_url: String,
    pub key: String,
    /// Requests per second at most.
    pub requests_per_second: f64,
    /// Retries of a transient failure before giving up.
    pub retries: u32,
}

/// How many 429 answers in a row are waited out before the import stops.
const MAX_RATE_LIMITED: u32 = 1000;
/// The wait when a 429 says nothing of how long.
const DEFAULT_RETRY_AFTER: Duration = Duration::from_secs(2);

pub struct RemoteApi {
    client: reqwest::Client,
    api_root: String,
    key: String,
    interval: Duration,
    next_request: Instant,
    retries: u32,
    /// How many 429 answers were waited out (reported, and checked by the tests).
    pub rate_limited: u32,
}

/// One page of a list.
pub struct Page {
    pub items: Vec<Value>,
    pub total_items: Option<u64>,
    pub total_pages: u64,
}

impl RemoteApi {
    pub fn new(settings: &RemoteSettings) -> Result<Self, String> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .user_agent(concat!("advisory-crm-import/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
        let base = settings.base_url.trim_end_matches('/');
        let api_root = if base.ends_with("/api/v1") { base.to_string() } else { format!("{base}/api/v1") };
        let rate = if settings.requests_per_second > 0.0 { settings.requests_per_second } else { 5.0 };
        Ok(RemoteApi {
            client,
            api_root,
            key: settings.key.clone(),
            interval: Duration::from_secs_f64(1.0 / rate),
            next_request: Instant::now(),
            retries: settings.retries,
            rate_limited: 0,
        })
    }

    /// The source's identity in the id-mapping table.
    pub fn source_name(&self) -> String {
        self.api_root.clone()
    }

    /// Page `page` of the list at `path` (`/contacts`, `/expenses?profileId=…`).
    pub async fn page(&mut self, path: &str, page: u64) -> Result<Page, String> {
        let separator = if path.contains('?') { '&' } else { '?' };
        let data = self.get(&format!("{path}{separator}page={page}&pageSize={PAGE_SIZE}")).await?;
        let data = data.ok_or_else(|| format!("{path} answered 404"))?;
        let items = data.get("items").and_then(Value::as_array).cloned().unwrap_or_default();
        let total_pages = data.get("totalPages").and_then(Value::as_u64).unwrap_or(page);
        Ok(Page { items, total_items: data.get("totalItems").and_then(Value::as_u64), total_pages })
    }

    /// GET `path` under `/api/v1`: the envelope's `data`, or None for a 404.
    pub async fn get(&mut self, path: &str) -> Result<Option<Value>, String> {
        let url = format!("{}{path}", self.api_root);
        let mut failures = 0;
        let mut limited_in_a_row = 0;
        loop {
            sleep_until(self.next_request).await;
            self.next_request = Instant::now() + self.interval;
            let outcome =
                self.client.get(&url).header("authorization", format!("Bearer {}", self.key)).send().await;
            let response = match outcome {
                Ok(response) => response,
                Err(error) => {
                    failures += 1;
                    if failures > self.retries {
                        return Err(format!("GET {url} failed {failures} times: {error}"));
                    }
                    sleep(backoff(failures)).await;
                    continue;
                }
            };
            let status = response.status().as_u16();
            match status {
                200..=299 => {
                    let body: Value = response
                        .json()
                        .await
                        .map_err(|e| format!("GET {url}: the answer is not JSON: {e}"))?;
                    return Ok(Some(body.get("data").cloned().unwrap_or(body)));
                }
                404 => return Ok(None),
                429 => {
                    limited_in_a_row += 1;
                    self.rate_limited += 1;
                    if limited_in_a_row > MAX_RATE_LIMITED {
                        return Err(format!("GET {url}: still rate limited after {MAX_RATE_LIMITED} waits"));
                    }
                    let header = response
                        .headers()
                        .get("retry-after")
                        .and_then(|v| v.to_str().ok())
                        .and_then(|v| v.trim().parse::<u64>().ok());
                    let text = response.text().await.unwrap_or_default();
                    let wait = header.or_else(|| seconds_in(&text)).map(Duration::from_secs);
                    let wait = wait.unwrap_or(DEFAULT_RETRY_AFTER);
                    tracing::info!(url, ?wait, "rate limited by the source; waiting");
                    sleep(wait).await;
                }
                500 | 502 | 503 | 504 => {
                    failures += 1;
                    if failures > self.retries {
                        return Err(format!("GET {url} answered {status} {failures} times"));
                    }
                    sleep(backoff(failures)).await;
                }
                _ => {
                    let text = response.text().await.unwrap_or_default();
                    return Err(format!(
                        "GET {url} answered {status}: {}",
                        text.chars().take(500).collect::<String>()
                    ));
                }
            }
        }
    }
}

/// Half a second, doubling with each failure, at most 30 seconds.
fn backoff(failures: u32) -> Duration {
    Duration::from_millis(500u64.saturating_mul(1 << failures.min(6))).min(Duration::from_secs(30))
}

/// The seconds a rate-limit message names ("Try again in 30 seconds").
fn seconds_in(text: &str) -> Option<u64> {
    let pattern = Regex::new(r"(\d+)\s*(?:seconds?|secs?|s\b)").ok()?;
    pattern.captures(text)?.get(1)?.as_str().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_seconds_of_a_rate_limit_message() {
        assert_eq!(seconds_in(r#"{"message":"Rate limit exceeded. Try again in 30 seconds."}"#), Some(30));
        assert_eq!(seconds_in("retry after 1 second"), Some(1));
        assert_eq!(seconds_in("slow down"), None);
    }
}
