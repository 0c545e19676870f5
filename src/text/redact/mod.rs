//! Secret detection for every string the crate carries or renders.
//!
//! Rules are data: each has a name (reports count findings under it, never
//! with a value), a [`Family`], the literals one of which every match holds
//! (the prefilter), and a pattern whose group named `secret` (or, in an
//! alternative, `secret2` to `secret17`: a regex names a group once), when it has one
//! and it takes part, is what is removed (else the whole match). The
//! rules, by file:
//!
//! - **known formats** (`formats.rs`, one row each): a provider's token by
//!   its fixed prefix and body (`ghp_` and 36 base62 characters), found
//!   wherever it starts, also glued after letters, digits or `_`; formats
//!   without a prefix where a key names their provider
//!   (`DATADOG_API_KEY=<32 hex>`);
//! - **structures** (`structure.rs`, rows too): private-key blocks, JWTs,
//!   `Authorization` schemes and Digest parameters, URL userinfo, password
//!   hashes of every common kind, SQL `IDENTIFIED BY`/`PASSWORD '...'`,
//!   `ConvertTo-SecureString`, `.pgpass` lines, Go DSNs, config directives
//!   (`requirepass`), `.netrc`, network devices' keys in Cisco's, Juniper's
//!   and Huawei's words, a FIX Logon's password, what an engagement's
//!   tools print (dumped LSA secrets, a spray's results, mimikatz's
//!   hashes, crackers' lines, a capture's `PASS`, Impacket's targets),
//!   LoRaWAN keys, padlock combinations, password labels in about
//!   30 languages, one-time
//!   codes in prose, the shape people give a password to meet a policy
//!   (`Winter2024!`), what a command prints or sets when it is a secret
//!   (`pass show`, `dotnet user-secrets set`, `expect ... send`), a reset
//!   or invitation link's token, a session cookie, an authenticator's
//!   code alone on its line, a CloudFormation parameter's `NoEcho`
//!   default, a Gradle build's config field named as a secret, a
//!   hatch's padlock dials, the value an incident's write-up says
//!   leaked;
//! - **code rules**, each in its own file, their word lists data in
//!   `structure.rs`: assignments in every common syntax by the words of the
//!   key (`assign.rs`: env, shell, YAML, JSON, INI, TOML, PHP `=>` and
//!   `$cfg['x']`, Go `:=`, XML attributes, connection strings, query
//!   strings, `setenv K v`, prose like `the password is "..."`, a `value`
//!   after a `name` that names a secret, codes and PINs named in prose,
//!   recovery codes, security answers, passphrases after a password's
//!   label in any of those languages (`my dog cactus 2005!`,
//!   `cobalt.olive.eclipse`), a chat's answer to a question that names a
//!   password, a form's labels then their values, keys and tokens named in
//!   prose (`Snyk key
//!   for staging: <uuid>`)), the whole value removed however it is quoted; call arguments (`code.rs`: `smtp.login(u, "...")`,
//!   `define('DB_PASSWORD', '...')`); markup (`code.rs`:
//!   `<password>...</password>`, property lists, `name=`/`value=` pairs);
//!   command lines (`command.rs`: `--token x`, and the flags and positions
//!   of the commands that take a password, `mysql -pX`, `redis-cli -a X`,
//!   `smbclient -U u%X`, `echo X | sudo -S`; pppd's secrets file); tables
//!   and screens
//!   (`rows.rs`: a column headed by a secret's name, a password beside or
//!   under an email address, a value beside or under its label, past
//!   blank lines, a rule line, a reveal hint or a `Value` heading, a
//!   password with a symbol that is all of a line's value after a short
//!   label (`LIMS: Pelican@4455`), in an accessibility
//!   tree's text elements, and what a chat's reply gives alone when the
//!   message before asks for a code, a PIN or a password); payment
//!   cards (`cards.rs`); keys named by their provider anywhere on their
//!   line (`nearby.rs`: `Use <32 hex> for Cloudflare`);
//! - **generic** (`generic.rs`): a long random-looking token no rule names,
//!   a password manager's generated password in dash-joined groups
//!   (`hucdiq-3kyxRu-vyjmix`), a product key's groups, an app password
//!   in six groups of four beside a key's or a site's word, and a wallet's
//!   recovery phrase of BIP-39 words with no label (the English list,
//!   `bip39_english.txt`, from `bitcoin/bips`).
//!
//! A key's *last* words decide what it names (`words.rs`): `db_password`
//! and `session_id` hold secrets, `password_min_length`, `token_type` and
//! `secret_id` name properties of one. A value that is code or an example
//! is no secret: a reference (`${DB_PASSWORD}`, `process.env.X`,
//! `var.db_password`, `${{ secrets.X }}`), a call (`getpass()`, unless it
//! wraps a literal, `[]byte("...")`, or falls back to one, `|| "..."`), a
//! placeholder (`<your token>`, `YOUR_API_KEY`, `sk_live_xxxx`), a mask
//! (`••••a1b2`), a path to a secret file.
//!
//! # What is public
//!
//! Public material holds no secret for any rule: certificates and public
//! keys, `data:` payloads, checksum lines, ciphertext (age and PGP
//! armour, Ansible Vault, SOPS's `ENC[...]`, SealedSecrets'
//! `encryptedData`), mail signatures (DKIM, ARC). A token its provider
//! makes public is no secret either: publishable keys, SSH public keys,
//! Supabase's anon JWT (its claims say so), a Sentry DSN (Sentry's
//! documentation says it may be public), a reCAPTCHA site key, a Vault
//! token's accessor. The generic rule also leaves
//! what its context says is public: digests (`sha256:`, `integrity=
//! "sha384-..."`, `h1:`), commits (`commit 2ed2...`, `@<40 hex>`),
//! content-addressed paths, addresses, object ids (`cus_`, `chatcmpl-`),
//! forty lowercase hexadecimal digits no secret's name comes before (a
//! commit's id), `docker run`'s container id, checksums a command printed,
//! base64 that decodes to prose or to JSON with no secret inside (a
//! message body, a JWT's header, a page cursor), minisign public keys, a
//! JWK's public members, AWS unique ids, gpg fingerprints under their
//! key's line, and ids anywhere in a URL (a URL's credentials are its
//! userinfo and its named parameters, which the other rules read). The
//! rules that read a value by its shape alone (generic tokens, random
//! passwords, a password beside an email, a key named by its provider)
//! leave a table's cell whose column's header names an id or a digest
//! (`Tenant ID`, `SHA256`, `Request ID`); a release's checksums beside
//! their files' names, domain proofs (`google-site-verification=`, a
//! `<meta>` tag's), WireGuard peers, thumbprints (also a certificate's
//! `Cert:` and PowerShell's `Thumbprint` column under its rule of dashes),
//! serial numbers, Tailscale's node, machine and disco keys, a DKIM
//! record's key, an RSA public key's DER in base64, an analytics tag's id
//! in the snippet that loads it (`ttq.load('...')`) and Amazon's merchant
//! token are public too. A promotion's code (capitals and digits) on a
//! line that announces its discount (`Usa el código BLACKFRIDAY y ahorra
//! un 30%`) is printed for everyone.
//!
//! Notes that stand where a value would be are no value: blanks
//! (`____`), a phrase in brackets (`(set by user)`), where the secret is
//! kept or how it is given (`siehe Rückseite`, `SMS`, `<1Password>`), a
//! count, a date, a question, a value cut short (`123456:ABC...`,
//! `...765a39e`), a secret's name (`TENCENTCLOUD_SECRET_KEY`,
//! `postgres-password`), whether one is set (`Installed`, `Escrowed`,
//! `設定済み`, `blocked`), a state or a rule in its place in two dozen
//! languages (`abgelaufen`, `à définir`, `mínimo 14`), a length (`5
//! Ziffern`), a price, a mask in groups (`******-...-565279`), a key
//! file's Windows path, a command's switch (`-AsPlainText`), a status and
//! a mask (`[set] ******`), an account beside its masked password, and
//! the next field's label under an empty one.
//!
//! # A secret seen twice
//!
//! A found value is removed wherever the same text repeats it (a form's
//! `Confirm` field, an SMS's `@host #code` line), as a person who has read
//! it once knows it again; a value shorter than 12 characters only as a
//! whole word.
//!
//! # What the detector sees
//!
//! It runs on a normalised view of the text, mapped back to it: each
//! character in its compatibility form (NFKC: fullwidth `ｐａｓｓｗｏｒｄ＝`
//! reads `password=`), a digit of any script as its ASCII digit (`٤٨٢٩`
//! reads `4829`), combining marks, invisible characters (a zero-width
//! space, a soft hyphen, a bidirectional mark), blank symbols and
//! private-use characters dropped, and a table drawn in box-drawing characters as
//! ASCII draws it (`│` reads `|`, a rule `├────┼────┤` reads `+----+----+`,
//! as `psql` prints one). A finding in the view is removed from the text as
//! the person sees it; text with no finding comes back unchanged, so
//! fullwidth or accented text a person wrote is carried as written.
//! Accents are the other way round: the text is read as written, and the
//! patterns learn both spellings of every word of four letters or more
//! (`şifresi` matches `sifresi`, `κωδικός` `κωδικος`, `ajtó` `ajto`), so a
//! label typed without its accents is still the label, at no cost to a
//! text that has them. A shorter word keeps its accents: without them it
//! is often another word (Portuguese's `é`, is, and `e`, and).
//! So a zero-width space inside a token hides it from no rule, and the
//! finding removed takes the invisible characters inside it. Display
//! cleaning removes every invisible character before the detector runs
//! on every channel; [`redact`] leaves those outside a finding where they
//! are, so a host that shows the text calls
//! [`display_text`](crate::display::display_text), which cleans, detects
//! and then cuts.
//!
//! # Whole secrets only
//!
//! A finding is removed whole: a match is extended over the token
//! characters that follow it; a finding inside a URL
//! (`postgres://admin:pw@db/app`, a webhook URL, `https://...?sig=...`), a
//! connection string (`Endpoint=sb://...;SharedAccessKey=...`) or a bare
//! query string (`sv=...&sig=...`) takes the whole URL or string, since
//! its host, account and parameters are part of the same credential; and
//! findings that overlap or touch become one [`REDACTION_MARK`]. A known
//! format's token that a terminal or a pane wrapped onto the next line is
//! found on both lines: the text is read again with such line breaks
//! taken out (a line of 16 or more bytes ending in a run of token
//! characters, the next starting with one, not with an assignment), and
//! only findings that span a break, of a known format, are kept. An
//! accessibility tree flattened onto one line (a dump's `[StaticText]
//! "Password" [StaticText] "..."`, `XCUIElementTypeCell label="..."
//! value="..."`, a snapshot's `textbox "..." value="..."`) is read again
//! an element to a line, as the screen shows it, so the rules that read a
//! label's line and the line under it read the tree too; so are a
//! Markdown table flattened onto one line (a row to a line, so a column
//! headed `Door code` names its cells), the strings of a JSON array of
//! two or more (an OCR tool's `"lines": ["Password", "..."]`), and a
//! mail's quoted reply without its `>` marks. A JSON string
//! with an escape (a tool's `"value": "Kennwort\nZjYGAXYh"`, a call's
//! `\"` quotes) is read again on its own as the screen shows it: its
//! escapes decoded, an invisible character an escape spells dropped (as
//! display cleaning drops it), and the strings inside it decoded once
//! more for JSON inside a JSON string; a JSON array's strings inside it
//! are read a string to a line too, and a secret wrapped over a `\n`
//! escape is joined as a wrapped line is. Read as it is written, such a
//! string's `\n`, `\r` and `\t` end a finding (the next line's words and
//! the closing quote stay), since the decoded reading finds the secret
//! where the screen shows it. A cut at a length limit comes after
//! detection (`display`), so it never leaves part of a secret.
//!
//! # Measured
//!
//! On the corpora in `tests/data/secrets/`, written from published formats
//! and realistic text without reading these rules: recall 99.96% over 338
//! formats in up to eight contexts each (6,816 cases), 99.84% over 622
//! structural secrets; none of 1,972 benign strings changed. Twenty-two
//! held-out corpora written later by others gave 89.7%, 88.2%, 87.8%,
//! 87.6%, 90.1%, 90.2%, 91.4%, 91.4%, 92.6%, 90.3%, 88.2%, 87.3%, 88.1%,
//! 95.5%, 96.1%, 84.8%, 88.2%, 88.9%, 82.1%, 93.2%, 80.8% and 84.3%
//! recall at first sight, the last seventeen with 5.6%, 10.9%, 8.8%,
//! 4.2%, 10.4%, 3.3%, 7.1%, 10.3%, 33.5% (scanners' own negatives),
//! 0.73%, 5.6%, 13.3%, 0.73%, 5.7%, 13.2%, 3.0% and 0.27% false positives;
//! the latest six (BB to BG) 93.5%, 94.2%, 94.1%, 90.7%, 94.0% and 92.5%,
//! with 1.55%, 2.27%, 0%, 0.91%, 2.09% and 0.27% (README, "Secret
//! detection").
//! The harness is
//! `tests/detection.rs`; its negative controls (rules removed, an eager
//! rule added) are in this module's tests.
//!
//! # Cost
//!
//! The `regex` crate matches in time linear in the input, and every pattern
//! is compiled once, on first use. One walk of a keyword automaton (the
//! first characters of every rule's literals, `aho-corasick`'s DFA) picks
//! the rules a string can match (each match state's rules are listed once,
//! when the automaton is built, so a state the walk enters adds them with
//! no look at its keywords); only those run, and the generic rule
//! looks only at runs of 20 or more token characters. The walk is a chain
//! of dependent loads, one a byte, so a text of more than a few dozen
//! bytes is walked as four overlapping pieces in step, which the processor
//! runs side by side. The normalised view costs nothing for ASCII and one
//! table lookup for each other character of the common scripts.
//!
//! # Host rules
//!
//! A host adds its own formats with [`install_host_rules`], once, before
//! the first call that detects; they apply everywhere the built-in ones do.
//!
//! # Failing closed
//!
//! Every built-in pattern is compiled by a unit test, and a host's are
//! compiled before they are stored, so neither should fail at run time.
//! If one does all the same, the text it would have read (a text holding
//! its keywords) is withheld whole, reported under the rule's name; and
//! if the rule set cannot be built at all, every non-empty text is
//! withheld, reported as `detector_unavailable`. A broken build then
//! withholds too much, never carries what it could not check.

use std::borrow::Cow;
use std::collections::HashMap;

use aho_corasick::automaton::Automaton;
use aho_corasick::automaton::StateID;
use aho_corasick::dfa::DFA;
use aho_corasick::{Anchored, MatchKind};
use once_cell::sync::{Lazy, OnceCell};
use regex::Regex;
use serde::{Deserialize, Serialize};

use crate::vocab::wire_enum;

pub use crate::vocab::placeholder::REDACTION_MARK;

mod assign;
mod cards;
mod code;
mod command;
mod formats;
mod generic;
mod nearby;
mod rows;
mod structure;
mod view;
mod words;

pub(crate) use rows::is_rule_line as is_table_rule;

use view::View;

wire_enum! {
    /// What kind of secret a rule finds.
    #[non_exhaustive]
    pub enum Family {
        /// AI model providers' keys.
        Ai = "ai",
        /// Cloud and infrastructure providers' keys and tokens.
        Cloud = "cloud",
        /// Source-hosting tokens.
        SourceHosting = "source_hosting",
        /// Continuous integration and delivery tokens.
        CiCd = "ci_cd",
        /// Package-registry tokens.
        PackageRegistry = "package_registry",
        /// Payment and commerce keys.
        Payment = "payment",
        /// Messaging, mail and chat tokens and webhooks.
        Messaging = "messaging",
        /// Observability and analytics keys.
        Observability = "observability",
        /// Database and data-platform credentials.
        Database = "database",
        /// Other software-as-a-service tokens.
        Saas = "saas",
        /// Identity providers' secrets.
        Identity = "identity",
        /// Cryptocurrency and encryption keys.
        Crypto = "crypto",
        /// Private-key blocks.
        PrivateKey = "private_key",
        /// Secrets by where they stand: assignments, headers, URLs, flags, hashes.
        Structure = "structure",
        /// Random-looking tokens no rule names.
        Generic = "generic",
        /// A rule a host added.
        Host = "host",
    }
}

/// One built-in rule, as a row of a table.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RuleSpec {
    name: &'static str,
    family: Family,
    keywords: &'static [&'static str],
    pattern: &'static str,
    /// What a match must look like to count.
    body: Body,
}

/// What a rule's match must look like to count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Body {
    /// Anything the pattern matches.
    Any,
    /// Random (digits and both cases): for formats whose prefix is short
    /// and also starts ordinary words (`md-`, `key`).
    Random,
    /// Shaped as a secret, not as words ([`secret_shaped`]): for what an
    /// automation types and a code to redeem.
    Shaped,
    /// Shaped as a password a person or a generator made, not as a user's
    /// name ([`password_shaped`]): for a login's label, which names either.
    Password,
    /// A label's value, where the words before the label do not deny it
    /// one ([`structure::negated`]: `no tiene contraseña: solo hay que
    /// aceptar`).
    Told,
    /// A session's value, unless a UUID under a name that makes it a
    /// record's ([`words::names_session_record`]: `session_id=<UUID>` in
    /// a log line, a charging session's).
    Session,
    /// Shaped as a secret ([`secret_shaped`]) and not as a promotion's
    /// word and number ([`generic::is_coupon_shaped`], `SUMMER20`): a
    /// voucher's code that buys access.
    Redeemable,
    /// Characters spelled out between blanks: random as
    /// [`has_random_body`] reads them, or small letters and digits (a
    /// seat map's or a keyboard's capitals and digits are no token).
    Spelled,
    /// A network device's configured secret ([`words::configured`]).
    Configured,
    /// What an automation types, shaped as a secret, unless a comment on
    /// its line says it is a user's name ([`words::comment_names_user`])
    /// and it is shaped as one ([`words::names_a_user`]).
    Typed,
    /// A Wi-Fi network's key after its name ([`wifi_key_shaped`]).
    WifiKey,
    /// A combination lock's numbers with `/` or `.` between that no day,
    /// month and year fit ([`rows::is_calendar_date`]): `35/32/11`, not
    /// `14.10.21`.
    Dial,
    /// A code whose words, before its name or between the name and the
    /// digits, make it no public one ([`assign::public_code_word`]: not
    /// `error code 404 o`, `area code 212 o`), and no year.
    Unpublic,
    /// A value given in a mail's reply: shaped as a secret
    /// ([`secret_shaped`]), no measure (`2.4GHz`) and no ticket
    /// ([`is_ticket`]: `INC0012345`), or a code's four to
    /// eight digits that are no year and no clock's time.
    Replied,
    /// An alarm panel's code, not the number of a machine's alarm: its
    /// line names no machine and its readings ([`words::names_machine_alarm`]:
    /// `Turbine T04 stop 20:42, 10.0 m/s, alarm 8777`).
    Panel,
    /// A command's output, not a chat's time ([`rows::is_date`]): joined,
    /// a chat's lines put a message's time on a line of its own, under
    /// the command (`op read '...'` then `[23:05]`); nor a note that
    /// stands for it ([`structure::opens_parenthetical_note`]: `(output
    /// hidden)`), nor its error (`[ERROR] item not found`).
    Output,
}

/// A rule row.
const fn rule(
    name: &'static str,
    family: Family,
    keywords: &'static [&'static str],
    pattern: &'static str,
) -> RuleSpec {
    RuleSpec {
        name,
        family,
        keywords,
        pattern,
        body: Body::Any,
    }
}

/// A rule row whose matches count only with a random-looking body.
const fn random_rule(
    name: &'static str,
    family: Family,
    keywords: &'static [&'static str],
    pattern: &'static str,
) -> RuleSpec {
    rule(name, family, keywords, pattern).with_body(Body::Random)
}

impl RuleSpec {
    /// The row whose matches count only with the look `body` asks for
    /// (`rule(...).with_body(Body::Shaped)`: what an automation types, a
    /// code to redeem).
    const fn with_body(self, body: Body) -> Self {
        RuleSpec { body, ..self }
    }
}

/// A rule a host adds for its own token formats (an internal
/// `acme_live_...` key). Serde-readable, so a host can keep its rules in
/// configuration.
///
/// ```
/// use cu_projection::redact::HostRule;
///
/// let rule: HostRule = serde_json::from_str(
///     r#"{"name": "acme_live_key", "keywords": ["acme_live_"], "pattern": "acme_live_[A-Za-z0-9]{24}"}"#,
/// ).unwrap();
/// assert_eq!(rule.name, "acme_live_key");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HostRule {
    /// The name reports count findings under: `^[a-z][a-z0-9_]{0,63}$`,
    /// not a built-in rule's name.
    pub name: String,
    /// Literals one of which every match holds (compared case-insensitively),
    /// at least one: a string holding none of them never runs the pattern.
    pub keywords: Vec<String>,
    /// The pattern (`regex` crate syntax). A group named `secret` marks what
    /// is removed; without one, the whole match is.
    pub pattern: String,
}

/// Why host rules were not installed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// A rule's name is not `^[a-z][a-z0-9_]{0,63}$`, or is taken.
    #[error("host rule {index} has a name that is not a new snake_case name")]
    BadName {
        /// The rule's index in the list given.
        index: usize,
    },
    /// A rule has no keyword, or an empty one.
    #[error("host rule {index} needs at least one non-empty keyword")]
    NoKeyword {
        /// The rule's index in the list given.
        index: usize,
    },
    /// A rule's pattern does not compile, or can match the empty string.
    #[error("host rule {index} has a pattern that does not compile or matches nothing")]
    BadPattern {
        /// The rule's index in the list given.
        index: usize,
    },
    /// Host rules were installed already, or detection has run already in
    /// this process: the rule set a running host uses never changes.
    #[error("host rules can be installed once, before the first detection")]
    TooLate,
}

/// How a rule finds its matches.
#[derive(Debug)]
enum Kind {
    /// A regex; the `secret` group, if any, is what is removed.
    Pattern {
        source: Cow<'static, str>,
        regex: OnceCell<Regex>,
        secret_group: bool,
        body: Body,
    },
    /// A rule written as code.
    Code(Code),
}

/// The rules that need code, each in its own file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Code {
    /// An assignment whose key's words name a secret (`assign.rs`).
    Assignment,
    /// A call argument that holds a secret (`code.rs`).
    Argument,
    /// Markup text that holds a secret (`code.rs`).
    Markup,
    /// A command line's password (`command.rs`).
    CommandLine,
    /// A random-looking token (`generic.rs`).
    Generic,
    /// A password manager's generated password (`generic.rs`).
    GeneratedPassword,
    /// An application password in six groups of four with no label
    /// (`generic.rs`).
    GroupedPassword,
    /// A wallet's recovery phrase of BIP-39 words with no label
    /// (`generic.rs`).
    SeedPhrase,
    /// A generated password of letters, digits and symbols standing alone
    /// (`generic.rs`).
    RandomPassword,
    /// A table's column headed by a secret's name (`rows.rs`).
    Column,
    /// A password after or beside an email address (`rows.rs`).
    BesideEmail,
    /// An authenticator's code under its account's line (`rows.rs`).
    UnderAccount,
    /// An authenticator's code above its countdown (`rows.rs`).
    OverCountdown,
    /// A password notebook's lines of service, login and password
    /// (`rows.rs`).
    Notebook,
    /// A remote support tool's password or session code (`rows.rs`).
    RemoteSupport,
    /// What a sticky note by a screen holds (`rows.rs`).
    StickyNote,
    /// A password among a clipboard history's entries (`rows.rs`).
    Clipboard,
    /// A secret among a hand-over's items (`rows.rs`).
    HandOver,
    /// A password with a symbol, all of a line's value after a short
    /// label (`rows.rs`).
    AfterLabel,
    /// A code struck out and the one that replaces it (`assign.rs`).
    StruckOut,
    /// What `cat` printed of a file named as a secret's (`command.rs`).
    PrintedSecretFile,
    /// pppd's secrets file's entries under its name (`command.rs`).
    PppSecrets,
    /// A secret's value beside or below its label on a screen (`rows.rs`).
    BesideLabel,
    /// A key named by its provider on its line (`nearby.rs`).
    ProviderNamed,
    /// A payment card's number and security code (`cards.rs`).
    Card,
}

/// The code rules: name, family, the literals one of which the text must
/// hold for the rule to run (the prefilter), and the code.
const CODE_RULES: &[(&str, Family, &[&str], Code)] = &[
    // Its literals are every key word of `structure.rs`, added in `build`.
    (
        "secret_assignment",
        Family::Structure,
        &[],
        Code::Assignment,
    ),
    (
        "secret_argument",
        Family::Structure,
        // (And each call's name in `code::SECRET_ARGUMENTS`.)
        &[
            "otp", "pass", "pwd", "secret", "token", "key", "cred", "pin",
        ],
        Code::Argument,
    ),
    (
        "generated_password",
        Family::Structure,
        &["-"],
        Code::GeneratedPassword,
    ),
    // Keyed on the words a screen shows beside one (an item's `key`, a
    // site's name): a pass over every string's bytes would cost as much
    // as copying them.
    (
        "grouped_app_password",
        Family::Structure,
        &[
            "wordpress",
            "wp-",
            "wp_",
            "application",
            "app ",
            "key",
            "pass",
            "credential",
            "token",
            "secret",
        ],
        Code::GroupedPassword,
    ),
    // A phrase with no label of its own, on a screen that speaks of a
    // wallet, a phrase or a coin (`Notes\nwallet\n<words>`,
    // `fromPhrase("...")`). Without keywords it would read every text with
    // twelve words, a third of all redaction's time.
    (
        "unlabelled_seed_phrase",
        Family::Structure,
        &[
            "wallet",
            "phrase",
            "seed",
            "mnemonic",
            "crypto",
            "metamask",
            "ledger",
            "trezor",
            "exodus",
            "phantom",
            "bip39",
            "bip-39",
            "recovery",
            "backup",
            "bitcoin",
            "btc",
            "eth",
            "coin",
            "words",
            "fráze",
            "frase",
            "fraza",
            "frasa",
            "fras",
            "фраза",
            "φράση",
            "sætning",
            "lause",
            "ifade",
            "zin",
            "cụm từ",
            "วลี",
            "عبارة",
            "ביטוי",
            "フレーズ",
            "助记词",
            "助記詞",
            "구문",
            "문구",
        ],
        Code::SeedPhrase,
    ),
    // Its literals are the symbols it needs, added in `build`.
    (
        "random_password",
        Family::Structure,
        &[],
        Code::RandomPassword,
    ),
    // Its literals are the assignment rule's key words, added in `build`.
    ("secret_column", Family::Structure, &[], Code::Column),
    // Its literals are the assignment rule's key words, added in `build`.
    (
        "secret_beside_label",
        Family::Structure,
        &[],
        Code::BesideLabel,
    ),
    // Its literals are the providers' names, added in `build`.
    (
        "provider_named_key",
        Family::Structure,
        &[],
        Code::ProviderNamed,
    ),
    // Its literals are the words that name a card, added in `build`.
    ("payment_card", Family::Structure, &[], Code::Card),
    (
        "password_beside_email",
        Family::Structure,
        &["@"],
        Code::BesideEmail,
    ),
    (
        "password_notebook",
        Family::Structure,
        rows::NOTEBOOK_TITLE_WORDS,
        Code::Notebook,
    ),
    (
        "remote_support_code",
        Family::Structure,
        rows::REMOTE_SUPPORT_TOOLS,
        Code::RemoteSupport,
    ),
    (
        "sticky_note_password",
        Family::Structure,
        rows::STICKY_NOTE_WORDS,
        Code::StickyNote,
    ),
    (
        "clipboard_password",
        Family::Structure,
        rows::CLIPBOARD_WORDS,
        Code::Clipboard,
    ),
    (
        "struck_out_code",
        Family::Structure,
        &[
            "~",
            "<del>",
            "<s>",
            "<strike>",
            "(old)",
            "(alt)",
            "(ancien)",
            "(antiguo)",
            "(vecchio)",
            "(antigo)",
            "(старый)",
        ],
        Code::StruckOut,
    ),
    (
        "handover_list_secret",
        Family::Structure,
        rows::HANDOVER_WORDS,
        Code::HandOver,
    ),
    // Its literals are the symbols it needs, added in `build`.
    (
        "password_after_label",
        Family::Structure,
        &[],
        Code::AfterLabel,
    ),
    (
        "printed_secret_file",
        Family::Structure,
        &["cat ", "cat>", "tee ", "get-content ", "# /", "# ~"],
        Code::PrintedSecretFile,
    ),
    (
        "ppp_secrets_entry",
        Family::Structure,
        &["chap-secrets", "pap-secrets"],
        Code::PppSecrets,
    ),
    (
        "code_under_account",
        Family::Structure,
        &["@"],
        Code::UnderAccount,
    ),
    (
        "authenticator_countdown_code",
        Family::Structure,
        structure::AUTHENTICATOR_APPS,
        Code::OverCountdown,
    ),
    (
        "secret_markup",
        Family::Structure,
        &["</", "value"],
        Code::Markup,
    ),
    (
        "secret_command_line",
        Family::Structure,
        &[
            "-p",
            "--",
            "-u",
            "-a",
            "-w",
            "-k",
            "-n",
            "-s",
            // A Go tool's single-dash flag (`consul kv get -token=...`).
            "-token",
            // A Java system property (`-Dclient.secret=...`), named by its
            // last part.
            "-D",
            "/p:",
            "htpasswd",
            "net ",
            "nmcli",
            "wpa_passphrase",
            "rclone",
            "alias",
            "chpasswd",
        ],
        Code::CommandLine,
    ),
];

#[derive(Debug)]
struct Rule {
    name: &'static str,
    family: Family,
    kind: Kind,
}

/// Which rules may run: the full set for free text, or all but the generic
/// rule for host-minted identifiers (hosts often mint random-looking ids).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    Text,
    Identifier,
}

/// The compiled rule set of this process.
struct Detector {
    rules: Vec<Rule>,
    /// Every keyword, ASCII-case-insensitive, with the upper-case and
    /// title-case forms of the others (`ПАРОЛЬ`, `Пароль`).
    keywords: DFA,
    /// For each of the automaton's match states, the rules its keywords
    /// select, at [`MatchStates::index`].
    /// (`None` at a place no match state has.)
    by_state: Vec<Option<Vec<usize>>>,
    /// How a match state's id finds its place in `by_state`.
    match_states: MatchStates,
    /// Rules that run whatever the keywords (the generic rule).
    always: Vec<usize>,
    /// The length in bytes of the longest keyword in the automaton.
    longest_keyword: usize,
    /// Set when the rule set could not be built: every text is withheld.
    unavailable: bool,
    /// The automaton's keywords, by pattern index.
    #[cfg(test)]
    literals: Vec<String>,
}

/// How many characters of each keyword the automaton matches.
const KEYWORD_PREFIX: usize = 4;

/// How many pieces of a long text the keyword automaton walks side by side.
const LANES: usize = 4;

/// Fewest bytes in each piece: shorter texts are walked in one.
const LANE_MIN: usize = 8;

/// The generic rule's name.
const GENERIC: &str = "generic_token";

static HOST_RULES: OnceCell<Vec<(String, Vec<String>, String)>> = OnceCell::new();

static DETECTOR: Lazy<Detector> = Lazy::new(|| {
    let host = HOST_RULES.get_or_init(Vec::new);
    build(host, &|_| true).unwrap_or_else(|_| {
        // Host rules are checked before they are stored, and built-in ones
        // by a unit test; a failure here would mean neither ran. Fall back
        // to the built-in rules rather than detect nothing.
        // If even they fail, fail closed: every text is withheld.
        build(&[], &|_| true).unwrap_or_else(|_| unavailable_detector())
    })
});

/// The rule named in a report when no detector could be built.
const UNAVAILABLE: &str = "detector_unavailable";

/// A detector that finds every non-empty text whole: what runs when the
/// rule set cannot be built, so that a broken build withholds too much
/// rather than carrying secrets.
fn unavailable_detector() -> Detector {
    Detector {
        rules: Vec::new(),
        keywords: DFA::new(Vec::<&str>::new()).expect("an empty automaton"),
        by_state: Vec::new(),
        match_states: MatchStates::default(),
        always: Vec::new(),
        longest_keyword: 0,
        unavailable: true,
        #[cfg(test)]
        literals: Vec::new(),
    }
}

fn pattern_rule(name: &'static str, family: Family, source: Cow<'static, str>, body: Body) -> Rule {
    let secret_group = SECRET_GROUPS
        .iter()
        .any(|g| source.contains(&format!("(?P<{g}>")));
    Rule {
        name,
        family,
        kind: Kind::Pattern {
            source,
            regex: OnceCell::new(),
            secret_group,
            body,
        },
    }
}

/// Compiles the built-in rules that `keep` keeps (all, but for the
/// negative controls in the tests) and `host` ((name, keywords, pattern)).
fn build(
    host: &[(String, Vec<String>, String)],
    keep: &dyn Fn(&str) -> bool,
) -> Result<Detector, aho_corasick::BuildError> {
    let mut rules = Vec::new();
    let mut keyed: Vec<(Vec<String>, usize)> = Vec::new();
    let mut always = Vec::new();
    for spec in formats::FORMATS
        .iter()
        .chain(structure::STRUCTURES)
        .filter(|s| keep(s.name))
    {
        // A rule with no literal (its pattern starts with a class) runs on
        // every string: its regex's own search is cheaper than a keyword
        // that every text holds (`:`, `.`).
        if spec.keywords.is_empty() {
            always.push(rules.len());
        }
        keyed.push((
            spec.keywords.iter().map(|k| k.to_string()).collect(),
            rules.len(),
        ));
        rules.push(pattern_rule(
            spec.name,
            spec.family,
            structure::expand(spec.pattern),
            spec.body,
        ));
    }
    for &(name, family, keywords, code) in CODE_RULES.iter().filter(|r| keep(r.0)) {
        let mut keywords: Vec<String> = keywords.iter().map(|k| k.to_string()).collect();
        match code {
            Code::Assignment | Code::Column => {
                keywords.extend(structure::key_word_literals().map(str::to_owned))
            }
            // (And a device's name a code stands beside: `ops tablet,766398`.)
            Code::BesideLabel => keywords.extend(
                structure::key_word_literals()
                    .chain(rows::PIN_DEVICE_WORDS.iter().copied())
                    .map(str::to_owned),
            ),
            Code::CommandLine => keywords.extend(command::literals().map(str::to_owned)),
            Code::Argument => keywords.extend(code::SECRET_ARGUMENTS.iter().map(|&(callee, _)| {
                // (A dotted callee by its first name: `jwt` of `jwt.sign`.)
                callee.split('.').next().unwrap_or(callee).to_owned()
            })),
            Code::ProviderNamed => {
                keywords.extend(nearby::PROVIDERS.iter().map(|w| (*w).to_owned()))
            }
            Code::Card => keywords.extend(
                cards::CARD_WORDS
                    .iter()
                    .chain(cards::EXPIRY_LITERALS)
                    .map(|w| (*w).to_owned()),
            ),
            Code::AfterLabel => keywords.extend(
                rows::LABELED_PASSWORD_SYMBOLS
                    .iter()
                    .map(|&b| char::from(b).to_string()),
            ),
            Code::RandomPassword => keywords.extend(
                generic::PASSWORD_SYMBOLS
                    .iter()
                    .map(|&b| char::from(b).to_string()),
            ),
            _ => {}
        }
        keyed.push((keywords, rules.len()));
        rules.push(Rule {
            name,
            family,
            kind: Kind::Code(code),
        });
    }
    if keep(GENERIC) {
        always.push(rules.len());
        rules.push(Rule {
            name: GENERIC,
            family: Family::Generic,
            kind: Kind::Code(Code::Generic),
        });
    }
    for (name, keywords, pattern) in host {
        keyed.push((
            keywords.iter().map(|k| k.to_lowercase()).collect(),
            rules.len(),
        ));
        // Installed once per process: the name lives as long as the rules.
        let name: &'static str = Box::leak(name.clone().into_boxed_str());
        rules.push(pattern_rule(
            name,
            Family::Host,
            Cow::Owned(pattern.clone()),
            Body::Any,
        ));
    }
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut literals: Vec<String> = Vec::new();
    let mut by_keyword: Vec<Vec<usize>> = Vec::new();
    for (keywords, rule) in keyed {
        for k in keywords {
            // ASCII case is folded by the automaton; other scripts' case
            // by listing the forms a person writes.
            let k = view::as_read(&k);
            let mut forms = vec![k.to_lowercase()];
            let bare = view::without_accents(&k).to_lowercase();
            if !forms.contains(&bare) {
                forms.push(bare);
            }
            if !k.is_ascii() {
                let mut chars = k.chars();
                let title: String = chars
                    .next()
                    .into_iter()
                    .flat_map(char::to_uppercase)
                    .chain(chars)
                    .collect();
                forms.extend([k.to_uppercase(), title]);
            }
            for form in forms {
                // The automaton holds each keyword's first characters only:
                // a smaller automaton stays in cache, and a text holding a
                // whole keyword holds its start (more rules may run, none
                // fewer).
                let form: String = form.chars().take(KEYWORD_PREFIX).collect();
                let i = *index.entry(form.clone()).or_insert_with(|| {
                    literals.push(form);
                    by_keyword.push(Vec::new());
                    by_keyword.len() - 1
                });
                by_keyword[i].push(rule);
            }
        }
    }
    // The DFA itself, not `AhoCorasick`: its overlapping search is then
    // compiled for this automaton rather than dispatched at every byte.
    let keywords = DFA::builder()
        .ascii_case_insensitive(true)
        .match_kind(MatchKind::Standard)
        .build(&literals)?;
    let (by_state, match_states) = rules_by_state(&keywords, &literals, &by_keyword);
    Ok(Detector {
        rules,
        keywords,
        by_state,
        match_states,
        always,
        longest_keyword: literals.iter().map(String::len).max().unwrap_or(0),
        unavailable: false,
        #[cfg(test)]
        literals,
    })
}

/// Where a match state's rules are: the automaton's state ids are spaced
/// evenly (a row of transitions each), so `(id - first) >> shift` numbers
/// its match states densely.
#[derive(Default)]
struct MatchStates {
    first: usize,
    shift: u32,
}

impl MatchStates {
    fn index(&self, sid: StateID) -> usize {
        sid.as_usize().wrapping_sub(self.first) >> self.shift
    }
}

/// For each match state of `dfa` (built from `literals`), the rules its
/// keywords select (each keyword's rules in `by_keyword`), once each: a
/// walk that enters the state adds them with no look at its keywords.
fn rules_by_state(
    dfa: &DFA,
    literals: &[String],
    by_keyword: &[Vec<usize>],
) -> (Vec<Option<Vec<usize>>>, MatchStates) {
    // The automaton's states are its keywords' prefixes: a walk along
    // every keyword from the start enters each of them.
    let Ok(start) = dfa.start_state(Anchored::No) else {
        return (Vec::new(), MatchStates::default());
    };
    let mut matches: Vec<StateID> = literals
        .iter()
        .flat_map(|k| {
            k.bytes().scan(start, |sid, byte| {
                *sid = dfa.next_state(Anchored::No, *sid, byte);
                Some(*sid)
            })
        })
        .filter(|&sid| dfa.is_match(sid))
        .collect();
    matches.sort_unstable();
    matches.dedup();
    let first = matches.iter().map(|s| s.as_usize()).min().unwrap_or(0);
    // The largest power of two that every match state's distance from the
    // first is a multiple of.
    let shift = matches
        .iter()
        .map(|s| s.as_usize() - first)
        .filter(|&d| d > 0)
        .map(usize::trailing_zeros)
        .min()
        .unwrap_or(0);
    let places = MatchStates { first, shift };
    let mut by_state = vec![
        None;
        matches
            .iter()
            .map(|&s| places.index(s) + 1)
            .max()
            .unwrap_or(0)
    ];
    for sid in matches {
        let rules = by_state[places.index(sid)].get_or_insert_with(Vec::new);
        for i in 0..dfa.match_len(sid) {
            rules.extend(&by_keyword[dfa.match_pattern(sid, i).as_usize()]);
        }
        rules.sort_unstable();
        rules.dedup();
    }
    (by_state, places)
}

/// Installs the host's own rules next to the built-in ones, for every later
/// detection in this process: the projection, the approval summary, key
/// names in errors, and every rendering.
///
/// Call it once, at start-up, before anything detects: the rule set a
/// running host uses never changes under it, so a second call, or a call
/// after the first detection, is [`RuleError::TooLate`]. Rules are checked
/// first; a bad one installs nothing.
pub fn install_host_rules(rules: Vec<HostRule>) -> Result<(), RuleError> {
    let builtin: Vec<&str> = rule_names().collect();
    let mut checked = Vec::with_capacity(rules.len());
    for (index, r) in rules.into_iter().enumerate() {
        let b = r.name.as_bytes();
        let name_ok = (1..=64).contains(&b.len())
            && b[0].is_ascii_lowercase()
            && b.iter()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_')
            && !builtin.contains(&r.name.as_str())
            && !checked
                .iter()
                .any(|(n, _, _): &(String, _, _)| *n == r.name);
        if !name_ok {
            return Err(RuleError::BadName { index });
        }
        if r.keywords.is_empty() || r.keywords.iter().any(String::is_empty) {
            return Err(RuleError::NoKeyword { index });
        }
        match pattern(&r.pattern) {
            Ok(re) if !re.is_match("") => {}
            _ => return Err(RuleError::BadPattern { index }),
        }
        checked.push((r.name, r.keywords, r.pattern));
    }
    if Lazy::get(&DETECTOR).is_some() {
        return Err(RuleError::TooLate);
    }
    HOST_RULES.set(checked).map_err(|_| RuleError::TooLate)
}

/// The names of the built-in rules (see [`rules`] for the host's as well).
pub fn rule_names() -> impl Iterator<Item = &'static str> {
    formats::FORMATS
        .iter()
        .chain(structure::STRUCTURES)
        .map(|r| r.name)
        .chain(CODE_RULES.iter().map(|r| r.0))
        .chain([GENERIC])
}

/// Every rule's name and family, host rules included (this compiles the
/// rule set, so it is a detection for [`install_host_rules`]).
pub fn rules() -> Vec<(&'static str, Family)> {
    DETECTOR.rules.iter().map(|r| (r.name, r.family)).collect()
}

/// The result of redacting one string.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Redacted<'a> {
    /// The string with each finding replaced by [`REDACTION_MARK`];
    /// borrowed when nothing was found.
    pub text: Cow<'a, str>,
    /// The names of the rules that fired, sorted and without repeats.
    pub rules: Vec<&'static str>,
}

/// Redacts secrets in `s` with every rule.
///
/// ```
/// use cu_projection::redact::redact;
///
/// let r = redact("curl -H 'Authorization: Bearer c2Vy9QmX4tLp8RwK' https://api.example.com");
/// assert_eq!(r.text, "curl -H 'Authorization: Bearer [redacted]' https://api.example.com");
/// assert!(r.rules.contains(&"authorization_header"));
///
/// // Glued after an identifier, in fullwidth, inside a quoted value: found whole.
/// assert_eq!(redact("id_ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5b").text, "id_[redacted]");
/// assert_eq!(redact("ｐａｓｓｗｏｒｄ＝hunter2").text, "ｐａｓｓｗｏｒｄ＝[redacted]");
/// assert_eq!(redact(r#"DB_PASSWORD="p@ss word" ./run"#).text, r#"DB_PASSWORD="[redacted]" ./run"#);
///
/// // Identifiers a host mints are left alone, and come back borrowed.
/// assert!(matches!(redact("obs-7").text, std::borrow::Cow::Borrowed("obs-7")));
/// ```
pub fn redact(s: &str) -> Redacted<'_> {
    DETECTOR.redact(s, Scope::Text)
}

/// The lazy DFA's cache for one pattern, per thread: four times the
/// regex crate's 2 MiB default. The readings' patterns compile to tens of
/// thousands of NFA states; with the default cache their DFA filled and
/// was cleared on every long line, and the matcher fell back to the much
/// slower PikeVM: 20,000 lines of source text took 3.7 times as long,
/// 20,000 six-line chunks 6.3 times, and the redaction bench's screens of
/// this crate's source 14 times. Memory grows only as states are built:
/// the same runs' peak resident size grew by at most a sixth.
const DFA_CACHE_BYTES: usize = 8 << 20;

/// Compiles one of the detector's patterns, built-in or a host's, with the
/// cache above, as it reads the view ([`view::for_view`]: a label typed
/// without its accents is the label; `\d` and `\s` are ASCII's, as the
/// view's digits and spaces are).
pub(super) fn pattern(source: &str) -> Result<Regex, regex::Error> {
    regex::RegexBuilder::new(&view::for_view(source))
        .dfa_size_limit(DFA_CACHE_BYTES)
        .build()
}

/// [`redact`] with the rules that apply to a host-minted identifier: known
/// formats and structure, not the generic rule.
pub(crate) fn redact_identifier(s: &str) -> Redacted<'_> {
    DETECTOR.redact(s, Scope::Identifier)
}

/// A set of small integers (rule and keyword indexes) on the stack, in `N`
/// words. An index beyond its room always counts as present, so a rule set
/// that outgrows it runs more rules, never fewer.
struct Bits<const N: usize>([u64; N]);

impl<const N: usize> Bits<N> {
    const ROOM: usize = N * 64;

    fn new() -> Self {
        Bits([0; N])
    }

    /// Adds `i` (beyond the room, it is present already).
    fn insert(&mut self, i: usize) {
        if i < Self::ROOM {
            self.0[i / 64] |= 1u64 << (i % 64);
        }
    }

    /// The members, ascending, then every index beyond the room.
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(w, &bits)| {
                let mut bits = bits;
                std::iter::from_fn(move || {
                    (bits != 0).then(|| {
                        let i = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        w * 64 + i
                    })
                })
            })
            .chain(Self::ROOM..)
    }
}

/// Room for rule indexes (512 built-in rules, and a host's hundred or
/// more).
type RuleBits = Bits<10>;

/// Names a pattern's secret may go by, one per alternative (a regex names
/// a group once).
const SECRET_GROUPS: &[&str] = &[
    "secret", "secret2", "secret3", "secret4", "secret5", "secret6", "secret7", "secret8",
    "secret9", "secret10", "secret11", "secret12", "secret13", "secret14", "secret15", "secret16",
    "secret17",
];

/// Most distinct findings whose repeats are looked for: each look is one
/// pass over the text.
const MAX_REPEATED: usize = 32;

/// Fewest characters of a found value whose repeats are looked for.
const MIN_REPEATED_LEN: usize = 4;

/// Adds the other places a found value appears in `text` as findings of
/// the same rule: a person who has read a secret once knows it again (a
/// form's `Confirm` field, an SMS's `@host #code` line, a password said
/// twice). A short value counts only as a whole word, not inside one.
fn repeats(text: &str, findings: &mut Vec<Finding>) {
    let mut values: Vec<(&str, &'static str)> = Vec::new();
    for f in findings.iter() {
        let value = text[f.start..f.end].trim();
        if value.chars().count() >= MIN_REPEATED_LEN && !values.iter().any(|v| v.0 == value) {
            values.push((value, f.rule));
        }
        if values.len() == MAX_REPEATED {
            break;
        }
    }
    let alnum = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    for (value, rule) in values {
        let whole_word = value.chars().count() < 12;
        for (start, _) in text.match_indices(value) {
            let end = start + value.len();
            let inside = whole_word
                && (alnum(text[..start].chars().next_back()) || alnum(text[end..].chars().next()));
            let known = findings.iter().any(|f| f.start < end && start < f.end);
            if !inside && !known {
                findings.push(Finding { start, end, rule });
            }
        }
    }
}

/// A finding: a byte range of the view and the rule that found it.
struct Finding {
    start: usize,
    end: usize,
    rule: &'static str,
}

impl Detector {
    fn redact<'a>(&self, s: &'a str, scope: Scope) -> Redacted<'a> {
        let nothing = || Redacted {
            text: Cow::Borrowed(s),
            rules: Vec::new(),
        };
        if self.unavailable && !s.is_empty() {
            return Redacted {
                text: Cow::Borrowed(REDACTION_MARK),
                rules: vec![UNAVAILABLE],
            };
        }
        let view = View::of(s);
        let mut findings = self.find(view.text(), scope);
        self.find_wrapped(view.text(), scope, &mut findings);
        // The text cut into the lines a screen shows, each read again a
        // line at a time (`rows.rs` cuts it): an accessibility tree
        // flattened onto one line (`textbox "WLAN-Passwort" value="..."`),
        // a Markdown table flattened onto one (`| Unit | Door code |
        // |---|---| | Loft 1B | 498935 |`, so a column's header names its
        // cells), the strings of a JSON array (an OCR tool's `"lines":
        // ["Password", "V6LRUikF"]`), a mail's quoted reply without its `>`
        // marks.
        let t = view.text();
        self.find_in_cut(t, rows::elements(t), scope, &mut findings);
        self.find_in_cut(t, rows::flattened_table_rows(t), scope, &mut findings);
        self.find_in_cut(t, rows::string_array_lines(t), scope, &mut findings);
        self.find_in_cut(t, rows::unquoted_lines(t), scope, &mut findings);
        let escaped = holds_escaped_json(t);
        if escaped || !findings.is_empty() && t.contains("\":") {
            // A finding that starts inside a JSON string, after its first
            // character, is a secret in the string's words (`{"note":
            // "vault_code = 8496", "b": 2}`): it ends where the string
            // does, its closing quote and the keys after it kept.
            // Read as it is written, a JSON string's `\n` is two letters
            // glued to the words around it, so a finding there runs on
            // over the escape into the next line's words or starts at its
            // `n`. The string read with its escapes decoded finds the
            // secret where the screen shows it.
            let strings: Vec<(usize, usize)> = JSON_STRING
                .find_iter(t)
                .map(|m| (m.start(), m.end()))
                .collect();
            for f in &mut findings {
                f.end = within_string(t, &strings, f.start, f.end);
                if escaped {
                    (f.start, f.end) = within_escapes(t, &strings, f.start, f.end);
                }
            }
            findings.retain(|f| f.start < f.end);
            if escaped {
                self.find_unescaped(t, scope, &mut findings);
            }
        }
        if findings.is_empty() {
            return nothing();
        }
        // A generic finding that overlaps a rule's own finding yields to it:
        // the rule knows where the secret starts (`id_[redacted]`, not
        // `[redacted]`).
        let specific: Vec<(usize, usize)> = findings
            .iter()
            .filter(|f| f.rule != GENERIC)
            .map(|f| (f.start, f.end))
            .collect();
        findings.retain(|f| {
            f.rule != GENERIC || !specific.iter().any(|&(s, e)| f.start < e && s < f.end)
        });
        // Public material (certificates, public keys, `data:` payloads,
        // checksum lines) holds no secret, whatever a pattern finds in it.
        let public = generic::public_material(view.text());
        findings.retain(|f| !public.iter().any(|&(s, e)| s <= f.start && f.end <= e));
        // A promotion's code on a line that announces its discount is
        // printed for everyone.
        let promotions = generic::promotion_lines(view.text());
        findings.retain(|f| {
            !(generic::is_coupon_shaped(&view.text()[f.start..f.end])
                && promotions.iter().any(|&(s, e)| s <= f.start && f.end <= e))
        });
        repeats(view.text(), &mut findings);
        // A finding that ends in a group of digits goes on over the groups
        // of the same width after it (`7173 7577 8317 9328 3617`, a router's
        // key read in fives).
        for f in &mut findings {
            f.end = digit_groups_end(view.text(), f.start, f.end);
            f.end = token_groups_end(view.text(), f.start, f.end);
            (f.start, f.end) = wrapped(view.text(), f.start, f.end);
        }
        // A finding inside a URL, a connection string or a query string
        // takes the whole of it: the rest (host, account, other
        // parameters) belongs to the same credential.
        let enclosures = structure::enclosures(view.text());
        for f in &mut findings {
            for &(start, end) in &enclosures {
                if f.start < end && start < f.end {
                    f.start = f.start.min(start);
                    f.end = f.end.max(end);
                }
            }
        }
        findings.sort_by_key(|f| (f.start, f.end));
        // Overlapping or touching findings are one secret.
        let mut merged: Vec<(usize, usize)> = Vec::new();
        let mut rules = Vec::new();
        for f in &findings {
            rules.push(f.rule);
            match merged.last_mut() {
                Some(last) if f.start <= last.1 => last.1 = last.1.max(f.end),
                _ => merged.push((f.start, f.end)),
            }
        }
        let mut out = String::with_capacity(s.len());
        let mut at = 0;
        for (start, end) in merged {
            let (from, to) = view.original(start, end);
            if from < at {
                continue;
            }
            out.push_str(&s[at..from]);
            out.push_str(REDACTION_MARK);
            at = to;
        }
        out.push_str(&s[at..]);
        rules.sort_unstable();
        rules.dedup();
        Redacted {
            text: Cow::Owned(out),
            rules,
        }
    }

    /// [`Detector::find_in_lines`] for the pieces a cut of `text` found,
    /// if any: most texts hold none, and are passed over without a call
    /// (the bench's instructions grew 7% with a call a cut).
    #[inline(always)]
    fn find_in_cut(
        &self,
        text: &str,
        pieces: Vec<(usize, usize)>,
        scope: Scope,
        findings: &mut Vec<Finding>,
    ) {
        if !pieces.is_empty() {
            self.find_in_lines(text, &pieces, scope, findings);
        }
    }

    /// Findings in the pieces `pieces` of `text` read one to a line.
    #[inline(never)]
    fn find_in_lines(
        &self,
        text: &str,
        pieces: &[(usize, usize)],
        scope: Scope,
        findings: &mut Vec<Finding>,
    ) {
        // The pieces one to a line, and for each byte the byte of `text`
        // (a line break, the next piece's first).
        let mut lined = String::with_capacity(text.len());
        let mut map = Vec::with_capacity(text.len());
        for &(start, end) in pieces {
            if !lined.is_empty() {
                lined.push('\n');
                map.push(start);
            }
            lined.push_str(&text[start..end]);
            map.extend(start..end);
        }
        for f in self.find(&lined, scope) {
            findings.push(Finding {
                start: map[f.start],
                end: map[f.end - 1] + 1,
                rule: f.rule,
            });
        }
    }

    /// Findings in a JSON string's text as its escapes spell it (a tool's
    /// `"value": "TeamViewer\nKennwort\nZjYGAXYh"` is `Kennwort` above
    /// `ZjYGAXYh` on the screen it reads; `\"` quotes inside a call's
    /// arguments): each string with an escape is read again on its own,
    /// with `\n`, `\t`, `\r`, `\"`, `\\`, `\/` and `\uXXXX` decoded,
    /// as the detector reads any text (invisible characters dropped,
    /// compatibility forms read); and the strings inside it again, for JSON
    /// inside a JSON string. Only a text that holds JSON's keys (`":`,
    /// `\":`) is read so: a Windows path's `\n` elsewhere is no line
    /// break.
    fn find_unescaped(&self, text: &str, scope: Scope, findings: &mut Vec<Finding>) {
        for (decoded, map) in escaped_strings(text, 2) {
            let view = View::of(&decoded);
            // (An OCR tool's lines inside the string too: `"{\"lines\":
            // [\"Password\", \"x\"]}"`; and a secret the screen wrapped,
            // its halves either side of a `\n`.)
            let mut found = self.find(view.text(), scope);
            self.find_wrapped(view.text(), scope, &mut found);
            let lines = rows::string_array_lines(view.text());
            self.find_in_cut(view.text(), lines, scope, &mut found);
            for f in &mut found {
                f.end = digit_groups_end(view.text(), f.start, f.end);
                (f.start, f.end) = wrapped(view.text(), f.start, f.end);
            }
            for f in found {
                let (start, end) = view.original(f.start, f.end);
                if start < end {
                    findings.push(Finding {
                        start: map[start].0,
                        end: map[end - 1].1,
                        rule: f.rule,
                    });
                }
            }
        }
    }

    /// Findings in a token a terminal or a pane wrapped onto the next
    /// line (`sk_live_7e9387fcf2b1f0` then `29ad56a9f5...`): the text is
    /// read again with each such line break taken out, and a finding that
    /// spans one is kept, over both lines.
    #[inline(always)]
    fn find_wrapped(&self, text: &str, scope: Scope, findings: &mut Vec<Finding>) {
        let breaks = wrap_points(text);
        if !breaks.is_empty() {
            self.find_across(text, &breaks, Join::Wrap, scope, findings);
        }
        // A shell's string continued with `\` on the next line (`export
        // X="cd0e...\` then `eeff..."`) is one word to the shell: read
        // whole, by every rule.
        let breaks = continuation_points(text);
        if !breaks.is_empty() {
            self.find_across(text, &breaks, Join::Continuation, scope, findings);
        }
    }

    /// [`Detector::find_wrapped`] over the line breaks `breaks` of `text`.
    #[inline(never)]
    fn find_across(
        &self,
        text: &str,
        breaks: &[(usize, usize)],
        join: Join,
        scope: Scope,
        findings: &mut Vec<Finding>,
    ) {
        // The joined text, and for each of its bytes the byte of `text`.
        let mut joined = String::with_capacity(text.len());
        let mut map = Vec::with_capacity(text.len());
        let mut at = 0;
        let mut joins = Vec::with_capacity(breaks.len());
        for &(from, to) in breaks {
            joined.push_str(&text[at..from]);
            map.extend(at..from);
            joins.push(joined.len());
            at = to;
        }
        joined.push_str(&text[at..]);
        map.extend(at..text.len());
        // Only a known format's token: structures and the generic rule
        // read two lines joined as one value (a label and the line under
        // it, two digests).
        let known_format = |name: &str| {
            self.rules
                .iter()
                .find(|r| r.name == name)
                .is_some_and(|r| !matches!(r.family, Family::Structure | Family::Generic))
        };
        // A token glued inside the word that ends a line is no wrap's
        // (`malicious` then a digest: `cious7ade...` read as crates.io's
        // `cio` token): a wrapped token starts a word, or its piece
        // before the break holds more than letters.
        let inside_word = |start: usize, join: usize| {
            joined[..start].ends_with(|c: char| c.is_ascii_alphabetic())
                && joined[start..join].bytes().all(|b| b.is_ascii_alphabetic())
        };
        // Nor does a word that goes on in words start a wrapped token's
        // piece (`AKIAIOSFODNN7EXAMPLE` then `Default region name`): the
        // next line is prose.
        // (Nor a chat's next speaker, a capitalised name: `Ndeye 19:48:
        // AKIAIOSFODNN7EXAMPLE` then `Nelly 20:34: ...`.)
        let prose_after = |join: usize, end: usize| {
            let piece = &joined[join..end];
            let name = piece.starts_with(|c: char| c.is_ascii_uppercase())
                && piece.bytes().skip(1).all(|b| b.is_ascii_lowercase());
            piece.bytes().all(|b| b.is_ascii_alphabetic())
                && (joined[end..]
                    .strip_prefix(' ')
                    .is_some_and(|r| r.starts_with(|c: char| c.is_alphabetic()))
                    || name && !joined[end..].starts_with(|c: char| c.is_alphanumeric()))
        };
        for f in self.find(&joined, scope) {
            let spans = joins.iter().find(|&&j| f.start < j && j < f.end);
            let kept = match join {
                Join::Wrap => {
                    spans.is_some_and(|&j| !inside_word(f.start, j) && !prose_after(j, f.end))
                        && known_format(f.rule)
                }
                Join::Continuation => spans.is_some(),
            };
            if kept {
                findings.push(Finding {
                    start: map[f.start],
                    end: map[f.end - 1] + 1,
                    rule: f.rule,
                });
            }
        }
    }

    fn find(&self, text: &str, scope: Scope) -> Vec<Finding> {
        match self.selected(text) {
            // A built unanchored automaton always has a start state; if
            // not, every rule runs.
            Err(_) => self.run(text, scope, 0..self.rules.len()),
            Ok(None) => self.run(text, scope, self.always.iter().copied()),
            Ok(Some(rules)) => {
                let count = self.rules.len();
                self.run(text, scope, rules.iter().take_while(|&r| r < count))
            }
        }
    }

    /// The rules `text`'s keywords select, with the ones that run
    /// whatever the keywords; `None` when it holds no keyword (only those
    /// run).
    #[inline(always)]
    fn selected(&self, text: &str) -> Result<Option<RuleBits>, aho_corasick::MatchError> {
        // Most strings hold no rule's literal: one scan, no allocation.
        // Rules seen, as bits on the stack.
        let mut rules = RuleBits::new();
        let mut hit = false;
        // A state that ends keywords selects all their rules (overlapping
        // matches).
        self.walk(text.as_bytes(), |sid| {
            hit = true;
            match self.by_state.get(self.match_states.index(sid)) {
                Some(Some(selected)) => selected.iter().for_each(|&r| rules.insert(r)),
                // (A match state the build did not list: every rule.)
                _ => (0..self.rules.len()).for_each(|r| rules.insert(r)),
            }
        })?;
        if !hit {
            return Ok(None);
        }
        for &r in &self.always {
            rules.insert(r);
        }
        Ok(Some(rules))
    }

    /// Walks the keyword automaton over `bytes`, calling `on_match` with
    /// each match state it enters.
    ///
    /// Each step depends on the one before, so one walk runs at the speed
    /// of a memory load per byte. A longer text is walked as [`LANES`]
    /// pieces in step, each from the start state, so the processor runs
    /// their loads side by side. Each piece reads on `longest_keyword - 1`
    /// bytes past its own part, so the set of keywords found is the set
    /// one walk finds.
    fn walk(
        &self,
        bytes: &[u8],
        on_match: impl FnMut(StateID),
    ) -> Result<(), aho_corasick::MatchError> {
        self.walk_overlapping(bytes, self.longest_keyword.saturating_sub(1), on_match)
    }

    /// [`Detector::walk`] with lanes that read `back` bytes past their
    /// part (a parameter for the test's negative control).
    fn walk_overlapping(
        &self,
        bytes: &[u8],
        back: usize,
        mut on_match: impl FnMut(StateID),
    ) -> Result<(), aho_corasick::MatchError> {
        let dfa = &self.keywords;
        let start = dfa.start_state(Anchored::No)?;
        // Lane `l` starts at `l * part` and reads `part + back` bytes, the
        // last one on to the end: a keyword that starts in a lane's part
        // is wholly inside its walk, and every lane reads as many bytes in
        // step with the others.
        let part = bytes.len().saturating_sub(back) / LANES;
        let (lanes, rest) = if part < LANE_MIN {
            (None, bytes)
        } else {
            let lanes: [&[u8]; LANES] =
                std::array::from_fn(|l| &bytes[l * part..l * part + part + back]);
            (Some(lanes), &bytes[LANES * part + back..])
        };
        let mut sids = [start; LANES];
        if let Some(lanes) = lanes {
            for i in 0..part + back {
                let mut special = false;
                for (sid, lane) in sids.iter_mut().zip(lanes) {
                    *sid = dfa.next_state(Anchored::No, *sid, lane[i]);
                    special |= dfa.is_special(*sid);
                }
                if special {
                    sids.iter()
                        .filter(|&&sid| dfa.is_match(sid))
                        .for_each(|&sid| on_match(sid));
                }
            }
        }
        // Fewer than LANES bytes after the lanes (the last lane's), or the
        // whole of a short text.
        // (A copy, not a reference into `sids`: through a reference each
        // step stored the state and loaded it back.)
        let mut sid = sids[if lanes.is_some() { LANES - 1 } else { 0 }];
        for &byte in rest {
            sid = dfa.next_state(Anchored::No, sid, byte);
            if dfa.is_special(sid) && dfa.is_match(sid) {
                on_match(sid);
            }
        }
        Ok(())
    }

    /// The findings of the rules at `candidates` in `text`.
    fn run(
        &self,
        text: &str,
        scope: Scope,
        candidates: impl IntoIterator<Item = usize>,
    ) -> Vec<Finding> {
        let mut findings = Vec::new();
        for i in candidates {
            let rule = &self.rules[i];
            let mut found = |start: usize, end: usize| {
                if start < end
                    && !structure::after_document_code_name(text, start)
                    && !structure::in_public_initializer(text, start, end)
                    && !structure::in_store_reference(text, start, end)
                    && !structure::numbers_a_step(text, start, end)
                    && !structure::is_setting(text, start, end)
                    && !cards::is_tail(text, start, end)
                    && !cards::is_test_number(text, start, end)
                {
                    findings.push(Finding {
                        start,
                        end,
                        rule: rule.name,
                    });
                }
            };
            match &rule.kind {
                Kind::Pattern {
                    source,
                    regex,
                    secret_group,
                    body,
                } => {
                    // Patterns are constants or checked host rules. One
                    // that failed to compile all the same fails closed:
                    // the text it would have read is withheld whole.
                    let Ok(re) = regex.get_or_try_init(|| pattern(source)) else {
                        found(0, text.len());
                        continue;
                    };
                    // Most texts a rule runs on hold no match: asking first
                    // costs no allocation, as captures would.
                    if !re.is_match(text) {
                        continue;
                    }
                    for c in re.captures_iter(text) {
                        // A pattern with alternatives may match where its
                        // `secret` group takes no part: the whole match is
                        // the secret then.
                        let secret = SECRET_GROUPS.iter().find_map(|g| c.name(g));
                        // A group that ends inside a token (a key longer
                        // than its format says) goes on to the token's end.
                        let (start, end) = match secret.filter(|_| *secret_group) {
                            Some(m) if m.end() > m.start() && is_token_byte(text, m.end() - 1) => {
                                let end = extend_token(text, m.end());
                                // (Not a format of another length read
                                // inside a pod's digest: `Plaid: <40
                                // digits>` in a Podfile.lock.)
                                if end > m.end() && structure::in_checksum_list(text, m.start()) {
                                    continue;
                                }
                                (m.start(), end)
                            }
                            Some(m) => (m.start(), m.end()),
                            None => {
                                let m = c.get(0).expect("group 0 is the match");
                                (m.start(), extend_token(text, m.end()))
                            }
                        };
                        // An example (`ghp_XXXX...`, `Bearer <token>`) or a
                        // reference (`$GITHUB_TOKEN`) is no secret. In a
                        // URL's userinfo, a value shaped like a public key
                        // is the password (`postgres://u:pk_live_...@db`).
                        let userinfo = text[end..].starts_with('@')
                            && text[..start]
                                .rsplit(char::is_whitespace)
                                .next()
                                .is_some_and(|t| t.contains("://") && t.ends_with(':'));
                        let example = if userinfo {
                            structure::is_reference_or_placeholder(&text[start..end])
                        } else {
                            structure::is_reference_or_marker(&text[start..end])
                        } || structure::opens_bracketed_note(&text[start..]);
                        // A value the name before it calls an id
                        // (`TWITCH_CLIENT_ID=...`, where a provider's
                        // pattern reads any name after the provider's),
                        // public, or search-only (Algolia's key for a
                        // site's search box): public.
                        let named_id = secret.is_some_and(|m| {
                            let before =
                                &text[c.get(0).map_or(m.start(), |w| w.start())..m.start()];
                            let name = before.trim_end_matches(|ch: char| !ch.is_alphanumeric());
                            // (A key's separator between, not a prefix
                            // glued on: `id_"..."`.)
                            before[name.len()..].contains(['=', ':'])
                                && (name
                                    .rsplit(|ch: char| !ch.is_alphanumeric())
                                    .next()
                                    .is_some_and(|w| w.eq_ignore_ascii_case("id"))
                                    && !words::names_secret_id(name)
                                    || words::names_public_key(name))
                        });
                        let counts = match body {
                            Body::Any => true,
                            Body::Random => has_random_body(&text[start..end]),
                            Body::Shaped => secret_shaped(&text[start..end]),
                            Body::Redeemable => {
                                secret_shaped(&text[start..end])
                                    && !generic::is_coupon_shaped(&text[start..end])
                            }
                            Body::Spelled => {
                                let s: String =
                                    text[start..end].chars().filter(|c| *c != ' ').collect();
                                has_random_body(&s)
                                    || !s.bytes().any(|b| b.is_ascii_uppercase())
                                        && s.bytes().any(|b| b.is_ascii_digit())
                                        && s.bytes().any(|b| b.is_ascii_lowercase())
                            }
                            Body::Configured => {
                                let from = c.get(0).map_or(start, |m| {
                                    m.start() + m.as_str().find(char::is_alphabetic).unwrap_or(0)
                                });
                                words::configured(&text[..from], &text[start..end])
                                    && !words::default_community(&text[..start], &text[start..end])
                            }
                            Body::Typed => {
                                let v = &text[start..end];
                                // (A password typed into a record's
                                // field is still one.)
                                // (A record's number is short: a long
                                // random run typed there is a ticket that
                                // signs in, CAS's or Kerberos'.)
                                secret_shaped(v)
                                    && (!words::typed_into_record_field(&text[..start])
                                        || password_shaped(v)
                                        || v.len() > MAX_RECORD_NUMBER)
                                    && !(words::names_a_user(v)
                                        && (words::comment_names_user(&text[end..])
                                            || words::tab_then_password(&text[end..])))
                            }
                            Body::Password => password_shaped(&text[start..end]),
                            Body::WifiKey => wifi_key_shaped(&text[start..end]),
                            Body::Dial => {
                                // (Spaced, `15 / 31 / 37`, as compact.)
                                let compact: String = text[start..end].split([' ', '\t']).collect();
                                !rows::is_calendar_date(&compact)
                            }
                            Body::Replied => {
                                let v = &text[start..end];
                                let number = v.trim_end_matches(|c: char| c.is_ascii_alphabetic());
                                let measure = number.len() < v.len()
                                    && number.bytes().all(|b| b.is_ascii_digit() || b == b'.');
                                let code = (4..=8).contains(&v.len())
                                    && v.bytes().all(|b| b.is_ascii_digit())
                                    && !assign::is_year(v)
                                    && assign::is_code_not_clock(v);
                                secret_shaped(v) && !measure && !is_ticket(v) || code
                            }
                            Body::Output => {
                                let v = &text[start..end];
                                // (Nor the command's error: `[ERROR] item
                                // not found`.)
                                let error = ["[error]", "error:", "error "].iter().any(|e| {
                                    v.get(..e.len()).is_some_and(|h| h.eq_ignore_ascii_case(e))
                                });
                                !rows::is_date(v.trim_matches(['[', ']', ' ']))
                                    && !structure::opens_parenthetical_note(v)
                                    && !error
                            }
                            Body::Panel => {
                                let line = text[..start].rfind('\n').map_or(0, |n| n + 1);
                                !words::names_machine_alarm(&text[line..start])
                            }
                            Body::Unpublic => {
                                let from = c.get(0).map_or(start, |m| {
                                    m.start() + m.as_str().find(char::is_alphabetic).unwrap_or(0)
                                });
                                let before = text[..from].split_whitespace().next_back();
                                let words = text[from..start].split_whitespace().skip(1);
                                !before
                                    .into_iter()
                                    .chain(words)
                                    .map(str::to_lowercase)
                                    .any(|w| assign::public_code_word(&w))
                                    && !assign::is_year(&text[start..end])
                            }
                            Body::Told => !c
                                .get(0)
                                .is_some_and(|m| structure::negated(&text[..m.start()])),
                            Body::Session => {
                                !text[start..end]
                                    .split_once('=')
                                    .is_some_and(|(name, value)| {
                                        generic::is_uuid(value)
                                            && words::names_session_record(
                                                name,
                                                &text[..start],
                                                &text[end..],
                                            )
                                    })
                            }
                        };
                        // Where it is kept is no value, a note's first
                        // word and words after it (`Passwort: in Tresor
                        // Büro`, `пароль: in 1Password, vault ...`); a
                        // secret after the note's word is the value
                        // (`Passwort: in 4xK9!q`): the finding goes on
                        // over it.
                        let (counts, example, end) = match body {
                            Body::Told => match told_after_note(text, start, end) {
                                Some(Some(to)) => (counts, false, to),
                                Some(None) => (false, example, end),
                                None => (counts, example, end),
                            },
                            _ => (counts, example, end),
                        };
                        // A label's value unquoted goes on as a passphrase's
                        // words (`Passwort: purple elephant`), as an
                        // assignment's does.
                        let end = match body {
                            Body::Told if !text[..start].ends_with(['"', '\'']) => {
                                let line_end =
                                    text[end..].find('\n').map_or(text.len(), |n| end + n);
                                assign::passphrase_at(text, start, line_end)
                                    .map_or(end, |(_, to)| end.max(to))
                            }
                            _ => end,
                        };
                        // A known format's prefix read inside a DNA
                        // read (`...CCACCACCCGATT...` holds AWS's `ACCA`):
                        // no provider draws a key from four letters. (A
                        // label's value is its label's, whatever it looks
                        // like.)
                        let sequence = !matches!(rule.family, Family::Structure | Family::Host)
                            && generic::is_nucleotide_run(&text[start..end]);
                        if counts
                            && !example
                            && !named_id
                            && !sequence
                            && !is_length(text, start, end)
                        {
                            found(start, end);
                        }
                    }
                }
                Kind::Code(Code::Assignment) => assign::assignments(text, &mut found),
                Kind::Code(Code::Argument) => code::arguments(text, &mut found),
                Kind::Code(Code::Markup) => code::markup(text, &mut found),
                Kind::Code(Code::CommandLine) => command::command_lines(text, &mut found),
                Kind::Code(Code::Generic) if scope == Scope::Text => {
                    generic::tokens(text, &mut unless_public_column(text, &mut found))
                }
                Kind::Code(Code::Generic) => {}
                Kind::Code(Code::GeneratedPassword) => {
                    generic::generated_passwords(text, &mut found)
                }
                Kind::Code(Code::GroupedPassword) => {
                    generic::grouped_app_passwords(text, &mut found)
                }
                Kind::Code(Code::RandomPassword) => {
                    generic::random_passwords(text, &mut unless_public_column(text, &mut found))
                }
                Kind::Code(Code::SeedPhrase) => generic::seed_phrases(text, &mut found),
                Kind::Code(Code::Column) => rows::columns(text, &mut found),
                Kind::Code(Code::BesideEmail) => {
                    rows::beside_email(text, &mut unless_public_column(text, &mut found))
                }
                Kind::Code(Code::UnderAccount) => rows::under_account(text, &mut found),
                Kind::Code(Code::OverCountdown) => rows::over_countdown(text, &mut found),
                Kind::Code(Code::Notebook) => rows::notebook(text, &mut found),
                Kind::Code(Code::RemoteSupport) => rows::remote_support(text, &mut found),
                Kind::Code(Code::StickyNote) => rows::sticky_notes(text, &mut found),
                Kind::Code(Code::Clipboard) => rows::clipboard_entries(text, &mut found),
                Kind::Code(Code::HandOver) => rows::handover_items(text, &mut found),
                Kind::Code(Code::AfterLabel) => {
                    rows::password_after_label(text, &mut unless_public_column(text, &mut found))
                }
                Kind::Code(Code::StruckOut) => assign::struck_out_codes(text, &mut found),
                Kind::Code(Code::PrintedSecretFile) => command::printed_files(text, &mut found),
                Kind::Code(Code::PppSecrets) => command::ppp_secrets(text, &mut found),
                Kind::Code(Code::BesideLabel) => {
                    rows::label_blocks(text, &mut found);
                    rows::beside_label(text, &mut unless_public_column(text, &mut found))
                }
                Kind::Code(Code::ProviderNamed) => {
                    nearby::provider_keys(text, &mut unless_public_column(text, &mut found))
                }
                Kind::Code(Code::Card) => cards::cards(text, &mut found),
            }
        }
        findings
    }
}

/// For a label's value that is a note's first word (`in`, `see`,
/// `vault`): `None` when it is not one or ends its line; `Some(Some(end))`
/// when the next word, the line's last, is shaped as a secret and holds a
/// digit, which the value then runs on over; `Some(None)` otherwise (where
/// the secret is kept, no value).
fn told_after_note(text: &str, start: usize, end: usize) -> Option<Option<usize>> {
    if !structure::is_note_word(&text[start..end]) {
        return None;
    }
    let line = text[end..].split('\n').next().unwrap_or("");
    // (Nothing after it on its line: the label's reading goes on as before,
    // to the next line's value.)
    line.split_whitespace().next()?;
    Some(structure::secret_after_note(line).map(|(_, to)| end + to))
}

/// `found`, but not for a value in a table's column whose header names it
/// public (`Tenant ID`, `SHA256`): asked by the rules that read a value
/// by its shape alone.
fn unless_public_column<'a>(
    text: &'a str,
    found: &'a mut impl FnMut(usize, usize),
) -> impl FnMut(usize, usize) + 'a {
    let mut seen = rows::TableSeen::default();
    move |start, end| {
        if !rows::in_public_column(text, start, &mut seen) {
            found(start, end);
        }
    }
}

/// Most wrapped lines a text is read again for.
const MAX_WRAPS: usize = 64;

/// The line breaks inside a wrapped token, as byte ranges (`\n` or
/// `\r\n`): a line of at least [`MIN_WRAPPED_LINE`] bytes that ends in a
/// run of eight or more token characters, then a line that starts with
/// four or more. A label above its value (`Password` then `hunter2`) is
/// a short line and no wrap.
#[inline]
fn wrap_points(text: &str) -> Vec<(usize, usize)> {
    // A wrapped line, its break and the next line's four: most texts are
    // shorter, and are passed over before a call.
    if text.len() < MIN_WRAPPED_LINE + 5 {
        return Vec::new();
    }
    wrap_points_of_long(text)
}

/// [`wrap_points`] of a text long enough to hold a wrap.
#[inline(never)]
fn wrap_points_of_long(text: &str) -> Vec<(usize, usize)> {
    let token = |b: u8| {
        b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'+' | b'/' | b'=' | b'%' | b'.')
    };
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut line_start = 0;
    let mut quoted_printable = None;
    for i in memchr::memchr_iter(b'\n', b) {
        let end = if i > 0 && b[i - 1] == b'\r' { i - 1 } else { i };
        // (Asked from the cheapest: most line breaks are no wrap.)
        let ends_in_token = || {
            b[line_start..end]
                .iter()
                .rev()
                .take(8)
                .take_while(|&&c| token(c))
                .count()
                == 8
        };
        let starts_token = || b[i + 1..].iter().take(4).take_while(|&&c| token(c)).count() == 4;
        // A line that starts an assignment (`AWS_SECRET_ACCESS_KEY=...`,
        // `aws_secret_access_key = ...`, `export AWS_...=`) is a line of
        // its own.
        let assigns = || {
            let keyword = ["export ", "set ", "setx "]
                .iter()
                .find(|k| b[i + 1..].starts_with(k.as_bytes()))
                .map_or(0, |k| k.len());
            let name = b[i + 1 + keyword..]
                .iter()
                .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'_')
                .count();
            let blanks = b[i + 1 + keyword + name..]
                .iter()
                .take_while(|&&c| c == b' ' || c == b'\t')
                .count();
            name > 0 && matches!(b.get(i + 1 + keyword + name + blanks), Some(b'=' | b':'))
        };
        // A table's rows, not a wrapped line: the line and the next hold
        // as many of its separators (a CSV's `,`, a TSV's tab).
        let row = |sep: u8| {
            let next_end = memchr::memchr(b'\n', &b[i + 1..]).map_or(b.len(), |n| i + 1 + n);
            let before = memchr::memchr_iter(sep, &b[line_start..end]).count();
            before > 0 && before == memchr::memchr_iter(sep, &b[i + 1..next_end]).count()
        };
        if end - line_start >= MIN_WRAPPED_LINE
            && ends_in_token()
            && starts_token()
            && !assigns()
            && !row(b',')
            && !row(b'\t')
        {
            // A mail's quoted-printable body ends a line it broke with `=`
            // (a soft break), which is no part of the token.
            let soft = b[end - 1] == b'='
                && *quoted_printable
                    .get_or_insert_with(|| text.to_ascii_lowercase().contains("quoted-printable"));
            out.push((if soft { end - 1 } else { end }, i + 1));
            if out.len() == MAX_WRAPS {
                break;
            }
        }
        line_start = i + 1;
    }
    out
}

/// How [`Detector::find_across`] joins lines: a wrap a screen made, which
/// only a known format's token may span (a label and the line under it
/// are no one value); or a shell's continuation, which the shell itself
/// joins.
#[derive(Clone, Copy)]
enum Join {
    Wrap,
    Continuation,
}

/// Where a line ends in a shell's `\` inside a double-quoted string
/// (`"cd0e...\` then `eeff..."`): the `\` and its line break, which the
/// shell takes out. The string must close on a later line.
fn continuation_points(text: &str) -> Vec<(usize, usize)> {
    // A string continued holds two pieces, a backslash, a break and its
    // quotes: most texts are shorter, or hold no backslash, and are
    // passed over before a call.
    if text.len() < MIN_CONTINUED || memchr::memchr(b'\\', text.as_bytes()).is_none() {
        return Vec::new();
    }
    continuation_points_of_long(text)
}

/// The fewest bytes a continued string holds: two pieces of eight, a
/// backslash, a line break and two quotes.
const MIN_CONTINUED: usize = 20;

/// [`continuation_points`] of a text that may hold one.
#[inline(never)]
fn continuation_points_of_long(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut line_start = 0;
    // Whether a double-quoted string is open where a line starts.
    let mut open = false;
    for i in memchr::memchr_iter(b'\n', b) {
        // (A Windows file's lines end `\r\n`.)
        let end = if i > line_start && b[i - 1] == b'\r' {
            i - 1
        } else {
            i
        };
        let line = &b[line_start..end];
        let quotes = line.iter().filter(|&&c| c == b'"').count();
        let open_at_end = open ^ (quotes % 2 == 1);
        if open_at_end && line.ends_with(b"\\") {
            out.push((end - 1, i + 1));
            if out.len() == MAX_WRAPS {
                break;
            }
        }
        open = open_at_end;
        line_start = i + 1;
    }
    // (A string that never closes is no shell's word.)
    if open ^ (b[line_start..].iter().filter(|&&c| c == b'"').count() % 2 == 1) {
        out.clear();
    }
    out
}

/// Whether a text holds JSON (a key's `":`, or an escaped one's `\":`)
/// with an escape in a string (`\n`, `\"`, `\t`, `\u`, `\\`). (A key, a colon
/// and an escape are more than a short id's bytes, which most texts are.)
fn holds_escaped_json(t: &str) -> bool {
    t.len() >= MIN_ESCAPED
        && memchr::memchr(b'\\', t.as_bytes()).is_some()
        && ["\\n", "\\\"", "\\t", "\\u", "\\\\"]
            .iter()
            .any(|e| t.contains(e))
        && (t.contains("\":") || t.contains("\\\":"))
}

/// The end of a finding `start..end` that starts inside one of the JSON
/// strings `strings` after its first character: at most the string's
/// closing quote. (A finding that starts where its string does is the
/// string's whole value, its name outside, and keeps its own end.)
fn within_string(text: &str, strings: &[(usize, usize)], start: usize, end: usize) -> usize {
    let bytes = text.as_bytes();
    // (A JSON value's string: after a key's `:`, or in an array; not a
    // quote in prose that a JSON text elsewhere holds, `Note "password:
    // Xy9"Qz!77"`.)
    let value = |s: usize| text[..s].trim_end().ends_with([':', '[', ',', '{']);
    let Some(&(_, string_end)) = strings
        .iter()
        .find(|&&(s, e)| s + 1 < start && start < e && value(s))
    else {
        return end;
    };
    let mut end = end.min(string_end - 1);
    // (Nor the backslash of an escaped quote: JSON inside the string,
    // `\"PIN: 7291\"`.)
    if end > start && escapes(bytes, end - 1) && bytes.get(end) == Some(&b'"') {
        end -= 1;
    }
    end
}

/// Whether the byte at `at` is a backslash that escapes the byte after
/// it: an odd run of backslashes ends there.
fn escapes(bytes: &[u8], at: usize) -> bool {
    bytes[..=at]
        .iter()
        .rev()
        .take_while(|&&b| b == b'\\')
        .count()
        % 2
        == 1
}

/// `start..end` of `text`, a JSON text, narrowed to the escapes of white
/// space it holds inside the JSON strings `strings` (the ones read again
/// decoded): a finding that starts inside a string, after its first
/// character (`"Wi-Fi password: X\nplease keep"`), ends before a `\n`,
/// `\r` or `\t` after it, and starts after one it starts in (at its
/// letter). A finding that starts where its string does is the string's
/// whole value, its name outside (`"password": "Tr0ub4\ndor&3x"`): the
/// decoded string alone names nothing, so it is kept whole. A backslash
/// an escaped backslash is (`C:\\new`) escapes nothing, and an escape in
/// a string a screen's line break cut (a key block's line wrapped) is
/// left: no decoded reading takes that string over.
fn within_escapes(
    text: &str,
    strings: &[(usize, usize)],
    start: usize,
    end: usize,
) -> (usize, usize) {
    let bytes = text.as_bytes();
    let is_blank_escape =
        |at: usize| matches!(bytes.get(at + 1), Some(b'n' | b'r' | b't')) && escapes(bytes, at);
    // The string the finding starts in, if it starts after the string's
    // opening quote and first character.
    let Some(&(string_start, _)) = strings.iter().find(|&&(s, e)| s + 1 < start && start < e)
    else {
        return (start, end);
    };
    // (Leading blanks and escapes of a value: `"password": " \nX"`.)
    let leading = bytes[string_start + 1..start]
        .iter()
        .enumerate()
        .all(|(i, &b)| {
            let at = string_start + 1 + i;
            b == b' ' || is_blank_escape(at) || at > 0 && is_blank_escape(at - 1)
        });
    if leading {
        return (start, end);
    }
    let mut start = start;
    if is_blank_escape(start - 1) {
        start += 1;
    }
    let end = (start..end).find(|&at| is_blank_escape(at)).unwrap_or(end);
    (start, end.max(start))
}

/// The strings of a JSON text that hold an escape, decoded, each with the
/// byte range of `text` each of its bytes came from; then, `depth` levels
/// down, the strings inside them (JSON inside a JSON string).
fn escaped_strings(text: &str, depth: usize) -> Vec<(String, Vec<(usize, usize)>)> {
    let mut out = Vec::new();
    for c in JSON_STRING.captures_iter(text) {
        let Some(inner) = c.name("inner") else {
            continue;
        };
        if !inner.as_str().contains('\\') {
            continue;
        }
        let (decoded, map) = unescape(inner.as_str());
        let map: Vec<(usize, usize)> = map
            .iter()
            .map(|&(s, e)| (inner.start() + s, inner.start() + e))
            .collect();
        if depth > 1 && holds_escaped_json(&decoded) {
            for (deeper, inner_map) in escaped_strings(&decoded, depth - 1) {
                let composed = inner_map
                    .iter()
                    .map(|&(s, e)| (map[s].0, map[e - 1].1))
                    .collect();
                out.push((deeper, composed));
            }
        }
        out.push((decoded, map));
    }
    out
}

/// A JSON string literal: its content between the quotes.
static JSON_STRING: Lazy<Regex> =
    Lazy::new(|| pattern(r#""(?P<inner>(?:[^"\\\n]|\\.)*)""#).expect("a valid pattern"));

/// Fewest bytes of a text with a JSON key and an escape in a string
/// (`{"a":"b\nc"}`).
const MIN_ESCAPED: usize = 10;

/// `text` with JSON's string escapes decoded, and for each byte of the
/// result the byte range of `text` it came from. An escape that decodes
/// to no character (a lone surrogate's `\ud800`, an unknown `\q`) is
/// kept as written; one that spells an invisible character is dropped.
fn unescape(text: &str) -> (String, Vec<(usize, usize)>) {
    let mut out = String::with_capacity(text.len());
    let mut map = Vec::with_capacity(text.len());
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let decoded = if c == '\\' {
            match chars.peek().map(|&(_, n)| n) {
                Some('n') => Some(('\n', 2)),
                Some('t') => Some(('\t', 2)),
                Some('r') => Some(('\r', 2)),
                Some('"') => Some(('"', 2)),
                Some('\\') => Some(('\\', 2)),
                Some('/') => Some(('/', 2)),
                Some('u') => text
                    .get(at + 2..at + 6)
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .and_then(char::from_u32)
                    .map(|c| (c, 6)),
                _ => None,
            }
        } else {
            None
        };
        let (c, mut width) = decoded.unwrap_or((c, c.len_utf8()));
        // A terminal's escape an escape spells (`\u001b[33m`): its sequence
        // goes with it, as display text drops it whole.
        if decoded.is_some() && c == '\u{1b}' {
            let rest = &text[at + width..floor_char_boundary(text, at + width + 32)];
            let spelled = format!("\u{1b}{rest}");
            if let Some(m) = crate::vocab::names::INVISIBLE
                .find(&spelled)
                .filter(|m| m.start() == 0)
            {
                width += m.end() - 1;
            }
        }
        // A character an escape spells that a screen draws as nothing
        // (`\u200b`) is dropped, as display text drops it.
        if !(decoded.is_some() && crate::vocab::names::is_invisible(c)) {
            out.push(c);
            map.resize(out.len(), (at, at + width));
        }
        // Skip the escape's other characters.
        while chars.peek().is_some_and(|&(next, _)| next < at + width) {
            chars.next();
        }
    }
    (out, map)
}

/// Fewest bytes of a line a terminal or a pane wraps (a phone's card
/// wraps a key after 20 or so).
const MIN_WRAPPED_LINE: usize = 16;

/// The character boundary at or before `at` (clamped to the text): where a
/// bounded look ahead may cut a text.
fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Whether a match looks random: digits and both cases, or (one random
/// body in a hundred of 28 letters has no digit: `GOCSPX-WDavjzjQaK...`)
/// twenty letters or more whose capitals fall as no words' do: four or
/// more after a small letter, and two or more runs of capitals
/// (`ClassNameForTheParser` has one capital to a word). For formats whose
/// prefix is short and also starts ordinary words (`md-`, `key`).
pub(super) fn has_random_body(s: &str) -> bool {
    let upper = s.bytes().any(|b| b.is_ascii_uppercase());
    let lower = s.bytes().any(|b| b.is_ascii_lowercase());
    let digit = s.bytes().any(|b| b.is_ascii_digit());
    let letters_random = || {
        let b = s.as_bytes();
        let humps = b
            .windows(2)
            .filter(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase())
            .count();
        let capital_runs = b
            .windows(3)
            .filter(|w| {
                !w[0].is_ascii_uppercase() && w[1].is_ascii_uppercase() && w[2].is_ascii_uppercase()
            })
            .count()
            + usize::from(b.len() >= 2 && b[0].is_ascii_uppercase() && b[1].is_ascii_uppercase());
        s.len() >= 20 && humps >= 4 && capital_runs >= 2
    };
    upper && lower && (digit || letters_random())
}

/// Whether `text[start..end]` is a length a policy gives, one to three
/// digits and their unit after them (`Mot de passe : 12 caractères
/// minimum`), not a value.
fn is_length(text: &str, start: usize, end: usize) -> bool {
    let digits = &text[start..end];
    (1..=3).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
        && text[end..].starts_with([' ', '\t'])
        && structure::unit_follows(&text[end..])
}

/// Most characters of a record's number typed into its field (a sample's
/// `S25-306336`, a weighbridge ticket's `WB454620`).
const MAX_RECORD_NUMBER: usize = 16;

/// Whether a value is shaped as a vehicle identification number:
/// seventeen capitals and digits without `I`, `O` and `Q` (ISO 3779's
/// alphabet), two or more of each. (A code to redeem of that length and
/// alphabet reads as one too: codes are sixteen, twenty or twenty-five
/// long.)
fn is_vin(s: &str) -> bool {
    s.len() == 17
        && s.bytes().all(|b| {
            b.is_ascii_digit() || b.is_ascii_uppercase() && !matches!(b, b'I' | b'O' | b'Q')
        })
        && s.bytes().filter(u8::is_ascii_uppercase).count() >= 2
        && s.bytes().filter(u8::is_ascii_digit).count() >= 2
}

/// Whether a value holds a symbol a password has and a name has not
/// (`!`, `#`, `$`, `%`, `&`, `*`, `?`, `^`, `~`, `+`, `=`, `@`).
fn has_password_symbol(s: &str) -> bool {
    s.bytes().any(|b| b"!#$%&*?^~+=@".contains(&b))
}

/// Whether a value is shaped as a password rather than a user's name or an
/// address: [`secret_shaped`], no `@`, and a symbol a name has not
/// (`Lotus-9401?`), a generator's capitals (`Wx3X0Ypo6hK`), or words
/// joined by `-` with a number (`tiger-coral-walnut56`).
fn password_shaped(s: &str) -> bool {
    let symbol = has_password_symbol(s);
    let words = s.split('-').count() >= 3
        && s.split('-').all(|w| {
            let letters = w.trim_end_matches(|c: char| c.is_ascii_digit());
            letters.len() >= 3 && letters.bytes().all(|b| b.is_ascii_alphabetic())
        })
        && s.bytes().any(|b| b.is_ascii_digit());
    // (Words written together with a number: `BremenRiverMango97`.)
    let digit = s.bytes().any(|b| b.is_ascii_digit());
    let joined =
        words::inner_capitals(s) >= 2 && s.len() >= 10 && s.chars().any(char::is_lowercase);
    // (An address, not a password's `@`: `bubble_brick_walnut48@`.)
    let email = s
        .split_once('@')
        .is_some_and(|(user, host)| !user.is_empty() && host.contains('.'));
    secret_shaped(s)
        && !email
        && (symbol || (words::strewn_capitals(s) || joined) && digit || words)
}

/// Whether a value after a Wi-Fi network's name is its key, not what else
/// a note says of the network: no address, range or version (digits
/// with `.` or `/` between, `192.168.1.1`, `v6.5.28`), and not a name,
/// whose every run of letters is a word with a capital or capitals
/// alone (`WPA2-Personal`, `Floor-3_East`, `Intel-AX210`, `100Mbps`);
/// `Husky7694ustupu`, `PuffinValve-400` and `rain-paddle-39` are keys;
/// nor a state's words ([`assign::WIFI_STATE_WORDS`]).
fn wifi_key_shaped(s: &str) -> bool {
    let b = s.as_bytes();
    let dotted = b
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && matches!(w[1], b'.' | b'/') && w[2].is_ascii_digit());
    let version =
        matches!(b.first(), Some(b'v' | b'V')) && b.get(1).is_some_and(u8::is_ascii_digit);
    let named = s
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|run| !run.is_empty())
        .all(|run| {
            let mut chars = run.chars();
            // (Capitals alone are a name's, `PERSONAL`, or words run
            // together, `SIGNALGOOD5`; not a generator's run,
            // `VCBQCYXQYGHAZQ0N`.)
            chars.next().is_some_and(|c| c.is_ascii_uppercase())
                && (chars.clone().all(|c| c.is_ascii_lowercase())
                    || chars.all(|c| c.is_ascii_uppercase()) && !words::random_capitals(run))
        });
    // (Nor what it does: `Disconnected-2x`, `MAC-filtered`.)
    let state = s
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|run| assign::WIFI_STATE_WORDS.contains(&run.to_ascii_lowercase().as_str()));
    // (Eight or more, as WPA keeps them, with a digit or a symbol besides
    // a name's `-` and `_`: not `vlan20`, `5G-only`.)
    let marked = b
        .iter()
        .any(|c| c.is_ascii_digit() || c.is_ascii_punctuation() && !matches!(c, b'-' | b'_'));
    b.len() >= 8 && marked && !dotted && !version && !named && !state
}

/// Whether a value is shaped as a secret, not as words a person writes in
/// clear: random-looking (`ocTmQpAsxsCJifIiPXZefnuV`); letters and
/// digits in one word that is no file's name, version, ticket or address
/// (`rocket-comet-ember84`, `E3-RNK2-EHHD`, `63d5d8fe42c7720a`, not
/// `report-2024.pdf`, `v2.4.1`, `JIRA-1234`); or digits in groups of one
/// width (`4988 4551`, `087-838`). Words alone (`my-new-repo`) and text
/// with spaces between words (`Release v2.4.1`) are what a person types;
/// so are a vehicle's number (`WBAVEAXFWPPNBYL64`), a flight's (`QF1088`)
/// and a year's case number (`2024-0871`).
pub(super) fn secret_shaped(s: &str) -> bool {
    // A flight: an airline's two capitals (or a capital and a digit) and
    // three or four digits.
    let b = s.as_bytes();
    let flight = (5..=6).contains(&b.len())
        && b[0].is_ascii_uppercase()
        && (b[1].is_ascii_uppercase() || b[1].is_ascii_digit())
        && b[2..].iter().all(u8::is_ascii_digit);
    if is_vin(s) || flight {
        return false;
    }
    if s.contains(' ') || s.contains('-') && s.bytes().all(|b| b.is_ascii_digit() || b == b'-') {
        let groups: Vec<&str> = s.split([' ', '-']).collect();
        let width = groups[0].len();
        let year = |g: &str| g.len() == 4 && (g.starts_with("19") || g.starts_with("20"));
        if groups.len() == 2 && s.contains('-') && year(groups[0]) {
            return false;
        }
        let alike = |allowed: fn(&u8) -> bool| {
            groups
                .iter()
                .all(|g| g.len() == width && g.bytes().all(|b| allowed(&b)))
        };
        // Digits in groups (`4988 4551`), or a gift card's or a product
        // key's four or more groups of four capitals and digits (`V67F
        // 29C7 NGJQ AESK`; words in capitals have no digits among them).
        return groups.len() >= 2 && (3..=6).contains(&width) && alike(u8::is_ascii_digit)
            || groups.len() >= 4
                && width == 4
                && alike(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
                && groups
                    .iter()
                    .filter(|g| g.bytes().any(|b| b.is_ascii_digit()))
                    .count()
                    >= 2;
    }
    let digit = s.bytes().any(|b| b.is_ascii_digit());
    let letter = s.chars().any(char::is_alphabetic);
    // A JSON string's escapes read as the characters they are (a typed
    // `zaB\"O4\\1dk` is no path); a path has a drive, starts at a root or
    // has two separators (`C:\Users`, `\\srv\share`, `logs\app\out`).
    let windows_path = s.contains('\\') && {
        let unescaped = s.replace("\\\\", "\\").replace("\\\"", "\"");
        unescaped.contains(":\\")
            || unescaped.starts_with('\\')
            || unescaped.matches('\\').count() >= 2
    };
    // A site's address without its scheme (`orange.fr/espace-client`):
    // a host of lowercase labels, a top-level domain of letters, a path.
    let site = s
        .split_once('/')
        .is_some_and(|(host, _)| words::is_lowercase_host(host, 2, 2..=6));
    // (A home's path starts with `~` and has a `/`; a password may start
    // with `~`: `~_o7E&c1yv5*`, or with a `.` before capitals and no `/`:
    // `.JK7a9.w80-Xl`, not `.config` or `./run`.)
    let dotted =
        s.starts_with('.') && (s.contains('/') || !s.bytes().any(|b| b.is_ascii_uppercase()));
    let address = s.contains("://")
        || s.starts_with('/')
        || dotted
        || s.starts_with('~') && s.contains('/')
        || windows_path
        || site
        || s.contains('@') && s.contains('.');
    let file = s.rsplit_once('.').is_some_and(|(name, ext)| {
        !name.is_empty()
            && (1..=5).contains(&ext.len())
            && ext.bytes().all(|b| b.is_ascii_alphabetic())
    });
    let version = s.trim_start_matches(['v', 'V']).split('.').count() >= 2
        && s.trim_start_matches(['v', 'V'])
            .split('.')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    // A policy's or a file's reference in parts (`1369/434600/WG`): numbers
    // and a short code of capitals between slashes.
    let reference = s.matches('/').count() >= 2
        && s.split('/').all(|p| {
            !p.is_empty()
                && (p.bytes().all(|b| b.is_ascii_digit())
                    || p.len() <= 4 && p.bytes().all(|b| b.is_ascii_uppercase()))
        });
    let ticket = is_ticket(s);
    // A file's name and its day (`KRB_2026-12-03`).
    let dated = words::is_dated_name(s);
    // Words of a script with no Latin letter or digit (a company's name
    // typed in Japanese, `中村運送株式会社`): what a person types in clear.
    let script_words = !s.is_ascii() && s.chars().all(char::is_alphabetic);
    // A name of parts that ends in its version (a shot's render,
    // `ORR_181_0480_comp_v024`; a document's `budget_q3_final_v2`).
    let pieces: Vec<&str> = s.split(['_', '-']).collect();
    let versioned = pieces.len() >= 3
        && pieces
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric()))
        && pieces[pieces.len() - 1]
            .strip_prefix(['v', 'V'])
            .is_some_and(|n| (1..=4).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()));
    // Capitals in three or more groups are a code (`FYYVY-VQPVL-AXOJN`).
    let capital_groups = s.split('-').count() >= 3
        && s.split('-').all(|g| {
            (4..=6).contains(&g.len())
                && g.bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        });
    // A cloud's region or zone (`eu-west-1`, `us-central1-a`): a
    // continent's short name, then words and one number.
    let parts: Vec<&str> = s.split('-').collect();
    let region = parts.len() >= 2
        && REGION_STARTS.contains(&parts[0])
        && parts[1..].iter().all(|p| {
            let letters = p.trim_end_matches(|c: char| c.is_ascii_digit());
            let digits = p.len() - letters.len();
            !p.is_empty()
                && letters.bytes().all(|b| b.is_ascii_lowercase())
                && (digits <= 1 || letters.is_empty() && digits <= 2)
        });
    let shaped = has_random_body(s)
        || words::looks_random(s)
        || digit && letter
        || capital_groups
        || cards::is_card_number(s);
    shaped
        && s.chars().count() >= 6
        && !address
        && !file
        && !version
        && !ticket
        && !dated
        && !versioned
        && !script_words
        && !reference
        && !region
        && !generic::is_public_id_shape(s)
}

/// Whether a word is a ticket's, an advisory's, a sample's or a host's
/// name (`SOC-3609`, `CVE-2021-15133`, `WS-FIN-0142`, `S-2025-811711`):
/// capitals, then groups of capitals or digits, the last digits (one
/// capital only before a year and a number: not Google's code
/// `G-195634`), a unit's letter before them (`BYC-L02`); or a ServiceNow
/// record's (`INC0012345`).
pub(super) fn is_ticket(s: &str) -> bool {
    // ServiceNow's records: a table's prefix and seven digits
    // (`INC0012345`, `RITM3960714`, `CHG0031122`).
    let servicenow = ["INC", "RITM", "REQ", "CHG", "PRB", "SCTASK", "TASK"]
        .iter()
        .find_map(|p| s.strip_prefix(p))
        .is_some_and(|n| n.len() == 7 && n.bytes().all(|b| b.is_ascii_digit()));
    let digits = |g: &str| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit());
    // (A unit's letter may lead a number: a site's lift `BYC-L02`.)
    let unit = |g: &str| {
        g.strip_prefix(|c: char| c.is_ascii_uppercase())
            .is_some_and(|n| n.len() <= 3 && digits(n))
    };
    servicenow
        || s.split_once('-').is_some_and(|(project, rest)| {
            ((2..=10).contains(&project.len())
                || project.len() == 1
                    && rest
                        .split_once('-')
                        .is_some_and(|(year, _)| assign::is_year(year)))
                && project.bytes().all(|b| b.is_ascii_uppercase())
                && rest
                    .rsplit('-')
                    .next()
                    .is_some_and(|number| digits(number) || unit(number))
                && rest.split('-').all(|g| {
                    digits(g)
                        || unit(g)
                        || !g.is_empty()
                            && g.len() <= 4
                            && g.bytes().all(|b| b.is_ascii_uppercase())
                })
        })
}

/// How a cloud's regions start (`eu-west-1`, `europe-west1`).
const REGION_STARTS: &[&str] = &[
    "us",
    "eu",
    "ap",
    "sa",
    "ca",
    "me",
    "af",
    "il",
    "cn",
    "europe",
    "asia",
    "australia",
    "northamerica",
    "southamerica",
    "africa",
    "uk",
    "in",
    "jp",
    "kr",
    "mx",
];

/// The end of a finding `text[start..end]` that ends in a group of three
/// to six digits, extended over the groups of as many digits that follow
/// it, each after one space or `-`.
fn digit_groups_end(text: &str, start: usize, end: usize) -> usize {
    let bytes = text.as_bytes();
    let width = bytes[start..end]
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if !(3..=6).contains(&width) {
        return end;
    }
    let mut end = end;
    loop {
        let next = bytes.get(end + 1..).unwrap_or(&[]);
        let group = next.iter().take_while(|b| b.is_ascii_digit()).count();
        let separated = matches!(bytes.get(end), Some(b' ' | b'-'));
        let after = next.get(group);
        if separated && group == width && !after.is_some_and(u8::is_ascii_alphanumeric) {
            end += 1 + group;
        } else {
            return end;
        }
    }
}

/// The end of a finding `text[start..end]` that ends in a group of three
/// to six token characters, extended over the groups of as many after it,
/// each after one space, the last perhaps shorter: a key written out in
/// groups to be read (`pk_3f fc026 4405c a96a5 0b2ea da`). Two or more
/// groups must follow, most of them with a digit, a capital or a symbol:
/// words of one length are a sentence's (`then open door`).
fn token_groups_end(text: &str, start: usize, end: usize) -> usize {
    let bytes = text.as_bytes();
    let token =
        |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=' | b'_' | b'-' | b'.');
    let width = bytes[start..end]
        .iter()
        .rev()
        .take_while(|b| token(b))
        .count();
    if !(3..=6).contains(&width) || bytes.get(end).is_some_and(token) {
        return end;
    }
    let mut groups: Vec<&[u8]> = Vec::new();
    let mut at = end;
    while bytes.get(at) == Some(&b' ') {
        let group: &[u8] = &bytes[at + 1..];
        let group = &group[..group.iter().take_while(|b| token(b)).count()];
        if group.len() == width {
            groups.push(group);
            at += 1 + width;
        } else {
            // (The last group, shorter, if nothing of a token follows.)
            if (1..width).contains(&group.len()) && groups.len() >= 2 {
                groups.push(group);
                at += 1 + group.len();
            }
            break;
        }
    }
    let marked = |g: &&[u8]| {
        g.iter()
            .any(|b| b.is_ascii_digit() || b.is_ascii_uppercase() || !b.is_ascii_alphanumeric())
    };
    let full = groups.iter().filter(|g| g.len() == width).count();
    if full >= 2 && groups.iter().filter(|g| marked(g)).count() * 2 > groups.len() {
        at
    } else {
        end
    }
}

/// A finding `text[start..end]` widened over the rest of a secret that a
/// screen, a phone or a table's cell wrapped onto the next line, or the
/// start of it on the line before (`ghp_R8tLq2VwXz` / `9mKbN4...`,
/// `Password: maple_otter_ri` / `  dge_lantern47`, `│ │ 7f30c2...`).
/// The piece across the break must look like a secret's (a digit, a
/// symbol, capitals strewn through it, or hexadecimal digits) and stand
/// alone on its line, or before a sentence's or a cell's end: a line that
/// goes on in words is text.
fn wrapped(text: &str, start: usize, end: usize) -> (usize, usize) {
    // Blanks and a table's borders around a wrapped cell.
    let padding = |c: char| matches!(c, ' ' | '\t' | '\r' | '│' | '┃' | '|');
    let piece_like = |p: &str| {
        let hex = p.len() >= 8 && p.bytes().all(|b| b.is_ascii_hexdigit());
        // (Not an address: a field of its own, `sam@x.com` over a
        // password.)
        let email = p.contains('@') && p.rsplit('@').next().is_some_and(|d| d.contains('.'));
        p.chars().count() >= 2
            && !email
            && !p.starts_with(['[', '(', '<'])
            && (hex
                || p.bytes().any(|b| b.is_ascii_digit())
                || words::strewn_capitals(p)
                || p.chars().any(|c| "$@#%&*+=/_-~!".contains(c)))
    };
    let mut to = end;
    let line_rest = &text[end..];
    let line_end = line_rest.find('\n').map_or(text.len(), |n| end + n);
    if text[end..line_end].chars().all(padding) && line_end < text.len() {
        let next_start = line_end + 1;
        let next_end = text[next_start..]
            .find('\n')
            .map_or(text.len(), |n| next_start + n);
        let line = &text[next_start..next_end];
        let lead = line.len() - line.trim_start_matches(padding).len();
        let body = &line[lead..];
        let piece_len = body
            .find(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .unwrap_or(body.len());
        let piece = body[..piece_len].trim_end_matches(['.', '!', '?']);
        let after = &body[piece.len()..];
        // (A table's closing border may follow: `│ 7f30c2... │`.)
        let alone = after.trim_matches(padding).is_empty()
            || after.starts_with(['.', ',', ';'])
                && after[1..].chars().next().map_or(true, char::is_whitespace);
        // (Not a version, a ticket or a note's number under it: `v2.3.1`,
        // `PR-4412`, `#42`, `3pm`.)
        let version = piece.starts_with(['v', 'V'])
            && piece[1..].starts_with(|c: char| c.is_ascii_digit())
            || piece.bytes().all(|b| b.is_ascii_digit() || b == b'.');
        // (Nor a field of its own: `password=hunter2x` then `user=bob`,
        // `samsara_api_token=...` then `gps_fix_min_sats=6`; a base64
        // run's padding ends it.)
        let field = !piece.ends_with('=') && assign::starts_own_field(piece);
        if alone
            && piece.len() >= 5
            && piece_like(piece)
            && !field
            && !piece.contains(':')
            && !piece.starts_with('#')
            && !version
            && !is_ticket(piece)
        {
            to = next_start + lead + piece.len();
        }
    }
    let mut from = start;
    let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
    if line_start > 0 && text[line_start..start].chars().all(padding) {
        let before = text[..line_start - 1].trim_end_matches(padding);
        let piece_start = before
            .rfind(|c: char| c.is_whitespace() || matches!(c, ':' | '=' | '│' | '|'))
            .map_or(0, |n| {
                n + before[n..].chars().next().map_or(1, char::len_utf8)
            });
        let piece = &before[piece_start..];
        // (Nor a command's last word at a prompt, whose output the
        // finding is: `$ pass show web/x` then the password.)
        let before_line = &before[before.rfind('\n').map_or(0, |n| n + 1)..];
        let command = command::is_prompt(before_line.trim_start_matches(padding));
        // (Not a statement's or a call's end in code, `_1);`, nor a
        // sentence's, nor a quoted argument's, `op read 'op://x/y'`.)
        if piece.len() >= 5
            && !command
            && !piece.ends_with([';', ')', ',', '}', ']', '.', '!', '?', '\'', '"', '`'])
            && piece_like(piece)
        {
            from = piece_start;
        }
    }
    (from, to)
}

/// The end of a token match extended over the token characters that follow
/// it, so a body longer than the pattern asked for is removed whole, and
/// over percent escapes with the characters after them: a token written
/// into a URL (`...9Ls%2BVaHh%3D`) is the same token.
/// Whether the byte at `at` is one a token is made of.
fn is_token_byte(text: &str, at: usize) -> bool {
    text.as_bytes()
        .get(at)
        .is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
}

fn extend_token(text: &str, end: usize) -> usize {
    let bytes = text.as_bytes();
    let mut end = end;
    loop {
        end += bytes[end..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
            .count();
        match bytes.get(end..end + 3) {
            Some([b'%', h, l]) if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => end += 3,
            _ => return end,
        }
    }
}

#[cfg(test)]
mod tests;
