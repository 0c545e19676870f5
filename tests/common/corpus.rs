//! The secret-detection corpora (`tests/data/secrets/`, see its README)
//! and the one harness that measures a detector on them. Used by
//! `tests/detection.rs` on the public detector, and by the crate's own
//! tests (through `#[path]`) on detectors with rules removed, the negative
//! controls.
#![allow(dead_code)] // each user takes a different part

use std::collections::{BTreeMap, HashSet};

pub const FORMATS: &str = include_str!("../data/secrets/formats.tsv");
pub const STRUCTURAL: &str = include_str!("../data/secrets/structural.tsv");
pub const BENIGN: &str = include_str!("../data/secrets/benign.txt");

/// One known-format secret from the corpus.
pub struct Format {
    pub format: &'static str,
    pub provider: &'static str,
    pub secret: &'static str,
}

pub fn formats() -> Vec<Format> {
    FORMATS
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Format {
                format: f[0],
                provider: f[1],
                secret: f[3],
            }
        })
        .collect()
}

/// (kind, text, secret) rows of the structural corpus.
pub fn structural() -> Vec<(&'static str, &'static str, &'static str)> {
    STRUCTURAL
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0], f[1], f[2])
        })
        .collect()
}

/// The benign corpus, one string per line.
pub fn benign() -> Vec<&'static str> {
    BENIGN.lines().filter(|l| !l.trim().is_empty()).collect()
}

/// Formats whose examples share a fixed prefix of at least three
/// characters, decided from the corpus alone: those can be found in any
/// context; the others only where a key names them.
pub fn prefixed(all: &[Format]) -> HashSet<&'static str> {
    let mut by_format: BTreeMap<&'static str, Vec<&str>> = BTreeMap::new();
    for f in all {
        by_format.entry(f.format).or_default().push(f.secret);
    }
    by_format
        .into_iter()
        .filter(|(_, secrets)| {
            let first = secrets[0].as_bytes();
            let common = secrets.iter().fold(first.len(), |n, s| {
                first
                    .iter()
                    .zip(s.as_bytes())
                    .take(n)
                    .take_while(|(a, b)| a == b)
                    .count()
            });
            common >= 3
        })
        .map(|(name, _)| name)
        .collect()
}

/// The environment variable a format's key would sit in: `DATADOG_API_KEY`.
fn variable(provider: &str) -> String {
    let name: String = provider
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    format!("{}_API_KEY", name.trim_matches('_'))
}

/// The contexts a secret is tried in: (name, text). A format with a fixed
/// prefix is tried anywhere; the others where a key names them.
pub fn contexts(f: &Format, prefixed: bool) -> Vec<(&'static str, String)> {
    let s = f.secret;
    let var = variable(f.provider);
    let mut out = vec![
        ("export", format!("export {var}={s}")),
        (
            "json",
            format!(r#"{{"{}": "{s}", "user": "ada"}}"#, var.to_lowercase()),
        ),
        (
            "url",
            format!("https://api.example.com/v1/items?api_key={s}&page=2"),
        ),
        ("authorization", format!("Authorization: Bearer {s}")),
    ];
    if prefixed {
        out.extend([
            ("plain", format!("the key is {s} for now")),
            ("glued_id", format!("id_{s}")),
            ("glued_letter", format!("x{s}")),
            ("quoted", format!("key '{s}' copied")),
        ]);
    }
    out
}

/// Whether `secret` survives in `out`: any 12-character piece of it, or
/// the whole of a shorter one.
pub fn survives(out: &str, secret: &str) -> bool {
    let chars: Vec<char> = secret.chars().collect();
    if chars.len() < 12 {
        return out.contains(secret);
    }
    chars
        .windows(12)
        .any(|w| out.contains(&w.iter().collect::<String>()))
}

/// A measured rate and what made it miss.
pub struct Measure {
    pub cases: usize,
    pub failed: Vec<String>,
}

impl Measure {
    /// The share of cases that passed.
    pub fn rate(&self) -> f64 {
        1.0 - self.failed.len() as f64 / self.cases as f64
    }
}

/// Recall of `redact` over every known format in every context.
pub fn known_format_recall(redact: impl Fn(&str) -> String) -> Measure {
    let all = formats();
    let prefixed = prefixed(&all);
    let (mut cases, mut failed) = (0, Vec::new());
    for f in &all {
        for (context, text) in contexts(f, prefixed.contains(f.format)) {
            cases += 1;
            let out = redact(&text);
            if survives(&out, f.secret) {
                failed.push(format!("{} [{context}] {out}", f.format));
            }
        }
    }
    Measure { cases, failed }
}

/// Recall of `redact` over the structural corpus.
pub fn structural_recall(redact: impl Fn(&str) -> String) -> Measure {
    let (mut cases, mut failed) = (0, Vec::new());
    for (kind, text, secret) in structural() {
        cases += 1;
        let out = redact(text);
        if survives(&out, secret) {
            failed.push(format!("[{kind}] {out}"));
        }
    }
    Measure { cases, failed }
}

/// The share of benign strings `redact` leaves unchanged; `failed` lists
/// the false positives.
pub fn benign_precision(redact: impl Fn(&str) -> String) -> Measure {
    let lines = benign();
    let failed = lines
        .iter()
        .filter_map(|line| {
            let out = redact(line);
            (out != *line).then(|| format!("{line} -> {out}"))
        })
        .collect();
    Measure {
        cases: lines.len(),
        failed,
    }
}
