"""Each stage feature appears in its stages only (RULES.md A9 table), with the shipped
level data: the engine switches per stage, the rigged-deal rolls, and the offers that
whole hands of each stage actually make."""

from __future__ import annotations

from collections import Counter

from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.deal import RigKind, StageMatch, roll_rig, stage_hand_config
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import load_levels
from mahjong2p.rules.events import ChoiceOffered
from mahjong2p.rules.features.choice import Choice, ItemStock
from mahjong2p.rules.phase import HandConfig

LEVELS = load_levels()
HELD = {Item.QIAN_KUN_DA_NUO_YI: 1, Item.TOU_TIAN_HUAN_RI: 1, Item.YI_HUA_JIE_MU: 2}


def test_engine_switches_per_stage() -> None:
    one, two, three, four = (stage_hand_config(s, HELD) for s in LEVELS.stages)
    assert one == HandConfig(), "stage 1 plays the plain engine"
    assert two == HandConfig(haitei_draws=5, opening_swap=True, items=ItemStock(1, 2))
    assert (three.draw_choice_chance, three.triplet_offer_chance) == (0.08, 0.05)
    assert four == three


def test_rigged_deals_roll_only_in_their_stages_at_their_rates() -> None:
    hands = 4000
    rolls = [Counter(roll_rig(stage, 11, n) for n in range(hands)) for stage in LEVELS.stages]
    assert set(rolls[0]) == set(rolls[1]) == {None}
    assert set(rolls[2]) == {None, RigKind.NORMAL}
    three, four = LEVELS.stage(3).chances, LEVELS.stage(4).chances
    assert abs(rolls[2][RigKind.NORMAL] / hands - three.rigged_normal) < 0.01
    assert set(rolls[3]) == {None, RigKind.NORMAL, RigKind.YAKUMAN}
    assert abs(rolls[3][RigKind.YAKUMAN] / hands - four.rigged_yakuman) < 0.01
    assert abs(rolls[3][RigKind.NORMAL] / hands - four.rigged_normal) < 0.01


def _offers(stage_number: int, hands: int) -> Counter[Choice]:
    match = StageMatch(3, LEVELS.stage(stage_number))
    seen: Counter[Choice] = Counter()
    for _ in range(hands):
        hand = match.new_hand()
        play_hand(hand, [FeatureSeatAgent(GreedyAgent(1)), GreedyAgent(2)])
        seen.update(e.choice for e in hand.log if isinstance(e, ChoiceOffered))
        match.finish(hand)
    return seen


def test_whole_hands_offer_only_their_stages_features() -> None:
    assert _offers(1, 15) == Counter()
    assert set(_offers(2, 15)) == {Choice.OPENING_SWAP}
    stage3 = _offers(3, 25)
    assert {Choice.OPENING_SWAP, Choice.DRAW_CHOICE, Choice.TRIPLET_OFFER} <= set(stage3)
    assert not {Choice.TOU_TIAN_HUAN_RI, Choice.YI_HUA_JIE_MU} & set(stage3), "no items held"
