//! The action catalog: the one table that declares the tool's vocabulary.
//!
//! [`ACTIONS`] lists every action the `maka_computer` tool accepts, in wire
//! order (the order of the schema's `action` enum). [`FIELDS`] lists every
//! argument the tool accepts with its type. Everything else in the crate that
//! needs to know an action's family, approval class, fields or the privacy
//! class of an argument reads it from here; nothing else writes an action list.
//!
//! ```
//! use cu_projection::catalog::{self, ApprovalClass, Family, Presence, PrivacyClass};
//!
//! let press_key = catalog::action("press_key").unwrap();
//! assert_eq!(press_key.family(), Family::Semantic);
//! assert_eq!(press_key.approval_class(false), ApprovalClass::KeyboardMutation);
//! assert!(!press_key.is_observing());
//!
//! // `text` means six things under one name; for press_key it is a key name.
//! let text = press_key.field("text").unwrap();
//! assert_eq!(text.presence(), Presence::Required);
//! assert_eq!(text.privacy(), PrivacyClass::KeyName);
//! assert_eq!(catalog::action("type").unwrap().field("text").unwrap().privacy(),
//!            PrivacyClass::Withheld);
//! ```

use std::fmt;

use once_cell::sync::Lazy;

/// Where an action sits in the tool's vocabulary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Family {
    /// Finds or opens a target: `list_apps`, `launch_app`, `observe`.
    Opener,
    /// Names an element of an observation's accessibility tree.
    Semantic,
    /// Names a pixel, or acts on the screen as a whole.
    Coordinate,
}

impl Family {
    /// The family's name in `snake_case`.
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Opener => "opener",
            Family::Semantic => "semantic",
            Family::Coordinate => "coordinate",
        }
    }
}

/// What a person approves when they approve a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum ApprovalClass {
    /// Reads metadata: app lists, cursor position, the accessibility tree as text.
    MetadataRead,
    /// Captures pixels of the screen.
    ScreenshotRead,
    /// Moves or presses the pointer.
    PointerMutation,
    /// Types or presses keys.
    KeyboardMutation,
    /// Acts on a named element or window, or launches an app. Also the class
    /// of any action the catalog does not know, so an unknown action is
    /// approved as the most consequential kind.
    SemanticMutation,
}

impl ApprovalClass {
    /// The class's wire name, as the approval summary writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            ApprovalClass::MetadataRead => "metadata_read",
            ApprovalClass::ScreenshotRead => "screenshot_read",
            ApprovalClass::PointerMutation => "pointer_mutation",
            ApprovalClass::KeyboardMutation => "keyboard_mutation",
            ApprovalClass::SemanticMutation => "semantic_mutation",
        }
    }
}

impl fmt::Display for ApprovalClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How an action's approval class is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Approval {
    Fixed(ApprovalClass),
    /// `observe`: a screenshot read exactly when `include_screenshot` is `true`.
    ScreenshotWhenRequested,
}

/// Why an argument's value may or may not reach the model-facing projection.
///
/// Every field of every action has exactly one class; the parity tests fail
/// when the schema declares a field the catalog has not classed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PrivacyClass {
    /// Names a target or an observation the model already holds: `app`,
    /// `window_id`, `observation_id`, `element_id`.
    Identifier,
    /// Integer geometry the model wrote: coordinates, regions, positions, sizes.
    Geometry,
    /// Key names from the closed key-name vocabulary.
    KeyName,
    /// An accessibility action name (`AXPress`, `show_menu`).
    ElementActionName,
    /// A member of a closed enum (`scroll_direction`, `window_action`).
    EnumMember,
    /// A number or a boolean the model chose.
    NumberOrBool,
    /// A predicate the model wrote to find something (`query`, `wait_for_text`).
    ModelPredicate,
    /// `element_sequence` steps, projected member by member.
    Steps,
    /// Typed text, written values and screen content: never carried.
    Withheld,
}

impl PrivacyClass {
    /// The class's name in `snake_case`, as telemetry reports it.
    pub fn as_str(self) -> &'static str {
        match self {
            PrivacyClass::Identifier => "identifier",
            PrivacyClass::Geometry => "geometry",
            PrivacyClass::KeyName => "key_name",
            PrivacyClass::ElementActionName => "element_action_name",
            PrivacyClass::EnumMember => "enum_member",
            PrivacyClass::NumberOrBool => "number_or_bool",
            PrivacyClass::ModelPredicate => "model_predicate",
            PrivacyClass::Steps => "steps",
            PrivacyClass::Withheld => "withheld",
        }
    }

    /// Whether a value of this class may be carried to the model (subject to
    /// the class's own check). Only [`PrivacyClass::Withheld`] never is.
    pub fn is_plain(self) -> bool {
        self != PrivacyClass::Withheld
    }
}

/// Whether an action needs a field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Presence {
    /// The call must carry the field.
    Required,
    /// The call may carry the field.
    Optional,
    /// The call must carry at least one of the fields marked so (the explicit
    /// target of `observe` and `screenshot`: `app` or `window_id`).
    OneOf,
}

/// The type of a field's value, shared by every action that has the field.
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub enum FieldType {
    /// A string of `min..=max` characters (Unicode scalar values).
    Text {
        /// Fewest characters.
        min: usize,
        /// Most characters.
        max: usize,
    },
    /// A string matching `^[A-Za-z0-9._:-]{1,256}$`.
    StableId,
    /// An integer in `min..=max`.
    Integer {
        /// Smallest value.
        min: i64,
        /// Largest value, if bounded.
        max: Option<i64>,
    },
    /// A number (integer or fraction) in `min..=max`.
    Number {
        /// Smallest value.
        min: f64,
        /// Largest value.
        max: f64,
    },
    /// `true` or `false`.
    Bool,
    /// An array of exactly `len` integers, each at least `min` if bounded.
    IntArray {
        /// Number of members.
        len: usize,
        /// Smallest member, if bounded.
        min: Option<i64>,
    },
    /// One of a closed set of strings.
    Enum(&'static [&'static str]),
    /// The `element_sequence` step list.
    Steps,
}

/// One argument name the tool accepts, with its type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FieldDef {
    name: &'static str,
    camel: &'static str,
    ty: FieldType,
}

impl FieldDef {
    /// The wire name, in `snake_case`.
    pub fn name(&self) -> &'static str {
        self.name
    }
    /// The camelCase spelling a host dialect uses for the same field.
    pub fn camel_name(&self) -> &'static str {
        self.camel
    }
    /// The value's type.
    pub fn ty(&self) -> FieldType {
        self.ty
    }
}

/// Scroll directions, in the order the schema lists them.
pub const SCROLL_DIRECTIONS: &[&str] = &["up", "down", "left", "right"];
/// Window operations of `window_action`, in schema order.
pub const WINDOW_ACTIONS: &[&str] = &["move", "resize", "minimize"];
/// What an `element_sequence` step may do, in schema order.
pub const STEP_ACTIONS: &[&str] = &["click", "set_value"];
/// Most steps an `element_sequence` may carry.
pub const MAX_STEPS: usize = 32;
/// Most characters of typed text or a written value.
pub const MAX_TEXT_CHARS: usize = 8000;

const fn def(name: &'static str, camel: &'static str, ty: FieldType) -> FieldDef {
    FieldDef { name, camel, ty }
}

const SHORT: FieldType = FieldType::Text { min: 1, max: 256 };
const LONG: FieldType = FieldType::Text {
    min: 0,
    max: MAX_TEXT_CHARS,
};
const POINT: FieldType = FieldType::IntArray {
    len: 2,
    min: Some(0),
};

/// Every argument name the tool accepts besides `action`, with its type.
///
/// This is the field vocabulary; [`ACTIONS`] says which action takes which.
pub const FIELDS: &[FieldDef] = &[
    def("app", "app", FieldType::Text { min: 1, max: 512 }),
    def(
        "window_id",
        "windowId",
        FieldType::Integer { min: 1, max: None },
    ),
    def("observation_id", "observationId", FieldType::StableId),
    def("element_id", "elementId", FieldType::StableId),
    def("text", "text", LONG),
    def("value", "value", LONG),
    def("coordinate", "coordinate", POINT),
    def("start_coordinate", "startCoordinate", POINT),
    def(
        "region",
        "region",
        FieldType::IntArray {
            len: 4,
            min: Some(0),
        },
    ),
    def(
        "position",
        "position",
        FieldType::IntArray { len: 2, min: None },
    ),
    def("size", "size", POINT),
    def(
        "scroll_direction",
        "scrollDirection",
        FieldType::Enum(SCROLL_DIRECTIONS),
    ),
    def(
        "scroll_amount",
        "scrollAmount",
        FieldType::Integer {
            min: 0,
            max: Some(100),
        },
    ),
    def(
        "duration",
        "duration",
        FieldType::Number {
            min: 0.0,
            max: 60.0,
        },
    ),
    def("include_screenshot", "includeScreenshot", FieldType::Bool),
    def("query", "query", SHORT),
    def("menu", "menu", SHORT),
    def("wait_for_text", "waitForText", SHORT),
    def("wait_for_text_gone", "waitForTextGone", SHORT),
    def(
        "window_action",
        "windowAction",
        FieldType::Enum(WINDOW_ACTIONS),
    ),
    def("steps", "steps", FieldType::Steps),
];

/// One member of an `element_sequence` step object.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StepField {
    name: &'static str,
    ty: FieldType,
    required: bool,
    privacy: PrivacyClass,
}

impl StepField {
    /// The member's wire name.
    pub fn name(&self) -> &'static str {
        self.name
    }
    /// The member's type.
    pub fn ty(&self) -> FieldType {
        self.ty
    }
    /// Whether every step must carry it.
    pub fn is_required(&self) -> bool {
        self.required
    }
    /// Whether the projection carries it ([`PrivacyClass::ModelPredicate`] for
    /// `role`, [`PrivacyClass::EnumMember`] for `do`) or withholds it.
    pub fn privacy(&self) -> PrivacyClass {
        self.privacy
    }
}

/// The members of an `element_sequence` step, in schema order.
pub const STEP_FIELDS: &[StepField] = &[
    StepField {
        name: "label",
        ty: SHORT,
        required: true,
        privacy: PrivacyClass::Withheld,
    },
    StepField {
        name: "role",
        ty: FieldType::Text { min: 1, max: 64 },
        required: false,
        privacy: PrivacyClass::ModelPredicate,
    },
    StepField {
        name: "do",
        ty: FieldType::Enum(STEP_ACTIONS),
        required: false,
        privacy: PrivacyClass::EnumMember,
    },
    StepField {
        name: "value",
        ty: LONG,
        required: false,
        privacy: PrivacyClass::Withheld,
    },
];

/// Fields a host adds to a call for its own use; never the model's.
pub const HOST_ONLY_FIELDS: &[&str] = &[
    "approvalClass",
    "approval_class",
    "rememberForTurnAllowed",
    "remember_for_turn_allowed",
    "element_identity",
    "elementIdentity",
    "knownAction",
];

/// What a key of a call names. Derived from [`FIELDS`] and
/// [`HOST_ONLY_FIELDS`], indexed once: the projection and the parser look up
/// every key of every call.
#[derive(Debug, Clone, Copy)]
pub(crate) enum KeyKind {
    /// A field's snake_case wire name.
    Field(&'static FieldDef),
    /// A camelCase spelling that differs from the wire name.
    Camel(&'static FieldDef),
    /// A host-only field.
    HostOnly,
}

/// Every known key, bucketed by length: a call's keys are short, and a
/// bucket holds a handful of names, so a lookup is a few short compares with
/// no hashing.
struct KeyIndex {
    by_len: Vec<Vec<(&'static str, KeyKind)>>,
}

impl KeyIndex {
    fn insert(&mut self, name: &'static str, kind: KeyKind) {
        if self.by_len.len() <= name.len() {
            self.by_len.resize_with(name.len() + 1, Vec::new);
        }
        let bucket = &mut self.by_len[name.len()];
        match bucket.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = kind,
            None => bucket.push((name, kind)),
        }
    }
    fn get(&self, key: &str) -> Option<KeyKind> {
        let bucket = self.by_len.get(key.len())?;
        // The first byte rules out most of a bucket without a full compare.
        let first = key.as_bytes().first();
        bucket
            .iter()
            .find(|(n, _)| n.as_bytes().first() == first && *n == key)
            .map(|(_, k)| *k)
    }
}

static KEY_INDEX: Lazy<KeyIndex> = Lazy::new(|| {
    let mut keys = KeyIndex { by_len: Vec::new() };
    for f in FIELDS {
        if f.camel != f.name {
            keys.insert(f.camel, KeyKind::Camel(f));
        }
    }
    for h in HOST_ONLY_FIELDS {
        keys.insert(h, KeyKind::HostOnly);
    }
    // Wire names last: a name that is both wins as a field.
    for f in FIELDS {
        keys.insert(f.name, KeyKind::Field(f));
    }
    keys
});

/// What `key` names, if the catalog knows it (`action` aside).
pub(crate) fn key_kind(key: &str) -> Option<KeyKind> {
    KEY_INDEX.get(key)
}

/// The field definition for a wire name, if the tool accepts that name.
pub fn field_def(name: &str) -> Option<&'static FieldDef> {
    match key_kind(name)? {
        KeyKind::Field(f) => Some(f),
        _ => None,
    }
}

/// The snake_case field a camelCase spelling stands for, when the two differ.
pub fn snake_for_camel(name: &str) -> Option<&'static FieldDef> {
    match key_kind(name)? {
        KeyKind::Camel(f) => Some(f),
        _ => None,
    }
}

/// One field of one action: which field, whether it is needed, and its
/// privacy class for that action.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ActionField {
    def: &'static FieldDef,
    presence: Presence,
    privacy: PrivacyClass,
}

impl ActionField {
    /// The wire name.
    pub fn name(&self) -> &'static str {
        self.def.name
    }
    /// The field's definition (type and spellings).
    pub fn def(&self) -> &'static FieldDef {
        self.def
    }
    /// Whether the action needs it.
    pub fn presence(&self) -> Presence {
        self.presence
    }
    /// Its privacy class for this action.
    pub fn privacy(&self) -> PrivacyClass {
        self.privacy
    }
}

/// How an action takes the explicit target fields `app` and `window_id`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TargetRule {
    /// `list_apps`: no target fields.
    None,
    /// Both optional.
    Optional,
    /// At least one of them (`observe`, `screenshot`).
    OneOf,
    /// `app` required, `window_id` optional (`launch_app`).
    AppRequired,
}

/// One action of the tool.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Action {
    name: &'static str,
    family: Family,
    approval: Approval,
    observing: bool,
    target: TargetRule,
    own: &'static [ActionField],
}

impl Action {
    /// The wire name.
    pub fn name(&self) -> &'static str {
        self.name
    }
    /// The action's family.
    pub fn family(&self) -> Family {
        self.family
    }
    /// Whether the action only observes (reads) and never changes the desktop.
    pub fn is_observing(&self) -> bool {
        self.observing
    }
    /// The approval class. `include_screenshot` is whether the call's
    /// `include_screenshot` is exactly `true`; only `observe` looks at it.
    pub fn approval_class(&self, include_screenshot: bool) -> ApprovalClass {
        match self.approval {
            Approval::Fixed(class) => class,
            Approval::ScreenshotWhenRequested if include_screenshot => {
                ApprovalClass::ScreenshotRead
            }
            Approval::ScreenshotWhenRequested => ApprovalClass::MetadataRead,
        }
    }
    /// Every field the action accepts, in catalog order: `app` and
    /// `window_id` first when the action takes a target, then its own.
    pub fn fields(&self) -> impl Iterator<Item = &'static ActionField> + Clone {
        let target: &'static [ActionField] = match self.target {
            TargetRule::None => &[],
            TargetRule::Optional => &TARGET_OPTIONAL,
            TargetRule::OneOf => &TARGET_ONE_OF,
            TargetRule::AppRequired => &TARGET_APP_REQUIRED,
        };
        target.iter().chain(self.own.iter())
    }
    /// The field named `name`, if the action accepts it.
    pub fn field(&self, name: &str) -> Option<&'static ActionField> {
        self.fields().find(|f| f.name() == name)
    }

    /// The action's entry for a field definition (compared by identity:
    /// every definition lives once, in [`FIELDS`]).
    pub(crate) fn field_for(&self, def: &FieldDef) -> Option<&'static ActionField> {
        self.fields().find(|f| std::ptr::eq(f.def, def))
    }
    /// Whether the call must name the observation it acts on.
    pub fn requires_observation(&self) -> bool {
        self.field("observation_id")
            .is_some_and(|f| f.presence == Presence::Required)
    }
}

const fn field(name: &'static str, presence: Presence, privacy: PrivacyClass) -> ActionField {
    // A const lookup: the field vocabulary is small and this runs at compile time.
    let mut i = 0;
    while i < FIELDS.len() {
        if str_eq(FIELDS[i].name, name) {
            return ActionField {
                def: &FIELDS[i],
                presence,
                privacy,
            };
        }
        i += 1;
    }
    panic!("catalog names a field that FIELDS does not define");
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

use Presence::{OneOf, Optional as Opt, Required as Req};
use PrivacyClass as P;

const TARGET_OPTIONAL: [ActionField; 2] = [
    field("app", Opt, P::Identifier),
    field("window_id", Opt, P::Identifier),
];
const TARGET_ONE_OF: [ActionField; 2] = [
    field("app", OneOf, P::Identifier),
    field("window_id", OneOf, P::Identifier),
];
const TARGET_APP_REQUIRED: [ActionField; 2] = [
    field("app", Req, P::Identifier),
    field("window_id", Opt, P::Identifier),
];

const OBS: ActionField = field("observation_id", Req, P::Identifier);
const ELEMENT: ActionField = field("element_id", Req, P::Identifier);
const COORDINATE: ActionField = field("coordinate", Req, P::Geometry);
const MODIFIERS: ActionField = field("text", Opt, P::KeyName);
const KEYS: ActionField = field("text", Req, P::KeyName);

const fn entry(
    name: &'static str,
    family: Family,
    class: ApprovalClass,
    observing: bool,
    target: TargetRule,
    own: &'static [ActionField],
) -> Action {
    Action {
        name,
        family,
        approval: Approval::Fixed(class),
        observing,
        target,
        own,
    }
}

use ApprovalClass::{
    KeyboardMutation as Keyboard, MetadataRead as Metadata, PointerMutation as Pointer,
    ScreenshotRead as Screenshot, SemanticMutation as SemanticMut,
};
use Family::{Coordinate as Coord, Opener, Semantic};
use TargetRule::{AppRequired, OneOf as TargetOneOf, Optional as Targeted};

const READS: bool = true;
const MUTATES: bool = false;

/// A semantic mutation: names an element of an observation.
const fn semantic(name: &'static str, own: &'static [ActionField]) -> Action {
    entry(name, Semantic, SemanticMut, MUTATES, Targeted, own)
}

/// A coordinate pointer mutation: names a pixel.
const fn pointer(name: &'static str, own: &'static [ActionField]) -> Action {
    entry(name, Coord, Pointer, MUTATES, Targeted, own)
}

/// A coordinate keyboard mutation.
const fn keyboard(name: &'static str, own: &'static [ActionField]) -> Action {
    entry(name, Coord, Keyboard, MUTATES, Targeted, own)
}

/// Every action of the tool, in wire order.
///
/// This is the single source of truth for the action vocabulary.
pub static ACTIONS: &[Action] = &[
    // opener
    entry("list_apps", Opener, Metadata, READS, TargetRule::None, &[]),
    entry("launch_app", Opener, SemanticMut, MUTATES, AppRequired, &[]),
    Action {
        name: "observe",
        family: Opener,
        approval: Approval::ScreenshotWhenRequested,
        observing: READS,
        target: TargetOneOf,
        own: &[
            field("include_screenshot", Opt, P::NumberOrBool),
            field("query", Opt, P::ModelPredicate),
            field("menu", Opt, P::ModelPredicate),
        ],
    },
    // semantic
    semantic("click_element", &[OBS, ELEMENT]),
    semantic(
        "set_value",
        &[OBS, ELEMENT, field("value", Req, P::Withheld)],
    ),
    semantic(
        "select_text",
        &[OBS, ELEMENT, field("text", Req, P::Withheld)],
    ),
    semantic(
        "secondary_action",
        &[OBS, ELEMENT, field("text", Req, P::ElementActionName)],
    ),
    semantic(
        "scroll_element",
        &[
            OBS,
            ELEMENT,
            field("scroll_direction", Req, P::EnumMember),
            field("scroll_amount", Opt, P::NumberOrBool),
        ],
    ),
    semantic(
        "window_action",
        &[
            OBS,
            field("window_action", Req, P::EnumMember),
            field("element_id", Opt, P::Identifier),
            field("position", Opt, P::Geometry),
            field("size", Opt, P::Geometry),
        ],
    ),
    semantic("element_sequence", &[OBS, field("steps", Req, P::Steps)]),
    entry(
        "press_key",
        Semantic,
        Keyboard,
        MUTATES,
        Targeted,
        &[OBS, KEYS, field("element_id", Opt, P::Identifier)],
    ),
    // coordinate
    entry("screenshot", Coord, Screenshot, READS, TargetOneOf, &[]),
    entry("cursor_position", Coord, Metadata, READS, Targeted, &[]),
    pointer("mouse_move", &[OBS, COORDINATE]),
    pointer("left_click", &[OBS, COORDINATE, MODIFIERS]),
    pointer("right_click", &[OBS, COORDINATE, MODIFIERS]),
    pointer("middle_click", &[OBS, COORDINATE, MODIFIERS]),
    pointer("double_click", &[OBS, COORDINATE, MODIFIERS]),
    pointer("triple_click", &[OBS, COORDINATE, MODIFIERS]),
    pointer("left_mouse_down", &[OBS, COORDINATE]),
    pointer("left_mouse_up", &[OBS, COORDINATE]),
    pointer(
        "left_click_drag",
        &[
            OBS,
            field("start_coordinate", Req, P::Geometry),
            COORDINATE,
            MODIFIERS,
        ],
    ),
    keyboard("type", &[OBS, field("text", Req, P::Withheld)]),
    keyboard("key", &[OBS, KEYS]),
    keyboard(
        "hold_key",
        &[OBS, KEYS, field("duration", Opt, P::NumberOrBool)],
    ),
    pointer(
        "scroll",
        &[
            OBS,
            COORDINATE,
            field("scroll_direction", Opt, P::EnumMember),
            field("scroll_amount", Opt, P::NumberOrBool),
            MODIFIERS,
        ],
    ),
    entry(
        "wait",
        Coord,
        Metadata,
        READS,
        Targeted,
        &[
            field("duration", Opt, P::NumberOrBool),
            field("observation_id", Opt, P::Identifier),
            field("wait_for_text", Opt, P::ModelPredicate),
            field("wait_for_text_gone", Opt, P::ModelPredicate),
        ],
    ),
    entry(
        "zoom",
        Coord,
        Screenshot,
        READS,
        Targeted,
        &[OBS, field("region", Req, P::Geometry)],
    ),
];

static ACTION_INDEX: Lazy<Vec<Vec<&'static Action>>> = Lazy::new(|| {
    let mut by_len: Vec<Vec<&'static Action>> = Vec::new();
    for a in ACTIONS {
        if by_len.len() <= a.name.len() {
            by_len.resize_with(a.name.len() + 1, Vec::new);
        }
        by_len[a.name.len()].push(a);
    }
    by_len
});

/// The catalog entry for an action name, if the tool knows it.
pub fn action(name: &str) -> Option<&'static Action> {
    ACTION_INDEX
        .get(name.len())?
        .iter()
        .find(|a| a.name == name)
        .copied()
}

/// The approval class of an action name, [`ApprovalClass::SemanticMutation`]
/// for a name the catalog does not know.
pub fn approval_class_of(name: &str, include_screenshot: bool) -> ApprovalClass {
    action(name).map_or(ApprovalClass::SemanticMutation, |a| {
        a.approval_class(include_screenshot)
    })
}
