//! The JSON-text path of `split` (which skips strings it would withhold)
//! gives the same answers, and the same errors, as parsing the text to a
//! `Value` first.

mod common;

use std::cell::RefCell;

use common::{cases, mutate, mutation, valid_call};
use cu_projection::{
    read_json, split, split_json, split_json_into, Error, ProjectionReport, SplitText,
};
use proptest::prelude::*;
use serde_json::{json, Map, Value};

fn value_path(bytes: &[u8]) -> Result<cu_projection::Split, Error> {
    read_json(bytes).map(|v| split(&v))
}

/// The parts as text: action, model, approval, scope key, report.
type Texts = (String, String, String, String, ProjectionReport);

thread_local! {
    // One buffer for every case, as a host reuses it: a part left over from
    // an earlier call would show.
    static REUSED: RefCell<SplitText> = RefCell::new(SplitText::new());
}

fn text_parts(bytes: &[u8]) -> Result<Texts, Error> {
    REUSED.with(|out| {
        let mut out = out.borrow_mut();
        let result = split_json_into(bytes, &mut out);
        if result.is_err() {
            assert_eq!(*out, SplitText::new(), "an error leaves the buffers empty");
        }
        result.map(|()| {
            (
                out.action().to_owned(),
                out.model_json().to_owned(),
                out.approval_json().to_owned(),
                out.scope_key().to_owned(),
                out.report().clone(),
            )
        })
    })
}

fn value_texts(bytes: &[u8]) -> Result<Texts, Error> {
    value_path(bytes).map(|s| {
        (
            s.model.action().to_owned(),
            serde_json::to_string(&s.model).unwrap(),
            serde_json::to_string(&s.approval).unwrap(),
            s.scope_key,
            s.report,
        )
    })
}

/// Both text-path entry points against the `Value` path.
fn same_answers(bytes: &[u8]) -> Result<(), TestCaseError> {
    let shown = String::from_utf8_lossy(bytes);
    prop_assert_eq!(split_json(bytes), value_path(bytes), "{}", shown);
    prop_assert_eq!(text_parts(bytes), value_texts(bytes), "{}", shown);
    Ok(())
}

/// Writes non-ASCII characters (and, by `mode`, some ASCII) as `\u` escapes,
/// surrogate pairs included, the way an `ensure_ascii` encoder does.
fn escape(text: &str, mode: u8) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let ascii_too = mode % 3 == 1 && c.is_ascii_alphabetic();
        if (mode % 3 != 0 && !c.is_ascii()) || ascii_too {
            let mut buf = [0u16; 2];
            for unit in c.encode_utf16(&mut buf) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// JSON text with every object's members in a shuffled order (a model does
/// not sort its keys; serde_json would).
fn shuffled_text(v: &Value, seed: &mut u64) -> String {
    match v {
        Value::Object(o) => {
            let mut members: Vec<_> = o.iter().collect();
            for i in (1..members.len()).rev() {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                members.swap(i, (*seed % (i as u64 + 1)) as usize);
            }
            let members: Vec<String> = members
                .into_iter()
                .map(|(k, v)| format!("{}:{}", Value::from(k.as_str()), shuffled_text(v, seed)))
                .collect();
            format!("{{{}}}", members.join(","))
        }
        Value::Array(a) => {
            let items: Vec<String> = a.iter().map(|v| shuffled_text(v, seed)).collect();
            format!("[{}]", items.join(","))
        }
        other => other.to_string(),
    }
}

/// Keys a host or a model adds: unknown ones (plain and not), host-only
/// fields, camelCase spellings, and names of fields the action may not take.
fn extra_key() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[a-z_]{1,6}",
        1 => "[a-zA-Z .-]{1,4}",
        2 => prop::sample::select(vec![
            "observationId", "windowId", "includeScreenshot", "approval_class",
            "approvalClass", "element_identity", "rememberForTurnAllowed", "text",
            "value", "app", "elementId", "steps", "wait_for_text", "keys", "x",
        ]).prop_map(str::to_owned),
    ]
}

/// Values that exercise the projection's rules: secrets, invisible
/// characters, placeholders sent back, numbers, arrays and objects.
fn extra_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        prop::sample::select(vec![
            json!("password=hunter2"),
            json!("Mail \u{200b} password: correct horse battery"),
            json!("sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789"),
            json!("<text>"),
            json!("<3 items>"),
            json!("  padded id  "),
            json!("Inbox\u{202e}\tNotes\n"),
            json!(7),
            json!(-0.5),
            json!(true),
            json!(null),
            json!([1, 2]),
            json!([1, 2, 3, 4, 5]),
            json!({"role": "AXButton", "label": "Pay"}),
            json!([{"label": "To", "role": "AXTextField", "do": "set_value", "value": "x", "z": 1}]),
        ]),
        "[a-zA-Z0-9 ]{0,12}".prop_map(Value::from),
    ]
}

fn extra_members() -> impl Strategy<Value = Vec<(String, Value)>> {
    prop_oneof![
        4 => proptest::collection::vec((extra_key(), extra_value()), 0..4),
        // Past the 32 unknown keys a projection keeps.
        1 => proptest::collection::vec(("[a-z]{1,8}", extra_value()), 40..60),
    ]
}

/// A call as a host sends it, with long typed text, host fields, extra keys
/// and a near-miss mutation, serialized in a shuffled order, escaped, and
/// sometimes damaged.
fn call_text() -> impl Strategy<Value = Vec<u8>> {
    (
        (valid_call(), mutation(), any::<bool>()),
        extra_members(),
        any::<u64>(),
        any::<u8>(),
        any::<u8>(),
        0usize..3000,
    )
        .prop_map(
            |((call, m, mutated), extra, mut seed, mode, damage, long)| {
                let mut call = if mutated { mutate(&call, &m) } else { call };
                let obj = call.as_object_mut().unwrap();
                if let Some(Value::String(t)) = obj.get_mut("text") {
                    t.push_str(&"Grüße \"quoted\"\n\t\\ 🙂 ".repeat(long / 20));
                }
                if let Some(Value::String(v)) = obj.get_mut("value") {
                    v.push_str(&"x".repeat(long));
                }
                obj.insert("approvalClass".into(), json!("screenshot_read"));
                obj.insert(
                    "element_identity".into(),
                    json!({"label": "Pay ✓", "path": [1, 2]}),
                );
                obj.insert("note".into(), json!("<text>"));
                if damage % 11 == 0 {
                    obj.insert("windowId".into(), json!(7));
                }
                // Carried strings that hold a secret: redacted, and reported.
                if mode % 5 == 1 {
                    for key in ["app", "wait_for_text", "query"] {
                        if let Some(v) = obj.get_mut(key) {
                            *v = json!("Mail password=hunter2 \u{200b}");
                        }
                    }
                    if let Some(v) = obj.get_mut("element_id") {
                        *v = json!("a3f9c2e8b7d14f6a9e0c5b2d8f1a7e3c9b4d6f20");
                    }
                }
                let mut extra_obj = Map::new();
                for (k, v) in extra {
                    extra_obj.insert(k, v);
                }
                for (k, v) in extra_obj {
                    obj.entry(k).or_insert(v);
                }
                let text = if seed % 4 == 0 {
                    serde_json::to_string(&call).unwrap()
                } else {
                    shuffled_text(&call, &mut seed)
                };
                let mut text = escape(&text, mode).into_bytes();
                match damage % 13 {
                    0 => {
                        text.splice(1..1, br#""note":"again","#.iter().copied());
                        // a repeated key
                    }
                    1 => text.truncate(text.len() / 2), // may cut a character in two
                    2 => text.extend_from_slice(b" x"),
                    3 => {
                        let s = String::from_utf8_lossy(&text).replace("\\u00fc", "\\ud800"); // a lone surrogate
                        text = s.into_bytes();
                    }
                    4 => {
                        text.splice(0..0, b"  ".iter().copied());
                        text.push(b'\n');
                    }
                    _ => {}
                }
                text
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(2048)))]

    #[test]
    fn the_text_path_answers_as_the_value_path(bytes in call_text()) {
        same_answers(&bytes)?;
    }

    #[test]
    fn arbitrary_text_gets_the_same_answer(s in "\\PC{0,200}") {
        same_answers(s.as_bytes())?;
    }

    #[test]
    fn arbitrary_bytes_get_the_same_answer(b in proptest::collection::vec(any::<u8>(), 0..200)) {
        same_answers(&b)?;
    }
}

#[test]
fn edge_cases_get_the_same_answer() {
    let deep = format!(
        r#"{{"action":"type","text":{}"x"{}}}"#,
        "[".repeat(99),
        "]".repeat(99)
    );
    let deeper = format!(
        r#"{{"action":"type","text":{}"x"{}}}"#,
        "[".repeat(100),
        "]".repeat(100)
    );
    let cases: Vec<Vec<u8>> = vec![
        br#"{"action":"type","observation_id":"o","text":"<text>"}"#.to_vec(),
        br#"{"action":"type","observation_id":"o","text":"\u003ctext:12345678901234567890\u003e"}"#
            .to_vec(),
        br#"{"text":"later","action":"type"}"#.to_vec(),
        br#"{"action":"type","text":"a\ud83d\ude00b"}"#.to_vec(),
        br#"{"action":"type","text":"a\ud800b"}"#.to_vec(),
        b"{\"action\":\"type\",\"text\":\"\xff\"}".to_vec(),
        br#"{"action":"observe","app":"Mail","includeScreenshot":true,"include_screenshot":false}"#
            .to_vec(),
        br#"{"action":"observe","approvalClass":"screenshot_read"}"#.to_vec(),
        br#"{"action":"set_value","value":"x","value":"y"}"#.to_vec(),
        br#"{"action":"set_value","element_identity":{"a":1,"a":2}}"#.to_vec(),
        deep.into_bytes(),
        deeper.into_bytes(),
        br#"[1,2]"#.to_vec(),
        br#""type""#.to_vec(),
        b"".to_vec(),
    ];
    for c in cases {
        same_answers(&c).unwrap();
    }
}

/// The generator reaches what the property is about: answers and errors,
/// shuffled member orders, typed text long enough to stand in, redactions,
/// shadowed camelCase keys, and more unknown keys than a projection keeps.
/// (Without this, a generator that lost a branch would pass silently.)
#[test]
fn the_generator_reaches_every_branch() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = call_text();
    let (mut ok, mut err, mut unsorted, mut long_text) = (0, 0, 0, 0);
    let (mut redacted, mut shadowed, mut over_limit) = (0, 0, 0);
    for _ in 0..1000 {
        let bytes = strategy.new_tree(&mut runner).unwrap().current();
        if let Ok(Value::Object(o)) = serde_json::from_slice::<Value>(&bytes) {
            let keys: Vec<&String> = o.keys().collect();
            let sent = String::from_utf8_lossy(&bytes);
            let positions: Vec<usize> = keys
                .iter()
                .filter_map(|k| sent.find(&format!("{}:", Value::from(k.as_str()))))
                .collect();
            unsorted += usize::from(positions.windows(2).any(|w| w[0] > w[1]));
            long_text += usize::from(
                o.get("text")
                    .and_then(Value::as_str)
                    .is_some_and(|t| t.len() > 256),
            );
        }
        match split_json(&bytes) {
            Ok(s) => {
                ok += 1;
                redacted += usize::from(!s.report.redactions.is_empty());
                shadowed += usize::from(s.report.dropped.shadowed_alias > 0);
                over_limit += usize::from(s.report.dropped.over_limit > 0);
            }
            Err(_) => err += 1,
        }
    }
    let counts = [ok, err, unsorted, long_text, redacted, shadowed, over_limit];
    println!("ok, err, unsorted, long text, redacted, shadowed, over limit: {counts:?}");
    for (name, n, at_least) in [
        ("answered", ok, 500),
        ("refused", err, 50),
        ("shuffled", unsorted, 300),
        ("long text", long_text, 50),
        ("redacted", redacted, 20),
        ("shadowed", shadowed, 20),
        ("over the unknown-key limit", over_limit, 20),
    ] {
        assert!(n >= at_least, "{name}: {n} of 1000, want {at_least}");
    }
}
