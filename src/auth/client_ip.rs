use std::net::IpAddr;

use ipnet::IpNet;

/// The address a request comes from: the socket peer, unless the peer is one of our trusted
/// proxies, in which case `X-Forwarded-For` is read from the right, skipping further trusted
/// proxies, and the first untrusted address is the client. Anything a client writes into
/// `X-Forwarded-For` itself lies to the left of what our proxies appended, so it is never
/// believed.
pub fn client_ip(peer: Option<IpAddr>, forwarded_for: Option<&str>, trusted: &[IpNet]) -> Option<IpAddr> {
    let peer = peer?;
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return Some(peer);
    }
    let hops: Vec<IpAddr> =
        forwarded_for.unwrap_or_default().split(',').filter_map(|hop| hop.trim().parse().ok()).collect();
    hops.iter().rev().find(|ip| !is_trusted(ip)).or(hops.first()).copied().or(Some(peer))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> Option<IpAddr> {
        text.parse().ok()
    }

    #[test]
    fn trusts_forwarded_for_only_from_trusted_proxies() {
        let trusted = vec!["10.0.0.0/8".parse().unwrap()];
        assert_eq!(client_ip(ip("203.0.113.9"), Some("1.2.3.4"), &trusted), ip("203.0.113.9"));
        assert_eq!(client_ip(ip("10.0.0.1"), Some("1.2.3.4"), &trusted), ip("1.2.3.4"));
        assert_eq!(client_ip(ip("10.0.0.1"), Some("6.6.6.6, 1.2.3.4, 10.0.0.2"), &trusted), ip("1.2.3.4"));
        assert_eq!(client_ip(ip("10.0.0.1"), None, &trusted), ip("10.0.0.1"));
    }
}
