//! The crate as JSON text in, JSON text out: the surface the `cu_project`
//! command line and the Node.js and Python bindings answer through, so
//! that every host, in-process or not, gets the same bytes.
//!
//! Each function reads its input strictly (repeated keys refused) and
//! answers JSON text. A refusal is an [`Error`]; [`error_json`] writes it
//! as the object every host reads (`{"code", "message", "field"?,
//! "pointer"?}`).
//!
//! ```
//! use cu_projection::hosts;
//!
//! let line = hosts::split_answer(r#"{"action":"type","observation_id":"obs-2","text":"PIN 4417"}"#);
//! assert_eq!(line, r#"{"model":{"action":"type","observation_id":"obs-2","text":"<text>"},"approval":{"action":"type","approvalClass":"keyboard_mutation","rememberForTurnAllowed":false,"observationId":"obs-2"},"scope_key":"computer_use:[\"keyboard_mutation\",\"type\",null,null,\"obs-2\"]","withheld":[{"key":"text","rule":"withheld"}]}"#);
//! let err = hosts::parse(r#"{"action":"teleport"}"#).unwrap_err();
//! assert_eq!(hosts::error_json(&err), r#"{"code":"unsupported_action","message":"unsupported action: name one of the tool's actions","field":"action","pointer":"/action"}"#);
//! ```

use serde::Serialize;
use serde_json::Value;

use crate::call::error::{Error, ErrorKind};
use crate::call::{json, ComputerUseCall};
use crate::providers::native::{
    project_batch, validate_batch, BatchRefusal, NativeAction, NativeBatch,
};
use crate::providers::policy::{Policy, PolicyFamily};
use crate::providers::{anthropic, openai};
use crate::session::ledger::Ledger;
use crate::session::observation::{render, Observation, Renderings};
use crate::session::tool_result::{render_tool_result, Image, RenderedResult, UNREAD};
use crate::split::projection::ModelCall;
use crate::split::{split_json_into, SplitText};
use crate::vocab::schema;

/// An error as every host reads it.
#[derive(Serialize)]
struct ErrorBody<'a> {
    code: &'a str,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pointer: Option<&'a str>,
    /// A native batch's refused action.
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
}

impl<'a> ErrorBody<'a> {
    fn of(e: &'a Error, index: Option<usize>) -> Self {
        ErrorBody {
            code: e.code().as_str(),
            message: e.to_string(),
            field: e.field_name(),
            pointer: e.json_pointer(),
            index,
        }
    }
}

/// Serializes what this module writes; its types cannot fail to.
fn text(v: &impl Serialize) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// `{"code", "message", "field"?, "pointer"?}`: an error as JSON text.
pub fn error_json(e: &Error) -> String {
    text(&ErrorBody::of(e, None))
}

/// `{"error": {...}}`, the answer line of a refused input.
pub fn error_answer(e: &Error) -> String {
    format!("{{\"error\":{}}}", error_json(e))
}

/// The split of one call, exactly as `cu_project` answers it:
/// `{"model", "approval", "scope_key", "withheld"}`, or
/// `{"error": {...}}` when the text is not a JSON object it can read.
pub fn split_answer(json_text: impl AsRef<[u8]>) -> String {
    let mut parts = SplitText::new();
    split_answer_into(json_text, &mut parts)
}

/// [`split_answer`] with buffers reused from call to call.
pub fn split_answer_into(json_text: impl AsRef<[u8]>, parts: &mut SplitText) -> String {
    match split_json_into(json_text, parts) {
        Ok(()) => split_answer_text(parts),
        Err(e) => error_answer(&e),
    }
}

/// The answer for parts [`split_json_into`] wrote: the parts are JSON
/// text already, and are written as they are.
pub fn split_answer_text(parts: &SplitText) -> String {
    let mut out = Vec::with_capacity(parts.model_json().len() + parts.approval_json().len() + 128);
    // Writing into a `Vec` cannot fail, and JSON text is UTF-8.
    let _ = write_split_answer(parts, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// [`split_answer_text`] written straight into `out`, with nothing built
/// in between (the command line's per-line path).
pub fn write_split_answer(parts: &SplitText, mut out: impl std::io::Write) -> std::io::Result<()> {
    out.write_all(b"{\"model\":")?;
    out.write_all(parts.model_json().as_bytes())?;
    out.write_all(b",\"approval\":")?;
    out.write_all(parts.approval_json().as_bytes())?;
    out.write_all(b",\"scope_key\":")?;
    serde_json::to_writer(&mut out, parts.scope_key())?;
    out.write_all(b",\"withheld\":")?;
    serde_json::to_writer(&mut out, &parts.report().withheld)?;
    out.write_all(b"}")
}

/// The strict parser: the canonical call as JSON text.
pub fn parse(json_text: impl AsRef<[u8]>) -> Result<String, Error> {
    ComputerUseCall::from_json(json_text).map(|c| text(&c))
}

/// `{"call": ...}`: a parsed call as `cu_project --mode parse` answers it.
pub fn call_answer(call: &ComputerUseCall) -> String {
    format!("{{\"call\":{}}}", text(call))
}

/// `{"call", "discarded"}`: strict function arguments read.
pub fn strict_answer(strict: &openai::StrictCall) -> String {
    #[derive(Serialize)]
    struct Answer<'a> {
        call: &'a ComputerUseCall,
        discarded: &'a [&'static str],
    }
    text(&Answer {
        call: &strict.call,
        discarded: &strict.discarded,
    })
}

/// `{"model", "actions"}` or `{"model", "error"}` (with the refused
/// action's `index`): a native batch projected and validated.
pub fn batch_answer(model: &[ModelCall], validated: &Result<NativeBatch, BatchRefusal>) -> String {
    #[derive(Serialize)]
    struct Answer<'a> {
        model: &'a [ModelCall],
        #[serde(skip_serializing_if = "Option::is_none")]
        actions: Option<&'a [NativeAction]>,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<ErrorBody<'a>>,
    }
    text(&match validated {
        Ok(batch) => Answer {
            model,
            actions: Some(&batch.actions),
            error: None,
        },
        Err(refusal) => Answer {
            model,
            actions: None,
            error: Some(ErrorBody::of(&refusal.error, refusal.index)),
        },
    })
}

/// `{"model_text", "transcript_text"}`: an observation rendered.
pub fn renderings_answer(r: &Renderings) -> String {
    text(&Rendered {
        model_text: r.model_text(),
        transcript_text: r.transcript_text().as_str(),
        image: None,
        error: None,
    })
}

/// An Anthropic `tool_use` block: `{"id"?, "call"}`.
pub fn from_tool_use(block_json: impl AsRef<[u8]>) -> Result<String, Error> {
    let block = json::from_slice(block_json.as_ref())?;
    let use_ = anthropic::from_tool_use(&block)?;
    #[derive(Serialize)]
    struct Answer<'a> {
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<&'a str>,
        call: &'a ComputerUseCall,
    }
    Ok(text(&Answer {
        id: use_.id.as_deref(),
        call: &use_.call,
    }))
}

/// OpenAI strict function arguments (the object, or a `function_call`
/// item whose `arguments` string holds it): `{"call", "discarded"}`.
pub fn from_strict_arguments(json_text: impl AsRef<[u8]>) -> Result<String, Error> {
    let v = json::from_slice(json_text.as_ref())?;
    let strict = match v.get("arguments").and_then(Value::as_str) {
        Some(args) => openai::from_strict_arguments_json(args)?,
        None => openai::from_strict_arguments(&v)?,
    };
    Ok(strict_answer(&strict))
}

/// An OpenAI `computer_call` item validated against a policy given as the
/// families it allows (`["pointer", "keyboard", ...]`, empty for
/// observation only): `{"model", "actions"}`, or `{"model", "error"}` with
/// the refused action's `index`, as `cu_project --mode native-batch`
/// answers. Text that is not JSON, or a policy that is not a list of
/// family names, is an error.
pub fn validate_native_batch(
    item_json: impl AsRef<[u8]>,
    policy_json: impl AsRef<[u8]>,
) -> Result<String, Error> {
    let item = json::from_slice(item_json.as_ref())?;
    let families = json::from_slice(policy_json.as_ref())?;
    let policy = policy_of(&families)?;
    Ok(batch_answer(
        &project_batch(&item),
        &validate_batch(&item, &policy),
    ))
}

fn policy_of(families: &Value) -> Result<Policy, Error> {
    let bad = || {
        Error::new(ErrorKind::InvalidValue)
            .field("policy")
            .expected_text("a list of policy family names")
    };
    let list = families.as_array().ok_or_else(bad)?;
    list.iter().try_fold(Policy::observation_only(), |p, f| {
        let family = f
            .as_str()
            .and_then(PolicyFamily::from_wire)
            .ok_or_else(bad)?;
        Ok(p.allow(family))
    })
}

/// A schema variant: `function`, `openai-strict` or `anthropic`.
pub fn schema(variant: &str) -> Result<String, Error> {
    let v = match variant {
        "function" => schema::function_parameters(),
        "openai-strict" => schema::openai_strict_parameters(),
        "anthropic" => schema::anthropic_tool("maka_computer"),
        _ => {
            return Err(Error::new(ErrorKind::InvalidValue)
                .field("variant")
                .expected_text("function, openai-strict or anthropic"))
        }
    };
    Ok(text(&v))
}

#[derive(Serialize)]
struct Rendered<'a> {
    model_text: &'a str,
    transcript_text: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<ImageBody<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ErrorBody<'a>>,
}

/// The image as a host attaches it for the model now.
#[derive(Serialize)]
#[serde(untagged)]
enum ImageBody<'a> {
    Data {
        media_type: &'a str,
        width: u64,
        height: u64,
        data: &'a str,
    },
    Url {
        image_url: &'a str,
    },
    File {
        file_id: &'a str,
    },
}

impl<'a> From<Image<'a>> for ImageBody<'a> {
    fn from(image: Image<'a>) -> Self {
        match image {
            Image::Data {
                media_type,
                width,
                height,
                data,
            } => ImageBody::Data {
                media_type,
                width,
                height,
                data,
            },
            Image::Url(image_url) => ImageBody::Url { image_url },
            Image::File(file_id) => ImageBody::File { file_id },
        }
    }
}

/// An observation's two renderings: `{"model_text", "transcript_text"}`.
pub fn render_observation(
    obs_json: impl AsRef<[u8]>,
    query: Option<&str>,
) -> Result<String, Error> {
    let obs = Observation::from_json(obs_json)?;
    Ok(renderings_answer(&render(&obs, query)))
}

/// A tool result's two renderings, as `cu_project --mode tool-result`
/// answers a line: `{"model_text", "transcript_text", "image"?,
/// "error"?}`. Never an error itself: a result that does not read (or
/// text that is not JSON) is `<value>` in both texts, with its `error`.
pub fn render_tool_result_answer(action: &str, result_json: impl AsRef<[u8]>) -> String {
    match json::from_slice(result_json.as_ref()) {
        Ok(result) => tool_result_answer(action, &result),
        Err(e) => text(&Rendered {
            model_text: UNREAD,
            transcript_text: UNREAD,
            image: None,
            error: Some(ErrorBody::of(&e, None)),
        }),
    }
}

/// [`render_tool_result_answer`] on a value already read.
pub fn tool_result_answer(action: &str, result: &Value) -> String {
    rendered_answer(&render_tool_result(action, result))
}

/// The answer for a result already rendered.
pub fn rendered_answer(r: &RenderedResult<'_>) -> String {
    text(&Rendered {
        model_text: r.model_text(),
        transcript_text: r.transcript_text().as_str(),
        image: r.image().map(Into::into),
        error: r.error().map(|e| ErrorBody::of(e, None)),
    })
}

/// A ledger that reads and answers host events as JSON text.
#[derive(Debug, Clone)]
pub struct LedgerText(Ledger);

impl LedgerText {
    /// A ledger for the session `tag` (see [`Ledger::new`]).
    pub fn new(tag: &str) -> Result<Self, Error> {
        Ledger::new(tag).map(LedgerText)
    }

    /// Applies one host event and answers it as `cu_project --mode ledger`
    /// does: `{"state", "observation_id"?, "admitted"?, "outcome"?, "error"?}`.
    pub fn apply(&mut self, event_json: impl AsRef<[u8]>) -> String {
        text(&self.0.apply_json(event_json))
    }

    /// The ledger itself.
    pub fn ledger(&self) -> &Ledger {
        &self.0
    }
}
