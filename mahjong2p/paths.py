"""The one place that turns an asset's name into a file path.

The shipped data — ``assets/`` (fonts, sounds, icons) and ``levels/`` (the stage data) — is
found in one of three places (:func:`data_root`): a PyInstaller bundle's unpack folder
(``sys._MEIPASS``), the installed package (a wheel, ``pip install .`` or ``pipx``: the
build hook in ``setup.py`` copies both folders into ``mahjong2p/``), or the source checkout
(also what an editable install uses). Everything that opens a shipped file asks here, so no
other code knows how the game was installed. The player's save data lives in the user data
folder, which ``MAHJONG2P_DATA_DIR`` overrides (tests and portable installs).
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


def data_root() -> Path:
    """The folder that holds ``assets/`` and ``levels/``: the bundle's unpack folder, the
    installed package, or the source tree above the package."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle)
    package = Path(__file__).resolve().parent
    if (package / ASSETS_DIR_NAME).is_dir():
        return package
    return package.parent


def asset_path(*parts: str) -> Path:
    """``asset_path("fonts", "x.otf")`` → the shipped file's path (it may not exist)."""
    return data_root().joinpath(ASSETS_DIR_NAME, *parts)


def levels_dir() -> Path:
    """The shipped stage data: ``levels/`` beside ``assets/``."""
    return data_root() / LEVELS_DIR_NAME


def user_data_dir() -> Path:
    """Where saves go: ``$MAHJONG2P_DATA_DIR`` if set, else the platform's user data folder.

    Not created here; the code that writes creates it.
    """
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
