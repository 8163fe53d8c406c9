#!/usr/bin/env python3
"""Issue 60's headline figures on the KGS 6-dan games: how many results are as recorded under
the default seed and seeds 1 to 3 of the playouts, and how many games get another result under
one of them.

    tools/kgs6d-seeds.py OUT [--engine BIN] [--games ARCHIVE] [--seeds N] [--bound B]
    tools/kgs6d-seeds.py OUT --read [--bound B]
    tools/kgs6d-seeds.py OUT --vs OTHER

The first form scores ARCHIVE (default ../shared/cases/kgs6d/kgs6d.tar.xz) with
`BIN score --dead judge --format csv` (default target/release/tenuki-gtp: build it first with
`cargo build --release`) under the default seed and seeds 1 to N-1 (default N = 4), writes one
CSV per seed into the folder OUT (default.csv, 1.csv, ...), and prints the default seed's wall
time and the figures (with more than four seeds, also the games moving under every pick of
four of them: the issue's figure is one pick, and another draw is more like the median; how
many picks stay within the issue's bound, at most BOUND games moving (`--bound`, default 5);
and per moving game the share of the picks it moves in; and a pick's mean with its standard
error, each seed left out in turn: another draw of as many seeds would likely put the mean
about that far away);
`--read` prints the figures of a folder made before. The last form reads two such folders
(OUT, then OTHER, made by two builds: the older first, so that a GAIN is the newer build's)
and prints, per seed, each game whose result differs between them (GAIN: as recorded in OTHER
only, LOSS: in OUT only), then the games moving between seeds in one folder only, and with
more than four seeds in both, the difference of a pick's means with its standard error
(paired: each seed left out of both at once; a difference within about two of it is the
draw's, not the builds'). A record's `RE` is what its players agreed: a few are nonsense
(W+394.5 on a 19x19 board), so read a loss before trusting it.
"""

import argparse
import collections
import csv
import itertools
import math
import os
import subprocess
import sys
import time


def load(path):
    """A CSV's rows by game: the record's name inside the archive (the archive's own path
    left out, so that two runs from different folders match) and the game's number in it."""
    with open(path, newline="") as f:
        return {f"{row['file'].split(':')[-1]}#{row['game']}": row for row in csv.DictReader(f)}


def runs_in(folder):
    """The CSVs of a folder, default seed first: {label: rows}."""
    if not os.path.isdir(folder):
        sys.exit(f"{folder}: no such folder")
    names = sorted(
        (n[:-4] for n in os.listdir(folder) if n.endswith(".csv")),
        key=lambda n: (n != "default", int(n) if n.isdigit() else 0),
    )
    if "default" not in names:
        sys.exit(f"{folder}: no default.csv (made by the first form)")
    return {n: load(os.path.join(folder, n + ".csv")) for n in names}


def margin(result):
    """B+3.5 -> 3.5, W+3.5 -> -3.5; anything else (0, a resignation) -> 0."""
    try:
        value = float(result[2:])
    except (ValueError, IndexError):
        return 0.0
    return value if result.startswith("B+") else -value


def moving(runs):
    """The games whose result is not the same under every seed, with their results."""
    first = next(iter(runs.values()))
    out = {}
    for game in first:
        results = [rows[game]["result"] for rows in runs.values() if game in rows]
        if len(set(results)) > 1:
            out[game] = results
    return out


def figures(folder, bound=5):
    runs = runs_in(folder)
    agree = {n: sum(r["agreement"] == "agree" for r in rows.values()) for n, rows in runs.items()}
    moved = moving(runs)
    far = sum(1 for rs in moved.values() if max(map(margin, rs)) - min(map(margin, rs)) > 5)
    games = len(runs["default"])
    print(f"{games} games; as recorded: " + ", ".join(f"{n} {a}" for n, a in agree.items()))
    print(f"results moving between the {len(runs)} seeds: {len(moved)} ({far} by more than 5)")
    # a game moves in a pick of four seeds only if it moves over all of them: the picks are
    # read over the moving games alone (48 seeds: 194,580 picks)
    labels = list(runs)
    results = {
        game: [runs[n].get(game, {}).get("result") for n in labels] for game in moved
    }
    fours = list(itertools.combinations(range(len(labels)), 4)) if len(labels) > 4 else []
    moves_in = {game: 0 for game in moved}
    counts = []
    for pick in fours:
        count = 0
        for game, rs in results.items():
            # a seed's CSV without the game (a run cut short) reads as no result there
            if len({rs[i] for i in pick} - {None}) > 1:
                moves_in[game] += 1
                count += 1
        counts.append(count)
    if fours:
        issue = [labels.index(n) for n in ["default", "1", "2", "3"] if n in labels]
        issues = (
            sum(len({rs[i] for i in issue} - {None}) > 1 for rs in results.values())
            if len(issue) == 4
            else None
        )
        picks(sorted(counts), issues, bound)
        if len(labels) > 4:
            mean, error = jackknife(lambda seeds: pick_mean(results, seeds), len(labels))
            print(f"a pick's mean {mean:.2f} \u00b1 {error:.2f} (its standard error: each seed "
                  f"left out in turn)")
    for game, rs in sorted(results.items()):
        recorded = runs["default"][game]["recorded"]
        line = f"  {game.split('#')[0]}  RE {recorded}  " + " ".join(map(str, rs))
        if fours:
            # how often a draw of four seeds sees this game move: its part of a pick's figure
            line += f"  (moves in {100 * moves_in[game] / len(fours):.0f}% of the picks)"
        print(line)


def pick_mean(results, seeds):
    """A pick's mean over the seeds `seeds` (positions in each game's results): how many of
    the games `results` ({game: results, None where a seed's CSV lacks the game}) move under
    a pick of four of those seeds, averaged over every such pick. Counted per game without
    listing the picks: a pick leaves a game still when the results it holds are one, so the
    still picks are those drawn from the seeds of one result and the seeds without one."""
    picks = math.comb(len(seeds), 4)
    moving_picks = 0
    for rs in results.values():
        held = [rs[i] for i in seeds]
        none = held.count(None)
        still = math.comb(none, 4) + sum(
            math.comb(n + none, 4) - math.comb(none, 4)
            for n in collections.Counter(r for r in held if r is not None).values()
        )
        moving_picks += picks - still
    return moving_picks / picks


def jackknife(statistic, n):
    """`statistic` of the seeds 0..n-1 (a function of a list of them), and its standard
    error by the jackknife: the statistic with each seed left out in turn, their spread
    times (n - 1) / n. How far another draw of n seeds would likely put the figure: a
    difference within about two of it is the draw's."""
    full = statistic(list(range(n)))
    parts = [statistic([j for j in range(n) if j != i]) for i in range(n)]
    mean = sum(parts) / n
    return full, math.sqrt((n - 1) / n * sum((x - mean) ** 2 for x in parts))


def picks(counts, issues, bound):
    """The games moving under every pick of four of the seeds read (`counts`, sorted): the
    issue's figure (the default seed and seeds 1-3, `issues`) is one of them, and a draw of
    other random numbers is more like the median pick than like that one; and how many picks
    stay within `bound` games moving (the issue's bound, 5): the chance that another draw
    meets it."""
    print(f"moving under each of the {len(counts)} picks of four seeds: least {counts[0]}, "
          f"median {counts[len(counts) // 2]}, most {counts[-1]}"
          + (f"; the default and 1-3: {issues}" if issues is not None else ""))
    within = sum(c <= bound for c in counts)
    print(f"picks with at most {bound} moving: {within} of {len(counts)} "
          f"({100 * within / len(counts):.0f}%); a pick's mean {sum(counts) / len(counts):.2f}")


def compare(folder, other):
    a, b = runs_in(folder), runs_in(other)
    for seed in a:
        if seed not in b:
            continue
        for game, row in a[seed].items():
            theirs = b[seed].get(game)
            if theirs is None or theirs["result"] == row["result"]:
                continue
            was, now = row["agreement"] == "agree", theirs["agreement"] == "agree"
            tag = "GAIN" if now and not was else "LOSS" if was and not now else "    "
            print(f"{seed:>7} {tag} {game.split('#')[0]} {row['result']} -> "
                  f"{theirs['result']} RE {row['recorded']}")
    ma, mb = moving(a), moving(b)
    print(f"moving: {len(ma)} in {folder}, {len(mb)} in {other}")
    for game in sorted(set(ma) ^ set(mb)):
        where = folder if game in ma else other
        print(f"  only in {where}: {game.split('#')[0]} " + " ".join((ma.get(game) or mb[game])))
    # the two draws side by side, seed by seed: the difference of a pick's means, and its
    # standard error with each seed left out of both at once (paired: a game that moves under
    # both builds moves in both figures, and its part of the spread cancels)
    seeds = [n for n in a if n in b]
    if len(seeds) > 4:
        games = set(ma) | set(mb)
        ra = {g: [a[n].get(g, {}).get("result") for n in seeds] for g in games}
        rb = {g: [b[n].get(g, {}).get("result") for n in seeds] for g in games}
        mean_a, mean_b = pick_mean(ra, range(len(seeds))), pick_mean(rb, range(len(seeds)))
        diff, error = jackknife(lambda s: pick_mean(rb, s) - pick_mean(ra, s), len(seeds))
        print(f"a pick's mean over the {len(seeds)} seeds of both: {mean_a:.2f} in {folder}, "
              f"{mean_b:.2f} in {other}: {diff:+.2f} \u00b1 {error:.2f} (paired, each seed "
              f"left out of both in turn)")


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("out", help="folder for (or of) the CSVs")
    p.add_argument("--engine", default=os.path.join(root, "target/release/tenuki-gtp"))
    p.add_argument("--games", default=os.path.join(root, "../shared/cases/kgs6d/kgs6d.tar.xz"))
    p.add_argument("--seeds", type=int, default=4, help="the default seed and seeds 1 to N-1")
    p.add_argument("--vs", help="a second folder of CSVs to compare with")
    p.add_argument("--read", action="store_true", help="the figures of a folder made before")
    p.add_argument("--bound", type=int, default=5,
                   help="the most games moving a pick of four seeds may show (the issue's 5)")
    args = p.parse_args()
    if args.vs:
        compare(args.out, args.vs)
        return
    if args.read:
        figures(args.out, args.bound)
        return
    os.makedirs(args.out, exist_ok=True)
    for seed in range(args.seeds):
        label = "default" if seed == 0 else str(seed)
        command = [args.engine, "score", "--dead", "judge", "--format", "csv"]
        if seed > 0:
            command += ["--seed", str(seed)]
        start = time.monotonic()
        with open(os.path.join(args.out, label + ".csv"), "w") as f:
            done = subprocess.run(command + [args.games], stdout=f, stderr=subprocess.DEVNULL)
        if done.returncode not in (0, 1):
            sys.exit(f"{' '.join(command)} exited with {done.returncode}")
        if seed == 0:
            print(f"default seed: {time.monotonic() - start:.2f} s")
    figures(args.out, args.bound)


if __name__ == "__main__":
    main()
