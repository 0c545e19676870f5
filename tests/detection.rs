//! Secret detection measured on corpora written from published formats and
//! realistic UI text, independently of the rules (`tests/data/secrets/`,
//! see its README): recall over known token formats in several contexts
//! and over structural secrets, and false positives over benign strings
//! that a model sends or a screen shows.
//!
//! Targets (SPEC 6 and its issue): recall at least 97%, false positives at
//! most 1%. `CU_DETECTION_REPORT=1 cargo test --test detection -- --nocapture`
//! prints every miss and every false positive.

use cu_projection::redact::redact;

const FORMATS: &str = include_str!("data/secrets/formats.tsv");
const STRUCTURAL: &str = include_str!("data/secrets/structural.tsv");
const BENIGN: &str = include_str!("data/secrets/benign.txt");

/// One known-format secret from the corpus.
struct Format<'a> {
    format: &'a str,
    provider: &'a str,
    secret: &'a str,
}

fn formats() -> Vec<Format<'static>> {
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

/// Formats whose examples share a fixed prefix of at least three
/// characters, decided from the corpus alone: those can be found in any
/// context; the others only where a key names them.
fn prefixed(all: &[Format<'_>]) -> std::collections::HashSet<&'static str> {
    let mut by_format: std::collections::BTreeMap<&str, Vec<&str>> = Default::default();
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
        .map(|(name, _)| {
            let name: &'static str = Box::leak(name.to_owned().into_boxed_str());
            name
        })
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

/// The contexts a secret is tried in: (name, text).
fn contexts(f: &Format<'_>, prefixed: bool) -> Vec<(&'static str, String)> {
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
fn survives(out: &str, secret: &str) -> bool {
    let chars: Vec<char> = secret.chars().collect();
    if chars.len() < 12 {
        return out.contains(secret);
    }
    chars
        .windows(12)
        .any(|w| out.contains(&w.iter().collect::<String>()))
}

fn report() -> bool {
    std::env::var_os("CU_DETECTION_REPORT").is_some()
}

#[test]
fn recall_over_known_formats_in_every_context_is_at_least_97_percent() {
    let all = formats();
    let prefixed = prefixed(&all);
    let (mut cases, mut missed) = (0usize, Vec::new());
    for f in &all {
        for (context, text) in contexts(f, prefixed.contains(f.format)) {
            cases += 1;
            let out = redact(&text).text.into_owned();
            if survives(&out, f.secret) {
                missed.push(format!("{} [{context}] {out}", f.format));
            }
        }
    }
    let formats: std::collections::BTreeSet<&str> = all.iter().map(|f| f.format).collect();
    let recall = 1.0 - missed.len() as f64 / cases as f64;
    println!(
        "known formats: {} formats, {} secrets, {cases} cases, recall {:.2}% ({} missed)",
        formats.len(),
        all.len(),
        recall * 100.0,
        missed.len()
    );
    if report() {
        missed.iter().for_each(|m| println!("  MISS {m}"));
    }
    assert!(
        formats.len() >= 150,
        "the corpus covers at least 150 formats"
    );
    assert!(recall >= 0.97, "recall {:.2}% below 97%", recall * 100.0);
}

#[test]
fn recall_over_structural_secrets_is_at_least_97_percent() {
    let (mut cases, mut missed) = (0usize, Vec::new());
    for line in STRUCTURAL.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        let (kind, text, secret) = (f[0], f[1], f[2]);
        cases += 1;
        let out = redact(text).text.into_owned();
        if survives(&out, secret) {
            missed.push(format!("[{kind}] {out}"));
        }
    }
    let recall = 1.0 - missed.len() as f64 / cases as f64;
    println!(
        "structural: {cases} cases, recall {:.2}% ({} missed)",
        recall * 100.0,
        missed.len()
    );
    if report() {
        missed.iter().for_each(|m| println!("  MISS {m}"));
    }
    assert!(recall >= 0.97, "recall {:.2}% below 97%", recall * 100.0);
}

#[test]
fn false_positives_over_benign_text_are_at_most_1_percent() {
    let lines: Vec<&str> = BENIGN.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut changed = Vec::new();
    for line in &lines {
        let r = redact(line);
        if r.text != *line {
            changed.push(format!("{:?} {line} -> {}", r.rules, r.text));
        }
    }
    let rate = changed.len() as f64 / lines.len() as f64;
    println!(
        "benign: {} strings, {} changed, false positives {:.2}%",
        lines.len(),
        changed.len(),
        rate * 100.0
    );
    if report() {
        changed.iter().for_each(|c| println!("  FP {c}"));
    }
    assert!(lines.len() >= 1000, "the corpus has at least 1,000 strings");
    assert!(
        rate <= 0.01,
        "false positives {:.2}% above 1%",
        rate * 100.0
    );
}
