#!/usr/bin/env bash
# Compares the judge's work in two builds: examples/judge_cpu of each (one core, the least of
# ROUNDS rounds over the records of LIST) run side by side, one a core, PAIRS times; prints each
# pair's totals in microseconds and the ratio A/B, then the median ratio. The two see the same
# disturbances of the machine: a build against itself gives ratios within 1.5% of 1, their
# median within 0.5%.
#
# Build each: `cargo build --release --example judge_cpu` (in a worktree of the other commit,
# with its own CARGO_TARGET_DIR), then copy target/release/examples/judge_cpu aside.
#
# Usage: tools/judge-cpu-ab.sh A B LIST [ROUNDS] [PAIRS]
set -euo pipefail
a="$1"
b="$2"
list="$3"
rounds="${4:-3}"
pairs="${5:-4}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
ratios=()
for _ in $(seq "$pairs"); do
  "$a" "$list" "$rounds" >"$out/a" &
  "$b" "$list" "$rounds" >"$out/b"
  wait
  ta=$(awk '$1 == "total" {print $2}' "$out/a")
  tb=$(awk '$1 == "total" {print $2}' "$out/b")
  ratio=$(awk -v a="$ta" -v b="$tb" 'BEGIN {printf "%.4f", a / b}')
  ratios+=("$ratio")
  echo "A $ta  B $tb  A/B $ratio"
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{r[NR] = $1} END {
  m = (NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
  printf "median A/B %.4f over %d pairs\n", m, NR
}'
