//! The model-facing projection: the call in the tool's own words, with
//! private values withheld.
//!
//! This is what a host persists as `tool_start` and replays to the model. It
//! never fails: any JSON value projects to an object whose `action` is the
//! action the model sent (or `"unknown"`), whose keys are the tool's
//! snake_case names, and whose values are either carried (identifiers,
//! integer geometry, key names, enum members, numbers, the model's own
//! predicates) or replaced by a placeholder that names only the value's type.

use std::borrow::Cow;

use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::{Map, Value};

use crate::approval::RawFields;
use crate::call::{field_rank, is_stable_id};
use crate::catalog::{self, Action, FieldDef, FieldType, KeyKind, PrivacyClass, STEP_FIELDS};
use crate::display::display_cow;
use crate::json_text::{push_json_string, push_node};
use crate::keys::is_key_text;
use crate::node::Node;
use crate::parse::is_plain_key;
use crate::placeholder::placeholder_of;
use crate::redact::redact;

/// Most characters of a carried `action`.
pub const MAX_ACTION_CHARS: usize = 64;
/// Most characters of a carried `app` or model predicate.
pub const MAX_DISPLAY_CHARS: usize = 256;
/// Most characters of a carried step `role` or `do`.
pub const MAX_STEP_TEXT_CHARS: usize = 64;
/// Most unknown keys a projection keeps (the first ones in sorted order).
pub const MAX_UNKNOWN_KEYS: usize = 32;
/// The serialized projection is at most this many bytes for any input.
pub const MAX_PROJECTION_BYTES: usize = 64 * 1024;

/// The model-facing projection of one call: keys in the tool's casing, in
/// canonical order, values carried or withheld.
///
/// It can only be made by [`project`] (or [`split`](crate::split)), so a
/// value of this type is always a projection, never an approval summary.
/// Serializing it writes the keys in canonical order: `action`, `app`,
/// `window_id`, `observation_id`, `element_id`, the action's other fields in
/// catalog order, then other keys sorted.
#[derive(Debug, Clone)]
pub struct ModelCall {
    /// (canonical rank, key, value); the rank is kept from the build so the
    /// entries need no second pass, and takes no part in equality.
    entries: Vec<(usize, Cow<'static, str>, Value)>,
}

impl PartialEq for ModelCall {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl ModelCall {
    /// Wraps entries a projection built, in the order given.
    pub(crate) fn from_entries(entries: Vec<(String, Value)>) -> Self {
        ModelCall {
            entries: entries
                .into_iter()
                .enumerate()
                .map(|(i, (k, v))| (i, Cow::Owned(k), v))
                .collect(),
        }
    }

    /// The action as carried: the name the model sent, or `"unknown"`.
    pub fn action(&self) -> &str {
        self.entries
            .first()
            .and_then(|(_, _, v)| v.as_str())
            .unwrap_or("unknown")
    }

    /// The value under `key`, if the projection has that key.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.entries
            .iter()
            .find(|(_, k, _)| k == key)
            .map(|(_, _, v)| v)
    }

    /// The keys and values in canonical order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.entries.iter().map(|(_, k, v)| (k.as_ref(), v))
    }

    /// Number of keys, `action` included.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Always false: a projection has at least `action`.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The projection as a `serde_json::Value` object. (A `Value` object
    /// does not keep key order; serialize the `ModelCall` itself for that.)
    pub fn to_value(&self) -> Value {
        Value::Object(
            self.entries
                .iter()
                .map(|(_, k, v)| (k.to_string(), v.clone()))
                .collect::<Map<_, _>>(),
        )
    }
}

impl Serialize for ModelCall {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.entries.len()))?;
        for (_, k, v) in &self.entries {
            map.serialize_entry(k.as_ref(), v)?;
        }
        map.end()
    }
}

/// One key whose value the projection withheld, and the privacy class whose
/// rule withheld it (for an unknown or foreign key, [`PrivacyClass::Withheld`]).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Withheld {
    /// The key, as the projection writes it.
    pub key: Cow<'static, str>,
    /// The rule that withheld the value.
    #[serde(serialize_with = "privacy_name")]
    pub rule: PrivacyClass,
}

fn privacy_name<S: Serializer>(c: &PrivacyClass, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.as_str())
}

/// One redaction the projection applied to a carried string.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Redaction {
    /// The key whose value was redacted (`steps/2/role` inside steps).
    pub key: Cow<'static, str>,
    /// The redaction rule that fired.
    pub rule: &'static str,
}

/// Counts of keys the projection dropped, by reason. Never their names.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct DroppedKeys {
    /// Host-only fields (`approvalClass`, `element_identity`, ...).
    pub host_only: usize,
    /// camelCase spellings dropped because the snake_case one was present.
    pub shadowed_alias: usize,
    /// Unknown keys whose names are not plain identifiers.
    pub unsafe_name: usize,
    /// Unknown keys past the first [`MAX_UNKNOWN_KEYS`].
    pub over_limit: usize,
    /// Members of `steps` objects other than `label`, `role`, `do`, `value`.
    pub step_member: usize,
}

impl DroppedKeys {
    /// All dropped keys.
    pub fn total(&self) -> usize {
        self.host_only + self.shadowed_alias + self.unsafe_name + self.over_limit + self.step_member
    }
}

/// What the projection withheld, redacted and dropped: for telemetry. It
/// holds key names and rule names only, never a value.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct ProjectionReport {
    /// Keys whose values were withheld, in output order.
    pub withheld: Vec<Withheld>,
    /// Redactions applied to carried strings.
    pub redactions: Vec<Redaction>,
    /// Keys dropped, by reason.
    pub dropped: DroppedKeys,
}

/// A projection and its report.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Projection {
    /// The model-facing call.
    pub model: ModelCall,
    /// What was withheld, redacted and dropped.
    pub report: ProjectionReport,
}

/// Projects any JSON value to the model-facing call. Never fails.
///
/// ```
/// use cu_projection::project;
/// use serde_json::json;
///
/// let p = project(&json!({
///     "action": "type", "observationId": "obs-9", "text": "my password is hunter2",
///     "approvalClass": "keyboard_mutation"
/// }));
/// assert_eq!(
///     serde_json::to_string(&p.model).unwrap(),
///     r#"{"action":"type","observation_id":"obs-9","text":"<text>"}"#
/// );
/// assert_eq!(p.report.withheld[0].key, "text");
/// assert_eq!(p.report.dropped.host_only, 1);
/// ```
pub fn project(value: &Value) -> Projection {
    let mut report = ProjectionReport::default();
    let model = project_with(value, &mut RawFields::default(), &mut report).model_call();
    Projection { model, report }
}

/// One projected value, before it becomes a `Value` ([`ModelCall`]) or
/// JSON text (the text path): borrowed from the call where it can be.
pub(crate) enum Out<'a, N> {
    /// Carried as sent.
    Node(&'a N),
    /// Display text, a trimmed identifier, or a placeholder.
    Str(Cow<'a, str>),
    /// `steps`: each step's members in key order.
    Steps(Vec<Vec<(&'a str, Cow<'a, str>)>>),
}

impl<N: Node> Out<'_, N> {
    fn to_value(&self) -> Value {
        match self {
            Out::Node(n) => n.to_value(),
            Out::Str(s) => Value::String(s.as_ref().to_owned()),
            Out::Steps(steps) => Value::Array(
                steps
                    .iter()
                    .map(|step| {
                        let members = step
                            .iter()
                            .map(|(k, v)| ((*k).to_owned(), Value::String(v.as_ref().to_owned())));
                        Value::Object(members.collect())
                    })
                    .collect(),
            ),
        }
    }
}

/// A projection before its final form, and what `split` reuses from it.
pub(crate) struct Built<'a, N> {
    /// (canonical rank, key, value), `action` first, the rest in canonical
    /// order.
    entries: Vec<(usize, Key<'a>, Out<'a, N>)>,
    /// The catalog entry of the action as sent, if it is one.
    pub(crate) action: Option<&'static Action>,
    /// `app` and `observation_id` as carried (the approval summary's rules
    /// are the same, so `split` reuses them rather than clean them twice).
    pub(crate) carried_app: Option<Cow<'a, str>>,
    pub(crate) carried_observation: Option<Cow<'a, str>>,
}

impl<N: Node> Built<'_, N> {
    /// The action as carried.
    pub(crate) fn action_text(&self) -> &str {
        match self.entries.first() {
            Some((_, _, Out::Str(s))) => s,
            _ => "unknown",
        }
    }

    /// Appends the JSON text of the [`ModelCall`] this stands for.
    pub(crate) fn write_json(&self, out: &mut String) {
        out.push('{');
        for (i, (_, k, v)) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            push_json_string(out, k.as_str());
            out.push(':');
            match v {
                Out::Node(n) => push_node(out, *n),
                Out::Str(s) => push_json_string(out, s),
                Out::Steps(steps) => {
                    out.push('[');
                    for (i, step) in steps.iter().enumerate() {
                        if i > 0 {
                            out.push(',');
                        }
                        out.push('{');
                        for (j, (name, text)) in step.iter().enumerate() {
                            if j > 0 {
                                out.push(',');
                            }
                            push_json_string(out, name);
                            out.push(':');
                            push_json_string(out, text);
                        }
                        out.push('}');
                    }
                    out.push(']');
                }
            }
        }
        out.push('}');
    }

    pub(crate) fn model_call(&self) -> ModelCall {
        ModelCall {
            entries: self
                .entries
                .iter()
                .map(|(rank, k, v)| (*rank, k.to_cow(), v.to_value()))
                .collect(),
        }
    }
}

/// [`project`], noting on the way the raw values the approval summary and
/// the scope key read, so `split` reads the call once.
pub(crate) fn project_with<'a, N: Node>(
    value: &'a N,
    raw: &mut RawFields<'a, N>,
    report: &mut ProjectionReport,
) -> Built<'a, N> {
    let mut out = Builder {
        action: None,
        carried_app: None,
        carried_observation: None,
        entries: Vec::new(),
        report,
    };
    let Some(members) = value.members() else {
        out.push(Key::Static("action"), 0, Out::Str(Cow::Borrowed("unknown")));
        return out.finish();
    };
    out.entries.reserve(members.len() + 1);

    let raw_action = value.get("action").and_then(N::as_str);
    out.action = raw_action.and_then(catalog::action);
    let action_text = match (out.action, raw_action) {
        // A catalog name is its own display text (a catalog test says so).
        (Some(entry), _) => Cow::Borrowed(entry.name()),
        (None, Some(s)) => out.display(Key::Static("action"), s, MAX_ACTION_CHARS),
        (None, None) => Cow::Borrowed(""),
    };
    let action_text = match action_text {
        text if text.is_empty() => Cow::Borrowed("unknown"),
        text => text,
    };
    out.push(Key::Static("action"), 0, Out::Str(action_text));

    let mut unknown = 0usize;
    for (key, v) in members {
        let kind = catalog::key_kind(key);
        if kind.is_some() || key == "action" {
            raw.note(key, v);
        }
        let def = match kind {
            _ if key == "action" => continue,
            Some(KeyKind::HostOnly) => {
                out.report.dropped.host_only += 1;
                continue;
            }
            // A camelCase spelling yields to its snake_case one.
            Some(KeyKind::Camel(def)) if value.get(def.name()).is_some() => {
                out.report.dropped.shadowed_alias += 1;
                continue;
            }
            Some(KeyKind::Camel(def) | KeyKind::Field(def)) => def,
            None if !is_plain_key(key) => {
                out.report.dropped.unsafe_name += 1;
                continue;
            }
            None if unknown >= MAX_UNKNOWN_KEYS => {
                // Members come in key order: the first 32 stay.
                out.report.dropped.over_limit += 1;
                continue;
            }
            None => {
                unknown += 1;
                out.withhold(Key::Input(key), usize::MAX, v, PrivacyClass::Withheld);
                continue;
            }
        };
        out.field(def, v);
    }
    out.finish()
}

/// An output key: a catalog name, or an unknown key the input named.
#[derive(Clone, Copy)]
enum Key<'a> {
    Static(&'static str),
    Input(&'a str),
}

impl<'a> Key<'a> {
    fn as_str(self) -> &'a str {
        match self {
            Key::Static(s) | Key::Input(s) => s,
        }
    }
    fn to_cow(self) -> Cow<'static, str> {
        match self {
            Key::Static(s) => Cow::Borrowed(s),
            Key::Input(s) => Cow::Owned(s.to_owned()),
        }
    }
}

struct Builder<'a, 'r, N> {
    action: Option<&'static Action>,
    carried_app: Option<Cow<'a, str>>,
    carried_observation: Option<Cow<'a, str>>,
    /// Output entries with their canonical rank; sorted by `finish`.
    entries: Vec<(usize, Key<'a>, Out<'a, N>)>,
    report: &'r mut ProjectionReport,
}

impl<'a, N: Node> Builder<'a, '_, N> {
    fn push(&mut self, key: Key<'a>, rank: usize, v: Out<'a, N>) {
        self.entries.push((rank, key, v));
    }

    fn withhold(&mut self, key: Key<'a>, rank: usize, v: &'a N, rule: PrivacyClass) {
        self.entries.push((rank, key, Out::Str(placeholder_of(v))));
        self.report.withheld.push(Withheld {
            key: key.to_cow(),
            rule,
        });
    }

    /// Display text for `key`, recording the redaction rules that fired.
    fn display(&mut self, key: Key<'_>, s: &'a str, limit: usize) -> Cow<'a, str> {
        let (text, rules) = display_cow(s, limit);
        self.note_redactions(key, &rules);
        text
    }

    fn note_redactions(&mut self, key: Key<'_>, rules: &[&'static str]) {
        for rule in rules {
            self.report.redactions.push(Redaction {
                key: key.to_cow(),
                rule,
            });
        }
    }

    /// Carries `text` when it is non-empty display text, else withholds;
    /// returns what it carried.
    fn carry_display(
        &mut self,
        key: Key<'a>,
        rank: usize,
        v: &'a N,
        limit: usize,
        rule: PrivacyClass,
    ) -> Option<Cow<'a, str>> {
        match v.as_str().map(|s| self.display(key, s, limit)) {
            Some(text) if !text.is_empty() => {
                self.push(key, rank, Out::Str(text.clone()));
                Some(text)
            }
            _ => {
                self.withhold(key, rank, v, rule);
                None
            }
        }
    }

    fn carry_if(&mut self, key: Key<'a>, rank: usize, v: &'a N, ok: bool, rule: PrivacyClass) {
        if ok {
            self.push(key, rank, Out::Node(v));
        } else {
            self.withhold(key, rank, v, rule);
        }
    }

    /// One schema field, by the rules of SPEC section 4.
    fn field(&mut self, def: &'static FieldDef, v: &'a N) {
        use PrivacyClass as P;
        let rank = field_rank(self.action, def);
        let key = Key::Static(def.name());
        match def.name() {
            "app" => {
                self.carried_app =
                    self.carry_display(key, rank, v, MAX_DISPLAY_CHARS, P::Identifier);
                return;
            }
            "window_id" => return self.carry_if(key, rank, v, is_integer(v), P::Identifier),
            "observation_id" => {
                self.carried_observation = self.identifier(key, rank, v);
                return;
            }
            "element_id" => {
                self.identifier(key, rank, v);
                return;
            }
            "coordinate" | "start_coordinate" | "region" | "position" | "size" => {
                return self.carry_if(key, rank, v, is_geometry(v), P::Geometry)
            }
            "steps" => return self.steps(rank, v),
            _ => {}
        }
        let Some(field) = self.action.and_then(|a| a.field_for(def)) else {
            // A tool field this action does not take: like any unknown key.
            return self.withhold(key, rank, v, P::Withheld);
        };
        let class = field.privacy();
        match class {
            P::KeyName => {
                let ok = v.as_str().is_some_and(is_key_text);
                self.carry_if(key, rank, v, ok, class)
            }
            P::ElementActionName => {
                let ok = v
                    .as_str()
                    .is_some_and(|s| is_element_action_name(s) && redact(s).rules.is_empty());
                self.carry_if(key, rank, v, ok, class)
            }
            P::EnumMember => {
                let ok = match def.ty() {
                    FieldType::Enum(members) => v.as_str().is_some_and(|s| members.contains(&s)),
                    _ => false,
                };
                self.carry_if(key, rank, v, ok, class)
            }
            P::NumberOrBool => {
                let ok = match def.ty() {
                    FieldType::Bool => v.is_boolean(),
                    _ => v.is_number(),
                };
                self.carry_if(key, rank, v, ok, class)
            }
            P::ModelPredicate => {
                self.carry_display(key, rank, v, MAX_DISPLAY_CHARS, class);
            }
            _ => self.withhold(key, rank, v, class),
        }
    }

    /// `observation_id`, `element_id`: carried when, trimmed, a stable
    /// identifier that holds no secret; otherwise the key stays and the value
    /// is withheld (an accessibility label sent under `element_id`). Returns
    /// what it carried.
    fn identifier(&mut self, key: Key<'a>, rank: usize, v: &'a N) -> Option<Cow<'a, str>> {
        match v.as_str().map(str::trim).filter(|s| is_stable_id(s)) {
            Some(id) => {
                let r = redact(id);
                if r.rules.is_empty() {
                    self.push(key, rank, Out::Str(Cow::Borrowed(id)));
                    return Some(Cow::Borrowed(id));
                }
                self.note_redactions(key, &r.rules);
                self.withhold(key, rank, v, PrivacyClass::Identifier);
            }
            None => self.withhold(key, rank, v, PrivacyClass::Identifier),
        }
        None
    }

    /// `steps`, member by member, so it stays an array.
    fn steps(&mut self, rank: usize, v: &'a N) {
        let key = Key::Static("steps");
        let steps = v
            .as_array()
            .filter(|a| (1..=catalog::MAX_STEPS).contains(&a.len()))
            .filter(|a| a.iter().all(N::is_object));
        let Some(steps) = steps else {
            return self.withhold(key, rank, v, PrivacyClass::Steps);
        };
        let mut projected = Vec::with_capacity(steps.len());
        for (i, step) in steps.iter().enumerate() {
            let mut o = Vec::new();
            for (name, member) in step.members().into_iter().flatten() {
                let Some(f) = STEP_FIELDS.iter().find(|f| f.name() == name) else {
                    self.report.dropped.step_member += 1;
                    continue;
                };
                let carried = match f.privacy() {
                    PrivacyClass::Withheld => None,
                    _ => member.as_str().map(|s| {
                        let (text, rules) = display_cow(s, MAX_STEP_TEXT_CHARS);
                        if !rules.is_empty() {
                            let path = format!("steps/{i}/{name}");
                            self.note_redactions(Key::Input(&path), &rules);
                        }
                        text
                    }),
                };
                match carried {
                    Some(text) if text.is_empty() => {} // empty display text is absent
                    Some(text) => o.push((name, text)),
                    None => o.push((name, placeholder_of(member))),
                }
            }
            projected.push(o);
        }
        self.push(key, rank, Out::Steps(projected));
        // Labels are required, so a projected step list always withholds.
        self.report.withheld.push(Withheld {
            key: Cow::Borrowed("steps"),
            rule: PrivacyClass::Steps,
        });
    }

    fn finish(mut self) -> Built<'a, N> {
        // `action` stays first; the rest go in canonical order, ties by name.
        if self.entries.len() > 1 {
            self.entries[1..].sort_by(|a, b| (a.0, a.1.as_str()).cmp(&(b.0, b.1.as_str())));
        }
        if self.report.withheld.len() > 1 {
            let order = &self.entries;
            self.report
                .withheld
                .sort_by_key(|w| order.iter().position(|(_, k, _)| k.as_str() == w.key));
        }
        Built {
            entries: self.entries,
            action: self.action,
            carried_app: self.carried_app,
            carried_observation: self.carried_observation,
        }
    }
}

fn is_integer<N: Node>(v: &N) -> bool {
    v.as_number().is_some_and(|n| n.is_i64() || n.is_u64())
}

/// An array of one to four integers.
fn is_geometry<N: Node>(v: &N) -> bool {
    v.as_array()
        .is_some_and(|a| (1..=4).contains(&a.len()) && a.iter().all(is_integer))
}

/// `^AX[A-Za-z]{1,62}$` or `^[a-z][a-z0-9_]{0,63}$`.
fn is_element_action_name(s: &str) -> bool {
    let b = s.as_bytes();
    let ax = b.len() >= 3
        && b.len() <= 64
        && b.starts_with(b"AX")
        && b[2..].iter().all(u8::is_ascii_alphabetic);
    let snake = !b.is_empty()
        && b.len() <= 64
        && b[0].is_ascii_lowercase()
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_');
    ax || snake
}
