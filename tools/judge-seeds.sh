#!/usr/bin/env bash
# The judge's accuracy figures under several seeds of the playouts, and their means: the
# default seed, then seeds 1 to N-1 (default N = 12), each as `judge_eval --seed S` (the 54
# end positions, the markup positions, the self-play positions: exactly the known dead set)
# and `judge_counted S` (the counted games whose judged result agrees with the record).
#
# A figure at one seed is one draw: the twelve seeds of 4336b38's judge give 52 to 54 of the
# 54 end positions. Two builds are compared by their means.
#
# Usage: tools/judge-seeds.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
seeds="${1:-12}"
cargo build --release --quiet --example judge_eval --example judge_counted
bin=./target/release/examples
printf '%-8s %5s %7s %9s %8s\n' seed ogs markup selfplay counted
sums=(0 0 0 0)
for i in $(seq 0 $((seeds - 1))); do
  seed_arg=()
  label=default
  if [ "$i" -gt 0 ]; then
    seed_arg=(--seed "$i")
    label=$i
  fi
  # "ogs: 54 of 54 exact; ..." -> 54
  mapfile -t exact < <("$bin/judge_eval" "${seed_arg[@]}" | sed -n 's/^[a-z]*: \([0-9]*\) of .*exact.*/\1/p')
  counted_seed=()
  if [ "$i" -gt 0 ]; then counted_seed=("$i"); fi
  # "500 of 569 agree" -> 500
  counted=$("$bin/judge_counted" "${counted_seed[@]}" | tail -1 | awk '{print $1}')
  printf '%-8s %5s %7s %9s %8s\n' "$label" "${exact[0]}" "${exact[1]}" "${exact[2]}" "$counted"
  sums=($((sums[0] + exact[0])) $((sums[1] + exact[1])) $((sums[2] + exact[2])) $((sums[3] + counted)))
done
mean() { awk -v s="$1" -v n="$seeds" 'BEGIN { printf "%.2f", s / n }'; }
printf '%-8s %5s %7s %9s %8s\n' mean "$(mean "${sums[0]}")" "$(mean "${sums[1]}")" \
  "$(mean "${sums[2]}")" "$(mean "${sums[3]}")"
