//! The OpenAI strict function-call adapter.
//!
//! With `strict: true` the model fills every property of the flat schema,
//! writing `null` for those that do not apply, and sometimes a non-null value
//! for a field the chosen action does not take. The adapter keeps the
//! non-null fields the action accepts, records (sorted) the non-null ones it
//! discards, and hands the rest to the strict parser. It never fills in a
//! missing `observation_id`: a `null` one is `reobserve_required`.

use serde_json::{Map, Value};

use crate::call::error::{Error, ErrorKind};
use crate::call::{json, ComputerUseCall};
use crate::vocab::catalog;

/// A call read from OpenAI strict function arguments.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct StrictCall {
    /// The parsed call.
    pub call: ComputerUseCall,
    /// Non-null fields the action does not take, sorted. Names only: their
    /// values are dropped, never passed on.
    pub discarded: Vec<&'static str>,
}

/// Reads the arguments of a strict function call.
///
/// Refuses a non-object, keys the schema does not declare (all of them,
/// sorted, named in the message when they are plain identifiers), a missing
/// or non-string `action` and an unknown action; then parses what is left.
///
/// ```
/// use cu_projection::openai::from_strict_arguments;
/// use serde_json::json;
///
/// let mut args = json!({"action": "left_click", "observation_id": "obs-3",
///     "coordinate": [10, 20], "scroll_amount": 3});
/// for f in cu_projection::catalog::FIELDS {
///     args.as_object_mut().unwrap().entry(f.name()).or_insert(serde_json::Value::Null);
/// }
/// let strict = from_strict_arguments(&args).unwrap();
/// assert_eq!(strict.call.action_name(), "left_click");
/// assert_eq!(strict.discarded, ["scroll_amount"]);
/// ```
pub fn from_strict_arguments(args: &Value) -> Result<StrictCall, Error> {
    let obj = args
        .as_object()
        .ok_or_else(|| Error::new(ErrorKind::NotAnObject))?;
    let unknown: Vec<&str> = obj
        .keys()
        .map(String::as_str)
        .filter(|k| *k != "action" && catalog::field_def(k).is_none())
        .collect();
    if !unknown.is_empty() {
        return Err(Error::new(ErrorKind::UnknownFields).names(&unknown));
    }
    let action = match obj.get("action") {
        None | Some(Value::Null) => {
            return Err(Error::new(ErrorKind::MissingAction).field("action"))
        }
        Some(Value::String(name)) => catalog::action(name)
            .ok_or_else(|| Error::new(ErrorKind::UnsupportedAction).field("action"))?,
        Some(_) => return Err(Error::new(ErrorKind::ActionNotString).field("action")),
    };
    let mut kept = Map::new();
    kept.insert("action".to_owned(), Value::from(action.name()));
    let mut discarded = Vec::new();
    for def in catalog::FIELDS {
        match obj.get(def.name()) {
            None | Some(Value::Null) => {}
            Some(v) if action.field(def.name()).is_some() => {
                kept.insert(def.name().to_owned(), v.clone());
            }
            Some(_) => discarded.push(def.name()),
        }
    }
    discarded.sort_unstable();
    let call = ComputerUseCall::from_value(&Value::Object(kept))?;
    Ok(StrictCall { call, discarded })
}

/// [`from_strict_arguments`] on the arguments string a function call
/// carries: invalid JSON is `invalid_json`, a repeated key `duplicate_key`.
pub fn from_strict_arguments_json(arguments: impl AsRef<[u8]>) -> Result<StrictCall, Error> {
    from_strict_arguments(&json::from_slice(arguments.as_ref())?)
}
