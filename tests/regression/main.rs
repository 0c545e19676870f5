//! Regression tests: every crash or invariant failure a fuzz target found,
//! kept as the input that found it, with what the crate must do with it.

use cu_projection::ComputerUseCall;

/// fuzz target `parse`, crash-2f9c23d2: an empty key repeated inside an
/// object whose own key is a 60-character plain identifier. Two findings:
/// the JSON pointer took the empty key for an array index and wrote
/// `.../` (fixed: an empty segment is not shown, so the message names no
/// path); and the fuzz invariant treated every long word of the input as a
/// value, though plain keys may be named (SPEC section 8 lists unknown keys
/// by name); it now checks string values only. Since SPEC 7 of 2026-11-30
/// a key below the top level is never named at all: the pointer stops at
/// the top-level key.
#[test]
fn parse_duplicate_key_under_a_long_plain_key() {
    let top = "l".repeat(60);
    let input = b"\t{\"llllllllllllllllllllllllllllllllllllllllllllllllllllllllllll\":\t{\"\":2,\t\t\"\":8)9";
    let err = ComputerUseCall::from_json(input).unwrap_err();
    assert_eq!(err.code(), "duplicate_key");
    assert_eq!(err.to_string(), format!("input repeats a key inside {top}"));
    assert_eq!(err.json_pointer(), Some(format!("/{top}").as_str()));
    // Control: the same shape with a plain nested key never names it.
    let err =
        ComputerUseCall::from_json(br#"{"note":{"a":"hunter2hunter2","a":"hunter2hunter2"}}"#)
            .unwrap_err();
    assert_eq!(err.to_string(), "input repeats a key inside note");
}

/// fuzz target `parse`, crash-d54211a4: a JSON string whose text is part of
/// the fixed message it gets back ("…uments must be a json objec…"). The
/// message is catalog text, not an echo: the same input with a canary in
/// place of the string gets the same message. The fuzz invariant now plants
/// a canary in each value's place instead of searching the message for the
/// value.
#[test]
fn parse_fixed_message_text_sent_as_a_value() {
    let err = ComputerUseCall::from_json(br#""uments must be a json objec""#).unwrap_err();
    assert_eq!(err.to_string(), "call arguments must be a json object");
    let canary = ComputerUseCall::from_json(br#""QQQQQQQQQQQQQQQQQQQQQQQQQQQ""#).unwrap_err();
    assert_eq!(canary.to_string(), err.to_string());
}
