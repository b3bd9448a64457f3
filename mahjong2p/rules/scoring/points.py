"""Points (RULES.md A7, arcade): the fan table's totals turned into what a win pays."""

from __future__ import annotations

FAN_CAP = 13  # 累计役满: a total of 13 or more scores as a 1× 役满
YAKUMAN_UNIT = 10_000
TIER_PER_MULTIPLE = 13  # 13 → 1×, 32 → 2×, 64 → 4×


def fan_points(total_fan: int) -> int:
    """``f × (f + 1) × 50`` below the cap; the cap pays a 1× 役满."""
    if total_fan >= FAN_CAP:
        return YAKUMAN_UNIT
    return total_fan * (total_fan + 1) * 50


def yakuman_multiplier(tier: int) -> int:
    """N = tier ÷ 13 rounded down [RULES.md decision]."""
    return tier // TIER_PER_MULTIPLE
