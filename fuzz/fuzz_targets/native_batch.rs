//! Native computer_call batches on any bytes: never panics; a batch valid
//! under the observation-only policy is valid under a wider one; the batch
//! projection re-projects to itself and withholds typed text.
#![no_main]

use cu_projection::native::{project_batch, validate_batch};
use cu_projection::read_json;
use cu_projection::policy::{Policy, PolicyFamily};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Ok(item) = read_json(data) else { return };
    let narrow = validate_batch(&item, &Policy::observation_only());
    let wide = validate_batch(
        &item,
        &Policy::observation_only()
            .allow(PolicyFamily::CoordinatePointer)
            .allow(PolicyFamily::CoordinateKeyboard),
    );
    if narrow.is_ok() {
        assert!(wide.is_ok());
    }
    let projected = project_batch(&item);
    let again = project_batch(&Value::from(
        projected.iter().map(|m| m.to_value()).collect::<Vec<_>>(),
    ));
    assert_eq!(again, projected, "batch projection not idempotent");
    if let Ok(batch) = wide {
        for (action, model) in batch.actions.iter().zip(&projected) {
            if let cu_projection::native::NativeAction::Type { text } = action {
                if text.len() > 8 {
                    assert!(!serde_json::to_string(model).unwrap().contains(text.as_str()));
                }
            }
        }
    }
});
