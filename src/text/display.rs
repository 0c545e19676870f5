//! Display text: how a carried free string is made safe to show and store.
//!
//! In order: secrets are redacted; every run of Unicode whitespace (tab and
//! newline included) becomes one space; the remaining control characters,
//! bidirectional override, isolate and mark characters and zero-width
//! characters are removed; the result is trimmed and cut to its limit at a
//! character boundary. Whitespace runs are folded across removed characters
//! (`"a \u{200b} b"` gives `"a b"`), so cleaning a cleaned string changes
//! nothing.

use std::borrow::Cow;

use super::redact::redact;

/// Characters removed outright: invisible formatting that can make a string
/// read differently from what it holds.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}' // zero-width space/joiners, LRM, RLM
        | '\u{202A}'..='\u{202E}' // bidi embeddings and overrides
        | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
        | '\u{2066}'..='\u{2069}' // bidi isolates
        | '\u{061C}' // Arabic letter mark
        | '\u{180E}' // Mongolian vowel separator
        | '\u{FEFF}' // zero-width no-break space
    ) || (c.is_control() && !c.is_whitespace())
}

/// Folds whitespace, removes invisible characters, trims, and cuts to `limit`
/// characters. No redaction.
fn clean(s: &str, limit: usize) -> String {
    let mut out = String::with_capacity(s.len().min(limit * 4));
    let mut count = 0;
    let mut pending_space = false;
    for c in s.chars() {
        if c.is_whitespace() {
            pending_space = count > 0;
            continue;
        }
        if is_invisible(c) {
            continue;
        }
        if pending_space {
            if count + 1 >= limit {
                break;
            }
            out.push(' ');
            count += 1;
            pending_space = false;
        }
        if count >= limit {
            break;
        }
        out.push(c);
        count += 1;
    }
    out
}

/// Whether cleaning `s` would change nothing: single spaces only between
/// other characters, no other whitespace, nothing invisible, at most `limit`
/// characters.
fn already_clean(s: &str, limit: usize) -> bool {
    let mut count = 0;
    let mut after_space = true; // a leading space is not clean
    for c in s.chars() {
        count += 1;
        if c == ' ' {
            if after_space {
                return false;
            }
            after_space = true;
        } else if c.is_ascii() {
            if c.is_ascii_control() {
                return false; // tab, newline and the other controls
            }
            after_space = false;
        } else if c.is_whitespace() || is_invisible(c) {
            return false;
        } else {
            after_space = false;
        }
    }
    count <= limit && (count == 0 || !after_space)
}

/// Display text of at most `limit` characters, and the redaction rules that
/// fired. Empty means there is nothing to show.
///
/// ```
/// use cu_projection::display::display_text;
///
/// let (text, rules) = display_text("  Mail \t\u{202e}Inbox\n", 256);
/// assert_eq!(text, "Mail Inbox");
/// assert!(rules.is_empty());
/// assert_eq!(display_text("password=hunter2", 256).0, "password=[redacted]");
/// ```
pub fn display_text(s: &str, limit: usize) -> (String, Vec<&'static str>) {
    let (text, rules) = display_cow(s, limit);
    (text.into_owned(), rules)
}

/// [`display_text`], borrowing `s` when it is already display text.
pub(crate) fn display_cow(s: &str, limit: usize) -> (Cow<'_, str>, Vec<&'static str>) {
    let first = redact(s);
    if first.rules.is_empty() && already_clean(s, limit) {
        // Most carried strings (app names, predicates) are already display
        // text: one scan, no copy.
        return (Cow::Borrowed(s), first.rules);
    }
    let mut rules = first.rules;
    let mut text = clean(&first.text, limit);
    // Cutting can complete a pattern the whole string did not match (a hex
    // run that now ends the string); redact and clean until nothing changes,
    // so display text of display text is itself. Each round only shortens
    // or replaces findings, and three rounds cover every rule in the table.
    for _ in 0..3 {
        let again = redact(&text);
        if again.rules.is_empty() {
            break;
        }
        rules.extend(again.rules);
        text = clean(&again.text, limit);
    }
    rules.sort_unstable();
    rules.dedup();
    (Cow::Owned(text), rules)
}

/// Whether `s` is already display text for `limit`: cleaning it changes nothing.
pub fn is_display_normal(s: &str, limit: usize) -> bool {
    display_text(s, limit).0 == s
}
