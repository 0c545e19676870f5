//! The strict parser: a call is accepted exactly when the wire schema accepts
//! it and it replays no withheld value.
//!
//! # Choices where the contract is silent
//!
//! - Integers are JSON integers: `412.0` is not an integer coordinate, though
//!   JSON Schema calls it one. The differential test keeps this divergence in
//!   an explicit, checked list.
//! - `observation_id: null` on an action that needs one is `reobserve_required`,
//!   like a missing one.
//! - A whole number of `duration` seconds serializes as an integer.

use serde_json::{Map, Value};

use super::error::{Error, ErrorKind, Seg};
use super::ComputerUseCall;
use crate::vocab::catalog::{self, canonical_rank, Action, FieldType, Presence, STEP_FIELDS};
use crate::vocab::names::is_stable_id;
use crate::vocab::placeholder::is_withheld_marker;

impl ComputerUseCall {
    /// Parses a call from a JSON value, strictly.
    ///
    /// Checks run in a fixed order, so a call with several faults always
    /// reports the same one: the shape of `action`; values replayed from the
    /// transcript; keys the action does not accept; a missing
    /// `observation_id`; other missing fields; then each field's type and
    /// range, fields in canonical order.
    ///
    /// ```
    /// use cu_projection::ComputerUseCall;
    /// use serde_json::json;
    ///
    /// let call = ComputerUseCall::from_value(&json!({
    ///     "action": "left_click", "observation_id": "obs-7", "coordinate": [412, 88]
    /// })).unwrap();
    /// assert_eq!(call.action_name(), "left_click");
    ///
    /// let err = ComputerUseCall::from_value(&json!({"action": "set_value", "element_id": "e3",
    ///     "value": "hunter2"})).unwrap_err();
    /// assert_eq!(err.code(), "reobserve_required");
    /// assert!(!err.to_string().contains("hunter2"));
    /// ```
    pub fn from_value(value: &Value) -> Result<Self, Error> {
        let obj = value
            .as_object()
            .ok_or_else(|| Error::new(ErrorKind::NotAnObject))?;
        let action = resolve_action(obj)?;
        let keys = ordered_keys(action, obj);

        for key in &keys {
            let ty = catalog::field_def(key).map(|def| def.ty());
            if let Some(path) = find_withheld(key, ty, &obj[*key]) {
                return Err(Error::new(ErrorKind::WithheldValue)
                    .action(action.name())
                    .at(&path));
            }
        }
        for key in &keys {
            check_key(action, key)?;
        }
        if action.requires_observation() && obj.get("observation_id").map_or(true, Value::is_null) {
            return Err(Error::new(ErrorKind::MissingObservation)
                .action(action.name())
                .field("observation_id"));
        }
        check_presence(action, obj)?;
        for key in &keys {
            if let Some(f) = action.field(key) {
                check_value(action.name(), key, &f.def().ty(), &obj[*key])?;
            }
        }
        ComputerUseCall::from_checked(action.name(), obj)
    }

    /// Parses a call from JSON text, strictly: invalid JSON is
    /// `invalid_json`, an object that repeats a key is `duplicate_key`, and
    /// the value then goes through [`ComputerUseCall::from_value`].
    ///
    /// ```
    /// use cu_projection::ComputerUseCall;
    ///
    /// let err = ComputerUseCall::from_json(
    ///     br#"{"action":"type","text":"a","text":"b","observation_id":"obs-1"}"#,
    /// ).unwrap_err();
    /// assert_eq!(err.code(), "duplicate_key");
    /// ```
    pub fn from_json(json: impl AsRef<[u8]>) -> Result<Self, Error> {
        Self::from_value(&super::json::from_slice(json.as_ref())?)
    }
}

fn resolve_action(obj: &Map<String, Value>) -> Result<&'static Action, Error> {
    let raw = obj
        .get("action")
        .ok_or_else(|| Error::new(ErrorKind::MissingAction).field("action"))?;
    let name = raw
        .as_str()
        .ok_or_else(|| Error::new(ErrorKind::ActionNotString).field("action"))?;
    catalog::action(name).ok_or_else(|| Error::new(ErrorKind::UnsupportedAction).field("action"))
}

/// Every key but `action`: the action's own fields in canonical order, then
/// the rest sorted, so error order never depends on the input's order.
fn ordered_keys<'a>(action: &Action, obj: &'a Map<String, Value>) -> Vec<&'a str> {
    let mut keys: Vec<&str> = obj
        .keys()
        .map(String::as_str)
        .filter(|k| *k != "action")
        .collect();
    keys.sort_by(|a, b| {
        (canonical_rank(Some(action), a), *a).cmp(&(canonical_rank(Some(action), b), *b))
    });
    keys
}

fn check_key(action: &Action, key: &str) -> Result<(), Error> {
    if action.field(key).is_some() {
        return Ok(());
    }
    let err = |kind| Error::new(kind).action(action.name()).field(key);
    if catalog::HOST_ONLY_FIELDS.contains(&key) {
        return Err(err(ErrorKind::HostOnlyField));
    }
    if let Some(def) = catalog::snake_for_camel(key) {
        return Err(err(ErrorKind::CamelCaseField).use_instead(def.name()));
    }
    Err(err(ErrorKind::UnknownField))
}

fn check_presence(action: &Action, obj: &Map<String, Value>) -> Result<(), Error> {
    let mut one_of = (false, false); // (has one-of fields, one is present)
    for f in action.fields() {
        let present = obj.contains_key(f.name());
        match f.presence() {
            Presence::Required if !present => {
                return Err(Error::new(ErrorKind::MissingField)
                    .action(action.name())
                    .field(f.name())
                    .expected(&f.def().ty()));
            }
            Presence::OneOf => one_of = (true, one_of.1 || present),
            _ => {}
        }
    }
    if one_of == (true, false) {
        return Err(Error::new(ErrorKind::MissingTarget).action(action.name()));
    }
    Ok(())
}

/// The path to the first string inside `v`, the value of the top-level
/// `key` (of field type `ty`, when it is a field), that holds a placeholder
/// or the redaction mark; at most three levels down, the deepest a field of
/// the tool or a native action nests. Below the top level a key is named
/// only when it is one of the field type's own member names (a step's
/// `label`, a path point's `x`); any other is a value, and not named.
pub(crate) fn find_withheld<'a>(
    key: &'a str,
    ty: Option<FieldType>,
    v: &Value,
) -> Option<Vec<Seg<'a>>> {
    fn walk(v: &Value, ty: Option<FieldType>, depth: usize, path: &mut Vec<Seg<'_>>) -> bool {
        let visit = |seg, m: &Value, path: &mut Vec<Seg<'_>>| {
            path.push(seg);
            let hit = walk(m, ty, depth + 1, path);
            if !hit {
                path.pop();
            }
            hit
        };
        match v {
            Value::String(s) => is_withheld_marker(s),
            Value::Array(a) if depth < 3 => a
                .iter()
                .enumerate()
                .any(|(i, m)| visit(Seg::Index(i), m, path)),
            Value::Object(o) if depth < 3 => o.iter().any(|(k, m)| {
                let seg = match ty.and_then(|t| catalog::member_name(t, k)) {
                    Some(name) if depth == 1 => Seg::Name(name),
                    _ => Seg::Nested,
                };
                visit(seg, m, path)
            }),
            _ => false,
        }
    }
    let mut path = vec![Seg::Top(key)];
    walk(v, ty, 0, &mut path).then_some(path)
}

fn invalid(action: &'static str, path: &[Seg<'_>], ty: &FieldType) -> Error {
    Error::new(ErrorKind::InvalidValue)
        .action(action)
        .at(path)
        .expected(ty)
}

fn char_count_in(s: &str, min: usize, max: usize) -> bool {
    // Each char takes 1 to 4 bytes: skip the count when the byte length decides.
    if s.len() < min || s.len() / 4 > max {
        return false;
    }
    (min..=max).contains(&s.chars().count())
}

fn integer(v: &Value) -> Option<i128> {
    v.as_i64()
        .map(i128::from)
        .or_else(|| v.as_u64().map(i128::from))
}

fn check_value(action: &'static str, key: &str, ty: &FieldType, v: &Value) -> Result<(), Error> {
    let ok = match *ty {
        FieldType::Text { min, max } => v.as_str().is_some_and(|s| char_count_in(s, min, max)),
        FieldType::StableId => v.as_str().is_some_and(is_stable_id),
        FieldType::Integer { min, max } => integer(v)
            .is_some_and(|n| n >= i128::from(min) && max.map_or(true, |m| n <= i128::from(m))),
        FieldType::Number { min, max } => v.as_f64().is_some_and(|n| (min..=max).contains(&n)),
        FieldType::Bool => v.is_boolean(),
        FieldType::IntArray { len, min } => v.as_array().is_some_and(|a| {
            a.len() == len
                && a.iter().all(|m| {
                    // Members must fit the typed call: u64 when bounded below
                    // by zero, i64 otherwise.
                    match min {
                        Some(lo) => m.as_u64().is_some_and(|n| i128::from(n) >= i128::from(lo)),
                        None => m.as_i64().is_some(),
                    }
                })
        }),
        FieldType::Enum(members) => v.as_str().is_some_and(|s| members.contains(&s)),
        FieldType::Steps => return check_steps(action, key, ty, v),
        // Native action types: no field of the tool has them.
        FieldType::KeyList { .. } | FieldType::Path { .. } => false,
    };
    if ok {
        Ok(())
    } else {
        Err(invalid(action, &[Seg::Top(key)], ty))
    }
}

fn check_steps(action: &'static str, key: &str, ty: &FieldType, v: &Value) -> Result<(), Error> {
    let steps = v
        .as_array()
        .filter(|a| (1..=catalog::MAX_STEPS).contains(&a.len()))
        .ok_or_else(|| invalid(action, &[Seg::Top(key)], ty))?;
    for (i, step) in steps.iter().enumerate() {
        let obj = step.as_object().ok_or_else(|| {
            Error::new(ErrorKind::InvalidValue)
                .action(action)
                .at(&[Seg::Top(key), Seg::Index(i)])
                .expected_text("a step object with a label")
        })?;
        // A member that is not one of the step's own is a key the model
        // chose inside a value: the error points at the step, not at it.
        if obj
            .keys()
            .any(|m| !STEP_FIELDS.iter().any(|f| f.name() == m))
        {
            return Err(Error::new(ErrorKind::UnknownField).action(action).at(&[
                Seg::Top(key),
                Seg::Index(i),
                Seg::Nested,
            ]));
        }
        for f in STEP_FIELDS {
            let path = [Seg::Top(key), Seg::Index(i), Seg::Name(f.name())];
            match obj.get(f.name()) {
                None if f.is_required() => {
                    return Err(Error::new(ErrorKind::MissingField)
                        .action(action)
                        .at(&path)
                        .expected(&f.ty()));
                }
                None => {}
                Some(member) => check_value(action, f.name(), &f.ty(), member)
                    .map_err(|_| invalid(action, &path, &f.ty()))?,
            }
        }
    }
    Ok(())
}
