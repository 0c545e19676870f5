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

use super::approval::RawFields;
use super::node::Node;
use super::rules::{self, placeholder_of, Projected, Rule, UnknownKey};
use super::write::{push_json_string, push_key, push_node};
use crate::vocab::catalog::{self, Action, FieldDef, FieldId, KeyKind, PrivacyClass, STEP_FIELDS};

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
#[non_exhaustive]
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
#[non_exhaustive]
pub struct Redaction {
    /// The key whose value was redacted (`steps/2/role` inside steps).
    pub key: Cow<'static, str>,
    /// The redaction rule that fired.
    pub rule: &'static str,
}

/// Counts of keys the projection dropped, by reason. Never their names.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct DroppedKeys {
    /// Host-only fields (`approvalClass`, `element_identity`, ...).
    pub host_only: usize,
    /// camelCase spellings dropped because the snake_case one was present.
    pub shadowed_alias: usize,
    /// Unknown keys whose names are not plain identifiers.
    pub unsafe_name: usize,
    /// Unknown keys past the first [`MAX_UNKNOWN_KEYS`](crate::MAX_UNKNOWN_KEYS).
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
#[non_exhaustive]
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
            push_key(out, k.as_str());
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
                            push_key(out, name);
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
    let mut fired = Vec::new();
    let action_text = rules::action_text(raw_action, out.action.map(Action::name), &mut fired);
    out.note_redactions(Key::Static("action"), &fired);
    out.push(Key::Static("action"), 0, Out::Str(action_text));

    let mut unknown = 0usize;
    for (key, v) in members {
        let kind = catalog::key_kind(key);
        if matches!(kind, Some(KeyKind::Field(_))) || key == "action" {
            raw.note(key, v);
        }
        let (def, sent_as_wire_name) = match kind {
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
            Some(KeyKind::Camel(def)) => (def, false),
            Some(KeyKind::Field(def)) => (def, true),
            // Members come in key order, so the first ones stay.
            None => {
                match rules::unknown_key(key, unknown) {
                    UnknownKey::Keep => {
                        unknown += 1;
                        out.withhold(Key::Input(key), usize::MAX, v, PrivacyClass::Withheld);
                    }
                    UnknownKey::DropUnsafeName => out.report.dropped.unsafe_name += 1,
                    UnknownKey::DropOverLimit => out.report.dropped.over_limit += 1,
                }
                continue;
            }
        };
        out.field(def, v, sent_as_wire_name);
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

    fn note_redactions(&mut self, key: Key<'_>, rules: &[&'static str]) {
        for rule in rules {
            self.report.redactions.push(Redaction {
                key: key.to_cow(),
                rule,
            });
        }
    }

    /// One schema field: the engine's rule for its class and type decides.
    /// `sent_as_wire_name`: the key was the snake_case name, not the host's
    /// camelCase one (which the projection normalises but the summary does
    /// not read).
    fn field(&mut self, def: &'static FieldDef, v: &'a N, sent_as_wire_name: bool) {
        let (rank, class) = rules::placed(self.action, def);
        let key = Key::Static(def.name());
        let rule = rules::rule(class, def.ty());
        if rule == Rule::Steps {
            return self.steps(rank, v, class);
        }
        let mut fired = Vec::new();
        let projected = rules::apply(rule, v, &mut fired);
        if !fired.is_empty() {
            self.note_redactions(key, &fired);
        }
        let carried = match projected {
            Projected::Node(n) => {
                self.push(key, rank, Out::Node(n));
                None
            }
            Projected::Text(text) => {
                self.push(key, rank, Out::Str(text.clone()));
                Some(text)
            }
            Projected::Withheld => {
                self.withhold(key, rank, v, class);
                None
            }
        };
        // The approval summary shows `app` and `observation_id` by the same
        // rules, so `split` reuses what was carried here: only under the
        // tool's own name, the only one the summary reads.
        if !sent_as_wire_name {
            return;
        }
        match def.id() {
            FieldId::app => self.carried_app = carried,
            FieldId::observation_id => self.carried_observation = carried,
            _ => {}
        }
    }

    /// `steps`, member by member, so it stays an array; each member by the
    /// rule of its own class.
    fn steps(&mut self, rank: usize, v: &'a N, class: PrivacyClass) {
        let key = Key::Static("steps");
        let steps = v
            .as_array()
            .filter(|a| (1..=catalog::MAX_STEPS).contains(&a.len()))
            .filter(|a| a.iter().all(N::is_object));
        let Some(steps) = steps else {
            return self.withhold(key, rank, v, class);
        };
        let mut projected = Vec::with_capacity(steps.len());
        for (i, step) in steps.iter().enumerate() {
            let mut o = Vec::new();
            for (name, member) in step.members().into_iter().flatten() {
                let Some(f) = STEP_FIELDS.iter().find(|f| f.name() == name) else {
                    self.report.dropped.step_member += 1;
                    continue;
                };
                let mut fired = Vec::new();
                let text = match rules::apply(rules::rule(f.privacy(), f.ty()), member, &mut fired)
                {
                    Projected::Node(n) => match n.as_str() {
                        Some(s) => Cow::Borrowed(s),
                        None => placeholder_of(member),
                    },
                    Projected::Text(text) => text,
                    Projected::Withheld => placeholder_of(member),
                };
                if !fired.is_empty() {
                    let path = format!("steps/{i}/{name}");
                    self.note_redactions(Key::Input(&path), &fired);
                }
                o.push((name, text));
            }
            projected.push(o);
        }
        self.push(key, rank, Out::Steps(projected));
        // Labels are required, so a projected step list always withholds.
        self.report.withheld.push(Withheld {
            key: Cow::Borrowed("steps"),
            rule: class,
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
