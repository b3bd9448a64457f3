"""Replaying a played hand from its seed and actions alone: what the replay file keeps and
what every property test of "same seed, same game" checks against."""

from __future__ import annotations

from mahjong2p.rules.hand import Hand


def replayed(first: Hand) -> Hand:
    """A fresh hand of ``first``'s seed, number, dealer, config and rule set, with ``first``'s
    actions applied one by one."""
    again = Hand(
        first.seed, first.hand_number, first.dealer, config=first.config, rules=first.rules
    )
    for action in first.actions:
        again.apply(action)
    return again
