"""Setting up one hand of a stage: the engine's configuration, and whether it is rigged.

Both the game (through :mod:`.run`) and ``sim --stage K`` (through :class:`StageMatch`)
deal stage hands here, so a stage plays the same in both. Whether a hand is rigged, and
how, comes from RNGs keyed by (seed, hand number) like the engine's own, so a stage hand
is reproducible from its :class:`HandPlan` and the actions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from mahjong2p.progression.items import Item, table_stock
from mahjong2p.progression.levels import Stage, StageFeature
from mahjong2p.progression.patterns import NORMAL_PATTERNS, YAKUMAN_PATTERNS, Pattern
from mahjong2p.progression.rigging import RiggedDeal, rig_deal
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.features.choice import ItemStock
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.match import Match
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.seat import Seat

FEATURE_SEAT = int(Seat.HUMAN)  # the player's: plain, as the engine's config keeps seats


class RigKind(Enum):
    NORMAL = "normal"  # 平常番配牌大出血
    YAKUMAN = "yakuman"  # 役满型配牌大出血

    @property
    def patterns(self) -> tuple[Pattern, ...]:
        return YAKUMAN_PATTERNS if self is RigKind.YAKUMAN else NORMAL_PATTERNS


def stage_hand_config(stage: Stage, items: Mapping[Item, int] | None = None) -> HandConfig:
    """The engine's switches for a hand of ``stage``; ``items`` are the table items the
    player holds (ignored in stages without the items feature)."""
    chances = stage.chances
    return HandConfig(
        haitei_draws=stage.haitei_draws,
        feature_seat=FEATURE_SEAT,
        opening_swap=stage.has(StageFeature.OPENING_SWAP),
        draw_choice_chance=chances.draw_choice if stage.has(StageFeature.DRAW_CHOICE) else 0.0,
        triplet_offer_chance=(
            chances.triplet_offer if stage.has(StageFeature.TRIPLET_OFFER) else 0.0
        ),
        items=table_stock(items) if items and stage.has(StageFeature.ITEMS) else ItemStock(),
    )


def _rng(purpose: str, seed: int, hand_number: int) -> random.Random:
    return random.Random(f"mahjong2p:{purpose}:{seed}:{hand_number}")


def roll_rig(stage: Stage, seed: int, hand_number: int) -> RigKind | None:
    """A stage's own chance of a rigged deal (RULES.md A9): 役满 first, then 平常番."""
    roll = _rng("rig-roll", seed, hand_number).random()
    yakuman = stage.chances.rigged_yakuman if stage.has(StageFeature.RIGGED_YAKUMAN) else 0.0
    normal = stage.chances.rigged_normal if stage.has(StageFeature.RIGGED_NORMAL) else 0.0
    if roll < yakuman:
        return RigKind.YAKUMAN
    if roll < yakuman + normal:
        return RigKind.NORMAL
    return None


def qian_kun_rig(yakuman_share: float, seed: int, hand_number: int) -> RigKind:
    """乾坤大挪移's deal: 役满 or 平常番 at random (RULES.md A9)."""
    roll = _rng("qian-kun", seed, hand_number).random()
    return RigKind.YAKUMAN if roll < yakuman_share else RigKind.NORMAL


@dataclass(frozen=True, slots=True)
class DealtHand:
    hand: Hand
    rig: RiggedDeal | None


@dataclass(frozen=True, slots=True)
class HandPlan:
    """Everything that decides a stage hand before its first action (saved with a run in
    progress, so the hand can be replayed from its actions after a restart)."""

    seed: int
    hand_number: int
    dealer: int
    config: HandConfig
    rig: RigKind | None = None
    rules: RuleSet = ARCADE

    def start(self) -> DealtHand:
        deal = None
        if self.rig is not None:
            rng = _rng("rig-deal", self.seed, self.hand_number)
            pattern = rng.choice(self.rig.patterns)
            deal = rig_deal(rng, pattern, self.dealer, self.config.feature_seat)
        order = None if deal is None else deal.wall_order
        hand = Hand(
            self.seed,
            self.hand_number,
            self.dealer,
            self.config,
            wall_order=order,
            rules=self.rules,
        )
        return DealtHand(hand, deal)


class StageMatch(Match):
    """A :class:`Match` whose hands are a stage's: its features on, rigged as it rolls.
    ``last_rig`` is the rigged deal of the latest hand, if it was rigged."""

    def __init__(self, seed: int, stage: Stage) -> None:
        super().__init__(seed, stage_hand_config(stage))
        self.stage = stage
        self.last_rig: RiggedDeal | None = None

    def new_hand(self) -> Hand:
        rig = roll_rig(self.stage, self.seed, self.hand_number)
        plan = HandPlan(self.seed, self.hand_number, self.dealer, self.config, rig)
        dealt = plan.start()
        self.last_rig = dealt.rig
        return dealt.hand
