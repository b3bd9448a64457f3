"""What the encyclopedia shows, as data: one entry per fan and 役满, in the rule book's
order, with its example hand turned into tiles to draw.

Kept apart from drawing so a test can score exactly the hands the player sees.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import FANS, YAKUMAN, FanSpec
from mahjong2p.rules.scoring.points import YAKUMAN_UNIT
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.tiles import COPIES, NUM_KINDS

FLAG_NAMES = tuple(
    f.name for f in fields(WinSituation) if f.name not in ("win_by", "flower_indicators")
)


@dataclass(frozen=True)
class ExampleTiles:
    """An example hand as physical tile ids (so the hand-row drawer can place them)."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    flowers: tuple[int, ...]  # kinds of the 花牌 indicators
    win_by: str  # a WinBy value
    flags: tuple[str, ...]  # the situation's true flags, by field name


@dataclass(frozen=True)
class Entry:
    spec: FanSpec
    yakuman: bool
    tiles: ExampleTiles

    @property
    def multiplier(self) -> int:
        """A 役满's points multiplier (tier ÷ 13, RULES.md A7)."""
        return self.spec.value // 13 if self.yakuman else 0

    @property
    def per_tile(self) -> bool:
        return self.spec.id == "hua_pai"

    @property
    def points(self) -> int:
        return self.multiplier * YAKUMAN_UNIT


def example_tiles(spec: FanSpec) -> ExampleTiles:
    hand = spec.example.hand()
    used = [0] * NUM_KINDS
    for meld in hand.melds:
        for tile in meld.tiles:
            used[tile // COPIES] += 1
    concealed = []
    for kind in hand.concealed:
        concealed.append(kind * COPIES + used[kind])
        used[kind] += 1
    win = max(t for t in concealed if t // COPIES == hand.win_tile)
    situation = hand.situation
    flags = tuple(name for name in FLAG_NAMES if getattr(situation, name))
    return ExampleTiles(
        tuple(concealed),
        hand.melds,
        win,
        situation.flower_indicators,
        situation.win_by.value,
        flags,
    )


def fan_entries() -> list[Entry]:
    return [Entry(e.spec, False, example_tiles(e.spec)) for e in FANS]


def yakuman_entries() -> list[Entry]:
    return [Entry(e.spec, True, example_tiles(e.spec)) for e in YAKUMAN]
