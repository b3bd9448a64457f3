"""The CPU opponent: one decision procedure, parameterised by a :class:`Level`.

It sees only its own :class:`~mahjong2p.rules.view.PlayerView` and the legal actions, like
a human in its seat. A win is taken (unless the level searches whether a 点和 is worth
more than waiting on); the 海底捞月 picks are face-down tiles, so any slot is as good as
another; everything else is priced (:meth:`CpuAgent.price_options`: :mod:`.turn`,
:mod:`.reaction`) and picked by :func:`~mahjong2p.ai.choice.pick`; a level with a search
budget decides its own turn's close discards by playing them out (:mod:`.search`), and
its reactions where the level says so (the levers measured for issue 40; no table level
turns them on). The stage features' choices (swap, 搓牌, offers, items) belong to the
human's seat; when an AI plays that seat they are answered by
:class:`~mahjong2p.progression.choices.FeatureSeatAgent`, which wraps this agent.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.ai.choice import Option, pick
from mahjong2p.ai.danger import ReadyWatch
from mahjong2p.ai.decisions import WIN_KINDS, is_turn
from mahjong2p.ai.levels import Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.ai.reaction import reaction_options
from mahjong2p.ai.search.decide import searched, worlds_for
from mahjong2p.ai.search.reactions import (
    reaction_starts,
    searched_reaction,
    worth_waiting,
)
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.ai.turn import turn_options
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView


class CpuAgent:
    """An :class:`~mahjong2p.ai.agent.Agent` playing at ``level``, with its own seeded RNG
    (ties and mistakes), its memory of what passed an opponent's 报听 this hand, and the
    ``search`` terms of the rule set it plays (for a level that searches)."""

    def __init__(self, level: Level, seed: int, search: SearchTerms) -> None:
        self.level = level
        self.search = search
        self._seed = seed
        self._rng = random.Random(seed)
        self._watch = ReadyWatch()

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.kind in WIN_KINDS:
                return self._won(view, legal, action)
        if len(legal) == 1 or legal[0].kind is ActionKind.HAITEI_PICK:
            return self._rng.choice(list(legal))
        options = self.price_options(view, legal)
        if self.level.search_rollouts and is_turn(legal):
            passed = frozenset(self._watch.passed_kinds(view))
            rollouts, points = self.level.search_rollouts, self.level.plays_for_points
            extra = self.level.search_extra
            found = searched(
                view, options, self._seed, rollouts, self.search, passed, points, extra=extra
            )
            if found is not None:
                return found
        elif self.level.search_calls and not is_turn(legal):
            reacted = self._reacted(view, legal, options)
            if reacted is not None:
                return reacted
        return pick(options, self.level, self._rng)

    def _won(self, view: PlayerView, legal: Sequence[Action], win: Action) -> Action:
        """The win on offer, unless the level searches wins, it is a 点和 and waiting on is
        worth more by the playouts (:func:`~.search.reactions.worth_waiting`)."""
        passing = next((a for a in legal if a.kind is ActionKind.PASS), None)
        if not self.level.search_wins or win.kind is not ActionKind.RON or passing is None:
            return win
        worlds = worlds_for(self.level.search_rollouts, view.live_count, 1)
        points = self.level.plays_for_points
        waiting = worth_waiting(view, self._seed, worlds, self.search, points)
        return passing if waiting else win

    def _reacted(
        self, view: PlayerView, legal: Sequence[Action], options: Sequence[Option]
    ) -> Action | None:
        """The searched reaction: passing against the calls the model weighs and those a
        step closer (:mod:`.search.reactions`); ``None`` leaves it to the model."""
        weighed = [None if o.action.kind is ActionKind.PASS else o.action for o in options]
        reactions = reaction_starts(view, legal, self.search, weighed)
        if not reactions:
            return None
        worlds = worlds_for(self.level.search_rollouts, view.live_count, len(reactions))
        points = self.level.plays_for_points
        top = max(options, key=lambda o: o.utility).action
        model = None if top.kind is ActionKind.PASS else top
        seed, terms = self._seed, self.search
        found = searched_reaction(view, reactions, seed, worlds, terms, points, model)
        passing = next(a for a in legal if a.kind is ActionKind.PASS)
        return found or passing

    def price_options(
        self, view: PlayerView, legal: Sequence[Action], ruled_out: bool = False
    ) -> list[Option]:
        """The options of one decision as this level prices them, from ``view`` alone:
        those it weighs, in the order it weighs them (what :meth:`choose` picks among),
        and with ``ruled_out`` every other one after them, priced by the same estimates
        and marked not weighed. A win on offer is not among them (the engine scores it).
        Like :meth:`choose`, it updates what the level remembers of the hand.

        It exists so that the review and the CPU share one pricing: the review grades the
        player by exactly the numbers this level plays by."""
        outlook = Outlook.of(view, self.level, self._watch)
        counts = counts_of(map(kind_of, view.concealed))
        melds = tuple(view.melds[view.seat])
        if is_turn(legal):
            return turn_options(legal, counts, melds, outlook, self.level, ruled_out)
        discard = view.last_discard
        return reaction_options(legal, discard, counts, melds, outlook, self.level, ruled_out)
