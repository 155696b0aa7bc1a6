use poem::Request;
use poem_openapi::{
    Object, OpenApi,
    param::{Path, Query},
};
use uuid::Uuid;

use super::{
    paging::{page_request, paged},
    tags::ApiTags,
};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    entity::member::{self, MemberRole},
    error::{Failure, ListErrors, ReadErrors},
    service,
    types::{ListSort, NzTimestamp},
    wire::{Found, ModifiedSince, PageNumber, PageSize, Paged},
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

crate::described!(Member => "Member", "Members";);

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
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        auth: ApiKeyAuth,
        req: &Request,
        /// Page number, from 1.
        page: Query<Option<PageNumber>>,
        /// Records per page, 1 to 500.
        #[oai(name = "pageSize")]
        page_size: Query<Option<PageSize>>,
        /// Only records whose `modifiedTimestamp` is at or after this instant (ISO 8601, any
        /// offset, e.g. `2026-11-22T10:00:00+13:00`).
        #[oai(name = "modifiedSince")]
        modified_since: Query<Option<ModifiedSince>>,
        /// The order: `creation` (the default) or `modifiedTimestamp` (least recently modified
        /// first, ties by id).
        sort: Query<Option<ListSort>>,
        /// The `nextCursor` of the previous page, to continue after it (keyset pagination; the
        /// query otherwise unchanged, without `page`).
        cursor: Query<Option<String>>,
    ) -> Result<Paged<Member>, Failure<ListErrors>> {
        let request = page_request(req, page.0, page_size.0, modified_since.0, sort.0, cursor.0)?;
        let (members, total) = service::members::list(&self.db, auth.0.organisation_id, request).await?;
        Ok(paged(members, total, request, req))
    }

    /// Get a member
    ///
    /// One member of the organisation. A member of another organisation is not found.
    #[oai(path = "/:memberId", method = "get", operation_id = "getMember")]
    async fn get(
        &self,
        auth: ApiKeyAuth,
        /// The member's id.
        #[oai(name = "memberId")]
        member_id: Path<Uuid>,
    ) -> Result<Found<Member>, Failure<ReadErrors>> {
        let member = service::members::find(&self.db, auth.0.organisation_id, member_id.0).await?;
        Ok(Found(member.into()))
    }
}
