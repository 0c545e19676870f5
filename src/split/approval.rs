//! The approval summary a person decides on, and the approval scope key.
//!
//! Both read only the tool's snake_case names (`action`, `app`, `window_id`,
//! `observation_id`, `include_screenshot`), as the host's JavaScript does: a
//! camelCase `windowId`/`observationId` is the host's display dialect and
//! counts as absent, so a call that imitates the approval dialect is not
//! rememberable and its key names no observation. A stated `approvalClass`
//! is never read: the class follows from the action and
//! `include_screenshot` alone.
//!
//! # Choices where the contract is silent
//!
//! - The scope key treats `41.0` as the integer 41 (as JavaScript does).

use std::borrow::Cow;

use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::Value;

use super::node::Node;
use super::rules::{self, Projected};
use super::write::{push_integer, push_json_string, push_key};
use crate::vocab::catalog::{self, ApprovalClass};

/// What a person approves: the action, its approval class, whether the
/// approval may be remembered for the turn, and the target. It carries no
/// argument values.
///
/// Its strings are borrowed from the call where they need no cleaning
/// ([`into_owned`](Self::into_owned) detaches it; [`Split`](crate::Split)
/// holds an owned one). Serializes in the host's camelCase dialect with
/// exactly these keys, the last three only when present: `action`,
/// `approvalClass`, `rememberForTurnAllowed`, `app`, `windowId`,
/// `observationId`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApprovalSummary<'a> {
    action: &'static str,
    approval_class: ApprovalClass,
    remember_for_turn_allowed: bool,
    app: Option<Cow<'a, str>>,
    window_id: Option<JsInteger>,
    observation_id: Option<Cow<'a, str>>,
}

/// One value of the summary, for the writers that walk its entries.
enum Entry<'s> {
    /// Text from the call (escaped as JSON needs).
    Str(&'s str),
    /// One of the crate's own names (an action, a class): needs no escape.
    Name(&'static str),
    Bool(bool),
    Int(JsInteger),
}

impl<'a> ApprovalSummary<'a> {
    /// The catalog action, or `"unknown"`.
    pub fn action(&self) -> &'static str {
        self.action
    }
    /// The approval class.
    pub fn approval_class(&self) -> ApprovalClass {
        self.approval_class
    }
    /// Whether the host may remember the approval for the rest of the turn.
    pub fn remember_for_turn_allowed(&self) -> bool {
        self.remember_for_turn_allowed
    }
    /// The target app as display text.
    pub fn app(&self) -> Option<&str> {
        self.app.as_deref()
    }
    /// The target window id: the call's `window_id` when JavaScript's
    /// `Number.isInteger` holds for it (`41.0` is `41`), as JavaScript
    /// writes it (`12345678901234567890` is `12345678901234567000`). `None`
    /// also for a whole number of 1e21 or more, which the summary still
    /// names (JavaScript writes it with an exponent) but no integer does.
    pub fn window_id(&self) -> Option<i128> {
        self.window_id.and_then(JsInteger::as_i128)
    }
    /// The observation the call acts on.
    pub fn observation_id(&self) -> Option<&str> {
        self.observation_id.as_deref()
    }

    /// The same summary, owning its strings.
    pub fn into_owned(self) -> ApprovalSummary<'static> {
        ApprovalSummary {
            action: self.action,
            approval_class: self.approval_class,
            remember_for_turn_allowed: self.remember_for_turn_allowed,
            app: self.app.map(|s| Cow::Owned(s.into_owned())),
            window_id: self.window_id,
            observation_id: self.observation_id.map(|s| Cow::Owned(s.into_owned())),
        }
    }

    /// The summary as a `serde_json::Value` object.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }

    /// Calls `f` on each key and value in output order, the absent ones
    /// skipped: what both writers walk. (A visitor rather than an
    /// iterator: it compiles to straight-line code on the per-call path.)
    fn try_for_each_entry<E>(
        &self,
        mut f: impl FnMut(&'static str, Entry<'_>) -> Result<(), E>,
    ) -> Result<(), E> {
        f("action", Entry::Name(self.action))?;
        f("approvalClass", Entry::Name(self.approval_class.as_str()))?;
        f(
            "rememberForTurnAllowed",
            Entry::Bool(self.remember_for_turn_allowed),
        )?;
        if let Some(app) = &self.app {
            f("app", Entry::Str(app))?;
        }
        if let Some(id) = self.window_id {
            f("windowId", Entry::Int(id))?;
        }
        if let Some(id) = &self.observation_id {
            f("observationId", Entry::Str(id))?;
        }
        Ok(())
    }

    /// Appends the JSON text the `Serialize` impl gives, without serde (the
    /// text path writes a summary per call).
    pub(crate) fn write_json(&self, out: &mut String) {
        out.push('{');
        let mut first = true;
        let _ = self.try_for_each_entry(|key, value| -> Result<(), ()> {
            if !std::mem::take(&mut first) {
                out.push(',');
            }
            // The keys are this type's own names (a test checks they need
            // no escape).
            push_key(out, key);
            match value {
                Entry::Str(s) => push_json_string(out, s),
                Entry::Name(name) => {
                    out.push('"');
                    out.push_str(name);
                    out.push('"');
                }
                Entry::Bool(b) => out.push_str(if b { "true" } else { "false" }),
                Entry::Int(n) => n.write(out),
            }
            Ok(())
        });
        out.push('}');
    }
}

impl Serialize for ApprovalSummary<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        self.try_for_each_entry(|key, value| match value {
            Entry::Str(s) => map.serialize_entry(key, s),
            Entry::Name(name) => map.serialize_entry(key, name),
            Entry::Bool(b) => map.serialize_entry(key, &b),
            Entry::Int(n) => map.serialize_entry(key, &n),
        })?;
        map.end()
    }
}

/// The raw values the summary and the scope key read: the tool's own
/// snake_case names only, as the host's JavaScript reads them. A camelCase
/// `windowId` or `observationId` is the host's display dialect, never a
/// call's, and counts as absent here (the projection still writes it under
/// its snake_case name for the model's record). The projection fills this
/// during its one pass over the call; standalone callers look the keys up.
pub(crate) struct RawFields<'a, N = Value> {
    action: Option<&'a N>,
    app: Option<&'a N>,
    window_id: Option<&'a N>,
    observation_id: Option<&'a N>,
    include_screenshot: Option<&'a N>,
}

// Not derived: a derive would ask `N: Default`.
impl<N> Default for RawFields<'_, N> {
    fn default() -> Self {
        RawFields {
            action: None,
            app: None,
            window_id: None,
            observation_id: None,
            include_screenshot: None,
        }
    }
}

/// The keys the summary and the scope key read.
const READ: [&str; 5] = [
    "action",
    "app",
    "window_id",
    "observation_id",
    "include_screenshot",
];

impl<'a, N: Node> RawFields<'a, N> {
    /// Notes `key` if the summary or the scope key reads it.
    pub(crate) fn note(&mut self, key: &str, v: &'a N) {
        let slot = match key {
            "action" => &mut self.action,
            "app" => &mut self.app,
            "window_id" => &mut self.window_id,
            "observation_id" => &mut self.observation_id,
            "include_screenshot" => &mut self.include_screenshot,
            _ => return,
        };
        *slot = Some(v);
    }

    pub(crate) fn read(obj: &'a N) -> Self {
        let mut raw = RawFields::default();
        for key in READ {
            if let Some(v) = obj.get(key) {
                raw.note(key, v);
            }
        }
        raw
    }
}

/// A `window_id` as the host's JavaScript reads it: a number for which
/// `Number.isInteger` holds (`41.0` is `41`), as the double JavaScript
/// holds for it. The one rule for the summary and the scope key.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum JsInteger {
    /// Exact in an i64 and in a double.
    Exact(i64),
    /// A larger whole double, which JavaScript writes in its own way.
    Double(f64),
}

// Never NaN: only whole, finite doubles are held.
impl Eq for JsInteger {}

/// As the nearest serde type allows: the integer JavaScript writes when it
/// fits 64 bits, else the double (the JSON text writer matches JavaScript
/// byte for byte there too; serde cannot).
impl Serialize for JsInteger {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match (*self, self.as_i128()) {
            (JsInteger::Exact(i), _) => serializer.serialize_i64(i),
            (_, Some(n)) if u64::try_from(n).is_ok() => serializer.serialize_u64(n as u64),
            (_, Some(n)) if i64::try_from(n).is_ok() => serializer.serialize_i64(n as i64),
            (JsInteger::Double(f), _) => serializer.serialize_f64(f),
        }
    }
}

fn js_integer<N: Node>(v: &N) -> Option<JsInteger> {
    let n = v.as_number()?;
    match (n.as_i64(), n.as_f64()) {
        (Some(i), _) if i.unsigned_abs() <= 1 << 53 => Some(JsInteger::Exact(i)),
        (_, Some(f)) if f.is_finite() && f.fract() == 0.0 => {
            if f.abs() <= 9_007_199_254_740_992.0 {
                // Exact; -0 becomes 0, as JavaScript writes it.
                Some(JsInteger::Exact(f as i64))
            } else {
                Some(JsInteger::Double(f))
            }
        }
        _ => None,
    }
}

impl JsInteger {
    /// Appends the number as JavaScript's `JSON.stringify` writes it.
    fn write(self, out: &mut String) {
        match self {
            JsInteger::Exact(i) => push_integer(out, i),
            JsInteger::Double(f) => out.push_str(&js_number(f)),
        }
    }

    /// The integer JavaScript's text names, when it writes one without an
    /// exponent (below 1e21).
    fn as_i128(self) -> Option<i128> {
        match self {
            JsInteger::Exact(i) => Some(i128::from(i)),
            JsInteger::Double(f) => js_number(f).parse().ok(),
        }
    }
}

/// A value as the projection carries it under `name`, by the same rule:
/// display text for `app`, a trimmed identifier free of secrets for
/// `observation_id`.
fn carried<'a>(name: &str, v: &'a Value) -> Option<Cow<'a, str>> {
    let def = catalog::field_def(name)?;
    let rule = rules::rule(rules::class_of(None, def), def.ty());
    match rules::apply(rule, v, &mut Vec::new()) {
        Projected::Text(text) => Some(text),
        Projected::Node(_) | Projected::Withheld => None,
    }
}

/// The approval summary of any JSON value: a raw call, the host's permission
/// arguments, or a summary recovered from storage (whose camelCase
/// `windowId` and `observationId` count as absent).
///
/// `observe` is a screenshot read exactly when `include_screenshot` is
/// `true`.
///
/// ```
/// use cu_projection::approval_summary;
/// use serde_json::json;
///
/// let s = approval_summary(&json!({"action": "press_key", "app": "TextEdit",
///     "window_id": 41, "observation_id": "obs-7", "element_id": "e12", "text": "cmd+s"}));
/// assert_eq!(serde_json::to_string(&s).unwrap(),
///     r#"{"action":"press_key","approvalClass":"keyboard_mutation","rememberForTurnAllowed":true,"app":"TextEdit","windowId":41,"observationId":"obs-7"}"#);
/// ```
pub fn approval_summary(value: &Value) -> ApprovalSummary<'static> {
    let raw = RawFields::read(value);
    let app = raw.app.and_then(|v| carried("app", v));
    let observation = raw
        .observation_id
        .and_then(|v| carried("observation_id", v));
    let entry = raw.action.and_then(Value::as_str).and_then(catalog::action);
    summary_with(&raw, entry, app, observation).into_owned()
}

/// The summary, given `app` and `observation_id` as the projection carries
/// them (the same rules; `split` passes its own results rather than clean
/// the same strings twice).
pub(crate) fn summary_with<'a, N: Node>(
    raw: &RawFields<'_, N>,
    entry: Option<&'static catalog::Action>,
    app: Option<Cow<'a, str>>,
    observation: Option<Cow<'a, str>>,
) -> ApprovalSummary<'a> {
    let include_screenshot = raw.include_screenshot.is_some_and(N::is_true);
    let approval_class = entry.map_or(ApprovalClass::SemanticMutation, |a| {
        a.approval_class(include_screenshot)
    });
    let window_id = raw.window_id.and_then(js_integer);

    let targeted = app.is_some() || window_id.is_some();
    let remember = match entry {
        None => false,
        Some(a) if a.name() == "list_apps" => true,
        Some(a) if matches!(a.name(), "observe" | "screenshot") => targeted,
        Some(a) if !a.is_observing() => targeted && observation.is_some(),
        Some(_) => false,
    };

    ApprovalSummary {
        action: entry.map_or("unknown", |a| a.name()),
        approval_class,
        remember_for_turn_allowed: remember,
        app,
        window_id,
        observation_id: observation,
    }
}

/// The approval scope key: `computer_use:` followed by the compact JSON
/// array `[approvalClass, action, app, window_id, observation_id]`, each
/// taken from the call exactly as sent, or `null` when absent or of the
/// wrong type.
///
/// It is byte for byte what a JavaScript host computes with `JSON.stringify`
/// for the same input, so hosts in both languages agree: `window_id` counts
/// as an integer when JavaScript's `Number.isInteger` would say so (`41.0`
/// is `41`) and is written as JavaScript writes numbers. Only snake_case
/// names are read.
///
/// ```
/// use cu_projection::scope_key;
/// use serde_json::json;
///
/// assert_eq!(
///     scope_key(&json!({"action": "left_click", "app": "Notes", "window_id": 7,
///                       "observation_id": "obs-1", "coordinate": [1, 2]})),
///     r#"computer_use:["pointer_mutation","left_click","Notes",7,"obs-1"]"#
/// );
/// ```
pub fn scope_key(value: &Value) -> String {
    let raw = RawFields::read(value);
    let mut key = String::with_capacity(96);
    write_scope_key(&raw, approval_summary(value).approval_class, &mut key);
    key
}

/// Appends the scope key to `key`.
pub(crate) fn write_scope_key<N: Node>(
    raw: &RawFields<'_, N>,
    class: ApprovalClass,
    key: &mut String,
) {
    key.push_str("computer_use:[\"");
    key.push_str(class.as_str());
    key.push('"');
    let string = |key: &mut String, v: Option<&N>| {
        key.push(',');
        match v.and_then(N::as_str) {
            Some(s) => push_json_string(key, s),
            None => key.push_str("null"),
        }
    };
    string(key, raw.action);
    string(key, raw.app);
    key.push(',');
    match raw.window_id.and_then(js_integer) {
        Some(n) => n.write(key),
        None => key.push_str("null"),
    }
    string(key, raw.observation_id);
    key.push(']');
}

/// A whole number as JavaScript's `Number.prototype.toString` writes it.
fn js_number(n: f64) -> String {
    if n == 0.0 {
        return "0".to_owned(); // also -0, which JavaScript writes as 0
    }
    if n.abs() <= 9_007_199_254_740_992.0 {
        // Exact in an f64 and in an i64: integer formatting is exact and fast.
        return (n as i64).to_string();
    }
    if n.abs() < 1e21 {
        // Rust writes the shortest round-trip digits padded with zeros, as
        // JavaScript does below 1e21.
        return format!("{n}");
    }
    // 1e21 and up: JavaScript uses an exponent with an explicit sign.
    let e = format!("{n:e}");
    match e.split_once('e') {
        Some((mantissa, exp)) if !exp.starts_with('-') => format!("{mantissa}e+{exp}"),
        _ => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_text_writer_writes_what_serde_writes() {
        let full = json!({"action": "type", "app": "Zürich \"Büro\"", "window_id": 41,
            "observation_id": "obs-7", "approvalClass": "keyboard_mutation"});
        for call in [full, json!({"action": "list_apps"}), json!([1])] {
            let summary = approval_summary(&call);
            // Keys and names are written as they are: none may need an escape.
            let _ = summary.try_for_each_entry(|key, value| -> Result<(), ()> {
                let escaped = serde_json::to_string(key).unwrap();
                assert_eq!(escaped, format!("\"{key}\""));
                if let Entry::Name(name) = value {
                    assert_eq!(serde_json::to_string(name).unwrap(), format!("\"{name}\""));
                }
                Ok(())
            });
            let mut text = String::new();
            summary.write_json(&mut text);
            assert_eq!(text, serde_json::to_string(&summary).unwrap());
        }
    }
}
