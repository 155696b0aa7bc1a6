//! The form body the token and revocation endpoints take (RFC 6749 §3.2: form-encoded, each
//! parameter at most once).

use std::collections::HashMap;

use poem::Request;

use super::failure::OAuthError;

/// The parameters of a form body, each present at most once.
#[derive(Debug, Default)]
pub struct Form(HashMap<String, String>);

impl Form {
    /// The form in `body`, refusing any other media type and repeated parameters. An empty
    /// value counts as absent (RFC 6749 §3.1).
    pub fn parse(req: &Request, body: &[u8]) -> Result<Form, OAuthError> {
        let media_type = req.content_type().unwrap_or_default();
        let media_type = media_type.split(';').next().unwrap_or_default().trim();
        if !media_type.eq_ignore_ascii_case("application/x-www-form-urlencoded") {
            return Err(OAuthError::invalid_request(
                "the body must be application/x-www-form-urlencoded (RFC 6749 §3.2)",
            ));
        }
        let mut parameters = HashMap::new();
        for (name, value) in form_urlencoded::parse(body) {
            if value.is_empty() {
                continue;
            }
            if parameters.insert(name.to_string(), value.to_string()).is_some() {
                return Err(OAuthError::invalid_request(format!("{name} is given more than once")));
            }
        }
        Ok(Form(parameters))
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }
}
