//! Structural secrets: what makes a value a secret is where it stands
//! (after `password=`, in a URL's userinfo, after `Authorization: Bearer`),
//! not its shape. The fixed structures are rows like the formats; the ones
//! that depend on a key's words (assignments in every syntax, command-line
//! flags) and the generic high-entropy rule need code, and their word lists
//! are data here.

use super::{Family, Family::*, RuleSpec};

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
    }
}

pub(super) static STRUCTURES: &[RuleSpec] = &[
    rule(
        "private_key_block",
        PrivateKey,
        &["private key", "private-key", "private_key"],
        r"(?s)-----BEGIN[ A-Z0-9_-]{0,60}PRIVATE[ _-]KEY(?: BLOCK)?-----.*?(?:-----END[ A-Z0-9_-]{0,60}PRIVATE[ _-]KEY(?: BLOCK)?-----|\z)",
    ),
    rule(
        "putty_private_key",
        PrivateKey,
        &["private-lines:"],
        r"(?s)Private-Lines:\s*\d+\s*(?P<secret>.*)",
    ),
    rule(
        "jwt",
        Structure,
        &["eyj"],
        r"eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*",
    ),
    rule(
        "authorization_header",
        Structure,
        &["authorization"],
        r#"(?i)(?:proxy-)?authorization["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token|digest|ssws|apikey|api-key|key|negotiate|ntlm|splunk|dpop|hmac|aws4-hmac-sha256|otp)\s+)?(?P<secret>[^\s"',;]{4,}(?:,\s*[A-Za-z]+=[^\s,]+)*)"#,
    ),
    rule(
        "auth_scheme",
        Structure,
        &["bearer", "token ", "ssws", "splunk "],
        r"(?i)\b(?:bearer|token|ssws|splunk)\s+(?P<secret>[A-Za-z0-9._~+/-]{12,}=*)",
    ),
    rule(
        "basic_auth",
        Structure,
        &["basic "],
        r"(?i)\bbasic\s+(?P<secret>[A-Za-z0-9+/]{8,}={0,2})",
    ),
    rule(
        "url_credentials",
        Structure,
        &["://"],
        r"(?i)[a-z][a-z0-9+.-]{1,20}://[^/\s:@?#]*:(?P<secret>[^/\s@?#]+)@",
    ),
    rule(
        "password_hash",
        Structure,
        &["$"],
        r"\$(?:1|2[abxy]?|5|6|7|y|gy|md5|sha1|sha256|sha512|argon2(?:id|i|d)|pbkdf2(?:-sha\d+)?|scrypt|bcrypt(?:-sha256)?|krb5(?:tgs|asrep|pa)|P|H)\$[^\s'\x22]{8,}",
    ),
    rule(
        "lm_nt_hash",
        Structure,
        &[":"],
        r"[0-9a-fA-F]{32}:[0-9a-fA-F]{32}",
    ),
    rule(
        "nuget_password",
        Structure,
        &["cleartextpassword", "password\""],
        r#"(?i)<add\s+key="(?:ClearText)?Password"\s+value="(?P<secret>[^"]+)""#,
    ),
];

/// A key word that makes any value after it a secret (`password=x`).
pub(super) const STRONG_WORDS: &[&str] = &[
    "password",
    "passwd",
    "pwd",
    "pass",
    "passphrase",
    "passcode",
    "secret",
    "secrets",
    "token",
    "tokens",
    "credential",
    "credentials",
    "creds",
    "apikey",
    "cookie",
    "cookies",
    "pin",
    "otp",
    "totp",
    "jwt",
    "privatekey",
    "clientsecret",
    "accesstoken",
    "refreshtoken",
    "authtoken",
    "sessionid",
    "sessiontoken",
    "pw",
    "auth",
    "session",
];

/// Two adjacent key words that make any value after them a secret
/// (`api_key`, `X-Api-Key`, `clientSecret`, `AccountKey`).
pub(super) const STRONG_PAIRS: &[(&str, &str)] = &[
    ("api", "key"),
    ("api", "token"),
    ("api", "secret"),
    ("access", "key"),
    ("access", "token"),
    ("secret", "key"),
    ("private", "key"),
    ("client", "secret"),
    ("client", "key"),
    ("license", "key"),
    ("master", "key"),
    ("encryption", "key"),
    ("signing", "key"),
    ("app", "key"),
    ("app", "secret"),
    ("account", "key"),
    ("shared", "key"),
    ("auth", "token"),
    ("auth", "key"),
    ("refresh", "token"),
    ("id", "token"),
    ("session", "id"),
    ("session", "token"),
    ("session", "key"),
    ("csrf", "token"),
    ("xsrf", "token"),
    ("bearer", "token"),
    ("connection", "string"),
    ("conn", "str"),
    ("webhook", "secret"),
    ("consumer", "secret"),
    ("service", "key"),
    ("subscription", "key"),
    ("security", "token"),
    ("x", "auth"),
];

/// Key words that make a value a secret only when it looks random
/// (`session: 7f3a9c...`, not `session: Morning`).
pub(super) const WEAK_WORDS: &[&str] = &[
    "key",
    "sid",
    "sig",
    "signature",
    "salt",
    "hash",
    "code",
    "dsn",
    "private",
    "bearer",
    "nonce",
    "hmac",
    "sas",
];

/// Key words that make any value a secret in a URL's query string, where
/// they are a credential by convention (`?key=...`, `&code=...`).
pub(super) const URL_WORDS: &[&str] = &[
    "key",
    "code",
    "sig",
    "signature",
    "auth",
    "session",
    "sid",
    "credential",
    "x-amz-credential",
];

/// Key words the Authorization rules own: an assignment never takes them,
/// so `Authorization: Bearer x` removes `x`, not `Bearer`.
pub(super) const OWNED_ELSEWHERE: &[&str] = &["authorization"];

/// Values that are not secrets whatever the key says: empty markers,
/// booleans, and references to a secret kept elsewhere (`${DB_PASSWORD}`).
pub(super) fn is_reference_or_marker(value: &str) -> bool {
    let v = value.trim();
    let lower = v.to_ascii_lowercase();
    v.is_empty()
        || matches!(
            lower.as_str(),
            "null" | "none" | "nil" | "true" | "false" | "undefined" | "required" | "optional"
        )
        || v.contains(super::REDACTION_MARK)
        || (v.starts_with("${") && v.ends_with('}') && is_name(&v[2..v.len() - 1]))
        || (v.starts_with("{{") && v.ends_with("}}") && is_name(v[2..v.len() - 2].trim()))
        || (v.starts_with('%') && v.ends_with('%') && v.len() > 2 && is_name(&v[1..v.len() - 1]))
        || (v.starts_with('$')
            && v.len() > 1
            && v[1..]
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_'))
        || lower.starts_with("process.env.")
        || lower.starts_with("os.environ")
        || lower.starts_with("env(")
        || (v.starts_with('<') && v.ends_with('>'))
}

/// A variable's name in a reference (`DB_PASSWORD`, `secrets.api_key`).
fn is_name(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-'))
}

/// Command names whose `-p` flag takes a password.
pub(super) const PASSWORD_P_COMMANDS: &[&str] = &[
    "mysql",
    "mysqldump",
    "mysqladmin",
    "mysqlimport",
    "mysqlshow",
    "mariadb",
    "mariadb-dump",
    "sshpass",
    "smbclient",
    "mongo",
    "mongosh",
    "mongodump",
    "mongorestore",
];
