//! Command lines: a flag whose name names a secret (`--password x`,
//! `--api-key=x`, `-storepass x`), and the flags and positions that hold a
//! password for the commands that take one that way ([`COMMANDS`]:
//! `mysql -pSecret`, `redis-cli -a x`, `zip -P x`, `smbclient -U
//! user%pass`, `net user name pass`, `echo pass | sudo -S`). The line is
//! read as a shell reads it: words with their quotes, commands split at
//! `|`, `;`, `&&`.

use once_cell::sync::Lazy;
use regex::Regex;

use super::structure::is_reference_or_marker;
use super::words::{looks_random, strength, Strength};

/// Where a command holds a password.
#[derive(Debug, Clone, Copy)]
pub(super) enum Holds {
    /// The word after this flag (`redis-cli -a x`).
    Next(&'static str),
    /// The rest of the word this flag starts (`mysql -pSecret`, `/p:x`).
    Glued(&'static str),
    /// The word after this flag, or the rest of the word it starts.
    NextOrGlued(&'static str),
    /// In the word after this flag, the part after this character
    /// (`smbclient -U user%pass`).
    After(&'static str, char),
    /// The word after this plain word (`nmcli ... password x`).
    Word(&'static str),
    /// The second word after this one, the first being a user's name
    /// (`steamcmd +login user pass`).
    SecondAfter(&'static str),
    /// The positional argument at this index, counted from the first word
    /// after the command that is not a flag (`net user name pass`).
    Positional(usize),
    /// The last positional argument when a short flag holding this letter
    /// is given (`htpasswd -b file user pass`).
    LastWith(char),
    /// The positional argument at this index when the one before it
    /// names a secret (`doppler secrets set DB_PASS x`, not `PORT 8080`).
    NamedPositional(usize),
    /// The positional argument after a share's UNC path, with or without a
    /// drive before it (`net use Z: \\srv\share pass`, `net use
    /// \\srv\IPC$ pass`).
    AfterShare,
}

/// Commands that take a password as an argument: (command, the first
/// positional word it must have, where the password is).
pub(super) const COMMANDS: &[(&str, Option<&str>, Holds)] = &[
    ("mysql", None, Holds::Glued("-p")),
    ("mysqldump", None, Holds::Glued("-p")),
    ("mysqladmin", None, Holds::Glued("-p")),
    ("mysqlimport", None, Holds::Glued("-p")),
    ("mysqlshow", None, Holds::Glued("-p")),
    ("mariadb", None, Holds::Glued("-p")),
    ("mariadb-dump", None, Holds::Glued("-p")),
    ("sshpass", None, Holds::NextOrGlued("-p")),
    ("mongo", None, Holds::Next("-p")),
    ("mongosh", None, Holds::Next("-p")),
    ("mongodump", None, Holds::Next("-p")),
    ("mongorestore", None, Holds::Next("-p")),
    ("mongoexport", None, Holds::Next("-p")),
    ("mongoimport", None, Holds::Next("-p")),
    ("redis-cli", None, Holds::Next("-a")),
    ("sqlcmd", None, Holds::Next("-P")),
    ("ipmitool", None, Holds::Next("-P")),
    // Dell iDRAC's remote CLI (`racadm -r host -u root -p X getsysinfo`).
    ("racadm", None, Holds::Next("-p")),
    ("idracadm7", None, Holds::Next("-p")),
    ("bcp", None, Holds::Next("-P")),
    ("osql", None, Holds::Next("-P")),
    ("mosquitto_pub", None, Holds::Next("-P")),
    ("mosquitto_sub", None, Holds::Next("-P")),
    ("zip", None, Holds::Next("-P")),
    ("unzip", None, Holds::Next("-P")),
    ("7z", None, Holds::Glued("-p")),
    ("7za", None, Holds::Glued("-p")),
    ("7zz", None, Holds::Glued("-p")),
    ("rar", None, Holds::Glued("-p")),
    ("unrar", None, Holds::Glued("-p")),
    ("ldapsearch", None, Holds::Next("-w")),
    ("ldapmodify", None, Holds::Next("-w")),
    ("ldapadd", None, Holds::Next("-w")),
    ("ldapdelete", None, Holds::Next("-w")),
    ("ldapwhoami", None, Holds::Next("-w")),
    ("ldappasswd", None, Holds::Next("-w")),
    ("ldappasswd", None, Holds::Next("-s")),
    ("openssl", None, Holds::Next("-k")),
    ("openssl", None, Holds::Next("-pass")),
    ("openssl", None, Holds::Next("-passin")),
    ("openssl", None, Holds::Next("-passout")),
    ("ssh-keygen", None, Holds::Next("-N")),
    ("ssh-keygen", None, Holds::Next("-P")),
    ("docker", Some("login"), Holds::Next("-p")),
    // `gh secret set NAME --body VALUE`: a repository secret's value.
    ("gh", Some("secret"), Holds::Next("--body")),
    ("gh", Some("secret"), Holds::Next("-b")),
    ("az", Some("login"), Holds::Next("-p")),
    // `dotnet nuget add source URL -n name -u user -p pass`.
    ("dotnet", Some("nuget"), Holds::Next("-p")),
    // Bento4's content keys: `--key <track>:<key>[:<iv>]`.
    ("mp4decrypt", None, Holds::After("--key", ':')),
    ("mp4encrypt", None, Holds::After("--key", ':')),
    ("cmdkey", None, Holds::Glued("/pass:")),
    ("schtasks", None, Holds::Next("/rp")),
    ("winrs", None, Holds::Glued("-p:")),
    ("winrs", None, Holds::Glued("/p:")),
    ("snyk", Some("auth"), Holds::Positional(1)),
    ("net", Some("use"), Holds::AfterShare),
    ("podman", Some("login"), Holds::Next("-p")),
    // Conan's `conan remote login NAME USER -p X` (2.x), `conan user -p X`
    // (1.x).
    ("conan", Some("remote"), Holds::NextOrGlued("-p")),
    ("conan", Some("user"), Holds::NextOrGlued("-p")),
    ("psexec", None, Holds::Next("-p")),
    ("paexec", None, Holds::Next("-p")),
    ("xfreerdp", None, Holds::Glued("/p:")),
    ("xfreerdp3", None, Holds::Glued("/p:")),
    ("wfreerdp", None, Holds::Glued("/p:")),
    ("rdesktop", None, Holds::Next("-p")),
    ("smbclient", None, Holds::After("-U", '%')),
    ("rpcclient", None, Holds::After("-U", '%')),
    ("lftp", None, Holds::After("-u", ',')),
    ("nmcli", None, Holds::Word("password")),
    ("htpasswd", None, Holds::LastWith('b')),
    ("mosquitto_passwd", None, Holds::LastWith('b')),
    // SAP HANA's and Sybase's SQL clients, InfluxDB's 1.x shell.
    ("hdbsql", None, Holds::Next("-p")),
    ("isql", None, Holds::Next("-P")),
    ("influx", None, Holds::Next("-password")),
    // Cisco IOS's shared secret with a RADIUS or TACACS+ server
    // (`radius-server host 10.0.0.5 key X`).
    ("radius-server", None, Holds::Word("key")),
    ("tacacs-server", None, Holds::Word("key")),
    ("net", Some("user"), Holds::Positional(2)),
    // A telecom core's: a RADIUS client's shared secret after the
    // server and the request type (`radclient 10.0.0.1:1812 auth
    // <secret>`), Kamailio's subscriber (`kamctl add user@domain <pw>`,
    // `kamctl passwd user <pw>`), SIPp's digest password (`sipp -au user
    // -ap <pw>`).
    ("radclient", None, Holds::Positional(2)),
    ("kamctl", Some("add"), Holds::Positional(2)),
    ("kamctl", Some("passwd"), Holds::Positional(2)),
    ("sipp", None, Holds::Next("-ap")),
    ("wpa_passphrase", None, Holds::Positional(1)),
    ("rclone", Some("obscure"), Holds::Positional(1)),
    ("mc", Some("alias"), Holds::Positional(4)),
    ("mc", Some("alias"), Holds::Positional(5)),
    // An SNMP community (`-c`, its password in v1 and v2c) and a v3
    // user's authentication and privacy passwords.
    ("snmpwalk", None, Holds::Next("-c")),
    ("snmpwalk", None, Holds::Next("-A")),
    ("snmpwalk", None, Holds::Next("-X")),
    ("snmpbulkwalk", None, Holds::Next("-c")),
    ("snmpget", None, Holds::Next("-c")),
    ("snmpget", None, Holds::Next("-A")),
    ("snmpget", None, Holds::Next("-X")),
    ("snmpset", None, Holds::Next("-c")),
    ("snmptable", None, Holds::Next("-c")),
    // A game server's RCON; a DICOM tool's; an interface engine's CLI; a
    // certificate's import.
    ("mcrcon", None, Holds::Next("-p")),
    ("storescu", None, Holds::Next("--pass")),
    ("findscu", None, Holds::Next("--pass")),
    ("mccommand", None, Holds::Next("-p")),
    ("certutil", None, Holds::Next("-p")),
    // Game builds: Perforce's password or ticket, SteamCMD's login, a
    // Source server's game server login token; Apple's upload tool's
    // app-specific password.
    ("p4", None, Holds::Next("-P")),
    ("steamcmd", None, Holds::SecondAfter("+login")),
    ("srcds_run", None, Holds::Next("+sv_setsteamaccount")),
    ("srcds", None, Holds::Next("+sv_setsteamaccount")),
    ("xcrun", Some("altool"), Holds::Next("-p")),
    // A signing identity's import into a keychain (`security import
    // dist.p12 -k build.keychain -P x`); Expo's login.
    ("security", Some("import"), Holds::Next("-P")),
    // (A build's keychain, made and unlocked with its password.)
    ("security", Some("create-keychain"), Holds::Next("-p")),
    ("security", Some("unlock-keychain"), Holds::Next("-p")),
    (
        "security",
        Some("set-key-partition-list"),
        Holds::Next("-k"),
    ),
    ("expo", Some("login"), Holds::Next("-p")),
    ("eas", Some("login"), Holds::Next("-p")),
    ("rabbitmqadmin", None, Holds::Next("-p")),
    // An engagement's tools: a login tried or sprayed (`nxc smb ... -p
    // X`), a remote shell's, a C2 team server's (`./teamserver <ip> X`).
    // Databases' and brokers' own tools; a cluster's login; a profile's
    // secret written by the AWS CLI.
    ("cqlsh", None, Holds::Next("-p")),
    ("odo", Some("login"), Holds::Next("-p")),
    ("rabbitmqctl", Some("add_user"), Holds::Positional(2)),
    ("rabbitmqctl", Some("change_password"), Holds::Positional(2)),
    (
        "aws",
        Some("configure"),
        Holds::Word("aws_secret_access_key"),
    ),
    ("aws", Some("configure"), Holds::Word("aws_session_token")),
    // A secret store's value set from the command line: a vault's (`az
    // keyvault secret set --value`), a project's when its name names a
    // secret (`doppler secrets set DB_PASS VALUE`; a parameter's is a
    // `NAMED_VALUES` row's).
    ("az", Some("keyvault"), Holds::Next("--value")),
    // Databricks' secret scope's (`databricks secrets put-secret scope key
    // --string-value VALUE`, the legacy `put`'s too).
    ("databricks", Some("secrets"), Holds::Next("--string-value")),
    ("doppler", Some("secrets"), Holds::NamedPositional(3)),
    // (`pulumi config set --secret edi:transfixApiKey x`: the key's name
    // after its project's.)
    ("pulumi", Some("config"), Holds::NamedPositional(3)),
    ("nxc", None, Holds::Next("-p")),
    ("netexec", None, Holds::Next("-p")),
    ("crackmapexec", None, Holds::Next("-p")),
    ("cme", None, Holds::Next("-p")),
    ("evil-winrm", None, Holds::Next("-p")),
    ("hydra", None, Holds::Next("-p")),
    ("medusa", None, Holds::Next("-p")),
    ("smbmap", None, Holds::Next("-p")),
    ("enum4linux", None, Holds::Next("-p")),
    ("enum4linux-ng", None, Holds::Next("-p")),
    ("bloodhound-python", None, Holds::Next("-p")),
    ("certipy", None, Holds::Next("-p")),
    ("winexe", None, Holds::After("-U", '%')),
    ("teamserver", None, Holds::Positional(1)),
    // A fleet's and a data team's tools: a node bootstrapped over WinRM,
    // a package index's upload, Hive's shell; a remote's secret given as
    // a pair (`rclone config create r s3 secret_access_key X`, `...
    // webdav pass X`).
    ("knife", Some("bootstrap"), Holds::Next("-P")),
    ("twine", None, Holds::Next("-p")),
    ("beeline", None, Holds::Next("-p")),
    ("rclone", Some("config"), Holds::Word("secret_access_key")),
    ("rclone", Some("config"), Holds::Word("pass")),
    ("rclone", Some("config"), Holds::Word("password")),
    // Cloud Foundry's login (`cf login -a API -u USER -p X`).
    ("cf", Some("login"), Holds::Next("-p")),
    ("cf", Some("auth"), Holds::Positional(2)),
    // A research group's tools: an experiment tracker's login (`wandb
    // login --relogin X`), MQTTX's client, Nix's binary cache, ngrok's
    // agent, Backblaze B2's and OpenStack Swift's clients, Vault's login
    // with a token, a DVC remote's credentials.
    ("wandb", Some("login"), Holds::Positional(1)),
    ("mqttx", None, Holds::Next("-P")),
    ("cachix", Some("authtoken"), Holds::Positional(1)),
    ("ngrok", Some("authtoken"), Holds::Positional(1)),
    ("ngrok", Some("config"), Holds::Word("add-authtoken")),
    ("b2", Some("authorize-account"), Holds::Positional(2)),
    ("swift", None, Holds::Next("-K")),
    ("vault", Some("login"), Holds::Positional(1)),
    ("dvc", Some("remote"), Holds::Word("password")),
    ("dvc", Some("remote"), Holds::Word("secret_access_key")),
    // macOS's keychain: an item's password set from the command line
    // (`security add-generic-password -a dit -s upload -w X`), a
    // keychain's own unlocked or made with one (`security unlock-keychain
    // -p X`).
    ("security", Some("add-generic-password"), Holds::Next("-w")),
    ("security", Some("add-internet-password"), Holds::Next("-w")),
    ("security", Some("unlock-keychain"), Holds::Next("-p")),
    ("security", Some("create-keychain"), Holds::Next("-p")),
];

/// Commands that read a password from standard input: the words `echo`
/// or `printf` pipes into them are secrets (`echo pw | sudo -S ...`).
const READS_PASSWORD: &[(&str, &str)] = &[
    ("sudo", "-S"),
    // Perforce's login reads the password from standard input.
    ("p4", "login"),
    ("sudo", "--stdin"),
    ("passwd", "--stdin"),
    ("chpasswd", ""),
    ("kinit", "--password-file=STDIN"),
    ("docker", "--password-stdin"),
    ("podman", "--password-stdin"),
    ("helm", "--password-stdin"),
    ("npm", "login"),
    ("vonage", "--with-token"),
    ("gh", "--with-token"),
    ("openconnect", "--passwd-on-stdin"),
    ("gpg", "--passphrase-fd"),
    // A VNC password file made from it (`vncviewer -passwd <(echo 'x' |
    // vncpasswd -f)`); an Apache password file's entry.
    ("vncpasswd", "-f"),
    ("htpasswd", "-i"),
    ("smbpasswd", "-s"),
    // (A password piped to `runas`; a PowerShell string piped into a
    // secure string, `'X' | ConvertTo-SecureString -AsPlainText`.)
    ("runas", ""),
    ("convertto-securestring", ""),
    // An encrypted disk image's or volume's passphrase (`printf 'x' |
    // hdiutil attach -stdinpass img.dmg`, `diskutil apfs unlockVolume
    // disk3s1 -stdinpassphrase`, `veracrypt --stdin`).
    ("hdiutil", "-stdinpass"),
    ("diskutil", "-stdinpassphrase"),
    ("veracrypt", "--stdin"),
];

/// Literals one of which every command line this rule reads holds: each
/// command's name and the readers `echo` pipes into.
pub(super) fn literals() -> impl Iterator<Item = &'static str> {
    COMMANDS
        .iter()
        .map(|c| c.0)
        .chain(READS_PASSWORD.iter().map(|r| r.0))
        .chain(["echo", "printf", "/pass:", "/p:", "/rp"])
}

/// Words that run another command: `sudo -u root mysql ...` is `mysql`.
/// (`npx expo login ...` is `expo`; a Dockerfile's `RUN db2 ...` is
/// `db2`.)
const PREFIXES: &[&str] = &[
    "sudo", "doas", "env", "time", "nohup", "exec", "command", "npx", "bunx", "RUN",
];

/// One shell word: its bytes, and its content without surrounding quotes.
#[derive(Debug, Clone, Copy)]
struct Word {
    start: usize,
    end: usize,
    content: (usize, usize),
}

/// The line's commands, each a list of words.
fn commands(text: &str) -> Vec<Vec<Word>> {
    let mut out = commands_in(text, 0, text.len());
    // A command an agent's call runs or types, inside a JSON string (`{"cmd":
    // "redis-cli -a 'x' PING\n"}`, also escaped in a JSON string): the
    // string's content, read as a shell reads it.
    if text.contains("\":") || text.contains("\": ") {
        for c in CALL_STRING.captures_iter(text).take(MAX_CALL_STRINGS) {
            if let Some(m) = c.name("content") {
                out.extend(commands_in(text, m.start(), m.end()));
            }
        }
    }
    // A command line a program runs, quoted in its source (`system("psexec
    // ... -p x")`, a Jenkinsfile's `sh "curl ... --user u:x"`,
    // `os.system('mysql -pX')`): a quoted string that starts with a word
    // and holds a flag, read as a shell reads it.
    // (Or flags a variable holds for a program: `JAVA_OPTS="-Xmx2g
    // -Djavax.net.ssl.keyStorePassword=..."`.)
    if text.contains(" -") || text.contains(" /") || text.contains("=\"-") || text.contains("='-") {
        for c in QUOTED_COMMAND.captures_iter(text).take(MAX_CALL_STRINGS) {
            if let Some(m) = c
                .name("double")
                .or_else(|| c.name("single"))
                .or_else(|| c.name("flags"))
                .or_else(|| c.name("single_flags"))
            {
                out.extend(commands_in(text, m.start(), m.end()));
            }
        }
    }
    // A program's argument list (`subprocess.run(["mysql", "-pX"])`,
    // `exec.Command("sshpass", "-p", x)`, `spawn('mongo', ['--password',
    // x])`, `.arg("--password").arg(x)`): each string one word, its
    // content without the quotes.
    if text.contains("\",") || text.contains("',") || text.contains(".arg(") {
        for m in ARGUMENT_LIST.find_iter(text).take(MAX_CALL_STRINGS) {
            // (A variable is a word whose value the text does not hold:
            // empty, never a secret.)
            let words: Vec<Word> = QUOTED_ARGUMENT
                .captures_iter(m.as_str())
                .filter_map(|c| {
                    let quoted = c.name("double").or_else(|| c.name("single"));
                    let (start, end) = match (quoted, c.name("variable")) {
                        (Some(q), _) => (m.start() + q.start(), m.start() + q.end()),
                        // (Not a builder's method: `.arg(`.)
                        (None, Some(v)) if !m.as_str()[v.end()..].starts_with('(') => {
                            (m.start() + v.end(), m.start() + v.end())
                        }
                        _ => return None,
                    };
                    Some(Word {
                        start,
                        end,
                        content: (start, end),
                    })
                })
                .collect();
            out.push(words);
        }
    }
    // A prompt inside a line starts a command of its own, whatever quote
    // the prose before it left open (`Tulan ya sk'an. cqlsh $ cqlsh ... -p
    // '...'`).
    for (at, _) in text.match_indices(" $ ").take(MAX_CALL_STRINGS) {
        let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
        out.extend(commands_in(text, at + 3, end));
    }
    // A terminal's title or a field's value in an accessibility tree
    // (`AXWindow title="me@host: ~ — sshpass -p ..."`, `Window: "mysql
    // ... — Terminal"`): its content.
    if text.contains("=\"") || text.contains(": \"") {
        for c in ATTRIBUTE_STRING.captures_iter(text).take(MAX_CALL_STRINGS) {
            if let Some(m) = c.name("content") {
                out.extend(commands_in(text, m.start(), m.end()));
            }
        }
    }
    out
}

/// An accessibility node's title or value attribute, or a window's title
/// after its name (also glued after other text: `xWindow: "..."`): its
/// content.
static ATTRIBUTE_STRING: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r#"(?i)(?:(?-u:\b)(?:title|value|AXTitle|AXValue)=|(?:window|title):[ \t]*)"(?P<content>[^"\n]*)""#,
    )
    .expect("a valid pattern")
});

/// A quoted string that starts with a word and holds a flag or a Windows
/// switch after a space, or a variable's quoted value that starts with a
/// flag (`JAVA_OPTS="-Xmx2g -Dapp.password=..."`): its content.
static QUOTED_COMMAND: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#""(?P<double>[A-Za-z][A-Za-z0-9_.-]{0,40}[ \t](?:(?:[^"\\\n]|\\.)*?[ \t])?[-/](?:[^"\\\n]|\\.)*)""#,
        r#"|'(?P<single>[A-Za-z][A-Za-z0-9_.-]{0,40}[ \t](?:[^'\n]*?[ \t])?[-/][^'\n]*)'"#,
        r#"|="(?P<flags>-{1,2}[A-Za-z](?:[^"\\\n]|\\.)*)""#,
        r#"|='(?P<single_flags>-{1,2}[A-Za-z][^'\n]*)'"#,
    ))
    .expect("a valid pattern")
});

/// A quoted argument, double or single (a raw or formatted string's
/// prefix before it, `r"..."`, `f'...'`): its content.
const QUOTED_ARGUMENT_PATTERN: &str =
    r#"[rbfuRBFU]{0,2}"(?P<double>(?:[^"\\\n]|\\.)*)"|[rbfuRBFU]{0,2}'(?P<single>[^'\n]*)'"#;

/// A program's variable among its arguments (`"-H", host, "-U"`).
const VARIABLE_ARGUMENT_PATTERN: &str =
    r"(?P<variable>[&*]?[A-Za-z_][A-Za-z0-9_.]{0,40}(?:\[[^\[\]\n]{0,40}\])*)";

static QUOTED_ARGUMENT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&format!(
        "{QUOTED_ARGUMENT_PATTERN}|{VARIABLE_ARGUMENT_PATTERN}"
    ))
    .expect("a valid pattern")
});

/// Two or more quoted arguments in a row, parted by commas (a list may
/// open after the first, `spawn('x', ['-p', ...])`) or by a builder's
/// `).arg(`, `).args([`; a variable may stand among them.
static ARGUMENT_LIST: Lazy<Regex> = Lazy::new(|| {
    let quoted = QUOTED_ARGUMENT_PATTERN
        .replace("?P<double>", "?:")
        .replace("?P<single>", "?:");
    let variable = VARIABLE_ARGUMENT_PATTERN.replace("?P<variable>", "?:");
    super::pattern(&format!(
        r"(?:{quoted})(?:(?:[ \t]*,[ \t]*\[?|\s*\)\s*\.args?\(\s*\[?)[ \t]*(?:{quoted}|{variable}))+"
    ))
    .expect("a valid pattern")
});

/// The most JSON strings of a text read as command lines.
const MAX_CALL_STRINGS: usize = 64;

/// A JSON string an agent's call runs or types: its key, then its
/// content, to the next quote (the escape before it left out).
static CALL_STRING: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r#"\\?"(?:command|cmd|text|script|input|shell|code|keys)\\?"\s*:\s*\\?"(?P<content>[^"\n]*?)\\?""#)
        .expect("a valid pattern")
});

/// [`commands`] in `text[from..to]`, as byte ranges of `text`.
fn commands_in(text: &str, from: usize, to: usize) -> Vec<Vec<Word>> {
    let b = &text.as_bytes()[..to];
    let mut out = vec![Vec::new()];
    let mut i = from;
    while i < b.len() {
        match b[i] {
            // (A backquote ends a command: a code span's in prose, `run
            // `vault login -method=oidc` and approve`, or the shell's
            // substitution.)
            b'|' | b';' | b'&' | b'\n' | b'`' => {
                if out.last().is_some_and(|c| !c.is_empty()) {
                    out.push(Vec::new());
                }
                i += 1;
            }
            c if c.is_ascii_whitespace() => i += 1,
            // A substitution runs a command of its own (`-passwd <(echo 'x'
            // | vncpasswd -f)`).
            b'<' | b'>' | b'$' if b.get(i + 1) == Some(&b'(') => {
                if out.last().is_some_and(|c| !c.is_empty()) {
                    out.push(Vec::new());
                }
                i += 2;
            }
            // A window title's dash between spaces parts its fields
            // (`user@host: ~ — sshpass -p ...`, a terminal's title).
            0xE2 if b[i..].starts_with("— ".as_bytes())
                && i > 0
                && b[i - 1].is_ascii_whitespace() =>
            {
                if out.last().is_some_and(|c| !c.is_empty()) {
                    out.push(Vec::new());
                }
                i += "—".len();
            }
            _ => {
                let start = i;
                while i < b.len()
                    && !b[i].is_ascii_whitespace()
                    && !matches!(b[i], b'|' | b';' | b'&' | b'`')
                {
                    // (A quote that does not close on its line is a mark
                    // glued on, `"nxc smb ...`, not a word's.)
                    if matches!(b[i], b'"' | b'\'') {
                        let q = b[i];
                        if let Some(close) = b[i + 1..].iter().position(|&c| c == q || c == b'\n') {
                            if b[i + 1 + close] == q {
                                i += 1 + close;
                            }
                        }
                    }
                    i = (i + 1).min(b.len());
                }
                let w = &text[start..i];
                let quoted =
                    w.len() >= 2 && matches!(b[start], b'"' | b'\'') && b[i - 1] == b[start];
                let content = if quoted {
                    (start + 1, i - 1)
                } else {
                    (start, i)
                };
                if let Some(c) = out.last_mut() {
                    c.push(Word {
                        start,
                        end: i,
                        content,
                    });
                }
            }
        }
    }
    out.retain(|c| !c.is_empty());
    out
}

/// The command's name (lowercased base name, no `.exe`) and the index of
/// its word, past `sudo`, `env` and variable assignments.
fn command_name(text: &str, words: &[Word]) -> Option<(String, usize)> {
    let mut i = 0;
    while let Some(w) = words.get(i) {
        let s = &text[w.start..w.end];
        if PREFIXES.contains(&s) || s.contains('=') && !s.starts_with('-') {
            i += 1;
        } else if s.starts_with('-') && i > 0 {
            // A prefix's own flags; `-u root` takes a value.
            i += if matches!(s, "-u" | "-g" | "-C") {
                2
            } else {
                1
            };
        } else {
            return Some((base_name(s), i));
        }
    }
    None
}

/// A command word's name: lowercased, without its directory or `.exe`,
/// nor the marks or another script's letters glued before it (`(p4`,
/// `"steamcmd`, `运行p4`), nor its quotes (`"psexec.exe"`).
fn base_name(word: &str) -> String {
    // (A Windows prompt's `>` ends the path before it: `C:\Users\me>net`.)
    let base = word
        .trim_end_matches(['"', '\''])
        .rsplit(['/', '\\', '>'])
        .next()
        .unwrap_or(word)
        .trim_start_matches(|c: char| !c.is_ascii_alphanumeric() && c != '_' && c != '.')
        .to_ascii_lowercase();
    base.strip_suffix(".exe").map(str::to_owned).unwrap_or(base)
}

/// A flag: `-x`, `--name`, or a Windows switch (`/add`, `/user:x`, but
/// not a path like `/etc/passwd`).
fn is_flag(s: &str) -> bool {
    let switch = s.strip_prefix('/').is_some_and(|rest| {
        let name = rest.split([':', '=']).next().unwrap_or("");
        !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphabetic())
    });
    s.len() > 1 && s.starts_with('-') || switch
}

/// Whether a word is this flag: as written, or in any case for a Windows
/// switch (`/RP` is `/rp`).
fn is_same_flag(word: &str, flag: &str) -> bool {
    word == flag || flag.starts_with('/') && word.eq_ignore_ascii_case(flag)
}

/// Secrets in command lines.
pub(super) fn command_lines(text: &str, found: &mut impl FnMut(usize, usize)) {
    let cmds = commands(text);
    let mut secret = |(from, to): (usize, usize)| {
        // A quoted pair's closing quote is the shell's (`-u "$U:$P"`).
        // (`/RP *` asks for the password; an unquoted `$pw` is the
        // shell's variable, a single-quoted `'$pw'` is not.)
        let variable = text[from..to].starts_with('$')
            && !text[..from].ends_with('\'')
            && text[from + 1..to]
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_');
        // A help text's type for the flag's value, in capitals (click's
        // `-p, --password TEXT`).
        let metavar = matches!(&text[from..to], "TEXT" | "STR" | "INTEGER" | "INT");
        if from < to
            && !variable
            && !metavar
            && &text[from..to] != "*"
            && !is_reference_or_marker(text[from..to].trim_end_matches(['"', '\'']))
            && !text[from..to].starts_with(['(', '<', '>', '|'])
            // (A flag is no value; a quoted word of six or more is, dash
            // and all: `-P '-4Z3e...'`, not `--pass "-n"`.)
            && (!text[from..to].starts_with('-')
                || text[..from].ends_with(['\'', '"']) && to - from >= 6)
        {
            found(from, to);
        }
    };
    for (n, words) in cmds.iter().enumerate() {
        let s = |w: &Word| &text[w.start..w.end];
        // Flags whose name names a secret, whatever the command.
        for (j, w) in words.iter().enumerate() {
            let word = s(w);
            if !is_flag(word) {
                continue;
            }
            // `--name=value`, `--name value`, `/name:value` (Windows).
            let split = if word.starts_with('/') {
                word.split_once([':', '='])
            } else {
                word.split_once('=')
            };
            let (flag, glued) = match split {
                Some((f, v)) => (f, Some(v)),
                None => (word, None),
            };
            let flag_name = flag.trim_start_matches(['-', '/']);
            // (A Java system property is named by its last part, without
            // the `-D`: `-Djavax.net.ssl.keyStorePassword`,
            // `-Dclient_secret`; not `-Dapp.secretsManager.region`.)
            let flag_name = match flag_name.strip_prefix('D') {
                Some(property) if flag.starts_with("-D") && !property.is_empty() => {
                    property.rsplit('.').next().unwrap_or(property)
                }
                _ => flag_name,
            };
            // `-p"$DB_PASSWORD"`: a short flag with its value glued, not a
            // flag that names one.
            if !flag_name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
            {
                continue;
            }
            let value = match glued {
                Some(v) => Some((w.end - v.len(), w.end)),
                // (A lone `=` after it makes it a diff's removed
                // assignment, `-TOKEN = os.getenv(...)`, not a flag.)
                None => words
                    .get(j + 1)
                    .filter(|n| !is_flag(s(n)) && s(n) != "=")
                    .map(|n| n.content),
            };
            let Some((from, to)) = value else {
                continue;
            };
            if matches!(flag_name, "u" | "user") {
                // `-u user:pass` (curl): the part after `:`, to the next
                // space (a `;` in it is the password's, not the shell's).
                if let Some(colon) = text[from..to].find(':') {
                    let end = text[from..]
                        .find(char::is_whitespace)
                        .map_or(text.len(), |n| from + n);
                    // (Not the quote that closes the word or the string
                    // the command was quoted in: `sh "curl -u u:x"`.)
                    let end = to + text[to..end.max(to)].trim_end_matches(['"', '\'']).len();
                    secret((from + colon + 1, end));
                }
            } else if flag_name.len() > 1
                && (strength(flag_name, false) == Some(Strength::Strong)
                    || flag_name.eq_ignore_ascii_case("pass")
                    || provider_key_flag(flag_name, text[from..to].trim_matches(['"', '\''])))
                || is_named_value(flag, text, words, j)
            {
                secret((from, to));
            }
        }
        // The commands that take a password their own way, wherever they
        // stand in the text (`Run mysql -u root -pSecret`).
        for (k, w) in words.iter().enumerate() {
            let name = base_name(s(w));
            let echoes = matches!(name.as_str(), "echo" | "printf");
            if !echoes && !COMMANDS.iter().any(|c| c.0 == name) {
                continue;
            }
            let args = &words[k + 1..];
            let positional: Vec<&Word> = args.iter().filter(|w| !is_flag(s(w))).collect();
            for &(command, sub, holds) in COMMANDS {
                if command != name
                    || sub.is_some_and(|sub| {
                        !positional
                            .first()
                            .is_some_and(|w| s(w).eq_ignore_ascii_case(sub))
                    })
                {
                    continue;
                }
                holds_in(text, args, &positional, holds, &mut secret);
            }
            // `echo pw | sudo -S ...`: what is echoed into a password reader;
            // `echo 'pw' > ~/.vault_pass`: what is written into a secret's
            // file (the words before the redirection).
            let redirect = args.iter().position(|w| s(w).starts_with('>'));
            let into_secret_file = redirect.is_some_and(|r| {
                let to = s(&args[r]).trim_start_matches('>');
                let path = if to.is_empty() {
                    args.get(r + 1).map_or("", |w| s(w))
                } else {
                    to
                };
                names_secret_file(path.trim_matches(['"', '\'']))
            });
            if echoes
                && (into_secret_file
                    || cmds
                        .get(n + 1)
                        .is_some_and(|next| piped(text, words, next) && reads_password(text, next)))
            {
                let before = redirect.unwrap_or(args.len());
                args[..before]
                    .iter()
                    .filter(|w| !is_flag(s(w)))
                    .for_each(|w| secret(w.content));
            }
        }
        // PowerShell's pipeline from a string (`('X' | ConvertTo-SecureString
        // -AsPlainText)`): the string piped into a password reader.
        let echoed = words
            .first()
            .is_some_and(|w| matches!(base_name(s(w)).as_str(), "echo" | "printf"));
        if let Some(last) = words.last().filter(|_| !echoed) {
            let from = last.start + text[last.start..last.end].len()
                - text[last.start..last.end].trim_start_matches('(').len();
            let literal = &text.as_bytes()[from..last.end];
            let quoted = literal.len() >= 2
                && matches!(literal[0], b'"' | b'\'')
                && literal[literal.len() - 1] == literal[0];
            if quoted
                && cmds
                    .get(n + 1)
                    .is_some_and(|next| piped(text, words, next) && reads_password(text, next))
            {
                secret((from + 1, last.end - 1));
            }
        }
    }
}

/// Flags that give a value, each with the flag that names it: a
/// variable's or a secret's (`Set-Variable -Name SagePwd -Value X`, `az
/// keyvault secret set --name db-password --value X`), a registry value's
/// (`reg add ... /v DefaultPassword /d X`).
const NAMED_VALUES: &[(&str, &str)] = &[("-value", "-name"), ("--value", "--name"), ("/d", "/v")];

/// Whether `flag` gives a value that a flag in the words before it names
/// as a secret, or marks as one (`aws ssm put-parameter ... --type
/// SecureString`). A number is a setting's (`/v PasswordExpiryWarning /t
/// REG_DWORD /d 14`).
fn is_named_value(flag: &str, text: &str, words: &[Word], at: usize) -> bool {
    let value = words
        .get(at + 1)
        .map_or("", |w| &text[w.content.0..w.content.1]);
    if value.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    NAMED_VALUES.iter().any(|&(value_flag, name)| {
        flag.eq_ignore_ascii_case(value_flag)
            && (words[..at].windows(2).any(|pair| {
                let (from, to) = pair[1].content;
                text[pair[0].start..pair[0].end].eq_ignore_ascii_case(name)
                    && strength(&text[from..to], false) == Some(Strength::Strong)
            }) || words
                .iter()
                .any(|w| text[w.content.0..w.content.1].eq_ignore_ascii_case("SecureString")))
    })
}

/// Whether the command `next` reads what `words` writes: a pipe between
/// them, not a `;` or `&&` (`echo done; p4 login`).
fn piped(text: &str, words: &[Word], next: &[Word]) -> bool {
    let (Some(last), Some(first)) = (words.last(), next.first()) else {
        return false;
    };
    let gap = text.get(last.end..first.start).unwrap_or("");
    gap.contains('|') && !gap.contains("||")
}

/// Whether a command reads a password from standard input.
fn reads_password(text: &str, words: &[Word]) -> bool {
    let s = |w: &Word| &text[w.start..w.end];
    // (Any tool's flag that says so: `echo X | tool-cli login --with-token`.)
    if words
        .iter()
        .any(|w| matches!(s(w), "--with-token" | "--password-stdin" | "--token-stdin"))
    {
        return true;
    }
    let reader = command_name(text, words).map(|(r, _)| r);
    READS_PASSWORD.iter().any(|&(r, flag)| {
        let runs = words.first().is_some_and(|w| s(w) == r) || reader.as_deref() == Some(r);
        // (The flag may close the substitution it runs in: `-f)`.)
        runs && (flag.is_empty() || words.iter().any(|w| s(w).trim_end_matches(')') == flag))
    })
}

/// The secrets `holds` says a command's `args` hold.
fn holds_in(
    text: &str,
    args: &[Word],
    positional: &[&Word],
    holds: Holds,
    secret: &mut impl FnMut((usize, usize)),
) {
    let s = |w: &Word| &text[w.start..w.end];
    for (j, w) in args.iter().enumerate() {
        let word = s(w);
        let next = args.get(j + 1).map(|n| n.content);
        match holds {
            Holds::Next(f) | Holds::NextOrGlued(f) | Holds::Word(f) if is_same_flag(word, f) => {
                if let Some(range) = next {
                    secret(range);
                }
            }
            // `mysql -p Secret`: the word after a glued flag, when it looks
            // like a password rather than a name.
            Holds::Glued(f) if is_same_flag(word, f) => {
                if let Some(range) = next.filter(|&(a, b)| looks_random(&text[a..b])) {
                    secret(range);
                }
            }
            Holds::Glued(f) | Holds::NextOrGlued(f)
                if word.len() > f.len()
                    && word.get(..f.len()).is_some_and(|w| is_same_flag(w, f)) =>
            {
                let from = w.start + f.len();
                let (from, to) = match &text.as_bytes()[from..w.end] {
                    [q @ (b'"' | b'\''), .., last] if last == q => (from + 1, w.end - 1),
                    _ => (from, w.end),
                };
                secret((from, to));
            }
            Holds::SecondAfter(f) if word == f => {
                // (`+login anonymous +app_update ...`: no password.)
                if let Some(w) = args.get(j + 2).filter(|w| !s(w).starts_with(['+', '-'])) {
                    secret(w.content);
                }
            }
            Holds::After(f, sep) if word == f => {
                if let Some((from, to)) = next {
                    if let Some(k) = text[from..to].find(sep) {
                        secret((from + k + sep.len_utf8(), to));
                    }
                }
            }
            _ => {}
        }
    }
    match holds {
        Holds::Positional(k) => {
            // (Not the tool's own name before a colon, the next line's
            // label where a view joins lines: `$ wandb login` / `wandb:
            // Logging in`; nor a word's own `name=value`, `vault login
            // -method=userpass username=bob`.)
            let own_label = |w: &&Word| {
                let word = &text[w.start..w.end];
                word.strip_suffix(':').is_some_and(|name| {
                    text[..w.start]
                        .split_whitespace()
                        .any(|b| base_name(b) == name.to_ascii_lowercase())
                })
            };
            // (Unquoted, a name before its `=`: `'0HhDhEd=tCRItQE!'` is a
            // password.)
            let pair = |w: &&Word| {
                let word = &text[w.start..w.end];
                w.content == (w.start, w.end)
                    && word.split_once('=').is_some_and(|(name, value)| {
                        !value.is_empty()
                            && name.starts_with(|c: char| c.is_ascii_alphabetic())
                            && name.bytes().all(|b| {
                                b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')
                            })
                    })
            };
            // (A login method other than a token's takes none: `vault
            // login -method=oidc`, then what the view joins after it; a
            // random word there is a token all the same.)
            let other_method = args.iter().any(|w| {
                s(w).trim_start_matches('-')
                    .strip_prefix("method=")
                    .is_some_and(|m| {
                        let m = m.trim_matches(['"', '\'']);
                        !m.is_empty() && !m.eq_ignore_ascii_case("token")
                    })
            });
            if let Some(w) = positional.get(k).filter(|w| {
                (!other_method || looks_random(&text[w.content.0..w.content.1]))
                    && !own_label(w)
                    && !pair(w)
            }) {
                secret(w.content);
            }
        }
        Holds::NamedPositional(k) => {
            let named = k
                .checked_sub(1)
                .and_then(|n| positional.get(n))
                .is_some_and(|w| strength(&text[w.content.0..w.content.1], false).is_some());
            if let Some(w) = positional.get(k).filter(|_| named) {
                secret(w.content);
            }
        }
        Holds::AfterShare => {
            let share = positional.iter().position(|w| s(w).starts_with("\\\\"));
            if let Some(w) = share.and_then(|k| positional.get(k + 1)) {
                secret(w.content);
            }
        }
        Holds::LastWith(letter) => {
            let flagged = args.iter().any(|w| {
                let f = s(w);
                is_flag(f) && !f.starts_with("--") && f.contains(letter)
            });
            match positional.last() {
                Some(w) if flagged && positional.len() >= 2 => secret(w.content),
                _ => {}
            }
        }
        _ => {}
    }
}

/// What a command printed of a file named as a secret's (`$ cat
/// /etc/openvpn/client/auth.txt` then `bergh` and `meadow.otter...`,
/// `cat /root/.restic-pass`): the lines after it up to the next prompt,
/// at most [`MAX_PRINTED_LINES`], when the file is no structured one (a
/// YAML's or an `.env`'s keys are the assignment rules'). A user's name among them goes with the
/// password (an OpenVPN `auth.txt` holds both); a public key's file
/// (`.pub`) and `/etc/passwd` (whose passwords are elsewhere) are none.
pub(super) fn printed_files(text: &str, found: &mut impl FnMut(usize, usize)) {
    let mut printing = 0;
    let mut at = 0;
    for line in text.split('\n') {
        let start = at;
        at += line.len() + 1;
        let content = line.trim();
        if let Some(c) = PRINTS_FILE.captures(content) {
            printing = if c
                .name("path")
                .or(c.name("written"))
                .or(c.name("named"))
                .is_some_and(|p| names_secret_file(p.as_str()))
            {
                MAX_PRINTED_LINES
            } else {
                0
            };
            continue;
        }
        if printing == 0 {
            continue;
        }
        // The next prompt, or a blank line, ends what was printed; a
        // structured file's lines (`key: value`, `[section]`) are the
        // assignment rules' to read. (Not base64's padding:
        // `wL4O...Mdpt==`.)
        let structured = content.contains(": ")
            || content.trim_end_matches('=').contains('=')
            || content.starts_with(['[', '{', '<']);
        // (A here-document's end, `EOF`, ends it too.)
        let delimiter = content.len() >= 2 && content.bytes().all(|b| b.is_ascii_uppercase());
        if content.is_empty() || is_prompt(content) || structured || delimiter {
            printing = 0;
            continue;
        }
        printing -= 1;
        let lead = line.len() - line.trim_start().len();
        found(start + lead, start + lead + content.len());
    }
}

/// The entries of pppd's secrets file (`/etc/ppp/chap-secrets`,
/// `pap-secrets`) after its name, up to the first blank line: each
/// entry's third field, quoted or not, after its client and a server of
/// `*` or quoted (`"0891234567@t-online.de" * "x" *`). The name may share
/// its line with the first entry, as a pane that joins lines shows it.
pub(super) fn ppp_secrets(text: &str, found: &mut impl FnMut(usize, usize)) {
    let lower = text.to_ascii_lowercase();
    let Some(from) = ["chap-secrets", "pap-secrets"]
        .iter()
        .filter_map(|name| lower.find(name).map(|at| at + name.len()))
        .min()
    else {
        return;
    };
    let to = text[from..]
        .find("\n\n")
        .map_or(text.len(), |end| from + end);
    for c in PPP_ENTRY.captures_iter(&text[from..to]) {
        if let Some(m) = c.name("secret").or_else(|| c.name("bare")) {
            if !super::structure::is_reference_or_marker(m.as_str()) {
                found(from + m.start(), from + m.end());
            }
        }
    }
}

/// An entry of pppd's secrets file: client, server, secret.
static PPP_ENTRY: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r#"(?m)(?:^|[ \t])[ \t]*(?:"[^"\n]*"|[^\s#"*]\S*)[ \t]+(?:\*|"[^"\n]*")[ \t]+(?:"(?P<secret>[^"\n]+)"|(?P<bare>[^"\s]+))"#,
    )
    .expect("a valid pattern")
});

/// Most lines read as a secret file's content after the command.
const MAX_PRINTED_LINES: usize = 4;

/// A prompt, then a command that prints a file (`$ cat x`, `PS C:\>
/// Get-Content x`, `# sudo cat x`).
static PRINTS_FILE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        // (Or written from a here-document, `cat > ~/.pgpass <<EOF`, or
        // named by a comment on the line above, `# /etc/openvpn/x.auth`.)
        r#"^(?:(?:[^\n]*?[$#>][ \t]*)?(?:sudo[ \t]+)?(?:(?i:cat|get-content)[ \t]+(?P<path>[^\s|;&<>]+)|(?i:cat|tee)[ \t]*>{0,2}[ \t]*(?P<written>[^\s|;&<>]+)[ \t]*<<-?[ \t]*["']?[A-Za-z_]+["']?)|#[ \t]*(?P<named>[/~][^\s]+))[ \t]*$"#,
    )
    .expect("a valid pattern")
});

/// Whether a line starts with a shell's prompt.
pub(super) fn is_prompt(line: &str) -> bool {
    line.starts_with("$ ")
        || line.starts_with("# ")
        || line.starts_with("> ")
        || line.starts_with("PS ")
        || line.split_once(' ').is_some_and(|(first, _)| {
            first.len() > 1
                && (first.ends_with('$') || first.ends_with('#'))
                && first.contains(['@', ':', '~'])
        })
}

/// Whether a file's name says it holds a secret (`auth.txt` as OpenVPN
/// names it, `.restic-pass`, `db_password`, `api-token`, `secrets.env`),
/// not a public key's or the accounts' list.
fn names_secret_file(path: &str) -> bool {
    let name = base_name(path);
    let structured = name.rsplit_once('.').is_some_and(|(_, ext)| {
        matches!(
            ext,
            "yaml"
                | "yml"
                | "toml"
                | "json"
                | "env"
                | "ini"
                | "xml"
                | "properties"
                | "cfg"
                | "tf"
                | "tfvars"
        )
    });
    !structured
        && !name.ends_with(".pub")
        && name != "passwd"
        && !name.contains("example")
        && !name.contains("sample")
        && ([
            "pass", "secret", "token", "cred", "apikey", "api_key", "api-key", "pgpass", "netrc",
        ]
        .iter()
        .any(|w| name.contains(w))
            || matches!(name.as_str(), "auth.txt" | "auth.conf")
            // (OpenVPN's `auth-user-pass` file, `client.auth`.)
            || name.ends_with(".auth"))
}

/// Whether a flag names a provider's key and its value is random: two
/// words or more, the last `key` (`--experian-key PK61...`,
/// `--worldpay-key T_S_...`), or `--key` alone before a long random run
/// of letters and digits (`better-stack auth --key aCaj...`, twenty
/// characters or more: a key id's hex is shorter); not a path, a name or
/// a key's id (`--key reports/2024/x.csv`, `--sort-key name`, `--recv-key
/// 0x1A2E...`).
fn provider_key_flag(flag_name: &str, value: &str) -> bool {
    let words = super::words::words(flag_name);
    let named = words.len() >= 2 && strength(flag_name, false) == Some(Strength::Weak);
    // (Alone, a run of letters and digits with a digit: not a name,
    // `my-production-key-name`, `ProjectSettingsUploadKey`, nor a UUID.)
    let alone = words.len() == 1
        && value.len() >= MIN_LONE_KEY
        && value.bytes().all(|b| b.is_ascii_alphanumeric())
        && value.bytes().any(|b| b.is_ascii_digit());
    (named || alone)
        && words.last().is_some_and(|w| w.eq_ignore_ascii_case("key"))
        && !value.starts_with("0x")
        && !value.contains(['/', '.', ':'])
        && looks_random(value)
}

/// The shortest value `--key` alone takes for a key: a GPG key's long id
/// is sixteen hex digits.
const MIN_LONE_KEY: usize = 20;

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        command_lines(text, &mut |s, e| out.push(text[s..e].to_owned()));
        out
    }

    #[test]
    fn command_lines_lose_the_passwords_they_pass() {
        for (text, secret) in [
            ("curl --token abc123 https://x", "abc123"),
            ("mysql -u root -pS3cret! db", "S3cret!"),
            ("mysql -u root -p CwySxKwFpk2dcN", "CwySxKwFpk2dcN"),
            (
                "mysqldump -uroot -p'spring is coming' shop",
                "spring is coming",
            ),
            ("redis-cli -h r -a Bishop@66 INFO", "Bishop@66"),
            (
                "docker login -u deploy -p mot2passe registry.io",
                "mot2passe",
            ),
            ("smbclient //fs/finance -U jdoe%hunter2", "hunter2"),
            ("lftp -u backup,hYpm sftp://f", "hYpm"),
            ("xfreerdp /u:Admin /p:Walrus@05 /v:10.0.0.50", "Walrus@05"),
            ("htpasswd -b -c /etc/.htpasswd admin meadow-57", "meadow-57"),
            ("net user svc_backup saffron+49 /add", "saffron+49"),
            (
                "nmcli dev wifi connect \"Cafe\" password zaq1@WSX",
                "zaq1@WSX",
            ),
            ("wpa_passphrase HomeNet 'blue Monday'", "blue Monday"),
            (
                "echo \"blue.Whale\" | sudo -S systemctl restart nginx",
                "blue.Whale",
            ),
            ("keytool -list -storepass Walrus_321", "Walrus_321"),
            ("sudo -u postgres zip -P orange42 a.zip b", "orange42"),
            ("Run mysql -u root -pWalrus_0535 shop", "Walrus_0535"),
            (
                "gh secret set CF_API_KEY --body \"6b687eff5475\"",
                "6b687eff5475",
            ),
            // A command line quoted in a program's source.
            (
                "system(\"psexec \\\\10.0.0.7 -u Administrator -p braksha cmd\");",
                "braksha",
            ),
            (
                "subprocess.run('redis-cli -a Zq81mXr4Lp PING')",
                "Zq81mXr4Lp",
            ),
            (
                "cqlsh cassandra.internal -u cassandra -p 1kmJrqDirZlC",
                "1kmJrqDirZlC",
            ),
            (
                "rabbitmqctl add_user reports-cron 3rVibbcL5SPZpfKuNUcjZ",
                "3rVibbcL5SPZpfKuNUcjZ",
            ),
            (
                "aws configure set aws_secret_access_key JJErzJEBpO9VC --profile x",
                "JJErzJEBpO9VC",
            ),
            (
                "sh \"curl -X POST 'https://ci.example/job/x' --user ${USER}:44056195317\"",
                "44056195317",
            ),
            // A program's argument list, each string a word.
            (
                "subprocess.call([\"sshpass\", \"-p\", \"Vt7qLm2xPw\", \"ssh\", \"h\"])",
                "Vt7qLm2xPw",
            ),
            (
                "subprocess.run(['mysql', '-u', 'root', '-pQ8zkW3', 'shop'])",
                "Q8zkW3",
            ),
            (
                "spawn('mongo', ['--username', 'admin', '--password', 'orange42'])",
                "orange42",
            ),
            ("cmd.arg(\"--password\").arg(\"orange42\")", "orange42"),
            // A Windows command quoted in source; its switches in any case.
            (
                "os.system(\"net use Z: \\\\srv01\\share /user:OFFICE\\admin Walrus@05\")",
                "Walrus@05",
            ),
            (
                "schtasks /Create /TN b /RU svc /RP Walrus@05 /SC DAILY",
                "Walrus@05",
            ),
            ("winrs -r:pc01 -u:admin -p:Walrus@05 ipconfig", "Walrus@05"),
            // A secret store's value.
            (
                "aws ssm put-parameter --name /prod/db --value Walrus@05 --type SecureString",
                "Walrus@05",
            ),
            (
                "az keyvault secret set --vault-name kv --name db --value Walrus@05",
                "Walrus@05",
            ),
            ("doppler secrets set DB_PASS Walrus@05", "Walrus@05"),
            (
                "echo 'SQtf5td20k2IVO' > ~/.vault_pass && ansible-vault decrypt x",
                "SQtf5td20k2IVO",
            ),
            (
                "Set-Variable -Name SagePwd -Value \"Walrus@05\"",
                "Walrus@05",
            ),
            (
                "echo -e \"Walrus@05\\nWalrus@05\" | smbpasswd -s -a alice",
                "Walrus@05\\nWalrus@05",
            ),
        ] {
            assert_eq!(found(text), [secret], "{text}");
        }
        for text in [
            "docker run -p 8080:80 nginx",
            "aws secretsmanager get-secret-value --secret-id prod/db",
            "mysql -p",
            "mysql -u root -p shop",
            "ls -la /tmp | grep -a x",
            "echo hello | tr a-z A-Z",
            "gh pr create --body \"Fixes #12\"",
            "print(\"usage: tool -h for help, -v for more\")",
            "msg = 'Run with --password to be prompted'",
            "aws configure set region eu-west-1",
            "rabbitmqctl add_user",
            // Lists of strings that pass no password.
            "args = [\"--password\", \"--user\"]",
            "subprocess.run([\"docker\", \"run\", \"-p\", \"8080:80\", \"nginx\"])",
            "print(\"see docs /help and setup /quiet\")",
            "aws ssm get-parameter --name /prod/db --with-decryption",
            "Set-Variable -Name Region -Value \"eu-west-1\"",
            "echo 'export PATH=$PATH:/opt/bin' >> ~/.bashrc",
        ] {
            assert!(found(text).is_empty(), "{text}: {:?}", found(text));
        }
    }
}
