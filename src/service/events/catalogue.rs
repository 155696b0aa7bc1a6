//! The catalogue of event types: what changed, on which kind of record. One table declares the
//! enum the API documents, the stored names and the descriptions docs/integrating.md repeats.

use crate::types::{Scope, Scopes};

/// The kinds of record events are about (`resourceType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, poem_openapi::Enum)]
#[oai(rename_all = "camelCase")]
pub enum ResourceType {
    Contact,
    Profile,
    Opportunity,
    Note,
    Investment,
    Mortgage,
    #[oai(rename = "kiwisaver")]
    KiwiSaver,
    /// A profile's household expenses (`profileId` names the household).
    Expenses,
    Policy,
    Member,
    /// A webhook endpoint of the organisation (`resourceId` is its id).
    #[oai(rename = "webhook_endpoint")]
    WebhookEndpoint,
    /// A Privacy Act request about a contact (`resourceId` is its id). Seen only with
    /// `privacy:manage`.
    #[oai(rename = "privacy_request")]
    PrivacyRequest,
}

impl ResourceType {
    pub const ALL: [ResourceType; 12] = [
        ResourceType::Contact,
        ResourceType::Profile,
        ResourceType::Opportunity,
        ResourceType::Note,
        ResourceType::Investment,
        ResourceType::Mortgage,
        ResourceType::KiwiSaver,
        ResourceType::Expenses,
        ResourceType::Policy,
        ResourceType::Member,
        ResourceType::WebhookEndpoint,
        ResourceType::PrivacyRequest,
    ];

    /// The name stored and shown in `resourceType` (and the prefix of its event types).
    pub fn name(self) -> &'static str {
        match self {
            ResourceType::Contact => "contact",
            ResourceType::Profile => "profile",
            ResourceType::Opportunity => "opportunity",
            ResourceType::Note => "note",
            ResourceType::Investment => "investment",
            ResourceType::Mortgage => "mortgage",
            ResourceType::KiwiSaver => "kiwisaver",
            ResourceType::Expenses => "expenses",
            ResourceType::Policy => "policy",
            ResourceType::Member => "member",
            ResourceType::WebhookEndpoint => "webhook_endpoint",
            ResourceType::PrivacyRequest => "privacy_request",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|resource| resource.name() == name)
    }

    /// The scope that reads records of this type: an event about one is seen (in the feed, by
    /// a webhook endpoint) only by a credential that could read the record itself.
    pub fn read_scope(self) -> Scope {
        match self {
            ResourceType::Contact | ResourceType::Profile => Scope::ContactsRead,
            ResourceType::Opportunity => Scope::OpportunitiesRead,
            ResourceType::Note => Scope::NotesRead,
            ResourceType::Investment | ResourceType::Mortgage | ResourceType::KiwiSaver => {
                Scope::ProductsRead
            }
            ResourceType::Expenses => Scope::ExpensesRead,
            ResourceType::Policy => Scope::PoliciesRead,
            ResourceType::Member => Scope::MembersRead,
            ResourceType::WebhookEndpoint => Scope::WebhooksRead,
            // Who asked for their information, or its erasure, is itself personal information.
            ResourceType::PrivacyRequest => Scope::PrivacyManage,
        }
    }

    /// The types of record `scopes` may read events of.
    pub fn readable_with(scopes: Scopes) -> Vec<ResourceType> {
        Self::ALL.into_iter().filter(|resource| scopes.allow(resource.read_scope())).collect()
    }

    /// Whether `scopes` may read events about records of the type stored as `name`.
    pub fn readable_by_name(name: &str, scopes: Scopes) -> bool {
        Self::from_name(name).is_some_and(|resource| scopes.allow(resource.read_scope()))
    }

    /// The wire field that says the record is archived, for records that can be archived.
    pub(super) fn archive_field(self) -> Option<&'static str> {
        match self {
            ResourceType::Contact => Some("IsArchived"),
            ResourceType::Profile => Some("isProfileArchived"),
            ResourceType::Opportunity => Some("isArchived"),
            _ => None,
        }
    }
}

macro_rules! catalogue {
    ($($variant:ident = $name:literal, $resource:ident, $description:literal;)*) => {
        /// The type of an event: `<resourceType>.<what happened>`. docs/integrating.md ("Event
        /// types") has the catalogue with descriptions.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, poem_openapi::Enum)]
        pub enum EventType {
            $(
                #[doc = $description]
                #[oai(rename = $name)]
                $variant,
            )*
        }

        impl EventType {
            pub const ALL: &[EventType] = &[$(EventType::$variant),*];

            /// The name stored and shown in `type`.
            pub fn name(self) -> &'static str {
                match self { $(EventType::$variant => $name,)* }
            }

            /// What the event means, for the catalogue.
            pub fn description(self) -> &'static str {
                match self { $(EventType::$variant => $description,)* }
            }

            /// The kind of record the event is about.
            pub fn resource_type(self) -> ResourceType {
                match self { $(EventType::$variant => ResourceType::$resource,)* }
            }
        }
    };
}

catalogue! {
    ContactCreated = "contact.created", Contact, "A person, company or trust was created.";
    ContactUpdated = "contact.updated", Contact, "A contact's fields changed (including its key-contact flags).";
    ContactArchived = "contact.archived", Contact, "A contact was archived.";
    ContactRestored = "contact.restored", Contact, "An archived contact was restored.";
    ContactErased = "contact.erased", Contact, "A contact was erased on a Privacy Act request: `data` is its tombstone (`isErased`); erase your copies of the person.";
    ProfileCreated = "profile.created", Profile, "A profile was created (also when a contact is created without one).";
    ProfileUpdated = "profile.updated", Profile, "A profile's fields or contacts changed.";
    ProfileKeyContactChanged = "profile.key_contact_changed", Profile, "A profile's key contact changed.";
    ProfileArchived = "profile.archived", Profile, "A profile was archived.";
    ProfileRestored = "profile.restored", Profile, "An archived profile was restored.";
    OpportunityCreated = "opportunity.created", Opportunity, "An opportunity was created.";
    OpportunityUpdated = "opportunity.updated", Opportunity, "An opportunity's fields changed.";
    OpportunityStatusChanged = "opportunity.status_changed", Opportunity, "An opportunity's status changed (won, lost, reopened, …).";
    OpportunityArchived = "opportunity.archived", Opportunity, "An opportunity was archived.";
    OpportunityRestored = "opportunity.restored", Opportunity, "An archived opportunity was restored.";
    NoteCreated = "note.created", Note, "A note was created.";
    NoteUpdated = "note.updated", Note, "A note changed.";
    InvestmentCreated = "investment.created", Investment, "An investment was created.";
    InvestmentUpdated = "investment.updated", Investment, "An investment changed.";
    MortgageCreated = "mortgage.created", Mortgage, "A mortgage was created.";
    MortgageUpdated = "mortgage.updated", Mortgage, "A mortgage changed.";
    KiwiSaverCreated = "kiwisaver.created", KiwiSaver, "A KiwiSaver account was created.";
    KiwiSaverUpdated = "kiwisaver.updated", KiwiSaver, "A KiwiSaver account changed.";
    ExpensesCreated = "expenses.created", Expenses, "A profile's household expenses were recorded for the first time.";
    ExpensesUpdated = "expenses.updated", Expenses, "A profile's household expenses changed (scalars or expense lines).";
    PolicyCreated = "policy.created", Policy, "A policy was imported.";
    MemberCreated = "member.created", Member, "A member was added to the organisation.";
    PrivacyRequestCreated = "privacy_request.created", PrivacyRequest, "A Privacy Act request was opened (seen only with `privacy:manage`).";
    PrivacyRequestUpdated = "privacy_request.updated", PrivacyRequest, "A Privacy Act request changed or was decided (seen only with `privacy:manage`).";
    WebhookEndpointDisabled = "webhook_endpoint.disabled", WebhookEndpoint, "The service disabled a webhook endpoint whose deliveries kept failing (five days by default); `data` is the endpoint, with `disabledReason`.";
}

impl EventType {
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|event| event.name() == name)
    }

    /// The `<resource>.<suffix>` type of the catalogue, if there is one.
    pub fn of(resource: ResourceType, suffix: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|event| event.resource_type() == resource && event.name().ends_with(&format!(".{suffix}")))
    }
}
