//! Hostile input, through the library and through every CLI mode: each gets
//! a typed answer (or a documented projection), nothing panics, and the CLI
//! answers every line with exactly one JSON line.

mod common;

use common::cli::{answers, run};
use cu_projection::ledger::Ledger;
use cu_projection::native::validate_batch;
use cu_projection::observation::Observation;
use cu_projection::openai::from_strict_arguments_json;
use cu_projection::policy::Policy;
use cu_projection::{
    read_json, split_json, split_json_into, ComputerUseCall, SplitText, MAX_PROJECTION_BYTES,
};
use serde_json::{json, Value};

/// (name, input line without newline).
fn hostile() -> Vec<(&'static str, Vec<u8>)> {
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

#[test]
fn the_library_answers_every_hostile_input_with_a_typed_result() {
    let mut text = SplitText::new();
    for (name, line) in hostile() {
        // Split: an answer or a typed JSON error, never a panic; bounded.
        // The text path answers as the owned one, byte for byte.
        let into = split_json_into(&line, &mut text);
        match split_json(&line) {
            Ok(s) => {
                let bytes = serde_json::to_vec(&s.model).unwrap();
                assert!(bytes.len() <= MAX_PROJECTION_BYTES, "{name}");
                assert!(into.is_ok(), "{name}");
                assert_eq!(text.model_json().as_bytes(), bytes, "{name}");
            }
            Err(e) => {
                assert!(
                    matches!(e.code().as_str(), "invalid_json" | "duplicate_key"),
                    "{name}: {}",
                    e.code()
                );
                assert_eq!(into, Err(e), "{name}");
            }
        }
        let _ = ComputerUseCall::from_json(&line).map_err(|e| e.code());
        if let Ok(text) = std::str::from_utf8(&line) {
            let _ = from_strict_arguments_json(text).map_err(|e| e.code());
        }
        if let Ok(item) = read_json(&line) {
            let _ = validate_batch(&item, &Policy::observation_only());
        }
        let _ = Ledger::new().apply_json(&line);
        let _ = Observation::from_json(&line).map_err(|e| e.code());
    }
}

#[test]
fn hostile_inputs_get_the_documented_answers() {
    let by_name: std::collections::HashMap<_, _> = hostile().into_iter().collect();
    let code = |name: &str| split_json(&by_name[name]).err().map(|e| e.code().as_str());
    assert_eq!(code("invalid utf-8"), Some("invalid_json"));
    assert_eq!(code("lone surrogate escape"), Some("invalid_json"));
    assert_eq!(code("lone trailing surrogate"), Some("invalid_json"));
    assert_eq!(code("1e400"), Some("invalid_json"));
    assert_eq!(code("200,000-deep nesting"), Some("invalid_json"));

    // A 40-digit integer is read as a float: not an integer window id.
    let s = split_json(&by_name["40-digit integer"]).unwrap();
    assert_eq!(s.model.get("window_id"), Some(&json!("<number>")));
    assert_eq!(s.approval.window_id(), None);

    // 20,000 unknown keys: 32 kept, the rest dropped and counted.
    let s = split_json(&by_name["20,000 keys"]).unwrap();
    assert_eq!(s.model.len(), 33);
    assert_eq!(s.report.dropped.over_limit, 20_000 - 32);

    // A 20,000-point path is past the native limit: refused, and projected
    // as a count.
    let item = read_json(&by_name["20,000-point drag path"]).unwrap();
    let r = validate_batch(&item, &Policy::observation_only()).unwrap_err();
    assert_eq!(
        (r.index, r.error.code().as_str()),
        (Some(0), "invalid_arguments")
    );
    let model = cu_projection::native::project_batch(&item);
    assert_eq!(model[0].get("path"), Some(&json!("<20000 items>")));

    // NUL and bidi characters are cleaned out of carried text.
    let s = split_json(&by_name["NUL and bidi characters"]).unwrap();
    assert_eq!(s.model.action(), "observe");
    assert_eq!(s.model.get("app"), Some(&json!("Mailx")));
    assert_eq!(
        s.model.get("query"),
        Some(&json!("<text>")),
        "empty after cleaning"
    );

    // A key past 64 characters is dropped, never written.
    let s = split_json(&by_name["very long key"]).unwrap();
    assert_eq!(s.report.dropped.unsafe_name, 1);
    assert_eq!(s.model.len(), 1);

    // A long written value is withheld without its length.
    let s = split_json(&by_name["very long value"]).unwrap();
    assert_eq!(s.model.get("value"), Some(&json!("<text>")));
}

#[test]
fn every_cli_mode_answers_every_hostile_line_with_one_json_line() {
    let lines = hostile();
    let mut input = Vec::new();
    for (_, line) in &lines {
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    for mode in [
        "split",
        "parse",
        "openai-strict",
        "native-batch",
        "ledger",
        "observation",
    ] {
        let out = run(&["--mode", mode], &input);
        assert_eq!(out.status.code(), Some(0), "{mode}");
        let a = answers(&out);
        assert_eq!(a.len(), lines.len(), "{mode}: one answer per line");
        for (answer, (name, _)) in a.iter().zip(&lines) {
            assert!(answer.is_object(), "{mode} {name}");
            if let Some(e) = answer.get("error") {
                assert!(
                    e["code"].is_string() && e["message"].is_string(),
                    "{mode} {name}"
                );
            }
        }
    }
}
