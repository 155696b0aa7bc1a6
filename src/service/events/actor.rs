//! Who makes a change, kept in a task-local (like the request id in `crate::request_id`): the
//! API-key guard sets it for the request it lets through, the command line for its commands.
//! Events read it when they are written, so no service signature has to carry it.

use std::{future::Future, sync::OnceLock};

use uuid::Uuid;

/// Who made a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    /// A request made with an API key (of a member, or of the organisation itself), or with an
    /// OAuth 2.0 access token: then `oauth_client_id` is its client's `client_id`, and
    /// `key_prefix` the token's own prefix.
    /// `key_id` is the key's id (the client's record id for a token), `operation_id` the
    /// documented operation the request reached, `request_id` its id.
    ApiKey {
        key_prefix: String,
        member_id: Option<Uuid>,
        key_id: Uuid,
        oauth_client_id: Option<String>,
        operation_id: Option<String>,
        request_id: Option<String>,
    },
    /// A command of the command line (`advisory-crm import …`, `members add …`).
    Cli,
    /// The service itself: start-up provisioning, demo data, background work.
    System,
}

impl Actor {
    /// The name stored and shown in an event's `actor.type`.
    pub fn kind(&self) -> &'static str {
        match self {
            Actor::ApiKey { .. } => "apiKey",
            Actor::Cli => "cli",
            Actor::System => "system",
        }
    }
}

/// The actor of a request or command, and its member's name once an event has read it.
struct Scoped {
    actor: Actor,
    member_name: OnceLock<Option<String>>,
}

tokio::task_local! {
    static ACTOR: Scoped;
}

/// The actor of the work in progress; `System` outside any request or command.
pub fn current() -> Actor {
    ACTOR.try_with(|scoped| scoped.actor.clone()).unwrap_or(Actor::System)
}

/// Runs `work` with `actor` as the actor of every change it makes.
pub fn scope<F: Future>(actor: Actor, work: F) -> impl Future<Output = F::Output> {
    ACTOR.scope(Scoped { actor, member_name: OnceLock::new() }, work)
}

/// The current actor's member name as read earlier in this request or command, if it was:
/// each event records it, and a request writing several events reads it once.
pub fn known_member_name() -> Option<Option<String>> {
    ACTOR.try_with(|scoped| scoped.member_name.get().cloned()).ok().flatten()
}

/// Keeps the current actor's member name for the rest of the request or command.
pub fn remember_member_name(name: Option<String>) {
    let _ = ACTOR.try_with(|scoped| scoped.member_name.set(name));
}
