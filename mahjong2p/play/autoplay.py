"""Whole stage hands with the economy, played by agents: how ``sim``-style measurements
see a stage as the player does (bets, payouts, rigged deals, the feature seat's choices).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.ai.agent import Agent
from mahjong2p.play.loop import play_hand
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.levels import Levels
from mahjong2p.progression.rigging import RiggedDeal
from mahjong2p.progression.run import ArcadeSettlement, HandStart, Run, begin_hand, lost, settle


@dataclass(frozen=True, slots=True)
class PlayedHand:
    start: HandStart
    rig: RiggedDeal | None
    settlement: ArcadeSettlement


def play_stage_hands(
    run: Run, levels: Levels, hands: int, player: Agent, cpu: Agent
) -> list[PlayedHand]:
    """Play up to ``hands`` hands of ``run``'s stage, the player's seat answering the stage
    features with :class:`FeatureSeatAgent`; stops early when the run is lost. The stage
    does not advance on a clear: each hand's settlement says whether it was cleared."""
    seat0 = FeatureSeatAgent(player)
    played = []
    for _ in range(hands):
        if lost(run, levels):
            break
        start = begin_hand(run, levels)
        dealt = start.plan.start()
        play_hand(dealt.hand, [seat0, cpu])
        settlement = settle(start, dealt.hand.log, levels)
        played.append(PlayedHand(start, dealt.rig, settlement))
        run = settlement.run
    return played
