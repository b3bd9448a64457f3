"""国标 scoring (RULES.md B5–B6): the Chinese Official fans of the 72-tile set.

The engine calls :func:`score_gb`; ``GbScore.meets(minimum)`` says whether a win reaches
起和, ``points`` is what it pays. The fan definitions (names in both languages, values,
examples) are :data:`GB_SPECS`; the table with its non-repeat rules is :data:`GB_FANS`.
"""

from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.registry import FLOWER_TILES, GB_FANS, GB_SPECS
from mahjong2p.rules.gb.scoring.result import GbFan, GbScore
from mahjong2p.rules.gb.scoring.score import score_gb
from mahjong2p.rules.gb.scoring.situation import GbSituation

__all__ = [
    "FLOWER_TILES",
    "GB_FANS",
    "GB_SPECS",
    "GbExample",
    "GbFan",
    "GbScore",
    "GbSituation",
    "score_gb",
]
