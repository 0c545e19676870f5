//! A parsed call serializes back to canonical wire JSON and round-trips.

mod common;

use common::{cases, valid_call};
use cu_projection::{catalog, ComputerUseCall, Point, StableId};
use proptest::prelude::*;
use serde_json::{json, Value};

/// The canonical form of an accepted call: the same JSON, with a whole
/// number of `duration` seconds written as an integer.
fn canonical(call: &Value) -> Value {
    let mut out = call.clone();
    if let Some(d) = out.get("duration").and_then(Value::as_f64) {
        if d.fract() == 0.0 {
            out["duration"] = json!(d as u64);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(2048)))]

    #[test]
    fn a_parsed_call_serializes_back_to_its_wire_json(call in valid_call()) {
        let parsed = ComputerUseCall::from_value(&call).unwrap();
        prop_assert_eq!(parsed.to_value(), canonical(&call));
        let text = serde_json::to_string(&parsed).unwrap();
        prop_assert_eq!(ComputerUseCall::from_json(&text).unwrap(), parsed.clone());
        prop_assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), canonical(&call));
    }

    #[test]
    fn serialized_keys_come_in_canonical_order(call in valid_call()) {
        let parsed = ComputerUseCall::from_value(&call).unwrap();
        let text = serde_json::to_string(&parsed).unwrap();
        let keys = top_level_keys(&text);
        let action = catalog::action(parsed.action_name()).unwrap();
        let lead = ["app", "window_id", "observation_id", "element_id"];
        let mut expected = vec!["action".to_owned()];
        expected.extend(lead.iter().filter(|k| call.get(**k).is_some()).map(|k| k.to_string()));
        expected.extend(
            action.fields()
                .map(|f| f.name())
                .filter(|n| !lead.contains(n) && call.get(*n).is_some())
                .map(str::to_owned),
        );
        prop_assert_eq!(keys, expected);
    }
}

/// Top-level keys of a JSON object text, in the order written.
fn top_level_keys(text: &str) -> Vec<String> {
    let mut de = serde_json::Deserializer::from_str(text);
    struct Keys;
    impl<'de> serde::de::Visitor<'de> for Keys {
        type Value = Vec<String>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an object")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut m: A,
        ) -> Result<Vec<String>, A::Error> {
            let mut out = Vec::new();
            while let Some(k) = m.next_key::<String>()? {
                m.next_value::<serde::de::IgnoredAny>()?;
                out.push(k);
            }
            Ok(out)
        }
    }
    serde::Deserializer::deserialize_map(&mut de, Keys).unwrap()
}

#[test]
fn the_seed_call_parses_into_its_typed_variant() {
    let call = ComputerUseCall::from_json(
        r#"{"action":"press_key","app":"TextEdit","window_id":41,
            "observation_id":"obs-7","element_id":"e12","text":"cmd+s"}"#,
    )
    .unwrap();
    let ComputerUseCall::PressKey {
        app,
        window_id,
        observation_id,
        text,
        element_id,
    } = &call
    else {
        panic!("press_key parsed as {}", call.action_name());
    };
    assert_eq!(app.as_deref(), Some("TextEdit"));
    assert_eq!(*window_id, Some(41));
    assert_eq!(observation_id.as_str(), "obs-7");
    assert_eq!(text, "cmd+s");
    assert_eq!(element_id.as_ref().map(StableId::as_str), Some("e12"));
    assert_eq!(
        serde_json::to_string(&call).unwrap(),
        r#"{"action":"press_key","app":"TextEdit","window_id":41,"observation_id":"obs-7","element_id":"e12","text":"cmd+s"}"#
    );
}

#[test]
fn typed_fields_hold_typed_values() {
    let call = ComputerUseCall::from_value(&json!({
        "action": "left_click_drag", "observation_id": "obs-2",
        "start_coordinate": [10, 20], "coordinate": [30, 40], "text": "shift"
    }))
    .unwrap();
    match call {
        ComputerUseCall::LeftClickDrag {
            start_coordinate,
            coordinate,
            ..
        } => {
            assert_eq!(start_coordinate, Point { x: 10, y: 20 });
            assert_eq!(coordinate, Point { x: 30, y: 40 });
        }
        other => panic!("parsed as {}", other.action_name()),
    }
}

#[test]
fn durations_serialize_canonically() {
    let whole = ComputerUseCall::from_value(&json!({"action": "wait", "duration": 2.0})).unwrap();
    assert_eq!(
        serde_json::to_string(&whole).unwrap(),
        r#"{"action":"wait","duration":2}"#
    );
    let frac = ComputerUseCall::from_value(&json!({"action": "wait", "duration": 0.25})).unwrap();
    assert_eq!(
        serde_json::to_string(&frac).unwrap(),
        r#"{"action":"wait","duration":0.25}"#
    );
}

#[test]
fn stable_identifiers_are_checked() {
    for ok in [
        "obs-7",
        "e12",
        "550e8400-e29b-41d4-a716-446655440000",
        "a.b_c:d-e",
    ] {
        assert!(StableId::new(ok).is_some(), "{ok}");
    }
    let too_long = "a".repeat(257);
    for bad in ["", " obs-7", "Save button", "e/12", "é", too_long.as_str()] {
        assert!(StableId::new(bad).is_none(), "{bad}");
    }
    assert!(StableId::new(&"a".repeat(256)).is_some());
}

#[test]
fn steps_serialize_with_members_in_schema_order() {
    let call = ComputerUseCall::from_json(
        r#"{"steps":[{"value":"Ada","do":"set_value","role":"AXTextField","label":"Name"}],
            "observation_id":"obs-3","action":"element_sequence"}"#,
    )
    .unwrap();
    assert_eq!(
        serde_json::to_string(&call).unwrap(),
        r#"{"action":"element_sequence","observation_id":"obs-3","steps":[{"label":"Name","role":"AXTextField","do":"set_value","value":"Ada"}]}"#
    );
}
