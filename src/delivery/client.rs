//! The HTTP client deliveries are sent with: rustls, a connect and a total time-out, no
//! redirects followed (a redirect could point anywhere, the service's own network included), and
//! a resolver that refuses names resolving to non-public addresses at the moment of connecting,
//! which is what defeats DNS rebinding.

use std::{net::SocketAddr, sync::Arc, time::Duration};

use reqwest::dns::{Addrs, Name, Resolve, Resolving};

use crate::service::webhooks::url_rules;

/// A resolver that applies the URL rules to the addresses it hands to the connector.
struct GuardedResolver {
    allow_private: bool,
}

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let allow_private = self.allow_private;
        Box::pin(async move {
            let addresses: Vec<SocketAddr> = url_rules::resolve(name.as_str(), 0, allow_private).await?;
            Ok(Box::new(addresses.into_iter()) as Addrs)
        })
    }
}

/// The client for one worker. No proxy is used, whatever `HTTPS_PROXY` says: a proxy would
/// resolve the host itself, past the resolver's check. A client that cannot be built is an
/// error, never a default client (which would follow redirects).
pub fn build(timeout: Duration, allow_private: bool) -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .connect_timeout(timeout)
        .timeout(timeout)
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .dns_resolver(Arc::new(GuardedResolver { allow_private }))
        .user_agent(concat!("advisory-crm-webhooks/", env!("CARGO_PKG_VERSION")))
        .build()
}
