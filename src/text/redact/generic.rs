//! The generic rule for random-looking tokens no other rule names.
//!
//! It takes a maximal run of `[A-Za-z0-9_-]` and calls it a
//! secret when all of these hold: at least [`MIN_GENERIC_LEN`] characters;
//! both letters and digits; not a UUID; not a hexadecimal run shorter than
//! [`MIN_HEX_SECRET_LEN`] (commit ids, content hashes in build paths);
//! not made only of words and short numbers (`build-2024-11-30-release`,
//! `MyDocumentsBackup2024`); at least [`MIN_SWITCHES`] changes between
//! letters and digits (not a word with a number, `order20241130000123`);
//! and a Shannon entropy of at least
//! [`MIN_ENTROPY`] bits per character. A hexadecimal run of
//! [`MIN_HEX_SECRET_LEN`] or more is a secret whatever its entropy (but
//! forty lowercase digits no secret's name comes before, a commit's id,
//! are not), and so
//! are groups of eight or more hexadecimal digits joined by `-` that hold
//! as many (`<32 hex>-<8 hex>-<8 hex>`, Mailgun's private keys). Runs of
//! base64 (`+`, `/`, `=` as well) of [`MIN_BASE64_LEN`] or more with both
//! cases, digits and [`MIN_BASE64_ENTROPY`] bits are secrets too. The
//! thresholds were set on the benign corpus (`tests/data/secrets/`).

use once_cell::sync::Lazy;
use regex::Regex;

use super::words::{
    decode_base64, entropy, is_signature_header, last_word, names_advertising_token, strength,
    words,
};
use super::{has_random_body, structure};

/// Fewest characters of a generic token.
pub const MIN_GENERIC_LEN: usize = 20;
/// Fewest bits of Shannon entropy per character of a generic token.
pub const MIN_ENTROPY: f64 = 3.6;
/// Fewest changes between letters and digits in a generic token.
pub const MIN_SWITCHES: usize = 4;
/// Fewest characters of a generic token's random part: the segments
/// (between `_` and `-`) that are not words or short hexadecimal runs.
pub const MIN_RANDOM_PART: usize = 16;
/// Fewest characters of a hexadecimal run that is a secret by length alone.
pub const MIN_HEX_SECRET_LEN: usize = 40;
/// Fewest characters of a base64 run (with `+`, `/` or `=`) that may be a secret.
pub const MIN_BASE64_LEN: usize = 32;
/// Fewest bits of entropy per character of a base64 secret.
pub const MIN_BASE64_ENTROPY: f64 = 4.3;

/// Whether a run is made of words and short numbers only: camelCase humps
/// and `_`/`-` segments of two or more letters, numbers of at most four
/// digits (`MyDocumentsBackup2024`, `build-2024-11-30-release`). A random
/// token splits into many one-letter humps.
pub(super) fn wordy(run: &str) -> bool {
    let parts = words(run);
    !parts.is_empty()
        && parts.iter().all(|p| {
            // Six or more letters with few vowels are no word
            // (`DHTKGRYOGZCQY` in a base32 secret).
            let vowels = p.bytes().filter(|b| b"aeiou".contains(b)).count();
            let spelled = p.len() < 6 || vowels * 5 >= p.len();
            let letters = p.bytes().all(|b| b.is_ascii_alphabetic()) && p.len() >= 2 && spelled;
            let number = p.bytes().all(|b| b.is_ascii_digit()) && p.len() <= 4;
            letters || number
        })
}

/// Whether a value is an id in a shape a service shows in the open, for
/// the rules that read a value by its shape alone (a typed value): an
/// API object's id (`sub_...`, `price_...`), an account's
/// address (`0x` and 40 hexadecimal digits), a colour (`#ea9e62`), an
/// analytics property (`G-N1W74FX5X4`, `UA-32018932-1`), a trace's root
/// (`Root=1-...`), a parcel's number (`1Z...`, `LX646464387DE`), a
/// drone's serial (`1581F...`).
pub(super) fn is_public_id_shape(v: &str) -> bool {
    let hex = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_hexdigit());
    let upper_digits = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
    };
    // A post's parcel number: UPU's two capitals, nine digits and a
    // country's two (`LX646464387DE`), or a carrier's own of the same
    // build (`HWP3367946857DE`: two to four capitals, eight to twelve
    // digits, the country).
    let head = v.bytes().take_while(u8::is_ascii_uppercase).count();
    let digits = v.bytes().skip(head).take_while(u8::is_ascii_digit).count();
    let tail = &v.as_bytes()[head + digits..];
    let upu = (2..=4).contains(&head)
        && (8..=12).contains(&digits)
        && tail.len() == 2
        && tail.iter().all(u8::is_ascii_uppercase);
    // (Not a UUID: a typed one is as often a key, Heroku's or Snyk's, as
    // a tenant's id.)
    is_object_id(v) && v.contains('_')
        || is_public_id(v)
        || v.strip_prefix("0x")
            .is_some_and(|h| h.len() == 40 && hex(h))
        || v.strip_prefix('#')
            .is_some_and(|h| (3..=8).contains(&h.len()) && hex(h))
        || v.strip_prefix("G-")
            .is_some_and(|r| (6..=12).contains(&r.len()) && upper_digits(r))
        || v.strip_prefix("GTM-").is_some_and(upper_digits)
        || v.strip_prefix("UA-")
            .is_some_and(|r| r.bytes().all(|b| b.is_ascii_digit() || b == b'-'))
        || v.starts_with("Root=1-")
        || v.strip_prefix("1Z")
            .is_some_and(|r| r.len() == 16 && upper_digits(r))
        || upu
        || is_drone_serial(v)
        || is_container_number(v)
        || is_customs_mrn(v)
}

/// Words that name a private or secret key, a token or a password, in
/// the languages a public key's label is read in ([`PUBLIC_KEY_LABELS`]):
/// a line that names one names more than a public key (`не публичен
/// ключ, а приватный ключ: ...`, `private key (not javni ključ): ...`).
const PRIVATE_KEY_WORDS: &[&str] = &[
    "private",
    "secret",
    "token",
    "password",
    "pass",
    "privat",
    "privé",
    "privad",
    "privato",
    "prywatn",
    "soukrom",
    "súkrom",
    "privaat",
    "privāt",
    "приват",
    "закрыт",
    "закрит",
    "таємн",
    "секрет",
    "тайн",
    "таен",
    "құпия",
    "maxfiy",
    "gizli",
    "tajn",
    "salaj",
    "slapt",
    "einka",
    "sekret",
    "pasahitz",
    "parol",
    "парол",
    "lozink",
    "лозинк",
    "частен",
    "zasebn",
    "жеке",
    "şəxsi",
    "məxfi",
    "shaxsiy",
    "slepen",
    "особист",
    "личн",
    "pribatu",
    "privát",
    "titkos",
    "პირად",
    "մասնավոր",
    "գաղտնի",
    "нууц",
    "ιδιωτικ",
    "μυστικ",
    "yksityi",
    "salai",
    "özel",
    "geheim",
    "segret",
    "seed",
    "mnemonic",
    "presharedkey",
    "psk",
    "xprv",
    "nsec",
    "credential",
    "priv",
];

/// Whether a line (lowercased) names a private or secret key, a token or
/// a password anywhere: one of [`PRIVATE_KEY_WORDS`].
pub(super) fn names_private_key(line: &str) -> bool {
    PRIVATE_KEY_WORDS.iter().any(|w| line.contains(w))
}

/// Whether a value is an OpenPGP key's fingerprint as gpg prints it: ten
/// groups of four hexadecimal digits, spaced (`7626 2651 71C5 217D 6906
/// A70C CE60 4BC4 8424 50A2`). A key's public name, printed on every
/// release's signature.
pub(super) fn is_spaced_fingerprint(v: &str) -> bool {
    let mut groups = 0;
    for g in v.split(' ').filter(|g| !g.is_empty()) {
        if g.len() != 4 || !g.bytes().all(|b| b.is_ascii_hexdigit()) {
            return false;
        }
        groups += 1;
    }
    groups == 10 && !v.contains("   ")
}

/// A medicine pack's GS1 element string as its DataMatrix encodes it and
/// a pharmacy's screen prints it (Russia's marking code `КИЗ
/// 010150584209143621G97TXVYNFW53`): `01`, the GTIN's fourteen digits,
/// then the next element's number (`21` the pack's serial, `10` its lot,
/// `17` its expiry, `11` its production date) and the rest, printed on
/// every box; or a pallet's, `00` and its SSCC's eighteen digits. A scanner may print its symbology's mark first (`]d2`
/// DataMatrix's, `]C1` GS1-128's, `]e0` DataBar's, `]Q3` QR's), whose
/// bracket the token's run leaves out.
fn is_gs1_pack_code(v: &str) -> bool {
    let v = ["d2", "C1", "e0", "Q3"]
        .iter()
        .find_map(|mark| v.strip_prefix(mark).filter(|rest| rest.starts_with('0')))
        .unwrap_or(v);
    let b = v.as_bytes();
    // (Or a pallet's: `00`, its SSCC's eighteen digits.)
    let lead = match b.get(..2) {
        Some(b"01") => 16,
        Some(b"00") => 20,
        _ => return false,
    };
    (20..=48).contains(&b.len())
        && b[2..lead].iter().all(u8::is_ascii_digit)
        && matches!(&b[lead..lead + 2], b"21" | b"10" | b"17" | b"11")
        && b[lead + 2..].iter().all(u8::is_ascii_alphanumeric)
}

/// Whether a value is a drone's serial number as ANSI/CTA-2063-A builds
/// it, which Remote ID broadcasts (`1581F...`): a maker's code (four
/// digits here: a random run of capitals seldom starts so), a character
/// that gives the rest's length (`1` to `F`), then that many capitals and
/// digits; seven or more of them.
fn is_drone_serial(v: &str) -> bool {
    let b = v.as_bytes();
    if !b.get(..4).is_some_and(|m| m.iter().all(u8::is_ascii_digit)) {
        return false;
    }
    let length = b
        .get(4)
        .and_then(|&c| char::from(c).to_digit(16))
        .unwrap_or(0) as usize;
    length >= 7
        && b.len() == 5 + length
        && b.iter()
            .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
}

/// A shipping container's number (ISO 6346, `BMOU2471017`): an owner's
/// three letters, its category's `U`, `J` or `Z`, six digits and the
/// check digit they give. Painted on the box.
fn is_container_number(v: &str) -> bool {
    let b = v.as_bytes();
    if b.len() != 11
        || !b[..3].iter().all(u8::is_ascii_uppercase)
        || !matches!(b[3], b'U' | b'J' | b'Z')
        || !b[4..].iter().all(u8::is_ascii_digit)
    {
        return false;
    }
    // Letters count from 10, skipping the multiples of 11.
    let value = |c: u8| -> u32 {
        if c.is_ascii_digit() {
            u32::from(c - b'0')
        } else {
            let n = u32::from(c - b'A') + 10;
            n + (n - 1) / 10
        }
    };
    let sum: u32 = b[..10]
        .iter()
        .enumerate()
        .map(|(i, &c)| value(c) << i)
        .sum();
    u32::from(b[10] - b'0') == sum % 11 % 10
}

/// A customs declaration's movement reference number (`24NL2DY60Z57FFRZQA`):
/// the year's two digits, the country's two letters, fourteen capitals
/// and digits. Printed on the transit document that travels with the goods.
fn is_customs_mrn(v: &str) -> bool {
    let b = v.as_bytes();
    b.len() == 18
        && b[..2].iter().all(u8::is_ascii_digit)
        && b[2..4].iter().all(u8::is_ascii_uppercase)
        && b[4..]
            .iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
}

pub(super) fn is_uuid(run: &str) -> bool {
    let b = run.as_bytes();
    b.len() == 36
        && b.iter().enumerate().all(|(i, c)| match i {
            8 | 13 | 18 | 23 => *c == b'-',
            _ => c.is_ascii_hexdigit(),
        })
}

/// Random-looking tokens no rule names, outside what is public.
pub(super) fn tokens(text: &str, found: &mut impl FnMut(usize, usize)) {
    // Found only when a candidate needs them: most strings have none.
    let mut public: Option<Vec<(usize, usize)>> = None;
    // Whether the text holds a JWK, asked once, not once a run.
    let mut jwk_text: Option<bool> = None;
    // Whether the text is about pods, asked once, not once a run.
    let mut pod_text: Option<bool> = None;
    let mut found = |start: usize, end: usize| {
        let public = public.get_or_insert_with(|| public_spans(text));
        let inside = public.iter().any(|&(s, e)| s < end && start < e);
        // The word the run belongs to may start earlier (`sha512-nJK+...`).
        let word_start = start
            - text[..start]
                .bytes()
                .rev()
                .take_while(|b| {
                    b.is_ascii_alphanumeric()
                        || matches!(b, b'+' | b'/' | b'=' | b'_' | b'-' | b'.')
                })
                .count();
        let run = &text[start..end];
        let labelled = in_file_path(text, start)
            || labelled_public(&text[..start], run)
            || labelled_public(&text[..word_start], &text[word_start..end])
            || text[end..].starts_with(".apps.googleusercontent.com")
            // A Tor service's address (`<56 base32>.onion`, or 16 of the
            // old kind): published to be reached.
            || is_onion_address(run, &text[end..])
            || digest_in_clause(&text[..start], run)
            || digest_before_package(run, &text[end..])
            || commit_before_subject(text, start, run, &text[end..])
            || is_drone_serial(run)
            || digest_with_size(&text[..start], run, &text[end..])
            || in_drive_link(&text[..start])
            || structure::is_public_token(&text[word_start..])
            || structure::is_browser_token(run)
            // `KEY=eyJ...`: the token after its key; a key the browser is
            // given by name (`NEXT_PUBLIC_RECAPTCHA_SITE_KEY=...`).
            || text[word_start..start].rfind('=').is_some_and(|eq| {
                let key = &text[word_start..word_start + eq];
                structure::is_public_token(&text[word_start + eq + 1..])
                    || strength(key, false).is_none() && super::words::names_public_key(key)
            })
            || names_client_id(&text[..word_start])
            || structure::is_twilio_sid(&text[word_start..])
            || structure::is_twilio_sid(run)
            || is_drm_public(text, word_start, end)
            || is_public_key_material(text, word_start, end, || {
                *jwk_text.get_or_insert_with(|| text.contains("\"kty\""))
            })
            || structure::is_reference_or_marker(run)
            || detection_name_at(text, start)
            || is_pod_name(text, word_start, || {
                *pod_text.get_or_insert_with(|| about_pods(text))
            });
        if !inside && !labelled {
            // A token of dot-joined parts (`0.Amh4...`, a refresh token) is
            // removed whole, not one part.
            let part = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
            let from = start - text[..start].bytes().rev().take_while(part).count();
            let to = end + text[end..].bytes().take_while(part).count();
            // A sentence's full stop after the token is not a part.
            let to = from + text[from..to].trim_end_matches('.').len();
            let dotted = text[from..to].contains('.') && !text[from..to].contains("..");
            let (from, to) = if dotted {
                (from, to)
            } else {
                (start, super::extend_token(text, end))
            };
            found(from, to.min(text.len()));
        }
    };
    // Only a run of 20 or more token or base64 characters can hold one,
    // and most text has none.
    long_runs(text.as_bytes(), |start, end| {
        runs(text, start, end, &mut found)
    });
}

/// Whether `start` is inside a file system path (`/private/var/folders/
/// xy/54cb9h.../T/`, `~/...`, `C:\\...`): its random names are the
/// system's, not credentials. A URL's path is not one.
fn in_file_path(text: &str, start: usize) -> bool {
    let word_start = text[..start]
        .char_indices()
        .rev()
        .find(|&(_, c)| c.is_whitespace())
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = text[word_start..start].trim_start_matches(['"', '\'', '(', '`']);
    let drive =
        word.len() > 2 && word.as_bytes()[0].is_ascii_alphabetic() && word[1..].starts_with(":\\");
    // A relative path's directory (`_next/static/<build id>/...`).
    let directory = word.contains('/') && {
        let end = start
            + text[start..]
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
                .count();
        text[end..].starts_with('/')
    };
    (word.starts_with('/')
        || word.starts_with("~/")
        || drive
        || directory
        || relative_path(text, start))
        && !word.contains("://")
}

/// Whether the word at `start` is a relative path (`mlruns/29/2cb9.../
/// artifacts/model/MLmodel`): three or more parts, two of them words. (A
/// base64 run's `/` parts are random: two of them words of three or more
/// letters with a vowel is rare.)
fn relative_path(text: &str, start: usize) -> bool {
    let end = start
        + text[start..]
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'/'))
            .count();
    // (A base64 run goes on with `+` or `=`: no path's.)
    if text[end..].starts_with(['+', '=']) {
        return false;
    }
    is_words_path(&text[start..end])
}

/// Whether `run` is a path of three or more parts, two of them words of
/// three or more letters with a vowel: [`relative_path`]'s shape, and a
/// secret store's path where a value was expected (`vault kv get
/// -field=token secret/tidebreaker/discord`).
pub(super) fn is_words_path(run: &str) -> bool {
    let parts: Vec<&str> = run.split('/').collect();
    let word = |p: &&&str| {
        p.len() >= 3
            && p.bytes().all(|b| b.is_ascii_alphabetic())
            && p.bytes().any(|b| b"aeiouAEIOU".contains(&b))
    };
    parts.len() >= 3
        && parts.iter().all(|p| !p.is_empty())
        && parts.iter().filter(word).count() >= 2
}

/// Whether the word at `start` is a Kubernetes pod's name in a text about
/// pods (`qdrant-2cwdajjt4w-yj96t   1/1   Running`): its workload's name,
/// its replica set's hash and its own five characters, in lowercase.
/// (`about_pods` is asked last: the shape rules out most runs.)
fn is_pod_name(text: &str, start: usize, about_pods: impl FnOnce() -> bool) -> bool {
    let end = start
        + text[start..]
            .bytes()
            .take_while(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
            .count();
    let parts: Vec<&str> = text[start..end].split('-').collect();
    let [name @ .., hash, own] = parts.as_slice() else {
        return false;
    };
    !text[end..].starts_with(|c: char| {
        c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '+' | '=')
    }) && !name.is_empty()
        && name[0].starts_with(|c: char| c.is_ascii_lowercase())
        && name.iter().all(|p| !p.is_empty())
        && (6..=10).contains(&hash.len())
        && own.len() == 5
        && about_pods()
}

/// Whether a text is about Kubernetes pods: `kubectl`, or a pod's status.
fn about_pods(text: &str) -> bool {
    [
        "kubectl",
        "Running",
        "Pending",
        "CrashLoopBackOff",
        "ContainerCreating",
    ]
    .iter()
    .any(|w| text.contains(w))
}

/// Whether a token after `before` is a Google Drive file's or folder's id
/// in its link (Colab's `drive/1TIz...`, `/file/d/1a6R...`): a document
/// shared by link, no credential.
fn in_drive_link(before: &str) -> bool {
    [
        "drive/",
        "file/d/",
        "document/d/",
        "spreadsheets/d/",
        "presentation/d/",
        "forms/d/",
        "folders/",
    ]
    .iter()
    .any(|p| before.ends_with(p))
}

/// A password manager's generated password: groups of random letters and
/// digits joined by `-` (`hucdiq-3kyxRu-vyjmix`, `PY66i-Zsyjp-C7MZc`),
/// never part of a longer chain.
static GENERATED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"(?:^|[^A-Za-z0-9-])(?P<secret>(?:[A-Z]{2,3}-)?[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){2,7})(?:$|[^A-Za-z0-9_-])")
        .expect("a valid pattern")
});

/// Fewest characters of a generated password: three groups of four.
const MIN_GENERATED_LEN: usize = 14;

/// Generated passwords with digits and both cases (a UUID's groups have
/// one case, a dated name no capitals), glued after `_` too
/// (`id_hucdiq-...`) but not inside a longer chain.
pub(super) fn generated_passwords(text: &str, found: &mut impl FnMut(usize, usize)) {
    // Most texts with a `-` have one or two (`obs-7`, `e-mail`): the
    // pattern runs only on those that can hold three groups.
    if text.len() < MIN_GENERATED_LEN || text.bytes().filter(|&b| b == b'-').count() < 2 {
        return;
    }
    for c in GENERATED.captures_iter(text) {
        if let Some(m) = c.name("secret") {
            let s = m.as_str();
            // `Meeting-Notes-Jan15`, `Project-X2024-Plan`: words, each
            // perhaps with a number after it.
            let word_like = |g: &str| {
                let letters = g.trim_end_matches(|c: char| c.is_ascii_digit());
                let rest = letters.get(1..).unwrap_or("");
                rest.bytes().all(|b| b.is_ascii_lowercase())
                    || letters.bytes().all(|b| b.is_ascii_uppercase())
            };
            let words = s.split('-').all(word_like);
            // A device's model names its memory (`A100-SXM4-80GB`).
            let model = s.split('-').any(|g| {
                ["GB", "TB", "MB"].iter().any(|unit| {
                    g.strip_suffix(unit)
                        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                })
            });
            // Safari's and iCloud Keychain's shape in lowercase, as a person
            // retypes it (`3004vd-10qjae-c9id6j`): three groups of six, two
            // or more mixing letters and digits, not all hexadecimal.
            let groups: Vec<&str> = s.split('-').collect();
            let hex = s.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-');
            let keychain = groups.len() == 3
                && mixed_groups(&groups, 6..=6, u8::is_ascii_lowercase).is_some_and(|n| n >= 2)
                && !hex;
            // A product or recovery key: four to eight groups of four to
            // six capitals and digits, half of them holding both
            // (`XA3G-IPXP-78DD-CA46-0T81-31C2`, `QDJU-4H6U-EBJL-5UFQ`), or of
            // lowercase letters and digits, most holding both and not
            // all hexadecimal (`e42q-t4br-ykhp-gn41`); three groups, all
            // mixed, or after a short prefix of capitals
            // (`LIC-9ZD6VQ-LDBC4X-47D8`).
            let prefixed = groups[0].len() <= 3;
            let body = &groups[usize::from(prefixed)..];
            let upper = mixed_groups(body, 4..=6, u8::is_ascii_uppercase);
            let lower = mixed_groups(body, 4..=6, u8::is_ascii_lowercase).filter(|_| !hex);
            let product_key = match body.len() {
                // (Three groups of hexadecimal digits alone are an id.)
                3 => upper
                    .filter(|_| !hex)
                    .or(lower)
                    .is_some_and(|n| n == 3 || prefixed && n >= 2),
                4..=8 => {
                    upper.is_some_and(|n| n * 2 >= body.len())
                        || lower.is_some_and(|n| n * 2 > body.len())
                }
                _ => false,
            };
            // Nextcloud's app password: five groups of five, both cases.
            let nextcloud = groups.len() == 5 && groups.iter().all(|g| g.len() == 5);
            // Groups of hexadecimal digits alone are an id (a billing
            // account's `B7C020-FDAF2E-158DC3`): a generator draws from
            // every letter.
            let generated = has_random_body(s) && (groups.len() <= 4 || nextcloud) && !hex;
            // A security advisory's id (`GHSA-wf5p-g6vw-rhxx`).
            let advisory = s.starts_with("GHSA-");
            // The name at the end of an ARN, with the six characters AWS
            // adds to a secret's (`arn:aws:secretsmanager:...:secret:prod/
            // smtp-password-FeC1j3`): a reference.
            // (After the blank whole: a wide one is three bytes, U+2028.)
            let token_start = text[..m.start()]
                .rfind(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '='))
                .map_or(0, |i| {
                    i + text[i..].chars().next().map_or(1, char::len_utf8)
                });
            let in_arn = text[token_start..m.start()].starts_with("arn:");
            // A number or a code its label calls public (`Order number:
            // 3LRF-75AR-QY3M`, `Loadout share code:`, `Invoice #`): the
            // words before it on its line that end in `:` or `#`, with no
            // secret's word among them.
            let line = &text[text[..m.start()].rfind('\n').map_or(0, |n| n + 1)..m.start()];
            let label = line.trim_end();
            // (Or an inventory's word right before it on an asset's line
            // that names the asset first, no colon needed: `Asset
            // BQC-D1-3824 / tag 73QZ-0YLI-NDA8`; not `asset tag X`.)
            let named = super::words::words(label);
            let public_word = |w: &String| {
                super::rows::is_public_column_word(w) || super::assign::public_code_word(w)
            };
            let tail = &named[named.len().saturating_sub(3)..];
            let labelled_public = (label.ends_with([':', '#']) && tail.iter().any(public_word)
                || named
                    .last()
                    .is_some_and(|w| INVENTORY_LABELS.contains(&w.as_str()))
                    && named.len() >= 3
                    && named.iter().any(|w| w == "asset")
                    && label.ends_with(char::is_alphabetic))
                && strength(label.trim_end_matches([':', '#']), false)
                    != Some(super::words::Strength::Strong);
            if (generated || keychain || product_key)
                && !words
                && !model
                && !advisory
                && !in_arn
                && !labelled_public
                && !structure::is_reference_or_marker(s)
            {
                found(m.start(), m.end());
            }
        }
    }
}

/// Words an inventory's sticker names its code by, with no colon after
/// them (`/ tag 73QZ-0YLI-NDA8`, `asset 3LRF-75AR-QY3M`).
const INVENTORY_LABELS: &[&str] = &["tag", "asset"];

/// Groups in an application password with no label (WordPress's).
const APP_PASSWORD_GROUPS: usize = 6;

/// WordPress's application password with no label: six groups of four
/// letters and digits, one space apart, both cases and a digit among them
/// (prose's four-letter words have no digits and one case each), not
/// inside a longer run of words.
pub(super) fn grouped_app_passwords(text: &str, found: &mut impl FnMut(usize, usize)) {
    let b = text.as_bytes();
    let alnum = |i: usize| b.get(i).is_some_and(u8::is_ascii_alphanumeric);
    // A group of four at `at`: four letters or digits, then none.
    let group = |at: usize| (at..at + 4).all(alnum) && !alnum(at + 4);
    if b.len() < APP_PASSWORD_GROUPS * 5 - 1 {
        return;
    }
    let mut at = 0;
    while at < b.len() {
        if !alnum(at) {
            at += 1;
            continue;
        }
        let run_end = at
            + b[at..]
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric())
                .count();
        // After a word and one space is inside prose (`the Room 1204 ...`).
        let after_word = at >= 2 && b[at - 1] == b' ' && alnum(at - 2);
        if run_end - at == 4 && !after_word {
            let mut end = run_end;
            let mut groups = 1;
            while groups < APP_PASSWORD_GROUPS && b.get(end) == Some(&b' ') && group(end + 1) {
                end += 5;
                groups += 1;
            }
            // Most groups mix: a digit with letters, or a capital past the
            // first letter (`Room` is a word, `qUXr` is not).
            let mixed = text[at..end]
                .split(' ')
                .filter(|g| {
                    let digit = g.bytes().any(|c| c.is_ascii_digit());
                    let letter = g.bytes().any(|c| c.is_ascii_alphabetic());
                    digit && letter || g.bytes().skip(1).any(|c| c.is_ascii_uppercase())
                })
                .count();
            if groups == APP_PASSWORD_GROUPS
                && mixed * 3 >= APP_PASSWORD_GROUPS * 2
                && super::has_random_body(&text[at..end])
            {
                found(at, end);
            }
        }
        at = run_end;
    }
}

/// The BIP-39 English word list (2,048 words, sorted), from
/// `bitcoin/bips` (`bip-0039/english.txt`, SHA-256 `2f5eed53...`).
const BIP39_ENGLISH: &str = include_str!("bip39_english.txt");

static BIP39: Lazy<Vec<&'static str>> = Lazy::new(|| BIP39_ENGLISH.lines().collect());

/// Each word's first four letters as a number, in the list's order: the
/// list makes them unique, so a word is found by one search of numbers and
/// one comparison (every text with twelve blanks is read).
static BIP39_KEYS: Lazy<Vec<u32>> = Lazy::new(|| BIP39.iter().map(|w| bip39_key(w)).collect());

fn bip39_key(w: &str) -> u32 {
    let b = w.as_bytes();
    (0..4).fold(0, |k, i| k << 8 | u32::from(b.get(i).copied().unwrap_or(0)))
}

/// Whether `w` is a word of the BIP-39 English list.
fn is_bip39(w: &str) -> bool {
    BIP39_KEYS
        .binary_search(&bip39_key(w))
        .is_ok_and(|i| BIP39[i] == w)
}

/// Fewest words of a wallet's recovery phrase.
const MIN_SEED_WORDS: usize = 12;

/// A wallet's recovery phrase with no label: twelve or more words in a
/// row from the BIP-39 list, apart by blanks or commas, perhaps numbered
/// (`1. abandon 2. ability`) or quoted. Prose never runs that long inside
/// the list: it has no `the`, `of`, `and`, `is` or `to`.
pub(super) fn seed_phrases(text: &str, found: &mut impl FnMut(usize, usize)) {
    // A phrase holds no capital, digit run, symbol or non-ASCII byte, and
    // twelve words take at least 47 bytes: only the stretches between such
    // bytes that are that long are scanned for twelve lowercase words in a
    // row, and only those runs are looked up in the list.
    let bytes = text.as_bytes();
    if bytes.len() < MIN_SEED_BYTES {
        return;
    }
    let mut from = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if SEED_BREAK[usize::from(b)] {
            if i - from >= MIN_SEED_BYTES {
                scan_stretch(text, from, i, found);
            }
            from = i + 1;
        }
    }
    if bytes.len() - from >= MIN_SEED_BYTES {
        scan_stretch(text, from, bytes.len(), found);
    }
}

/// Fewest bytes of twelve words of three letters and the blanks between.
const MIN_SEED_BYTES: usize = MIN_SEED_WORDS * 4 - 1;

/// Bytes that never stand inside a recovery phrase: capitals, quotes,
/// brackets, symbols, and every byte of a non-ASCII character. (Digits
/// may number its words, `,` and `.` separate or end them; a phrase in
/// quotes or brackets lies between two of these.)
static SEED_BREAK: [bool; 256] = {
    let mut table = [true; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        table[b] = !(c.is_ascii_lowercase()
            || c.is_ascii_digit()
            || matches!(c, b' ' | b'\t' | b'\r' | b'\n' | b',' | b'.' | b')'));
        b += 1;
    }
    table
};

/// The phrases in one stretch of `text` free of breaking bytes.
fn scan_stretch(text: &str, from: usize, to: usize, found: &mut impl FnMut(usize, usize)) {
    for m in CANDIDATE_RUN.find_iter(&text[from..to]) {
        phrases_in(text, from + m.start(), from + m.end(), found);
    }
}

/// Twelve or more candidate words in a row.
static CANDIDATE_RUN: Lazy<Regex> = Lazy::new(|| {
    let word = r#"["'(\[]?[a-z]{3,8}[.,;:"')\]]*"#;
    let gap = r"[ \t\r\n,]+(?:\d{1,2}[.)]?[ \t\r\n]+)?";
    super::pattern(&format!(
        r"(?:^|[\s,;:(\[])(?:{word}{gap}){{{}}}{word}",
        format_args!("{},", MIN_SEED_WORDS - 1)
    ))
    .expect("a valid pattern")
});

/// What a token can be in a recovery phrase.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SeedToken {
    /// Three to eight lowercase letters, perhaps with punctuation around.
    Candidate,
    /// A list's number (`1.`, `12`), which neither counts nor breaks a run.
    Number,
    /// Anything else: it ends a run.
    Other,
}

/// The tokens of `text` between blanks, commas, quotes and brackets, each
/// with where its word (without punctuation) lies and what it can be.
fn seed_tokens(text: &str) -> impl Iterator<Item = (usize, usize, SeedToken)> + '_ {
    let bytes = text.as_bytes();
    let separator = |b: u8| {
        b.is_ascii_whitespace()
            || matches!(
                b,
                b',' | b';' | b':' | b'"' | b'\'' | b'`' | b'(' | b')' | b'[' | b']' | b'{' | b'}'
            )
    };
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < bytes.len() && separator(bytes[i]) {
            i += 1;
        }
        if i >= bytes.len() {
            return None;
        }
        let start = i;
        while i < bytes.len() && !separator(bytes[i]) {
            i += 1;
        }
        let token = &bytes[start..i];
        let digits = token.strip_suffix(b".").unwrap_or(token);
        if (1..=2).contains(&digits.len()) && digits.iter().all(u8::is_ascii_digit) {
            return Some((start, i, SeedToken::Number));
        }
        // The word without the punctuation around it (`“abandon`, `able.`).
        let lead = token
            .iter()
            .take_while(|b| !b.is_ascii_alphabetic())
            .count();
        let trail = token[lead..]
            .iter()
            .rev()
            .take_while(|b| !b.is_ascii_alphabetic())
            .count();
        let word = &token[lead..token.len() - trail];
        let kind = if token.len() <= 12
            && (3..=8).contains(&word.len())
            && word.iter().all(u8::is_ascii_lowercase)
        {
            SeedToken::Candidate
        } else {
            SeedToken::Other
        };
        Some((start + lead, i - trail, kind))
    })
}

/// The recovery phrases among the candidate words of `text[from..to]`: runs
/// of twelve or more words of the list, mostly different (not a table's
/// `false, false, false, ...`).
fn phrases_in(text: &str, from: usize, to: usize, found: &mut impl FnMut(usize, usize)) {
    let mut run: Option<(usize, usize)> = None;
    let mut words: Vec<&str> = Vec::new();
    let mut close = |run: &mut Option<(usize, usize)>, words: &mut Vec<&str>| {
        if let Some((a, b)) = run.take() {
            let count = words.len();
            words.sort_unstable();
            words.dedup();
            if count >= MIN_SEED_WORDS && words.len() * 4 >= count * 3 {
                found(a, b);
            }
        }
        words.clear();
    };
    for (start, end, kind) in seed_tokens(&text[from..to]) {
        let (start, end) = (from + start, from + end);
        match kind {
            SeedToken::Number => {}
            SeedToken::Candidate if is_bip39(&text[start..end]) => {
                run = Some(run.map_or((start, end), |(a, _)| (a, end)));
                words.push(&text[start..end]);
            }
            _ => close(&mut run, &mut words),
        }
    }
    close(&mut run, &mut words);
}

/// How many of `groups` hold both a letter and a digit, if every group is
/// of a length in `len` and of such letters (`letter`) and digits only.
fn mixed_groups(
    groups: &[&str],
    len: std::ops::RangeInclusive<usize>,
    letter: fn(&u8) -> bool,
) -> Option<usize> {
    groups
        .iter()
        .all(|g| len.contains(&g.len()) && g.bytes().all(|b| letter(&b) || b.is_ascii_digit()))
        .then(|| {
            groups
                .iter()
                .filter(|g| g.bytes().any(|b| b.is_ascii_digit()) && g.bytes().any(|b| letter(&b)))
                .count()
        })
}

/// Symbols a password generator mixes in and text rarely puts inside a
/// word: not `.`, `-`, `_` (names, versions), `+`, `/`, `=` (base64,
/// paths, assignments) or `:` (identifiers, times).
/// They are also the rule's keywords: a text without one holds no candidate.
pub(super) const PASSWORD_SYMBOLS: &[u8] = b"!#$%&*<>?@^{}()[]~|";

/// Fewest characters of a random password standing alone.
pub const MIN_RANDOM_PASSWORD_LEN: usize = 10;
/// Most characters of a word judged as a random password.
const MAX_RANDOM_PASSWORD_LEN: usize = 128;

/// Generated passwords standing alone, with no label: a word of
/// [`MIN_RANDOM_PASSWORD_LEN`] or more printable ASCII characters with
/// both cases, a digit and a [`PASSWORD_SYMBOLS`] symbol inside
/// (`ERd3*5}c<fgw0`, `>AM{3WUBHls(XfPW&MQp`), which a person reads as a
/// password wherever it stands (a password manager's screen, a table's
/// cell). What is code or markup is not one: a quote, a backslash, a
/// pair of brackets (`from(10u32)`, `Vec<u8>`, `]][Rust`), `::`, `->`,
/// `=>`, `&&`, `||`, `..`, a URL, an email address, a `key=` parameter;
/// nor is a word of fewer than 30% letters (`[30/Nov/2024:10:15:01`) or
/// one whose words of four or more letters make a third of it
/// (`HashMap<String,Vec<u8>>`).
pub(super) fn random_passwords(text: &str, found: &mut impl FnMut(usize, usize)) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_graphic() {
            i += 1;
            continue;
        }
        let start = i;
        i += bytes[i..]
            .iter()
            .take_while(|b| b.is_ascii_graphic())
            .count();
        // A table's row with no spaces (`Sentry,qa,<uuid>,glsoat-****8yR9`,
        // `|fw-1|10.16.20.3|VLAN`) is read cell by cell.
        let cells = [b',', b'|', b';']
            .into_iter()
            .find(|&d| bytes[start..i].iter().filter(|&&b| b == d).count() >= 2);
        match cells {
            Some(d) => {
                let mut from = start;
                for cell in text[start..i].split(char::from(d)) {
                    if let Some((s, e)) = password_core(text, from, from + cell.len()) {
                        found(s, e);
                    }
                    from += cell.len() + 1;
                }
            }
            None => {
                if let Some((from, to)) = password_core(text, start, i) {
                    found(from, to);
                }
            }
        }
    }
}

/// The kinds of Microsoft's malware names (`Backdoor:Win64/...`), which
/// other antivirus and EDR consoles print too.
const DETECTION_KINDS: &[&str] = &[
    "Trojan",
    "TrojanDownloader",
    "TrojanDropper",
    "TrojanSpy",
    "TrojanClicker",
    "TrojanProxy",
    "Backdoor",
    "Exploit",
    "HackTool",
    "Ransom",
    "Behavior",
    "PUA",
    "PUADlManager",
    "Virus",
    "Worm",
    "VirTool",
    "PWS",
    "Rogue",
    "Adware",
    "Spyware",
    "SoftwareBundler",
    "BrowserModifier",
    "MonitoringTool",
    "Program",
    "Tool",
    "DDoS",
    "Constructor",
    "Dialer",
    "Spammer",
];

/// Whether a word is a malware detection's name (`Backdoor:Win64/
/// CobaltStrike.NP!dha`, `Exploit:O97M/CVE-2017-11882!MTB`): a kind of
/// [`DETECTION_KINDS`], a platform, a family's name in words or a CVE, and
/// short variants and a suffix. A random family (`Trojan:Win32/AKIA...`,
/// digits or many capitals) is no family's name.
fn is_detection_name(w: &str) -> bool {
    let Some((kind, rest)) = w.split_once(':') else {
        return false;
    };
    let Some((platform, name)) = rest.split_once('/') else {
        return false;
    };
    let (name, suffix) = name.split_once('!').unwrap_or((name, ""));
    let mut parts = name.split('.');
    let family = parts.next().unwrap_or("");
    let alnum = |s: &str, max: usize| {
        !s.is_empty() && s.len() <= max && s.bytes().all(|b| b.is_ascii_alphanumeric())
    };
    let cve = family.strip_prefix("CVE-").is_some_and(|n| {
        n.split('-').count() == 2
            && n.split('-')
                .all(|d| alnum(d, 7) && d.bytes().all(|b| b.is_ascii_digit()))
    });
    // (Letters, a few of them capitals: `SuspRemoteThread`, not a
    // random run's many.)
    let words = family.len() <= 32
        && family.bytes().all(|b| b.is_ascii_alphabetic())
        && family.bytes().any(|b| b.is_ascii_lowercase())
        && family.bytes().filter(u8::is_ascii_uppercase).count() <= 4;
    DETECTION_KINDS.contains(&kind)
        && alnum(platform, 12)
        && (words || cve)
        && parts.all(|p| alnum(p, 8))
        && (suffix.is_empty() || alnum(suffix, 8))
}

/// Whether the word around `at` (between blanks, commas, bars and quotes)
/// is a malware detection's name ([`is_detection_name`]).
fn detection_name_at(text: &str, at: usize) -> bool {
    let edge = |c: char| c.is_whitespace() || matches!(c, ',' | '|' | '"' | '\'' | '`');
    // (An edge may be a blank of several bytes: `\u{2028}`, `\u{3000}`.)
    let from = text[..at]
        .char_indices()
        .rev()
        .find(|&(_, c)| edge(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let to = text[at..].find(edge).map_or(text.len(), |i| at + i);
    is_detection_name(text[from..to].trim_end_matches(['.', ';', ')']))
}

/// The random password that the word `text[start..end]` is, without its
/// sentence's punctuation or the brackets or quotes around it, if it is one.
fn password_core(text: &str, start: usize, end: usize) -> Option<(usize, usize)> {
    // (`ID5*` starts ID5's user ids, which ad tech's logs and bid requests
    // print: `ID5*IaDpyEgJbHNx1TfW...`.)
    if end - start < MIN_RANDOM_PASSWORD_LEN
        || end - start > MAX_RANDOM_PASSWORD_LEN
        || detection_name_at(text, start)
        || text[start..end].starts_with("ID5*")
    {
        return None;
    }
    let mut w = text[start..end].trim_end_matches([',', '.', ';', ':']);
    let mut from = start;
    for (open, close) in [
        ('(', ')'),
        ('[', ']'),
        ('{', '}'),
        ('<', '>'),
        ('"', '"'),
        ('\'', '\''),
        ('`', '`'),
    ] {
        if w.len() > 2 && w.starts_with(open) && w.ends_with(close) {
            w = &w[1..w.len() - 1];
            from += 1;
        }
    }
    let b = w.as_bytes();
    let n = b.len();
    let letters = b.iter().filter(|c| c.is_ascii_alphabetic()).count();
    let classes = b.iter().any(u8::is_ascii_uppercase)
        && b.iter().any(u8::is_ascii_lowercase)
        && b.iter().any(u8::is_ascii_digit);
    let symbol_inside = n > 2 && b[1..n - 1].iter().any(|c| PASSWORD_SYMBOLS.contains(c));
    if n < MIN_RANDOM_PASSWORD_LEN || !classes || !symbol_inside || letters * 10 < n * 3 {
        return None;
    }
    let quoted = b.iter().any(|c| matches!(c, b'"' | b'\'' | b'`' | b'\\'));
    let code = ["::", "->", "=>", "&&", "||", "..", "://"]
        .iter()
        .any(|t| w.contains(t));
    // A pair of brackets, either way round (`from(10u32)`, `]][Rust`).
    let paired = [('(', ')'), ('[', ']'), ('{', '}'), ('<', '>')]
        .iter()
        .any(|&(open, close)| w.contains(open) && w.contains(close));
    // A shell's prompt (`dev@ThinkPad-X1:/srv/app$`, `sam@host ~ %`): a
    // user and a host.
    let after = &text[end..];
    // A hashed `known_hosts` entry (`|1|<salt>|<hash>`): no secret.
    let hashed_host = w.starts_with("|1|");
    let prompt = w.split_once('@').is_some_and(|(user, rest)| {
        let host = rest
            .split(':')
            .next()
            .unwrap_or(rest)
            .trim_end_matches(['$', '#', '%', '>']);
        let name = |s: &str| {
            !s.is_empty()
                && s.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
        };
        name(user)
            && name(host)
            && (rest.contains(":~")
                || rest.contains(":/")
                || rest.ends_with(['$', '#', '%', '>'])
                || after.starts_with(" ~")
                || after.starts_with(" /"))
    });
    // U-Boot's serial number, a line of its environment's listing
    // (`serial#=O30C8W4TS0UE`, capitals and digits).
    let line_start = text[..start].is_empty() || text[..start].ends_with('\n');
    let serial = line_start
        && w.strip_prefix("serial#=").is_some_and(|v| {
            (4..=32).contains(&v.len())
                && v.bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        });
    if quoted
        || code
        || paired
        || prompt
        || hashed_host
        || serial
        || PARAMETER.is_match(w)
        || super::rows::is_email(w)
        || is_variant(w)
    {
        return None;
    }
    let wordy: usize = words(w)
        .iter()
        .filter(|p| p.len() >= 4 && p.bytes().all(|c| c.is_ascii_alphabetic()))
        .map(String::len)
        .sum();
    (wordy * 3 <= n && !structure::is_reference_or_marker(w)).then_some((from, from + n))
}

/// Whether a value is a nucleotide sequence: a read's or a primer's bases
/// (`ACCATAGTGCAAAGG...`), which hold a key's prefix (`ACCA`) by chance.
/// No generated key that long is drawn from four letters.
pub(super) fn is_nucleotide_run(v: &str) -> bool {
    v.len() >= MIN_NUCLEOTIDE_RUN
        && v.bytes()
            .all(|b| matches!(b, b'A' | b'C' | b'G' | b'T' | b'N'))
}

/// Fewest bases [`is_nucleotide_run`] reads as a sequence: more than the
/// formats whose prefixes its reads hold (AWS's key id, 20).
const MIN_NUCLEOTIDE_RUN: usize = 24;

/// A sequence variant in HGVS notation, genomic, coding or protein,
/// perhaps on its chromosome or its transcript (`chr7:g.55259515T>G`,
/// `NM_004333.6:c.1799T>A`, `p.Arg132His`): a report's finding, public.
static VARIANT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"^(?:(?:chr)?(?:[1-9]|1\d|2[0-2]|X|Y|MT?)|N[CGMRP]_\d+(?:\.\d+)?|ENS[TGP]\d+(?:\.\d+)?)?:?",
        r"(?:[cgmnr]\.[0-9_*+-]+(?:[ACGTN]+>[ACGTN]+|(?:del|dup|ins|delins|inv)[ACGTN]*|=)",
        r"|p\.\(?[A-Z][a-z]{2}\d+(?:[A-Z][a-z]{2}|\*|=|del|dup)?(?:fs(?:\*|Ter)?\d*)?\)?)$",
    ))
    .expect("a valid pattern")
});

/// Whether a word is a sequence variant in HGVS notation ([`VARIANT`]).
fn is_variant(w: &str) -> bool {
    w.contains('.') && VARIANT.is_match(w)
}

/// A `key=` parameter (`?q=Foo&page=2`).
static PARAMETER: Lazy<Regex> =
    Lazy::new(|| super::pattern(r"(?:^|[?&;])[A-Za-z_]{2,}=").expect("a valid pattern"));

/// Calls `f` with the bounds of every maximal run of at least
/// [`MIN_GENERIC_LEN`] run bytes, in order.
fn long_runs(bytes: &[u8], mut f: impl FnMut(usize, usize)) {
    // Every run of that length holds one of any MIN_GENERIC_LEN
    // consecutive positions, so only every MIN_GENERIC_LEN-th byte needs a
    // look: where it is a run byte, the run around it is measured whole.
    let class = |b: u8| RUN_BYTE[usize::from(b)];
    // Bytes before `from` are done: no long run starts there unreported.
    let mut from = 0;
    let mut probe = MIN_GENERIC_LEN - 1;
    while probe < bytes.len() {
        if !class(bytes[probe]) {
            probe += MIN_GENERIC_LEN;
            continue;
        }
        let start = from
            + bytes[from..probe]
                .iter()
                .rposition(|&b| !class(b))
                .map_or(0, |p| p + 1);
        let end = probe
            + bytes[probe..]
                .iter()
                .position(|&b| !class(b))
                .unwrap_or(bytes.len() - probe);
        if end - start >= MIN_GENERIC_LEN {
            f(start, end);
        }
        // `end` is not a run byte (or the end): a later run starts after
        // it and, long enough, reaches `end + MIN_GENERIC_LEN`.
        from = end + 1;
        probe = end + MIN_GENERIC_LEN;
    }
}

/// The bytes of a token or base64 run, as a table.
static RUN_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || matches!(c, b'_' | b'+' | b'/' | b'=' | b'-');
        b += 1;
    }
    t
};

/// The generic tokens in `text[from..to]`, a run of token and base64
/// characters.
fn runs(text: &str, from: usize, to: usize, found: &mut impl FnMut(usize, usize)) {
    let bytes = &text.as_bytes()[..to];
    let token = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
    let base64 = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=');
    let mut i = from;
    // The end of the maximal base64 run `i` is in, once measured: each run
    // is measured and judged once, so the scan stays linear however the
    // run is made (`a=a=a=...`).
    let mut b64_until = 0;
    while i < bytes.len() {
        if !token(bytes[i]) && !base64(bytes[i]) {
            i += 1;
            continue;
        }
        // A base64 run (with `+`, `/`, `=`) first: it contains token runs.
        let new_run = i >= b64_until;
        if new_run {
            b64_until = i + bytes[i..].iter().take_while(|b| base64(**b)).count();
        }
        let b64_end = b64_until;
        let tok_end = i + bytes[i..].iter().take_while(|b| token(**b)).count();
        // A file or a public key in base64 (`iVBORw0KGgo...`): the whole
        // run, none of the token runs inside it.
        // (Only a run long enough to be a token: most runs are words.)
        if new_run && b64_until - i >= MIN_BASE64_LEN && encodes_public_file(&text[i..b64_until]) {
            i = b64_until;
            continue;
        }
        if new_run {
            // The candidate starts after the run's last `//` and any
            // leading `/`: a path or URL before it is not part of it.
            let run = &text[i..b64_end];
            let after = run.rfind("//").map_or(0, |p| p + 2);
            let candidate = run[after..].trim_start_matches('/');
            let start = b64_end - candidate.len();
            if candidate.len() >= MIN_BASE64_LEN
                && candidate.bytes().any(|b| matches!(b, b'+' | b'/'))
                && candidate.bytes().any(|b| b.is_ascii_digit())
                && candidate.bytes().any(|b| b.is_ascii_uppercase())
                && candidate.bytes().any(|b| b.is_ascii_lowercase())
                && entropy(candidate) >= MIN_BASE64_ENTROPY
                && !encodes_text(candidate)
                && !encodes_public_file(candidate)
            {
                found(start, b64_end);
                i = b64_end;
                continue;
            }
        }
        if tok_end - i < MIN_GENERIC_LEN {
            // Too short: most words.
            i = tok_end.max(i + 1);
            continue;
        }
        let end = tok_end;
        if end == i {
            i += 1;
            continue;
        }
        let whole = &text[i..end];
        let start = i + (whole.len() - whole.trim_start_matches(['_', '-']).len());
        let run = text[start..end].trim_end_matches(['_', '-']);
        if is_secret_token(run) && !is_object_id(run) && !encodes_text(run) {
            found(start, start + run.len());
        }
        i = end;
    }
}

/// Conventional commits' types, which start a commit's subject.
const COMMIT_TYPES: &[&str] = &[
    "feat", "fix", "chore", "docs", "refactor", "test", "perf", "build", "ci", "style", "revert",
];

/// Whether a run is a commit's hash on a log's line: seven to forty
/// lowercase hexadecimal digits starting the line, then a conventional
/// commit's subject (`e6001c0e... fix(ml-feature-store): rotate key
/// reference`), whatever the line above ends with (`remove dead code`).
fn commit_before_subject(text: &str, start: usize, run: &str, after: &str) -> bool {
    let line_start = text[..start].ends_with('\n') || start == 0;
    let subject = after.strip_prefix(' ').unwrap_or("");
    let kind = subject.split(['(', ':', '!']).next().unwrap_or("");
    line_start
        && (7..=40).contains(&run.len())
        && run
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && COMMIT_TYPES.contains(&kind)
        && subject[kind.len()..].starts_with(['(', ':', '!'])
}

/// Whether the words before a run, since its line's or its sentence's
/// start, name a client's id (`PayPal client-id in checkout.js: ...`,
/// `client_id=...`), which a provider publishes, and no secret (a
/// `client_secret` after it on the line is one).
fn names_client_id(before: &str) -> bool {
    let from = before.rfind(['\n', '&', ';', ',']).map_or(0, |n| n + 1);
    let from = super::floor_char_boundary(before, from.max(before.len().saturating_sub(80)));
    let lower = before[from..].to_ascii_lowercase();
    ["client-id", "client id", "client_id", "clientid"]
        .iter()
        .any(|w| lower.contains(w))
        && !lower.contains("secret")
}

/// Whether a base64 run (either alphabet) decodes to prose or JSON that
/// holds no secret (`SGVsbG8gdGVhbSwg...`, a JWT's header `eyJhbGciOi...`):
/// a message or a cursor, not key material, which decodes to bytes no one
/// reads. A `user:password` pair has no space or brace, and a token that
/// wraps JSON with a secret inside (Cloudflare's tunnel token) holds one:
/// both stay secrets. The decoded text is shorter, so reading it again
/// ends.
fn encodes_text(run: &str) -> bool {
    let Some(bytes) = decode_base64(run) else {
        return false;
    };
    // UTF-16 text, as PowerShell's `-EncodedCommand` takes it (`VwByAGkA
    // dABlAC0A...`, `Write-...`): its ASCII read as bytes.
    let utf16 = bytes.len() >= 8 && bytes.iter().skip(1).step_by(2).all(|&b| b == 0);
    let bytes: Vec<u8> = if utf16 {
        bytes.iter().step_by(2).copied().collect()
    } else {
        bytes
    };
    // (Or a file's name: `service-report-2025.pdf`.)
    let file_name = bytes
        .iter()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        && bytes.contains(&b'.')
        && bytes.rsplit(|&b| b == b'.').next().is_some_and(|ext| {
            (2..=4).contains(&ext.len()) && ext.iter().all(u8::is_ascii_lowercase)
        });
    // (Or a table's header, a setting's pairs: `msisdn,plan,start_date`,
    // `region=eu-west-1;cluster=ivr`, words between separators.)
    let words = bytes
        .split(|b| !b.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .count();
    let listed = words >= 2
        && bytes
            .iter()
            .any(|b| matches!(b, b',' | b';' | b'=' | b'&' | b'\n'));
    // (Or a slug: `spring-open-house-2025` in a campaign's tag.)
    let slug = bytes.iter().filter(|&&b| b == b'-').count() >= 2
        && bytes
            .iter()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-');
    let text_like = bytes.len() >= 12
        && (file_name || listed || slug || bytes.iter().any(|b| matches!(b, b' ' | b'{' | b'"')));
    // Text in any script (`Hotel Aurora – Invoice 2291`, its dash in
    // UTF-8), no control characters.
    text_like
        && String::from_utf8(bytes).is_ok_and(|decoded| {
            decoded
                .chars()
                .all(|c| !c.is_control() || matches!(c, '\n' | '\r' | '\t'))
                && super::redact(&decoded).rules.is_empty()
        })
}

/// Whether a base64 run starts the way a file or a public key starts when
/// encoded: an image, a PDF, a font (a ConfigMap's `favicon.png`; not an
/// archive, which may hold a release's values), or an SSH public key's
/// blob, whose first field names its type
/// (`AAAAC3NzaC1lZDI1NTE5...` is `ssh-ed25519`).
fn encodes_public_file(run: &str) -> bool {
    const FILE_STARTS: &[&str] = &[
        "iVBORw0KGgo", // PNG
        "/9j/",        // JPEG
        "R0lGOD",      // GIF
        "JVBERi0",     // PDF
        "PHN2Zy",      // SVG
        "AAABAA",      // ICO
        "d09GR",       // WOFF
    ];
    if FILE_STARTS.iter().any(|p| run.starts_with(p)) {
        return true;
    }
    // A key's blob starts with its type's length, three zero bytes.
    if !run.starts_with("AAAA") {
        return false;
    }
    let head = run.get(..24).and_then(decode_base64).unwrap_or_default();
    head.starts_with(&[0, 0, 0])
        && [&b"ssh-"[..], b"ecdsa-", b"sk-"]
            .iter()
            .any(|t| head.get(4..).is_some_and(|rest| rest.starts_with(t)))
}

/// How many times a run changes between letters and digits, skipping
/// other characters (`7mLp1nQ` 4, `order2024` 1).
pub(super) fn switches(run: &str) -> usize {
    let mut kinds = run
        .bytes()
        .filter(u8::is_ascii_alphanumeric)
        .map(|b| b.is_ascii_digit());
    let Some(mut last) = kinds.next() else {
        return 0;
    };
    kinds
        .filter(|&digit| std::mem::replace(&mut last, digit) != digit)
        .count()
}

/// Whether a run is hexadecimal digits as a digest writes them: in one
/// case. Hexadecimal letters of both cases (`20c2F0d0...1A4FEfb`) are a
/// token's alphabet, read as any other.
fn is_digest_hex(run: &str) -> bool {
    let b = run.as_bytes();
    b.iter().all(u8::is_ascii_hexdigit)
        && !(b.iter().any(u8::is_ascii_uppercase) && b.iter().any(u8::is_ascii_lowercase))
}

/// The generic rule's test for one run of token characters.
fn is_secret_token(run: &str) -> bool {
    if run.len() < MIN_GENERIC_LEN || is_uuid(run) {
        return false;
    }
    let hex = is_digest_hex(run);
    if hex {
        return run.len() >= MIN_HEX_SECRET_LEN;
    }
    // Hexadecimal groups of eight or more joined by `-` hold as much
    // (Mailgun's `<32 hex>-<8 hex>-<8 hex>`); a UUID's groups are shorter.
    let groups: Vec<&str> = run.split('-').collect();
    let hex_groups = groups.len() >= 2
        && groups
            .iter()
            .all(|g| g.len() >= 8 && g.bytes().all(|b| b.is_ascii_hexdigit()));
    if hex_groups {
        return run.len() - (groups.len() - 1) >= MIN_HEX_SECRET_LEN;
    }
    let letters = run.bytes().filter(u8::is_ascii_alphabetic).count();
    let digits = run.bytes().filter(u8::is_ascii_digit).count();
    if letters == 0 || digits == 0 || wordy(run) {
        return false;
    }
    // Words joined by `-`, then a digest (`node-modules-<sha256>`, a
    // cache's or a build's key): content named by its hash, unless a word
    // names a secret (`session-<64 hex>`). (One word and `_` is a
    // provider's prefix: `rootly_<64 hex>`.)
    if let Some((name, digest)) = run.rsplit_once('-') {
        let named_digest = is_digest_hex(digest)
            && matches!(digest.len(), 32 | 40 | 64 | 128)
            && name.split('-').count() >= 2
            && name.split('-').all(|w| {
                (wordy(w)
                    || (1..=4).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_alphanumeric()))
                    && strength(w, false).is_none()
                    && !w.eq_ignore_ascii_case("session")
            });
        if named_digest {
            return false;
        }
    }
    // A random token switches between letters and digits many times; a
    // word with a number (`order20241130000123`) once or twice. One with
    // few digits is random when its capitals are strewn as a generator
    // strews them (`7TFgrXAON7IRARHqDkXdzEyuCXZikNhW`).
    if switches(run) < MIN_SWITCHES && !generated_case(run) {
        return false;
    }
    // Segments that are words or short hex (a build hash) are names, and
    // so is a name with a short random part (a package's publisher id,
    // `WindowsTerminal_8wekyb3d8bbwe`).
    let random: usize = run
        .split(['_', '-'])
        .filter(|seg| !(wordy(seg) || is_digest_hex(seg) && seg.len() < MIN_HEX_SECRET_LEN))
        .map(str::len)
        .sum();
    random >= MIN_RANDOM_PART && entropy(run) >= MIN_ENTROPY
}

/// Whether a run's capitals are strewn as a generator strews them: 24 or
/// more characters, capitals inside it, and two or more small letters
/// alone between capitals (`HqD`, `NhW`), which the words of a name in
/// camel case never have (`getUserAccountSettings`, `HTTPServerError`).
fn generated_case(run: &str) -> bool {
    let lone_small = run
        .as_bytes()
        .windows(3)
        .filter(|w| {
            w[0].is_ascii_uppercase() && w[1].is_ascii_lowercase() && w[2].is_ascii_uppercase()
        })
        .count();
    // (A file's base64 header, `iVBORw0KGgoAAAANSUhEUgAA`, is none.)
    run.len() >= 24
        && super::words::strewn_capitals(run)
        && lone_small >= 2
        && !encodes_public_file(run)
}

/// Whether a run is a content digest with its size after a `/`, as Bazel
/// and the remote-execution API print one (`(action 0095...8260/8679)`,
/// `/blobs/<hex>/1024`): a SHA-256 or SHA-512's hex just after `(action `
/// or `/blobs/`, then bytes counted, then the word's end.
fn digest_with_size(before: &str, run: &str, after: &str) -> bool {
    let named = before.ends_with("(action ") || before.ends_with("/blobs/");
    if !named {
        return false;
    }
    let size = after
        .strip_prefix('/')
        .map_or(0, |a| a.bytes().take_while(u8::is_ascii_digit).count());
    matches!(run.len(), 64 | 128)
        && run.bytes().all(|b| b.is_ascii_hexdigit())
        && (1..=12).contains(&size)
        && !after[1 + size..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
}

/// Whether a run follows a word that says it is public: a digest named by
/// its algorithm or role (`sha256:...`, `integrity="sha384-..."`,
/// `h1:...`, `checksum = "..."`, `#diff-...`), a commit (`commit 2ed2...`,
/// `.../commit/6a44...`, `actions/checkout@<40 hex>`), a content-addressed
/// path (`/nix/store/...`, `overlay2/...`, `snapshots/...`), a key
/// fingerprint, or a transaction or address (`tx 0x...`, `0x` and 40 hex).
fn labelled_public(before: &str, run: &str) -> bool {
    // The text's first line, a list's title (`# ... file IOCs (SHA-256)`),
    // at most its first 256 bytes.
    let title = &before[..super::floor_char_boundary(before, before.len().min(256))];
    let title = title.split('\n').next().unwrap_or(title);
    // The label is just before the run: a bounded tail keeps a long text
    // with many runs linear (each run copied and lowercased only this).
    let before = &before[super::floor_char_boundary(before, before.len().saturating_sub(256))..];
    let hex = run.bytes().all(|b| b.is_ascii_hexdigit());
    let trimmed = before.trim_end_matches([
        ' ', '\n', '\t', ':', '=', '-', '\'', '"', '(', ')', '#', '/', '>', '_',
    ]);
    // `Checksum (SHA-1): ...`: the word with its dashes, for a digest's name.
    let dashed = last_word(trimmed, |c| c.is_ascii_alphanumeric() || c == '-');
    let word = last_word(trimmed, |c| c.is_ascii_alphanumeric());
    // A name whose last word in camel case is a public one (`"VersionId":`,
    // `RequestID`), unless a word before it names a secret or a sign-in
    // (`SessionId`, `SessId`, Vault's `SecretId`, `AuthTokenId`,
    // `ApiKeyId`, `LoginRequestId`).
    // (Asked last: splitting the name allocates.)
    let name = &trimmed[trimmed.len() - word.len()..];
    let camel_public = || {
        words(name).split_last().is_some_and(|(last, before)| {
            PUBLIC_WORDS.contains(&last.as_str())
                && before
                    .iter()
                    .all(|w| strength(w, false).is_none() && !SIGN_IN_WORDS.contains(&w.as_str()))
        })
    };
    let head: String = run
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    let address = run
        .strip_prefix("0x")
        .is_some_and(|h| h.len() == 40 && h.bytes().all(|b| b.is_ascii_hexdigit()));
    let header = before
        .trim_end_matches([' ', ':', '=', '<'])
        .to_ascii_lowercase();
    // `using EDDSA key <40 hex>` (gpg): a key's fingerprint, named by its
    // algorithm.
    let algorithm_key = hex && word == "key" && {
        let rest = trimmed[..trimmed.len() - word.len()].trim_end();
        KEY_ALGORITHMS.contains(&last_word(rest, |c| c.is_ascii_alphanumeric()).as_str())
    };
    // A webhook's signature header (`Stripe-Signature: t=...,v1=...`,
    // `X-Hub-Signature-256: sha256=...`): a digest of a message, public,
    // also after a label of its own (`Webhook signature header:
    // Stripe-Signature: ...`).
    let line = before.rsplit('\n').next().unwrap_or(before);
    // (A digest's shape only: SHA-1's or SHA-256's hexadecimal digits, or
    // SHA-256's or SHA-512's base64; anything else there is read. Asked
    // only on a signature header's line.)
    let digest_shaped = || {
        let signature = run.trim_end_matches('=');
        let signature = signature.rsplit(['=', ',']).next().unwrap_or(signature);
        matches!(signature.len(), 40 | 64) && signature.bytes().all(|b| b.is_ascii_hexdigit())
            || matches!(signature.len(), 43 | 86)
                && signature
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/'))
    };
    let signature_header =
        line.split(':').rev().skip(1).any(is_signature_header) && digest_shaped();
    // `WireGuard public key of server: ...`, `VAPID public key: ...`: the
    // token's own label names a public key: nothing between them names
    // another value or starts another field. A label alone on the line
    // above names it too (`PUBLIC KEY\n1ede...`, `COPY SITE KEY\n6Ld...`);
    // a reCAPTCHA site key is public by design.
    let label_line = if line.trim().is_empty() {
        before.trim_end().rsplit('\n').next().unwrap_or("")
    } else {
        line
    };
    let lower_line = label_line.to_ascii_lowercase();
    let public_key_line = PUBLIC_KEY_LABELS
        .iter()
        .filter_map(|p| lower_line.rfind(p))
        .max()
        .is_some_and(|at| {
            let between = &lower_line[at..];
            between.len() <= 96
                && between.matches([':', '=']).count() <= 1
                && !names_private_key(&label_line.to_lowercase())
        });
    // Forty lowercase hexadecimal digits are a commit or an object id
    // (`git log`, `git hash-object`), which screens show everywhere,
    // unless the words before name a secret (`Session <40 hex>`, `api key
    // <40 hex>`).
    let commit = hex
        && run.len() == 40
        && !run.bytes().any(|b| b.is_ascii_uppercase())
        && !names_secret_before(trimmed);
    // A checksum a command printed (`shasum -a 256 kubectl`), also where
    // lines are joined.
    // Lowercased only for a hexadecimal run: most runs are not, and this
    // runs for every run of a text.
    let lower_before = if hex {
        before.to_ascii_lowercase()
    } else {
        String::new()
    };
    // A digest in a file's row (`app-1.2.0-amd64.deb  72.1 MB  72b2...`):
    // a release's checksums table.
    let file_row = is_digest(run) && line.split_whitespace().any(names_package);
    // A build's task signature (Yocto's `do_compile: Succeeded (sig
    // <64 hex>)`): a digest of the task's inputs.
    let task_signature = is_digest(run) && word == "sig";
    let checksum = file_row
        || hex
            && [
                "shasum",
                "sha256sum",
                "sha1sum",
                "sha512sum",
                "md5sum",
                "b2sum",
                "get-filehash",
                "certutil",
            ]
            .iter()
            .any(|c| lower_before.contains(c))
        // A digest its line names (`SHA-256 checksum of export.csv: ...`),
        // unless a secret's name is nearer (`HMAC-SHA256 secret: ...`).
        || is_digest(run)
            && ["checksum", "sha-256", "sha256", "sha-1", "sha1", "sha-512", "sha512", "md5", "digest"]
                .iter()
                .chain(LOCALIZED_CHECKSUM_WORDS)
                .any(|d| lower_before.rsplit('\n').next().unwrap_or("").contains(d))
            && !names_secret_before(trimmed);
    // A digest in a list of indicators or a scanner's report (`# IOCs`,
    // `VirusTotal`, `malicious`): a file's hash, shared to be matched;
    // also far down a list its title names so.
    // (Unless a secret's name is nearer: `Malware scanner API key: ...`.)
    let names_indicators = |t: &str| {
        t.to_ascii_lowercase()
            .split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| INDICATOR_WORDS.contains(&w))
    };
    let indicator = hex
        && matches!(run.len(), 32 | 40 | 64)
        && (names_indicators(&lower_before) || names_indicators(title))
        && !names_secret_before(trimmed);
    // A cache's key on its log's hit or miss (Unreal's `Pak cache hit for
    // TEXTURE/<40 hex>_3`, `Shared DDC miss for SHADERMAP/<32 hex>`): a
    // digest of what it caches.
    // (The digest may follow its kind's name and a `/`, and end in a `_`
    // and a number.)
    let cache_key = {
        let digest = run.rsplit('/').next().unwrap_or(run);
        let digest = match digest.split_once('_') {
            Some((d, n)) if n.bytes().all(|b| b.is_ascii_digit()) => d,
            _ => digest,
        };
        digest.len() >= 32 && is_digest_hex(digest)
    } && {
        let line = line.to_ascii_lowercase();
        (line.contains("cache") || line.contains("ddc"))
            && (line.contains(" hit") || line.contains(" miss"))
            && !names_secret_before(trimmed)
    };
    // An SSDEEP hash (`SSDEEP 3072:<base64>:<base64>`).
    let ssdeep = line.to_ascii_lowercase().contains("ssdeep");
    // The id `docker run -d` prints for the container it started.
    let container = hex
        && run.len() == 64
        && [
            "docker run",
            "docker create",
            "podman run",
            "docker ps",
            "docker inspect",
        ]
        .iter()
        .any(|c| lower_before.contains(c));
    // `Send to: <address>`: where a payment goes is public.
    let payee = [
        "send to",
        "sent to",
        "pay to",
        "recipient",
        "deposit address",
    ]
    .iter()
    .any(|p| {
        trimmed.len() >= p.len()
            && trimmed.is_char_boundary(trimmed.len() - p.len())
            && trimmed[trimmed.len() - p.len()..].eq_ignore_ascii_case(p)
    });
    // `Serial No.: DS-2CD...`, `S/N: ...`: a device's serial number.
    let serial = {
        let t = trimmed.trim_end_matches(['.', ' ']).to_ascii_lowercase();
        [
            "serial",
            "serial no",
            "serial number",
            "serial nr",
            "s/n",
            "serial #",
        ]
        .iter()
        .any(|l| t.ends_with(l))
    };
    // An analytics tag's id in the snippet that loads it
    // (`ttq.load('KGN4DJ6ZV28HDF3R1AGG')`, `fbq('init', '...')`): the
    // page sends it to every visitor.
    let tag_loader = {
        let call = before
            .trim_end_matches(['\'', '"', ' '])
            .to_ascii_lowercase();
        TAG_LOADERS.iter().any(|l| call.ends_with(l))
    };
    // `<meta name="facebook-domain-verification" content="...">`.
    let verification_meta = header.ends_with("content=\"")
        && SITE_VERIFICATIONS
            .iter()
            .any(|v| line.to_ascii_lowercase().contains(v));
    algorithm_key
        || indicator
        || cache_key
        || ssdeep
        || tag_loader
        || serial
        || verification_meta
        || commit
        || checksum
        || task_signature
        || container
        || payee
        || signature_header
        || public_key_line
        || PUBLIC_WORDS.contains(&word.as_str())
        // (Or a note after the name says it is a serialized message,
        // which a log prints: `payload(base64,protobuf)=...`; a payload
        // alone may be a config holding a key, and a secret's name keeps
        // its value one.)
        || before
            .trim_end_matches([' ', '=', ':'])
            .strip_suffix(')')
            .and_then(|b| b.rsplit_once('('))
            .is_some_and(|(name, note)| {
                // (Not under a secret's name: `token(protobuf)=...`.)
                let name = last_word(name, |c| c.is_ascii_alphanumeric() || c == '_');
                let note = note.to_ascii_lowercase();
                strength(&name, false).is_none()
                    && note.len() <= 40
                    && MESSAGE_ENCODINGS
                        .iter()
                        .any(|e| note.split([',', ' ', '/']).any(|w| w == *e))
            })
        || media_id(before, run)
        || PUBLIC_WORDS_BEYOND_ASCII.iter().any(|l| header.ends_with(l))
        // A digest named by its algorithm (`<pin digest="SHA-256">...`).
        || DIGEST_NAMES.contains(&dashed.as_str())
        // A DNS record that proves a domain's owner to a service
        // (`google-site-verification=...`): published to be read.
        || SITE_VERIFICATIONS.contains(&dashed.as_str())
        || hex
            && (PUBLIC_BEFORE_HEX.contains(&word.as_str())
                || PUBLIC_BEFORE_HEX.contains(&dashed.as_str())
                || THUMBPRINT_LABELS.iter().any(|l| header.ends_with(l)))
        || PUBLIC_HEADERS.iter().any(|h| header.ends_with(h))
        || (run.len() > head.len()
            && run[head.len()..].starts_with('-')
            && (DIGEST_NAMES.contains(&head.as_str()) || PUBLIC_WORDS.contains(&head.as_str())))
        || (hex && run.len() == 40 && before.ends_with('@'))
        // A weak ETag's opaque value (`W/"5e-qsHpIFvTomjQ"`).
        || before.ends_with("W/\"")
        // WhatsApp's message id, which its webhooks and delivery logs
        // print (`wamid.HBgL...`); ID5's user id (`ID5*...`).
        || before.trim_end_matches(['-', '_']).ends_with("wamid.")
        || before.ends_with("ID5*")
        || is_bitcoin_address(run)
        || address
        || is_public_id(run)
        || camel_public()
        // (An advertising token's name, `advertising_token: A4AAA...`,
        // its words joined by `_`.)
        || names_advertising_token(&words(&last_word(trimmed, |c| {
            c.is_ascii_alphanumeric() || c == '_'
        })))
}

/// Whether a run is an id minted to be shown: a ULID (26 Crockford base32
/// capitals and digits; its first is a timestamp's 0 to 7, but the same
/// alphabet and length from another generator is as much an id: a random
/// run of 26 capitals and digits misses all four of `I`, `L`, `O` and `U`
/// one time in twenty; a base32 secret has none of `0`, `1`, `8`, `9`),
/// an Oracle Cloud
/// id (`ocid1.instance.oc1...`), or a Windows package's family name (its
/// publisher's 13-character hash after `_`, `MSTeams_..._x64__8wekyb3d8bbwe`).
fn is_public_id(run: &str) -> bool {
    // (A TOTP seed of 26 RFC 4648 base32 characters has no `0`, `1`, `8`
    // nor `9`: one of them, or the timestamp's first digit, marks an id.)
    // (Its kind's short name may come first, as a record's id has it:
    // `trp_01J9...`, `ord_...`.)
    let body = run
        .split_once('_')
        .filter(|(kind, _)| {
            (2..=5).contains(&kind.len()) && kind.bytes().all(|b| b.is_ascii_lowercase())
        })
        .map_or(run, |(_, body)| body);
    // (After a kind's prefix, any body of the alphabet: an id's, where a
    // seed has no prefix.)
    let prefixed = body.len() < run.len();
    let ulid = body.len() == 26
        && (prefixed
            || body.starts_with(|c: char| ('0'..='7').contains(&c))
            || body.bytes().any(|b| matches!(b, b'0' | b'1' | b'8' | b'9')))
        && body.bytes().all(|b| {
            b.is_ascii_digit()
                || (b.is_ascii_uppercase() && !matches!(b, b'I' | b'L' | b'O' | b'U'))
        });
    let package = run.rsplit_once('_').is_some_and(|(name, publisher)| {
        publisher.len() == 13
            && publisher
                .bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
            && name.contains('.')
    });
    // (`Z2lkOi8v` is base64 of `gid://`: a GraphQL object's global id;
    // `CBJCHBCAABAA` starts Adobe Acrobat Sign's agreement, library
    // document and web form ids, which its API and e-mails print.)
    ulid || is_stamped_name(run)
        || run.starts_with("ocid1.")
        || run.starts_with("Z2lkOi8v")
        || run.starts_with("CBJCHBCAABAA")
        || package
        || is_iban(run)
        || is_swift_header(run)
        || is_gs1_pack_code(run)
}

/// Whether a run is a product's or a file's name in a naming scheme:
/// three or more parts between `_` of capitals and digits, one a date
/// (`20250428`) or a date and its time (`20250428T151751`), as a
/// satellite's scene (`S2B_MSIL2A_20250428T151751_N0510_R073_T39XBP_...`,
/// `LC08_L1TP_044034_20200101_20200113_02_T1`) or an export's name
/// (`BACKUP_PROD_20240101`) is written. A generator's key has no date of
/// its own between its separators.
fn is_stamped_name(run: &str) -> bool {
    let date = |p: &str| {
        let b = p.as_bytes();
        let day = b.len() >= 8
            && b[..8].iter().all(u8::is_ascii_digit)
            && matches!(&p[..2], "19" | "20")
            && matches!(
                &p[4..6],
                "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12"
            )
            && (1..=31).contains(&p[6..8].parse::<u8>().unwrap_or(0));
        day && (b.len() == 8
            || b.len() == 15 && b[8] == b'T' && b[9..].iter().all(u8::is_ascii_digit))
    };
    let parts: Vec<&str> = run.split('_').collect();
    parts.len() >= 3
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.len() <= 15
                && p.bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        })
        && parts.iter().any(|p| date(p))
}

/// An IBAN (ISO 13616, `IT60X0542811101000000123456`): a country's two
/// letters, two check digits, and up to thirty capitals and digits that
/// the check digits make whole modulo 97. A payee's account, printed on
/// every invoice; its letters are as random as a key's.
fn is_iban(run: &str) -> bool {
    let b = run.as_bytes();
    if !(15..=34).contains(&b.len())
        || !b[..2].iter().all(u8::is_ascii_uppercase)
        || !b[2..4].iter().all(u8::is_ascii_digit)
        || !b[4..]
            .iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    {
        return false;
    }
    // The country and check digits go last; letters count from 10.
    b[4..].iter().chain(&b[..4]).fold(0u32, |rem, &c| {
        let n = u32::from(if c.is_ascii_digit() {
            c - b'0'
        } else {
            c - b'A' + 10
        });
        (rem * if n >= 10 { 100 } else { 10 } + n) % 97
    }) == 1
}

/// A SWIFT message's basic header (`F01BNPAFRPPAXXX1767341548`, block
/// 1): the application and service (`F01`), the sender's twelve-character
/// terminal address (a BIC), a four-digit session and a six-digit
/// sequence. The routing of a payment, not a credential.
fn is_swift_header(run: &str) -> bool {
    let b = run.as_bytes();
    b.len() == 25
        && matches!(b[0], b'F' | b'A' | b'L')
        && matches!(&b[1..3], b"01" | b"21")
        && b[3..9].iter().all(u8::is_ascii_uppercase)
        && b[9..15]
            .iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && b[15..].iter().all(u8::is_ascii_digit)
}

/// Whether the last word of `before`'s line names a secret or a session
/// (`api key`, `Session`, `token`).
fn names_secret_before(before: &str) -> bool {
    let before = before.rsplit('\n').next().unwrap_or(before);
    let tail: Vec<&str> = before
        .rsplit(|c: char| !c.is_alphanumeric() && c != '_' && c != '-')
        .filter(|w| !w.is_empty())
        .take(1)
        .collect();
    let last = tail.first().copied().unwrap_or("");
    strength(last, false).is_some() || last.eq_ignore_ascii_case("session")
}

/// Whether the word at `text[start..end]` is public key material that
/// looks random: a minisign public key (`RW`, then `Ed`, a key id and the
/// key in base64: 56 characters; its secret key starts `RWRTY0Iy` and is
/// far longer; or after its `-P`), a JWK's public members (`"n"`, `"e"`, `"x"`, `"y"` in an
/// object with `"kty"`; `"d"` and the primes are private), an AWS
/// principal's unique id (`AIDA...`, `AROA...`: 21 characters naming a
/// user or a role, never a credential), or a gpg fingerprint on the line
/// under its key's `pub`, `sub`, `sec` or `ssb` line.
fn is_public_key_material(
    text: &str,
    start: usize,
    end: usize,
    mut holds_jwk: impl FnMut() -> bool,
) -> bool {
    let word = &text[start..end];
    let minisign = word.len() == 56
        && word.starts_with("RW")
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/'));
    // (Or what minisign's `-P` gives, its public key, whatever its
    // length: `minisign -Vm x.tar.gz -P RW...`.)
    let minisign_flag = text[..start]
        .trim_end_matches(['"', '\''])
        .strip_suffix("-P ")
        .is_some_and(|b| b[b.rfind('\n').map_or(0, |n| n + 1)..].contains("minisign"));
    let member = text[..start]
        .trim_end_matches([' ', '"'])
        .strip_suffix(':')
        .map(|b| b.trim_end().trim_end_matches('"'));
    let jwk = member.is_some_and(|b| {
        let name = last_word(b, |c| c.is_ascii_alphanumeric());
        matches!(name.as_str(), "n" | "e" | "x" | "y" | "kid" | "x5t" | "x5c") && holds_jwk()
            // (RSA's public exponent beside a modulus of a key's size,
            // 1,024 to 4,096 bits in base64url, marks it too: `"n": "...",
            // "e": "AQAB"`.)
            || name == "n"
                && matches!(word.len(), 171 | 172 | 342 | 343 | 512 | 683 | 684)
                && text.contains("\"AQAB\"")
    });
    let unique_id = word.len() == 21
        && AWS_UNIQUE_ID_PREFIXES.iter().any(|p| word.starts_with(p))
        && word
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
    let fingerprint = word.len() == 40
        && word.bytes().all(|b| b.is_ascii_hexdigit())
        && GPG_KEY_LINE
            .is_match(&text[super::floor_char_boundary(text, start.saturating_sub(160))..start]);
    // Or a release's signing key named by its fingerprint, its user's id
    // after it, where gpg or PGP verifies it on its line (`signed with key
    // <40 hex> (releases@example.org). Verify with gpg --verify`): a
    // webhook's key signs with no user's id, and `pgpool` is no gpg.
    let signing_key = || {
        let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
        let line_end = text[end..].find('\n').map_or(text.len(), |n| end + n);
        let user_id = text[end..line_end]
            .trim_start()
            .strip_prefix(['(', '<'])
            .and_then(|rest| rest.split_once([')', '>']))
            .is_some_and(|(id, _)| id.contains('@') && !id.contains(char::is_whitespace));
        // (The words before it, compared in place: no lowercase copy.)
        let before = text[..start].trim_end().as_bytes();
        let signed = || {
            [
                "signed with key",
                "signed with the key",
                "signing key",
                "signed by key",
            ]
            .iter()
            .any(|s| {
                before
                    .len()
                    .checked_sub(s.len())
                    .is_some_and(|i| before[i..].eq_ignore_ascii_case(s.as_bytes()))
            })
        };
        // (Nor a line that calls the key a shared secret's, one that
        // signs as it verifies: `— no pgp here, this is the api key`,
        // `(HMAC-SHA1)`, a webhook's, a token's.)
        let secret_named = || {
            let line = text[line_start..line_end].to_ascii_lowercase();
            ["hmac", "api", "secret", "token", "password", "webhook"]
                .iter()
                .any(|w| line.contains(w))
        };
        user_id
            && signed()
            && !secret_named()
            && text[line_start..line_end]
                .split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| {
                    ["gpg", "pgp", "gnupg", "openpgp"]
                        .iter()
                        .any(|g| w.eq_ignore_ascii_case(g))
                })
    };
    let fingerprint = fingerprint
        || word.len() == 40 && word.bytes().all(|b| b.is_ascii_hexdigit()) && signing_key();
    minisign || minisign_flag || jwk || unique_id || fingerprint
}

/// A DRM's init data and a cipher's IV, which every player is sent: a
/// PSSH box in base64 (its type, `pssh`, at its fifth byte), and an HLS
/// key's IV on its `#EXT-X-` line (`IV=0x` and 32 hexadecimal digits, 16
/// bytes; a run of a key's size is read).
fn is_drm_public(text: &str, start: usize, end: usize) -> bool {
    let word = &text[start..end];
    // (Its size, the first four bytes, is the box's whole length: no
    // token glued on.)
    let pssh = word.starts_with("AAAA")
        && super::words::decode_base64(word).is_some_and(|box_| {
            box_.get(4..8) == Some(&b"pssh"[..])
                && box_.get(..4).is_some_and(|size| {
                    u32::from_be_bytes([size[0], size[1], size[2], size[3]]) as usize == box_.len()
                })
        });
    // (The word runs back over its attribute's `IV=`.)
    let iv = word
        .strip_prefix("IV=0x")
        .or_else(|| word.strip_prefix("IV=0X"))
        .is_some_and(|hex| hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
        && text[..start]
            .rsplit('\n')
            .next()
            .is_some_and(|line| line.starts_with("#EXT-X-"));
    pssh || iv
}

/// gpg's listing of a key just before its fingerprint: `pub`, `sub`,
/// `sec` or `ssb`, the algorithm and date, the capabilities in brackets
/// (`[SC]`), perhaps an expiry, then the fingerprint on the next line (or
/// after a space, in a view that joins lines).
static GPG_KEY_LINE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r"(?:^|\s)(?:pub|sub|sec|ssb)#?\s+[^\n]{0,60}?\[[SCEA]{1,4}\](?:\s+\[[^\]\n]{0,40}\])?\s+$",
    )
    .expect("a valid pattern")
});

/// Prefixes of AWS's unique ids for users, roles, groups, instance
/// profiles, policies and their versions, public keys and certificates.
const AWS_UNIQUE_ID_PREFIXES: &[&str] = &[
    "AIDA", "AROA", "AGPA", "AIPA", "ANPA", "ANVA", "APKA", "ASCA",
];

/// A legacy Bitcoin address: `1` or `3`, then 25 to 34 base58 characters
/// (no `0`, `O`, `I`, `l`), not all hexadecimal.
fn is_bitcoin_address(run: &str) -> bool {
    let b = run.as_bytes();
    (26..=35).contains(&b.len())
        && matches!(b[0], b'1' | b'3')
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() && !matches!(c, b'0' | b'O' | b'I' | b'l'))
        && b.iter().any(|c| !c.is_ascii_hexdigit())
        && b.iter().any(u8::is_ascii_uppercase)
        && b.iter().any(u8::is_ascii_lowercase)
}

/// Digest names that prefix a digest with `-` (`sha512-...` in integrity
/// attributes).
const DIGEST_NAMES: &[&str] = &[
    "sha256", "sha384", "sha512", "sha1", "md5", "sha-256", "sha-384", "sha-512", "sha-1",
    // Terraform's lock file (`zh:` beside `h1:`).
    "zh",
];

/// The endings of a release's files, whose checksums a table lists.
/// Whether `run` has a digest's length in hexadecimal digits.
fn is_digest(run: &str) -> bool {
    matches!(run.len(), 32 | 40 | 64 | 96 | 128) && run.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Whether a word names a package's file (`app-1.2.0-amd64.deb`, in a
/// table's cell or quoted).
fn names_package(w: &str) -> bool {
    let w = w
        .trim_matches(['|', ',', ';', '"', '(', ')', '*', '`'])
        .to_ascii_lowercase();
    PACKAGE_EXTENSIONS
        .iter()
        .any(|e| w.len() > e.len() && w.ends_with(e))
}

/// A digest a checksum tool printed before its file's name
/// (`sha256sum`'s `72b2...  app-1.2.0.aab`, `*` before a binary one's).
fn digest_before_package(run: &str, after: &str) -> bool {
    is_digest(run)
        && after.starts_with([' ', '\t'])
        && after
            .split('\n')
            .next()
            .and_then(|line| line.split_whitespace().next())
            .is_some_and(names_package)
}

const PACKAGE_EXTENSIONS: &[&str] = &[
    ".zip",
    ".tar.gz",
    ".tgz",
    ".tar.xz",
    ".tar.bz2",
    ".deb",
    ".rpm",
    ".dmg",
    ".msi",
    ".exe",
    ".pkg",
    ".appimage",
    ".iso",
    ".img",
    ".jar",
    ".whl",
    ".apk",
    // A mobile app's bundles (`member-app-6.4.1-release.aab`, `.ipa`).
    ".aab",
    ".ipa",
    ".bin",
    ".gz",
    ".7z",
];

/// The names of a DNS record's token that proves a domain's owner.
const SITE_VERIFICATIONS: &[&str] = &[
    "google-site-verification",
    "facebook-domain-verification",
    "apple-domain-verification",
    "atlassian-domain-verification",
    "docusign",
    "stripe-verification",
    "zoom-domain-verification",
];

/// The calls of analytics snippets that load a tag by its public id.
const TAG_LOADERS: &[&str] = &[
    "ttq.load(",
    "fbq('init',",
    "fbq(\"init\",",
    "pintrk('load',",
    "snaptr('init',",
    "twq('config',",
    "rdt('init',",
    "gtag('config',",
    "gtag(\"config\",",
];

/// Whether a run has an id's shape.
type IdShape = fn(&str) -> bool;

/// A media platform's public ids by their names and shapes: Mux's asset
/// id after `Mux asset` (its playback id is public too), YouTube's channel
/// id (`UC` and 22 characters) after `channel`.
const MEDIA_IDS: &[(&str, IdShape)] = &[
    ("mux asset", |run| {
        run.len() >= 32 && run.bytes().all(|b| b.is_ascii_alphanumeric())
    }),
    ("channel", |run| {
        run.len() == 24
            && run.starts_with("UC")
            && run
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
    }),
];

/// Whether the run after `before` is a media platform's id
/// ([`MEDIA_IDS`]): its name and one blank just before it, and no word
/// naming a secret earlier on its line (not `secret channel X`, `token
/// for the channel X`, `channel: X`).
fn media_id(before: &str, run: &str) -> bool {
    let Some(name) = before.strip_suffix(' ') else {
        return false;
    };
    // (The shapes first: most runs after a blank are none of them.)
    if !MEDIA_IDS.iter().any(|(_, shaped)| shaped(run)) {
        return false;
    }
    let line = name.rsplit('\n').next().unwrap_or(name);
    let lower = line.to_ascii_lowercase();
    MEDIA_IDS.iter().any(|(named, shaped)| {
        lower.ends_with(named)
            && lower[..lower.len() - named.len()]
                .chars()
                .next_back()
                .map_or(true, |c| !c.is_alphanumeric())
            && shaped(run)
    }) && line
        .split(|c: char| !c.is_alphanumeric())
        .all(|w| strength(w, false).is_none())
}

/// Words after which a random-looking run is public.
const PUBLIC_WORDS: &[&str] = &[
    "ulid",
    // A Vault token's accessor looks a token up or revokes it; it logs
    // nothing in.
    "accessor",
    "sha",
    "sha1",
    "sha224",
    "sha256",
    "sha384",
    "sha512",
    "md5",
    "blake2b",
    "blake3",
    "h1",
    "digest",
    // AS2's `Received-Content-MIC`: a digest of the message.
    "mic",
    // A PI Web API object's id (`WebId: F1Em...`): the path to a tag or
    // an asset, in base64.
    "webid",
    // IPFS's content ids; a decentralised identifier (`did:plc:...`).
    "cid",
    "plc",
    // XML-DSig's `<ds:DigestValue>` and `<ds:SignatureValue>`.
    "digestvalue",
    "signaturevalue",
    "checksum",
    "checksums",
    "integrity",
    "diff",
    "commit",
    "commits",
    "tree",
    "blob",
    "compare",
    "revision",
    "rev",
    "merge",
    "parent",
    "checkout",
    "revert",
    "store",
    "overlay2",
    "snapshots",
    "blobs",
    "btih",
    "tx",
    "txid",
    "txn",
    "transaction",
    "fingerprint",
    "thumbprint",
    // PKCE's `code_challenge`: a digest of the verifier, sent in the
    // authorization request's URL.
    "challenge",
    // A digital cinema certificate's thumbprint (`dnQualifier`); a
    // broadcast file's SMPTE material id.
    "dnqualifier",
    "umid",
    // HMRC's digest of a tax return (`IRmark: 6O2C...`), printed on its
    // receipt; a submission's reference.
    "irmark",
    "reference",
    // A WireGuard peer is named by its public key; a certificate is public.
    "peer",
    "x509certificate",
    "etag",
    "0x",
    "id",
    "uuid",
    "guid",
    // A form's or an asset's id (KoboToolbox's `asset uid aK4J...`).
    "uid",
    "sitekey",
    "sid",
    "publickey",
    "pubkey",
    "public",
    "address",
    "hash",
    "nonce",
    "sha1sum",
    "sha224sum",
    "sha256sum",
    "sha384sum",
    "sha512sum",
    "md5sum",
    "b2sum",
    // A signature; data encrypted for someone (`"CiphertextBlob": ...`);
    // Tailscale's node key.
    "signature",
    "ciphertext",
    "ciphertextblob",
    "nodekey",
    "mkey",
    "discokey",
    // A model's output: an embedding's vector in base64, a hosted
    // model's prediction's id (`Prediction 1ke6md8f... succeeded`).
    "embedding",
    "embeddings",
    "prediction",
    "predictions",
    // A list's cursor (`cursor=...`, `"nextPageToken": "..."`).
    "cursor",
    "nextcursor",
    "pagetoken",
    "nextpagetoken",
    "continuationtoken",
    "resumptiontoken",
    // `spotify:track:<id>`: a catalogue's ids.
    "track",
    "album",
    "artist",
    "playlist",
    "episode",
    // A legal entity's identifier; a tax office's receipt for a filing
    // (ELSTER's `Transferticket`).
    "lei",
    "ticket",
    "transferticket",
    // An order's, a booking's or a shipment's id (`order: ord_...`).
    "order",
    "invoice",
    "booking",
    "reservation",
    "shipment",
    "tracking",
    "receipt",
    // A CMS's entry (`Contentful entry 49m8AwBPjbD50iDLBa5n50 published`).
    "entry",
    // A file's or a TLS client's fingerprints in threat intelligence
    // (`JARM: ...`, `TLSH: T1...`, `Imphash ...`), a marketplace's page
    // cursor (`"NextToken": "..."`).
    "jarm",
    "tlsh",
    "ssdeep",
    "imphash",
    "vhash",
    "authentihash",
    "telfhash",
    "ja3",
    "ja3s",
    "ja4",
    "ja4s",
    "nexttoken",
    // A JWT header's key id; S3's id of the host that served a request
    // (`RequestId: ..., HostId: ...`).
    "kid",
    "hostid",
    // A building model's element (IFC's 22-character `GlobalId`).
    "globalid",
];

/// Binary encodings of a message (a telemetry frame's, an event's) that
/// a log names beside the bytes it prints.
const MESSAGE_ENCODINGS: &[&str] = &["protobuf", "proto", "cbor", "msgpack", "avro", "mavlink"];

/// Words of a name that make an id under it a sign-in's, whatever the
/// words' strength as a key's name (`SessId`, `CsrfTokenRequestId`).
const SIGN_IN_WORDS: &[&str] = &[
    "secret",
    "session",
    "sess",
    "private",
    "auth",
    "token",
    "key",
    "api",
    "csrf",
    "login",
    "access",
    "refresh",
    "credential",
    "credentials",
];

/// Whether a hexadecimal run's clause names it a hash, in any language
/// (`Hash pubblico del seed: ...`, `hashed server seed ...`, `Публичен
/// хеш на seed-а: ...`, `सीड का सार्वजनिक हैश: ...`), and names no
/// password, token or key whose hash is a credential (`hashed password:`,
/// `NTLM hash for svc account:`).
fn digest_in_clause(before: &str, run: &str) -> bool {
    if run.len() < 32 || !run.bytes().all(|b| b.is_ascii_hexdigit()) {
        return false;
    }
    let tail = &before[super::floor_char_boundary(before, before.len().saturating_sub(120))..];
    let line = tail.rsplit('\n').next().unwrap_or(tail);
    // (The clause: after a sentence's end, `... + 01. Hash pubblico ...`.)
    // (Past the mark whole: `।` and `。` are three bytes.)
    let clause_text = line
        .rfind([';', '。', '।', '!', '?'])
        .or_else(|| line.rfind(". "))
        .map_or(line, |n| {
            &line[n + line[n..].chars().next().map_or(1, char::len_utf8)..]
        });
    let clause = clause_text.to_lowercase();
    // (A word that starts a hash's name where words are spaced, one
    // within a word where they are not: Thai's `แฮชสาธารณะ`.)
    let names_hash = clause
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| HASH_WORD_STARTS.iter().any(|h| w.starts_with(h)))
        || PUBLIC_WORDS_BEYOND_ASCII
            .iter()
            .chain(HASH_WORDS_UNSPACED)
            .any(|h| clause.contains(h));
    // (And says it is public, published or revealed, in any language: a
    // hash's name alone may be a keyed hash's, `hash pepper:`, `Hash-
    // Schlüssel:`. A name's words split as a key's are: `hashKey`; a
    // password's label in any language, `Хэш пароля`.)
    let public = PUBLIC_CLAUSE_WORDS.iter().any(|p| clause.contains(p));
    names_hash
        && public
        && !words(clause_text)
            .iter()
            .any(|w| strength(w, false).is_some() || CREDENTIAL_HASH_WORDS.contains(&w.as_str()))
        && !structure::PASSWORD_LABELS_AS_READ
            .iter()
            .any(|l| clause.contains(l.as_str()))
        && !clause.contains("парол")
}

/// Whether a run and what follows it are a Tor service's address: 56
/// (or 16) of base32's small letters and digits, then `.onion` ending the
/// host (not `....onion.key`).
fn is_onion_address(run: &str, after: &str) -> bool {
    matches!(run.len(), 16 | 56)
        && run
            .bytes()
            .all(|b| b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b))
        && after.strip_prefix(".onion").is_some_and(|rest| {
            let mut next = rest.chars();
            match next.next() {
                None => true,
                Some('.') => !next.next().is_some_and(char::is_alphanumeric),
                Some(c) => !c.is_alphanumeric() && c != '_' && c != '-',
            }
        })
}

/// Words that say a hash is public, in the languages a lottery or a
/// provably fair game publishes its draws in, lowercased and as the
/// detector reads them (without accents and vowel signs).
const PUBLIC_CLAUSE_WORDS: &[&str] = &[
    "public",
    "publish",
    "reveal",
    "pubblic",
    "publik",
    "publiczn",
    "publico",
    "publique",
    "öffentlich",
    "offentlich",
    "offentlig",
    "openbaar",
    "publiek",
    "julkinen",
    "nyilvanos",
    "nyilvános",
    "açık",
    "acık",
    "acik",
    "veřejn",
    "verejn",
    "публич",
    "публіч",
    "открыт",
    "δημόσι",
    "δημοσι",
    "सार्वजनिक",
    "सरवजनक",
    "สาธารณะ",
    "公开",
    "公開",
    "공개",
];

/// How a hash's name starts in the languages [`digest_in_clause`] reads
/// by words (`hash`, `hashed`, Romanian's `hash-ul`, Lithuanian's
/// `maišos`, Latvian's `jaucējvērtība`).
const HASH_WORD_STARTS: &[&str] = &["hash", "maiš", "jaucēj"];

/// A hash's name that [`PUBLIC_WORDS_BEYOND_ASCII`] does not hold, found
/// within the clause (Hindi's `हैश`, Thai's `แฮช`, written without spaces),
/// as the detector reads it: without its vowel signs (`हश`).
const HASH_WORDS_UNSPACED: &[&str] = &["हैश", "हश", "แฮช"];

/// Hashes that log in as their password does (pass-the-hash).
const CREDENTIAL_HASH_WORDS: &[&str] =
    &["ntlm", "nthash", "lmhash", "netntlm", "ntlmv2", "nt", "lm"];

/// [`PUBLIC_WORDS`]' `hash` in the languages whose words are not ASCII
/// letters (`트랜잭션 해시: 0x...`).
const PUBLIC_WORDS_BEYOND_ASCII: &[&str] = &[
    "해시",
    "ハッシュ",
    "ハッシュ値",
    "哈希",
    "哈希值",
    "雜湊",
    "хеш",
    "хэш",
];

/// A checksum in the languages a release note or a console is written in,
/// lowercased as ASCII is (`Kontrollsumma för patchen: ...`, `Prüfsumme:`):
/// a digest its line names.
const LOCALIZED_CHECKSUM_WORDS: &[&str] = &[
    "prüfsumme",
    "kontrollsumma",
    "kontrolsum",
    "sjekksum",
    "tarkistussumma",
    "controlesom",
    "suma kontrolna",
    "somme de contrôle",
    "suma de control",
    "suma de comprobación",
    "checksumme",
    "チェックサム",
    "校验和",
    "체크섬",
    "kontrolna vsota",
    "kontrolni zbroj",
    "kontrolna suma",
    "kontrolní součet",
    "kontrolný súčet",
    "контролна сума",
    "контрольная сумма",
    "контрольна сума",
    "kontrolsumma",
    "kontrolsumo",
    "hash-kontrol",
    "gátsumma",
    "gatsumma",
    "vérifiée par somme",
    "checksum-u",
    "چک‌سام",
    "چکسام",
    "هش",
    "செக்சம்",
];

/// Labels of a public key, lowercased (a capital's small form may be
/// past ASCII: `ffentlicher` is `Öffentlicher`'s and `öffentlicher`'s).
const PUBLIC_KEY_LABELS: &[&str] = &[
    "public key",
    "publickey",
    "pubkey",
    "site key",
    "sitekey",
    "site_key",
    "site-key",
    // A JSON Web Key Set's key: its keys are public, named by their ids
    // (`signature verified with JWKS key <kid>`).
    "jwks key",
    "chiave pubblica",
    "ffentlicher schlüssel",
    "clé publique",
    "clave pública",
    "chave pública",
    "publieke sleutel",
    "offentlig nøkkel",
    "offentlig nyckel",
    "publik nyckel",
    "publika nyckel",
    "offentlig nøgle",
    "klucz publiczny",
    "julkinen avain",
    "公開鍵",
    "公钥",
    "공개 키",
    "공개키",
];

/// Words after which a hexadecimal run is a commit (`Checking out <sha>`,
/// `HEAD is now at <sha>`) or a digest (`Checksum (SHA-1): <sha>`).
const PUBLIC_BEFORE_HEX: &[&str] = &[
    "out",
    "at",
    "head",
    "detached",
    "sha-1",
    "sha-256",
    "sha-512",
    "md-5",
    "from",
    "container",
    // `Cert: FC11E954...`: a certificate named by its thumbprint.
    "cert",
];

/// A certificate's thumbprint or a key's fingerprint in the languages a
/// console shows it in, before a hexadecimal run (`証明書の拇印：...`).
const THUMBPRINT_LABELS: &[&str] = &["拇印", "指纹", "指紋", "지문", "fingerabdruck", "empreinte"];

/// Words of a list of indicators of compromise or a malware scanner's
/// report, before the file hashes they list.
const INDICATOR_WORDS: &[&str] = &[
    "ioc",
    "iocs",
    "indicators",
    "virustotal",
    "malicious",
    "malware",
];

/// Names of a key's algorithm before `key` and a fingerprint.
const KEY_ALGORITHMS: &[&str] = &["rsa", "dsa", "ecdsa", "eddsa", "ed25519", "cv25519"];

/// Headers whose values are public ids (`x-amz-id-2: ...`).
const PUBLIC_HEADERS: &[&str] = &[
    // A mail's relay and source stamps (Gmail's `X-Google-Smtp-Source`).
    "x-google-smtp-source",
    "x-gm-message-state",
    "x-received",
    "x-amz-id-2",
    "x-amz-request-id",
    "x-amz-cf-id",
    "x-request-id",
    "request-id",
    "x-correlation-id",
    "traceparent",
    "x-trace-id",
    "x-b3-traceid",
    "idempotency-key",
    "etag",
    "if-none-match",
    "message-id",
    "in-reply-to",
    "references",
];

/// Whether a run is an API object's id: a prefix that names an object
/// kind (`cus_...`, `pi_...`, `chatcmpl-...`, `msg_...`), which providers
/// show in dashboards and logs; their secrets have prefixes of their own.
fn is_object_id(run: &str) -> bool {
    run.split(['_', '-'])
        .next()
        .is_some_and(|prefix| OBJECT_ID_PREFIXES.contains(&prefix) && prefix.len() < run.len())
}

/// Prefixes of public object ids (Stripe, OpenAI, Anthropic).
const OBJECT_ID_PREFIXES: &[&str] = &[
    "cus", "pi", "ch", "in", "sub", "re", "txn", "prod", "price", "evt", "seti", "pm", "acct",
    "cs", "po", "tr", "py", "card", "src", "si", "il", "ii", "chatcmpl", "cmpl", "org", "proj",
    "msg", "asst", "thread", "run", "file", "batch", "ftjob", "vs", "step", "resp", "req", "toolu",
    "msgbatch", "call", "conv", "item", "pk", "phc", "dpl", "prj", "we",
    // Checkout.com's payments and actions.
    "pay", "act",
];

/// Spans whose tokens are public for the generic rule: URLs (ids in paths
/// and parameters; a URL's credentials are its userinfo and named query
/// values, which other rules read) and [`public_material`].
fn public_spans(text: &str) -> Vec<(usize, usize)> {
    let mut out = structure::url_spans(text);
    out.extend(public_material(text));
    out
}

/// Spans that hold no secret for any rule: `data:` payloads, public keys
/// and certificates, checksum lines.
pub(super) fn public_material(text: &str) -> Vec<(usize, usize)> {
    PUBLIC
        .find_iter(text)
        .map(|m| (m.start(), m.end()))
        .collect()
}

/// The lines of `text` that announce a discount and name its code (`Usa
/// el código BLACKFRIDAY y ahorra un 30%`, `クーポンコード SALDI20 で30%オフ`):
/// a code on them is a promotion's, printed for everyone.
pub(super) fn promotion_lines(text: &str) -> Vec<(usize, usize)> {
    if !text.contains('%') && !PROMOTION.is_match(text) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut at = 0;
    for line in text.split('\n') {
        let percent = line.contains('%') && PERCENT.is_match(line);
        // (Its code named too: a seed or a key beside a percentage on a
        // line with no code's name is no promotion's.)
        if (percent || PROMOTION.is_match(line)) && PROMOTION_CODE.is_match(line) {
            out.push((at, at + line.len()));
        }
        at += line.len() + 1;
    }
    out
}

/// Whether a finding is shaped as a promotion's code: capitals and
/// digits, no small letters, at most 20.
pub(super) fn is_coupon_shaped(s: &str) -> bool {
    (4..=20).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        && s.bytes().filter(u8::is_ascii_uppercase).count() >= 3
}

static PERCENT: Lazy<Regex> =
    Lazy::new(|| super::pattern(r"\d{1,2}\s?%|%\s?\d{1,2}").expect("a valid pattern"));

/// A promotion's code named, in the languages a shop writes.
static PROMOTION_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"(?i)code|código|codice|kod|kupon|coupon|voucher|gutschein|promo|クーポン|コード|优惠码|쿠폰|купон|промокод")
        .expect("a valid pattern")
});

/// A discount's words in the languages a shop writes.
static PROMOTION: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?-u:\b)(?:discount|sconto|descuento|desconto|rabatt|réduction|remise|korting|indirim|zniżk|rabat|скидк)",
        r"|オフ|割引|折扣|할인",
        // An amount off (`500円OFF`, `€5 off`).
        r"|\d\s*(?:円|元|€|£|¥|원|\$)\s*off(?-u:\b)|(?:€|£|\$)\s*\d+\s+off(?-u:\b)",
    ))
    .expect("a valid pattern")
});

static PUBLIC: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"data:[a-z]+/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+",
        // (With its comment, the key's owner: `eng@EWS-TIA-07`.)
        r"|(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+AAAA[A-Za-z0-9+/=]+(?:[ \t]+[^\s]+)?",
        // (A block cut short ends where the next begins: a private key
        // after a certificate shown in part is no part of it.)
        r"|(?s:-----BEGIN (?:CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|EC PUBLIC KEY|PGP PUBLIC KEY BLOCK|SSH2 PUBLIC KEY|CERTIFICATE REQUEST|NEW CERTIFICATE REQUEST|X509 CRL)-----.*?(?:-----END [A-Z0-9 ]+-----|-----BEGIN|\z))",
        // A checksum line: the digest, blanks on its line, the file's name
        // (never the next line's word: a key above `Reply` is a key).
        r"|(?m:^[0-9a-fA-F]{32,128}[ \t]+\*?[A-Za-z0-9_./-]+$)",
        // (Or after a chat message's prefix with its time, `[01:21] Eleni:`
        // or `Somchai (02:54) in #apps-tv:`, as the tool prints it, two
        // blanks or ` *` between, and another such line under it: a
        // list's first. A label is no chat's prefix: `api key: <hex>
        // key.txt` is read.)
        r"|(?m:^(?:\[(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?\][ \t]*[^\n:]{1,40}|[^\n:(]{1,40}\((?:[01]?\d|2[0-3]):[0-5]\d\)[^\n:]{0,40}):[ \t]+[0-9a-fA-F]{32,128}(?:[ ]{2}|[ ]\*)[A-Za-z0-9_./-]+\.[A-Za-z0-9]{1,8}\n[0-9a-fA-F]{32,128}(?:[ ]{2}|[ ]\*)[A-Za-z0-9_./-]+$)",
        // A booking's confirmation number in Japanese (`予約確認番号
        // HW0XSDUM`), which the code labels' `確認番号` would read.
        r"|予約(?:確認)?番号[ \t:：]*[A-Z0-9-]{4,16}",
        // A coupon's code in Japanese (`クーポンコード RAMEN100`); keys made
        // to be published in a web page (Xendit's `xnd_public_...`,
        // Midtrans's `Mid-client-...`, Adyen's client key: `live_` or
        // `test_` and 32 capitals and digits; Mollie's secret `live_` keys
        // have small letters).
        r"|クーポン(?:コード)?[ \t:：]*[A-Za-z0-9-]{4,16}",
        r"|xnd_public_[a-z]+_[A-Za-z0-9]+|Mid-client-[A-Za-z0-9_-]+",
        r"|(?-u:\b)(?:live|test)_[A-Z0-9]{32}(?-u:\b)",
        // A download's digest beside its file's name, also where lines are
        // joined (`shasum -a 256 x.tar.gz 1409f0...  x.tar.gz`).
        r"|(?-u:\b)[0-9a-fA-F]{32,128}\s+\*?[A-Za-z0-9_./-]+\.(?:tar\.gz|tgz|tar\.xz|tar\.bz2|tar\.zst|zip|iso|dmg|pkg|exe|msi|deb|rpm|apk|whl|jar|img|AppImage)(?-u:\b)",
        r"|(?i:(?-u:\b)(?:sha-?\d*|md5|blake2b?)\s*\([^)\n]*\)\s*=\s*[0-9a-fA-F]+)",
        // A domain's DKIM key in its DNS record, and an RSA public key's
        // DER in base64 (its header says public: a private key's says
        // `...AASC`).
        r"|v=DKIM1;[^\n]{0,40}?p=[A-Za-z0-9+/=]+",
        // A label printer's graphic (ZPL's `^GFA,...,:Z64:<data>:<crc>`).
        r"|\^GF[ABC],[\d,]*:[ZB]64:[A-Za-z0-9+/=]+(?::[0-9a-fA-F]{4})?(?:\^FS)?",
        r"|(?-u:\b)MII[A-Za-z0-9+/]{2,6}ANBgkqhkiG9w0BAQEFAAOC[A-Za-z0-9+/=]+",
        r"|(?-u:\b)MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[A-Za-z0-9+/=]+",
        // (In bech32's alphabet, which has no `1`, `b`, `i` or `o`: a hex
        // run that starts `bc1` is no address.)
        r"|(?-u:\b)(?:age1|bc1|npub1|tb1)[02-9ac-hj-np-z]{20,}(?-u:\b)",
        // A bank statement's SWIFT MT940/MT942 fields (`:61:` entries,
        // `:86:` remittance details): accounts, amounts and references
        // the bank prints for its customer.
        r"|(?m:^:(?:20|21|25|28C|34F|60F|60M|61|62F|62M|64|65|86|90C|90D):[^\n]*)",
        // A hashed host in `known_hosts` (`|1|salt=|hash=`).
        r"|\|1\|[A-Za-z0-9+/]+=*\|[A-Za-z0-9+/]+=*",
        // Extended public keys; data encrypted for someone (age, PGP,
        // Ansible Vault), readable by no one else.
        r"|(?-u:\b)[xyzt]pub[1-9A-HJ-NP-Za-km-z]{100,}",
        r"|(?s:-----BEGIN (?:AGE ENCRYPTED FILE|PGP MESSAGE|PGP SIGNATURE)-----.*?(?:-----END [A-Z ]+-----|\z))",
        r"|(?s:age-encryption\.org/v1\s.*?(?:\s--- [A-Za-z0-9+/=_-]+|\z))",
        r"|\$ANSIBLE_VAULT;[0-9.]+;AES256(?:;\S+)?(?:\s+[0-9a-f]+)+",
        r"|ENC\[[A-Z0-9_]+,data:[^\]\n]*\]",
        // (An editor's line numbers may stand before each key.)
        r"|encryptedData:(?:\s+(?:\d+\s+)?[\w.-]+:[ \t]*Ag[A-Za-z0-9+/=]{100,})+",
        // A certificate in base64 (a kubeconfig's `certificate-authority-data`).
        r"|LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t[A-Za-z0-9+/=]*",
        // A mail's DKIM and ARC signatures, up to their `b=` value.
        r"|(?:DKIM-Signature|ARC-Seal|ARC-Message-Signature):(?:[^\n]|\n[ \t]){0,2000}?[\s;]\s*b=[A-Za-z0-9+/=]+(?:\s+[A-Za-z0-9+/=]{16,})*",
        r"|(?-u:\b)Qm[1-9A-HJ-NP-Za-km-z]{44}(?-u:\b)",
        // An EU digital COVID certificate's identifier, printed on it.
        r"|(?i:URN:UVCI:)[0-9]{2}:[A-Z]{2}:[A-Z0-9/]+(?:#[A-Z0-9])?",
        // A mail's part in base64 (an attachment's content), its lines
        // after its header, also as a JSON string writes them (`\n`).
        r"|(?i:Content-Transfer-Encoding:[ \t]*base64)(?:[ \t]*(?:\r?\n|\\r?\\n)\\?)*[ \t]*[A-Za-z0-9+/]{8,}={0,2}(?:(?:\r?\n|\\r?\\n)[A-Za-z0-9+/]{4,}={0,2})*",
        // A ship's AIS message (`!AIVDM,1,1,,B,<payload>,0*5C`): its
        // position and name in six-bit armour, broadcast for every ship
        // and receiver around.
        r"|[!$][A-Z]{2}VD[MO],\d,\d,\d?,[A-Z0-9]?,[0-9:;<=>?@A-W`a-w]+,[0-5]\*[0-9A-Fa-f]{2}",
        // A card receipt's approval code, under the card's masked number
        // (`************4800` / `AUTH CODE: NW9DFL`): the bank's answer,
        // printed for the cardholder, and the terminal's ids after it.
        r"|(?i:(?:\*{4,}|x{4,}|•{4,})[ \t]?\d{4}[^\n]*(?:\n[^\n]*){0,3}?\n[ \t]*(?:auth(?:ori[sz]ation)?|appr(?:oval)?)\.?[ \t]*(?:code|no\.?|#)[ \t]*[:#]?[ \t]*[A-Z0-9]{6}(?-u:\b)[^\n]*(?:\n[ \t]*(?:tid|mid|rrn|stan|aid|batch|trace|ref)(?-u:\b)[^\n]*)?)",
        // A checksum file's lines (`sha256sum`'s, a BagIt manifest's): a
        // digest, blanks, a file's path (also in a JSON string's lines).
        r"|(?:(?m:^)|\\n)[0-9a-f]{32,128}(?:  | \*)[^\s\\]+(?-u:\b)",
        // OAI-PMH's harvest cursor (`<resumptionToken ...>...<`).
        r"|<resumptionToken[^>\n]{0,200}>[^<\n]{0,400}",
        // An iCalendar event's or a vCard's `UID:` (`...@airbnb.com`).
        r"|(?m:^UID:[^\s]+)",
        // An `/etc/passwd` entry: its password is in the shadow file.
        r"|(?-u:\b)[a-z_][a-z0-9_.-]*:[x*!]:\d+:\d+:[^:\n]*:/[^:\s]*:/[^\s]*",
    ))
    .expect("a valid pattern")
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_word_list_is_whole_and_keyed_by_four_letters() {
        assert_eq!(BIP39.len(), 2048);
        // Sorted and unique in their first four letters: the lookup's
        // search of numbers relies on it.
        assert!(BIP39_KEYS.windows(2).all(|w| w[0] < w[1]));
        assert!(is_bip39("abandon") && is_bip39("zoo") && is_bip39("act"));
        assert!(!is_bip39("aban") && !is_bip39("abandons") && !is_bip39("the"));
    }

    #[test]
    fn recovery_phrases_are_found_and_prose_and_tables_are_not() {
        let find = |text: &str| {
            let mut out = Vec::new();
            seed_phrases(text, &mut |s, e| out.push(text[s..e].to_owned()));
            out
        };
        let phrase = "dice dice need glare family finger glory belt decline ketchup caught bread";
        assert_eq!(find(&format!("wallet\n{phrase}\ncreated")), [phrase]);
        assert_eq!(find(&format!("fromPhrase(\"{phrase}\")")), [phrase]);
        let numbered = "1. abandon 2. ability 3. able 4. about 5. above 6. absent 7. absorb 8. abstract 9. absurd 10. abuse 11. access 12. accident";
        assert_eq!(find(numbered).len(), 1);
        // Controls: eleven words, the same word twelve times, prose.
        let eleven = phrase.rsplit_once(' ').unwrap().0;
        assert!(find(&format!("wallet\n{eleven}")).is_empty());
        assert!(find(&["false"; 12].join(", ")).is_empty());
        assert!(
            find("i can tell you about the best coffee shop in town and the walk there").is_empty()
        );
    }

    /// The runs a byte-by-byte scan finds.
    fn naive(bytes: &[u8]) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let len = bytes[i..]
                .iter()
                .take_while(|&&b| RUN_BYTE[usize::from(b)])
                .count();
            if len >= MIN_GENERIC_LEN {
                out.push((i, i + len));
            }
            i += len + 1;
        }
        out
    }

    /// The strided scan finds exactly the runs the naive one does, for run
    /// and gap lengths around the threshold in every combination and
    /// offset.
    #[test]
    fn strided_scan_finds_every_long_run() {
        let lens = [0, 1, 2, 18, 19, 20, 21, 22, 39, 40, 41, 60];
        let mut found = 0;
        for &lead in &lens {
            for &a in &lens {
                for &gap in &[1, 2, 19, 20, 21] {
                    for &b in &lens {
                        let mut s = " ".repeat(lead);
                        s.push_str(&"a".repeat(a));
                        s.push_str(&".".repeat(gap));
                        s.push_str(&"B".repeat(b));
                        if b % 2 == 0 {
                            s.push(' ');
                        }
                        let mut got = Vec::new();
                        long_runs(s.as_bytes(), |start, end| got.push((start, end)));
                        assert_eq!(got, naive(s.as_bytes()), "{s:?}");
                        found += got.len();
                    }
                }
            }
        }
        // Control: the cases hold runs to find.
        assert!(found > 1000, "{found}");
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
            "WindowsTerminal_8wekyb3d8bbwe",
        ] {
            assert!(!is_secret_token(name), "{name}");
        }
        let commit = "6a44026ab2287db58fe532025f7420524f1712d7";
        assert!(labelled_public("see commit ", commit));
        assert!(labelled_public("uses: actions/checkout@", commit));
        assert!(labelled_public("sha256:", commit));
        assert!(!labelled_public("token: ", commit), "a hex token elsewhere");
        // Forty lowercase digits alone are a commit; after a secret's name
        // they are the secret.
        assert!(labelled_public("git hash-object README.md\n", commit));
        assert!(!labelled_public("api key ", commit));
        assert!(!labelled_public("Session ", commit));
        assert!(!labelled_public("see ", &commit.to_uppercase()));
        let digest = commit.repeat(2);
        assert!(labelled_public("see commit ", &digest[..64]));
        assert!(!labelled_public("recommit ", &digest[..64]), "a whole word");
        assert!(is_object_id("chatcmpl-m2VZF2242bBgoenjhVpIhscDv67E7"));
        assert!(!is_object_id("chatcmpl"), "the prefix alone");
        assert!(!is_object_id("sess_m2VZF2242bBgoenjhVpIhsc"));
        assert!(is_secret_token(&"0123456789abcdef".repeat(3)), "40+ hex");
    }
}
