//! The typed values of the call's fields. The catalog's field table names
//! each field's Rust type from here, and the typed call is built of them.

use serde::Serialize;

use super::names::is_stable_id;
use super::wire_enum;

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

wire_enum! {
    /// Which way to scroll.
    pub enum ScrollDirection {
        /// `up`
        Up = "up",
        /// `down`
        Down = "down",
        /// `left`
        Left = "left",
        /// `right`
        Right = "right",
    }
}

wire_enum! {
    /// What `window_action` does to the window.
    pub enum WindowOp {
        /// `move`: needs `position`.
        Move = "move",
        /// `resize`: needs `size`.
        Resize = "resize",
        /// `minimize`
        Minimize = "minimize",
    }
}

wire_enum! {
    /// What an `element_sequence` step does.
    pub enum StepAction {
        /// `click`
        Click = "click",
        /// `set_value`: writes the step's `value`.
        SetValue = "set_value",
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
