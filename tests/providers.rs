//! Provider adapters and schema variants (SPEC sections 3 and 8), with the
//! regression scenarios real provider runs taught, each named for what it
//! guards. Payload fixtures live in `tests/data/`.

mod common;

use common::{cases, valid_call};
use cu_projection::anthropic::from_tool_use;
use cu_projection::catalog;
use cu_projection::native::{project_batch, validate_batch, NativeAction};
use cu_projection::openai::{from_strict_arguments, from_strict_arguments_json};
use cu_projection::policy::{Policy, PolicyFamily};
use cu_projection::{schema, ComputerUseCall, ErrorKind};
use proptest::prelude::*;
use serde_json::{json, Map, Value};

fn fixture(name: &str) -> Value {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A strict call: every schema property present, `null` unless given.
fn strict_args(given: Value) -> Value {
    let mut args: Map<String, Value> = catalog::FIELDS
        .iter()
        .map(|f| (f.name().to_owned(), Value::Null))
        .collect();
    for (k, v) in given.as_object().unwrap() {
        args.insert(k.clone(), v.clone());
    }
    Value::Object(args)
}

// ------------------------------------------------------------ schema variants

#[test]
fn every_variant_is_a_valid_schema() {
    for (name, doc) in [
        ("function", schema::function_parameters()),
        ("openai_strict", schema::openai_strict_parameters()),
        (
            "anthropic input_schema",
            schema::anthropic_tool("maka_computer")["input_schema"].clone(),
        ),
    ] {
        assert!(jsonschema::draft202012::meta::is_valid(&doc), "{name}");
    }
}

#[test]
fn the_strict_variant_requires_everything_and_nulls_all_but_action() {
    let flat = schema::function_parameters();
    let strict = schema::openai_strict_parameters();
    let props = strict["properties"].as_object().unwrap();
    assert_eq!(props.len(), 22);
    let required: Vec<&str> = strict["required"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(
        required,
        props.keys().map(String::as_str).collect::<Vec<_>>()
    );
    assert_eq!(strict["additionalProperties"], false);
    for (name, prop) in props {
        let types = prop["type"].clone();
        let nullable = types.as_array().is_some_and(|t| t.contains(&json!("null")));
        assert_eq!(nullable, name != "action", "{name}: {types}");
        if let Some(members) = prop.get("enum").and_then(Value::as_array) {
            assert_eq!(members.contains(&Value::Null), name != "action", "{name}");
        }
        // Nothing else changed: with `type` and `enum` set aside, the
        // property is the flat one (nested steps items aside).
        let strip = |p: &Value| {
            let mut p = p.as_object().unwrap().clone();
            p.remove("type");
            p.remove("enum");
            p.remove("items");
            p
        };
        assert_eq!(strip(prop), strip(&flat["properties"][name]), "{name}");
    }
    let step = &strict["properties"]["steps"]["items"];
    assert_eq!(step["required"], json!(["do", "label", "role", "value"]));
    assert_eq!(step["additionalProperties"], false);
    assert_eq!(
        step["properties"]["label"]["type"], "string",
        "a required member stays non-null"
    );
    assert_eq!(
        step["properties"]["do"]["enum"],
        json!(["click", "set_value", null])
    );
}

#[test]
fn the_strict_variant_accepts_an_all_null_call_for_every_action() {
    let strict = jsonschema::validator_for(&schema::openai_strict_parameters()).unwrap();
    for a in catalog::ACTIONS {
        let call = strict_args(json!({ "action": a.name() }));
        assert!(strict.is_valid(&call), "{}", a.name());
    }
    // Controls: a missing property, an unknown one and a null action are refused.
    let mut missing = strict_args(json!({"action": "wait"}));
    missing.as_object_mut().unwrap().remove("duration");
    assert!(!strict.is_valid(&missing));
    assert!(!strict.is_valid(&strict_args(json!({"action": "wait", "button": null}))));
    assert!(!strict.is_valid(&strict_args(json!({"action": null}))));
}

#[test]
fn the_anthropic_and_openai_tool_definitions_carry_the_chosen_name() {
    let a = schema::anthropic_tool("computer");
    let keys: Vec<&str> = a.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["description", "input_schema", "name"]);
    assert_eq!(a["name"], "computer");
    assert_eq!(
        schema::anthropic_tool(schema::TOOL_NAME)["name"],
        "maka_computer"
    );
    let o = schema::openai_strict_function("maka_computer");
    assert_eq!(o["strict"], true);
    assert_eq!(o["parameters"], schema::openai_strict_parameters());
}

// ------------------------------------------------------------ OpenAI strict adapter

#[test]
fn strict_adapter_rejections_have_exact_codes_and_messages() {
    let rows: Vec<(Value, ErrorKind, &str, &str)> = vec![
        (
            json!(["SECRET"]),
            ErrorKind::NotAnObject,
            "invalid_arguments",
            "call arguments must be a json object",
        ),
        (
            strict_args(json!({"action": "type", "zeta": "SECRET", "button": 1, "SECRET key": 2})),
            ErrorKind::UnknownFields,
            "invalid_arguments",
            "call has fields no action accepts: button, zeta and 1 not shown",
        ),
        (
            strict_args(json!({"action": null, "text": "SECRET"})),
            ErrorKind::MissingAction,
            "invalid_arguments",
            "missing field action: name one of the tool's actions",
        ),
        (
            strict_args(json!({"action": 3})),
            ErrorKind::ActionNotString,
            "invalid_arguments",
            "field action must be a string naming one of the tool's actions",
        ),
        (
            strict_args(json!({"action": "SECRET"})),
            ErrorKind::UnsupportedAction,
            "unsupported_action",
            "unsupported action: name one of the tool's actions",
        ),
        (
            strict_args(json!({"action": "set_value", "element_id": "e1", "value": "SECRET"})),
            ErrorKind::MissingObservation,
            "reobserve_required",
            "set_value requires observation_id: observe again and pass the new observation_id",
        ),
        (
            strict_args(
                json!({"action": "type", "observation_id": "o", "text": "<text>", "query": "SECRET"}),
            ),
            ErrorKind::WithheldValue,
            "withheld_value_replayed",
            "type field text holds a value withheld from the transcript: send the actual value",
        ),
    ];
    for (input, kind, code, message) in rows {
        let err = from_strict_arguments(&input).unwrap_err();
        assert_eq!(
            (err.kind(), err.code().as_str(), err.to_string().as_str()),
            (kind, code, message)
        );
        assert!(!err.to_string().contains("SECRET"));
    }
    let err = from_strict_arguments_json(r#"{"action":"wait","action":"type"}"#).unwrap_err();
    assert_eq!(err.code(), "duplicate_key");
}

#[test]
fn regression_openai_strict_fills_irrelevant_fields_which_are_discarded_and_recorded() {
    let item = fixture("strict_function_call.json");
    let strict = from_strict_arguments_json(item["arguments"].as_str().unwrap()).unwrap();
    assert_eq!(
        serde_json::to_string(&strict.call).unwrap(),
        r#"{"action":"left_click","app":"Mail","window_id":12,"observation_id":"obs-14","coordinate":[412,88]}"#
    );
    assert_eq!(
        strict.discarded,
        ["include_screenshot", "scroll_amount", "scroll_direction"]
    );
}

#[test]
fn regression_a_null_observation_id_is_never_filled_in() {
    let err = from_strict_arguments(&strict_args(json!({
        "action": "click_element", "app": "Mail", "window_id": 12, "element_id": "e4"})))
    .unwrap_err();
    assert_eq!(err.code(), "reobserve_required");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(2048)))]

    /// Any valid call, written the strict way, reads back as itself; junk
    /// in the fields its action does not take is discarded and named.
    #[test]
    fn strict_arguments_read_back_as_the_call(call in valid_call(), junk in any::<bool>()) {
        let action = catalog::action(call["action"].as_str().unwrap()).unwrap();
        let mut args = strict_args(call.clone());
        let mut expected_discarded = Vec::new();
        if junk {
            for f in catalog::FIELDS.iter().filter(|f| action.field(f.name()).is_none()) {
                args[f.name()] = json!(7);
                expected_discarded.push(f.name());
            }
        }
        expected_discarded.sort_unstable();
        let strict = from_strict_arguments(&args).unwrap();
        prop_assert_eq!(strict.call, ComputerUseCall::from_value(&call).unwrap());
        prop_assert_eq!(strict.discarded, expected_discarded);
    }
}

// ------------------------------------------------------------ Anthropic

#[test]
fn regression_anthropic_set_value_without_observation_requires_another_observation() {
    let block = fixture("anthropic_set_value_without_observation.json");
    let err = from_tool_use(&block).unwrap_err();
    assert_eq!(err.code(), "reobserve_required");
    assert!(!err.to_string().contains("ada@example.com"));
    // The same call through the OpenAI strict adapter, and through the parser.
    let strict = from_strict_arguments(&strict_args(block["input"].clone())).unwrap_err();
    assert_eq!(strict.code(), "reobserve_required");
    assert_eq!(
        ComputerUseCall::from_value(&block["input"])
            .unwrap_err()
            .code(),
        "reobserve_required"
    );
    // Control: with an observation it parses.
    let mut fixed = block.clone();
    fixed["input"]["observation_id"] = json!("obs-3");
    assert_eq!(
        from_tool_use(&fixed).unwrap().id.as_deref(),
        Some("toolu_01A09q90qw90lq917835lq9")
    );
}

// ------------------------------------------------------------ policy

#[test]
fn the_default_policy_fails_closed() {
    let policy = Policy::default();
    for a in catalog::ACTIONS {
        let allowed = policy.check_action(a).is_ok();
        let expected = a.is_observing() || a.family() == catalog::Family::Semantic;
        assert_eq!(allowed, expected, "{}", a.name());
        if let Err(e) = policy.check_action(a) {
            assert_eq!(e.code(), "policy_denied");
        }
    }
    for name in ["press_key", "set_value", "click_element", "observe", "zoom"] {
        assert!(
            policy.check_action(catalog::action(name).unwrap()).is_ok(),
            "{name}"
        );
    }
    for name in [
        "left_click",
        "scroll",
        "left_click_drag",
        "type",
        "key",
        "hold_key",
        "launch_app",
    ] {
        assert!(
            policy.check_action(catalog::action(name).unwrap()).is_err(),
            "{name}"
        );
    }
}

#[test]
fn a_host_enables_families_explicitly() {
    let key = catalog::action("key").unwrap();
    let click = catalog::action("left_click").unwrap();
    let p = Policy::default().allow(PolicyFamily::CoordinateKeyboard);
    assert!(p.check_action(key).is_ok());
    assert!(
        p.check_action(click).is_err(),
        "enabling keyboard does not enable pointer"
    );
    let err = Policy::default().check_action(key).unwrap_err();
    assert_eq!(
        err.to_string(),
        "key is refused by the host's safety policy: coordinate_keyboard actions are not enabled"
    );
    let p = p.deny(PolicyFamily::Semantic);
    assert!(p
        .check_action(catalog::action("set_value").unwrap())
        .is_err());
    assert!(Policy::observation_only()
        .check_action(catalog::action("set_value").unwrap())
        .is_err());
}

// ------------------------------------------------------------ native computer_call

#[test]
fn regression_an_observation_only_native_loop_completes() {
    let batch = validate_batch(
        &fixture("computer_call_observe_only.json"),
        &Policy::observation_only(),
    )
    .unwrap();
    assert_eq!(
        batch.call_id.as_deref(),
        Some("call_zw1lX3sQ9Rk2Yb0mUAt2kP5d")
    );
    assert_eq!(
        batch.actions,
        [NativeAction::Screenshot, NativeAction::Wait]
    );
}

#[test]
fn regression_a_batch_that_adds_a_click_is_refused_whole() {
    let item = fixture("computer_call_with_click.json");
    let refusal = validate_batch(&item, &Policy::observation_only()).unwrap_err();
    assert_eq!(refusal.index, Some(1));
    assert_eq!(refusal.error.code(), "policy_denied");
    assert_eq!(
        refusal.to_string(),
        "action 1: click is refused by the host's safety policy: coordinate_pointer actions are not enabled"
    );
    // With input enabled, the same batch passes, safety checks counted.
    let input = Policy::observation_only()
        .allow(PolicyFamily::CoordinatePointer)
        .allow(PolicyFamily::CoordinateKeyboard);
    let batch = validate_batch(&item, &input).unwrap();
    assert_eq!(batch.actions.len(), 4);
    assert_eq!(batch.pending_safety_checks, 1);
}

#[test]
fn regression_a_replayed_placeholder_is_refused_before_policy() {
    let item = fixture("computer_call_replayed_placeholder.json");
    // Action 0 would fail policy, but the placeholder in action 1 is found first.
    let refusal = validate_batch(&item, &Policy::observation_only()).unwrap_err();
    assert_eq!(refusal.index, Some(1));
    assert_eq!(refusal.error.code(), "withheld_value_replayed");
    assert_eq!(refusal.error.json_pointer(), Some("/text"));
}

#[test]
fn native_rejections_have_exact_codes_and_messages() {
    let all = Policy::observation_only()
        .allow(PolicyFamily::CoordinatePointer)
        .allow(PolicyFamily::CoordinateKeyboard);
    let rows: Vec<(Value, Option<usize>, &str, &str)> = vec![
        (
            json!("SECRET"),
            None,
            "invalid_arguments",
            "call arguments must be a json object",
        ),
        (
            json!({"type": "computer_call"}),
            None,
            "invalid_arguments",
            "computer_call item has neither action nor actions",
        ),
        (
            json!({"actions": []}),
            None,
            "invalid_arguments",
            "call field actions must be an array of 1 to 64 actions",
        ),
        (
            json!([{"type": "teleport"}]),
            Some(0),
            "unsupported_action",
            "unsupported action: name one of the tool's actions",
        ),
        (
            json!([{"type": "wait"}, {"type": "click", "x": 1, "y": 2}]),
            Some(1),
            "invalid_arguments",
            "click requires field button (one of left, right, wheel, back, forward)",
        ),
        (
            json!([{"type": "click", "button": "middle", "x": 1, "y": 2}]),
            Some(0),
            "invalid_arguments",
            "click field button must be one of left, right, wheel, back, forward",
        ),
        (
            json!([{"type": "move", "x": -1, "y": 2}]),
            Some(0),
            "invalid_arguments",
            "move field x must be an integer >= 0",
        ),
        (
            json!([{"type": "type", "text": "SECRET", "delay": 1}]),
            Some(0),
            "invalid_arguments",
            "type does not accept field delay",
        ),
        (
            json!([{"type": "keypress", "keys": ["CTRL", 4]}]),
            Some(0),
            "invalid_arguments",
            "keypress field keys must be an array of 1 to 16 key names",
        ),
        (
            json!([{"type": "drag", "path": [{"x": 1, "y": "<number>"}]}]),
            Some(0),
            "withheld_value_replayed",
            "drag field path/0/y holds a value withheld from the transcript: send the actual value",
        ),
    ];
    for (item, index, code, message) in rows {
        let r = validate_batch(&item, &all).unwrap_err();
        assert_eq!(
            (
                r.index,
                r.error.code().as_str(),
                r.error.to_string().as_str()
            ),
            (index, code, message),
            "{item}"
        );
        assert!(!r.to_string().contains("SECRET"));
    }
}

#[test]
fn native_actions_serialize_back_to_their_wire_form() {
    let item = fixture("computer_call_with_click.json");
    let all = Policy::observation_only()
        .allow(PolicyFamily::CoordinatePointer)
        .allow(PolicyFamily::CoordinateKeyboard);
    let batch = validate_batch(&item, &all).unwrap();
    assert_eq!(
        serde_json::to_value(&batch.actions).unwrap(),
        item["actions"]
    );
    let drag = json!([{"type": "drag", "path": [{"x": 1, "y": 2}, {"x": 3, "y": 4}], "keys": ["shift"]},
                      {"type": "scroll", "x": 5, "y": 6, "scroll_x": 0, "scroll_y": -300},
                      {"type": "double_click", "x": 7, "y": 8}, {"type": "move", "x": 9, "y": 10}]);
    let batch = validate_batch(&drag, &all).unwrap();
    assert_eq!(serde_json::to_value(&batch.actions).unwrap(), drag);
}

#[test]
fn native_batches_are_projected_by_the_same_rules() {
    let projected = project_batch(&fixture("computer_call_with_click.json"));
    let text: Vec<String> = projected
        .iter()
        .map(|m| serde_json::to_string(m).unwrap())
        .collect();
    assert_eq!(
        text,
        [
            r#"{"type":"screenshot"}"#,
            r#"{"type":"click","button":"left","x":412,"y":88,"keys":["SHIFT"]}"#,
            r#"{"type":"type","text":"<text>"}"#,
            r#"{"type":"keypress","keys":["CTRL","S"]}"#,
        ]
    );
    let hostile = project_batch(
        &json!({"action": {"type": "keypress", "keys": ["h", "i"], "x": "12",
        "path": [{"x": 1.5, "y": 2}], "my secret!": 1, "note": "SECRET"}}),
    );
    assert_eq!(
        serde_json::to_string(&hostile[0]).unwrap(),
        r#"{"type":"keypress","keys":"<2 items>","note":"<text>","path":"<1 item>","x":"<text>"}"#
    );
    assert_eq!(
        serde_json::to_string(&project_batch(&json!([7]))[0]).unwrap(),
        r#"{"type":"unknown"}"#
    );
    assert!(project_batch(&json!({"type": "computer_call"})).is_empty());
}

fn native_action() -> impl Strategy<Value = Value> {
    let coord = 0u64..4000;
    prop_oneof![
        Just(json!({"type": "screenshot"})),
        Just(json!({"type": "wait"})),
        (
            coord.clone(),
            coord.clone(),
            proptest::sample::select(vec!["left", "right", "wheel"])
        )
            .prop_map(|(x, y, b)| json!({"type": "click", "button": b, "x": x, "y": y})),
        "[a-zA-Z ]{0,30}".prop_map(|t| json!({"type": "type", "text": format!("LEAK{t}")})),
        proptest::sample::select(vec!["ENTER", "CTRL", "A", "ARROWLEFT", "F5"])
            .prop_map(|k| json!({"type": "keypress", "keys": [k]})),
        (coord.clone(), coord, -500i64..500).prop_map(
            |(x, y, d)| json!({"type": "scroll", "x": x, "y": y, "scroll_x": 0, "scroll_y": d})
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(2048)))]

    #[test]
    fn native_projection_withholds_text_and_is_idempotent(
        actions in proptest::collection::vec(native_action(), 1..8)
    ) {
        let item = json!({"type": "computer_call", "call_id": "c", "actions": actions});
        let projected = project_batch(&item);
        prop_assert_eq!(projected.len(), actions.len());
        let text = serde_json::to_string(&projected).unwrap();
        prop_assert!(!text.contains("LEAK"), "{}", text);
        let again = project_batch(&Value::from(projected.iter().map(|m| m.to_value()).collect::<Vec<_>>()));
        prop_assert_eq!(again, projected);
        // Every generated action validates when input is enabled, and the
        // default native policy refuses exactly the non-observing ones.
        let all = Policy::observation_only()
            .allow(PolicyFamily::CoordinatePointer)
            .allow(PolicyFamily::CoordinateKeyboard);
        prop_assert!(validate_batch(&item, &all).is_ok());
        let observing = actions.iter().all(|a| matches!(a["type"].as_str(), Some("screenshot" | "wait")));
        prop_assert_eq!(validate_batch(&item, &Policy::observation_only()).is_ok(), observing);
    }
}
