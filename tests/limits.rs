//! Every documented input limit, tested below, at and above it.

use cu_projection::native::{validate_batch, MAX_BATCH_ACTIONS, MAX_KEYS, MAX_PATH_POINTS};
use cu_projection::policy::{Policy, PolicyFamily};
use cu_projection::{
    catalog, project, ComputerUseCall, MAX_ACTION_CHARS, MAX_DISPLAY_CHARS, MAX_STEP_TEXT_CHARS,
    MAX_UNKNOWN_KEYS,
};
use serde_json::{json, Map, Value};

/// `n - 1`, `n` and `n + 1`: below, at and above a limit.
fn around(n: usize) -> [usize; 3] {
    [n - 1, n, n + 1]
}

#[test]
fn unknown_keys_kept() {
    for n in around(MAX_UNKNOWN_KEYS) {
        let mut call = Map::new();
        call.insert("action".into(), json!("list_apps"));
        for i in 0..n {
            call.insert(format!("k{i:03}"), json!(i));
        }
        let p = project(&Value::Object(call));
        assert_eq!(p.model.len() - 1, n.min(MAX_UNKNOWN_KEYS), "{n}");
        assert_eq!(
            p.report.dropped.over_limit,
            n.saturating_sub(MAX_UNKNOWN_KEYS)
        );
    }
}

#[test]
fn steps_per_sequence() {
    for n in around(catalog::MAX_STEPS) {
        let steps = vec![json!({"label": "OK"}); n];
        let call = json!({"action": "element_sequence", "observation_id": "o", "steps": steps});
        let projected = project(&call).model.get("steps").cloned().unwrap();
        let parsed = ComputerUseCall::from_value(&call);
        if n <= catalog::MAX_STEPS {
            assert!(projected.is_array() && parsed.is_ok(), "{n}");
        } else {
            assert_eq!(projected, json!(format!("<{n} items>")));
            assert_eq!(parsed.unwrap_err().code(), "invalid_arguments");
        }
    }
}

#[test]
fn display_text_lengths() {
    for (limit, call_of) in [
        (
            MAX_DISPLAY_CHARS,
            Box::new(|s: String| json!({"action": "observe", "app": s}))
                as Box<dyn Fn(String) -> Value>,
        ),
        (
            MAX_ACTION_CHARS,
            Box::new(|s: String| json!({ "action": s })),
        ),
    ] {
        for n in around(limit) {
            let p = project(&call_of("ü".repeat(n))).model;
            let shown = if limit == MAX_ACTION_CHARS {
                p.action().to_owned()
            } else {
                p.get("app").unwrap().as_str().unwrap().to_owned()
            };
            assert_eq!(shown.chars().count(), n.min(limit), "limit {limit}, {n}");
        }
    }
    // A step role is an accessibility name: carried whole up to the limit,
    // withheld past it (never cut: a cut name is not a name).
    for n in around(MAX_STEP_TEXT_CHARS) {
        let name = format!("AX{}", "R".repeat(n - 2));
        let call = json!({"action": "element_sequence", "steps": [{"label": "a", "role": name}]});
        let role = project(&call).model.get("steps").unwrap()[0]["role"].clone();
        let expected = if n <= MAX_STEP_TEXT_CHARS {
            json!(name)
        } else {
            json!("<text>")
        };
        assert_eq!(role, expected, "{n}");
    }
}

#[test]
fn typed_text_length_in_the_parser() {
    for n in around(catalog::MAX_TEXT_CHARS) {
        let call = json!({"action": "type", "observation_id": "o", "text": "é".repeat(n)});
        assert_eq!(
            ComputerUseCall::from_value(&call).is_ok(),
            n <= catalog::MAX_TEXT_CHARS,
            "{n}"
        );
    }
}

#[test]
fn native_batch_limits() {
    let all = Policy::observation_only()
        .allow(PolicyFamily::CoordinatePointer)
        .allow(PolicyFamily::CoordinateKeyboard);
    for n in around(MAX_BATCH_ACTIONS) {
        let item = json!({"actions": vec![json!({"type": "wait"}); n]});
        assert_eq!(
            validate_batch(&item, &all).is_ok(),
            n <= MAX_BATCH_ACTIONS,
            "actions {n}"
        );
    }
    for n in around(MAX_KEYS) {
        let item = json!([{"type": "keypress", "keys": vec!["CTRL"; n]}]);
        assert_eq!(
            validate_batch(&item, &all).is_ok(),
            n <= MAX_KEYS,
            "keys {n}"
        );
    }
    for n in around(MAX_PATH_POINTS) {
        let item = json!([{"type": "drag", "path": vec![json!({"x": 1, "y": 2}); n]}]);
        assert_eq!(
            validate_batch(&item, &all).is_ok(),
            n <= MAX_PATH_POINTS,
            "path {n}"
        );
    }
}
