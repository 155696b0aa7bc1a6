"""The OAuth 2.0 client-credentials flow, driven by Authlib (a third-party OAuth library, not
the service's own code): metadata, a token by client_secret_basic and by client_secret_post,
calls with it, a scope refusal, an invalid_scope error, and revocation (RFC 7009).

Usage: oauth_client.py BASE_URL CLIENT_ID CLIENT_SECRET
The client must hold members:read and contacts:read, and not contacts:write.
Exits non-zero, saying what failed, at the first step that does not behave as specified.
"""

import sys

import requests
from authlib.integrations.requests_client import OAuth2Session, OAuthError

base, client_id, secret = sys.argv[1:4]


def check(condition, message):
    if not condition:
        print(f"FAILED: {message}")
        sys.exit(1)


metadata = requests.get(f"{base}/.well-known/oauth-authorization-server", timeout=10).json()
check("client_credentials" in metadata["grant_types_supported"], f"metadata: {metadata}")
token_url, revocation_url = metadata["token_endpoint"], metadata["revocation_endpoint"]

basic = OAuth2Session(client_id, secret, scope="members:read contacts:read")
token = basic.fetch_token(token_url, grant_type="client_credentials")
check(token["token_type"] == "Bearer" and token["expires_in"] > 0, f"token: {token}")
check(token["scope"] == "contacts:read members:read", f"granted scopes: {token['scope']}")

members = basic.get(f"{base}/api/v1/members", timeout=10)
check(members.status_code == 200, f"GET /members with the token: {members.status_code} {members.text}")
contacts = basic.get(f"{base}/api/v1/contacts", timeout=10)
check(contacts.status_code == 200, f"GET /contacts with the token: {contacts.status_code}")

refused = basic.post(f"{base}/api/v1/contacts/person", json={"firstName": "Mere"}, timeout=10)
check(refused.status_code == 403, f"a write without contacts:write: {refused.status_code}")
check(refused.json()["code"] == "insufficient_scope", refused.text)
check('scope="contacts:write"' in refused.headers.get("WWW-Authenticate", ""), str(refused.headers))

post = OAuth2Session(client_id, secret, token_endpoint_auth_method="client_secret_post")
other = post.fetch_token(token_url, grant_type="client_credentials")
check(other["access_token"] != token["access_token"], "a second token is a new one")

try:
    OAuth2Session(client_id, secret, scope="contacts:write").fetch_token(token_url, grant_type="client_credentials")
    check(False, "a scope beyond the client's was granted")
except OAuthError as error:
    check(error.error == "invalid_scope", f"beyond the client's scopes: {error.error}")

try:
    OAuth2Session(client_id, "crm_secret_wrong").fetch_token(token_url, grant_type="client_credentials")
    check(False, "a wrong secret got a token")
except OAuthError as error:
    check(error.error == "invalid_client", f"wrong secret: {error.error}")

revoked = basic.revoke_token(revocation_url, token["access_token"])
check(revoked.status_code == 200, f"revocation: {revoked.status_code} {revoked.text}")
after = basic.get(f"{base}/api/v1/members", timeout=10)
check(after.status_code == 401, f"the revoked token still works: {after.status_code}")
still = post.get(f"{base}/api/v1/members", timeout=10)
check(still.status_code == 200, f"the client's other token stopped working: {still.status_code}")
print("OAuth 2.0 client credentials verified with Authlib")
