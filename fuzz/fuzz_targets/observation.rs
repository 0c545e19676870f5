//! The observation reader and renderer on any JSON: never panics; both
//! renderings are bounded; the transcript is the same when every label,
//! value and title is replaced, with or without a query, and records a
//! query's presence, never what it matched.
#![no_main]

#[path = "screen_text.rs"]
mod screen_text;

use cu_projection::observation::{render, Observation, MAX_RENDERED_BYTES};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else { return };
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(text) else { return };
    let Ok(obs) = Observation::from_value(&value) else { return };
    let query = ["", "a", "Send", "4417"][usize::from(pick) % 4];
    let r = render(&obs, (!query.is_empty()).then_some(query));
    let kept = r.transcript_text().as_str();
    assert!(kept.len() <= MAX_RENDERED_BYTES + 128, "transcript unbounded");
    assert!(r.model_text().len() <= MAX_RENDERED_BYTES + 128, "model text unbounded");
    let blank = Observation::from_value(&screen_text::blanked(&value)).expect("blanking keeps it readable");
    // Without the query, and with another one: the transcript is the same.
    let other = render(&blank, (!query.is_empty()).then_some("zzz"));
    assert_eq!(kept, other.transcript_text().as_str(), "the transcript depends on screen text");
});
