//! How a record looks on the wire, for an event's `data`. The wire types live in `crate::api`,
//! which this layer must not import, so the API layer installs one renderer per view type
//! (keyed by its `TypeId`) when the application is built; the command line does the same
//! before it writes. The service layer hands its view to [`render`] and gets the JSON the GET
//! endpoint would answer with.

use std::{
    any::{Any, TypeId},
    collections::HashMap,
    sync::{LazyLock, RwLock},
};

use sea_orm::DbErr;

use crate::error::ServiceError;

type Renderer = Box<dyn Fn(&dyn Any) -> Option<serde_json::Value> + Send + Sync>;

static RENDERERS: LazyLock<RwLock<HashMap<TypeId, Renderer>>> = LazyLock::new(Default::default);

/// Makes `render` the wire form of `V` (installing it again replaces it).
pub fn install<V: Any>(render: fn(&V) -> serde_json::Value) {
    let renderer: Renderer = Box::new(move |view| view.downcast_ref::<V>().map(render));
    RENDERERS.write().unwrap_or_else(|poisoned| poisoned.into_inner()).insert(TypeId::of::<V>(), renderer);
}

/// `view` as its GET endpoint shows it. Failing here is a programming error (a view type with no
/// renderer installed); the write is refused rather than recorded without its data.
pub fn render<V: Any>(view: &V) -> Result<serde_json::Value, ServiceError> {
    let renderers = RENDERERS.read().unwrap_or_else(|poisoned| poisoned.into_inner());
    renderers.get(&TypeId::of::<V>()).and_then(|render| render(view)).ok_or_else(|| {
        ServiceError::Database(DbErr::Custom(format!(
            "no event renderer installed for {}",
            std::any::type_name::<V>()
        )))
    })
}
