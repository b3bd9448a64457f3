"""The lower levels' habits: mistakes that look like a person's, not like dice.

Each habit is a level parameter read by the one decision procedure (0 switches it off, as
at ``master``), so a level is weaker in ways a player recognises:

- ``honour_pair_keep``: a beginner hopes to 碰 every honour pair, so a hand holding honour
  pairs looks better to it than it is and it breaks such a pair too late;
- ``wait_sight``: it reads a ready hand's waits from the smallest tile up and stops after
  this many, so the far side of a multi-sided wait (the 8 of 2-5-8) goes unseen;
- ``call_eagerness`` (:mod:`.reaction`): it calls a 吃/碰 that brings the hand no closer,
  and even one a little worse than passing.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.levels import Level
from mahjong2p.rules.tiles import NUM_KINDS

HONOURS = range(27, NUM_KINDS)


def honour_pair_factor(counts: Sequence[int], level: Level) -> float:
    """How much better than it is a hand looks to a level that keeps honour pairs: the
    level's ``honour_pair_keep`` once for every honour pair held (1 without the habit)."""
    if not level.honour_pair_keep:
        return 1.0
    pairs = sum(1 for kind in HONOURS if counts[kind] == 2)
    return (1 + level.honour_pair_keep) ** pairs


def seen_waits(kinds: Sequence[int], unseen: Sequence[int], level: Level) -> tuple[int, list[int]]:
    """(live copies, kinds) of the waits the level sees among a ready hand's live waits
    ``kinds`` (all of them without a ``wait_sight``)."""
    seen = list(kinds[: level.wait_sight] if level.wait_sight else kinds)
    return sum(unseen[k] for k in seen), seen
