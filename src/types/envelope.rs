use poem_openapi::{
    Enum, Object,
    types::{ParseFromJSON, ToJSON},
};

/// Always `Success` on a successful response.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum SuccessStatus {
    Success,
}

/// The success envelope every 2xx response body is wrapped in: `{"status": "Success", "data": …}`.
#[derive(Debug, Clone, Object)]
pub struct Envelope<T: ParseFromJSON + ToJSON> {
    pub status: SuccessStatus,
    /// The payload of the response.
    pub data: T,
}

impl<T: ParseFromJSON + ToJSON> Envelope<T> {
    pub fn new(data: T) -> Self {
        Envelope { status: SuccessStatus::Success, data }
    }
}
