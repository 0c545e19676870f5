//! Anthropic `tool_use` blocks: the block's `input` is the call itself, in
//! the tool's own words, so it goes to the strict parser as it is. Nothing
//! is filled in: a `set_value` without `observation_id` is
//! `reobserve_required`, and the model has to observe again.

use serde_json::Value;

use crate::call::error::{Error, ErrorKind};
use crate::call::ComputerUseCall;

/// A call read from a `tool_use` block.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct ToolUse {
    /// The block's `id` (`toolu_...`), for the matching `tool_result`.
    pub id: Option<String>,
    /// The parsed call.
    pub call: ComputerUseCall,
}

/// Reads a `tool_use` block: `{"type": "tool_use", "id", "name", "input"}`.
///
/// ```
/// use cu_projection::anthropic::from_tool_use;
/// use serde_json::json;
///
/// let err = from_tool_use(&json!({"type": "tool_use", "id": "toolu_1", "name": "maka_computer",
///     "input": {"action": "set_value", "element_id": "e4", "value": "Ada"}})).unwrap_err();
/// assert_eq!(err.code(), "reobserve_required");
/// ```
pub fn from_tool_use(block: &Value) -> Result<ToolUse, Error> {
    let input = block.get("input").ok_or_else(|| {
        Error::new(ErrorKind::MissingField)
            .field("input")
            .expected_text("the tool_use block's input object")
    })?;
    let call = ComputerUseCall::from_value(input)?;
    let id = block.get("id").and_then(Value::as_str).map(str::to_owned);
    Ok(ToolUse { id, call })
}
