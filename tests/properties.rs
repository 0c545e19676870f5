//! The projection's four properties over generated inputs (SPEC section 4):
//! no leak, replay, idempotent, total.

mod common;

use common::{cases, mutate, mutation, valid_call};
use cu_projection::catalog::{self, PrivacyClass};
use cu_projection::display::is_display_normal;
use cu_projection::{
    project, split, ComputerUseCall, ErrorCode, MAX_DISPLAY_CHARS, MAX_PROJECTION_BYTES,
    MAX_STEP_TEXT_CHARS,
};
use proptest::prelude::*;
use serde_json::{json, Map, Value};

/// A canary for withheld positions, distinct from the `QZX` marker the call
/// generators put in carried positions.
fn canary() -> impl Strategy<Value = String> {
    "[a-z]{10}".prop_map(|s| format!("LEAK{s}"))
}

/// Plants `canary` in every withheld position of a valid call, and dresses
/// it as a host's permission arguments.
fn plant(call: &Value, canary: &str) -> Value {
    let mut out = call.clone();
    let obj = out.as_object_mut().unwrap();
    let action = catalog::action(obj["action"].as_str().unwrap()).unwrap();
    for f in action.fields() {
        let planted = match (f.privacy(), f.name()) {
            (PrivacyClass::Withheld, _) => Some(json!(format!("Dear Ada, {canary} regards"))),
            (PrivacyClass::KeyName, _) => Some(json!(format!("{canary}+s"))),
            (PrivacyClass::ElementActionName, _) => Some(json!(format!("show {canary}"))),
            (PrivacyClass::Identifier, "element_id") => Some(json!(format!("{canary} button"))),
            (PrivacyClass::Steps, _) => Some(json!([
                {"label": format!("{canary} field"), "do": "set_value", "value": canary},
                {"label": canary, "role": "AXButton"}
            ])),
            _ => None,
        };
        if let Some(v) = planted {
            obj.insert(f.name().to_owned(), v);
        }
    }
    for host in catalog::HOST_ONLY_FIELDS {
        obj.insert(
            (*host).to_owned(),
            json!({ "label": canary, "path": [canary] }),
        );
    }
    obj.insert("note".into(), json!(canary));
    obj.insert(
        "nested_extra".into(),
        json!({"deep": [canary, {"more": canary}]}),
    );
    obj.insert(format!("{canary} key!"), json!(canary));
    out
}

/// Every carried string of a call is already display text.
fn display_normal(call: &Value) -> bool {
    let mut ok = true;
    for (k, v) in call.as_object().unwrap() {
        match (k.as_str(), v) {
            (
                "app" | "query" | "menu" | "wait_for_text" | "wait_for_text_gone",
                Value::String(s),
            ) => ok &= is_display_normal(s, MAX_DISPLAY_CHARS),
            ("steps", Value::Array(steps)) => {
                for role in steps.iter().filter_map(|s| s.get("role")?.as_str()) {
                    ok &= is_display_normal(role, MAX_STEP_TEXT_CHARS);
                }
            }
            _ => {}
        }
    }
    ok
}

/// Arbitrary JSON: keys drawn from the tool's own names (so the rules are
/// exercised), host-only names, camelCase spellings and random text.
fn arbitrary_json() -> impl Strategy<Value = Value> {
    let mut names: Vec<String> = catalog::FIELDS
        .iter()
        .flat_map(|f| [f.name().to_owned(), f.camel_name().to_owned()])
        .collect();
    names.extend(catalog::HOST_ONLY_FIELDS.iter().map(|s| (*s).to_owned()));
    names.extend(["action", "label", "role", "do", "value"].map(str::to_owned));
    let key = prop_oneof![
        3 => proptest::sample::select(names),
        1 => ".{0,70}",
    ];
    let action = proptest::sample::select(
        catalog::ACTIONS
            .iter()
            .map(|a| a.name())
            .chain(["teleport", ""])
            .collect::<Vec<_>>(),
    )
    .prop_map(Value::from);
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        ".{0,40}".prop_map(Value::from),
        "(<text>|<point>|<3 items>|\\[redacted\\]|cmd\\+s|AXPress|obs-[0-9])".prop_map(Value::from),
        action,
    ];
    leaf.prop_recursive(6, 256, 40, move |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..40).prop_map(Value::from),
            proptest::collection::btree_map(key.clone(), inner, 0..40)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(2048)))]

    #[test]
    fn no_leak(call in valid_call(), canary in canary()) {
        let planted = plant(&call, &canary);
        // Control: the canary is in the input, in as many places as planted.
        prop_assert!(planted.to_string().matches(canary.as_str()).count() >= 2 * catalog::HOST_ONLY_FIELDS.len() + 4);
        let s = split(&planted);
        let model = serde_json::to_string(&s.model).unwrap();
        let approval = serde_json::to_string(&s.approval).unwrap();
        let report = serde_json::to_string(&s.report).unwrap();
        prop_assert!(!model.contains(&canary), "projection leaks: {}", model);
        prop_assert!(!approval.contains(&canary), "approval leaks: {}", approval);
        prop_assert!(!report.contains(&canary), "report leaks: {}", report);
    }

    #[test]
    fn replay(call in valid_call()) {
        let expected = ComputerUseCall::from_value(&call).unwrap();
        let mut dressed = call.clone();
        dressed["approvalClass"] = json!("semantic_mutation");
        dressed["rememberForTurnAllowed"] = json!(true);
        dressed["element_identity"] = json!({"label": "Pay"});
        let p = project(&dressed);
        // A redaction withholds part of a value: both kinds count.
        let withheld: Vec<&str> = p
            .report
            .withheld
            .iter()
            .map(|w| w.key.as_ref())
            .chain(p.report.redactions.iter().map(|r| r.key.as_ref()))
            .collect();
        match ComputerUseCall::from_value(&p.model.to_value()) {
            Ok(replayed) => {
                prop_assert!(withheld.is_empty(), "parsed although {:?} were withheld", withheld);
                if display_normal(&call) {
                    prop_assert_eq!(replayed, expected);
                }
            }
            Err(e) => {
                prop_assert_eq!(e.code(), ErrorCode::WithheldValueReplayed, "{}", e);
                let field = e.field_name().unwrap_or_default();
                prop_assert!(withheld.contains(&field), "{} is not among {:?}", field, withheld);
            }
        }
    }

    #[test]
    fn idempotent_on_calls(call in valid_call(), m in mutation()) {
        let once = project(&mutate(&call, &m)).model;
        prop_assert_eq!(project(&once.to_value()).model, once);
    }

    #[test]
    fn idempotent_on_arbitrary_json(v in arbitrary_json()) {
        let once = project(&v).model;
        prop_assert_eq!(project(&once.to_value()).model, once);
    }

    #[test]
    fn split_agrees_with_the_separate_functions(v in arbitrary_json()) {
        let s = split(&v);
        prop_assert_eq!(&s.approval, &cu_projection::approval_summary(&v));
        prop_assert_eq!(&s.scope_key, &cu_projection::scope_key(&v));
        prop_assert_eq!(&s.model, &project(&v).model);
    }

    #[test]
    fn total_and_bounded(v in arbitrary_json()) {
        let s = split(&v);
        let bytes = serde_json::to_vec(&s.model).unwrap();
        prop_assert!(bytes.len() <= MAX_PROJECTION_BYTES);
        prop_assert!(s.scope_key.starts_with("computer_use:["));
    }
}

#[test]
fn the_worst_case_projection_stays_under_64_kib() {
    // Every bounded part at its largest, in characters that serialize to
    // four bytes, and every unbounded part as large as it gets.
    let wide = "🙂".repeat(300);
    let mut call = Map::new();
    call.insert("action".into(), json!(wide));
    for f in catalog::FIELDS {
        call.insert(f.name().to_owned(), json!(wide));
    }
    call.insert(
        "steps".into(),
        json!(vec![
            json!({"label": wide, "role": wide, "do": wide, "value": wide});
            32
        ]),
    );
    for i in 0..100 {
        call.insert(format!("{}{i:02}", "k".repeat(62)), json!(wide));
    }
    for action in catalog::ACTIONS {
        call.insert("action".into(), json!(action.name()));
        let bytes = serde_json::to_vec(&project(&Value::Object(call.clone())).model).unwrap();
        assert!(
            bytes.len() <= MAX_PROJECTION_BYTES,
            "{}: {} bytes",
            action.name(),
            bytes.len()
        );
    }
    // Control: the input itself is far larger than the bound.
    assert!(serde_json::to_vec(&call).unwrap().len() > 4 * MAX_PROJECTION_BYTES);
}

#[test]
fn deep_and_huge_inputs_are_projected() {
    let mut deep = json!("x");
    for _ in 0..5_000 {
        deep = json!([deep]);
    }
    let p = project(&json!({"action": "type", "text": deep, "zz": {"a": deep}}));
    assert_eq!(p.model.get("text"), Some(&json!("<1 item>")));
    let huge = "y".repeat(8 << 20);
    let p = project(&json!({"action": "type", "observation_id": "o", "text": huge}));
    assert_eq!(
        serde_json::to_string(&p.model).unwrap(),
        r#"{"action":"type","observation_id":"o","text":"<text>"}"#
    );
    // serde_json drops nested values recursively; unwind the deep one by hand.
    let mut v = deep;
    while let Value::Array(mut a) = v {
        v = a.pop().unwrap_or(Value::Null);
    }
}
