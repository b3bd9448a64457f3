"""Headless from the start: SDL must see these before pygame is imported anywhere; and the
player's data folder points at a throw-away folder, so no test touches real saves."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("MAHJONG2P_DATA_DIR", tempfile.mkdtemp(prefix="mahjong2p-tests-"))
