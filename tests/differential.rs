//! The schema and the strict parser give the same verdict on every call.
//!
//! Calls are generated from the catalog's field specs (valid ones) and
//! mutated into near-misses; the `jsonschema` crate judges them against the
//! shipped document and `ComputerUseCall::from_value` judges them too. Divergences
//! the crate chooses on purpose are listed in `EXPECTED_DIVERGENCES` and
//! checked to still diverge.

mod common;

use common::{cases, mutate, mutation, valid_call, CANARY};
use cu_projection::{schema, ComputerUseCall};
use once_cell::sync::Lazy;
use proptest::prelude::*;
use serde_json::{json, Value};

static VALIDATOR: Lazy<jsonschema::Validator> = Lazy::new(|| {
    jsonschema::validator_for(schema::wire_schema()).expect("the wire schema compiles")
});

fn verdicts(call: &Value) -> (bool, Result<ComputerUseCall, cu_projection::Error>) {
    (VALIDATOR.is_valid(call), ComputerUseCall::from_value(call))
}

#[test]
fn the_wire_schema_is_a_valid_draft_2020_12_schema() {
    assert!(jsonschema::draft202012::meta::is_valid(
        schema::wire_schema()
    ));
    let mut broken = schema::wire_schema().clone();
    broken["properties"]["app"]["type"] = json!("text");
    assert!(
        !jsonschema::draft202012::meta::is_valid(&broken),
        "negative control"
    );
}

/// Inputs on which the parser is deliberately stricter than the schema,
/// each with the reason. The test fails if one of them stops diverging, so
/// the list cannot go stale.
const EXPECTED_DIVERGENCES: &[(&str, &str)] = &[
    (
        r#"{"action":"left_click","observation_id":"obs-1","coordinate":[412.0,88]}"#,
        "an integer written with a fraction is not an integer coordinate",
    ),
    (
        r#"{"action":"observe","window_id":41.0}"#,
        "window_id must be written as an integer",
    ),
    (
        r#"{"action":"window_action","observation_id":"obs-1","window_action":"move","position":[9223372036854775808,0]}"#,
        "a position beyond i64 does not fit the typed call",
    ),
    (
        r#"{"action":"type","observation_id":"obs-1","text":"<text>"}"#,
        "a placeholder is refused as a replayed withheld value",
    ),
    (
        r#"{"action":"set_value","observation_id":"obs-1","element_id":"e1","value":"<text:12>"}"#,
        "the older placeholder form is refused too",
    ),
    (
        r#"{"action":"observe","app":"Mail [redacted]"}"#,
        "the redaction mark is refused anywhere in a string",
    ),
    (
        r#"{"action":"element_sequence","observation_id":"obs-1","steps":[{"label":"<text>","do":"click"}]}"#,
        "a placeholder inside a step is refused",
    ),
];

#[test]
fn expected_divergences_still_diverge() {
    for (text, why) in EXPECTED_DIVERGENCES {
        let call: Value = serde_json::from_str(text).unwrap();
        let (schema_ok, parsed) = verdicts(&call);
        assert!(schema_ok, "schema no longer accepts ({why}): {text}");
        assert!(parsed.is_err(), "parser no longer refuses ({why}): {text}");
    }
}

fn check_agreement(call: &Value) -> Result<(), TestCaseError> {
    let (schema_ok, parsed) = verdicts(call);
    prop_assert_eq!(
        schema_ok,
        parsed.is_ok(),
        "schema says {}, parser says {:?} for {}",
        schema_ok,
        parsed.as_ref().map_err(|e| e.to_string()),
        call
    );
    if let Err(e) = &parsed {
        let msg = e.to_string();
        prop_assert!(
            !msg.contains(CANARY),
            "error message echoes a value: {}",
            msg
        );
        prop_assert!(!msg.is_empty());
        // A lowercase phrase: it may quote camelCase names, but starts lowercase
        // and is one phrase with no closing period.
        prop_assert!(msg.starts_with(|c: char| c.is_ascii_lowercase()), "{}", msg);
        prop_assert!(!msg.ends_with('.') && !msg.contains('\n'), "{}", msg);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(2048)))]

    #[test]
    fn valid_calls_are_accepted_by_both(call in valid_call()) {
        let (schema_ok, parsed) = verdicts(&call);
        prop_assert!(schema_ok, "generator produced a call the schema refuses: {}", call);
        prop_assert!(parsed.is_ok(), "parser refused {}: {:?}", call, parsed.map_err(|e| e.to_string()));
    }

    #[test]
    fn near_misses_get_the_same_verdict(call in valid_call(), m in mutation()) {
        check_agreement(&mutate(&call, &m))?;
    }

    #[test]
    fn doubly_mutated_calls_get_the_same_verdict(
        call in valid_call(), m1 in mutation(), m2 in mutation()
    ) {
        check_agreement(&mutate(&mutate(&call, &m1), &m2))?;
    }
}

/// A guard that the mutations do break calls: most near-misses must be
/// refused, or the agreement above would be agreement on valid calls only.
#[test]
fn mutations_produce_invalid_calls() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = (valid_call(), mutation());
    let (mut refused, total) = (0, 500);
    for _ in 0..total {
        let (call, m) = strategy.new_tree(&mut runner).unwrap().current();
        if ComputerUseCall::from_value(&mutate(&call, &m)).is_err() {
            refused += 1;
        }
    }
    assert!(
        refused * 10 > total * 7,
        "only {refused} of {total} near-misses were refused"
    );
}
