use crate::error::{FieldError, ServiceError};

/// Collects every problem of a request before answering, so the client sees them all at once.
#[derive(Debug, Default)]
pub struct Problems(Vec<FieldError>);

impl Problems {
    pub fn new() -> Self {
        Problems::default()
    }

    pub fn add(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.0.push(FieldError::new(field, message));
    }

    /// Requires `value` to be non-blank text of at most `max` characters.
    pub fn require_text(&mut self, field: &str, value: &str, max: usize) {
        if value.trim().is_empty() {
            self.add(field, "is required");
        } else if value.chars().count() > max {
            self.add(field, format!("must be at most {max} characters"));
        }
    }

    /// Allows `value` to be absent, but not longer than `max` characters.
    pub fn optional_text(&mut self, field: impl Into<String>, value: &Option<String>, max: usize) {
        if let Some(value) = value
            && value.chars().count() > max
        {
            self.add(field, format!("must be at most {max} characters"));
        }
    }

    /// Requires a plausible e-mail address: one `@` with text either side and a dot after it.
    pub fn require_email(&mut self, field: &str, value: &str) {
        let plausible = value.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty() && domain.contains('.') && !domain.starts_with('.') && !domain.ends_with('.')
        });
        if !plausible || value.chars().any(char::is_whitespace) || value.len() > 254 {
            self.add(field, "must be an e-mail address");
        }
    }

    /// `Ok` when nothing was found, otherwise every problem as one error.
    pub fn finish(self) -> Result<(), ServiceError> {
        if self.0.is_empty() { Ok(()) } else { Err(ServiceError::Invalid(self.0)) }
    }
}
