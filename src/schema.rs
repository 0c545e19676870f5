//! The tool's wire schema: a hand-written JSON Schema (draft 2020-12)
//! document, embedded at build time.
//!
//! The document is written by hand on purpose: the parity tests hold it and
//! the [catalog](crate::catalog) against each other, which only means
//! something while the two are written independently.

use once_cell::sync::Lazy;
use serde_json::Value;

/// The schema document's text, exactly as shipped in `src/`.
pub const WIRE_SCHEMA_JSON: &str = include_str!("maka_computer.schema.json");

/// The tool's default name.
pub const TOOL_NAME: &str = "maka_computer";

static WIRE_SCHEMA: Lazy<Value> = Lazy::new(|| {
    // The document is a compile-time constant; `tests/schema.rs` proves it
    // parses, so this cannot fail for any input a host passes.
    serde_json::from_str(WIRE_SCHEMA_JSON).unwrap_or(Value::Null)
});

/// The whole wire schema: the flat object a provider is given, plus one
/// strict arm per action under `$defs`, joined by `oneOf`.
pub fn wire_schema() -> &'static Value {
    &WIRE_SCHEMA
}

/// Keys of the document that are not part of plain function parameters.
const DOCUMENT_ONLY: &[&str] = &["$schema", "$id", "$defs", "oneOf", "title"];

/// Plain function parameters: the flat top-level object (`type`,
/// `description`, `properties`, `required`, `additionalProperties`) without
/// the per-action arms, the form most providers take as a function's
/// `parameters`.
///
/// ```
/// let params = cu_projection::schema::function_parameters();
/// assert_eq!(params["required"], serde_json::json!(["action"]));
/// assert!(params.get("oneOf").is_none() && params.get("$defs").is_none());
/// ```
pub fn function_parameters() -> Value {
    let mut flat = wire_schema().clone();
    if let Some(obj) = flat.as_object_mut() {
        for key in DOCUMENT_ONLY {
            obj.remove(*key);
        }
    }
    flat
}
