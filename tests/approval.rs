//! The approval summary and the scope key (SPEC section 5).

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{cases, valid_call};
use cu_projection::{approval_summary, catalog, scope_key, split};
use proptest::prelude::*;
use serde_json::{json, Value};

fn summary(v: Value) -> String {
    serde_json::to_string(&approval_summary(&v)).unwrap()
}

#[test]
fn the_seed_call_gets_the_keyboard_mutation_summary_the_seed_quotes() {
    assert_eq!(
        summary(
            json!({"action": "press_key", "app": "TextEdit", "window_id": 41,
                       "observation_id": "obs-7", "element_id": "e12", "text": "cmd+s"})
        ),
        r#"{"action":"press_key","approvalClass":"keyboard_mutation","rememberForTurnAllowed":true,"app":"TextEdit","windowId":41,"observationId":"obs-7"}"#
    );
}

#[test]
fn the_summary_has_exactly_its_keys_and_no_argument_values() {
    let s = approval_summary(
        &json!({"action": "type", "observation_id": "obs-1", "window_id": 2,
        "text": "SECRET", "element_identity": "SECRET", "value": "SECRET", "zz": "SECRET"}),
    );
    let v = s.to_value();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "action",
            "approvalClass",
            "observationId",
            "rememberForTurnAllowed",
            "windowId"
        ]
    );
    assert!(!v.to_string().contains("SECRET"));
    // Control: without a target there is no windowId/app key at all.
    let bare = approval_summary(&json!({"action": "list_apps"})).to_value();
    assert_eq!(bare.as_object().unwrap().len(), 3);
}

#[test]
fn every_catalog_action_is_summarised_as_itself() {
    for a in catalog::ACTIONS {
        let s = approval_summary(&json!({ "action": a.name() }));
        assert_eq!(s.action(), a.name());
        assert_eq!(s.approval_class(), a.approval_class(false));
    }
    // Control: an unknown action is "unknown" and the most consequential class.
    let s = approval_summary(&json!({"action": "teleport"}));
    assert_eq!(s.action(), "unknown");
    assert_eq!(s.approval_class().as_str(), "semantic_mutation");
    assert_eq!(approval_summary(&json!("list_apps")).action(), "unknown");
}

#[test]
fn observe_is_a_screenshot_read_only_when_include_screenshot_is_exactly_true() {
    let class = |v: Value| approval_summary(&v).approval_class().as_str();
    assert_eq!(
        class(json!({"action": "observe", "app": "A"})),
        "metadata_read"
    );
    assert_eq!(
        class(json!({"action": "observe", "app": "A", "include_screenshot": true})),
        "screenshot_read"
    );
    // The host's camelCase spelling counts as absent here (SPEC 5).
    assert_eq!(
        class(json!({"action": "observe", "app": "A", "includeScreenshot": true})),
        "metadata_read"
    );
    assert_eq!(
        class(json!({"action": "observe", "app": "A", "include_screenshot": "true"})),
        "metadata_read"
    );
    assert_eq!(
        class(json!({"action": "observe", "app": "A", "include_screenshot": 1})),
        "metadata_read"
    );
    // A stated class is never read: the action and the flag decide.
    assert_eq!(
        class(json!({"action": "observe", "approvalClass": "screenshot_read"})),
        "metadata_read"
    );
    assert_eq!(
        class(
            json!({"action": "observe", "approval_class": "screenshot_read", "include_screenshot": true})
        ),
        "screenshot_read"
    );
    assert_eq!(
        class(
            json!({"action": "observe", "approvalClass": "screenshot_read", "include_screenshot": false})
        ),
        "metadata_read"
    );
}

#[test]
fn remember_for_turn_follows_the_target_bound_rule() {
    let remember = |v: Value| approval_summary(&v).remember_for_turn_allowed();
    assert!(remember(json!({"action": "list_apps"})));
    assert!(remember(json!({"action": "observe", "app": "Mail"})));
    assert!(remember(json!({"action": "screenshot", "window_id": 3})));
    assert!(!remember(json!({"action": "observe"})));
    assert!(
        !remember(json!({"action": "observe", "app": " "})),
        "an empty app is no target"
    );
    assert!(!remember(json!({"action": "screenshot", "window_id": "3"})));
    assert!(remember(
        json!({"action": "left_click", "app": "Mail", "observation_id": "obs-1"})
    ));
    // A call that imitates the approval dialect is not rememberable: its
    // camelCase target and observation count as absent (SPEC 5).
    assert!(!remember(
        json!({"action": "type", "windowId": 9, "observationId": "obs-1"})
    ));
    // Control: the same call in the tool's words is.
    assert!(remember(
        json!({"action": "type", "window_id": 9, "observation_id": "obs-1"})
    ));
    assert!(
        !remember(json!({"action": "left_click", "observation_id": "obs-1"})),
        "no target"
    );
    assert!(
        !remember(json!({"action": "left_click", "app": "Mail"})),
        "no observation"
    );
    assert!(!remember(
        json!({"action": "left_click", "app": "Mail", "observation_id": "Save button"})
    ));
    assert!(!remember(
        json!({"action": "zoom", "app": "Mail", "observation_id": "obs-1"})
    ));
    assert!(!remember(json!({"action": "wait", "app": "Mail"})));
    assert!(!remember(
        json!({"action": "teleport", "app": "Mail", "observation_id": "obs-1"})
    ));
}

#[test]
fn the_approval_dialect_counts_as_absent_in_the_summary_and_the_key() {
    let raw = json!({"action": "set_value", "app": "Mail", "window_id": 3,
                     "observation_id": "obs-4", "element_id": "e9", "value": "x"});
    let once = approval_summary(&raw);
    assert_eq!(
        (once.window_id(), once.observation_id()),
        (Some(3), Some("obs-4"))
    );
    // A summary recovered from storage speaks camelCase: summarised again,
    // it keeps its action, class and app, and names no window or
    // observation, so it is not rememberable.
    let twice = approval_summary(&once.to_value());
    assert_eq!(
        (twice.action(), twice.approval_class(), twice.app()),
        (once.action(), once.approval_class(), once.app())
    );
    assert_eq!((twice.window_id(), twice.observation_id()), (None, None));
    assert!(!twice.remember_for_turn_allowed());
    assert_eq!(
        scope_key(&once.to_value()),
        r#"computer_use:["semantic_mutation","set_value","Mail",null,null]"#
    );
    // From then on it is stable.
    assert_eq!(approval_summary(&twice.to_value()), twice);
}

/// The summary and the key against the host's rules (SPEC 5), written from
/// those rules and not from the crate's output: the host reads only
/// `action`, `app`, `window_id`, `observation_id` and `include_screenshot`;
/// a window id is whatever `Number.isInteger` accepts, written as
/// `JSON.stringify` writes it; remembering needs a known, target-bound
/// action. Every path (the `Value` path, the JSON-text path and the text
/// writer) must give the same bytes.
#[test]
fn summaries_and_keys_follow_the_host_on_every_kind_of_input() {
    #[rustfmt::skip]
    let table: &[(&str, &str, &str)] = &[
        // snake_case, everything present: rememberable.
        (r#"{"action":"set_value","app":"Mail","window_id":3,"observation_id":"obs-4","element_id":"e9","value":"x"}"#,
         r#"{"action":"set_value","approvalClass":"semantic_mutation","rememberForTurnAllowed":true,"app":"Mail","windowId":3,"observationId":"obs-4"}"#,
         r#"["semantic_mutation","set_value","Mail",3,"obs-4"]"#),
        // The issue's case: camelCase observationId is no observation.
        (r#"{"action":"mouse_move","app":"Slack","coordinate":[828,228],"observationId":"obs_74"}"#,
         r#"{"action":"mouse_move","approvalClass":"pointer_mutation","rememberForTurnAllowed":false,"app":"Slack"}"#,
         r#"["pointer_mutation","mouse_move","Slack",null,null]"#),
        // camelCase windowId is no window; the app alone is a target.
        (r#"{"action":"left_click","app":"Notes","windowId":7,"observation_id":"obs-1","coordinate":[1,2]}"#,
         r#"{"action":"left_click","approvalClass":"pointer_mutation","rememberForTurnAllowed":true,"app":"Notes","observationId":"obs-1"}"#,
         r#"["pointer_mutation","left_click","Notes",null,"obs-1"]"#),
        // Both spellings, different values: only the snake_case ones count.
        (r#"{"action":"type","window_id":41,"windowId":9,"observation_id":"obs-2","observationId":"obs-9","text":"hi"}"#,
         r#"{"action":"type","approvalClass":"keyboard_mutation","rememberForTurnAllowed":true,"windowId":41,"observationId":"obs-2"}"#,
         r#"["keyboard_mutation","type",null,41,"obs-2"]"#),
        (r#"{"action":"type","windowId":41,"observationId":"obs-2","text":"hi"}"#,
         r#"{"action":"type","approvalClass":"keyboard_mutation","rememberForTurnAllowed":false}"#,
         r#"["keyboard_mutation","type",null,null,null]"#),
        // A recovered summary: its dialect names no window or observation,
        // and its stated class is not read.
        (r#"{"action":"press_key","approvalClass":"keyboard_mutation","rememberForTurnAllowed":true,"app":"TextEdit","windowId":41,"observationId":"obs-7"}"#,
         r#"{"action":"press_key","approvalClass":"keyboard_mutation","rememberForTurnAllowed":false,"app":"TextEdit"}"#,
         r#"["keyboard_mutation","press_key","TextEdit",null,null]"#),
        (r#"{"action":"observe","approvalClass":"screenshot_read","app":"A"}"#,
         r#"{"action":"observe","approvalClass":"metadata_read","rememberForTurnAllowed":true,"app":"A"}"#,
         r#"["metadata_read","observe","A",null,null]"#),
        // Window ids as JavaScript numbers.
        (r#"{"action":"screenshot","window_id":41.0}"#,
         r#"{"action":"screenshot","approvalClass":"screenshot_read","rememberForTurnAllowed":true,"windowId":41}"#,
         r#"["screenshot_read","screenshot",null,41,null]"#),
        (r#"{"action":"screenshot","window_id":41.5}"#,
         r#"{"action":"screenshot","approvalClass":"screenshot_read","rememberForTurnAllowed":false}"#,
         r#"["screenshot_read","screenshot",null,null,null]"#),
        (r#"{"action":"screenshot","window_id":"41"}"#,
         r#"{"action":"screenshot","approvalClass":"screenshot_read","rememberForTurnAllowed":false}"#,
         r#"["screenshot_read","screenshot",null,null,null]"#),
        (r#"{"action":"screenshot","window_id":-0.0}"#,
         r#"{"action":"screenshot","approvalClass":"screenshot_read","rememberForTurnAllowed":true,"windowId":0}"#,
         r#"["screenshot_read","screenshot",null,0,null]"#),
        (r#"{"action":"screenshot","window_id":12345678901234567890}"#,
         r#"{"action":"screenshot","approvalClass":"screenshot_read","rememberForTurnAllowed":true,"windowId":12345678901234567000}"#,
         r#"["screenshot_read","screenshot",null,12345678901234567000,null]"#),
        (r#"{"action":"screenshot","window_id":1e21}"#,
         r#"{"action":"screenshot","approvalClass":"screenshot_read","rememberForTurnAllowed":true,"windowId":1e+21}"#,
         r#"["screenshot_read","screenshot",null,1e+21,null]"#),
        (r#"{"action":"set_value","app":7,"window_id":-3,"observation_id":null,"element_id":"e1","value":"x"}"#,
         r#"{"action":"set_value","approvalClass":"semantic_mutation","rememberForTurnAllowed":false,"windowId":-3}"#,
         r#"["semantic_mutation","set_value",null,-3,null]"#),
        // Apps as display text: whitespace folded, an empty one is no target;
        // the key keeps the app exactly as sent.
        (r#"{"action":"observe","app":"  Zürich   東京 "}"#,
         r#"{"action":"observe","approvalClass":"metadata_read","rememberForTurnAllowed":true,"app":"Zürich 東京"}"#,
         r#"["metadata_read","observe","  Zürich   東京 ",null,null]"#),
        (r#"{"action":"observe","app":"   "}"#,
         r#"{"action":"observe","approvalClass":"metadata_read","rememberForTurnAllowed":false}"#,
         r#"["metadata_read","observe","   ",null,null]"#),
        // An observation id that is not a stable identifier is none.
        (r#"{"action":"click_element","app":"Mail","observation_id":"obs 4","element_id":"e1"}"#,
         r#"{"action":"click_element","approvalClass":"semantic_mutation","rememberForTurnAllowed":false,"app":"Mail"}"#,
         r#"["semantic_mutation","click_element","Mail",null,"obs 4"]"#),
        // Unknown actions: fail closed, never remembered.
        (r#"{"action":"format_disk","app":"Finder","window_id":2,"observation_id":"obs-1"}"#,
         r#"{"action":"unknown","approvalClass":"semantic_mutation","rememberForTurnAllowed":false,"app":"Finder","windowId":2,"observationId":"obs-1"}"#,
         r#"["semantic_mutation","format_disk","Finder",2,"obs-1"]"#),
        (r#"{"action":"Observe","app":"A"}"#,
         r#"{"action":"unknown","approvalClass":"semantic_mutation","rememberForTurnAllowed":false,"app":"A"}"#,
         r#"["semantic_mutation","Observe","A",null,null]"#),
        // Non-objects.
        ("[1,2]",
         r#"{"action":"unknown","approvalClass":"semantic_mutation","rememberForTurnAllowed":false}"#,
         "[\"semantic_mutation\",null,null,null,null]"),
        (r#""observe""#,
         r#"{"action":"unknown","approvalClass":"semantic_mutation","rememberForTurnAllowed":false}"#,
         "[\"semantic_mutation\",null,null,null,null]"),
        // Known reads. (`observe` without a screenshot is a metadata read,
        // and `zoom` a screenshot read: both on purpose, see README.)
        (r#"{"action":"list_apps"}"#,
         r#"{"action":"list_apps","approvalClass":"metadata_read","rememberForTurnAllowed":true}"#,
         r#"["metadata_read","list_apps",null,null,null]"#),
        (r#"{"action":"observe","window_id":3,"include_screenshot":true}"#,
         r#"{"action":"observe","approvalClass":"screenshot_read","rememberForTurnAllowed":true,"windowId":3}"#,
         r#"["screenshot_read","observe",null,3,null]"#),
        (r#"{"action":"observe","window_id":3,"includeScreenshot":true}"#,
         r#"{"action":"observe","approvalClass":"metadata_read","rememberForTurnAllowed":true,"windowId":3}"#,
         r#"["metadata_read","observe",null,3,null]"#),
        (r#"{"action":"observe","window_id":3,"include_screenshot":"true"}"#,
         r#"{"action":"observe","approvalClass":"metadata_read","rememberForTurnAllowed":true,"windowId":3}"#,
         r#"["metadata_read","observe",null,3,null]"#),
    ];
    let mut text = cu_projection::SplitText::default();
    for (input, summary_text, key_array) in table {
        let key = format!("computer_use:{key_array}");
        let v: Value = serde_json::from_str(input).unwrap();
        assert_eq!(&summary(v.clone()), summary_text, "summary of {input}");
        assert_eq!(scope_key(&v), key, "key of {input}");
        let parts = split(&v);
        assert_eq!(
            &serde_json::to_string(&parts.approval).unwrap(),
            summary_text,
            "split {input}"
        );
        assert_eq!(parts.scope_key, key, "split key of {input}");
        let parts = cu_projection::split_json(input).unwrap();
        assert_eq!(
            &serde_json::to_string(&parts.approval).unwrap(),
            summary_text,
            "split_json {input}"
        );
        assert_eq!(parts.scope_key, key, "split_json key of {input}");
        cu_projection::split_json_into(input, &mut text).unwrap();
        assert_eq!(
            text.approval_json(),
            *summary_text,
            "split_json_into {input}"
        );
        assert_eq!(text.scope_key(), key, "split_json_into key of {input}");
    }
}

/// Scope keys against strings a JavaScript host printed with
/// `JSON.stringify` for the same inputs (Node 20).
#[test]
fn scope_keys_match_javascript_byte_for_byte() {
    let table: &[(&str, &str)] = &[
        (
            r#"{"action":"left_click","app":"Notes","window_id":7,"observation_id":"obs-1"}"#,
            r#"computer_use:["pointer_mutation","left_click","Notes",7,"obs-1"]"#,
        ),
        (
            r#"{"action":"type","app":"Zürich \"Büro\" \\ 東京 🙂","window_id":41.0,"observation_id":"obs-7"}"#,
            r#"computer_use:["keyboard_mutation","type","Zürich \"Büro\" \\ 東京 🙂",41,"obs-7"]"#,
        ),
        (
            "{\"action\":\"observe\",\"app\":\"tab\\there\\nnew\\u0001\\u001f\\u007f\\u2028\",\"window_id\":1.5}",
            "computer_use:[\"metadata_read\",\"observe\",\"tab\\there\\nnew\\u0001\\u001f\u{7f}\u{2028}\",null,null]",
        ),
        (
            r#"{"action":"observe","window_id":"41"}"#,
            r#"computer_use:["metadata_read","observe",null,null,null]"#,
        ),
        (
            r#"{"action":"observe","window_id":12345678901234567890}"#,
            r#"computer_use:["metadata_read","observe",null,12345678901234567000,null]"#,
        ),
        (
            r#"{"action":"observe","window_id":1e21}"#,
            r#"computer_use:["metadata_read","observe",null,1e+21,null]"#,
        ),
        (
            r#"{"action":"observe","window_id":-0.0}"#,
            r#"computer_use:["metadata_read","observe",null,0,null]"#,
        ),
        (
            r#"{"action":5,"app":null,"observation_id":["x"]}"#,
            r#"computer_use:["semantic_mutation",null,null,null,null]"#,
        ),
        (
            r#"{"app":"x","action":"  observe"}"#,
            r#"computer_use:["semantic_mutation","  observe","x",null,null]"#,
        ),
        (
            r#"{"action":"observe","app":"A","include_screenshot":true,"observation_id":" obs "}"#,
            r#"computer_use:["screenshot_read","observe","A",null," obs "]"#,
        ),
    ];
    for (input, expected) in table {
        let v: Value = serde_json::from_str(input).unwrap();
        assert_eq!(&scope_key(&v), expected, "{input}");
        assert_eq!(&split(&v).scope_key, expected);
    }
    assert_eq!(
        scope_key(&json!([1])),
        r#"computer_use:["semantic_mutation",null,null,null,null]"#
    );
}

/// When Node.js is on the machine, the scope key of every generated call is
/// compared with what `JSON.stringify` prints for the same JSON text. Without
/// Node the literal table above still holds the behaviour.
#[test]
fn scope_keys_match_node_on_generated_calls() {
    let Ok(mut node) = Command::new("node")
        .arg("-e")
        .arg(
            "const rl=require('readline').createInterface({input:process.stdin});\
             rl.on('line',l=>{const[c,t]=JSON.parse(l);const a=JSON.parse(t);\
             const s=v=>typeof v==='string'?v:null;\
             const w=a.window_id;const o=a.observation_id;\
             console.log('computer_use:'+JSON.stringify([c,s(a.action),s(a.app),Number.isInteger(w)?w:null,s(o)]));});",
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
    else {
        eprintln!("node not found: the literal table covers the scope key");
        return;
    };
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = (valid_call(), any::<u8>());
    let mut inputs = Vec::new();
    let mut expected = Vec::new();
    for _ in 0..cases(2048) {
        let (mut call, twist) = strategy.new_tree(&mut runner).unwrap().current();
        // Odd window ids and strings JavaScript has its own ways with.
        match twist % 6 {
            0 => call["window_id"] = json!(41.0),
            1 => call["window_id"] = json!(9007199254740993u64),
            2 => call["app"] = json!("\u{1}\u{7f}\u{2028}\"\\ ünï 🙂"),
            3 => call["windowId"] = json!(5),
            _ => {}
        }
        let text = serde_json::to_string(&call).unwrap();
        let class = approval_summary(&call).approval_class().as_str();
        inputs.push(serde_json::to_string(&json!([class, text])).unwrap());
        expected.push(scope_key(&call));
    }
    let mut stdin = node.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        for line in inputs {
            writeln!(stdin, "{line}").unwrap();
        }
    });
    let out = node.wait_with_output().unwrap();
    writer.join().unwrap();
    let got: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(got.len(), expected.len());
    for (g, e) in got.iter().zip(&expected) {
        assert_eq!(g, e);
    }
}

use proptest::strategy::ValueTree;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(2048)))]

    #[test]
    fn summaries_of_summaries_are_stable(call in valid_call()) {
        // A summary summarised again loses only what its camelCase dialect
        // names (window, observation, and with them remembering); after
        // that it is a fixed point.
        let once = approval_summary(&call);
        let twice = approval_summary(&once.to_value());
        prop_assert_eq!(twice.action(), once.action());
        prop_assert_eq!(twice.app(), once.app());
        prop_assert_eq!(approval_summary(&twice.to_value()), twice);
    }
}
