"""Example hands in mpsz notation, for the fan encyclopedia and the tests that check them."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from mahjong2p.rules.melds import Meld, MeldKind, meld_shape_error
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.tiles import COPIES, NUM_KINDS, parse_kinds


@dataclass(frozen=True)
class ExampleHand:
    """An example turned into the arguments of ``score_win``."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    situation: WinSituation


@dataclass(frozen=True)
class Example:
    """A winning hand written the way people write hands.

    ``concealed`` includes the winning tile ``win_tile``; each meld is ``"kind:tiles"``
    with a kind of :class:`MeldKind` (``"pon:777z"``, ``"concealed_kong:9999s"``);
    ``flowers`` are the 花牌 indicators in mpsz (``"5p5p"`` for two indicators of 5p).
    """

    concealed: str
    win_tile: str
    melds: tuple[str, ...] = ()
    situation: WinSituation = field(default_factory=WinSituation)
    flowers: str = ""

    def hand(self) -> ExampleHand:
        """The example as kinds and physical-tile melds; ValueError if it is malformed."""
        (win,) = parse_kinds(self.win_tile)
        used = [0] * NUM_KINDS
        melds = tuple(parse_meld(text, used) for text in self.melds)
        flowers = tuple(parse_kinds(self.flowers))
        situation = replace(self.situation, flower_indicators=flowers)
        return ExampleHand(tuple(parse_kinds(self.concealed)), melds, win, situation)


def parse_meld(text: str, used: list[int]) -> Meld:
    """A meld written ``"kind:tiles"``; ``used`` counts the copies taken so far per kind,
    so that the physical ids stay distinct (the 国标 examples parse their melds too)."""
    kind_name, _, tiles = text.partition(":")
    kind = MeldKind(kind_name)
    kinds = parse_kinds(tiles)
    problem = meld_shape_error(kind, tuple(sorted(kinds)))
    if problem:
        raise ValueError(f"example meld {text!r}: {problem}")
    physical = []
    for k in kinds:
        physical.append(k * COPIES + used[k])
        used[k] += 1
    called = None if kind is MeldKind.CONCEALED_KONG else physical[0]
    return Meld(kind, tuple(physical), called)
