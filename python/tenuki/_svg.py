"""Boards and scores as SVG pictures, in the manner of GoGui's score overlay: a wooden board,
stones, small squares of the owner's colour on territory, crosses on dead stones, squares on
seki stones and seki eyes, and the result under the board."""

from __future__ import annotations

from typing import TYPE_CHECKING, List, Optional, Set

if TYPE_CHECKING:  # pragma: no cover
    from . import Board, Score

CELL = 24
MARGIN = 26
WOOD = "#dcb35c"
LINE = "#3c2a10"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def _column_name(col: int) -> str:
    if col < len(COLUMNS):
        return COLUMNS[col]
    first, second = divmod(col, len(COLUMNS))
    return COLUMNS[first - 1] + COLUMNS[second]


def _vertex(col: int, row: int, height: int) -> str:
    return f"{_column_name(col)}{height - row}"


def _hoshi(size: int) -> List[int]:
    if size < 7:
        return []
    edge = 2 if size < 13 else 3
    points = [edge, size - 1 - edge]
    if size % 2 == 1 and size >= 9:
        points.append(size // 2)
    return points


def _picture(
    stones: List[List[int]],
    dead: Set[str],
    seki: Set[str],
    territory: Optional[List[str]],
    caption: Optional[str],
) -> str:
    height = len(stones)
    width = len(stones[0]) if stones else 0
    board_w = MARGIN * 2 + CELL * (width - 1)
    board_h = MARGIN * 2 + CELL * (height - 1)
    total_h = board_h + (28 if caption else 0)
    x = lambda c: MARGIN + c * CELL  # noqa: E731
    y = lambda r: MARGIN + r * CELL  # noqa: E731
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{board_w}" height="{total_h}" '
        f'viewBox="0 0 {board_w} {total_h}" font-family="sans-serif">',
        f'<rect class="board" x="0" y="0" width="{board_w}" height="{board_h}" fill="{WOOD}"/>',
    ]
    if caption:
        out.append(
            f'<rect x="0" y="{board_h}" width="{board_w}" height="28" fill="#f4f4f4"/>'
        )
    # grid, star points, coordinates
    for c in range(width):
        out.append(
            f'<line x1="{x(c)}" y1="{y(0)}" x2="{x(c)}" y2="{y(height - 1)}" '
            f'stroke="{LINE}" stroke-width="1"/>'
        )
        out.append(
            f'<text x="{x(c)}" y="{MARGIN - 14}" font-size="10" text-anchor="middle" '
            f'fill="{LINE}">{_column_name(c)}</text>'
        )
    for r in range(height):
        out.append(
            f'<line x1="{x(0)}" y1="{y(r)}" x2="{x(width - 1)}" y2="{y(r)}" '
            f'stroke="{LINE}" stroke-width="1"/>'
        )
        out.append(
            f'<text x="{MARGIN - 16}" y="{y(r) + 3.5}" font-size="10" text-anchor="middle" '
            f'fill="{LINE}">{height - r}</text>'
        )
    if width == height:
        for r in _hoshi(height):
            for c in _hoshi(width):
                out.append(f'<circle cx="{x(c)}" cy="{y(r)}" r="2.5" fill="{LINE}"/>')
    radius = CELL * 0.47
    for r, row in enumerate(stones):
        for c, stone in enumerate(row):
            v = _vertex(c, r, height)
            cx, cy = x(c), y(r)
            if stone:
                black = stone > 0
                fill = "#111" if black else "#fafafa"
                opacity = ' opacity="0.55"' if v in dead else ""
                out.append(
                    f'<circle class="stone {"black" if black else "white"}" cx="{cx}" '
                    f'cy="{cy}" r="{radius:.1f}" fill="{fill}" stroke="#000" '
                    f'stroke-width="0.8"{opacity}/>'
                )
            mark = territory[r][c] if territory else "."
            if mark in ("z", "a"):
                # territory: a small square of the owner's colour (under a dead stone too)
                fill = "#000" if mark == "z" else "#fff"
                s = CELL * 0.36
                out.append(
                    f'<rect class="territory {"black" if mark == "z" else "white"}" '
                    f'x="{cx - s / 2:.1f}" y="{cy - s / 2:.1f}" width="{s:.1f}" '
                    f'height="{s:.1f}" fill="{fill}" stroke="#555" stroke-width="0.6"/>'
                )
            if v in dead:
                d = CELL * 0.28
                color = "#e03030"
                out.append(
                    f'<path class="dead" d="M{cx - d:.1f},{cy - d:.1f} L{cx + d:.1f},{cy + d:.1f} '
                    f'M{cx + d:.1f},{cy - d:.1f} L{cx - d:.1f},{cy + d:.1f}" '
                    f'stroke="{color}" stroke-width="2.2"/>'
                )
            if v in seki:
                s = CELL * 0.44
                color = "#2a7fd4"
                out.append(
                    f'<rect class="seki" x="{cx - s / 2:.1f}" y="{cy - s / 2:.1f}" '
                    f'width="{s:.1f}" height="{s:.1f}" fill="none" stroke="{color}" '
                    f'stroke-width="2"/>'
                )
    if caption:
        out.append(
            f'<text class="result" x="{board_w / 2}" y="{board_h + 19}" '
            f'font-size="{min(13.0, 1.8 * board_w / max(len(caption), 1)):.1f}" '
            f'text-anchor="middle" fill="#111">{_escape(caption)}</text>'
        )
    out.append("</svg>")
    return "\n".join(out)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def board_svg(board: "Board") -> str:
    """A board: stones, with crosses on the stones marked dead."""
    rows = board.rows()
    dead = {
        _vertex(c, r, len(rows))
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
        if ch in "bw"
    }
    return _picture(board._stones(), dead, set(), None, None)


def score_svg(score: "Score") -> str:
    """A scored board: territory, dead stones crossed, seki stones and seki points marked, and
    the result with both totals under the board."""
    caption = (
        f"{score.result} ({score.rules}, komi {score.komi:g}): "
        f"B {score.black:g} W {score.white:g}"
    )
    if score.recorded is not None:
        caption += f"; recorded {score.recorded}"
    return _picture(
        score.board._stones(),
        set(score.dead),
        set(score.seki) | set(score.seki_points),
        score.map,
        caption,
    )
