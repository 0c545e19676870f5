//! Tool results of every action (SPEC section 11): what the model reads now
//! and what the transcript keeps.

mod common;

use common::cases;
use cu_projection::observation::{ToolResult, MAX_RENDERED_BYTES};
use cu_projection::tool_result::{
    render_tool_result, Image, ToolResultRecord, EXECUTOR_ERROR, MAX_APPS, MAX_WINDOWS, UNREAD,
};
use proptest::prelude::*;
use serde_json::{json, Value};

const PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

fn transcript(action: &str, result: &Value) -> String {
    render_tool_result(action, result)
        .transcript_text()
        .as_str()
        .to_owned()
}

fn now(action: &str, result: &Value) -> String {
    render_tool_result(action, result).model_text().to_owned()
}

fn image(observation_id: Option<&str>, data: &str) -> Value {
    let mut v =
        json!({"image": {"media_type": "image/png", "width": 1280, "height": 800, "data": data}});
    if let Some(id) = observation_id {
        v["observation_id"] = json!(id);
    }
    v
}

#[test]
fn list_apps_keeps_names_bundles_and_windows_and_withholds_titles() {
    let result = json!({"apps": [
        {"name": "Mail", "bundle_id": "com.apple.mail", "pid": 501,
         "windows": [{"window_id": 12, "title": "Re: your biopsy results"}, {"window_id": 14}]},
        {"name": "Finder", "windows": []}]});
    assert_eq!(
        transcript("list_apps", &result),
        "apps 2\napp \"Mail\" bundle com.apple.mail pid 501 windows 2\n  window 12 <text>\n  window 14\napp \"Finder\" windows 0"
    );
    // Control: the model reads the title now.
    assert!(now("list_apps", &result).contains("\"Re: your biopsy results\""));
    // A secret in an app name or a bundle id is redacted in both.
    let secret = json!({"apps": [{"name": "token ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", "bundle_id": "com.ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8.app", "windows": []}]});
    for text in [transcript("list_apps", &secret), now("list_apps", &secret)] {
        assert!(!text.contains("a1B2c3D4"), "{text}");
    }
}

#[test]
fn images_pass_through_untouched_and_the_transcript_keeps_their_shape() {
    let result = image(Some("obs-4"), PNG);
    let r = render_tool_result("screenshot", &result);
    assert_eq!(r.transcript_text().as_str(), "screenshot obs-4 1280x800");
    assert_eq!(r.model_text(), "screenshot obs-4 1280x800 image/png");
    // The very bytes of the result, not a copy.
    let Some(Image::Data { data, .. }) = r.image() else {
        panic!("no image")
    };
    let input = result["image"]["data"].as_str().unwrap();
    assert!(std::ptr::eq(data.as_ptr(), input.as_ptr()));
    assert_eq!(transcript("zoom", &image(None, PNG)), "screenshot 1280x800");
    // An observe with a screenshot: the observation's transcript, then the line.
    let mut obs = json!({"observation_id": "obs-5", "elements": [
        {"element_id": "e1", "role": "AXButton", "label": "Send"}]});
    obs["image"] = image(None, PNG)["image"].clone();
    let r = render_tool_result("observe", &obs);
    assert_eq!(
        r.transcript_text().as_str(),
        "observation obs-5 elements 1\ne1 AXButton <text>\nscreenshot obs-5 1280x800"
    );
    assert!(r.image().is_some());
    // Without one, the observation alone.
    obs.as_object_mut().unwrap().remove("image");
    let r = render_tool_result("observe", &obs);
    assert_eq!(
        r.transcript_text().as_str(),
        "observation obs-5 elements 1\ne1 AXButton <text>"
    );
    assert!(r.image().is_none());
}

#[test]
fn outcomes_keep_what_happened_and_withhold_readbacks_and_executor_text() {
    let ok = json!({"outcome": "completed", "mutation": true, "observation_id": "obs-6",
                    "readback": "Dear Ada"});
    assert_eq!(
        transcript("set_value", &ok),
        "completed changed observation obs-6 readback <text>"
    );
    assert!(now("set_value", &ok).ends_with("readback \"Dear Ada\""));
    let typed = json!({"outcome": "failed", "error": {"code": "target_changed",
                       "message": "window 41 closed: 'Q3 salaries.xlsx'"}});
    let kept = transcript("click_element", &typed);
    assert_eq!(
        kept,
        "failed target_changed: the target window or process changed; observe again"
    );
    // Control: the model reads the executor's text now.
    assert!(now("click_element", &typed).contains("Q3 salaries.xlsx"));
    // A code that is not typed is never shown, not even now.
    for code in [
        "AXError -25204",
        "Target_Changed",
        "target_changed ",
        "4417",
    ] {
        let untyped = json!({"outcome": "failed", "error": {"code": code}});
        for text in [transcript("type", &untyped), now("type", &untyped)] {
            assert!(
                text.starts_with(&format!("failed {EXECUTOR_ERROR}: ")),
                "{text}"
            );
            assert!(!text.contains(code), "{text}");
        }
    }
    // A failure with no error is an executor error too.
    assert!(transcript("type", &json!({"outcome": "failed"})).starts_with("failed executor_error"));
    assert_eq!(
        transcript(
            "cursor_position",
            &json!({"outcome": "completed", "coordinate": [412, 88]})
        ),
        "completed at 412,88"
    );
}

#[test]
fn computer_call_output_keeps_the_call_id_and_never_the_image_or_url() {
    let item = json!({"type": "computer_call_output", "call_id": "call_8Hn2",
        "acknowledged_safety_checks": [{"id": "cu_sc_1", "code": "malicious_instructions",
                                        "message": "We've detected instructions"}],
        "output": {"type": "computer_screenshot", "image_url": format!("data:image/png;base64,{PNG}")},
        "current_url": "https://mail.example.com/inbox/4417"});
    let r = render_tool_result("computer_call_output", &item);
    assert_eq!(
        r.transcript_text().as_str(),
        "computer_call_output call_8Hn2 screenshot url <text> acknowledged 1"
    );
    assert!(r.model_text().contains("mail.example.com/inbox/4417"));
    assert!(matches!(r.image(), Some(Image::Url(u)) if u.starts_with("data:image/png")));
    let by_file = json!({"type": "computer_call_output", "call_id": "call_1",
                         "output": {"type": "computer_screenshot", "file_id": "file-abc"}});
    let r = render_tool_result("computer_call_output", &by_file);
    assert_eq!(
        r.transcript_text().as_str(),
        "computer_call_output call_1 screenshot"
    );
    assert_eq!(r.image(), Some(Image::File("file-abc")));
}

/// Every way a result can fail to read: a typed error, `<value>` in both
/// texts, and no value of the input in the error.
#[test]
fn a_result_that_does_not_read_is_persisted_as_value() {
    let canary = "Q3-salaries-4417";
    let rows: Vec<(&str, Value)> = vec![
        (
            "list_apps",
            json!({"apps": [{"name": "Mail", "windows": [{"window_id": 1, canary: 1}]}]}),
        ),
        (
            "list_apps",
            json!({"apps": [{"name": "Mail", "bundle_id": canary}]}),
        ),
        ("list_apps", json!({"apps": "Mail"})),
        (
            "list_apps",
            json!({"apps": vec![json!({"name": "A"}); MAX_APPS + 1]}),
        ),
        (
            "list_apps",
            json!({"apps": [{"name": "A", "windows": vec![json!({"window_id": 1}); MAX_WINDOWS + 1]}]}),
        ),
        (
            "list_apps",
            json!({"apps": [{"name": "A", "windows": [{"window_id": -1}]}]}),
        ),
        ("list_apps", json!({"apps": [{"name": "", "windows": []}]})),
        (
            "screenshot",
            json!({"image": {"media_type": "image/bmp", "width": 1, "height": 1, "data": canary}}),
        ),
        (
            "screenshot",
            json!({"image": {"media_type": "image/png", "width": 0, "height": 1, "data": PNG}}),
        ),
        (
            "screenshot",
            json!({"image": {"media_type": "image/png", "width": 1, "height": 65_536, "data": PNG}}),
        ),
        (
            "screenshot",
            json!({"image": {"media_type": "image/png", "width": 1, "height": 1, "data": ""}}),
        ),
        (
            "screenshot",
            json!({"observation_id": canary.replace('-', " "), "image": {"media_type": "image/png", "width": 1, "height": 1, "data": PNG}}),
        ),
        ("screenshot", json!({"observation_id": "obs-1"})),
        ("screenshot", json!(canary)),
        (
            "observe",
            json!({"observation_id": "o", "elements": [], "image": {"data": canary}}),
        ),
        (
            "observe",
            json!({"observation_id": "o", "elements": [], canary: true}),
        ),
        ("set_value", json!({"outcome": "done", "readback": canary})),
        (
            "set_value",
            json!({"outcome": "completed", "error": {"code": "target_changed"}}),
        ),
        (
            "set_value",
            json!({"outcome": "failed", "error": {"message": canary}}),
        ),
        ("set_value", json!({"outcome": "failed", "error": canary})),
        (
            "set_value",
            json!({"outcome": "completed", "readback": 4417}),
        ),
        (
            "cursor_position",
            json!({"outcome": "completed", "coordinate": [1.5, 2]}),
        ),
        (
            "computer_call_output",
            json!({"type": "computer_call_output", "call_id": "c",
            "output": {"type": "computer_screenshot", "image_url": format!("http://{canary}")}}),
        ),
        (
            "computer_call_output",
            json!({"type": "computer_call_output", "call_id": "c",
            "output": {"type": "computer_screenshot", "image_url": "data:image/png;base64,", "file_id": "f"}}),
        ),
        (
            "computer_call_output",
            json!({"type": "computer_call", "call_id": "c"}),
        ),
        // A plain key inside the result is a value's key: never named.
        (
            "observe",
            json!({"observation_id": "o", "elements": [], "CANARY4417": true}),
        ),
        // Ids that hold a secret, wherever an observation keeps one.
        (
            "observe",
            json!({"observation_id": "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", "elements": []}),
        ),
        (
            "observe",
            json!({"observation_id": "o", "elements": [{"element_id": "AKIA3ASZXZAPTV5XGCCQ", "role": "AXButton"}]}),
        ),
        (
            "observe",
            json!({"observation_id": "o", "focused_element_id": "sk-proj-Q7fK2mZp9XwL4vR8tN3cJ6hB1yD5gS0eU2aV",
                   "elements": [{"element_id": "sk-proj-Q7fK2mZp9XwL4vR8tN3cJ6hB1yD5gS0eU2aV", "role": "AXButton"}]}),
        ),
        ("format_disk", json!({"outcome": "completed"})),
        ("", json!({"outcome": "completed"})),
    ];
    for (action, result) in rows {
        let r = render_tool_result(action, &result);
        let e = r
            .error()
            .unwrap_or_else(|| panic!("{action} {result} was read"));
        assert_eq!(r.model_text(), UNREAD);
        assert_eq!(r.transcript_text().as_str(), UNREAD);
        assert!(r.image().is_none());
        let said = format!("{e} {:?} {:?}", e.field_name(), e.json_pointer());
        assert!(!said.contains("4417") && !said.contains("Q3"), "{said}");
        assert!(ToolResultRecord::from_value(action, &result).is_err());
    }
}

#[test]
fn the_persisted_record_takes_the_transcript_text() {
    let result = json!({"apps": []});
    let r = render_tool_result("list_apps", &result);
    let record = ToolResult::new("call-1", r.transcript_text().clone());
    assert_eq!(
        serde_json::to_string(&record).unwrap(),
        r#"{"type":"tool_result","call_id":"call-1","content":"apps 0"}"#
    );
}

/// The shipped examples, both renderings, one snapshot per line.
#[test]
fn shipped_examples() {
    let text = include_str!("../examples/data/tool_results.jsonl");
    for (i, line) in text.lines().enumerate() {
        let v: Value = serde_json::from_str(line).unwrap();
        let r = render_tool_result(v["action"].as_str().unwrap(), &v["result"]);
        let shown = format!(
            "action: {}\nerror: {}\n--- model_text\n{}\n--- transcript_text\n{}",
            v["action"],
            r.error()
                .map_or("none".to_owned(), |e| e.code().as_str().to_owned()),
            r.model_text(),
            r.transcript_text().as_str()
        );
        insta::assert_snapshot!(format!("tool_result_{i:02}"), shown);
    }
}

// ---------------------------------------------------------------- properties

/// Screen text of any shape: canaries, secrets, invisible and format
/// characters, placeholders, lengths at and around the cut.
fn screen_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z0-9 ]{0,40}",
        "\\PC{0,300}",
        Just("<text>".to_owned()),
        Just("<value>".to_owned()),
        Just("[redacted]".to_owned()),
        (250usize..300).prop_map(|n| "x".repeat(n)),
        Just("pass\u{200b}word=hunter2".to_owned()),
        Just("\u{202e}ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8".to_owned()),
    ]
    .prop_map(|s| format!("CANARY{s}"))
}

/// One result of each kind, with `text` in every free-text place.
fn results(text: &str, shape: u8) -> Vec<(&'static str, Value)> {
    let windows = (0..usize::from(shape % 4))
        .map(|i| json!({"window_id": i, "title": text}))
        .collect::<Vec<_>>();
    vec![
        (
            "list_apps",
            json!({"apps": [{"name": "Mail", "windows": windows}]}),
        ),
        (
            "screenshot",
            image(Some("obs-1"), &format!("{PNG}{}", text.len())),
        ),
        (
            "set_value",
            json!({"outcome": "completed", "readback": text, "mutation": shape % 2 == 0}),
        ),
        (
            "click_element",
            json!({"outcome": "failed", "error": {"code": "user_intervened", "message": text}}),
        ),
        (
            "type",
            json!({"outcome": "failed", "error": {"code": text, "message": text}}),
        ),
        (
            "computer_call_output",
            json!({"type": "computer_call_output", "call_id": "call_1",
            "output": {"type": "computer_screenshot", "image_url": format!("https://x.example/{}", text.len())},
            "current_url": text}),
        ),
        (
            "observe",
            json!({"observation_id": "o1", "title": text,
            "elements": [{"element_id": "e1", "role": "AXStaticText", "label": text, "value": text}]}),
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(512)))]

    /// No canary placed in a title, readback, error text or code, URL or
    /// image reaches a transcript, and two results that differ only in
    /// such text have the same transcript, byte for byte.
    #[test]
    fn transcripts_hold_no_screen_text(a in screen_text(), b in screen_text(), shape in any::<u8>()) {
        for ((action, ra), (_, rb)) in results(&a, shape).into_iter().zip(results(&b, shape)) {
            let ta = transcript(action, &ra);
            prop_assert!(!ta.contains("CANARY"), "{}: {}", action, ta);
            prop_assert!(!ta.contains(PNG), "{}: {}", action, ta);
            prop_assert_eq!(&ta, &transcript(action, &rb), "{}", action);
            prop_assert!(render_tool_result(action, &ra).error().is_none(), "{} did not read", action);
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(64)))]

    /// Any app list renders within the bound, and its transcript depends on
    /// the titles in no way, whatever their length.
    #[test]
    fn app_lists_are_bounded(apps in 0usize..200, windows in 0usize..64, title in 0usize..400, name in 1usize..300) {
        let list = |t: usize| {
            let app = json!({"name": "n".repeat(name), "bundle_id": "com.example.app", "pid": 1,
                "windows": (0..windows).map(|i| json!({"window_id": i, "title": "t".repeat(t)})).collect::<Vec<_>>()});
            json!({"apps": vec![app; apps]})
        };
        let result = list(title);
        let r = render_tool_result("list_apps", &result);
        let kept = r.transcript_text().as_str();
        prop_assert!(kept.len() <= MAX_RENDERED_BYTES + 64, "{}", kept.len());
        prop_assert!(r.model_text().len() <= MAX_RENDERED_BYTES + 64);
        prop_assert_eq!(kept, transcript("list_apps", &list(title / 2 + 1)));
    }
}

/// Negative control for the property: with the screen text in a place the
/// transcript keeps (an app's name), the canary check fails.
#[test]
fn the_canary_check_can_fail() {
    let kept = transcript(
        "list_apps",
        &json!({"apps": [{"name": "CANARY in a name", "windows": []}]}),
    );
    assert!(kept.contains("CANARY"));
}

/// Attacks on what the transcript does keep: ids, names, bundle ids.
#[test]
fn what_the_transcript_keeps_holds_no_secret() {
    let token = "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
    // An id that is a secret, or holds one glued, fails closed.
    for id in [
        token.to_owned(),
        format!("call_{token}"),
        format!("obs-{token}"),
    ] {
        let rows = [
            ("screenshot", image(Some(&id), PNG)),
            (
                "set_value",
                json!({"outcome": "completed", "observation_id": id}),
            ),
            (
                "computer_call_output",
                json!({"type": "computer_call_output", "call_id": id,
                "output": {"type": "computer_screenshot", "file_id": "file-1"}}),
            ),
            (
                "computer_call_output",
                json!({"type": "computer_call_output", "call_id": "call_1",
                "output": {"type": "computer_screenshot", "file_id": id}}),
            ),
        ];
        for (action, result) in rows {
            let r = render_tool_result(action, &result);
            assert!(r.error().is_some(), "{action} kept {id}");
            assert!(!r.transcript_text().as_str().contains("a1B2c3D4"));
        }
    }
    // Control: a provider's random-looking call id is no secret.
    let ok = json!({"type": "computer_call_output", "call_id": "call_8Hn2qLx0cV4pT7wZr1Ye5sKd",
        "output": {"type": "computer_screenshot", "file_id": "file-1"}});
    assert!(render_tool_result("computer_call_output", &ok)
        .error()
        .is_none());
    // App names: invisible and format characters, compatibility forms and
    // glued prefixes do not hide a secret; a placeholder-shaped name stays text.
    for name in [
        format!("Mail {}", token.replace("a1B2", "a1\u{200b}B2")),
        format!("Mail\u{202e}{token}"),
        format!("Mail id_{token}"),
        "ｐａｓｓｗｏｒｄ＝hunter2horse".to_owned(),
        format!("pass\u{ad}word={}", "x7Qz!9".repeat(3)),
    ] {
        let apps = json!({"apps": [{"name": name, "windows": []}]});
        for text in [transcript("list_apps", &apps), now("list_apps", &apps)] {
            for piece in ["a1B2c3D4", "hunter2", "x7Qz!9x7Qz"] {
                assert!(!text.contains(piece), "{text}");
            }
        }
    }
    let shaped = json!({"apps": [{"name": "<text>", "windows": []}]});
    assert_eq!(
        transcript("list_apps", &shaped),
        "apps 1\napp \"<text>\" windows 0"
    );
}
