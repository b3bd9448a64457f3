"""Building a hand with a chosen wall, from tile strings, for scenario tests."""

from __future__ import annotations

from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.tiles import NUM_TILES, kind_of, parse_kinds
from mahjong2p.rules.wall import LIVE_TILES


class _Pool:
    def __init__(self) -> None:
        self.free = list(range(NUM_TILES))

    def take(self, text: str) -> list[int]:
        tiles = []
        for kind in parse_kinds(text):
            tile = next(t for t in self.free if kind_of(t) == kind)
            self.free.remove(tile)
            tiles.append(tile)
        return tiles

    def take_avoiding(self, count: int, avoid: str) -> list[int]:
        banned = set(parse_kinds(avoid))
        tiles = [t for t in self.free if kind_of(t) not in banned][:count]
        for t in tiles:
            self.free.remove(t)
        return tiles


def rigged_hand(
    dealer_tiles: str,
    other_tiles: str,
    draws: str = "",
    replacements: str = "",
    indicator: str = "9p",
    filler_avoids: str = "",
    dealer: int = 0,
    live_left: int | None = None,
    config: HandConfig | None = None,
) -> Hand:
    """A hand whose dealer gets ``dealer_tiles`` (14), the other seat ``other_tiles`` (13),
    then ``draws`` in order; kong replacements (taken from the wall's end) are
    ``replacements`` in order. Filler tiles avoid the kinds in ``filler_avoids``.
    ``live_left`` shortens the game: the deal is followed by that many live tiles only
    (the rest of the 71 go to the front of the dead pool, keeping every tile accounted for).
    """
    pool = _Pool()
    dealt = pool.take(dealer_tiles) + pool.take(other_tiles)
    assert len(dealt) == 27, "dealer 14 + other 13"
    front = pool.take(draws)
    tail = pool.take(replacements)[::-1]
    ind = pool.take(indicator)
    filler = pool.take_avoiding(LIVE_TILES - 27 - len(front) - len(tail), filler_avoids)
    order = dealt + front + filler + tail + pool.free + ind
    hand = Hand(seed=0, dealer=dealer, config=config, wall_order=order)
    if live_left is not None:
        keep = live_left - len(front) - len(tail)
        assert keep >= 0, "live_left must leave room for the scripted draws"
        hand.wall.dead[:0] = filler[keep:]
        hand.wall.live = front + filler[:keep] + tail
    return hand
