//! Secrets that code and markup hold by position rather than by a key:
//! a call's arguments (`smtp.login(user, "...")`, `new PDO(dsn, user,
//! "...")`, `define('DB_PASSWORD', '...')`) and markup's text
//! (`<password>...</password>`, a property list's `<key>Password</key>
//! <string>...</string>`, `<property name="db.password" value="..."/>`).
//! Which argument of which call is the table [`SECRET_ARGUMENTS`].

use once_cell::sync::Lazy;
use regex::Regex;

use super::structure::is_reference_or_marker;
use super::words::{looks_random, strength, words, Strength};

/// The index that names a call's last argument, whichever overload it is
/// (SSH.NET's clients take the password last, after a port or not).
const LAST: usize = usize::MAX;

/// Calls whose argument at an index is a secret when it is a literal:
/// (callee, lowercased, matched at the end of a dotted path; index, or
/// [`LAST`]).
pub(super) const SECRET_ARGUMENTS: &[(&str, usize)] = &[
    ("login", 1),                        // smtplib, ftplib, imaplib: login(user, password)
    ("plainauth", 2),                    // Go smtp.PlainAuth(identity, user, password, host)
    ("crammd5auth", 1),                  // Go smtp.CRAMMD5Auth(user, secret)
    ("setbasicauth", 1),                 // Go req.SetBasicAuth(user, password)
    ("httpbasicauth", 1),                // requests.auth.HTTPBasicAuth(user, password)
    ("httpdigestauth", 1),               // requests.auth.HTTPDigestAuth(user, password)
    ("basicauth", 1),                    // BasicAuth(user, password)
    ("auth", 1),                         // auth=(user, password)
    ("mysqli_connect", 2),               // PHP mysqli_connect(host, user, password, db)
    ("mysql_connect", 2),                // PHP mysql_connect(host, user, password)
    ("mysqli", 2),                       // PHP new mysqli(host, user, password, db)
    ("pdo", 2),                          // PHP new PDO(dsn, user, password)
    ("networkcredential", 1),            // .NET new NetworkCredential(user, password)
    ("directoryentry", 2),               // .NET new DirectoryEntry(path, user, password)
    ("sftpclient", LAST),                // SSH.NET new SftpClient(host, [port,] user, password)
    ("sshclient", LAST),                 // SSH.NET new SshClient(host, [port,] user, password)
    ("scpclient", LAST),                 // SSH.NET new ScpClient(host, [port,] user, password)
    ("passwordconnectioninfo", 2),       // SSH.NET new PasswordConnectionInfo(host, user, password)
    ("passwordauthenticationmethod", 1), // SSH.NET new PasswordAuthenticationMethod(user, password)
    ("authenticate", 1),                 // R httr::authenticate(user, password)
    ("ftp", 2),                          // Python ftplib.FTP(host, user, passwd)
    ("ftp_tls", 2),                      // Python ftplib.FTP_TLS(host, user, passwd)
    ("ftp_login", 2),                    // PHP ftp_login(ftp, user, password)
    ("ssh2_auth_password", 2),           // PHP ssh2_auth_password(session, user, password)
    ("simple_bind_s", 1),                // python-ldap simple_bind_s(who, password)
    ("simple_bind", 1),                  // python-ldap simple_bind(who, password)
    ("bind_s", 1),                       // python-ldap bind_s(who, password, method)
    ("ldap_bind", 2),                    // PHP ldap_bind(link, dn, password)
    ("passwordauthentication", 1),       // Java new PasswordAuthentication(user, password)
    ("usernamepasswordcredentials", 1),  // Apache HttpClient
    ("passwordauthenticator", 1),        // Couchbase PasswordAuthenticator(user, password)
    ("getconnection", 2),                // JDBC DriverManager.getConnection(url, user, password)
    ("sql.newinstance", 2),              // Groovy Sql.newInstance(url, user, password, driver)
    ("sequelize", 2),                    // Node new Sequelize(database, user, password, options)
    ("dbi->connect", 2),                 // Perl DBI->connect(dsn, user, password, attrs)
    ("database", 2),                     // MATLAB database(source, user, password, ...)
    ("username_pw_set", 1),              // paho-mqtt client.username_pw_set(user, password)
    ("set_credentials", 1),              // rumqttc MqttOptions::set_credentials(user, password)
    ("mqtt.client", 3),                  // NodeMCU mqtt.Client(id, keepalive, user, password)
    ("wlan.connect", 1),                 // MicroPython wlan.connect(ssid, key)
    ("wifi.begin", 1),                   // Arduino WiFi.begin(ssid, pass)
    ("hmac.new", 0),                     // Python hmac.new(key, msg, digest)
    ("createhmac", 1),                   // Node crypto.createHmac(algorithm, key)
    ("jwt.encode", 1),                   // PyJWT jwt.encode(payload, key)
    ("jwt.decode", 1),                   // PyJWT jwt.decode(token, key)
    ("jwt.sign", 1),                     // jsonwebtoken jwt.sign(payload, secret)
    ("jwt.verify", 1),                   // jsonwebtoken jwt.verify(token, secret)
    ("bcrypt", 0),                       // bcrypt("password"), a seed script's
    ("hashpw", 0),                       // Python bcrypt.hashpw(password, salt)
    ("bcrypt.hash", 0),                  // Node bcrypt.hash(password, rounds)
    ("bcrypt.hashsync", 0),              // Node bcrypt.hashSync(password, rounds)
    ("make_password", 0),                // Django make_password(password)
    ("generate_password_hash", 0),       // Werkzeug generate_password_hash(password)
    ("password_hash", 0),                // PHP password_hash(password, algo)
    ("epgsql:connect", 2),               // Erlang epgsql:connect(host, user, password, opts)
    ("mysqldb.connect", 2),              // Python MySQLdb.connect(host, user, passwd, db)
    ("pymysql.connect", 2),              // Python pymysql.connect(host, user, password, db)
    ("cx_oracle.connect", 1),            // Python cx_Oracle.connect(user, password, dsn)
    ("odbc_connect", 2),                 // PHP odbc_connect(dsn, user, password)
    ("oci_connect", 1),                  // PHP oci_connect(user, password, connection)
    ("imap_open", 2),                    // PHP imap_open(mailbox, user, password)
];

/// The string literal that starts at `pos` (after spaces, with an optional
/// `b`/`r`/`u`/`f` prefix, C#'s verbatim `@` or Erlang's binary `<<`): its content's byte
/// range and the end of the
/// literal. Single and double quotes end at the line's end; backquotes
/// may span lines. A literal of JSON inside a JSON string opens and
/// closes with `\"` (`{\"code\": \"718-7\",\n ...`); inside it, `\\\"`
/// is a quote.
pub(super) fn literal_at(text: &str, pos: usize) -> Option<(usize, usize, usize)> {
    let rest = text.get(pos..)?;
    let b = text.as_bytes();
    let mut i = pos + (rest.len() - rest.trim_start().len());
    if b.get(i..i + 2) == Some(b"\\\"") {
        let mut j = i + 2;
        while j < b.len() {
            match b[j] {
                b'"' => {
                    let slashes = b[i + 2..j]
                        .iter()
                        .rev()
                        .take_while(|&&c| c == b'\\')
                        .count();
                    return match slashes {
                        1 => Some((i + 2, j - 1, j + 1)),
                        n if n % 2 == 1 => {
                            j += 1;
                            continue;
                        }
                        _ => None,
                    };
                }
                b'\n' => return None,
                _ => j += 1,
            }
        }
        return None;
    }
    // (Erlang's binary: `<<"...">>`.)
    if b.get(i..i + 3) == Some(b"<<\"") {
        i += 2;
    }
    let prefix = b[i..]
        .iter()
        .take(2)
        .take_while(|c| {
            matches!(
                c,
                b'b' | b'B' | b'r' | b'R' | b'u' | b'U' | b'f' | b'F' | b'@'
            )
        })
        .count();
    i += prefix;
    let q = *b.get(i)?;
    if !matches!(q, b'"' | b'\'' | b'`') {
        return None;
    }
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' if q != b'`' => j += 2,
            c if c == q => return Some((i + 1, j, j + 1)),
            b'\n' if q != b'`' => return None,
            _ => j += 1,
        }
    }
    None
}

/// Longest argument list read, in bytes.
const MAX_CALL_BYTES: usize = 4096;

/// The arguments of the call whose `(` is at `open`: each argument's
/// trimmed byte range, and where the call closes. `None` when it does not
/// close within [`MAX_CALL_BYTES`] or its brackets do not match.
pub(super) fn call_args(text: &str, open: usize) -> Option<(Vec<(usize, usize)>, usize)> {
    let b = text.as_bytes();
    let limit = open.saturating_add(MAX_CALL_BYTES).min(b.len());
    let mut args = Vec::new();
    let mut push = |from: usize, to: usize| {
        let arg = &text[from..to];
        let lead = arg.len() - arg.trim_start().len();
        if !arg.trim().is_empty() {
            args.push((from + lead, from + lead + arg.trim().len()));
        }
    };
    let (mut depth, mut arg_start, mut j) = (0usize, open + 1, open + 1);
    while j < limit {
        match b[j] {
            b'"' | b'\'' | b'`' => {
                j = literal_at(text, j)?.2;
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' if depth == 0 => {
                push(arg_start, j);
                return Some((args, j));
            }
            b')' | b']' | b'}' => depth = depth.checked_sub(1)?,
            b',' if depth == 0 => {
                push(arg_start, j);
                arg_start = j + 1;
            }
            // (A fullwidth comma, which the view reads as an ideographic
            // one: `connect（＂h＂， ＂u＂， ＂pw＂）`.)
            0xE3 if depth == 0 && text[j..].starts_with('、') => {
                push(arg_start, j);
                arg_start = j + '、'.len_utf8();
                j = arg_start;
                continue;
            }
            _ => {}
        }
        j += 1;
    }
    None
}

/// Whether a literal where a call takes its password is a setting of
/// another kind: a host (`localhost`, `db.example.com`), a character set
/// (`utf8mb4`), or a person's name (`Alice Smith`: capitalised words; a
/// passphrase's are not).
fn is_setting_literal(v: &str) -> bool {
    let lower = v.to_ascii_lowercase();
    let host = lower == "localhost" || super::assign::is_host_name(v);
    host || matches!(
        lower.as_str(),
        "utf8" | "utf8mb4" | "latin1" | "ascii" | "utf-8"
    ) || v.trim().contains(' ')
        && v.split_whitespace().all(|w| {
            let mut c = w.chars();
            c.next().is_some_and(char::is_uppercase) && c.all(char::is_lowercase)
        })
}

/// A callee and its `(`; `auth=(` counts as a call of `auth`.
static CALL: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"(?P<callee>[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|::?|->)[A-Za-z_$][A-Za-z0-9_$]*)*)\s*(?:=\s*)?\(")
        .expect("a valid pattern")
});

/// Whether `callee` (lowercased) is `name` or ends in `.name`, `::name`,
/// `->name` or Erlang's `:name`.
fn calls(callee: &str, name: &str) -> bool {
    callee
        .strip_suffix(name)
        .is_some_and(|head| head.is_empty() || head.ends_with(['.', ':']) || head.ends_with("->"))
}

/// Secret arguments of calls: by position for the calls the table names,
/// and the literal after a literal that names a secret
/// (`define('DB_PASSWORD', '...')`, `os.Setenv("API_TOKEN", "...")`).
pub(super) fn arguments(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in CALL.captures_iter(text) {
        let (Some(callee), Some(whole)) = (c.name("callee"), c.get(0)) else {
            continue;
        };
        let Some((args, _)) = call_args(text, whole.end() - 1) else {
            continue;
        };
        // An argument that is a literal and nothing else: its content.
        let literal = |i: usize| {
            let &(s, e) = args.get(i)?;
            // (Rust's `Some("...")`, as `OptsBuilder`'s `.pass(...)` takes
            // it: the literal it wraps.)
            let arg = text.get(s..e)?;
            let (s, e) = match arg.trim_start().strip_prefix("Some(") {
                Some(inner) if arg.trim_end().ends_with(')') => {
                    (e - inner.len(), s + arg.trim_end().len() - 1)
                }
                _ => (s, e),
            };
            literal_at(text, s)
                .filter(|&(_, _, end)| end == e)
                .map(|(from, to, _)| (from, to))
        };
        let mut secret = |(from, to): (usize, usize)| {
            if !is_reference_or_marker(&text[from..to]) {
                found(from, to);
            }
        };
        let path = callee.as_str();
        let callee = path.to_ascii_lowercase();
        for &(name, index) in SECRET_ARGUMENTS {
            if calls(&callee, name) {
                let index = if index == LAST {
                    args.len().saturating_sub(1)
                } else {
                    index
                };
                // (An anonymous FTP login's password is an address by
                // convention: `FTP(host, "anonymous", "guest@")`.)
                let password = literal(index);
                let anonymous = callee.contains("ftp")
                    && index
                        .checked_sub(1)
                        .and_then(literal)
                        .is_some_and(|(from, to)| text[from..to].eq_ignore_ascii_case("anonymous"))
                    && password.is_some_and(|(from, to)| {
                        let pw = &text[from..to];
                        pw.is_empty() || pw.ends_with('@') || super::rows::is_email(pw)
                    });
                // (Nor an argument that is another's setting: a host, a
                // character set, a name with blanks, the call's other
                // literal repeated, `connect("localhost", "app",
                // "utf8mb4")`.)
                let setting = password.is_some_and(|(from, to)| {
                    let v = &text[from..to];
                    is_setting_literal(v)
                        || (0..args.len())
                            .filter(|&i| i != index)
                            .filter_map(literal)
                            .any(|(f, t)| &text[f..t] == v)
                });
                if let Some(range) = password.filter(|_| !anonymous && !setting) {
                    secret(range);
                }
            }
        }
        // A setter or a builder's step whose name names a secret, given
        // one literal (`factory.setPassword("...")`, `.withApiKey("...")`;
        // not `setPasswordHint("...")`, whose last word is a property).
        // A builder's step may be the secret's name alone, called on
        // something (`.password("...")`, `.api_key("...")`), not a verb's
        // (`.hash_password("...")`, `getToken("...")`).
        let method = path.rsplit(['.', ':', '>']).next().unwrap_or(path);
        let called_on = path.len() > method.len() || text[..whole.start()].ends_with('.');
        let named = words(method);
        let bare = called_on
            && named.len() <= 2
            && !named
                .first()
                .is_some_and(|w| ACCESSOR_VERBS.contains(&w.to_ascii_lowercase().as_str()));
        let property = ["set", "with"]
            .iter()
            .find_map(|p| method.strip_prefix(p))
            .filter(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase() || c == '_'))
            .or(bare.then_some(method));
        // (Its literal is a prompt when it ends as one asks: Python's
        // `getpass.getpass("Rota password: ")`.)
        if args.len() == 1 && property.is_some_and(|p| strength(p, false) == Some(Strength::Strong))
        {
            if let Some(range) = literal(0).filter(|&(from, to)| !is_prompt(&text[from..to])) {
                secret(range);
            }
        }
        let looks_up = LOOKUP_CALLS.contains(&callee.as_str());
        for i in 0..args.len().saturating_sub(1) * usize::from(!looks_up) {
            let Some((from, to)) = literal(i) else {
                continue;
            };
            let name = &text[from..to];
            let named = name.len() <= 64
                && name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'));
            // (A weak name's literal when it looks random, as an
            // assignment's: `define('HARNESS_FF_SDK_KEY', '<uuid>')`.)
            let Some(range) = literal(i + 1).filter(|_| named) else {
                continue;
            };
            let take = match strength(name, false) {
                Some(Strength::Strong) => true,
                // (Not an address: `define('FEATURE_KEY', 'https://...')`.)
                Some(Strength::Weak) => {
                    let v = &text[range.0..range.1];
                    looks_random(v) && !v.contains("://")
                }
                None => false,
            };
            if take {
                secret(range);
            }
        }
    }
}

/// Whether a literal asks for what is typed after it (`"Rota password: "`,
/// `"Enter passphrase?"`): words of letters, one of them what is asked
/// for, then `:` or `?` and a blank at its end, or `enter` first (not a
/// passphrase that ends in one, `"my secret key:"`).
fn is_prompt(literal: &str) -> bool {
    let t = literal.trim_end();
    let Some(words) = t.strip_suffix([':', '?']) else {
        return false;
    };
    let spaced = literal.len() > t.len();
    let words: Vec<String> = words.split_whitespace().map(str::to_lowercase).collect();
    words.len() >= 2
        && (spaced || words[0] == "enter")
        && words
            .iter()
            .all(|w| w.chars().all(|c| c.is_alphabetic() || c == '-'))
        && words.iter().any(|w| {
            matches!(
                w.as_str(),
                "enter" | "password" | "passphrase" | "pin" | "token" | "key" | "secret" | "code"
            )
        })
}

/// An element's text, past any elements that open inside it first
/// (`<AdminPassword><Value>...</Value>`).
static ELEMENT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        // A CDATA section holds the text as it is (`<password><![CDATA[...]]>`).
        r"<(?P<tag>[A-Za-z_][A-Za-z0-9_:.-]{0,80})(?:\s[^<>]*)?>(?:\s*<(?P<inner>[A-Za-z_][A-Za-z0-9_:.-]{0,80})(?:\s[^<>]*)?>){0,3}(?:<!\[CDATA\[(?P<cdata>(?:[^\]]|\][^\]]|\]\][^>])*)\]\]>|(?P<value>[^<>]+))</",
    )
    .expect("a valid pattern")
});

/// A property list's `<key>` and the value after it.
static PLIST: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        // (A KeePass export's `<Key>Password</Key><Value
        // ProtectInMemory="True">...</Value>` too.)
        r"<(?i:key)>(?P<key>[^<>]{1,80})</(?i:key)>\s*<(?i:string|data|value)(?:\s[^<>]*)?>(?P<value>[^<>]*)</(?i:string|data|value)>",
    )
    .expect("a valid pattern")
});

/// An element that names its value in another attribute:
/// `<property name="db.password" value="..."/>`, `<add key="ApiKey" value="..."/>`.
static NAMED_ATTRIBUTE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r#"<[A-Za-z_][A-Za-z0-9_:.-]{0,80}\s[^<>]*?(?-u:\b)(?:name|key|id|property)\s*=\s*["'](?P<key>[^"'<>]{1,80})["'][^<>]*?(?-u:\b)value\s*=\s*["'](?P<value>[^"'<>]*)["']"#,
    )
    .expect("a valid pattern")
});

/// An element whose naming attribute names its text: `<property
/// name="hibernate.connection.password">x</property>`, Android's `<string
/// name="sync_password">x</string>`.
static NAMED_TEXT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r#"<(?P<element>[A-Za-z_][A-Za-z0-9_:.-]{0,80})\s[^<>]*?(?-u:\b)(?:name|key|id|property)\s*=\s*["'](?P<key>[^"'<>]{1,80})["'][^<>/]*>(?P<value>[^<>]+)</"#,
    )
    .expect("a valid pattern")
});

/// HTML's elements that have no content and no end tag.
const VOID_ELEMENTS: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
];

/// Markup whose element, key or naming attribute names a secret: the text
/// or value it names.
pub(super) fn markup(text: &str, found: &mut impl FnMut(usize, usize)) {
    for (re, at_key) in [
        (&*ELEMENT, "tag"),
        (&*PLIST, "key"),
        (&*NAMED_ATTRIBUTE, "key"),
        (&*NAMED_TEXT, "key"),
    ] {
        for c in re.captures_iter(text) {
            let (Some(key), Some(value)) = (c.name(at_key), c.name("value").or(c.name("cdata")))
            else {
                continue;
            };
            // `<pin digest="SHA-256">...</pin>` (Android's certificate
            // pins): a public key's digest, named by the attribute of the
            // element that holds it (the match may start at its parent's,
            // `<pin-set ...>`).
            let before = &text[..value.start()];
            if before[before.rfind('<').unwrap_or(0)..].contains(" digest=") {
                continue;
            }
            // HTML's void elements hold no text (`<input type="password"
            // name="password">`): the lines after one are the page's, not
            // its value. (Text on its line is a person's reading of it.)
            if value.as_str().starts_with(['\n', '\r'])
                && c.name("element").is_some_and(|e| {
                    VOID_ELEMENTS
                        .iter()
                        .any(|v| e.as_str().eq_ignore_ascii_case(v))
                })
            {
                continue;
            }
            // A property list's `<key>` is the name of the value after it
            // (`<key>CFBundleShortVersionString</key><string>3.2</string>`),
            // read by [`PLIST`].
            if c.name("inner")
                .or(c.name("tag"))
                .is_some_and(|t| t.as_str() == "key")
                && names_plist_value(text, value.end())
            {
                continue;
            }
            // `wsse:Password`: the local name names the element. The
            // innermost element names the value too (`<User name="x">`
            // then `<Password>...</Password>`).
            let v = value.as_str().trim();
            let take = [Some(key), c.name("inner")]
                .into_iter()
                .flatten()
                .any(|key| {
                    let key = key.as_str().rsplit(':').next().unwrap_or_default();
                    match strength(key, false) {
                        Some(Strength::Strong) => true,
                        Some(Strength::Weak) => looks_random(v),
                        None => false,
                    }
                });
            if take && !is_reference_or_marker(v) {
                let lead = value.as_str().len() - value.as_str().trim_start().len();
                found(value.start() + lead, value.start() + lead + v.len());
            }
        }
    }
}

/// First words of a method that does something with a secret it is
/// given, or looks one up by its name: its argument is no secret's value.
const ACCESSOR_VERBS: &[&str] = &[
    "get", "read", "load", "fetch", "find", "lookup", "has", "is", "check", "validate", "verify",
    "reset", "clear", "remove", "delete", "hash", "encrypt", "decrypt", "generate", "create",
    "update", "change", "prompt", "ask", "print", "log", "show", "mask", "redact", "rotate",
    "revoke", "require", "expect", "assert", "parse", "encode", "decode",
];

/// Ansible's and Jinja's calls that look a secret up by where it is kept:
/// every argument names it (`lookup('amazon.aws.aws_secret',
/// 'prod/telematics/mqtt')`), none is its value. (Not a getter with a
/// default, `getOrElse("KEY", "...")`, `ENV.fetch("KEY", "...")`, whose
/// second argument is a value.)
const LOOKUP_CALLS: &[&str] = &["lookup", "query"];

/// Whether the `</key>` at `at` closes a property list's key: the next
/// element is one of the list's values.
fn names_plist_value(text: &str, at: usize) -> bool {
    let Some(after) = text[at..].strip_prefix("</key>") else {
        return false;
    };
    let after = after.trim_start();
    [
        "<string>",
        "<true/>",
        "<false/>",
        "<integer>",
        "<real>",
        "<data>",
        "<date>",
        "<array",
        "<dict",
    ]
    .iter()
    .any(|v| after.starts_with(v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finds(rule: fn(&str, &mut dyn FnMut(usize, usize)), text: &str) -> Vec<String> {
        let mut out = Vec::new();
        rule(text, &mut |s, e| out.push(text[s..e].to_owned()));
        out
    }

    #[test]
    fn literals_and_arguments_are_read_as_code_reads_them() {
        let text = r#"f(b'a\'b', "c,d", [1, 2], g(3))"#;
        assert_eq!(literal_at(text, 2), Some((4, 8, 9)));
        let (args, close) = call_args(text, 1).unwrap();
        let args: Vec<&str> = args.iter().map(|&(s, e)| &text[s..e]).collect();
        assert_eq!(args, [r"b'a\'b'", r#""c,d""#, "[1, 2]", "g(3)"]);
        assert_eq!(close, text.len() - 1);
        assert_eq!(call_args("f(a, b", 1), None, "unclosed");
        assert_eq!(call_args("f(a]", 1), None, "mismatched");
    }

    #[test]
    fn calls_lose_the_arguments_that_are_secrets() {
        let arguments = |t: &str| finds(|t, f| arguments(t, &mut |s, e| f(s, e)), t);
        for (text, secret) in [
            (
                "smtp.login('alerts@example.com', 'c?wgQbhdK&nu0')",
                "c?wgQbhdK&nu0",
            ),
            (
                "$conn = mysqli_connect('localhost', 'root', 'r!Qz', 'shop');",
                "r!Qz",
            ),
            ("new PDO('mysql:host=x', 'app', 'Str0ng')", "Str0ng"),
            (
                "my $dbh = DBI->connect(\"dbi:Pg:dbname=lims\", \"pj\", \"Tens!EMBER780?\", { RaiseError => 1 });",
                "Tens!EMBER780?",
            ),
            (
                "conn = database('lims','nhaddad','pulsar-delta-blush-71','Vendor','MySQL');",
                "pulsar-delta-blush-71",
            ),
            ("client.username_pw_set(\"gw\", \"ember6451#\")", "ember6451#"),
            ("opts.set_credentials(\"gw\", \"willow1012#\");", "willow1012#"),
            ("m = mqtt.Client(\"gw\", 120, \"nodemcu\", \"3bywXazaLb8paRS\")", "3bywXazaLb8paRS"),
            ("wlan.connect('CT-Roof', 'ember-amber-953')", "ember-amber-953"),
            ("WiFi.begin(\"HomeNet\", \"Fjord4924Ember\");", "Fjord4924Ember"),
            (
                "define('DB_PASSWORD', 'パスワード2024!');",
                "パスワード2024!",
            ),
            ("os.Setenv(\"API_TOKEN\", \"VN35jAEA\")", "VN35jAEA"),
            ("requests.get(url, auth=(\"u\", \"Qx7#mP\"))", "Qx7#mP"),
            ("hmac.new(b'18c9f4aa', msg, hashlib.sha256)", "18c9f4aa"),
            (
                "new DirectoryEntry(\"LDAP://EXAMPLE.COM\", \"ADMN@EXAMPLE.COM\", \"Rrhh1234\");",
                "Rrhh1234",
            ),
            ("factory.setPassword(\"Xk82mPq9Lz\");", "Xk82mPq9Lz"),
            ("Client.builder().withApiKey(\"Qx7mP2vLk9\")", "Qx7mP2vLk9"),
            (
                "PgConnectOptions::new().username(\"app\").password(\"Harbor592maple\")",
                "Harbor592maple",
            ),
            (
                "Client::builder().api_key(\"6cf4f14ef1b71a24\")",
                "6cf4f14ef1b71a24",
            ),
        ] {
            assert_eq!(arguments(text), [secret], "{text}");
        }
        // Controls: identifiers, one-argument lookups and other calls stay.
        for text in [
            "user.login(email, password)",
            "loadBook(\"The Secret Garden\")",
            "request.headers.get(\"Authorization\")",
            "print(\"password\")",
            "field.setPasswordHint(\"Eight characters or more\")",
            "settings.setPassword(password)",
            "upset(\"token\")",
            "vault.get_password(\"prod/db\")",
            "jwt.verify_token(\"prod-signing\")",
            "password(\"Enter your password\")",
        ] {
            assert!(arguments(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn markup_loses_the_text_its_names_call_secret() {
        let markup = |t: &str| finds(|t, f| markup(t, &mut |s, e| f(s, e)), t);
        for (text, secret) in [
            ("<password>%^!mu6WR$qS7+-=</password>", "%^!mu6WR$qS7+-="),
            (
                "<dbPassword>garnet#118violet</dbPassword>",
                "garnet#118violet",
            ),
            ("<AdminPassword><Value>x y</Value></AdminPassword>", "x y"),
            ("<wsse:Password Type=\"t\">pw</wsse:Password>", "pw"),
            ("<key>Password</key><string>Fj3!kq9Z</string>", "Fj3!kq9Z"),
            ("<property name=\"db.password\" value=\"sn0w\"/>", "sn0w"),
            (
                "<property name=\"hibernate.connection.password\">20201223</property>",
                "20201223",
            ),
            (
                "<string name=\"sync_password\">yellow-harbor052</string>",
                "yellow-harbor052",
            ),
            (
                "<add key=\"ApiKey\" value=\"Qx7#mP2v$Lk9\" />",
                "Qx7#mP2v$Lk9",
            ),
        ] {
            assert_eq!(markup(text), [secret], "{text}");
        }
        for text in [
            "<title>Password reset</title>",
            "<key>Name</key><string>Ada</string>",
            "<key>CFBundleShortVersionString</key>\n  <string>3.2.6</string>",
            "<key>UIRequiresFullScreen</key>\n  <true/>",
            "<string name=\"password_hint\">Your password</string>",
            "<property name=\"hibernate.dialect\">org.hibernate.dialect.H2Dialect</property>",
            "<pin-set expiration=\"2026-01-01\">\n  <pin digest=\"SHA-256\">aQ+GE4qK2ZknOiMTEeaO+cLC+uDKZMDjz0RFwaGwZmo=</pin>\n</pin-set>",
        ] {
            assert!(markup(text).is_empty(), "{text}");
        }
    }
}
