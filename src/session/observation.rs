//! Observation results: one accessibility tree, two renderings.
//!
//! The model needs the labels and values of the window on the turn it acts,
//! to find the right control; the transcript that is stored and replayed on
//! later turns must not keep them. [`render`] gives both:
//!
//! - the **current-turn rendering**, for the model now: a header with the
//!   observation id first, then one line per element, indented by depth, as
//!   `id role "label" = "value" @x,y wxh [actions] flags`;
//! - the **transcript rendering**, for the persisted tool result: the same
//!   lines with every label, value, title and custom action name replaced by
//!   `<text>`, keeping ids, roles, subroles, geometry, standard `AX...`
//!   action names, flags and counts. It is a pure function of the structure.
//!
//! ```
//! use cu_projection::observation::{render, Observation};
//! use serde_json::json;
//!
//! let obs = Observation::from_value(&json!({
//!     "observation_id": "obs-3", "app": "Mail", "window_id": 12, "title": "Inbox (3)",
//!     "elements": [
//!         {"element_id": "e1", "role": "AXWindow", "label": "Inbox (3)"},
//!         {"element_id": "e2", "role": "AXButton", "label": "Reply", "parent_element_id": "e1",
//!          "frame": {"x": 10, "y": 20, "width": 80, "height": 24}, "actions": ["AXPress"]}
//!     ]})).unwrap();
//! let r = render(&obs, None);
//! assert_eq!(r.model_text(), "observation obs-3 app \"Mail\" window 12 title \"Inbox (3)\" elements 2\n\
//!     e1 AXWindow \"Inbox (3)\"\n  e2 AXButton \"Reply\" @10,20 80x24 [AXPress]");
//! assert_eq!(r.transcript_text().as_str(), "observation obs-3 app \"Mail\" window 12 title <text> elements 2\n\
//!     e1 AXWindow <text>\n  e2 AXButton <text> @10,20 80x24 [AXPress]");
//! ```
//!
//! # Choices where the contract is silent
//!
//! - Elements render depth-first from the roots (children in input order), so
//!   a child listed before its parent still sits under it.
//! - Roles, subroles and action names are read as any string; the
//!   transcript keeps one only when it is a standard name of the platform
//!   (`vocab::accessibility`), and withholds any other as `<text>` (an
//!   app can make up its own, and put screen text in them). The current
//!   turn shows a non-standard one as quoted display text.
//! - Labels, values, titles and action names of any length are read;
//!   lengths are never a reason to refuse, so they cannot decide whether an
//!   observation renders.
//! - The header keeps `app` (the target, as the projection does) and withholds
//!   `title`; the query text itself is never rendered.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use serde_json::Value;

use super::record::Reader;
use crate::call::error::{Error, ErrorKind, Seg};
use crate::call::json;
use crate::text::display::display_text;
use crate::text::redact::redact_identifier;
use crate::vocab::accessibility::{self, is_standard};
use crate::vocab::names::is_stable_id;

/// Most elements an observation may hold.
pub const MAX_ELEMENTS: usize = 10_000;
/// Most elements a rendering lists; the rest are counted in a closing line.
pub const MAX_RENDERED_ELEMENTS: usize = 2_000;
/// Most bytes of either rendering; lines past it are counted, not written.
pub const MAX_RENDERED_BYTES: usize = 256 * 1024;
/// Deepest indentation; deeper elements (or a cyclic parent chain) render here.
pub const MAX_DEPTH: usize = 24;
/// Most characters of a rendered label, value or title before the cut mark.
pub const MAX_TEXT_CHARS: usize = 256;
/// Most action names per element.
pub const MAX_ACTIONS: usize = 32;
/// The mark that ends a cut value.
pub const CUT_MARK: &str = "…";

/// An element's frame in screen points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub width: f64,
    /// Height.
    pub height: f64,
}

/// One element of the accessibility tree.
#[derive(Debug, Clone, PartialEq)]
pub struct Element {
    /// Stable identifier, unique in the observation.
    pub element_id: String,
    /// Accessibility role (`AXButton`).
    pub role: String,
    /// Accessibility subrole.
    pub subrole: Option<String>,
    /// The label: screen text.
    pub label: Option<String>,
    /// The value: screen text.
    pub value: Option<String>,
    /// The parent element's id.
    pub parent_element_id: Option<String>,
    /// Where it is.
    pub frame: Option<Frame>,
    /// Action names (`AXPress`, or custom names that are screen text).
    pub actions: Vec<String>,
    /// Whether its value can be set.
    pub settable: Option<bool>,
    /// Whether it has keyboard focus.
    pub focused: Option<bool>,
}

/// One observation: the accessibility tree of one window.
#[derive(Debug, Clone, PartialEq)]
pub struct Observation {
    /// The ledger's id for this observation.
    pub observation_id: String,
    /// The app, as the target names it.
    pub app: Option<String>,
    /// The window id.
    pub window_id: Option<u64>,
    /// The window title: screen text.
    pub title: Option<String>,
    /// The focused element's id.
    pub focused_element_id: Option<String>,
    /// Whether the executor cut the tree short.
    pub truncated: Option<bool>,
    /// The elements.
    pub elements: Vec<Element>,
}

/// Screen text: any string. Its length is not checked, so it cannot decide
/// whether an observation renders.
const ANY_TEXT: fn(&str) -> bool = |_| true;
/// A role or subrole: any non-empty string (only the platform's standard
/// names are kept in the transcript).
const ANY_NAME: fn(&str) -> bool = |s| !s.is_empty();
const ID: &str = "a stable identifier";

/// An id a transcript may keep: a stable identifier that holds no known
/// secret format (the projection's rule for ids, SPEC 4.5). Ids come from
/// the executor, but one that is a secret fails closed: the record is
/// refused rather than persisted with it.
pub(crate) fn is_kept_id(s: &str) -> bool {
    is_stable_id(s) && redact_identifier(s).rules.is_empty()
}

impl Observation {
    /// Reads and validates an observation: unique element ids that are
    /// stable identifiers, parents that exist, roles from the accessibility
    /// API, at most [`MAX_ELEMENTS`] elements. A malformed observation is a
    /// typed error pointing at the element (by index), never at its text.
    pub fn from_value(v: &Value) -> Result<Self, Error> {
        Self::read(v, None)
    }

    /// [`Observation::from_value`], with one more top-level key accepted
    /// and left to the caller (`image`, in an `observe` tool result); an
    /// unknown key is then never named, as it is a key inside a value.
    pub(crate) fn read(v: &Value, also: Option<&'static str>) -> Result<Self, Error> {
        let obj = v
            .as_object()
            .ok_or_else(|| Error::new(ErrorKind::NotAnObject).action("observation"))?;
        let r = Reader {
            what: "observation",
            path: Vec::new(),
            obj,
            names_keys: also.is_none(),
        };
        let mut keys = vec![
            "observation_id",
            "app",
            "window_id",
            "title",
            "focused_element_id",
            "truncated",
            "elements",
        ];
        keys.extend(also);
        r.keys(&keys)?;
        let observation_id = r
            .required_string("observation_id", is_kept_id, ID)?
            .to_owned();
        let window_id =
            match obj.get("window_id") {
                None | Some(Value::Null) => None,
                Some(w) => Some(w.as_u64().ok_or_else(|| {
                    r.err(ErrorKind::InvalidValue, "window_id", "an integer >= 0")
                })?),
            };
        let list = match obj.get("elements") {
            Some(Value::Array(a)) if a.len() <= MAX_ELEMENTS => a,
            Some(_) => {
                return Err(r.err(
                    ErrorKind::InvalidValue,
                    "elements",
                    "an array of at most 10000 elements",
                ))
            }
            None => return Err(r.err(ErrorKind::MissingField, "elements", "an array of elements")),
        };
        let mut elements = Vec::with_capacity(list.len());
        let mut ids = HashSet::with_capacity(list.len());
        for (i, e) in list.iter().enumerate() {
            let path = vec![Seg::Name("elements"), Seg::Index(i)];
            let eobj = e.as_object().ok_or_else(|| {
                Error::new(ErrorKind::InvalidValue)
                    .action("observation")
                    .at(&path)
                    .expected_text("an element object")
            })?;
            let er = Reader {
                what: "observation",
                path,
                obj: eobj,
                names_keys: false,
            };
            er.keys(&[
                "element_id",
                "role",
                "subrole",
                "label",
                "value",
                "parent_element_id",
                "frame",
                "actions",
                "settable",
                "focused",
            ])?;
            let element_id = er.required_string("element_id", is_kept_id, ID)?.to_owned();
            if !ids.insert(element_id.clone()) {
                return Err(er.err(
                    ErrorKind::InvalidValue,
                    "element_id",
                    "an id no other element has",
                ));
            }
            let frame = match eobj.get("frame") {
                None | Some(Value::Null) => None,
                Some(f) => Some(read_frame(f).ok_or_else(|| {
                    er.err(
                        ErrorKind::InvalidValue,
                        "frame",
                        "an object {x, y, width, height} of finite numbers",
                    )
                })?),
            };
            let actions = match eobj.get("actions") {
                None | Some(Value::Null) => Vec::new(),
                // Names are text of any length: how long an app's custom
                // action name is must not decide whether the observation
                // renders (its transcript would then depend on it).
                Some(Value::Array(a))
                    if a.len() <= MAX_ACTIONS && a.iter().all(Value::is_string) =>
                {
                    a.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_owned)
                        .collect()
                }
                Some(_) => {
                    return Err(er.err(
                        ErrorKind::InvalidValue,
                        "actions",
                        "an array of at most 32 action names (strings)",
                    ))
                }
            };
            elements.push(Element {
                element_id,
                role: er
                    .required_string("role", ANY_NAME, "an accessibility role name (a string)")?
                    .to_owned(),
                subrole: er
                    .string(
                        "subrole",
                        ANY_NAME,
                        "an accessibility subrole name (a string)",
                    )?
                    .map(str::to_owned),
                label: er.string("label", ANY_TEXT, "a string")?.map(str::to_owned),
                value: er.string("value", ANY_TEXT, "a string")?.map(str::to_owned),
                parent_element_id: er
                    .string("parent_element_id", is_kept_id, ID)?
                    .map(str::to_owned),
                frame,
                actions,
                settable: er.boolean("settable")?,
                focused: er.boolean("focused")?,
            });
        }
        for (i, e) in elements.iter().enumerate() {
            if let Some(p) = &e.parent_element_id {
                if !ids.contains(p) {
                    return Err(Error::new(ErrorKind::InvalidValue)
                        .action("observation")
                        .at(&[
                            Seg::Name("elements"),
                            Seg::Index(i),
                            Seg::Name("parent_element_id"),
                        ])
                        .expected_text("the id of another element of this observation"));
                }
            }
        }
        let focused_element_id = r
            .string("focused_element_id", is_kept_id, ID)?
            .map(str::to_owned);
        Ok(Observation {
            observation_id,
            app: r.string("app", ANY_TEXT, "a string")?.map(str::to_owned),
            window_id,
            title: r.string("title", ANY_TEXT, "a string")?.map(str::to_owned),
            focused_element_id,
            truncated: r.boolean("truncated")?,
            elements,
        })
    }

    /// [`Observation::from_value`] on JSON text (read strictly).
    pub fn from_json(json: impl AsRef<[u8]>) -> Result<Self, Error> {
        Self::from_value(&json::from_slice(json.as_ref())?)
    }
}

fn read_frame(v: &Value) -> Option<Frame> {
    let o = v.as_object()?;
    if o.len() != 4 {
        return None;
    }
    let n = |k: &str| o.get(k)?.as_f64().filter(|f| f.is_finite());
    Some(Frame {
        x: n("x")?,
        y: n("y")?,
        width: n("width")?,
        height: n("height")?,
    })
}

/// The transcript rendering: only the renderers of this crate make one
/// ([`render`], [`render_tool_result`](crate::tool_result::render_tool_result)),
/// so a value of this type never holds screen text, and [`ToolResult`]
/// takes nothing else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranscriptText(String);

impl TranscriptText {
    /// Only renderers call this, on text they built without screen text.
    pub(crate) fn from_rendering(text: String) -> Self {
        TranscriptText(text)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Both renderings of one observation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renderings {
    model_text: String,
    transcript: TranscriptText,
}

impl Renderings {
    pub(crate) fn new(model_text: String, transcript: TranscriptText) -> Self {
        Renderings {
            model_text,
            transcript,
        }
    }

    /// The current-turn rendering: hand it to the model now, never persist it.
    pub fn model_text(&self) -> &str {
        &self.model_text
    }
    /// The transcript rendering: persist it as the tool result.
    pub fn transcript_text(&self) -> &TranscriptText {
        &self.transcript
    }
    /// Splits into the two texts.
    pub fn into_parts(self) -> (String, TranscriptText) {
        (self.model_text, self.transcript)
    }
}

/// Display text, cut to [`MAX_TEXT_CHARS`] with [`CUT_MARK`], JSON-quoted.
pub(crate) fn quoted(s: &str) -> String {
    let (clean, _) = display_text(s, MAX_TEXT_CHARS + 1);
    let text = if clean.chars().count() > MAX_TEXT_CHARS {
        let cut: String = clean.chars().take(MAX_TEXT_CHARS).collect();
        format!("{}{CUT_MARK}", cut.trim_end())
    } else {
        clean
    };
    serde_json::to_string(&text).unwrap_or_else(|_| "\"\"".to_owned())
}

fn number(n: f64) -> String {
    // Frames are points; whole numbers keep the line short.
    format!("{}", n.round() as i64)
}

/// The order lines are written in: depth-first from the roots, children in
/// input order; elements no root reaches (a parent cycle) follow, in input
/// order. Each with its depth, capped at [`MAX_DEPTH`].
fn tree_order(elements: &[Element]) -> Vec<(usize, usize)> {
    let index: HashMap<&str, usize> = elements
        .iter()
        .enumerate()
        .map(|(i, e)| (e.element_id.as_str(), i))
        .collect();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); elements.len()];
    let mut roots = Vec::new();
    for (i, e) in elements.iter().enumerate() {
        match e.parent_element_id.as_deref().and_then(|p| index.get(p)) {
            Some(&p) if p != i => children[p].push(i),
            _ => roots.push(i),
        }
    }
    let mut order = Vec::with_capacity(elements.len());
    let mut seen = vec![false; elements.len()];
    let mut stack: Vec<(usize, usize)> = roots.iter().rev().map(|&r| (r, 0)).collect();
    while let Some((i, depth)) = stack.pop() {
        if std::mem::replace(&mut seen[i], true) {
            continue;
        }
        order.push((i, depth.min(MAX_DEPTH)));
        for &c in children[i].iter().rev() {
            stack.push((c, depth + 1));
        }
    }
    for (i, _) in elements.iter().enumerate() {
        if !seen[i] {
            // In a parent cycle: no root above it, so no depth to measure.
            order.push((i, MAX_DEPTH));
        }
    }
    order
}

/// Which elements a query keeps: those whose label, value or role contains
/// it (case-insensitive), and every ancestor of one.
fn query_keep(elements: &[Element], query: &str) -> Vec<bool> {
    let q = query.to_lowercase();
    let index: HashMap<&str, usize> = elements
        .iter()
        .enumerate()
        .map(|(i, e)| (e.element_id.as_str(), i))
        .collect();
    let mut keep = vec![false; elements.len()];
    for (i, e) in elements.iter().enumerate() {
        let hit = [Some(&e.role), e.label.as_ref(), e.value.as_ref()]
            .into_iter()
            .flatten()
            .any(|t| t.to_lowercase().contains(&q));
        if !hit {
            continue;
        }
        // Walk up, at most once per element, so a cycle ends.
        let mut at = Some(i);
        let mut steps = 0;
        while let Some(j) = at {
            if keep[j] && j != i || steps > elements.len() {
                break;
            }
            keep[j] = true;
            steps += 1;
            at = elements[j]
                .parent_element_id
                .as_deref()
                .and_then(|p| index.get(p).copied());
        }
    }
    keep
}

/// Renders both texts.
///
/// `query`, when given, keeps in the current-turn text the elements whose
/// label, value or role contains it (case-insensitive) and their ancestors,
/// and its header says how many of how many are shown. The transcript
/// records only that a query was given (`query <text>`) and lists the whole
/// structure: which elements matched, or how many, would tell what the
/// screen says.
///
/// Each text is bounded on its own ([`MAX_RENDERED_ELEMENTS`] lines,
/// [`MAX_RENDERED_BYTES`]), with the cut counted in a closing line; the
/// transcript's bounds are measured on the transcript, so it never depends
/// on the length of any screen text.
pub fn render(obs: &Observation, query: Option<&str>) -> Renderings {
    let order = tree_order(&obs.elements);
    let model_text = match query {
        Some(q) => {
            let keep = query_keep(&obs.elements, q);
            let kept: Vec<(usize, usize)> =
                order.iter().copied().filter(|(i, _)| keep[*i]).collect();
            let counts = format!(" showing {} of {} elements", kept.len(), obs.elements.len());
            lines(obs, &kept, Screen::Shown, &counts)
        }
        None => {
            let counts = format!(" elements {}", obs.elements.len());
            lines(obs, &order, Screen::Shown, &counts)
        }
    };
    let mut counts = String::new();
    if query.is_some() {
        counts.push_str(" query <text>");
    }
    let _ = write!(counts, " elements {}", obs.elements.len());
    Renderings {
        model_text,
        transcript: TranscriptText(lines(obs, &order, Screen::Withheld, &counts)),
    }
}

/// Whether a rendering shows screen text or withholds it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Screen {
    Shown,
    Withheld,
}

/// One rendering: the header (with `counts` after the target), then the
/// elements of `order` (index, depth), bounded, with the cut counted.
fn lines(obs: &Observation, order: &[(usize, usize)], screen: Screen, counts: &str) -> String {
    let mut out = format!("observation {}", obs.observation_id);
    if let Some(app) = &obs.app {
        // The target, as the projection carries `app`: display text.
        let _ = write!(out, " app {}", quoted(app));
    }
    if let Some(w) = obs.window_id {
        let _ = write!(out, " window {w}");
    }
    if let Some(t) = &obs.title {
        out.push_str(" title ");
        out.push_str(&shown(t, screen));
    }
    if let Some(f) = &obs.focused_element_id {
        let _ = write!(out, " focused {f}");
    }
    out.push_str(counts);
    if obs.truncated == Some(true) {
        out.push_str(" truncated");
    }
    let mut written = 0;
    for &(i, depth) in order {
        if written >= MAX_RENDERED_ELEMENTS {
            break;
        }
        let l = line(&obs.elements[i], depth, screen);
        if out.len() + l.len() + 1 > MAX_RENDERED_BYTES {
            break;
        }
        out.push('\n');
        out.push_str(&l);
        written += 1;
    }
    if written < order.len() {
        let _ = write!(out, "\n… {} more elements not shown", order.len() - written);
    }
    out
}

/// Screen text as a rendering shows it: quoted display text, or `<text>`.
fn shown(s: &str, screen: Screen) -> String {
    match screen {
        Screen::Shown => quoted(s),
        Screen::Withheld => "<text>".to_owned(),
    }
}

/// One element's line.
fn line(e: &Element, depth: usize, screen: Screen) -> String {
    let text = |s: &str| shown(s, screen);
    let mut l = "  ".repeat(depth);
    l.push_str(&e.element_id);
    l.push(' ');
    // A standard name is structure; any other is an app's own text.
    let name = |vocabulary: &[&str], s: &str| {
        if is_standard(vocabulary, s) {
            s.to_owned()
        } else {
            text(s)
        }
    };
    l.push_str(&name(accessibility::ROLES, &e.role));
    if let Some(s) = &e.subrole {
        l.push('/');
        l.push_str(&name(accessibility::SUBROLES, s));
    }
    if let Some(label) = &e.label {
        l.push(' ');
        l.push_str(&text(label));
    }
    if let Some(value) = &e.value {
        l.push_str(" = ");
        l.push_str(&text(value));
    }
    if let Some(f) = e.frame {
        let _ = write!(
            l,
            " @{},{} {}x{}",
            number(f.x),
            number(f.y),
            number(f.width),
            number(f.height)
        );
    }
    if !e.actions.is_empty() {
        let names: Vec<String> = e
            .actions
            .iter()
            .map(|a| name(accessibility::ACTIONS, a))
            .collect();
        let _ = write!(l, " [{}]", names.join(", "));
    }
    if e.settable == Some(true) {
        l.push_str(" settable");
    }
    if e.focused == Some(true) {
        l.push_str(" focused");
    }
    l
}

/// The persisted tool result of an observation: only a [`TranscriptText`]
/// can be put in it, so the current-turn text cannot be persisted by mistake.
///
/// ```compile_fail
/// # use cu_projection::observation::{render, Observation, ToolResult};
/// # let obs: Observation = unimplemented!();
/// let r = render(&obs, None);
/// let record = ToolResult::new("call-1", r.model_text().to_owned()); // expected `TranscriptText`
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolResult {
    call_id: String,
    text: TranscriptText,
}

impl ToolResult {
    /// The tool result for the call `call_id`.
    pub fn new(call_id: impl Into<String>, text: TranscriptText) -> Self {
        ToolResult {
            call_id: call_id.into(),
            text,
        }
    }
    /// The tool call's id.
    pub fn call_id(&self) -> &str {
        &self.call_id
    }
    /// The persisted text.
    pub fn text(&self) -> &str {
        self.text.as_str()
    }
}

impl serde::Serialize for ToolResult {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("type", "tool_result")?;
        map.serialize_entry("call_id", &self.call_id)?;
        map.serialize_entry("content", self.text.as_str())?;
        map.end()
    }
}
