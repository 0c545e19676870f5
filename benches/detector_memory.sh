#!/usr/bin/env bash
# The detector's memory: the CLI's peak resident size on `observe` calls
# whose `query` (carried, so read by the detector) holds a held-out text,
# against the same texts in `type` calls' `text` (withheld unread: no
# detector), for 1, 100 and 1,000 distinct texts. The patterns compile on
# first use and each keeps its own matching cache, which grows with what
# it has read; the ratio is the detector's share. Usage:
#   bash benches/detector_memory.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --release --bin cu_project
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
printf '%-6s %16s %16s %7s\n' texts "detector (KiB)" "baseline (KiB)" ratio
for n in 1 100 1000; do
  python3 - "$n" "$dir" <<'PY'
import json, sys
n, out = int(sys.argv[1]), sys.argv[2]
texts = []
for corpus in ("EM", "EP"):
    for part in ("positives", "negatives"):
        with open(f"corpora/heldout/{corpus}/{part}.jsonl", encoding="utf-8") as f:
            texts += [json.loads(line)["text"] for line in f]
texts = texts[::max(1, len(texts) // n)][:n]
with open(f"{out}/read.jsonl", "w", encoding="utf-8") as read, \
        open(f"{out}/withheld.jsonl", "w", encoding="utf-8") as withheld:
    for t in texts:
        # (A query is carried up to 256 bytes: the detector reads that much.)
        q = t.encode()[:256].decode(errors="ignore")
        read.write(json.dumps({"action": "observe", "app": "Notes", "query": q}) + "\n")
        withheld.write(json.dumps({"action": "type", "observation_id": "obs-1", "text": q}) + "\n")
PY
  /usr/bin/time -f "%M" -o "$dir/r" target/release/cu_project --mode split "$dir/read.jsonl" > /dev/null 2>&1
  /usr/bin/time -f "%M" -o "$dir/w" target/release/cu_project --mode split "$dir/withheld.jsonl" > /dev/null 2>&1
  r=$(tail -1 "$dir/r"); w=$(tail -1 "$dir/w")
  printf '%-6s %16s %16s %7.1f\n' "$n" "$r" "$w" "$(echo "$r / $w" | bc -l)"
done
