//! Typed errors with stable codes and messages that never hold a value.
//!
//! Error text is written into the transcript and read by the model, so a
//! message names only what the catalog defines (action names, field names,
//! what a field takes) and positions in the input; never an argument value, and
//! never a key the model invented unless that key is a plain identifier.

use std::fmt;

use crate::vocab::catalog::{self, FieldType};
use crate::vocab::wire_enum;

wire_enum! {
    /// The stable, machine-readable code of an [`Error`].
    ///
    /// Codes are part of the public contract: a host may branch on them, and
    /// they never change meaning between releases.
    #[non_exhaustive]
    pub enum ErrorCode {
        /// The action is not one of the catalog's actions.
        UnsupportedAction = "unsupported_action",
        /// The call must name a current observation and does not: the model
        /// has to observe again and pass the new `observation_id`.
        ReobserveRequired = "reobserve_required",
        /// An argument holds a placeholder or the redaction mark: the model
        /// is replaying its own transcript instead of sending a value.
        WithheldValueReplayed = "withheld_value_replayed",
        /// The arguments do not have the shape the action takes.
        InvalidArguments = "invalid_arguments",
        /// The input text is not valid JSON, or nests deeper than the parser
        /// accepts.
        InvalidJson = "invalid_json",
        /// A JSON object in the input repeats a key.
        DuplicateKey = "duplicate_key",
        /// The host's safety policy does not allow the action.
        PolicyDenied = "policy_denied",
        /// The call names an observation older than the current one.
        StaleFrame = "stale_frame",
        /// The call names an app or window other than the observation's target.
        TargetMismatch = "target_mismatch",
        /// The same mutating action on the same observation, again.
        DuplicateAction = "duplicate_action",
        /// The screen is locked; nothing runs until it is unlocked.
        ScreenLocked = "screen_locked",
        /// The turn reached a blocked URL; nothing runs until the turn ends.
        BlockedUrl = "blocked_url",
        /// The session has ended.
        NoActiveSession = "no_active_session",
        /// A mutating call is in flight: wait for its result before the next
        /// action.
        OutcomePending = "outcome_pending",
    }
}

/// Precisely what went wrong. Each kind belongs to one [`ErrorCode`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The call is not a JSON object.
    NotAnObject,
    /// The call has no `action`.
    MissingAction,
    /// `action` is not a string.
    ActionNotString,
    /// `action` is not a catalog action.
    UnsupportedAction,
    /// The action needs `observation_id` and the call has none.
    MissingObservation,
    /// An argument holds a placeholder (`<text>`, `<point>`, `<text:12>`, ...)
    /// or the redaction mark `[redacted]`.
    WithheldValue,
    /// A field only a host adds (`approvalClass`, `element_identity`, ...).
    HostOnlyField,
    /// A camelCase spelling of a field the tool names in `snake_case`.
    CamelCaseField,
    /// A field the action does not accept.
    UnknownField,
    /// A field the action requires is missing.
    MissingField,
    /// `observe` or `screenshot` without `app` or `window_id`.
    MissingTarget,
    /// A field has the wrong type or an out-of-range value.
    InvalidValue,
    /// The input text is not valid JSON.
    InvalidJson,
    /// The input nests deeper than [`MAX_JSON_DEPTH`](crate::MAX_JSON_DEPTH).
    TooDeep,
    /// An object in the input repeats a key.
    DuplicateKey,
    /// Keys no action of the tool accepts (the OpenAI strict adapter lists
    /// them all).
    UnknownFields,
    /// A provider payload without the part that holds the actions (a
    /// `computer_call` item without `action` or `actions`).
    MissingActions,
    /// The host's safety policy does not allow the action's family.
    PolicyDenied,
    /// The ledger waits for a new observation: none yet, or the last one was
    /// spent by a mutating action or invalidated by an event.
    ObservationNeeded,
    /// The call names an observation that is not the newest.
    StaleFrame,
    /// The call's `app` or `window_id` differs from the observation's target.
    TargetMismatch,
    /// The same mutating action on the same observation was already admitted.
    DuplicateAction,
    /// The screen is locked.
    ScreenLocked,
    /// The turn reached a blocked URL.
    BlockedUrl,
    /// The session has ended.
    NoActiveSession,
    /// A host event that is not one of the typed events or outcomes (free
    /// text is never matched).
    UnknownEvent,
    /// A mutating call was admitted and its outcome is not recorded yet.
    OutcomePending,
    /// The host records an observation under an id this session already used.
    ObservationIdReused,
}

impl ErrorKind {
    /// The stable code this kind reports.
    pub fn code(self) -> ErrorCode {
        use ErrorKind as K;
        match self {
            K::UnsupportedAction => ErrorCode::UnsupportedAction,
            K::MissingObservation => ErrorCode::ReobserveRequired,
            K::WithheldValue => ErrorCode::WithheldValueReplayed,
            K::NotAnObject
            | K::MissingAction
            | K::ActionNotString
            | K::HostOnlyField
            | K::CamelCaseField
            | K::UnknownField
            | K::MissingField
            | K::MissingTarget
            | K::InvalidValue
            | K::UnknownFields
            | K::MissingActions => ErrorCode::InvalidArguments,
            K::PolicyDenied => ErrorCode::PolicyDenied,
            K::ObservationNeeded => ErrorCode::ReobserveRequired,
            K::StaleFrame => ErrorCode::StaleFrame,
            K::TargetMismatch => ErrorCode::TargetMismatch,
            K::DuplicateAction => ErrorCode::DuplicateAction,
            K::ScreenLocked => ErrorCode::ScreenLocked,
            K::BlockedUrl => ErrorCode::BlockedUrl,
            K::NoActiveSession => ErrorCode::NoActiveSession,
            K::UnknownEvent | K::ObservationIdReused => ErrorCode::InvalidArguments,
            K::OutcomePending => ErrorCode::OutcomePending,
            K::InvalidJson | K::TooDeep => ErrorCode::InvalidJson,
            K::DuplicateKey => ErrorCode::DuplicateKey,
        }
    }
}

/// An error from parsing a call or its JSON text.
///
/// `Display` gives a lowercase single phrase for the model: it names the
/// action and the field (or JSON pointer) and what the field takes, and never
/// contains an argument value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Message(self))]
pub struct Error {
    kind: ErrorKind,
    action: Option<&'static str>,
    pointer: Option<String>,
    /// The pointer stops short of where the error is: the rest of the path
    /// runs through keys the input chose, which are values and not named.
    pointer_cut: bool,
    detail: Detail,
}

/// The part of a message that depends on the kind.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Detail {
    None,
    /// What the field takes, derived from the catalog.
    Expected(String),
    /// The snake_case name to use instead of a camelCase one.
    UseInstead(&'static str),
    /// Where in the JSON text.
    /// The line of the JSON text (never a column: one inside or after a
    /// string would tell the string's length).
    Line(usize),
    /// Key names safe to show, sorted, and how many others were not shown.
    Names {
        shown: Vec<String>,
        hidden: usize,
    },
    /// The policy family that is not enabled.
    Family(&'static str),
}

impl Error {
    pub(crate) fn new(kind: ErrorKind) -> Self {
        Error {
            kind,
            action: None,
            pointer: None,
            pointer_cut: false,
            detail: Detail::None,
        }
    }

    pub(crate) fn action(mut self, action: &'static str) -> Self {
        self.action = Some(action);
        self
    }

    /// Points at a top-level field. Only names that are safe to show are kept.
    pub(crate) fn field(self, name: &str) -> Self {
        self.at(&[Seg::Top(name)])
    }

    /// Points at the value `path` leads to, as far as its names may be
    /// shown.
    pub(crate) fn at(mut self, path: &[Seg<'_>]) -> Self {
        (self.pointer, self.pointer_cut) = pointer_of(path);
        self
    }

    pub(crate) fn expected(mut self, ty: &FieldType) -> Self {
        self.detail = Detail::Expected(describe(ty));
        self
    }

    pub(crate) fn expected_text(mut self, what: &'static str) -> Self {
        self.detail = Detail::Expected(what.to_owned());
        self
    }

    pub(crate) fn use_instead(mut self, snake: &'static str) -> Self {
        self.detail = Detail::UseInstead(snake);
        self
    }

    pub(crate) fn names(mut self, names: &[&str]) -> Self {
        let mut shown: Vec<String> = names
            .iter()
            .filter(|n| shown_key(n).is_some())
            .map(|n| (*n).to_owned())
            .collect();
        shown.sort();
        let hidden = names.len() - shown.len();
        self.detail = Detail::Names { shown, hidden };
        self
    }

    pub(crate) fn family(mut self, family: &'static str) -> Self {
        self.detail = Detail::Family(family);
        self
    }

    pub(crate) fn line(mut self, line: usize) -> Self {
        self.detail = Detail::Line(line);
        self
    }

    /// The precise kind of error.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The stable code (`code().as_str()` is its wire name,
    /// `invalid_arguments`, ...; it also compares equal to that string).
    pub fn code(&self) -> ErrorCode {
        self.kind.code()
    }

    /// The catalog action the call named, when it named one.
    pub fn action_name(&self) -> Option<&'static str> {
        self.action
    }

    /// A JSON pointer (RFC 6901) to the offending field, such as `/text` or
    /// `/steps/2/label`, when there is one and its keys are safe to show.
    pub fn json_pointer(&self) -> Option<&str> {
        self.pointer.as_deref()
    }

    /// The top-level field the error is about, when there is one.
    pub fn field_name(&self) -> Option<&str> {
        let p = self.pointer.as_deref()?.strip_prefix('/')?;
        Some(p.split('/').next().unwrap_or(p))
    }

    fn subject(&self) -> &str {
        self.action.unwrap_or("call")
    }

    /// The pointer written for a person: `steps/2/label` rather than `/steps/2/label`.
    fn path(&self) -> Option<&str> {
        self.pointer.as_deref().map(|p| p.trim_start_matches('/'))
    }
}

/// Renders an [`Error`]'s message; `Display` of `Error` goes through it.
struct Message<'a>(&'a Error);

impl fmt::Display for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind as K;
        let e = self.0;
        let act = e.subject();
        let path = e.path();
        // One arm per kind: this match is the message table.
        match (e.kind, &e.detail, path) {
            // Records the host hands in (observations, tool results) are
            // named; anything else is a call.
            (K::NotAnObject, ..) if matches!(e.action, Some("observation" | "tool result")) => {
                write!(f, "{act} must be a json object")
            }
            (K::NotAnObject, ..) => f.write_str("call arguments must be a json object"),
            (K::MissingAction, ..) => {
                f.write_str("missing field action: name one of the tool's actions")
            }
            (K::ActionNotString, ..) => {
                f.write_str("field action must be a string naming one of the tool's actions")
            }
            (K::UnsupportedAction, ..) => {
                f.write_str("unsupported action: name one of the tool's actions")
            }
            (K::MissingObservation, ..) => write!(
                f,
                "{act} requires observation_id: observe again and pass the new observation_id"
            ),
            (K::WithheldValue, _, Some(p)) => write!(
                f,
                "{act} field {p} holds a value withheld from the transcript: send the actual value"
            ),
            (K::WithheldValue, ..) => write!(
                f,
                "{act} holds a value withheld from the transcript: send the actual value"
            ),
            (K::HostOnlyField, _, Some(p)) => {
                write!(f, "{act} does not accept host-only field {p}")
            }
            (K::HostOnlyField, ..) => write!(f, "{act} does not accept a host-only field"),
            (K::CamelCaseField, Detail::UseInstead(snake), _) => {
                write!(
                    f,
                    "{act} does not accept camelCase field names: write {snake}"
                )
            }
            (K::CamelCaseField, ..) => {
                write!(f, "{act} does not accept camelCase field names")
            }
            (K::UnknownField, _, Some(p)) if e.pointer_cut => {
                write!(f, "{act} field {p} holds a key it does not accept")
            }
            (K::UnknownField, _, Some(p)) => write!(f, "{act} does not accept field {p}"),
            (K::UnknownField, ..) => write!(f, "{act} does not accept an unknown field"),
            (K::MissingField, Detail::Expected(e), Some(p)) => {
                write!(f, "{act} requires field {p} ({e})")
            }
            (K::MissingField, _, Some(p)) => write!(f, "{act} requires field {p}"),
            (K::MissingField, ..) => write!(f, "{act} is missing a required field"),
            (K::MissingTarget, ..) => write!(f, "{act} requires app or window_id"),
            (K::InvalidValue, Detail::Expected(e), Some(p)) => {
                write!(f, "{act} field {p} must be {e}")
            }
            (K::InvalidValue, _, Some(p)) => write!(f, "{act} field {p} has an invalid value"),
            (K::InvalidValue, ..) => write!(f, "{act} has a field with an invalid value"),
            (K::InvalidJson, Detail::Line(line), _) => {
                write!(f, "input is not valid json (line {line})")
            }
            (K::InvalidJson, ..) => f.write_str("input is not valid json"),
            (K::TooDeep, ..) => write!(
                f,
                "input nests deeper than {} levels",
                super::json::MAX_JSON_DEPTH
            ),
            (K::DuplicateKey, _, Some(p)) if e.pointer_cut => {
                write!(f, "input repeats a key inside {p}")
            }
            (K::DuplicateKey, _, Some(p)) => write!(f, "input repeats key {p}"),
            (K::DuplicateKey, ..) => f.write_str("input repeats a key in one object"),
            (K::UnknownFields, Detail::Names { shown, hidden }, _) => {
                let mut list = shown.join(", ");
                match (shown.is_empty(), *hidden) {
                    (_, 0) => {}
                    (true, n) => list = format!("{n} not shown"),
                    (false, n) => list.push_str(&format!(" and {n} not shown")),
                }
                write!(f, "{act} has fields no action accepts: {list}")
            }
            (K::UnknownFields, ..) => write!(f, "{act} has fields no action accepts"),
            (K::MissingActions, ..) => {
                f.write_str("computer_call item has neither action nor actions")
            }
            (K::PolicyDenied, Detail::Family(family), _) => write!(
                f,
                "{act} is refused by the host's safety policy: {family} actions are not enabled"
            ),
            (K::PolicyDenied, ..) => write!(f, "{act} is refused by the host's safety policy"),
            (K::ObservationNeeded, ..) => write!(
                f,
                "{act} needs a current observation: the screen may have changed, observe again and pass the new observation_id"
            ),
            (K::StaleFrame, ..) => write!(
                f,
                "{act} names an observation that is no longer current: observe again and pass the newest observation_id"
            ),
            (K::TargetMismatch, _, Some(p)) => write!(
                f,
                "{act} field {p} names a different target than its observation: observe the target you mean to act on"
            ),
            (K::TargetMismatch, ..) => write!(
                f,
                "{act} names a different target than its observation: observe the target you mean to act on"
            ),
            (K::DuplicateAction, ..) => write!(
                f,
                "{act} repeats an action already taken on this observation: observe again to see its effect"
            ),
            (K::ScreenLocked, ..) => write!(
                f,
                "{act} cannot run while the screen is locked: wait for the user to unlock it"
            ),
            (K::BlockedUrl, ..) => write!(
                f,
                "{act} cannot run: this turn reached a blocked url and has stopped"
            ),
            (K::NoActiveSession, ..) => {
                write!(f, "{act} cannot run: the computer use session has ended")
            }
            (K::UnknownEvent, _, Some(p)) => {
                write!(f, "host event field {p} is not one of the typed events or outcomes")
            }
            (K::UnknownEvent, ..) => {
                f.write_str("host event is not one of the typed events or outcomes")
            }
            (K::OutcomePending, ..) => write!(
                f,
                "{act} must wait: the previous action's result has not arrived yet, wait for it before acting again"
            ),
            (K::ObservationIdReused, ..) => {
                f.write_str("host event field observation_id repeats an id this session already used")
            }
        }
    }
}

/// Whether a key may be named in error text: a catalog field (either
/// spelling), a host-only field, or a plain identifier.
pub(crate) fn shown_key(key: &str) -> Option<&str> {
    let known = catalog::field_def(key).is_some()
        || catalog::snake_for_camel(key).is_some()
        || catalog::HOST_ONLY_FIELDS.contains(&key)
        || key == "action";
    (known || crate::text::is_showable_key(key)).then_some(key)
}

/// One step of the path to a value, by where its name comes from. Below
/// the top level only the crate's own names are ever shown: a key the input
/// chose there is part of a value (`"text": {"my_pin_4417": 1}`).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Seg<'a> {
    /// A key of the top-level object: shown when it is a catalog name, a
    /// host-only field, or a plain key that holds no secret.
    Top(&'a str),
    /// An array index.
    Index(usize),
    /// A name from one of the crate's own tables (a step member, `x`/`y`,
    /// an observation field): shown.
    Name(&'static str),
    /// A key below the top level that the input chose: never shown.
    Nested,
}

/// An RFC 6901 pointer to as much of `path` as may be shown, and whether
/// it stops short of the end. `None` when not even the first step may be.
pub(crate) fn pointer_of(path: &[Seg<'_>]) -> (Option<String>, bool) {
    let mut out = String::new();
    for (i, seg) in path.iter().enumerate() {
        let shown = match *seg {
            Seg::Top(key) => shown_key(key),
            Seg::Name(name) => Some(name),
            Seg::Index(n) => {
                out.push('/');
                out.push_str(itoa::Buffer::new().format(n));
                continue;
            }
            Seg::Nested => None,
        };
        match shown {
            Some(name) => {
                out.push('/');
                out.push_str(name);
            }
            None => return ((!out.is_empty()).then_some(out), i < path.len()),
        }
    }
    ((!out.is_empty()).then_some(out), false)
}
/// What a field of this type takes, in words. Derived from the catalog only.
pub(crate) fn describe(ty: &FieldType) -> String {
    match *ty {
        FieldType::Text { min: 0, max } => format!("a string of at most {max} characters"),
        FieldType::Text { min, max } => format!("a string of {min} to {max} characters"),
        FieldType::StableId => {
            "an identifier of 1 to 256 letters, digits or . _ : - as the observation gave it"
                .to_owned()
        }
        FieldType::Integer {
            min: i64::MIN,
            max: None,
        } => "an integer".to_owned(),
        FieldType::Integer { min, max: None } => format!("an integer >= {min}"),
        FieldType::Integer {
            min,
            max: Some(max),
        } => format!("an integer from {min} to {max}"),
        FieldType::Number { min, max } => format!("a number from {min} to {max}"),
        FieldType::Bool => "true or false".to_owned(),
        FieldType::IntArray { len, min: Some(m) } => {
            format!("an array of {len} integers >= {m}")
        }
        FieldType::IntArray { len, min: None } => format!("an array of {len} integers"),
        FieldType::Enum(members) => format!("one of {}", members.join(", ")),
        FieldType::Steps => format!(
            "an array of 1 to {} step objects with a label",
            catalog::MAX_STEPS
        ),
        FieldType::KeyList { max } => format!("an array of 1 to {max} key names"),
        FieldType::Path { max } => {
            format!("an array of 1 to {max} points {{x, y}} with integers >= 0")
        }
    }
}
