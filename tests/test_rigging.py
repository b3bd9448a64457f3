"""Rigged "大出血" deals (RULES.md A9): a real permutation of the 136 tiles; the player is
dealt a hand 1–2 tiles from the target, and the target, completed by its last tile, scores
≥ 6 fan (平常番) or the 役满 it names; the missing tiles come with the player's draws."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from mahjong2p.play.loop import play_hand
from mahjong2p.progression.patterns import NORMAL_PATTERNS, PATTERNS, YAKUMAN_PATTERNS, Pattern
from mahjong2p.progression.rigging import RiggedDeal, rig_deal
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Won
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.shape import shanten_of
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

BIG = 6
DEALS = [(pattern, seed) for pattern in PATTERNS.values() for seed in range(12)]


def _deal(pattern: Pattern, seed: int) -> RiggedDeal:
    return rig_deal(random.Random(seed), pattern, dealer=seed % 2)


def _missing(target: Sequence[int], dealt: Sequence[int]) -> Counter[int]:
    return Counter(target) - Counter(dealt)


@pytest.mark.parametrize(("pattern", "seed"), DEALS, ids=lambda v: getattr(v, "id", str(v)))
def test_the_deal_is_one_or_two_tiles_from_its_target(pattern: Pattern, seed: int) -> None:
    deal = _deal(pattern, seed)
    assert sorted(deal.wall_order) == list(range(136))
    hand = Hand(seed, dealer=deal.dealer, wall_order=deal.wall_order)
    hand.check_invariants()
    dealt = sorted(kind_of(t) for t in hand.seats[0].concealed)
    assert dealt == list(deal.dealt)
    missing = _missing(deal.target.kinds, dealt)
    assert 1 <= missing.total() <= 2 and missing == Counter(deal.needs)
    assert deal.needs[-1] == deal.target.final
    assert 0 <= shanten_of(counts_of(dealt), []) <= missing.total() - 1
    assert max(counts_of(deal.target.kinds)) <= 4


@pytest.mark.parametrize(("pattern", "seed"), DEALS, ids=lambda v: getattr(v, "id", str(v)))
def test_the_completed_target_scores_what_it_names(pattern: Pattern, seed: int) -> None:
    target = _deal(pattern, seed).target
    for win_by in (WinBy.RON, WinBy.TSUMO):
        score = score_win(target.kinds, [], target.final, WinSituation(win_by=win_by))
        assert score.win
        if pattern.yakuman:
            assert pattern.id in {y.id for y in score.yakuman}
        else:  # a 平常番 target may happen to be a 役满 too (e.g. 四暗刻): even better
            assert set(pattern.fans) <= set(score.award_ids) or score.yakuman
            assert score.total_fan >= BIG


class _Keeper:
    """Seat 0 in the scripted test: keeps the target's tiles, wins once it holds them."""

    def __init__(self, target: Sequence[int]) -> None:
        self._target = Counter(target)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        held = Counter(kind_of(t) for t in view.concealed)
        tsumo = Action(ActionKind.TSUMO, view.seat)
        if held == self._target and tsumo in legal:
            return tsumo
        extra = held - self._target
        discards = [a for a in legal if a.kind is ActionKind.DISCARD and not a.declare_ready]
        return next(
            (a for a in discards if a.tile is not None and extra[kind_of(a.tile)]),
            discards[0] if discards else next(a for a in legal if a.kind is ActionKind.PASS),
        )


class _Quiet:
    """The CPU in the scripted test: never calls or wins, throws what it draws."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        passes = [a for a in legal if a.kind is ActionKind.PASS]
        if passes:
            return passes[0]
        return next(
            (a for a in legal if a.kind is ActionKind.DISCARD and a.tile == view.drawn),
            next(a for a in legal if a.kind is ActionKind.DISCARD),
        )


@pytest.mark.parametrize("pattern", [*NORMAL_PATTERNS, *YAKUMAN_PATTERNS], ids=lambda p: p.id)
def test_the_missing_tiles_come_with_the_players_draws(pattern: Pattern) -> None:
    for seed in range(4):
        deal = _deal(pattern, seed)
        hand = Hand(seed, dealer=deal.dealer, wall_order=deal.wall_order)
        play_hand(hand, [_Keeper(deal.target.kinds), _Quiet()])
        won = next(e for e in hand.log if isinstance(e, Won))
        assert won.seat == 0 and won.win_by is WinBy.TSUMO
        assert sorted(kind_of(t) for t in won.concealed) == list(deal.target.kinds)
        assert set(pattern.fans) <= set(won.score.award_ids) or won.score.yakuman
