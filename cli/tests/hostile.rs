//! Hostile input through every CLI mode: each line gets exactly one JSON
//! answer line, and the run goes on.

mod common;

#[path = "../../tests/common/hostile.rs"]
mod hostile_lines;

use common::{answers, run};
use hostile_lines::hostile;

#[test]
fn every_cli_mode_answers_every_hostile_line_with_one_json_line() {
    let lines = hostile();
    let mut input = Vec::new();
    for (_, line) in &lines {
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    for mode in [
        "split",
        "parse",
        "openai-strict",
        "native-batch",
        "ledger",
        "observation",
        "tool-result",
    ] {
        let out = run(&["--mode", mode], &input);
        assert_eq!(out.status.code(), Some(0), "{mode}");
        let a = answers(&out);
        assert_eq!(a.len(), lines.len(), "{mode}: one answer per line");
        for (answer, (name, _)) in a.iter().zip(&lines) {
            assert!(answer.is_object(), "{mode} {name}");
            if let Some(e) = answer.get("error") {
                assert!(
                    e["code"].is_string() && e["message"].is_string(),
                    "{mode} {name}"
                );
            }
        }
    }
}
