//! The catalog against the contract's own tables (SPEC section 2), written
//! out here independently of `src/catalog.rs`.

use cu_projection::catalog::{self, ApprovalClass, Family, Presence, PrivacyClass};
use cu_projection::ComputerUseCall;

const OPENERS: &[&str] = &["list_apps", "launch_app", "observe"];
const SEMANTIC: &[&str] = &[
    "click_element",
    "set_value",
    "select_text",
    "secondary_action",
    "scroll_element",
    "window_action",
    "element_sequence",
    "press_key",
];
const COORDINATE: &[&str] = &[
    "screenshot",
    "cursor_position",
    "mouse_move",
    "left_click",
    "right_click",
    "middle_click",
    "double_click",
    "triple_click",
    "left_mouse_down",
    "left_mouse_up",
    "left_click_drag",
    "type",
    "key",
    "hold_key",
    "scroll",
    "wait",
    "zoom",
];

#[test]
fn actions_and_families_follow_the_contract_in_wire_order() {
    let expected: Vec<(&str, Family)> = OPENERS
        .iter()
        .map(|a| (*a, Family::Opener))
        .chain(SEMANTIC.iter().map(|a| (*a, Family::Semantic)))
        .chain(COORDINATE.iter().map(|a| (*a, Family::Coordinate)))
        .collect();
    let actual: Vec<(&str, Family)> = catalog::ACTIONS
        .iter()
        .map(|a| (a.name(), a.family()))
        .collect();
    assert_eq!(actual, expected);
}

#[test]
fn approval_classes_follow_the_contract() {
    use ApprovalClass::*;
    let table: &[(ApprovalClass, &[&str])] = &[
        (MetadataRead, &["list_apps", "cursor_position", "wait"]),
        (ScreenshotRead, &["screenshot", "zoom"]),
        (
            PointerMutation,
            &[
                "mouse_move",
                "left_click",
                "right_click",
                "middle_click",
                "double_click",
                "triple_click",
                "left_mouse_down",
                "left_mouse_up",
                "left_click_drag",
                "scroll",
            ],
        ),
        (KeyboardMutation, &["type", "key", "hold_key", "press_key"]),
        (
            SemanticMutation,
            &[
                "click_element",
                "set_value",
                "select_text",
                "secondary_action",
                "scroll_element",
                "window_action",
                "element_sequence",
                "launch_app",
            ],
        ),
    ];
    let mut covered = 1; // observe, checked below
    for (class, actions) in table {
        for name in *actions {
            let a = catalog::action(name).unwrap();
            assert_eq!(a.approval_class(false), *class, "{name}");
            assert_eq!(
                a.approval_class(true),
                *class,
                "{name} ignores include_screenshot"
            );
            covered += 1;
        }
    }
    assert_eq!(covered, catalog::ACTIONS.len());
    let observe = catalog::action("observe").unwrap();
    assert_eq!(observe.approval_class(false), MetadataRead);
    assert_eq!(observe.approval_class(true), ScreenshotRead);
    assert_eq!(
        catalog::approval_class_of("teleport", false),
        SemanticMutation
    );
    assert_eq!(catalog::approval_class_of("observe", true), ScreenshotRead);
}

#[test]
fn observing_actions_follow_the_contract() {
    let observing = [
        "list_apps",
        "observe",
        "screenshot",
        "cursor_position",
        "wait",
        "zoom",
    ];
    for a in catalog::ACTIONS {
        assert_eq!(
            a.is_observing(),
            observing.contains(&a.name()),
            "{}",
            a.name()
        );
    }
}

/// SPEC section 2's "fields per action" table, `?` marking optional fields
/// and `|` the one-of target. `app?` and `window_id?` are implied for every
/// action except `list_apps` unless the row says otherwise.
const FIELD_TABLE: &[(&str, &str)] = &[
    ("list_apps", ""),
    ("launch_app", "app window_id?"),
    (
        "observe",
        "app| window_id| include_screenshot? query? menu?",
    ),
    ("click_element", "observation_id element_id"),
    ("set_value", "observation_id element_id value"),
    ("select_text", "observation_id element_id text"),
    ("secondary_action", "observation_id element_id text"),
    (
        "scroll_element",
        "observation_id element_id scroll_direction scroll_amount?",
    ),
    (
        "window_action",
        "observation_id window_action element_id? position? size?",
    ),
    ("element_sequence", "observation_id steps"),
    ("press_key", "observation_id text element_id?"),
    ("screenshot", "app| window_id|"),
    ("cursor_position", ""),
    ("mouse_move", "observation_id coordinate"),
    ("left_click", "observation_id coordinate text?"),
    ("right_click", "observation_id coordinate text?"),
    ("middle_click", "observation_id coordinate text?"),
    ("double_click", "observation_id coordinate text?"),
    ("triple_click", "observation_id coordinate text?"),
    ("left_mouse_down", "observation_id coordinate"),
    ("left_mouse_up", "observation_id coordinate"),
    (
        "left_click_drag",
        "observation_id start_coordinate coordinate text?",
    ),
    ("type", "observation_id text"),
    ("key", "observation_id text"),
    ("hold_key", "observation_id text duration?"),
    (
        "scroll",
        "observation_id coordinate scroll_direction? scroll_amount? text?",
    ),
    (
        "wait",
        "duration? observation_id? wait_for_text? wait_for_text_gone?",
    ),
    ("zoom", "observation_id region"),
];

fn parse_row(action: &str, row: &str) -> Vec<(String, Presence)> {
    let mut out: Vec<(String, Presence)> = row
        .split_whitespace()
        .map(|t| match (t.strip_suffix('?'), t.strip_suffix('|')) {
            (Some(n), _) => (n.to_owned(), Presence::Optional),
            (_, Some(n)) => (n.to_owned(), Presence::OneOf),
            _ => (t.to_owned(), Presence::Required),
        })
        .collect();
    let explicit_target = out.iter().any(|(n, _)| n == "app");
    if action != "list_apps" && !explicit_target {
        out.insert(0, ("window_id".into(), Presence::Optional));
        out.insert(0, ("app".into(), Presence::Optional));
    }
    out
}

#[test]
fn fields_per_action_follow_the_contract_in_order() {
    assert_eq!(FIELD_TABLE.len(), catalog::ACTIONS.len());
    for (action, row) in FIELD_TABLE {
        let a = catalog::action(action).unwrap();
        let actual: Vec<(String, Presence)> = a
            .fields()
            .map(|f| (f.name().to_owned(), f.presence()))
            .collect();
        assert_eq!(actual, parse_row(action, row), "{action}");
    }
}

#[test]
fn privacy_classes_follow_the_contract() {
    use PrivacyClass::*;
    for a in catalog::ACTIONS {
        for f in a.fields() {
            let expected = match (a.name(), f.name()) {
                (_, "app" | "window_id" | "observation_id" | "element_id") => Identifier,
                (_, "coordinate" | "start_coordinate" | "region" | "position" | "size") => Geometry,
                ("type" | "select_text", "text") => Withheld,
                ("secondary_action", "text") => ElementActionName,
                (_, "text") => KeyName,
                (_, "value") => Withheld,
                (_, "scroll_direction" | "window_action") => EnumMember,
                (_, "scroll_amount" | "duration" | "include_screenshot") => NumberOrBool,
                (_, "query" | "menu" | "wait_for_text" | "wait_for_text_gone") => ModelPredicate,
                (_, "steps") => Steps,
                (a, f) => panic!("no expectation for {a}.{f}"),
            };
            assert_eq!(f.privacy(), expected, "{}.{}", a.name(), f.name());
        }
    }
}

/// A valid value of each field type, for a call that sets every field.
fn sample(ty: catalog::FieldType) -> serde_json::Value {
    use catalog::FieldType as T;
    use serde_json::json;
    match ty {
        T::Text { min, .. } => json!("x".repeat(min.max(1))),
        T::StableId => json!("obs-1"),
        T::Integer { min, .. } => json!(min.max(1)),
        T::Number { min, .. } => json!(min),
        T::Bool => json!(true),
        T::IntArray { len, .. } => json!(vec![1; len]),
        T::Enum(members) => json!(members[0]),
        T::Steps => json!([{"label": "Save"}]),
        other => panic!("no tool field has type {other:?}"),
    }
}

#[test]
fn the_typed_call_carries_every_catalog_field_in_catalog_order() {
    // The typed call is generated from the catalog's tables; this holds the
    // generated parser and serializer to them through the public API: a
    // call that sets every field of an action reads back with exactly those
    // fields, in canonical order.
    let lead = ["app", "window_id", "observation_id", "element_id"];
    for a in catalog::ACTIONS {
        let mut call = serde_json::Map::new();
        call.insert("action".into(), a.name().into());
        let mut expected = vec!["action"];
        for f in a.fields() {
            call.insert(f.name().into(), sample(f.def().ty()));
        }
        expected.extend(lead.iter().filter(|l| a.field(l).is_some()));
        expected.extend(a.fields().map(|f| f.name()).filter(|n| !lead.contains(n)));
        let parsed = ComputerUseCall::from_value(&serde_json::Value::Object(call))
            .unwrap_or_else(|e| panic!("{}: {e}", a.name()));
        assert_eq!(parsed.action_name(), a.name());
        assert_eq!(parsed.catalog_entry().name(), a.name());
        let text = serde_json::to_string(&parsed).unwrap();
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        let keys: Vec<&str> = expected
            .iter()
            .copied()
            .filter(|k| back.get(k).is_some())
            .collect();
        assert_eq!(keys, expected, "{}: every field carried", a.name());
        // Serialization order is canonical: the keys appear in the text in
        // the expected order.
        let positions: Vec<usize> = expected
            .iter()
            .map(|k| text.find(&format!("\"{k}\":")).unwrap())
            .collect();
        assert!(
            positions.windows(2).all(|w| w[0] < w[1]),
            "{}: {text}",
            a.name()
        );
    }
}

#[test]
fn field_vocabulary_follows_the_contract() {
    let names: Vec<&str> = catalog::FIELDS.iter().map(|f| f.name()).collect();
    assert_eq!(names.len(), 21);
    for (snake, camel) in [
        ("window_id", "windowId"),
        ("observation_id", "observationId"),
        ("element_id", "elementId"),
        ("start_coordinate", "startCoordinate"),
        ("include_screenshot", "includeScreenshot"),
        ("wait_for_text_gone", "waitForTextGone"),
        ("scroll_direction", "scrollDirection"),
    ] {
        assert_eq!(catalog::snake_for_camel(camel).unwrap().name(), snake);
    }
    assert!(
        catalog::snake_for_camel("text").is_none(),
        "no alias when the spellings agree"
    );
    for f in catalog::FIELDS {
        let derived: String = f
            .name()
            .split('_')
            .enumerate()
            .map(|(i, w)| {
                if i == 0 {
                    w.to_owned()
                } else {
                    w[..1].to_uppercase() + &w[1..]
                }
            })
            .collect();
        assert_eq!(f.camel_name(), derived, "{}", f.name());
    }
}

#[test]
fn wire_enums_read_their_members_from_the_catalog() {
    use cu_projection::{ScrollDirection, StepAction, WindowOp};
    let dirs = [
        ScrollDirection::Up,
        ScrollDirection::Down,
        ScrollDirection::Left,
        ScrollDirection::Right,
    ];
    assert_eq!(
        dirs.map(ScrollDirection::as_str),
        ["up", "down", "left", "right"]
    );
    for d in dirs {
        assert_eq!(ScrollDirection::from_wire(d.as_str()), Some(d));
    }
    assert_eq!(
        [WindowOp::Move, WindowOp::Resize, WindowOp::Minimize].map(WindowOp::as_str),
        ["move", "resize", "minimize"]
    );
    assert_eq!(
        [StepAction::Click, StepAction::SetValue].map(StepAction::as_str),
        ["click", "set_value"]
    );
    assert_eq!(ScrollDirection::from_wire("sideways"), None);
}

#[test]
fn every_action_name_is_its_own_display_text() {
    // The projection carries a catalog action's name as it is, without
    // cleaning it: sound only while cleaning would change nothing.
    for a in catalog::ACTIONS {
        let (text, rules) =
            cu_projection::display::display_text(a.name(), cu_projection::MAX_ACTION_CHARS);
        assert_eq!(text, a.name());
        assert!(rules.is_empty(), "{}", a.name());
    }
    // Control: a name that cleaning would change is told apart.
    assert_ne!(
        cu_projection::display::display_text(" type\u{200b}", 64).0,
        " type\u{200b}"
    );
}
