//! The privacy findings of the second round, through every CLI mode: what
//! an attacker sent on the command line before must not come out now.

mod common;

use common::{answers, run};
use serde_json::{json, Value};

const OPENAI: &str = "sk-proj-Ab3dQ9vX72LmN0pRt5Yw8ZcK1sUe4HgJ6fTb";

fn lines(values: &[Value]) -> Vec<u8> {
    let mut out = Vec::new();
    for v in values {
        out.extend(serde_json::to_vec(v).unwrap());
        out.push(b'\n');
    }
    out
}

/// Every 12-character piece of `secret` is absent from `out`.
fn no_piece(out: &str, secret: &str) -> bool {
    let chars: Vec<char> = secret.chars().collect();
    chars
        .windows(12)
        .all(|w| !out.contains(&w.iter().collect::<String>()))
}

fn split_secret() -> String {
    let (head, tail) = OPENAI.split_at(20);
    format!("export OPENAI_KEY={head}\u{200b}{tail}")
}

#[test]
fn split_and_parse_modes() {
    let input = lines(&[
        json!({"action": "observe", "window_id": 3, "app": split_secret()}),
        json!({"action": "type", "observation_id": "o", "text": "<text:4111111111111111>"}),
        json!({"action": "type", "observation_id": "o", "text": "<4111111111111111 items>"}),
        json!({"action": "element_sequence", "observation_id": "o",
               "steps": [{"label": "x", "role": "PIN 4417", "do": "4417"}]}),
        json!({"action": "key", "observation_id": "o", "text": "ctrl+\u{202e}"}),
        json!({"action": "type", "observation_id": "o", "text": {"my_pin_4417": "<text>"}}),
    ]);
    let mut input = input;
    input.extend_from_slice(
        br#"{"action":"type","observation_id":"o","text":{"hunter2":1,"hunter2":2}}"#,
    );
    input.push(b'\n');
    input.extend_from_slice(br#"{"action":"type","observation_id":"o","text":"unterminated 4417"#);
    input.push(b'\n');
    for mode in ["split", "parse"] {
        let out = run(&["--mode", mode], &input);
        assert_eq!(out.status.code(), Some(0));
        let mut a = answers(&out);
        assert_eq!(a.len(), 8, "{mode}");
        // The scope key is built from the raw values on purpose (it must
        // equal the host's own key) and is never written to the transcript;
        // everything else in the answer is checked.
        // In parse mode `call` is the executable call, for the executor:
        // only its errors go back to the model and into the transcript.
        for answer in &mut a {
            if let Some(o) = answer.as_object_mut() {
                o.remove("scope_key");
                o.remove("call");
            }
        }
        let text = serde_json::to_string(&a).unwrap();
        assert!(no_piece(&text, OPENAI), "{mode}: {text}");
        for leak in ["4111", "4417", "hunter2", "\u{202e}", "\\u202e"] {
            assert!(!text.contains(leak), "{mode}: {leak} in {text}");
        }
    }
    // Control: split mode carries the plain parts of the same lines.
    let out = run(&[], &input);
    let a = answers(&out);
    assert_eq!(a[0]["model"]["app"], "export OPENAI_KEY=[redacted]");
    assert_eq!(a[1]["model"]["text"], "<text>");
}

#[test]
fn provider_modes() {
    let mut strict = serde_json::Map::new();
    for f in cu_projection::catalog::FIELDS {
        strict.insert(f.name().to_owned(), Value::Null);
    }
    strict.insert("action".into(), json!("type"));
    strict.insert("observation_id".into(), json!("o"));
    strict.insert("text".into(), json!({"my_pin_4417": "<text>"}));
    let out = run(
        &["--mode", "openai-strict"],
        &lines(&[Value::Object(strict)]),
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains("4417"), "{text}");
    assert!(text.contains("withheld_value_replayed"), "{text}");

    let drag = json!({"type": "drag", "path": vec![json!({"x": 1000, "y": 700}); 4096]});
    let input = lines(&[
        json!({"type": "computer_call", "actions": vec![drag.clone(); 64]}),
        json!({"type": "computer_call", "actions": vec![drag; 500]}),
        json!({"type": "computer_call", "actions": [{"type": "type", "text": {"my_pin_4417": "<text>"}}]}),
    ]);
    let out = run(&["--mode", "native-batch", "--allow-native-input"], &input);
    let a = answers(&out);
    assert_eq!(a.len(), 3);
    for answer in &a {
        let model = serde_json::to_vec(&answer["model"]).unwrap();
        assert!(
            model.len() <= cu_projection::MAX_PROJECTION_BYTES,
            "{}",
            model.len()
        );
    }
    assert_eq!(
        a[1]["error"]["index"],
        Value::Null,
        "the item itself is refused"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains("4417"), "{text}");
}

#[test]
fn ledger_and_observation_modes() {
    let input = lines(&[
        json!({"event": "observed", "target": {"app": "Mail", "window_id": 3}}),
        json!({"event": "call", "args": {"action": "type", "observation_id": "obs-1",
               "text": {"my_pin_4417": "<text>"}}}),
    ]);
    let out = run(&["--mode", "ledger"], &input);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        !text.contains("4417") && text.contains("withheld_value_replayed"),
        "{text}"
    );

    let window = |label: String| {
        let elements: Vec<Value> = (0..1500)
            .map(|i| json!({"element_id": format!("e{i}"), "role": "AXStaticText", "label": format!("row {i} {label}")}))
            .collect();
        json!({"observation_id": "obs-1", "title": label, "elements": elements})
    };
    let input = lines(&[window(String::new()), window("PIN 4417 ".repeat(60))]);
    for args in [
        &["--mode", "observation"][..],
        &["--mode", "observation", "--query", "4417"],
    ] {
        let a = answers(&run(args, &input));
        assert_eq!(a[0]["transcript_text"], a[1]["transcript_text"], "{args:?}");
        assert!(!a[1]["transcript_text"].as_str().unwrap().contains("4417"));
        // Control: the current-turn texts differ.
        assert_ne!(a[0]["model_text"], a[1]["model_text"]);
    }
}
