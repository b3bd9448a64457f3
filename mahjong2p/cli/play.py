"""Starting the game window (``mahjong2p`` with no subcommand)."""

from __future__ import annotations


def start_game() -> int:
    """Open the window on the title screen. A machine with no usable display, or stage data
    with a mistake in it, gets one line on standard error, not a traceback; and since a
    double-clicked download has no console, also a log entry and an error dialog
    (:mod:`mahjong2p.startup`)."""
    from mahjong2p.startup import run_guarded

    return run_guarded(_open_window)


def _open_window() -> int:
    from mahjong2p.app.pygame_env import prepare

    prepare()
    import pygame

    from mahjong2p.app.shell import run_game
    from mahjong2p.progression.levels import LevelDataError
    from mahjong2p.progression.rooms import load_rooms
    from mahjong2p.startup import StartupError, check_display, set_window_icon

    check_display()
    set_window_icon()
    try:
        load_rooms()  # rooms.toml is checked before the window opens, like the stage files
        return run_game()
    except pygame.error as exc:
        raise StartupError(f"cannot open the game window: {exc}", 1) from exc
    except LevelDataError as exc:
        raise StartupError(str(exc), 2) from exc
