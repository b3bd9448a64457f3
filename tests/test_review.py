"""复盘 (mahjong2p/review): the expert model reviewing whole hands from the player's view.

The honest checks of issue 27: the model reviewing its own play agrees with itself; a
random player disagrees often and loses much; breaking a ready hand for nothing is a
mistake; the review never depends on what the player could not see.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from gb_walls import gb_hand
from test_ai_properties import Tsumogiri
from walls import rigged_hand

from mahjong2p.ai.policies import make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.deal import HandPlan, StageMatch, roll_rig
from mahjong2p.progression.levels import load_levels
from mahjong2p.review.grades import summarise
from mahjong2p.review.record import Grade, HandReview, Kind
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.tiles import kind_of, parse_kinds

REVIEW = Path(__file__).resolve().parent.parent / "mahjong2p" / "review"
RULESETS = pytest.mark.parametrize("rules", [ARCADE, GB], ids=["arcade", "gb"])
REVIEWING_POLICY = "expert"  # the policy the review's default evaluator prices with


def _played(rules: RuleSet, seed: int, policy: str) -> tuple[Hand, HandReview]:
    """A hand with ``policy`` in seat 0 against master, and its review."""
    hand = Hand(seed, rules=rules)
    play_hand(hand, [make_agent(policy, seed, rules), make_agent("master", seed + 1, rules)])
    return hand, review_hand(Hand(seed, rules=rules), hand.actions)


@RULESETS
def test_the_model_reviewing_its_own_play_agrees_with_itself(rules: RuleSet) -> None:
    decisions = 0
    for seed in range(6):
        _, review = _played(rules, seed, REVIEWING_POLICY)
        summary = summarise(review)
        assert summary.agreement == 1.0, [d for d in review.decisions if not d.agrees]
        assert summary.loss_total == 0.0
        decisions += summary.decisions
    assert decisions > 30  # whole hands, not a trivial few


@RULESETS
def test_a_random_player_disagrees_often_and_loses_much(rules: RuleSet) -> None:
    decisions = agreed = mistakes = 0
    loss = 0.0
    for seed in range(6):
        _, review = _played(rules, seed, "random")
        summary = summarise(review)
        decisions += summary.decisions
        agreed += sum(d.agrees for d in review.decisions)
        mistakes += summary.mistakes
        loss += summary.loss_total
    assert agreed / decisions < 0.5
    assert mistakes >= 6
    large = {"points": 300.0, "beans": 3.0}[review.currency]
    assert loss / 6 > large


def test_breaking_a_ready_hand_for_nothing_is_a_mistake() -> None:
    """123m 456p 45s 789s 11z + 7z: 7z keeps the 3s/6s wait (and declares 报听, as the
    expert does with a two-sided wait: 门清报听 is a fan); 1m breaks a set."""
    for tile, ready, expected in (("1m", False, Grade.MISTAKE), ("7z", True, Grade.GOOD)):
        hand = rigged_hand("123m456p45789s117z", "2468m13579p2468s", "9m", live_left=20)
        (decision,) = review_hand(hand, [_discard(hand, tile, ready)]).decisions
        assert decision.kind is Kind.READY
        assert decision.grade is expected, decision
        assert decision.best.label == "7z+ready"


def test_breaking_a_ready_72_tile_hand_for_nothing_is_a_mistake() -> None:
    """234m 567m 34m 111z 55z + 7z (混一色 and the wind triplet, waiting on 2m/5m): 7z
    keeps the wait, 2m breaks a set."""
    for tile, expected in (("2m", Grade.MISTAKE), ("7z", Grade.GOOD)):
        hand = gb_hand("23344567m11155z7z", "111666999m2346z", "", rules=GB)
        (decision,) = review_hand(hand, [_discard(hand, tile)]).decisions
        assert decision.kind is Kind.DISCARD
        assert decision.grade is expected, decision


def _discard(hand: Hand, tile: str, ready: bool = False) -> Action:
    kind = parse_kinds(tile)[0]
    return next(
        a
        for a in hand.legal_actions()
        if a.kind is ActionKind.DISCARD
        and a.tile is not None
        and kind_of(a.tile) == kind
        and a.declare_ready == ready
    )


def _world(opponent_tiles: str) -> tuple[list[Action], HandReview]:
    """Seat 0 played at random against a silent opponent holding ``opponent_tiles``: the
    deal, the draws and the 花牌 are the same in both worlds, the opponent's hand not."""
    draws = "4m6p9m7p2z1p5z8m3p6z2p7m1z4p"

    def fresh() -> Hand:
        return rigged_hand("12356m24589p1377z", opponent_tiles, draws, live_left=len(draws))

    hand = fresh()
    play_hand(hand, [make_agent("random", 3, hand.rules), Tsumogiri()])
    return hand.actions, review_hand(fresh(), hand.actions)


def test_the_review_never_depends_on_what_the_player_could_not_see() -> None:
    first_actions, first = _world("1112223334445s")
    second_actions, second = _world("5556667778889s")
    assert [a for a in first_actions if a.seat == 0] == [a for a in second_actions if a.seat == 0]
    assert len(first.decisions) > 5
    assert first.decisions == second.decisions
    assert any(not d.agrees for d in first.decisions)


def test_the_review_is_a_pure_layer() -> None:
    """No pygame, no files, no UI or save code: the review only reads the engine and the
    CPU's models, so the results screen, the viewer and the command share it."""
    forbidden = (
        "pygame",
        "mahjong2p.scenes",
        "mahjong2p.ui",
        "mahjong2p.app",
        "mahjong2p.progression",
    )
    for path in REVIEW.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = (
                    [a.name for a in node.names]
                    if isinstance(node, ast.Import)
                    else [node.module or ""]
                )
                assert not any(n.startswith(forbidden) for n in names), (path.name, names)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("open", "print"), path.name


def test_the_arcades_stage_choices_are_listed_as_not_reviewed() -> None:
    """Stage 3 deals with its features on (swaps, 搓牌, offers): the player's answers to
    them are listed, never priced; every mahjong decision is still reviewed."""
    stage = load_levels().stage(3)
    match = StageMatch(7, stage)
    listed = 0
    for i in range(3):
        rig = roll_rig(stage, match.seed, match.hand_number)
        plan = HandPlan(match.seed, match.hand_number, match.dealer, match.config, rig)
        hand = match.new_hand()
        seat0 = FeatureSeatAgent(make_agent("random", i, hand.rules))
        play_hand(hand, [seat0, make_agent("master", i + 9, hand.rules)])
        review = review_hand(plan.start().hand, hand.actions)
        reviewed = {d.index for d in review.decisions}
        assert not reviewed & set(review.not_reviewed)
        for index in review.not_reviewed:
            action = hand.actions[index]
            assert action.seat == 0
            assert isinstance(action.kind, ChoiceActionKind) or action.kind is ActionKind.PASS
        listed += len(review.not_reviewed)
        match.finish(hand)
    assert listed > 0
