"""Round six of real use from Python: what a Python user looks for first (the version, the
file named in an OSError, one vocabulary for dead stones, notes where they are seen, folders
with nothing in them said so) and the type stubs checked by mypy."""

import errno
import importlib.metadata
import json
import os
import subprocess
import sys
import tarfile
import warnings

import pytest

import tenuki

GAME = "tests/data/ogs-archive/9x9/600129.sgf"
# Black E5, White plays on the same point at move 2: the replay leaves it out
ILLEGAL = "(;GM[1]SZ[9]KM[6.5]RE[B+3.5];B[ee];W[ee];B[dd])"
DEAD_WORDS = ["judge", "markup", "none", "auto"]


def test_the_version_is_the_installed_package_s():
    assert tenuki.__version__ == importlib.metadata.version("tenuki")
    assert tenuki.__version__.count(".") == 2


def test_a_missing_file_is_named_as_open_names_it(tmp_path):
    missing = tmp_path / "missing.sgf"
    with pytest.raises(FileNotFoundError) as raised:
        tenuki.score_sgf(str(missing))
    e = raised.value
    assert e.errno == errno.ENOENT
    assert e.filename == str(missing)
    assert str(e) == f"[Errno 2] No such file or directory: '{missing}'"
    # as Python's own open says it
    with pytest.raises(FileNotFoundError) as opened:
        open(missing)
    assert str(e) == str(opened.value)


def test_an_archive_given_to_score_sgf_points_to_score_many(tmp_path, at_root):
    packed = tmp_path / "two.tar.gz"
    with tarfile.open(packed, "w:gz") as tar:
        tar.add(GAME, arcname="a.sgf")
        tar.add("tests/data/ogs-archive/9x9/60223.sgf", arcname="b.sgf")
    with pytest.raises(tenuki.SgfError, match="tenuki.score_many") as raised:
        tenuki.score_sgf(str(packed))
    assert "tenuki-gtp score" not in str(raised.value)
    # and score_many scores both
    assert len(list(tenuki.score_many(str(packed)))) == 2


def test_one_vocabulary_for_dead_stones():
    # C2 is marked dead (w): "markup" counts the marks alone, as the records' markup
    rows = ["....", ".xx.", ".xwx", "...."]
    for word in DEAD_WORDS:
        tenuki.score_sgf(ILLEGAL.replace(";W[ee]", ""), dead=word)
        tenuki.Board.from_rows(rows).score(dead=word)
    board = tenuki.Board.from_rows(rows)
    assert board.score(dead="markup").dead == ["C2"]
    assert board.score(dead="none").dead == []
    # auto: the marks when some stone is marked, else the judge
    assert board.score(dead="auto").dead_from == "markup"
    assert tenuki.Board.from_rows(".xo.ox|x.ooox|oooxxx|xxxx..|......|......").score(
        dead="auto"
    ).dead_from == "judge"
    # the old word still works, and says the new one
    with pytest.warns(DeprecationWarning, match='dead="markup"'):
        old = board.score(dead="marked")
    assert old.dead == ["C2"] and old.dead_from == "markup"
    for bad in (lambda: board.score(dead="all"), lambda: tenuki.score_sgf(GAME, dead="all")):
        with pytest.raises(ValueError, match='"judge", "markup", "none" or "auto"'):
            bad()


def test_a_record_s_note_is_on_the_score_and_warned(cli, tmp_path):
    record = tmp_path / "illegal.sgf"
    record.write_text(ILLEGAL)
    done = subprocess.run(
        [cli, "score", "--format", "jsonl", str(record)], capture_output=True, text=True
    )
    note = json.loads(done.stdout)["note"]
    assert note == "illegal move W at move 2 (the point is occupied)"
    with pytest.warns(tenuki.RecordWarning, match="illegal move W at move 2") as caught:
        score = tenuki.score_sgf(str(record))
    assert score.note == note == score.row["note"]
    assert str(caught[0].message) == f"{record}: {note}"
    # a record without a note warns nothing; one without RE has a note, but its score is
    # whole: nothing warned
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert tenuki.score_sgf(ILLEGAL.replace(";W[ee]", "")).note == ""
        assert tenuki.score_sgf(ILLEGAL.replace(";W[ee]", "").replace("RE[B+3.5]", "")).note == (
            "no RE in the record"
        )


def test_a_folder_with_nothing_to_score_is_said_so(cli, tmp_path, at_root):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("no records here")
    alone = subprocess.run([cli, "score", str(empty)], capture_output=True, text=True)
    assert alone.returncode == 1
    said = alone.stderr.strip()
    assert said.startswith(f"no SGF record found in {empty}")
    with pytest.raises(ValueError) as raised:
        tenuki.score_many(str(empty))
    assert str(raised.value) == said
    # among other inputs: the command line says it and scores the rest (exit status 1)...
    among = subprocess.run(
        [cli, "score", "--format", "jsonl", str(empty), GAME], capture_output=True, text=True
    )
    assert among.returncode == 1
    assert said in among.stderr
    expected = [json.loads(line) for line in among.stdout.splitlines()]
    assert [r["file"] for r in expected] == [GAME]
    # ... and score_many warns it, and gives the same rows
    with pytest.warns(tenuki.RecordWarning) as caught:
        rows = list(tenuki.score_many([str(empty), GAME]))
    assert str(caught[0].message) == said
    assert rows == expected


def _mypy():
    try:
        import mypy.api  # noqa: F401
    except ImportError:
        pytest.skip("mypy is not installed (pip install .[test])")


def test_the_type_stubs_match_the_module():
    _mypy()
    done = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "tenuki._tenuki"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_sees_the_types_a_user_gets(tmp_path):
    _mypy()
    import mypy.api

    use = tmp_path / "use.py"
    use.write_text(
        "import tenuki\n"
        "board = tenuki.Board(9)\n"
        "reveal_type(board.score())\n"
        "reveal_type(tenuki.score_sgf('game.sgf'))\n"
        "reveal_type(tenuki.__version__)\n"
        "reveal_type(tenuki.score_many('games/'))\n"
    )
    out, err, status = mypy.api.run(
        ["--strict", "--no-incremental", "--cache-dir", os.devnull, str(use)]
    )
    assert status == 0 and "error" not in out, out + err
    revealed = [
        line.split("Revealed type is ")[1].replace("builtins.", "")  # mypy 1 names it so
        for line in out.splitlines()
        if "Revealed" in line
    ]
    assert revealed == ['"tenuki.Score"', '"tenuki.Score"', '"str"', '"tenuki.ScoreRun"']
