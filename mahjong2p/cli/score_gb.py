"""``score`` with ``"ruleset": "gb"``: a hand of the 72-tile 国标 game (DESIGN.md, RULES.md B5).

The same ``concealed`` / ``melds`` / ``win_tile`` / ``win_by`` as the arcade, plus
``seat_wind`` / ``prevalent_wind`` (``east`` … ``north``), ``flowers`` (0–8),
``after_kong``, ``last_tile`` and ``last_of_kind``. A tile outside the set (筒, 条), a
flower among the tiles, a fifth copy or a situation no 72-tile game can reach is an
:class:`InputError` naming the field, like every malformed input. The tile, meld and flag
fields are read by the readers both rule sets share (:mod:`.score_fields`).
"""

from __future__ import annotations

from typing import Any

from mahjong2p.cli.errors import InputError
from mahjong2p.cli.hand_input import HandInput, parse_hand, require_tile_count
from mahjong2p.cli.impossible import RULES, Rule, Win, impossible_situation
from mahjong2p.cli.score_fields import flag_of, require_known_fields, win_tile_of
from mahjong2p.codec.safe_json import quoted
from mahjong2p.rules.gb.scoring import GbSituation, score_gb
from mahjong2p.rules.gb.scoring.result import DEFAULT_MINIMUM
from mahjong2p.rules.gb.scoring.score import GB_KINDS, MAX_FLOWERS
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import EAST, kind_name, kind_of

FLAGS = ("after_kong", "last_tile", "last_of_kind")
GB_FIELDS = (
    "ruleset",
    "concealed",
    "melds",
    "win_tile",
    "win_by",
    "seat_wind",
    "prevalent_wind",
    "flowers",
    *FLAGS,
)
WINDS = {name: EAST + i for i, name in enumerate(("east", "south", "west", "north"))}
WIN_BY = {w.value: w for w in WinBy}
HAND_TILES = 14
FLOWER_SUIT = "f"


def _arcade(flags: str) -> Rule:
    """An arcade rule that holds in the 72-tile game too (a missing one fails at import)."""
    return next(rule for rule in RULES if rule.flags == flags)


# The situations no 72-tile hand can reach (RULES.md B4–B5), checked in this order.
GB_RULES = (
    _arcade("after_kong with win_by ron or rob_kong"),
    _arcade("after_kong without a kong in melds"),
    Rule(
        "rob_kong with last_tile",
        "no kong can be declared once the wall is empty (RULES.md B4)",
        lambda w: w.situation.win_by is WinBy.ROB_KONG and w.situation.last_tile,
    ),
    _arcade("rob_kong with another copy of win_tile in the hand"),
    Rule(
        "last_of_kind with rob_kong",
        "抢杠和 is not also 和绝张 (RULES.md B5)",
        lambda w: w.situation.win_by is WinBy.ROB_KONG and w.situation.last_of_kind,
    ),
    Rule(
        "last_of_kind with another copy of win_tile among the concealed tiles",
        "和绝张 is the last copy, the other three already shown",
        lambda w: w.situation.last_of_kind and w.concealed.count(w.win_tile) > 1,
    ),
)


def score_gb_object(obj: dict[str, Any]) -> dict[str, Any]:
    """The DESIGN.md output object for one gb input object."""
    require_known_fields(obj, GB_FIELDS)
    for field in ("concealed", "win_tile"):
        if isinstance(obj.get(field), str) and FLOWER_SUIT in obj[field]:
            raise InputError(f'{field}: flowers are not hand tiles; give their number in "flowers"')
    hand, _ = parse_hand(obj)
    _only_gb_tiles(hand)
    require_tile_count(hand, HAND_TILES)
    win_tile = win_tile_of(obj, hand)
    situation = GbSituation(
        win_by=_choice(obj, "win_by", WIN_BY, None),
        seat_wind=_choice(obj, "seat_wind", WINDS, EAST),
        prevalent_wind=_choice(obj, "prevalent_wind", WINDS, EAST),
        flowers=_flowers(obj.get("flowers", 0)),
        **{flag: flag_of(obj, flag) for flag in FLAGS},
    )
    concealed = [kind_of(t) for t in hand.concealed]
    problem = impossible_situation(Win(concealed, hand.melds, win_tile, situation), GB_RULES)
    if problem:
        raise InputError(problem)
    return score_gb(concealed, hand.melds, win_tile, situation).to_json(DEFAULT_MINIMUM)


def _only_gb_tiles(hand: HandInput) -> None:
    fields = [("concealed", hand.concealed)] + [
        (f"melds[{i}].tiles", meld.tiles) for i, meld in enumerate(hand.melds)
    ]
    for field, tiles in fields:
        outside = [kind_of(t) for t in tiles if kind_of(t) not in GB_KINDS]
        if outside:
            raise InputError(
                f"{field}: {kind_name(outside[0])} is not in the 72-tile set (万 and honours only)"
            )


def _choice(obj: dict[str, Any], field: str, names: dict[str, Any], default: Any) -> Any:
    if field not in obj:
        if default is None:
            raise InputError(f"{field}: missing (one of {', '.join(names)})")
        return default
    value = obj[field]
    if not isinstance(value, str) or value not in names:
        raise InputError(f"{field}: expected one of {', '.join(names)}, got {quoted(value)}")
    return names[value]


def _flowers(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_FLOWERS:
        raise InputError(f"flowers: expected a whole number 0–{MAX_FLOWERS}, got {quoted(value)}")
    return value
