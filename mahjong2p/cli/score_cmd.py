"""``score``: fans, 役满 and points of a winning hand, JSON in and out (DESIGN.md).

Every mistake in the input is an :class:`InputError` naming the field, and so is a
situation no hand can reach (:mod:`.impossible`: the flags that cannot go together);
a well-formed hand that is not a win is an answer (``{"win": false, "reason": ...}``).
``"ruleset": "gb"`` scores a hand of the 72-tile 国标 game (:mod:`.score_gb`); ``--jsonl``
scores one input object per line (:mod:`.score_lines`).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mahjong2p.cli.errors import InputError
from mahjong2p.cli.hand_input import (
    parse_hand,
    parse_tile_string,
    read_json_object,
    require_tile_count,
)
from mahjong2p.cli.impossible import Win, impossible_situation
from mahjong2p.cli.score_fields import flag_of, require_known_fields, win_tile_of
from mahjong2p.codec.safe_json import quoted
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.tiles import kind_of

NAME = "score"
HELP = "score a winning hand: JSON on stdin, fans/役满/points as JSON on stdout"

FLAGS = (
    "dealer",
    "declared_ready",
    "ready_first_turn",
    "first_turn",
    "after_kong",
    "last_tile",
    "haitei_round",
)
FIELDS = ("concealed", "melds", "win_tile", "win_by", "flower_indicators", *FLAGS)
RULESETS = ("arcade", "gb")
HAND_TILES = 14
MAX_INDICATORS = 5  # one at the start of the hand and one per kong, at most four kongs
WIN_BY = {w.value: w for w in WinBy}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help="one JSON object per input line, one result per output line",
    )


def run(args: argparse.Namespace) -> int:
    from mahjong2p.cli.score_gb import GB_FIELDS
    from mahjong2p.cli.score_lines import score_lines

    fields = sorted({*FIELDS, *GB_FIELDS})
    if args.jsonl:
        return score_lines(sys.stdin, sys.stdout, fields, score_object)
    print(json.dumps(score_object(read_json_object(sys.stdin, fields)), ensure_ascii=False))
    return 0


def score_object(obj: dict[str, Any]) -> dict[str, Any]:
    """The output object for one input object, by its ``ruleset``."""
    ruleset = obj.get("ruleset", "arcade")
    if ruleset not in RULESETS:
        raise InputError(f"ruleset: expected one of {', '.join(RULESETS)}, got {quoted(ruleset)}")
    if ruleset == "gb":
        from mahjong2p.cli.score_gb import score_gb_object

        return score_gb_object(obj)
    require_known_fields(obj, ("ruleset", *FIELDS))
    hand, allocator = parse_hand(obj)
    require_tile_count(hand, HAND_TILES)
    win_tile = win_tile_of(obj, hand)
    flowers = _flower_indicators(obj.get("flower_indicators", []))
    allocator.take(list(flowers), "flower_indicators")
    situation = WinSituation(
        win_by=_win_by(obj),
        flower_indicators=flowers,
        **{flag: flag_of(obj, flag) for flag in FLAGS},
    )
    concealed = [kind_of(t) for t in hand.concealed]
    impossible = impossible_situation(Win(concealed, hand.melds, win_tile, situation))
    if impossible:
        raise InputError(impossible)
    result = score_win(concealed, hand.melds, win_tile, situation)
    return result.to_json()


def _win_by(obj: dict[str, Any]) -> WinBy:
    if "win_by" not in obj:
        raise InputError(f"win_by: missing (one of {', '.join(WIN_BY)})")
    value = obj["win_by"]
    if not isinstance(value, str) or value not in WIN_BY:
        raise InputError(f"win_by: expected one of {', '.join(WIN_BY)}, got {quoted(value)}")
    return WIN_BY[value]


def _flower_indicators(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise InputError('flower_indicators: expected a list of single tiles like ["5p"]')
    if len(value) > MAX_INDICATORS:
        raise InputError(
            f"flower_indicators: {len(value)} indicators (at most {MAX_INDICATORS} are shown)"
        )
    kinds = []
    for i, item in enumerate(value):
        tile = parse_tile_string(item, f"flower_indicators[{i}]")
        if len(tile) != 1:
            raise InputError(f"flower_indicators[{i}]: expected one tile, got {quoted(item)}")
        kinds.extend(tile)
    return tuple(kinds)
