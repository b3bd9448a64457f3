"""The 72-tile 国标 rule set as a value (RULES.md Part B)."""

from __future__ import annotations

from mahjong2p.rules.gb.table import GbTable
from mahjong2p.rules.gb.win import GbScoring
from mahjong2p.rules.ruleset import RuleSet, Settlement
from mahjong2p.rules.tileset import GB_TILES

GB_MIN_FAN = 8

GB = RuleSet(
    id="gb",
    tiles=GB_TILES,
    table=GbTable(),
    scoring=GbScoring(),
    bao_ting=False,
    haitei_round=False,
    stage_features=False,
    min_fan=GB_MIN_FAN,
    settlement=Settlement(self_draw=3, discard=1),
)
