//! Where a webhook may be sent: `https` to public addresses only, so an API key cannot make the
//! service call into its own network (server-side request forgery). Checked when an endpoint is
//! registered and again when each delivery connects, against the addresses it connects to, so a
//! name that later resolves to an internal address (DNS rebinding) is refused too.
//! `WEBHOOK_ALLOW_PRIVATE_URLS=true` lifts both rules (tests, receivers on the premises).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use ipnet::{Ipv4Net, Ipv6Net};
use reqwest::Url;

/// Longest URL accepted, in characters.
pub const MAX_URL_CHARS: usize = 2000;

/// Checks the URL's form: absolute `https` (or `http` when private URLs are allowed) with a
/// host, no user name or password. Returns the parsed URL.
pub fn check_form(url: &str, allow_private: bool) -> Result<Url, String> {
    if url.chars().count() > MAX_URL_CHARS {
        return Err(format!("must be at most {MAX_URL_CHARS} characters"));
    }
    let parsed = Url::parse(url).map_err(|error| format!("is not an absolute URL ({error})"))?;
    match parsed.scheme() {
        "https" => {}
        "http" if allow_private => {}
        _ => return Err("must be an https:// URL".to_string()),
    }
    if parsed.host_str().is_none_or(str::is_empty) {
        return Err("must name a host".to_string());
    }
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err("must not carry a user name or password".to_string());
    }
    if parsed.fragment().is_some() {
        return Err("must not have a #fragment".to_string());
    }
    Ok(parsed)
}

/// Checks the URL's form and that its host resolves, only to public addresses.
pub async fn check(url: &str, allow_private: bool) -> Result<Url, String> {
    let parsed = check_form(url, allow_private)?;
    let host = parsed.host_str().unwrap_or_default().trim_start_matches('[').trim_end_matches(']');
    let port = parsed.port_or_known_default().unwrap_or(443);
    resolve(host, port, allow_private).await?;
    Ok(parsed)
}

/// The addresses of `host`, refused when any of them is not public (unless allowed).
pub async fn resolve(host: &str, port: u16, allow_private: bool) -> Result<Vec<SocketAddr>, String> {
    let addresses: Vec<SocketAddr> = match host.parse::<IpAddr>() {
        Ok(ip) => vec![SocketAddr::new(ip, port)],
        Err(_) => tokio::net::lookup_host((host, port)).await.map_err(|_| does_not_resolve(host))?.collect(),
    };
    if addresses.is_empty() {
        return Err(does_not_resolve(host));
    }
    if !allow_private && addresses.iter().any(|address| !is_public(address.ip())) {
        return Err(format!(
            "host `{host}` is not allowed: webhooks go only to public addresses of the internet"
        ));
    }
    Ok(addresses)
}

/// The refusal of a name that has no address. Neither message names the addresses a name
/// resolved to, nor the resolver's own error: either would let a key map the service's internal
/// DNS by registering names and reading the refusals.
fn does_not_resolve(host: &str) -> String {
    format!("host `{host}` does not resolve")
}

/// Whether `ip` is an ordinary address of the public internet.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(ip) => is_public_v4(ip),
        IpAddr::V6(ip) => match ip.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(ip),
        },
    }
}

/// IPv4 ranges that are not the public internet (RFC 6890 and friends).
const NOT_PUBLIC_V4: [&str; 15] = [
    "0.0.0.0/8",
    "10.0.0.0/8",
    "100.64.0.0/10",
    "127.0.0.0/8",
    "169.254.0.0/16",
    "172.16.0.0/12",
    "192.0.0.0/24",
    "192.0.2.0/24",
    "192.88.99.0/24",
    "192.168.0.0/16",
    "198.18.0.0/15",
    "198.51.100.0/24",
    "203.0.113.0/24",
    "224.0.0.0/4",
    "240.0.0.0/4",
];

/// IPv6 ranges that are not the public internet. Every range that embeds an IPv4 address is
/// refused whole, since it could reach any IPv4 address: IPv4-compatible (`::/96`, which holds
/// `::` and `::1` too), IPv4-translated (`::ffff:0:0:0/96`), NAT64 (`64:ff9b::/96` and the
/// local-use `64:ff9b:1::/48`), Teredo (`2001::/32`) and 6to4 (`2002::/16`). `fec0::/10` is the
/// deprecated site-local range, still routed inside some networks.
const NOT_PUBLIC_V6: [&str; 12] = [
    "::/96",
    "::ffff:0:0:0/96",
    "64:ff9b::/96",
    "64:ff9b:1::/48",
    "100::/64",
    "2001::/32",
    "2001:db8::/32",
    "2002::/16",
    "fec0::/10",
    "fc00::/7",
    "fe80::/10",
    "ff00::/8",
];

fn is_public_v4(ip: Ipv4Addr) -> bool {
    !NOT_PUBLIC_V4.iter().filter_map(|net| net.parse::<Ipv4Net>().ok()).any(|net| net.contains(&ip))
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    !NOT_PUBLIC_V6.iter().filter_map(|net| net.parse::<Ipv6Net>().ok()).any(|net| net.contains(&ip))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tells_public_from_internal_addresses() {
        for internal in [
            "127.0.0.1",
            "10.1.2.3",
            "172.20.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fe80::1",
            "fd00::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::127.0.0.1",
            "::ffff:0:7f00:1",
            "64:ff9b:1::7f00:1",
            "fec0::1",
            "2001::1",
            "2002:7f00:1::1",
        ] {
            assert!(!is_public(internal.parse().unwrap()), "{internal}");
        }
        for public in ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn wants_https_without_credentials() {
        assert!(check_form("https://hooks.example.com/in", false).is_ok());
        assert!(check_form("http://hooks.example.com/in", false).is_err());
        assert!(check_form("http://hooks.example.com/in", true).is_ok());
        assert!(check_form("https://user:pw@hooks.example.com/", false).is_err());
        assert!(check_form("ftp://hooks.example.com/", true).is_err());
        assert!(check_form("not a url", true).is_err());
    }
}
