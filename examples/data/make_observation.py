#!/usr/bin/env python3
"""Writes observation.jsonl: one observation (the accessibility tree of a
mail client's main window) per line, as an executor would report it.
Deterministic. Usage:
    python3 examples/data/make_observation.py > examples/data/observation.jsonl
"""
import json
import random

rng = random.Random(7)
elements = []


def add(role, label=None, parent=None, value=None, frame=None, actions=None, **flags):
    eid = f"e{len(elements) + 1}"
    el = {"element_id": eid, "role": role}
    if label is not None:
        el["label"] = label
    if value is not None:
        el["value"] = value
    if parent is not None:
        el["parent_element_id"] = parent
    if frame is not None:
        el["frame"] = dict(zip(("x", "y", "width", "height"), frame))
    if actions:
        el["actions"] = actions
    el.update(flags)
    elements.append(el)
    return eid


SENDERS = ["Ada Lovelace", "Jürgen Groß", "Zoë Dubois", "山田 太郎", "Ольга Иванова",
           "María José Núñez", "Søren Kierkegaard", "Amélie Poulain", "李 小龙", "Nadia Ćosić"]
SUBJECTS = ["Quarterly report — draft 3", "Re: Rechnung Nr. 2026-117", "Réunion jeudi 14h",
            "会議の議事録", "Отчёт за ноябрь", "Your invoice is ready", "Fwd: contract (signed)",
            "Lunch? 🍜", "Password reset requested", "Flight AB123 confirmed"]

win = add("AXWindow", "Inbox — ada@example.com", frame=(0, 0, 1440, 900))
toolbar = add("AXToolbar", parent=win, frame=(0, 0, 1440, 52))
for i, (name, action) in enumerate([("Get Mail", "AXPress"), ("New Message", "AXPress"),
                                    ("Archive", "AXPress"), ("Delete", "AXPress"),
                                    ("Reply", "AXPress"), ("Reply All", "AXPress"),
                                    ("Forward", "AXPress"), ("Flag", "AXShowMenu")]):
    add("AXButton", name, parent=toolbar, frame=(220 + 44 * i, 12, 32, 28), actions=[action])
add("AXTextField", "Search", parent=toolbar, value="", frame=(1180, 12, 240, 28),
    actions=["AXConfirm"], subrole="AXSearchField", settable=True)

sidebar = add("AXOutline", "Mailboxes", parent=win, frame=(0, 52, 200, 848))
for i, (name, count) in enumerate([("Inbox", 12), ("VIP", 0), ("Flagged", 3), ("Drafts", 2),
                                   ("Sent", 0), ("Junk", 41), ("Trash", 0), ("Archive", 0),
                                   ("Reçus", 5), ("Projekte", 9)]):
    row = add("AXRow", parent=sidebar, frame=(0, 60 + 24 * i, 200, 24), actions=["AXPress"])
    add("AXStaticText", name, parent=row, value=str(count) if count else None)

table = add("AXTable", "Messages", parent=win, frame=(200, 52, 520, 848))
for i in range(60):
    y = 52 + 44 * i
    row = add("AXRow", parent=table, frame=(200, y, 520, 44),
              actions=["AXPress", "AXShowMenu", "Move to Junk"])
    add("AXStaticText", rng.choice(SENDERS), parent=row)
    add("AXStaticText", rng.choice(SUBJECTS), parent=row)
    add("AXStaticText", f"{rng.randint(1, 28)}.11.26", parent=row)
    if i % 7 == 0:
        add("AXImage", "Attachment", parent=row)

preview = add("AXScrollArea", parent=win, frame=(720, 52, 720, 848))
add("AXStaticText", "From: Jürgen Groß <juergen@example.de>", parent=preview)
add("AXStaticText", "Subject: Re: Rechnung Nr. 2026-117", parent=preview)
body = ("Hallo Ada,\n\nanbei die Rechnung. Bitte überweise den Betrag bis zum 15.12. "
        "auf IBAN DE89 3704 0044 0532 0130 00.\n\n" + "Viele Grüße,\nJürgen\n" * 20)
add("AXTextArea", "Message body", parent=preview, value=body, frame=(720, 140, 720, 700),
    actions=["AXShowMenu"], settable=False)
reply = add("AXButton", "Reply", parent=preview, frame=(1360, 60, 60, 28), actions=["AXPress"],
            focused=True)

obs = {
    "observation_id": "obs-12",
    "app": "Mail",
    "window_id": 12,
    "title": "Inbox — ada@example.com (12 messages)",
    "focused_element_id": reply,
    "truncated": False,
    "elements": elements,
}
print(json.dumps(obs, ensure_ascii=False, separators=(",", ":")))
