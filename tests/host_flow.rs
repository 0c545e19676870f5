//! The host's flow, asserted on what it persists: the `tool_start` record's
//! JSON, not the projection function. (A test that calls the projection
//! directly stays green when a host writes the approval summary instead;
//! the record type makes that a compile error, and this test checks the
//! bytes a transcript holds.)

use cu_projection::{split, ComputerUseCall, ToolStart};
use serde_json::{json, Value};

/// The host: the model's call plus host fields in, one persisted line out.
fn persist(call_id: &str, call: &Value) -> String {
    let mut args = call.clone();
    args["approvalClass"] = json!("keyboard_mutation");
    args["rememberForTurnAllowed"] = json!(true);
    args["element_identity"] = json!({"role": "AXTextArea", "label": "Body"});
    let s = split(&args);
    serde_json::to_string(&ToolStart::new(call_id, s.model)).unwrap()
}

#[test]
fn the_persisted_tool_start_holds_the_call_as_sent() {
    let call = json!({"action": "press_key", "app": "TextEdit", "window_id": 41,
                      "observation_id": "obs-7", "element_id": "e12", "text": "cmd+s"});
    assert_eq!(
        persist("call-1", &call),
        r#"{"type":"tool_start","call_id":"call-1","name":"maka_computer","args":{"action":"press_key","app":"TextEdit","window_id":41,"observation_id":"obs-7","element_id":"e12","text":"cmd+s"}}"#
    );
}

#[test]
fn persisting_the_approval_summary_would_fail_this_assertion() {
    // Negative control for the test above: the seed's bug persisted the
    // approval summary. Its JSON is not what the transcript must hold.
    let call = json!({"action": "press_key", "app": "TextEdit", "window_id": 41,
                      "observation_id": "obs-7", "element_id": "e12", "text": "cmd+s"});
    let buggy_args = serde_json::to_string(&split(&call).approval).unwrap();
    assert_eq!(
        buggy_args,
        r#"{"action":"press_key","approvalClass":"keyboard_mutation","rememberForTurnAllowed":true,"app":"TextEdit","windowId":41,"observationId":"obs-7"}"#
    );
    assert!(!persist("call-1", &call).contains(&buggy_args));
}

#[test]
fn the_persisted_record_holds_no_typed_text_and_replay_is_refused_by_name() {
    let call = json!({"action": "type", "app": "Notes", "observation_id": "obs-9",
                      "text": "my bank PIN is 4417"});
    let line = persist("call-2", &call);
    assert_eq!(
        line,
        r#"{"type":"tool_start","call_id":"call-2","name":"maka_computer","args":{"action":"type","app":"Notes","observation_id":"obs-9","text":"<text>"}}"#
    );
    assert!(!line.contains("4417") && !line.contains("Body"));

    let stored: Value = serde_json::from_str(&line).unwrap();
    let replayed = ToolStart::from_stored(&stored).args().to_value();
    let err = ComputerUseCall::from_value(&replayed).unwrap_err();
    assert_eq!(err.code(), "withheld_value_replayed");
    assert_eq!(err.field_name(), Some("text"));
    assert_eq!(
        err.to_string(),
        "type field text holds a value withheld from the transcript: send the actual value"
    );
}

#[test]
fn a_stored_record_is_projected_again_when_read_back() {
    // A record written by older code (or edited) still cannot put private
    // values into the model's history.
    let stored = json!({"type": "tool_start", "call_id": "c9", "name": "maka_computer",
        "args": {"action": "set_value", "observationId": "obs-1", "element_id": "e1",
                 "value": "card 4111 1111 1111 1111", "approvalClass": "semantic_mutation"}});
    let record = ToolStart::from_stored(&stored);
    assert_eq!(
        serde_json::to_string(&record).unwrap(),
        r#"{"type":"tool_start","call_id":"c9","name":"maka_computer","args":{"action":"set_value","observation_id":"obs-1","element_id":"e1","value":"<text>"}}"#
    );
    assert_eq!(record.with_tool_name("computer").tool_name(), "computer");
}
