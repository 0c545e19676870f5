//! Credentials laid out as a table or a login line rather than as `key:
//! value`: a column headed by a secret's name (a TSV or CSV export, a
//! Markdown table, a spreadsheet copied as text), and a password after or
//! beside an email address (`jdoe@acme.io:Cricket_1833`, a combo list's
//! line, a CSV row of a password manager's export).
//!
//! Both read lines, so they see a table only in text that still has its
//! line breaks: `display` detects on it before folding whitespace.

use once_cell::sync::Lazy;
use regex::Regex;

use super::assign::{
    chained_words, is_code_not_clock, is_push_button_code, is_year, keypad_code, passphrase_at,
    passphrase_symbol, prose_value, public_code_word,
};
use super::floor_char_boundary;
use super::generic::{switches, MIN_SWITCHES};
use super::structure::{
    is_changed_word, is_reference_or_marker, ACCESS_CODE_NAMES, AFFIRMATIVES, ALARM_WORDS,
    ASKED_CODE_WORDS, AUTHENTICATOR_APPS, BARE_LOCK_NAMES, CODE_HEADER_WORDS, CODE_WORDS,
    COMBINATION_LOCK_WORDS, DOOR_LEAF_WORDS, KEYPAD_WORDS, KEY_SAFE_WORDS,
    LOCALIZED_PASSWORD_LABELS, LOCKER_WORDS, LOCK_WORDS, PASSWORD_LABELS_AS_READ,
    PLACE_PREPOSITIONS, SAFE_WORDS, STRONG_PAIRS,
};
use super::words::{is_count, key_as_adjective, looks_random, strength, words, Strength};

/// The most cells a header is read for, and the most bytes of a line.
const MAX_CELLS: usize = 64;
const MAX_LINE: usize = 4096;

/// SQL's insert with its columns named: a header and its row on one line
/// (`INSERT INTO staff_logins (user, pass) VALUES ('jonas', '...')`).
static SQL_INSERT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r"(?i)(?:insert|replace)\s+(?:(?:ignore|or\s+replace|or\s+ignore)\s+)?into\s+[^\s(]{1,80}\s*\((?P<columns>[^()]{1,400})\)\s*values\s*\(",
    )
    .expect("a valid pattern")
});

/// The values of an SQL insert whose column's name names a secret (a
/// strong name, or `pass`; not `key`, an i18n or settings table's name
/// column), in each of its rows: quoted values (`'...'`, `N'...'`,
/// `"..."`); bare ones are code's or numbers.
fn sql_inserts(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in SQL_INSERT.captures_iter(text) {
        let (Some(columns), Some(all)) = (c.name("columns"), c.get(0)) else {
            continue;
        };
        let names: Vec<&str> = columns
            .as_str()
            .split(',')
            .map(|n| n.trim().trim_matches(['`', '"', '[', ']']))
            .take(MAX_CELLS)
            .collect();
        let mut at = all.end();
        // Each row: its values in the columns' order, then `, (` for the
        // next, at most [`MAX_CELLS`] rows.
        for _ in 0..MAX_CELLS {
            if !sql_row(text, &mut at, &names, found) {
                break;
            }
            let rest = text[at..].trim_start();
            match rest.strip_prefix(',').map(str::trim_start) {
                Some(next) if next.starts_with('(') => at = text.len() - next.len() + 1,
                _ => break,
            }
        }
    }
}

/// One row of an SQL insert's values from `at` (after its `(`), under
/// `names`; `at` ends after its `)`. False when the row does not close.
fn sql_row(
    text: &str,
    at: &mut usize,
    names: &[&str],
    found: &mut impl FnMut(usize, usize),
) -> bool {
    for name in names {
        let rest = &text[*at..];
        *at += rest.len() - rest.trim_start().len();
        // (A string's prefix: SQL Server's `N'...'`, PostgreSQL's `E'...'`.)
        let prefixed = text[*at..].starts_with(['N', 'n', 'E', 'e'])
            && text[*at + 1..].starts_with(['\'', '"']);
        let open = if prefixed { *at + 1 } else { *at };
        let quote = text[open..]
            .chars()
            .next()
            .filter(|q| matches!(q, '\'' | '"'));
        let (from, to, next) = match quote {
            Some(q) => {
                // (A doubled quote is one inside the string: `'it''s'`.)
                let mut end = open + 1;
                loop {
                    match text[end..].find([q, '\n']) {
                        Some(k) if text[end + k..].starts_with(q) => {
                            if text[end + k + 1..].starts_with(q) {
                                end += k + 2;
                            } else {
                                break (open + 1, end + k, end + k + 1);
                            }
                        }
                        _ => return false,
                    }
                }
            }
            None => {
                let end = text[*at..]
                    .find([',', ')', '\n'])
                    .map_or(text.len(), |k| *at + k);
                (*at, end, end)
            }
        };
        let value = &text[from..to];
        let named =
            strength(name, false) == Some(Strength::Strong) || name.eq_ignore_ascii_case("pass");
        if named && quote.is_some() && !value.is_empty() && !is_reference_or_marker(value) {
            found(from, to);
        }
        let rest = text[next..].trim_start();
        if let Some(after) = rest.strip_prefix(',') {
            *at = text.len() - after.len();
        } else {
            *at = text.len() - rest.len();
            return match rest.strip_prefix(')') {
                Some(after) => {
                    *at = text.len() - after.len();
                    true
                }
                None => false,
            };
        }
    }
    false
}

/// Cells of a line as byte ranges of `text`, without the spaces and
/// quotes (or a Markdown cell's backquotes) around each, split at the line's delimiter: a tab, a `|` (a
/// Markdown table, its outer pipes dropped), a ` · ` or ` — ` (a screen's
/// fields), a `,` outside double quotes (CSV), or two or more spaces.
fn cells(text: &str, start: usize, end: usize, delimiter: Delimiter) -> Vec<(usize, usize)> {
    if delimiter == Delimiter::Html {
        return html_cells(text, start, end);
    }
    let line = &text[start..end];
    let mut out = Vec::new();
    let cell = |from: usize, to: usize| {
        let cell = &line[from..to];
        let lead = cell.len() - cell.trim_start().len();
        let trimmed = cell.trim();
        let unquoted = ['"', '`']
            .iter()
            .find_map(|&q| trimmed.strip_prefix(q).and_then(|c| c.strip_suffix(q)))
            .unwrap_or(trimmed);
        let inner = lead + (trimmed.len() - unquoted.len()) / 2;
        (start + from + inner, start + from + inner + unquoted.len())
    };
    let mut from = 0;
    let mut quoted = false;
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() && out.len() < MAX_CELLS {
        let b = bytes[i];
        let split = match delimiter {
            Delimiter::Html => None,
            Delimiter::Tab => (b == b'\t').then_some(1),
            Delimiter::Pipe => (b == b'|').then_some(1),
            Delimiter::Dot => [" · ", " — "]
                .iter()
                .find(|d| bytes[i..].starts_with(d.as_bytes()))
                .map(|d| d.len()),
            Delimiter::Comma | Delimiter::Semicolon => {
                if b == b'"' {
                    quoted = !quoted;
                }
                let at = if delimiter == Delimiter::Comma {
                    b','
                } else {
                    b';'
                };
                (b == at && !quoted).then_some(1)
            }
            Delimiter::Ideographic => bytes[i..]
                .starts_with("、".as_bytes())
                .then_some("、".len()),
            Delimiter::Spaces => (b == b' ' && bytes.get(i + 1) == Some(&b' '))
                .then(|| bytes[i..].iter().take_while(|&&c| c == b' ').count()),
        };
        if let Some(width) = split {
            out.push(cell(from, i));
            i += width;
            from = i;
        } else {
            i += 1;
        }
    }
    out.push(cell(from, bytes.len()));
    if delimiter == Delimiter::Pipe {
        // `| a | b |`: the empty cells outside the outer pipes are none.
        if out.first().is_some_and(|&(s, e)| s == e) {
            out.remove(0);
        }
        if out.last().is_some_and(|&(s, e)| s == e) {
            out.pop();
        }
        // `x| Site | Password |`: a table with outer pipes whose first
        // pipe has something glued before it; that is no cell of the
        // table, or the header has one cell more than each row.
        let trimmed = line.trim();
        if out.len() >= 2 && trimmed.ends_with('|') && !trimmed.starts_with('|') {
            out.remove(0);
        }
    }
    out
}

/// The cells of an HTML table's row on one line: the text inside each
/// `<td ...>` or `<th ...>`, up to the next tag.
fn html_cells(text: &str, start: usize, end: usize) -> Vec<(usize, usize)> {
    let line = &text[start..end];
    let lower = line.to_ascii_lowercase();
    let mut out = Vec::new();
    let mut at = 0;
    while out.len() < MAX_CELLS {
        let Some(open) = ["<td>", "<td ", "<th>", "<th "]
            .iter()
            .filter_map(|t| lower[at..].find(t))
            .min()
        else {
            break;
        };
        let Some(close) = line[at + open..].find('>') else {
            break;
        };
        let from = at + open + close + 1;
        let to = line[from..].find('<').map_or(line.len(), |n| from + n);
        let cell = &line[from..to];
        let lead = cell.len() - cell.trim_start().len();
        out.push((start + from + lead, start + from + lead + cell.trim().len()));
        at = to;
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Delimiter {
    /// `<td>` or `<th>` cells of an HTML table's row.
    Html,
    Tab,
    Pipe,
    /// ` · ` or ` — ` between a screen's fields (a password manager's entry).
    Dot,
    Comma,
    /// `;` between cells (a CSV export in a locale whose decimal mark is `,`).
    Semicolon,
    /// `、` between cells: a CSV written with fullwidth commas (`站点，门，
    /// 密码`), which the view reads as the ideographic comma.
    Ideographic,
    Spaces,
}

/// The delimiter a line's cells are split at, if it has cells.
fn delimiter(line: &str) -> Option<Delimiter> {
    // An HTML row's cells, asked only of a line with a tag (no copy of
    // every line).
    let html = line.contains('<') && {
        let lower = line.to_ascii_lowercase();
        let tags = ["<td>", "<td ", "<th>", "<th "];
        tags.iter().map(|t| lower.matches(t).count()).sum::<usize>() >= 2
    };
    if html {
        Some(Delimiter::Html)
    } else if line.contains('\t') {
        Some(Delimiter::Tab)
    } else if line.matches('|').count() >= 2 {
        Some(Delimiter::Pipe)
    } else if line.matches(" · ").count() >= 2 || line.matches(" — ").count() >= 2 {
        Some(Delimiter::Dot)
    } else if line.matches(';').count() >= 2 && !line.trim_end().ends_with(';') {
        Some(Delimiter::Semicolon)
    } else if line.contains(',') {
        Some(Delimiter::Comma)
    } else if line.matches('、').count() >= 2 && !line.contains('。') {
        // (Not a sentence's list: `门、窗、柜都锁好了。`.)
        Some(Delimiter::Ideographic)
    } else if line.trim().contains("  ") {
        Some(Delimiter::Spaces)
    } else {
        None
    }
}

/// Fewest bytes of a quoted reply worth reading again (`>pw:\n>x9Kq`).
const MIN_QUOTED: usize = 8;

/// The lines of a mail's quoted reply (`> password below`, `>`, `>
/// tnrzt0I9OQ`) without their quote marks, and every other line whole,
/// as byte ranges in order; none where no line is quoted. The detector
/// reads them again one to a line ([`Detector`]'s quote view), so a label
/// quoted above its value reads as it does unquoted.
///
/// [`Detector`]: super::Detector
pub(super) fn unquoted_lines(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    // A quoted line: `>` at the text's start or after a line break. (A
    // quoted label and its value are more than a short id's bytes, which
    // most texts are.)
    let quoted = b.len() >= MIN_QUOTED
        && (b.first() == Some(&b'>')
            || memchr::memchr_iter(b'>', b).any(|i| i > 0 && b[i - 1] == b'\n'));
    if !quoted {
        return Vec::new();
    }
    line_ranges(text)
        .map(|(start, end)| {
            let marks = text[start..end]
                .bytes()
                .take_while(|&c| matches!(c, b'>' | b' ' | b'\t'))
                .count();
            (start + marks, end)
        })
        .collect()
}

/// Fewest bytes of a JSON array of two strings of a line each
/// (`["ID", "3"]`).
const MIN_STRING_ARRAY: usize = 10;

/// The strings of each JSON array of two or more strings in `text` (an
/// OCR tool's `"lines": ["Password", "V6LRUikF", "Control"]`), as byte
/// ranges of their text between the quotes: the lines the screen showed,
/// which the detector reads again one to a line ([`Detector`]'s string
/// array view), so a label's line and its value's are two lines. At most
/// [`MAX_ELEMENTS`].
///
/// [`Detector`]: super::Detector
#[inline]
pub(super) fn string_array_lines(text: &str) -> Vec<(usize, usize)> {
    // (Most texts are shorter than an array: asked before a call.)
    if text.len() < MIN_STRING_ARRAY {
        return Vec::new();
    }
    string_array_lines_of_long(text)
}

/// [`string_array_lines`] of a text as long as an array.
#[inline(never)]
fn string_array_lines_of_long(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let blanks = |mut i: usize| {
        while matches!(b.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            i += 1;
        }
        i
    };
    // (Each `[` is asked for its `"`: most texts hold none.)
    let opening = |from: usize| {
        memchr::memchr_iter(b'[', &b[from..])
            .map(|i| from + i)
            .find(|&i| b.get(i + 1) == Some(&b'"'))
    };
    let mut at = 0;
    while let Some(open) = opening(at) {
        let mut items = Vec::new();
        let mut i = open + 1;
        // Each string, then `,` and the next, or `]` that closes the array.
        let closed = loop {
            if b.get(i) != Some(&b'"') {
                break false;
            }
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            if j >= b.len() {
                break false;
            }
            items.push((start, j));
            i = blanks(j + 1);
            match b.get(i) {
                Some(b',') => i = blanks(i + 1),
                Some(b']') => break true,
                _ => break false,
            }
        };
        // The next array is looked for after what this one read, its
        // strings' text included: a text of `["[", "[", ...` is read once,
        // not once a `[`.
        at = i.clamp(open + 1, b.len());
        if closed && items.len() >= 2 {
            out.extend(items);
            if out.len() >= MAX_ELEMENTS {
                out.truncate(MAX_ELEMENTS);
                break;
            }
        }
    }
    out
}

/// Fewest bytes of a flattened table: a header, its rule and a row
/// (`|a| |---| |1|`).
const MIN_TABLE: usize = 16;

/// The rows of a Markdown table flattened onto one line, as a chat or a
/// note's preview shows it (`| Unit | Door code | |---|---| | Loft 1B |
/// 498935 |`): each row ends at a `|` that a blank and another `|` follow;
/// a terminal's rule (`+------+------+`) between rows is a row of its own.
/// None for a text with a line break, or without a table's rule of dashes.
#[inline]
pub(super) fn flattened_table_rows(text: &str) -> Vec<(usize, usize)> {
    // (Most texts are shorter than a table: asked before a call.)
    if text.len() < MIN_TABLE {
        return Vec::new();
    }
    table_rows_on_one_line(text)
}

/// [`flattened_table_rows`] of a text as long as a table.
fn table_rows_on_one_line(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    // (Most texts hold no `|`: asked first, before the costlier search
    // for the rule.)
    let Some(first_bar) = memchr::memchr(b'|', b) else {
        return Vec::new();
    };
    if memchr::memchr(b'\n', b).is_some()
        || memchr::memmem::find(b, b"|---").is_none() && memchr::memmem::find(b, b"+---").is_none()
    {
        return Vec::new();
    }
    // What stands before the table's first `|` (a quote's `» `, a title)
    // is a line of its own.
    let mut rows = Vec::new();
    let mut start = first_bar;
    if start > 0 {
        rows.push((0, start));
    }
    for bar in memchr::memchr_iter(b'|', b) {
        let blanks = b[bar + 1..]
            .iter()
            .take_while(|c| matches!(c, b' ' | b'\t'))
            .count();
        let next = bar + 1 + blanks;
        if blanks > 0 && b.get(next) == Some(&b'|') && bar >= start {
            rows.push((start, bar + 1));
            start = next;
        } else if blanks > 0 && b.get(next..next + 2) == Some(b"+-") && bar >= start {
            // A terminal's rule between rows (`| Code | +------+------+ |
            // LAB-836 |`): a row of its own.
            let rule = b[next..]
                .iter()
                .take_while(|c| matches!(c, b'+' | b'-'))
                .count();
            rows.push((start, bar + 1));
            rows.push((next, next + rule));
            let after = next + rule;
            start = after
                + b[after..]
                    .iter()
                    .take_while(|c| matches!(c, b' ' | b'\t'))
                    .count();
        }
    }
    // A header, its rule and a row at the least.
    if rows.iter().filter(|&&(s, _)| b[s] == b'|').count() < 2 {
        return Vec::new();
    }
    if start < b.len() {
        rows.push((start, b.len()));
    }
    rows
}

/// Whether a header cell names a secret's column: a password, a key or a
/// token (`Password`, `API key`, `PIN`, a SIM card's `PUK1`), in one to
/// three words.
fn names_secret(cell: &str) -> bool {
    let lower = cell.to_lowercase();
    // (A machine's product identification number beside its VIN or
    // serial, as farm and construction machinery print it: `PIN/VIN`.)
    if lower
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| matches!(w, "vin" | "serial"))
    {
        return false;
    }
    let words = lower.split_whitespace().count();
    // (Or a secret's word and what it opens: `password for the tour bus
    // Wi-Fi`, `code for the costume wagon keypad`.)
    let mut split = lower.split_whitespace();
    let opens = (4..=8).contains(&words)
        && split.next().is_some_and(|w| {
            strength(w, false) == Some(Strength::Strong) || LOCALIZED_PASSWORD_LABELS.contains(&w)
        })
        && split
            .next()
            .is_some_and(|w| matches!(w, "for" | "of" | "to"));
    opens
        || (1..=3).contains(&words)
            && (strength(cell, false) == Some(Strength::Strong)
                || matches!(
                    lower
                        .trim_end_matches(|c: char| c.is_ascii_digit())
                        .trim_end(),
                    "pass" | "pin" | "pwd" | "pw" | "puk"
                )
                || LOCALIZED_PASSWORD_LABELS.contains(&lower.as_str())
                || super::assign::is_field_label(cell))
}

/// Headers of a column of locks or of what they close (`| Unit | Lock |
/// Code |`, `│ Site │ Door │ Code │`, `| Room | Code |`).
const LOCK_HEADERS: &[&str] = &[
    "door",
    "gate",
    "entrance",
    "tür",
    "tor",
    "porte",
    "portail",
    "puerta",
    "porta",
    "portão",
    "deur",
    "dörr",
    "dør",
    "drzwi",
    "kapı",
    "дверь",
    // Karachay-Balkar's and Kumyk's, Nogai's, Kabardian's, Nenets' and
    // Tshiluba's door (`| эшик | код |`).
    "эшик",
    "есик",
    "бжэ",
    "нё",
    "tshibi",
    // Dutch's lock (English's `slot` is no lock's name in a sentence).
    "slot",
    // A key box (`| Caja | Código |`); locks', key safes' and combination
    // locks' own words are asked too.
    "caja",
    "kluis",
    "cofre",
    // A room's or a lab's door (`| Room | Code |`, `| LAB-836 | 1318 |`).
    "room",
    "lab",
    "labor",
    "raum",
    "zimmer",
    "salle",
    "sala",
    "aula",
    "kamer",
    "lokaal",
    "rum",
    "pokój",
    "místnost",
    "terem",
    "oda",
    "phòng",
    "комната",
    "кабинет",
    // A rental's unit (`| Unit | Guest | Code |`, `| Apartamento |
    // Huésped | Código |`).
    "unit",
    "apartment",
    "apartamento",
    "appartement",
    "appartamento",
    "wohnung",
    "apt",
    // A safe's (`Safe combo`).
    "safe",
];

/// Headers of a column of doors' codes in other languages (English's are
/// the names of `named_access_code`, [`ACCESS_CODE_NAMES`]).
const DOOR_CODE_HEADERS: &[&str] = &[
    // A car radio's anti-theft code and a key box's, beside a car's plate.
    "radio code",
    "radiocode",
    "kód rádia",
    "código radio",
    "codice autoradio",
    "code radio",
    "código caja llaves",
    // A padlock's combination (`padlock_combo`, a crew sheet's column).
    "padlock combo",
    "lock combo",
    "türcode",
    "torcode",
    "zugangscode",
    "deurcode",
    "dørkode",
    "dörrkod",
    "digicode",
    "code porte",
    "code d'accès",
    "código de acceso",
    "código de la puerta",
    "codice porta",
    "codice d'accesso",
    "kod do drzwi",
    "kapı kodu",
    "κωδικός πόρτας",
    "код двери",
    // A keypad's column holds what is keyed on it (`| Area | Keypad | Notes |`).
    "keypad",
    "keypads",
    "keypad code",
];

/// What the column under a header holds.
#[derive(Clone, Copy)]
enum Column {
    /// A secret in every cell that is not a state, a date or a reference.
    Secret,
    /// A key safe's code in a cell with a digit; the others say where
    /// the safe hangs ([`names_key_safe`]).
    KeySafe,
    /// An alarm's code in a cell of a keypad's digits that no clock or
    /// year is; the others say when it goes off or whether it is on (`|
    /// Site | Alarm |`: `3611`, not `0630`, `2024` or `on`).
    Alarm,
}

/// Whether a header cell is an alarm's name alone, one word of letters
/// (`Alarm`, `alarma`, `сигнализация`; not `alarm_id`).
fn names_alarm(cell: &str) -> bool {
    let lower = cell.trim().to_lowercase();
    lower.chars().all(char::is_alphabetic) && ALARM_WORDS.iter().any(|a| lower.starts_with(a))
}

/// Whether a header cell is a key safe's name alone (`| Key safe |`,
/// `Nøgleboks`): its column holds codes or where the safe hangs (`Front
/// door`), so only a cell with a digit is a code.
fn names_key_safe(cell: &str) -> bool {
    // (A CSV's header joins its words: `key_safe`.)
    let lower = cell.trim().to_lowercase().replace(['_', '-'], " ");
    KEY_SAFE_WORDS.contains(&lower.as_str())
}

/// Whether a header cell names a door's code (`Door code`, `Türcode`), a
/// key safe whose column holds its codes (`| Property | Key safe |`,
/// `Nøgleboks`), a code with what it opens or disarms (`Avainsäilön
/// koodi`, `Codice allarme`), or is a code's word beside a column of
/// locks (`| Logement | Serrure | Code |`): a host's list of its units'
/// codes.
fn names_door_code(cell: &str, beside_lock: bool) -> bool {
    // (A CSV's or a database's header joins its words: `alarm_code`.)
    let lower = cell.trim().to_lowercase().replace(['_', '-'], " ");
    let words: Vec<&str> = lower.split_whitespace().collect();
    // (A word may be inflected: `Avainsäilön`, `allarme`.)
    let opened = |w: &str| {
        LOCK_HEADERS.contains(&w)
            || LOCK_WORDS.contains(&w)
            || KEYPAD_WORDS.contains(&w)
            || KEY_SAFE_WORDS.iter().any(|k| w.starts_with(k))
            || ALARM_WORDS.iter().any(|a| w.starts_with(a))
    };
    DOOR_CODE_HEADERS.contains(&lower.as_str())
        || ACCESS_CODE_NAMES.contains(&lower.as_str())
        || names_key_safe(cell)
        // (Up to seven: `code for the costume wagon keypad`.)
        || (2..=7).contains(&words.len())
            && words.iter().any(|w| CODE_HEADER_WORDS.contains(w))
            && words.iter().any(|w| opened(w))
        || beside_lock
            && matches!(
                lower.as_str(),
                "code"
                    | "código"
                    | "codice"
                    | "kod"
                    | "kód"
                    | "kode"
                    | "код"
                    | "pin"
                    | "combination"
                    | "combo"
                    | "combinación"
                    | "combinaison"
                    | "kombination"
            )
}

/// Whether a row's cell beside its label is a lock's code: the label a
/// code's header (`Door code`), or the door, the lock, the keypad, the
/// alarm or the cupboard alone (`| Ward door | 6742X |`, `| CD cupboard
/// | 537994 |`; not a way in that names a place, `Admin portal | 8443`);
/// the cell a keypad's digits (`537994`, `*2503#`), digits and a letter
/// (`6742X`) or a push-button lock's `C8061X`, not a date's
/// (`20240101`). Beside a lock named alone, four digits a clock could
/// show are not taken (`| Gate | 1200 |`).
fn is_lock_code(label: &str, cell: &str) -> bool {
    let r = LockCodeReading::of(label, cell);
    r.code && (r.code_header || r.lock && !r.clock)
}

/// [`is_lock_code`], or a device's code beside the device's name
/// (`ops tablet,766398`), not four digits a clock could show.
fn is_lock_or_device_code(label: &str, cell: &str) -> bool {
    let r = LockCodeReading::of(label, cell);
    // (A phone's name alone before digits is its number: `Suva,phone,
    // 289414`; `night guard mobile` names whose unlock code it is.)
    let lower = label.to_lowercase();
    let named: Vec<&str> = lower.split_whitespace().collect();
    let device = named.last().is_some_and(|w| {
        PIN_DEVICE_WORDS.contains(w)
            && (named.len() >= 2 || !matches!(*w, "phone" | "mobile" | "handset"))
    });
    is_lock_code(label, cell) || device && r.code && !r.clock
}

/// [`is_lock_code`] of a cell under a column the table calls a code's
/// (`item,code`): beside a lock's name, four digits are its code even
/// where a clock could show them (`hangar padlock,0334`).
fn is_lock_code_under_code_column(item: &str, cell: &str) -> bool {
    let r = LockCodeReading::of(item, cell);
    // (Any of the item's words names the lock, `keypad 2`, `alarm
    // panel`, `Tür Keller`, or a device a PIN opens, `fuel card`, `tower
    // backup phone`, or a locked cage, `welding gas cage`; not a part of
    // one sold, `door handle`.)
    let lower = item.to_lowercase().replace(['_', '-', '/'], " ");
    let part = lower
        .split_whitespace()
        .next_back()
        .is_some_and(|w| LOCK_PARTS.contains(&w));
    let named = r.lock
        || !part
            && lower
                .split_whitespace()
                .any(|w| is_lock_word(w) || PIN_DEVICE_WORDS.contains(&w) || w == "cage");
    let cell = cell.trim();
    // (Beside a lock's name the column's code may be a year's digits,
    // `baggage hall keypad,2005`, or a dial's numbers, `safe dial,04-05-05`;
    // beside a device's, a year is when it was bought, `laptop,2019`.)
    let locked = r.lock || !part && lower.split_whitespace().any(is_lock_word);
    let code = r.code || locked && is_year(cell) || is_dial_combination(cell);
    // A password in a code column is one whatever the item (`weather
    // station admin,Mldjnh8zx+`): an asset's own code has no lowercase.
    let password = password_shaped(cell)
        && cell.bytes().any(|b| b.is_ascii_lowercase())
        && cell.bytes().any(|b| b.is_ascii_digit());
    code && (r.code_header || named) || password
}

/// Devices a PIN or a code unlocks that a list of items and codes names
/// (`fuel card,2682`, `ops tablet,766398`), lowercased. They are the
/// `secret_beside_label` rule's keywords too, so none is a common word's
/// piece (not `sim`, in every `simple`).
pub(super) const PIN_DEVICE_WORDS: &[&str] = &[
    "card", "phone", "mobile", "tablet", "laptop", "ipad", "iphone", "handset",
];

/// A dial lock's numbers: three or four groups of one or two digits
/// joined by `-` (`04-05-05`, `12-34-8`).
fn is_dial_combination(cell: &str) -> bool {
    let groups: Vec<&str> = cell.split('-').collect();
    (3..=4).contains(&groups.len())
        && groups
            .iter()
            .all(|g| (1..=2).contains(&g.len()) && g.bytes().all(|b| b.is_ascii_digit()))
}

/// Parts of a door or a lock a catalogue lists by code (`door handle,
/// 8841`), lowercased.
const LOCK_PARTS: &[&str] = &[
    "handle", "handles", "hinge", "hinges", "stop", "knob", "closer", "frame", "paint", "mat",
    "seal", "spring", "lever", "cylinder", "bolt", "plate", "strip",
];

/// Whether a lowercase word or name is a door's, a lock's, a key safe's,
/// a combination lock's, a safe's, a keypad's, an alarm's or a locker's.
fn is_lock_word(w: &str) -> bool {
    [
        DOOR_LEAF_WORDS,
        LOCK_WORDS,
        KEY_SAFE_WORDS,
        // (A padlock's words among them.)
        COMBINATION_LOCK_WORDS,
        SAFE_WORDS,
        KEYPAD_WORDS,
        ALARM_WORDS,
        LOCKER_WORDS,
    ]
    .iter()
    .any(|words| words.contains(&w))
}

/// What [`is_lock_code`] asks of a label and a cell.
struct LockCodeReading {
    /// The cell is shaped as a lock's code.
    code: bool,
    /// The label is a code's header (`Door code`).
    code_header: bool,
    /// The label, or its last word, names a lock.
    lock: bool,
    /// The cell is four digits a clock could show.
    clock: bool,
}

impl LockCodeReading {
    fn of(label: &str, cell: &str) -> Self {
        let cell = cell.trim();
        let lower = label.trim().to_lowercase().replace(['_', '-'], " ");
        let last = lower.split_whitespace().next_back().unwrap_or("");
        let digits = cell.trim_matches(['*', '#']);
        let dated = digits.len() == 8 && digits.get(..4).is_some_and(is_year);
        let lettered = cell
            .strip_suffix(|c: char| c.is_ascii_uppercase())
            .is_some_and(keypad_code);
        LockCodeReading {
            code: keypad_code(cell) && !dated || lettered || is_push_button_code(cell),
            code_header: names_door_code(label, false),
            lock: is_lock_word(&lower) || is_lock_word(last),
            clock: digits.len() == 4 && !is_code_not_clock(digits),
        }
    }
}

/// A date or a time (`2024-05-01`, `05/01/2024 10:15`): a column headed
/// by a password's name may hold when it changed, which is no secret. A
/// combination's numbers in a date's shape are no date when no month and
/// day fit them (`25-37-13`, a key box's dial).
pub(super) fn is_date(cell: &str) -> bool {
    let digits = cell.bytes().filter(u8::is_ascii_digit).count();
    digits >= 4
        && cell.bytes().any(|b| matches!(b, b'-' | b'/' | b':'))
        && cell
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'/' | b':' | b' ' | b'.'))
        && cell.split_whitespace().all(|part| {
            if part.contains(':') {
                is_clock_time(part)
            } else {
                is_calendar_date(part)
            }
        })
}

/// A time of day (`10:15`, `23:59:07.250`).
fn is_clock_time(part: &str) -> bool {
    let part = part.split_once('.').map_or(part, |(time, _)| time);
    let groups: Vec<u32> = part
        .split(':')
        .map_while(|g| (1..=2).contains(&g.len()).then(|| g.parse().ok()).flatten())
        .collect();
    (2..=3).contains(&groups.len())
        && groups.len() == part.split(':').count()
        && groups[0] <= 24
        && groups[1..].iter().all(|&g| g <= 59)
}

/// A day, a month and a year in any order a country writes them
/// (`2024-05-01`, `31.12.24`, `05/01/2024`), or a month of a year
/// (`2024-05`, `05/2024`).
pub(super) fn is_calendar_date(part: &str) -> bool {
    let texts: Vec<&str> = part.split(['-', '/', '.']).collect();
    let Some(groups) = texts
        .iter()
        .map(|g| {
            (1..=4)
                .contains(&g.len())
                .then(|| g.parse::<u32>().ok())
                .flatten()
        })
        .collect::<Option<Vec<u32>>>()
    else {
        return false;
    };
    let month = |g: u32| (1..=12).contains(&g);
    let day = |g: u32| (1..=31).contains(&g);
    let year = |i: usize| texts[i].len() == 4 || texts[i].len() == 2;
    match groups.as_slice() {
        [a, b] => texts[0].len() == 4 && month(*b) || texts[1].len() == 4 && month(*a),
        [a, b, c] => {
            // The year first (ISO, East Asia) or last (Europe, America).
            (year(0) && (month(*b) && day(*c)))
                || (year(2) && (month(*b) && day(*a) || month(*a) && day(*b)))
        }
        _ => false,
    }
}

/// First words of a secret's state in a list that names secrets.
const STATES: &[&str] = &[
    "updated ",
    "created ",
    "added ",
    "modified ",
    "rotated ",
    "last used",
    "last updated",
    "never used",
    "expires ",
    "expired ",
];

/// What a secret's column holds where it holds no secret.
const NO_VALUE: &[&str] = &[
    "n/a", "na", "-", "—", "–", "?", "yes", "no", "set", "not set", "unknown", "sso", "(sso)",
    "same",
];

/// A list's item named by its `name` key, then its `code` (YAML's `-
/// name: container office alarm` / `code: "7137"`, read as an item and
/// its code in a table's row). Read by [`named_items`].
static NAMED_ITEM: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?m)^[ \t]*-?[ \t]*(?:name|item|lock|door)[ \t]*:[ \t]*["']?(?P<item>[^"'\n]{1,60}?)["']?[ \t]*\n"#,
        r#"(?:[ \t]+[A-Za-z_]{1,20}[ \t]*:[^\n]*\n){0,2}?"#,
        r#"[ \t]+(?:code|pin|combination|combo)[ \t]*:[ \t]*["']?(?P<code>[^"'\s]{3,20})["']?[ \t]*$"#,
    ))
    .expect("a valid pattern")
});

/// The codes [`NAMED_ITEM`] finds whose item is a lock's, as
/// [`is_lock_code_under_code_column`] reads an item's row.
fn named_items(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in NAMED_ITEM.captures_iter(text) {
        if let (Some(item), Some(code)) = (c.name("item"), c.name("code")) {
            if is_lock_code_under_code_column(item.as_str(), code.as_str()) {
                found(code.start(), code.end());
            }
        }
    }
}

/// Every cell of a column whose header names a secret, on the lines
/// below the header up to a blank line or a line split otherwise.
pub(super) fn columns(text: &str, found: &mut impl FnMut(usize, usize)) {
    sql_inserts(text, found);
    named_items(text, found);
    if !text.contains('\n') {
        return;
    }
    let mut lines = line_ranges(text).peekable();
    // The shape of the line before: a row of a table goes on it, a header
    // starts one (`username\tjdoe` then `type\tapi key` then `hostname\t
    // api.x.ai`: a list of fields, not a column named `api key`).
    let mut previous: Option<(Delimiter, usize)> = None;
    while let Some((start, end)) = lines.next() {
        let Some(delimiter) = delimiter(&text[start..end]) else {
            previous = None;
            continue;
        };
        let header = cells(text, start, end, delimiter);
        let body_row = previous == Some((delimiter, header.len()));
        // A spreadsheet's column letters (`\tA\tB\tC`) come before its
        // header.
        let letters = header.iter().all(|&(s, e)| e - s <= 2);
        previous = (!letters).then_some((delimiter, header.len()));
        if body_row {
            continue;
        }
        // A header is short labels (`Site`, `Password`, `API key`), not
        // code or prose (`fn f(password: &str`, `Encrypted password.`);
        // the first cell may hold anything before its label, so a glued
        // prefix (`_name`, `{"a":"name`) does not hide the column.
        let label = short_label;
        // `Key  Value` (`vault token lookup`, Postman's headers): the key
        // column holds names; each row's label decides its value.
        let key_value = header
            .iter()
            .any(|&(s, e)| text[s..e].eq_ignore_ascii_case("value"));
        // (Or one of its words: `Tor / Gate`.)
        let beside_lock = header.iter().any(|&(s, e)| {
            let cell = text[s..e].trim().to_lowercase();
            let lock = |w: &str| {
                LOCK_HEADERS.contains(&w)
                    || LOCK_WORDS.contains(&w)
                    || KEY_SAFE_WORDS.contains(&w)
                    || COMBINATION_LOCK_WORDS.contains(&w)
            };
            lock(&cell) || cell.split(|c: char| !c.is_alphanumeric()).any(lock)
        });
        let named: Vec<(usize, Column)> = header
            .iter()
            .enumerate()
            .filter(|(_, &(s, e))| !(key_value && text[s..e].eq_ignore_ascii_case("key")))
            .filter_map(|(i, &(s, e))| {
                let cell = &text[s..e];
                let kind = if !label(cell) {
                    return None;
                } else if names_key_safe(cell) {
                    Column::KeySafe
                } else if names_secret(cell) || names_door_code(cell, beside_lock) {
                    Column::Secret
                } else if names_alarm(cell) {
                    Column::Alarm
                } else {
                    return None;
                };
                Some((i, kind))
            })
            .collect();
        // A column headed by a key's or a token's bare name (`partner,
        // env,key,created`), outside a table of names and values: its
        // cells that are keys, not ids.
        let bare_keys: Vec<usize> = header
            .iter()
            .enumerate()
            .filter(|&(_, &(s, e))| {
                !key_value && matches!(text[s..e].trim().to_lowercase().as_str(), "key" | "token")
            })
            .map(|(i, _)| i)
            .collect();
        // A table of items and their values (`site,item,value,updated`):
        // each row's item names what its value is. Or of items and their
        // codes, no column named for a lock (`asset,station,code`): each
        // row's item decides whether its code is a lock's
        // ([`is_lock_code`]: `baggage hall keypad,Ranchi,2005`, not
        // `GPU-2 battery,Ranchi,n/a`).
        // (The first cell may hold text before its label, as `label`
        // allows: its last word is the column's name.)
        let at = |names: &[&str]| {
            header.iter().enumerate().position(|(i, &(s, e))| {
                let cell = text[s..e].trim().to_lowercase();
                let cell = if i == 0 {
                    cell.rsplit(char::is_whitespace)
                        .next()
                        .unwrap_or("")
                        .to_owned()
                } else {
                    cell
                };
                names.contains(&cell.as_str())
            })
        };
        let item_value = if key_value {
            // (Or its variable's name: `service,env_var,value`.)
            // (Or what kind of credential: `system,owner,credential_type,
            // value`.)
            at(&[
                "item",
                "name",
                "field",
                "label",
                "entry",
                "what",
                "type",
                "env_var",
                "variable",
                "var",
                "setting",
                "kind",
                "credential",
                "credential_type",
                "secret_type",
            ])
            .zip(at(&["value"]))
        } else if named.is_empty()
            // (Not a catalogue's: `item,code,price`.)
            && at(&["price", "qty", "quantity", "stock", "cost", "sku", "unit"]).is_none()
        {
            // (Or where it is and how it is opened: `location,dock,code`,
            // `Asset | Access`.)
            // (The item's own column first: `site,asset,item,code` names
            // the lock under `item`, a turbine under `asset`.)
            ["item", "lock", "door", "what", "thing", "asset", "location"]
                .iter()
                .find_map(|name| at(&[name]))
                .zip(at(&["code", "pin", "access"]))
        } else {
            None
        };
        let labels = header.iter().skip(1).all(|&(s, e)| label(&text[s..e]));
        // `type\tapi key` in an entry's list of fields: a field and its
        // value, not a header.
        // `Name:         db-credentials` (`kubectl describe`): a field.
        let field_line = header.len() == 2 && {
            let (s, e) = header[0];
            let first = text[s..e].to_lowercase();
            matches!(first.as_str(), "type" | "kind" | "category") || first.ends_with(':')
        };
        // A glossary's row (`License key,Lisenssiavain,Chave de licença`):
        // most of its cells name a secret, no table of values does.
        let glossary = named.len() >= 3 && named.len() * 2 > header.len();
        // A board's row, its ticket first (`SRE-9063  To Do  Rotate Kafka
        // credentials  Freya Novák`): a row of a listing, no header.
        let ticket_row = header
            .first()
            .is_some_and(|&(s, e)| super::is_ticket(text[s..e].trim()));
        if named.is_empty() && bare_keys.is_empty() && item_value.is_none()
            || header.len() < 2
            || !labels
            || field_line
            || glossary
            || ticket_row
        {
            continue;
        }
        while let Some(&(row_start, row_end)) = lines.peek() {
            let row = &text[row_start..row_end];
            // The rule under a header or between rows (psql's `----+----`,
            // a framed table's `├────┼────┤`) goes on with the table.
            if is_rule_line(row) {
                lines.next();
                continue;
            }
            // (A row of a semicolon's table may end in its empty last
            // cell, `Mina;Loader;4532;`, as no header of one does.)
            let same = self::delimiter(row) == Some(delimiter)
                || delimiter == Delimiter::Semicolon && row.matches(';').count() >= 2;
            if row.trim().is_empty() || !same {
                break;
            }
            let row_cells = cells(text, row_start, row_end, delimiter);
            // A table's rows have its header's cells; a cell that opens a
            // bracket it does not close is a call's arguments cut at their
            // commas (`print("loaded:", bool(api_key))`), code.
            if row_cells.len() != header.len()
                || row_cells.iter().any(|&(s, e)| !balanced(&text[s..e]))
            {
                break;
            }
            lines.next();
            if let Some((item, value)) = item_value {
                if let (Some(&(ls, le)), Some(&(s, e))) =
                    (row_cells.get(item), row_cells.get(value))
                {
                    let item = &text[ls..le];
                    // (A pass after another word is a ticket: `boarding
                    // pass`, `season pass`.)
                    let named = words(item);
                    let ticket = named.len() >= 2
                        && named.last().is_some_and(|w| w.eq_ignore_ascii_case("pass"));
                    let secret = if ticket {
                        None
                    } else if names_secret(item) {
                        value_cell(text, s, e, item)
                    } else if key_value {
                        is_lock_code(item, &text[s..e]).then_some((s, e))
                    } else {
                        is_lock_code_under_code_column(item, &text[s..e]).then_some((s, e))
                    };
                    if let Some((s, e)) = secret {
                        found(s, e);
                    }
                }
            }
            for &i in &bare_keys {
                if let Some(&(s, e)) = row_cells.get(i) {
                    if is_key_cell(&text[s..e]) {
                        found(s, e);
                    }
                }
            }
            for &(i, kind) in &named {
                let Some(&(s, e)) = row_cells.get(i) else {
                    continue;
                };
                let cell = &text[s..e];
                let skipped = match kind {
                    Column::Secret => false,
                    Column::KeySafe => !cell.bytes().any(|b| b.is_ascii_digit()),
                    // (Four digits a clock could show are when it goes
                    // off: `| Mon | 0630 |`, `| Warehouse | 1830 |`.)
                    Column::Alarm => {
                        let digits = cell.trim().trim_matches(['*', '#']);
                        !keypad_code(cell.trim())
                            || is_year(digits)
                            || digits.len() == 4 && !is_code_not_clock(digits)
                    }
                };
                if skipped {
                    continue;
                }
                // A Markdown table's rule (`---`), an empty cell, a mark.
                let rule = cell.bytes().all(|b| matches!(b, b'-' | b':' | b' '));
                let lower = cell.to_lowercase();
                // `Updated 16/02/2025`, `Last used 3 days ago`: a secret's
                // state in a list of names, not its value.
                // `see 1Password`, `in Vault`: where the secret is kept.
                let none = NO_VALUE.contains(&lower.as_str())
                    || STATES.iter().any(|s| lower.starts_with(s))
                    || ["see ", "in ", "ask ", "stored in "]
                        .iter()
                        .any(|p| lower.starts_with(p));
                if !rule
                    && !none
                    && !is_variable_name(cell)
                    && !is_date(cell)
                    && !is_reference_or_marker(cell)
                {
                    found(s, e);
                }
            }
        }
    }
}

/// Whether a cell under a key's bare name is a key: 32 or more
/// hexadecimal digits, or 20 or more letters and digits (`_` and `-`
/// between) as random as a generator's; not a UUID (a record's key), a
/// message's key (`checkout_button_2`), a chord's or a chess game's
/// (`Dm7b5Ebmaj7C9`, `e2e4e7e5g1f3`).
fn is_key_cell(cell: &str) -> bool {
    let cell = cell.trim();
    let hex = cell.len() >= 32 && cell.bytes().all(|b| b.is_ascii_hexdigit());
    let random = cell.len() >= 20
        && cell
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
        && super::has_random_body(cell);
    (hex || random) && !super::generic::is_uuid(cell)
}

/// Whether each bracket a cell opens it closes, in order.
fn balanced(cell: &str) -> bool {
    let mut open = Vec::new();
    for c in cell.chars() {
        match c {
            '(' | '[' | '{' => open.push(c),
            ')' | ']' | '}' => {
                let want = match c {
                    ')' => '(',
                    ']' => '[',
                    _ => '{',
                };
                if open.pop() != Some(want) {
                    return false;
                }
            }
            _ => {}
        }
    }
    open.is_empty()
}

/// Words of a column's header that name what is public: an id, a digest,
/// a number to quote (`Tenant ID`, `SHA256`, `Request ID`, `Tracking`).
const PUBLIC_COLUMNS: &[&str] = &[
    "id",
    "ids",
    "uuid",
    "guid",
    "tenant",
    "subscription",
    "sha",
    "sha1",
    "sha256",
    "sha512",
    "md5",
    "checksum",
    "checksums",
    "digest",
    "fingerprint",
    "thumbprint",
    "serial",
    "tracking",
    "request",
    "commit",
    "build",
    "order",
    "invoice",
    "ean",
    "sku",
    "iban",
    "event",
    "trace",
    "etag",
    "mac",
    "transaction",
];

/// Names of the identity systems whose ids an ad's bid request carries
/// (UID2's and EUID's tokens, LiveRamp's RampID, ID5's id): a column an
/// identity graph's export heads with one (`uid2_seen`, `rampid`) holds a
/// user's ids for ads, no credential.
const ADVERTISING_ID_COLUMNS: &[&str] = &["uid2", "euid", "rampid", "id5"];

/// Whether a word names what is public in a column's header or a label
/// (`order`, `invoice`, `tracking`).
pub(super) fn is_public_column_word(word: &str) -> bool {
    PUBLIC_COLUMNS.contains(&word)
}

/// Most lines walked up from a row to its table's header.
const MAX_ROWS_UP: usize = 256;

/// The table a row belongs to, found by walking up: a row's start and
/// its header's start, so the next row of the same table walks up only
/// to it (findings come in order: each table is walked once).
#[derive(Debug, Default)]
pub(super) struct TableSeen {
    row: Option<(usize, usize)>,
}

/// Whether a line is a table's rule: dashes or equals signs, with the
/// blanks, pipes and plus signs between columns. (The display view asks
/// it too, to keep a table's rows apart.)
pub(crate) fn is_rule_line(line: &str) -> bool {
    let line = line.trim();
    line.len() >= 3
        && line.bytes().filter(|&b| b == b'-' || b == b'=').count() >= 3
        && line
            .bytes()
            .all(|b| matches!(b, b'-' | b'=' | b' ' | b'\t' | b'|' | b'+' | b':' | b'\r'))
}

/// Whether `at` stands in a table's column whose header names what is
/// public (`Tenant ID`, `SHA256`, `Request ID`), and no secret
/// (`Password hash`): the rows above of the same shape are walked up to
/// the first, the header.
pub(super) fn in_public_column(text: &str, at: usize, seen: &mut TableSeen) -> bool {
    // A table's row is a line of at most MAX_LINE bytes: the search for
    // its ends is bounded, so a long text with many findings stays linear.
    let from = floor_char_boundary(text, at.saturating_sub(MAX_LINE));
    let to = floor_char_boundary(text, at + MAX_LINE);
    let line_start = match text[from..at].rfind('\n') {
        Some(n) => from + n + 1,
        None if from == 0 => 0,
        None => return false,
    };
    let Some(line_end) = text[at..to]
        .find('\n')
        .map(|n| at + n)
        .or((to == text.len()).then_some(to))
    else {
        return false;
    };
    let Some(shape) = delimiter(&text[line_start..line_end]) else {
        return false;
    };
    let row = cells(text, line_start, line_end, shape);
    let Some(index) = row.iter().position(|&(s, e)| s <= at && at < e.max(s + 1)) else {
        return false;
    };
    let line_cells = |start: usize| {
        let end = text[start..].find('\n').map_or(text.len(), |n| start + n);
        let end = if text[..end].ends_with('\r') {
            end - 1
        } else {
            end
        };
        (delimiter(&text[start..end]), cells(text, start, end, shape))
    };
    let mut header_start = None;
    let mut start = line_start;
    for _ in 0..MAX_ROWS_UP {
        // A row of the same table seen before: its header is this one's.
        if let Some((_, header)) = seen.row.filter(|&(r, _)| r == start && r != line_start) {
            header_start = Some(header);
            break;
        }
        let Some(end) = start.checked_sub(1) else {
            break;
        };
        let above = text[..end].rfind('\n').map_or(0, |n| n + 1);
        // A rule under the header (`----------  -------`, PowerShell's
        // and a terminal's tables): the header is the line above it.
        if is_rule_line(&text[above..end]) {
            if let Some(rule_end) = above.checked_sub(1) {
                let header = text[..rule_end].rfind('\n').map_or(0, |n| n + 1);
                let (header_shape, header_cells) = line_cells(header);
                if header_shape == Some(shape) && header_cells.len() == row.len() {
                    header_start = Some(header);
                }
            }
            break;
        }
        let (above_shape, above_cells) = line_cells(above);
        if above_shape != Some(shape) || above_cells.len() != row.len() {
            break;
        }
        header_start = Some(above);
        start = above;
    }
    let Some(header_start) = header_start else {
        return false;
    };
    seen.row = Some((line_start, header_start));
    let (_, header) = line_cells(header_start);
    let Some(&(s, e)) = header.get(index).filter(|_| header.len() == row.len()) else {
        return false;
    };
    let name = &text[s..e];
    let mut parts = words(name);
    // (A digest's name splits at its digits: `hem_sha256` is `hem sha
    // 256`.)
    if parts.len() >= 2 && parts[parts.len() - 1].bytes().all(|b| b.is_ascii_digit()) {
        let digits = parts.pop().unwrap_or_default();
        if let Some(w) = parts.last_mut() {
            w.push_str(&digits);
        }
    }
    let advertising_ids = || {
        name.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
            ADVERTISING_ID_COLUMNS
                .iter()
                .any(|a| w.eq_ignore_ascii_case(a))
        })
    };
    short_label(name)
        && (parts
            .last()
            .is_some_and(|w| PUBLIC_COLUMNS.contains(&w.as_str()))
            || advertising_ids())
        && !parts
            .iter()
            .any(|w| matches!(w.as_str(), "password" | "secret" | "token" | "pin"))
}

/// The byte ranges of the text's lines, without their `\n` (or `\r\n`),
/// each at most [`MAX_LINE`] bytes (a longer line is read in part).
fn line_ranges(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        if at > text.len() {
            return None;
        }
        let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
        let start = at;
        at = end + 1;
        let stop = floor_char_boundary(text, end.min(start + MAX_LINE));
        let stop = if text[start..stop].ends_with('\r') {
            stop - 1
        } else {
            stop
        };
        Some((start, stop))
    })
}

/// The fewest bytes a line with two elements holds (`[a] "b" [c] "d"`).
const MIN_FLATTENED: usize = 16;

/// The most elements a flattened accessibility dump's line is read for.
const MAX_ELEMENTS: usize = 256;

/// An element of an accessibility tree written on one line with others:
/// a role in brackets, an `AX` role or a snapshot's bare role, then its
/// quoted text (`[StaticText] "Hotspot password"`, `AXCell 'Wi-Fi Name'`,
/// `textbox "WLAN-Passwort"`); an attribute that holds what it shows
/// (`XCUIElementTypeCell label="Passcode" value="..."`,
/// `android.widget.TextView text="..."`); an `AX` element's `, value:`.
static ELEMENT: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?:\[[A-Za-z][A-Za-z0-9]{1,30}\][ ]*|(?-u:\b)AX[A-Z][A-Za-z]{1,30}[ ]*"#,
        r#"|(?-u:\b)(?:textbox|textfield|searchbox|password|combobox|button|link|heading|statictext|text|cell|checkbox|listitem|option|tab|img|status|alert|dialog|paragraph|label|generic|group|edit|Edit)[ ]+)"#,
        r#"(?:"(?P<a>[^"\n]*)"|'(?P<b>[^'\n]*)')"#,
        r#"|(?-u:\b)(?:label|value|name|text|title|content-desc|hint|placeholderValue|AXValue|AXTitle|AXDescription)=(?:"(?P<c>[^"\n]*)"|'(?P<d>[^'\n]*)')"#,
        r#"|,[ ]value:[ ](?:'(?P<e>[^'\n]*)'|"(?P<f>[^"\n]*)")"#,
    ))
    .expect("a valid pattern")
});

/// The text's lines as a screen shows them, where it holds an
/// accessibility tree flattened onto a line (two elements or more, as a
/// dump prints them): each such line's elements' texts, each other line
/// whole, as byte ranges in order; none where no line is such. The
/// detector reads them again one to a line ([`Detector`]'s element
/// view), so a label's element and its value's are two lines, as on the
/// screen. An empty element (`value=""`) is no line.
///
/// [`Detector`]: super::Detector
#[inline]
pub(super) fn elements(text: &str) -> Vec<(usize, usize)> {
    // (Two elements, a role and four quotes are more than a short id's
    // or a word's bytes, which most texts are: asked before a call.)
    if text.len() < MIN_FLATTENED {
        return Vec::new();
    }
    elements_of_long(text)
}

/// [`elements`] of a text long enough to hold two.
#[inline(never)]
fn elements_of_long(text: &str) -> Vec<(usize, usize)> {
    // Two quoted elements need four quotes of a kind, and a tree's marks
    // (`="`, `] "`, an `AX` role): most texts and lines have neither, and
    // are passed over without the pattern (whose words, `text`, `label`,
    // `value`, prose is full of). A snapshot's bare roles alone (`heading
    // "Shop" button "Log in"`) are read when one holds a `value="..."`.
    // (Quotes and marks are found with `memchr`'s vector search, most
    // texts having none: a scan of every byte's pair cost more than the
    // rest of the element view.)
    let b = text.as_bytes();
    let four = |q: u8| memchr::memchr_iter(q, b).nth(3).is_some();
    // (An `X` is rare in text: each one's byte before is asked.)
    let ax = || memchr::memchr_iter(b'X', b).any(|i| i > 0 && b[i - 1] == b'A');
    let double = four(b'"');
    let followed = |c: u8, next: &[u8]| {
        memchr::memchr_iter(c, b).any(|i| b.get(i + 1).is_some_and(|n| next.contains(n)))
    };
    // (Quoted with `'`, only an `AX` dump's elements or attributes
    // (`[edit] name='Kennwort' value='...'`): prose's apostrophes are no
    // element's.)
    let single = !double && four(b'\'') && (ax() || followed(b'=', b"'"));
    if !double && !single {
        return Vec::new();
    }
    let marked = single || followed(b'=', b"\"") || followed(b']', b"\" ") || ax();
    if !marked {
        return Vec::new();
    }
    let flattened = |line: &str| {
        let count = |q: u8| line.bytes().filter(|&b| b == q).count();
        (count(b'"') >= 4 || count(b'\'') >= 4) && ELEMENT.find_iter(line).take(2).count() >= 2
    };
    // One pass: each line's elements, or the line whole; none at all when
    // no line is a flattened tree.
    let mut out = Vec::new();
    let mut any = false;
    for (start, end) in line_ranges(text) {
        let line = &text[start..end];
        if !flattened(line) {
            out.push((start, end));
            continue;
        }
        any = true;
        out.extend(
            ELEMENT
                .captures_iter(line)
                .take(MAX_ELEMENTS)
                .filter_map(|c| {
                    ["a", "b", "c", "d", "e", "f"]
                        .iter()
                        .find_map(|n| c.name(n))
                        .map(|m| (start + m.start(), start + m.end()))
                })
                .filter(|(s, e)| s < e),
        );
    }
    if any {
        out
    } else {
        Vec::new()
    }
}

/// Most lines a chat's answer stands under the message that asks for it:
/// authors' lines and short messages between (`Ben  06:43` / `sec,
/// checking` / `Ben  06:44` / `ok` / `Ben  06:44` / `088158`).
const MAX_LINES_UNDER_QUESTION: usize = 8;

/// A secret's value beside or below its label on a screen: in the next
/// cell of a form's row (`WPA Key  Tiger$1538`, `MYSQL_PASSWORD  x  ✎`,
/// a cookie's `_session_id<TAB>377f...`), or alone on the line after a
/// label alone on its own (`Restic repository password` then `glacier
/// crystal scooter meadow`; `$ echo $DB_PASSWORD` then what it printed).
/// The label must end in the secret's name (`Password`, `WPA Key`, not
/// `Password changed`), and the value must look like one: a passphrase,
/// or a word a person reads as a password (random, or letters with
/// digits); `Show`, `Opaque` or `3 scopes` is none.
pub(super) fn beside_label(text: &str, found: &mut impl FnMut(usize, usize)) {
    // The label above, and how many lines have passed under it.
    let mut label_above: Option<(&str, usize)> = None;
    // Lines a message naming a secret may still stand above (`Here's the
    // Azure OpenAI key, don't commit it:`, then a chat's author line).
    let mut mention_above = 0;
    let mut asked = Asked::Key;
    // The line before, when it holds one word: a value its label may
    // follow.
    let mut word_above: Option<(usize, usize)> = None;
    let mut blank_above = false;
    for (start, end) in line_ranges(text) {
        let line = &text[start..end];
        let word_here = lone_word(line).map(|(s, e)| (start + s, start + e));
        if let Some(label) = label_after_value(line) {
            if let Some((s, e)) = word_above.and_then(|(s, e)| value_cell(text, s, e, label)) {
                found(s, e);
            }
        }
        // (One blank line may stand between them.)
        word_above = match (word_here, word_above) {
            (None, Some(w)) if line.trim().is_empty() && !blank_above => {
                blank_above = true;
                Some(w)
            }
            (here, _) => {
                blank_above = false;
                here
            }
        };
        // (Or on its line, pointed at: `X  <- that's the device key`.)
        if let Some((before, label)) = line.split_once(" <- ").or_else(|| line.split_once(" ← "))
        {
            if names_secret_within(label) {
                if let Some((s, e)) = lone_word(before) {
                    if let Some((s, e)) = value_cell(text, start + s, start + e, label) {
                        found(s, e);
                    }
                }
            }
        }
        let mut still_above = None;
        let (s, e) = a11y_content(text, start, end);
        if let Some((label, passed)) = label_above.take() {
            if let Some((s, e)) = lone_value(text, s, e, label) {
                found(s, e);
            } else if passed < MAX_PASSED && between_label_and_value(line) {
                still_above = Some((label, passed + 1));
            }
        }
        if mention_above > 0 {
            mention_above -= 1;
            match mentioned_value(line, asked) {
                Some(Below::Value(s, e)) => {
                    found(start + s, start + e);
                    mention_above = 0;
                }
                Some(Below::Between) => {}
                None => mention_above = 0,
            }
        }
        if still_above.is_some() {
            label_above = still_above;
            continue;
        }
        label_above = line_label(&text[s..e]).map(|label| (label, 0));
        if label_above.is_some() {
            continue;
        }
        // A label alone on its line is read above; a message that asks
        // for a secret, here.
        if let Some(a) = asks_for(line) {
            asked = a;
            // (A code's comment that neither asks nor points names only
            // the line under it.)
            let t = chat_message(line).0.trim();
            let comment = COMMENT_LEADS.iter().any(|c| t.starts_with(c))
                && !t.ends_with(QUESTION_ENDS)
                && !points_below(t);
            mention_above = if comment { 1 } else { MAX_LINES_UNDER_QUESTION };
            // (Or answered on its own line after a dash, a few words on:
            // `e bank a manda un code? -- si, 401687`, `... code?
            // aqrahuli. -- iva, 281011`.)
            let reply = line.rfind(['?', '？']).and_then(|q| {
                let after = &line[q..];
                after
                    .find([' ', '\t'])
                    .and_then(|b| {
                        after[b..]
                            .find(" -")
                            .or_else(|| after[b..].find(" –"))
                            .or_else(|| after[b..].find(" —"))
                            .map(|d| after[b + d + 1..].trim_start())
                    })
                    .filter(|r| r.len() + 60 >= after.len())
            });
            if let Some(Below::Value(s, e)) = reply.and_then(|r| mentioned_value(r, a)) {
                let at =
                    start + (reply.map_or(0, |r| r.as_ptr() as usize - line.as_ptr() as usize));
                found(at + s, at + e);
                mention_above = 0;
            }
        }
        let Some(delimiter) = delimiter(line) else {
            continue;
        };
        let row = cells(text, start, end, delimiter);
        // A CSV's row with no header above it (`Dili,airside gate,5744,
        // 02/03/2025`): a lock's or a device's name, then its code, read
        // as a framed table's are; no other label (a comma is prose's
        // too).
        // (Not a table's row under its header, which `columns` reads, nor
        // a catalogue's with a price: `brass padlock,8841,12.99`.)
        if matches!(
            delimiter,
            Delimiter::Comma | Delimiter::Semicolon | Delimiter::Ideographic
        ) {
            let above = text[..start].trim_end_matches(['\n', '\r']);
            let above = &above[above.rfind('\n').map_or(0, |n| n + 1)..];
            let under_header = self::delimiter(above) == Some(delimiter)
                && !above.bytes().any(|b| b.is_ascii_digit());
            let priced = row.iter().any(|&(s, e)| {
                let cell = text[s..e].trim();
                cell.split_once('.').is_some_and(|(units, cents)| {
                    !units.is_empty()
                        && units.bytes().all(|b| b.is_ascii_digit())
                        && cents.len() == 2
                        && cents.bytes().all(|b| b.is_ascii_digit())
                })
            });
            if row.len() >= 3 && !under_header && !priced {
                for pair in row.windows(2) {
                    let ((ls, le), (vs, ve)) = (pair[0], pair[1]);
                    let label = text[ls..le].trim();
                    if short_label(label) && is_lock_or_device_code(label, &text[vs..ve]) {
                        found(vs, ve);
                    }
                }
            }
            continue;
        }
        for pair in row.windows(2) {
            let ((ls, le), (vs, ve)) = (pair[0], pair[1]);
            let mut label = unglued(&text[ls..le]).trim_end_matches([':', '：']);
            // Words before a field's identifier are not its label, but
            // the identifier still is (`Lorem ipsum. security_code
            // 0x3DB4F364`): no prose word has an underscore.
            if !short_label(label) {
                match label
                    .split_whitespace()
                    .next_back()
                    .filter(|w| is_identifier(w))
                {
                    Some(name) => label = name,
                    None => continue,
                }
            }
            // A plural is a list's or an app's name (`Dock: Mail |
            // Passwords | Authenticator`), not a field's label.
            if label.ends_with('s') {
                continue;
            }
            // A lock's name beside its code (`| Ward door | 6742X |`).
            if !(ends_naming_secret(label) || localized_label(label)) {
                if is_lock_code(label, &text[vs..ve]) {
                    found(vs, ve);
                }
                continue;
            }
            if let Some((s, e)) = value_cell(text, vs, ve, label) {
                found(s, e);
            }
        }
    }
}

/// Fewest and most labels of a form read column by column.
const LABEL_BLOCK: std::ops::RangeInclusive<usize> = 3..=8;

/// A form's labels, then its values in the same order (a two-column
/// dialog read column by column by OCR: `Server` / `Benutzer` /
/// `Passwort` / `Port`, then `ascp.x.de` / `colorist01` / `Quartz7790.` /
/// `33001`): the value in the password's place, when it is one word, no
/// value is a label and the values end with the block (a blank line or
/// the text's end after them). Blank lines between the blocks are passed
/// over.
pub(super) fn label_blocks(text: &str, found: &mut impl FnMut(usize, usize)) {
    let lines: Vec<(usize, usize)> = line_ranges(text).collect();
    let is_label = |(s, e): (usize, usize)| {
        let t = text[s..e].trim();
        // (Words only: a host's name, `ascp.x.de`, is a value.)
        !t.is_empty()
            && short_label(t)
            && t.chars()
                .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-'))
    };
    let mut i = 0;
    while i < lines.len() {
        let run = lines[i..].iter().take_while(|&&l| is_label(l)).count();
        if !LABEL_BLOCK.contains(&run) {
            i += run.max(1);
            continue;
        }
        let labels = &lines[i..i + run];
        let mut at = i + run;
        while at < lines.len() && text[lines[at].0..lines[at].1].trim().is_empty() {
            at += 1;
        }
        let values = &lines[at..(at + run).min(lines.len())];
        // The values end where the block does (a blank line or the
        // text's end): one more would mean the blocks are not aligned,
        // and no value is taken at a guess.
        let ends = !lines
            .get(at + run)
            .is_some_and(|&(s, e)| !text[s..e].trim().is_empty());
        let secret = labels.iter().position(|&(s, e)| {
            let t = text[s..e].trim();
            ends_naming_secret(t) || localized_label(t)
        });
        if let (Some(p), true) = (secret, values.len() == run && ends) {
            let plain = values.iter().all(|&(s, e)| {
                let t = text[s..e].trim();
                !(t.is_empty() || ends_naming_secret(t) || localized_label(t))
            });
            let (s, e) = values[p];
            let value = text[s..e].trim();
            if plain && !value.contains(char::is_whitespace) && !is_reference_or_marker(value) {
                let from = s + text[s..e].find(value).unwrap_or(0);
                found(from, from + value.len());
            }
        }
        i += run;
    }
}

/// The text an accessibility tree's line shows, without its index and
/// its role (`[3] <text> Password`, `[text] "Kata sandi"`, `text
/// 'Пароль'`), or a field's value (`[textbox focused] value="x"`): the
/// bytes of the quoted or bare text, or the whole line.
fn a11y_content(text: &str, start: usize, end: usize) -> (usize, usize) {
    let line = &text[start..end];
    let mut rest = line.trim_start();
    // `[3] `: the element's index.
    if let Some(r) = rest.strip_prefix('[') {
        if let Some(close) = r
            .find(']')
            .filter(|&c| c > 0 && r[..c].bytes().all(|b| b.is_ascii_digit()))
        {
            rest = r[close + 1..].trim_start();
        }
    }
    // `[text]`, `<text>` or `text`, then a space; an Android dump's
    // `TextView:` or `EditText:`.
    let role = [
        "[text]",
        "<text>",
        "[statictext]",
        "<statictext>",
        "text",
        "statictext",
        "label",
        "textview:",
        "edittext:",
    ]
    .iter()
    .find(|r| {
        rest.len() > r.len()
            && rest.is_char_boundary(r.len())
            && rest[..r.len()].eq_ignore_ascii_case(r)
            && rest[r.len()..].starts_with(' ')
    });
    let Some(role) = role else {
        return match field_value(rest) {
            Some(v) => {
                let at = start + (v.as_ptr() as usize - line.as_ptr() as usize);
                (at, at + v.len())
            }
            None => (start, end),
        };
    };
    let content = rest[role.len()..].trim();
    let inner = ['"', '\'']
        .iter()
        .find_map(|&q| content.strip_prefix(q).and_then(|c| c.strip_suffix(q)))
        .unwrap_or(content);
    if inner.is_empty() {
        return (start, end);
    }
    let at = start + (inner.as_ptr() as usize - line.as_ptr() as usize);
    (at, at + inner.len())
}

/// A field's value on an accessibility tree's line, its role and states
/// bracketed (`[textbox focused] value="837607"`).
fn field_value(line: &str) -> Option<&str> {
    line.trim()
        .strip_prefix('[')
        .and_then(|r| r.split_once(']'))
        .filter(|(role, _)| {
            role.split_whitespace().next().is_some_and(|w| {
                matches!(
                    w.to_ascii_lowercase().as_str(),
                    "textbox" | "textfield" | "edit" | "input" | "searchbox" | "securetextfield"
                )
            })
        })
        .and_then(|(_, after)| after.trim().strip_prefix("value=\""))
        .and_then(|v| v.strip_suffix('"'))
        .filter(|v| !v.is_empty() && !v.contains('"'))
}

/// How many lines may stand between a label and its value.
const MAX_PASSED: usize = 4;

/// Whether a line may stand between a label and the value under it: a
/// blank line, a hint that reveals it (`(click to reveal)`), or a
/// table's `Value` heading. A field in brackets (`[ ••••• ]`) is the
/// value, masked: nothing under it is.
fn between_label_and_value(line: &str) -> bool {
    let t = line.trim();
    let reveal = t.starts_with('(') && t.ends_with(')') && t.split_whitespace().count() <= 4 && {
        let lower = t.to_ascii_lowercase();
        ["reveal", "show", "click", "tap", "hover"]
            .iter()
            .any(|w| lower.contains(w))
    };
    // (A rule under the label, as a note frames its value: `Cronitor API
    // key` / `--------` / the key; or a code block's opening.)
    // (Or a screen's button that shows it: `[button] Show`.)
    let button = t
        .strip_prefix("[button]")
        .map(|b| b.trim().trim_matches('"').to_ascii_lowercase())
        .is_some_and(|b| matches!(b.as_str(), "show" | "reveal" | "copy" | "hide" | "eye"));
    t.is_empty()
        || opens_block(t)
        || button
        || reveal
        || is_rule_line(t)
        || VALUE_HEADINGS.iter().any(|h| t.eq_ignore_ascii_case(h))
}

/// Whether a line opens a block of code a value may stand in, under the
/// words that name it: Markdown's fence (with its language), Jira's
/// `{code}` and `{noformat}`, HTML's `<pre>`.
fn opens_block(t: &str) -> bool {
    t.starts_with("```") && !t[3..].contains('`')
        || t.starts_with("~~~")
        || t.starts_with("{code") && t.ends_with('}')
        || matches!(t, "{noformat}" | "<pre>" | "<code>" | "<pre><code>")
}

/// A value's heading under its name, in a secret manager's or a
/// console's panel (`Client secret`, `Value`, then the secret).
const VALUE_HEADINGS: &[&str] = &[
    "value",
    "wert",
    "valor",
    "valeur",
    "valore",
    "waarde",
    "wartość",
    "значение",
    "値",
    "值",
    "값",
];

/// The label [`line_label`] gives an alarm's name alone on its line
/// (`CHANDLERY ALARM`), which [`value_cell`] reads a code under.
const ALARM_CODE_LABEL: &str = "alarm code";

/// What [`line_label`] reads a Wi-Fi's name alone as.
const WIFI_KEY_LABEL: &str = "wifi key";

/// What [`line_label`] reads a lock's name alone as: what is under it is
/// a lock's code only shaped as one ([`value_cell`]).
const LOCK_CODE_LABEL: &str = "lock code";

/// [`LOCK_CODE_LABEL`] of a padlock's, a safe's, a locker's or a key
/// safe's name, whose code may read as a clock's time.
const DIAL_LOCK_CODE_LABEL: &str = "padlock code";

/// Whether words are a name's few (one to three, each capitalised:
/// `Bonnie Lass`, `MongoDB Atlas`), of letters alone or, with `digits`,
/// of letters and digits.
fn is_short_name(words: &str, digits: bool) -> bool {
    (1..=3).contains(&words.split_whitespace().count())
        && words
            .chars()
            .all(|c| c == ' ' || c.is_alphabetic() || digits && c.is_alphanumeric())
        && words
            .split_whitespace()
            .all(|w| w.starts_with(char::is_uppercase))
}

/// The label of a key named for the system it opens (`Key for Cronitor`).
const KEY_FOR_A_SYSTEM_LABEL: &str = "API key";

/// The label a line is, if it is one that names a secret: a short label
/// (after the last `›` of a path), or the variable a command prints
/// (`$ echo $DB_PASSWORD`, `printenv SMTP_PASS`).
fn line_label(line: &str) -> Option<&str> {
    // (An emoji's frame is no part of it: `🔐🔐 WORKSHOP WIFI 🔐🔐`.)
    let t = line
        .trim_matches(|c: char| c.is_whitespace() || !c.is_ascii() && !c.is_alphanumeric())
        .trim_end_matches([':', '：'])
        .trim_end();
    // A note after the label, in brackets or saying from when
    // (`Recovery code for ops@x.net (keep it offline):`, `New Wi-Fi
    // passphrase from the 1st:`): the label before it, if it is one.
    let noted = t
        .strip_suffix(')')
        .and_then(|r| r.rsplit_once(" ("))
        .filter(|(_, note)| note.chars().count() <= 40)
        .or_else(|| {
            t.rsplit_once(" from ")
                .filter(|(_, when)| when.split_whitespace().count() <= 3)
        });
    if let Some(label) = noted.and_then(|(label, _)| line_label(label)) {
        return Some(label);
    }
    // A comment that names the line under it (`# MAM_ADMIN_PASSWORD`,
    // `// HLS AES key`): its mark is no part of the label.
    let t = ["# ", "// ", "-- ", "; "]
        .iter()
        .find_map(|mark| t.strip_prefix(mark))
        .map_or(t, str::trim_start);
    // `Sat phone PIN - Bonnie Lass`: whose it is after a dash, a name's
    // few words.
    let t = t
        .rsplit_once(" - ")
        .filter(|(_, whose)| is_short_name(whose, false))
        .map_or(t, |(label, _)| label.trim_end());
    // `Key for Cronitor`, `API token for MongoDB Atlas`: what it opens
    // after `for`, a name's few words; a key for a named system is an
    // API's, where `Key` alone is any list's (a map's legend).
    let for_name = t
        .rsplit_once(" for ")
        .filter(|(_, what)| is_short_name(what, true))
        .map(|(label, _)| label.trim_end());
    if for_name.is_some_and(|label| {
        words(label)
            .last()
            .is_some_and(|w| w.eq_ignore_ascii_case("key"))
    }) {
        return Some(KEY_FOR_A_SYSTEM_LABEL);
    }
    let t = for_name.unwrap_or(t);
    // `Password (shown)`: the field's state after its label.
    // `WLAN-Schlüssel (WPA2)`: the network's security after its key's.
    // `LibCal client secret (Produktion)`: the system it is for.
    let t = match t.strip_suffix(')').and_then(|r| r.rsplit_once(" (")) {
        Some((label, state))
            if [
                "shown",
                "visible",
                "revealed",
                "copied",
                "wpa",
                "wpa2",
                "wpa3",
                "wpa2-psk",
                "production",
                "produktion",
                "producción",
                "produção",
                "produzione",
                "prod",
                "staging",
                "sandbox",
                "live",
                "test",
            ]
            .contains(&state.to_lowercase().as_str())
                // (Or any note, after a label that names a secret itself:
                // `disk encryption passphrase (Taymyr kit)`.)
                || state.chars().count() <= 30 && ends_naming_secret(label.trim_end()) =>
        {
            label.trim_end()
        }
        _ => t,
    };
    // A list's item (`tokens,`) is code, not a label.
    if !t.ends_with(|c: char| c.is_alphanumeric() || c == '}') {
        return None;
    }
    // (A variable printed by the shell or by a platform's CLI: `heroku
    // config:get AZURE_OPENAI_API_KEY -a app`, `dokku config:get app
    // api-key`: the word after it that names a secret, or its first.)
    let printed = ["echo $", "printenv ", "config:get "]
        .iter()
        .find_map(|c| t.rfind(c).map(|i| &t[i + c.len()..]))
        .map(|v| {
            let mut words = v.split_whitespace().map(|w| w.trim_matches(['{', '}']));
            v.split_whitespace()
                .map(|w| w.trim_matches(['{', '}']))
                .find(|w| ends_naming_secret(w))
                .or_else(|| words.next())
                .unwrap_or(v)
        });
    let label = match printed {
        Some(variable) => variable,
        None => {
            let last = unglued(t.rsplit(['›', '»']).next().unwrap_or(t));
            if !short_label(last) {
                return None;
            }
            last
        }
    };
    if ends_naming_secret(label) {
        return Some(label);
    }
    // An alarm's name alone (`CHANDLERY ALARM`): its code is what is
    // under it.
    let alarm = words(label)
        .last()
        .is_some_and(|w| ALARM_WORDS.iter().any(|a| w.starts_with(a)));
    if alarm {
        return Some(ALARM_CODE_LABEL);
    }
    if localized_label(label) {
        return Some("password");
    }
    // A Wi-Fi's name alone (`🔐🔐 WORKSHOP WIFI 🔐🔐`): its key is what a
    // note puts under it, read as a key's.
    let wifi = words(label)
        .last()
        .is_some_and(|w| matches!(w.to_lowercase().as_str(), "wifi" | "wi-fi" | "wlan"));
    if wifi {
        return Some(WIFI_KEY_LABEL);
    }
    // A lock's name alone (`Paint locker:`): its code or its dial's
    // numbers are what is under it.
    // (A dial's lock, a safe's or a locker's code may read as a clock's
    // time: `Padlock:` then `0252`.)
    // (Or first, what it is in after a preposition, as Romance and Bantu
    // languages order it: `PORTAIL DU DÉPÔT`, `mlango wa signal box`;
    // among the last five words, whatever stands before them.)
    let all = words(label);
    let preposition =
        |p: &String| super::structure::PLACE_PREPOSITIONS.contains(&p.to_lowercase().as_str());
    let lock_first = (all.len().saturating_sub(5)..all.len().saturating_sub(2))
        .find(|&i| preposition(&all[i + 1]) && is_lock_word(&all[i].to_lowercase()));
    let last = match lock_first {
        Some(i) => all.get(i),
        None => all.last(),
    }
    .map(|w| w.to_lowercase());
    let dial = last.as_deref().is_some_and(|w| {
        [
            COMBINATION_LOCK_WORDS,
            SAFE_WORDS,
            LOCKER_WORDS,
            KEY_SAFE_WORDS,
        ]
        .iter()
        .any(|words| words.contains(&w))
    });
    if dial {
        return Some(DIAL_LOCK_CODE_LABEL);
    }
    last.as_deref()
        .is_some_and(is_lock_word)
        .then_some(LOCK_CODE_LABEL)
}

/// Words after a password's label in another language that name the
/// network it opens (`Mot de passe Wi-Fi`, `Senha do Wi-Fi`).
const NETWORK_QUALIFIERS: &[&str] = &[
    "wi-fi",
    "wifi",
    "wlan",
    "wpa",
    "wpa2",
    "do wi-fi",
    "du wi-fi",
    "de wi-fi",
    "del wi-fi",
];

/// Whether a label is a password's in another language (`Salasana`,
/// `密码`, `Mot de passe Wi-Fi`), read as the detector reads it.
fn localized_label(label: &str) -> bool {
    let lower = label.to_lowercase();
    // The words that say whose password it is, after it or before it
    // (`Пароль точки доступа`, `Lösenord för surfzon`, `हॉटस्पॉट
    // पासवर्ड`): a few, of letters only, none saying what became of it.
    let qualifier = |rest: &str, most: usize| {
        let rest = rest.trim();
        let n = rest.split_whitespace().count();
        (1..=most).contains(&n)
            && rest
                .chars()
                .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\''))
            && !rest.split_whitespace().any(is_changed_word)
    };
    PASSWORD_LABELS_AS_READ.binary_search(&lower).is_ok()
        || PASSWORD_LABELS_AS_READ.iter().any(|l| {
            lower.strip_prefix(l.as_str()).is_some_and(|rest| {
                NETWORK_QUALIFIERS.contains(&rest.trim())
                    || rest.starts_with(' ') && qualifier(rest, 4)
            }) || lower
                .strip_suffix(l.as_str())
                .is_some_and(|rest| rest.ends_with(' ') && qualifier(rest, 2))
        })
}

/// Whether a message says something prompts for a secret, which the
/// next message answers (`the SSH key on the signalling laptop asks for a
/// passphrase`).
fn prompts_for(t: &str) -> bool {
    // (Every line of a text comes here: no lowercase copy of one that
    // holds no `for `.)
    if !t
        .as_bytes()
        .windows(4)
        .any(|w| w.eq_ignore_ascii_case(b"for "))
    {
        return false;
    }
    let lower = t.to_ascii_lowercase();
    ["asks for ", "asking for ", "prompts for ", "prompting for "]
        .iter()
        .any(|p| {
            lower.rsplit_once(p).is_some_and(|(_, what)| {
                let what = what.trim_start_matches("a ").trim_start_matches("the ");
                let what = what.trim_end_matches(['.', '!']);
                matches!(what, "passphrase" | "password" | "pin" | "passcode")
            })
        })
}

/// A message's question when it comes first, then why it is asked, in
/// three words or more (`anyone have the datadog api key for staging? the
/// job is 401ing`): up to its `?`.
fn question_first(t: &str) -> Option<&str> {
    t.split_once("? ")
        .filter(|(q, _)| q.split_whitespace().count() >= 3)
        .map(|(q, _)| &t[..=q.len()])
}

/// Whether a line is a message that gives a secret on the lines below: it
/// ends in `:` or `?`, or asks first (`Here's the Vonage API secret for staging, don't
/// commit it pls:`, `can you try with this AssemblyAI API key?`) and
/// names a secret, not a digest or an id of one (`SHA of the key:`).
fn names_secret_below(line: &str) -> bool {
    let t = line.trim_end();
    let t = if t.ends_with([':', '：', '?']) {
        t
    } else if let Some(q) = question_first(t) {
        q
    } else if points_below(t) || gives(t) {
        t
    } else {
        return false;
    };
    // The message's last 200 bytes name it.
    let t = &t[floor_char_boundary(t, t.len().saturating_sub(200))..];
    // Whole words name an id (`SHA-256 of`; `id_Here's` is no `id`).
    let id = t
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|x| {
            matches!(
                x.to_lowercase().as_str(),
                "id" | "ids"
                    | "hash"
                    | "sha"
                    | "digest"
                    | "checksum"
                    | "fingerprint"
                    | "uuid"
                    | "guid"
            )
        });
    !id && words(t).iter().any(|x| strength(x, false).is_some())
}

/// Whether a message opens by giving what it names, the value its next
/// message holds alone (`here's the Meta app secret for the uploader, pls
/// don't forward`), or is a code's comment that names it.
/// (Its object names the secret before any preposition: not `here's the
/// build log for the token service`.)
fn gives(line: &str) -> bool {
    let message = chat_message(line).0.trim_start();
    // (Or a code's comment that names it, over it: `# Note: this Mixpanel
    // project secret is for testing only` / `502da91d...`.)
    // (A word of its own: not a file's name, `# .env.example`.)
    // (A secret's name with the words before it: not a cache's key, a
    // public key, a key frame, a digest's or an example's, `-- key: sha1
    // of the migration`, `REM example key (not real)`.)
    if let Some(comment) = COMMENT_LEADS.iter().find_map(|c| message.strip_prefix(c)) {
        let words: Vec<String> = comment
            .split_whitespace()
            .map(|w| {
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
            })
            .filter(|w| !w.is_empty())
            .collect();
        // (Not `client` or `request`, which name secrets too: `# OAuth
        // client secret`, `# request signing key`.)
        let other = words.iter().any(|w| {
            matches!(
                w.as_str(),
                "sha"
                    | "sha1"
                    | "sha256"
                    | "md5"
                    | "hash"
                    | "checksum"
                    | "fingerprint"
                    | "thumbprint"
                    | "public"
                    | "example"
                    | "sample"
                    | "dummy"
                    | "fake"
            )
        });
        return !other
            && words.iter().enumerate().any(|(i, w)| {
                let named = words[i.saturating_sub(2)..=i].join(" ");
                let adjective = w == "key" && words.get(i + 1).is_some_and(|n| key_as_adjective(n));
                w.chars().all(char::is_alphabetic)
                    && strength(w, false).is_some()
                    && strength(&named, false).is_some()
                    && !adjective
            });
    }
    let Some(object) = GIVING_LEADS.iter().find_map(|lead| {
        message
            .get(..lead.len())
            .filter(|m| m.eq_ignore_ascii_case(lead))
            .map(|_| &message[lead.len()..])
    }) else {
        return false;
    };
    object
        .split_whitespace()
        .take(6)
        .take_while(|w| !PLACE_PREPOSITIONS.contains(w))
        .any(|w| strength(w.trim_end_matches([',', '.', ':']), false).is_some())
}

/// How a code's comment opens, a line that may name the key under it:
/// shell's and Python's, C's, SQL's and Lua's, INI's and Lisp's, TeX's
/// and MATLAB's, batch files', block comments' and markup's. (Not a
/// list's bullet, `- ` or `* `, nor a quote's `'`.)
const COMMENT_LEADS: &[&str] = &[
    "# ", "// ", "-- ", "; ", ";; ", "% ", "REM ", "rem ", ":: ", "/* ", "<!-- ", "{- ", "(* ",
];

/// How a message that gives a value opens, lowercase.
const GIVING_LEADS: &[&str] = &["here's the ", "here’s the ", "here is the ", "heres the "];

/// What a message asks for, that the next message may give alone.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Asked {
    /// A key or a token: a long random run.
    Key,
    /// A password: a run shaped like one.
    Password,
    /// A one-time code, a PIN or a BLIK code: four to eight digits.
    Code,
}

/// Names of a code a phone receives or a card holds that a chat's question
/// may use besides the prose reading's ([`CODE_WORDS`]: `combo`, `pincode`,
/// `koden`) and a chat's asked codes ([`ASKED_CODE_WORDS`]: `override`,
/// `lambar`).
const CHAT_CODE_WORDS: &[&str] = &[
    "codes",
    "blik",
    "tan",
    "cid",
    "cvv",
    "cvc",
    "кода",
    "codigo",
    "kodu",
    "kode",
    "kód",
    "kódot",
    "הקוד",
    "الرمز",
    "コード",
    "認証コード",
    "验证码",
    "驗證碼",
    "인증번호",
    "mã",
    "รหัส",
    "کد",
    "कोड",
];

/// `t` past a dialogue's dash and a yes before a reply's words (`- 378695`,
/// `-- si, 401687`, `— ioe 418961`).
fn after_reply_marks(t: &str) -> &str {
    let t = ["--- ", "-- ", "- ", "– ", "— ", "− "]
        .iter()
        .find_map(|d| t.strip_prefix(d))
        .map_or(t, str::trim_start);
    let Some((first, rest)) = t.split_once(' ') else {
        return t;
    };
    let yes = first.trim_end_matches([',', '、', '!', '.']).to_lowercase();
    if AFFIRMATIVES.contains(&yes.as_str()) && !rest.trim().is_empty() {
        rest.trim_start()
    } else {
        t
    }
}

/// Every name of a code a chat may ask for; a password's (`senha`,
/// `密码`, which name a code too) is asked as a password.
fn asked_code_words() -> impl Iterator<Item = &'static &'static str> {
    CODE_WORDS
        .iter()
        .chain(ASKED_CODE_WORDS)
        .chain(CHAT_CODE_WORDS)
        .filter(|w| !LOCALIZED_PASSWORD_LABELS.contains(w))
}

/// What a line asks for, when it asks for a secret the next message may
/// give alone: it names a code (`it sent the code to your phone`, `kod
/// BLIK?`), or asks with `?` or `:` for a password (`Test sunucusunun
/// şifresini atar mısın?`) or a key.
fn asks_for(line: &str) -> Option<Asked> {
    let t = chat_message(line).0.trim_end();
    // Only a message's line: a table's, a log's or code's is no question
    // (`if not check_password_hash(h, password):`).
    if t.len() > 300 || t.contains(['\t', '(', ')', '{', '}', '=', ';']) {
        return named_below(t).or_else(|| names_secret_below(line).then_some(Asked::Key));
    }
    let asks = t.ends_with(QUESTION_ENDS)
        || question_first(t).is_some()
        || prompts_for(t)
        || points_below(t)
        || named_below(t).is_some();
    // Most lines neither ask nor name a code: no lowercase copy for them.
    let holds = |w: &str| {
        t.as_bytes()
            .windows(w.len())
            .any(|x| x.eq_ignore_ascii_case(w.as_bytes()))
    };
    let ascii_code = asked_code_words()
        .filter(|w| w.is_ascii())
        .any(|w| holds(w));
    // (Or a lock its code opens, named alone: `key safe was changed, it's
    // not the old one anymore`.)
    let lock = BARE_LOCK_NAMES.iter().chain(&["padlock"]).any(|w| holds(w));
    if lock {
        return Some(Asked::Code);
    }
    if !asks && !ascii_code && t.is_ascii() {
        // (Or a message that gives a key it names.)
        return (gives(t) && names_secret_below(line)).then_some(Asked::Key);
    }
    let lower = t.to_lowercase();
    // Words of scripts without spaces, and with endings, are read inside
    // longer words (`인증번호가`, `kódja`).
    let named = asked_code_words().any(|w| {
        if w.is_ascii() {
            lower.split(|c: char| !c.is_alphanumeric()).any(|x| x == *w)
        } else {
            lower.contains(w)
        }
    });
    // A public code's question asks for no secret (`what's the HS code?`,
    // `the tracking code?`): the code readings' words decide, just before
    // each code's name it asks for (not `did the bank send a code?`, `the
    // tracking code or the door code?`, `the qr code password?`). (Words,
    // not pieces of one: Maltese's `aqrahuli` is no `qr`.)
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let public_before = |i: usize| i > 0 && public_code_word(words[i - 1]);
    let mut codes = words
        .iter()
        .enumerate()
        .filter(|(_, w)| asked_code_words().any(|c| c == *w))
        .map(|(i, _)| i)
        .peekable();
    let public = codes.peek().is_some() && codes.all(public_before);
    if named && public && !lower.contains("password") {
        return None;
    }
    let code = named;
    // (A question may name it by its short form, a word of its own:
    // `wie ist das PW für Samsara?`, `wat is het ww van Motive?`, `le mdp
    // du wifi ?`.) A network's code is its password (`hvad er
    // wifi-koden?`, not `what's the wifi name?`): asked first, a
    // password's answer may be digits too.
    let password = lower.contains("password")
        || lower.contains("passphrase")
        || PASSWORD_LABELS_AS_READ
            .iter()
            .any(|l| l.chars().count() >= 4 && lower.contains(l.as_str()))
        || lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| matches!(w, "pw" | "pwd" | "ww" | "mdp" | "pass"));
    let network = ["wifi", "wi-fi", "wlan"].iter().any(|w| lower.contains(w));
    if asks && (password || network && code) {
        return Some(Asked::Password);
    }
    if code {
        return Some(Asked::Code);
    }
    names_secret_below(line).then_some(Asked::Key)
}

/// A question's last character, in the scripts of the chats read here
/// (Greek's `;`, Arabic's `؟`), or a colon before what follows.
const QUESTION_ENDS: &[char] = &[':', '：', '?', '？', ';', '؟', '\u{37e}'];

/// Words that end a message pointing at what follows it (`password
/// below`, `Token unten`).
const POINTS_BELOW: &[&str] = &[
    "below",
    "unten",
    "ci-dessous",
    "abajo",
    "sotto",
    "hieronder",
    "nedan",
    "nedenfor",
    "poniżej",
    "níže",
    "aşağıda",
    "abaixo",
];

/// What a line names as what follows it, inside the line (`box office
/// login (password below, username is boxoffice@)`): a secret's word,
/// then one of [`POINTS_BELOW`]; a password when the word names one.
fn named_below(line: &str) -> Option<Asked> {
    let mut words = line
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty());
    let mut before = words.next()?;
    for w in words {
        if POINTS_BELOW.iter().any(|p| w.eq_ignore_ascii_case(p))
            && strength(before, false).is_some()
        {
            let password = before.to_lowercase().starts_with("pass")
                || PASSWORD_LABELS_AS_READ
                    .iter()
                    .any(|l| before.eq_ignore_ascii_case(l));
            return Some(if password {
                Asked::Password
            } else {
                Asked::Key
            });
        }
        before = w;
    }
    None
}

/// Whether a line ends in a word that points at the lines below it.
fn points_below(line: &str) -> bool {
    line.rsplit(|c: char| !c.is_alphanumeric() && c != '-')
        .find(|w| !w.is_empty())
        .is_some_and(|w| POINTS_BELOW.iter().any(|p| w.eq_ignore_ascii_case(p)))
}

/// The message a chat's line holds after its author and time
/// (`[06/06/24, 21:07:23] Michal: 22079451`, `An (11:25): Galway2010.`),
/// and where it starts; the line itself otherwise.
fn chat_message(line: &str) -> (&str, usize) {
    let Some(colon) = line.find(": ") else {
        return (line, 0);
    };
    let head = &line[..colon];
    let bytes = head.as_bytes();
    let clock = bytes.windows(4).any(|w| {
        w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit() && w[3].is_ascii_digit()
    });
    // Or an author's name alone (`Javier Brooks: +dispo76of`): one to
    // three capitalised words of letters, none a secret's label
    // (`Password: x` is a field).
    // (Or a chat's handle: `n.olsen`, `lena`.)
    let handle = head.len() <= 24
        && head.starts_with(|c: char| c.is_ascii_lowercase())
        && head.bytes().all(|b| {
            b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'.' | b'_' | b'-')
        });
    let author = head.len() <= 40 && {
        let words: Vec<&str> = head.split_whitespace().collect();
        ((1..=3).contains(&words.len())
            && words
                .iter()
                .all(|w| w.starts_with(char::is_uppercase) && w.chars().all(char::is_alphabetic))
            || handle)
            && !ends_naming_secret(head)
            && !localized_label(head)
    };
    if head.len() <= 60 && (head.trim_start().starts_with('[') || clock) || author {
        (&line[colon + 2..], colon + 2)
    } else {
        (line, 0)
    }
}

/// What a line under a message naming a secret is.
enum Below {
    /// A lone token that looks random, at these bytes of the line.
    Value(usize, usize),
    /// A blank line or a chat's author and time (`Rosa Novak  00:22`).
    Between,
}

fn mentioned_value(line: &str, asked: Asked) -> Option<Below> {
    let (message, lead) = chat_message(line);
    // An unsaved contact's mark (`~ नेहा`).
    let line = message.trim_start().strip_prefix("~ ").unwrap_or(message);
    // A message's time after its one word (`889449  16:33`, `Mango_2025
    // 9:10 PM`): the word alone is the message.
    let t = without_sent_time(line.trim());
    // A dialogue's dash and a yes before the answer (`- 378695`, `-- si,
    // 401687`, `- NorthHake380`).
    let t = after_reply_marks(t);
    // (Or a field's value under its label: `[textbox] value="837607"`.)
    let t = field_value(t).unwrap_or(t);
    if t.is_empty() || opens_block(t) {
        return Some(Below::Between);
    }
    // A second line of the question (`can you send it?`), or a chat's
    // author alone on a line, or a word before the answer (`Moment`).
    let word = !t.contains(char::is_whitespace)
        && t.chars().count() <= 8
        && !t.bytes().any(|b| b.is_ascii_digit())
        && !t.contains(|c: char| !c.is_alphanumeric());
    let question = t.ends_with(QUESTION_ENDS) && t.split_whitespace().count() <= 12;
    if question
        || asked != Asked::Key
            && (word
                || t.split_whitespace().count() == 2
                    && t.chars().all(|c| c.is_alphabetic() || c == ' '))
    {
        return Some(Below::Between);
    }
    // (A time may start the line: `4:09 AM`.)
    let clock = t.as_bytes().windows(5).any(|w| {
        w[0].is_ascii_digit() && w[1].is_ascii_digit() && w[2] == b':' && w[3].is_ascii_digit()
    }) || t.as_bytes().windows(4).any(|w| {
        !w[0].is_ascii_digit() && w[1].is_ascii_digit() && w[2] == b':' && w[3].is_ascii_digit()
    }) || matches!(t.as_bytes(), [d, b':', m, ..] if d.is_ascii_digit() && m.is_ascii_digit());
    // A chat's author in up to three words (`iPhone von Lena`).
    let author = asked != Asked::Key
        && (2..=3).contains(&t.split_whitespace().count())
        && t.chars().all(|c| c.is_alphabetic() || c == ' ');
    if clock && t.split_whitespace().count() <= 8 && !t.ends_with(':') || author {
        return Some(Below::Between);
    }
    // (Where the message's words start in the line, past what was passed
    // over before them: an unsaved contact's mark too.)
    let lead = lead + (t.as_ptr() as usize - message.as_ptr() as usize);
    match asked {
        Asked::Code => {
            let code =
                |w: &str| (4..=8).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_digit());
            // A year's four digits, not a code (`2024. 10. 22.`).
            if code(t) {
                return Some(Below::Value(lead, lead + t.len()));
            }
            // The code after words that say it is the new one (`new one
            // 5635`, `it's 5635 now`).
            let mut said = 0;
            for (i, w) in t.split_whitespace().enumerate() {
                let lower = w.to_lowercase();
                if matches!(
                    lower.trim_end_matches(':'),
                    "new" | "one" | "code" | "is" | "now" | "it's" | "it’s" | "its" | "it" | "the"
                ) {
                    said += 1;
                    continue;
                }
                // (Where the word starts in the message, by its place in
                // it: blanks between words may be wide or many.)
                let at = w.as_ptr() as usize - t.as_ptr() as usize;
                let value = w.trim_end_matches([',', '.', '!', ';']);
                // (Not a year: `new one 2024 model`.)
                if said > 0
                    && code(value)
                    && !is_year(value)
                    && t.split_whitespace().count() - i <= 4
                {
                    return Some(Below::Value(lead + at, lead + at + value.len()));
                }
                break;
            }
            // The code, then a few words (`5437 e poi cancella!!`, `1857
            // same as always`), or an emoji alone (`138865 ✅`).
            let first = t.split_whitespace().next().unwrap_or("");
            let first = first.trim_end_matches([',', '.', '!', ';']);
            let rest = &t[first.len()..];
            // (An emoji's or a mark's block: not a price's `€`.)
            let emoji = |c: char| matches!(c, '\u{203c}' | '\u{2049}' | '\u{2190}'..='\u{2bff}' | '\u{1f000}'..='\u{1faff}' | '\u{fe0f}' | '\u{200d}');
            let words_after = rest.chars().any(char::is_alphabetic)
                || !rest.trim().is_empty() && rest.trim().chars().all(|c| emoji(c) || c == ' ');
            if code(first) && !is_year(first) && words_after && t.split_whitespace().count() <= 8 {
                return Some(Below::Value(lead, lead + first.len()));
            }
            // Another short message before the answer, under its author's
            // line (`Ben  06:43` / `sec, checking`): a few words, no digit.
            let short = t.split_whitespace().count() <= 4
                && !t.bytes().any(|b| b.is_ascii_digit())
                && t.chars().any(char::is_alphabetic);
            return short.then_some(Below::Between);
        }
        // Asked for a password, a person reads a word with digits as one
        // (`Wombat61.`), as prose does: prose's own reading decides.
        Asked::Password
            if password_shaped(t)
                || !t.contains(char::is_whitespace)
                    && !is_written_word(t)
                    && prose_value(t, 0).is_some_and(|(s, e)| s == 0 && e + 1 >= t.len()) =>
        {
            return Some(Below::Value(lead, lead + t.len()));
        }
        // Another short message of the chat before the answer (`Quinn:
        // one sec`, `Rui: le camion arrive à 8h`).
        Asked::Password if lead > 0 && t.split_whitespace().count() <= 12 => {
            return Some(Below::Between);
        }
        _ => {}
    }
    let n = t.chars().count();
    let lone = (16..=256).contains(&n)
        && !t.contains(char::is_whitespace)
        && !t.contains("://")
        && !t.starts_with(['/', '~', '.', '#', '-', '<', '[', '('])
        // (Nor a call's line of code: `print(api_key_v2)`.)
        && !(t.contains('(') && (t.ends_with(')') || t.ends_with(");")))
        && !is_email(t)
        // A field of its own whose value its provider makes public
        // (`NEXT_PUBLIC_STRIPE_KEY=pk_live_...` under `publishable key:`).
        && !(super::assign::starts_own_field(t)
            && t.split_once('=').is_some_and(|(_, v)| super::structure::is_public_token(v.trim())))
        // Letters and digits: `SeeTheVaultEntry` is words run together.
        && t.chars().any(char::is_alphabetic)
        && t.bytes().any(|b| b.is_ascii_digit())
        && !is_reference_or_marker(t);
    lone.then_some(Below::Value(lead, lead + t.len()))
}

/// A chat line's one word without the time it was sent after it, and the
/// marks a chat puts after the time (`889449  16:33`, `Mango_2025 9:10
/// PM ✓✓`), or without a note in brackets after it (`5635 (new)`); the
/// line as it is otherwise.
fn without_sent_time(t: &str) -> &str {
    let Some((word, rest)) = t.split_once(char::is_whitespace) else {
        return t;
    };
    let rest = rest
        .trim()
        .trim_end_matches(['✓', '✔', ' '])
        .trim_end_matches(" AM")
        .trim_end_matches(" PM");
    let time = rest.split_once(':').is_some_and(|(h, m)| {
        (1..=2).contains(&h.len())
            && m.len() == 2
            && h.bytes().chain(m.bytes()).all(|b| b.is_ascii_digit())
    });
    // (Or a note in brackets: `Willow_3437 (it changed again last week)`.)
    let note = rest
        .strip_prefix('(')
        .and_then(|r| r.strip_suffix(')'))
        .is_some_and(|r| !r.contains(['(', ')']));
    if time || note {
        word
    } else {
        t
    }
}

/// A label without what is glued before its first word (`_Restic
/// repository password`, `"WPA Key`, `ééRestic ...`): from the first
/// word's last run of ASCII letters, digits and `_`, when it ends in one,
/// without a leading `_` (`_session_id`).
fn unglued(label: &str) -> &str {
    let label = label.trim_start();
    let first = label.split_whitespace().next().unwrap_or("");
    let run = first
        .bytes()
        .rev()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    // A letter of another script before a lowercase run is the word's
    // own (`WLAN-Schlüssel`, not `ééRestic`).
    let glue = first[..first.len() - run].chars().next_back();
    let own = glue.is_some_and(char::is_alphabetic)
        && first[first.len() - run..].starts_with(|c: char| c.is_ascii_lowercase());
    if run == 0 || own {
        return label;
    }
    label[first.len() - run..].trim_start_matches('_')
}

/// Whether a word is a program's identifier in snake case
/// (`security_code`, `DB_PASSWORD`), with an underscore inside.
fn is_identifier(word: &str) -> bool {
    let inner = word.trim_matches('_');
    inner.contains('_')
        && inner.starts_with(|c: char| c.is_ascii_alphabetic())
        && (super::assign::is_snake_case(inner, false) || super::assign::is_snake_case(inner, true))
}

/// Whether a cell or a line is a short label, not code or prose: it
/// starts with a letter, and has at most four words, no brackets,
/// quotes or `=`.
fn short_label(cell: &str) -> bool {
    // `PINECONE_API_KEY: x` (an editor's YAML with its line numbers): a
    // field and its value, not a column's name.
    // (Nor a value: `arn:aws:iam::267323502071:root` in a scan's rows.)
    let arn = cell.contains("::")
        && cell
            .split(|c: char| !c.is_ascii_digit())
            .any(|run| run.len() >= 6);
    // (An abbreviation's dot ends a column's name too: `No.`, `Ref.`.)
    let abbreviation = cell
        .strip_suffix('.')
        .is_some_and(|w| (1..=4).contains(&w.len()) && w.chars().all(char::is_alphabetic));
    cell.starts_with(char::is_alphabetic)
        && !arn
        && !cell.ends_with(':')
        && (!cell.ends_with('.') || abbreviation)
        && !cell.contains(": ")
        && cell.len() <= 40
        && cell.split_whitespace().count() <= 4
        && !cell.contains(['(', ')', '{', '}', '[', ']', ';', '=', '<', '>', '"', '\''])
}

/// Whether a label's last word names a secret (`Password`, `App-Specific
/// Passwords`), or its last two words do (`WPA Key`, `_session_id`).
fn ends_naming_secret(label: &str) -> bool {
    let w = words(label);
    let Some(last) = w.last() else {
        return false;
    };
    let singular = last.strip_suffix('s').unwrap_or(last);
    let strong = |x: &str| strength(x, false) == Some(Strength::Strong);
    let pair = w.len() >= 2
        && STRONG_PAIRS
            .iter()
            .any(|&(a, b)| a == w[w.len() - 2] && (b == last || b == singular));
    // `SMTP_PASS`, `dbPass`: an identifier's last `pass` names a password;
    // a phrase's does not (`Boarding pass`).
    let identifier_pass = last == "pass" && w.len() >= 2 && !label.contains(' ');
    // A cookie table's `session` row: its value must still look like one.
    let session = last == "session";
    strong(last) || strong(singular) || pair || identifier_pass || session
}

/// Where the one word a line holds is, if it holds one of at least
/// eight characters.
fn lone_word(line: &str) -> Option<(usize, usize)> {
    let word = line.trim();
    (word.len() >= 8 && !word.contains(char::is_whitespace)).then(|| {
        let s = line.len() - line.trim_start().len();
        (s, s + word.len())
    })
}

/// The label a line gives the value on the line above it: in brackets at
/// its start, or after a caret or an arrow pointing up (`(SEON license
/// key)`, `[secret key] rotate monthly`, `^ Fingerprint secret API key for
/// prod`), when it names a secret.
fn label_after_value(line: &str) -> Option<&str> {
    let t = line.trim();
    let bracketed = [('(', ')'), ('[', ']'), ('{', '}')]
        .iter()
        .find_map(|&(open, close)| t.strip_prefix(open)?.split_once(close).map(|(l, _)| l));
    let label = bracketed
        .or_else(|| {
            ["^", "↑", "<-", "←", "☝"]
                .iter()
                .find_map(|p| t.strip_prefix(p))
        })?
        .trim();
    names_secret_within(label).then_some(label)
}

/// Whether some first words of a label end naming a secret (`Fingerprint
/// secret API key for prod (Sofia)`, `that's the Azure API key, don't
/// paste it`), and no word of it says the value is something else (`the
/// commit that removed the token`, `hash of the key`, `not a key`, `token
/// id`).
fn names_secret_within(label: &str) -> bool {
    const ELSE_WORDS: &[&str] = &[
        "not", "no", "that", "which", "whose", "of", "commit", "hash", "checksum", "digest", "sha",
        "id", "ids", "name",
    ];
    let mut ends = label
        .char_indices()
        .filter(|&(_, c)| c.is_whitespace() || matches!(c, ',' | '(' | ')' | ';'))
        .map(|(i, _)| i)
        .chain([label.len()]);
    label.len() <= 80
        && !words(label)
            .iter()
            .any(|w| ELSE_WORDS.contains(&w.as_str()))
        && ends.any(|i| ends_naming_secret(&label[..i]))
}

/// The value a line holds alone, if it looks like a secret.
fn lone_value(text: &str, start: usize, end: usize, label: &str) -> Option<(usize, usize)> {
    let line = &text[start..end];
    // A question (`Mot de passe oublié ?`) or the label again is no value.
    if line.contains('\t') || line.trim().contains("  ") || line.trim_end().ends_with('?') {
        return None;
    }
    // A field of its own (`LOG_LEVEL=info` under `PERCY_TOKEN=...`), or a
    // sentence in a script without spaces (`最後の4文字のみ表示されます`).
    let cjk = line.chars().filter(|&c| super::assign::is_cjk(c)).count();
    let sentence = cjk >= 4
        && line
            .chars()
            .all(|c| super::assign::is_cjk(c) || !c.is_alphabetic());
    // (Or a record's field in capitals, `DTSTART:20250101T090000Z`.)
    let capitals = line.trim().split_once([':', ';']).is_some_and(|(name, _)| {
        name.len() >= 3 && name.bytes().all(|b| b.is_ascii_uppercase() || b == b'-')
    });
    if super::assign::starts_own_field(line.trim()) || sentence || capitals {
        return None;
    }
    // (An arrow may point at it, `→ 1437...`, which the view reads as the
    // `:` it stands for. A line of blanks alone, a no-break space's, is
    // empty from both ends.)
    let rest = line
        .trim_start()
        .trim_start_matches([':', '→', '：'])
        .trim_start();
    let lead = line.len() - rest.len();
    value_cell(
        text,
        start + lead,
        start + lead + rest.trim_end().len(),
        label,
    )
}

/// The secret a cell under or beside a label holds: a passphrase that is
/// all of it, or one word shaped like a password or read as one. Digits
/// alone are a count unless the label names a PIN, a code or a password.
fn value_cell(text: &str, start: usize, end: usize, label: &str) -> Option<(usize, usize)> {
    let cell = &text[start..end];
    // (Under an alarm's name alone, a year is a note's: `CHANDLERY ALARM`
    // then `2024`.)
    if label == ALARM_CODE_LABEL && is_year(cell.trim()) {
        return None;
    }
    // (Under a Wi-Fi's name alone, a key's shape, not the network's name:
    // `GUEST WIFI` then `Festival-Free`.)
    if label == WIFI_KEY_LABEL {
        let v = cell.trim();
        // (A symbol a network's name has not, `!Eko719S`; `CrewNet-5G` is
        // one.)
        let key = super::has_password_symbol(v) && super::password_shaped(v)
            || v.chars().count() >= 12 && looks_random(v)
            || v.bytes()
                .all(|b| b.is_ascii_lowercase() || b == b'_' || b == b'-')
                && chained_words(v) >= 3;
        if !key {
            return None;
        }
    }
    // (Under a lock's name alone, a keypad's digits no clock could show,
    // or a dial's numbers: `Paint locker:` then `25-31-05`.)
    if label == LOCK_CODE_LABEL || label == DIAL_LOCK_CODE_LABEL {
        let r = LockCodeReading::of(label, cell);
        let dial = label == DIAL_LOCK_CODE_LABEL;
        let code = r.code && (dial || !r.clock)
            || dial && is_year(cell.trim())
            || is_dial_combination(cell.trim());
        return code.then(|| {
            let lead = cell.len() - cell.trim_start().len();
            (start + lead, start + lead + cell.trim().len())
        });
    }
    // (Under a key named for a system alone, a key's body: random, or hex
    // digits and a UUID's; not a reference's `REF-2024-001`.)
    if label == KEY_FOR_A_SYSTEM_LABEL && !key_bodied(cell.trim_matches(['`', '"'])) {
        return None;
    }
    // A form's field drawn in brackets (`Mật khẩu  [ 7xrz720sxubc ]`).
    if let Some(inner) = cell.strip_prefix("[ ").and_then(|c| c.strip_suffix(" ]")) {
        let lead = inner.len() - inner.trim_start().len();
        let from = start + 2 + lead;
        return value_cell(text, from, from + inner.trim().len(), label);
    }
    // A Markdown table's code span or a quoted cell (`` `Ssek402-tTPck` ``).
    for quote in ['`', '"'] {
        let inner = cell.strip_prefix(quote).and_then(|c| c.strip_suffix(quote));
        if let Some(inner) = inner.filter(|i| !i.is_empty() && !i.contains(quote)) {
            return value_cell(text, start + 1, start + 1 + inner.len(), label);
        }
    }
    // A sentence in a script without spaces (a policy's `密码长度至少为8位，
    // ...。`), a reference or a mask is no value.
    if cell.contains(['。', '，', '、', '；']) || is_reference_or_marker(cell) {
        return None;
    }
    // Code's items (`FixupContext::NONE,`) are no values; nor is a
    // register's hex number beside a fault's, an error's or a status's
    // name (`fault_code  0xEC46`; not `security_code  0x3DB4F364`).
    let hex_number = cell
        .strip_prefix("0x")
        .or_else(|| cell.strip_prefix("0X"))
        .is_some_and(|h| (1..=8).contains(&h.len()) && h.bytes().all(|b| b.is_ascii_hexdigit()))
        && {
            let named = words(label);
            named.iter().any(|w| {
                matches!(
                    w.to_ascii_lowercase().as_str(),
                    "fault" | "error" | "status" | "register"
                )
            }) && !named.iter().any(|w| {
                !matches!(
                    w.to_ascii_lowercase().as_str(),
                    "code" | "fault" | "error" | "status"
                ) && strength(w, false).is_some()
            })
        };
    let code = cell.contains(['(', ')', '[', ']', '{', '}', '<', '>'])
        || cell.contains("::")
        || hex_number;
    if cell.is_empty() || code || cell.ends_with([',', ';']) {
        return None;
    }
    if cell.contains(char::is_whitespace) {
        return passphrase_at(text, start, end).filter(|&(_, e)| e == end);
    }
    if is_count(&words(label), cell) {
        return None;
    }
    if password_shaped(cell) || chained_words(cell) >= 3 {
        return Some((start, end));
    }
    if is_written_word(cell) || is_variable_name(cell) {
        return None;
    }
    // (A field's value between its quotes, `value="5891"`, is read
    // alone.)
    if start > 0 && text[..start].ends_with('"') && text[end..].starts_with('"') {
        return prose_value(cell, 0)
            .filter(|&(s, e)| s == 0 && e == cell.len())
            .map(|_| (start, end));
    }
    // (A word read on past the cell's closing quote ends with the cell.)
    prose_value(text, start)
        .filter(|&(s, e)| s == start && e + 1 >= end)
        .map(|(s, e)| (s, e.min(end)))
}

/// Whether a cell holds a key's body: a generator's (digits, and
/// capitals strewn among small letters, `AlhaRFGaL1w-g6o`; not a tag's
/// `SerialNo7734`, `Level3Floor`), or sixteen or more hex digits and
/// dashes, with letters and digits both.
fn key_bodied(cell: &str) -> bool {
    let hex = cell.len() >= 16
        && cell.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-')
        && cell.bytes().any(|b| b.is_ascii_digit())
        && cell.bytes().any(|b| b.is_ascii_alphabetic());
    hex || super::has_random_body(cell) && super::words::strewn_capitals(cell)
}

/// Whether a cell is a variable's name in capitals (`STRIPE_KEY`,
/// `TS_AUTHKEY` in a list of secrets' names, a settings table's `Name`
/// column): capitals, digits and `_`, with a `_` or a secret's word.
fn is_variable_name(cell: &str) -> bool {
    cell.len() > 2
        && cell.starts_with(|c: char| c.is_ascii_uppercase())
        && cell
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
        && (cell.contains('_') || strength(cell, false).is_some())
}

/// Whether a cell is one word as a screen writes it, capitalised or not
/// (`Registration`, `Bejelentkezés`, a button's under a label or a
/// link's `Forgot password?`): letters alone, no capital after the first.
fn is_written_word(cell: &str) -> bool {
    let mut letters = cell.chars();
    letters.next().is_some_and(char::is_alphabetic)
        && letters.all(|c| c.is_alphabetic() && !c.is_uppercase())
}

/// An email address, then `:` and a password (a combo list's line,
/// `jdoe@acme.io:Cricket_1833`).
static EMAIL_PASSWORD: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        // No boundary before it: text glued before the address (`中`, `é`)
        // does not hide the password.
        r#"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#,
        r#":(?P<value>[^\s"'<>]+)"#,
        // `kenji@x.com / BonjourAbsorb14` (a login given in a chat or a
        // note): the address, ` / `, ` | ` or a dash, then a password's
        // shape.
        r#"|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}[ \t]+(?:[/|]|(?P<dash>[–—]))[ \t]+(?:(?i:pass|pw|pwd|p/w|contra|mdp|senha|кл\.|パス)[ \t]+)?(?P<shaped>[^\s"'<>]+)"#,
    ))
    .expect("a valid pattern")
});

/// Whether `s` is all one email address (a row's cell, a word).
pub(super) fn is_email(s: &str) -> bool {
    EMAIL.is_match(s)
}

/// An email address that is all of a cell or a word.
static EMAIL: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$")
        .expect("a valid pattern")
});

/// Passwords after or beside an email address: `user@host.tld:value`
/// (not a port, a path or a file), a row's cell shaped like a password
/// next to a cell that is an email address, and a line shaped like one
/// under a line that is one.
pub(super) fn beside_email(text: &str, found: &mut impl FnMut(usize, usize)) {
    for c in EMAIL_PASSWORD.captures_iter(text) {
        if let Some(v) = c.name("shaped") {
            // After an address and ` / `, letters with digits are a
            // password too (`mariposa734`); a path or a role is not.
            // After a dash, only a password's shape, its letters and
            // digits mixed (not a subject's `Re2024 budget`, a ticket's
            // `Case#48213`).
            let value = v.as_str().trim_end_matches(['.', ',', ';', ')', ']']);
            if c.name("dash").is_some() && super::generic::switches(value) < 2 {
                continue;
            }
            let told = c.name("dash").is_none()
                && value.chars().count() >= 6
                && value.chars().any(char::is_alphabetic)
                && value.bytes().any(|b| b.is_ascii_digit())
                && !value.contains(['/', '@']);
            if (password_shaped(value) || told) && !is_reference_or_marker(value) {
                found(v.start(), v.start() + value.len());
            }
            continue;
        }
        let Some(v) = c.name("value") else {
            continue;
        };
        let value = v.as_str().trim_end_matches(['.', ',', ';', ')', ']']);
        let port = value.bytes().all(|b| b.is_ascii_digit());
        // `git@github.com:org/repo.git`, `me@server.io:notes.txt`.
        let path = value.contains(['/', '\\']) || FILE.is_match(value);
        if value.chars().count() >= 4 && !port && !path && !is_reference_or_marker(value) {
            found(v.start(), v.start() + value.len());
        }
    }
    let mut email_above = false;
    for (start, end) in line_ranges(text) {
        let line = text[start..end].trim();
        // A login's lines: the address, then the password (a password
        // manager's entry, an OpenVPN `auth.txt`).
        if std::mem::replace(&mut email_above, is_email(line)) && password_shaped(line) {
            let lead = text[start..end].len() - text[start..end].trim_start().len();
            found(start + lead, start + lead + line.len());
        }
        let Some(delimiter) = delimiter(&text[start..end]) else {
            continue;
        };
        let row = cells(text, start, end, delimiter);
        if !row.iter().any(|&(s, e)| is_email(&text[s..e])) {
            continue;
        }
        for &(s, e) in &row {
            if password_shaped(&text[s..e]) {
                found(s, e);
            }
        }
    }
}

/// An authenticator app's code under the account it opens (Authy's,
/// 2FAS's or a password manager's list: `GitHub: lars@gmail.com`, then
/// `435 115`): a line that is an account (an address, after a service's
/// name and `:`, `,` or ` - `, or alone), then a line that is a code of
/// six or eight digits, whole or in two halves.
pub(super) fn under_account(text: &str, found: &mut impl FnMut(usize, usize)) {
    let mut account_above = false;
    for (start, end) in line_ranges(text) {
        let (s, e) = a11y_content(text, start, end);
        let unit = &text[s..e];
        if std::mem::take(&mut account_above) && is_authenticator_code(unit) {
            found(s, e);
        }
        account_above = is_account(unit);
    }
}

/// An authenticator app's codes beside its countdown, whatever the lines
/// above them name (Aegis's `AWS (ml-prod)` / `940820` / `19s`, or one
/// countdown under a list of accounts and codes): in a text that names
/// the app and shows the seconds left on a line, each line that is a code
/// of six or eight digits, whole or in two halves.
pub(super) fn over_countdown(text: &str, found: &mut impl FnMut(usize, usize)) {
    let lower = text.to_lowercase();
    if !AUTHENTICATOR_APPS.iter().any(|app| lower.contains(app)) {
        return;
    }
    let mut codes = Vec::new();
    let mut counting = false;
    for (start, end) in line_ranges(text) {
        let (s, e) = a11y_content(text, start, end);
        let unit = &text[s..e];
        if is_authenticator_code(unit) {
            codes.push((s, e));
        }
        counting |= is_countdown(unit);
    }
    if counting {
        for (s, e) in codes {
            found(s, e);
        }
    }
}

/// A one-time code's countdown: seconds left (`19s`, `⏱ 21 s`, `28秒`),
/// maybe in words (`残り 9 秒`, `осталось 14 с`, `noch 12 s`).
fn is_countdown(unit: &str) -> bool {
    let t = unit
        .trim()
        .trim_start_matches(|c: char| !c.is_alphanumeric())
        .trim_start();
    let t = [
        "残り",
        "剩余",
        "осталось",
        "noch",
        "reste",
        "quedan",
        "restano",
        "nog",
    ]
    .iter()
    .find_map(|w| t.strip_prefix(w))
    .unwrap_or(t)
    .trim_start();
    let digits = t.trim_end_matches(['s', '秒', 'с']).trim_end();
    digits.len() < t.len()
        && (1..=2).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Remote support tools' names: the keywords of `remote_support_code`,
/// matched on the text lowercased.
pub(super) const REMOTE_SUPPORT_TOOLS: &[&str] = &[
    "teamviewer",
    "anydesk",
    "quick assist",
    "quickassist",
    "splashtop",
    "rustdesk",
    "screenconnect",
    "connectwise",
    "beyondtrust",
    "bomgar",
    "remote support",
    "remote assistance",
    "zoho assist",
    "supremo",
];

/// A remote support tool's password or session code, which lets a
/// stranger onto the machine (TeamViewer's `Password` then `qkhomw`,
/// Quick Assist's `security code` then `00K8B5`, `The code is K6IJLB`,
/// Splashtop's `Session code: 428662652`): in a text that names the tool,
/// the value after such a label, on its line or alone on the next. A
/// tool's password is short and may be letters alone, so any four to
/// twelve letters and digits are read as one, but a capitalised word
/// (`Password` / `Control Remote Computer`) and a screen's words are not.
pub(super) fn remote_support(text: &str, found: &mut impl FnMut(usize, usize)) {
    let lower = text.to_lowercase();
    if !REMOTE_SUPPORT_TOOLS.iter().any(|t| lower.contains(t)) {
        return;
    }
    for c in REMOTE_SUPPORT_LABEL.captures_iter(text) {
        let beside = c.name("value3").filter(|_| {
            c.name("label").is_some_and(|l| {
                // (A script without case writes its label as a screen
                // does: `密码 kbvdgo`.)
                l.as_str()
                    .starts_with(|c: char| c.is_uppercase() || !c.is_lowercase() && !c.is_ascii())
                    || l.as_str().ends_with(" is")
            })
        });
        let Some(v) = c.name("value").or(c.name("value2")).or(beside) else {
            continue;
        };
        let value = v.as_str();
        let word = value.starts_with(|c: char| c.is_ascii_uppercase())
            && value[1..].bytes().all(|b| b.is_ascii_lowercase());
        let prose = matches!(
            value.to_ascii_lowercase().as_str(),
            "will"
                | "must"
                | "your"
                | "with"
                | "from"
                | "here"
                | "this"
                | "that"
                | "have"
                | "been"
                | "when"
                | "into"
                | "only"
                | "once"
                | "then"
                | "used"
                | "shown"
                | "change"
                | "reset"
                | "expires"
                | "expired"
                | "required"
                | "field"
                | "again"
                | "below"
                | "above"
        );
        if !word && !prose && !is_reference_or_marker(value) {
            found(v.start(), v.end());
        }
    }
}

static REMOTE_SUPPORT_LABEL: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r"(?i)(?P<label>password|passwort|kennwort|mot de passe|contraseña|senha|wachtwoord|hasło|lösenord|пароль|パスワード|密码|비밀번호|session code|security code|access code|code is)",
        // After a colon on its line; alone on the next line (`security
        // code with the person you're helping` / `00K8B5`); or, after a
        // label the screen capitalises, beside it (`Password qkhomw`, `The
        // code is K6IJLB`).
        r"(?:[^\n:：]{0,60}?[:：][ \t]*(?P<value>[A-Za-z0-9]{4,12})(?-u:\b)",
        r"|[^\n:：]{0,60}?\n[ \t]*(?P<value2>[A-Za-z0-9]{4,12})[ \t]*(?:\n|$)",
        r"|[ \t]+(?P<value3>[A-Za-z0-9]{4,12})(?-u:\b))",
    ))
    .expect("a valid pattern")
});

/// Words of a password notebook's title (its file's or its note's name,
/// `lösenord – Anteckningar`, `密码本.xlsx`, `mots_de_passe.txt`): the
/// keywords of `password_notebook`, matched on the title lowercased.
pub(super) const NOTEBOOK_TITLE_WORDS: &[&str] = &[
    "passw",
    "kennw",
    "lösenord",
    "losenord",
    "adgangskode",
    "passord",
    "wachtwoord",
    "hasła",
    "hasło",
    "hasla",
    "haslo",
    "mots_de_passe",
    "mots de passe",
    "mot de passe",
    "contraseñ",
    "senha",
    "salasana",
    "şifre",
    "sifre",
    "парол",
    "密码",
    "密碼",
    "パスワード",
    "비밀번호",
];

/// A password notebook's line: a service, `:` or `|`, its login, then a
/// dash or `|` and its password (`Facebook: opa32 – R-++aEkcAeJM9Ysf=P0Y`,
/// `Instagram | olle80 | Abstract-sibling-candy97`).
static NOTEBOOK_LINE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(
        r"^[ \t]*[^:|–—\t\n]{1,40}?[ \t]*[:|][ \t]*[^\s|–—]{1,64}[ \t]+[–—|-][ \t]*(?P<value>[^\s|]{6,64})[ \t]*\|?[ \t]*$",
    )
    .expect("a valid pattern")
});

/// A password notebook's passwords: under a first line that names the
/// notebook's passwords, each line's last field that looks like one (a
/// password's shape, a word with digits, chained words).
pub(super) fn notebook(text: &str, found: &mut impl FnMut(usize, usize)) {
    let mut lines = line_ranges(text);
    let Some((s, e)) = lines.next() else {
        return;
    };
    let title = text[s..e].to_lowercase();
    if !NOTEBOOK_TITLE_WORDS.iter().any(|w| title.contains(w)) {
        return;
    }
    for (start, end) in lines {
        let Some(v) = NOTEBOOK_LINE
            .captures(&text[start..end])
            .and_then(|c| c.name("value"))
        else {
            continue;
        };
        let value = v.as_str();
        let letters = value.chars().any(char::is_alphabetic);
        let digits = value.bytes().any(|b| b.is_ascii_digit());
        if (password_shaped(value) || letters && digits || chained_words(value) >= 3)
            && !is_reference_or_marker(value)
            && !is_email(value)
        {
            found(start + v.start(), start + v.end());
        }
    }
}

/// A sticky note's name in the languages of its photos' OCR (`sticky
/// note`, `post-it`, `pósit`, `geeltje`, `Klebezettel`, `付箋`): the
/// keywords of `sticky_note_password`.
pub(super) const STICKY_NOTE_WORDS: &[&str] = &[
    "sticky note",
    "post-it",
    "postit",
    "pósit",
    "geeltje",
    "plakbriefje",
    "klebezettel",
    "haftnotiz",
    "klisterlapp",
    "muistilappu",
    "karteczka",
    "стикер",
    "付箋",
    "便利贴",
    "포스트잇",
];

/// Most lines under a sticky note's name that are read for what it holds.
const STICKY_NOTE_LINES: usize = 3;

/// What a sticky note by a screen holds, as a photo's OCR reads it
/// (`sticky note:` / `ATO` / `Audit_Ledger77`, `pósit:` / `a3ASESOR` /
/// `Contable&Playa68`): each of the [`STICKY_NOTE_LINES`] lines under its
/// name that is one word with letters and a digit or a symbol, or a
/// password's shape. A system's name in words (`Quadra`) and a line of
/// words (`call the bank at 3`) are passed over.
pub(super) fn sticky_notes(text: &str, found: &mut impl FnMut(usize, usize)) {
    let jotted = |line: &str| {
        let letters = line.chars().any(char::is_alphabetic);
        let marked = line
            .chars()
            .any(|c| c.is_ascii_digit() || passphrase_symbol(c));
        password_shaped(line) || letters && marked
    };
    words_under(
        text,
        &STICKY_NOTE,
        STICKY_NOTE_LINES,
        Under::Word,
        &jotted,
        found,
    );
}

/// [`STICKY_NOTE_WORDS`] in any case, made once.
static STICKY_NOTE: Lazy<Regex> = Lazy::new(|| any_case(STICKY_NOTE_WORDS));

/// [`CLIPBOARD_WORDS`] in any case, made once.
static CLIPBOARD: Lazy<Regex> = Lazy::new(|| any_case(CLIPBOARD_WORDS));

/// A pattern that finds any of `words` in any case, starting a word (as
/// the view reads it, `pósit` is `posit`: not inside `composite`).
fn any_case(words: &[&str]) -> Regex {
    let alternatives: Vec<String> = words.iter().map(|w| regex::escape(w)).collect();
    super::pattern(&format!(
        "(?i)(?:^|[^\\p{{L}}\\p{{N}}])(?:{})",
        alternatives.join("|")
    ))
    .expect("a valid pattern")
}

/// A clipboard history's name on a screen (Windows' `Win+V`, a clipboard
/// manager's): the keywords of `clipboard_password`.
pub(super) const CLIPBOARD_WORDS: &[&str] = &[
    "clipboard history",
    "zwischenablageverlauf",
    "verlauf der zwischenablage",
    "historique du presse-papiers",
    "historial del portapapeles",
    "cronologia degli appunti",
    "klembordgeschiedenis",
    "urklippshistorik",
    "historia schowka",
    "журнал буфера обмена",
    "クリップボードの履歴",
    "剪贴板历史",
];

/// Most entries of a clipboard's history that are read.
const CLIPBOARD_LINES: usize = 8;

/// A password among a clipboard history's entries (`Clipboard history
/// (Win+V)` / `• haring.sleutel.appel.sleutel5`): an entry of one word in
/// a password's shape or of three or more words chained by `.`, `-` or
/// `_`. What else is copied (a file's name, a link, an amount, an IBAN,
/// a word with digits) is passed over: a clipboard holds anything.
pub(super) fn clipboard_entries(text: &str, found: &mut impl FnMut(usize, usize)) {
    let copied = |line: &str| password_shaped(line) || chained_words(line) >= 3;
    words_under(
        text,
        &CLIPBOARD,
        CLIPBOARD_LINES,
        Under::Word,
        &copied,
        found,
    );
}

/// A hand-over's name (`Hand-over – departing cellar master`, `Übergabe`,
/// `passation`, `consegne`, `передача дел`): the keywords of
/// `handover_list_secret`.
pub(super) const HANDOVER_WORDS: &[&str] = &[
    "hand-over",
    "handover",
    "hand over",
    "handoff",
    "hand-off",
    "übergabe",
    "passation",
    "traspaso",
    "consegne",
    "overdracht",
    "överlämning",
    "overlevering",
    "передача дел",
    "передача смены",
    "передача справ",
    "передача зміни",
    "przekazanie",
    "předání",
    "odovzdanie",
    "átadás",
    "predare",
    "devir teslim",
    "overdragelse",
    "passagem de turno",
    "entrega de turno",
    "serah terima",
    "makabidhiano",
    "bàn giao",
    "हैंडओवर",
    "引き継ぎ",
    "引継ぎ",
    "交接",
    "인수인계",
    "חפיפה",
];

/// [`HANDOVER_WORDS`] in any case, made once.
static HANDOVER: Lazy<Regex> = Lazy::new(|| any_case(HANDOVER_WORDS));

/// Most items of a hand-over's list that are read.
const HANDOVER_LINES: usize = 16;

/// A secret among a hand-over's items, each a place's or a thing's short
/// name and what the next person needs for it (`Hand-over – departing
/// cellar master` / `2. Chemical store: *mau!461M`): a value of one word
/// in a password's shape. What else a hand-over lists (`shared drive`, a
/// file's name, a phone number, `Tank 4: T-114`) is passed over.
pub(super) fn handover_items(text: &str, found: &mut impl FnMut(usize, usize)) {
    let told = |line: &str| super::password_shaped(line) || password_shaped(line);
    words_under(text, &HANDOVER, HANDOVER_LINES, Under::Item, &told, found);
}

/// How a line under a name holds its word.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Under {
    /// The line is the word (after a list's bullet).
    Word,
    /// The line is a list's item, its short label, a colon and the word
    /// (`2. Lab: YXfy7QNlKO`).
    Item,
}

/// The lines, up to `lines` of them, under each line that `names` finds
/// a name in, that are one word (after a list's bullet, or an item's
/// label, as `under` says) which `secret` takes and which is no address,
/// path, file's name or reference.
fn words_under(
    text: &str,
    names: &Regex,
    lines: usize,
    under: Under,
    secret: &dyn Fn(&str) -> bool,
    found: &mut impl FnMut(usize, usize),
) {
    // Each name's line is read once, from the line after it: a second
    // name on the same line is not read again.
    let mut read_to = 0;
    for named in names.find_iter(text) {
        let Some(newline) = text[named.end()..].find('\n') else {
            break;
        };
        let after = named.end() + newline + 1;
        if after <= read_to {
            continue;
        }
        read_to = after;
        for (start, end) in line_ranges(&text[after..]).take(lines) {
            let (start, end) = (after + start, after + end);
            let mut line = without_list_marks(&text[start..end]);
            if under == Under::Item {
                // (A numbered item: `2. `, `3) `.)
                let number = line.bytes().take_while(u8::is_ascii_digit).count();
                let item = match line[number..].strip_prefix(['.', ')']) {
                    Some(rest) if number <= 2 => rest,
                    _ if number == 0 => line,
                    _ => continue,
                };
                let Some((label, value)) = item.split_once([':', '：']) else {
                    continue;
                };
                // (A Wi-Fi's item is the Wi-Fi's readings', which tell its
                // key from its network's name: `1. Wi-Fi: FE-Camp-E1`.)
                let label = label.trim();
                let wifi = label.to_lowercase().replace('-', "").contains("wifi");
                if !short_label(label) || wifi {
                    continue;
                }
                line = value.trim();
            }
            let from = start + text[start..end].rfind(line).unwrap_or(0);
            if (6..=64).contains(&line.chars().count())
                && !line.contains(char::is_whitespace)
                && secret(line)
                && !line.contains(['/', '\\'])
                && !FILE.is_match(line)
                && !is_reference_or_marker(line)
                && !is_email(line)
            {
                found(from, from + line.len());
            }
        }
    }
}

/// Whether a unit names an account by its address: the address alone, or
/// a service's name of a few words before it (`Slack: ivan@web.de`,
/// `Epic Games, minjun@gmail.com`, `Hetzner - amani@gmx.at`).
fn is_account(unit: &str) -> bool {
    let t = unit.trim();
    let address = t.rsplit([' ', ',']).next().unwrap_or(t);
    if !is_email(address) {
        return false;
    }
    let service = t[..t.len() - address.len()].trim_end();
    let service = service
        .strip_suffix([':', ',', '-', '–', '—', '·', '|'])
        .unwrap_or(service)
        .trim_end();
    service.is_empty() || short_label(service)
}

/// Whether a unit is all a time-based code: six or eight digits, or two
/// halves of three or four digits with a space between (`409 074`).
fn is_authenticator_code(unit: &str) -> bool {
    let t = unit.trim();
    let digits = |p: &str, n: usize| p.len() == n && p.bytes().all(|b| b.is_ascii_digit());
    match t.split_once(' ') {
        Some((a, b)) => digits(a, 3) && digits(b, 3) || digits(a, 4) && digits(b, 4),
        None => digits(t, 6) || digits(t, 8),
    }
}

/// A file's name: a name, `.`, and an extension of letters.
static FILE: Lazy<Regex> =
    Lazy::new(|| super::pattern(r"^[A-Za-z0-9_-]+\.[A-Za-z]{2,4}$").expect("a valid pattern"));

/// Whether a cell beside an email address is shaped like a password and
/// not like the other things a row holds (a name, a URL, a date, a role,
/// an id): four or more words joined by `.`, `-` or `_`
/// (`raven-carbon-salmon-island`); letters, digits and a symbol
/// (`Glacier&825`, `?Marble590`); groups of letters and digits
/// (`0zml82-ficu35-9hesxs`); or a random run of both cases and digits.
fn password_shaped(cell: &str) -> bool {
    let n = cell.chars().count();
    // A sentence in a script without spaces is no password (`密码长度至少为8位，...。`).
    if !(6..=64).contains(&n)
        || cell.contains(char::is_whitespace)
        || cell.contains("://")
        || cell.contains(['。', '，', '、', '；', '！', '？'])
    {
        return false;
    }
    let letters = cell.chars().any(char::is_alphabetic);
    let digits = cell.bytes().any(|b| b.is_ascii_digit());
    let symbol = cell.chars().any(passphrase_symbol);
    let groups: Vec<&str> = cell.split('-').collect();
    let grouped = groups.len() >= 3
        && groups.iter().all(|g| {
            (4..=8).contains(&g.len())
                && g.bytes().all(|b| b.is_ascii_alphanumeric())
                && g.bytes().any(|b| b.is_ascii_alphabetic())
        })
        && groups
            .iter()
            .filter(|g| g.bytes().any(|b| b.is_ascii_digit()))
            .count()
            >= 2;
    let mixed = cell.bytes().any(|b| b.is_ascii_uppercase())
        && cell.bytes().any(|b| b.is_ascii_lowercase())
        && n >= 12
        && switches(cell) >= MIN_SWITCHES
        && looks_random(cell);
    let shaped = chained_words(cell) >= 4 || letters && digits && symbol || grouped || mixed;
    shaped && !is_email(cell) && !cell.contains('/') && !is_reference_or_marker(cell)
}

/// Last words of a label whose value is public, or a person's name or an
/// address, however it is shaped (`User: mike_01!`, `Slack channel:
/// #ops-2`, `Promo: Save20%`): the label of
/// [`password_after_label`] must be none of them (nor a public column's).
const NOT_PASSWORD_LABELS: &[&str] = &[
    "user",
    "username",
    "login",
    "account",
    "email",
    "mail",
    "host",
    "hostname",
    "server",
    "url",
    "link",
    "ref",
    "anchor",
    "handle",
    "hashtag",
    "hash",
    "tag",
    "tags",
    "channel",
    "twitter",
    "instagram",
    "regex",
    "pattern",
    "formula",
    "promo",
    "coupon",
    "discount",
    "price",
    "total",
    "amount",
    "file",
    "path",
    "version",
    "branch",
    "repo",
    "extension",
    "ext",
    "model",
    "serial",
    "result",
    "status",
    "state",
];

/// A password with a symbol in it that is all of a line's value, after a
/// short label: what a site's access card or a hand-over lists beside a
/// system's name (`LIMS: Pelican@4455`, `- SCADA VPN: *ceiba708S`,
/// `PTW system (temp) = Vesi!Ops86`, `SCADA VPN ............ R@ven03!`,
/// `☐ 4G router admin set: Ap$ny09%`). The label need not name a
/// password: the value's shape tells it (a letter in both cases or a
/// small one, a digit and a symbol a password generator or a person mixes
/// in, [`super::password_shaped`]), as long as the label names nothing
/// public (an id, an address, a channel, a price: [`NOT_PASSWORD_LABELS`])
/// and the value is no handle, hashtag, variable, address, share, mask or
/// placeholder.
pub(super) fn password_after_label(text: &str, found: &mut impl FnMut(usize, usize)) {
    for (start, end) in line_ranges(text) {
        let line = &text[start..end];
        let Some((label, value)) = label_and_value(line) else {
            continue;
        };
        if labeled_password(label, value) {
            let at = start + (value.as_ptr() as usize - line.as_ptr() as usize);
            found(at, at + value.len());
        }
    }
}

/// A line without what marks it as a list's item, a box, a heading or a
/// comment (`- [ ] `, `☐ `, `## `, `// `, `– `, `•`): the hand-over's,
/// the sticky note's and the label's readers all read past them.
fn without_list_marks(line: &str) -> &str {
    let line = line.trim();
    for marks in [
        "- [ ] ", "- [x] ", "☐ ", "☑ ", "✔ ", "### ", "## ", "# ", "// ",
    ] {
        if let Some(rest) = line.strip_prefix(marks) {
            return rest.trim_start();
        }
    }
    // (A dash or a star is a bullet with a blank after it, `- Lab: ...`,
    // not a word's own `-` nor a bold label's `**`; a dot bullet may be
    // glued, `•Lab`.)
    match line.strip_prefix(['-', '–', '—', '*', '•', '·', '▪']) {
        Some(rest) if rest.starts_with([' ', '\t']) => rest.trim_start(),
        _ => line.trim_start_matches(['•', '·', '▪']).trim_start(),
    }
}

/// A line's label and its value, the value one word that ends the line
/// (a note in brackets may follow it: `483631 (cheers)`), after a list's
/// bullet or a box: the label ends at `: `, `：`, `=` or a leader's dots.
fn label_and_value(line: &str) -> Option<(&str, &str)> {
    // (And a number: `2. `.)
    let mut rest = without_list_marks(line);
    let number = rest.bytes().take_while(u8::is_ascii_digit).count();
    if (1..=2).contains(&number) {
        if let Some(r) = rest[number..]
            .strip_prefix(". ")
            .or(rest[number..].strip_prefix(") "))
        {
            rest = r.trim_start();
        }
    }
    let (label, value) = if let Some(dots) = rest.find("....") {
        let value = rest[dots..].trim_start_matches(['.', ' ', '\t']);
        (&rest[..dots], value)
    } else {
        // (The last `: ` of a chat's line, after its time's and its
        // author's; a colon glued to the value only when no other is.)
        let at = [": ", "：", "=", ":"]
            .iter()
            .find_map(|s| rest.rfind(s).map(|i| (i, s.len())))?;
        (&rest[..at.0], &rest[at.0 + at.1..])
    };
    let value = value.trim();
    // (A note in brackets after the value: `483631 (cheers)`, `[old]`.)
    let value = match value.find([' ', '\t']) {
        Some(i)
            if {
                let note = value[i..].trim_start();
                note.starts_with('(') && note.ends_with(')')
                    || note.starts_with('[') && note.ends_with(']')
            } =>
        {
            &value[..i]
        }
        Some(_) => return None,
        None => value,
    };
    // (Quoted or marked as code: `"Raven!Ravs55"`, `` `...` ``.)
    let value = ["`", "\"", "'"]
        .iter()
        .find_map(|q| value.strip_prefix(q).and_then(|v| v.strip_suffix(q)))
        .unwrap_or(value);
    // (A label in bold: `**Backup NAS**`.)
    let label = label.trim().trim_matches('*').trim();
    Some((label, value))
}

/// The symbols one of which a password after a label holds
/// ([`password_after_label`]): its rule's keywords.
pub(super) const LABELED_PASSWORD_SYMBOLS: &[u8] = b"!#$%&*?@^~";

/// Whether `value` is a password with a symbol, told after `label`
/// ([`password_after_label`]).
fn labeled_password(label: &str, value: &str) -> bool {
    // (The value's shape first: it asks for nothing, and most lines
    // fail it.)
    let b = value.as_bytes();
    let count = |f: fn(&u8) -> bool| b.iter().filter(|c| f(c)).count();
    let shaped = (8..=40).contains(&b.len())
        && b.iter().all(u8::is_ascii_graphic)
        && count(u8::is_ascii_lowercase) >= 1
        && count(u8::is_ascii_alphabetic) >= 3
        && count(u8::is_ascii_digit) >= 1
        && b.iter().any(|c| LABELED_PASSWORD_SYMBOLS.contains(c))
        && !b.iter().any(|c| b"\"'`\\/=:,;()[]{}<>|".contains(c));
    if !shaped {
        return false;
    }
    // (What a label says in brackets is no part of its name: `HMI-PC
    // Windows (operator) set`.)
    let unbracketed;
    let label = match (label.find('('), label.find(')')) {
        (Some(open), Some(close)) if open < close => {
            unbracketed = format!("{} {}", label[..open].trim_end(), label[close + 1..].trim());
            unbracketed.trim()
        }
        _ => label,
    };
    // (Words before it on its line are no part of it either: its name
    // is its last four words, as many as a short label has, `... day
    // notes LIMS: ...`.)
    let label = match label.split_whitespace().rev().nth(3) {
        Some(fourth) => {
            let at = fourth.as_ptr() as usize - label.as_ptr() as usize;
            &label[at..]
        }
        None => label,
    };
    let label_words = words(label);
    let public = label_words
        .last()
        .is_some_and(|w| is_public_column_word(w) || NOT_PASSWORD_LABELS.contains(&w.as_str()));
    // (A label may start with a digit: `4G router admin`.)
    let label_start = label.trim_start_matches(|c: char| c.is_ascii_digit());
    if label.is_empty() || !short_label(label_start) || public {
        return false;
    }
    let plain = |s: &[u8]| {
        s.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.'))
    };
    // A handle or a variable (`@fg_water2`, `$DB_PASS1`, `%APPDATA2%`; a
    // hashtag's label says so, `Tags: #Water2025`); a user at a host
    // (`mike@srv01`); a share's percent (`Save20%`).
    let handle = matches!(b[0], b'@' | b'$') && plain(&b[1..])
        || b[0] == b'%' && b[b.len() - 1] == b'%' && plain(&b[1..b.len() - 1]);
    let user_at_host = value.split_once('@').is_some_and(|(user, host)| {
        plain(user.as_bytes())
            && !host.is_empty()
            && host.bytes().any(|c| c.is_ascii_alphabetic())
            && plain(host.as_bytes())
    });
    // (Or a share's with its words glued on: `20%off2x`.)
    let share =
        b[b.len() - 1] == b'%' && b[b.len() - 2].is_ascii_digit() && plain(&b[..b.len() - 1])
            || b.windows(2).any(|w| w[0].is_ascii_digit() && w[1] == b'%')
                && b.windows(2)
                    .any(|w| w[0] == b'%' && w[1].is_ascii_alphabetic());
    // A domain's name in it, two dots between letters
    // (`1$rsp.example.com$ACTIVATION-CODE`, an eSIM's activation string's
    // shape): an address's, not a password (`Husky.heron5652$` is one).
    let domain = value
        .split('.')
        .zip(value.split('.').skip(1))
        .filter(|(before, after)| {
            before
                .bytes()
                .rev()
                .take_while(u8::is_ascii_alphabetic)
                .count()
                >= 2
                && after.bytes().take_while(u8::is_ascii_alphabetic).count() >= 2
        })
        .count()
        >= 2;
    !handle
        && !domain
        && !user_at_host
        && !share
        && !is_email(value)
        && !is_reference_or_marker(value)
        && super::password_shaped(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Cells are split at byte offsets: whatever characters surround
        /// the delimiters, every range is on a character boundary.
        #[test]
        fn any_text_is_read_without_panicking(
            s in proptest::collection::vec(
                prop_oneof![
                    Just(" — "), Just(" · "), Just("×"), Just("é"), Just("\t"), Just("|"),
                    Just(","), Just("  "), Just("\""), Just("\n"), Just("a@b.io"), Just(":"),
                    Just("password"), Just("Xy9!zQ2#w"), Just("中"),
                ],
                0..24,
            ).prop_map(|parts| parts.concat())
        ) {
            let mut ranges = Vec::new();
            columns(&s, &mut |a, b| ranges.push((a, b)));
            beside_email(&s, &mut |a, b| ranges.push((a, b)));
            for (a, b) in ranges {
                prop_assert!(a <= b && s.is_char_boundary(a) && s.is_char_boundary(b));
            }
        }
    }

    fn found(f: fn(&str, &mut dyn FnMut(usize, usize)), text: &str) -> Vec<String> {
        let mut out = Vec::new();
        f(text, &mut |s, e| out.push(text[s..e].to_owned()));
        out
    }

    fn by_column(text: &str, found: &mut dyn FnMut(usize, usize)) {
        columns(text, &mut |s, e| found(s, e));
    }

    fn by_email(text: &str, found: &mut dyn FnMut(usize, usize)) {
        beside_email(text, &mut |s, e| found(s, e));
    }

    fn by_label(text: &str, found: &mut dyn FnMut(usize, usize)) {
        beside_label(text, &mut |s, e| found(s, e));
    }

    #[test]
    fn a_value_beside_or_below_its_label_is_found() {
        for (text, secret) in [
            ("Router › Wireless\nWPA Key  Tiger$1538", "Tiger$1538"),
            (
                "Environment variables  ·  MYSQL_PASSWORD  Sparrow_Autumn_Glacier_Harbor  ✎",
                "Sparrow_Autumn_Glacier_Harbor",
            ),
            (
                "Name\tValue\tDomain\n_session_id\t377ff2d87000e57b3e7e3f2c57b36ca3\tlocalhost",
                "377ff2d87000e57b3e7e3f2c57b36ca3",
            ),
            (
                "Restic repository password\nglacier crystal scooter meadow",
                "glacier crystal scooter meadow",
            ),
            ("$ echo $DB_PASSWORD\nRRv^%gZOg=t&&7a", "RRv^%gZOg=t&&7a"),
            (
                "$ echo $SMTP_PASS\nviolet-shadow-monkey-mittens",
                "violet-shadow-monkey-mittens",
            ),
            (
                "Apple ID › App-Specific Passwords\nqiys-ruqb-milt-yzak",
                "qiys-ruqb-milt-yzak",
            ),
            ("PIN\n4821", "4821"),
            // Glued before the label.
            (
                "_Restic repository password\nglacier crystal scooter meadow",
                "glacier crystal scooter meadow",
            ),
            ("\"WPA Key  Tiger$1538x", "Tiger$1538x"),
            ("ééééRestic password\nHunter2024x", "Hunter2024x"),
            // Under a message naming it, past a blank line or a chat's
            // author and time.
            (
                "Here's the Azure OpenAI key for staging, don't commit it:\n485d5403e58cad608ed7e11663819fd3\nReply",
                "485d5403e58cad608ed7e11663819fd3",
            ),
            (
                "The Django SECRET_KEY is below:\n\n0d3k1o8(w@f_5k5k0=iei&=jypv",
                "0d3k1o8(w@f_5k5k0=iei&=jypv",
            ),
            (
                "hey can you try with this AssemblyAI API key?\nRosa Novak  00:22\n0c2402b34e63efb61bf94bd4924ec649",
                "0c2402b34e63efb61bf94bd4924ec649",
            ),
        ] {
            assert_eq!(found(by_label, text), [secret], "{text}");
        }
        // Controls: a button, a count, a date, a header row, a label that
        // names a change, a boarding pass, code's items and a list.
        for text in [
            "Password\nShow",
            "Password  Forgot password?",
            "Tokens\n4096",
            "API_TOKEN  Updated 2024-06-01",
            "Name  Password  Notes",
            "Password changed\nHunter2024x",
            "Boarding pass\nTP1349x",
            "    tokens,\n    FixupContext::NONE,",
            "Secret\nOpaque",
            "password:  16 bytes",
            // A message naming a secret, then a digest, a link, a word or
            // a line of prose.
            "SHA-256 of the new key:\n9f86d081884c7d659a2feaa0c55ad015a3bf4f1b",
            "Rotate the API key here:\nhttps://console.example.com/keys/8f2a9c1d7e",
            "What's the API key?\nSeeTheVaultEntryForThisOne",
            "Which token?\nthe one from 2024-06-01 in the wiki",
        ] {
            assert!(
                found(by_label, text).is_empty(),
                "{text}: {:?}",
                found(by_label, text)
            );
        }
    }

    #[test]
    fn a_column_headed_by_a_secret_loses_every_cell() {
        for (text, secrets) in [
            (
                "name\tlogin\tpassword\nVPN\tsam_ops\tWalnut&501\nMail\tsam\tblue 42",
                vec!["Walnut&501", "blue 42"],
            ),
            (
                "| Site | User | Password |\n|---|---|---|\n| Router | admin | tundra6333 |",
                vec!["tundra6333"],
            ),
            (
                "url,username,password\nhttps://a.io,jdoe,\"p,w 1\"",
                vec!["p,w 1"],
            ),
            ("Service  API key\nStripe  sk_x_42", vec!["sk_x_42"]),
            // A glued prefix on another header cell does not hide it.
            (
                "{\"a\":\"name\tpassword\nVPN\tWalnut&501x",
                vec!["Walnut&501x"],
            ),
            // An HTML table's rows, a row to a line.
            (
                "<tr><th>Username</th><th class=\"pw\">Password</th></tr>\n<tr><td>hchen</td><td>Hedoto-fupazu11</td></tr>",
                vec!["Hedoto-fupazu11"],
            ),
        ] {
            assert_eq!(found(by_column, text), secrets, "{text}");
        }
        // Controls: a column of dates, a header naming no secret, a row
        // split otherwise, text with no lines, a blank line ending it.
        for text in [
            "user\tpassword changed\njdoe\t2024-05-01",
            "name\tlogin\tnotes\nVPN\tsam_ops\tWalnut&501",
            "name\tpassword\nno tabs here",
            "name\tpassword VPN\tWalnut&501",
            "name\tpassword\n\nVPN\tWalnut&501",
            "| Site | Password |\n|---|---|\n| Router | N/A |",
            "<tr><th>Username</th><th>Role</th></tr>\n<tr><td>hchen</td><td>Hedoto-fupazu11</td></tr>",
            // Code and comments are no header.
            "char    *pw_passwd    Encrypted password.\nchar    *pw_dir    Home.",
            "fn f(password: &str, user: &str)\n    a, b",
            "let (user, password) = (a, b);\nx, y",
        ] {
            assert!(found(by_column, text).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_password_beside_an_email_address_is_found() {
        for (text, secret) in [
            ("sam.lee@contoso.com:Cricket_1833", "Cricket_1833"),
            ("combo: maria@acme.io:raven2752.", "raven2752"),
            ("中sam.lee@contoso.com:Cricket_1833", "Cricket_1833"),
            (
                "\"maria@acme.io\",\"raven-carbon-salmon-island\",\"https://p.example.com\"",
                "raven-carbon-salmon-island",
            ),
            ("jdoe@example.com,?Marble590,https://x.io", "?Marble590"),
            ("lena@acme.io\t0zml82-ficu35-9hesxs", "0zml82-ficu35-9hesxs"),
            // A login's lines: the address, then the password.
            (
                "Proton Pass\nzanele@outlook.com\nlemonMaple73!\n2FA: on",
                "lemonMaple73!",
            ),
        ] {
            assert_eq!(found(by_email, text), [secret], "{text}");
        }
        // Controls: a repository, a port, a file, a row of a name, a role,
        // a date and a team's slug.
        for text in [
            "git clone git@github.com:acme/app.git",
            "smtp user@mail.example.com:587",
            "scp me@server.io:notes.txt .",
            "\"Jane Doe\",\"jane@x.com\",\"Sales & Marketing\",\"2024-01-05\"",
            "jane@x.com,customer-success,EMEA-2024,Q3-report-v2",
            "mailto:jane@x.com",
            // The line under an address that is no password.
            "jane@x.com\nSales & Marketing",
            "jane@x.com\nhttps://x.io/profile",
        ] {
            assert!(
                found(by_email, text).is_empty(),
                "{text}: {:?}",
                found(by_email, text)
            );
        }
    }
}
