"""Starting the game window (``mahjong2p`` with no subcommand)."""

from __future__ import annotations

import sys


def start_game() -> int:
    """Open the window on the title screen; a machine with no usable display gets one line
    on standard error, not a traceback."""
    from mahjong2p.app.pygame_env import prepare

    prepare()
    import pygame

    from mahjong2p.app.shell import run_game

    try:
        return run_game()
    except pygame.error as exc:
        print(f"mahjong2p: cannot open the game window: {exc}", file=sys.stderr)
        return 1
