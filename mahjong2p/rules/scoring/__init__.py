"""Scoring a win (RULES.md A6–A7): fans, 役满 and arcade points.

The engine calls :func:`score_win`; the results screen and the fan encyclopedia read the
fan definitions (names in both languages, descriptions, example hands) from
:data:`FANS`, :data:`YAKUMAN` and :data:`SPECS` — Python data, never files.
"""

from mahjong2p.rules.scoring.example import Example, ExampleHand
from mahjong2p.rules.scoring.registry import FANS, SPECS, YAKUMAN, Entry
from mahjong2p.rules.scoring.result import FanAward, ScoreResult, YakumanAward
from mahjong2p.rules.scoring.score import score_example, score_win
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec

__all__ = [
    "FANS",
    "SPECS",
    "YAKUMAN",
    "Entry",
    "Example",
    "ExampleHand",
    "FanAward",
    "FanSpec",
    "ScoreResult",
    "WinBy",
    "WinSituation",
    "YakumanAward",
    "score_example",
    "score_win",
]
