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

use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::{Map, Value};

use crate::call::Point;
use crate::display::display_text;
use crate::error::{Error, ErrorKind};
use crate::keys::is_key_name;
use crate::parse::{find_withheld, is_plain_key};
use crate::placeholder::placeholder_for;
use crate::policy::{Policy, PolicyFamily};
use crate::projection::{ModelCall, MAX_ACTION_CHARS, MAX_UNKNOWN_KEYS};

/// Most points a `drag` path may have.
pub const MAX_PATH_POINTS: usize = 4096;
/// Most keys one `keys` list may hold.
pub const MAX_KEYS: usize = 16;
/// Most actions one batch may hold.
pub const MAX_BATCH_ACTIONS: usize = 64;
/// Most characters of `type` text.
pub const MAX_TYPE_CHARS: usize = crate::catalog::MAX_TEXT_CHARS;

/// Mouse buttons of `click`, in the order OpenAI documents them.
pub const NATIVE_BUTTONS: &[&str] = &["left", "right", "wheel", "back", "forward"];

/// The type of one native field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NativeType {
    /// An integer >= 0 (`x`, `y`).
    Coord,
    /// Any integer (`scroll_x`, `scroll_y`).
    Delta,
    /// A member of [`NATIVE_BUTTONS`].
    Button,
    /// An array of 1 to [`MAX_KEYS`] key names.
    Keys,
    /// An array of 1 to [`MAX_PATH_POINTS`] `{x, y}` points.
    Path,
    /// Typed text: a string of at most [`MAX_TYPE_CHARS`] characters.
    Text,
}

impl NativeType {
    fn expected(self) -> &'static str {
        match self {
            NativeType::Coord => "an integer >= 0",
            NativeType::Delta => "an integer",
            NativeType::Button => "one of left, right, wheel, back, forward",
            NativeType::Keys => "an array of 1 to 16 key names",
            NativeType::Path => "an array of 1 to 4096 points {x, y} with integers >= 0",
            NativeType::Text => "a string of at most 8000 characters",
        }
    }
}

struct NativeSpec {
    name: &'static str,
    family: PolicyFamily,
    fields: &'static [(&'static str, NativeType, bool)],
}

const REQ: bool = true;
const OPT: bool = false;

/// `x`, `y` and held modifier keys: `double_click` and `move`.
const AT_POINT: &[(&str, NativeType, bool)] = &[
    ("x", NativeType::Coord, REQ),
    ("y", NativeType::Coord, REQ),
    ("keys", NativeType::Keys, OPT),
];

/// The native action vocabulary: one table, everything else derived.
static NATIVE_ACTIONS: &[NativeSpec] = &[
    NativeSpec {
        name: "click",
        family: PolicyFamily::CoordinatePointer,
        fields: &[
            ("button", NativeType::Button, REQ),
            ("x", NativeType::Coord, REQ),
            ("y", NativeType::Coord, REQ),
            ("keys", NativeType::Keys, OPT),
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
            ("path", NativeType::Path, REQ),
            ("keys", NativeType::Keys, OPT),
        ],
    },
    NativeSpec {
        name: "keypress",
        family: PolicyFamily::CoordinateKeyboard,
        fields: &[("keys", NativeType::Keys, REQ)],
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
            ("x", NativeType::Coord, REQ),
            ("y", NativeType::Coord, REQ),
            ("scroll_x", NativeType::Delta, REQ),
            ("scroll_y", NativeType::Delta, REQ),
            ("keys", NativeType::Keys, OPT),
        ],
    },
    NativeSpec {
        name: "type",
        family: PolicyFamily::CoordinateKeyboard,
        fields: &[("text", NativeType::Text, REQ)],
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

/// The native action names, in table order.
pub fn native_action_names() -> impl Iterator<Item = &'static str> {
    NATIVE_ACTIONS.iter().map(|s| s.name)
}

/// A mouse button of a native `click`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MouseButton {
    /// `left`
    Left,
    /// `right`
    Right,
    /// `wheel` (middle)
    Wheel,
    /// `back`
    Back,
    /// `forward`
    Forward,
}

impl MouseButton {
    const ALL: [MouseButton; 5] = [
        MouseButton::Left,
        MouseButton::Right,
        MouseButton::Wheel,
        MouseButton::Back,
        MouseButton::Forward,
    ];
    /// The wire name, from [`NATIVE_BUTTONS`].
    pub fn as_str(self) -> &'static str {
        NATIVE_BUTTONS[self as usize]
    }
    fn from_wire(s: &str) -> Option<Self> {
        let i = NATIVE_BUTTONS.iter().position(|b| *b == s)?;
        Self::ALL.get(i).copied()
    }
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
    pub fn parse(value: &Value) -> Result<Self, Error> {
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
            if let Some(pointer) = find_withheld(k, &obj[k.as_str()]) {
                return Err(Error::new(ErrorKind::WithheldValue)
                    .action(kind.name)
                    .pointer(pointer));
            }
        }
        for k in &keys {
            if !kind.fields.iter().any(|(name, _, _)| name == k) {
                return Err(Error::new(ErrorKind::UnknownField)
                    .action(kind.name)
                    .field(k));
            }
        }
        for (name, ty, required) in kind.fields {
            match obj.get(*name) {
                None if *required => {
                    return Err(Error::new(ErrorKind::MissingField)
                        .action(kind.name)
                        .field(name)
                        .expected_text(ty.expected()))
                }
                Some(v) if !valid(*ty, v) => {
                    return Err(Error::new(ErrorKind::InvalidValue)
                        .action(kind.name)
                        .field(name)
                        .expected_text(ty.expected()))
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

fn valid(ty: NativeType, v: &Value) -> bool {
    match ty {
        NativeType::Coord => coord(v).is_some(),
        NativeType::Delta => v.as_i64().is_some(),
        NativeType::Button => v.as_str().and_then(MouseButton::from_wire).is_some(),
        NativeType::Keys => v
            .as_array()
            .is_some_and(|a| (1..=MAX_KEYS).contains(&a.len()) && a.iter().all(Value::is_string)),
        NativeType::Path => v.as_array().is_some_and(|a| {
            (1..=MAX_PATH_POINTS).contains(&a.len()) && a.iter().all(|p| path_point(p).is_some())
        }),
        NativeType::Text => v
            .as_str()
            .is_some_and(|s| s.len() / 4 <= MAX_TYPE_CHARS && s.chars().count() <= MAX_TYPE_CHARS),
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
        actions.push(NativeAction::parse(v).map_err(|e| refusal(Some(i), e))?);
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

/// [`validate_batch`] under the observation-only policy native batches
/// default to.
pub fn validate_batch_observation_only(item: &Value) -> Result<NativeBatch, BatchRefusal> {
    validate_batch(item, &Policy::observation_only())
}

/// The model-facing projection of a batch: one projected action per action,
/// by the rules of the call projection (typed text withheld, key names from
/// the vocabulary carried, integer coordinates and paths carried, unknown
/// keys kept with a placeholder when plain, at most 32). Never fails; an
/// item without actions projects to an empty list.
pub fn project_batch(item: &Value) -> Vec<ModelCall> {
    let list = match item {
        Value::Array(a) => a.iter().collect(),
        Value::Object(o) => match (o.get("actions"), o.get("action")) {
            (Some(Value::Array(a)), _) => a.iter().collect(),
            (_, Some(single)) => vec![single],
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    list.into_iter().map(project_action).collect()
}

/// Key lists are carried when every key is a key name and at most one of
/// them is a bare character (several characters pressed together are text).
fn carried_keys(v: &Value) -> bool {
    v.as_array().is_some_and(|a| {
        let names: Option<Vec<&str>> = a.iter().map(Value::as_str).collect();
        names.is_some_and(|n| {
            let chars = n.iter().filter(|k| k.chars().count() == 1).count();
            (1..=MAX_KEYS).contains(&n.len()) && chars <= 1 && n.iter().all(|k| is_key_name(k))
        })
    })
}

/// One native action's projection.
pub fn project_action(value: &Value) -> ModelCall {
    let unknown_type = || vec![("type".to_owned(), Value::from("unknown"))];
    let Some(obj) = value.as_object() else {
        return ModelCall::from_entries(unknown_type());
    };
    let raw = obj.get("type").and_then(Value::as_str);
    let shown = raw
        .map(|s| display_text(s, MAX_ACTION_CHARS).0)
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown".to_owned());
    let kind = raw.and_then(spec);
    let mut fields: Vec<(usize, String, Value)> = Vec::new();
    let mut others = Vec::new();
    let mut keys: Vec<&String> = obj.keys().filter(|k| *k != "type").collect();
    keys.sort();
    for k in keys {
        let v = &obj[k.as_str()];
        let field = kind.and_then(|s| s.fields.iter().position(|(n, _, _)| n == k));
        let carried = match (field, kind) {
            (Some(i), Some(s)) => match s.fields[i].1 {
                NativeType::Text => false,
                NativeType::Keys => carried_keys(v),
                ty => valid(ty, v),
            },
            _ => false,
        };
        let out = if carried {
            v.clone()
        } else {
            Value::from(placeholder_for(v))
        };
        match field {
            Some(i) => fields.push((i, k.clone(), out)),
            None if is_plain_key(k) && others.len() < MAX_UNKNOWN_KEYS => {
                others.push((k.clone(), out))
            }
            None => {}
        }
    }
    // `type`, the action's fields in table order, then other keys sorted.
    fields.sort_by_key(|(i, _, _)| *i);
    let mut entries = vec![("type".to_owned(), Value::from(shown))];
    entries.extend(fields.into_iter().map(|(_, k, v)| (k, v)));
    entries.extend(others);
    ModelCall::from_entries(entries)
}
