use poem_openapi::{Object, OpenApi, param::Path};
use uuid::Uuid;

use super::tags::ApiTags;
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::member::{self, MemberRole},
    http::{Failure, ListErrors, ReadErrors},
    service,
    types::NzTimestamp,
    wire::{Found, Paged, Paging},
};

/// A user of the firm.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Member {
    /// The member's id (`memberId` in paths).
    pub id: Uuid,
    /// The member's id again, under the name integrations of the original service key by.
    pub member_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    /// First and last name, for display.
    pub display_name: String,
    pub email: String,
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub role: MemberRole,
    /// False once the member has left the firm.
    pub is_active: bool,
    /// Financial Service Providers Register number, for advisers.
    #[oai(nullable)]
    pub fsp_number: Option<String>,
    /// When the member was created; null for records from before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    /// When the member was last changed.
    pub modified_timestamp: NzTimestamp,
}

impl From<member::Model> for Member {
    fn from(model: member::Model) -> Self {
        Member {
            id: model.id,
            member_id: model.id,
            display_name: model.display_name(),
            first_name: model.first_name,
            last_name: model.last_name,
            email: model.email,
            role: model.role,
            is_active: model.is_active,
            fsp_number: model.fsp_number,
            created_timestamp: model.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(model.modified_at),
        }
    }
}

crate::wire::described!(Member => "Member", "Members";);

pub struct MembersApi {
    db: Database,
}

impl MembersApi {
    pub fn new(db: Database) -> Self {
        MembersApi { db }
    }
}

#[OpenApi(prefix_path = "/members", tag = "ApiTags::Members")]
impl MembersApi {
    /// List members
    ///
    /// The organisation's members in creation order, one page at a time.
    #[oai(path = "/", method = "get", operation_id = "listMembers")]
    async fn list(
        &self,
        #[oai(scope = "crate::types::Scope::MembersRead")] auth: ApiKeyAuth,
        paging: Paging,
    ) -> Result<Paged<Member>, Failure<ListErrors>> {
        let request = paging.request()?;
        let (members, total) = service::members::list(&self.db, auth.0.organisation_id, request).await?;
        Ok(paging.paged(members, total, request))
    }

    /// Get a member
    ///
    /// One member of the organisation. A member of another organisation is not found.
    #[oai(path = "/:memberId", method = "get", operation_id = "getMember")]
    async fn get(
        &self,
        #[oai(scope = "crate::types::Scope::MembersRead")] auth: ApiKeyAuth,
        /// The member's id.
        #[oai(name = "memberId")]
        member_id: Path<Uuid>,
    ) -> Result<Found<Member>, Failure<ReadErrors>> {
        let member = service::members::find(&self.db, auth.0.organisation_id, member_id.0).await?;
        Ok(Found(member.into()))
    }
}
