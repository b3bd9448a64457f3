"""How dangerous each tile is to discard, judged from what the CPU can see.

There is no furiten rule (RULES.md A4), so a tile is not safe just because the opponent
discarded it earlier. Two things are certain, though: after a 报听 the opponent's hand is
locked, so every tile that passed them since (their own forced discards, and the CPU's
discards they did not win on) is not a wait; and a wait needs tiles in the opponent's hand,
which must be among the tiles the CPU has not seen. So each kind's danger is the weight of
the wait shapes (两面, 嵌张, 边张, 双碰, 单骑) that could still be waiting on it, from the
unseen copies of their tiles, softened for tiles the opponent let go of and for suits an
opponent collecting one suit does not use.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import NUM_KINDS, kind_of
from mahjong2p.rules.view import PlayerView

# Relative weight of one combination of opponent tiles for each wait shape.
TWO_SIDED, EDGE, CLOSED, PAIR_WAIT, SINGLE = 2.0, 0.7, 0.8, 1.0, 0.5
# A ready hand waits on this many kinds on average.
WAITS_PER_HAND = 1.6
# The opponent is less likely to hold a kind they have discarded (so to wait with it).
LET_GO = 0.6
# An opponent whose melds are all of one suit (and honours) rarely waits in another suit.
OFF_SUIT = 0.3
ONE_SUIT_MELDS = 2
# Readiness of an undeclared opponent: a base per own discard and per meld, capped; below
# CLEARLY_CLOSE it is not a threat worth weighing (early turns, no melds).
READY_PER_TURN, READY_PER_MELD, READY_CAP = 0.035, 0.12, 0.85
CLEARLY_CLOSE = 0.5
ALL_SUITS = [1.0] * NUM_KINDS


@dataclass
class ReadyWatch:
    """Remembers, within one hand, which tiles were in the ponds when the opponent's 报听
    was first seen: every tile discarded since then passed a locked hand."""

    view: PlayerView | None = None
    before: frozenset[int] | None = None

    def passed_kinds(self, view: PlayerView) -> set[int]:
        """Kinds that cannot be the declared opponent's waits (empty before a 报听)."""
        if view is not self.view:
            self.view, self.before = view, None
        if not view.declared_ready[view.opponent]:
            return set()
        ponds = {t for seat in (0, 1) for t in view.discards[seat]}
        if self.before is None:
            self.before = frozenset(ponds)
        return {kind_of(t) for t in ponds - self.before}


def readiness(view: PlayerView, read_weight: float) -> float:
    """Chance the opponent is ready: 1 after a 报听, else, once they look clearly close, a
    guess from their turns and melds scaled by the level's ``read_weight``.

    A person may stay silent when ready (RULES.md A5 makes 报听 optional), so a late hand
    with melds is read as a threat; the CPU's own levels mostly declare, so against them
    this rarely fires.
    """
    opponent = view.opponent
    if view.declared_ready[opponent]:
        return 1.0
    melds = len(view.melds[opponent])
    guess = READY_PER_TURN * (len(view.discards[opponent]) + melds) + READY_PER_MELD * melds
    return read_weight * min(guess, READY_CAP) if guess >= CLEARLY_CLOSE else 0.0


def wait_chances(
    view: PlayerView, unseen: list[int], passed: set[int], own_discard_wait: float = 1.0
) -> list[float]:
    """Per kind, the chance it is one of the opponent's waits if they are ready.

    ``own_discard_wait`` scales the wait weight of a kind the opponent has discarded
    themselves, beyond their holding fewer copies of it: a player who threw a tile away
    seldom builds the wait on it afterwards (docs/ai.md measures how seldom). Without
    furiten a trap is legal, so master keeps a small factor rather than 0."""
    opponent = view.opponent
    let_go = {kind_of(t) for t in view.discards[opponent]}
    suit_factors = _suit_factors(view.melds[opponent])
    held = [
        unseen[k] * (LET_GO if k in let_go else 1.0) * suit_factors[k] for k in range(NUM_KINDS)
    ]
    weights = []
    for kind, shapes in enumerate(WAIT_SHAPES):
        if kind in passed:
            weights.append(0.0)
            continue
        # The weighted combinations of opponent tiles that would wait on ``kind``.
        copies = held[kind]
        weight = SINGLE * copies + PAIR_WAIT * copies * (copies - 1 if copies > 1 else 0) / 2
        for factor, first, second in shapes:
            weight += factor * held[first] * held[second]
        weights.append(weight * own_discard_wait if kind in let_go else weight)
    total = sum(weights)
    if total == 0:
        return weights
    chances = [WAITS_PER_HAND * w / total for w in weights]
    return [c if c < 1.0 else 1.0 for c in chances]


def _suit_factors(melds: list[Meld]) -> list[float]:
    """Per kind: down-weights the suits an opponent visibly collecting another suit has no
    use for (read once per decision from the opponent's melds)."""
    suits = {k // 9 for m in melds for k in m.kinds if k < 27}
    if len(melds) >= ONE_SUIT_MELDS and len(suits) == 1:
        return [1.0 if k >= 27 or k // 9 in suits else OFF_SUIT for k in range(NUM_KINDS)]
    return ALL_SUITS


def _wait_shapes(kind: int) -> tuple[tuple[float, int, int], ...]:
    """The sequence waits on ``kind``: (weight, the two kinds the opponent holds for it)."""
    if kind >= 27:
        return ()
    n = kind % 9
    shapes = []
    if n <= 6:  # 45 waiting on 3 (and 6); 89 waiting on 7 is an edge wait
        shapes.append((EDGE if n == 6 else TWO_SIDED, kind + 1, kind + 2))
    if n >= 2:  # 12 waiting on 3 is an edge wait
        shapes.append((EDGE if n == 2 else TWO_SIDED, kind - 1, kind - 2))
    if 1 <= n <= 7:
        shapes.append((CLOSED, kind - 1, kind + 1))
    return tuple(shapes)


WAIT_SHAPES = tuple(_wait_shapes(kind) for kind in range(NUM_KINDS))
