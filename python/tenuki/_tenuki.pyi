"""Type stubs of the Rust half of `tenuki` (see the docstrings of each for what it does)."""

from os import PathLike
from typing import Any, Dict, Iterator, List, Literal, Optional, Sequence, Tuple, Union, final

from tenuki import Score

__all__ = [
    "__version__",
    "SgfError",
    "score_record",
    "score_stream",
    "RowStream",
    "Board",
    "LocScore",
    "territory_scoring",
    "final_territory_score",
    "area_scoring",
    "final_area_score",
]

__version__: str

class SgfError(ValueError):
    """A game record that cannot be read: the message names the property and where it is."""

@final
class Board:
    """A Go board: stones, the moves that made them, prisoners, komi, rules, dead marks."""

    def __new__(cls, width: int = 19, height: Optional[int] = None) -> "Board": ...
    @staticmethod
    def from_rows(rows: Union[str, Sequence[str]]) -> "Board": ...
    def rows(self) -> List[str]: ...
    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    komi: float
    rules: str
    @property
    def handicap(self) -> int: ...
    @property
    def captures(self) -> Tuple[int, int]: ...
    def get(self, vertex: str) -> Optional[Literal["black", "white"]]: ...
    def play(self, color: str, vertex: str) -> None: ...
    def undo(self) -> None: ...
    def judge(self, to_move: Optional[str] = None) -> List[Dict[str, Any]]: ...
    def score(
        self,
        rules: Optional[str] = None,
        komi: Optional[float] = None,
        dead: Literal["judge", "markup", "none", "auto", "marked"] = "judge",
    ) -> Score: ...
    def copy(self) -> "Board": ...
    def __copy__(self) -> "Board": ...
    def __deepcopy__(self, memo: Any) -> "Board": ...
    def _repr_svg_(self) -> str: ...
    def _svg(
        self,
        dead: List[str],
        seki: List[str],
        territory: Optional[List[str]] = None,
        caption: Optional[str] = None,
    ) -> str: ...

@final
class LocScore:
    """How one point is scored (goscorer's LocScore)."""

    is_territory_for: int
    belongs_to_seki_group: int
    is_false_eye: bool
    is_unscorable_false_eye: bool
    is_dame: bool
    eye_value: int
    def __new__(
        cls,
        is_territory_for: int,
        belongs_to_seki_group: int,
        is_false_eye: bool,
        is_unscorable_false_eye: bool,
        is_dame: bool,
        eye_value: int,
    ) -> "LocScore": ...

@final
class RowStream:
    """The JSON lines of a batch run, one per game."""

    def __iter__(self) -> Iterator[str]: ...
    def __next__(self) -> str: ...
    @property
    def summary(self) -> Optional[Dict[str, Any]]: ...
    @property
    def empty_folders(self) -> Optional[str]: ...

def score_record(
    text: Optional[str],
    path: Optional[Union[str, PathLike[str]]],
    file: str,
    dead: str = "judge",
    rules: Optional[str] = None,
    komi: Optional[float] = None,
    game: int = 1,
) -> Dict[str, Any]: ...
def score_stream(
    paths: List[str],
    dead: str = "judge",
    rules: Optional[str] = None,
    komi: Optional[float] = None,
    jobs: int = 0,
    bar: bool = False,
) -> RowStream: ...
def territory_scoring(
    stones: Sequence[Sequence[int]],
    marked_dead: Sequence[Sequence[Any]],
    score_false_eyes: bool = False,
) -> List[List[LocScore]]: ...
def final_territory_score(
    stones: Sequence[Sequence[int]],
    marked_dead: Sequence[Sequence[Any]],
    black_points_from_captures: float,
    white_points_from_captures: float,
    komi: float,
    score_false_eyes: bool = False,
) -> Dict[int, float]: ...
def area_scoring(
    stones: Sequence[Sequence[int]], marked_dead: Sequence[Sequence[Any]]
) -> List[List[int]]: ...
def final_area_score(
    stones: Sequence[Sequence[int]], marked_dead: Sequence[Sequence[Any]], komi: float
) -> Dict[int, float]: ...
