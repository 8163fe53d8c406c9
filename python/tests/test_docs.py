"""The Python samples of the README and docs/python.md, run as pasted at the repository's root:
each file's blocks in order, in one namespace (a later block uses what an earlier one made).
Where a line is a bare expression followed by a comment that starts with its value (`s.result,
s.margin  # 'W+10.5', -10.5`), the value is checked against the comment, up to a `...`."""

import ast
import contextlib
import io
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def python_blocks(doc):
    text = (ROOT / doc).read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def shown(value):
    """The value as the comments write it: a tuple without its parentheses."""
    if isinstance(value, tuple):
        return ", ".join(repr(v) for v in value)
    return repr(value)


def claimed_values(block):
    """(line, expression, the comment's claim) for bare expressions whose comment starts
    with a value: a quote, a digit, a sign, a list, or a constructor's name and `(`."""
    tree = ast.parse(block)
    lines = block.splitlines()
    for node in tree.body:
        if not isinstance(node, ast.Expr) or node.lineno != node.end_lineno:
            continue
        line = lines[node.lineno - 1]
        if "#" not in line[node.end_col_offset :]:
            continue
        comment = line[node.end_col_offset :].split("#", 1)[1].strip()
        comment = comment.removeprefix("GTP vertices: ")
        if re.match(r"""['"\d\-\[{]|[A-Z]\w*\(""", comment):
            yield line, ast.get_source_segment(block, node.value), comment


def check_claims(block, namespace):
    for line, expression, comment in claimed_values(block):
        value = shown(eval(expression, namespace))
        claim = comment.split("...")[0]
        # the value, or the value and then words: `'W+9.5' (RE as written, or None)`
        claims = {c.rstrip(", ").rstrip() for c in (claim, claim.split(" (")[0])}
        assert any(value.startswith(c) for c in claims), f"{line!r}: {value} is not {claim}"


@pytest.mark.parametrize("doc", ["README.md", "docs/python.md"])
def test_the_python_samples_run_as_pasted(doc, at_root):
    blocks = python_blocks(doc)
    assert blocks, f"{doc} has Python samples"
    namespace = {"__name__": "__main__"}
    for block in blocks:
        if "dask" in block:
            pytest.importorskip("distributed", reason='Dask is not installed (pip install ".[dask]")')
            pytest.importorskip("pandas", reason='pandas is not installed (pip install ".[dask]")')
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile(block, doc, "exec"), namespace)
        check_claims(block, namespace)
        # a print whose comment starts with what it prints
        for line in block.splitlines():
            said = re.match(r"print\((.*)\)\s+# (.*)", line)
            if said and "for " not in line:
                first = printed.getvalue().splitlines()[0]
                assert said.group(2).startswith(first.split(";")[0]), (line, first)
