#!/usr/bin/env python3
"""Does a quiet move flip the judge? For every finished game we score as its record (`RE`),
fill each dame point (an empty point our count gives nobody) with each colour where the move
is quiet: legal, the new stone keeps two liberties, and no block beside it is left with fewer
than two. Then `final_status_list dead`, then `undo`. Every stone whose call changes is a
flip; a flip three or more points (Manhattan) from the fill is reported as far, the others as
near. It drives the real binary over GTP, as a GoGui user filling a dame would.

Usage: tools/dame-fills.py [--seed N] [--engine PATH] FOLDER_OR_SGF...
(default engine: target/release/tenuki-gtp; build it with `cargo build --release`).
Prints one line per game with a flip, then totals. Exit status 0.
"""

import argparse
import os
import re
import subprocess
import sys

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class Engine:
    def __init__(self, command):
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            text = self.proc.stdout.readline()
            if text == "":
                raise RuntimeError("the engine has gone")
            text = text.rstrip("\n")
            if text == "" and lines:
                break
            if text == "" and not lines:
                continue
            lines.append(text)
        head = lines[0]
        ok = head.startswith("=")
        first = head[1:].lstrip()
        body = "\n".join([first] + lines[1:]).strip("\n")
        return ok, body

    def close(self):
        try:
            self.ask("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.proc.wait()


def board_of(engine):
    """The position as rows (top first) of 'x', 'o', '.' from `showboard`."""
    ok, text = engine.ask("showboard")
    rows = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0].isdigit():
            rows.append(parts[1])
    return rows


def score_map(engine):
    ok, text = engine.ask("tenuki-score_map")
    return [line.strip() for line in text.splitlines() if line.strip()]


def vertex(col, row, height):
    return f"{COLUMNS[col]}{height - row}"


def point_of(v, height):
    return COLUMNS.index(v[0]), height - int(v[1:])


def neighbours(col, row, w, h):
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < w and 0 <= r < h:
            yield c, r


def block_and_liberties(rows, col, row):
    w, h = len(rows[0]), len(rows)
    color = rows[row][col]
    seen, stack, libs = {(col, row)}, [(col, row)], set()
    while stack:
        c, r = stack.pop()
        for n in neighbours(c, r, w, h):
            x = rows[n[1]][n[0]]
            if x == ".":
                libs.add(n)
            elif x == color and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen, libs


def is_quiet(rows, col, row, color):
    """The new stone keeps two liberties and leaves no block beside it with fewer than two
    (so nothing is captured either)."""
    after = [list(r) for r in rows]
    after[row][col] = color
    after = ["".join(r) for r in after]
    w, h = len(rows[0]), len(rows)
    _, libs = block_and_liberties(after, col, row)
    if len(libs) < 2:
        return False
    for c, r in neighbours(col, row, w, h):
        if after[r][c] in "xo":
            _, near = block_and_liberties(after, c, r)
            if len(near) < 2:
                return False
    return True


def dead_set(engine):
    ok, text = engine.ask("final_status_list dead")
    return set(text.split()) if ok else set()


def recorded_result(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    m = re.search(r"RE\[([^\]]*)\]", text)
    return m.group(1).strip() if m else None


def same_result(ours, recorded):
    if recorded is None:
        return False
    norm = lambda s: s.upper().replace(" ", "").replace("+0.0", "+0")
    return norm(ours) == norm(recorded)


def records(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in sorted(os.walk(p)):
                for name in sorted(files):
                    if name.lower().endswith(".sgf"):
                        yield os.path.join(root, name)
        else:
            yield p


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int)
    parser.add_argument("--engine", default="target/release/tenuki-gtp")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    command = [args.engine] + (["--seed", str(args.seed)] if args.seed is not None else [])
    engine = Engine(command)
    games = fills = far_games = near_games = 0
    for path in records(args.paths):
        ok, _ = engine.ask(f"loadsgf {os.path.abspath(path)}")
        if not ok:
            continue
        ok, ours = engine.ask("final_score")
        if not ok or not same_result(ours, recorded_result(path)):
            continue
        games += 1
        rows = board_of(engine)
        height = len(rows)
        counted = score_map(engine)
        before = dead_set(engine)
        far, near = [], []
        for row in range(height):
            for col in range(len(rows[0])):
                if rows[row][col] != "." or counted[row][col] != ".":
                    continue
                for color, name in (("x", "b"), ("o", "w")):
                    if not is_quiet(rows, col, row, color):
                        continue
                    v = vertex(col, row, height)
                    ok, _ = engine.ask(f"play {name} {v}")
                    if not ok:
                        continue
                    fills += 1
                    after = dead_set(engine)
                    engine.ask("undo")
                    flipped = sorted(before ^ after)
                    if not flipped:
                        continue
                    distance = min(
                        abs(c - col) + abs(r - row)
                        for c, r in (point_of(s, height) for s in flipped)
                    )
                    entry = f"{name} {v} flips {' '.join(flipped[:6])}" + (
                        f" (+{len(flipped) - 6})" if len(flipped) > 6 else ""
                    )
                    (far if distance >= 3 else near).append(entry)
        if far:
            far_games += 1
        if near:
            near_games += 1
        for kind, entries in (("far", far), ("near", near)):
            if entries:
                print(f"{os.path.basename(path)} {kind}: {'; '.join(entries)}")
    engine.close()
    print(
        f"{games} games scored as recorded, {fills} quiet fills; "
        f"{far_games} games with a flip three or more points away, "
        f"{near_games} with a flip beside the fill"
    )


if __name__ == "__main__":
    sys.exit(main())
