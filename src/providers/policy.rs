//! The safety policy: which families of actions a host lets run.
//!
//! The default fails closed: actions that only observe, and semantic element
//! actions (which name an element of an observation the model has read,
//! `press_key` and `set_value` included), are allowed. Coordinate pointer
//! actions (move, clicks, mouse down/up, drag, scroll), coordinate keyboard
//! actions (`type`, `key`, `hold_key`) and `launch_app` are refused with
//! `policy_denied` until a host enables their family.
//!
//! ```
//! use cu_projection::policy::{Policy, PolicyFamily};
//! use cu_projection::ComputerUseCall;
//! use serde_json::json;
//!
//! let click = ComputerUseCall::from_value(&json!({
//!     "action": "left_click", "observation_id": "obs-1", "coordinate": [5, 5]})).unwrap();
//! let err = Policy::default().check(&click).unwrap_err();
//! assert_eq!(err.code(), "policy_denied");
//! assert_eq!(err.to_string(),
//!     "left_click is refused by the host's safety policy: coordinate_pointer actions are not enabled");
//!
//! let policy = Policy::default().allow(PolicyFamily::CoordinatePointer);
//! assert!(policy.check(&click).is_ok());
//! ```
//!
//! `launch_app` is its own policy family, refused by the default policy: the
//! contract allows observing and semantic element actions, and launching an
//! app is neither.

use crate::call::error::{Error, ErrorKind};
use crate::call::ComputerUseCall;
use crate::vocab::catalog::{Action, ApprovalClass, Family};
use crate::vocab::wire_enum;

wire_enum! {
    /// A family of actions a policy allows or refuses as a whole.
    #[non_exhaustive]
    pub enum PolicyFamily {
        /// Actions that only observe: `list_apps`, `observe`, `screenshot`,
        /// `cursor_position`, `wait`, `zoom`.
        Observation = "observation",
        /// Actions on a named element or window of an observation.
        Semantic = "semantic",
        /// `launch_app`.
        Launch = "launch",
        /// Pointer actions at a pixel.
        CoordinatePointer = "coordinate_pointer",
        /// Keyboard actions not bound to an element: `type`, `key`, `hold_key`.
        CoordinateKeyboard = "coordinate_keyboard",
    }
}

impl PolicyFamily {
    /// The family of a catalog action, derived from its catalog entry.
    pub fn of(action: &Action) -> Self {
        if action.is_observing() {
            return PolicyFamily::Observation;
        }
        match (action.family(), action.approval_class(false)) {
            (Family::Coordinate, ApprovalClass::KeyboardMutation) => {
                PolicyFamily::CoordinateKeyboard
            }
            (Family::Coordinate, _) => PolicyFamily::CoordinatePointer,
            (Family::Opener, _) => PolicyFamily::Launch,
            _ => PolicyFamily::Semantic,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Which action families may run. `Policy::default()` is fail-closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    allowed: [bool; PolicyFamily::ALL.len()],
}

impl Default for Policy {
    /// Observation and semantic element actions only.
    fn default() -> Self {
        Policy::observation_only().allow(PolicyFamily::Semantic)
    }
}

impl Policy {
    /// Only actions that observe.
    pub fn observation_only() -> Self {
        Policy {
            allowed: [false; PolicyFamily::ALL.len()],
        }
        .allow(PolicyFamily::Observation)
    }

    /// This policy with `family` enabled.
    #[must_use]
    pub fn allow(mut self, family: PolicyFamily) -> Self {
        self.allowed[family.index()] = true;
        self
    }

    /// This policy with `family` refused.
    #[must_use]
    pub fn deny(mut self, family: PolicyFamily) -> Self {
        self.allowed[family.index()] = false;
        self
    }

    /// Whether `family` may run.
    pub fn allows(&self, family: PolicyFamily) -> bool {
        self.allowed[family.index()]
    }

    /// Allows or refuses a parsed call, with a `policy_denied` error a host
    /// can hand to the model as it is.
    pub fn check(&self, call: &ComputerUseCall) -> Result<(), Error> {
        self.check_action(call.catalog_entry())
    }

    /// Allows or refuses a catalog action.
    pub fn check_action(&self, action: &Action) -> Result<(), Error> {
        self.check_family(action.name(), PolicyFamily::of(action))
    }

    pub(crate) fn check_family(
        &self,
        name: &'static str,
        family: PolicyFamily,
    ) -> Result<(), Error> {
        if self.allows(family) {
            Ok(())
        } else {
            Err(Error::new(ErrorKind::PolicyDenied)
                .action(name)
                .family(family.as_str()))
        }
    }
}
