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

/// Most items an array placeholder counts: a longer array is `<many items>`,
/// so no placeholder carries a large number.
pub const MAX_COUNTED_ITEMS: usize = 64;

/// The placeholder for a value of this shape: `<text>`, `<number>`,
/// `<bool>`, `<point>` (an array of exactly two numbers), `<1 item>`,
/// `<N items>` (N from 0 to [`MAX_COUNTED_ITEMS`]), `<many items>`, or
/// `<value>` (object or null). A string that already is one of these
/// stays itself; any other string, placeholder-shaped or not, is `<text>`.
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
        Shape::Array { len, .. } if len <= MAX_COUNTED_ITEMS => {
            return Cow::Owned(format!("<{len} items>"))
        }
        Shape::Array { .. } => "<many items>",
        Shape::Other => "<value>",
    })
}

/// Whether `s` is exactly a placeholder this crate writes: `<text>`,
/// `<number>`, `<bool>`, `<point>`, `<value>`, `<1 item>`, `<N items>` for
/// N of 0 or 2 to 64 written without leading zeros, or `<many items>`.
pub fn is_placeholder(s: &str) -> bool {
    let Some(inner) = s.strip_prefix('<').and_then(|r| r.strip_suffix('>')) else {
        return false;
    };
    match inner {
        "text" | "number" | "bool" | "point" | "value" | "1 item" | "many items" => true,
        _ => inner.strip_suffix(" items").is_some_and(|n| {
            let canonical = n == "0" || !n.starts_with('0');
            let count = n
                .parse::<usize>()
                .ok()
                .filter(|_| n.bytes().all(|b| b.is_ascii_digit()));
            canonical && count.is_some_and(|c| c != 1 && c <= MAX_COUNTED_ITEMS)
        }),
    }
}

/// The placeholder an older transcript wrote for text, `<text:N>` (N its
/// length): the parser still refuses it when sent back, and the projection
/// writes `<text>` in its place.
fn is_legacy_text_placeholder(s: &str) -> bool {
    s.strip_prefix("<text:")
        .and_then(|r| r.strip_suffix('>'))
        .is_some_and(|d| !d.is_empty() && d.len() <= 20 && d.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether a string argument holds something the transcript withheld: a
/// placeholder, the older `<text:N>`, or the redaction mark anywhere in it.
pub fn is_withheld_marker(s: &str) -> bool {
    is_placeholder(s) || is_legacy_text_placeholder(s) || s.contains(REDACTION_MARK)
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
