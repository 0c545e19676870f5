//! Structural secrets: what makes a value a secret is where it stands
//! (after `password=`, in a URL's userinfo, after `Authorization: Bearer`),
//! not its shape. The fixed structures are rows like the formats; the ones
//! that depend on a key's words (assignments in every syntax, command-line
//! flags) and the generic high-entropy rule need code, and their word lists
//! are data here.

use once_cell::sync::Lazy;
use regex::Regex;
use unicode_normalization::char::is_combining_mark;

use std::borrow::Cow;

use super::{random_rule, rule, Body, Family::*, RuleSpec};

/// A line of three cells joined by the separator `$sep` twice, the last
/// cell the group `$secret`: a login's system and user (in lowercase, or
/// an address), or a Wi-Fi's name and its network, then the secret
/// (`credentials_in_cells`), with a symbol, capitals inside a word and
/// three digits, a digit between small letters, or words joined by `-`
/// with a number (not a menu's or a branch's `pdf2024`, `Channel36`,
/// `origin/feature-42`).
macro_rules! cells {
    ($sep:literal, $secret:literal) => {
        concat!(
            // (No cell holds a separator, a bracket or a statement's end:
            // `derive!(A => b => crate::c)`, `a -> b -> c -> d` are code's.)
            // (A chat's author may come first: `Sabine: Empfangs-PC ::
            // ortho_tc :: X`. A word and three digits or more, no year,
            // is a password there too: `ISTA » werkstatt » dodgers220`,
            // not `File >> export >> pdf2024`.)
            r"(?m)^[ \t]*(?:[^\s:(){};=]{1,20}(?:[ \t][^\s:(){};=]{1,20})?:[ \t]+)?(?:[^\n>:~»→⟶⇒(){};=]{0,30}?(?i:wi-?fi|wlan|wpa)[^\n>:~»→⟶⇒(){};=]{0,30}?[ \t]+",
            $sep,
            r"[ \t]+[^\s(){};]{1,40}|[^\s>:~»→⟶⇒(){};=][^\n>:~»→⟶⇒(){};=]{0,40}?[ \t]+",
            $sep,
            r"[ \t]+(?:[a-z][a-z0-9._-]{1,40}|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}))[ \t]+",
            $sep,
            r"[ \t]+(?P<",
            $secret,
            r">[^\s(){};]{0,60}[!@#$%^&*+=?~][^\s(){};]{0,60}|(?-i:[A-Za-z]*[a-z][A-Z][A-Za-z]*\d{3,6}[-_.]?|[a-z0-9]{2,}[a-z]\d+[a-z][a-z0-9]{2,}|[a-z]{3,12}(?:\d{3}|(?:[03-9]\d|1[0-8]|2[1-9])\d{2}|\d{5,6}))|[a-z]{3,12}(?:-[a-z]{3,12}){2,5}-\d{1,4})[ \t]*$",
        )
    };
}

#[rustfmt::skip]
pub(super) static STRUCTURES: &[RuleSpec] = &[
    rule(
        "private_key_block",
        PrivateKey,
        &["private key", "private-key", "private_key"],
        // (RFC 4716's armour, SSH2's, has four dashes and blanks: `----
        // BEGIN SSH2 ENCRYPTED PRIVATE KEY ----`, ending its line.)
        r"(?s)-----BEGIN[ A-Z0-9_-]{0,60}PRIVATE[ _-]KEY(?: BLOCK)?-----.*?(?:-----END[ A-Z0-9_-]{0,60}PRIVATE[ _-]KEY(?: BLOCK)?-----|\z)|(?s)---- BEGIN[ A-Z0-9_-]{0,60}PRIVATE KEY ----[ \t]*\r?\n.*?(?:---- END[ A-Z0-9_-]{0,60}PRIVATE KEY ----|\z)",
    ),
    // A PEM private key encoded in base64 whole, header and all, as a
    // kubeconfig's `client-key-data` or a Kubernetes secret's data holds
    // it: `-----BEGIN ` is `LS0tLS1CRUdJTiB`, and ` PRIVATE KEY` is one of
    // three runs by where it falls in a group of three bytes.
    rule(
        "private_key_base64",
        PrivateKey,
        &["ls0tls1crudjtib"],
        r"LS0tLS1CRUdJTiB[A-Za-z0-9+/]{0,40}?(?:IFBSSVZBVEUgS0VZ|BQUklWQVRFIEtFW|UFJJVkFURSBLRVk)[A-Za-z0-9+/]*={0,2}",
    ),
    // OpenVPN's shared `tls-auth`/`tls-crypt` key: a private key by
    // another header.
    rule(
        "openvpn_static_key",
        PrivateKey,
        &["openvpn static key"],
        r"(?s)-----BEGIN OpenVPN Static key V\d-----.*?(?:-----END OpenVPN Static key V\d-----|\z)",
    ),
    // A NATS client's credentials file: its user's JWT and its NKEY
    // seed, each between its own armour (the END line has six dashes).
    rule(
        "nats_credentials",
        PrivateKey,
        &["nkey seed", "nats user jwt"],
        r"(?s)-{5,6}BEGIN (?:USER NKEY SEED|NATS USER JWT)-{5,6}.*?(?:-{5,6}END (?:USER NKEY SEED|NATS USER JWT)-{5,6}|\z)",
    ),
    // A licence issued to a name, signed (Sublime Text's, Sublime
    // Merge's): whoever holds the block holds the licence.
    rule(
        "license_block",
        Structure,
        &["begin license"],
        r"(?s)-{3,}\s*BEGIN LICENSE\s*-{3,}.*?(?:-{3,}\s*END LICENSE\s*-{3,}|\z)",
    ),
    rule(
        "putty_private_key",
        PrivateKey,
        &["private-lines:", "putty-user-key-file"],
        // The whole file from its header to its MAC, as a PEM block is
        // whole; without a header, what follows `Private-Lines`.
        r"(?s)PuTTY-User-Key-File-\d+:(?:.*?Private-MAC:[ \t]*[0-9A-Fa-f]*|.*)|Private-Lines:\s*\d+\s*(?P<secret>.*)",
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
        // A template literal's backquote is a quote (`` `Bearer ${t}` ``);
        // a call builds the value (R's `paste("Bearer", key)`); a call
        // sets the header, name and value quoted (`Headers.Add(
        // "Authorization", "Bearer x")`). A
        // provider's own scheme names itself (`Klaviyo-API-Key x`, Kakao's
        // `KakaoAK x`): any word before the credential is its scheme.
        r#"(?i)(?:proxy-)?authorization(?:["']?\s*[:=]\s*["'`]?|["']\s*[,、]\s*["'`])(?:(?:bearer|basic|token|digest|ssws|apikey|api-key|key|negotiate|ntlm|splunk|dpop|hmac|aws4-hmac-sha256|otp|[a-z]{2,20}-api-key|zoho-oauthtoken|geniekey|sso-key|[a-z][a-z0-9_-]{1,19})\s+)?(?P<secret>[^\s"'`,;<>(][^\s"'`,;(]{3,}(?:,\s*[A-Za-z]+=[^\s,]+)*)(?:$|[\s"'`,;])"#,
    ),
    rule(
        "auth_scheme",
        Structure,
        &["bearer", "token ", "ssws", "splunk "],
        // On the scheme's line (`scheme: bearer` then `bearerFormat: JWT`
        // is OpenAPI's description).
        // Code may join the scheme and a literal token (`'Bearer ' +
        // '2f23...'`).
        // (`token` as a flag's value names a field, not a scheme:
        // `vault read -field=token auth/token/lookup-self`.)
        r#"(?i)(?:(?-u:\b)(?:bearer|ssws|splunk)[ \t]+(?P<secret>[A-Za-z0-9._~+/-]{12,}=*)|(?:^|[^=A-Za-z0-9_])token[ \t]+(?P<secret2>[A-Za-z0-9._~+/-]{20,}=*)|(?-u:\b)bearer[ \t]*["'`][ \t]*\+[ \t]*["'`](?P<secret3>[A-Za-z0-9._~+/-]{12,}=*)["'`])"#,
    ),
    // The shape people give a password to meet a policy: a capitalised word,
    // digits, a symbol (`Winter2024!`, `Company9391#`), standing alone.
    rule(
        "policy_password",
        Structure,
        &["!", "#", "$", "%", "&", "*", "?", "@", "~", "^", "+", "="],
        // In any alphabet, the symbol also before the digits (`Größe^2843`,
        // `Über*03`; not a percent escape, `Apache%202.0`).
        r#"(?:^|[^\p{Latin}\p{Greek}\p{Cyrillic}0-9])(?P<secret>\p{Lu}\p{Ll}{3,14}(?:[0-9]{2,6}[!#$%&*?@~^+=]{1,3}|[!$&*~^]{1,2}[0-9]{2,6}))(?:$|[^\p{Latin}\p{Greek}\p{Cyrillic}0-9])"#,
    ),
    random_rule(
        "basic_auth",
        Structure,
        &["basic "],
        r"(?i)(?-u:\b)basic\s+(?P<secret>[A-Za-z0-9+/]{8,}[A-Za-z0-9+/=]*)",
    ),
    rule(
        "url_credentials",
        Structure,
        &["://", "sip:", "sips:"],
        // A `#` in the password stays in it (`pw9251#@host`).
        // A port then a table's next cell (`http://10.8.0.22:80,rahul@x`)
        // is no password: one that starts with a digit has no `,` or `;`.
        // A password pasted raw, with `@` or `?` in it, runs to the `@`
        // before a host's name or address (`sftp://h2h:GveA?Iv!62@sftp.
        // bank.hu:22/`, `user:@a0a...@host`; `localhost`, a service's
        // name and its port: `devis:qthu23TEB?nZz@localhost/devis`, a
        // bare host's name: `fms_app:BenchRover71?@assay-lims01/payroll`),
        // or to a quote that closes the string it stands in.
        concat!(
            r"(?i)[a-z][a-z0-9+.-]{1,20}://[^/\s:?#@]*:(?P<secret2>[^/\s]*[@?][^/\s]*?)@(?:(?:(?:[a-z0-9-]+\.)+[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::\d{1,5})?|[a-z0-9-]+:\d{1,5}|[a-z0-9][a-z0-9-]{0,62})(?:[/\s\x22'),;]|$)",
            r"|(?i)[a-z][a-z0-9+.-]{1,20}://[^/\s:?#]*:(?P<secret>[^/\s@?0-9,;][^/\s@?]*|[0-9][^/\s@?,;]*)@",
            // A password a narrow terminal wrapped onto the next line, the
            // host's name after it (`postgres://fleet:YuML6Pc\nKgXOzh@pg-06.
            // edge.internal/fleet`).
            r"|(?i)[a-z][a-z0-9+.-]{1,20}://[^/\s:?#@]*:(?P<secret4>[^/\s@?]+\n[ \t]*[^/\s@?]+)@(?:(?:[a-z0-9-]+\.)+[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3}|localhost)(?:[:/\s\x22'),;]|$)",
            // A SIP account's URI has no `//` (`sip:4021:pw@sip.host`).
            r"|(?i)(?-u:\b)sips?:[^\s:@;/]+:(?P<secret3>[^\s@;]+)@",
        ),
    ),
    rule(
        "digest_auth",
        Structure,
        &["digest "],
        // (Not a server's challenge, `WWW-Authenticate: Digest realm=...,
        // nonce=...`: the client's answer is the credential. The
        // challenge's match, first, takes its text with an empty secret.)
        concat!(
            r#"(?i)(?-u:\b)(?:www|proxy)-authenticate[ \t]*:[ \t]*(?P<secret2>)digest\s+[a-z-]+=(?:"[^"]*"|[^\s,]+)(?:\s*,\s*[a-z-]+=(?:"[^"]*"|[^\s,]+))*"#,
            r#"|(?i)(?-u:\b)digest\s+(?P<secret>[a-z-]+=(?:"[^"]*"|[^\s,]+)(?:\s*,\s*[a-z-]+=(?:"[^"]*"|[^\s,]+))*)"#,
        ),
    ),
    rule(
        "go_dsn",
        Structure,
        &["@tcp(", "@unix(", "@udp("],
        r#"[A-Za-z0-9_.-]+:(?P<secret>[^@\s/"']+)@(?:tcp|unix|udp)\("#,
    ),
    rule(
        "config_directive",
        Structure,
        &["requirepass", "masterauth", "rootpw", "bindpw", "community"],
        // A switch's or an agent's SNMP community is its password (the
        // default `public` too: it still opens the device).
        // Glued after anything but an ASCII letter or digit (`_`, `中`);
        // its value on its line (`CONFIG GET requirepass` is a command,
        // its output's `1)` an item's number).
        r"(?i)(?:^|[^A-Za-z0-9])(?:requirepass|masterauth|rootpw|bindpw|snmp-server\s+community|r[ow]community6?)[ \t]+(?P<secret>\S+)",
    ),
    rule(
        "netrc_password",
        Structure,
        &["password"],
        // (Not the backquote that closes the line in a how-to's code
        // span: `password <pass>\x60` is a placeholder.)
        // (A login's name ends no clause: not `login page; password field
        // empty`.)
        r"(?-u:\b)login\s+[^\s;,]*[^\s;,.]\s+password\s+(?P<secret>[^\s\x60]+)",
    ),
    rule(
        "localized_key_label",
        Structure,
        LOCALIZED_KEY_LABELS,
        // An API key's, a token's or a licence key's label in another
        // language, a colon, then a token (`API 키：ab14...`, `Clé API :
        // 4f9...`), or a form's field holding it (`Chave de licença:
        // [NYH7-...]`); or the label alone on its line, the token on the
        // next.
        // The provider may stand between, in brackets or in up to three
        // words (`API-Schlüssel (Azure OpenAI):`, `klucz tajny (Facebook)
        // 6186...`, `токен доступа Splunk HEC:`).
        // Words of a script without spaces may follow it before the
        // colon (`APIキーです:`, `トークン貼っておきます:`); the word `ID`
        // there makes it a key's id (`Chave de API ID:`).
        concat!(
        r"(?i)(?:{key_labels})(?:[ \t]+\([^)\n]{1,40}\)[ \t]*:?|[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]*(?:[ \t]+(?:[^\s:：=()Ii][^\s:：=()]{0,19}|[Ii](?:[^\s:：=()Dd][^\s:：=()]{0,18})?|[Ii][Dd][^\s:：=()]{1,18})){0,3}?(?:\s*[:：=]|[ \t]*\r?\n))\s*\[?(?P<secret>[A-Za-z0-9][A-Za-z0-9_.+/=-]{15,})",
        // A label in a script without spaces, the token glued after it
        // (`API 密钥444c...复制完成`).
        r"|(?:密钥|密鑰|秘钥|秘鑰|令牌|キー|トークン|토큰)(?P<secret2>[A-Za-z0-9][A-Za-z0-9_+/=-]{15,})",
        ),
    ),
    rule(
        "localized_key_label_value",
        Structure,
        LOCALIZED_KEY_LABELS,
        // The same labels, `=` or a colon, then any word shaped as a
        // secret where `localized_key_label` reads a token (`APIキー =
        // Ember$204RO`, `chave de API = M)lUZ...`); a sentence's comma
        // after it is not its own.
        r"(?i)(?:{key_labels})[ \t]*[:：=][ \t]*(?P<secret>[^\s\[(<\x22'“「][^\s]{4,}[^\s,;)])[,;)]?(?:\s|$)",
    )
    .with_body(Body::Shaped),
    rule(
        "localized_secret_label",
        Structure,
        SECRET_LABELS,
        // A secret's or a secret key's label in another language, a
        // colon, then a value shaped as one, shorter than a token (an
        // Etsy app's `Hemlig nyckel: by7p9rzfeb`; as short as English's
        // `Secret key:` reads); also as a form's
        // field in JSON (`"Секретный ключ": "85rd..."`).
        r#"(?i)(?:{secret_labels})["']?[ \t]*[:：=][ \t]*["']?(?P<secret>[A-Za-z0-9+/][A-Za-z0-9_.+/=-]{3,})"#,
    )
    .with_body(Body::Shaped),
    random_rule(
        "label_glued_to_value",
        Structure,
        LOCALIZED_PASSWORD_LABELS,
        // A password glued to its label where a photo's text lost the
        // space between (`ПарольSolnyshko1997!`, `ContraseñaUmbrella
        // Spring2024#`): the label starts a word, the value ends the line,
        // with digits and both cases and none of code's brackets.
        // ASCII only: a particle after a label in Japanese or Korean
        // (`パスワードは...です`) is the sentence's.
        r#"(?m)(?:^|[^\p{L}\p{N}])(?i:{password_labels})(?P<secret>[A-Za-z0-9!#$%&*+?@^_~][\x21-\x7E&&[^(){}\[\];,<>"']]{5,63})[ \t]*$"#,
    ),
    rule(
        "localized_password_label",
        Structure,
        LOCALIZED_PASSWORD_LABELS,
        // After a colon any value on the label's line; after a verb
        // (`Passwort ist falsch`), prose decides (`assign.rs`). A lowercase ending may join the
        // label (`Geçici şifreniz:`), not a name's capitals (`HASLOCK:`).
        // What it opens may stand in brackets between (`Kata sandi
        // (wp-admin) = ...`). The closing quote of the JSON string it
        // stands in ends it (`"text": "Wachtwoord: verlopen"}`).
        // A form's icon may stand for the colon (`Mot de passe 👁 x`,
        // `Passwort 🔒 x`). A label in Chinese, Japanese or Korean
        // may be glued to a value in Latin letters (`账号是x，密码y，`).
        // (No value is `=` alone: a base64 run's padding after letters
        // that spell a label, `...LgsMdpt==`; `Passwort==X` is `=X`.)
        // Whom it is for may come before the colon, within its sentence
        // (`Hasło dla agencji ochrony:`, `Lösenord hos larmbolaget:`,
        // Arabic's `ل` glued: `الرمز السري لبوابة الشحن:`). Go's `:=` is
        // one sign (`Passwort := "x"`). A comment's `#` is no value
        // (`FTP_ŞIFRE= # fill in locally`).
        concat!(
            r#"(?i)(?:{password_labels})(?-i:\p{Ll}{0,3})(?:[ \t]+(?:{password_adjectives}))?["'”»]?(?:[ \t]+\([^()\n]{1,30}\))?(?:[ \t]+(?:for|of|für|von|pour|de|del|des|du|di|do|para|per|voor|van|för|dla|hos|til|ya|до|для|ل\p{Arabic}+)(?:[ \t]+[^\s:：=\[\]()".!?。]{1,30}){1,4}?)?(?:\s*(?::=|[:=：】])|[ \t]+[👁🔒🔑][ \t]+)[ \t]*{tags}[ \t]*=*(?P<secret>"[^"]*"|'[^']*'|\[[^\]\n]{1,60}\]|\([^)\n]{1,60}\)|(?:[^\s"'<=#]|#\S)\S*?)[;,]?(?:$|\s|</|\\?"\s*[,}\]])"#,
            r#"|(?:密码|密碼|口令|パスワード|비밀번호|비번)(?P<secret2>[A-Za-z0-9][\x21-\x7e]{5,63}?)(?:$|[\s,;)]|[^\x00-\x7f])"#,
            // An accessibility node's name, then its value (`Edit
            // Name="Пароль:" Value="..."`).
            r#"|(?i)(?:{password_labels})(?-i:\p{Ll}{0,3})[ \t]*[:：]?["'][ \t]+value[ \t]*=[ \t]*["'](?P<secret3>[^"'\n]+)["']"#,
        ),
    )
    .with_body(Body::Told),
    rule(
        "powershell_secure_string",
        Structure,
        &["convertto-securestring"],
        // Its switches may come first (`-AsPlainText 'x' -Force`).
        r#"(?i)ConvertTo-SecureString\s+(?:-(?:String|AsPlainText|Force)\s+)*["'](?P<secret>[^"'\n]*)["']"#,
    ),
    rule(
        "network_device_secret",
        Structure,
        &["password 7 ", "password 0 ", "secret 0 ", "secret 7 ", "key 7 ", "key 0 ", "key-string ", "authentication-key ", "snmp-server user"],
        concat!(
            // A router's or a switch's configuration: Cisco's type 7
            // (reversible) and type 0 (plain) passwords and keys
            // (`password 7 0822455D0A16`, `username x secret 0 y`, a RADIUS
            // server's `key 0 y`, `key-string 7 ...`).
            r"(?m)(?:^|[ \t])(?:password|secret|key|key-string|authentication-key)[ \t]+(?:7[ \t]+(?P<secret>[0-9]{2}[0-9A-Fa-f]{2,})|0[ \t]+(?P<secret2>\S+))(?:[ \t]|$)",
            // An SNMPv3 user's authentication and privacy passwords.
            // (Each its own match, so a placeholder's in the first place
            // keeps nothing from the second: `auth sha <unchanged> priv
            // aes 128 ...`.)
            r"|snmp-server[ \t]+user[ \t]+\S+[ \t]+\S+[ \t]+v3[ \t]+auth[ \t]+(?:md5|sha\S*)[ \t]+(?P<secret3>\S+)",
            r"|[ \t](?i:priv[ \t]+(?:des|3des|aes\d*))(?:[ \t]+\d+)?[ \t]+(?P<secret4>\S+)",
        ),
    ),
    rule(
        "network_device_plain_key",
        Structure,
        &["pre-shared-key", "isakmp", "authentication-key", "shared-key", "password simple", "password cipher", "irreversible-cipher", "radius server", "tacacs server", "community", "-server", "enable secret", "enable password", "username"],
        // Keys a router's or a switch's configuration holds in plain
        // text or reversibly ciphered, in Cisco's, Juniper's and
        // Huawei's words: an IPsec pre-shared key (`crypto isakmp key
        // x address`, `pre-shared-key ascii-text "x"`), a BGP or OSPF
        // neighbour's key, a TACACS+ or RADIUS server's shared secret,
        // an SNMP community (`set snmp community x`, `snmp-agent
        // community read cipher %^%#...`), a peer's or a local user's
        // password (`password simple x`, `password cipher x`), an enable
        // or a user's secret typed plain (`enable secret x`, `username
        // admin privilege 15 secret x`; on a configuration's line any
        // value, in a sentence one not of small letters alone nor a
        // bracket's: `invalid username or password (attempt 4 of 5)`,
        // `please enable password protection`), a server's key in IOS-XE's
        // block (`radius server ISE-01` ... `key x`). A type's digit may come first
        // (`key 6 x`; a hash after 5, 8 or 9 goes too).
        r#"(?im)(?:^|[^A-Za-z0-9_])(?:pre-shared-key(?:[ \t]+(?:ascii-text|hexadecimal|local|remote))?|crypto[ \t]+isakmp[ \t]+key|authentication-key|shared-key[ \t]+(?:simple|cipher)|(?:(?:peer|local-user)[ \t]+\S+|chap|pap[ \t]+local-user[ \t]+\S+)[ \t]+password[ ](?:simple|cipher|irreversible-cipher)|(?:radius|tacacs)[ \t]+server[ \t]+\S+[^!]{0,160}?\skey|snmp(?:-agent)?[ \t]+community(?:[ \t]+(?:read|write))?(?:[ \t]+(?:simple|cipher))?|(?:tacplus|radius)-server[ \t]+\S+[ \t]+secret|(?:tacacs|radius)-server[ \t]+key|enable[ ](?:secret|password)(?:[ \t]+level[ \t]+\d+)?|username[ \t]+\S+[ \t]+(?:privilege[ \t]+\d+[ \t]+)?(?:secret|password))[ \t]+(?:[0-9][ \t]+)?(?:"(?P<secret>[^"\n]+)"|(?P<secret2>[^"\s07]\S*|[07]\S+))"#,
    )
    .with_body(Body::Configured),
    rule(
        "lsa_secret_password",
        Structure,
        &["_sc_", "defaultpassword"],
        // A service's or the autologon's password in the LSA secrets a
        // dump prints (`[*] _SC_MSSQLSERVER` then `CORP\svc_sql:X`,
        // `[*] DefaultPassword` then `(Unknown User):X`).
        r"\[\*\]\s+(?:_SC_\S+|DefaultPassword)\s+(?:\([^)\n]{0,40}\)|[^\s:]+):(?P<secret>\S+)",
    ),
    rule(
        "spray_login_result",
        Structure,
        &["[+]", "[-]"],
        // A login a spraying tool tried, its outcome marked (`[+]
        // CORP\jdoe:X (Pwn3d!)`, `[-] CORP\root:X STATUS_LOGON_FAILURE`):
        // a password, or a hash passed as one.
        r"\[[+-]\]\s+[A-Za-z0-9][A-Za-z0-9.-]*\\[^\s:\\]+:(?P<secret>\S+)",
    ),
    rule(
        "alarm_unset_code",
        Structure,
        &["unset", "disarm", "+ set", "+set"],
        // An intruder alarm's code as its keypad takes it to unset or
        // disarm it: between `*` and `#` straight after the word (`To
        // unset: *4531#`; not a shell's `unset X; echo *1234#`), or before
        // `ENT` that unsets (`Panel: 0 7186 ENT to
        // unset zone 3`); or, the same user's code, to set it on leaving
        // (`Set alarm when leaving: 174934 + SET`; not a clock's `alarm:
        // 0645 + SET`).
        concat!(
            r"(?i)(?:unset|disarm)[ \t]*[:：]?[ \t]*\*(?P<secret>\d{4,8})#",
            r"|(?i)(?:^|[^\d])(?P<secret2>\d{4,8})[ \t]+ENT(?:ER)?[ \t]+to[ \t]+(?:unset|disarm)(?-u:\b)",
            r"|(?i)alarm(?:[ \t]+\p{L}{1,12}){0,3}[ \t]*[:：][ \t]*(?P<secret3>{code_not_clock})[ \t]*\+[ \t]*(?-i:SET)(?-u:\b)",
        ),
    ),
    rule(
        "keypad_sequence",
        Structure,
        &["press *", "press #", "enter *", "enter #", "press star", "press hash", "press ✱"],
        // A keypad's code between the keys that start and end it (`To
        // open the front door: press * then 0912 then #`). (Not a phone's
        // service code, dialled: `dial *4412#`.)
        r"(?i)(?:press|enter)[ \t]+(?:[*#✱]|star)[ \t]*,?[ \t]*(?:(?:then|and|followed[ \t]+by)[ \t]+)?(?P<secret>\d{4,8})[ \t]*,?[ \t]*(?:(?:then|and|followed[ \t]+by)[ \t]+)?(?:press[ \t]+)?(?:[#*✱](?:[^\d]|$)|(?:hash|pound)(?-u:\b))",
    ),
    rule(
        "netntlm_response",
        Structure,
        &["::"],
        // A captured NetNTLMv1 or v2 response (Responder's `[SMB]
        // NTLMv2-SSP Hash : user::DOMAIN:<challenge>:<proof>:<blob>`):
        // cracked offline to the password, relayed to log in.
        r"(?:^|[\s:])(?P<secret>[^\s:]{1,64}::[^\s:]{1,64}:[0-9a-fA-F]{16,48}:[0-9a-fA-F]{32,48}:[0-9a-fA-F]{16,})",
    ),
    rule(
        "domain_cached_credentials",
        Structure,
        &["$dcc2$", "$dcc$"],
        // A domain's cached logon (`$DCC2$10240#jdoe#<32 hex>`, as a dump
        // prints it for a cracker).
        r"\$DCC2?\$(?:\d{1,6}#)?[^#\s]{1,64}#[0-9a-fA-F]{32}",
    ),
    rule(
        "kerberos_key",
        Structure,
        &["-cts-hmac-", "des-cbc-md5", "rc4_hmac"],
        // An account's Kerberos keys as a dump prints them (`krbtgt:
        // aes256-cts-hmac-sha1-96:<64 hex>`): each forges or requests
        // tickets as the account.
        r"(?i)(?:aes(?:256|128)-cts-hmac-sha1-96|des-cbc-md5|rc4_hmac(?:_nt)?):(?P<secret>[0-9a-fA-F]{16,64})",
    ),
    rule(
        "cracking_target",
        Structure,
        &["hash.target"],
        // The hash hashcat's status is cracking (`Hash.Target......:
        // <32 hex>`), not a file of them.
        r"Hash\.Target\.*:[ \t]*(?P<secret>[0-9a-fA-F]{16,}|\$[^\s$]+\$\S+)",
    ),
    rule(
        "go_mysql_dsn",
        Structure,
        &["@tcp(", "@unix("],
        // Go's MySQL driver's DSN, `user:password@tcp(host)/db`: the
        // password up to the last `@` before the protocol.
        r#"(?:^|["'`\s])[^\s:"'`/@]{1,64}:(?P<secret>[^\s"'`]{1,128})@(?:tcp|unix)\("#,
    ),
    rule(
        "setx_secret",
        Structure,
        &["setx"],
        // Windows' `setx NAME value` (no `=`), its name a secret's
        // (`setx FOFA_KEY c3d4...`).
        r#"(?i)(?:^|[\s>])setx(?:[ \t]+/m)?[ \t]+[A-Za-z0-9_]*(?:key|token|secret|password|passwd|pwd|pass|apikey|auth)[A-Za-z0-9_]*[ \t]+(?:"(?P<secret2>[^"\n]+)"|(?P<secret>[^\s"/]\S*))"#,
    )
    .with_body(Body::Shaped),
    rule(
        "spelled_out_token",
        Structure,
        &["slowly", "spell", "letter by letter", "character by character", "one by one", "read out", "reading", "read you"],
        // A token read out one character at a time (`ok I'll read the
        // key slowly: 8 f 2 d b 2 ...`): sixteen or more single
        // characters between blanks, letters and digits among them,
        // where the words say it is read or spelled out (a blank as the
        // keyword would run the pattern on every text, and redaction
        // took twice as long).
        r"(?:^|[\s:])(?P<secret>(?:[A-Za-z0-9#_.+/=-] ){15,}[A-Za-z0-9#_.+/=-])(?:$|[\s,;!?]|\.(?:\s|$))",
    )
    .with_body(Body::Spelled),
    rule(
        "mimikatz_credential",
        Structure,
        &["ntlm", "sha1", "dpapi"],
        // A logon session's hashes as mimikatz lists them (`* NTLM :
        // <32 hex>`): each logs in as the user.
        r"\*[ \t]*(?:NTLM|SHA1|DPAPI)[ \t]*:[ \t]*(?P<secret>[0-9a-fA-F]{32,40})(?-u:\b)",
    ),
    rule(
        "cracked_password",
        Structure,
        &["session....", ":::"],
        // A password a cracker recovered: hashcat's `hash:X` line before
        // its `Session.....:` status, john's `--show` line (`user:X:rid:
        // <LM>:<NT>:::`).
        concat!(
            r":(?P<secret>[^\s:]+)[ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*Session\.{4,}[ \t]*:",
            r"|(?:^|\s)[^\s:]{1,64}:(?P<secret2>[^\s:]{1,128}):\d{1,10}:[0-9a-fA-F]{32}:[0-9a-fA-F]{32}:::",
        ),
    ),
    rule(
        "reset_password_new_value",
        Structure,
        &["new value"],
        // A password a reset tool printed (`elasticsearch-reset-password`:
        // `Password for the [elastic] user successfully reset.` then `New
        // value: X`).
        r"(?i)password[^\n]{0,80}?(?:\n[^\n]{0,80}?)?new value:[ \t]*(?P<secret>\S+)",
    ),
    rule(
        "unattend_password",
        Structure,
        &["password>"],
        // Windows setup's answer file (`<AdministratorPassword>
        // <Value>X</Value>`, an autologon's `<Password><Value>`).
        r"(?i)<(?:AdministratorPassword|Password)>\s*<Value>(?P<secret>[^<\n]+)</Value>",
    ),
    rule(
        "login_link_token",
        Structure,
        &["/login/", "/magic", "/signin/", "/sign-in/", "/auth/link"],
        // A sign-in link's token, which signs in whoever opens it (`Dein
        // Login-Link: https://mein.x.pl/login/link/WR4A...`, `/magic/...`):
        // the path's last part, twenty-four or more token characters.
        r#"(?i)https?://[^\s/]+(?:/[\w.~-]+)*?/(?:login|magic[-_]?link|magic|signin|sign-in|auth)/(?:link/|token/|verify/)?(?P<secret>[A-Za-z0-9_-]{24,})(?:[\s"'<>)\].,;]|$)"#,
    ),
    rule(
        "alarm_panel_code",
        Structure,
        ALARM_WORDS,
        // An alarm's code in a closing checklist, what is done next after
        // it (`Alarme du club-house : taper 7893 puis OFF`, `Chandlery
        // alarm: punch 9492 within 30 sec`, `Larmet i
        // klubbstugan: slå 3406 och tryck FRÅN`, `Alarmanlage: 8143
        // eingeben, dann AUS`), or the arming it does (`scharf/unscharf
        // mit 3631`).
        concat!(
            // After a verb, the digits; without one, the digits and what
            // is done next.
            r"(?i)(?:{alarm_words})\p{L}*[^\n:：]{0,40}[:：][ \t]*(?:enter|type|key(?:[ \t]+in)?|punch(?:[ \t]+in)?|taper|tapez|composer|slå|набрать|наберите|digitare|marcar|teclear|introducir|tippen|eingeben)[ \t]+(?P<secret>\d{4,8})#?(?:[^\d]|$)",
            // (Or a sign for what is pressed next: `2351 + OK`.)
            r"|(?i)(?:{alarm_words})\p{L}*[^\n:：]{0,40}[:：][ \t]*(?P<secret2>\d{4,8})#?,?(?:[ \t]+(?:eingeben|tippen|then|puis|dann|затем|потом|па|press|drücken|och[ \t]+tryck|og[ \t]+tryk|and[ \t]+press)|[ \t]*\+[ \t]*(?:ok|on|off|enter|#))(?:[^\p{L}]|$)",
            r"|(?i)(?:alarm\p{L}*)[^\n]{0,60}?(?:un)?scharf(?:/unscharf)?(?:schalten)?[ \t]+mit[ \t]+(?P<secret3>\d{4,8})(?:[^\d]|$)",
            // Its digits one by one with a mark between, as no clock's time
            // is written (`alarm 7-8-0-2`, `alarm 2/7/9/3/2/9`).
            r"|(?i)(?-u:\b)(?:alarm\p{L}*|larm\p{L}*|allarme)[ \t]*(?:[:：]|[ \t]+(?:is|was))?[ \t]+(?P<secret4>\d(?:[-–—−/.·_]\d){3,7})(?:[^\d/.·_–—−-]|$)",
        ),
    ),
    rule(
        "registry_secret_value",
        Structure,
        &["reg_sz", "reg_expand_sz"],
        // `reg query`'s value whose name names a secret (Winlogon's
        // `DefaultPassword    REG_SZ    X`, a service's `ProxyPassword`),
        // to its line's end.
        r"(?i)(?:^|[\s\x22])[A-Za-z0-9_]*(?:password|passwd|pwd|passphrase|secret|token|apikey|api_key)[ \t]+REG_(?:EXPAND_)?SZ[ \t]+(?P<secret>[^\s][^\r\n]*?)[ \t]*(?:\r?\n|$)",
    ),
    rule(
        "terraform_random_password",
        Structure,
        &["random_password"],
        // A generated password in Terraform's state: the resource's
        // `result`.
        r#""type":\s*"random_password"[\s\S]{0,600}?"result":\s*"(?P<secret>(?:[^"\\\n]|\\.)+)""#,
    ),
    rule(
        "scanner_raw_result",
        Structure,
        &["raw result"],
        // A secret a scanner reports it found (TruffleHog's `Raw result:
        // X`).
        r"Raw result:[ \t]*(?P<secret>\S+)",
    ),
    rule(
        "cleartext_protocol_login",
        Structure,
        &["pass "],
        // A login sent in clear and shown by a capture (FTP's or POP3's
        // `USER x` then `PASS X`, the server's reply between).
        r"(?:^|\s)USER[ \t]+\S+(?:\s+\d{3}[^\n]{0,60}?)?\s+PASS +(?P<secret>\S+)",
    ),
    rule(
        "impacket_target",
        Structure,
        &["impacket-", "secretsdump.py", "psexec.py", "wmiexec.py", "smbexec.py", "atexec.py", "dcomexec.py", "getuserspns.py", "gettgt.py", "getnpusers.py", "mssqlclient.py", "smbclient.py"],
        // Impacket's target, `domain/user:password@host`, after the
        // tool's name and its flags; `getTGT.py` names no host, and the
        // password may be quoted (`corp.local/jdoe:'X' -dc-ip ...`).
        r#"(?i)(?:impacket-[a-z]+|(?:secretsdump|psexec|wmiexec|smbexec|atexec|dcomexec|getuserspns|gettgt|getnpusers|mssqlclient|smbclient)\.py)(?:[ \t]+-\S+(?:[ \t]+[^-\s'"]\S*)?)*[ \t]+['"]?[\w.-]+/[\w.$-]+:(?:'(?P<secret2>[^'\n]+)'|"(?P<secret3>[^"\n]+)"|(?P<secret>[^@\s'"]+)(?:@|\s|$))"#,
    ),
    rule(
        "typed_step_verb_after",
        Structure,
        &["eingeben", "eintippen", "invoeren", "intypen", "入力"],
        // A plan's step that types a value, the verb after it as German
        // and Dutch put it (`3) nimbus-lantern-glacier-76 eingeben`).
        r"(?:^|\s)\d{1,2}[.)][ \t]*(?P<secret>[^\s\x22'“”„«»]{6,64})[ \t]*(?:eingeben|eintippen|invoeren|intypen|を入力)",
    )
    .with_body(Body::Shaped),
    rule(
        "lorawan_root_key",
        Structure,
        &["appkey", "app_key", "app_skey", "nwkkey", "nwk_key", "nwk_skey", "appskey", "nwkskey"],
        // A LoRaWAN device's root or session key: 16 bytes in hex after
        // its name, as a modem's AT command sets it (`AT+APPKEY=...`) or
        // a sketch's array holds it (`APPKEY[16] = { 0xB4, ... }`).
        r"(?i)(?:app_?s?key|nwk_?s?key)(?:\[\d*\])?[ \t]*[=:][ \t]*(?:\{(?P<secret>(?:[ \t]*0x[0-9a-fA-F]{2}[ \t]*,){15}[ \t]*0x[0-9a-fA-F]{2})[ \t]*\}|[\x22']?(?P<secret2>[0-9a-fA-F]{32})(?-u:\b))",
    ),
    rule(
        "code_before_expiry",
        Structure,
        &["code", "código", "codigo", "codice", "kod", "код", "otp"],
        // A one-time code its message names, then says when it expires
        // (`Tu código de un solo uso para el portal ... es 304618. Caduca
        // en 5 minutos`): the sentence may run long between.
        r"(?i)(?:code|código|codigo|codice|kod|код|otp)[^\n.]{0,80}?(?:\s(?:es|is|ist|est|è|é|je|jest|är|er|lautet)|[:：])\s*(?P<secret>\d{4,8})\.?\s+(?:caduca|vence|expira|expires?|gültig|läuft|valable|scade|vale|verloopt|geldig|wygasa|ważny|истекает|действителен)",
    ),
    rule(
        "alarm_code_then_off",
        Structure,
        ALARM_WORDS,
        // An alarm's code as a house manual tells it, the panel's `OFF`
        // key pressed after it (`Desactívala en 30 segundos marcando 2575
        // y OFF`, `innerhalb von 30 Sekunden 3856 eingeben und AUS
        // drücken`, `بإدخال 9317 ثم OFF`, `100852 입력 후 해제 버튼`): the
        // key's name in capitals, as the panel prints it, and the alarm
        // named before in the line (not `Set volume to 2000 and OFF`); or
        // after the alarm's colon, the mode it arms, as a closing checklist
        // writes it (`alarm til: 1050 + UDE`, `allarme: 1750 poi TOTALE`,
        // `alarm ⇒ 9733 ⇒ then press AWAY`, `Сигнализация: вводите 1331 и
        // жмите OFF`; not a schedule's `alarm at 0730 then STAY`).
        concat!(
            r"(?i:{alarm_words})[^\n]{0,160}?(?:[^\d])(?P<secret>\d{4,8})[*#]?[ \t]+(?:\p{L}+[ \t]+)?(?:(?i:{then_words})|\+)[ \t]+(?:(?i:press|drücken|pulsa|appuyez\s+sur|taste|key|button|tecla|touche|жмите|нажмите|нажать|натисніть|naciśnij|wciśnij)[ \t]+)?(?:(?:OFF|AUS|AV|UIT|ARRÊT|DISARM|FRÅN|FRA)(?-u:\b)|إيقاف)",
            r"|(?i:{alarm_words})\p{L}{0,6}(?:[ \t]+\p{L}{1,12})?[ \t]*(?:[:：]|⇒)[ \t]*(?P<secret14>\d{4,8})[*#]?[ \t]+(?:(?i:and|then|und|dann|og|i|e|poi|apoi|puis|en|och)|\+|⇒|→)(?:[ \t]+(?i:then))?[ \t]+(?:(?i:press)[ \t]+)?(?:AWAY|UDE|BORTE|EXTERN|AFWEZIG|TOTALE|TOTAL|PLECARE|WYJŚCIE|PÄÄLLE)(?:[^\p{L}]|$)",
            // (Or after the colon, the word that arms it, the code, and
            // the panel's `ON`: `Allarme studio: inserimento 3056 + ON`,
            // `Alarme cabinet : mise en service 3050 puis touche ON`.)
            r"|(?i:{alarm_words})\p{L}{0,6}(?:[ \t]+\p{L}{1,12})?[ \t]*[:：][ \t]*(?i:inserimento|inserire|inserisci|attivazione|attivare|mise[ \t]+en[ \t]+(?:service|marche)|activation|activer|scharfschalten|scharf[ \t]+schalten|activar|activación|armar|arm|arming|inschakelen|aktivering|aktivera|uzbrojenie|włączenie)[ \t]+(?P<secret15>\d{4,8})[*#]?[ \t]+(?:\+|(?i:puis|poi|e|et|then|and|und|dann|y|en|och|og))(?:[ \t]+(?i:touche|tasto|press|taste|tecla|appuyez[ \t]+sur))?[ \t]+(?:ON|MARCHE|EIN|AAN|TOTALE|TOTAL|AWAY)(?:[^\p{L}]|$)",
            r"|(?i:{alarm_words})[^\n]{0,160}?(?:[^\d])(?P<secret2>\d{4,8})[ \t]*(?:을|를)?[ \t]*입력[ \t]*후[ \t]*['‘\x22]?(?:해제|경계)",
            // Or the code entered, as a note by the panel says (`If alarm
            // beeps when you come in enter 9710 + ✓`), or spelled out
            // digit by digit (`alarm is 9 3 3 7`).
            // (The verb in the note's language: `Alarm: po wejściu wpisać
            // 5632`, `Hälytin: näppäile 3846`, `Alarme: ao chegar digitar
            // 435808`, `tast 595300 og tryk FRA`; or after the code: `bij
            // binnenkomst 3993 intoetsen`, `girişte 701872 tuşlayıp`,
            // `テンキーで 096070 を入力`, `출근 시 9497 누르고 해제`.)
            r"|(?i)(?:{alarm_words})[^\n.!?]{0,100}?(?:^|[^\p{L}])(?:enter|type|key\s+in|punch\s+in|tast(?:\s+inn)?|indtast|näppäile|syötä|digit(?:ar|e|a|are)|wpisa[ćc]|wpisz|wprowad[źz]|набрать|наберите|ввести|введите|zadat|zadejte|marcar|marque|marca|toets|teclear|teclee|introducir|introduzca|saisir|saisissez|composer|composez|taper|tapez|slå|knappa\s+in|inserire|inserisci|eingeben|eintippen)[ \t]+(?P<secret3>[#*]?\d{4,8}[#*]?)(?:[\s.,+)!\x22']|$)",
            r"|(?i)(?:{alarm_words})[^\n.!?]{0,100}?[^\d](?P<secret11>[#*]?\d{4,8}[#*]?)[ \t]*(?:(?:intoetsen|invoeren|intikken|eingeben|eintippen|tuşla\p{L}*|girerek|girin(?:iz)?|indtaste|inslå)(?:[^\p{L}]|$)|を入力|入力|누르고|눌러|입력)",
            // Or the code straight after the alarm's name, or its colon,
            // on a checklist's line (`alarm 287936 i wyjście`, `경보 설정
            // 712739, 뒷문으로`, `alarm ~~ 3756 ~~`, `Alarm (panel by the
            // door): 645494`), the colon also after a preposition and a
            // word or two of where it is (`Larmet i butiken: 1382`; not
            // `Alarm battery level: 3200`), a dash, an arrow or a table's
            // bar after a word or two (`Συναγερμός αποθήκης — 6046`,
            // `alarm packhouse – 4873`, `ALARM¦5364¦shop`); not a year,
            // nor four digits that read as a clock's time (`alarm 0630`:
            // an alarm clock's). Its panel may be named, where it is in
            // brackets (`alarm panel (pumping station): 5237`; not `alarm
            // panel model: 5237`, `Alarm battery level: 3200`), and the
            // room it guards after it (`alarme salle de gonflage: 0286`,
            // `alarme da sala de enchimento: 6336`).
            r"|(?i)(?:^|[^\p{L}])(?:{alarm_words})\p{L}{0,6}(?:[ \t]+(?:panel|keypad|system))?(?:[ \t]*\([^()\n]{1,40}\))?(?:[ \t]+(?:설정|設定|set|code|kod|kód|kode|koden|código|codice))?(?:(?:(?:[ \t]+(?:{place_prepositions})(?:[ \t]+(?-i:\p{Ll})[\p{L}-]{0,15}){1,2}|(?:[ \t]+(?:{place_prepositions}))?[ \t]+(?:{locked_rooms})(?:[ \t]+(?-i:\p{Ll})[\p{L}-]{0,15}){0,2})?[ \t]*(?:=>|[:=]|~~|[—–⇒→≡¦|≫｜])|(?:[ \t]+(?-i:\p{Ll})[\p{L}-]{0,15}){1,2}[ \t]*[—–⇒→¦])[ \t]*(?P<secret12>[#*]?{code_not_clock}[#*]?)(?:\s|[,.;~)!\x22'¦|]|$)|[ \t]+(?P<secret13>[#*]?{code_not_clock}[#*]?)(?:[ \t]*(?:[,.;)!\x22'\n]|$)|[ \t]+(?:i|e|y|et|and|und|og|och|en|и|ve|a)[ \t]))",
            r"|(?i)(?:{alarm_words})[ \t]+(?:code[ \t]+)?(?:is|=)[ \t]+(?P<secret4>\d(?: \d){3,7})(?:[\s,.—–-]|$)",
            // (Or told whole, then what it is for, the clause's end or
            // a condition: `Alarm is 6732 (main showroom panel), then
            // unlock`, `Alarm is 4424 if you're back`; no clock's time, no
            // year.)
            r"|(?i)(?:^|[^\p{L}])(?:{alarm_words})\p{L}{0,6}[ \t]+(?:code[ \t]+)?is[ \t]+(?P<secret16>{code_not_clock})[ \t]*(?:\(|[,;]|\.(?:\s|$)|$|[–—-][ \t]|(?:if|when|btw|in[ \t]+case|{until_words})(?:[^\p{L}]|$))",
            // Or the code it is switched off with, later in the sentence
            // (`Alarmanlage beim Betreten innerhalb von 30 Sek. mit 1856
            // unscharf schalten`, `la alarma se quita con 0102`, `larma av
            // med 3035`, `alarmı 9040 ile kapat`, `30초 안에 1541 눌러 경비
            // 해제`, `进门30秒内输入9978撤防`; not a year's four digits: `with
            // 2019 firmware`); or armed (`250213 입력 후 '경계'
            // 버튼`, `输入 3071 然后按“布防”`); Korean's guard's number (`보안
            // 경비 설정 번호 0919`).
            r"|(?i)(?:{alarm_words})[^\n!?]{0,100}?(?-u:\b)(?:with|using|mit|con|med|met|avec|com)[ \t]+(?P<secret5>[#*]?(?:{code_not_year})[#*]?)(?:[\s.,+!]|$)",
            r"|(?i)(?:{alarm_words})[^\n!?]{0,60}?[ \t](?P<secret6>\d{4,8})[ \t]+ile(?-u:\b)",
            // The code and `OFF` first, the alarm named after them (`6236
            // then OFF. That's the alarm`).
            r"|(?m:^)[ \t]*(?P<secret10>\d{4,8})[*#]?[ \t]+(?:then|and|und|dann|y|et|puis|e|och|og|en)[ \t]+(?:OFF|AUS|AV|UIT|ARRÊT|DISARM|FRÅN|FRA)(?-u:\b)[^\n]{0,80}?(?i:{alarm_words})",
            r"|경비[^\n]{0,20}?(?:번호|비번|코드)[ \t]*(?:는|은)?[ \t]*[#*]?(?P<secret9>\d{4,8})(?:[^\d]|$)",
            r"|(?P<secret7>\d{4,8})[ \t]*(?:을|를)?[ \t]*(?:눌러|입력)[^\n]{0,10}?경비[ \t]*해제|输入[ \t]*(?P<secret8>\d{4,8})[ \t]*(?:然后|后)?[ \t]*(?:按[ \t]*)?[“「\x22]?(?:撤防|布防)",
        ),
    )
    .with_body(Body::Panel),
    rule(
        "hotspot_voucher",
        Structure,
        &["voucher", "vocher", "접속 코드", "バウチャー"],
        // A guest Wi-Fi hotspot's voucher (UniFi's, Omada's: ten digits
        // in two groups of five) after its name in any language
        // (`Kode voucher: 33319-96108`, `접속 코드: 38542-42025`).
        r"(?i)(?:voucher|vocher|접속\s*코드|バウチャー)[^\n\d]{0,24}?(?P<secret>\d{5}-\d{5})(?:$|[^\d-])",
    ),
    rule(
        "calendar_feed_token",
        Structure,
        &["ical", ".ics"],
        // A private calendar feed's link, which lets anyone read a
        // property's bookings: the token in its query (Airbnb's `?s=`,
        // Booking.com's `?t=`) or its path (Vrbo's `/icalendar/<hex>.ics`).
        concat!(
            r"(?i)/[^\s?]*ical[^\s?]*\?(?:[^\s#]*&)?(?:s|t|token|key|k|secret)=(?P<secret>[A-Za-z0-9_-]{16,})",
            r"|(?i)/icalendar/(?P<secret2>[0-9a-f]{24,})\.ics",
        ),
    ),
    rule(
        "door_emoji_code",
        Structure,
        &["🚪", "door"],
        // A door's code beside its emoji or its arrows (`🚪 433566#️⃣`,
        // `➡️4472⬅️ front door`), as a host's message sets it apart.
        concat!(
            r"🚪[ \t]*[:：]?[ \t]*(?P<secret>\d{4,8})",
            // (The view reads `➡` as the `:` it points like.)
            r"|(?i)(?:^|[^\d])(?P<secret2>\d{4,8})[ \t]*#?[ \t]*⬅\uFE0F?[ \t]*(?:front|back|main|side|entry)?[ \t]*door",
        ),
    ),
    rule(
        "code_not_to_share",
        Structure,
        DONT_SHARE_PHRASES,
        // A code its message tells the reader to give no one (a cash
        // transfer's voucher, `Msimbo wako wa vocha ... ni 601508. ...
        // Usimpe mtu.`, `Votre code de bon ... est 4569668517. Ne le
        // donnez à personne.`): digits, also as long as an account's, or
        // two groups of four, after a code's word in its sentence.
        concat!(
            r"(?i)(?:code|kod|kód|kode|koodi|koodh|código|codigo|codice|msimbo|kodunuz|kodu|код|কোড|ኮድ|رمز|कोड|码|コード|코드|pin|otp|vocha|voucher|bon|kupon|coupon)",
            r"[^\n.。।]{0,60}?(?:^|[^\p{L}\p{N}/.,:-])(?P<secret>\d{4,12}|(?-i:[A-Z0-9]{4}-[A-Z0-9]{4}))(?:$|[^\p{L}\p{N}/,-])",
            r"[^\n]{0,200}?(?:{dont_share})",
        ),
    ),
    rule(
        "device_unlock_code",
        Structure,
        UNLOCK_CODE_LABELS,
        // A phone's or a device's unlock code, as an evidence log or a
        // hand-over records it, in letters and digits (`código de
        // desbloqueio informado pelo conduzido: tbf5eptv`, `upplåsningskod
        // uppgiven av den misstänkte: fduqsby5`): up to six words on, then
        // a colon or a space; a digit in it, and shaped as a secret, not a
        // word.
        r"(?i)(?:{unlock_code_labels})(?:[ \t]+[^\s:：.\d]{1,20}){0,6}?[ \t]*[:：]?[ \t]*(?P<secret>[A-Za-z]{3,15}\d[A-Za-z0-9]{0,15}|[A-Za-z]{0,15}\d[A-Za-z0-9]{3,15})(?:$|[^A-Za-z0-9@.-])",
    )
    .with_body(Body::Shaped),
    rule(
        "password_run_as_command",
        Structure,
        &["command not found", "is not recognized as"],
        // A password typed at a shell's prompt instead of into its field,
        // which the shell then names as no command (bash's `X: command not
        // found`, zsh's `command not found: X`, PowerShell's `The term 'X'
        // is not recognized ...`, cmd's `'X' is not recognized ...`). A
        // command mistyped has no capital (`pyhton3: command not found`).
        concat!(
            r"(?m)(?:^|[\s$#>])(?P<secret>(?-i:[^\s:'A-Z]{0,63}[A-Z][^\s:']{0,63})): command not found",
            r"|command not found: (?P<secret2>(?-i:[^\s:'A-Z]{0,63}[A-Z][^\s:']{0,63}))",
            r"|'(?P<secret3>(?-i:[^\s'A-Z]{0,63}[A-Z][^\s']{0,63}))' is not recognized as",
        ),
    )
    .with_body(Body::Shaped),
    rule(
        "padlock_combination",
        Structure,
        COMBINATION_LOCK_OR_SAFE_WORDS,
        // A padlock's or a combination lock's numbers after its name, in
        // pairs of digits joined by `-` (`Kombination für das Schloss am
        // Tor 2: 38-21-03`, `Szyfr do kłódki: 17-23-11`), each turn's way
        // before it on a safe's dial (`R20-L80-R69`, `L27 R7 L63`), which
        // a safe's name also names (`CD safe: L44 R43 L57`), or after a
        // dial named as a lock's (`The dial safe in the cellar opens with
        // 03-14-35`, `Fine wine cabinet (dial): 04-18-11`; not `dial in
        // on 12-05-24`).
        // Or its digits after its name, what it locks and a colon (a
        // locker's `Zahlenschloss: 0823`, `Hänglåset på instrumentskåpet:
        // kombination 298`, `장비함 자물쇠 번호: 6514`), or straight after
        // the name (`Gate combo 793`).
        concat!(
            r"(?i)(?:{combination_lock_words}|\(dial\)|(?-u:\b)dial[ \t]+(?:safe|lock|cabinet|combo))[^\n]{0,60}?(?:^|[^0-9A-Za-z/-])(?P<secret>\d{1,2}-\d{1,2}-\d{1,2}(?:-\d{1,2})?|{dial_turns})(?:$|[^0-9A-Za-z/-])",
            // (Or between slashes no date has, after the name or a colon
            // and ending the clause: `Kombinasi gembok: 21/23/04.`; not a
            // tally's, `combination (wins/draws/losses): 15/36/37`, nor a
            // share's, `Kombination aus 45/40/54 Prozent`.)
            r"|(?i)(?:{combination_lock_words})\p{L}{0,4}(?:[^\n/:：]{0,60}?[:：=])?[ \t]*(?P<secret7>{slash_dial})[ \t]*(?:$|\n|[.,;!—–(।]|\p{So})",
            // (Or right after the combination's own word, whatever a date
            // could read in them: `Cadna pump house: combinaison 17/06/08.`,
            // `kombinezon 08/22/24, tourn agos`.)
            r"|(?i)(?:^|[^\p{L}])(?:{combination_names})[ \t]*[:：]?[ \t]*(?P<secret16>\d{2}/\d{2}/\d{2})[ \t]*(?:$|\n|[.,;!—–(।、]|\p{So})",
            // (Spaced pairs end their line or clause: not `padlock sizes
            // 30 - 40 - 50 mm`.)
            r"|(?i)(?:{combination_lock_words})[^\n]{0,60}?(?:^|[^0-9A-Za-z-])(?P<secret15>\d{1,2} - \d{1,2} - \d{1,2}(?: - \d{1,2})?)[ \t]*(?:$|\n|[←—–(]|[.,;!](?:\s|$))",
            // (Or its pairs after a note in brackets, then a colon or an
            // arrow, ending the line or its clause: `padlock (bonded
            // warehouse, cage 2): 33 20 07`, `замок (4-dial? no, 3) → 25
            // 38 30 —`; not a date's slashes, `padlock (ordered):
            // 12/03/24`.)
            r"|(?i)(?:{combination_lock_words}|{lock_or_castle_names}|кирит)\p{L}{0,4}[ \t]*\([^()\n]{1,40}\)[ \t]*(?:[:：]|→|->)[ \t]*(?P<secret14>\d{2}(?: \d{2}){2,3}|\d{1,2}(?: ?- ?\d{1,2}){2,3})[ \t]*(?:$|\n|[—–(]|[.,;!](?:\s|$))",
            // (Or where its dials were set: `padlock on the shed door,
            // dials set to 2775`.)
            r"|(?i)(?:{combination_lock_words})[^\n]{0,60}?(?-u:\b)dials?[ \t]+(?:(?:are|were|is|was)[ \t]+)?(?:set|turned|rolled|spun)[ \t]+to[ \t]+(?P<secret12>\d{3,8})(?:$|[^0-9A-Za-z:./-])",
            r"|(?i)(?:{safe_words})[^\n]{0,60}?(?:^|[^0-9A-Za-z-])(?P<secret5>{dial_turns})(?:$|[^0-9A-Za-z-])",
            // (Or its spaced pairs right after its name, ending the line
            // or pointing at who wrote them: `SAFE 27 - 15 - 29 ← Priya`;
            // not `safe mode 10 - 20 - 30 minutes`, `safe speed 30 - 50 -
            // 70`.)
            r"|(?i)(?:^|[^\p{L}])(?:{safe_words})\p{L}{0,4}[ \t]*[:：]?[ \t]*(?P<secret13>\d{1,2} - \d{1,2} - \d{1,2}(?: - \d{1,2})?|\d{2}(?: \d{2}){2,3})[ \t]*(?:$|\n|[←—–(])",
            // Or its digits one by one after its name (`padlock
            // 1.3.4.0.6.0`).
            r"|(?i)(?:{combination_lock_words})\p{L}{0,4}[ \t]*(?:[:：=→⇒]|->|[ \t]is|[ \t]was)?[ \t]*(?P<secret11>{single_digits}){single_digits_end}",
            // (A chat alphabet's word may end in a digit for a letter:
            // `cadenas mta3 casier plongeurs: 1209`.)
            r"|(?i)(?:{combination_lock_words})\p{L}{0,4}(?:[ \t]+(?:[^\s\d:：]{1,20}|[a-z]{2,8}[379]|(?-i:[A-Z]{1,3})-?\d{1,3})){0,5}?[ \t]*[:：][ \t]*(?:(?:{combination_words}|{combination_lock_words}|segredo)[ \t]*)?(?P<secret2>\d{3,8}|\d{2} \d{2} \d{2}(?: \d{2})?)(?:$|\.(?:\s|$)|[^0-9A-Za-z:.-])",
            // Or after what it locks and a verb or a spaced `=` in a
            // chat, ending its clause (`el candado del cuarto de productos
            // es 1144,`, `kłódka do magazynku chemii ma teraz szyfr 7993,`,
            // `cadenas du local poubelles = 0438,`; a unit's capitals and
            // number among the words, `padlock WT35 is 090.`).
            // (A padlock's own words, [`PADLOCK_WORDS`]: `cadenas` is
            // Spanish's strings, a combination's a math one. No comma
            // within, so a price or an
            // order named after it is not the lock's: `kodelås til sykkel,
            // prisen er 276`; no year.)
            r"|(?i)(?:^|[^\p{L}\p{N}_])(?:{padlock_words})\p{L}{0,4}(?:[ \t]+(?:[^\s\d:：=,;.]{1,20}|(?-i:[A-Z]{0,3})-?\d{1,3})){0,5}?(?:[ \t]+=|[ \t]+(?:is|was|er|är|ist|è|es|é|je|to|on|ma|har))(?:[ \t]+(?:nu|now|nyt|nå|teraz|agora|ahora|ora|jetzt|maintenant))?(?:[ \t]+(?:{combination_words}|szyfr|şifre))?[ \t]+(?P<secret4>\d{3}|{code_not_year})(?:$|[.,;!](?:\s|$)|[ \t]*(?:\n|$|[-–—(])|[ \t]+(?:nu|now|nyt|nå|teraz|agora|ahora|ora|jetzt|maintenant)(?:[^\p{L}]|$))",
            r"|(?i)(?-u:\b)(?:(?:gate|lock|locker|door|box|safe)[ \t]+combo|combination|kombination|combinazione|combinación|combinaison|combinação|kombinasjon|yhdistelmä|(?:{padlock_words})\p{L}{0,2})(?:[ \t]+(?:is|was|er|är|ist|è|es|é|je|to))?[ \t]+(?P<secret3>\d{3}|{code_not_year})(?:$|\.(?:[\s\x22')]|$)|[^0-9A-Za-z:./-])",
            // Or a safe's own number straight after its name, or after
            // where it is and a colon, a dash or an arrow (`Petty cash safe
            // 843796 — receipts ...`, `Float safe in back office: 135199.`,
            // `safe - 79604`, `Drop safe bar 4 -> 78981 (new)`, `cash box =
            // 8376.`), ending
            // its clause, or said in words (`the safe is, uh, five three
            // seven nine`); no clock's time, no year, no unit after (not
            // `safe distance: 2500`, `safe to deploy build 48213`).
            r"|(?i)(?:^|[^\p{L}])(?:{safe_words})\p{L}{0,4}(?:[ \t]+(?:{safe_code_words}))?(?:(?:[ \t]+(?:{place_prepositions})(?:[ \t]+[\p{L}-]{1,15}){1,2}|[ \t]+\p{L}{2,15}[ \t]+\d{1,3})?[ \t]*(?:[:：]|[–—]|[ \t][-=]|->|[→⇒])[ \t]*(?:(?:{safe_code_words})[ \t]+)?|(?:[ \t]*:?[ \t]*\n){1,2}[ \t]*|[ \t]+(?:(?:is|was|{copulas})(?:[,、]?[ \t]+(?:{filler})(?:[,、]|\.{2,3}|…)?)?(?:[ \t]+now)?[ \t]+)?)(?P<secret6>[#*]?{code_not_clock}[#*]?|\d{2}(?:-\d{2}){2,3}|\d{2}(?:[ ]\d{2}){2,3}|{spoken_digits})(?:$|[.,;!)](?:\s|$)|[ \t]*\n|[ \t]+[–—(])",
        ),
    ),
    rule(
        "dial_numbers_no_date_fits",
        Structure,
        DIAL_KEYWORDS,
        // A combination lock's three numbers with `/` or `.` between,
        // after the lock's or a code's word and its colon, verb or arrow
        // (`rigging store padlock: 35/32/11`, `code ... lock yaa
        // 29.19.03`), two digits each (not a version's `1.24.3`), where no
        // day, month and year fit them ([`Body::Dial`]: `lock changed:
        // 14.10.21` is a date). Spaced around slashes or dashes, three or
        // four numbers right after a safe's or a padlock's name end their
        // clause (`Bag room safe: 51 / 89 / 62`, `VAC safe (50 / 14 / 56)`;
        // not `Safety score 50 / 14 / 56`, `Fire safe rating 30 / 60 / 90
        // minutes`). (No `/` in the words between: a legend's,
        // `Best combination (wins/draws/losses): 15/36/37`; a unit's
        // capitals and number may be one, `padlock T24 na 13.38.09`.)
        concat!(
            r"(?i)(?:^|[^\p{L}])(?:{padlock_words}|{lock_words}|{safe_words}|{code_words})\p{L}{0,3}(?:[ \t]+(?:[^\s\d:：=#.\[\]/]{1,30}|(?-i:[A-Z]{1,3})-?\d{1,3})){0,6}?(?:[ \t]*\([^()\n/]{1,20}\))?(?:[ \t]*[:：]|[ \t]+(?:is|{copulas}|=)|[ \t]*(?:→|->))[ \t]*(?P<secret>\d{2}/\d{2}/\d{2}|\d{2}\.\d{2}\.\d{2})(?:[ \t]|[.,;!)](?:\s|$)|$)",
            r"|(?i)(?:^|[^\p{L}])(?:{padlock_words}|{safe_words})[ \t]*(?:[:：]|→|->|=)?[ \t]*[(\x22'“]?(?P<secret2>\d{2}(?:[ \t][/–-][ \t]\d{2}){2,3})[)\x22'”]?[ \t]*(?:$|\n|[.,;!](?:\s|$))",
        ),
    )
    .with_body(Body::Dial),
    rule(
        "relay_access_password",
        Structure,
        &["password: ?"],
        // A protective relay's access level and its password as its
        // terminal echoes them (SEL's `=>ACC` then `Password: ? ...`,
        // `=>>2AC`): the `?` is the prompt's, the word after it typed.
        r"(?i)=>>?[ \t]*(?:ACC|2AC|BAC|PAC|OAC|CAL)(?-u:\b)[^\n]{0,20}?(?:\r?\n[ \t]*)?password:[ \t]*\?[ \t]*(?P<secret>[^\s?*]{1,64})[ \t]*(?:\r?\n|$)",
    ),
    rule(
        "code_then_its_verb",
        Structure,
        &["kod", "code", "код"],
        // A code's digits, then the verb, as languages that put it last
        // write it (Zaza's `Kodê alarmê buroyî 558487 o.`, Mandinka's
        // `phone la code mu 319847 ti.`, Tabasaran's `замокдин код 4771
        // ву`): the code's word, a few words, four digits or more, the
        // verb, the clause's end.
        r"(?i)(?:^|[^\p{L}])(?:kod|code|код)\p{L}{0,3}(?:[ \t]+[^\s\d:：=#.\[\]]{1,30}){0,6}?[ \t]+(?P<secret>\d{4,8})[ \t]+(?:o|ti|ву)(?:[ \t]*(?:[.!,;—–]|\n|$))",
    )
    .with_body(Body::Unpublic),
    rule(
        "device_unlock_digits",
        Structure,
        &["unlock"],
        // A phone's or a tablet's unlock digits, its code's word left out
        // (`Tent master's phone (the one with the app) unlock 940607 –
        // leave it on charge`): the device named on the line before
        // `unlock`, the digits straight after it, ending the clause, or
        // before a plea not to share it, a capitalised word that ends the
        // line or a script's word without case (`Crypto phone unlock
        // 12786696 Não partilhe.`, `... 14374190 Kongoi`; not `phone
        // update will unlock 5000 points`, `... 5000 Users affected`).
        r"(?i)(?:^|[^\p{L}])(?:phone|iphone|smartphone|tablet|ipad|laptop|handy|téléphone|telefono|telefon|telefoon)\p{L}{0,3}(?:'s)?[^\n]{0,60}?[ \t\(]unlock(?:s|ed)?(?:[ \t]+with)?[ \t]*[:=]?[ \t]*(?P<secret>{code_not_clock})[ \t]*(?:$|\n|[,.;!()](?:\s|$)|[–—-][ \t]|(?:{dont_share})|(?-i:\p{Lu})\p{Ll}*[.!]?[ \t]*(?:$|\n)|\p{Lo})",
    ),
    rule(
        "lock_opens_with",
        Structure,
        &["opens with", "open with"],
        // A lock that opens with its code (`pyro locker opens with 3942`,
        // `the padlock only opens with 0317`): what opens a lock is its
        // code. Not a clock's time (`the gate opens with 0800 shift`).
        r"(?i)(?:^|[^\p{L}])(?:{door_leaf_words}|{locker_words}|{padlock_words}|{safe_words}|{lock_words})\p{L}{0,3}[ \t]+(?:only[ \t]+)?opens?[ \t]+with[ \t]+(?:(?:the[ \t]+)?code[ \t]+)?(?P<secret>[#*]?{code_not_clock}[#*]?)(?:[^\p{L}\p{N}]|$)",
    ),
    rule(
        "door_code_then_words",
        Structure,
        &["→", "->", "⇒"],
        // A door's code after an arrow, and the chat goes on (`radar tower
        // door → 1972 don't share it`, `porta della torre radar → 9732 an
        // e' dì a nisun`): an arrow from a door's name points at its code.
        // Not a clock's time (`gate → 0730 opening`).
        r"(?i)(?:^|[^\p{L}])(?:{door_leaf_words}|{keypad_words})\p{L}{0,2}(?:[ \t]+[^\s\d:：=→⇒#*(-]{1,20}){0,4}[ \t]*(?:→|->|⇒)[ \t]*(?P<secret>[#*]?{code_not_clock}#?)[ \t]+\p{L}",
    ),
    rule(
        "hatch_combination",
        Structure,
        HATCH_WORDS,
        // A hatch's padlock's dials straight after its name (or a note in
        // brackets), a colon, an arrow or `is`, ending the clause or told
        // how long they hold (`seismometer bunker hatch: 32-29-01`,
        // `hatch is 30-81-10 until the chief changes it`, `hatch (east):
        // R24 L61 R08`, `hatch: dial R28 L06 R15 then pull hard`); not a
        // date a log goes on after (`hatch → 12-03-24 inspected`). (Or a
        // record's field: `"hatch": "35-29-33"`.)
        r"(?i)(?:^|[^\p{L}])(?:{hatch_words})\p{L}{0,2}[\x22']?(?:[ \t]*\([^()\n]{1,40}\))?(?:[ \t]*(?:[:：=⇒→]|->)|[ \t]+is(?:[ \t]+now)?)[ \t]*(?i:dial[ \t]+)?(?:(?P<secret>\d{1,2}-\d{1,2}-\d{1,2}(?:-\d{1,2})?|{dial_turns})|[\x22'](?P<secret2>\d{1,2}-\d{1,2}-\d{1,2}(?:-\d{1,2})?)[\x22'][ \t]*[,}]?)[ \t]*(?:$|\n|[—–(]|[.,;!](?:\s|$)|(?:{until_words}|then|puis|dann|luego|poi|depois)(?:[^\p{L}]|$))",
    ),
    rule(
        "locker_combination",
        Structure,
        LOCKER_WORDS,
        // A locker's lock and its numbers, the locker named first
        // on the line (`Skab 327 – kodelås 34-22-22`, `Dolap 242 – kilit
        // 6762`, `사물함 191번 · 자물쇠 4470`, `ロッカー434番 ダイヤル439`,
        // `your locker is #123 on floor 1. Combo is 199.`); the numbers
        // end the line or stand before a separator, a name or a word of a
        // script without spaces (not `lock 1205 mm wide`, `lock 120 SEK`).
        concat!(
            r"(?i)(?:{locker_words})[^\n]{0,80}?(?:^|[^\p{Latin}\p{Cyrillic}])(?:{combination_lock_words}|{lock_words})\p{L}{0,2}(?:-?(?:code|kode|kod|kód))?(?:[ \t]+(?:is|was|er|är|ist|è|es|é|je|to))?[ \t]*[:：]?[ \t]*(?P<secret>\d{1,2}-\d{1,2}-\d{1,2}|\d{3,8})(?:$|[.,;!](?:[\s\x22')]|$)|[)\x22']|[ \t]*(?:\n|[–—·|/(]|-[ \t])|[ \t]*[\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]|[ \t]+(?-i:\p{Lu}\p{Ll}))",
            // Or a code's name and the locker's, in either order, then
            // its copula or colon and three digits or more ending the
            // clause (`Locker code: 438`, `kod do twojej szafki to 438`,
            // `Codul de la dulap este 134`, `Код від шафки: 245`).
            // (The locker's number may stand between: `Locker 47 – code
            // 450`, `Spind 4, Code 645`; or the code follow the number's
            // colon: `Kit locker 40: 918`.)
            // (Or its master's or override, which opens every locker:
            // `spa lockers master 5397`, `locker override 2316`.)
            r"|(?i)(?:(?:{locker_words})\p{L}{0,4}(?:[ \t]+#?\d{1,4}[ \t]*[–—,-]?)?[ \t]+(?:{code_words}|override|master)|(?:^|[^\p{L}])(?:{code_words}|{asked_code_words})\p{L}{0,3}(?:[ \t]+\p{L}{1,8}){0,3}?[ \t]+(?:{locker_words})\p{L}{0,4}(?:[ \t]+(?:\p{L}{1,12}|\d{1,3})){0,3}?)(?:[ \t]+(?:is|was|er|är|ist|è|es|é|je|to|{copulas}))?[ \t]*[:：]?[ \t]+(?P<secret2>\d{3,8})(?:$|[.,;!](?:[\s\x22')]|$)|[)\x22']|[ \t]*(?:\n|[–—·|/(]|-[ \t]))",
            r"|(?i)(?:^|[^\p{L}])(?:{locker_words})\p{L}{0,4}[ \t]+#?\d{1,4}[ \t]*(?:[:：]|→|->|⇒)[ \t]*(?P<secret3>\d{3}|{code_not_clock})(?:$|[.,;!](?:[\s\x22')]|$)|[)\x22']|[ \t]*(?:\n|[–—·|/(]|-[ \t]))",
        ),
    ),
    rule(
        "safe_combination",
        Structure,
        &["safe"],
        // A safe's dial told in pairs of digits (`cash office safe is
        // 34-16-44, turn left first`): the pairs straight after `is` or a
        // colon, as no date is told.
        // (Pairs of two digits that end the sentence or its clause: not
        // `fail-safe is 3-2-1`, `keep it safe: 10-15-20 minutes`.)
        // (Or the way to turn it first: `Cash-up safe: turn right to
        // 30-00-39 (R-L-R)`.)
        r"(?i)(?:^|[^\w-])safe(?:[ \t]+combination)?(?:[ \t]+(?:is|was)|[ \t]*:)[ \t]+(?:turn[ \t]+(?:right|left)[ \t]+to[ \t]+)?(?P<secret>\d{2}-\d{2}-\d{2}(?:-\d{2})?)(?:[ \t]*$|[.;)](?:\s|$)|,|[ \t]+\([RL]-)",
    ),
    rule(
        "door_code_in_cells",
        Structure,
        CELL_DOOR_WORDS,
        // A note's line of three cells, a room, its door, the door's
        // code (`Garderobe 3 » Tür » 47835`, `loge 4 -> dörr -> 179303`,
        // `Kleedkamer 1 ~~ deur ~~ C3813X`, `camarim 3 | porta | *1145#`):
        // four digits or more, no year, ending the line or before a note
        // in brackets (not `Floor 3 -> door -> 305`, `gate :: 1200 kg`).
        r"(?im)^[ \t]*[^\n]{1,40}?[ \t]+(?:>>|->|=>|⟶|→|::|~~|»|⇒|\||/)[ \t]+(?:{cell_door_words})[ \t]+(?:>>|->|=>|⟶|→|::|~~|»|⇒|\||/)[ \t]+(?P<secret>[#*]?(?:(?:[03-9]\d|1[0-8]|2[1-9])\d{2}|\d{5,8})[#*]?|[a-z]\d{3,6}[a-z])(?:[ \t]*(?:$|\(|[.,;](?:\s|$)))",
    ),
    rule(
        "credentials_in_cells",
        Structure,
        &[">>", "->", "=>", "⟶", "→", "::", "~~", "»", "⇒", " ~ "],
        // A note's line of three cells joined by one separator twice, a
        // login (`Hartford ICON => jo@agency.example => X`, `CNA Central ::
        // jreed :: X`) or a Wi-Fi (`wifi lydbua → Gjest-Lyd → X`): the
        // system, the user (in lowercase, or an address) or the network,
        // and the secret, shaped as one, ending the line. (One separator
        // twice: `f :: a -> b` is a type's.)
        concat!(
            cells!(">>", "secret"),
            "|",
            cells!("->", "secret2"),
            "|",
            cells!("=>", "secret3"),
            "|",
            cells!("::", "secret4"),
            "|",
            cells!("~~", "secret5"),
            "|",
            cells!("»", "secret6"),
            "|",
            cells!("(?:⟶|→|⇒)", "secret7"),
            "|",
            cells!("~", "secret15"),
        ),
    )
    .with_body(Body::Shaped),
    rule(
        "fix_logon_password",
        Structure,
        &["8=fix"],
        // A FIX session's Logon: its Password (554) and NewPassword (925)
        // fields, between the `|`, `^A` or SOH that part fields. Where
        // the SOH is not shown the fields run together, and the value
        // ends at the next field's delimiter or at the checksum that
        // ends the message (`554=x10=833`).
        concat!(
            r"8=FIX[^\n]*?(?:[|\x01\s^]|[A-Za-z_])(?:554|925)=(?P<secret>[^|\s\x01]+?)(?:[|\x01]|\^A|\s|10=\d{3}(?:[|\x01]|\^A|\s|$)|$)",
            r"(?:[^\n]*?(?:[|\x01\s^]|[A-Za-z_])925=(?P<secret2>[^|\s\x01]+?)(?:[|\x01]|\^A|\s|10=\d{3}(?:[|\x01]|\^A|\s|$)|$))?",
        ),
    ),
    rule(
        "license_number_grouped",
        Structure,
        &["license", "licence"],
        // A software licence's number in four groups of digits after its
        // label (QuickBooks' `License number: 4974-7620-0038-791`).
        r"(?i)licen[cs]e\s*(?:number|no\.?|#|key|code)?\s*[:：#]?\s*(?P<secret>\d{4}-\d{4}-\d{4}-\d{3,4})(?:$|[^\d-])",
    ),
    rule(
        "ibkr_flex_token",
        Structure,
        &["flexwebservice", "flexstatementservice"],
        // Interactive Brokers' Flex Web Service token, the `t` of its
        // request URL: it reads the account's statements.
        r"(?i)Flex(?:Web|Statement)Service[^\s?]*\?(?:[^\s#]*&)?t=(?P<secret>\d{18,30})",
    ),
    rule(
        "code_before_rtl_label",
        Structure,
        RTL_CODE_LABELS,
        // A PIN or a code copied from a right-to-left screen in its visual
        // order: the digits first, the label last on its line (`4741
        // :الرقم السري`, `350522 رمز التحقق`), the line's end or a quote
        // after it.
        r#"(?m)(?:^|\D)(?P<secret>\d{4,8})[ \t]*[:：]?[ \t]*(?:{rtl_code_labels})[ \t]*(?:$|\\?["'])"#,
    ),
    rule(
        "code_before_its_name",
        Structure,
        CODE_OWNER_WORDS,
        concat!(
            // A code that starts its line, a pointer, a dash or a copula,
            // a few words, then what it opens, as a note hands it over
            // (`9614 ← alarm. obviously don't forward this`, `6110 är
            // larmet, inte dörren`, `9472, c'est le nouveau digicode du
            // bâtiment B`, `C4294 ← that's the key safe at Plot 12`,
            // `2858（这是后门密码，别发群里）`; a push-button lock's `C`,
            // digits and `X`, `C3071X e noul cod`). No clock's time, no year
            // (`0800 – alarm went off`).
            // (A chat's time and author may start the line: `[10:02]
            // Ana: 8990# e noul cod de la ușă`.)
            r"(?im)^[ \t]*(?:[-*•][ \t]+)?(?:\[[0-9:. apmAPM]{3,12}\][ \t]*)?(?-i:\p{Lu}\p{Ll}{1,15}(?:[ ]\p{Lu}\p{Ll}{1,15})?:[ \t]+)?[\x22'“]?(?P<secret>[#*]?{code_not_clock}[#*]?|(?-i:[A-D]\d{3,6}|{push_button_code}))[\x22'”]?",
            r"(?:(?:[ \t]*(?:←|⬅|<-{1,2}|<=|=>?|[–—:,]|-)[ \t]*|[ \t]+(?:is|er|je|on|{copulas})[ \t]+)",
            r"(?:(?:{copulas}|{code_lead_words})[ \t]+|(?:l|dell)['’]){0,5}?{code_owner}",
            r"|[ \t]*[（(]\p{Han}{0,4}(?:密码|密碼|暗証番号)[、,。)）])",
            // (A clock's time too where a demonstrative says the number
            // is the thing: `1554 – das ist die Alarmanlage, nicht die
            // Tür!`; a time is an alarm's `at`.)
            r"|(?im)^[ \t]*(?P<secret2>(?:[03-9]\d|1[0-8]|2[1-9])\d{2})[ \t]*(?:[–—:,-][ \t]*)?(?:das[ \t]+ist|that's|that’s|this[ \t]+is|c'est|c’est|det[ \t]+är|to[ \t]+je|to[ \t]+jest|è)[ \t]+(?:(?:die|der|das|the|le|la|l'|il|el|den|det)[ \t]+)?{code_owner}",
        ),
    ),
    rule(
        "fortigate_secret",
        Structure,
        &["set psksecret", "set passphrase", "set password", "set passwd", "set secret", "set sae-password", "set psk", "snmp community"],
        concat!(
            // FortiGate's `set psksecret`, `set passphrase` (to the line's
            // end, quoted or not), and an SNMP community's name, which is
            // its password.
            r#"(?m)^[ \t]*set[ \t]+(?:psksecret|passphrase|password|passwd|secret|sae-password|psk)[ \t]+(?:"(?P<secret>[^"\n]+)"|(?P<secret2>[^"\s][^\n]*?))[ \t]*$"#,
            r#"|config[ \t]+system[ \t]+snmp[ \t]+community\s+edit[ \t]+\S+\s+set[ \t]+name[ \t]+"(?P<secret3>[^"\n]+)""#,
        ),
    ),
    rule(
        "stream_url_key",
        Structure,
        &["rtmp://", "rtmps://", "srt://", "obsws://"],
        // A streaming ingest URL's last path segment is its stream key
        // (`rtmps://live.trovo.live/live/<key>`, OBS WebSocket's
        // `obsws://host:4455/<password>`); so is a query's signature or
        // passphrase (`?sign=...`, SRT's `?passphrase=...`). (A camera's
        // RTSP path names a channel, `/Streaming/Channels/101`.)
        concat!(
            r#"(?i)(?:rtmps?|srt|obsws)://[^\s/"'?#]+(?:/[^\s/"'?#]+)*/(?P<secret>[A-Za-z0-9_-]{12,})(?:["'\s?#]|$)"#,
            r#"|(?i)(?:rtmps?|srt)://[^\s"']*?[?&](?:sign|key|streamkey|stream_key|passphrase|secret|token|auth|streamid)=(?P<secret2>[^&\s"'#]{8,})"#,
        ),
    )
    .with_body(Body::Shaped),
    random_rule(
        "url_short_key_token",
        Structure,
        &["?t=", "&t=", "?k=", "&k=", "?tk=", "&tk="],
        // A link's token under a one- or two-letter name (an offer's
        // `accept?t=...`, a magic link's `?k=...`): 32 or more random
        // characters, as no timestamp, page or language is.
        r"[?&](?:t|k|tk)=(?P<secret>[A-Za-z0-9_-]{32,})(?:[&#\s\x22']|$)",
    ),
    rule(
        "edi_envelope_password",
        Structure,
        &["isa*", "unb+"],
        concat!(
            // An X12 interchange's header: its authorization information
            // when its qualifier says there is some (ISA01 not `00`), and
            // its security information, the password, when ISA03 is `01`
            // (`ISA*03*5FTXQRNGLB*01*3HFR7MVD3S*ZZ*...`): both at once, the
            // qualifier between them with them. Blank fields are ten
            // spaces.
            r"ISA\*0[1-9]\*(?P<secret>[^*\s][^*\n]{0,9}?[ ]*\*01\*[^*\s][^*\n]{0,9}?)[ ]*\*",
            r"|ISA\*0[1-9]\*(?P<secret2>[^*\s][^*\n]{0,9}?)[ ]*\*\d\d\*",
            r"|ISA\*\d\d\*[^*\n]{10}\*01\*(?P<secret3>[^*\s][^*\n]{0,9}?)[ ]*\*",
            // An EDIFACT interchange's header: its sixth element is the
            // recipient's reference or password, with its qualifier
            // (`UNB+UNOC:3+...+...+240226:1910+93506896+10TAD6:AA+IFTMIN'`).
            r"|UNB\+[^+'\n]*\+[^+'\n]*\+[^+'\n]*\+[^+'\n]*\+[^+'\n]*\+(?P<secret4>[^+:'\s]{1,14})(?::[A-Z0-9]{1,2})?[+']",
        ),
    ),
    rule(
        "securedrop_codename",
        Structure,
        &["codename"],
        // A SecureDrop source's codename, its password: seven words of
        // its word list, after `codename` and its `:` or on a line up to
        // three lines under it (`This codename is what you will use ...`
        // / `clad chief brink blend city angle boast`).
        r"(?i)codename(?:[^\n]{0,200}[:：][ \t]*|[^\n]{0,200}(?:\n[^\n]{0,200}){0,2}?\n[ \t]*)(?P<secret>(?-i:[a-z]{3,9}(?: [a-z]{3,9}){6}))[ \t]*(?:\n|$)",
    ),
    rule(
        "db2_connect_password",
        Structure,
        &["db2"],
        // Db2's command line connecting as a user: the word after `using`
        // (`db2 connect to FREIGHT user dbinst1 using X`); prose's `using`
        // after no user is not it (`db2 connect to a database using a
        // user`).
        r"(?i)(?-u:\b)db2[ \t]+connect[ \t]+to[ \t]+\S+[ \t]+user[ \t]+\S+[ \t]+using[ \t]+(?P<secret>\S+)",
    ),
    rule(
        "teams_meeting_passcode",
        Structure,
        &["kennung"],
        // A Teams meeting's passcode in German, after its meeting id
        // (`Besprechungs-ID: 143 7359 9956 Kennung: 06492025`); `Kennung`
        // alone is any identifier.
        r"(?i)besprechungs-?id\s*:?\s*[0-9 ]{9,20}\s*kennung\s*:?\s*(?P<secret>[A-Za-z0-9]{4,20})(?-u:\b)",
    ),
    rule(
        "key_safe_code",
        Structure,
        KEY_SAFE_WORDS,
        // A key safe's or a lockbox's code where the text names the safe:
        // a code's or a combination's word, a word or a verb, then three to
        // eight digits, a push-button safe's letter before or after them
        // (`kód trezoru 877`, `La combinación es A443`, `Zahlenkombination:
        // 4970`, `2. Enter 987`), or four or five capitals and digits with
        // a digit among the first four (`Kombination 5CD1`, `(code 8B77)`;
        // not a word), up to two lines after the safe's name; a polite
        // ending may follow (`番号は3881です`).
        concat!(
            r"(?i)(?:{key_safe_words})(?:[^\n]{0,160}?\n){0,2}?[^\n]{0,160}?(?:^|[^\p{L}\p{N}])(?:{combination_words}|{combination_lock_words})",
            r"(?:[ \t]+(?:\p{L}{1,12}))?[ \t]*[:：=]?[ \t]*[#*]?(?P<secret>[A-Da-d]?\d{3,8}|\d{3,8}[A-Da-d]?|(?-i:\d[A-Z0-9]{3,4}|[A-Z]\d[A-Z0-9]{2,3}|[A-Z]{2}\d[A-Z0-9]{1,2}|[A-Z]{3}\d[A-Z0-9]?))#?(?:[^\p{L}\p{N}]|$|です|でした|입니다|이에요|예요)",
            // Or where it is, a colon, and its dials one by one (`Key safe
            // rescue centre garage: 9-5-1.`, `kahon yabi hedgehog unit: 1 6
            // 6 5`), ending the clause.
            r"|(?i)(?:^|[^\p{L}])(?:{key_safe_words})\p{L}{0,4}(?:[ \t]+[^\s\d:：]{1,20}){0,4}?[ \t]*[:：][ \t]*(?P<secret2>\d(?:-\d){2,3}|\d(?:\.\d){3}|\d(?:[ ]\d){3,5})(?:[ \t]*(?:$|\n|[.,;!](?:\s|$)|\())",
        ),
    ),
    rule(
        "door_entry_code",
        Structure,
        DOOR_AND_KEYPAD_WORDS,
        concat!(
            // A door's or a gate's code glued to its name or to the words
            // after it, as a sign or a chat writes it (`ENTRYCODE88529`,
            // `door code26777✓`, `大门密码71501请勿外传`, `현관비번3209입니다`,
            // `玄関の番号は3210です`).
            r"(?i)(?:{door_words})[ \t-]?(?:の|之)?(?:{code_after_door})(?:は|是|:|：)?[ \t]*[#*]?(?P<secret>\d{4,8})#?(?:[^\d]|$)",
            // The door's name, its pointing sign or a colon, then the
            // digits and what is done next (`🚪➡1373⏎`, `Entry: 59873
            // then turn the handle`).
            r"|(?i)(?:{door_words})[ \t]*[:：][ \t]*\n?[ \t]*(?P<secret2>\d{4,8})#?[ \t]*\n?[ \t]*(?:⏎|↵|then|and|puis|dann|luego|e |y )",
            // A door's lock and its code ending the line or its sentence
            // (`Dispensary door lock: 7741. Insulin ...`), not a year or a
            // measure (`door lock: 2019 model`, `Door lock: 1200 lbs`).
            r"|(?i)(?-u:\b)door[ \t]+lock[ \t]*[:：][ \t]*(?P<secret6>(?:[03-9]\d|1[0-8]|2[1-9])\d{2}|\d{5,8})#?(?:[.,;!]?[ \t]*(?:$|\n)|[.!][ \t]+(?-i:\p{Lu}))",
            // A verb, the digits, and the keypad or the door it opens
            // (`marca 2248 en el teclado`, `digitare 673395 e attendere
            // l'apertura`, `the building door opens with 640764#`, `press
            // 'B' then 2739 to open the lobby door`).
            r"|(?i)(?:marca|marque|teclea|digita|digitare|digite|tippe|tapez|composez|wpisz|zadejte|ukucajte|tuşlayın|enter|type|dial|press[^\n]{0,12}?then|opens[ \t]+with|öffnet[ \t]+mit|s'ouvre[ \t]+avec|se[ \t]+abre[ \t]+con)[ \t]+[#*]?(?P<secret3>\d{4,8})#?[ \t]+(?:en[ \t]+el[ \t]+teclado|on[ \t]+the[ \t]+keypad|e[ \t]+attendere|to[ \t]+open|auf[ \t]+der[ \t]+tastatur|sur[ \t]+le[ \t]+clavier|na[ \t]+klawiaturze|sulla[ \t]+tastiera|no[ \t]+teclado)",
            r"|(?i)(?:{door_words})[^\n]{0,40}?(?:opens[ \t]+with|öffnet[ \t]+mit|s'ouvre[ \t]+avec|se[ \t]+abre[ \t]+con)[ \t]+[#*]?(?P<secret4>\d{4,8})#?(?:[^\d]|$)",
        ),
    ),
    // Its second half: a door's or a keypad's name, then its code after a
    // separator, an arrow, one by one or marked by a keypad's keys. (One
    // rule with `door_entry_code` outgrew the regex crate's size limit.)
    rule(
        "door_code_after_its_name",
        Structure,
        DOOR_AND_KEYPAD_WORDS,
        concat!(
            // A door's or a keypad's name, whose it is after a preposition
            // or in brackets, a separator, and digits ending the line or
            // the clause (`Changing room door for seasonal staff: 2604#`,
            // `Machinery shed keypad = *6471 (changed ...)`, `per il
            // cancello: 458105 (poi cancelletto)`, `top gate ⇒ 603188`);
            // not a year nor a clock's time (`Door for lunch: 1230`, `Gate
            // for flight BA117: 1445`), unless a keypad's `*` or `#` marks
            // it; not a way in that names a place or a service (`Admin
            // portal: 8443`). (A note's marks too: `office door »» 8359`,
            // `gate ~~ 6940 ~~`.) (Or quoted, a YAML's `keypad: "0603*"`.)
            // (Or where it is by deck and frame: `door at 13/108 SB: 76620`.)
            // (Or said: `the gate at the unit base is 1497, hash at the
            // end`, `gate is fife tree fower niner, how copy?`.)
            // (Another room it opens may be joined
            // on: `quarantine unit door + footbath room: *3296`.) (Or its digits spaced, as no door's
            // number is written: `Door: 0 9 3 9`.) (Or then the keypad's
            // key: `hliðið við bryggjuna: 690573 og svo #`.)
            r"(?i)(?:^|[^\p{L}])(?:{door_leaf_words}|{keypad_words})\p{L}{0,2}(?:[ \t]*\([^()\n]{1,40}\)|[ \t]+(?:{place_prepositions})(?:[ \t]+[\p{L}\p{N}'’/-]{1,20}){1,4}|[ \t]+[+&][ \t]+[\p{L}'’-]{1,20}(?:[ \t]+[\p{L}'’-]{1,20}){0,2})?[ \t]*(?:[:：=≡⇒→⟶｜]|::|=>|—|–|»{1,2}|≫|~~?|->|[ \t]-[ \t]|(?-u:\b)is(?:[ \t]+now)?(?-u:\b))[ \t]*[\x22'“]?(?P<secret7>[#*]\d{4,8}#?|\d{4,8}[#*]|{code_not_clock}|\d(?:[ ]\d){3,7}|{lettered_keypad_code}|{spoken_digits})(?:[\x22'”]?[ \t]*(?:$|\n|[,.;!、](?:\s|$)|\(|~~)|[ \t]+(?:{then_words})[ \t]+(?:\p{L}+[ \t]+){0,2}?[#*](?:\s|$)|[ \t]+(?:{until_words})(?:[^\p{L}]|$))",
            // Or a clock's time right after the door's name and its colon
            // (or `=`), or a leader's dots, ending the clause: no time's word stands
            // between (`water kiosk door: 1241`, `gate keypad ....... 4368`,
            // ``pumping station door: `1407` ``); not a year, nor a
            // quoted time a record keeps (`door: "1530"`).
            r"|(?i)(?:^|[^\p{L}])(?:{door_leaf_words}|{keypad_words})(?:[ \t]*[:：=]|[ \t]*\.{4,})[ \t]*\x60?(?P<secret17>{code_not_year})\x60?[ \t]*(?:$|\n|[,.;!](?:\s|$)|\()",
            // Or a word or two after the door's name, then an arrow to the
            // digits (`gate unit base → 980647 (code)#`, `portón unit base
            // → 9277`).
            r"|(?i)(?:^|[^\p{L}])(?:{door_leaf_words})\p{L}{0,2}(?:[ \t]+[^\s\d:：=→⇒#*(-]{1,20}){1,2}[ \t]*(?:→|->|⇒)[ \t]*(?P<secret16>[#*]?{code_not_clock}#?)(?:[ \t]*(?:$|\n|[,.;!](?:\s|$)|\()|[ \t]+#)",
            // Its digits one by one, with or without a separator (`DOOR 6
            // 1 6 9`, `CD cupboard → 5-6-3-5`).
            r"|(?i)(?:^|[^\p{L}])(?:{door_leaf_words}|{keypad_words})\p{L}{0,2}[ \t]*(?:[:：=→⇒]|->|[ \t]is|[ \t]was)?[ \t]*(?P<secret10>{single_digits}){single_digits_end}",
            // A door's or a gate's name, a word or two, and digits a
            // keypad's `*` or `#` marks, no separator needed (`main gate
            // 3714#`, `gate *3610#`, `Bin store door 3122#`, `Gate is
            // #0613`; a `#` before alone only after a verb or a
            // separator: `Gate #1234` may be a gate's number).
            r"|(?i)(?:^|[^\p{L}])(?:{door_leaf_words}|{keypad_words})\p{L}{0,2}(?:[ \t]+(?:is|was|=|:)[ \t]+(?P<secret8>[#*]\d{4,8}#?|\d{4,8}[#*])|[ \t]+(?P<secret9>\*\d{4,8}#?|#\d{4,8}#|\d{4,8}[#*]))(?:[^\p{L}\p{N}#*]|$)",
            // A keypad's code marked by its keys, then the keypad it is
            // keyed on (`*57860# on the pump keypad`).
            r"|(?i)\*(?P<secret11>\d{4,8})#[ \t]+(?:on|at|into|in)[ \t]+(?:the[ \t]+)?(?:[\p{L}-]+[ \t]+){0,2}?(?:{keypad_words})",
        ),
    ),
    rule(
        "account_password_in_prose",
        Structure,
        &[
            "admin",
            "root",
            "temp pass",
            "temporary pass",
            "initial pass",
            "one-time pass",
            "temporary one",
            "temp one",
        ],
        // A password after the account it signs in, or after a temporary
        // password's short name, with no label of its own: a device's
        // admin (`printer admin MOO234$mango`, `VSAT modem admin:
        // xqsR9nQyFv`, `NVR login admin` then the password on the next
        // line), a helpdesk's `temp pass DOL337+typho` or `temporary
        // password FpRk2M6xoXTK (user must change it)`. Only a value
        // shaped as a password a person or a generator made (not
        // `admin: j.smith`, `root /var/www`), after a blank or a colon
        // (not a prompt's `root@edge-01:~#`).
        concat!(
            r"(?i)(?-u:\b)(?:(?:temp|temporary|initial|one-time)[ \t]+(?:pass(?:word)?|pw|pwd)|admin|root)(?:[ \t]*[:：=][ \t]*|[ \t]+|[ \t]*\n[ \t]*)(?P<secret>[^\s@]\S{5,63})(?:\s|$)",
            // (Or what to type after a temporary one was set: `I've set a
            // temporary one. Type exactly: Swwuzk7Y0R`.)
            r"|(?i)(?-u:\b)(?:temp|temporary|initial|one-time)[ \t]+(?:one|pass(?:word)?|pw|pwd)(?-u:\b)[^\n]{0,40}?(?:type|enter|use)(?:[ \t]+(?:exactly|this|it|in))?[ \t]*[:：][ \t]*(?P<secret2>[^\s@]\S{5,63})(?:\s|$)",
        ),
    )
    .with_body(Body::Password),
    rule(
        "code_read_after_sent",
        Structure,
        &[
            "sent a code",
            "sent me a code",
            "sent you a code",
            "sent a new code",
            "sent the code",
            "texted me a code",
            "texted a code",
            "for the code",
            "for a code",
            "code from the",
        ],
        // A one-time code read out on a call or in a chat after it was
        // sent or asked for, with no label of its own: `it just sent a
        // code to my phone… 170572`, `it's asking for the code` then `it
        // just came through, 850512`, `it sent a code to your phone` then
        // `yes wait... 080208`. Only after an ellipsis or a word that
        // hands it over, with no digit between (not `sent a code to ext
        // 7163`), ending its clause (not `wait, 4709 steps later`), and no
        // clock's time nor year.
        concat!(
        r"(?i)(?:sent|texted|asking|asks|asked)[ \t]+(?:me[ \t]+|you[ \t]+|for[ \t]+)?(?:a|the)[ \t]+(?:new[ \t]+)?code\b[^\d]{0,120}?(?:…|\.{2,3}|came[ \t]+(?:through|in)[ \t]*[,:—-]|wait[ \t]*[,:—-]|here[ \t]*(?:it[ \t]+is)?[ \t]*[,:—-]|got[ \t]+it[ \t]*[,:—-])[ \t]*(?P<secret>{code_not_clock}|\d{3}[ ]\d{3})[ \t]*(?:$|\n|[.,;!?)](?:\s|$)|、)",
            // (Or straight after it, between commas, before what to do
            // with it: `sent me the code, 318575, type it`; or after who
            // sent it: `code from the bank 176 297 –`.)
            r"|(?i)(?:sent|texted)[ \t]+(?:me[ \t]+|you[ \t]+)?(?:a|the)[ \t]+(?:new[ \t]+)?code[ \t]*[,、][ \t]*(?P<secret2>{code_not_clock}|\d{3}[ ]\d{3})[,、][ \t]*(?:type|enter|put|use|paste)(?-u:\b)",
            r"|(?i)(?-u:\b)code[ \t]+from[ \t]+the[ \t]+(?:bank|portal|app)[ \t]*:?[ \t]+(?P<secret3>{code_not_clock}|\d{3}[ ]\d{3})[ \t]*(?:$|\n|[.,;!)](?:\s|$)|[ \t]+[–—-](?:[ \t]|$))",
        ),
    )
    .with_body(Body::Told),
    rule(
        "lock_code_in_a_list",
        Structure,
        LOCK_IN_A_LIST_KEYWORDS,
        // A lock's code after its short name, ending an item of a list or
        // a sheet's line (`Sc 60 / sl 208 · lock 6423 · TC 01:17:21:09`,
        // `props store lock 0949`, `Honeywagon 📍 Koror` / `zamok
        // 3782`, `~~ PADL0CK: 4196 ~~`, `→ lockbox 538`). Not a year
        // (`lock 2024 ·`), nor a castle's (`zamek 1880,`), nor digits more
        // words follow (`Замок 1869 года`), nor a screen's, a key's or a
        // bike's lock (`screen lock 300 |`, read first and found empty).
        concat!(
            r"(?im)(?:screen|auto|time|caps|num|scroll|dead|key|block|air|hub|wheel)[ \t-]*lock[ \t]*[:：]?[ \t]*\d+(?P<secret4>)",
            // (`lock` alone ends only its line or a sheet's item: a
            // database's or a canal's lock goes on, `lock 4421; unlock`,
            // `row lock 39345 ~`, `lock 3438, gauge 12ft`.)
            r"|(?im)(?:^|[^\p{L}\p{N}_-])lock[ \t]*[:：]?[ \t]*(?P<secret2>{code_not_year})[ \t]*(?:$|[·–—])",
            r"|(?im)(?:^|[^\p{L}\p{N}_-])(?:(?:{lock_box_names})[ \t]*[:：]?[ \t]*(?P<secret>{code_not_year}|\d{3})|(?:{lock_or_castle_names})[ \t]*[:：]?[ \t]*(?P<secret3>[03-9]\d{3}|2[1-9]\d{2}|\d{5,8}|\d{3}))",
            // (Or a lock's emoji after it: `cadenas 9430 🔒`.)
            r"[ \t]*(?:$|[·|~(–—;!、🔒🔐🔑]|,[ \t]|[ \t]-[ \t]|\.[ \t]*$)",
        ),
    ),
    rule(
        "code_pointing_at_place",
        Structure,
        &["←", "⬅", "<-", "\n^"],
        // A code that starts its line, then an arrow that points from it
        // to the place it opens, on its line or the next (`9614 ← MU
        // trailer`, `*2595 ← linen room D2`, `4743` / `^ stage 7
        // elephant door`). Only a place a code locks (`{locked_places}`,
        // not `4521 ← ticket number`); no clock's time nor year. A code's
        // word may follow in brackets, and who wrote it (`2391 ←
        // seismometer bunker hatch (code) Olga`; not `(count)`).
        // (Not a number of or for the place, `3446 ← price of the van`,
        // `4536` / `^ number of lockers`: read first, and found empty.)
        concat!(
            r"(?m)^[ \t]*[#*]?{code_not_clock}[#*]?(?:[ \t]*(?:←|⬅|<-{1,2})|[ \t]*\n[ \t]*\^)[ \t]*(?:\S+[ \t]+){0,3}?(?i:of|on|for|to|the|in|at|from|number|no|nr)[ \t](?P<secret2>)",
            r"|(?m)^[ \t]*(?P<secret>[#*]?{code_not_clock}[#*]?)(?:[ \t]*(?:←|⬅|<-{1,2})|[ \t]*\n[ \t]*\^)[ \t]*(?:[\p{L}\p{N}'’.&-]+[ \t]+){0,3}(?i:{locked_places})(?:[ \t]+[\p{L}\p{N}]{1,3})?(?:[ \t]*\((?i:{code_words}|código|codigo|codice|password|mot de passe|kods|kodi|kodhi|new|nouveau|neu|nuevo|nuovo|novo)\))?(?:[ \t]+(?-i:\p{Lu}\p{Ll}{1,15}))?[ \t]*(?:[.,;!)]|$)",
        ),
    ),
    rule(
        "keypad_marked_code",
        Structure,
        KEYPAD_CODE_KEYWORDS,
        // Digits a keypad's `*` before or `#` after marks, alone on their
        // line (an emoji after, perhaps), or after a chat's author or an
        // arrow: `CREW BAR` then `*3144`, `1288#` answering what a door's
        // code is, `Dragan: *7848` correcting one.
        // Not a clock's time nor a year (`opens *2200`), nor among words
        // (`grep "*2024"`), nor a footnote's `*` after (`Price: 3499*`),
        // nor a USSD code, both marks (`*1234#`), nor a `#` before
        // (`Ticket #4521`), nor after an extension's, an id's or a
        // note's name (`ext 1791#`, `conf ID 261029#`, `Note: *4806`:
        // read first, and found empty).
        concat!(
            r"(?i)(?-u:\b)(?:{public_number_names})\.?[ \t]*(?:[:=→]|->)?[ \t]*\*?\d{4,8}[#*]?(?P<secret2>)",
            // (Only the marks a keypad has, not a footnote's: `*7848`,
            // `1288#`; not `4999*`.)
            r"|(?m)(?:^[ \t]*(?:[\p{L}][\p{L} .'’-]{0,30}:)?|[ \t]*(?:→|->))[ \t]*(?P<secret>\*{code_not_clock}|{code_not_clock}#)[ \t]*(?:\p{So}[ \t]*){0,3}$",
            // (Or told with the key to press after it, on a line a
            // place's name may start: `barrel hall: 459849 + # ✅`.)
            r"|(?m)(?:^[ \t]*(?:[\p{L}][\p{L} .'’-]{0,30}[:：])?|[ \t]*(?:→|->))[ \t]*(?P<secret3>{code_not_clock})[ \t]*\+[ \t]*#(?:$|[^\p{L}\p{N}])",
        ),
    ),
    rule(
        "marked_code_after_a_place",
        Structure,
        KEYPAD_MARKS,
        // Digits a keypad's mark sets apart (`*` before, `#` after) right
        // after the place they open, in a list of a crew's numbers or a
        // chat's line (`crew gym 70224#, ext 5354`, `laundry office
        // *209098,`, `spa stockroom 🍻 *7876`, `photo lab=*12969`, `shore
        // ex office: 2715# (...)`). Not a clock's time nor a year, nor a
        // footnote's `*` after, as `keypad_marked_code` reads none
        // (`Conference room 2500* (see terms)`, `lab 3000*`).
        r"(?im)(?:^|[^\p{L}])(?:{locked_places})(?:[ \t]+\p{L}?\d{1,2})?[ \t]*(?:\p{So}[ \t]*){0,2}(?:(?:[:=]|→|->)[ \t]*)?(?P<secret>\*{code_not_clock}|{code_not_clock}#)(?:[ \t]*(?:$|[,;.!)、](?:\s|$)|\()|[ \t]+\p{So})",
    ),
    rule(
        "code_beside_a_lock_emoji",
        Structure,
        &["🔐", "🔒", "🔑"],
        // Digits a lock's emoji marks, on a sticker or a chat's line
        // (`🔐 4499# 🔐`, `🔒 519305` then the room): alone between the
        // emoji, or ending the line after one. Not a year.
        // (Or after what it opens, framed by the emoji: `🔐 téléphone de
        // terrain 🔐 04968 ...`, `🔐 bunker hatch 🔐 15-17-03`.)
        concat!(
            r"(?m)(?:🔐|🔒|🔑)\x{FE0F}?[ \t]*(?P<secret>[#*]?(?:{code_not_year})[#*]?)[ \t]*(?:(?:🔐|🔒|🔑)|$)",
            // (Its first emoji the line's first and no other after the
            // value: not a list the emoji mark each item of, Wi-Fi
            // networks'.)
            r"|(?m:^)[^\n🔐🔒]*(?:🔐|🔒)\x{FE0F}?[ \t]*[^\s🔐🔒][^\n🔐🔒]{0,59}?[ \t]*(?:🔐|🔒)\x{FE0F}?[ \t]*(?P<secret2>[#*]?(?:{code_not_year})[#*]?|\d{1,2}-\d{1,2}-\d{1,2}(?:-\d{1,2})?)(?:[ \t][^\n🔐🔒]*)?(?:\n|$)",
        ),
    ),
    rule(
        "password_beside_a_lock_emoji",
        Structure,
        &["🔐", "🔒"],
        // A password after what it opens, framed by a lock's emoji (`🔐
        // station PC login 🔐 Sjbfgezgg5& ...`): shaped as a password
        // ([`Body::Password`]), not a version's or a ticket's (`TLS1.3`,
        // `INC4412`). (The first emoji opens the line: not a
        // list the emoji mark each item of, `Wi-Fi ✓ Home 🔒 BT-Hub6 🔒
        // ...`.)
        r"(?m)^[^\n🔐🔒]*(?:🔐|🔒)\x{FE0F}?[ \t]*[^\s🔐🔒][^\n🔐🔒]{0,59}?[ \t]*(?:🔐|🔒)\x{FE0F}?[ \t]*(?P<secret>[^\s🔐🔒,]{6,64})(?:[ \t][^\n🔐🔒]*)?(?:\n|$)",
    )
    .with_body(Body::Password),
    rule(
        "access_voucher",
        Structure,
        &["voucher"],
        // A voucher's code, which buys access to whoever types it (a
        // ship's or a hotel's internet, a gift card's balance): after
        // `voucher`, its `code`, what it buys (`crew internet voucher
        // 2GB: C3T4-8A7N-N9X2`) and a colon, in groups of four or five
        // or a random run (not `Voucher batch JCKS-192`; not a
        // promotion's word and number, `voucher code SUMMER20`).
        r"(?i)(?:^|[^\p{L}])vouchers?(?:[ \t]+(?:code|no\.?|nr\.?|#))?(?:[ \t]+\(?\d{1,4}[ \t]*[GM]B\)?)?[ \t]*[:：=]?[ \t]*(?P<secret>[A-Za-z0-9]{4}(?:-[A-Za-z0-9]{4}){1,3}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5}|[A-Za-z0-9]{8,12})(?:[^\p{L}\p{N}-]|$)",
    )
    .with_body(Body::Redeemable),
    rule(
        "corrected_code",
        Structure,
        &["sorry", "oops", "typo", "correction", "my bad"],
        // A number corrected in the next message, no name needed: the
        // apology, then the digits alone and what they correct (`sorry!!
        // 3409 not 3490`, `oops -> 6206`, `sorry i meant 6362`): a code
        // sent again, as no count is. Not a year nor a clock's time
        // (`sorry, 2024 was long`), nor digits before words (`sorry,
        // 48213 is late`), nor a public number's correction (`ticket
        // 4412` then `sorry typo → 4421`: read first, and found empty).
        concat!(
            r"(?i)(?-u:\b)(?:{public_number_names})[^\n]{0,60}?\n{0,2}[^\n]{0,40}?(?-u:\b)(?:{apology})(?-u:\b)[^\n]*(?P<secret2>)",
            r"|(?i)(?-u:\b)(?:{apology})(?-u:\b)[!.,:;\s]{0,6}(?:(?:i[ \t]+meant?|it'?s|it[ \t]+is|should[ \t]+be)[ \t]*:?[ \t]*)?(?:(?:→|->|=>|=)[ \t]*)?(?P<secret>[#*]?{code_not_clock}[#*]?)(?:[ \t]+(?:not|nicht|non|no|nie|не|ne)[ \t]+[#*]?\d{3,8}[#*]?|[ \t]*(?:$|\n|[.!,;)](?:\s|$)))",
        ),
    ),
    rule(
        "door_code_then_place",
        Structure,
        DOOR_AND_KEYPAD_WORDS,
        // A door's code, the place it opens in a word or two, and the
        // digits ending the line (`door code compound 3377`, a
        // shift's list, `code ya mlango compound 2503`; not a year:
        // `door code since 2019`).
        r"(?i)(?:^|[^\p{L}])(?:(?:{door_leaf_words})\p{L}{0,2}[ \t-]?(?:{code_after_door})|(?:code|kod|kodi)[ \t]+(?:ya|of(?:[ \t]+the)?)[ \t]+(?:{door_leaf_words})\p{L}{0,2})(?:[ \t]+[\p{L}'’-]{3,15}){1,2}[ \t]+(?P<secret>{code_not_clock})[ \t]*(?:$|\n)",
    ),
    rule(
        "named_access_code",
        Structure,
        ACCESS_CODE_KEYWORDS,
        // A code whose name says it opens or disarms something, however
        // many words stand between it and its value (`the alarm disarm code
        // for 906 Cedar Ln is 2757`, `door code for the hall is now 2045`, `Guest entry code for Apartment Nr. 7 —
        // 71737134`, `collection code for keys 'Apt 3B' at ... is
        // DDFQYPGU`, `Access code issued device: x code: "154893"`); not a
        // date's first part nor a longer number's.
        concat!(
            // Its correction in the next message (`door code DR 8 =
            // 1664` / `Becky: sorry typo → 6164`): the code it corrects
            // is one too, read below. (First: at the same start, an
            // alternative before it would take the code it corrects and
            // end there.)
            r#"(?i)(?:{access_code_names}|c[oó]digo[^\n]{0,20}?puerta)[^\n]{0,60}?(?:=|:|[ \t]is)[ \t]*\d{3,8}[^\n]{0,40}\n[^\n]{0,40}?(?-u:\b)(?:{apology}|i[ \t]+meant?)(?-u:\b)[^\n\d]{0,20}?(?:→|->|=>|:|=|[ \t]is|it's)[ \t]*(?P<secret4>\d{3,8})(?:[^\p{L}\p{N}]|$)|"#,
            r"(?i)(?:{access_code_names})(?:[^\n]{0,100}?\n){0,2}?[^\n]{0,100}?(?:[ \t]+(?:is|was|es|est|ist|è|é|är|er|je|lautet)(?:[ \t]+now)?[ \t]+|[ \t]*[:：][ \t]*|[ \t]+[—–=-][ \t]+)",
            r#"["']?(?P<secret>{access_code_value})#?(?:\\?["'])?{access_code_end}"#,
            // Or a lock by its name alone, its colon or its verb right
            // after it (`"keysafe": "8667"`, `has a 4 digit lock: 7426`;
            // not `Key safe installed: 2019`).
            r#"|(?i)(?:^|[^\p{L}])(?:{bare_lock_names})(?:["']?[ \t]*[:：][ \t]*["']?|[ \t]+(?:is|was)(?:[ \t]+now)?[ \t]+)(?P<secret3>{access_code_value})#?(?:\\?["'])?{access_code_end}"#,
            // Or right after the name, a code of letters and digits or of
            // both cases (`BigBlueButton room — access code Sb40jsf`), not
            // a word (`access code required`, `Management`).
            r#"|(?i)(?:{access_code_word_names})[ \t]+(?P<secret2>(?-i:[A-Za-z0-9]{0,11}(?:\d|[a-z][A-Z])[A-Za-z0-9]{0,11}))(?:[\s,;.)]|$)"#,
            // (After a padlock's name, three digits or more, or letters
            // with a small one among them: capitals and a number are the
            // padlock's own label, `nacelle hatch padlock WT35`.)
            r#"|(?i)(?:^|[^\p{L}])padlock[ \t]+(?P<secret5>(?-i:\d{3,8}|[A-Za-z0-9]{0,11}[a-z][A-Za-z0-9]{0,11}\d[A-Za-z0-9]{0,11}|[A-Za-z0-9]{0,11}\d[A-Za-z0-9]{0,11}[a-z][A-Za-z0-9]{0,11}))(?:[\s,;.)]|$)"#,
        ),
    ),
    rule(
        "sim_authentication_key",
        Structure,
        &["ki=", "ki:", "ki =", "ki :", "ki\":", "opc"],
        // A SIM's subscriber key and its operator variant, as an HSS's or
        // a UDM's provisioning writes them (`imsi=425... ki=E49D...`,
        // `OPc: A87D...`): 32 hexadecimal digits, the key that proves the
        // SIM is the subscriber's.
        r#"(?i)(?:^|[\s,;{(\x22'])(?:ki|opc)[\x22']?[ \t]*[=:][ \t]*[\x22']?(?P<secret>[0-9a-f]{32})(?:[^0-9a-z]|$)"#,
    ),
    rule(
        "esim_activation_code",
        Structure,
        &["lpa:1$", "matching id", "matchingid", "matching_id", "matching-id"],
        // An eSIM's activation code (GSMA SGP.22: `LPA:1$<SM-DP+
        // address>$<matching ID>`, what its QR code holds) and its
        // matching ID named alone: whoever holds an unused one downloads
        // the subscriber's profile, so it is a credential, as a SIM card
        // in the hand is. The SM-DP+ address is public; the code, which
        // holds a digit (not a format's `$MATCHINGID`), is withheld from
        // its `$` on; a matching ID named alone is three to eight groups
        // of four to eight capitals and digits (not `RFC-5322-SECT-3`).
        concat!(
            r"(?i)LPA:1\$[^\s$]{1,253}\$(?P<secret>[A-Za-z-]{0,63}\d[A-Za-z0-9-]{0,63})",
            r#"|(?i)matching[ _-]?id[\x22']?[ \t]*[:=]?[ \t]*[\x22']?(?P<secret2>(?-i:[A-Z0-9]{4,8}(?:-[A-Z0-9]{4,8}){2,7}))(?:[^A-Za-z0-9-]|$)"#,
        ),
    ),
    rule(
        "wifi_network_key",
        Structure,
        &["wi-fi", "wifi", "wlan", "ssid", "wireless"],
        // A Wi-Fi network's name, then its key after a `,`, a `|` or a `/` in
        // the words of any language, up to 120 characters on (`Guest Wi-Fi
        // at the residence for the national day reception: network
        // KEL-Residence-Guest, key ...`) (`Wi-Fi aula: Library-Guest, kunci
        // Cobal+893XVdT`, `报告厅Wi-Fi：MSU-Guest，密钥 OhO8...`), or after
        // a dash (`WiFi i maskinhuset: HUAWEI-B535 – kode ...`), or with
        // a colon after a space (`wifi stal: Schuur-Gast ww: ...`, the key
        // then with a digit or a symbol): eight to
        // 63 characters, as WPA keeps them. In a handout's line the key
        // may follow the name with no mark between (`Wi-Fi Network
        // Kestrel-Staff Key Str17Fiets!B`, `WIFI Taller_Clientes KEY
        // ...`), or on the next line (`Wi-Fi: Cottage-6` / `key: ...`):
        // then it has a digit or a symbol, as no word does (`Key
        // Management`).
        concat!(
            r"(?i)(?:wi-?fi|wlan|ssid|wireless)[^\n]{0,120}?(?:[,/，、|]|[ \t][-–—])[ \t]*(?:{wifi_key_words})(?:[ \t]*[:：][ \t]*|[ \t]+)(?P<secret>[^\s,，;()（）:：]{8,63})(?:[\s,.;)]|$)",
            r"|(?i)(?:wi-?fi|wlan)(?:[ \t]+network)?[ \t]*:?[ \t]+\S{1,40}(?:[ \t]+|[ \t]*\n[ \t]*)(?:key|password)[ \t]*:?[ \t]+(?P<secret2>[^\s,，;()（）:：]{3,40}[0-9!#$%&*+?@^~=_][^\s,，;()（）:：]{0,40})(?:[\s,.;)]|$)",
            // After a space and before a colon, a key has a digit or a
            // symbol (not `settings key: Management`); a change may come
            // between (`staff wifi key changed!! new: ...`).
            r"|(?i)(?:wi-?fi|wlan|ssid|wireless)[^\n]{0,60}?[ \t](?:{wifi_key_words})(?:[ \t]+(?:changed|updated|reset|rotated)[^\n:：]{0,24})?[ \t]*[:：][ \t]*(?P<secret4>[^\s,，;()（）:：]{2,40}[0-9!#$%&*+?@^~=_-][^\s,，;()（）:：]{0,40})(?:[\s,.;)]|$)",
            // A router's or a modem's label: `SSID` and its name on one
            // line, its key on the next (`SSID HAB-M2M` / `KEY ...`).
            r"|(?i)(?:^|\n)[ \t]*ssid[ \t]*[:=]?[ \t]+\S{1,40}[ \t]*\n[ \t]*(?:key|wpa[ \t]*key|psk|password|passphrase)[ \t]*[:=]?[ \t]+(?P<secret3>\S{8,63})[ \t]*(?:\n|$)",
            // A sheet's network named by its word, then the key's word
            // and a colon on the next line or the same (`WIFI ÉQUIPE` /
            // `Réseau : Lab-Net` / `Clé : ...`, `SSID: BackOffice` /
            // `Schlüssel: ...`, `Netzwerk: MVUSD-Guest Schlüssel: ...`,
            // `Nom du réseau Wi-Fi : ...` / `Clé de sécurité : ...`),
            // the key with a digit or a symbol.
            r"|(?i)(?:^|\n|[ \t])(?:ssid|réseau|netzwerk|network|netwerk|nettverk|nätverk|netværk|verkko|rete|red|rede|sieć|síť|ağ|сеть)(?:[ \t]+wi-?fi)?[ \t]*[:：][ \t]*\S{1,40}(?:[ \t]*\n[ \t]*|[ \t]+)(?:{wifi_key_words})(?:[ \t]+\p{L}{1,12}){0,2}?[ \t]*[:：][ \t]*(?P<secret5>[^\s,，;()（）:：]{2,40}[0-9!#$%&*+?@^~=_-][^\s,，;()（）:：]{0,40})(?:[\s,.;)]|$)",
            // The network named, then `with key` (`Guests can use Wi-Fi
            // "Depo-Guest" with key ...`): a key with a digit or a symbol.
            r"|(?i)(?:wi-?fi|wlan)[^\n]{0,60}?[ \t](?:with|mit|avec|con|com|met)[ \t]+(?:the[ \t]+)?(?:{wifi_key_words})[ \t]*:?[ \t]+(?P<secret6>[^\s,，;()（）:：]{3,40}[0-9!#$%&*+?@^~=_][^\s,，;()（）:：]{0,40})(?:[\s,.;)]|$)",
            // The key named by its security after the network's name
            // (`SSID Crew-5G / WPA2 X`), or its word with the security in
            // brackets (`Schlüssel (WPA2): X`): the key has a digit or a
            // symbol, as `WPA2 Personal` has none; after the security it
            // starts with a letter and has a small letter and a digit (not
            // `WPA2 TKIP+AES`, `WPA2 802.1X`, `WPA2 YOUR_PASSWORD`).
            r"|(?i)(?:wi-?fi|wlan|ssid|wireless)[^\n]{0,60}?(?:[,/|]|[ \t][-–—])[ \t]*(?:wpa[23]?(?:-psk)?|psk)(?:[ \t]*[:：][ \t]*|[ \t]+)(?P<secret7>(?-i:[A-Za-z][^\s,，;()（）:：]{0,40}(?:[a-z][^\s,，;()（）:：]{0,40}\d|\d[^\s,，;()（）:：]{0,40}[a-z])[^\s,，;()（）:：]{0,40}))(?:[\s,.;)]|$)",
            r"|(?i)(?:wi-?fi|wlan|ssid|wireless)(?:[^\n]{0,100}?\n)?[^\n]{0,100}?(?:^|[ \t\n])(?:{wifi_key_words})[ \t]*\((?:wpa[23]?|psk|wep)[^()\n]{0,12}\)[ \t]*[:：][ \t]*(?P<secret8>[^\s,，;()（）:：]{2,40}[0-9!#$%&*+?@^~=_-][^\s,，;()（）:：]{0,40})(?:[\s,.;)]|$)",
            // OpenWrt's wireless configuration: a Wi-Fi interface's
            // `option key`.
            r"|(?i)config[ \t]+wifi-iface(?:[^\n]*\n[ \t]*option[^\n]*){0,12}?\n[ \t]*option[ \t]+key[ \t]+[\x22']?(?P<secret10>[^\x22'\s]{8,63})[\x22']?[ \t]*(?:\n|$)",
        ),
    ),
    rule(
        "wifi_key_after_its_network",
        Structure,
        &["wi-fi", "wifi", "wlan"],
        // A Wi-Fi network's name, then its key after a colon (`Wi-Fi
        // FGWater-Res2: Husky7694ustupu`): a name as a network has one,
        // with a `-` or a `_` or a capital and a digit (not `Wi-Fi
        // status:`, `Wi-Fi 6E:`), and a key of eight or more with a digit
        // or a symbol that is no address, version, rate or name
        // ([`super::wifi_key_shaped`]: not `192.168.1.1`, `WPA2-Personal`,
        // `Floor-3_East`).
        r"(?i)(?:wi-?fi|wlan)[ \t]+[\x22'“]?(?-i:[A-Za-z0-9]+[-_][A-Za-z0-9_-]{1,36}|[A-Z][A-Za-z]*\d[A-Za-z0-9]*)[\x22'”]?[ \t]*[:：=][ \t]*(?P<secret>[^\s,，;()（）:：]{2,40}[0-9!#$%&*+?@^~=_-][^\s,，;()（）:：]{0,40})(?:[\s,.;)]|$)",
    )
    .with_body(Body::WifiKey),
    rule(
        "cloudformation_no_echo_default",
        Structure,
        &["noecho"],
        concat!(
            // A CloudFormation parameter marked `NoEcho: true` (the
            // template's own word that its value is a secret), and its
            // `Default`, up to four of the parameter's keys with their
            // values between (not the next parameter's name, whose own
            // `Default` is none of its), in either order; in YAML or JSON.
            r#"(?i)noecho[ \t]*:[ \t]*["']?true["']?[ \t]*\n(?:[ \t]+[A-Za-z]{1,30}[ \t]*:[ \t]*[^\s][^\n]*\n){0,4}?[ \t]+default[ \t]*:[ \t]*["']?(?P<secret>[^\s"'#]{4,})"#,
            r#"|(?i)(?m:^)[ \t]+default[ \t]*:[ \t]*["']?(?P<secret2>[^\s"'#]{4,})["']?[ \t]*\n(?:[ \t]+[A-Za-z]{1,30}[ \t]*:[ \t]*[^\s][^\n]*\n){0,4}?[ \t]+noecho[ \t]*:[ \t]*["']?true(?-u:\b)"#,
            r#"|(?i)"noecho"\s*:\s*"?true"?\s*,(?:\s*"[A-Za-z]{1,30}"\s*:\s*(?:"[^"\n]*"|[0-9a-z]+)\s*,){0,4}?\s*"default"\s*:\s*"(?P<secret3>[^"\n]{4,})""#,
            r#"|(?i)"default"\s*:\s*"(?P<secret4>[^"\n]{4,})"\s*,(?:\s*"[A-Za-z]{1,30}"\s*:\s*(?:"[^"\n]*"|[0-9a-z]+)\s*,){0,4}?\s*"noecho"\s*:\s*"?true(?-u:\b)"#,
        ),
    ),
    rule(
        "leaked_value",
        Structure,
        &["leaked", "exposed", "compromised"],
        // An incident's write-up that quotes what leaked (`Leaked value:
        // cdc6fd21...`, `Exposed key: ...`, `compromised token =`): a
        // token of sixteen or more, hex and a UUID's too (a ticket's
        // number, `INC-2024-00123`, is shorter). (Glued after `_` too:
        // `id_Leaked value:`.)
        r#"(?i)(?:^|[^A-Za-z])(?:leaked|exposed|compromised)[ \t]+(?:value|credential|secret|key|token|password)s?[ \t]*(?:[:：=]|->|→)[ \t]*[\x60"']?(?P<secret>[A-Za-z0-9][A-Za-z0-9_+/=.-]{15,})"#,
    ),
    rule(
        "android_build_config_secret",
        Structure,
        &["buildconfigfield", "resvalue"],
        // A Gradle build's `buildConfigField "String", "NAME", '"value"'`
        // (or Kotlin's `buildConfigField("String", "NAME", "\"value\"")`,
        // `resValue`), a string whose field's name ends in a secret's
        // (not `PASSWORD_MIN_LENGTH`, `TOKEN_ENDPOINT`, an `int`); its
        // value a literal of eight or more, no expression (`${...}`). (A
        // fullwidth comma reads as `、`.)
        r#"(?:buildConfigField|resValue)[ \t]*\(?[ \t]*["'](?i:string)["'][ \t]*[,、][ \t]*["'][A-Za-z0-9_]*(?i:SECRET|TOKEN|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|ACCESS_?KEY|AUTH_?KEY|CLIENT_?KEY)["'][ \t]*[,、][ \t]*(?:'"|"\\"|")(?P<secret>[^"'\\\s${}()]{8,})(?:"'|\\""|")"#,
    ),
    rule(
        "approval_code",
        Structure,
        APPROVAL_CODE_WORDS,
        concat!(
            // What a hardware token or an authenticator shows, told in a
            // chat (`Digipass shows 623752`, `el token muestra 393757`,
            // `Der Token zeigt gerade 090589`).
            r"(?i)(?:(?-u:\b)(?:token|digipass|authenticator|securid|vasco)|токен)(?:[ \t]+\p{L}+){0,2}?[ \t]+(?:shows|displays|reads|zeigt|muestra|affiche|mostra|toont|visar|viser|näyttää|pokazuje|ukazuje|gösteriyor|показывает)(?:[ \t]+(?:gerade|now|jetzt|ahora|maintenant|agora|nu|teraz))?[ \t]*:?[ \t]*(?P<secret>\d{6,8})(?:[^\p{L}\p{N}]|$)",
            // A token's response on a bank's sign-in page.
            r"|(?i)(?:token[ \t]+response|response[ \t]+code|antwortcode|code[ \t]+r[ée]ponse|código[ \t]+de[ \t]+respuesta|codice[ \t]+di[ \t]+risposta|responscode|svarskod|svarkode)[ \t]*[:：][ \t]*(?P<secret2>\d{6,8})(?:[^\p{L}\p{N}]|$)",
            // A code that approves a payment or signs in, its name up to
            // ten words before it (`il codice OTP per autorizzare la
            // distinta LOT-33039 è 524557`, `kod SMS do autoryzacji paczki
            // LOT-49854 na kwotę 1 409 743,18 DKK: 034972`).
            r"|(?i)(?:(?-u:\b)(?:otp|tan|m-tan|sms[ -]code|sms[ -]kod|kod[ \t]+sms|code[ \t]+otp)(?-u:\b)|autorizační[ \t]+kód|authori[sz]ation[ \t]+code|autorisierungscode|freigabecode|code[ \t]+d'autorisation|código[ \t]+de[ \t]+autorizaci[óo]n|codice[ \t]+di[ \t]+autorizzazione|kod[ \t]+autoryzacyjny|autorizációs[ \t]+kód|código[ \t]+para[ \t]+(?:aprovar|autorizar|aprobar)|code[ \t]+to[ \t]+(?:approve|authori[sz]e))(?:[ \t]+[^\s:：]{1,24}){0,10}?(?:[ \t]*[:：][ \t]*|[ \t]+(?:is|è|é|es|ist|je|est|lautet|on|är|er)[ \t]+)(?P<secret3>\d{4,8})(?:[^\p{L}\p{N}]|$)",
            // Finnish's `with code` (`Hyväksy maksuaineisto koodilla
            // 4750983`).
            r"|(?i)(?-u:\b)koodilla[ \t]+(?P<secret4>\d{4,8})(?:[^\p{L}\p{N}]|$)",
            // A code to type, then what it approves (`use 63931274 to
            // approve payment batch LOT-91985`).
            r"|(?i)(?-u:\b)(?:use|enter|type)[ \t]+(?P<secret5>\d{6,8})[ \t]+(?:to[ \t]+approve|to[ \t]+authori[sz]e|to[ \t]+confirm|to[ \t]+sign|to[ \t]+verify)",
            // A one-time token that unlocks a car's security gateway
            // (`AutoAuth one-time unlock token: 108507`, `Jeton de
            // déverrouillage unique : 240730`).
            r"|(?i)(?:(?-u:\b)(?:one-time|unlock)[ \t]+(?:unlock[ \t]+)?token|jeton[ \t]+de[ \t]+déverrouillage(?:[ \t]+unique)?|entsperr(?:token|code))[ \t]*[:：][ \t]*(?P<secret6>\d{6,8})(?:[^\p{L}\p{N}]|$)",
        ),
    ),
    rule(
        "stream_key_label",
        Structure,
        STREAM_KEY_LABELS,
        // A stream key after its name in a streaming app's language, on
        // its line (glued too: `Streamsleutelunaq-5jxr-...Copy`) or alone
        // on the next, or after its verb (`klucz transmisji to ...`); not
        // a masked key's shown head, three or more mask
        // characters after it (`live_1234_Ab****`).
        r"(?i)(?:{stream_key_labels})(?:[^\n:：=]{0,30}?(?:[:：=][ \t]*|\n[ \t]*)|[ \t]+(?:is|to|{copulas})[ \t]+|[ \t]*(?:は|是|为|는|은)[ \t]*)?(?P<secret>[A-Za-z0-9][A-Za-z0-9_-]{5,})(?:[^A-Za-z0-9_\-*•●]|$|[*•●]{1,2}(?:[^*•●]|$))",
    )
    .with_body(Body::Shaped),
    rule(
        "file_installation_key",
        Structure,
        &["installation key"],
        // MATLAB's File Installation Key: five groups of five digits
        // after its name.
        r"(?i)installation[ \t]+key\W{0,4}(?P<secret>\d{5}(?:-\d{5}){4})(?-u:\b)",
    ),
    rule(
        "hl7_msh_security",
        Structure,
        &["msh|"],
        // An HL7 v2 message header's eighth field, `Security`: after
        // `MSH`, the field separator and the encoding characters, the
        // sending and receiving application and facility and the time.
        r"(?:^|[^A-Za-z0-9_])MSH\|[^|\r\n]{1,5}\|(?:[^|\r\n]*\|){5}(?P<secret>[^|\r\n]+)\|",
    ),
    rule(
        "perforce_ticket",
        Structure,
        &["p4 tickets", "p4tickets"],
        // A Perforce ticket as `p4 tickets` lists it (`server:1666
        // (user) 4316AB39...`) or its file holds it (`server:1666=user:
        // 4316AB39...`): 32 hexadecimal capitals, up to three lines on.
        r"(?i)(?:p4[ \t]+tickets|p4tickets)[^\n]*?(?:\n[^\n]*?){0,3}?(?:\([^()\s]{1,64}\)[ \t]+|=[^\s:=]{1,64}:)(?P<secret>(?-i:[0-9A-F]{32}))(?-u:\b)",
    ),
    rule(
        "steam_guard_code",
        Structure,
        &["steam"],
        // Steam Guard's five characters of its own alphabet, under or after
        // the words that ask for them.
        r"(?i)(?:steam\s*guard|steam mobile app|steam-app)[^\n]{0,40}?(?:[:：][ \t]*|\n[ \t]*)(?P<secret>(?-i:[2-9BCDFGHJKMNPQRTVWXY]{5}))(?-u:\b)",
    ),
    rule(
        "spoiler_token",
        Structure,
        &["||"],
        // A chat's spoiler hiding one word from the stream (`||R26534||`):
        // when the word is shaped as a secret.
        // (Not HL7's empty fields: `PID|1||768057^^^KIS^PI||...`.)
        r"(?:^|[\s:>(])\|\|(?P<secret>[^\s|^~]{5,64})\|\|(?:[\s.,!?)]|$)",
    )
    .with_body(Body::Shaped),
    rule(
        "expect_send",
        Structure,
        &["expect"],
        // An `expect` script's answer to a password prompt: the `send`
        // after `expect "*assword:*"`.
        r#"(?i)expect[ \t]+(?:-\w+[ \t]+)?(?:"[^"\n]*(?:assword|passphrase|passcode|pin:)[^"\n]*"|\{[^}\n]*(?:assword|passphrase)[^}\n]*\})[^\n]*\n[ \t]*send[ \t]+(?:--[ \t]+)?(?:"(?P<secret>(?:[^"\\\n]|\\[^rn\n])+)(?:\\r|\\n)?"|\{(?P<secret2>[^}\n]+?)(?:\\r|\\n)?\})"#,
    ),
    rule(
        "code_sent_to",
        Structure,
        &["code sent", "code generated", "code issued", "code created"],
        // A console's code for a user, after whom it went to (`Verification
        // code sent to x@y.de: 815956`, `Bypass code generated for ...:`).
        r"(?i)code[ \t]+(?:sent|generated|issued|created)[ \t]+(?:to|for)[ \t]+[^\s:：]{1,80}[:：][ \t]*(?P<secret>\d{4,10})(?-u:\b)",
    ),
    rule(
        "password_reset_to",
        Structure,
        &["reset to", "gereset naar", "zurückgesetzt", "réinitialisé", "restablecida", "redefinida", "にリセット", "重置为", "重設為", "재설정"],
        concat!(
            // A help desk's note of the password it set (`reset to X`,
            // `Wachtwoord van x gereset naar X`, `Passwort auf X
            // zurückgesetzt`, `のパスワードを X にリセット`).
            r"(?i)(?:password|passwort|kennwort|wachtwoord|mot de passe|contraseña|senha|hasło|lösenord)[^\n]*?(?:reset|gereset|réinitialisé|restablecida|redefinida)[ \t]+(?:to|naar|à|a|para)[ \t]+(?P<secret>[^\s,;]{6,64})",
            r"|(?i:passwort|kennwort)[^\n]*?[ \t](?:auf|zu)[ \t]+(?P<secret2>[^\s,;]{6,64})[ \t]+zurückgesetzt",
            r"|パスワードを[ \t]*(?P<secret3>[^\s、。]{6,64})[ \t]*に(?:リセット|変更)",
            r"|(?:密码|密碼)[^\n]{0,20}?(?:重置|重设|重設|改)为[ \t]*(?P<secret4>[^\s，。,]{6,64})",
            r"|비밀번호를[ \t]*(?P<secret5>[^\s,.]{6,64}?)(?:으로|로)[ \t]*(?:재설정|초기화|변경)",
        ),
    )
    .with_body(Body::Shaped),
    rule(
        "code_is_yours_cjk",
        Structure,
        &["인증", "확인", "認証", "確認", "验证", "驗證"],
        // The code, then that it is the verification code, in Korean,
        // Japanese and Chinese (`280640 인증 코드입니다`, `967744 は確認
        // コードです`, `123456 是您的验证码`).
        r"(?-u:\b)(?P<secret>\d{4,8})[ \t]*(?:은|는|이|가|は|是|为|為)?[ \t]*(?:您的|你的|귀하의)?[ \t]*(?:인증|확인|認証|確認|验证|驗證)[ \t]*(?:코드|コード|码|碼|번호|番号)",
    ),
    rule(
        "sql_password",
        Structure,
        &["identified", "password"],
        // (Not a password manager's lookup by an item's name: `bw get
        // password "..."`.)
        r#"(?i)(?:(?-u:\b)identified\s+(?:with\s+\S+\s+)?by|(?:(?:^|[^t\s]|[^e]t|(?:^|[^g])et)\s+|^|[^\w\s])password)\s+(?:password\s*\(\s*)?(?:'(?P<secret>[^'\n]*)'|"(?P<secret2>[^"\n]*)")"#,
    ),
    rule(
        "sql_set_password",
        Structure,
        &["set password"],
        r"(?i)(?-u:\b)set\s+password\s+(?:for\s+\S+\s*)?=\s*(?:password\s*\(\s*)?'(?P<secret>[^'\n]*)'",
    ),
    rule(
        "pgpass_line",
        Structure,
        &[":"],
        // (Its database and user are plain: a timestamp in JSON,
        // `2025-12-09T12:29:00Z","instance":...`, is no line of one; nor
        // is a dump's `user:rid:LM:NT:::`, its password no colons.)
        r#"(?:^|\s)(?:\*|[A-Za-z0-9_.-]{3,}):(?:\d{2,5}|\*):[^:\s",{}]+:[^:\s",{}]{2,}:(?P<secret>[^:\s]\S*)(?:\s|$)"#,
    ),
    rule(
        "app_password",
        Structure,
        &["app password", "app-specific password", "application password", "mot de passe d'application", "mots de passe d'application", "app-passwort", "app-passwörter", "anwendungspasswort", "contraseña de aplicación", "contraseñas de aplicación", "senha de app", "senha de aplicativo", "password per le app", "hasło aplikacji", "hasła aplikacji", "пароль приложения", "пароли приложений", "应用专用密码", "應用程式專用密碼", "앱 비밀번호", "アプリパスワード", "uygulama şifresi", "κωδικός εφαρμογής", "κωδικοί εφαρμογών", "كلمة مرور التطبيق", "ऐप पासवर्ड", "heslo aplikace", "parolă pentru aplicație", "app-wachtwoord", "sovellussalasana", "รหัสผ่านสำหรับแอป", "específica para app", "spécifique à l", "specifica per app", "app-specifiek", "uygulamaya özel", "アプリ用パスワード", "앱 암호", "mật khẩu ứng dụng", "sandi aplikasi", "apple id", "appleid", "apple-id"],
        concat!(
            // Four groups of four letters, sixteen lowercase letters, or
            // WordPress's six groups of four letters and digits, on the
            // label's line (after a colon, a longer note between) or up to
            // two lines on (the app's name between), in twenty languages.
            r"(?i)(?:(?-u:\b)(?:app(?:-specific)?|application)\s+passwords?(?-u:\b)|mots?\s+de\s+passe\s+d'application|app-passw(?:ort|örter)|anwendungspasswort|contraseñas?\s+de\s+aplicación|senha\s+de\s+(?:app|aplicativo)|password\s+per\s+le\s+app|hasł[oa]\s+aplikacji|пароль\s+приложения|пароли\s+приложений|应用专用密码|應用程式專用密碼|앱\s*비밀번호|アプリパスワード|uygulama\s+şifresi|κωδικός\s+εφαρμογής|κωδικοί\s+εφαρμογών|كلمة\s+مرور\s+التطبيق|ऐप\s+पासवर्ड|heslo\s+aplikace|parolă\s+pentru\s+aplicație|app-wachtwoord|sovellussalasana|รหัสผ่านสำหรับแอป|(?:contraseña|senha)\s+específica\s+para\s+apps?|mot\s+de\s+passe\s+spécifique\s+à\s+l[’']app|password\s+specifica\s+per\s+app|app-specifiek\s+wachtwoord|uygulamaya\s+özel\s+şifre|アプリ用パスワード|앱\s*암호|mật\s+khẩu\s+ứng\s+dụng|sandi\s+aplikasi)(?:[^\n]{0,40}?|[^\n]{0,160}?[:：])(?:\n[^\n]{0,40}?){0,2}?\s*(?P<secret>(?-u:\b)(?:[a-z]{4}[\s-][a-z]{4}[\s-][a-z]{4}[\s-][a-z]{4}|(?-i:[a-z]{16})|[a-z0-9]{4}(?: [a-z0-9]{4}){5})(?-u:\b))",
            // Or Apple's dashed form on an Apple ID's line in any language
            // (`Klucz Apple ID do środowiska testowego: zwqp-kitq-txxv-ahob`).
            r"|(?i)apple[ \t-]?id[^\n]{0,60}?(?-u:\b)(?P<secret2>(?-i:[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}))(?-u:\b)",
        ),
    ),
    rule(
        "code_is_yours",
        Structure,
        &["is your", "is otp", "is the otp", "— your", "– your", "- your"],
        // Or an OTP's own name without `your` (UIDAI's `093522 is OTP for
        // Aadhaar`); a dash for `is` (`016625 — your one-time code`); the
        // digits letter-spaced as an app's large type sets them (`9 7 4 4
        // 2 7 is your login code`).
        r"(?i)(?:^|[^0-9A-Za-z])(?P<secret>(?:G-)?\d{4,8}|\d{3}[- ]\d{3}|\d(?: \d){3,7}){tags}(?:\s+is\s+(?:your(?-u:\b)[^\n.]{0,40}?(?-u:\b)(?:code|passcode|otp|pin)|(?:the\s+)?otp)|[ \t]+[-–—] your(?-u:\b)[^\n.]{0,40}?(?-u:\b)(?:code|passcode|otp|pin))(?-u:\b)",
    ),
    rule(
        "localized_code_is_yours",
        Structure,
        &["es tu", "es su", "est votre", "est ton", "ist ihr", "ist dein", "é o seu", "é seu", "è il", "koden din", "is uw", "is je", "är din", "er din", "er koden", "adalah", "là mã", "ваш", "kodunuz", "şifreniz", "आपका", "kódod", "codul", "je váš", "je tvůj", "رمز", "to twój", "jest twoim"],
        // The code, then `is your ... code` in Spanish, French, German,
        // Portuguese, Italian, Dutch, Indonesian, Vietnamese, Russian and
        // Hindi (`53TCZN es tu clave de confirmación`, `034314 आपका Steam
        // सत्यापन कोड है`). In English a code of
        // capitals may be a promotion's (`SAVE20 is your promo code`).
        // Text glued before the code other than a Latin letter or a digit
        // (`id_`, `中`) does not hide it. Turkish says `your code` in one
        // word (`37882808 doğrulama kodunuzdur`).
        concat!(
        r"(?i)(?:^|[^0-9A-Za-z])(?P<secret>{one_time_code})(?-u:\b)\s*(?:[-–—]\s*)?(?:es\s+(?:tu|su)|est\s+(?:votre|ton)|ist\s+(?:ihre?|deine?)|é\s+(?:o\s+)?seu|è\s+il(?:\s+tuo)?|is\s+uw|is\s+je|är\s+din|er\s+din|er\s+koden|adalah|là\s+mã|ваш|आपका|a|este|je\s+(?:váš|tvůj)|هو|to\s+twój|jest\s+twoim)(?:\s|$)[^\n.]{0,40}?(?:code|código|codigo|clave|codice|kode|kod|kód|codul|mã|код|कोड|ओटीपी|tan|otp|رمز)",
        r"|(?i)(?:^|[^0-9A-Za-z])(?P<secret2>{one_time_code})(?-u:\b)\s+(?:doğrulama|onay|giriş|güvenlik|tek\s+kullanımlık)\s+(?:kodunuz|şifreniz)",
        // Norwegian's and Danish's `your` after a compound's code
        // (`86275881 er sikkerhetskoden din`).
        r"|(?i)(?:^|[^0-9A-Za-z])(?P<secret3>{one_time_code})(?-u:\b)\s+er\s+\p{L}{0,24}koden\s+din(?-u:\b)",
        ),
    ),
    rule(
        "localized_code_label",
        Structure,
        LOCALIZED_CODE_LABELS,
        // The label with its endings (`kodunuz`), up to three words
        // (`của bạn`, `ของคุณคือ`), a colon, a verb or a particle, then
        // the code.
        // A masked number (`+86 ***0947`, `xxx-xxx-6301`) is no word
        // between: no word ends in the `-` before a number's last digits;
        // nor is its start a code (`+49 151 267•••580`).
        // A sender's domain may be one of the words (`för GOV.UK är`).
        // (No word ends in `/`: a date's year is no code, `ⵜⴰⵏⴳⴰⵍⵜ ⵏ CD
        // cupboard?` then `26/01/2026, 08:14 - ...`.)
        // A form's boxes may bracket the digits (`[ 9 6 9 3 0 1 ]`); an
        // SMS's lenticular brackets the label (`【認証コード】736683`).
        r"(?i)(?:{code_labels})[\p{L}\p{M}]*[】」』\]]?(?:\s+[^\s:：.\[\]*<>]{0,19}[^\s\d:：.\[\]*<>/-](?:[^\s:：.\[\]*<>]{0,18}[^\s:：.\[\]*<>/-])?|\s+\p{L}[\p{L}\d-]*\.\p{L}+){0,4}?{tags}\s*(?:[:：]|は|是|为|為|는|은|\s(?:es|est|ist|lautet|è|é|is|là|la|adalah|wynosi|je|är|er|on|ni|είναι|هو|—|-)(?:\s*[:：])?)?{tags}\s*[\[(]?[ \t]*(?-u:\b)(?P<secret>{one_time_code})(?:$|[^A-Za-z0-9_•*●·]|\*(?:$|[^A-Za-z0-9_•*●·]))",
    ),
    rule(
        "payment_terminal_code",
        Structure,
        &["eftpos", "datáfono", "datafono", "tpv", "terminal", "terminál", "konnektor", "pos ", "caisse", "kassa", "betaalautomaat", "pinautomaat", "supervisor code", "manager code", "override", "code administrateur", "code superviseur", "chef-pin", "chefs-pin", "รหัสผู้จัดการ", "ओवरराइड", "اوور"],
        // A card terminal's (or a practice's card connector's) supervisor,
        // manager or admin code as a front desk's sheet gives it
        // (`EFTPOS supervisor: 5067`, `Datáfono (supervisor): 8727`,
        // `Terminál – správce: 9760`, `Konnektor-Admin: 32237`): the
        // device, its role, a colon, four to eight digits. (A keypad's
        // `*` after them is pressed, not theirs; a mask's are not a code.)
        concat!(
            r"(?i)(?:^|[^\p{L}\p{N}])(?:eftpos|datáfono|datafono|tpv|pos|(?:karten|kassen|card[ \t]|payment[ \t]|zahlungs)?termin[aá]l[e]?|konnektor|caisse|kassa|betaalautomaat|pinautomaat)[ \t]*(?:[-–—(][ \t]*)?(?:supervisor|manager|mgr|admin|administrator|správce|gerente|encargado|responsable|gérant|gestore|beheerder|verwalter|händler|merchant|operator|superviseur)\)?[ \t]*[:：][ \t]*(?P<secret>\d{4,8})\*?(?:$|[^\p{L}\p{N}*•●])",
            // A till's or a card machine's supervisor or manager code told
            // in a chat (`the card machine asks for a supervisor code to do
            // a refund, it's 30466654`, `code administrateur 1702`, Swedish
            // `chefs-PIN:en till kassan är 1175`, Thai's manager code `...
            // คือ 630864`); a manager's PIN on a till's note (`Kasse 2 —
            // Chef-PIN Oscypek-11n`).
            // (Or its override: `Café till – manager override is 9530`,
            // `Override for the till is ... : 9579`, `café till refund
            // override: 98515`; a bar's list naming its till first: `Bar 7
            // — float 600, till 20, override 8217, radio ch 7`.)
            // (Or a fleet system's supervisor's, in Hindi's and Urdu's
            // letters, for a truck: `FMS सुपरवाइजर ओवरराइड HT77 आस्तै:
            // 09645`, `FMS سپروائزر اوور رائیڈ LHD19: 378717`.)
            r"|(?i)(?:(?-u:\b)(?:(?:supervisor|manager)[ \t]+(?:code|override)|(?:till|refund|void)[ \t]+(?:(?:refund|void)[ \t]+)?override|override[ \t]+for[ \t]+the[ \t]+till|till[ \t]+\d{1,3}[,、][ \t]*override)|सुपरवाइजर[ \t]+ओवरराइड|سپروائزر[ \t]+اوور[ \t]?رائیڈ)(?:[ \t]+[A-Z]{1,4}-?\d{1,4})?(?:[^\n\d]{0,50}?(?:is|it's|it[ \t]+is|:))?[ \t]*(?P<secret2>\d{4,8})(?:[^\p{L}\p{N}]|$)",
            // (A device's override just used, five digits or more: `EX22
            // tablet froze. Override 64705 cleared it.`)
            r"|(?i)(?-u:\b)override[ \t]+(?P<secret7>\d{5,8})[ \t]+(?:cleared|fixed|unlocked|worked|reset|opened)(?-u:\b)",
            r"|(?i)(?-u:\b)code[ \t]+(?:administrateur|superviseur|gérant|manager)[ \t]*:?[ \t]*(?P<secret3>\d{4,8})(?:[^\p{L}\p{N}]|$)",
            r"|(?i)(?-u:\b)chefs?-pin(?::\p{L}{1,3})?(?:[ \t]+\p{L}+){0,3}?[ \t]+(?:är|ist|er|is|:)[ \t]*(?P<secret4>\d{4,8})(?:[^\p{L}\p{N}]|$)",
            r"|รหัสผู้จัดการ[^\n\d]{0,40}?คือ[ \t]*(?P<secret5>\d{4,8})",
            // (With a digit or a symbol, as no word has: not `Chef-PIN
            // vergessen?`.)
            r"|(?i)(?-u:\b)chef-pin[ \t]+(?P<secret6>[^\s—–-][^\s]{0,40}?[\d!#$%&*+@^~=_][^\s]{0,40})",
        ),
    ),
    rule(
        "header_value_before_its_name",
        Structure,
        &["forhttpheaderfield"],
        // Apple's request API sets a header's value first, then names
        // it (`[request setValue:@"..." forHTTPHeaderField:@"X-Signing-
        // Secret"]`, `request.setValue("...", forHTTPHeaderField:
        // "X-API-Key")`): a literal whose header's name ends with a
        // secret's word (not `X-API-Key-Id`, `X-Api-Version`).
        r#"(?i)setValue(?:\(|:)[ \t]*@?"(?P<secret>[^"\\\n]{6,200})"[ \t]*,?[ \t]*forHTTPHeaderField:[ \t]*@?"[^"\n]{0,40}(?:secret|token|key|authorization|password|passwd|signature)""#,
    ),
    rule(
        "code_after_a_button",
        Structure,
        // (A button's press, not every `press`, `express` or `compress`.)
        &[
            "press 0", "press 1", "press 2", "press 3", "press 4", "press 5", "press 6", "press 7",
            "press 8", "press 9", "press #", "press *",
        ],
        // An intercom's or a keypad's button first, then the code
        // (`Leith bond intercom: press 1, then 55943.`); not a second
        // button (`press 2, then 2 again`), nor a year.
        r"(?i)(?-u:\b)(?:intercom|keypad|door|gate|entry)[ \t]*[:：]?[ \t]*press[ \t]+[\d#*]{1,2}[,、]?[ \t]*(?:and[ \t]+)?then[ \t]+(?P<secret>{code_not_year})#?(?:$|[.,;!)]|\s)",
    ),
    rule(
        "till_or_tablet_code",
        Structure,
        // (A till's and a POS's name with what follows it, not every
        // `until`, `still` or `position`.)
        &[
            "ipad", "iphone", "tablet", "tableta", "till login", "till:", "till :", "caisse", "caja",
            "cassa", "касса", "kassa", "pos login", "pos:", "pos :",
        ],
        // A shop's tablet's passcode after its name, what it serves and a
        // separator (`iPad (caisse) → 192974`, `iPad for the caja:
        // 290244 🍇`), a till's login digits (`caisse login 6556`), or a
        // till's list of who types what (`caisse: Kévin = 9655`). Not a
        // year, a size (`iPad: 256 GB`), a price (`Kévin = 1500 €`) or words after
        // the digits.
        concat!(
            r"(?i)(?-u:\b)(?:ipad|iphone|tablet|tablette|tableta)(?:[ \t]*\([^()\n]{1,30}\)|[ \t]+(?:for|de|du|pour|per|para)(?:[ \t]+(?:the|la|le|el|il))?[ \t]+\p{L}+)?[ \t]*(?:[:：=]|→|->|⇒)[ \t]*(?P<secret>{code_not_year})(?:[ \t]*$|[ \t]*\n|[.,;!)](?:\s|$)|[ \t]+\p{So})",
            r"|(?i)(?:^|[^\p{L}])(?:till|caisse|caja|cassa|касса|kassa|pos)[ \t]+login[ \t]*[:：]?[ \t]*(?P<secret2>{code_not_year})(?:[ \t]*$|[ \t]*\n|[.,;!)](?:\s|$)|[ \t]+\p{So})",
            r"|(?i)(?:^|[^\p{L}])(?:till|caisse|caja|cassa|касса|kassa|pos)[ \t]*[:：][ \t]*(?-i:\p{Lu})[\p{L}'-]{1,20}[ \t]*=[ \t]*(?P<secret3>{code_not_year})(?:[ \t]*$|[ \t]*\n|[.,;!)](?:\s|$)|[ \t]+\p{So})",
        ),
    ),
    rule(
        "safe_code",
        Structure,
        &["safe", "tresorcode", "safecode", "sejfkod", "kluiscode", "coffre", "الخزنة", "ตู้เซฟ"],
        concat!(
            // A hotel room's safe, set to a code as a traveller tells it
            // (`I set the safe to 024729`), or its code after the room
            // (`Tresorcode im Zimmer 292: 211027`); a safe named as a
            // thing, where it stands, then its code (`Cash safe (under desk
            // in office): 59-29-61`, `Ship's safe in the chief scientist's
            // cabin: 455787`); Arabic's safe's number, Thai's safe's code.
            r"(?i)(?-u:\b)(?:set|changed|reset|programmed)[ \t]+(?:the[ \t]+|my[ \t]+|our[ \t]+)?(?:room[ \t]+|hotel[ \t]+)?safe[ \t]+(?:code[ \t]+)?to[ \t]+(?P<secret>\d{4,8})#?(?:[^\p{L}\p{N}]|$)",
            r"|(?i)(?-u:\b)(?:tresor|safe|sejf|kluis|coffre)-?(?:code|kod|kode)(?:[ \t]+[^\s:：]{1,20}){0,3}?[ \t]*[:：][ \t]*(?P<secret2>\d{4,8})#?(?:[^\p{L}\p{N}]|$)",
            r"|(?i)(?-u:\b)(?:cash|ship's|room|wall|floor|office|hotel|gun|drug|money|deposit|the)[ \t]+safe(?:[ \t]+[^\s:：]{1,20}){0,6}?[ \t]*[:：][ \t]*(?P<secret3>\d{4,8}|\d{2}-\d{2}-\d{2})(?:[^\p{L}\p{N}-]|$)",
            r"|(?:رقم[ \t]+الخزنة|รหัสตู้เซฟ)[ \t]*[:：]?[ \t]*(?P<secret4>\d{4,8})(?:[^\p{L}\p{N}]|$)",
        ),
    ),
    rule(
        "ftp_password_command",
        Structure,
        &["pass"],
        // An FTP session's log or transcript: the password the client
        // sends after `USER` (`Command: USER kunde-094 ... Command: PASS
        // Emb0ss435%`). Capitals, as the protocol writes its commands.
        r"(?-i)(?:^|[\s>:])USER[ \t]+\S{1,64}(?:\s+\S+){0,12}?\s+(?:Command:[ \t]*|>[ \t]*)?PASS[ \t]+(?P<secret>\S{1,128})(?:\s|$)",
    ),
    rule(
        "emailed_code",
        Structure,
        &["emailed", "texted", "we sent", "we just sent"],
        // A sign-in's code after the words that say it was sent (`Enter
        // the code we emailed you 9HYY38`, maybe on the next line): six to
        // eight capitals and digits.
        r"(?i)(?-u:\b)code[ \t]+(?:that[ \t]+)?we[ \t]+(?:just[ \t]+)?(?:emailed|texted|sent)(?:[ \t]+(?:to[ \t]+)?you)?[ \t]*[:：]?\s*(?P<secret>(?-i:[A-Z0-9]{6,8}))(?-u:\b)",
    ),
    rule(
        "code_after_2fa",
        Structure,
        &["2fa", "mfa", "otp", "totp", "sms"],
        // A chat's one-time code a few words after its kind (or right
        // after the SMS that brought it: `Here's what I got by SMS:
        // 714471`), whatever the
        // words and the language (`¿metes tú el código 2FA? es 129282`,
        // `2FA 코드 입력 좀 해줘요: 866289`): six digits, or two halves, with
        // no other digit between.
        concat!(
            // (Glued to its kind or its words too: `OTP884440`, `2FA
            // code516294`, as another script's digits read, `OTP٨٨٤٤٤٠`.)
            // (Glued to `2fa`, six hex letters and digits or more after the
            // digits make the whole a run of hex: `2fa522716f3c...` is a
            // commit's id; `2FA482913A` is a code.)
            r"(?i)(?-u:\b)(?:(?:2fa|mfa|otp|totp)(?-u:\b)[^\n\d]{0,40}?(?P<secret>\d{6}|\d{3}[- ]\d{3})(?:$|[^\d-])|(?:mfa|otp|totp)(?P<secret3>\d{6}|\d{3}[- ]\d{3})(?:$|[^\d-])|2fa(?P<secret4>\d{6}|\d{3}[- ]\d{3})(?:$|[^\dA-Fa-f-]|[A-Fa-f][0-9A-Fa-f]{0,4}(?:$|[^0-9A-Fa-f-])))",
            r"|(?i)(?-u:\b)sms[ \t]*[:：][ \t]*(?P<secret2>\d{6,8}|\d{3}[- ]\d{3})(?:$|[^\d-])",
        ),
    ),
    rule(
        "redeem_code",
        Structure,
        REDEEM_CODE_LABELS,
        // A gift card's, a voucher's or a licence's code to redeem or to
        // activate after its label in any of twenty languages (`Kod do
        // realizacji: 1YDX-ZZPJ-M9VG`, `Ihr Freischaltcode lautet: ...`,
        // `redeem FHHUJ1BN6V1RXM4N`): capitals and digits, in groups or
        // one run (a portal's may have small letters too, twelve or more:
        // `Codice di attivazione: L9pbdV3WhP5dOHX`), up to three words on; or a form's field it names
        // (`textbox "Codice della carta regalo" value="..."`).
        r"(?i)(?:{redeem_code_labels})\p{L}*(?:\s+[^\s:：\d]{1,20}){0,3}?(?:\s+(?:is|es|est|ist|lautet|là|adalah|je|är|er|on|é|è))?\s*(?:[:：]|[—–→-]|[\x22']\s+value=)?\s*[\[(“«\x22']?(?P<secret>(?-i:[A-Z0-9]{3,8}(?:-[A-Z0-9]{3,8}){1,5}|[A-Z0-9]{4}(?: [A-Z0-9]{4}){3,4}|[A-Z0-9]{8,25}|[A-Za-z0-9]{12,25}))(?-u:\b)",
    )
    .with_body(Body::Shaped),
    rule(
        "printed_secret",
        Structure,
        &["pass show", "initial-password", "find-generic-password", "find-internet-password", "op read", "--reveal", "-field", "get-secret-value", "versions access", "keyvault secret show", "base64", "jsonpath", "reset-password", "cat "],
        concat!(
            // A command that prints a secret, then its output's first line
            // (`$ pass show web/x`, `argocd admin initial-password`, `op
            // read op://...`, `op item get X --fields credential --reveal`
            // (a secret's field, not `--fields username`), a Kubernetes
            // secret decoded).
            // The command stands anywhere: after a prompt, or text glued
            // before the prompt; not inside a substitution (`TOKEN=$(op
            // read ...)`), whose output is no line of its own.
            r"(?:^|[\s$#%>❯➜»])(?:(?:go)?pass\s+show(?:\s+-\S+)*\s+\S+|argocd\s+admin\s+initial-password[^\n]*",
            r"|security\s+find-(?:generic|internet)-password[^\n]*\s-[a-z]*w[a-z]*(?:\s[^\n]*)?|op\s+read\s+[^\n]+|op\s+item\s+get\s(?:[^\n]*--fields[= ](?:[\w.-]+,)*(?:credential|password|token|secret|api[_-]?key|key|pin)(?-u:\b)[^\n]*--reveal|[^\n]*--reveal[^\n]*--fields[= ](?:[\w.-]+,)*(?:credential|password|token|secret|api[_-]?key|key|pin)(?-u:\b))[^\n]*|vault\s+(?:kv\s+)?(?:get|read)\s+[^\n]*-field[= ][^\n]+",
            r"|aws\s+secretsmanager\s+get-secret-value[^\n]*--output\s+text[^\n]*|gcloud\s+secrets\s+versions\s+access[^\n]*",
            r"|az\s+keyvault\s+secret\s+show[^\n]*--query\s+value[^\n]*|kubectl\s+get\s+secrets?\s[^\n]*(?:\|\s*base64\s+(?:-d|--decode|-D)|jsonpath=\S*\.data\.)[^\n]*)",
            // The line may not be a comment (`# ask ops for access`).
            r"[ \t]*\r?\n[ \t]*(?P<secret>(?:[^#\n]|#[^ \n])[^\n]{3,199})",
            // `cat` of a file whose name names a secret (`config/master.key`),
            // then a line that is one token: a file of fields (`apiVersion:
            // v1`, `[segment]`) is read by the assignment rules.
            r"|(?:^|[\s$#%>❯➜»])cat\s+{secret_file_name}[ \t]*(?:",
            r"\r?\n[ \t]*(?P<secret3>[^\s#:=\[\]{}<>]{4,199})[ \t]*(?:\r?\n|$)",
            // (Folded to a width, its lines are one token, each a piece of
            // it and no field of a file's, `id,name`: `cat
            // /tmp/line_token.txt | fold -w 20`.)
            r"|\|[ \t]*fold(?:[ \t]+-[bsw]+(?:[ \t]*\d+)?)*[ \t]*",
            r"\r?\n(?P<secret12>(?:[^\s#$,:;=]{8,200}\r?\n){0,16}[^\s#$,:;=]{1,200})[ \t]*(?:\r?\n|$))",
            // Elasticsearch's password reset: its `New value:` line.
            r"|elasticsearch-reset-password[^\n]*\n(?:[^\n]*\n){0,4}?[ \t]*New value:[ \t]*(?P<secret2>\S+)",
        ),
    )
    .with_body(Body::Output),
    rule(
        "session_cookie",
        Structure,
        &["session", "sessid", "_sess=", "connect.sid", "cftoken", ".aspnetcore.", "__secure-", "__host-", "logged_in_", "remember_"],
        // A web framework's session cookie, set or sent without its header,
        // removed with its name: `name=value` is what a browser sends, and
        // what a person copies to take over the session.
        concat!(
        r"(?i)(?:^|[^A-Za-z0-9_.-])(?P<secret>(?:{session_cookie_name})=[A-Za-z0-9%+/=_.:~!*-]{16,})",
        // A browser's cookie panel: its name and its value as fields
        // (`Name: PHPSESSID Value: 7gwz...`).
        r"|(?i)(?-u:\b)name:?[ \t]+(?:{session_cookie_name})[ \t]+value:?[ \t]*(?P<secret2>[A-Za-z0-9%+/=_.:~!*-]{16,})",
        ),
    )
    .with_body(Body::Session),
    rule(
        "secret_set_by_command",
        Structure,
        &["user-secrets", "http-basic", "send", "<<<"],
        concat!(
            // `dotnet user-secrets set "Db:Password" "x"`: a store of
            // secrets, each value one.
            r#"(?i)dotnet\s+user-secrets\s+set\s+(?:"[^"\n]*"|\S+)\s+(?:"(?P<secret>[^"\n]+)"|(?P<secret2>[^\s"]+))"#,
            // `poetry config http-basic.repo user password`.
            r#"|(?i)poetry\s+config\s+http-basic\.\S+\s+\S+\s+["']?(?P<secret3>[^\s"']+)"#,
            // `expect "password:"; send "x\r"`.
            r#"|(?i)expect\s+["'][^"'\n]*(?:password|passphrase|passcode)[^"'\n]*["']\s*;?\s*(?:\n\s*)?send\s+(?:--\s+)?["'](?P<secret4>[^"'\\\n]+)"#,
            // `sudo -S <<< "x"`, `passwd --stdin <<< x`: a password read from
            // a here-string.
            r#"|(?:sudo\s+(?:-\S+\s+)*-S|--stdin|chpasswd)[^\n]*?<<<\s*["']?(?P<secret5>[^"'\s]+)"#,
        ),
    ),
    rule(
        "shown_once_secret",
        Structure,
        SHOWN_ONCE_WORDS,
        // A console's warning that a new key is shown once, then the key
        // on one of the next three lines, alone (`Make sure to copy it
        // now. You won't be able to see it again!`, then `1f0a51fd...`),
        // or ending the warning's own line; the warning in a dozen more
        // languages.
        r"(?i)(?:see\s+it\s+again|(?:be\s+)?shown\s+again|only\s+time\s+(?:it|this|the\s+\w+)\s+will\s+be\s+(?:displayed|shown)|copy\s+(?:it|this|your\s+[^\n]{0,40}?)\s+now|won['’]t\s+be\s+able\s+to\s+(?:see|view|retrieve)|cannot\s+be\s+(?:shown|displayed|retrieved)\s+again|{shown_once_phrases})(?:[^\n]*\n(?:[^\n]{0,80}\n){0,2}?[ \t]*|[.!:]?[ \t]+)(?P<secret>[A-Za-z0-9][A-Za-z0-9_.+/=$-]{15,}|[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7})[ \t]*(?:\n|$)",
    ),
    rule(
        "bank_tan",
        Structure,
        &["tan"],
        // A bank's transaction number, named before the words of the
        // transfer it signs (`Ihre TAN für die Überweisung an ... über 925,00
        // EUR lautet: 366458`), or by its field (`TAN: 245947`).
        r"(?i)(?-u:\b)(?:m|push|sms|chip|photo)?tan(?-u:\b)[^\n]{0,160}?(?:\s(?:lautet|ist|is)|\s*:)\s*:?\s*(?P<secret>\d{6,8})(?-u:\b)",
    ),
    rule(
        "transfer_code",
        Structure,
        TRANSFER_WORDS,
        // A bank's code for one transfer in any language: a word for a
        // code, the transfer's words (its amount, its payee), then the
        // code after a colon or a verb, at the sentence's end (`Seu código
        // de autorização para a transferência de 1.250,00 EUR ... é
        // 966975.`, `Код підтвердження переказу ... : 8343816.`). An
        // amount's digits are followed by their cents, never by the end.
        r"(?i)(?:code|c[oó]dig|codic|kod|kód|kood|код|κωδικ|코드|번호|コード|番号|码|碼|รหัส|رمز|קוד|कोड|mã|tan(?-u:\b)|otp)[^\n.!?。]{0,40}?(?:{transfer_words})[^\n]{0,160}?(?:[:：]|\s(?:é|e|es|est|is|ist|lautet|è|este|adalah|là|on|je|to|er|är|هو|הוא|είναι))\s*(?P<secret>\d{4,8})(?:[.!。]?[ \t]*(?:\n|$)|[.!。]\s)",
    ),
    rule(
        "pin_at_line_end",
        Structure,
        &["pin", "puk", "code confidentiel", "unlock"],
        // A card's PIN in a bank's letter: the word, the card it belongs
        // to (`della carta che termina con 8433`), then a colon and the
        // PIN, which ends the line; a SIM card's PUK so (`PUK for the
        // weather station SIM card: 43042778`).
        concat!(
            r"(?im)(?:^|[^\p{L}\p{N}])(?:pin|puk|code\s+confidentiel)(?-u:\b)[^\n:：]{0,80}[:：][ \t]*(?P<secret>\d{4,8})[ \t]*$",
            // Or a phone's or a tablet's, what unlocks it (`Work phone (the
            // Samsung in the dairy) unlock: 031952`), no year nor clock's
            // time (`Phone unlock: 2026`).
            r"|(?im)(?:^|[^\p{L}\p{N}])(?:phone|telefon|téléphone|teléfono|telefono|handy|tablet|ipad|iphone|laptop)(?-u:\b)[^\n:：]{0,60}?(?-u:\b)unlock[ \t]*[:：][ \t]*(?P<secret2>{code_not_clock})\.?[ \t]*$",
        ),
    ),
    rule(
        "autofill_code",
        Structure,
        &["from messages", "aus nachrichten", "de mensajes", "depuis messages", "da messaggi", "van berichten", "från meddelanden", "メッセージから", "来自信息", "메시지에서", "from mensajes", "from mensagens", "from mesajlar", "from 메시지", "from viestit", "from nachrichten", "from messaggi", "from berichten", "from wiadomości", "from сообщения", "from повідомлення", "from zprávy"],
        // The keyboard's offer of a code just received by text message
        // (`From Messages 963724`, `AutoFill > From Messages 827 798`),
        // with the app's name in the phone's language (`From Mensajes`).
        r"(?i)(?:from\s+(?:messages|mensajes|mensagens|mesajlar|메시지|viestit|nachrichten|messaggi|berichten|wiadomości|сообщения|повідомлення|zprávy)|aus\s+nachrichten|de\s+mensajes|depuis\s+messages|da\s+messaggi|van\s+berichten|från\s+meddelanden|メッセージから|来自信息|메시지에서)\s*(?P<secret>\d{4,8}|\d{3}\s\d{3})(?-u:\b)",
    ),
    rule(
        "typed_into_labelled_field",
        Structure,
        &["]"],
        // A window's title or a form's field, its label in brackets, then
        // the text typed and the caret (`[Password] AjaxDolphin72|`,
        // `[Lösenord] Kalle.ellak5|`), also glued after other text; not a
        // macro's token (`Token![pin]`).
        r"(?im)(?:^|[^!])\[(?:password|passwort|passcode|passphrase|pin|{password_labels})\][ \t]*(?P<secret>[^\s|\[\](),;:.][^\n|\[\]]{2,63}?)[ \t]*\|?[ \t]*$",
    ),
    rule(
        "secret_piped_to_command",
        Structure,
        &["env add", "secret set", "secret put", "secret create", "secrets set", "env:set"],
        concat!(
            // A value a command stores as a secret, from a here-string or a
            // pipe (`vercel env add GITEA_TOKEN production <<< "..."`, `echo
            // x | wrangler secret put KEY`), or given as `gh secret set`'s
            // body.
            r#"(?i)(?:vercel\s+env\s+add|gh\s+secret\s+set|wrangler\s+secret\s+put|docker\s+secret\s+create|netlify\s+env:set|supabase\s+secrets\s+set|fly(?:ctl)?\s+secrets\s+set)[^\n]*?<<<\s*["']?(?P<secret>[^"'\s]+)"#,
            r#"|(?i)(?:echo|printf)\s+(?:-[neE]+\s+)?["']?(?P<secret2>[^"'\s|]+)["']?\s*\|\s*(?:npx\s+)?(?:vercel\s+env\s+add|gh\s+secret\s+set|wrangler\s+secret\s+put|docker\s+secret\s+create)"#,
            r#"|(?i)gh\s+secret\s+set\s+\S+[^\n]*?\s(?:--body|-b)(?:[= ]\s*)?["']?(?P<secret3>[^"'\s]+)"#,
        ),
    ),
    rule(
        "notebook_output",
        Structure,
        &["out["],
        // A notebook's output of an expression that names a secret
        // (`In [29]: os.environ["WP_APP_PASSWORD"]`, then `Out[29]: '...'`;
        // `cfg['hue_clientkey']`, `os.environ['AIRBRAKE_PROJECT_KEY']`): a
        // string with a digit, or eight
        // characters or more bare (not a length, `Out[3]: 31`, nor a word,
        // `'RSA'`).
        r#"(?i)In\s*\[\d+\]:[^\n]*(?:password|passwd|secret|token|(?:api|client|app|access|private)_?key|_key["'\]]|credential)[^\n]*\n\s*Out\[\d+\]:\s*(?P<secret>'[^'\n]*\d[^'\n]*'|"[^"\n]*\d[^"\n]*"|[^\s'"][^\n]{7,})"#,
    ),
    rule(
        "reset_link_token",
        Structure,
        &["reset", "herstel", "recover", "invit", "activat", "magic", "verif", "confirm", "join"],
        concat!(
            // The token in a password reset, invitation, activation or
            // sign-in link's path (Django's `/reset/<uid>/<token>/` too).
            r"(?i)/(?:reset|reset-password|password-reset|password/reset|herstel|recover|recovery|invite|invitation|invitations|activate|activation|magic-link|magic|verify|confirm)/(?:[A-Za-z0-9_-]{1,40}/)?(?P<secret>[A-Za-z0-9_-]{20,})",
            // Or in its query, under any name (`/account/recover?t=...`,
            // `/join?team=x&invitation=...`): sixteen or more characters
            // with a digit among the first sixteen (not `utm_campaign=
            // password_reset_email`).
            r#"|(?i)/[A-Za-z0-9_./-]*(?:reset|recover|herstel|invit|activat|magic|verif|confirm|join)[A-Za-z0-9_./-]*\?(?:[^\s#"'<>]*?[&;])?[A-Za-z_]{1,24}=(?P<secret2>[A-Za-z_-]{0,15}[0-9][A-Za-z0-9_-]{15,})"#,
        ),
    ),
    rule(
        "network_device_key",
        Structure,
        &["tacacs", "radius", "username", "enable", "snmp", "ntp"],
        // Cisco's `key 0 x`, `password 7 x`, `secret 0 x`.
        r"(?im)^\s*(?:tacacs-server|radius-server|username|enable|snmp-server|ntp|key)(?-u:\b)[^\n]*?\s(?:key|password|secret)\s+[07]\s+(?P<secret>\S+)",
    ),
    rule(
        "authenticator_code",
        Structure,
        AUTHENTICATOR_APPS,
        // An authenticator's screen: a code alone on a line (`709584`,
        // `414 445 · 15`, `458301   ◔ 4s`), a few lines after the app's
        // or the field's name (Aegis, 2FAS, FreeOTP, Raivo, Ente Auth too).
        r"(?i)(?:{authenticator_apps})(?:[ \t]{2,}|[^\n]*\n(?:[^\n]*\n){0,3}?[ \t]*)(?P<secret>\d{3} ?\d{3}|\d{5}|\d{7,8})[ \t]*(?:[·•●○⏱(◔◑◕◴◵◶◷◐◓◒][^\n]*|\d{1,2}\s?s|expires[^\n]*)?(?:\n|$)",
    ),
    rule(
        "web_otp",
        Structure,
        &[" #"],
        // An SMS's origin-bound code line (WebOTP): `@host #code`.
        r"(?m)^@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\s+#(?P<secret>[0-9]{4,10})(?:\s|$)",
    ),
    rule(
        "bitlocker_recovery_key",
        Structure,
        &["bitlocker", "recovery key", "recovery password", "wiederherstellungsschlüssel", "clé de récupération", "clave de recuperación"],
        // Eight groups of six digits, named: a rule that ran on every `-`
        // would cost every text.
        r"(?-u:\b)\d{6}(?:-\d{6}){7}(?-u:\b)",
    ),
    rule(
        "code_to_verify",
        Structure,
        &["verif", "confirm", "sign in", "signin", "log in", "login", "authenticat", "enter", "code below", "code suivant", "loggen", "anmeld", "bestätig", "vérifi", "connect", "iniciar", "acced", "acess", "entrar", "zalog", "potwierd", "zweryfik", "autentic", "authentifi", "bevestig"],
        concat!(
            // Glued after other text too (`id_Use 669649 to verify`).
            r"(?i)(?:use|enter|type)\s+(?:code\s+)?(?P<secret>(?:G-)?\d{5,8}|\d{3}[- ]\d{3})\s+(?:to|as|for)\s+(?:\w+\s+){0,2}?(?:verif|confirm|sign\s*in|log\s*in|authenticat)",
            // The same in other languages (`Gebruik 826880 om in te loggen`,
            // `Utilisez 482913 pour vous connecter`, `Użyj 5521 aby się
            // zalogować`).
            r"|(?i)(?:gebruik|verwende|verwenden\s+sie|nutze|utilisez|utilise|saisissez|usa|utiliza|ingresa|introduce|utilize|digite|insira|utilizza|inserisci|użyj|wpisz|wprowadź)\s+(?:(?:de|le|el|o|il|den|ten)\s+)?(?:(?:code|código|codice|kod|kód)\s+)?(?P<secret4>(?:G-)?\d{4,8}|\d{3}[- ]\d{3})\s+(?:om|zum|zur|um|pour|para|per|aby|als|comme|como|come)\s+(?:[\w-]+\s+){0,3}?(?:in\s+te\s+loggen|te\s+verifi|te\s+bevestig|anmeld|bestätig|verifi|vérifi|connect|confirm|iniciar|acced|acess|entrar|zalog|potwierd|zweryfik|autentic|authentifi)",
            // `Enter the 6-digit code from your authenticator app: 786667`,
            // `Enter this code to finish signing in:\n\n314396`, `Enter MFA
            // code for arn:aws:iam::...:mfa/dev: 122223` (a colon inside a
            // name is no separator), `Enter a passcode\n[ 536100 ]`.
            r"|(?i)enter\s+(?:[\w-]+\s+){0,4}?(?:code|passcode|otp)(?-u:\b)(?:[^\n:]|:\S){0,80}?(?:[:：]|\n\s*\[)\s*(?P<secret2>\d{4,8})(?-u:\b)",
            // `Use the code below to finish signing in:\n\n91112629`,
            // `Saisissez le code suivant : 562833`.
            r"|(?i)code\s+(?:below|suivant)[^\n:：]{0,60}[:：]?\s*(?P<secret3>\d{4,8}|(?-i:[A-Z0-9]{6}))(?-u:\b)",
        ),
    ),
    rule(
        "security_answer",
        Structure,
        SECURITY_QUESTION_WORDS,
        concat!(
            r"(?i)(?:",
            // `What was the name of your first pet? → Rocky`, `Name of
            // your elementary school → St Brigid's`; not a title's ` - `.
            r#"(?-u:\b)(?:what|which|who|where|when|name|in\s+what)(?-u:\b)[^?\n]{0,80}?(?-u:\b)(?:{security_question_words})[^?\n]{0,60}?(?:\?["”']?\s*(?:→|->|=>|:|=|(?:a|answer|ans)\s*[:.)])|\s*(?:→|->|=>))\s*"#,
            // `Q: Name of your elementary school\nA: Lincoln Elementary`.
            r"|(?-u:\b)Q\s*[:.)][^\n]{0,80}?(?-u:\b)(?:{security_question_words})[^\n]{0,60}?\s(?:a|answer)\s*[:.)]\s*",
            // `security answer for bank is Tbilisi`, `Security question:
            // ... Answer: Rex` (in other languages too), `For the bank
            // security question I used Abernathy`, `memorable word: X`.
            r"|(?-u:\b)(?:security|secret)\s+answer(?:\s*\([^)\n]{0,120}\))?[^\n:]{0,30}?(?:\s+is\s+|\s*[:=：→·]\s*)",
            // `Sec Q "Quel est le nom de jeune fille de votre mère ?" = Silva`.
            r#"|(?-u:\b)sec(?:urity)?\.?\s*q(?-u:\b)[^\n]{0,120}?[?？]["”']?\s*(?:→|->|=>|:|=)\s*"#,
            r"|(?:(?-u:\b)(?:security|secret)\s+question|pregunta\s+de\s+seguridad|pregunta\s+secreta|question\s+secrète|sicherheitsfrage|beveiligingsvraag|question\s+de\s+sécurité|pergunta\s+de\s+segurança|domanda\s+di\s+sicurezza|контрольный\s+вопрос|秘密の質問|安全问题|安全問題|bezpečnostní\s+otázka|säkerhetsfråga|שאלת\s+אבטחה|güvenlik\s+sorusu|pytanie\s+zabezpieczające|turvakysymys|sikkerhedsspørgsmål|sikkerhetsspørsmål|câu\s+hỏi\s+bảo\s+mật|คำถามความปลอดภัย|pertanyaan\s+keamanan|سؤال\s+الأمان|सुरक्षा\s+प्रश्न|보안\s+질문|контрольне\s+питання|biztonsági\s+kérdés|întrebare\s+de\s+securitate|ερώτηση\s+ασφαλείας|swali\s+la\s+usalama)",
            // The answer's label on the question's line or the next, then
            // a colon, or as a form's field: its value (`textbox 'Antwoord'
            // [value: X]`, `"Resposta" value="X"`), or a click on it and
            // the text typed next (`click(textbox "Svar")` / `type("X")`).
            r#"(?:[^\n]*?(?:\n[^\n]{0,20}?)?(?:{answer_labels})(?:\s*[:：]|[ \t]{2,}|["'”]\s*(?:\[value:|value=["']|[:：])|["'”]\)?[^\n]{0,40}?\n[^\n]{0,40}?(?-u:\b)type\w*[(\s]\s*["'])\s*|[^\n:]{0,30}?\s(?:I\s+used|I\s+put|is)\s+)"#,
            r#"|(?-u:\b)memorable\s+(?:word|information|place|name|date)(?:\s*[:=：]\s*|\s+(?:is\s+)?["'‘“])"#,
            // A question, then on the next line the text typed as its
            // answer (`{"action": "type", "text": "Biscuit"}`).
            r#"|(?:{security_question_words})[^\n]{0,80}?[?？]["”']?[ \t]*\n[^\n]{0,60}?["']?text["']?\s*[:=]\s*["']"#,
            // The answer, to the line's end (`St. Brigid's`: a full stop
            // need not end it), at most 60 characters.
            r")(?P<secret>[^\s?][^\n]{0,59})",
            // A memorable word told in a sentence, one word of letters
            // and digits (`bank memorable word is monsoon94`; not `is
            // something you'll never guess`, `is 6-15 chars`).
            r"|(?i)(?-u:\b)memorable\s+(?:word|information|place|name)\s+is\s+(?P<secret2>[A-Za-z][^\s,.;()]*\d[^\s,.;()]*|\d[^\s,.;()]*[A-Za-z][^\s,.;()]*)",
        ),
    ),
    rule(
        "returned_secret_literal",
        Structure,
        &["return"],
        // A function named for a secret that returns a literal
        // (`FString GetBackdoorPassword() const { return TEXT("..."); }`,
        // `def get_api_key():\n    return "..."`): the literal is the
        // secret. Its name's last word names it; a wrapper around the
        // literal (a string macro or type) may stand between.
        r#"(?i)[A-Za-z0-9_]*(?:password|passwd|secret|token|api_?key)\s*\([^()\n]{0,80}\)[^{}\n]{0,40}\s*(?:\{|:)\s*return\s+(?:[A-Za-z_][A-Za-z0-9_:]{0,30}\s*\(\s*)?[@L]?["'](?P<secret>[^"'\n]{4,200})["']"#,
    ),
    rule(
        "userinfo_without_scheme",
        Structure,
        &["@"],
        // A database's address as some tools take it, a URL's userinfo
        // without its scheme (`--database.address app:pw@cockroach-0:26257/
        // nakama`): a user, `:`, the password, `@`, a host and its port.
        r"(?:^|[\s=\x22'])[A-Za-z0-9_.-]{1,40}:(?P<secret>[^\s:@/\x22']{4,128})@[A-Za-z0-9][A-Za-z0-9.-]*:\d{2,5}(?:/[A-Za-z0-9_./-]*)?(?:[\s\x22',;]|$)",
    ),
    rule(
        "phonetic_spelling",
        Structure,
        NATO_WORDS,
        // A password or a code spelled in the radio alphabet after its
        // name (`for the password, go ahead. Callum: Victor Uniform Bravo
        // Papa Hotel Zulu`): four or more of its words (or digits) in a
        // row spell a value, which a call or a voice note reads out.
        r"(?i)(?:pass(?:word|code|phrase)|(?-u:\b)pin(?-u:\b)|code)[^\n]{0,80}?(?-u:\b)(?P<secret>(?:{nato_words})(?:(?:[ \t]*[,/-][ \t]*|[ \t]+)(?:{nato_words}|{digit_words}|\d)){3,31})(?-u:\b)",
    ),
    rule(
        "security_answer_localized",
        Structure,
        SECURITY_TOPICS,
        // A security question in any of fifteen languages, known by its
        // topic (a mother's maiden name, a first pet, a birthplace), its
        // question mark, then the answer: after `→`, `:` or `=`, as the
        // value of the question's field (`text field "...?" value: X`),
        // or alone on the next line, a line of one to four words.
        concat!(
            r#"(?i)(?:{security_topics})[^\n?？؟]{0,80}[?？؟]["”']?(?:[ \t]*(?:→|->|=>|[:：=])[ \t]*(?P<secret>[^\s?？؟][^\n]{0,59})"#,
            r#"|[ \t]*value[ \t]*[:=][ \t]*(?P<secret2>[^\s?？؟][^\n]{0,59})"#,
            // The answer's label may stand on its own line between; a label
            // alone, or a mask after it, is no answer.
            r#"|[ \t]*\n(?:[ \t]*(?:{answer_labels})[ \t]*[:：]?[ \t]*\n)?[ \t]*(?:(?:→|->|=>)[ \t]*)?(?P<secret3>[^\s?？؟:：\[][^\s?？؟:：]{0,30}(?:[ \t][^\s?？؟:：]{1,30}){0,3})[ \t]*(?:\n|$))"#,
        ),
    ),
    rule(
        "security_answer_labelled",
        Structure,
        ANSWER_LABELS,
        // Any question, then on the next line the answer's label and a
        // colon (`Pertanyaan keamanan: Nama ibu kandung?\nJawaban: X`); a
        // Thai question ends in its question word, not a mark.
        r#"(?i)(?:[?？؟]|อะไร|ที่ไหน|ใคร)["”']?[ \t]*\n[ \t]*(?:{answer_labels})[ \t]*(?:[:：][ \t]*|\n[ \t]*)(?P<secret>[^\s?？؟\[][^\n]{0,59})"#,
    ),
    rule(
        "security_answer_named",
        Structure,
        SECURITY_ANSWER_NAMES,
        // A security answer by its name in other languages, as a caller's
        // verification screen shows it (`Sicherheitsantwort: Pipoca`,
        // `Réponse secrète : Biscuit`), to the line's end as in English.
        r#"(?i)(?:{security_answer_names})(?:[ \t]*\([^)\n]{0,60}\))?[ \t]*[:：=→][ \t]*(?P<secret>[^\s?？؟\[][^\n]{0,59})"#,
    ),
    rule(
        "security_answer_noted",
        Structure,
        &["q:", "q："],
        // A note's question on a `Q:` line, its answer on the `A:` line
        // under it, in any language.
        r#"(?m)^[ \t]*Q[:：][^\n]{3,160}\n[ \t]*A[:：][ \t]*(?P<secret>[^\s?？؟\[][^\n]{0,59})"#,
    ),
    rule(
        "security_answer_typed",
        Structure,
        SECURITY_QUESTION_WORDS,
        // `type Leeds into the "What city were you born in?" field`.
        r#"(?i)(?-u:\b)(?:type|enter)\s+(?P<secret>[^\s"][^\n"]{0,39}?)\s+in(?:to)?\s+(?:the\s+)?["“']?(?:what|which|who|where|name|in\s+what)(?-u:\b)[^"”\n]{0,80}?(?-u:\b)(?:{security_question_words})"#,
    ),
    rule(
        "typed_into_password",
        Structure,
        &["pass", "pwd"],
        concat!(
            // An automation's text typed into a password's element:
            // `cy.get('[name=password]').type('x')`, `find_element(By.ID,
            // "pass").send_keys("x")`, `<type selector="#password">x</type>`,
            // Detox's `element(by.id('login.password')).typeText('x')`,
            // XCUITest's `app.secureTextFields["Password"].typeText("x")`
            // (the element named for the password alone, not
            // `forgotPasswordEmail`, `passwordHint`); Maestro's flow, its
            // `inputText` after a tap on the field named only that.
            r#"(?i)(?:pass(?:word|wd)?|pwd)(?:[-_](?:input|field|box|textbox))?[^\n()A-Za-z]{0,20}[)\]]{1,3}\s*\.\s*(?:type|type_?text|replace_?text|enter_?text|send_?keys|fill|set_?value)\(\s*["'](?P<secret>[^"'\n{]+)"#,
            r#"|(?i)tapOn:[ \t]*["']?(?:password|passwort|passcode|{password_labels})["']?[ \t]*\n[ \t]*-[ \t]*inputText:[ \t]*["'](?P<secret3>[^"'\n]+)["']"#,
            // Playwright's `page.fill('#password', 'x')`; markup's element.
            // (A fullwidth comma between reads as `、`.)
            r#"|(?i)(?:fill|type)\(\s*(?:'[^'\n]{0,60}?pass[^'\n]{0,30}'|"[^"\n]{0,60}?pass[^"\n]{0,30}")\s*[,、]\s*["'](?P<secret2>[^"'\n]+)["']"#,
        ),
    ),
    rule(
        "unlocks_with_code",
        Structure,
        &["unlock"],
        // What a phone, a tablet or a door unlocks with, ending its clause
        // (`the firm mobile unlocks with 142019.`, `unlock it with 0774`);
        // not a game's `unlocks with 5000 points`.
        // (Its code may be named, quoted or after a colon: `unlocks with
        // code 7150.`, ``unlocks with `716032`.``, `unlocks with: 3168`.)
        r"(?i)(?-u:\b)unlock(?:s|ed)?(?:[ \t]+(?:it|her|him|them))?[ \t]+with(?:[ \t]+(?:the[ \t]+)?(?:code|pin|passcode))?[ \t]*:?[ \t]+[`\x22'“]?(?P<secret>\d{4,8})[`\x22'”]?(?:$|[.,;!)](?:\s|$)|[ \t]*\n)",
    ),
    rule(
        "typed_into_key_field",
        Structure,
        &["fill(", "type(", "send_keys(", "sendkeys(", "typetext(", "set_value(", "setvalue("],
        concat!(
            // The same for an element named for an API key, a token or a
            // secret (`page.fill('#api-key', 'x')`, `page.locator(
            // '[name="client_secret"]').fill('x')`); not a field for the
            // token's name or note (`#token-name`).
            // (The selector may quote its attribute's value in the
            // other quote: `page.fill('input[name="hibp_api_key"]', 'x')`.)
            r#"(?i)(?:fill|type)\(\s*(?:'[^'\n]{0,60}?{key_field}[^A-Za-z0-9'\n]{0,5}'|"[^"\n]{0,60}?{key_field}[^A-Za-z0-9"\n]{0,5}")\s*[,、]\s*["'](?P<secret>[^"'\n{]+)["']"#,
            r#"|(?i){key_field}[^\n()A-Za-z0-9]{0,20}[)\]]{1,3}\s*\.\s*(?:type|type_?text|replace_?text|enter_?text|send_?keys|fill|set_?value)\(\s*["'](?P<secret2>[^"'\n{]+)"#,
        ),
    ),
    rule(
        "typed_into_named_field",
        Structure,
        &["type", "typing", "enter"],
        // An agent's step: text typed, then the field it goes into, named
        // by a password's or a code's label in any language (`type("x") →
        // textbox "Kata sandi"`, `type "x" into the Пароль field`,
        // `entering 17100 into "Verification code"`, `Typing "2428" into
        // the PIN field`).
        r#"(?i)(?-u:\b)(?:type|typing|enter|entering)\(?\s*["']?(?P<secret>[^"'\s][^"'\n]{0,79}?)["']?\s*\)?\s*(?:→|->|=>|(?-u:\b)in(?:to)?(?-u:\b))\s*(?:the\s+)?(?:textbox|text\s*field|field|input|edit|AX(?:Secure)?TextField)?\s*["'“]?(?:{password_labels}|{code_labels}|password|passcode|passphrase|(?:verification|security|one-time|login|sms|2fa|mfa|authentication|confirmation|access|sign-?in)\s+code|(?:[^"'\n\s]{1,8}\s)?(?:pin(?:-?(?:code|kode|k[oó]d|koodi|kod|nummer|numero|número))?|पिन)(?:["'”]|(?:[ -](?:code|entry))?\s+(?:field|box|input|textbox)(?-u:\b))|code["'”])"#,
    ),
    rule(
        "typed_into_localized_field",
        Structure,
        &["campo", "pole", "поле", "champ", "câmpul", "feld", "veld", "polu", "欄に", "란에", "alanına"],
        // A step that types a value into a password's or a code's field,
        // in the words of other languages (`Digita X nel campo Password`,
        // `Zadejte X do pole Heslo`, `Введите X в поле «Пароль»`,
        // `パスワード欄に X を入力`).
        concat!(
            r#"(?i)(?:^|\s)["'«„“]?(?P<secret>[^\s"'«»„“”]{4,64}?)["'»“”]?\s+(?:(?:nel\s+campo|en\s+el\s+campo|no\s+campo|do\s+pole|в\s+поле|dans\s+le\s+champ|în\s+câmpul|in\s+das\s+feld|ins\s+feld|in\s+het\s+veld|w\s+polu|w\s+pole)\s+["'«„“]?|in\s+["'«„“])\s*(?:{password_labels}|{code_labels}|password|(?:code\s+)?pin|otp|wi-?fi)"#,
            r#"|(?:{password_labels}|{code_labels}|pin)\s*(?:欄に|란에|alanına)\s*["'「]?(?P<secret2>[^\s"'「」]{4,64})["'」]?\s*(?:を入力|입력|yazın|girin)"#,
        ),
    ),
    rule(
        "saved_as_secret",
        Structure,
        &[" as "],
        // A step that stores a value under a secret's name (`Save
        // 3c61...d171 as COINBASE_COMMERCE_API_KEY in repository
        // secrets`).
        r#"(?i)(?-u:\b)(?:save|store|set|add|use|paste|put)\s+["'`]?(?P<secret>[^\s"'`]{8,256})["'`]?\s+as\s+(?:the\s+|your\s+)?["'`]?(?-i:[A-Z][A-Z0-9_]*_(?:KEY|TOKEN|SECRET|PASSWORD|PASS|PWD|PAT|CREDENTIALS?))(?-u:\b)"#,
    ),
    rule(
        "filled_by_label",
        Structure,
        &["getbylabel", "get_by_label"],
        // Playwright's field found by a password's label in any language
        // (`page.getByLabel('비밀번호').fill('x')`), or a PIN's or a
        // one-time code's a word or two may come before (`Access PIN`);
        // or a key's, a token's or a secret's, its label's last word after
        // another (`Traxens key`; not `Keyword`, `Key name`, `Secret
        // question`, a keyboard's `Key`).
        r#"(?i)get_?by_?label\(\s*["'](?:(?:[^"'\n]{0,20}?[\s_-])?(?:{password_labels}|{code_labels}|password|passcode|pin)[^"'\n]{0,20}|[^"'\n]{0,20}?[\s_-](?:key|token|secret))["'][^)\n]{0,40}\)\s*\.\s*(?:fill|type|press_?sequentially)\(\s*["'](?P<secret>[^"'\n]+)["']"#,
    ),
    rule(
        "typed_after_click",
        Structure,
        &["click", "tap", "focus"],
        // An agent's click on a password's or a code's field named in any
        // language (`click("Mật khẩu")`, `page.click("#password")`,
        // `click #secret`), then text typed on the next line.
        // The click may name the field's role (`click(textbox "Senha")`,
        // `click textbox "Kod weryfikacyjny"`), and the text may be typed
        // on the same line (`click "Password" → type "x"`).
        r#"(?im)(?-u:\b)(?:click|tap|focus)\w*[(\s]\s*(?:[a-z_]+\s*=\s*|(?:textbox|text\s*field|field|input|edit|entry)\s+)?(?:["'“](?:[^"'\n]{0,30}?[\s#._\[=-])?(?:{password_labels}|{code_labels}|password|passcode|passphrase|pin|otp|cvc|cvv|(?:verification|security|one-time|login|sms|2fa|mfa)\s+code)["'”\]]|[#.][\w-]{0,30}?(?:password|passwd|passcode|pin|otp|secret)[\w-]{0,20}(?:[ \t]|$))[^\n]{0,40}?(?:\n[^\n]{0,40}?)?(?-u:\b)type\w*[(\s]\s*(?:[a-z_]+\s*=\s*)?["'](?P<secret>[^"'\n]{1,80})["']"#,
    ),
    rule(
        "typed_after_field_named",
        Structure,
        &["field", "box", "input", "欄", "란"],
        // An agent's note that a password's or a code's field has the
        // focus (`"PASSCODE" field focused.`, `Clicked into the パスワード
        // box.`), then its `type` action: what it types goes into that
        // field, whatever its shape (digits too).
        r#"(?i)(?:{password_labels}|{code_labels}|password|passcode|passphrase|pin|otp)["'”»」]?[ \t]*(?:field|box|input|textbox|text\s*field|欄|란)[^\n]{0,120}?(?:\n[^\n]{0,120}?){0,3}?"action"\s*:\s*"type(?:_text)?"\s*,\s*"text"\s*:\s*"(?P<secret>(?:[^"\\\n]|\\["\\/]){1,80}?)(?:\\[nr])?""#,
    ),
    rule(
        "typed_argument",
        Structure,
        &["type", "input", "write", "keyboard", "keystroke", "clipboard", "paste", "fill", "set_value", "setvalue", "enter_text", "send_keys", "typ", "tippe", "wpisz", "tape", "saisi", "escrib", "digit", "scrivi", "введи", "yaz"],
        concat!(
            // An agent's call that types, pastes or fills, in any
            // framework's form (JSON, a JSON string inside JSON, a
            // Python call, an `<invoke>`'s parameters): the argument that
            // holds what it types, when it is shaped as a secret
            // (`{"tool": "type_text", "args": {"text": "Nuvola2020?ymP"}}`,
            // a key sequence's `{"type": "K51l#..."}`, `clipboard_set(
            // content="...")`). Words, files, versions and tickets typed
            // are not; nor is a word inside another (`XCUIElementType`).
            // (Unbounded on its line: a bounded repetition of a Unicode
            // class grows past what the matcher keeps.)
            // `type` as a JSON key names what an object is, not an action
            // (a tool result's `{"type": "text", "text": "..."}` is screen
            // text); as a value it is the action (`"action": "type"`).
            r#"(?i)(?:(?:^|[^a-z"])type|"type(?:_?text)?"\s*[^\s:]|(?:^|[^a-z])(?:input|write|keyboard|keystroke|clipboard|paste|fill|set_?value|enter_text|send_?keys|press_?keys|key_?sequence|key_?events|steps))[^\n]*?"#,
            // (A gift card's code typed in its groups: `"V67F 29C7 NGJQ
            // AESK"`.)
            // (In JSON, escapes are the value's characters, `\"`; in
            // JSON inside a string, `\"` ends it.)
            r#"(?:"(?:text|content|value|type|string|chars|keys)"\s*:\s*"(?P<secret>(?:[^"\\\s]|\\["\\/]){6,64}|[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){3,4})(?:\\[nrt])?""#,
            r#"|\\"(?:text|content|value|type|string|chars)\\"\s*:\s*\\"(?P<secret5>[^"\\\s]{6,64}|[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){3,4})\\""#,
            r#"|(?-u:\b)(?:text|content|value|string)\s*=\s*["'](?P<secret2>[^"'\s\\]{6,64})["']"#,
            r#"|<parameter\s+name=["'](?:text|content|value)["']>(?P<secret3>[^<\s]{6,64})</parameter>"#,
            // A browser automation's fill, its field (a password's, a
            // secret's, a PIN's; not a coupon's code) then its value
            // (`page.fill('input[name="pwd"]', '...')`).
            r#"|(?:'[^'\n]*(?i:pass|pwd|secret|token|pin|otp)[^'\n]*'|"[^"\n]*(?i:pass|pwd|secret|token|pin|otp)[^"\n]*")\s*,\s*["'\x60](?P<secret6>[^"'\x60\s\\]{6,64})["'\x60]\s*\))"#,
            // A plan's step that types a value, in a dozen languages
            // (`3. Type Haneul#4426kirsche`, `3. Wpisz Orchid-6038river%`).
            r#"|(?im)^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]*(?:type|typ|tippe|tippen|wpisz|tape|tapez|saisir|saisissez|escribe|escriba|digita|digite|scrivi|введите|введи|yaz)[ \t]+(?P<secret4>[^\s"'“”„«»]{6,64})[ \t]*$"#,
        ),
    )
    .with_body(Body::Shaped),
    // A login's label, then a value shaped as a password (`Shore login:
    // tiger-coral-walnut56`, `Wella login (for the colour order) → ...`,
    // `newsletter login — mailchimp — ...`, `guest login for Moss Dental
    // Care: ...`); a user's name there is kept.
    rule(
        "login_label_password",
        Structure,
        &["login", "log-in", "log in", "sign-in", "sign in", "signin", "inlog", "anmeldung"],
        r#"(?i)(?:^|[^\p{L}\p{N}_])(?:log[- ]?in|sign[- ]?in|inlog|anmeldung)(?:[ \t]+\([^()\n]{1,40}\)|[ \t]*[—–][ \t]*[^\s—–]{1,30}|(?:[ \t]+[^\s:：=→—–»]{1,30}){1,6}?)?(?:[ \t]*(?::|→|->|—|–|=|⇒|»)|[ \t]+(?:is|code(?:[ \t]+now)?))[ \t]*(?P<secret>[^\s,;()<>"'`]{6,64})(?:[\s,;)]|$)"#,
    )
    .with_body(Body::Password),
    rule(
        "admin_label_password",
        Structure,
        &["admin", "админ"],
        // A device's admin and its password, the password's own word left
        // out (`VSAT router admin: ...`, `modem (admin) ...`, `admin del
        // datalogger → ...`, `data logger admin code ...`): a value shaped
        // as a password ([`Body::Password`]); a user's name is not (`admin:
        // Ruth`, `admin: jsmith`).
        concat!(
            r"(?i)(?:^|[^\p{L}\p{N}_])(?:admin|administrator|админ\p{L}{0,6})(?:(?:[ \t]+[^\s:：=→—–»()]{1,30}){1,3}?[ \t]*(?:→|->|⇒|»)|[ \t]*(?:[:：=]|→|->|⇒|»)|[ \t]+(?:is|code(?:[ \t]+now)?)(?:[ \t]*[:：])?)[ \t]*(?P<secret>[^\s,;()<>\x22'`]{6,64})(?:[\s,;)]|$)",
            r"|(?i)\((?:admin|administrator|админ\p{L}{0,6})\)[ \t]+(?:(?:→|->|⇒|»)[ \t]*)?(?P<secret2>[^\s,;()<>\x22'`]{6,64})(?:[\s,;)]|$)",
        ),
    )
    .with_body(Body::Password),
    rule(
        "password_answering_a_question",
        Structure,
        &["?\n", "? \n", "？\n"],
        // A password alone in a chat's reply to a question (`Sarr: routeur
        // VSAT?\nFall: Nfwkbfgszy*`, a header line with the time before
        // it): shaped as a password ([`Body::Password`]), as no other
        // answer is. (A number alone may answer anything.)
        // (The reply's speaker is a name, or a header line ends in the
        // time: not a field's label, `regex: ...`, `Fine-tuned model:`. No
        // `/`: a branch's or a path's, `feature/JIRA-4412`.)
        r"[?？][ \t]*\n(?:\p{Lu}[\p{L}'’.-]{0,20}(?:[ \t]+\p{Lu}[\p{L}'’.-]{0,20}){0,2}(?:[ \t]+\d{1,2}:\d{2})?[:：][ \t]*|[^\n]{0,60}?\d{1,2}:\d{2}[ \t]*\n[ \t]*)(?P<secret>[^\s/]{6,64})[ \t]*(?:\n|$)",
    )
    .with_body(Body::Password),
    rule(
        "digits_keyed_by_automation",
        Structure,
        &["xdotool", "ydotool"],
        // A keypad's code keyed digit by digit, then entered (`xdotool key
        // 5 5 7 3 KP_Enter`, `xdotool key KP_1 KP_9 KP_7 KP_7 Return`):
        // three to eight digits' keys, then Enter's.
        concat!(
            r"(?i)(?:xdotool|ydotool)\s+key(?:\s+--?[a-z-]+(?:[ =]\d+)?)*\s+",
            r"(?P<secret>(?:KP_)?\d(?:\s+(?:KP_)?\d){2,7})\s+(?:KP_Enter|Return|Enter|KP_Return)(?-u:\b)",
        ),
    ),
    rule(
        "secret_in_a_mails_reply",
        Structure,
        &["re:", "re :", "aw:", "sv:", "rv:", "r:", "tr:", "vs:", "antw:", "wg:", "fw:", "fwd:"],
        // A mail's reply whose subject names a password, a Wi-Fi's key, a
        // PIN or a code, and whose first lines give it after a yes and a
        // dash (`RE: check-in laptop password` / `Priya, yes -
        // yBt9LYFPB8p1Cm. ta`, `RE: رمز Wi-Fi` / `..., yes - ...`): the
        // value with a digit among its characters, as a password's or a
        // code's ([`Body::Replied`]: not `yes - PR-4412 merged`, `yes -
        // 2.4GHz works`).
        concat!(
            r"(?im)(?:^|[\s:])(?:(?:re|aw|sv|rv|r|tr|vs|antw|wg|fw|fwd)[ \t]*:[ \t]*)+[^\n]{0,80}?(?:{password_labels}|password|passcode|wi-?fi|pin|code|kod|kode|parol)[^\n]{0,60}\n",
            r"(?:[^\n]{0,120}\n){0,2}?[^\n]{0,40}?(?-u:\b)(?:yes|yep|yeah|sure|here it is|ok|ja|oui|si|sí|da|sim|tak|evet)(?:,?[ \t]+it's)?[ \t]*[-–—:][ \t]*",
            r"(?P<secret>[^\s]{0,40}?\d[^\s]{0,40}?)[.,;!]?(?:[ \t]|\n|$)",
        ),
    )
    .with_body(Body::Replied),
    rule(
        "code_until_changed",
        Structure,
        &["change", "reset"],
        // A code or a password that holds until someone changes it
        // (`field phone is 3883 until the chief changes it`, `admin is
        // Seal86_ till I reset it`): what holds it is a lock's, a
        // device's or a secret's word (not `the port is 8080 until ops
        // changes it`, `rent is 2024 ...`); digits that are no year or
        // clock, or a word with a digit or a symbol.
        r"(?i)(?:^|[^\p{L}])(?:{door_leaf_words}|{lock_words}|{padlock_words}|{safe_words}|{alarm_words}|{code_words}|{password_labels}|password|pass|wi-?fi|wlan|phone|laptop|tablet|pc|computer|login|admin|mailbox)\p{L}{0,3}[ \t]+(?:is|are)(?:[ \t]+now)?[ \t]+[\x22'`]?(?P<secret>{code_not_clock}|[^\s,;()<>\x22'`]{0,30}\p{L}[^\s,;()<>\x22'`]{0,30}[0-9!#$%&*+?@^~=_][^\s,;()<>\x22'`]{0,30}|[^\s,;()<>\x22'`]{0,30}[0-9!#$%&*+?@^~=_][^\s,;()<>\x22'`]{0,30}\p{L}[^\s,;()<>\x22'`]{0,30})[\x22'`]?[ \t]+(?:until|till|til)[ \t]+(?:[\p{L}'’]+[ \t]+){1,3}?(?:changes?|resets?)[ \t]+(?:it|them)(?:[^\p{L}]|$)",
    ),
    rule(
        "typed_by_automation",
        Structure,
        &["pyautogui", "pydirectinput", "keyboard.", "computer.", "type(", "type_text", "typetext", "sendkeys", "send_keys", "typestring", "xdotool", "keystroke", "input text", "ydotool", "wtype", "\"type\"", "\"keyboard\""],
        concat!(
            // What a desktop automation types, when it looks random
            // (`pyautogui.write("Tr0ub4dor&3")`, AppleScript's `keystroke
            // "Xk29#pLm"`, `xdotool type --delay 50 'S3cr3t!x'`): a
            // password typed into a field the script does not name.
            // Prose and words typed (`"Hello world"`, `"report.pdf"`) have
            // no digits and both cases, or spaces.
            // Its text may be named (`type_text(text="...")`) and digits
            // typed in groups (`"4988 4551"`).
            r#"(?i)(?:(?:(?:pyautogui|pydirectinput|keyboard|computer)\s*\.\s*(?:write|typewrite|type)|type_?text|send_?keys(?:\.send(?:wait)?)?|typestring)\s*\(\s*(?:text\s*=\s*)?|(?-u:\b)type\s*\(\s*(?:text\s*=\s*)?)[rbuf]?["'](?P<secret>[^"'\s{\\]{6,64}|\d{3,6}(?: \d{3,6}){1,7})(?:\{[A-Za-z]+\}|\\[nrt])?["']"#,
            // (xdotool's commands chain: `xdotool search --name 'X'
            // windowactivate --sync type ...`.)
            r#"|(?i){xdotool_type}\s+(?:--?[a-z-]+(?:[ =]\d+)?\s+)*(?:["'](?P<secret2>[^"'\s]{6,64}|\d{3,6}(?: \d{3,6}){1,7})["']|(?P<secret3>[^"'\s]{6,64}))"#,
            r#"|(?i)keystroke\s+"(?P<secret4>[^"\s]{6,64})""#,
            // Android's and Wayland's typing commands (`adb shell input text
            // x`, `ydotool type x`, `wtype x`).
            // So is a Computer Use tool's `type` action in a log of its calls.
            // (Its other arguments may come between: `"target": "..."`.)
            // The value is the whole text typed, or the command's last
            // word: the first word of a sentence typed (`"Hochwasserlage
            // entspannt sich langsam"`, a headline) is no password.
            r#"|(?:(?i:adb(?:\s+-s\s+\S+)?\s+shell\s+input\s+text|ydotool\s+type|wtype)\s+["']?|"action"\s*:\s*"type(?:_text)?"\s*,(?:\s*"[a-z_]{1,20}"\s*:\s*"[^"\\\n]{0,80}"\s*,)*\s*"text"\s*:\s*"{typed_field})(?P<secret5>(?:[^"'\s\\]|\\["\\/]){6,64}|\d{3,6}(?: \d{3,6}){1,7})(?:\\?["']|\\[nrt]|[ \t]*(?:\n|$)|[ \t]+(?:&&|;|\||\d|[-+<>]))"#,
            // The call's JSON inside a message's, its quotes escaped: the
            // text ends at its escaped quote.
            r#"|\\"action\\"\s*:\s*\\"type(?:_text)?\\"\s*,(?:\s*\\"[a-z_]{1,20}\\"\s*:\s*\\"[^"\\\n]{0,80}\\"\s*,)*\s*\\"text\\"\s*:\s*\\"(?P<secret6>[^"'\s\\]{6,64}|\d{3,6}(?: \d{3,6}){1,7})\\""#,
        ),
    )
    .with_body(Body::Typed),
    rule(
        "code_typed_by_automation",
        Structure,
        &["pyautogui", "pydirectinput", "keyboard.", "computer.", "type(", "type_text", "typetext", "sendkeys", "send_keys", "xdotool", "keystroke", "input text", "ydotool", "wtype", "enter", "return", "\"type\"", "fill("],
        concat!(
            // A one-time code or a PIN typed by a desktop automation or a
            // phone's shell (`xdotool type 8626`, `adb shell input text
            // 98758753`), the whole typed text four to eight digits.
            r#"(?i)(?:(?:{xdotool_type}|ydotool\s+type|wtype|adb(?:\s+-s\s+\S+)?\s+shell\s+input\s+text)(?:\s+--?[a-z-]+(?:[ =]\d+)?)*\s+|keystroke\s+|(?:(?:pyautogui|pydirectinput|keyboard|computer)\s*\.\s*(?:write|typewrite|type)|type_?text|send_?keys)\s*\(\s*(?:text\s*=\s*)?|(?-u:\b)type\s*\(\s*(?:text\s*=\s*)?)["']?(?P<secret>\d{4,8})["']?(?:[\s),]|$)"#,
            // Or by a Computer Use tool's `type` action in a log of its calls.
            // (Its other arguments may come between, and its text be a
            // field's JSON, escaped: `"{\"field\": \"PIN\", \"value\":
            // \"7737\"}"`.)
            // (Its text may end with the Enter it presses: `"918487\n"`.)
            r#"|"action"\s*:\s*"type(?:_text)?"\s*,(?:\s*"[a-z_]{1,20}"\s*:\s*"[^"\\\n]{0,80}"\s*,)*\s*"text"\s*:\s*"{typed_field}(?P<secret3>\d{4,8}#?)(?:\\n)?\\?""#,
            // Or a keyboard tool's text, sent with Enter (`{"tool":
            // "keyboard", "args": {"text": "861781", "enter": true}}`).
            r#"|"tool"\s*:\s*"keyboard"\s*,\s*"args"\s*:\s*\{\s*"text"\s*:\s*"(?P<secret4>\d{4,8})"\s*,\s*"(?:enter|submit)"\s*:\s*true"#,
            // Or filled into an element a PIN's or a one-time code's name
            // names (`page.locator('input[name="pin"]').fill('95445690')`,
            // `page.fill('#otp', '318466')`; not `#shipping`).
            r#"|(?i)[^A-Za-z0-9](?:pin|otp|totp|passcode|mfa|2fa)[^A-Za-z0-9\n]{0,3}\)\s*\.\s*(?:fill|type|type_?text|send_?keys|set_?value)\(\s*["'](?P<secret5>\d{4,8})["']"#,
            r#"|(?i)(?:fill|type)\(\s*(?:'[^'\n]{0,60}?[^A-Za-z0-9](?:pin|otp|totp|passcode|mfa|2fa)(?:[^A-Za-z'\n][^'\n]{0,30})?'|"[^"\n]{0,60}?[^A-Za-z0-9](?:pin|otp|totp|passcode|mfa|2fa)(?:[^A-Za-z"\n][^"\n]{0,30})?")\s*,\s*["'](?P<secret6>\d{4,8})["']"#,
            // Or typed as keys and sent (`3 4 8 1 7 3 Enter`, `ctrl+a 6739
            // Return`): digits between key names, then the key that submits.
            r"|(?im)^[ \t]*(?:(?:(?:ctrl|control|alt|option|opt|cmd|command|super|meta|shift|win)\+\S+|Tab|Escape|BackSpace|Delete)[ \t]+)*(?P<secret2>\d{4,8}|\d(?: \d){3,7})[ \t]+(?:Return|Enter|KP_Enter)[ \t]*$",
        ),
    ),
    rule(
        "wifi_qr_password",
        Structure,
        &["wifi:"],
        r"(?i)WIFI:[^\n]*?(?:^|;|:)P:(?P<secret>(?:\\.|[^;\\\n])+)",
    ),
    rule(
        "oracle_credentials",
        Structure,
        &["sqlplus", "sqlldr", "expdp", "impdp", "jdbc:oracle", "@//"],
        // Also an Easy Connect string alone (`scott/pw@//host:1521/svc`);
        // the password may hold an `@` (`gis_ro/Pyl0n_M3r@p1378@//ora...`).
        // After `sqlplus` (and its switches) the password may be quoted
        // and the database a TNS alias (`sqlplus limsadm/'X'@LIMSPRD`).
        concat!(
            r"(?i)(?:(?:sqlplus|sqlldr|expdp|impdp|exp|imp)\s+|jdbc:oracle:[a-z]+:|(?:^|\s))[A-Za-z0-9_$#]+/(?P<secret>[^\s/]+?)@(?://|[A-Za-z0-9.-]+:\d{2,5}/)",
            r#"|(?i)sqlplus\s+(?:-[A-Za-z]+\s+)*[A-Za-z0-9_$#]+/(?P<secret2>'[^'\n]+'|"[^"\n]+"|[^@\s/'"]+)@[A-Za-z0-9_.-]+"#,
        ),
    ),
    rule(
        "totp_setup_key",
        Structure,
        SETUP_KEY_LABELS,
        // An authenticator's key in four or more groups of base32, one
        // with a digit, all of one case (`PL24 TQCS UFMO B53C`, `dcfu
        // 7cso 5hg5 nlhs`), or 16, 26, 32 or 52 capitals and digits in one
        // run, after the words that give it (`Can't scan the QR code? Enter
        // this key instead:`, `Secret:`, `Saisissez cette clé :`, in a
        // dozen languages; the setup key's name in twenty-eight more).
        concat!(
            r"(?i)(?:{setup_key_labels}|(?-u:\b)(?:key(?:\s+instead)?|secret)\s*[:：]|enter\s+this\s+key|text\s+code\s+instead|이\s*키)[^\n]{0,60}?\s*(?-u:\b)(?P<secret>(?-i:(?:[A-Z]{4} ){3,}[A-Z2-7]{0,3}[2-7][A-Z2-7]{0,3}(?: [A-Z2-7]{2,4})*|(?:[A-Z]{4} ){2}[A-Z2-7]{0,3}[2-7][A-Z2-7]{0,3}(?: [A-Z2-7]{2,4})+|[A-Z]{4} [A-Z2-7]{0,3}[2-7][A-Z2-7]{0,3}(?: [A-Z2-7]{2,4}){2,}|[A-Z2-7]{0,3}[2-7][A-Z2-7]{0,3}(?: [A-Z2-7]{2,4}){3,}|(?:[a-z]{4} ){3,}[a-z2-7]{0,3}[2-7][a-z2-7]{0,3}(?: [a-z2-7]{2,4})*|(?:[a-z]{4} ){2}[a-z2-7]{0,3}[2-7][a-z2-7]{0,3}(?: [a-z2-7]{2,4})+|[a-z]{4} [a-z2-7]{0,3}[2-7][a-z2-7]{0,3}(?: [a-z2-7]{2,4}){2,}|[a-z2-7]{0,3}[2-7][a-z2-7]{0,3}(?: [a-z2-7]{2,4}){3,}))(?-u:\b)",
            // In one run after the words that ask for it (not after a bare
            // `key:`, which names other keys too).
            r"|(?i)(?:{setup_key_labels}|enter\s+this\s+key|이\s*키)[^\n]{0,60}?\s*(?P<secret2>(?-i:[A-Z2-7]{16}|[A-Z2-7]{26}|[A-Z2-7]{32}|[A-Z2-7]{52}))(?-u:\b)",
        ),
    ),
    rule(
        "seed_phrase",
        Structure,
        &["seed", "mnemonic", "recovery phrase", "secret phrase", "wallet", "words", "semilla", "1.", "recupera", "récupération", "wiederherstellungs", "herstelzin", "recupero", "odzyskiwania"],
        concat!(
            // After its label (`seed phrase:`, `my wallet words are`,
            // `import wallet with`, `24 words backup —`, `frase semilla:`),
            // twelve to twenty-four words apart by spaces or commas.
            // (Named in other languages too: `Palabras de recuperación`,
            // `phrase de récupération`, `Wiederherstellungsphrase`.)
            r"(?i)(?:(?:(?-u:\b)(?:seed|mnemonic|recovery|secret|wallet\s+words|import\s+wallet|frase\s+semilla|(?:12|15|18|21|24)\s+words)(?:\s+(?:recovery|seed))?(?:\s+(?:phrase|words))?(?-u:\b)|(?:palabras|frase|palavras)\s+de\s+recupera(?:ción|cion|ção|cao)|phrase\s+de\s+récupération|wiederherstellungs(?:phrase|wörter)|herstelzin|frase\s+di\s+recupero|fraza\s+odzyskiwania)[^\n]{0,30}?\n?",
            r"(?P<secret>(?:(?-u:\b)[a-z]{3,8},?\s+){11,23}[a-z]{3,8}(?-u:\b))",
            // Or a numbered list of lowercase words (`1. beyond 2. yard ...
            // 12. abandon`, `1. afraid agree ...`).
            r"|(?P<secret2>(?-u:\b)1[.)]\s*(?-i:[a-z]{3,8}(?:\s+(?:\d{1,2}[.)]\s*)?[a-z]{3,8}){11,23})))",
        ),
    ),
    // (Werkzeug's, Flask's and Odoo's: `pbkdf2:sha256:600000$<salt>$<hex>`,
    // `scrypt:32768:8:1$<salt>$<hex>`.)
    rule(
        "password_hash",
        Structure,
        &["$", "grub.pbkdf2", "{ssha", "{sha", "{crypt", "{md5", "{smd5", "{pbkdf2"],
        r#"\$(?:1|2[abxy]?|5|6|7|8|9|y|gy|apr1|md5|sha1|sha256|sha512|argon2(?:id|i|d)|pbkdf2(?:-sha\d+)?|scrypt|bcrypt(?:-sha256)?|krb5(?:tgs|asrep|pa)|P|H)\$[^\s'"<>]{8,}|(?:pbkdf2_sha256|pbkdf2_sha1|argon2|bcrypt_sha256|scrypt)\$[^\s'"<>]{8,}|(?:pbkdf2:sha(?:1|256|512)(?::\d{1,7})?|scrypt:\d{1,7}:\d{1,3}:\d{1,3})\$[A-Za-z0-9]{4,}\$[0-9a-f]{32,}|SCRAM-SHA-(?:1|256|512)\$[^\s'"]{8,}|grub\.pbkdf2\.sha\d+\.\d+\.[A-Fa-f0-9.]{16,}|\{(?:SSHA|SHA|SSHA256|SSHA512|SMD5|MD5|CRYPT|PBKDF2[A-Z0-9-]*)\}[^\s'"]{8,}"#,
    ),
    rule(
        "jwk_private_member",
        Structure,
        &["kty"],
        // A JSON Web Key's private members: an `oct` key's `k` (a
        // ClearKey licence's content key), an RSA or EC key's `d` and its
        // primes; the key's type before them or after.
        concat!(
            r#"\\?"kty\\?"\s*:\s*\\?"(?:oct|RSA|EC|OKP)\\?"[^{}]*?\\?"(?:k|d|p|q|dp|dq|qi)\\?"\s*:\s*\\?"(?P<secret>[A-Za-z0-9_-]{16,})\\?""#,
            r#"|\\?"(?:k|d)\\?"\s*:\s*\\?"(?P<secret2>[A-Za-z0-9_-]{16,})\\?"[^{}]*?\\?"kty\\?"\s*:\s*\\?"(?:oct|RSA|EC|OKP)\\?""#,
        ),
    ),
    rule(
        "clearkey_pair",
        Structure,
        &["clearkey", "clear_key", "clear key", "clear-key"],
        // A ClearKey pair as a player's config or a note writes it (dash.js's
        // `clearkeys: { '<kid>': '<key>' }`, `clearkey pair ... '<kid>':
        // '<key>'`): the key id is public, the key after it is not. Up to
        // three lines on from the word.
        r#"(?i)clear[ _-]?keys?(?:[^\n]*\n){0,3}?[^\n]*?["'](?:[0-9a-f]{32}|[A-Za-z0-9_-]{22})["'][ \t]*:[ \t]*["'](?P<secret>[0-9a-f]{32}|[A-Za-z0-9_-]{22})["']"#,
    ),
    rule(
        "value_under_secret_name",
        Structure,
        &["value"],
        // A runbook's or a ticket's `Current value:` or `New value to
        // deploy:` up to three lines under a line that names a key, a
        // token, a secret or a password (`## Rotating the Airship app
        // master secret` ... `2. Current value (valid until 2025-03-28):
        // \`44Bz...\``).
        r#"(?im)^[^\n]*(?-u:\b)(?:secrets?|tokens?|keys?|passwords?|passcodes?|passphrases?|credentials?)(?-u:\b)[^\n]*\n(?:[^\n]*\n){0,3}?[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:current|new|old)[ \t]+value(?:[ \t]+to[ \t]+(?:deploy|use|set))?(?:[ \t]*\([^)\n]*\))?[ \t]*[:：][ \t]*[`"']?(?P<secret>[^\s`"']{8,200})"#,
    )
    .with_body(Body::Shaped),
    rule(
        "secret_typed_variable",
        Structure,
        &["secret"],
        // A variable its tool marks as secret, whatever its name (a Postman
        // environment's `{"key": "clarifaiPat", "value": "...", "type":
        // "secret"}`, either order within the object).
        concat!(
            r#"\\?"value\\?"\s*:\s*\\?"(?P<secret>[^"\\\n]{1,400})\\?"[^{}]{0,200}?\\?"type\\?"\s*:\s*\\?"secret\\?""#,
            r#"|\\?"type\\?"\s*:\s*\\?"secret\\?"[^{}]{0,200}?\\?"value\\?"\s*:\s*\\?"(?P<secret2>[^"\\\n]{1,400})\\?""#,
        ),
    ),
    rule(
        "keystore_password_argument",
        Structure,
        &["x509certificate", "tochararray", "load_key_and_certificates", "pkcs12", "load_pkcs12"],
        // A keystore's or a certificate file's password passed to what
        // opens it: .NET's `new X509Certificate2("x.pfx", "<pw>", ...)`
        // and `X509CertificateLoader.LoadPkcs12FromFile(path, "<pw>")`,
        // Java's `ks.load(in, "<pw>".toCharArray())`, Python's
        // `load_key_and_certificates(data, b"<pw>")`, Go's
        // `pkcs12.Decode(data, "<pw>")`.
        concat!(
            r#"(?i)(?:x509certificate2?|\.import|loadpkcs12(?:fromfile)?|load_key_and_certificates|load_pkcs12|pkcs12\.decode(?:chain)?)[ \t]*\([^(),、\n]{0,100}(?:\([^()\n]{0,100}\)[^(),、\n]{0,100})?[,、][ \t]*b?"(?P<secret>[^"\n]{1,128})""#,
            r#"|(?:load|init|getkey|setkeyentry|getinstance)[ \t]*\([^()\n]{0,100}?(?:\([^()\n]{0,100}\)[^()\n]{0,100}?)?"(?P<secret2>[^"\n]{1,128})"\.tochararray\(\)"#,
        ),
    ),
    rule(
        "postgres_md5_hash",
        Structure,
        &["md5"],
        // PostgreSQL's stored password: `md5` and 32 hexadecimal digits of
        // the password salted with the role's name.
        r"(?:^|[^A-Za-z0-9])(?P<secret>md5[0-9a-f]{32})(?:$|[^A-Za-z0-9])",
    ),
    rule(
        "secret_form_value",
        Structure,
        &["value", "secret"],
        // A form that sets a named secret: the variable's name on its line,
        // the value's label on the next (`Value`, `Secret *`), the value on
        // the one after (Vercel's environment variables, GitHub's `New
        // secret`).
        r"(?m)^[ \t]*[A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|PWD|AUTH|CREDENTIALS?|PRIVATE)[A-Z0-9_]*[ \t]*\n[ \t]*(?:Value|Secret)[ \t]*\*?[ \t]*\n[ \t]*(?P<secret>[^\s\[][^\n]{0,300}?)[ \t]*$",
    ),
    rule(
        "value_before_label",
        Structure,
        &["←", "<-", "↑", "\n(", "\n^"],
        // A value alone on its line, then what it is: after `←` on its
        // line, or on the next line after `(`, `↑` or `^` (`S0l3il.848AZ  ←
        // Passwort (Jira)`, `X\n(pw for the printer admin page)`), named by
        // a password's label in any language (`"maple.walnut.15" ← Mật
        // khẩu`), or a key's, a token's or a secret's (`<hex>` then `^
        // that's the SpotX API key`), or a secret's with its owner's words
        // (`<- that's the AMI MQTT broker secret`). A quoted value loses
        // its quotes, and
        // text glued before them (`id_"..."`).
        r#"(?im)^[ \t]*(?:[^\s"“'(↑^←]*["“'])?(?P<secret>[^\s(↑^←"“'][^\s"”']{5,63})["”']?[ \t]*(?:(?:←|<-)[ \t]*|\n[ \t]*(?:\(|↑|\^|←)[ \t]*)[^\n]{0,30}?(?:(?-u:\b)pwd?(?-u:\b)|password|{password_labels}|(?:(?:api|secret|access|private|signing|encryption|license|master)[ _-]?key|(?:api|access|auth|refresh)[ _-]?token|(?:client|api|app|webhook)[ _-]?secret|(?:the|our|its)[ \t]+(?:[\p{L}\p{N}_-]+[ \t]+){0,4}secret)(?:[ \t]*(?:[.,;:!?)(]|$)|[ \t]+(?:for|of|to|in|on|from|at|is)(?-u:\b)|[ \t]+[-–—]))"#,
    ),
    rule(
        "key_emoji",
        Structure,
        &["🔑"],
        // A password between key emoji in a chat (`🔑 list-enroll-giraffe7
        // 🔑`): a word with a digit or a symbol, after a label if one is
        // written (`🔑 Wi-Fi: Circus2024!`); a label is no password (`🔑
        // Wi-Fi: ask reception`).
        r"🔑[ \t]*(?:[^\s🔑]{1,24}[:：][ \t]+)?(?P<secret>[^\s🔑]{0,40}[0-9!@#$%^&*_.-](?:[^\s🔑]{0,39}[^\s🔑:：])?)(?:[\s🔑]|$)",
    ),
    rule(
        "typed_after_ssh",
        Structure,
        &["ssh "],
        // Text typed into a terminal: `ssh user@host`, Return, then the
        // password and Return (`ssh root@web-03\nSakura7911#\n`, also
        // with JSON's escaped newlines).
        r#"(?-u:\b)ssh\s+(?:-\S+\s+)*[\w.-]+@[\w.-]+(?:\\n|\n|\\r)(?P<secret>[^\\\s"']{6,64})(?:\\n|\n|\\r|"|$)"#,
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
    // An alarm company's code word (`codeword: Girasole`).
    "codeword",
    // Steam's game server login token (`STEAM_GSLT: ...`).
    "gslt",
    // French's password as a key (`"mot_de_passe": ...`), its words joined;
    // Portugal's (`"palavra_passe": ...`).
    "motdepasse",
    "palavrapasse",
    // Session cookies by name, as a cookie table's rows give them.
    "jsessionid",
    "phpsessid",
    "aspsessionid",
    "password",
    "passwd",
    "pwd",
    // (Misspelled as people type it: `pswd = 427067`.)
    "pswd",
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
    "pincode",
    "pinkode",
    // An app's key as one word (`LORA_APPKEY`, LoRaWAN's `AppKey`), and
    // LoRaWAN's other root and session keys (`NwkKey`, `APP_SKEY`,
    // `nwk_skey`).
    "appkey",
    "nwkkey",
    "appskey",
    "nwkskey",
    "skey",
    "cookie",
    "cookies",
    "pin",
    "otp",
    "totp",
    "psk",
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
    "mnemonic",
    // Etsy's API key (`ETSY_KEYSTRING`).
    "keystring",
];

/// Endings that make a word a strong key word (`pgpassword`, `dbpass`,
/// `csrftoken`, `mysqlpwd`, `storepass`).
pub(super) const STRONG_SUFFIXES: &[&str] = &[
    "password",
    "passwd",
    "passphrase",
    "pwd",
    "pass",
    "secret",
    "token",
    "apikey",
    // (`Trolleysecretkey`, a name's words run together.)
    "secretkey",
];

/// Words with a strong ending that are ordinary words, or that name no
/// secret (`OLDPWD` is the previous directory).
pub(super) const NOT_SECRET_WORDS: &[&str] = &[
    "bypass",
    "compass",
    "surpass",
    "trespass",
    "overpass",
    "underpass",
    "encompass",
    "oldpwd",
    "firstpass",
    "multipass",
];

/// Two adjacent key words that make any value after them a secret
/// (`api_key`, `X-Api-Key`, `clientSecret`, `AccountKey`, `one-time code`).
pub(super) const STRONG_PAIRS: &[(&str, &str)] = &[
    // Perforce's login ticket (`perforce_ticket`).
    ("perforce", "ticket"),
    // A DRM's content key, an HMAC's key (`CONTENT_KEY`, `hmac_secret`).
    // (Not a cipher's `aes key`: a tunnel's list gives its length, `esp=aes
    // key=16 ****`.)
    ("content", "key"),
    ("hmac", "key"),
    ("hmac", "secret"),
    // A keystore's or a certificate file's password, as a chat shortens it
    // (`keystore pass for the Swish cert: ...`, `pfx pass`).
    ("keystore", "pass"),
    ("pfx", "pass"),
    // An alarm's duress word, said to its company to tell them the caller
    // is forced (`duress word for Securitas: "Cobalt Willow"`), and its
    // code word (`code word: Girasole`).
    ("duress", "word"),
    ("duress", "phrase"),
    ("duress", "code"),
    ("code", "word"),
    ("api", "key"),
    ("palavra", "passe"),
    // A radio's `Basic privacy key`.
    ("privacy", "key"),
    ("api", "token"),
    ("api", "secret"),
    ("access", "key"),
    ("access", "token"),
    ("access", "code"),
    ("secret", "key"),
    ("private", "key"),
    ("client", "secret"),
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
    ("auth", "code"),
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
    ("security", "answer"),
    ("security", "code"),
    // SNMP's community strings, its passwords (`write_community: ...`).
    ("snmp", "community"),
    ("write", "community"),
    ("read", "community"),
    ("rw", "community"),
    ("ro", "community"),
    ("trap", "community"),
    ("network", "key"),
    ("wireless", "key"),
    ("wifi", "key"),
    ("wpa", "key"),
    // Windows' Wi-Fi dialog: `Network security key`.
    ("security", "key"),
    ("secret", "answer"),
    ("x", "auth"),
    ("time", "code"),
    ("verification", "code"),
    // PagerDuty's Events API key (`"routing_key": "R0e2..."`).
    ("routing", "key"),
    // OCPP's charge point password (`AuthorizationKey=...`).
    ("authorization", "key"),
    ("login", "code"),
    ("backup", "code"),
    ("recovery", "code"),
    ("recovery", "key"),
    ("api", "hash"),
    ("security", "key"),
    ("product", "key"),
    // A streaming service's ingest key (`KICK_STREAM_KEY=...`).
    ("stream", "key"),
    ("digit", "code"),
    ("mfa", "code"),
    ("sms", "code"),
    ("seed", "phrase"),
    ("recovery", "phrase"),
    ("secret", "phrase"),
    ("backup", "phrase"),
    ("maiden", "name"),
    ("key", "content"),
    ("security", "number"),
    ("ntlm", "hash"),
    ("nt", "hash"),
    ("lm", "hash"),
    ("password", "hash"),
];

/// The word for password in about 30 languages: the keywords of
/// `localized_password_label`, its pattern's `{password_labels}`, and
/// labels prose reads (`assign.rs`).
pub(super) const LOCALIZED_PASSWORD_LABELS: &[&str] = &[
    // A passphrase in French, Spanish and Japanese (an SRT encoder's
    // `Phrase secrète`, `パスフレーズ`).
    "phrase secrète",
    "frase secreta",
    "パスフレーズ",
    // Dutch's and Polish's passphrase, Russian's code word (`Wachtzin voor
    // de documentkluis: ...`, `Fraza dostępu do sejfu: ...`, `кодовое
    // слово «...»`), and an access code in German, French and Italian.
    "wachtzin",
    "wachtwoordzin",
    "fraza dostępu",
    "кодовое слово",
    // A code word an alarm company asks for (Danish's and Norwegian's
    // `kodeord` is their password too), in more languages.
    "kodeord",
    "kodord",
    // Haitian Creole's password, Somali's secret key and secret word.
    "modpas",
    // Vietnamese's typed without its accents (`mat khau:`), which a word
    // this short does not learn by itself (`view::for_view`).
    "mat khau",
    // Zulu's, Hausa's, Scots Gaelic's and Punjabi's password
    // (`iphasiwedi ye-wifi:`, `kalmar sirri ta wifi:`, `Facal-faire wifi`).
    "iphasiwedi",
    "kalmar sirri",
    "facal-faire",
    "ਪਾਸਵਰਡ",
    "furaha sirta",
    "erayga sirta",
    // A backup's passphrase in Spanish and Swahili; a password manager's
    // master phrase (also a passphrase's name, as `PASSPHRASE_NAMES`).
    "frase de paso",
    // A disk's encryption phrase (`disk encryption unlock phrase: ...`).
    "unlock phrase",
    "frase maestra",
    "frase mestra",
    "frase principale",
    "phrase maîtresse",
    "kauli ya siri",
    "tunnussana",
    "kódszó",
    "parola d'ordine",
    "合言葉",
    "暗号",
    // (Not `code word` or `codeword`, which `Unicode word` and
    // `UnicodeWordError` hold: `codeword` is a key's strong word.)
    "verification word",
    "zugriffscode",
    "code d'accès",
    "codice di accesso",
    // Bulgarian, European Portuguese, Arabic's "password of", Serbian and
    // Macedonian, Persian, Catalan, Basque, Malay, Icelandic, Albanian,
    // Armenian, Georgian, Kazakh, Uzbek and Azerbaijani.
    "парола",
    "palavra-passe",
    "palavra passe",
    "كلمة مرور",
    "лозинка",
    "رمز عبور",
    "contrasenya",
    "pasahitza",
    "kata laluan",
    "lykilorð",
    "fjalëkalimi",
    "գաղտնաբառ",
    "პაროლი",
    // Svan's and Mingrelian's, the Georgian word without its ending
    // (`პაროლ: ...`, `wifi-შ პაროლ ლი ...`).
    "პაროლ",
    "құпия сөз",
    "parol",
    // Tajik's (`weather station парол: ...`).
    "парол",
    // English's, misspelled as a quick note has it (`fuel card passwrd
    // 7418`, `crew locker paswd 082`).
    "passwrd",
    "paswd",
    "pasword",
    "şifrə",
    "passwort",
    "kennwort",
    "wlan-schlüssel",
    "netzwerkschlüssel",
    "zugangscode",
    "mot de passe",
    "contraseña",
    "contrasena",
    "senha",
    "wachtwoord",
    // Frisian's, Krio's and Breton's (`It wachtwurd fan ...:`, `Paswɔd fɔ
    // ...:`, `Ar ger-tremen evit ...:`).
    "wachtwurd",
    "paswɔd",
    "ger-tremen",
    "الباسورد",
    "סיסמת",
    "סיסמא",
    "비번",
    "密語",
    "密语",
    "lösenord",
    "lösen",
    "adgangskode",
    "passord",
    "salasana",
    "hasło",
    // (`zalogować się jako X hasłem Y`: with the password Y; Czech's
    // `heslem`, Russian's `паролем`, `защищён паролем: X`.)
    "hasłem",
    "haslo",
    "heslo",
    "heslem",
    "паролем",
    "jelszó",
    "jelszav",
    "passordet",
    "lösenordet",
    "adgangskoden",
    "parola",
    "parolă",
    // Ligurian's and Veps' and Karelian's (`paròlla d'ordine is X`,
    // `peitsana: X`).
    "paròlla",
    "peitsana",
    "peittosana",
    // Scots' and Hawaiian's (`passwird: X`, `ʻōlelo huna: X`; the
    // ʻokina dropped as people type it).
    "passwird",
    "ʻōlelo huna",
    "ʻolelo huna",
    "ōlelo huna",
    "olelo huna",
    "пароль",
    "パスワード",
    "暗証番号",
    "密码",
    "密碼",
    "口令",
    "비밀번호",
    "암호",
    "mật khẩu",
    "şifre",
    "κωδικός",
    "סיסמה",
    "كلمة المرور",
    "كلمة السر",
    // Arabic's `secret code` and `secret number` (`الرمز السري لبوابة
    // الشحن:`, a card's `الرقم السري`).
    "الرمز السري",
    "الرقم السري",
    "كلمة سر",
    "รหัสผ่าน",
    "पासवर्ड",
    // The word in more of South Asia's scripts, Persian's, Southeast
    // Asia's and two of Nigeria's languages (`وائی فائی پاس ورڈ:`,
    // Malayalam's as read, its zero-width non-joiner gone; Igbo's
    // `Paswọọdụ WiFi ndị ọrụ bụ ...`).
    "پاس ورڈ",
    "پاسورڈ",
    "പാസ്വേഡ്",
    "পাসওয়ার্ড",
    "పాస్వర్డ్",
    "ਪਾਸਵਰਡ",
    "પાસવર્ડ",
    "ಪಾಸ್ವರ್ಡ್",
    "கடவுச்சொல்",
    "මුරපදය",
    "کلمه عبور",
    "ពាក្យសម្ងាត់",
    "ລະຫັດຜ່ານ",
    "စကားဝှက်",
    "paswọọdụ",
    "ọrọigbaniwọle",
    // Farsi's and Dari's borrowing, Pashto's, Sorani Kurdish's,
    // Amharic's borrowing, Tigrinya's, Welsh's, Irish's, Kurmanji's and
    // Somali's (`پسورد وای فای:`, `د وای فای پاسورډ ... دی`, `وشەی
    // نهێنی:`, `መሕለፊ ቃል:`, `Cyfrinair y wifi:`, `Pasfhocal an wifi:`,
    // `Şîfreya wifi:`, `erayga sirta ah:`).
    "پسورد",
    "پاسورد",
    "باسورد",
    // Farsi's `password` is the Arabic `code` before Wi-Fi's name (`رمز
    // وایفای داوطلبها عوض شد:`); Arabic's too (`رمز الواي فاي`).
    "رمز وای فای",
    "رمز وای\u{200c}فای",
    "رمز الواي فاي",
    "رمز الوايفاي",
    "رمز الواي",
    "پټنوم",
    "پاسورډ",
    "وشەی نهێنی",
    "وشەی تێپەڕ",
    "پاسۆرد",
    "ፓስዋርድ",
    "ፓስዎርድ",
    "መሕለፊ ቃል",
    "cyfrinair",
    // (Welsh's mutations after `fy`, `ei`, `dy`; Irish's lenition after
    // `mo`, `do`: `Fy nghyfrinair yw`, `mo phasfhocal:`.)
    "nghyfrinair",
    "gyfrinair",
    "chyfrinair",
    "pasfhocal",
    "phasfhocal",
    "focal faire",
    "şîfre",
    "şîfreya",
    "erayga sirta",
    "kata sandi",
    "lozinka",
    "geslo",
    "parool",
    "slaptažodis",
    "parole",
    "wlan-schlüssel",
    "netzwerkschlüssel",
    "mdp",
    "code secret",
    // A meeting's passcode, as video calls' invitations name it.
    "kenncode",
    "toegangscode",
    "パスコード",
    "код доступа",
    "kod dostępu",
    "رمز المرور",
    "código de acceso",
    "código de acesso",
    "codice d'accesso",
    "åtkomstkod",
    "pääsykoodi",
    "erişim kodu",
    "קוד גישה",
    "mã truy cập",
    "kode akses",
    "κωδικός πρόσβασης",
    "κωδικό",
    "nenosiri",
    // Sidamo's (`pasiwordi:`).
    "pasiwordi",
    "ọ̀rọ̀ aṣínà",
    "የይለፍ ቃል",
    "รหัส wi-fi",
    "รหัส wifi",
    "συνθηματικό",
    "salauslause",
    "přístupový kód",
    "код доступу",
    "kode sandi",
    "पासकोड",
    "mật mã",
    // A Wi-Fi network's key, as systems and routers name it.
    "netwerkbeveiligingssleutel",
    "sicherheitsschlüssel für netzwerk",
    "netzwerksicherheitsschlüssel",
    "clé de sécurité réseau",
    "clé de sécurité wi-fi",
    "clé wpa",
    "chiave wpa",
    "chiave di rete",
    "clave de seguridad de red",
    "clave wpa",
    "chave de segurança da rede",
    "klucz zabezpieczeń sieci",
    "ключ безопасности сети",
    "ağ güvenlik anahtarı",
    "clé wi-fi",
    "clé wifi",
    "clave wi-fi",
    "clave wifi",
    "chave wi-fi",
    "chave wifi",
    "chiave wi-fi",
    "chiave wifi",
    "klucz wi-fi",
    "klucz wifi",
    "ключ wi-fi",
    "ключ wifi",
    "ключ вай-фай",
    "مفتاح الواي فاي",
    "مفتاح wi-fi",
    "wi-fi anahtarı",
    "wifi anahtarı",
    "kunci wi-fi",
    "kunci wifi",
    "khóa wi-fi",
    "wi-fi 키",
    "wi-fiキー",
    "wi-fi キー",
    "ufunguo wa wi-fi",
    "wifi-sleutel",
    // A Wi-Fi network's code, as France, Spain, Italy and the North name
    // its key (`Code wifi : ...`, `WiFi-kode: ...`).
    "code wifi",
    "code wi-fi",
    "code du wifi",
    "code du wi-fi",
    "código wifi",
    "código wi-fi",
    "código del wifi",
    "codice wifi",
    "codice wi-fi",
    "codice del wifi",
    "wifi-code",
    "wi-fi-code",
    "wlan-code",
    "wifi-kode",
    "wi-fi-kode",
    "wlan-kode",
    "wifi-kod",
    "wi-fi-kod",
    "wifi-koodi",
    "wi-fi-koodi",
    "wlan-koodi",
    "kod do wifi",
    "kod wi-fi",
    "wifi kodu",
    "wi-fi kodu",
    "wifi-schlüssel",
    "wi-fi-schlüssel",
    "wpa-schlüssel",
    "wpa2-schlüssel",
    "รหัสไวไฟ",
    // An administrator's password (`Пароль администратора = ...`).
    "парольная фраза",
    "пароль администратора",
    "пароль адміністратора",
    "nätverkssäkerhetsnyckel",
    "netværkssikkerhedsnøgle",
    "verkon suojausavain",
    // SSSD's `ldap_default_authtok` (not `sentryAuthToken`).
    "_authtok",
    // The word in Galician, Basque, Armenian, Georgian, Kazakh,
    // Mongolian, Serbian, Bulgarian, Icelandic and Kinyarwanda, and the
    // object forms of Croatian's and Serbian's (`contrasinal do correo`,
    // `pasahitz berria:`, `lozinku`, `ijambo ry'ibanga`).
    "contrasinal",
    "pasahitz",
    "პაროლს",
    "құпиясөз",
    "нууц үг",
    "лозинку",
    "lozinku",
    "lozinke",
    "паролата",
    "lykilord",
    "ijambo ry'ibanga",
    // (And with a typed apostrophe.)
    "ijambo ry’ibanga",
    "šifra",
    "sifra",
    "šifru",
    "sifru",
    "шифра",
    "шифру",
    // Afrikaans's (also glued to the bank's, bankwagwoord), Faroese's,
    // Luxembourgish's, Yiddish's, Tamil's transliterated English, and
    // Javanese's and Sundanese's spelling.
    "wagwoord",
    "bankwagwoord",
    "loyniorð",
    "passwuert",
    "pasword",
    "פּאַראָל",
    "פאראל",
    "பாஸ்வேர்ட்",
    // A password in Afaan Oromo, Maori, Samoan, Tongan, Northern Sami, Tok
    // Pisin, Papiamento, Tatar and Bashkir (its own word and Russian's with
    // their endings), Kyrgyz, Turkmen, Tajik, Sorani Kurdish and Hausa
    // (`jecha icciitii`, `kupuhipa`, `upu faalilolilo`, `lea fufu`,
    // `beassansátni`, `paswot`, `kontraseña`, `серсүзе`, `паролы`,
    // `сырсөз`, `açar sözi`, `پاسۆردی`, `kalmar sirrin`).
    "jecha icciitii",
    "jecha iccitii",
    "jecha darbii",
    "kupuhipa",
    "kupu huna",
    "upu faalilo",
    "upu faalilolilo",
    "upu fa'alilo",
    "lea fufu",
    "lea fufū",
    "beassansátni",
    "beassansatni",
    "paswot",
    "paswod",
    "kontraseña",
    "kontrasena",
    "серсүз",
    "серсүзе",
    "серсүзен",
    "серсүзең",
    "паролы",
    "паролен",
    "паролең",
    "пароли",
    "сырсөз",
    "сырсөзү",
    "açar sözi",
    "acar sozi",
    "açar söz",
    "پاسۆردی",
    "kalmar sirrin",
    // A password in Romansh, Occitan, Friulian, Sardinian, Sesotho and Tswana,
    // Xhosa, Luganda, Chichewa, Kabyle, Sindhi, Assamese, Odia, Tibetan, Uyghur,
    // Hmong, Tetum, Hawaiian and Chuvash (`pled-clav`, `senhal`, `peraule
    // clâf`, `crae`, `phasewete`, `igama lokugqitha`, `paasiwaadi`, `mawu
    // achinsinsi`, `awal uffir`, `پاسورڊ`, `পাছৱৰ্ড`, `ପାସୱାର୍ଡ`, `གསང་ཚིག`,
    // `پارول`, `lo lus zais`, `liafuan-xave`, `hua hūnā`, `паролĕ`).
    "pled-clav",
    "pled clav",
    "senhal",
    "mot de passa",
    "peraule clâf",
    "peraule clâv",
    "peraule clav",
    "crae",
    "phasewete",
    "lefoko la sephiri",
    "lentswe la sephiri",
    "igama lokugqitha",
    "igama eliyimfihlo",
    "paasiwaadi",
    "ekigambo ekyekusifu",
    "mawu achinsinsi",
    "achinsinsi",
    "awal uffir",
    "awal n uffir",
    "پاسورڊ",
    "ڳجهو لفظ",
    "পাছৱৰ্ড",
    "পাছৱাৰ্ড",
    "ପାସୱାର୍ଡ",
    "གསང་ཚིག",
    "پارول",
    "پارولى",
    "lo lus zais",
    "liafuan-xave",
    "liafuan xave",
    "hua hūnā",
    "hua huna",
    "паролĕ",
    // Estonian's own word, Esperanto's and Yoruba's (`salasõna`, `pasvorto`,
    // `ọrọ igbaniwọle`).
    "salasõna",
    "salasona",
    "pasvorto",
    "ọrọ igbaniwọle",
    "oro igbaniwole",
    // A password in Sakha, Ossetian, Chechen, Crimean Tatar, Ewe, Tsonga,
    // Tamazight's Tifinagh, Tahitian, Dhivehi, Low German and Upper Sorbian
    // (`кистэл тыл`, `сусæг дзырд`, `къайлаха дош`, `gizli söz`, `nya ɣaɣla`,
    // `phasiwedi`, `ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ`, `parau huna`, `ޕާސްވޯޑް`, `Passwoort`, `hesło`).
    "кистэл тыл",
    "кистэл тылы",
    "сусæг дзырд",
    "сусӕг дзырд",
    "сусаг дзырд",
    "сусæг ныхас",
    "къайлаха дош",
    "къайлах дош",
    "gizli söz",
    "gizli soz",
    "nya ɣaɣla",
    "nya gagla",
    "phasiwedi",
    "ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ",
    // Standard Moroccan Tamazight's word of passage (`ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵏ
    // compte mail du site: ...`).
    "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ",
    "parau huna",
    "parau hūna",
    "ޕާސްވޯޑް",
    "ޕާސްވޯޑު",
    "passwoort",
    "kennwoort",
    "hesło",
    // An alarm's duress word, told to its company to say the caller is
    // forced, in English and French (`duress word for Securitas: "Cobalt
    // Willow"`, `mot de contrainte`). (Not `code word`, which `Unicode word
    // boundaries` holds: the pair reads it as a key.)
    "duress word",
    "duress phrase",
    "duress password",
    "mot de contrainte",
    // Bambara's password as typed without its letters `ɲ` and `ɛ` (`gundo dane`).
    "gundo daɲɛ",
    "gundo dane",
    "gundo dana",
    // A password in Meitei (in Bengali script and in Meetei Mayek) and
    // Ladino (`user admin, পাসৱার্ড dzAkFnnaNDLSAg`, `la kontrasenya
    // Tundra-7646#`).
    "পাসৱার্ড",
    "ꯄꯥꯁꯋꯥꯔꯗ",
    "kontrasenya",
];

/// [`LOCALIZED_PASSWORD_LABELS`] as written and as the detector reads
/// text (Indic and Thai marks dropped), each form once, made once: the
/// checks that ask them run for every candidate.
pub(super) static PASSWORD_LABELS_AS_READ: Lazy<Vec<String>> = Lazy::new(|| {
    let mut forms: Vec<String> = LOCALIZED_PASSWORD_LABELS
        .iter()
        .flat_map(|l| [(*l).to_owned(), super::view::as_read(l).into_owned()])
        .collect();
    forms.sort_unstable();
    forms.dedup();
    forms
});

/// Names of a one-time code in other languages (`認証コード`,
/// `Bestätigungscode`, `código de verificación`): the keywords of
/// `localized_code_label` and its pattern's `{code_labels}`.
pub(super) const LOCALIZED_CODE_LABELS: &[&str] = &[
    // `Your code is` on a self check-in kiosk's screen, in Vietnamese,
    // Thai and Arabic (`mã của bạn là 6303`, `รหัสของคุณคือ 432842`,
    // `رمزك هو 582412`).
    "mã của bạn",
    "รหัสของคุณ",
    "رمزك",
    // A sign-in's code, its service named after it (`Code de connexion
    // Google : 893763`, `Inloggningskod för GitHub: 300847`).
    // Haitian Creole's and Somali's verification code.
    "kòd verifikasyon",
    // Catalan's (`codi de verificació 967911`).
    "codi de verificació",
    "koodhkaaga xaqiijinta",
    "koodhka xaqiijinta",
    "code de connexion",
    "inloggningskod",
    "innloggingskode",
    "kirjautumiskoodi",
    "mã đăng nhập",
    "kod logowania",
    "přihlašovací kód",
    "giriş kodu",
    "認証コード",
    "確認コード",
    "認証番号",
    "確認番号",
    "验证码",
    "驗證碼",
    "认证码",
    "認證碼",
    // A door's or a panel's access code.
    "访问码",
    "訪問碼",
    "存取碼",
    "액세스 코드",
    "アクセスコード",
    "校验码",
    "动态码",
    "인증번호",
    "인증 번호",
    "인증코드",
    "인증 코드",
    "확인 코드",
    "ma xac thuc",
    "pin码",
    "pin 码",
    "codul de verificare",
    "codul de confirmare",
    "codul de autorizare",
    "codice di verifica",
    "codice di conferma",
    "codice per autorizzare",
    "kódja",
    "kódod",
    "mã otp",
    "ma otp",
    "doğrulama kodu",
    "kod weryfikacyjny",
    "verificatiecode",
    "ログインコード",
    "確認コード",
    "コード",
    "รหัสยืนยัน",
    "รหัส otp",
    "codul tău de verificare",
    "ellenőrző kód",
    "código de verificación",
    "código de seguridad",
    "código de acceso",
    "código de confirmación",
    "código de verificação",
    "código de segurança",
    "código de confirmação",
    "code de vérification",
    "code de sécurité",
    "code de confirmation",
    "code de validation",
    "bestätigungscode",
    "sicherheitscode",
    "verifizierungscode",
    "einmalcode",
    "anmeldecode",
    "codice di verifica",
    "codice di sicurezza",
    "codice di conferma",
    "verificatiecode",
    "beveiligingscode",
    "verifieringskod",
    "säkerhetskod",
    "bekræftelseskode",
    "sikkerhedskode",
    "bekreftelseskode",
    "engangskode",
    "vahvistuskoodi",
    "vahvistustunnus",
    "kod weryfikacyjny",
    "kod bezpieczeństwa",
    "ověřovací kód",
    "doğrulama kod",
    "güvenlik kodu",
    "код подтверждения",
    "код безопасности",
    "проверочный код",
    "mã xác minh",
    "mã xác thực",
    "รหัสยืนยัน",
    "kode verifikasi",
    "kod pengesahan",
    // Swahili's (`Nambari yako ya uthibitisho ni 349954`), Russian's and
    // Ukrainian's sign-in and one-time codes.
    "uthibitisho",
    // A hardware token's response (`Digipass response: 514776`).
    "digipass",
    // A machine's key number for its protected parameters (Heidenhain's
    // `Schlüsselzahl`).
    "schlüsselzahl",
    "код для входа",
    "код входа",
    "одноразовый код",
    "код авторизации",
    "код підтвердження",
    "одноразовий код",
    "رمز التحقق",
    "קוד אימות",
    "קוד האימות",
    "κωδικός επαλήθευσης",
    "engångskod",
    "kode otp",
    "codice otp",
    "รหัส otp",
    "सत्यापन कोड",
    "eenmalige code",
    "einmaliger code",
    "解除番号",
    "暗証番号",
    "inlogcode",
    // German banks' transaction numbers.
    "ihre tan",
    "deine tan",
    "tan-nummer",
    "sms-tan",
    "smstan",
    "pushtan",
    "push-tan",
    "mobiletan",
    "chiptan",
    "código de un solo uso",
    // A parcel's pickup code and a transfer's confirmation code.
    "code de retrait",
    "取件码",
    "取货码",
    "取貨碼",
    "kod odbioru",
    "noutokoodi",
    "afhentningskode",
    "hentekode",
    "upphämtningskod",
    "código de recogida",
    "código de retirada",
    "codice di ritiro",
    "kód pro vyzvednutí",
    "код получения",
    "受取コード",
    "受け取りコード",
    "수령 코드",
    "mã nhận hàng",
    "kode pengambilan",
    "mã xác nhận",
    "код за потвърждение",
    "potvrzovací kód",
    "megerősítő kód",
    "کد تایید",
    // Urdu's verification code.
    "تصدیقی کوڈ",
    "کد تأیید",
    // Malagasy's, West Frisian's, Quechua's (its possessive: punkun
    // codigon), Yiddish's and Burmese's code.
    "kaody",
    "koade",
    "codigon",
    "קאָד",
    "קאד",
    "ကုဒ်",
    // A code in Ewe, Tamazight's Tifinagh and Dhivehi (`kɔd`, `ⵜⴰⵏⴳⴰⵍⵜ`,
    // `ކޯޑް`), Tahitian's secret number (`numera huna`).
    "kɔd",
    "kɔdu",
    "ⵜⴰⵏⴳⴰⵍⵜ",
    "ކޯޑް",
    "ކޯޑު",
    "ޕިން",
    "numera huna",
];

/// Names of recovery codes besides English's `recovery` or `backup`
/// `code(s)`: the pattern's `{recovery_code_labels}` in `assign.rs`, and
/// its keywords.
pub(super) const RECOVERY_CODE_LABELS: &[&str] = &[
    "2fa backup",
    "mfa backup",
    "código de recuperación",
    "códigos de recuperación",
    "códigos de respaldo",
    "código de recuperação",
    "códigos de recuperação",
    "code de récupération",
    "codes de récupération",
    "codes de secours",
    "wiederherstellungscode",
    "backup-code",
    "sicherungscode",
    "codici di recupero",
    "codici di backup",
    "herstelcode",
    "коды восстановления",
    "резервные коды",
    "kody zapasowe",
    "kody odzyskiwania",
    "kod odzyskiwania",
    "palautuskoodi",
    "palautuskoodit",
    "복구 코드",
    "kod zapasowy",
    "код восстановления",
    "резервный код",
    "återställningskod",
    "gendannelseskode",
    "codice di recupero",
    "code de secours",
    "رمز الاسترداد",
    "रिकवरी कोड",
    "kurtarma kod",
    "kode cadangan",
    "tartalék kód",
    "helyreállító kód",
    "helyreállítási kód",
    "reservkod",
    "backupkod",
    "εφεδρικοί κωδικοί",
    "εφεδρικός κωδικός",
    "बैकअप कोड",
    "yedek kod",
    "백업 코드",
    "códigos de backup",
    "código de backup",
    "备用验证码",
    "備用驗證碼",
    "coduri de rezervă",
    "cod de rezervă",
    "back-upcode",
    "รหัสสำรอง",
    "mã dự phòng",
    "záložní kód",
    "رموز النسخ الاحتياطي",
    "резервні коди",
    "kode pemulihan",
    "リカバリーコード",
    "リカバリコード",
    "バックアップコード",
    "رموز الاسترداد",
    "kod pemulihan",
    "коди відновлення",
    "код відновлення",
    "kódy pro obnovení",
    "obnovovací kód",
    "herstelcodes",
    "återställningskoder",
    "gjenopprettingskode",
    "gendannelseskoder",
    "varakoodi",
    "varakoodit",
    "κωδικός ανάκτησης",
    "κωδικοί ανάκτησης",
    "mã khôi phục",
    "รหัสกู้คืน",
    "קוד שחזור",
    "קודי שחזור",
    "回復コード",
    "復原碼",
    "恢复代码",
    "リカバリーコード",
    "バックアップコード",
    "恢复码",
    "备用码",
];

/// Names of a code to redeem or to activate (a gift card's, a voucher's,
/// a licence's, a government portal's letter) in about twenty languages:
/// the keywords of `redeem_code` and its `{redeem_code_labels}`.
pub(super) const REDEEM_CODE_LABELS: &[&str] = &[
    "redeem",
    "redemption code",
    "claim code",
    "gift card code",
    "gift code",
    "activation code",
    "activation key",
    "kod do realizacji",
    "kod aktywacyjny",
    "einlösecode",
    "freischaltcode",
    "aktivierungscode",
    // A portal's first sign-in code in a welcome letter (`Ihr
    // Registrierungscode: 3K6UVHMQ`, `Activatiecode: QAGW43HT`).
    "registrierungscode",
    // A licence's key (`Lizenzschlüssel OCR-Engine (Goobi-Workflow):
    // WLS8RG54-BIKW77U5`, `Seriennummer/Lizenz: 19613372-96FC8E94-...`).
    "lizenz",
    "license key",
    "licence key",
    "clé de licence",
    "clave de licencia",
    "chiave di licenza",
    "chave de licença",
    "licentiesleutel",
    "licensnyckel",
    "klucz licencyjny",
    "activatiecode",
    "registratiecode",
    "registration code",
    "código de registro",
    "codice di registrazione",
    "registreringskod",
    "registreringskode",
    "activeringscode",
    "inwisselcode",
    "aktiveringskode",
    "aktiveringskod",
    "inlösenkod",
    "indløsningskode",
    "innløsningskode",
    "lunastuskoodi",
    "aktivointikoodi",
    "código de canje",
    "código de activación",
    "código de resgate",
    "código de ativação",
    "code d'activation",
    "code d'échange",
    "codice di riscatto",
    "codice di attivazione",
    "aktivační kód",
    "aktivasyon kodu",
    "код активации",
    "код погашения",
    "교환 코드",
    "mã đổi quà",
    "mã kích hoạt",
    "kode tukar",
    "kode aktivasi",
    "引き換えコード",
    "兑换码",
    "兌換碼",
    "激活码",
    // A game's key in other languages.
    "clé du jeu",
    "clé de jeu",
    "spielschlüssel",
    "chave do jogo",
    "clave del juego",
    "klucz do gry",
    "ключ игры",
    "oyun anahtarı",
    "게임 키",
    "ゲームキー",
    "游戏密钥",
    // A product key's name in other languages.
    "produktschlüssel",
    "clé de produit",
    "clave de producto",
    "chiave del prodotto",
    "chiave prodotto",
    "productsleutel",
    "klucz produktu",
    "produktnyckel",
    "produktnøgle",
    "produktnøkkel",
    "tuoteavain",
    "ürün anahtarı",
    "chave do produto",
    "chave de produto",
    "kód produktu",
    "termékkulcs",
    "ключ продукта",
    "プロダクトキー",
    "제품 키",
    // A gift card's code or number, as a shop's page names it.
    "gift card number",
    "carte cadeau",
    "ギフト券番号",
    "ギフト券",
    "код подарочной карты",
    "номер подарочной карты",
    "código de la tarjeta regalo",
    "código del cheque regalo",
    "cheque regalo",
    "código de tarjeta regalo",
    "code de la carte cadeau",
    "code carte cadeau",
    "codice della carta regalo",
    "codice carta regalo",
    "código do cartão-presente",
    "código do cartão presente",
    "cadeaukaartcode",
    "presentkortskod",
    "presentkortkod",
    "gavekortkode",
    "gavekortskode",
    "lahjakortin koodi",
    "code van de cadeaukaart",
    "kod karty podarunkowej",
    "geschenkkartencode",
    "hediye kartı kodu",
    "ギフトカード番号",
    "ギフトカードコード",
    "ギフトコード",
    "礼品卡代码",
    "礼品卡卡号",
    "禮品卡代碼",
    "기프트 카드 코드",
    "기프트카드 번호",
    "رمز بطاقة الهدايا",
    "गिफ्ट कार्ड कोड",
    "mã thẻ quà tặng",
    "kode kartu hadiah",
];

/// Names of a door's, a lockbox's or a card's code in other words and
/// languages, which the code may follow a few words on (`Код домофона:
/// 616748`, `La clave del portón es 5247`): the pattern's
/// `{door_code_words}` in `assign.rs`, and its keywords.
pub(super) const DOOR_CODE_WORDS: &[&str] = &[
    // A card's PIN a few words on (`PIN de la tarjeta:`, `Code PIN de la
    // carte :`), a bank's `code personnel`, a door's `digicode`, an alarm
    // disarmed `with` its code.
    "pin",
    "code personnel",
    "code confidentiel",
    // An alarm's code to disarm it, in French and Arabic.
    "code de désactivation",
    "رمز الإلغاء",
    // Swahili's PIN and unlock number, and its word for a code
    // (`Namba ya siri ya kufuli ... ni *7046`, `nambari ya kufungua:`).
    "namba ya siri",
    "nambari ya siri",
    "nambari ya kufungua",
    "msimbo",
    // The same secret number in Gikuyu, Ekegusii and Kalenjin (`namba ya
    // thiri ya geti ... nĩ 5454`, `enamba ye sirini ya geti kuu`, `namba
    // ne mie ab geti ya substation ko 458594`), and Tamazight's code in
    // Tifinagh (`ⴰⴽⵓⴷ ⵏ téléphone guérite = 0919`).
    "namba ya thiri",
    "enamba ye sirini",
    "namba ye sirini",
    "namba ne mie",
    "ⴰⴽⵓⴷ",
    // Tyap's and Hausa's number, a code in a lock's words (`lamba na ƙofar
    // substation shi ne 5424`).
    "lamba",
    // Zulu's code, Hausa's secret number, the PIN in Amharic, Punjabi
    // and Ukrainian, an unlock code in Chinese, Greek's code written in
    // Latin letters, Hungarian's `its code` (`ikhodi ye-alamu: 1119`,
    // `lambar sirrin wayar 2153`, `ስልክ ፒን 313639`, `пін від телефону`,
    // `手機解鎖碼2478`, `o kwdikos gia to ...`, `lakat kodja`).
    "ikhodi",
    "lambar sirri",
    "ፒን",
    "ਪਿੰਨ",
    "пін",
    "解鎖碼",
    "解锁码",
    "kwdikos",
    "kodja",
    // Scots Gaelic's code of a thing (`Cod an dorais aig an tasglann:`,
    // `cod airson a' bhogsa-iuchrach`).
    "cod an",
    "cod airson",
    // Persian's code and password in speech (`رمز گوشی مامان ۱۲۴۱ بود`,
    // the phone's code was).
    "رمز",
    "digicode",
    "disarm",
    // A studio's alarm set with its code (`警報セット：121391 → 警戒`).
    "警報セット",
    // A combination lock in German (`Zahlenschloss am Objektivkoffer:`).
    "zahlenschloss",
    // A key box's number in Japanese and Korean, and a safe's in Korean
    // (`キーボックス番号　４３７６００`, `금고 번호: 5521`).
    "キーボックス番号",
    "キーボックスの番号",
    // A keypad's and a door lock's number in Japanese, Korean and
    // Italian, an alarm's disarm number in Korean (`通用口のテンキー番号は
    // 6377 です`, `후문 도어락 번호 3607`, `tastierino ingresso laterale:
    // 7241`, `세콤 해제 번호: 89195`).
    "テンキー番号",
    "도어락 번호",
    "해제 번호",
    "tastierino",
    "키박스 번호",
    "금고 번호",
    "geheimzahl",
    "türcode",
    "torcode",
    "clave",
    "код",
    "кода",
    "коду",
    // (Russian's and Czech's `with the code`: `сигнализация снимается
    // кодом 4750`, `závora se otevře kódem 4677`; Arabic's `the code`.)
    "кодом",
    "kódem",
    "الرمز",
    "kod",
    "kodu",
    "kodunuz",
    "kode",
    "código",
    "codice",
    // A door's, a gate's or a card's code in more languages (`Portkoden
    // är 3098`, `رمز الباب 07023`, `A senha do portão é 36398`,
    // `Kód od vchodu: 167312`, `הקוד לדלת הכניסה 62774`, `пин 8275`).
    "nip",
    // A safe's code (a hotel room's, a home's) and a SIM card's PUK
    // (not English `safe`, which code writes everywhere).
    "tresor",
    "cassaforte",
    "coffre",
    "caja fuerte",
    "cofre",
    "kluis",
    "sejf",
    "сейф",
    "χρηματοκιβώτιο",
    "χρηματοκιβωτίου",
    "kasa",
    "puk",
    "code d'accès",
    "code d’accès",
    "pinkoden",
    // A farm's or a yard's gate and alarm (`mã cổng kho ... là 477639`,
    // `codul de la poarta fermei e B2572`, `alarmkoden ... er ændret til`).
    "mã cổng",
    "codul",
    "alarmkoden",
    "alarmkode",
    "رقمك السري",
    "portkod",
    "portkoden",
    "رمز الباب",
    "senha do portão",
    "kód",
    "code du portail",
    "הקוד",
    "пин",
    "पिन",
    // Bengali's PIN (`মায়ের ফোনের পিন 6640`), Thai's code of a cabinet or
    // a locker (`รหัสตู้ยา CD คือ 063885`), Yoruba's code with its tones
    // (`Kóòdù ilẹ̀kùn ... ni 7378`).
    "পিন",
    "รหัสตู้ยา",
    "รหัสตู้",
    "kóòdù",
    "keypad code",
    "オートロックの番号は",
    "şifreniz",
    "şifresi",
    "key safe",
    "keysafe",
    "schlüsseltresor",
    // A medicine cabinet's or a narcotics safe's code; a smart card's
    // unblocking code; a security code in Finnish.
    "金庫",
    "金库",
    "armario",
    "armoire",
    "lääkekaappi",
    "medicinskåp",
    "medicinskab",
    "medisinskap",
    "szafa",
    "code de déblocage",
    "código de desbloqueo",
    "codice di sblocco",
    "turvakoodi",
    "turvakoodisi",
    "deurcode",
    "dørkode",
    "dörrkod",
    "ovikoodi",
    "kapukód",
    "รหัสประตู",
    "code de la porte",
    // A door's code in Croatian, Serbian and Arabic, its door named after
    // it (`šifra ulaznih vrata je 670950`, `رمز باب المدخل هو 985034`).
    "šifra",
    "šifru",
    "رمز باب",
    "code für",
    "कोड",
    // A code in Lithuanian, as Yoruba, Igbo and Shona borrow it, with
    // Bulgarian's article, and in South Asia's scripts (`Raktų dėžutės
    // kodas:`, `Koodu ụlọ ọgwụ bụ`, `Kodhi yegonhi`, `Кодът на входната
    // врата е`, `کی سیف کوڈ`, `കീ സേഫ് കോഡ്`).
    "kodas",
    "koodu",
    "kodhi",
    "кодът",
    // Arabic's and Farsi's borrowing, Sorani Kurdish's with its article,
    // Amharic's and Tigrinya's, Somali's, Irish's and Kurmanji's (`كود
    // الباب`, `کد در ورودی`, `کۆدی دەرگا`, `የበሩ ኮድ`, `Koodhka albaabka
    // waa`, `Cód an dorais:`, `Koda derî`).
    "كود",
    "کد",
    "کود",
    "کوډ",
    "کۆد",
    "کۆدی",
    "ኮድ",
    "koodhka",
    "koodka",
    "kodi i",
    "cód",
    "koda",
    "کوڈ",
    "കോഡ്",
    "কোড",
    "ਕੋਡ",
    "કોડ",
    "కోడ్",
    "ಕೋಡ್",
    "alarmcode",
    "alarmkode",
    "alarmkod",
    "hälytyskoodi",
    "riasztókód",
    "codul alarmei",
    "codul ușii",
    "mã cửa",
    "รหัสสัญญาณกันขโมย",
    "رمز الإنذار",
    "경보 해제 코드",
    "קוד אזעקה",
    "kapı kodu",
    "código de alarma",
    "code alarme",
    // A barrier's, a gate's or a door's code, French naming it after
    // `code` (`code barrière 1289#`, `code portail : 4567`).
    "code barrière",
    "code de la barrière",
    "code portail",
    "code porte",
    "code parking",
    "الرقم السري",
    "pinkode",
    // An authenticator app's code a few words on (`Google Authenticator —
    // Cloudflare 307116`, `Authy (AWS root: 74836)`).
    "authenticator",
    "authy",
    // A code in Basque, Maltese, Icelandic, Uzbek, Kazakh, Georgian,
    // Armenian, Lao, Khmer and Sinhala (`atearen kodea`, `il-kodiċi`,
    // `kóðinn`, `darvoza kodi`, `кақпаның коды`, `code eka`).
    "kodea",
    "kodiċi",
    "kóði",
    "kóðinn",
    "kodinn",
    "kodi",
    "коды",
    "коди",
    "კოდი",
    "კოდს",
    // Svan's and Mingrelian's, without Georgian's ending (`ვაგონიშ კოდ:
    // 329373`).
    "კოდ",
    "կոդը",
    "կոդ",
    "ລະຫັດ",
    "លេខកូដ",
    "කෝඩ්",
    "code eka",
    "sifra",
    "шифра",
    "pini",
    "pin-y",
    "pin-a",
    "пин-коди",
    "kods",
    // A code in Afaan Oromo, Turkmen, Greenlandic, Maori, Tongan, Tok Pisin,
    // Northern Sami and Papiamento (`Koodii karra ...:`, `signalizasiya
    // kody`, `matup kodia`, `PIN-ia`, `te waehere hou`, `e kouti`, `kot
    // bilong dua`, `uksa odda koda`, `kodigo`), a new code in Irish, Welsh
    // and Scots Gaelic (`Cod nua`, `Cod newydd`, `Còd ùr`), Hausa's number
    // of a door, a gate or an alarm (`lambar kofar`), and a PIN of a thing in
    // Kurmanji and Sorani (`PINa pompa`, `پینی کارت`).
    "koodii",
    "koodiin",
    "kody",
    "kodia",
    "pin-ia",
    "waehere",
    "kouti",
    "kot bilong",
    "kodigo",
    "kódigo",
    "cod nua",
    "cód nua",
    "cod newydd",
    "còd ùr",
    "lambar kofa",
    "lambar kofar",
    "lambar ƙofa",
    "lambar ƙofar",
    "lambar alarm",
    "lambar get",
    "lambar gate",
    "pina",
    "پینی",
    "پین",
    // A code in Occitan, Friulian, Asturian, Sardinian, Sesotho and Tswana, Xhosa,
    // Chichewa, Kabyle, Sindhi, Odia, Uyghur, Tetum, Macedonian and Chuvash
    // (`còdi`, `codiç`, `códigu`, `còdighe`, `khoutu`, `ikhowudi`, `khodi`,
    // `tangalt`, `ڪوڊ`, `କୋଡ୍`, `كودى`, `kódigu`, `кодот`, `кодĕ`), a
    // secret number in Tibetan, Chichewa, Uyghur and Hmong (`གསང་གྲངས`, `nambala
    // yachinsinsi`, `mexpiy nomur`, `tus zauv zais`).
    "còdi",
    "codiç",
    "codic",
    "códigu",
    "codigu",
    "còdighe",
    "codighe",
    "khoutu",
    "khoudu",
    "ikhowudi",
    "khodi",
    "tangalt",
    "ڪوڊ",
    "କୋଡ୍",
    "କୋଡ",
    "كودى",
    "kódigu",
    "кодот",
    "кодĕ",
    "གསང་གྲངས",
    "nambala yachinsinsi",
    "mexpiy nomur",
    "مەخپىي نومۇر",
    "tus zauv zais",
    // A code's name as OCR or a whiteboard's leet writes it (`D00R C0DE ->`,
    // `KEG R00M c0de:`).
    "c0de",
    "c0d3",
    "k0de",
    "k0d",
    // Esperanto's code (`la kodo de la pordo`).
    "kodo",
    // Assamese's code as it is written (`ক'ড`). (Not Occitan's `còde`:
    // the view reads it without its accent, English's `code`.)
    "ক'ড",
    // A code in Meitei (Meetei Mayek) and Santali (Ol Chiki), and
    // Dzongkha's door's and safe's number (`སྒོ་གི་ཨང་ compound 2866`).
    // (Not Venda's `khodo` nor Nahuatl's `icode`: names, `iCode 2024`.)
    "ꯀꯣꯗ",
    "ᱠᱳᱰ",
    "སྒོ་གི་ཨང",
    "སྲུང་སྒམ་གི་ཨང",
    // A safe's and a padlock's words in the creoles of the Indian Ocean,
    // the Caribbean and Upper Guinea, a gate's number in Libya's Arabic
    // and a new PIN in Saraiki (`Koffor kantinn: 9995`, `Kofri di txabi
    // di grua (crane cab): 0672`, `رقم البوابة ... ولى 150885`, `گیٹ دا
    // نواں پن 011904 ہے`). (Not Arabic's `قفل`, also `closed`: `قفل
    // المتجر 2200`.)
    "koffor",
    "kofri",
    "kòfrefò",
    "kofrefo",
    "kadna",
    "cadna",
    "kadiadu",
    "رقم البوابة",
    "نواں پن",
];

/// Words a security question asks about: the keywords of
/// `security_answer` and its pattern's `{security_question_words}`.
pub(super) const SECURITY_QUESTION_WORDS: &[&str] = &[
    "pet",
    "maiden",
    "born",
    "birthplace",
    "school",
    "teacher",
    "street",
    "childhood",
    "nickname",
    "favorite",
    "favourite",
    "first car",
    "first job",
    "best friend",
    "mother",
    "father",
    "grandmother",
    "grandfather",
    "hospital",
    "honeymoon",
    "mascot",
    "hero",
    "security",
    "secret question",
    "memorable",
    "sec q",
    "pregunta de seguridad",
    "pregunta secreta",
    "question secrète",
    "sicherheitsfrage",
    "beveiligingsvraag",
    "question de sécurité",
    "pergunta de segurança",
    "domanda di sicurezza",
    "контрольный вопрос",
    "秘密の質問",
    "安全问题",
    "安全問題",
    "bezpečnostní otázka",
    "säkerhetsfråga",
    "שאלת אבטחה",
    "güvenlik sorusu",
    "pytanie zabezpieczające",
    "turvakysymys",
    "sikkerhedsspørgsmål",
    "sikkerhetsspørsmål",
    "câu hỏi bảo mật",
    "คำถามความปลอดภัย",
    "pertanyaan keamanan",
    "سؤال الأمان",
    "सुरक्षा प्रश्न",
    "보안 질문",
    "контрольне питання",
    "biztonsági kérdés",
    "întrebare de securitate",
    "ερώτηση ασφαλείας",
    "swali la usalama",
];

/// Labels of a PIN, a code or a password in Arabic and Hebrew, read after
/// their value where a right-to-left screen was copied in its visual order:
/// the keywords of `code_before_rtl_label` and its `{rtl_code_labels}`.
pub(super) const RTL_CODE_LABELS: &[&str] = &[
    "الرقم السري",
    "رمز التحقق",
    "كلمة المرور",
    "كلمة السر",
    "رمز المرور",
    "رمز الدخول",
    "סיסמה",
    "קוד אימות",
    "קוד סודי",
];

/// A security question's answer named in other languages: the keywords of
/// `security_answer_named` and its pattern's `{security_answer_names}`.
pub(super) const SECURITY_ANSWER_NAMES: &[&str] = &[
    "sicherheitsantwort",
    "antwort auf die sicherheitsfrage",
    "risposta di sicurezza",
    "risposta segreta",
    "risposta alla domanda di sicurezza",
    "réponse secrète",
    "réponse de sécurité",
    "réponse à la question secrète",
    "réponse à la question de sécurité",
    "respuesta de seguridad",
    "respuesta secreta",
    "respuesta a la pregunta de seguridad",
    "resposta de segurança",
    "resposta secreta",
    "resposta à pergunta de segurança",
    "odpowiedź na pytanie zabezpieczające",
    "odpowiedź na pytanie bezpieczeństwa",
    "odpowiedź bezpieczeństwa",
    "antwoord op de beveiligingsvraag",
    "antwoord op beveiligingsvraag",
    "beveiligingsantwoord",
    "güvenlik cevabı",
    "güvenlik yanıtı",
    "gizli cevap",
    "gizli yanıt",
    "ответ на контрольный вопрос",
    "ответ на секретный вопрос",
    "контрольный ответ",
    "секретный ответ",
    "відповідь на контрольне питання",
    "秘密の質問の答え",
    "秘密の答え",
    "安全问题答案",
    "密保答案",
    "보안 질문 답변",
    "보안 답변",
    "jawaban pertanyaan keamanan",
    "jawaban keamanan",
    "câu trả lời bảo mật",
    "คำตอบความปลอดภัย",
    "jibu la usalama",
    "säkerhetssvar",
];

/// The topics of the common security questions in other languages and
/// English (a mother's maiden name, a first pet, a birthplace, a first
/// school or car), as they stand in the question: `security_answer_localized`.
pub(super) const SECURITY_TOPICS: &[&str] = &[
    "maiden name",
    "first pet",
    "were you born",
    "city you were born",
    "childhood nickname",
    "first car",
    "elementary school",
    "nom de jeune fille",
    "animal de compagnie",
    "premier animal",
    "êtes-vous né",
    "es-tu né",
    "ville de naissance",
    "apellido de soltera",
    "primera mascota",
    "naciste",
    "mädchenname",
    "geburtsname",
    "haustier",
    "wurden sie geboren",
    "bist du geboren",
    "geburtsort",
    "animale domestico",
    "nome da nubile",
    "cognome da nubile",
    "sei nato",
    "sei nata",
    "animal de estimação",
    "nome de solteira",
    "você nasceu",
    "meisjesnaam",
    "huisdier",
    "ben je geboren",
    "bent u geboren",
    "nazwisko panieńskie",
    "zwierzak",
    "zwierzę",
    "urodziłeś",
    "urodziłaś",
    "девичья фамилия",
    "домашнего животного",
    "питомца",
    "вы родились",
    "ты родился",
    "flicknamn",
    "husdjur",
    "är du född",
    "kızlık soyadı",
    "evcil hayvan",
    "doğdunuz",
    "doğdun",
    "旧姓",
    "ペット",
    "生まれた",
    "宠物",
    "寵物",
    "出生在",
    "出生的城市",
    "母亲的姓",
    "어머니",
    "애완동물",
    "반려동물",
    "태어난",
    "قبل الزواج",
    "حيوان أليف",
    "ولدت",
    "विवाह-पूर्व",
    "पालतू",
    "जन्म",
    "první zvíře",
    "jste se narodil",
    "kæledyr",
];

/// The word for a security question's answer, as its field's label.
pub(super) const ANSWER_LABELS: &[&str] = &[
    "answer",
    "câu trả lời",
    "คำตอบ",
    "jawaban",
    "відповідь",
    "trả lời",
    "javob",
    "antwort",
    "antwoord",
    "réponse",
    "respuesta",
    "resposta",
    "risposta",
    "ответ",
    "odpowiedź",
    "odpověď",
    "cevap",
    "svar",
    "vastaus",
    "答案",
    "答え",
    "回答",
    "답변",
    "उत्तर",
    "الإجابة",
    "إجابة",
    "תשובה",
    "jibu",
];

/// First words of an error's name (`ExpiredToken`, `InvalidPassword`,
/// `MissingApiKey`): what follows is a message, not a value.
pub(super) const ERROR_STATES: &[&str] = &[
    "expired",
    "invalid",
    "missing",
    "bad",
    "wrong",
    "unknown",
    "revoked",
    "malformed",
    "incorrect",
];

/// Words before a last `key` that make it no credential (`primary_key`,
/// `PublicKey`, `Idempotency-Key`, `cache_key`).
pub(super) const NOT_SECRET_KEYS: &[&str] = &[
    // Zotero's `item key`: a library item's id; a job board's `job key`.
    "item",
    // A payment form's client key (Adyen's `live_...`, Midtrans's
    // `data-client-key`), made to be published in a web page; a client's
    // secret is a secret.
    "client",
    "job",
    "public",
    "publishable",
    "pub",
    "primary",
    "foreign",
    "sort",
    "partition",
    "cache",
    "idempotency",
    "object",
    "row",
    "map",
    "hot",
    "shortcut",
    "react",
    "unique",
    "composite",
    "routing",
    // A clean room's or a query's join on a column (`join key:
    // hem_sha256`).
    "join",
    "lookup",
    "dedup",
    "dedupe",
    "group",
    "index",
    "hash",
    "site",
    // Tailscale's and WireGuard's public node keys.
    "node",
    // A form's state kept by its key in a cache (Superset's
    // `form_data_key`).
    "form",
];

/// Last words that make a key name a property of a secret, not the
/// secret (`password_min_length`, `token_type`, `secret_id`,
/// `password_file`, `--password-stdin`): its own properties and the
/// things named after what they do.
pub(super) const PROPERTY_WORDS: &[&str] = &concat_words::<
    { OWN_PROPERTY_WORDS.len() + THING_WORDS.len() },
>(OWN_PROPERTY_WORDS, THING_WORDS);

/// A thing named after what it does (`auth-gateway:latest`,
/// `auth_service: users`), not a secret; in prose after a preposition,
/// what a secret opens (`Password for the server: ...`).
pub(super) const THING_WORDS: &[&str] =
    &["gateway", "service", "server", "proxy", "module", "plugin"];

/// [`PROPERTY_WORDS`] that are a secret's own properties.
const OWN_PROPERTY_WORDS: &[&str] = &[
    // `Token serial number: VDS-...`: printed on the device, public.
    "serial",
    // A Wi-Fi network's `Key Management: WPA2-Personal`: how keys are
    // kept.
    "management",
    // `password_encryption = scram-sha-256`: how a password is kept.
    "encryption",
    // OAuth's `code_challenge`: a digest of the verifier, sent in the open.
    "challenge",
    // `password manager comparison 2024`: a product, not a value.
    "manager",
    // `Password generator`: a tool's name.
    "generator",
    "managers",
    // `OTP_DIGITS=6`, `TOTP_PERIOD=30`: how a code is made.
    "digits",
    "period",
    "issuer",
    // `Token scopes: 'gist', 'repo'` (`gh auth status`): what a token may do.
    "scopes",
    "scope",
    // `authMechanism=MONGODB-X509`: how a client signs in.
    "mechanism",
    "algorithm",
    "length",
    "len",
    "min",
    "max",
    "minimum",
    "maximum",
    "count",
    "timeout",
    "ttl",
    "expiry",
    "expires",
    "expiration",
    "lifetime",
    "age",
    "size",
    "bits",
    "type",
    "method",
    "mode",
    "enabled",
    "disabled",
    "enable",
    "required",
    "policy",
    "file",
    "path",
    "dir",
    "ref",
    "scanning",
    "strength",
    "complexity",
    "history",
    "hint",
    "field",
    "label",
    "prompt",
    "reset",
    "rotation",
    "format",
    "name",
    "id",
    "url",
    "uri",
    "endpoint",
    "header",
    "location",
    "provider",
    "store",
    "manager",
    "version",
    "algorithm",
    "alg",
    "scheme",
    "kind",
    "level",
    "changed",
    "updated",
    "created",
    "at",
    "date",
    "time",
    "visible",
    "show",
    "hidden",
    "input",
    "placeholder",
    "validation",
    "pattern",
    "regex",
    "rules",
    "error",
    "errors",
    "message",
    "limit",
    "attempts",
    "retries",
    "interval",
    "period",
    "duration",
    "usage",
    "used",
    "status",
    "state",
    "env",
    "var",
    "variable",
    "flag",
    "option",
    "options",
    "prefix",
    "suffix",
    "encoding",
    "issuer",
    "audience",
    "host",
    "port",
    "user",
    "username",
    "email",
    "stdin",
    "cmd",
    "command",
    "helper",
    "storage",
    "cache",
    "source",
    "refresh",
    "last",
    "arn",
    "fingerprint",
    "thumbprint",
    // A list of ids (`Key IDs:` above a PSSH box's, `key_ids`).
    "ids",
];

/// Key words that make a value a secret only when it looks random
/// (`session: 7f3a9c...`, not `session: Morning`).
pub(super) const WEAK_WORDS: &[&str] = &[
    "key",
    // A session's token is random; a session's name is a word
    // (`sso_session = orbitcart`).
    "session",
    "pass",
    "sig",
    "signature",
    "salt",
    "code",
    "dsn",
    "private",
    "bearer",
    "hmac",
    "sas",
    // A provider's access or key in other languages, as a handover note
    // names it (`Pusher Zugang: ...`, `Railway toegang: ...`, `la clave
    // de Azure API Management: ...`): random values only, as for `key`.
    // (Not the Romance languages' `acceso`: a page's address or a version
    // is given after it as often.)
    "zugang",
    "toegang",
    "clave",
    "chave",
    "chiave",
    "sleutel",
    // A code's key in other languages, as `code` is (`"codigo":
    // "eOm833ePCJQW0"`, `codice: ...`), and a keypad's (`keypad:
    // "!b4rk4806B"`): random values only; a keypad's digits are
    // `keyed_lock_codes`' and `door_entry_code`'s.
    "codigo",
    "codice",
    "kode",
    "koodi",
    "keypad",
];

/// Key words that make any value a secret in a URL's query string, where
/// they are a credential by convention (`?key=...`, `&code=...`).
pub(super) const URL_WORDS: &[&str] = &[
    "key",
    // Kaltura's session (`?ks=djJ8...`).
    "ks",
    "code",
    "sig",
    "signature",
    "auth",
    "session",
    "sid",
    "credential",
    "x-amz-credential",
    "appid",
    "samlart",
    "samlresponse",
    "ticket",
    "assertion",
    // DocuSign's signing link's token (`/Signing/MTRedeem/v1/<id>?slt=...`).
    "slt",
];

/// The accounts and devices whose password or PIN a value used for them
/// is (`use X for the station Wi-Fi`, `for the payroll login`). The
/// keyword filter matches each word's first four letters, so only words
/// whose start few texts hold: not `portal` (`port`, `report`),
/// `tablet` (`table`), `mailbox` (`mail`), `voicemail` (`invoice`) or
/// `app`, which made redaction twenty times slower.
pub(super) const SIGNED_INTO_WORDS: &[&str] = &[
    "login", "account", "wifi", "wi-fi", "laptop", "vpn", "router", "admin",
];

/// Literals one of which every text an assignment can be found in holds:
/// each key word, the last word of each pair, and the words the prose
/// forms read (`value` after a name, codes, recovery codes, answers).
pub(super) fn key_word_literals() -> impl Iterator<Item = &'static str> {
    STRONG_WORDS
        .iter()
        .chain(STRONG_SUFFIXES)
        .chain(WEAK_WORDS)
        .chain(URL_WORDS)
        .copied()
        // A key that holds a pair holds both words: the longer is rarer.
        .chain(
            STRONG_PAIRS
                .iter()
                .map(|p| if p.0.len() >= p.1.len() { p.0 } else { p.1 }),
        )
        // A code's names in a sentence: the prose reading's words.
        .chain(CODE_WORDS.iter().copied())
        // What a value is used for (`use X for the VPN`).
        .chain(SIGNED_INTO_WORDS.iter().copied())
        // A dial's turns before a safe's combination (`L R L: 943560`).
        .chain(["l r l", "r l r", "l-r-l", "r-l-r", "lrl", "rlr"])
        // A secret store's write, whose keys need name nothing.
        .chain(SECRET_STORE_WRITES.iter().copied())
        .chain([
            "value",
            "answer",
            "saml",
            "default",
            "wi",
            "log",
            "login",
            "tan",
            "admin",
            "root",
            "join",
            "ओटीपी",
            "комбинаци",
            "verifica",
            "one time",
            "one-time",
        ])
        .chain([
            "sign", "creds", "router", "account", "user", "@value", "then tab",
        ])
        // A personal access token's `pat` ending a key (`CLARIFAI_PAT`).
        .chain(["_pat"])
        // Wi-Fi's name in every script (`वाईफाई`, `ওয়াইফাই`, `وائی فائی`).
        .chain(WIFI_NAMES.iter().copied())
        // A format string's placeholder in a URL's password's place
        // (`"mssql://u:{}@h".format(...)`, `"...:%s@db" % (...)`).
        .chain(["}@", "%s@"])
        // A login's words in other languages, before `user / password`,
        // and a social network's name before a handle's pair.
        .chain(LOGIN_WORDS.iter().copied())
        .chain(SOCIAL_NETWORKS.iter().copied())
        // A Wi-Fi network's, a user table's, a password's short name, a
        // password Turkish calls new after the value.
        .chain([
            "wlan",
            "registeredusers",
            "registered_users",
            "authusers",
            "auth_users",
            "p/w",
            "pswd",
            "yeni",
        ])
        // A code's word in Vietnamese, Korean, Chinese.
        .chain([
            "mã",
            "코드",
            "密码",
            "密碼",
            "撤防码",
            "撤防碼",
            "万能码",
            "萬能碼",
            "经理授权码",
            "經理授權碼",
        ])
        // What a chat's question names for the code it asks (`key
        // safe?`, `alarm??`): the answered reading's words.
        .chain(CODE_OWNER_WORDS.iter().copied())
        .chain(["συνδυασμ"])
        // A till's override, a safe named after its code (`9363 ← CD
        // safe`); a locked cage's and a phone's unlock before their code
        // (`welding gas cage -> 4047`).
        .chain(["override", "cage", "unlock"])
        // A room's and a cupboard's code after an arrow (`Comms room →
        // 58336`).
        .chain(["room", "cupboard"])
        // A lock's and a key's emoji before a password (`🔐 Mtoto#...`).
        .chain(["🔐", "🔑"])
        .chain(SAFE_WORDS.iter().copied())
        // A lock's, a locker's, a keypad's and an alarm's names before
        // their code (`paint locker -> 31-30-36`, `door keypad not taking
        // the old one` / `use 51187`).
        .chain(PADLOCK_WORDS.iter().copied())
        .chain(LOCKER_WORDS.iter().copied())
        .chain(KEYPAD_WORDS.iter().copied())
        .chain(ALARM_WORDS.iter().copied())
        // Kabiyè's code, which holds no other key word.
        .chain(CODE_WORDS_PAST_ASCII.iter().copied())
        // A key handed over by its name in words (`nový klíč Vimeo ...:`):
        // the handed-over reading's words.
        .chain(HANDED_OVER_WORDS.iter().copied())
        // A code's line: a PIN's names, an authenticator's, a code to
        // redeem's.
        .chain(REDEEM_CODE_LABELS.iter().copied())
        .chain([
            "gift",
            "activat",
            "product key",
            "cd key",
            "cd-key",
            "game key",
            "enter code",
            "enter the",
            "enter your",
            "download code",
            "steam",
            "chèque-cadeau",
            "geschenkkarte",
            "tarjeta regalo",
            "cartão-presente",
            "carta regalo",
            "cadeaukaart",
            "geheimzahl",
            "número secreto",
            "authenticator",
            "steam guard",
            "duo mobile",
            "authy",
            "2fa",
            "mfa",
            // Finnish's and Hungarian's code words (`tunnuslukusi`,
            // `Nyitókód`), which hold no other key word.
            "tunnusluku",
            "kód",
        ])
        .chain(DOOR_CODE_WORDS.iter().copied())
        .chain(COMBINATION_NAMES.iter().copied())
        .chain(KEY_SAFE_WORDS.iter().copied())
        .chain(RECOVERY_CODE_LABELS.iter().copied())
        // Prose and form fields read the labels of other languages too.
        .chain(LOCALIZED_PASSWORD_LABELS.iter().copied())
        .chain(LOCALIZED_KEY_LABELS.iter().copied())
        .chain(HANDED_OVER_WORDS.iter().copied())
        .chain(LOCALIZED_CODE_LABELS.iter().copied())
}

/// Key words the Authorization rules own: an assignment never takes them,
/// so `Authorization: Bearer x` removes `x`, not `Bearer`.
pub(super) const OWNED_ELSEWHERE: &[&str] = &["authorization"];

/// Attribute names that name another attribute's value
/// (`<add key="ApiKey" value="..."/>`): never a secret themselves.
pub(super) const NAMING_ATTRIBUTES: &[&str] = &["key", "name", "id", "for", "property"];

/// Calls whose first literal argument is the value itself
/// (`[]byte("...")`, `SecretStr("...")`), lowercased.
pub(super) const LITERAL_WRAPPERS: &[&str] = &[
    "[]byte",
    "bytes",
    "str",
    "string",
    "string::from",
    "buffer.from",
    "secretstr",
    "secret",
    "secretstring::new",
    "secretstring::from",
    "some",
    "sensitive",
    // Unreal's and Windows' string macros, Qt's and C++'s string types
    // (`FString Token = TEXT("...")`, `_T("...")`, `QStringLiteral("...")`).
    "text",
    "_t",
    "_text",
    "fstring",
    "qstringliteral",
    "qlatin1string",
    "qstring",
    "qbytearray",
    "std::string",
];

/// Commands that write what follows them to a secret store, lowercase,
/// their words one space apart: each of their `key=value` pairs is a
/// secret whatever its key (`assign.rs`).
/// (Not `vault write`, which configures as often as it stores:
/// `token_ttl=1h`, `policy=@admin.hcl`.)
pub(super) const SECRET_STORE_WRITES: &[&str] = &[
    "vault kv put",
    "vault kv patch",
    // kubectl's, after any flag (`kubectl -n prod create secret generic`).
    "create secret generic",
    // Fly's, Doppler's, Infisical's.
    "secrets set",
];

/// Lookups whose second literal argument is a fallback value
/// (`os.getenv("X", "...")`), matched at the end of the lowercased callee.
pub(super) const DEFAULT_GETTERS: &[&str] = &[
    "getenv",
    // .NET's `Environment.GetEnvironmentVariable("X")`.
    "getenvironmentvariable",
    // Laravel's `env('GEOAPIFY_KEY', '...')`.
    "env",
    "environ.get",
    "env.fetch",
    "env.get",
    "config.get",
    "settings.get",
    "getproperty",
];

/// Values that are not secrets whatever the key says: empty markers,
/// booleans, masks (`••••a1b2`), placeholders (`YOUR_API_KEY`,
/// `<your token>`), paths to a secret kept in a file, and references to a
/// secret kept elsewhere (`${DB_PASSWORD}`, `process.env.X`).
/// Names of a passphrase, a password of words (`Passphrase for the
/// archive:`, `Wachtzin voor de kluis:`), each a label in
/// [`LOCALIZED_PASSWORD_LABELS`] or English's: after one, a field's words
/// are the passphrase (`named_phrase` in `assign.rs`).
pub(super) const PASSPHRASE_NAMES: &[&str] = &[
    "passphrase",
    "pass phrase",
    "unlock phrase",
    "phrase secrète",
    "frase secreta",
    "salauslause",
    "パスフレーズ",
    "wachtzin",
    "wachtwoordzin",
    "fraza dostępu",
    // A password manager's master phrase in Spanish, Italian, Portuguese
    // and French (`Frase maestra del gestor:`).
    "frase maestra",
    "frase mestra",
    "frase principale",
    "phrase maîtresse",
];

/// Words English reads two digits of a code with (`sixteen thirteen`,
/// `double seven`): the pattern piece `{spoken_pair}` and, with
/// [`DIGIT_WORDS`], the check of a spelled-out code in `assign.rs`.
pub(super) const PAIR_WORDS: &[&str] = &[
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
    "double",
];

/// The radio alphabet's words, as NATO's and the ICAO's spell a letter
/// each (`Alfa` and `Alpha`, `Juliett` and `Juliet`, `X-ray`): the
/// pattern piece `{nato_words}`, and `phonetic_spelling`'s keywords.
pub(super) const NATO_WORDS: &[&str] = &[
    "alfa", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
    "juliett", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
    "sierra", "tango", "uniform", "victor", "whiskey", "whisky", "x-ray", "xray", "yankee", "zulu",
];

/// Digits as a voice reads a code (`oh` for zero), in English, German,
/// Spanish, French, Italian, Portuguese, Dutch, Swedish, Danish,
/// Norwegian, Polish, Finnish and Turkish (`zwei fünf sechs neun`,
/// `to-seks-sju-sju`): the pattern piece `{spoken_digits}` and the check
/// of a spelled-out code in `assign.rs`. Four or more in a row after a
/// code's name are read; short words (`en`, `to`, `ni`) are digits only
/// in such a run.
pub(super) const DIGIT_WORDS: &[&str] = &[
    "zero",
    "oh",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "null",
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "sept",
    "huit",
    "neuf",
    "due",
    "tre",
    "quattro",
    "cinque",
    "sei",
    "sette",
    "otto",
    "nove",
    // Portuguese (with `zero`, `cinco`, `seis` and `nove` above).
    "um",
    "uma",
    "dois",
    "duas",
    "três",
    "quatro",
    "sete",
    "oito",
    // Dutch.
    "nul",
    "een",
    "één",
    "twee",
    "drie",
    "vijf",
    "zes",
    "zeven",
    "negen",
    // Swedish, Danish and Norwegian.
    "noll",
    "ett",
    "en",
    "et",
    "två",
    "to",
    "fyra",
    "fire",
    "fem",
    "sex",
    "seks",
    "sju",
    "syv",
    "åtta",
    "åtte",
    "otte",
    "nio",
    "ni",
    // Polish.
    "jeden",
    "jedna",
    "dwa",
    "trzy",
    "cztery",
    "pięć",
    "sześć",
    "siedem",
    "osiem",
    "dziewięć",
    // Finnish.
    "nolla",
    "yksi",
    "kaksi",
    "kolme",
    "neljä",
    "viisi",
    "kuusi",
    "seitsemän",
    "kahdeksan",
    "yhdeksän",
    // Turkish.
    "sıfır",
    "bir",
    "iki",
    "üç",
    "dört",
    "beş",
    "altı",
    "yedi",
    "sekiz",
    "dokuz",
    // Russian (`код один три четыре пять`).
    "ноль",
    "нуль",
    "один",
    "одна",
    "два",
    "две",
    "три",
    "четыре",
    "пять",
    "шесть",
    "семь",
    "восемь",
    "девять",
    // Indonesian and Malay (`kode satu dua nol delapan`, `kod sembilan
    // tiga lapan lima`).
    "nol",
    "kosong",
    "satu",
    "dua",
    "tiga",
    "empat",
    "lima",
    "enam",
    "tujuh",
    "delapan",
    "lapan",
    "sembilan",
    // Croatian's, Serbian's and Basque's digits, and the radio's
    // (`četiri nula nula tri`, `bost lau sei`, `fife fower niner`).
    "nula",
    "jedan",
    "dva",
    "tri",
    "četiri",
    "cetiri",
    "pet",
    "šest",
    "sest",
    "sedam",
    "osam",
    "devet",
    "bat",
    "bi",
    "hiru",
    "lau",
    "bost",
    "zazpi",
    "zortzi",
    "bederatzi",
    "niner",
    "fife",
    "fower",
    "tree",
    "wun",
    "too",
    // Afrikaans's digits, Cebuano's (after Spanish), Tamil's transliterated.
    "vyf",
    "ses",
    "sewe",
    "agt",
    "nege",
    "sero",
    "kwatro",
    "singko",
    "sais",
    "siyete",
    "otso",
    "nuwebe",
    "onnu",
    "rendu",
    "moonu",
    "naalu",
    "anju",
    "aaru",
    "ezhu",
    "ettu",
    "onbadhu",
    // Digits said in Tongan, Samoan, Fijian, Maori, Tok Pisin, Papiamento and
    // Hausa (`ko e valu noa hiva hiva`, `ciwa tolu rua vitu`, `sikis et siro
    // faiv`, `tres tres dos sinku`, Maori's `iwa`, Papiamento's `unu`), and
    // radio's `ait`.
    "noa",
    "taha",
    "ua",
    "tolu",
    "fa",
    "fā",
    "nima",
    "ono",
    "fitu",
    "valu",
    "hiva",
    "tasi",
    "lua",
    "lima",
    "iva",
    "selo",
    "saiva",
    "dua",
    "rua",
    "va",
    "vitu",
    "walu",
    "ciwa",
    "kore",
    "tahi",
    "toru",
    "whā",
    "wha",
    "rima",
    "whitu",
    "waru",
    "siro",
    "wan",
    "tu",
    "foa",
    "faiv",
    "sikis",
    "nain",
    "kuater",
    "sinku",
    "shete",
    "nuebe",
    "sifiri",
    "daya",
    "biyu",
    "uku",
    "hudu",
    "biyar",
    "shida",
    "bakwai",
    "takwas",
    "tara",
    "iwa",
    "unu",
    "ait",
    // Swahili's digits (`moja sifuri tatu tisa`).
    "sifuri",
    "moja",
    "mbili",
    "tatu",
    "nne",
    "tano",
    "sita",
    "saba",
    "nane",
    "tisa",
];

/// Vault's usual mounts, the first part of a secret's path.
const VAULT_MOUNTS: &[&str] = &[
    "secret",
    "secrets",
    "kv",
    "kv2",
    "database",
    "transit",
    "pki",
    "cubbyhole",
];

/// The backends vals and helm-secrets' `ref+<backend>://` references name.
const VALS_BACKENDS: &[&str] = &[
    "vault",
    "awssecrets",
    "awsssm",
    "gcpsecrets",
    "gcs",
    "s3",
    "sops",
    "azurekeyvault",
    "k8s",
    "file",
    "tfstate",
    "doppler",
    "onepassword",
    "onepasswordconnect",
    "bitwarden",
    "echo",
];

/// Whether a finding is a setting, a parameter's name and its number in
/// a list of them (`login: m=65536, t=3, p=4`, `session: wm_id=14788719,
/// operator id 599`): an id's name, or a one-letter name with another
/// setting after it. (`password: m=65536` alone, `pw=83920174`,
/// `shed=4821` are read.)
pub(super) fn is_setting(text: &str, start: usize, end: usize) -> bool {
    let v = text[start..end].trim_end_matches([',', ';']);
    let Some((name, number)) = v.split_once('=') else {
        return false;
    };
    // (Two more one-letter settings after it: a hash's `m=65536, t=3,
    // p=4`.)
    let listed = || {
        let mut rest = &text[start + v.len()..];
        (0..2).all(|_| {
            let after = rest.trim_start_matches([',', ';', '&', ' ']);
            let next = after.len() < rest.len()
                && after.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
                && after.as_bytes().get(1) == Some(&b'=');
            rest = &after[after.find([',', ';', '&', ' ']).unwrap_or(after.len())..];
            next
        })
    };
    // (An id's name of words before its `id`, none naming a secret:
    // `wm_id`, not `pwd_id`, Vault's `secret_id`, nor `id` alone.)
    let words = super::words::words(name);
    let id = name.len() <= 16
        && words.len() >= 2
        && words.last().is_some_and(|w| w == "id")
        && words
            .iter()
            .all(|w| super::words::strength(w, false).is_none());
    (id || name.len() == 1 && listed())
        && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
        && !number.is_empty()
        && number.bytes().all(|b| b.is_ascii_digit())
}

/// Whether a finding is a list's number at its line's start with the
/// step's words after it (`How to rotate the signing key:` then `1. Create
/// a new signing key`): the label's list, not its value. (`password:` then
/// `1.` alone is still read.)
/// The finding may be the step's whole line (`1. Log in at
/// space-track.org` then `2. Settings ...`): its first two words are words
/// then, none of its words is shaped as a secret, and the next line is
/// the next step (not `1. hunter2 blue`, `1. Log in with Xk9pLmQ2`, nor
/// a passphrase of words alone).
pub(super) fn numbers_a_step(text: &str, start: usize, end: usize) -> bool {
    let found = &text[start..end];
    let number = found.split(' ').next().unwrap_or(found);
    let after = start + number.len();
    let n = number
        .strip_suffix(['.', ')'])
        .filter(|n| (1..=2).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|n| n.parse::<u8>().ok());
    // (The next step on the next line, or after a blank where a screen's
    // lines were read joined.)
    let whole_step = |r: &str| {
        let mut ws = r.split_whitespace().take(2);
        let next = n.and_then(|n| {
            [format!("\n{}.", n + 1), format!(" {}. ", n + 1)]
                .iter()
                .filter_map(|m| r.find(m.as_str()))
                .min()
        });
        // (A step starts with its verb, capitalised: `Log in`; not a
        // passphrase's words, `correct horse battery staple`.)
        r.starts_with(char::is_uppercase)
            && (0..2).all(|_| {
                ws.next()
                    .is_some_and(|w| w.chars().all(char::is_alphabetic))
            })
            && next.is_some_and(|at| !r[..at].split_whitespace().any(super::secret_shaped))
    };
    n.is_some()
        && text[..start]
            .rsplit('\n')
            .next()
            .is_some_and(|before| before.trim().is_empty())
        && text[after..]
            .strip_prefix(' ')
            .is_some_and(|r| r.starts_with(char::is_alphabetic) && (after == end || whole_step(r)))
}

/// Secret stores a `${store:path}` reference names.
const SECRET_STORES: &[&str] = &[
    "vault", "env", "file", "aws", "ssm", "secret", "secrets", "azure", "gcp", "kv", "keyvault",
    "sops", "awssm",
];

/// A test vector's filler (RFC 4231's key `0x0b0b0b...`, `aaaaaaaa...`):
/// sixteen or more characters, one unit of at most four repeated.
fn is_repeated_unit(v: &str) -> bool {
    let v = v.strip_prefix("0x").unwrap_or(v).as_bytes();
    v.len() >= 16 && (1..=4).any(|n| v.chunks(n).all(|c| c == &v[..c.len()]))
}

/// A wallet's test vector (BIP-39's `abandon abandon ... about`, `zoo
/// ... wrong`): twelve or more words, all one word but the last. No
/// wallet's phrase repeats a word eleven times.
fn is_repeated_word_phrase(v: &str) -> bool {
    let words: Vec<&str> = v
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    words.len() >= 12 && words[..words.len() - 1].iter().all(|w| *w == words[0])
}

/// Whether a value is no secret: a reference to one (`$GITHUB_TOKEN`,
/// `${{ secrets.X }}`), a mask, a placeholder, an example, a note in its
/// place, or a value made public ([`is_public_token`]).
pub(crate) fn is_reference_or_marker(value: &str) -> bool {
    reference_or_marker(value, true)
}

/// Whether a value is a regular expression: two or more of a pattern's
/// pieces (`\s*`, `[^`, `(?i)`, `\d+`), not `.*` alone, which a
/// password may hold (`Tr0ub.*4dor.+X9`).
fn is_regex_pattern(v: &str) -> bool {
    const PIECES: &[&str] = &[
        "\\s*", "\\s+", "\\d+", "\\d{", "\\w+", "\\w*", "[^", "(?i)", "\\b",
    ];
    PIECES.iter().filter(|p| v.contains(*p)).count() >= 2
}

/// [`is_reference_or_marker`] but for public values: where only a
/// password stands (a URL's userinfo), a value shaped like a public key is
/// the password (`postgres://u:pk_live_...@db`).
pub(crate) fn is_reference_or_placeholder(value: &str) -> bool {
    reference_or_marker(value, false)
}

fn reference_or_marker(value: &str, public_counts: bool) -> bool {
    // A statement's end is no part of what it assigns (`@"****";`).
    let v = value.trim().trim_end_matches([';', ',']).trim_end();
    // A closing quote of the text around it (`--header "JOB-TOKEN:
    // $CI_JOB_TOKEN"`) is no part of the value either, nor the close of
    // the object or list it stands in (`{"password": null}`).
    if let Some(inner) = v
        .strip_suffix(['"', '\'', '}', ']'])
        .filter(|i| !i.contains(['"', '\'', '{', '[']))
    {
        if reference_or_marker(inner, public_counts) {
            return true;
        }
    }
    // A value quoted inside a quoted string (`\"<password>\"` in a
    // notebook's JSON).
    if let Some(inner) = v.strip_prefix("\\\"").and_then(|v| v.strip_suffix("\\\"")) {
        return reference_or_marker(inner, public_counts);
    }
    // A path built on a variable (`$BASE_URL/account/#/forgot_password`,
    // `${HOME}/.secrets`): where something is, not a secret.
    let variable = v
        .strip_prefix("${")
        .map_or_else(
            || {
                v.strip_prefix('$')
                    .map(|r| r.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_'))
            },
            |r| {
                r.split_once('}')
                    .filter(|(name, _)| is_name(name))
                    .map(|(_, rest)| rest)
            },
        )
        // (A variable's name, not a random run after a `$`: `$QflHTlLPRMYN/x`.)
        .filter(|rest| !super::words::looks_random(&v[..v.len() - rest.len()]));
    let path = |rest: &str| {
        rest.len() < v.len() - 1
            && rest.starts_with('/')
            && rest.split('/').all(|part| {
                part.bytes().all(|b| {
                    b.is_ascii_lowercase()
                        || b.is_ascii_digit()
                        || matches!(b, b'_' | b'-' | b'.' | b'#')
                }) && !super::words::looks_random(part)
            })
    };
    if variable.is_some_and(path) {
        return true;
    }
    // A password manager's name with a case's ending, where the value is
    // kept (Selkup's `пароль Vault-ӈын`, Aleut's `password Vault-ix̂`):
    // letters or marks after the dash, no digit. (Not a word after it,
    // `Vault-Tec`.)
    let kept_in_store = v.split_once('-').is_some_and(|(stem, ending)| {
        matches!(
            stem.to_ascii_lowercase().as_str(),
            "vault" | "keychain" | "keepass" | "bitwarden" | "1password"
        ) && (1..=5).contains(&ending.chars().count())
            && ending.chars().all(|c| c.is_alphabetic() || !c.is_ascii() && !c.is_numeric())
            // (As the view reads it, marks dropped: `Vault-ix`; no
            // capitals, as a password's may be, `Vault-Ab`.)
            && (!ending.is_ascii() || ending.len() <= 3 && ending.bytes().all(|b| b.is_ascii_lowercase()))
    });
    if kept_in_store {
        return true;
    }
    // A pattern's finding may keep the value's quotes (`"$(cat ...)"`).
    if let Some(inner) = ['"', '\'']
        .iter()
        .find_map(|&q| v.strip_prefix(q).and_then(|v| v.strip_suffix(q)))
    {
        return reference_or_marker(inner, public_counts);
    }
    let lower = v.to_ascii_lowercase();
    v.is_empty()
        || EMPTY_PASSWORD_HASHES.contains(&lower.as_str())
        || matches!(
            lower.as_str(),
            "null"
                | "none"
                | "nil"
                | "~"
                | "true"
                | "false"
                | "undefined"
                | "required"
                | "optional"
                | "inherit"
                | "read"
                | "write"
                | "todo"
                | "tbd"
                | "fixme"
                | "changeme"
                | "—"
                | "–"
                | "-"
                // A sheet's unknown (`WLAN-Schlüssel: ?`).
                | "?"
                | "??"
                | "???"
                | "n/a"
                | "change_me"
                | "[filtered]"
                | "[masked]"
                | "[hidden]"
                | "masked"
                | "[redacted]"
                | "redacted"
                | "filtered"
                | "hidden"
                | "encrypted"
                | "value encrypted"
                // Windows' setup, where it removed an answer file's
                // passwords.
                | "*sensitive*data*deleted*"
                | "not set"
                | "not required"
                | "unset"
                | "empty"
                // Words of a sentence, not a value (`현관 비밀번호: will be
                // sent on the day of arrival`).
                | "will"
                | "is"
                | "are"
                | "was"
                | "not"
                | "the"
                | "to"
                | "see"
                | "ask"
                // `set X to any string`.
                | "any"
                // Consul's built-in token for requests without one.
                | "anonymous"
                // A pronoun that points to another password (`Mot de passe :
                // celui de votre ENT`, `Kennwort: Ihr Uni-Passwort`).
                | "your"
                | "ihr"
                | "ihre"
                | "votre"
                | "celui"
                | "celle"
                | "same"
                | "identique"
                | "dasselbe"
        )
        // An instruction in brackets where the value goes (`[enter client
        // secret]`, `[paste your token]`), also cut at its first blank.
        || v.strip_prefix('[').is_some_and(|inner| {
            let first = inner.split_whitespace().next().unwrap_or("").to_ascii_lowercase();
            // (Or says where the value is kept: `[stored in IT Glue]`.)
            matches!(
                first.as_str(),
                "enter" | "insert" | "paste" | "add" | "put" | "your" | "type" | "stored" | "saved" | "kept"
            )
        })
        // An accessibility tree's `[value: ]`: nothing in the brackets.
        || lower.trim_end_matches(']').trim().is_empty()
        // A template's opening, cut at its first blank (`-P {{ secret }}`,
        // `Passwort: {% raw %}`): the value is filled in elsewhere.
        || matches!(v, "{{" | "{%" | "{{-" | "{%-")
        || UI_WORDS.contains(&lower.trim_end_matches([')', ']', '.', ',', ';', '!']))
        // A hash's format described, cut at its first blank (`$2b$12$<22-char
        // salt><31-char hash>`): a bracket it opens and does not close.
        || v.starts_with('$') && v.find('<').is_some_and(|open| !v[open..].contains('>'))
        // Where a config takes it from, as its schema spells it (`auth:
        // from_env`; not `FROM_ENV`, which may be typed as a password).
        || matches!(v, "from_env" | "from-env" | "from_secret" | "from_file" | "from_vault")
        // `Never shown again`, `only shown once`: a console's note where
        // a key was.
        || ["never shown", "not shown", "shown once", "only shown"]
            .iter()
            .any(|p| lower.starts_with(p))
        // `なし`, `keine`: none, in a settings page's language.
        || NONE_WORDS.contains(&v.to_lowercase().as_str())
        || is_vault_path(v)
        // An assignment whose value is one of these, read whole where a
        // label's value was expected (`Trag hier deinen eigenen Token ein:
        // DISCORD_TOKEN=<dein-token>`).
        // (A name, not a token's random body before its `==`.)
        || v.split_once('=').is_some_and(|(name, rest)| {
            // (A shell's `export` before it: `export CKO_SECRET_KEY=****`.)
            let name = name.strip_prefix("export ").unwrap_or(name);
            is_name(name)
                && !super::words::looks_random(name)
                && !rest.is_empty()
                && reference_or_marker(rest, public_counts)
        })
        // OpenSSL's reference to a variable (`-passin env:P12_PASS`).
        || v.strip_prefix("env:").is_some_and(is_name)
        // A scanner's rule that matches a secret, not one (`pattern:
        // (?i)(password|pwd)\s*[:=]\s*['"]?[^\s'"]{8,}`).
        || is_regex_pattern(v)
        // A status and a mask (`[set] ******`): no value shown.
        || v.split_whitespace().nth(1).is_some()
            && v.split_whitespace().count() <= 4
            && v.split_whitespace().all(|w| is_mask(w) || reference_or_marker(w, public_counts))
        // Tailscale's node, machine and disco keys: public keys, by name.
        || ["nodekey:", "mkey:", "discokey:"].iter().any(|p| lower.starts_with(p))
        // An account and its password masked (`CORP\svc-backup /
        // ********`).
        || v.rsplit_once(" / ").is_some_and(|(_, masked)| is_mask(masked.trim()))
        // A command in brackets, its value after (`-NewPassword
        // (ConvertTo-SecureString ...)`).
        || v.strip_prefix('(').is_some_and(is_cmdlet)
        // A command's switch (`Get-LapsADPassword -AsPlainText`).
        || v.trim_end_matches('.').strip_prefix('-').is_some_and(|switch| {
            switch.len() >= 3
                && switch.bytes().all(|b| b.is_ascii_alphabetic())
                && switch.starts_with(|c: char| c.is_ascii_uppercase())
        })
        // `Admin Password: Installed`, `PIN: 設定済み`: whether one is set.
        || STATUS_WORDS.contains(&v.to_lowercase().as_str())
        // An amount: a currency's sign before digits or alone, cut at its
        // first blank (Dutch's `Pin: € 185,00`, a till's total paid by
        // card).
        || v.strip_prefix(['€', '$', '£', '¥', '₽', '₹', '₩', '₺'])
            .is_some_and(|rest| {
                rest.trim_start()
                    .bytes()
                    .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b','))
            })
        // A security question's answer field, its label alone.
        || ANSWER_LABELS.contains(&v.to_lowercase().as_str())
        // A sample's value that names its field (`Password=myPassword;`,
        // `myApiKey`).
        || v.strip_prefix("my").is_some_and(|field| {
            field.starts_with(|c: char| c.is_ascii_uppercase())
                && field.bytes().all(|b| b.is_ascii_alphabetic())
                && super::words::strength(field, false).is_some()
        })
        || PLACEHOLDER_WORDS.contains(&lower.as_str())
        || v.starts_with("$(")
        || v.starts_with("${{")
        // A template's reference, or a secret store's cut at a `#` that
        // would start a comment (`${vault:secret/opc#password}`); not a
        // default after a variable's name (`${SECRET_KEY:-Hunter2024x}`,
        // Spring's `${DB_PASSWORD:x}`).
        || v.strip_prefix("${").is_some_and(|r| {
            let after = r.trim_start_matches(|c: char| {
                c.is_ascii_alphanumeric() || c == '_' || c == '.'
            });
            let name = &r[..r.len() - after.len()];
            after.is_empty()
                || after.starts_with('}')
                || after.starts_with(':') && SECRET_STORES.contains(&name.to_ascii_lowercase().as_str())
        })
        // Azure's Key Vault reference (`@Microsoft.KeyVault(SecretUri=...)`).
        || v.starts_with("@Microsoft.KeyVault(")
        // An accessibility tree's element number (`<textbox> PIN = ` then
        // `[3] <alert>` where lines are joined).
        || v.len() > 2
            && v.starts_with('[')
            && v.ends_with(']')
            && v[1..v.len() - 1].bytes().all(|b| b.is_ascii_digit())
        || is_tag(v)
        || is_template(v)
        || is_cmdlet(v)
        || lower.starts_with("arn:")
        // A hosting dashboard's reference to a secret by its name
        // (`@django-secret-key`).
        || v.strip_prefix('@').is_some_and(|name| {
            name.len() >= 3
                && name.contains('-')
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        })
        || is_resource_name(v)
        // A mail's inline image (`cid:image001.png@01DAB7B1.BA1E91AE`); a
        // KeePass field's reference to another entry's (`{REF:P@I:...}`).
        || lower.starts_with("cid:")
        || lower.starts_with("{ref:")
        || is_repeated_unit(v)
        || is_repeated_word_phrase(v)
        || is_code_path(v)
        || v.contains(super::REDACTION_MARK)
        || (v.starts_with("${") && v.ends_with('}') && is_name(&v[2..v.len() - 1]))
        // A resolver's reference by its scheme, Spring Cloud's secret
        // manager's (`${sm://projects/x/secrets/db-password}`,
        // `${vault://...}`): a scheme's name, then a path with no blank.
        || v.strip_prefix("${").and_then(|r| r.strip_suffix('}')).is_some_and(|inner| {
            inner.split_once("://").is_some_and(|(scheme, path)| {
                is_name(scheme) && !path.is_empty() && !path.contains(char::is_whitespace)
            })
        })
        // `${SECRET_KEY:?missing}`: a reference that fails when unset.
        || (v.starts_with("${")
            && v.ends_with('}')
            && v[2..].split_once(":?").is_some_and(|(name, _)| is_name(name)))
        || is_pem_placeholder(v)
        || (v.starts_with("{{")
            && v.ends_with("}}")
            && is_name(v[2..v.len() - 2].trim().trim_start_matches('.')))
        // CloudFormation's dynamic reference (`{{resolve:secretsmanager:
        // prod/db:SecretString:password}}`), Postman's vault's
        // (`{{vault:api-token}}`).
        || v.starts_with("{{resolve:")
        || v.starts_with("{{vault:")
            && v.ends_with("}}")
            && v.get(8..v.len() - 2)
                .is_some_and(|name| !name.contains(char::is_whitespace))
        // A Helm or Jinja template cut at its first space or pipe
        // (`{{ .Values.db.password | quote }}`), or a function's call in
        // one (dbt's `{{ env_var('DBT_PASSWORD') }}`).
        || v.strip_prefix("{{").is_some_and(|inner| {
            let first = inner.split_whitespace().next().unwrap_or("");
            let first = first.split('(').next().unwrap_or(first);
            is_name(first.trim_start_matches(['.', '$']))
        })
        // A scanner's pattern for a token (`nik_[A-Za-z0-9]{40}`).
        || v.contains('[')
            && v.contains(['{', '+', '*'])
            && ["[A-Za-z0-9", "[a-zA-Z0-9", "[0-9a-f", "[a-f0-9", "[A-Z0-9", "[a-z0-9"]
                .iter()
                .any(|c| v.contains(c))
        // A value encrypted in place (SOPS `ENC[AES256_GCM,...]`; an
        // OpenPGP message in base64, as Renovate keeps a token for a
        // repository, `wcFMA...`).
        || v.starts_with("ENC[")
        || ["wcFMA", "wcBMA", "wV4D"].iter().any(|p| v.starts_with(p)) && v.len() >= 64
        // SAS's macro variable and macro function (`&dbpw`, `&pw.`,
        // `%sysget(DBPW)`, `%superq(pw)`).
        // (Letters and `_` only, and SAS's own mark: the `.` that ends a
        // reference, or capitals or a `_` as its names are written; a
        // password may start with `&`, `&capsule838`, `&Ladakh-936`,
        // `&capsule`.)
        || v.strip_prefix('&').is_some_and(|n| {
            let (n, ended) = n.strip_suffix('.').map_or((n, false), |n| (n, true));
            is_variable_name(n)
                && n.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_')
                && (ended || n.contains('_') || !n.bytes().any(|b| b.is_ascii_lowercase()))
        })
        || v.strip_prefix('%').is_some_and(|call| {
            call.strip_suffix(')')
                .and_then(|c| c.split_once('('))
                .is_some_and(|(name, arg)| is_name(name) && is_name(arg))
        })
        // Python's `%(password)s`.
        || (v.starts_with("%(") && v.ends_with(")s") && is_name(&v[2..v.len() - 2]))
        // `[hidden]  Reveal`, `tap to share`: marks and a screen's words.
        || is_screen_words(&lower)
        // A Windows variable (`%DB_PASS%`, `%AppData%`; not
        // `%Mapl9917HOR%`).
        || (v.starts_with('%')
            && v.ends_with('%')
            && v.len() > 2
            && is_variable_name(&v[1..v.len() - 1]))
        || (v.starts_with('$')
            && v.len() > 1
            && v[1..]
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_'))
        // A script's variable (`-Credential $cred`, `$dbPassword`): letters
        // only, changing case as a name's words do (not `$lFSGupegzaMy`).
        || v.strip_prefix('$').is_some_and(|name| {
            let case_changes = name
                .as_bytes()
                .windows(2)
                .filter(|p| p[0].is_ascii_uppercase() != p[1].is_ascii_uppercase())
                .count();
            name.len() >= 3
                && name.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_')
                && case_changes <= 3
        })
        // `[hidden]`, `<redacted>`: a marker in brackets.
        || [('[', ']'), ('<', '>'), ('(', ')')].iter().any(|&(open, close)| {
            v.strip_prefix(open)
                .and_then(|l| l.strip_suffix(close))
                .is_some_and(|inner| !inner.is_empty() && reference_or_marker(inner, public_counts))
        })
        // `${DB_PASSWORD:?must be set}`, its message cut at a space.
        || v.strip_prefix("${").and_then(|r| r.split_once(":?")).is_some_and(|(name, _)| is_name(name))
        // A YAML tag naming where a value is kept (`!vault-ref name`,
        // `!secret name`, `!Ref Name`) or marking it encrypted (`!vault`).
        || v.strip_prefix('!').is_some_and(|tag| {
            let tag = tag.split_whitespace().next().unwrap_or("").to_ascii_lowercase();
            YAML_TAGS.contains(&tag.as_str())
        })
        // Terraform's references (`var.db_password`, `local.token`).
        || ["var.", "local.", "data.", "module."]
            .iter()
            .any(|p| v.strip_prefix(p).is_some_and(is_name))
        // A fingerprint or hardware address in hexadecimal pairs.
        || is_hex_pairs(v)
        // A secret manager's reference (`op://vault/item/field`,
        // `vault:secret/data/x#key`).
        || ["op://", "vault:", "vault://", "akv://", "sm://", "doppler://", "infisical://"]
            .iter()
            .any(|p| lower.starts_with(p))
        // vals' and helm-secrets' references (`ref+vault://secret/db#/pw`,
        // `ref+awssecrets://...`).
        || lower.strip_prefix("ref+").is_some_and(|r| {
            r.split_once("://")
                .is_some_and(|(backend, _)| VALS_BACKENDS.contains(&backend))
        })
        || lower.starts_with("process.env.")
        || lower.starts_with("os.environ")
        || lower.starts_with("env(")
        // Getters of the environment or a configuration (R's
        // `Sys.getenv(...)`), a Kubernetes reference, VS Code's
        // `${env:NAME}`.
        // (Elixir's raises when it is unset: `System.fetch_env!("X")`.)
        || lower.split_once('(').is_some_and(|(callee, _)| {
            let callee = callee.strip_suffix('!').unwrap_or(callee);
            is_name(callee) && DEFAULT_GETTERS.iter().any(|g| callee.ends_with(g))
        })
        || ["secretkeyref", "valuefrom"]
            .iter()
            .any(|p| lower.starts_with(p))
        || v.strip_prefix("${env:").and_then(|r| r.strip_suffix('}')).is_some_and(is_name)
        // PowerShell's `$env:NAME`, Ruby's `ENV.fetch(...)` and `ENV[...]`,
        // Spring's `@Value(...)`, Ansible Vault's encrypted header.
        || lower.strip_prefix("$env:").is_some_and(is_name)
        || ["ENV.fetch(", "ENV[", "@Value(", "$ANSIBLE_VAULT;"]
            .iter()
            .any(|p| v.starts_with(p))
        // An object's or a list's opening (`"credentials": {`), a
        // screen's note (`(sensitive value)`).
        || matches!(v, "{" | "[" | "{}" | "[]" | "(sensitive value)" | "(sensitive)")
        // C#'s verbatim string (`@"********"`).
        || v.strip_prefix('@').is_some_and(|r| r.len() > 1 && r.starts_with('"') && reference_or_marker(r, public_counts))
        // A form's button after an empty field, cut at its space
        // (`Password:` / `[Sign in]`): a bracket, then a capitalized word.
        || v.strip_prefix('[').is_some_and(|w| {
            w.starts_with(|c: char| c.is_uppercase()) && w.chars().all(char::is_alphabetic)
        })
        // A sentence in a script without spaces (`密码长度至少为8位，...。`).
        || v.contains(['。', '，', '、'])
        // A screen's words in place of the value, starting with its label
        // (`Password nascosta`, `Salasana piilotettu`, `비밀번호 숨김`).
        || (v.split_whitespace().count() >= 2 && !v.bytes().any(|b| b.is_ascii_digit()) && {
            let first = v.split_whitespace().next().unwrap_or("").to_lowercase();
            first.starts_with("password")
                || PASSWORD_LABELS_AS_READ.iter().any(|l| first.starts_with(l.as_str()))
        })
        // A control's state (`AXCheckBox "Show password" value=0`).
        || matches!(v, "0" | "1")
        // An empty object or list where the value would be (Node-RED's
        // `"credentials":{}}]`).
        || v.starts_with("{}") && v[2..].bytes().all(|b| matches!(b, b'}' | b']' | b','))
        || v.starts_with("[]") && v[2..].bytes().all(|b| matches!(b, b'}' | b']' | b','))
        // A call that stands for the value (`base64(username:password)`).
        || is_call_placeholder(v)
        // A format's slot (`postgres://%s:%s@...`, `{}`, `{0}`).
        || matches!(v, "%s" | "%v" | "%d" | "%q" | "{}" | "{0}" | "{1}")
        // A checkbox's or a control's glyph where no value was shown
        // (`Senha: ` then `☐ Remember me` on the next line).
        || v.starts_with(['☐', '☑', '☒', '□', '■', '▢', '◻', '◼', '⬜'])
        || public_counts && is_public_token(v)
        || is_placeholder(v)
        || is_mask(v)
        || is_path(v)
        // `(in 1Password)`, `(see vault)`: where the secret is kept.
        || ["(in ", "(see ", "(stored ", "(ask "].iter().any(|p| lower.starts_with(p))
        || is_note_in_place(v, &lower)
        || super::assign::is_field_label(v)
}

/// Words of a system's names for its resources (`auth-gateway-creds`,
/// `tls-cert`), which a passphrase of chained words does not use.
pub(super) const RESOURCE_WORDS: &[&str] = &[
    "auth",
    "creds",
    "credentials",
    "api",
    "key",
    "keys",
    "token",
    "tokens",
    "secret",
    "secrets",
    "admin",
    "portal",
    "gateway",
    "service",
    "svc",
    "db",
    "prod",
    "staging",
    "config",
    "tls",
    "cert",
    "certs",
    "ingress",
    "webhook",
    "backend",
    "frontend",
    "worker",
    "cluster",
];

/// Whether a value is a resource's name as a cluster or a console lists
/// it (`Secret: auth-gateway-creds`): lowercase words of letters joined
/// by `-`, half of them or more a system's, or the last naming what it
/// holds (`search-indexer-creds`); not `api-` and a UUID, a key, nor a
/// generated passphrase that holds `prod`.
fn is_resource_name(v: &str) -> bool {
    let parts: Vec<&str> = v.split('-').collect();
    parts.len() >= 2
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()))
        && (parts.iter().filter(|p| RESOURCE_WORDS.contains(p)).count() * 2 >= parts.len()
            || parts.last().is_some_and(|p| {
                matches!(
                    *p,
                    "creds" | "credentials" | "secret" | "secrets" | "config" | "tls" | "cert"
                )
            }))
}

/// "None" in the languages a settings page is written in, where a value
/// would be (`管理者パスワード: なし`).
const NONE_WORDS: &[&str] = &[
    // Hungarian's `none` (`Jelszó: nincs beállítva`); Greek's `not`
    // (`Κωδικός: δεν έχει οριστεί`).
    "nincs",
    "δεν",
    "なし",
    "無し",
    "无",
    "無",
    "없음",
    "нет",
    "немає",
    "keine",
    "keins",
    "kein",
    "aucun",
    "aucune",
    "ninguna",
    "ninguno",
    "nenhuma",
    "nenhum",
    "nessuna",
    "nessuno",
    "geen",
    "brak",
    "yok",
    "ingen",
    "inget",
    "ei",
    "ikke",
    "لا يوجد",
    "कोई नहीं",
    "không có",
    "tidak ada",
    "żaden",
    "žádné",
    "κανένα",
];

/// What a settings page or a device's status page writes where a secret
/// is set or not (`Admin Password: Installed`, `Personal Recovery Key:
/// Escrowed`, `PIN: gesetzt`, `PIN: 設定済み`), in its languages.
const STATUS_WORDS: &[&str] = &[
    "set",
    "is set",
    // A device's factory password, named, not shown (`Supervisor
    // password: default (change required)`).
    "default",
    "installed",
    "not installed",
    "escrowed",
    "not escrowed",
    "configured",
    "not configured",
    "enabled",
    "disabled",
    "present",
    "not present",
    // A program's fallback when a variable is missing (`|| "not-set"`).
    "not set",
    "not-set",
    "not_set",
    "notset",
    "unset",
    "gesetzt",
    "nicht gesetzt",
    "festgelegt",
    "nicht festgelegt",
    "eingerichtet",
    "défini",
    "non défini",
    "configuré",
    "non configuré",
    "establecido",
    "establecida",
    "no establecido",
    "configurado",
    "configurada",
    "definido",
    "definida",
    "não definido",
    "impostato",
    "impostata",
    "non impostato",
    "ingesteld",
    "niet ingesteld",
    "ustawiony",
    "ustawione",
    "nieustawiony",
    "nie ustawiono",
    "ayarlandı",
    "ayarlı",
    "ayarlanmadı",
    "tanımlanmamış",
    "tanımlı değil",
    // Hungarian's and Finnish's `(not) set`.
    "beállítva",
    "nincs beállítva",
    "asetettu",
    "ei asetettu",
    "inställt",
    "inte inställt",
    "установлен",
    "не установлен",
    "задан",
    "не задан",
    "設定済み",
    "未設定",
    "已设置",
    "未设置",
    "已設定",
    "설정됨",
    "설정 안 됨",
    "설정 안됨",
    // A card's PIN or PUK blocked after wrong tries.
    "blocked",
    "gesperrt",
    "bloqué",
    "bloqueado",
    "bloccato",
    "geblokkeerd",
    "zablokowany",
    "spärrad",
    "sperret",
    "spærret",
    "lukittu",
    "заблокирован",
    "ロック中",
    "잠김",
];

/// Words besides [`SEE_WORDS`] that start a note saying where a secret
/// is kept or how it is given, in place of the value (`stored in
/// 1Password`, `AWS Secrets Manager: prod/db`, `se baksidan`).
const REFERENCE_LEADS: &[&str] = &[
    "ver",
    "se",
    "見",
    "见",
    "참조",
    "参照",
    "stored",
    "kept",
    "saved",
    "printed",
    "sent",
    "set",
    "sealed",
    "escrowed",
    "rotated",
    "revoked",
    "expired",
    "managed",
    "aws",
    "azure",
    "gcp",
    "google",
    "hashicorp",
    "vault",
    "1password",
    "bitwarden",
    "keepass",
    "lastpass",
    "dashlane",
    "doppler",
    "infisical",
    "github",
    "gitlab",
    "on",
    "in",
    "via",
    "by",
    "from",
    "your",
    "ask",
    "contact",
    "per",
];

/// Whether a word starts a note in a value's place (`siehe`, `stored`).
pub(super) fn leads_note(word: &str) -> bool {
    SEE_WORDS.contains(&word) || REFERENCE_LEADS.contains(&word)
}

/// The secret after a note's word, `(start, end)` in `rest`, the rest of
/// its line: the line's last word, shaped as a secret and with a digit,
/// perhaps after more of the note's words or short ones between
/// (`Password: in 4xK9!q`, `Passwort: gespeichert in 4xK9!q`, `guardada
/// en u2Zcz@BL`, `in the EnW%5MGR`). A word with words after it names a
/// place (`siehe Outlook2019 Notizen`), and so does a product's name and
/// its number, in words joined by capitals or dashes (`KeePass2`,
/// `vault-prod-2`; not `hunter2`, nor a generator's `tbDCGWe9`).
/// Whether a word, in any case, starts a note of where a secret is kept
/// ([`leads_note`]). Asked of every assignment's value: a note's word is
/// short, and an ASCII one is compared with no lowercase copy.
pub(super) fn is_note_word(word: &str) -> bool {
    const LONGEST_NOTE_WORD: usize = 16;
    word.len() <= LONGEST_NOTE_WORD
        && if word.is_ascii() {
            SEE_WORDS
                .iter()
                .chain(REFERENCE_LEADS)
                .any(|w| w.eq_ignore_ascii_case(word))
        } else {
            leads_note(&word.to_lowercase())
        }
}

/// [`secret_after_note`] after `first`, a value's first word, if it
/// starts a note of where the secret is kept (`in`, `stored`, `siehe`) or
/// is that place (`api_key: kv/live-ops/discord-bot N73x88eJOMCS!0`).
pub(super) fn secret_after_note_word(first: &str, rest: &str) -> Option<(usize, usize)> {
    (is_note_word(first) || is_vault_path(first))
        .then(|| secret_after_note(rest))
        .flatten()
}

/// Whether a value is a secret store's path in small letters of words,
/// under one of Vault's mounts (`secret/tidebreaker/discord`; not a
/// passphrase joined with `/`, `correct/horse/battery/staple`).
fn is_vault_path(v: &str) -> bool {
    under_vault_mount(v) && super::generic::is_words_path(v)
}

/// Whether a value is in a secret store's path's letters and starts with
/// one of Vault's mounts.
fn under_vault_mount(v: &str) -> bool {
    v.bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'/' | b'-' | b'_'))
        && v.split('/')
            .next()
            .is_some_and(|m| VAULT_MOUNTS.contains(&m))
}

/// [`is_vault_path`], or two parts or more after the mount, each words
/// joined by `-` or `_` (`kv/dev/dispatch-api`): a store's path where a
/// value ends its line, as a chat points to it (`salasana on vaultiz →
/// kv/dev/dispatch-api`), `rest` the text after it. Glued to more, it may
/// be a password's start (`Key Vault（kv/live-ops/discord-bot）
/// orangeembermeadow`).
pub(super) fn is_store_path_ending_line(v: &str, rest: &str) -> bool {
    rest.split('\n').next().unwrap_or("").trim().is_empty() && is_store_path(v)
}

/// The path [`is_store_path_ending_line`] asks for.
fn is_store_path(v: &str) -> bool {
    is_vault_path(v)
        || under_vault_mount(v)
            && v.split('/').skip(1).count() >= 2
            && v.split('/').skip(1).all(|part| {
                part.split(['-', '_'])
                    .all(|w| w.len() >= 2 && w.bytes().all(|b| b.is_ascii_lowercase()))
            })
}

/// The secret after a note's word, `(start, end)` in `rest`, the rest of
/// its line: the line's last word (or before a note in brackets, `(rotate
/// monthly)`), shaped as a secret and with a digit, perhaps after more of
/// the note's words or short ones between (`Password: in 4xK9!q`, `stored
/// in Xk9#mq2Lp`, `in the EnW%5MGR`). A word with words after it names a
/// place (`siehe Outlook2019 Notizen`), and so do small words joined by
/// dashes and a number (`vault-prod-2`).
pub(super) fn secret_after_note(rest: &str) -> Option<(usize, usize)> {
    let mut words = rest
        .split_whitespace()
        .map(|w| (w, w.as_ptr() as usize - rest.as_ptr() as usize));
    let between = |w: &str| {
        let w = w.trim_end_matches([',', '.', ';', ':']);
        is_note_word(w) || w.chars().count() <= 4 && w.chars().all(char::is_alphabetic)
    };
    let (word, at) = words.by_ref().take(4).find(|(w, _)| !between(w))?;
    let bare = word.trim_end_matches([',', '.', ';', ')']);
    let last = words
        .next()
        .map_or(true, |(w, _)| w.starts_with(['(', '[']));
    let digit = bare.bytes().any(|b| b.is_ascii_digit());
    let shaped = super::secret_shaped(bare) || super::has_random_body(bare);
    let name = bare.trim_end_matches(|c: char| c.is_ascii_digit() || matches!(c, '-' | '_' | '.'));
    let parts: Vec<&str> = name.split(['-', '_']).collect();
    let named = parts.len() >= 2
        && parts
            .iter()
            .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase()));
    (last && digit && shaped && !named).then_some((at, at + bare.len()))
}

/// `see` in the languages a screen's note is written in.
const SEE_WORDS: &[&str] = &[
    "see",
    "siehe",
    "vedi",
    "voir",
    "veja",
    "vea",
    "zie",
    "katso",
    "zob.",
    "viz",
    "bkz.",
    "см.",
    "див.",
    "βλ.",
    "lihat",
    "xem",
    "ver",
    "vedere",
    "zobacz",
    "смотри",
    "смотрите",
    "देखें",
    "ดู",
    "tazama",
    "tingnan",
    // Ask someone for it (`Contraseña del wifi: preguntar en recepción`),
    // also where a rule reads one word.
    "preguntar",
    "pregunte",
    "perguntar",
    "fragen",
    "demander",
    "chiedere",
    "vragen",
    "fråga",
];

/// Whether a word says a value changed (`geändert`, `Updated`), or when
/// (`last`), in any case.
pub(super) fn is_changed_word(w: &str) -> bool {
    let lower = w.to_lowercase();
    [CHANGED_WORDS, LAST_WORDS]
        .iter()
        .any(|list| list.contains(&w) || list.contains(&lower.as_str()))
}

/// A value's state where the value would be, in a settings page's words
/// in twenty languages: when it last changed. Also the verbs a chat says
/// a code was changed with (`arka kapının şifresi değişti`, `o síndico
/// trocou a senha`, `裏口の暗証番号が変わります`): the `{changed_words}` of
/// the reading of a changed code told in the next sentence in
/// `assign.rs`.
pub(super) const CHANGED_WORDS: &[&str] = &[
    "changed",
    "updated",
    "geändert",
    "aktualisiert",
    "cambiada",
    "cambiado",
    "actualizada",
    "modifié",
    "modifiée",
    "modificata",
    "modificato",
    "alterada",
    "alterado",
    "gewijzigd",
    "zmieniono",
    "zmienione",
    "изменён",
    "изменен",
    "изменено",
    "змінено",
    "değiştirildi",
    "diubah",
    "diperbarui",
    "ändrat",
    "ändrad",
    "ændret",
    "endret",
    "vaihdettu",
    "změněno",
    "módosítva",
    "schimbată",
    "đã đổi",
    "変更済み",
    "已更改",
    "已修改",
    "변경됨",
    "reset",
    "trocou",
    "mudou",
    "mudaram",
    "cambió",
    "cambiato",
    "ändert sich",
    "veranderd",
    "verandert",
    "değişti",
    "değişiyor",
    "đổi",
    "바뀝니다",
    "바뀌었",
    "変わります",
    "変わりました",
    "変更",
    "改了",
    "换了",
    "เปลี่ยน",
    "zmienił",
    "изменил",
    "сменил",
    "поменял",
    "ändras",
    "vaihtuu",
    "vaihtui",
    "byttet",
    "byttes",
    "změnil",
    "změnila",
    "changé",
];

/// `last` before the words of [`CHANGED_WORDS`], which a rule reading one
/// word sees alone.
const LAST_WORDS: &[&str] = &[
    "last",
    "zuletzt",
    "laatst",
    "dernière",
    "último",
    "última",
    "ultima",
    "ostatnio",
    "senast",
    "sidst",
    "sist",
    "viimeksi",
    "naposledy",
    "terakhir",
    "最后",
    "最終",
    "마지막",
];

/// [`STATE_PREFIXES`] and the states of [`STATUS_WORDS`] in a script
/// without spaces, as the detector reads them (a Thai word without its
/// vowels' marks), made once.
static STATE_PREFIXES_AS_READ: Lazy<Vec<String>> = Lazy::new(|| {
    STATE_PREFIXES
        .iter()
        .chain(STATUS_WORDS.iter().filter(|w| !w.is_ascii()))
        .map(|w| super::view::as_read(w).into_owned())
        .collect()
});

/// [`STATE_WORDS`] of scripts written without spaces, which start the
/// value (`密码：已重置`, `暗証番号：ロック中（...）`, `비밀번호: 변경 필요`).
const STATE_PREFIXES: &[&str] = &[
    // Thai's `not yet` (`รหัสผ่าน: ยังไม่ได้ตั้ง`).
    "ยังไม่",
    "未設定",
    "設定されていません",
    "未设置",
    "已锁定",
    "已重置",
    "已发送",
    "已过期",
    "已過期",
    "已失效",
    "已禁用",
    "期限切れ",
    "만료",
    "重置",
    "リセット",
    "送信済",
    "変更済",
    "재설정",
    "발송",
    "미설정",
    "설정",
    "설정되지",
    "변경",
];

/// Whether the first word of `rest`, in any case and without its closing
/// punctuation, is one of [`COUNT_UNITS`]: the number before it counts.
/// Chinese, Japanese and Korean glue a unit to its number with no space
/// (`保险箱：2024年购买`, `6桁`), so there the word need only start with it.
pub(super) fn unit_follows(rest: &str) -> bool {
    rest.split_whitespace().next().is_some_and(|u| {
        let word = u.to_lowercase();
        COUNT_UNITS.contains(&word.trim_end_matches([',', '.', ';', ')']))
            || COUNT_UNITS
                .iter()
                .any(|unit| unit.starts_with(|c: char| c >= '\u{2E80}') && word.starts_with(unit))
    })
}

/// What a number counts, after it (`the code in this PR is 2500 lines`,
/// a policy's `6 Ziffern`, `12 caractères`): a count or a length, no
/// secret.
pub(super) const COUNT_UNITS: &[&str] = &[
    // A price's currency and a size's measure (`key cabinet is 1500 euro`,
    // `1200 mm`), an edition's year; Haiti's gourde and French's lines
    // (`kadna a koute 2500 goud`, `sar 5545 lignes`).
    "goud",
    "gourdes",
    "lignes",
    "euro",
    "euros",
    "eur",
    "dollars",
    "usd",
    "kr",
    "sek",
    "nok",
    "dkk",
    "mm",
    "cm",
    "kg",
    "edition",
    "lines",
    "bytes",
    "characters",
    "chars",
    "words",
    "files",
    "rows",
    "items",
    "users",
    "times",
    "tests",
    "steps",
    "ms",
    "seconds",
    "minutes",
    "hours",
    "days",
    "kb",
    "mb",
    "digits",
    "digit",
    "ziffern",
    "stellen",
    "zeichen",
    "chiffres",
    "caractères",
    "dígitos",
    "caracteres",
    "cifre",
    "caratteri",
    "cijfers",
    "tekens",
    "cyfr",
    "cyfry",
    "znaków",
    "znaki",
    "цифр",
    "цифры",
    "символов",
    "символа",
    "haneli",
    "karakter",
    "tecken",
    "siffror",
    "tegn",
    "merkkiä",
    "numeroa",
    "桁",
    "文字",
    "자리",
    // A date's and a count's units in Chinese, Japanese and Korean.
    "年",
    "月",
    "日",
    "号",
    "號",
    "个",
    "個",
    "件",
    "人",
    "元",
    "円",
    "次",
    "位",
    "년",
    "개",
    "명",
    "원",
    // An account's audience.
    "followers",
    "subscribers",
];

/// Names of the code printed on an official document or a certificate
/// for anyone to check it with (Spain's `CSV (Código Seguro de
/// Verificación)`, Italy's `Codice di verifica del certificato`): the
/// code proves the paper, it opens no account.
const DOCUMENT_CODE_NAMES: &[&str] = &[
    "código seguro de verificación",
    "codi segur de verificació",
    "codice di verifica del certificato",
    "codice di verifica del documento",
    "document verification code",
    "certificate verification code",
    "código de verificación del documento",
    "código de verificação do documento",
    "code de vérification du document",
    "prüfcode des dokuments",
];

/// Words that deny what follows them a value (`no tiene contraseña:`,
/// `— no password needed`, `ohne Passwort`, `pas de mot de passe`).
/// (Not English's `not`: `do not share! Password: ...` gives one.)
pub(super) const NEGATIONS: &[&str] = &[
    "no", "without", "sin", "ohne", "kein", "keine", "keinen", "sans", "pas", "senza", "sem",
    "geen", "zonder", "bez", "utan", "uden", "uten", "nincs", "ilman",
];

/// Whether the last two words of `before`'s last line hold one of
/// [`NEGATIONS`] as a word of its own (`no tiene`, `ohne`; not `No.`).
pub(super) fn negated(before: &str) -> bool {
    let line = before.rsplit('\n').next().unwrap_or(before);
    line.split_whitespace()
        .rev()
        .take(2)
        .any(|w| NEGATIONS.iter().any(|n| w.eq_ignore_ascii_case(n)))
}

/// Whether the text on `at`'s line before it names a document's public
/// verification code ([`DOCUMENT_CODE_NAMES`]): asked of every finding.
pub(super) fn after_document_code_name(text: &str, at: usize) -> bool {
    const REACH: usize = 160;
    let from = super::floor_char_boundary(text, at.saturating_sub(REACH));
    let before = &text[from..at];
    let line = before.rsplit('\n').next().unwrap_or(before);
    // Cheap first: every name holds `ica` (`verifica`) or `üfc`.
    ["ica", "ICA", "üfc", "ÜFC"]
        .iter()
        .any(|w| line.contains(w))
        && {
            let lower = line.to_lowercase();
            DOCUMENT_CODE_NAMES.iter().any(|n| lower.contains(n))
        }
}

/// Whether `at` is in a lock file's list of its packages' digests: a line
/// `  <name>: <40 hexadecimal digits>` under CocoaPods' `SPEC CHECKSUMS:`
/// with only such lines between, or its `PODFILE CHECKSUM:` line
/// (`Plaid: 623c...` there is a pod's checksum, not Plaid's secret). The
/// engine asks it of a format of another length read inside the digest;
/// a 40-digit token whole is read.
pub(super) fn in_checksum_list(text: &str, at: usize) -> bool {
    const REACH: usize = 4096;
    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |n| at + n);
    let line = text[line_start..line_end].trim_end_matches('\r');
    let digest_line = |l: &str| {
        l.starts_with([' ', '\t'])
            && l.split_once(": ").is_some_and(|(name, hex)| {
                let (name, hex) = (name.trim(), hex.trim_end());
                // (A pod's name, no secret's: not `PLAID_SECRET`.)
                !name.is_empty()
                    && !name.contains(char::is_whitespace)
                    && super::words::strength(name, false).is_none()
                    && hex.len() == 40
                    && hex.bytes().all(|b| b.is_ascii_hexdigit())
            })
    };
    if line.trim_start().starts_with("PODFILE CHECKSUM: ") {
        return true;
    }
    if !digest_line(line) {
        return false;
    }
    let from = super::floor_char_boundary(text, line_start.saturating_sub(REACH));
    let before = &text[from..line_start];
    before.rfind("CHECKSUMS:").is_some_and(|h| {
        before[h..]
            .lines()
            .skip(1)
            .all(|l| digest_line(l.trim_end_matches('\r')))
    })
}

/// Whether `start..end` is the project token Mixpanel's SDK initializer
/// takes first, which every app and page embeds and its vendor publishes
/// (`Mixpanel.initialize(token: "af04...")`, `mixpanel.init("af04...")`):
/// 32 hexadecimal digits, quoted, alone or after `token:` (Swift's
/// `withToken:`) as the call's first argument. Its API secret is read
/// wherever it stands, and so is anything else in the call.
pub(super) fn in_public_initializer(text: &str, start: usize, end: usize) -> bool {
    const REACH: usize = 48;
    let value = &text[start..end];
    if value.len() != 32 || !value.bytes().all(|b| b.is_ascii_hexdigit()) {
        return false;
    }
    let from = super::floor_char_boundary(text, start.saturating_sub(REACH));
    let before = &text[from..start];
    // Cheap first: the vendor's name.
    if !PUBLIC_INITIALIZERS
        .iter()
        .any(|(vendor, _, _)| before.contains(vendor))
    {
        return false;
    }
    let lower = before.to_ascii_lowercase();
    let Some((argument, names)) = PUBLIC_INITIALIZERS
        .iter()
        .find_map(|(_, call, names)| lower.rfind(call).map(|i| (&lower[i + call.len()..], names)))
    else {
        return false;
    };
    // (Only a quote, after its argument's name and `:` or `=` if named.)
    let argument = argument.trim_start();
    let argument = names
        .iter()
        .find_map(|name| argument.strip_prefix(name))
        .map_or(argument, |a| {
            a.trim_start().trim_start_matches([':', '=']).trim_start()
        });
    let quote = matches!(argument, "\"" | "'");
    // (No secret's word before it on its line or on the line above:
    // `api_secret = Mixpanel.initialize(...)`, `# API secret, not the
    // token`. A comment after it may say the secret is kept elsewhere.)
    let line_start = text[..start].rfind('\n').map_or(0, |n| n + 1);
    let above = text[..line_start.saturating_sub(1)]
        .rfind('\n')
        .map_or(0, |n| n + 1);
    let near = text[above..start].to_ascii_lowercase();
    let named = [
        "secret", "pass", "pwd", "private", "api_key", "apikey", "api key",
    ]
    .iter()
    .any(|w| near.contains(w));
    let closed = text[end..]
        .strip_prefix(['"', '\''])
        .is_some_and(|after| after.trim_start().starts_with([',', ')']));
    quote && closed && !named
}

/// Whether `start..end` is where a secret store keeps a secret, in
/// brackets after the store's name (`the new token lives only in Vault
/// (kv/live-ops/discord-bot)`): a path of words and short numbers under
/// one of [`VAULT_MOUNTS`], alone between the brackets. Not a path before
/// a value (`api_key: (kv/a) N73x...`), nor a random run (`Vault
/// (secret/zk8vq2mpx7)`). Or an ExternalSecret's `remoteRef`'s `key`,
/// which is always the store's path for it (`remoteRef: {key:
/// kv/ctr-model, property: api_key}`).
pub(super) fn in_store_reference(text: &str, start: usize, end: usize) -> bool {
    // (A path's or a name's words, not a random run: `key: YoZ57f...`
    // there is read.)
    if in_remote_ref(text, start) && text[start..end].split('/').all(super::generic::wordy) {
        return true;
    }
    // (Cheap first, as every finding asks: a bracket closes it.)
    if !text[end..].starts_with(')') {
        return false;
    }
    // (One of Vault's mounts, then two segments or more of words, as a
    // name's segments are read elsewhere ([`super::generic::wordy`]):
    // `kv/live-ops/discord-bot`; not one, `secret/staple-battery-7`, nor
    // a word glued after the bracket, `(kv/a/b)orangeembermeadow`.)
    let mut segments = text[start..end].split('/');
    let mounted = segments.next().is_some_and(|m| VAULT_MOUNTS.contains(&m));
    let path = mounted && segments.clone().count() >= 2 && segments.all(super::generic::wordy);
    let closed = text[end..]
        .strip_prefix(')')
        .is_some_and(|after| !after.starts_with(char::is_alphanumeric));
    if !path || !closed {
        return false;
    }
    let before = text[..start].strip_suffix('(').unwrap_or("").trim_end();
    let from = super::floor_char_boundary(before, before.len().saturating_sub(32));
    let before = before[from..].to_ascii_lowercase();
    SECRET_STORE_NAMES.iter().any(|n| before.ends_with(n))
}

/// Whether `start` is the value of a `key:` right inside a `remoteRef`,
/// in braces or on the next line.
fn in_remote_ref(text: &str, start: usize) -> bool {
    // (Cheap first: a `key:` just before it.)
    let before = text[..start].trim_end_matches([' ', '\t', '"', '\'']);
    let Some(rest) = before.strip_suffix("key:") else {
        return false;
    };
    let rest = rest.trim_end_matches([' ', '\t', '\n', '\r', '{', '-']);
    rest.ends_with("remoteRef:") || rest.ends_with("remoteRef\":") || rest.ends_with("remote_ref:")
}

/// The names of secret stores a text says a secret lives in, lowercase,
/// as [`in_store_reference`] asks them before a path in brackets.
const SECRET_STORE_NAMES: &[&str] = &[
    "vault",
    "key vault",
    "keyvault",
    "secrets manager",
    "parameter store",
    "ssm",
    "1password",
    "bitwarden",
    "doppler",
    "infisical",
];

/// The initializers [`in_public_initializer`] knows: a piece of their
/// vendor's name as written, the call, lowercase, to its opening bracket,
/// and the names its public argument may be given by. (GameAnalytics'
/// game key is its client SDK's first argument, shipped in every build;
/// its secret key is the second, and is read.)
const PUBLIC_INITIALIZERS: &[(&str, &str, &[&str])] = &[
    ("ixpanel", "mixpanel.initialize(", MIXPANEL_TOKEN_NAMES),
    ("ixpanel", "mixpanel.init(", MIXPANEL_TOKEN_NAMES),
    ("ixpanel", "mixpanel.sharedinstance(", MIXPANEL_TOKEN_NAMES),
    ("ixpanel", "mixpanelapi.getinstance(", MIXPANEL_TOKEN_NAMES),
    ("GameAnalytics", "gameanalytics.initialize(", &["gamekey"]),
];

/// Mixpanel's project token's argument names (Swift's `withToken:`).
const MIXPANEL_TOKEN_NAMES: &[&str] = &["token", "withtoken"];

/// First words of a state or of a sentence where a form's value would be,
/// in the languages of [`CHANGED_WORDS`]: the value is unset, locked or
/// expired, or the text says what it must be (`mínimo 14 caracteres`).
/// (A whole state a settings page shows is one of [`STATUS_WORDS`], which
/// is asked of the first word too.)
const STATE_WORDS: &[&str] = &[
    // Not set, blocked, reset, expired, unchanged, in Czech, German,
    // Spanish, Arabic and English (`Heslo: nenastaveno`, `S-PIN: noch nicht
    // vergeben`, `Contraseña: sin configurar`, `Stream key: regenerate to
    // view`).
    "nenastaveno",
    "nenastavené",
    "nenastavený",
    "zablokovaný",
    "zablokované",
    "zablokováno",
    "noch",
    "restablecida",
    "restablecido",
    "sin",
    "منتهية",
    "unchanged",
    "regenerate",
    // How it will come (`Hasło: zostanie wysłane osobnym mailem`,
    // `Contraseña: la recibirá por SMS`, `Mot de passe : sera envoyé`).
    "zostanie",
    "sera",
    "será",
    "verrà",
    "wordt",
    "kommt",
    "la",
    "le",
    "lo",
    "revoked",
    "pendiente",
    "nicht",
    "non",
    "não",
    "niet",
    "nie",
    "ej",
    "ikke",
    // Swedish's `not` (`Lösenord: inte angivet`), Vietnamese's `not yet`
    // (`Mật khẩu: chưa đặt`), Polish's `unset`.
    "inte",
    "chưa",
    "nieustawione",
    "nieustawiona",
    // Turkish's `not needed` (`şifre gerekmez`); where it is written
    // (`WLAN-Passwort: steht am Aushang`).
    "gerekmez",
    "gerekmiyor",
    "steht",
    "liegt",
    "hängt",
    // `at least`, abbreviated (`Kennwort: mind. 10 Zeichen`).
    "mind",
    "min",
    "abgelaufen",
    "wird",
    "muss",
    "must",
    "should",
    // Not (yet) set, in Arabic, Hindi, Indonesian, Turkish and Hebrew
    // (`كلمة المرور: غير محددة`, `पासवर्ड: सेट नहीं है`, `Kata sandi: belum
    // diatur`, `Şifre: belirlenmedi`, `סיסמה: לא הוגדרה`).
    "غير",
    "لم",
    "सेट",
    "belum",
    "belirlenmedi",
    "sıfırlama",
    "ayarlanmadı",
    "לא",
    "mindestens",
    "expiré",
    "expirée",
    "bloquée",
    "à",
    "au",
    "doit",
    "caducada",
    "caducado",
    "bloqueada",
    "mínimo",
    "debe",
    "expirada",
    "expirado",
    "deve",
    "scaduta",
    "scaduto",
    "bloccata",
    "almeno",
    "verlopen",
    "minimaal",
    "zablokowane",
    "zablokowana",
    "wygasło",
    "wygasł",
    "musi",
    "не",
    "заблокирована",
    "истёк",
    "истек",
    "минимум",
    "süresi",
    "kilitli",
    "en",
    "kedaluwarsa",
    "diblokir",
    "minimal",
    "utgått",
    "låst",
    "udløbet",
    "utløpt",
    "vanhentunut",
    "lejárt",
    "zárolva",
    // Reset, sent or changed, and how it came (`Senha: enviada por SMS`,
    // `Mot de passe : réinitialisé`, `Passwort: per SMS verschickt`).
    "reset",
    "réinitialisé",
    "réinitialisée",
    "zurückgesetzt",
    "gereset",
    "zresetowane",
    "zresetowano",
    "redefinida",
    "redefinido",
    "reimpostata",
    "reimpostato",
    "sıfırlandı",
    "сброшен",
    "сброшена",
    "direset",
    "envoyé",
    "envoyée",
    "enviada",
    "enviado",
    "inviata",
    "inviato",
    "verschickt",
    "versendet",
    "gesendet",
    "verstuurd",
    "wysłane",
    "wysłano",
    "gönderildi",
    "отправлен",
    "отправлена",
    "dikirim",
    "terkirim",
    "imetumwa",
    "geändert",
    "modifié",
    "modificada",
    "alterada",
    "cambiata",
    "gewijzigd",
    "zmienione",
    "değiştirildi",
    "изменён",
    "изменен",
    "diubah",
    "per",
    "via",
    "par",
    "por",
];

/// Single words that stand where a value would be and say how it is given
/// (`Пароль = SMS`, `Authenticator key: Passkey`).
const NOTE_WORDS: &[&str] = &[
    // How an SSH session signed in (`auth=publickey, user=x`).
    "publickey",
    "keyboard-interactive",
    "hostbased",
    // A hash's or a cipher's name (`hashes password with argon2id`).
    "argon2id",
    "argon2",
    "bcrypt",
    "scrypt",
    "pbkdf2",
    "sha256",
    "sha512",
    "sha1",
    "md5",
    "aes256",
    "aes-256",
    "ed25519",
    // Where it is kept (`Password: 1Password`).
    "1password",
    "bitwarden",
    "keepass",
    "keepassxc",
    "lastpass",
    "dashlane",
    "vault",
    "sms",
    "email",
    "e-mail",
    "passkey",
    "sso",
    "ldap",
    "saml",
    "oauth",
    "mfa",
    "2fa",
    "fido2",
    "yubikey",
    "kerberos",
    "certificate",
    // A network's way in (`auth: portal`, a captive portal's; `auth:
    // open`).
    "portal",
    "captive",
    "open",
    "none",
    "nein",
    "nessuna",
    "ninguna",
    "aucun",
];

/// Notes in place of a value, which a person reads as no secret: blanks
/// to fill (`____`), a phrase in brackets with no digit (`(set by user)`,
/// `(rejtett)`, `[redacted by sender]`), a note that says where the
/// secret is kept or how it is given (`siehe Rückseite`, `SMS`), a count
/// (`10 / 10`), a date (`2024-07-08`), a question (`gani?`), a value cut
/// short after a few characters (`123456:ABC-DEF...`), or anything that
/// says it was redacted.
fn is_note_in_place(v: &str, lower: &str) -> bool {
    // Blanks, perhaps numbered or after a short prefix (`1. ____`,
    // `A3-______-______`): underscores, and no run of three letters or
    // digits.
    // (Mostly underscores: a token of short runs between `_` and `-` is
    // no blank, `aA-aA-_-0_a-A_-aa`.)
    let underscores = v.bytes().filter(|&b| b == b'_').count();
    let blank = underscores >= 2
        && underscores >= v.bytes().filter(u8::is_ascii_alphanumeric).count()
        && (underscores >= 4 || v.bytes().all(|b| matches!(b, b'_' | b' ' | b'.')))
        && v.split(|c: char| !c.is_alphanumeric())
            .all(|run| run.chars().count() <= 2);
    // Groups of `x` standing for what is hidden (`xxxx xxxx xxxx xxxx`),
    // perhaps with the last group shown (`XXXX-XXXXXX-A4EG`).
    let x_groups = || {
        let xs = |g: &str| g.len() >= 3 && g.bytes().all(|b| matches!(b, b'x' | b'X'));
        let mut groups = v.split([' ', '-']).filter(|g| !g.is_empty()).peekable();
        let mut n = 0;
        while let Some(g) = groups.next() {
            n += 1;
            if groups.peek().is_none() {
                return xs(g) || n >= 2 && g.len() <= 6;
            }
            if !xs(g) {
                return false;
            }
        }
        false
    };
    let bracketed = [('(', ')'), ('[', ']'), ('（', '）'), ('<', '>')]
        .iter()
        .any(|&(open, close)| {
            v.strip_prefix(open)
                .and_then(|r| r.strip_suffix(close))
                .map(str::trim)
                .is_some_and(|inner| {
                    let first = inner.split_whitespace().next().unwrap_or("").to_lowercase();
                    // Where it is kept (`<1Password>`), or words with no digit:
                    // a phrase, or a word, not random letters (`[lFrxdJolZox]`).
                    !inner.is_empty()
                        && (leads_note(&first)
                            || !inner.chars().any(|c| c.is_ascii_digit())
                                && (inner.contains(' ')
                                    || inner.chars().all(char::is_alphabetic)
                                        && !inner.chars().skip(1).any(char::is_uppercase)))
                })
        });
    let mut words = lower.split_whitespace();
    // (Not a secret after it: `in Xk9#mq2Lp`.)
    let (first, rest) = v.split_once(char::is_whitespace).unwrap_or((v, ""));
    // (After `see`, what to see however it is shaped: a value read up to
    // a capital's word, `siehe Outlook2019` of `... Notizen`.)
    let reference = words.next().is_some_and(leads_note)
        && words.next().is_some()
        && (SEE_WORDS.contains(&first.to_lowercase().as_str())
            || secret_after_note_word(first, rest).is_none())
        // `see` alone, where a rule reads one word (`Gerätekennwort: siehe
        // Unterseite`), and a note in a script without spaces
        // (`パスワード管理ツール参照`).
        || SEE_WORDS.contains(&lower)
        || ["参照", "参见", "參見", "查看", "참조"].iter().any(|w| v.contains(w));
    // A reference with an empty default (`${SPRING_DATASOURCE_PASSWORD:}`).
    let empty_default = v
        .strip_prefix("${")
        .and_then(|r| r.strip_suffix('}'))
        .and_then(|r| r.split_once(':'))
        .is_some_and(|(name, default)| is_name(name) && matches!(default, "" | "-"));
    // A secret's key in a store, named in kebab or snake case
    // (`adminPasswordKey: postgres-password`, a `secretKeyRef`'s `key:
    // greenhouse_api_key`): two to four lowercase words, the last naming
    // a secret.
    let key_name = || {
        [b'-', b'_'].iter().any(|&sep| {
            let sep = char::from(sep);
            (2..=4).contains(&v.split(sep).count())
                && v.split(sep)
                    .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()))
                && matches!(
                    v.rsplit(sep).next(),
                    Some("password" | "secret" | "token" | "key" | "passphrase")
                )
        })
    };
    // The next field's label, a form's empty field above it (`Şifre:` /
    // `PIN:`): a secret's label and its colon.
    let next_label = v
        .strip_suffix([':', '：'])
        .is_some_and(super::assign::is_field_label);
    // The name of a secret's variable (`TENCENTCLOUD_SECRET_KEY`).
    let variable = || {
        v.contains('_')
            && v.bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
            && v.bytes().any(|b| b.is_ascii_uppercase())
            && super::words::strength(v, false).is_some()
    };
    // A state or a sentence where the value would be, in a form's words
    // (`Token: abgelaufen`, `Hasło: zablokowane po 3 próbach`, `Mot de
    // passe : à définir`, `Política de contraseñas: mínimo 14`).
    let state = lower
        .split_whitespace()
        .next()
        .map(|w| w.trim_end_matches(['.', ',', ';', ':']))
        .is_some_and(|w| STATE_WORDS.contains(&w) || STATUS_WORDS.contains(&w))
        // (A script without spaces: the state starts the value, `ロック中（...）`.)
        || STATE_PREFIXES_AS_READ.iter().any(|w| lower.starts_with(w.as_str()));
    // An amount (`Gebühr Reisepass: 70,00 €`): no secret has a price's
    // two decimals alone.
    let price = lower
        .trim_end_matches(|c: char| c == ' ' || c.is_ascii_alphabetic() || "€$£¥₹₽₺".contains(c));
    let amount = price.split_once([',', '.']).is_some_and(|(units, cents)| {
        (1..=7).contains(&units.len())
            && units.bytes().all(|b| b.is_ascii_digit())
            && cents.len() == 2
            && cents.bytes().all(|b| b.is_ascii_digit())
    });
    // A length a policy gives (`Transport-PIN: 5 Ziffern`, `PIN: 4–6
    // digits`): a count of one to three digits, then its unit.
    let mut counted = lower.split_whitespace();
    let length = counted.next().is_some_and(|n| {
        (1..=5).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit() || b == b'-')
    }) && counted
        .next()
        .is_some_and(|u| COUNT_UNITS.contains(&u.trim_end_matches([',', ';', '.', ')'])));
    // An SSH key's file name (`Key: id_ed25519_edi (fingerprint ...)`).
    let key_file = ["id_rsa", "id_ed25519", "id_ecdsa", "id_dsa"]
        .iter()
        .any(|f| lower.starts_with(f));
    let note_word = state
        || amount
        || length
        || key_file
        || NOTE_WORDS.contains(&lower.trim_end_matches(['.', ',', ';']))
        // When it last changed (`Password: changed 3 months ago`, `密码:
        // cambiada hace 3 meses`, `Passwort: zuletzt geändert ...`): the
        // first or the second word.
        || lower.split_whitespace().take(2).any(is_changed_word);
    let count = {
        let number = |p: &str| {
            let p = p.trim();
            (1..=3).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit())
        };
        let mut parts = lower.split('/');
        match (parts.next(), parts.next(), parts.next()) {
            (Some(a), Some(b), None) => number(a) && number(b),
            _ => false,
        }
    };
    let b = v.as_bytes();
    let date = b.len() >= 10
        && b[..4].iter().all(u8::is_ascii_digit)
        && b[4] == b'-'
        && b[5..7].iter().all(u8::is_ascii_digit)
        && b[7] == b'-'
        && b[8..10].iter().all(u8::is_ascii_digit)
        && v[10..].bytes().all(|c| {
            c.is_ascii_digit() || matches!(c, b'T' | b':' | b'.' | b'Z' | b' ' | b'+' | b'-')
        });
    // (Words cased as words: `Forgot?`, `FAQ?`; not `wgKFiPMIjJB?`.)
    let cased_as_word = |w: &str| {
        w.chars().skip(1).all(|c| !c.is_uppercase()) || w.chars().all(|c| !c.is_lowercase())
    };
    let question = v.strip_suffix('?').is_some_and(|w| {
        !w.trim().is_empty()
            && w.chars().all(|c| c.is_alphabetic() || c == ' ')
            && w.split(' ').all(cased_as_word)
    });
    // (Sixteen characters in all: a long run of separators and a few
    // letters between, `aA_0--a_aA0_-a__-aA--_AA-A-_0...`, is a token's.)
    let cut_short = ["...", "…"].iter().any(|e| {
        v.strip_suffix(e)
            .or_else(|| v.strip_prefix(e))
            .is_some_and(|r| r.chars().count() <= 16)
    });
    // A hash's format with its salt and digest left out (`hash format
    // $argon2id$v=19$...).`): a crypt string's fields, none of them given.
    let hash_format = v.starts_with('$')
        && ["$...", "$…"].iter().any(|e| {
            v.split_once(e)
                .is_some_and(|(_, rest)| rest.chars().all(|c| matches!(c, '.' | '…' | ')' | ']')))
        });
    blank
        || x_groups()
        || variable()
        || empty_default
        || key_name()
        || bracketed
        || reference
        || note_word
        || count
        || date
        || question
        || next_label
        || cut_short
        || hash_format
        || lower.contains("redacted")
}

/// A key block whose body is left out (`-----BEGIN PRIVATE KEY-----\n...\n
/// -----END PRIVATE KEY-----`): documentation's, not a key.
fn is_pem_placeholder(v: &str) -> bool {
    // The body between the armour lines, on lines of its own or (in a
    // view that joins lines) between spaces.
    let Some(rest) = v.strip_prefix("-----BEGIN") else {
        return false;
    };
    let body = rest
        .split_once("-----")
        .map_or("", |(_, after)| after)
        .split("-----END")
        .next()
        .unwrap_or("");
    let body = body.trim();
    // No key material: fewer than 16 base64 characters (a sentence's
    // `"-----BEGIN PRIVATE KEY-----".`).
    let material = body
        .bytes()
        .filter(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/'))
        .count();
    // Key material runs unbroken for a line; prose has spaces (`-----BEGIN
    // PRIVATE KEY----- and should never be committed.`).
    let unbroken = body.split_whitespace().any(|w| {
        w.bytes()
            .filter(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/'))
            .count()
            >= 16
    });
    material < 16
        || !unbroken
        || body.lines().all(|l| {
            let l = l.trim();
            l.chars().all(|c| matches!(c, '.' | '…' | ' ')) || is_placeholder(l)
        })
}

/// Whether a value is words a screen shows in place of a secret: a mark
/// and buttons (`[hidden]  Reveal`), or an instruction (`tap to share`).
fn is_screen_words(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    let instruction =
        words.len() <= 4 && matches!(words.first(), Some(&("tap" | "click" | "press")));
    let bracketed = |w: &str| {
        let inner = w.trim_matches(['[', ']', '<', '>', '(', ')']);
        inner.len() < w.len() && (PLACEHOLDER_WORDS.contains(&inner) || UI_WORDS.contains(&inner))
    };
    let marks = words.len() > 1 && words.iter().all(|w| UI_WORDS.contains(w) || bracketed(w));
    // `Hidden – click Reveal`: a state, then the instruction.
    let hidden = words.len() <= 5
        && words
            .first()
            .is_some_and(|w| UI_WORDS.contains(&w.trim_end_matches(['.', ','])) || *w == "hidden")
        && words
            .iter()
            .any(|w| matches!(*w, "click" | "tap" | "press"));
    // A settings page's button in brackets (`[Alterar senha]`, `[修改密码]`):
    // a password's label or a control's word, and no digit.
    let button = lower
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .is_some_and(|inner| {
            !inner.bytes().any(|b| b.is_ascii_digit())
                && (inner.split_whitespace().any(|w| UI_WORDS.contains(&w))
                    || ["password", "passkey", "passcode"]
                        .iter()
                        .any(|l| inner.contains(l))
                    || PASSWORD_LABELS_AS_READ
                        .iter()
                        .any(|l| inner.contains(l.as_str())))
        });
    instruction || marks || hidden || button
}

/// What a screen shows after a secret's label in place of the secret: a
/// button (`Wi-Fi Password: Share`), a state (`Password: incorrect`,
/// MySQL's `using password: YES`).
const UI_WORDS: &[&str] = &[
    // A setting's state (`Two-factor authentication: Enabled`).
    "enabled",
    "disabled",
    "configured",
    "active",
    "inactive",
    "share",
    "show",
    "hide",
    "copy",
    "edit",
    "reveal",
    "change",
    "view",
    "incorrect",
    "invalid",
    "wrong",
    "expired",
    "yes",
    "no",
    "on",
    "off",
    "enabled",
    "disabled",
    "unset",
    "saved",
    "weak",
    "strong",
    "ok",
    // A control's state (`checkbox 'Save password' [value: unchecked]`,
    // `Security key : Present`, `Passcode: sent separately`).
    "checked",
    "unchecked",
    "selected",
    "unselected",
    "present",
    "absent",
    "sent",
    // A form's buttons and states, the whole value, beside a password's
    // label in Welsh, Irish, Farsi, Arabic, Kurmanji and Sorani Kurdish,
    // Pashto, Amharic and Somali: change, show, hide, forgotten (`cyfrinair:
    // Newid`, `پسورد: نمایش`, `ፓስዋርድ፦ ረሳሁ`).
    "newid",
    "dangos",
    "cuddio",
    "cuddiedig",
    "anghofiwyd",
    "mewngofnodi",
    "cryfder",
    "athraigh",
    "taispeáin",
    "folaigh",
    "نمایش",
    "فراموشی",
    "تغییر",
    "مخفی",
    "إظهار",
    "إخفاء",
    "تغيير",
    "نسيت",
    "biguherîne",
    "veşêre",
    "گۆڕین",
    "پیشاندان",
    "بدل",
    "وښیه",
    "ረሳሁ",
    "ቀይር",
    "አሳይ",
    "beddel",
    "muuji",
    // A PIN's or an account's state (`SIM PIN: LOCKED`).
    "locked",
    "unlocked",
    "blocked",
    "suspended",
    "pending",
];

/// Words that stand in for a value in examples (`postgres://user:password@`,
/// `<username>:<password>@`).
pub(super) const PLACEHOLDER_WORDS: &[&str] = &[
    "password",
    "passwd",
    "pass",
    "pwd",
    "secret",
    "token",
    "apikey",
    "api_key",
    "api-key",
    "key",
    "user",
    "username",
    "value",
    "here",
    "your",
    "my",
    "base64",
    "example",
    "bearer",
    "basic",
    "digest",
    "api",
    "replace",
    "me",
    "redacted",
    "hidden",
    "removed",
    "omitted",
    "auth",
    "access",
    "code",
    "otp",
    "pin",
    "file",
    "string",
    // A template's words for `your`, `key` and `here` in other languages
    // (`SUA_CHAVE_AQUI`, `DIN_NYCKEL_HÄR`, `VOTRE_CLE_ICI`, `ВАШ_КЛЮЧ`,
    // `API_ANAHTARINIZ`).
    "sua",
    "seu",
    "din",
    "ditt",
    "dit",
    "votre",
    "ваш",
    "ваша",
    "la",
    "tua",
    "tuo",
    "tu",
    "jouw",
    "oma",
    "twoj",
    "twój",
    "ihr",
    "dein",
    "deine",
    "su",
    "aqui",
    "aquí",
    "här",
    "ici",
    "hier",
    "tähän",
    "tutaj",
    "qui",
    "her",
    "здесь",
    "هنا",
    "여기에",
    "buraya",
    "chave",
    "nyckel",
    "cle",
    "clé",
    "ключ",
    "chiave",
    "clave",
    "sleutel",
    "avain",
    "klucz",
    "anahtar",
    "anahtariniz",
    "anahtarınız",
    "schlüssel",
    "nøkkel",
    "nokkel",
    "токен",
    "jeton",
    "senha",
    "contraseña",
    "wachtwoord",
    "hasło",
    "lösenord",
    "salasana",
    "passwort",
];

/// A template's verbs that ask for a value, lowercased, in the languages
/// of its users (`HIER_EINTRAGEN`, `A_REMPLIR`, `DA_COMPILARE`,
/// `PREENCHER`, `UZUPELNIJ`, `在此填写`, `ここに入力`, `여기에_입력`,
/// `اكتب_هنا`): a value made of them and stand-in words is a placeholder.
const FILL_IN_WORDS: &[&str] = &[
    "eintragen",
    "einfügen",
    "ausfüllen",
    "remplir",
    "compilare",
    "inserire",
    "preencher",
    "rellenar",
    "completar",
    "uzupelnij",
    "uzupełnij",
    "wpisz",
    "invullen",
    "udfyld",
    "udfylde",
    "fyll",
    "täytä",
    "doldurun",
    "vyplňte",
    "doplňte",
    "укажите",
    "введите",
    "заполните",
    "填写",
    "填寫",
    "入力",
    "입력",
    "اكتب",
];

/// A token its provider makes public (a browser sees it): Stripe's
/// publishable keys, PostHog project keys, Mapbox public tokens, OAuth
/// client ids.
pub(super) fn is_public_token(v: &str) -> bool {
    // Razorpay's key id is its checkout's public half (`key_secret` is
    // the secret). (Branch's `key_live_`, which an app ships too, stays a
    // secret: it calls Branch's API, and the corpora disagree on it; so
    // does New Relic's browser key, `NRJS-`, which scanners count as a
    // secret and a page's snippet shows.)
    [
        "pk_live_",
        "pk_test_",
        "phc_",
        "pk.eyJ",
        "sb_publishable_",
        "rzp_live_",
        "rzp_test_",
        "FLWPUBK-",
        "FLWPUBK_TEST-",
    ]
    .iter()
    .any(|p| v.starts_with(p))
        || is_app_public_value(v)
        || v.ends_with(".apps.googleusercontent.com")
        || SSH_PUBLIC_KEY_TYPES.iter().any(|t| {
            v.strip_prefix(t)
                .is_some_and(|rest| rest.trim_start().starts_with("AAAA"))
        })
        || is_anon_jwt(v)
        || is_demo_jwt(v)
        || is_eth_signature(v)
        || SENTRY_DSN.is_match(v)
}

/// Public values a mobile app ships, each whole in its exact shape (a
/// password that starts like one is still read: `appl_...!x`):
/// RevenueCat's SDK keys (`appl_`, `goog_`, `amzn_`, `strp_` and 20 to 40
/// letters and digits; its secret keys start `sk_`), a certificate pin (a
/// public key's SHA-256 or SHA-1 in base64 after `sha256/` or `sha1/`),
/// Google's reversed client id (an iOS app's URL scheme), a page's ad
/// slot's element id (Google Publisher Tag's `div-gpt-ad-` and its
/// timestamp, a Prebid ad unit's `code`).
static APP_PUBLIC_VALUE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"^(?:(?:appl|goog|amzn|strp)_[A-Za-z0-9]{20,40}|sha256/[A-Za-z0-9+/]{43}=|sha1/[A-Za-z0-9+/]{27}=|div-gpt-ad-\d{10,16}-\d{1,3}"#,
        r#"|com\.googleusercontent\.apps\.\d{6,20}-[a-z0-9]{32})(?:$|[\s"'`,;)\]}<>|]|\.(?:\s|$))"#,
    ))
    .expect("a valid pattern")
});

fn is_app_public_value(v: &str) -> bool {
    APP_PUBLIC_VALUE.is_match(v)
}

/// Whether `v` has the shape of a key a vendor makes for the browser:
/// Datadog's RUM client tokens (`pub` and 32 hexadecimal digits) and
/// Statsig's client SDK keys (`client-` and 43 letters and digits). The
/// shapes are plain enough that a secret may have them too: they count
/// alone or under a client's key (`DD_CLIENT_TOKEN=`), never under a
/// secret's (`password = "pub..."`).
pub(super) fn is_browser_token(v: &str) -> bool {
    v.strip_prefix("pub").is_some_and(|h| {
        h.len() == 32
            && h.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    }) || v
        .strip_prefix("client-")
        .is_some_and(|k| k.len() == 43 && k.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// A Sentry DSN: its key is made for the browser, and lets one send
/// events, never read them (Sentry's documentation says it may be public).
static SENTRY_DSN: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"^https?://[a-f0-9]{32}@[a-z0-9.-]*(?:sentry\.io|ingest\.[a-z0-9.-]+)/\d+/?$")
        .expect("a valid pattern")
});

/// Key types that start an OpenSSH public key (`ssh-rsa AAAA...`).
const SSH_PUBLIC_KEY_TYPES: &[&str] = &[
    "ssh-rsa ",
    "ssh-ed25519 ",
    "ssh-dss ",
    "ecdsa-sha2-nistp256 ",
    "ecdsa-sha2-nistp384 ",
    "ecdsa-sha2-nistp521 ",
    "sk-ssh-ed25519@openssh.com ",
];

/// A JWT whose claims give it the `anon` role (Supabase's anon key, made
/// for the browser): its payload, decoded, says so.
fn is_anon_jwt(v: &str) -> bool {
    jwt_claims(v).is_some_and(|claims| claims.contains("\"role\":\"anon\""))
}

/// Whether `v` is a JWT that carries jwt.io's sample claims (`sub`
/// `1234567890`, `name` `John Doe`, `iat` `1516239022`, with or without
/// its `admin`) in its payload: the debugger's demonstration, whatever key
/// signed it, which grants nothing anywhere.
fn is_demo_jwt(v: &str) -> bool {
    jwt_claims(v).is_some_and(|claims| {
        [
            "\"sub\":\"1234567890\"",
            "\"name\":\"JohnDoe\"",
            "\"iat\":1516239022",
        ]
        .iter()
        .all(|c| claims.contains(c))
    })
}

/// A JWT's payload decoded, its whitespace taken out; `None` when `v` has
/// no JSON header or its payload is no base64.
fn jwt_claims(v: &str) -> Option<String> {
    let mut parts = v.split('.');
    let (header, payload) = (parts.next()?, parts.next()?);
    if !header.starts_with("eyJ") {
        return None;
    }
    let claims = super::words::decode_base64(payload)?;
    Some(
        claims
            .iter()
            .map(|&b| char::from(b))
            .filter(|c| !c.is_whitespace())
            .collect(),
    )
}

/// A signature of 65 bytes in hexadecimal after `0x` (an Ethereum
/// message's `r`, `s` and `v`): anyone may see it.
fn is_eth_signature(v: &str) -> bool {
    v.strip_prefix("0x")
        .is_some_and(|h| h.len() == 130 && h.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// A Twilio resource id (`AC...` an account, `SM...` a message): two
/// capitals naming the kind and 32 lowercase hexadecimal digits, which the
/// generic rule leaves (the account's secret is its auth token); given as
/// a key's value (`api_key=AC...`), it is that key's.
pub(super) fn is_twilio_sid(v: &str) -> bool {
    let kind = v.get(..2).unwrap_or("");
    let id: String = v
        .chars()
        .skip(2)
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    TWILIO_SID_KINDS.contains(&kind)
        && id.len() == 32
        && id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Kinds of Twilio ids: accounts, messages, media, calls, numbers,
/// messaging services, conversations, services, recordings. (An API
/// key's `SK...` id is read as a credential, as secret scanners do.)
const TWILIO_SID_KINDS: &[&str] = &["AC", "SM", "MM", "CA", "PN", "MG", "CH", "IS", "VA", "RE"];

/// A YAML tag that fetches the value (`!vault secret/app#key`, `!Ref Db`).
fn is_tag(v: &str) -> bool {
    v.strip_prefix('!').is_some_and(|rest| {
        let name: String = rest
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        !name.is_empty() && rest[name.len()..].starts_with([' ', '\t'])
    })
}

/// A template that interpolates a variable (`f"user:{user_id}"`,
/// `"Bearer ${TOKEN}"`): built from a reference, not a secret.
fn is_template(v: &str) -> bool {
    v.match_indices('{').any(|(at, _)| {
        let rest = &v[at + 1..];
        let name = rest.split('}').next().unwrap_or("").trim();
        // A one-letter name only after `$` (`${h}`): a password's `{h}` is
        // its own characters (`m#YV&ir*JI{h}X`).
        let named = name.len() >= 2 || v[..at].ends_with('$');
        // (A hash's scheme in front is no variable: an htpasswd's or
        // LDAP's `{SHA}6ftb...=`, `{SSHA}...`.)
        let scheme = at == 0
            && ["SHA", "SSHA", "MD5", "SMD5", "CRYPT", "PBKDF2"]
                .iter()
                .any(|s| name.starts_with(s))
            && name
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'-');
        rest.contains('}') && named && !scheme && is_name(name)
    })
}

/// PowerShell's approved verbs (`Get-Verb`), the first half of every
/// command's name.
const POWERSHELL_VERBS: &[&str] = &[
    "Add",
    "Approve",
    "Assert",
    "Backup",
    "Block",
    "Build",
    "Checkpoint",
    "Clear",
    "Close",
    "Compare",
    "Complete",
    "Compress",
    "Confirm",
    "Connect",
    "Convert",
    "ConvertFrom",
    "ConvertTo",
    "Copy",
    "Debug",
    "Deny",
    "Deploy",
    "Disable",
    "Disconnect",
    "Dismount",
    "Edit",
    "Enable",
    "Enter",
    "Exit",
    "Expand",
    "Export",
    "Find",
    "Format",
    "Get",
    "Grant",
    "Group",
    "Hide",
    "Import",
    "Initialize",
    "Install",
    "Invoke",
    "Join",
    "Limit",
    "Lock",
    "Measure",
    "Merge",
    "Mount",
    "Move",
    "New",
    "Open",
    "Optimize",
    "Out",
    "Ping",
    "Pop",
    "Protect",
    "Publish",
    "Push",
    "Read",
    "Receive",
    "Redo",
    "Register",
    "Remove",
    "Rename",
    "Repair",
    "Request",
    "Reset",
    "Resize",
    "Resolve",
    "Restart",
    "Restore",
    "Resume",
    "Revoke",
    "Save",
    "Search",
    "Select",
    "Send",
    "Set",
    "Show",
    "Skip",
    "Split",
    "Start",
    "Step",
    "Stop",
    "Submit",
    "Suspend",
    "Switch",
    "Sync",
    "Test",
    "Trace",
    "Unblock",
    "Undo",
    "Uninstall",
    "Unlock",
    "Unprotect",
    "Unpublish",
    "Unregister",
    "Update",
    "Use",
    "Wait",
    "Watch",
    "Write",
];

/// A PowerShell command (`Read-Host`, `Get-Secret`): an approved verb,
/// `-`, a noun. (Not a random run's halves: `GfKqOXFnmsFnLMs-VWaVHy`.)
fn is_cmdlet(v: &str) -> bool {
    v.split_once('-').is_some_and(|(verb, noun)| {
        let word = |w: &str| {
            w.len() >= 3
                && w.starts_with(|c: char| c.is_ascii_uppercase())
                && w.bytes().all(|b| b.is_ascii_alphabetic())
        };
        // (A noun is a word, not a format's suffix in capitals.)
        let lowered = |w: &str| w.bytes().skip(1).any(|b| b.is_ascii_lowercase());
        POWERSHELL_VERBS
            .iter()
            .any(|p| p.eq_ignore_ascii_case(verb))
            && word(noun)
            && lowered(noun)
    })
}

/// A path through code (`var.db_password`, `settings.STRIPE_API_KEY`,
/// `random_password.db.result`): two or more identifiers joined by dots,
/// no digits (`f87glm.jrum9f6c` is a token), starting at a code root or
/// ending in a constant (`tundra.marble.puffin` is a passphrase).
fn is_code_path(v: &str) -> bool {
    let segments: Vec<&str> = v.split('.').collect();
    let identifier = |s: &&str| {
        let b = s.as_bytes();
        !b.is_empty()
            && (b[0].is_ascii_alphabetic() || b[0] == b'_')
            && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_')
    };
    let first = segments[0].to_ascii_lowercase();
    let constant = segments.last().is_some_and(|s| {
        s.len() > 1 && !s.bytes().any(|c| c.is_ascii_lowercase()) && s.contains('_')
    });
    segments.len() >= 2
        && !v.bytes().any(|b| b.is_ascii_digit())
        && segments.iter().all(identifier)
        && (CODE_ROOTS.contains(&first.as_str()) || constant)
}

/// First names of paths through code and configuration: `var.x` (HCL),
/// `settings.X`, `process.env`, `BuildConfig.X`.
const CODE_ROOTS: &[&str] = &[
    "var",
    "local",
    "locals",
    "data",
    "module",
    "each",
    "self",
    "this",
    "settings",
    "config",
    "conf",
    "cfg",
    "app",
    "env",
    "os",
    "process",
    "secrets",
    "vars",
    "values",
    "params",
    "props",
    "properties",
    "buildconfig",
    "processinfo",
    "context",
    "ctx",
    "request",
    "req",
    "args",
    "opts",
    "options",
    "environ",
    "system",
    "environment",
    "window",
    "globals",
    "random_password",
    "random_string",
    "aws_secretsmanager_secret_version",
    "inputs",
    "matrix",
    "steps",
    "needs",
    "github",
    "credentials",
    "creds",
    "keys",
    "config_",
    "import",
];

/// `<your token>`, `<TOKEN>`, `<changeme>`, `YOUR_API_KEY`, `xxxx`: words
/// of letters alone in angle brackets, or an all-caps name that asks for a
/// value.
fn is_placeholder(v: &str) -> bool {
    let bracketed = v
        .strip_prefix('<')
        .and_then(|v| v.strip_suffix('>'))
        .is_some_and(|inner| {
            // A password of letters alone is rarely put in brackets, and
            // one with a digit or a symbol is no placeholder.
            let letters = inner
                .bytes()
                .all(|b| b.is_ascii_alphabetic() || matches!(b, b' ' | b'_' | b'-'));
            // `<base64-encoded-password>`: lowercase words, a number at a
            // word's end, joined by `-`.
            let words = inner.contains('-')
                && inner.split('-').all(|w| {
                    let letters = w.trim_end_matches(|c: char| c.is_ascii_digit());
                    letters.len() >= 2 && letters.bytes().all(|b| b.is_ascii_lowercase())
                });
            letters && inner.bytes().filter(u8::is_ascii_alphabetic).count() >= 3 || words
        });
    // `AKIA<token>`, `SG.<your key>`: a format's prefix, then a word in
    // angle brackets where the rest would be.
    let bracketed = bracketed
        || v.strip_suffix('>')
            .and_then(|r| r.rsplit_once('<'))
            .is_some_and(|(prefix, inner)| {
                prefix.len() <= 12
                    && inner.bytes().filter(u8::is_ascii_alphabetic).count() >= 3
                    && inner
                        .bytes()
                        .all(|b| b.is_ascii_alphabetic() || matches!(b, b' ' | b'_' | b'-'))
            });
    // `__REPLACE_ME__`: the same, between underscores; after a format's
    // short prefix (`Atzr|YOUR_REFRESH_TOKEN`).
    let v = match v.split_once(['|', '.']) {
        Some((prefix, rest))
            if (2..=6).contains(&prefix.len())
                && prefix.bytes().all(|b| b.is_ascii_alphanumeric())
                && rest.starts_with(|c: char| c.is_ascii_uppercase()) =>
        {
            rest
        }
        _ => v,
    };
    let upper = v.trim_matches('_').to_ascii_uppercase();
    let asks = [
        "YOUR_",
        "YOUR-",
        "MY_",
        "ENTER_",
        "ENTER-",
        "INSERT_",
        "INSERT-",
        "REPLACE_",
        "REPLACE-",
        "PASTE_",
        "PASTE-",
        "PUT_",
        "FILL_",
        "CHANGE_ME",
        "CHANGEME",
        // `your` in the languages a sample config is written in
        // (`JOUW_SLEUTEL_HIER`, `DEIN_TOKEN`, `VOTRE_CLE`, `TU_CLAVE`).
        "JOUW_",
        "UW_",
        "DEIN_",
        "DEINE_",
        "IHR_",
        "VOTRE_",
        "TON_",
        "TU_",
        "SU_",
        "SEU_",
        "SUA_",
        "TUO_",
        "TUA_",
        "DIN_",
        "DITT_",
        "TWOJ_",
    ]
    .iter()
    .any(|p| upper.starts_with(p))
        && v.bytes()
            .all(|b| b.is_ascii_uppercase() || matches!(b, b'_' | b'-'));
    // `sk_live_xxxxxxxx`, `ghp_XXXX...`, `sk-...`, `xoxb-your-token`; but
    // not a secret with `...` between its halves: at most 12 letters and
    // digits besides the `x`s.
    let marked = ["xxxx", "XXXX", "your-", "your_", "-here"]
        .iter()
        .any(|m| v.contains(m));
    // Documentation's keys (`AKIAIOSFODNN7EXAMPLE`, `wJalr...EXAMPLEKEY`,
    // `.../XXXXXXXX...`, `lgr_EXAMPLE_DO_NOT_USE`): a random key never spells `EXAMPLE` or runs eight
    // `X`s. The authenticator apps' documented secret (`JBSWY3DPEHPK3PXP`,
    // "Hello!" in base32) is in every tutorial.
    // `django-insecure-change-me-...`, `sk-...your-key-here...`: words that
    // ask for a value, and no digit (`replace-me-9f8Kq2` is a value).
    let hex = v.len() >= 32 && v.bytes().all(|b| b.is_ascii_hexdigit());
    let lower_v = v.to_ascii_lowercase();
    let asking = ([
        "change-me",
        "change_me",
        "changeme",
        // (Java's keystores' `changeit`, as docs ask for a value.)
        "changeit",
        "replace-me",
        "replace_me",
    ]
    .iter()
    .any(|m| lower_v.contains(m))
        || ["your", "insert", "paste", "enter", "put"]
            .iter()
            .any(|w| lower_v.contains(w))
            && lower_v.contains("here")
        || lower_v == "dummy")
        && !v.bytes().any(|b| b.is_ascii_digit());
    let documented = asking
        || v.contains("XXXXXXXX")
        || v.contains("xxxxxxxx")
        || v.ends_with("EXAMPLE")
        || v.contains("EXAMPLEKEY")
        // (A word of its own: `lgr_EXAMPLE_DO_NOT_USE`; glued into a
        // scanner's test vector, `T00EXAMPLE1`, it is read as a value.)
        // (Only among words: beside a random part, `EXAMPLE_mUzv...`, it
        // is read as a value.)
        || (v.split(['_', '-', '.']).any(|p| p == "EXAMPLE") || v.contains("DO_NOT_USE"))
            && super::generic::wordy(v)
        || v.contains("not-a-real")
        || v.contains("not_a_real")
        // (Or a piece of one, as a token's rule reads a hash's body.)
        // (A documented hexadecimal value in either case.)
        || DOCUMENTED_VALUES.iter().any(|d| {
            v.contains(d)
                || v.len() >= 16 && d.contains(v)
                || hex && d.eq_ignore_ascii_case(v)
        });
    let example = marked
        && v.bytes()
            .filter(|b| b.is_ascii_alphanumeric() && !matches!(b, b'x' | b'X'))
            .count()
            <= 12;
    // `your_password_here`, `my-api-key`: stand-in words alone.
    let parts: Vec<String> = v.split(['_', '-', ' ']).map(str::to_lowercase).collect();
    let stand_in = parts.len() >= 2
        && parts
            .iter()
            .all(|p| PLACEHOLDER_WORDS.contains(&p.as_str()));
    // `fake-api-key-for-tests`, `dummy_token_value`: three or more words
    // of letters that say the value is made up.
    // `your_private_key_id_placeholder_here1234`: a value that calls
    // itself one.
    let calls_itself =
        parts.len() >= 3 && parts.iter().any(|p| p == "placeholder") && super::generic::wordy(v);
    // (Small letters as written: `sk_test_hdIQfdameBFL...` is a key.)
    let made_up = parts.len() >= 3
        && v.split(['_', '-', ' '])
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()))
        && parts.iter().any(|p| {
            matches!(
                p.as_str(),
                "fake"
                    | "dummy"
                    | "mock"
                    | "example"
                    | "sample"
                    | "placeholder"
                    | "bogus"
                    | "invalid"
                    | "test"
                    | "tests"
                    | "testing"
            )
        });
    // `HIER_EINTRAGEN`, `A_REMPLIR`, `УКАЖИТЕ_ЗДЕСЬ`, `在此填写`: a template's
    // words asking for the value, no digit. (A word of a script without
    // spaces ends with its verb: `ここに入力`.)
    let fill_in = !v.bytes().any(|b| b.is_ascii_digit())
        && parts.iter().any(|p| {
            FILL_IN_WORDS.contains(&p.as_str())
                || !p.is_ascii()
                    && FILL_IN_WORDS
                        .iter()
                        .any(|f| !f.is_ascii() && p.ends_with(f) && p.chars().count() <= 8)
        })
        && parts.iter().all(|p| {
            p.chars().count() <= 2
                || FILL_IN_WORDS.contains(&p.as_str())
                || PLACEHOLDER_WORDS.contains(&p.as_str())
                || FILL_IN_WORDS
                    .iter()
                    .any(|f| !f.is_ascii() && p.ends_with(f) && p.chars().count() <= 8)
        });
    // `test`, `PLACEHOLDER`, `__REPLACE__`: a word that stands in alone.
    let stand_in_word = matches!(
        upper.as_str(),
        "TEST"
            | "TESTING"
            | "PLACEHOLDER"
            | "REPLACE"
            | "SAMPLE"
            | "FAKE"
            | "FOO"
            | "FOOBAR"
            | "XXX"
    );
    // `sk-ant-oat01-YOUR_KEY`: a prefix, then words asking for the value.
    let asking_suffix = ["YOUR_", "YOUR-", "your_", "your-", "<your"]
        .iter()
        .filter_map(|m| v.find(m))
        .min()
        .is_some_and(|at| {
            v[at..]
                .split(['_', '-', '<', '>'])
                .filter(|w| !w.is_empty())
                .all(|w| PLACEHOLDER_WORDS.contains(&w.to_ascii_lowercase().as_str()))
        });
    bracketed
        || asks
        || example
        || documented
        || stand_in
        || made_up
        || calls_itself
        || stand_in_word
        || fill_in
        || asking_suffix
        || is_filler(v)
        || is_elided(v)
}

/// Whether `rest` opens a note in angle brackets that a word read alone
/// would cut (`key 7 <see OT vault entry radius/nps01>`): words with a
/// space between, closed on the same line. A note stands where the value
/// would.
pub(super) fn opens_bracketed_note(rest: &str) -> bool {
    opens_note(rest, '<', '>')
}

/// Whether `rest` opens a note in parentheses or square brackets, as a
/// terminal's transcript stands one for a command's output (`(output
/// hidden)`, `[no output]`): one of its words says so (not `(correct
/// horse battery)`, a passphrase in brackets).
pub(super) fn opens_parenthetical_note(rest: &str) -> bool {
    (opens_note(rest, '(', ')') || opens_note(rest, '[', ']'))
        && rest[1..]
            .split([')', ']', '\n'])
            .next()
            .is_some_and(|note| {
                note.split_whitespace()
                    .any(|w| OUTPUT_NOTE_WORDS.contains(&w.to_lowercase().as_str()))
            })
}

/// Words of a note that stands for a command's output, lowercased.
const OUTPUT_NOTE_WORDS: &[&str] = &[
    "output",
    "hidden",
    "empty",
    "none",
    "redacted",
    "omitted",
    "masked",
    "copied",
    "clipboard",
    "truncated",
    "suppressed",
];

/// Whether `rest` opens a note between `open` and `close`: words with a
/// space between, the first all letters, closed on the same line.
fn opens_note(rest: &str, open: char, close: char) -> bool {
    let Some(inner) = rest.strip_prefix(open) else {
        return false;
    };
    let line = inner.split('\n').next().unwrap_or(inner);
    line.find(close).is_some_and(|at| {
        let note = &line[..at];
        note.len() <= 80
            && note.contains(' ')
            && note
                .split_whitespace()
                .next()
                .is_some_and(|w| w.chars().all(char::is_alphabetic))
    })
}

/// A call of words that stands for a value in docs
/// (`base64(username:password)`, `sha256(secret)`): a name, then words
/// in parentheses, no digit.
fn is_call_placeholder(v: &str) -> bool {
    let Some((name, args)) = v.strip_suffix(')').and_then(|v| v.split_once('(')) else {
        return false;
    };
    !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !args.is_empty()
        && args
            .bytes()
            .all(|b| b.is_ascii_alphabetic() || matches!(b, b':' | b',' | b'_' | b' ' | b'-'))
}

/// Whether a value is mostly filler: runs of one character or of the
/// alphabet's or the digits' order, four or more long (`sntryu_aaaa...`,
/// `abcdef1234`, `0000...TUVWXYZ`, `dapi1234567890...defg5`). A random
/// token almost never holds such a run; a value that is most of them holds
/// no secret.
fn is_filler(v: &str) -> bool {
    let chars: Vec<u8> = v.bytes().filter(u8::is_ascii_alphanumeric).collect();
    // Sixteen or more: a person's weak password of this shape (`abcd1234`)
    // is still removed; a token's placeholder is a token's length.
    if chars.len() < 16 {
        return false;
    }
    let mut covered = 0;
    let mut i = 0;
    while i < chars.len() {
        // One run: all one character, or each the next of the one before.
        let same = chars[i..].windows(2).take_while(|w| w[1] == w[0]).count();
        let next = chars[i..]
            .windows(2)
            .take_while(|w| w[1] == w[0].wrapping_add(1))
            .count();
        let run = same.max(next) + 1;
        if run >= 4 {
            covered += run;
        }
        i += run;
    }
    covered * 10 >= chars.len() * 6
}

/// Values that providers' own documentation shows in every example: the
/// authenticator apps' secret (`JBSWY3DPEHPK3PXP`, "Hello!" in base32),
/// Stripe's test-mode key and jwt.io's sample token's signature.
const DOCUMENTED_VALUES: &[&str] = &[
    "JBSWY3DPEHPK3PXP",
    // Azurite's and the storage emulator's account key, the same in every
    // install and in Microsoft's docs.
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
    // The bcrypt hash of `password` in Spring Security's docs and
    // Wikipedia's.
    "$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
    // Prisma's and every tutorial's example credentials.
    "randompassword",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    // RFC 7617's `Aladdin:open sesame`, the example of every Basic
    // authentication tutorial.
    "QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
    // MDN's `aladdin:opensesame`.
    "YWxhZGRpbjpvcGVuc2VzYW1l",
    // Documentation's `username:password` and `user:password` (without
    // their padding, which a finding may leave out).
    "dXNlcm5hbWU6cGFzc3dvcmQ",
    "dXNlcjpwYXNzd29yZA",
    // Safaricom's Daraja sandbox passkey, in its docs and every M-Pesa
    // tutorial.
    "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
];

/// The LM and NT hashes of the empty password, and the pair a dump lists
/// for an account without one (`Guest:501:aad3...:31d6...:::`): the same
/// in every dump, and they open nothing.
const EMPTY_PASSWORD_HASHES: &[&str] = &[
    "aad3b435b51404eeaad3b435b51404ee",
    "31d6cfe0d16ae931b73c59d7e0c089c0",
    "aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0",
];

/// A token shown with its middle or end left out (`sk_live_****`,
/// `ghp_...`, `sk-…abcd`): before the marks a prefix of letters (no digits,
/// nothing random), after them at most four characters. A password with
/// stars or dots inside (`a!00aaAA0****a%#`) is not one.
fn is_elided(v: &str) -> bool {
    // (A log's note that it cut the value is no part of it:
    // `eyJhbGciOi…[truncated]`.)
    let v = ["[truncated]", "(truncated)", "[trimmed]"]
        .iter()
        .find_map(|m| v.strip_suffix(m))
        .unwrap_or(v);
    // (Or a dash's segments of stars, as Slack lists a token:
    // `xoxb-***-***-LG2B`.)
    let Some(at) = ["****", "-***-", "...", "…"]
        .iter()
        .filter_map(|m| v.find(m))
        .min()
    else {
        return false;
    };
    let (before, rest) = v.split_at(at);
    // (A UUID's mask keeps its dashes: `********-****-****-****-********24b0`.)
    let after = rest.trim_start_matches(['*', '.', '…', 'x', 'X']);
    let starred = rest.starts_with("****") || rest.starts_with("-***-");
    let after = if after.starts_with('-') && starred {
        rest.trim_start_matches(['*', '-'])
    } else {
        after
    };
    let after_dots = rest.trim_start_matches(['.', '…']);
    // A key shown by its ends around an ellipsis (`LK6q…krJu`, which the
    // detector's view reads as `...`): eight characters of it, never the
    // key.
    let ends = (rest.starts_with('…') || rest.starts_with("..."))
        && before.len() <= 6
        && after_dots.len() <= 4
        && before
            .bytes()
            .chain(after_dots.bytes())
            .all(|b| b.is_ascii_alphanumeric());
    // A key's first and last few characters around a mask or an
    // ellipsis, as a console lists keys (`231daf********4640`,
    // `SG.7***********ZjwB`, `hvs.CAES…nNeN`): at most 8 and 4 of them,
    // never the key, nor 12 characters of it.
    // (A password's last characters may be its symbols: `S*******4!`.)
    let shown = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"+/._-~=!?#$%&@".contains(&b))
    };
    // A key's head is letters, digits and its separators; a head with a
    // password's symbols is a password's own start when it is longer than
    // two (`!AaaAa%A****A0#A` is a password with stars inside).
    let head = |s: &str| {
        shown(s)
            && (s.len() <= 2
                || s.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"+/._-".contains(&b)))
    };
    let cut = starred || rest.starts_with('…') || rest.starts_with("...");
    if ends || cut && before.len() <= 8 && after.len() <= 4 && head(before) && shown(after) {
        return true;
    }
    // A prefix of letters, perhaps with a version's two digits
    // (`sk-ant-api03-...`), and a tail of up to four characters, or of up
    // to eight where prefix and tail are fewer than 12 (`ghp_…7d63830`).
    before
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
        && before.bytes().filter(u8::is_ascii_digit).count() <= 2
        && (after.len() <= 4 || after.len() <= 8 && before.len() + after.len() < 12)
        && after.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// YAML tags that say where a value is kept or that it is encrypted:
/// Ansible's, Home Assistant's, CloudFormation's, and loaders' `!env`.
const YAML_TAGS: &[&str] = &[
    "vault",
    "vault-ref",
    "secret",
    "ref",
    "sub",
    "getatt",
    "importvalue",
    "env",
    "env_var",
    "include",
    "unsafe",
];

/// Four or more pairs of hexadecimal digits joined by `:` (a key's MD5
/// fingerprint, a MAC address).
fn is_hex_pairs(v: &str) -> bool {
    let pairs: Vec<&str> = v.split(':').collect();
    pairs.len() >= 4
        && pairs
            .iter()
            .all(|p| p.len() == 2 && p.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// A masked value: mask characters with at most four characters shown
/// (`••••••••`, `************a1b2`), or a token's prefix (ending in `_` or
/// `-`), four or more mask characters and at most six characters shown
/// (`sk-••••••••FJDu`, `access_••••e7f9`, `gho_****`). A password with
/// stars among its characters (`a!00aaAA0****a%#`) is no mask.
fn is_mask(v: &str) -> bool {
    let mask = |c: &char| matches!(c, '•' | '●' | '*' | '·' | '∙' | '⬤' | '○' | '▪' | '■');
    let masked = v.chars().take_while(mask).count();
    if masked >= 3 && v.chars().count() - masked <= 4 {
        return true;
    }
    // A key written in groups, every group masked but the last few
    // characters (a BitLocker key's `******-******-...-565279`).
    let groups: Vec<&str> = v.split(['-', ' ']).collect();
    if let Some((last, masked_groups)) = groups.split_last() {
        if masked_groups.len() >= 2
            && masked_groups
                .iter()
                .all(|g| g.chars().count() >= 3 && g.chars().all(|c| mask(&c)))
            && last.len() <= 6
            && last.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'*')
        {
            return true;
        }
    }
    // Only the last few characters, after the dots of a cut (`Consumer
    // key: ...765a39e`).
    if let Some(tail) = v.strip_prefix("...").or_else(|| v.strip_prefix('…')) {
        if !tail.is_empty()
            && tail.chars().count() <= 8
            && tail.bytes().all(|b| b.is_ascii_alphanumeric())
        {
            return true;
        }
    }
    // A long token's head, then a mask and its last few characters
    // (`eyJhbGciOi...I****SA1c`): a password is shorter than the head.
    if let Some(at) = v.find("****") {
        let head = &v[..at];
        let tail = v[at..].trim_start_matches('*');
        if head.len() >= 24
            && head
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
            && tail.len() <= 6
        {
            return true;
        }
    }
    // A format's prefix, the rest masked (`hf_***`, `sk_live_****`,
    // `xoxb-*****`).
    if let Some(at) = v.find("***") {
        let (head, tail) = v.split_at(at);
        // (A prefix is letters: `Xk9mQ2vL7pR_***` is a password's end.)
        if head.len() <= 8
            && head.ends_with(['_', '-'])
            && head
                .bytes()
                .all(|b| b.is_ascii_alphabetic() || matches!(b, b'_' | b'-'))
            && tail.bytes().all(|b| b == b'*')
        {
            return true;
        }
    }
    // Bullets are what a screen draws for a secret, never typed in one
    // (`•••• goL7`, `0x•••••••9f80`, `{"token":"•••• a1b2"}`).
    if ["••", "●●", "∙∙", "⬤⬤", "\\u2022\\u2022", "\\u25cf\\u25cf"]
        .iter()
        .any(|b| v.contains(b))
    {
        return true;
    }
    // A mask, then at most a last few characters and a note
    // (`********** (last used 2 days ago)`).
    if masked >= 6
        && v[masked..]
            .split_whitespace()
            .next()
            .map_or(true, |shown| shown.chars().count() <= 6)
    {
        return true;
    }
    // A value cut for display after a few characters (`sv=2022-...`).
    if let Some(head) = v.strip_suffix("...").or_else(|| v.strip_suffix('…')) {
        if head.chars().count() <= 10 {
            return true;
        }
    }
    // A token cut short for display, four or five characters shown at
    // each end (`2/61…be93`; the detector reads `…` as `...`). More shown
    // is part of the token (`LK6q9f2…krJu`).
    if let Some((head, tail)) = v.split_once("...").or_else(|| v.split_once('…')) {
        if head.chars().count() <= 5 && tail.chars().count() <= 5 {
            return true;
        }
    }
    // A key's prefix and a few characters, cut, then a note or nothing
    // (`xkeysib-605189…(ausgeblendet)`): a prefix of one word, fourteen
    // characters in all. (A long run cut is a token's own: `aA_0--a_aA0_
    // -a__-aA--_AA-A-_0...` shows most of it.)
    if let Some((head, tail)) = v.split_once("...").or_else(|| v.split_once('…')) {
        let body = head.rsplit(['-', '_']).next().unwrap_or(head);
        let prefix = &head[..head.len() - body.len()];
        if body.len() < head.len()
            && head.chars().count() <= 14
            && prefix[..prefix.len() - 1]
                .bytes()
                .all(|b| b.is_ascii_alphanumeric())
            && body.chars().count() <= 8
            && (tail.is_empty() || tail.starts_with('('))
        {
            return true;
        }
    }
    let Some(at) = v.rfind(['_', '-']).filter(|&at| {
        v[..at]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
    }) else {
        return false;
    };
    let rest = &v[at + 1..];
    let masked = rest.chars().take_while(mask).count();
    let shown = &rest[rest
        .chars()
        .take_while(mask)
        .map(char::len_utf8)
        .sum::<usize>()..];
    masked >= 4 && shown.len() <= 6 && shown.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Whether `segments` are named folders to a file with an extension of one
/// to four letters (`keys\ops.ppk`, `cpo-portal/src/payments.ts`); a
/// name may hold a space where `spaced` (Windows').
pub(super) fn folders_to_file<'a>(segments: impl Iterator<Item = &'a str>, spaced: bool) -> bool {
    let mut count = 0;
    let mut last = "";
    let plain = segments.into_iter().all(|s| {
        count += 1;
        last = s;
        !s.is_empty()
            && s.bytes().all(|c| {
                c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.') || spaced && c == b' '
            })
    });
    plain
        && count >= 2
        && last.rsplit_once('.').is_some_and(|(name, ext)| {
            // (A longer extension in small letters: `.tfstate`, `.parquet`.)
            !name.is_empty()
                && ((1..=4).contains(&ext.len()) && ext.bytes().all(|c| c.is_ascii_alphabetic())
                    || (5..=8).contains(&ext.len()) && ext.bytes().all(|c| c.is_ascii_lowercase()))
        })
}

/// An absolute path of two or more segments of plain characters
/// (`/run/secrets/db_password`), or a relative one to a file: where a
/// secret is kept, not the secret.
pub(super) fn is_path(v: &str) -> bool {
    // `./password.txt`, `../secrets/db`: a relative path to a file.
    let relative = v.strip_prefix("./").or_else(|| v.strip_prefix("../"));
    if relative.is_some_and(|b| {
        b.contains(['.', '/'])
            && b.bytes()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.' | b'/'))
    }) {
        return true;
    }
    // `C:\\keys\\ops.ppk`, MobaXterm's `_CurrentDrive_:\\keys\\ops.ppk`: a
    // drive, then named folders to a file with an extension.
    let windows = v.split_once(":\\").is_some_and(|(drive, rest)| {
        !drive.is_empty()
            && drive
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_')
            && folders_to_file(rest.split('\\'), true)
    });
    if windows {
        return true;
    }
    let body = v.strip_prefix("~/").or_else(|| v.strip_prefix('/'));
    body.is_some_and(|b| {
        // A base64 secret may start and end with `/` (an AWS secret key's
        // `/XoMh...8x964d/`): a path has a named segment between.
        // Nor is one whose every segment mixes both cases and digits
        // (`/OwPT5/j0a9J0EQKeH/skLf3y...`): a path names at least one.
        let segments = b.split('/').filter(|s| !s.is_empty()).count();
        let mixed = |s: &str| {
            s.bytes().any(|c| c.is_ascii_digit())
                && s.bytes().any(|c| c.is_ascii_uppercase())
                && s.bytes().any(|c| c.is_ascii_lowercase())
        };
        let all_mixed = b.split('/').filter(|s| !s.is_empty()).all(mixed);
        b.contains('/')
            && (segments >= 2 && !all_mixed || !super::has_random_body(b))
            && b.bytes()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.' | b'/'))
    })
}

/// A variable's name in a reference (`DB_PASSWORD`, `secrets.api_key`).
/// Whether `s` is a variable's name as a script writes one: a name
/// ([`is_name`]), not both cases and digits as a password mixes them
/// (`DB_PASS`, `AppData`, `dbpw`; not `Mapl9917HOR`, `Paris891loup`).
fn is_variable_name(s: &str) -> bool {
    is_name(s)
        && ![
            u8::is_ascii_lowercase,
            u8::is_ascii_uppercase,
            u8::is_ascii_digit,
        ]
        .iter()
        .all(|class| s.bytes().any(|b| class(&b)))
}

pub(super) fn is_name(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-'))
}

/// A URL: a scheme, then everything to the first space, quote or angle
/// bracket.
const URL: &str = r#"[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s"'<>`]+"#;

/// What a finding inside takes whole: a URL, a connection string (two or
/// more `key=value` pairs joined by `;`), a bare query string (two or more
/// joined by `&`).
static ENCLOSURE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(&[
        URL,
        r#"[A-Za-z][A-Za-z0-9_.-]{0,40}=[^;\s"'<>`]*(?:;[ ]?[A-Za-z][A-Za-z0-9_ .-]{0,40}=[^;\s"'<>`]*)+;?"#,
        r#"[A-Za-z][A-Za-z0-9_.-]{0,40}=[^&\s"'<>`#]*(?:&[A-Za-z][A-Za-z0-9_.-]{0,40}=[^&\s"'<>`#]*)+"#,
    ]
    .join("|"))
    .expect("a valid pattern")
});

static URLS: Lazy<Regex> = Lazy::new(|| super::pattern(URL).expect("a valid pattern"));

/// The byte ranges of `text` that a finding inside widens to.
pub(super) fn enclosures(text: &str) -> Vec<(usize, usize)> {
    if !text.contains("://") && !text.contains(';') && !text.contains('&') {
        return Vec::new();
    }
    ENCLOSURE
        .find_iter(text)
        .map(|m| (m.start(), m.end()))
        .collect()
}

/// The byte ranges of the URLs in `text`.
pub(super) fn url_spans(text: &str) -> Vec<(usize, usize)> {
    if !text.contains("://") {
        return Vec::new();
    }
    URLS.find_iter(text).map(|m| (m.start(), m.end())).collect()
}

/// Word lists a pattern names as `{name}`, so a vocabulary is declared
/// once and read by its keywords, its pattern and prose alike.
/// Pieces of pattern a rule names as `{name}`, written out as they are.
const PATTERN_PIECES: &[(&str, &str)] = &[
    // The words a name runs on into in a script without spaces between
    // them (Khmer's, Lao's, Thai's, Burmese's: `លេខកូដទ្វារច្រកចូល 4253`,
    // the code of the entrance door): what it is of, glued to it.
    (
        "glued_words",
        r"[\p{Khmer}\p{Lao}\p{Thai}\p{Myanmar}]{1,24}",
    ),
    // A token of its own: not glued after or before a token's characters
    // (`live_...` alone, not inside `pk_live_...`), for formats whose
    // prefix is another's part.
    ("token_start", r"(?:^|[^A-Za-z0-9_])"),
    // A chat export's stamp before a message's author: WhatsApp's
    // `[22/09/26, 12:33:13] ` and `22/09/2026, 12:33 - ` (a fullwidth
    // comma as the view reads it, `、`), a time alone (`12:33 `).
    (
        "chat_stamp",
        r"(?:\[[^\]\n]{4,30}\][ \t]*|\d{1,4}[./-]\d{1,2}[./-]\d{2,4}[,、]?[ \t]+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?[ \t]*[-–－][ \t]*|\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp][Mm])?[ \t]+)?",
    ),
    ("token_end", r"(?:[^A-Za-z0-9_]|$)"),
    // An access code's value (`named_access_code`): four to eight digits,
    // spoken or not, or a key box's capitals and digits, both of them
    // (`AU6V`; not `N/A`); then its end (not a longer number's first group: Webex's
    // `meeting number (access code): 2557 483 8273`).
    (
        "access_code_value",
        r"\d{4,8}|{access_code_letters}|{spoken_digits}",
    ),
    (
        "access_code_letters",
        r"(?-i:[A-Z0-9]{6,10}|[A-Z0-9]{2,3}(?:[A-Z]\d|\d[A-Z])|(?:[A-Z]\d|\d[A-Z])[A-Z0-9]{2,3}|[A-Z0-9](?:[A-Z]\d|\d[A-Z])[A-Z0-9]{1,2})",
    ),
    (
        "access_code_end",
        r"(?:\n|$|[,;!?)\]}—–]|\.(?:\s|$)|[ \t]+(?:[^\d\s]|$))",
    ),
    // Four digits that read as no clock's time and no year of 1900 to
    // 2099 (`Door for lunch: 1230`, `Phone unlock: 2026`, `alarm
    // 0630`), or five to eight: a code where a time or a year may as
    // well stand.
    // A door's code's word after the door's (`door code`, `Torcode`,
    // `大门密码`, `玄関の番号`).
    (
        "code_after_door",
        "code|codigo|código|kod|kód|kode|密码|密碼|비번|비밀번호|번호|番号|暗証番号",
    ),
    // Four digits that are no year of 1900 to 2099 (`lock 2024 ·`), or
    // five to eight digits: a code told beside a name, where a year is
    // written the same way.
    (
        "code_not_year",
        r"(?:[03-9]\d{3}|1[0-8]\d{2}|2[1-9]\d{2}|\d{5,8})",
    ),
    (
        "code_not_clock",
        r"(?:(?:2[4-9]|[3-9]\d)\d{2}|(?:0\d|1[0-8]|2[1-3])[6-9]\d|\d{5,8})",
    ),
    // What a code written before its name opens (`code_before_its_name`),
    // its `code` or `PIN`, then the clause's end, a preposition or a `not`
    // after it: `2400 – door height` measures a door.
    (
        "code_owner",
        r"(?:{code_owner_words})\p{L}{0,6}(?:[ \t-]?(?:code|kod|kode|koden|codice|código|pin))?(?:[ \t]*(?:[.,;!)]|$)|[ \t]+(?:{place_prepositions}|not|nicht|inte|ikke|pas|non|no|niet|nie)(?:[^\p{L}]|$))",
    ),
    // A logged `type` action's text that is a field's JSON, escaped
    // (`{\"field\": \"code\", \"value\": \"...`): what comes before
    // the value, if it is one.
    // A web framework's session cookie's name (`session_cookie`).
    (
        "session_cookie_name",
        r"[A-Za-z0-9_.-]*(?:session(?:[_.-]?(?:id|token))?|sessid|_sess)|connect\.sid|CFTOKEN|\.AspNetCore\.[A-Za-z]+|wordpress_logged_in_[0-9a-f]{0,32}|remember_[a-z]+_[0-9a-f]{8,}|__(?:Secure|Host)-[A-Za-z0-9_.-]*(?:session|token|auth|sid)[A-Za-z0-9_.-]*",
    ),
    (
        "typed_field",
        r#"(?:\{\\"[A-Za-z_]{1,20}\\"\s*:\s*\\"[^"\\\n]{0,40}\\"\s*,\s*\\"value\\"\s*:\s*\\")?"#,
    ),
    // A code after its name (`assign.rs`), and the name a person gave it
    // in quotes (a smart lock's `Guest code "Cleaner" — 887836`): after `:`, a dash between
    // spaces, `=>`, `⇒`, `>>>`, an ellipsis (`PIN… 8 6 7 7`), `is`, `it
    // says` after a comma (a fullwidth one the view reads `、`), `#`, or
    // in brackets (`their house alarm code (8606) for the refit`),
    // the code as one number, two halves
    // (`127-663`), three pairs as a voice reads them (`17 94 97`), two as
    // a mechanical lockbox's dials or a door's keypad show them (`28-90`,
    // `92 13`; `codes` keeps them for a door, a lock or a key box), or of
    // capitals and digits (`codes` decides where). A mail's markup may
    // stand between, and what the code is for in brackets (`PIN2
    // (allkirjastamiseks):`, `Passcode (SecurID):`); a key box's letter
    // and three digits (`Nøkkelboksen ved naustet: X108`; `codes` keeps
    // it for a door's or a lock's words and a PIN). The code starts a
    // word (not the `SSWORD` of `PIN is ${DB_PASSWORD}`; digits spelled
    // out may start with a letter no ASCII boundary sees, `åtta`, and
    // end with one, `четыре`, so their end is also a character that is no
    // letter or the text's end). A voice's filler may come first (`the code is uh 4 2 5 3`). Three
    // digits only after the verb, the colon or the dash that tells them,
    // ending the clause (`value3`; `codes` keeps them for a lock's dials):
    // among the words, `key safe at 107 Bryn Awel is 6792`, they are a
    // house's number; before a word, a count (`Key safe: 469 guests`,
    // `300 in stock`).
    // (Before the pieces it names.)
    (
        "code_value",
        r"(?:(?:\s+[“„\x22][^\x22“”„\n]{1,30}[\x22”“]|[ \t]*[(（][^()（）\n]{1,30}[)）])?{tags}{now}(?:\s+(?:is|was|{copulas}|er|je|on|saved|(?:set|changed|reset)(?:\s+by\s+[^\s:：=]{1,20})?\s+to|{reset_to})|\.[ \t]+(?:{copulas})|[,、]?\s+it(?:'s|\s+is|\s+says)?|\s*(?:は|是|为|為|는|은|คือ)|\s*(?:自今日起|从今天起|今日から)?(?:改为|改為|改成))?{now}{tags}(?:\s+::|\s*[:：]|=|\s*(?:=>|⇒|>>>|…|\.\.\.|→|⟶|➜|➔|➡)|\s+[-–—]>?|\s*-->)?{tags}(?:[,、]?\s+(?:{filler})(?:[,、]|\.{2,3}|…)?)?\s*[#*“«„\x60(（]?(?P<value>(?-u:\b)(?:{one_time_code}|\d{2} \d{2} \d{2}|\d{2}[- ]\d{2}(?:\d{2})?|(?-i:[A-Z0-9]{9,20}|[A-Z]\d{3,6}|\d{4,6}X))|{spoken_digits})(?:(?-u:\b)|$|[^\p{L}\p{N}_])|{tags}{now}(?:\s+(?:is|was|{copulas}|er|je|(?:set|changed|reset)\s+to|{reset_to})|\s*[:：=→]|[ \t]+[-–—]>?[ \t]){now}[ \t]*[\x22'“]?(?P<value3>\d{3})[\x22'”]?(?:[ \t]*(?:$|\n|[.,;!?)](?:\s|$))|[ \t]+(?:(?:{code_end_words})(?:[^\p{L}]|$)|[-–—(]|\p{So})))",
    ),
    // `now` beside a code's verb (`is now`, `ahora es`, `est désormais`,
    // `现在是`, `is vanaf vandaag`, the Polynesian languages' `fou`, new,
    // Ibibio's `obufa`): the code was changed; or `today`, the day's code
    // (`padlock code today: 849`).
    (
        "now",
        r"(?:\s*(?:现在|現在|ตอนนี้)|\s+(?:now|(?:for\s+)?today|fou|foou|fo'ou|foʻou|obufa|ab|अब|désormais|dorénavant|ahora|nu|sekarang|jetzt|nun|ora|adesso|teraz|теперь|agora|şimdi|nyt|nå|τώρα|from\s+today|from\s+(?:tomorrow|tmrw|tmr|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)|(?:starting|as\s+of)\s+(?:today|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|dès\s+(?:demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|à\s+partir\s+de\s+demain|ab\s+morgen|desde\s+mañana|vanaf\s+morgen|vanaf\s+vandaag|ab\s+heute|ab\s+sofort|desde\s+hoy|a\s+partir\s+de\s+hoje|dès\s+aujourd'hui|od\s+dzisiaj|fra\s+i\s*dag|från\s+idag|tästä\s+päivästä(?:\s+(?:alkaen|lähtien))?|alkaen)|\s*[、,]?\s*(?:今日から|明日から|오늘부터|내일부터))?",
    ),
    // A code's or a password's name in a sentence that says it changed:
    // a word of the Latin, Greek or Cyrillic list that starts a word and
    // ends within three letters (`şifresi`, `koden`; not `codebase`), or
    // the name in a script without spaces.
    (
        "changed_code_name",
        r"(?:^|[^\p{L}\p{N}])(?:{changed_code_words})\p{L}{0,3}(?:[^\p{L}\p{N}]|$)|비밀번호|暗証番号|密码|密碼|รหัส",
    ),
    // A code reset or changed to a value, in other languages than
    // English's `changed to` (`zresetowano na`, `direset ke`, `wurde auf`,
    // `άλλαξε σε`).
    (
        "reset_to",
        // (An auxiliary may go before: `er endret til`, `foi alterada
        // para`; Chinese writes it glued: `已重置为`; German's `steht jetzt
        // auf`, is set to.)
        r"(?:(?:er|har|blev|blevet|blitt|foi|fue|ha\s+sido|è\s+stat[oa]|a\s+été|został[ao]?|je|is|ist|wurde)\s+)?(?:zresetowano\s+na|zmieniono\s+na|zmienione\s+na|(?:ændret|endret)\s+til|ändrats\s+till|(?:sudah\s+)?(?:direset|diubah|diganti)\s+(?:ke|menjadi)|wurde\s+auf|(?:geändert|gesetzt)\s+auf|steht\s+(?:jetzt\s+|nun\s+)?auf|άλλαξε\s+σε|(?:cambiado|cambió|cambiada)\s+a|(?:changé|changée|modifié|modifiée|réinitialisé|réinitialisée)\s+(?:en|à)|(?:alterad[ao]|mudou|mudad[ao]|trocad[ao]|redefinid[ao])\s+para|(?:cambiat[ao]|modificat[ao]|reimpostat[ao])\s+in|(?:gewijzigd|veranderd)\s+in|(?:gereset|gewijzigd|veranderd|aangepast)\s+naar|ändrad\s+till|(?:изменён|изменен|сменили|сменён)\s+на)|(?:已|已经)?(?:重置|设置|設置|更改|修改)(?:为|為)",
    ),
    // Markup between a code and its words in a mail's HTML body
    // (`<b>508732</b> is your code`, `Your code</td><td>508732`): tags
    // and the blanks around them, none or many.
    (
        "tags",
        r"(?:\s*</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>\n]{0,120})?/?>)*",
    ),
    // Digits a voice transcript spells out, four to eight (`eight nine
    // seven two`, `dos-tres-cinco-tres`).
    // A safe's dial, each turn's way before its number, three or four
    // turns, one of the first three of two digits (`R20-L80-R69`, `L27
    // R7 L63`, `L15, R16, L13`; not a pad's buttons, `L1 R2 L3`).
    // A code's digits one by one with the same mark between (`6 1 6 9`,
    // `1.3.4.0.6.0`, `7-9-8-5-8-8`, `6·3·5·5·8`), as no date, price or
    // phone number is written; and what ends them, the clause's end, a
    // keypad's `#`, `then` or `now` (not a release's `door 1.2.3.4
    // firmware`).
    // xdotool's `type`, its commands chained before it (`xdotool search
    // --name 'X' windowactivate --sync type ...`).
    // A file whose name names a secret (`config/master.key`,
    // `/tmp/line_token.txt`), which `cat` prints.
    (
        "secret_file_name",
        r"(?:\S*/)?[\w.-]*(?:master\.key|secret|token|password|passphrase|credential|\.key(?-u:\b))[\w.-]*",
    ),
    ("xdotool_type", r"xdotool(?:\s+\S+){0,12}?\s+type"),
    // An element named for an API key, a token or a secret, its name's
    // last word (`#api-key`, `client_secret`, `apiToken-input`).
    (
        "key_field",
        r"(?:api[-_]?key|access[-_]?key|private[-_]?key|secret[-_]?key|token|secret)(?:[-_]?(?:input|field|box|value))?",
    ),
    // A push-button lock's code as its keys are pressed: `C` to clear,
    // the digits, `X` (`C8061X`), which no word or model number is.
    ("push_button_code", r"C\d{3,6}X"),
    // Or its `C` before or its `X` after four to six digits alone, as a
    // note writes it beside a door (`C2068`, `5180X`).
    ("lettered_keypad_code", r"(?-i:C\d{4,6}|\d{4,6}X)"),
    (
        "single_digits",
        r"(?:\d(?: \d){3,7}|\d(?:\.\d){3,7}|\d(?:-\d){3,7}|\d(?:·\d){3,7})",
    ),
    (
        "single_digits_end",
        r"[ \t]*(?:$|\n|[,;!?)(#]|\.(?:\s|$)|then(?-u:\b)|now(?-u:\b))",
    ),
    // A dial's three numbers between slashes that no date's day and
    // month can be (`21/23/04`, `36/16/25`, `05/44/41`; not `08/12/24`):
    // the second 32 or more, both 13 or more, or the first 32 or more.
    (
        "slash_dial",
        r"(?:\d{1,2}/(?:3[2-9]|[4-9]\d)|(?:1[3-9]|[2-9]\d)/(?:1[3-9]|2\d|3[01])|(?:3[2-9]|[4-9]\d)/(?:0?\d|1[0-2]))/\d{1,2}",
    ),
    (
        "dial_turns",
        concat!(
            r"(?-i:(?:[LR]\d{2}(?:-| {1,2}|, ?)[LR]\d{1,2}|[LR]\d(?:-| {1,2}|, ?)[LR]\d{2})(?:-| {1,2}|, ?)[LR]\d{1,2}|[LR]\d(?:-| {1,2}|, ?)[LR]\d(?:-| {1,2}|, ?)[LR]\d{2})(?:(?:-| {1,2}|, ?)[LR]\d{1,2})?",
            // (The way after each number, `35R-33L-44R`, or spaced from it,
            // `R 22 L 83 R 96`.)
            r"|(?-i:\d{1,2}[LR](?:-| ?, ?| )\d{1,2}[LR](?:-| ?, ?| )\d{1,2}[LR](?:(?:-| ?, ?| )\d{1,2}[LR])?|[LR] \d{1,2}(?:,? | ?- ?)[LR] \d{1,2}(?:,? | ?- ?)[LR] \d{1,2}(?:(?:,? | ?- ?)[LR] \d{1,2})?)",
        ),
    ),
    (
        "spoken_digits",
        r"(?:{digit_words})(?:(?:,?[ ]|-)(?:{digit_words})){3,7}|{spoken_pair}(?:,?[ ]|-){spoken_pair}",
    ),
    // Two digits as English reads a code in pairs (`sixteen thirteen`,
    // `oh two twenty six`, `fifty seven seventy five`).
    (
        "spoken_pair",
        r"(?:(?:{pair_words})(?:[ -](?:zero|oh|one|two|three|four|five|six|seven|eight|nine))?|(?:oh|zero)[ -](?:zero|oh|one|two|three|four|five|six|seven|eight|nine))",
    ),
    // A one-time code: digits (`829335`, `G-195634`, `127-663`, a large
    // display's letter-spaced `7 8 8 7`, a voice's `5, 7, 4, 0`, a chat's
    // `6-3-8-1`, `6.1.8.4`, `6 / 0 / 4 / 0`, `289 / 986`, a combination
    // lock's `16-5-12`), or
    // five to eleven capitals and digits with both (`5N5L1Z`, `XYT68`;
    // not a name's `N26`), two halves (`XOK-EIT`), or six capitals
    // (`PPOHNK`). Case-sensitive inside `(?i)` patterns.
    (
        "one_time_code",
        r"(?-i:\d(?:(?: {1,3}|, ?| ?[-·./] ?)\d){3,7}|\d{1,2}(?:-\d{1,2}){2,3}|\d{4}-\d{4}|(?:G-)?\d{4,8}|\d{3}(?:[- .]| ?/ ?)\d{3}|[A-Z0-9]{3,4}-[A-Z0-9]{3,4}|[A-Z]{6}|(?:[A-Z]{4,7}\d|[A-Z]{3}\d[A-Z0-9]|[A-Z]{2}\d[A-Z0-9]{2}|[A-Z]\d[A-Z0-9]{3}|\d{4,7}[A-Z]|\d{3}[A-Z][A-Z0-9]|\d{2}[A-Z][A-Z0-9]{2}|\d[A-Z][A-Z0-9]{3})[A-Z0-9]{0,3})",
    ),
    // The filler said with its pause (`is, um, X`, `ist, äh, X`): a
    // comma or an ellipsis after it, so `is so easy` is no filler.
    ("pause", r"[,、]?[ \t]+(?:{filler})(?:[,、]|\.{2,3}|…)"),
    // A voice's filler before what it says (`the safe is, uh, 5379`,
    // `the code is, like, 4253`), in the languages a call is had in.
    (
        "filler",
        r"(?:u+h+m*|u+m+|e+r+m+|e+r+|e+h+m*|euh|ä+h+m*|ö+h+|h+m+|a+h+|e+m+|like|well|you[ \t]+know|so|ok|okay|ну|э+м*|este|pues|tipo|cioè|also|yani|şey|typ|えーと|ええと|あの)",
    ),
    // Words between a safe's name and its code (`safe override: 050126`,
    // `7186 safe - master 7463`, `drug safe comb 39-24-61`): its master's
    // or override's, or a code's word after a key safe's
    // (`{combination_words}`).
    // An apology before a code sent again (`sorry!! 3409 not 3490`,
    // `oops -> 6206`): `corrected_code`'s, and a named code's correction.
    ("apology", r"sorry|oops|typo|correction|my[ \t]+bad"),
    (
        "safe_code_words",
        "override|master|comb|combo|combination|{combination_words}",
    ),
];

/// Words that give an authenticator's setup key, and its name in other
/// languages (`Ключ налаштування`, `Kurulum anahtarı`, `설정 키`): the
/// keywords of `totp_setup_key` and its pattern's `{setup_key_labels}`.
pub(super) const SETUP_KEY_LABELS: &[&str] = &[
    "setup key",
    "secret key",
    "secret:",
    "secret：",
    "authenticator",
    "code manually",
    "manual entry",
    "geheimer schlüssel",
    "clave secreta",
    "clé secrète",
    "key instead",
    "this key",
    "code instead",
    "cette clé",
    "diesen schlüssel",
    "esta clave",
    "esta chave",
    "此密钥",
    "这个密钥",
    "此金鑰",
    "該金鑰",
    "questa chiave",
    "deze sleutel",
    "ten klucz",
    "этот ключ",
    "このキー",
    "이 키",
    "bu anahtar",
    "denne nøgle",
    "den här nyckeln",
    "ключ налаштування",
    "ключ настройки",
    "kurulum anahtarı",
    "clave de configuración",
    "chave de configuração",
    "chiave di configurazione",
    "clé de configuration",
    "einrichtungsschlüssel",
    "instellingssleutel",
    "instalační klíč",
    "klucz konfiguracji",
    "beállítási kulcs",
    "installationsnyckel",
    "opsætningsnøgle",
    "oppsettnøkkel",
    "asennusavain",
    "설정 키",
    "设置密钥",
    "設定金鑰",
    "セットアップキー",
    "khóa thiết lập",
    "kunci penyiapan",
    "คีย์การตั้งค่า",
    "κλειδί ρύθμισης",
    "מפתח הגדרה",
    "مفتاح الإعداد",
    "सेटअप कुंजी",
    "cheie de configurare",
];

/// A stream key's name in a streaming app's languages: the keywords of
/// `stream_key_label` and its pattern's `{stream_key_labels}`.
pub(super) const STREAM_KEY_LABELS: &[&str] = &[
    "stream key",
    "streamkey",
    "stream-key",
    "streamschlüssel",
    "stream-schlüssel",
    "streamsleutel",
    "clé de stream",
    "clé de diffusion",
    "clave de transmisión",
    "clave de stream",
    "chave de transmissão",
    "chave de stream",
    "chiave di streaming",
    "chiave stream",
    "klucz strumienia",
    "klucz transmisji",
    "ключ потока",
    "ключ трансляции",
    "yayın anahtarı",
    "streamnyckel",
    // Danish's, Norwegian's and Finnish's (`Streamnøgle:`,
    // `Strømmenøkkel:`, `Striimiavain:`), Czech's.
    "streamnøgle",
    "stream-nøgle",
    "streamnøkkel",
    "strømmenøkkel",
    "striimiavain",
    "striimausavain",
    "klíč streamu",
    "ストリームキー",
    "ストリーム キー",
    "串流金鑰",
    "串流密钥",
    "推流码",
    "스트림 키",
];

/// A secret's or a secret key's name in other languages (English's
/// `secret` is the assignment's).
pub(super) const SECRET_LABELS: &[&str] = &[
    "chiave segreta",
    "clave secreta",
    "clé secrète",
    "geheimer schlüssel",
    "chave secreta",
    "geheime sleutel",
    "klucz tajny",
    "tajny klucz",
    "tajný klíč",
    "hemlig nyckel",
    "hemmelig nøgle",
    "hemmelig nøkkel",
    "salainen avain",
    "gizli anahtar",
    "секретный ключ",
    "секретний ключ",
    "シークレットキー",
    "シークレット",
    "비밀 키",
    "시크릿 키",
    "共享密钥",
    "共用密鑰",
];

/// An API key's or a token's name in other languages.
pub(super) const LOCALIZED_KEY_LABELS: &[&str] = &[
    // An encryption key and a pre-shared key in French.
    "clé de chiffrement",
    "clé pré-partagée",
    // Windows' German for an L2TP VPN's pre-shared key.
    "vorinstallierter schlüssel",
    // A token's name in Hindi, Arabic, Hebrew and Vietnamese.
    "टोकन",
    "توكن",
    "טוקן",
    "mã thông báo",
    "api 키",
    "api키",
    "api 키값",
    "액세스 토큰",
    "토큰",
    "apiキー",
    "api キー",
    "アクセストークン",
    "トークン",
    // A key in Japanese and Korean, glued after what it is for
    // (`Vimeoの新しいキーです：3953...`); credentials in Japanese
    // (`prod-us の認証情報です。転送しないでください： ...`).
    "キー",
    "키",
    "認証情報",
    "api 密钥",
    "api密钥",
    "api 金鑰",
    "密钥",
    "秘钥",
    "令牌",
    "访问令牌",
    "api-schlüssel",
    "api schlüssel",
    "zugriffstoken",
    "clé api",
    "clé d'api",
    "clé secrète",
    "jeton",
    "jeton d'accès",
    "clave de api",
    "clave api",
    "clave secreta",
    "token de acceso",
    "chiave api",
    "chiave segreta",
    "chave de api",
    "chave api",
    "chave secreta",
    "api-sleutel",
    "api sleutel",
    "klucz api",
    "klucz tajny",
    "api-ключ",
    "api ключ",
    "ключ api",
    "секретный ключ",
    "токен",
    "api anahtarı",
    "คีย์ api",
    "gizli anahtar",
    "api-nyckel",
    "api-nøgle",
    "ліцензійний ключ",
    "лицензионный ключ",
    "chave de licença",
    "clave de licencia",
    "clé de licence",
    "chiave di licenza",
    "lizenzschlüssel",
    "licentiesleutel",
    "licensnyckel",
    "lisenssiavain",
    "klucz licencyjny",
    "licenční klíč",
    "kunci lisensi",
    "lisans anahtarı",
    "라이선스 키",
    "ライセンスキー",
    "许可证密钥",
    "授權金鑰",
    "产品密钥",
    "tajný klíč klienta",
    "tajný klíč",
    "client-geheimnis",
    "geheimer schlüssel",
    "secret du client",
    "secreto del cliente",
    "segredo do cliente",
    "segreto del client",
    "секрет клиента",
    "секрет клієнта",
    "секретний ключ",
    "istemci gizli anahtarı",
    "클라이언트 시크릿",
    "クライアントシークレット",
    "客户端密钥",
    "用戶端密碼",
    "segreto client",
    "클라이언트 보안 비밀",
    "cheie de licență",
    "คีย์ลิขสิทธิ์",
    "κλειδί άδειας χρήσης",
    "מפתח רישיון",
    "khóa bản quyền",
    "مفتاح api",
    "एपीआई कुंजी",
    // A secret key and an access token in more languages.
    "kunci rahasia",
    "kunci rahsia",
    "geheime sleutel",
    "비밀 키",
    "비밀키",
    "シークレットキー",
    "khóa bí mật",
    "คีย์ลับ",
    "μυστικό κλειδί",
    "מפתח סודי",
    "المفتاح السري",
    "गुप्त कुंजी",
    "salainen avain",
    "hemmelig nøkkel",
    "hemmelig nøgle",
    "hemlig nyckel",
    "titkos kulcs",
    "tajný kľúč",
    "cheie secretă",
    "token de acesso",
    "token di accesso",
    "toegangstoken",
    "token dostępu",
    "erişim belirteci",
    "token truy cập",
    "โทเค็นการเข้าถึง",
    "токен доступу",
    // An API key in Latvian, Azerbaijani, Estonian, Croatian,
    // Lithuanian and Hungarian (`AIS API atslēga:`, `API açarı:`).
    "api atslēga",
    "api açarı",
    "api võti",
    "api ključ",
    "api kljuc",
    "api raktas",
    "api kulcs",
];

/// A console's warning that a new key is shown once, in other languages:
/// the pattern's `{shown_once_phrases}` in `shown_once_secret`.
const SHOWN_ONCE_PHRASES: &[&str] = &[
    "nie będzie można go ponownie wyświetlić",
    "nie będzie można jej ponownie wyświetlić",
    "je kunt het later niet meer zien",
    "later niet meer zien",
    "больше не сможете его увидеть",
    "больше не сможете",
    "non potrai più visualizzarlo",
    "non potrai più visualizzarla",
    "não poderá vê-la novamente",
    "não poderá vê-lo novamente",
    "bir daha göremeyeceksiniz",
    "no podrás volver a verla",
    "no podrás volver a verlo",
    "no se volverá a mostrar",
    "vous ne pourrez plus la voir",
    "vous ne pourrez plus le voir",
    "ne sera plus affichée",
    "ne sera plus affiché",
    "nicht erneut angezeigt",
    "nur einmal angezeigt",
    "nicht mehr sehen",
    "再度表示されません",
    "二度と表示されません",
    "不会再次显示",
    "无法再次查看",
    "다시 볼 수 없습니다",
    "다시 표시되지 않습니다",
    // Polish's, Finnish's, Portuguese's, Russian's, the Nordic
    // languages', Czech's, Turkish's, Italian's and Dutch's `will not be
    // shown again`.
    "nie zostanie ponownie wyświetlony",
    "nie zostanie ponownie wyświetlona",
    "ei näytetä uudelleen",
    "não será exibida novamente",
    "não será exibido novamente",
    "повторно он показан не будет",
    "повторно она показана не будет",
    "bliver ikke vist igen",
    "vises ikke igjen",
    "visas inte igen",
    "se znovu nezobrazí",
    "nezobrazí se znovu",
    "tekrar gösterilmeyecek",
    "non verrà più mostrata",
    "non verrà più mostrato",
    "wordt niet opnieuw getoond",
];

/// The keywords of `shown_once_secret`: its English words and
/// [`SHOWN_ONCE_PHRASES`].
const SHOWN_ONCE_WORDS: &[&str] = &[
    "see it again",
    "shown again",
    "displayed",
    "copy it now",
    "copy this now",
    "won't be able",
    "only time",
    "not be shown",
    "cannot be shown",
    "can't see it",
    "nie będzie można",
    "niet meer zien",
    "больше не сможете",
    "non potrai più",
    "não poderá vê",
    "bir daha göremeyeceksiniz",
    "no podrás volver",
    "no se volverá",
    "ne pourrez plus",
    "ne sera plus affich",
    "nicht erneut angezeigt",
    "nur einmal angezeigt",
    "nicht mehr sehen",
    "表示されません",
    "不会再次显示",
    "无法再次查看",
    "다시 볼 수 없습니다",
    "다시 표시되지 않습니다",
    // The stems of the phrases added in Polish, Finnish, Portuguese,
    // Russian, the Nordic languages, Czech, Turkish, Italian and Dutch.
    "ponownie wyświetl",
    "näytetä uudelleen",
    "será exibid",
    "повторно он",
    "повторно она",
    "vist igen",
    "vises ikke",
    "visas inte",
    "nezobrazí",
    "tekrar gösterilme",
    "più mostrat",
    "opnieuw getoond",
];

/// Words for a bank transfer or a payment in two dozen languages: the
/// keywords of `transfer_code` and its pattern's `{transfer_words}`.
pub(super) const TRANSFER_WORDS: &[&str] = &[
    "transfer",
    "transferência",
    "transferencia",
    "transfert",
    "transferul",
    "überweisung",
    "virement",
    "bonifico",
    "przelew",
    "převod",
    "prevod",
    "перевод",
    "переказ",
    "siirto",
    "siirro",
    "overføring",
    "överföring",
    "overboeking",
    "utalás",
    "havale",
    "chuyển",
    "โอน",
    "تحويل",
    "העברה",
    "μεταφορ",
    "이체",
    "振込",
    "送金",
    "转账",
    "轉帳",
    "payment",
    "pago",
    "paiement",
    "zahlung",
    "pagamento",
    "płatnoś",
    "платеж",
    "платіж",
    "pembayaran",
];

/// A key's or a token's one-word name, in the languages a chat hands
/// one over in: the pattern's `{handed_over_words}` in `assign.rs`.
pub(super) const HANDED_OVER_WORDS: &[&str] = &[
    "key",
    "token",
    "secret",
    // Credentials handed over whole (`Credentials for prod-us, do not
    // forward: 776c...`, `Identifiants pour prod-us :`, `Inloggegevens
    // voor preprod:`).
    "credentials",
    "identifiants",
    "inloggegevens",
    "credenciales",
    "credenciais",
    "credenziali",
    "zugangsdaten",
    "clé",
    "clave",
    "chave",
    "chiave",
    "ключ",
    "ключа",
    "токен",
    "klucz",
    "klíč",
    "nyckel",
    "nyckeln",
    "nøgle",
    "nøglen",
    "nøkkel",
    "nøkkelen",
    "sleutel",
    "schlüssel",
    "anahtar",
    "anahtarı",
    "kunci",
    "avain",
    "jeton",
    // (Norwegian's `Particle-tokenet`, Finnish's `tokenin`.)
    "tokenet",
    "tokenin",
    "kulcs",
    "cheia",
    // Greek's key (`Το κλειδί Datadog ...: f181...`).
    "κλειδί",
    "κλειδιού",
];

/// Names of a key safe, a key box or a lockbox: the keywords of
/// `key_safe_code`, its pattern's `{key_safe_words}`.
pub(super) const KEY_SAFE_WORDS: &[&str] = &[
    "key safe",
    "keysafe",
    "key box",
    "keybox",
    "lockbox",
    "lock box",
    // A customer's key locker at a garage (`key locker at our yard is
    // 2877`), a dealer's key cabinet.
    "key locker",
    "key cabinet",
    "keynest",
    "schlüsseltresor",
    // Italian's, Spanish's and French's (`cassetta chiavi (1466)`).
    "cassetta chiavi",
    "cassetta delle chiavi",
    "cajita de llaves",
    "caja de llaves",
    "boîte à clés",
    "schlüsselbox",
    "schlüsselkasten",
    "avainsäilö",
    "avainlaatikko",
    "密码盒",
    // A safe, in Chinese (`保险箱：8880`).
    "保险箱",
    "保險箱",
    "schlüsselsafe",
    "sleutelkluis",
    "sleutelkastje",
    "nyckelbox",
    "nyckelskåp",
    "nøgleboks",
    "nøkkelboks",
    "trezor",
    "sejf",
    "anahtar kasa",
    "caja de seguridad",
    "caja de llaves",
    "cajetín",
    "cassetta di sicurezza",
    "cassetta delle chiavi",
    "cassetta portachiavi",
    "boîte à clés",
    "boite à clés",
    "boîte à clé",
    "coffre à clés",
    "κουτί κλειδιών",
    "키박스",
    "키 박스",
    "キーボックス",
    "钥匙盒",
    "鑰匙盒",
    "sefu za ključeve",
    "ключниц",
    "сейф для ключей",
    "caixa de chaves",
    "cofre de chaves",
    "caixa forta",
    "κλειδοθήκη",
    "hộp chìa khóa",
    "hộp khóa",
    "avainkaappi",
    "avainsäilö",
    "avainlaatikko",
    "schránka na klíče",
    "schránku na klíče",
    "schránky na klíče",
    "anahtar kutusu",
    "sleutelkast",
    "nøkkelskap",
    "nøgleskab",
    "skrytka na klucze",
    "sejf na klucze",
    "kulcsszéf",
    "kulcsdoboz",
    // A key box in Occitan, Asturian, Friulian, Sardinian, Romansh, Tetum,
    // Hmong, Sesotho, Chichewa, Luganda, Xhosa, Kabyle, Uyghur, Tibetan,
    // Assamese and Odia (`bóstia de claus`, `caxa de llaves`, `casse des
    // clâfs`, `casseta de sas craes`, `chascha da clavs`, `kaixa xave`,
    // `thawv yuam sij`, `lebokose la dinotlolo`, `bokosi la makiyi`,
    // `akasanduuko k'ebisumuluzo`, `ibhokisi yezitshixo`, `tbwatt n tsura`,
    // `ئاچقۇچ ساندۇق`, `ལྡེ་མིག་སྒམ`, `চাবি বাকচ`, `ଚାବି ବାକ୍ସ`).
    "bóstia de claus",
    "caxa de llaves",
    "casse des clâfs",
    "casseta de sas craes",
    "chascha da clavs",
    "kaixa xave",
    "thawv yuam sij",
    "lebokose la dinotlolo",
    "bokosi la makiyi",
    "akasanduuko k'ebisumuluzo",
    "ibhokisi yezitshixo",
    "tbwatt n tsura",
    "ئاچقۇچ ساندۇق",
    "ལྡེ་མིག་སྒམ",
    "চাবি বাকচ",
    "ଚାବି ବାକ୍ସ",
    // Hyphenated (`Key-Safe:`, `key-box`).
    "key-safe",
    "key-box",
    "lock-box",
    // A key box in Kirundi, Tsonga, Swati, Hiligaynon, Waray, Chamorro,
    // Dhivehi and Maithili (`agasanduku k'imfunguzo`, `xibokisi xa swihluvo`,
    // `libhokisi lemakhiya`, `kahon sang yabi`, `kahon han yawi`, `kaha llabi`,
    // `ތަޅުދަނޑި ބޮކްސް`, `चाभी बक्सा`).
    "agasanduku k'imfunguzo",
    "xibokisi xa swihluvo",
    "libhokisi lemakhiya",
    "kahon sang yabi",
    "kahon han yawi",
    "kaha llabi",
    "ތަޅުދަނޑި ބޮކްސް",
    "चाभी बक्सा",
    "चाबी बक्सा",
    // A key box in Russian, Crimean Tatar, Upper Sorbian, Low German, Swati,
    // Tsonga, Tamazight, Tahitian and Hiligaynon, and French's typed without
    // its accents (`ключница`, `сейф для ключей`, `anahtar qutusı`, `kašćik za
    // kluče`, `Slötelkassen`, `libhokisi lekhiya`, `bokisi ra swikhiya`,
    // `asenduq n tsura`, `afata taviri`, `kahon yabi`, `boite a cles`).
    "ключница",
    "anahtar qutusı",
    "anahtar qutusi",
    "kašćik za kluče",
    "kascik za kluce",
    "slötelkassen",
    "slötelkasten",
    "libhokisi lekhiya",
    "bokisi ra swikhiya",
    "asenduq n tsura",
    "afata taviri",
    "kahon yabi",
    "boite a cles",
    // Latvian's (`atslēgu seifs`).
    "atslēgu seif",
];

/// A door's name alone in a note's cell, in the languages of a
/// building's notes (`Tür`, `dør`, `ovi`): the keywords of
/// `door_code_in_cells`, its pattern's `{cell_door_words}`. (Its own list:
/// `door_entry_code` reads [`DOOR_WORDS`] glued before a code's word,
/// where `tor` would read `monitor code`.)
pub(super) const CELL_DOOR_WORDS: &[&str] = &[
    "door",
    "dør",
    "døra",
    "dörr",
    "tür",
    "deur",
    "porta",
    "puerta",
    "porte",
    "ovi",
    "dveře",
    "drzwi",
    "kapı",
    "дверь",
    "gate",
    "tor",
    "portão",
    "portail",
    "ドア",
    "문",
    "门",
];

/// A combination lock's words: its combination's names (`Kombination`,
/// `szyfr`, `ダイヤル`), a padlock's, [`PADLOCK_WORDS`], and French's
/// padlock, `cadenas`, which is Spanish's strings: no padlock's name in
/// a chat's sentence, nor a code's name a few words before it. The
/// `padlock_combination` rule's keywords and pattern, after a key safe's
/// name in `key_safe_code`, and a table's header beside a code's column.
pub(super) const COMBINATION_LOCK_WORDS: &[&str] =
    &concat_words::<{ COMBINATION_NAMES.len() + PADLOCK_WORDS.len() + 1 }>(
        COMBINATION_NAMES,
        &concat_words::<{ PADLOCK_WORDS.len() + 1 }>(PADLOCK_WORDS, &["cadenas"]),
    );

/// A safe's name (not a key safe's, [`KEY_SAFE_WORDS`]): a dial's turns
/// after it are its combination, and a code before it names it (`9363 ←
/// CD safe`).
pub(super) const SAFE_WORDS: &[&str] = &[
    "safe",
    "tresor",
    "coffre",
    "cofre",
    "caja fuerte",
    "cassaforte",
    "kluis",
    "sejf",
    "kassaskåp",
    "pengeskab",
    "pengeskap",
    // Emilian's (`casafôrta 64R-99L-58R`).
    "casafôrta",
    "сейф",
    "금고",
    // A safe in Malay, Vietnamese, Persian, Amharic, Punjabi, Hebrew,
    // Finnish, Hungarian, Hausa, Scots Gaelic and Greek (`peti besi
    // 794189`, `két sắt`, `گاوصندوق`, `ካዝና`, `ਸੇਫ਼`, `כספת`).
    "peti besi",
    "két sắt",
    "گاوصندوق",
    "ካዝና",
    "ਸੇਫ਼",
    "כספת",
    "kassakaappi",
    "széf",
    "akwatin ajiya",
    "sàbhailte",
    "χρηματοκιβώτιο",
    // A safe in the Balkans' languages, Azerbaijani, Estonian,
    // Georgian, Armenian, Sinhala, Lao, Khmer, Basque and Icelandic.
    "sef",
    "сеф",
    "seyf",
    "seif",
    "სეიფ",
    "სეიფის",
    "սեյֆ",
    "սեյֆի",
    "සේප්පුව",
    "සේප්පුවේ",
    "ຕູ້ເຊບ",
    "ទូដែក",
    "kutxa gotorra",
    "peningaskáp",
    // Arabic's (`الكود ديال الخزنة: 2026`).
    "خزنة",
    // A purser's or a till's cash box, locked by a code (`purser's cash
    // box is 1064`, `kasica blagajne 5944`, `касичката на касата`,
    // `agasanduku k'amafaranga: 7753`).
    "cash box",
    "cashbox",
    "kasica",
    "касичка",
    "касичката",
    "agasanduku",
    // A coin box's in Spanish, Estonian, Burmese, Russian and Urdu (`caja
    // de monedas: 9003`, `rahakast`, `ငွေသေတ္တာ`, `денежный ящик`, `کیش
    // باکس`).
    "caja de monedas",
    "rahakast",
    "ငွေသေတ္တာ",
    "денежный ящик",
    "کیش باکس",
    // A safe or a box in Mauritian, Cape Verdean and French Guianese
    // Creole (`Koffor kantinn: 9995`, `Kofri di txabi`, `Kòfrefò kantin-an`).
    "koffor",
    "kofri",
    "kòfrefò",
    "kofrefo",
];

/// [`COMBINATION_LOCK_WORDS`], [`SAFE_WORDS`] and a dial: the keywords
/// of `padlock_combination`.
const COMBINATION_LOCK_OR_SAFE_WORDS: &[&str] =
    &concat_words::<{ COMBINATION_LOCK_WORDS.len() + SAFE_WORDS.len() + 1 }>(
        COMBINATION_LOCK_WORDS,
        &concat_words::<{ SAFE_WORDS.len() + 1 }>(SAFE_WORDS, &["dial"]),
    );

/// A combination's names, a combination lock's words without a
/// padlock's ([`COMBINATION_LOCK_WORDS`]); a code's names a few words
/// before it (`kombinacija sefa v kapitanovi kabini 299737`).
const COMBINATION_NAMES: &[&str] = &[
    "combinación",
    "combinacion",
    "combinazione",
    "combinació",
    "combinaison",
    "combinação",
    "combinacao",
    "combination",
    "combo",
    "kombination",
    "zahlenkombination",
    "kombinacija",
    "kombinace",
    "kombinasjon",
    "kombinasyon",
    "combinatie",
    "συνδυασμός",
    "szyfr",
    // Russian's combination, Korean's dial number.
    "шифр",
    "다이얼 번호",
    "комбинация",
    "ダイヤル",
    "yhdistelmä",
    // The word in the Balkans' languages, Georgian, Azerbaijani,
    // Estonian, Basque, Icelandic, Armenian, Kazakh, Sinhala, Slovak,
    // Latvian.
    "kombinaciju",
    "комбинација",
    "комбинацију",
    "комбинацията",
    "კომბინაცია",
    "kombinasiyası",
    "kombinasiya",
    "kombinatsioon",
    "konbinazioa",
    "samsetningin",
    "samsetning",
    "կոմբինացիա",
    "կոմբինացիան",
    "комбинациясы",
    "කොම්බිනේෂන්",
    "kombinácia",
    "kombinācija",
    // Indonesian's and Malay's, Swahili's, Ingush's and Nepali's
    // (`Kombinasi gembok`, `Kombinesheni ya kasha`, `комбинаци`,
    // `कम्बिनेसन`).
    "kombinasi",
    "kombinesheni",
    "комбинаци",
    "कम्बिनेसन",
    // The creoles' (`kombinezon 6.6.1.5.9.5`, `konbinézon 02/24/04`,
    // `kombinason 8482`).
    "kombinezon",
    "konbinézon",
    "kombinason",
];

/// A padlock's or a code lock's name (`padlock`, `kłódka`, `hänglås`,
/// `кодовый замок`): its numbers after a verb in a chat's sentence are
/// its combination (`padlock_combination`), and straight after it.
pub(super) const PADLOCK_WORDS: &[&str] = &[
    "padlock",
    "candado",
    "lucchetto",
    // Lombard's and Emilian's (`cisterna gasolio luchett: 3150`).
    "luchett",
    "luchèt",
    "hangslot",
    "kłódk",
    "vorhängeschloss",
    "zahlenschloss",
    "cijferslot",
    "kodelås",
    "kodlås",
    // A padlock's name in more languages (`Hänglåset på
    // instrumentskåpet`, `Mittauskaapin riippulukko`, `asma kilidi`),
    // and Finnish's a lock's combination.
    "hänglås",
    "hengelås",
    "hængelås",
    "riippulukko",
    "lukon yhdistelmä",
    "кодовый замок",
    "навесной замок",
    "asma kilid",
    "cadeado",
    "visací zámek",
    "자물쇠",
    "南京錠",
    "ダイヤル錠",
    "挂锁",
    "密码锁",
    // In Hungarian, Hausa, Greek, Punjabi, Scots Gaelic and Chinese's
    // traditional script (`lakat`, `kwado`, `λουκέτο`, `ਤਾਲਾ`, `glas-chrochaidh`, `鎖頭`).
    "lakat",
    "kwado",
    "λουκέτο",
    "ਤਾਲ",
    "glas-chrochaidh",
    "鎖頭",
    // In Kurmanji and Irish (`qifle embara toran:`, `Glas an lochta lion:`).
    "qifl",
    "glas an",
    // Occitan's and Catalan's padlock (`Cadenat de la santabarba`).
    "cadenat",
    // A padlock or a lock in Kirundi, Konkani and Marathi, Chechen and
    // Chamorro (`ingufuri`, `कुलूप`, `догӀа`, `kandao`). (Not Russian's
    // `замок`, a castle's too: `Замок: 1869 год постройки`.)
    "ingufuri",
    "कुलूप",
    "догӏа",
    "догia",
    "kandao",
    // A padlock in Swahili and Dholuo, Northern Ndebele, Aragonese,
    // Bengali, Meitei and Tigrinya (`code ya kufuli 6881`, `ikhodi yengqhaga 647`, `a combinación d'o
    // candau 754`, `ኮድ ቁልፍ: 855`).
    "kufuli",
    "yengqhaga",
    "ingqhaga",
    "candau",
    "তালা",
    "ꯇꯥꯂꯥ",
    "ቁልፍ",
    // Burmese's and Latvian's (`(သော့ခလောက်): 6617`, `piekaramā
    // slēdzene`: a hanging lock; `slēdzene` alone is any lock's).
    "သော့ခလောက်",
    "piekaramā",
    // A padlock in the Indian Ocean's creoles and the Upper Guinea creoles
    // (`kod kadna pump house`, `Cadna pump house cale sèche`, `Kadiadu di
    // armazen`).
    "kadna",
    "cadna",
    "kadnas",
    "kadiadu",
];

/// `a` and then `b`, as one table: a table built on others, each word
/// declared once.
const fn concat_words<const N: usize>(a: &[&'static str], b: &[&'static str]) -> [&'static str; N] {
    let mut out = [""; N];
    let mut i = 0;
    while i < a.len() {
        out[i] = a[i];
        i += 1;
    }
    while i < N {
        out[i] = b[i - a.len()];
        i += 1;
    }
    out
}

/// A locker's name (`Spind`, `Kluisje`, `Skåp`, `Шкафчик`, `사물함`): a
/// lock's numbers on its line are its combination (`padlock_combination`).
pub(super) const LOCKER_WORDS: &[&str] = &[
    "locker",
    "spind",
    "schließfach",
    "kluisje",
    "skab",
    "skåp",
    "skap",
    "armadietto",
    "casillero",
    "szafk",
    "dolap",
    "шкафчик",
    "ロッカー",
    "사물함",
    "储物柜",
    "置物柜",
    "taquilla",
    "armário",
    "armario",
    "skříňk",
    "casier",
    "vestiaire",
    "pukukaappi",
    "lukokaappi",
    "dulap",
    "шафк",
    "шкафче",
    "ντουλαπ",
    "szekrény",
    // Cape Verdean's (`Armariu di mergulhador 18, kombinason 723`).
    "armariu",
];

/// Names of a phone's or a device's unlock code: `device_unlock_code`'s
/// keywords and its pattern's `{unlock_code_labels}`.
pub(super) const UNLOCK_CODE_LABELS: &[&str] = &[
    "unlock code",
    "unlock pin",
    "phone pin",
    "código de desbloqueio",
    "código de desbloqueo",
    "code de déverrouillage",
    "codice di sblocco",
    "entsperrcode",
    "entsperr-pin",
    "ontgrendelcode",
    "upplåsningskod",
    "opplåsingskode",
    "oplåsningskode",
    "kod odblokowania",
    "код разблокировки",
];

/// What a message says so its code goes to no one else, in the languages
/// of cash transfers' and banks' messages: `code_not_to_share`'s keywords
/// and its pattern's `{dont_share}`.
pub(super) const DONT_SHARE_PHRASES: &[&str] = &[
    "do not share",
    "don't share",
    "never share",
    "ne le donnez",
    "ne la donnez",
    "ne le communiquez",
    "ne partagez",
    "no lo compartas",
    "no la compartas",
    "no lo comparta",
    "não compartilhe",
    "não partilhe",
    "non condividere",
    "nicht weitergeben",
    "geben sie ihn nicht",
    "nie udostępniaj",
    "nikomu nie",
    "не сообщайте",
    "не передавайте",
    "usimpe mtu",
    "usimwambie mtu",
    "cidna ha siin",
    "paylaşmayın",
    "কাউকে দেবেন না",
    "ለማንም አይስጡ",
    "لا تشارك",
    "साझा न करें",
    "请勿泄露",
    "不要告诉",
    "jangan berikan",
    "huwag ibahagi",
    "pa pataje",
];

/// A code's word, after a key safe's name: the pattern's
/// `{combination_words}` in `key_safe_code` (a combination's are
/// [`COMBINATION_LOCK_WORDS`]).
pub(super) const COMBINATION_WORDS: &[&str] = &[
    "code",
    "codes",
    "kód",
    "kod",
    "kode",
    "koden",
    "koodi",
    "código",
    "codigo",
    "codice",
    "zahlencode",
    "κωδικός",
    "šifra",
    "şifre",
    "şifresi",
    "비밀번호",
    "비번",
    "暗証番号",
    "番号",
    "密码",
    "pin",
    "enter",
    // The code's words in more languages, and what a host writes to say
    // the safe opens with it (`gaat open met 6601`, `se abre con 61787`,
    // `ανοίγει με τον κωδικό 8982`, `mở bằng mã 1804`).
    "κωδικό",
    "mã",
    "番号は",
    "opens with",
    "open with",
    "öffnet mit",
    "open met",
    "se abre con",
    "abre con",
    "abre com",
    "s'ouvre avec",
    "si apre con",
];

/// A lock's name, bare or inflected as a sentence has it (Polish `do
/// zamka`, Hebrew `למנעול`, Arabic `القفل`): a code beside one opens it
/// (a table's lock header asks it, as a code told after it does).
pub(super) const LOCK_WORDS: &[&str] = &[
    "lock",
    "smartlock",
    "serrure",
    "schloss",
    "türschloss",
    "cerradura",
    "serratura",
    "lås",
    "zamek",
    "zamka",
    "zámek",
    "zámku",
    "fechadura",
    "kilit",
    "kilidi",
    "κλειδαριά",
    "κλειδαριάς",
    "замок",
    "замка",
    "قفل",
    "القفل",
    "מנעול",
    "למנעול",
    "המנעול",
    "门锁",
    "門鎖",
    "智能锁",
    "スマートロック",
    "도어락",
    "kunci",
    "khóa",
];

/// A Wi-Fi network's key in the words of any language, after the
/// network's name: `wifi_network_key`'s `{wifi_key_words}`. (Dutch `ww`
/// is `wachtwoord` as a note shortens it.)
pub(super) const WIFI_KEY_WORDS: &[&str] = &[
    "key",
    "klíč",
    "clé",
    "chiave",
    "ключ",
    "kunci",
    "khóa",
    "mật khẩu",
    "密钥",
    "密碼",
    "密码",
    "暗号化キー",
    "キー",
    "パスワード",
    "schlüssel",
    "sleutel",
    "nyckel",
    "clave",
    "chave",
    "klucz",
    "anahtar",
    "şifre",
    "password",
    "pw",
    "pwd",
    "ww",
    "heslo",
    "hasło",
    "lösenord",
    "wachtwoord",
    "passwort",
    "contraseña",
    "senha",
    "mot de passe",
    "mdp",
    "code",
    "kode",
    "kod",
    "koodi",
    "código",
    "codice",
];

/// Authenticator apps' names, as their screens title them, and the name of
/// what they show: the keywords of `authenticator_code` (its pattern's
/// `{authenticator_apps}`) and of `authenticator_countdown_code`.
pub(super) const AUTHENTICATOR_APPS: &[&str] = &[
    "authenticator",
    "one-time password",
    "aegis",
    "2fas",
    "1password",
    "bitwarden",
    "authy",
    "freeotp",
    "raivo",
    "ente auth",
    "proton pass",
    "keepassxc",
    "okta verify",
    "duo mobile",
    "symantec vip",
    // Google Authenticator's and Yandex Key's names in Japanese and
    // Russian (`Google 認証システム`, `Яндекс Ключ`).
    "認証システム",
    "яндекс ключ",
    "yandex key",
];

/// Names of a building's door, a gate or its entrance, for the codes
/// that open them: the keywords of `door_entry_code`, its pattern's
/// `{door_words}`: a door or a gate itself ([`DOOR_LEAF_WORDS`]) and the
/// words that name a way in as often as a place or a service
/// ([`ENTRY_WORDS`]).
pub(super) const DOOR_WORDS: &[&str] =
    &concat_words::<{ DOOR_LEAF_WORDS.len() + ENTRY_WORDS.len() }>(DOOR_LEAF_WORDS, ENTRY_WORDS);

/// A way in that also names a place, a fee or a web service (`Entry:
/// 2500 visitors`, `Admin portal: 8443`): a code after it and a
/// separator alone is no door's ([`DOOR_LEAF_WORDS`]').
const ENTRY_WORDS: &[&str] = &[
    "entry", "entrance", "lobby", "intercom", "portal", "eingang",
];

/// A door or a gate itself, in the languages of a building's notes: a
/// code after its name, whose it is and a separator opens it
/// (`Changing room door for seasonal staff: 2604#`).
pub(super) const DOOR_LEAF_WORDS: &[&str] =
    &concat_words::<{ DOOR_LEAVES.len() + HATCH_WORDS.len() }>(DOOR_LEAVES, HATCH_WORDS);

/// A reservoir's, a tank's or a bunker's hatch in English, French,
/// Spanish, Italian, Portuguese and Polish (`reservoir hatch: 9148`,
/// `trappe du réservoir: 6689`; not Latvian's `lūka`, which a view
/// without its accents reads as the name `Luka`): a door's word, and the
/// keywords of `hatch_combination`, whose padlock's dials it names.
const HATCH_WORDS: &[&str] = &["hatch", "trappe", "escotilla", "botola", "alçapão", "właz"];

/// [`DOOR_LEAF_WORDS`] but a hatch's.
const DOOR_LEAVES: &[&str] = &[
    "door",
    "gate",
    // German's, Polish's, Ukrainian's and Russian's, Greek's, the
    // Scandinavian, Czech's and Turkish door (`Tür zum Lager: 4821#`,
    // `Drzwi do magazynu: 3581`, `Двері до складу: 4096`).
    "tür",
    "drzwi",
    "двер",
    "πόρτα",
    "πόρτας",
    "dør",
    "dörr",
    "dveře",
    "kapı",
    "portón",
    "puerta",
    "cancello",
    "portone",
    "portail",
    // Romanian's (with its comma below or its cedilla) and Swahili's
    // (`8990# e noul cod de la ușă`, `5551 ndiyo code mpya ya mlango`).
    "ușă",
    "ușa",
    "ușii",
    "uşă",
    "uşa",
    "uşii",
    "mlango",
    // A barrier's, a wicket gate's (`Code van de slagboom`, `Puomin
    // koodi`, `Schranke ...: Code C7723`, `kod do furtki`).
    "slagboom",
    "puomin",
    "schranke",
    "furtki",
    "furtka",
    // Polish's gate (`Kod do bramy na budowę:`).
    "bramy",
    "brama",
    // German's gates in one word (`Rolltor ⟶ 7096`, `Hoftor:`).
    "rolltor",
    "hoftor",
    "dörren",
    "porten",
    "haustür",
    "voordeur",
    // Dutch's and French's door (`code van de achterdeur`, `Porte du
    // club-house : 5862`).
    "deur",
    "porte",
    // Welsh's (`cod drws y llwyfan`).
    "drws",
    // Finnish's, Hungarian's, Zulu's, Hausa's, Amharic's, Scots
    // Gaelic's, Hebrew's and Punjabi's (`arkiston ovi
    // 7-9-0-4`, `irattar ajto`, `umnyango`, `kofar dakin ajiya`, `በር`,
    // `doras an tasglann`, `דלת`, `ਦਰਵਾਜ਼ਾ`).
    "ovi",
    "ajtó",
    // Kongo's and Miskito's (`kielo: 301989`, `dindar: 7255`).
    // (Each word adds to `door_entry_code`'s and
    // `door_code_after_its_name`'s automata; one rule went over the
    // regex crate's size limit before it was two.)
    "kielo",
    "dindar",
    // Russian's gate, wicket, barrier and intercom, Karachay-Balkar's,
    // Kumyk's and Nogai's door, Indonesian's and Malay's door and gate,
    // Fon's and Mooré's door, and a boom gate (`ворота: 4774`, `эшик:
    // 99853`, `pintu mess blok G: 5521`, `hɔnnu: 2834`).
    "ворота",
    "калитка",
    "шлагбаум",
    "домофон",
    "эшик",
    "есик",
    "pintu",
    "gerbang",
    "hɔnnu",
    "kɛnkɛlga",
    "boom gate",
    // A door in Burmese, Shan, Hindi, Adyghe and Abkhaz (`တံခါး: 8888`,
    // `ပၵ်ႉတူ`, `दरवाज़ा`, `пчъэ`, `ашә`).
    "တံခါး",
    "ပၵ်ႉတူ",
    "दरवाज़ा",
    "दरवाजा",
    "пчъэ",
    "ашә",
    "umnyango",
    "kofar",
    "በር",
    "doras",
    "דלת",
    "ਦਰਵਾਜ਼ਾ",
    // A door in Arabic (with its article), Bengali, Nepali and Newar, and
    // a gate as Hindi and Bengali write the English word (`الباب ٨٣٢٢`,
    // `দরজা ৯৯৭৯`, `ढोका 5941`, `लुखा ८१०५`, `back गेट 6822`).
    "الباب",
    "দরজা",
    "ढोका",
    "लुखा",
    "गेट",
    "গেট",
    "🚪",
    "大门",
    "大門",
    "门禁",
    "玄関",
    "ゲート",
    // A staircase's door in Polish (`Kod do klatki`).
    "klatki",
    "현관",
    "출입문",
    // A car park's barrier.
    "차단기",
    // Rooms and cupboards a keypad or a code lock shuts (`Staff room:
    // 57893`, `Cash drawer: 7624 then turn key left`, `Weinkeller:
    // 58197`), by names no room's number takes; not a server room's
    // (its ports) nor a stock room's (its counts).
    "staff room",
    "staffroom",
    // A theatre's rooms a keypad shuts (`dimmer room is 5479`).
    "dimmer room",
    "costume store",
    "store room",
    "storeroom",
    "dry store",
    "linen store",
    "bin store",
    "x-ray room",
    "xray room",
    "boiler room",
    "decon room",
    "changing room",
    "locker room",
    "cash drawer",
    "drug cupboard",
    "drugs cupboard",
    // A medical tent's (`Med centre pharmacy cupboard: 697074`).
    "pharmacy cupboard",
    "medicine cupboard",
    // A ship's medical centre's, and its bonded store (`Pharmacy CD
    // cabinet 2621`, `BOND STORE` then `*2262`).
    "pharmacy cabinet",
    "drug cabinet",
    "drugs cabinet",
    "medicine cabinet",
    "cd cabinet",
    "bond store",
    "meds cupboard",
    // A ward's controlled-drugs cupboard, as a whiteboard shortens it
    // (`CD cupbd 340856`, `CD cpbd 858873`).
    "cd cupboard",
    "cd cupbd",
    "cd cpbd",
    "cellar",
    "keller",
    "weinkeller",
    "bodega",
    // A leisure centre's: the pool's plant room, its chemical store, the
    // staff's bike shed, the first-aid room.
    "plant room",
    "chem store",
    "chemical store",
    "bike shed",
    "first aid room",
    "first-aid room",
    // A gate in the Balkans' and the Baltics'
    // languages, Uzbek's, Georgian's and Basque's (`šifra za kapiju`,
    // `värava kood`, `vārtu kods`, `darvoza kodi`, `atearen kodea`).
    "kapija",
    "kapiju",
    "kapije",
    "капија",
    "капију",
    "värav",
    "värava",
    "vārti",
    "vārtu",
    "darvoza",
    "ჭიშკარ",
    "ჭიშკრის",
    "atea",
    "atearen",
    // Malagasy's, Quechua's and Wolof's door; Faroese's, West Frisian's and\nLuxembourgish's cold room.
    "varavarana",
    "punku",
    "punkun",
    "bunt",
    "kølirúm",
    "kølirúmið",
    "koelsel",
    "keelkummer",
    // Icelandic's gate (`hliðið við bryggjuna: 690573 og svo #`).
    "hlið",
    "hliðið",
    "hliðinu",
    // A door in Samoan, Tongan, Maori, Fijian, Afaan Oromo and Hausa (`O le
    // numera fou o le faitotoa o le fale aisa: 1298`).
    "faitotoa",
    "matapa",
    "kuaha",
    "katuba",
    "balbala",
    "kofa",
    "ƙofa",
    "ƙofar",
    // Friulian's, Sesotho's, Xhosa's, Tswana's, Lingala's,
    // Luganda's, Chichewa's, Kabyle's, Sindhi's, Assamese's, Odia's,
    // Tibetan's, Uyghur's, Hmong's, Ilocano's and Tetum's door or gate
    // (`puarte`, `monyako`, `ucango`, `lebati`, `ekuke`, `oluggi`,
    // `chitseko`, `tawwurt`, `دروازو`, `দুৱাৰ`, `କବାଟ`, `སྒོ`, `ئىشىك`, `qhov
    // rooj`, `ridaw`, `odamatan`). (Not Occitan's `pòrta`: read without its
    // accent it starts `portal`, `Admin portal: 8443`; nor Sardinian's
    // `janna`, a name before a chat's message, nor Romansh's `esch`, a
    // town's.)
    "puarte",
    "monyako",
    "ucango",
    "isango",
    "lebati",
    "kgoro",
    "ekuke",
    "oluggi",
    "wankaaki",
    "chitseko",
    "tawwurt",
    "tabburt",
    "دروازو",
    "دروازي",
    "দুৱাৰ",
    "କବାଟ",
    "སྒོ",
    "ئىشىك",
    "qhov rooj",
    "ridaw",
    "odamatan",
    // A door's and a gate's as OCR or leet writes them (`D00R C0DE`).
    "d00r",
    "g4te",
    "gat3",
    // Esperanto's door (`pordo`). (Not Haitian Creole's `pòt`: without its
    // accent it is English's pot, and the end of `depot`.)
    "pordo",
    // Belarusian's door (`Дзверы ў пульт`).
    "дзвер",
    // Waray's, Chamorro's, Tahitian's, Dhivehi's, Mizo's, Ewe's, Tamazight's
    // and Chuvash's door (`purtahan`, `petta`, `opani`, `ދޮރު`, `kawngkhar`,
    // `ʋɔtru`, `ⵜⴰⵡⵡⵓⵔⵜ`, `алăк`).
    "purtahan",
    "pwertahan",
    "petta",
    "opani",
    "ōpani",
    "ދޮރު",
    "ދޮރުގެ",
    "kawngkhar",
    "ʋɔtru",
    "ⵜⴰⵡⵡⵓⵔⵜ",
    "алăк",
    // Tagalog's, Crimean Tatar's, Upper Sorbian's, Kirundi's, Ossetian's,
    // Tsonga's, Swati's, Maithili's and Fula's door (`pinto`, `qapı`, `durje`,
    // `urugi`, `дуар`, `nyangwa`, `sivalo`, `केवाड़`, `damal`).
    "pinto",
    "pintuan",
    "qapı",
    "qapi",
    "durje",
    "urugi",
    "umuryango",
    "дуар",
    "дуæр",
    "дуӕр",
    "nyangwa",
    "sivalo",
    "xivalo",
    "केवाड़",
    "केबाड़",
    "दरबज्जा",
    "damal",
    // A door in Inuktitut's syllabics, Venda, Meitei (Meetei Mayek),
    // Santali (Ol Chiki) and Nahuatl (`ᒪᑐ code compound 3633`, `khodo ya
    // vothi: 90152`, `ꯊꯣꯡꯒꯤ ꯀꯣꯗ: ꯹꯶꯱꯵`).
    "ᒪᑐ",
    "vothi",
    "ꯊꯣꯡ",
    "ᱫᱩᱣᱟᱨ",
    "tlatzacuilli",
];

/// Literals one of which every text `approval_code` reads holds: a
/// device's or a response's name, an approval code's, Finnish's
/// `koodilla`, an approval's verb.
pub(super) const APPROVAL_CODE_WORDS: &[&str] = &[
    "token",
    "digipass",
    "authenticator",
    "securid",
    "vasco",
    "токен",
    "response",
    "antwortcode",
    "réponse",
    "reponse",
    "respuesta",
    "risposta",
    "responscode",
    "svarskod",
    "svarkode",
    "otp",
    "tan",
    "m-tan",
    "sms",
    "kod",
    "code",
    "autorizační",
    "authoris",
    "authoriz",
    "autorisierungscode",
    "freigabecode",
    "código",
    "codice",
    "autorizációs",
    "koodilla",
    "jeton",
    "entsperr",
    "to approve",
    "to authori",
    "to confirm",
    "to sign",
    "to verify",
];

/// An alarm's name in the languages of a house manual (`alarm`,
/// `Larmpanelen`, `сигнализация`, `συναγερμού`, `الإنذار`, `경보기`): the
/// keywords of `alarm_code_then_off`, its pattern's `{alarm_words}`.
pub(super) const ALARM_WORDS: &[&str] = &[
    "alarm",
    "larm",
    // Welsh's (`Cod y larwm`).
    "larwm",
    // Zulu's (`ikhodi ye-alamu`).
    "alamu",
    // Italian's.
    "allarm",
    "сигнализ",
    "συναγερ",
    "إنذار",
    "경보",
    "警报",
    "警報",
    // Korean's guard service, Chinese's alarm and its disarming.
    "경비",
    // What disarms one (`To disarm: enter 3881 then press OFF`).
    "disarm",
    "desarm",
    // Finnish's alarm, Hungarian's, Japanese's security system.
    "hälyt",
    "riaszt",
    "警備",
    "报警",
    "撤防",
    // An engine's immobiliser, whose keypad code a boat's or a van's
    // handover gives (`Wegfahrsperre Zephyr: 5306 eingeben`,
    // `Startspærre Albatros: tast 02565`, `Inmovilizador del Puffin:
    // marca 9304`); not `Immobilien`, whose prefix is shorter.
    "immobilis",
    "immobiliz",
    "wegfahrsp",
    "startsperr",
    "startspärr",
    "startspærr",
    "startonderbrek",
    "antidémarr",
    "inmoviliz",
    "imobiliz",
    // Quechua's alarm's, Yiddish's alarm.
    "alarmapa",
    "אַלאַרם",
    "אלארם",
    // Macedonian's and Serbian's alarm in Cyrillic, Belarusian's (`Аларм на
    // магацинот`, `сігналізацыя`).
    "аларм",
    "сігналізац",
    // Hindi's and Burmese's (`अलार्म पैनल: 7353`, `အချက်ပေးစနစ်: 4005`).
    "अलार्म",
    "အချက်ပေးစနစ်",
];

/// Names of a code that opens or disarms something, and a padlock's: the
/// keywords of `named_access_code`, its pattern's `{access_code_names}`.
pub(super) const ACCESS_CODE_NAMES: &[&str] =
    &concat_words::<{ ACCESS_CODE_WORD_NAMES.len() + 1 }>(ACCESS_CODE_WORD_NAMES, &["padlock"]);

/// [`ACCESS_CODE_NAMES`] that name a code (`door code`), not only the lock
/// (`padlock`): a code straight after one is its value (`access code
/// Sb40jsf`), where after a padlock's name it is the padlock's own label
/// (`nacelle hatch padlock WT35`). The pattern's
/// `{access_code_word_names}`.
const ACCESS_CODE_WORD_NAMES: &[&str] = &[
    "alarm code",
    "disarm code",
    "entry code",
    "door code",
    "gate code",
    "garage code",
    "access code",
    "collection code",
    "lockbox code",
    "keypad code",
    "lock code",
    "key safe code",
    "radio code",
    "keysafe code",
    "keybox code",
    "padlock code",
    "intercom code",
    "copier code",
    "printer code",
    "bypass code",
    "locker code",
];

/// A key safe, a lock box and a combination lock by their names alone:
/// `named_access_code` reads a code right after one (`"keysafe":
/// "8667"`, `has a 4 digit lock: 7426`).
pub(super) const BARE_LOCK_NAMES: &[&str] = &[
    "key safe",
    "key_safe",
    "key-safe",
    "keysafe",
    "lockbox",
    "lock box",
    "lock-box",
    "digit lock",
    // A yard's or a station's turnstile, opened by its code alone
    // (`yard turnstile 7699`).
    "turnstile",
    // A safe's or a cash box's lock by its name (`till float box lock: 460`).
    "safe lock",
    "box lock",
    // A crew's locked store (`lock-up is fower one tree fife, over`).
    "lock-up",
    "lockup",
];

/// Pieces of [`BARE_LOCK_NAMES`], each in one or more of them, that
/// texts hold less often than the names' first letters do: the automaton
/// keeps a keyword's first four, and `key ` or `digi` would run the rule
/// on every text with an API key or a digit's word.
const BARE_LOCK_KEYWORDS: &[&str] = &[
    "lock-up",
    "lockup",
    "safe",
    "kbox",
    "k box",
    "k-box",
    "t lock",
    "x lock",
    "turnstile",
];

/// The keywords of `named_access_code`: its names and its locks'.
const ACCESS_CODE_KEYWORDS: &[&str] = &concat_words::<
    { ACCESS_CODE_NAMES.len() + BARE_LOCK_KEYWORDS.len() + CORRECTED_CODE_KEYWORDS.len() },
>(
    ACCESS_CODE_NAMES,
    &concat_words::<{ BARE_LOCK_KEYWORDS.len() + CORRECTED_CODE_KEYWORDS.len() }>(
        BARE_LOCK_KEYWORDS,
        CORRECTED_CODE_KEYWORDS,
    ),
);

/// The words `dial_numbers_no_date_fits` finds its numbers after, its
/// keywords: a lock's, a padlock's, a safe's and a code's. (`/` and `.`
/// as keywords ran its pattern on nearly every text, and redaction took
/// 75% longer.)
const DIAL_KEYWORDS: &[&str] = &concat_words::<
    { LOCK_WORDS.len() + PADLOCK_WORDS.len() + SAFE_WORDS.len() + CODE_WORDS.len() },
>(
    LOCK_WORDS,
    &concat_words::<{ PADLOCK_WORDS.len() + SAFE_WORDS.len() + CODE_WORDS.len() }>(
        PADLOCK_WORDS,
        &concat_words::<{ SAFE_WORDS.len() + CODE_WORDS.len() }>(SAFE_WORDS, CODE_WORDS),
    ),
);

/// A Spanish door code's word, which the correction in the next message
/// is read after (`el código de la puerta DR 8 = 0562` / `sorry typo →
/// 5062`); [`ACCESS_CODE_NAMES`] are English's.
const CORRECTED_CODE_KEYWORDS: &[&str] = &["código", "codigo"];

/// A code's word in a label or a header that also names what the code
/// opens or disarms (`Código do cofre`, `Avainsäilön koodi`, `Codice
/// allarme`, `magazine padlock code:`, `дверь код:`).
pub(super) const CODE_HEADER_WORDS: &[&str] = &[
    "code",
    "codes",
    "código",
    "codigo",
    "codice",
    "kod",
    "kód",
    "kode",
    "koden",
    "koodi",
    "kood",
    "код",
    "кода",
    "коду",
    "pin",
    "combo",
    "combination",
];

/// A code's words that end past ASCII, which no ASCII word boundary
/// follows: Kabiyè's `kɔdɩ` (`kɔdɩ téléphone guérite:`, `kɔdɩ ... yɔɔ kɛ
/// 1347`). Asked as whole words, beside [`CODE_WORDS`].
pub(super) const CODE_WORDS_PAST_ASCII: &[&str] = &["kɔdɩ"];

/// A code's name in a sentence (`code`, `PIN`, `Kombination`, `koodi`):
/// the words of the `CODE` prose form before a code's value, and the
/// words that make two pairs of digits after a key box's name a code
/// (`Lockbox code 61 4407`, not `key box hours 08-17`).
pub(super) const CODE_WORDS: &[&str] = &[
    "code",
    "codul",
    // Emilian's, and Hawaiian's secret number (`cancello, còdiz
    // 849184`, `puka helu huna 0316`). (Not Lombard's `còdes`: without
    // its accent, as the view reads it, it is English's `codes`.)
    "còdiz",
    "helu huna",
    // Frisian's, Breton's and Krio's (`De koade fan it hingslot ... is`,
    // `Ar c'hod evit ... eo`, `di kɔd fɔ di get`).
    "koade",
    "c'hod",
    "kɔd",
    "kodem",
    "passcode",
    // A phone's pattern as the digits of its dots (`unlock pattern is
    // 8-9-7-5-1-6`).
    "unlock pattern",
    "pattern lock",
    "otp",
    "totp",
    "pin",
    "mpin",
    "pincode",
    "pinkode",
    "pinkoden",
    "pinkod",
    "puk",
    "nip",
    "keypad",
    "combo",
    "combination",
    "zahlenkombi",
    "schlosskombi",
    "zahlenkombination",
    "combinaison",
    "combinación",
    "combinacion",
    "combinazione",
    "kombination",
    "combinatie",
    "kombinacja",
    "combinação",
    "pin-kod",
    "pin-code",
    "pin-ul",
    "pin-nya",
    "pin-koodi",
    "pin-koodini",
    "pin-en",
    "kood",
    "koodi",
    "koodisi",
    "koodini",
    "kod",
    "koden",
    "kodun",
    "kodunuz",
    "kodenya",
    "passkey",
    // French Guianese Creole's and the Upper Guinea creoles' (`Kòd kadna ... sé 0405`,
    // `Kodigu di porta di tool crib i 1986`).
    "kòd",
    "kodigu",
    "kódigu",
];

/// A code's name a chat asks for or tells in its next sentence (`Wie war
/// nochmal der Alarmcode?`, `... wants the attendant PIN again. It's
/// 7176`), glued after a compound's first part (`beheerderspincode`);
/// `pin` stands apart from the word before it (not `shopping`), so the
/// patterns add it with a boundary.
pub(super) const ASKED_CODE_WORDS: &[&str] = &[
    // A till's override and a safe's combination, asked by their own
    // names (`what's the override?`, `die Tresorkombi?`).
    "override",
    "kombi",
    "combi",
    "combo",
    "code",
    "kod",
    "koodi",
    "código",
    "codice",
    "senha",
    "пин",
    "код",
    "번호",
    "番号",
    "密码",
    "密碼",
    // Hausa's number, Zulu's code, and the code in Persian, Greek,
    // Amharic, Punjabi and Hebrew.
    "lambar",
    "ikhodi",
    "رمز",
    "κωδικ",
    "ኮድ",
    "ਕੋਡ",
    "קוד",
    // The code in Georgian, Khmer, Lao, Armenian, Kazakh, Basque and
    // Icelandic, asked for (`კარის კოდი?`, `លេខកូដទ្វារ...?`).
    "კოდ",
    "លេខកូដ",
    "ລະຫັດ",
    "կոդ",
    "коды",
    "kodea",
    "kóði",
    "kodinn",
];

/// A reply's yes before what it gives, in the languages of the chats read
/// here (`-- si, 401687`, Maltese's `iva`, Samoan's `ioe`).
pub(super) const AFFIRMATIVES: &[&str] = &[
    "yes", "yeah", "yep", "yup", "ya", "ok", "okay", "si", "sí", "iva", "ioe", "io", "ja", "jo",
    "jah", "da", "да", "так", "oui", "sim", "evet", "tak", "ano", "áno", "igen", "kyllä", "taip",
    "jā", "ναι", "ee", "ndiyo", "ewa", "eh", "haa", "ae", "نعم", "כן", "はい", "네", "是", "对",
];

/// Words that may end a clause after a short code, as a chat ends it
/// (`Key box: 466 now`, `... is 729 then`, `changed to 715 after the
/// break-in`); not a count's words (`Key safe: 300 in stock`, `400 and
/// counting`).
const CODE_END_WORDS: &[&str] = &[
    "now", "then", "after", "pls", "please", "thanks", "thx", "ok",
];

/// Words after a code that say how long it holds (`the radar tower door
/// is now 62378 as of today`, `hatch is 30-81-10 until the chief changes
/// it`): its clause goes on, the code told.
const UNTIL_WORDS: &[&str] = &[
    "until",
    "till",
    "as of",
    "from today",
    "from tomorrow",
    "for now",
];

/// Words that join what is done next (`and`, `then`, `puis`, `dann`,
/// `και`, `ثم`): after an alarm's code, the key pressed
/// (`alarm_code_then_off`); after a code told in a chat's next sentence,
/// what to do with it (`Den er 9524, så OK`).
pub(super) const THEN_WORDS: &[&str] = &[
    "and",
    "then",
    "y",
    "e",
    "et",
    "puis",
    "und",
    "dann",
    "en",
    "och",
    "og",
    "i",
    "и",
    "και",
    "ثم",
    "a",
    "ve",
    "depois",
    "poi",
    "sen",
    "então",
    "danach",
    "ensuite",
    "después",
    "luego",
    "daarna",
    "sitten",
    "dan",
    "så",
    "sedan",
    "derefter",
    "deretter",
    "potem",
    "pak",
    "apoi",
    "majd",
    "sonra",
    "μετά",
    "потом",
    "затем",
];

/// A door's keypad by name (`keypad`, `Digicode`, `Türcode`): a line
/// naming one names a lock, with [`DOOR_WORDS`], [`LOCK_WORDS`],
/// [`KEY_SAFE_WORDS`] and [`COMBINATION_LOCK_WORDS`].
pub(super) const KEYPAD_WORDS: &[&str] = &["keypad", "digicode", "türcode", "torcode"];

/// Words that say whose or where a thing is after its name (`door for
/// seasonal staff`, `per il cancello`, `Larmet i butiken`, `Alarm w
/// sklepie`, Icelandic's `hliðið við bryggjuna`, the Polynesian
/// languages' `faitotoa o le fale aisa`, Tok Pisin's `dua bilong kol
/// stoa`, Swahili's `keypad ya stoo`): a door's code and an alarm's read
/// on past them.
pub(super) const PLACE_PREPOSITIONS: &[&str] = &[
    "for", "to", "of", "in", "at", "on", "per", "für", "zur", "zum", "im", "am", "pour", "para",
    "voor", "van", "til", "för", "i", "på", "en", "do", "de", "di", "da", "del", "della", "dello",
    "du", "des", "w", "we", "v", "ve", "na", "στο", "στην", "до", "для", "в", "у", "на", "від",
    "от", "við", "hjá", "o", "'o", "bilong", "ya", "wa",
];

/// The words a note puts between a code and what it opens besides
/// [`COPULAS`] (`9472, c'est le nouveau digicode`, `C4294 ← that's the
/// key safe`): articles, English's copulas, `new`, a door's side. Any
/// other word says what else the number is (`6500 is the price of the
/// alarm`, `5600 — Bosch alarm`, `1177 är numret för larmet`).
const CODE_LEAD_WORDS: &[&str] = &[
    "that's", "that’s", "this", "is", "it's", "it’s", "the", "our", "new", "back", "front", "side",
    "rear", "main", "staff", "das", "die", "der", "den", "neue", "neuer", "le", "la", "les",
    "nouveau", "nouvelle", "el", "nuevo", "nueva", "il", "lo", "nuovo", "nuova", "det", "nya",
    "nye", "er", "de", "het", "nieuwe", "to", "nowy", "nowa", "novo", "nova", "noul", "noua",
    "cod", "mpya", "ya",
    // A code's own name and the word that joins it to what it opens
    // (`1143, c'est le code de l'alarme`, `2010 es el código de la
    // puerta`, `6691 = pin del telefono`; not a price's: `6500 is the
    // price of the alarm`).
    "code", "código", "codice", "kod", "kode", "koden", "pin", "del", "della", "di", "van", "of",
];

/// What a code opens, named before it or after it (`9614 ← alarm`,
/// `code_before_its_name`'s keywords) or by a chat's question for it
/// (`key safe?`, the answered reading's in `assign.rs`); a Chinese note's
/// password too (`2858（这是后门密码）`).
pub(super) const CODE_OWNER_WORDS: &[&str] = &concat_words::<
    { ALARM_WORDS.len() + DOOR_LEAF_WORDS.len() + KEYPAD_WORDS.len() + KEY_SAFE_WORDS.len() + 3 },
>(
    &concat_words::<{ ALARM_WORDS.len() + DOOR_LEAF_WORDS.len() }>(ALARM_WORDS, DOOR_LEAF_WORDS),
    &concat_words::<{ KEYPAD_WORDS.len() + KEY_SAFE_WORDS.len() + 3 }>(
        KEYPAD_WORDS,
        &concat_words::<{ KEY_SAFE_WORDS.len() + 3 }>(
            KEY_SAFE_WORDS,
            &["密码", "密碼", "暗証番号"],
        ),
    ),
);

/// A keypad's `*` before a digit or `#` after one, the marks
/// `keypad_marked_code` and `marked_code_after_a_place` read (a
/// footnote's `4999*` selects nothing).
const KEYPAD_MARKS: &[&str] = &[
    "*0", "*1", "*2", "*3", "*4", "*5", "*6", "*7", "*8", "*9", "0#", "1#", "2#", "3#", "4#", "5#",
    "6#", "7#", "8#", "9#",
];

/// `keypad_marked_code`'s keywords: the marks, and the `#` key told after
/// a code (`459849 + #`), which `marked_code_after_a_place` does not read.
const KEYPAD_CODE_KEYWORDS: &[&str] =
    &concat_words::<{ KEYPAD_MARKS.len() + 2 }>(KEYPAD_MARKS, &["+ #", "+#"]);

/// A padlock's or a lock box's own short name, in a list's item or a
/// line of a sheet (`lockbox 538`, `PADL0CK: 4196`, `zamk 9721 ·`): its
/// three digits are its code too. With `lock` alone, whose three digits
/// are a canal's (`lock 364 (Caen Hill)`), and [`LOCK_OR_CASTLE_NAMES`],
/// the keywords of `lock_code_in_a_list`; its pattern's
/// `{lock_box_names}`. (Not a padlock's longer names, [`PADLOCK_WORDS`],
/// which its own rule reads in a sentence too.)
const LOCK_BOX_NAMES: &[&str] = &["lockbox", "padl0ck", "cadenas", "zamk"];

/// A lock's name that is a castle's too, in Russian, Polish, Czech and
/// Slovak (`замок`, `zamek`, `zámek`, `zámok`): its four digits are a
/// code only when no year of a castle's can be read (`zamek 1880,
/// odbudowany`); the pattern's `{lock_or_castle_names}`.
const LOCK_OR_CASTLE_NAMES: &[&str] = &["замок", "zamok", "zamek", "zámek", "zámok"];

/// The keywords of `lock_code_in_a_list`.
const LOCK_IN_A_LIST_KEYWORDS: &[&str] =
    &concat_words::<{ LOCK_BOX_NAMES.len() + LOCK_OR_CASTLE_NAMES.len() + 1 }>(
        LOCK_BOX_NAMES,
        &concat_words::<{ LOCK_OR_CASTLE_NAMES.len() + 1 }>(LOCK_OR_CASTLE_NAMES, &["lock"]),
    );

/// A room or a vehicle a code opens (not a door's, a gate's or a
/// locker's own names, [`DOOR_LEAF_WORDS`] and [`LOCKER_WORDS`]): with
/// them, [`LOCKED_PLACES`].
const LOCKED_ROOMS: &[&str] = &[
    "trailer",
    "honeywagon",
    "truck",
    "van",
    "store",
    "stores",
    "stockroom",
    "storeroom",
    "cage",
    "cabinet",
    "lockers",
    "shed",
    "room",
    "bay",
    "booth",
    "office",
    "pantry",
    "chest",
    "lab",
    "gym",
    "container",
    "garage",
    "compound",
    "laundry",
    // A room in French, Spanish, Italian, Portuguese and German (`alarme
    // salle de gonflage: 0286`, `allarme sala gonfiaggio: 6175`).
    "salle",
    "sala",
    "stanza",
    "raum",
];

/// A place a code opens, named after an arrow that points from the code
/// to it (`9614 ← MU trailer`, `4743` / `^ stage 7 elephant door`) or
/// before a keypad's marked digits (`crew gym 70224#`): a room's, a
/// door's or a locker's name, the pattern's `{locked_places}` in
/// `code_pointing_at_place` and `marked_code_after_a_place`.
const LOCKED_PLACES: &[&str] = &concat_words::<
    { LOCKED_ROOMS.len() + DOOR_LEAF_WORDS.len() + LOCKER_WORDS.len() },
>(
    LOCKED_ROOMS,
    &concat_words::<{ DOOR_LEAF_WORDS.len() + LOCKER_WORDS.len() }>(DOOR_LEAF_WORDS, LOCKER_WORDS),
);
/// `door_entry_code`'s keywords: a door's names and a keypad's.
const DOOR_AND_KEYPAD_WORDS: &[&str] =
    &concat_words::<{ DOOR_WORDS.len() + KEYPAD_WORDS.len() }>(DOOR_WORDS, KEYPAD_WORDS);

/// Codes named by what they open only as a key's name (`safe_code`,
/// `vaultCode`): in prose `safe code` is code without `unsafe`, and
/// `vault code coverage` a repository's.
pub(super) const KEY_ONLY_CODE_NAMES: &[&str] = &["safe code", "vault code", "override code"];

/// Names of numbers that are no secret, before the number
/// (`keypad_marked_code`'s and `corrected_code`'s exceptions: `ext
/// 1791#`, `Ticket: *4971`, `ticket 4412` corrected in the next
/// message).
const PUBLIC_NUMBER_NAMES: &[&str] = &[
    "id",
    "ids",
    "ext",
    "extension",
    "tel",
    "phone",
    "no",
    "nr",
    "ticket",
    "room",
    "cabin",
    "invoice",
    "order",
    "ref",
    "case",
    "price",
    "total",
    "port",
    "note",
    "step",
    "score",
    "rating",
    "amount",
    "page",
    "flight",
    "gate",
    "booking",
    "pr",
    "issue",
    "bus",
    "po",
    "build",
];

const WORD_LISTS: &[(&str, &[&str])] = &[
    ("public_number_names", PUBLIC_NUMBER_NAMES),
    ("lock_box_names", LOCK_BOX_NAMES),
    ("social_networks", SOCIAL_NETWORKS),
    ("lock_or_castle_names", LOCK_OR_CASTLE_NAMES),
    ("locked_places", LOCKED_PLACES),
    ("locked_rooms", LOCKED_ROOMS),
    ("access_code_names", ACCESS_CODE_NAMES),
    ("access_code_word_names", ACCESS_CODE_WORD_NAMES),
    ("alarm_words", ALARM_WORDS),
    ("key_safe_words", KEY_SAFE_WORDS),
    ("combination_words", COMBINATION_WORDS),
    ("combination_names", COMBINATION_NAMES),
    ("combination_lock_words", COMBINATION_LOCK_WORDS),
    ("safe_words", SAFE_WORDS),
    ("padlock_words", PADLOCK_WORDS),
    ("code_words", CODE_WORDS),
    ("asked_code_words", ASKED_CODE_WORDS),
    ("then_words", THEN_WORDS),
    ("code_end_words", CODE_END_WORDS),
    ("cell_door_words", CELL_DOOR_WORDS),
    ("locker_words", LOCKER_WORDS),
    ("lock_words", LOCK_WORDS),
    ("dont_share", DONT_SHARE_PHRASES),
    ("unlock_code_labels", UNLOCK_CODE_LABELS),
    ("door_words", DOOR_WORDS),
    ("code_owner_words", CODE_OWNER_WORDS),
    ("code_lead_words", CODE_LEAD_WORDS),
    ("door_leaf_words", DOOR_LEAF_WORDS),
    ("hatch_words", HATCH_WORDS),
    ("until_words", UNTIL_WORDS),
    ("keypad_words", KEYPAD_WORDS),
    ("place_prepositions", PLACE_PREPOSITIONS),
    ("authenticator_apps", AUTHENTICATOR_APPS),
    ("wifi_key_words", WIFI_KEY_WORDS),
    ("wifi_names", WIFI_NAMES),
    ("key_labels", LOCALIZED_KEY_LABELS),
    ("handed_over_words", HANDED_OVER_WORDS),
    ("secret_labels", SECRET_LABELS),
    ("stream_key_labels", STREAM_KEY_LABELS),
    ("setup_key_labels", SETUP_KEY_LABELS),
    ("security_topics", SECURITY_TOPICS),
    ("answer_labels", ANSWER_LABELS),
    ("recovery_code_labels", RECOVERY_CODE_LABELS),
    ("door_code_words", DOOR_CODE_WORDS),
    ("password_labels", LOCALIZED_PASSWORD_LABELS),
    ("transfer_words", TRANSFER_WORDS),
    ("code_labels", LOCALIZED_CODE_LABELS),
    ("security_question_words", SECURITY_QUESTION_WORDS),
    ("security_answer_names", SECURITY_ANSWER_NAMES),
    ("rtl_code_labels", RTL_CODE_LABELS),
    ("digit_words", DIGIT_WORDS),
    ("nato_words", NATO_WORDS),
    ("bare_lock_names", BARE_LOCK_NAMES),
    ("pair_words", PAIR_WORDS),
    ("redeem_code_labels", REDEEM_CODE_LABELS),
    ("shown_once_phrases", SHOWN_ONCE_PHRASES),
    ("copulas", COPULAS),
    ("password_adjectives", PASSWORD_ADJECTIVES),
    ("login_words", LOGIN_WORDS),
    ("at_end_phrases", AT_END_PHRASES),
    ("changed_words", CHANGED_WORDS),
    ("changed_code_words", CHANGED_CODE_WORDS),
    ("short_password_labels", SHORT_PASSWORD_LABELS),
];

/// A password's short name, or its name, after a slash between a user
/// and it (`zoom 890 3345 8323 / pw X`, Dutch `ww`, French `mdp`,
/// Vietnamese `mk`, Indonesian `sandi`): the `{short_password_labels}` of
/// the login reading in `assign.rs`, which also reads a value after one
/// that stands where a user's password would.
pub(super) const SHORT_PASSWORD_LABELS: &[&str] = &[
    "pw",
    "pwd",
    "pass",
    "passcode",
    "ww",
    "mdp",
    "mk",
    "sandi",
    "senha",
    "clave",
    "hasło",
    "haslo",
    "şifre",
    "sifre",
    "parola",
    "passwort",
    "kennwort",
    "wachtwoord",
    "lösenord",
    "salasana",
    "heslo",
    "jelszó",
];

/// A code's or a password's name in an alphabet, for the reading of a
/// changed code: its `{changed_code_words}` (the pattern piece
/// `changed_code_name` adds the names in scripts without spaces), beside
/// the password labels' list.
pub(super) const CHANGED_CODE_WORDS: &[&str] = &[
    "code",
    "código",
    "codigo",
    "codice",
    "kod",
    "kode",
    "koodi",
    "pin",
    "combo",
    "combination",
    "keypad",
    "senha",
    "şifre",
    "mã",
    "password",
    "passwort",
    "wachtwoord",
    "hasło",
    "пароль",
    "lösenord",
];

/// Where a note says its credentials stand: at its end (`Credentials
/// (see last line)`, `the password ... is at the bottom of this mail`,
/// `Zugangsdaten stehen ganz unten`): the `{at_end_phrases}` of the
/// reading of a note's last word in `assign.rs`.
pub(super) const AT_END_PHRASES: &[&str] = &[
    "at the bottom",
    "at the very bottom",
    "at the end",
    "at the very end",
    "see last line",
    "on the last line",
    "ganz unten",
    "am ende",
    "al final",
    "abajo del todo",
    "tout en bas",
    "en bas",
    "à la fin",
    "in fondo",
    "alla fine",
    "na samym dole",
    "na dole",
    "na końcu",
    "lá embaixo",
    "no final",
    "no fim",
    "в самом низу",
    "внизу",
    "в конце",
    "맨 아래",
    "마지막 줄",
    "en altta",
    "en sonda",
    "helemaal onderaan",
    "onderaan",
    "längst ner",
    "nederst",
    "alimmaisena",
    "lopussa",
    "一番下",
    "最後の行",
    "最下面",
    "最后一行",
];

/// A login's words in other languages than English, before its `user /
/// password` (`credenziali per MISP: t.schneider / X`, `PC-Anmeldung:
/// dr.lindner / X`, `ログイン情報`): the `{login_words}` of the login
/// reading in `assign.rs`, and its keywords.
pub(super) const LOGIN_WORDS: &[&str] = &[
    "credenziali",
    "credenciais",
    "credenciales",
    "identifiants",
    "zugangsdaten",
    "anmeldedaten",
    "anmeldung",
    "přihlašovací údaje",
    "přihlášení",
    "dane logowania",
    "logowanie",
    "konta",
    "inloggegevens",
    "inloggning",
    "kirjautuminen",
    "kimlik bilgileri",
    "portal",
    "acceso",
    "accesso",
    "σύνδεση",
    "στοιχεία",
    "учётные данные",
    "учетные данные",
    "доступы",
    "접속 정보",
    "giriş bilgileri",
    "アカウント",
    "账号",
    "帐号",
    "账户",
    "계정",
    "ログイン",
    "登录",
    "登入",
    "로그인",
    // A user's label, then the user and the password (`Laptop terenowy
    // LT-9: użytkownik teren / cottonwood*86`).
    "użytkownik",
    "utente",
    "gebruiker",
    "usuário",
    "usuario",
    "användare",
    "käyttäjä",
    "kullanıcı",
    "пользователь",
    "benutzer",
    "utilisateur",
    "uživatel",
    // A user's or an account's word before a pair after a colon (`代行ユ
    // ーザー：daikou / X`, `учётка для подмены: zamena / X`, `Sijaisen
    // tunnus: sijainen / X`, `nimm meinen Zugang: trevor22 / X`).
    "ユーザー",
    "ユーザ",
    "用户",
    "用戶",
    "사용자",
    "учётк",
    "учетк",
    "tunnus",
    "utenza",
    "zugang",
    // Russian's and Ukrainian's login (`Логин: dit / X`), and Wi-Fi
    // as Russian writes it (`вайфай: chuckwagon / X`).
    "логин",
    "логін",
    "вайфай",
    "вай-фай",
];

/// Wi-Fi's name as a note writes it, in Latin, Cyrillic, Devanagari,
/// Bengali and Arabic letters (`WiFi`, `вайфай`, `वाईफाई`, `ওয়াইফাই`,
/// `وائی فائی`): the Wi-Fi key reading's `{wifi_names}` and keywords.
pub(super) const WIFI_NAMES: &[&str] = &[
    "wi-fi",
    "wifi",
    "wlan",
    "вайфай",
    "вай-фай",
    "वाईफाई",
    "वाइफाइ",
    "वाई-फाई",
    "ওয়াইফাই",
    "ওয়াই-ফাই",
    "وائی فائی",
    "وائیفائی",
    "واي فاي",
    "وايفاي",
];

/// A social network's name: a handle and a password after it are an
/// account's pair (`the show's Instagram — @saltroad / X`); the login
/// reading's `{social_networks}` and the assignment rule's keywords.
pub(super) const SOCIAL_NETWORKS: &[&str] = &[
    "instagram",
    "insta",
    "facebook",
    "tiktok",
    "twitter",
    "linkedin",
    "youtube",
    "threads",
    "bluesky",
    "snapchat",
    "pinterest",
];

/// Words after a password's label that say it is temporary, initial or
/// new (`MDP temporaire X`, `hasło tymczasowe`, `Contraseña temporal:
/// X`): the label's, in the prose reading and the labelled one.
const PASSWORD_ADJECTIVES: &[&str] = &[
    "temporaire",
    "provisoire",
    "temporary",
    "temporal",
    "temporário",
    "temporária",
    "provisório",
    "provisorio",
    "temporäres",
    "vorläufiges",
    "tymczasowe",
    "tijdelijk",
    "temporaneo",
    "temporanea",
    "initiale",
    "initial",
    "inicial",
    "iniziale",
    "nouveau",
    "neues",
    "nuevo",
    "nueva",
    "novo",
    "nova",
    "nowe",
];

/// The verbs other languages put between a secret's name and its value,
/// as English puts `is` (`Passwort ist`, `la clave quedó`, `a senha do
/// gov.br ficou`, `PIN1 kods ir`, `sandi ... jadi`, `הסיסמה ... היא`):
/// the pattern piece `{copulas}` of the password, code and PIN readings.
/// (Words English also uses, `on` and `to`, are each reading's own.)
pub(super) const COPULAS: &[&str] = &[
    // A notice's future (`the staff entrance code will be 7982`), a
    // caller's check (`the dock code is still 5060?`).
    "will be",
    "is still",
    "ist",
    "lautet",
    "est",
    "c'est",
    "c’est",
    "es",
    "quedó",
    // Swahili's `is` (`Nenosiri la Wi-Fi ya kanisa ni ...`), Somali's.
    "ni",
    "waa",
    "és",
    // Spanish's, Catalan's, Italian's and Portuguese's `was` (`el password
    // del email de mi papa era X`).
    "era",
    "este",
    "queda",
    "é",
    "e",
    "è",
    "ficou",
    "fica",
    "är",
    "jest",
    "ir",
    "yra",
    "adalah",
    "ialah",
    "yaitu",
    "jadi",
    "menjadi",
    "là",
    "ay",
    "είναι",
    "है",
    "هو",
    "هي",
    "היא",
    "הוא",
    // Welsh's (`cod drws y llwyfan yw 6198`, `ydy` as spoken),
    // Albanian's (`kodi i derës ... është 3319`), Arabic's `became` (`رمز
    // قفل ... صار 7209`).
    "yw",
    "ydy",
    "është",
    // Arbëresh's, Meänkieli's and Kven's, Breton's, Mooré's, Gilbertese's,
    // Tachelhit's, Sranan's and Nuer's `is` (`Kodi i lukeçit ... ësht 322`,
    // `portin koodi oon 6941`, `Ar c'hod evit ... eo 6600`, `Code portail
    // wã yaa 1967`, `Te code ibukin ... bon 0238`, `code n lqfl ... iga
    // 8619`, `A code fu a geti ... na 193830`, `Code gate ... ɛ 0775`).
    "ësht",
    "oon",
    "eo",
    "yaa",
    "bon",
    "iga",
    "na",
    "ɛ",
    // Georgian's and Svan's (`კოდი არის ...`, `სეიფიშ კოდ ლი 255512`).
    "არის",
    "ლი",
    // Ibibio's `is` and the Polynesian languages' predicate (`phone code
    // edi 571863`, Tokelauan's, Niuean's and Wallisian's `code ko te
    // 483988`, `code ko e foou 8913`).
    "edi",
    "ko te",
    "ko e",
    "صار",
    "صارت",
    // Bulgarian's and Serbian's (`кодът на кутията ... е 1202`), Igbo's,
    // Twi's and Shona's (`... bụ 7879`, `seesei ɛyɛ 797919`, `iyezvino
    // ndeye 18237`).
    "е",
    "је",
    "bụ",
    "ɛyɛ",
    "ndeye",
    // Swahili's `it is` (`5551 ndiyo code mpya ya mlango`).
    "ndiyo",
    // Thai's (`รหัสตู้ยา CD คือ 063885`); Hinglish's `the new one`
    // (`door code change ho gaya, naya wala 20437 hai`).
    "คือ",
    "naya wala",
    "nayi wali",
    "नया वाला",
    // Estonian's, Latvian's, Maltese's, Slovak's, Croatian's, Georgian's
    // and Kinyarwanda's `was` and `is` (`parool oli X`, `parole bija
    // X`, `kienet X`, `heslo bolo X`, `იყო X`, `ryari X`).
    "oli",
    "bija",
    "kienet",
    "kien",
    "huwa",
    "hija",
    "bolo",
    "bila",
    "bio",
    "იყო",
    "არის",
    "ryari",
    // Luxembourgish's, Malagasy's, Cebuano's, Wolof's and Yiddish's is.
    "ass",
    "dia",
    "kay",
    "mooy",
    "איז",
    // Faroese's and Icelandic's is now; Burmese's subject marker after a
    // label (`wifi password က X`).
    "er nú",
    "က",
    "ass elo",
    // Papiamento's, Tok Pisin's, Hausa's, Northern Sami's and Tongan's `is`
    // (`e code ... ta 8927`, `kot bilong dua ... em 5309`, `sabuwar itace
    // 7715`, `koda lea 2022`, `ko e ...`).
    "ta",
    "em",
    "em i",
    "itace",
    "ita ce",
    "shine",
    "shi ne",
    "lea",
    "ko e",
    // Tigrinya's and Amharic's `is`, which ends a sentence (`ፓስዎርድ wifi ናይ
    // ጃልባ X እዩ`).
    "እዩ",
    "ነው",
    // Friulian's, Asturian's, Sesotho's and Tswana's, Xhosa's, Lingala's,
    // Luganda's, Chichewa's, Kabyle's, Sindhi's, Assamese's, Odia's, Hmong's,
    // Ilocano's topic mark, Tetum's, Hawaiian's and Bislama's `is` (`e je`,
    // `ye`, `ke`, `ngu`, `ezali`, `ndi`, `d`, `آهي`, `হৈছে`, `ହେଉଛି`, `yog`,
    // `ket`, `mak`, `ʻo`, `hemi`).
    "je",
    "e je",
    "al è",
    "ye",
    "ke",
    "ngu",
    "yi",
    "ezali",
    "ndi",
    "d",
    "آهي",
    "হ'ল",
    "হৈছে",
    "ହେଉଛି",
    "yog",
    "ket",
    "mak",
    "maka",
    "ʻo",
    "hemi",
    // Esperanto's `is`, Haitian Creole's after a noun's article (`kòd pòt la se
    // 5530`).
    "estas",
    "la se",
    // Swiss German's `is` (`Dr Code ... isch jetzt 210`).
    "isch",
    // Ewe's and Mizo's `is` (`nye`; `... chu 4821 a ni`).
    "nye",
    "chu",
    // The Maghreb's and the Levant's Arabic in Latin letters and Libyan's
    // `became` (`le code ta3 cadenas rah 4249`, `el code taba3 l tool crib
    // sar 2818`, `daba howa 909251`, `رقم البوابة ... ولى 150885`), French
    // Guianese Creole's, Jamaican's and Mauritian's (`Kòd kadna pump
    // house-a sé 0405`, `di paint store code a 3886`, `aster li 1215`).
    // (Not the Upper Guinea creoles' `i`: Swedish's `in`, `lösenord i
    // Slack`, and Tok Pisin's mark before any verb.)
    "rah",
    "sar",
    "howa",
    "houwa",
    "hiya",
    "ولى",
    "sé",
    "a",
    "li",
    "aster li",
    // Cameroon's Grassfields and Beti languages, Basaa, Kako and Kabiyè
    // (`kɔ́d ŋ́ portail poste HT ŋ́ kə 374925`, `kɔd ndə alarme ... nə
    // 0887`, `kɔd ya portail poste HT ane 275401`, `kɔd ya ... ene 9690`,
    // `kod i cadenas ... ndi i yé 6363`, `kɔ́d à clavier ... nɛ̀ 72753`,
    // `kɔdɩ ... yɔɔ kɛ 1347`), Edo's, Urhobo's, Tiv's, Ateso's, Farefare's,
    // Gikuyu's, Kalenjin's and Cameroon Pidgin's (`code ọghẹ main gate ọre
    // 6567`, `code rẹ substation gate ọyẹ 080371`, `code u tower base door
    // T29 ka 9985`, `code ka ... safe ebe 34-94-04`, `code n guard hut phone
    // la de 3359`, `namba ya thiri ... nĩ 773288`, `... ko 041177`, `e be
    // 8899 now`), and Runyankore's and Ekegusii's glued one (`code ya
    // battery container alarm n'9972`).
    "kə",
    "nə",
    "ane",
    "ene",
    "nɛ",
    "kɛ",
    "yé",
    "ọre",
    "ọyẹ",
    "ka",
    "ebe",
    "la de",
    "nĩ",
    "ko",
    "e be",
    "n'",
    "n’",
    // Tamazight's, in Tifinagh (`ⴰⴽⵓⴷ ⴰⵎⴰⵢⵏⵓ ⵏ portail principal ⵉⴳⴰ
    // 849728`).
    "ⵉⴳⴰ",
];

/// Whether a character is a letter, digit or mark of the Latin script's
/// blocks (ASCII, Latin-1, Latin Extended-A and -B, Latin Extended
/// Additional).
fn is_latin(c: char) -> bool {
    c.is_ascii() || matches!(c, '\u{00C0}'..='\u{024F}' | '\u{1E00}'..='\u{1EFF}')
}

/// `pattern` with each of [`PATTERN_PIECES`] written as it is, and each
/// `{name}` of [`WORD_LISTS`] as an alternation of its words (a
/// regex repetition, `{0,80}`, names none); its own words written as the
/// detector reads them, without combining marks (`आपका` is read `आपक`).
pub(super) fn expand(pattern: &'static str) -> Cow<'static, str> {
    let mut out = Cow::Borrowed(pattern);
    // The pieces first: a piece may name a word list (`{copulas}`).
    for (name, piece) in PATTERN_PIECES {
        let marker = format!("{{{name}}}");
        if out.contains(&marker) {
            out = Cow::Owned(out.replace(&marker, piece));
        }
    }
    for (name, words) in WORD_LISTS {
        let marker = format!("{{{name}}}");
        if out.contains(&marker) {
            let alternation: Vec<String> = words
                .iter()
                .map(|w| regex::escape(&super::view::as_read(w)))
                .collect();
            out = Cow::Owned(out.replace(&marker, &alternation.join("|")));
        }
        // `{name:unlatin}`: the list's words that start in another script
        // than Latin's, which a Latin letter glued before leaves a word.
        let marker = format!("{{{name}:unlatin}}");
        if out.contains(&marker) {
            let alternation: Vec<String> = words
                .iter()
                .filter(|w| w.chars().next().is_some_and(|c| !is_latin(c)))
                .map(|w| regex::escape(&super::view::as_read(w)))
                .collect();
            out = Cow::Owned(out.replace(&marker, &alternation.join("|")));
        }
    }
    if out.chars().any(is_combining_mark) {
        out = Cow::Owned(out.chars().filter(|c| !is_combining_mark(*c)).collect());
    }
    out
}
