"""tenuki: seki-aware Go (baduk) scoring and a dead-stone judge, from tenuki-gtp.

- ``score_sgf(text_or_path)`` scores one game record as ``tenuki-gtp score`` does: a ``Score``.
- ``score_many(paths)`` scores files, folders and archives on every core: one dict per game,
  the fields of ``tenuki-gtp score --format jsonl``.
- ``Board`` plays, judges dead stones and scores positions; ``Board`` and ``Score`` draw
  themselves in Jupyter.
- ``tenuki.goscorer`` has lightvector/goscorer's functions, for a one-line switch.
"""

from __future__ import annotations

import json
import os
import sys
import time
import warnings
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple, Union

from . import _tenuki
from ._tenuki import Board, SgfError

__all__ = [
    "Board",
    "Score",
    "SgfError",
    "RecordWarning",
    "ScoreRun",
    "score_sgf",
    "score_many",
    "__version__",
]

#: The package's version (the one ``pip`` installed).
__version__: str = _tenuki.__version__


class RecordWarning(UserWarning):
    """What ``score_sgf`` noticed while reading a record that changed its position or count
    (an illegal move left out, rules read as Japanese, a komi read in hundredths); and folders
    ``score_many`` found nothing to score in."""


PathLike = Union[str, "os.PathLike[str]"]


@dataclass
class Score:
    """A scored position.

    ``result`` is the result as the command line writes it (``B+3.5``, ``W+1``, ``0``);
    ``margin`` Black's total minus White's; ``black`` and ``white`` the totals (territory and
    prisoners, or area, komi and handicap compensation included); ``rules`` and ``komi`` those
    counted by; ``recorded`` the record's ``RE`` as written (None without one, or for a
    ``Board``); ``dead`` the dead stones and ``seki`` the stones living in seki, as GTP vertices
    in scan order (top row first); ``ownership`` one row per board row, top row first: 1 for
    Black, -1 for White, 0 for nobody (a living stone is its owner's, a dead stone's point and
    an empty point the count's); ``board`` the position (a ``Board``).

    Also: ``handicap``; ``seki_points`` (empty points of seki regions); ``territory``,
    ``prisoners`` and ``stones``, each ``(black, white)``; ``dame`` (points counting for
    nobody but seki); ``size`` ``(width, height)``; ``map``, the score map in the README's
    legend (``x o`` living stones, ``z a`` territory, ``b w`` dead stones counting for nobody,
    ``.`` nobody's); ``dead_from`` (``judge``, ``markup`` or ``none``); ``note``, what the
    command line notes beside the row (an illegal move left out, rules read as Japanese, no
    ``RE``, ...: ``score_sgf`` warns what changed the position or the count), empty when
    nothing; ``row``, the command line's JSON row for a record (None for a ``Board``).
    """

    result: str
    margin: float
    black: float
    white: float
    rules: str
    komi: float
    recorded: Optional[str]
    dead: List[str]
    seki: List[str]
    ownership: List[List[int]]
    board: Board
    handicap: int = 0
    seki_points: List[str] = field(default_factory=list)
    territory: Tuple[int, int] = (0, 0)
    prisoners: Tuple[int, int] = (0, 0)
    stones: Tuple[int, int] = (0, 0)
    dame: int = 0
    size: Tuple[int, int] = (0, 0)
    map: List[str] = field(default_factory=list)
    dead_from: str = "judge"
    note: str = ""
    row: Optional[Dict[str, Any]] = field(default=None, repr=False)

    def __repr__(self) -> str:
        return (
            f"Score(result={self.result!r}, black={self.black:g}, white={self.white:g}, "
            f"rules={self.rules!r}, komi={self.komi:g}, recorded={self.recorded!r}, "
            f"dead={len(self.dead)} stones, seki={len(self.seki)} stones)"
        )

    def _repr_svg_(self) -> str:
        """The scored board as an SVG picture (Jupyter shows it): territory, dead stones
        crossed, seki marked, and the result under the board (the engine's own drawing, as
        ``tenuki-gtp score --html`` draws its boards)."""
        caption = (
            f"{self.result} ({self.rules}, komi {self.komi:g}): "
            f"B {self.black:g} W {self.white:g}"
        )
        if self.recorded is not None:
            caption += f"; recorded {self.recorded}"
        return self.board._svg(
            self.dead, self.seki + self.seki_points, self.map, caption
        )


def _looks_like_sgf(text: str) -> bool:
    head = text.lstrip("\ufeff \t\r\n")
    return head.startswith("(") or "(;" in text[:4096]


def score_sgf(
    text_or_path: Union[str, bytes, "os.PathLike[str]"],
    dead: str = "judge",
    rules: Optional[str] = None,
    komi: Optional[float] = None,
    game: int = 1,
) -> Score:
    """Scores one game of a record exactly as ``tenuki-gtp score`` does, and returns a ``Score``.

    ``text_or_path``: the record's SGF text (a ``str`` holding ``(;``, or ``bytes``), or the
    path of its file (``str`` or path-like; plain, or a ``.sgf.gz``/archive holding one
    record). ``dead``: ``"judge"`` (the judge decides the dead stones), ``"markup"`` (the
    record's ``TB``/``TW`` territory markup), ``"none"``, or ``"auto"`` (markup when there is
    some, else the judge), as ``--dead``. ``rules`` and ``komi`` override the record's ``RU``
    and ``KM`` as ``--rules`` and ``--komi`` do. ``game``: which game of a collection (1 = the
    first).

    ``Score.row`` is the command line's JSON row for the game, with ``file`` the path as
    given (``"<text>"`` for text). A note of the row (an illegal move the replay stopped at,
    unknown rules read as Japanese, no ``RE``, ...) is ``Score.note``; what changed the position
    or the count (not a missing or unreadable ``RE``) is warned as a ``RecordWarning`` too.

    Raises ``SgfError`` (a ``ValueError``) when the record or the game cannot be read, naming
    the property and where it is (an archive of more records than one: score it with
    ``score_many``); ``OSError`` when the file cannot be opened (``FileNotFoundError`` with
    its ``filename``, as ``open`` raises it); ``ValueError`` for a bad ``dead``, ``rules`` or
    ``komi``.
    """
    if isinstance(text_or_path, bytes):
        text_or_path = text_or_path.decode("utf-8", errors="replace")
    if isinstance(text_or_path, str) and _looks_like_sgf(text_or_path):
        out = _tenuki.score_record(text_or_path, None, "<text>", dead, rules, komi, game)
    else:
        path = os.fspath(text_or_path)
        out = _tenuki.score_record(None, path, str(path), dead, rules, komi, game)
    row = out["row"]
    note = row["note"]
    # warned: what changed the position or the count (not a missing RE, which only leaves the
    # score nothing to be compared with)
    if out["reading_notes"]:
        warnings.warn(f"{row['file']}: {out['reading_notes']}", RecordWarning, stacklevel=2)
    return Score(
        board=out["board"],
        recorded=out["recorded"],
        row=row,
        dead_from=out["dead_from"],
        note=note,
        **out["fields"],
    )


class ScoreRun:
    """The rows of a ``score_many`` run, one dict per game in input order, as they come.

    Iterate over it (once). ``summary`` holds the run's counts once the last row is out:
    files, unreadable, games, scored, agree, disagree, no_result, no_re, game_errors, seconds.
    Leaving the loop early stops the run.
    """

    def __init__(self, stream: Any, progress: bool) -> None:
        self._stream = stream
        self._progress = progress
        self.summary: Optional[Dict[str, Any]] = None

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        return self._rows()

    def _rows(self) -> Iterator[Dict[str, Any]]:
        start = last = time.monotonic()
        count = 0
        loads = json.loads
        for line in self._stream:
            yield loads(line)
            count += 1
            if self._progress:
                now = time.monotonic()
                if now - last >= 1.0:
                    last = now
                    rate = count / max(now - start, 1e-9)
                    print(f"\r{count} games, {rate:.0f}/s", end="", file=sys.stderr, flush=True)
        self.summary = self._stream.summary
        if self._progress and count:
            print(f"\r{count} games", file=sys.stderr, flush=True)


def score_many(
    paths: Union[PathLike, Iterable[PathLike]],
    dead: str = "judge",
    jobs: Optional[int] = None,
    progress: bool = False,
    rules: Optional[str] = None,
    komi: Optional[float] = None,
) -> ScoreRun:
    """Scores every game of ``paths`` as ``tenuki-gtp score --format jsonl`` does, on all cores
    (``jobs`` threads, None for one per core) with the GIL released, and yields one dict per
    game in input order: ``file``, ``game``, ``size``, ``rules``, ``komi``, ``recorded``,
    ``result``, ``agreement``, ``difference``, ``dead``, ``note``, the command line's JSON row.

    ``paths``: a path or a list of them: SGF files (any number of games each), folders (walked
    for ``*.sgf`` and archives, sorted), archives (``.zip``, ``.tar``, ``.tar.gz``, ...) and
    compressed records. A record or game that cannot be read is a row with ``agreement``
    ``"error"`` and the reason in ``note``: the run goes on. ``dead``, ``rules`` and ``komi``
    as in ``score_sgf`` (``"auto"`` too). ``progress``: a count of games on standard error (the
    command line's bar when standard error is a terminal).

    Returns a ``ScoreRun``: iterate over it; its ``summary`` has the counts at the end.
    Raises ``ValueError`` when the paths are folders with nothing to score in them (the command
    line's ``no SGF record found in ...``); such a folder among other inputs is warned as a
    ``RecordWarning``, and the others are scored.
    """
    if isinstance(paths, (str, bytes, os.PathLike)):
        paths = [paths]
    given = [os.fsdecode(p) if isinstance(p, bytes) else os.fspath(p) for p in paths]
    bar = bool(progress) and sys.stderr is not None and sys.stderr.isatty()
    stream = _tenuki.score_stream(given, dead, rules, komi, jobs or 0, bar)
    if stream.empty_folders:
        warnings.warn(stream.empty_folders, RecordWarning, stacklevel=2)
    return ScoreRun(stream, bool(progress) and not bar)
