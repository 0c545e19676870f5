#!/usr/bin/env bash
# How the CLI's cost grows with the size of a withheld typed text: time per
# call and peak resident memory for `type` calls carrying 1 KiB, 1 MiB and
# 64 MiB of text (with escapes: newlines and quotes). Usage:
#   bash benches/text_growth.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --release --bin cu_project
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
printf '%-8s %7s %12s %14s %14s\n' size calls bytes "time/call" "peak RSS"
for spec in "1024 20000" "1048576 64" "67108864 1"; do
  set -- $spec
  python3 - "$1" "$2" > "$dir/in.jsonl" <<'PY'
import json, sys
size, calls = int(sys.argv[1]), int(sys.argv[2])
unit = 'Dear Ada,\nthe figures "draft 3" are attached. '
text = (unit * (size // len(unit) + 1))[:size]
line = json.dumps({"action": "type", "observation_id": "obs-1", "text": text})
sys.stdout.write((line + "\n") * calls)
PY
  bytes=$(wc -c < "$dir/in.jsonl")
  /usr/bin/time -f "%e %M" -o "$dir/t" target/release/cu_project "$dir/in.jsonl" > /dev/null 2>/dev/null
  read -r secs kib < "$dir/t"
  printf '%-8s %7s %12s %12.1fus %11s KiB\n' "$1" "$2" "$bytes" "$(echo "$secs * 1000000 / $2" | bc -l)" "$kib"
done
