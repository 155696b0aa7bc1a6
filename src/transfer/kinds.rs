//! The kinds of record a transfer moves, in dependency order: a record only refers to kinds
//! before it, so one pass per kind resolves every reference whatever order the source lists
//! records in.

use crate::service::transfer::Stamped;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Member,
    Pipeline,
    Profile,
    Contact,
    Opportunity,
    Mortgage,
    KiwiSaver,
    Investment,
    Note,
    Policy,
    Expenses,
}

impl Kind {
    /// Every kind, in the order records are exported and imported.
    pub const ALL: [Kind; 11] = [
        Kind::Member,
        Kind::Pipeline,
        Kind::Profile,
        Kind::Contact,
        Kind::Opportunity,
        Kind::Mortgage,
        Kind::KiwiSaver,
        Kind::Investment,
        Kind::Note,
        Kind::Policy,
        Kind::Expenses,
    ];

    /// The record's `type` in an export file, and its kind in the id-mapping table.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Member => "member",
            Kind::Pipeline => "pipeline",
            Kind::Profile => "profile",
            Kind::Contact => "contact",
            Kind::Opportunity => "opportunity",
            Kind::Mortgage => "mortgage",
            Kind::KiwiSaver => "kiwisaver",
            Kind::Investment => "investment",
            Kind::Note => "note",
            Kind::Policy => "policy",
            Kind::Expenses => "expenses",
        }
    }

    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The list endpoint under `/api/v1` (expenses are read per profile).
    pub fn list_path(self) -> &'static str {
        match self {
            Kind::Member => "/members",
            Kind::Pipeline => "/pipelines",
            Kind::Profile | Kind::Expenses => "/profiles",
            Kind::Contact => "/contacts",
            Kind::Opportunity => "/opportunities",
            Kind::Mortgage => "/mortgages",
            Kind::KiwiSaver => "/kiwisavers",
            Kind::Investment => "/investments",
            Kind::Note => "/notes",
            Kind::Policy => "/policies",
        }
    }

    /// The field holding the record's id, besides `id` (expenses are keyed by their profile).
    pub fn id_field(self) -> &'static str {
        match self {
            Kind::Member => "memberId",
            Kind::Pipeline => "pipelineId",
            Kind::Profile | Kind::Expenses => "profileId",
            Kind::Contact => "contactId",
            Kind::Opportunity => "opportunityId",
            Kind::Mortgage => "mortgageId",
            Kind::KiwiSaver => "kiwiSaverId",
            Kind::Investment => "investmentId",
            Kind::Note => "noteId",
            Kind::Policy => "policyId",
        }
    }

    /// The table whose timestamps the kind's records carry (pipelines have none).
    pub fn stamped(self) -> Option<Stamped> {
        Some(match self {
            Kind::Member => Stamped::Member,
            Kind::Pipeline => return None,
            Kind::Profile => Stamped::Profile,
            Kind::Contact => Stamped::Contact,
            Kind::Opportunity => Stamped::Opportunity,
            Kind::Mortgage | Kind::KiwiSaver | Kind::Investment => Stamped::Product,
            Kind::Note => Stamped::Note,
            Kind::Policy => Stamped::Policy,
            Kind::Expenses => Stamped::Expenses,
        })
    }
}
