#!/usr/bin/env bash
# Times `tenuki-gtp score` over a generated corpus: the 77 self-play records of
# tests/data/selfplay-sgf copied N times (default 130: 10,010 records, 9x9 to 19x19), scored with
# the dead stones from the markup (these records have none: the scorer alone) and from the judge.
# Prints records per second for each. Usage: tools/bench-score.sh [N] [JOBS]
set -euo pipefail
cd "$(dirname "$0")/.."
copies="${1:-130}"
jobs="${2:-0}"
cargo build --release --quiet
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
for i in $(seq "$copies"); do
  mkdir -p "$corpus/$i"
  cp tests/data/selfplay-sgf/*.sgf "$corpus/$i/"
done
records=$(find "$corpus" -name '*.sgf' | wc -l)
for dead in markup judge; do
  start=$(date +%s.%N)
  ./target/release/tenuki-gtp score --jobs "$jobs" --dead "$dead" --format jsonl "$corpus" \
    > "$corpus.rows" 2> "$corpus.summary"
  end=$(date +%s.%N)
  rows=$(wc -l < "$corpus.rows")
  echo "--dead $dead: $rows records in $(awk "BEGIN {printf \"%.2f\", $end - $start}") s:" \
    "$(awk "BEGIN {printf \"%d\", $rows / ($end - $start)}") records/s ($(cat "$corpus.summary"))"
done
rm -f "$corpus.rows" "$corpus.summary"
