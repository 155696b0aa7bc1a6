use poem_openapi::{
    Enum, Object,
    types::{ParseFromJSON, ToJSON},
};

/// Always `Success` on a successful response.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, serde::Serialize)]
pub enum SuccessStatus {
    Success,
}

/// The success envelope every 2xx response body is wrapped in:
/// `{"status": "Success", "message": "Contacts retrieved successfully.", "data": …}`, as the
/// original service answers.
// (Not a doc comment, which would change the document:) serialised with serde straight into
// bytes (see `responses::envelope_body`), writing exactly what `ToJSON` would.
#[derive(Debug, Clone, Object, serde::Serialize)]
pub struct Envelope<T: ParseFromJSON + ToJSON> {
    pub status: SuccessStatus,
    /// A short sentence for people saying what was done, e.g. "Contacts retrieved
    /// successfully." or "Note created successfully.". Programs should rely on `status` and the
    /// HTTP status code instead.
    pub message: String,
    /// The payload of the response.
    pub data: T,
}

impl<T: ParseFromJSON + ToJSON> Envelope<T> {
    pub fn new(data: T, message: String) -> Self {
        Envelope { status: SuccessStatus::Success, message, data }
    }
}

/// What a response calls the records it carries, for the envelope's `message`.
pub trait Described {
    /// One record, capitalised: "Contact".
    const NOUN: &'static str;
    /// Several records, capitalised: "Contacts".
    const PLURAL: &'static str;
}

/// Declares the nouns of response schemas: `described!(Member => "Member", "Members");`.
macro_rules! described {
    ($($type:ty => $noun:literal, $plural:literal;)+) => {
        $(impl $crate::wire::Described for $type {
            const NOUN: &'static str = $noun;
            const PLURAL: &'static str = $plural;
        })+
    };
}
pub(crate) use described;
