//! `cu_project`: run cu-projection over JSON Lines from the command line.
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
//! - `ledger [--session TAG]`: one host event per line, applied to one
//!   observation ledger whose minted ids carry TAG (default `cli`):
//!   `{"state", "observation_id"?, "admitted"?, "outcome"?, "error"?}`
//!   (`"outcome": "untyped"` when an outcome's error was not a typed name);
//! - `observation [--query Q]`: one observation per line:
//!   `{"model_text", "transcript_text"}`;
//! - `tool-result`: one `{"action": <action name or "computer_call_output">,
//!   "result": {...}}` per line: `{"model_text", "transcript_text",
//!   "image"?, "error"?}`, where `image` is the image to attach for the
//!   model now (`{"media_type", "width", "height", "data"}`, `{"image_url"}`
//!   or `{"file_id"}`), and a result that does not read renders as
//!   `<value>` in both texts, with its `error`.
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

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use cu_projection::ledger::Ledger;
use cu_projection::native::{project_batch, validate_batch};
use cu_projection::observation::{render, Observation};
use cu_projection::openai::from_strict_arguments;
use cu_projection::policy::{Policy, PolicyFamily};
use cu_projection::tool_result::{render_tool_result, NATIVE_OUTPUT};
use cu_projection::{catalog, hosts, schema, split_json_into, ComputerUseCall, SplitText};
use serde_json::Value;

/// Run cu-projection over JSON Lines: one JSON answer line per non-empty
/// input line, in order; a bad line never stops the run.
#[derive(Parser)]
#[command(name = "cu_project", version)]
struct Cli {
    /// What each line is, and what it is answered with.
    #[arg(long, value_enum, default_value_t = ModeName::Split)]
    mode: ModeName,
    /// native-batch: let pointer and keyboard actions through the policy.
    #[arg(long)]
    allow_native_input: bool,
    /// observation: keep the elements whose label, value or role contains Q.
    #[arg(long, value_name = "Q")]
    query: Option<String>,
    /// split: add the strict parser's verdict on each line to the summary.
    #[arg(long)]
    verdicts: bool,
    /// ledger: the session tag every minted observation id carries
    /// (1 to 32 letters, digits, `_` or `-`).
    #[arg(long, value_name = "TAG")]
    session: Option<String>,
    /// The input (JSON Lines); standard input when absent or `-`.
    file: Option<String>,
    #[command(subcommand)]
    command: Option<Subcommands>,
}

#[derive(Subcommand)]
enum Subcommands {
    /// Print a schema variant of the tool.
    Schema {
        /// Which variant.
        #[arg(value_enum)]
        variant: SchemaVariant,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum SchemaVariant {
    /// Plain function parameters: the flat object without `$defs`/`oneOf`.
    Function,
    /// OpenAI strict function parameters.
    OpenaiStrict,
    /// An Anthropic tool definition.
    Anthropic,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ModeName {
    /// The projection, approval summary and scope key of each call.
    Split,
    /// The strict parser's canonical call.
    Parse,
    /// OpenAI strict function arguments.
    OpenaiStrict,
    /// OpenAI native computer_call items.
    NativeBatch,
    /// Host events applied to one observation ledger.
    Ledger,
    /// Observations rendered for the model now and for the transcript.
    Observation,
    /// Tool results of every action rendered for the model now and for the transcript.
    ToolResult,
}

#[derive(Clone, Copy)]
enum Mode {
    Split,
    Parse,
    OpenaiStrict,
    NativeBatch { allow_input: bool },
    Ledger,
    Observation,
    ToolResult,
}

/// The mode, with the flags that go with one mode only checked against it.
fn mode_of(cli: &Cli) -> Result<Mode, &'static str> {
    let only = |flag: bool, mode: ModeName, why: &'static str| {
        if flag && cli.mode != mode {
            Err(why)
        } else {
            Ok(())
        }
    };
    only(
        cli.query.is_some(),
        ModeName::Observation,
        "--query goes with --mode observation",
    )?;
    only(
        cli.verdicts,
        ModeName::Split,
        "--verdicts goes with --mode split",
    )?;
    only(
        cli.allow_native_input,
        ModeName::NativeBatch,
        "--allow-native-input goes with --mode native-batch",
    )?;
    only(
        cli.session.is_some(),
        ModeName::Ledger,
        "--session goes with --mode ledger",
    )?;
    Ok(match cli.mode {
        ModeName::Split => Mode::Split,
        ModeName::Parse => Mode::Parse,
        ModeName::OpenaiStrict => Mode::OpenaiStrict,
        ModeName::NativeBatch => Mode::NativeBatch {
            allow_input: cli.allow_native_input,
        },
        ModeName::Ledger => Mode::Ledger,
        ModeName::Observation => Mode::Observation,
        ModeName::ToolResult => Mode::ToolResult,
    })
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

/// Answers one `tool-result` line: `{"action", "result"}`.
fn tool_result_line(line: &[u8], out: &mut impl Write, tally: &mut Tally) -> io::Result<()> {
    let value = match cu_projection::read_json(line) {
        Ok(v) => v,
        Err(e) => {
            tally.count_action("unreadable");
            *tally.errors.entry(e.code().as_str()).or_default() += 1;
            return out.write_all(hosts::render_tool_result_answer("", line).as_bytes());
        }
    };
    let action = value.get("action").and_then(Value::as_str);
    // The summary names an action only when it is one.
    let name = match action {
        Some(a) if a == NATIVE_OUTPUT || catalog::action(a).is_some() => a,
        _ => "unknown",
    };
    tally.count_action(name);
    // A missing action is no action, a missing result no object: the
    // library's own errors say so.
    let rendered = render_tool_result(
        action.unwrap_or(""),
        value.get("result").unwrap_or(&Value::Null),
    );
    if let Some(e) = rendered.error() {
        *tally.errors.entry(e.code().as_str()).or_default() += 1;
    }
    out.write_all(hosts::rendered_answer(&rendered).as_bytes())
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
                out.write_all(hosts::renderings_answer(&r).as_bytes())?;
            }
            Err(e) => {
                *tally.errors.entry(e.code().as_str()).or_default() += 1;
                out.write_all(hosts::error_answer(&e).as_bytes())?;
            }
        },
        Mode::ToolResult => tool_result_line(line, out, tally)?,
        Mode::Ledger => {
            let answer = ledger.apply_json(line);
            // The summary names an event only when it is one of the host
            // events: anything else is the input's text.
            let event = match cu_projection::read_json(line) {
                Ok(v) => match v.get("event").and_then(Value::as_str) {
                    Some(
                        e @ ("observed" | "call" | "native" | "outcome" | "service_released"
                        | "screen_unlocked" | "turn_ended" | "session_ended"),
                    ) => e.to_owned(),
                    _ => "unknown".to_owned(),
                },
                Err(_) => "unreadable".to_owned(),
            };
            tally.count_action(&event);
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
                hosts::write_split_answer(s, &mut *out)?;
            }
            Err(e) => {
                *tally.errors.entry(e.code().as_str()).or_default() += 1;
                if session.verdicts {
                    *tally.refusals.entry(e.code().as_str()).or_default() += 1;
                }
                out.write_all(hosts::error_answer(&e).as_bytes())?;
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
                    out.write_all(hosts::strict_answer(strict).as_bytes())?;
                }
                Err(e) => {
                    *tally.errors.entry(e.code().as_str()).or_default() += 1;
                    out.write_all(hosts::error_answer(e).as_bytes())?;
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
                let validated = validate_batch(&item, &policy);
                match &validated {
                    Ok(batch) => {
                        for a in &batch.actions {
                            *tally.by_action.entry(a.kind().to_owned()).or_default() += 1;
                        }
                    }
                    Err(r) => *tally.errors.entry(r.error.code().as_str()).or_default() += 1,
                }
                let answer = hosts::batch_answer(&project_batch(&item), &validated);
                out.write_all(answer.as_bytes())?;
            }
            Err(e) => {
                *tally.errors.entry(e.code().as_str()).or_default() += 1;
                out.write_all(hosts::error_answer(&e).as_bytes())?;
            }
        },
        Mode::Parse => {
            let answer = match ComputerUseCall::from_json(line) {
                Ok(call) => {
                    *tally
                        .by_action
                        .entry(call.action_name().to_owned())
                        .or_default() += 1;
                    hosts::call_answer(&call)
                }
                Err(e) => {
                    *tally.errors.entry(e.code().as_str()).or_default() += 1;
                    hosts::error_answer(&e)
                }
            };
            out.write_all(answer.as_bytes())?;
        }
    }
    out.write_all(b"\n")
}

/// The ledger's session tag when `--session` is not given.
const DEFAULT_SESSION: &str = "cli";

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
    ledger: Ledger,
) -> io::Result<Tally> {
    let session = Session {
        ledger,
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
                ledger: session.ledger.clone(),
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
    // Usage errors exit 2 with the usage on stderr; --help and --version
    // print to stdout and exit 0 (clap's conventions).
    let cli = Cli::parse();
    if let Some(Subcommands::Schema { variant }) = cli.command {
        let doc: Value = match variant {
            SchemaVariant::Function => schema::function_parameters(),
            SchemaVariant::OpenaiStrict => schema::openai_strict_parameters(),
            SchemaVariant::Anthropic => schema::anthropic_tool(schema::TOOL_NAME),
        };
        return match serde_json::to_string_pretty(&doc) {
            Ok(text) => {
                println!("{text}");
                ExitCode::SUCCESS
            }
            Err(_) => ExitCode::from(1),
        };
    }
    let mode = match mode_of(&cli) {
        Ok(mode) => mode,
        Err(why) => Cli::command()
            .error(clap::error::ErrorKind::ArgumentConflict, why)
            .exit(),
    };
    let ledger = match Ledger::new(cli.session.as_deref().unwrap_or(DEFAULT_SESSION)) {
        Ok(ledger) => ledger,
        Err(_) => Cli::command()
            .error(
                clap::error::ErrorKind::ValueValidation,
                "--session takes 1 to 32 letters, digits, '_' or '-'",
            )
            .exit(),
    };
    let file = cli.file.filter(|f| f != "-");
    let start = Instant::now();
    match run_lines(mode, file.as_deref(), cli.query, cli.verdicts, ledger) {
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
