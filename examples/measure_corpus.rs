//! Measures the detector on a corpus written by someone else: recall over
//! its positives and false positives over its negatives.
//!
//! ```text
//! cargo run --release --example measure_corpus -- DIR [OUT]
//! ```
//!
//! `DIR` holds `positives.jsonl` (`{"id", "text", "secret", ...}` per line,
//! `secret` a substring of `text`) and `negatives.jsonl` (`{"id", "text",
//! ...}`). A positive is missed when `display_text`'s output still holds
//! the secret whole or, for a secret of twelve characters or more, any
//! twelve-character piece of it: the crate's own privacy property. Both
//! are also checked with invisible characters removed and whitespace
//! collapsed, since that is what display text shows. A negative is a false
//! positive when any rule fires. With `OUT`, the ids and outputs of misses
//! and false positives are written to `OUT/misses.txt` and `OUT/fps.txt`,
//! one per line, so two runs can be compared by id.
//!
//! This reads corpora of secrets: run it on your own machine and keep its
//! output there.

use cu_projection::display::display_text;
use serde_json::Value;
use std::fmt::Write as _;
use std::{env, fs, process};

/// Long enough that no corpus line is cut: the cut is measured elsewhere.
const LIMIT: usize = 1 << 20;

fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00ad}' | '\u{034f}' | '\u{061c}' | '\u{180e}' | '\u{200b}'..='\u{200f}'
        | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}'
        | '\u{feff}')
}

/// The secret as display text shows it.
fn shown(secret: &str) -> String {
    let visible: String = secret.chars().filter(|&c| !is_invisible(c)).collect();
    visible.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn survives(out: &str, secret: &str) -> bool {
    let chars: Vec<char> = secret.chars().collect();
    if chars.len() < 12 {
        return !secret.is_empty() && out.contains(secret);
    }
    chars
        .windows(12)
        .any(|w| out.contains(&w.iter().collect::<String>()))
}

fn lines(path: &str) -> Vec<Value> {
    let text = fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        process::exit(2)
    });
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(n, l)| {
            serde_json::from_str(l).unwrap_or_else(|e| {
                eprintln!("{path}: line {} is not JSON: {e}", n + 1);
                process::exit(2)
            })
        })
        .collect()
}

fn field<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let Some(dir) = args.first() else {
        eprintln!("usage: measure_corpus DIR [OUT]");
        process::exit(2)
    };
    let (mut misses, mut fps) = (String::new(), String::new());
    let positives = lines(&format!("{dir}/positives.jsonl"));
    let mut missed = 0;
    for p in &positives {
        let (out, _) = display_text(field(p, "text"), LIMIT);
        let secret = field(p, "secret");
        if survives(&out, secret) || survives(&out, &shown(secret)) {
            missed += 1;
            let _ = writeln!(
                misses,
                "{}\t{}\t{}",
                field(p, "id"),
                field(p, "kind"),
                out.replace('\n', "\\n")
            );
        }
    }
    let negatives = lines(&format!("{dir}/negatives.jsonl"));
    let mut flagged = 0;
    for n in &negatives {
        let (out, rules) = display_text(field(n, "text"), LIMIT);
        if !rules.is_empty() {
            flagged += 1;
            let _ = writeln!(
                fps,
                "{}\t{}\t{}",
                field(n, "id"),
                rules.join(","),
                out.replace('\n', "\\n")
            );
        }
    }
    let rate = |k: usize, n: usize| 100.0 * k as f64 / n.max(1) as f64;
    println!(
        "{dir}: recall {:.1}% ({} of {} missed), false positives {:.2}% ({} of {})",
        100.0 - rate(missed, positives.len()),
        missed,
        positives.len(),
        rate(flagged, negatives.len()),
        flagged,
        negatives.len()
    );
    if let Some(out) = args.get(1) {
        let written = fs::create_dir_all(out)
            .and_then(|()| fs::write(format!("{out}/misses.txt"), &misses))
            .and_then(|()| fs::write(format!("{out}/fps.txt"), &fps));
        if let Err(e) = written {
            eprintln!("cannot write to {out}: {e}");
            process::exit(2)
        }
    }
}
