//! Applying PATCH fields: absent leaves a value as it is, `null` clears it, a value sets it.

use poem_openapi::types::MaybeUndefined;

use crate::service::Problems;

/// An optional field (its wire type may be a checked form of the stored one, such as an
/// [`Email`](crate::types::Email) for a `String`).
pub fn optional<W: Clone + Into<T>, T>(target: &mut Option<T>, change: &MaybeUndefined<W>) {
    match change {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => *target = None,
        MaybeUndefined::Value(value) => *target = Some(value.clone().into()),
    }
}

/// Free-text fields merged one by one (diary notes, client interview): those given replace the
/// current text, those left out stay.
pub fn texts<const N: usize>(fields: [(&mut String, &Option<String>); N]) {
    for (target, value) in fields {
        if let Some(value) = value {
            target.clone_from(value);
        }
    }
}

/// An optional field whose wire type differs from the stored one.
pub fn optional_as<W, T>(target: &mut Option<T>, change: &MaybeUndefined<W>, convert: impl Fn(&W) -> T) {
    match change {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => *target = None,
        MaybeUndefined::Value(value) => *target = Some(convert(value)),
    }
}

/// A required field: it can be changed but not cleared.
pub fn required<W: Clone + Into<T>, T>(
    target: &mut T,
    change: &MaybeUndefined<W>,
    field: &str,
    problems: &mut Problems,
) {
    match change {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => problems.add(field, "is required and cannot be cleared"),
        MaybeUndefined::Value(value) => *target = value.clone().into(),
    }
}

/// A list replaced whole when present; `null` empties it.
pub fn list<W, T>(target: &mut Vec<T>, change: &MaybeUndefined<Vec<W>>, convert: impl Fn(&W) -> T) {
    match change {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => target.clear(),
        MaybeUndefined::Value(lines) => *target = lines.iter().map(convert).collect(),
    }
}

/// A change as "leave it" (`None`), "clear it" (`Some(None)`) or "set it", for the service
/// layer, which does not know poem's `MaybeUndefined`.
pub fn present<T>(change: MaybeUndefined<T>) -> Option<Option<T>> {
    match change {
        MaybeUndefined::Undefined => None,
        MaybeUndefined::Null => Some(None),
        MaybeUndefined::Value(value) => Some(Some(value)),
    }
}
