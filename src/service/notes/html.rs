//! Sanitising note HTML with `ammonia`: ordinary formatting (paragraphs, lists, emphasis,
//! links, tables) survives; scripts, event handlers, `javascript:` URLs, styles, embedded
//! documents and the raw-text elements never do.

use std::{collections::HashSet, sync::LazyLock};

static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::default();
    // Elements dropped together with everything inside them (by default only script and
    // style): their content is code or markup, never text meant for the reader.
    builder.clean_content_tags(HashSet::from([
        "script",
        "style",
        "svg",
        "math",
        "iframe",
        "object",
        "embed",
        "noscript",
        "template",
        "textarea",
        "title",
        "xmp",
        "noembed",
        "noframes",
        "plaintext",
        "select",
        "frameset",
        "frame",
        "applet",
    ]));
    builder.url_schemes(HashSet::from(["http", "https", "mailto", "tel"]));
    builder.link_rel(Some("noopener noreferrer nofollow"));
    builder
});

/// The safe HTML of `content`.
pub fn sanitise(content: &str) -> String {
    CLEANER.clean(content).to_string()
}

/// Whether sanitised HTML shows any text (or an image) at all.
pub fn is_blank(html: &str) -> bool {
    let text = ammonia::Builder::empty().clean(html).to_string();
    text.trim().is_empty() && !html.contains("<img")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formatting_survives() {
        let html = r#"<p>Met <b>Aroha</b> and <em>Wiremu</em>:</p><ul><li>refix in <a href="https://www.asb.co.nz">March</a></li></ul>"#;
        let clean = sanitise(html);
        for part in ["<p>", "<b>Aroha</b>", "<em>Wiremu</em>", "<ul><li>", "href=\"https://www.asb.co.nz\""] {
            assert!(clean.contains(part), "{part} in {clean}");
        }
    }

    #[test]
    fn svg_and_raw_text_elements_are_dropped_with_their_content() {
        for html in
            ["<svg><script>alert(1)</script></svg>", "<math><mi>x</mi></math>", "<textarea>x</textarea>"]
        {
            assert!(is_blank(&sanitise(html)), "{html} -> {}", sanitise(html));
        }
    }
}
