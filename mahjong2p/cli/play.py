"""Starting the game window (``mahjong2p`` with no subcommand)."""

from __future__ import annotations

import sys


def start_game() -> int:
    """Open the game. The table UI is not built yet (issue: the playable game)."""
    print(
        "mahjong2p: the game window is not built yet; try `python -m mahjong2p --help` "
        "for the command-line tools (score, waits, sim, bench).",
        file=sys.stderr,
    )
    return 1
