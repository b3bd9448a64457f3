"""Headless from the start: SDL must see these before pygame is imported anywhere; and the
player's data folder points at a throw-away folder, so no test touches real saves."""

import os
import tempfile
from collections.abc import Iterator

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("MAHJONG2P_DATA_DIR", tempfile.mkdtemp(prefix="mahjong2p-tests-"))

# CI (CI=true) replays the same hypothesis examples on every run, so a red CI always points
# at a reproducible example; developers' runs keep exploring new random games.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


@pytest.fixture(autouse=True, scope="session")
def _throwaway_folders_under_pytest(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Folders the code makes with ``tempfile`` (the replay showcases' data folders) go
    under pytest's own temporary root, which pytest rotates, instead of piling up in /tmp
    with every run."""
    before = tempfile.tempdir
    tempfile.tempdir = str(tmp_path_factory.mktemp("tempfile"))
    yield
    tempfile.tempdir = before
