//! The one place that decides which address a request comes from.
//!
//! The socket peer is the client unless the peer is one of our trusted proxies. Then the proxies'
//! forwarding headers are read from the right (the end our proxies append to), skipping further
//! trusted proxies; the first untrusted hop is the client. Everything to the left of it may have
//! been written by the client itself and is never believed.
//!
//! A hop that cannot be read as an address where one is expected (`unknown`, an obfuscated
//! identifier, junk, a byte that is not ASCII) makes the address unknowable: the answer is
//! `None` and the request is refused, never credited to the proxy's own address.

use std::net::{IpAddr, Ipv6Addr};

use ipnet::IpNet;
use poem::http::HeaderMap;

/// The client's address, or `None` when it cannot be established (no socket peer, or a trusted
/// proxy forwarded something that does not read as an address).
pub fn client_ip(peer: Option<IpAddr>, headers: &HeaderMap, trusted: &[IpNet]) -> Option<IpAddr> {
    let peer = peer?.to_canonical();
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return Some(peer);
    }
    let forwarded_for = joined(headers, "x-forwarded-for").map(|list| from_forwarded_for(&list, &is_trusted));
    let forwarded = joined(headers, "forwarded").map(|list| from_forwarded(&list, &is_trusted));
    match (forwarded_for, forwarded) {
        (None, None) => Some(peer),
        (Some(one), None) | (None, Some(one)) => one,
        // A proxy may write either header and pass the other through from the client, so when
        // both arrive they must name the same client.
        (Some(a), Some(b)) => a.filter(|a| Some(*a) == b),
    }
}

/// Every line of a header, joined in order with commas (a list header may be split over lines;
/// HAProxy appends its own line after the client's). `Some(None)` when a line is not ASCII.
fn joined(headers: &HeaderMap, name: &str) -> Option<Option<String>> {
    let mut lines = headers.get_all(name).iter().peekable();
    lines.peek()?;
    Some(
        lines
            .map(|line| std::str::from_utf8(line.as_bytes()).ok().filter(|text| text.is_ascii()))
            .collect::<Option<Vec<_>>>()
            .map(|lines| lines.join(",")),
    )
}

/// Walks hops from the right: the first that is not a trusted proxy is the client; an unreadable
/// hop before that ends the walk with `None`. When every hop is a trusted proxy the request came
/// from inside, and the leftmost is the client.
fn walk(hops: Vec<Option<IpAddr>>, is_trusted: &impl Fn(&IpAddr) -> bool) -> Option<IpAddr> {
    for hop in hops.iter().rev() {
        let ip = (*hop)?;
        if !is_trusted(&ip) {
            return Some(ip);
        }
    }
    hops.first().copied().flatten()
}

/// `X-Forwarded-For: client, proxy1, proxy2`.
fn from_forwarded_for(list: &Option<String>, is_trusted: &impl Fn(&IpAddr) -> bool) -> Option<IpAddr> {
    let hops = list.as_deref()?.split(',').map(|hop| node_address(hop.trim())).collect();
    walk(hops, is_trusted)
}

/// RFC 7239 `Forwarded: for=192.0.2.60;proto=https, for="[2001:db8::17]:4711"`. An element
/// without exactly one `for` names no client and counts as unreadable.
fn from_forwarded(list: &Option<String>, is_trusted: &impl Fn(&IpAddr) -> bool) -> Option<IpAddr> {
    let elements = split_elements(list.as_deref()?)?;
    let hops = elements
        .iter()
        .map(|pairs| {
            let mut fors = pairs.iter().filter(|(name, _)| name.eq_ignore_ascii_case("for"));
            match (fors.next(), fors.next()) {
                (Some((_, value)), None) => node_address(value),
                _ => None,
            }
        })
        .collect();
    walk(hops, is_trusted)
}

/// Splits a `Forwarded` value into elements of `name=value` pairs, honouring quoted strings
/// (a comma or semicolon inside quotes does not split). `None` for an unterminated quote.
fn split_elements(text: &str) -> Option<Vec<Vec<(String, String)>>> {
    let mut elements = vec![vec![]];
    let mut pair = String::new();
    let mut in_quotes = false;
    let mut escaped = false;
    let finish_pair = |pair: &mut String, element: &mut Vec<(String, String)>| {
        let text = std::mem::take(pair);
        let text = text.trim();
        if !text.is_empty() {
            let (name, value) = text.split_once('=').unwrap_or((text, ""));
            element.push((name.trim().to_string(), unquote(value.trim())));
        }
    };
    for c in text.chars() {
        match c {
            _ if escaped => {
                pair.push(c);
                escaped = false;
            }
            '\\' if in_quotes => {
                pair.push(c);
                escaped = true;
            }
            '"' => {
                pair.push(c);
                in_quotes = !in_quotes;
            }
            ';' if !in_quotes => finish_pair(&mut pair, elements.last_mut()?),
            ',' if !in_quotes => {
                finish_pair(&mut pair, elements.last_mut()?);
                elements.push(vec![]);
            }
            _ => pair.push(c),
        }
    }
    if in_quotes {
        return None;
    }
    finish_pair(&mut pair, elements.last_mut()?);
    Some(elements)
}

fn unquote(value: &str) -> String {
    match value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        Some(inner) => {
            let mut out = String::new();
            let mut chars = inner.chars();
            while let Some(c) = chars.next() {
                out.push(if c == '\\' { chars.next().unwrap_or(c) } else { c });
            }
            out
        }
        None => value.to_string(),
    }
}

/// An address as proxies write it: `192.0.2.1`, `2001:db8::1`, or with a port, `192.0.2.1:80`
/// and `[2001:db8::1]:443` (a port, numeric or RFC 7239 obfuscated, says nothing about who the
/// client is and is dropped). `unknown`, obfuscated names (`_hidden`) and junk are `None`.
fn node_address(text: &str) -> Option<IpAddr> {
    let address = if let Some(rest) = text.strip_prefix('[') {
        let (inside, after) = rest.split_once(']')?;
        if !(after.is_empty() || after.strip_prefix(':').is_some_and(is_port)) {
            return None;
        }
        IpAddr::V6(inside.parse::<Ipv6Addr>().ok()?)
    } else if let Ok(ip) = text.parse::<IpAddr>() {
        ip
    } else {
        // Only IPv4 may carry a port without brackets; an unbracketed IPv6 address parsed above.
        let (host, port) = text.rsplit_once(':')?;
        if !is_port(port) {
            return None;
        }
        IpAddr::V4(host.parse().ok()?)
    };
    Some(address.to_canonical())
}

fn is_port(text: &str) -> bool {
    let numeric = !text.is_empty() && text.len() <= 5 && text.bytes().all(|b| b.is_ascii_digit());
    let obfuscated = text.strip_prefix('_').is_some_and(|rest| {
        !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b))
    });
    numeric || obfuscated
}

#[cfg(test)]
mod tests {
    use poem::http::HeaderValue;

    use super::*;

    fn ip(text: &str) -> Option<IpAddr> {
        text.parse().ok()
    }

    fn headers(lines: &[(&str, &[u8])]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in lines {
            map.append(
                poem::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_bytes(value).unwrap(),
            );
        }
        map
    }

    fn resolve(peer: &str, lines: &[(&str, &[u8])]) -> Option<IpAddr> {
        let trusted = vec!["10.0.0.0/8".parse().unwrap()];
        client_ip(ip(peer), &headers(lines), &trusted)
    }

    #[test]
    fn trusts_forwarded_for_only_from_trusted_proxies() {
        let xff = |value: &'static str| [("x-forwarded-for", value.as_bytes())];
        assert_eq!(resolve("203.0.113.9", &xff("1.2.3.4")), ip("203.0.113.9"));
        assert_eq!(resolve("10.0.0.1", &xff("1.2.3.4")), ip("1.2.3.4"));
        assert_eq!(resolve("10.0.0.1", &xff("6.6.6.6, 1.2.3.4, 10.0.0.2")), ip("1.2.3.4"));
        assert_eq!(resolve("10.0.0.1", &[]), ip("10.0.0.1"));
        assert_eq!(resolve("::ffff:10.0.0.1", &xff("1.2.3.4")), ip("1.2.3.4"));
        assert_eq!(resolve("10.0.0.1", &xff("10.0.0.3, 10.0.0.2")), ip("10.0.0.3"));
    }

    #[test]
    fn reads_every_line_in_order() {
        let lines: [(&str, &[u8]); 2] = [("x-forwarded-for", b"10.1.2.3"), ("x-forwarded-for", b"8.8.8.8")];
        assert_eq!(resolve("10.0.0.1", &lines), ip("8.8.8.8"));
    }

    #[test]
    fn refuses_unreadable_hops_instead_of_falling_back() {
        for value in [&b"10.1.2.3, junk"[..], b"unknown", b"", b"1.2.3.4,", b"\xff", b"fe80::1%eth0"] {
            assert_eq!(resolve("10.0.0.1", &[("x-forwarded-for", value)]), None, "{value:?}");
        }
        // Unreadable text to the left of the client is never looked at.
        assert_eq!(resolve("10.0.0.1", &[("x-forwarded-for", b"junk, 1.2.3.4")]), ip("1.2.3.4"));
    }

    #[test]
    fn drops_ports() {
        let xff = |value: &'static str| resolve("10.0.0.1", &[("x-forwarded-for", value.as_bytes())]);
        assert_eq!(xff("8.8.8.8:5555"), ip("8.8.8.8"));
        assert_eq!(xff("[2001:db8::1]:443"), ip("2001:db8::1"));
        assert_eq!(xff("[2001:db8::1]"), ip("2001:db8::1"));
        assert_eq!(xff("2001:db8::1"), ip("2001:db8::1"));
        assert_eq!(xff("8.8.8.8:port"), None);
        assert_eq!(xff("[2001:db8::1]x"), None);
    }

    #[test]
    fn reads_rfc_7239_forwarded() {
        let fwd = |value: &'static str| resolve("10.0.0.1", &[("forwarded", value.as_bytes())]);
        assert_eq!(fwd("for=192.0.2.60;proto=http;by=203.0.113.43"), ip("192.0.2.60"));
        assert_eq!(fwd(r#"for=1.2.3.4, For="[2001:db8:cafe::17]:4711""#), ip("2001:db8:cafe::17"));
        assert_eq!(fwd(r#"for="192.0.2.60:_port", for=10.0.0.9"#), ip("192.0.2.60"));
        assert_eq!(fwd("for=unknown"), None);
        assert_eq!(fwd("for=_hidden"), None);
        assert_eq!(fwd("proto=https"), None);
        assert_eq!(fwd("for=1.2.3.4;for=5.6.7.8"), None);
        assert_eq!(fwd(r#"for="1.2.3.4"#), None);
        assert_eq!(fwd(r#"for="1.2.3.4, for=10.0.0.3""#), None);
    }

    #[test]
    fn both_headers_must_agree() {
        let both = |xff: &'static str, fwd: &'static str| {
            resolve("10.0.0.1", &[("x-forwarded-for", xff.as_bytes()), ("forwarded", fwd.as_bytes())])
        };
        assert_eq!(both("1.2.3.4", "for=1.2.3.4"), ip("1.2.3.4"));
        assert_eq!(both("1.2.3.4", "for=10.1.1.1"), None);
        assert_eq!(both("junk", "for=1.2.3.4"), None);
    }
}
