//! Payment cards in text that names a card: the card number (13 to 19
//! digits, whole or in groups, that pass the Luhn check and start as card
//! networks' numbers do) and the security code after its label (`CVV
//! 790`, `セキュリティコード 351`).

use once_cell::sync::Lazy;
use regex::Regex;

/// Words that name a card or its parts: the rule's keywords. A number is
/// read as a card's only in text that holds one.
pub(super) const CARD_WORDS: &[&str] = &[
    "card",
    "visa",
    "mastercard",
    "amex",
    "american express",
    "discover",
    "maestro",
    "jcb",
    "diners",
    "unionpay",
    "cvv",
    "cvc",
    "credit",
    "debit",
    "tarjeta",
    "carte",
    "karte",
    "cartão",
    "carta",
    "kaart",
    "kort",
    "карт",
    "カード",
    "卡",
    "카드",
];

/// A card number: four digits, then groups of digits joined by nothing,
/// one space or one `-` (`4556 1643 9011 3706`, Amex's `3734 850265
/// 88360`).
static NUMBER: Lazy<Regex> = Lazy::new(|| {
    Regex::new(r"(?-u:\b)[2-6]\d{3}(?:[ -]?\d{2,7}){2,4}(?-u:\b)").expect("a valid pattern")
});

/// A security code after its label.
static SECURITY_CODE: Lazy<Regex> = Lazy::new(|| {
    Regex::new(concat!(
        r#"(?i)(?:(?-u:\b)(?:cvv2?|cvc2?|cvn|cid|csc)(?-u:\b)|security\s+code|card\s+code|セキュリティコード|código\s+de\s+seguridad|code\s+de\s+sécurité|kartenprüfnummer|prüfnummer)"#,
        r#"["']?\s*(?:[:=：]\s*["']?)?\s*(?P<code>\d{3,4})(?-u:\b)"#,
    ))
    .expect("a valid pattern")
});

/// Whether the digits pass the Luhn check every card number carries.
fn luhn(digits: &[u8]) -> bool {
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, d)| {
            let d = u32::from(d - b'0');
            if i % 2 == 1 {
                let twice = d * 2;
                if twice > 9 {
                    twice - 9
                } else {
                    twice
                }
            } else {
                d
            }
        })
        .sum();
    sum % 10 == 0
}

/// Card numbers and security codes in a text that names a card.
pub(super) fn cards(text: &str, found: &mut impl FnMut(usize, usize)) {
    // The keyword filter reads words' beginnings (`disc` of `Discord`):
    // the text must name a card.
    let lower = text.to_lowercase();
    if !CARD_WORDS.iter().any(|w| lower.contains(w)) {
        return;
    }
    for m in NUMBER.find_iter(text) {
        let digits: Vec<u8> = m.as_str().bytes().filter(u8::is_ascii_digit).collect();
        // One separator kind throughout (`5411 8088 4754 2121`), not a
        // date or a phone number's mix.
        let spaced = m.as_str().contains(' ');
        let dashed = m.as_str().contains('-');
        // Ungrouped, at most 16 digits: a longer run is an id (a Discord
        // message's), and one in ten ids passes the Luhn check.
        let most = if spaced || dashed { 19 } else { 16 };
        if (13..=most).contains(&digits.len()) && !(spaced && dashed) && luhn(&digits) {
            found(m.start(), m.end());
        }
    }
    for c in SECURITY_CODE.captures_iter(text) {
        if let Some(code) = c.name("code") {
            found(code.start(), code.end());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        cards(text, &mut |s, e| out.push(&text[s..e]));
        out
    }

    #[test]
    fn card_numbers_and_security_codes_are_found() {
        for (text, secrets) in [
            (
                "Tarjeta 5411 8088 4754 2121 vence 12/29 CVV 790",
                vec!["5411 8088 4754 2121", "790"],
            ),
            (
                "type 373485026588360 into Card number, 09/31 into Expiry and 4563 into CVC",
                vec!["373485026588360"],
            ),
            (
                "{\"card_number\": \"6011-7118-6003-2859\", \"cvv\": \"754\"}",
                vec!["6011-7118-6003-2859", "754"],
            ),
            (
                "カード番号 5411677812459342 有効期限 10/29 セキュリティコード 351",
                vec!["5411677812459342", "351"],
            ),
        ] {
            assert_eq!(found(text), secrets, "{text}");
        }
        // Controls: a number that fails the Luhn check, a phone number,
        // an order number of another length, a date.
        for text in [
            "Card 5411 8088 4754 2122",
            "card support +1 415 555 0132",
            "gift card order 4000123412341",
            "card expires 2029-12-31",
            "Discord message 4790395531718035438",
            "card 4790395531718035438",
        ] {
            assert!(found(text).is_empty(), "{text}: {:?}", found(text));
        }
    }

    #[test]
    fn the_luhn_check_accepts_card_numbers_only() {
        assert!(luhn(b"4556164390113706"));
        assert!(luhn(b"373485026588360"));
        assert!(!luhn(b"4556164390113707"));
    }
}
