//! The observation ledger: binds every action to what the model saw, and
//! fails closed whenever it cannot be sure the screen is still that.
//!
//! One ledger per agent session. It is a pure state machine: no clock, no
//! I/O, no threads; the host passes in everything (targets, outcomes,
//! events) and asks before it dispatches a parsed call.
//!
//! - A ledger is created with the host's session tag. An observation is
//!   recorded with its target (process id, window id, app, optional content
//!   or page fingerprint) and optionally the element ids it lists; it keeps
//!   the executor's own id or gets one the ledger mints (`obs-<tag>-1`,
//!   `obs-<tag>-2`, ...), so an id replayed from another session never
//!   matches. Only the newest is current.
//! - An observing call needs no observation. Any other call must name the
//!   current one: `reobserve_required` when there is none or the ledger
//!   waits for a new one, `stale_frame` when it names another; its `app`,
//!   `window_id` or `element_id`, when given, must match what the
//!   observation recorded (`target_mismatch`); the same mutating call on the
//!   same observation twice is `duplicate_action`. Admission returns the
//!   bound target.
//! - One mutation in flight: admitting a mutating call reserves its
//!   observation, and every other call is `outcome_pending` until the
//!   call's outcome is recorded. [`Outcome::NotDispatched`]
//!   releases the reservation and keeps the observation current; any other
//!   outcome ends it.
//! - A mutating dispatch spends the observation: the next mutating call
//!   needs the fresh observation the outcome carries, or a new observe.
//! - OpenAI native batches name no observation and are bound to the current
//!   one ([`Ledger::admit_native`]).
//! - Outcomes and events are typed; free text is never matched. An outcome
//!   the ledger cannot read as typed still counts, as
//!   [`Outcome::Untyped`]: the screen may have changed.
//!
//! ```
//! use cu_projection::ledger::{Ledger, Outcome, Target};
//! use cu_projection::ComputerUseCall;
//! use serde_json::json;
//!
//! let mut ledger = Ledger::new("session-7f3a").unwrap();
//! let target = Target { pid: Some(501), window_id: Some(41), app: Some("TextEdit".into()), fingerprint: None };
//! let obs = ledger.record_observation(target.clone()).unwrap();
//! assert_eq!(obs, "obs-session-7f3a-1");
//! let call = |v| ComputerUseCall::from_value(&v).unwrap();
//! let save = call(json!({"action": "press_key", "observation_id": obs, "element_id": "e12", "text": "cmd+s"}));
//! let admitted = ledger.admit(&save).unwrap();
//! assert_eq!(admitted.target, target);
//! // A second mutation on the same screen waits for the first one's outcome.
//! let other = call(json!({"action": "click_element", "observation_id": obs, "element_id": "e13"}));
//! assert_eq!(ledger.admit(&other).unwrap_err().code(), "outcome_pending");
//! ledger.record_outcome(Outcome::Completed { mutation: true, observed: None }).unwrap();
//! // The observation is spent: the next call must observe first.
//! assert_eq!(ledger.admit(&other).unwrap_err().code(), "reobserve_required");
//! ```
//!
//! # Choices where the contract is silent
//!
//! - `launch_app` needs no observation (it has none to name) but is a
//!   mutation in flight like any other, and its completion spends the
//!   current observation; an observing call may name any observation; an
//!   id the ledger never recorded is `stale_frame`.
//! - Outcome events name no call, so while a mutation is in flight every
//!   other call, observing ones included, is `outcome_pending`: the next
//!   outcome is then the mutation's own. (A host that dispatches an
//!   observing call and then a mutating one before the first reports must
//!   report in that order; the ledger cannot tell two outcomes apart.)
//! - An outcome event with any key beyond one typed shape, or two shapes at
//!   once (`"dispatched": false` with an `error`), is untyped.
//! - An observation recorded while a mutation is in flight becomes current
//!   but does not release the reservation; the mutation's completion then
//!   spends it too, since it may predate the mutation.
//! - A completed mutating action spends its observation even when the
//!   executor reports `mutation: false`.
//! - Executor ids must be stable identifiers (SPEC 4.5) outside the minted
//!   `obs-` namespace; an id this ledger recorded before is
//!   `invalid_arguments`.
//! - A turn end or service release drops a call in flight with the
//!   observations; a turn end lifts a URL block but not a screen lock.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::call::error::{Error, ErrorKind};
use crate::call::{json, ComputerUseCall};
use crate::providers::native::{validate_batch, NativeAction, NativeBatch};
use crate::providers::policy::{Policy, PolicyFamily};
use crate::vocab::catalog::ApprovalClass;
use crate::vocab::names::is_stable_id;
use crate::vocab::wire_enum;

/// What an observation looked at.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Target {
    /// The process id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pid: Option<i64>,
    /// The window id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window_id: Option<u64>,
    /// The app's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app: Option<String>,
    /// A content or page fingerprint the host computed, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fingerprint: Option<String>,
}

/// An observation as the host records it: its target, the id the executor
/// minted for it (else the ledger mints one), and the element ids it lists
/// (when given, a call naming any other `element_id` is refused).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct Frame {
    /// What the observation looked at.
    pub target: Target,
    /// The executor's own id for it, if it minted one.
    pub observation_id: Option<String>,
    /// The element ids it lists, if the host records them.
    pub element_ids: Option<Vec<String>>,
}

impl Frame {
    /// An observation of `target`, with an id the ledger mints.
    pub fn new(target: Target) -> Self {
        Frame {
            target,
            ..Frame::default()
        }
    }

    /// The observation keeps the executor's own id.
    pub fn with_id(mut self, id: impl Into<String>) -> Self {
        self.observation_id = Some(id.into());
        self
    }

    /// The observation lists these element ids.
    pub fn with_element_ids<S: Into<String>>(mut self, ids: impl IntoIterator<Item = S>) -> Self {
        self.element_ids = Some(ids.into_iter().map(Into::into).collect());
        self
    }
}

impl From<Target> for Frame {
    fn from(target: Target) -> Self {
        Frame::new(target)
    }
}

wire_enum! {
    /// Where the ledger stands.
    #[non_exhaustive]
    pub enum LedgerState {
        /// No current observation: the next non-observing call must observe first.
        NeedsObservation = "needs_observation",
        /// A current observation that non-observing calls may name.
        Observed = "observed",
        /// A mutating call was admitted and its outcome is not recorded yet:
        /// every other non-observing call waits.
        OutcomePending = "outcome_pending",
        /// The screen is locked until a `screen_unlocked` event.
        Locked = "locked",
        /// The turn reached a blocked URL; everything is refused until the turn ends.
        UrlBlocked = "url_blocked",
        /// The session has ended; everything is refused.
        Ended = "ended",
    }
}

wire_enum! {
    /// Why a dispatch did not complete, as the executor reports it: typed,
    /// never free text. A name that is not one of these is never matched
    /// against them: it is [`Outcome::Untyped`].
    #[non_exhaustive]
    pub enum OutcomeError {
        /// The user took over the input.
        UserIntervened = "user_intervened",
        /// The executor cannot say whether the action happened.
        OutcomeUnknown = "outcome_unknown",
        /// The executor service is not available.
        ServiceUnavailable = "service_unavailable",
        /// The executor service is not the one the session started with.
        ServiceMismatch = "service_mismatch",
        /// The target window or process changed under the action.
        TargetChanged = "target_changed",
        /// The screen locked.
        ScreenLocked = "screen_locked",
        /// The action reached a blocked URL.
        BlockedUrl = "blocked_url",
    }
}

/// A dispatch outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Outcome {
    /// The action ran. `mutation` says whether it changed the desktop;
    /// `observed` is the target of a fresh post-action observation, if the
    /// executor took one.
    Completed {
        /// Whether the action changed the desktop.
        mutation: bool,
        /// The fresh observation's target.
        observed: Option<Target>,
    },
    /// The action did not complete, for a typed reason.
    Failed(OutcomeError),
    /// The action did not complete, or the executor's report could not be
    /// read: counted as `outcome_unknown` (the screen may have changed),
    /// never read as a lock, a URL block or an intervention.
    Untyped,
    /// The call was never dispatched (the person denied the approval, or the
    /// host dropped it): its reservation is released and its observation
    /// stays current.
    NotDispatched,
}

/// What admission binds a call to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Admission {
    /// The observation the call acts on (none for an observing call made
    /// without one, or for `launch_app`).
    pub observation_id: Option<String>,
    /// The target to present to the person and to dispatch to.
    pub target: Target,
}

#[derive(Debug, Clone)]
struct Observation {
    id: String,
    target: Target,
    /// A mutating action was dispatched on it.
    spent: bool,
    /// Canonical text of the mutating calls admitted on it.
    admitted: Vec<String>,
    /// The element ids it lists, when the host recorded them.
    element_ids: Option<HashSet<String>>,
}

/// The mutating call whose outcome the ledger waits for.
#[derive(Debug, Clone)]
struct InFlight {
    /// The observation it was admitted on.
    observation: Option<String>,
    /// Its canonical text, forgotten again if it is not dispatched.
    key: Option<String>,
}

/// Longest session tag.
pub const MAX_SESSION_TAG: usize = 32;

/// The ledger of one agent session.
#[derive(Debug, Clone)]
pub struct Ledger {
    session: String,
    minted: u64,
    /// Every observation id this ledger has recorded.
    used: HashSet<String>,
    current: Option<Observation>,
    locked: bool,
    url_blocked: bool,
    ended: bool,
    keyboard_owner: Option<Target>,
    in_flight: Option<InFlight>,
}

impl Ledger {
    /// A ledger for a new session, waiting for its first observation. The
    /// session tag (`^[A-Za-z0-9_-]{1,32}$`, chosen by the host, unique per
    /// session) is part of every id the ledger mints, so an id replayed
    /// from another session's transcript never names an observation here.
    pub fn new(session: &str) -> Result<Self, Error> {
        let ok = (1..=MAX_SESSION_TAG).contains(&session.len())
            && session
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'));
        if !ok {
            return Err(Error::new(ErrorKind::InvalidValue)
                .field("session")
                .expected_text("a session tag of 1 to 32 letters, digits, '_' or '-'"));
        }
        Ok(Ledger {
            session: session.to_owned(),
            minted: 0,
            used: HashSet::new(),
            current: None,
            locked: false,
            url_blocked: false,
            ended: false,
            keyboard_owner: None,
            in_flight: None,
        })
    }

    /// Where the ledger stands.
    pub fn state(&self) -> LedgerState {
        if self.ended {
            LedgerState::Ended
        } else if self.locked {
            LedgerState::Locked
        } else if self.url_blocked {
            LedgerState::UrlBlocked
        } else if self.in_flight.is_some() {
            LedgerState::OutcomePending
        } else if self.current.as_ref().is_some_and(|o| !o.spent) {
            LedgerState::Observed
        } else {
            LedgerState::NeedsObservation
        }
    }

    /// The current observation's id, while it is usable.
    pub fn current_observation(&self) -> Option<&str> {
        self.current
            .as_ref()
            .filter(|o| !o.spent)
            .map(|o| o.id.as_str())
    }

    /// The target that holds keyboard ownership: the target of the last
    /// admitted keyboard action, until service release, turn end or
    /// session end.
    pub fn keyboard_owner(&self) -> Option<&Target> {
        self.keyboard_owner.as_ref()
    }

    fn refuse_if_halted(&self, action: &'static str) -> Result<(), Error> {
        let kind = if self.ended {
            ErrorKind::NoActiveSession
        } else if self.locked {
            ErrorKind::ScreenLocked
        } else if self.url_blocked {
            ErrorKind::BlockedUrl
        } else {
            return Ok(());
        };
        Err(Error::new(kind).action(action))
    }

    /// Records an observation and returns its id: the executor's own (a
    /// stable identifier this ledger has not recorded before) or a fresh one
    /// the ledger mints. It becomes the current observation. A mutating
    /// call in flight stays in flight: only its outcome releases it.
    pub fn record_observation(&mut self, frame: impl Into<Frame>) -> Result<String, Error> {
        self.refuse_if_halted("observe")?;
        let frame = frame.into();
        let id = match frame.observation_id {
            Some(id) => {
                // `obs-...` is the namespace of minted ids, unique across
                // sessions only while executors stay out of it.
                if !is_stable_id(&id) || id.starts_with("obs-") {
                    return Err(Error::new(ErrorKind::InvalidValue)
                        .action("observe")
                        .field("observation_id")
                        .expected_text("a stable identifier that does not start with obs-"));
                }
                if self.used.contains(&id) {
                    return Err(Error::new(ErrorKind::ObservationIdReused).field("observation_id"));
                }
                id
            }
            None => loop {
                self.minted += 1;
                let id = format!("obs-{}-{}", self.session, self.minted);
                if !self.used.contains(&id) {
                    break id;
                }
            },
        };
        self.used.insert(id.clone());
        self.current = Some(Observation {
            id: id.clone(),
            target: frame.target,
            spent: false,
            admitted: Vec::new(),
            element_ids: frame.element_ids.map(|ids| ids.into_iter().collect()),
        });
        Ok(id)
    }

    /// Admits or refuses a parsed call before dispatch. See the module docs
    /// for the rules; the refusal's message is safe to hand to the model.
    pub fn admit(&mut self, call: &ComputerUseCall) -> Result<Admission, Error> {
        let action = call.catalog_entry();
        let name = action.name();
        self.refuse_if_halted(name)?;
        let value = call.to_value();
        let explicit = Target {
            pid: None,
            window_id: value.get("window_id").and_then(Value::as_u64),
            app: value.get("app").and_then(Value::as_str).map(str::to_owned),
            fingerprint: None,
        };
        let named = value.get("observation_id").and_then(Value::as_str);
        let bound_to_observation = action.field("observation_id").is_some();

        // Outcomes name no call: while a mutation waits for its outcome,
        // the next outcome must be its own, so nothing else is dispatched,
        // not even a read of the screen.
        if self.in_flight.is_some() && action.is_observing() {
            return Err(Error::new(ErrorKind::OutcomePending).action(name));
        }
        if action.is_observing() {
            // Bound to the current target when there is one and the call
            // names no other, else to what the call names.
            let target = match &self.current {
                Some(o) if explicit.app.is_none() && explicit.window_id.is_none() => {
                    o.target.clone()
                }
                _ => explicit,
            };
            return Ok(Admission {
                observation_id: named.map(str::to_owned),
                target,
            });
        }
        if !bound_to_observation {
            if self.in_flight.is_some() {
                return Err(Error::new(ErrorKind::OutcomePending).action(name));
            }
            // `launch_app`: no observation to name, but it changes the
            // desktop, so it is in flight until its outcome.
            self.in_flight = Some(InFlight {
                observation: None,
                key: None,
            });
            return Ok(Admission {
                observation_id: None,
                target: explicit,
            });
        }

        let Some(current) = self.current.as_mut().filter(|o| !o.spent) else {
            return Err(Error::new(ErrorKind::ObservationNeeded).action(name));
        };
        if named != Some(current.id.as_str()) {
            return Err(Error::new(ErrorKind::StaleFrame)
                .action(name)
                .field("observation_id"));
        }
        if explicit.window_id.is_some() && explicit.window_id != current.target.window_id {
            return Err(Error::new(ErrorKind::TargetMismatch)
                .action(name)
                .field("window_id"));
        }
        if explicit.app.is_some() && explicit.app != current.target.app {
            return Err(Error::new(ErrorKind::TargetMismatch)
                .action(name)
                .field("app"));
        }
        let element = value.get("element_id").and_then(Value::as_str);
        if let (Some(listed), Some(element)) = (&current.element_ids, element) {
            if !listed.contains(element) {
                return Err(Error::new(ErrorKind::TargetMismatch)
                    .action(name)
                    .field("element_id"));
            }
        }
        let key = value.to_string();
        if current.admitted.contains(&key) {
            return Err(Error::new(ErrorKind::DuplicateAction).action(name));
        }
        // Checked last, so a call that is wrong in itself says so; one that
        // is right waits.
        if self.in_flight.is_some() {
            return Err(Error::new(ErrorKind::OutcomePending).action(name));
        }
        current.admitted.push(key.clone());
        if action.approval_class(false) == ApprovalClass::KeyboardMutation {
            self.keyboard_owner = Some(current.target.clone());
        }
        let admission = Admission {
            observation_id: Some(current.id.clone()),
            target: current.target.clone(),
        };
        self.in_flight = Some(InFlight {
            observation: admission.observation_id.clone(),
            key: Some(key),
        });
        Ok(admission)
    }

    /// Admits or refuses a validated OpenAI native batch, which names no
    /// observation: it is bound to the current one. A batch of only
    /// `screenshot` and `wait` is observing; any other is mutating: it needs
    /// a current observation with no call in flight, and reserves it.
    pub fn admit_native(&mut self, batch: &NativeBatch) -> Result<Admission, Error> {
        const NAME: &str = "computer_call";
        self.refuse_if_halted(NAME)?;
        let observing = batch
            .actions
            .iter()
            .all(|a| matches!(a, NativeAction::Screenshot | NativeAction::Wait));
        if observing {
            if self.in_flight.is_some() {
                return Err(Error::new(ErrorKind::OutcomePending).action(NAME));
            }
            return Ok(Admission {
                observation_id: self.current_observation().map(str::to_owned),
                target: self
                    .current
                    .as_ref()
                    .map(|o| o.target.clone())
                    .unwrap_or_default(),
            });
        }
        let Some(current) = self.current.as_ref().filter(|o| !o.spent) else {
            return Err(Error::new(ErrorKind::ObservationNeeded).action(NAME));
        };
        if self.in_flight.is_some() {
            return Err(Error::new(ErrorKind::OutcomePending).action(NAME));
        }
        let admission = Admission {
            observation_id: Some(current.id.clone()),
            target: current.target.clone(),
        };
        self.in_flight = Some(InFlight {
            observation: admission.observation_id.clone(),
            key: None,
        });
        Ok(admission)
    }

    /// Records a dispatch outcome. Returns the id of the fresh post-action
    /// observation when the outcome carries one.
    ///
    /// A completed mutating call spends its observation even when the
    /// executor reports `mutation: false`: the flag can add a spend (for an
    /// observing call that changed something), never remove one. A failed
    /// or untyped outcome ends the observation. A call that was not
    /// dispatched is forgotten: its observation stays current.
    pub fn record_outcome(&mut self, outcome: Outcome) -> Result<Option<String>, Error> {
        if self.ended {
            return Err(Error::new(ErrorKind::NoActiveSession).action("outcome"));
        }
        let in_flight = self.in_flight.take();
        match outcome {
            Outcome::NotDispatched => {
                if let Some(InFlight {
                    observation: Some(obs),
                    key: Some(key),
                }) = in_flight
                {
                    if let Some(o) = self.current.as_mut().filter(|o| o.id == obs) {
                        o.admitted.retain(|k| *k != key);
                    }
                }
                Ok(None)
            }
            Outcome::Completed { mutation, observed } => {
                if mutation || in_flight.is_some() {
                    if let Some(o) = self.current.as_mut() {
                        o.spent = true;
                    }
                }
                match observed {
                    Some(target) if !self.locked && !self.url_blocked => {
                        self.record_observation(target).map(Some)
                    }
                    _ => Ok(None),
                }
            }
            Outcome::Failed(OutcomeError::ScreenLocked) => {
                self.locked = true;
                self.current = None;
                Ok(None)
            }
            Outcome::Failed(OutcomeError::BlockedUrl) => {
                self.url_blocked = true;
                self.current = None;
                Ok(None)
            }
            Outcome::Failed(_) | Outcome::Untyped => {
                self.current = None;
                Ok(None)
            }
        }
    }

    /// The executor service was released: its observations, keyboard
    /// ownership and any call in flight are gone, and the session must
    /// observe again.
    pub fn service_released(&mut self) {
        self.current = None;
        self.keyboard_owner = None;
        self.in_flight = None;
    }

    /// The screen was unlocked: observe again before acting.
    pub fn screen_unlocked(&mut self) {
        if self.locked {
            self.locked = false;
            self.current = None;
        }
    }

    /// The turn ended: observations, keyboard ownership and any call in
    /// flight are cleared, and a URL block (terminal for its turn) lifts. A
    /// lock stays until unlocked.
    pub fn turn_ended(&mut self) {
        self.current = None;
        self.keyboard_owner = None;
        self.url_blocked = false;
        self.in_flight = None;
    }

    /// The session ended: everything is cleared and every later call,
    /// observation and outcome is refused with `no_active_session`.
    pub fn session_ended(&mut self) {
        self.turn_ended();
        self.locked = false;
        self.ended = true;
    }

    /// Reads and applies one host event given as JSON. An event that cannot
    /// be read changes nothing and answers the current state with the error;
    /// an outcome always counts, read or not (see [`HostEvent::from_value`]).
    pub fn apply_value(&mut self, event: &Value) -> EventAnswer {
        match HostEvent::from_value(event) {
            Ok(e) => self.apply(&e),
            Err(error) => EventAnswer {
                state: Some(self.state()),
                error: Some(error),
                ..EventAnswer::default()
            },
        }
    }

    /// Reads one host event from JSON text strictly (repeated keys refused)
    /// and applies it; text that is not JSON answers the state and the error.
    pub fn apply_json(&mut self, json: impl AsRef<[u8]>) -> EventAnswer {
        match json::from_slice(json.as_ref()) {
            Ok(v) => self.apply_value(&v),
            Err(error) => EventAnswer {
                state: Some(self.state()),
                error: Some(error),
                ..EventAnswer::default()
            },
        }
    }

    /// Applies one host event and answers it the way the `ledger` mode of
    /// `cu_project` does.
    pub fn apply(&mut self, event: &HostEvent) -> EventAnswer {
        let mut answer = EventAnswer::default();
        match event {
            HostEvent::Observed(frame) => match self.record_observation(frame.clone()) {
                Ok(id) => answer.observation_id = Some(id),
                Err(e) => answer.error = Some(e),
            },
            HostEvent::Call(args) => {
                match ComputerUseCall::from_value(args).and_then(|c| self.admit(&c)) {
                    Ok(a) => answer.admitted = Some(a),
                    Err(e) => answer.error = Some(e),
                }
            }
            HostEvent::Native(item) => {
                let shape = validate_batch(item, &any_family()).map_err(|r| r.error);
                match shape.and_then(|b| self.admit_native(&b)) {
                    Ok(a) => answer.admitted = Some(a),
                    Err(e) => answer.error = Some(e),
                }
            }
            HostEvent::Outcome(outcome) => match self.record_outcome(outcome.clone()) {
                Ok(id) => {
                    answer.observation_id = id;
                    answer.untyped = *outcome == Outcome::Untyped;
                }
                Err(e) => answer.error = Some(e),
            },
            HostEvent::ServiceReleased => self.service_released(),
            HostEvent::ScreenUnlocked => self.screen_unlocked(),
            HostEvent::TurnEnded => self.turn_ended(),
            HostEvent::SessionEnded => self.session_ended(),
        }
        answer.state = Some(self.state());
        answer
    }
}

/// Every family allowed: the ledger binds a batch to its frame; whether
/// its families may run is the host's policy, checked on its own.
fn any_family() -> Policy {
    PolicyFamily::ALL
        .iter()
        .fold(Policy::observation_only(), |p, f| p.allow(*f))
}

/// A host event, as the `ledger` mode of `cu_project` reads them.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum HostEvent {
    /// `{"event": "observed", "target": {...}, "observation_id"?: "...",
    /// "element_ids"?: [...]}`
    Observed(Frame),
    /// `{"event": "call", "args": {...raw call...}}`
    Call(Value),
    /// `{"event": "native", "item": {...computer_call item...}}`
    Native(Value),
    /// `{"event": "outcome", "ok": true, "mutation": bool, "observed"?: {...}}`,
    /// `{"event": "outcome", "ok": false, "error": "user_intervened"}`,
    /// `{"event": "outcome", "dispatched": false}` (or `"ok": false,
    /// "error": "not_dispatched"`)
    Outcome(Outcome),
    /// `{"event": "service_released"}`
    ServiceReleased,
    /// `{"event": "screen_unlocked"}`
    ScreenUnlocked,
    /// `{"event": "turn_ended"}`
    TurnEnded,
    /// `{"event": "session_ended"}`
    SessionEnded,
}

fn unknown_event(field: &str) -> Error {
    Error::new(ErrorKind::UnknownEvent).field(field)
}

fn target_of(v: Option<&Value>, field: &str) -> Result<Target, Error> {
    let v = v.ok_or_else(|| unknown_event(field))?;
    Target::deserialize(v).map_err(|_| unknown_event(field))
}

fn frame_of(v: &Value) -> Result<Frame, Error> {
    let obj = v.as_object().ok_or_else(|| unknown_event("event"))?;
    // An unknown key is not named: it may be anything the host put there.
    if obj.keys().any(|k| {
        !matches!(
            k.as_str(),
            "event" | "target" | "observation_id" | "element_ids"
        )
    }) {
        return Err(unknown_event("event"));
    }
    let mut frame = Frame::new(target_of(obj.get("target"), "target")?);
    match obj.get("observation_id") {
        None => {}
        Some(Value::String(id)) => frame.observation_id = Some(id.clone()),
        Some(_) => return Err(unknown_event("observation_id")),
    }
    match obj.get("element_ids") {
        None => {}
        Some(Value::Array(ids)) => {
            let ids: Option<Vec<String>> = ids
                .iter()
                .map(|id| id.as_str().filter(|s| is_stable_id(s)).map(str::to_owned))
                .collect();
            frame.element_ids = Some(ids.ok_or_else(|| unknown_event("element_ids"))?);
        }
        Some(_) => return Err(unknown_event("element_ids")),
    }
    Ok(frame)
}

/// An outcome event, read so that it always counts: anything in it that
/// is not a well-formed completed or not-dispatched outcome, or a typed
/// error name, is [`Outcome::Untyped`] (the executor said something went
/// wrong, or said it unreadably; the screen may have changed).
fn outcome_of(v: &Value) -> Outcome {
    let Some(obj) = v.as_object() else {
        return Outcome::Untyped;
    };
    // Only the keys of one typed shape: a report that says more, or says
    // two things, is not read as the milder one.
    let only = |keys: &[&str]| {
        obj.keys()
            .all(|k| k == "event" || keys.contains(&k.as_str()))
    };
    if v.get("dispatched") == Some(&Value::Bool(false)) {
        return if only(&["dispatched"]) {
            Outcome::NotDispatched
        } else {
            Outcome::Untyped
        };
    }
    let shape = match v.get("ok") {
        Some(Value::Bool(true)) => only(&["ok", "mutation", "observed"]),
        Some(Value::Bool(false)) => only(&["ok", "error"]),
        _ => false,
    };
    if !shape {
        return Outcome::Untyped;
    }
    match v.get("ok") {
        Some(Value::Bool(true)) => {
            let mutation = match v.get("mutation") {
                None => Some(false),
                Some(m) => m.as_bool(),
            };
            let observed = match v.get("observed") {
                None | Some(Value::Null) => Ok(None),
                some => target_of(some, "observed").map(Some),
            };
            match (mutation, observed) {
                (Some(mutation), Ok(observed)) => Outcome::Completed { mutation, observed },
                _ => Outcome::Untyped,
            }
        }
        Some(Value::Bool(false)) => match v.get("error").and_then(Value::as_str) {
            Some("not_dispatched") => Outcome::NotDispatched,
            error => error
                .and_then(OutcomeError::from_wire)
                .map_or(Outcome::Untyped, Outcome::Failed),
        },
        _ => Outcome::Untyped,
    }
}

impl HostEvent {
    /// Reads a host event. An outcome is never refused: one that is not a
    /// well-formed typed outcome is [`Outcome::Untyped`], and its text is
    /// never matched against the typed names or echoed.
    pub fn from_value(v: &Value) -> Result<Self, Error> {
        let event = v.get("event").and_then(Value::as_str);
        Ok(match event {
            Some("observed") => HostEvent::Observed(frame_of(v)?),
            Some("call") => HostEvent::Call(
                v.get("args")
                    .cloned()
                    .ok_or_else(|| unknown_event("args"))?,
            ),
            Some("native") => HostEvent::Native(
                v.get("item")
                    .cloned()
                    .ok_or_else(|| unknown_event("item"))?,
            ),
            Some("outcome") => HostEvent::Outcome(outcome_of(v)),
            Some("service_released") => HostEvent::ServiceReleased,
            Some("screen_unlocked") => HostEvent::ScreenUnlocked,
            Some("turn_ended") => HostEvent::TurnEnded,
            Some("session_ended") => HostEvent::SessionEnded,
            _ => return Err(unknown_event("event")),
        })
    }
}

/// The answer to one host event: the state after it, and what it produced.
#[derive(Debug, Clone, Default, PartialEq)]
#[non_exhaustive]
pub struct EventAnswer {
    /// The ledger's state after the event (always set by the ledger; `None`
    /// only in an answer built by hand).
    pub state: Option<LedgerState>,
    /// A fresh observation id (from `observed`, or an outcome that carried one).
    pub observation_id: Option<String>,
    /// What a `call` or `native` batch was admitted as.
    pub admitted: Option<Admission>,
    /// The outcome was untyped: counted as `outcome_unknown`.
    pub untyped: bool,
    /// Why the event was refused.
    pub error: Option<Error>,
}

impl Serialize for EventAnswer {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        if let Some(state) = self.state {
            map.serialize_entry("state", state.as_str())?;
        }
        if let Some(id) = &self.observation_id {
            map.serialize_entry("observation_id", id)?;
        }
        if let Some(a) = &self.admitted {
            map.serialize_entry("admitted", a)?;
        }
        if self.untyped {
            map.serialize_entry("outcome", "untyped")?;
        }
        if let Some(e) = &self.error {
            let body = serde_json::json!({"code": e.code(), "message": e.to_string()});
            map.serialize_entry("error", &body)?;
        }
        map.end()
    }
}
