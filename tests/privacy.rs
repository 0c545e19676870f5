//! Privacy, checked the way an attacker works (issue: privacy round 2).
//!
//! Each finding is a regression test through every library path that
//! carries or renders the channel (the `Value` path, the JSON-text path
//! both ways, the native projection, the parser's errors, the observation
//! renderings); `cli/tests/privacy.rs` sends the same inputs through every
//! CLI mode. Then one property per class of finding:
//! (a) an invisible character anywhere in a secret never lets a 12-character
//!     piece of it through a carried position;
//! (c) no error message, field or pointer names a key the input chose below
//!     the top level;
//! (d) the serialized native projection is at most 64 KiB for any batch.
//! (b), transcripts that differ only in screen text are identical, is in
//! `tests/observation.rs`.

mod common;

use common::cases;
use cu_projection::native::{project_batch, validate_batch};
use cu_projection::observation::{render, Observation};
use cu_projection::openai::from_strict_arguments;
use cu_projection::policy::Policy;
use cu_projection::{
    split, split_json, split_json_into, ComputerUseCall, Error, SplitText, MAX_PROJECTION_BYTES,
};
use proptest::prelude::*;
use serde_json::{json, Value};

/// The model and approval JSON of `call` by every split path, after
/// checking the paths agree.
fn carried(call: &Value) -> String {
    let text = serde_json::to_string(call).unwrap();
    let by_value = split(call);
    let by_text = split_json(&text).unwrap();
    let mut into = SplitText::new();
    split_json_into(&text, &mut into).unwrap();
    let model = serde_json::to_string(&by_value.model).unwrap();
    let approval = serde_json::to_string(&by_value.approval).unwrap();
    assert_eq!(model, serde_json::to_string(&by_text.model).unwrap());
    assert_eq!(model, into.model_json());
    assert_eq!(approval, into.approval_json());
    format!("{model}\n{approval}")
}

/// Every 12-character piece of `secret`.
fn pieces(secret: &str) -> Vec<String> {
    let chars: Vec<char> = secret.chars().collect();
    chars.windows(12).map(|w| w.iter().collect()).collect()
}

fn assert_no_piece(out: &str, secret: &str, what: &str) {
    for piece in pieces(secret) {
        assert!(!out.contains(&piece), "{what}: {piece:?} survives in {out}");
    }
}

const OPENAI: &str = "sk-proj-Ab3dQ9vX72LmN0pRt5Yw8ZcK1sUe4HgJ6fTb";

#[test]
fn an_invisible_character_inside_a_secret_does_not_split_it_from_the_detector() {
    let (head, tail) = OPENAI.split_at(20);
    for (field, text, secret) in [
        (
            "app",
            format!("export OPENAI_KEY={head}\u{200b}{tail}"),
            OPENAI,
        ),
        ("app", format!("{head}\u{200b}{tail}"), OPENAI),
        (
            "query",
            "token:\u{200e} Qk7mZ2vR9xW4pL8n".to_owned(),
            "Qk7mZ2vR9xW4pL8n",
        ),
        (
            "wait_for_text",
            "password=\u{ad}hunter2hunter2".to_owned(),
            "hunter2hunter2",
        ),
        ("menu", format!("File \u{202e}{head}\u{2060}{tail}"), OPENAI),
    ] {
        let action = if field == "wait_for_text" {
            "wait"
        } else {
            "observe"
        };
        let call = json!({"action": action, "window_id": 3, field: text});
        assert_no_piece(&carried(&call), secret, field);
    }
    // At the 256-character cut: the secret is found on the whole text and
    // redacted whole before the cut, wherever the cut falls in it.
    for pad in 200..256 {
        let text = format!("{} {head}\u{200b}{tail}", "a".repeat(pad));
        let out = carried(&json!({"action": "observe", "app": text}));
        assert_no_piece(&out, OPENAI, "app at the cut");
        assert!(!out.contains(&OPENAI[..8]) || out.contains("[redacted]"));
    }
    // Control: the same text without the secret is carried as it is.
    let out = carried(&json!({"action": "observe", "app": "export EDITOR=vim"}));
    assert!(out.contains("export EDITOR=vim"));
}

#[test]
fn placeholder_shaped_strings_carry_no_digits() {
    for sent in [
        "<text:4111111111111111>",
        "<4111111111111111 items>",
        "<65 items>",
    ] {
        for (action, field) in [
            ("type", "text"),
            ("set_value", "value"),
            ("observe", "zz_note"),
        ] {
            let call = json!({"action": action, "observation_id": "obs-1", field: sent});
            let out = carried(&call);
            assert!(!out.contains("4111") && !out.contains("65"), "{out}");
            assert!(out.contains(&format!("\"{field}\":\"<text>\"")), "{out}");
        }
    }
    // Native batches by the same rule.
    let model =
        project_batch(&json!({"actions": [{"type": "type", "text": "<text:4111111111111111>"}]}));
    assert_eq!(model[0].get("text"), Some(&json!("<text>")));
    // Control: the exact placeholders stay themselves, so projection is
    // idempotent, and the parser refuses every one of them.
    for exact in [
        "<text>",
        "<64 items>",
        "<many items>",
        "<1 item>",
        "<point>",
    ] {
        let call = json!({"action": "type", "observation_id": "obs-1", "text": exact});
        assert!(carried(&call).contains(&format!("\"text\":\"{exact}\"")));
        let err = ComputerUseCall::from_value(&call).unwrap_err();
        assert_eq!(err.code(), "withheld_value_replayed");
    }
    let legacy = json!({"action": "type", "observation_id": "obs-1", "text": "<text:12>"});
    assert_eq!(
        ComputerUseCall::from_value(&legacy).unwrap_err().code(),
        "withheld_value_replayed"
    );
}

#[test]
fn step_members_are_carried_only_from_their_closed_sets() {
    let call = json!({"action": "element_sequence", "observation_id": "obs-1", "steps": [
        {"label": "PIN", "role": "PIN 4417", "do": "type 4417"},
        {"label": "OK", "role": "AXButton", "do": "click"},
        {"label": "x", "role": "AX4417", "do": "Click"}]});
    let out = carried(&call);
    assert!(!out.contains("4417"), "{out}");
    assert!(
        out.contains(r#"{"do":"click","label":"<text>","role":"AXButton"}"#),
        "{out}"
    );
    assert!(
        out.contains(r#"{"do":"<text>","label":"<text>","role":"<text>"}"#),
        "{out}"
    );
    // Steps under an action that takes none are a value like any other.
    let call = json!({"action": "left_click", "observation_id": "obs-1", "coordinate": [1, 2],
        "steps": [{"label": "a", "role": "PIN 4417"}]});
    let out = carried(&call);
    assert!(
        !out.contains("4417") && out.contains(r#""steps":"<1 item>""#),
        "{out}"
    );
}

#[test]
fn a_single_key_character_must_be_printable() {
    for c in [
        '\u{202e}',
        '\u{200b}',
        '\u{ad}',
        '\u{3164}',
        '\u{301}',
        '\u{7}',
        ' ',
        '\u{2800}',
        '\u{1d159}',
        '\u{e000}',
    ] {
        let call = json!({"action": "key", "observation_id": "obs-1", "text": format!("ctrl+{c}")});
        let out = carried(&call);
        assert!(
            out.contains(r#""text":"<text>""#),
            "U+{:04X}: {out}",
            c as u32
        );
    }
    // Control: letters, digits, punctuation and symbols in any script are keys.
    for c in ['a', '7', '/', '€', 'é', 'ß', '→'] {
        let call = json!({"action": "key", "observation_id": "obs-1", "text": format!("ctrl+{c}")});
        assert!(
            carried(&call).contains(&format!(r#""text":"ctrl+{c}""#)),
            "{c}"
        );
    }
}

#[test]
fn typed_text_never_passes_as_key_names() {
    // Within one value: a combo of characters, or modified characters one
    // after another, spell text.
    for text in [
        "h+u+n+t+e+r+2",
        "cmd+p cmd+i cmd+n cmd+4",
        "ctrl+4 ctrl+4 ctrl+1 ctrl+7",
    ] {
        let call = json!({"action": "key", "observation_id": "obs-1", "text": text});
        let out = carried(&call);
        assert!(out.contains(r#""text":"<text>""#), "{text}: {out}");
    }
    // Across a native batch: one key per keypress, action after action.
    let pin: Vec<Value> = "4417"
        .chars()
        .map(|c| json!({"type": "keypress", "keys": [c.to_string()]}))
        .collect();
    let model = serde_json::to_string(&project_batch(&json!({"actions": pin}))).unwrap();
    assert!(
        !model.contains(r#"["1"]"#) && !model.contains(r#"["7"]"#),
        "{model}"
    );
    assert_eq!(model.matches(r#""keys":"<1 item>""#).count(), 2, "{model}");
    // Control: chords and named keys are carried, in one value or a batch.
    for text in [
        "ctrl+k ctrl+s",
        "cmd+shift+p",
        "Page_Up",
        "a",
        "ctrl+a Delete",
    ] {
        let call = json!({"action": "key", "observation_id": "obs-1", "text": text});
        assert!(
            carried(&call).contains(&format!(r#""text":"{text}""#)),
            "{text}"
        );
    }
    let named: Vec<Value> = (0..10)
        .map(|_| json!({"type": "keypress", "keys": ["CTRL", "C"]}))
        .chain([json!({"type": "keypress", "keys": ["ENTER"]})])
        .collect();
    let model = serde_json::to_string(&project_batch(&json!({"actions": named}))).unwrap();
    assert!(model.contains(r#"["ENTER"]"#), "{model}");
}

/// Every text an error shows: message, field, pointer.
fn shown(e: &Error) -> String {
    format!("{e} {:?} {:?}", e.field_name(), e.json_pointer())
}

#[test]
fn errors_name_the_argument_never_a_key_inside_it() {
    for text in [
        br#"{"action":"type","observation_id":"o","text":{"my_pin_4417":1}}"#.as_slice(),
        br#"{"action":"type","observation_id":"o","text":{"my_pin_4417":"<text>"}}"#,
        br#"{"action":"type","observation_id":"o","text":{"my_pin_4417":1,"my_pin_4417":2}}"#,
        br#"{"action":"type","observation_id":"o","text":[{"hunter2":1,"hunter2":1}]}"#,
    ] {
        let err = ComputerUseCall::from_json(text).unwrap_err();
        assert!(
            !shown(&err).contains("4417") && !shown(&err).contains("hunter2"),
            "{}",
            shown(&err)
        );
        assert_eq!(err.field_name(), Some("text"));
        // The split reads the same text strictly.
        if let Err(e) = split_json(text) {
            assert!(!shown(&e).contains("4417") && !shown(&e).contains("hunter2"));
        }
    }
    // A nested key in a native action's value, and in an observation.
    let item = json!({"actions": [{"type": "type", "text": {"my_pin_4417": "<text>"}}]});
    let r = validate_batch(&item, &Policy::observation_only()).unwrap_err();
    assert!(!shown(&r.error).contains("4417"), "{}", shown(&r.error));
    // A native action's own unknown key is named only when it holds no secret.
    let key = format!("stripe_{}", "sk_live_51HqLyjWDarjtT1zdp7dcXYZabc123");
    let item = json!({"actions": [{"type": "wait", key.as_str(): 1}]});
    let r = validate_batch(&item, &Policy::observation_only()).unwrap_err();
    assert!(!shown(&r.error).contains("sk_live"), "{}", shown(&r.error));
    let item = json!({"actions": [{"type": "wait", "durations": 1}]});
    let r = validate_batch(&item, &Policy::observation_only()).unwrap_err();
    assert_eq!(r.error.json_pointer(), Some("/durations"));
    let obs = json!({"observation_id": "o", "elements": [{"element_id": "e1", "role": "AXGroup", "my_pin_4417": 1}]});
    let err = Observation::from_value(&obs).unwrap_err();
    assert!(!shown(&err).contains("4417"), "{}", shown(&err));
    // Control: the crate's own nested names are named.
    let err = ComputerUseCall::from_value(&json!({"action": "element_sequence",
        "observation_id": "o", "steps": [{"label": "<text>"}]}))
    .unwrap_err();
    assert_eq!(err.json_pointer(), Some("/steps/0/label"));
}

#[test]
fn a_key_name_spelled_from_a_secret_is_dropped_and_never_named() {
    // Each key holds a code or a password that only its words show.
    for key in [
        "note_Locker_code_438",
        "pinCode4821",
        "wifi_password_hunter2",
    ] {
        let s = split_json(json!({"action": "wait", key: 1}).to_string().as_bytes()).unwrap();
        let written = format!("{} {:?}", s.model.to_value(), s.report);
        assert!(!written.contains(key), "{written}");
        assert_eq!(s.report.dropped.unsafe_name, 1, "{key}");
        let item = json!({"actions": [{"type": "wait", key: 1}]});
        let r = validate_batch(&item, &Policy::observation_only()).unwrap_err();
        assert!(!shown(&r.error).contains(key), "{}", shown(&r.error));
    }
    // Control: a key of ordinary words is kept and named.
    let s = split_json(br#"{"action":"wait","door_code":1}"#).unwrap();
    assert!(s.model.get("door_code").is_some());
    let item = json!({"actions": [{"type": "wait", "door_code": 1}]});
    let r = validate_batch(&item, &Policy::observation_only()).unwrap_err();
    assert_eq!(r.error.json_pointer(), Some("/door_code"));
}

#[test]
fn invalid_json_tells_no_length_of_the_text_it_stopped_in() {
    let message = |n: usize| {
        let text = format!(
            r#"{{"action":"type","observation_id":"o","text":"{}"#,
            "x".repeat(n)
        );
        ComputerUseCall::from_json(text).unwrap_err().to_string()
    };
    let first = message(1);
    for n in [2, 17, 4417, 100_000] {
        assert_eq!(message(n), first);
    }
    assert_eq!(first, "input is not valid json (line 1)");
}

#[test]
fn observation_transcripts_depend_on_structure_only() {
    let window = |label: &dyn Fn(usize) -> String| {
        let elements: Vec<Value> = (0..1500)
            .map(|i| json!({"element_id": format!("e{i}"), "role": "AXStaticText", "label": label(i)}))
            .collect();
        Observation::from_value(
            &json!({"observation_id": "obs-1", "title": label(0), "elements": elements}),
        )
        .unwrap()
    };
    let short = window(&|i| format!("row {i}"));
    let long = window(&|i| format!("row {i} {}", "PIN 4417 ".repeat(60)));
    assert_eq!(
        render(&short, None).transcript_text(),
        render(&long, None).transcript_text()
    );
    // Whether a query matched, and how much, is not recorded.
    let (hit, miss) = (render(&long, Some("4417")), render(&short, Some("4417")));
    assert_eq!(hit.transcript_text(), miss.transcript_text());
    assert!(!hit.transcript_text().as_str().contains("4417"));
    // Control: the model, now, sees what matched.
    assert!(hit.model_text().contains("showing 1500 of 1500"));
    assert!(miss.model_text().contains("showing 0 of 1500"));
}

#[test]
fn native_projections_are_bounded_whatever_the_batch() {
    let drag = |n: usize| json!({"type": "drag", "path": vec![json!({"x": 1000, "y": 700}); n]});
    for item in [
        json!({"actions": vec![drag(4096); 64]}),
        json!({"actions": vec![drag(4096); 500]}),
        json!(vec![json!({"type": "screenshot"}); 20_000]),
    ] {
        let started = std::time::Instant::now();
        let model = project_batch(&item);
        let size = serde_json::to_vec(&model).unwrap().len();
        assert!(size <= MAX_PROJECTION_BYTES, "{size}");
        let _ = started; // time is measured in benchmarks, not asserted here
        let last = model.last().unwrap();
        if last.get("type") == Some(&json!("omitted")) {
            let n = last.get("actions").unwrap().as_u64().unwrap() as usize;
            let total = item
                .get("actions")
                .and_then(Value::as_array)
                .or(item.as_array())
                .unwrap()
                .len();
            assert_eq!(n + model.len() - 1, total, "the cut is counted");
        }
    }
    // Control: a batch that fits is projected whole, path carried.
    let model = project_batch(&json!({"actions": [drag(10)]}));
    assert_eq!(model.len(), 1);
    assert_eq!(model[0].get("path").unwrap().as_array().unwrap().len(), 10);
}

/// A secret in a format the detector knows, split as (context, secret):
/// the context (`password=`) may stay; no piece of the secret may.
fn secret() -> impl Strategy<Value = (String, String)> {
    let body = |alphabet: &'static str, n: usize| {
        proptest::string::string_regex(&format!("{alphabet}{{{n}}}")).unwrap()
    };
    prop_oneof![
        body("[A-Za-z0-9]", 40).prop_map(|b| (String::new(), format!("sk-proj-{b}"))),
        body("[A-Za-z0-9_-]", 40).prop_map(|b| (String::new(), format!("sk-ant-api03-{b}"))),
        body("[A-Za-z0-9]", 36).prop_map(|b| (String::new(), format!("ghp_{b}"))),
        body("[A-Za-z0-9_]", 60).prop_map(|b| (String::new(), format!("github_pat_{b}"))),
        body("[A-Z0-9]", 16).prop_map(|b| (String::new(), format!("AKIA{b}"))),
        body("[A-Za-z0-9]", 24).prop_map(|b| (String::new(), format!("sk_live_{b}"))),
        body("[A-Za-z0-9]", 30).prop_map(|b| (String::new(), format!("xoxb-1234567890-{b}"))),
        body("[A-Za-z0-9_-]", 35).prop_map(|b| (String::new(), format!("AIza{b}"))),
        body("[A-Za-z0-9_-]", 30)
            .prop_map(|b| (String::new(), format!("eyJhbGciOiJIUzI1NiJ9.eyJ{b}.{b}"))),
        body("[A-Za-z0-9!#%*]", 16).prop_map(|b| ("password=".to_owned(), b)),
        body("[A-Za-z0-9]", 24).prop_map(|b| ("token: ".to_owned(), b)),
        body("[A-Za-z0-9._-]", 32).prop_map(|b| ("Authorization: Bearer ".to_owned(), b)),
    ]
}

/// Characters a person does not see, or sees as blank.
const INVISIBLE: &[char] = &[
    '\u{2800}',
    '\u{e000}',
    '\u{1d159}',
    '\u{0}',
    '\u{8}',
    '\u{7f}',
    '\u{ad}',
    '\u{34f}',
    '\u{61c}',
    '\u{180e}',
    '\u{200b}',
    '\u{200c}',
    '\u{200d}',
    '\u{200e}',
    '\u{200f}',
    '\u{202a}',
    '\u{202c}',
    '\u{202e}',
    '\u{2060}',
    '\u{2063}',
    '\u{2066}',
    '\u{2069}',
    '\u{3164}',
    '\u{fe0f}',
    '\u{feff}',
    '\u{e0041}',
];

/// `s` with invisible characters inserted at the given (position, which)
/// pairs, positions taken modulo the length.
fn sprinkle(s: &str, at: &[(usize, usize)]) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    for (pos, which) in at {
        let pos = pos % (chars.len() + 1);
        chars.insert(pos, INVISIBLE[which % INVISIBLE.len()]);
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(1024)))]

    /// (a) No invisible character anywhere in a secret lets a 12-character
    /// piece of it into a carried position or an observation's
    /// current-turn text.
    #[test]
    fn an_invisible_character_never_splits_a_secret((context, secret) in secret(),
            at in proptest::collection::vec((any::<usize>(), any::<usize>()), 0..4),
            pad in 0usize..300, field in 0usize..6) {
        let sent = format!("{}{}", "a ".repeat(pad / 2), sprinkle(&format!("{context}{secret}"), &at));
        let call = match field {
            0 => json!({"action": "observe", "app": sent}),
            1 => json!({"action": "observe", "window_id": 1, "query": sent}),
            2 => json!({"action": "observe", "window_id": 1, "menu": sent}),
            3 => json!({"action": "wait", "wait_for_text": sent}),
            4 => json!({"action": "wait", "wait_for_text_gone": sent}),
            _ => json!({"action": sent}),
        };
        let out = carried(&call);
        for piece in pieces(&secret) {
            prop_assert!(!out.contains(&piece), "{:?} survives in {}", piece, out);
        }
        let obs = Observation::from_value(&json!({"observation_id": "o", "title": sent,
            "elements": [{"element_id": "e1", "role": "AXStaticText", "label": sent, "value": sent}]})).unwrap();
        let model_text = render(&obs, None).model_text().to_owned();
        for piece in pieces(&secret) {
            prop_assert!(!model_text.contains(&piece), "{:?} survives in {}", piece, model_text);
        }
    }

    /// (c) Keys the input chose below the top level never reach an error's
    /// message, field or pointer, on any path that reads nested values.
    #[test]
    fn errors_never_name_a_nested_key(key in "[a-z_]{3,10}", depth in 1usize..4,
            twist in 0usize..6, field in prop::sample::select(vec!["text", "value", "coordinate", "steps", "app", "zz_extra"])) {
        let canary = format!("q{key}9");
        let mut value = match twist {
            0 => json!("<text>"),
            1 => json!("[redacted]"),
            _ => json!(1),
        };
        for _ in 0..depth {
            value = json!({ canary.clone(): value });
        }
        if twist == 3 {
            value = json!([value]);
        }
        let call = json!({"action": "type", "observation_id": "o", field: value});
        let text = serde_json::to_string(&call).unwrap();
        // A repeated nested key, written as text.
        let repeated = text.replacen(&format!("\"{canary}\":"), &format!("\"{canary}\":0,\"{canary}\":"), 1);
        let mut errors: Vec<Error> = Vec::new();
        errors.extend(ComputerUseCall::from_value(&call).err());
        errors.extend(ComputerUseCall::from_json(&repeated).err());
        errors.extend(split_json(&repeated).err());
        let mut strict = serde_json::Map::new();
        for f in cu_projection::catalog::FIELDS {
            strict.insert(f.name().to_owned(), Value::Null);
        }
        strict.insert("action".into(), json!("type"));
        strict.insert("observation_id".into(), json!("o"));
        if cu_projection::catalog::field_def(field).is_some() {
            strict.insert(field.to_owned(), call[field].clone());
        }
        errors.extend(from_strict_arguments(&Value::Object(strict)).err());
        let item = json!({"actions": [{"type": "type", "text": call[field].clone()}]});
        errors.extend(validate_batch(&item, &Policy::observation_only()).err().map(|r| r.error));
        let obs = json!({"observation_id": "o", "elements": [{"element_id": "e1", "role": "AXGroup", canary.clone(): call[field].clone()}]});
        errors.extend(Observation::from_value(&obs).err());
        prop_assert!(!errors.is_empty());
        for e in &errors {
            prop_assert!(!shown(e).contains(&canary), "{}", shown(e));
        }
    }

    /// (d) The serialized native projection is at most 64 KiB for any
    /// batch: long lists of long actions, long paths, many keys. (Sizes
    /// are drawn so that each case is cheap to build; the hand-written
    /// cases above take the largest ones.)
    #[test]
    fn native_projections_stay_under_64_kib(n in 1usize..400, long_path in 0usize..5000,
            path in 0usize..40, keys in 0usize..40, name in "[a-z_]{1,64}", bare in any::<bool>()) {
        let action = |points: usize| {
            let mut a = json!({"type": "drag", "path": vec![json!({"x": 123456789, "y": 987654321}); points]});
            for k in 0..keys {
                a[format!("{name}{k}")] = json!("SECRET");
            }
            a
        };
        let mut actions = vec![action(long_path)];
        actions.extend((1..n).map(|_| action(path)));
        let item = if bare { json!(actions) } else { json!({"type": "computer_call", "actions": actions}) };
        let model = project_batch(&item);
        let text = serde_json::to_string(&model).unwrap();
        prop_assert!(text.len() <= MAX_PROJECTION_BYTES, "{}", text.len());
        prop_assert!(!text.contains("SECRET"));
    }

    /// Display text of display text is itself, also when the cut falls on,
    /// in or next to a token (a cut can complete a pattern the whole text
    /// did not hold: it is detected again).
    #[test]
    fn a_cut_never_leaves_a_pattern_undetected((_, secret) in secret(), pad in 0usize..300,
            glue in "[A-Za-z0-9]{0,2}", limit in prop::sample::select(vec![64usize, 256])) {
        let text = format!("{} {secret}{glue}", "y".repeat(pad));
        let (once, _) = cu_projection::display::display_text(&text, limit);
        let (twice, rules) = cu_projection::display::display_text(&once, limit);
        prop_assert_eq!(&twice, &once);
        prop_assert!(rules.is_empty(), "{:?} fired on display text {}", rules, once);
    }
}
