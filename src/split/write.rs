//! Compact JSON text written straight into a `String`, for the text path
//! and the scope key. It writes what `serde_json::to_string` writes for the
//! same value (and what JavaScript's `JSON.stringify` writes for strings);
//! the text-path property tests hold the two equal.

use std::fmt::Write;

use serde_json::Number;

use super::node::{Node, View};

/// Writes `s` as a JSON string, as `serde_json` and `JSON.stringify` do:
/// `"` and `\` escaped, `\b \f \n \r \t` for those controls, `\u00xx`
/// (lowercase) for the other controls below U+0020, everything else as is.
/// (A Rust string holds no lone surrogate, the one other case
/// `JSON.stringify` escapes.)
pub(crate) fn push_json_string(out: &mut String, s: &str) {
    out.reserve(s.len() + 2);
    out.push('"');
    // Most strings need no escape: one scan, one copy.
    if !any_needs_escape(s.as_bytes()) {
        out.push_str(s);
        out.push('"');
        return;
    }
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let escape = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0x00..=0x1f => "",
            _ => continue,
        };
        out.push_str(&s[start..i]);
        if escape.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0xf)]));
        } else {
            out.push_str(escape);
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
    out.push('"');
}

/// Writes `"key":` for a key that needs no escape: a catalog name, a
/// step member, or an unknown key the projection keeps (those have the
/// plain key shape, `[A-Za-z0-9_]` only). Debug builds check it.
pub(crate) fn push_key(out: &mut String, key: &str) {
    debug_assert!(
        !any_needs_escape(key.as_bytes()),
        "a key that needs escaping"
    );
    out.push('"');
    out.push_str(key);
    out.push_str("\":");
}

/// Whether any byte needs an escape, eight bytes at a time.
fn any_needs_escape(bytes: &[u8]) -> bool {
    let word_at = |i: usize| {
        let mut word = [0u8; 8];
        word.copy_from_slice(&bytes[i..i + 8]);
        u64::from_le_bytes(word)
    };
    if bytes.len() < 8 {
        // Built in a register: padding through memory would stall the load.
        let mut w = u64::from_le_bytes([b'a'; 8]);
        for (i, &b) in bytes.iter().enumerate() {
            w = (w & !(0xff << (8 * i))) | (u64::from(b) << (8 * i));
        }
        return word_needs_escape(w);
    }
    let mut i = 0;
    while i + 8 <= bytes.len() {
        if word_needs_escape(word_at(i)) {
            return true;
        }
        i += 8;
    }
    // The tail: the last eight bytes, overlapping bytes already checked.
    i < bytes.len() && word_needs_escape(word_at(bytes.len() - 8))
}

/// Whether any byte of `w` needs an escape. Bit tricks after "Bit Twiddling
/// Hacks" (`hasless`, `haszero`): exact for "any", which is all we ask.
fn word_needs_escape(w: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let zero_byte = |w: u64| w.wrapping_sub(ONES) & !w & HIGH;
    // A byte below 0x20: `w - 0x20` borrows into its high bit (a byte with
    // its own high bit set is ruled out by `!w`).
    let control = w.wrapping_sub(ONES * 0x20) & !w & HIGH;
    let quote = zero_byte(w ^ (ONES * u64::from(b'"')));
    let backslash = zero_byte(w ^ (ONES * u64::from(b'\\')));
    control | quote | backslash != 0
}

/// Writes a number as serde_json does (its `Display` is its JSON form).
pub(crate) fn push_number(out: &mut String, n: &Number) {
    match (n.as_u64(), n.as_i64()) {
        (Some(u), _) => push_integer(out, u),
        (None, Some(i)) => push_integer(out, i),
        // Writing to a `String` does not fail.
        (None, None) => drop(write!(out, "{n}")),
    }
}

/// Writes an integer in decimal (window ids and coordinates are written on
/// every call; `itoa` skips the formatting machinery).
pub(crate) fn push_integer(out: &mut String, n: impl itoa::Integer) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Writes any readable value; object members in the order the value lists
/// them.
pub(crate) fn push_node<N: Node>(out: &mut String, v: &N) {
    match v.view() {
        View::Null => out.push_str("null"),
        View::Bool(true) => out.push_str("true"),
        View::Bool(false) => out.push_str("false"),
        View::Number(n) => push_number(out, n),
        View::String(s) => push_json_string(out, s),
        View::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                push_node(out, item);
            }
            out.push(']');
        }
        View::Object => {
            out.push('{');
            for (i, (k, member)) in v.members().into_iter().flatten().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                push_json_string(out, k);
                out.push(':');
                push_node(out, member);
            }
            out.push('}');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    /// The byte test the word scan stands for.
    fn needs_escape(b: u8) -> bool {
        b < 0x20 || b == b'"' || b == b'\\'
    }

    #[test]
    fn the_word_scan_finds_what_the_byte_test_finds() {
        // Every byte value at every position of strings of every length up
        // to 17 (whole words and tails), among bytes that need no escape.
        for len in 1..=17 {
            for b in 0..=255u8 {
                for at in 0..len {
                    let mut s = vec![b'a'; len];
                    s[at] = b;
                    assert_eq!(
                        any_needs_escape(&s),
                        needs_escape(b),
                        "byte {b} at {at} of {len}"
                    );
                }
            }
        }
        assert!(!any_needs_escape(b""));
        // Neighbours that could borrow into each other.
        for pair in [
            [0x00u8, 0x21],
            [0x20, 0x1f],
            [0x80, 0x1f],
            [0xff, 0x22],
            [0x5b, 0x5d],
        ] {
            let mut s = vec![b'a'; 8];
            s[3..5].copy_from_slice(&pair);
            assert_eq!(any_needs_escape(&s), pair.iter().copied().any(needs_escape));
        }
    }

    #[test]
    fn writes_what_serde_json_writes() {
        let values = [
            json!(null),
            json!(true),
            json!(-0.0),
            json!(1e300),
            json!(0.1),
            json!(u64::MAX),
            json!(i64::MIN),
            json!(i64::MIN + 1),
            json!(0),
            json!(-7),
            json!(10),
            json!(1_000_000_007),
            json!("plain"),
            json!("q\"b\\n\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f}é🙂"),
            json!([1, [2.5, "x"], {}]),
            json!({"b": 1, "a": {"c": [true, null]}}),
        ];
        for v in values {
            let mut out = String::new();
            push_node(&mut out, &v);
            assert_eq!(out, serde_json::to_string(&v).unwrap(), "{v}");
        }
        // A float keeps its point, as serde_json writes it.
        let mut out = String::new();
        push_node(&mut out, &Value::from(1.0));
        assert_eq!(out, "1.0");
    }
}
