//! Hostile input lines, shared by the library's tests and the CLI's.

use serde_json::{json, Value};

/// (name, input line without newline).
pub fn hostile() -> Vec<(&'static str, Vec<u8>)> {
    let mut keys = serde_json::Map::new();
    keys.insert("action".into(), json!("type"));
    for i in 0..20_000 {
        keys.insert(format!("key{i}"), json!(i));
    }
    let path: Vec<Value> = (0..20_000)
        .map(|i| json!({"x": i % 1000, "y": i % 700}))
        .collect();
    vec![
        ("invalid utf-8", b"{\"action\":\"type\",\"text\":\"\xc3\x28\"}".to_vec()),
        ("lone surrogate escape", br#"{"action":"type","observation_id":"o","text":"\ud800"}"#.to_vec()),
        ("lone trailing surrogate", br#"{"action":"observe","app":"\udc00x"}"#.to_vec()),
        ("1e400", br#"{"action":"scroll","observation_id":"o","coordinate":[1,2],"scroll_amount":1e400}"#.to_vec()),
        ("40-digit integer", br#"{"action":"observe","window_id":1234567890123456789012345678901234567890}"#.to_vec()),
        ("200,000-deep nesting", [b"{\"action\":\"type\",\"text\":".to_vec(), vec![b'['; 200_000], vec![b']'; 200_000], b"}".to_vec()].concat()),
        ("20,000 keys", serde_json::to_vec(&Value::Object(keys)).unwrap()),
        ("20,000-point drag path", serde_json::to_vec(&json!({"type": "computer_call", "actions": [{"type": "drag", "path": path}]})).unwrap()),
        ("NUL and bidi characters", "{\"action\":\"observe\u{202e}\",\"app\":\"Mail\\u0000\u{2066}x\u{2069}\",\"query\":\"\\u0000\"}".as_bytes().to_vec()),
        ("very long key", format!(r#"{{"action":"list_apps","{}":1}}"#, "k".repeat(100_000)).into_bytes()),
        ("very long value", format!(r#"{{"action":"set_value","observation_id":"o","element_id":"e","value":"{}"}}"#, "v".repeat(2_000_000)).into_bytes()),
        ("not an object", b"[[[[null]]]]".to_vec()),
        ("empty object", b"{}".to_vec()),
    ]
}
