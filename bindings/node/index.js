'use strict';
// cu-projection for Node.js: the crate's own answers, in-process. Objects
// cross as JSON text (one JSON.stringify in, one JSON.parse out), with keys
// exactly as the wire has them; the text forms skip both.

const native = require('./cu_projection.node');

/** An error the crate refused the input with: `code`, `message`, `pointer`. */
class CuProjectionError extends Error {
  constructor(body) {
    super(body.message);
    this.name = 'CuProjectionError';
    this.code = body.code;
    this.pointer = body.pointer === undefined ? null : body.pointer;
    this.field = body.field === undefined ? null : body.field;
    if (body.index !== undefined) this.index = body.index;
  }
}

function text(value, name) {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string`);
  return value;
}

function json(value, name) {
  const t = JSON.stringify(value);
  if (t === undefined) throw new TypeError(`${name} must be a JSON value`);
  return t;
}

function unwrap(answer) {
  const v = JSON.parse(answer);
  if (v.error) throw new CuProjectionError(v.error);
  return v.ok;
}

/** The split answer line, exactly as `cu_project` writes it. */
function splitJson(line) {
  return native.splitJson(text(line, 'line'));
}

/** `{model, approval, scope_key, withheld}` of a call or permission arguments. */
function split(args) {
  const v = JSON.parse(native.splitJson(json(args, 'args')));
  if (v.error) throw new CuProjectionError(v.error);
  return v;
}

function parse(line) {
  return unwrap(native.parse(text(line, 'line')));
}

function fromToolUse(block) {
  return unwrap(native.fromToolUse(json(block, 'block')));
}

function fromStrictArguments(args) {
  return unwrap(native.fromStrictArguments(typeof args === 'string' ? args : json(args, 'args')));
}

function validateNativeBatch(item, policy = []) {
  return unwrap(native.validateNativeBatch(json(item, 'item'), json(policy, 'policy')));
}

function schema(variant) {
  return unwrap(native.schema(text(variant, 'variant')));
}

function renderObservation(obs, query) {
  if (query !== undefined && query !== null) text(query, 'query');
  const r = unwrap(native.renderObservation(json(obs, 'obs'), query === undefined ? null : query));
  return { modelText: r.model_text, transcriptText: r.transcript_text };
}

function renderToolResult(action, result) {
  const r = JSON.parse(native.renderToolResult(text(action, 'action'), json(result, 'result')));
  const out = { modelText: r.model_text, transcriptText: r.transcript_text };
  if (r.image) out.image = r.image;
  if (r.error) out.error = new CuProjectionError(r.error);
  return out;
}

/** The observation ledger of one session (SPEC 9), fed host events. */
class Ledger {
  constructor(sessionTag) {
    try {
      this._inner = new native.NativeLedger(text(sessionTag, 'sessionTag'));
    } catch (e) {
      if (e instanceof TypeError) throw e;
      throw new CuProjectionError(JSON.parse(e.message));
    }
  }
  /** Applies one host event object; answers `{state, observation_id?, admitted?, outcome?, error?}`. */
  apply(event) {
    return JSON.parse(this._inner.apply(json(event, 'event')));
  }
  /** The same, JSON text in and out. */
  applyJson(line) {
    return this._inner.apply(text(line, 'line'));
  }
}

module.exports = {
  CuProjectionError,
  Ledger,
  fromStrictArguments,
  fromToolUse,
  parse,
  renderObservation,
  renderToolResult,
  schema,
  split,
  splitJson,
  validateNativeBatch,
};
