"""What the wallet keeps about the hand at the table, written in the same save as the beans.

- :class:`OpenHand`, while a hand is open: written once the hand's own file is on disk, and
  before the hand is dealt; cleared by the write that settles it. A hand the wallet holds
  open whose file is gone at the next start is settled as 逃跑 from this mark (RULES.md B6,
  the decision of 2026-12-06), so deleting or damaging the hand's file never buys a re-deal.
- :class:`SettledRecord`, for the last settled hand: what its 牌谱 and its 战绩 line need
  beyond the hand's own file (the purses before, what it moved, when it was played). A kill
  after the settling write but before those records were written leaves the hand's file
  under the settled key; the next start writes them from this record, with the same
  ``played_at``, so neither is written twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.codec.hand_json import key_of


@dataclass(frozen=True, slots=True)
class OpenHand:
    """The hand dealt and not yet settled: its room, deal and the CPU's purse."""

    room: str
    seed: int
    hand_number: int
    dealer: int
    cpu_beans: int
    deal: int

    @property
    def key(self) -> str:
        """The hand's key, as its file's lines and ``settled_hand`` name it."""
        return key_of(self.seed, self.hand_number)


@dataclass(frozen=True, slots=True)
class SettledRecord:
    """The last settled hand's numbers for its records: both purses before it (player,
    CPU), the player's beans it moved, when it was played, and whether it was left (逃跑)."""

    before: tuple[int, int]
    moved: int
    played_at: str
    escaped: bool = False
