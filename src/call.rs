//! The typed call: one variant per catalog action, with typed fields.

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::catalog;
use crate::error::{Error, ErrorKind};

/// A stable identifier minted by the host: 1 to 256 characters from
/// `A-Z a-z 0-9 . _ : -` (`obs-7`, `e12`, a UUID).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StableId(String);

impl StableId {
    /// Checks `s` and wraps it, or `None` when it is not a stable identifier.
    pub fn new(s: &str) -> Option<Self> {
        is_stable_id(s).then(|| StableId(s.to_owned()))
    }
    /// The identifier.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Whether `s` matches `^[A-Za-z0-9._:-]{1,256}$`.
pub fn is_stable_id(s: &str) -> bool {
    (1..=256).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'))
}

/// A pixel `[x, y]` in screenshot coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Point {
    /// Pixels from the left edge.
    pub x: u64,
    /// Pixels from the top edge.
    pub y: u64,
}

/// A screenshot region `[x1, y1, x2, y2]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Region {
    /// Left edge.
    pub x1: u64,
    /// Top edge.
    pub y1: u64,
    /// Right edge.
    pub x2: u64,
    /// Bottom edge.
    pub y2: u64,
}

/// A window's top-left corner `[x, y]` in screen points; may be negative.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Points from the main display's left edge.
    pub x: i64,
    /// Points from the main display's top edge.
    pub y: i64,
}

/// A window size `[width, height]` in screen points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Size {
    /// Width.
    pub width: u64,
    /// Height.
    pub height: u64,
}

macro_rules! wire_enum {
    ($(#[$doc:meta])* $name:ident from $table:ident { $($(#[$vdoc:meta])* $variant:ident),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vdoc])* $variant),+ }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl $name {
            const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The wire name, read from the catalog's table.
            pub fn as_str(self) -> &'static str {
                catalog::$table[self as usize]
            }
            /// The member with this wire name.
            pub fn from_wire(s: &str) -> Option<Self> {
                catalog::$table
                    .iter()
                    .position(|m| *m == s)
                    .and_then(|i| Self::ALL.get(i).copied())
            }
        }
    };
}

wire_enum! {
    /// Which way to scroll.
    ScrollDirection from SCROLL_DIRECTIONS {
        /// `up`
        Up,
        /// `down`
        Down,
        /// `left`
        Left,
        /// `right`
        Right,
    }
}

wire_enum! {
    /// What `window_action` does to the window.
    WindowOp from WINDOW_ACTIONS {
        /// `move`: needs `position`.
        Move,
        /// `resize`: needs `size`.
        Resize,
        /// `minimize`
        Minimize,
    }
}

wire_enum! {
    /// What an `element_sequence` step does.
    StepAction from STEP_ACTIONS {
        /// `click`
        Click,
        /// `set_value`: writes the step's `value`.
        SetValue,
    }
}

/// One step of `element_sequence`. Serializes as its wire object, members
/// in schema order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The element's label as the observation shows it.
    pub label: String,
    /// The element's role, to tell apart elements with the same label.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// What to do (`do` on the wire).
    #[serde(rename = "do", skip_serializing_if = "Option::is_none")]
    pub action: Option<StepAction>,
    /// The value `set_value` writes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// A field's wire form: JSON, or steps kept typed so they serialize with
/// their members in schema order (a `serde_json::Map` would sort them).
#[derive(Debug, Clone)]
pub(crate) enum WireOut {
    Json(Value),
    Steps(Vec<Step>),
}

impl WireOut {
    fn into_value(self) -> Value {
        match self {
            WireOut::Json(v) => v,
            WireOut::Steps(steps) => Value::Array(steps.iter().map(step_value).collect()),
        }
    }
}

fn step_value(s: &Step) -> Value {
    let mut o = Map::new();
    o.insert("label".into(), Value::from(s.label.as_str()));
    if let Some(r) = &s.role {
        o.insert("role".into(), Value::from(r.as_str()));
    }
    if let Some(a) = s.action {
        o.insert("do".into(), Value::from(a.as_str()));
    }
    if let Some(v) = &s.value {
        o.insert("value".into(), Value::from(v.as_str()));
    }
    Value::Object(o)
}

impl Serialize for WireOut {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            WireOut::Json(v) => v.serialize(serializer),
            WireOut::Steps(steps) => steps.serialize(serializer),
        }
    }
}

/// Converts between a wire value and a typed field. Values reach `from_wire`
/// only after the parser has checked them against the catalog's field type,
/// so `None` there means the two disagree, which the parser reports as an
/// invalid value rather than a panic.
pub(crate) trait WireValue: Sized {
    fn from_wire(v: &Value) -> Option<Self>;
    fn to_wire(&self) -> Value;
    fn to_out(&self) -> WireOut {
        WireOut::Json(self.to_wire())
    }
}

impl WireValue for String {
    fn from_wire(v: &Value) -> Option<Self> {
        v.as_str().map(str::to_owned)
    }
    fn to_wire(&self) -> Value {
        Value::String(self.clone())
    }
}

impl WireValue for StableId {
    fn from_wire(v: &Value) -> Option<Self> {
        StableId::new(v.as_str()?)
    }
    fn to_wire(&self) -> Value {
        Value::String(self.0.clone())
    }
}

impl WireValue for u64 {
    fn from_wire(v: &Value) -> Option<Self> {
        v.as_u64()
    }
    fn to_wire(&self) -> Value {
        Value::from(*self)
    }
}

impl WireValue for f64 {
    fn from_wire(v: &Value) -> Option<Self> {
        v.as_f64()
    }
    fn to_wire(&self) -> Value {
        // Canonical form: a whole number of seconds is written as an integer,
        // so `2` and `2.0` both come back as `2`. The parser admits only
        // finite numbers from 0 to 60, which both branches represent exactly.
        if self.fract() == 0.0 && (0.0..=60.0).contains(self) {
            return Value::from(*self as u64);
        }
        serde_json::Number::from_f64(*self).map_or(Value::Null, Value::Number)
    }
}

impl WireValue for bool {
    fn from_wire(v: &Value) -> Option<Self> {
        v.as_bool()
    }
    fn to_wire(&self) -> Value {
        Value::Bool(*self)
    }
}

fn u64s<const N: usize>(v: &Value) -> Option<[u64; N]> {
    let a = v.as_array()?;
    let mut out = [0u64; N];
    if a.len() != N {
        return None;
    }
    for (slot, n) in out.iter_mut().zip(a) {
        *slot = n.as_u64()?;
    }
    Some(out)
}

impl WireValue for Point {
    fn from_wire(v: &Value) -> Option<Self> {
        let [x, y] = u64s::<2>(v)?;
        Some(Point { x, y })
    }
    fn to_wire(&self) -> Value {
        Value::from(vec![self.x, self.y])
    }
}

impl WireValue for Region {
    fn from_wire(v: &Value) -> Option<Self> {
        let [x1, y1, x2, y2] = u64s::<4>(v)?;
        Some(Region { x1, y1, x2, y2 })
    }
    fn to_wire(&self) -> Value {
        Value::from(vec![self.x1, self.y1, self.x2, self.y2])
    }
}

impl WireValue for Size {
    fn from_wire(v: &Value) -> Option<Self> {
        let [width, height] = u64s::<2>(v)?;
        Some(Size { width, height })
    }
    fn to_wire(&self) -> Value {
        Value::from(vec![self.width, self.height])
    }
}

impl WireValue for Position {
    fn from_wire(v: &Value) -> Option<Self> {
        match v.as_array()?.as_slice() {
            [x, y] => Some(Position {
                x: x.as_i64()?,
                y: y.as_i64()?,
            }),
            _ => None,
        }
    }
    fn to_wire(&self) -> Value {
        Value::from(vec![self.x, self.y])
    }
}

impl WireValue for ScrollDirection {
    fn from_wire(v: &Value) -> Option<Self> {
        Self::from_wire(v.as_str()?)
    }
    fn to_wire(&self) -> Value {
        Value::from(self.as_str())
    }
}

impl WireValue for WindowOp {
    fn from_wire(v: &Value) -> Option<Self> {
        Self::from_wire(v.as_str()?)
    }
    fn to_wire(&self) -> Value {
        Value::from(self.as_str())
    }
}

impl WireValue for Vec<Step> {
    fn from_wire(v: &Value) -> Option<Self> {
        v.as_array()?
            .iter()
            .map(|s| {
                let o = s.as_object()?;
                let text = |k: &str| o.get(k).and_then(Value::as_str).map(str::to_owned);
                Some(Step {
                    label: text("label")?,
                    role: text("role"),
                    action: match o.get("do") {
                        Some(d) => Some(StepAction::from_wire(d.as_str()?)?),
                        None => None,
                    },
                    value: text("value"),
                })
            })
            .collect()
    }
    fn to_wire(&self) -> Value {
        Value::Array(self.iter().map(step_value).collect())
    }
    fn to_out(&self) -> WireOut {
        WireOut::Steps(self.clone())
    }
}

/// A field of a variant: required (`T`) or optional (`Option<T>`).
pub(crate) trait WireField: Sized {
    fn read(obj: &Map<String, Value>, action: &'static str, name: &str) -> Result<Self, Error>;
    fn write(&self, name: &'static str, out: &mut Vec<(&'static str, WireOut)>);
}

fn convert<T: WireValue>(v: &Value, action: &'static str, name: &str) -> Result<T, Error> {
    T::from_wire(v).ok_or_else(|| {
        let err = Error::new(ErrorKind::InvalidValue)
            .action(action)
            .field(name);
        match catalog::field_def(name) {
            Some(def) => err.expected(&def.ty()),
            None => err,
        }
    })
}

impl<T: WireValue> WireField for T {
    fn read(obj: &Map<String, Value>, action: &'static str, name: &str) -> Result<Self, Error> {
        match obj.get(name) {
            Some(v) => convert(v, action, name),
            None => Err(Error::new(ErrorKind::MissingField)
                .action(action)
                .field(name)),
        }
    }
    fn write(&self, name: &'static str, out: &mut Vec<(&'static str, WireOut)>) {
        out.push((name, self.to_out()));
    }
}

impl<T: WireValue> WireField for Option<T> {
    fn read(obj: &Map<String, Value>, action: &'static str, name: &str) -> Result<Self, Error> {
        obj.get(name).map(|v| convert(v, action, name)).transpose()
    }
    fn write(&self, name: &'static str, out: &mut Vec<(&'static str, WireOut)>) {
        if let Some(v) = self {
            out.push((name, v.to_out()));
        }
    }
}

macro_rules! calls {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $wire:literal { $($field:ident : $ty:ty),* $(,)? }
    ),+ $(,)?) => {
        /// A call the strict parser accepted: one variant per catalog action,
        /// fields named as on the wire.
        ///
        /// Build one with [`ComputerUseCall::parse`] or
        /// [`ComputerUseCall::from_json_slice`]; turn it back into wire JSON with
        /// [`ComputerUseCall::to_value`] or `serde_json::to_string` (fields in
        /// canonical order).
        #[derive(Debug, Clone, PartialEq)]
        #[non_exhaustive]
        #[allow(missing_docs)] // fields are documented by the catalog and the schema
        pub enum ComputerUseCall {
            $( $(#[$doc])* $variant { $($field: $ty),* } ),+
        }

        impl ComputerUseCall {
            /// The action's wire name.
            pub fn action_name(&self) -> &'static str {
                match self { $( Self::$variant { .. } => $wire ),+ }
            }

            /// The fields each variant declares, in declaration order, by
            /// action name. Tests hold this equal to the catalog.
            #[doc(hidden)]
            pub fn declared_fields(action: &str) -> Option<&'static [&'static str]> {
                match action {
                    $( $wire => Some(&[$(stringify!($field)),*]), )+
                    _ => None,
                }
            }

            pub(crate) fn from_checked(
                action: &'static str,
                obj: &Map<String, Value>,
            ) -> Result<Self, Error> {
                match action {
                    $( $wire => Ok(Self::$variant {
                        $($field: WireField::read(obj, action, stringify!($field))?),*
                    }), )+
                    _ => Err(Error::new(ErrorKind::UnsupportedAction)),
                }
            }

            /// The call's fields as `(wire name, value)`, in declaration order.
            pub(crate) fn wire_fields(&self) -> Vec<(&'static str, WireOut)> {
                let mut out = Vec::new();
                match self {
                    $( Self::$variant { $($field),* } => {
                        $( WireField::write($field, stringify!($field), &mut out); )*
                    } )+
                }
                out
            }
        }
    };
}

calls! {
    /// `list_apps`: the running apps and their windows.
    ListApps = "list_apps" {},
    /// `launch_app`: start or bring forward an app.
    LaunchApp = "launch_app" { app: String, window_id: Option<u64> },
    /// `observe`: read a window's accessibility tree.
    Observe = "observe" {
        app: Option<String>, window_id: Option<u64>,
        include_screenshot: Option<bool>, query: Option<String>, menu: Option<String>,
    },
    /// `click_element`: press an element of the observation.
    ClickElement = "click_element" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, element_id: StableId,
    },
    /// `set_value`: write a value into an element.
    SetValue = "set_value" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, element_id: StableId, value: String,
    },
    /// `select_text`: select text inside an element.
    SelectText = "select_text" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, element_id: StableId, text: String,
    },
    /// `secondary_action`: perform a named accessibility action.
    SecondaryAction = "secondary_action" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, element_id: StableId, text: String,
    },
    /// `scroll_element`: scroll inside an element.
    ScrollElement = "scroll_element" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, element_id: StableId,
        scroll_direction: ScrollDirection, scroll_amount: Option<u64>,
    },
    /// `window_action`: move, resize or minimize a window.
    WindowAction = "window_action" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, window_action: WindowOp, element_id: Option<StableId>,
        position: Option<Position>, size: Option<Size>,
    },
    /// `element_sequence`: several element steps on one observation.
    ElementSequence = "element_sequence" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, steps: Vec<Step>,
    },
    /// `press_key`: press keys with an element focused.
    PressKey = "press_key" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, text: String, element_id: Option<StableId>,
    },
    /// `screenshot`: capture a window.
    Screenshot = "screenshot" { app: Option<String>, window_id: Option<u64> },
    /// `cursor_position`: where the pointer is.
    CursorPosition = "cursor_position" { app: Option<String>, window_id: Option<u64> },
    /// `mouse_move`: move the pointer.
    MouseMove = "mouse_move" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point,
    },
    /// `left_click`, with modifier keys held in `text`.
    LeftClick = "left_click" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point, text: Option<String>,
    },
    /// `right_click`, with modifier keys held in `text`.
    RightClick = "right_click" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point, text: Option<String>,
    },
    /// `middle_click`, with modifier keys held in `text`.
    MiddleClick = "middle_click" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point, text: Option<String>,
    },
    /// `double_click`, with modifier keys held in `text`.
    DoubleClick = "double_click" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point, text: Option<String>,
    },
    /// `triple_click`, with modifier keys held in `text`.
    TripleClick = "triple_click" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point, text: Option<String>,
    },
    /// `left_mouse_down`: press the left button and keep it down.
    LeftMouseDown = "left_mouse_down" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point,
    },
    /// `left_mouse_up`: release the left button.
    LeftMouseUp = "left_mouse_up" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point,
    },
    /// `left_click_drag`: drag from `start_coordinate` to `coordinate`.
    LeftClickDrag = "left_click_drag" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, start_coordinate: Point, coordinate: Point,
        text: Option<String>,
    },
    /// `type`: type text.
    Type = "type" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, text: String,
    },
    /// `key`: press keys.
    Key = "key" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, text: String,
    },
    /// `hold_key`: hold keys for `duration` seconds.
    HoldKey = "hold_key" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, text: String, duration: Option<f64>,
    },
    /// `scroll`: scroll at a point.
    Scroll = "scroll" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, coordinate: Point,
        scroll_direction: Option<ScrollDirection>, scroll_amount: Option<u64>,
        text: Option<String>,
    },
    /// `wait`: wait for time to pass or text to appear or go.
    Wait = "wait" {
        app: Option<String>, window_id: Option<u64>,
        duration: Option<f64>, observation_id: Option<StableId>,
        wait_for_text: Option<String>, wait_for_text_gone: Option<String>,
    },
    /// `zoom`: capture a region at full resolution.
    Zoom = "zoom" {
        app: Option<String>, window_id: Option<u64>,
        observation_id: StableId, region: Region,
    },
}

impl ComputerUseCall {
    /// The call's catalog entry.
    pub fn catalog_entry(&self) -> &'static catalog::Action {
        // Every variant's wire name is a catalog name (tests hold the two equal);
        // the fallback keeps this total without a panic path.
        catalog::action(self.action_name()).unwrap_or(&catalog::ACTIONS[0])
    }

    /// The call as wire JSON (a `serde_json::Value` object).
    pub fn to_value(&self) -> Value {
        let mut map = Map::new();
        for (k, v) in self.canonical_fields() {
            map.insert(k.to_owned(), v.into_value());
        }
        Value::Object(map)
    }

    /// `action` first, then the fields in the canonical order the projection
    /// also uses.
    fn canonical_fields(&self) -> Vec<(&'static str, WireOut)> {
        let mut fields = self.wire_fields();
        fields.sort_by_key(|(name, _)| canonical_rank(Some(self.catalog_entry()), name));
        let mut out = Vec::with_capacity(fields.len() + 1);
        out.push(("action", WireOut::Json(Value::from(self.action_name()))));
        out.extend(fields);
        out
    }
}

/// Where a field goes in canonical output: `app`, `window_id`,
/// `observation_id`, `element_id`, then the action's other fields in catalog
/// order, then anything else (callers break that tie by name).
pub(crate) fn canonical_rank(action: Option<&catalog::Action>, name: &str) -> usize {
    match catalog::field_def(name) {
        Some(def) => field_rank(action, def),
        None => usize::MAX,
    }
}

/// [`canonical_rank`] for a field definition.
pub(crate) fn field_rank(action: Option<&catalog::Action>, def: &catalog::FieldDef) -> usize {
    const LEAD: [&str; 4] = ["app", "window_id", "observation_id", "element_id"];
    if let Some(i) = LEAD.iter().position(|l| *l == def.name()) {
        return i;
    }
    action
        .and_then(|a| {
            a.fields()
                .filter(|f| !LEAD.contains(&f.name()))
                .position(|f| std::ptr::eq(f.def(), def))
        })
        .map_or(usize::MAX, |i| LEAD.len() + i)
}

impl Serialize for ComputerUseCall {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fields = self.canonical_fields();
        let mut map = serializer.serialize_map(Some(fields.len()))?;
        for (k, v) in &fields {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}
