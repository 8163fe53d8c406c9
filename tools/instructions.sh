#!/usr/bin/env bash
# Instructions per unit of work, counted by valgrind's callgrind: a measure the machine's hour
# does not move (the same build gives the same count to a few parts in a thousand, where its
# times move by up to a third in a day). Each figure is the difference of two runs of
# different lengths, so loading and start-up cancel out:
#
# - the refined count (`score_loop japanese`), a finished 19x19 game and the 19x19 board of
#   neutral points with a seki: per call;
# - the judge plus the score of the ten finished 19x19 self-play games (`judge_loop`): per
#   game;
# - `tenuki-gtp score --dead markup --jobs 1` over the markup19 corpus of tools/bench-score.sh:
#   per record.
#
# Usage: tools/instructions.sh  (needs valgrind: Debian's package `valgrind`)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "tools/instructions.sh needs valgrind" >&2; exit 2; }
cargo build --release --quiet
cargo build --release --quiet --example score_loop --example judge_loop --example write_corpus
bin=./target/release
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT

# instructions of one run: COMMAND...
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# per unit: the two counts, and the units between them
per() {
  awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.0f", (b - a) / n }'
}

for board in finished neutral; do
  extra=()
  if [ "$board" = neutral ]; then extra=(neutral); fi
  a=$(count "$bin/examples/score_loop" japanese 1000 "${extra[@]}")
  b=$(count "$bin/examples/score_loop" japanese 3000 "${extra[@]}")
  echo "refined count, $board 19x19: $(per "$a" "$b" 2000) instructions a call"
done
a=$(count "$bin/examples/judge_loop" 1)
b=$(count "$bin/examples/judge_loop" 3)
echo "judge + score, ten 19x19 self-play games: $(per "$a" "$b" 20) instructions a game"
"$bin/examples/write_corpus" tests/data/markup19-games.jsonl "$corpus/small" 630 >/dev/null
"$bin/examples/write_corpus" tests/data/markup19-games.jsonl "$corpus/large" 1890 >/dev/null
a=$(count "$bin/tenuki-gtp" score --format csv --dead markup --jobs 1 "$corpus/small")
b=$(count "$bin/tenuki-gtp" score --format csv --dead markup --jobs 1 "$corpus/large")
echo "score --dead markup, markup19 records: $(per "$a" "$b" 1260) instructions a record"
