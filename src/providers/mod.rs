//! Provider adapters and the safety policy: each provider's payload comes
//! in through one adapter, and every adapter ends in the strict parser.
//!
//! - [`anthropic`]: `tool_use` blocks;
//! - [`openai`]: strict function arguments;
//! - [`native`]: OpenAI `computer_call` batches, validated whole and
//!   projected by the same rules as calls;
//! - [`policy`]: the fail-closed safety policy.

pub mod anthropic;
pub mod native;
pub mod openai;
pub mod policy;
