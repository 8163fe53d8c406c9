"""score_sgf and score_many against the command line's own rows (`tenuki-gtp score --format
jsonl`, run here on the same files) over the 486 finished online-go.com games of
tests/data/ogs-archive."""

import json
import subprocess

import pytest

import tenuki

ARCHIVE = "tests/data/ogs-archive"
GAMES = 486


def cli_rows(cli, dead, *paths):
    done = subprocess.run(
        [cli, "score", "--format", "jsonl", "--dead", dead, *paths],
        capture_output=True,
        text=True,
    )
    # exit status 1 only says some row disagrees or failed; 2 is a usage error
    assert done.returncode in (0, 1), done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.mark.parametrize("dead", ["judge", "markup"])
def test_score_sgf_gives_the_command_line_s_row_for_every_game(cli, at_root, dead):
    expected = cli_rows(cli, dead, ARCHIVE)
    assert len(expected) == GAMES
    same = 0
    for row in expected:
        score = tenuki.score_sgf(row["file"], dead=dead)
        assert score.row == row, row["file"]
        # the Score's own fields say the same as the row
        assert score.result == row["result"]
        assert score.rules == row["rules"]
        assert score.komi == row["komi"]
        assert (score.recorded or "") == row["recorded"]
        assert score.dead_from == row["dead"]
        same += 1
    print(f"score_sgf --dead {dead}: {same} of {len(expected)} rows as the command line's")
    assert same == GAMES


@pytest.mark.parametrize("dead", ["judge", "markup"])
def test_score_many_gives_the_same_rows_in_the_same_order(cli, at_root, dead):
    expected = cli_rows(cli, dead, ARCHIVE)
    run = tenuki.score_many(ARCHIVE, dead=dead)
    rows = list(run)
    assert rows == expected
    assert run.summary["games"] == GAMES
    assert run.summary["files"] == GAMES


def test_score_many_takes_files_and_folders_and_keeps_going_past_errors(cli, at_root, tmp_path):
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;SZ[19]KM[abc];B[dd])")
    missing = tmp_path / "missing.sgf"
    paths = [f"{ARCHIVE}/9x9", str(bad), str(missing), f"{ARCHIVE}/19x19/600136.sgf"]
    rows = list(tenuki.score_many(paths, jobs=2))
    assert rows == cli_rows(cli, "judge", *paths)
    errors = [r for r in rows if r["agreement"] == "error"]
    assert [r["file"] for r in errors] == [str(bad), str(missing)]
    assert "KM[abc]" in errors[0]["note"]
    assert rows[-1]["file"].endswith("600136.sgf")


def test_score_sgf_reads_text_and_a_chosen_game(at_root):
    path = f"{ARCHIVE}/9x9/600129.sgf"
    with open(path, encoding="utf-8") as f:
        text = f.read()
    from_text = tenuki.score_sgf(text)
    from_file = tenuki.score_sgf(path)
    assert from_text.result == from_file.result == from_file.row["result"]
    assert from_text.row["file"] == "<text>"
    two = text + "\n(;SZ[9]KM[0.5];B[ee])"
    second = tenuki.score_sgf(two, game=2, dead="none")
    # 81 points, one black stone: 80 points of territory for Black, komi 0.5 for White
    assert second.result == "B+79.5"
    with pytest.raises(tenuki.SgfError):
        tenuki.score_sgf(two, game=3)


def test_score_fields_agree_with_each_other(at_root):
    score = tenuki.score_sgf(f"{ARCHIVE}/19x19/600136.sgf")
    assert score.margin == pytest.approx(score.black - score.white)
    assert len(score.ownership) == 19 and all(len(r) == 19 for r in score.ownership)
    # every dead stone is on a point the other side owns or nobody does
    for v in score.dead:
        col = "ABCDEFGHJKLMNOPQRST".index(v[0])
        row = 19 - int(v[1:])
        stone = score.board.get(v)
        assert stone is not None
        assert score.ownership[row][col] != (1 if stone == "black" else -1)
    # territory points are the map's z and a
    black_territory = sum(r.count("z") for r in score.map)
    white_territory = sum(r.count("a") for r in score.map)
    assert score.territory == (black_territory, white_territory)


def test_a_bad_record_raises_sgf_error_naming_the_property():
    with pytest.raises(tenuki.SgfError) as e:
        tenuki.score_sgf("(;SZ[19]KM[abc];B[dd])")
    assert isinstance(e.value, ValueError)
    assert "KM[abc]" in str(e.value)
    with pytest.raises(tenuki.SgfError, match="cut short"):
        tenuki.score_sgf("(;SZ[19];B[dd]")
    with pytest.raises(tenuki.SgfError, match="SZ"):
        tenuki.score_sgf("(;SZ[99];B[dd])")
    with pytest.raises(FileNotFoundError):
        tenuki.score_sgf("/no/such/record.sgf")
    with pytest.raises(ValueError, match="dead"):
        tenuki.score_sgf("(;SZ[9])", dead="maybe")
    with pytest.raises(ValueError, match="rules"):
        tenuki.score_sgf("(;SZ[9])", rules="martian")
