//! Generators shared by the property tests: calls built from the catalog's
//! field specs, and near-misses derived from them.
#![allow(dead_code)] // each test binary uses a different part

use cu_projection::catalog::{self, Action, FieldType, Presence};
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::{json, Map, Value};

/// Marks every free string the generators write, so a test can prove an
/// error message or a projection never echoes one.
pub const CANARY: &str = "QZX";

/// Cases per property: `PROPTEST_CASES` when set, else `default`.
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Characters for free text: ASCII, accents, CJK, emoji. No `<`, `>`, `[`
/// or `]`, so no placeholder or redaction mark can form by chance.
fn text_char() -> impl Strategy<Value = char> {
    prop_oneof![
        6 => proptest::char::range('a', 'z'),
        2 => select(vec![' ', '.', ',', '-', '\'', '"', '\\', '/', ':']),
        1 => select(vec!['é', 'ß', 'ж', '漢', '字', '🙂', 'ø', 'ñ']),
    ]
}

/// A string of `min..=max` characters carrying the canary.
pub fn free_text(min: usize, max: usize) -> BoxedStrategy<String> {
    let canary_len = CANARY.chars().count();
    let body_max = max.saturating_sub(canary_len).min(40);
    if max < canary_len {
        return proptest::collection::vec(text_char(), min..=max)
            .prop_map(|c| c.into_iter().collect())
            .boxed();
    }
    let body_min = min.saturating_sub(canary_len).min(body_max);
    proptest::collection::vec(text_char(), body_min..=body_max)
        .prop_map(|c| format!("{CANARY}{}", c.into_iter().collect::<String>()))
        .boxed()
}

pub fn stable_id() -> BoxedStrategy<String> {
    "[A-Za-z0-9._:-]{1,12}"
        .prop_map(|s| format!("{CANARY}{s}"))
        .boxed()
}

/// A valid value for a field type.
pub fn value_of(ty: FieldType) -> BoxedStrategy<Value> {
    match ty {
        FieldType::Text { min, max } => free_text(min, max).prop_map(Value::from).boxed(),
        FieldType::StableId => stable_id().prop_map(Value::from).boxed(),
        FieldType::Integer { min, max } => {
            let hi = max.unwrap_or(min + 100_000);
            (min..=hi).prop_map(Value::from).boxed()
        }
        FieldType::Number { min, max } => prop_oneof![
            ((min as i64)..=(max as i64)).prop_map(Value::from),
            (min..=max).prop_map(Value::from),
        ]
        .boxed(),
        FieldType::Bool => any::<bool>().prop_map(Value::from).boxed(),
        FieldType::IntArray { len, min } => {
            let lo = min.unwrap_or(-5000);
            proptest::collection::vec(lo..=5000i64, len)
                .prop_map(Value::from)
                .boxed()
        }
        FieldType::Enum(members) => select(members.to_vec()).prop_map(Value::from).boxed(),
        FieldType::Steps => proptest::collection::vec(step(), 1..=4)
            .prop_map(Value::from)
            .boxed(),
        _ => Just(Value::Null).boxed(),
    }
}

fn step() -> impl Strategy<Value = Value> {
    let members: Vec<_> = catalog::STEP_FIELDS.to_vec();
    let each: Vec<_> = members
        .iter()
        .map(|f| {
            let required = f.is_required();
            let name = f.name();
            (value_of(f.ty()), any::<bool>()).prop_map(move |(v, keep)| (name, v, required || keep))
        })
        .collect();
    each.prop_map(|members| {
        let mut o = Map::new();
        for (name, v, keep) in members {
            if keep {
                o.insert(name.to_owned(), v);
            }
        }
        Value::Object(o)
    })
}

/// A valid call for `action`: required fields, a random subset of optional
/// ones, and at least one field of a one-of target.
pub fn call_for(action: &'static Action) -> BoxedStrategy<Value> {
    let fields: Vec<_> = action
        .fields()
        .map(|f| {
            let presence = f.presence();
            let name = f.name();
            (value_of(f.def().ty()), any::<bool>())
                .prop_map(move |(v, keep)| (name, presence, v, keep))
        })
        .collect();
    fields
        .prop_map(move |fields| {
            let mut o = Map::new();
            o.insert("action".into(), Value::from(action.name()));
            let mut have_target = false;
            let mut first_target = None;
            for (name, presence, v, keep) in fields {
                let include = match presence {
                    Presence::Required => true,
                    Presence::OneOf => {
                        first_target.get_or_insert((name, v.clone()));
                        keep
                    }
                    _ => keep,
                };
                if include {
                    have_target |= presence == Presence::OneOf;
                    o.insert(name.to_owned(), v);
                }
            }
            if let (false, Some((name, v))) = (have_target, first_target) {
                o.insert(name.to_owned(), v);
            }
            Value::Object(o)
        })
        .boxed()
}

/// A valid call for any catalog action.
pub fn valid_call() -> BoxedStrategy<Value> {
    select(catalog::ACTIONS.iter().collect::<Vec<_>>())
        .prop_flat_map(call_for)
        .boxed()
}

/// A way to break (or nearly break) a valid call.
#[derive(Debug, Clone)]
pub enum Mutation {
    DropField(usize),
    WrongType(usize, u8),
    OutOfRange(usize),
    ExtraKey(u8),
    CamelCase(usize),
    ForeignField(usize),
    UnknownAction,
    BreakStep(u8),
    HostOnly(usize),
}

pub fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::DropField),
        (any::<usize>(), any::<u8>()).prop_map(|(i, t)| Mutation::WrongType(i, t)),
        any::<usize>().prop_map(Mutation::OutOfRange),
        any::<u8>().prop_map(Mutation::ExtraKey),
        any::<usize>().prop_map(Mutation::CamelCase),
        any::<usize>().prop_map(Mutation::ForeignField),
        Just(Mutation::UnknownAction),
        any::<u8>().prop_map(Mutation::BreakStep),
        any::<usize>().prop_map(Mutation::HostOnly),
    ]
}

fn keys(call: &Map<String, Value>) -> Vec<String> {
    call.keys().filter(|k| *k != "action").cloned().collect()
}

fn pick<T: Clone>(v: &[T], i: usize) -> Option<T> {
    (!v.is_empty()).then(|| v[i % v.len()].clone())
}

/// A value just outside a field type's range, or of the wrong shape when
/// the type has no range.
fn out_of_range(ty: FieldType) -> Value {
    match ty {
        FieldType::Text { min: 0, max } => Value::from("a".repeat(max + 1)),
        FieldType::Text { min, .. } if min > 0 => Value::from(""),
        FieldType::StableId => Value::from("has space"),
        FieldType::Integer { min, max } => match max {
            Some(m) => Value::from(m + 1),
            None => Value::from(min - 1),
        },
        FieldType::Number { max, .. } => Value::from(max + 0.5),
        FieldType::IntArray { len, min } => match min {
            Some(m) => {
                let mut a = vec![Value::from(1); len];
                a[0] = Value::from(m - 1);
                Value::from(a)
            }
            None => Value::from(vec![1; len + 1]),
        },
        FieldType::Enum(_) => Value::from("sideways"),
        FieldType::Steps => Value::from(vec![json!({"label": "a"}); catalog::MAX_STEPS + 1]),
        _ => Value::Null,
    }
}

fn wrong_type(v: &Value, t: u8) -> Value {
    let options = [
        json!("12"),
        json!(12),
        json!(1.5),
        json!(true),
        Value::Null,
        json!([1, 2]),
        json!({"x": 1}),
        json!([1.5, 2.5]),
    ];
    let mut i = t as usize % options.len();
    // Skip a candidate of the same JSON type as the current value.
    for _ in 0..options.len() {
        let same = std::mem::discriminant(&options[i]) == std::mem::discriminant(v)
            && !(v.is_number() && options[i].is_number());
        if !same {
            break;
        }
        i = (i + 1) % options.len();
    }
    options[i].clone()
}

/// Applies a mutation. Returns the call unchanged when the mutation has
/// nothing to act on.
pub fn mutate(call: &Value, m: &Mutation) -> Value {
    let mut out = call.clone();
    let Some(o) = out.as_object_mut() else {
        return out;
    };
    let action = o
        .get("action")
        .and_then(Value::as_str)
        .and_then(catalog::action);
    let ks = keys(o);
    match m {
        Mutation::DropField(i) => {
            if let Some(k) = pick(&ks, *i) {
                o.remove(&k);
            }
        }
        Mutation::WrongType(i, t) => {
            if let Some(k) = pick(&ks, *i) {
                let v = wrong_type(&o[&k], *t);
                o.insert(k, v);
            }
        }
        Mutation::OutOfRange(i) => {
            if let Some(k) = pick(&ks, *i) {
                if let Some(def) = catalog::field_def(&k) {
                    o.insert(k, out_of_range(def.ty()));
                }
            }
        }
        Mutation::ExtraKey(t) => {
            let key = match t % 3 {
                0 => "button".to_owned(),
                1 => format!("{CANARY} secret key!"),
                _ => "action_label".to_owned(),
            };
            o.insert(key, json!(format!("{CANARY}-extra")));
        }
        Mutation::CamelCase(i) => {
            let camel: Vec<_> = ks
                .iter()
                .filter_map(|k| catalog::field_def(k))
                .filter(|d| d.camel_name() != d.name())
                .collect();
            match pick(&camel, *i) {
                Some(d) => {
                    if let Some(v) = o.remove(d.name()) {
                        o.insert(d.camel_name().to_owned(), v);
                    }
                }
                None => {
                    o.insert("windowId".into(), json!(7));
                }
            }
        }
        Mutation::ForeignField(i) => {
            if let Some(action) = action {
                let foreign: Vec<_> = catalog::FIELDS
                    .iter()
                    .filter(|d| action.field(d.name()).is_none())
                    .collect();
                if let Some(d) = pick(&foreign, *i) {
                    o.insert(d.name().to_owned(), out_of_range(d.ty()));
                }
            }
        }
        Mutation::UnknownAction => {
            o.insert("action".into(), json!(format!("{CANARY}_action")));
        }
        Mutation::BreakStep(t) => {
            if let Some(steps) = o.get_mut("steps").and_then(Value::as_array_mut) {
                if let Some(step) = steps.first_mut().filter(|s| s.is_object()) {
                    match t % 4 {
                        0 => {
                            step.as_object_mut().map(|s| s.remove("label"));
                        }
                        1 => step["delay"] = json!(1),
                        2 => step["do"] = json!("double_click"),
                        _ => *step = json!(format!("{CANARY} not an object")),
                    }
                }
            }
        }
        Mutation::HostOnly(i) => {
            if let Some(k) = pick(catalog::HOST_ONLY_FIELDS, *i) {
                o.insert(k.to_owned(), json!(format!("{CANARY} host")));
            }
        }
    }
    out
}
