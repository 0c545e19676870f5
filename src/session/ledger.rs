//! The observation ledger: binds every action to what the model saw, and
//! fails closed whenever it cannot be sure the screen is still that.
//!
//! One ledger per agent session. It is a pure state machine: no clock, no
//! I/O, no threads; the host passes in everything (targets, outcomes,
//! events) and asks before it dispatches a parsed call.
//!
//! - An observation is recorded with its target (process id, window id, app,
//!   optional content or page fingerprint) and gets a fresh stable id
//!   (`obs-1`, `obs-2`, ...). Only the newest is current.
//! - An observing call needs no observation. Any other call must name the
//!   current one: `reobserve_required` when there is none or the ledger
//!   waits for a new one, `stale_frame` when it names another; its `app` or
//!   `window_id`, when given, must match the observation's target
//!   (`target_mismatch`); the same mutating call on the same observation
//!   twice is `duplicate_action`. Admission returns the bound target.
//! - A mutating dispatch spends the observation: the next mutating call
//!   needs the fresh observation the outcome carries, or a new observe.
//! - Outcomes and events are typed; free text is refused, never matched.
//!
//! ```
//! use cu_projection::ledger::{Ledger, Outcome, Target};
//! use cu_projection::ComputerUseCall;
//! use serde_json::json;
//!
//! let mut ledger = Ledger::new();
//! let target = Target { pid: Some(501), window_id: Some(41), app: Some("TextEdit".into()), fingerprint: None };
//! let obs = ledger.record_observation(target.clone()).unwrap();
//! let call = ComputerUseCall::from_value(&json!({
//!     "action": "press_key", "observation_id": obs, "element_id": "e12", "text": "cmd+s"})).unwrap();
//! let admitted = ledger.admit(&call).unwrap();
//! assert_eq!(admitted.target, target);
//! ledger.record_outcome(Outcome::Completed { mutation: true, observed: None }).unwrap();
//! // The observation is spent: the same call again must observe first.
//! assert_eq!(ledger.admit(&call).unwrap_err().code(), "reobserve_required");
//! ```
//!
//! # Choices where the contract is silent
//!
//! - `launch_app` needs no observation (it has none to name) but spends the
//!   current one; an observing call may name any observation; an id the
//!   ledger never minted is `stale_frame`.
//! - A completed mutating action spends its observation even when the
//!   executor reports `mutation: false`.
//! - A turn end lifts a URL block but not a screen lock.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::call::error::{Error, ErrorKind};
use crate::call::{json, ComputerUseCall};
use crate::vocab::catalog::ApprovalClass;
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

wire_enum! {
    /// Where the ledger stands.
    #[non_exhaustive]
    pub enum LedgerState {
        /// No current observation: the next non-observing call must observe first.
        NeedsObservation = "needs_observation",
        /// A current observation that non-observing calls may name.
        Observed = "observed",
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
    /// against them.
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
    /// The action did not complete.
    Failed(OutcomeError),
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
}

/// The ledger of one agent session.
#[derive(Debug, Clone)]
pub struct Ledger {
    minted: u64,
    current: Option<Observation>,
    locked: bool,
    url_blocked: bool,
    ended: bool,
    keyboard_owner: Option<Target>,
    /// The last admitted call was mutating: its outcome spends the observation.
    pending_mutation: bool,
}

impl Default for Ledger {
    fn default() -> Self {
        Ledger::new()
    }
}

impl Ledger {
    /// A ledger for a new session, waiting for its first observation.
    pub fn new() -> Self {
        Ledger {
            minted: 0,
            current: None,
            locked: false,
            url_blocked: false,
            ended: false,
            keyboard_owner: None,
            pending_mutation: false,
        }
    }

    /// Where the ledger stands.
    pub fn state(&self) -> LedgerState {
        if self.ended {
            LedgerState::Ended
        } else if self.locked {
            LedgerState::Locked
        } else if self.url_blocked {
            LedgerState::UrlBlocked
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

    /// Records an observation of `target` and returns its fresh id. It
    /// becomes the current observation.
    pub fn record_observation(&mut self, target: Target) -> Result<String, Error> {
        self.refuse_if_halted("observe")?;
        self.minted += 1;
        let id = format!("obs-{}", self.minted);
        self.current = Some(Observation {
            id: id.clone(),
            target,
            spent: false,
            admitted: Vec::new(),
        });
        self.pending_mutation = false;
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

        if action.is_observing() || !bound_to_observation {
            // Observing calls, and `launch_app`, which has no observation to
            // name: bound to the current target when there is one and the
            // call names no other, else to what the call names.
            let target = match &self.current {
                Some(o) if explicit.app.is_none() && explicit.window_id.is_none() => {
                    o.target.clone()
                }
                _ => explicit,
            };
            self.pending_mutation = !action.is_observing();
            return Ok(Admission {
                observation_id: named.map(str::to_owned),
                target,
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
        let key = value.to_string();
        if current.admitted.contains(&key) {
            return Err(Error::new(ErrorKind::DuplicateAction).action(name));
        }
        current.admitted.push(key);
        if action.approval_class(false) == ApprovalClass::KeyboardMutation {
            self.keyboard_owner = Some(current.target.clone());
        }
        self.pending_mutation = true;
        Ok(Admission {
            observation_id: Some(current.id.clone()),
            target: current.target.clone(),
        })
    }

    /// Records a dispatch outcome. Returns the id of the fresh post-action
    /// observation when the outcome carries one.
    ///
    /// A completed mutating action spends its observation even when the
    /// executor reports `mutation: false`: the flag can add a spend (for an
    /// observing call that changed something), never remove one.
    pub fn record_outcome(&mut self, outcome: Outcome) -> Result<Option<String>, Error> {
        if self.ended {
            return Err(Error::new(ErrorKind::NoActiveSession).action("outcome"));
        }
        let mutated = std::mem::take(&mut self.pending_mutation);
        match outcome {
            Outcome::Completed { mutation, observed } => {
                if mutation || mutated {
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
            Outcome::Failed(_) => {
                self.current = None;
                Ok(None)
            }
        }
    }

    /// The executor service was released: its observations and keyboard
    /// ownership are gone, and the session must observe again.
    pub fn service_released(&mut self) {
        self.current = None;
        self.keyboard_owner = None;
        self.pending_mutation = false;
    }

    /// The screen was unlocked: observe again before acting.
    pub fn screen_unlocked(&mut self) {
        if self.locked {
            self.locked = false;
            self.current = None;
        }
    }

    /// The turn ended: observations and keyboard ownership are cleared, and
    /// a URL block (terminal for its turn) lifts. A lock stays until unlocked.
    pub fn turn_ended(&mut self) {
        self.current = None;
        self.keyboard_owner = None;
        self.url_blocked = false;
        self.pending_mutation = false;
    }

    /// The session ended: everything is cleared and every later call,
    /// observation and outcome is refused with `no_active_session`.
    pub fn session_ended(&mut self) {
        self.turn_ended();
        self.locked = false;
        self.ended = true;
    }

    /// Reads and applies one host event given as JSON. An event that cannot
    /// be read changes nothing and answers the current state with the error.
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
            HostEvent::Observed(target) => match self.record_observation(target.clone()) {
                Ok(id) => answer.observation_id = Some(id),
                Err(e) => answer.error = Some(e),
            },
            HostEvent::Call(args) => {
                match ComputerUseCall::from_value(args).and_then(|c| self.admit(&c)) {
                    Ok(a) => answer.admitted = Some(a),
                    Err(e) => answer.error = Some(e),
                }
            }
            HostEvent::Outcome(outcome) => match self.record_outcome(outcome.clone()) {
                Ok(id) => answer.observation_id = id,
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

/// A host event, as the `ledger` mode of `cu_project` reads them.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum HostEvent {
    /// `{"event": "observed", "target": {...}}`
    Observed(Target),
    /// `{"event": "call", "args": {...raw call...}}`
    Call(Value),
    /// `{"event": "outcome", "ok": true, "mutation": bool, "observed"?: {...}}`
    /// or `{"event": "outcome", "ok": false, "error": "user_intervened"}`
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

impl HostEvent {
    /// Reads a host event. An outcome error given as anything but one of the
    /// typed names is refused (`invalid_arguments`), never pattern-matched.
    pub fn from_value(v: &Value) -> Result<Self, Error> {
        let event = v.get("event").and_then(Value::as_str);
        Ok(match event {
            Some("observed") => HostEvent::Observed(target_of(v.get("target"), "target")?),
            Some("call") => HostEvent::Call(
                v.get("args")
                    .cloned()
                    .ok_or_else(|| unknown_event("args"))?,
            ),
            Some("outcome") => HostEvent::Outcome(match v.get("ok").and_then(Value::as_bool) {
                Some(true) => Outcome::Completed {
                    mutation: match v.get("mutation") {
                        None => false,
                        Some(m) => m.as_bool().ok_or_else(|| unknown_event("mutation"))?,
                    },
                    observed: match v.get("observed") {
                        None | Some(Value::Null) => None,
                        some => Some(target_of(some, "observed")?),
                    },
                },
                Some(false) => Outcome::Failed(
                    v.get("error")
                        .and_then(Value::as_str)
                        .and_then(OutcomeError::from_wire)
                        .ok_or_else(|| unknown_event("error"))?,
                ),
                None => return Err(unknown_event("ok")),
            }),
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
    /// The ledger's state after the event (`None` only when the event could
    /// not be read).
    pub state: Option<LedgerState>,
    /// A fresh observation id (from `observed`, or an outcome that carried one).
    pub observation_id: Option<String>,
    /// What a `call` was admitted as.
    pub admitted: Option<Admission>,
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
        if let Some(e) = &self.error {
            let body = serde_json::json!({"code": e.code(), "message": e.to_string()});
            map.serialize_entry("error", &body)?;
        }
        map.end()
    }
}
