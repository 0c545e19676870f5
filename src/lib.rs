//! Split every Computer Use tool call into what the model may read back and
//! what a person approves, and parse calls strictly.
//!
//! A host runtime gives a model a `maka_computer` tool. Each call is shown to
//! a person for approval, executed, and written into the transcript that is
//! replayed to the model on every later turn. The record the model reads back
//! must be the call in the tool's own words (or the model learns a dialect
//! the tool rejects), and it must not hold the text a person asked to have
//! typed or text read off the screen. This crate is the one place that gets
//! both right.
//!
//! Every call is split in two: a **model-facing projection** ([`ModelCall`]),
//! the call in the tool's own words with private values withheld, which is
//! what the transcript keeps; and an **approval summary**
//! ([`ApprovalSummary`]), what a person decides on, with its scope key.
//!
//! # Example
//!
//! ```
//! use cu_projection::{split, ToolStart};
//! use serde_json::json;
//!
//! let s = split(&json!({"action": "type", "app": "Notes", "observation_id": "obs-9",
//!                       "text": "my bank PIN is 4417", "approvalClass": "keyboard_mutation"}));
//! assert_eq!(s.approval.approval_class().as_str(), "keyboard_mutation");
//! let record = serde_json::to_string(&ToolStart::new("call-3", s.model)).unwrap();
//! assert!(record.ends_with(r#""args":{"action":"type","app":"Notes","observation_id":"obs-9","text":"<text>"}}"#));
//! ```
//!
//! The strict parser:
//!
//! ```
//! use cu_projection::{ComputerUseCall, ErrorCode};
//! use serde_json::json;
//!
//! let call = ComputerUseCall::from_json(
//!     r#"{"action":"press_key","app":"TextEdit","window_id":41,
//!         "observation_id":"obs-7","element_id":"e12","text":"cmd+s"}"#,
//! )?;
//! assert_eq!(call.catalog_entry().approval_class(false).as_str(), "keyboard_mutation");
//!
//! // The host's approval dialect is not the tool's: the parser says which name to use.
//! let err = ComputerUseCall::from_value(&json!({
//!     "action": "press_key", "observationId": "obs-7", "text": "cmd+s"
//! })).unwrap_err();
//! assert_eq!(err.code(), ErrorCode::InvalidArguments);
//! assert_eq!(err.to_string(), "press_key does not accept camelCase field names: write observation_id");
//! # Ok::<(), cu_projection::Error>(())
//! ```
//!
//! # Scope
//!
//! - [`split`] (and [`project`], [`approval_summary`], [`scope_key`] for
//!   hosts that need one part): never fails, never panics, on any JSON value:
//!   a raw call, the host's permission arguments, or an approval summary
//!   recovered from storage. [`split_json`] reads JSON text strictly;
//!   [`split_json_into`] does too and writes the three parts as JSON text
//!   into buffers a host reuses ([`SplitText`]), for scrubbers and tools
//!   that store or forward text.
//! - [`ToolStart`]: the persisted record, buildable only from a
//!   [`ModelCall`], so persisting the approval summary is a type error.
//! - Providers: [`anthropic`] (`tool_use` blocks), [`openai`] (strict
//!   function arguments), [`native`] (OpenAI `computer_call` batches,
//!   validated whole and projected), and the schema variants in [`schema`].
//! - [`policy`]: the fail-closed safety policy.
//! - [`observation`]: observation results rendered twice, for the model now
//!   and for the transcript; `ToolResult` takes only the latter.
//! - [`tool_result`]: every other tool result (app lists, images,
//!   outcomes, the native `computer_call_output`) rendered the same two ways.
//! - [`hosts`]: all of the above as JSON text in and out, the answers the
//!   command line and the Node.js and Python bindings give.
//! - [`ledger`]: the observation ledger, a pure state machine binding each
//!   action to the observation the model named.
//! - [`redact`], [`display`], [`keys`], [`placeholder`]: the rules the
//!   projection applies, each one table of data.
//! - [`catalog`]: the one declaration of actions, fields, families,
//!   approval classes and privacy classes. Nothing else in the crate writes
//!   an action list: the typed call's variants are generated from the same
//!   tables (OpenAI's native actions are a vocabulary of their own, one
//!   table in [`native`]). What the projection carries is a function of a
//!   field's privacy class and type alone, and every path asks the same
//!   rules.
//! - [`schema`]: the hand-written wire schema (JSON Schema 2020-12) and the
//!   plain function-parameters variant. Tests hold it and the catalog equal in
//!   both directions, and a differential test holds the schema and the parser
//!   to the same verdict on generated calls.
//! - [`ComputerUseCall`]: the strict parser and the typed call. A parsed call
//!   serializes back to canonical wire JSON.
//!
//! The crate does no I/O, keeps no global state beyond compiled constants,
//! and has no `unsafe` code. The command-line tool, `cu_project`, is the
//! workspace member `cli/` (`cargo install --path cli`).
//!
//! # Error reporting
//!
//! Every failure is an [`Error`] with a stable [`code`](Error::code)
//! (`unsupported_action`, `reobserve_required`, `withheld_value_replayed`,
//! `invalid_arguments`, `invalid_json`, `duplicate_key`, `policy_denied`), a precise
//! [`ErrorKind`], and, where there is one, a JSON pointer to the field. Its
//! message is a lowercase phrase that names the action, the field and what
//! the field takes. Error text reaches the transcript, so it never contains
//! an argument value; a key the model invented is named only when it is a
//! plain identifier (`^[A-Za-z_][A-Za-z0-9_]{0,63}$`).
//!
//! # Input safety
//!
//! Every input gets an answer: nothing panics, nothing runs away, and each
//! limit below has its own typed error or documented projection. Tests sit
//! below, at and above each one (`tests/limits.rs`, `tests/hostile.rs`), and
//! five fuzz targets run the entry points on arbitrary bytes.
//!
//! | what | limit | past it |
//! |---|---|---|
//! | JSON nesting | [`MAX_JSON_DEPTH`] (100) levels | `invalid_json` (kind `TooDeep`) |
//! | repeated keys | none allowed | `duplicate_key`, with a pointer |
//! | numbers | what an `f64` holds (`1e400` is not JSON here) | `invalid_json`; a 40-digit integer reads as a float, so it is no integer id |
//! | the serialized projection | [`MAX_PROJECTION_BYTES`] (64 KiB) | cannot be reached: every part below is bounded |
//! | a native batch projection | [`MAX_PROJECTION_BYTES`] (64 KiB) | a list that does not fit becomes its placeholder; the actions that do not fit are left out, counted in a last `{"type": "omitted", "actions": N}` |
//! | array placeholders | counts up to 64 (`<64 items>`) | `<many items>` |
//! | unknown keys in a projection | [`MAX_UNKNOWN_KEYS`] (32), names of at most 64 characters | dropped and counted by reason |
//! | carried text | `action` [`MAX_ACTION_CHARS`], `app` and predicates [`MAX_DISPLAY_CHARS`] | cut at a character boundary, after secrets are redacted, never inside a redaction mark |
//! | step `role` | an accessibility name of at most [`MAX_STEP_TEXT_CHARS`] | withheld whole (a cut name is no name) |
//! | `steps` | 32 | the parser refuses; the projection writes `<N items>` |
//! | typed text, written values | 8,000 characters (parser) | `invalid_arguments`; the projection withholds any length without reading it |
//! | native batches | 64 actions, 16 keys, 4,096 path points, 8,000 characters of text | `invalid_arguments` with the index |
//! | observations | 10,000 elements in, 2,000 lines and 256 KiB out per rendering, depth 24 | refused in; each rendering cut on its own measure, the cut counted in the text (the transcript's never depends on screen text) |
//! | tool results | 1,024 apps of 256 windows; images 65,535 px a side (data and URLs of any length, borrowed); 64 safety checks; app-list renderings 256 KiB each, strings 256 characters | refused in (the transcript is `<value>`); renderings cut on their own measure, the cut counted in the text |
//! | `invalid_json` positions | the line only | no column: it would tell the length of the text it stopped in |
//! | CLI lines | any size: a line is held once, withheld text is never copied | peak memory about the line size (64 MiB text: 1.04x) |
//!
//! The parser descends at most three levels into an argument, the deepest
//! the tool's fields nest, so a deep `Value` built by a host costs no stack.
//! Secret redaction uses the `regex` crate, which matches in linear time;
//! its patterns are compiled once. Doubling a hostile input (keys, path
//! points, string length) at most doubles the allocations
//! (`tests/allocations.rs`).
//!
//! # Choices where the contract is silent
//!
//! Each module's documentation lists the choices it made where the contract
//! says nothing (the projection's in the split, the parser's, the native
//! batches', the ledger's, the observations'), next to the code that makes
//! them. `ARCHITECTURE.md` shows where each rule lives.
//!
//! # Public dependencies
//!
//! `serde_json::Value` appears in public signatures: calls arrive as JSON and
//! hosts already hold them as `Value`. No other dependency type is public.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

// The layers, each depending only on those above it (a test holds the
// import graph acyclic): the vocabulary, free text, the call, the split,
// the providers, the session.
mod call;
pub mod hosts;
mod providers;
mod session;
mod split;
mod text;
mod vocab;

#[cfg(test)]
mod tests;

pub use providers::{anthropic, native, openai, policy};
pub use session::{ledger, observation, tool_result};
pub use text::{display, redact};
pub use vocab::{catalog, keys, placeholder, schema};

pub use call::json::MAX_JSON_DEPTH;
pub use call::{ComputerUseCall, Error, ErrorCode, ErrorKind};
pub use split::approval::{approval_summary, scope_key, ApprovalSummary};
pub use split::projection::{
    project, DroppedKeys, ModelCall, Projection, ProjectionReport, Redaction, Withheld,
    MAX_PROJECTION_BYTES,
};
pub use split::record::ToolStart;
pub use split::rules::{
    MAX_ACTION_CHARS, MAX_DISPLAY_CHARS, MAX_STEP_TEXT_CHARS, MAX_UNKNOWN_KEYS,
};
pub use split::{split, split_json, split_json_into, Split, SplitText};
pub use vocab::names::is_stable_id;
pub use vocab::values::{
    Point, Position, Region, ScrollDirection, Size, StableId, Step, StepAction, WindowOp,
};

/// Reads JSON text strictly: invalid JSON is `invalid_json`, nesting past
/// [`MAX_JSON_DEPTH`] is `invalid_json`, and an object that repeats a key is
/// `duplicate_key` (serde_json alone keeps the last copy silently). For
/// provider payloads a host reads before handing them to an adapter.
///
/// ```
/// let err = cu_projection::read_json(br#"{"a":1,"a":2}"#).unwrap_err();
/// assert_eq!(err.code(), "duplicate_key");
/// ```
pub fn read_json(json: impl AsRef<[u8]>) -> Result<serde_json::Value, Error> {
    call::json::from_slice(json.as_ref())
}

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
