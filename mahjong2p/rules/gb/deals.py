"""Which 72-tile deal a hand was dealt with (RULES.md B2), so files written before the
deal was corrected still play back exactly.

Deal 1 (before 2026-12-02): the dealer rolls both times; its 跳牌 takes the top tiles of
the next two stacks. Deal 2 (the seed's): the first roll picks who rolls second, and the
dealer's 跳牌 takes the tops of stacks 1 and 3 of the next three (隔一墩). The shuffle, the
dice and the broken wall are the same in both, so only the second roller and three tiles
of the deal differ. A replay and the saved hand in progress store the version (``"deal"``);
a file without one is deal 1.
"""

from __future__ import annotations

from dataclasses import replace

from mahjong2p.rules.gb.table import GbTable
from mahjong2p.rules.ruleset import RuleSet

FIRST_DEAL = 1  # what a file that names no deal was dealt with
DEAL_VERSION = GbTable().deal_version  # what a new hand is dealt with
DEAL_VERSIONS = tuple(range(FIRST_DEAL, DEAL_VERSION + 1))


def deal_of(rules: RuleSet) -> int | None:
    """The deal version of a 72-tile rule set, ``None`` for one without a 72-tile table."""
    return rules.table.deal_version if isinstance(rules.table, GbTable) else None


def with_deal(rules: RuleSet, deal: int) -> RuleSet:
    """``rules`` dealing with version ``deal`` (``rules`` itself when it already does)."""
    if deal not in DEAL_VERSIONS:
        raise ValueError(f"deal {deal} is not one of {list(DEAL_VERSIONS)}")
    if deal_of(rules) in (None, deal):
        return rules
    return replace(rules, table=GbTable(deal))
