//! The text the detector reads: each character in its compatibility form
//! (NFKC), a digit of any script as its ASCII digit, combining marks and
//! characters a person sees as blank (blank symbols, private-use code
//! points) dropped, with a map back to the original bytes.
//! A Cyrillic or Greek letter that looks like a Latin one, inside a word
//! that also holds Latin letters (`Pаsswort` with a Cyrillic `а`), is
//! read as the Latin letter a person sees; a word all in its own script
//! (`Пароль`) is read as it is. The two stars of a Markdown bold label
//! beside its colon are dropped, as a rendered page shows none
//! (`**Gate keypad:** 11755`).
//! ASCII text without them is its own view and needs no map.

use std::borrow::Cow;

use once_cell::sync::Lazy;
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::{is_nfkc_quick, IsNormalized, UnicodeNormalization};

use crate::vocab::names::{is_invisible, is_unseen};

pub(super) struct View<'a> {
    text: Cow<'a, str>,
    /// For each byte of `text`: the original byte range of the character
    /// it came from. `None` when `text` is the original.
    map: Option<Vec<(usize, usize)>>,
    original_len: usize,
    original: &'a str,
}

impl<'a> View<'a> {
    #[inline]
    pub(super) fn of(s: &'a str) -> Self {
        // Text already in its compatibility form, with nothing to drop,
        // is its own view (most non-ASCII text: accents, CJK). (Asked
        // before a call: most texts are.)
        // (A Markdown bold label is asked only of a text with a star:
        // `find` of one byte is a vector search, of three a slower one.)
        let bold = || s.find('*').is_some() && (s.contains(":**") || s.contains("**:"));
        if reads_as_itself(s) && !bold() {
            return View::identity(s);
        }
        View::read(s)
    }

    fn identity(s: &'a str) -> Self {
        View {
            text: Cow::Borrowed(s),
            map: None,
            original_len: s.len(),
            original: s,
        }
    }

    /// [`View::of`] a text that does not read as itself.
    #[inline(never)]
    fn read(s: &'a str) -> Self {
        let mut text = String::with_capacity(s.len());
        let mut map = Vec::with_capacity(s.len());
        let mut changed = false;
        for (at, c) in s.char_indices() {
            let range = (at, at + c.len_utf8());
            if dropped(c) || (c == '*' || c == '＊') && markdown_bold_at_colon(s, at) {
                changed = true;
                continue;
            }
            let before = text.len();
            if c.is_ascii() {
                text.push(c);
            } else if reads_as_colon(c) {
                text.push(':');
                changed = true;
            } else if let Some(drawn) = box_drawing(c) {
                text.push(drawn);
                changed = true;
            } else if let Some(dash) = dash(c) {
                text.push(dash);
                changed = true;
            } else if c == '\u{FF0C}' {
                // A fullwidth comma ends a clause and is never a number's
                // (`密码：9562，12 号机柜` is no 9,562.12): the ideographic
                // comma a clause's list has, which reads as CJK text's
                // punctuation, not as a digit group's.
                text.push('、');
                changed = true;
            } else if let Some(mark) = arabic_punctuation(c) {
                text.push(mark);
                changed = true;
            } else if let Some(d) = ascii_digit(c).or_else(|| ascii_space(c)) {
                text.push(d);
                changed = true;
            } else if let Some(latin) = lookalike(c).filter(|_| in_latin_word(s, at, c)) {
                text.push(latin);
                changed = true;
            } else {
                text.extend(std::iter::once(c).nfkc().filter(|d| !is_combining_mark(*d)));
                changed |= text[before..].chars().ne(std::iter::once(c));
            }
            map.resize(text.len(), range);
        }
        if !changed {
            return View::identity(s);
        }
        View {
            text: Cow::Owned(text),
            map: Some(map),
            original_len: s.len(),
            original: s,
        }
    }

    pub(super) fn text(&self) -> &str {
        &self.text
    }

    /// The original byte range of the view's `start..end`, widened to whole
    /// characters and over any combining marks that follow (a mark left
    /// alone after the redaction mark would sit on it).
    pub(super) fn original(&self, start: usize, end: usize) -> (usize, usize) {
        let Some(map) = &self.map else {
            return (start, end);
        };
        let from = map.get(start).map_or(self.original_len, |r| r.0);
        let mut to = match end.checked_sub(1).and_then(|last| map.get(last)) {
            Some(r) => r.1,
            None => from,
        };
        to += self.original[to..]
            .chars()
            .take_while(|c| is_combining_mark(*c))
            .map(char::len_utf8)
            .sum::<usize>();
        (from, to)
    }
}

/// Whether the `*` at `at` is one of Markdown's two that close a bold
/// label beside its colon (`**Gate keypad:** 11755`, `**PIN**: 4821`,
/// fullwidth too): a person sees the label and its colon, not the stars.
/// (Not three or more, a mask's: `PIN:****`.)
fn markdown_bold_at_colon(s: &str, at: usize) -> bool {
    let star = |c: char| c == '*' || c == '＊';
    let colon = |c: char| matches!(c, ':' | '：') || reads_as_colon(c);
    // (Counted no further than tells two from more: a run of stars as
    // long as the text is read once, not once for each of its stars.)
    let before = s[..at]
        .chars()
        .rev()
        .take_while(|&c| star(c))
        .take(2)
        .count();
    let after = s[at..].chars().take_while(|&c| star(c)).take(3).count();
    let run_start = s[..at]
        .char_indices()
        .rev()
        .take(before)
        .last()
        .map_or(at, |(i, _)| i);
    let run_end = at
        + s[at..]
            .chars()
            .take(after)
            .map(char::len_utf8)
            .sum::<usize>();
    before + after == 2
        && (s[..run_start].chars().next_back().is_some_and(colon)
            || s[run_end..].chars().next().is_some_and(colon))
}

/// `s` as the detector reads it (the view's text), for the words a rule
/// looks for: a label written with combining marks (`รหัสผ่าน`, `पासवर्ड`)
/// is found in a view that dropped them.
pub(super) fn as_read(s: &str) -> Cow<'_, str> {
    View::of(s).text
}

/// The letter `c` is written as by a person who leaves its accents off
/// (`sifresi` for `şifresi`, `mat khau` for `mật khẩu`, `κωδικος` for
/// `κωδικός`): its canonical base when the rest of its decomposition is
/// marks, or the bare letter of a letter with a stroke, which does not
/// decompose (`đ`, `ł`, `ø`, dotless `ı`). `None` when nothing is left off
/// (a Hangul syllable decomposes into letters, not marks).
fn unaccented(c: char) -> Option<char> {
    if c.is_ascii() {
        return None;
    }
    match c {
        'đ' => return Some('d'),
        'Đ' => return Some('D'),
        'ł' => return Some('l'),
        'Ł' => return Some('L'),
        'ø' => return Some('o'),
        'Ø' => return Some('O'),
        'ı' => return Some('i'),
        _ => {}
    }
    let mut parts = std::iter::once(c).nfd();
    let base = parts.next().filter(|&b| b != c && b.is_alphabetic())?;
    parts.all(is_combining_mark).then_some(base)
}

/// A pattern as the detector compiles it to read a [`View`]'s text.
///
/// Its words also match written without their accents: each accented
/// letter `é` outside a class becomes `[ée]`, and inside a class (not as a
/// range's end) gains its bare letter. The text is read as it is written;
/// the words a pattern looks for are what learns both spellings, so a text
/// with accents costs no more to read.
///
/// Its `\d`, `\D`, `\s` and `\S` are ASCII's (`[[:digit:]]`, ...): the
/// view has read every digit and every space as ASCII's already, and
/// Unicode's classes, copied into each place a pattern names them, were a
/// quarter of the compiled patterns' memory.
pub(super) fn for_view(pattern: &str) -> Cow<'_, str> {
    let unicode_class = |c| matches!(c, 'd' | 'D' | 's' | 'S');
    if !pattern.chars().any(|c| unaccented(c).is_some())
        && !pattern
            .split('\\')
            .skip(1)
            .any(|after| after.starts_with(unicode_class))
    {
        return Cow::Borrowed(pattern);
    }
    let chars: Vec<char> = pattern.chars().collect();
    let mut out = String::with_capacity(pattern.len() + 16);
    // For each open class, whether it is negated: a bare letter added to
    // `[^é]` would take plain `e` out of what the class matches.
    let mut classes: Vec<bool> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' => {
                // An escape and what it escapes (`\p{L}` is ASCII throughout).
                let ascii = match chars.get(i + 1) {
                    Some('d') => Some("[:digit:]"),
                    Some('D') => Some("[:^digit:]"),
                    Some('s') => Some("[:space:]"),
                    Some('S') => Some("[:^space:]"),
                    _ => None,
                };
                match ascii {
                    Some(class) if classes.is_empty() => {
                        out.push('[');
                        out.push_str(class);
                        out.push(']');
                    }
                    Some(class) => out.push_str(class),
                    None => {
                        out.push(c);
                        if let Some(&next) = chars.get(i + 1) {
                            out.push(next);
                        }
                    }
                }
                i += 1;
            }
            '[' => {
                out.push(c);
                // (A class's leading `]` or `^]` is a literal.)
                let negated = chars.get(i + 1) == Some(&'^');
                classes.push(negated);
                if negated {
                    out.push('^');
                    i += 1;
                }
                if chars.get(i + 1) == Some(&']') {
                    out.push(']');
                    i += 1;
                }
            }
            ']' if !classes.is_empty() => {
                classes.pop();
                out.push(c);
            }
            // (A short word keeps its accents: see `in_word`.)
            _ => match unaccented(c).filter(|_| in_word(&chars, i)) {
                Some(bare) if classes.is_empty() => {
                    out.extend(['[', c, bare, ']']);
                }
                Some(_) if classes.contains(&true) => out.push(c),
                Some(bare) => {
                    let in_range = i.checked_sub(1).is_some_and(|p| chars[p] == '-')
                        || (chars.get(i + 1) == Some(&'-') && chars.get(i + 2) != Some(&']'));
                    out.push(c);
                    if !in_range {
                        out.push(bare);
                    }
                }
                None => out.push(c),
            },
        }
        i += 1;
    }
    Cow::Owned(out)
}

/// Whether the pattern's character at `i` stands in a word of four
/// letters or more (not an escape's letter: `\bé\b`). A shorter word
/// without its accents is often another word: Portuguese's `é` (is) is
/// `e` (and), Irish's `cód` is English's `COD`, Vietnamese's `mã` is `ma`.
fn in_word(chars: &[char], i: usize) -> bool {
    let letter = |j: usize| {
        chars[j].is_alphabetic() && !(j > 0 && chars[j - 1] == '\\' && chars[j].is_ascii())
    };
    let before = (0..i).rev().take_while(|&j| letter(j)).count();
    let after = (i + 1..chars.len()).take_while(|&j| letter(j)).count();
    before + 1 + after >= 4
}

/// `s` written without its accents as a pattern learns it ([`unaccented`]
/// letters of words of four letters or more, [`in_word`]), for a
/// keyword's prefilter form: a shorter word's bare form (`é`'s `e`) would
/// run its rules on every text.
pub(super) fn without_accents(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| unaccented(c).is_some()) {
        return Cow::Borrowed(s);
    }
    let chars: Vec<char> = s.chars().collect();
    Cow::Owned(
        chars
            .iter()
            .enumerate()
            .map(|(i, &c)| unaccented(c).filter(|_| in_word(&chars, i)).unwrap_or(c))
            .collect(),
    )
}

/// Whether the detector drops `c`: a combining mark, or a character a
/// person does not see: an invisible one (a zero-width space, a soft
/// hyphen, a bidirectional mark; display cleaning's class, so [`redact`]
/// on raw text reads `73\u{200b}91` as `7391` as display text does) or a
/// blank symbol. (ASCII's controls are left to display cleaning: ASCII
/// text is its own view.)
///
/// [`redact`]: super::redact
fn dropped(c: char) -> bool {
    is_combining_mark(c)
        || is_unseen(c)
        || (!c.is_ascii() && !in_letter_block(c) && is_invisible(c))
}

/// Whether `c` lies in a block of letters only (kana, CJK ideographs,
/// Hangul syllables): most text beyond [`TABLED`], which holds no
/// invisible character, so the class's pattern is not asked for each one.
fn in_letter_block(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30FF}' | '\u{3400}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7A3}')
}

/// Whether `c` is read as the `:` it stands for: an arrow or a hand a
/// chat points from a label to its value with (`Wi-Fi password 👉 x`),
/// or Ethiopic's colon and preface colon (`የዋይፋይ ፓስዎርድ፦ x`).
fn reads_as_colon(c: char) -> bool {
    // (Khmer's colon, `លេខកូដទ្វារ៖ 0877`; Armenian's comma, which it
    // writes where a label meets its value, `կոդը՝ 3890`.)
    matches!(
        c,
        '👉' | '➡' | '➔' | '⇨' | '⮕' | '፥' | '፦' | '\u{17D6}' | '\u{055D}'
    )
}

/// What a box-drawing character draws, as ASCII draws it: a bar between
/// cells (`│ PINECONE_API_KEY │ ... │`) is the `|` a Markdown table draws,
/// a line under a header (`├──────┼──────┤`) is psql's `------+------`,
/// so a terminal's framed table is read as a table with its rule.
fn box_drawing(c: char) -> Option<char> {
    match c {
        '│' | '┃' | '║' | '┆' | '┇' | '┊' | '┋' | '╎' | '╏' => Some('|'),
        '─' | '━' | '═' | '┄' | '┅' | '┈' | '┉' | '╌' | '╍' => Some('-'),
        '\u{2500}'..='\u{257F}' => Some('+'),
        _ => None,
    }
}

/// The dash a person reads `c` as: a hyphen, breaking or not, is the `-`
/// it looks like (`App‑Passwort`); a figure dash is the en dash and a
/// horizontal bar or a two- or three-em dash the em dash a label is set
/// off with (`Door code ― 4821`). (NFKC leaves them as they are.)
fn dash(c: char) -> Option<char> {
    match c {
        '\u{2010}' | '\u{2011}' => Some('-'),
        '\u{2012}' => Some('–'),
        '\u{2015}' | '\u{2E3A}' | '\u{2E3B}' => Some('—'),
        _ => None,
    }
}

/// The ASCII mark the Arabic script's comma, semicolon and question mark
/// are read as (`رمز گاوصندوق 898145، به کسی نگو`: the code's clause ends
/// at the comma as at `,`), and Armenian's and Khmer's full stops
/// (`կոմբինացիան 429334 է։`). Arabic writes a number's decimal and group
/// marks with their own characters (`٫`, `٬`), never these.
fn arabic_punctuation(c: char) -> Option<char> {
    match c {
        '\u{060C}' => Some(','),
        '\u{061B}' => Some(';'),
        '\u{061F}' => Some('?'),
        '\u{0589}' | '\u{17D4}' | '\u{17D5}' => Some('.'),
        _ => None,
    }
}

/// Whether `c` is its own view: in its compatibility form, not dropped,
/// not read as another character, and no digit of another script.
fn stable(c: char) -> bool {
    !dropped(c)
        && !reads_as_colon(c)
        && box_drawing(c).is_none()
        && dash(c).is_none()
        && arabic_punctuation(c).is_none()
        && ascii_digit(c).is_none()
        && ascii_space(c).is_none()
        && is_nfkc_quick(std::iter::once(c)) == IsNormalized::Yes
}

/// Where the digits 0 to 9 of a script start, in order: every decimal
/// digit Unicode knows (Arabic-Indic, Persian, NKo, Devanagari, Bengali,
/// Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Sinhala,
/// Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian, Javanese, Sundanese,
/// Balinese, Ol Chiki, Adlam, ...) but the ones NFKC already reads as
/// ASCII (fullwidth, mathematical, segmented). The patterns' `\d` is
/// ASCII's ([`for_view`]), so a digit missing here is no digit to them:
/// `every_digit_and_space_reads_as_asciis` holds this list to the regex
/// crate's Unicode tables.
const DIGIT_ZEROS: &[u32] = &[
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
    0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90,
    0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0,
    0x104A0, 0x10D30, 0x10D40, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0,
    0x11650, 0x116C0, 0x116D0, 0x116DA, 0x11730, 0x118E0, 0x11950, 0x11BF0, 0x11C50, 0x11D50,
    0x11DA0, 0x11F50, 0x16130, 0x16A60, 0x16AC0, 0x16B50, 0x16D70, 0x1E140, 0x1E2F0, 0x1E4F0,
    0x1E5F1, 0x1E950,
];

/// The ASCII digit a person reads a digit of another script as (`٤٨٢٩`
/// is a code as `4829` is).
fn ascii_digit(c: char) -> Option<char> {
    let cp = c as u32;
    // The last script whose zero is at or before `c`.
    let zero = DIGIT_ZEROS[..DIGIT_ZEROS.partition_point(|&zero| zero <= cp)].last()?;
    char::from_digit(cp - zero, 10)
}

/// The ASCII space a blank NFKC leaves as it is reads as: the line and
/// paragraph separators, the next-line control and Ogham's space mark.
/// (NFKC reads the other spaces, no-break, ideographic, en and em, as
/// ASCII's.) A separator reads as a space, not a line break: many screens
/// draw it as nothing or a blank, and a code split by one (`PIN:
/// 826<U+2028>780`) is read whole, as Unicode's `\s` read it before. The
/// patterns' `\s` is ASCII's ([`for_view`]).
fn ascii_space(c: char) -> Option<char> {
    matches!(c, '\u{85}' | '\u{2028}' | '\u{2029}' | '\u{1680}').then_some(' ')
}

/// The Latin letter a Cyrillic or Greek letter looks like (Cyrillic `а`,
/// `е`, `о`, `р`, `с`, ...; Greek `ο`, `Α`, `Ρ`, ...), if it looks like one.
fn lookalike(c: char) -> Option<char> {
    Some(match c {
        'а' => 'a',
        'е' => 'e',
        'о' | 'ο' => 'o',
        'р' | 'ρ' => 'p',
        'с' => 'c',
        'у' => 'y',
        'х' => 'x',
        'ѕ' => 's',
        'і' => 'i',
        'ј' => 'j',
        'ԁ' => 'd',
        'ν' => 'v',
        'А' | 'Α' => 'A',
        'В' | 'Β' => 'B',
        'Е' | 'Ε' => 'E',
        'Н' | 'Η' => 'H',
        'І' | 'Ι' => 'I',
        'Ј' => 'J',
        'К' | 'Κ' => 'K',
        'М' | 'Μ' => 'M',
        'Ν' => 'N',
        'О' | 'Ο' => 'O',
        'Р' | 'Ρ' => 'P',
        'С' => 'C',
        'Ѕ' => 'S',
        'Т' | 'Τ' => 'T',
        'Х' | 'Χ' => 'X',
        'Υ' | 'Ү' => 'Y',
        'Ζ' => 'Z',
        // Turkish's dotted capital (`ŞİFRE`), which folds to no `i`.
        'İ' => 'I',
        _ => return None,
    })
}

/// Whether the text just before or just after a letter is an ASCII
/// letter: a look-alike there may stand in a Latin word ([`in_latin_word`]
/// decides, on the slow path).
fn beside_latin(before: &str, after: &str) -> bool {
    before
        .bytes()
        .next_back()
        .is_some_and(|b| b.is_ascii_alphabetic())
        || after
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic())
}

/// Letters looked at on each side of a look-alike for a Latin one.
const WORD_REACH: usize = 32;

/// Whether the letter `c` at byte `at` of `s` stands in a word (a run of
/// letters, up to [`WORD_REACH`] each way) that holds an ASCII letter, or
/// its fullwidth form (`ŞİＦＲＥ`).
fn in_latin_word(s: &str, at: usize, c: char) -> bool {
    let letter = |ch: &char| ch.is_alphabetic();
    s[..at]
        .chars()
        .rev()
        .take(WORD_REACH)
        .take_while(letter)
        .chain(
            s[at + c.len_utf8()..]
                .chars()
                .take(WORD_REACH)
                .take_while(letter),
        )
        .any(|ch| ch.is_ascii_alphabetic() || matches!(ch, 'Ａ'..='Ｚ' | 'ａ'..='ｚ'))
}

/// The first code points after ASCII (Latin, Greek, Cyrillic, the scripts
/// of India, symbols and punctuation), where most non-ASCII text a person
/// types lives: whether each is [`stable`], one bit each, worked out once.
const TABLED: std::ops::Range<u32> = 0x80..0x3000;

static STABLE: Lazy<Vec<u64>> = Lazy::new(|| {
    let mut bits = vec![0u64; TABLED.len().div_ceil(64)];
    for (i, cp) in TABLED.enumerate() {
        if char::from_u32(cp).is_some_and(stable) {
            bits[i / 64] |= 1 << (i % 64);
        }
    }
    bits
});

/// Where the first byte that is not ASCII is: eight bytes at a time, by
/// their high bits.
fn first_non_ascii(b: &[u8]) -> Option<usize> {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let words = b.chunks_exact(8);
    let tail = words.remainder();
    for (i, word) in words.enumerate() {
        let word = u64::from_le_bytes(word.try_into().expect("chunks of eight"));
        if word & HIGH != 0 {
            return Some(i * 8 + (word & HIGH).trailing_zeros() as usize / 8);
        }
    }
    let at = b.len() - tail.len();
    tail.iter().position(|c| !c.is_ascii()).map(|i| at + i)
}

/// Whether every character of `s` is its own view. ASCII runs are passed
/// over by the byte; each other character is looked up in [`STABLE`], or
/// worked out when it lies beyond the table.
fn reads_as_itself(s: &str) -> bool {
    let mut rest = s;
    while let Some(at) = first_non_ascii(rest.as_bytes()) {
        let mut chars = rest[at..].chars();
        let Some(c) = chars.next() else {
            return true;
        };
        let yes = match (c as u32).checked_sub(TABLED.start) {
            Some(i) if (c as u32) < TABLED.end => {
                let i = i as usize;
                STABLE[i / 64] & (1 << (i % 64)) != 0
            }
            _ => stable(c),
        } && !(lookalike(c).is_some() && beside_latin(&rest[..at], chars.as_str()));
        if !yes {
            return false;
        }
        rest = chars.as_str();
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alike_letters_read_as_latin_in_a_latin_word_only() {
        // A Cyrillic `а` and `о`, a Greek `Ρ`, inside Latin words.
        assert_eq!(View::of("Pаsswort: x").text(), "Passwort: x");
        assert_eq!(View::of("Ρasswоrd").text(), "Password");
        // Words in their own script are read as they are.
        for s in ["Пароль сохранён", "Ο κωδικός", "Пароль: x1 ok"] {
            assert_eq!(View::of(s).text(), s);
        }
        // The mapped letter maps back to its own bytes.
        let s = "key Pаss";
        let v = View::of(s);
        let at = v.text().find("Pass").unwrap();
        assert_eq!(v.original(at, at + 4), (4, 9));
    }

    #[test]
    fn compatibility_forms_read_as_their_plain_letters_and_map_back() {
        let s = "ｐａｓｓ：x\u{301}y";
        let v = View::of(s);
        assert_eq!(v.text(), "pass:xy");
        // "xy" in the view is "x\u{301}y" in the original.
        let at = v.text().find("xy").unwrap();
        let (from, to) = v.original(at, at + 2);
        assert_eq!(&s[from..to], "x\u{301}y");
        // A blank braille pattern or a private-use character inside a
        // secret is read through.
        let s = "sk-\u{2800}pro\u{E000}j";
        assert_eq!(View::of(s).text(), "sk-proj");
        // Characters with a compatibility form, inside the table of known
        // characters (superscript two, circled one), at its edge and beyond
        // it (ideographic space, the ligature fi), at every offset from a
        // word boundary, are read as their plain forms.
        for (c, plain) in [
            ('\u{B2}', "2"),
            ('\u{2460}', "1"),
            ('\u{2FD5}', "\u{9FA0}"),
            ('\u{3000}', " "),
            ('\u{FB01}', "fi"),
        ] {
            for at in 0..17 {
                let s = format!("{}{c}{}", "a".repeat(at), "b".repeat(17 - at));
                let expected = format!("{}{plain}{}", "a".repeat(at), "b".repeat(17 - at));
                assert_eq!(View::of(&s).text(), expected, "U+{:04X} at {at}", c as u32);
            }
        }
        // Control: ASCII and text with nothing to normalise are their own view.
        assert!(matches!(View::of("plain").text, Cow::Borrowed(_)));
        assert!(matches!(View::of("Grüße").text, Cow::Borrowed(_)));
        // A hand or an arrow between a label and its value is its `:`.
        assert_eq!(View::of("pw 👉 x ➡\u{FE0F} y").text(), "pw : x : y");
        assert_eq!(View::of("App\u{2011}Passwort").text(), "App-Passwort");
        // A box-drawn table's rule is a Markdown table's `|`.
        assert_eq!(View::of("│ KEY │ x ┃ y ║").text(), "| KEY | x | y |");
        // Its frame and the rule under its header are psql's rule.
        assert_eq!(View::of("├────┼───┤").text(), "+----+---+");
        assert_eq!(View::of("╞═╪═╡").text(), "+-+-+");
    }

    #[test]
    fn a_patterns_accents_are_optional_in_words_of_four_letters_or_more() {
        let matches = |pattern: &str, text: &str| {
            regex::Regex::new(&for_view(pattern))
                .expect("a valid pattern")
                .is_match(text)
        };
        // Outside a class, inside one, as a word list writes them.
        assert!(matches("(?i)şifresi", "babamin telefon SIFRESI 048350"));
        assert!(matches("κωδικός", "ο κωδικος wifi"));
        assert!(matches(
            "c[oó]digo de verificación",
            "codigo de verificacion"
        ));
        assert!(matches("(?:mật khẩu|ajtó)", "irattar ajto"));
        // Both spellings match; an escape and a range stay as they were.
        assert!(matches(r"\bşifre\b", "şifre"));
        assert!(matches("[à-ÿ]x", "éx"));
        assert_eq!(for_view("[à-ÿ]"), "[à-ÿ]");
        // Controls: a negated class does not let the bare letter through
        // (`[^é]` still matches `e`), a short word keeps its accent
        // (Portuguese's `é` is no `e`, Irish's `cód` no `COD`), and a
        // pattern with no accent is borrowed.
        assert!(matches("x[^é]y", "xey"));
        assert!(!matches("x[^é]y", "xéy"));
        assert!(!matches(r"\sé\s", "a e b"));
        assert!(!matches("(?i)cód", "COD 1500"));
        assert!(matches!(for_view("password"), Cow::Borrowed(_)));
        // A stroke's letter, which does not decompose, is read bare too.
        assert!(matches("(?i)đường", "duong"));
        assert!(matches("(?i)hasło", "haslo"));
    }

    #[test]
    fn every_digit_and_space_reads_as_asciis() {
        // Held to the regex crate's own Unicode tables: every character
        // its Unicode `\d` or `\s` matches reads as an ASCII digit or space,
        // so a pattern's ASCII `\d` and `\s` match all they did.
        let unicode_digit = regex::Regex::new(r"^\d$").expect("a valid pattern");
        let unicode_space = regex::Regex::new(r"^\s$").expect("a valid pattern");
        let (mut digits, mut spaces) = (0, 0);
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let one = c.to_string();
            let read = View::of(&format!("x{one}x")).text().to_string();
            if unicode_digit.is_match(&one) {
                digits += 1;
                let digit = read.trim_matches('x');
                assert!(
                    digit.len() == 1 && digit.as_bytes()[0].is_ascii_digit(),
                    "U+{:04X}",
                    c as u32
                );
            }
            if unicode_space.is_match(&one) {
                spaces += 1;
                let space = read.trim_matches('x');
                assert!(
                    matches!(space, " " | "\t" | "\n" | "\r" | "\x0B" | "\x0C"),
                    "U+{:04X}",
                    c as u32
                );
            }
        }
        // (Unicode 16 has 760 decimal digits and 25 white spaces; the
        // count only guards against a table that matched nothing.)
        assert!(digits > 700 && spaces > 20, "{digits} {spaces}");
        assert_eq!(View::of("꧑꧒꧓꧔").text(), "1234");
        assert_eq!(View::of("pin\u{2028}4821").text(), "pin 4821");
    }

    #[test]
    fn a_patterns_digits_and_spaces_are_asciis() {
        let compiled =
            |pattern: &str| regex::Regex::new(&for_view(pattern)).expect("a valid pattern");
        assert_eq!(for_view(r"\d+\s"), "[[:digit:]]+[[:space:]]");
        assert_eq!(for_view(r"[^\S\n][\d.]"), r"[^[:^space:]\n][[:digit:].]");
        // An escaped backslash before a `d` is a backslash and a `d`.
        assert_eq!(for_view(r"\\d"), r"\\d");
        assert!(compiled(r"^\\d$").is_match(r"\d"));
        assert!(compiled(r"^[^\S\n]\S\D$").is_match(" éx"));
        // Controls: another script's digit and a no-break space match no
        // more (the view reads them as ASCII's first), and no ASCII one is
        // lost.
        assert!(!compiled(r"^\d$").is_match("٤"));
        assert!(!compiled(r"^\s$").is_match("\u{A0}"));
        assert!(compiled(r"^\d\s\S\D$").is_match("7\téx"));
        assert!(matches!(for_view("password"), Cow::Borrowed(_)));
    }

    #[test]
    fn arabic_punctuation_reads_as_asciis() {
        assert_eq!(View::of("رمز 898145، به").text(), "رمز 898145, به");
        assert_eq!(View::of("چی بود؟").text(), "چی بود?");
        // Control: Arabic's decimal mark is a number's, left as it is.
        assert_eq!(View::of("١٢٫٥").text(), "12٫5");
        // Armenian's and Khmer's full stops and colons.
        assert_eq!(View::of("է։ կոդը՝ 3890").text(), "է. կոդը: 3890");
        assert_eq!(View::of("កក៖ 0877។").text(), "កក: 0877.");
    }

    #[test]
    fn invisible_characters_are_read_through_and_map_back() {
        // Inside the table (a zero-width space, a soft hyphen, a
        // left-to-right mark) and beyond it (a byte-order mark, a tag
        // character), between a code's digits.
        for c in ['\u{200B}', '\u{AD}', '\u{200E}', '\u{FEFF}', '\u{E0031}'] {
            let s = format!("code 73{c}91.");
            let v = View::of(&s);
            assert_eq!(v.text(), "code 7391.", "U+{:04X}", c as u32);
            let (from, to) = v.original(5, 9);
            assert_eq!(&s[from..to], format!("73{c}91"));
        }
        // Control: a visible character beyond the table is kept.
        assert_eq!(View::of("code 73\u{1F600}91").text(), "code 73\u{1F600}91");
    }

    #[test]
    fn the_letter_blocks_hold_no_invisible_character() {
        // What lets `dropped` skip the invisible class's pattern there.
        let letters = (0x3040..=0x30FF)
            .chain(0x3400..=0x9FFF)
            .chain(0xAC00..=0xD7A3);
        for cp in letters {
            let c = char::from_u32(cp).expect("no surrogate in these blocks");
            assert!(in_letter_block(c) && !is_invisible(c), "U+{cp:04X}");
        }
        // Control: the Hangul filler beside them is invisible, outside them.
        assert!(is_invisible('\u{3164}') && !in_letter_block('\u{3164}'));
    }
}
