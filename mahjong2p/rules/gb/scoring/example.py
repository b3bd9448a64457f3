"""国标 example hands in mpsz notation, for the fan encyclopedia and the tests."""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring.example import parse_meld
from mahjong2p.rules.tiles import NUM_KINDS, parse_kinds


@dataclass(frozen=True)
class GbExample:
    """A 国标 winning hand as people write it: ``concealed`` includes ``win_tile``; melds
    are ``"kind:tiles"`` as in the arcade's :class:`~mahjong2p.rules.scoring.Example`."""

    concealed: str
    win_tile: str
    melds: tuple[str, ...] = ()
    situation: GbSituation = field(default_factory=GbSituation)

    def hand(self) -> tuple[list[int], tuple[Meld, ...], int, GbSituation]:
        """The arguments of ``score_gb``; ValueError if the example is malformed."""
        used = [0] * NUM_KINDS
        melds = tuple(parse_meld(text, used) for text in self.melds)
        (win,) = parse_kinds(self.win_tile)
        return parse_kinds(self.concealed), melds, win, self.situation
