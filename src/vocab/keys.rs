//! The key-name vocabulary: which `text` values name keys, not typed text.
//!
//! `press_key`, `key` and `hold_key` take key names, and the clicks,
//! `left_click_drag` and `scroll` take modifier names in `text`. Those are the
//! model's choice from a closed set, so the projection carries them; anything
//! else under the same argument (`hunter2`) is withheld.
//!
//! A key-name value of several combos may not hold a bare character:
//! `h u n t e r 2` is typing, and is withheld.

use once_cell::sync::Lazy;
use regex::Regex;

use super::names::is_unseen;

/// Modifier names, lowercase.
pub const MODIFIERS: &[&str] = &[
    "cmd", "command", "ctrl", "control", "alt", "option", "opt", "shift", "super", "meta", "win",
    "windows", "fn", "hyper",
];

/// Named keys, lowercase. `F1` to `F24` are recognised separately.
pub const NAMED_KEYS: &[&str] = &[
    "return",
    "enter",
    "tab",
    "escape",
    "esc",
    "space",
    "backspace",
    "delete",
    "del",
    "forwarddelete",
    "insert",
    "ins",
    "home",
    "end",
    "page_up",
    "page_down",
    "pageup",
    "pagedown",
    "prior",
    "next",
    "up",
    "down",
    "left",
    "right",
    "arrowup",
    "arrowdown",
    "arrowleft",
    "arrowright",
    "caps_lock",
    "capslock",
    "num_lock",
    "numlock",
    "scroll_lock",
    "print",
    "printscreen",
    "menu",
    "pause",
    "break",
    "clear",
    "help",
    "kp_enter",
    "plus",
    "minus",
    "comma",
    "period",
    "slash",
    "backslash",
    "semicolon",
    "apostrophe",
    "grave",
    "bracketleft",
    "bracketright",
    "equal",
    "volumeup",
    "volumedown",
    "mute",
    "brightnessup",
    "brightnessdown",
];

/// Most characters a key-name value may have.
pub const MAX_KEY_TEXT_CHARS: usize = 64;

/// A printable character: a letter, digit, punctuation or symbol (Unicode
/// categories L, N, P, S), and not default-ignorable (the Hangul fillers
/// are letters a person does not see), nor a blank symbol (the blank
/// braille pattern). Never a control, format, bidi, zero-width, whitespace,
/// combining or private-use character.
static PRINTABLE: Lazy<Regex> = Lazy::new(|| {
    Regex::new(r"^[\p{L}\p{N}\p{P}\p{S}--\p{Default_Ignorable_Code_Point}]$")
        .expect("a valid class")
});

/// Whether `token` is one key name: a modifier, a named key, `F1`..`F24`
/// (all case-insensitive), or a single printable character.
pub fn is_key_name(token: &str) -> bool {
    let mut chars = token.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return c.is_ascii_graphic()
            || (!c.is_ascii() && !is_unseen(c) && PRINTABLE.is_match(token));
    }
    let lower = token.to_ascii_lowercase();
    if MODIFIERS.contains(&lower.as_str()) || NAMED_KEYS.contains(&lower.as_str()) {
        return true;
    }
    lower.strip_prefix('f').is_some_and(|n| {
        let digits = !n.is_empty() && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit());
        digits && !n.starts_with('0') && n.parse::<u8>().is_ok_and(|n| (1..=24).contains(&n))
    })
}

fn is_single_char(token: &str) -> bool {
    let mut chars = token.chars();
    chars.next().is_some() && chars.next().is_none()
}

/// Most bare characters (keys that are a single character) a key-name value
/// or a batch's key lists may hold: enough for a chord (`ctrl+k ctrl+s`),
/// too few to spell typed text.
pub const MAX_BARE_CHARACTERS: usize = 2;

/// Whether `text` is a key-name value: combos separated by single spaces,
/// each combo key names joined by `+`, at most [`MAX_KEY_TEXT_CHARS`].
///
/// Typed text never passes as keys: a combo holds at most one bare
/// character (`h+u+n+t+e+r+2` is typing), the whole value at most
/// [`MAX_BARE_CHARACTERS`] (`cmd+p cmd+i cmd+n cmd+4` spells), and a
/// sequence of several combos no unmodified character (`h e l l o`). A
/// lone character (`a`), a modified one (`ctrl+a`) or a chord
/// (`ctrl+k ctrl+s`) is a key.
///
/// ```
/// use cu_projection::keys::is_key_text;
///
/// assert!(is_key_text("cmd+s"));
/// assert!(is_key_text("ctrl+a Delete"));
/// assert!(is_key_text("ctrl+k ctrl+s"));
/// assert!(is_key_text("Page_Up"));
/// assert!(!is_key_text("hunter2"));
/// assert!(!is_key_text("h u n t e r 2"));
/// assert!(!is_key_text("h+u+n+t+e+r+2"));
/// assert!(!is_key_text("cmd+p cmd+i cmd+n"));
/// ```
pub fn is_key_text(text: &str) -> bool {
    if text.is_empty() || text.chars().count() > MAX_KEY_TEXT_CHARS {
        return false;
    }
    let combos: Vec<&str> = text.split(' ').collect();
    let several = combos.len() > 1;
    let mut bare = 0;
    let combos_ok = combos.iter().all(|combo| {
        // `+` alone, or as the last key of a combo (`shift++`), is the plus key.
        let keys: Vec<&str> = if *combo == "+" {
            vec!["+"]
        } else if let Some(head) = combo.strip_suffix("++") {
            head.split('+').chain(std::iter::once("+")).collect()
        } else {
            combo.split('+').collect()
        };
        let chars = keys.iter().filter(|k| is_single_char(k)).count();
        bare += chars;
        let typed_char = several && keys.len() == 1 && chars == 1;
        !combo.is_empty() && !typed_char && chars <= 1 && keys.iter().all(|k| is_key_name(k))
    });
    combos_ok && bare <= MAX_BARE_CHARACTERS
}

/// How many keys of a list are bare characters.
pub fn bare_characters(keys: &[&str]) -> usize {
    keys.iter().filter(|k| is_single_char(k)).count()
}

/// Whether `keys` is a list of keys pressed together: at least one, every
/// one a key name, and at most one a bare character (several characters
/// pressed together are text, not keys).
///
/// ```
/// use cu_projection::keys::is_key_list;
///
/// assert!(is_key_list(&["ctrl", "c"]));
/// assert!(!is_key_list(&["p", "i", "n"]));
/// assert!(!is_key_list(&[]));
/// ```
pub fn is_key_list(keys: &[&str]) -> bool {
    let chars = keys.iter().filter(|k| is_single_char(k)).count();
    !keys.is_empty() && chars <= 1 && keys.iter().all(|k| is_key_name(k))
}
