//! The split: every call into the model-facing projection, the approval
//! summary and the scope key, in one pass.
//!
//! - `rules`: the projection's rules, one per privacy class and type; every
//!   path below asks them;
//! - `projection`: [`ModelCall`] and its report, built by the rules;
//! - `approval`: [`ApprovalSummary`] and the scope key;
//! - `record`: [`ToolStart`](crate::ToolStart), the persisted record;
//! - `node`: read access shared by `serde_json::Value` and the borrowed
//!   tree, so each part is written once for both;
//! - `reader`: the JSON-text path, which reads a call into a borrowed tree;
//! - `write`: compact JSON text written straight into a `String`.
//!
//! # Choices where the contract is silent
//!
//! - A carried string that is empty after display cleaning keeps its key and
//!   becomes `<text>` (rather than vanishing), so a replayed call never fails
//!   for a missing argument; an empty `action` is `"unknown"`.
//! - Identifier-shaped secrets (a 40-digit hex run under `element_id`) are
//!   withheld, not carried as `[redacted]`, so re-projection is stable.
//! - Projection rules follow the action exactly as sent: `" observe"` is shown
//!   as `observe` but projected as an unknown action (every argument withheld
//!   but identifiers and geometry).
//! - Unknown keys whose names hold a secret (`sk_live_...`) are dropped like
//!   any unsafe name; unknown `steps` members are dropped and counted.
//! - `split_json` and `split_json_into` read the call into a borrowed tree
//!   (strings borrowed unless escaped, no map built) and skip strings they
//!   would withhold whatever they held (validated, never unescaped or copied);
//!   anything unusual takes the `Value` path, and property tests hold the two
//!   to the same answers and errors, and `split_json_into`'s text to what
//!   serializing `split`'s parts gives, byte for byte.

use serde_json::Value;

use crate::call::error::Error;
use crate::call::json;

pub(crate) mod approval;
pub(crate) mod node;
pub(crate) mod projection;
mod reader;
pub(crate) mod record;
pub(crate) mod rules;
pub(crate) mod write;

use approval::{summary_with, write_scope_key, ApprovalSummary, RawFields};
use node::Node;
use projection::{project_with, Built, ModelCall, ProjectionReport};

/// The three parts of one call, and the projection's report.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Split {
    /// What the model reads back: persist this as `tool_start`.
    pub model: ModelCall,
    /// What a person approves.
    pub approval: ApprovalSummary<'static>,
    /// The approval scope key, computed from the raw values.
    pub scope_key: String,
    /// What the projection withheld, redacted and dropped (for telemetry).
    pub report: ProjectionReport,
}

/// Splits any JSON value (a raw call, the host's permission arguments, or an
/// approval summary recovered from storage) into the model-facing
/// projection, the approval summary and the scope key. Never fails.
///
/// ```
/// use cu_projection::split;
/// use serde_json::json;
///
/// let s = split(&json!({
///     "action": "set_value", "app": "Mail", "window_id": 3, "observation_id": "obs-4",
///     "element_id": "e9", "value": "meet me at 6", "approvalClass": "semantic_mutation"
/// }));
/// assert_eq!(serde_json::to_string(&s.model).unwrap(),
///     r#"{"action":"set_value","app":"Mail","window_id":3,"observation_id":"obs-4","element_id":"e9","value":"<text>"}"#);
/// assert_eq!(s.approval.approval_class().as_str(), "semantic_mutation");
/// assert_eq!(s.scope_key, r#"computer_use:["semantic_mutation","set_value","Mail",3,"obs-4"]"#);
/// ```
pub fn split(value: &Value) -> Split {
    split_node(value)
}

/// [`split`] on any value the projection reads.
fn split_node<N: Node>(value: &N) -> Split {
    let mut report = ProjectionReport::default();
    let mut scope_key = String::with_capacity(96);
    let (built, approval) = split_parts(value, &mut report, &mut scope_key);
    Split {
        model: built.model_call(),
        approval: approval.into_owned(),
        scope_key,
        report,
    }
}

/// The one pass both forms of the answer share: the projection (its report
/// into `report`), the approval summary, and the scope key (into
/// `scope_key`).
fn split_parts<'a, N: Node>(
    value: &'a N,
    report: &mut ProjectionReport,
    scope_key: &mut String,
) -> (Built<'a, N>, ApprovalSummary<'a>) {
    let mut raw = RawFields::default();
    let mut built = project_with(value, &mut raw, report);
    // The summary's `app` and `observationId` follow the projection's
    // rules: it takes what the projection carried.
    let approval = summary_with(
        &raw,
        built.action,
        built.carried_app.take(),
        built.carried_observation.take(),
    );
    write_scope_key(&raw, approval.approval_class(), scope_key);
    (built, approval)
}

/// [`split`] on JSON text: invalid JSON is `invalid_json`, an object that
/// repeats a key is `duplicate_key` (the two copies could differ, and the
/// projection must not pick one silently).
///
/// Strings the projection would withhold whatever they held are validated
/// and skipped, never unescaped or copied (see the crate's performance
/// notes); the answer is the one [`split`] gives on the parsed value.
pub fn split_json(json: impl AsRef<[u8]>) -> Result<Split, Error> {
    let bytes = json.as_ref();
    match reader::read_call(bytes) {
        Some(call) => Ok(split_node(&call)),
        None => Ok(split(&json::from_slice(bytes)?)),
    }
}

/// The three parts of one call as JSON text, written by [`split_json_into`]:
/// for hosts that store or forward text (a transcript scrubber, a command
/// line tool), without building [`ModelCall`] and [`ApprovalSummary`]
/// values on the way.
///
/// Keep one and pass it to every call: its buffers keep their capacity, so
/// a long run stops allocating for them. Each text is what serializing the
/// matching part of [`split_json`]'s answer gives, byte for byte.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SplitText {
    action: String,
    model: String,
    approval: String,
    scope_key: String,
    report: ProjectionReport,
}

impl SplitText {
    /// Empty buffers.
    pub fn new() -> Self {
        SplitText::default()
    }
    /// The action as the projection carries it (what
    /// [`ModelCall::action`] gives).
    pub fn action(&self) -> &str {
        &self.action
    }
    /// The model-facing projection as JSON: persist this as `tool_start`.
    pub fn model_json(&self) -> &str {
        &self.model
    }
    /// The approval summary as JSON.
    pub fn approval_json(&self) -> &str {
        &self.approval
    }
    /// The approval scope key.
    pub fn scope_key(&self) -> &str {
        &self.scope_key
    }
    /// What the projection withheld, redacted and dropped.
    pub fn report(&self) -> &ProjectionReport {
        &self.report
    }

    fn clear(&mut self) {
        self.action.clear();
        self.model.clear();
        self.approval.clear();
        self.scope_key.clear();
        self.report.withheld.clear();
        self.report.redactions.clear();
        self.report.dropped = Default::default();
    }

    fn write<N: Node>(&mut self, value: &N) {
        let (built, approval) = split_parts(value, &mut self.report, &mut self.scope_key);
        self.action.push_str(built.action_text());
        built.write_json(&mut self.model);
        approval.write_json(&mut self.approval);
    }
}

/// [`split_json`], writing the three parts as JSON text into `out` (which
/// it clears first). On an error `out` is left empty.
///
/// ```
/// use cu_projection::{split_json_into, SplitText};
///
/// let mut out = SplitText::new();
/// for line in [
///     r#"{"action":"type","observation_id":"obs-2","text":"my PIN is 4417"}"#,
///     r#"{"action":"left_click","observation_id":"obs-3","coordinate":[640,400]}"#,
/// ] {
///     split_json_into(line.as_bytes(), &mut out)?;
/// }
/// assert_eq!(out.model_json(), r#"{"action":"left_click","observation_id":"obs-3","coordinate":[640,400]}"#);
/// assert_eq!(out.scope_key(), r#"computer_use:["pointer_mutation","left_click",null,null,"obs-3"]"#);
/// # Ok::<(), cu_projection::Error>(())
/// ```
pub fn split_json_into(json: impl AsRef<[u8]>, out: &mut SplitText) -> Result<(), Error> {
    let bytes = json.as_ref();
    out.clear();
    match reader::read_call(bytes) {
        Some(call) => out.write(&call),
        None => out.write(&json::from_slice(bytes)?),
    }
    Ok(())
}
