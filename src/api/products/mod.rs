//! `/mortgages`, `/kiwisavers`, `/investments`: the financial products of a profile.
//!
//! The three resources share their endpoints and rules; [`product_api!`] declares the four
//! endpoints of each from its schemas, so they are written once.

pub mod investments;
pub mod kiwisavers;
pub mod mortgages;

use poem_openapi::{Object, types::MaybeUndefined};
use uuid::Uuid;

use crate::{
    error::ServiceError,
    service::{
        Problems,
        products::{ProductDetails, ProductState, ProductView},
    },
    types::{ExternalId, NzTimestamp},
};

/// The fields every product response has.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ProductFields {
    /// The record's id.
    pub id: Uuid,
    /// Your own id for the record, if you gave it one (null otherwise).
    #[oai(nullable)]
    pub external_id: Option<String>,
    /// The profile the product belongs to.
    pub profile_id: Uuid,
    /// True when the profile is archived, which blocks updates.
    pub is_profile_archived: bool,
    /// More detailed location information.
    #[oai(rename = "State", nullable)]
    #[serde(rename = "State")]
    pub state: Option<String>,
    /// Null for records created before auditing began (October 2023).
    #[oai(nullable)]
    pub created_timestamp: Option<NzTimestamp>,
    pub modified_timestamp: NzTimestamp,
}

impl ProductFields {
    /// The shared fields of a view, and the type's details for the response to show.
    pub fn split<D>(view: ProductView<D>) -> (ProductFields, D, Vec<Uuid>) {
        let state = view.state;
        let fields = ProductFields {
            id: view.id,
            external_id: state.external_id,
            profile_id: state.profile_id,
            is_profile_archived: view.is_profile_archived,
            state: state.state,
            created_timestamp: view.created_at.map(NzTimestamp),
            modified_timestamp: NzTimestamp(view.modified_at),
        };
        (fields, state.details, state.owner_contact_ids)
    }
}

/// The fields every product create body has.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ProductCreateFields {
    /// A profile of your organisation that is not archived. It cannot be changed later.
    pub profile_id: Uuid,
    /// More detailed location information.
    #[oai(rename = "State", nullable, validator(max_length = 100))]
    pub state: Option<String>,
    /// Your own id for the record: unique among your organisation's records of this resource
    /// (409 `external_id_taken` naming the record holding it otherwise).
    #[oai(nullable)]
    pub external_id: Option<ExternalId>,
}

impl ProductCreateFields {
    pub fn into_state<D>(self, owner_contact_ids: Vec<Uuid>, details: D) -> ProductState<D> {
        ProductState {
            profile_id: self.profile_id,
            state: self.state,
            external_id: self.external_id.map(String::from),
            owner_contact_ids,
            details,
        }
    }
}

/// The fields every product update body has.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ProductUpdateFields {
    /// The product's profile, if given, must be the one it has: a product cannot move to another
    /// profile.
    #[oai(nullable)]
    pub profile_id: Option<Uuid>,
    /// More detailed location information; `null` clears it.
    #[oai(rename = "State", nullable, validator(max_length = 100))]
    pub state: MaybeUndefined<String>,
    /// Your own id for the record; `null` clears it.
    #[oai(nullable)]
    pub external_id: MaybeUndefined<ExternalId>,
}

impl ProductUpdateFields {
    pub fn apply<D>(&self, state: &mut ProductState<D>) {
        if let Some(profile_id) = self.profile_id {
            state.profile_id = profile_id;
        }
        super::patch::optional(&mut state.state, &self.state);
        super::patch::optional(&mut state.external_id, &self.external_id);
    }
}

/// A create body: what it makes.
pub trait CreateBody {
    type Details: ProductDetails;
    fn into_state(self) -> ProductState<Self::Details>;
}

/// An imported product's state, as its create (`B`, the body of `createMortgage`,
/// `createKiwiSaver` or `createInvestment`) would make it from `body`; refused as the create
/// would refuse it, with the field.
pub fn parse_import<B>(body: serde_json::Value) -> Result<ProductState<B::Details>, ServiceError>
where
    B: CreateBody + poem_openapi::types::ParseFromJSON,
{
    let state = crate::wire::parse_checked::<B>(body).map_err(ServiceError::Invalid)?.into_state();
    state.check()?;
    Ok(state)
}

/// An update body: how it changes a product.
pub trait UpdateBody: Send + Sync + 'static {
    type Details: ProductDetails;
    fn apply(&self, state: &mut ProductState<Self::Details>, problems: &mut Problems);
}

/// Declares the four endpoints of a product resource: list (filter `profileId`), get, create
/// and update, with their documentation.
macro_rules! product_api {
    (
        api: $api:ident,
        path: $path:tt,
        tag: $tag:tt,
        id: ($id_path:tt, $id_name:tt, $id_doc:tt),
        schemas: ($response:ty, $create:ty, $update:ty),
        list: ($list_id:tt, $list_summary:tt, $list_doc:tt),
        get: ($get_id:tt, $get_summary:tt, $get_doc:tt),
        create: ($create_id:tt, $create_summary:tt, $create_doc:tt),
        update: ($update_id:tt, $update_summary:tt, $update_doc:tt) $(,)?
    ) => {
        pub struct $api {
            db: $crate::db::Database,
        }

        impl $api {
            pub fn new(db: $crate::db::Database) -> Self {
                $api { db }
            }
        }

        #[poem_openapi::OpenApi(prefix_path = $path, tag = $tag)]
        impl $api {
            #[doc = $list_summary]
            #[doc = ""]
            #[doc = $list_doc]
            #[oai(path = "/", method = "get", operation_id = $list_id)]
            async fn list(
                &self,
                #[oai(scope = "crate::types::Scope::ProductsRead")] auth: $crate::auth::ApiKeyAuth,
                /// Only this profile's records.
                #[oai(name = "profileId")]
                profile_id: poem_openapi::param::Query<Option<uuid::Uuid>>,
                /// Only the record holding this `externalId` (so at most one).
                #[oai(name = "externalId")]
                external_id: poem_openapi::param::Query<Option<$crate::types::ExternalId>>,
                paging: $crate::wire::Paging,
            ) -> Result<$crate::wire::Paged<$response>, $crate::http::Failure<$crate::http::ListErrors>> {
                let request = paging.request()?;
                let filters = $crate::service::products::ProductFilters {
                    profile_id: profile_id.0,
                    external_id: external_id.0.map(String::from),
                };
                let (views, total) =
                    $crate::service::products::list(&self.db, auth.0.organisation_id, filters, request)
                        .await?;
                Ok(paging.paged(views, total, request))
            }

            #[doc = $get_summary]
            #[doc = ""]
            #[doc = $get_doc]
            #[oai(path = $id_path, method = "get", operation_id = $get_id)]
            async fn get(
                &self,
                #[oai(scope = "crate::types::Scope::ProductsRead")] auth: $crate::auth::ApiKeyAuth,
                #[doc = $id_doc]
                #[oai(name = $id_name)]
                id: poem_openapi::param::Path<uuid::Uuid>,
            ) -> Result<$crate::wire::Found<$response>, $crate::http::Failure<$crate::http::ReadErrors>> {
                let view = $crate::service::products::get(&self.db, auth.0.organisation_id, id.0).await?;
                Ok($crate::wire::Found(<$response>::from(view)))
            }

            #[doc = $create_summary]
            #[doc = ""]
            #[doc = $create_doc]
            #[oai(path = "/", method = "post", operation_id = $create_id)]
            async fn create(
                &self,
                #[oai(scope = "crate::types::Scope::ProductsWrite")] auth: $crate::auth::ApiKeyAuth,
                body: $crate::wire::JsonBody<$create>,
            ) -> Result<$crate::wire::Created<$response>, $crate::http::Failure<$crate::http::WriteErrors>>
            {
                let state = $crate::api::products::CreateBody::into_state(body.0);
                let view = $crate::service::products::create(&self.db, auth.0.organisation_id, state).await?;
                Ok($crate::wire::Created(<$response>::from(view)))
            }

            #[doc = $update_summary]
            #[doc = ""]
            #[doc = $update_doc]
            #[oai(path = $id_path, method = "patch", operation_id = $update_id)]
            async fn update(
                &self,
                #[oai(scope = "crate::types::Scope::ProductsWrite")] auth: $crate::auth::ApiKeyAuth,
                #[doc = $id_doc]
                #[oai(name = $id_name)]
                id: poem_openapi::param::Path<uuid::Uuid>,
                body: $crate::wire::JsonBody<$update>,
            ) -> Result<$crate::wire::Updated<$response>, $crate::http::Failure<$crate::http::WriteErrors>>
            {
                let body = body.0;
                let change = move |state: &mut _, problems: &mut $crate::service::Problems| {
                    $crate::api::products::UpdateBody::apply(&body, state, problems)
                };
                let view =
                    $crate::service::products::update(&self.db, auth.0.organisation_id, id.0, change).await?;
                Ok($crate::wire::Updated(<$response>::from(view)))
            }
        }
    };
}

pub(crate) use product_api;
