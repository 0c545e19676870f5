//! The `cu_project` command-line contract.

mod common;

use std::process::Output;

use common::{answers, run};
use serde_json::Value;

#[test]
fn one_answer_per_non_empty_line_in_order_and_bad_lines_never_stop_the_run() {
    let input = b"{\"action\":\"list_apps\"}\n\n   \nnot json\n{\"action\":\"type\",\"text\":\"\xff\"}\n{\"action\":\"observe\",\"app\":\"Mail\",\"app\":\"Mail\"}\r\n{\"action\":\"observe\",\"app\":\"Mail\"}";
    for mode in ["parse", "split"] {
        let out = run(&["--mode", mode], input);
        assert_eq!(out.status.code(), Some(0));
        let a = answers(&out);
        assert_eq!(a.len(), 5, "{mode}");
        assert!(a[0].get("error").is_none(), "{mode}");
        assert_eq!(a[1]["error"]["code"], "invalid_json");
        assert_eq!(a[2]["error"]["code"], "invalid_json", "invalid UTF-8");
        assert_eq!(a[3]["error"]["code"], "duplicate_key");
        assert!(a[4].get("error").is_none(), "a last line without newline");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("5 lines, 2 answered, 3 errors"), "{stderr}");
    }
}

#[test]
fn parse_mode_reads_a_file() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/data/calls.jsonl");
    let out = run(&["--mode", "parse", file], b"");
    assert_eq!(out.status.code(), Some(0));
    let lines = std::fs::read_to_string(file).unwrap();
    let non_empty = lines.lines().filter(|l| !l.trim().is_empty()).count();
    let a = answers(&out);
    assert_eq!(a.len(), non_empty);
    for (answer, line) in a.iter().zip(lines.lines().filter(|l| !l.trim().is_empty())) {
        let ok = cu_projection::ComputerUseCall::from_json(line);
        assert_eq!(answer.get("call").is_some(), ok.is_ok(), "{line}");
        if let Err(e) = ok {
            assert_eq!(answer["error"]["code"], e.code().as_str());
            assert_eq!(answer["error"]["message"], e.to_string());
        }
    }
}

#[test]
fn split_is_the_default_mode_and_answers_what_the_library_answers() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/data/session.jsonl"
    );
    let out = run(&["--verdicts", file], b"");
    assert_eq!(out.status.code(), Some(0));
    let text = std::fs::read_to_string(file).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let a = answers(&out);
    assert_eq!(a.len(), lines.len());
    assert!(
        lines.len() >= 200,
        "the shipped session has {} calls",
        lines.len()
    );
    for (answer, line) in a.iter().zip(&lines) {
        match cu_projection::split_json(line.as_bytes()) {
            Ok(s) => {
                let keys: Vec<&str> = answer
                    .as_object()
                    .unwrap()
                    .keys()
                    .map(String::as_str)
                    .collect();
                assert_eq!(keys, ["approval", "model", "scope_key", "withheld"]);
                assert_eq!(answer["model"], s.model.to_value());
                assert_eq!(answer["approval"], s.approval.to_value());
                assert_eq!(answer["scope_key"], s.scope_key.as_str());
                assert_eq!(
                    answer["withheld"],
                    serde_json::to_value(&s.report.withheld).unwrap()
                );
            }
            Err(e) => assert_eq!(answer["error"]["code"], e.code().as_str()),
        }
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    for part in [
        "by action",
        "values withheld by rule",
        "strict parser refusals by code",
    ] {
        assert!(stderr.contains(part), "{stderr}");
    }
}

#[test]
fn split_answers_keep_model_keys_in_canonical_order() {
    let out = run(&[], br#"{"text":"cmd+s","element_id":"e12","observation_id":"obs-7","window_id":41,"app":"TextEdit","action":"press_key"}"#);
    let line = String::from_utf8(out.stdout).unwrap();
    assert!(
        line.starts_with(r#"{"model":{"action":"press_key","app":"TextEdit","window_id":41,"observation_id":"obs-7","element_id":"e12","text":"cmd+s"},"#),
        "{line}"
    );
}

#[test]
fn error_answers_carry_code_message_field_and_pointer() {
    let out = run(
        &["--mode", "parse"],
        br#"{"action":"element_sequence","observation_id":"o","steps":[{"label":"<text>"}]}"#,
    );
    let a = answers(&out);
    assert_eq!(a[0]["error"]["code"], "withheld_value_replayed");
    assert_eq!(a[0]["error"]["field"], "steps");
    assert_eq!(a[0]["error"]["pointer"], "/steps/0/label");
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["--mode", "teleport"][..],
        &["--mode"],
        &["--verbose"],
        &["a.jsonl", "b.jsonl"],
        &["schema"],
        &["schema", "xml"],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(stderr.contains("--help"), "{args:?}: points to the usage");
    }
}

#[test]
fn help_prints_the_usage_of_every_mode_and_exits_0() {
    let out = run(&["--help"], b"");
    assert_eq!(out.status.code(), Some(0));
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("Usage: cu_project"), "{help}");
    for word in [
        "split",
        "parse",
        "openai-strict",
        "native-batch",
        "ledger",
        "observation",
        "tool-result",
        "--session",
        "--allow-native-input",
        "--query",
        "--verdicts",
        "schema",
    ] {
        assert!(help.contains(word), "--help names {word}");
    }
}

#[test]
fn missing_input_file_exits_1() {
    let out = run(&["/nonexistent/calls.jsonl"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("input file not found"));
}

#[test]
fn schema_function_prints_the_function_parameters() {
    let out = run(&["schema", "function"], b"");
    assert_eq!(out.status.code(), Some(0));
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(printed, cu_projection::schema::function_parameters());
}

fn fixture_line(name: &str) -> Vec<u8> {
    let path = format!("{}/../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut line = serde_json::to_vec(&v).unwrap();
    line.push(b'\n');
    line
}

#[test]
fn openai_strict_mode_answers_call_and_discarded() {
    let mut input = fixture_line("strict_function_call.json");
    input.extend_from_slice(b"{\"action\":\"type\",\"mystery\":1}\n");
    let out = run(&["--mode", "openai-strict"], &input);
    assert_eq!(out.status.code(), Some(0));
    let a = answers(&out);
    assert_eq!(a[0]["call"]["action"], "left_click");
    assert_eq!(
        a[0]["discarded"],
        serde_json::json!(["include_screenshot", "scroll_amount", "scroll_direction"])
    );
    assert_eq!(a[1]["error"]["code"], "invalid_arguments");
    assert_eq!(
        a[1]["error"]["message"],
        "call has fields no action accepts: mystery"
    );
}

#[test]
fn native_batch_mode_is_observation_only_unless_input_is_allowed() {
    let mut input = fixture_line("computer_call_observe_only.json");
    input.extend(fixture_line("computer_call_with_click.json"));
    input.extend(fixture_line("computer_call_replayed_placeholder.json"));
    input.extend_from_slice(b"[{\"type\":\"wait\"}]\nnot json\n");

    let out = run(&["--mode", "native-batch"], &input);
    let a = answers(&out);
    assert_eq!(a.len(), 5);
    assert_eq!(a[0]["actions"].as_array().unwrap().len(), 2);
    assert_eq!(a[1]["error"]["code"], "policy_denied");
    assert_eq!(a[1]["error"]["index"], 1);
    assert_eq!(
        a[1]["model"][2],
        serde_json::json!({"type": "type", "text": "<text>"})
    );
    assert!(a[1].get("actions").is_none());
    assert_eq!(a[2]["error"]["code"], "withheld_value_replayed");
    assert_eq!(a[3]["actions"][0]["type"], "wait");
    assert_eq!(a[4]["error"]["code"], "invalid_json");
    assert!(a[4].get("model").is_none());

    let out = run(&["--mode", "native-batch", "--allow-native-input"], &input);
    let a = answers(&out);
    assert_eq!(a[1]["actions"].as_array().unwrap().len(), 4);
    assert_eq!(
        a[2]["error"]["code"], "withheld_value_replayed",
        "placeholders still refused"
    );
}

#[test]
fn allow_native_input_needs_native_batch_mode() {
    let out = run(&["--allow-native-input"], b"");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn schema_variants_print_what_the_library_derives() {
    for (variant, expected) in [
        (
            "openai-strict",
            cu_projection::schema::openai_strict_parameters(),
        ),
        (
            "anthropic",
            cu_projection::schema::anthropic_tool("maka_computer"),
        ),
    ] {
        let out = run(&["schema", variant], b"");
        assert_eq!(out.status.code(), Some(0));
        let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(printed, expected, "{variant}");
    }
}

#[test]
fn ledger_mode_replays_a_host_event_log() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/data/ledger.jsonl");
    let out = run(&["--mode", "ledger", "--session", "demo", file], b"");
    assert_eq!(out.status.code(), Some(0));
    let a = answers(&out);
    let lines = std::fs::read_to_string(file).unwrap().lines().count();
    assert_eq!(a.len(), lines);
    // Every answer has a state; the log walks every refusal of the contract.
    assert!(a.iter().all(|x| x["state"].is_string()));
    let codes: Vec<&str> = a
        .iter()
        .filter_map(|x| x["error"]["code"].as_str())
        .collect();
    for code in [
        "reobserve_required",
        "stale_frame",
        "duplicate_action",
        "target_mismatch",
        "outcome_pending",
        "screen_locked",
        "blocked_url",
        "no_active_session",
        "invalid_arguments",
    ] {
        assert!(codes.contains(&code), "{code} not in {codes:?}");
    }
    assert_eq!(a[2]["observation_id"], "obs-demo-1");
    assert_eq!(a[4]["admitted"]["target"]["app"], "TextEdit");
    assert!(a.iter().any(|x| x["outcome"] == "untyped"));
    // The ids carry the session tag: the same log under another tag names
    // observations this ledger never minted.
    let other = answers(&run(&["--mode", "ledger", "--session", "other", file], b""));
    assert_eq!(other[2]["observation_id"], "obs-other-1");
    assert_eq!(other[4]["error"]["code"], "stale_frame");
    // A tag that is not one is a usage error.
    let bad = run(&["--mode", "ledger", "--session", "a b", file], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert_eq!(a.last().unwrap()["state"], "ended");
    // An unreadable line still answers with the state.
    let out = run(&["--mode", "ledger"], b"{oops\n");
    let a = answers(&out);
    assert_eq!(a[0]["state"], "needs_observation");
    assert_eq!(a[0]["error"]["code"], "invalid_json");
}

#[test]
fn tool_result_mode_answers_both_renderings_and_the_image() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/data/tool_results.jsonl"
    );
    let out = run(&["--mode", "tool-result", file], b"");
    assert_eq!(out.status.code(), Some(0));
    let a = answers(&out);
    let lines = std::fs::read_to_string(file).unwrap();
    assert_eq!(a.len(), lines.lines().count());
    for (answer, line) in a.iter().zip(lines.lines()) {
        let line: Value = serde_json::from_str(line).unwrap();
        let kept = answer["transcript_text"].as_str().unwrap();
        // The library's answer, byte for byte.
        let r = cu_projection::tool_result::render_tool_result(
            line["action"].as_str().unwrap(),
            &line["result"],
        );
        assert_eq!(kept, r.transcript_text().as_str());
        assert_eq!(answer["model_text"], r.model_text());
        assert_eq!(answer["error"].is_object(), r.error().is_some());
        // Nothing private in any transcript of the shipped results.
        for private in [
            "biopsy",
            "Q3 salaries",
            "Dear Ada",
            "4417",
            "iVBOR",
            "eyJhbGci",
            "Jane Doe",
        ] {
            assert!(!kept.contains(private), "{kept}");
        }
    }
    // The screenshot is handed over for the model now, whole.
    assert_eq!(a[1]["image"]["media_type"], "image/png");
    assert!(a[1]["image"]["data"].as_str().unwrap().starts_with("iVBOR"));
    assert!(a[9]["image"]["image_url"]
        .as_str()
        .unwrap()
        .starts_with("data:image/png"));
    // Unreadable lines: `<value>` and a typed error, never the line's text.
    let out = run(
        &["--mode", "tool-result"],
        b"{oops 4417\n{\"action\":\"list_apps\"}\n{\"result\":{}}\n[4417]\n",
    );
    for answer in answers(&out) {
        assert_eq!(answer["transcript_text"], "<value>");
        assert!(answer["error"]["code"].is_string());
        assert!(!answer.to_string().contains("4417"), "{answer}");
    }
}

#[test]
fn observation_mode_answers_both_renderings() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/data/observation.jsonl"
    );
    let out = run(&["--mode", "observation", file], b"");
    assert_eq!(out.status.code(), Some(0));
    let a = answers(&out);
    assert_eq!(a.len(), 1);
    let keys: Vec<&str> = a[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["model_text", "transcript_text"]);
    assert!(a[0]["model_text"].as_str().unwrap().contains("Jürgen"));
    assert!(!a[0]["transcript_text"].as_str().unwrap().contains("Jürgen"));

    let mut input = std::fs::read(file).unwrap();
    input.extend_from_slice(b"\n{}\n");
    let out = run(&["--mode", "observation", "--query", "reply"], &input);
    let a = answers(&out);
    assert!(a[0]["model_text"]
        .as_str()
        .unwrap()
        .contains("showing 6 of 287 elements"));
    assert_eq!(a[1]["error"]["code"], "invalid_arguments");
    // --query belongs to observation mode only.
    assert_eq!(run(&["--query", "x"], b"").status.code(), Some(2));
}

#[test]
fn a_file_split_across_workers_answers_as_stdin_does_line_by_line() {
    let session = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/data/session.jsonl"
    ))
    .unwrap();
    // Several batches, with empty lines between some of them.
    let mut input = Vec::new();
    for _ in 0..7 {
        input.extend_from_slice(&session);
        input.extend_from_slice(b"\n\n");
    }
    let path =
        std::env::temp_dir().join(format!("cu_project_batches_{}.jsonl", std::process::id()));
    std::fs::write(&path, &input).unwrap();
    let from_file = run(&[path.to_str().unwrap()], b"");
    let from_stdin = run(&[], &input);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(from_file.status.code(), Some(0));
    assert_eq!(answers(&from_file).len(), 7 * 202);
    assert!(
        from_file.stdout == from_stdin.stdout,
        "file and stdin answers differ"
    );
    let summary = |o: &Output| {
        String::from_utf8_lossy(&o.stderr)
            .lines()
            .skip(1)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(summary(&from_file), summary(&from_stdin));
}
