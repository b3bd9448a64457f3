"""The sdist's rule (issue 36): it holds what builds and installs the game, and no tests.

The tests read a whole checkout (docs/, scripts/, licenses/, build.spec, .ci/, .github/),
so an sdist carrying them carried tests that could not pass; MANIFEST.in leaves them out.
The sdist is built here by the project's own build backend, as ``python -m build --sdist``
would call it.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from mahjong2p import __version__

ROOT = Path(__file__).resolve().parent.parent
BUILD_SDIST = (
    "import sys\nfrom setuptools import build_meta\nprint(build_meta.build_sdist(sys.argv[1]))\n"
)


@pytest.fixture(scope="module")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The sdist's file names, below its top folder."""
    out = tmp_path_factory.mktemp("sdist")
    done = subprocess.run(
        [sys.executable, "-c", BUILD_SDIST, str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    name = done.stdout.strip().splitlines()[-1]
    assert name == f"mahjong2p-{__version__}.tar.gz"
    with tarfile.open(out / name) as archive:
        top = f"mahjong2p-{__version__}/"
        return [m.name.removeprefix(top) for m in archive.getmembers() if m.isfile()]


def test_the_sdist_carries_no_tests(sdist: list[str]) -> None:
    assert not [name for name in sdist if name.startswith("tests/")]
    assert not [name for name in sdist if "__pycache__" in name or name.endswith(".pyc")]


def test_the_sdist_carries_what_builds_and_installs_the_game(sdist: list[str]) -> None:
    for name in ("pyproject.toml", "setup.py", "LICENSE", "THIRD_PARTY_NOTICES.md", "README.md"):
        assert name in sdist
    for folder in ("assets", "levels"):  # copied into the wheel by setup.py's build hook
        shipped = {n for n in sdist if n.startswith(f"{folder}/")}
        files = (p for p in (ROOT / folder).rglob("*") if p.is_file())
        assert shipped == {p.relative_to(ROOT).as_posix() for p in files}
    package = {p.relative_to(ROOT).as_posix() for p in (ROOT / "mahjong2p").rglob("*.py")}
    assert package <= set(sdist)
