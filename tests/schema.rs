//! The shipped schema document and its plain function-parameters variant.

use cu_projection::{catalog, schema};
use serde_json::Value;

#[test]
fn the_embedded_document_parses_into_the_full_schema() {
    let parsed: Value = serde_json::from_str(schema::WIRE_SCHEMA_JSON).expect("valid JSON");
    assert_eq!(schema::wire_schema(), &parsed);
    assert!(parsed.get("$defs").is_some() && parsed.get("oneOf").is_some());
    assert_eq!(parsed["required"], serde_json::json!(["action"]));
    assert_eq!(parsed["additionalProperties"], false);
    assert_eq!(parsed["type"], "object");
}

#[test]
fn every_property_has_a_description_a_model_can_act_on() {
    let props = schema::wire_schema()["properties"].as_object().unwrap();
    assert!(!props.is_empty());
    for (name, prop) in props {
        let d = prop["description"].as_str().unwrap_or_default();
        assert!(d.len() >= 20, "property {name} has no useful description");
    }
    for (name, member) in schema::wire_schema()
        .pointer("/properties/steps/items/properties")
        .and_then(Value::as_object)
        .unwrap()
    {
        assert!(
            member["description"].as_str().is_some(),
            "step member {name}"
        );
    }
}

#[test]
fn function_parameters_are_the_flat_object_only() {
    let flat = schema::function_parameters();
    let keys: Vec<&str> = flat
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "additionalProperties",
            "description",
            "properties",
            "required",
            "type"
        ]
    );
    assert_eq!(flat["properties"], schema::wire_schema()["properties"]);
    assert!(jsonschema::draft202012::meta::is_valid(&flat));
    // The flat form has no `$defs` to point into, so nothing in it may refer there.
    assert!(!flat.to_string().contains("#/$defs"));
}

#[test]
fn the_flat_form_accepts_every_call_the_strict_document_accepts() {
    let strict = jsonschema::validator_for(schema::wire_schema()).unwrap();
    let flat = jsonschema::validator_for(&schema::function_parameters()).unwrap();
    let calls = include_str!("../examples/data/calls.jsonl");
    let mut accepted = 0;
    for line in calls.lines().filter(|l| !l.trim().is_empty()) {
        let Ok(call) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        if strict.is_valid(&call) {
            accepted += 1;
            assert!(flat.is_valid(&call), "{line}");
        }
    }
    assert!(accepted >= 10, "only {accepted} example calls were valid");
    // Negative control: the flat form still refuses an unknown key.
    let bad: Value = serde_json::from_str(r#"{"action":"list_apps","button":1}"#).unwrap();
    assert!(!flat.is_valid(&bad));
}

#[test]
fn the_tool_name_is_maka_computer() {
    assert_eq!(schema::TOOL_NAME, "maka_computer");
    assert_eq!(schema::wire_schema()["title"], schema::TOOL_NAME);
    assert_eq!(catalog::ACTIONS.len(), 28);
}
