use poem::Request;
use poem_openapi::{SecurityScheme, auth::ApiKey};

use super::Caller;

/// API key, sent as `Authorization: <key>` or `Authorization: Bearer <key>`.
/// Keys look like `crm_live_…` or `crm_sandbox_…`. Each key is allowed from a fixed list of
/// IP ranges, and holds scopes: each operation names the one it needs (`x-required-scope`).
/// (An access token of the `OAuth2` scheme is sent the same way, as `Bearer <token>`.)
#[derive(SecurityScheme)]
#[oai(
    rename = "ApiKey",
    ty = "api_key",
    key_name = "Authorization",
    key_in = "header",
    checker = "authenticated_caller"
)]
pub struct ApiKeyAuth(pub Caller);

/// The [`super::ApiKeyGuard`] in front of the API has already authenticated the request and
/// left the caller in it.
async fn authenticated_caller(req: &Request, _: ApiKey) -> Option<Caller> {
    req.extensions().get::<Caller>().copied()
}
