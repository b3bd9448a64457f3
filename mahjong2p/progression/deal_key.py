"""The ``"deal"`` key that a 72-tile replay and the saved hand in progress carry: which
version of the deal (:mod:`mahjong2p.rules.gb.deals`) dealt the hand, so a file written
before the deal was corrected replays to exactly the hand it was. A file without the key
was written before it existed: deal 1."""

from __future__ import annotations

from typing import Any

from mahjong2p.codec.fields import Fields
from mahjong2p.rules.gb.deals import DEAL_VERSION, FIRST_DEAL, deal_of
from mahjong2p.rules.ruleset import RuleSet

DEAL_KEY = "deal"


def read_deal(data: dict[str, Any], table: Fields) -> int:
    """The deal version in ``data`` (read through ``table``, so a bad value is one line
    naming the key), deal 1 where the key is missing."""
    if DEAL_KEY not in data:
        return FIRST_DEAL
    return table.integer(DEAL_KEY, minimum=FIRST_DEAL, maximum=DEAL_VERSION)


def deal_json(rules: RuleSet) -> dict[str, int]:
    """The key to write for a hand played with ``rules`` (none for an arcade hand)."""
    deal = deal_of(rules)
    return {} if deal is None else {DEAL_KEY: deal}
