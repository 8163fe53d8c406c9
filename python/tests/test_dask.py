"""Scoring a corpus across a Dask cluster, as docs/python.md shows it: the files of
tests/data/ogs-archive spread over a local cluster of two worker processes, each part scored by
score_many, the rows gathered into a pandas table; they are the command line's rows for the
folder, row for row."""

import json
import subprocess
from pathlib import Path

import pytest

import tenuki

distributed = pytest.importorskip(
    "distributed", reason='Dask is not installed (pip install ".[dask]")'
)
pd = pytest.importorskip("pandas", reason='pandas is not installed (pip install ".[dask]")')

ARCHIVE = "tests/data/ogs-archive"


def score_part(paths):
    return list(tenuki.score_many(paths, dead="judge"))


def test_a_local_cluster_gives_the_command_line_s_rows(cli, at_root):
    done = subprocess.run(
        [cli, "score", "--format", "jsonl", "--dead", "judge", ARCHIVE],
        capture_output=True,
        text=True,
    )
    assert done.returncode in (0, 1), done.stderr
    expected = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(expected) == 486
    # the command line's order (its walk), as paths the workers can open wherever they run
    files = [str(Path(row["file"]).resolve()) for row in expected]
    parts = [files[i : i + 100] for i in range(0, len(files), 100)]
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as client:
        rows = [row for part in client.gather(client.map(score_part, parts)) for row in part]
    root = str(Path(ARCHIVE).resolve().parent.parent.parent) + "/"
    for row in rows:
        row["file"] = row["file"].removeprefix(root)
    assert rows == expected
    table = pd.DataFrame(rows)
    assert list(table.columns) == list(expected[0])
    agree = sum(row["agreement"] == "agree" for row in expected)
    assert (table["agreement"] == "agree").sum() == agree
