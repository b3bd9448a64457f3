"""The feature seat's choices when an AI plays it (``sim --stage K``, the 托管 helper, the
turn timer): take a 搓牌 with the best tile, a triplet offer when it helps, swap isolated
tiles at the start, and use 偷天换日 when it wins at once.

:func:`feature_choice` answers any stage-feature choice and returns ``None`` when the legal
actions are ordinary ones, so any agent can be wrapped by :class:`FeatureSeatAgent`. It
judges hands by shape alone: shanten first, then 受入 (the unseen tiles that improve it).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from mahjong2p.ai.agent import Agent
from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.shape import shanten_of
from mahjong2p.rules.tiles import COPIES, NUM_KINDS, counts_of, is_honour, kind_of
from mahjong2p.rules.view import PlayerView

ANSWERS = frozenset({ChoiceActionKind.SELECT, ChoiceActionKind.CONFIRM, ChoiceActionKind.PICK_KIND})
NEAR = 2  # suited tiles this close in number are not isolated from each other
WIN = -1  # the shanten of a complete hand


def feature_choice(view: PlayerView, legal: Sequence[Action]) -> Action | None:
    """The feature seat's answer to a stage feature's choice, or to "use an item?" on its
    turn; ``None`` when ``legal`` holds only ordinary actions (or no item is worth it)."""
    if view.choice is not None and any(a.kind in ANSWERS for a in legal):
        return _ANSWER[view.choice.choice](_Ask(view, legal))
    items = [
        a
        for a in legal
        if a.kind is ChoiceActionKind.USE_ITEM and a.item is Choice.TOU_TIAN_HUAN_RI
    ]
    if items and _Ask(view, legal).wins_by_one_change(view.unseen_counts()):
        return items[0]
    return None


class FeatureSeatAgent:
    """Any agent, with :func:`feature_choice` making the stage-feature choices for it;
    the wrapped agent never sees an item action.

    偷天换日 is taken up when a change of one tile would win by the unseen tiles, but only
    the item's offer shows which kinds are still face down; when the winning kind is not,
    the offer is declined, and the agent does not open the item again in the same turn
    (the turn would never end: open, decline, open...)."""

    def __init__(self, agent: Agent) -> None:
        self._agent = agent
        self._opened_in: tuple[int, ...] | None = None  # the turn it last opened an item

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        choice = feature_choice(view, legal)
        if choice is not None and choice.kind is ChoiceActionKind.USE_ITEM:
            turn = _turn_of(view)
            choice = None if turn == self._opened_in else choice
            self._opened_in = turn
        if choice is not None:
            return choice
        ordinary = [a for a in legal if a.kind is not ChoiceActionKind.USE_ITEM]
        return self._agent.choose(view, ordinary)


def _turn_of(view: PlayerView) -> tuple[int, ...]:
    """Which turn of which hand ``view`` is at: nothing but an item's use changes it within
    a turn, and every draw or discard moves it on."""
    return (view.hand_number, view.live_count, len(view.discards[0]), len(view.discards[1]))


class _Ask:
    """One choice to answer: the seat's tiles, what it has marked, and shape helpers."""

    def __init__(self, view: PlayerView, legal: Sequence[Action]) -> None:
        self.view = view
        self.legal = legal
        self.counts = counts_of(kind_of(t) for t in view.concealed)
        self.now = self.shanten(self.counts)
        selectable = {a.tile for a in legal if a.kind is ChoiceActionKind.SELECT}
        # With no SELECT left, every tile the plan marks has been marked.
        self.marked = [t for t in view.concealed if t not in selectable or not selectable]

    def shanten(self, counts: list[int]) -> int:
        return shanten_of(counts, self.view.melds[self.view.seat])

    def held(self) -> list[int]:
        return [k for k, n in enumerate(self.counts) for _ in range(n)]

    def mark_then(self, kinds: Sequence[int], finish: Action) -> Action:
        """SELECT a tile of each of ``kinds`` in turn, then ``finish``; PASS for none."""
        if not kinds:
            return Action(ActionKind.PASS, self.view.seat)
        for tile in self._tiles_for(kinds):
            if tile not in self.marked:
                return Action(ChoiceActionKind.SELECT, self.view.seat, tile=tile)
        return finish

    def confirm(self) -> Action:
        return Action(ChoiceActionKind.CONFIRM, self.view.seat)

    def _tiles_for(self, kinds: Sequence[int]) -> list[int]:
        """Physical tiles of the hand for ``kinds`` (a repeated kind takes another copy)."""
        pool = list(self.view.concealed)
        tiles = []
        for kind in kinds:
            tile = next(t for t in pool if kind_of(t) == kind)
            pool.remove(tile)
            tiles.append(tile)
        return tiles

    def best_give(self, count: int, got: Sequence[int]) -> tuple[tuple[int, ...], int]:
        """The ``count`` held kinds to give for ``got`` that leave the lowest shanten."""

        def after(kinds: tuple[int, ...]) -> int:
            counts = list(self.counts)
            for k in kinds:
                counts[k] -= 1
            for k in got:
                counts[k] += 1
            return self.shanten(counts)

        give = min(sorted(set(itertools.combinations(self.held(), count))), key=after)
        return give, after(give)

    def best_change(self, available: Sequence[int]) -> tuple[int, int, int]:
        """(held kind, new kind, shanten after) of the best single change of a tile."""
        options = []
        for old in sorted(set(self.held())):
            for new in range(NUM_KINDS):
                if new != old and available[new]:
                    counts = list(self.counts)
                    counts[old] -= 1
                    counts[new] += 1
                    options.append((self.shanten(counts), old, new))
        score, old, new = min(options)
        return old, new, score

    def wins_by_one_change(self, available: Sequence[int]) -> bool:
        return self.now == 0 and self.best_change(available)[2] == WIN


# ---------------------------------------------------------------- the answers
def _opening_swap(ask: _Ask) -> Action:
    """Swap every isolated tile: one of a kind with no neighbour near it in its suit."""
    counts = ask.counts
    isolated = [
        kind
        for kind, n in enumerate(counts)
        if n == 1 and not any(counts[k] for k in _neighbours(kind))
    ]
    return ask.mark_then(isolated, ask.confirm())


def _neighbours(kind: int) -> list[int]:
    if is_honour(kind):
        return []
    base = kind - kind % 9
    return [k for k in range(max(base, kind - NEAR), min(base + 8, kind + NEAR) + 1) if k != kind]


def _draw_choice(ask: _Ask) -> Action:
    """The kind that leaves the lowest shanten after the best discard, then the most 受入."""
    unseen = ask.view.unseen_counts()

    def value(action: Action) -> tuple[int, int]:
        assert action.tile_kind is not None
        counts = list(ask.counts)
        counts[action.tile_kind] += 1
        return _after_best_discard(ask, counts, unseen)

    return min((a for a in ask.legal if a.kind is ChoiceActionKind.PICK_KIND), key=value)


def _after_best_discard(ask: _Ask, counts: list[int], unseen: Sequence[int]) -> tuple[int, int]:
    """(shanten, −受入) of a 14-tile hand after its best discard; (−1, 0) for a win."""
    if ask.shanten(counts) == WIN:
        return (WIN, 0)
    after: dict[int, list[int]] = {}
    for kind in {k for k, n in enumerate(counts) if n}:
        rest = list(counts)
        rest[kind] -= 1
        after[kind] = rest
    scores = {kind: ask.shanten(rest) for kind, rest in after.items()}
    best = min(scores.values())
    outs = max(_outs(ask, after[k], unseen, best) for k, s in scores.items() if s == best)
    return (best, -outs)


def _outs(ask: _Ask, counts: list[int], unseen: Sequence[int], now: int) -> int:
    """受入: how many unseen tiles lower the shanten of the 13-tile ``counts``."""
    total = 0
    for kind in range(NUM_KINDS):
        if unseen[kind] and counts[kind] < COPIES:
            counts[kind] += 1
            if ask.shanten(counts) < now:
                total += unseen[kind]
            counts[kind] -= 1
    return total


def _triplet_offer(ask: _Ask) -> Action:
    """Take the triplet, for the three tiles that leave the lowest shanten, if it helps."""
    assert ask.view.choice is not None and ask.view.choice.tile_kind is not None
    give, after = ask.best_give(3, [ask.view.choice.tile_kind] * 3)
    return ask.mark_then(give if after < ask.now else (), ask.confirm())


def _tou_tian_huan_ri(ask: _Ask) -> Action:
    """Change the tile whose change lowers the shanten most, if any change does."""
    assert ask.view.choice is not None and ask.view.choice.available is not None
    old, new, after = ask.best_change(ask.view.choice.available)
    pick = Action(ChoiceActionKind.PICK_KIND, ask.view.seat, tile_kind=new)
    return ask.mark_then([old] if after < ask.now else [], pick)


def _yi_hua_jie_mu(ask: _Ask) -> Action:
    """Give the three tiles the hand misses least (the triplet that comes is random)."""
    give, _ = ask.best_give(3, ())
    return ask.mark_then(give, ask.confirm())


_ANSWER: dict[Choice, Callable[[_Ask], Action]] = {
    Choice.OPENING_SWAP: _opening_swap,
    Choice.DRAW_CHOICE: _draw_choice,
    Choice.TRIPLET_OFFER: _triplet_offer,
    Choice.TOU_TIAN_HUAN_RI: _tou_tian_huan_ri,
    Choice.YI_HUA_JIE_MU: _yi_hua_jie_mu,
}
