"""lightvector/goscorer's interface on tenuki's count: change one import,
``from tenuki.goscorer import ...`` for ``from goscorer import ...``.

The functions take goscorer's arguments (``stones[y][x]`` of ``EMPTY``, ``BLACK``, ``WHITE``;
``marked_dead[y][x]``) and give its results (``LocScore`` rows, colour maps, ``{BLACK: b,
WHITE: w}``). Territory is our refined ``japanese`` count (after goscorer's ideas; on
goscorer's own 46 test positions every territory map is goscorer's); area is our ``chinese``
count. Where they differ on purpose, the functions' docstrings say so:

- a region worth at most one eye whose stones still touch open dame is "not played out" in
  our count: it counts for nobody, as a seki does, and ``belongs_to_seki_group`` names it;
- boards are at most 52x52 (SGF's limit); goscorer takes any size;
- totals are floats (goscorer's are ints unless a float is added in).
"""

from typing import Dict, List

from ._tenuki import (
    LocScore,
    area_scoring,
    final_area_score,
    final_territory_score,
    territory_scoring,
)

Color = int
EMPTY: Color = 0
BLACK: Color = 1
WHITE: Color = 2

__all__ = [
    "Color",
    "EMPTY",
    "BLACK",
    "WHITE",
    "LocScore",
    "final_territory_score",
    "final_area_score",
    "territory_scoring",
    "area_scoring",
    "get_opp",
]


def get_opp(pla: Color) -> Color:
    """The other player: BLACK for WHITE, WHITE for BLACK."""
    return 3 - pla


# (for type checkers: the shapes of the results)
_Scores = Dict[Color, float]
_Map = List[List[Color]]
