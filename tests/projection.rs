//! The model-facing projection, rule by rule (SPEC section 4). Each rule's
//! test carries its negative control: an input the rule must not carry.

use cu_projection::catalog::PrivacyClass;
use cu_projection::{project, ModelCall, MAX_UNKNOWN_KEYS};
use serde_json::{json, Value};

fn text(model: &ModelCall) -> String {
    serde_json::to_string(model).unwrap()
}

fn proj(v: Value) -> String {
    text(&project(&v).model)
}

#[test]
fn rule_01_a_non_object_is_an_unknown_action() {
    for v in [
        json!(null),
        json!([1, 2]),
        json!("type"),
        json!(3),
        json!(true),
    ] {
        assert_eq!(proj(v), r#"{"action":"unknown"}"#);
    }
    // Control: an object is projected as itself.
    assert_eq!(
        proj(json!({"action": "list_apps"})),
        r#"{"action":"list_apps"}"#
    );
}

#[test]
fn rule_02_action_is_carried_as_display_text_or_unknown() {
    assert_eq!(
        proj(json!({"action": "teleport"})),
        r#"{"action":"teleport"}"#
    );
    assert_eq!(
        proj(json!({"action": "  drag\u{202e}\tfile "})),
        r#"{"action":"drag file"}"#
    );
    let long = "z".repeat(100);
    assert_eq!(project(&json!({ "action": long })).model.action().len(), 64);
    for bad in [
        json!(5),
        json!(""),
        json!(" \u{200b} "),
        json!(null),
        json!(["type"]),
    ] {
        assert_eq!(project(&json!({ "action": bad })).model.action(), "unknown");
    }
    assert_eq!(project(&json!({})).model.action(), "unknown");
    // An unknown action carries none of its plain-looking arguments.
    assert_eq!(
        proj(json!({"action": "teleport", "text": "cmd+s"})),
        r#"{"action":"teleport","text":"<text>"}"#
    );
}

#[test]
fn rule_03_camel_case_aliases_are_written_in_snake_case_and_snake_wins() {
    assert_eq!(
        proj(
            json!({"action": "left_click_drag", "windowId": 4, "observationId": "obs-1",
                    "startCoordinate": [1, 2], "coordinate": [3, 4]})
        ),
        r#"{"action":"left_click_drag","window_id":4,"observation_id":"obs-1","start_coordinate":[1,2],"coordinate":[3,4]}"#
    );
    let p = project(
        &json!({"action": "observe", "window_id": 4, "windowId": 5, "app": "Mail",
                            "includeScreenshot": true}),
    );
    assert_eq!(
        text(&p.model),
        r#"{"action":"observe","app":"Mail","window_id":4,"include_screenshot":true}"#
    );
    assert_eq!(p.report.dropped.shadowed_alias, 1);
    // Control: a key that only looks camelCase is an unknown key, not an alias.
    assert_eq!(
        proj(json!({"action": "observe", "app": "Mail", "windowID": 5})),
        r#"{"action":"observe","app":"Mail","windowID":"<number>"}"#
    );
}

#[test]
fn rule_04_host_only_fields_are_dropped() {
    let p = project(&json!({
        "action": "click_element", "observation_id": "obs-1", "element_id": "e1",
        "approvalClass": "semantic_mutation", "approval_class": "x",
        "rememberForTurnAllowed": true, "remember_for_turn_allowed": true,
        "element_identity": {"label": "Pay now"}, "elementIdentity": "Pay now", "knownAction": true
    }));
    assert_eq!(
        text(&p.model),
        r#"{"action":"click_element","observation_id":"obs-1","element_id":"e1"}"#
    );
    assert_eq!(p.report.dropped.host_only, 7);
    assert!(p.report.withheld.is_empty());
}

#[test]
fn rule_05_app_is_display_text() {
    assert_eq!(
        proj(json!({"action": "observe", "app": " Text\nEdit "})),
        r#"{"action":"observe","app":"Text Edit"}"#
    );
    assert_eq!(
        project(&json!({"action": "observe", "app": "x".repeat(600)}))
            .model
            .get("app")
            .and_then(Value::as_str)
            .map(|s| s.chars().count()),
        Some(256)
    );
    // Controls: a non-string or empty app keeps its key and loses its value.
    assert_eq!(
        proj(json!({"action": "observe", "app": 7})),
        r#"{"action":"observe","app":"<number>"}"#
    );
    assert_eq!(
        proj(json!({"action": "observe", "app": " "})),
        r#"{"action":"observe","app":"<text>"}"#
    );
}

#[test]
fn rule_06_window_id_is_carried_when_an_integer() {
    assert_eq!(
        proj(json!({"action": "observe", "window_id": 41})),
        r#"{"action":"observe","window_id":41}"#
    );
    for (bad, shown) in [
        (json!("41"), "<text>"),
        (json!(41.5), "<number>"),
        (json!(41.0), "<number>"),
    ] {
        assert_eq!(
            project(&json!({"action": "observe", "window_id": bad}))
                .model
                .get("window_id"),
            Some(&json!(shown))
        );
    }
}

#[test]
fn rule_07_identifiers_are_carried_when_stable_and_keep_their_key_otherwise() {
    assert_eq!(
        proj(json!({"action": "click_element", "observation_id": " obs-7 ", "element_id": "e12"})),
        r#"{"action":"click_element","observation_id":"obs-7","element_id":"e12"}"#
    );
    let p = project(
        &json!({"action": "click_element", "observation_id": "obs-7",
                            "element_id": "Pay invoice #4411 button"}),
    );
    assert_eq!(p.model.get("element_id"), Some(&json!("<text>")));
    assert_eq!(p.report.withheld[0].key, "element_id");
    assert_eq!(p.report.withheld[0].rule, PrivacyClass::Identifier);
    // An identifier-shaped secret in a known format is withheld, not carried.
    let token = "ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5b";
    let p = project(
        &json!({"action": "click_element", "observation_id": "obs-7", "element_id": token}),
    );
    assert_eq!(p.model.get("element_id"), Some(&json!("<text>")));
    assert_eq!(p.report.redactions[0].rule, "github_token");
    // Control: the generic rule does not apply to identifiers (SPEC 6),
    // since hosts mint random-looking ids; a hash-like id is carried.
    let hex = "3f2a9c1b7e4d5a60".repeat(3);
    let p =
        project(&json!({"action": "click_element", "observation_id": "obs-7", "element_id": hex}));
    assert_eq!(p.model.get("element_id"), Some(&json!(hex)));
}

#[test]
fn rule_08_geometry_is_carried_as_integers_in_any_action() {
    assert_eq!(
        proj(json!({"action": "zoom", "observation_id": "o", "region": [0, 0, 640, 400]})),
        r#"{"action":"zoom","observation_id":"o","region":[0,0,640,400]}"#
    );
    // In an action that does not take it, and with one to four members.
    assert_eq!(
        proj(json!({"action": "type", "observation_id": "o", "coordinate": [5]})),
        r#"{"action":"type","observation_id":"o","coordinate":[5]}"#
    );
    for (bad, shown) in [
        (json!([412.5, 88]), "<point>"),
        (json!([1, 2, 3, 4, 5]), "<5 items>"),
        (json!([]), "<0 items>"),
        (json!("412,88"), "<text>"),
        (json!({"x": 1}), "<value>"),
        (json!([1, "2"]), "<2 items>"),
    ] {
        assert_eq!(
            project(&json!({"action": "left_click", "coordinate": bad}))
                .model
                .get("coordinate"),
            Some(&json!(shown)),
        );
    }
}

#[test]
fn rule_09_steps_are_projected_member_by_member() {
    let p = project(
        &json!({"action": "element_sequence", "observation_id": "o", "steps": [
            {"label": "Card number", "role": "AXTextField", "do": "set_value", "value": "4111 1111 1111 1111"},
            {"label": "Pay", "role": " AX\nButton ", "delay": 3}
        ]}),
    );
    assert_eq!(
        text(&p.model),
        r#"{"action":"element_sequence","observation_id":"o","steps":[{"do":"set_value","label":"<text>","role":"AXTextField","value":"<text>"},{"label":"<text>","role":"<text>"}]}"#
    );
    assert_eq!(p.report.dropped.step_member, 1);
    assert_eq!(p.report.withheld.last().unwrap().rule, PrivacyClass::Steps);
    // Controls: not an array of 1 to 32 objects is a placeholder.
    for (bad, shown) in [
        (json!([]), "<0 items>"),
        (json!(vec![json!({"label": "a"}); 33]), "<33 items>"),
        (json!([{"label": "a"}, "b"]), "<2 items>"),
        (json!("steps"), "<text>"),
    ] {
        assert_eq!(
            project(&json!({"action": "element_sequence", "steps": bad}))
                .model
                .get("steps"),
            Some(&json!(shown))
        );
    }
}

#[test]
fn rule_10_key_names_are_carried_only_from_the_vocabulary() {
    for action in ["press_key", "key", "hold_key"] {
        assert_eq!(
            project(&json!({"action": action, "text": "cmd+shift+s"}))
                .model
                .get("text"),
            Some(&json!("cmd+shift+s"))
        );
        assert_eq!(
            project(&json!({"action": action, "text": "hunter2"}))
                .model
                .get("text"),
            Some(&json!("<text>"))
        );
    }
    for action in ["left_click", "double_click", "left_click_drag", "scroll"] {
        let p = project(&json!({"action": action, "text": "shift"}));
        assert_eq!(p.model.get("text"), Some(&json!("shift")));
    }
    // Typing spelled as key presses is typing.
    assert_eq!(
        project(&json!({"action": "key", "text": "h u n t e r 2"}))
            .model
            .get("text"),
        Some(&json!("<text>"))
    );
    assert_eq!(
        project(&json!({"action": "key", "text": "ctrl+a Delete F12"}))
            .model
            .get("text"),
        Some(&json!("ctrl+a Delete F12"))
    );
}

#[test]
fn rule_10_element_action_names_enums_numbers_and_predicates() {
    let p = project(
        &json!({"action": "secondary_action", "observation_id": "o", "element_id": "e1",
                            "text": "AXShowMenu"}),
    );
    assert_eq!(p.model.get("text"), Some(&json!("AXShowMenu")));
    let p = project(&json!({"action": "secondary_action", "text": "Show the menu for Ada"}));
    assert_eq!(p.model.get("text"), Some(&json!("<text>")));

    let p = project(&json!({"action": "scroll", "scroll_direction": "down", "scroll_amount": 5}));
    assert_eq!(p.model.get("scroll_direction"), Some(&json!("down")));
    assert_eq!(p.model.get("scroll_amount"), Some(&json!(5)));
    let p =
        project(&json!({"action": "scroll", "scroll_direction": "diagonal", "scroll_amount": "5"}));
    assert_eq!(p.model.get("scroll_direction"), Some(&json!("<text>")));
    assert_eq!(p.model.get("scroll_amount"), Some(&json!("<text>")));

    let p = project(
        &json!({"action": "observe", "app": "Mail", "include_screenshot": false,
                            "query": "Inbox\n(3)", "menu": "File"}),
    );
    assert_eq!(
        text(&p.model),
        r#"{"action":"observe","app":"Mail","include_screenshot":false,"query":"Inbox (3)","menu":"File"}"#
    );
    let p = project(
        &json!({"action": "wait", "wait_for_text": "Saved", "wait_for_text_gone": 3, "duration": 1.5}),
    );
    assert_eq!(
        text(&p.model),
        r#"{"action":"wait","duration":1.5,"wait_for_text":"Saved","wait_for_text_gone":"<number>"}"#
    );
    // Control: a predicate field of another action is withheld.
    let p = project(&json!({"action": "type", "query": "Inbox"}));
    assert_eq!(p.model.get("query"), Some(&json!("<text>")));
}

#[test]
fn rule_11_everything_else_keeps_its_key_and_loses_its_value() {
    let p = project(
        &json!({"action": "type", "observation_id": "o", "text": "Dear Ada",
                            "button": "left", "zeta": [1, 2, 3]}),
    );
    assert_eq!(
        text(&p.model),
        r#"{"action":"type","observation_id":"o","text":"<text>","button":"<text>","zeta":"<3 items>"}"#
    );
    assert_eq!(
        proj(json!({"action": "select_text", "text": "a secret"})),
        r#"{"action":"select_text","text":"<text>"}"#
    );
    assert_eq!(
        proj(json!({"action": "set_value", "value": "4111 1111"})),
        r#"{"action":"set_value","value":"<text>"}"#
    );
}

#[test]
fn rule_11_unknown_keys_are_kept_only_when_plain_and_at_most_32() {
    let mut call = serde_json::Map::new();
    call.insert("action".into(), json!("list_apps"));
    for i in 0..40 {
        call.insert(format!("k{i:02}"), json!(i));
    }
    call.insert("not plain!".into(), json!(1));
    call.insert("x".repeat(65), json!(1));
    call.insert(format!("sk_live_{}", "a1B2".repeat(6)), json!(1));
    let p = project(&Value::Object(call));
    let keys: Vec<&str> = p.model.iter().map(|(k, _)| k).collect();
    assert_eq!(keys.len(), 1 + MAX_UNKNOWN_KEYS);
    assert_eq!(keys[1], "k00");
    assert_eq!(keys[32], "k31");
    assert_eq!(p.report.dropped.over_limit, 8);
    assert_eq!(p.report.dropped.unsafe_name, 3);
}

#[test]
fn rule_12_placeholders_name_the_type_and_stay_themselves() {
    let cases = [
        (json!("typed"), "<text>"),
        (json!(4), "<number>"),
        (json!(true), "<bool>"),
        (json!([1.5, 2]), "<point>"),
        (json!([1]), "<1 item>"),
        (json!(["a", "b", "c"]), "<3 items>"),
        (json!([]), "<0 items>"),
        (json!({"a": 1}), "<value>"),
        (json!(null), "<value>"),
        (json!("<point>"), "<point>"),
        (json!("<7 items>"), "<7 items>"),
        (json!("<64 items>"), "<64 items>"),
        (json!("<many items>"), "<many items>"),
        (json!(vec![0; 64]), "<64 items>"),
        (json!(vec![0; 65]), "<many items>"),
        // Placeholder-shaped strings that carry digits or text become
        // <text> (SPEC 4.12): only the exact placeholders stay themselves.
        (json!("<text:12>"), "<text>"),
        (json!("<text:4111111111111111>"), "<text>"),
        (json!("<4111111111111111 items>"), "<text>"),
        (json!("<65 items>"), "<text>"),
        (json!("<07 items>"), "<text>"),
        (json!("<1 items>"), "<text>"),
        (json!("<+7 items>"), "<text>"),
        (json!("<Text>"), "<text>"),
    ];
    for (v, shown) in cases {
        assert_eq!(
            project(&json!({"action": "type", "text": v}))
                .model
                .get("text"),
            Some(&json!(shown)),
            "{v}"
        );
    }
    // The length of a withheld string is not leaked.
    assert_eq!(
        proj(json!({"action": "type", "text": "x".repeat(5000)})),
        r#"{"action":"type","text":"<text>"}"#
    );
}

#[test]
fn rule_13_display_text_is_redacted_folded_cleaned_trimmed_and_cut() {
    let p = project(&json!({"action": "observe",
        "app": "\u{202e}Mail\u{200b}\t\n  password=hunter2 \u{0007}",
        "query": format!("a{}b", " ".repeat(10))}));
    assert_eq!(p.model.get("app"), Some(&json!("Mail password=[redacted]")));
    assert_eq!(p.model.get("query"), Some(&json!("a b")));
    assert_eq!(p.report.redactions[0].key, "app");
    assert_eq!(p.report.redactions[0].rule, "secret_assignment");
    // Cut at a character boundary.
    let app = "é".repeat(300);
    let p = project(&json!({"action": "observe", "app": app}));
    assert_eq!(p.model.get("app"), Some(&json!("é".repeat(256))));
}

#[test]
fn rule_14_output_order_is_fixed_whatever_the_input_order() {
    let a: Value = serde_json::from_str(
        r#"{"zz":1,"text":"shift","coordinate":[1,2],"observation_id":"o","window_id":3,"app":"A","action":"left_click","aa":2}"#,
    )
    .unwrap();
    assert_eq!(
        proj(a),
        r#"{"action":"left_click","app":"A","window_id":3,"observation_id":"o","coordinate":[1,2],"text":"shift","aa":"<number>","zz":"<number>"}"#
    );
    // press_key lists text before element_id in the catalog; element_id still leads.
    assert_eq!(
        proj(
            json!({"action": "press_key", "text": "Return", "element_id": "e1", "observation_id": "o"})
        ),
        r#"{"action":"press_key","observation_id":"o","element_id":"e1","text":"Return"}"#
    );
}

#[test]
fn rule_15_the_report_names_keys_and_rules_never_values() {
    let p = project(
        &json!({"action": "set_value", "observation_id": "o", "element_id": "Card 4111",
                            "value": "4111 1111 1111 1111", "approvalClass": "x", "bad key": 1}),
    );
    let report = serde_json::to_string(&p.report).unwrap();
    assert_eq!(
        report,
        r#"{"withheld":[{"key":"element_id","rule":"identifier"},{"key":"value","rule":"withheld"}],"redactions":[],"dropped":{"host_only":1,"shadowed_alias":0,"unsafe_name":1,"over_limit":0,"step_member":0}}"#
    );
    assert!(!report.contains("4111"));
}

#[test]
fn the_seed_call_reads_back_exactly_as_sent() {
    let sent = r#"{"action":"press_key","app":"TextEdit","window_id":41,"observation_id":"obs-7","element_id":"e12","text":"cmd+s"}"#;
    let p = project(&serde_json::from_str(sent).unwrap());
    assert_eq!(text(&p.model), sent);
    assert!(p.report.withheld.is_empty());
}
