#!/usr/bin/env python3
"""The end of each finished game played out by the engine itself (issue 46's check): from the
record's final position, `genmove` for each colour in turn (the side to move first, then the
other colour first) until two passes in a row, through the real binary as GoGui's Computer
Color > Both would. Per game and start it reports what a strong player would not do:

- a living stone lost: a stone the judge called alive before the play-out, with the player
  who moves first to move (`tenuki-to_move`, as `genmove` judges), that is gone after;
- a pointless capture: a stone `genmove` played that the judge calls dead at the end (a
  capture with stones that stay dead, or a stone thrown away);
- the count moved: `final_score` after the play-out differs from the one before it (with the
  first mover to move; `--as-left` counts the position before as its players left it, as
  sessions before the twelfth did); and
  whether it moved by more than the teire `tenuki-score_details` announced before it (own
  territory to fill once the opponent fills a dame, which the count does not take off): more
  than all of Black's against Black, or all of White's against White;
- the result reached: whether the count after the play-out is the record's `RE`.

Usage: tools/endgame-playout.py [--engine PATH] [--moves N] [--as-left] FOLDER_OR_SGF...
(default engine: target/release/tenuki-gtp). Prints one line per game and start where
something happened, then totals and the median time of a `genmove`. Exit status 0.
"""

import argparse
import importlib.util
import os
import statistics
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("dame_fills", os.path.join(HERE, "dame-fills.py"))
fills = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fills)


def stones(rows):
    """Every stone as {vertex: 'x' or 'o'}."""
    height = len(rows)
    return {
        fills.vertex(c, r, height): s
        for r, row in enumerate(rows)
        for c, s in enumerate(row)
        if s in "xo"
    }


def margin(result):
    """`B+3.5` -> 3.5, `W+2` -> -2, `0` -> 0."""
    result = result.strip()
    if result in ("0", "Draw"):
        return 0.0
    sign = 1 if result.upper().startswith("B") else -1
    try:
        return sign * float(result[2:])
    except ValueError:
        return None


def announced_teire(engine):
    """The teire `tenuki-score_details` announces, as (Black's, White's): Black's take a point
    from Black's margin, White's from White's, each once the opponent fills the dame it names
    (a teire its owner avoids by filling that dame first is not filled)."""
    _, details = engine.ask("tenuki-score_details")
    for line in details.splitlines():
        parts = line.split()
        if parts[:1] == ["teire:"] and len(parts) >= 5:
            return float(parts[2]), float(parts[4])
    return 0.0, 0.0


def play_out(engine, path, first, limit, times, as_left):
    """Plays the end of the game at `path` from its final position, `first` ('b' or 'w')
    moving first; returns (lost, pointless, before, after)."""
    engine.ask(f"loadsgf {os.path.abspath(path)}")
    if not as_left:
        engine.ask(f"tenuki-to_move {first}")
    rows = fills.board_of(engine)
    alive_before = {v: s for v, s in stones(rows).items() if v not in fills.dead_set(engine)}
    _, before = engine.ask("final_score")
    teire = announced_teire(engine)
    played, passes, color = [], 0, first
    while passes < 2 and len(played) < limit:
        start = time.perf_counter()
        ok, move = engine.ask(f"genmove {color}")
        times.append(time.perf_counter() - start)
        if not ok:
            break
        move = move.strip().upper()
        if move == "PASS":
            passes += 1
        else:
            passes = 0
            played.append((color, move))
        color = "w" if color == "b" else "b"
    after_rows = fills.board_of(engine)
    now = stones(after_rows)
    dead_after = fills.dead_set(engine)
    lost = sorted(v for v, s in alive_before.items() if now.get(v) != s)
    mark = {"b": "x", "w": "o"}
    pointless = [
        f"{c} {m}" for c, m in played if now.get(m) != mark[c] or m in dead_after
    ]
    _, after = engine.ask("final_score")
    return lost, pointless, before.strip(), after.strip(), played, teire


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", default="target/release/tenuki-gtp")
    parser.add_argument("--moves", type=int, default=80, help="most moves of a play-out")
    parser.add_argument(
        "--as-left",
        action="store_true",
        help="judge the position before as its players left it, not with the first mover to move",
    )
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    engine = fills.Engine([args.engine])
    times = []
    games = lost_games = pointless_games = moved_games = beyond_games = 0
    reached = 0
    moved_by = []
    for path in fills.records(args.paths):
        ok, _ = engine.ask(f"loadsgf {os.path.abspath(path)}")
        if not ok:
            continue
        games += 1
        recorded = fills.recorded_result(path)
        any_lost = any_pointless = any_moved = any_beyond = False
        for first in ("b", "w"):
            lost, pointless, before, after, played, teire = play_out(
                engine, path, first, args.moves, times, args.as_left
            )
            a, b = margin(before), margin(after)
            moved = a is not None and b is not None and a != b
            # beyond: more than every teire announced against one side, or than none
            owed_black, owed_white = teire
            beyond = moved and not (-owed_black <= b - a <= owed_white)
            name = os.path.relpath(path)
            if lost or pointless or moved:
                print(
                    f"{name} {first} first: {before} -> {after}"
                    + (
                        f" (teire announced: B {teire[0]:g} W {teire[1]:g})"
                        if teire != (0.0, 0.0)
                        else ""
                    )
                    + (f"; lost {' '.join(lost[:8])}" if lost else "")
                    + (f"; pointless {', '.join(pointless[:6])}" if pointless else "")
                )
            any_lost |= bool(lost)
            any_pointless |= bool(pointless)
            any_beyond |= beyond
            if moved:
                any_moved = True
                moved_by.append(abs(a - b))
            if fills.same_result(after, recorded):
                reached += 1
        lost_games += any_lost
        pointless_games += any_pointless
        moved_games += any_moved
        beyond_games += any_beyond
    engine.close()
    median = statistics.median(times) * 1e3 if times else 0.0
    print(
        f"{games} games, both colours first: a living stone lost in {lost_games}, "
        f"a pointless stone in {pointless_games}, the count moved in {moved_games} "
        f"(by at most {max(moved_by, default=0):g}; beyond the teire it announced in "
        f"{beyond_games}); {reached} of {2 * games} play-outs "
        f"end at RE; genmove median {median:.1f} ms"
    )


if __name__ == "__main__":
    main()
