"""``waits``: shanten and live waits of a 13-tile hand read as JSON (DESIGN.md).

Input ``{"concealed": "...", "melds": [...]}``, each meld counting as three tiles; output
``{"shanten": n, "waits": ["1m", ...]}``. Waits leave out kinds whose four copies are all in
the hand and melds, so a shape-ready hand can print shanten 0 and no waits.
"""

from __future__ import annotations

import argparse
import json
import sys

from mahjong2p.cli.hand_input import parse_hand, read_json_object, require_tile_count
from mahjong2p.rules.shape import shanten_of, waits_of
from mahjong2p.rules.tiles import counts_of, kind_name, kind_of

NAME = "waits"
HELP = "read a 13-tile hand as JSON on stdin; print its shanten and waits as JSON"
FIELDS = ("concealed", "melds")
HAND_TILES = 13


def add_arguments(parser: argparse.ArgumentParser) -> None:
    del parser  # everything comes on standard input


def run(args: argparse.Namespace) -> int:
    del args
    hand, _ = parse_hand(read_json_object(sys.stdin, FIELDS))
    require_tile_count(hand, HAND_TILES)
    counts = counts_of(kind_of(t) for t in hand.concealed)
    shanten = shanten_of(counts, hand.melds)
    waits = waits_of(counts, hand.melds)
    print(json.dumps({"shanten": shanten, "waits": [kind_name(k) for k in waits]}))
    return 0
