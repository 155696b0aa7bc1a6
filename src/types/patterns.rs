//! Text patterns the request schemas state and the service applies, in one place. (Schema
//! attributes need literals; a test checks the document carries these exact patterns.)

/// Not blank: at least one character that is not white space.
pub const NOT_BLANK: &str = r"\S";
/// A plausible e-mail address.
pub const EMAIL: &str = r"^[^@\s]+@[^@\s]+\.[^@\s]+$";
/// A phone number: 6 to 20 digits, with spaces and `+ - ( )`.
pub const PHONE: &str = r"^[ +()-]*([0-9][ +()-]*){6,20}$";

/// The message for a value that does not match `pattern`.
pub fn mismatch_message(pattern: &str) -> String {
    match pattern {
        NOT_BLANK => "must not be blank".to_string(),
        EMAIL => "must be an e-mail address".to_string(),
        PHONE => "must be a phone number: 6 to 20 digits, with spaces and + - ( ) only".to_string(),
        other => format!("must match the pattern {other}"),
    }
}
