//! Display text: what a person would see of a carried free string, made
//! safe to show and store.
//!
//! In this order:
//! 1. control characters other than whitespace, format characters (Unicode
//!    category Cf: bidirectional marks, overrides and isolates, zero-width
//!    characters, the soft hyphen, tags) and every other default-ignorable
//!    code point (variation selectors, Hangul fillers, ...) are removed;
//!    secrets are redacted on that text, which still has its lines and
//!    cells, so a table's password column or a form's field is read as a
//!    person reads it;
//! 2. secrets are redacted on that text's lines joined where a screen
//!    split a field across them (a label's words, a value beside its
//!    reveal glyph), so no invisible character can split a secret from its
//!    detector, and no line break either; a line that is a field or a
//!    row of its own (it holds `:`, `=`, `|` or a tab) and a line that
//!    starts with a chat's time keep their breaks, so an empty field is
//!    not given the next line's label as its value;
//! 3. every run of Unicode whitespace (tab and newline included) becomes one
//!    space;
//! 4. the result is trimmed;
//! 5. and cut to its limit at a character boundary, never inside a
//!    redaction mark (a mark the cut would split is dropped whole).
//!
//! Cutting can complete a pattern the whole string did not match (a hex run
//! that now ends the string), so a cut text is read again, trimmed and cut,
//! until the detector finds nothing: display text of display text is
//! itself.

use std::borrow::Cow;

use once_cell::sync::Lazy;
use regex::Regex;

use super::redact::{is_table_rule, redact, Redacted, REDACTION_MARK};
use crate::vocab::names::INVISIBLE;

/// A run of Unicode whitespace.
static SPACES: Lazy<Regex> = Lazy::new(|| Regex::new(r"\s+").expect("a valid class"));

/// Whether steps 1, 2 and 4 would change nothing: printable ASCII, with
/// single spaces only between other characters. (Text in any other script
/// takes the regex path, which is exact.)
fn plainly_visible(s: &str) -> bool {
    let b = s.as_bytes();
    b.first() != Some(&b' ')
        && b.last() != Some(&b' ')
        && b.iter().all(|c| (b' '..=b'~').contains(c))
        && !s.contains("  ")
}

/// Step 5: the first `limit` characters, never ending inside a redaction
/// mark, trimmed again at the end.
fn cut(s: &str, limit: usize) -> &str {
    let Some((mut end, _)) = s.char_indices().nth(limit) else {
        return s;
    };
    // A mark the cut would split goes whole: a part of it is neither the
    // mark (which the parser refuses when sent back) nor text.
    let straddling = s
        .match_indices(REDACTION_MARK)
        .map(|(start, _)| start)
        .find(|&start| start < end && end < start + REDACTION_MARK.len());
    if let Some(start) = straddling {
        end = start;
    }
    s[..end].trim_end()
}

/// Display text of at most `limit` characters, and the redaction rules that
/// fired. Empty means there is nothing to show.
///
/// ```
/// use cu_projection::display::display_text;
///
/// let (text, rules) = display_text("  Mail \t\u{202e}Inbox\n", 256);
/// assert_eq!(text, "Mail Inbox");
/// assert!(rules.is_empty());
/// assert_eq!(display_text("password=hunter2", 256).0, "password=[redacted]");
/// // An invisible character inside a secret does not hide it.
/// assert_eq!(display_text("pass\u{200b}word=hun\u{ad}ter2", 256).0, "password=[redacted]");
/// ```
pub fn display_text(s: &str, limit: usize) -> (String, Vec<&'static str>) {
    let (text, rules) = display_cow(s, limit);
    (text.into_owned(), rules)
}

/// [`display_text`], borrowing `s` when it is already display text.
pub(crate) fn display_cow(s: &str, limit: usize) -> (Cow<'_, str>, Vec<&'static str>) {
    if plainly_visible(s) && s.len() <= limit {
        // Most carried strings (app names, predicates) are short printable
        // ASCII: one scan and the detector, no copy when it finds nothing.
        let found = redact(s);
        if found.rules.is_empty() {
            return (Cow::Borrowed(s), found.rules);
        }
    }
    let mut rules = Vec::new();
    let cleaned = INVISIBLE.replace_all(s, "");
    // Lines and cells first: folding them into one line would hide a
    // table's columns and a form's fields from the detector. Removing the
    // invisible characters first folds a run split by one (`"a \u{200b}
    // b"` becomes `"a b"`).
    let folds = cleaned.contains(|c: char| c.is_whitespace() && c != ' ') || cleaned.contains("  ");
    let mut text = if folds {
        let lined = redact(&cleaned);
        rules.extend(lined.rules);
        // Then its lines joined, as a screen's text splits a field across
        // them (`Parolă iniț` / `ială: ...`, a value beside a reveal
        // glyph); but not after a field left empty (`password:` then
        // `Last login: ...`), whose next line is no value of it.
        let joined = joined_lines(&lined.text);
        let found = redact(&joined);
        rules.extend(found.rules);
        SPACES.replace_all(&found.text, " ").into_owned()
    } else {
        cleaned.into_owned()
    };
    // A cut can complete a pattern the whole text did not hold (a hex run
    // that now ends the text): detect again until a round changes nothing.
    // Each round only replaces findings with the mark or shortens the text,
    // so this ends; four rounds are more than any input has needed.
    // Folded text was read joined: it is read again only once cut.
    for round in 0..4 {
        let found = if round == 0 && folds {
            Redacted {
                text: Cow::Borrowed(text.as_str()),
                rules: Vec::new(),
            }
        } else {
            redact(&text)
        };
        rules.extend(found.rules);
        let next = cut(found.text.trim(), limit).to_owned();
        if next == text {
            break;
        }
        text = next;
    }
    rules.sort_unstable();
    rules.dedup();
    if text == s {
        return (Cow::Borrowed(s), rules);
    }
    (Cow::Owned(text), rules)
}

/// `s`'s lines, each line's blanks folded to one, a line joined to the
/// next by a space where it is no field or row of its own (a label's
/// words or a value's part, split as a screen's text splits them): a line
/// with a separator (`:`, `=`, `|`, a tab) keeps its line break, and a
/// table's row (cells two blanks apart, a rule of dashes) keeps its line
/// breaks and its blanks, so its columns' headers still name its cells.
fn joined_lines(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut field = false;
    for (i, line) in s.split('\n').enumerate() {
        // An accessibility dump's role before its text (`TextView: Setup
        // key`) is no field's separator.
        let content = line.trim_start();
        let content = content
            .split_once(": ")
            .filter(|(role, _)| {
                !role.contains(' ')
                    && ["View", "Text", "Button", "Switch", "Box", "Field", "Label"]
                        .iter()
                        .any(|e| role.ends_with(e))
            })
            .map_or(content, |(_, text)| text);
        // A table's line (cells two blanks apart, a rule of dashes) stays
        // a row of its own: joined, its columns and their headers would be
        // lost.
        // (Each cell with two letters or digits: a value beside a glyph,
        // `Krakow7O08$  👁`, is a field's line.)
        let mut cells = content
            .trim()
            .split("  ")
            .map(str::trim)
            .filter(|c| !c.is_empty());
        let mut count = 0;
        let cells_alike = cells.all(|c| {
            count += 1;
            c.chars().filter(|ch| ch.is_alphanumeric()).count() >= 2
        });
        // (Or a CSV's, its cells apart by commas with no blank after
        // them, as prose's commas have: `hem_sha256,id5_id,seen`.)
        // (One comma in a line with no blank, `name,request_id`, too.)
        let csv = content.contains(',')
            && !content.contains(", ")
            && (content.matches(',').count() >= 2 || !content.trim().contains(' '));
        let row = cells_alike && count >= 2 || csv || is_table_rule(content);
        if i > 0 {
            // A chat's time starts a line of its own (`13:06 ✓✓`).
            let b = line.trim_start().as_bytes();
            let time = matches!(b, [h, b':', m, ..] | [_, h, b':', m, ..]
                if h.is_ascii_digit() && m.is_ascii_digit());
            out.push(if field || time || row { '\n' } else { ' ' });
        }
        field = row || content.contains([':', '：', '=', '|', '\t']);
        if row {
            out.push_str(line);
        } else {
            out.push_str(&SPACES.replace_all(line, " "));
        }
    }
    out
}

/// Whether `s` is already display text for `limit`: cleaning it changes nothing.
pub fn is_display_normal(s: &str, limit: usize) -> bool {
    display_text(s, limit).0 == s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminals_escapes_are_no_part_of_what_it_shows() {
        // Its colours around a label and its value: the password is found
        // as the terminal shows it.
        let text = "\u{1b}[33musername:\u{1b}[0m admin\n\u{1b}[33mpassword:\u{1b}[0m -k477Dn6NL5kUu\n\u{1b}[2m(shown once)\u{1b}[0m";
        let (shown, rules) = display_text(text, 4096);
        assert_eq!(shown, "username: admin password: [redacted] (shown once)");
        assert!(!rules.is_empty());
        // The same, spelled as a JSON string's escapes in a call's text.
        let nested = r#"{"input":{"text":"\u001b[33mpassword:\u001b[0m -k477Dn6NL5kUu\n\u001b[2m(shown once)\u001b[0m"}}"#;
        assert!(!display_text(nested, 4096).0.contains("-k477Dn6NL5kUu"));
        // Control: an escape byte alone (no sequence) is dropped, the text
        // after it kept.
        assert_eq!(display_text("a\u{1b}b [1m", 64).0, "ab [1m");
    }

    #[test]
    fn a_commands_hidden_output_and_a_chats_time_are_no_secret() {
        // Its lines joined put the note and the time on one line under
        // the command: neither is the output a secret is.
        let text = "$ op read 'op://Plant QC/lims/password'\n(output hidden)\n[23:05]";
        let (shown, rules) = display_text(text, 4096);
        assert!(rules.is_empty(), "{shown}");
        // Control: a value on the output's line is the secret, and so is
        // a passphrase in brackets whose words say no note's.
        let printed = "$ op read 'op://Plant QC/lims/password'\nTr0ub4dor&3x\n[23:05]";
        assert!(!display_text(printed, 4096).0.contains("Tr0ub4dor&3x"));
        let bracketed = "$ op read 'op://Plant QC/lims/password'\n(correct horse battery)\n[23:05]";
        assert!(!display_text(bracketed, 4096).0.contains("correct horse"));
    }

    #[test]
    fn a_table_is_read_before_its_lines_fold() {
        // A zero-width space inside the header does not hide the column.
        let table = "name\tlogin\tpass\u{200b}word\nVPN\tsam_ops\tbiscuit3376";
        let (shown, rules) = display_text(table, 256);
        assert_eq!(shown, "name login password VPN sam_ops [redacted]");
        assert_eq!(rules, ["secret_column"]);
        // Control: folded first, the same cells are one line of words.
        let folded = SPACES.replace_all(table, " ").replace('\u{200b}', "");
        assert_eq!(redact(&folded).text, folded);
    }

    #[test]
    fn invisible_characters_go_and_whitespace_folds_in_that_order() {
        for invisible in [
            '\u{0}',
            '\u{7}',
            '\u{7f}',
            '\u{ad}',
            '\u{34f}',
            '\u{61c}',
            '\u{180e}',
            '\u{200b}',
            '\u{200d}',
            '\u{200e}',
            '\u{202e}',
            '\u{2060}',
            '\u{2066}',
            '\u{3164}',
            '\u{fe0f}',
            '\u{feff}',
            '\u{e0041}',
        ] {
            let s = format!("Ma{invisible}il");
            assert_eq!(
                display_text(&s, 256).0,
                "Mail",
                "U+{:04X}",
                invisible as u32
            );
        }
        for space in [
            '\t', '\n', '\r', '\u{a0}', '\u{2003}', '\u{2028}', '\u{3000}',
        ] {
            let s = format!(" a{space}{space}b{space}");
            assert_eq!(display_text(&s, 256).0, "a b", "U+{:04X}", space as u32);
        }
        // Removing first folds a run an invisible character split.
        assert_eq!(display_text("a \u{200b} b", 256).0, "a b");
        // Control: visible text in any script is kept as it is.
        assert_eq!(display_text("Grüße, 東京 🙂", 256).0, "Grüße, 東京 🙂");
    }

    #[test]
    fn the_cut_keeps_a_redaction_mark_whole_or_drops_it() {
        let s = format!("{}password=hunter2", "a ".repeat(60));
        let (text, rules) = display_text(&s, 125);
        assert_eq!(rules, ["secret_assignment"]);
        assert!(!text.contains("hunter2"));
        assert!(
            !text.contains("[reda") || text.ends_with(REDACTION_MARK),
            "{text}"
        );
        // Control: with room for the whole mark, it stays.
        let (text, _) = display_text(&s, 256);
        assert!(text.ends_with("password=[redacted]"), "{text}");
    }

    #[test]
    fn display_text_of_display_text_is_itself() {
        for s in [
            "  a\u{200b}b  c ",
            "key: abc \u{200e}def",
            &format!("{}{}", "x".repeat(250), "0123456789abcdef".repeat(4)),
        ] {
            for limit in [1, 8, 64, 256] {
                let once = display_text(s, limit).0;
                assert_eq!(display_text(&once, limit).0, once, "{s:?} at {limit}");
                assert!(once.chars().count() <= limit);
            }
        }
    }

    #[test]
    fn a_csvs_rows_stay_rows_so_its_public_columns_are_read_as_such() {
        // Hashed e-mails under a digest's header and ids under an id's:
        // each CSV line a row of its own, as a table's.
        for s in [
            "-- identity graph sample (normalized, SHA-256)\nhem_sha256,id5_id,first_seen\n92d6f0bf70943a157e672c5fe317ec699e4fe1716306de6a8580af1d3a981446,Xi7856uUu7WkpbIf7t4IVNSl5PtwoyqCd1KpSWtifGJgH3,2025-10-22",
            "name,request_id\nalice,Xi7856uUu7WkpbIf7t4IVNSl5PtwoyqCd1KpSWtifGJgH3",
        ] {
            let (text, rules) = display_text(s, 4096);
            assert!(rules.is_empty(), "{s} -> {text}");
        }
        // Control: the same value under a token's header goes.
        let (text, _) = display_text(
            "name,token,env\nfoo,Xi7856uUu7WkpbIf7t4IVNSl5PtwoyqCd1KpSWtifGJgH3,prod",
            4096,
        );
        assert!(!text.contains("Xi7856uUu7Wk"), "{text}");
    }
}
