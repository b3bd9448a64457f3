"""Headless from the start: SDL must see these before pygame is imported anywhere; and the
player's data folder points at a throw-away folder, so no test touches real saves (and the
folder is removed when the run ends, so none piles up in the temporary directory)."""

import atexit
import importlib.util
import os
import shutil
import tempfile
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from hypothesis import settings

if TYPE_CHECKING:
    from mahjong2p.app.shell import App

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if "MAHJONG2P_DATA_DIR" not in os.environ:
    _DATA_DIR = tempfile.mkdtemp(prefix="mahjong2p-tests-")
    os.environ["MAHJONG2P_DATA_DIR"] = _DATA_DIR
    atexit.register(shutil.rmtree, _DATA_DIR, ignore_errors=True)

# CI (CI=true) replays the same hypothesis examples on every run, so a red CI always points
# at a reproducible example; developers' runs keep exploring new random games. No
# per-example deadline there: a busy or slow runner would fail a correct example on time.
settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None)
ON_CI = os.environ.get("CI") == "true"
if ON_CI:
    settings.load_profile("ci")

# The reference implementations the differential tests compare against (the test extra);
# pymahjonggb is compiled from source, so a machine without a C++ compiler lacks it
ORACLES = {"mahjong": "mahjong", "MahjongGB": "pymahjonggb"}


def missing_oracles() -> list[str]:
    """The oracle distributions whose module cannot be imported here."""
    return [dist for module, dist in ORACLES.items() if importlib.util.find_spec(module) is None]


def pytest_sessionstart(session: pytest.Session) -> None:
    """On CI an oracle test that cannot run is a failure, not a skip: a green run must mean
    that the scoring was compared with the references."""
    missing = missing_oracles()
    if ON_CI and missing:
        raise pytest.UsageError(
            f"CI needs the oracle tests, but {', '.join(missing)} is not installed "
            '(pip install -e ".[test]"; pymahjonggb needs a C++ compiler, see README.md)'
        )


@pytest.fixture(autouse=True, scope="session")
def _throwaway_folders_under_pytest(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Folders the code makes with ``tempfile`` (the replay showcases' data folders) go
    under pytest's own temporary root, which pytest rotates, instead of piling up in /tmp
    with every run."""
    before = tempfile.tempdir
    tempfile.tempdir = str(tmp_path_factory.mktemp("tempfile"))
    yield
    tempfile.tempdir = before


@pytest.fixture
def app() -> Iterator["App"]:
    """A 1280×720 game with animations instant, for the tests that play through the table
    (a module may define its own ``app`` instead). pygame is imported only here, when a
    test asks for the window, never by collecting the tests."""
    import pygame
    from ui_driver import quick_app

    from mahjong2p.app.shell import App

    application = quick_app(App(size=(1280, 720), seed=5))
    yield application
    pygame.quit()
