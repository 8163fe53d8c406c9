"""Board: diagrams in and out, moves and undo, the judge's words, scores, and pictures."""

import re

import pytest

import tenuki

# the README's seki: both inner groups live in seki, their eyes A6 and D6 count for nobody
SEKI = ".xo.ox|x.ooox|oooxxx|xxxx..|......|......"


def test_rows_round_trip():
    rows = ["..x.o", "xb.wo", ".....", "ooxx.", "....x"]
    board = tenuki.Board.from_rows(rows)
    assert board.rows() == rows
    assert (board.width, board.height) == (5, 5)
    assert tenuki.Board.from_rows("\n".join(rows)).rows() == rows
    assert tenuki.Board.from_rows(SEKI).rows() == SEKI.split("|")
    assert tenuki.Board(9, 13).rows() == ["." * 9] * 13
    assert tenuki.Board(19).rows() == ["." * 19] * 19


def test_wrong_shapes_and_sizes_raise_value_error():
    with pytest.raises(ValueError):
        tenuki.Board.from_rows(["...", ".."])
    with pytest.raises(ValueError):
        tenuki.Board.from_rows(["..q"])
    with pytest.raises(ValueError):
        tenuki.Board.from_rows([])
    with pytest.raises(ValueError):
        tenuki.Board(0)
    with pytest.raises(ValueError):
        tenuki.Board(53)


def test_play_and_undo():
    board = tenuki.Board(5)
    board.play("b", "B2")
    board.play("white", "A2")
    board.play("black", "A3")
    board.play("w", "pass")
    board.play("b", "A1")  # captures A2
    assert board.rows() == [".....", ".....", "x....", ".x...", "x...."]
    assert board.captures == (1, 0)
    board.undo()
    assert board.rows() == [".....", ".....", "x....", "ox...", "....."]
    assert board.captures == (0, 0)
    for _ in range(4):
        board.undo()
    assert board.rows() == ["....."] * 5
    with pytest.raises(ValueError):
        board.undo()


def test_an_illegal_move_raises_and_leaves_the_board_as_it_was():
    board = tenuki.Board.from_rows([".x...", "x....", ".....", ".....", "....."])
    before = board.rows()
    for color, vertex in [
        ("w", "B5"),  # occupied
        ("w", "A5"),  # suicide
        ("b", "Z9"),  # off the board
        ("b", "A6"),  # off the board
        ("green", "C3"),  # no colour
        ("b", "C"),  # no vertex
    ]:
        with pytest.raises(ValueError):
            board.play(color, vertex)
        assert board.rows() == before
    # a ko: White takes at B3, Black may not take back at C3 at once
    ko = tenuki.Board.from_rows([".....", ".xo..", "x.xo.", ".xo..", "....."])
    ko.play("w", "B3")
    assert ko.get("C3") is None and ko.captures == (0, 1)
    after_take = ko.rows()
    with pytest.raises(ValueError):
        ko.play("b", "C3")
    assert ko.rows() == after_take
    ko.play("b", "E1")  # a move elsewhere ...
    ko.play("w", "E5")
    ko.play("b", "C3")  # ... and the ko may be taken back
    assert ko.get("B3") is None


def test_the_judge_words_each_block_as_status_why_does():
    board = tenuki.Board.from_rows(SEKI)
    calls = board.judge()
    by_vertex = {c["vertex"]: c for c in calls}
    # the README's answer after tenuki-clear_dead
    assert by_vertex["B6"]["status"] == "seki"
    assert by_vertex["B6"]["reason"] == "shares 1 liberty with C6, neither makes two eyes"
    assert by_vertex["B6"]["color"] == "black"
    assert by_vertex["C6"]["status"] == "seki"
    assert by_vertex["F6"]["status"] == "alive"
    # every stone is in exactly one block
    stones = [s for c in calls for s in c["stones"]]
    assert len(stones) == len(set(stones)) == sum(r.count("x") + r.count("o") for r in SEKI.split("|"))
    # the player to move can be named
    assert [c["status"] for c in board.judge(to_move="white")] == [c["status"] for c in calls]
    with pytest.raises(ValueError):
        board.judge(to_move="red")


def test_a_stone_marked_dead_stays_dead():
    board = tenuki.Board.from_rows(["....", ".xx.", ".xwx", "...."])
    calls = {c["vertex"]: c for c in board.judge()}
    assert calls["C2"]["status"] == "dead" and calls["C2"]["reason"] == "marked dead"


def test_score_of_the_readme_s_seki():
    score = tenuki.Board.from_rows(SEKI).score()
    assert score.result == "B+14"  # as the README's final_score
    assert score.rules == "japanese" and score.komi == 0
    assert set(score.seki) == {"B6", "C6", "E6", "A5", "C5", "D5", "E5", "A4", "B4", "C4"}
    assert set(score.seki_points) == {"A6", "D6"}
    assert score.map[3:] == ["xxxxzz", "zzzzzz", "zzzzzz"]  # the README's score map
    assert score.ownership[0] == [0, 1, -1, 0, -1, 1]
    komi = tenuki.Board.from_rows(SEKI).score(komi=6.5, rules="chinese")
    assert komi.rules == "chinese" and komi.komi == 6.5
    assert komi.margin == pytest.approx(komi.black - komi.white)
    nothing = tenuki.Board.from_rows(["....", ".xx.", ".xwx", "...."]).score(dead="none")
    assert nothing.dead == []
    marked = tenuki.Board.from_rows(["....", ".xx.", ".xwx", "...."]).score(dead="markup")
    assert marked.dead == ["C2"] and marked.dead_from == "markup"
    with pytest.raises(ValueError):
        tenuki.Board(9).score(dead="everything")
    with pytest.raises(ValueError):
        tenuki.Board(9).score(rules="martian")


def test_pictures_hold_what_they_show():
    board = tenuki.Board.from_rows(SEKI)
    svg = board._repr_svg_()
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert len(re.findall(r'class="stone black"', svg)) == SEKI.count("x")
    assert len(re.findall(r'class="stone white"', svg)) == SEKI.count("o")
    score = board.score()
    svg = score._repr_svg_()
    assert len(re.findall(r'class="seki"', svg)) == len(score.seki) + len(score.seki_points)
    territory = sum(r.count("z") + r.count("a") for r in score.map)
    assert len(re.findall(r'class="territory', svg)) == territory
    assert "B+14 (japanese, komi 0): B 14 W 0" in svg
    # the engine's own drawing (`tenuki-gtp score --html`'s): its board and pieces by name
    assert '<g id="tg-grid-' in svg and 'href="#tg-sb"' in svg
    dead = tenuki.Board.from_rows(["....", ".xx.", ".xwx", "...."]).score()
    assert len(re.findall(r'class="dead"', dead._repr_svg_())) == len(dead.dead) == 1


# The archive's 9851 (9x9), its final position: White's C1 is in atari at B1, and Black's B1
# takes it in a ko White may not take back at once; after a pass Black connects at C1.
KO_AT_THE_END = (
    "......xxx|.....xxoo|xx...xooo|oxx..xxxo|oooxxxooo|o.oxooo.o|.oxxxxoo.|ooxxxoo..|o.oxxxo.."
)


def test_the_player_named_to_move_wins_a_ko_at_the_end():
    board = tenuki.Board.from_rows(KO_AT_THE_END)
    by_vertex = {c["vertex"]: c for c in board.judge()}
    assert by_vertex["C1"]["status"] == "alive"
    # with Black named, as tenuki-to_move b reads it: C1 is lost in the ko
    named = {c["vertex"]: c for c in board.judge(to_move="black")}
    assert named["C1"]["status"] == "dead"
    assert "ko at B1" in named["C1"]["reason"]
    named = {c["vertex"]: c for c in board.judge(to_move="white")}
    assert named["C1"]["status"] == "alive"

