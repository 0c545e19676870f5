//! A host runtime's flow around one Computer Use call, end to end:
//!
//! 1. the model's call arrives and the host adds its own fields (the
//!    permission arguments);
//! 2. `split` gives the approval summary for the person and the projection
//!    for the transcript;
//! 3. the host persists `tool_start` (built only from the projection);
//! 4. on the next turn the transcript is replayed to the model;
//! 5. a model that copies a withheld value from its history is refused by
//!    name, and the refusal goes back to it as the tool result;
//! 6. an observation result: the model reads the current-turn rendering now,
//!    and the transcript keeps the rendering without screen text.
//!
//! Run with `cargo run --example host_runtime`.

use cu_projection::observation::{render, Observation, ToolResult};
use cu_projection::{split, ComputerUseCall, ToolStart};
use serde_json::{json, Value};

/// What the host adds to the model's arguments before asking for approval.
fn permission_args(call: &Value, element_label: Option<&str>) -> Value {
    let mut args = call.clone();
    let summary = cu_projection::approval_summary(call);
    args["approvalClass"] = json!(summary.approval_class().as_str());
    args["rememberForTurnAllowed"] = json!(summary.remember_for_turn_allowed());
    if let Some(label) = element_label {
        args["element_identity"] = json!({ "role": "AXTextField", "label": label });
    }
    args
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn main() {
    let calls = [
        json!({"action": "press_key", "app": "TextEdit", "window_id": 41,
               "observation_id": "obs-7", "element_id": "e12", "text": "cmd+s"}),
        json!({"action": "set_value", "app": "Mail", "window_id": 12, "observation_id": "obs-8",
               "element_id": "e3", "value": "Ada's new address is 12 Elm Street"}),
        json!({"action": "type", "app": "Notes", "observation_id": "obs-9",
               "text": "my bank PIN is 4417"}),
    ];

    let mut transcript: Vec<String> = Vec::new();
    for (i, call) in calls.iter().enumerate() {
        let args = permission_args(call, call.get("element_id").map(|_| "Subject"));
        let s = split(&args);
        println!(
            "approval prompt: {}",
            serde_json::to_string(&s.approval).unwrap()
        );
        println!("  scope key:     {}", s.scope_key);
        let record = ToolStart::new(format!("call-{}", i + 1), s.model);
        let line = serde_json::to_string(&record).unwrap();
        println!("  persisted:     {line}");
        transcript.push(line);
    }

    println!("\nan observe call returns the window's accessibility tree");
    let tree = json!({"observation_id": "obs-10", "app": "Mail", "window_id": 12, "title": "Inbox (3)",
        "elements": [
            {"element_id": "e1", "role": "AXWindow", "label": "Inbox (3)"},
            {"element_id": "e2", "role": "AXRow", "parent_element_id": "e1",
             "label": "Jürgen Groß: Rechnung 2026-117", "actions": ["AXPress", "Move to Junk"]},
            {"element_id": "e3", "role": "AXButton", "parent_element_id": "e1", "label": "Reply",
             "frame": {"x": 1360, "y": 60, "width": 60, "height": 28}, "actions": ["AXPress"]}]});
    let rendered = render(&Observation::from_value(&tree).unwrap(), None);
    println!("  the model reads now:\n{}", indent(rendered.model_text()));
    let (_, transcript_text) = rendered.into_parts();
    let result = ToolResult::new("call-4", transcript_text);
    println!(
        "  persisted:\n{}",
        indent(&serde_json::to_string(&result).unwrap())
    );

    println!("\nnext turn: the model reads its history and repeats each call");
    for line in &transcript {
        let stored: Value = serde_json::from_str(line).unwrap();
        let record = ToolStart::from_stored(&stored);
        let replayed = record.args().to_value();
        match ComputerUseCall::from_value(&replayed) {
            Ok(call) => println!("  {} accepted: {}", record.call_id(), call.action_name()),
            Err(e) => println!("  {} refused: {} ({})", record.call_id(), e.code(), e),
        }
    }
}
