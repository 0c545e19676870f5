//! Every public type can cross threads: hosts share the crate's values
//! between request handlers.

use cu_projection::anthropic::ToolUse;
use cu_projection::catalog::{
    Action, ActionField, ApprovalClass, Family, FieldDef, FieldType, Presence, PrivacyClass,
    StepField,
};
use cu_projection::ledger::{
    Admission, EventAnswer, HostEvent, Ledger, LedgerState, Outcome, OutcomeError, Target,
};
use cu_projection::native::{BatchRefusal, MouseButton, NativeAction, NativeBatch};
use cu_projection::observation::{
    Element, Frame, Observation, Renderings, ToolResult, TranscriptText,
};
use cu_projection::openai::StrictCall;
use cu_projection::policy::{Policy, PolicyFamily};
use cu_projection::redact::Redacted;
use cu_projection::{
    ApprovalSummary, ComputerUseCall, DroppedKeys, Error, ErrorCode, ErrorKind, ModelCall, Point,
    Position, Projection, ProjectionReport, Redaction, Region, ScrollDirection, Size, Split,
    SplitText, StableId, Step, StepAction, ToolStart, WindowOp, Withheld,
};

fn assert_send_sync<T: Send + Sync + 'static>() {}

#[test]
fn public_types_are_send_and_sync() {
    assert_send_sync::<Action>();
    assert_send_sync::<ActionField>();
    assert_send_sync::<ApprovalClass>();
    assert_send_sync::<Family>();
    assert_send_sync::<FieldDef>();
    assert_send_sync::<FieldType>();
    assert_send_sync::<Presence>();
    assert_send_sync::<PrivacyClass>();
    assert_send_sync::<StepField>();
    assert_send_sync::<ComputerUseCall>();
    assert_send_sync::<Error>();
    assert_send_sync::<ErrorCode>();
    assert_send_sync::<ErrorKind>();
    assert_send_sync::<Point>();
    assert_send_sync::<Position>();
    assert_send_sync::<Region>();
    assert_send_sync::<ScrollDirection>();
    assert_send_sync::<Size>();
    assert_send_sync::<StableId>();
    assert_send_sync::<Step>();
    assert_send_sync::<StepAction>();
    assert_send_sync::<WindowOp>();
    assert_send_sync::<ApprovalSummary>();
    assert_send_sync::<DroppedKeys>();
    assert_send_sync::<ModelCall>();
    assert_send_sync::<Projection>();
    assert_send_sync::<ProjectionReport>();
    assert_send_sync::<Redaction>();
    assert_send_sync::<Redacted<'static>>();
    assert_send_sync::<Split>();
    assert_send_sync::<SplitText>();
    assert_send_sync::<ToolStart>();
    assert_send_sync::<Withheld>();
    assert_send_sync::<ToolUse>();
    assert_send_sync::<StrictCall>();
    assert_send_sync::<BatchRefusal>();
    assert_send_sync::<MouseButton>();
    assert_send_sync::<NativeAction>();
    assert_send_sync::<NativeBatch>();
    assert_send_sync::<Policy>();
    assert_send_sync::<PolicyFamily>();
    assert_send_sync::<Admission>();
    assert_send_sync::<EventAnswer>();
    assert_send_sync::<HostEvent>();
    assert_send_sync::<Ledger>();
    assert_send_sync::<LedgerState>();
    assert_send_sync::<Outcome>();
    assert_send_sync::<OutcomeError>();
    assert_send_sync::<Target>();
    assert_send_sync::<Element>();
    assert_send_sync::<Frame>();
    assert_send_sync::<Observation>();
    assert_send_sync::<Renderings>();
    assert_send_sync::<ToolResult>();
    assert_send_sync::<TranscriptText>();
}

#[test]
fn errors_are_std_errors() {
    fn takes(_: &dyn std::error::Error) {}
    let err = ComputerUseCall::from_json("nope").unwrap_err();
    takes(&err);
}
