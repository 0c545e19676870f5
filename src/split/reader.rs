//! The JSON-text path of `split`: reads a call into a borrowed tree
//! without building the values it would only withhold.
//!
//! The input is checked as UTF-8 once; then the top-level object is read in
//! one pass. Strings are borrowed from the input unless they hold escapes.
//! Members that the projection may withhold whatever they hold (`text`,
//! `value`, unknown keys, host-only fields) are first kept as raw text
//! (`&RawValue`: validated, not unescaped or copied). Once the action is
//! known, such a string that is withheld and cannot be a placeholder sent
//! back stands in as `<text>`, which projects to the same placeholder; the
//! others are read. A megabyte of typed text costs one validating scan.
//!
//! Anything unusual (not an object, a repeated key, nesting past the limit,
//! an escape that could be a lone surrogate, invalid UTF-8) returns `None`,
//! and the caller takes the `Value` path, which gives the exact answer or
//! error. Property tests hold the two paths to the same answers.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::Number;

use super::node::Borrowed;
use super::rules::{class_of, withholds_any_value};
use crate::call::json::MAX_JSON_DEPTH;
use crate::vocab::catalog::{self, FieldType, KeyKind, MAX_TEXT_CHARS};
use crate::vocab::placeholder::raw_cannot_be_placeholder;

/// Members worth keeping raw until the action is known: those whose value
/// may be long and withheld whatever it holds (fields whose type admits
/// typed text, unknown keys, host-only fields). This is a cost choice only: whether a kept
/// string is skipped is [`always_withheld`]'s answer, from the rules.
fn deferred(key: &str) -> bool {
    match catalog::key_kind(key) {
        None => key != "action",
        Some(KeyKind::HostOnly) => true,
        Some(KeyKind::Field(def) | KeyKind::Camel(def)) => {
            matches!(def.ty(), FieldType::Text { max, .. } if max >= MAX_TEXT_CHARS)
        }
    }
}

/// A string, borrowed from the input unless it had escapes to undo.
struct CowStr;

impl<'de> DeserializeSeed<'de> for CowStr {
    type Value = Cow<'de, str>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Cow<'de, str>, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for CowStr {
    type Value = Cow<'de, str>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }
    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Borrowed(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Owned(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Cow<'de, str>, E> {
        Ok(Cow::Owned(v))
    }
}

/// Sorts members by key, as a `serde_json::Map` orders them; `None` when a
/// key repeats (the `Value` path reports where).
fn sorted<T>(mut members: Vec<(Cow<'_, str>, T)>) -> Option<Vec<(Cow<'_, str>, T)>> {
    // Text a serializer wrote from a map is often sorted already; strictly
    // ascending also means no key repeats.
    if members.windows(2).all(|w| w[0].0 < w[1].0) {
        return Some(members);
    }
    members.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    let repeated = members.windows(2).any(|w| w[0].0 == w[1].0);
    (!repeated).then_some(members)
}

/// Any value below the top level. Stops (and so sends the call to the
/// `Value` path) on a repeated key or nesting past the limit.
struct BorrowedSeed {
    depth: usize,
}

impl BorrowedSeed {
    fn enter<E: de::Error>(&self) -> Result<BorrowedSeed, E> {
        let depth = self.depth + 1;
        if depth > MAX_JSON_DEPTH {
            return Err(E::custom("nesting too deep"));
        }
        Ok(BorrowedSeed { depth })
    }
}

impl<'de> DeserializeSeed<'de> for BorrowedSeed {
    type Value = Borrowed<'de>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Borrowed<'de>, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for BorrowedSeed {
    type Value = Borrowed<'de>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Borrowed<'de>, E> {
        Ok(Borrowed::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Borrowed<'de>, E> {
        Ok(Borrowed::Number(v.into()))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Borrowed<'de>, E> {
        Ok(Borrowed::Number(v.into()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Borrowed<'de>, E> {
        Number::from_f64(v)
            .map(Borrowed::Number)
            .ok_or_else(|| E::custom("not a JSON number"))
    }
    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Borrowed<'de>, E> {
        Ok(Borrowed::String(Cow::Borrowed(v)))
    }
    fn visit_str<E>(self, v: &str) -> Result<Borrowed<'de>, E> {
        Ok(Borrowed::String(Cow::Owned(v.to_owned())))
    }
    fn visit_string<E>(self, v: String) -> Result<Borrowed<'de>, E> {
        Ok(Borrowed::String(Cow::Owned(v)))
    }
    fn visit_unit<E>(self) -> Result<Borrowed<'de>, E> {
        Ok(Borrowed::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Borrowed<'de>, A::Error> {
        let inner = self.enter()?;
        let mut out = Vec::new();
        while let Some(v) = seq.next_element_seed(BorrowedSeed { depth: inner.depth })? {
            out.push(v);
        }
        Ok(Borrowed::Array(out))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Borrowed<'de>, A::Error> {
        let inner = self.enter()?;
        let mut out = Vec::new();
        while let Some(key) = m.next_key_seed(CowStr)? {
            out.push((key, m.next_value_seed(BorrowedSeed { depth: inner.depth })?));
        }
        sorted(out)
            .map(Borrowed::Object)
            .ok_or_else(|| de::Error::custom("repeated key"))
    }
}

/// The top-level object: its members (strings the projection may withhold
/// whatever they hold kept raw, as written, quotes included), and the
/// action's catalog entry.
struct Top<'de> {
    members: Vec<(Cow<'de, str>, Borrowed<'de>)>,
    /// Indexes into `members` of the strings kept raw.
    raw_strings: Vec<usize>,
    entry: Option<&'static catalog::Action>,
}

struct TopSeed;

impl<'de> DeserializeSeed<'de> for TopSeed {
    type Value = Top<'de>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Top<'de>, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for TopSeed {
    type Value = Top<'de>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Top<'de>, A::Error> {
        let mut top = Top {
            members: Vec::with_capacity(8),
            raw_strings: Vec::new(),
            entry: None,
        };
        while let Some(key) = m.next_key_seed(CowStr)? {
            let value = if deferred(&key) {
                // Kept raw: validated and skipped, never unescaped.
                let raw: &'de RawValue = m.next_value()?;
                let text = raw.get();
                if text.starts_with('"') {
                    top.raw_strings.push(top.members.len());
                    Borrowed::String(Cow::Borrowed(text))
                } else {
                    read_value(text).map_err(de::Error::custom)?
                }
            } else {
                let value = m.next_value_seed(BorrowedSeed { depth: 1 })?;
                if key == "action" {
                    top.entry = match &value {
                        Borrowed::String(s) => catalog::action(s),
                        _ => None,
                    };
                }
                value
            };
            top.members.push((key, value));
        }
        Ok(top)
    }
}

/// One member's value from its raw text.
fn read_value(text: &str) -> Result<Borrowed<'_>, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    BorrowedSeed { depth: 1 }.deserialize(&mut de)
}

/// Whether raw string text holds a `\u` surrogate escape that is not one
/// half of a pair: the raw reader does not check pairs, and the `Value` path
/// refuses a lone one. Pairs (what an ASCII-only encoder writes for emoji)
/// are fine.
fn has_lone_surrogate_escape(raw: &str) -> bool {
    // Most text has no `\u` escape at all: one fast substring search.
    if !raw.contains("\\u") {
        return false;
    }
    let b = raw.as_bytes();
    let mut i = 0;
    let mut pending_high = false;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            if b[i + 1] == b'u' && i + 6 <= b.len() {
                let unit = std::str::from_utf8(&b[i + 2..i + 6])
                    .ok()
                    .and_then(|h| u16::from_str_radix(h, 16).ok());
                match unit {
                    Some(0xD800..=0xDBFF) if pending_high => return true,
                    Some(0xD800..=0xDBFF) => pending_high = true,
                    Some(0xDC00..=0xDFFF) if !pending_high => return true,
                    Some(0xDC00..=0xDFFF) => pending_high = false,
                    _ if pending_high => return true,
                    _ => {}
                }
                i += 6;
                continue;
            }
            if pending_high {
                return true;
            }
            i += 2;
            continue;
        }
        if pending_high {
            return true;
        }
        i += 1;
    }
    pending_high
}

/// The call as a borrowed tree with stand-ins for always-withheld strings,
/// or `None` when the exact `Value` path must decide.
pub(crate) fn read_call(bytes: &[u8]) -> Option<Borrowed<'_>> {
    // Checked once here, so no string is checked again as it is read.
    let text = std::str::from_utf8(bytes).ok()?;
    let mut de = serde_json::Deserializer::from_str(text);
    let Top {
        mut members,
        raw_strings,
        entry,
    } = TopSeed.deserialize(&mut de).ok()?;
    de.end().ok()?;
    for i in raw_strings {
        let (key, value) = &members[i];
        let Borrowed::String(Cow::Borrowed(raw)) = value else {
            return None; // not reached: `raw_strings` indexes raw strings
        };
        let present = |name: &str| members.iter().any(|(k, _)| k == name);
        // A string that is withheld whatever it holds, and cannot be a
        // placeholder sent back (which would stay itself), projects to
        // `<text>`: it stands in as that, never unescaped or copied.
        let value = if raw_cannot_be_placeholder(raw) && always_withheld(entry, key, &present) {
            if has_lone_surrogate_escape(raw) {
                return None;
            }
            Borrowed::String(Cow::Borrowed("<text>"))
        } else {
            read_value(raw).ok()?
        };
        members[i].1 = value;
    }
    sorted(members).map(Borrowed::Object)
}

/// Whether the projection withholds `key`'s value whatever it holds, and
/// neither the approval summary nor the scope key reads it.
fn always_withheld(
    entry: Option<&'static catalog::Action>,
    key: &str,
    snake_present: &dyn Fn(&str) -> bool,
) -> bool {
    let def = match catalog::key_kind(key) {
        // Unknown keys keep their key and lose their value (or are dropped).
        None => return true,
        // Host-only fields are dropped, and the summary reads none.
        Some(KeyKind::HostOnly) => return true,
        Some(KeyKind::Camel(def)) if snake_present(def.name()) => return true,
        Some(KeyKind::Camel(def) | KeyKind::Field(def)) => def,
    };
    withholds_any_value(class_of(entry, def), def.ty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::split::node::Node;

    fn string<'a>(call: &'a Borrowed<'_>, key: &str) -> Option<&'a str> {
        call.get(key).and_then(Node::as_str)
    }

    #[test]
    fn long_withheld_strings_stand_in_and_carried_ones_are_read() {
        let long = "Grüße\\n".repeat(500);
        let text = format!(
            r#"{{"text":"{long}","action":"type","app":"Mail","observation_id":"o","note":"{long}"}}"#
        );
        let call = read_call(text.as_bytes()).expect("an ordinary call takes the text path");
        assert_eq!(string(&call, "text"), Some("<text>"));
        assert_eq!(string(&call, "note"), Some("<text>"));
        assert_eq!(string(&call, "app"), Some("Mail"));
        assert!(matches!(
            call.get("app"),
            Some(Borrowed::String(Cow::Borrowed(_)))
        ));
        // Control: a key-name `text` is read, since the projection may carry it.
        let keys = format!(r#"{{"action":"key","observation_id":"o","text":"{long}"}}"#);
        let call = read_call(keys.as_bytes()).unwrap();
        assert_eq!(string(&call, "text").map(str::len), Some(long.len() - 500));
    }

    #[test]
    fn short_withheld_strings_stand_in_unless_they_may_be_placeholders() {
        let call =
            read_call(br#"{"action":"type","text":"hi \"there\"","zz":"\u003cvalue>"}"#).unwrap();
        assert!(matches!(
            call.get("text"),
            Some(Borrowed::String(Cow::Borrowed("<text>")))
        ));
        // Control: a string that may be a placeholder sent back is read.
        assert_eq!(string(&call, "zz"), Some("<value>"));
        let call = read_call(br#"{"action":"type","text":"<text:5>"}"#).unwrap();
        assert_eq!(string(&call, "text"), Some("<text:5>"));
    }

    #[test]
    fn lone_surrogate_escapes_are_told_from_pairs() {
        assert!(!has_lone_surrogate_escape(r#""a\ud83d\ude00b""#));
        assert!(
            !has_lone_surrogate_escape(r#""\\ud800""#),
            "an escaped backslash"
        );
        assert!(has_lone_surrogate_escape(r#""a\ud800b""#));
        assert!(has_lone_surrogate_escape(r#""a\ude00""#));
        assert!(has_lone_surrogate_escape(r#""a\ud83d\u0041""#));
        assert!(has_lone_surrogate_escape(r#""a\ud83d""#));
    }

    #[test]
    fn unusual_text_goes_to_the_value_path() {
        // Control: the same shapes, well formed, take the text path.
        for text in [
            &br#"{"a":1,"b":2}"#[..],
            br#"{"action":"type","e":{"b":1,"a":2}}"#,
        ] {
            assert!(read_call(text).is_some());
        }
        for text in [
            &br#"{"a":1,"a":2}"#[..],
            br#"[1]"#,
            b"{\"action\":\"type\",\"text\":\"\xff\"}",
            br#"{"action":"type"} x"#,
            br#"{"action":"type","e":{"b":1,"a":2,"b":3}}"#,
        ] {
            assert!(
                read_call(text).is_none(),
                "{}",
                String::from_utf8_lossy(text)
            );
        }
    }
}
