//! Statements built once per query shape.
//!
//! SeaORM builds a query's SQL anew for every request: a contact with its profiles is about 40
//! column expressions, each aliased (`A_…`, `B_…`) by formatting a string, then quoted and
//! written out. Under load that was an eighth of `GET /contacts/{id}` (`perf`: `Select::new`,
//! `prepare_select_col`, `exprs_mut_for_each`, `prepare_iden`), more than SQLite's own work.
//! A query whose SQL depends only on its shape, with its UUIDs as the only bound values that
//! change, is built here once per database kind with stand-in UUIDs; each request then gets the
//! same SQL with its own UUIDs put where the stand-ins were.

use std::sync::OnceLock;

use sea_orm::{DbBackend, QueryTrait, Statement, Value, Values};
use uuid::Uuid;

/// Where a value of the built statement comes from.
#[derive(Debug)]
enum Slot {
    /// The request's `n`th UUID.
    Argument(usize),
    /// A value of the shape itself (a constant of the query).
    Fixed(Value),
}

#[derive(Debug)]
struct Template {
    sql: String,
    slots: Vec<Slot>,
}

/// A query shape taking `N` UUIDs: declare one as a `static` beside the query it builds.
#[derive(Debug)]
pub struct Shape<const N: usize> {
    /// Built for SQLite, then for PostgreSQL.
    built: [OnceLock<Template>; 2],
}

impl<const N: usize> Default for Shape<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Shape<N> {
    pub const fn new() -> Self {
        Shape { built: [OnceLock::new(), OnceLock::new()] }
    }

    /// The statement `build(arguments)` would build for `backend`.
    pub fn statement<Q: QueryTrait>(
        &self,
        backend: DbBackend,
        arguments: [Uuid; N],
        build: impl Fn([Uuid; N]) -> Q,
    ) -> Statement {
        let index = usize::from(backend != DbBackend::Sqlite);
        let template = self.built[index].get_or_init(|| {
            let stand_ins: [Uuid; N] = std::array::from_fn(stand_in);
            let built = build(stand_ins).build(backend);
            let slots: Vec<Slot> = built
                .values
                .into_iter()
                .flat_map(|values| values.0)
                .map(|value| match stand_ins.iter().position(|id| value == Value::Uuid(Some(*id))) {
                    Some(argument) => Slot::Argument(argument),
                    None => Slot::Fixed(value),
                })
                .collect();
            for argument in 0..N {
                assert!(
                    slots.iter().any(|slot| matches!(slot, Slot::Argument(a) if *a == argument)),
                    "a query shape does not bind its argument {argument}"
                );
            }
            Template { sql: built.sql, slots }
        });
        let values = template
            .slots
            .iter()
            .map(|slot| match slot {
                Slot::Argument(argument) => Value::Uuid(Some(arguments[*argument])),
                Slot::Fixed(value) => value.clone(),
            })
            .collect();
        Statement { sql: template.sql.clone(), values: Some(Values(values)), db_backend: backend }
    }
}

/// The stand-in for argument `n`: a UUID no record has (version 8, "custom").
fn stand_in(n: usize) -> Uuid {
    Uuid::from_u128(0x5ee0_0000_0000_8000_8000_0000_0000_0000 | n as u128)
}

#[cfg(test)]
mod tests {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

    use super::*;
    use crate::entity::contact;

    fn query([organisation, id]: [Uuid; 2]) -> sea_orm::Select<contact::Entity> {
        contact::Entity::find()
            .filter(contact::Column::OrganisationId.eq(organisation))
            .filter(contact::Column::Id.eq(id))
            .filter(contact::Column::IsArchived.eq(false))
            .limit(1)
    }

    #[test]
    fn a_shaped_statement_is_the_statement_built_from_its_arguments() {
        static SHAPE: Shape<2> = Shape::new();
        for backend in [DbBackend::Sqlite, DbBackend::Postgres] {
            for _ in 0..3 {
                let arguments = [Uuid::now_v7(), Uuid::now_v7()];
                assert_eq!(SHAPE.statement(backend, arguments, query), query(arguments).build(backend));
            }
        }
    }

    #[test]
    #[should_panic(expected = "does not bind its argument 1")]
    fn a_shape_must_bind_every_argument() {
        static SHAPE: Shape<2> = Shape::new();
        SHAPE.statement(DbBackend::Sqlite, [Uuid::nil(); 2], |[organisation, _]| {
            contact::Entity::find().filter(contact::Column::OrganisationId.eq(organisation))
        });
    }
}
