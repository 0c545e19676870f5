//! The fixtures the Node.js and Python bindings are tested against
//! (`bindings/fixtures/`) are what the crate answers today: each line of
//! `calls.jsonl` split and parsed through `hosts` gives the line of
//! `split.jsonl` and `parse.jsonl`, byte for byte. A binding that agrees
//! with the fixtures agrees with the crate.

use cu_projection::hosts;

fn fixture(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("bindings/fixtures")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn the_binding_fixtures_are_the_crates_answers() {
    let calls = fixture("calls.jsonl");
    let split = fixture("split.jsonl");
    let parse = fixture("parse.jsonl");
    let (mut answered, mut refused) = (0, 0);
    for ((call, split), parse) in calls.lines().zip(split.lines()).zip(parse.lines()) {
        assert_eq!(hosts::split_answer(call), split, "{call}");
        let parsed = match hosts::parse(call) {
            Ok(c) => {
                answered += 1;
                format!("{{\"call\":{c}}}")
            }
            Err(e) => {
                refused += 1;
                hosts::error_answer(&e)
            }
        };
        assert_eq!(parsed, parse, "{call}");
    }
    assert_eq!(answered + refused, calls.lines().count());
    assert_eq!(calls.lines().count(), split.lines().count());
    // Both kinds of answer are there to compare.
    assert!(answered > 100 && refused > 100, "{answered} {refused}");
}
