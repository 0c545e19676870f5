//! Assignments whose key names a secret, in every common syntax: env and
//! shell (`DB_PASSWORD=x`, `set "K=v w"`), YAML and INI (`password: p w`),
//! JSON (`"api_key": "..."`), PHP (`'pwd' => '...'`, `$cfg['db_pass'] =`),
//! Go (`token := "..."`), XML attributes (`password="..."`), connection
//! strings (`Password=p;w;Database=x`), URL query strings, and prose
//! (`the password is "..."`). The whole value is removed however it is
//! quoted. A value that is code (a call, a variable, `process.env.X`) is a
//! reference to a secret kept elsewhere, not a secret, unless it wraps a
//! literal (`[]byte("...")`) or falls back to one (`|| "default"`).

use once_cell::sync::Lazy;
use regex::{Match, Regex};

use super::code::{call_args, literal_at};
use super::floor_char_boundary;
use super::structure::{
    expand, is_name, is_reference_or_marker, ASKED_CODE_WORDS, CODE_HEADER_WORDS, CODE_WORDS,
    CODE_WORDS_PAST_ASCII, COMBINATION_LOCK_WORDS, COPULAS, DEFAULT_GETTERS, DIGIT_WORDS,
    DOOR_WORDS, KEYPAD_WORDS, KEY_SAFE_WORDS, LITERAL_WRAPPERS, LOCALIZED_CODE_LABELS,
    LOCALIZED_KEY_LABELS, LOCALIZED_PASSWORD_LABELS, LOCK_WORDS, LOGIN_WORDS, NAMING_ATTRIBUTES,
    PAIR_WORDS, PASSPHRASE_NAMES, PLACEHOLDER_WORDS, PLACE_PREPOSITIONS, PROPERTY_WORDS,
    RECOVERY_CODE_LABELS, SECRET_STORE_WRITES, SHORT_PASSWORD_LABELS, THEN_WORDS, THING_WORDS,
    WIFI_KEY_WORDS,
};
use super::words::{
    is_count, is_signature_header, key_as_adjective, last_word, looks_random, strength,
    strength_in_context, strewn_capitals, words, Strength,
};

/// `key sep value`: the key bare, quoted, or indexed (`$cfg['db_pass']`);
/// `=`, `:`, `:=`, `=>`, or `is` in prose; the value quoted (with a
/// `b`/`r`/`u`/`f` prefix), backquoted, or bare.
static ASSIGNMENT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // A key starts a word: never inside a longer run (`...Mflg==`).
        // A diff's `+` or `-` starts a line's key (`+API_KEY = "..."`).
        // (And a comment's slashes: `//$client_secret = '...'`; a diff's
        // `+` after a label, `diff: +API_KEY=...`.)
        // (And an escaped blank of a JSON string: `812,\t"access_token"`.)
        r#"(?:^|(?P<pre>[?&;])|[^A-Za-z0-9_.$@/+-]|(?m:^)[+-]|[ \t]\+|(?:(?m:^)|[ \t])//+[ \t]*|\\[nrt])"#,
        r#"(?P<key>"[^"\n]{1,80}"|'[^'\n]{1,80}'|`[^`\n]{1,80}`"#,
        // (A member may follow an index: OpenWrt's `mobile.@sim[0].pincode`.)
        r#"|[A-Za-z_$@][A-Za-z0-9_.$@:-]{0,79}(?:\[(?:'[^'\n]{0,40}'|"[^"\n]{0,40}"|[A-Za-z0-9_$]{0,40})\](?:\.[A-Za-z_$@][A-Za-z0-9_$@-]{0,40})?){0,4})"#,
        // A declaration's type between them, `=` spaced as code spaces it
        // (`const KEY: &str = "..."`, `val token: String = ...`);
        // `password: c2VjcmV0==` is a value. (On one line: `Note:` then
        // `KEY = '...'` below it is a label and an assignment.)
        // (Visual Basic's `Const Password As String = "..."`, ABAP's
        // `gc_password TYPE string VALUE '...'`.)
        // (Structured Text's and Pascal's `:=` after a sized type:
        // `sMaintPassword : STRING(32) := '...'`; Bicep's type after a
        // parameter's name, `param lumigo_tracer_token string = '...'`.)
        r#"(?:(?:[ \t]*:[ \t]*&?(?:'static\s+)?[A-Za-z_][A-Za-z0-9_.]{0,40}(?:<[^<>=\n]{0,40}>|\(\d{1,5}\))?(?:\[\])?\??|[ \t]+(?i:as|type)[ \t]+[A-Za-z_][A-Za-z0-9_.]{0,40}|(?-u:\b)[ \t]+(?:string|secureString|object))[ \t]+(?P<typed>:?=|(?i:value))[ \t]"#,
        // (`is now`: a value just changed, quoted or not.)
        // (A speaker's filler and its pause after `is`: `the webhook
        // signing secret is, um, ae28...`; not `is so easy`.)
        // (A comparison with a literal, `password == 'logmein'`, tells the
        // value too.)
        // (Spaced: `DB_PASSWORD==x` assigns `=x`.)
        // (A default assigned, `ENV["X_PASS"] ||= "..."`, `x ??= "..."`,
        // make's `X_SECRET ?= ...`.)
        // (A quoted key may close an index: Lua's and C#'s `["password"] =
        // "..."`.)
        // (C++'s braced initializer, `std::string kScadaPassword{"..."}`.)
        // (R's `<-`, spaced: `vimeoToken <- "..."`.)
        r#"|\]?\s*?(?P<sep>=>|::=|:=|\|\|=|\?\?=|\?=|(?P<compare>[ \t]===?|[ \t]?!==?)|=|:|(?P<braced>\{)|[ \t]<<?-[ \t]|\s(?:is|was)(?:\s+now)?(?:{pause})?\s))\s*"#,
        r#"(?P<value>[|>][-+]?[1-9]?[ \t]*\n|[bBrRuUfF]{0,2}"(?:[^"\\\n]|\\.)*"|[bBrRuUfF]{0,2}'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'`<>,][^\s"'`<>;,]*)"#,
    )))
    .expect("a valid pattern")
});

/// A test run's counts beside its passes (`PASS=120 WARN=1 ERROR=0
/// SKIP=0 TOTAL=125`, dbt's and pytest's summaries).
const TALLY_WORDS: &[&str] = &[
    "fail", "failed", "error", "errors", "skip", "skipped", "warn", "total",
];

/// Whether a matched value is a quoted literal (with a `b`/`r`/`u`/`f`
/// prefix), not an expression.
fn is_quoted_literal(value: &str) -> bool {
    value
        .trim_start_matches(['b', 'B', 'r', 'R', 'u', 'U', 'f', 'F'])
        .starts_with(['"', '\'', '`'])
}

/// A following `key=` or `key:` in a bare value (`p@ss;w0rd;Database=x`):
/// the value ends before its separator.
static NEXT_KEY: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"[;,&][A-Za-z_][A-Za-z0-9_. -]{0,40}[=:]").expect("a valid pattern")
});

/// An object that wraps a secret's value: `{"value": ...}`.
static WRAPPED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"^\{\s*["']?(?:value|secret|password)["']?\s*:\s*"#).expect("a valid pattern")
});

/// Attributes of a `Set-Cookie` header.
const COOKIE_ATTRIBUTES: &[&str] = &[
    "path",
    "domain",
    "expires",
    "max-age",
    "samesite",
    "secure",
    "httponly",
    "priority",
    "partitioned",
];

/// Prefixes of analytics cookies (Google Analytics and Ads, Meta,
/// Hotjar, Segment, Mixpanel, Clarity): ids, not credentials.
const ANALYTICS_COOKIES: &[&str] = &[
    "_ga", "_gid", "_gat", "_gcl", "_fbp", "_fbc", "_hj", "ajs_", "mp_", "_clck", "_clsk", "__utm",
    "_uetsid", "_uetvid",
];

/// Words of a key that say its value is not the one a browser is given,
/// whatever its shape (`SERVER_KEY`, `CLIENT_SECRET`, `DB_PASSWORD`).
const NOT_A_BROWSERS_KEY: &[&str] = &["secret", "private", "server", "password", "pass"];

/// A log line's levels, before its module's name (`INFO  auth: ...`).
const LOG_LEVELS: &[&str] = &[
    "TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "WARNING", "ERROR", "FATAL", "CRITICAL",
];

/// The capitals a document's number starts with on an order, an invoice,
/// a delivery or a ticket (`ORD-865284`, `INV-306006`, `PO-554221`).
const DOCUMENT_PREFIXES: &[&str] = &[
    "ORD", "INV", "PO", "SO", "DN", "CN", "RMA", "REF", "TKT", "INC", "REQ", "CHG", "QT", "BOL",
    "AWB",
];

/// Words that start a statement, not a value (`key: raise Error`).
const CODE_KEYWORDS: &[&str] = &[
    "raise", "return", "throw", "await", "yield", "lambda", "if", "else", "elif", "for", "while",
    "continue", "break", "import", "from", "def", "fn", "function", "new",
];

/// Types a parameter or field is annotated with (`token: str`,
/// `password: Option<String>`).
const TYPE_NAMES: &[&str] = &[
    "str",
    "&str",
    "&'static",
    "string",
    "String",
    "bytes",
    "int",
    "i64",
    "u64",
    "bool",
    "boolean",
    "number",
    "any",
    "object",
    "Optional",
    "Option",
    "SecretStr",
    "SecretString",
    "Secret",
    // Kotlin's and Java's arrays a password is kept in to be wiped, .NET's
    // protected string.
    "CharArray",
    "ByteArray",
    "char[]",
    "byte[]",
    "SecureString",
];

/// A name given before a `value` on the same line.
static NAMED: Lazy<Regex> = Lazy::new(|| {
    // An accessibility element's quoted description (`AXTextField
    // description="API key" value="..."`) may have spaces. (A record's
    // type names its value too: `{"type":"openweather_key","value":...}`.)
    // So may a text field's label (`AXTextField 'Password' value='...'`).
    super::pattern(concat!(
        r#"(?-u:\b)(?:(?:name|key|Name|Key|variable|field|Field|label|Label|description|title|placeholder|textbox|edit|target|Target|selector|element|type|Type)\]?["']?\s*[:=]?\s*"#,
        r#"(?:"(?P<quoted>[^"\n]{1,80})"|'(?P<squoted>[^'\n]{1,80})'|["']?(?P<name>[A-Za-z0-9_.-]{1,80}))"#,
        r#"|(?:(?:AX|AXSecure)?Text(?:Field|Area)|Edit|(?i:text\s?field|password\s?field|searchbox|combobox|spinbutton|checkbox|button))\]?[ \t]+(?:"(?P<field>[^"\n]{1,80})"|'(?P<sfield>[^'\n]{1,80})'))"#,
    ))
        .expect("a valid pattern")
});

/// A variable set with spaces, not `=`: `setenv K v` (csh), `ENV K v`
/// (Dockerfile), `set -x K v` (fish), `#define K "v"` (C), SAS's `options
/// set=K "v"`, a command's
/// `config set K v` (`npm`, `yarn`, a vendor's CLI); a key then a
/// quoted value (`storePassword "v"`); a Java field's injected value; a
/// step told in words (`set DD_API_KEY to v`, `DD_API_KEY set to v`); a
/// configuration file's `name_of_words v` line (`remote_password v`);
/// Erlang's `-define(K, "v")`; a Lisp's `(def k "v")`.
static SPACED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?:^|[\s;&|])(?:(?:setenv|ENV|set\s+-[A-Za-z]+|#define|[A-Za-z][A-Za-z0-9_.-]*\s+config\s+set)\s+|(?i:options(?:\s+[A-Za-z_]+)*?\s+set)\s*=\s*)(?:\S*:)?(?P<key>[A-Za-z_][A-Za-z0-9_-]*)\s+(?P<value>"[^"\n]*"|'[^'\n]*'|\S+)"#,
        // `storePassword "..."` (Gradle, Groovy, nginx): a key, then a quoted value.
        r#"|(?:^|[\s;{(])(?P<key2>[A-Za-z_][A-Za-z0-9_.]*)[ \t]+(?P<value2>"[^"\n]*"|'[^'\n]*')"#,
        // A Lisp's definition, its name holding dashes (`(def
        // docusign-client-secret "...")`).
        r#"|\((?:def|defconst|defvar|defparameter|setq|define)\s+(?P<key8>[A-Za-z_*][A-Za-z0-9_*-]*)\s+(?P<value8>"[^"\n]*")"#,
        // `@Value("...") private String dbPassword;` (Java, Kotlin).
        r#"|@Value\((?P<value3>"[^"\n]*")\)\s+(?:(?:private|public|protected|static|final|lateinit|val|var)\s+)*(?:[A-Za-z_][A-Za-z0-9_<>]*\s+)?(?P<key3>[A-Za-z_][A-Za-z0-9_]*)"#,
        // A ticket's or a plan's step in words: `set DD_API_KEY to ...`.
        r#"|(?:^|[\s…])(?i:set)\s+(?P<key4>[A-Z][A-Z0-9_]{2,63})\s+to\s+(?P<value4>"[^"\n]*"|'[^'\n]*'|[^\s,;]+)"#,
        // Or the variable first: `GOTIFY_APP_TOKEN set to ...`.
        r#"|(?:^|[\s…])(?P<key5>[A-Z][A-Z0-9_]{2,63})\s+(?i:(?:was|is|has\s+been)\s+)?(?i:set|changed|reset)\s+to\s+(?P<value5>"[^"\n]*"|'[^'\n]*'|[^\s,;]+)"#,
        // A configuration file's line, a name of words joined by `_` and
        // its value alone after a space (mosquitto's `remote_password
        // ...`, `bridge_password ...`).
        // (In either case, and after a file's name as `grep` prints it:
        // `bridge.conf:remote_password ...`; the value whole at any
        // length.)
        r#"|(?m:^)[ \t]*(?:[^\s:]{1,200}:)?(?P<key6>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)[ \t]+(?P<value6>[^\s"'#=:]\S{5,})(?:[ \t]+[#;][^\n]*)?[ \t]*(?m:$)"#,
        // Erlang's macro: `-define(DB_PASSWORD, <<"...">>).`
        r#"|-define\(\s*(?P<key7>[A-Za-z_][A-Za-z0-9_]*)\s*,\s*(?P<value7>"[^"\n]*"|<<"[^"\n]*">>)"#,
    ))
    .expect("a valid pattern")
});

/// A fallback after a reference: `|| "x"`, `?? "x"`, `or "x"`, `?: "x"`.
static DEFAULT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"^\s*(?:\|\||\?\?|(?-u:\b)or(?-u:\b)|\?:)\s*").expect("a valid pattern")
});

/// Where a value's secret lies, once the value's syntax is read.
enum Value {
    /// This byte range.
    Secret(usize, usize),
    /// Nothing here is a secret (a reference, a call, a marker).
    None,
}

/// How far before a key its context is read, in bytes.
const CONTEXT: usize = 256;

/// The next whitespace and the next line end after a position, remembered
/// between the assignments of one text: values are read left to right,
/// so each is found once however many short values share a long line.
#[derive(Default)]
struct Ahead {
    /// (searched from, found at) for whitespace and for `\n`.
    space: Option<(usize, usize)>,
    newline: Option<(usize, usize)>,
}

impl Ahead {
    fn find(
        memo: &mut Option<(usize, usize)>,
        text: &str,
        from: usize,
        hit: impl Fn(char) -> bool,
    ) -> usize {
        if let Some((searched, at)) = *memo {
            if searched <= from && from <= at {
                return at;
            }
        }
        let at = text[from..].find(hit).map_or(text.len(), |n| from + n);
        *memo = Some((from, at));
        at
    }
    /// The first whitespace at or after `from`, or the text's end.
    fn space(&mut self, text: &str, from: usize) -> usize {
        Self::find(&mut self.space, text, from, char::is_whitespace)
    }
    /// The first `\n` at or after `from`, or the text's end.
    fn newline(&mut self, text: &str, from: usize) -> usize {
        Self::find(&mut self.newline, text, from, |c| c == '\n')
    }
}

/// Whether a name is written in snake case, in small letters or in
/// capitals (`db_password`, `TFE_TOKEN`): letters of one case, digits
/// and `_`.
pub(super) fn is_snake_case(name: &str, upper: bool) -> bool {
    name.bytes().all(|b| {
        b.is_ascii_digit()
            || b == b'_'
            || if upper {
                b.is_ascii_uppercase()
            } else {
                b.is_ascii_lowercase()
            }
    })
}

/// Assignments whose key names a secret: the value, without its quotes.
pub(super) fn assignments(text: &str, found: &mut impl FnMut(usize, usize)) {
    let mut at = 0;
    let mut ahead = Ahead::default();
    while let Some(c) = ASSIGNMENT.captures_at(text, at) {
        let sep = c.name("sep").or_else(|| c.name("typed"));
        let (Some(key), Some(sep), Some(value)) = (c.name("key"), sep, c.name("value")) else {
            break;
        };
        // A comparison's other side is a literal only when quoted
        // (`if token == expected` compares two variables); so is what a
        // brace initializes (not a block's or a rule's `password {`).
        if (c.name("compare").is_some() || c.name("braced").is_some())
            && !is_quoted_literal(value.as_str())
        {
            // (A brace may open the next key, `${DB_PASSWORD:-...}`: read on
            // from it.)
            at = if c.name("braced").is_some() {
                sep.start()
            } else {
                sep.end()
            };
            continue;
        }
        // A declaration is code: its literal is quoted, and a bare value
        // is an expression (`pseudo_AF_KEY`, `0x0002`, `u16::MAX`).
        // (Its type is no key either: read on after its `=`.)
        if c.name("typed").is_some() {
            // `note: password = X`, `cloud: cfg.api_key = "..."`: a word of
            // a line's label, then a key in snake case (or an environment
            // variable's capitals) that names a secret, is no declaration's
            // type (types are `str`, `String`, `SecretString`; a
            // declaration names a variable, `const KEY_MAX: key_attrs =
            // ...`): read on from it, whatever the value.
            let ty = text[key.end()..sep.start()].trim_matches([':', '&', ' ', '\t']);
            let before =
                &text[floor_char_boundary(text, key.start().saturating_sub(16))..key.start()];
            let declared = before.split_whitespace().last().is_some_and(|w| {
                matches!(
                    w,
                    "const" | "let" | "var" | "val" | "static" | "mut" | "pub" | "final"
                )
            });
            let snake = |upper: bool| ty.split('.').all(|part| is_snake_case(part, upper));
            let named = key.as_str().chars().all(char::is_alphabetic)
                && !declared
                && (snake(false) || snake(true) && ty.contains('_'))
                && strength(ty, false).is_some();
            if named {
                at = key.end();
                continue;
            }
            if !is_quoted_literal(value.as_str()) {
                at = sep.end();
                continue;
            }
        }
        // A value that is not a secret may hold assignments of its own (a
        // URL's query string): read on from its separator, not past it.
        // The separator may start the next key's boundary (`see :password`).
        at = sep.start().max(key.end());
        let in_url = c
            .name("pre")
            .is_some_and(|p| matches!(p.as_str(), "?" | "&"));
        let key_text = field(key.as_str());
        // A random run is no key (`...pwLFXtncSBt19Ykm==` in base64).
        let key_words = words(key_text);
        let tiny = key_words.iter().filter(|w| w.len() <= 2).count();
        if key_text.len() >= 16 && tiny * 2 > key_words.len() {
            continue;
        }
        // (`is`, `was`, and with a speaker's filler, `is, um,`; not `is
        // now`, a value just changed.)
        let mut sep_words = sep
            .as_str()
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty());
        let prose =
            matches!(sep_words.next(), Some("is" | "was")) && !sep_words.any(|w| w == "now");
        // The words that decide a key are near it: the line before it, at
        // most CONTEXT bytes back, so a long line of assignments is read
        // in linear time.
        let mut window = key.start().saturating_sub(CONTEXT);
        while !text.is_char_boundary(window) {
            window += 1;
        }
        let line_start = text[window..key.start()]
            .rfind('\n')
            .map_or(window, |n| window + n + 1);
        let line_before = &text[line_start..key.start()];
        // `arn:aws:secretsmanager:...:secret:name`: an identifier.
        let word_before = line_before.rsplit(char::is_whitespace).next().unwrap_or("");
        if word_before.contains("arn:") || key.as_str().starts_with("arn:") {
            continue;
        }
        // A signature header (`Stripe-Signature: t=...,v1=...`, `cosign
        // signature: MEUC...`, `Signature: keyId="...",signature="..."`)
        // holds a digest of a message, not a key.
        // (A signature header's own parameters only: a password on the
        // same line is still one.)
        let signature_line = line_before
            .split_once(':')
            .is_some_and(|(name, _)| is_signature_header(name))
            && matches!(
                key_text.to_ascii_lowercase().as_str(),
                "signature"
                    | "sig"
                    | "v0"
                    | "v1"
                    | "t"
                    | "keyid"
                    | "algorithm"
                    | "headers"
                    | "b"
                    | "bh"
            );
        // A card payment's approval on its receipt (`Visa ending in 7426`
        // then `Auth code: 498372`).
        // (A code's key only: `AUTH_SECRET`, `auth_token` are secrets
        // whatever the text says of totals.)
        let approval = key_words.last().is_some_and(|w| w == "code")
            && (key_words.iter().any(|w| names_approval(w))
                || line_before
                    .split_whitespace()
                    .last()
                    .is_some_and(|w| names_approval(&w.to_lowercase())))
            && on_receipt(text);
        if named_not_given(text, key.start())
            || approval
            || signature_line
            || sep.as_str() == ":" && words(key_text).iter().any(|w| w == "signature")
        {
            continue;
        }
        // `INFO  auth: login succeeded ...`: a log line's module, then its
        // message; `JWT_SECRET=  # generate with ...`: a comment, no value.
        let level = line_before
            .split_whitespace()
            .last()
            .is_some_and(|w| LOG_LEVELS.contains(&w.trim_matches(['[', ']'])));
        let comment =
            value.as_str().starts_with('#') && text[sep.end()..value.start()].contains([' ', '\t']);
        // `-e DO_REFRESH_TOKEN= node:20` (shell): a variable set empty;
        // the next word is the command's.
        let emptied = sep.as_str() == "="
            && key_text
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
            && !text[..sep.start()].ends_with([' ', '\t'])
            && text[sep.end()..value.start()].contains([' ', '\t', '\n']);
        // `${DB_PASSWORD:?missing}`: a shell's check that the variable is
        // set, its message no value (`:-` gives a default, which is read).
        let checked = sep.as_str() == ":"
            && text[..key.start()].ends_with("${")
            && value.as_str().starts_with(['?', '+']);
        // An editor's line number under a map's key (`secrets:` then
        // `  8  - db_password`): the next line's, no value. Where lines
        // are joined, the key's own line number a few words before tells
        // (`7 secrets: 8 - db_password`).
        let digits = value.as_str().bytes().all(|b| b.is_ascii_digit());
        let line_number = digits
            && text[value.end()..].starts_with([' ', '\t'])
            && (text[..value.start()]
                .trim_end_matches([' ', '\t'])
                .ends_with('\n')
                || value.as_str().parse::<u32>().is_ok_and(|next| {
                    line_before
                        .split_whitespace()
                        .rev()
                        .take(8)
                        .any(|w| w.parse::<u32>().is_ok_and(|n| n + 1 == next))
                }));
        // A call's argument passed on by name (`Client(api_key=api_key)`,
        // `connect(password=db_password)`): a variable.
        // A constant's name is one too (`Client(api_key=TFE_TOKEN)`), and
        // a map's entry set from a variable (`json={'password': password})`).
        let passed_on = value.as_str().ends_with([')', '}']) && {
            let v = value.as_str().trim_end_matches([')', '}']);
            let snake = |upper: bool| is_snake_case(v, upper);
            v.eq_ignore_ascii_case(key_text)
                || v.contains('_')
                    && v.starts_with(|c: char| c.is_ascii_alphabetic())
                    && (snake(false) || snake(true))
        };
        // `@tokens = capacity`, `self.token = token`: a member set from a
        // variable, whose bare lowercase name is no value.
        let member = {
            let before = &text[..key.start()];
            key.as_str().starts_with('@')
                || before.ends_with('@')
                || before.ends_with("self.")
                || before.ends_with("this.")
        };
        let from_variable = member
            && value
                .as_str()
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b == b'_');
        // `https://...`: a URL's scheme, no key.
        let scheme = text[sep.start()..].starts_with("://");
        // `'Show password:' [value: ...] '`: the label's closing quote,
        // read as the value's opening one.
        let label_quote = sep.as_str() == ":"
            && sep.end() == value.start()
            && !key.as_str().starts_with(['"', '\'', '`'])
            && closes_label_quote(line_before, value.as_str());
        // `[value: ]`: an accessibility tree's empty field.
        let empty = value.as_str().trim_end_matches(']').is_empty();
        // `apiKey :: Text` (Haskell): a type signature (Make's `:::=` and
        // `::=` assign).
        let signature = sep.as_str() == ":"
            && (text[sep.end()..].starts_with(": ") || text[sep.end()..].starts_with(":\t"));
        // `if key == "" {`: a comparison.
        let comparison = sep.as_str() == "="
            && text[sep.end()..]
                .strip_prefix('=')
                .map(|r| r.strip_prefix('=').unwrap_or(r))
                .is_some_and(|r| r.starts_with([' ', '\t', '"', '\'']));
        // `if "%PASS%"=="x"`, `password=="x"`: a comparison unspaced, with
        // a quoted literal, tells the value as a spaced one does.
        // (Under a weak key, `if "%PASS%"=="x"`, a random one.)
        if comparison {
            let strength = strength_in_context(line_before, key_text, in_url);
            let after = sep.end() + text[sep.end()..].len()
                - text[sep.end()..].trim_start_matches('=').len();
            if let Some((from, to, _)) = literal_at(text, after).filter(|&(from, to, _)| {
                let v = &text[from..to];
                from < to
                    && !is_reference_or_marker(v)
                    && (strength == Some(Strength::Strong)
                        || strength == Some(Strength::Weak) && looks_random(v))
            }) {
                found(from, to);
            }
            continue;
        }
        // `set /p PASS=Enter password: `: a batch file's prompt for it.
        let prompt = {
            let before = line_before.trim_end();
            before.len() >= 6
                && before.is_char_boundary(before.len() - 6)
                && before[before.len() - 6..].eq_ignore_ascii_case("set /p")
        };
        // `password:  1644 bytes` (`kubectl describe secret`): a size.
        let size = digits && text[value.end()..].trim_start().starts_with("bytes");
        // `password: ` then `Last login: ...`, `private_key=` then
        // `EXPO_TOKEN=`: an empty field; the next line is a field of its
        // own.
        let next_field = text[sep.end()..value.start()].contains('\n')
            && (starts_own_field(&text[value.start()..line_end(text, value.start())])
                || opens_ini_section(text, value.start()));
        // `-u sk_test_X: \` at a line's end, the next line a flag (`-d
        // amount=3602`): a shell's, cmd's or PowerShell's continuation
        // between two arguments, no value.
        let continued = matches!(value.as_str(), "\\" | "^" | "`") && {
            let end = line_end(text, value.end());
            text[value.end()..end].trim().is_empty()
                && text.get(end + 1..).is_some_and(|next| {
                    // (A flag's name: dashes, then letters to a blank or
                    // an `=`; not `-Zk8vQ2m...`.)
                    let word = next.trim_start().split([' ', '\t', '\n', '=']).next();
                    word.and_then(|w| w.strip_prefix('-'))
                        .map(|w| w.trim_start_matches('-'))
                        .is_some_and(|name| {
                            !name.is_empty()
                                && name.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-')
                        })
                })
        };
        if level && sep.as_str() == ":"
            || from_variable
            || next_field
            || continued
            || comment
            || emptied
            || checked
            || line_number
            || passed_on
            || size
            || scheme
            || label_quote
            || empty
            || signature
            || comparison
            || prompt
        {
            continue;
        }
        let Some(mut strength) = strength_in_context(line_before, key_text, in_url)
            .or_else(|| named_by(line_before, key_text))
            .or_else(|| named_above(text, key.start(), value.end(), key_text))
            .or_else(|| named_on_line_above(text, key.start(), key_text))
            .or_else(|| named_after(&text[value.start()..], key_text))
            .or_else(|| variable_default(&text[..key.start()], key_text))
            .or_else(|| written_to_secret_store(line_before))
        else {
            continue;
        };
        // `support code: VJD7-...`, `promo code: ...`: a code the words
        // before make public.
        let word_before_key = line_before
            .split_whitespace()
            .last()
            .unwrap_or("")
            .to_lowercase();
        // (Also joined to its key: `Track & trace-code: 1ZICPHO6...`.)
        let joined_public = key_words.len() == 2
            && key_words[1] == "code"
            && PUBLIC_CODES.contains(&key_words[0].as_str());
        // A code's name with a public word after it, as Romance languages
        // and others put it (`Código de rastreio`, `code de suivi`, `کد
        // رهگیری`).
        let named_public = key_words
            .first()
            .is_some_and(|w| CODE_NAMES_QUALIFIED_AFTER.contains(&w.as_str()))
            && key_words[1..].iter().any(|w| public_code_word(w));
        // (Or a sibling key before it in its object names it: `{"bonusId":
        // "BON-76cc", "code": "FREEBET25"}`.)
        let object_public = || {
            let object = &line_before[line_before.rfind('{').map_or(0, |n| n + 1)..];
            OBJECT_KEY.captures_iter(object).any(|k| {
                k.name("key").is_some_and(|k| {
                    words(k.as_str())
                        .first()
                        .is_some_and(|w| PUBLIC_CODES.contains(&w.to_lowercase().as_str()))
                })
            })
        };
        // (A marketing code is public only in its shape, capitals and
        // digits: `Bonus code: Xk9mq2Lp7aQ!` is a password given the
        // name.)
        let marketing = key_words
            .first()
            .is_some_and(|w| MARKETING_CODE_WORDS.contains(&w.to_lowercase().as_str()))
            || key_text.eq_ignore_ascii_case("code")
                && (MARKETING_CODE_WORDS.contains(&word_before_key.as_str()) || object_public());
        // A catalogue's number under a code's key (`"codice":
        // "EAN560212990837"`, `"code": "SKU-4009"`): a product's.
        let catalogue = key_words.last().is_some_and(|w| {
            matches!(
                w.as_str(),
                "code" | "codigo" | "codice" | "kode" | "koodi" | "keypad"
            )
        }) && is_catalogue_number(value.as_str().trim_matches(['"', '\'']));
        if catalogue
            || !marketing
                && (joined_public
                    || named_public
                    || key_text.eq_ignore_ascii_case("code")
                        && PUBLIC_CODES.contains(&word_before_key.as_str()))
        {
            continue;
        }
        // `<add key="ApiKey" value="...">`: inside a tag, `key` names the
        // next attribute.
        let in_tag = line_before.rfind('<') > line_before.rfind('>');
        if NAMING_ATTRIBUTES.contains(&key_text) && sep.as_str() == "=" && in_tag {
            continue;
        }
        if names_stored_item(line_before, key_text, value.as_str()) {
            continue;
        }
        // `pass=hunter2` (INI) names a password; `Boarding pass: TP 1349`
        // does not.
        // Nor does `pass:` alone, but after a login's name on its line,
        // four characters or more with a digit are the login's password
        // (`login hof.lindenau, pass: Mucc@-8`); a test's `pass: 12`,
        // `pass: failed`, `pass: 98%` are not.
        let after_login = || {
            let line = line_before.to_lowercase();
            let v = value.as_str();
            v.chars().count() >= 4
                && v.bytes().any(|b| b.is_ascii_digit())
                && !is_year(v)
                && ["login", "user", "@"]
                    .iter()
                    .chain(LOGIN_WORDS)
                    .any(|w| line.contains(w))
        };
        // (Not a test run's tally: `Done. PASS=120 WARN=1 ERROR=0`.)
        let tally = || {
            value.as_str().bytes().all(|b| b.is_ascii_digit())
                && TALLY_WORDS.iter().any(|w| {
                    text[line_start..line_end(text, key.start())]
                        .to_ascii_lowercase()
                        .contains(&format!("{w}="))
                })
        };
        if key_text.eq_ignore_ascii_case("pass")
            && (matches!(sep.as_str(), "=" | ":=" | "=>") || sep.as_str() == ":" && after_login())
            && !tally()
        {
            strength = Strength::Strong;
        }
        // `jwt:\n  algorithm: RS256` (or the same on one line, in a view
        // that joins lines): a map's first key, read next as an assignment
        // of its own.
        if sep.as_str() == ":" && value.as_str().strip_suffix(':').is_some_and(is_name) {
            continue;
        }
        let before_value = at;
        // (A query's value ends at its next parameter, which is read next:
        // `?code=1&apikey=...`.)
        let value_end = match NEXT_KEY.find(value.as_str()).filter(|_| in_url) {
            Some(next) => value.start() + next.start(),
            None => value.end(),
        };
        at = value_end.max(at);
        // `'password = ' . $p[...]`, `"Password: " + get()`: the key is
        // the words of a string the quote after the separator closes;
        // what follows is code, or the literal it joins, which is then
        // the value (`"Password: " + "zjPawKvplNm6"`). (The line before
        // the key is the bounded one the key's words are read in.)
        let closes = value
            .as_str()
            .chars()
            .next()
            .filter(|q| matches!(q, '"' | '\''));
        if let Some(q) = closes {
            let after_quote = value.start() + q.len_utf8();
            if joins(text, after_quote) && line_before.matches(q).count() % 2 == 1 {
                let joined = joined_literal(text, after_quote).filter(|&(from, to)| {
                    let v = &text[from..to];
                    !is_reference_or_marker(v) && (strength == Strength::Strong || looks_random(v))
                });
                if let Some((from, to)) = joined {
                    found(from, to);
                }
                continue;
            }
        }
        let (start, end) = match read_value(text, [key, sep, value], strength, in_url, &mut ahead) {
            Value::Secret(start, end) => (start, end),
            // (No value: an object or a list in its place holds
            // assignments of its own, `"auth": {"db_password": "..."}`.)
            Value::None => {
                if value.as_str().starts_with(['{', '[']) {
                    at = before_value;
                }
                continue;
            }
        };
        // A session's id that is a UUID (`Session ID: <UUID>` on a
        // screen, `session_id=<UUID>` in a log line: a charging session's,
        // a support call's) names a record, outside a cookie and a URL's
        // query (`names_session_record`, which `session_cookie` asks too).
        // (In words the key is `ID`, its word before `Session`.)
        let session_id = key_text == "ID" && word_before_key == "session"
            || super::words::names_session_record(
                key.as_str().trim_matches(['"', '\'']),
                &text[..key.start()],
                &text[end..],
            );
        if session_id && super::generic::is_uuid(&text[start..end]) {
            continue;
        }
        // A placeholder in angle brackets, its kind the key and its name
        // the value (`type <secret:assettrack_pw>`): a name in small
        // letters that the bracket closes.
        let placeholder = text[..key.start()].ends_with('<')
            && text[start..].split_once('>').is_some_and(|(name, _)| {
                is_name(name) && !name.bytes().any(|b| b.is_ascii_uppercase())
            });
        if placeholder {
            continue;
        }
        // A card payment's approval code in a gateway's log (`txn=...
        // auth_code=B615R6 amount=...`): six capitals and digits the
        // issuer returns, printed on the receipt. (OAuth's authorization
        // code is far longer.)
        // (Beside a payment's other fields on its line: an `auth code:
        // 482913` alone is a sign-in's.)
        let approval = matches!(words(key_text).as_slice(), [a, c] if a == "auth" && c == "code")
            && text[start..end].len() == 6
            && text[start..end]
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
            && {
                let line = text[text[..start].rfind('\n').map_or(0, |n| n + 1)
                    ..text[end..].find('\n').map_or(text.len(), |n| end + n)]
                    .to_lowercase();
                ["txn", "rrn", "amount", "approved"]
                    .iter()
                    .any(|w| line.contains(w))
            };
        if approval {
            continue;
        }
        if loads_credential(key_text, &text[start..end])
            || marketing && is_marketing_code(text[start..end].trim())
        {
            continue;
        }
        // A strong key's bare value may go on as a passphrase of words
        // (`passphrase = correct horse battery staple` in INI,
        // `password=my dog cactus 2005!`).
        let quoted_value = text[..start].ends_with(['"', '\'', '`']);
        let spaced_equals = sep.as_str() == "="
            && (text[..sep.start()].ends_with([' ', '\t'])
                || text[sep.end()..].starts_with([' ', '\t']));
        let end = if strength != Strength::Strong || quoted_value {
            end
        } else if spaced_equals {
            // INI and TOML: the value is the rest of the line, up to a comment.
            let line = &text[start..line_end(text, start)];
            // (A member's path then a comment is code: `m.apiKey =
            // m.global.config.apiKey  ' set by CI`, BrightScript's `'`.)
            // (The line's first word from its first byte: a wide blank may
            // start the value, and `split_whitespace` would skip it.)
            let first = &line[..line.find(char::is_whitespace).unwrap_or(line.len())];
            let comment = line[first.len()..].trim_start();
            let member = first.split('.').count() >= 2
                && first.split('.').all(is_name)
                && ["'", "//", "#", "--"]
                    .iter()
                    .any(|c| comment.starts_with(c));
            let line = if member { first } else { line };
            let value = line
                .split(" #")
                .next()
                .unwrap_or(line)
                .split(" ;")
                .next()
                .unwrap_or(line);
            end.max(start + value.trim_end().len())
        } else {
            let words = passphrase_at(text, start, line_end(text, start))
                .map_or(end, |(_, to)| end.max(to));
            words.max(groups_end(text, start, end))
        };
        at = at.max(end);
        let secret = text[start..end].trim();
        // `{ c.token = t }`: one or two letters unquoted are a variable's
        // name.
        let short_name = secret.chars().count() < 3
            && secret.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_')
            && !text[..start].ends_with(['"', '\'', '`']);
        // A value made of the key's own words (`accountKey =
        // Buffer.from("accountKey")`), or an anchor or a selector of them
        // (`this.addPassword = "#add-password"`): a name, not a secret.
        // (One word alone is a selector's only: `password = "#password"`;
        // `password = "password"` is the classic weak one.)
        let own_words = {
            let name = secret.trim_start_matches(['#', '.']);
            (key_words.len() >= 2 || name.len() < secret.len())
                && words(name)
                    .iter()
                    .map(|w| w.to_ascii_lowercase())
                    .eq(key_words.iter().map(|w| w.to_ascii_lowercase()))
        };
        // A browser's key under a client's name (`DD_CLIENT_TOKEN=pub...`),
        // not a secret's (`DB_PASSWORD=pub...`).
        let client_key = super::structure::is_browser_token(secret)
            && key_words
                .iter()
                .any(|w| w.eq_ignore_ascii_case("client") || w.eq_ignore_ascii_case("rum"))
            && !key_words
                .iter()
                .any(|w| NOT_A_BROWSERS_KEY.iter().any(|s| w.eq_ignore_ascii_case(s)));
        // (A store's path ending its line: where the secret is.)
        let store_path = super::structure::is_store_path_ending_line(secret, &text[end..]);
        if is_reference_or_marker(secret) || short_name || own_words || client_key || store_path {
            continue;
        }
        // `DATABASE_URL=postgresql://u:***@db/x`, `SENTRY_DSN=https://<key>@...`:
        // a URL whose credential is masked or a placeholder; its query's
        // own pairs are read next.
        if masked_userinfo(secret) {
            at = before_value;
            continue;
        }
        // Made strong by the words before it (`one-time code: 913363`).
        let contextual = strength_in_context("", key_text, in_url) != Some(strength);
        // (A call's closing bracket is no part of it: `max_tokens=4096)`;
        // nor is a map's next entry, which a strong key's bare value may
        // have run on over, `{"tokens": 812, "x": 96}`; digits in groups
        // are one value, `token: 812 4411 9902`.)
        let ran_on = text
            .get(value.end()..end)
            .unwrap_or("")
            .trim_start()
            .starts_with(|c: char| !c.is_alphanumeric());
        let counted = if ran_on { value.as_str() } else { secret };
        if !contextual
            && is_count(
                &words(key_text),
                counted.trim_end_matches([')', ',', '}', ']']),
            )
        {
            // (What the value ran on over is read next: `"max_tokens":
            // 100, "access_token": "..."`.)
            if ran_on {
                at = value.end();
            }
            continue; // `max_tokens: 4096`, `tokens: 1,024`
        }
        let quoted = text[..start].ends_with(['"', '\'', '`']);
        // A lone `pass` is a secret's key only with a quoted value
        // (`pass: \`blue Monday\``, not `Boarding pass: TP 1349`), and not
        // a pass's own number (a lift gate's `"pass": "5205-0884-3498"`).
        let weak = strength == Strength::Weak
            && !(quoted && key_text.eq_ignore_ascii_case("pass") && !is_pass_number(secret));
        // `key=user:48538:profile` (a cache's key in a log): words and
        // numbers joined by `:`, a name.
        // So are words joined by `/` (`key: production/quarry`, a path in
        // a secret store).
        // (And a file's path in folders: an S3 backend's `key =
        // "prod/it-ops.tfstate"`.)
        let named = secret.split([':', '/']).count() >= 2
            && secret.split([':', '/']).all(|p| {
                !p.is_empty()
                    && (p.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
                        || p.bytes().all(|b| b.is_ascii_digit()))
            })
            || super::structure::folders_to_file(secret.split('/'), false);
        // A name that names a secret is no secret: under a weak key when
        // it is any identifier (`"key": "adminPassword"`, a Postman
        // variable's), under any key when it is a variable's snake_case
        // name (`secretKey: hf_token`, an ExternalSecret's).
        // (A random run is no name, though its pieces spell one:
        // `Vt7qLm2xPw4Zqa8b` holds `pw`.)
        let names_secret = is_name(secret)
            && !super::words::is_scattered(&words(secret))
            && super::words::strength(secret, false).is_some();
        let snake = secret.contains('_')
            && secret
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        // `pw = conn.password`: an object's member that names a secret.
        let member_of = !quoted
            && secret.split('.').count() >= 2
            && secret.split('.').all(is_name)
            && secret
                .rsplit('.')
                .next()
                .is_some_and(|m| super::words::strength(m, false).is_some());
        // `authDomain: "acme-prod.firebaseapp.com"`: a host's name.
        if names_secret && snake || is_host_name(secret) || member_of {
            continue;
        }
        // `"code": "Authorization_RequestDenied"`: an error's name, its
        // words spelled out, no digit.
        let spelled = secret.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_')
            && super::words::is_spelled_out(&words(secret));
        if (weak || prose && !quoted) && (!looks_random(secret) || named || names_secret || spelled)
        {
            // (Its own pairs are read next: `dsn="host=db password=X"`.)
            if secret.contains('=') {
                at = before_value;
            }
            continue;
        }
        // `connectionString="Server=db;Integrated Security=True"`: a list
        // of fields, whose password (if any) is read as its own
        // assignment.
        // (A cookie header's pairs are each a credential, read whole.)
        let lead = text[start..end].len() - text[start..end].trim_start().len();
        // (Its first field alone, cut at its `;`, is one too:
        // `Server=tcp:<server>...;User ID=...`.)
        // (Not a password's own value: `Password=kzaNXU8z4eCEp=f;`.)
        let first_field = super::words::strength(key_text, false).is_none()
            && secret
                .split_once('=')
                .is_some_and(|(name, _)| is_name(name.trim()))
            && text[start + lead + secret.len()..].starts_with(';');
        let fields = (secret.split(';').filter(|f| f.contains('=')).count() >= 2 || first_field)
            && !words(key_text).iter().any(|w| w.starts_with("cookie"));
        if fields {
            at = start;
            continue;
        }
        // (`Release signing key: 7626 2651 ...`: a signing key's
        // fingerprint, named as a key's or a fingerprint's; not a
        // password's or a token's ten groups, `signingPassword=`, `gpg
        // passphrase:`.)
        let signing = || {
            names_signing_key(text, start)
                && key_words.len() <= 2
                && key_words
                    .last()
                    .is_some_and(|w| w == "key" || w == "fingerprint")
        };
        if super::generic::is_spaced_fingerprint(secret) && signing()
            || is_signing_key_id(text, start, secret)
            || menu_step(text, start + lead, secret)
        {
            continue;
        }
        found(start + lead, start + lead + secret.len());
        // A quoted value joined to more literals is one value
        // (`pw = "password=" <> "..."`, `"abc" + "def"`).
        if quoted {
            let mut after = start + lead + secret.len();
            while text[after..].starts_with(['"', '\'', '`']) {
                let Some((from, to)) = joined_literal(text, after + 1) else {
                    break;
                };
                if !is_reference_or_marker(&text[from..to]) {
                    found(from, to);
                }
                at = at.max(to);
                after = to;
            }
        }
    }
    spaced(text, found);
    bracketed_variables(text, found);
    codes(text, found);
    door_digits(text, found);
    lock_then_code(text, found);
    code_words_then_digits(text, found);
    each_group(&TURNS_BEFORE_COMBINATION, "value", text, found, |_| true);
    use_for_thing(text, found);
    phrase_i_used(text, found);
    each_group(&LOCK_EMOJI, "value", text, found, after_lock_emoji);
    each_group(&REFUSED_THEN_USE, "code", text, found, |_| true);
    set_key_to(text, found);
    reset_notice(text, found);
    code_equals_place(text, found);
    typed_into_field(text, found);
    keyed_lock_codes(text, found);
    secure_string_values(text, found);
    prose(text, found);
    answered(text, found);
    told_at_end(text, found);
    changed_then_told(text, found);
    bare_keys(text, found);
    labelled(text, found);
    handed_over_keys(text, found);
    glued_to_name(text, found);
    named_after_value(text, found);
    wifi_keys(text, found);
    registered_users(text, found);
    localized_fields(text, found);
    stored_items(text, found);
    format_arguments(text, found);
}

/// The words before `code` that name a marketing code this work's
/// corpora showed (`Bonus code: WELCOME100`, `Referral code:`; in
/// [`PUBLIC_CODES`] too): public only shaped as one
/// ([`is_marketing_code`]), as is a `code` whose object's other keys
/// start with one of [`PUBLIC_CODES`] (`{"bonusId": ..., "code":
/// "FREEBET25"}`). (The older words, `promo`, `coupon`, `voucher`, keep
/// any value public, as they did.)
const MARKETING_CODE_WORDS: &[&str] = &["bonus", "referral", "promotion", "promotional"];

/// Whether a value is shaped as a marketing code: capitals and digits,
/// `-` or `_` between, three letters or more in at most two runs, and
/// digits in at most two (`WELCOME100`, `BET50FREE`, `EURO24-BOOST`);
/// not small letters (a token's `glpat-...`, a password's `Tr0ub4dor-3`),
/// nor letters scattered through digits (`8F14E45F...`, `X7K9QP2M`).
fn is_marketing_code(v: &str) -> bool {
    let runs = |letters: bool| {
        v.as_bytes()
            .split(|b| b.is_ascii_alphabetic() != letters || matches!(b, b'-' | b'_'))
            .filter(|r| !r.is_empty())
            .count()
    };
    (3..=24).contains(&v.len())
        && v.bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        && v.bytes().filter(u8::is_ascii_uppercase).count() >= 3
        && runs(true) <= 2
        && runs(false) <= 2
}

/// A JSON object's key, quoted, then its colon.
static OBJECT_KEY: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#""(?P<key>[A-Za-z_][A-Za-z0-9_]{0,40})"\s*:"#).expect("a valid pattern")
});

/// The operators that join two string literals: most languages' `+`,
/// PHP's and Perl's `.`, Lua's `..`, Elixir's `<>`, SQL's `||`, VB's `&`,
/// Haskell's and Erlang's `++`, D's and Twig's `~`. (Longest first.)
const JOIN_OPERATORS: &[&str] = &["<>", "||", "..", "++", "+", ".", "&", "~"];

/// Whether a join operator follows `at` (after blanks).
fn joins(text: &str, at: usize) -> bool {
    let rest = text.get(at..).unwrap_or("").trim_start_matches([' ', '\t']);
    JOIN_OPERATORS.iter().any(|o| rest.starts_with(o))
}

/// The literal a join operator after `at` joins on (`"Password: " +
/// "..."`): its content's range, when it is not empty.
fn joined_literal(text: &str, at: usize) -> Option<(usize, usize)> {
    let rest = text.get(at..)?.trim_start_matches([' ', '\t']);
    let operator = JOIN_OPERATORS.iter().find(|o| rest.starts_with(*o))?;
    let (from, to, _) = literal_at(text, text.len() - rest.len() + operator.len())?;
    (from < to).then_some((from, to))
}

/// A format string and its arguments on one line: Go's and C's `Sprintf`,
/// Java's `String.format`, C#'s `string.Format`, Rust's `format!`, PHP's
/// and Ruby's `sprintf('...')`, Python's `.format(...)` and `% (...)` or
/// `% {...}`, a shell's `printf '...' args`. (A comma may be the `、` the
/// view reads a fullwidth one as.) Each branch names its format `f<n>`
/// and its arguments `a<n>`; a shell's arguments are split at blanks.
static FORMAT_CALL: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?:(?-u:\b)(?i:v?sprintf|printf|fprintf|snprintf|format!?)\(\s*(?:[A-Za-z_][A-Za-z0-9_.]{0,40}[,、]\s*)?"#,
        r#"(?:"(?P<f1>[^"\n]{1,300})"|'(?P<f2>[^'\n]{1,300})')\s*[,、](?P<a1>[^\n]{1,400})"#,
        r#"|"(?P<f3>[^"\n]{1,300})"\s*(?:\.format\(|%\s*(?:dict)?[({])(?P<a3>[^\n]{1,400})"#,
        r#"|'(?P<f4>[^'\n]{1,300})'\s*(?:\.format\(|%\s*(?:dict)?[({])(?P<a4>[^\n]{1,400})"#,
        r#"|(?-u:\b)printf[ \t]+(?:"(?P<f5>[^"\n]{1,300})"|'(?P<f6>[^'\n]{1,300})')[ \t]+(?P<a5>[^\n]{1,400}))"#,
    ))
    .expect("a valid pattern")
});

/// A placeholder of a format string: C's, Go's, Java's and PHP's verbs,
/// with a position (`%2$s`, counted from one) or Python's name
/// (`%(pw)s`); Python's, C#'s and Rust's `{}`, `{0}` and `{name}`, with a
/// format spec after them (`{:?}`, `{0,-10}`, `{pw:>8}`).
static FORMAT_PLACEHOLDER: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"%(?:(?P<position>[1-9][0-9]?)\$)?(?:\((?P<key>[A-Za-z_][A-Za-z0-9_]{0,30})\))?[-+ #0]*\d*(?:\.\d+)?[sdvqx]",
        r"|\{(?:(?P<index>\d{0,2})|(?P<name>[A-Za-z_][A-Za-z0-9_]{0,30}))(?:[:,][^{}\n]{0,20})?\}",
    ))
    .expect("a valid pattern")
});

/// A literal passed to a format string in a secret's place: after a key
/// that names one (`password=%s`, `pwd={}`) or as a URL's password
/// (`mssql+pyodbc://uw_pricing:{}@dwh-dsn`); the argument at the
/// placeholder's place, when it is a quoted literal, not a variable.
fn format_arguments(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in FORMAT_CALL.captures_iter(text) {
        let fmt = ["f1", "f2", "f3", "f4", "f5", "f6"]
            .iter()
            .find_map(|n| c.name(n));
        let args = ["a1", "a3", "a4", "a5"].iter().find_map(|n| c.name(n));
        let (Some(fmt), Some(args)) = (fmt, args) else {
            continue;
        };
        let shell = c.name("a5").is_some();
        // (`{{` and `}}` are a brace written, no placeholder's.)
        let fmt = fmt.as_str().replace("{{", "\0\0").replace("}}", "\0\0");
        let arguments = split_arguments(args.as_str(), shell);
        let mut next = 0;
        for p in FORMAT_PLACEHOLDER.captures_iter(&fmt) {
            let whole = p.get(0).expect("group 0 is the match");
            let counted = p.name("position").is_none()
                && p.name("key").is_none()
                && p.name("name").is_none()
                && p.name("index").map_or(true, |i| i.as_str().is_empty());
            let n = next;
            if counted {
                next += 1;
            }
            let before = &fmt[..whole.start()];
            let userinfo = before.ends_with(':')
                && fmt[whole.end()..].starts_with('@')
                && before
                    .rsplit_once("://")
                    .is_some_and(|(_, user)| !user[..user.len() - 1].contains(['/', '@', ':']));
            // (The name's own characters back from the `=`, each whole.)
            let key = before.strip_suffix('=').map(|k| {
                let name: usize = k
                    .chars()
                    .rev()
                    .take_while(|&c| c.is_alphanumeric() || c == '_')
                    .map(char::len_utf8)
                    .sum();
                &k[k.len() - name..]
            });
            let named = key.is_some_and(|k| field_strength(k) == Some(Strength::Strong));
            if !(userinfo || named) {
                continue;
            }
            // (A named placeholder's argument is the one given its name:
            // `.format(u="bob", p="...")`, `% {"pw": "..."}`, Rust's `pw =
            // "..."`, Ruby's `pw: "..."`.)
            let placeholder_name = p.name("name").or(p.name("key"));
            let named_argument = placeholder_name.and_then(|name| {
                arguments.iter().find_map(|&(from, to)| {
                    let given = args.as_str()[from..to]
                        .trim_start_matches([':', '"', '\''])
                        .strip_prefix(name.as_str())?
                        .trim_start_matches(['"', '\''])
                        .trim_start();
                    let value = given
                        .strip_prefix("=>")
                        .or_else(|| given.strip_prefix(['=', ':']))?;
                    Some((to - value.trim_start().len(), to))
                })
            });
            let at = match (p.name("position"), p.name("index")) {
                (Some(position), _) => position.as_str().parse::<usize>().ok().map(|p| p - 1),
                (None, Some(index)) if !index.as_str().is_empty() => {
                    index.as_str().parse::<usize>().ok()
                }
                _ => Some(n),
            };
            let positional = || {
                placeholder_name
                    .is_none()
                    .then(|| at.and_then(|at| arguments.get(at).copied()))
                    .flatten()
            };
            let Some((from, to)) = named_argument.or_else(positional) else {
                continue;
            };
            let argument = &args.as_str()[from..to];
            let literal = argument.trim_start_matches(['b', 'r']);
            let quoted = literal
                .strip_prefix('"')
                .and_then(|a| a.strip_suffix('"'))
                .or_else(|| {
                    literal
                        .strip_prefix('\'')
                        .and_then(|a| a.strip_suffix('\''))
                })
                .map(|inner| (argument.len() - literal.len() + 1, inner));
            // (A shell's bare word is a literal too, not its `$VAR`.)
            let bare = || {
                (shell && !argument.starts_with(['$', '`', '"', '\'', '-']))
                    .then_some((0, argument))
            };
            let Some((offset, inner)) = quoted.or_else(bare) else {
                continue;
            };
            if inner.is_empty() || is_reference_or_marker(inner) {
                continue;
            }
            let start = args.start() + from + offset;
            found(start, start + inner.len());
        }
    }
}

/// The arguments of a call's list, each trimmed, up to the bracket that
/// closes it: commas inside quotes or brackets are an argument's own.
fn split_arguments(list: &str, at_blanks: bool) -> Vec<(usize, usize)> {
    let mut arguments = Vec::new();
    let (mut depth, mut quote, mut from, mut escaped) = (0usize, None, 0, false);
    let mut closed = false;
    for (i, ch) in list.char_indices() {
        match (quote, ch) {
            // (An escaped quote inside a literal is the literal's own.)
            (Some(_), _) if escaped => escaped = false,
            (Some(_), '\\') => escaped = true,
            (Some(q), _) if ch == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'' | '`') => quote = Some(ch),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') if depth == 0 => {
                arguments.push((from, i));
                closed = true;
                break;
            }
            (None, ')' | ']' | '}') => depth -= 1,
            (None, ',' | '、') if depth == 0 && !at_blanks => {
                arguments.push((from, i));
                from = i + ch.len_utf8();
            }
            // (A shell's words: its line ends at `;`, `|` or `&`.)
            (None, ' ' | '\t') if at_blanks => {
                arguments.push((from, i));
                from = i + 1;
            }
            (None, ';' | '|' | '&') if at_blanks => {
                arguments.push((from, i));
                closed = true;
                break;
            }
            _ => {}
        }
    }
    // (A shell's last word ends with its line.)
    if at_blanks && !closed {
        arguments.push((from, list.len()));
    }
    arguments
        .into_iter()
        .map(|(from, to)| {
            let item = &list[from..to];
            let lead = item.len() - item.trim_start().len();
            (from + lead, from + lead + item.trim().len())
        })
        .filter(|(from, to)| from < to)
        .collect()
}

/// A browser console's read of a stored item, then the value it printed
/// on the next line (`> localStorage.getItem("mm_token")` / `<
/// '4gdfa81...'`). Read by [`stored_items`], which asks the item's name
/// as any key's.
static STORED_ITEM: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?i)(?:local|session)Storage\.getItem\(\s*["'`](?P<name>[^"'`\n]{1,80})["'`]\s*\)[ \t;]*\r?\n"#,
        r#"[ \t]*(?:<[-·]?|←|=>|->)?[ \t]*["'`]?(?P<value>[^"'`\s]{8,})"#,
    ))
    .expect("a valid pattern")
});

/// The values [`STORED_ITEM`] finds under a name that names a secret,
/// shaped as one.
fn stored_items(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in STORED_ITEM.captures_iter(text) {
        let (Some(name), Some(value)) = (c.name("name"), c.name("value")) else {
            continue;
        };
        if strength(name.as_str(), false).is_some()
            && super::secret_shaped(value.as_str())
            && !is_reference_or_marker(value.as_str())
        {
            found(value.start(), value.end());
        }
    }
}

/// Whether a value is a URL whose userinfo's credential (the password
/// after `:`, or the user alone, as a DSN's key is) is masked or stands
/// for one (`***`, `<key>`, `${PASSWORD}`).
fn masked_userinfo(value: &str) -> bool {
    let Some((scheme, rest)) = value.split_once("://") else {
        return false;
    };
    let scheme_shaped = !scheme.is_empty()
        && scheme
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'.' | b'-'));
    // (The userinfo ends at the last `@` before the path: a password may
    // hold `?` or `#`, not a blank.)
    let authority = rest.split(['/', ' ']).next().unwrap_or(rest);
    let Some((userinfo, _)) = authority.rsplit_once('@') else {
        return false;
    };
    let credential = userinfo.split_once(':').map_or(userinfo, |(_, p)| p);
    scheme_shaped
        && !credential.is_empty()
        && super::structure::is_reference_or_placeholder(credential)
}

/// An accessibility tree's field as a desktop in another language reads
/// it: the field's quoted label naming a password, then its value in the
/// language's word for `value` (`Eingabefeld "Passwort" Wert="..."`,
/// `champ « Mot de passe » valeur=« ... »`, `テキストボックス「パスワード」値="..."`,
/// `텍스트상자 "비밀번호" 값="..."`; its closing quote may be cut off).
/// Whatever the field holds is the
/// password, but a mask or a placeholder ([`is_reference_or_marker`]).
static LOCALIZED_FIELD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r#"(?i)["“「«][ \t]*(?:password|passwort|passcode|pin|{password_labels})[ \t]*["”」»][ \t]*"#,
        r"(?:value|wert|värde|verdi|valore|valeur|değer|waarde|arvo|valor|hodnota|wartość|értéke?|значение|値|값|值)[ \t]*=[ \t]*",
        r#"(?:"(?P<value>[^"\n]{1,128})(?:"|$)|“(?P<value2>[^”\n]{1,128})(?:”|$)|「(?P<value3>[^」\n]{1,128})(?:」|$)|«[ \t]*(?P<value4>[^»\n]{1,128}?)[ \t]*(?:»|$))"#,
    )))
    .expect("a valid pattern")
});

fn localized_fields(text: &str, found: &mut impl FnMut(usize, usize)) {
    if !text.contains('=') {
        return;
    }
    for c in LOCALIZED_FIELD.captures_iter(text) {
        let Some(v) = ["value", "value2", "value3", "value4"]
            .iter()
            .find_map(|g| c.name(g))
        else {
            continue;
        };
        if !is_reference_or_marker(v.as_str()) {
            found(v.start(), v.end());
        }
    }
}

/// An object that maps each user's name to the user's password, as
/// Orthanc's `"RegisteredUsers" : { "admin" : "..." }` and a basic
/// auth's user table hold them: each member's value. (Its keys are
/// names, not secrets' names, so no assignment reads them.)
static USER_TABLE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"(?i)\\?"(?:registered_?users|basic_?auth_?users|auth_?users)\\?"\s*:\s*\{"#)
        .expect("a valid pattern")
});

/// A member of such an object, a name and a string (its quotes maybe
/// escaped, as in JSON inside JSON).
static USER_ENTRY: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"^\s*,?\s*\\?"[^"\\\n]{1,64}\\?"\s*:\s*\\?"(?P<value>[^"\\\n]{1,128})\\?""#)
        .expect("a valid pattern")
});

fn registered_users(text: &str, found: &mut impl FnMut(usize, usize)) {
    for table in USER_TABLE.find_iter(text) {
        let mut at = table.end();
        while let Some(c) = USER_ENTRY.captures(&text[at..]) {
            let (Some(whole), Some(value)) = (c.get(0), c.name("value")) else {
                break;
            };
            if !is_reference_or_marker(value.as_str()) {
                found(at + value.start(), at + value.end());
            }
            at += whole.end();
        }
    }
}

/// A Wi-Fi network's key as a front desk's sheet gives it, after the
/// network named with a word or two for whom or where it is and a colon,
/// a dash, an arrow or a copula (`WLAN Praxis-Intern: ...`, `Staff Wi-Fi:
/// ...`, `Wifi interno: ...`, `wifi (pickers) —— ...`), or with its key's
/// name and a space (`WiFi key ...`).
/// What stands there may as well be the network's name (`Wi-Fi:
/// Vodafone-A1B2`), its address or its state, so [`wifi_key_shaped`]
/// decides.
static WIFI: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (A language's suffix glued on, `wifi-ul`; where it is, in
        // words or in brackets, `Wifi i medarbejderboligen`, `Guest WiFi
        // (farm shop café)`; a question's mark before an arrow, `ce parolă
        // are wifi-ul? → ...`; a copula, `Caravan wifi is "..."`.)
        // (The word in other scripts, `वाईफाई`, `وائی فائی`; up to six
        // words and brackets for where and when: `WiFi ya block G (shift ya
        // usiku):`.)
        r"(?i)(?:^|[^\p{L}\p{N}_])(?:{wifi_names})(?:-\p{L}{1,3})?(?P<qualifier>(?:[ \t]+\p{L}[^\s:：=()\[\]\x22]*|[ \t]*\([^()\n]{1,40}\)){0,6}?)",
        // (Or said to be changed: `Wi-Fi key was changed to ...`.)
        r"(?:[ \t]*(?:[:：=⇒]|[?？]?[ \t]*(?:→|->)|——?|–)[ \t]*|[ \t]+(?:is|er|je|to|{copulas})[ \t]+|[ \t]+(?:{wifi_key_words}|{password_labels}|password|pass|psk)[ \t]+|[ \t]+(?:(?:was|has[ \t]+been|is|got)[ \t]+)?(?:changed|reset|set)[ \t]+to[ \t]+|[ \t]+{reset_to}[ \t]+)",
        // (A passphrase of words in quotes, or in small letters ending
        // the clause: `is "magnet ranger ridge camp 6"`, `: lucky harimau
        // hujan 📶`.)
        r"(?:[\x22“](?P<phrase>\p{L}+(?: [\p{L}\d]+){2,6})[\x22”]|(?P<spoken>\p{Ll}+(?:[ \t]\p{Ll}+){2,5})[ \t]*(?:$|\n|[(—–]|\p{So}|\d{1,2}:\d{2})|[\x22“”'‘’]?(?P<value>\d{4}(?: \d{4}){3,4}|[^\s:：/\x22'“”‘’<>(][^\s:：/\x22'“”‘’<>]{7,62})(?:[\x22“”'‘’]?(?:\s|$|[,.;)])))",
    )))
    .expect("a valid pattern")
});

/// Words that say what a network does or where its key is, not a
/// passphrase's words (`Wi-Fi: down since morning`, `wifi: ask the front
/// desk`).
pub(super) const WIFI_STATE_WORDS: &[&str] = &[
    "ask",
    "see",
    "down",
    "since",
    "until",
    "today",
    "tomorrow",
    "morning",
    "evening",
    "night",
    "working",
    "works",
    "slow",
    "fast",
    "free",
    "guest",
    "guests",
    "only",
    "none",
    "same",
    "before",
    "after",
    "reception",
    "desk",
    "front",
    "office",
    "portal",
    "captive",
    "login",
    "connect",
    "please",
    "available",
    "unavailable",
    "connected",
    "disconnected",
    "online",
    "offline",
    "filtered",
    "hidden",
    "enabled",
    "disabled",
    "broken",
    "fixed",
    "restarted",
    "rebooted",
    "with",
    "your",
    "their",
    "from",
    "there",
    "here",
    "board",
    "notice",
    "sheet",
    "card",
    "voucher",
    "vouchers",
    "password",
    "passwords",
    "code",
    "network",
    "router",
    "signal",
    "again",
    "still",
    "tidak",
    "ada",
    "sama",
    "yang",
    "untuk",
    "dengan",
    "hanya",
    "sudah",
    "belum",
];

/// Words for what a network has besides its key (`Wi-Fi MAC:`, `WLAN
/// Status:`), in the languages of a settings page: no key follows them.
const WIFI_ATTRIBUTES: &[&str] = &[
    // Who to call about it (`WiFi support: 0410 871 804`), how many use
    // it (`device count: 16438821`).
    "support",
    "count",
    "devices",
    "device",
    "users",
    "clients",
    "helpdesk",
    "hotline",
    "contact",
    "phone",
    "tel",
    "mac",
    "ip",
    "ipv4",
    "ipv6",
    "address",
    "adresse",
    "dirección",
    "indirizzo",
    "adres",
    "firmware",
    "version",
    "versión",
    "driver",
    "treiber",
    "chip",
    "chipset",
    "adapter",
    "adaptador",
    "standard",
    "channel",
    "kanal",
    "canal",
    "band",
    "banda",
    "name",
    "nombre",
    "nom",
    "nome",
    "naam",
    "namn",
    "ssid",
    "network",
    "netzwerk",
    "netz",
    "red",
    "réseau",
    "rete",
    "netwerk",
    "nätverk",
    "status",
    "estado",
    "état",
    "stato",
    "signal",
    "señal",
    "speed",
    "router",
    "modul",
    "module",
    "mode",
    "modus",
    "modo",
    "security",
    "sicherheit",
    "seguridad",
    "sécurité",
    "sicurezza",
    "country",
    "region",
    "id",
    "mesh",
    "hotspot",
    "calling",
    // A network's users, its owner and its devices (`Wi-Fi user:
    // jsmith2024@`, `Wi-Fi extender: extender2_`).
    "user",
    "username",
    "login",
    "users",
    "account",
    "owner",
    "admin",
    "email",
    "contact",
    "extender",
    "repeater",
    "provider",
];

/// How many times a letter follows a digit or a digit a letter, side by
/// side (`l4bd7odb`: 4; `Praxis-Gast2024`: 1): how a generator mixes
/// them, unlike a name and a number.
fn digit_changes(v: &str) -> usize {
    v.as_bytes()
        .windows(2)
        .filter(|w| {
            w[0].is_ascii_digit() != w[1].is_ascii_digit()
                && w.iter().all(u8::is_ascii_alphanumeric)
        })
        .count()
}

fn wifi_keys(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in WIFI.captures_iter(text) {
        let Some(qualifier) = c.name("qualifier") else {
            continue;
        };
        // A passphrase of words (`lucky harimau hujan`): no network's
        // name is written so, but a note on the network may be (`ask at
        // reception`, `down since morning`): a generator's words have
        // four letters or more, and none says what the network does.
        if let Some(phrase) = c.name("phrase").or(c.name("spoken")) {
            let words = || phrase.as_str().split_whitespace();
            let quoted = c.name("phrase").is_some();
            let said = words().any(|w| {
                let w = w.to_lowercase();
                WIFI_STATE_WORDS.contains(&w.as_str())
                    || !quoted && w.chars().count() < 4
                    || w.chars().count() > 14
            }) || !(8..=63).contains(&phrase.as_str().chars().count());
            if !said && !is_reference_or_marker(phrase.as_str()) {
                found(phrase.start(), phrase.end());
            }
            continue;
        }
        let Some(value) = c.name("value") else {
            continue;
        };
        let named = qualifier.as_str().split_whitespace().any(|w| {
            let w = w.to_lowercase();
            w.split('-').any(|p| WIFI_ATTRIBUTES.contains(&p))
        });

        // A network's name then its key (`WLAN: Praxis-Gast Passwort:
        // ...`, `Wi-Fi: Guest5G, key ...`, `Wi-Fi: Guest5G / ...`): the
        // name is no key.
        let rest = text[value.end()..].trim_start_matches([',', ';', '|', ' ', '\t']);
        let key_follows = rest.starts_with('/') || names_wifi_key(rest);
        let v = value.as_str().trim_end_matches([',', ';', '.']);
        if !named && !key_follows && wifi_key_shaped(v) && !is_reference_or_marker(v) {
            found(value.start(), value.start() + v.len());
        }
    }
}

/// Whether `rest` starts with a Wi-Fi key's name: `wifi_network_key`'s
/// words and a few short ones (`psk`, `WPA2`) as words, a password's
/// labels also inflected (`Passwort:`, `passwords`).
fn names_wifi_key(rest: &str) -> bool {
    let head = rest[..floor_char_boundary(rest, rest.len().min(40))].to_lowercase();
    let word = |w: &&str| {
        head.strip_prefix(*w)
            .is_some_and(|after| !after.starts_with(char::is_alphanumeric))
    };
    WIFI_KEY_WORDS
        .iter()
        .chain(&["psk", "wpa", "wpa2", "pass"])
        .any(word)
        || LOCALIZED_PASSWORD_LABELS
            .iter()
            .chain(&["password"])
            .any(|l| head.starts_with(l))
}

/// Makers of home and office routers, whose model names a network's
/// default name (`FritzBox7590`, `SpeedPort3000`, `TechnicolorTG789`).
const ROUTER_MAKERS: &[&str] = &[
    "fritz",
    "speedport",
    "asus",
    "technicolor",
    "tplink",
    "netgear",
    "linksys",
    "huawei",
    "zyxel",
    "draytek",
    "livebox",
    "vodafone",
    "telekom",
    "ubiquiti",
    "unifi",
    "mikrotik",
    "sagemcom",
    "arris",
    "dlink",
    "tenda",
    "xiaomi",
    "synology",
    "eero",
    "orbi",
    "router",
];

/// Whether what follows `Wi-Fi ...:` is shaped as a key, not as a
/// network's name (`Vodafone-A1B2C3`, `ClinicNet5G`), an address, a
/// version or a band (`5GHz-2.4GHz`): a router's printed key in groups of
/// four digits; or ten or more characters, letters among them, with a
/// symbol and a digit, capitals strewn through a word (not a name's
/// words' capitals, `FD-St40-Crew`), or letters and digits mixed.
fn wifi_key_shaped(v: &str) -> bool {
    if v.contains(' ') {
        return true;
    }
    let digits = v.bytes().filter(u8::is_ascii_digit).count();
    let symbol = v
        .chars()
        .any(|c| !c.is_alphanumeric() && !matches!(c, '-' | '_' | '.'));
    let letters = v.chars().any(char::is_alphabetic);
    // A vendor's default network: a capitalised name, a dash or `_`, and
    // capitals and digits from its address (`TP-Link_8A3F`).
    let vendor = v.rsplit_once(['-', '_']).is_some_and(|(name, tail)| {
        name.starts_with(|c: char| c.is_ascii_uppercase())
            && (2..=8).contains(&tail.len())
            && tail
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
    });
    // Letters and digits mixed as a generator mixes them (`l4bd7odb`), not
    // a name and a number (`Praxis-Gast2024`).
    let mixed = digit_changes(v);
    let lower = v.to_ascii_lowercase();
    let unit = ["ghz", "mhz", "mbps", "mbit", "dbm"]
        .iter()
        .any(|u| lower.contains(u));
    // Or three or more words in small letters chained, a digit or a sign
    // after them, as a passphrase generator joins them
    // (`slurry-hayloft-parlour0`; a network's name is capitalised).
    // (Or four words without them, or three joined by `_`, as no
    // network's name is: `nikel-merapi-monsoon-jagung`,
    // `quartz_shovel_kancil`.)
    let lowercase = !v.bytes().any(|b| b.is_ascii_uppercase());
    let chained = lowercase
        && match chained_words(v) {
            0..=2 => false,
            3 => {
                v.ends_with(|c: char| c.is_ascii_digit() || passphrase_symbol(c)) || v.contains('_')
            }
            _ => true,
        };
    // (Or a glued word and digits a sign or `_` ends: `cedarwalrus323@`,
    // `coppercanine470_`.)
    let signed = v.ends_with(|c: char| c == '_' || c == '-' || passphrase_symbol(c))
        && digits > 0
        && v.chars().next().is_some_and(char::is_alphabetic);
    // Or two or more capitalised words glued and a number that is no year
    // (`BeaconDigger7174`, as a person makes one up; not `OfficeNet2024`
    // nor `ClinicNet5G`).
    let word_part = v.trim_end_matches(|c: char| c.is_ascii_digit());
    let number = &v[word_part.len()..];
    let words_and_number = (3..=4).contains(&number.len())
        && !is_year(number)
        // (Not a router's model as its network's name: `FritzBox7590`.)
        && !ROUTER_MAKERS.iter().any(|m| {
            // (The maker's whole word: `OrbitMaple3453` is no Orbi.)
            word_part
                .get(..m.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(m))
                && word_part[m.len()..]
                    .chars()
                    .next()
                    .map_or(true, |c| c.is_ascii_uppercase())
        })
        && word_part.len() >= 8
        && word_part.bytes().all(|b| b.is_ascii_alphabetic())
        && word_part.starts_with(|c: char| c.is_ascii_uppercase())
        && super::words::inner_capitals(word_part) >= 1;
    // (An address, not a sign at the end: `it@clinic.example`.)
    let address = v
        .split_once('@')
        .is_some_and(|(user, host)| !user.is_empty() && host.contains('.'));
    // Digits alone, eight to twelve of them, as a router's numeric key
    // is printed (`74514292`); not a date (`20240612`).
    let numeric =
        (8..=12).contains(&v.len()) && digits == v.len() && !(v.len() == 8 && is_year(&v[..4]));
    // Small letters and digits strewn as a generator strews them
    // (`cay99hpubvxb`), not a word and its number (`office2024`).
    let strewn = v.len() >= 10
        && digits >= 2
        && mixed >= 2
        && v.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    // (Eight or nine characters, as few as a key may have, with a digit:
    // `Baadal@21`; not a network's `KingsVIP`.)
    let long_enough = v.chars().count() >= 10 || digits > 0;
    numeric
        || letters
            && long_enough
            && !vendor
            && !unit
            && !address
            && (strewn
                // (A generator's capitals and a digit: `VCBQCYXQYGHAZQ0N`.)
                || digits > 0
                    && v.split(|c: char| !c.is_ascii_alphabetic())
                        .any(super::words::random_capitals)
                || symbol && digits > 0
                || signed
                || v.split(['-', '_']).any(strewn_capitals)
                || mixed >= 3
                || chained
                || words_and_number)
}

/// A form's field whose `value="..."` comes before the attributes that
/// name it (`value="..." type="password" name="klarna_api_password"`,
/// `value="..." aria-label="Access Token"`), as a page's markup or an
/// accessibility dump writes them. (A name first is `secret_markup`'s.)
static VALUE_THEN_NAMES: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r#"(?-u:\b)value\s*=\s*(?P<q>["'])(?P<value>[^"'<>\n]*)["'](?P<attrs>(?:\s+[A-Za-z_:-]{1,30}\s*=\s*["'][^"'<>\n]{0,120}["']){1,8})"#,
    )
    .expect("a valid pattern")
});

static ATTRIBUTE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"(?P<name>[A-Za-z_:-]{1,30})\s*=\s*["'](?P<value>[^"'<>\n]{0,120})["']"#)
        .expect("a valid pattern")
});

fn named_after_value(text: &str, found: &mut impl FnMut(usize, usize)) {
    if !text.contains("value") {
        return;
    }
    for c in VALUE_THEN_NAMES.captures_iter(text) {
        let (Some(value), Some(attrs)) = (c.name("value"), c.name("attrs")) else {
            continue;
        };
        let strength = ATTRIBUTE
            .captures_iter(attrs.as_str())
            .filter_map(|a| {
                let (name, v) = (a.name("name")?.as_str(), a.name("value")?.as_str());
                match name.to_ascii_lowercase().as_str() {
                    "type" => (v.eq_ignore_ascii_case("password")).then_some(Strength::Strong),
                    "name" | "id" | "aria-label" | "placeholder" | "title" | "label" => {
                        field_strength(v)
                    }
                    _ => None,
                }
            })
            .max_by_key(|s| matches!(s, Strength::Strong));
        let v = value.as_str().trim();
        let take = match strength {
            Some(Strength::Strong) => !v.is_empty(),
            Some(Strength::Weak) => looks_random(v),
            None => false,
        };
        if take && !is_reference_or_marker(v) {
            let lead = value.as_str().len() - value.as_str().trim_start().len();
            found(value.start() + lead, value.start() + lead + v.len());
        }
    }
}

/// A value glued to the name of what it is by `_` or `-`, as an agent
/// names a key it invents or an element it finds (`otp_4105100`,
/// `plaid_token_8ef504b6...`, `smtp_password-Adm1n.GbSh`).
static GLUED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?:^|[^A-Za-z0-9-])(?:[a-z0-9]+[_-]){0,3}?[a-z0-9]*?",
        r"(?P<word>otp|pin|2fa_code|code|card|recovery|backup|key|token|secret|password|passwd|pwd|psk)",
        r"[_-](?P<value>[A-Za-z0-9@=~+.!$%*#?]{4,200})(?:$|[^A-Za-z0-9@=~+.!$%*#?_-])",
    ))
    .expect("a valid pattern")
});

fn glued_to_name(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in GLUED.captures_iter(text) {
        let (Some(word), Some(value)) = (c.name("word"), c.name("value")) else {
            continue;
        };
        let v = value.as_str();
        let digits = v.bytes().all(|b| b.is_ascii_digit());
        // Glued after letters, a word starts a camelCase hump
        // (`twilioKey_`), not the end of another word (`tailspin-`).
        let glued = text[..word.start()]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric);
        // `key_event.uChar.UnicodeChar`: a member's path in code (a
        // password may hold dots: `Adm1n.GbSh`).
        let password = ["password", "passwd", "pwd", "psk"]
            .iter()
            .any(|p| word.as_str().eq_ignore_ascii_case(p));
        let path = !password
            && v.contains('.')
            && v.split('.').all(|p| {
                p.starts_with(|c: char| c.is_ascii_alphabetic())
                    && p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            });
        // `django.contrib.auth.password_validation.X`: a module's path.
        let member = c.get(0).is_some_and(|m| m.as_str().starts_with('.'));
        // `INFURA_API_KEY_SECRET=231d...`: a longer name and its `=`, which
        // the assignment reads (base64's closing `=` is a value's own).
        let assigned = v.trim_end_matches('=').contains('=');
        // `API key ID: key_KYVk...`: an id's label names it an id.
        let before = text[..word.start()].trim_end_matches([' ', '\t']);
        let id = before
            .trim_end_matches([':', '：'])
            .trim_end()
            .rsplit(|c: char| !c.is_alphanumeric())
            .next()
            .is_some_and(|w| w.eq_ignore_ascii_case("id"))
            && before.ends_with([':', '：']);
        if assigned
            || id
            || glued && !word.as_str().starts_with(|c: char| c.is_ascii_uppercase())
            || path
            || member
        {
            continue;
        }
        let secret = match word.as_str().to_ascii_lowercase().as_str() {
            // A code's or a card's digits (`2fa_code_559508`,
            // `card_4716844339758086`), not a year or a count.
            "otp" | "pin" | "2fa_code" | "code" | "card" | "recovery" | "backup" => {
                digits && (5..=19).contains(&v.len())
                    || digits && v.len() == 4 && word.as_str().eq_ignore_ascii_case("pin")
            }
            // A password's random run, a key's or a token's long one (a
            // shorter run is a generated name's suffix: `db-secret-8f7b6c`).
            _ => {
                let least = if password { 8 } else { 16 };
                v.len() >= least && !digits && looks_random(v) && !is_reference_or_marker(v)
            }
        };
        if secret {
            found(value.start(), value.end());
        }
    }
}

/// Whether what follows a label's `:` starts with the quote that closes
/// the label itself (`'Show password:' [value: ...] '`), not a value's:
/// the line before the label has that quote open.
fn closes_label_quote(line_before: &str, after: &str) -> bool {
    after
        .chars()
        .next()
        .filter(|q| matches!(q, '\'' | '"'))
        .is_some_and(|q| line_before.matches(q).count() % 2 == 1)
}

/// A key or token named in prose, a few words, a separator, the value:
/// `Snyk key for staging: 5e30...`, `API key created — 24f7...`, `heroku
/// auth:token → b5a4...`. The label's words with the words between decide
/// (`Key ID: 3AA5...` names an id, `Idempotency-Key: ...` unlocks nothing).
static LABELLED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (Glued after a digit or a word's first `_` too, `_Token für
        // Prod:`; not after a letter, which makes another word: `monkey`,
        // `hockey`, nor inside an identifier: `ACTOR_KEY: Type`.)
        r"(?i)(?:(?-u:\b)|[0-9]|(?:^|\s)_)(?P<label>(?:[a-z][a-z0-9]*[ _:.-]){0,2}(?:token|key|secret)s?)(?-u:\b)",
        // Words of any language between (`Token für Prod:`, `secret
        // régénéré →`, `token trocado, o novo é`, `client_secret for the
        // Sabre dev studio app is`), or a run of a script
        // without spaces (`signing secret已轮换，新的是`).
        // (A word may join two with `+` or `/`, `for staging+prod`, and a
        // note in brackets may end them, `(same for now)`.)
        r"(?P<gap>(?:[ \t]+\p{L}[\p{L}\p{N}+/-]*,?){0,6}?(?:[ \t]*[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}，、]{1,12}?)?(?:[ \t]+\([^()\n:]{1,30}\))?)",
        // Prose separators only: `=` and a glued `:` are code's and an
        // identifier's (`arn:...:secret:name`), read by the assignment rule.
        // A table's `|` (`|Kaggle API key| ...`).
        // (A runbook's check too: `The API key should be `ea6a...``.)
        // (The copulas of other languages, a glued one too: `key ya MTN
        // MoMo subscription nĩ 1d1e...`, `... subscription n'be7b...`.)
        // (A form's leader dots, `API Key .......... 8f3k...`.)
        r"(?P<sep>[ \t]*:[ \t]+|[ \t]*\.{4,}[ \t]*|[ \t]+\.{3}[ \t]+|[ \t]*[：→—–|][ \t]*|[ \t]+(?:is|was|should[ \t]+be|é|est|ist|es|è|är|er|je|{copulas})[ \t]+|[ \t]+n['’]|(?:是|は|为|為|です)[:：]?[ \t]*)",
    )))
    .expect("a valid pattern")
});

/// Whether the words between a label and its value say what the value is
/// (`Key ID:`, `Password policy:`), not only what happened to it (`API
/// key created —`).
///
/// Words after a preposition name what the secret opens (`password for
/// the raid-helper web panel:`), not a property of it; before a colon the
/// last word still may (`password for admin expires:`).
fn names_a_property(between: &str) -> bool {
    property_named(between, true)
}

/// [`names_a_property`], the last word after a preposition asked or not:
/// before a verb it names what the secret opens too (`pw for the club
/// email is ...`).
fn property_named(between: &str, last_asked: bool) -> bool {
    let all: Vec<&str> = between.split_whitespace().collect();
    let opens_from = all
        .iter()
        .position(|w| {
            // (Maltese glues its `of the` to the noun: `tal-email`.)
            let head = w.split_once('-').map_or(*w, |(head, _)| head);
            OPENS_PREPOSITIONS
                .iter()
                .chain(OF_PREPOSITIONS)
                .any(|p| w.eq_ignore_ascii_case(p) || head.eq_ignore_ascii_case(p))
        })
        .unwrap_or(all.len());
    let last = all.len().saturating_sub(1);
    all.iter()
        .enumerate()
        .filter(|&(i, w)| (i < opens_from || last_asked && i == last) && !is_id_product(w))
        .flat_map(|(i, w)| words(w).into_iter().map(move |w| (i, w)))
        .any(|(i, w)| {
            PROPERTY_WORDS.contains(&w.as_str())
                && !EVENT_WORDS.contains(&w.as_str())
                // (After the preposition, a thing is what the secret
                // opens: `Password for the server:`.)
                && (i < opens_from || !THING_WORDS.contains(&w.as_str()))
        })
}

/// Prepositions after which a label's words say what a secret is for
/// (`for`, `für`, `pour`, `para`, `для`).
const OPENS_PREPOSITIONS: &[&str] = &[
    "for", "für", "pour", "para", "per", "voor", "för", "til", "till", "dla", "для", "pro",
];

/// Italian's and French's articles and prepositions elided onto the next
/// word, before their apostrophe (`dell'FTP`, `l'app`, `d'Alice`).
const ELIDED_ARTICLES: &[&str] = &[
    "dell", "dall", "nell", "sull", "all", "coll", "quell", "un", "l", "d",
];

/// `of` in English and the Romance languages, after which a label's words
/// say what a secret belongs to (`Password del server di prova:`,
/// `Contraseña de la base de datos:`). Only [`names_a_property`] reads
/// them: after a bare label they are a value's words (`senha do cartão
/// 1013`).
const OF_PREPOSITIONS: &[&str] = &[
    "of", "del", "della", "dello", "dei", "de", "du", "des", "do", "da",
    // Maltese's (`il-password tal-email`), Tagalog's (`password ng email`).
    "tal", "ta'", "ng",
    // Yiddish's (`דער קאָד פֿון דעם ...`), West Frisian's (`de koade fan`).
    "פֿון", "פון", "fan",
    // The Bantu languages' `ya`/`ye` (`password ya email ya site ni ...`),
    // Kalenjin's, Ateso's, Tiv's, Urhobo's, Edo's, Farefare's, Bamun's,
    // Ngiemboon's and Kako's, Cameroon Pidgin's `for` and Hausa's (`password
    // ab email ya site ko ...`, `password ka site office Wi-Fi ebe ...`,
    // `password u met mast logger ka ...`, `password rẹ site office Wi-Fi
    // ọyẹ ...`, `mot de passe ndə compte mail du site, nə ...`).
    "ya", "ye", "ab", "ka", "u", "rẹ", "ọghẹ", "n", "ndə", "ŋgə", "à", "fɔ", "ta",
];

/// Whether a word is the name of a sign-in product that ends in `ID`
/// (`BankID`, `VNeID`, `MitID`, `Smart-ID`, `Mobiil-ID`), which names the
/// account a password opens, not an id's property (`Key ID`, `key_id`).
fn is_id_product(word: &str) -> bool {
    let w = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
    let Some(head) = w.strip_suffix("ID") else {
        return false;
    };
    let head = head.strip_suffix('-').unwrap_or(head);
    head.len() >= 2
        && head.starts_with(|c: char| c.is_ascii_uppercase())
        && head.bytes().all(|b| b.is_ascii_alphabetic())
        && head.bytes().any(|b| b.is_ascii_lowercase())
}

/// Words between a key's label and its value that tell what happened to
/// the key, not what the value is.
const EVENT_WORDS: &[&str] = &["created", "changed", "updated", "reset", "used", "refresh"];

/// Whether the line before `at` names a signing key (`gpg`, `pgp`,
/// `signing`, `fingerprint`) and no secret of it (`gpg passphrase:`,
/// `signingPassword=`).
fn names_signing_key(text: &str, at: usize) -> bool {
    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
    let label = words(&text[line_start..at]);
    let names = |list: &[&str]| label.iter().any(|w| list.contains(&w.as_str()));
    names(&["signing", "fingerprint", "gpg", "pgp", "openpgp"]) && !names(SIGNING_SECRET_WORDS)
}

/// Words that name a signing key's secret, not the key (`gpg passphrase:`,
/// `signingPassword=`).
const SIGNING_SECRET_WORDS: &[&str] = &[
    "password",
    "passphrase",
    "pass",
    "secret",
    "token",
    "pin",
    "pwd",
    "api",
];

/// Whether a value is a PGP key's id, `0x` and 8, 16 or 40 hexadecimal
/// digits, its own label naming a PGP key and no secret of one (`My PGP
/// key for reports: 0xC1A39A16DA8409F1`): public, as its fingerprint is.
/// (Not `SIGNING_KEY=0x...`, `GPG_PRIVATE_KEY=0x...`, nor a second key
/// later on a line that names gpg.)
fn is_signing_key_id(text: &str, at: usize, value: &str) -> bool {
    let id = value.strip_prefix("0x").is_some_and(|h| {
        matches!(h.len(), 8 | 16 | 40) && h.bytes().all(|b| b.is_ascii_hexdigit())
    });
    // (The label: back from the value's separator to the one before it.)
    let before = text[..at].trim_end_matches([' ', '\t', ':', '=', '"', '\'']);
    let label = &before[before
        .rfind([':', '=', ',', ';', '\n'])
        .map_or(0, |n| n + 1)..];
    let label = words(label);
    let names = |list: &[&str]| {
        label
            .iter()
            .any(|w| list.contains(&w.to_lowercase().as_str()))
    };
    // (Nor a private key's, a wallet's or a seed's, which no key's id
    // names.)
    id && names(&["pgp", "gpg", "openpgp"])
        && !names(SIGNING_SECRET_WORDS)
        && !names(&["private", "wallet", "seed", "mnemonic"])
}

/// Whether a call's `key` argument names the item a store keeps
/// (`secureStorage.read(key: 'locker_pin_1')`): inside the call's
/// brackets, a value of a name's words (small letters or a number, joined
/// by `_`, `.` or `-`). `line_before` is the key's line up to the key.
fn names_stored_item(line_before: &str, key: &str, value: &str) -> bool {
    let in_call = line_before.rfind('(') > line_before.rfind(')');
    // (A store's own call: `read`, `write`, `getItem` ...; another call's
    // `key:` may be a passphrase in words, `init(key: 'correct_horse')`.)
    let method = line_before
        .rsplit_once('(')
        .map_or("", |(callee, _)| callee)
        .rsplit(|c: char| !c.is_alphanumeric() && c != '_')
        .next()
        .unwrap_or("");
    let store_call = STORE_METHODS.contains(&method);
    let v = value
        .trim_end_matches([')', ';', ','])
        .trim_matches(['"', '\'']);
    key.eq_ignore_ascii_case("key")
        && in_call
        && store_call
        && v.starts_with(|c: char| c.is_ascii_lowercase())
        && v.contains(['_', '.', '-'])
        // (Each word letters or a number, not a random run's `a8f3`.)
        && v.split(['_', '.', '-']).all(|w| {
            !w.is_empty()
                && (w.bytes().all(|b| b.is_ascii_lowercase())
                    || w.bytes().all(|b| b.is_ascii_digit()))
        })
}

/// A key-value store's calls that take an item's name as `key`
/// (Flutter's `secureStorage.read(key: ...)`, the web's `getItem`).
const STORE_METHODS: &[&str] = &[
    "read",
    "write",
    "delete",
    "get",
    "set",
    "remove",
    "contains",
    "containsKey",
    "getItem",
    "setItem",
    "removeItem",
    "getString",
    "setString",
];

/// Keys and tokens named in prose: the value, if it is quoted or looks
/// random (as a password's in prose).
fn labelled(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in LABELLED.captures_iter(text) {
        let (Some(label), Some(gap), Some(sep)) = (c.name("label"), c.name("gap"), c.name("sep"))
        else {
            continue;
        };
        // `--token $HF_TOKEN See docs: Authentication`: a reference.
        let gap_words = words(gap.as_str());
        let reference = gap_words
            .first()
            .is_some_and(|w| super::structure::leads_note(w));
        // `Key art: 2000x3000`: the label's `key` an adjective.
        let adjective = words(label.as_str()).last().is_some_and(|w| w == "key")
            && gap_words.first().is_some_and(|w| key_as_adjective(w));
        // More than three words between say what the key is for
        // (`client_secret for the Sabre dev studio app is`), or they are a
        // sentence about keys (`a key inside a flow mapping is JSON-like`).
        // (Unless they start after `for` or `of`, in any language: `key
        // ya MTN MoMo subscription nĩ ...`.)
        // A `for` later ends the words counted: what follows names whom
        // the key is for (`app secret the vendor sent for Saint-Roch
        // Hospital:`).
        let opens = |w: &String| OPENS_PREPOSITIONS.iter().any(|p| w.eq_ignore_ascii_case(p));
        let long_sentence = gap_words.iter().take_while(|w| !opens(w)).count() > 3
            && !gap_words.first().is_some_and(|w| {
                opens(w) || OF_PREPOSITIONS.iter().any(|p| w.eq_ignore_ascii_case(p))
            });
        // (A runbook's `should be` after a key's bare name may be a
        // keyboard's or a scale's key: `The key should be `Escape``.)
        let bare_should = sep.as_str().contains("should")
            && gap.as_str().is_empty()
            && words(label.as_str())
                .iter()
                .filter(|w| !matches!(w.as_str(), "the" | "a" | "this" | "that" | "your" | "my"))
                .eq(["key"].iter());
        // (A form's leader dots right after the key's name: `API Key
        // ..... x`, not `Secret Santa ..... FAQ-6745`, `Key West`.)
        let dotted_after_words = sep.as_str().contains("..") && !gap.as_str().trim().is_empty();
        if names_a_property(gap.as_str())
            || dotted_after_words
            || reference
            || adjective
            || long_sentence
            || bare_should
            || strength_in_context(&text[..label.start()], label.as_str(), false).is_none()
        {
            continue;
        }
        // A table's `|` is code's too (`.filter(|key| !used.contains(key))`,
        // a template's `{{ .Values.api_key | b64enc }}`): after it, a
        // cell's token of 16 or more letters, digits, `_` and `-` only.
        let cell = sep.as_str().trim() == "|";
        // A count is no key (`max_tokens: 4096`).
        if let Some((from, to)) = prose_value(text, sep.end()).filter(|&(from, to)| {
            let line_start = text[..label.start()].rfind('\n').map_or(0, |n| n + 1);
            !names_stored_item(
                &text[line_start..label.start()],
                label.as_str(),
                &text[from..to],
            )
        }) {
            let token = to - from >= 16
                && text[from..to]
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
            if !text[from..to].bytes().all(|b| b.is_ascii_digit())
                && (token || !cell)
                && !is_signing_key_id(text, from, &text[from..to])
            {
                found(from, to);
            }
        }
    }
}

/// A key or a token handed over in a chat or shown by a console, its
/// name first and up to a sentence's words after it, in the word order of
/// any language (`usa este token de W&B mientras tanto: 4909...`, `вот
/// ключ W&B для общего ноутбука: 94eb...`, `Label Studio key, old one got
/// revoked: 6aab...`, `ecco la chiave DocuSign per il portale clienti,
/// salvala nel password manager e cancello il messaggio: 6196ef36-...`),
/// or a console's list of names before it (`API 키:
/// rag-prod 6908...`). Read by [`handed_over_keys`], which keeps only a
/// value shaped as a key.
static HANDED_OVER: Lazy<Regex> = Lazy::new(|| {
    // A key's name in prose, with a word before it (`Iterable key`).
    macro_rules! label {
        () => {
            r"(?:[a-z][a-z0-9]*[ _-])?(?:{handed_over_words})"
        };
    }
    // A key's characters, and what may end it (a quote may close the
    // text around it, `{"note": "...: 6196ef36-..."}`).
    macro_rules! value {
        () => {
            r#"[A-Za-z0-9_+/=-]{16,})(?:[\s.,;!?)\]，。、"'”}\\]|$)"#
        };
    }
    super::pattern(&expand(concat!(
        r"(?i)(?:(?:(?:^|[^\p{L}\p{N}_])(?P<label>",
        label!(),
        r")(?P<gap>(?:[^\p{L}\p{N}\n:：][^\n:：]{0,99}?)?)",
        r"|(?:{key_labels})(?P<gap2>[^\n:：]{0,60}?))",
        // Prose's `:`, a blank or a line break after it (`arn:...:secret:x`
        // is an identifier's); a fullwidth one as it comes; a chat's arrow
        // (`KoboToolboxトークンです → a87e...`).
        // (Or in brackets after the words: `a collé son jeton dans le chat
        // (c9cf...)`.)
        // (Or a spaced `=`, as prose writes one: `token di emergenza
        // PagerDuty = R04f...`.)
        // (Or a printed sheet's dot between spaces: `ORCID client secret
        // · 3879b1f1-...`.)
        r"[ \t]*(?::(?:[ \t]+|[ \t]*\n[ \t]*)|：[ \t]*\n?[ \t]*|(?:→|->)[ \t]*|[ \t]*\(|[ \t]+=[ \t]+|[ \t]+[·•][ \t]+",
        // Or told in a sentence, a verb or the end of a word of a script
        // without spaces before it (`de nieuwe is ...`, `quello nuovo è
        // ...`, `I replaced X with ...`, `新しいのは ...`, `새 키
        // 발급했어요 ...`): read only as a key a generator made.
        r"|(?P<told>[ \t]+(?:is|was|es|è|er|är|ist|est|é|je|to|on|este|jest|lautet|with|now|por|par|door|durch|mit)[ \t]+|[\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}][ \t]+|[ \t]+[?？][ \t]+)",
        // Or said to be below, the value on a line of its own up to two
        // blank lines down (`the Statuspage key is below, please store
        // it in the vault ...` / `9d32d326-...`).
        r"|(?P<below>[ \t]+(?:is[ \t]+|est[ \t]+|ist[ \t]+|staat[ \t]+|står[ \t]+)?(?:below|beneath|ci-dessous|unten|abajo|qui[ \t]+sotto|hieronder|nedan|nedenfor|poniżej)(?:[^\p{L}\n][^\n]{0,100})?\n(?:[ \t]*\n){0,2}[ \t]*))",
        r"(?:(?-i:[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)(?:[ \t]+|[ \t]*\n[ \t]*))?",
        // (A user's number may go before the key, `64748:42e365ca-...`, as
        // Copernicus's API keys are written.)
        r"(?:\d{3,7}:)?(?P<value>",
        value!(),
        // Or the value right after the key's word and a blank, quoted or
        // not (`falling back to static Iterable key "a9c3..."`, `Using
        // Widevine key 9171... for variant`): read only as a key a
        // generator made. (An alternative of its own, tried after the
        // first, so that a long word after a key's name never stands for
        // its value and hides the value after a separator.)
        r"|(?:^|[^\p{L}\p{N}_])(?P<adjacent>",
        label!(),
        r#")[ \t]["'`]?(?P<adjacent_value>"#,
        value!(),
        r")",
    )))
    .expect("a valid pattern")
});

/// Fewest hexadecimal digits of a key [`HANDED_OVER`] reads without
/// letters of both cases (128 bits).
const MIN_HANDED_OVER_HEX: usize = 32;

/// Words between a key's name and its value that say the value is
/// something else (`key rotation commit: 6aab...`, `token usage run id:`,
/// `key fingerprint (MD5):`, a LoRaWAN device's `DevEUI`).
const NOT_A_KEY_WORDS: &[&str] = &[
    "id",
    "ids",
    "hash",
    "sha",
    "sha1",
    "sha256",
    "md5",
    "serial",
    "idempotency",
    "etag",
    "cache",
    "deveui",
    "appeui",
    "eui",
    "imei",
    "iccid",
    "sid",
    "kid",
    "pub",
    // A public key in the languages a chat hands one over in (`Chiave
    // pubblica WireGuard: ...`, `Öffentlicher Schlüssel: ...`).
    "pubblica",
    "publique",
    "pública",
    "publica",
    "publiek",
    "publieke",
    "öffentlicher",
    "öffentliche",
    "offentlig",
    "offentlige",
    "publik",
    "publika",
    "publiczny",
    "julkinen",
    "veřejný",
    "commit",
    "checksum",
    "digest",
    "revision",
    "run",
    "version",
    "uuid",
    "public",
    "publishable",
    "client",
    "fingerprint",
    "thumbprint",
    "request",
    "trace",
    // A table's, a store's or a map's key, a host's or a signer's public
    // key by its kind (`partition key 3f2a...`, `GPG key 3AA5...`).
    "partition",
    "sort",
    "row",
    "primary",
    "foreign",
    "object",
    "lookup",
    "dedup",
    "dedupe",
    "host",
    "gpg",
    "pgp",
    "ssh",
    "rsa",
    "dsa",
    "ecdsa",
    "eddsa",
    "ed25519",
    // A store's or a queue's key, a key service's id (`Redis key ...`,
    // `KMS key ...`).
    "redis",
    "memcached",
    "dynamodb",
    "kafka",
    "s3",
    "kms",
    "md5",
];

/// The words right before a key's name that say what kind of secret it
/// is when its value follows with no separator (`prod key ...`, `signing
/// key ...`); besides them only a provider's capitalised name in a
/// sentence (`Iterable key ...`). Words that say which of many keys
/// (`the`, `new`, `old`, `test`) are a record's as often.
const ADJACENT_KEY_LEADS: &[&str] = &[
    "api",
    "secret",
    "private",
    "access",
    "prod",
    "production",
    "live",
    "staging",
    "license",
    "licence",
    "signing",
    "encryption",
    "decryption",
    "wrapping",
    "shared",
    "session",
    "webhook",
];

/// The keys [`HANDED_OVER`] finds: 32 or more hexadecimal digits, a
/// UUID, or a random run of letters and digits.
fn handed_over_keys(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in HANDED_OVER.captures_iter(text) {
        let adjacent = c.name("adjacent").is_some();
        let Some(value) = c.name("value").or(c.name("adjacent_value")) else {
            continue;
        };
        let label = c.name("label").or(c.name("adjacent"));
        let gap = c.name("gap").or(c.name("gap2")).map_or("", |g| g.as_str());
        let v = value.as_str();
        // The word before may name another key (`Idempotency-Key:`,
        // `Primary key:`).
        let other_key = label.is_some_and(|l| {
            let label = l.as_str();
            // The key's own word, and the words before it on its line.
            let word = label.rsplit([' ', '_', '-']).next().unwrap_or(label);
            let before = &text[..l.end() - word.len()];
            // (English's words: the other languages' name no other key.)
            ["key", "token", "secret"]
                .iter()
                .any(|w| word.eq_ignore_ascii_case(w))
                && (strength(label, false).is_none()
                    || strength_in_context(before, word, false).is_none())
        });
        let gap_words = words(gap);
        // (Or the word before the label: `Öffentlicher Schlüssel:`.)
        let word_before = label.map_or("", |l| {
            text[..l.start()]
                .split_whitespace()
                .next_back()
                .unwrap_or("")
        });
        // (Or the label's own word before the key's: `offentlig nyckel:`;
        // but a client's secret is one, as its key and token are not.)
        let label_words = label.map_or(Vec::new(), |l| words(l.as_str()));
        let client_secret =
            label_words.len() == 2 && label_words[0] == "client" && label_words[1] == "secret";
        // (Unless its line names a private key too: `не публичен ключ, а
        // приватный ключ: ...`.)
        let private = || {
            let from = floor_char_boundary(text, value.start().saturating_sub(CONFIRM_REACH));
            let line_start = text[from..value.start()]
                .rfind('\n')
                .map_or(from, |n| from + n + 1);
            super::generic::names_private_key(&text[line_start..value.start()].to_lowercase())
        };
        if other_key
            || NOT_A_KEY_WORDS.contains(&word_before.to_lowercase().as_str()) && !private()
            || !client_secret
                && label_words
                    .iter()
                    .any(|w| NOT_A_KEY_WORDS.contains(&w.as_str()))
            || names_a_property(gap)
            || gap_words
                .iter()
                .any(|w| NOT_A_KEY_WORDS.contains(&w.as_str()))
        {
            continue;
        }
        // (Or hexadecimal groups joined by dashes, as Infobip's keys are:
        // `6161...1eb2-70755aae-b3e3-...`.)
        let hex = v.bytes().filter(u8::is_ascii_hexdigit).count() >= MIN_HANDED_OVER_HEX
            && v.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-')
            && !v.starts_with('-')
            && !v.ends_with('-')
            && (!v.contains('-')
                || v.bytes().any(|b| b.is_ascii_alphabetic())
                    && v.bytes().any(|b| b.is_ascii_digit()));
        // Under twenty characters, only capitals and digits mixed, as
        // ThingSpeak's keys are (`SVJYY6I8KBYV0P02`), or a generator's
        // mix; not a type's name (`I: DoubleEndedIterator`).
        let short = v.len() < 20;
        let capitals_and_digits = v.bytes().any(|b| b.is_ascii_digit())
            && v.bytes().any(|b| b.is_ascii_uppercase())
            && v.bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
        // Both cases strewn through it and digits, as a generator makes
        // (`HTijck6U1s8TInGb`): two digits or two capitals side by side,
        // which a class's name of words and a number has not
        // (`RotateKeysJob2Runner`).
        let digits = v.bytes().filter(u8::is_ascii_digit).count();
        let capitals_together = v
            .as_bytes()
            .windows(2)
            .any(|w| w[0].is_ascii_uppercase() && w[1].is_ascii_uppercase());
        let generated =
            digits >= 1 && (digits >= 2 || capitals_together) && super::words::strewn_capitals(v);
        let shaped = if adjacent {
            // (Nothing but the key's words say it is one, so the word
            // before `key` must say what kind of secret it is (`prod key`,
            // `signing key`): then a UUID, 32 hex digits or a generator's
            // long mix. Or a provider's name in a sentence, capitalised
            // after a word in small letters (`static Iterable key`,
            // `Using Widevine key`): then no UUID, which a record's key
            // is as often (`Check the Routing key <UUID>`), and never at a
            // line's start (`Record key ...`).)
            let label_text = label.map_or("", |l| l.as_str());
            let lead_word = label_text.split([' ', '_', '-']).next().unwrap_or("");
            let lead = lead_word.to_lowercase();
            let in_sentence = label.is_some_and(|l| {
                let line = &text[text[..l.start()].rfind('\n').map_or(0, |n| n + 1)..l.start()];
                line.trim_end().ends_with(|c: char| c.is_lowercase()) && line.ends_with(' ')
            });
            let provider = label_text.contains(' ')
                && lead_word.starts_with(|c: char| c.is_uppercase())
                && lead_word.chars().skip(1).any(char::is_lowercase)
                && in_sentence
                && !NOT_A_KEY_WORDS.contains(&lead.as_str());
            ADJACENT_KEY_LEADS.contains(&lead.as_str())
                && (hex || super::generic::is_uuid(v) || (generated && !short))
                || provider && !super::generic::is_uuid(v) && (hex || (generated && !short))
        } else if c.name("told").is_some() || c.name("below").is_some() {
            // (A UUID told is a key when the words before it name no id:
            // `de nieuwe sleutel voor X is <UUID>`.)
            // (Capitals and digits mixed four times or more, as a
            // generator mixes them: `789F9F29425918A4`, not a word and a
            // year, `DOCUMENTATION2024`.)
            hex || generated
                || capitals_and_digits && digit_changes(v) >= 4
                || super::generic::is_uuid(v)
        } else if short {
            capitals_and_digits || generated
        } else {
            hex || super::generic::is_uuid(v) || looks_random(v)
        };
        if shaped && !is_reference_or_marker(v) && !super::structure::is_public_token(v) {
            found(value.start(), value.end());
        }
    }
}

/// The patterns the assignment rule searches with, for the test that its
/// keywords let each of their words through (a word in a pattern and not
/// in [`key_word_literals`](super::structure::key_word_literals) is a text
/// the prefilter skips).
#[cfg(test)]
pub(super) fn patterns() -> Vec<&'static str> {
    [
        &ASSIGNMENT,
        &NAMED,
        &SPACED,
        &DEFAULT,
        &GLUED,
        &LABELLED,
        &HANDED_OVER,
        &CODE,
        &CODE_WORDED,
        &CODE_COMPOUND,
        &CODE_LINE,
        &CODE_NAMED,
        &LOCK_THEN_CODE,
        &USE_FOR_THING,
        &PHRASE_I_USED,
        &LOCK_EMOJI,
        &CODE_WORDS_THEN_DIGITS,
        &TURNS_BEFORE_COMBINATION,
        &REFUSED_THEN_USE,
        &SET_KEY_TO,
        &RESET_NOTICE,
        &LISTED,
        &REDEEM,
        &LISTED_FILE,
        &PROSE,
        &TYPED_CODE,
        &LOGIN,
        &PAIR_THEN_LOGIN,
        &VALUE_THEN_LABEL,
        &VALUE_THEN_NAMED,
        &VALUE_THEN_TOLD,
        &RESET_IT_TO,
        &KODE_TIL,
        &USER_AND_PASSWORD,
        &TYPED_LOGIN,
        &DEVICE_PASSWORD,
        &ANSWERED,
        &SET_CODE_TO,
        &STORED_ITEM,
        &BARE_KEY,
        &TOLD_AT_END,
        &CHANGED_THEN_TOLD,
        &PAIR,
        &WIFI,
        &USER_TABLE,
        &BOXED_CODE,
        &LOCALIZED_FIELD,
    ]
    .into_iter()
    .map(|re| Lazy::force(re).as_str())
    .collect()
}

/// A short code named by the words before it (`verification code 628044`,
/// `PIN 073958`, `one-time passcode is 847289`), but not an error, status
/// or postal code.
static CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?i)(?:(?-u:\b)(?P<before>[a-z]+)[ -])?(?:(?-u:\b)(?:{code_words}|tunnusluku\p{L}{0,4}|(?-i:TAN))(?-u:\b)(?:'\p{Ll}{1,5})?|暗証番号|ओटीपी|комбинаци[яюи]|კოდ",
        // Vietnamese's, Korean's and Chinese's words for a code or a
        // password a chat gives an alarm's digits after (`bật báo động, mã
        // 009543`, `경비 설정 ... 코드 933310`, `布防报警器，密码*23535`), a
        // safe's master code and a manager's (`万能码是 814569`, `经理授权码：
        // 482374`).
        r"|(?-u:\b)mã|코드|密码|密碼|撤防码|撤防碼|万能码|萬能碼|经理授权码|經理授權碼",
        r"|(?-u:\b)pin-код(?:\s+карты)?",
        // A SIM card's codes, numbered (`PIN 1:`, `PUK2:`).
        r"|(?-u:\b)(?:pin|puk) ?[12](?-u:\b)",
        // A door's, a lockbox's or a card's code in other words and
        // languages, up to eight words on (`Код домофона:`, `La clave del
        // portón es`, `lockbox at cabin =`); glued after anything but a
        // letter of an alphabet or a digit (`id_PIN ...`, not `spin` or
        // `Штрихкод`).
        // A room's or a locker's number may be one of the words (`De
        // deurcode van practicumlokaal E-179 is`, `Le digicode de la salle
        // 5.16 est`).
        // A key safe's name may be inflected (`Nyckelskåpet`, `anahtar
        // kutusunun`).
        // (A Latin letter glued before a word of another script is
        // another word: `xкод: 4821`, `xលេខកូដ 4253`.)
        r"|(?:(?:^|[^\p{Latin}\p{Cyrillic}\p{Greek}\p{N}])(?:{door_code_words}|{combination_names}|(?:{key_safe_words})\p{Ll}{0,4})|\p{Latin}(?:{door_code_words:unlatin}))(?P<between>(?:{glued_words})?(?:\s+(?:[^\s\d:：=#.\[\]]{1,20}|\p{Lu}{1,3}-?\d{1,4}|\d{1,4}(?:[./]\d{1,4})*\p{Lu}?)){0,8}?)(?:\s*=>?)?)",
        r"{code_value}",
    )))
    .expect("a valid pattern")
});

/// A code's name, a few words, then a verb (`the code I set is 723374`,
/// `Gate code for the delivery is 5728#`, `tu PIN para fichar en el
/// terminal es 23812`, Polish's `PIN do rejestratora czasu pracy to
/// 06869`). Its own pattern, as is
/// [`CODE_COMPOUND`]: in one with [`CODE`] the automaton grows past what
/// the matcher keeps, and redaction ran four times slower.
static CODE_WORDED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (Glued after `_` or a digit too: `id_Codul de la ...`.)
        // (Welsh's `cod` with the word after it, `Cod y larwm:`, `cod
        // drws ... yw`: alone it is English's fish or cash on delivery,
        // `COD 2500`; `codes` keeps it for a door's or an alarm's.)
        r"(?i)(?:(?:(?-u:\b)(?P<before>[a-z]+)[ -])?(?:(?-u:\b)|[_0-9])(?:code|codice|código|codigo|codi|kòd|kodigu|kódigu|cod[ \t]+(?:y|yr|drws)|koade|c'hod|kodi|kod|kodu|kód|kode|kods|kodas|koodi(?:ni|si|mme|nne)?|kood|tunnusluku\p{L}{0,4}|koden|codul|passcode|passkey|unlock[ ]pattern|pattern[ ]lock|pincode|pinkode|pinkod|(?:m|sim[ -]?)?pin[12]?(?:-ul|-en|-koodi(?:ni|si)?|-koden|-kode)?|puk[12]?|otp|combo|combination|keypad|override|namba[ ]ya[ ]siri)(?-u:\b)(?:'\p{Ll}{1,5})?|暗証番号|ओटीपी|رمز|קוד",
        // (Krio's, Kabiyè's and Zaza's, ending in a letter past ASCII, which an
        // ASCII word's boundary does not follow: what comes next is a
        // blank or a sign.)
        r"|(?:(?-u:\b)|[_0-9])(?:kɔdɩ|kɔd|kodê))",
        // (Swahili's PIN, `namba ya siri`: a secret number.)
        // The words may hold a number or a site's name (`PIN for
        // extension 4200 is`, `code reçu par SMS (impots.gouv) :`), not a
        // sentence's end.
        // (Or a question's arrow to its answer: `what's the gate code at
        // Le Havre? → 5748`; or the next sentence's copula: `Linda
        // aranjũria namba ya thiri ya kufuli ... T21. Nĩ 5844.`)
        // A title's abbreviation is one of the words (`Die PIN für die
        // beA-Karte von Herrn Dr. Brandt ist`, `dell'avv. Ferri è`).
        // A note in brackets is one of the words (`Le code de la salle
        // serveurs (bât. C, sous-sol) est 262070`).
        // (Or a unit's number: `Fuel card PIN for bowser #3:`.)
        r"(?P<verbal>[,、]?(?:\s+(?:\([^()\n:：=]{1,40}\)|#\d{1,4}|[^\s:：=#\[\]]{0,29}[^\s:：=#.\[\]]|[^\s:：=#.\[\]]{0,10}(?:(?-i:\p{Lu}\p{Ll}{0,3})|avv|dott|ing|sig|sra|hr|fr|nr|ext)\.)){1,12}?)(?:\s+(?:is|was|{copulas}|er|je|to|(?:changed|set|reset)(?:\s+by\s+[^\s:：=]{1,20})?\s+to|{reset_to}|opens\s+with|it's|it\s+is|it\s+says)|[ \t]*(?:[:：=~]|→|->|—>|-->|=>|▶|►)|[ \t]+[—–][ \t]+|\.[ \t]+(?:{copulas}))",
        r"{code_value}",
    )))
    .expect("a valid pattern")
});

/// A one-time code as a form's boxes hold it, one digit to a box, the
/// boxes bracketed, after the words that ask for it on the line (`Saisissez
/// le code reçu par SMS [ 9 6 9 3 0 1 ]`, `Geben Sie den Code ein, den wir
/// an •••• 4471 gesendet haben [ 7 4 2 3 0 0 ]`).
static BOXED_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?:code|código|codigo|codice|kod|kód|kode|koodi|pin|otp|コード|코드|验证码|код)",
        r"[^\n\[]{0,80}\[[ \t]*(?P<digits>\d(?:[ \t]+\d){3,7})[ \t]*\]",
    ))
    .expect("a valid pattern")
});

/// A code's verb and a code after a number (`4200 is 300709`, `3: *2154`,
/// `INV17 n'5480`):
/// the number was one of the words before the code.
static NEXT_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(
        r"^[ \t]*(?:(?:is|was|{copulas})[ \t]+|n['’][ \t]*|[:：][ \t]*)[#*]?(?P<code>\d{4,8})(?-u:\b)",
    ))
    .expect("a valid pattern")
});

/// A compound that ends in a code's word (`Ophaalcode:`, `Abholcode:`,
/// `Tresorcode:`); its first part decides whether the code is public
/// (`Postcode`, `Gutscheincode`). Latin letters: the languages that write
/// such compounds.
static CODE_COMPOUND: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (Glued after `_` or a digit too: `id_Larmkod`.)
        r"(?i)(?:^|[^a-zß-öø-ÿ])(?P<compound>[a-zß-öø-ÿ]{3,24}?)-?(?:(?:code|kode|koden|kod|koodi)(?-u:\b)|kód)",
        // Up to ten words may say what it opens before its `:`, or what
        // it finishes (`Verwenden Sie diesen Einmalcode, um die Anmeldung
        // bei Castor EDC abzuschließen: ...`)
        // (`Larmkod personalingången: 826045`, `Zugangscode für Ihren
        // Arbeitsvertrag (DocuSign): XUMEGD`, `beheerderspincode van de
        // pinautomaat in de boerderijwinkel: 9172`).
        // (Or before its verb: `Dørkoden til laben er 27246`.)
        // (A word may hold digits after a letter: an order's `GGH5` in
        // `Abholcode für Bestellung GGH5: 5703`.)
        r"(?:,?(?P<opens>(?:[ \t]+(?:[^\s\d:：=#.\[\]]{1,30}|\p{L}[^\s:：=#.\[\]]{0,29})){1,10}?)(?:[ \t]*[:：]|[ \t]+(?:is|er|ist|är|{copulas})[ \t]+))?",
        r"{code_value}",
    )))
    .expect("a valid pattern")
});

/// A code alone on its line (or letter-spaced, as an authenticator shows
/// it, or in pairs, `28  28  48`), up to two blank lines under a line
/// that names a code or an
/// authenticator in any of a dozen languages (a mail's `Use the following code to
/// finish signing in:`, `Verwenden Sie den folgenden Code ...:`,
/// `次のコードを入力してください。`).
static CODE_LINE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?im)^(?P<label>[^\n]*?(?:code|código|codigo|codice|kod|kód|kode|koden|код|коду|кодом|コード|코드|验证码|驗證碼|कोड|رمز|קוד|mã xác|otp|passcode|tan|(?-u:\b)pin(?-u:\b)|geheimzahl|número secreto|الرقم السري|暗証番号|authenticator|steam guard|duo mobile|authy|2fa|mfa)[^\n]*)\n",
        r"(?:[ \t]*\n){0,2}[ \t]*(?P<value>\d{4,8}|\d{3} {1,3}\d{3}|\d{2}(?: {1,3}\d{2}){2}|\d{4} \d{4} \d{4}|\d(?: \d){3,7})[ \t]*$",
    )))
    .expect("a valid pattern")
});

/// A line that names a one-time code, a PIN or an authenticator in words
/// no public code shares (`Verification code`, `קוד אימות`, `PIN-kod`,
/// `Authenticator key (TOTP)`): on a screen its code may stand several
/// lines under it, past a line of instructions, a masked card or an
/// accessibility tree's other nodes ([`CODE_ALONE`], [`MAX_LINES_TO_CODE`]).
static CODE_NAMED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?i){code_labels}|verifica|one[- ]time|passcode|security\s+code",
        r"|(?-u:\b)(?:otp|totp|2fa|mfa|tan)(?-u:\b)|authenticator|(?-u:\b)pin(?:-?(?:code|kod|kód|kode|koodi))?(?-u:\b)",
        r"|(?:sign[- ]?in|log[- ]?in|pickup|access|confirmation)\s+code",
    )))
    .expect("a valid pattern")
});

/// A line that is a code and nothing else but its frame: brackets, quotes,
/// an accessibility node's role before a quoted value (`AXStaticText
/// "670905"`), digits spaced as a large display shows them (`6   9   7   2`),
/// and a timer's or a button's glyph after it (`806344   ◔ 12s`).
static CODE_ALONE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"^[ \t]*(?:(?P<role>[A-Za-z]{2,24})[ \t]+)?(?P<open>["“'\[(«]?)[ \t]*"#,
        r"(?P<value>[0-9]{4,8}|[0-9]{3}[ -][0-9]{3}|[0-9]{4}[ -][0-9]{4}|[0-9](?:[ \t]{1,3}[0-9]){3,7})",
        r#"[ \t]*["”'\])»]?(?:[ \t]+[^\w\s][^\n]{0,16})?[ \t]*$"#,
    ))
    .expect("a valid pattern")
});

/// Most lines between a code's name and the code alone on its line.
const MAX_LINES_TO_CODE: usize = 8;

/// A code alone on its line, up to [`MAX_LINES_TO_CODE`] lines under a
/// line that names it ([`CODE_NAMED`]); the first such line only, and not
/// a year (`2024`) or a line under a public code's name (`Postal code`).
fn codes_below(text: &str, found: &mut impl FnMut(usize, usize)) {
    // A code under its name needs a line under it: most strings are one.
    if !text.contains('\n') {
        return;
    }
    // The end of the last line read: a line that names two is read once.
    let mut done = 0;
    for name in CODE_NAMED.find_iter(text) {
        if name.start() < done {
            continue;
        }
        let line_start = text[..name.start()].rfind('\n').map_or(0, |n| n + 1);
        let mut at = text[name.end()..]
            .find('\n')
            .map_or(text.len(), |n| name.end() + n);
        done = at;
        let line = text[line_start..at].to_lowercase();
        if line
            .split(|c: char| !c.is_alphanumeric())
            .any(public_code_word)
        {
            continue;
        }
        for _ in 0..MAX_LINES_TO_CODE {
            let Some(rest) = text.get(at..).and_then(|r| r.strip_prefix('\n')) else {
                break;
            };
            let start = at + 1;
            let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
            at = start + line.len();
            let Some(c) = CODE_ALONE.captures(line) else {
                continue;
            };
            let (Some(v), role) = (c.name("value"), c.name("role")) else {
                continue;
            };
            // A role word frames a quoted value only (`Room 1204` is text).
            let framed = c.name("open").is_some_and(|o| !o.as_str().is_empty());
            if (role.is_none() || framed) && !is_year(v.as_str()) {
                found(start + v.start(), start + v.end());
            }
            break;
        }
    }
}

/// A code's names in the languages that say what it is for after it
/// (`Código de rastreio`, `code de suivi`, `كود المنتج`, `Koodhka
/// boostada`, `Mã lỗi`): a word of [`PUBLIC_CODES`] after one makes the
/// code public.
const CODE_NAMES_QUALIFIED_AFTER: &[&str] = &[
    "código", "codigo", "codice", "code", "kód", "kod", "número", "numero", "كود", "کد", "کۆد",
    "کۆدی", "koodhka", "koodka", "کود", "کوډ", "cód", "koda", "kodi", "mã", "код",
];

/// [`PUBLIC_CODES`] without their accents and marks, as the detector
/// reads them.
static PUBLIC_CODES_AS_READ: Lazy<Vec<String>> =
    Lazy::new(|| words_as_read(PUBLIC_CODES, super::view::without_accents));

/// A word list as a reading of the text reads its words.
fn words_as_read(words: &[&str], read: fn(&str) -> std::borrow::Cow<'_, str>) -> Vec<String> {
    words.iter().map(|w| read(w).into_owned()).collect()
}

/// Words before `code` that name a code that is no secret.
const PUBLIC_CODES: &[&str] = &[
    // A postal code's and a product's in Finnish (`Postikoodi`,
    // `Tuotekoodi`), an error's in Russian (`код ошибки 404`).
    "posti",
    "tuote",
    "ошибки",
    // A postal code in Lithuanian, Bulgarian and Zulu (`pašto kodas
    // 01234`, `пощенският код`, `ikhodi yeposi 5405`).
    "yeposi",
    "pašto",
    "пощенски",
    "пощенският",
    // Sesotho's post and country, Macedonian's, Sindhi's post, Odia's PIN
    // (India's postal code).
    "poso",
    "naha",
    "naga",
    "поштенски",
    "پوسٽ",
    "ପିନ",
    // Uyghur's, Chichewa's, Kabyle's and Xhosa's post and country, Tetum's
    // phone (`كودى پوچتا`, `ya positi khodi`, `tangalt n lpusta`).
    "پوچتا",
    "pochta",
    "positi",
    "dziko",
    "lpusta",
    "yelizwe",
    "telefone",
    // A country's in the languages of Iberia and Esperanto's (`còdi de
    // país`, `kodo de lando`).
    "país",
    "lando",
    // India's postal `PIN code`.
    "india",
    // Goods' tariff codes on a customs declaration (`Commodity code:
    // 8471 30`, `Code NC`, `Kod CN`, `GN-code`, `HS code`).
    "commodity",
    // Italy's e-invoicing recipient code (`Codice SDI M5UXCR1`), printed
    // on every invoice.
    "sdi",
    "tariff",
    "taric",
    "hs",
    "hts",
    "cn",
    "nc",
    "gn",
    "kn",
    "sh",
    // A device's model (`PIN pad model 4821`); the last digits of a card
    // (`card ending 4821`).
    "model",
    "ending",
    // A medicine's, a diagnosis's, a lab test's or a product's code
    // (`ATC-kode R03AC02`).
    "atc",
    // A medicine's code in Czechia's register (`Kód SÚKL 631631`).
    "súkl",
    "sukl",
    "icd",
    "loinc",
    "pzn",
    "ndc",
    "gtin",
    // A customer's number on an invoice.
    "cliente",
    "customer",
    "kunden",
    // A support desk's, an order's or a shop's code to quote; a game
    // console's friend code, shared to be added; a game's codes for a
    // crosshair or a loadout, shared to be imported.
    // A car's fault code read by a diagnostic tool (`Kód chyby P0299`,
    // `código de avería P0420`, `DTC P0171`), a warranty claim's damage
    // code (`Damage code: 57316 30`, `Schadenscode`).
    // A transponder's squawk code, which air traffic control assigns
    // on the radio (`Squawk code 2301`, `Transpondercode 7700`).
    "squawk",
    "transponder",
    "damage",
    "schaden",
    "schadens",
    "dommage",
    "daño",
    "danno",
    "schade",
    "chyby",
    "avería",
    "averia",
    "fault",
    "dtc",
    "obd",
    "friend",
    "crosshair",
    "share",
    "creator",
    "support",
    "reference",
    "ticket",
    "case",
    "tracking",
    "trace",
    "promo",
    "coupon",
    "discount",
    "voucher",
    // A stock-keeping unit's code (`Stok kodu LC-327-NAT`); a postal code
    // (`Posta kodu 34610`).
    "stok",
    "posta",
    // An area's code (`alan kodu`); a country's (`landekoden`).
    "alan",
    "lande",
    "stock",
    "version",
    "build",
    "postal",
    // A power grid's code, the rules a plant connects by (`grid code 2019
    // rev 1`).
    "grid",
    // A railway station's code in the UIC's register, and a fare's
    // (`code UIC de la gare X: 5762509, code tarif 783`).
    "uic",
    "tarif",
    // A house's and a phone's number in Hausa (`lamba ta gida 1234`,
    // `lambar waya`).
    "gida",
    "gidan",
    "waya",
    "wayar",
    // Polish's postcode (`kod pocztowy`), a barcode's (`código de
    // barras`).
    "pocztowy",
    "barras",
    "postale",
    "почтовый",
    "товара",
    "producto",
    "produit",
    "produkt",
    "promocional",
    "descuento",
    "rabatt",
    "sconto",
    "réduction",
    "cupón",
    "error",
    // A procedure's or a diagnosis's code in a public catalogue
    // (Brazil's `Código TUSS 93204154`, `CID`, `CPT`, `ICD`).
    "tuss",
    "cbhpm",
    "cid",
    "cpt",
    "icd",
    // An error's code in other languages (`codice errore 00404`, `kod
    // błędu`).
    "errore",
    "erreur",
    "erro",
    "fehler",
    "błędu",
    "hata",
    "ошибки",
    "fout",
    "chyby",
    "kesalahan",
    "exception",
    "fault",
    "status",
    "exit",
    // A parcel's tracking code in other languages (`Código de
    // rastreio`, `code de suivi`).
    "rastreio",
    "rastreamento",
    "rastreo",
    "seguimiento",
    "suivi",
    "sendungsverfolgung",
    "spedizione",
    "zip",
    "post",
    "area",
    "country",
    "product",
    "promo",
    "discount",
    "coupon",
    "tracking",
    "response",
    "return",
    "http",
    "iso",
    "currency",
    "language",
    "dial",
    "source",
    "reference",
    "order",
    "item",
    "sku",
    "tax",
    "bank",
    "sort",
    "swift",
    // An asset's tag and a serial number (`key safe — asset AT-7584`).
    "asset",
    "serial",
    // A trade's or an industry's classification (`SIC code 68209`,
    // `NAICS code 531110`, `NACE code 68.20`).
    "sic",
    "naics",
    "nace",
    "airport",
    "station",
    "qr",
    "bar",
    "color",
    "colour",
    "hex",
    "key",
    "event",
    "reason",
    "result",
    "line",
    "region",
    "locale",
    "class",
    "system",
    "sample",
    "example",
    "short",
    // The first parts of compounds that name a public code (`Postcode`,
    // `Gutscheincode`, `Fehlercode`, `Unicode`).
    "fehler",
    "länder",
    "landes",
    "artikel",
    "bestell",
    "bestel",
    "gutschein",
    "aktions",
    "actie",
    "kortings",
    "klant",
    "strich",
    "farb",
    "kleur",
    "quell",
    "programm",
    "waren",
    "zoll",
    "hash",
    "uni",
    "geo",
    "byte",
    "micro",
    "pseudo",
    "machine",
    "rabatt",
    "referenz",
    "referentie",
    "antwort",
    "sendungs",
    "ean",
    "iban",
    "isbn",
    "kampagnen",
    "tarif",
    "vestigings",
    "branchen",
    // A postal, tracking, product, order, discount, national or error
    // code in Farsi, Arabic, Sorani and Kurmanji Kurdish, Amharic,
    // Somali, Irish and Vietnamese (`کد رهگیری سفارش:`, `الكود
    // البريدي`, `کۆدی پۆستە`, `የፖስታ ኮድ`, `Koodhka boostada`, `Cód
    // poist`, `Koda postê`, `Mã lỗi`).
    "پستی",
    "رهگیری",
    "پیگیری",
    "محصول",
    "کالا",
    "خطا",
    "ملی",
    "تخفیف",
    "سفارش",
    "البريدي",
    "بريدي",
    "المنتج",
    "الخطأ",
    "خطأ",
    "الخصم",
    "التتبع",
    "تتبع",
    "الطلب",
    "الشحنة",
    "پۆستە",
    "پۆست",
    "هەڵە",
    "የፖስታ",
    "ፖስታ",
    "ስህተት",
    "boostada",
    "khaladka",
    "alaabta",
    "poist",
    "postê",
    "lỗi",
    "bưu",
    // A source's, a course's, an item's code, Python's code; Albanian's
    // product, post, error and discount (`كود المصدر`, `کد درس`, `cód
    // cúrsa`, `kodi i produktit`).
    "المصدر",
    "مصدر",
    "المادة",
    "الصنف",
    "بايثون",
    "خصم",
    "درس",
    "cúrsa",
    "earráide",
    "xeletiyê",
    "produktit",
    "postës",
    "postar",
    "gabimit",
    "zbritjes",
    "giảm",
    "sản",
    "đơn",
    // A cost centre's or a budget's code, on a cut list or an order
    // (`Budget code: PROD-2024-10`, `cost code`, `nominal code`).
    "budget",
    "cost",
    "nominal",
    // A university's course (`the course code is 1010`).
    "course",
    // An error's code in the Balkans' languages, Mongolian and Kazakh
    // (`kasa javlja grešku F397`); a customs procedure's code, printed
    // in its tariff (`Customs procedure code 4000, additional code`); a
    // promotion's in Cyrillic (`промо код`).
    "grešku",
    "greška",
    "greške",
    "grešaka",
    "greska",
    "gresku",
    "napaka",
    "napake",
    "грешка",
    "грешку",
    "грешке",
    "алдаа",
    "қате",
    "procedure",
    "additional",
    "промо",
    // A postal code in Georgian, Armenian, Kazakh and Uzbek, a product's
    // in Basque and Icelandic, an article's and an activity's in Serbian
    // and Croatian, Kazakhstan's personal number (`საფოსტო კოდი`,
    // `produktuaren kodea`, `šifra artikla`, `ЖСН коды`).
    "საფოსტო",
    "პოსტის",
    "пошта",
    "pochta",
    "produktuaren",
    "vöru",
    "artikla",
    "артикла",
    "delatnosti",
    "делатности",
    "proizvoda",
    "производа",
    "жсн",
    "иин",
    // A product's, an item's and a post's code in more of those languages
    // (`პროდუქტის კოდი`, `Ապրանքի կոդը`, `тауар коды`, `mahsulot kodi`,
    // `il-kodiċi tal-prodott`, `il-kodiċi postali`).
    "პროდუქტის",
    "ნივთის",
    "փոստային",
    "ապրանքի",
    "тауар",
    "produktu",
    "mahsulot",
    "prodott",
    "postali",
    "artikuluaren",
    "predmeta",
    // A discount's code in Irish (`Cód lascaine SPRAT15`).
    "lascaine",
    // A marketing code, shared on purpose (`Bonus code: WELCOME100`, `Referral
    // code: JOHN2024`).
    "bonus",
    "referral",
    "promotion",
    "promotional",
    // A dress code, a flight's, a bus's, a route's, a fare's, a train's or a seat's
    // code: public (`dress code?` then `here you go: 74434`).
    "dress",
    "flight",
    "bus",
    "route",
    "fare",
    "train",
    "seat",
];

/// A booking's reference, shown on every ticket and boarding pass
/// (`Codice di prenotazione (PNR)`, `Код бронирования`, `Foglalási kód`,
/// `Κωδικός κράτησης`): public wherever a code's or a password's word
/// names it.
const BOOKING_WORDS: &[&str] = &[
    "pnr",
    "booking",
    "reservation",
    "réservation",
    "reserva",
    "reservierung",
    "buchung",
    "buchungscode",
    "prenotazione",
    "бронирования",
    "бронювання",
    "rezerwacji",
    "rezervasyon",
    "foglalási",
    "κράτησης",
    "pemesanan",
    // Arabic's (`رمز الحجز: B6CCAX`).
    "الحجز",
    "حجز",
    // Azerbaijani's (`bron kodu`).
    "bron",
    // Kazakh's, Basque's, Armenian's, Georgian's (also in Latin
    // letters), Kinyarwanda's, Azerbaijani's and Uzbek's (`брондау коды`,
    // `erreserba kodea`, `ամրագրման կոդ`, `ჯავშნის კოდი`).
    "брондау",
    "erreserba",
    "ամրագրման",
    "javshnis",
    "ჯავშნის",
    "kubika",
    "rezervasiya",
    "bronlash",
];

/// A booking's word by its stem, however a language inflects it
/// (`kod rezervacije`, `код на резервацията`, `koda rezervacije`,
/// `захиалгын код`). (Not `rezerv` alone: a backup code is `rezervni
/// kod`, `coduri de rezervă`.)
const BOOKING_STEMS: &[&str] = &[
    "rezervac",
    "rezervác",
    "rezerwac",
    "rezervāc",
    "резервац",
    "бронир",
    "бронюв",
    "prenotaz",
    "захиалг",
    "broneer",
];

/// What a screen says after a code that expired, and nothing else in
/// its clause (`... 256570 you entered expired 26 minutes ago`, `...
/// has expired`): not a code that will, nor one that has not.
static EXPIRED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)^[ \t]+(?:you[ \t]+(?:entered|used|typed)[ \t]+|has[ \t]+|had[ \t]+|is[ \t]+|was[ \t]+)?",
        r"(?:already[ \t]+)?expired(?:[ \t]+\d{1,3}[ \t]+(?:seconds?|minutes?|hours?|days?)[ \t]+ago)?[ \t]*$",
    ))
    .expect("a valid pattern")
});

/// Most bytes either side of a value that its line's words are looked
/// for in: a code's confirm word ([`CONFIRM_STEMS`]) or `expired`
/// ([`EXPIRED`]), a public key's private word.
const CONFIRM_REACH: usize = 120;

/// Stems of the words that ask to confirm or verify something
/// (`confirm`, `potvrdu`, `bestätigen`, `vérifier`): a code sent to do
/// so is a one-time code, whatever it confirms.
const CONFIRM_STEMS: &[&str] = &[
    "confirm",
    "verif",
    "vérif",
    "potvrd",
    "bestätig",
    "bevestig",
    "conferm",
    "weryfik",
    "potwierdz",
    "ověř",
    "overi",
    "onayla",
    "doğrula",
    "подтвер",
    "потврд",
    "потвърд",
];

/// A public code's word in a script without spaces, glued to the code's
/// name: a booking's (Khmer's `លេខកូដកក់`, Lao's `ລະຫັດຈອງ`, Thai's
/// `รหัสจอง`), a post's (`ລະຫັດໄປສະນີ`, `លេខកូដប្រៃសណីយ៍`), an
/// employee's (`ລະຫັດພະນັກງານ`), a product's and a customer's.
const GLUED_PUBLIC_CODE_WORDS: &[&str] = &[
    "កក់",
    "ຈອງ",
    "จอง",
    "ໄປສະນີ",
    "ប្រៃសណីយ៍",
    "ไปรษณีย์",
    "ພະນັກງານ",
    "พนักงาน",
    "ສິນຄ້າ",
    "ផលិតផល",
    "អតិថិជន",
    "สินค้า",
];

/// [`GLUED_PUBLIC_CODE_WORDS`] as the detector reads them (Khmer's and
/// Thai's marks dropped).
static GLUED_PUBLIC_AS_READ: Lazy<Vec<String>> =
    Lazy::new(|| words_as_read(GLUED_PUBLIC_CODE_WORDS, super::view::as_read));

/// Whether a word names a booking: one of [`BOOKING_WORDS`], or a form
/// of one of [`BOOKING_STEMS`].
fn is_booking_word(w: &str) -> bool {
    BOOKING_WORDS.contains(&w) || BOOKING_STEMS.iter().any(|s| w.starts_with(s))
}

/// Whether a word makes a code public: a reference's, a booking's, or a
/// run of a script without spaces that holds one of
/// [`GLUED_PUBLIC_CODE_WORDS`].
pub(super) fn public_code_word(w: &str) -> bool {
    PUBLIC_CODES.contains(&w)
        || is_booking_word(w)
        // (Accented as a language writes it, Friulian's `postâl`, or read
        // without its marks, Odia's `ପିନ`.)
        || !w.is_ascii() && {
            let read = super::view::without_accents(w);
            PUBLIC_CODES_AS_READ.iter().any(|p| *p == read)
        }
        // (Asked of words past ASCII only: every word of a code's
        // sentence comes here.)
        || !w.is_ascii() && GLUED_PUBLIC_AS_READ.iter().any(|g| w.contains(g.as_str()))
}

/// Whether a lowercase word names a public code, alone or as a compound's
/// first part before a code's word (`postcode`, `landekoden`, `Posta-kodu`
/// read as one).
fn public_code_compound(w: &str) -> bool {
    public_code_word(w)
        || ["koden", "kode", "kodu", "kod", "code", "koodi"]
            .iter()
            .find_map(|suffix| w.strip_suffix(suffix))
            .is_some_and(|head| !head.is_empty() && public_code_word(head.trim_end_matches('-')))
}

/// Ad servers whose network code is public, as they name themselves
/// before it (`GAM network code 16070140`).
const AD_SERVERS: &[&str] = &["gam", "dfp", "ad manager", "admanager"];

/// Words of a sentence about signing in, in a dozen languages: a code of
/// capitals the sentence gives finishes it (`... to finish signing in to
/// Benchling: QFP8R2`).
const SIGN_IN_VERB_WORDS: &[&str] = &[
    "sign-in",
    "signing",
    "login",
    "log-in",
    "anmeldung",
    "anmelden",
    "connexion",
    "connecter",
    "sesión",
    "sessão",
    "sessione",
    "accesso",
    "logowanie",
    "logowania",
    "zalogować",
    "inloggen",
    "aanmelden",
    "inloggning",
    "logga",
    "giriş",
    "přihlášení",
    "вход",
    "входа",
];

/// Words before `code` that make capitals and digits a sign-in's code
/// (`Guard code 5N5L1Z`, `sign-in code`, `your code: SGRQC6`).
const SIGN_IN_WORDS: &[&str] = &[
    "your",
    // A parcel locker's (`Collection code: AUQGW7`, `pickup code LMMBZE`).
    "collection",
    "pickup",
    "locker",
    "parcel",
    "guard",
    "verification",
    "security",
    "access",
    "login",
    "in",
    "auth",
    "authentication",
    "time",
    "2fa",
    "mfa",
    "otp",
    "sms",
    "device",
    "approval",
];

/// Recovery codes after their label. (Security answers are the
/// `security_answer` rule's.)
static LISTED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?i)(?:(?:recovery|backup)(?:[\s_-]+[a-z]+)?[\s_-]+(?:codes?|keys?)(?-u:\b)|(?:{recovery_code_labels})\p{L}*)",
        // A dash between a label and its codes has a space before it; an
        // instruction may come between (`Write this down ...:`, `backup
        // code to use if the office phone is lost:`).
        // A chat's author may stand before them on their line (`Dana:
        // 1934 0943`).
        // The account's address may have its own line before them
        // (Google's `BACKUP VERIFICATION CODES` / `jdoe@gmail.com`), its
        // label too (`Compte : ...`).
        // A form's field named by them holds one (`textbox "Recovery
        // codes" value="..."`).
        // After a dash, the service's name in capitalised words and a note
        // in brackets may come first (`Códigos de respaldo – Portal
        // Mediadores 6024...`, `– Maklerportal (jeder Code nur einmal
        // verwendbar) 8215...`).
        r#"(?:[^:\n]{0,30}?(?:[—–]|\s-)\s*(?:(?-i:\p{Lu})[\p{L}.&'-]*[ \t]+){0,4}(?:\([^)\n]{0,60}\)[ \t]*)?|[^:\n]{0,48}?(?:[:：→]|\s=>|\s->)\s*|[^:\n]{0,30}\n\s*(?:[^\n:：\d]{1,30}[:：][ \t]*)?|["']\s+value=["']|\s+(?:is|are|{copulas})\s+|\s+)(?:[^\n:：]{0,160}[:：.。।][ \t]*\n\s*)?(?:(?:[^\n:：@]{1,20}[:：][ \t]*)?[^\s@]{1,64}@[^\s@]{1,255}[ \t]*\n\s*)?\[?\s*"#,
        // Each code may be numbered or bulleted (`1. 8834 2291`).
        r"(?P<codes>(?:(?:\d{1,2}[.)]|[-*•])[ \t]+)?[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10}){0,7}(?:[\s,]+(?:(?:\d{1,2}[.)]|[-*•])[ \t]+)?[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10}){0,7})*)",
    )))
    .expect("a valid pattern")
});

/// A gift card's, a game's or a product's code to redeem (or a bank's
/// activation code, named in a dozen languages), after the words
/// that ask for it on its line or up to three lines above (`Redeem Gift
/// Card or Code` / `XT7Z2NYGKQGR62NS`, `Claim Code` / `XMX4-9X8WA5-CJ82`,
/// a store's `Steam · Region: Worldwide` / `GSFW3-KV8D4-RXH6Y`): capitals
/// and digits in one run or in three to five groups, alone on its line.
static REDEEM: Lazy<Regex> = Lazy::new(|| {
    // The names of a code to redeem are `redeem_code`'s (which reads the
    // code after its name on one line), and a store's or a card's words.
    super::pattern(&expand(concat!(
        r"(?i)(?:{redeem_code_labels}|gift\s*card|activate\s+a\s+product|product\s+key|cd[\s-]key|game\s+key|enter\s+(?:the\s+|your\s+)?(?:\d+-character\s+)?code|download\s+code|(?-u:\b)steam(?-u:\b)|chèque-cadeau|geschenkkarte|tarjeta\s+regalo|cartão-presente|carta\s+regalo|cadeaukaart)",
        r"(?:[^\n]{0,80}?[:：][ \t]*|[^\n]{0,80}(?:\n[^\n]{0,80}){0,3}?\n[ \t]*)",
        r"(?P<code>(?-i:[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,4}|[A-Z0-9]{12,20}))[ \t]*[⧉⎘]?[ \t]*(?:\n|$)",
    )))
    .expect("a valid pattern")
});

/// Recovery codes one to a line under a line that names them (in a dozen
/// languages), such as the title of the file a site saves them in
/// (`github-recovery-codes.txt - Notepad`): three or more lines, after up
/// to three lines of the site's advice (`Keep these somewhere safe.`) and
/// the account's; a code may be two groups of digits (`8311 5374`) or up
/// to four groups joined by `-` (`5A03-3N7Y-Z15X`), and numbered (`1.`).
static LISTED_FILE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?im)(?:(?:recovery|backup)[\s_-]*codes?(?-u:\b)|(?:{recovery_code_labels})\p{L}*)[^\n]{0,80}\n(?:[^\n]{0,160}\n){0,3}?",
        r"(?P<codes>(?:[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:[A-Za-z0-9]{4,16}(?:-[A-Za-z0-9]{4,16}){0,3}|\d{4,5} \d{4,5})[ \t]*(?:\n|$)){2,}[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:[A-Za-z0-9]{4,16}(?:-[A-Za-z0-9]{4,16}){0,3}|\d{4,5} \d{4,5}))[ \t]*$",
    )))
    .expect("a valid pattern")
});

/// A password told in prose: the word, then within its sentence a
/// separator (`is`, `to`, `was`, `:`, `→`, `=>`) or nothing, then the
/// value (`the wifi password is X`, `reset your password to X`, `the
/// password for admin: X`, `password X`); or a login's user, ` / `, then
/// the value (`Wi-Fi: Guest / X`, `log in with admin / X`).
static PROSE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (The label's ending may be its language's: Sorani's `پاسۆردی`,
        // the password of.)
        // The long words also glued after a letter or digit
        // (`xxxpassword:`), not after `_` (`DB_PASSWORD` names a
        // variable); `pw`, `pwd`, `pswd`, `P/W` and Spanish `clave` (not
        // `autoclave`) only as words; the other languages' words.
        // (A line's hyphen may break it, as OCR reads a form: `Pass-
        // word`.)
        r#"(?i)(?:(?:(?-u:\b)|[A-Za-z0-9])(?:password|passwd|passphrase|passcode|pass\s+phrase|pass-[ \t]*\n?[ \t]*word|pass[ \t]+w(?:ord|ort)|passw0rd)(?:nya)?(?-u:\b)|(?-u:\b)(?:pwd?|pswd|p/w)(?-u:\b)|(?-u:\b)clave(?-u:\b)|(?:{password_labels})(?:[\p{Latin}\p{Cyrillic}\p{Greek}\p{Armenian}\p{Georgian}\p{Arabic}]{0,3}|{glued_words}))"#,
        // A word after it that says it is temporary or new (`MDP
        // temporaire X`, `hasło tymczasowe`) is the label's.
        r#"(?:\s+(?:{password_adjectives}))?"#,
        r#"(?P<rest>[^\n]{0,80})"#,
    )))
    .expect("a valid pattern")
});

/// Digits an agent's call types or fills into a field that names a code,
/// the field named before its value or after it (`{"element":
/// "Bestätigungscode", "text": "013149"}`, `{"text": "6607", "selector":
/// "#token_value"}`).
static TYPED_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?i)(?:code|otp|pin|passcode|cvv|cvc|kod|kód|kode|koodi|código|codigo|codice|код|コード|코드|码|碼|番号|token|secret)[^"\\\n]{0,30}\\?"(?:[^\n]*?[,{]\s*)?\\?"(?:text|value)\\?"\s*:\s*\\?"(?P<before>\d{3,8}#?)\\?""#,
        r#"|(?i)\\?"(?:text|value)\\?"\s*:\s*\\?"(?P<after>\d{3,8}#?)\\?"[^\n]*?(?:code|otp|pin|passcode|cvv|cvc|kod|kód|kode|koodi|código|codigo|codice|код|コード|코드|码|碼|番号|token|secret)"#,
    ))
    .expect("a valid pattern")
});

/// Whether the field a code is typed into is a public code's (`ZIP
/// code`, `Postcode`, `Promo code`): the match `text[start..end]` without
/// the digits `text[from..to]`, and the words just before it.
fn names_public_code(text: &str, start: usize, end: usize, from: usize, to: usize) -> bool {
    let before = floor_char_boundary(text, start.saturating_sub(24));
    let field = format!("{} {}", &text[before..from], &text[to..end]).to_lowercase();
    field
        .split(|ch: char| !ch.is_alphanumeric())
        .any(public_code_compound)
}

/// A login's user, ` / `, then the password (`Wi-Fi: Guest / X`, `log in
/// with admin / X`, `Basic auth ...: user labview / X`, `user jdoe / pass X`, `creds are admin:X`); or a value typed into a password's field before the
/// field is named (`type "island3710" into the Password field`). Its own
/// pattern, so a match never hides a password label inside it (`Wi-Fi:
/// Home / password: ...`).
static LOGIN: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (Words of an alphabet start and end a word; Chinese's and
        // Japanese's stand anywhere.)
        // (Credentials in other languages too: `credenziali per MISP:
        // t.schneider / X`, `PC-Anmeldung: dr.lindner / X`, `Στοιχεία για
        // το portal: dr.main / X`; the login on the line after:
        // `テストアカウント：` then `• tester1 / X`; a social account's
        // handle: `the show's Instagram — @saltroad / X`.)
        r#"(?i)(?:(?-u:\b)(?:wi-?fi|log\s*in(?:to)?|login|sign\s*in|credentials|creds|router|accounts?|basic[\s-]?auth|zaloguj|zalogowa|user(?:name)?|{social_networks})(?-u:\b)|(?:^|[^\p{Latin}\p{Greek}\p{Cyrillic}])(?:{login_words})(?:[^\p{Latin}\p{Greek}\p{Cyrillic}]|$))[^\n]{0,60}?(?:\n[^\n]{0,60}?)?\S\s+/\s+(?P<after_user>`[^`\n]+`|"[^"\n]+"|\S+)"#,
        // (Or a code's, a key's or a token's field, named in words or by
        // its variable: `Type 4785 into the verification field`, `paste
        // ... into the "GITEA_TOKEN" field`.)
        r#"|(?i)(?-u:\b)(?:type|enter|paste|put)\s+(?P<typed>`[^`\n]+`|"[^"\n]+"|'[^'\n]+'|\S+)\s+in(?:to)?\s+(?:the\s+)?["“']?(?:[A-Za-z]+\s+){0,2}?(?:password|passphrase|passcode|pin|verification|otp|2fa|mfa|one-time|(?:[A-Z0-9]+_)*(?-i:[A-Z0-9]*(?:TOKEN|KEY|SECRET|PASSWORD)))(?-u:\b)"#,
        // Digits typed into a field that names a code in any language
        // (`type "209126" in "Wpisz 6-cyfrowy kod"`).
        r#"|(?i)(?-u:\b)(?:type|enter|paste|put)\s+["'“]?(?P<typed_code>\d{4,8})["'”]?\s+in(?:to)?\s+(?:the\s+)?["“'][^"”'\n]{0,40}(?:code|kod|kód|kode|koodi|código|codigo|codice|код|コード|코드|码|碼|رمز|कोड|cod)[^"”'\n]{0,40}["”']"#,
        // `→typed'0117308'into«verification code»`: digits typed into a
        // field that names a code.
        r#"|(?i)typed\s*['"](?P<typed_code4>\d{3,8}#?)['"]\s*into\s*[«"“'][^»"”'\n]{0,40}(?:code|pin|kod|código|codigo|codice|код|コード|코드|码|cvv|cvc)"#,
        // An agent's step that types into a code's field, named before an
        // arrow (`Step 5/7: type code → "40617"`).
        r#"|(?i)(?-u:\b)(?:type|enter)\s+(?:the\s+)?(?:code|pin|passcode|kod|kode|namba)\s*(?:→|->|=>|—>|-->|:)\s*["'“](?P<typed_code5>\d{3,8}#?)["'”]"#,
        // `type jdoe@x.io then Tab then X`: what is typed in the field
        // after the address's.
        r#"|(?i)(?-u:\b)(?:type|enter)\s+[^\s@]+@[^\s@]+\s+(?:then\s+)?(?:press\s+)?(?:tab|⇥)\s+(?:then\s+)?(?:type\s+)?(?P<after_tab>\S+)"#,
        // `login jdoe@x.io X`: a login's address, then its password (also
        // glued after other text, `id_login`).
        r#"|(?i)(?:login|log\s*in|sign\s*in)\s*[:=]?\s*[^\s@]+@[^\s@]+\.[A-Za-z]{2,}\s+(?P<after_email>\S+)"#,
        // `X is the password for the bank app`: the value first.
        // `Use X as your one-time passcode`.
        // (In other languages, after a dash: `*pharma1850 — questa è la
        // password del Wi-Fi`, `X ist das Passwort`.)
        // (Or in brackets after it, `X (c'est le mot de passe du wifi)`;
        // a compound's first part before the word, `WLAN-Passwort`; in
        // Arabic and Swahili, `X هي كلمة المرور الجديدة`, `X ndilo
        // nenosiri jipya`.)
        r#"|(?i)(?P<before_is>[^\s"'`“(]+)["'`”]?\s+(?:[—–-]\s+|\(\s*)?(?:(?:this|that|questa|questo|das|dies|esta|esto|isso|to)\s+)?(?:is|was|as|è|ist|est|es|é|jest|c'est)\s+(?:the|my|our|your|la|il|das|die|le|el|a|o|mein|meine|mon|mi|mio|mia|meu|minha)\s+(?:(?:new|current|old|neue|neues|nouveau|nouvelle|nuevo|nueva|nuova|novo|nova|nowe)\s+)?(?:[a-z-]+\s+)?(?:[a-z]+-)?(?:password|passphrase|passcode|pin|passwort|kennwort|mot\s+de\s+passe|contraseña|senha|hasło|wachtwoord)(?-u:\b)"#,
        r#"|(?P<before_is2>[^\s"'`“(]+)\s+(?:هي\s+كلمة\s+(?:ال)?مرور|ndilo\s+nenosiri)"#,
        // `Use 891740 as Microsoft account security code`: a code first,
        // then up to four words naming it.
        r#"|(?i)(?:(?-u:\b)|[0-9_])use\s+(?P<use_as>\d{5,8})\s+as\s+(?:[^\s\d]+\s+){0,4}?(?:security\s+|verification\s+|login\s+|one-time\s+)?(?:code|passcode|otp)(?-u:\b)"#,
        // `Use ge3VEUApd5TX to log in`: a password given to sign in with
        // (which `prose_value` decides).
        r#"|(?i)(?-u:\b)use\s+(?P<use_to>\S+)\s+to\s+(?:log|sign)\s*(?:in|on)(?-u:\b)"#,
        // `for the Perforce password for build_farm just use X`: what to
        // use for a secret named before.
        r#"|(?i)(?-u:\b)for\s+(?:the|my|our|your)\s+(?:\S+\s+){0,4}?(?:password|passphrase|passcode|secret|token|key)(?-u:\b)(?:\s+\S+){0,3}?\s+(?:just\s+)?use\s+(?P<use_for>[^\s,]+)"#,
        // `Log in as admin with 'nimbus-coral-thalweg8'`: a plan's login,
        // then what it signs in with.
        r#"|(?i)(?-u:\b)(?:log|sign)\s*(?:in|on)\s+as\s+[\w.@-]{1,40}\s+(?:with|using)\s+(?:(?:the\s+)?password\s+)?(?P<as_with>'[^'\n]{1,64}'|"[^"\n]{1,64}"|\S+)"#,
        // A device's row as an inventory lists it: its address, an
        // administrator's user and the password (`Sierra RV55
        // 172.25.119.171 admin @Moraine2439 2024-09-13`).
        r#"|(?i)(?:^|[\s(])\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?[ \t]+(?:admin|root|administrator|ubnt|pi|support|operator)[ \t]+(?P<ip_user_pw>\S+)"#,
        // `LinkedIn: admin/X`: an administrator's login glued to its
        // password; `zoom 890 3345 8323 / pw X`: a password's short name
        // after a slash between spaces.
        r#"|(?i)(?:^|[\s"'(:])(?:admin|root|administrator)/(?P<admin_glued>[^\s/]+)(?:\s|$)"#,
        // (Its short name in other languages too: Dutch `ww`, French
        // `mdp`, Vietnamese `mk`, Indonesian `sandi`.)
        r#"|(?i)\s[/|]\s+(?:{short_password_labels})[:=]?\s+(?P<slash_pw>\S+)"#,
        // `with admin / X`: the user right after `with` (`mit`, `con`,
        // `avec`, `com`, `met`, `med`).
        r#"|(?i)(?-u:\b)(?:with|mit|con|avec|com|met|med)\s+[A-Za-z][\w.@-]*\s+/\s+(?P<with_user>\S+)"#,
        // `user jdoe / pass X`, `u: jdoe, pw: X`.
        // (The user's word in other languages too: `usuario mgil` / `pass
        // X`.)
        // (Or the login's own word: `VSAT portal login admin, pass X`.)
        r#"|(?i)(?-u:\b)(?:user(?:name)?|login|u|usuario|utente|utilisateur|benutzer|gebruiker|użytkownik|usuário)(?-u:\b)\s*[:=]?\s*\S+(?:\s*[/,|]\s*|\s+)(?:pass|pw)(?-u:\b)\s*[:=]?\s*(?P<after_pass>\S+)"#,
        // `creds are admin:X`, `login: admin:X`; an administrator's
        // login alone (`admin:X`, `root:X`). (A word: a host's name
        // `login2.hpc.example:5432/db` is none.)
        r#"|(?i)(?-u:\b)(?:creds|credentials|login)(?-u:\b)\s*(?:are|is|[:=])?\s*[\w.@+-]{2,40}:(?P<after_colon>[^\s:/@]+)"#,
        r#"|(?i)(?:^|[\s"'(])(?:admin|root|administrator)[ \t]*:(?P<admin_colon>[^\s:/@"']+)"#,
        // `Administrator / X`, a line's `root, X`: an administrator's
        // login, then its password (which `prose_value` decides); not
        // code's arguments (`f(root, vec![...])`).
        r#"|(?i)(?:(?:^|[\s"'(])(?:admin|root|administrator)[ \t]*/|(?m:^)[ \t]*(?:admin|root|administrator),)[ \t]+(?P<admin_pair>\S+)"#,
        // Or a dash between them, as a web panel's note writes it
        // (`Weboberfläche: admin – %Past743PI`), the password's letters
        // and digits mixed (not a menu's `admin – Users_2026`).
        r#"|(?i)(?:^|[\s"'(])(?:admin|root|administrator)[ \t]+[–—][ \t]+(?P<admin_dash>\S+)"#,
        // A Windows account, the machine's own (`.\dentaladmin`) or a
        // domain's (`PRAXIS\empfang`), then ` / ` and its password.
        r#"|(?:(?m:^)|[\s(:])(?:\.|[A-Za-z][\w.-]{0,30})\\[A-Za-z][\w.$-]{0,30}[ \t]+/[ \t]+(?P<windows_user_pw>\S+)"#,
        // `click the Password field ... 2) type X`: what a plan types
        // after it focuses a password's field.
        r#"|(?i)password\s+(?:field|box|input)[^\n]{0,80}?(?-u:\b)(?:type|enter)\s+["'`]?(?P<typed_after>[^\s"'`]+)"#,
        // What an agent's step types into a secure text field (`Target:
        // AXSecureTextField "Password"` then `Text: Lantern54_`).
        r#"|(?i)(?:AXSecureTextField|SecureTextField|PasswordBox)[^\n]*\n(?:[^\n]*\n)?[ \t]*(?:text|value)[ \t]*:[ \t]*(?P<secure_text>\S+)"#,
        // `Join eduroam with key X`: a network joined with its key.
        r#"|(?i)(?-u:\b)join\s+[^\n]{1,40}?\s+with\s+(?:key|password|passphrase|pass)\s+(?P<join_key>\S+)"#,
    )))
    .expect("a valid pattern")
});

/// A value first, then words that call it the new password or code, in
/// the word order of a chat in any of a dozen languages (`P1g30n!Bison43
/// — das ist das neue Passwort`, `656304, c'est le nouveau code du
/// portail`, `06655 to nowy kod do bramy`, `79561 ← that's the new gate
/// code`, `「PMWT.mjmu.8921」が新しいパスワードです`). Which value it is
/// [`prose_value`] decides.
static VALUE_THEN_NEW: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r#"(?i)(?:^|[\s"'(「])(?P<value>[^\s"'`“”「」,]{4,64})[」"'”]?[ \t]*(?:—|–|-|,|←|→|->|⟶|:)?[ \t]*"#,
        // (A word may stand after the verb: `das ist übrigens der neue
        // Code`, `dat is trouwens de nieuwe code`.)
        r"(?:(?:that's|that\s+is|this\s+is|is|das\s+ist|dit\s+is|dat\s+is|to|{copulas})[ \t]+(?:(?:übrigens|trouwens|btw|also|auch|ook)[ \t]+)?)?",
        r"(?:(?:the|das|der|le|la|il|o|a|het|el|my|our)[ \t]+)?",
        r"(?:new|neue|neuer|neues|nouveau|nouvelle|nueva|nuevo|nuovo|nuova|nova|novo|nowy|nowe|nowa|nieuwe|yeni)[ \t]+",
        r"(?:(?:gate|door|wifi|wi-fi)[ \t]+)?(?:password|passwort|kennwort|mot\s+de\s+passe|contraseña|senha|hasło|wachtwoord|şifre|pin|code|kod|código|codice|torcode)(?-u:\b)",
        r"|(?:^|[\s「])「?(?P<value_ja>[^\s「」]{4,64})」?が新しい(?:パスワード|暗証番号|コード)",
        // Turkish names whose new password it is between (`X laboratuvar
        // portalının yeni şifresi`).
        r"|(?:^|[\s\x22'(])(?P<value_tr>[^\s\x22'`“”,]{4,64})[ \t]+(?:\p{L}+[ \t]+){0,3}?yeni[ \t]+(?:şifre|parola)",
    )))
    .expect("a valid pattern")
});

/// A value first, then a sentence that tells what it is, from a day on or
/// for what (`*8612 är portkoden från måndag`, `843064 ist ab Montag der
/// Türcode`, `4328* to od poniedziałku kod do drzwi`, `X er den nye
/// adgangskode til Y`, `X je nové heslo do Y`, `X (det är nya lösenordet
/// till kassadatorn)`, `X ← esa es la clave del wifi`, `55404 が月曜からの
/// 通用口の暗証番号です`, `6516 — yükleme kapısının kodu bu`). The noun may
/// end a compound (`portkoden`, `Türcode`), whose first part may make the
/// code public (`postcode`): [`names_public_code`] decides, and
/// [`prose_value`] decides the value.
static VALUE_THEN_TOLD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?i)(?:^|[\s"'(])(?P<value>[^\s"'`“”,()]{4,64})[ \t]*(?:—|–|-|,|←|\()?[ \t]*"#,
        r"(?:(?:esa|ese|esta|este|das|dit|dat|det|to|this|that|it)[ \t]+)?",
        // (A day or a door between: `ab Montag`, `od poniedziałku`; not
        // after English's `is`: `PR 4412 is in code review`.)
        r"(?:(?:er|är|ist|je|to|es|è|é|on|est|jest)[ \t]+(?:\p{L}+[ \t]+){0,2}?|is[ \t]+)",
        r"(?:(?:den|det|de|der|die|das|the|la|el|il|le|o|a|het|my|our)[ \t]+)?",
        r"(?:(?:nye|nya|nové|nový|neue|neuer|neues|new|nuevo|nueva|nouveau|nouvelle|nowy|nowe|nieuwe|nuovo|nuova|novo|nova)[ \t]+)?",
        r"(?P<noun>[\p{L}-]{0,12}?(?:kode|koden|kod|kodu|kód|code|codice|código|koodi|heslo|lösenord|lösenordet|adgangskode|passord|passordet|password|passwort|kennwort|wachtwoord|clave|contraseña|senha|hasło|şifre|şifresi|pin|pinkoden|salasana))(?-u:\b)",
        r"|(?:^|[\s「])「?(?P<value_ja>[^\s「」]{4,64})」?[ \t]*が[^\s]{0,20}?(?:暗証番号|パスワード)です",
        r"|(?:^|[\s\x22'(])(?P<value_tr>[^\s\x22'`“”,]{4,64})[ \t]*[—–-][ \t]*(?:\p{L}+[ \t]+){0,3}?(?:kodu|şifresi)[ \t]+bu(?-u:\b)",
    ))
    .expect("a valid pattern")
});

/// A login or a password locked and reset to a value in a sentence after
/// it, the value told (`the rating login is locked again. I reset it to X`,
/// `Vetsource locked our ordering login, they reset it to X`). Which
/// value is a password [`prose_value`] decides (not `reset it to the
/// default`).
static RESET_IT_TO: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (The login locked or expired: not a setting reset, `login
        // timeout is too low, reset it to 3600`.)
        r"(?i)(?:(?:(?-u:\b)(?:login|log-in|password|passwort|account)|{password_labels})[^\n]{0,60}?(?-u:\b)(?:locked|blocked|expired|disabled)(?-u:\b)",
        r"|(?-u:\b)(?:locked|blocked|expired|disabled)(?-u:\b)[^\n]{0,60}?(?:(?-u:\b)(?:login|log-in|password|passwort|account)|{password_labels}))",
        r"[^\n]{0,60}?(?-u:\b)reset[ \t]+(?:it|this|that|them)[ \t]+to[ \t]+(?P<value>\S)",
    )))
    .expect("a valid pattern")
});

/// Danish's and Norwegian's `kode` for what a login opens, told with
/// `er` (`kode til Tryg er X`, `koden på portalen er X`): a password as
/// often as a code, so [`prose_value`] decides the value.
static KODE_TIL: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r"(?i)(?:^|[^\p{L}])koden?[ \t]+(?:til|for|på)[ \t]+[^\n]{1,40}?[ \t]+er[ \t]+(?P<value>\S)",
    )
    .expect("a valid pattern")
});

/// A chat's question that names a password, then the next speaker's
/// answer (`Uwe: Wie war nochmal das Passwort vom Laptop? Markus:
/// Wind34!Usine`, `张强：上位机的密码是多少？ 陈静：y@FSRcGgnrn5`, `what's the
/// wifi again? Jo: X`), maybe after
/// a word of assent (`certo, è ...`); and a form or a table read row by
/// row, its labels on one line and their values on the next or run on
/// (`User name Password Server` / `ignition_svc Paint82&Rojo aveva-hist01`):
/// the value under the password's label. Either is a secret when
/// [`prose_value`] reads it as one. So is what a chat points to from
/// `login` (`login → Sunset!1086lumiere`) when it holds a symbol no
/// user's name has.
static ANSWERED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (Or a token asked for, the rest of the question's line after
        // it, `send me the Datadog token? the job is failing`; or a
        // password asked with no mark, `whats the staff wifi pw`.)
        r"(?i)(?:(?:(?:password|passwort|pwd|(?P<wifi>wifi|wi-fi|wlan)|{password_labels}|(?-u:\b)(?P<token_asked>token|api[ _-]?key))[^?？\n]{0,60}[?？](?:[ \t][^?？:：\x22'`\n]{0,60}\n)?",
        r"|(?-u:\b)what(?:'s|’s|s|[ \t]+is)[ \t]+[^?？\n]{0,40}(?-u:\b)(?:pw|pwd|password)(?-u:\b)[ \t]*[?？]*",
        // (Or a request to paste one, the answer on the next line: `Agent
        // Noor: Please paste the Genea API key your IT team generated.` /
        // `Customer: 50b0d3cd-...`.)
        r"|(?-u:\b)(?:paste|send|share)[ \t]+(?:me[ \t]+|us[ \t]+)?(?:the|your)[ \t][^?？\n]{0,40}?(?P<token_pasted>token|api[ _-]?key|secret)(?-u:\b)[^?？:：\n]{0,60}[.!]?[ \t]*\n)",
        // (Or the asker's own answer on the line: `Anyone know the wifi
        // at the office? nvm found it, X`.)
        r"(?:[ \t]*\n?[ \t]*[^\s:：?？][^:：?？\n]{0,30}[:：][ \t]*|[ \t]+(?:nvm|never[ \t]+mind)?[ \t,]*(?:found|got)[ \t]+it[ \t]*[,:!.–—-]+[ \t]*)",
        // (The answer may lead with words and a colon of its own, in any
        // language: `Hana: yes, but don't paste it anywhere: <key>`,
        // `Liis: jo, ale nikam to nekopíruj: <key>`; the key may go on
        // to the next line.)
        r"(?:[^\d\s:：?？][^\d\n:：?？]{0,50}[:：](?:[ \t]+|[ \t]*\n[ \t]*))?",
        r"(?:(?:certo|sure|yes|ok|oui|ja|sí|claro|sim|tak|evet|да)[,.!]?[ \t]+(?:è|it's|it\s+is|c'est|es|ist|é|to|это)?[ \t]*)?",
        r"|(?-u:\b)(?:user\s*name|username|user|login|benutzer(?:name)?|użytkownik|utilisateur|usuario|utente|gebruiker(?:snaam)?|identifiant|kullanıcı(?:\s+adı)?|логин|пользователь)[ \t]+(?:password|passwort|{password_labels})",
        r"(?:[ \t]+(?:server|serveur|serwer|servidor|domäne|domain|domaine|dominio|host|hostname|system|système|site|url))?[ \t]*\n?[ \t]*[^\s:：]+[ \t]+",
        r"|(?-u:\b)(?P<login>log-?in)[ \t]*(?:→|->|=>)[ \t]*)",
        r"(?P<value>\S)",
        // A chat's question for a code and the answer after the next
        // author's name, on the line or the next (`Wie war nochmal der
        // Alarmcode? Die Anlage piept schon` / `Jana: 2109 und dann AUS`,
        // `报警器撤防密码多少来着？要响了` / `阿杰：5398`): digits, a keypad's
        // `#` or `*` with them.
        // (The author's name may be two words: `Sara Nilsson: 6947`.)
        // Or the question names only what the code opens (`Megan: key
        // safe?`, `Freja: alarm??`, `iskele kapısı kaç?`, Greek's `;`),
        // the answer after a word of assent or a few lines of waiting
        // (`Chloe: ok it's` / `Chloe: 5478`), as a quoted reply's line
        // (`> 2482`), or on the question's line alone (`Q2 code? 5929`).
        r"|(?i)(?:(?P<asked>(?:{asked_code_words}|(?-u:\b)pin)[^?？\n]{0,60}[?？]+)",
        r"|(?P<owner>(?:^|[^\p{L}])(?:{code_owner_words}|συνδυασμ)\p{L}{0,8}[^?？;\n]{0,40}[?？;]+))",
        r"(?:[ \t]+(?P<digits3>[#*]?\d{3,8}[#*]?)[ \t]*(?:\n|$)",
        // (Each line may start with a chat export's stamp; the answer
        // may lead with a few words and a colon of its own, `Jan: tu:
        // C2835`, `Lenie: here you go: 299700`.)
        r"|[^?？\n]{0,40}?(?:\n[ \t]*{chat_stamp}[^\d?？\n]{0,60}){0,3}?(?:[ \t]|\n[ \t]*{chat_stamp})",
        r"(?:[^\s:：?？]{1,20}[ \t])?[^\s:：?？]{1,20}[:：][ \t]*(?:[^\d\s:：?？][^\d\n:：?？]{0,19}[:：][ \t]*)?(?:(?:hi|hey|ok|okay|yes|yeah|sure|it's|it’s|its|it[ \t]+is)[ \t,!]+){0,3}",
        // (A safe's dial turns too: `Jonas: 14-01-07`; three digits
        // only for a lock, `answered` decides. A keypad's code may hold
        // a letter at one end: `C3040`, `4754X`.)
        r"(?P<digits>[#*]?\d{3,8}[#*]?|\d{1,2}(?:-\d{1,2}){2,3}|(?-i:[A-Z]\d{4,8}|\d{4,8}[A-Z]))(?:[\s,.!]|$)",
        r"|[^?？\n]{0,40}?(?:\n[ \t]*{chat_stamp}[^\d?？\n]{0,60}){0,3}?\n[ \t]*(?:>[ \t]*)?(?P<digits2>[#*]?\d{3,8}[#*]?)[ \t]*(?:\n|$))",
    )))
    .expect("a valid pattern")
});

/// A lock's names, a padlock's and a key safe's among them, as a question
/// or a note may type them (without their accents, as
/// [`super::view::without_accents`] reads them): [`names_a_dial_lock`].
static LOCK_NAMES_AS_TYPED: Lazy<Vec<String>> = Lazy::new(|| {
    COMBINATION_LOCK_WORDS
        .iter()
        .chain(LOCK_WORDS)
        .chain(KEY_SAFE_WORDS)
        .map(|w| super::view::without_accents(w).to_lowercase())
        .collect()
});

/// Whether words name a lock, a padlock, a combination or a key safe:
/// what lets three digits be a code, as their dials and wheels hold
/// three (`padlock code for the cage?` / `964`, `Key box: 466`, `the code
/// of the key safe at the hut is 625`); a door's keypad, a card's or a
/// phone's PIN hold four or more.
fn names_a_dial_lock(words: &str) -> bool {
    let words = super::view::without_accents(words).to_lowercase();
    LOCK_NAMES_AS_TYPED
        .iter()
        .any(|w| words.contains(w.as_str()))
}

/// A note that names its credentials and says they stand at its end, up
/// to a line on (`Credentials (see last line) – Host: ... – Please zip
/// open packages H31d3lb3rg41!`, `Zugangsdaten stehen ganz unten (aus der
/// Übergabenotiz) Station: ... compass-alpendohle-ember`): the note's last
/// word is the value.
static TOLD_AT_END: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(
        r"(?i)(?:credentials|creds|password|passwort|login|{login_words}|{password_labels})[^\n]{0,80}?(?:^|[^\p{L}])(?:{at_end_phrases})(?:[^\p{L}]|$)",
    ))
    .expect("a valid pattern")
});

/// The last word of a note [`TOLD_AT_END`] reads, when it is shaped as a
/// password or a passphrase.
fn told_at_end(text: &str, found: &mut impl FnMut(usize, usize)) {
    let Some(told) = TOLD_AT_END.find(text) else {
        return;
    };
    let end = text.trim_end().len();
    let start = text[..end].rfind(char::is_whitespace).map_or(0, |at| {
        at + text[at..].chars().next().map_or(1, char::len_utf8)
    });
    if start < told.end() {
        return;
    }
    if let Some((from, to)) = prose_value(text, start).or_else(|| passphrase_at(text, start, end)) {
        found(from, to);
    }
}

/// A code or a password said to be changed, and the new one told after,
/// in the same sentence or the next (`arka kapının şifresi değişti.
/// Pazartesiden itibaren 061671`, `el casero ha cambiado el código del
/// portal. Desde hoy es *9483`, `뒷문 비밀번호 바뀝니다. 새 번호 245334 에요`,
/// `reset the Timely password because it kept locking us out. it's now
/// Pearl#1984`): after a verb, `itibaren`, `は`, `คือ` or Korean's `번호`.
static CHANGED_THEN_TOLD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (A Latin word starts a word and ends within three letters of
        // its end, `şifresi`, `koden`; not `codebase`.)
        r"(?i)(?:(?:{changed_code_name}|{password_labels})[^\n]{0,80}?(?:{changed_words})|(?:{changed_words})[^\n]{0,40}?(?:{changed_code_name}))",
        // (Or the chat's answer on the next line: `pls reset my e-MAR
        // password` then `Done, temporary one is X`.)
        r"(?:[^\n]{0,100}?|[^\n]{0,100}\n[^\n]{0,60}?)",
        // (English's `is` only of `it` or `now`: `the build number is
        // 4512` is another number's.)
        // (Or `the new one`: `Sage password changed. New one: Orb1t628.`)
        r"(?:(?:^|\s)(?:it's|it\s+is|é|es|è|là|ist|er|är|est|itibaren|jest|это)(?:\s+now)?|\s+is\s+now|\s(?:now|nu|nyt|nun|nå|teraz|teď\s+je|uusi\s+on|ny\s+er|nieuwe\s+is)|\s(?:the\s+)?(?:new|temporary|temp)\s+one(?:'s|\s+is)?|번호|は|คือ|是)[ \t]*[:：]?[ \t]*",
        r"(?P<value>[#*]?\d{4,8}[#*]?(?:[\s.,!。]|$)|\S+)",
    )))
    .expect("a valid pattern")
});

/// An agent's or a person's log of text typed into a field it names
/// (`typed "..." into field 'IMGIX_SECURE_TOKEN'`, `entered 'x' in the
/// Password field`): the text, when the field's name names a secret.
/// Read by [`typed_into_field`].
static TYPED_INTO_FIELD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?i)(?-u:\b)(?:typed|types|type|typing|entered|enters|enter|pasted|pastes|paste|filled|fills|fill)[ \t]+"#,
        r#"(?:"(?P<value>[^"\n]{1,200})"|'(?P<value2>[^'\n]{1,200})'|“(?P<value3>[^”\n]{1,200})”)"#,
        r#"[ \t]+(?:into|in|to)[ \t]+(?:the[ \t]+)?(?:(?:field|input|box|textbox)[ \t]+)?"#,
        r#"(?:"(?P<field>[^"\n]{1,60})"|'(?P<field2>[^'\n]{1,60})'|(?P<field3>[\p{L}\p{N}_ -]{1,40}?)[ \t]+(?:field|input|box))"#,
    ))
    .expect("a valid pattern")
});

/// The texts [`TYPED_INTO_FIELD`] reads.
fn typed_into_field(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in TYPED_INTO_FIELD.captures_iter(text) {
        let (Some(v), Some(field)) = (
            c.name("value").or(c.name("value2")).or(c.name("value3")),
            c.name("field").or(c.name("field2")).or(c.name("field3")),
        ) else {
            continue;
        };
        let value = v.as_str();
        let secret = match field_strength(field.as_str()) {
            Some(Strength::Strong) => true,
            Some(Strength::Weak) => looks_random(value),
            None => false,
        };
        if secret && !is_reference_or_marker(value) {
            found(v.start(), v.end());
        }
    }
}

/// A code that starts its line or follows a blank, `=` or an arrow (or a caret or a
/// pointing hand on the next line that points up at it), then the place it opens in a few words and
/// the door's, the keypad's or the key safe's name, or a code's own name (`0843 = fuel card
/// PIN`, not a public one's: `404 = error code`), a few words, a bracket
/// or the line's end after it (`9005X = reptile house door (today)`,
/// `7575# → snow leopard house дуæрттæ`, `3156` / `^ Gorilla house keeper
/// area door from Monday`): a keeper's note, a chat's line after its
/// stamp and author. Read by [`code_equals_place`].
/// (`code_before_its_name` reads the owner's name right after the sign.)
static CODE_EQUALS_PLACE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?im)(?:^[ \t]*{chat_stamp}(?:[^\s:：\d]{1,20}(?:[ ][^\s:：\d]{1,20})?[:：][ \t]+)?|(?P<lead>[^\n]{0,40}?)[ \t])",
        r"(?P<value>[#*]?(?:\d{3,8}|(?-i:[A-Z]\d{3,6}|\d{3,6}[A-Z]))[#*]?)[ \t]*(?:=|←|<-|⬅|->|→|\r?\n[ \t]*(?:\^|↑|⬆|☝|👆))[ \t]*",
        r"(?P<place>[^\n\d=:：]{0,50}?(?:^|[^\p{L}])(?:{code_owner_words}|code|pin|passcode|combination)\p{L}{0,6}(?:[ \t]+\p{L}{1,12}){0,3})",
        r"[ \t]*(?:\([^)\n]{0,30}\)[ \t]*)?(?:[.,;!]|$)",
    )))
    .expect("a valid pattern")
});

/// Words that make a number before a place's name another number than
/// its code (`2400 = height of the main door`, `6500 = price of the
/// alarm`), lowercased.
const MEASURE_WORDS: &[&str] = &[
    "height", "width", "length", "weight", "depth", "wide", "high", "tall", "square", "year", "mm",
    "cm", "kg", "lbs",
];

/// Words after a code's name that make a number a count or a measure of
/// code, not a code (`4412 = code count`, `code size: ~~1200~~ 1350`),
/// lowercased.
const CODE_COUNT_WORDS: &[&str] = &[
    "count", "counts", "total", "lines", "sum", "digits", "size", "length", "coverage",
];

/// Words right before a number that make it another's than a code
/// (`Room 2400 = ...`, `total 3400 → ...`), lowercased.
const LEAD_COUNT_WORDS: &[&str] = &[
    "room", "no", "nr", "total", "sum", "count", "counted", "budget", "tickets", "visitors",
    "people", "guests", "sold", "page", "line", "step", "item", "ref", "id", "order", "invoice",
    "flat", "house", "bus", "route", "table",
];

/// The codes [`CODE_EQUALS_PLACE`] reads: four digits or more that are
/// no clock's time or year unless a keypad's `#` or `*` marks them,
/// three only for a dial lock; not when the words name another number.
fn code_equals_place(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in CODE_EQUALS_PLACE.captures_iter(text) {
        let (Some(v), Some(place)) = (c.name("value"), c.name("place")) else {
            continue;
        };
        // (After other words on its line, those before it may say what
        // it counts: `Room 2400 = ...`, `total 3400 → the gate`.)
        let lead = c
            .name("lead")
            .map_or(String::new(), |l| l.as_str().to_lowercase());
        let lead_words: Vec<&str> = lead.split(|ch: char| !ch.is_alphanumeric()).collect();
        // (A count's or a time's word anywhere before it on the line:
        // `visitors today 2557 → ...`, `today we counted 52488 → ...`;
        // and four digits after other words only with a keypad's mark.)
        let led = c.name("lead").is_some();
        let value = v.as_str();
        let four_digits = value.len() == 4 && value.bytes().all(|b| b.is_ascii_digit());
        if ANOTHER_NUMBER_WORDS.iter().any(|w| lead.contains(w))
            || lead_words
                .iter()
                .any(|w| MEASURE_WORDS.contains(w) || LEAD_COUNT_WORDS.contains(w))
            || led && four_digits
        {
            continue;
        }
        let place = place.as_str().to_lowercase();
        let place_words: Vec<&str> = place.split(|ch: char| !ch.is_alphanumeric()).collect();
        // (A preposition says the number is of or at the place, not its
        // code: `90830 = budget for the new reptile house door`, `86672 →
        // visitors through the main gate`.)
        // (Unless the words name the code first: `4471 = code for the
        // reptile house door`.)
        let names_code = place_words
            .iter()
            .find(|w| !w.is_empty())
            .is_some_and(|w| CODE_WORDS.contains(w) || matches!(*w, "pin" | "combination"));
        if ANOTHER_NUMBER_WORDS.iter().any(|w| place.contains(w))
            || MEASURE_WORDS.iter().any(|w| place_words.contains(w))
            || place_words.windows(2).any(|p| {
                matches!(p[1], "code" | "pin") && public_code_word(p[0])
                    || matches!(p[0], "code" | "pin") && CODE_COUNT_WORDS.contains(&p[1])
            })
            || !names_code
                && place_words.iter().any(|w| {
                    PLACE_PREPOSITIONS.contains(w) || matches!(*w, "through" | "per" | "by")
                })
        {
            continue;
        }
        let keyed = value.contains(['#', '*']);
        let number = value.trim_matches(['#', '*']);
        // A clock's or a year's digits alone before the sign, then a name
        // that ends in the code's own word (`2010 = fuel card PIN`, `0208`
        // / `☝️ cargo shed alarm code`): nothing else the number could be.
        // (`0900 → gate code changes` says what happens at a time, `1430 =
        // meeting about the gate code` what is at one: a name is a few
        // words and none relates it to another thing.)
        let name_words = || place_words.iter().filter(|w| !w.is_empty());
        let named_last = !led
            && name_words().count() <= 4
            && !name_words().any(|w| {
                PLACE_PREPOSITIONS.contains(w)
                    || matches!(
                        *w,
                        "about"
                            | "the"
                            | "a"
                            | "an"
                            | "when"
                            | "until"
                            | "after"
                            | "re"
                            | "regarding"
                            | "meeting"
                    )
            })
            && place_words
                .iter()
                .rev()
                .find(|w| !w.is_empty())
                .is_some_and(|w| CODE_WORDS.contains(w) || matches!(*w, "pin" | "passcode"));
        let counts = if number.bytes().all(|b| b.is_ascii_digit()) {
            match number.len() {
                3 => names_a_dial_lock(&place),
                4 => keyed || named_last || is_code_not_clock(number),
                _ => true,
            }
        } else {
            true
        };
        if counts {
            let start = v.start() + (value.len() - value.trim_start_matches(['#', '*']).len());
            found(start, start + number.len());
        }
    }
}

/// A door's name, then its code with no sign between or after `is`
/// (`Cash office door 29604, float bags are ...`, `stage door 1-1-4-5
/// then #`, `📌 door 6576 📌`, `dimmer room is 5479`): four to eight digits, or four to eight dashed, and what
/// follows no more of the number. Read by [`door_digits`].
static DOOR_DIGITS: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (A register's leader dots between: `signal box door ........
        // 6140`.)
        // (A building's entrance too: `Staff flat entrance 7277, 3rd
        // floor`.)
        r"(?i)(?:^|[^\p{L}\p{N}#])(?:{door_leaf_words}|entrance)(?:[ \t]+is|'s|’s|[ \t]*\.{4,}|[ \t]*…{2,})?[ \t]+",
        // (What follows ends the clause, or says what is done next: `door
        // 4471 is locked?`, `Door 1024 (rear)`, `door 2400 rpm` are a
        // door's number.)
        // (A table's cell ends it too: `| sluice door 4337 |`.)
        // (Or says it was changed: `door's 4821 now`, `cd cupboard 6711
        // (new)`, a chat's `Code substation gate 5558 (edited)`; or how
        // many digits it has, `inner door 241588 (6 digits)`.)
        // (Or a capitalised word alone after it, a chat's thanks or a
        // name: `signal box door 3248 Useko`; not a unit, `door 2400 rpm`.
        // Or a word in a script without case, a thanks: `الباب 482913
        // شكرا`.
        // Or a dash's next item: `— signal box door 44175 — P-2026-1415`.)
        r"(?P<value>\d{4,8}|\d(?:-\d){3,7}|{lettered_keypad_code})(?P<keypad>[ \t]*[#*])?[ \t]*(?:$|\n|[,;!?|]|\.(?:\s|$)|[ \t]+then(?-u:\b)|\p{So}|\p{Lo}|now(?-u:\b)|\((?:new|changed|updated|edited)\)|\([ \t]*\d[ \t-]*digits?[ \t]*\)|[—–][ \t]|(?-i:\p{Lu}[\p{Ll}\p{M}]{1,15})[ \t]*(?:$|\n))",
    )))
    .expect("a valid pattern")
});

/// A lock's, a padlock's, a locker's, a keypad's, a key safe's, a safe's,
/// a locked cage's or an alarm's name (no `code` after it), then its code after an
/// arrow, `is`, `is now` or `changed to` (`welding gas cage -> 4047`,
/// `container office alarm is now 9672`, `watchman phone unlock is 4063
/// (edited)`, `DD2 pump room lock changed to 1350;`, `paint locker ->
/// 31-30-36`): a whiteboard's or a chat's line. Read by
/// [`lock_then_code`].
static LOCK_THEN_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?im)(?:^|[^\p{L}\p{N}])(?P<name>(?:{padlock_words}|{locker_words}|{keypad_words}|{key_safe_words}|{alarm_words}|{safe_words})\p{L}{0,3}|(?-u:\b)(?:lock|unlock|cage|room|cupboard)(?-u:\b))",
        // (A note in brackets may say whose: `alarm panel (container
        // office) is 182759`.)
        r"(?:[ \t]+panel)?(?:[ \t]+\([^()\n]{1,30}\))?",
        // (Or `is set to`, `has been changed to`; a keypad's `*` or `#`
        // and quotes around the code.)
        // (A register's leader dots or a chat's pointing hand are its
        // arrow: `ticket office safe ........ 229483`, `tool container
        // padlock 👉 13255`.)
        // (Or nothing, before a dial's numbers: `ticket office safe
        // 73-35-88`.)
        r"(?:[ \t]*(?P<arrow>-->|->|→|➜|⇒|=>|👉|\.{4,}|…{2,})|[ \t]+(?:is|was)(?P<now>[ \t]+now)?|(?P<changed>(?:[ \t]+(?:is|was|has[ \t]+been))?[ \t]+(?:changed|reset|set)(?:[ \t]+by[ \t]+[^\s]{1,20})?[ \t]+to)|(?P<bare>))[ \t]+",
        // (Or in square brackets: `residence alarm [81149]`.)
        r#"(?:\[(?P<bracketed>\d{4,8})\]|["'`]?[*#]?(?P<value>\d{3,8}|\d{1,2}(?:-\d{1,2}){2,3})[*#]?["'`]?)"#,
        // (After an arrow a whiteboard's next item may follow; after a
        // verb the clause ends.)
        r"(?P<end>[ \t]*$|[.,;!)](?:[ \t]|$)|[ \t]+[(\-–—]|[ \t]+\p{So}|[ \t]+\p{L})",
    )))
    .expect("a valid pattern")
});

/// The codes [`LOCK_THEN_CODE`] reads: three digits for a dial lock's or a
/// cage's; an alarm's four digits not a clock's time (`alarm -> 0630` is
/// when it rings); no year, and words after only past an arrow.
fn lock_then_code(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in LOCK_THEN_CODE.captures_iter(text) {
        let bracketed = c.name("bracketed");
        let (Some(name), Some(v), Some(end)) =
            (c.name("name"), c.name("value").or(bracketed), c.name("end"))
        else {
            continue;
        };
        let name = name.as_str().to_lowercase();
        let value = v.as_str();
        // (After an arrow, a whiteboard's next item in capitals, or a
        // script's without case, `-> 4047 CRANE 2`, `→ 92821 شكرا`; not
        // `-> 1430 meeting`, `cage -> 4047 birds`.)
        let next = end.as_str().trim_start();
        let worded = next.starts_with(char::is_alphabetic);
        let capitals = next.starts_with(|c: char| c.is_alphabetic() && !c.is_lowercase());
        // (A room's or a cupboard's code only after an arrow: `Comms room
        // → 58336`; not `room 2206`, a room's number.)
        let room = matches!(name.as_str(), "room" | "cupboard");
        let alarm = super::structure::ALARM_WORDS
            .iter()
            .any(|w| name.starts_with(w));
        let digits = value.bytes().all(|b| b.is_ascii_digit());
        // (A locker's number is told as its code is: `your locker is 356`;
        // only an arrow or a change gives its code.)
        let locker = super::structure::LOCKER_WORDS
            .iter()
            .any(|w| name.starts_with(w));
        let told = ["arrow", "now", "changed"]
            .iter()
            .any(|g| c.name(g).is_some());
        // (A door's lock's four digits may be when it locks: `unlock ->
        // 0930`; a lock changed to four digits is given a code: `pump room
        // lock changed to 1350`.)
        // (`auto lock set to 2200` is when.)
        let changed = c
            .name("changed")
            .map(|g| g.as_str().to_lowercase())
            .is_some_and(|g| g.contains("chang") || g.contains("reset"));
        let timed = name == "unlock" || name == "lock" && !changed;
        // (What follows a room's or a bracketed code ends its clause or is
        // a script's word without case, `→ 58336 (from Monday)`, `→ 92821
        // شكرا`; not a postcode's city, an event's words or a note on what
        // the number is, `→ 30115 Hannover`, `[18301] sensor ID`, `→ 10001
        // (postcode ...)`. After brackets a sentence may start, `[81149]
        // Don't share it.`)
        // (Asked only of a room's code and a bracketed one.)
        let after = || text[v.end()..].trim_start_matches([']', ' ', '\t']);
        let closes = || {
            let after = after();
            after.is_empty()
                || after.starts_with(['\n', '.', ',', ';', '!', '–', '—'])
                || after.starts_with(|c: char| {
                    c.is_alphabetic() && !c.is_lowercase() && !c.is_uppercase()
                })
                || ["(from", "(new", "(changed", "(edited", "(updated"]
                    .iter()
                    .any(|p| after.starts_with(p))
        };
        let counts = if room && (c.name("arrow").is_none() || !closes()) {
            false
        } else if bracketed.is_some() {
            (closes() || after().starts_with(char::is_uppercase))
                && !is_year(value)
                && !locker
                && (!alarm || is_code_not_clock(value))
        } else if c.name("bare").is_some() {
            // (A locker's number may be dashed, `locker 12-04-3`; a day
            // is when, `key safe 12-04-22 installed`.)
            !digits && !locker && !super::rows::is_date(value)
        } else if worded && !(c.name("arrow").is_some() && capitals) || locker && !told {
            false
        } else if !digits {
            // (A dial's numbers.)
            !alarm
        } else {
            match value.len() {
                3 => !alarm && (name == "cage" || names_a_dial_lock(&name)),
                4 => !is_year(value) && (!(alarm || timed || room) || is_code_not_clock(value)),
                _ => true,
            }
        };
        if counts {
            found(v.start(), v.end());
        }
    }
}

/// A code's word, then what it opens in up to six words in any order (a
/// lock's word among them, `code n cadenas magasin gasoil 5884`, `code
/// aynayan n salle compresseur ...`), then four to eight digits that end
/// the clause: read by [`code_words_then_digits`].
static CODE_WORDS_THEN_DIGITS: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?im)(?:^|[^\p{L}\p{N}])(?:(?P<before>\p{L}+)[ \t-])?(?:code|kod|kɔd|kode|codice|código|namba)",
        r"(?P<words>(?:[ \t]+[^\s\d:：=#]{1,20}){1,6}?)[ \t]+(?P<value>\d{4,8})",
        r"[ \t]*(?:$|[.,;!?](?:\s|$)|\((?:edited|new)\)|[—–][ \t]|(?-i:\p{Lu}[\p{Ll}\p{M}]{1,15})[ \t]*$)",
    ))
    .expect("a valid pattern")
});

/// Words among a code's words before digits that make the digits
/// something else's: where the code is, a verb's time, a document's or a
/// page's number, a code of rules or of a program.
const NOT_THE_CODES_WORDS: &[&str] = &[
    "is", "are", "was", "at", "in", "on", "open", "opens", "opened", "change", "changes",
    "changed", "test", "tests", "review", "conduct", "practice", "page", "pr", "drawer", "ticket",
    "step", "line", "row", "item", "order", "ref", "version", "build", "driver", "commit",
    "branch", "issue", "no", "nr", "number",
];

/// The codes [`CODE_WORDS_THEN_DIGITS`] finds: a door, a lock, a safe or
/// an alarm named among the words, no public code's word, no year.
fn code_words_then_digits(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in CODE_WORDS_THEN_DIGITS.captures_iter(text) {
        let (Some(words), Some(v)) = (c.name("words"), c.name("value")) else {
            continue;
        };
        let lower = words.as_str().to_lowercase();
        let split: Vec<&str> = lower
            .split(|ch: char| !ch.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let locked = split.iter().any(|w| names_a_locked_thing(w));
        // (Nor the word before the code's: `error code for the door
        // sensor 4011`.)
        let before = c.name("before").map(|b| b.as_str().to_lowercase());
        let public = split
            .iter()
            .copied()
            .chain(before.as_deref())
            .any(public_code_word);
        // (Nor words that say where the code is or what the number is:
        // `the code for the door is in drawer 9156`, `code door open at
        // 1531`, `code alarm test page 2266`, `Code of conduct door 1654`.)
        let elsewhere = split.iter().any(|w| NOT_THE_CODES_WORDS.contains(w));
        if locked && !public && !elsewhere && !is_year(v.as_str()) {
            found(v.start(), v.end());
        }
    }
}

/// A safe's combination after the dial's turns listed first, left,
/// right, left (`L R L: 943560`, `R-L-R 22/16/09`), alone on its line:
/// read whole. (Turns written beside each number, `R 22 L 83 R 96`, are
/// the structure rules' `dial_turns`.)
static TURNS_BEFORE_COMBINATION: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?m)^[ \t]*(?:L R L|R L R|L-R-L|R-L-R|LRL|RLR)[ \t]*[:：=]?[ \t]*",
        r"(?P<value>\d{4,8}|\d{1,2}(?:[ \t]*[-/][ \t]*\d{1,2}){2,3}|\d{2}(?: \d{2}){2,3})[ \t]*$",
    ))
    .expect("a valid pattern")
});

/// A value to use for a thing named after it (`use 9011 for the signal
/// box door`, `you'll need 5628 for the station building alarm`, `use
/// Kaolack@806 for the CrewLink roster app`): read by
/// [`use_for_thing`].
static USE_FOR_THING: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?i)(?:^|[^\p{L}\p{N}'’])(?:use|need|enter)[ \t]+["'“‘`]?(?P<value>[^\s"'“”‘’`]{3,64}?)["'”’`]?"#,
        r"[ \t]+(?:for|on)[ \t]+(?:(?:the|our|your|my|this)[ \t]+)?(?P<thing>[^\n.,;:!?()]{2,60})",
    ))
    .expect("a valid pattern")
});

/// A passphrase or a password asked for, then what the writer used or
/// chose for it on the line (`ssh-keygen asked for a passphrase, I used
/// ledger tulip quartz zinc — copy is in the safe envelope`): read by
/// [`phrase_i_used`] as a passphrase after its label.
static PHRASE_I_USED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?-u:\b)(?:passphrase|pass phrase|password)(?-u:\b)[^\n]{0,60}?(?-u:\b)(?:i|we)",
        r"[ \t]+(?:used|chose|picked|went[ \t]+with)[ \t]+(?P<value>\S)",
    ))
    .expect("a valid pattern")
});

/// Words that tell how a passphrase was made, not what it is (`I used
/// diceware with five words`): [`phrase_i_used`] takes no phrase that
/// holds one.
const PHRASE_MADE_WORDS: &[&str] = &[
    "with",
    "from",
    "for",
    "the",
    "a",
    "an",
    "my",
    "our",
    "same",
    "words",
    "word",
    "random",
    "generator",
    "diceware",
    "manager",
];

/// The passphrases [`PHRASE_I_USED`] finds, as [`passphrase_at`] reads
/// them to the field's end: chained words, four to six words of small
/// letters, or words up to one with a digit or a symbol (not `I used the
/// old one`, a sentence's words).
fn phrase_i_used(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in PHRASE_I_USED.captures_iter(text) {
        let Some(v) = c.name("value") else {
            continue;
        };
        let Some((from, to)) = passphrase_at(text, v.start(), line_end(text, v.start())) else {
            continue;
        };
        let told = text[from..to]
            .split_whitespace()
            .any(|w| PHRASE_MADE_WORDS.contains(&w.to_lowercase().as_str()));
        if !told {
            found(from, to);
        }
    }
}

/// A value after a lock's or a key's emoji, as a chat marks a password
/// (`📶 FB-Staff  🔐 Mtoto#simba3636%`): taken when [`after_lock_emoji`]
/// says it is shaped as one.
static LOCK_EMOJI: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"(?:🔐|🔑)\x{FE0F}?[ \t]*[:：]?[ \t]*(?P<value>[^\s]{6,64})(?:[ \t]|$)")
        .expect("a valid pattern")
});

/// Whether a value [`LOCK_EMOJI`] finds is shaped as a password (a
/// symbol a name has not, a generator's capitals with a digit): not `🔑
/// SSH keys`, a campaign's words and year (`🔐
/// SecurityAwarenessMonth2024`) or a tag.
fn after_lock_emoji(v: &str) -> bool {
    super::password_shaped(v)
        && (super::has_password_symbol(v) || strewn_capitals(v))
        && !v.starts_with('#')
        && !is_reference_or_marker(v)
}

/// The values [`USE_FOR_THING`] finds: digits (four to eight, not a
/// year; three for a dial lock's) or a dial's numbers when the thing is
/// locked (a door, a lock, a safe, an alarm, a locker); otherwise a value
/// shaped as a password for an account or a device.
fn use_for_thing(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in USE_FOR_THING.captures_iter(text) {
        let (Some(v), Some(thing)) = (c.name("value"), c.name("thing")) else {
            continue;
        };
        // (The thing's first words: `for the door, then ...` ends it.)
        let thing: String = thing
            .as_str()
            .split_whitespace()
            .take(6)
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase();
        let value = v.as_str();
        // (Whole words: not `gateway`'s `gate`, `outdoor`'s `door`.)
        let locked = thing
            .split(|ch: char| !ch.is_alphanumeric())
            .any(names_a_locked_thing);
        let digits = value.bytes().all(|b| b.is_ascii_digit());
        let dial = DIAL.is_match(value);
        let counts = if digits {
            locked
                && match value.len() {
                    3 => names_a_dial_lock(&thing),
                    4..=8 => !is_year(value),
                    _ => false,
                }
        } else if dial {
            locked
        } else {
            thing
                .split(|ch: char| !(ch.is_alphanumeric() || ch == '-'))
                .any(|w| super::structure::SIGNED_INTO_WORDS.contains(&w))
                // (Shaped as a password, a symbol among letters and
                // digits, or a generator's: not a version or a product's
                // name, `v2.3.1`, `OAuth2`, `python3.11`, `Windows11`.)
                && value.chars().count() >= 8
                && (strewn_capitals(value)
                    || value.len() >= 12
                        && value.bytes().filter(u8::is_ascii_digit).count() >= 3
                        && !value.contains('.')
                    || value.contains(|ch: char| "!@#$%^&*+=?~".contains(ch))
                        && value.bytes().any(|b| b.is_ascii_digit())
                        && value.bytes().any(|b| b.is_ascii_alphabetic()))
                && !is_reference_or_marker(value)
        };
        if counts {
            found(v.start(), v.end());
        }
    }
}

/// A dial lock's numbers, dashed (`12-34-05`, `4-1-8-8`).
static DIAL: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"^\d{1,2}(?:[ \t]*-[ \t]*\d{1,2}){2,3}$").expect("a valid pattern")
});

/// A runbook's step that sets (changes, updates) a variable named for a
/// secret to a value, both in backquotes (`Set `PAPERTRAIL_API_TOKEN` to
/// `NlYnUyeI0mCwOFUFJLt0``): the value, random. Read by [`set_key_to`].
static SET_KEY_TO: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r"(?i)(?-u:\b)(?:set|change|update)(?:[ \t]+the)?[ \t]+`(?P<key>[A-Za-z_][A-Za-z0-9_.-]{1,80})`[ \t]+to[ \t]+`(?P<value>[^`\s]{8,200})`",
    )
    .expect("a valid pattern")
});

/// The values [`SET_KEY_TO`] reads.
fn set_key_to(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in SET_KEY_TO.captures_iter(text) {
        let (Some(key), Some(v)) = (c.name("key"), c.name("value")) else {
            continue;
        };
        if strength(key.as_str(), false).is_some()
            && looks_random(v.as_str())
            && !is_reference_or_marker(v.as_str())
        {
            found(v.start(), v.end());
        }
    }
}

/// A chat's line that says a lock refused a code, then a later line's
/// code to use instead (`at T11 now, door keypad not taking the old one`
/// / `Hassan: use 51187`): digits ending the clause, read as they are.
static REFUSED_THEN_USE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?i)(?:^|[^\p{L}])(?:{keypad_words}|{padlock_words}|{locker_words}|{key_safe_words})\p{L}{0,3}[^\n]{0,40}?",
        r"(?:not[ \t]+(?:taking|accepting|working|opening)|won't[ \t]+(?:open|take|accept)|doesn't[ \t]+(?:open|work|take|accept))",
        // (The code on the next line or the one after, after its author.)
        r"[^\n]{0,60}\n(?:[^\n]{0,80}\n)?[^\n]{0,60}?[:：][ \t]*(?:use|try)[ \t]+[#*]?(?P<code>\d{4,8})#?",
        r"(?:[ \t]*(?:$|\n|[.,;!—–-]|\p{So}))",
    )))
    .expect("a valid pattern")
});

/// Each match's `group` of `pattern` in `text` that `shaped` takes: the
/// readings whose pattern decides (a keypad's next code to use, a dial's
/// turns, a form's boxed code: `|_| true`), or the pattern and the value's
/// shape (a password after a lock's emoji).
fn each_group(
    pattern: &Regex,
    group: &str,
    text: &str,
    found: &mut impl FnMut(usize, usize),
    shaped: fn(&str) -> bool,
) {
    for c in pattern.captures_iter(text) {
        if let Some(v) = c.name(group).filter(|v| shaped(v.as_str())) {
            found(v.start(), v.end());
        }
    }
}

/// An IT desk's notice that a login was reset to a value (`your docking
/// plan app has been reset to 7@m@rind2016?. Change it at first login`):
/// the words before name the app, not the password. Read by
/// [`reset_notice`].
static RESET_NOTICE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r"(?i)(?:^|[^\p{L}])(?:your|the)[ \t]+[^\n.:]{1,60}?[ \t]+(?:has|have)[ \t]+been[ \t]+reset[ \t]+to[ \t]+",
    )
    .expect("a valid pattern")
});

/// The values [`RESET_NOTICE`] reads: a word with letters and digits (not
/// `reset to factory defaults`, `reset to 30 days`).
fn reset_notice(text: &str, found: &mut impl FnMut(usize, usize)) {
    for m in RESET_NOTICE.find_iter(text) {
        let Some((from, to)) = prose_value(text, m.end()) else {
            continue;
        };
        let v = &text[from..to];
        // (Nor a version, `reset to v2.3.1`.)
        let version = v
            .trim_start_matches(['v', 'V'])
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b'.');
        // (A password's shape, not a git ref's, `reset to HEAD~1`.)
        let shaped = (super::password_shaped(v) || looks_random(v)) && !v.starts_with("HEAD");
        if !version
            && shaped
            && v.chars().any(char::is_alphabetic)
            && v.bytes().any(|b| b.is_ascii_digit())
        {
            found(from, to);
        }
    }
}

/// The codes [`DOOR_DIGITS`] reads: not a year, a date or a clock's
/// time (`meet at the stage door 1530`) unless a keypad's `#` or `*`
/// marks it, as `door_entry_code` reads a door's code after a colon.
fn door_digits(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in DOOR_DIGITS.captures_iter(text) {
        let Some(v) = c.name("value") else {
            continue;
        };
        // (A date's digits, `Gate 20241231`.)
        let dated = v.as_str().len() == 8 && v.as_str().get(..4).is_some_and(is_year);
        let keyed = c.name("keypad").is_some();
        let clock = v.as_str().len() == 4 && !CODE_NOT_CLOCK.is_match(v.as_str());
        if !dated && (keyed || !clock && !is_year(v.as_str())) {
            found(v.start(), v.end());
        }
    }
}

/// A label's variable in brackets before its value, as a chat or a
/// runbook names where the value goes (`Teleport join token
/// (TELEPORT_JOIN_TOKEN): 7c1d...`, `Fixer access key (FIXER_ACCESS_KEY):
/// ...`): read by [`bracketed_variables`].
static BRACKETED_VARIABLE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r"\((?P<key>[A-Z][A-Z0-9_]{2,63})\)[ \t]*[:：=][ \t]*(?P<value>[^\s\x22'`,;()<>]{8,200})",
    )
    .expect("a valid pattern")
});

/// The values [`BRACKETED_VARIABLE`] finds whose variable names a secret
/// (any value) or hints at one (a value that looks random).
fn bracketed_variables(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in BRACKETED_VARIABLE.captures_iter(text) {
        let (Some(key), Some(value)) = (c.name("key"), c.name("value")) else {
            continue;
        };
        let v = value.as_str().trim_end_matches(['.', '!', '?']);
        let secret = match strength(key.as_str(), false) {
            Some(Strength::Strong) => true,
            Some(Strength::Weak) => looks_random(v),
            None => false,
        };
        if secret && !is_reference_or_marker(v) {
            found(value.start(), value.start() + v.len());
        }
    }
}

/// Whether a value is a catalogue's number: a product numbering's name
/// (`SKU`, `EAN`, `UPC`, `ISBN`, `GTIN`, `ASIN`, a part's `PN`), then
/// digits, or a dash and letters and digits (`EAN560212990837`,
/// `SKU-4009`).
fn is_catalogue_number(v: &str) -> bool {
    let lower = v.to_ascii_lowercase();
    ["sku", "ean", "upc", "isbn", "gtin", "asin", "pn", "mpn"]
        .iter()
        .any(|p| {
            lower.strip_prefix(p).is_some_and(|rest| {
                let rest = rest.strip_prefix(['-', '_', ':']).unwrap_or(rest);
                rest.starts_with(|c: char| c.is_ascii_digit())
                    && rest.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            })
        })
}

/// A code struck out, then the one that replaces it, as a chat or a
/// note marks a change (`gate: ~~9230~~ 57237`, `код ~615825~ → 318575`,
/// `<del>0661</del> (new) 3126`), or called old (`gate code: 6845 (OLD)
/// -> 2821`): read by [`struck_out_codes`].
static STRUCK_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?P<struck>~~?[ \t]*\d{3,8}[ \t]*~~?|<(?:del|s|strike)>[ \t]*\d{3,8}[ \t]*</(?:del|s|strike)>|\d{3,8}[ \t]*\((?:old|alt|ancien|antiguo|vecchio|antigo|старый)\)[ \t]*(?:->|→|=>))",
        r"[ \t]*(?:[,、]|→|->|=>|⇒|➜|➔|➡|»|\((?:new|neu|nuevo|nueva|nouveau|nuovo|novo|новый|baru)\)|now|jetzt|ahora|теперь|sekarang)?",
        // (Not a price's or a share's digits: `~~1500~~ 1200 €`.)
        // (A chat's time may follow: `9144 03:37 ✓✓`.)
        r"[ \t]*(?P<new>\d{4,8})(?:[ \t]+\p{L}|[ \t]+\d{1,2}:\d{2}|[ \t]*(?:$|[^\s\p{L}\p{N}€$£¥₽%]))",
    ))
    .expect("a valid pattern")
});

/// The codes [`STRUCK_CODE`] finds after a code's, a lock's, a door's or
/// an alarm's name ending their label (`magazine padlock code: ~~2619~~
/// 1642`), the struck one and the new one as one finding: the old code
/// may open something still. Not after any other label (`price: ~~1489~~
/// 2706`, `rows:`, `port:`), nor a public code's (`postal code:`, `status
/// code:`, `код товара:`), nor a year.
pub(super) fn struck_out_codes(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in STRUCK_CODE.captures_iter(text) {
        let (Some(struck), Some(new)) = (c.name("struck"), c.name("new")) else {
            continue;
        };
        let line_start = text[..struck.start()].rfind('\n').map_or(0, |n| n + 1);
        let label = text[line_start..struck.start()].to_lowercase();
        let words: Vec<&str> = label
            .split(|ch: char| !ch.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        // (A code's name the last word, the words before it whose it is:
        // not `code lines:`, `pin count:`. What a code opens may come
        // first, a preposition and whose it is after it, as Romance and
        // Bantu languages write it: `porte de la tour radar:`, `keypad ya
        // stoo ya hidrojeni:`.)
        let near = &words[words.len().saturating_sub(4)..];
        let opens = |w: &&str| {
            DOOR_WORDS.contains(w)
                || LOCK_WORDS.contains(w)
                || KEYPAD_WORDS.contains(w)
                || COMBINATION_LOCK_WORDS.contains(w)
                || super::structure::SAFE_WORDS.contains(w)
                || super::structure::ALARM_WORDS
                    .iter()
                    .any(|a| w.starts_with(a))
        };
        // (Or a code's word among the last eight, what it opens after it,
        // `De koade fan it pyrokastje:`, `Code wagon ɛ costume:`, `kɔd
        // porte pied de tour WT41:`, `kɔd local pompe du point d'eau:`; not
        // when the last counts them, `code lines:`.)
        let named = near
            .last()
            .is_some_and(|w| CODE_WORDS.contains(w) || CODE_HEADER_WORDS.contains(w) || opens(w))
            || words[words.len().saturating_sub(8)..].iter().any(|w| {
                CODE_WORDS.contains(w)
                    || CODE_WORDS_PAST_ASCII.contains(w)
                    || LOCALIZED_CODE_LABELS.contains(w)
            }) && near.last().is_some_and(|w| !CODE_COUNT_WORDS.contains(w))
            || words[words.len().saturating_sub(6)..]
                .windows(2)
                .any(|pair| opens(&pair[0]) && PLACE_PREPOSITIONS.contains(&pair[1]));
        // (`key` of a key safe's name is the safe's: `key safe code:`.)
        let key_safe = KEY_SAFE_WORDS.iter().any(|k| label.contains(k));
        let public = !key_safe && near.iter().any(|w| public_code_word(w));
        if named && !public && !is_year(new.as_str()) {
            found(struck.start(), new.end());
        }
    }
}

/// A record's code or PIN as a field, its digits quoted (`"code":
/// "2383"` in JSON, `code: "0560"` in YAML): read by [`keyed_lock_codes`]
/// where the record names a door, a lock or a keypad.
static KEYED_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?i)(?:^|[^\p{L}\p{N}_])["']?(?:code|pin|pincode|combo|combination|keypad|codigo|código|codice|kode|koodi)["']?[ \t]*[:=][ \t]*"#,
        r#"(?P<quote>["'])(?P<value>\d{4,8})["']"#,
    ))
    .expect("a valid pattern")
});

/// The codes [`KEYED_CODE`] reads in a text that names a keypad, a lock,
/// a key safe or a combination (`{"door": "stage", "type": "keypad",
/// "code": "2383"}`; a door alone may be a product's, `{"item": "door
/// hinge", "code": "4471"}`). Quoted: a code keeps its leading zeros as a
/// string, where an event's or an error's code is a number (`"code":
/// 4012`).
fn keyed_lock_codes(text: &str, found: &mut impl FnMut(usize, usize)) {
    let mut locked = None;
    for v in KEYED_CODE
        .captures_iter(text)
        .filter_map(|c| c.name("value"))
    {
        // (Whole words, a name's parts apart, `key_safe`: not `Clock`,
        // `Deadlock`; and no error's record, `{"error": "Lock wait
        // timeout exceeded", "code": "1205"}`.)
        let keyed = || {
            let lower = text.to_lowercase().replace(['_', '-'], " ");
            let word_at = |w: &str| {
                lower.match_indices(w).any(|(i, _)| {
                    !lower[..i]
                        .chars()
                        .next_back()
                        .is_some_and(char::is_alphanumeric)
                        && !lower[i + w.len()..]
                            .chars()
                            .next()
                            .is_some_and(char::is_alphanumeric)
                })
            };
            // (A lock's cloud names its codes so: Seam's `/access_codes/`.)
            !["error", "exception", "errno"].iter().any(|e| word_at(e))
                && (locking_words().any(|w| word_at(w))
                    || ["access code", "access codes"].iter().any(|w| word_at(w)))
        };
        // (A year under a door's key is when it was fitted: `code:
        // "2024"`; beside a lock's words, a model's: `{"keypad": "2006",
        // "lock": "model year"}`.)
        let door_keyed = || under_door_key(text, v.start());
        if !is_year(v.as_str()) && (*locked.get_or_insert_with(keyed) || door_keyed()) {
            found(v.start(), v.end());
        }
    }
}

/// Whether the YAML key a field at `at` is nested under names a door or
/// a room by its last word (`front_door:` then `code: "544345"`,
/// `medication_room:`): the nearest line above with less indentation, a
/// key of its own.
fn under_door_key(text: &str, at: usize) -> bool {
    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
    let indent = |l: &str| l.len() - l.trim_start_matches([' ', '\t']).len();
    let own = indent(&text[line_start..at]);
    let Some(parent) = text[..line_start]
        .lines()
        .rev()
        .take(8)
        .find(|l| !l.trim().is_empty() && indent(l) < own)
    else {
        return false;
    };
    let Some(key) = parent.trim().strip_suffix(':') else {
        return false;
    };
    // (Its last word: `door_hinge` is a part's, `room_full` an error's.)
    let key = key.to_lowercase().replace(['_', '-'], " ");
    key.split_whitespace()
        .next_back()
        .is_some_and(|w| w == "room" || DOOR_WORDS.contains(&w) || locking_words().any(|l| *l == w))
}

/// A parameter's value as AWS's `ssm get-parameter --with-decryption`
/// prints it (`"Type": "SecureString"`, then `"Value": "..."`): read by
/// [`secure_string_values`].
static PARAMETER_VALUE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#""Value"[ \t]*:[ \t]*"(?P<value>[^"\n]+)""#).expect("a valid pattern")
});

/// The values [`PARAMETER_VALUE`] reads in a text that names a
/// `SecureString`: the parameter store's encrypted type, decrypted.
fn secure_string_values(text: &str, found: &mut impl FnMut(usize, usize)) {
    if !text.contains("\"SecureString\"") {
        return;
    }
    for v in PARAMETER_VALUE
        .captures_iter(text)
        .filter_map(|c| c.name("value"))
    {
        if !is_reference_or_marker(v.as_str()) {
            found(v.start(), v.end());
        }
    }
}

/// The values [`CHANGED_THEN_TOLD`] reads: four to eight digits, or a
/// value [`prose_value`] reads as a password.
fn changed_then_told(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in CHANGED_THEN_TOLD.captures_iter(text) {
        let Some(v) = c.name("value") else {
            continue;
        };
        let digits = v
            .as_str()
            .trim_end_matches(|ch: char| !ch.is_ascii_digit() && ch != '#' && ch != '*');
        let number = digits.trim_matches(['#', '*']);
        // (A push-button lock's `C` before or `X` after: `door 5180X,`.)
        if is_keypad_lettered(v.as_str()) {
            found(v.start(), v.end());
        } else if number.len() >= 4 && number.bytes().all(|b| b.is_ascii_digit()) {
            // (Not a year, nor a count: `It is 2024 policy`, `this is 1500
            // lines`.)
            let rest = &text[v.start() + digits.len()..];
            if is_year(number) || super::structure::unit_follows(rest) {
                continue;
            }
            let start = v.start() + usize::from(digits.starts_with(['#', '*']));
            let end = v.start() + digits.trim_end_matches(['#', '*']).len();
            found(start, end);
        } else if let Some((from, to)) = prose_value(text, v.start()) {
            found(from, to);
        }
    }
}

/// The pattern piece `{lettered_keypad_code}`, whole.
static LETTERED_KEYPAD_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(r"^(?:{lettered_keypad_code})$")).expect("a valid pattern")
});

/// Whether a code is a push-button lock's, its `C` (clear) before or its
/// `X` after four to six digits (`C2068`, `5180X`): the pattern piece
/// `{lettered_keypad_code}` whole.
fn is_keypad_lettered(v: &str) -> bool {
    LETTERED_KEYPAD_CODE.is_match(v)
}

/// Words of a question for another number than a code (`how much was
/// the new gate?`, `phone number for the alarm company?`, `what's the
/// alarm model?`), lowercased.
const ANOTHER_NUMBER_WORDS: &[&str] = &[
    "how much", "how many", "how wide", "how long", "how big", "how high", "price", "cost",
    "number", "model", "sales", "repair", "invoice", "phone", "size", "when", "time", "pris",
    "preis", "prix", "precio", "prezzo", "nummer", "numéro", "número", "numero", "numer", "kost",
];

/// Whether a question that names only what a code opens asks another
/// number, or its answer is one (`Rhys: 4850 kr`, `4412 is my flat`):
/// the answer's line goes on only with a mark, an emoji or what is done
/// next. A `;` asks only in Greek.
fn asks_another_number(text: &str, owner_start: usize, owner: &str, after: &str) -> bool {
    let line_start = text[..owner_start].rfind('\n').map_or(0, |n| n + 1);
    let question = format!("{}{owner}", &text[line_start..owner_start]).to_lowercase();
    let semicolon = owner.trim_end().ends_with(';')
        && !question
            .chars()
            .any(|c| ('\u{0370}'..='\u{03ff}').contains(&c));
    let rest = after.split('\n').next().unwrap_or("").trim();
    let goes_on = rest.chars().next().is_some_and(char::is_alphanumeric)
        && !rest
            .split_whitespace()
            .next()
            .is_some_and(|w| THEN_WORDS.contains(&w.to_lowercase().as_str()));
    semicolon
        || ANOTHER_NUMBER_WORDS.iter().any(|w| question.contains(w))
        || super::structure::unit_follows(after)
        || goes_on
}

/// A code that reads as no clock's time and no year (`{code_not_clock}`).
static CODE_NOT_CLOCK: Lazy<Regex> =
    Lazy::new(|| super::pattern(&expand(r"^(?:{code_not_clock})$")).expect("a valid pattern"));

/// Whether digits are a code no clock shows (`2460`, `0975`, five or
/// more): the pattern piece `{code_not_clock}`, whole.
pub(super) fn is_code_not_clock(digits: &str) -> bool {
    CODE_NOT_CLOCK.is_match(digits)
}

/// The values [`ANSWERED`] reads that are secrets; after `login`, only one
/// with a symbol no user's name or address has.
fn answered(text: &str, found: &mut impl FnMut(usize, usize)) {
    // (Not a code the question makes public: `what's the postal code?
    // Zip: 90210`.)
    let public = |asked_end: usize| {
        text[..asked_end]
            .split(|ch: char| !ch.is_alphanumeric())
            .rev()
            .take(12)
            .any(|w| public_code_compound(&w.to_lowercase()))
    };
    for c in ANSWERED.captures_iter(text) {
        if let Some(d) = c
            .name("digits")
            .or_else(|| c.name("digits2"))
            .or_else(|| c.name("digits3"))
        {
            // (Asked only for what it opens, a clock's time or a year
            // answers when: `alarm set?` / `Jo: 2200`.)
            // (Unless it names a code too: `Alarmcode?`, `撤防密码`.)
            let owner_only = c.name("owner").filter(|o| {
                let asked = o.as_str().to_lowercase();
                !ASKED_CODE_WORDS.iter().any(|w| asked.contains(w))
            });
            let clock = owner_only.is_some()
                && !CODE_NOT_CLOCK.is_match(d.as_str().trim_matches(['#', '*']));
            // (What it opens may hold a public code's word: `key safe?`.)
            let asked_end = c.name("asked").map_or_else(
                || c.name("owner").map_or(d.start(), |o| o.start()),
                |a| a.end(),
            );
            // (A safe's turns answer what it is, not when it changed:
            // `wann ist die Tresorkombi geändert worden?` / `12-03-24`.)
            let when = d.as_str().contains('-') && {
                // (The question's own clause: not `when you get a sec,
                // what is the safe code?`.)
                let asked_at = c.name("asked").or(c.name("owner"));
                let from = asked_at.map_or(d.start(), |m| m.start());
                let to = asked_at.map_or(d.start(), |m| m.end());
                let clause = text[..from]
                    .rfind(['\n', ',', '.', ';', '!'])
                    .map_or(0, |n| n + 1);
                let asked = text[clause..to].to_lowercase();
                WHEN_WORDS
                    .iter()
                    .any(|w| asked.split(|ch: char| !ch.is_alphabetic()).any(|x| x == *w))
            };
            // (Three digits answer only for a lock's or a padlock's
            // code: `padlock code for the cage?` / `964`, `ο κωδικος για
            // το λουκετο;` / `440`; not `which room?` / `Ben: 214`.)
            let short = d.as_str().trim_matches(['#', '*']).len() == 3;
            let for_lock = || {
                // (The question's line: its lock may come before the
                // code's word, `padlock code?`.)
                let asked = c.name("asked").or(c.name("owner")).map_or("", |m| {
                    let line = text[..m.start()].rfind('\n').map_or(0, |n| n + 1);
                    &text[line..m.end()]
                });
                names_a_dial_lock(asked)
            };
            if !clock
                && !when
                && (!short || for_lock())
                && !public(asked_end)
                && !owner_only.is_some_and(|o| {
                    asks_another_number(text, o.start(), o.as_str(), &text[d.end()..])
                })
            {
                found(d.start(), d.end());
            }
            continue;
        }
        let Some(v) = c.name("value") else {
            continue;
        };
        let Some((from, to)) = prose_value(text, v.start()) else {
            continue;
        };
        let value = &text[from..to];
        // A token asked for is answered by a generator's run, not a
        // ticket's number (`who has the Datadog token?` / `IT-4821`) nor
        // words in small letters joined (`ask-infra-team-on-slack-now`).
        let joined_words = {
            let parts: Vec<&str> = value.split(['-', '_', '.']).collect();
            parts.len() >= 3
                && parts
                    .iter()
                    .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()))
        };
        let token_shaped = value.chars().count() >= 16
            && looks_random(value)
            && !joined_words
            && !super::words::is_spelled_out(&words(value));
        if (c.name("token_asked").is_some() || c.name("token_pasted").is_some()) && !token_shaped {
            continue;
        }
        // (`@` alone is an address's.)
        let symbol = value.chars().any(|ch| ch != '@' && passphrase_symbol(ch));
        // Asked for the Wi-Fi, a chat may answer with the network's name
        // (`Guest-5G`, `CoffeeShop_5G`): its key has a symbol besides a
        // name's `-`, `_` and `.`, capitals strewn through it, or eight
        // digits or more.
        let key_shaped = value
            .chars()
            .any(|ch| ch.is_ascii_punctuation() && !matches!(ch, '-' | '_' | '.'))
            || super::words::strewn_capitals(value)
            || value.len() >= 8 && value.bytes().all(|b| b.is_ascii_digit());
        if c.name("wifi").is_some() && !key_shaped {
            continue;
        }
        if c.name("login").is_none() || symbol && !super::rows::is_email(value) {
            found(from, to);
        }
    }
    for c in SET_CODE_TO.captures_iter(text) {
        let Some(d) = c.name("digits") else { continue };
        // (Nor a public code's, named before it: `HS code changed to
        // 851712`, `Postal code of the branch changed to 75008`.)
        let setting = c.name("between").is_some_and(|b| {
            b.as_str()
                .split_whitespace()
                .any(|w| SETTING_WORDS.iter().any(|s| w.eq_ignore_ascii_case(s)))
        }) || c.name("named").is_some_and(|n| {
            text[..n.start()]
                .split_whitespace()
                .next_back()
                .is_some_and(|w| public_code_word(&w.to_lowercase()))
        });
        if !is_year(d.as_str()) && !setting {
            found(d.start(), d.end());
        }
    }
    for c in TOLD_NEXT.captures_iter(text) {
        if let (Some(asked), Some(d)) = (c.name("asked"), c.name("digits")) {
            let digits = d.as_str().trim_matches(['#', '*']);
            if !public(asked.end()) && !is_year(digits) {
                found(d.start(), d.end());
            }
        }
    }
}

/// Words that ask when, in the languages the chats ask in: a date
/// answers them.
const WHEN_WORDS: &[&str] = &[
    "when", "wann", "quand", "cuándo", "cuando", "quando", "wanneer", "när", "hvornår", "når",
    "kiedy", "milloin",
];

/// A code someone says they set, their own words before it (`Locker 110 –
/// I set my code to 3953`, `changed the PIN to 4821`), or a code said to
/// be reset, by whom, a few words after its name (`supervisor PIN on the
/// card terminal reset by the bank to 069273`): digits, a keypad's `#` or
/// `*` with them. (Not a code page's or a count's setting:
/// [`SETTING_WORDS`].)
static SET_CODE_TO: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?i)(?-u:\b)(?:(?:set|changed|reset)[ \t]+(?:my|the|our|his|her|their|a[ \t]+new)[ \t]+(?:\p{L}+[ \t]+)?(?:{code_words})",
        r"|(?P<named>{code_words})(?P<between>(?:[ \t]+[^\s\d.!?:;,]{1,20}){0,6}?)[ \t]+(?:was[ \t]+|has[ \t]+been[ \t]+)?(?:reset|changed|set)(?:[ \t]+by[ \t]+(?:the[ \t]+)?[\p{L}-]{1,20})?)",
        r"[ \t]+to[ \t]+(?P<digits>[#*]?\d{4,8}#?)(?:[^\d]|$)",
    )))
    .expect("a valid pattern")
});

/// Words between a code's name and its reset that make it a setting, not
/// a secret (`code page set to 1252`, `PIN count changed to 4000`).
const SETTING_WORDS: &[&str] = &[
    "page",
    "count",
    "coverage",
    "length",
    "size",
    "limit",
    "version",
    "timeout",
    "port",
    "level",
    "width",
    "format",
    "policy",
    "rule",
    "rules",
    "attempts",
    "retries",
    "expiry",
    "expiration",
    "lifetime",
    "ttl",
    "interval",
];

/// A sentence that names a PIN or a code, then the next one saying what
/// it is (`the terminal wants the attendant PIN again after the power
/// cut. It's 7176 – just punch it in`, `... om de beheerderspincode. Het
/// is 4039, dan op OK.`, `... föreståndar-PIN igen. Den är 3265, sen
/// OK.`): digits, a keypad's `#` or `*` with them.
static TOLD_NEXT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?i)(?P<asked>(?:{asked_code_words}|(?-u:\b)pin)[^.!?？\n]{0,80}[.!])",
        // (`... changed the code. New one is 86695.`)
        r"\s+(?:it's|it’s|(?:it|het|den|to)[ \t]+(?:is|er|je|{copulas})|{copulas}|это|(?:the[ \t]+)?new[ \t]+one(?:'s|[ \t]+is))[ \t]+",
        // (Ending its clause, or what to do next: not `It's 5000 users`,
        // `It's 8080 (the port)`.)
        r"(?P<digits>[#*]?\d{4,8}[#*]?)(?:$|[,.;!](?:\s|$)|[ \t]+[–—-]|[ \t]+(?:{then_words})(?:[^\p{L}]|$))",
    )))
    .expect("a valid pattern")
});

/// Where a value may follow in a sentence that names a password.
static PROSE_SEPARATOR: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // A dash between spaces before the bare space, which would take
        // its space; so do the verbs of the labels in other languages
        // (`Passwort ist`, `mot de passe est`, `密码是`, `पासवर्ड है`), also
        // after words (`la contraseña del wifi es`).
        // (Tagalog's `ay`, Thai's `คือ`, Romanian's `e`.) Hindi's and
        // Malayalam's `now` before the value (`पासवर्ड बदल गया है, अब X है`).
        // A verb may say the value is new (`ist jetzt`, `to teraz`, `on
        // nyt`, `er nå`, Russian's `теперь` alone).
        // Korean's and Japanese's object and subject particles after the
        // label (`관리자 비밀번호를 P13zo#86 로 변경했습니다`, `管理者パスワード
        // を Cottonwood2019_ に変更`); Danish's, Norwegian's, Finnish's
        // and Croatian's verbs after words (`wifi-passordet om bord er
        // ...`; after an English label they are prepositions, and
        // `prose` passes over them).
        // (A dash, then a chat's answer: `merchant password for refunds –
        // it's 20372`.)
        // A speaker's filler and its pause after the verb (`das Passwort
        // ist, äh, X`, `la contraseña es, eh, X`).
        // (Changed to first: its auxiliary is a copula, `er endret til`.)
        r"(?i)\s+(?:{reset_to})\s+|\s+[-–—]\s+it(?:'s|’s|\s+is)(?:\s+now)?\s+(?:[-–—:]\s+)?|\s+[-–—]\s+|\s+(?:{copulas}|wa|er|on|je){now}(?:{pause})?\s*:?\s+|^\s*(?:를|을|가|이|を|が)\s+|\s+(?:to|on|er|je)\s+(?:teraz|nyt|nå|nu|sada)\s*:?\s+|\s+(?:теперь|अब|ഇപ്പോൾ)\s+|\s*คือ\s*|^\s+(?:er|on|je)\s*:?\s+|^\s*(?:现在|現在)?(?:は|是|为|為|는|은)\s*[「『]?|\s*(?:改成了?|改为|改為|换成了?)\s*|\s+(?:mudou\s+(?:pra|para)|cambió\s+a|passou\s+a\s+ser)\s+|\s*(?:已|已经)?(?:重置|设置|設置|更改|修改)(?:为|為)\s*|[ \t]*(?:››|»|~|▶|►|⇒)[ \t]*",
        // What a chat answers about it (`the Spotify password, it's X`,
        // `it's now X`, `... password (currently X)`).
        r"|,?\s+it(?:'s|’s|\s+is)(?:\s+now)?\s+|\s+\(currently\s+",
        // (Or that it expired, and the new one: `пароль от Pace опять
        // истёк, новый X`.)
        r"|,\s+(?:новый|новий)\s*[:—–-]?\s+",
        // (Or Runyankore's and Ekegusii's copula glued to it: `password ya
        // site e-mail account n'mvua28356`.)
        r"|[ \t]+n['’]",
        // A note's spaced `=` after words (`lösen till Gjensidige = X`);
        // code's `password = x` is the assignment rule's.
        r"|[ \t]+=[ \t]+",
        // A note's arrows and spaced marks (`pw ⇒ X`, `wpa key ~> X`,
        // `PIN :: X`; not Elixir's pipe, `password |> String.length`).
        r"|\s*(?:⇒|⟶|~>)\s*|[ \t]+(?:::|~~|>>)[ \t]+",
        // (A Japanese quote's corner bracket: `パスワード「X」で`.)
        // (A colon, then the verb: `la password del wifi: è X`.)
        r"|^\s*[「『]|^\s+|(?-u:\b)(?:is|to|was|with)(?-u:\b)(?:\s+(?:now|literally))?(?:{pause})?\s*:?\s+|[:：]\s*(?:(?:{copulas})\s+)?|\s*(?:→|=>|—>|->|›|»|«|✓|✔|☑|\||·|\.{3,}|…+)\s*",
    )))
    .expect("a valid pattern")
});

/// A key's name in words, then the key with no separator (`API key
/// b505d80f...` in a search, `API 키 a041...`, `токен a579...`).
static BARE_KEY: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        // (An ASCII word boundary before English's words only: there is
        // none before `токен`.) A particle may stand between (`คีย์ API
        // ให้ ...`, `APIキーは ...`).
        r"(?i)(?:(?-u:\b)(?:(?:api|access|secret|client|auth)[ _-]?(?:key|token|secret)|psk)|{key_labels})",
        r"(?:[ \t]*(?:ให้|คือ|は|是|为|는|은)[ \t]*|[ \t]+)(?P<value>[A-Za-z0-9][A-Za-z0-9_+/=.-]{15,})",
    )))
    .expect("a valid pattern")
});

/// Keys after their name in words: random-looking, with letters and
/// digits (`API key rotation-policy-docs` is words).
fn bare_keys(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in BARE_KEY.captures_iter(text) {
        let Some(v) = c.name("value") else {
            continue;
        };
        let value = v.as_str().trim_end_matches(['.', ',']);
        // Letters and digits, or letters of both cases with capitals
        // strewn inside (`UoMTIRVYkNTXRfTl`), not a word.
        let mixed = value.bytes().any(|b| b.is_ascii_digit())
            && value.bytes().any(|b| b.is_ascii_alphabetic())
            || strewn_capitals(value);
        if looks_random(value) && mixed && !is_reference_or_marker(value) {
            found(v.start(), v.start() + value.len());
        }
    }
}

/// Where the text at `at` goes on after the markup tags there (and the
/// blanks around them): a value inside `<span ...>` starts after it.
fn after_tags(text: &str, at: usize) -> usize {
    let mut at = at;
    loop {
        let rest = &text[at..];
        let blank = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        let tag = &rest[blank..];
        let is_tag = tag.starts_with('<')
            && tag[1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '/');
        match tag
            .find('>')
            .filter(|&close| is_tag && close <= 160 && !tag[..close].contains('\n'))
        {
            Some(close) => at += blank + close + 1,
            None => return at,
        }
    }
}

/// A login form's other fields, in the languages its password's label is
/// read in: a value after one of them is that field's (`Senha: [Alterar
/// senha]  Nome de usuário: asharma`, in a view that joins lines).
const OTHER_FIELDS: &[&str] = &[
    "user",
    "username",
    "login",
    "email",
    "e-mail",
    "nome de usuário",
    "nombre de usuario",
    "nom d'utilisateur",
    "benutzername",
    "användarnamn",
    "brugernavn",
    "brukernavn",
    "gebruikersnaam",
    "käyttäjätunnus",
    "nazwa użytkownika",
    "uživatelské jméno",
    "felhasználónév",
    "nume de utilizator",
    "kullanıcı adı",
    "имя пользователя",
    "ім'я користувача",
    "nama pengguna",
    "tên người dùng",
    "ชื่อผู้ใช้",
    "اسم المستخدم",
    "שם משתמש",
    "उपयोगकर्ता नाम",
    "ユーザー名",
    "用户名",
    "用戶名",
    "사용자 이름",
];

/// Whether the words between a password's label and a value name another
/// field of the form, whose the value is.
fn names_another_field(between: &str) -> bool {
    // Only past the end of another field (its `[button]`, its quoted
    // value): `pw for the shared webmail login: X` is one sentence.
    if !between.contains([']', '"']) {
        return false;
    }
    let lower = between.to_lowercase();
    let ascii_words = words(&lower);
    OTHER_FIELDS
        .iter()
        .zip(OTHER_FIELDS_AS_READ.iter())
        .any(|(f, read)| {
            if f.is_ascii() && !f.contains(' ') {
                ascii_words.iter().any(|w| w == f)
            } else {
                lower.contains(f) || lower.contains(read.as_str())
            }
        })
}

/// [`OTHER_FIELDS`] as the detector reads text, made once.
static OTHER_FIELDS_AS_READ: Lazy<Vec<String>> = Lazy::new(|| {
    OTHER_FIELDS
        .iter()
        .map(|f| super::view::as_read(f).into_owned())
        .collect()
});

/// Whether the key or label at `at` is named, not given a value: it
/// follows a verb that fetches it (`bw get password <id>`), or it is a
/// field of ciphertext (inside SOPS's `ENC[...]`, under a SealedSecret's
/// `encryptedData:`).
fn named_not_given(text: &str, at: usize) -> bool {
    let window = floor_char_boundary(text, at.saturating_sub(CONTEXT));
    let before = &text[window..at];
    let line = before.rsplit('\n').next().unwrap_or(before);
    last_word(before.trim_end(), char::is_alphabetic) == "get"
        || inside_sops_value(line)
        || inside_encrypted_map(before)
}

/// Whether the end of `before` is inside a SealedSecret's
/// `encryptedData:` map: every line since is indented deeper than it (a
/// `stringData:` after it holds plain values).
fn inside_encrypted_map(before: &str) -> bool {
    before.rfind("encryptedData:").is_some_and(|at| {
        let line_start = before[..at].rfind('\n').map_or(0, |n| n + 1);
        let indent = at - line_start;
        before[at..]
            .split('\n')
            .skip(1)
            .all(|l| l.trim().is_empty() || l.len() - l.trim_start().len() > indent)
    })
}

/// Whether the end of `before` is inside SOPS's `ENC[...]`.
fn inside_sops_value(before: &str) -> bool {
    before
        .rfind("ENC[")
        .is_some_and(|at| !before[at..].contains(']'))
}

/// A user, ` / `, then the password, the sentence going on to name the
/// login or the password (`Til DNB bruker du e.haugen / X. Bytt passord
/// ved første innlogging.`, `läuft über krugerl / X. Bitte nach dem
/// ersten Login ändern.`), or the pair after a label's colon: which value
/// is a password `prose_value` decides, so a menu's path (`Settings /
/// Passwords`) is none.
static PAIR_THEN_LOGIN: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?:^|\s)[A-Za-z][\w.@-]{1,40}\s+/\s+(?P<value>[^\s/]+)[^\n/]{0,100}?",
        r"(?:log\s*in|login|sign\s*in|innlogging|inloggning|anmeld|passwor[dt]|passord|lösenord|adgangskode|salasana|wachtwoord|mot\s+de\s+passe|contraseña|senha|hasło|heslo)",
        // Or the pair right after a label's colon and a space, whatever
        // the label's language (`учётка для подмены: zamena / X`, `nimm
        // meinen für die App: trevor22 / X`, `代行ユーザー：daikou / X`;
        // not a path's `Group::WIDTH / ...`).
        r"|(?:(?:^|[^:])[:→][ \t]+|[\p{Han}\p{Hiragana}\p{Katakana}ー][:：][ \t]*)[A-Za-z][\w.@-]{1,40}[ \t]+/[ \t]+(?P<value2>[^\s/]+)",
    ))
    .expect("a valid pattern")
});

/// A password's label and the device it opens, then the password, in the
/// middle of a note (`zegar rejestratora +3 s. hasło modemu Bluff!Ferry89.
/// Następnym razem ...`, `pw modem sediment$55`, `modeemin ss
/// KestrelBeaver28`): which value is a password `prose_value` decides.
static DEVICE_PASSWORD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r"(?i)(?:^|[\s.(])(?:(?:password|passwort|pw|pwd|ww|mdp|ss|{password_labels})[ \t]+(?:modem|modemu|modemet|modems|modemin|modeemin|модема|router|routera|routeur|roteador|gateway|logger|loggeru|rejestratora)",
        r"|(?:modem|modemu|modeemin|модема|router|routera|routeur|roteador|gateway|logger)[ \t]+(?:password|passwort|pw|pwd|ww|mdp|ss|{password_labels}))",
        r"[ \t]*:?[ \t]+(?P<value>\S)",
    )))
    .expect("a valid pattern")
});

/// A user, a tab, then the password, as an agent types a sign-in form in
/// one string (`{"action":"type","text":"praman\tclover-tiger-falcon70\n"}`):
/// which value is a password `prose_value` decides.
static TYPED_LOGIN: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r#"(?i)\\?"text\\?"\s*:\s*\\?"[A-Za-z0-9_.@+-]{1,64}(?:\\t|\t)(?P<value>[^\s"\\]{4,128})(?:\\[nr]|\\?"|\n)"#,
    )
    .expect("a valid pattern")
});

/// A user and the password joined by `and` after the words that hand a
/// login over (`for the head office VPN use tech29 and X`, `use the
/// enrollment account sub6955 and X`, `QuickBooks login is
/// mike70@hotmail.com and X`), or an account's mail and the password
/// after a dash (`Nest Pro portal for the branch: a@b.com — X`): the user
/// holds a digit, `@`, `.` or `_`, or comes right after `account`; which
/// value is a password `prose_value` decides.
static USER_AND_PASSWORD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?:(?-u:\b)(?:use|login\s+is|log\s*in\s+(?:as|with)|sign\s+in\s+with|credentials\s+are|creds\s+are)[ \t]+(?:[^\s,;:]+[ \t]+){0,4}?",
        r"(?:[A-Za-z0-9_.+-]*[0-9@._][A-Za-z0-9_.+@-]*|(?:account|user|username|login)[ \t]+[A-Za-z][A-Za-z0-9_.-]{1,40})",
        r"[ \t]+(?:and|&|\+)[ \t]+(?P<value>\S)",
        r"|(?:login|portal|account|credentials|konto|compte|cuenta|conta)[^\n:：]{0,40}?[:：][ \t]*[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+[ \t]+[—–-][ \t]+(?P<value2>\S))",
    ))
    .expect("a valid pattern")
});

/// A value and, after it, what it is: pointed at (`flux-raven-walrus ^
/// that's the Skookum Flats logger password btw`, from the next message
/// of a chat: `Callum: 033890 Callum: ^ that's the code`, `Lucy: 5867
/// Lucy: sorry that's the alarm code for ...`, `^ gate code
/// till Monday`, `^ that's the new one for the front desk`), the Wi-Fi's (`UK781B4HUA
/// is the wifi btw`), or an alarm's or a door's after `=` (`1927 = alarm
/// (panel behind reception)`). Which value is a secret `prose_value`
/// decides.
static VALUE_THEN_NAMED: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(concat!(
        r#"(?im)(?:^|[\s"'(])(?P<value>[^\s"'`“”,]{4,64})"#,
        // (Past a blank line too; or what to do with it: `^ paste into
        // the carrier's portal when it asks`.)
        // (The next message's author may have two words or be written in
        // Chinese, Japanese or Korean, `Dott. Rossi:`, `张伟:`.)
        // (The next message's author may have its time, `Kelly 21:20:`;
        // without a pointer the message calls it the code, `that's the
        // gate code for tonight`, or a note in brackets does, `(is the
        // code it just texted me)`.)
        r"(?:(?:(?:[ \t]+|[ \t]*\n[ \t]*)(?:(?-i:\p{Lu})[\p{L}.]{0,20}(?:[ \t](?-i:\p{Lu})[\p{L}.]{0,20})?|[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]{1,6})(?:[ \t]+\d{1,2}:\d{2}(?:[ \t]*[AaPp][Mm])?)?:)?[ \t]*(?:\n[ \t]*){0,2}(?:(?:\^|←|<-|↑)[ \t]*(?:(?:that's|that\s+is|this\s+is|is)[ \t]+)?|(?:[—–-][ \t]*)?(?:(?:sorry|oh|btw|ok),?[ \t]+)?(?:that's|that\s+is|this\s+is|\(is)[ \t]+(?:the|my|our)[ \t]+)(?:(?:the|my|our)[ \t]+)?(?:(?:(?:\S+[ \t]+){0,4}?(?:password|passcode|login|wifi|wi-fi|pin|code|{password_labels}|(?P<new_one>new[ \t]+one))|paste[ \t]+(?:it[ \t]+|this[ \t]+)?in(?:to)?)(?-u:\b)|\S{0,16}?(?:密码|密碼|パスワード|비밀번호|암호))",
        // (Or a pointer or a dash and the name alone: `*2503 ← new code
        // for the back door`, `88083# ← lockbox (front door)`, `X — Canvas admin password`, `9363 ← 마약류
        // 금고 (새)`; a password's name in any language ending its clause,
        // `2109 — bu kasa şifresi, ...`, not `ticket 4821 — contraseña
        // olvidada`, nor across another label's colon, `RITM3960714 —
        // Service desk: your SAP password was reset`, nor past `is` or
        // `in`, where the words say where it is kept: `tenant ... — the
        // secret is in Key Vault`.)
        // (A dash spaced: one glued is a range's, `11am–17:00. Please
        // collect the key`.)
        r"|(?:[ \t]*(?:←|<-)|[ \t]+[—–])[ \t]*(?:(?:the|my|our|new|neu|nieuwe|nouveau|nuevo|nuovo|novo)[ \t]+)?(?:(?:[^\s—–:：]{3,}|[^\s—–:：iI][^\s—–:：]?|[iI][^\s—–:：sSnN]?)[ \t]+){0,4}?(?:[^\s—–-]+-)?(?:password|passcode|passwort|wachtwoord|wifi|wi-fi|pin|code|digicode|key|kode|kod|koodi|safe|tresor|cofre|sejf|сейф|금고|암호|비밀번호|金庫|密码|lockbox|keybox)(?:[^\p{L}]|$)",
        // (A pointer that says what it points at, a secret or a token by
        // name: `X  <- that's the Xsolla webhook secret key`, `X  <- that's
        // the Tuya IoT access secret`, its clause ending there; not a
        // dash's `401 — token expired`, nor `<- that's the token path`.)
        r"|[ \t]*(?:←|<-)[ \t]*(?:that's|that[ \t]+is|this[ \t]+is)[ \t]+(?:the|my|our)[ \t]+(?:[^\s—–]+[ \t]+){0,4}?(?:secret|token|key)[ \t]*(?:[,.;:!?)]|$)",
        r"|[ \t]+[—–][ \t]*(?:[^\s—–]+[ \t]+){0,4}?(?:{password_labels})\p{Ll}{0,3}[ \t]*(?:[,.;:!]|$)",
        r"|[ \t]+is[ \t]+(?:the|our)[ \t]+(?:wifi|wi-fi)(?:[ \t]+(?:password|pass|pw|key))?(?-u:\b)",
        // (Or what it is, up to four words on: `66856 is the alarm code
        // for the annex`, `X is the Canvas admin password until Friday`.)
        r"|[ \t]+is[ \t]+(?:the|our|my)[ \t]+(?:\S+[ \t]+){0,4}?(?:password|passcode|pin|code|key)(?-u:\b))",
        // (Digits alone, at a line's or a quote's start, before `=`: `I:
        // Invariants<Validity = Safe>` is code; `{"text":"1927 = alarm"}`
        // is the note typed.)
        r#"|(?:(?m:^)|["'(])[ \t]*(?P<digits>\d{4,8})[ \t]*=[ \t]*(?:alarm|door|gate|safe)(?-u:\b)"#,
    )))
    .expect("a valid pattern")
});

/// Words after a secret's name, pointed at a value before it, that deny
/// the value is one: Hopi's `qa`, Dakota's `šni`, Buryat's and
/// Mongolian's `бэшэ`, `биш`, Selkup's `аша`, Mari's `огыл` and Hill
/// Mari's `агыл`. (Not English's `not`: `X — VPN password not to be
/// shared` gives one.)
const DENIED_AFTER: &[&str] = &["qa", "šni", "бэшэ", "биш", "аша", "огыл", "агыл"];

/// A keypad's code as a note names it after the value (`*2503 ← new code
/// for the back door`, `66856 is the alarm code`): four to eight digits, a
/// keypad's `*` or `#` around them, not a year.
pub(super) fn keypad_code(v: &str) -> bool {
    let digits = v.trim_matches(['*', '#']);
    (4..=8).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !is_year(digits)
}

/// A value alone on its line with its label in brackets after it, as a
/// note keeps it (`tundra_hollow_falcon_28  (Adgangskode)`,
/// `glacier+Harbor52  (Hasło)`, `Osprey*Kestrel9 (wifi, Pelican lab)`):
/// which value is a password `prose_value` decides.
static VALUE_THEN_LABEL: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&expand(
        // (A word or two may say whose: `(crew wifi key, valid until
        // ...)`, `(stage door code)`.)
        // (A network's name is no key: `Guest-Net5G (guest wifi)`.)
        r"(?im)^[ \t]*(?P<value>[^\s()]{4,64})[ \t]+\((?:password|passphrase|pin|wifi|wi-fi|{password_labels}|(?:[\p{L}-]+[ \t]+){0,2}?(?:password|passphrase|pin|{password_labels}|(?:wifi|wi-fi)[ \t]+(?:key|password)|(?:door|gate|alarm|safe|locker)[ \t]+code))(?:,[^()\n]{1,40})?\)[ \t]*$",
    ))
    .expect("a valid pattern")
});

/// Passwords told in prose: quoted, or looking random (`the password is
/// incorrect` is not one). The first candidate in the sentence that is
/// one wins.
fn prose(text: &str, found: &mut impl FnMut(usize, usize)) {
    // A number's first digits before its thousands (`about 582,906
    // results`), or a thing's number in a notice that a code was reset,
    // are no value.
    let found = &mut |start: usize, end: usize| {
        if !before_thousands(text, start, end) && !requested_for(text, start) {
            found(start, end);
        }
    };
    for c in LOGIN.captures_iter(text) {
        let groups = [
            "after_user",
            "typed",
            "with_user",
            "after_pass",
            "after_colon",
            "after_tab",
            "after_email",
            "before_is",
            "admin_colon",
            "admin_pair",
            "admin_dash",
            "join_key",
            "before_is2",
            "use_as",
            "admin_glued",
            "slash_pw",
            "typed_code",
            "typed_code4",
            "typed_code5",
            "use_to",
            "use_for",
            "as_with",
            "ip_user_pw",
            "typed_after",
            "secure_text",
            "windows_user_pw",
        ];
        let Some(v) = groups.iter().find_map(|g| c.name(g)) else {
            continue;
        };
        // (After a social account's handle, only a value shaped as a
        // secret: not `Instagram — @dana / 2024`, `@dana / @dana2`.)
        if c.name("after_user").is_some() {
            let handle = text[..v.start()]
                .trim_end()
                .strip_suffix('/')
                .and_then(|b| b.trim_end().rsplit(char::is_whitespace).next())
                .is_some_and(|w| w.starts_with('@'));
            if handle && (v.as_str().starts_with('@') || !super::secret_shaped(v.as_str())) {
                continue;
            }
        }
        // Digits typed into a code's field are the code, unless the
        // field's words make it public (`ZIP code`, `Postcode`, `Promo
        // code`).
        if ["typed_code", "typed_code4", "typed_code5"]
            .iter()
            .any(|g| c.name(g).is_some())
        {
            if let Some(m) = c.get(0) {
                if !names_public_code(text, m.start(), m.end(), v.start(), v.end()) {
                    found(v.start(), v.end());
                }
            }
            continue;
        }
        // `user jdoe@x.io / pass X`: the password's label after the user,
        // then the password.
        // (`Login extern.druck / ww Proof#Litho30`: the short name in
        // another language.)
        let label = v.as_str().trim_end_matches(':').to_lowercase();
        let at = if label == "password" || SHORT_PASSWORD_LABELS.contains(&label.as_str()) {
            let rest = &text[v.end()..];
            v.end() + rest.len() - rest.trim_start_matches([':', ' ', '=']).len()
        } else {
            v.start()
        };
        // (A device's row may hold a passphrase of words: `Teltonika
        // RUT955 10.82.129.159 admin quartz-compass-anchor-bison`.)
        let words = || {
            c.name("ip_user_pw")
                .and_then(|w| passphrase_at(text, w.start(), w.end()))
        };
        // (After a dash, a password's letters and digits mixed, a sign or
        // both cases among them, and no file's name: not `admin –
        // Users_2026`, `admin – Report#12`, `admin – IMG_2291.jpg`.)
        if c.name("admin_dash").is_some() {
            let v = v.as_str();
            let mixed = super::generic::switches(v) >= 2
                && (v.chars().any(passphrase_symbol)
                    || v.bytes().any(|b| b.is_ascii_uppercase())
                        && v.bytes().any(|b| b.is_ascii_lowercase()))
                && !v.contains('.');
            if !mixed {
                continue;
            }
        }
        if let Some(range) = prose_value(text, at).or_else(words) {
            found(range.0, range.1);
        }
    }
    // Values whose words come after them, each pattern asked only of a
    // text that holds one of its marks (a bracket, a pair's ` / `, a
    // pointer, `is`, `=`).
    let marks: [(&[&str], &Lazy<Regex>); 4] = [
        (&["("], &VALUE_THEN_LABEL),
        (&[" / "], &PAIR_THEN_LOGIN),
        (
            &[" is ", "(is ", "that's", "=", "^", "←", "<-", "↑", "—", "–"],
            &VALUE_THEN_NAMED,
        ),
        (
            &[" and ", " & ", " + ", "—", "–", " - "],
            &USER_AND_PASSWORD,
        ),
    ];
    for (marks, pattern) in marks {
        if !marks.iter().any(|m| text.contains(m)) {
            continue;
        }
        for c in pattern.captures_iter(text) {
            // (Or words joined as a passphrase: `flux-raven-walrus ^
            // that's the ... password`.)
            // (A year or a ticket before a dash is what the line is about:
            // `HYD-4045 — Reset password for ...`.)
            // (After a label's colon, a password has a letter and a digit
            // or a symbol, unquoted: not a grammar's alternatives, `:
            // DIGIT / "A"`, nor a division.)
            // (Nor a list's third item: `Build matrix: esp32s3 / nrf9160 /
            // stm32wl55`.)
            let after_label = c.name("value2").filter(|v| {
                !text[v.end()..]
                    .trim_start_matches([' ', '\t'])
                    .starts_with('/')
                    && prose_value(text, v.start()).is_some_and(|(from, to)| {
                        let value = &text[from..to];
                        !value.starts_with(['"', '\''])
                            && value.chars().any(char::is_alphabetic)
                            && (looks_random(value)
                                || value.chars().any(|c| {
                                    c.is_ascii_digit()
                                        || c.is_ascii_punctuation() && !matches!(c, '-' | '_' | '.')
                                }))
                    })
            });
            // (`the new one` names no secret: a number pointed at so is a
            // phone's, `0612345678 ^ that's the new one for the office`.)
            if c.name("new_one").is_some()
                && c.name("value").is_some_and(|v| {
                    v.as_str()
                        .bytes()
                        .all(|b| b.is_ascii_digit() || matches!(b, b'+' | b'-' | b'(' | b')'))
                })
            {
                continue;
            }
            // (`Guest Wi-Fi: X — no password needed`: a word before the
            // name denies the value one.)
            // (Nor a dash's `not` before the name, or a word after it
            // that denies it, `LOT-25-248-H — not an API key`, `S2B_... —
            // password бэшэ`.)
            if let (Some(m), Some(v)) = (c.get(0), c.name("value")) {
                // (The two words right after the name, in its clause: not
                // `VPN password, do not share`.)
                let clause = if text[..m.end()].ends_with([',', '.', ';', ':', '!']) {
                    ""
                } else {
                    text[m.end()..]
                        .split(['.', ',', ';', ':', '!', '?', '\n'])
                        .next()
                        .unwrap_or("")
                };
                let denied = text[v.end()..m.end()]
                    .trim_start()
                    .trim_start_matches(['—', '–'])
                    .trim_start()
                    .starts_with("not ")
                    || clause
                        .split_whitespace()
                        .take(2)
                        .any(|w| DENIED_AFTER.contains(&w.to_lowercase().as_str()));
                if super::structure::negated(&text[v.end()..m.end()]) || denied {
                    continue;
                }
            }
            // (`Guest Wi-Fi at X: SSID SKR-Guest — password printed at
            // reception`: what a network has besides its key names the
            // value.)
            if let Some(v) = c.name("value") {
                // (The word alone lowercased: the text before may be long.)
                let word = text[..v.start()]
                    .trim_end()
                    .rsplit(|ch: char| !ch.is_alphanumeric())
                    .next()
                    .unwrap_or("")
                    .to_lowercase();
                if WIFI_ATTRIBUTES.contains(&word.as_str()) {
                    continue;
                }
            }
            // (`SAVE20 — that's the promo code`: a code printed for all;
            // a key's words are no code's, `X is the Wi-Fi key`.)
            if let (Some(m), Some(v)) = (c.get(0), c.name("value")) {
                if m.as_str().to_ascii_lowercase().ends_with("code")
                    && names_public_code(text, m.start(), m.end(), v.start(), v.end())
                {
                    continue;
                }
            }
            let value = c
                .name("value")
                .or(after_label)
                .filter(|v| !is_year(v.as_str()) && !super::is_ticket(v.as_str()))
                .or_else(|| c.name("digits"))
                .and_then(|v| {
                    prose_value(text, v.start())
                        .or_else(|| passphrase_at(text, v.start(), v.end()))
                        .or_else(|| keypad_code(v.as_str()).then_some((v.start(), v.end())))
                });
            if let Some(range) = value {
                found(range.0, range.1);
            }
        }
    }
    for v in DEVICE_PASSWORD
        .captures_iter(text)
        .filter_map(|c| c.name("value"))
    {
        if let Some((from, to)) = prose_value(text, v.start()) {
            found(from, to);
        }
    }
    // (Read within the typed string: its escapes are no part of it.)
    if text.contains("\\t") || text.contains('\t') {
        for v in TYPED_LOGIN
            .captures_iter(text)
            .filter_map(|c| c.name("value"))
        {
            if let Some((from, to)) = prose_value(v.as_str(), 0)
                .or_else(|| passphrase_at(v.as_str(), 0, v.as_str().len()))
            {
                found(v.start() + from, v.start() + to);
            }
        }
    }
    // Asked only of a text that says `new` in one of its languages, in
    // any case (the stems of `new`, `neu`, `nouveau`, `nuevo`, `nuovo`,
    // `novo`, `nowy`, `nieuwe`, `yeni`).
    const NEW_STEMS: [&[u8]; 9] = [
        b"new", b"neu", b"nou", b"nue", b"nuo", b"nov", b"now", b"nie", b"yen",
    ];
    let says_new = text.contains("新しい")
        || text
            .as_bytes()
            .windows(3)
            .any(|w| NEW_STEMS.iter().any(|s| w.eq_ignore_ascii_case(s)));
    if says_new {
        for c in VALUE_THEN_NEW.captures_iter(text) {
            let Some(v) = c
                .name("value")
                .or_else(|| c.name("value_ja"))
                .or_else(|| c.name("value_tr"))
            else {
                continue;
            };
            // (A year is when, not what: `2024 is the new code freeze`.)
            if let Some((from, to)) = prose_value(text, v.start()).filter(|&(_, to)| to <= v.end())
            {
                if !is_year(v.as_str()) {
                    found(from, to);
                }
            }
        }
    }
    for c in VALUE_THEN_TOLD.captures_iter(text) {
        let (Some(m), Some(v)) = (
            c.get(0),
            c.name("value")
                .or_else(|| c.name("value_ja"))
                .or_else(|| c.name("value_tr")),
        ) else {
            continue;
        };
        // (A code's words may make it public, `SAVE20 is your promo
        // code`; a password's do not, `X is the system password`.)
        // (Turkish's `kodu` is a code's: `34000 — posta kodu bu`.)
        let code = c.name("value_tr").is_some()
            || c.name("noun").is_some_and(|n| {
                let n = n.as_str().to_lowercase();
                ["cod", "kod", "kód", "kood"].iter().any(|c| n.contains(c))
            });
        // (A compound's first part may make it public too: `0045 er
        // landekoden`.)
        let public_compound = c
            .name("noun")
            .is_some_and(|n| public_code_compound(&n.as_str().to_lowercase()));
        if is_year(v.as_str())
            || public_compound
            || code && names_public_code(text, m.start(), m.end(), v.start(), v.end())
        {
            continue;
        }
        if let Some((from, to)) = prose_value(text, v.start())
            .filter(|&(_, to)| to <= v.end())
            .or_else(|| keypad_code(v.as_str()).then_some((v.start(), v.end())))
        {
            found(from, to);
        }
    }
    // (Not a year, `Koden til lageret er 2024`; a login's password has a
    // letter, `reset it to 3600` is a setting's.)
    for (told, letter) in [(&KODE_TIL, false), (&RESET_IT_TO, true)] {
        for v in told.captures_iter(text).filter_map(|c| c.name("value")) {
            if let Some((from, to)) = prose_value(text, v.start()) {
                let value = &text[from..to];
                if !is_year(value) && (!letter || value.chars().any(char::is_alphabetic)) {
                    found(from, to);
                }
            }
        }
    }
    // (Its own pattern: in one with [`LOGIN`], its lazy runs cost every
    // text the regex reads two and a half times as much.)
    if text.contains("text") || text.contains("value") {
        for c in TYPED_CODE.captures_iter(text) {
            let (Some(m), Some(v)) = (c.get(0), c.name("before").or_else(|| c.name("after")))
            else {
                continue;
            };
            if !names_public_code(text, m.start(), m.end(), v.start(), v.end()) {
                found(v.start(), v.end());
            }
        }
    }
    // Each label's sentence is read from the label on, and the next label
    // is looked for right after this one, not after its sentence:
    // `1Password — Work VPN username maria.k password eh0k...`.
    let mut from = 0;
    while let Some(c) = PROSE.captures_at(text, from) {
        let Some(rest) = c.name("rest") else {
            break;
        };
        from = rest.start();
        // `user:password@host`, `password@acme.com`, `<db-password>@host`: a
        // URL's userinfo or an address, not a label; `password.ts`,
        // `password.length`: a file's or a member's name.
        // `PWD=/srv/app`, `pw = "vault:..."`: a key with its `=`, which
        // the assignment rule reads; `1Password`: the product's name.
        let r = rest.as_str();
        let label_text = c.get(0).map_or("", |m| &text[m.start()..rest.start()]);
        // `.Values.db.password | b64enc`, `-field=password secret/x`: a
        // member's name or a flag's value, not a label. (An ellipsis is a
        // sentence's: `Kund: ...lösenordet är X`.)
        let before_label = &text[..c.get(0).map_or(0, |m| m.start())];
        let member = before_label.ends_with(['.', '='])
            && !before_label.ends_with("..")
            && !before_label.ends_with('…');
        // `databasePassword)", forHTTPHeaderField: ...`: a name in code,
        // its word a camelCase hump.
        let hump = label_text
            .chars()
            .take(2)
            .collect::<Vec<_>>()
            .windows(2)
            .any(|p| p[0].is_lowercase() && p[1].is_uppercase());
        let code = hump && r.starts_with([')', '(', ']', ',', ';']);
        // An abbreviation starts its word (`MDP : x`): inside one it is a
        // run of a token's letters (`...W0gmdP priya@host`).
        let glued_abbreviation = label_text.len() <= 3
            && text[..c.get(0).map_or(0, |m| m.start())].ends_with(|ch: char| ch.is_alphanumeric());
        // `<password>vault:secret/x#y</password>`: a reference, its
        // scheme a name (not a sentence glued to its value in a script
        // without spaces: `密码为X，至18:00。`).
        let reference = r
            .trim_start_matches(['>', ' ', ':'])
            .split_whitespace()
            .next()
            .is_some_and(|w| {
                w.split_once(':').is_some_and(|(scheme, _)| is_name(scheme))
                    && is_reference_or_marker(w.split('<').next().unwrap_or(w))
            });
        if member
            || code
            || glued_abbreviation
            || reference
            || r.trim_start_matches('>').starts_with('@')
            // `[YOUR-PASSWORD]`: a placeholder's word, not a label (a
            // field's `[Name: Hasło]` is one).
            || r.starts_with(']')
                && text[..c.get(0).map_or(0, |m| m.start())].ends_with(['-', '_'])
            || r.starts_with('.') && r[1..].starts_with(|c: char| c.is_ascii_alphabetic())
            || r.trim_start_matches([' ', '\t']).starts_with('=')
            || label_text.eq_ignore_ascii_case("1password")
        {
            continue;
        }
        // The sentence ends at `.`, `!` or `?` followed by a space, not at
        // a run of dots that leads to the value (`Password .......... x`).
        // (A full stop of Chinese or Japanese needs no space after it.)
        let r = rest.as_str();
        let end = [". ", "! ", "? ", "。", "！", "？"]
            .iter()
            .filter_map(|e| {
                r.match_indices(e)
                    .map(|(at, _)| at)
                    .find(|&at| !r[..at].ends_with('.'))
            })
            .min()
            .unwrap_or(r.len());
        let end = told_in_next_sentence(r, end);
        let sentence = &rest.as_str()[..end];
        // The sentence with its closing mark, which may end a passphrase.
        let closed_end = end + r[end..].chars().next().map_or(0, char::len_utf8);
        let label = c.get(0).map_or(0, |m| m.start());
        if named_not_given(text, label) {
            continue;
        }
        // `password on windows 11`: `on`, `er` and `je` are verbs after
        // another language's label, prepositions after an English one.
        // `密码 on bank account`: after a label in a script without them,
        // `on` is English too.
        let english = {
            // (English's words, not Norwegian's `passordet`.)
            let l = text[label..rest.start()].to_ascii_lowercase();
            l.split(|c: char| !c.is_ascii_alphabetic()).any(|w| {
                matches!(
                    w,
                    "pass" | "password" | "passwords" | "passcode" | "passphrase" | "passwd"
                )
            }) || l
                .trim_start_matches(|c: char| !c.is_ascii_alphabetic())
                .starts_with("pw")
                || !l.contains(|c: char| c.is_alphabetic() && (c as u32) < 0x250)
        };
        for sep in PROSE_SEPARATOR.find_iter(sentence) {
            // The fields inside SOPS's `ENC[...]` are ciphertext's.
            if inside_sops_value(&sentence[..sep.start()]) {
                break;
            }
            // `Password policy updated: minimum length 12`: the words
            // between name what the value is about.
            // `fill the password field with X`: filling a field says what
            // goes into it.
            let filling = sep
                .as_str()
                .trim_start()
                .to_ascii_lowercase()
                .starts_with("with");
            // A quoted name (`for key '/home/me/.ssh/id_ed25519':`) says
            // which secret, not what the value is about.
            // So does a note in brackets (`Mot de passe du disque chiffré
            // (documents source) :`).
            let before = &sentence[..sep.start()];
            let between: std::borrow::Cow<'_, str> = if before.contains(['\'', '"', '(']) {
                before
                    .split(['\'', '"'])
                    .step_by(2)
                    .flat_map(|part| part.split(['(', ')']).step_by(2))
                    .collect()
            } else {
                before.into()
            };
            // `Κωδικός κράτησης: NHF3WS` (a booking's code, in the word for
            // a password): a reference of capitals and digits. (`hasło do
            // Booking.com to ...` names a site.)
            let reference = sentence[sep.end()..]
                .split_whitespace()
                .next()
                .is_some_and(|w| {
                    (5..=8).contains(&w.len())
                        && w.bytes()
                            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
                });
            let booking = reference
                && between
                    .to_lowercase()
                    .split(|c: char| !c.is_alphanumeric())
                    .any(is_booking_word);
            let by_verb = !sep.as_str().trim().is_empty()
                && sep.as_str().trim().chars().all(char::is_alphabetic);
            if property_named(&between, !by_verb) && !filling
                || names_another_field(before)
                || booking
            {
                break;
            }
            // `Settings › Password › App password › Backup codes`: a menu's
            // path goes on past the word after it.
            if sep.as_str().contains(['›', '»']) && sentence[sep.end()..].contains(['›', '»'])
            {
                break;
            }
            // `https://`: a URL's scheme, not a separator.
            if sep.as_str() == ":" && sentence[sep.end()..].starts_with("//") {
                continue;
            }
            // A spaced `=` only after a preposition and the words that say
            // what it opens (`lösen till Gjensidige = X`), not after code's
            // type or arguments (`HASLOCK: c_int = 0x80`) or a property
            // (`Password hashing cost = bcrypt12`). Or after one word of
            // letters, a note's `new` in its language, no property's, before
            // a value in a password's shape (`password nôv =
            // pbBbMwXh8JzLpE`; not `password complexity = ...`).
            let one_word = || {
                let w = before.trim();
                let property = PROPERTY_WORDS.iter().any(|p| w.eq_ignore_ascii_case(p));
                before.starts_with(' ')
                    && !property
                    && (1..=12).contains(&w.chars().count())
                    && w.chars().all(char::is_alphabetic)
                    && sentence[sep.end()..]
                        .split_whitespace()
                        .next()
                        .is_some_and(super::password_shaped)
            };
            if sep.as_str().trim() == "="
                && !(before.starts_with(' ')
                    && before.split_whitespace().next().is_some_and(|w| {
                        OPENS_PREPOSITIONS.iter().any(|p| w.eq_ignore_ascii_case(p))
                    })
                    && before
                        .chars()
                        .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '.')))
                && !one_word()
            {
                continue;
            }
            // Markup between the label and its value (`Password: <span
            // class="mono">x</span>`) is passed over.
            let at = after_tags(text, rest.start() + sep.end());
            let line = &text[text[..label].rfind('\n').map_or(0, |n| n + 1)..label];
            if sep.start() == 0 && sep.as_str() == ":" && closes_label_quote(line, &text[at..]) {
                break;
            }
            // A phrase straight after the word only where the word starts a
            // field (`username jdoe · password my dog 2011?`), not in a
            // sentence about one (`the password for room 12?`).
            let verb = sep
                .as_str()
                .trim()
                .trim_end_matches(':')
                .trim()
                .to_ascii_lowercase();
            if english && matches!(verb.as_str(), "on" | "er" | "je") {
                continue;
            }
            let bare = sep.start() == 0 && sep.as_str().trim().is_empty();
            // A separator inside a note in brackets after the label is the
            // note's (`passphrase (sealed envelope #3, opened during IR
            // INC0018560): ...`, Latvian's `ir` a word of the note).
            if !bare && before.matches('(').count() > before.matches(')').count() {
                continue;
            }
            // `parool haiglainfosüsteemi: X` (the hospital system's
            // password): a word ending in a colon after the label names
            // what it opens; the value is after the colon.
            let names_what = |w: &str| {
                w.chars().count() > 1 && w.ends_with([':', '：']) && !w.starts_with([':', '：'])
            };
            if bare
                && sentence[sep.end()..]
                    .split_whitespace()
                    .next()
                    .is_some_and(names_what)
            {
                continue;
            }
            // `lösen till Dina Försäkringar = X`, `Passwort für Gjensidige
            // ist X`: a preposition after the label starts what it opens,
            // and the value is after the separator that follows.
            // (Unless nothing follows but the value: `wifi password for
            // the boat NorthHake380`.)
            if bare
                && sentence[sep.end()..]
                    .split_whitespace()
                    .next()
                    .is_some_and(|w| OPENS_PREPOSITIONS.iter().any(|p| w.eq_ignore_ascii_case(p)))
            {
                if let Some((from, to)) = value_after_words(text, at, rest.start() + closed_end) {
                    found(from, to);
                    break;
                }
                continue;
            }
            // `password manager comparison 2024`: the word after names a
            // thing, not a value. (A word of letters: a value's pieces,
            // `G9EWPBPR3at1`, are no words.)
            let next_word = sentence[sep.end()..]
                .split_whitespace()
                .next()
                .unwrap_or("");
            if bare
                && next_word
                    .chars()
                    .all(|c| c.is_alphabetic() || matches!(c, '-' | '_' | '.' | ','))
                && names_a_property(next_word)
            {
                continue;
            }
            let phrase = || {
                // The sentence's closing mark may end a passphrase.
                let limit = rest.start() + closed_end;
                if !bare || starts_field(text, label) {
                    passphrase_at(text, at, limit)
                } else {
                    value_after_words(text, at, limit)
                }
            };
            // A label with nothing after it, then the next field's label
            // on the line under it (`Новый пароль:` / `Подтверждение
            // пароля:`).
            let ahead = &text[at..];
            let under = at + ahead.len() - ahead.trim_start().len();
            if ahead
                .trim_start_matches([' ', '\t'])
                .starts_with(['\n', '\r'])
                && starts_own_field(&text[under..line_end(text, under)])
            {
                break;
            }
            // A note in brackets straight after the label says which
            // (`WLAN-Netzwerkschlüssel (WPA2) P3Lc...`): the value is after
            // it, or in the brackets when nothing after is one (`password
            // (Zebra_3834caramel) into the field`).
            let noted = if bare {
                after_bracket_note(text, at)
            } else {
                at
            };
            let bracketed = || (noted != at).then(|| prose_value(text, at)).flatten();
            // (A call in code is no phrase's first word either; a callee
            // has no `-`: `espresso-harbor-maple-47（账号 ...）` is a
            // passphrase and a note.)
            let call = || {
                text[noted..].split_whitespace().next().is_some_and(|w| {
                    is_code_call(w) && !w.split('(').next().unwrap_or(w).contains('-')
                })
            };
            if let Some(range) = prose_value(text, noted)
                .or_else(bracketed)
                .or_else(|| (!call()).then(phrase).flatten())
            {
                found(range.0, range.1);
                break;
            }
            // The field a colon gives is masked (`Wi-Fi password:
            // ••••••`): a later colon in the sentence is another field's
            // (`MAC: 65:DA:...`).
            if sep.as_str().contains([':', '：']) && text[at..].starts_with(['•', '●', '*', '·'])
            {
                break;
            }
        }
    }
}

/// Where a value starts after a note in brackets at `at` (`(WPA2) x`):
/// past the note and the blanks after it, when the note closes on its
/// line within 30 bytes and something follows; else `at`.
fn after_bracket_note(text: &str, at: usize) -> usize {
    let rest = &text[at..];
    if !rest.starts_with('(') {
        return at;
    }
    let window = &rest[..super::floor_char_boundary(rest, rest.len().min(32))];
    match window.find([')', '\n']) {
        Some(close) if window[close..].starts_with(')') => {
            let after = &rest[close + 1..];
            let blanks = after.len() - after.trim_start_matches([' ', '\t']).len();
            if blanks > 0 && !after[blanks..].is_empty() && !after[blanks..].starts_with('\n') {
                at + close + 1 + blanks
            } else {
                at
            }
        }
        _ => at,
    }
}

/// Whether a line is a field of its own: a label of one to four words
/// and `:` (`Last login: Mon`), a variable's name and `=` (`EXPO_TOKEN=`,
/// `port=3000`, `enable-rcon=false`), or a comment (`# TODO`).
pub(super) fn starts_own_field(line: &str) -> bool {
    // A comment's line (`# TODO: from Vault`).
    if line.trim_start().starts_with("# ") || line.trim_start().starts_with("// ") {
        return true;
    }
    if let Some((name, _)) = line.split_once('=') {
        // (INI spaces its `=`: `bootstrap = localhost:9092`.)
        let name = name.trim_end_matches([' ', '\t']);
        // (Not a random run before a base64 value's `=`: `zbv8fzg6i99=BQ`.)
        let lower = name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || matches!(b, b'_' | b'-' | b'.'))
            || name.contains('_')
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        let upper = name
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
        // (Or Gradle's and Java's camel case: `keyAlias=upload` under an
        // empty `storePassword=`; not when its value looks like the
        // secret the empty field lacks, `userName=Zk8vQ2m...`.)
        let camel = name.bytes().all(|b| b.is_ascii_alphabetic())
            && name.starts_with(|c: char| c.is_ascii_lowercase())
            && !super::words::looks_random(name)
            && line.split_once('=').is_some_and(|(_, value)| {
                let value = value.trim();
                let mixed = value.bytes().any(|b| b.is_ascii_digit())
                    && value.bytes().any(|b| b.is_ascii_alphabetic());
                !super::words::looks_random(value) && !mixed
            });
        if !name.is_empty()
            && name.len() <= 60
            && name.starts_with(|c: char| c.is_ascii_alphabetic())
            && (lower || upper || camel)
        {
            return true;
        }
    }
    line.split_once(':').is_some_and(|(label, rest)| {
        let words = label.split_whitespace().count();
        (1..=4).contains(&words)
            && label.starts_with(char::is_alphabetic)
            && label
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.'))
            && (rest.is_empty() || rest.starts_with([' ', '\t']))
    })
}

/// Whether the line at `at` is an INI file's section (`[gamelift-dev]`),
/// a field of its own on the next line: its name in brackets, alone.
fn opens_ini_section(text: &str, at: usize) -> bool {
    let end = line_end(text, at);
    let named = text[at..end]
        .trim_end()
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .is_some_and(|name| {
            !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b' '))
        });
    named
        && text.get(end + 1..).is_some_and(|next| {
            let next = &next[..line_end(next, 0)];
            starts_own_field(next.trim_start())
        })
}

/// Where the line that `at` is in ends (a byte offset on a character
/// boundary at most `CONTEXT` bytes on).
fn line_end(text: &str, at: usize) -> usize {
    let limit = floor_char_boundary(text, at + CONTEXT);
    text[at..limit].find('\n').map_or(limit, |n| at + n)
}

/// Whether a field starts at `at`: the text's or a line's start, or after
/// a separator a form or a list puts between fields.
fn starts_field(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end_matches(' ');
    before.is_empty()
        || before.ends_with(['\n', '·', '|', '•', '—', '–', ',', ';', ':', '\t', '>'])
        || USER_FIELD.is_match(before)
}

/// A user name's field, or a verb that asks for a password, just before
/// it: `user jdoe password ...`, `Enter password ...`.
static USER_FIELD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&format!(
        r"(?i)(?:(?-u:\b)(?:{})\s+\S+|(?-u:\b)(?:enter|type|use|with|new)(?-u:\b))\s*$",
        USER_NAMES.join("|")
    ))
    .expect("a valid pattern")
});

/// Words that name a user's field, whose value is a user's name, not a
/// password ([`USER_FIELD`], and the words before a verbless sentence's
/// value: `password for user Admin01`).
const USER_NAMES: &[&str] = &[
    "username", "user", "login", "e-mail", "email", "account", "id",
];

/// What ends a field's value after a label.
const FIELD_ENDS: &[char] = &[
    '\n', '\t', '·', '|', '•', '—', '–', ',', ';', ':', '：', '(', ')', '"',
];

/// A passphrase told after a password's label, up to the field's end
/// (before `limit`): a word of three or more words joined by `.`, `-` or
/// `_` (`cobalt.olive.eclipse`, `raven-zinnia-vortex!`); or words up to
/// the first one with a digit or a symbol (`my dog cactus 2005!`, `mein
/// Hund Kaktus 2005!x`), which, if digits alone, ends the field; or four
/// or more words, the last with a symbol (`sierra maple raven kettle
/// mango!`) and none of a sentence's (`not working for me!`). A date
/// (`changed on 2024-05-01`) or a count before more words (`at least 8
/// characters`) is no passphrase. Closing punctuation goes with it.
/// Most words a passphrase is read to.
const MAX_PASSPHRASE_WORDS: usize = 6;

pub(super) fn passphrase_at(text: &str, at: usize, limit: usize) -> Option<(usize, usize)> {
    let rest = &text[at..limit.max(at)];
    let field = &rest[..rest.find(FIELD_ENDS).unwrap_or(rest.len())];
    if let Some(found) = named_phrase(text, at) {
        return Some(found);
    }
    let symbol = passphrase_symbol;
    let chained = |w: &str| chained_words(w) >= 3;
    // Each word without its closing punctuation, and where it ends.
    let mut words = Vec::new();
    let mut offset = 0;
    for raw in field.split(' ') {
        let end = offset + raw.len();
        offset = end + 1;
        if raw.is_empty() {
            continue;
        }
        words.push((raw.trim_end_matches(['.', ',', ';', ':']), end));
        if words.len() > MAX_PASSPHRASE_WORDS {
            break;
        }
    }
    let &(first, first_end) = words.first()?;
    if chained(first) && !is_reference_or_marker(first) {
        return Some((at, at + first_end));
    }
    let Some(k) = words
        .iter()
        .position(|(w, _)| w.chars().any(|c| c.is_ascii_digit() || symbol(c)))
    else {
        // `lantern cobalt shadow planet granite`, `correct horse battery
        // staple`: four to six lowercase words that are the whole field,
        // none a sentence's.
        let whole = (4..=MAX_PASSPHRASE_WORDS).contains(&words.len())
            && words.last()?.1 == field.trim_end().len();
        // (Or each word capitalised, as a generator writes them: `Basil
        // Falcon Cinder Willow Sonnet`.)
        let lower = words
            .iter()
            .all(|(w, _)| w.len() >= 3 && w.bytes().all(|b| b.is_ascii_lowercase()))
            || words.iter().all(|(w, _)| {
                w.len() >= 3
                    && w.as_bytes()[0].is_ascii_uppercase()
                    && w.bytes().skip(1).all(|b| b.is_ascii_lowercase())
            });
        let sentence = words
            .iter()
            .any(|(w, _)| SENTENCE_WORDS.contains(w) || OTHER_SENTENCE_WORDS.contains(w));
        let end = at + words.last()?.1;
        return (whole && lower && !sentence && !is_reference_or_marker(&text[at..end]))
            .then_some((at, end));
    };
    let (word, end) = words[k];
    // Where it is kept, not what it is (`Пароль от X положил в 1Password`).
    if super::structure::leads_note(&word.to_lowercase()) {
        return None;
    }
    // A word and its `:` end a label, not a passphrase (`hasło
    // tymczasowe do konta kowalczyk56: ...`).
    let end_at = end.min(rest.len());
    if rest[..end_at].trim_end().ends_with([':', '：']) || rest[end_at..].starts_with([':', '：'])
    {
        return None;
    }
    // French sets `?` and `!` apart (`Mot de passe oublié ?`): a sentence's
    // end, not a passphrase's symbol.
    if word.chars().all(|c| matches!(c, '?' | '!' | '¿' | '¡')) {
        return None;
    }
    let before_are_words = words[..k]
        .iter()
        .all(|(w, _)| !w.is_empty() && w.chars().all(char::is_alphabetic));
    // A number glued to a word of a script without spaces is a count
    // (`비밀번호는 12자 이상`: twelve characters).
    if word.chars().any(is_cjk) {
        return None;
    }
    // The word that ends it: letters, digits and symbols, no path or quote.
    let plain = !word.contains([
        '/', '\\', '"', '\'', '`', '<', '>', '(', ')', '[', ']', '{', '}',
    ]);
    let digits = word.bytes().any(|b| b.is_ascii_digit());
    let closing = word.ends_with(symbol);
    let numeral = word.bytes().all(|b| b.is_ascii_digit());
    let date = word
        .bytes()
        .all(|b| b.is_ascii_digit() || b"-./:".contains(&b));
    // (Not where the words were cut at the most read: `... من 12 حرفًا`.)
    // (A closing quote ends it too: `« pigeon ... marble 58 »`.)
    let closed_field = field
        .trim_end()
        .trim_end_matches(['»', '”', '"', '\'', '」'])
        .trim_end();
    let ends_field = k + 1 == words.len() && end >= closed_field.len();
    let sentence = words[..=k]
        .iter()
        .any(|(w, _)| SENTENCE_WORDS.contains(&w.to_lowercase().as_str()));
    let lowercase = words[..k]
        .iter()
        .all(|(w, _)| !w.chars().any(char::is_uppercase));
    // A verb among the words says what the value is (`password for
    // staging is SHADow843!`): the value comes after it, not with it.
    let told = words[..k].iter().any(|(w, _)| is_verb(&w.to_lowercase()));
    let phrase = match (digits, closing) {
        // `my dog cactus 2005!`, `the marble 2007!`: a closing symbol
        // after digits marks a passphrase even among a sentence's words.
        (true, true) => !told,
        // `my dog cactus 2005` at the field's end; not `removed on August
        // 13`, `Manager Comparison 2024`, `at least 8 characters`.
        (true, false) if numeral => ends_field && !sentence && lowercase,
        // `open sesame wombat1991`; not `in 1Password`.
        (true, false) => !date && !sentence,
        // `sierra maple raven kettle mango!`; not `not working for me!`.
        (false, _) => k >= 3 && !sentence,
    };
    // A note or a question in the value's place (`ya wifi ni gani?`); a
    // ticket's or a record's number ending the sentence (`to approve
    // result set RS-2025-9977.`); a host's name, what it opens (`Hasło do
    // jump29.helixpharma.eu zostało zmienione`).
    let note = is_reference_or_marker(&text[at..at + end])
        || super::is_ticket(word)
        || is_dotted_host(word);
    (k >= 1 && before_are_words && plain && phrase && !note).then_some((at, at + end))
}

/// Most words that may say what a password opens before its value when
/// no verb stands between (Maltese's `il-password tal-wifi tad-dghajsa X`).
const MAX_OPENS_WORDS: usize = 4;

/// A value that ends a password's sentence after a few words that say
/// what it opens, where the sentence needs no verb (Maltese's `il-password
/// tal-wifi tad-dghajsa BuoyTuna1204`, Sorani's `پاسۆردی وایفایی بەلەمەکە
/// winch&mango249`, `wifi password for the boat NorthHake380`), a
/// copula after it as a sentence of Tigrinya ends (`... X እዩ`). The
/// value's shape decides, as no word does: eight letters and digits or
/// more with two capitals and three digits not a year's (`NorthHake380`,
/// not `MacBookPro16`, `TPLink2024`), a symbol among letters and
/// digits, three words chained
/// (`trawl-galley-bonito-15`), or eight digits or more. The words before
/// it are words, none a verb or a sentence's (`password reset sent to
/// ...`), none a user's (`password for user Admin01`).
fn value_after_words(text: &str, at: usize, limit: usize) -> Option<(usize, usize)> {
    let rest = &text[at..limit.max(at)];
    let field = &rest[..rest.find(FIELD_ENDS).unwrap_or(rest.len())];
    let mut words: Vec<(usize, &str)> = Vec::new();
    let mut offset = 0;
    for raw in field.split(' ') {
        if !raw.is_empty() {
            words.push((offset, raw));
        }
        offset += raw.len() + 1;
        if words.len() > MAX_OPENS_WORDS + 2 {
            return None;
        }
    }
    if words
        .last()
        .is_some_and(|(_, w)| w.chars().all(char::is_alphabetic) && is_verb(&w.to_lowercase()))
    {
        words.pop();
    }
    let (&(start, last), before) = words.split_last()?;
    let value = last.trim_end_matches(['.', ',', ';']);
    let lower: Vec<String> = before.iter().map(|(_, w)| w.to_lowercase()).collect();
    let worded = (1..=MAX_OPENS_WORDS).contains(&before.len())
        && lower.iter().all(|w| {
            w.chars()
                .all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’'))
                && w.chars().any(char::is_alphabetic)
                && !is_verb(w)
                // (An article or a preposition names what it opens: `wifi
                // password for the boat X`.)
                && (!SENTENCE_WORDS.contains(&w.as_str())
                    || matches!(w.as_str(), "a" | "an" | "the")
                    || PLACE_PREPOSITIONS.contains(&w.as_str()))
                && !USER_NAMES.contains(&w.as_str())
        })
        && !names_a_property(&lower.join(" "));
    let digits = value.bytes().filter(u8::is_ascii_digit).count();
    let capitals = value.chars().filter(char::is_ascii_uppercase).count();
    let small = value.chars().any(|c| c.is_ascii_lowercase());
    let letters = capitals > 0 || small;
    let core = value
        .trim_end_matches(|c: char| c.is_ascii_digit() || passphrase_symbol(c))
        .trim_end_matches(['-', '_', '.']);
    // (Capitals in a run of letters and digits long enough for a
    // password, not a model's name: `NorthHake380`, not `WiFi6E`,
    // `TP-Link-AX55`.)
    let year = value
        .len()
        .checked_sub(4)
        .and_then(|at| value.get(at..))
        .is_some_and(is_year);
    let cased = digits >= 3
        && !year
        && capitals >= 2
        && small
        && value.len() >= 8
        && value.bytes().all(|b| b.is_ascii_alphanumeric());
    let shaped = cased
        || digits > 0 && letters && value.chars().any(passphrase_symbol)
        || chained_words(core) >= 3
        || digits == value.len() && (8..=20).contains(&digits);
    let plain = value.chars().all(|c| c.is_ascii_graphic())
        && !value.contains([
            '/', '\\', '"', '\'', '`', '<', '>', '(', ')', '[', ']', '{', '}',
        ])
        && !value.split_once('@').is_some_and(|(_, d)| d.contains('.'));
    (worded
        && shaped
        && plain
        && !is_reference_or_marker(value)
        && !super::is_ticket(value)
        && !is_dotted_host(value)
        && !is_host_name(value))
    .then_some((at + start, at + start + value.len()))
}

/// Most words a passphrase its label names is read to: a recovery
/// phrase's twenty-four.
const MAX_NAMED_PHRASE_WORDS: usize = 24;

/// Where a passphrase from `at` ends, to its field's end on the line, when
/// the label on its line before `at` names a phrase (`Passphrase for the
/// archive (VeraCrypt): before bright can crazy coast ... 20`): four to
/// [`MAX_NAMED_PHRASE_WORDS`] words of small letters, the last maybe
/// digits or a symbol. The label says what the words are, so a few of a
/// sentence's words among them (`before`, `can`) do not make them prose;
/// many do (`must be at least twelve words long`).
fn named_phrase(text: &str, at: usize) -> Option<(usize, usize)> {
    // (The words may start the next line: `Passphrase:` then the words.)
    let mut start = at;
    let end = line_end(text, at);
    if text[at..end].trim().is_empty() && text.as_bytes().get(end) == Some(&b'\n') {
        start = end + 1;
    }
    let rest = &text[start..line_end(text, start)];
    let field = &rest[..rest.find(FIELD_ENDS).unwrap_or(rest.len())];
    let lead = field.len() - field.trim_start().len();
    // (The label's line may be the one above: `Passphrase:` then the
    // words.)
    let line_start = |to: usize| text[..to].rfind('\n').map_or(0, |n| n + 1);
    let mut from = line_start(at);
    if text[from..at].trim().is_empty() && from > 0 {
        from = line_start(from - 1);
    }
    let lower = text[from..at].to_lowercase();
    if !PASSPHRASE_NAMES.iter().any(|l| lower.contains(l)) {
        return None;
    }
    let field = before_a_sentence(field);
    let words: Vec<&str> = field.split_whitespace().collect();
    let (last, body) = words.split_last()?;
    let lettered = |w: &&str| w.chars().all(|c| c.is_alphabetic() && !c.is_uppercase());
    // (Or each word capitalised, as a generator may write them: `Sirocco
    // Nimbus Delta ... 693`.)
    let capitalised = |w: &&str| {
        let mut letters = w.chars();
        letters.next().is_some_and(char::is_uppercase)
            && letters.all(|c| c.is_alphabetic() && !c.is_uppercase())
    };
    // The last word may close with digits or a symbol, after letters or
    // alone (`... walrus walrus6`, `... almendra 20`).
    let closed = last.trim_end_matches(|c: char| c.is_ascii_digit() || passphrase_symbol(c));
    let last_ok = lettered(&closed) || capitalised(&closed);
    let sentence = words
        .iter()
        .filter(|w| SENTENCE_WORDS.contains(&w.to_lowercase().as_str()))
        .count();
    ((4..=MAX_NAMED_PHRASE_WORDS).contains(&words.len())
        && (body.iter().all(lettered) || body.iter().all(capitalised))
        && last_ok
        && sentence * 3 < words.len()
        && !is_reference_or_marker(field.trim()))
    .then(|| (start + lead, start + field.trim_end().len()))
}

/// A field of four or more words of small letters, cut before a
/// capitalised word that starts a sentence after them on the line
/// (`mango willow nomad gravel Don't share it.`); any other field whole.
fn before_a_sentence(field: &str) -> &str {
    let mut small = 0;
    let mut at = 0;
    for w in field.split(' ') {
        if !w.is_empty() {
            if w.len() >= 3 && w.chars().all(|c| c.is_alphabetic() && !c.is_uppercase()) {
                small += 1;
            } else if small >= 4 && w.starts_with(char::is_uppercase) {
                return &field[..at];
            } else {
                return field;
            }
        }
        at += w.len() + 1;
    }
    field
}

/// Symbols a passphrase may hold or end with (`my dog cactus 2005!`).
pub(super) fn passphrase_symbol(c: char) -> bool {
    "!?#*&%$@~^+=".contains(c)
}

/// How many words of three or more letters `w` joins with `.`, `-` or `_`
/// (`cobalt.olive.eclipse` 3, `raven-zinnia-vortex!` 3, before closing
/// digits and symbols), or 0 if it is not such a chain or names a host
/// (`vault.acme.internal`).
pub(super) fn chained_words(w: &str) -> usize {
    // (A number may be its own last part: `kancil.basalt.gunung.75`.)
    let core = w
        .trim_end_matches(|c: char| c.is_ascii_digit() || passphrase_symbol(c))
        .trim_end_matches(['.', '-', '_']);
    let parts: Vec<&str> = core.split(['.', '-', '_']).collect();
    let letters = |p: &&str| p.len() >= 3 && p.bytes().all(|b| b.is_ascii_alphabetic());
    let host = HOST_ENDINGS.contains(&parts[parts.len() - 1].to_ascii_lowercase().as_str());
    // `auth-gateway-creds`, `admin-portal-creds`: a resource's name, its
    // words a system's.
    let resource = parts
        .iter()
        .any(|p| super::structure::RESOURCE_WORDS.contains(&p.to_ascii_lowercase().as_str()));
    if parts.iter().all(letters) && !host && !resource {
        parts.len()
    } else {
        0
    }
}

/// Whether a word is a host's name by its shape: three or more labels of
/// small letters, digits and `-`, the last of two to twelve letters
/// (`jump29.helixpharma.eu`; not `dog.cactus2005`).
fn is_dotted_host(w: &str) -> bool {
    super::words::is_lowercase_host(w, 3, 2..=12)
}

/// Whether a value is a host's name: labels of letters, digits and `-`
/// joined by `.`, the last a known ending (`acme-prod.firebaseapp.com`).
pub(super) fn is_host_name(v: &str) -> bool {
    let labels: Vec<&str> = v.split('.').collect();
    labels.len() >= 2
        && labels
            .iter()
            .all(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
        && HOST_ENDINGS.contains(&labels[labels.len() - 1].to_ascii_lowercase().as_str())
}

/// Last labels of a host name: `vault.acme.internal` is a place, not a
/// passphrase.
const HOST_ENDINGS: &[&str] = &[
    "com", "org", "net", "io", "dev", "app", "internal", "local", "lan", "corp", "cloud", "ai",
];

/// Words of a sentence about a password that a passphrase of words
/// without digits is unlikely to hold.
const SENTENCE_WORDS: &[&str] = &[
    "a", "an", "the", "is", "are", "was", "be", "been", "not", "no", "to", "for", "of", "in", "on",
    "at", "by", "with", "me", "you", "your", "we", "it", "this", "that", "has", "have", "will",
    "can", "must", "should", "please", "again", "too", "and", "or", "reset", "sent", "see",
    "saved", "stored", "changed", "expired", "required", "updated", "forgot", "click", "here",
    "link", "email", "sms", "via", "from", "into", "after", "before", "when", "then", "only",
];

/// Other languages' small words, which no generated passphrase of words
/// has (`è nel vault del team sotto`, `– bitte nicht hier posten`). (A
/// value with a digit after them is read as before: `senha do cartão
/// 1013`.)
const OTHER_SENTENCE_WORDS: &[&str] = &[
    "bitte", "nicht", "hier", "und", "oder", "der", "die", "das", "dem", "den", "im", "mit", "für",
    "von", "zu", "auf", "ist", "unter", "nel", "nella", "del", "della", "di", "il", "gli", "che",
    "non", "per", "con", "sotto", "qui", "le", "les", "du", "des", "dans", "pour", "avec", "pas",
    "ne", "est", "sur", "sous", "ici", "el", "los", "las", "en", "por", "para", "es", "que", "os",
    "do", "da", "em", "na", "com", "aqui", "het", "een", "niet", "van", "op", "onder",
];

/// The value that starts at `at`, if it is quoted or looks random.
/// Whether a word is a call in code, its callee a lowercase name
/// (`abort(401)`, `setPassword(e.target.value)}`) or a module's member
/// (Elixir's `System.fetch_env!("X")`): code, no value a person wrote.
fn is_code_call(word: &str) -> bool {
    let code = word.trim_end_matches([',', '.', ';', ')', '}', ']', '?']);
    code.find('(').is_some_and(|open| {
        let callee = code[..open].strip_suffix('!').unwrap_or(&code[..open]);
        open > 0
            && (code.starts_with(|c: char| c.is_ascii_lowercase()) && is_name(callee)
                // (Its argument a string or a name, as code's is: not a
                // password's `Tent.pole(7)`.)
                || callee.split_once('.').is_some_and(|(module, member)| {
                    is_name(module)
                        && is_name(member)
                        && member.starts_with(|c: char| c.is_ascii_lowercase())
                        && code[open + 1..].starts_with(|c: char| {
                            matches!(c, '"' | '\'' | ')') || c.is_alphabetic()
                        })
                }))
    })
}

pub(super) fn prose_value(text: &str, at: usize) -> Option<(usize, usize)> {
    if let Some((from, to, _)) = literal_at(text, at) {
        return (!is_reference_or_marker(&text[from..to])).then_some((from, to));
    }
    let word = text[at..].split_whitespace().next()?;
    let start = at + text[at..].find(word)?;
    // Text without spaces between words (`パスワードは8文字以上で...`): a
    // value that starts in Latin letters or digits ends where that script
    // starts.
    let word = match word.char_indices().find(|&(_, c)| {
        is_cjk(c) || matches!(c, '，' | '。' | '、' | '；' | '：' | '）' | '」' | '】')
    }) {
        Some((cut, _)) if cut > 0 && word.is_char_boundary(cut) => &word[..cut],
        _ => word,
    };
    // Digits one by one (`the PFX password is 1 9 9 7 2 8 7 6`): four or
    // more, as an assignment's value reads them.
    if word.len() == 1 && word.as_bytes()[0].is_ascii_digit() {
        let end = groups_end(text, start, start + 1);
        if end > start + 1 {
            return Some((start, end));
        }
    }
    // Digits said in words, four or more (a voice's transcript: `the PFX
    // password is eight six nine seven two zero nine seven`).
    let first = word
        .split(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("");
    if !first.is_empty() && is_digit_word(first) {
        let end = spoken_digits_end(text, start + first.len());
        let said = text[start..end]
            .split([' ', ',', '-'])
            .filter(|w| !w.is_empty())
            .count();
        if said >= 4 {
            return Some((start, end));
        }
    }
    // A closing `!` may be the password's own (`admin3568!!`): it goes
    // with it.
    let t = word.trim_end_matches([',', '.', ';', ')', '?']);
    // A store's path ending its line is where the secret is (`salasana on
    // vaultiz → kv/dev/dispatch-api`).
    if super::structure::is_store_path_ending_line(t, &text[start + word.len()..]) {
        return None;
    }
    let email = t.contains('@') && t.contains('.');
    // `la password dell'FTP di messa in onda è cambiata`: an article or a
    // preposition elided onto a name, the sentence's words.
    // (A name's cases, not a random run's: `dell'FTP`, `l'app`, `d'Alice`;
    // not `nell'yzVhiHUUHWSi`.)
    let elided = t.split_once(['\'', '’']).is_some_and(|(article, name)| {
        !name.is_empty()
            && name.chars().all(char::is_alphabetic)
            && (name.chars().skip(1).all(char::is_lowercase)
                || name.chars().all(char::is_uppercase))
            && ELIDED_ARTICLES
                .iter()
                .any(|a| a.eq_ignore_ascii_case(article))
    });
    // A URL's credentials are its userinfo and named parameters, which
    // their own rules read.
    let url = t.contains("://");
    // Told a password, a person reads a short word with digits as one
    // (`hunter2`), and a number of four or more digits.
    // (An `@` with no domain after it is the password's own: `Pump@cobalt41`,
    // `phoenix5989@`.)
    let at_domain = t.split_once('@').is_some_and(|(_, d)| d.contains('.'));
    let letters_and_digits = !t.contains(['/', ':'])
        && !at_domain
        && t.chars().any(char::is_alphabetic)
        && t.bytes().any(|b| b.is_ascii_digit());
    // (Four will do with a symbol after them, `mdp lo7#`; not code's
    // `&i32`, `&[u8]`, a type behind a reference.)
    let symbol_after = word
        .chars()
        .all(|c| c.is_alphanumeric() || passphrase_symbol(c))
        && word.chars().skip(1).any(passphrase_symbol)
        && !word.starts_with(passphrase_symbol);
    let short =
        letters_and_digits && (t.chars().count() >= 6 || t.chars().count() >= 4 && symbol_after);
    // A number and its unit is a size (`password:  1644 bytes`). A
    // keypad's `#` or `*` after the digits is pressed, not part of it
    // (`현관 비밀번호는 653276* 입니다`).
    let t = match t.strip_suffix(['#', '*']) {
        Some(digits) if digits.len() >= 4 && digits.bytes().all(|b| b.is_ascii_digit()) => digits,
        _ => t,
    };
    let number = t.len() >= 4
        && t.bytes().all(|b| b.is_ascii_digit())
        && !super::structure::unit_follows(&text[start + t.len()..]);
    // `パスワードは後で電話で伝えます`: words of a script without spaces,
    // not a password; `WLAN-Schlüssel (Casa_Rossi): ...`: a name in
    // parentheses, before the value; `weak password (Kerberoasting).`: a
    // word in brackets, a note on it.
    let cjk = t.chars().all(is_cjk)
        || word.starts_with('(') && word.ends_with("):")
        || t.strip_prefix('(')
            .is_some_and(|w| w.chars().all(char::is_alphabetic));
    // A call in code ([`is_code_call`]); `secretKeyRef:`, a key of its
    // own.
    let call = is_code_call(word)
        || t.strip_suffix(':').is_some_and(|k| {
            is_name(k)
                && k.starts_with(|c: char| c.is_ascii_lowercase())
                && !k.contains(|c: char| c.is_ascii_digit())
        });
    // `cpo-portal/src/payments.ts — publishable keys are safe`: a file's
    // path in folders.
    let file_path = super::structure::folders_to_file(t.split('/'), false);
    ((looks_random(t) || generated_letters(t) || short || number)
        && !menu_step(text, start, t)
        && !email
        && !elided
        && !url
        && !file_path
        && !cjk
        && !call
        && !TYPE_NAMES.contains(&t)
        && !is_reference_or_marker(t))
    .then_some((start, start + t.len()))
}

/// Where a sentence that names a secret ends when the next one is a
/// copula and the value alone (`password ya email ya site. Ni
/// gearbox99857.`, `... login poste SCADA. La de Meru_7921!.`): the end
/// of that one too, else `end`.
fn told_in_next_sentence(rest: &str, end: usize) -> usize {
    if !rest[end..].starts_with(". ") {
        return end;
    }
    let from = end + 2;
    let to = [". ", "! ", "? ", "\n"]
        .iter()
        .filter_map(|e| rest[from..].find(e).map(|at| from + at))
        .min()
        .unwrap_or(rest.len());
    // (The copula and the value alone: not `Change your password. A
    // 12-char minimum applies.`)
    let lower = rest[from..to].to_lowercase();
    let told = super::structure::COPULAS.iter().any(|c| {
        lower
            .strip_prefix(c)
            .and_then(|after| after.strip_prefix([' ', '\t']))
            .is_some_and(|value| {
                let value = value.trim();
                !value.is_empty() && !value.contains(char::is_whitespace)
            })
    });
    if told {
        to
    } else {
        end
    }
}

/// Whether a value of letters is a menu path's step, another step after
/// it (`Token personal en Box: Configuración → Seguridad → Nuevo
/// token`), or the last step of a path the line walks (`Settings →
/// Developer settings → Personal access tokens → Fine-grained.`).
fn menu_step(text: &str, start: usize, value: &str) -> bool {
    const ARROWS: [char; 3] = ['→', '›', '»'];
    // (A menu's word, capitalised: not a key of letters, `JkvFsgYGwN...`.)
    let word = value.trim_end_matches(['.', ',', ';']);
    let mut letters = word.chars();
    let menu_word = letters.next().is_some_and(char::is_uppercase)
        && letters.all(|c| c.is_lowercase() || c == '-');
    let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
    let before = text[line_start..start].trim_end_matches([' ', '\t']);
    let last_step = before.ends_with(ARROWS)
        && before[..before.len() - before.chars().next_back().map_or(0, char::len_utf8)]
            .contains(ARROWS);
    menu_word
        && (last_step
            || text[start + value.len()..]
                .trim_start_matches([' ', '\t'])
                .starts_with(ARROWS))
}

/// Whether `text[start..end]` ends in one to three digits that a number's
/// thousands go on from (`582,906`, `1.024`).
fn before_thousands(text: &str, start: usize, end: usize) -> bool {
    let last = text[start..end].rsplit(' ').next().unwrap_or("");
    let rest = &text.as_bytes()[end..];
    (1..=3).contains(&last.len())
        && last.bytes().all(|b| b.is_ascii_digit())
        && rest.len() >= 4
        && matches!(rest[0], b',' | b'.')
        && rest[1..4].iter().all(u8::is_ascii_digit)
        && !rest.get(4).is_some_and(u8::is_ascii_digit)
}

/// Words of a notice that a code was reset or asked for (`PIN reset
/// requested for badge 48213`, `Zgłoszono reset PIN-u dla karty`,
/// `Solicitada redefinição de PIN do crachá`).
const REQUEST_WORDS: &[&str] = &[
    "reset",
    "requested",
    "redefinição",
    "solicitada",
    "solicitado",
    "zgłoszono",
    "permintaan",
    "réinitialisation",
    "demandée",
    "angefordert",
    "إعادة",
];

/// Whether the value at `at` follows such a notice on its line, named by
/// a word (`for badge 48213`), not given after a colon or a verb (`PIN
/// reset to 4821`, `PIN reset: 4821`) or its name (`new PIN 4821`): the
/// thing's number, not the code.
fn requested_for(text: &str, at: usize) -> bool {
    // (Its sentence on its line: `PIN reset requested. Your code 4821`
    // gives a code.)
    let line_start = text[..at]
        .rfind(['\n', '.', '!', '?', '。'])
        .map_or(0, |n| {
            n + text[n..].chars().next().map_or(1, char::len_utf8)
        });
    let before = text[line_start..at].to_lowercase();
    let Some(last) = before.split_whitespace().next_back() else {
        return false;
    };
    last.chars().all(char::is_alphabetic)
        && !is_verb(last)
        && !CODE_NAMED.is_match(last)
        && !matches!(
            last,
            "to" | "auf" | "na" | "en" | "à" | "a" | "para" | "in" | "till" | "ke" | "menjadi"
        )
        // (Its name just before: `lock reset after the audit, new code
        // 6762`.)
        && !matches!(last, "code" | "pin" | "passcode" | "combo" | "combination")
        && before
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| REQUEST_WORDS.contains(&w))
}

/// Whether a character belongs to a script written without spaces between
/// words: Han, kana, Hangul, and the CJK punctuation and full-width forms.
pub(super) fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7AF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
}

/// A generated password of letters alone, which `looks_random` leaves
/// (no digit, short): eight or more characters, both cases, and a symbol
/// inside or a run of three or more letters with no vowel (`StWghCXK`,
/// `HHmnmh+p`); a word a person writes has vowels (`HelloWorld`).
fn generated_letters(t: &str) -> bool {
    let upper = t.bytes().any(|b| b.is_ascii_uppercase());
    let lower = t.bytes().any(|b| b.is_ascii_lowercase());
    let inner = t.trim_matches(|c: char| !c.is_ascii_alphanumeric());
    let symbol = inner.bytes().any(|b| b.is_ascii_punctuation());
    let vowelless = t
        .split(|c: char| !c.is_ascii_alphabetic())
        .flat_map(words)
        .any(|w| w.len() >= 3 && !w.bytes().any(|b| b"aeiouy".contains(&b)));
    t.chars().count() >= 8 && t.is_ascii() && upper && lower && (symbol || vowelless)
}

/// Whether a key and its value are systemd's credential loaded from a
/// file (`LoadCredential=db-password:/etc/credstore/app.db`,
/// `LoadCredentialEncrypted=tls-key`): the credential's name, then an
/// absolute path or none; not a value after the name
/// (`LoadCredential=db:Zk8v...`; `SetCredential=` holds one).
fn loads_credential(key: &str, value: &str) -> bool {
    let loads = [
        "LoadCredential",
        "LoadCredentialEncrypted",
        "ImportCredential",
    ]
    .iter()
    .any(|k| key.eq_ignore_ascii_case(k));
    if !loads {
        return false;
    }
    let (id, path) = value.split_once(':').unwrap_or((value, ""));
    // (A name of words, no digit: a random run is no credential's name.)
    let named = !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || matches!(b, b'_' | b'-' | b'.'));
    named && (path.is_empty() || path.starts_with('/') && super::structure::is_path(path))
}

static PUSH_BUTTON_CODE: Lazy<Regex> =
    Lazy::new(|| super::pattern(&expand(r"^(?:{push_button_code})$")).expect("a valid pattern"));

/// Whether a value is a push-button lock's code, the pattern piece
/// `{push_button_code}` whole (`C8061X`).
pub(super) fn is_push_button_code(v: &str) -> bool {
    PUSH_BUTTON_CODE.is_match(v)
}

/// Whether a value is a year of this or the last century (`2024`): when,
/// not what.
pub(super) fn is_year(v: &str) -> bool {
    v.len() == 4
        && (v.starts_with("19") || v.starts_with("20"))
        && v.bytes().all(|b| b.is_ascii_digit())
}

/// Whether a value is a pass's number: three groups or more, digits
/// after the first few capitals if any (`5205-0884-3498`, `06-3688 6655
/// 9186-7`, `SKP-24-0507462`), as a ski pass, a bus pass or a boarding
/// pass prints it; no password is written so.
fn is_pass_number(v: &str) -> bool {
    let digits = v.trim_start_matches(|c: char| c.is_ascii_uppercase());
    let prefix = v.len() - digits.len();
    let digits = if prefix > 0 {
        digits.strip_prefix('-').unwrap_or("")
    } else {
        digits
    };
    prefix <= 4
        && digits.split(['-', ' ']).count() + usize::from(prefix > 0) >= 3
        && digits
            .split(['-', ' '])
            .all(|g| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether a word (lowercased) is a verb that says what a value is:
/// English's `is`, `are`, `was`, or another language's [`COPULAS`].
fn is_verb(w: &str) -> bool {
    matches!(w, "is" | "are" | "was") || COPULAS.contains(&w)
}

/// Whether `text` names a door, a lock, a key box or a combination
/// (`Access: Combo lockbox on back door handle. Code 28-90`): digits
/// apart after a code's name are its code there.
fn names_a_lock(text: &str) -> bool {
    let lower = text.to_lowercase();
    DOOR_WORDS
        .iter()
        .chain(locking_words())
        .any(|w| lower.contains(w))
}

/// Words between a lock's name and a year that make the year when
/// something was done to the lock or its paper's (`padlock fitted in
/// 2019`, `key safe warranty until 2027`, `Key safe audit: 2024`), not its
/// code, lowercased.
const LOCK_RECORD_WORDS: &[&str] = &[
    "year",
    "since",
    "model",
    "built",
    "installed",
    "bought",
    "fitted",
    "in",
    "until",
    "warranty",
    "catalogue",
    "catalog",
    "price",
    "list",
    "audit",
    "review",
    "meeting",
    "invoice",
    "order",
    "delivery",
    "purchased",
    "expires",
    "expiry",
    "edition",
    "report",
    "budget",
];

/// Whether a word, whole, names a door, a lock, a safe, a padlock, a
/// locker or an alarm (an alarm's word may be inflected: `alarme`).
fn names_a_locked_thing(w: &str) -> bool {
    DOOR_WORDS.contains(&w)
        || locking_words().any(|l| *l == w)
        || super::structure::SAFE_WORDS.contains(&w)
        || super::structure::PADLOCK_WORDS.contains(&w)
        || super::structure::LOCKER_WORDS.contains(&w)
        || super::structure::ALARM_WORDS
            .iter()
            .any(|a| w.starts_with(a))
}

/// Whether `text` names a safe (`الكود ديال الخزنة ديال الكانتين`).
fn names_a_safe(text: &str) -> bool {
    let lower = text.to_lowercase();
    super::structure::SAFE_WORDS
        .iter()
        .any(|w| lower.contains(w))
}

/// The words of what a code locks or opens besides a door: a lock, a key
/// safe, a combination lock, a keypad ([`names_a_lock`] and
/// [`keyed_lock_codes`] ask them).
fn locking_words() -> impl Iterator<Item = &'static &'static str> {
    LOCK_WORDS
        .iter()
        .chain(KEY_SAFE_WORDS)
        .chain(COMBINATION_LOCK_WORDS)
        .chain(KEYPAD_WORDS)
}

/// Whether four digits at `at` are a masked card's last, shown after its
/// mask before a price on the line (`Betaald met pin •••• 3709 – € 4
/// 547,95`; not `Your card PIN •••• 4417`).
fn masked_tail(text: &str, at: usize, value: &str) -> bool {
    let rest = &text[at..];
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    line.contains(['€', '$', '£', '¥'])
        && value.len() <= 4
        && value.bytes().all(|b| b.is_ascii_digit())
        && text[..at]
            .trim_end()
            .chars()
            .rev()
            .take(4)
            .filter(|&c| matches!(c, '•' | '*' | '·' | '●'))
            .count()
            == 4
}

/// Whether a word (lowercased) names a card payment's approval (`AUTH
/// CODE`, `Autorisatiecode`, `Kod autoryzacji`, `Genehmigungsnummer`).
fn names_approval(w: &str) -> bool {
    [
        "auth",
        "approv",
        "autoris",
        "autoriz",
        "autoryz",
        "авториз",
        "genehmig",
        // Arabic's approval (`رمز الموافقة` on a card's receipt).
        "الموافق",
        "موافق",
    ]
    .iter()
    .any(|stem| w.starts_with(stem))
}

/// Whether a text is a card payment's receipt (`VISA ****4730`, `Visa
/// ending in 7426 ... Amount: $2347.50`, `Total`): an approval's code on
/// it is the bank's, no secret.
/// (A card named or masked, and a receipt's words: `Sign-in approval
/// code: X (amount: $0)` names no card, and `TOTAL_WORKERS=4` is no
/// total.)
fn on_receipt(text: &str) -> bool {
    let lower = text.to_lowercase();
    let card = super::cards::CARD_WORDS.iter().any(|w| lower.contains(w))
        || lower.contains("****")
        || lower.contains("••••");
    card && [
        "approved",
        "receipt",
        "****",
        "••••",
        "total",
        "ending in",
        "amount:",
    ]
    .iter()
    .any(|w| lower.contains(w))
}

/// Whether a word names a digit, or two, as a voice reads a code (`oh`
/// for zero, `sixteen`).
fn is_digit_word(w: &str) -> bool {
    DIGIT_WORDS
        .iter()
        .chain(PAIR_WORDS)
        .any(|d| d.eq_ignore_ascii_case(w))
}

/// Where a code spelled out in words ends, from `at`, the end of the
/// pattern's match: on over more digit words (`osiem, siedem, cztery,
/// dziewięć`, whose last word a byte's word boundary does not end).
fn spoken_digits_end(text: &str, mut at: usize) -> usize {
    loop {
        let rest = &text[at..];
        let word_at = rest.len() - rest.trim_start_matches([' ', ',', '-']).len();
        if word_at == 0 || word_at > 2 {
            return at;
        }
        let word = rest[word_at..]
            .split(|c: char| !c.is_alphabetic())
            .next()
            .unwrap_or("");
        if word.is_empty() || !is_digit_word(word) {
            return at;
        }
        at += word_at + word.len();
    }
}

/// Two words before `code` that name a public one together, where the
/// second alone may name a secret's (`Partner Centre code`).
const PUBLIC_CODE_PAIRS: &[(&str, &str)] = &[
    ("cost", "centre"),
    ("cost", "center"),
    ("profit", "centre"),
    ("profit", "center"),
];

/// Codes a person is told to keep.
fn codes(text: &str, found: &mut impl FnMut(usize, usize)) {
    let named = CODE
        .captures_iter(text)
        .chain(CODE_WORDED.captures_iter(text))
        .chain(CODE_COMPOUND.captures_iter(text));
    for c in named {
        let before = c.name("before").map(|b| b.as_str().to_ascii_lowercase());
        // (A compound's camel humps are its words: `BusinessShortCode`
        // is a short code's, public.)
        let compound = c.name("compound").map(|m| m.as_str());
        let humps = compound
            .filter(|m| m.is_ascii())
            .map(|m| super::words::words(m).join(" "));
        let lower = |g: &str| c.name(g).map(|b| b.as_str().to_lowercase());
        let between = [
            lower("between"),
            lower("verbal"),
            humps.or_else(|| compound.map(str::to_lowercase)),
            lower("opens"),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
        // The words before make a `code` public (`bank code`, `error
        // code`), a PIN only when it is India's postal one (not `my bank
        // pin is 4821`).
        let named = c.get(0).map_or("", |m| m.as_str());
        let named = named[c.name("before").map_or(0, |b| b.len())..].trim_start_matches([' ', '-']);
        let pin = named
            .get(..3)
            .is_some_and(|w| w.eq_ignore_ascii_case("pin") || w.eq_ignore_ascii_case("otp"));
        // The word before a match that has no `before` of its own
        // (`Foglalási kód:`), or whose `before` ends a public code's two
        // words (`cost centre code 8508`).
        let start = c.get(0).map_or(0, |m| m.start());
        let word_before = text[..start]
            .split_whitespace()
            .next_back()
            .map(str::to_lowercase)
            .filter(|w| {
                before.as_deref().map_or(true, |b| {
                    PUBLIC_CODE_PAIRS.contains(&(w.trim_matches(|c: char| !c.is_alphanumeric()), b))
                })
            });
        // (Nor a PIN's words after it but a device's model, `PIN pad model
        // 4821`: `PIN della cassa del bar`, `o pin do bar é` name where it
        // is typed.)
        // (`key` of a key safe's name is the safe's, not a key's code:
        // `kod do key safe to 4471`.)
        let key_safe = KEY_SAFE_WORDS.iter().any(|k| between.contains(k));
        let public = before
            .iter()
            .chain(word_before.iter())
            .filter(|w| !pin || matches!(w.as_str(), "india" | "postal"))
            .map(String::as_str)
            .chain(
                between
                    .split_whitespace()
                    .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
                    // Words after `from` say who sent the code, not what
                    // it is (`Code from the bank: 013735`).
                    .take_while(|w| !matches!(*w, "from" | "von" | "depuis"))
                    .filter(|w| !pin || matches!(*w, "model" | "india" | "postal"))
                    .filter(|w| !(key_safe && *w == "key"))
                    // (A sample is the code's only right after it, `code
                    // sample:`; further on it is a lab's, `code for the
                    // sample prep room:`.)
                    .enumerate()
                    .filter(|&(i, w)| i == 0 || w != "sample")
                    .map(|(_, w)| w),
            )
            .find(|w| public_code_word(w));
        // (A booking's: a word asking to confirm it may make its digits a
        // one-time code; not a bank's sort code's, `sort code 40-12-76
        // ... Always verify by phone`.)
        let booking = public.is_some_and(is_booking_word);
        // (An ad server's network code, which every ad tag on its pages
        // prints: `GAM network code 16070140`.)
        let ad_network = before.as_deref() == Some("network")
            && named
                .get(..4)
                .is_some_and(|w| w.eq_ignore_ascii_case("code"))
            && {
                // (The words just before, lowercased once: the longest
                // name's length and the byte before it.)
                let head = text[..start].trim_end();
                let head = head[floor_char_boundary(head, head.len().saturating_sub(11))..]
                    .to_ascii_lowercase();
                AD_SERVERS.iter().any(|a| {
                    head.strip_suffix(a)
                        .is_some_and(|h| !h.ends_with(|c: char| c.is_alphanumeric()))
                })
            };
        // (A public code's word among the words is the lock's place when
        // a lock's word follows it: `Code safe ticket office ... 967052`,
        // `code for the ticket office safe`; not an `error code` before.)
        let named_before = public
            .is_some_and(|p| before.as_deref() == Some(p) || word_before.as_deref() == Some(p));
        // (Whole words: `PIN BLOCKED — call the bank` names no lock.)
        let lock_named = between
            .split(|ch: char| !ch.is_alphanumeric())
            .any(|w| DOOR_WORDS.contains(&w) || locking_words().any(|l| *l == w));
        let public = public.is_some() && (named_before || !lock_named) || ad_network;
        let receipt = (before.as_deref().is_some_and(names_approval)
            || between.split_whitespace().any(names_approval))
            && on_receipt(text);
        // (A booking's word with a word that asks to confirm it: its
        // digits are a one-time code, `kod za potvrdu rezervacije je
        // 156993`, `code to confirm the reservation`.)
        // (Anywhere on its line: `подтвердите бронирование, код 611537`,
        // `kod rezervacije 48291 potvrdite`; its digits may be grouped.)
        // (Within a sentence's reach either side: a long line is not
        // read again for every code on it.)
        let confirms = |v: &regex::Match| {
            let from = floor_char_boundary(text, v.start().saturating_sub(CONFIRM_REACH));
            let to = floor_char_boundary(text, v.end() + CONFIRM_REACH);
            let from = text[from..v.start()]
                .rfind('\n')
                .map_or(from, |n| from + n + 1);
            let to = text[v.end()..to].find('\n').map_or(to, |n| v.end() + n);
            text[from..to]
                .to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| CONFIRM_STEMS.iter().any(|s| w.starts_with(s)))
        };
        // (`The combination of heat and 5000 psi`: a mixture, a few words
        // on; not `the combination of the lock is 4821`, nor a lock's
        // words between.)
        let mixture = named.to_ascii_lowercase().starts_with("combination")
            && c.name("between").is_some_and(|b| {
                b.as_str()
                    .trim_start()
                    .to_ascii_lowercase()
                    .starts_with("of ")
                    && !names_a_lock(b.as_str())
            });
        // (Not across a table's rows from one column to another: `| key
        // safe |` then `| Moraine hut | 2143 m |`; `| PIN |` over `| 5896
        // |` is its column's, and a line with no bars no table's row.)
        let across_rows = c.name("between").is_some_and(|b| {
            if !b.as_str().contains('\n') {
                return false;
            }
            let column = |at: usize| {
                let line = text[..at].rfind('\n').map_or(0, |n| n + 1);
                text[line..at].matches('|').count()
            };
            let value_column = c
                .name("value")
                .or_else(|| c.name("value3"))
                .map_or(0, |v| column(v.start()));
            // (The name's own column: the match may start at the bar
            // before it.)
            let name_at = start + text[start..].find(char::is_alphanumeric).unwrap_or(0);
            value_column > 0 && column(name_at) != value_column
        });
        let Some(v) = c
            .name("value")
            .or_else(|| c.name("value3"))
            .filter(|_| !mixture && !across_rows)
            .filter(|v| {
                !public
                    || booking
                        && v.as_str()
                            .bytes()
                            .all(|b| b.is_ascii_digit() || b == b' ' || b == b'-')
                        && confirms(v)
            })
            .filter(|_| !receipt)
        else {
            continue;
        };
        // A code in brackets is the bracket's whole content (or the text
        // ends, cut), and no year (`alarm code (8606)`; not `the code
        // (2024 release) is stable`).
        // (Or, letters in it, stands in a bracket with words before it, a
        // model's name: `key safe (Supra C500 Pro)`; not a PIN's digits,
        // `PIN (new 4821 today)`.)
        // (Or, letters in it, stands after a brand's name just inside a
        // bracket, a model's name: `key safe (Supra C500 Pro)`; not a
        // PIN's, nor after words, `(new C419X today)`.)
        let model = !pin
            && v.as_str().contains(|ch: char| ch.is_ascii_alphabetic())
            && c.get(0).is_some_and(|m| {
                let inside = &text[m.start()..v.start()];
                let Some(open) = inside.rfind(['(', '（']) else {
                    return false;
                };
                let brand = inside[open..].trim_start_matches(['(', '（']).trim();
                let mut letters = brand.chars();
                letters.next().is_some_and(char::is_uppercase)
                    && brand.len() >= 3
                    && letters.all(char::is_lowercase)
            });
        let bracketed = text[..v.start()].trim_end().ends_with(['(', '（']) || model;
        // (Markup may close around it first: `(code <b>0769</b>)`.)
        let mut after = text[v.end()..].trim_start();
        while let Some(tag) = after.strip_prefix('<').and_then(|t| t.split_once('>')) {
            after = tag.1.trim_start();
        }
        if bracketed
            && (!(after.is_empty() || after.starts_with([')', '）'])) || is_year(v.as_str()))
        {
            continue;
        }
        // `The one-time code 256570 you entered expired 26 minutes ago`:
        // its own clause says it expired (not `expires in 10 minutes`,
        // `has not expired`, `..., expired codes cannot be used`).
        // (A clause the pattern can hold, not the text's rest.)
        let rest = &text[v.end()..floor_char_boundary(text, v.end() + CONFIRM_REACH)];
        let clause = &rest[..rest
            .find(['.', '!', '\n', ',', ';', '—', '–'])
            .unwrap_or(rest.len())];
        if EXPIRED.is_match(clause) {
            continue;
        }
        // `PIN reset requested for badge #32199`: a number after `#` and
        // a word of the words between is that thing's number (a PIN's own
        // `#` comes straight after its name or verb: `PIN: #1234`).
        // (A keypad's `#` on both sides is the code's own: `Gate code for
        // the community is #73741#`; not `the code for the issue is
        // #1234`.)
        // `kod → ORD-865284`: digits glued after an order's, an invoice's
        // or a ticket's prefix and a dash, and nothing after them, are
        // that document's number (not a PIN's, `PIN → AB-482913`).
        // (Only after a bare code word and its pointer, alone on its line
        // before them, `kod → ORD-...`, `código: INV-...`: not a PIN's, a
        // door's or a one-time code's, `PUK → ORD-48291357`; the digits
        // end the word.)
        let reference = !pin
            && v.as_str().bytes().all(|b| b.is_ascii_digit())
            && !text[v.end()..].starts_with(|ch: char| ch.is_alphanumeric() || ch == '-')
            && text[..v.start()].strip_suffix('-').is_some_and(|head| {
                let prefix = &head[head
                    .trim_end_matches(|ch: char| ch.is_ascii_alphabetic())
                    .len()..];
                // (The code's word starts its line: no door's or safe's
                // name before it, `ajtó kód → BOL-...`.)
                let line = head.rfind('\n').map_or(0, |n| n + 1);
                let mut lead = head[line..head.len() - prefix.len()]
                    .split(|ch: char| !ch.is_alphanumeric())
                    .filter(|w| !w.is_empty());
                DOCUMENT_PREFIXES.contains(&prefix)
                    && lead.next().is_some_and(|w| {
                        CODE_NAMES_QUALIFIED_AFTER.contains(&w.to_lowercase().as_str())
                    })
                    && lead.next().is_none()
            });
        if reference {
            continue;
        }
        let numbered = text[..v.start()].ends_with('#')
            && between.split_whitespace().last().is_some_and(|w| {
                w.chars().all(char::is_alphabetic)
                    && !is_verb(w)
                    && !text[..v.start() - 1].trim_end().ends_with([':', '：', '='])
            })
            && !text[v.end()..].starts_with('#');
        if numbered || requested_for(text, v.start()) || masked_tail(text, v.start(), v.as_str()) {
            continue;
        }
        // Capitals are a one-time code's after a sign-in's words (`Guard
        // code 5N5L1Z`, `your code: SGRQC6`), not a promotion's (`code
        // SAVE20`); digits alone are four or more. (Google's `G-` before
        // digits is no capital of the code's: a key box's `G806` is.)
        let capitals = v
            .as_str()
            .trim_start_matches("G-")
            .bytes()
            .any(|b| b.is_ascii_uppercase());
        // A door's code may have a letter (`Digicode : B7414`).
        // (Or a compound's last part, inflected: `achterdeur`, `bakdøra`,
        // `bagdøren`; English writes no compound of them: `investigate`,
        // `outdoor`, `blocked`.)
        let door_word = |w: &str| {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric());
            DOOR_WORDS.iter().chain(LOCK_WORDS).any(|d| {
                w == *d
                    || d.chars().count() >= 3
                        && !matches!(*d, "door" | "gate" | "lock" | "entry" | "portal")
                        && w.rfind(d).is_some_and(|i| w.len() - i - d.len() <= 3)
            })
        };
        // (Or the word before the code's: `door code for the print hall
        // changed to 377881E`.)
        let door = c.name("between").is_some()
            || c.name("opens").is_some()
            || between.split_whitespace().any(door_word)
            || before.as_deref().is_some_and(door_word);
        // (Welsh's `cod` only for a door or an alarm: `Cod y larwm`, not
        // a course's, `cod y cwrs`.)
        let welsh = named
            .get(..4)
            .is_some_and(|w| w.eq_ignore_ascii_case("cod "));
        let alarm = || {
            between.split_whitespace().any(|w| {
                super::structure::ALARM_WORDS
                    .iter()
                    .any(|a| w.starts_with(a))
            })
        };
        if welsh && !door && !named.split_whitespace().any(door_word) && !alarm() {
            continue;
        }
        // A smart lock's code may be nine or ten digits (`Kod do zamka
        // elektronicznego: 394066367`), told after the lock's name or as a
        // PIN.
        let lock = between.split_whitespace().any(door_word);
        // A PIN of 9 to 20 capitals and digits, given after its verb or a
        // colon (INPS's `PIN dispositivo completo è Y4AK2OZ3ANGWLJ9I`; not
        // a badge's serial after `PIN reset requested for badge`).
        let told = {
            let gap = text[start..v.start()].to_lowercase();
            gap.contains([':', '：', '=']) || gap.split_whitespace().any(is_verb)
        };
        let long_pin = pin && told && {
            let (d, l) = v.as_str().bytes().fold((0, 0), |(d, l), b| {
                (
                    d + usize::from(b.is_ascii_digit()),
                    l + usize::from(b.is_ascii_uppercase()),
                )
            });
            (9..=20).contains(&v.as_str().len()) && d >= 2 && l >= 2
        };
        // Digits spelled out (`eight nine seven two`) by a voice's
        // transcript: the pattern took four to eight digit words.
        let spoken = v.as_str().starts_with(char::is_alphabetic)
            && v.as_str().contains([' ', '-'])
            && v.as_str()
                .split([' ', ',', '-'])
                .filter(|w| !w.is_empty())
                .all(is_digit_word);
        // Two pairs of digits (`Code 28-90`, `Digicode : 92 13`) are a
        // lockbox's dials or a door's keypad only where the line names a
        // door, a lock or a key box; elsewhere a range or a score.
        let pairs = v.as_str().len() <= 7
            && v.as_str()
                .as_bytes()
                .get(2)
                .is_some_and(|b| matches!(b, b'-' | b' '))
            && !v.as_str()[3..].contains(['-', ' ']);
        // (After a code's word, not a key box's other words, `key box
        // hours 08-17`; no unit after, `42 1289 mm`.)
        let code_word_between = c.name("between").map_or(true, |b| {
            b.as_str()
                .split_whitespace()
                .any(|w| CODE_WORDS.contains(&w.to_lowercase().as_str()))
        });
        let measured = text[v.end()..].strip_prefix(' ').is_some_and(|rest| {
            let unit = rest
                .split(|c: char| !c.is_alphabetic())
                .next()
                .unwrap_or("");
            (1..=3).contains(&unit.len()) && unit.bytes().all(|b| b.is_ascii_lowercase())
        });
        let code = if spoken {
            true
        } else if pairs {
            code_word_between
                && !measured
                && (lock || {
                    let from = text[..start].rfind('\n').map_or(0, |n| n + 1);
                    let to = text[start..].find('\n').map_or(text.len(), |n| start + n);
                    names_a_lock(&text[from..to])
                })
        } else if v.as_str().len() > 8 && !v.as_str().contains([' ', ',', '-', '.', '/', '·']) {
            // (Digits alone as long are a notice's or an account's number,
            // `Codice avviso: 3252498844988713973`.)
            long_pin
                || (lock || pin && told)
                    && v.as_str().len() <= 10
                    && v.as_str().bytes().all(|b| b.is_ascii_digit())
        } else if capitals {
            // A PIN of capitals (a container's release `Pincode: JGMMGP`),
            // not a state's word (`PIN: LOCKED`): a digit, or at most one
            // vowel.
            let unworded = v.as_str().bytes().any(|b| b.is_ascii_digit())
                || v.as_str().bytes().filter(|b| b"AEIOUY".contains(b)).count() <= 1;
            // (Or a sentence's words about signing in: `código de un solo
            // uso para completar el inicio de sesión en Benchling: 70RGQB`.)
            let signing_in = between.split_whitespace().any(|w| {
                SIGN_IN_VERB_WORDS.contains(&w.trim_matches(|c: char| !c.is_alphanumeric()))
            });
            // (A letter and three digits is a key box's, `X108`, or a
            // PIN's; after another code's words, a fault's, `code E404`.)
            let key_box = v.as_str().len() == 4 && v.as_str().as_bytes()[0].is_ascii_uppercase();
            // (A key box's told, beside a lock's word or ending its
            // clause: not a feeder's `F266 back on` after `kod barmay`,
            // the code changed.)
            // (Its line read back a sentence's reach at most: a long line
            // of such codes is not read again for each.)
            let lock_on_line = || {
                let reach = floor_char_boundary(text, v.start().saturating_sub(CONFIRM_REACH));
                let from = text[reach..v.start()]
                    .rfind('\n')
                    .map_or(reach, |n| reach + n + 1);
                names_a_lock(&text[from..v.start()])
            };
            let ends_clause = || {
                let rest = text[v.end()..].trim_start_matches([' ', '\t']);
                rest.is_empty() || rest.starts_with(['.', ',', ';', '!', '\n', '\r'])
            };
            // (Not a unit's capitals and number straight after a word:
            // the lock's own label, `key safe INV33`, `padlock WT35`.)
            let after_word = text[..v.start()]
                .trim_end_matches([' ', '\t'])
                .ends_with(char::is_alphanumeric);
            let unit = after_word && {
                let letters = v
                    .as_str()
                    .bytes()
                    .take_while(u8::is_ascii_uppercase)
                    .count();
                let rest = v.as_str()[letters..].trim_start_matches('-');
                // (A push-button box's has three digits or more: `key
                // safe BF521`.)
                (2..=4).contains(&letters)
                    && (1..=2).contains(&rest.len())
                    && rest.bytes().all(|b| b.is_ascii_digit())
            };
            (4..=8).contains(&v.as_str().replace('-', "").len())
                && !unit
                && (door && (!key_box || told || lock || ends_clause() || lock_on_line())
                    || is_push_button_code(v.as_str())
                    || pin && unworded
                    || !key_box
                        && (signing_in
                            || before.is_some_and(|b| SIGN_IN_WORDS.contains(&b.as_str()))))
        } else {
            // (Three digits, told after a colon or a verb, are a lock's
            // dials: `Key box: 466`, `padlock code changed to 715`, `the
            // code of the key safe is 625`, `Lockbox on the fuel hut:
            // 903`; not after a word that says what else is counted,
            // `Key box price: 399`, `Key safes ordered: 300`.)
            let plainly = c.name("verbal").is_some()
                || between.split_whitespace().next().map_or(true, |w| {
                    PLACE_PREPOSITIONS.contains(&w) || CODE_WORDS.contains(&w)
                })
                || between.split_whitespace().any(|w| CODE_WORDS.contains(&w));
            v.as_str().bytes().filter(u8::is_ascii_digit).count() >= 4
                || c.name("value3").is_some()
                    && plainly
                    && names_a_dial_lock(&text[start..v.start()])
        };
        // A date's year (`Recovery codes  Viewed 2025-06-13`) or a
        // longer number's first part is no code.
        // So is a year after its month (`viewed Jun 2024`).
        let month = between.split_whitespace().last().is_some_and(|w| {
            let w = w.trim_end_matches(['.', ',']);
            w.len() >= 3
                && [
                    "january",
                    "february",
                    "march",
                    "april",
                    "may",
                    "june",
                    "july",
                    "august",
                    "september",
                    "october",
                    "november",
                    "december",
                ]
                .iter()
                .any(|m| m.starts_with(w))
        });
        // Words between a code's name and its value may name a year (`the
        // code for this release was 2024`) or a count (`the code in this
        // PR is 2500 lines`).
        // (`safe code: 1915` names its code and no more.)
        // (Words before the code's name said again are another clause's:
        // `Gate PIN changed — new PIN 1997`.)
        let code_name = |w: &str| {
            matches!(
                w.to_lowercase().as_str(),
                "code" | "pin" | "kod" | "kode" | "código" | "codice"
            )
        };
        let worded = c.name("verbal").is_some()
            || c.name("between").is_some_and(|b| {
                let words: Vec<&str> = b.as_str().split_whitespace().collect();
                let last_name = words
                    .iter()
                    .rposition(|w| code_name(w))
                    .map_or(0, |n| n + 1);
                words[last_name..].iter().any(|w| !code_name(w))
            });
        // (A number before what it counts is none, named or not:
        // `2500 lines`, `保险箱：2024年购买`.)
        let counts = |to: usize| super::structure::unit_follows(&text[to..]);
        let year_or_count_at = |from: usize, to: usize| is_year(&text[from..to]) || counts(to);
        // (Unless its name is a lock's and no word says when: `Crane cab
        // key safe for Lagos yard: 1982`, `le code ta3 cadenas pump house
        // rah 1980`; not `padlock fitted in 2019`), on its line and ending
        // its clause (not `new one 2024 model`, `Labor 2024 ist neu`).
        let named_words = &text[start..v.start()];
        let after = text[v.end()..].trim_start_matches([' ', '\t']);
        let lock_year = (names_a_lock(named_words) || names_a_safe(named_words))
            && !named_words.contains('\n')
            && (after.is_empty() || after.starts_with(['.', ',', ';', '!', ')', '(', '\n', '\r']))
            && !between.split_whitespace().any(|w| {
                LOCK_RECORD_WORDS.contains(&w.trim_matches(|c: char| !c.is_alphanumeric()))
            });
        // (A change made by someone to a year is when, not a lock's:
        // `safe code reset by S&T to 2024`.)
        let changed_by = text[start..v.start()].contains(" by ");
        let year_or_count =
            is_year(v.as_str()) && (worded && !lock_year || changed_by) || counts(v.end());
        let date = month
            || year_or_count
            || text.as_bytes()[v.end()..]
                .get(..2)
                .is_some_and(|b| matches!(b[0], b'-' | b'/' | b'.') && b[1].is_ascii_digit());
        // `to` is Polish's `is` after `do` (`PIN do X to 1234`); in
        // English it is where a code is sent (`the code I sent to 0412`).
        let told = text[..v.start()].trim_end_matches(|c: char| !c.is_alphanumeric());
        let sent_to = c.name("verbal").is_some()
            && told.ends_with(" to")
            && !["set to", "changed to", "reset to", "turn to", "dial to"]
                .iter()
                .any(|t| told.ends_with(t))
            && between.split_whitespace().next() != Some("do")
            // (A code that changes, some day, to its value: `front door
            // code changes tomorrow to 6305#`.)
            && !between
                .split_whitespace()
                .any(|w| w.starts_with("chang") || w.starts_with("switch"));
        // A number among the words before the code's verb (`PIN for
        // extension 4200 is 300709`) is no code: the one after the verb is.
        // (`Key safe 1103: 8423`: the pattern took the safe's number.)
        let next_code = NEXT_CODE
            .captures(&text[v.end()..])
            .and_then(|n| n.name("code"))
            .map(|n| (v.end() + n.start(), v.end() + n.end()));
        // An error's code in brackets after a failure (`Authentifizierung
        // fehlgeschlagen (Code 4011)`, `OTP delivery failed (code 30007)`).
        let error = text[..start].ends_with('(') && text[v.end()..].starts_with(')') && {
            let from = floor_char_boundary(text, start.saturating_sub(48));
            let lower = text[from..start].to_lowercase();
            [
                "fail", "fehl", "error", "échec", "erreur", "errore", "fall", "erro",
            ]
            .iter()
            .any(|w| lower.contains(w))
        };
        // Dotted digits after a bare `code` may be a rule's article (`code
        // 7.2.9.1 du règlement`): a code's when it is a PIN, when the code
        // is told (`:`, a verb) or the text names a door, a lock or a key
        // safe.
        let gap = text[start..v.start()].to_lowercase();
        let dotted = v.as_str().contains('.')
            && !pin
            // (Russian's and Hindi's PIN, Hindi's code: no rule's
            // article is a `कोड`'s.)
            && !["пин", "पिन", "कोड"].iter().any(|p| {
                let named = named.to_lowercase();
                named.starts_with(p) || named.starts_with(&*super::view::as_read(p))
            })
            && !gap.contains([':', '：', '='])
            && !gap.split_whitespace().any(is_verb)
            && c.name("verbal").is_none()
            && !names_a_lock(text);
        if dotted {
            continue;
        }
        // A copula opening the next sentence (`... T21. Nĩ 5844.`) tells
        // a code that ends its own: not `... cabinet. A 1234 bolt`.
        let told_next = text[start..v.start()]
            .trim_end_matches([' ', '\t', '#', '*', '“', '«', '„', '`', '(', '（'])
            .rsplit_once(". ")
            .is_some_and(|(_, w)| super::structure::COPULAS.contains(&w.to_lowercase().as_str()));
        if told_next {
            let rest = text[v.end()..].trim_start_matches([' ', '\t']);
            if !(rest.is_empty() || rest.starts_with(['.', ',', ';', '!', '\n', '\r', ')'])) {
                continue;
            }
        }
        // (Digits apart are no path nor a fraction: `417 / 263`.)
        let digits_apart = v
            .as_str()
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '.' | '/' | '-' | '·' | ','));
        if let Some((from, to)) = next_code {
            // (Not a count or a year: `Code 9058: 9476 users signed up`.)
            if !sent_to && !error && !year_or_count_at(from, to) {
                found(from, to);
            }
        } else if code
            && !date
            && !sent_to
            && !error
            && (digits_apart || !is_reference_or_marker(v.as_str()))
        {
            let end = if spoken {
                spoken_digits_end(text, v.end())
            } else {
                v.end()
            };
            found(v.start(), end);
        }
    }
    for c in CODE_LINE.captures_iter(text) {
        let (Some(label), Some(v)) = (c.name("label"), c.name("value")) else {
            continue;
        };
        let label = label.as_str().to_lowercase();
        let public = label
            .split(|c: char| !c.is_alphanumeric())
            .any(public_code_word);
        if !public {
            found(v.start(), v.end());
        }
    }
    codes_below(text, found);
    each_group(&BOXED_CODE, "digits", text, found, |_| true);
    for c in REDEEM.captures_iter(text) {
        // Capitals and digits both: a code, not a word or a number; not
        // one masked to its last group (`XXXXX-XXXXX-...-T288Q`).
        if let Some(code) = c.name("code").filter(|m| {
            m.as_str().bytes().any(|b| b.is_ascii_digit())
                && m.as_str().bytes().any(|b| b.is_ascii_uppercase())
                && !m.as_str().split('-').any(|g| g.bytes().all(|b| b == b'X'))
        }) {
            found(code.start(), code.end());
        }
    }
    for c in LISTED_FILE.captures_iter(text) {
        let Some(codes) = c.name("codes") else {
            continue;
        };
        // One code a line, every line alike, most with a digit: not a
        // file's first lines of prose or a list of words. (Alike past
        // their numbers: `9.` and `10.` differ.)
        let lines: Vec<&str> = codes
            .as_str()
            .lines()
            .map(|l| {
                let l = l.trim();
                l.split_once([' ', '\t'])
                    .filter(|(n, _)| {
                        n.len() >= 2
                            && n.ends_with(['.', ')'])
                            && n[..n.len() - 1].bytes().all(|b| b.is_ascii_digit())
                    })
                    .map_or(l, |(_, code)| code.trim_start())
            })
            .collect();
        let alike = lines.iter().all(|l| l.len() == lines[0].len());
        let digits = lines
            .iter()
            .filter(|l| l.bytes().any(|b| b.is_ascii_digit()))
            .count();
        if alike && digits * 2 > lines.len() {
            found(codes.start(), codes.end());
        }
    }
    for c in LISTED.captures_iter(text) {
        // Four or more groups of four lowercase letters, one with no
        // vowel, are one code (`lyea lyny pbcv tdza`); prose's words have
        // vowels (`keep them very safe`).
        let letter_groups = |codes: &str| {
            let groups: Vec<&str> = codes.split_whitespace().collect();
            let vowel = |b: &u8| b"aeiouy".contains(b);
            groups.len() >= 4
                && groups
                    .iter()
                    .all(|g| g.len() == 4 && g.bytes().all(|b| b.is_ascii_lowercase()))
                && groups.iter().any(|g| !g.bytes().any(|b| vowel(&b)))
        };
        // Four or more codes of one length, half with digits, are codes
        // even when the first has none (Discord's `lcjvcbwt ftoqwg4h
        // ...`).
        let uniform_codes = |codes: &str| {
            let groups: Vec<&str> = codes.split_whitespace().collect();
            groups.len() >= 4
                && groups.iter().all(|g| {
                    g.len() == groups[0].len()
                        && (6..=12).contains(&g.len())
                        && g.bytes().all(|b| b.is_ascii_alphanumeric())
                })
                && groups
                    .iter()
                    .filter(|g| g.bytes().any(|b| b.is_ascii_digit()))
                    .count()
                    * 2
                    >= groups.len()
        };
        // A word is no code (`Recovery codes  Viewed 2025-06-13`).
        let word = |codes: &str| {
            !letter_groups(codes)
                && !uniform_codes(codes)
                && codes
                    .split_whitespace()
                    .find(|w| !w.ends_with(['.', ')']) && !matches!(*w, "-" | "*" | "•"))
                    .is_some_and(|w| w.chars().all(char::is_alphabetic))
        };
        // A GUID's groups are no codes (`CB9D0750-FBB9-...-15050B8186B4`),
        // nor is an id the label names
        // (`Recovery key ID: ...`).
        let cut = |codes: &regex::Match| {
            let part = |c: char| c.is_ascii_alphanumeric() || c == '-';
            let from = codes.start()
                - text[..codes.start()]
                    .chars()
                    .rev()
                    .take_while(|&c| part(c))
                    .count();
            let to = codes.end() + text[codes.end()..].chars().take_while(|&c| part(c)).count();
            super::generic::is_uuid(&text[from..to])
        };
        let label_names_id = |codes: &regex::Match| {
            let between = &text[c.get(0).map_or(codes.start(), |m| m.start())..codes.start()];
            let line = between.trim_end().rsplit('\n').next().unwrap_or("");
            let label = line.split([':', '：']).next().unwrap_or("");
            words(label)
                .last()
                .is_some_and(|w| matches!(w.as_str(), "id" | "ids" | "identifier" | "guid"))
        };
        // A lone short code under a next line's own label is that
        // field's (`recovery key accessed` / `Device: FS03`).
        let short_under_label = |codes: &regex::Match| {
            let between = &text[c.get(0).map_or(codes.start(), |m| m.start())..codes.start()];
            between.contains('\n')
                && between.trim_end().ends_with([':', '：'])
                && !codes.as_str().contains(char::is_whitespace)
                && codes.as_str().len() < 6
        };
        // A log's date under a line that names them (`Viewed BitLocker
        // recovery key for ...` / `2024-02-05 10:49 ...`).
        let date = |codes: &regex::Match| {
            let b = &text.as_bytes()[codes.start()..];
            b.len() >= 10
                && b[..4].iter().all(u8::is_ascii_digit)
                && b[4] == b'-'
                && b[5..7].iter().all(u8::is_ascii_digit)
                && b[7] == b'-'
        };
        if let Some(codes) = c.name("codes").filter(|c| {
            !word(c.as_str()) && !cut(c) && !label_names_id(c) && !short_under_label(c) && !date(c)
        }) {
            // A list of codes has digits or groups (`xcni-xhly-vrrz-wlfe`);
            // `Backup codes - keep them safe` has neither.
            let grouped = codes
                .as_str()
                .split_whitespace()
                .any(|c| c.matches('-').count() >= 2);
            // (Or groups of four small letters joined by `-`, one with no
            // vowel, straight after the label: `backup code xsoy-blmn`;
            // not `self-help`, `backup code review: mkfs-xfsp`.)
            let label = text[c.get(0).map_or(0, |m| m.start())..codes.start()].to_lowercase();
            let label =
                label.trim_end_matches([' ', '\t', ':', '：', '—', '–', '-', '"', '`', '\'']);
            let after_label = ["code", "codes", "key", "keys"]
                .iter()
                .chain(RECOVERY_CODE_LABELS)
                .any(|w| label.ends_with(w));
            let dashed_letters = after_label
                && codes.as_str().split_whitespace().next().is_some_and(|g| {
                    let parts = || g.split('-');
                    parts().count() >= 2
                        && parts()
                            .all(|p| p.len() == 4 && p.bytes().all(|b| b.is_ascii_lowercase()))
                        && parts().any(|p| !p.bytes().any(|b| b"aeiou".contains(&b)))
                });
            if codes.as_str().bytes().any(|b| b.is_ascii_digit())
                || grouped
                || letter_groups(codes.as_str())
                || dashed_letters
            {
                found(codes.start(), codes.end());
            }
        }
    }
}

/// The end of a value written in groups of one width, from its first group
/// `text[start..end]` on over the groups after it, each after one space
/// (a TOTP key's `YBE7 HSWR EXG2 ...`, a recovery code's `lyea lyny pbcv
/// tdza`): four to eight capitals and digits, or lowercase letters and
/// digits, every group alike.
fn groups_end(text: &str, start: usize, end: usize) -> usize {
    let first = &text[start..end];
    let width = first.len();
    let bytes = text.as_bytes();
    // Digits one by one, as a note or a voice spaces them (`keystore
    // password: 2 6 1 9 0 4 6 5`): four or more.
    if width == 1 && first.as_bytes()[0].is_ascii_digit() {
        let (mut at, mut digits) = (end, 1);
        while bytes.get(at) == Some(&b' ')
            && bytes.get(at + 1).is_some_and(u8::is_ascii_digit)
            && !bytes.get(at + 2).is_some_and(u8::is_ascii_alphanumeric)
        {
            at += 2;
            digits += 1;
        }
        return if digits >= 4 { at } else { end };
    }
    let upper = |g: &str| {
        g.bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
    };
    let lower = |g: &str| {
        g.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    };
    let class: &dyn Fn(&str) -> bool = if upper(first) {
        &upper
    } else if lower(first) {
        &lower
    } else {
        return end;
    };
    if !(4..=8).contains(&width) {
        return end;
    }
    let mut at = end;
    loop {
        let next = at + 1;
        let group = bytes[next.min(bytes.len())..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric())
            .count();
        let after = bytes.get(next + group);
        if bytes.get(at) == Some(&b' ')
            && group == width
            && class(&text[next..next + group])
            && !after.is_some_and(|b| b.is_ascii_alphanumeric())
        {
            at = next + group;
        } else {
            return at;
        }
    }
}

/// Every key's value is a secret on a line that writes to a secret store
/// (`vault kv put secret/app/deepl value=...`, `kubectl create secret
/// generic x --from-literal=user=...`, `fly secrets set K=...`): the
/// command names what it stores, not each key. (Its values are secrets
/// whatever their shape: `replicas=3` stored in a secret is one.)
fn written_to_secret_store(line_before: &str) -> Option<Strength> {
    // (Cheap first: each command names a vault or a secret.)
    if !line_before.contains("ault") && !line_before.contains("ecret") {
        return None;
    }
    let command: String = line_before
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect::<Vec<_>>()
        .join(" ");
    SECRET_STORE_WRITES
        .iter()
        .any(|w| command.contains(w))
        .then_some(Strength::Strong)
}

/// The strength of a `value` key from the name given before it on its line
/// (`- name: DB_PASSWORD value: ...`, `{"name": "api_key", "value": ...}`,
/// `<meta name="csrf-token" content="...">`).
fn named_by(line_before: &str, key: &str) -> Option<Strength> {
    // `content` is a `<meta>` element's value (`<meta name="x-token"
    // content="...">`).
    // An agent's typing step names its field before its text
    // (`{"action": "type", "target": {"name": "API key"}, "text": ...}`).
    // (Or a call: `type(selector="#password", text="...")`, `fill(...)`.)
    let typed = key == "text"
        && ["\"type\"", "type(", "fill(", "type_text("]
            .iter()
            .any(|t| line_before.contains(t));
    if !typed
        && !["value", "default", "content"]
            .iter()
            .any(|k| key.eq_ignore_ascii_case(k))
    {
        return None;
    }
    // (A record's type names its value only when it names a secret: the
    // name before it does otherwise, `"Name": ".../plaid_secret", "Type":
    // "String", "Value": ...`.)
    let named: Vec<_> = NAMED.captures_iter(line_before).collect();
    for c in named.iter().rev() {
        let name = ["quoted", "squoted", "name", "field", "sfield"]
            .iter()
            .find_map(|g| c.name(g))?;
        let by_type = c.get(0).is_some_and(|m| {
            m.as_str()
                .get(..4)
                .is_some_and(|k| k.eq_ignore_ascii_case("type"))
        });
        // (A type names a secret by its last word, a secret's noun:
        // `openweather_key`, `password`; not `max_tokens`, `secret_santa`,
        // `boarding_pass`.)
        let strength = field_strength(name.as_str()).filter(|_| {
            !by_type
                || words(name.as_str()).last().is_some_and(|w| {
                    matches!(
                        w.to_ascii_lowercase().as_str(),
                        "key"
                            | "secret"
                            | "password"
                            | "passwd"
                            | "token"
                            | "pin"
                            | "passcode"
                            | "apikey"
                    )
                })
        });
        if !(by_type && strength.is_none()) {
            return strength;
        }
    }
    None
}

/// An accessibility tree's text element on its own line, quoting a label
/// (`AXStaticText "Password"`, `AXCell "Secret"`, `staticText "PIN"`).
static LABEL_ELEMENT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"(?i)(?:AX)?(?:static\s*text|label|cell|heading|text)\]?[ \t]+(?:value=)?(?:"(?P<name>[^"\n]{1,60}?):?"|'(?P<sname>[^'\n]{1,60}?):?')"#)
        .expect("a valid pattern")
});

/// The strength of a `value` named by the `name` (or `key`) on the line
/// above it, as a list of variables pairs them (Kubernetes' `env:` /
/// `- name: KAKAO_REST_API_KEY` / `value: "..."`).
fn named_on_line_above(text: &str, key_start: usize, key: &str) -> Option<Strength> {
    if !key.eq_ignore_ascii_case("value") {
        return None;
    }
    let line_start = text[..key_start].rfind('\n')? + 1;
    if !text[line_start..key_start].trim().is_empty() {
        return None;
    }
    // (Other fields of the item may come between, up to three:
    // `- name: TMX_API_KEY` / `description: ...` / `value: "..."`; the
    // item's `- ` ends the search.)
    for above in text[..line_start - 1].rsplit('\n').take(4) {
        let above = above.trim();
        let item = above.starts_with("- ");
        let above = above.strip_prefix("- ").unwrap_or(above).trim_start();
        let name = ["name:", "key:", "\"name\":", "\"key\":"]
            .iter()
            .find_map(|k| above.strip_prefix(k));
        if let Some(name) = name {
            let name = name.trim().trim_end_matches(',').trim_matches(['"', '\'']);
            return strength(name, false);
        }
        // (A field of the item: a key, a colon, its value.)
        let field = above
            .split_once(':')
            .is_some_and(|(key, _)| is_name(key.trim_matches('"')));
        if item || !field {
            return None;
        }
    }
    None
}

/// The strength of the `value` whose key starts at `key_start` (its value
/// ends at `value_end`) from the label element before it, on its line or
/// up to four lines above (`AXStaticText "Password"` then `AXTextField
/// value="..."`; Keychain Access's `AXStaticText value="Password:"`, then
/// groups, then the password). Where a form lists its labels, then its
/// fields (`"E-Mail"`, `"Passwort"`, then `value="jdoe"`, `value="X"`), the
/// last field is the last label's, the one before it the label's before.
/// A Terraform variable's `default` named by its block (`variable
/// "slack_signing_secret" {` ... `default = "..."`): the variable's
/// name, when the block is still open at the key.
fn variable_default(before: &str, key: &str) -> Option<Strength> {
    if key != "default" {
        return None;
    }
    let window = &before[floor_char_boundary(before, before.len().saturating_sub(CONTEXT))..];
    let header = window.rfind("variable \"")?;
    let rest = &window[header + "variable \"".len()..];
    let (name, block) = rest.split_once('"')?;
    let block = block.trim_start().strip_prefix('{')?;
    if block.contains('}') || name.contains('\n') {
        return None;
    }
    strength(name, false)
}

fn named_above(text: &str, key_start: usize, value_end: usize, key: &str) -> Option<Strength> {
    if !key.eq_ignore_ascii_case("value") {
        return None;
    }
    let before = &text[..key_start];
    let window = &before[floor_char_boundary(before, before.len().saturating_sub(CONTEXT))..];
    let labels: Vec<_> = LABEL_ELEMENT.captures_iter(window).collect();
    let c = labels.last()?;
    let between = &window[c.get(0)?.end()..];
    // An element that names itself on the value's line (`slider
    // 'Length' [value: 30]`) is not named by a label above it.
    let own_line = &between[between.rfind('\n').map_or(0, |n| n + 1)..];
    let fields_in = |t: &str| t.matches("value=\"").count() + t.matches("value='").count();
    let earlier = fields_in(between);
    // (Four lines, and two more for each field between.)
    if between.matches('\n').count() > 4 + 2 * earlier || own_line.contains(['"', '\'']) {
        return None;
    }
    fn name<'t>(c: &regex::Captures<'t>) -> Option<&'t str> {
        c.name("name")
            .or_else(|| c.name("sname"))
            .map(|m| m.as_str())
    }
    // The fields after this one, up to the next label.
    let after = &text[value_end..floor_char_boundary(text, (value_end + CONTEXT).min(text.len()))];
    let after = &after[..LABEL_ELEMENT.find(after).map_or(after.len(), |m| m.start())];
    let fields = earlier + 1 + fields_in(after);
    // The labels' run: no field's value between two of them.
    let run = 1 + labels
        .windows(2)
        .rev()
        .take_while(|pair| match (pair[0].get(0), pair[1].get(0)) {
            (Some(a), Some(b)) => !window[a.end()..b.start()].contains("value="),
            _ => false,
        })
        .count();
    if fields > run {
        // (A label, its field, another label: each field its own.)
        return if earlier == 0 {
            field_strength(name(c)?)
        } else {
            None
        };
    }
    field_strength(name(&labels[labels.len() - fields + earlier])?)
}

/// A PIN's field label in other languages, as a form names it (password
/// labels are `LOCALIZED_PASSWORD_LABELS`, asked as well).
const FIELD_PIN_LABELS: &[&str] = &[
    "pin",
    "pincode",
    "pin-code",
    "pin-kod",
    "pin-код",
    "пин-код",
    "الرقم السري",
    "رمز pin",
    "पिन",
    "暗証番号",
    "geheimzahl",
    "código pin",
    "code pin",
    // A bank's transaction number.
    "tan",
];

/// A quoted `text` or `value`, then the element it goes into named after
/// it in the same object (`{"text": "...", "element": "password field"}`,
/// an automation step).
static NAMED_AFTER: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"^"(?:\\.|[^"\\\n]){0,200}"\s*,\s*["']?(?:element|field|label|name|target|placeholder|description|into)["']?\s*[:=]\s*"(?P<name>[^"\n]{1,80})""#)
        .expect("a valid pattern")
});

/// The strength of a `text`, `value` or `input` key from the element named
/// after its value (`password field`, `HSBC Online Banking password`,
/// `CVC`): the element's words without the words for a control.
fn named_after(value_on: &str, key: &str) -> Option<Strength> {
    if !["text", "value", "input"]
        .iter()
        .any(|k| key.eq_ignore_ascii_case(k))
    {
        return None;
    }
    let name = NAMED_AFTER.captures(value_on)?.name("name")?.as_str();
    let name = name.split('(').next().unwrap_or(name).trim();
    let control = [
        "field",
        "box",
        "input",
        "textbox",
        "text field",
        "entry",
        "feld",
        "campo",
        "champ",
    ];
    let name = control
        .iter()
        .find_map(|c| {
            name.len()
                .checked_sub(c.len())
                .filter(|&at| name.is_char_boundary(at) && name[at..].eq_ignore_ascii_case(c))
                .map(|at| name[..at].trim_end())
        })
        .unwrap_or(name);
    field_strength(name)
}

/// The strength a form's field label gives its value: a key's words, or
/// a password's or a PIN's label in another language (`Passwort`, `पिन`).
fn field_strength(name: &str) -> Option<Strength> {
    let lower = name.to_lowercase();
    // The name is read as the detector reads text (`รหสผาน`, its marks
    // dropped); each list's label is read the same way, once.
    if FIELD_LABELS_AS_READ.contains(&lower) {
        return Some(Strength::Strong);
    }
    // A code's field named with its card or its number (`iTAN Nr. 46`,
    // `SMC-B → PUK`, `PIN.QES`): one of its words is the code's name.
    // (Not a property of it: `PIN status`, `PIN length`.)
    let w = words(name);
    let property = w.last().is_some_and(|l| {
        matches!(
            l.as_str(),
            "status"
                | "length"
                | "policy"
                | "count"
                | "attempts"
                | "tries"
                | "retries"
                | "hint"
                | "reset"
                | "blocked"
                | "change"
                | "changed"
                | "expiry"
                | "expires"
                | "set"
        )
    });
    if !property
        && w.iter().any(|w| {
            matches!(
                w.as_str(),
                "tan" | "itan" | "mtan" | "puk" | "pin" | "otp" | "passcode"
            )
        })
    {
        return Some(Strength::Strong);
    }
    if !property && names_code(name) {
        return Some(Strength::Strong);
    }
    strength(name, false)
}

/// Whether a field's name is a code's in any language (`Portkod`,
/// `Türcode`, `Código da porta`, `Kod alarmu`): the codes' own reading of
/// the name before a code decides, so a public code's name (`Postcode`,
/// `Error code`) is none.
fn names_code(name: &str) -> bool {
    if name.len() > 60 {
        return false;
    }
    let labelled = format!("{name}: 4821");
    let mut named = false;
    codes(&labelled, &mut |start, _| named |= start > name.len());
    named
}

/// Whether a value is itself a secret's label (`API-Schlüssel`,
/// `Lisenssiavain`): a glossary's or a form's words, not a value.
pub(super) fn is_field_label(value: &str) -> bool {
    FIELD_LABELS_AS_READ.contains(&value.trim().to_lowercase())
}

/// The labels that name a form's field as a secret's, as written and as
/// the detector reads them, made once.
static FIELD_LABELS_AS_READ: Lazy<std::collections::HashSet<String>> = Lazy::new(|| {
    [
        LOCALIZED_PASSWORD_LABELS,
        FIELD_PIN_LABELS,
        RECOVERY_CODE_LABELS,
        LOCALIZED_CODE_LABELS,
        LOCALIZED_KEY_LABELS,
    ]
    .iter()
    .flat_map(|list| list.iter())
    .flat_map(|w| [(*w).to_owned(), super::view::as_read(w).into_owned()])
    .collect()
});

/// A key and its value as a two-item array (`["db_password", "..."]`,
/// `terraform show -json | jq`).
static PAIR: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"\[\s*"(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,79})"\s*,\s*"(?P<value>(?:[^"\\\n]|\\.)*)"\s*\]"#)
        .expect("a valid pattern")
});

/// The last words of a name a configuration's line, a definition or a
/// variable set in words gives a secret (`remote_password`,
/// `DOCUSIGN_CLIENT_SECRET`): the secret's own words, not all that
/// `strength` reads (a definition's `session-token-cookie` holds the
/// cookie's name).
const SECRET_LAST_WORDS: &[&str] = &[
    "password",
    "passwd",
    "pass",
    "pwd",
    "secret",
    "token",
    "key",
    "psk",
    "passphrase",
];

/// Variables set with spaces whose name names a secret: the value.
fn spaced(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in PAIR.captures_iter(text) {
        let (Some(key), Some(value)) = (c.name("key"), c.name("value")) else {
            continue;
        };
        let v = value.as_str();
        if strength(key.as_str(), false) == Some(Strength::Strong) && !is_reference_or_marker(v) {
            found(value.start(), value.end());
        }
    }
    for c in SPACED.captures_iter(text) {
        let either = |names: [&str; 8]| names.iter().find_map(|n| c.name(n));
        let (Some(key), Some(value)) = (
            either([
                "key", "key2", "key3", "key4", "key5", "key6", "key7", "key8",
            ]),
            either([
                "value", "value2", "value3", "value4", "value5", "value6", "value7", "value8",
            ]),
        ) else {
            continue;
        };
        let (from, to) = match literal_at(text, value.start()) {
            Some((from, to, _)) => (from, to),
            None => (value.start(), value.end()),
        };
        let v = &text[from..to];
        // `secret "db-creds" not found`: a noun naming an object, not a key.
        let noun = c.name("key2").is_some() && matches!(key.as_str(), "secret" | "token" | "key");
        // nginx's `auth_basic "Restricted";` names the realm a password
        // opens; `bw get password <id>` names what to fetch; a value that
        // is a key of its own (`- name: API_TOKEN\n  valueFrom:`) is none.
        let nested = v.strip_suffix(':').is_some_and(is_name);
        if noun || nested || named_not_given(text, key.start()) || key.as_str() == "auth_basic" {
            continue;
        }
        // `code "node_modules/react"` (a window's title before a line of
        // JSON): a weak key's value is no path.
        // (A configuration's line takes a strong name's value only, and
        // no address: nginx's `proxy_pass http://...;` passes requests on.)
        let config = c.name("key6").is_some();
        // (A configuration's line, a definition or a variable set in words
        // takes a name that ends in the secret's word, not
        // `tls_psk_identity`, `access_key_owner`, `AUTH_TOKEN_TABLE`,
        // `session-token-cookie`, `SECRET_BACKEND`; a configuration's value
        // is no word of small letters alone, `token_storage_backend
        // keychain`.)
        let worded_forms = ["key5", "key6", "key7", "key8"]
            .iter()
            .any(|g| c.name(g).is_some());
        let named = words(key.as_str())
            .last()
            .is_some_and(|w| SECRET_LAST_WORDS.contains(&w.as_str()));
        let worded = v.bytes().all(|b| b.is_ascii_lowercase());
        if worded_forms && !named
            || config && (worded || v.contains("://") || v.starts_with(['/', '$', '@']))
        {
            continue;
        }
        let take = match strength(key.as_str(), false) {
            Some(Strength::Strong) => true,
            Some(Strength::Weak) => !config && looks_random(v) && !v.contains('/'),
            None => false,
        };
        if take && !is_reference_or_marker(v) {
            found(from, to);
        }
    }
}

/// The part of a key that names the field: the last index of
/// `$cfg['Servers'][$i]['password']`, the last segment of
/// `spring.datasource.password` (so `pw@db.internal` names `internal`).
fn field(key: &str) -> &str {
    let key = key.trim_matches(|c| c == '"' || c == '\'' || c == '`');
    let last = key
        .rsplit('[')
        .map(|k| {
            k.trim_end_matches(']')
                .trim_matches(|c| c == '"' || c == '\'')
        })
        .find(|k| !k.is_empty() && !k.starts_with('$'))
        .unwrap_or(key);
    last.rsplit(['.', '@', ':', '/', '>'])
        .next()
        .unwrap_or(last)
}

/// A YAML block scalar's text (`password: >-` or `|`, then lines indented
/// deeper than the key's): from its first line, which starts at `from`,
/// to the end of its last.
fn block_scalar(text: &str, key_start: usize, from: usize) -> Value {
    let line_start = text[..key_start].rfind('\n').map_or(0, |n| n + 1);
    let indent = |line: &str| line.len() - line.trim_start_matches(' ').len();
    let key_indent = indent(&text[line_start..key_start]);
    let (mut first, mut last) = (None, from);
    let mut at = from;
    for line in text[from..].split_inclusive('\n') {
        let content = line.trim_end();
        if !content.trim().is_empty() {
            if indent(content) <= key_indent {
                break;
            }
            first.get_or_insert(at + indent(content));
            last = at + content.len();
        }
        at += line.len();
    }
    first.map_or(Value::None, |first| Value::Secret(first, last))
}

/// Where the secret of one matched assignment lies.
fn read_value(
    text: &str,
    [key, sep, value]: [Match<'_>; 3],
    strength: Strength,
    in_url: bool,
    ahead: &mut Ahead,
) -> Value {
    let key_text = field(key.as_str());
    let raw = value.as_str();
    let (start, end) = (value.start(), value.end());
    if raw.starts_with(['|', '>']) {
        return block_scalar(text, key.start(), end);
    }
    // Where it is kept, then the secret after all (`Password: in
    // Xk9#mq2Lp`): the value is both.
    let line = text[end..].split('\n').next().unwrap_or("");
    if let Some((_, to)) = super::structure::secret_after_note_word(raw, line) {
        return Value::Secret(start, end + to);
    }
    if let Some((from, to, _)) = literal_at(text, start) {
        // (A literal of JSON inside a string, `\"718-7\"`, is longer than
        // the `\` the pattern took.)
        if to <= end || raw == "\\" {
            return Value::Secret(from, to);
        }
    }
    // `set "DB_PASSWORD=a b c"`, `-e "K=v,w"`: the quote around the whole
    // assignment closes the value.
    let quote = text[..key.start()]
        .chars()
        .last()
        .filter(|q| matches!(q, '"' | '\'') && !key.as_str().starts_with(*q));
    if let Some(q) = quote {
        let line_end = ahead.newline(text, start);
        if let Some(close) = text[start..line_end].find(q) {
            return Value::Secret(start, start + close);
        }
    }
    // Code: a command substitution, a template (`{{ .Values.apiKey }}`),
    // a call, a tuple or a reference.
    if raw.starts_with("$(") || raw.starts_with("{{") || raw.starts_with("{%") {
        return Value::None;
    }
    // ODBC's braces around a value with special characters
    // (`PWD={p;w};`): the value inside, not a template.
    if sep.as_str() == "=" && raw.starts_with('{') {
        // (Its `}` may end the string: `...;PWD={p;w}`.)
        let line = &text[start..ahead.newline(text, start)];
        let last = line
            .trim_end_matches(['"', '\'', ' ', '\t', '\r', ')', ';'])
            .strip_suffix('}')
            .map(str::len);
        if let Some(close) = line.find("};").or(last) {
            if close > 1 && !text[start + 1..start + close].contains(['{', ' ']) {
                return Value::Secret(start + 1, start + close);
            }
        }
    }
    // (A call that may throw or wait: Swift's `try KeychainHelper.read(...)`,
    // `await vault.read(...)`.)
    // (The value's word may stop at the call's bracket or at the keyword:
    // `password: System.fetch_env!("X")`; the call is read on its line.)
    let code = &text[start..ahead.newline(text, start)];
    let keyword = ["try ", "try! ", "try? ", "await "]
        .iter()
        .find_map(|k| code.strip_prefix(k))
        .map_or(0, |rest| code.len() - rest.len());
    let callee = |open: &usize| {
        code[keyword..*open]
            .trim_end_matches('!')
            .bytes()
            .enumerate()
            .all(|(i, b)| {
                b.is_ascii_alphabetic()
                    || matches!(b, b'_' | b'$' | b'[' | b']')
                    || i > 0
                        && (b.is_ascii_digit() || matches!(b, b'.' | b':' | b'>' | b'-' | b'?'))
            })
            && *open > keyword
    };
    // An unclosed parenthesis is no call: `pass=wuhio(j!Nf2` is a value.
    // Nor is a random run's note in brackets (`c0ce9d80e8af…（请勿外传）`).
    if let Some(open) = code
        .find('(')
        .filter(callee)
        .filter(|&open| !super::words::is_scattered(&words(&code[keyword..open])))
    {
        if call_args(text, start + open).is_some() {
            return call_value(text, start + keyword, start + open);
        }
    }
    // `"adminPassword": {"value": "..."}`: the object's value member.
    if let Some(m) = raw
        .starts_with('{')
        .then(|| WRAPPED.find(&text[start..]))
        .flatten()
    {
        return match literal_at(text, start + m.end()) {
            Some((from, to, _)) => Value::Secret(from, to),
            None => Value::None,
        };
    }
    // A tuple or list (`auth=("u", "p")`, read by the argument rule), an
    // index into code (`environ["API_TOKEN"]`): not a value here.
    // `auth: { type: oauth2, scopes: [...] }`: a map of fields.
    if raw.starts_with('{') && text[start..ahead.newline(text, start)].contains(':') {
        return Value::None;
    }
    let parses = raw.starts_with(['(', '[', '{']) && call_args(text, start).is_some();
    // `PHPSESSID=([0-9a-f]+)`, `[r"AKIA[0-9A-Z]{16}"`: a regular
    // expression's group, class and repetition.
    let class = ["[0-9", "[a-z", "[A-Z", "[A-Za-z"]
        .iter()
        .any(|c| raw.contains(c));
    let pattern = raw.starts_with(['(', '['])
        && (class || raw.contains('['))
        && raw.contains(['+', '*', '{'])
        // `'nik_[A-Za-z0-9]{40}'`: a scanner's rule for a token.
        || class && raw.contains(['+', '*', '{']);
    if parses || pattern || raw.ends_with('[') {
        return Value::None;
    }
    // `password=my dog cactus 2005!`: a passphrase's first word may be a
    // placeholder's (`my`); the phrase is not one.
    let phrase = || {
        strength == Strength::Strong
            && PLACEHOLDER_WORDS.contains(&raw)
            && passphrase_at(text, start, line_end(text, start)).is_some_and(|(_, to)| to > end)
    };
    // A marker in brackets after `:` may have the value shown after it
    // (`Secret: [hidden] Reveal9x!Q`): the line decides.
    let shown_after = sep.as_str() == ":" && raw.starts_with(['[', '<', '(']);
    // (A query value is judged alone: a template in the next parameter,
    // `&url=#{url}`, is no reference in this one's place.)
    let judged = match NEXT_KEY.find(raw).filter(|_| in_url) {
        Some(next) => &raw[..next.start()],
        None => raw,
    };
    if is_reference_or_marker(judged) && !phrase() && !shown_after {
        return fallback(text, end);
    }
    // `token = await getAccessToken()`, `key = new Key(...)`: code (a
    // `lambda` may return a literal, which is read).
    if matches!(raw, "await" | "new" | "yield") {
        return Value::None;
    }
    let words = words(key_text);
    let mut end = end;
    if words.iter().any(|w| w.starts_with("cookie")) {
        // A cookie header's value is every cookie in it, unless none of
        // them is named as or looks like a credential (`theme=dark`).
        end = ahead.newline(text, start);
        let credential = text[start..end].split(';').any(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or(("", pair));
            let name = name.trim();
            // Attributes of a `Set-Cookie`, analytics cookies and a
            // consent banner's (`cookie_consent`, `OptanonConsent`,
            // `euconsent-v2`: the visitor's choices) hold no credential.
            let lower = name.to_ascii_lowercase();
            if COOKIE_ATTRIBUTES.contains(&lower.as_str())
                || ANALYTICS_COOKIES.iter().any(|a| lower.starts_with(a))
                || lower.contains("consent")
            {
                return false;
            }
            // `session=<redacted>`: a marker in a credential's place.
            (super::words::strength(name.trim(), false).is_some() || looks_random(value.trim()))
                && !is_reference_or_marker(value.trim())
        });
        if !credential {
            return Value::None;
        }
    } else if in_url {
        // A query value runs to the next parameter (`&remember=1`), over a
        // `#` or `&` a person reads as the password's (`pass=#Crystal894`,
        // `password=m#YV&ir*JI`): a fragment after a secret goes with it.
        end = start + NEXT_KEY.find(raw).map_or(raw.len(), |m| m.start());
    } else if sep.as_str() != ":" || strength == Strength::Weak {
        // A bare value runs on over `;` and `,` (`p@ss;w0rd`) up to the
        // next field (`;Database=x`) or a space.
        let rest = &text[end..];
        let line = ahead.space(text, end) - end;
        end += NEXT_KEY.find(&rest[..line]).map_or(line, |m| m.start());
    } else {
        // `password: p@ss word` reads to the end of the line, up to the
        // next field.
        let rest = &text[start..];
        let line = ahead.newline(text, start) - start;
        // A query's `&` is no field separator here (`e*8&nJ=Z7`).
        let next = NEXT_KEY
            .find_iter(&rest[..line])
            .find(|m| !m.as_str().starts_with('&'))
            .map_or(line, |m| m.start());
        let stop = rest[..next].find(" | ").unwrap_or(next);
        end = start + rest[..stop].trim_end().len();
        // `if token != expected_token: raise ...`, `def f(token: str)`:
        // code, not a value.
        let first = rest.split_whitespace().next().unwrap_or("");
        let type_name = first
            .split(['<', '[', ')', ',', ';', '='])
            .next()
            .unwrap_or(first);
        if CODE_KEYWORDS.contains(&first) || TYPE_NAMES.contains(&type_name) {
            return Value::None;
        }
        // `password:  12 bytes` (`kubectl describe secret`): a size.
        let value = &text[start..end];
        let mut size = value.split_whitespace();
        if size
            .next()
            .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
            && size.next() == Some("bytes")
        {
            return Value::None;
        }
        // Where the secret is kept, not the secret (`token: in vault`,
        // `API key: stored in 1Password`, `Service token: ask #it`).
        let mut value_words = value.split_whitespace();
        if let (Some(first), Some(_)) = (value_words.next(), value_words.next()) {
            if KEPT_ELSEWHERE.contains(&first.to_lowercase().as_str()) {
                return Value::None;
            }
        }
        // A sentence after the label (`Password: WARNING! Your password
        // will be stored unencrypted`, a prompt's next line): its first
        // word is the value if it could be one, else there is none.
        if is_sentence(value) {
            let word = value.split_whitespace().next().unwrap_or("");
            let plain = word
                .trim_end_matches(['!', '.', ',', ':', ';'])
                .chars()
                .all(char::is_alphabetic)
                || !word.contains(char::is_alphanumeric)
                || is_reference_or_marker(word);
            return if plain {
                Value::None
            } else {
                Value::Secret(start, start + word.len())
            };
        }
    }
    Value::Secret(start, end)
}

/// First words of a value that says where a secret is kept or whom to
/// ask for it.
const KEPT_ELSEWHERE: &[&str] = &[
    "in",
    "stored",
    "saved",
    "kept",
    "see",
    "ask",
    "via",
    "im",
    "gespeichert",
    "dans",
    "stocké",
    "stockée",
    "en",
    "guardado",
    "guardada",
    "salvo",
    "salva",
    "nel",
    "nella",
    "w",
];

/// Whether a value read to its line's end is a sentence, not a
/// passphrase: eight or more words, five or more ending a sentence, or two
/// or more of which one after
/// the first names a secret (`WARNING! Your password will be ...`, the
/// next prompt `New password:`).
fn is_sentence(value: &str) -> bool {
    let words: Vec<&str> = value.split_whitespace().collect();
    // `la banca non te lo chiederà mai.`: five or more words and a full
    // stop; a passphrase has no closing mark of a sentence.
    let closed = value.ends_with(['.', '!', '?', '。']) && words.len() >= 5;
    words.len() >= 8
        || closed
        || words.len() >= 2
            && words[1..].iter().any(|w| {
                let w = w.trim_matches(|c: char| !c.is_alphanumeric());
                w.chars().all(char::is_alphabetic) && strength(w, false) == Some(Strength::Strong)
            })
}

/// A value that is a call: the literal a wrapper holds (`[]byte("...")`),
/// the default an environment lookup falls back to
/// (`os.getenv("X", "...")`), a fallback after the call
/// (`getenv("X") || "..."`), or nothing (`useState("")`, `len(text)`).
fn call_value(text: &str, start: usize, open: usize) -> Value {
    let callee = text[start..open]
        .trim_start_matches("new ")
        .trim_end_matches('!')
        .to_ascii_lowercase();
    let Some((args, close)) = call_args(text, open) else {
        return Value::None;
    };
    let literal = |i: usize| {
        args.get(i)
            .and_then(|&(s, _)| literal_at(text, s))
            .map(|(from, to, _)| Value::Secret(from, to))
    };
    let found = if LITERAL_WRAPPERS.contains(&callee.as_str()) {
        literal(0)
    } else if DEFAULT_GETTERS.iter().any(|g| callee.ends_with(g)) {
        // `config.get("telegram", "bot_token")` (ConfigParser): a section
        // and an option's name, not a default.
        literal(1).filter(|v| match v {
            Value::Secret(from, to) => {
                let v = &text[*from..*to];
                !(v.contains('_') && v.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'))
            }
            Value::None => true,
        })
    } else {
        None
    };
    found.unwrap_or_else(|| fallback(text, close + 1))
}

/// The literal a reference falls back to (`process.env.X || "..."`), if
/// any, read from `at`.
fn fallback(text: &str, at: usize) -> Value {
    let Some(m) = DEFAULT.find(&text[at..]) else {
        return Value::None;
    };
    match literal_at(text, at + m.end()) {
        Some((from, to, _)) => Value::Secret(from, to),
        None => Value::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assigned(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        assignments(text, &mut |s, e| out.push(text[s..e].to_owned()));
        out.dedup();
        out
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
            ("set \"DB_PASSWORD=correct horse\"", "correct horse"),
            ("$config['db_pass'] = \"XmG&0v\";", "XmG&0v"),
            ("jwtKey := []byte(`quick brown fox`)", "quick brown fox"),
            (
                "password: process.env.DB_PASSWORD || \"Tr0ub4dor&3\",",
                "Tr0ub4dor&3",
            ),
            ("pw = os.getenv(\"PW\", \"hunter2\")", "hunter2"),
            (
                "The Wi-Fi password is `the quick brown fox`",
                "the quick brown fox",
            ),
            ("Your one-time code: 913363", "913363"),
            ("setenv DB_PASSWORD pr0d-db-2024", "pr0d-db-2024"),
            (
                "\"adminPassword\": {\"value\": \"Walrus?195\"}",
                "Walrus?195",
            ),
            ("pass: `blue Monday at 9am!`", "blue Monday at 9am!"),
            ("pass=hunter2", "hunter2"),
            // A comparison with a literal; an assignment commented out.
            ("if creds.Secret != \"open-sesame\" {", "open-sesame"),
            ("if user == 'ann' and password == 'logmein':", "logmein"),
            (
                "//$google_client_secret = 'fnhqAakzWrX-mtFQ4PRdMoy0';",
                "fnhqAakzWrX-mtFQ4PRdMoy0",
            ),
            // A query value beside a template in another parameter.
            (
                "https://x.example/v1/?api_key=VNC7VJ04BQLZWL821KJ4ZL&url=#{url}",
                "VNC7VJ04BQLZWL821KJ4ZL",
            ),
            ("<add key=\"ApiKey\" value=\"Qx7\"/>", "Qx7"),
            ("- `SPLUNK_HEC_TOKEN`: `6eaa772c-46c0`", "6eaa772c-46c0"),
            (
                "- name: SCW_SECRET_KEY  value: d97dd096-ccd9",
                "d97dd096-ccd9",
            ),
            ("Amazon: Your one-time passcode is 847289.", "847289"),
            ("Voicemail PIN 073958", "073958"),
            (
                "Recovery codes: pyitk-2g8ck zqzk0-kq5wl",
                "pyitk-2g8ck zqzk0-kq5wl",
            ),
            ("seed phrase: walk acquire account", "walk acquire account"),
            // Declarations with a type: Rust, Kotlin, TypeScript.
            ("const DD_APP_KEY: &str = \"a030d5a3\";", "a030d5a3"),
            ("val rancherToken: String = \"tq6o4f\"", "tq6o4f"),
            ("const apiKey: string = 'k9Fq2'", "k9Fq2"),
            // A value in groups of one width, letters or capitals.
            (
                "Secret: YBE7 HSWR EXG2 CME2 SY6E",
                "YBE7 HSWR EXG2 CME2 SY6E",
            ),
            (
                "Код відновлення: lyea lyny pbcv tdza",
                "lyea lyny pbcv tdza",
            ),
            // No spaces around `=`: a value, not a declaration.
            ("password: c2VjcmV0==", "c2VjcmV0=="),
        ] {
            assert_eq!(assigned(text), [secret], "{text}");
        }
        // Controls: ordinary fields, references, code and counts stay.
        for text in [
            "author: Ada",
            "theme: dark",
            "Re: lunch",
            "password: ${DB_PASSWORD}",
            "max_tokens: 4096",
            "Enter password:",
            "Backup codes: keep them very safe",
            // A declaration's bare value is an expression.
            "pub const SIG_BLOCK: c_int = 0x000000;",
            "pub const PF_KEY: c_int = pseudo_AF_KEY;",
            "let mut token: Literal = repr.parse().unwrap();",
            "const TOKEN_SHARED: ParkToken = ParkToken(ONE_READER);",
            "pub const NL80211_KEY_MAX: nl80211_key_attributes = nl80211_key_attributes::X;",
            "const [password, setPassword] = useState(\"\");",
            // A comparison with a variable or an empty literal.
            "if token == expected_token:",
            "if (password === \"\") return;",
            "https://x.example/v1/?api_key={API_KEY}&url=x",
            "token = request.headers.get(\"Authorization\")",
            "DB_PASSWORD=$(cat /run/secrets/db_password)",
            "The password is incorrect",
            "Boarding pass: TP 1349",
            "arn:aws:secretsmanager:us-east-1:114022162759:secret:prod/db/password-fbrmbC",
            "HTTP error code 404 and zip code 94103",
            "Cookie: theme=dark; lang=en",
            "password = var.db_password",
            "token: ${{ secrets.GITHUB_TOKEN }}",
            "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxx",
            "Backup codes - keep them safe",
        ] {
            assert!(assigned(text).is_empty(), "{text}: {:?}", assigned(text));
        }
    }

    /// Values whose characters look like syntax: a query's `#` and `&` that
    /// a person reads as the password's, a query's `&` after a YAML colon,
    /// an unclosed parenthesis, a one-letter brace; a verb after words in
    /// another language.
    #[test]
    fn values_keep_the_characters_a_person_reads_as_theirs() {
        for (text, secret) in [
            ("user=root&pass=#Crystal894&remember=1", "#Crystal894"),
            ("app?user=svc&password=m#YV&ir*JI{h}X", "m#YV&ir*JI{h}X"),
            ("admin_pass: e*8&nJ=Z7@fhxhSM", "e*8&nJ=Z7@fhxhSM"),
            (
                "user=svc pass=wuhio(j!Nf2QFWIu?U#1A",
                "wuhio(j!Nf2QFWIu?U#1A",
            ),
            ("la contraseña del wifi es Медведь_7468", "Медведь_7468"),
            ("A senha do wifi é Café_Crème52", "Café_Crème52"),
            ("password=my dog cactus 2005!", "my dog cactus 2005!"),
        ] {
            assert_eq!(assigned(text), [secret], "{text}");
        }
        // Controls: the next parameter, a closed call, a named template, a
        // verb before a word that is no password.
        for (text, secret) in [
            ("cb?code=4417abc&state=1#top", Some("4417abc")),
            ("password = getpass(prompt)", None),
            ("token: f\"{user_id}\"", None),
            ("password: ${h}", None),
            ("Passwort für den Server ist falsch", None),
            ("la contraseña del wifi es incorrecta", None),
            ("password=your_password_here", None),
            ("api_key=my-api-key", None),
            ("SET password_hash = NULL WHERE id = 42;", None),
            ("password=my", None),
        ] {
            assert_eq!(assigned(text), Vec::from_iter(secret), "{text}");
        }
    }

    /// Password managers' screens and form filling: a label after another
    /// label's sentence, `›` and `✓` between label and value, a field
    /// filled with a value, a value typed into a field named after it.
    #[test]
    fn passwords_on_vault_screens_and_in_forms_lose_their_value() {
        for (text, secret) in [
            (
                "1Password — Work VPN username maria.k password eh0k1p-nx5yby-1ffmvy website x",
                "eh0k1p-nx5yby-1ffmvy",
            ),
            (
                "Vault › amazon.com › Password › galaxy.orchid.quartz.raven",
                "galaxy.orchid.quartz.raven",
            ),
            (
                "github.com: Show password ✓ ShadowShadow81",
                "ShadowShadow81",
            ),
            (
                "fill password field with Cryst@lWalnut37",
                "Cryst@lWalnut37",
            ),
            ("type \"island3710\" into Password field", "island3710"),
        ] {
            assert_eq!(assigned(text), [secret], "{text}");
        }
        // Controls: menus, a field's description, typing what is no value.
        for text in [
            "Settings › Passwords › Autofill",
            "password with your name in it",
            "Sign in with password with at least 8 characters",
            "type your email into the password field",
            "Password field: required",
        ] {
            assert!(assigned(text).is_empty(), "{text}: {:?}", assigned(text));
        }
    }

    /// Found attacking the passphrase rules from outside: closing marks,
    /// words after, other separators and labels, glued prefixes.
    #[test]
    fn passphrases_survive_no_closing_mark_separator_or_glued_label() {
        for (text, secret) in [
            ("password: my dog cactus 2005!.", "my dog cactus 2005!."),
            (
                "the wifi password is cobalt.olive.eclipse.",
                "cobalt.olive.eclipse.",
            ),
            ("password: my dog cactus 2005!x", "my dog cactus 2005!x"),
            (
                "the wifi password is cobalt.olive.eclipse and the name is Home",
                "cobalt.olive.eclipse",
            ),
            (
                "Wi-Fi: Home / password: my dog cactus 2005!.",
                "my dog cactus 2005!.",
            ),
            ("password - my dog cactus 2005!", "my dog cactus 2005!"),
            (
                "username jdoe password open sesame 1991?",
                "open sesame 1991?",
            ),
            ("user jdoe pw open sesame 1991?", "open sesame 1991?"),
            (
                "passphrase = correct horse battery staple",
                "correct horse battery staple",
            ),
            ("мой пароль — Сибирь588&Пароль", "Сибирь588&Пароль"),
            ("le mot de passe est hunter2", "hunter2"),
            ("我的密码是hunter2secretX", "hunter2secretX"),
            (
                "the alarm password is lantern cobalt shadow planet granite",
                "lantern cobalt shadow planet granite",
            ),
            ("ATM PIN – 6910", "6910"),
            ("Your WhatsApp code: 127-663", "127-663"),
            (
                "BACKUP VERIFICATION CODES 9372 9976 8655 0552",
                "9372 9976 8655 0552",
            ),
            (
                &format!("{}password: hunter2secretX", "x".repeat(90)),
                "hunter2secretX",
            ),
        ] {
            let got = assigned(text);
            assert!(got.iter().any(|g| g.contains(secret)), "{text}: {got:?}");
        }
        // Controls: error messages in other languages, dates and titles,
        // a variable named for a password, a policy.
        for text in [
            "Passwort ist falsch",
            "contraseña es incorrecta",
            "hasło jest nieprawidłowe",
            "remote: Support for password authentication was removed on August 13, 2021.",
            "Password Manager Comparison 2024",
            "The password is in 1Password under 'Office Router'.",
            "Enter passphrase for key '/home/jane/.ssh/id_ed25519':",
            "env: - name: DB_PASSWORD valueFrom: secretKeyRef: name: db-credentials",
            "WARN Password policy updated: minimum length 12",
            "max_tokens: 4096",
            "the password is long and hard to guess",
            "postgres://user:password@localhost:5432/db",
            "area code 415-555",
        ] {
            assert!(assigned(text).is_empty(), "{text}: {:?}", assigned(text));
        }
    }

    #[test]
    fn keys_and_tokens_named_in_prose_lose_their_value() {
        for (text, secret) in [
            (
                "heroku auth:token → b5a42879-a165-415b-b5e3-87921db48d9c",
                "b5a42879-a165-415b-b5e3-87921db48d9c",
            ),
            (
                "the Snyk key for staging: 5e3030a4-fea0-4246-a389-4e4758b93476 (pls)",
                "5e3030a4-fea0-4246-a389-4e4758b93476",
            ),
            (
                "API key created — 24f79ff469be450f4c35b62124afd214",
                "24f79ff469be450f4c35b62124afd214",
            ),
        ] {
            assert_eq!(assigned(text), [secret], "{text}");
        }
        // Controls: what the words between name (an id, a fingerprint),
        // keys that unlock nothing, code and identifiers, a URL.
        for text in [
            "Key ID: 3AA5C34371567BD2",
            "ED25519 key fingerprint is SHA256:AUuwnV69F8jCpbOGdPGG9OpASYGAtzFbKUC",
            "primary key: 5e3030a4-fea0-4246-a389-4e4758b93476",
            "Object key: uploads/2024/img_4411.png",
            "let token = ProcessInfo.processInfo.environment[\"API_TOKEN\"]",
            "arn:aws:secretsmanager:us-east-1:729605449022:secret:prod/db/credentials-Nd2Qy5",
            "API key docs: https://platform.openai.com/docs/api-reference",
        ] {
            assert!(assigned(text).is_empty(), "{text}: {:?}", assigned(text));
        }
    }

    #[test]
    fn passphrases_after_a_password_label_lose_every_word() {
        for (text, secret) in [
            (
                "the wifi password is my dog cactus 2005!",
                "my dog cactus 2005!",
            ),
            (
                "Password: sierra maple raven kettle mango!",
                "sierra maple raven kettle mango!",
            ),
            (
                "username jdoe · password open sesame 1991? · Copy",
                "open sesame 1991?",
            ),
            (
                "the wifi password is cobalt.olive.eclipse",
                "cobalt.olive.eclipse",
            ),
            (
                "vault passphrase: raven-zinnia-vortex!",
                "raven-zinnia-vortex!",
            ),
            (
                "the server password is Сибирь588&Пароль btw",
                "Сибирь588&Пароль",
            ),
            ("Password StWghCXK Copy Reveal", "StWghCXK"),
            ("Password HHmnmh+p Copy Reveal", "HHmnmh+p"),
        ] {
            assert_eq!(assigned(text), [secret], "{text}");
        }
        // Controls: sentences about a password, a question, a host name,
        // and a phrase straight after the word inside a sentence.
        for text in [
            "your password is not working for me!",
            "the password is about to expire!",
            "what's the password for room 12?",
            "Password must be at least 12 characters!",
            "the password is on wiki.acme.internal",
            "I forgot the password my dog chewed 2005!",
            "the password is case-sensitive",
            "Password HelloWorld",
            "Password Manager Settings",
        ] {
            assert!(assigned(text).is_empty(), "{text}: {:?}", assigned(text));
        }
    }
}
