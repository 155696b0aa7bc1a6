//! Text that must follow a rule: not blank, an e-mail address, a phone number, a New Zealand
//! Business Number, each up to the length the API states.
//!
//! A request field or query parameter of one of these types states `maxLength` and `pattern` in
//! the document exactly as `#[oai(validator(max_length = …, pattern = …))]` on a `String` did,
//! and a value that breaks the rule is refused with the same message. The rule itself is
//! [`Pattern::matches`], compiled once per process, rather than poem-openapi's `pattern`
//! validator, which compiles its regular expression for every value it checks.

use std::{borrow::Cow, marker::PhantomData};

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromJSON, ParseFromParameter, ParseResult, ToJSON, Type},
};
use serde_json::Value;

use super::patterns::Pattern;

/// A rule for [`Text`]: its pattern and the most characters it allows.
pub trait TextRule: Send + Sync + 'static {
    /// The `maxLength` the document states, if any.
    const MAX_LENGTH: Option<usize>;
    const PATTERN: Pattern;
}

/// The rules of the text types.
pub mod rules {
    use super::{Pattern, TextRule};

    /// At least one character that is not white space, and at most `MAX` characters.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct NotBlank<const MAX: usize>;

    impl<const MAX: usize> TextRule for NotBlank<MAX> {
        const MAX_LENGTH: Option<usize> = Some(MAX);
        const PATTERN: Pattern = Pattern::NotBlank;
    }

    /// A plausible e-mail address of at most 254 characters (the longest an SMTP path allows).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct Email;

    impl TextRule for Email {
        const MAX_LENGTH: Option<usize> = Some(254);
        const PATTERN: Pattern = Pattern::Email;
    }

    /// 6 to 20 digits with spaces and `+ - ( )`, at most 30 characters.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct Phone;

    impl TextRule for Phone {
        const MAX_LENGTH: Option<usize> = Some(30);
        const PATTERN: Pattern = Pattern::Phone;
    }

    /// 13 digits; the pattern alone bounds the length, so the document states none.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct Nzbn;

    impl TextRule for Nzbn {
        const MAX_LENGTH: Option<usize> = None;
        const PATTERN: Pattern = Pattern::Nzbn;
    }

    /// An integrator's own id for a record: 1 to 255 characters, no control characters,
    /// compared exactly (case and spaces included).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct ExternalId;

    impl TextRule for ExternalId {
        const MAX_LENGTH: Option<usize> = Some(255);
        const PATTERN: Pattern = Pattern::NoControl;
    }
}

/// Text that follows the rule `R`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text<R: TextRule> {
    text: String,
    rule: PhantomData<R>,
}

/// Text that is not blank, at most `MAX` characters (a name, a search term).
pub type NonBlank<const MAX: usize> = Text<rules::NotBlank<MAX>>;
/// An e-mail address.
pub type Email = Text<rules::Email>;
/// A phone number.
pub type Phone = Text<rules::Phone>;
/// A New Zealand Business Number.
pub type Nzbn = Text<rules::Nzbn>;
/// An integrator's own id for a record (`externalId`).
pub type ExternalId = Text<rules::ExternalId>;

/// Why a text breaks its rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextProblem {
    TooLong(usize),
    Mismatch(Pattern),
}

impl TextProblem {
    /// The message a client gets for a value in a request body.
    pub fn message(self) -> Cow<'static, str> {
        match self {
            TextProblem::TooLong(max) => format!("must be at most {max} characters").into(),
            TextProblem::Mismatch(pattern) => pattern.mismatch_message().into(),
        }
    }

    /// The message for a query parameter: a blank one is as good as a missing one.
    fn parameter_message(self) -> Cow<'static, str> {
        match self {
            TextProblem::Mismatch(Pattern::NotBlank) => "is required".into(),
            other => other.message(),
        }
    }
}

impl<R: TextRule> Text<R> {
    /// The first problem of `text` against the rule, checked in the order poem-openapi's
    /// validators ran: the length, then the pattern.
    pub fn problem(text: &str) -> Option<TextProblem> {
        if let Some(max) = R::MAX_LENGTH
            && text.chars().nth(max).is_some()
        {
            return Some(TextProblem::TooLong(max));
        }
        (!R::PATTERN.matches(text)).then_some(TextProblem::Mismatch(R::PATTERN))
    }

    /// Whether `text` follows the rule.
    pub fn conforms(text: &str) -> bool {
        Self::problem(text).is_none()
    }

    pub fn parse(text: impl Into<String>) -> Result<Self, TextProblem> {
        let text = text.into();
        match Self::problem(&text) {
            None => Ok(Text { text, rule: PhantomData }),
            Some(problem) => Err(problem),
        }
    }

    /// Text read back from the database for a response: it was checked when it was written, so
    /// it is not checked again.
    pub fn stored(text: String) -> Self {
        Text { text, rule: PhantomData }
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    pub fn into_string(self) -> String {
        self.text
    }
}

impl<R: TextRule> From<Text<R>> for String {
    fn from(text: Text<R>) -> String {
        text.text
    }
}

impl<R: TextRule> std::ops::Deref for Text<R> {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

impl<R: TextRule> AsRef<str> for Text<R> {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl<R: TextRule> std::fmt::Display for Text<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl<R: TextRule> Type for Text<R> {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    /// `string`, as for a `String`: poem-openapi names the type in some of its messages.
    fn name() -> Cow<'static, str> {
        "string".into()
    }

    /// The schema the validators used to add to a `String`'s: `{type: string, maxLength,
    /// pattern}`, inline. (The field adds `nullable` and its description.)
    fn schema_ref() -> MetaSchemaRef {
        let mut schema = MetaSchema::new("string");
        schema.max_length = R::MAX_LENGTH;
        schema.pattern = Some(R::PATTERN.source().to_string());
        MetaSchemaRef::Inline(Box::new(schema))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl<R: TextRule> ParseFromJSON for Text<R> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value.unwrap_or_default() {
            Value::String(text) => Self::parse(text).map_err(|problem| ParseError::custom(problem.message())),
            other => Err(ParseError::expected_type(other)),
        }
    }
}

impl<R: TextRule> ParseFromParameter for Text<R> {
    fn parse_from_parameter(value: &str) -> ParseResult<Self> {
        Self::parse(value).map_err(|problem| ParseError::custom(problem.parameter_message()))
    }
}

impl<R: TextRule> ToJSON for Text<R> {
    fn to_json(&self) -> Option<Value> {
        Some(Value::String(self.text.clone()))
    }
}

/// The same text as `ToJSON`, for responses serialised straight into bytes.
impl<R: TextRule> serde::Serialize for Text<R> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_is_checked_before_the_pattern() {
        assert_eq!(NonBlank::<3>::problem("    "), Some(TextProblem::TooLong(3)));
        assert_eq!(NonBlank::<3>::problem("   "), Some(TextProblem::Mismatch(Pattern::NotBlank)));
        assert_eq!(NonBlank::<3>::problem("abc"), None);
        assert_eq!(NonBlank::<3>::problem("āēī"), None, "characters, not bytes");
        assert_eq!(Email::problem(&format!("{}@b.co", "a".repeat(250))), Some(TextProblem::TooLong(254)));
        assert!(Phone::conforms("+64 (21) 555-0101"));
        assert!(!Nzbn::conforms("123"));
    }

    #[test]
    fn messages_are_the_ones_clients_have_always_had() {
        let parsed = NonBlank::<200>::parse_from_json(Some(Value::String(" ".into())));
        assert_eq!(parsed.unwrap_err().into_message(), r#"failed to parse "string": must not be blank"#);
        let parsed = NonBlank::<200>::parse_from_parameter(" ");
        assert_eq!(parsed.unwrap_err().into_message(), r#"failed to parse "string": is required"#);
        let parsed = NonBlank::<2>::parse_from_parameter("abc");
        assert_eq!(
            parsed.unwrap_err().into_message(),
            r#"failed to parse "string": must be at most 2 characters"#
        );
    }

    #[test]
    fn the_schema_is_a_string_with_its_length_and_pattern() {
        let MetaSchemaRef::Inline(schema) = Phone::schema_ref() else { panic!("inline") };
        assert_eq!(
            serde_json::to_string(&schema).unwrap(),
            r#"{"type":"string","maxLength":30,"pattern":"^[ +()-]*([0-9][ +()-]*){6,20}$"}"#
        );
    }
}
