//! What a credential may do: one scope per resource family and access, `<family>:read` or
//! `<family>:write` (docs/decisions.md, ADR-36). A write scope includes reading the same
//! family, since every write answers with the record it wrote. Each operation declares the one
//! scope it needs (`#[oai(scope = "…")]` on its `auth` parameter); the document names it on the
//! operation (`x-required-scope`, `api::scopes`), and the guard in front of the API enforces
//! it from there.

use std::fmt;

use poem_openapi::OAuthScopes;

/// A scope, as it appears in the document and in `keys create --scope` (spelt as OAuth 2.0
/// spells scopes, so an OAuth client can carry the same ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, OAuthScopes)]
pub enum Scope {
    /// Read contacts and profiles (households), and search them.
    #[oai(rename = "contacts:read")]
    ContactsRead,
    /// Create and change contacts and profiles (includes reading them).
    #[oai(rename = "contacts:write")]
    ContactsWrite,
    /// Read opportunities and pipelines.
    #[oai(rename = "opportunities:read")]
    OpportunitiesRead,
    /// Create, change and reopen opportunities (includes reading them and pipelines).
    #[oai(rename = "opportunities:write")]
    OpportunitiesWrite,
    /// Read the organisation's members (advisers and staff).
    #[oai(rename = "members:read")]
    MembersRead,
    /// Read financial products: mortgages, KiwiSaver accounts and investments.
    #[oai(rename = "products:read")]
    ProductsRead,
    /// Create and change financial products (includes reading them).
    #[oai(rename = "products:write")]
    ProductsWrite,
    /// Read households' expenses.
    #[oai(rename = "expenses:read")]
    ExpensesRead,
    /// Record and change households' expenses (includes reading them).
    #[oai(rename = "expenses:write")]
    ExpensesWrite,
    /// Read advisers' notes.
    #[oai(rename = "notes:read")]
    NotesRead,
    /// File and change notes (includes reading them).
    #[oai(rename = "notes:write")]
    NotesWrite,
    /// Read insurance policies.
    #[oai(rename = "policies:read")]
    PoliciesRead,
    /// Get fact-find invitation links.
    #[oai(rename = "invitations:read")]
    InvitationsRead,
    /// Revoke invitation links (includes getting them).
    #[oai(rename = "invitations:write")]
    InvitationsWrite,
    /// Read the events feed (only events of the families the credential may read).
    #[oai(rename = "events:read")]
    EventsRead,
    /// Read webhook endpoints and their deliveries.
    #[oai(rename = "webhooks:read")]
    WebhooksRead,
    /// Register, change, delete and rotate webhook endpoints, and retry deliveries.
    #[oai(rename = "webhooks:write")]
    WebhooksWrite,
    /// Verify the organisation's field history has not been altered. Never held by a key
    /// issued before it existed: granted only by name.
    #[oai(rename = "audit:read")]
    AuditRead,
    /// Open, read and decide Privacy Act requests (access, correction, erasure), and see their
    /// events. Granted only by name, as `audit:read` is.
    #[oai(rename = "privacy:manage")]
    PrivacyManage,
}

impl Scope {
    /// Every scope of the first release with scopes, in the document's order. Keys issued
    /// before scopes existed hold exactly these; scopes added later are granted only explicitly.
    pub const FIRST_RELEASE: [Scope; 17] = [
        Scope::ContactsRead,
        Scope::ContactsWrite,
        Scope::OpportunitiesRead,
        Scope::OpportunitiesWrite,
        Scope::MembersRead,
        Scope::ProductsRead,
        Scope::ProductsWrite,
        Scope::ExpensesRead,
        Scope::ExpensesWrite,
        Scope::NotesRead,
        Scope::NotesWrite,
        Scope::PoliciesRead,
        Scope::InvitationsRead,
        Scope::InvitationsWrite,
        Scope::EventsRead,
        Scope::WebhooksRead,
        Scope::WebhooksWrite,
    ];

    /// Scopes added after the first release, in the order they were added: never held by a
    /// key unless granted by name.
    pub const ADDED: [Scope; 2] = [Scope::AuditRead, Scope::PrivacyManage];

    /// Every scope there is: the first release's, then those added since.
    pub const ALL: [Scope; 19] = {
        let mut all = [Scope::AuditRead; 19];
        let mut index = 0;
        while index < Scope::FIRST_RELEASE.len() {
            all[index] = Scope::FIRST_RELEASE[index];
            index += 1;
        }
        while index < all.len() {
            all[index] = Scope::ADDED[index - Scope::FIRST_RELEASE.len()];
            index += 1;
        }
        all
    };

    pub fn name(self) -> &'static str {
        OAuthScopes::name(&self)
    }

    pub fn parse(name: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|scope| scope.name() == name)
    }

    /// The scope a write scope includes (its family's read), if any.
    fn included_read(self) -> Option<Scope> {
        match self {
            Scope::ContactsWrite => Some(Scope::ContactsRead),
            Scope::OpportunitiesWrite => Some(Scope::OpportunitiesRead),
            Scope::ProductsWrite => Some(Scope::ProductsRead),
            Scope::ExpensesWrite => Some(Scope::ExpensesRead),
            Scope::NotesWrite => Some(Scope::NotesRead),
            Scope::InvitationsWrite => Some(Scope::InvitationsRead),
            Scope::WebhooksWrite => Some(Scope::WebhooksRead),
            _ => None,
        }
    }

    fn bit(self) -> u32 {
        1 << (self as u32)
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The scopes a credential holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Scopes(u32);

impl Scopes {
    pub fn of(scopes: impl IntoIterator<Item = Scope>) -> Scopes {
        Scopes(scopes.into_iter().fold(0, |bits, scope| bits | scope.bit()))
    }

    /// What a key issued before scopes existed holds.
    pub fn first_release() -> Scopes {
        Scopes::of(Scope::FIRST_RELEASE)
    }

    /// Whether an operation needing `scope` is allowed: it is held, or a write scope that
    /// includes it is.
    pub fn allow(self, scope: Scope) -> bool {
        self.0 & scope.bit() != 0
            || Scope::ALL.iter().any(|held| self.holds(*held) && held.included_read() == Some(scope))
    }

    pub fn holds(self, scope: Scope) -> bool {
        self.0 & scope.bit() != 0
    }

    /// The scopes held, in the document's order.
    pub fn iter(self) -> impl Iterator<Item = Scope> {
        Scope::ALL.into_iter().filter(move |scope| self.holds(*scope))
    }

    /// The scopes both hold.
    pub fn intersect(self, other: Scopes) -> Scopes {
        Scopes(self.0 & other.0)
    }

    /// As stored and as OAuth 2.0 spells a scope list: names separated by spaces.
    pub fn to_text(self) -> String {
        self.iter().map(Scope::name).collect::<Vec<_>>().join(" ")
    }

    /// A list as stored, or as sent (separated by spaces or commas). A name that is not a
    /// scope is an error naming it.
    pub fn parse(text: &str) -> Result<Scopes, String> {
        let names = text.split([' ', ',']).map(str::trim).filter(|name| !name.is_empty());
        let mut scopes = Vec::new();
        for name in names {
            scopes.push(Scope::parse(name).ok_or_else(|| format!("`{name}` is not a scope"))?);
        }
        Ok(Scopes::of(scopes))
    }

    /// A stored list; a key stored before scopes existed (no list) holds the first release's.
    pub fn stored(text: Option<&str>) -> Scopes {
        match text {
            Some(text) => Scopes::parse(text).unwrap_or_default(),
            None => Scopes::first_release(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_scope_includes_its_familys_read_and_nothing_else() {
        let notes = Scopes::of([Scope::NotesWrite]);
        assert!(notes.allow(Scope::NotesWrite) && notes.allow(Scope::NotesRead));
        assert!(!notes.allow(Scope::ContactsRead) && !notes.allow(Scope::ContactsWrite));
        let read = Scopes::of([Scope::ContactsRead]);
        assert!(read.allow(Scope::ContactsRead) && !read.allow(Scope::ContactsWrite));
    }

    #[test]
    fn lists_read_and_write_as_text() {
        let scopes = Scopes::parse("notes:write, contacts:read").unwrap();
        assert_eq!(scopes.to_text(), "contacts:read notes:write");
        assert_eq!(Scopes::parse(&scopes.to_text()), Ok(scopes));
        assert!(Scopes::parse("contacts:delete").unwrap_err().contains("contacts:delete"));
        assert_eq!(Scopes::stored(None), Scopes::first_release());
        assert_eq!(Scopes::stored(Some("")), Scopes::default());
    }
}
