"""What the encyclopedia shows, as data: a :class:`FanTable` of sections (tabs), one entry
per fan or 役满 in the rule book's order, with its example hand turned into tiles to draw.
Each mode hands the scene its own table — the arcade's (番种 / 役满) or the 72-tile 国标
set's, grouped by value — so one scene reads both.

Kept apart from drawing so a test can score exactly the hands the player sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from mahjong2p.rules.gb.scoring.registry import FLOWER_TILES, GB_FANS
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import FANS, YAKUMAN, FanSpec
from mahjong2p.rules.scoring.points import YAKUMAN_UNIT
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.tiles import COPIES, FLOWER_BASE, NUM_KINDS

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
    excludes: tuple[FanSpec, ...] = ()  # the fans it implies (不计), shown on its card

    @property
    def multiplier(self) -> int:
        """A 役满's points multiplier (tier ÷ 13, RULES.md A7)."""
        return self.spec.value // 13 if self.yakuman else 0

    @property
    def per_tile(self) -> bool:
        return self.spec.id in ("hua_pai", FLOWER_TILES.id)

    @property
    def points(self) -> int:
        return self.multiplier * YAKUMAN_UNIT


@dataclass(frozen=True)
class Section:
    """One tab: its catalogue key (with ``low``/``high`` for a value band) and its cards."""

    key: str
    entries: tuple[Entry, ...]
    low: int = 0
    high: int = 0


@dataclass(frozen=True)
class FanTable:
    """What one mode's encyclopedia shows; ``collects``: the 役满 collection is counted;
    ``keys``: the catalogue key of the footer that names this table's tabs."""

    sections: tuple[Section, ...]
    collects: bool
    keys: str = "ency.keys"


def _physical(
    kinds: Sequence[int], melds: tuple[Meld, ...], win_kind: int
) -> tuple[tuple[int, ...], int]:
    """Tile ids for concealed ``kinds`` beside ``melds``, and the id of the winning tile."""
    used = [0] * NUM_KINDS
    for meld in melds:
        for tile in meld.tiles:
            used[tile // COPIES] += 1
    concealed = []
    for kind in kinds:
        concealed.append(kind * COPIES + used[kind])
        used[kind] += 1
    return tuple(concealed), max(t for t in concealed if t // COPIES == win_kind)


def example_tiles(spec: FanSpec) -> ExampleTiles:
    hand = spec.example.hand()
    concealed, win = _physical(hand.concealed, hand.melds, hand.win_tile)
    situation = hand.situation
    flags = tuple(name for name in FLAG_NAMES if getattr(situation, name))
    return ExampleTiles(
        concealed,
        hand.melds,
        win,
        situation.flower_indicators,
        situation.win_by.value,
        flags,
    )


GB_FLAG_NAMES = ("after_kong", "last_tile", "last_of_kind")


def gb_example_tiles(spec: FanSpec) -> ExampleTiles:
    """A 国标 example (:class:`~mahjong2p.rules.gb.scoring.example.GbExample`) as tiles; its
    花牌 count becomes that many flower tiles (春, 夏, …)."""
    kinds, melds, win_kind, situation = spec.example.hand()
    concealed, win = _physical(kinds, melds, win_kind)
    flags = tuple(name for name in GB_FLAG_NAMES if getattr(situation, name))
    flowers = tuple(FLOWER_BASE + i for i in range(situation.flowers))
    return ExampleTiles(concealed, melds, win, flowers, situation.win_by.value, flags)


def fan_entries() -> list[Entry]:
    return [Entry(e.spec, False, example_tiles(e.spec)) for e in FANS]


def yakuman_entries() -> list[Entry]:
    return [Entry(e.spec, True, example_tiles(e.spec)) for e in YAKUMAN]


def arcade_table() -> FanTable:
    """Part A: the fans and the 役满, whose collection the profile keeps."""
    return FanTable(
        (
            Section("ency.fans", tuple(fan_entries())),
            Section("ency.yakuman", tuple(yakuman_entries())),
        ),
        collects=True,
    )


# The 国标 values grouped into tabs (every value of the table falls in one band).
GB_BANDS = ((24, 88), (5, 16), (1, 4))


def gb_entries() -> list[Entry]:
    """Every fan of the 72-tile set, highest first, each with the fans it implies (不计);
    花牌 (1 fan each, outside the table and 起和) last."""
    by_id = {e.spec.id: e.spec for e in GB_FANS}
    fans = [
        Entry(
            e.spec,
            False,
            gb_example_tiles(e.spec),
            tuple(by_id[i] for i in e.replaces if i in by_id),
        )
        for e in GB_FANS
    ]
    return [*fans, Entry(FLOWER_TILES, False, gb_example_tiles(FLOWER_TILES))]


def gb_table() -> FanTable:
    """Part B: the 国标 fans of this tile set in value bands (no 役满, nothing collected)."""
    entries = gb_entries()
    sections = tuple(
        Section(
            "gbx.ency.band",
            tuple(e for e in entries if low <= e.spec.value <= high),
            low,
            high,
        )
        for low, high in GB_BANDS
    )
    return FanTable(sections, collects=False, keys="gbx.ency.keys")
