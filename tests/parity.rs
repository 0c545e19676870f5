//! The parity guard: the hand-written wire schema and the catalog describe the
//! same tool, checked in both directions by walking the schema document.
//!
//! Every comparator takes its inputs as data (the schema as a JSON value, the
//! catalog as a [`CatalogView`]) so each one also runs on a deliberately
//! drifted input in a negative control that must report the drift.

use std::collections::{BTreeMap, BTreeSet};

use cu_projection::catalog::{self, Presence};
use cu_projection::schema;
use serde_json::{json, Value};

// ---------------------------------------------------------------- readers

/// The schema's top-level `action` enum, in order.
fn enum_actions(doc: &Value) -> Vec<String> {
    doc.pointer("/properties/action/enum")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// Names of the arms under `$defs`.
fn arm_names(doc: &Value) -> BTreeSet<String> {
    doc.get("$defs")
        .and_then(Value::as_object)
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

/// Arm names the top-level `oneOf` references, in order.
fn one_of_refs(doc: &Value) -> Vec<String> {
    doc.get("oneOf")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|r| r.get("$ref")?.as_str()?.strip_prefix("#/$defs/"))
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// Top-level property names, `action` included.
fn top_properties(doc: &Value) -> BTreeSet<String> {
    doc.get("properties")
        .and_then(Value::as_object)
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

/// An arm's fields other than `action`, with their presence: in `required`,
/// in an `anyOf` branch's `required` (one of), or optional.
fn arm_fields(doc: &Value, arm: &str) -> BTreeMap<String, &'static str> {
    let Some(arm) = doc.get("$defs").and_then(|d| d.get(arm)) else {
        return BTreeMap::new();
    };
    let names = |v: Option<&Value>| -> BTreeSet<String> {
        v.and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    };
    let required = names(arm.get("required"));
    let one_of: BTreeSet<String> = arm
        .get("anyOf")
        .and_then(Value::as_array)
        .map(|branches| {
            branches
                .iter()
                .flat_map(|b| names(b.get("required")))
                .collect()
        })
        .unwrap_or_default();
    let mut out = BTreeMap::new();
    if let Some(props) = arm.get("properties").and_then(Value::as_object) {
        for name in props.keys().filter(|k| *k != "action") {
            let presence = if required.contains(name) {
                "required"
            } else if one_of.contains(name) {
                "one_of"
            } else {
                "optional"
            };
            out.insert(name.clone(), presence);
        }
    }
    // A name required but not declared is a field too: report it as such.
    for name in required.iter().chain(&one_of) {
        if name != "action" && !out.contains_key(name) {
            out.insert(name.clone(), "undeclared");
        }
    }
    out
}

/// The `action` const an arm pins.
fn arm_const(doc: &Value, arm: &str) -> Option<String> {
    doc.pointer(&format!("/$defs/{arm}/properties/action/const"))
        .and_then(Value::as_str)
        .map(str::to_owned)
}

/// The catalog as plain data, so a negative control can drift it.
#[derive(Clone)]
struct CatalogView {
    actions: Vec<String>,
    /// action -> field -> presence.
    presence: BTreeMap<String, BTreeMap<String, &'static str>>,
    /// action -> field -> every privacy class the catalog gives it there.
    privacy: BTreeMap<String, BTreeMap<String, Vec<&'static str>>>,
}

fn presence_name(p: Presence) -> &'static str {
    match p {
        Presence::Required => "required",
        Presence::OneOf => "one_of",
        _ => "optional",
    }
}

impl CatalogView {
    fn from_catalog() -> Self {
        let mut view = CatalogView {
            actions: Vec::new(),
            presence: BTreeMap::new(),
            privacy: BTreeMap::new(),
        };
        for a in catalog::ACTIONS {
            view.actions.push(a.name().to_owned());
            let presence = view.presence.entry(a.name().to_owned()).or_default();
            let privacy = view.privacy.entry(a.name().to_owned()).or_default();
            for f in a.fields() {
                presence.insert(f.name().to_owned(), presence_name(f.presence()));
                privacy
                    .entry(f.name().to_owned())
                    .or_default()
                    .push(f.privacy().as_str());
            }
        }
        view
    }
}

// ---------------------------------------------------------------- comparators

/// Names every member of one set missing from the other, both ways.
fn set_diff(
    what: &str,
    left_name: &str,
    left: &BTreeSet<String>,
    right_name: &str,
    right: &BTreeSet<String>,
) -> Vec<String> {
    let mut out: Vec<String> = left
        .difference(right)
        .map(|x| format!("{what} `{x}` is in {left_name} but not in {right_name}"))
        .collect();
    out.extend(
        right
            .difference(left)
            .map(|x| format!("{what} `{x}` is in {right_name} but not in {left_name}")),
    );
    out
}

fn as_set(v: &[String]) -> BTreeSet<String> {
    v.iter().cloned().collect()
}

/// Check 1: the schema's `action` enum equals the catalog's actions, in order.
fn check_action_enum(doc: &Value, cat: &CatalogView) -> Vec<String> {
    let schema = enum_actions(doc);
    let mut out = set_diff(
        "action",
        "the schema enum",
        &as_set(&schema),
        "the catalog",
        &as_set(&cat.actions),
    );
    if out.is_empty() && schema != cat.actions {
        out.push(format!(
            "the schema enum lists the catalog's actions in another order: {schema:?}"
        ));
    }
    out
}

/// Check 2: `$defs` arms and the `oneOf` list equal the `action` enum, and
/// each arm pins its own name.
fn check_arms(doc: &Value) -> Vec<String> {
    let actions = as_set(&enum_actions(doc));
    let mut out = set_diff("action", "$defs", &arm_names(doc), "the enum", &actions);
    out.extend(set_diff(
        "action",
        "oneOf",
        &as_set(&one_of_refs(doc)),
        "the enum",
        &actions,
    ));
    for arm in arm_names(doc) {
        if arm_const(doc, &arm).as_deref() != Some(arm.as_str()) {
            out.push(format!("arm `{arm}` does not pin action to const `{arm}`"));
        }
    }
    out
}

/// Check 3: every arm field is a top-level property, and every top-level
/// property is some arm's field.
fn check_reachable(doc: &Value) -> Vec<String> {
    let top = top_properties(doc);
    let mut used = BTreeSet::from(["action".to_owned()]);
    let mut out = Vec::new();
    for arm in arm_names(doc) {
        for field in arm_fields(doc, &arm).into_keys() {
            if !top.contains(&field) {
                out.push(format!(
                    "field `{field}` of arm `{arm}` is not a top-level property"
                ));
            }
            used.insert(field);
        }
    }
    for field in top.difference(&used) {
        out.push(format!("top-level property `{field}` is in no arm"));
    }
    out
}

/// Check 4: each arm's fields and their presence equal the catalog's.
fn check_arm_fields(doc: &Value, cat: &CatalogView) -> Vec<String> {
    let mut out = Vec::new();
    for action in &cat.actions {
        let schema = arm_fields(doc, action);
        let empty = BTreeMap::new();
        let catalog = cat.presence.get(action).unwrap_or(&empty);
        let s: BTreeSet<String> = schema.keys().cloned().collect();
        let c: BTreeSet<String> = catalog.keys().cloned().collect();
        out.extend(set_diff(
            &format!("{action} field"),
            "the schema arm",
            &s,
            "the catalog",
            &c,
        ));
        for field in s.intersection(&c) {
            if schema[field] != catalog[field] {
                out.push(format!(
                    "{action} field `{field}` is {} in the schema arm but {} in the catalog",
                    schema[field], catalog[field]
                ));
            }
        }
    }
    out
}

/// Check 5: every plain (carried) argument in the catalog is a field the
/// schema's arm for that action accepts.
fn check_plain_args(doc: &Value, cat: &CatalogView) -> Vec<String> {
    let mut out = Vec::new();
    for (action, fields) in &cat.privacy {
        let accepted = arm_fields(doc, action);
        for (field, classes) in fields {
            let plain = classes.iter().any(|c| *c != "withheld");
            if plain && !accepted.contains_key(field) {
                out.push(format!(
                    "plain argument `{field}` of {action} is not a field the schema arm accepts"
                ));
            }
        }
    }
    out
}

/// A call the schema arm accepts, with one minimal value per required field
/// (and `app` for a one-of target), built from the top-level property schema.
fn minimal_call(doc: &Value, action: &str) -> Value {
    let mut call = json!({ "action": action });
    let mut one_of_done = false;
    for (field, presence) in arm_fields(doc, action) {
        let needed = presence == "required" || (presence == "one_of" && !one_of_done);
        if !needed {
            continue;
        }
        one_of_done |= presence == "one_of";
        let prop = &doc["properties"][&field];
        let value = match prop["type"].as_str() {
            Some("string") => match prop.get("enum").and_then(|e| e.get(0)) {
                Some(first) => first.clone(),
                None => json!("obs-1"),
            },
            Some("integer") => json!(1),
            Some("number") => json!(1.5),
            Some("boolean") => json!(false),
            Some("array") if field == "steps" => json!([{ "label": "OK" }]),
            Some("array") => {
                let n = prop["minItems"].as_u64().unwrap_or(2) as usize;
                Value::from(vec![3u64; n])
            }
            _ => Value::Null,
        };
        call[&field] = value;
    }
    call
}

/// Check 6: every action the schema names comes out of the approval summary
/// as itself (never `unknown`), and out of the parser as itself (never
/// `unsupported_action`), on a minimal call the schema accepts.
fn check_parser_knows_actions(doc: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for action in enum_actions(doc) {
        let call = minimal_call(doc, &action);
        let summarised = cu_projection::approval_summary(&call).action();
        if summarised != action {
            out.push(format!(
                "action `{action}` comes out of the approval summary as `{summarised}`"
            ));
        }
        match cu_projection::ComputerUseCall::from_value(&call) {
            Ok(c) if c.action_name() == action => {}
            Ok(c) => out.push(format!("action `{action}` parses as `{}`", c.action_name())),
            Err(e) => out.push(format!(
                "action `{action}` is refused by the parser: {} ({e})",
                e.code()
            )),
        }
    }
    out
}

/// Check 7: the declared default of `include_screenshot` classifies `observe`
/// the way the catalog classifies an `observe` that leaves it out.
fn check_screenshot_default(doc: &Value) -> Vec<String> {
    let default = doc.pointer("/properties/include_screenshot/default");
    let observe = catalog::action("observe").expect("observe is a catalog action");
    match default {
        Some(Value::Bool(d)) => {
            let with_default = observe.approval_class(*d);
            let left_out = observe.approval_class(false);
            if with_default == left_out {
                Vec::new()
            } else {
                vec![format!(
                    "include_screenshot defaults to {d} in the schema, which classes observe as \
                     {with_default}, but an observe without it is {left_out} in the catalog"
                )]
            }
        }
        _ => vec!["include_screenshot declares no boolean default".to_owned()],
    }
}

/// Check 8: every field of every arm has exactly one privacy class in the
/// catalog for that action; every step member has one too.
fn check_privacy(doc: &Value, cat: &CatalogView) -> Vec<String> {
    let mut out = Vec::new();
    for arm in arm_names(doc) {
        for field in arm_fields(doc, &arm).into_keys() {
            let classes = cat.privacy.get(&arm).and_then(|f| f.get(&field));
            match classes.map(Vec::len) {
                Some(1) => {}
                None | Some(0) => out.push(format!(
                    "{arm} field `{field}` has no privacy class in the catalog"
                )),
                Some(n) => out.push(format!(
                    "{arm} field `{field}` has {n} privacy classes in the catalog"
                )),
            }
        }
    }
    let schema_members: BTreeSet<String> = doc
        .pointer("/properties/steps/items/properties")
        .and_then(Value::as_object)
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    let catalog_members: BTreeSet<String> = catalog::STEP_FIELDS
        .iter()
        .map(|f| f.name().to_owned())
        .collect();
    out.extend(set_diff(
        "step member",
        "the schema",
        &schema_members,
        "the catalog",
        &catalog_members,
    ));
    out
}

fn all_checks(doc: &Value, cat: &CatalogView) -> Vec<String> {
    let mut out = check_action_enum(doc, cat);
    out.extend(check_arms(doc));
    out.extend(check_reachable(doc));
    out.extend(check_arm_fields(doc, cat));
    out.extend(check_plain_args(doc, cat));
    out.extend(check_parser_knows_actions(doc));
    out.extend(check_screenshot_default(doc));
    out.extend(check_privacy(doc, cat));
    out
}

fn real() -> (Value, CatalogView) {
    (schema::wire_schema().clone(), CatalogView::from_catalog())
}

fn assert_clean(diffs: Vec<String>) {
    assert!(
        diffs.is_empty(),
        "schema and catalog differ:\n{}",
        diffs.join("\n")
    );
}

// ---------------------------------------------------------------- the real checks

#[test]
fn schema_readers_read_the_real_document() {
    let (doc, cat) = real();
    assert_eq!(enum_actions(&doc).len(), 28);
    assert_eq!(arm_names(&doc).len(), 28);
    assert_eq!(one_of_refs(&doc).len(), 28);
    assert_eq!(top_properties(&doc).len(), 22);
    assert_eq!(cat.actions.len(), 28);
    assert_eq!(
        arm_fields(&doc, "left_click_drag")
            .into_iter()
            .collect::<Vec<_>>(),
        vec![
            ("app".to_owned(), "optional"),
            ("coordinate".to_owned(), "required"),
            ("observation_id".to_owned(), "required"),
            ("start_coordinate".to_owned(), "required"),
            ("text".to_owned(), "optional"),
            ("window_id".to_owned(), "optional"),
        ]
    );
    assert_eq!(arm_fields(&doc, "observe")["window_id"], "one_of");
    assert_eq!(arm_const(&doc, "type").as_deref(), Some("type"));
    let total_fields: usize = arm_names(&doc)
        .iter()
        .map(|a| arm_fields(&doc, a).len())
        .sum();
    assert!(
        total_fields > 80,
        "arm readers found only {total_fields} fields"
    );
}

#[test]
fn check_1_action_enum_equals_catalog() {
    let (doc, cat) = real();
    assert_clean(check_action_enum(&doc, &cat));
}

#[test]
fn check_2_arms_equal_action_enum() {
    assert_clean(check_arms(&real().0));
}

#[test]
fn check_3_every_arm_field_is_a_top_level_property() {
    assert_clean(check_reachable(&real().0));
}

#[test]
fn check_4_arm_fields_equal_catalog_field_specs() {
    let (doc, cat) = real();
    assert_clean(check_arm_fields(&doc, &cat));
}

#[test]
fn check_5_plain_arguments_are_accepted_fields() {
    let (doc, cat) = real();
    assert_clean(check_plain_args(&doc, &cat));
}

#[test]
fn check_6_every_schema_action_parses_as_itself() {
    assert_clean(check_parser_knows_actions(&real().0));
}

#[test]
fn check_7_include_screenshot_default_agrees_with_observe_class() {
    assert_clean(check_screenshot_default(&real().0));
}

#[test]
fn check_8_every_arm_field_has_exactly_one_privacy_class() {
    let (doc, cat) = real();
    assert_clean(check_privacy(&doc, &cat));
}

#[test]
fn all_checks_are_clean_on_the_shipped_document() {
    let (doc, cat) = real();
    assert_clean(all_checks(&doc, &cat));
}

// ---------------------------------------------------------------- negative controls

fn remove_from_array(v: &mut Value, pointer: &str, member: &str) {
    let a = v
        .pointer_mut(pointer)
        .and_then(Value::as_array_mut)
        .expect("pointer names an array");
    let before = a.len();
    a.retain(|m| m != member && m.get("$ref").and_then(Value::as_str) != Some(member));
    assert_eq!(
        a.len() + 1,
        before,
        "the control removed nothing at {pointer}"
    );
}

#[test]
fn drift_action_removed_from_enum_is_reported() {
    let (mut doc, cat) = real();
    remove_from_array(&mut doc, "/properties/action/enum", "zoom");
    let diffs = check_action_enum(&doc, &cat);
    assert_eq!(
        diffs,
        vec!["action `zoom` is in the catalog but not in the schema enum"]
    );
    assert!(check_arms(&doc).contains(&"action `zoom` is in $defs but not in the enum".to_owned()));
}

#[test]
fn drift_action_added_to_enum_only_is_reported() {
    let (mut doc, cat) = real();
    doc["properties"]["action"]["enum"]
        .as_array_mut()
        .unwrap()
        .push(json!("teleport"));
    assert_eq!(
        check_action_enum(&doc, &cat),
        vec!["action `teleport` is in the schema enum but not in the catalog"]
    );
    let arms = check_arms(&doc);
    assert!(arms.contains(&"action `teleport` is in the enum but not in $defs".to_owned()));
    let known = check_parser_knows_actions(&doc);
    assert!(known
        .contains(&"action `teleport` comes out of the approval summary as `unknown`".to_owned()));
    assert!(known
        .iter()
        .any(|d| d.starts_with("action `teleport` is refused by the parser: unsupported_action")));
}

#[test]
fn drift_enum_order_is_reported() {
    let (mut doc, cat) = real();
    doc["properties"]["action"]["enum"]
        .as_array_mut()
        .unwrap()
        .swap(0, 1);
    let diffs = check_action_enum(&doc, &cat);
    assert_eq!(diffs.len(), 1);
    assert!(diffs[0].starts_with("the schema enum lists the catalog's actions in another order"));
}

#[test]
fn drift_arm_missing_from_one_of_and_defs_is_reported() {
    let (mut doc, _) = real();
    remove_from_array(&mut doc, "/oneOf", "#/$defs/wait");
    doc["$defs"].as_object_mut().unwrap().remove("wait");
    doc["$defs"]["key"]["properties"]["action"]["const"] = json!("keys");
    assert_eq!(
        check_arms(&doc),
        vec![
            "action `wait` is in the enum but not in $defs",
            "action `wait` is in the enum but not in oneOf",
            "arm `key` does not pin action to const `key`",
        ]
    );
}

#[test]
fn drift_field_removed_from_one_arm_is_reported() {
    let (mut doc, cat) = real();
    let arm = &mut doc["$defs"]["click_element"];
    arm["properties"]
        .as_object_mut()
        .unwrap()
        .remove("element_id");
    remove_from_array(arm, "/required", "element_id");
    assert_eq!(
        check_arm_fields(&doc, &cat),
        vec!["click_element field `element_id` is in the catalog but not in the schema arm"]
    );
}

#[test]
fn drift_field_made_optional_is_reported() {
    let (mut doc, cat) = real();
    remove_from_array(&mut doc["$defs"]["set_value"], "/required", "value");
    assert_eq!(
        check_arm_fields(&doc, &cat),
        vec!["set_value field `value` is optional in the schema arm but required in the catalog"]
    );
}

#[test]
fn drift_property_without_privacy_class_is_reported() {
    let (mut doc, cat) = real();
    doc["properties"]["button"] = json!({"type": "string", "description": "which button"});
    doc["$defs"]["left_click"]["properties"]["button"] = json!({"$ref": "#/properties/button"});
    assert_eq!(
        check_privacy(&doc, &cat),
        vec!["left_click field `button` has no privacy class in the catalog"]
    );
    assert_eq!(
        check_arm_fields(&doc, &cat),
        vec!["left_click field `button` is in the schema arm but not in the catalog"]
    );
}

#[test]
fn drift_property_in_no_arm_and_arm_field_not_top_level_are_reported() {
    let (mut doc, _) = real();
    doc["properties"]["button"] = json!({"type": "string"});
    doc["$defs"]["zoom"]["properties"]["scale"] = json!({"type": "number"});
    assert_eq!(
        check_reachable(&doc),
        vec![
            "field `scale` of arm `zoom` is not a top-level property",
            "top-level property `button` is in no arm",
        ]
    );
}

#[test]
fn drift_plain_argument_not_accepted_is_reported() {
    let (mut doc, cat) = real();
    doc["$defs"]["scroll"]["properties"]
        .as_object_mut()
        .unwrap()
        .remove("scroll_amount");
    assert_eq!(
        check_plain_args(&doc, &cat),
        vec!["plain argument `scroll_amount` of scroll is not a field the schema arm accepts"]
    );
}

#[test]
fn drift_screenshot_default_is_reported() {
    let (mut doc, _) = real();
    doc["properties"]["include_screenshot"]["default"] = json!(true);
    assert_eq!(
        check_screenshot_default(&doc),
        vec![
            "include_screenshot defaults to true in the schema, which classes observe as \
              screenshot_read, but an observe without it is metadata_read in the catalog"
        ]
    );
    doc["properties"]["include_screenshot"]
        .as_object_mut()
        .unwrap()
        .remove("default");
    assert_eq!(
        check_screenshot_default(&doc),
        vec!["include_screenshot declares no boolean default"]
    );
}

#[test]
fn drift_catalog_side_is_reported() {
    let (doc, mut cat) = real();
    // An action the catalog gained without a schema arm, a field class
    // written twice, and a field whose class went missing.
    cat.actions.push("drag_file".to_owned());
    cat.privacy
        .get_mut("type")
        .unwrap()
        .get_mut("text")
        .unwrap()
        .push("key_name");
    cat.privacy.get_mut("zoom").unwrap().remove("region");
    assert_eq!(
        check_action_enum(&doc, &cat),
        vec!["action `drag_file` is in the catalog but not in the schema enum"]
    );
    assert_eq!(
        check_privacy(&doc, &cat),
        vec![
            "type field `text` has 2 privacy classes in the catalog",
            "zoom field `region` has no privacy class in the catalog",
        ]
    );
}

#[test]
fn drift_step_member_is_reported() {
    let (mut doc, cat) = real();
    doc["properties"]["steps"]["items"]["properties"]["delay"] = json!({"type": "number"});
    assert_eq!(
        check_privacy(&doc, &cat),
        vec!["step member `delay` is in the schema but not in the catalog"]
    );
}
