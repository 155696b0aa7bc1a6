use poem_openapi::Tags;

/// Groups of operations in the document and in Swagger UI.
#[derive(Tags)]
pub enum ApiTags {
    /// The firm's users (advisers, assistants and managers). Formerly "accounts".
    Members,
    /// Endpoints that were removed, kept to tell clients what replaced them.
    Removed,
}
