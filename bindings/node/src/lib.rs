//! The Node.js native module: every function takes and returns JSON text
//! through `cu_projection::hosts`, so the answers are the crate's, byte for
//! byte; `index.js` turns them into objects and typed errors.
//!
//! (`unsafe_code` is not forbidden here: the napi macros generate the
//! foreign-function glue. The crate itself forbids it.)

use cu_projection::{hosts, Error};
use napi_derive::napi;

/// `{"ok": <answer>}` or `{"error": {...}}`.
fn envelope(r: Result<String, Error>) -> String {
    match r {
        Ok(v) => format!("{{\"ok\":{v}}}"),
        Err(e) => hosts::error_answer(&e),
    }
}

/// The split answer line, exactly as `cu_project` writes it.
#[napi(js_name = "splitJson")]
pub fn split_json(text: String) -> String {
    hosts::split_answer(text)
}

#[napi]
pub fn parse(text: String) -> String {
    envelope(hosts::parse(text))
}

#[napi(js_name = "fromToolUse")]
pub fn from_tool_use(block: String) -> String {
    envelope(hosts::from_tool_use(block))
}

#[napi(js_name = "fromStrictArguments")]
pub fn from_strict_arguments(args: String) -> String {
    envelope(hosts::from_strict_arguments(args))
}

#[napi(js_name = "validateNativeBatch")]
pub fn validate_native_batch(item: String, policy: String) -> String {
    envelope(hosts::validate_native_batch(item, policy))
}

#[napi]
pub fn schema(variant: String) -> String {
    envelope(hosts::schema(&variant))
}

#[napi(js_name = "renderObservation")]
pub fn render_observation(obs: String, query: Option<String>) -> String {
    envelope(hosts::render_observation(obs, query.as_deref()))
}

#[napi(js_name = "renderToolResult")]
pub fn render_tool_result(action: String, result: String) -> String {
    hosts::render_tool_result_answer(&action, result)
}

/// An observation ledger answering host events as JSON text.
#[napi(js_name = "NativeLedger")]
pub struct NativeLedger {
    inner: hosts::LedgerText,
}

#[napi]
impl NativeLedger {
    /// Fails with the error's JSON as the message (`index.js` reads it).
    #[napi(constructor)]
    pub fn new(tag: String) -> napi::Result<Self> {
        hosts::LedgerText::new(&tag)
            .map(|inner| NativeLedger { inner })
            .map_err(|e| napi::Error::from_reason(hosts::error_json(&e)))
    }

    #[napi]
    pub fn apply(&mut self, event: String) -> String {
        self.inner.apply(event)
    }
}
