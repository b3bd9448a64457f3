"""The 72-tile CPU's levels: the arcade level of the same name with this game's own
mistake rate, plus the numbers the 国标 plan reads. Parameters only, one code path for
every level."""

from __future__ import annotations

from dataclasses import dataclass, replace

from mahjong2p.ai.levels import LEVELS, PLAYER_LEVELS, Level


@dataclass(frozen=True, slots=True)
class GbLevel:
    """``base``: the arcade level of the same name, with the mistake rate and floor this
    level plays with (see :func:`_mistakes`).
    ``ukeire``: count live effective tiles (else assume the typical number).
    ``lookahead``: score the ready hands a 1-shanten hand's useful draws lead to, with the
    real scorer (else guess its value from its plan like a hand further away).
    ``call_gate``: a call is weighed only when the open hand's chance of reaching 起和 is
    at least this. ``defence_weight`` / ``read_weight``: as in the arcade, in beans.
    ``search_rollouts``: the playouts a turn's searched discards may share in this game
    (0: the priced plan alone); its own number, not the arcade level's: its playouts
    cost more (one suit and the honours keep the shapes near ready), its decisions fewer
    (a concealed hand's turns only)."""

    base: Level
    ukeire: bool = True
    lookahead: bool = False
    call_gate: float = 0.5
    defence_weight: float = 0.0
    read_weight: float = 0.0
    search_rollouts: int = 0

    @property
    def name(self) -> str:
        return self.base.name


def _mistakes(base: Level, rate: float, floor: float) -> Level:
    """The arcade level ``base`` with this game's own mistake rate and floor.

    In this game nearly every win pays the 13-point cap, so the levels differ in how fast
    they race, and a mistake (a discard among the plausible ones that keep the hand's
    fastest shanten, :mod:`.agent`) is what a step of the ladder costs (docs/ai.md, Part B,
    gives what each percent of mistakes costs in beans)."""
    return replace(base, mistake_rate=rate, mistake_floor=floor)


# The searching master's 72-tile budget: 600 playouts' worth a decision, shared by up to
# six discards and their worlds (a world counted as two playouts since issue 40), which
# keeps a decision inside the CPU budget docs/ai.md sets (its mean and p99 are measured
# there and by ``bench``). At a fifth of it the search only tied the priced
# model: the noise of a dozen worlds a discard, not the playouts' policy, held it back
# (docs/research/ai-rounds.md, "Fourth round").
GB_SEARCH_ROLLOUTS = 600


def _master(base: Level, search_rollouts: int) -> GbLevel:
    """master's plan: its priced model, and with ``search_rollouts`` the search over its
    close discards (master and master-search; master-v2 is the priced model alone)."""
    return GbLevel(
        _mistakes(base, 0.0, 0.5),
        lookahead=True,
        call_gate=0.5,
        defence_weight=1.0,
        read_weight=1.0,
        search_rollouts=search_rollouts,
    )


GB_LEVELS: dict[str, GbLevel] = {
    "easy": GbLevel(_mistakes(LEVELS["easy"], 0.12, 0.2), ukeire=False),
    "normal": GbLevel(_mistakes(LEVELS["normal"], 0.18, 0.2)),
    "hard": GbLevel(_mistakes(LEVELS["hard"], 0.05, 0.3), call_gate=0.5, defence_weight=0.5),
    # The 72-tile model at master searches (it measured stronger than its priced plan,
    # master-v2); the arcade model given the 72-tile view measured stronger still and
    # plays the level at the table (ai.registry: ARCADE_MODEL_PLAYS).
    "master": _master(LEVELS["master"], GB_SEARCH_ROLLOUTS),
    "master-search": _master(LEVELS["master-search"], GB_SEARCH_ROLLOUTS),
    "master-v2": _master(LEVELS["master-v2"], 0),
    # In Part B both seats play for beans (issue 14), so the strong-player model plays the
    # master's plan with the expert's own (absent) mistakes.
    "expert": GbLevel(
        PLAYER_LEVELS["expert"],
        lookahead=True,
        call_gate=0.5,
        defence_weight=1.0,
        read_weight=1.0,
    ),
}

# The levels of this game that the arcade model plays, given the 72-tile view: chosen by
# measurement through the shared loop (docs/ai.md, "Which model plays each level"). Against
# the model the table played before (the arcade model on an arcade view) the 72-tile model
# was weaker at every level, its search at master included, and the arcade model with the
# right view as strong; master-v2, master-search and expert stay the 72-tile model (for
# measurement, and 托管).
ARCADE_MODEL_PLAYS = ("easy", "normal", "hard", "master")
