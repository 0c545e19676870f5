"""`python3 bench.py`: the binding against a bare JSON round trip of the
same lines, timed in the same run; ratios printed (lower is better)."""

import json
import pathlib
import time

import cu_projection as cu

LINES = []
for line in (pathlib.Path(__file__).resolve().parent.parent / "fixtures" / "calls.jsonl").read_text(encoding="utf-8").split("\n"):
    try:
        json.loads(line)
    except ValueError:
        continue  # the baseline must read the same lines
    LINES.append(line)
OBJECTS = [json.loads(l) for l in LINES]


def best(f, rounds=30):
    f()
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)


baseline = best(lambda: [json.dumps({"model": json.loads(l)}) for l in LINES])
split_json = best(lambda: [cu.split_json(l) for l in LINES])
baseline_obj = best(lambda: [json.dumps({"model": o}) for o in OBJECTS])
split = best(lambda: [cu.split(o) for o in OBJECTS])
print(f"lines: {len(LINES)}")
print(f"ratio split_json / json.dumps({{'model': json.loads(line)}}) = {split_json / baseline:.2f}")
print(f"ratio split(dict) / json.dumps({{'model': json.loads(line)}}) = {split / baseline:.2f}")
print(f"ratio split(dict) / json.dumps({{'model': dict}}) = {split / baseline_obj:.2f}")
