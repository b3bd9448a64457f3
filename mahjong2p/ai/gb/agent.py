"""The 72-tile CPU: the arcade CPU's contract (its own view, the legal actions, a seeded
RNG for ties and mistakes) with every option worth its expected beans (:mod:`.worth`).

A win is always taken: the engine offers one only when it reaches 起和. A discard is
worth the hand it leaves, less its danger (the opponent's win in beans, and this hand's
own); a call is weighed only when the open hand still reaches the minimum with at least
the level's ``call_gate`` chance and when it brings the hand a step closer, and taken when
it is worth more than passing; a kong when the hand it leaves, with its replacement draw,
is worth at least as much as the best discard.

:meth:`GbCpuAgent.price_options` gives those prices; the review grades the player by them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.ai.calls import CALL_MELDS, hand_after_call
from mahjong2p.ai.choice import TIE, Option, pick
from mahjong2p.ai.decisions import WIN_KINDS, is_turn, unweighed_discards
from mahjong2p.ai.gb.levels import GbLevel
from mahjong2p.ai.gb.outlook import GbOutlook
from mahjong2p.ai.gb.terms import GbTerms
from mahjong2p.ai.gb.worth import Worth, hand_worth
from mahjong2p.ai.kongs import KONGS, hand_after_kong
from mahjong2p.ai.search.decide import searched
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

# The beans a deal-in gives away: a typical 点和 of this game (about 10 points × 1).
DEAL_IN_BEANS = 10.0
# The discards looked at again more deeply (the best by a first look).
DEEP_DISCARDS = 2
# How far below the looked-again discards one the first look ranked lower is kept.
LOOK_GAP = 1e-3
# A kong's replacement draw is one more chance at the hand: a small edge over not taking it.
KONG_EDGE = 1.02
# Between discards of equal worth, the tile with fewer copies in hand goes (a lone tile
# before one of a pair).
SUPPORT_WEIGHT = 1e-6
Scored = tuple[int, float, Worth]  # a discard's kind, its utility, the worth of the hand left


class GbCpuAgent:
    """An :class:`~mahjong2p.ai.agent.Agent` for the 72-tile game at ``level``, on the
    ``terms`` (minimum, payments) of the rule set it plays and its search's ``search``."""

    def __init__(self, level: GbLevel, seed: int, terms: GbTerms, search: SearchTerms) -> None:
        self.level = level
        self.terms = terms
        self.search = search
        self._seed = seed
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.kind in WIN_KINDS:
                return action
        if len(legal) == 1:
            return legal[0]
        options = self.price_options(view, legal)
        if self.level.search_rollouts and is_turn(legal):
            rollouts = self.level.search_rollouts
            found = searched(view, options, self._seed, rollouts, self.search)
            if found is not None:
                return found
        return pick(options, self.level.base, self._rng)

    def price_options(
        self, view: PlayerView, legal: Sequence[Action], ruled_out: bool = False
    ) -> list[Option]:
        """The options of one decision as this level prices them, in beans, from ``view``
        alone: those it weighs, in the order it weighs them (what :meth:`choose` picks
        among), and with ``ruled_out`` every other one after them, priced by the same hand
        worth and marked not weighed. A win on offer is not among them (the engine scores
        it).

        It exists so that the review and the CPU share one pricing: the review grades the
        player by exactly the numbers this level plays by."""
        outlook = GbOutlook.of(view, self.level, self.terms)
        counts = counts_of(kind_of(t) for t in view.concealed)
        melds = tuple(view.melds[view.seat])
        if is_turn(legal):
            return self._turn(legal, counts, melds, outlook, ruled_out)
        return self._reaction(legal, view.last_discard, counts, melds, outlook, ruled_out)

    def _turn(
        self,
        legal: Sequence[Action],
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: GbOutlook,
        ruled_out: bool,
    ) -> list[Option]:
        """The discards that keep the hand's pace (:func:`_no_step_back`) and the kongs on
        offer; with ``ruled_out``, after them every other discard."""
        discards: dict[int, Action] = {}
        for action in legal:
            if action.kind is ActionKind.DISCARD and action.tile is not None:
                discards.setdefault(kind_of(action.tile), action)
        scored = self._discards(counts, melds, outlook)
        kept = _no_step_back(scored)
        deal_in = outlook.deal_in
        options = [Option(u, discards[k], w.chance, deal_in[k]) for k, u, w in kept]
        for action in legal:
            if action.kind in KONGS:
                after, new_melds = hand_after_kong(action, counts, melds)
                worth = hand_worth(after, new_melds, outlook, self.level)
                options.append(Option(worth.beans * KONG_EDGE, action, worth.chance))
        if ruled_out:
            by_kind = {k: (u, w) for k, u, w in scored}
            for action in unweighed_discards(legal, options):
                kind = kind_of(action.tile or 0)
                utility, worth = by_kind[kind]
                options.append(Option(utility, action, worth.chance, deal_in[kind], False))
        return options

    def _discards(
        self, counts: list[int], melds: tuple[Meld, ...], outlook: GbOutlook, deep: bool = True
    ) -> list[Scored]:
        """(kind, utility, worth of the hand left) of each discard of a 14-equivalent hand;
        with ``deep``, the best few by a first, plan-based look are looked at again more
        deeply, and that second look only orders them: the two looks' numbers are on
        different scales (the lookahead's chance model is not the plain one), so a discard
        the first look ranked lower is kept below them. Without that, the lookahead made
        the levels that use it weaker, not stronger (docs/research/ai-rounds.md, Part B)."""
        held = [k for k, n in enumerate(counts) if n]
        scored = {kind: self._discard(kind, counts, melds, outlook, False) for kind in held}
        if deep and self.level.lookahead:
            ranked = sorted(held, key=lambda k: -scored[k][1])[:DEEP_DISCARDS]
            again = [k for k in ranked if scored[k][2].shanten == 1]
            for kind in again:
                scored[kind] = self._discard(kind, counts, melds, outlook, True)
            if again:
                below = min(scored[k][1] for k in ranked) - LOOK_GAP
                for kind in held:
                    k, utility, worth = scored[kind]
                    if kind not in ranked and utility > below:
                        scored[kind] = (k, below, worth)
        return list(scored.values())

    def _discard(
        self, kind: int, counts: list[int], melds: tuple[Meld, ...], outlook: GbOutlook, deep: bool
    ) -> Scored:
        counts[kind] -= 1
        worth = hand_worth(counts, melds, outlook, self.level, deep)
        counts[kind] += 1
        danger = self.level.defence_weight * outlook.deal_in[kind]
        cost = danger * (DEAL_IN_BEANS + worth.beans)
        return kind, worth.beans - cost - SUPPORT_WEIGHT * counts[kind], worth

    def _reaction(
        self,
        legal: Sequence[Action],
        discard: int | None,
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: GbOutlook,
        ruled_out: bool,
    ) -> list[Option]:
        """Passing, worth the hand as it stands, and every call worth strictly more (both
        weighed without the lookahead: a reaction must be quick, and the two sides are
        weighed alike); with ``ruled_out``, after them every other call. Without a
        ``discard`` (a chance to rob a kong, taken as a win) passing is all there is."""
        now = hand_worth(counts, melds, outlook, self.level)
        options = [Option(now.beans, a, now.chance) for a in legal if a.kind is ActionKind.PASS]
        if discard is None:
            return options
        others = []
        for action in legal:
            if action.kind in CALL_MELDS:
                option = self._call(action, discard, counts, melds, outlook, now)
                if option.weighed:
                    options.append(option)
                elif ruled_out:
                    others.append(option)
        return options + others

    def _call(
        self,
        action: Action,
        discard: int,
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: GbOutlook,
        now: Worth,
    ) -> Option:
        """The call on the physical tile ``discard`` with its best discard (a kong: with its
        replacement draw to come), weighed when it is worth more than passing (``now``),
        unless it gains no step or the open hand it leaves is unlikely to reach 起和 (none
        of its waits does, once it is ready). A kong not weighed is priced by the hand it
        leaves alone: the replacement draw's edge is what the level weighs a kong for."""
        after, new_melds = hand_after_call(action, discard, counts, melds)
        kind = CALL_MELDS[action.kind]
        if kind is MeldKind.KONG:
            worth = hand_worth(after, new_melds, outlook, self.level)
            utility = worth.beans * KONG_EDGE
        else:
            discards = self._discards(after, new_melds, outlook, deep=False)
            _, utility, worth = max(discards, key=_utility)
        gains = worth.shanten <= now.shanten - (kind is not MeldKind.KONG)
        if gains and worth.sure >= self.level.call_gate and utility > now.beans:
            return Option(utility, action, worth.chance)
        if kind is MeldKind.KONG:
            utility = worth.beans
        return Option(utility, action, worth.chance, weighed=False)


def _utility(scored: Scored) -> float:
    return scored[1]


def _no_step_back(scored: list[Scored]) -> list[Scored]:
    """The discards a level may choose among, mistakes included: those that keep the
    hand's fastest shanten, and a slower one only when it is the best of all (a fold).

    A person misjudges which of two tiles helps more, never throws away a step towards
    ready by accident. Mistakes among every discard (the arcade CPU's options are the
    fastest ones only) broke the hand's shape on a fair share of them and lost the lower
    levels beans to the greedy baseline (docs/research/ai-rounds.md, Part B)."""
    fastest = min(worth.shanten for _, _, worth in scored)
    best = max(utility for _, utility, _ in scored)
    return [s for s in scored if s[2].shanten == fastest or s[1] >= best - TIE]
