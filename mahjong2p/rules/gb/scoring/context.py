"""What a 国标 fan sees: one reading of the hand (or a special complete pattern) and the hand.

A standard reading is the decomposition of the concealed tiles (``decompose.Reading``)
with the melds on top; the combination fans of its sets are worked out here once
(:mod:`.chows`, :mod:`.pungs`), because the official combination rules are about sets,
not about one fan. Every fan's ``applies`` then reads plain fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from mahjong2p.rules.decompose import Reading
from mahjong2p.rules.gb.scoring.chows import chow_fans
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.hand import HONOUR_BASE, GbHand
from mahjong2p.rules.gb.scoring.pungs import kong_fans, pung_fans
from mahjong2p.rules.tiles import WINDS

TERMINAL_KINDS = frozenset([0, 8])
FIVE = 4  # the kind of 5m, the pair of 一色双龙会
LOW_MIDDLE, HIGH_MIDDLE = 1, 7  # 123 and 789 by middle kind
EDGE, CLOSED, SINGLE = "edge", "closed", "single"


@dataclass(slots=True)
class GbContext:
    """One reading: the only argument of every 国标 fan's ``applies`` (not frozen: built
    on the hot path, never changed after).

    ``middles``: every sequence by middle kind, melds included, sorted; ``triplets``:
    every triplet and kong. ``wait``: ``edge`` / ``closed`` / ``single`` when the winning
    tile was the hand's only wait and sits there in this reading, else ``""``.
    ``pung_of_terminals``: the 幺九刻 left after 三风刻 and the wind fans took theirs.
    """

    hand: GbHand
    form: GbForm
    pair: int = -1
    middles: tuple[int, ...] = ()
    triplets: tuple[int, ...] = ()
    chow_fans: dict[str, int] = field(default_factory=dict)
    pung_fans: dict[str, int] = field(default_factory=dict)
    kong_fans: dict[str, int] = field(default_factory=dict)
    pung_of_terminals: int = 0
    tile_hogs: int = 0
    wait: str = ""
    terminal_chows: bool = False  # 一色双龙会: 123 123 789 789 and 55 of one suit
    outside: bool = False  # 全带幺: every set and the pair hold a terminal or honour


def standard_context(reading: Reading, hand: GbHand) -> GbContext:
    """The context of a four-sets-and-a-pair reading."""
    pair = reading.pair if reading.pair is not None else -1
    sequences = reading.sequences
    middles = tuple(f + 1 for f in sequences)  # decompose lists them in order
    if hand.meld_middles:
        middles = tuple(sorted(middles + hand.meld_middles))
    triplets = reading.triplets + hand.meld_triplets
    win = hand.win_tile
    concealed = len(reading.triplets)
    discard_triplet = not hand.self_draw and win in reading.triplets
    if discard_triplet and not any(f <= win <= f + 2 for f in sequences):
        concealed -= 1  # a triplet completed by a discard is not concealed
    situation = hand.situation
    chows, terminal_chows, outside_sequences = _sequences(pair, middles)
    pungs, terminals, outside_triplets = _triplets(
        triplets, situation.seat_wind, situation.prevalent_wind
    )
    return GbContext(
        hand,
        GbForm.STANDARD,
        pair,
        middles,
        triplets,
        chows,
        pungs,
        kong_fans(concealed, hand.melded_kongs, hand.concealed_kongs),
        terminals,
        hand.tile_hogs,
        _wait(reading, hand),
        terminal_chows,
        outside_sequences and outside_triplets,
    )


# What a reading's sets make together, memoised: hands repeat their sets all the time, and
# a game asks about the same hand again and again. The dicts are shared: never changed.


@lru_cache(maxsize=1 << 12)
def _sequences(pair: int, middles: tuple[int, ...]) -> tuple[dict[str, int], bool, bool]:
    """The sequence fans, 一色双龙会, and whether the pair and every sequence hold a
    terminal or an honour (half of 全带幺)."""
    terminal_chows = pair == FIVE and middles == (LOW_MIDDLE, LOW_MIDDLE, HIGH_MIDDLE, HIGH_MIDDLE)
    outside = all(m in (LOW_MIDDLE, HIGH_MIDDLE) for m in middles) and _outer(pair)
    return {} if terminal_chows else chow_fans(middles), terminal_chows, outside


@lru_cache(maxsize=1 << 14)
def _triplets(
    triplets: tuple[int, ...], seat_wind: int, prevalent_wind: int
) -> tuple[dict[str, int], int, bool]:
    """The triplet fans, the 幺九刻 count, and whether every triplet is of a terminal or
    an honour (the other half of 全带幺)."""
    return (
        pung_fans(triplets),
        _pung_of_terminals(triplets, seat_wind, prevalent_wind),
        all(_outer(k) for k in triplets),
    )


def _outer(kind: int) -> bool:
    return kind >= HONOUR_BASE or kind % 9 in TERMINAL_KINDS


def seven_pairs_context(hand: GbHand) -> GbContext:
    return GbContext(hand=hand, form=GbForm.SEVEN_PAIRS, tile_hogs=hand.tile_hogs)


def _pung_of_terminals(triplets: tuple[int, ...], seat_wind: int, prevalent_wind: int) -> int:
    """Terminal and wind triplets, less the three winds of 三风刻 or else the seat and
    prevalent winds (their own fans count them); the bigger fans that exclude 幺九刻
    altogether are registry data."""
    winds = [k for k in triplets if k in WINDS]
    terminals = sum(k % 9 in TERMINAL_KINDS and k < HONOUR_BASE for k in triplets)
    if len(winds) >= 3:
        return terminals
    return terminals + sum(k != seat_wind and k != prevalent_wind for k in winds)


def _wait(reading: Reading, hand: GbHand) -> str:
    """Where the winning tile sits among the concealed sets — edge before closed before
    the pair — when it was the only wait (the oracle's ``adjust_by_waiting_form``)."""
    win = hand.win_tile
    edge = closed = False
    for first in reading.sequences:
        if first + 1 == win:
            closed = True
        elif first == win or first + 2 == win:
            edge = True
    single = reading.pair == win
    if not (edge or closed or single) or not hand.unique_wait():
        return ""
    return EDGE if edge else CLOSED if closed else SINGLE


def seven_shifted_pairs_context(hand: GbHand) -> GbContext:
    return GbContext(hand=hand, form=GbForm.SEVEN_SHIFTED_PAIRS)


# 九莲宝灯 adds fans by the winning tile's rank (the oracle's reading of 不计):
# 1 or 9 → 清龙 and 四归一; 2, 5 or 8 → 双暗刻 and 幺九刻; 2–4 and 6–8 → 连六.
_NINE_GATES_STRAIGHT = frozenset([1, 9])
_NINE_GATES_PUNGS = frozenset([2, 5, 8])
_NINE_GATES_SHORT = frozenset([2, 3, 4, 6, 7, 8])


def nine_gates_context(hand: GbHand) -> GbContext:
    rank = hand.win_tile % 9 + 1
    chows = {"pure_straight": 1} if rank in _NINE_GATES_STRAIGHT else {}
    if rank in _NINE_GATES_SHORT:
        chows["short_straight"] = 1
    pungs = rank in _NINE_GATES_PUNGS
    return GbContext(
        hand=hand,
        form=GbForm.NINE_GATES,
        chow_fans=chows,
        kong_fans={"two_concealed_pungs": 1} if pungs else {},
        pung_of_terminals=int(pungs),
        tile_hogs=int(rank in _NINE_GATES_STRAIGHT),
    )
