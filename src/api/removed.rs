use poem::http::StatusCode;
use poem_openapi::{OpenApi, param::Path};

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    error::{ApiError, Failure, GoneErrors},
};

/// The 410 of a removed endpoint, naming what replaced it.
pub fn removed(message: &str) -> Failure<GoneErrors> {
    ApiError::new(StatusCode::GONE, "endpoint_removed", message).into()
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
    async fn list_accounts(&self, _auth: ApiKeyAuth) -> Failure<GoneErrors> {
        removed(ACCOUNTS_MOVED)
    }

    /// Get an account (removed)
    ///
    /// Removed: accounts are now members. Answers 410 `endpoint_removed`; use
    /// `GET /members/{memberId}`.
    #[oai(path = "/accounts/:accountId", method = "get", operation_id = "getAccountRemoved", deprecated)]
    async fn get_account(
        &self,
        _auth: ApiKeyAuth,
        /// The old account id.
        #[oai(name = "accountId")]
        _account_id: Path<String>,
    ) -> Failure<GoneErrors> {
        removed(ACCOUNTS_MOVED)
    }
}
