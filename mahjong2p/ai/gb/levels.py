"""The 72-tile CPU's levels: the arcade level of the same name (its mistakes) plus the
numbers the 国标 plan reads. Parameters only, one code path for every level."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.ai.levels import LEVELS, PLAYER_LEVELS, Level


@dataclass(frozen=True, slots=True)
class GbLevel:
    """``base``: the arcade level whose mistake rate and floor this level shares.
    ``ukeire``: count live effective tiles (else assume the typical number).
    ``lookahead``: score the ready hands a 1-shanten hand's useful draws lead to, with the
    real scorer (else guess its value from its plan like a hand further away).
    ``call_gate``: a call is weighed only when the open hand's chance of reaching 起和 is
    at least this. ``defence_weight`` / ``read_weight``: as in the arcade, in beans.
    ``plays_on``: pass a 点和 when playing on for 自摸 is worth more (:mod:`.holdout`)."""

    base: Level
    ukeire: bool = True
    lookahead: bool = False
    call_gate: float = 0.5
    defence_weight: float = 0.0
    read_weight: float = 0.0
    plays_on: bool = False

    @property
    def name(self) -> str:
        return self.base.name


GB_LEVELS: dict[str, GbLevel] = {
    "easy": GbLevel(LEVELS["easy"], ukeire=False),
    "normal": GbLevel(LEVELS["normal"]),
    "hard": GbLevel(LEVELS["hard"], lookahead=True, call_gate=0.6, defence_weight=0.5),
    "master": GbLevel(
        LEVELS["master"], lookahead=True, call_gate=0.7, defence_weight=1.0, read_weight=1.0
    ),
    # In Part B both seats play for beans (issue 14), so the strong-player model plays the
    # master's plan with the expert's own (absent) mistakes.
    "expert": GbLevel(
        PLAYER_LEVELS["expert"],
        lookahead=True,
        call_gate=0.7,
        defence_weight=1.0,
        read_weight=1.0,
    ),
}
