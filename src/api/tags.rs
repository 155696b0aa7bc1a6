use poem_openapi::Tags;

/// Groups of operations in the document and in Swagger UI.
#[derive(Tags)]
pub enum ApiTags {
    /// People, companies and trusts: the firm's clients and the parties around them.
    Contacts,
    /// Households and businesses grouping contacts, each with at most one key contact.
    Profiles,
    /// Business being worked on for a profile, including mortgage opportunities with diary notes.
    Opportunities,
    /// The sales and service processes opportunities move through, with their stages.
    Pipelines,
    /// Home loans of a profile: lender, rate, repayments and the contacts who own them.
    Mortgages,
    /// KiwiSaver accounts: a person's membership of a KiwiSaver scheme.
    KiwiSaver,
    /// Managed funds, shares, term deposits and other investments of a profile.
    Investments,
    /// A household's monthly expenses, with its expense lines.
    Expenses,
    /// Notes on a profile, as sanitised HTML.
    Notes,
    /// Signed fact-find invitation links for an opportunity's client.
    Invitations,
    /// Life and health insurance policies with their cover items (read-only).
    Policies,
    /// The firm's users (advisers, assistants and managers). Formerly "accounts".
    Members,
    /// The feed of changes to the organisation's records: who changed what, when.
    Events,
    /// Endpoints the organisation's events are sent to, signed (Standard Webhooks), with the log
    /// of every delivery attempt.
    Webhooks,
    /// Privacy Act 2020 requests about a person (access, correction, erasure), each with the day
    /// it must be decided by.
    Privacy,
    /// Checks that the organisation's records of who changed what have not been altered.
    Audit,
    /// Endpoints that were removed, kept to tell clients what replaced them.
    Removed,
}
