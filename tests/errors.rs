//! Every error kind, its code, its pointer and its exact message.
//!
//! The table is the contract a host and a model read: a changed message shows
//! up here as a diff. Every row also plants a canary value in the input and
//! proves the message does not repeat it.

use cu_projection::{ComputerUseCall, ErrorCode, ErrorKind};
use serde_json::Value;

struct Row {
    input: &'static str,
    kind: ErrorKind,
    code: &'static str,
    pointer: Option<&'static str>,
    message: &'static str,
}

const ROWS: &[Row] = &[
    Row {
        input: r#"["SECRET"]"#,
        kind: ErrorKind::NotAnObject,
        code: "invalid_arguments",
        pointer: None,
        message: "call arguments must be a json object",
    },
    Row {
        input: r#"{"text":"SECRET"}"#,
        kind: ErrorKind::MissingAction,
        code: "invalid_arguments",
        pointer: Some("/action"),
        message: "missing field action: name one of the tool's actions",
    },
    Row {
        input: r#"{"action":["SECRET"]}"#,
        kind: ErrorKind::ActionNotString,
        code: "invalid_arguments",
        pointer: Some("/action"),
        message: "field action must be a string naming one of the tool's actions",
    },
    Row {
        input: r#"{"action":"SECRET_drag"}"#,
        kind: ErrorKind::UnsupportedAction,
        code: "unsupported_action",
        pointer: Some("/action"),
        message: "unsupported action: name one of the tool's actions",
    },
    Row {
        input: r#"{"action":"set_value","element_id":"e3","value":"SECRET"}"#,
        kind: ErrorKind::MissingObservation,
        code: "reobserve_required",
        pointer: Some("/observation_id"),
        message: "set_value requires observation_id: observe again and pass the new observation_id",
    },
    Row {
        input: r#"{"action":"type","observation_id":null,"text":"SECRET"}"#,
        kind: ErrorKind::MissingObservation,
        code: "reobserve_required",
        pointer: Some("/observation_id"),
        message: "type requires observation_id: observe again and pass the new observation_id",
    },
    Row {
        input: r#"{"action":"type","observation_id":"obs-1","text":"<text>","SECRET":1}"#,
        kind: ErrorKind::WithheldValue,
        code: "withheld_value_replayed",
        pointer: Some("/text"),
        message: "type field text holds a value withheld from the transcript: send the actual value",
    },
    Row {
        input: r#"{"action":"set_value","observation_id":"obs-1","element_id":"e1","value":"SECRET [redacted]"}"#,
        kind: ErrorKind::WithheldValue,
        code: "withheld_value_replayed",
        pointer: Some("/value"),
        message: "set_value field value holds a value withheld from the transcript: send the actual value",
    },
    Row {
        input: r#"{"action":"element_sequence","observation_id":"obs-1","steps":[{"label":"SECRET"},{"label":"<text>"}]}"#,
        kind: ErrorKind::WithheldValue,
        code: "withheld_value_replayed",
        pointer: Some("/steps/1/label"),
        message: "element_sequence field steps/1/label holds a value withheld from the transcript: send the actual value",
    },
    Row {
        input: r#"{"action":"left_click","observation_id":"obs-1","coordinate":["<number>",4]}"#,
        kind: ErrorKind::WithheldValue,
        code: "withheld_value_replayed",
        pointer: Some("/coordinate/0"),
        message: "left_click field coordinate/0 holds a value withheld from the transcript: send the actual value",
    },
    Row {
        input: r#"{"action":"press_key","observation_id":"obs-7","text":"SECRET","approvalClass":"keyboard_mutation"}"#,
        kind: ErrorKind::HostOnlyField,
        code: "invalid_arguments",
        pointer: Some("/approvalClass"),
        message: "press_key does not accept host-only field approvalClass",
    },
    Row {
        input: r#"{"action":"press_key","observationId":"obs-7","text":"SECRET"}"#,
        kind: ErrorKind::CamelCaseField,
        code: "invalid_arguments",
        pointer: Some("/observationId"),
        message: "press_key does not accept camelCase field names: write observation_id",
    },
    Row {
        input: r#"{"action":"left_click_drag","observation_id":"o","coordinate":[1,2],"startCoordinate":[0,0]}"#,
        kind: ErrorKind::CamelCaseField,
        code: "invalid_arguments",
        pointer: Some("/startCoordinate"),
        message: "left_click_drag does not accept camelCase field names: write start_coordinate",
    },
    Row {
        input: r#"{"action":"left_click","observation_id":"o","coordinate":[1,2],"button":"SECRET"}"#,
        kind: ErrorKind::UnknownField,
        code: "invalid_arguments",
        pointer: Some("/button"),
        message: "left_click does not accept field button",
    },
    Row {
        input: r#"{"action":"left_click","observation_id":"o","coordinate":[1,2],"SECRET key!":1}"#,
        kind: ErrorKind::UnknownField,
        code: "invalid_arguments",
        pointer: None,
        message: "left_click does not accept an unknown field",
    },
    Row {
        input: r#"{"action":"click_element","observation_id":"o","element_id":"e1","text":"SECRET"}"#,
        kind: ErrorKind::UnknownField,
        code: "invalid_arguments",
        pointer: Some("/text"),
        message: "click_element does not accept field text",
    },
    Row {
        input: r#"{"action":"set_value","observation_id":"o","element_id":"e1"}"#,
        kind: ErrorKind::MissingField,
        code: "invalid_arguments",
        pointer: Some("/value"),
        message: "set_value requires field value (a string of at most 8000 characters)",
    },
    Row {
        input: r#"{"action":"launch_app","window_id":4}"#,
        kind: ErrorKind::MissingField,
        code: "invalid_arguments",
        pointer: Some("/app"),
        message: "launch_app requires field app (a string of 1 to 512 characters)",
    },
    Row {
        input: r#"{"action":"observe","query":"SECRET"}"#,
        kind: ErrorKind::MissingTarget,
        code: "invalid_arguments",
        pointer: None,
        message: "observe requires app or window_id",
    },
    Row {
        input: r#"{"action":"observe","app":"Mail","window_id":"SECRET"}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/window_id"),
        message: "observe field window_id must be an integer >= 1",
    },
    Row {
        input: r#"{"action":"left_click","observation_id":"o","coordinate":[1,-2],"text":"SECRET"}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/coordinate"),
        message: "left_click field coordinate must be an array of 2 integers >= 0",
    },
    Row {
        input: r#"{"action":"scroll_element","observation_id":"o","element_id":"e1","scroll_direction":"SECRET"}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/scroll_direction"),
        message: "scroll_element field scroll_direction must be one of up, down, left, right",
    },
    Row {
        input: r#"{"action":"scroll","observation_id":"o","coordinate":[1,2],"scroll_amount":101}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/scroll_amount"),
        message: "scroll field scroll_amount must be an integer from 0 to 100",
    },
    Row {
        input: r#"{"action":"hold_key","observation_id":"o","text":"shift","duration":60.5}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/duration"),
        message: "hold_key field duration must be a number from 0 to 60",
    },
    Row {
        input: r#"{"action":"click_element","observation_id":"SECRET label","element_id":"e1"}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/observation_id"),
        message: "click_element field observation_id must be an identifier of 1 to 256 letters, digits or . _ : - as the observation gave it",
    },
    Row {
        input: r#"{"action":"element_sequence","observation_id":"o","steps":[]}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/steps"),
        message: "element_sequence field steps must be an array of 1 to 32 step objects with a label",
    },
    Row {
        input: r#"{"action":"element_sequence","observation_id":"o","steps":[{"label":"SECRET","do":"drag"}]}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/steps/0/do"),
        message: "element_sequence field steps/0/do must be one of click, set_value",
    },
    Row {
        input: r#"{"action":"element_sequence","observation_id":"o","steps":[{"role":"SECRET"}]}"#,
        kind: ErrorKind::MissingField,
        code: "invalid_arguments",
        pointer: Some("/steps/0/label"),
        message: "element_sequence requires field steps/0/label (a string of 1 to 256 characters)",
    },
    Row {
        input: r#"{"action":"element_sequence","observation_id":"o","steps":[{"label":"SECRET","delay":2}]}"#,
        kind: ErrorKind::UnknownField,
        code: "invalid_arguments",
        pointer: Some("/steps/0"),
        message: "element_sequence field steps/0 holds a key it does not accept",
    },
    // Keys below the top level are values (SPEC 7): never named, however
    // plain they look; the error names the argument.
    Row {
        input: r#"{"action":"type","observation_id":"o","text":{"my_pin_4417":"<text>"}}"#,
        kind: ErrorKind::WithheldValue,
        code: "withheld_value_replayed",
        pointer: Some("/text"),
        message: "type field text holds a value withheld from the transcript: send the actual value",
    },
    Row {
        input: r#"{"action":"type","observation_id":"o","text":[{"my_pin_4417":{"x":"[redacted]"}}]}"#,
        kind: ErrorKind::WithheldValue,
        code: "withheld_value_replayed",
        pointer: Some("/text/0"),
        message: "type field text/0 holds a value withheld from the transcript: send the actual value",
    },
    Row {
        input: r#"{"action":"element_sequence","observation_id":"o","steps":[{"label":"<text>"}]}"#,
        kind: ErrorKind::WithheldValue,
        code: "withheld_value_replayed",
        pointer: Some("/steps/0/label"),
        message: "element_sequence field steps/0/label holds a value withheld from the transcript: send the actual value",
    },
    Row {
        input: r#"{"action":"element_sequence","observation_id":"o","steps":["SECRET"]}"#,
        kind: ErrorKind::InvalidValue,
        code: "invalid_arguments",
        pointer: Some("/steps/0"),
        message: "element_sequence field steps/0 must be a step object with a label",
    },
];

#[test]
fn every_error_kind_has_its_exact_message() {
    for row in ROWS {
        let input: Value = serde_json::from_str(row.input).unwrap();
        let err = ComputerUseCall::from_value(&input).expect_err(row.input);
        assert_eq!(err.kind(), row.kind, "{}", row.input);
        assert_eq!(err.code(), row.code, "{}", row.input);
        assert_eq!(err.kind().code().as_str(), row.code);
        assert_eq!(err.json_pointer(), row.pointer, "{}", row.input);
        assert_eq!(err.to_string(), row.message, "{}", row.input);
        assert!(!err.to_string().contains("SECRET"), "{}", row.input);
    }
}

/// Each parse-time kind appears in the table at least once.
#[test]
fn the_table_covers_every_parse_error_kind() {
    use std::collections::HashSet;
    let seen: HashSet<_> = ROWS.iter().map(|r| r.kind).collect();
    for kind in [
        ErrorKind::NotAnObject,
        ErrorKind::MissingAction,
        ErrorKind::ActionNotString,
        ErrorKind::UnsupportedAction,
        ErrorKind::MissingObservation,
        ErrorKind::WithheldValue,
        ErrorKind::HostOnlyField,
        ErrorKind::CamelCaseField,
        ErrorKind::UnknownField,
        ErrorKind::MissingField,
        ErrorKind::MissingTarget,
        ErrorKind::InvalidValue,
    ] {
        assert!(seen.contains(&kind), "no row for {kind:?}");
    }
}

struct TextRow {
    input: &'static [u8],
    kind: ErrorKind,
    pointer: Option<&'static str>,
    message: &'static str,
}

const TEXT_ROWS: &[TextRow] = &[
    TextRow {
        input: br#"{"action":"type","text":"SECRET"#,
        kind: ErrorKind::InvalidJson,
        pointer: None,
        message: "input is not valid json (line 1)",
    },
    TextRow {
        input: b"{\"action\":\"type\",\n \"text\": SECRET}",
        kind: ErrorKind::InvalidJson,
        pointer: None,
        message: "input is not valid json (line 2)",
    },
    TextRow {
        input: b"{\"action\":\"type\",\"text\":\"\xff SECRET\"}",
        kind: ErrorKind::InvalidJson,
        pointer: None,
        message: "input is not valid json (line 1)",
    },
    TextRow {
        input: br#"{"action":"observe","app":"SECRET"} trailing"#,
        kind: ErrorKind::InvalidJson,
        pointer: None,
        message: "input is not valid json (line 1)",
    },
    TextRow {
        input: br#"{"action":"type","text":"SECRET","text":"b","observation_id":"o"}"#,
        kind: ErrorKind::DuplicateKey,
        pointer: Some("/text"),
        message: "input repeats key text",
    },
    TextRow {
        input: br#"{"action":"element_sequence","observation_id":"o","steps":[{"label":"a"},{"label":"SECRET","label":"b"}]}"#,
        kind: ErrorKind::DuplicateKey,
        pointer: Some("/steps/1"),
        message: "input repeats a key inside steps/1",
    },
    TextRow {
        input: br#"{"action":"type","observation_id":"o","text":{"hunter2":1,"hunter2":2}}"#,
        kind: ErrorKind::DuplicateKey,
        pointer: Some("/text"),
        message: "input repeats a key inside text",
    },
    TextRow {
        input: br#"{"action":"type","SECRET key":1,"SECRET key":2}"#,
        kind: ErrorKind::DuplicateKey,
        pointer: None,
        message: "input repeats a key in one object",
    },
];

#[test]
fn json_text_errors_have_exact_messages() {
    for row in TEXT_ROWS {
        let shown = String::from_utf8_lossy(row.input);
        let err = ComputerUseCall::from_json(row.input).expect_err(&shown);
        assert_eq!(err.kind(), row.kind, "{shown}");
        assert_eq!(err.json_pointer(), row.pointer, "{shown}");
        assert_eq!(err.to_string(), row.message, "{shown}");
        assert!(!err.to_string().contains("SECRET"));
    }
}

#[test]
fn nesting_is_refused_past_the_limit_and_accepted_at_it() {
    let limit = cu_projection::MAX_JSON_DEPTH;
    let nest = |depth: usize| {
        // The call object is one level; the unknown key's value adds the rest.
        let inner = "[".repeat(depth - 1) + &"]".repeat(depth - 1);
        format!(r#"{{"action":"list_apps","x":{inner}}}"#)
    };
    let at_limit = ComputerUseCall::from_json(nest(limit)).unwrap_err();
    assert_eq!(
        at_limit.kind(),
        ErrorKind::UnknownField,
        "parsed as JSON at the limit"
    );
    let past = ComputerUseCall::from_json(nest(limit + 1)).unwrap_err();
    assert_eq!(past.kind(), ErrorKind::TooDeep);
    assert_eq!(past.code(), ErrorCode::InvalidJson);
    assert_eq!(
        past.to_string(),
        format!("input nests deeper than {limit} levels")
    );
    // Far past serde_json's own limit, and deep enough to overflow a naive
    // recursive reader's stack.
    let deep = "[".repeat(200_000);
    assert_eq!(
        ComputerUseCall::from_json(&deep).unwrap_err().kind(),
        ErrorKind::TooDeep
    );
}

#[test]
fn error_codes_are_stable_strings() {
    let table = [
        (ErrorCode::UnsupportedAction, "unsupported_action"),
        (ErrorCode::ReobserveRequired, "reobserve_required"),
        (ErrorCode::WithheldValueReplayed, "withheld_value_replayed"),
        (ErrorCode::InvalidArguments, "invalid_arguments"),
        (ErrorCode::InvalidJson, "invalid_json"),
        (ErrorCode::DuplicateKey, "duplicate_key"),
        (ErrorCode::PolicyDenied, "policy_denied"),
    ];
    for (code, text) in table {
        assert_eq!(code.as_str(), text);
        assert_eq!(code.to_string(), text);
    }
}
