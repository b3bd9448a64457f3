"""Headless from the start: SDL must see these before pygame is imported anywhere; and the
player's data folder points at a throw-away folder, so no test touches real saves."""

import os
import tempfile

from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("MAHJONG2P_DATA_DIR", tempfile.mkdtemp(prefix="mahjong2p-tests-"))

# CI (CI=true) replays the same hypothesis examples on every run, so a red CI always points
# at a reproducible example; developers' runs keep exploring new random games.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")
