//! Free text the projection carries or a rendering shows: how it is
//! cleaned into what a person would see ([`display`]), and how secrets in
//! it are found and removed ([`redact`]).

pub mod display;
pub mod redact;

use crate::vocab::names::is_plain_key_name;

/// Whether a key the model invented may be written into a projection or
/// an error message: it has the plain key shape
/// (`^[A-Za-z_][A-Za-z0-9_]{0,63}$`) and holds nothing the secret detector
/// finds, read as it is (`sk_live_...` has the shape too) or as the words
/// it is made of (`note_locker_code_438`, `pinCode4821`), see
/// [`key_words`]; and with `_` alone read as a space, so a random value's
/// capitals are not cut into words (`WIFI_KEY_dEyTzAeKOmXR`).
pub(crate) fn is_showable_key(key: &str) -> bool {
    if !is_plain_key_name(key) || !redact::redact(key).rules.is_empty() {
        return false;
    }
    // (Most names have no capital or long number: their two readings are
    // one, read once.)
    let clean = |reading: &str| reading == key || redact::redact(reading).rules.is_empty();
    let spaced = key.replace('_', " ");
    let words = key_words(key);
    clean(&spaced) && (words == spaced || clean(&words))
}

/// A key name as the words a person reads in it: `_` is a space, and a
/// space comes between a lowercase letter and a capital (`lockerCode`) and
/// between a letter and a run of three or more digits (`Code4821`). A
/// shorter digit run stays glued (`hunter2`, `sha1`), because a password
/// ends that way more often than a code is that short. The detector's
/// word rules see a value only after a separator, and an identifier has
/// none: without this reading, `wifi_password_hunter2` is one word.
fn key_words(key: &str) -> String {
    let mut words = String::with_capacity(key.len() + 8);
    let mut prev = None;
    for (i, c) in key.char_indices() {
        let digits = key[i..].bytes().take_while(u8::is_ascii_digit).count();
        let split = match prev {
            Some(p) if c.is_ascii_digit() => char::is_alphabetic(p) && digits >= 3,
            Some(p) => char::is_lowercase(p) && c.is_uppercase(),
            None => false,
        };
        if split {
            words.push(' ');
        }
        if c == '_' {
            words.push(' ');
            prev = None;
        } else {
            words.push(c);
            prev = Some(c);
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::redact::redact;
    use super::{is_showable_key, key_words};
    use crate::vocab::catalog;

    #[test]
    fn a_key_name_is_read_as_its_words() {
        assert_eq!(key_words("note_Locker_code_438"), "note Locker code 438");
        assert_eq!(key_words("pinCode4821"), "pin Code 4821");
        assert_eq!(key_words("wifiPassword_hunter2"), "wifi Password hunter2");
        assert_eq!(key_words("sha256_digest"), "sha 256 digest");
        assert_eq!(key_words("_a__b"), " a  b");
    }

    #[test]
    fn a_secret_spelled_as_a_key_name_is_not_shown() {
        // Each name holds a code or a password only its words show: read
        // as one identifier, the detector finds nothing (the control that
        // this reading is what catches them).
        let secrets = [
            "note_Locker_code_438",
            "lockerCode438",
            "door_code_4821",
            "alarm_code_1234",
            "gate_code_is_4821",
            "pinCode4821",
            "wifi_password_hunter2",
            "password_is_Tr0ub4dor",
            "my_pin_is_4821",
            "pw_hunter2",
            "wifi_key_is_sunflower42",
            "WIFI_KEY_dEyTzAeKOmXR",
        ];
        for key in secrets {
            assert!(redact(key).rules.is_empty(), "the raw reading finds {key}");
            assert!(!is_showable_key(key), "{key}");
        }
    }

    #[test]
    fn ordinary_key_names_are_still_shown() {
        // The catalog's own names, and names a model adds to explain a
        // call or a host adds to a form: none is a secret, several name one.
        let added = [
            "reason",
            "explanation",
            "note",
            "confidence",
            "expected_result",
            "retry_count",
            "timeout_ms",
            "max_tokens",
            "token_count",
            "password_field",
            "password_hint",
            "user_password_confirm",
            "api_key_id",
            "session_token",
            "pin_code",
            "door_code",
            "pin_input_4",
            "otp_field_6",
            "verificationCode6",
            "sha256_digest",
            "step_4821",
            "screenshot_id",
        ];
        let names = catalog::ACTIONS
            .iter()
            .flat_map(|a| a.fields().map(|f| f.name()));
        for key in names.chain(added) {
            assert!(is_showable_key(key), "{key}");
        }
    }
}
