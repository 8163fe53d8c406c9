#!/usr/bin/env python3
"""Each record's judgement timed through the real binary, as a GTP client sees it: for every
record a list names, `loadsgf FILE` (untimed), then `final_status_list dead`, timed from the
command written to its answer read. Any build that speaks GTP can be timed so (an old commit's
binary too, which has no `judge_times` example), in one sitting beside the head.

    tools/gtp-judge-times.py LIST [--engine BIN] [--rounds N] [--top K] [--idle S] [--most]

LIST: one SGF path a line (`find DIR -name '*.sgf' | sort`). With `--rounds N` the list is
judged N times in turn, in one engine process, and each record keeps its least time (a single
run moves a record's time by up to a fifth on a noisy machine), or with `--most` its most (the
worst a user met). With `--idle S` the engine sits idle S seconds before each judgement (after
its `loadsgf`), as between a GUI user's clicks: judged back to back, a judgement finds the
machine as the last one left it, which a user's seldom does. Prints the K slowest records
(default 10) with their milliseconds, then one line: the records, their sum, median, 99th
percentile, how many took over 10 ms, and the slowest. The engine judges a position on its
own threads, as GoGui's score mode or `gogui-twogtp -referee` would have it do.
"""

import argparse
import statistics
import subprocess
import sys
import time


def ask(engine, command):
    """Sends one command; returns its answer (without the `=` or `?`), raising on `?`."""
    engine.stdin.write(command + "\n")
    engine.stdin.flush()
    lines = []
    while True:
        line = engine.stdout.readline()
        if line == "":
            raise RuntimeError(f"the engine closed its output after {command!r}")
        if line.strip() == "":
            if lines:
                break
            continue
        lines.append(line.rstrip("\n"))
    answer = "\n".join(lines)
    if answer.startswith("?"):
        raise RuntimeError(f"{command!r}: {answer}")
    return answer[1:].strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("list")
    parser.add_argument("--engine", default="target/release/tenuki-gtp")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--idle", type=float, default=0.0)
    parser.add_argument("--most", action="store_true")
    args = parser.parse_args()
    with open(args.list) as f:
        records = [line.strip() for line in f if line.strip()]
    if not records:
        print(f"gtp-judge-times: {args.list} names no record", file=sys.stderr)
        return 1
    engine = subprocess.Popen(
        [args.engine],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    keep = max if args.most else min
    kept = {}
    try:
        for _ in range(args.rounds):
            for record in records:
                ask(engine, f"loadsgf {record}")
                time.sleep(args.idle)
                start = time.perf_counter()
                ask(engine, "final_status_list dead")
                ms = (time.perf_counter() - start) * 1000
                kept[record] = keep(ms, kept.get(record, ms))
        ask(engine, "quit")
    except RuntimeError as error:
        engine.kill()
        print(f"gtp-judge-times: {error}", file=sys.stderr)
        return 1
    engine.wait()
    times = sorted(kept.values())
    for record, ms in sorted(kept.items(), key=lambda kv: -kv[1])[: args.top]:
        print(f"{ms:7.2f} ms  {record}")
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    slowest = max(kept, key=kept.get)
    print(
        f"{len(times)} records (the {'most' if args.most else 'least'} of {args.rounds} rounds"
        f" each{f', {args.idle:g} s idle before each' if args.idle else ''}):"
        f" {sum(times) / 1000:.2f} s"
        f" in all, median {statistics.median(times):.2f} ms, 99th percentile {p99:.1f} ms,"
        f" {sum(1 for t in times if t > 10)} over 10 ms, the slowest {kept[slowest]:.2f} ms"
        f" ({slowest})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
