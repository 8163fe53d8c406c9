#!/usr/bin/env bash
# Times `tenuki-gtp score` over two generated corpora and prints records per second, the best of
# RUNS runs each (the machine is a noisy VM: the best run is the one least disturbed):
#
# - selfplay: the 77 self-play records of tests/data/selfplay-sgf (9x9 to 19x19, no markup)
#   copied N times (default 130: 10,010 records), dead stones from the markup (none: the scorer
#   alone) and from the judge;
# - markup19: the 63 real 19x19 records with territory markup of
#   tests/data/markup19-games.jsonl (GNU Go regression games, Fuego, Pachi) written as 3,150
#   files by examples/write_corpus, dead stones from the markup, with --jobs 1 and --jobs 2.
#
# Usage: tools/bench-score.sh [N] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
copies="${1:-130}"
runs="${2:-5}"
cargo build --release --quiet
cargo build --release --quiet --example write_corpus
bin=./target/release/tenuki-gtp
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
for i in $(seq "$copies"); do
  mkdir -p "$corpus/selfplay/$i"
  cp tests/data/selfplay-sgf/*.sgf "$corpus/selfplay/$i/"
done
./target/release/examples/write_corpus tests/data/markup19-games.jsonl "$corpus/markup19" 3150

# best records/s of $runs runs: score ARGS...
best() {
  local top=0 rate
  for _ in $(seq "$runs"); do
    rate=$("$bin" score --format jsonl "$@" 2>&1 >/dev/null |
      sed -n 's/.*, \([0-9]*\) games per second.*/\1/p')
    if [ "${rate:-0}" -gt "$top" ]; then top=$rate; fi
  done
  echo "$top"
}

records=$(find "$corpus/selfplay" -name '*.sgf' | wc -l)
echo "selfplay ($records records), --dead markup: $(best --dead markup "$corpus/selfplay") records/s"
echo "selfplay ($records records), --dead judge:  $(best --dead judge "$corpus/selfplay") records/s"
records=$(find "$corpus/markup19" -name '*.sgf' | wc -l)
for jobs in 1 2; do
  echo "markup19 ($records records), --dead markup --jobs $jobs:" \
    "$(best --dead markup --jobs "$jobs" "$corpus/markup19") records/s"
done
