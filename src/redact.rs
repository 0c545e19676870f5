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

pub use crate::placeholder::REDACTION_MARK;

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
/// reports them.
static RULES: &[Rule] = &[
    rule(
        "pem_private_key",
        r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?s:.*?)(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\z)",
    ),
    rule(
        "jwt",
        r"\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}",
    ),
    keyed(
        "authorization_header",
        r"(?i)(\b(?:authorization|proxy-authorization)\s*[:=]\s*)((?:bearer|basic|token|digest)\s+)?[A-Za-z0-9._~+/=:-]{6,}",
    ),
    keyed(
        "auth_scheme",
        r"(?i)(\b(?:bearer|basic|token)\s+)[A-Za-z0-9._~+/-]{16,}=*",
    ),
    rule("anthropic_api_key", r"\bsk-ant-[A-Za-z0-9_-]{16,}"),
    rule(
        "openai_api_key",
        r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}",
    ),
    rule("google_api_key", r"\bAIza[0-9A-Za-z_-]{35}"),
    rule("github_token", r"\bgh[pousr]_[A-Za-z0-9]{30,}"),
    rule("github_pat", r"\bgithub_pat_[A-Za-z0-9_]{22,}"),
    rule("slack_token", r"\bxox[abprs]-[A-Za-z0-9-]{10,}"),
    rule("aws_access_key_id", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
    rule("stripe_key", r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}"),
    rule("npm_token", r"\bnpm_[A-Za-z0-9]{36}\b"),
    keyed(
        "url_secret_param",
        r"(?i)([?&](?:access_token|refresh_token|id_token|token|api_key|apikey|key|sig|signature|password|passwd|secret|client_secret|auth|code|session)=)[^&#\s]+",
    ),
    // A key may be quoted ("password": "x") or bare (password=x, token: x).
    keyed(
        "secret_assignment",
        r#"((?:^|[^A-Za-z0-9_.-])["']?(?:[A-Za-z0-9_.-]*(?i:password|passwd|secret|token|credentials?|api[_-]?key|apikey|private[_-]?key|access[_-]?key)[A-Za-z0-9_.-]*|(?i:auth))["']?\s*[:=]\s*["']?)[^\s"',;&}]+"#,
    ),
    rule("long_hex", r"\b[0-9A-Fa-f]{40,}\b"),
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

    #[test]
    fn every_rule_compiles() {
        for r in RULES {
            assert!(Regex::new(r.pattern).is_ok(), "{}", r.name);
        }
        assert!(RegexSet::new(RULES.iter().map(|r| r.pattern)).is_ok());
    }
}
