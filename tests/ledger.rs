//! The observation ledger (SPEC section 9): one test per line of the host
//! events contract's verification list, and a model-based property test
//! against a small reference model written here.

mod common;

use common::cases;
use cu_projection::ledger::{HostEvent, Ledger, LedgerState, Outcome, OutcomeError, Target};
use cu_projection::ComputerUseCall;
use proptest::prelude::*;
use serde_json::{json, Value};

fn textedit() -> Target {
    Target {
        pid: Some(501),
        window_id: Some(41),
        app: Some("TextEdit".into()),
        fingerprint: Some("doc:Quarterly report".into()),
    }
}

fn call(v: Value) -> ComputerUseCall {
    ComputerUseCall::from_value(&v).unwrap()
}

fn click(obs: &str) -> ComputerUseCall {
    call(json!({"action": "click_element", "observation_id": obs, "element_id": "e4"}))
}

fn done(mutation: bool, observed: Option<Target>) -> Outcome {
    Outcome::Completed { mutation, observed }
}

#[test]
fn bound_target_propagation() {
    let mut l = Ledger::new();
    let obs = l.record_observation(textedit()).unwrap();
    // A non-observing call is bound to its observation's full target, even
    // when it names only part of it.
    let a = l
        .admit(&call(
            json!({"action": "set_value", "window_id": 41, "observation_id": obs,
                            "element_id": "e3", "value": "x"}),
        ))
        .unwrap();
    assert_eq!(a.target, textedit());
    assert_eq!(a.observation_id.as_deref(), Some(obs.as_str()));
    // An observing call without a target of its own is bound to the current one.
    let a = l
        .admit(&call(json!({"action": "cursor_position"})))
        .unwrap();
    assert_eq!(a.target, textedit());
    // Control: an observing call that names another target is bound to that.
    let a = l
        .admit(&call(json!({"action": "screenshot", "window_id": 7})))
        .unwrap();
    assert_eq!(a.target.window_id, Some(7));
    assert_eq!(a.target.pid, None);
}

#[test]
fn observation_bound_presentation_and_dispatch() {
    let mut l = Ledger::new();
    assert_eq!(l.state(), LedgerState::NeedsObservation);
    // Observing calls need no observation.
    assert!(l.admit(&call(json!({"action": "list_apps"}))).is_ok());
    assert!(l
        .admit(&call(json!({"action": "observe", "app": "TextEdit"})))
        .is_ok());
    // Any other call needs the current one.
    assert_eq!(
        l.admit(&click("obs-1")).unwrap_err().code(),
        "reobserve_required"
    );
    let obs = l.record_observation(textedit()).unwrap();
    assert_eq!(obs, "obs-1");
    assert_eq!(l.current_observation(), Some("obs-1"));
    assert!(l.admit(&click(&obs)).is_ok());
}

#[test]
fn fresh_post_action_observation() {
    let mut l = Ledger::new();
    let first = l.record_observation(textedit()).unwrap();
    l.admit(&click(&first)).unwrap();
    let fresh = l
        .record_outcome(done(true, Some(textedit())))
        .unwrap()
        .unwrap();
    assert_ne!(fresh, first);
    assert_eq!(l.admit(&click(&first)).unwrap_err().code(), "stale_frame");
    assert!(l.admit(&click(&fresh)).is_ok());
    // Without a fresh observation the spent one cannot be reused.
    l.record_outcome(done(true, None)).unwrap();
    assert_eq!(l.state(), LedgerState::NeedsObservation);
    assert_eq!(
        l.admit(&click(&fresh)).unwrap_err().code(),
        "reobserve_required"
    );
}

#[test]
fn duplicate_and_stale_rejection() {
    let mut l = Ledger::new();
    let old = l.record_observation(textedit()).unwrap();
    let new = l.record_observation(textedit()).unwrap();
    assert_eq!(l.admit(&click(&old)).unwrap_err().code(), "stale_frame");
    assert_eq!(l.admit(&click("obs-99")).unwrap_err().code(), "stale_frame");
    l.admit(&click(&new)).unwrap();
    assert_eq!(
        l.admit(&click(&new)).unwrap_err().code(),
        "duplicate_action"
    );
    // Control: a different action on the same observation is not a duplicate.
    let other = call(json!({"action": "click_element", "observation_id": new, "element_id": "e5"}));
    assert!(l.admit(&other).is_ok());
}

#[test]
fn typed_target_change_cancellation() {
    let mut l = Ledger::new();
    let obs = l.record_observation(textedit()).unwrap();
    let elsewhere = call(
        json!({"action": "click_element", "window_id": 12, "observation_id": obs,
                               "element_id": "e4"}),
    );
    assert_eq!(l.admit(&elsewhere).unwrap_err().code(), "target_mismatch");
    let other_app = call(
        json!({"action": "click_element", "app": "Mail", "observation_id": obs,
                               "element_id": "e4"}),
    );
    assert_eq!(l.admit(&other_app).unwrap_err().code(), "target_mismatch");
    l.admit(&click(&obs)).unwrap();
    l.record_outcome(Outcome::Failed(OutcomeError::TargetChanged))
        .unwrap();
    assert_eq!(l.state(), LedgerState::NeedsObservation);
    assert_eq!(
        l.admit(&click(&obs)).unwrap_err().code(),
        "reobserve_required"
    );
}

#[test]
fn unknown_outcome_requiring_reobservation() {
    for error in [
        OutcomeError::OutcomeUnknown,
        OutcomeError::UserIntervened,
        OutcomeError::ServiceUnavailable,
        OutcomeError::ServiceMismatch,
    ] {
        let mut l = Ledger::new();
        let obs = l.record_observation(textedit()).unwrap();
        l.admit(&click(&obs)).unwrap();
        l.record_outcome(Outcome::Failed(error)).unwrap();
        assert_eq!(l.state(), LedgerState::NeedsObservation, "{error:?}");
    }
    // An outcome in free text is not an outcome: refused, never matched.
    let mut l = Ledger::new();
    l.record_observation(textedit()).unwrap();
    let answer = l.apply_value(&json!({"event": "outcome", "ok": false,
                                       "error": "user_intervened: mouse moved"}));
    assert_eq!(answer.error.unwrap().code(), "invalid_arguments");
    assert_eq!(
        l.state(),
        LedgerState::Observed,
        "a refused event changes nothing"
    );
}

#[test]
fn explicit_session_cleanup() {
    let mut l = Ledger::new();
    let obs = l.record_observation(textedit()).unwrap();
    l.admit(&call(
        json!({"action": "press_key", "observation_id": obs, "text": "cmd+s"}),
    ))
    .unwrap();
    assert_eq!(l.keyboard_owner(), Some(&textedit()));
    l.service_released();
    assert_eq!(l.keyboard_owner(), None);
    assert_eq!(l.state(), LedgerState::NeedsObservation);

    let obs = l.record_observation(textedit()).unwrap();
    l.admit(&call(
        json!({"action": "type", "observation_id": obs, "text": "hi"}),
    ))
    .unwrap();
    l.turn_ended();
    assert_eq!(l.keyboard_owner(), None);
    assert_eq!(l.current_observation(), None);

    l.record_observation(textedit()).unwrap();
    l.session_ended();
    assert_eq!(l.state(), LedgerState::Ended);
    assert_eq!(
        l.record_observation(textedit()).unwrap_err().code(),
        "no_active_session"
    );
    assert_eq!(
        l.admit(&call(json!({"action": "list_apps"})))
            .unwrap_err()
            .code(),
        "no_active_session"
    );
    assert_eq!(
        l.record_outcome(done(false, None)).unwrap_err().code(),
        "no_active_session"
    );
    l.turn_ended();
    l.screen_unlocked();
    assert_eq!(
        l.state(),
        LedgerState::Ended,
        "nothing revives an ended session"
    );
}

#[test]
fn a_lock_holds_until_unlocked_and_a_blocked_url_until_the_turn_ends() {
    let mut l = Ledger::new();
    l.record_observation(textedit()).unwrap();
    l.record_outcome(Outcome::Failed(OutcomeError::ScreenLocked))
        .unwrap();
    assert_eq!(l.state(), LedgerState::Locked);
    assert_eq!(
        l.record_observation(textedit()).unwrap_err().code(),
        "screen_locked"
    );
    assert_eq!(
        l.admit(&call(json!({"action": "list_apps"})))
            .unwrap_err()
            .code(),
        "screen_locked"
    );
    l.turn_ended();
    assert_eq!(
        l.state(),
        LedgerState::Locked,
        "a turn end does not unlock the screen"
    );
    l.screen_unlocked();
    assert_eq!(l.state(), LedgerState::NeedsObservation);

    l.record_observation(textedit()).unwrap();
    l.record_outcome(Outcome::Failed(OutcomeError::BlockedUrl))
        .unwrap();
    assert_eq!(
        l.admit(&call(json!({"action": "list_apps"})))
            .unwrap_err()
            .code(),
        "blocked_url"
    );
    l.screen_unlocked();
    assert_eq!(l.state(), LedgerState::UrlBlocked);
    l.turn_ended();
    assert_eq!(l.state(), LedgerState::NeedsObservation);
}

#[test]
fn refusals_hold_no_screen_text() {
    let mut l = Ledger::new();
    let obs = l.record_observation(textedit()).unwrap();
    let mut messages = Vec::new();
    let mismatch = call(
        json!({"action": "click_element", "app": "Mail", "observation_id": obs,
                              "element_id": "e4"}),
    );
    messages.push(l.admit(&mismatch).unwrap_err().to_string());
    l.admit(&click(&obs)).unwrap();
    messages.push(l.admit(&click(&obs)).unwrap_err().to_string());
    l.record_outcome(Outcome::Failed(OutcomeError::BlockedUrl))
        .unwrap();
    messages.push(l.admit(&click(&obs)).unwrap_err().to_string());
    for m in messages {
        for screen_text in ["TextEdit", "Quarterly", "Mail", "501"] {
            assert!(!m.contains(screen_text), "{m}");
        }
    }
}

#[test]
fn host_events_are_read_typed() {
    let rows = [
        (
            json!({"event": "observed", "target": {"pid": 1, "window_id": 2, "app": "A"}}),
            true,
        ),
        (
            json!({"event": "observed", "target": {"pid": 1, "title": "secret"}}),
            false,
        ),
        (
            json!({"event": "outcome", "ok": true, "mutation": true}),
            true,
        ),
        (
            json!({"event": "outcome", "ok": true, "mutation": "yes"}),
            false,
        ),
        (
            json!({"event": "outcome", "ok": false, "error": "screen_locked"}),
            true,
        ),
        (
            json!({"event": "outcome", "ok": false, "error": "Screen Locked"}),
            false,
        ),
        (
            json!({"event": "outcome", "error": "user_intervened"}),
            false,
        ),
        (json!({"event": "call"}), false),
        (json!({"event": "reboot"}), false),
        (json!({"event": "turn_ended"}), true),
    ];
    for (v, ok) in rows {
        let parsed = HostEvent::from_value(&v);
        assert_eq!(parsed.is_ok(), ok, "{v}");
        if let Err(e) = parsed {
            assert_eq!(e.code(), "invalid_arguments");
            assert!(!e.to_string().contains("secret") && !e.to_string().contains("Locked"));
        }
    }
}

// ---------------------------------------------------------------- model-based

/// One step of a generated session.
#[derive(Debug, Clone)]
enum Step {
    Observe(u8),
    /// (action index, which observation id to name, target twist)
    Call(u8, u8, u8),
    Completed(bool, Option<u8>),
    Failed(u8),
    ServiceReleased,
    ScreenUnlocked,
    TurnEnded,
    SessionEnded,
    Garbage,
    /// The previous call again, unchanged.
    Repeat,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => any::<u8>().prop_map(Step::Observe),
        16 => (any::<u8>(), any::<u8>(), any::<u8>()).prop_map(|(a, o, t)| Step::Call(a, o, t)),
        4 => Just(Step::Repeat),
        6 => (any::<bool>(), proptest::option::of(any::<u8>())).prop_map(|(m, o)| Step::Completed(m, o)),
        3 => any::<u8>().prop_map(Step::Failed),
        2 => Just(Step::ServiceReleased),
        2 => Just(Step::ScreenUnlocked),
        2 => Just(Step::TurnEnded),
        1 => Just(Step::SessionEnded),
        1 => Just(Step::Garbage),
    ]
}

const TARGETS: [(u64, &str); 3] = [(41, "TextEdit"), (12, "Mail"), (7, "Safari")];
const FAILURES: [&str; 7] = [
    "user_intervened",
    "outcome_unknown",
    "service_unavailable",
    "service_mismatch",
    "target_changed",
    "screen_locked",
    "blocked_url",
];

fn target_json(i: u8) -> Value {
    let (w, app) = TARGETS[i as usize % TARGETS.len()];
    json!({"pid": 100 + w, "window_id": w, "app": app})
}

/// The reference model: the contract's rules, written independently.
#[derive(Default)]
struct Reference {
    minted: u64,
    current: Option<(String, u8, bool, Vec<String>)>, // id, target, spent, admitted
    locked: bool,
    blocked: bool,
    ended: bool,
    pending: bool,
}

impl Reference {
    fn state(&self) -> &'static str {
        if self.ended {
            "ended"
        } else if self.locked {
            "locked"
        } else if self.blocked {
            "url_blocked"
        } else if matches!(self.current, Some((_, _, false, _))) {
            "observed"
        } else {
            "needs_observation"
        }
    }
    fn halted(&self) -> Option<&'static str> {
        if self.ended {
            Some("no_active_session")
        } else if self.locked {
            Some("screen_locked")
        } else if self.blocked {
            Some("blocked_url")
        } else {
            None
        }
    }
    fn observe(&mut self, t: u8) -> Result<String, &'static str> {
        if let Some(code) = self.halted() {
            return Err(code);
        }
        self.minted += 1;
        let id = format!("obs-{}", self.minted);
        self.current = Some((id.clone(), t, false, Vec::new()));
        self.pending = false;
        Ok(id)
    }
}

/// Calls the model may make: (action, observing).
const ACTIONS: [(&str, bool); 5] = [
    ("click_element", false),
    ("type", false),
    ("cursor_position", true),
    ("set_value", false),
    ("wait", true),
];

fn call_json(a: u8, obs: Option<String>, twist: u8, current_target: Option<u8>) -> Value {
    let (name, _) = ACTIONS[a as usize % ACTIONS.len()];
    let mut v = match name {
        "click_element" => json!({"action": name, "element_id": "e1"}),
        "type" => json!({"action": name, "text": "hi"}),
        "set_value" => {
            json!({"action": name, "element_id": "e2", "value": format!("v{}", twist % 2)})
        }
        _ => json!({"action": name}),
    };
    if let Some(o) = obs {
        v["observation_id"] = json!(o);
    }
    match (twist % 4, current_target) {
        (1, Some(t)) => v["window_id"] = target_json(t)["window_id"].clone(),
        (2, Some(t)) => v["window_id"] = target_json(t.wrapping_add(1))["window_id"].clone(),
        (3, _) => v["app"] = json!("Mail"),
        _ => {}
    }
    v
}

/// Runs one generated session against the ledger and the reference model,
/// counting what each answer was (error code, or "admitted").
fn check_sequence(
    steps: &[Step],
    seen: &mut std::collections::BTreeMap<String, usize>,
) -> Result<(), TestCaseError> {
    let mut ledger = Ledger::new();
    let mut r = Reference::default();
    for s in steps {
        let (event, expected_error, expected_obs): (Value, Option<&str>, Option<String>) = match s {
            Step::Observe(t) => {
                let res = r.observe(*t);
                (
                    json!({"event": "observed", "target": target_json(*t)}),
                    res.clone().err(),
                    res.ok(),
                )
            }
            Step::Call(a, o, twist) => {
                let (name, observing) = ACTIONS[*a as usize % ACTIONS.len()];
                let named = match o % 4 {
                    0 => r.current.as_ref().map(|c| c.0.clone()),
                    1 if r.minted > 1 => Some(format!("obs-{}", r.minted - 1)),
                    2 => Some("obs-999".to_owned()),
                    _ => None,
                };
                let needs_obs = name != "cursor_position" && name != "wait";
                // `wait` may name an observation; `cursor_position` takes none.
                let named = if needs_obs || (name == "wait" && o % 2 == 0) {
                    named
                } else {
                    None
                };
                let cur_t = r.current.as_ref().map(|c| c.1);
                let args = call_json(*a, named.clone(), *twist, cur_t);
                let parse_refused = needs_obs && named.is_none();
                let err = if parse_refused {
                    Some("reobserve_required")
                } else if let Some(code) = r.halted() {
                    Some(code)
                } else if observing {
                    None
                } else {
                    match &mut r.current {
                        Some((id, t, false, admitted)) => {
                            let tj = target_json(*t);
                            if named.as_deref() != Some(id.as_str()) {
                                Some("stale_frame")
                            } else if args.get("window_id").is_some_and(|w| *w != tj["window_id"])
                                || args.get("app").is_some_and(|a| *a != tj["app"])
                            {
                                Some("target_mismatch")
                            } else if admitted.contains(&args.to_string()) {
                                Some("duplicate_action")
                            } else {
                                admitted.push(args.to_string());
                                None
                            }
                        }
                        _ => Some("reobserve_required"),
                    }
                };
                if err.is_none() && !observing {
                    r.pending = true;
                } else if err.is_none() {
                    r.pending = false;
                }
                (json!({"event": "call", "args": args}), err, None)
            }
            Step::Completed(mutation, observed) => {
                let event = match observed {
                    Some(t) => {
                        json!({"event": "outcome", "ok": true, "mutation": mutation, "observed": target_json(*t)})
                    }
                    None => json!({"event": "outcome", "ok": true, "mutation": mutation}),
                };
                if r.ended {
                    (event, Some("no_active_session"), None)
                } else {
                    let mutated = std::mem::take(&mut r.pending);
                    if *mutation || mutated {
                        if let Some(c) = r.current.as_mut() {
                            c.2 = true;
                        }
                    }
                    let fresh = match observed {
                        Some(t) if !r.locked && !r.blocked => r.observe(*t).ok(),
                        _ => None,
                    };
                    (event, None, fresh)
                }
            }
            Step::Failed(k) => {
                let name = FAILURES[*k as usize % FAILURES.len()];
                let event = json!({"event": "outcome", "ok": false, "error": name});
                if r.ended {
                    (event, Some("no_active_session"), None)
                } else {
                    r.pending = false;
                    r.current = None;
                    match name {
                        "screen_locked" => r.locked = true,
                        "blocked_url" => r.blocked = true,
                        _ => {}
                    }
                    (event, None, None)
                }
            }
            Step::ServiceReleased => {
                r.current = None;
                r.pending = false;
                (json!({"event": "service_released"}), None, None)
            }
            Step::ScreenUnlocked => {
                if r.locked {
                    r.locked = false;
                    r.current = None;
                }
                (json!({"event": "screen_unlocked"}), None, None)
            }
            Step::TurnEnded => {
                r.current = None;
                r.blocked = false;
                r.pending = false;
                (json!({"event": "turn_ended"}), None, None)
            }
            Step::SessionEnded => {
                r.current = None;
                r.blocked = false;
                r.locked = false;
                r.ended = true;
                (json!({"event": "session_ended"}), None, None)
            }
            Step::Garbage | Step::Repeat => (
                json!({"event": "outcome", "ok": false, "error": "it broke"}),
                Some("invalid_arguments"),
                None,
            ),
        };
        let answer = ledger.apply_value(&event);
        let what = match (&answer.error, &answer.admitted) {
            (Some(e), _) => e.code().as_str().to_owned(),
            (None, Some(_)) => "admitted".to_owned(),
            _ => "other".to_owned(),
        };
        *seen.entry(what).or_default() += 1;
        let state = answer.state.map(|s| s.as_str());
        prop_assert_eq!(state, Some(r.state()), "state after {}", event);
        prop_assert_eq!(
            answer.error.as_ref().map(|e| e.code().as_str()),
            expected_error,
            "error for {}",
            event
        );
        prop_assert_eq!(
            answer
                .observation_id
                .clone()
                .filter(|_| !matches!(s, Step::Call(..))),
            expected_obs,
            "id for {}",
            event
        );
        // Invariants, checked on the ledger's own answer.
        if let Some(a) = &answer.admitted {
            prop_assert!(r.halted().is_none(), "admitted while halted: {}", event);
            let observing = event["args"]["action"]
                .as_str()
                .is_some_and(|n| n == "cursor_position" || n == "wait");
            if !observing {
                prop_assert_eq!(a.observation_id.clone(), Some(format!("obs-{}", r.minted)));
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(1024)))]

    #[test]
    fn the_ledger_agrees_with_the_reference_model(steps in proptest::collection::vec(step(), 1..50)) {
        check_sequence(&steps, &mut Default::default())?;
    }
}

/// The generator reaches every rule: a model test that only ever saw
/// refusals of one kind would agree with a broken ledger.
#[test]
fn generated_sessions_reach_every_answer() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut seen = Default::default();
    let sessions = proptest::collection::vec(step(), 1..50);
    for _ in 0..300 {
        let steps = sessions.new_tree(&mut runner).unwrap().current();
        check_sequence(&steps, &mut seen).unwrap();
    }
    for what in [
        "admitted",
        "reobserve_required",
        "stale_frame",
        "target_mismatch",
        "duplicate_action",
        "screen_locked",
        "blocked_url",
        "no_active_session",
        "invalid_arguments",
    ] {
        assert!(
            seen.get(what).copied().unwrap_or(0) > 0,
            "never saw {what}: {seen:?}"
        );
    }
}
