//! Each request body type's schema registry, built once per process. Building it walks every
//! schema the type refers to; checking an import's records one by one rebuilt it for each
//! record (about 5 % of an import's time).

use std::{
    collections::HashMap,
    sync::{LazyLock, RwLock},
};

use poem_openapi::{
    registry::{MetaSchemaRef, Registry},
    types::Type,
};

/// A type's registry and its own schema.
pub struct Schemas {
    pub registry: Registry,
    pub root: MetaSchemaRef,
}

/// Keyed by type name: the registry itself assumes one schema per name, and a name needs no
/// `'static` bound on `T`. Entries are leaked on purpose: one per body type, for the process.
static BUILT: LazyLock<RwLock<HashMap<&'static str, &'static Schemas>>> = LazyLock::new(Default::default);

/// `T`'s schemas, built on first use.
pub fn of<T: Type>() -> &'static Schemas {
    let name = std::any::type_name::<T>();
    if let Some(schemas) = BUILT.read().unwrap_or_else(|poisoned| poisoned.into_inner()).get(name) {
        return schemas;
    }
    let mut registry = Registry::new();
    T::register(&mut registry);
    let built: &'static Schemas = Box::leak(Box::new(Schemas { registry, root: T::schema_ref() }));
    BUILT.write().unwrap_or_else(|poisoned| poisoned.into_inner()).entry(name).or_insert(built)
}
