"""Shared helpers: the repository's root, and the engine's command-line binary to compare with."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _target_dirs():
    given = os.environ.get("CARGO_TARGET_DIR")
    if given:
        yield Path(given)
    yield ROOT / "target"


@pytest.fixture(scope="session")
def cli() -> str:
    """The `tenuki-gtp` binary: $TENUKI_GTP, else a build under the target folder (release
    first), else one built now with `cargo build` (debug: the crate itself is optimised)."""
    given = os.environ.get("TENUKI_GTP")
    if given:
        return given
    for target in _target_dirs():
        for profile in ("release", "debug"):
            binary = target / profile / "tenuki-gtp"
            if binary.is_file():
                return str(binary)
    cargo = shutil.which("cargo")
    if cargo is None:
        pytest.skip("no tenuki-gtp binary and no cargo to build one")
    subprocess.run([cargo, "build", "--bin", "tenuki-gtp"], cwd=ROOT, check=True)
    for target in _target_dirs():
        binary = target / "debug" / "tenuki-gtp"
        if binary.is_file():
            return str(binary)
    pytest.fail("cargo build made no tenuki-gtp binary")


@pytest.fixture
def at_root(monkeypatch):
    """Runs the test in the repository's root, where the rows' paths start."""
    monkeypatch.chdir(ROOT)
    return ROOT
