//! The text the detector reads: each character in its compatibility form
//! (NFKC), combining marks and characters a person sees as blank (blank
//! symbols, private-use code points) dropped, with a map back to the
//! original bytes.
//! ASCII text is its own view and needs no map.

use std::borrow::Cow;

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::{is_nfkc_quick, IsNormalized, UnicodeNormalization};

use crate::vocab::names::is_unseen;

pub(super) struct View<'a> {
    text: Cow<'a, str>,
    /// For each byte of `text`: the original byte range of the character
    /// it came from. `None` when `text` is the original.
    map: Option<Vec<(usize, usize)>>,
    original_len: usize,
    original: &'a str,
}

impl<'a> View<'a> {
    pub(super) fn of(s: &'a str) -> Self {
        let identity = |s: &'a str| View {
            text: Cow::Borrowed(s),
            map: None,
            original_len: s.len(),
            original: s,
        };
        // Text already in its compatibility form, with nothing to drop,
        // is its own view (most non-ASCII text: accents, CJK).
        let plain = |s: &str| {
            // Only the non-ASCII characters need a look, and a text repeats
            // the few it has: remember the last answer for each.
            let mut known = [('\0', false); 32];
            let mut stable = |c: char| {
                let slot = &mut known[c as usize % 32];
                if slot.0 != c {
                    let yes = !is_combining_mark(c)
                        && !is_unseen(c)
                        && is_nfkc_quick(std::iter::once(c)) == IsNormalized::Yes;
                    *slot = (c, yes);
                }
                slot.1
            };
            // ASCII stretches are skipped sixteen bytes at a time; in the
            // others, each character's lead byte starts it.
            let b = s.as_bytes();
            (0..b.len()).step_by(16).all(|at| {
                let chunk = &b[at..(at + 16).min(b.len())];
                chunk.is_ascii()
                    || chunk.iter().enumerate().all(|(i, &lead)| {
                        lead < 0xC0 || s[at + i..].chars().next().map_or(true, &mut stable)
                    })
            })
        };
        if s.is_ascii() || plain(s) {
            return identity(s);
        }
        let mut text = String::with_capacity(s.len());
        let mut map = Vec::with_capacity(s.len());
        let mut changed = false;
        for (at, c) in s.char_indices() {
            let range = (at, at + c.len_utf8());
            if is_combining_mark(c) || is_unseen(c) {
                changed = true;
                continue;
            }
            let before = text.len();
            if c.is_ascii() {
                text.push(c);
            } else {
                text.extend(std::iter::once(c).nfkc().filter(|d| !is_combining_mark(*d)));
                changed |= text[before..].chars().ne(std::iter::once(c));
            }
            map.resize(text.len(), range);
        }
        if !changed {
            return identity(s);
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

#[cfg(test)]
mod tests {
    use super::*;

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
        // Control: ASCII and text with nothing to normalise are their own view.
        assert!(matches!(View::of("plain").text, Cow::Borrowed(_)));
        assert!(matches!(View::of("Grüße").text, Cow::Borrowed(_)));
    }
}
