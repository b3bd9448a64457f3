"""Which stage-feature choice the feature seat is asked to make, and the items it holds.

One closed set for the five choices keeps the phase, the events and the legal actions of
every feature on the same footing; what differs between them is data in :data:`SPECS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Choice(Enum):
    """The values are the ids the UI, the replays and the save data use."""

    OPENING_SWAP = "opening_swap"  # 起始换牌: any of the dealt tiles for dead-pool tiles
    DRAW_CHOICE = "draw_choice"  # 搓牌: the next draw is a kind of the seat's choice
    TRIPLET_OFFER = "triplet_offer"  # 刻子换牌: three own tiles for an offered triplet
    TOU_TIAN_HUAN_RI = "tou_tian_huan_ri"  # 偷天换日 (item): one tile into a chosen kind
    YI_HUA_JIE_MU = "yi_hua_jie_mu"  # 移花接木 (item): three tiles into a random triplet

    @property
    def is_item(self) -> bool:
        return self in ITEMS

    @property
    def spec(self) -> ChoiceSpec:
        return SPECS[self]


ITEMS = (Choice.TOU_TIAN_HUAN_RI, Choice.YI_HUA_JIE_MU)


@dataclass(frozen=True, slots=True)
class ChoiceSpec:
    """How a choice is answered: the seat marks ``marks`` of its concealed tiles (``None``:
    any number from one up), then finishes with a kind (``by_kind``) or a confirmation."""

    marks: int | None
    by_kind: bool


SPECS = {
    Choice.OPENING_SWAP: ChoiceSpec(marks=None, by_kind=False),
    Choice.DRAW_CHOICE: ChoiceSpec(marks=0, by_kind=True),
    Choice.TRIPLET_OFFER: ChoiceSpec(marks=3, by_kind=False),
    Choice.TOU_TIAN_HUAN_RI: ChoiceSpec(marks=1, by_kind=True),
    Choice.YI_HUA_JIE_MU: ChoiceSpec(marks=3, by_kind=False),
}


@dataclass(frozen=True, slots=True)
class ItemStock:
    """How many of each table item the feature seat holds when the hand starts."""

    tou_tian_huan_ri: int = 0
    yi_hua_jie_mu: int = 0

    def count(self, item: Choice) -> int:
        if not item.is_item:
            raise ValueError(f"{item.value} is not a table item")
        return int(getattr(self, item.value))
