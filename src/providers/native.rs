//! OpenAI native `computer_call` actions: validation of whole batches under
//! a policy, and their model-facing projection.
//!
//! A `computer_call` item carries one `action` or a batch `actions[]`. The
//! whole batch is checked before any action may run: first every action's
//! shape and any replayed placeholder, then every action against the policy.
//! The first failing action refuses the whole batch, and the refusal names
//! its index. The default policy for native actions is observation-only:
//! `screenshot` and `wait` pass, pointer and keyboard actions need
//! `Policy::allow`.
//!
//! ```
//! use cu_projection::native::validate_batch;
//! use cu_projection::policy::Policy;
//! use serde_json::json;
//!
//! let item = json!({"type": "computer_call", "call_id": "call_1", "actions": [
//!     {"type": "screenshot"}, {"type": "click", "button": "left", "x": 10, "y": 20}]});
//! let refusal = validate_batch(&item, &Policy::observation_only()).unwrap_err();
//! assert_eq!(refusal.index, Some(1));
//! assert_eq!(refusal.error.code(), "policy_denied");
//! ```
//!
//! # Choices where the contract is silent
//!
//! - At most 64 actions a batch, 16 keys per list, 4096 path points; `type`
//!   text at most 8000 characters; unknown fields in a native action are
//!   refused.
//! - A native key list is carried in the projection when every key is a key
//!   name and at most one is a bare character.

use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::{Map, Value};

use super::policy::{Policy, PolicyFamily};
use crate::call::error::{Error, ErrorKind};
use crate::call::find_withheld;
use crate::split::projection::{ModelCall, MAX_PROJECTION_BYTES};
use crate::split::rules::{self, placeholder_of, Projected, UnknownKey};
use crate::vocab::catalog::{FieldType, PrivacyClass, MAX_TEXT_CHARS};
use crate::vocab::keys::{bare_characters, MAX_BARE_CHARACTERS};
use crate::vocab::values::Point;
use crate::vocab::wire_enum;

/// Most points a `drag` path may have.
pub const MAX_PATH_POINTS: usize = 4096;
/// Most keys one `keys` list may hold.
pub const MAX_KEYS: usize = 16;
/// Most actions one batch may hold.
pub const MAX_BATCH_ACTIONS: usize = 64;
/// Most characters of `type` text.
pub const MAX_TYPE_CHARS: usize = MAX_TEXT_CHARS;

wire_enum! {
    /// A mouse button of a native `click`, in the order OpenAI documents them.
    pub enum MouseButton {
        /// `left`
        Left = "left",
        /// `right`
        Right = "right",
        /// `wheel` (middle)
        Wheel = "wheel",
        /// `back`
        Back = "back",
        /// `forward`
        Forward = "forward",
    }
}

/// Mouse buttons of `click`, in the order OpenAI documents them.
pub const NATIVE_BUTTONS: &[&str] = MouseButton::NAMES;

/// One field of a native action: its type, whether it is required, and its
/// privacy class (the projection's rule follows from class and type, as for
/// the tool's own fields).
struct NativeField {
    name: &'static str,
    ty: FieldType,
    required: bool,
    privacy: PrivacyClass,
}

const fn native(
    name: &'static str,
    ty: FieldType,
    required: bool,
    privacy: PrivacyClass,
) -> NativeField {
    NativeField {
        name,
        ty,
        required,
        privacy,
    }
}

const REQ: bool = true;
const OPT: bool = false;

/// A pixel coordinate: an integer >= 0.
const COORD: FieldType = FieldType::Integer { min: 0, max: None };
/// A scroll delta: any integer.
const DELTA: FieldType = FieldType::Integer {
    min: i64::MIN,
    max: None,
};
const X: NativeField = native("x", COORD, REQ, PrivacyClass::Geometry);
const Y: NativeField = native("y", COORD, REQ, PrivacyClass::Geometry);
const HELD_KEYS: NativeField = native(
    "keys",
    FieldType::KeyList { max: MAX_KEYS },
    OPT,
    PrivacyClass::KeyName,
);

struct NativeSpec {
    name: &'static str,
    family: PolicyFamily,
    fields: &'static [NativeField],
}

/// `x`, `y` and held modifier keys: `double_click` and `move`.
const AT_POINT: &[NativeField] = &[X, Y, HELD_KEYS];

/// The native action vocabulary: one table, everything else derived.
static NATIVE_ACTIONS: &[NativeSpec] = &[
    NativeSpec {
        name: "click",
        family: PolicyFamily::CoordinatePointer,
        fields: &[
            native(
                "button",
                FieldType::Enum(NATIVE_BUTTONS),
                REQ,
                PrivacyClass::EnumMember,
            ),
            X,
            Y,
            HELD_KEYS,
        ],
    },
    NativeSpec {
        name: "double_click",
        family: PolicyFamily::CoordinatePointer,
        fields: AT_POINT,
    },
    NativeSpec {
        name: "drag",
        family: PolicyFamily::CoordinatePointer,
        fields: &[
            native(
                "path",
                FieldType::Path {
                    max: MAX_PATH_POINTS,
                },
                REQ,
                PrivacyClass::Geometry,
            ),
            HELD_KEYS,
        ],
    },
    NativeSpec {
        name: "keypress",
        family: PolicyFamily::CoordinateKeyboard,
        fields: &[native(
            "keys",
            FieldType::KeyList { max: MAX_KEYS },
            REQ,
            PrivacyClass::KeyName,
        )],
    },
    NativeSpec {
        name: "move",
        family: PolicyFamily::CoordinatePointer,
        fields: AT_POINT,
    },
    NativeSpec {
        name: "screenshot",
        family: PolicyFamily::Observation,
        fields: &[],
    },
    NativeSpec {
        name: "scroll",
        family: PolicyFamily::CoordinatePointer,
        fields: &[
            X,
            Y,
            native("scroll_x", DELTA, REQ, PrivacyClass::Geometry),
            native("scroll_y", DELTA, REQ, PrivacyClass::Geometry),
            HELD_KEYS,
        ],
    },
    NativeSpec {
        name: "type",
        family: PolicyFamily::CoordinateKeyboard,
        fields: &[native(
            "text",
            FieldType::Text {
                min: 0,
                max: MAX_TYPE_CHARS,
            },
            REQ,
            PrivacyClass::Withheld,
        )],
    },
    NativeSpec {
        name: "wait",
        family: PolicyFamily::Observation,
        fields: &[],
    },
];

fn spec(name: &str) -> Option<&'static NativeSpec> {
    NATIVE_ACTIONS.iter().find(|s| s.name == name)
}

/// One validated native action.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
#[allow(missing_docs)] // fields are the wire fields, documented on each variant
pub enum NativeAction {
    /// `click {button, x, y, keys?}`: `keys` are modifiers held.
    Click {
        button: MouseButton,
        at: Point,
        keys: Option<Vec<String>>,
    },
    /// `double_click {x, y, keys?}`
    DoubleClick {
        at: Point,
        keys: Option<Vec<String>>,
    },
    /// `drag {path: [{x, y}, ...], keys?}`
    Drag {
        path: Vec<Point>,
        keys: Option<Vec<String>>,
    },
    /// `keypress {keys}`: the keys pressed together.
    Keypress { keys: Vec<String> },
    /// `move {x, y, keys?}`
    Move {
        at: Point,
        keys: Option<Vec<String>>,
    },
    /// `screenshot`
    Screenshot,
    /// `scroll {x, y, scroll_x, scroll_y, keys?}`
    Scroll {
        at: Point,
        scroll_x: i64,
        scroll_y: i64,
        keys: Option<Vec<String>>,
    },
    /// `type {text}`
    Type { text: String },
    /// `wait`
    Wait,
}

impl NativeAction {
    /// The action's `type` on the wire.
    pub fn kind(&self) -> &'static str {
        match self {
            NativeAction::Click { .. } => "click",
            NativeAction::DoubleClick { .. } => "double_click",
            NativeAction::Drag { .. } => "drag",
            NativeAction::Keypress { .. } => "keypress",
            NativeAction::Move { .. } => "move",
            NativeAction::Screenshot => "screenshot",
            NativeAction::Scroll { .. } => "scroll",
            NativeAction::Type { .. } => "type",
            NativeAction::Wait => "wait",
        }
    }

    /// The policy family, from the native table.
    pub fn policy_family(&self) -> PolicyFamily {
        spec(self.kind()).map_or(PolicyFamily::CoordinatePointer, |s| s.family)
    }

    /// Parses one native action object strictly: replayed placeholders
    /// first, then unknown fields, missing fields, and each field's type.
    pub fn from_value(value: &Value) -> Result<Self, Error> {
        let obj = value
            .as_object()
            .ok_or_else(|| Error::new(ErrorKind::NotAnObject))?;
        let kind = match obj.get("type") {
            None => {
                return Err(Error::new(ErrorKind::MissingField)
                    .field("type")
                    .expected_text("a native action type"))
            }
            Some(Value::String(s)) => {
                spec(s).ok_or_else(|| Error::new(ErrorKind::UnsupportedAction).field("type"))?
            }
            Some(_) => {
                return Err(Error::new(ErrorKind::InvalidValue)
                    .field("type")
                    .expected_text("a native action type"))
            }
        };
        let mut keys: Vec<&String> = obj.keys().filter(|k| *k != "type").collect();
        keys.sort();
        for k in &keys {
            let ty = kind
                .fields
                .iter()
                .find(|f| f.name == k.as_str())
                .map(|f| f.ty);
            if let Some(path) = find_withheld(k, ty, &obj[k.as_str()]) {
                return Err(Error::new(ErrorKind::WithheldValue)
                    .action(kind.name)
                    .at(&path));
            }
        }
        for k in &keys {
            if !kind.fields.iter().any(|f| f.name == k.as_str()) {
                return Err(Error::new(ErrorKind::UnknownField)
                    .action(kind.name)
                    .field(k));
            }
        }
        for f in kind.fields {
            match obj.get(f.name) {
                None if f.required => {
                    return Err(Error::new(ErrorKind::MissingField)
                        .action(kind.name)
                        .field(f.name)
                        .expected(&f.ty))
                }
                Some(v) if !valid(f.ty, v) => {
                    return Err(Error::new(ErrorKind::InvalidValue)
                        .action(kind.name)
                        .field(f.name)
                        .expected(&f.ty))
                }
                _ => {}
            }
        }
        Ok(build(kind.name, obj))
    }

    /// The action as wire JSON fields, `type` first, then table order.
    fn wire_fields(&self) -> Vec<(&'static str, Value)> {
        let point = |p: &Point| [("x", Value::from(p.x)), ("y", Value::from(p.y))];
        let keys = |k: &Option<Vec<String>>| k.as_ref().map(|k| ("keys", Value::from(k.clone())));
        let mut out = vec![("type", Value::from(self.kind()))];
        match self {
            NativeAction::Click {
                button,
                at,
                keys: k,
            } => {
                out.push(("button", Value::from(button.as_str())));
                out.extend(point(at));
                out.extend(keys(k));
            }
            NativeAction::DoubleClick { at, keys: k } | NativeAction::Move { at, keys: k } => {
                out.extend(point(at));
                out.extend(keys(k));
            }
            NativeAction::Drag { path, keys: k } => {
                let pts: Vec<Value> = path
                    .iter()
                    .map(|p| serde_json::json!({"x": p.x, "y": p.y}))
                    .collect();
                out.push(("path", Value::from(pts)));
                out.extend(keys(k));
            }
            NativeAction::Keypress { keys: k } => out.push(("keys", Value::from(k.clone()))),
            NativeAction::Scroll {
                at,
                scroll_x,
                scroll_y,
                keys: k,
            } => {
                out.extend(point(at));
                out.push(("scroll_x", Value::from(*scroll_x)));
                out.push(("scroll_y", Value::from(*scroll_y)));
                out.extend(keys(k));
            }
            NativeAction::Type { text } => out.push(("text", Value::from(text.as_str()))),
            NativeAction::Screenshot | NativeAction::Wait => {}
        }
        out
    }
}

impl Serialize for NativeAction {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fields = self.wire_fields();
        let mut map = serializer.serialize_map(Some(fields.len()))?;
        for (k, v) in &fields {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

fn coord(v: &Value) -> Option<u64> {
    v.as_u64()
}

fn path_point(v: &Value) -> Option<Point> {
    let o = v.as_object()?;
    if o.len() != 2 {
        return None;
    }
    Some(Point {
        x: coord(o.get("x")?)?,
        y: coord(o.get("y")?)?,
    })
}

/// Whether `v` is a value of the native field type `ty` (the strict
/// check; the projection's carry rules are the engine's).
fn valid(ty: FieldType, v: &Value) -> bool {
    match ty {
        FieldType::Integer { min, .. } if min >= 0 => coord(v).is_some(),
        FieldType::Integer { .. } => v.as_i64().is_some(),
        FieldType::Enum(members) => v.as_str().is_some_and(|s| members.contains(&s)),
        FieldType::KeyList { max } => v
            .as_array()
            .is_some_and(|a| (1..=max).contains(&a.len()) && a.iter().all(Value::is_string)),
        FieldType::Path { max } => v.as_array().is_some_and(|a| {
            (1..=max).contains(&a.len()) && a.iter().all(|p| path_point(p).is_some())
        }),
        FieldType::Text { max, .. } => v
            .as_str()
            .is_some_and(|s| s.len() / 4 <= max && s.chars().count() <= max),
        _ => false,
    }
}

/// Builds the typed action from a checked object. Fields that fail to
/// convert cannot occur after `valid`; they read as zero or empty rather
/// than panic.
fn build(kind: &str, obj: &Map<String, Value>) -> NativeAction {
    let at = || Point {
        x: obj.get("x").and_then(coord).unwrap_or(0),
        y: obj.get("y").and_then(coord).unwrap_or(0),
    };
    let strings = |v: Option<&Value>| -> Option<Vec<String>> {
        v.and_then(Value::as_array).map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
    };
    let keys = || strings(obj.get("keys"));
    let int = |k: &str| obj.get(k).and_then(Value::as_i64).unwrap_or(0);
    match kind {
        "click" => NativeAction::Click {
            button: obj
                .get("button")
                .and_then(Value::as_str)
                .and_then(MouseButton::from_wire)
                .unwrap_or(MouseButton::Left),
            at: at(),
            keys: keys(),
        },
        "double_click" => NativeAction::DoubleClick {
            at: at(),
            keys: keys(),
        },
        "drag" => NativeAction::Drag {
            path: obj
                .get("path")
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(path_point).collect())
                .unwrap_or_default(),
            keys: keys(),
        },
        "keypress" => NativeAction::Keypress {
            keys: keys().unwrap_or_default(),
        },
        "move" => NativeAction::Move {
            at: at(),
            keys: keys(),
        },
        "scroll" => NativeAction::Scroll {
            at: at(),
            scroll_x: int("scroll_x"),
            scroll_y: int("scroll_y"),
            keys: keys(),
        },
        "type" => NativeAction::Type {
            text: obj
                .get("text")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
        },
        "wait" => NativeAction::Wait,
        _ => NativeAction::Screenshot,
    }
}

/// A validated batch.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct NativeBatch {
    /// The item's `call_id`, when it has one.
    pub call_id: Option<String>,
    /// The actions, in order.
    pub actions: Vec<NativeAction>,
    /// How many `pending_safety_checks` the item carries; a host must have
    /// them acknowledged before it runs the batch.
    pub pending_safety_checks: usize,
}

/// Why a batch was refused: the error, and the index of the action that
/// caused it (`None` for the item itself).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", match .index { Some(i) => format!("action {i}: {}", .error), None => .error.to_string() })]
#[non_exhaustive]
pub struct BatchRefusal {
    /// The failing action's index in the batch.
    pub index: Option<usize>,
    /// What was wrong with it.
    pub error: Error,
}

fn refusal(index: Option<usize>, error: Error) -> BatchRefusal {
    BatchRefusal { index, error }
}

/// The actions of a `computer_call` item (`actions[]` or one `action`), or
/// of a bare array of actions.
fn batch_actions(item: &Value) -> Result<Vec<&Value>, BatchRefusal> {
    let list = match item {
        Value::Array(a) => a.iter().collect(),
        Value::Object(o) => match (o.get("actions"), o.get("action")) {
            (Some(Value::Array(a)), None) => a.iter().collect(),
            (None, Some(single)) => vec![single],
            (None, None) => return Err(refusal(None, Error::new(ErrorKind::MissingActions))),
            _ => {
                return Err(refusal(
                    None,
                    Error::new(ErrorKind::InvalidValue)
                        .field("actions")
                        .expected_text("an array of actions, or one action, not both"),
                ))
            }
        },
        _ => return Err(refusal(None, Error::new(ErrorKind::NotAnObject))),
    };
    if list.is_empty() || list.len() > MAX_BATCH_ACTIONS {
        return Err(refusal(
            None,
            Error::new(ErrorKind::InvalidValue)
                .field("actions")
                .expected_text("an array of 1 to 64 actions"),
        ));
    }
    Ok(list)
}

/// Validates a whole batch before any action runs: every action's shape and
/// replayed placeholders first, then every action against `policy`. The
/// first failure refuses the batch and names its index.
pub fn validate_batch(item: &Value, policy: &Policy) -> Result<NativeBatch, BatchRefusal> {
    let list = batch_actions(item)?;
    let mut actions = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        actions.push(NativeAction::from_value(v).map_err(|e| refusal(Some(i), e))?);
    }
    for (i, a) in actions.iter().enumerate() {
        policy
            .check_family(a.kind(), a.policy_family())
            .map_err(|e| refusal(Some(i), e))?;
    }
    let call_id = item
        .get("call_id")
        .and_then(Value::as_str)
        .map(str::to_owned);
    let pending_safety_checks = item
        .get("pending_safety_checks")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    Ok(NativeBatch {
        call_id,
        actions,
        pending_safety_checks,
    })
}

/// The type of the entry that closes a cut batch projection:
/// `{"type": "omitted", "actions": N}`, N the actions not shown.
pub const OMITTED_TYPE: &str = "omitted";

/// Room kept for the closing `omitted` entry (and the list's commas).
const OMITTED_RESERVE: usize = 64;

/// The model-facing projection of a batch: one projected action per action,
/// by the rules of the call projection (typed text withheld, key names from
/// the vocabulary carried, integer coordinates and paths carried, unknown
/// keys kept with a placeholder when plain, at most 32). Never fails; an
/// item without actions projects to an empty list.
///
/// Serialized, it is at most [`MAX_PROJECTION_BYTES`] for any input: an
/// action that does not fit in what is left has its carried lists (a long
/// drag path) withheld as their placeholders, and when even that does not
/// fit, it and every later action are left out, and a last entry
/// `{"type": "omitted", "actions": N}` says how many.
///
/// ```
/// use cu_projection::native::project_batch;
/// use serde_json::json;
///
/// // A drag path too long to carry is withheld as its placeholder...
/// let drag = json!({"type": "drag", "path": vec![json!({"x": 1000, "y": 700}); 4096]});
/// let model = project_batch(&json!({"type": "computer_call", "actions": [drag]}));
/// assert_eq!(model[0].get("path"), Some(&json!("<many items>")));
///
/// // ...and a batch too long to show is cut, the cut counted.
/// let many = vec![json!({"type": "screenshot"}); 10_000];
/// let model = project_batch(&json!(many));
/// assert!(serde_json::to_string(&model).unwrap().len() <= cu_projection::MAX_PROJECTION_BYTES);
/// let last = model.last().unwrap();
/// assert_eq!(last.get("type"), Some(&json!("omitted")));
/// assert_eq!(last.get("actions").unwrap().as_u64().unwrap() as usize, 10_000 - (model.len() - 1));
/// ```
pub fn project_batch(item: &Value) -> Vec<ModelCall> {
    let list: &[Value] = match item {
        Value::Array(a) => a,
        Value::Object(o) => match (o.get("actions"), o.get("action")) {
            (Some(Value::Array(a)), _) => a,
            (_, Some(single)) => std::slice::from_ref(single),
            _ => &[],
        },
        _ => &[],
    };
    let mut out = Vec::new();
    let mut used = 2; // the brackets
    let mut bare = 0;
    for (i, action) in list.iter().enumerate() {
        let room = MAX_PROJECTION_BYTES.saturating_sub(used + OMITTED_RESERVE);
        let call = within_bare_budget(projected(action), &mut bare);
        let Some((call, size)) = fitted(call, room) else {
            out.push(ModelCall::from_entries(vec![
                ("type".to_owned(), Value::from(OMITTED_TYPE)),
                ("actions".to_owned(), Value::from(list.len() - i)),
            ]));
            return out;
        };
        used += size + 1;
        out.push(call);
    }
    out
}

/// `call` with any carried key list withheld once the batch's lists
/// together would carry more than [`MAX_BARE_CHARACTERS`] bare characters:
/// one key per `keypress`, action after action, would spell typed text.
fn within_bare_budget(call: ModelCall, bare: &mut usize) -> ModelCall {
    let carried = |v: &Value| -> Option<usize> {
        let keys: Option<Vec<&str>> = v.as_array()?.iter().map(Value::as_str).collect();
        keys.map(|k| bare_characters(&k))
    };
    let over =
        call.iter().filter_map(|(_, v)| carried(v)).sum::<usize>() + *bare > MAX_BARE_CHARACTERS;
    if !over {
        *bare += call.iter().filter_map(|(_, v)| carried(v)).sum::<usize>();
        return call;
    }
    ModelCall::from_entries(
        call.iter()
            .map(|(k, v)| {
                let v = match carried(v) {
                    Some(n) if n > 0 => Value::from(placeholder_of(v).into_owned()),
                    _ => v.clone(),
                };
                (k.to_owned(), v)
            })
            .collect(),
    )
}

/// Bytes `call` serializes to.
fn serialized_len(call: &ModelCall) -> usize {
    struct Count(usize);
    impl std::io::Write for Count {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0 += buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count(0);
    // Writing to a counter does not fail.
    let _ = serde_json::to_writer(&mut count, call);
    count.0
}

/// `call` and its size when it fits in `room` bytes, first as projected,
/// then with every carried list (a drag path, a key list) withheld as its
/// placeholder; `None` when even that does not fit.
fn fitted(call: ModelCall, room: usize) -> Option<(ModelCall, usize)> {
    let size = serialized_len(&call);
    if size <= room {
        return Some((call, size));
    }
    let shrunk = ModelCall::from_entries(
        call.iter()
            .map(|(k, v)| {
                let v = match v {
                    Value::Array(_) => Value::from(placeholder_of(v).into_owned()),
                    v => v.clone(),
                };
                (k.to_owned(), v)
            })
            .collect(),
    );
    let size = serialized_len(&shrunk);
    (size <= room).then_some((shrunk, size))
}

/// One native action's projection, by the same rules as the call
/// projection: each field by the rule of its class and type, unknown keys
/// kept with a placeholder when plain (at most 32), `type` shown as sent.
/// At most [`MAX_PROJECTION_BYTES`] serialized: a carried list that would
/// pass it is withheld as its placeholder.
pub fn project_action(value: &Value) -> ModelCall {
    let call = projected(value);
    let whole = serialized_len(&call);
    match fitted(call, MAX_PROJECTION_BYTES) {
        Some((call, _)) => call,
        // Without its lists an action is a few KiB at most (32 short keys,
        // 16 key names); not reached, kept total.
        None => ModelCall::from_entries(vec![
            ("type".to_owned(), Value::from(OMITTED_TYPE)),
            ("actions".to_owned(), Value::from(usize::from(whole > 0))),
        ]),
    }
}

/// [`project_action`] before its bound.
fn projected(value: &Value) -> ModelCall {
    let Some(obj) = value.as_object() else {
        return ModelCall::from_entries(vec![("type".to_owned(), Value::from("unknown"))]);
    };
    let raw = obj.get("type").and_then(Value::as_str);
    let kind = raw.and_then(spec);
    let shown = rules::action_text(raw, kind.map(|s| s.name), &mut Vec::new());
    let mut fields: Vec<(usize, String, Value)> = Vec::new();
    let mut others = Vec::new();
    let mut keys: Vec<&String> = obj.keys().filter(|k| *k != "type").collect();
    keys.sort();
    for k in keys {
        let v = &obj[k.as_str()];
        let field = kind.and_then(|s| s.fields.iter().position(|f| f.name == k.as_str()));
        let projected = match (field, kind) {
            (Some(i), Some(s)) => {
                let f = &s.fields[i];
                rules::apply(rules::rule(f.privacy, f.ty), v, &mut Vec::new())
            }
            _ => Projected::Withheld,
        };
        let out = match projected {
            Projected::Node(n) => n.clone(),
            Projected::Text(text) => Value::from(text.into_owned()),
            Projected::Withheld => Value::from(placeholder_of(v).into_owned()),
        };
        match field {
            Some(i) => fields.push((i, k.clone(), out)),
            None => {
                if rules::unknown_key(k, others.len()) == UnknownKey::Keep {
                    others.push((k.clone(), out));
                }
            }
        }
    }
    // `type`, the action's fields in table order, then other keys sorted.
    fields.sort_by_key(|(i, _, _)| *i);
    let mut entries = vec![("type".to_owned(), Value::from(shown.into_owned()))];
    entries.extend(fields.into_iter().map(|(_, k, v)| (k, v)));
    entries.extend(others);
    ModelCall::from_entries(entries)
}
