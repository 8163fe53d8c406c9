"""The figures of docs/python.md: score_many against the command line, and tenuki.goscorer
against goscorer's own Python on the same finished 19x19 positions. Not a test: run by hand,
from the repository's root, with the package installed (`pip install .`):

    python python/bench/measure.py TENUKI_GTP_BINARY [GOSCORER_DIR]

GOSCORER_DIR holds goscorer's goscorer.py (lightvector/goscorer, `python/`), fetched for the
measurement only. Each figure is the best of a few runs; the whole takes under a minute.
"""

import json
import subprocess
import sys
import time

import tenuki
import tenuki.goscorer as ours

ARCHIVE = "tests/data/ogs-archive"


def best(f, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def batch(binary):
    games = 486

    def cli():
        out = subprocess.run(
            [binary, "score", "--format", "jsonl", "--dead", "judge", ARCHIVE],
            capture_output=True, text=True,
        )
        assert len(out.stdout.splitlines()) == games

    def many():
        assert len(list(tenuki.score_many(ARCHIVE, dead="judge"))) == games

    t_cli = best(cli, 3)
    t_many = best(many, 3)
    print(f"CLI score --dead judge: {games / t_cli:.0f} games/s ({t_cli:.3f} s)")
    print(f"score_many:             {games / t_many:.0f} games/s ({t_many:.3f} s), "
          f"{100 * t_cli / t_many:.0f}% of the CLI's rate")


def positions():
    """The final positions of the 19x19 games, with the judge's dead stones."""
    import os
    out = []
    for name in sorted(os.listdir(f"{ARCHIVE}/19x19")):
        if not name.endswith(".sgf"):
            continue
        score = tenuki.score_sgf(f"{ARCHIVE}/19x19/{name}")
        stones = [[{1: 1, -1: 2}.get(v, 0) for v in row] for row in score.board._stones()]
        dead = [[False] * 19 for _ in range(19)]
        for v in score.dead:
            col = "ABCDEFGHJKLMNOPQRST".index(v[0])
            dead[19 - int(v[1:])][col] = True
        out.append((stones, dead))
    return out


def speed(goscorer_dir):
    sys.path.insert(0, goscorer_dir)
    import goscorer as theirs

    boards = positions()
    few = boards[:20]
    for name in ("final_territory_score", "territory_scoring"):
        if name == "final_territory_score":
            f_ours = lambda s, d: ours.final_territory_score(s, d, 0, 0, 6.5)  # noqa: E731
            f_theirs = lambda s, d: theirs.final_territory_score(s, d, 0, 0, 6.5)  # noqa: E731
        else:
            f_ours, f_theirs = ours.territory_scoring, theirs.territory_scoring
        t_theirs = best(lambda: [f_theirs(s, d) for s, d in few], 2) / len(few)
        t_ours = best(lambda: [f_ours(s, d) for s, d in boards], 5) / len(boards)
        print(f"{name}: goscorer {t_theirs * 1e3:.2f} ms, tenuki {t_ours * 1e6:.1f} us a "
              f"position: {t_theirs / t_ours:.0f}x")
    # the same answers on these positions?
    same = sum(
        [[l.is_territory_for for l in r] for r in ours.territory_scoring(s, d)]
        == [[l.is_territory_for for l in r] for r in theirs.territory_scoring(s, d)]
        for s, d in few
    )
    print(f"territory maps equal on {same} of {len(few)} positions")


if __name__ == "__main__":
    batch(sys.argv[1])
    if len(sys.argv) > 2:
        speed(sys.argv[2])
