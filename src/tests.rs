//! Crate-level tests that reach across layers, with the test-only hooks
//! of the rule engine.

use crate::split::rules::tests::{with_class_withheld, with_field_class};
use crate::vocab::catalog::PrivacyClass;

/// The model's `text` under one action, through the three paths: the
/// `Value` path, the JSON-text path (owned and text forms), and for a
/// native action its projection.
fn projected(call: &serde_json::Value, key: &str) -> [serde_json::Value; 3] {
    let text = call.to_string();
    let by_value = crate::split::split(call).model.to_value()[key].clone();
    let by_text = crate::split::split_json(text.as_bytes())
        .unwrap()
        .model
        .to_value()[key]
        .clone();
    let mut out = crate::split::SplitText::new();
    crate::split::split_json_into(text.as_bytes(), &mut out).unwrap();
    let model: serde_json::Value = serde_json::from_str(out.model_json()).unwrap();
    [by_value, by_text, model[key].clone()]
}

#[test]
fn every_path_follows_a_flipped_class() {
    use serde_json::json;
    let scroll = json!({"action": "scroll", "observation_id": "obs-1",
        "coordinate": [1, 2], "scroll_amount": 3});
    // Control: the catalog's class carries the number on every path.
    assert_eq!(
        projected(&scroll, "scroll_amount"),
        [json!(3), json!(3), json!(3)]
    );
    let flipped = with_field_class("scroll", "scroll_amount", PrivacyClass::Withheld, || {
        projected(&scroll, "scroll_amount")
    });
    assert_eq!(
        flipped,
        [json!("<number>"), json!("<number>"), json!("<number>")]
    );

    // The other way: `type`'s text made a key name is carried on every
    // path, so the JSON-text path no longer skips it unread.
    let typed = json!({"action": "type", "observation_id": "obs-1", "text": "cmd+s"});
    assert_eq!(
        projected(&typed, "text"),
        [json!("<text>"), json!("<text>"), json!("<text>")]
    );
    let flipped = with_field_class("type", "text", PrivacyClass::KeyName, || {
        projected(&typed, "text")
    });
    assert_eq!(flipped, [json!("cmd+s"), json!("cmd+s"), json!("cmd+s")]);

    // A class's rule flipped: tool fields and native fields of that
    // class follow together.
    let key = json!({"action": "key", "observation_id": "obs-1", "text": "ctrl+c"});
    let native = json!({"type": "keypress", "keys": ["ctrl", "c"]});
    let click = json!({"type": "click", "button": "left", "x": 5, "y": 6});
    let pointer = json!({"action": "left_click", "observation_id": "obs-1",
        "coordinate": [5, 6]});
    let keys_of = || crate::providers::native::project_action(&native).to_value()["keys"].clone();
    let x_of = || crate::providers::native::project_action(&click).to_value()["x"].clone();
    assert_eq!(projected(&key, "text")[0], json!("ctrl+c"));
    assert_eq!(keys_of(), json!(["ctrl", "c"]));
    assert_eq!(projected(&pointer, "coordinate")[1], json!([5, 6]));
    assert_eq!(x_of(), json!(5));
    with_class_withheld(PrivacyClass::KeyName, || {
        assert_eq!(
            projected(&key, "text"),
            [json!("<text>"), json!("<text>"), json!("<text>")]
        );
        assert_eq!(keys_of(), json!("<2 items>"));
    });
    with_class_withheld(PrivacyClass::Geometry, || {
        let p = projected(&pointer, "coordinate");
        assert_eq!(p, [json!("<point>"), json!("<point>"), json!("<point>")]);
        assert_eq!(x_of(), json!("<number>"));
    });
}
