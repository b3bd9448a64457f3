"""``waits``: shanten and live waits of a 13-tile hand read as JSON (DESIGN.md).

Input ``{"concealed": "...", "melds": [...]}``, each meld counting as three tiles; output
``{"shanten": n, "waits": ["1m", ...]}``. Waits leave out kinds whose four copies are all in
the hand and melds, so a shape-ready hand can print shanten 0 and no waits. With
``"ruleset": "gb"`` (default ``"arcade"``) the hand is one of the 72-tile game: a 筒 or 条
tile is malformed input.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong2p.cli.errors import InputError
from mahjong2p.cli.hand_input import HandInput, parse_hand, read_json_object, require_tile_count
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.rulesets import RULESETS
from mahjong2p.rules.shape import shanten_of, waits_of
from mahjong2p.rules.tiles import counts_of, kind_name, kind_of

NAME = "waits"
HELP = "read a 13-tile hand as JSON on stdin; print its shanten and waits as JSON"
FIELDS = ("concealed", "melds", "ruleset")
HAND_TILES = 13


def add_arguments(parser: argparse.ArgumentParser) -> None:
    del parser  # everything comes on standard input


def run(args: argparse.Namespace) -> int:
    del args
    obj = read_json_object(sys.stdin, FIELDS)
    rules = ruleset_of(obj)
    hand, _ = parse_hand(obj)
    require_tiles_of(hand, rules)
    require_tile_count(hand, HAND_TILES)
    counts = counts_of(kind_of(t) for t in hand.concealed)
    shanten = shanten_of(counts, hand.melds)
    waits = waits_of(counts, hand.melds)
    print(json.dumps({"shanten": shanten, "waits": [kind_name(k) for k in waits]}))
    return 0


def ruleset_of(obj: dict[str, Any]) -> RuleSet:
    """The ``ruleset`` field (default ``"arcade"``) as a rule set, or an InputError."""
    name = obj.get("ruleset", "arcade")
    if not isinstance(name, str) or name not in RULESETS:
        raise InputError(f"ruleset: {name!r} is not one of {', '.join(RULESETS)}"[:120])
    return RULESETS[name]


def require_tiles_of(hand: HandInput, rules: RuleSet) -> None:
    """Every tile of the hand must exist in the rule set's tile set (no 筒/条 in gb)."""
    tiles = [*hand.concealed, *(t for m in hand.melds for t in m.tiles)]
    for kind in sorted({kind_of(t) for t in tiles}):
        if not rules.tiles.has_kind(kind):
            raise InputError(f"{kind_name(kind)} is not a tile of the {rules.id} rule set")
