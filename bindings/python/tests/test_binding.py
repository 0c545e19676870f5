"""The binding against the crate: the fixtures are the crate's own answers
(tests/bindings_fixtures.rs keeps them so), and bad input of every kind is
a typed Python error, never a crash."""

import json
import math
import pathlib

import pytest

import cu_projection as cu

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "fixtures"
ROOT = pathlib.Path(__file__).resolve().parents[3]


def lines(name, base=FIXTURES):
    return [l for l in (base / name).read_text(encoding="utf-8").split("\n") if l]


CALLS = lines("calls.jsonl")
SPLITS = lines("split.jsonl")
PARSES = lines("parse.jsonl")


def test_split_json_answers_every_fixture_line_as_the_crate_does():
    assert len(CALLS) == len(SPLITS)
    for line, expected in zip(CALLS, SPLITS):
        assert cu.split_json(line) == expected, line


def test_split_on_dicts_answers_the_same_object():
    compared = 0
    for line, expected in zip(CALLS, SPLITS):
        expected = json.loads(expected)
        if "error" in expected:
            continue
        try:
            args = json.loads(line)
        except ValueError:
            continue
        assert cu.split(args) == expected, line
        compared += 1
    assert compared > 500


def test_parse_gives_the_canonical_call_or_the_same_error():
    refused = 0
    for line, expected in zip(CALLS, PARSES):
        expected = json.loads(expected)
        if "error" in expected:
            refused += 1
            with pytest.raises(cu.CuProjectionError) as e:
                cu.parse(line)
            assert e.value.code == expected["error"]["code"]
            assert str(e.value) == expected["error"]["message"]
            assert e.value.pointer == expected["error"].get("pointer")
        else:
            assert cu.parse(line) == expected["call"], line
    assert refused > 100


def test_providers_schemas_and_renderings():
    block = {"type": "tool_use", "id": "toolu_1", "name": "maka_computer", "input": {"action": "list_apps"}}
    assert cu.from_tool_use(block) == {"id": "toolu_1", "call": {"action": "list_apps"}}
    assert cu.from_strict_arguments({"action": "list_apps", "app": None})["call"] == {"action": "list_apps"}
    item = {"type": "computer_call", "call_id": "c1", "actions": [{"type": "click", "button": "left", "x": 1, "y": 2}]}
    assert cu.validate_native_batch(item)["error"]["code"] == "policy_denied"
    assert "actions" in cu.validate_native_batch(item, ["coordinate_pointer"])
    assert cu.schema("anthropic")["name"] == "maka_computer"
    obs = {"observation_id": "obs-1", "elements": [{"element_id": "e1", "role": "AXButton", "label": "Send 4417"}]}
    r = cu.render_observation(obs)
    assert "Send 4417" in r["model_text"]
    assert r["transcript_text"] == "observation obs-1 elements 1\ne1 AXButton <text>"
    t = cu.render_tool_result("set_value", {"outcome": "completed", "readback": "Dear Ada"})
    assert t["transcript_text"] == "completed readback <text>"
    bad = cu.render_tool_result("set_value", {"outcome": "completed", "note": "x"})
    assert bad["transcript_text"] == "<value>"
    assert bad["error"].code == "invalid_arguments"


def test_the_ledger_answers_host_events_as_the_crate_does():
    log = lines("ledger.jsonl", ROOT / "examples" / "data")
    ledger = cu.Ledger("demo")
    answers = [ledger.apply(json.loads(l)) for l in log]
    assert answers[2]["observation_id"] == "obs-demo-1"
    assert any(a.get("error", {}).get("code") == "outcome_pending" for a in answers)
    assert answers[-1]["state"] == "ended"
    again = cu.Ledger("demo")
    assert again.apply_json(log[2]) == '{"state":"observed","observation_id":"obs-demo-1"}'
    with pytest.raises(cu.CuProjectionError) as e:
        cu.Ledger("a b")
    assert e.value.code == "invalid_arguments"


TYPED = (cu.CuProjectionError, TypeError, ValueError, RecursionError)


def test_bad_input_is_a_typed_error_never_a_crash():
    deep = "[" * 100000 + "]" * 100000
    huge = "x" * (16 * 1024 * 1024)
    lone = '{"action":"type","observation_id":"o","text":"\ud800"}'
    for line in [deep, "", "null", "[]", '{"action":', lone, '{"action":"type","text":"%s"}' % huge, "\ud800"]:
        answer = json.loads(cu.split_json(line))
        assert "model" in answer or "error" in answer
    with pytest.raises(cu.CuProjectionError) as e:
        cu.parse(lone)
    assert e.value.code == "invalid_json"
    cyclic = {}
    cyclic["self"] = cyclic
    for v in [None, 5, "x", [], {}, {"action": 5}, object(), b"{}", math.nan, cyclic]:
        for f in [
            lambda: cu.parse(v),
            lambda: cu.schema(v),
            lambda: cu.from_tool_use(v),
            lambda: cu.from_strict_arguments("{" if isinstance(v, str) else v),
            lambda: cu.validate_native_batch({"actions": v}, ["nope"]),
            lambda: cu.render_observation(v),
            lambda: cu.Ledger("x y" if v == "x" else v),
        ]:
            with pytest.raises(TYPED):
                f()
    for v in [cyclic, object(), math.nan, b"{}"]:
        with pytest.raises(TYPED):
            cu.split(v)
    nested = json.loads("[" * 500 + "]" * 500)
    with pytest.raises(cu.CuProjectionError) as e:
        cu.split(nested)
    assert e.value.code == "invalid_json"
    r = cu.render_tool_result("list_apps", {"apps": [{"name": "\ud800", "windows": []}]})
    assert r["transcript_text"] == "<value>" and r["error"].code == "invalid_json"
    ledger = cu.Ledger("t")
    assert ledger.apply({"event": "reboot"})["error"]["code"] == "invalid_arguments"
    assert json.loads(ledger.apply_json("{oops"))["error"]["code"] == "invalid_json"
