"""tenuki.goscorer against goscorer's own expected outputs (tests/data/goscorer-cases.jsonl: the
46 positions of lightvector/goscorer's tests, MIT, with its territory, seki and dame layers)."""

import json
from collections import deque

import pytest

from tenuki.goscorer import (
    BLACK,
    EMPTY,
    WHITE,
    LocScore,
    area_scoring,
    final_area_score,
    final_territory_score,
    territory_scoring,
)

from conftest import ROOT

CASES = [
    json.loads(line)
    for line in (ROOT / "tests/data/goscorer-cases.jsonl").read_text().splitlines()
    if line.strip()
]


def position(rows):
    stones = [[{"x": BLACK, "b": BLACK, "o": WHITE, "w": WHITE}.get(c, EMPTY) for c in r] for r in rows]
    dead = [[c in "bw" for c in r] for r in rows]
    return stones, dead


def territory_map(stones, dead, scoring):
    """The map in the cases' legend: x/o living stones, z/a territory, b/w dead stones
    counting for nobody, . nobody's."""
    out = []
    for srow, drow, lrow in zip(stones, dead, scoring):
        line = ""
        for s, d, loc in zip(srow, drow, lrow):
            if s != EMPTY and not d:
                line += "x" if s == BLACK else "o"
            elif loc.is_territory_for == BLACK:
                line += "z"
            elif loc.is_territory_for == WHITE:
                line += "a"
            elif s != EMPTY:
                line += "b" if s == BLACK else "w"
            else:
                line += "."
        out.append(line)
    return out


def test_there_are_46_cases():
    assert len(CASES) == 46


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_territory_map_is_goscorer_s(case):
    stones, dead = position(case["rows"])
    scoring = territory_scoring(stones, dead)
    assert all(isinstance(loc, LocScore) for row in scoring for loc in row)
    assert territory_map(stones, dead, scoring) == case["expected_map"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_final_territory_score_adds_up_goscorer_s_map(case):
    stones, dead = position(case["rows"])
    want = {BLACK: 0.0, WHITE: 0.0}
    for mrow, srow, drow in zip(case["expected_map"], stones, dead):
        want[BLACK] += mrow.count("z")
        want[WHITE] += mrow.count("a")
        for s, d in zip(srow, drow):
            if d and s == WHITE:
                want[BLACK] += 1
            if d and s == BLACK:
                want[WHITE] += 1
    got = final_territory_score(stones, dead, 3, 2, 6.5)
    assert got == {BLACK: want[BLACK] + 3, WHITE: want[WHITE] + 2 + 6.5}


def strict_area(stones, dead):
    """Area by reach, written here: a living stone is its owner's; an empty or dead-stone point
    is a colour's when living stones of that colour only reach it through such points."""
    h, w = len(stones), len(stones[0])
    live = lambda y, x: stones[y][x] != EMPTY and not dead[y][x]  # noqa: E731
    reach = {BLACK: set(), WHITE: set()}
    for color in (BLACK, WHITE):
        queue = deque((y, x) for y in range(h) for x in range(w) if live(y, x) and stones[y][x] == color)
        seen = set(queue)
        while queue:
            y, x = queue.popleft()
            for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                if 0 <= ny < h and 0 <= nx < w and (ny, nx) not in seen and not live(ny, nx):
                    seen.add((ny, nx))
                    queue.append((ny, nx))
        reach[color] = seen
    return [
        [
            BLACK if ((y, x) in reach[BLACK] and (y, x) not in reach[WHITE])
            else WHITE if ((y, x) in reach[WHITE] and (y, x) not in reach[BLACK])
            else EMPTY
            for x in range(w)
        ]
        for y in range(h)
    ]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_area_scoring_is_the_reach_of_living_stones(case):
    stones, dead = position(case["rows"])
    want = strict_area(stones, dead)
    assert area_scoring(stones, dead) == want
    black = sum(r.count(BLACK) for r in want)
    white = sum(r.count(WHITE) for r in want)
    assert final_area_score(stones, dead, 7.5) == {BLACK: black, WHITE: white + 7.5}


def layer_agreement():
    """How many of goscorer's seki and dame layers we give point for point (informational:
    the territory map is the contract)."""
    seki_same = dame_same = 0
    for case in CASES:
        stones, dead = position(case["rows"])
        scoring = territory_scoring(stones, dead)
        seki = [
            "".join(
                "." if loc.belongs_to_seki_group == EMPTY
                else ("x" if loc.belongs_to_seki_group == BLACK else "o") if s != EMPTY
                else ("z" if loc.belongs_to_seki_group == BLACK else "a")
                for s, loc in zip(srow, lrow)
            )
            for srow, lrow in zip(stones, scoring)
        ]
        seki_same += seki == case["seki"]
        dame = [
            "".join("1" if loc.is_dame and s == EMPTY else c for c, s, loc in zip(raw, srow, lrow))
            for raw, srow, lrow in zip(case["rows"], stones, scoring)
        ]
        dame_same += dame == case["dame"]
    return seki_same, dame_same


def test_seki_and_dame_layers(capsys):
    seki_same, dame_same = layer_agreement()
    with capsys.disabled():
        print(f"\ngoscorer layers: seki {seki_same}/46, dame {dame_same}/46 as goscorer's")
    # as measured when the binding was written (2026-11-25): the maps of the other cases
    # differ where our count says "not played out" or reads a seki region otherwise
    assert seki_same >= 34 and dame_same >= 45


def test_goscorer_s_argument_checks():
    with pytest.raises(ValueError, match="same length"):
        territory_scoring([[0, 0], [0]], [[False, False], [False]])
    with pytest.raises(ValueError, match="Unexpected value"):
        territory_scoring([[0, 3]], [[False, False]])
    with pytest.raises(ValueError, match="marked_dead"):
        territory_scoring([[0, 0]], [[False, False], [False, False]])
    # marked_dead as any truthy values, as goscorer reads them
    stones, dead = position(CASES[0]["rows"])
    as_ints = [[int(d) for d in row] for row in dead]
    assert territory_scoring(stones, as_ints) == territory_scoring(stones, dead)


def test_loc_score_reads_like_goscorer_s():
    loc = LocScore(BLACK, EMPTY, False, False, False, 2)
    assert loc.is_territory_for == BLACK and loc.eye_value == 2
    assert loc == LocScore(1, 0, False, False, False, 2)
    assert "is_territory_for=1" in repr(loc)
