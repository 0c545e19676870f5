//! The JSON-text split on any bytes: never panics; answers as the Value
//! path does (`split_json`, and `split_json_into` as text); the projection
//! re-projects to itself, stays under 64 KiB, and holds no canary planted
//! in a withheld position.
#![no_main]

use cu_projection::{
    read_json, project, split, split_json, split_json_into, SplitText,
    MAX_PROJECTION_BYTES,
};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

const CANARY: &str = "ZQcanary7";

fuzz_target!(|data: &[u8]| {
    let fast = split_json(data);
    let exact = read_json(data).map(|v| split(&v));
    assert_eq!(fast, exact, "text path and value path disagree");
    let mut text = SplitText::new();
    let into = split_json_into(data, &mut text);
    assert_eq!(into.is_ok(), fast.is_ok(), "split_json_into and split_json disagree");
    let Ok(s) = fast else {
        assert_eq!(into.unwrap_err(), exact.unwrap_err());
        return;
    };
    assert_eq!(text.model_json(), serde_json::to_string(&s.model).unwrap());
    assert_eq!(text.approval_json(), serde_json::to_string(&s.approval).unwrap());
    assert_eq!(text.scope_key(), s.scope_key);
    assert_eq!(text.report(), &s.report);
    assert_eq!(text.action(), s.model.action());
    let bytes = serde_json::to_vec(&s.model).unwrap();
    assert!(bytes.len() <= MAX_PROJECTION_BYTES);
    assert_eq!(project(&s.model.to_value()).model, s.model, "not idempotent");

    // Plant a canary in withheld positions of the same input and split again.
    let Ok(Value::Object(mut call)) = serde_json::from_slice::<Value>(data) else { return };
    call.insert("action".into(), Value::from("type"));
    call.insert("text".into(), Value::from(format!("typed {CANARY} text")));
    call.insert("approvalClass".into(), Value::from(CANARY));
    call.insert("zz_unknown".into(), Value::from(CANARY));
    let s = split(&Value::Object(call));
    for part in [
        serde_json::to_string(&s.model).unwrap(),
        serde_json::to_string(&s.approval).unwrap(),
        serde_json::to_string(&s.report).unwrap(),
    ] {
        assert!(!part.contains(CANARY), "canary survived: {part}");
    }
});
