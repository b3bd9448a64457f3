"""Walking a finished hand action by action and reviewing the seat's decisions.

The seat's :class:`~mahjong2p.rules.view.PlayerView` is folded from the same redacted
events the seat saw when it played, and the legal actions are the engine's: the model is
given nothing the player did not have. A win on offer is priced by the engine's score of
it (the seat's own tiles and the table, nothing hidden), on a copy of the hand.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Mapping, Sequence

from mahjong2p.ai.decider import Decider
from mahjong2p.ai.decisions import WIN_KINDS
from mahjong2p.ai.kongs import KONGS
from mahjong2p.ai.prices.labels import option_label
from mahjong2p.review.evaluator import REVIEWER, Evaluator
from mahjong2p.review.grades import grade
from mahjong2p.review.record import Decision, HandReview, Kind, LostAt, Priced
from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.events import Won
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.tiles import kind_of

# Decisions with nothing to choose: the 海底捞月 picks are all face down.
UNCHOSEN = frozenset({ActionKind.HAITEI_PICK})
# How the opponent's win on the seat's own tile ends a hand.
OFF_THE_SEAT = frozenset({ActionKind.RON, ActionKind.ROB_KONG})

Progress = Callable[[int, int], None]  # (actions done, actions in all)


def review_hand(
    hand: Hand,
    actions: Sequence[Action],
    seat: int = 0,
    reviewer: Callable[[RuleSet], Evaluator] = REVIEWER,
    progress: Progress | None = None,
    by: Mapping[int, Decider] | None = None,
) -> HandReview:
    """Review ``seat``'s decisions as ``actions`` are applied to ``hand`` (as dealt);
    ``by``: who chose each action of the seat the player did not (托管, automatic, a
    timeout) — those the player did not choose are priced apart and not graded."""
    evaluator = reviewer(hand.rules)
    deciders = by or {}
    view = hand.view(seat)
    decisions: list[Decision] = []
    not_reviewed: list[int] = []
    for index, action in enumerate(actions):
        if action.seat == seat:
            legal = hand.legal_actions()
            if _is_stage_choice(action, legal):
                not_reviewed.append(index)
            else:
                mahjong = [a for a in legal if isinstance(a.kind, ActionKind)]
                if len(mahjong) > 1 and not any(a.kind in UNCHOSEN for a in mahjong):
                    wins = _win_values(hand, mahjong, evaluator)
                    priced = evaluator.price(view, mahjong, wins)
                    found = _decision(index, action, mahjong, priced, evaluator)
                    decider = deciders.get(index, Decider.PLAYER)
                    decisions.append(dataclasses.replace(found, by=decider))
        for event in hand.apply(action):
            view.observe(event)
        if progress is not None:
            progress(index + 1, len(actions))
    graded = [d for d in decisions if d.by.graded]
    return HandReview(
        hand.rules.id,
        seat,
        evaluator.currency,
        tuple(graded),
        tuple(not_reviewed),
        _lost_at(actions, decisions, seat),
        tuple(d for d in decisions if not d.by.graded),
    )


def _is_stage_choice(action: Action, legal: Sequence[Action]) -> bool:
    """The arcade's stage choices (swap, 搓牌, offers, items): answered with a choice
    action, or declined with a pass where only choice actions were on offer."""
    if isinstance(action.kind, ChoiceActionKind):
        return True
    return any(isinstance(a.kind, ChoiceActionKind) for a in legal) and not any(
        a.kind in (ActionKind.DISCARD, *WIN_KINDS) for a in legal
    )


def _win_values(hand: Hand, legal: Sequence[Action], evaluator: Evaluator) -> dict[str, float]:
    """Each win on offer, by label, at its worth: the engine scores it on a copy."""
    values = {}
    for action in legal:
        if action.kind in WIN_KINDS:
            trial = copy.deepcopy(hand)
            won = next(e for e in trial.apply(action) if isinstance(e, Won))
            values[option_label(action)] = evaluator.win_value(won)
    return values


def _decision(
    index: int,
    action: Action,
    legal: Sequence[Action],
    priced: list[Priced],
    evaluator: Evaluator,
) -> Decision:
    label = option_label(action)
    chosen = next(p for p in priced if p.label == label)
    loss = max(priced[0].value - chosen.value, 0.0)
    return Decision(
        index,
        _kind(legal),
        tuple(priced),
        chosen,
        loss,
        grade(loss, evaluator.currency),
    )


def _kind(legal: Sequence[Action]) -> Kind:
    kinds = {a.kind for a in legal}
    if kinds & WIN_KINDS:
        return Kind.WIN
    if ActionKind.DISCARD not in kinds:
        return Kind.CALL
    if kinds & KONGS:
        return Kind.KONG
    if any(a.declare_ready for a in legal):
        return Kind.READY
    return Kind.DISCARD


def _lost_at(actions: Sequence[Action], decisions: list[Decision], seat: int) -> LostAt | None:
    """The seat's action the opponent won on (their last action a 荣和 or 抢杠), with the
    model's view of it when it was a decision (a locked hand's discard is not one)."""
    if not actions or actions[-1].seat == seat or actions[-1].kind not in OFF_THE_SEAT:
        return None
    index = max(i for i, a in enumerate(actions) if a.seat == seat)
    tile = actions[index].tile
    moment = next((d for d in decisions if d.index == index), None)
    if moment is None:
        return LostAt(index, tile, None, False)
    avoided = _tile_kind(moment.best.action) != _tile_kind(moment.chosen.action)
    return LostAt(index, tile, moment.chosen.deal_in, avoided)


def _tile_kind(action: Action) -> int | None:
    """The kind of tile an action gives the opponent a chance on (``None`` for none)."""
    return None if action.tile is None else kind_of(action.tile)
