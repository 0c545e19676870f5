//! `cu_project`: run the crate over JSON Lines from the command line.
//!
//! ```text
//! cu_project [--mode MODE] [FILE]     one JSON answer line per non-empty input line
//! cu_project schema VARIANT           print a schema variant
//! ```
//!
//! Modes:
//! - `split` (the default): `{"model", "approval", "scope_key", "withheld"}`,
//!   the model-facing projection, the approval summary, the scope key and the
//!   withheld keys with their rules;
//! - `parse`: `{"call": <canonical call>}`;
//! - `openai-strict`: OpenAI strict function arguments (the object, or the
//!   `function_call` item whose `arguments` string holds it):
//!   `{"call": <canonical call>, "discarded": [names]}`;
//! - `native-batch`: an OpenAI `computer_call` item (or a bare `actions`
//!   array): `{"model": [projected actions], "actions": [validated actions]}`,
//!   or `{"model": [...], "error": {"code", "message", "index"}}` when the
//!   batch is refused. Observation-only unless `--allow-native-input`;
//! - `ledger`: one host event per line, applied to one observation ledger:
//!   `{"state", "observation_id"?, "admitted"?, "error"?}`;
//! - `observation [--query Q]`: one observation per line:
//!   `{"model_text", "transcript_text"}`.
//!
//! A line that cannot be answered in its mode answers
//! `{"error": {"code", "message", "field"?, "pointer"?}}`.
//! Schema variants: `function` (plain function parameters), `openai-strict`
//! (OpenAI strict parameters), `anthropic` (an Anthropic tool definition).
//!
//! Every non-empty line gets exactly one answer line, in order; a bad line
//! never stops the run. Answers are flushed line by line when reading stdin.
//! Exit status: 0 when every line was answered (error answers included), 1
//! when input could not be read or output not written, 2 for a usage error.
//! A summary goes to stderr at the end.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use cu_projection::ledger::Ledger;
use cu_projection::native::{project_batch, validate_batch, NativeAction};
use cu_projection::observation::{render, Observation};
use cu_projection::openai::from_strict_arguments;
use cu_projection::policy::{Policy, PolicyFamily};
use cu_projection::{
    schema, split_json, ApprovalSummary, ComputerUseCall, Error, ModelCall, Withheld,
};
use serde::Serialize;
use serde_json::Value;

const USAGE: &str = "usage: cu_project [--mode split|parse|openai-strict|native-batch|ledger|observation] [--allow-native-input] [--query Q] [FILE]\n       cu_project schema function|openai-strict|anthropic";

#[derive(Clone, Copy)]
enum Mode {
    Split,
    Parse,
    OpenaiStrict,
    NativeBatch { allow_input: bool },
    Ledger,
    Observation,
}

enum Command {
    Lines {
        mode: Mode,
        file: Option<String>,
        query: Option<String>,
    },
    /// A schema variant's name.
    Schema(&'static str),
}

fn parse_args(args: &[String]) -> Result<Command, String> {
    if args.first().map(String::as_str) == Some("schema") {
        return match args {
            [_, variant] => match variant.as_str() {
                "function" => Ok(Command::Schema("function")),
                "openai-strict" => Ok(Command::Schema("openai-strict")),
                "anthropic" => Ok(Command::Schema("anthropic")),
                _ => Err("unknown schema variant".into()),
            },
            _ => Err("schema takes one variant".into()),
        };
    }
    let mut mode = Mode::Split;
    let mut allow_input = false;
    let mut query = None;
    let mut file = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--mode" => match it.next().map(String::as_str) {
                Some("split") => mode = Mode::Split,
                Some("parse") => mode = Mode::Parse,
                Some("openai-strict") => mode = Mode::OpenaiStrict,
                Some("native-batch") => mode = Mode::NativeBatch { allow_input: false },
                Some("ledger") => mode = Mode::Ledger,
                Some("observation") => mode = Mode::Observation,
                Some(_) => return Err("unknown mode".into()),
                None => return Err("--mode needs a value".into()),
            },
            "--allow-native-input" => allow_input = true,
            "--query" => match it.next() {
                Some(q) => query = Some(q.clone()),
                None => return Err("--query needs a value".into()),
            },
            "-h" | "--help" => return Err(String::new()),
            s if s.starts_with('-') && s != "-" => return Err("unknown option".into()),
            _ if file.is_some() => return Err("more than one input file".into()),
            s => file = (s != "-").then(|| s.to_owned()),
        }
    }
    if query.is_some() && !matches!(mode, Mode::Observation) {
        return Err("--query goes with --mode observation".into());
    }
    match (mode, allow_input) {
        (Mode::NativeBatch { .. }, allow_input) => Ok(Command::Lines {
            mode: Mode::NativeBatch { allow_input },
            file,
            query,
        }),
        (_, true) => Err("--allow-native-input goes with --mode native-batch".into()),
        (mode, false) => Ok(Command::Lines { mode, file, query }),
    }
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    code: &'a str,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pointer: Option<&'a str>,
}

impl<'a> From<&'a Error> for ErrorBody<'a> {
    fn from(e: &'a Error) -> Self {
        ErrorBody {
            code: e.code(),
            message: e.to_string(),
            field: e.field_name(),
            pointer: e.json_pointer(),
        }
    }
}

#[derive(Serialize)]
enum Answer<'a> {
    #[serde(rename = "call")]
    Call(&'a ComputerUseCall),
    #[serde(rename = "error")]
    Error(ErrorBody<'a>),
}

#[derive(Serialize)]
struct StrictAnswer<'a> {
    call: &'a ComputerUseCall,
    discarded: &'a [&'static str],
}

#[derive(Serialize)]
struct BatchError<'a> {
    code: &'a str,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
}

#[derive(Serialize)]
struct BatchAnswer<'a> {
    model: &'a [ModelCall],
    #[serde(skip_serializing_if = "Option::is_none")]
    actions: Option<&'a [NativeAction]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<BatchError<'a>>,
}

#[derive(Serialize)]
struct SplitAnswer<'a> {
    model: &'a ModelCall,
    approval: &'a ApprovalSummary,
    scope_key: &'a str,
    withheld: &'a [Withheld],
}

/// Counts for the stderr summary.
#[derive(Default)]
struct Tally {
    lines: usize,
    by_action: BTreeMap<String, usize>,
    /// Lines answered with an error, by code.
    errors: BTreeMap<&'static str, usize>,
    /// Split mode: withheld values by rule.
    withheld: BTreeMap<&'static str, usize>,
    /// Split mode: redactions by rule.
    redacted: BTreeMap<&'static str, usize>,
    /// Split mode: the strict parser's refusals of the same lines, by code.
    refusals: BTreeMap<&'static str, usize>,
}

/// What one run keeps between lines.
struct Session {
    ledger: Ledger,
    query: Option<String>,
}

#[derive(Serialize)]
struct ObservationAnswer<'a> {
    model_text: &'a str,
    transcript_text: &'a str,
}

fn answer_line(
    mode: Mode,
    line: &[u8],
    session: &mut Session,
    out: &mut impl Write,
    tally: &mut Tally,
) -> io::Result<()> {
    let ledger = &mut session.ledger;
    match mode {
        Mode::Observation => match Observation::from_json_slice(line) {
            Ok(obs) => {
                let r = render(&obs, session.query.as_deref());
                *tally.by_action.entry("observation".to_owned()).or_default() += 1;
                let answer = ObservationAnswer {
                    model_text: r.model_text(),
                    transcript_text: r.transcript_text().as_str(),
                };
                serde_json::to_writer(&mut *out, &answer)?;
            }
            Err(e) => {
                *tally.errors.entry(e.code()).or_default() += 1;
                serde_json::to_writer(&mut *out, &Answer::Error((&e).into()))?;
            }
        },
        Mode::Ledger => {
            let answer = ledger.apply_json(line);
            let event = cu_projection::parse_json_strict(line)
                .ok()
                .and_then(|v| v.get("event").and_then(Value::as_str).map(str::to_owned))
                .unwrap_or_else(|| "unreadable".to_owned());
            *tally.by_action.entry(event).or_default() += 1;
            if let Some(e) = &answer.error {
                *tally.errors.entry(e.code()).or_default() += 1;
            }
            serde_json::to_writer(&mut *out, &answer)?;
        }
        Mode::Split => match split_json(line) {
            Ok(s) => {
                *tally
                    .by_action
                    .entry(s.model.action().to_owned())
                    .or_default() += 1;
                for w in &s.report.withheld {
                    *tally.withheld.entry(w.rule.as_str()).or_default() += 1;
                }
                for r in &s.report.redactions {
                    *tally.redacted.entry(r.rule).or_default() += 1;
                }
                if let Err(e) = ComputerUseCall::from_json_slice(line) {
                    *tally.refusals.entry(e.code()).or_default() += 1;
                }
                let answer = SplitAnswer {
                    model: &s.model,
                    approval: &s.approval,
                    scope_key: &s.scope_key,
                    withheld: &s.report.withheld,
                };
                serde_json::to_writer(&mut *out, &answer)?;
            }
            Err(e) => {
                *tally.errors.entry(e.code()).or_default() += 1;
                *tally.refusals.entry(e.code()).or_default() += 1;
                serde_json::to_writer(&mut *out, &Answer::Error((&e).into()))?;
            }
        },
        Mode::OpenaiStrict => {
            let result = cu_projection::parse_json_strict(line).and_then(|v| {
                // A `function_call` item carries the arguments as a string.
                match v.get("arguments").and_then(Value::as_str) {
                    Some(args) => cu_projection::openai::from_strict_arguments_json(args),
                    None => from_strict_arguments(&v),
                }
            });
            match &result {
                Ok(strict) => {
                    *tally
                        .by_action
                        .entry(strict.call.action_name().to_owned())
                        .or_default() += 1;
                    let answer = StrictAnswer {
                        call: &strict.call,
                        discarded: &strict.discarded,
                    };
                    serde_json::to_writer(&mut *out, &answer)?;
                }
                Err(e) => {
                    *tally.errors.entry(e.code()).or_default() += 1;
                    serde_json::to_writer(&mut *out, &Answer::Error(e.into()))?;
                }
            }
        }
        Mode::NativeBatch { allow_input } => match cu_projection::parse_json_strict(line) {
            Ok(item) => {
                let mut policy = Policy::observation_only();
                if allow_input {
                    policy = policy
                        .allow(PolicyFamily::CoordinatePointer)
                        .allow(PolicyFamily::CoordinateKeyboard);
                }
                let model = project_batch(&item);
                let answer = match validate_batch(&item, &policy) {
                    Ok(batch) => {
                        for a in &batch.actions {
                            *tally.by_action.entry(a.kind().to_owned()).or_default() += 1;
                        }
                        serde_json::to_writer(
                            &mut *out,
                            &BatchAnswer {
                                model: &model,
                                actions: Some(&batch.actions),
                                error: None,
                            },
                        )
                    }
                    Err(r) => {
                        *tally.errors.entry(r.error.code()).or_default() += 1;
                        serde_json::to_writer(
                            &mut *out,
                            &BatchAnswer {
                                model: &model,
                                actions: None,
                                error: Some(BatchError {
                                    code: r.error.code(),
                                    message: r.error.to_string(),
                                    index: r.index,
                                }),
                            },
                        )
                    }
                };
                answer?;
            }
            Err(e) => {
                *tally.errors.entry(e.code()).or_default() += 1;
                serde_json::to_writer(&mut *out, &Answer::Error((&e).into()))?;
            }
        },
        Mode::Parse => {
            let parsed = ComputerUseCall::from_json_slice(line);
            let answer = match &parsed {
                Ok(call) => {
                    *tally
                        .by_action
                        .entry(call.action_name().to_owned())
                        .or_default() += 1;
                    Answer::Call(call)
                }
                Err(e) => {
                    *tally.errors.entry(e.code()).or_default() += 1;
                    Answer::Error(e.into())
                }
            };
            serde_json::to_writer(&mut *out, &answer)?;
        }
    }
    out.write_all(b"\n")
}

fn run_lines(mode: Mode, file: Option<&str>, query: Option<String>) -> io::Result<Tally> {
    let interactive = file.is_none();
    let input: Box<dyn BufRead> = match file {
        Some(path) => Box::new(BufReader::new(File::open(path)?)),
        None => Box::new(BufReader::new(io::stdin().lock())),
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut tally = Tally::default();
    let mut session = Session {
        ledger: Ledger::new(),
        query,
    };
    let mut input = input;
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let trimmed = trim_ascii(&line);
        if trimmed.is_empty() {
            continue;
        }
        tally.lines += 1;
        answer_line(mode, trimmed, &mut session, &mut out, &mut tally)?;
        if interactive {
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(tally)
}

/// `<[u8]>::trim_ascii` is newer than the crate's minimum Rust version.
fn trim_ascii(mut s: &[u8]) -> &[u8] {
    while let [first, rest @ ..] = s {
        if !first.is_ascii_whitespace() {
            break;
        }
        s = rest;
    }
    while let [rest @ .., last] = s {
        if !last.is_ascii_whitespace() {
            break;
        }
        s = rest;
    }
    s
}

fn counts<K: std::fmt::Display>(m: &BTreeMap<K, usize>) -> String {
    let parts: Vec<String> = m.iter().map(|(k, n)| format!("{k} {n}")).collect();
    parts.join(", ")
}

fn summary(tally: &Tally, elapsed: std::time::Duration) -> String {
    let errors: usize = tally.errors.values().sum();
    let mut s = format!(
        "cu_project: {} lines, {} answered, {} errors in {:.1} ms",
        tally.lines,
        tally.lines - errors,
        errors,
        elapsed.as_secs_f64() * 1e3
    );
    let sections = [
        (
            "by action",
            &tally
                .by_action
                .iter()
                .map(|(k, v)| (k.as_str(), *v))
                .collect(),
        ),
        ("values withheld by rule", &tally.withheld),
        ("redactions by rule", &tally.redacted),
        ("errors by code", &tally.errors),
        ("strict parser refusals by code", &tally.refusals),
    ];
    for (title, m) in sections {
        let m: &BTreeMap<&str, usize> = m;
        if !m.is_empty() {
            let total: usize = m.values().sum();
            s.push_str(&format!("\n  {title} ({total}): {}", counts(m)));
        }
    }
    s
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = match parse_args(&args) {
        Ok(c) => c,
        Err(why) => {
            if !why.is_empty() {
                eprintln!("cu_project: {why}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match command {
        Command::Schema(variant) => {
            let doc: Value = match variant {
                "function" => schema::function_parameters(),
                "openai-strict" => schema::openai_strict_parameters(),
                "anthropic" => schema::anthropic_tool(schema::TOOL_NAME),
                _ => return ExitCode::from(2),
            };
            match serde_json::to_string_pretty(&doc) {
                Ok(text) => {
                    println!("{text}");
                    ExitCode::SUCCESS
                }
                Err(_) => ExitCode::from(1),
            }
        }
        Command::Lines { mode, file, query } => {
            let start = Instant::now();
            match run_lines(mode, file.as_deref(), query) {
                Ok(tally) => {
                    eprintln!("{}", summary(&tally, start.elapsed()));
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("cu_project: {}", io_message(&e));
                    ExitCode::from(1)
                }
            }
        }
    }
}

/// I/O errors by kind only: an OS message can quote a path, never a value,
/// but the kind is all a host needs.
fn io_message(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "input file not found".into(),
        io::ErrorKind::PermissionDenied => "input file not readable".into(),
        io::ErrorKind::BrokenPipe => "output closed".into(),
        kind => format!("i/o error ({kind})"),
    }
}
