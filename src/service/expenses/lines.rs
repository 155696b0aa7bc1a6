//! The expense line rules (docs/decisions.md, ADR-19), as a pure function from the stored lines and the requested
//! ones to what must be written. Nothing here touches the database, so every rule is applied
//! (and every broken line reported) before anything is written.
//!
//! 1. A line with an `id` updates that line; the id must be a line of the same type (and
//!    household), else 400.
//! 2. A line without an `id` creates a line of that type.
//! 3. Lines absent from the request are untouched.
//! 4. Lines are never deleted.
//! 5. `description` on an existing line is ignored.
//! 6. 400 when a line has no `value` (the schema requires it), a negative `value`, repeats an
//!    `id`, or is new with a `description` over 950 characters.

use uuid::Uuid;

use crate::{entity::expense_line::LineType, service::Problems, types::Money};

/// Longest description of a new line.
pub const MAX_DESCRIPTION_CHARS: usize = 950;

/// A line as a request gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineInput {
    /// The line to update; none creates a line.
    pub id: Option<Uuid>,
    pub description: Option<String>,
    pub value: Money,
}

/// A stored line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub id: Uuid,
    pub line_type: LineType,
    pub description: Option<String>,
    pub value: Money,
}

impl Line {
    /// An empty line (value 0 and no description) is left out of responses: setting a line's
    /// value to 0 is how a client hides a line it cannot delete.
    pub fn is_empty(&self) -> bool {
        is_empty_line(self.value, self.description.as_deref())
    }
}

/// Whether a line of this value and description is left out of responses (see [`Line::is_empty`]).
pub fn is_empty_line(value: Money, description: Option<&str>) -> bool {
    value == Money::ZERO && description.is_none_or(|d| d.trim().is_empty())
}

/// What a request does to the lines.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct LineChanges {
    /// New lines, in request order (type by type).
    pub new: Vec<Line>,
    /// Existing lines whose value changes: (id, new value).
    pub values: Vec<(Uuid, Money)>,
}

/// Applies the line rules to `requested` against the household's `stored` lines, recording
/// every broken rule in `problems` under `type[index].field`.
pub fn plan(
    stored: &[Line],
    requested: &[(LineType, Vec<LineInput>)],
    problems: &mut Problems,
) -> LineChanges {
    let mut changes = LineChanges::default();
    let mut seen: Vec<Uuid> = Vec::new();
    for (line_type, lines) in requested {
        let field = line_type.field();
        for (index, line) in lines.iter().enumerate() {
            let at = |part: &str| format!("{field}[{index}].{part}");
            if line.value.is_negative() {
                problems.add(at("value"), "must not be negative");
            }
            let Some(id) = line.id else {
                if line.description.as_ref().is_some_and(|d| d.chars().count() > MAX_DESCRIPTION_CHARS) {
                    problems.add(
                        at("description"),
                        format!("must be at most {MAX_DESCRIPTION_CHARS} characters"),
                    );
                }
                changes.new.push(Line {
                    id: Uuid::now_v7(),
                    line_type: *line_type,
                    description: line.description.clone().filter(|d| !d.trim().is_empty()),
                    value: line.value,
                });
                continue;
            };
            if seen.contains(&id) {
                problems.add(at("id"), format!("id {id} appears more than once in the request"));
                continue;
            }
            seen.push(id);
            match stored.iter().find(|stored| stored.id == id) {
                None => problems.add(at("id"), format!("no {field} line with id {id} in this household")),
                Some(stored) if stored.line_type != *line_type => problems.add(
                    at("id"),
                    format!("line {id} is a {} line, not a {field} line", stored.line_type.field()),
                ),
                // Rule 5: the description of an existing line is ignored.
                Some(stored) if stored.value != line.value => changes.values.push((id, line.value)),
                Some(_) => {}
            }
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(line_type: LineType, cents: i64) -> Line {
        Line {
            id: Uuid::now_v7(),
            line_type,
            description: Some("Stored".into()),
            value: Money::from_cents(cents),
        }
    }

    fn input(id: Option<Uuid>, description: Option<&str>, cents: i64) -> LineInput {
        LineInput { id, description: description.map(str::to_string), value: Money::from_cents(cents) }
    }

    fn fields(problems: Problems) -> Vec<String> {
        match problems.finish() {
            Ok(()) => Vec::new(),
            Err(crate::error::ServiceError::Invalid(errors)) => errors.into_iter().map(|e| e.field).collect(),
            Err(other) => panic!("{other:?}"),
        }
    }

    #[test]
    fn updates_by_id_create_without_and_ignore_descriptions_of_existing_lines() {
        let child = stored(LineType::ChildSupport, 100);
        let mut problems = Problems::new();
        let changes = plan(
            std::slice::from_ref(&child),
            &[(
                LineType::ChildSupport,
                vec![input(Some(child.id), Some("ignored"), 250), input(None, Some("New"), 5)],
            )],
            &mut problems,
        );
        assert!(fields(problems).is_empty());
        assert_eq!(changes.values, [(child.id, Money::from_cents(250))]);
        assert_eq!(changes.new.len(), 1);
        assert_eq!(changes.new[0].description.as_deref(), Some("New"));
    }

    #[test]
    fn reports_every_broken_line_by_type_and_index() {
        let child = stored(LineType::ChildSupport, 100);
        let fixed = stored(LineType::FixedCommitments, 100);
        let mut problems = Problems::new();
        let long = "x".repeat(MAX_DESCRIPTION_CHARS + 1);
        plan(
            &[child.clone(), fixed.clone()],
            &[
                (LineType::ChildSupport, vec![input(Some(child.id), None, 1), input(None, None, -1)]),
                (
                    LineType::FixedCommitments,
                    vec![
                        input(Some(child.id), None, 1),
                        input(None, Some(&long), 1),
                        input(Some(Uuid::now_v7()), None, 1),
                    ],
                ),
                (
                    LineType::Superannuation,
                    vec![input(Some(fixed.id), None, 1), input(Some(fixed.id), Some(&long), 1)],
                ),
            ],
            &mut problems,
        );
        assert_eq!(
            fields(problems),
            [
                "childSupport[1].value",
                "fixedCommitments[0].id",
                "fixedCommitments[1].description",
                "fixedCommitments[2].id",
                "superannuation[0].id",
                "superannuation[1].id",
            ]
        );
    }

    #[test]
    fn empty_lines_are_value_zero_without_description() {
        let mut line = stored(LineType::Superannuation, 0);
        assert!(!line.is_empty());
        line.description = None;
        assert!(line.is_empty());
        line.value = Money::from_cents(1);
        assert!(!line.is_empty());
    }
}
