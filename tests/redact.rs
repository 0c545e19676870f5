//! Secret redaction: a positive sample for every family SPEC section 6
//! lists, built here from each format's documented shape, and negative
//! samples that must come back unchanged (and borrowed).

use std::borrow::Cow;

use cu_projection::redact::{redact, REDACTION_MARK};

/// A deterministic run of `n` characters from `alphabet`.
fn run(alphabet: &str, n: usize) -> String {
    let chars: Vec<char> = alphabet.chars().collect();
    (0..n).map(|i| chars[(i * 7 + 3) % chars.len()]).collect()
}

const ALNUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_DIGITS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const B64URL: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const HEX: &str = "0123456789abcdef";

/// (family, secret, rule expected to fire). Each secret is embedded in a
/// sentence and must vanish from it.
fn positives() -> Vec<(&'static str, String, &'static str)> {
    let pem_body = format!("{}\n{}", run(B64URL, 64), run(B64URL, 40));
    vec![
        (
            "openai key",
            format!("sk-{}", run(ALNUM, 48)),
            "openai_style_key",
        ),
        (
            "openai project key",
            format!("sk-proj-{}", run(B64URL, 64)),
            "openai_project_key",
        ),
        (
            "anthropic key",
            format!("sk-ant-api03-{}", run(B64URL, 80)),
            "anthropic_api_key",
        ),
        (
            "google api key",
            format!("AIza{}", run(B64URL, 35)),
            "gcp_api_key",
        ),
        (
            "github personal token",
            format!("ghp_{}", run(ALNUM, 36)),
            "github_token",
        ),
        (
            "github oauth token",
            format!("gho_{}", run(ALNUM, 36)),
            "github_token",
        ),
        (
            "github server token",
            format!("ghs_{}", run(ALNUM, 36)),
            "github_token",
        ),
        (
            "github fine-grained pat",
            format!("github_pat_{}_{}", run(ALNUM, 22), run(ALNUM, 59)),
            "github_fine_grained_pat",
        ),
        (
            "slack bot token",
            format!(
                "xoxb-{}-{}-{}",
                run("0123456789", 11),
                run("0123456789", 13),
                run(ALNUM, 24)
            ),
            "slack_token",
        ),
        (
            "slack user token",
            format!("xoxp-{}", run(ALNUM, 40)),
            "slack_token",
        ),
        (
            "aws access key id",
            format!("AKIA{}", run(UPPER_DIGITS, 16)),
            "aws_access_key_id",
        ),
        (
            "aws temporary key id",
            format!("ASIA{}", run(UPPER_DIGITS, 16)),
            "aws_access_key_id",
        ),
        (
            "stripe live secret",
            format!("sk_live_{}", run(ALNUM, 24)),
            "stripe_secret_key",
        ),
        (
            "stripe restricted key",
            format!("rk_live_{}", run(ALNUM, 24)),
            "stripe_secret_key",
        ),
        (
            "npm token",
            format!("npm_{}", run(ALNUM, 36)),
            "npm_access_token",
        ),
        (
            "jwt",
            format!(
                "eyJhbGciOiJIUzI1NiJ9.eyJ{}.{}",
                run(B64URL, 30),
                run(B64URL, 43)
            ),
            "jwt",
        ),
        (
            "pem private key",
            format!("-----BEGIN PRIVATE KEY-----\n{pem_body}\n-----END PRIVATE KEY-----"),
            "private_key_block",
        ),
        (
            "pem rsa key cut short",
            format!("-----BEGIN RSA PRIVATE KEY-----\n{pem_body}"),
            "private_key_block",
        ),
        (
            "authorization bearer",
            format!("Authorization: Bearer {}", run(B64URL, 32)),
            "authorization_header",
        ),
        (
            "authorization basic",
            format!("authorization: Basic {}", run(ALNUM, 24)),
            "authorization_header",
        ),
        (
            "authorization token",
            format!("Authorization=Token {}", run(HEX, 40)),
            "authorization_header",
        ),
        (
            "bare bearer",
            format!("use Bearer {} for it", run(B64URL, 32)),
            "auth_scheme",
        ),
        (
            "password assignment",
            "password=correct-horse-battery".to_owned(),
            "secret_assignment",
        ),
        (
            "passwd colon",
            "passwd: hunter2hunter2".to_owned(),
            "secret_assignment",
        ),
        (
            "json secret",
            r#"{"client_secret": "s3cr3t-value"}"#.to_owned(),
            "secret_assignment",
        ),
        (
            "token assignment",
            "GITLAB_TOKEN=glpat-k3Fq9ZxW2m".to_owned(),
            "secret_assignment",
        ),
        (
            "api_key assignment",
            "api_key = 52814kqzwe".to_owned(),
            "secret_assignment",
        ),
        (
            "apikey assignment",
            "apikey:zzz999".to_owned(),
            "secret_assignment",
        ),
        (
            "credentials assignment",
            "credentials=user:pass".to_owned(),
            "secret_assignment",
        ),
        (
            "private_key assignment",
            "private_key='abc123def'".to_owned(),
            "secret_assignment",
        ),
        (
            "access_key assignment",
            "AWS_ACCESS_KEY=xyz".to_owned(),
            "secret_assignment",
        ),
        (
            "auth assignment",
            "auth=opensesame".to_owned(),
            "secret_assignment",
        ),
        (
            "url token param",
            "https://example.com/cb?state=1&access_token=q7x.Lm2-Zp9".to_owned(),
            "secret_assignment",
        ),
        (
            "url signature param",
            "https://files.example.com/a.pdf?X-Amz-Expires=60&sig=q8Zt3xK1mW9v".to_owned(),
            "secret_assignment",
        ),
        (
            "url api key param",
            "https://maps.example.com/api?key=Hq7Lm2Xv9pR4".to_owned(),
            "secret_assignment",
        ),
        ("long hex", run(HEX, 64), "generic_token"),
        // Forty lowercase hexadecimal digits alone are a commit's id; after
        // a secret's name they are a key.
        (
            "sha1 hex",
            format!("session {}", run(HEX, 40)),
            "generic_token",
        ),
    ]
}

#[test]
fn every_family_is_redacted_and_names_its_rule() {
    for (family, secret, rule) in positives() {
        let text = format!("before {secret} after");
        let r = redact(&text);
        assert!(
            r.text.contains(REDACTION_MARK),
            "{family}: nothing redacted in {text}"
        );
        assert!(
            r.rules.contains(&rule),
            "{family}: fired {:?}, expected {rule}",
            r.rules
        );
        // The secret's distinctive tail never survives.
        let tail: String = secret
            .chars()
            .rev()
            .take(8)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        assert!(
            !r.text.contains(&tail),
            "{family}: {} still holds {tail}",
            r.text
        );
        assert!(
            r.text.starts_with("before "),
            "{family}: context lost: {}",
            r.text
        );
    }
}

#[test]
fn keyed_rules_keep_the_key_and_drop_the_value() {
    for (input, expected) in [
        ("password=hunter2", "password=[redacted]"),
        (
            r#"{"password": "hunter2", "user": "ada"}"#,
            r#"{"password": "[redacted]", "user": "ada"}"#,
        ),
        (
            "Authorization: Bearer q8Zt3xK1mW9v",
            "Authorization: Bearer [redacted]",
        ),
    ] {
        assert_eq!(redact(input).text, expected);
    }
    // A URL or connection string that holds a credential goes whole: its
    // host, account and other parameters belong to the same credential.
    for input in [
        "https://x.example/?a=1&token=abc&b=2",
        "postgres://admin:pw@db.internal:5432/app",
        "Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=aQCXA0rWFKgK1UKUOcx16iAkJYjKg3wz5+ASbWG//98=",
    ] {
        assert_eq!(redact(&format!("see {input} now")).text, "see [redacted] now");
    }
    // Control: a URL with no credential is left alone.
    assert_eq!(
        redact("see https://x.example/?a=1&b=2 now").text,
        "see https://x.example/?a=1&b=2 now"
    );
}

#[test]
fn ordinary_text_and_host_identifiers_are_unchanged() {
    let negatives = [
        "550e8400-e29b-41d4-a716-446655440000",
        "obs-7",
        "e12",
        "obs-2026-11-30T09:40:19",
        "cmd+s",
        "ctrl+shift+Tab",
        "Page_Up",
        "com.apple.TextEdit",
        "com.microsoft.VSCode",
        "TextEdit",
        "AXShowMenu",
        "Save the quarterly report before the meeting.",
        "The token of appreciation arrived; the author thanked OAuth reviewers.",
        "Pass the secret sauce, please",
        "Grüße aus Zürich, schönes Wochenende!",
        "東京の天気は晴れです。",
        "Привет, как дела?",
        "مرحبا بالعالم",
        "नमस्ते दुनिया",
        "sk-short",
        "task-1234567890",
        "deadbeef",
        "a1b2c3d4e5f6a7b8c9d0", // 20 hex digits: a commit prefix, not a secret
        "https://example.com/search?q=rust&page=2",
    ];
    for s in negatives {
        let r = redact(s);
        assert!(
            matches!(r.text, Cow::Borrowed(_)),
            "{s} was rewritten to {}",
            r.text
        );
        assert!(r.rules.is_empty(), "{s}: {:?}", r.rules);
    }
}

/// `redact` on raw text reads through an invisible character inside a
/// secret, as display text does, and removes it with the secret; one
/// outside a finding stays where it is.
#[test]
fn an_invisible_character_inside_a_secret_hides_it_from_no_rule() {
    for c in ['\u{200B}', '\u{AD}', '\u{2060}', '\u{FEFF}', '\u{202E}'] {
        for (family, secret, rule) in positives() {
            let chars: Vec<char> = secret.chars().collect();
            let mid = chars.len() / 2;
            let split: String = chars[..mid]
                .iter()
                .chain(std::iter::once(&c))
                .chain(&chars[mid..])
                .collect();
            let text = format!("before{c} {split} after");
            let r = redact(&text);
            assert!(
                r.rules.contains(&rule),
                "{family} split by U+{:04X}: fired {:?}",
                c as u32,
                r.rules
            );
            // Its distinctive tail never survives, read without `c`.
            let tail: String = chars[chars.len().saturating_sub(8)..].iter().collect();
            let shown: String = r.text.chars().filter(|&x| x != c).collect();
            assert!(
                !shown.contains(&tail),
                "{family} split by U+{:04X}: {}",
                c as u32,
                r.text
            );
            assert!(
                r.text.starts_with(&format!("before{c} ")),
                "{family}: {}",
                r.text
            );
        }
    }
}

#[test]
fn redaction_is_idempotent() {
    for (_, secret, _) in positives() {
        let once = redact(&secret).text.into_owned();
        assert_eq!(redact(&once).text, once);
    }
}

/// The display view folds a text's lines into one after reading them:
/// an empty field's value is not the next line's label, in the lines or
/// in the folded text.
#[test]
fn an_empty_field_is_not_given_the_next_lines_label_as_its_value() {
    use cu_projection::display::display_text;
    for text in [
        "$ ssh deploy@203.0.113.110\ndeploy@203.0.113.110's password: \nLast login: Mon Mar  3 09:12:44 2025",
        ".env.example\nR2_SECRET_ACCESS_KEY=\nprivate_key=\nDIGITALOCEAN_TOKEN=\nPORT=3000",
    ] {
        let (shown, rules) = display_text(text, 1 << 16);
        assert!(rules.is_empty(), "{text}: {shown}");
    }
    // Control: a value under its label is still read in the folded view.
    let (shown, _) = display_text("Password:\nXk29pLmQ7z\nLogin", 1 << 16);
    assert!(!shown.contains("Xk29pLmQ7z"), "{shown}");
}

/// The display view reads a text's lines joined where a screen split a
/// field across them (a label's words, a value beside its reveal glyph),
/// but keeps a line that is a field or a row of its own, and a chat's
/// time, apart.
#[test]
fn lines_a_screen_split_are_read_joined_and_fields_and_times_apart() {
    use cu_projection::display::display_text;
    for (text, secret) in [
        (
            "Nume utilizator: ivan316\nParolă iniț\nială: Saffron-2731-NV\nCod client: 36243092",
            "Saffron-2731-NV",
        ),
        (
            "Email\ningrid.olsen@naver.com\nMật khẩu\nKrakow7O08$  👁\nẨn mật khẩu",
            "Krakow7O08$",
        ),
        // An accessibility dump's roles are no fields' separators.
        (
            "TextView: Can't scan the QR code? Enter this setup key instead:\nTextView: Setup key\nTextView: ct3u ad2i paa2 j6vo lvbp ezvb fuz7 s4dr\nButton: Copy key",
            "ct3u ad2i paa2 j6vo lvbp ezvb fuz7 s4dr",
        ),
    ] {
        let (shown, _) = display_text(text, 1 << 16);
        assert!(!shown.contains(secret), "{text}: {shown}");
    }
    // Controls: a router's table with a note where the key would be, a
    // chat's password talk with its times, a reference under a command.
    for text in [
        "| Wi-Fi slaptažodis | voir étiquette |\n| MAC | 1C:44:50:AE:4C:44 |",
        "ráno jsem si resetoval heslo, už to\n12:02\nheslo\n13:06 ✓✓",
        "huggingface-cli login --token $HF_TOKEN\nSee docs: Authentication",
    ] {
        let (shown, rules) = display_text(text, 1 << 16);
        assert!(rules.is_empty(), "{text}: {shown}");
    }
}

#[test]
fn a_flattened_accessibility_tree_is_read_an_element_to_a_line() {
    use cu_projection::display::display_text;
    for (text, secret) in [
        (
            "textbox \"Saisissez le code à 6 chiffres\" value=\"320520\"",
            "320520",
        ),
        (
            "textbox \"WLAN-Passwort\" value=\"1xdrdzn3rlu9\" checkbox \"Anzeigen\" checked",
            "1xdrdzn3rlu9",
        ),
        (
            "[Heading] \"Personal Hotspot\" [StaticText] \"Hasło hotspotu\" [StaticText] \"Kq5gLvzW3GMN\" [StaticText] \"AP band\"",
            "Kq5gLvzW3GMN",
        ),
        (
            "textbox \"Recovery codes\" value=\"8zbztn4n\"",
            "8zbztn4n",
        ),
    ] {
        let (shown, _) = display_text(text, 1 << 16);
        assert!(!shown.contains(secret), "{text}: {shown}");
    }
    // Controls: a login form's tree, its lines joined by the display view
    // (a title's and a button's word under `show password`), an empty
    // field, a masked one.
    for text in [
        "RootWebArea \"Autentificare – ShopHub\"\n  heading \"ShopHub\" level=1\n  textbox \"E-mail\": noa.cohen@mail.ru\n  textbox \"Parolă\" (password): **********\n  checkbox \"Afișează parola\" unchecked\n  button \"Autentificare\"",
        "AXWindow \"Autentificare – Schulportal\"\n  AXTextField \"E-mail\" value=\"E-mail\"\n  AXSecureTextField \"Parolă\" value=\"\"\n  AXCheckBox \"Afișează parola\" value=0\n  AXButton \"Autentificare\"",
        "[StaticText] \"Password\" [Button] \"Show\" [StaticText] \"Forgot password?\"",
        "textbox \"Wi-Fi şifresi\" value=\"••••••••\" checkbox \"Göster\"",
    ] {
        let (shown, rules) = display_text(text, 1 << 16);
        assert!(rules.is_empty(), "{text}: {shown} {rules:?}");
    }
}

#[test]
fn a_tables_rows_are_read_as_rows_in_the_display_view() {
    use cu_projection::display::display_text;
    // A thumbprint column under its rule of dashes, as PowerShell prints
    // it: public, in the display view too (its lines are not folded into
    // one, which would lose the column).
    let table = "Thumbprint                                Subject\n----------                                -------\n00595382D85FE4E78D28620E5A3DC6092F617150  CN=mail.example.com";
    let (out, _) = display_text(table, 4096);
    assert!(
        out.contains("00595382D85FE4E78D28620E5A3DC6092F617150"),
        "{out}"
    );
    // Control: the same token under a column that names no digest is
    // found.
    let table = "Name                                      Subject\n----------                                -------\n00595382D85FE4E78D28620E5A3DC6092F617150  CN=mail.example.com";
    let (out, _) = display_text(table, 4096);
    assert!(
        !out.contains("00595382D85FE4E78D28620E5A3DC6092F617150"),
        "{out}"
    );
}
