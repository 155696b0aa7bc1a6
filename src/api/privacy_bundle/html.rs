//! The bundle as a page an adviser can read and send: each section of the JSON document as a
//! heading, each record as a table of its fields (empty ones left out), nested lists and
//! records indented. Every text is escaped: a note's HTML shows as its text, never as markup.

use std::fmt::Write;

use serde_json::{Map, Value};

/// The sections' headings, in the document's order; a section not named here is left out.
const SECTIONS: [(&str, &str); 12] = [
    ("contact", "Contact record"),
    ("profiles", "Profiles (households)"),
    ("mortgages", "Mortgages"),
    ("kiwiSavers", "KiwiSaver accounts"),
    ("investments", "Investments"),
    ("policies", "Insurance policies"),
    ("opportunities", "Opportunities"),
    ("expenses", "Household expenses"),
    ("notes", "Notes"),
    ("forReview", "To review before sending: free text that may mention other people"),
    ("history", "Changes to these records"),
    ("accessLog", "Who has seen these records"),
];

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2733;max-width:70rem}\
h1{font-size:1.6rem}h2{font-size:1.2rem;border-bottom:2px solid #c8d3df;padding-bottom:.2rem;margin-top:2rem}\
table{border-collapse:collapse;margin:.4rem 0 .8rem;width:100%}th,td{text-align:left;vertical-align:top;\
padding:.2rem .5rem;border-bottom:1px solid #e3e8ee;font-size:.9rem}th{width:14rem;color:#4a5868;font-weight:600}\
.none{color:#7a8794;font-style:italic}.review{background:#fff6dd;padding:.5rem 1rem;border-left:4px solid #e0a800}";

/// The page: a title, then a section per part of the bundle.
pub fn render(title: &str, bundle: &Value) -> String {
    let mut page = String::new();
    let _ = write!(
        page,
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title>\
         <style>{STYLE}</style></head><body><h1>{title}</h1>",
        title = escape(title)
    );
    let generated = bundle.get("generatedTimestamp").and_then(Value::as_str).unwrap_or_default();
    let _ = write!(
        page,
        "<p>Prepared {} in answer to an access request (Privacy Act 2020, IPP 6).</p>",
        escape(generated)
    );
    for (key, heading) in SECTIONS {
        let Some(section) = bundle.get(key) else { continue };
        let class = if key == "forReview" { " class=\"review\"" } else { "" };
        let _ = write!(page, "<section{class}><h2>{}</h2>", escape(heading));
        match section {
            Value::Array(items) if items.is_empty() => page.push_str("<p class=\"none\">None held.</p>"),
            Value::Array(items) => items.iter().for_each(|item| value(&mut page, item)),
            other => value(&mut page, other),
        }
        page.push_str("</section>");
    }
    page.push_str("</body></html>");
    page
}

/// A value: a record as a table, a list item by item, anything else as text.
fn value(page: &mut String, value: &Value) {
    match value {
        Value::Object(fields) => record(page, fields),
        Value::Array(items) => items.iter().for_each(|item| self::value(page, item)),
        Value::String(text) => page.push_str(&escape(text)),
        Value::Null => {}
        other => page.push_str(&escape(&other.to_string())),
    }
}

fn record(page: &mut String, fields: &Map<String, Value>) {
    page.push_str("<table>");
    for (name, field) in fields.iter().filter(|(_, field)| !is_empty(field)) {
        let _ = write!(page, "<tr><th>{}</th><td>", escape(&label(name)));
        match field {
            Value::Array(items) if items.iter().all(|item| !item.is_object() && !item.is_array()) => {
                let texts: Vec<String> = items.iter().map(text_of).collect();
                page.push_str(&escape(&texts.join(", ")));
            }
            other => value(page, other),
        }
        page.push_str("</td></tr>");
    }
    page.push_str("</table>");
}

fn is_empty(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::Array(items) => items.is_empty(),
        Value::Object(fields) => fields.values().all(is_empty),
        _ => false,
    }
}

fn text_of(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// `dateOfBirth` → "Date of birth" (and `IsArchived` → "Is archived").
fn label(name: &str) -> String {
    let mut words = String::new();
    for (index, letter) in name.chars().enumerate() {
        if letter.is_uppercase() && index > 0 {
            words.push(' ');
            words.extend(letter.to_lowercase());
        } else if index == 0 {
            words.extend(letter.to_uppercase());
        } else {
            words.push(letter);
        }
    }
    words
}

fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for letter in text.chars() {
        match letter {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_notes_markup_is_shown_as_text_and_empty_fields_are_left_out() {
        let bundle = json!({
            "contact": {"firstName": "Mere", "middleName": null, "emails": []},
            "notes": [{"content": "<p>Spoke to <b>Hemi</b></p><script>alert(1)</script>"}],
            "mortgages": [],
        });
        let page = render("Held", &bundle);
        assert!(page.contains("<th>First name</th><td>Mere</td>"), "{page}");
        assert!(!page.contains("Middle name") && !page.contains("<th>Emails"));
        assert!(page.contains("&lt;script&gt;") && !page.contains("<script>"));
        assert!(page.contains("None held."));
    }
}
