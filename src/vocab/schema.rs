//! The tool's wire schema: a hand-written JSON Schema (draft 2020-12)
//! document, embedded at build time.
//!
//! The document is written by hand on purpose: the parity tests hold it and
//! the [catalog](crate::catalog) against each other, which only means
//! something while the two are written independently.
//!
//! The OpenAI strict variant makes nested `steps` items strict too (every
//! member required, optional ones nullable), as strict mode requires.

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

/// OpenAI strict function parameters, derived from the flat object: every
/// property listed in `required`, every property that was optional made
/// nullable (`"type": [T, "null"]`, and `null` added to an `enum`), and
/// `additionalProperties: false`; the same for the `steps` item object.
/// Nothing else changes. At the top level only `action` stays non-null.
///
/// ```
/// let strict = cu_projection::schema::openai_strict_parameters();
/// assert_eq!(strict["properties"]["action"]["type"], "string");
/// assert_eq!(strict["properties"]["app"]["type"], serde_json::json!(["string", "null"]));
/// assert_eq!(strict["required"].as_array().unwrap().len(), 22);
/// ```
pub fn openai_strict_parameters() -> Value {
    let mut flat = function_parameters();
    make_strict(&mut flat);
    flat
}

/// Makes one object schema strict, then its nested object schemas.
fn make_strict(schema: &mut Value) {
    let Some(obj) = schema.as_object_mut() else {
        return;
    };
    let required: Vec<Value> = obj
        .get("required")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if let Some(props) = obj.get_mut("properties").and_then(Value::as_object_mut) {
        let names: Vec<Value> = props.keys().map(|k| Value::from(k.as_str())).collect();
        for (name, prop) in props.iter_mut() {
            if !required.contains(&Value::from(name.as_str())) {
                make_nullable(prop);
            }
            if let Some(items) = prop.get_mut("items") {
                if items.get("properties").is_some() {
                    make_strict(items);
                }
            }
        }
        obj.insert("required".to_owned(), Value::Array(names));
        obj.insert("additionalProperties".to_owned(), Value::Bool(false));
    }
}

fn make_nullable(prop: &mut Value) {
    let Some(p) = prop.as_object_mut() else {
        return;
    };
    match p.get_mut("type") {
        Some(Value::String(t)) => {
            let t = std::mem::take(t);
            p.insert("type".to_owned(), serde_json::json!([t, "null"]));
        }
        Some(Value::Array(types)) if !types.contains(&Value::from("null")) => {
            types.push(Value::from("null"));
        }
        _ => {}
    }
    if let Some(Value::Array(members)) = p.get_mut("enum") {
        if !members.contains(&Value::Null) {
            members.push(Value::Null);
        }
    }
}

/// An Anthropic tool definition: `name`, `description` and `input_schema`
/// (the plain function parameters). Pass [`TOOL_NAME`] for the default name.
///
/// ```
/// let tool = cu_projection::schema::anthropic_tool(cu_projection::schema::TOOL_NAME);
/// assert_eq!(tool["name"], "maka_computer");
/// assert_eq!(tool["input_schema"], cu_projection::schema::function_parameters());
/// ```
pub fn anthropic_tool(name: &str) -> Value {
    serde_json::json!({
        "name": name,
        "description": wire_schema().get("description").cloned().unwrap_or(Value::Null),
        "input_schema": function_parameters(),
    })
}

/// An OpenAI Responses API function tool with strict parameters:
/// `{"type": "function", "name", "description", "parameters", "strict": true}`.
pub fn openai_strict_function(name: &str) -> Value {
    serde_json::json!({
        "type": "function",
        "name": name,
        "description": wire_schema().get("description").cloned().unwrap_or(Value::Null),
        "parameters": openai_strict_parameters(),
        "strict": true,
    })
}
