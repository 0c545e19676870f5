//! The JSON-text path of `split` (which skips strings it would withhold)
//! gives the same answers, and the same errors, as parsing the text to a
//! `Value` first.

mod common;

use common::{cases, valid_call};
use cu_projection::{parse_json_strict, split, split_json};
use proptest::prelude::*;
use serde_json::{json, Value};

fn value_path(bytes: &[u8]) -> Result<cu_projection::Split, cu_projection::Error> {
    parse_json_strict(bytes).map(|v| split(&v))
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

/// A call as a host sends it, with long typed text, host fields and an
/// unknown key, serialized, escaped, and sometimes damaged.
fn call_text() -> impl Strategy<Value = Vec<u8>> {
    (valid_call(), any::<u8>(), any::<u8>(), 0usize..3000).prop_map(
        |(mut call, mode, damage, long)| {
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
            let mut text = escape(&serde_json::to_string(&call).unwrap(), mode).into_bytes();
            match damage % 13 {
                0 => {
                    text.splice(1..1, br#""note":"again","#.iter().copied()); // a repeated key
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
        prop_assert_eq!(split_json(&bytes), value_path(&bytes));
    }

    #[test]
    fn arbitrary_text_gets_the_same_answer(s in "\\PC{0,200}") {
        prop_assert_eq!(split_json(s.as_bytes()), value_path(s.as_bytes()));
    }

    #[test]
    fn arbitrary_bytes_get_the_same_answer(b in proptest::collection::vec(any::<u8>(), 0..200)) {
        prop_assert_eq!(split_json(&b), value_path(&b));
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
        assert_eq!(
            split_json(&c),
            value_path(&c),
            "{}",
            String::from_utf8_lossy(&c)
        );
    }
}
