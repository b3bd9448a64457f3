"""What the 72-tile CPU reads of the rule set it plays: the minimum fan (起和) and what one
point pays by 自摸 and by 点和.

A room's rule set is rebuilt from its data (``progression.beans.ruleset``), so these
are given to the CPU as a value made from the rule set of its own table (by
:mod:`mahjong2p.ai.registry`), never read from the engine's default constant.
"""

from __future__ import annotations

from dataclasses import dataclass

# Share of wins that are self-drawn: in two-player play a seat sees about as many of the
# opponent's discards as it draws itself (self-play: 自摸 on about half the wins).
TSUMO_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class GbTerms:
    """``min_fan``: the fans (flowers excluded) a win needs; ``self_draw`` / ``discard``:
    what one point of a win pays by 自摸 and by 点和 (before the room's rate)."""

    min_fan: int
    self_draw: int
    discard: int

    @property
    def mean_rate(self) -> float:
        """Beans per point of a win whose way (自摸 or 点和) is not known yet."""
        return TSUMO_SHARE * self.self_draw + (1 - TSUMO_SHARE) * self.discard
