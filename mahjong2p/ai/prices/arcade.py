"""The arcade's expert model (``levels.EXPERT``, the model of a strong human) pricing every
option of one decision, in expected points.

The prices are the model's own: :func:`~mahjong2p.ai.turn.turn_options` and
:func:`~mahjong2p.ai.reaction.reaction_options` give the options the model weighs when
it plays, with its utilities (a chance times the points of the win, less the deal-in
risk). The options it rules out before weighing — a discard that steps back while nothing
threatens, a call that gains no step, a 报听 it would not declare, anything but a win on
offer — are priced by the same estimates and never above the model's own choice, so that
the model reviewing its own play always agrees with itself.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping, Sequence

from mahjong2p.ai.assess import POINTS_SCALE, assess, deal_in_cost, rank_discards
from mahjong2p.ai.danger import ReadyWatch
from mahjong2p.ai.efficiency import Shape, discard_shanten
from mahjong2p.ai.kongs import KONGS, hand_after_kong
from mahjong2p.ai.levels import EXPERT, Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.ai.prices.common import capped, priced_reactions, win_options
from mahjong2p.ai.prices.labels import option_label
from mahjong2p.ai.prices.priced import Priced
from mahjong2p.ai.reaction import CALLS, reaction_options
from mahjong2p.ai.turn import turn_options
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Won
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

NEVER_DECLARES = 99  # live waits no hand has: the model then prices a hand undeclared


class ArcadeExpert:
    """The expert's prices, with its memory of what passed a 报听 (as the agent keeps it)."""

    currency = "points"

    def __init__(self, level: Level = EXPERT) -> None:
        self.level = level
        self._watch = ReadyWatch()

    def win_value(self, won: Won) -> float:
        return float(won.score.points)

    def price(
        self, view: PlayerView, legal: Sequence[Action], wins: Mapping[str, float]
    ) -> list[Priced]:
        # The agent takes a win without looking at the table, so pricing the rest then
        # must not change what its memory holds for later decisions.
        watch = copy.copy(self._watch) if wins else self._watch
        outlook = Outlook.of(view, self.level, watch)
        counts = counts_of(map(kind_of, view.concealed))
        melds = tuple(view.melds[view.seat])
        rest = [a for a in legal if option_label(a) not in wins]
        if any(a.kind is ActionKind.DISCARD for a in rest):
            priced = self._turn(rest, counts, melds, outlook)
        else:
            priced = self._reaction(rest, view.last_discard, counts, melds, outlook)
        return win_options(legal, wins, priced)

    def _turn(
        self, legal: Sequence[Action], counts: list[int], melds: tuple[Meld, ...], outlook: Outlook
    ) -> list[Priced]:
        level = self.level
        weighed = {
            option_label(o.action): o for o in turn_options(legal, counts, melds, outlook, level)
        }
        ranked = {s.kind: s for s in rank_discards(counts, melds, outlook, level)}
        shape = Shape.of(melds)
        by_kind = discard_shanten(counts, shape)
        fastest = min(by_kind.values())
        found: dict[str, Priced] = {}
        for action in legal:
            label = option_label(action)
            if label in found:
                continue
            if action.kind in KONGS:
                after, new_melds = hand_after_kong(action, counts, melds)
                chance = assess(after, new_melds, outlook, level, kong=True).chance
                utility = weighed[label].utility
                found[label] = Priced(label, action, utility * POINTS_SCALE, chance, 0.0)
            elif action.kind is ActionKind.DISCARD and action.tile is not None:
                kind = kind_of(action.tile)
                if label in weighed:
                    scored = ranked[kind]
                    chance, utility, weigh = scored.assessment.chance, weighed[label].utility, True
                else:
                    chance, utility = self._unweighed_discard(
                        action, kind, counts, melds, outlook, by_kind[kind] - fastest, shape
                    )
                    weigh = False
                value = utility * POINTS_SCALE
                found[label] = Priced(label, action, value, chance, outlook.deal_in[kind], weigh)
        return capped(list(found.values()))

    def _unweighed_discard(
        self,
        action: Action,
        kind: int,
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: Outlook,
        retreat: int,
        shape: Shape,
    ) -> tuple[float, float]:
        """(chance, utility) of a discard the model does not weigh: a step back, or the
        报听 it would (not) declare with it, priced as declared (undeclared)."""
        level, view_outlook = self.level, outlook
        if action.declare_ready:
            view_outlook = dataclasses.replace(outlook, declared=True)
        else:
            level = dataclasses.replace(level, ready_min_live=NEVER_DECLARES)
        counts[kind] -= 1
        after = shape.shanten(counts)
        found = assess(
            counts, melds, view_outlook, level, after, False, retreat, retreat == 0, shape
        )
        counts[kind] += 1
        cost = deal_in_cost(kind, found, view_outlook, level) if outlook.threatened else 0.0
        return found.chance, found.utility - cost

    def _reaction(
        self,
        legal: Sequence[Action],
        discard: int | None,
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: Outlook,
    ) -> list[Priced]:
        """Passing and each call; ``discard`` is ``None`` when the decision is whether to
        rob a kong (then passing is the only option left)."""
        level = self.level
        options = []
        if discard is not None:
            options = reaction_options(legal, discard, counts, melds, outlook, level)
        weighed = {option_label(o.action): o.utility * POINTS_SCALE for o in options}
        now = assess(counts, melds, outlook, level)

        def price(action: Action) -> tuple[float, float]:
            if action.kind is ActionKind.PASS or discard is None:
                return now.chance, now.utility * POINTS_SCALE
            chance, utility = self._call(action, discard, counts, melds, outlook)
            return chance, utility * POINTS_SCALE

        return priced_reactions(legal, weighed, price)

    def _call(
        self,
        action: Action,
        discard: int,
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: Outlook,
    ) -> tuple[float, float]:
        """(chance, utility) of a call: the hand after it with its best discard (an open
        kong: with its replacement draw to come)."""
        after = list(counts)
        for tile in action.tiles:
            after[kind_of(tile)] -= 1
        kind = CALLS.get(action.kind, MeldKind.KONG)
        new_melds = (*melds, Meld(kind, tuple(sorted((*action.tiles, discard))), discard))
        if kind is MeldKind.KONG:
            found = assess(after, new_melds, outlook, self.level, kong=True)
            return found.chance, found.utility
        best = rank_discards(after, new_melds, outlook, self.level)[0]
        return best.assessment.chance, best.utility
