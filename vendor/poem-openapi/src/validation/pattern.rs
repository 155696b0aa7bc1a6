use derive_more::Display;
use regex::Regex;

use crate::{
    registry::MetaSchema,
    validation::{Validator, ValidatorMeta},
};

#[derive(Display)]
#[display("pattern(\"{pattern}\")")]
pub struct Pattern {
    pattern: &'static str,
}

impl Pattern {
    #[inline]
    pub fn new(pattern: &'static str) -> Self {
        Self { pattern }
    }
}

/// Each pattern compiled once per process (patched in advisory-crm's vendored copy: the
/// published crate compiles the regular expression again for every value it checks).
fn compiled(pattern: &'static str) -> Regex {
    static COMPILED: std::sync::OnceLock<
        std::sync::RwLock<std::collections::HashMap<&'static str, Regex>>,
    > = std::sync::OnceLock::new();
    let compiled = COMPILED.get_or_init(Default::default);
    if let Some(regex) = compiled
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(pattern)
    {
        return regex.clone();
    }
    let regex = Regex::new(pattern).unwrap();
    compiled
        .write()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(pattern, regex.clone());
    regex
}

impl<T: AsRef<str>> Validator<T> for Pattern {
    #[inline]
    fn check(&self, value: &T) -> bool {
        compiled(self.pattern).is_match(value.as_ref())
    }
}

impl ValidatorMeta for Pattern {
    fn update_meta(&self, meta: &mut MetaSchema) {
        meta.pattern = Some(self.pattern.to_string());
    }
}
