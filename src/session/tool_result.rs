//! Every tool result, rendered twice: for the model now, and for the
//! transcript that is stored and replayed on every later turn.
//!
//! A tool result can carry screen content or a person's data as much as a
//! call can: window titles in an app list, the whole screen in an image,
//! the value `set_value` read back, an executor's error text. Each result
//! is read into a typed record ([`ToolResultRecord`]) strictly (unknown
//! fields refused, sizes bounded) and rendered like an observation:
//!
//! | result | now (model text) | transcript |
//! |---|---|---|
//! | `list_apps` | names, bundle ids, pids, window ids, titles | names, bundle ids, pids, window ids; titles `<text>` |
//! | `screenshot`, `zoom` | `screenshot <id> <w>x<h> <media type>`, and the image, passed through for the host to attach | `screenshot <id> <w>x<h>` |
//! | `observe` | the observation ([`render`]), and its screenshot line and image when it has one | the observation's transcript, and the screenshot line |
//! | acting calls | the outcome, changed or not, the fresh observation id, the readback, the error code, its fixed message and the executor's text | the outcome, changed or not, the fresh observation id, `readback <text>`, the error code and its fixed message |
//! | `computer_call_output` | the call id, `screenshot`, the URL, the safety checks acknowledged | the call id, `screenshot`, `url <text>`, how many checks |
//!
//! A result that does not read as its action's record is a typed error,
//! and both its renderings are `<value>`: nothing unread is persisted.
//! Current-turn text is display text (SPEC 4.13), secrets redacted, each
//! string cut at [`MAX_TEXT_CHARS`](crate::observation::MAX_TEXT_CHARS). The transcript is a function of the
//! record's structure only: titles, readbacks, error text, image bytes and
//! URLs never decide a byte of it.
//!
//! ```
//! use cu_projection::tool_result::render_tool_result;
//! use serde_json::json;
//!
//! let result = json!({"apps": [{"name": "Mail", "bundle_id": "com.apple.mail", "pid": 501,
//!     "windows": [{"window_id": 12, "title": "Re: your biopsy results"}]}]});
//! let r = render_tool_result("list_apps", &result);
//! assert_eq!(r.model_text(), "apps 1\napp \"Mail\" bundle com.apple.mail pid 501 windows 1\n  window 12 \"Re: your biopsy results\"");
//! assert_eq!(r.transcript_text().as_str(), "apps 1\napp \"Mail\" bundle com.apple.mail pid 501 windows 1\n  window 12 <text>");
//! ```
//!
//! # Choices where the contract is silent
//!
//! - The record of `observe` is the observation itself (SPEC 10), with an
//!   optional `image` member when it was asked for a screenshot.
//! - Every action that is neither `list_apps`, an image nor `observe` has
//!   the outcome record, observing ones included (`wait`,
//!   `cursor_position`, which may add the integer `coordinate` it read).
//! - The known error codes are the ledger's typed outcome errors
//!   ([`OutcomeError`]); any other code is shown as `executor_error`, in
//!   the transcript and now (the model reads the executor's text now,
//!   redacted, never its code).
//! - An app name is the target's name, carried like the `app` of a call
//!   (display text); a bundle id must have a bundle id's shape, and one
//!   that holds a secret is `[redacted]`.

use std::fmt::Write as _;

use serde_json::Value;

use super::ledger::OutcomeError;
use super::observation::MAX_RENDERED_BYTES;
use super::observation::{is_kept_id, quoted, render, Observation, Renderings, TranscriptText};
use super::record::{invalid, object};
use crate::call::error::{Error, ErrorKind, Seg};
use crate::text::redact::{redact, REDACTION_MARK};
use crate::vocab::catalog;

/// Most apps a `list_apps` result may list.
pub const MAX_APPS: usize = 1_024;
/// Most windows one app may list.
pub const MAX_WINDOWS: usize = 256;
/// Largest image width or height, in pixels.
pub const MAX_IMAGE_SIDE: u64 = 65_535;
/// Most safety checks a `computer_call_output` may acknowledge.
pub const MAX_SAFETY_CHECKS: usize = 64;
/// The media types an image may have.
pub const IMAGE_MEDIA_TYPES: &[&str] = &["image/png", "image/jpeg", "image/webp", "image/gif"];
/// The rendering of anything that was not read: nothing unread is kept.
pub const UNREAD: &str = "<value>";
/// The code shown for an executor error whose code is not a typed one.
pub const EXECUTOR_ERROR: &str = "executor_error";

/// What the `action` of every error in this module names.
const WHAT: &str = "tool result";

/// One app of a `list_apps` result.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct App<'a> {
    /// The app's name.
    pub name: &'a str,
    /// Its bundle id.
    pub bundle_id: Option<&'a str>,
    /// Its process id.
    pub pid: Option<u64>,
    /// Its windows.
    pub windows: Vec<Window<'a>>,
}

/// One window of an app.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Window<'a> {
    /// The window id.
    pub window_id: u64,
    /// Its title: screen text.
    pub title: Option<&'a str>,
}

/// An image, borrowed from the result: passed through untouched for the
/// host to attach, never decoded or copied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Image<'a> {
    /// Base64 data with its media type and size.
    Data {
        /// One of [`IMAGE_MEDIA_TYPES`].
        media_type: &'a str,
        /// Width in pixels.
        width: u64,
        /// Height in pixels.
        height: u64,
        /// The base64 data, as the result holds it.
        data: &'a str,
    },
    /// A data URL or an `https` URL (OpenAI's `image_url`).
    Url(&'a str),
    /// A file the provider stores (OpenAI's `file_id`).
    File(&'a str),
}

/// An executor's error: a code, and maybe text.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ExecutorError<'a> {
    /// The typed code, when the executor's code is one.
    pub code: Option<OutcomeError>,
    /// The executor's own text: shown now, redacted; never persisted.
    pub message: Option<&'a str>,
}

/// A safety check the host acknowledged.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct SafetyCheck<'a> {
    /// Its id.
    pub id: &'a str,
    /// Its code, when it has one.
    pub code: Option<&'a str>,
}

/// A tool result, read into the record of its action.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ToolResultRecord<'a> {
    /// `list_apps`: `{"apps": [{"name", "bundle_id"?, "pid"?, "windows": [{"window_id", "title"?}]}]}`.
    Apps(Vec<App<'a>>),
    /// `screenshot`, `zoom`: `{"observation_id"?, "image": {"media_type", "width", "height", "data"}}`.
    Image {
        /// The observation the image belongs to.
        observation_id: Option<&'a str>,
        /// The image.
        image: Image<'a>,
    },
    /// `observe`: the observation (SPEC 10), with `"image"` when a
    /// screenshot was asked for.
    Observation {
        /// The observation.
        observation: Box<Observation>,
        /// Its screenshot.
        image: Option<Image<'a>>,
    },
    /// Any other action: `{"outcome": "completed" | "failed", "mutation"?,
    /// "observation_id"?, "readback"?, "coordinate"?, "error"?: {"code", "message"?}}`.
    Outcome {
        /// Whether the action completed.
        completed: bool,
        /// Whether the desktop changed, when the executor says.
        mutation: Option<bool>,
        /// The fresh observation taken after the action.
        observation_id: Option<&'a str>,
        /// What the executor read back to verify (screen text).
        readback: Option<&'a str>,
        /// A point the action read (`cursor_position`).
        coordinate: Option<(i64, i64)>,
        /// Why it failed.
        error: Option<ExecutorError<'a>>,
    },
    /// The OpenAI `computer_call_output` item.
    NativeOutput {
        /// The call it answers.
        call_id: &'a str,
        /// The screenshot.
        image: Image<'a>,
        /// The page's URL, for browser environments (screen text).
        current_url: Option<&'a str>,
        /// The safety checks the host acknowledged.
        acknowledged: Vec<SafetyCheck<'a>>,
    },
}

/// The action name that takes the native `computer_call_output` record.
pub const NATIVE_OUTPUT: &str = "computer_call_output";

/// Screen text: any string, of any length (a length must not decide
/// whether a result renders, or its transcript would depend on it).
const ANY_TEXT: fn(&str) -> bool = |_| true;
const ID: &str = "a stable identifier";

/// A bundle id's shape: reverse-DNS labels of letters, digits, `-` and `_`.
fn is_bundle_id(s: &str) -> bool {
    (3..=255).contains(&s.len())
        && s.split('.').count() >= 2
        && s.split('.').all(|label| {
            !label.is_empty()
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
        })
}

fn read_image<'a>(v: &'a Value, path: Vec<Seg<'static>>) -> Result<Image<'a>, Error> {
    let r = object(WHAT, v, path)?;
    r.keys(&["media_type", "width", "height", "data"])?;
    let media_type = r.required("media_type", "an image media type")?;
    let media_type = media_type
        .as_str()
        .filter(|m| IMAGE_MEDIA_TYPES.contains(m))
        .ok_or_else(|| {
            invalid(
                WHAT,
                &r.at("media_type"),
                "image/png, image/jpeg, image/webp or image/gif",
            )
        })?;
    let side = |key: &'static str| -> Result<u64, Error> {
        r.required(key, "an integer from 1 to 65535")?;
        match r.integer(key, MAX_IMAGE_SIDE, "an integer from 1 to 65535")? {
            Some(n) if n >= 1 => Ok(n),
            _ => Err(invalid(WHAT, &r.at(key), "an integer from 1 to 65535")),
        }
    };
    let (width, height) = (side("width")?, side("height")?);
    r.required("data", "base64 image data")?;
    let data = r
        // Any length: the data is borrowed, never copied, and a length
        // must not decide whether the result renders.
        .string("data", |s| !s.is_empty(), "base64 image data")?
        .unwrap_or_default();
    Ok(Image::Data {
        media_type,
        width,
        height,
        data,
    })
}

fn is_image_url(s: &str) -> bool {
    s.starts_with("data:image/") || s.starts_with("https://")
}

impl<'a> ToolResultRecord<'a> {
    /// Reads `result` as the record of `action` (a catalog action name, or
    /// [`NATIVE_OUTPUT`]). Strings are borrowed from `result`: an image is
    /// never copied.
    pub fn from_value(action: &str, result: &'a Value) -> Result<Self, Error> {
        if action == NATIVE_OUTPUT {
            return read_native(result);
        }
        let entry =
            catalog::action(action).ok_or_else(|| Error::new(ErrorKind::UnsupportedAction))?;
        match entry.name() {
            "list_apps" => read_apps(result),
            "screenshot" | "zoom" => {
                let r = object(WHAT, result, Vec::new())?;
                r.keys(&["observation_id", "image"])?;
                let image = read_image(r.required("image", "an image object")?, r.at("image"))?;
                Ok(ToolResultRecord::Image {
                    observation_id: r.string("observation_id", is_kept_id, ID)?,
                    image,
                })
            }
            "observe" => {
                let observation =
                    Observation::read(result, Some("image")).map_err(as_result_error)?;
                let image = match result.get("image").filter(|v| !v.is_null()) {
                    Some(v) => Some(read_image(v, vec![Seg::Name("image")])?),
                    None => None,
                };
                Ok(ToolResultRecord::Observation {
                    observation: Box::new(observation),
                    image,
                })
            }
            _ => read_outcome(result),
        }
    }

    /// Both renderings, and the image to attach for the model now.
    pub fn render(&self) -> (Renderings, Option<Image<'a>>) {
        match self {
            ToolResultRecord::Apps(apps) => (render_apps(apps), None),
            ToolResultRecord::Image {
                observation_id,
                image,
            } => {
                let line = screenshot_line(*observation_id, image);
                (both(format!("{line}{}", media(image)), line), Some(*image))
            }
            ToolResultRecord::Observation { observation, image } => {
                let (mut now, transcript) = render(observation, None).into_parts();
                let mut kept = transcript.as_str().to_owned();
                if let Some(image) = image {
                    let line = screenshot_line(Some(&observation.observation_id), image);
                    let _ = write!(now, "\n{line}{}", media(image));
                    let _ = write!(kept, "\n{line}");
                }
                (both(now, kept), *image)
            }
            ToolResultRecord::Outcome { .. } => (render_outcome(self), None),
            ToolResultRecord::NativeOutput {
                call_id,
                image,
                current_url,
                acknowledged,
            } => {
                let mut now = format!("{NATIVE_OUTPUT} {call_id} screenshot");
                let mut kept = now.clone();
                if let Some(url) = current_url {
                    let _ = write!(now, " url {}", quoted(url));
                    kept.push_str(" url <text>");
                }
                if !acknowledged.is_empty() {
                    let codes: Vec<String> = acknowledged
                        .iter()
                        .map(|c| c.code.map_or_else(|| c.id.to_owned(), quoted))
                        .collect();
                    let _ = write!(now, " acknowledged {}", codes.join(", "));
                    let _ = write!(kept, " acknowledged {}", acknowledged.len());
                }
                (both(now, kept), Some(*image))
            }
        }
    }
}

/// An observation's error, as an error of the tool result it is in (the
/// path and expectation stay).
fn as_result_error(e: Error) -> Error {
    e.action(WHAT)
}

fn both(now: String, transcript: String) -> Renderings {
    Renderings::new(now, TranscriptText::from_rendering(transcript))
}

fn screenshot_line(observation_id: Option<&str>, image: &Image<'_>) -> String {
    let mut line = "screenshot".to_owned();
    if let Some(id) = observation_id {
        let _ = write!(line, " {id}");
    }
    if let Image::Data { width, height, .. } = image {
        let _ = write!(line, " {width}x{height}");
    }
    line
}

/// What the model is told about the image it is handed now.
fn media(image: &Image<'_>) -> String {
    match image {
        Image::Data { media_type, .. } => format!(" {media_type}"),
        Image::Url(_) | Image::File(_) => String::new(),
    }
}

fn read_apps(result: &Value) -> Result<ToolResultRecord<'_>, Error> {
    let r = object(WHAT, result, Vec::new())?;
    r.keys(&["apps"])?;
    r.required("apps", "an array of apps")?;
    let list = r.array("apps", MAX_APPS, "an array of at most 1024 apps")?;
    let mut apps = Vec::with_capacity(list.len());
    for (i, a) in list.iter().enumerate() {
        let ar = object(WHAT, a, vec![Seg::Name("apps"), Seg::Index(i)])?;
        ar.keys(&["name", "bundle_id", "pid", "windows"])?;
        ar.required("name", "the app's name")?;
        let name = ar
            .string("name", |s| !s.is_empty(), "the app's name (a string)")?
            .unwrap_or_default();
        let bundle_id = ar.string("bundle_id", is_bundle_id, "a bundle id (com.example.App)")?;
        let pid = ar.integer("pid", u64::from(u32::MAX), "a process id")?;
        let wl = ar.array("windows", MAX_WINDOWS, "an array of at most 256 windows")?;
        let mut windows = Vec::with_capacity(wl.len());
        for (j, w) in wl.iter().enumerate() {
            let wr = object(
                WHAT,
                w,
                vec![
                    Seg::Name("apps"),
                    Seg::Index(i),
                    Seg::Name("windows"),
                    Seg::Index(j),
                ],
            )?;
            wr.keys(&["window_id", "title"])?;
            wr.required("window_id", "a window id")?;
            windows.push(Window {
                window_id: wr
                    .integer("window_id", u64::MAX, "an integer >= 0")?
                    .unwrap_or_default(),
                title: wr.string("title", ANY_TEXT, "a string")?,
            });
        }
        apps.push(App {
            name,
            bundle_id,
            pid,
            windows,
        });
    }
    Ok(ToolResultRecord::Apps(apps))
}

fn read_outcome(result: &Value) -> Result<ToolResultRecord<'_>, Error> {
    let r = object(WHAT, result, Vec::new())?;
    r.keys(&[
        "outcome",
        "mutation",
        "observation_id",
        "readback",
        "coordinate",
        "error",
    ])?;
    let completed = match r.required("outcome", "completed or failed")?.as_str() {
        Some("completed") => true,
        Some("failed") => false,
        _ => return Err(invalid(WHAT, &r.at("outcome"), "completed or failed")),
    };
    let coordinate = match r.get("coordinate") {
        None => None,
        Some(v) => {
            let pair = v
                .as_array()
                .filter(|a| a.len() == 2)
                .and_then(|a| Some((a[0].as_i64()?, a[1].as_i64()?)));
            Some(pair.ok_or_else(|| invalid(WHAT, &r.at("coordinate"), "two integers [x, y]"))?)
        }
    };
    let error = match r.get("error") {
        None => None,
        Some(_) if completed => {
            return Err(invalid(
                WHAT,
                &r.at("error"),
                "absent when the outcome is completed",
            ))
        }
        Some(v) => {
            let er = object(WHAT, v, r.at("error"))?;
            er.keys(&["code", "message"])?;
            er.required("code", "an error code")?;
            // Any code is read; only a typed one is ever matched or shown.
            let code = er.string("code", ANY_TEXT, "an error code (a string)")?;
            Some(ExecutorError {
                code: code.and_then(OutcomeError::from_wire),
                message: er.string("message", ANY_TEXT, "a string")?,
            })
        }
    };
    Ok(ToolResultRecord::Outcome {
        completed,
        mutation: r.boolean("mutation")?,
        observation_id: r.string("observation_id", is_kept_id, ID)?,
        readback: r.string("readback", ANY_TEXT, "a string")?,
        coordinate,
        error,
    })
}

fn read_native(result: &Value) -> Result<ToolResultRecord<'_>, Error> {
    let r = object(WHAT, result, Vec::new())?;
    r.keys(&[
        "type",
        "id",
        "call_id",
        "output",
        "acknowledged_safety_checks",
        "current_url",
    ])?;
    if r.required("type", "computer_call_output")?.as_str() != Some(NATIVE_OUTPUT) {
        return Err(invalid(WHAT, &r.at("type"), "computer_call_output"));
    }
    r.string("id", is_kept_id, ID)?;
    let call_id = r.required_string("call_id", is_kept_id, ID)?;
    let out = object(
        WHAT,
        r.required("output", "a computer_screenshot object")?,
        r.at("output"),
    )?;
    out.keys(&["type", "image_url", "file_id"])?;
    if out.required("type", "computer_screenshot")?.as_str() != Some("computer_screenshot") {
        return Err(invalid(WHAT, &out.at("type"), "computer_screenshot"));
    }
    let image = match (
        out.string(
            "image_url",
            is_image_url,
            "a data: image URL or an https URL",
        )?,
        out.string("file_id", is_kept_id, ID)?,
    ) {
        (Some(url), None) => Image::Url(url),
        (None, Some(file)) => Image::File(file),
        _ => {
            return Err(invalid(
                WHAT,
                &out.at("image_url"),
                "one of image_url or file_id",
            ))
        }
    };
    let checks = r.array(
        "acknowledged_safety_checks",
        MAX_SAFETY_CHECKS,
        "an array of at most 64 safety checks",
    )?;
    let mut acknowledged = Vec::with_capacity(checks.len());
    for (i, c) in checks.iter().enumerate() {
        let cr = object(
            WHAT,
            c,
            vec![Seg::Name("acknowledged_safety_checks"), Seg::Index(i)],
        )?;
        cr.keys(&["id", "code", "message"])?;
        cr.required("id", ID)?;
        acknowledged.push(SafetyCheck {
            id: cr.string("id", is_kept_id, ID)?.unwrap_or_default(),
            code: cr.string("code", ANY_TEXT, "a string")?,
        });
        cr.string("message", ANY_TEXT, "a string")?;
    }
    Ok(ToolResultRecord::NativeOutput {
        call_id,
        image,
        current_url: r.string("current_url", ANY_TEXT, "a string")?,
        acknowledged,
    })
}

/// A bundle id as both renderings carry it: `[redacted]` when it holds a
/// secret.
fn bundle(id: &str) -> &str {
    if redact(id).text != id {
        REDACTION_MARK
    } else {
        id
    }
}

fn render_apps(apps: &[App<'_>]) -> Renderings {
    let head = format!("apps {}", apps.len());
    // Each rendering is bounded on its own measure; the transcript's lines
    // hold no screen text, so its cut never depends on any.
    let mut now = Bounded::new(head.clone());
    let mut kept = Bounded::new(head);
    for app in apps {
        let mut line = format!("app {}", quoted(app.name));
        if let Some(b) = app.bundle_id {
            let _ = write!(line, " bundle {}", bundle(b));
        }
        if let Some(pid) = app.pid {
            let _ = write!(line, " pid {pid}");
        }
        let _ = write!(line, " windows {}", app.windows.len());
        let mut now_lines = vec![line.clone()];
        let mut kept_lines = vec![line];
        for w in &app.windows {
            let mut l = format!("  window {}", w.window_id);
            let mut k = l.clone();
            if let Some(t) = w.title {
                let _ = write!(l, " {}", quoted(t));
                k.push_str(" <text>");
            }
            now_lines.push(l);
            kept_lines.push(k);
        }
        now.push_all(&now_lines);
        kept.push_all(&kept_lines);
    }
    both(now.finish("apps"), kept.finish("apps"))
}

/// Lines written up to [`MAX_RENDERED_BYTES`]; a group that does not fit
/// is counted, not written.
struct Bounded {
    out: String,
    cut: usize,
}

impl Bounded {
    fn new(head: String) -> Self {
        Bounded { out: head, cut: 0 }
    }
    fn push_all(&mut self, lines: &[String]) {
        let len: usize = lines.iter().map(|l| l.len() + 1).sum();
        if self.cut > 0 || self.out.len() + len > MAX_RENDERED_BYTES {
            self.cut += 1;
            return;
        }
        for l in lines {
            self.out.push('\n');
            self.out.push_str(l);
        }
    }
    fn finish(mut self, what: &str) -> String {
        if self.cut > 0 {
            let _ = write!(self.out, "\n… {} more {what} not shown", self.cut);
        }
        self.out
    }
}

/// The fixed message for a typed executor error: what the model should do.
fn fixed_message(code: Option<OutcomeError>) -> &'static str {
    match code {
        Some(OutcomeError::UserIntervened) => "the user took over the input; observe again",
        Some(OutcomeError::OutcomeUnknown) => {
            "the executor cannot say whether the action happened; observe again"
        }
        Some(OutcomeError::ServiceUnavailable) => "the computer use service is not available",
        Some(OutcomeError::ServiceMismatch) => "the computer use service changed; observe again",
        Some(OutcomeError::TargetChanged) => "the target window or process changed; observe again",
        Some(OutcomeError::ScreenLocked) => "the screen is locked; wait for the user to unlock it",
        Some(OutcomeError::BlockedUrl) => "the action reached a blocked url; this turn has stopped",
        None => "the executor reported an error; observe again",
    }
}

fn render_outcome(record: &ToolResultRecord<'_>) -> Renderings {
    let ToolResultRecord::Outcome {
        completed,
        mutation,
        observation_id,
        readback,
        coordinate,
        error,
    } = record
    else {
        return both(UNREAD.to_owned(), UNREAD.to_owned());
    };
    let mut head = if *completed { "completed" } else { "failed" }.to_owned();
    match mutation {
        Some(true) => head.push_str(" changed"),
        Some(false) => head.push_str(" unchanged"),
        None => {}
    }
    if let Some(id) = observation_id {
        let _ = write!(head, " observation {id}");
    }
    if let Some((x, y)) = coordinate {
        let _ = write!(head, " at {x},{y}");
    }
    let mut now = head.clone();
    let mut kept = head;
    if let Some(r) = readback {
        let _ = write!(now, " readback {}", quoted(r));
        kept.push_str(" readback <text>");
    }
    if let Some(e) = error {
        let code = e.code.map_or(EXECUTOR_ERROR, OutcomeError::as_str);
        let line = format!(" {code}: {}", fixed_message(e.code));
        now.push_str(&line);
        kept.push_str(&line);
        if let Some(m) = e.message {
            let _ = write!(now, " ({})", quoted(m));
        }
    } else if !completed {
        let line = format!(" {EXECUTOR_ERROR}: {}", fixed_message(None));
        now.push_str(&line);
        kept.push_str(&line);
    }
    both(now, kept)
}

/// A tool result rendered: the text for the model now, the transcript
/// text, the image to attach now, and why the result could not be read.
#[derive(Debug, Clone, PartialEq)]
pub struct RenderedResult<'a> {
    renderings: Renderings,
    image: Option<Image<'a>>,
    error: Option<Error>,
}

impl<'a> RenderedResult<'a> {
    /// The current-turn text: hand it to the model now, never persist it.
    pub fn model_text(&self) -> &str {
        self.renderings.model_text()
    }
    /// The transcript text: persist it as the tool result.
    pub fn transcript_text(&self) -> &TranscriptText {
        self.renderings.transcript_text()
    }
    /// The image to attach for the model now, borrowed from the result.
    pub fn image(&self) -> Option<Image<'a>> {
        self.image
    }
    /// Why the result did not read as its action's record (both texts are
    /// then [`UNREAD`]).
    pub fn error(&self) -> Option<&Error> {
        self.error.as_ref()
    }
    /// Splits into the two renderings, the image and the error.
    pub fn into_parts(self) -> (Renderings, Option<Image<'a>>, Option<Error>) {
        (self.renderings, self.image, self.error)
    }
}

/// Reads `result` as the record of `action` (a catalog action name, or
/// `"computer_call_output"` for the OpenAI native item) and renders it.
/// A result that does not read renders as [`UNREAD`] in both texts, with
/// the typed error: nothing unread is persisted.
pub fn render_tool_result<'a>(action: &str, result: &'a Value) -> RenderedResult<'a> {
    match ToolResultRecord::from_value(action, result) {
        Ok(record) => {
            let (renderings, image) = record.render();
            RenderedResult {
                renderings,
                image,
                error: None,
            }
        }
        Err(error) => RenderedResult {
            renderings: both(UNREAD.to_owned(), UNREAD.to_owned()),
            image: None,
            error: Some(error),
        },
    }
}
