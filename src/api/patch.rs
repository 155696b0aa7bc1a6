//! Applying PATCH fields: absent leaves a value as it is, `null` clears it, a value sets it.

use poem_openapi::types::MaybeUndefined;

use crate::service::Problems;

/// An optional field.
pub fn optional<T: Clone>(target: &mut Option<T>, change: &MaybeUndefined<T>) {
    match change {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => *target = None,
        MaybeUndefined::Value(value) => *target = Some(value.clone()),
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
pub fn required<T: Clone>(target: &mut T, change: &MaybeUndefined<T>, field: &str, problems: &mut Problems) {
    match change {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => problems.add(field, "is required and cannot be cleared"),
        MaybeUndefined::Value(value) => *target = value.clone(),
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
