//! The text rules request schemas state as `pattern`s, each implemented once: the domain types
//! of [`super::text`] check request values with them, the request checker
//! (`crate::wire::schema_check`) applies them to the patterns the document states, and the
//! services re-check their states with them.
//!
//! A rule that needs a regular expression compiles it once per process ([`compilations`] counts
//! them); not blank and the business number need none.

use std::sync::{
    LazyLock,
    atomic::{AtomicUsize, Ordering},
};

use regex::Regex;

/// Not blank: at least one character that is not white space.
pub const NOT_BLANK: &str = r"\S";
/// A plausible e-mail address.
pub const EMAIL: &str = r"^[^@\s]+@[^@\s]+\.[^@\s]+$";
/// A phone number: 6 to 20 digits, with spaces and `+ - ( )`.
pub const PHONE: &str = r"^[ +()-]*([0-9][ +()-]*){6,20}$";
/// A New Zealand Business Number: 13 digits.
pub const NZBN: &str = r"^[0-9]{13}$";
/// An integrator's own id: at least one character, none of them a control character (Unicode's
/// `Cc`: U+0000–U+001F and U+007F–U+009F).
pub const NO_CONTROL: &str = r"^[^\x00-\x1F\x7F-\x9F]+$";

/// A rule a text value can be held to, named in the document by its pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pattern {
    NotBlank,
    Email,
    Phone,
    Nzbn,
    NoControl,
}

impl Pattern {
    pub const ALL: [Pattern; 5] =
        [Pattern::NotBlank, Pattern::Email, Pattern::Phone, Pattern::Nzbn, Pattern::NoControl];

    /// The regular expression the document states for the rule.
    pub const fn source(self) -> &'static str {
        match self {
            Pattern::NotBlank => NOT_BLANK,
            Pattern::Email => EMAIL,
            Pattern::Phone => PHONE,
            Pattern::Nzbn => NZBN,
            Pattern::NoControl => NO_CONTROL,
        }
    }

    /// The rule a document pattern states, if it is one of these.
    pub fn from_source(source: &str) -> Option<Pattern> {
        Pattern::ALL.into_iter().find(|pattern| pattern.source() == source)
    }

    /// Whether `text` matches [`Self::source`] (anywhere in `text`, as JSON Schema's `pattern`
    /// does; the anchors of the others make them whole-text rules).
    pub fn matches(self, text: &str) -> bool {
        static EMAIL_REGEX: LazyLock<Regex> = LazyLock::new(|| compile(EMAIL));
        static PHONE_REGEX: LazyLock<Regex> = LazyLock::new(|| compile(PHONE));
        match self {
            // `\S` is a Unicode class: any character without the White_Space property, which is
            // what `char::is_whitespace` tests (the unit test below compares every character).
            Pattern::NotBlank => text.chars().any(|c| !c.is_whitespace()),
            Pattern::Email => EMAIL_REGEX.is_match(text),
            Pattern::Phone => PHONE_REGEX.is_match(text),
            // `[0-9]` is ASCII only, and `$` matches at the very end only (not before a final
            // line break, as in Perl), so the pattern is exactly this.
            Pattern::Nzbn => text.len() == 13 && text.bytes().all(|b| b.is_ascii_digit()),
            // `char::is_control` is exactly the general category Cc, the class the pattern names.
            Pattern::NoControl => !text.is_empty() && !text.chars().any(char::is_control),
        }
    }

    /// What a client is told about a value that does not match.
    pub const fn mismatch_message(self) -> &'static str {
        match self {
            Pattern::NotBlank => "must not be blank",
            Pattern::Email => "must be an e-mail address",
            Pattern::Phone => "must be a phone number: 6 to 20 digits, with spaces and + - ( ) only",
            Pattern::Nzbn => "must match the pattern ^[0-9]{13}$",
            Pattern::NoControl => "must be 1 to 255 characters, none of them a control character",
        }
    }
}

/// The message for a value that does not match `pattern`, one of these rules or any other.
pub fn mismatch_message(pattern: &str) -> String {
    match Pattern::from_source(pattern) {
        Some(rule) => rule.mismatch_message().to_string(),
        None => format!("must match the pattern {pattern}"),
    }
}

/// Whether `text` matches a pattern that is none of these rules. The document states none such
/// (tests/api/openapi.rs checks), so this compiles the expression again at every call.
pub fn matches_other(pattern: &str, text: &str) -> bool {
    Regex::new(pattern).is_ok_and(|regex| {
        COMPILATIONS.fetch_add(1, Ordering::Relaxed);
        regex.is_match(text)
    })
}

static COMPILATIONS: AtomicUsize = AtomicUsize::new(0);

fn compile(pattern: &'static str) -> Regex {
    COMPILATIONS.fetch_add(1, Ordering::Relaxed);
    Regex::new(pattern).expect("a valid pattern")
}

/// How many regular expressions these rules have compiled in this process: at most one for
/// each rule that needs one (e-mail, phone), however many values were checked.
pub fn compilations() -> usize {
    COMPILATIONS.load(Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `char::is_whitespace` and regex's Unicode `\s` agree on every character, so the rule
    /// without a regular expression is the pattern the document states.
    #[test]
    fn not_blank_is_the_unicode_class() {
        let every: String = (0..=u32::from(char::MAX)).filter_map(char::from_u32).collect();
        let by_regex: Vec<char> =
            Regex::new(r"\s").unwrap().find_iter(&every).flat_map(|m| m.as_str().chars()).collect();
        let by_std: Vec<char> = every.chars().filter(|c| c.is_whitespace()).collect();
        assert_eq!(by_regex, by_std);
        assert_eq!(by_std.len(), 25, "the White_Space property has 25 characters");
        let not_blank = Regex::new(NOT_BLANK).unwrap();
        for text in
            ["", " ", "\t\n\r", "\u{85}\u{a0}\u{3000}\u{2028}\u{feff}", "a", " a ", "\u{200b}", "\u{feff}"]
        {
            assert_eq!(Pattern::NotBlank.matches(text), not_blank.is_match(text), "{text:?}");
        }
    }

    #[test]
    fn every_rule_agrees_with_its_pattern() {
        let mut samples: Vec<String> = [
            "",
            " ",
            "a",
            "9429041234567",
            "942904123456",
            "94290412345678",
            "9429041234567\n",
            "\n9429041234567",
            "٩٤٢٩٠٤١٢٣٤٥٦٧",
            "942904123456７",
            "a@b.c",
            "a@b",
            "a b@c.d",
            "@b.c",
            "a@@b.c",
            "a@b.c\n",
            "a@b.c.",
            "a@.b",
            "04 555 0101",
            "+64 (21) 555-0101",
            "12345",
            "call me",
            "１２３４５６",
        ]
        .map(String::from)
        .to_vec();
        samples.extend(
            ["x\u{1}y", "tab\there", "del\u{7f}", "c1\u{85}", "\u{a0}ok", "crm-42", "\u{9f}"]
                .map(String::from),
        );
        samples.extend(["1".repeat(20), "1".repeat(21), format!("{}@b.co", "a".repeat(250))]);
        for pattern in Pattern::ALL {
            let regex = Regex::new(pattern.source()).unwrap();
            for text in &samples {
                assert_eq!(pattern.matches(text), regex.is_match(text), "{pattern:?} {text:?}");
            }
        }
    }

    #[test]
    fn messages_are_the_ones_clients_have_always_had() {
        assert_eq!(mismatch_message(NZBN), format!("must match the pattern {NZBN}"));
        assert_eq!(mismatch_message(NOT_BLANK), "must not be blank");
        assert_eq!(mismatch_message("^x$"), "must match the pattern ^x$");
    }
}
