//! The strict parser on any bytes: never panics; an accepted call
//! serializes back to JSON that parses to the same call; no error message
//! repeats a string value of the input (keys may be named when plain).
#![no_main]

use cu_projection::ComputerUseCall;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

/// String values and keys of a JSON value, a few levels down.
fn collect(v: &Value, values: &mut Vec<String>, keys: &mut Vec<String>, depth: usize) {
    if depth > 8 {
        return;
    }
    match v {
        Value::String(s) => values.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|m| collect(m, values, keys, depth + 1)),
        Value::Object(o) => o.iter().for_each(|(k, m)| {
            keys.push(k.clone());
            collect(m, values, keys, depth + 1)
        }),
        _ => {}
    }
}

fuzz_target!(|data: &[u8]| {
    match ComputerUseCall::from_json(data) {
        Ok(call) => {
            let text = serde_json::to_string(&call).unwrap();
            assert_eq!(ComputerUseCall::from_json(&text).unwrap(), call);
        }
        Err(e) => {
            let message = e.to_string();
            assert!(!message.is_empty());
            // Plant a canary where each long string value was, and check the
            // message never shows it. (Comparing the message with the value
            // itself is not enough: the fuzzer learns the fixed message text
            // and sends it back as a value.)
            let Ok(value) = serde_json::from_slice::<Value>(data) else { return };
            let (mut values, mut keys) = (Vec::new(), Vec::new());
            collect(&value, &mut values, &mut keys, 0);
            let Ok(text) = std::str::from_utf8(data) else { return };
            for v in values.iter().filter(|v| v.len() >= 8 && v.is_ascii() && !v.contains(['"', '\\'])) {
                if keys.iter().any(|k| k.contains(v.as_str())) {
                    continue; // plain keys may be named
                }
                let canary = "Q".repeat(v.len());
                let planted = text.replace(&format!("\"{v}\""), &format!("\"{canary}\""));
                if let Err(e) = ComputerUseCall::from_json(&planted) {
                    assert!(!e.to_string().contains(&canary), "message echoes a value: {e}");
                }
            }
        }
    }
});
