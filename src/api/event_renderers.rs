//! The wire form of every record an event carries: the service layer records events with its
//! views and cannot see the API's types, so each view's renderer is installed here (see
//! `service::events::render`), from the same `From` conversions the GET endpoints use.

use poem_openapi::types::ToJSON;

use crate::{
    entity::member,
    service::{
        contacts::ContactView,
        events::render::install,
        expenses::ExpensesView,
        notes::NoteView,
        opportunities::OpportunityView,
        policies::PolicyView,
        products::{
            ProductView, investments::InvestmentDetails, kiwisavers::KiwiSaverDetails,
            mortgages::MortgageDetails,
        },
        profiles::ProfileView,
    },
};

/// The view type `$view` is rendered as the response schema `$wire`.
macro_rules! renderers {
    ($($view:ty => $wire:ty),* $(,)?) => {
        $(install::<$view>(|view| <$wire>::from(view.clone()).to_json().unwrap_or_default());)*
    };
}

/// Installs every renderer; done when the application (or a command that writes) starts.
pub fn install_all() {
    renderers! {
        ContactView => super::contacts::Contact,
        ProfileView => super::profiles::Profile,
        OpportunityView => super::opportunities::Opportunity,
        NoteView => super::notes::Note,
        ProductView<InvestmentDetails> => super::products::investments::Investment,
        ProductView<MortgageDetails> => super::products::mortgages::Mortgage,
        ProductView<KiwiSaverDetails> => super::products::kiwisavers::KiwiSaver,
        ExpensesView => super::expenses::HouseholdExpenses,
        PolicyView => super::policies::Policy,
        member::Model => super::members::Member,
        crate::entity::webhook_endpoint::Model => super::webhook_endpoints::WebhookEndpoint,
        crate::entity::event::Model => super::events::Event,
        crate::entity::privacy_request::Model => super::privacy::PrivacyRequest,
    }
}
