//! The tool-result reader and renderer on any JSON: never panics; a result
//! that does not read renders as `<value>` in both texts; the transcript is
//! bounded and is the same when every piece of screen text (titles,
//! readbacks, error text, URLs, image data) is replaced.
#![no_main]

#[path = "screen_text.rs"]
mod screen_text;

use cu_projection::observation::MAX_RENDERED_BYTES;
use cu_projection::tool_result::{render_tool_result, UNREAD};
use libfuzzer_sys::fuzz_target;

const ACTIONS: [&str; 8] = [
    "list_apps",
    "screenshot",
    "zoom",
    "observe",
    "set_value",
    "cursor_position",
    "computer_call_output",
    "format_disk",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else { return };
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(text) else { return };
    let action = ACTIONS[usize::from(pick) % ACTIONS.len()];
    let r = render_tool_result(action, &value);
    let kept = r.transcript_text().as_str();
    if r.error().is_some() {
        assert_eq!(kept, UNREAD);
        assert_eq!(r.model_text(), UNREAD);
        assert!(r.image().is_none());
        return;
    }
    assert!(kept.len() <= MAX_RENDERED_BYTES + 256, "transcript unbounded");
    let blank = screen_text::blanked(&value);
    let other = render_tool_result(action, &blank);
    assert!(other.error().is_none(), "blanking screen text made it unreadable");
    assert_eq!(kept, other.transcript_text().as_str(), "the transcript depends on screen text");
});
