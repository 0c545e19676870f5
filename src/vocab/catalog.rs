//! The action catalog: the one declaration of the tool's vocabulary.
//!
//! Two tables declare everything: [`FIELDS`] (every argument the tool
//! accepts, with its type, its camelCase spelling, its Rust type in the
//! typed call, and its privacy class in actions that do not take it) and
//! [`ACTIONS`] (every action in wire order, with its family, approval
//! class, whether it only observes, and each field it takes with its
//! presence and privacy class). Both are written once, as macros, and
//! expanded twice: here into the tables, and in the typed call into
//! [`ComputerUseCall`](crate::ComputerUseCall)'s variants and field types.
//! Everything else that needs an action's family, approval class, fields
//! or the privacy class of an argument reads it from here.
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

use once_cell::sync::Lazy;

use super::values::{ScrollDirection, StepAction, WindowOp};
use super::wire_enum;

wire_enum! {
    /// Where an action sits in the tool's vocabulary.
    #[non_exhaustive]
    pub enum Family {
        /// Finds or opens a target: `list_apps`, `launch_app`, `observe`.
        Opener = "opener",
        /// Names an element of an observation's accessibility tree.
        Semantic = "semantic",
        /// Names a pixel, or acts on the screen as a whole.
        Coordinate = "coordinate",
    }
}

wire_enum! {
    /// What a person approves when they approve a call.
    #[derive(PartialOrd, Ord)]
    #[non_exhaustive]
    pub enum ApprovalClass {
        /// Reads metadata: app lists, cursor position, the accessibility tree as text.
        MetadataRead = "metadata_read",
        /// Captures pixels of the screen.
        ScreenshotRead = "screenshot_read",
        /// Moves or presses the pointer.
        PointerMutation = "pointer_mutation",
        /// Types or presses keys.
        KeyboardMutation = "keyboard_mutation",
        /// Acts on a named element or window, or launches an app. Also the
        /// class of any action the catalog does not know, so an unknown
        /// action is approved as the most consequential kind.
        SemanticMutation = "semantic_mutation",
    }
}

wire_enum! {
    /// Why an argument's value may or may not reach the model-facing
    /// projection. The projection's rule for a value is a function of its
    /// class and its field's type, and nothing else.
    ///
    /// Every field of every action has exactly one class; the parity tests
    /// fail when the schema declares a field the catalog has not classed.
    #[non_exhaustive]
    pub enum PrivacyClass {
        /// Names a target or an observation the model already holds: `app`
        /// (display text), `window_id` (an integer), `observation_id` and
        /// `element_id` (stable identifiers), in any action.
        Identifier = "identifier",
        /// Integer geometry the model wrote: coordinates, regions,
        /// positions, sizes, in any action.
        Geometry = "geometry",
        /// Key names from the closed key-name vocabulary.
        KeyName = "key_name",
        /// An accessibility action name (`AXPress`, `show_menu`).
        ElementActionName = "element_action_name",
        /// An accessibility name from the platform's closed vocabulary,
        /// `^AX[A-Za-z]{1,62}$` (`AXButton`): a step's `role`.
        AccessibilityName = "accessibility_name",
        /// A member of a closed enum (`scroll_direction`, `window_action`).
        EnumMember = "enum_member",
        /// A number or a boolean the model chose.
        NumberOrBool = "number_or_bool",
        /// A predicate the model wrote to find something (`query`, `wait_for_text`).
        ModelPredicate = "model_predicate",
        /// `element_sequence` steps, projected member by member.
        Steps = "steps",
        /// Typed text, written values and screen content: never carried.
        Withheld = "withheld",
    }
}

impl PrivacyClass {
    /// Whether a value of this class may be carried to the model (subject to
    /// the class's own check). Only [`PrivacyClass::Withheld`] never is.
    pub fn is_plain(self) -> bool {
        self != PrivacyClass::Withheld
    }
}

wire_enum! {
    /// Whether an action needs a field.
    #[non_exhaustive]
    pub enum Presence {
        /// The call must carry the field.
        Required = "required",
        /// The call may carry the field.
        Optional = "optional",
        /// The call must carry at least one of the fields marked so (the
        /// explicit target of `observe` and `screenshot`: `app` or `window_id`).
        OneOf = "one_of",
    }
}

/// How an action's approval class is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Approval {
    Fixed(ApprovalClass),
    /// `observe`: a screenshot read exactly when `include_screenshot` is `true`.
    ScreenshotWhenRequested,
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
    /// An array of 1 to `max` key names (OpenAI native actions' `keys`).
    KeyList {
        /// Most keys.
        max: usize,
    },
    /// An array of 1 to `max` points `{x, y}` of integers >= 0 (OpenAI
    /// native `drag`'s `path`).
    Path {
        /// Most points.
        max: usize,
    },
}

/// Scroll directions, in the order the schema lists them.
pub const SCROLL_DIRECTIONS: &[&str] = ScrollDirection::NAMES;
/// Window operations of `window_action`, in schema order.
pub const WINDOW_ACTIONS: &[&str] = WindowOp::NAMES;
/// What an `element_sequence` step may do, in schema order.
pub const STEP_ACTIONS: &[&str] = StepAction::NAMES;
/// Most steps an `element_sequence` may carry.
pub const MAX_STEPS: usize = 32;
/// Most characters of typed text or a written value.
pub const MAX_TEXT_CHARS: usize = 8000;

const SHORT: FieldType = FieldType::Text { min: 1, max: 256 };
const LONG: FieldType = FieldType::Text {
    min: 0,
    max: MAX_TEXT_CHARS,
};
const POINT: FieldType = FieldType::IntArray {
    len: 2,
    min: Some(0),
};

/// The field vocabulary, declared once: wire name, camelCase spelling,
/// type, Rust type in the typed call, and the privacy class the field has
/// in an action that does not take it (or in an action the catalog does
/// not know). Expanded by `$then`.
macro_rules! field_table {
    ($then:ident) => {
        $then! {
            app                "app"               [FieldType::Text { min: 1, max: 512 }]          [String]          Identifier,
            window_id          "windowId"          [FieldType::Integer { min: 1, max: None }]      [u64]             Identifier,
            observation_id     "observationId"     [FieldType::StableId]                           [StableId]        Identifier,
            element_id         "elementId"         [FieldType::StableId]                           [StableId]        Identifier,
            text               "text"              [LONG]                                          [String]          Withheld,
            value              "value"             [LONG]                                          [String]          Withheld,
            coordinate         "coordinate"        [POINT]                                         [Point]           Geometry,
            start_coordinate   "startCoordinate"   [POINT]                                         [Point]           Geometry,
            region             "region"            [FieldType::IntArray { len: 4, min: Some(0) }]  [Region]          Geometry,
            position           "position"          [FieldType::IntArray { len: 2, min: None }]     [Position]        Geometry,
            size               "size"              [POINT]                                         [Size]            Geometry,
            scroll_direction   "scrollDirection"   [FieldType::Enum(SCROLL_DIRECTIONS)]            [ScrollDirection] Withheld,
            scroll_amount      "scrollAmount"      [FieldType::Integer { min: 0, max: Some(100) }] [u64]             Withheld,
            duration           "duration"          [FieldType::Number { min: 0.0, max: 60.0 }]     [f64]             Withheld,
            include_screenshot "includeScreenshot" [FieldType::Bool]                               [bool]            Withheld,
            query              "query"             [SHORT]                                         [String]          Withheld,
            menu               "menu"              [SHORT]                                         [String]          Withheld,
            wait_for_text      "waitForText"       [SHORT]                                         [String]          Withheld,
            wait_for_text_gone "waitForTextGone"   [SHORT]                                         [String]          Withheld,
            window_action      "windowAction"      [FieldType::Enum(WINDOW_ACTIONS)]               [WindowOp]        Withheld,
            steps              "steps"             [FieldType::Steps]                              [Vec<Step>]       Withheld,
        }
    };
}
pub(crate) use field_table;

/// The action vocabulary, declared once, in wire order: variant of the typed
/// call, wire name, family, approval class (`ScreenshotWhenRequested` for
/// `observe`), whether it only observes, and its fields (presence, privacy
/// class) in canonical order. Expanded by `$then`.
macro_rules! action_table {
    ($then:ident) => {
        $then! {
            // opener
            /// `list_apps`: the running apps and their windows.
            ListApps "list_apps" Opener MetadataRead reads {},
            /// `launch_app`: start or bring forward an app.
            LaunchApp "launch_app" Opener SemanticMutation mutates {
                app: Required Identifier, window_id: Optional Identifier,
            },
            /// `observe`: read a window's accessibility tree.
            Observe "observe" Opener ScreenshotWhenRequested reads {
                app: OneOf Identifier, window_id: OneOf Identifier,
                include_screenshot: Optional NumberOrBool,
                query: Optional ModelPredicate, menu: Optional ModelPredicate,
            },
            // semantic
            /// `click_element`: press an element of the observation.
            ClickElement "click_element" Semantic SemanticMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, element_id: Required Identifier,
            },
            /// `set_value`: write a value into an element.
            SetValue "set_value" Semantic SemanticMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, element_id: Required Identifier,
                value: Required Withheld,
            },
            /// `select_text`: select text inside an element.
            SelectText "select_text" Semantic SemanticMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, element_id: Required Identifier,
                text: Required Withheld,
            },
            /// `secondary_action`: perform a named accessibility action.
            SecondaryAction "secondary_action" Semantic SemanticMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, element_id: Required Identifier,
                text: Required ElementActionName,
            },
            /// `scroll_element`: scroll inside an element.
            ScrollElement "scroll_element" Semantic SemanticMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, element_id: Required Identifier,
                scroll_direction: Required EnumMember, scroll_amount: Optional NumberOrBool,
            },
            /// `window_action`: move, resize or minimize a window.
            WindowAction "window_action" Semantic SemanticMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, window_action: Required EnumMember,
                element_id: Optional Identifier, position: Optional Geometry,
                size: Optional Geometry,
            },
            /// `element_sequence`: several element steps on one observation.
            ElementSequence "element_sequence" Semantic SemanticMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, steps: Required Steps,
            },
            /// `press_key`: press keys with an element focused.
            PressKey "press_key" Semantic KeyboardMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, text: Required KeyName,
                element_id: Optional Identifier,
            },
            // coordinate
            /// `screenshot`: capture a window.
            Screenshot "screenshot" Coordinate ScreenshotRead reads {
                app: OneOf Identifier, window_id: OneOf Identifier,
            },
            /// `cursor_position`: where the pointer is.
            CursorPosition "cursor_position" Coordinate MetadataRead reads {
                app: Optional Identifier, window_id: Optional Identifier,
            },
            /// `mouse_move`: move the pointer.
            MouseMove "mouse_move" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
            },
            /// `left_click`, with modifier keys held in `text`.
            LeftClick "left_click" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
                text: Optional KeyName,
            },
            /// `right_click`, with modifier keys held in `text`.
            RightClick "right_click" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
                text: Optional KeyName,
            },
            /// `middle_click`, with modifier keys held in `text`.
            MiddleClick "middle_click" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
                text: Optional KeyName,
            },
            /// `double_click`, with modifier keys held in `text`.
            DoubleClick "double_click" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
                text: Optional KeyName,
            },
            /// `triple_click`, with modifier keys held in `text`.
            TripleClick "triple_click" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
                text: Optional KeyName,
            },
            /// `left_mouse_down`: press the left button and keep it down.
            LeftMouseDown "left_mouse_down" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
            },
            /// `left_mouse_up`: release the left button.
            LeftMouseUp "left_mouse_up" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
            },
            /// `left_click_drag`: drag from `start_coordinate` to `coordinate`.
            LeftClickDrag "left_click_drag" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, start_coordinate: Required Geometry,
                coordinate: Required Geometry, text: Optional KeyName,
            },
            /// `type`: type text.
            Type "type" Coordinate KeyboardMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, text: Required Withheld,
            },
            /// `key`: press keys.
            Key "key" Coordinate KeyboardMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, text: Required KeyName,
            },
            /// `hold_key`: hold keys for `duration` seconds.
            HoldKey "hold_key" Coordinate KeyboardMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, text: Required KeyName,
                duration: Optional NumberOrBool,
            },
            /// `scroll`: scroll at a point.
            Scroll "scroll" Coordinate PointerMutation mutates {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, coordinate: Required Geometry,
                scroll_direction: Optional EnumMember, scroll_amount: Optional NumberOrBool,
                text: Optional KeyName,
            },
            /// `wait`: wait for time to pass or text to appear or go.
            Wait "wait" Coordinate MetadataRead reads {
                app: Optional Identifier, window_id: Optional Identifier,
                duration: Optional NumberOrBool, observation_id: Optional Identifier,
                wait_for_text: Optional ModelPredicate,
                wait_for_text_gone: Optional ModelPredicate,
            },
            /// `zoom`: capture a region at full resolution.
            Zoom "zoom" Coordinate ScreenshotRead reads {
                app: Optional Identifier, window_id: Optional Identifier,
                observation_id: Required Identifier, region: Required Geometry,
            },
        }
    };
}
pub(crate) use action_table;

/// One argument name the tool accepts, with its type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FieldDef {
    id: FieldId,
    name: &'static str,
    camel: &'static str,
    ty: FieldType,
    elsewhere: PrivacyClass,
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
    /// Which field this is.
    pub(crate) fn id(&self) -> FieldId {
        self.id
    }
    /// The field's privacy class in an action that does not take it, or in
    /// an action the catalog does not know: identifiers and geometry keep
    /// their class in any action; every other field is withheld there.
    pub fn privacy_elsewhere(&self) -> PrivacyClass {
        self.elsewhere
    }
}

macro_rules! catalog_fields {
    ($( $name:ident $camel:literal [$ty:expr] [$rust:ty] $elsewhere:ident ),+ $(,)?) => {
        /// Names a field of [`FIELDS`]; its index there.
        #[allow(non_camel_case_types)]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub(crate) enum FieldId {
            $($name),+
        }

        /// Every argument name the tool accepts besides `action`, with its
        /// type. This is the field vocabulary; [`ACTIONS`] says which action
        /// takes which.
        pub static FIELDS: &[FieldDef] = &[$(
            FieldDef {
                id: FieldId::$name,
                name: stringify!($name),
                camel: $camel,
                ty: $ty,
                elsewhere: PrivacyClass::$elsewhere,
            }
        ),+];
    };
}
field_table!(catalog_fields);

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
    /// The member's privacy class: the projection's rule for it follows
    /// from this and its type, as for any field.
    pub fn privacy(&self) -> PrivacyClass {
        self.privacy
    }
}

/// The members of an `element_sequence` step, in schema order.
pub static STEP_FIELDS: &[StepField] = &[
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
        privacy: PrivacyClass::AccessibilityName,
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

/// The members of a point `{x, y}` of an OpenAI native `drag` path.
pub(crate) const POINT_MEMBERS: [&str; 2] = ["x", "y"];

/// `key` as one of the member names a value of type `ty` has (a step's
/// `label`, `role`, `do`, `value`; a path point's `x`, `y`), if it is one.
pub(crate) fn member_name(ty: FieldType, key: &str) -> Option<&'static str> {
    match ty {
        FieldType::Steps => STEP_FIELDS.iter().map(StepField::name).find(|n| *n == key),
        FieldType::Path { .. } => POINT_MEMBERS.into_iter().find(|n| *n == key),
        _ => None,
    }
}

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

/// Names bucketed by length: a call's keys are short and a bucket holds a
/// handful of names, so a lookup is a few short compares with no hashing.
struct ByLength<T> {
    buckets: Vec<Vec<(&'static str, T)>>,
}

impl<T: Copy> ByLength<T> {
    fn new() -> Self {
        ByLength {
            buckets: Vec::new(),
        }
    }
    /// Adds `name`; a name added again replaces the earlier entry.
    fn insert(&mut self, name: &'static str, value: T) {
        if self.buckets.len() <= name.len() {
            self.buckets.resize_with(name.len() + 1, Vec::new);
        }
        let bucket = &mut self.buckets[name.len()];
        match bucket.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => bucket.push((name, value)),
        }
    }
    #[inline]
    fn get(&self, key: &str) -> Option<T> {
        let bucket = self.buckets.get(key.len())?;
        // The first byte rules out most of a bucket without a full compare.
        let first = key.as_bytes().first();
        bucket
            .iter()
            .find(|(n, _)| n.as_bytes().first() == first && *n == key)
            .map(|(_, v)| *v)
    }
}

static KEY_INDEX: Lazy<ByLength<KeyKind>> = Lazy::new(|| {
    let mut keys = ByLength::new();
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
#[inline]
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
    field: FieldId,
    presence: Presence,
    privacy: PrivacyClass,
}

impl ActionField {
    /// The wire name.
    pub fn name(&self) -> &'static str {
        self.def().name
    }
    /// The field's definition (type and spellings).
    pub fn def(&self) -> &'static FieldDef {
        &FIELDS[self.field as usize]
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

/// One action of the tool.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Action {
    name: &'static str,
    family: Family,
    approval: Approval,
    observing: bool,
    fields: &'static [ActionField],
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
    /// Every field the action accepts, in catalog order (`app` and
    /// `window_id` first when the action takes a target).
    pub fn fields(&self) -> impl Iterator<Item = &'static ActionField> + Clone {
        self.fields.iter()
    }
    /// The field named `name`, if the action accepts it.
    pub fn field(&self, name: &str) -> Option<&'static ActionField> {
        self.fields.iter().find(|f| f.name() == name)
    }
    /// Whether the call must name the observation it acts on.
    pub fn requires_observation(&self) -> bool {
        self.field("observation_id")
            .is_some_and(|f| f.presence == Presence::Required)
    }
}

macro_rules! approval {
    (ScreenshotWhenRequested) => {
        Approval::ScreenshotWhenRequested
    };
    ($class:ident) => {
        Approval::Fixed(ApprovalClass::$class)
    };
}

macro_rules! observing {
    (reads) => {
        true
    };
    (mutates) => {
        false
    };
}

macro_rules! catalog_actions {
    ($(
        $(#[$doc:meta])*
        $variant:ident $wire:literal $family:ident $approval:ident $observing:ident {
            $($field:ident : $presence:ident $privacy:ident),* $(,)?
        }
    ),+ $(,)?) => {
        /// Every action of the tool, in wire order: the single source of
        /// truth for the action vocabulary.
        pub static ACTIONS: &[Action] = &[$(
            Action {
                name: $wire,
                family: Family::$family,
                approval: approval!($approval),
                observing: observing!($observing),
                fields: &[$(
                    ActionField {
                        field: FieldId::$field,
                        presence: Presence::$presence,
                        privacy: PrivacyClass::$privacy,
                    }
                ),*],
            }
        ),+];
    };
}
action_table!(catalog_actions);

static ACTION_INDEX: Lazy<ByLength<&'static Action>> = Lazy::new(|| {
    let mut by_len = ByLength::new();
    for a in ACTIONS {
        by_len.insert(a.name, a);
    }
    by_len
});

/// The catalog entry for an action name, if the tool knows it.
#[inline]
pub fn action(name: &str) -> Option<&'static Action> {
    ACTION_INDEX.get(name)
}

/// The approval class of an action name, [`ApprovalClass::SemanticMutation`]
/// for a name the catalog does not know.
pub fn approval_class_of(name: &str, include_screenshot: bool) -> ApprovalClass {
    action(name).map_or(ApprovalClass::SemanticMutation, |a| {
        a.approval_class(include_screenshot)
    })
}

/// The fields every canonical output writes first, in this order: the
/// first four of [`FIELDS`] (a test holds the two equal).
const LEAD: [&str; 4] = ["app", "window_id", "observation_id", "element_id"];

/// Where `def` goes in canonical output for a call of `action`, and its
/// privacy class there, in one pass over the action's fields. The rank is
/// `app`, `window_id`, `observation_id`, `element_id`, then the action's
/// other fields in catalog order, then anything else (`usize::MAX`; callers
/// break that tie by name).
#[inline]
pub(crate) fn locate(action: Option<&Action>, def: &FieldDef) -> (usize, PrivacyClass) {
    let lead = def.id as usize;
    let rank = |others: usize| {
        if lead < LEAD.len() {
            lead
        } else {
            LEAD.len() + others
        }
    };
    let mut others = 0;
    for f in action.map_or(&[][..], |a| a.fields) {
        if f.field == def.id {
            return (rank(others), f.privacy);
        }
        if f.field as usize >= LEAD.len() {
            others += 1;
        }
    }
    let rank = if lead < LEAD.len() { lead } else { usize::MAX };
    (rank, def.elsewhere)
}

/// [`locate`]'s rank by name; `usize::MAX` for a name that is not a field.
pub(crate) fn canonical_rank(action: Option<&Action>, name: &str) -> usize {
    field_def(name).map_or(usize::MAX, |def| locate(action, def).0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lead_fields_are_the_first_four_of_the_field_table() {
        let first: Vec<&str> = FIELDS.iter().take(4).map(|f| f.name).collect();
        assert_eq!(first, LEAD);
    }

    #[test]
    fn ranks_follow_the_lead_fields_then_catalog_order() {
        let press_key = action("press_key").unwrap();
        let rank = |name: &str| canonical_rank(Some(press_key), name);
        // Catalog order is app, window_id, observation_id, text, element_id:
        // element_id leads, text follows.
        assert_eq!(
            ["app", "window_id", "observation_id", "element_id", "text"].map(rank),
            [0, 1, 2, 3, 4]
        );
        assert_eq!(rank("coordinate"), usize::MAX);
        assert_eq!(canonical_rank(None, "element_id"), 3);
        assert_eq!(canonical_rank(None, "text"), usize::MAX);
    }
}
