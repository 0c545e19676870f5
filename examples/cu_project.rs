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
//!   withheld keys with their rules; `--verdicts` adds the strict parser's
//!   verdict on each line to the stderr summary (a second parse per line);
//! - `parse`: `{"call": <canonical call>}`;
//! - `openai-strict`: OpenAI strict function arguments (the object, or the
//!   `function_call` item whose `arguments` string holds it):
//!   `{"call": <canonical call>, "discarded": [names]}`;
//! - `native-batch`: an OpenAI `computer_call` item (or a bare `actions`
//!   array): `{"model": [projected actions], "actions": [validated actions]}`,
//!   or `{"model": [...], "error": {"code", "message", "index", "field"?, "pointer"?}}` when the
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
use cu_projection::{schema, split_json_into, ComputerUseCall, Error, ModelCall, SplitText};
use serde::Serialize;
use serde_json::Value;

const USAGE: &str = "usage: cu_project [--mode split|parse|openai-strict|native-batch|ledger|observation] [--allow-native-input] [--query Q] [--verdicts] [FILE]\n       cu_project schema function|openai-strict|anthropic";

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
        verdicts: bool,
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
    let mut verdicts = false;
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
            "--verdicts" => verdicts = true,
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
    if verdicts && !matches!(mode, Mode::Split) {
        return Err("--verdicts goes with --mode split".into());
    }
    match (mode, allow_input) {
        (Mode::NativeBatch { .. }, allow_input) => Ok(Command::Lines {
            mode: Mode::NativeBatch { allow_input },
            file,
            query,
            verdicts,
        }),
        (_, true) => Err("--allow-native-input goes with --mode native-batch".into()),
        (mode, false) => Ok(Command::Lines {
            mode,
            file,
            query,
            verdicts,
        }),
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
    /// native-batch: the index of the refused action.
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
}

impl<'a> From<&'a Error> for ErrorBody<'a> {
    fn from(e: &'a Error) -> Self {
        ErrorBody {
            code: e.code().as_str(),
            message: e.to_string(),
            field: e.field_name(),
            pointer: e.json_pointer(),
            index: None,
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
struct BatchAnswer<'a> {
    model: &'a [ModelCall],
    #[serde(skip_serializing_if = "Option::is_none")]
    actions: Option<&'a [NativeAction]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ErrorBody<'a>>,
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
    verdicts: bool,
    /// Split mode's buffers, reused line after line.
    split: SplitText,
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
        Mode::Observation => match Observation::from_json(line) {
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
                *tally.errors.entry(e.code().as_str()).or_default() += 1;
                serde_json::to_writer(&mut *out, &Answer::Error((&e).into()))?;
            }
        },
        Mode::Ledger => {
            let answer = ledger.apply_json(line);
            let event = cu_projection::read_json(line)
                .ok()
                .and_then(|v| v.get("event").and_then(Value::as_str).map(str::to_owned))
                .unwrap_or_else(|| "unreadable".to_owned());
            *tally.by_action.entry(event).or_default() += 1;
            if let Some(e) = &answer.error {
                *tally.errors.entry(e.code().as_str()).or_default() += 1;
            }
            serde_json::to_writer(&mut *out, &answer)?;
        }
        Mode::Split => match split_json_into(line, &mut session.split) {
            Ok(()) => {
                let s = &session.split;
                tally.count_action(s.action());
                for w in &s.report().withheld {
                    *tally.withheld.entry(w.rule.as_str()).or_default() += 1;
                }
                for r in &s.report().redactions {
                    *tally.redacted.entry(r.rule).or_default() += 1;
                }
                // The strict parser's verdict on the same line costs a second
                // full parse, so it is asked for (`--verdicts`), not default.
                if session.verdicts {
                    if let Err(e) = ComputerUseCall::from_json(line) {
                        *tally.refusals.entry(e.code().as_str()).or_default() += 1;
                    }
                }
                // The parts are JSON text already: written as they are.
                out.write_all(b"{\"model\":")?;
                out.write_all(s.model_json().as_bytes())?;
                out.write_all(b",\"approval\":")?;
                out.write_all(s.approval_json().as_bytes())?;
                out.write_all(b",\"scope_key\":")?;
                serde_json::to_writer(&mut *out, s.scope_key())?;
                out.write_all(b",\"withheld\":")?;
                serde_json::to_writer(&mut *out, &s.report().withheld)?;
                out.write_all(b"}")?;
            }
            Err(e) => {
                *tally.errors.entry(e.code().as_str()).or_default() += 1;
                if session.verdicts {
                    *tally.refusals.entry(e.code().as_str()).or_default() += 1;
                }
                serde_json::to_writer(&mut *out, &Answer::Error((&e).into()))?;
            }
        },
        Mode::OpenaiStrict => {
            let result = cu_projection::read_json(line).and_then(|v| {
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
                    *tally.errors.entry(e.code().as_str()).or_default() += 1;
                    serde_json::to_writer(&mut *out, &Answer::Error(e.into()))?;
                }
            }
        }
        Mode::NativeBatch { allow_input } => match cu_projection::read_json(line) {
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
                        *tally.errors.entry(r.error.code().as_str()).or_default() += 1;
                        serde_json::to_writer(
                            &mut *out,
                            &BatchAnswer {
                                model: &model,
                                actions: None,
                                error: Some(ErrorBody {
                                    index: r.index,
                                    ..ErrorBody::from(&r.error)
                                }),
                            },
                        )
                    }
                };
                answer?;
            }
            Err(e) => {
                *tally.errors.entry(e.code().as_str()).or_default() += 1;
                serde_json::to_writer(&mut *out, &Answer::Error((&e).into()))?;
            }
        },
        Mode::Parse => {
            let parsed = ComputerUseCall::from_json(line);
            let answer = match &parsed {
                Ok(call) => {
                    *tally
                        .by_action
                        .entry(call.action_name().to_owned())
                        .or_default() += 1;
                    Answer::Call(call)
                }
                Err(e) => {
                    *tally.errors.entry(e.code().as_str()).or_default() += 1;
                    Answer::Error(e.into())
                }
            };
            serde_json::to_writer(&mut *out, &answer)?;
        }
    }
    out.write_all(b"\n")
}

/// Lines per batch when a file is split across two workers.
const BATCH_LINES: usize = 512;
/// Bytes per batch: a batch closes at whichever limit comes first, so a file
/// of huge lines is never held whole.
const BATCH_BYTES: usize = 4 << 20;

fn run_lines(
    mode: Mode,
    file: Option<&str>,
    query: Option<String>,
    verdicts: bool,
) -> io::Result<Tally> {
    let session = Session {
        ledger: Ledger::new(),
        query,
        verdicts,
        split: SplitText::new(),
    };
    let mut out = BufWriter::with_capacity(1 << 20, io::stdout().lock());
    let tally = match file {
        // A file in a stateless mode: batches of lines go to two workers in
        // turn and come back in order, so both cores work and output order
        // is kept. The ledger is one state machine, so its mode stays serial.
        Some(path) if !matches!(mode, Mode::Ledger) => {
            let input = BufReader::with_capacity(1 << 20, File::open(path)?);
            run_parallel(mode, input, &session, &mut out)?
        }
        Some(path) => {
            let input = BufReader::with_capacity(1 << 20, File::open(path)?);
            run_serial(mode, input, session, &mut out, false)?
        }
        // Standard input is answered line by line, flushed after each.
        None => run_serial(mode, io::stdin().lock(), session, &mut out, true)?,
    };
    out.flush()?;
    Ok(tally)
}

/// Reads the next non-empty line into `line` (trimmed in place); false at
/// the end of the input.
fn next_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<bool> {
    loop {
        line.clear();
        if input.read_until(b'\n', line)? == 0 {
            return Ok(false);
        }
        let trimmed = trim_ascii(line);
        if !trimmed.is_empty() {
            let (start, len) = (
                trimmed.as_ptr() as usize - line.as_ptr() as usize,
                trimmed.len(),
            );
            line.copy_within(start..start + len, 0);
            line.truncate(len);
            return Ok(true);
        }
    }
}

fn run_serial(
    mode: Mode,
    mut input: impl BufRead,
    mut session: Session,
    out: &mut impl Write,
    flush_each: bool,
) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let mut line = Vec::new();
    while next_line(&mut input, &mut line)? {
        tally.lines += 1;
        answer_line(mode, &line, &mut session, out, &mut tally)?;
        if flush_each {
            out.flush()?;
        }
    }
    Ok(tally)
}

fn run_parallel(
    mode: Mode,
    mut input: impl BufRead,
    session: &Session,
    out: &mut impl Write,
) -> io::Result<Tally> {
    use std::sync::mpsc::sync_channel;
    let mut tally = Tally::default();
    std::thread::scope(|scope| -> io::Result<()> {
        let mut workers = Vec::new();
        for _ in 0..2 {
            let (to_worker, batches) = sync_channel::<Vec<Vec<u8>>>(2);
            let (to_main, answers) = sync_channel::<(Vec<u8>, Tally)>(2);
            let mut session = Session {
                ledger: Ledger::new(),
                query: session.query.clone(),
                verdicts: session.verdicts,
                split: SplitText::new(),
            };
            scope.spawn(move || {
                for batch in batches {
                    let mut buf = Vec::with_capacity(batch.len() * 256);
                    let mut part = Tally::default();
                    for line in &batch {
                        part.lines += 1;
                        // Writing to a Vec cannot fail.
                        let _ = answer_line(mode, line, &mut session, &mut buf, &mut part);
                    }
                    if to_main.send((buf, part)).is_err() {
                        break;
                    }
                }
            });
            workers.push((to_worker, answers));
        }
        let mut in_flight = std::collections::VecDeque::new();
        let mut line = Vec::new();
        let mut turn = 0usize;
        loop {
            let mut batch = Vec::with_capacity(BATCH_LINES);
            let mut bytes = 0;
            let mut done = false;
            while batch.len() < BATCH_LINES && bytes < BATCH_BYTES {
                if !next_line(&mut input, &mut line)? {
                    done = true;
                    break;
                }
                bytes += line.len();
                batch.push(std::mem::take(&mut line));
            }
            if !batch.is_empty() {
                // Keep at most one batch per worker ahead of the writer.
                if in_flight.len() == workers.len() {
                    collect(&workers, &mut in_flight, out, &mut tally)?;
                }
                let w = turn % workers.len();
                workers[w].0.send(batch).map_err(|_| worker_gone())?;
                in_flight.push_back(w);
                turn += 1;
            }
            if done {
                break;
            }
        }
        while !in_flight.is_empty() {
            collect(&workers, &mut in_flight, out, &mut tally)?;
        }
        Ok(())
    })?;
    Ok(tally)
}

type Worker = (
    std::sync::mpsc::SyncSender<Vec<Vec<u8>>>,
    std::sync::mpsc::Receiver<(Vec<u8>, Tally)>,
);

/// Writes the oldest batch's answers and adds its counts.
fn collect(
    workers: &[Worker],
    in_flight: &mut std::collections::VecDeque<usize>,
    out: &mut impl Write,
    tally: &mut Tally,
) -> io::Result<()> {
    let Some(w) = in_flight.pop_front() else {
        return Ok(());
    };
    let (buf, part) = workers[w].1.recv().map_err(|_| worker_gone())?;
    out.write_all(&buf)?;
    tally.merge(part);
    Ok(())
}

fn worker_gone() -> io::Error {
    io::Error::other("worker stopped")
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

impl Tally {
    /// Adds another tally's counts to this one.
    fn merge(&mut self, other: Tally) {
        self.lines += other.lines;
        for (k, n) in other.by_action {
            *self.by_action.entry(k).or_default() += n;
        }
        for (map, part) in [
            (&mut self.errors, other.errors),
            (&mut self.withheld, other.withheld),
            (&mut self.redacted, other.redacted),
            (&mut self.refusals, other.refusals),
        ] {
            for (k, n) in part {
                *map.entry(k).or_default() += n;
            }
        }
    }

    /// Counts one answer under `name`, allocating only for a new name.
    fn count_action(&mut self, name: &str) {
        match self.by_action.get_mut(name) {
            Some(n) => *n += 1,
            None => {
                self.by_action.insert(name.to_owned(), 1);
            }
        }
    }
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
        Command::Lines {
            mode,
            file,
            query,
            verdicts,
        } => {
            let start = Instant::now();
            match run_lines(mode, file.as_deref(), query, verdicts) {
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
