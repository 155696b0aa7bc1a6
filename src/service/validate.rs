use crate::{
    error::{FieldError, ServiceError},
    types::{Email, Money, Nzbn, Phone, patterns::Pattern},
};

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

    /// Adds problems found in a value held by field `at` (a JSON object in a request): each
    /// one's field is named under `at` (`corrections.lastName`); one about the whole value
    /// (`body`) is `at`'s.
    pub fn nest(&mut self, at: &str, errors: Vec<FieldError>) {
        self.0.extend(errors.into_iter().map(|error| {
            let field = if error.field == "body" { at.to_string() } else { format!("{at}.{}", error.field) };
            FieldError::new(field, error.message)
        }));
    }

    pub fn into_errors(self) -> Vec<FieldError> {
        self.0
    }

    /// Requires `value` to be non-blank text of at most `max` characters.
    pub fn require_text(&mut self, field: &str, value: &str, max: usize) {
        if !Pattern::NotBlank.matches(value) {
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

    /// Requires a plausible e-mail address ([`Email`]: the pattern, at most 254 characters).
    pub fn require_email(&mut self, field: &str, value: &str) {
        if !Email::conforms(value) {
            self.add(field, Pattern::Email.mismatch_message());
        }
    }

    /// Allows a phone number to be absent, but not malformed ([`Phone`]).
    pub fn optional_phone(&mut self, field: &str, value: &Option<String>) {
        if let Some(phone) = value
            && !Phone::conforms(phone)
        {
            self.add(field, Pattern::Phone.mismatch_message());
        }
    }

    /// Allows a New Zealand Business Number to be absent, but not malformed ([`Nzbn`]).
    pub fn optional_nzbn(&mut self, field: &str, value: &Option<String>) {
        if let Some(nzbn) = value
            && !Nzbn::conforms(nzbn)
        {
            self.add(field, "must be the 13 digits of a New Zealand Business Number");
        }
    }

    /// Allows an amount to be absent, but not negative.
    pub fn not_negative(&mut self, field: &str, amount: Option<Money>) {
        if amount.is_some_and(Money::is_negative) {
            self.add(field, "must not be negative");
        }
    }

    /// `Ok` when nothing was found, otherwise every problem as one error.
    pub fn finish(self) -> Result<(), ServiceError> {
        if self.0.is_empty() { Ok(()) } else { Err(ServiceError::Invalid(self.0)) }
    }
}
