//! The rules that need code: assignments and command-line flags (decided by
//! the words of the key or flag, lists in `structure.rs`), and the generic
//! rule for random-looking tokens.
//!
//! The generic rule takes a maximal run of `[A-Za-z0-9_-]` and calls it a
//! secret when all of these hold: at least [`MIN_GENERIC_LEN`] characters;
//! both letters and digits; not a UUID; not a hexadecimal run shorter than
//! [`MIN_HEX_SECRET_LEN`] (commit ids, content hashes in build paths);
//! not made only of words and short numbers (`build-2024-11-30-release`,
//! `MyDocumentsBackup2024`); at least [`MIN_SWITCHES`] changes between
//! letters and digits (not a word with a number, `order20241130000123`);
//! and a Shannon entropy of at least
//! [`MIN_ENTROPY`] bits per character. A hexadecimal run of
//! [`MIN_HEX_SECRET_LEN`] or more is a secret whatever its entropy. Runs of
//! base64 (`+`, `/`, `=` as well) of [`MIN_BASE64_LEN`] or more with both
//! cases, digits and [`MIN_BASE64_ENTROPY`] bits are secrets too. The
//! thresholds were set on the benign corpus (`tests/data/secrets/`).

use once_cell::sync::Lazy;
use regex::Regex;

use super::structure::{
    is_reference_or_marker, OWNED_ELSEWHERE, PASSWORD_P_COMMANDS, STRONG_PAIRS, STRONG_WORDS,
    URL_WORDS, WEAK_WORDS,
};

/// Fewest characters of a generic token.
pub const MIN_GENERIC_LEN: usize = 20;
/// Fewest bits of Shannon entropy per character of a generic token.
pub const MIN_ENTROPY: f64 = 3.6;
/// Fewest changes between letters and digits in a generic token.
pub const MIN_SWITCHES: usize = 4;
/// Fewest characters of a hexadecimal run that is a secret by length alone.
pub const MIN_HEX_SECRET_LEN: usize = 40;
/// Fewest characters of a base64 run (with `+`, `/` or `=`) that may be a secret.
pub const MIN_BASE64_LEN: usize = 32;
/// Fewest bits of entropy per character of a base64 secret.
pub const MIN_BASE64_ENTROPY: f64 = 4.3;

/// How strongly a key's words name a secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Strength {
    /// Any value is a secret.
    Strong,
    /// A value that looks random is a secret.
    Weak,
}

/// A key's words: split at non-alphanumerics, camelCase humps and
/// letter-digit changes, lowercased (`X-Api-Key` → `x api key`,
/// `dbPassword2` → `db password 2`, `APIKey` → `api key`).
fn words(key: &str) -> Vec<String> {
    let chars: Vec<char> = key.chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            continue;
        }
        if let Some(&prev) = i.checked_sub(1).and_then(|p| chars.get(p)) {
            let next_lower = chars.get(i + 1).is_some_and(char::is_ascii_lowercase);
            let hump = prev.is_ascii_lowercase() && c.is_ascii_uppercase()
                || prev.is_ascii_uppercase() && c.is_ascii_uppercase() && next_lower;
            let digits =
                prev.is_ascii_alphanumeric() && prev.is_ascii_digit() != c.is_ascii_digit();
            if (hump || digits) && !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
        }
        cur.push(c.to_ascii_lowercase());
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Whether a key names a secret, and how strongly. `in_url`: the key is a
/// query parameter, where `key`, `code` and `sig` are credentials.
fn strength(key: &str, in_url: bool) -> Option<Strength> {
    let w = words(key);
    let is = |list: &[&str], word: &String| list.contains(&word.as_str());
    if w.iter().any(|x| is(OWNED_ELSEWHERE, x)) {
        return None;
    }
    let joined: String = w.concat();
    let pair = w
        .windows(2)
        .any(|p| STRONG_PAIRS.contains(&(p[0].as_str(), p[1].as_str())));
    if pair || w.iter().any(|x| is(STRONG_WORDS, x)) || is(STRONG_WORDS, &joined) {
        return Some(Strength::Strong);
    }
    if in_url && w.iter().any(|x| is(URL_WORDS, x)) {
        return Some(Strength::Strong);
    }
    w.iter()
        .any(|x| is(WEAK_WORDS, x))
        .then_some(Strength::Weak)
}

/// Bits of Shannon entropy per character.
fn entropy(s: &str) -> f64 {
    let mut counts = [0u32; 256];
    let mut n = 0u32;
    for b in s.bytes() {
        counts[usize::from(b)] += 1;
        n += 1;
    }
    if n == 0 {
        return 0.0;
    }
    let n = f64::from(n);
    counts
        .iter()
        .filter(|c| **c > 0)
        .map(|&c| {
            let p = f64::from(c) / n;
            -p * p.log2()
        })
        .sum()
}

/// Whether a value looks random enough to be a credential on its own: at
/// least 8 characters, no spaces, and digits with letters, or mixed case
/// and length, or high entropy.
fn looks_random(v: &str) -> bool {
    let letters = v.bytes().filter(u8::is_ascii_alphabetic).count();
    let digits = v.bytes().filter(u8::is_ascii_digit).count();
    let upper = v.bytes().any(|b| b.is_ascii_uppercase());
    let lower = v.bytes().any(|b| b.is_ascii_lowercase());
    v.len() >= 8
        && !v.contains(' ')
        && (letters > 0 && digits > 0 || upper && lower && v.len() >= 12 || entropy(v) >= 3.5)
}

/// `key sep value`: the key bare or quoted; `=`, `:`, `:=`, `=>`; the value
/// quoted (whole, however quoted) or bare.
static ASSIGNMENT: Lazy<Regex> = Lazy::new(|| {
    Regex::new(
        r#"(?P<pre>[?&;]?)(?P<key>"[^"\n]{1,80}"|'[^'\n]{1,80}'|[A-Za-z_$@][A-Za-z0-9_.$@:\[\]-]{0,79})\s*(?P<sep>=>|::=|:=|=|:)\s*(?P<value>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'<>;,&]+)"#,
    )
    .expect("a valid pattern")
});

/// A following `key=` or `key:` in a bare value (`p@ss;w0rd;Database=x`):
/// the value ends before its separator.
static NEXT_KEY: Lazy<Regex> =
    Lazy::new(|| Regex::new(r"[;,&][A-Za-z_][A-Za-z0-9_. -]{0,40}[=:]").expect("a valid pattern"));

/// Assignments whose key names a secret: the value, without its quotes.
pub(super) fn assignments(text: &str, found: &mut impl FnMut(usize, usize)) {
    let mut at = 0;
    while let Some(c) = ASSIGNMENT.captures_at(text, at) {
        let (Some(key), Some(sep), Some(value)) = (c.name("key"), c.name("sep"), c.name("value"))
        else {
            break;
        };
        // A value that is not a secret may hold assignments of its own (a
        // URL's query string): read on from its separator, not past it.
        at = sep.end();
        let in_url = c
            .name("pre")
            .is_some_and(|p| matches!(p.as_str(), "?" | "&"));
        let key_text = key.as_str().trim_matches(|c| c == '"' || c == '\'');
        // The last segment names the field: `spring.datasource.password`.
        let Some(strength) = strength(key_text, in_url) else {
            continue;
        };
        at = value.end().max(at);
        let raw = value.as_str();
        let (mut start, mut end) = (value.start(), value.end());
        let quoted = raw.len() >= 2
            && matches!(raw.as_bytes()[0], b'"' | b'\'' | b'`')
            && raw.as_bytes()[0] == raw.as_bytes()[raw.len() - 1];
        if quoted {
            start += 1;
            end -= 1;
        } else {
            let words = words(key_text);
            let cookie = words.iter().any(|w| w.starts_with("cookie"));
            if cookie {
                // A cookie header's value is every cookie in it.
                end = text[start..].find('\n').map_or(text.len(), |n| start + n);
            } else if in_url {
                end = start + raw.find('#').unwrap_or(raw.len());
            } else if sep.as_str() != ":" || strength == Strength::Weak {
                // A bare value runs on over `;` and `,` (`p@ss;w0rd`) up to
                // the next field (`;Database=x`) or a space.
                let rest = &text[end..];
                let line = rest.find(char::is_whitespace).unwrap_or(rest.len());
                end += NEXT_KEY.find(&rest[..line]).map_or(line, |m| m.start());
            } else {
                // `password: p@ss word` reads to the end of the line, up to
                // the next field.
                let rest = &text[start..];
                let line = rest.find('\n').unwrap_or(rest.len());
                let next = NEXT_KEY.find(&rest[..line]).map_or(line, |m| m.start());
                let stop = rest[..next].find(" | ").unwrap_or(next);
                end = start + rest[..stop].trim_end().len();
            }
        }
        let secret = text[start..end].trim();
        if is_reference_or_marker(secret) {
            continue;
        }
        let numeric_count = secret.bytes().all(|b| b.is_ascii_digit() || b == b',')
            && secret.len() <= 6
            && words(key_text)
                .iter()
                .all(|w| !matches!(w.as_str(), "pin" | "otp" | "totp" | "passcode" | "code"))
            && !words(key_text)
                .iter()
                .any(|w| w.starts_with("pass") || w == "pwd" || w == "pw");
        if numeric_count {
            continue; // `max_tokens: 4096`, `tokens: 1,024`
        }
        if strength == Strength::Weak && !looks_random(secret) {
            continue;
        }
        let lead = text[start..end].len() - text[start..end].trim_start().len();
        found(start + lead, start + lead + secret.len());
    }
}

/// A flag with a value: `--token x`, `--password=x`, `-u user:pass`.
static FLAG: Lazy<Regex> = Lazy::new(|| {
    Regex::new(r#"(?:^|\s)(?P<flag>-{1,2}[A-Za-z][A-Za-z0-9-]*)(?:=|\s+)(?P<value>"[^"]*"|'[^']*'|[^\s"'|<>]+)"#)
        .expect("a valid pattern")
});

/// `-pSecret`, the password glued to its flag.
static GLUED_P: Lazy<Regex> =
    Lazy::new(|| Regex::new(r"(?:^|\s)-p(?P<value>[^\s\-][^\s]*)").expect("a valid pattern"));

/// Command-line flags whose name names a secret.
pub(super) fn flags(text: &str, found: &mut impl FnMut(usize, usize)) {
    let lower = text.to_ascii_lowercase();
    let password_p = PASSWORD_P_COMMANDS.iter().any(|c| {
        lower
            .split_whitespace()
            .any(|w| w.rsplit('/').next() == Some(c))
    });
    for c in FLAG.captures_iter(text) {
        let (Some(flag), Some(value)) = (c.name("flag"), c.name("value")) else {
            continue;
        };
        let name = flag.as_str().trim_start_matches('-');
        let raw = value.as_str();
        let (mut start, mut end) = (value.start(), value.end());
        if raw.len() >= 2 && (raw.starts_with('"') || raw.starts_with('\'')) {
            start += 1;
            end -= 1;
        }
        let secret = &text[start..end];
        if secret.starts_with('-') || is_reference_or_marker(secret) {
            continue;
        }
        let is_secret = match name {
            "p" => password_p,
            // `-u user:pass`, `--user user:pass` (curl): the part after `:`.
            "u" | "user" => {
                if let Some(colon) = secret.find(':') {
                    if colon + 1 < secret.len() {
                        found(start + colon + 1, end);
                    }
                }
                continue;
            }
            _ => strength(name, false) == Some(Strength::Strong),
        };
        if is_secret {
            found(start, end);
        }
    }
    if password_p {
        for c in GLUED_P.captures_iter(text) {
            if let Some(v) = c.name("value") {
                found(v.start(), v.end());
            }
        }
    }
}

/// Whether a run is made of words and short numbers only: camelCase humps
/// and `_`/`-` segments of two or more letters, numbers of at most four
/// digits (`MyDocumentsBackup2024`, `build-2024-11-30-release`). A random
/// token splits into many one-letter humps.
fn wordy(run: &str) -> bool {
    let parts = words(run);
    !parts.is_empty()
        && parts.iter().all(|p| {
            let letters = p.bytes().all(|b| b.is_ascii_alphabetic()) && p.len() >= 2;
            let number = p.bytes().all(|b| b.is_ascii_digit()) && p.len() <= 4;
            letters || number
        })
}

fn is_uuid(run: &str) -> bool {
    let b = run.as_bytes();
    b.len() == 36
        && b.iter().enumerate().all(|(i, c)| match i {
            8 | 13 | 18 | 23 => *c == b'-',
            _ => c.is_ascii_hexdigit(),
        })
}

/// Random-looking tokens no rule names.
pub(super) fn tokens(text: &str, found: &mut impl FnMut(usize, usize)) {
    let bytes = text.as_bytes();
    let token = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
    let base64 = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=');
    let mut i = 0;
    while i < bytes.len() {
        if !token(bytes[i]) && !base64(bytes[i]) {
            i += 1;
            continue;
        }
        // A base64 run (with `+`, `/`, `=`) first: it contains token runs.
        let b64_end = i + bytes[i..].iter().take_while(|b| base64(**b)).count();
        let run = &text[i..b64_end];
        if run.len() >= MIN_BASE64_LEN
            && run.bytes().any(|b| matches!(b, b'+' | b'/'))
            && !run.starts_with('/')
            && !run.contains("//")
            && run.bytes().any(|b| b.is_ascii_digit())
            && run.bytes().any(|b| b.is_ascii_uppercase())
            && run.bytes().any(|b| b.is_ascii_lowercase())
            && entropy(run) >= MIN_BASE64_ENTROPY
        {
            found(i, b64_end);
            i = b64_end;
            continue;
        }
        let end = i + bytes[i..].iter().take_while(|b| token(**b)).count();
        if end == i {
            i += 1;
            continue;
        }
        let run = text[i..end].trim_matches(|c| c == '_' || c == '-');
        let start = i + text[i..end].find(run).unwrap_or(0);
        if is_secret_token(run) {
            found(start, start + run.len());
        }
        i = end;
    }
}

/// The generic rule's test for one run of token characters.
fn is_secret_token(run: &str) -> bool {
    if run.len() < MIN_GENERIC_LEN || is_uuid(run) {
        return false;
    }
    let hex = run.bytes().all(|b| b.is_ascii_hexdigit());
    if hex {
        return run.len() >= MIN_HEX_SECRET_LEN;
    }
    let letters = run.bytes().filter(u8::is_ascii_alphabetic).count();
    let digits = run.bytes().filter(u8::is_ascii_digit).count();
    if letters == 0 || digits == 0 || wordy(run) {
        return false;
    }
    // A random token switches between letters and digits many times; a
    // word with a number (`order20241130000123`) once or twice.
    let switches = run
        .bytes()
        .filter(u8::is_ascii_alphanumeric)
        .map(|b| b.is_ascii_digit())
        .collect::<Vec<_>>()
        .windows(2)
        .filter(|w| w[0] != w[1])
        .count();
    if switches < MIN_SWITCHES {
        return false;
    }
    // Segments that are all words or short hex (a build hash) are names.
    let named = run.split(['_', '-']).all(|seg| {
        wordy(seg) || seg.bytes().all(|b| b.is_ascii_hexdigit()) && seg.len() < MIN_HEX_SECRET_LEN
    });
    !named && entropy(run) >= MIN_ENTROPY
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finds(rule: fn(&str, &mut dyn FnMut(usize, usize)), text: &str) -> Vec<String> {
        let mut out = Vec::new();
        rule(text, &mut |s, e| out.push(text[s..e].to_owned()));
        out
    }

    fn assigned(text: &str) -> Vec<String> {
        finds(|t, f| assignments(t, &mut |s, e| f(s, e)), text)
    }

    #[test]
    fn key_words_split_every_common_spelling() {
        assert_eq!(words("X-Api-Key"), ["x", "api", "key"]);
        assert_eq!(words("dbPassword2"), ["db", "password", "2"]);
        assert_eq!(words("APIKey"), ["api", "key"]);
        assert_eq!(
            words("spring.datasource.password"),
            ["spring", "datasource", "password"]
        );
        assert_eq!(strength("author", false), None);
        assert_eq!(strength("compass", false), None);
        assert_eq!(strength("sessionStorage", false), Some(Strength::Strong));
        assert_eq!(strength("OPENAI_API_KEY", false), Some(Strength::Strong));
        assert_eq!(strength("code", true), Some(Strength::Strong));
        assert_eq!(strength("code", false), Some(Strength::Weak));
    }

    #[test]
    fn assignments_in_every_syntax_lose_their_whole_value() {
        for (text, secret) in [
            ("DB_PASSWORD=\"p@ss word\"", "p@ss word"),
            ("export API_KEY='a b c'", "a b c"),
            ("password: p@ss word", "p@ss word"),
            ("\"api_key\": \"sk_123\"", "sk_123"),
            ("$db = ['password' => 'pw']", "pw"),
            ("token := \"abc\"", "abc"),
            ("Server=db;Password=p@ss;w0rd;Database=x", "p@ss;w0rd"),
            ("<user password=\"hunter2\"/>", "hunter2"),
            ("Cookie: session=abc; theme=dark", "session=abc; theme=dark"),
            ("https://x.io/cb?code=4417abc&state=1", "4417abc"),
        ] {
            assert_eq!(assigned(text), [secret], "{text}");
        }
        // Controls: ordinary fields, references and counts stay.
        for text in [
            "author: Ada",
            "theme: dark",
            "Re: lunch",
            "password: ${DB_PASSWORD}",
            "max_tokens: 4096",
            "Enter password:",
        ] {
            assert!(assigned(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn the_generic_rule_takes_random_tokens_and_leaves_names() {
        for token in [
            "aZ3kLm9PqR2sT5vW8xY1bC4d",
            "q8W2eR5tY7uI9oP1aS3dF6gH",
            &"a1b2c3d4e5".repeat(5),
        ] {
            assert!(is_secret_token(token), "{token}");
        }
        for name in [
            "4f9c2a1e-77aa-4c11-9d1e-0b7e3a9c2f10",
            "MyDocumentsBackup2024Final",
            "build-2024-11-30-release-candidate",
            "libfoo-3f2a9c1b7e4d5a60",
            "3f2a9c1b7e4d5a603f2a9c1b7e4d",
            "MAX_RENDERED_ELEMENTS_2000",
        ] {
            assert!(!is_secret_token(name), "{name}");
        }
        assert!(is_secret_token(&"0123456789abcdef".repeat(3)), "40+ hex");
    }
}
