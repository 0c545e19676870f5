//! Secret redaction for the strings the projection carries.
//!
//! Rules are data: one table pairs each rule's name with its pattern and what
//! of a match to keep. They are compiled once, on first use, into one
//! [`RegexSet`] that decides in a single scan whether a string holds any
//! candidate at all (most carried strings hold none and come back borrowed),
//! and one [`Regex`] per rule that rewrites only the strings that do. The
//! `regex` crate matches in time linear in the input, so no input can make
//! redaction slow.
//!
//! A finding is replaced by [`REDACTION_MARK`]. What a caller learns is which
//! rules fired, never what they matched.

use std::borrow::Cow;

use once_cell::sync::Lazy;
use regex::{Regex, RegexSet};

pub use crate::vocab::placeholder::REDACTION_MARK;

/// One redaction rule: a name for telemetry, a pattern, and whether the
/// pattern's capture groups are context to keep (`password=` of
/// `password=x`); the rest of the match is the secret.
struct Rule {
    name: &'static str,
    pattern: &'static str,
    keeps_prefix: bool,
}

const fn rule(name: &'static str, pattern: &'static str) -> Rule {
    Rule {
        name,
        pattern,
        keeps_prefix: false,
    }
}

const fn keyed(name: &'static str, pattern: &'static str) -> Rule {
    Rule {
        name,
        pattern,
        keeps_prefix: true,
    }
}

/// The rules, in the order they are applied. Names are stable: telemetry
/// reports them. Word boundaries are ASCII (`(?-u:\b)`): every secret format
/// here is ASCII, and an ASCII boundary keeps the regex engine on its fast
/// DFA path for text in any script.
static RULES: &[Rule] = &[
    rule(
        "pem_private_key",
        r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?s:.*?)(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\z)",
    ),
    rule(
        "jwt",
        r"(?-u:\b)eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}",
    ),
    keyed(
        "authorization_header",
        r"(?i)((?-u:\b)(?:authorization|proxy-authorization)\s*[:=]\s*)((?:bearer|basic|token|digest)\s+)?[A-Za-z0-9._~+/=:-]{6,}",
    ),
    keyed(
        "auth_scheme",
        r"(?i)((?-u:\b)(?:bearer|basic|token)\s+)[A-Za-z0-9._~+/-]{16,}=*",
    ),
    rule("anthropic_api_key", r"(?-u:\b)sk-ant-[A-Za-z0-9_-]{16,}"),
    rule(
        "openai_api_key",
        r"(?-u:\b)sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}",
    ),
    rule("google_api_key", r"(?-u:\b)AIza[0-9A-Za-z_-]{35}"),
    rule("github_token", r"(?-u:\b)gh[pousr]_[A-Za-z0-9]{30,}"),
    rule("github_pat", r"(?-u:\b)github_pat_[A-Za-z0-9_]{22,}"),
    rule("slack_token", r"(?-u:\b)xox[abprs]-[A-Za-z0-9-]{10,}"),
    rule(
        "aws_access_key_id",
        r"(?-u:\b)(?:AKIA|ASIA)[0-9A-Z]{16}(?-u:\b)",
    ),
    rule(
        "stripe_key",
        r"(?-u:\b)(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}",
    ),
    rule("npm_token", r"(?-u:\b)npm_[A-Za-z0-9]{36}(?-u:\b)"),
    keyed(
        "url_secret_param",
        r"(?i)([?&](?:access_token|refresh_token|id_token|token|api_key|apikey|key|sig|signature|password|passwd|secret|client_secret|auth|code|session)=)[^&#\s]+",
    ),
    // A key may be quoted ("password": "x") or bare (password=x, token: x).
    keyed(
        "secret_assignment",
        r#"((?:^|[^A-Za-z0-9_.-])["']?(?:[A-Za-z0-9_.-]*(?i:password|passwd|secret|token|credentials?|api[_-]?key|apikey|private[_-]?key|access[_-]?key)[A-Za-z0-9_.-]*|(?i:auth))["']?\s*[:=]\s*["']?)[^\s"',;&}]+"#,
    ),
    rule("long_hex", r"(?-u:\b)[0-9A-Fa-f]{40,}(?-u:\b)"),
];

struct Compiled {
    set: RegexSet,
    each: Vec<Regex>,
}

static COMPILED: Lazy<Compiled> = Lazy::new(|| {
    // The patterns are constants; the unit test below compiles each one, so
    // these cannot fail at run time whatever the input.
    let patterns = RULES.iter().map(|r| r.pattern);
    Compiled {
        set: RegexSet::new(patterns).expect("redaction patterns compile"),
        each: RULES
            .iter()
            .map(|r| Regex::new(r.pattern).expect("redaction pattern compiles"))
            .collect(),
    }
});

/// The longest run of `[A-Za-z0-9_.-]` no rule can match without.
const MIN_TOKEN_RUN: usize = 15;

/// A byte scan that rules out most strings before any regex runs. Every rule
/// needs one of: a `:` or `=` (assignments, headers, URL parameters), a
/// `-----` (PEM), or a run of at least [`MIN_TOKEN_RUN`] token characters
/// (every key format, JWTs, hex runs; the shortest is a Slack token,
/// `xoxb-` and ten more). `tests` holds this against the regex set.
fn may_hold_secret(s: &str) -> bool {
    let bytes = s.as_bytes();
    let mut run = 0;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b':' | b'=' => return true,
            b'-' if bytes[i..].starts_with(b"-----") => return true,
            _ => {}
        }
        if b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-') {
            run += 1;
            if run >= MIN_TOKEN_RUN {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// Authorization schemes: never the secret itself.
const SCHEMES: &[&str] = &["bearer", "basic", "token", "digest"];

/// The replacement for a keyed rule: its capture groups, then the mark.
fn keep_context(c: &regex::Captures<'_>) -> String {
    let whole = c.get(0).map_or("", |m| m.as_str());
    let context: String = c.iter().skip(1).flatten().map(|m| m.as_str()).collect();
    let secret = &whole[context.len().min(whole.len())..];
    // `Authorization: Bearer [redacted]` read again: the scheme word matches
    // the value pattern, and is not a secret.
    if SCHEMES.iter().any(|s| secret.eq_ignore_ascii_case(s)) {
        return whole.to_owned();
    }
    format!("{context}{REDACTION_MARK}")
}

/// The names of every redaction rule, in the order they apply.
pub fn rule_names() -> impl Iterator<Item = &'static str> {
    RULES.iter().map(|r| r.name)
}

/// The result of redacting one string.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Redacted<'a> {
    /// The string with each finding replaced by [`REDACTION_MARK`];
    /// borrowed when nothing was found.
    pub text: Cow<'a, str>,
    /// The names of the rules that fired, in rule order.
    pub rules: Vec<&'static str>,
}

/// Redacts secrets in `s`.
///
/// ```
/// use cu_projection::redact::redact;
///
/// let r = redact("curl -H 'Authorization: Bearer abcdef0123456789' https://api.example.com");
/// assert_eq!(r.text, "curl -H 'Authorization: Bearer [redacted]' https://api.example.com");
/// assert_eq!(r.rules, ["authorization_header"]);
///
/// // Identifiers a host mints are left alone, and come back borrowed.
/// assert!(matches!(redact("obs-7").text, std::borrow::Cow::Borrowed("obs-7")));
/// ```
pub fn redact(s: &str) -> Redacted<'_> {
    if !may_hold_secret(s) {
        return Redacted {
            text: Cow::Borrowed(s),
            rules: Vec::new(),
        };
    }
    let compiled = &*COMPILED;
    let hits = compiled.set.matches(s);
    if !hits.matched_any() {
        return Redacted {
            text: Cow::Borrowed(s),
            rules: Vec::new(),
        };
    }
    let mut text = s.to_owned();
    let mut rules = Vec::new();
    for i in hits.iter() {
        let (Some(rule), Some(re)) = (RULES.get(i), compiled.each.get(i)) else {
            continue;
        };
        // An earlier rule may already have removed this one's match.
        if !re.is_match(&text) {
            continue;
        }
        let replaced = if rule.keeps_prefix {
            re.replace_all(&text, keep_context)
        } else {
            re.replace_all(&text, REDACTION_MARK)
        };
        if let Cow::Owned(next) = replaced {
            if next != text {
                rules.push(rule.name);
                text = next;
            }
        }
    }
    if rules.is_empty() {
        return Redacted {
            text: Cow::Borrowed(s),
            rules,
        };
    }
    Redacted {
        text: Cow::Owned(text),
        rules,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use proptest::prelude::*;

    proptest! {
        /// The prefilter never rules out a string the regex set would match.
        #[test]
        fn the_prefilter_is_sound(s in "(?s).{0,80}", pick in 0usize..6) {
            // Bias towards the characters the rules look for.
            let s = match pick {
                0 => s,
                1 => format!("{s}xoxb-0123456789"),
                2 => s.replace(' ', "="),
                3 => format!("eyJ{s}.abcd.efgh"),
                4 => s.replace('a', "-----BEGIN PRIVATE KEY-----"),
                _ => format!("Bearer {s}"),
            };
            if !may_hold_secret(&s) {
                prop_assert!(!COMPILED.set.is_match(&s), "prefilter missed {:?}", s);
            }
        }
    }

    #[test]
    fn the_prefilter_passes_every_shortest_secret() {
        for s in [
            "xoxb-0123456789",
            "auth=x",
            "?key=x",
            "eyJabcd.efgh.ijkl",
            "-----BEGIN",
        ] {
            assert!(may_hold_secret(s), "{s}");
        }
        // Control: ordinary identifiers and names are ruled out without a regex.
        for s in ["obs-12", "e123", "TextEdit", "Quarterly report draft 3"] {
            assert!(!may_hold_secret(s), "{s}");
        }
    }

    #[test]
    fn every_rule_compiles() {
        for r in RULES {
            assert!(Regex::new(r.pattern).is_ok(), "{}", r.name);
        }
        assert!(RegexSet::new(RULES.iter().map(|r| r.pattern)).is_ok());
    }
}
