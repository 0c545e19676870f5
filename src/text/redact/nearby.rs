//! A key with no prefix of its own, named by its provider in words
//! anywhere on its line: `here's the new Algolia key 77de...`, `Use
//! 22f2... for Cloudflare`, `why is 8e48...-... failing against the Heroku
//! API?`. The format rules read a provider's name right before its key
//! (`DATADOG_API_KEY=...`); this reads the line a person writes.
//!
//! The keys are the shapes no other rule takes alone: 32 or 37
//! hexadecimal digits and UUIDs (longer hexadecimal runs are the generic
//! rule's). A UUID or a digest is also what an id, a commit or a file's
//! hash looks like, so the words just before the key must not name one.

use once_cell::sync::Lazy;
use regex::Regex;

use super::floor_char_boundary;
use super::words::{strength, words};

/// Providers whose keys are 32 or 37 hexadecimal digits or a UUID; each
/// is a keyword of a format rule (a test holds them to the table).
pub(super) const PROVIDERS: &[&str] = &[
    "algolia",
    "amplitude",
    "assemblyai",
    "bugsnag",
    "cloudflare",
    "codecov",
    "datadog",
    "heroku",
    "mixpanel",
    "postmark",
    "rollbar",
    "snyk",
    "trello",
    "twilio",
];

/// Words before a hexadecimal run or a UUID that say it is an id or a
/// digest, not a key.
const ID_WORDS: &[&str] = &[
    "id",
    "ids",
    "uuid",
    "guid",
    "sha",
    "md5",
    "hash",
    "digest",
    "checksum",
    "commit",
    "build",
    "release",
    "version",
    "request",
    "trace",
    "span",
    "run",
    "order",
    "invoice",
    "etag",
    "fingerprint",
    "object",
    "file",
    "image",
    "app",
    "org",
    "team",
    "account",
    "user",
    "project",
    "dashboard",
    "monitor",
    "event",
    "incident",
    "slug",
    "dyno",
];

/// A whole run of 32 or 37 hexadecimal digits of one case, or a UUID.
static KEY: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?:^|[^A-Za-z0-9_/.-])(?P<key>[0-9a-f]{32}|[0-9a-f]{37}|[0-9A-F]{32}",
        r"|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})",
        r"(?:$|[^A-Za-z0-9_/-])",
    ))
    .expect("a valid pattern")
});

/// How far around a key its provider's name is looked for, in bytes.
const WINDOW: usize = 200;

/// Keys on a line that names their provider.
pub(super) fn provider_keys(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in KEY.captures_iter(text) {
        let Some(key) = c.name("key") else {
            continue;
        };
        let line_start =
            text[..key.start()]
                .rfind('\n')
                .map_or(0, |n| n + 1)
                .max(floor_char_boundary(
                    text,
                    key.start().saturating_sub(WINDOW),
                ));
        let line_end = text[key.end()..]
            .find('\n')
            .map_or(text.len(), |n| key.end() + n)
            .min(floor_char_boundary(text, key.end() + WINDOW));
        let line = words(&text[line_start..line_end]);
        if !line.iter().any(|w| PROVIDERS.contains(&w.as_str())) {
            continue;
        }
        // Whole words only: a glued `id_` does not make a key an id. The
        // id's word may stand a clause back (`El trace id del fallo es
        // ...`), unless a secret's word is nearer (`trace id of the key
        // ...`).
        let named_id = text[line_start..key.start()]
            .split_whitespace()
            .rev()
            .take(6)
            .map(|w| {
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
            })
            .take_while(|w| strength(w, false).is_none())
            // A log's field names an id by its last part (`"trace_id":`).
            .any(|w| {
                ID_WORDS.contains(&w.as_str())
                    || w.rsplit(['_', '-', '.'])
                        .next()
                        .is_some_and(|part| ID_WORDS.contains(&part))
            });
        // (Or a name glued before it says it is public: `ALGOLIA_SEARCH_ONLY_KEY=`.)
        let name = text[line_start..key.start()]
            .split_whitespace()
            .next_back()
            .unwrap_or("");
        // (Or its shape is a browser's key: Datadog's RUM `pub...`.)
        if !named_id
            && !super::words::names_public_key(name)
            && !super::structure::is_browser_token(key.as_str())
        {
            found(key.start(), key.end());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        provider_keys(text, &mut |s, e| out.push(&text[s..e]));
        out
    }

    #[test]
    fn a_key_named_by_its_provider_on_its_line_is_found() {
        for (text, key) in [
            (
                "Use 22f22be23799c1132e333a4eaf01ef9afc1ce for Cloudflare",
                "22f22be23799c1132e333a4eaf01ef9afc1ce",
            ),
            (
                "why is 8e482b2d-1a39-482e-9a0e-0caee9c56ac0 failing against the Heroku API?",
                "8e482b2d-1a39-482e-9a0e-0caee9c56ac0",
            ),
            (
                "here's the new Algolia key 77de9c88955d7b1b532daf305eac5327 lmk",
                "77de9c88955d7b1b532daf305eac5327",
            ),
            // A key's word nearer than an id's.
            (
                "not the app id, the Datadog key is 77de9c88955d7b1b532daf305eac5327",
                "77de9c88955d7b1b532daf305eac5327",
            ),
            // A glued `id_` is no id's word.
            (
                "id_Use 22f22be23799c1132e333a4eaf01ef9afc1ce for Cloudflare",
                "22f22be23799c1132e333a4eaf01ef9afc1ce",
            ),
        ] {
            assert_eq!(found(text), [key], "{text}");
        }
        // Controls: an id, a trace, a path's segment, no provider named,
        // the provider on another line, a longer run.
        for text in [
            "Heroku app id 8e482b2d-1a39-482e-9a0e-0caee9c56ac0",
            "Datadog trace 4bf92f3577b34da6a3ce929d0e0e4736",
            "https://dashboard.heroku.com/apps/8e482b2d-1a39-482e-9a0e-0caee9c56ac0",
            "Use 22f22be23799c1132e333a4eaf01ef9afc1ce for the proxy",
            "Datadog\nmd5 of it: 4bf92f3577b34da6a3ce929d0e0e4736",
            "Datadog 4bf92f3577b34da6a3ce929d0e0e4736aa",
            "El trace id del fallo es 640bc9b6bf09f5d39702bca369a58af7, lo tienes en Datadog.",
        ] {
            assert!(found(text).is_empty(), "{text}: {:?}", found(text));
        }
    }

    /// Each provider is one the format table names: the list adds
    /// sentences to providers the table knows, not new providers.
    #[test]
    fn every_provider_is_a_format_rules_keyword() {
        for p in PROVIDERS {
            assert!(
                super::super::formats::FORMATS
                    .iter()
                    .any(|r| r.keywords.iter().any(|k| k == p)),
                "{p}"
            );
        }
        // Control: a provider the table does not name fails the check.
        assert!(!super::super::formats::FORMATS
            .iter()
            .any(|r| r.keywords.contains(&"notaprovider")));
    }
}
