//! Placeholders: what a withheld value becomes, by its JSON type.
//!
//! A placeholder says what kind of value was there and nothing about the
//! value itself (not even a string's length). Projecting a placeholder gives
//! the same placeholder, and the strict parser refuses any argument holding
//! one, so a model that replays its transcript is told so instead of typing
//! `<text>` into a user's document.

use std::borrow::Cow;

use serde_json::Value;

use crate::node::{Node, View};

/// The mark the secret redactor writes in place of a secret.
pub const REDACTION_MARK: &str = "[redacted]";

/// The placeholder for a value of `v`'s JSON type: `<text>`, `<number>`,
/// `<bool>`, `<point>` (an array of exactly two numbers), `<N items>`,
/// `<1 item>`, `<0 items>`, or `<value>` (object or null).
pub fn placeholder_for(v: &Value) -> String {
    placeholder_of(v).into_owned()
}

/// [`placeholder_for`] on any value the projection reads, borrowed where it
/// can be.
pub(crate) fn placeholder_of<N: Node>(v: &N) -> Cow<'_, str> {
    Cow::Borrowed(match v.view() {
        View::String(s) if is_placeholder(s) => s,
        View::String(_) => "<text>",
        View::Number(_) => "<number>",
        View::Bool(_) => "<bool>",
        View::Array(a) if a.len() == 2 && a.iter().all(Node::is_number) => "<point>",
        View::Array(a) if a.len() == 1 => "<1 item>",
        View::Array(a) => return Cow::Owned(format!("<{} items>", a.len())),
        View::Object | View::Null => "<value>",
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
