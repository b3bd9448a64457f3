"""The oracle's view of a 国标 hand: ``pymahjonggb``'s ``MahjongFanCalculator`` arguments.

Used by the differential test and by ``bench`` (the oracle's rate on the same hands). The
oracle is a test-only dependency, imported only when asked for.

Tile codes: W1–W9 for 万, F1–F4 for 东南西北, J1–J3 for 中發白 — the reverse of our kinds
31–33 (白 發 中). A pack's ``offer`` tells a concealed kong (0) from a melded set (1): a
chow or pung given offer 0 would count as concealed, so every called set gets 1.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mahjong2p.bench.gb_hands import GeneratedGbHand
from mahjong2p.rules.melds import MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import EAST

_CODES = {
    **{k: f"W{k + 1}" for k in range(9)},
    **{27 + i: f"F{i + 1}" for i in range(4)},
    31: "J3",
    32: "J2",
    33: "J1",
}
_MELDED, _CONCEALED = 1, 0


def oracle_calculator() -> Callable[..., Any] | None:
    """``MahjongFanCalculator``, or ``None`` when ``pymahjonggb`` is not installed."""
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        return None
    calculator: Callable[..., Any] = MahjongFanCalculator
    return calculator


def oracle_arguments(hand: GeneratedGbHand) -> dict[str, Any]:
    """The keyword arguments of ``MahjongFanCalculator`` for ``hand`` (verbose)."""
    packs = []
    for meld in hand.melds:
        first = min(meld.tiles) // 4
        if meld.kind is MeldKind.CHI:
            packs.append(("CHI", _CODES[first + 1], _MELDED))
        elif meld.kind is MeldKind.PON:
            packs.append(("PENG", _CODES[first], _MELDED))
        else:
            offer = _CONCEALED if meld.kind is MeldKind.CONCEALED_KONG else _MELDED
            packs.append(("GANG", _CODES[first], offer))
    standing = list(hand.concealed)
    standing.remove(hand.win_tile)
    s = hand.situation
    self_draw = s.win_by is WinBy.TSUMO
    return {
        "pack": tuple(packs),
        "hand": tuple(_CODES[k] for k in standing),
        "winTile": _CODES[hand.win_tile],
        "flowerCount": s.flowers,
        "isSelfDrawn": self_draw,
        "is4thTile": s.last_of_kind,
        "isAboutKong": s.after_kong if self_draw else s.win_by is WinBy.ROB_KONG,
        "isWallLast": s.last_tile,
        "seatWind": s.seat_wind - EAST,
        "prevalentWind": s.prevalent_wind - EAST,
        "verbose": True,
    }


def fan_id(name_en: str) -> str:
    """The oracle's English fan name as our id: lower case, each run of other characters
    one ``_`` ("Self-Drawn" → ``self_drawn``)."""
    return re.sub(r"[^a-z0-9]+", "_", name_en.lower()).strip("_")


def oracle_fans(calculator: Callable[..., Any], hand: GeneratedGbHand) -> dict[str, int] | None:
    """``{fan id: count}`` by the oracle, or ``None`` when it says the hand is not a win."""
    try:
        result = calculator(**oracle_arguments(hand))
    except TypeError as error:
        if "NOT_WIN" in str(error):
            return None
        raise
    return {fan_id(name_en): count for _, count, _, name_en in result}
