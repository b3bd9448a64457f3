"""The 72-tile game's expert model (the level the registry gives it) pricing every option of one
decision, in beans (before the room's rate), on the terms of the rule set it reviews.

A subclass of the 72-tile CPU, so the prices are its own: its turn and reaction options
are what it weighs when it plays; every discard is scored by it (a fold included); a
call it does not weigh (no step gained, or the open hand unlikely to reach 起和) is priced
by the same hand worth and kept below its own choice (:mod:`.pricing`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mahjong2p.ai.gb.agent import CALLS, GbCpuAgent, hand_after_call
from mahjong2p.ai.gb.levels import GbLevel
from mahjong2p.ai.gb.outlook import GbOutlook
from mahjong2p.ai.gb.terms import GbTerms
from mahjong2p.ai.gb.worth import hand_worth
from mahjong2p.ai.kongs import KONGS, hand_after_kong
from mahjong2p.ai.prices.common import capped, priced_reactions, win_options
from mahjong2p.ai.prices.labels import option_label
from mahjong2p.ai.prices.priced import Priced
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Won
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

UNUSED_SEED = 0  # the agent's RNG breaks ties and makes mistakes; pricing does neither


class GbExpert(GbCpuAgent):
    """The 72-tile expert's prices (it keeps no memory between decisions)."""

    currency = "beans"

    def __init__(self, terms: GbTerms, search: SearchTerms, level: GbLevel) -> None:
        super().__init__(level, UNUSED_SEED, terms, search)

    def win_value(self, won: Won) -> float:
        """The win's points × the rule set's settlement (自摸 or 点和), before the room's rate."""
        rate = self.terms.self_draw if won.win_by is WinBy.TSUMO else self.terms.discard
        return float(won.score.points * rate)

    def price(
        self, view: PlayerView, legal: Sequence[Action], wins: Mapping[str, float]
    ) -> list[Priced]:
        outlook = GbOutlook.of(view, self.level, self.terms)
        counts = counts_of(kind_of(t) for t in view.concealed)
        melds = tuple(view.melds[view.seat])
        rest = [a for a in legal if option_label(a) not in wins]
        if any(a.kind is ActionKind.DISCARD for a in rest):
            priced = self._priced_turn(rest, counts, melds, outlook)
        else:
            priced = self._priced_reaction(rest, view.last_discard, counts, melds, outlook)
        return win_options(legal, wins, priced)

    def _priced_turn(
        self,
        legal: Sequence[Action],
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: GbOutlook,
    ) -> list[Priced]:
        weighed = {
            option_label(o.action): o.utility for o in self._turn(legal, counts, melds, outlook)
        }
        scored = {
            kind: (utility, worth)
            for kind, utility, worth in self._discards(counts, melds, outlook)
        }
        found: dict[str, Priced] = {}
        for action in legal:
            label = option_label(action)
            if label in found:
                continue
            if action.kind in KONGS:
                after, new_melds = hand_after_kong(action, counts, melds)
                chance = hand_worth(after, new_melds, outlook, self.level).chance
                found[label] = Priced(label, action, weighed[label], chance, 0.0)
            elif action.kind is ActionKind.DISCARD and action.tile is not None:
                kind = kind_of(action.tile)
                utility, worth = scored[kind]
                danger = outlook.deal_in[kind]
                found[label] = Priced(
                    label, action, utility, worth.chance, danger, label in weighed
                )
        return capped(list(found.values()))

    def _priced_reaction(
        self,
        legal: Sequence[Action],
        discard: int | None,
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: GbOutlook,
    ) -> list[Priced]:
        """Passing and each call (``discard`` is ``None`` on a chance to rob a kong)."""
        now = hand_worth(counts, melds, outlook, self.level)
        weighed: dict[str, float] = {}
        if discard is not None:
            options = self._reaction(legal, discard, counts, melds, outlook)
            weighed = {option_label(o.action): o.utility for o in options}

        def price(action: Action) -> tuple[float, float]:
            if action.kind in CALLS and discard is not None:
                return self._call_price(action, discard, counts, melds, outlook)
            return now.chance, now.beans

        return priced_reactions(legal, weighed, price)

    def _call_price(
        self,
        action: Action,
        discard: int,
        counts: list[int],
        melds: tuple[Meld, ...],
        outlook: GbOutlook,
    ) -> tuple[float, float]:
        """(chance, beans) of the hand after a call, with its best discard (a kong: the
        hand it leaves)."""
        after, new_melds = hand_after_call(action, discard, counts, melds)
        if CALLS[action.kind] is MeldKind.KONG:
            worth = hand_worth(after, new_melds, outlook, self.level)
            return worth.chance, worth.beans
        _, utility, worth = max(
            self._discards(after, new_melds, outlook, deep=False), key=lambda s: s[1]
        )
        return worth.chance, utility
