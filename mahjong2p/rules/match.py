"""A sequence of hands with the dealer passing as RULES.md A3 (and B3) says."""

from __future__ import annotations

from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import HandEnded
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.wall import hand_rng


class Match:
    """Deals hand after hand: the first dealer is drawn from the seed, then the winner of
    a hand deals the next and a drawn hand keeps the dealer."""

    def __init__(
        self, seed: int, config: HandConfig | None = None, rules: RuleSet = ARCADE
    ) -> None:
        self.seed = seed
        self.config = config or HandConfig()
        self.rules = rules
        self.hand_number = 0
        self.dealer = hand_rng(seed, -1).randrange(2)

    def new_hand(self) -> Hand:
        return Hand(self.seed, self.hand_number, self.dealer, self.config, rules=self.rules)

    def finish(self, hand: Hand) -> None:
        """Record an ended hand: the next hand's number and dealer follow from it."""
        ended = hand.log[-1]
        if not isinstance(ended, HandEnded):
            raise ValueError("finish() needs a hand that has ended")
        self.dealer = ended.next_dealer
        self.hand_number += 1
