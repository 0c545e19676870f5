//! The strict parser on any bytes: never panics; an accepted call
//! serializes back to JSON that parses to the same call; no error message
//! repeats the input's strings.
#![no_main]

use cu_projection::ComputerUseCall;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match ComputerUseCall::from_json_slice(data) {
        Ok(call) => {
            let text = serde_json::to_string(&call).unwrap();
            assert_eq!(ComputerUseCall::from_json_str(&text).unwrap(), call);
        }
        Err(e) => {
            let message = e.to_string();
            assert!(!message.is_empty());
            // Message text comes from the catalog: never a long run of the input.
            if let Ok(s) = std::str::from_utf8(data) {
                for word in s.split(|c: char| !c.is_alphanumeric()).filter(|w| w.len() >= 24) {
                    assert!(!message.contains(word), "message echoes input: {message}");
                }
            }
        }
    }
});
