//! The observation ledger driven by a byte stream of events: never panics,
//! and its invariants hold after every step: nothing is admitted after the
//! session ends or while it is locked or blocked, a non-observing call is
//! admitted only on the newest observation, and never while another
//! mutation waits for its outcome.
#![no_main]

use cu_projection::ledger::{Frame, HostEvent, Ledger, LedgerState, Outcome, OutcomeError, Target};
use libfuzzer_sys::fuzz_target;
use serde_json::json;

const ERRORS: [OutcomeError; 7] = [
    OutcomeError::UserIntervened,
    OutcomeError::OutcomeUnknown,
    OutcomeError::ServiceUnavailable,
    OutcomeError::ServiceMismatch,
    OutcomeError::TargetChanged,
    OutcomeError::ScreenLocked,
    OutcomeError::BlockedUrl,
];

fn target(b: u8) -> Target {
    Target {
        pid: Some(i64::from(b % 3)),
        window_id: Some(u64::from(b % 3) + 1),
        app: Some(["Mail", "Notes", "Safari"][usize::from(b % 3)].to_owned()),
        fingerprint: None,
    }
}

fuzz_target!(|data: &[u8]| {
    let mut ledger = Ledger::new("f").unwrap();
    let mut newest: Option<String> = None;
    let mut in_flight = false;
    for pair in data.chunks(2) {
        let (op, arg) = (pair[0], pair.get(1).copied().unwrap_or(0));
        let before = ledger.state();
        let event = match op % 12 {
            0 => HostEvent::Observed(Frame::new(target(arg))),
            9 => HostEvent::Observed(
                Frame::new(target(arg)).with_id(format!("ax-{}", arg % 8)).with_element_ids(["e1"]),
            ),
            1 | 2 => {
                let obs = match arg % 3 {
                    0 => newest.clone().unwrap_or_else(|| "obs-f-1".into()),
                    1 => format!("obs-f-{}", arg / 3),
                    _ => "obs-g-1".into(),
                };
                let action = ["click_element", "type", "wait", "observe", "set_value"][usize::from(arg % 5)];
                HostEvent::Call(json!({"action": action, "observation_id": obs, "element_id": "e1",
                                       "text": "x", "value": "y", "app": "Mail"}))
            }
            3 => HostEvent::Outcome(Outcome::Completed { mutation: arg % 2 == 0, observed: (arg % 3 == 0).then(|| target(arg)) }),
            4 => HostEvent::Outcome(Outcome::Failed(ERRORS[usize::from(arg) % ERRORS.len()])),
            10 => HostEvent::Outcome(if arg % 2 == 0 { Outcome::NotDispatched } else { Outcome::Untyped }),
            11 => HostEvent::Native(json!({"type": "computer_call", "call_id": "c",
                "actions": if arg % 2 == 0 { json!([{"type": "wait"}]) } else { json!([{"type": "move", "x": 1, "y": 2}]) }})),
            5 => HostEvent::ServiceReleased,
            6 => HostEvent::ScreenUnlocked,
            7 => HostEvent::TurnEnded,
            _ => HostEvent::SessionEnded,
        };
        let answer = ledger.apply(&event);
        if let Some(id) = &answer.observation_id {
            if !matches!(event, HostEvent::Call(_)) {
                newest = Some(id.clone());
            }
        }
        if let Some(a) = &answer.admitted {
            assert!(!matches!(before, LedgerState::Ended | LedgerState::Locked | LedgerState::UrlBlocked));
            let mutating = match &event {
                HostEvent::Call(args) => !matches!(args["action"].as_str(), Some("wait" | "observe")),
                HostEvent::Native(item) => item["actions"][0]["type"] != "wait",
                _ => false,
            };
            if mutating {
                assert_eq!(a.observation_id, newest, "admitted on an old observation");
                assert!(!in_flight, "two mutations in flight");
                in_flight = true;
            }
        }
        if matches!(event, HostEvent::Outcome(_) | HostEvent::ServiceReleased | HostEvent::TurnEnded | HostEvent::SessionEnded) {
            in_flight = false;
        }
        if before == LedgerState::Ended {
            assert_eq!(ledger.state(), LedgerState::Ended);
        }
    }
});
