use poem::http::StatusCode;
use poem_openapi::{ApiResponse, OpenApi, param::Path};

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    http::{ApiError, Failure, GoneErrors},
};

/// What a removed endpoint answers: always the 410.
pub type Removed = Result<NeverSent, Failure<GoneErrors>>;

/// The success response a removed endpoint declares but never sends. OpenAPI tools (linters,
/// SDK generators) expect every operation to have one; its description says it does not come.
#[derive(ApiResponse)]
pub enum NeverSent {
    /// Never sent: this endpoint was removed and always answers 410 `endpoint_removed`.
    #[oai(status = 204)]
    Never,
}

/// The 410 of a removed endpoint, naming what replaced it.
pub fn removed(message: &str) -> Removed {
    Err(ApiError::new(StatusCode::GONE, crate::error::ErrorCode::EndpointRemoved, message).into())
}

const ACCOUNTS_MOVED: &str =
    "The accounts resource was renamed: use GET /api/v1/members and GET /api/v1/members/{memberId}.";

/// Endpoints removed by past breaking changes. They answer 410 with the replacement, so old
/// clients learn what to call instead of getting a bare 404. (A removed endpoint that shares
/// its path with a live one is declared beside it, in the live resource's API: poem-openapi
/// keeps only one API's operations per path.)
pub struct RemovedApi;

#[OpenApi(tag = "ApiTags::Removed")]
impl RemovedApi {
    /// List accounts (removed)
    ///
    /// Removed: accounts are now members. Answers 410 `endpoint_removed`; use `GET /members`.
    #[oai(path = "/accounts", method = "get", operation_id = "listAccountsRemoved", deprecated)]
    async fn list_accounts(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] _auth: ApiKeyAuth,
    ) -> Removed {
        removed(ACCOUNTS_MOVED)
    }

    /// Get an account (removed)
    ///
    /// Removed: accounts are now members. Answers 410 `endpoint_removed`; use
    /// `GET /members/{memberId}`.
    #[oai(path = "/accounts/:accountId", method = "get", operation_id = "getAccountRemoved", deprecated)]
    async fn get_account(
        &self,
        #[oai(scope = "crate::types::Scope::ContactsRead")] _auth: ApiKeyAuth,
        /// The old account id.
        #[oai(name = "accountId")]
        _account_id: Path<String>,
    ) -> Removed {
        removed(ACCOUNTS_MOVED)
    }
}
