//! Snapshots of the split: one representative call per action, in the
//! host's permission-argument dialect, and a set of hostile inputs. Each
//! snapshot holds the projection, the approval summary, the scope key and
//! the report, which names every withheld key with the rule that withheld it.

use cu_projection::{catalog, split};
use serde_json::{json, Value};

fn snapshot_of(input: &Value) -> Value {
    let s = split(input);
    json!({
        "model": serde_json::to_value(&s.model).unwrap(),
        "model_text": serde_json::to_string(&s.model).unwrap(),
        "approval": s.approval.to_value(),
        "scope_key": s.scope_key,
        "report": serde_json::to_value(&s.report).unwrap(),
    })
}

/// One call per catalog action, as a host's permission arguments would
/// carry it: the model's call plus host-only fields.
fn representative(action: &str) -> Value {
    let host = json!({"approvalClass": "x", "rememberForTurnAllowed": true});
    let mut call = match action {
        "list_apps" => json!({}),
        "launch_app" => json!({"app": "TextEdit"}),
        "observe" => {
            json!({"app": "Mail", "window_id": 12, "include_screenshot": true, "query": "Invoice"})
        }
        "click_element" => {
            json!({"app": "Mail", "window_id": 12, "observation_id": "obs-3", "element_id": "e41",
                                  "element_identity": {"role": "AXButton", "label": "Send"}})
        }
        "set_value" => json!({"app": "Mail", "observation_id": "obs-3", "element_id": "e7",
                              "value": "Hi Ada, the code is 4417"}),
        "select_text" => {
            json!({"observation_id": "obs-3", "element_id": "e9", "text": "quarterly numbers"})
        }
        "secondary_action" => {
            json!({"observation_id": "obs-3", "element_id": "e9", "text": "AXShowMenu"})
        }
        "scroll_element" => {
            json!({"observation_id": "obs-3", "element_id": "e2", "scroll_direction": "down", "scroll_amount": 3})
        }
        "window_action" => {
            json!({"observation_id": "obs-3", "window_action": "resize", "size": [1280, 800]})
        }
        "element_sequence" => json!({"observation_id": "obs-4", "steps": [
            {"label": "To", "role": "AXTextField", "do": "set_value", "value": "ada@example.com"},
            {"label": "Send", "role": "AXButton"}]}),
        "press_key" => {
            json!({"app": "TextEdit", "window_id": 41, "observation_id": "obs-7", "element_id": "e12", "text": "cmd+s"})
        }
        "screenshot" => json!({"window_id": 12}),
        "cursor_position" => json!({}),
        "mouse_move" => json!({"observation_id": "obs-5", "coordinate": [640, 400]}),
        "left_click" => {
            json!({"observation_id": "obs-5", "coordinate": [412, 88], "text": "shift"})
        }
        "right_click" => json!({"observation_id": "obs-5", "coordinate": [412, 88]}),
        "middle_click" => json!({"observation_id": "obs-5", "coordinate": [412, 88]}),
        "double_click" => json!({"observation_id": "obs-5", "coordinate": [300, 210]}),
        "triple_click" => json!({"observation_id": "obs-5", "coordinate": [300, 210]}),
        "left_mouse_down" => json!({"observation_id": "obs-5", "coordinate": [10, 10]}),
        "left_mouse_up" => json!({"observation_id": "obs-5", "coordinate": [90, 10]}),
        "left_click_drag" => {
            json!({"observation_id": "obs-5", "start_coordinate": [10, 10], "coordinate": [90, 10]})
        }
        "type" => {
            json!({"app": "TextEdit", "observation_id": "obs-6", "text": "Dear Ada,\nmy PIN is 4417."})
        }
        "key" => json!({"observation_id": "obs-6", "text": "ctrl+a Delete"}),
        "hold_key" => json!({"observation_id": "obs-6", "text": "shift", "duration": 1.5}),
        "scroll" => {
            json!({"observation_id": "obs-6", "coordinate": [640, 400], "scroll_direction": "up", "scroll_amount": 10})
        }
        "wait" => json!({"duration": 2, "wait_for_text": "Sent"}),
        "zoom" => json!({"observation_id": "obs-6", "region": [0, 0, 320, 200]}),
        other => panic!("no representative call for {other}"),
    };
    call["action"] = json!(action);
    for (k, v) in host.as_object().unwrap() {
        call[k] = v.clone();
    }
    call
}

#[test]
fn one_representative_call_per_action() {
    for action in catalog::ACTIONS {
        let input = representative(action.name());
        insta::with_settings!({
            description => format!("{}: permission arguments with host-only fields", action.name()),
            info => &input,
            omit_expression => true,
        }, {
            insta::assert_json_snapshot!(format!("action_{}", action.name()), snapshot_of(&input));
        });
    }
}

/// Hostile inputs, each named for the rule it attacks.
fn hostile() -> Vec<(&'static str, Value)> {
    vec![
        ("not_an_object", json!(["type", "hunter2"])),
        (
            "approval_summary_recovered_from_storage",
            json!({
            "action": "press_key", "approvalClass": "keyboard_mutation", "rememberForTurnAllowed": true,
            "app": "TextEdit", "windowId": 41, "observationId": "obs-7"}),
        ),
        (
            "label_under_element_id",
            json!({
            "action": "click_element", "observation_id": "obs-1", "element_id": "Pay $4,210.00 to ACME"}),
        ),
        (
            "secret_in_app_and_query",
            json!({
            "action": "observe", "app": "Terminal password=hunter2", "query": "sk-proj-Q7fK2mZp9XwL4vR8tN3cJ6hB1yD5gS0e"}),
        ),
        (
            "bidi_and_control_characters",
            json!({
            "action": "observe\u{202e}", "app": "\u{2066}Mail\u{2069}\u{0000}\n\tInbox", "menu": "\u{200b}"}),
        ),
        (
            "key_text_that_is_typing",
            json!({
            "action": "key", "observation_id": "obs-2", "text": "h u n t e r 2"}),
        ),
        (
            "placeholders_replayed",
            json!({
            "action": "set_value", "observation_id": "obs-2", "element_id": "<text>", "value": "<text:42>",
            "coordinate": "<point>"}),
        ),
        (
            "camel_and_snake_collide",
            json!({
            "action": "left_click_drag", "observation_id": "obs-1", "observationId": "obs-9",
            "startCoordinate": [1, 2], "start_coordinate": [3, 4], "coordinate": [5, 6]}),
        ),
        (
            "unknown_action_with_plain_looking_arguments",
            json!({
            "action": "run_shell", "text": "rm -rf ~", "query": "secrets", "app": "Terminal"}),
        ),
        ("unsafe_and_excess_unknown_keys", {
            let mut o = serde_json::Map::new();
            o.insert("action".into(), json!("wait"));
            for i in 0..34 {
                o.insert(format!("extra_{i:02}"), json!(i));
            }
            o.insert("my password is hunter2".into(), json!(true));
            Value::Object(o)
        }),
        (
            "steps_with_extra_members_and_odd_types",
            json!({
            "action": "element_sequence", "observation_id": "obs-3", "steps": [
                {"label": 12, "role": ["x"], "do": "set_value", "value": {"card": "4111"}, "x": 1},
                {"label": "OK", "role": "   "}]}),
        ),
        (
            "non_integer_geometry_and_window",
            json!({
            "action": "left_click", "window_id": 41.0, "observation_id": "obs-1", "coordinate": [412.5, 88]}),
        ),
    ]
}

#[test]
fn hostile_inputs() {
    for (name, input) in hostile() {
        insta::with_settings!({
            description => format!("hostile: {name}"),
            info => &input,
            omit_expression => true,
        }, {
            insta::assert_json_snapshot!(format!("hostile_{name}"), snapshot_of(&input));
        });
    }
}
