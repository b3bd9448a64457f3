"""What the table needs to know about each stage (RULES.md A9 defaults).

The progression work will read these from ``levels/`` data; until then the defaults of the
rule book live here, in one table, so nothing else hard-codes a bet or a draw count.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.rules.phase import HandConfig


@dataclass(frozen=True)
class StageInfo:
    number: int
    bet: int
    target: int
    haitei_draws: int
    payout: int = 1

    def hand_config(self) -> HandConfig:
        return HandConfig(haitei_draws=self.haitei_draws)


STAGES: tuple[StageInfo, ...] = (
    StageInfo(1, bet=100, target=3000, haitei_draws=3),
    StageInfo(2, bet=200, target=6000, haitei_draws=5),
    StageInfo(3, bet=300, target=12000, haitei_draws=5),
    StageInfo(4, bet=500, target=30000, haitei_draws=5),
)


def stage_info(number: int) -> StageInfo:
    """The stage numbered ``number`` (1–4); out-of-range numbers clamp to the nearest."""
    return STAGES[min(max(number, 1), len(STAGES)) - 1]
