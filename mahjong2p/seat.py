"""The two chairs at the table, as the game around the engine names them: the player's and
the CPU's. One name for every layer above the engine (the play authority, the files, the
scenes and the tools), so no module counts seats on its own.

The engine (``mahjong2p.rules``) keeps plain ``int`` seats: its events and actions are what
replays, journals and the pinned digests are made of. A :class:`Seat` is an ``int`` — it
compares, hashes, indexes and writes (``str``, f-strings, ``json``) as its number — so it
can be handed to the engine and compared with its seats; only its ``repr`` differs, which
is why code that builds the engine's own configuration passes ``int(seat)``.
"""

from __future__ import annotations

from enum import IntEnum


class Seat(IntEnum):
    HUMAN = 0
    CPU = 1
