"""The one place that turns an asset's name into a file path.

From source the assets live in ``assets/`` at the project root; inside a PyInstaller bundle
they are unpacked under ``sys._MEIPASS``. Everything that opens a shipped file asks here, so
a bundle needs no other code path. The stage data (``levels/``) is shipped the same way, and
the player's save data lives in the user data folder, which ``MAHJONG2P_DATA_DIR`` overrides
(tests and portable installs).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

ASSETS_DIR_NAME = "assets"
LEVELS_DIR_NAME = "levels"
APP_NAME = "mahjong2p"
DATA_DIR_ENV = "MAHJONG2P_DATA_DIR"


def project_root() -> Path:
    """The folder that holds ``assets/``: the bundle's unpack folder or the source tree."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """``asset_path("fonts", "x.otf")`` → the shipped file's path (it may not exist)."""
    return project_root().joinpath(ASSETS_DIR_NAME, *parts)


def levels_dir() -> Path:
    """The shipped stage data: ``levels/`` beside ``assets/`` (a bundle must include it)."""
    return project_root() / LEVELS_DIR_NAME


def user_data_dir() -> Path:
    """Where saves go: ``$MAHJONG2P_DATA_DIR`` if set, else the platform's user data folder.

    Not created here; the code that writes creates it.
    """
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
