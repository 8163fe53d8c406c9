#!/usr/bin/env python3
"""Draws docs/img/python-score.png, the picture of docs/python.md: what Jupyter shows for two
`tenuki.Score`s side by side, the README's seki (`Board.from_rows(...).score()`) and
online-go.com 600129 of tests/data/ogs-archive (`score_sgf`), their `_repr_svg_` pictures
photographed by headless Chromium.

Usage (at the repository's root, with the package installed and Debian's `chromium`):
    python tools/python-picture.py [OUT.png]
"""

import pathlib
import subprocess
import sys
import tempfile

import tenuki

SEKI = ".xo.ox|x.ooox|oooxxx|xxxx..|......|......"
GAME = "tests/data/ogs-archive/9x9/600129.sgf"


def main() -> None:
    out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img/python-score.png")
    pictures = [
        tenuki.Board.from_rows(SEKI).score()._repr_svg_(),
        tenuki.score_sgf(GAME)._repr_svg_(),
    ]
    page = (
        "<!doctype html><html><body style='margin:8px;background:white;display:flex;"
        "gap:16px;align-items:flex-start'>" + "".join(f"<div>{p}</div>" for p in pictures)
        + "</body></html>"
    )
    with tempfile.TemporaryDirectory() as tmp:
        html = pathlib.Path(tmp) / "picture.html"
        html.write_text(page, encoding="utf-8")
        subprocess.run(
            [
                "chromium",
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                f"--screenshot={out.resolve()}",
                "--window-size=452,290",
                html.as_uri(),
            ],
            check=True,
            capture_output=True,
        )
    print(out)


if __name__ == "__main__":
    main()
