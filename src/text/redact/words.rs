//! What a key's words say about its value: whether the key names a secret
//! (`db_password`, `X-Api-Key`, `one-time code`), names a property of one
//! (`password_min_length`, `token_type`, `secret_id`), or neither; and the
//! tests a value must pass when the key only hints (`session: 7f3a...`).
//! The word lists are data in `structure.rs`.

use super::structure::{
    ACCESS_CODE_NAMES, COUNT_UNITS, ERROR_STATES, KEY_ONLY_CODE_NAMES, NOT_SECRET_KEYS,
    NOT_SECRET_WORDS, OWNED_ELSEWHERE, PROPERTY_WORDS, STRONG_PAIRS, STRONG_SUFFIXES, STRONG_WORDS,
    URL_WORDS, WEAK_WORDS,
};

/// How strongly a key's words name a secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Strength {
    /// Any value is a secret.
    Strong,
    /// A value that looks random is a secret.
    Weak,
}

/// Acronyms a name writes in the plural with a small `s` (`Key IDs`).
const PLURAL_ACRONYMS: &[&str] = &[
    "ID", "URL", "URI", "PIN", "API", "UUID", "GUID", "ARN", "KID",
];

/// A key's words: split at non-alphanumerics, camelCase humps and
/// letter-digit changes, lowercased (`X-Api-Key` → `x api key`,
/// `dbPassword2` → `db password 2`, `APIKey` → `api key`, `Key IDs` →
/// `key ids`).
pub(super) fn words(key: &str) -> Vec<String> {
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
            // (A name's acronym in the plural is one word: `IDs`, `URLs`;
            // a random run's capitals are not, `Wci0M4%EAOs`.)
            let plural = chars.get(i + 1) == Some(&'s')
                && !chars.get(i + 2).is_some_and(char::is_ascii_alphanumeric)
                && {
                    let from = chars[..=i]
                        .iter()
                        .rposition(|c| !c.is_ascii_uppercase())
                        .map_or(0, |p| p + 1);
                    let acronym: String = chars[from..=i].iter().collect();
                    PLURAL_ACRONYMS.contains(&acronym.as_str())
                };
            let next_lower = chars.get(i + 1).is_some_and(char::is_ascii_lowercase) && !plural;
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

/// Whether a run's words are at least half single characters, as a
/// generator's are when split (`Vt7qLm2xPw` is `vt 7 q lm 2 x pw`), not a
/// name's (`dbPassword2`, `sha256`, `f2`).
pub(super) fn is_scattered(w: &[String]) -> bool {
    w.len() >= 4 && w.iter().filter(|x| x.chars().count() == 1).count() * 2 >= w.len()
}

/// Whether a name's words are spelled out as a person writes them: two or
/// more, each of three letters or more with a vowel (`authorization
/// request denied`), as a generator's run splits into none
/// (`UoMTIRVYkNTXRfTl` is `uo mtirv yk ntx rf tl`).
pub(super) fn is_spelled_out(w: &[String]) -> bool {
    w.len() >= 2
        && w.iter().all(|x| {
            x.len() >= 3
                && x.bytes()
                    .any(|b| matches!(b, b'a' | b'e' | b'i' | b'o' | b'u' | b'y'))
        })
}

fn is(list: &[&str], word: &str) -> bool {
    list.contains(&word)
}

/// Whether one word names a secret on its own: a strong word, or a word
/// ending in one (`pgpassword`, `dbpass`, `csrftoken`) that is not an
/// ordinary word (`bypass`, `compass`).
fn strong_word(word: &str) -> bool {
    is(STRONG_WORDS, word)
        || (!is(NOT_SECRET_WORDS, word)
            && STRONG_SUFFIXES
                .iter()
                .any(|s| word.len() > s.len() && word.ends_with(s)))
}

/// Words that make a key name a digest of a secret.
const DIGEST_WORDS: &[&str] = &[
    "hashed",
    "sha",
    "sha1",
    "sha256",
    "sha384",
    "sha512",
    "md5",
    "digest",
    "checksum",
    "fingerprint",
];

/// What `key` names as an adjective, first in a name (`Key art`,
/// `key_frame`, `Key light`, `key_points`).
const KEY_AS_ADJECTIVE: &[&str] = &[
    "art",
    "visual",
    "frame",
    "frames",
    "light",
    "grip",
    "signature",
    "points",
    "findings",
    "figures",
    "dates",
    "contacts",
    "metrics",
    "results",
    "takeaways",
    "messages",
    "stats",
];

/// Whether `key` before `word` is an adjective (`Key art`).
pub(super) fn key_as_adjective(word: &str) -> bool {
    is(KEY_AS_ADJECTIVE, word)
}

/// Words before `token` that make it a cursor, not a credential.
const CURSOR_WORDS: &[&str] = &[
    "page",
    "next",
    "continuation",
    "pagination",
    "cursor",
    "sync",
    "resume",
    // OAI-PMH's `resumptionToken`, a harvest's place in a record list.
    "resumption",
];

/// Whether a key's name says its value is made public: `public`,
/// `publishable`, or search-only (`ALGOLIA_SEARCH_ONLY_KEY`, the key a
/// site's search box holds). A read-only key still reads: not one.
pub(super) fn names_public_key(name: &str) -> bool {
    let w = words(name);
    w.iter().any(|x| x == "public" || x == "publishable") || search_only(&w)
}

/// Last words of a form's field that holds a record's number, not a
/// secret (`sampleId`, `lot_number`, `order-no`, `barcode`).
const RECORD_FIELD_WORDS: &[&str] = &[
    "id",
    "number",
    "no",
    "nr",
    "barcode",
    "sku",
    "ref",
    "lot",
    "ticket",
    "order",
    "invoice",
    "tracking",
    "serial",
    "booking",
    "reference",
];

/// Words of a machine whose alarms are numbered faults, not a panel's
/// codes: a wind turbine's, a solar inverter's, a controller's.
const MACHINE_ALARM_WORDS: &[&str] = &[
    "turbine",
    "wtg",
    "inverter",
    "converter",
    "gearbox",
    "generator",
    "pitch",
    "yaw",
    "plc",
    "scada",
];

/// Units of a machine's readings, which a log of its fault gives before
/// the alarm's number (`10.0 m/s`, `3.8 MW`).
const MACHINE_READING_UNITS: &[&str] = &["m/s", "kw", "mw", "kwh", "mwh", "rpm", "hz", "kv"];

/// Whether the words before an alarm's number on its line name a machine
/// and one of its readings, as a fault's log gives them (`Turbine T04
/// stop 20:42, 10.0 m/s, alarm 8777`); a place named for a machine is no
/// log (`Generator room alarm: 4821`, `pitch side clubhouse alarm`).
pub(super) fn names_machine_alarm(before: &str) -> bool {
    let lower = before.to_ascii_lowercase();
    let machine = lower
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| MACHINE_ALARM_WORDS.contains(&w));
    let reading = lower
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')'))
        .any(|w| MACHINE_READING_UNITS.contains(&w.trim_end_matches('.')));
    machine && reading
}

/// Whether a value is a name and the day it stands for, as an export's
/// or a report's file is named (`KRB_2026-12-03`, `backup-20241203`): a
/// word of letters, `_` or `-`, then a calendar date. Or a product's id
/// of three or more groups of capitals and digits joined by `_`, one of
/// them a day (and its time), as satellite scenes are named
/// (`LC09_L2SP_039040_20240310_20240325_02_T1`, `S2B_MSIL2A_20240525T145122_...`).
pub(super) fn is_dated_name(v: &str) -> bool {
    let groups: Vec<&str> = v.split('_').collect();
    let day = |g: &str| {
        let date = g.split_once('T').map_or(g, |(d, time)| {
            if time.len() == 6 && time.bytes().all(|b| b.is_ascii_digit()) {
                d
            } else {
                g
            }
        });
        is_compact_day(date)
    };
    if groups.len() >= 3
        && groups.iter().all(|g| {
            !g.is_empty()
                && g.bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        })
        && groups.iter().any(|g| day(g))
    {
        return true;
    }
    let Some(at) = v.find(|c: char| c.is_ascii_digit()) else {
        return false;
    };
    let (name, date) = v.split_at(at);
    let word = name.trim_end_matches(['_', '-']);
    let compact = is_compact_day(date);
    word.len() >= 2
        && word.len() < name.len()
        && word
            .chars()
            .all(|c| c.is_ascii_alphabetic() || matches!(c, '_' | '-'))
        && (compact || date.contains('-') && super::rows::is_calendar_date(date))
}

/// Whether eight digits are a calendar day written without separators
/// (`20241203`).
fn is_compact_day(date: &str) -> bool {
    date.len() == 8 && date.bytes().all(|b| b.is_ascii_digit()) && {
        let iso = format!("{}-{}-{}", &date[..4], &date[4..6], &date[6..]);
        super::rows::is_calendar_date(&iso)
    }
}

/// Whether an automation types into a field named for a record's number:
/// the last quoted name before the call on its line
/// (`find_element(By.NAME, 'sampleId').send_keys('S25-306336')`).
pub(super) fn typed_into_record_field(before: &str) -> bool {
    let line = before.rsplit('\n').next().unwrap_or(before);
    let mut quoted = line.rsplit(['\'', '"']);
    // (The call's own opening quote, then what comes before it back to
    // the name's closing quote, then the name.)
    let (Some(_), Some(_), Some(name)) = (quoted.next(), quoted.next(), quoted.next()) else {
        return false;
    };
    // (Not a secret's field by another word: `passwordId`, `pin_id`,
    // `secret_ref`.)
    let w = words(name);
    name.len() <= 40
        && w.last()
            .is_some_and(|l| RECORD_FIELD_WORDS.contains(&l.as_str()))
        && !w.iter().any(|x| {
            strength_of(std::slice::from_ref(x), false).is_some()
                || matches!(x.as_str(), "pass" | "pin" | "pw" | "otp")
        })
}

/// Names whose last word is `id` and whose value is a credential all
/// the same: Code Climate's test reporter id is the token a CI job
/// uploads coverage with.
const SECRET_IDS: &[&str] = &["cc_test_reporter_id"];

/// Whether a name ends in one of [`SECRET_IDS`] (`CC_TEST_REPORTER_ID`).
pub(super) fn names_secret_id(name: &str) -> bool {
    let joined = words(name).join("_");
    SECRET_IDS.iter().any(|id| joined.ends_with(id))
}

/// Whether a key's words call it a search-only key (Algolia's key for a
/// site's search box): its last word `key`, no word of an admin's, a
/// writer's or a secret's (`SEARCH_ONLY_ADMIN_API_KEY`,
/// `search_only_password` are secrets).
fn search_only(w: &[String]) -> bool {
    w.windows(2).any(|p| p[0] == "search" && p[1] == "only")
        && w.last().is_some_and(|l| l == "key")
        && !w.iter().any(|x| {
            matches!(
                x.as_str(),
                "admin" | "write" | "master" | "private" | "secret" | "password"
            )
        })
}

/// Whether a key names a secret, and how strongly. `in_url`: the key is a
/// query parameter, where `key`, `code` and `sig` are credentials.
pub(super) fn strength(key: &str, in_url: bool) -> Option<Strength> {
    strength_of(&words(key), in_url)
}

/// [`strength`] of a key already split into words.
pub(super) fn strength_of(w: &[String], in_url: bool) -> Option<Strength> {
    let last = w.last()?.as_str();
    // Algolia's search-only key is the one a site's search box holds.
    if search_only(w) {
        return None;
    }
    // `hashed_secret` (a scanner's baseline), `pin-sha256` (a key's pin):
    // a digest of a secret, not the secret. `Proxy-Authorization` is the
    // Authorization rules' (`AuthorizationKey`, a key, is not).
    if is(OWNED_ELSEWHERE, last) || w.iter().any(|x| is(DIGEST_WORDS, x)) {
        return None;
    }
    // `Key art`, `key_frame`, `Key grip`: a film's or a text's key thing,
    // no key.
    if w.len() >= 2 && w[0] == "key" && key_as_adjective(last) {
        return None;
    }
    // `serviceErrorCode`, `http_status_code`: a public code's kind.
    if last == "code" && w.len() >= 2 && super::assign::public_code_word(&w[w.len() - 2]) {
        return None;
    }
    // Amazon's `Merchant Token`: a seller's public id, in its storefront's
    // links.
    if w.len() >= 2 && w[w.len() - 2] == "merchant" && last == "token" {
        return None;
    }
    // `ExpiredToken:`, `InvalidPassword:`: an error's name, not a field.
    // `existingSecret:` (a Helm chart's): the name of a secret kept
    // elsewhere.
    if w.len() >= 2 && (is(ERROR_STATES, &w[0]) || w[0] == "existing") {
        return None;
    }
    // `E_PIN_BLOCKED:`, `TOKEN_EXPIRED`: an error's code, its state last.
    if w.len() >= 2
        && matches!(
            last,
            "blocked" | "locked" | "expired" | "invalid" | "revoked"
        )
    {
        return None;
    }
    let pair = |i: usize| STRONG_PAIRS.contains(&(w[i].as_str(), w[i + 1].as_str()));
    let key = matches!(last, "key" | "keys");
    // The last words name the field: `session_id` holds a secret,
    // `secret_id` and `password_min_length` name a property of one. A
    // word before the pair may name a key that unlocks nothing (`Public
    // API key`); the pair's own word does not (`routing_key` is
    // PagerDuty's).
    if w.len() >= 2 && pair(w.len() - 2) {
        if key && w[..w.len() - 2].iter().any(|x| is(NOT_SECRET_KEYS, x)) {
            return None;
        }
        return Some(Strength::Strong);
    }
    // `alarm_code`, `gateCode`: a code named by what it opens, one of
    // `named_access_code`'s names.
    if w.len() >= 2 && matches!(last, "code" | "pin") && {
        let name = format!("{} {}", w[w.len() - 2], last);
        ACCESS_CODE_NAMES.contains(&name.as_str()) || KEY_ONLY_CODE_NAMES.contains(&name.as_str())
    } {
        return Some(Strength::Strong);
    }
    // `public_key`, `primary_key`, `Idempotency-Key`: a key that unlocks
    // nothing.
    if w.iter().any(|x| is(NOT_SECRET_KEYS, x)) && key {
        return None;
    }
    // (Vault's AppRole `secret_id` is the role's password, where another
    // store's `secret_id` names a secret: `VAULT_SECRET_ID`.)
    if matches!(w.concat().as_str(), "vaultsecretid" | "approlesecretid") {
        return Some(Strength::Strong);
    }
    if is(PROPERTY_WORDS, last) {
        return None;
    }
    // `OTP_TTL_SECONDS`, `pin_digits`: a quantity, its unit last.
    if w.len() >= 2 && is(COUNT_UNITS, last) {
        return None;
    }
    // `next_page_token`, `continuationToken`: a cursor through a list.
    if matches!(last, "token" | "tokens") && w.iter().any(|x| is(CURSOR_WORDS, x))
        || names_advertising_token(w)
    {
        return None;
    }
    if in_url && (w.iter().any(|x| is(URL_WORDS, x)) || is(URL_WORDS, &w.concat())) {
        return Some(Strength::Strong);
    }
    let joined: String = w.concat();
    if (0..w.len() - 1).any(pair) || w.iter().any(|x| strong_word(x)) || is(STRONG_WORDS, &joined) {
        return Some(Strength::Strong);
    }
    // `pass` names a secret as the last word of a key (`db_pass`), not on
    // its own (`Boarding pass: TP 1349`).
    if w.len() > 1 && last == "pass" {
        return Some(Strength::Strong);
    }
    // A personal access token's `pat` does too, of a value that looks
    // random (`CLARIFAI_PAT`, `GITHUB_PAT`; not `NAME_PAT=Patrick`).
    if w.len() > 1 && last == "pat" {
        return Some(Strength::Weak);
    }
    w.iter()
        .any(|x| is(WEAK_WORDS, x))
        .then_some(Strength::Weak)
}

/// Whether a name's words are an advertising token's (`advertising_token`,
/// `advertisingToken`: UID2's and EUID's), a user's encrypted id that bid
/// requests carry, no credential.
pub(super) fn names_advertising_token(w: &[String]) -> bool {
    w.len() >= 2
        && matches!(w[w.len() - 1].as_str(), "token" | "tokens")
        && w[w.len() - 2] == "advertising"
}

/// [`strength`] of a key with the words written just before it in prose
/// (`one-time code: ...`, `Enter your API key: ...`): a pair across the
/// boundary makes it strong.
pub(super) fn strength_in_context(before: &str, key: &str, in_url: bool) -> Option<Strength> {
    // `Merchant Token: A1...` (Amazon's seller id), as [`strength_of`]
    // reads `merchant_token`.
    if key.eq_ignore_ascii_case("token")
        && before
            .trim_end()
            .rsplit(char::is_whitespace)
            .next()
            .is_some_and(|w| w.eq_ignore_ascii_case("merchant"))
    {
        return None;
    }
    let own = strength(key, in_url);
    if own == Some(Strength::Strong) {
        return own;
    }
    let key_words = words(key);
    let Some(first) = key_words.first() else {
        return own;
    };
    // The word just before the key, separated by one space or hyphen.
    // `WPA2 key`: a version's digits after the word are not the word.
    let before = before
        .strip_suffix([' ', '-'])
        .unwrap_or("")
        .trim_end_matches(|c: char| c.is_ascii_digit());
    let prev = last_word(before, |c| c.is_ascii_alphabetic());
    // `Partial Product Key: 8RCQR`: a key's shown part, no key.
    let partial = before
        .rsplit(char::is_whitespace)
        .take(3)
        .any(|w| w.eq_ignore_ascii_case("partial") || w.eq_ignore_ascii_case("truncated"));
    if partial {
        return None;
    }

    let key = key_words.len() == 1 && matches!(first.as_str(), "key" | "keys");
    // (Unless the key's own last word makes it something else:
    // `scope=read_api token_id=95821`, an id.)
    let pair_names = || {
        key_words.len() == 1 || {
            let joined: Vec<String> = std::iter::once(prev.clone())
                .chain(key_words.iter().cloned())
                .collect();
            strength_of(&joined, in_url).is_some()
        }
    };
    if STRONG_PAIRS.contains(&(prev.as_str(), first.as_str())) && pair_names() {
        // `Public API key: pk_...`: the word before the pair names a key
        // that unlocks nothing.
        let rest = before[..before.len() - prev.len()].trim_end_matches([' ', '-']);
        if key
            && is(
                NOT_SECRET_KEYS,
                &last_word(rest, |c| c.is_ascii_alphabetic()),
            )
        {
            return None;
        }
        return Some(Strength::Strong);
    }
    // `Primary key: ...`, `Object key: ...`: a key that unlocks nothing,
    // named by the word before it; a CI's cache named a clause back
    // (`Cache restored from key: Linux-pio-...`).
    let cache = || {
        // (Only a CI log's own words between: `Cache restored from key`,
        // `Cache saved with key`; not `Cache restored. Deploy key`.)
        let rest = key_words[..key_words.len() - 1]
            .iter()
            .rev()
            .map(String::as_str)
            .chain(before.split_whitespace().rev());
        key_words.last().is_some_and(|w| w == "key")
            && rest
                .take(4)
                .take_while(|w| {
                    matches!(
                        w.to_ascii_lowercase().as_str(),
                        "restored" | "saved" | "from" | "with" | "for" | "hit" | "on" | "cache"
                    )
                })
                .any(|w| w.eq_ignore_ascii_case("cache"))
    };
    // A message's key in a queue consumer's log (`partition 10 offset
    // 57783908 lag 1415 key=...`): a record's, which routes it.
    let message = || {
        let line = before
            .rsplit('\n')
            .next()
            .unwrap_or(before)
            .to_ascii_lowercase();
        line.contains("partition") && line.contains("offset")
    };
    if key && (is(NOT_SECRET_KEYS, &prev) || message()) || cache() {
        return None;
    }
    own
}

/// Whether a short number under a key is a count, not a secret
/// (`max_tokens: 4096`, `tokens: 1,024`): only a PIN's, a code's or a
/// password's key makes digits alone a secret.
pub(super) fn is_count(key_words: &[String], value: &str) -> bool {
    // `Code secret : 914539`: a key that is the one word `secret` names
    // no count (`secret_rotation_days: 90` does).
    let secret = key_words.len() == 1 && key_words[0] == "secret";
    let number = value.bytes().all(|b| b.is_ascii_digit() || b == b',') && value.len() <= 6;
    !secret
        && (number || is_duration(value))
        && !key_words.iter().any(|w| {
            matches!(
                w.as_str(),
                "pin" | "pincode" | "otp" | "totp" | "passcode" | "code" | "pwd" | "pw"
            ) || w.contains("pass")
        })
}

/// Whether a value is a span of time (`13ms`, `6m0s`, `59.5s`, `24h`), as
/// a rate limit's reset or a timeout is given: each part a number of up
/// to four digits (and a fraction) and its unit.
fn is_duration(value: &str) -> bool {
    let mut rest = value;
    let mut parts = 0;
    while !rest.is_empty() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || digits > 4 {
            return false;
        }
        rest = &rest[digits..];
        if let Some(fraction) = rest.strip_prefix('.') {
            let n = fraction.bytes().take_while(u8::is_ascii_digit).count();
            if n == 0 {
                return false;
            }
            rest = &fraction[n..];
        }
        let Some(unit) = ["ms", "us", "µs", "ns", "s", "m", "h", "d"]
            .iter()
            .find(|u| rest.starts_with(*u))
        else {
            return false;
        };
        rest = &rest[unit.len()..];
        parts += 1;
    }
    parts > 0
}

/// The run of characters `part` accepts at the end of `s`, lowercased
/// (the word just before a key or a token).
pub(super) fn last_word(s: &str, part: impl Fn(char) -> bool) -> String {
    let start = s
        .char_indices()
        .rev()
        .take_while(|&(_, c)| part(c))
        .last()
        .map_or(s.len(), |(i, _)| i);
    s[start..].to_ascii_lowercase()
}

/// Whether `v` is a host's name in lowercase: at least `labels` labels
/// of small letters, digits and `-`, joined by `.`, the last of letters
/// only and `ending` long (`jump29.helixpharma.eu`, `orange.fr`).
pub(super) fn is_lowercase_host(
    v: &str,
    labels: usize,
    ending: std::ops::RangeInclusive<usize>,
) -> bool {
    let Some((name, last)) = v.rsplit_once('.') else {
        return false;
    };
    ending.contains(&last.len())
        && last.bytes().all(|b| b.is_ascii_lowercase())
        && name.split('.').count() + 1 >= labels
        && name.split('.').all(|label| {
            !label.is_empty()
                && label
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        })
}

/// The bytes a base64 run (either alphabet, padding optional) encodes, or
/// `None` if it holds a character of neither.
pub(super) fn decode_base64(run: &str) -> Option<Vec<u8>> {
    let six = |b: u8| match b {
        b'A'..=b'Z' => Some(b - b'A'),
        b'a'..=b'z' => Some(b - b'a' + 26),
        b'0'..=b'9' => Some(b - b'0' + 52),
        b'+' | b'-' => Some(62),
        b'/' | b'_' => Some(63),
        _ => None,
    };
    let mut bytes = Vec::with_capacity(run.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for b in run.bytes().take_while(|&b| b != b'=') {
        acc = (acc << 6) | u32::from(six(b)?);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(bytes)
}

/// Whether a header's name names a signature (`Stripe-Signature`,
/// `X-Hub-Signature-256`, `Signature`): its value is a digest of a
/// message, public, not a key.
pub(super) fn is_signature_header(name: &str) -> bool {
    let name = name.trim().to_ascii_lowercase();
    !name.contains(' ')
        && name
            .trim_end_matches(|c: char| c.is_ascii_digit() || c == '-')
            .ends_with("signature")
}

/// Bits of Shannon entropy per character.
pub(super) fn entropy(s: &str) -> f64 {
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
/// least 8 characters, no spaces, and digits with letters, or capitals
/// inside the word and length, or high entropy. Letters and case are any script's
/// (`Сибирь588&Пароль`).
pub(super) fn looks_random(v: &str) -> bool {
    let len = v.chars().count();
    let letters = v.chars().any(char::is_alphabetic);
    let digits = v.bytes().any(|b| b.is_ascii_digit());
    // Capitals inside the word, not only its first letter (a drug's or a
    // town's name typed, `Amoxicilline`, is a word).
    let inner_upper = inner_capitals(v);
    let lower = v.chars().any(char::is_lowercase);
    len >= 8
        && !v.contains(' ')
        && (letters && digits
            || inner_upper >= 2 && lower && len >= 12
            || strewn_capitals(v)
            || entropy(v) >= 3.5)
}

/// How many capitals stand inside a word, after its first letter.
pub(super) fn inner_capitals(v: &str) -> usize {
    v.chars().skip(1).filter(|c| c.is_uppercase()).count()
}

/// Whether a word's capitals are strewn through it as a generator's are
/// (`UoMTIRVYkNTXRfTl`, `DByYCvJE`): three or more inside it, and small
/// letters too. A word a person writes has one, at its start.
pub(super) fn strewn_capitals(v: &str) -> bool {
    inner_capitals(v) >= 3 && v.chars().any(char::is_lowercase)
}

/// Whether a run of capitals is a generator's, not words run together: a
/// name's or a state's capitals (`PERSONAL`, `SIGNALGOOD`, `UNREACHABLE`)
/// are eight or fewer, or a fifth or more of them are vowels (a
/// language's words are a fifth to a half, `STARBUCKSFREE` 31%,
/// `MTNHOTSPOT` 20%); random capitals are fewer (`VCBQCYXQYGHAZQ` 7%).
pub(super) fn random_capitals(run: &str) -> bool {
    let vowels = run.bytes().filter(|b| b"AEIOU".contains(b)).count();
    run.len() > 8 && vowels * 5 < run.len() && run.bytes().all(|b| b.is_ascii_uppercase())
}

/// Whether a UUID under `name` names a record, not a web session: a
/// session's id written as two words (`session_id=<UUID>` in a log line,
/// `"sessionId": ...`, `Session ID:` on a screen) or a log's `session`
/// field (`session=<UUID>` with no `;` after; not Django's cookie
/// `sessionid`, nor `connect.sid`, nor a header's `Session-Id`), on a line
/// that names no cookie, `curl`, a cookie's attribute, a request's params
/// or a header, and not in a URL's query or a member (`?session_id=`,
/// `req.cookies.session_id`): there it is what a browser sends to take
/// over the session. `rest` is the text after the value.
pub(super) fn names_session_record(name: &str, before: &str, rest: &str) -> bool {
    // (Two words by `_`, a space or a capital; `Session-Id` is a
    // header's name.)
    let two_words = name.contains(['_', ' ']) || name.bytes().any(|b| b.is_ascii_uppercase());
    let line = before
        .rsplit('\n')
        .next()
        .unwrap_or(before)
        .to_ascii_lowercase();
    let after = rest.split('\n').next().unwrap_or(rest).to_ascii_lowercase();
    // (Or `session` alone as a log's field among others, `state=DOCKED
    // v=44.1 session=<UUID>`, not a cookie's pair, which `;` ends.)
    let log_field = name == "session" && !after.starts_with(';');
    (words(name) == ["session", "id"] && two_words || log_field)
        && !name.contains(['-', '.'])
        && !name.eq_ignore_ascii_case("sessionid")
        && ![line.as_str(), after.as_str()].iter().any(|l| {
            ["cookie", "curl", "httponly", "samesite", "params", "header"]
                .iter()
                .any(|w| l.contains(w))
        })
        && !line
            .trim_end_matches(['"', '\'', ' ', '\t'])
            .ends_with(['?', '&', ';', '#', '.'])
}

/// Whether a network device's secret `value` counts where its keyword
/// stands after `before` (`enable secret x`, `set snmp community x`):
/// any value where a command starts (its line's start, after a prompt's
/// `#`, `>` or `$`, a colon, a list's mark, Junos's `set`); in a
/// sentence, one that is not small letters alone and, in brackets, has
/// letters and digits (not `invalid username or password (attempt 4 of
/// 5)`, `please enable password protection`). A word of small letters
/// that a comma or a full stop ends is a sentence's wherever it stands
/// (`Action items: enable secret scanning, training.`).
pub(super) fn configured(before: &str, value: &str) -> bool {
    if value
        .strip_suffix([',', '.'])
        .is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase()))
    {
        return false;
    }
    let line = before.rsplit('\n').next().unwrap_or(before).trim();
    let line = line.strip_suffix("set").map_or(line, str::trim_end);
    let marker = |l: &str| {
        matches!(l, "-" | "*" | "•")
            || l.strip_suffix('.')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    // (A prompt's mark is glued to its host or alone: `R1(config)#`,
    // `user@srx>`, `$`; after a blank, `#` opens a comment.)
    let prompt = line.ends_with(['#', '>', '$'])
        && (line.len() == 1 || !line[..line.len() - 1].ends_with(char::is_whitespace));
    let command = line.is_empty() || line.ends_with(':') || prompt || marker(line);
    let bracketed = value.strip_prefix('(').map(|inner| {
        inner.bytes().any(|b| b.is_ascii_digit()) && inner.bytes().any(|b| b.is_ascii_alphabetic())
    });
    command || bracketed.unwrap_or(!value.bytes().all(|b| b.is_ascii_lowercase()))
}

/// Whether `value` is one of SNMP's default communities, `public` or
/// `private`, named as the default on its line (`Do NOT use the default
/// SNMP community 'public'`): what every device's manual names. (Set on a
/// device's line, `snmp-server community public RO`, it still opens the
/// device, and `config_directive` reads it.)
pub(super) fn default_community(before: &str, value: &str) -> bool {
    let bare = value.trim_matches(['\'', '"', ',', '.', ';']);
    let line = before
        .rsplit('\n')
        .next()
        .unwrap_or(before)
        .to_ascii_lowercase();
    line.contains("default")
        && line.contains("community")
        && (bare.eq_ignore_ascii_case("public") || bare.eq_ignore_ascii_case("private"))
}

/// Whether a typed text is shaped as a user's name or address: letters,
/// digits and `.`, `_`, `-`, `@`, not digits with both cases (`adavies`,
/// `kasia44`, `a.holt@care.example`; not `Zk8vQ2mPx7LrT4wN`).
pub(super) fn names_a_user(v: &str) -> bool {
    let mixed = v.bytes().any(|b| b.is_ascii_uppercase())
        && v.bytes().any(|b| b.is_ascii_lowercase())
        && v.bytes().any(|b| b.is_ascii_digit());
    !mixed
        && v.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'@'))
}

/// Whether a comment on the rest of a typed text's line says what was
/// typed is a user's name or address (`pyautogui.write('adavies')  #
/// username only; password entered by user`): its first clause after
/// `#`, `//` or `--`, straight after the call. `rest` is the text after
/// the value.
pub(super) fn comment_names_user(rest: &str) -> bool {
    let line = rest.split('\n').next().unwrap_or(rest);
    let Some(at) = ["#", "//", "--"].iter().filter_map(|c| line.find(c)).min() else {
        return false;
    };
    // Only the call's own closing between (`')  #`): not another call's
    // text typed after it on the line.
    if !line[..at]
        .chars()
        .all(|c| matches!(c, '\'' | '"' | ')' | ';' | ' ' | '\t'))
    {
        return false;
    }
    // The comment's first clause is the label alone, maybe with `only`:
    // `# username only; password entered by user`, not `# user
    // password`, `# not the username`, `# username's password`.
    let comment = line[at..]
        .trim_start_matches(['#', '/', '-'])
        .to_lowercase();
    let clause = comment.split([';', ',', '.', '(']).next().unwrap_or("");
    let mut words = clause.split_whitespace();
    let label = words.next().is_some_and(|w| {
        matches!(
            w.trim_end_matches(':'),
            "username" | "user" | "email" | "e-mail" | "userid" | "user-id"
        )
    });
    label && words.all(|w| w == "only")
}

/// Whether what follows a typed value moves to the next field and types
/// a password there (`xdotool type 'purser01'` / `xdotool key Tab` /
/// `xdotool type "$PMS_PASS"`, perhaps read as one line): the value typed
/// first is the login's user.
pub(super) fn tab_then_password(rest: &str) -> bool {
    const REACH: usize = 160;
    let rest = &rest[..super::floor_char_boundary(rest, REACH.min(rest.len()))];
    let lower = rest.to_lowercase();
    let word_at = |at: usize, len: usize| {
        !lower[..at].ends_with(|c: char| c.is_alphabetic())
            && !lower[at + len..].starts_with(|c: char| c.is_alphabetic())
    };
    let Some(tab) = lower.match_indices("tab").find(|&(at, _)| word_at(at, 3)) else {
        return false;
    };
    let next = &lower[tab.0..];
    ["type", "write", "fill", "send_keys", "keystroke"]
        .iter()
        .any(|w| next.contains(w))
        // (What is typed there names a password: `$PMS_PASS`.)
        && next
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|w| !w.is_empty() && strength(w, false) == Some(Strength::Strong))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_words_split_every_common_spelling() {
        assert_eq!(words("X-Api-Key"), ["x", "api", "key"]);
        assert_eq!(words("dbPassword2"), ["db", "password", "2"]);
        assert_eq!(words("APIKey"), ["api", "key"]);
        assert_eq!(words("Key IDs"), ["key", "ids"]);
        assert_eq!(words("APIsKey"), ["ap", "is", "key"]);
        assert_eq!(
            words("spring.datasource.password"),
            ["spring", "datasource", "password"]
        );
    }

    #[test]
    fn the_last_words_decide_what_a_key_names() {
        for key in [
            "OPENAI_API_KEY",
            "PGPASSWORD",
            "$dbpass",
            "db_pass",
            "session_id",
            "password_confirmation",
            "srcstorepass",
        ] {
            assert_eq!(strength(key, false), Some(Strength::Strong), "{key}");
        }
        for key in [
            "author",
            "compass",
            "bypass",
            "password_min_length",
            "token_type",
            "secret_id",
            "auth_method",
            "secretKeyRef",
            "password_file",
            "sessionStorage",
        ] {
            assert_eq!(strength(key, false), None, "{key}");
        }
        assert_eq!(strength("pass", false), Some(Strength::Weak));
        assert_eq!(strength("code", true), Some(Strength::Strong));
        assert_eq!(strength("code", false), Some(Strength::Weak));
        assert_eq!(
            strength_in_context("Your one-time ", "code", false),
            Some(Strength::Strong)
        );
        assert_eq!(
            strength_in_context("Boarding ", "pass", false),
            Some(Strength::Weak)
        );
    }
}
