//! Placeholders: what a withheld value becomes, by its JSON type.
//!
//! A placeholder says what kind of value was there and nothing about the
//! value itself (not even a string's length). Projecting a placeholder gives
//! the same placeholder, and the strict parser refuses any argument holding
//! one, so a model that replays its transcript is told so instead of typing
//! `<text>` into a user's document.

use std::borrow::Cow;

/// The mark the secret redactor writes in place of a secret.
pub const REDACTION_MARK: &str = "[redacted]";

/// As much of a value's JSON shape as a placeholder tells.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Shape<'a> {
    /// A string, so a placeholder sent back can stay itself.
    Text(&'a str),
    Number,
    Bool,
    /// An array: its length, and whether every member is a number.
    Array {
        len: usize,
        numbers: bool,
    },
    /// An object or `null`.
    Other,
}

/// The placeholder for a value of this shape: `<text>`, `<number>`,
/// `<bool>`, `<point>` (an array of exactly two numbers), `<N items>`,
/// `<1 item>`, `<0 items>`, or `<value>` (object or null); a string that
/// already is a placeholder stays itself.
pub(crate) fn placeholder(shape: Shape<'_>) -> Cow<'_, str> {
    Cow::Borrowed(match shape {
        Shape::Text(s) if is_placeholder(s) => s,
        Shape::Text(_) => "<text>",
        Shape::Number => "<number>",
        Shape::Bool => "<bool>",
        Shape::Array {
            len: 2,
            numbers: true,
        } => "<point>",
        Shape::Array { len: 1, .. } => "<1 item>",
        Shape::Array { len, .. } => return Cow::Owned(format!("<{len} items>")),
        Shape::Other => "<value>",
    })
}

/// Whether `s` is exactly a placeholder this crate writes, or the older
/// `<text:N>` form.
pub fn is_placeholder(s: &str) -> bool {
    let Some(inner) = s.strip_prefix('<').and_then(|r| r.strip_suffix('>')) else {
        return false;
    };
    let digits = |d: &str| !d.is_empty() && d.len() <= 20 && d.bytes().all(|b| b.is_ascii_digit());
    match inner {
        "text" | "number" | "bool" | "point" | "value" | "1 item" => true,
        _ => {
            inner.strip_suffix(" items").is_some_and(digits)
                || inner.strip_prefix("text:").is_some_and(digits)
        }
    }
}

/// Whether a string argument holds something the transcript withheld: a
/// placeholder, or the redaction mark anywhere in it.
pub fn is_withheld_marker(s: &str) -> bool {
    is_placeholder(s) || s.contains(REDACTION_MARK)
}

/// Placeholders are short (28 characters at most, 170 bytes even with
/// every character escaped): raw JSON string text longer than this cannot
/// hold one.
const LONGEST_PLACEHOLDER_RAW: usize = 256;

/// Whether raw JSON string text (quotes included) cannot hold a
/// placeholder: it is too long, or its first character is neither `<` nor
/// an escape. The JSON-text path asks this before it skips a string unread.
pub(crate) fn raw_cannot_be_placeholder(raw: &str) -> bool {
    raw.len() > LONGEST_PLACEHOLDER_RAW || !matches!(raw.as_bytes().get(1), Some(b'<' | b'\\'))
}
