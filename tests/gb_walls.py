"""Building a 72-tile hand with a chosen wall, from tile strings, for scenario tests.

:class:`~mahjong2p.rules.gb.wall.GbWall` takes an order as the front of the wall gives it
from the break on; this lays the dealt tiles out so that the 4-4-4-跳牌 deal hands them
out as written, then ``draws`` in the order they are drawn, with ``tail`` the replacements
in the order they are taken (the last stack's top, its bottom, the stack before …)."""

from __future__ import annotations

from gb_standin import GB_STANDIN

from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.rules.tileset import GB_TILES

WALL = 72


def gb_tiles(text: str, free: list[int]) -> list[int]:
    tiles = []
    for kind in parse_kinds(text, flowers=True):
        tile = next(t for t in free if kind_of(t) == kind)
        free.remove(tile)
        tiles.append(tile)
    return tiles


def deal_order(dealer: list[int], other: list[int]) -> list[int | None]:
    """The 27 dealt tiles in front-of-wall order: 4-4-4 each, then 跳牌 (the tops of the
    next stack and the one after the next, the bottom of the first): ``None`` marks the
    places left for the first draws (the skipped stack, then the bottom under the jump)."""
    order: list[int | None] = []
    for turn in range(3):
        order += dealer[4 * turn : 4 * turn + 4] + other[4 * turn : 4 * turn + 4]
    return [*order, dealer[12], other[12], None, None, dealer[13]]


def tail_slots(count: int) -> list[int]:
    """Wall-order indices of the first ``count`` replacements: 70, 71, 68, 69, …"""
    return [WALL - 2 - 2 * (i // 2) + i % 2 for i in range(count)]


def gb_hand(
    dealer_tiles: str,
    other_tiles: str,
    draws: str = "",
    tail: str = "",
    dealer: int = 0,
    filler_avoids: str = "",
    rules: RuleSet = GB_STANDIN,
) -> Hand:
    """A 72-tile hand: the dealer gets ``dealer_tiles`` (14), the other seat
    ``other_tiles`` (13), then the front gives ``draws`` and the tail ``tail``. Filler
    tiles avoid the kinds in ``filler_avoids`` where they can."""
    free = list(GB_TILES.tiles)
    dealt = gb_tiles(dealer_tiles, free), gb_tiles(other_tiles, free)
    assert [len(tiles) for tiles in dealt] == [14, 13], "dealer 14 + other 13"
    order = deal_order(*dealt)
    front = gb_tiles(draws, free)
    back = gb_tiles(tail, free)
    banned = set(parse_kinds(filler_avoids, flowers=True))
    free.sort(key=lambda t: kind_of(t) in banned)
    rest = [*front, *free]
    layout = [*order, *([None] * (WALL - len(order)))]
    for slot, tile in zip(tail_slots(len(back)), back, strict=True):
        layout[slot] = tile
    it = iter(rest)
    wall = [t if t is not None else next(it) for t in layout]
    return Hand(seed=0, dealer=dealer, wall_order=wall, rules=rules)
