"""What the opponent's hand is visibly worth, per kind it could win on: the CPU's side of
the arcade, where only the human's wins score (RULES.md A7).

Dealing in to a cheap hand and to a 清一色 with three 花牌 both end the hand, but the
second costs the human's side of the table far more points, so the CPU weighs each tile's
danger by the fan a win on it would likely pay, read from what it can see: a concealed
hand (门清, 门清自摸 half the time) and a declared one (门清报听), the 花牌 indicator
copies in the opponent's melds and the ones they probably hold, a suit the opponent's
melds and pond say they are collecting (混一色/清一色 on that suit and the honours), and
dragon triplets on show (小三元). The fans become points as the game pays them, and each
kind's worth is those points over a plain two-fan win.
"""

from __future__ import annotations

from mahjong2p.ai.value import points_of_fan
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import DRAGONS, NUM_KINDS, kind_of
from mahjong2p.rules.view import PlayerView

# Fans a win holds for sure, before anything the opponent shows: 推倒胡 or one small fan.
BASE_FAN = 1.0
# A concealed hand: 门清, and 门清自摸 about half the time; declared as well: 门清报听.
CLOSED_FAN, DECLARED_CLOSED_FAN = 1.5, 1.0
# A suit the opponent is visibly collecting: between 混一色 (3) and 清一色 (5).
FLUSH_FAN = 3.5
# How sure the CPU is of a one-suit hand: melds all of one suit (one meld, two or more);
# a pond of at least POND_READ suited tiles with at most POND_SHARE of the suit.
ONE_MELD_LEAN, MELDS_LEAN, POND_LEAN = 0.4, 0.8, 0.5
POND_READ, POND_SHARE = 6, 0.1
# Two dragon triplets on show: 小三元 on the third dragon.
LITTLE_DRAGONS_FAN = 4.0
REFERENCE_POINTS = points_of_fan(2.0)
LEAST_WORTH = 0.25
SUITS = 3


def opponent_worth(view: PlayerView, unseen: list[int], value_danger: float) -> list[float]:
    """Per kind, how much worse than a plain two-fan win it is to deal in on it (1 for
    every kind when ``value_danger`` is 0)."""
    if not value_danger:
        return [1.0] * NUM_KINDS
    opponent = view.opponent
    melds = view.melds[opponent]
    closed = not any(m.kind.is_open for m in melds)
    fan = BASE_FAN + _flowers(view, melds, unseen)
    if closed:
        fan += CLOSED_FAN + DECLARED_CLOSED_FAN * view.declared_ready[opponent]
    leans = _flush_leans(view, melds)
    # A kind's fan depends only on its suit (honours: the strongest lean), beside 小三元.
    honour_fan = fan + FLUSH_FAN * max(leans, default=0.0)
    suit_fans = [fan + FLUSH_FAN * lean for lean in leans]
    little_dragons = sum(1 for m in melds if m.first_kind in DRAGONS) >= 2
    fans = [suit_fans[kind // 9] if kind < 27 else honour_fan for kind in range(NUM_KINDS)]
    if little_dragons:
        for kind in DRAGONS:
            fans[kind] += LITTLE_DRAGONS_FAN
    worth_of = {f: _worth(f, value_danger) for f in set(fans)}
    return [worth_of[f] for f in fans]


def _worth(kind_fan: float, value_danger: float) -> float:
    """What a deal-in on a win of ``kind_fan`` costs relative to a plain two-fan win."""
    ratio = points_of_fan(kind_fan) / REFERENCE_POINTS
    return max(LEAST_WORTH, 1 + value_danger * (ratio - 1))


def _flowers(view: PlayerView, melds: list[Meld], unseen: list[int]) -> float:
    """花牌 copies in the opponent's melds, and the copies their hidden tiles hold on
    average (their share of the tiles the CPU has not seen)."""
    kinds = [kind_of(t) for t in view.indicators]
    shown = sum(meld.kinds.count(k) for meld in melds for k in kinds)
    hidden_share = view.opponent_tile_count / max(sum(unseen), 1)
    return shown + hidden_share * sum(unseen[k] for k in kinds)


def _flush_leans(view: PlayerView, melds: list[Meld]) -> list[float]:
    """Per suit, how much the opponent looks to be collecting it alone."""
    leans = [0.0] * SUITS
    meld_suits = {k // 9 for m in melds for k in m.kinds if k < 27}
    if len(meld_suits) == 1:
        (suit,) = meld_suits
        leans[suit] = MELDS_LEAN if len(melds) >= 2 else ONE_MELD_LEAN
    pond = [kind_of(t) // 9 for t in view.discards[view.opponent] if kind_of(t) < 27]
    if len(pond) >= POND_READ:
        for suit in range(SUITS):
            if pond.count(suit) <= POND_SHARE * len(pond) and meld_suits <= {suit}:
                leans[suit] = max(leans[suit], POND_LEAN)
    return leans
