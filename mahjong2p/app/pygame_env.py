"""Environment settings SDL reads when pygame starts; call :func:`prepare` before importing
any module that imports pygame."""

from __future__ import annotations

import os
import sys


def prepare(headless: bool = False) -> None:
    """Quiet pygame's banner, keep SDL's hands off the process's signals, opt in to real
    pixels on high-DPI Windows screens (otherwise Windows scales the window up and blurs
    every glyph), and go headless when asked."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # SDL would turn SIGTERM into a quit event, which a busy or blocked loop never reads:
    # the game takes its signals itself (:func:`mahjong2p.app.shell.take_signals`)
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
    if sys.platform == "win32":
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
