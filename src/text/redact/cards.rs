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
    // A virtual card a travel agency pays with (`VCC 5120 ... | 10/27`).
    "vcc",
    // A note's `CC#`, a reservation system's form of payment (`FOP
    // CCVI4111...`, `FP CCJC...`).
    "cc#",
    "fop cc",
    "fp cc",
    "cc-number",
    "cc-csc",
    "cardnumber",
    "card-number",
    "verification number",
    "security code",
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
    "kart",
    "karty",
    "kartu",
    "kártya",
    "البطاقة",
    "कार्ड",
    "カード",
    "セキュリティコード",
    "cryptogramme",
    "prüfziffer",
    "卡",
    "카드",
    "บัตร",
    "thẻ",
];

/// A card number: four digits, then groups of digits joined by nothing,
/// one space or one `-` (`4556 1643 9011 3706`, Amex's `3734 850265
/// 88360`), or by a line's break where a scan's text wraps it (`5311
/// 8479` / `9839 1459`).
static NUMBER: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"(?-u:\b)[2-6]\d{3}(?:(?:[ -]?|[ \t]*\n[ \t]*)\d{2,7}){2,4}(?-u:\b)")
        .expect("a valid pattern")
});

/// A card's number glued between letters or signs, as a reservation
/// system or a note writes it (`CC#4190...exp0227`, `FOP CCJC3528.../1130`):
/// digits only, a card's length.
static GLUED_NUMBER: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"[A-Za-z#](?P<number>[2-6]\d{12,18})(?:[A-Za-z/]|$)").expect("a valid pattern")
});

/// A security code after its label.
static SECURITY_CODE: Lazy<Regex> = Lazy::new(|| {
    super::pattern(concat!(
        r#"(?i)(?:(?-u:\b)(?:cvv2?|cvc2?|cvn|cid|csc)(?-u:\b)|security\s+code|card\s+code|verification\s+number|セキュリティコード|código\s+de\s+seguridad|code\s+de\s+sécurité|kartenprüfnummer|prüfnummer|prüfziffer|cryptogramme(?:\s+visuel)?|安全码|安全碼|kontrolcifre|kontrollsiffror|turvakoodi|veiligheidscode|codice\s+di\s+sicurezza|código\s+de\s+segurança|güvenlik\s+kodu|mã\s+bảo\s+mật|bezpečnostní\s+kód)"#,
        // Then up to 30 characters that are no digit (`Prüfziffer (CVC):`,
        // `CVC2 код 147`, `security code on the back is 510`, a form's
        // `"field": "Security code (CVC)", "text": "202"`).
        r#"[^\d\n]{0,30}?(?-u:\b)(?P<code>\d{3,4})(?-u:\b)"#,
        // Or glued to its name, as a shop's saved card shows it (`CVV992 ·
        // Visa ····4774`).
        r#"|(?i:(?-u:\b)(?:cvv|cvc))(?P<glued>\d{3,4})(?-u:\b)"#,
    ))
    .expect("a valid pattern")
});

/// An IBAN's country and check digits just before a number (`IT10 `).
static IBAN_START: Lazy<Regex> =
    Lazy::new(|| super::pattern(r"(?-u:\b)[A-Z]{2}\d{2}\s?$").expect("a valid pattern"));

/// Whether a value is all a card's number: 13 to 19 digits that pass the
/// Luhn check, as an agent types one into a form; not a documented test
/// number.
pub(super) fn is_card_number(v: &str) -> bool {
    (13..=19).contains(&v.len())
        && v.bytes().all(|b| b.is_ascii_digit())
        && luhn(v.as_bytes())
        && !TEST_NUMBERS.contains(&v)
}

/// Whether a finding is a documented test number or a group of one, its
/// digits grouped or not: public wherever a reading finds it (`5555`, the
/// first group of `5555 5555 5555 4444  (Mastercard)` under a list's `CVC
/// any 3 digits`, read as the code the label names; a sandbox's form's
/// `password: 4111 1111 1111 1111`, as documented as the card).
pub(super) fn is_test_number(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    if !bytes[start..end].first().is_some_and(u8::is_ascii_digit) {
        return false;
    }
    // The number's run of digits, spaces and dashes around the finding.
    let grouped = |b: &u8| b.is_ascii_digit() || matches!(b, b' ' | b'-');
    let from = start
        - bytes[..start]
            .iter()
            .rev()
            .take_while(|b| grouped(b))
            .count();
    let to = end + bytes[end..].iter().take_while(|b| grouped(b)).count();
    let run = text[from..to].trim_matches([' ', '-']);
    (13..=23).contains(&run.len())
        && TEST_NUMBERS.iter().any(|t| {
            t.bytes()
                .eq(run.bytes().filter(|b| !matches!(b, b' ' | b'-')))
        })
}

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

/// Card networks' documented test numbers (Stripe, Adyen, Braintree,
/// PayPal): public, in every payment integration's docs.
const TEST_NUMBERS: &[&str] = &[
    "4242424242424242",
    "4000056655665556",
    "4111111111111111",
    "4012888888881881",
    "5555555555554444",
    "5105105105105100",
    "2223003122003222",
    "5200828282828210",
    "378282246310005",
    "371449635398431",
    "6011111111111117",
    "6011000990139424",
    "3056930009020004",
    "36227206271667",
    "3566002020360505",
    "6200000000000005",
    "4000002500003155",
    "4000000000009995",
    "4000000000000002",
    "4000000000009987",
    "4000000000000069",
    "4000000000000127",
    "4000000000000119",
    "4000002760003184",
    "4000000000003220",
    "4000000000000077",
    "4000000000000341",
    "6555900000604105",
    "3530111333300000",
    "4988438843884305",
    "5454545454545454",
    "4035501000000008",
    // Adyen's test cards.
    "4917610000000000",
    "4111111145551142",
    "5555341244441115",
    "370000000000002",
    "2222400070000005",
    "4166676667666746",
    "4646464646464644",
    "4444333322221111",
    "4400000000000008",
    "5101180000000007",
    "5577000055770004",
    "370000000100018",
    "6703444444444449",
];

/// What an expiry date's year holds (`/27`, `/2027`): the rule's
/// keywords besides [`CARD_WORDS`].
pub(super) const EXPIRY_LITERALS: &[&str] = &["/2", "/3"];

/// An expiry date and, after it, a security code: what follows a card's
/// number when it is written down (`5349 1525 4445 2814 09/27 635`).
static EXPIRY: Lazy<Regex> = Lazy::new(|| {
    // A comma, a dash or a bullet may follow each part (`... – 02/30 –
    // 964`, `...--06/27--795`, `... • 06/27 • 795`), and
    // the code's name in any language
    // come before it (`4464 0093 2470 9098, 08/29, CVC 633`, `...,
    // Cryptogramme 646`, `..., 安全码 9094`). The date's name may come
    // before the date, in up to three words (`, exp 02/27`, `, geldig tot
    // 07/29`, `giltigt t.o.m. 02/29`, `，有效期 05/27`, `Expiry: 07/29`):
    // the expiry date is the card's data as much as its number.
    super::pattern(r"^(?:[,;，、]|\s*(?:[–—|·•‒―−～]|--?)\s*)?\s*(?:\p{L}[\p{L}.]{0,13}:?\s+){0,3}?(?:0[1-9]|1[0-2])/(?:\d{2}|20\d{2})(?-u:\b)(?:(?:[,;，、]|\s*(?:[–—|·•‒―−～:]|--?)\s*)?\s*(?:\p{L}{2,14}\.?:?\s*){0,2}(?P<code>\d{3,4})(?-u:\b))?")
        .expect("a valid pattern")
});

/// Card numbers and security codes in a text that names a card; a
/// grouped number followed by an expiry date needs no name, nor an
/// ungrouped one followed by an expiry date and a code.
pub(super) fn cards(text: &str, found: &mut impl FnMut(usize, usize)) {
    // The keyword filter reads words' beginnings (`disc` of `Discord`):
    // the text must name a card, or hold a date after a number. Whether it
    // names one is asked only once something card-shaped is there: most
    // texts the filter lets in (`/2` of a date or a URL) hold nothing.
    let mut named = None;
    let mut names_a_card = || {
        *named.get_or_insert_with(|| {
            let lower = text.to_lowercase();
            CARD_WORDS.iter().any(|w| lower.contains(w))
        })
    };
    // A documented test number's security code is documentation's too
    // (`enter 4242 4242 4242 4242, 12/34, CVC 123`).
    let mut test_only = None;
    for m in NUMBER.find_iter(text) {
        // The number may run on into what follows it (`... 5161 12/25`):
        // the longest run of its groups that is a card's number.
        let mut end = m.end();
        // The longest run of a card's length, should none pass the check:
        // with an expiry date and a code after it, it is a card's all the
        // same (a number mistyped or made up is still written down as one).
        let mut unchecked = None;
        let number = loop {
            let candidate = &text[m.start()..end];
            let digits: Vec<u8> = candidate.bytes().filter(u8::is_ascii_digit).collect();
            // One separator kind throughout (`5411 8088 4754 2121`), not a
            // date or a phone number's mix.
            let spaced = candidate.contains([' ', '\n']);
            let dashed = candidate.contains('-');
            // Ungrouped, at most 16 digits: a longer run is an id (a
            // Discord message's), and one in ten ids passes the Luhn check.
            let most = if spaced || dashed { 19 } else { 16 };
            if (13..=most).contains(&digits.len()) && !(spaced && dashed) {
                if luhn(&digits) {
                    break Some((end, spaced || dashed, digits));
                }
                unchecked.get_or_insert((end, spaced || dashed, digits.clone()));
            }
            match candidate.rfind([' ', '-', '\n']) {
                Some(cut) if digits.len() > 13 => end = m.start() + cut,
                _ => break None,
            }
        };
        let number = number.or_else(|| {
            unchecked.filter(|&(end, _, _)| {
                EXPIRY
                    .captures(&text[end..])
                    .is_some_and(|c| c.name("code").is_some())
            })
        });
        let Some((end, grouped, digits)) = number else {
            continue;
        };
        // Wrapped over two lines, a number is a card's only where the text
        // names a card: a table's numbers stand on lines one under another.
        let wrapped = text[m.start()..end].matches('\n').count();
        if wrapped > 1 || wrapped == 1 && !names_a_card() {
            continue;
        }
        // Digits right after an IBAN's country and check digits (`IBAN
        // IT10 6225 7086 ...`) are an account's, shown to be paid; the word
        // `IBAN` alone nearby does not hide a card (`IBAN: none. Card ...`).
        if IBAN_START.is_match(&text[..m.start()]) {
            continue;
        }
        if TEST_NUMBERS.iter().any(|t| t.as_bytes() == digits) {
            test_only.get_or_insert(true);
            continue;
        }
        test_only = Some(false);
        let expiry = EXPIRY.captures(&text[end..]);
        // A grouped number with an expiry date after it is a card's; so is
        // an ungrouped one with an expiry date and a security code
        // (`5384543159198328  09/27  493` in a note).
        let with_code = expiry.as_ref().is_some_and(|c| c.name("code").is_some());
        if grouped && expiry.is_some() || with_code || names_a_card() {
            // The number, its expiry date and its code are one card's data:
            // removed as one.
            let data_end = expiry
                .as_ref()
                .and_then(|c| c.get(0))
                .map_or(end, |e| end + e.end());
            found(m.start(), data_end);
        }
    }
    for c in GLUED_NUMBER.captures_iter(text) {
        if let Some(n) = c.name("number") {
            if is_card_number(n.as_str()) && names_a_card() {
                found(n.start(), n.end());
            }
        }
    }
    if test_only == Some(true) || !SECURITY_CODE.is_match(text) || !names_a_card() {
        return;
    }
    for c in SECURITY_CODE.captures_iter(text) {
        let Some(code) = c.name("code").or_else(|| c.name("glued")) else {
            continue;
        };
        // A card's last four (`Prüfnummer der Karte ****6117 ist 7211`,
        // `CVV for card ending 4242: 381`) is passed over once: the code
        // follows it.
        if last_four(&text[..code.start()]) {
            let rest = &text[code.end()..];
            match CODE_AFTER.captures(rest).and_then(|c| c.name("code")) {
                Some(next) if !last_four(&rest[..next.start()]) => {
                    found(code.end() + next.start(), code.end() + next.end());
                }
                _ => {}
            }
            continue;
        }
        // A date's year (`Gift card code — Used 2025-06-14`), or a gift
        // card's code, which is no card's security code.
        let date = {
            let mut rest = text[code.end()..].chars();
            matches!(rest.next(), Some('-' | '/' | '.'))
                && rest.next().is_some_and(|c| c.is_ascii_digit())
        };
        let gift = c.get(0).is_some_and(|m| {
            let named = text[..m.start()].to_lowercase();
            named
                .trim_end_matches(|ch: char| !ch.is_alphabetic())
                .ends_with("gift")
                || m.as_str().to_lowercase().contains("gift")
        });
        if date || gift {
            continue;
        }
        found(code.start(), code.end());
    }
}

/// Whether digits after `before` are a card's last four: after a mask
/// (`****`, `•••• `, `xx`; not a word's last `x`) or after a tail's word.
fn last_four(before: &str) -> bool {
    let trimmed = before.trim_end_matches([' ', ':']);
    let tail = trimmed[super::floor_char_boundary(trimmed, trimmed.len().saturating_sub(16))..]
        .to_lowercase();
    trimmed.ends_with(['*', '•', '·']) || tail.ends_with("xx") || after_tail_word(before)
}

/// Whether a finding at `start..end` is a card's or a phone's last digits
/// (`验证码已发送至尾号3356的手机`): two to four digits after one of
/// [`TAIL_WORDS`]. Asked of every finding; a token or a longer code after
/// the words is found as anywhere (`ending in sk_live_...`).
pub(super) fn is_tail(text: &str, start: usize, end: usize) -> bool {
    (2..=4).contains(&(end - start))
        && text.as_bytes()[start..end].iter().all(u8::is_ascii_digit)
        && after_tail_word(&text[..start])
}

/// Words a number's last digits follow (`Visa ending in 7426`,
/// `验证码已发送至尾号3356的手机`, `끝자리 4821`): a card's or a phone's
/// tail, shown to say which, no secret ([`is_tail`]).
const TAIL_WORDS: &[&str] = &[
    "ending",
    "ending in",
    "ending with",
    "endet auf",
    "terminada en",
    "terminado en",
    "terminant par",
    "尾号",
    "尾號",
    "尾数",
    "尾數",
    "末尾",
    "끝자리",
    "뒷자리",
];

/// Whether `before` ends in one of [`TAIL_WORDS`] (a colon or spaces may
/// come between): what follows, if it is two to four digits, is a
/// number's last ([`is_tail`]).
fn after_tail_word(before: &str) -> bool {
    let before = before.trim_end_matches([' ', ':', '：']);
    // (Cheap first: most findings follow none.)
    if !TAIL_WORDS.iter().any(|w| {
        w.chars().next_back() == before.chars().next_back().map(|c| c.to_ascii_lowercase())
    }) {
        return false;
    }
    let tail = before[super::floor_char_boundary(before, before.len().saturating_sub(16))..]
        .to_lowercase();
    TAIL_WORDS.iter().any(|w| {
        tail.strip_suffix(w).is_some_and(|rest| {
            // (A word of its own: not `sending`.)
            !w.is_ascii() || !rest.chars().next_back().is_some_and(char::is_alphanumeric)
        })
    })
}

/// The security code after a card's last four: up to 30 characters that
/// are no digit, then the code.
static CODE_AFTER: Lazy<Regex> = Lazy::new(|| {
    super::pattern(r"^[^\d\n]{0,30}?(?-u:\b)(?P<code>\d{3,4})(?-u:\b)").expect("a valid pattern")
});

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
            // The expiry date's name before it: the date goes with the
            // number.
            (
                "Tarjeta 5411 8088 4754 2121 vence 12/29 CVV 790",
                vec!["5411 8088 4754 2121 vence 12/29 CVV 790", "790"],
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
                vec![
                    "5411677812459342 有効期限 10/29 セキュリティコード 351",
                    "351",
                ],
            ),
            // Run on into the expiry date; no card named but a date after:
            // the number, the date and the code are one card's data.
            (
                "company card 4953 8019 4387 5161 12/25 172",
                vec!["4953 8019 4387 5161 12/25 172"],
            ),
            (
                "can you book it on mine? 4147-8444-6724-9162 01/26 963",
                vec!["4147-8444-6724-9162 01/26 963"],
            ),
            // With a date and a named code after it, a number is a card's
            // even when it fails the Luhn check (a made-up or mistyped one
            // is still written down as a card).
            (
                "WhatsApp · Dana\n5329901019793308, 03/26, CVV 804",
                // (The named code is found again on its own; findings that
                // overlap are redacted as one.)
                vec!["5329901019793308, 03/26, CVV 804", "804"],
            ),
            (
                "4981 9216 9224 1021, 11/29, Cryptogramme 646",
                vec!["4981 9216 9224 1021, 11/29, Cryptogramme 646", "646"],
            ),
        ] {
            assert_eq!(found(text), secrets, "{text}");
        }
        // Controls: a number that fails the Luhn check, a phone number,
        // an order number of another length, a date.
        for text in [
            "Card 5411 8088 4754 2122",
            // Without the code after its date, Luhn still decides.
            "order 5329901019793308, 03/26",
            "card support +1 415 555 0132",
            "gift card order 4000123412341",
            "card expires 2029-12-31",
            "Discord message 4790395531718035438",
            "card 4790395531718035438",
            // No card named: a grouped number without a date after it, an
            // ungrouped one with a date and no code.
            "call 4147 8444 6724 9162 today",
            "id 4147844467249162 01/26",
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
