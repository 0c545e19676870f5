//! The shapes of the names the contract carries: each is one predicate here,
//! and every part of the crate that asks the question asks it here.
//!
//! These are shapes only. Whether a name that has the shape may be shown
//! also depends on what the secret detector finds in it; that question is
//! `text::is_showable_key` and the
//! projection's rules.

/// Whether `s` is a stable identifier: `^[A-Za-z0-9._:-]{1,256}$` (`obs-7`,
/// `e12`, a UUID). Observation and element ids have this shape.
///
/// ```
/// use cu_projection::is_stable_id;
/// assert!(is_stable_id("obs-7") && is_stable_id("4f9c2a1e-77aa-4c11-9d1e-0b7e3a9c2f10"));
/// assert!(!is_stable_id("Send button") && !is_stable_id(""));
/// ```
#[inline]
pub fn is_stable_id(s: &str) -> bool {
    (1..=256).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'))
}

/// Whether `s` is an accessibility name: `^AX[A-Za-z]{1,62}$` (`AXPress`,
/// `AXButton`). Standard action names, step roles and the `AX...` form of
/// an element action name have this shape.
pub fn is_ax_name(s: &str) -> bool {
    let b = s.as_bytes();
    (3..=64).contains(&b.len())
        && b.starts_with(b"AX")
        && b[2..].iter().all(u8::is_ascii_alphabetic)
}

/// Whether `s` is an element action name: an accessibility name, or
/// `^[a-z][a-z0-9_]{0,63}$` (`show_menu`).
pub fn is_element_action_name(s: &str) -> bool {
    let b = s.as_bytes();
    let snake = (1..=64).contains(&b.len())
        && b[0].is_ascii_lowercase()
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_');
    is_ax_name(s) || snake
}

/// Whether `s` has the shape of a plain key name:
/// `^[A-Za-z_][A-Za-z0-9_]{0,63}$`. Only keys of this shape (that also hold
/// no secret) are ever written into a projection or an error message.
pub fn is_plain_key_name(s: &str) -> bool {
    let b = s.as_bytes();
    (1..=64).contains(&b.len())
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_')
}

/// Characters a person sees as blank space although Unicode files them as
/// symbols or letters, so neither the whitespace nor the default-ignorable
/// class holds them: the blank braille pattern, the musical null notehead,
/// the Egyptian full and half blanks.
pub(crate) const BLANK_SYMBOLS: [char; 4] = ['\u{2800}', '\u{1D159}', '\u{13441}', '\u{13442}'];

/// The characters a screen draws as nothing and display text drops:
/// controls, format characters (zero-width spaces and joiners, the soft
/// hyphen, bidirectional marks) and default-ignorable code points, but
/// not whitespace; and a terminal's escape whole (`ESC[33m`, a colour, as
/// ECMA-48 writes a control sequence), which the terminal shows as
/// nothing. Display text's cleaning and the detector's reading of decoded
/// escapes (`\u200b` in a JSON string) both ask this class.
pub(crate) static INVISIBLE: once_cell::sync::Lazy<regex::Regex> = once_cell::sync::Lazy::new(
    || {
        regex::Regex::new(
            r"\x1b\[[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]|[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}--\s]",
        )
        .expect("a valid class")
    },
);

/// Whether `c` is one of [`INVISIBLE`]'s characters.
pub(crate) fn is_invisible(c: char) -> bool {
    let mut buf = [0; 4];
    INVISIBLE.is_match(c.encode_utf8(&mut buf))
}

/// Whether a person sees nothing of `c` where it stands, or at best a box
/// that reads as no letter: a blank symbol or a private-use code point.
pub(crate) fn is_unseen(c: char) -> bool {
    BLANK_SYMBOLS.contains(&c)
        || matches!(c, '\u{E000}'..='\u{F8FF}' | '\u{F0000}'..='\u{FFFFD}' | '\u{100000}'..='\u{10FFFD}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_shape_at_its_edges() {
        assert!(is_stable_id(&"a".repeat(256)) && !is_stable_id(&"a".repeat(257)));
        assert!(!is_stable_id("obs 7") && !is_stable_id("obs/7"));
        assert!(is_ax_name("AXPress") && is_ax_name(&format!("AX{}", "a".repeat(62))));
        assert!(!is_ax_name(&format!("AX{}", "a".repeat(63))) && !is_ax_name("AX"));
        assert!(!is_ax_name("AXPress2") && !is_ax_name("axPress"));
        assert!(is_element_action_name("show_menu") && is_element_action_name("AXRaise"));
        assert!(!is_element_action_name("Show menu") && !is_element_action_name("_x"));
        assert!(is_plain_key_name("_note") && is_plain_key_name(&"k".repeat(64)));
        assert!(!is_plain_key_name(&"k".repeat(65)) && !is_plain_key_name("9lives"));
        assert!(!is_plain_key_name("my-key") && !is_plain_key_name(""));
    }
}
