//! What a host keeps per agent session: the observation ledger that binds
//! each action to what the model saw, and the tool results rendered twice,
//! for the model now and for the transcript.
//!
//! - [`ledger`]: the observation ledger, a pure state machine;
//! - [`observation`]: observation results and their two renderings.

pub mod ledger;
pub mod observation;
