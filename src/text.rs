//! The JSON-text path of `split`: reads a call without building the values
//! it would only withhold.
//!
//! The top-level object is read in one pass. Members that the projection
//! may withhold whatever they hold (`text`, `value`, unknown keys, host-only
//! fields) are kept as borrowed raw text (`&RawValue`: validated, not
//! copied); all others are parsed as usual. Once the action is known, a
//! long string the projection would withhold is never unescaped or copied:
//! it stands in as a short string that projects to the same placeholder. A
//! megabyte of typed text costs one validating scan.
//!
//! Anything unusual (not an object, a repeated key, nesting near the limit,
//! escapes that could hide a lone surrogate, invalid UTF-8) returns `None`,
//! and the caller takes the `Value` path, which gives the exact answer or
//! error. A property test holds the two paths to the same answers.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use crate::catalog::{self, KeyKind, PrivacyClass};
use crate::json;

/// The top-level object: members parsed as they come, and the members the
/// projection may withhold whatever they hold kept raw until the action is
/// known.
struct Top<'de> {
    parsed: Map<String, Value>,
    deferred: Vec<(String, &'de RawValue)>,
}

struct TopSeed<'a> {
    stop: &'a json::Stop,
}

/// Members whose value can be withheld whatever it is: `text` and `value`
/// (depending on the action), unknown keys, and host-only fields other than
/// the approval class the summary reads.
fn deferred(key: &str) -> bool {
    match catalog::key_kind(key) {
        None => key != "action",
        Some(KeyKind::HostOnly) => !matches!(key, "approval_class" | "approvalClass"),
        Some(KeyKind::Field(def) | KeyKind::Camel(def)) => {
            matches!(def.name(), "text" | "value")
        }
    }
}

impl<'de> DeserializeSeed<'de> for TopSeed<'_> {
    type Value = Top<'de>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Top<'de>, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for TopSeed<'_> {
    type Value = Top<'de>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Top<'de>, A::Error> {
        let mut top = Top {
            parsed: Map::new(),
            deferred: Vec::new(),
        };
        while let Some(key) = m.next_key::<String>()? {
            let repeated =
                top.parsed.contains_key(&key) || top.deferred.iter().any(|(k, _)| *k == key);
            if repeated {
                // The Value path reports where.
                return Err(de::Error::custom("repeated key"));
            }
            if deferred(&key) {
                let raw = m.next_value::<&'de RawValue>()?;
                top.deferred.push((key, raw));
            } else {
                let path = json::Path::Key(&json::Path::Root, &key);
                let seed = json::ValueSeed {
                    depth: 1,
                    path: &path,
                    stop: self.stop,
                };
                let value = m.next_value_seed(seed)?;
                top.parsed.insert(key, value);
            }
        }
        Ok(top)
    }
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

/// The call as a `Value` with stand-ins for always-withheld strings, or
/// `None` when the exact `Value` path must decide.
pub(crate) fn read_call(bytes: &[u8]) -> Option<Value> {
    let stop = json::Stop::default();
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let top = TopSeed { stop: &stop }.deserialize(&mut de).ok()?;
    de.end().ok()?;
    let Top {
        mut parsed,
        deferred,
    } = top;
    let entry = parsed
        .get("action")
        .and_then(Value::as_str)
        .and_then(catalog::action);
    let snake_present =
        |name: &str| parsed.contains_key(name) || deferred.iter().any(|(k, _)| k == name);
    let mut resolved = Vec::with_capacity(deferred.len());
    for (key, raw) in &deferred {
        let text = raw.get();
        // Placeholders are short (28 characters at most, 170 bytes even with
        // every character escaped): a longer string cannot be one, and
        // stands in as `<text>`. A shorter one is read, so a placeholder
        // sent back stays itself.
        let stand_in = text.len() > 256
            && text.starts_with('"')
            && always_withheld(entry, key, &snake_present);
        let value = if stand_in {
            if has_lone_surrogate_escape(text) {
                return None;
            }
            Value::from("<text>")
        } else {
            json::from_slice_at_depth(text.as_bytes(), 1).ok()?
        };
        resolved.push((key.clone(), value));
    }
    parsed.extend(resolved);
    Some(Value::Object(parsed))
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
        // Host-only fields are dropped (the approval class is never deferred).
        Some(KeyKind::HostOnly) => return true,
        Some(KeyKind::Camel(def)) if snake_present(def.name()) => return true,
        Some(KeyKind::Camel(def) | KeyKind::Field(def)) => def,
    };
    match entry.and_then(|a| a.field_for(def)) {
        None => true,
        Some(f) => f.privacy() == PrivacyClass::Withheld,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_withheld_strings_stand_in_and_carried_ones_are_read() {
        let long = "Grüße\\n".repeat(500);
        let text = format!(
            r#"{{"text":"{long}","action":"type","app":"Mail","observation_id":"o","note":"{long}"}}"#
        );
        let call = read_call(text.as_bytes()).expect("an ordinary call takes the text path");
        assert_eq!(call["text"], "<text>");
        assert_eq!(call["note"], "<text>");
        assert_eq!(call["app"], "Mail");
        // Control: a key-name `text` is read, since the projection may carry it.
        let keys = format!(r#"{{"action":"key","observation_id":"o","text":"{long}"}}"#);
        assert_ne!(read_call(keys.as_bytes()).unwrap()["text"], "<text>");
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
        for text in [
            &br#"{"a":1,"a":2}"#[..],
            br#"[1]"#,
            b"{\"action\":\"type\",\"text\":\"\xff\"}",
            br#"{"action":"type"} x"#,
        ] {
            assert!(
                read_call(text).is_none(),
                "{}",
                String::from_utf8_lossy(text)
            );
        }
    }
}
