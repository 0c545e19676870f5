"""cu-projection for Python: the crate's own answers, in-process.

Objects cross as JSON text (one ``json.dumps`` in, one ``json.loads``
out), with keys exactly as the wire has them; the text forms skip both.
Every refusal raises :class:`CuProjectionError` with the crate's ``code``,
``message`` and ``pointer``.
"""

import json as _json

from . import _native

__all__ = [
    "CuProjectionError",
    "Ledger",
    "from_strict_arguments",
    "from_tool_use",
    "parse",
    "render_observation",
    "render_tool_result",
    "schema",
    "split",
    "split_json",
    "validate_native_batch",
]


class CuProjectionError(Exception):
    """The crate refused the input."""

    def __init__(self, body):
        super().__init__(body["message"])
        self.code = body["code"]
        self.message = body["message"]
        self.pointer = body.get("pointer")
        self.field = body.get("field")
        self.index = body.get("index")


def _text(value, name):
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str")
    # A lone surrogate has no UTF-8 form: it reaches the crate as bytes
    # that are not UTF-8, which it refuses as invalid JSON.
    return value.encode("utf-8", "surrogatepass")


def _json_bytes(value):
    # ValueError for NaN and circular structures, TypeError for other types.
    return _json.dumps(value, allow_nan=False).encode("utf-8", "surrogatepass")


def _unwrap(answer):
    v = _json.loads(answer)
    if "error" in v:
        raise CuProjectionError(v["error"])
    return v["ok"]


def split_json(line):
    """The split answer line, exactly as ``cu_project`` writes it."""
    return _native.split_json(_text(line, "line"))


def split(args):
    """``{"model", "approval", "scope_key", "withheld"}`` of a call or permission arguments."""
    v = _json.loads(_native.split_json(_json_bytes(args)))
    if "error" in v:
        raise CuProjectionError(v["error"])
    return v


def parse(line):
    """The strict parser: the canonical call as a dict."""
    return _unwrap(_native.parse(_text(line, "line")))


def from_tool_use(block):
    return _unwrap(_native.from_tool_use(_json_bytes(block)))


def from_strict_arguments(args):
    raw = _text(args, "args") if isinstance(args, str) else _json_bytes(args)
    return _unwrap(_native.from_strict_arguments(raw))


def validate_native_batch(item, policy=()):
    return _unwrap(_native.validate_native_batch(_json_bytes(item), _json_bytes(list(policy))))


def schema(variant):
    if not isinstance(variant, str):
        raise TypeError("variant must be a str")
    return _unwrap(_native.schema(variant))


def render_observation(obs, query=None):
    """``{"model_text", "transcript_text"}`` of an observation."""
    if query is not None and not isinstance(query, str):
        raise TypeError("query must be a str")
    return _unwrap(_native.render_observation(_json_bytes(obs), query))


def render_tool_result(action, result):
    """``{"model_text", "transcript_text", "image"?, "error"?}`` of a tool result."""
    if not isinstance(action, str):
        raise TypeError("action must be a str")
    r = _json.loads(_native.render_tool_result(action, _json_bytes(result)))
    if "error" in r:
        r["error"] = CuProjectionError(r["error"])
    return r


class Ledger:
    """The observation ledger of one session, fed host events."""

    def __init__(self, session_tag):
        if not isinstance(session_tag, str):
            raise TypeError("session_tag must be a str")
        try:
            self._inner = _native.NativeLedger(session_tag)
        except ValueError as e:
            raise CuProjectionError(_json.loads(str(e))) from None

    def apply(self, event):
        """Applies one host event; answers ``{"state", "observation_id"?, "admitted"?, "outcome"?, "error"?}``."""
        return _json.loads(self._inner.apply(_json_bytes(event)))

    def apply_json(self, line):
        return self._inner.apply(_text(line, "line"))
