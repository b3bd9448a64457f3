"""What tests/conftest.py promises CI: a missing oracle fails the run instead of skipping its
tests, hypothesis has no per-example deadline there, and a run leaves no data folder of its
own behind in the temporary directory."""

from __future__ import annotations

import getpass
import os
import subprocess
import sys
from pathlib import Path

import conftest
import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent


def test_ci_fails_when_an_oracle_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(conftest, "ORACLES", {**conftest.ORACLES, "no_such_oracle_x": "oracle-x"})
    monkeypatch.setattr(conftest, "ON_CI", True)
    with pytest.raises(pytest.UsageError, match="oracle-x is not installed"):
        conftest.pytest_sessionstart(None)  # type: ignore[arg-type]
    monkeypatch.setattr(conftest, "ON_CI", False)  # a developer's run skips them instead
    conftest.pytest_sessionstart(None)  # type: ignore[arg-type]


def test_the_oracles_are_the_test_extras_references() -> None:
    assert conftest.ORACLES == {"mahjong": "mahjong", "MahjongGB": "pymahjonggb"}


def test_the_ci_profile_has_no_deadline() -> None:
    profile = settings.get_profile("ci")
    assert profile.deadline is None and profile.derandomize


def test_a_test_run_leaves_no_data_folder_behind(tmp_path: Path) -> None:
    """A small real pytest run with its own temporary directory: only pytest's own rotated
    folder may remain."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"MAHJONG2P_DATA_DIR", "PYTEST_ADDOPTS", "CI"}
    }
    env["TMPDIR"] = str(tmp_path)
    test = "tests/test_build_ci.py::test_the_ci_profile_has_no_deadline"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"pytest-of-{getpass.getuser()}"]
