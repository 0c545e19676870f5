//! The OpenAI strict adapter on any arguments string: never panics; an
//! accepted call is one the strict parser accepts on its own; discarded
//! names are sorted catalog fields.
#![no_main]

use cu_projection::openai::from_strict_arguments_json;
use cu_projection::{catalog, ComputerUseCall};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(strict) = from_strict_arguments_json(text) {
        let wire = strict.call.to_value();
        assert_eq!(ComputerUseCall::from_value(&wire).unwrap(), strict.call);
        assert!(strict.discarded.windows(2).all(|w| w[0] < w[1]));
        assert!(strict.discarded.iter().all(|d| catalog::field_def(d).is_some()));
    }
});
