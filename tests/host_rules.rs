//! Host rules: a host adds its own token formats through the public API,
//! once, before anything detects; they then apply wherever the built-in
//! rules do, and reports count their findings by name, never with values.
//! Rules are process-wide, so this binary is one test that runs in order.

use cu_projection::observation::{render, Observation};
use cu_projection::redact::{install_host_rules, redact, rules, Family, HostRule, RuleError};
use cu_projection::{split, ComputerUseCall};
use serde_json::json;

fn rule(name: &str, keywords: &[&str], pattern: &str) -> HostRule {
    serde_json::from_value(json!({"name": name, "keywords": keywords, "pattern": pattern}))
        .expect("a host rule")
}

const TOKEN: &str = "acme_live_Zq81LmN03pRt5Yw8ZcK1sUe4";

#[test]
fn a_host_rule_applies_everywhere_once_installed() {
    // Bad rules are refused, each by its own error, and install nothing.
    let acme = rule(
        "acme_live_key",
        &["acme_live_"],
        "acme_live_[A-Za-z0-9]{24}",
    );
    for (bad, expected) in [
        (
            rule("Acme Key", &["acme"], "acme"),
            RuleError::BadName { index: 1 },
        ),
        (
            rule("github_token", &["acme"], "acme"),
            RuleError::BadName { index: 1 },
        ),
        (
            rule("acme_live_key", &["acme"], "acme"),
            RuleError::BadName { index: 1 },
        ),
        (
            rule("acme_b", &[], "acme"),
            RuleError::NoKeyword { index: 1 },
        ),
        (
            rule("acme_b", &[""], "acme"),
            RuleError::NoKeyword { index: 1 },
        ),
        (
            rule("acme_b", &["acme"], "acme(["),
            RuleError::BadPattern { index: 1 },
        ),
        (
            rule("acme_b", &["acme"], "x*"),
            RuleError::BadPattern { index: 1 },
        ),
    ] {
        assert_eq!(
            install_host_rules(vec![acme.clone(), bad]),
            Err(expected.clone())
        );
        // The error names the rule by index, never its pattern.
        assert!(!expected.to_string().contains("acme"));
    }
    assert!(
        serde_json::from_value::<HostRule>(json!({"name": "x", "keywords": ["x"],
        "pattern": "x", "extra": 1}))
        .is_err(),
        "unknown fields are refused"
    );

    install_host_rules(vec![acme.clone()]).expect("installed");
    assert_eq!(install_host_rules(vec![]), Err(RuleError::TooLate));
    assert!(rules().contains(&("acme_live_key", Family::Host)));

    // Free text, in any case of the keyword's context.
    let text = format!("deploy with {TOKEN} today");
    let r = redact(&text);
    assert_eq!(r.text, "deploy with [redacted] today");
    assert_eq!(r.rules, ["acme_live_key"]);

    // The projection and the approval summary; the report counts the
    // finding under the rule's name.
    let s = split(&json!({"action": "observe", "app": format!("Acme {TOKEN}")}));
    let carried = format!(
        "{}{}",
        serde_json::to_string(&s.model).unwrap(),
        serde_json::to_string(&s.approval).unwrap()
    );
    assert!(!carried.contains(TOKEN), "{carried}");
    let by_rule: Vec<&str> = s.report.redactions.iter().map(|r| r.rule).collect();
    assert_eq!(by_rule, ["acme_live_key"]);
    assert!(!serde_json::to_string(&s.report).unwrap().contains(TOKEN));

    // An unknown key named after a token is dropped and counted, and no
    // error names it.
    let key = format!("k_{TOKEN}");
    let s = split(&json!({"action": "observe", "app": "Mail", key.as_str(): 1}));
    assert!(s.model.get(&key).is_none());
    assert_eq!(s.report.dropped.unsafe_name, 1);
    let err =
        ComputerUseCall::from_value(&json!({"action": "observe", key.as_str(): 1})).unwrap_err();
    assert!(!format!("{err} {:?}", err.json_pointer()).contains(TOKEN));

    // An observation's current-turn text.
    let obs = Observation::from_value(&json!({"observation_id": "o", "elements": [
        {"element_id": "e1", "role": "AXStaticText", "label": format!("key {TOKEN}")}]}))
    .unwrap();
    assert!(!render(&obs, None).model_text().contains(TOKEN));

    // Control: the rule matches its format only.
    let near = "acme_live_short";
    assert_eq!(redact(near).text, near);
}
