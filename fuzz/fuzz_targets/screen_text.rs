//! Shared by the result and observation targets: the same input with every
//! piece of screen text replaced, so a target can check that a transcript
//! is a function of structure only.

use serde_json::Value;

/// Keys whose string values are screen text, anywhere in a result.
const SCREEN_TEXT: [&str; 7] = ["title", "label", "value", "readback", "message", "current_url", "data"];

/// `v` with every string under a screen-text key (and every image URL)
/// replaced by a fixed one of the same kind.
pub fn blanked(v: &Value) -> Value {
    match v {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| {
                    let v = match (k.as_str(), v) {
                        ("image_url", Value::String(_)) => Value::String("https://x".into()),
                        (k, Value::String(_)) if SCREEN_TEXT.contains(&k) => Value::String("x".into()),
                        _ => blanked(v),
                    };
                    (k.clone(), v)
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(blanked).collect()),
        other => other.clone(),
    }
}
