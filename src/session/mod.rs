//! What a host keeps per agent session: the observation ledger that binds
//! each action to what the model saw, and the tool results rendered twice,
//! for the model now and for the transcript.
//!
//! - [`ledger`]: the observation ledger, a pure state machine;
//! - [`observation`]: observation results and their two renderings;
//! - [`tool_result`]: every other tool result, rendered the same two ways.

pub mod ledger;
pub mod observation;
mod record;
pub mod tool_result;
