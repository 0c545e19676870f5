// Type definitions for the cu-projection Node.js binding.

/** A JSON value as the wire has it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The crate refused the input: `code` is one of the crate's error codes. */
export class CuProjectionError extends Error {
  readonly code: string;
  readonly pointer: string | null;
  readonly field: string | null;
  /** native batches: the refused action's index. */
  readonly index?: number;
}

export interface ApprovalSummary {
  action: string;
  approvalClass: 'metadata_read' | 'screenshot_read' | 'pointer_mutation' | 'keyboard_mutation' | 'semantic_mutation';
  rememberForTurnAllowed: boolean;
  app?: string;
  windowId?: number;
  observationId?: string;
}

export interface SplitAnswer {
  model: { [key: string]: Json };
  approval: ApprovalSummary;
  scope_key: string;
  withheld: { key: string; rule: string }[];
}

export interface Renderings {
  modelText: string;
  transcriptText: string;
}

export interface ToolResultRenderings extends Renderings {
  /** The image to attach for the model now. */
  image?: { media_type: string; width: number; height: number; data: string } | { image_url: string } | { file_id: string };
  /** Why the result did not read (both texts are then `<value>`). */
  error?: CuProjectionError;
}

export interface LedgerAnswer {
  state: 'needs_observation' | 'observed' | 'outcome_pending' | 'locked' | 'url_blocked' | 'ended';
  observation_id?: string;
  admitted?: { observation_id: string | null; target: { pid?: number; window_id?: number; app?: string; fingerprint?: string } };
  outcome?: 'untyped';
  error?: { code: string; message: string };
}

/** The split answer line, exactly as `cu_project` writes it (errors included, as `{"error": ...}`). */
export function splitJson(line: string): string;
/** The split of a call or of permission arguments. Throws CuProjectionError. */
export function split(args: Json): SplitAnswer;
/** The strict parser: the canonical call. Throws CuProjectionError. */
export function parse(line: string): { [key: string]: Json };
/** An Anthropic tool_use block. */
export function fromToolUse(block: Json): { id?: string; call: { [key: string]: Json } };
/** OpenAI strict function arguments (object, text, or a function_call item). */
export function fromStrictArguments(args: Json | string): { call: { [key: string]: Json }; discarded: string[] };
/** An OpenAI computer_call item against a policy (the families it allows; empty: observation only). */
export function validateNativeBatch(item: Json, policy?: string[]): { model: Json[]; actions?: Json[]; error?: { code: string; message: string; index?: number } };
/** A schema variant. */
export function schema(variant: 'function' | 'openai-strict' | 'anthropic'): Json;
/** An observation's two renderings. */
export function renderObservation(obs: Json, query?: string | null): Renderings;
/** A tool result's two renderings (`action` is an action name or "computer_call_output"). */
export function renderToolResult(action: string, result: Json): ToolResultRenderings;

/** The observation ledger of one session. */
export class Ledger {
  constructor(sessionTag: string);
  apply(event: Json): LedgerAnswer;
  applyJson(line: string): string;
}
