//! The persisted `tool_start` record: what the transcript keeps of a call.

use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::Value;

use super::projection::{project, ModelCall};
use crate::vocab::schema::TOOL_NAME;

/// The `tool_start` record a host writes into the transcript and replays to
/// the model.
///
/// It can only be built from a [`ModelCall`], the model-facing projection, so
/// writing the approval summary into the transcript is a type error:
///
/// ```compile_fail
/// use cu_projection::{split, ToolStart};
/// let s = split(&serde_json::json!({"action": "list_apps"}));
/// let record = ToolStart::new("call-1", s.approval); // expected `ModelCall`
/// ```
///
/// ```
/// use cu_projection::{split, ToolStart};
/// let s = split(&serde_json::json!({"action": "type", "observation_id": "obs-2", "text": "hi"}));
/// let record = ToolStart::new("call-1", s.model);
/// assert_eq!(serde_json::to_string(&record).unwrap(),
///     r#"{"type":"tool_start","call_id":"call-1","name":"maka_computer","args":{"action":"type","observation_id":"obs-2","text":"<text>"}}"#);
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct ToolStart {
    call_id: String,
    name: String,
    args: ModelCall,
}

impl ToolStart {
    /// A record for the call `call_id` of the `maka_computer` tool.
    pub fn new(call_id: impl Into<String>, args: ModelCall) -> Self {
        ToolStart {
            call_id: call_id.into(),
            name: TOOL_NAME.to_owned(),
            args,
        }
    }

    /// The same record under another tool name, for a host that registers
    /// the tool under its own name.
    pub fn with_tool_name(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// Reads a record back from storage. The stored `args` are projected
    /// again, so a record edited or written by older code cannot put private
    /// values into the model's history. Missing ids or names read as empty.
    pub fn from_stored(stored: &Value) -> Self {
        let text = |k: &str| {
            stored
                .get(k)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        ToolStart {
            call_id: text("call_id"),
            name: text("name"),
            args: project(stored.get("args").unwrap_or(&Value::Null)).model,
        }
    }

    /// The tool call's id.
    pub fn call_id(&self) -> &str {
        &self.call_id
    }
    /// The tool's name.
    pub fn tool_name(&self) -> &str {
        &self.name
    }
    /// The model-facing call.
    pub fn args(&self) -> &ModelCall {
        &self.args
    }
}

impl Serialize for ToolStart {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("type", "tool_start")?;
        map.serialize_entry("call_id", &self.call_id)?;
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("args", &self.args)?;
        map.end()
    }
}
