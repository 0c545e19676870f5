//! The observation ledger (SPEC section 9): one test per line of the host
//! events contract's verification list, and a model-based property test
//! against a small reference model written here.

mod common;

use common::cases;
use cu_projection::ledger::{
    EventAnswer, Frame, HostEvent, Ledger, LedgerState, Outcome, OutcomeError, Target,
};
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
    let mut l = Ledger::new("t").unwrap();
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
    l.record_outcome(Outcome::NotDispatched).unwrap();
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
    let mut l = Ledger::new("t").unwrap();
    assert_eq!(l.state(), LedgerState::NeedsObservation);
    // Observing calls need no observation.
    assert!(l.admit(&call(json!({"action": "list_apps"}))).is_ok());
    assert!(l
        .admit(&call(json!({"action": "observe", "app": "TextEdit"})))
        .is_ok());
    // Any other call needs the current one.
    assert_eq!(
        l.admit(&click("obs-t-1")).unwrap_err().code(),
        "reobserve_required"
    );
    let obs = l.record_observation(textedit()).unwrap();
    assert_eq!(obs, "obs-t-1");
    assert_eq!(l.current_observation(), Some("obs-t-1"));
    assert!(l.admit(&click(&obs)).is_ok());
}

#[test]
fn fresh_post_action_observation() {
    let mut l = Ledger::new("t").unwrap();
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
    let mut l = Ledger::new("t").unwrap();
    let old = l.record_observation(textedit()).unwrap();
    let new = l.record_observation(textedit()).unwrap();
    assert_eq!(l.admit(&click(&old)).unwrap_err().code(), "stale_frame");
    assert_eq!(
        l.admit(&click("obs-t-99")).unwrap_err().code(),
        "stale_frame"
    );
    l.admit(&click(&new)).unwrap();
    assert_eq!(
        l.admit(&click(&new)).unwrap_err().code(),
        "duplicate_action"
    );
    // Control: a different action on the same observation is no duplicate;
    // it waits for the first one's outcome, and is admitted once the first
    // was not dispatched after all.
    let other = call(json!({"action": "click_element", "observation_id": new, "element_id": "e5"}));
    assert_eq!(l.admit(&other).unwrap_err().code(), "outcome_pending");
    l.record_outcome(Outcome::NotDispatched).unwrap();
    assert!(l.admit(&other).is_ok());
}

#[test]
fn typed_target_change_cancellation() {
    let mut l = Ledger::new("t").unwrap();
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
        let mut l = Ledger::new("t").unwrap();
        let obs = l.record_observation(textedit()).unwrap();
        l.admit(&click(&obs)).unwrap();
        l.record_outcome(Outcome::Failed(error)).unwrap();
        assert_eq!(l.state(), LedgerState::NeedsObservation, "{error:?}");
    }
}

/// The executor said something went wrong, in words the ledger does not
/// read: the screen may have changed, so it counts as `outcome_unknown`.
#[test]
fn untyped_outcomes_fail_closed() {
    let untyped = [
        json!({"event": "outcome", "ok": false, "error": "capture_failed"}),
        json!({"event": "outcome", "ok": false, "error": "user_intervened: mouse moved"}),
        json!({"event": "outcome", "ok": false, "error": "Screen Locked"}),
        json!({"event": "outcome", "ok": false, "error": "screen_locked "}),
        json!({"event": "outcome", "ok": false, "error": "blocked_url\u{200b}"}),
        json!({"event": "outcome", "ok": false, "error": {"code": "screen_locked"}}),
        json!({"event": "outcome", "ok": false}),
        json!({"event": "outcome", "ok": "false", "error": "blocked_url"}),
        json!({"event": "outcome", "error": "user_intervened"}),
        json!({"event": "outcome", "ok": true, "mutation": "yes"}),
        json!({"event": "outcome", "ok": true, "observed": {"title": "Q3 salaries.xlsx"}}),
        json!({"event": "outcome"}),
    ];
    for event in untyped {
        let mut l = Ledger::new("t").unwrap();
        let obs = l.record_observation(textedit()).unwrap();
        l.admit(&click(&obs)).unwrap();
        let answer = l.apply_value(&event);
        assert!(answer.error.is_none(), "an outcome always counts: {event}");
        assert!(answer.untyped, "{event}");
        assert_eq!(l.state(), LedgerState::NeedsObservation, "{event}");
        // Never a lock or a URL block, whatever the text says.
        assert!(l.record_observation(textedit()).is_ok(), "{event}");
        let text = serde_json::to_string(&answer).unwrap();
        assert_eq!(text, r#"{"state":"needs_observation","outcome":"untyped"}"#);
        // Not even with no call in flight does it leave the screen current.
        let mut l = Ledger::new("t").unwrap();
        l.record_observation(textedit()).unwrap();
        l.apply_value(&event);
        assert_eq!(l.current_observation(), None, "{event}");
    }
    // Control: the typed names are read as what they say.
    let mut l = Ledger::new("t").unwrap();
    l.record_observation(textedit()).unwrap();
    let answer = l.apply_value(&json!({"event": "outcome", "ok": false, "error": "screen_locked"}));
    assert!(!answer.untyped);
    assert_eq!(l.state(), LedgerState::Locked);
}

#[test]
fn explicit_session_cleanup() {
    let mut l = Ledger::new("t").unwrap();
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
    let mut l = Ledger::new("t").unwrap();
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
    let mut l = Ledger::new("t").unwrap();
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
    let a = || Target {
        pid: Some(1),
        window_id: Some(2),
        app: Some("A".into()),
        fingerprint: None,
    };
    let rows: Vec<(Value, Option<HostEvent>)> = vec![
        (
            json!({"event": "observed", "target": {"pid": 1, "window_id": 2, "app": "A"}}),
            Some(HostEvent::Observed(Frame::new(a()))),
        ),
        (
            json!({"event": "observed", "target": {"pid": 1, "window_id": 2, "app": "A"},
                   "observation_id": "ax-1", "element_ids": ["e1", "e2"]}),
            Some(HostEvent::Observed(
                Frame::new(a())
                    .with_id("ax-1")
                    .with_element_ids(["e1", "e2"]),
            )),
        ),
        (
            json!({"event": "observed", "target": {"pid": 1, "title": "secret"}}),
            None,
        ),
        (
            json!({"event": "observed", "target": {}, "element_ids": ["e1", "secret words"]}),
            None,
        ),
        (
            json!({"event": "observed", "target": {}, "element_ids": "e1"}),
            None,
        ),
        (
            json!({"event": "observed", "target": {}, "observation_id": 7}),
            None,
        ),
        (
            json!({"event": "observed", "target": {}, "secret": 1}),
            None,
        ),
        (
            json!({"event": "outcome", "ok": true, "mutation": true}),
            Some(HostEvent::Outcome(done(true, None))),
        ),
        (
            json!({"event": "outcome", "ok": true}),
            Some(HostEvent::Outcome(done(false, None))),
        ),
        (
            json!({"event": "outcome", "ok": true, "mutation": "yes"}),
            Some(HostEvent::Outcome(Outcome::Untyped)),
        ),
        (
            json!({"event": "outcome", "ok": false, "error": "screen_locked"}),
            Some(HostEvent::Outcome(Outcome::Failed(
                OutcomeError::ScreenLocked,
            ))),
        ),
        (
            json!({"event": "outcome", "ok": false, "error": "Screen Locked"}),
            Some(HostEvent::Outcome(Outcome::Untyped)),
        ),
        (
            json!({"event": "outcome", "error": "user_intervened"}),
            Some(HostEvent::Outcome(Outcome::Untyped)),
        ),
        (
            json!({"event": "outcome", "dispatched": false}),
            Some(HostEvent::Outcome(Outcome::NotDispatched)),
        ),
        (
            json!({"event": "outcome", "ok": false, "error": "not_dispatched"}),
            Some(HostEvent::Outcome(Outcome::NotDispatched)),
        ),
        // A report that says two things, or more than one shape holds, is
        // not read as either.
        (
            json!({"event": "outcome", "dispatched": false, "ok": true, "mutation": true}),
            Some(HostEvent::Outcome(Outcome::Untyped)),
        ),
        (
            json!({"event": "outcome", "dispatched": false, "error": "screen_locked"}),
            Some(HostEvent::Outcome(Outcome::Untyped)),
        ),
        (
            json!({"event": "outcome", "ok": false, "error": "not_dispatched", "dispatched": true}),
            Some(HostEvent::Outcome(Outcome::Untyped)),
        ),
        (
            json!({"event": "outcome", "ok": true, "mutation": false, "error": "blocked_url"}),
            Some(HostEvent::Outcome(Outcome::Untyped)),
        ),
        (json!({"event": "call"}), None),
        (json!({"event": "native"}), None),
        (json!({"event": "reboot"}), None),
        (json!({"event": "turn_ended"}), Some(HostEvent::TurnEnded)),
    ];
    for (v, expected) in rows {
        let parsed = HostEvent::from_value(&v);
        match (&parsed, expected) {
            (Ok(got), Some(want)) => assert_eq!(*got, want, "{v}"),
            (Err(e), None) => {
                assert_eq!(e.code(), "invalid_arguments", "{v}");
                assert!(!e.to_string().contains("secret"), "{e}");
            }
            (got, want) => panic!("{v}: got {got:?}, want {want:?}"),
        }
    }
}

// ------------------------------------------------------------ round 2 rules

#[test]
fn one_mutation_in_flight() {
    let mut l = Ledger::new("t").unwrap();
    let obs = l.record_observation(textedit()).unwrap();
    let set = call(
        json!({"action": "set_value", "observation_id": obs, "element_id": "e3", "value": "x"}),
    );
    // A model issuing two tool calls at once: the first is admitted and
    // reserves the observation, the second waits.
    let first = l.apply_value(&json!({"event": "call", "args": {"action": "click_element",
                                      "observation_id": obs, "element_id": "e4"}}));
    assert!(first.admitted.is_some());
    assert_eq!(l.state(), LedgerState::OutcomePending);
    let second = l.admit(&set).unwrap_err();
    assert_eq!(second.code(), "outcome_pending");
    assert!(second.to_string().contains("wait"), "{second}");
    assert_eq!(second.field_name(), None);
    // Outcomes name no call, so not even a read of the screen is
    // dispatched meanwhile: the next outcome must be the click's own.
    assert_eq!(
        l.admit(&call(json!({"action": "screenshot", "window_id": 41})))
            .unwrap_err()
            .code(),
        "outcome_pending"
    );
    // Nor does a launch, nor a native input batch.
    assert_eq!(
        l.admit(&call(json!({"action": "launch_app", "app": "Mail"})))
            .unwrap_err()
            .code(),
        "outcome_pending"
    );
    let batch = json!({"event": "native", "item": {"type": "computer_call", "call_id": "c1",
                       "actions": [{"type": "click", "button": "left", "x": 1, "y": 2}]}});
    assert_eq!(
        l.apply_value(&batch).error.unwrap().code(),
        "outcome_pending"
    );
    // A fresh observation recorded meanwhile becomes current but does not
    // release the reservation.
    let during = l.record_observation(textedit()).unwrap();
    let set_during = call(
        json!({"action": "set_value", "observation_id": during, "element_id": "e3", "value": "x"}),
    );
    assert_eq!(l.admit(&set_during).unwrap_err().code(), "outcome_pending");
    // The outcome releases it, and spends what may predate the mutation.
    let fresh = l
        .record_outcome(done(true, Some(textedit())))
        .unwrap()
        .unwrap();
    assert_eq!(l.admit(&set_during).unwrap_err().code(), "stale_frame");
    let set_fresh = call(
        json!({"action": "set_value", "observation_id": fresh, "element_id": "e3", "value": "x"}),
    );
    assert!(l.admit(&set_fresh).is_ok());
}

#[test]
fn launch_app_is_a_mutation_in_flight() {
    let mut l = Ledger::new("t").unwrap();
    let obs = l.record_observation(textedit()).unwrap();
    let launched = l
        .admit(&call(json!({"action": "launch_app", "app": "Mail"})))
        .unwrap();
    assert_eq!(launched.observation_id, None);
    assert_eq!(l.admit(&click(&obs)).unwrap_err().code(), "outcome_pending");
    l.record_outcome(done(true, None)).unwrap();
    assert_eq!(
        l.admit(&click(&obs)).unwrap_err().code(),
        "reobserve_required"
    );
}

#[test]
fn not_dispatched_releases_the_reservation_and_keeps_the_observation() {
    let mut l = Ledger::new("t").unwrap();
    let obs = l.record_observation(textedit()).unwrap();
    l.admit(&click(&obs)).unwrap();
    let answer = l.apply_value(&json!({"event": "outcome", "dispatched": false}));
    assert_eq!(answer.error, None);
    assert_eq!(l.state(), LedgerState::Observed);
    assert_eq!(l.current_observation(), Some(obs.as_str()));
    // The call was forgotten: the same call may be asked for again.
    assert!(l.admit(&click(&obs)).is_ok());
    // Control: once dispatched, the same call is spent with its observation.
    l.record_outcome(done(true, None)).unwrap();
    assert_eq!(
        l.admit(&click(&obs)).unwrap_err().code(),
        "reobserve_required"
    );
    // Not-dispatched with nothing in flight changes nothing.
    let obs = l.record_observation(textedit()).unwrap();
    l.record_outcome(Outcome::NotDispatched).unwrap();
    assert_eq!(l.current_observation(), Some(obs.as_str()));
}

#[test]
fn ids_carry_the_session_tag() {
    for bad in ["", "a b", "tag/1", "t\u{e9}", "\u{200b}t", &"t".repeat(33)] {
        let e = Ledger::new(bad).unwrap_err();
        assert_eq!(e.code(), "invalid_arguments");
        assert_eq!(e.field_name(), Some("session"));
    }
    assert!(Ledger::new(&"t".repeat(32)).is_ok());
    let mut a = Ledger::new("alpha").unwrap();
    let mut b = Ledger::new("beta").unwrap();
    let from_a = a.record_observation(textedit()).unwrap();
    let from_b = b.record_observation(textedit()).unwrap();
    assert_eq!(
        (from_a.as_str(), from_b.as_str()),
        ("obs-alpha-1", "obs-beta-1")
    );
    // An id replayed from the other session's transcript names nothing here.
    assert_eq!(b.admit(&click(&from_a)).unwrap_err().code(), "stale_frame");
    assert!(b.admit(&click(&from_b)).is_ok());
}

#[test]
fn executor_minted_ids() {
    let mut l = Ledger::new("t").unwrap();
    let id = l
        .record_observation(Frame::new(textedit()).with_id("ax-7f3a-0001"))
        .unwrap();
    assert_eq!(id, "ax-7f3a-0001");
    assert!(l.admit(&click(&id)).is_ok());
    l.record_outcome(done(true, None)).unwrap();
    // An id used before is refused, and the refusal changes nothing.
    let e = l
        .record_observation(Frame::new(textedit()).with_id("ax-7f3a-0001"))
        .unwrap_err();
    assert_eq!(e.code(), "invalid_arguments");
    assert_eq!(e.field_name(), Some("observation_id"));
    assert!(!e.to_string().contains("7f3a"), "{e}");
    assert_eq!(l.state(), LedgerState::NeedsObservation);
    // Minted ids are the ledger's own namespace: an executor id in it, of
    // this session or another, is refused, so minted ids stay unique.
    for taken in ["obs-t-1", "obs-u-1", "obs-"] {
        let e = l
            .record_observation(Frame::new(textedit()).with_id(taken))
            .unwrap_err();
        assert_eq!(e.code(), "invalid_arguments", "{taken}");
    }
    let minted = l.record_observation(textedit()).unwrap();
    assert_eq!(minted, "obs-t-1");
    // Executor ids are stable identifiers, like every id the model names.
    for bad in ["", "has space", "ax\u{200b}1", &"a".repeat(257)] {
        let e = l
            .record_observation(Frame::new(textedit()).with_id(bad))
            .unwrap_err();
        assert_eq!(e.code(), "invalid_arguments", "{bad:?}");
    }
    assert_eq!(l.current_observation(), Some("obs-t-1"));
}

#[test]
fn element_ids_the_observation_did_not_list_are_a_target_mismatch() {
    let mut l = Ledger::new("t").unwrap();
    let obs = l
        .record_observation(Frame::new(textedit()).with_element_ids(["e1", "e4"]))
        .unwrap();
    let unlisted = call(
        json!({"action": "set_value", "observation_id": obs, "element_id": "e3", "value": "x"}),
    );
    let e = l.admit(&unlisted).unwrap_err();
    assert_eq!(e.code(), "target_mismatch");
    assert_eq!(e.field_name(), Some("element_id"));
    assert_eq!(
        l.state(),
        LedgerState::Observed,
        "a refusal reserves nothing"
    );
    assert!(l.admit(&click(&obs)).is_ok());
    // Control: without recorded element ids, any element id is admitted.
    let mut l = Ledger::new("t").unwrap();
    let obs = l.record_observation(textedit()).unwrap();
    let unlisted = call(
        json!({"action": "set_value", "observation_id": obs, "element_id": "e3", "value": "x"}),
    );
    assert!(l.admit(&unlisted).is_ok());
    // An empty list lists nothing.
    let mut l = Ledger::new("t").unwrap();
    let obs = l
        .record_observation(Frame::new(textedit()).with_element_ids(Vec::<String>::new()))
        .unwrap();
    assert_eq!(l.admit(&click(&obs)).unwrap_err().code(), "target_mismatch");
}

fn native(actions: Value) -> Value {
    json!({"event": "native", "item": {"type": "computer_call", "call_id": "call_1", "actions": actions}})
}

#[test]
fn native_batches_are_bound_to_the_current_observation() {
    let look = native(json!([{"type": "screenshot"}, {"type": "wait"}]));
    let act = native(
        json!([{"type": "screenshot"}, {"type": "click", "button": "left", "x": 3, "y": 4}]),
    );
    let mut l = Ledger::new("t").unwrap();
    // Looking needs no observation; acting does.
    let answer = l.apply_value(&look);
    assert!(answer.admitted.is_some() && answer.error.is_none());
    assert_eq!(
        l.apply_value(&act).error.unwrap().code(),
        "reobserve_required"
    );
    let obs = l.record_observation(textedit()).unwrap();
    let answer = l.apply_value(&act);
    let admitted = answer.admitted.unwrap();
    assert_eq!(admitted.observation_id.as_deref(), Some(obs.as_str()));
    assert_eq!(admitted.target, textedit());
    assert_eq!(answer.state, Some(LedgerState::OutcomePending));
    // It reserves the observation like a mutating call.
    assert_eq!(l.admit(&click(&obs)).unwrap_err().code(), "outcome_pending");
    assert_eq!(l.apply_value(&act).error.unwrap().code(), "outcome_pending");
    assert_eq!(
        l.apply_value(&look).error.unwrap().code(),
        "outcome_pending"
    );
    l.record_outcome(done(true, None)).unwrap();
    assert_eq!(
        l.apply_value(&act).error.unwrap().code(),
        "reobserve_required"
    );
    // A batch that does not validate binds nothing.
    l.record_observation(textedit()).unwrap();
    let bad = native(json!([{"type": "teleport"}]));
    assert!(l.apply_value(&bad).error.is_some());
    assert_eq!(l.state(), LedgerState::Observed);
    // Every input family reserves, whatever the host's own policy allows.
    for action in [
        json!({"type": "type", "text": "hi"}),
        json!({"type": "keypress", "keys": ["ENTER"]}),
        json!({"type": "scroll", "x": 1, "y": 2, "scroll_x": 0, "scroll_y": 3}),
        json!({"type": "drag", "path": [{"x": 1, "y": 2}, {"x": 3, "y": 4}]}),
        json!({"type": "move", "x": 1, "y": 2}),
        json!({"type": "double_click", "x": 1, "y": 2}),
    ] {
        let mut l = Ledger::new("t").unwrap();
        l.record_observation(textedit()).unwrap();
        let answer = l.apply_value(&native(json!([action])));
        assert_eq!(answer.state, Some(LedgerState::OutcomePending), "{action}");
    }
}

// ---------------------------------------------------------------- model-based

/// One step of a generated session.
#[derive(Debug, Clone)]
enum Step {
    /// (target, which id: minted / executor's / reused / malformed, element ids listed)
    Observe(u8, u8, bool),
    /// (action index, which observation id to name, target twist)
    Call(u8, u8, u8),
    /// The previous call again, unchanged: a model's parallel or retried call.
    Repeat,
    /// (input or look only)
    Native(bool),
    Completed(bool, Option<u8>),
    Failed(u8),
    NotDispatched,
    /// An outcome in words the ledger does not read.
    Untyped(u8),
    ServiceReleased,
    ScreenUnlocked,
    TurnEnded,
    SessionEnded,
    Garbage,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => (any::<u8>(), any::<u8>(), any::<bool>()).prop_map(|(t, i, e)| Step::Observe(t, i, e)),
        16 => (any::<u8>(), any::<u8>(), any::<u8>()).prop_map(|(a, o, t)| Step::Call(a, o, t)),
        4 => Just(Step::Repeat),
        3 => any::<bool>().prop_map(Step::Native),
        6 => (any::<bool>(), proptest::option::of(any::<u8>())).prop_map(|(m, o)| Step::Completed(m, o)),
        3 => any::<u8>().prop_map(Step::Failed),
        3 => Just(Step::NotDispatched),
        2 => any::<u8>().prop_map(Step::Untyped),
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
/// Outcome reports that are not typed, some of them shaped like typed ones.
const UNTYPED: [&str; 5] = [
    "capture_failed",
    "screen_locked: display asleep",
    "Blocked_URL",
    "user_intervened ",
    "window 41 closed: 'Q3 salaries.xlsx'",
];

fn target_json(i: u8) -> Value {
    let (w, app) = TARGETS[i as usize % TARGETS.len()];
    json!({"pid": 100 + w, "window_id": w, "app": app})
}

/// The observation the reference model holds.
struct RefObservation {
    id: String,
    target: u8,
    spent: bool,
    admitted: Vec<String>,
    /// Element ids listed, when recorded.
    elements: Option<Vec<&'static str>>,
}

/// The reference model: the contract's rules, written independently.
#[derive(Default)]
struct Reference {
    minted: u64,
    executor: u64,
    used: Vec<String>,
    current: Option<RefObservation>,
    locked: bool,
    blocked: bool,
    ended: bool,
    /// A mutation in flight: (its observation, its canonical arguments).
    pending: Option<(Option<String>, Option<String>)>,
}

impl Reference {
    fn state(&self) -> &'static str {
        if self.ended {
            "ended"
        } else if self.locked {
            "locked"
        } else if self.blocked {
            "url_blocked"
        } else if self.pending.is_some() {
            "outcome_pending"
        } else if self.current.as_ref().is_some_and(|c| !c.spent) {
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
    fn observe(
        &mut self,
        t: u8,
        id: Option<String>,
        elements: bool,
    ) -> Result<String, &'static str> {
        if let Some(code) = self.halted() {
            return Err(code);
        }
        let id = match id {
            Some(id) if id.contains(' ') || self.used.contains(&id) => {
                return Err("invalid_arguments")
            }
            Some(id) => id,
            None => loop {
                self.minted += 1;
                let id = format!("obs-t-{}", self.minted);
                if !self.used.contains(&id) {
                    break id;
                }
            },
        };
        self.used.push(id.clone());
        self.current = Some(RefObservation {
            id: id.clone(),
            target: t,
            spent: false,
            admitted: Vec::new(),
            elements: elements.then(|| vec!["e1"]),
        });
        Ok(id)
    }
    /// A mutation's checks once the call parsed; `None` admits it.
    fn mutate(&mut self, args: &Value) -> Option<&'static str> {
        let named = args.get("observation_id").and_then(Value::as_str);
        let Some(c) = self.current.as_mut().filter(|c| !c.spent) else {
            return Some("reobserve_required");
        };
        let tj = target_json(c.target);
        let element = args.get("element_id").and_then(Value::as_str);
        if named != Some(c.id.as_str()) {
            Some("stale_frame")
        } else if args.get("window_id").is_some_and(|w| *w != tj["window_id"])
            || args.get("app").is_some_and(|a| *a != tj["app"])
            || matches!((&c.elements, element), (Some(listed), Some(e)) if !listed.contains(&e))
        {
            Some("target_mismatch")
        } else if c.admitted.contains(&args.to_string()) {
            Some("duplicate_action")
        } else if self.pending.is_some() {
            Some("outcome_pending")
        } else {
            c.admitted.push(args.to_string());
            self.pending = Some((Some(c.id.clone()), Some(args.to_string())));
            None
        }
    }
    /// Any outcome but not-dispatched ends the reservation; one that did
    /// not complete ends the observation.
    fn failed(&mut self, name: &str) {
        self.pending = None;
        self.current = None;
        match name {
            "screen_locked" => self.locked = true,
            "blocked_url" => self.blocked = true,
            _ => {}
        }
    }
}

/// Calls the model may make: (action, observing).
const ACTIONS: [(&str, bool); 6] = [
    ("click_element", false),
    ("type", false),
    ("cursor_position", true),
    ("set_value", false),
    ("wait", true),
    ("launch_app", false),
];

fn call_json(a: u8, obs: Option<String>, twist: u8, current_target: Option<u8>) -> Value {
    let (name, _) = ACTIONS[a as usize % ACTIONS.len()];
    let mut v = match name {
        "click_element" => json!({"action": name, "element_id": format!("e{}", twist / 4 % 2 + 1)}),
        "type" => json!({"action": name, "text": "hi"}),
        "set_value" => {
            json!({"action": name, "element_id": "e1", "value": format!("v{}", twist / 4 % 2)})
        }
        "launch_app" => return json!({"action": name, "app": "Mail"}),
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
/// counting what each answer was (error code, "admitted" or "untyped"), and
/// checks the contract's invariants on the ledger's own answers.
fn check_sequence(
    steps: &[Step],
    seen: &mut std::collections::BTreeMap<String, usize>,
) -> Result<(), TestCaseError> {
    let mut ledger = Ledger::new("t").unwrap();
    let mut r = Reference::default();
    let mut last_call: Option<Value> = None;
    let mut invariants = Invariants::default();
    for s in steps {
        let mut mutation_attempt = false;
        let (event, expected_error, expected_obs): (Value, Option<&str>, Option<String>) = match s {
            Step::Observe(t, which, elements) => {
                let id = match which % 4 {
                    0 | 1 => None,
                    2 => {
                        r.executor += 1;
                        Some(format!("ax-{}", r.executor))
                    }
                    _ if which % 8 == 3 => r.used.last().cloned(),
                    _ => Some("ax bad".to_owned()),
                };
                let mut event = json!({"event": "observed", "target": target_json(*t)});
                if let Some(id) = &id {
                    event["observation_id"] = json!(id);
                }
                if *elements {
                    event["element_ids"] = json!(["e1"]);
                }
                let res = r.observe(*t, id, *elements);
                (event, res.clone().err(), res.ok())
            }
            Step::Call(..) | Step::Repeat => {
                let args = match s {
                    Step::Call(a, o, twist) => {
                        let (name, _) = ACTIONS[*a as usize % ACTIONS.len()];
                        let named = match o % 5 {
                            0 => r.current.as_ref().map(|c| c.id.clone()),
                            1 => r.used.iter().rev().nth(1).cloned(),
                            2 => Some("obs-t-999".to_owned()),
                            3 => Some("obs-u-1".to_owned()),
                            _ => None,
                        };
                        // `wait` may name an observation; `cursor_position`
                        // and `launch_app` take none.
                        let named = match name {
                            "cursor_position" | "launch_app" => None,
                            "wait" if o % 2 == 1 => None,
                            _ => named,
                        };
                        let cur_t = r.current.as_ref().map(|c| c.target);
                        call_json(*a, named, *twist, cur_t)
                    }
                    _ => last_call
                        .clone()
                        .unwrap_or_else(|| json!({"action": "list_apps"})),
                };
                last_call = Some(args.clone());
                let name = args["action"].as_str().unwrap();
                let observing = matches!(name, "cursor_position" | "wait" | "list_apps");
                let bound = !observing && name != "launch_app";
                mutation_attempt = !observing;
                let err = if bound && args.get("observation_id").is_none() {
                    // The parser refuses it before the ledger sees it.
                    Some("reobserve_required")
                } else if let Some(code) = r.halted() {
                    Some(code)
                } else if observing {
                    r.pending.is_some().then_some("outcome_pending")
                } else if !bound {
                    if r.pending.is_some() {
                        Some("outcome_pending")
                    } else {
                        r.pending = Some((None, None));
                        None
                    }
                } else {
                    r.mutate(&args)
                };
                (json!({"event": "call", "args": args}), err, None)
            }
            Step::Native(input) => {
                let actions = if *input {
                    json!([{"type": "screenshot"}, {"type": "click", "button": "left", "x": 1, "y": 2}])
                } else {
                    json!([{"type": "screenshot"}, {"type": "wait"}])
                };
                mutation_attempt = *input;
                let err = if let Some(code) = r.halted() {
                    Some(code)
                } else if !input {
                    r.pending.is_some().then_some("outcome_pending")
                } else {
                    match r.current.as_ref().filter(|c| !c.spent) {
                        None => Some("reobserve_required"),
                        Some(_) if r.pending.is_some() => Some("outcome_pending"),
                        Some(c) => {
                            r.pending = Some((Some(c.id.clone()), None));
                            None
                        }
                    }
                };
                (native(actions), err, None)
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
                    let mutated = r.pending.take().is_some();
                    if *mutation || mutated {
                        if let Some(c) = r.current.as_mut() {
                            c.spent = true;
                        }
                    }
                    let fresh = match observed {
                        Some(t) if !r.locked && !r.blocked => r.observe(*t, None, false).ok(),
                        _ => None,
                    };
                    (event, None, fresh)
                }
            }
            Step::Failed(k) | Step::Untyped(k) => {
                let name = match s {
                    Step::Failed(_) => FAILURES[*k as usize % FAILURES.len()],
                    _ => UNTYPED[*k as usize % UNTYPED.len()],
                };
                let event = json!({"event": "outcome", "ok": false, "error": name});
                if r.ended {
                    (event, Some("no_active_session"), None)
                } else {
                    r.failed(name);
                    (event, None, None)
                }
            }
            Step::NotDispatched => {
                let event = json!({"event": "outcome", "dispatched": false});
                if r.ended {
                    (event, Some("no_active_session"), None)
                } else {
                    if let Some((Some(obs), Some(key))) = r.pending.take() {
                        if let Some(c) = r.current.as_mut().filter(|c| c.id == obs) {
                            c.admitted.retain(|k| *k != key);
                        }
                    }
                    (event, None, None)
                }
            }
            Step::ServiceReleased => {
                r.current = None;
                r.pending = None;
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
                r.pending = None;
                (json!({"event": "turn_ended"}), None, None)
            }
            Step::SessionEnded => {
                r.current = None;
                r.blocked = false;
                r.locked = false;
                r.pending = None;
                r.ended = true;
                (json!({"event": "session_ended"}), None, None)
            }
            Step::Garbage => (
                json!({"event": "outcome_reported", "ok": false}),
                Some("invalid_arguments"),
                None,
            ),
        };
        let answer = ledger.apply_value(&event);
        let what = match (&answer.error, &answer.admitted) {
            (Some(e), _) => e.code().as_str().to_owned(),
            (None, Some(_)) => "admitted".to_owned(),
            _ if answer.untyped => "untyped".to_owned(),
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
                .filter(|_| !matches!(s, Step::Call(..) | Step::Repeat)),
            expected_obs,
            "id for {}",
            event
        );
        prop_assert_eq!(answer.untyped, matches!(s, Step::Untyped(_)) && !r.ended);

        invariants
            .check(&event, &answer, mutation_attempt)
            .map_err(TestCaseError::fail)?;
    }
    Ok(())
}

/// The contract's safety invariants, checked on the ledger's answers alone
/// (no reference model): never two mutations admitted without an outcome
/// between them, and none after an outcome that spent or ended the screen
/// until a fresh observation, which is the one it must name.
struct Invariants {
    mutation_in_flight: bool,
    /// Set until the first observation, and after anything that ends one.
    stale: bool,
    newest: Option<String>,
}

impl Default for Invariants {
    fn default() -> Self {
        Invariants {
            mutation_in_flight: false,
            stale: true,
            newest: None,
        }
    }
}

impl Invariants {
    fn check(&mut self, event: &Value, answer: &EventAnswer, mutation: bool) -> Result<(), String> {
        let kind = event["event"].as_str().unwrap_or("");
        if let Some(admitted) = answer.admitted.as_ref().filter(|_| mutation) {
            if self.mutation_in_flight {
                return Err(format!("two mutations in flight: {event}"));
            }
            self.mutation_in_flight = true;
            if event["args"]["action"] != "launch_app" {
                if self.stale {
                    return Err(format!("a mutation without a fresh screen: {event}"));
                }
                let bound = admitted.observation_id.clone();
                if bound != self.newest {
                    return Err(format!(
                        "bound to {bound:?}, not the newest observation: {event}"
                    ));
                }
            }
        }
        if kind == "outcome" && answer.error.is_none() {
            let not_dispatched = event.get("dispatched").is_some();
            if !not_dispatched
                && (self.mutation_in_flight || event["ok"] != true || event["mutation"] == true)
            {
                self.stale = true;
            }
            self.mutation_in_flight = false;
        }
        if matches!(kind, "service_released" | "turn_ended" | "session_ended") {
            self.stale = true;
            self.mutation_in_flight = false;
        }
        if kind == "screen_unlocked" && answer.state == Some(LedgerState::NeedsObservation) {
            self.stale = true;
        }
        if let Some(id) = &answer.observation_id {
            self.newest = Some(id.clone());
            self.stale = false;
        }
        Ok(())
    }
}

/// Negative control: the invariants reject the answers a ledger that fails
/// open would give.
#[test]
fn the_invariants_catch_a_ledger_that_fails_open() {
    let plain = |state| {
        let mut a = EventAnswer::default();
        a.state = Some(state);
        a
    };
    let observed = |id: &str| {
        let mut a = plain(LedgerState::Observed);
        a.observation_id = Some(id.into());
        a
    };
    // A real admission, bound to `obs`, from a ledger of its own.
    let admitted = |obs: &str| {
        let mut l = Ledger::new("t").unwrap();
        l.record_observation(Frame::new(textedit()).with_id(obs))
            .unwrap();
        let mut a = plain(LedgerState::OutcomePending);
        a.admitted = Some(l.admit(&click(obs)).unwrap());
        a
    };
    let obs_event = json!({"event": "observed", "target": {}});
    let click_event = |obs: &str| json!({"event": "call", "args": {"action": "click_element", "observation_id": obs, "element_id": "e1"}});
    let set = |obs: &str| json!({"event": "call", "args": {"action": "set_value", "observation_id": obs, "element_id": "e1", "value": "x"}});
    let failed = json!({"event": "outcome", "ok": false, "error": "capture_failed"});

    // Two mutations on one screen.
    let mut i = Invariants::default();
    i.check(&obs_event, &observed("o1"), false).unwrap();
    i.check(&click_event("o1"), &admitted("o1"), true).unwrap();
    assert!(i.check(&set("o1"), &admitted("o1"), true).is_err());
    // A mutation after an untyped outcome, before a fresh observation.
    let mut i = Invariants::default();
    i.check(&obs_event, &observed("o1"), false).unwrap();
    i.check(&failed, &plain(LedgerState::Observed), false)
        .unwrap();
    assert!(i.check(&set("o1"), &admitted("o1"), true).is_err());
    // A mutation bound to an older observation.
    let mut i = Invariants::default();
    i.check(&obs_event, &observed("o1"), false).unwrap();
    i.check(&obs_event, &observed("o2"), false).unwrap();
    assert!(i.check(&set("o1"), &admitted("o1"), true).is_err());
    // Control: the sound sequence passes.
    let mut i = Invariants::default();
    i.check(&obs_event, &observed("o1"), false).unwrap();
    i.check(&click_event("o1"), &admitted("o1"), true).unwrap();
    i.check(
        &json!({"event": "outcome", "dispatched": false}),
        &plain(LedgerState::Observed),
        false,
    )
    .unwrap();
    i.check(&set("o1"), &admitted("o1"), true).unwrap();
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
        "untyped",
        "reobserve_required",
        "stale_frame",
        "target_mismatch",
        "duplicate_action",
        "outcome_pending",
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
