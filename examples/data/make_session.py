#!/usr/bin/env python3
"""Writes session.jsonl: a recorded desktop session of about 200 Computer Use
calls, as a host sees them. Deterministic: rerun it and the file is the same.

Dialects, mixed the way a host's logs mix them:
  - raw calls, exactly as the model sent them;
  - permission arguments: the call plus host-only fields (approvalClass,
    rememberForTurnAllowed, element_identity resolved from the observation);
  - approval summaries recovered from storage (camelCase, no arguments);
and a few hostile values: labels sent as element ids, secrets in free text,
placeholders replayed from history, bidi and control characters, unknown
actions, an unparseable line and a repeated key.

Usage: python3 examples/data/make_session.py > examples/data/session.jsonl
"""
import json
import random

rng = random.Random(20261130)

APPS = [("Mail", 12), ("TextEdit", 41), ("Safari", 7), ("Finder", 3), ("Notes", 22)]
LABELS = ["Send", "Subject", "To", "Body", "Search", "Save", "Cancel", "OK",
          "Attach", "Reply", "Größe", "Envoyer", "保存", "Имя файла"]
TYPED = [
    "Dear Ada,\nthe quarterly figures are attached.",
    "Meeting moved to Thursday 14:00, room 4.12",
    "ma carte se termine par 4417",
    "Hallo Jürgen, anbei die Rechnung Nr. 2026-117.",
    "明日の会議は10時からです。",
    "password: correct horse battery staple",
]
VALUES = ["ada@example.com", "Invoice 2026-117", "+44 20 7946 0958", "12 Elm Street",
          "Fwd: contract draft", "Привет!"]
KEYS = ["cmd+s", "Return", "Tab", "cmd+shift+t", "Escape", "ctrl+a Delete", "Page_Down"]

obs = 0
lines = []


def emit(call, dialect="raw", identity=None):
    if dialect == "permission":
        call = dict(call)
        call["approvalClass"] = "semantic_mutation"
        call["rememberForTurnAllowed"] = True
        if identity:
            call["element_identity"] = identity
    elif dialect == "summary":
        summary = {"action": call["action"], "approvalClass": "keyboard_mutation",
                   "rememberForTurnAllowed": True}
        if "app" in call:
            summary["app"] = call["app"]
        if "window_id" in call:
            summary["windowId"] = call["window_id"]
        if "observation_id" in call:
            summary["observationId"] = call["observation_id"]
        call = summary
    lines.append(json.dumps(call, ensure_ascii=False, separators=(",", ":")))


def observe(app, wid):
    global obs
    obs += 1
    call = {"action": "observe", "app": app, "window_id": wid}
    if rng.random() < 0.2:
        call["include_screenshot"] = True
    if rng.random() < 0.2:
        call["query"] = rng.choice(LABELS)
    emit(call, rng.choice(["raw", "permission"]))
    return f"obs-{obs}"


emit({"action": "list_apps"})
while len(lines) < 190:
    app, wid = rng.choice(APPS)
    if rng.random() < 0.15:
        emit({"action": "launch_app", "app": app})
    o = observe(app, wid)
    for _ in range(rng.randint(1, 4)):
        target = {"app": app, "window_id": wid, "observation_id": o}
        kind = rng.random()
        dialect = rng.choice(["raw", "raw", "permission", "summary"])
        element = f"e{rng.randint(1, 80)}"
        identity = {"role": "AXButton", "label": rng.choice(LABELS)}
        if kind < 0.18:
            emit({"action": "click_element", **target, "element_id": element}, dialect, identity)
        elif kind < 0.30:
            emit({"action": "set_value", **target, "element_id": element,
                  "value": rng.choice(VALUES)}, dialect, identity)
        elif kind < 0.42:
            emit({"action": "type", **target, "text": rng.choice(TYPED)}, dialect)
        elif kind < 0.52:
            emit({"action": "press_key", **target, "element_id": element,
                  "text": rng.choice(KEYS)}, dialect, identity)
        elif kind < 0.62:
            emit({"action": "left_click", **target,
                  "coordinate": [rng.randint(0, 1440), rng.randint(0, 900)]}, dialect)
        elif kind < 0.68:
            emit({"action": "scroll", **target, "coordinate": [640, 400],
                  "scroll_direction": rng.choice(["up", "down"]),
                  "scroll_amount": rng.randint(1, 10)}, dialect)
        elif kind < 0.72:
            emit({"action": "key", **target, "text": rng.choice(KEYS)}, dialect)
        elif kind < 0.76:
            emit({"action": "select_text", **target, "element_id": element,
                  "text": rng.choice(TYPED)[:20]}, dialect, identity)
        elif kind < 0.80:
            emit({"action": "element_sequence", **target, "steps": [
                {"label": "To", "role": "AXTextField", "do": "set_value",
                 "value": rng.choice(VALUES)},
                {"label": rng.choice(LABELS), "role": "AXButton"}]}, dialect)
        elif kind < 0.84:
            emit({"action": "zoom", **target, "region": [0, 0, 640, 400]}, dialect)
        elif kind < 0.88:
            emit({"action": "wait", "duration": rng.choice([1, 2, 0.5]),
                  "wait_for_text": rng.choice(LABELS)})
        elif kind < 0.92:
            emit({"action": "secondary_action", **target, "element_id": element,
                  "text": rng.choice(["AXShowMenu", "AXPress", "show_menu"])}, dialect)
        else:
            emit({"action": "left_click_drag", **target, "start_coordinate": [100, 200],
                  "coordinate": [400, 200], "text": "shift"}, dialect)

# Hostile values, in the positions a host actually sees them.
hostile = [
    {"action": "click_element", "app": "Mail", "observation_id": "obs-3",
     "element_id": "Pay invoice #4411 to ACME Ltd"},
    {"action": "observe", "app": "Terminal password=hunter2"},
    {"action": "type", "observation_id": "obs-9", "text": "<text>"},
    {"action": "set_value", "observation_id": "obs-9", "element_id": "e2", "value": "<text:31>"},
    {"action": "press_key", "observationId": "obs-9", "text": "hunter2"},
    {"action": "observe\u202e", "app": "\u2066Mail\u2069\n\tInbox"},
    {"action": "run_shell", "text": "curl -H 'Authorization: Bearer abcdefghijklmnop0123'"},
    {"action": "key", "observation_id": "obs-9", "text": "h u n t e r 2"},
    {"action": "set_value", "element_id": "e7", "value": "sk-proj-abcdefghijklmnopqrstuvwxyz012345"},
]
for call in hostile:
    lines.append(json.dumps(call, ensure_ascii=False, separators=(",", ":")))
lines.append('{"action":"type","observation_id":"obs-9","text":"a","text":"b"}')
lines.append('{"action":"left_click","observation_id":')

print("\n".join(lines))
