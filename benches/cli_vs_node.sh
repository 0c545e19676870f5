#!/usr/bin/env bash
# The CLI end to end against Node.js doing a bare JSON.parse + JSON.stringify
# round trip of the same lines (issue target: at most half Node's time).
# Runs each side five times, alternating, and prints the medians and their
# ratio. Needs node on PATH. Usage: bash benches/cli_vs_node.sh [CALLS]
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-200000}"
cargo build -q --release --bin cu_project --example make_corpus
corpus="$(mktemp)"
trap 'rm -f "$corpus"' EXIT
target/release/examples/make_corpus "$n" > "$corpus"
echo "corpus: $n calls, $(wc -c < "$corpus") bytes"
time_of() { local s e; s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | bc; }
cli=(); node=()
for _ in 1 2 3 4 5; do
  node+=("$(time_of node benches/node_round_trip.js "$corpus")")
  cli+=("$(time_of target/release/cu_project "$corpus")")
done
median() { printf '%s\n' "$@" | sort -g | sed -n 3p; }
mc=$(median "${cli[@]}"); mn=$(median "${node[@]}")
echo "cu_project --mode split: median ${mc}s"
echo "node JSON round trip:    median ${mn}s"
echo "ratio cli / node = $(echo "scale=2; $mc / $mn" | bc)"
