use poem::http::StatusCode;
use poem_openapi::{OpenApi, param::Path};

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    error::{ApiError, Failure, GoneErrors},
};

fn removed(message: &str) -> Failure<GoneErrors> {
    ApiError::new(StatusCode::GONE, "endpoint_removed", message).into()
}

const ACCOUNTS_MOVED: &str =
    "The accounts resource was renamed: use GET /api/v1/members and GET /api/v1/members/{memberId}.";

const CONTACTS_SPLIT: &str = "The single contact endpoints were replaced by type-specific ones: create with POST /api/v1/contacts/person, /contacts/company or /contacts/trust, and update with PATCH /api/v1/contacts/{contactId}/person, /company or /trust.";

/// Endpoints removed by past breaking changes. They answer 410 with the replacement, so old
/// clients learn what to call instead of getting a bare 404.
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

    /// Create a contact (removed)
    ///
    /// Removed: contacts are created by type. Answers 410 `endpoint_removed`; use
    /// `POST /contacts/person`, `POST /contacts/company` or `POST /contacts/trust`.
    #[oai(path = "/contacts", method = "post", operation_id = "createContactRemoved", deprecated)]
    async fn create_contact(&self, _auth: ApiKeyAuth) -> Failure<GoneErrors> {
        removed(CONTACTS_SPLIT)
    }

    /// Update a contact (removed)
    ///
    /// Removed: contacts are updated by type. Answers 410 `endpoint_removed`; use
    /// `PATCH /contacts/{contactId}/person`, `/company` or `/trust`.
    #[oai(path = "/contacts/:contactId", method = "patch", operation_id = "updateContactRemoved", deprecated)]
    async fn update_contact(
        &self,
        _auth: ApiKeyAuth,
        /// The contact's id.
        #[oai(name = "contactId")]
        _contact_id: Path<String>,
    ) -> Failure<GoneErrors> {
        removed(CONTACTS_SPLIT)
    }
}
