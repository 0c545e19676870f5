//! The one call a host makes per tool call: projection, approval summary and
//! scope key together.

use serde_json::Value;

use crate::approval::{scope_key_for, summary_with, ApprovalSummary, RawFields};
use crate::error::Error;
use crate::projection::{project_with, ModelCall, ProjectionReport};

/// The three parts of one call, and the projection's report.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Split {
    /// What the model reads back: persist this as `tool_start`.
    pub model: ModelCall,
    /// What a person approves.
    pub approval: ApprovalSummary,
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
    let mut raw = RawFields::default();
    let projection = project_with(value, &mut raw);
    let approval = summary_with(
        &raw,
        projection.action,
        projection.carried_app,
        projection.carried_observation,
    );
    let scope_key = scope_key_for(&raw, approval.approval_class());
    Split {
        model: projection.model,
        approval,
        scope_key,
        report: projection.report,
    }
}

/// [`split`] on JSON text: invalid JSON is `invalid_json`, an object that
/// repeats a key is `duplicate_key` (the two copies could differ, and the
/// projection must not pick one silently).
///
/// Strings the projection would withhold whatever they held are validated
/// and skipped, never unescaped or copied (see the crate's performance
/// notes); the answer is the one [`split`] gives on the parsed value.
pub fn split_json(bytes: &[u8]) -> Result<Split, Error> {
    match crate::text::read_call(bytes) {
        Some(call) => Ok(split(&call)),
        None => Ok(split(&crate::json::from_slice(bytes)?)),
    }
}
