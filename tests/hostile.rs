//! Hostile input through the library: each gets a typed answer (or a
//! documented projection), and nothing panics. `cli/tests/hostile.rs` sends
//! the same lines through every CLI mode.

#[path = "common/hostile.rs"]
mod hostile_lines;

use cu_projection::ledger::Ledger;
use cu_projection::native::validate_batch;
use cu_projection::observation::Observation;
use cu_projection::openai::from_strict_arguments_json;
use cu_projection::policy::Policy;
use cu_projection::{
    read_json, split_json, split_json_into, ComputerUseCall, SplitText, MAX_PROJECTION_BYTES,
};
use hostile_lines::hostile;
use serde_json::json;

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
        let _ = Ledger::new("t").unwrap().apply_json(&line);
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
    assert_eq!(model[0].get("path"), Some(&json!("<many items>")));

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
