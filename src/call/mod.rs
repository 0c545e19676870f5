//! The typed call, its strict parser, and the crate's errors.
//!
//! [`ComputerUseCall`] has one variant per catalog action. Its variants and
//! their field types are not written here: they are expanded from the
//! catalog's action and field tables, so the typed call cannot list an
//! action or a field the catalog does not. [`ComputerUseCall::from_value`]
//! accepts exactly what the wire schema accepts and refuses
//! replayed placeholders; every failure is an [`Error`].
//!
//! - `error`: [`Error`], [`ErrorCode`], [`ErrorKind`], and which keys an
//!   error may name;
//! - `json`: strict JSON text reading (repeated keys refused, nesting
//!   bounded);
//! - `parse`: the strict parser.

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::vocab::catalog::{self, action_table, canonical_rank, field_table};
use crate::vocab::values::{Point, Position, Region, ScrollDirection, Size, StableId, Step};
use crate::vocab::values::{StepAction, WindowOp};

pub(crate) mod error;
pub(crate) mod json;
mod parse;

pub use error::{Error, ErrorCode, ErrorKind};
pub(crate) use parse::find_withheld;

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
        Value::from(self.as_str())
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

/// The Rust type of each field, by wire name, from the catalog's field table.
macro_rules! field_types {
    ($( $name:ident $camel:literal [$ty:expr] [$rust:ty] $elsewhere:ident ),+ $(,)?) => {
        #[allow(non_camel_case_types)]
        mod field_type {
            use super::*;
            $( pub(super) type $name = $rust; )+
        }
    };
}
field_table!(field_types);

/// A field's type in a variant: required fields are the value, optional and
/// one-of fields an `Option` of it.
macro_rules! variant_field {
    (Required $name:ident) => { field_type::$name };
    (Optional $name:ident) => { Option<field_type::$name> };
    (OneOf $name:ident) => { Option<field_type::$name> };
}

/// The typed call, from the catalog's action table.
macro_rules! typed_call {
    ($(
        $(#[$doc:meta])*
        $variant:ident $wire:literal $family:ident $approval:ident $observing:ident {
            $($field:ident : $presence:ident $privacy:ident),* $(,)?
        }
    ),+ $(,)?) => {
        /// A call the strict parser accepted: one variant per catalog action,
        /// fields named as on the wire. The variants are generated from the
        /// catalog's tables, so they list exactly the catalog's actions and
        /// fields.
        ///
        /// Build one with [`ComputerUseCall::from_value`] or
        /// [`ComputerUseCall::from_json`]; turn it back into wire JSON with
        /// [`ComputerUseCall::to_value`] or `serde_json::to_string` (fields in
        /// canonical order).
        #[derive(Debug, Clone, PartialEq)]
        #[non_exhaustive]
        #[allow(missing_docs)] // fields are documented by the catalog and the schema
        pub enum ComputerUseCall {
            $( $(#[$doc])* $variant { $($field: variant_field!($presence $field)),* } ),+
        }

        impl ComputerUseCall {
            /// The action's wire name.
            pub fn action_name(&self) -> &'static str {
                match self { $( Self::$variant { .. } => $wire ),+ }
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

            /// The call's fields as `(wire name, value)`, in catalog order.
            fn wire_fields(&self) -> Vec<(&'static str, WireOut)> {
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
action_table!(typed_call);

impl ComputerUseCall {
    /// The call's catalog entry.
    pub fn catalog_entry(&self) -> &'static catalog::Action {
        // Every variant is expanded from a catalog entry, so the lookup
        // finds it; the fallback keeps this total without a panic path.
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
