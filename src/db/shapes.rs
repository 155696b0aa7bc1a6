//! Statements built once per query shape.
//!
//! SeaORM builds a query's SQL anew for every request: a contact with its profiles is about 40
//! column expressions, each aliased (`A_…`, `B_…`) by formatting a string, then quoted and
//! written out. Under load that was an eighth of `GET /contacts/{id}` (`perf`: `Select::new`,
//! `prepare_select_col`, `exprs_mut_for_each`, `prepare_iden`), more than SQLite's own work.
//! A query whose SQL depends only on its shape, with its UUIDs as the only bound values that
//! change, is built here once per database kind with stand-in UUIDs; each request then gets the
//! same SQL with its own UUIDs put where the stand-ins were.
//!
//! On PostgreSQL a shape can also be read for several requests in one statement
//! ([`Shape::together`]): its SQL runs once per set of UUIDs, joined laterally to a list of the
//! sets, and each row says which set it answers ([`super::coalesce`]).

use std::{fmt::Write, sync::OnceLock};

use sea_orm::{DbBackend, QueryTrait, Statement, Value, Values};
use uuid::Uuid;

/// Where a value of the built statement comes from.
#[derive(Debug, Clone)]
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
    /// PostgreSQL's statement for several sets of arguments, made from its `built` one.
    together: OnceLock<Together>,
}

impl<const N: usize> Default for Shape<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Shape<N> {
    pub const fn new() -> Self {
        Shape { built: [OnceLock::new(), OnceLock::new()], together: OnceLock::new() }
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

    /// PostgreSQL's statement reading this shape for several sets of arguments at once, once
    /// [`Self::statement`] has built its single form for PostgreSQL (else `None`).
    pub fn together(&self) -> Option<&Together> {
        let template = self.built[1].get()?;
        Some(self.together.get_or_init(|| Together::of(template, N)))
    }
}

/// The name of the column saying which set of arguments (1 for the first) a row of a
/// [`Together`] statement answers.
pub const SET_COLUMN: &str = "crm_set";

/// A shape's statement for several sets of arguments (PostgreSQL only). The single statement
/// runs once per set, `CROSS JOIN LATERAL` to the sets listed in a `VALUES` list, so each set
/// reads exactly the rows it reads alone (its own organisation's, by its own filters); rows come
/// in the order of the sets, and within a set in the single statement's own order (its `ORDER
/// BY`, numbered as they come out of it).
///
/// The sets are bound one UUID a parameter, in lists of 2, 4, … [`MOST_SETS`] (a shorter one is
/// padded with nil UUIDs, which match no record). A fixed number of rows lets PostgreSQL keep
/// one generic plan per prepared statement: with the sets in arrays (`unnest`) it estimated 100
/// of them whatever their number, judged each execution's own plan cheaper and planned every
/// execution anew, which cost more than four reads on their own (0.2 ms).
#[derive(Debug)]
pub struct Together {
    single: String,
    /// The single statement's values; its constants are bound after the sets.
    slots: Vec<Slot>,
    arity: usize,
    /// The statement for 2, 4, … sets.
    by_size: [OnceLock<String>; SIZES],
}

/// How many sizes of [`Together`] statements there are: 2, 4, … [`MOST_SETS`].
const SIZES: usize = 6;
/// The most sets one [`Together`] statement reads.
pub const MOST_SETS: usize = 1 << SIZES;

impl Together {
    fn of(template: &Template, arity: usize) -> Together {
        Together {
            single: template.sql.clone(),
            slots: template.slots.clone(),
            arity,
            by_size: Default::default(),
        }
    }

    /// The statement for `sets`, each `arity` UUIDs long, one after the other; at most
    /// [`MOST_SETS`] of them.
    pub fn statement(&self, sets: &[Uuid]) -> Statement {
        let count = sets.len() / self.arity;
        debug_assert!(sets.len().is_multiple_of(self.arity) && (1..=MOST_SETS).contains(&count));
        let size = count.max(2).next_power_of_two();
        let sql = self.by_size[size.trailing_zeros() as usize - 1].get_or_init(|| self.sql(size));
        let values = sets
            .iter()
            .copied()
            .chain(std::iter::repeat_n(Uuid::nil(), (size - count) * self.arity))
            .map(|id| Value::Uuid(Some(id)))
            .chain(self.slots.iter().filter_map(|slot| match slot {
                Slot::Fixed(value) => Some(value.clone()),
                Slot::Argument(_) => None,
            }))
            .collect();
        Statement { sql: sql.clone(), values: Some(Values(values)), db_backend: DbBackend::Postgres }
    }

    fn sql(&self, size: usize) -> String {
        let bound = size * self.arity;
        let mut fixed = 0;
        // The placeholder each of the single statement's values becomes: its argument's column
        // of the sets, or its constant's new number after the sets.
        let replacements: Vec<String> = self
            .slots
            .iter()
            .map(|slot| match slot {
                Slot::Argument(argument) => format!("crm_sets.a{argument}"),
                Slot::Fixed(_) => {
                    fixed += 1;
                    format!("${}", bound + fixed)
                }
            })
            .collect();
        let single = replace_placeholders(&self.single, &replacements);
        let mut sets = String::new();
        for set in 0..size {
            let row: Vec<String> = (0..self.arity)
                .map(|argument| {
                    let placeholder = set * self.arity + argument + 1;
                    if set == 0 { format!("${placeholder}::uuid") } else { format!("${placeholder}") }
                })
                .collect();
            let n = if set == 0 { "1::bigint".to_string() } else { (set + 1).to_string() };
            let _ = write!(sets, "{}({}, {n})", if set == 0 { "" } else { ", " }, row.join(", "));
        }
        let columns: Vec<String> = (0..self.arity).map(|argument| format!("a{argument}")).collect();
        format!(
            "SELECT crm_rows.*, crm_sets.n AS {SET_COLUMN} \
             FROM (VALUES {sets}) AS crm_sets({}, n) \
             CROSS JOIN LATERAL (SELECT crm_single.*, row_number() OVER () AS crm_row FROM ({single}) AS crm_single) AS crm_rows \
             ORDER BY crm_sets.n, crm_rows.crm_row",
            columns.join(", "),
        )
    }
}

/// `sql` with each PostgreSQL placeholder `$n` replaced by `replacements[n - 1]`. sea-query
/// binds every value, so a `$` followed by digits in its SQL is always a placeholder.
fn replace_placeholders(sql: &str, replacements: &[String]) -> String {
    let mut out = String::with_capacity(sql.len() + 16 * replacements.len());
    let mut rest = sql;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        match after[..digits].parse::<usize>().ok().and_then(|n| replacements.get(n.checked_sub(1)?)) {
            Some(replacement) => out.push_str(replacement),
            None => out.push_str(&rest[at..at + 1 + digits]),
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
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
    fn placeholders_are_replaced_by_their_whole_number() {
        let replacements: Vec<String> = (1..=12).map(|n| format!("<{n}>")).collect();
        assert_eq!(
            replace_placeholders("a = $1 AND b = $12 AND c IN ($2, $11) AND d = '$'", &replacements),
            "a = <1> AND b = <12> AND c IN (<2>, <11>) AND d = '$'"
        );
    }

    #[test]
    fn reads_together_bind_each_set_padded_to_a_power_of_two_then_the_constants() {
        static SHAPE: Shape<2> = Shape::new();
        assert!(SHAPE.together().is_none(), "made from the single statement once built");
        SHAPE.statement(DbBackend::Postgres, [Uuid::nil(); 2], query);
        let first = [Uuid::now_v7(), Uuid::now_v7()];
        let second = [Uuid::now_v7(), Uuid::now_v7()];
        let third = [Uuid::now_v7(), Uuid::now_v7()];
        let statement = SHAPE.together().unwrap().statement(&[first, second, third].concat());
        let values = statement.values.unwrap().0;
        let uuids: Vec<Value> = [first, second, third, [Uuid::nil(); 2]]
            .concat()
            .into_iter()
            .map(|id| Value::Uuid(Some(id)))
            .collect();
        assert_eq!(values[..8], uuids[..], "three sets padded to four");
        assert_eq!(values[8..], [Value::Bool(Some(false)), Value::BigUnsigned(Some(1))]);
        let sql = &statement.sql;
        assert!(
            sql.contains("($1::uuid, $2::uuid, 1::bigint), ($3, $4, 2), ($5, $6, 3), ($7, $8, 4))"),
            "{sql}"
        );
        assert!(
            sql.contains(r#""organisation_id" = crm_sets.a0 AND "contacts"."id" = crm_sets.a1"#),
            "{sql}"
        );
        assert!(sql.contains("= $9 LIMIT $10"), "{sql}");
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
