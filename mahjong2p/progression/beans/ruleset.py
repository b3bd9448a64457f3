"""The 72-tile rule set a room's table plays with: the engine's ``GB`` with the minimum fan
and the settlement multipliers taken from ``levels/rooms.toml``, so the numbers the player
is promised on the room select are the ones the table applies (RULES.md B5, B6: the
minimum is room data). A replay rebuilds the same rule set from the numbers it stored."""

from __future__ import annotations

from dataclasses import replace

from mahjong2p.progression.rooms import BeanRules
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.ruleset import RuleSet, Settlement


def room_ruleset(rules: BeanRules) -> RuleSet:
    return gb_ruleset(rules.min_fan, rules.settlement.self_draw, rules.settlement.discard)


def gb_ruleset(min_fan: int, self_draw: int, discard: int) -> RuleSet:
    """``GB`` with this 起和 and these multipliers (自摸 × ``self_draw``, 点和 × ``discard``)."""
    return replace(GB, min_fan=min_fan, settlement=Settlement(self_draw, discard))
