//! `GET /privacy/requests/{id}/bundle`: everything the organisation holds about a request's
//! person, as one document (IPP 6; `service::privacy::bundle` says what it includes and leaves
//! out), in JSON or, with `?format=html`, as a page an adviser can read and send.

mod html;

use poem::{IntoResponse, Response, http::StatusCode};
use poem_openapi::{
    ApiResponse, Enum, Object, OpenApi,
    param::{Path, Query},
    registry::{MetaMediaType, MetaResponse, MetaResponses, MetaSchema, MetaSchemaRef, Registry},
    types::Type,
};
use uuid::Uuid;

use super::{
    access_log::AccessEntry,
    contacts::Contact,
    expenses::HouseholdExpenses,
    history::FieldHistoryEntry,
    notes::Note,
    opportunities::Opportunity,
    policies::Policy,
    products::{investments::Investment, kiwisavers::KiwiSaver, mortgages::Mortgage},
    profiles::Profile,
    tags::ApiTags,
};
use crate::{
    auth::ApiKeyAuth,
    db::Database,
    http::{Failure, ReadErrors},
    service::{
        events::ResourceType,
        privacy::{
            bundle::{self, Bundle},
            review,
        },
    },
    types::NzTimestamp,
    wire::{Envelope, Found},
};

/// Everything the organisation holds about a person, for an access request (IPP 6). Other
/// members of their households appear by name and key-contact role only; products are those
/// they own, policies those they own or are a life assured on (without others' covers); the
/// household's per-contact expense amounts are only theirs. Notes and opportunities are
/// included whole, and listed in `forReview`: their free text may mention other people.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PrivacyBundle {
    /// The access request this answers.
    pub privacy_request_id: Uuid,
    /// The person.
    pub contact_id: Uuid,
    /// When the bundle was put together.
    pub generated_timestamp: NzTimestamp,
    /// The person's contact record, with its address and employment histories.
    pub contact: Contact,
    /// The profiles (households) they belong to.
    pub profiles: Vec<Profile>,
    /// Mortgages they own (alone or jointly).
    pub mortgages: Vec<Mortgage>,
    /// KiwiSaver accounts they own.
    pub kiwi_savers: Vec<KiwiSaver>,
    /// Investments they own (alone or jointly).
    pub investments: Vec<Investment>,
    /// Policies they own or are a life assured on, with only their own covers.
    pub policies: Vec<Policy>,
    /// Their profiles' opportunities.
    pub opportunities: Vec<Opportunity>,
    /// Their households' expenses, with only their own per-contact amounts.
    pub expenses: Vec<HouseholdExpenses>,
    /// Notes on their profiles.
    pub notes: Vec<Note>,
    /// Records whose free text may mention other people: to read before sending the bundle.
    pub for_review: Vec<ReviewItem>,
    /// The field history of their own records (contact, products, policies above).
    pub history: Vec<RecordHistory>,
    /// Who has seen their records (the access log), newest first.
    pub access_log: Vec<AccessEntry>,
}

/// A record of the bundle whose free text an adviser should read before sending it.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ReviewItem {
    /// `note` or `opportunity`.
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub resource_type: ResourceType,
    pub id: Uuid,
    /// Which of its fields are free text.
    pub fields: Vec<String>,
}

impl From<review::ReviewItem> for ReviewItem {
    fn from(item: review::ReviewItem) -> Self {
        ReviewItem { resource_type: item.resource, id: item.id, fields: item.fields }
    }
}

/// One of the person's records and its field history, newest first.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct RecordHistory {
    /// The record's type, as events name it (`contact`, `mortgage`, `policy`, …).
    #[serde(serialize_with = "crate::wire::as_to_json")]
    pub resource_type: ResourceType,
    pub resource_id: Uuid,
    pub entries: Vec<FieldHistoryEntry>,
}

crate::wire::described!(PrivacyBundle => "Privacy bundle", "Privacy bundles";);

impl From<Bundle> for PrivacyBundle {
    fn from(bundle: Bundle) -> Self {
        let for_review =
            review::items(&bundle.notes, &bundle.opportunities).into_iter().map(ReviewItem::from).collect();
        let opportunities: Vec<Opportunity> =
            bundle.opportunities.into_iter().map(Opportunity::from).collect();
        let notes: Vec<Note> = bundle.notes.into_iter().map(Note::from).collect();
        PrivacyBundle {
            privacy_request_id: bundle.request.id,
            contact_id: bundle.request.contact_id,
            generated_timestamp: NzTimestamp(chrono::Utc::now()),
            contact: bundle.contact.into(),
            profiles: bundle.profiles.into_iter().map(Profile::from).collect(),
            mortgages: bundle.mortgages.into_iter().map(Mortgage::from).collect(),
            kiwi_savers: bundle.kiwi_savers.into_iter().map(KiwiSaver::from).collect(),
            investments: bundle.investments.into_iter().map(Investment::from).collect(),
            policies: bundle.policies.into_iter().map(Policy::from).collect(),
            opportunities,
            expenses: bundle.expenses.into_iter().map(HouseholdExpenses::from).collect(),
            notes,
            for_review,
            history: bundle
                .history
                .into_iter()
                .map(|record| RecordHistory {
                    resource_type: record.resource,
                    resource_id: record.resource_id,
                    entries: record.entries.into_iter().map(FieldHistoryEntry::from).collect(),
                })
                .collect(),
            access_log: bundle.access.into_iter().map(AccessEntry::from).collect(),
        }
    }
}

/// The bundle's formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum BundleFormat {
    Json,
    Html,
}

/// 200 with the bundle: in the envelope as JSON, or as an HTML page.
pub enum BundleAnswer {
    Json(Box<PrivacyBundle>),
    Html(String),
}

impl IntoResponse for BundleAnswer {
    fn into_response(self) -> Response {
        match self {
            BundleAnswer::Json(bundle) => Found(*bundle).into_response(),
            BundleAnswer::Html(page) => {
                Response::builder().status(StatusCode::OK).content_type("text/html; charset=utf-8").body(page)
            }
        }
    }
}

impl ApiResponse for BundleAnswer {
    fn meta() -> MetaResponses {
        MetaResponses {
            responses: vec![MetaResponse {
                description: "The bundle: in the envelope as JSON, or (`format=html`) as an HTML page.",
                status: Some(200),
                status_range: None,
                content: vec![
                    MetaMediaType {
                        content_type: "application/json; charset=utf-8",
                        schema: <Envelope<PrivacyBundle> as Type>::schema_ref(),
                    },
                    MetaMediaType {
                        content_type: "text/html; charset=utf-8",
                        schema: MetaSchemaRef::Inline(Box::new(MetaSchema::new("string"))),
                    },
                ],
                headers: vec![],
            }],
        }
    }

    fn register(registry: &mut Registry) {
        <Envelope<PrivacyBundle> as Type>::register(registry);
    }
}

pub struct PrivacyBundleApi {
    db: Database,
}

impl PrivacyBundleApi {
    pub fn new(db: Database) -> Self {
        PrivacyBundleApi { db }
    }
}

#[OpenApi(prefix_path = "/privacy/requests", tag = "ApiTags::Privacy")]
impl PrivacyBundleApi {
    /// Get the information held about a request's person
    ///
    /// Everything the organisation holds about the person the request names (IPP 6): their
    /// contact record, profiles, the products and policies they own, their households'
    /// opportunities, expenses and notes, their records' field history and who has seen them.
    /// Other people's own information is left out; records whose free text may mention others
    /// are listed in `forReview`. `format=html` answers the same as a readable page.
    #[oai(path = "/:privacyRequestId/bundle", method = "get", operation_id = "getPrivacyRequestBundle")]
    async fn bundle(
        &self,
        #[oai(scope = "crate::types::Scope::PrivacyManage")] auth: ApiKeyAuth,
        /// The request's id.
        #[oai(name = "privacyRequestId")]
        id: Path<Uuid>,
        /// `json` (the default) or `html`.
        format: Query<Option<BundleFormat>>,
    ) -> Result<BundleAnswer, Failure<ReadErrors>> {
        let bundle: PrivacyBundle = bundle::gather(&self.db, auth.0.organisation_id, id.0).await?.into();
        Ok(match format.0.unwrap_or(BundleFormat::Json) {
            BundleFormat::Json => BundleAnswer::Json(Box::new(bundle)),
            BundleFormat::Html => {
                let json = serde_json::to_value(&bundle).unwrap_or_default();
                BundleAnswer::Html(html::render("Personal information held", &json))
            }
        })
    }
}
