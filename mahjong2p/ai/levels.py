"""The CPU's difficulty levels: parameters only, one code path for all of them.

A level never switches code on or off by its name; it only sets the numbers the one
decision procedure reads (STYLE.md, after tenhou-python-bot's configs). So a designer can
add a level, or tune one, without touching the AI's logic.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class Level:
    """How one CPU level plays.

    ``mistake_rate``: how often a decision is taken at random among the plausible options
    (those whose utility is at least ``mistake_floor`` times the best one).
    ``ukeire``: count effective tiles (受入) against the unseen tiles; without it the CPU
    only knows shanten, like the greedy baseline.
    ``lookahead``: in a 1-shanten hand, look one draw ahead at the waits each useful tile
    leads to (a good shape over a wide but poor one).
    ``value_weight``: extra utility per expected fan (0: speed alone).
    ``ready_min_live``: 报听 only with at least this many live winning tiles.
    ``ready_against_declared``: 报听 also once the opponent has declared (without it the
    hand stays free to fold and to change its wait against a locked opponent).
    ``defence_weight``: how much a tile's deal-in risk weighs against own speed (0: never
    defends). ``read_weight``: how much readiness the CPU infers from an undeclared
    opponent's melds and turns (0: only a 报听 is a threat). ``own_discard_wait``: how
    likely, against an unseen kind, the opponent waits on a kind they discarded themselves
    (1: only their fewer copies of it count; :func:`~.danger.wait_chances`).
    ``plays_for_points``: the objective of the human's seat in the arcade (RULES.md A7:
    only its wins score): the chance to win times the points the win is expected to pay,
    ``f × (f + 1) × 50`` over the fan of each wait, instead of the chance alone
    (``value_weight`` is then unused). ``value_danger``: how much a deal-in's cost grows
    with what the opponent's hand is visibly worth (the CPU's objective: the fewer points
    the human scores the better; 0: every deal-in costs the same).
    ``self_draw_premium``: how much more the opponent's win costs when it comes later
    anyway (mostly a self-draw, with 门清自摸) than the same win off a discard now: the
    deal-in's loss is weighed against their chance to finish anyway times this (1: a win
    is a win; :func:`~.assess.deal_in_cost`).
    ``points_prevented``: against a declared opponent, weigh both sides of a discard in the
    human's points: a deal-in pays what their hand is worth now, while this hand's own win
    is worth the later win it takes from them (their chance to finish anyway, times the
    premium, times what their hand is worth on average). The worth then weighs the
    dangerous kinds against the safe ones, not the whole hand against the CPU's only way
    to stop it (off: the deal-in's worth against the CPU's chance alone).
    ``honour_pair_keep``, ``wait_sight``, ``call_eagerness``: the lower levels' habits
    (:mod:`.habits`; 0 is none).
    ``search_rollouts``: the playouts a turn's close discards may share (:mod:`.search`;
    0: the priced model alone). ``search_calls``: a reaction (passing against each 吃 and
    碰 of the opponent's discard) is searched with the same budget. ``search_wins``: a
    点和 on offer is passed when the playouts of waiting on (for a 自摸) are worth more.
    ``search_extra``: playouts a turn adds when its first round leaves the two best
    discards within a standard error.
    """

    name: str
    mistake_rate: float = 0.0
    mistake_floor: float = 0.5
    ukeire: bool = True
    lookahead: bool = False
    value_weight: float = 0.0
    ready_min_live: int = 1
    ready_against_declared: bool = True
    defence_weight: float = 0.0
    read_weight: float = 0.0
    own_discard_wait: float = 1.0
    plays_for_points: bool = False
    value_danger: float = 0.0
    self_draw_premium: float = 1.0
    points_prevented: bool = False
    honour_pair_keep: float = 0.0
    wait_sight: int = 0
    call_eagerness: float = 0.0
    search_rollouts: int = 0
    search_calls: bool = False
    search_wins: bool = False
    search_extra: int = 0


# The lower levels are weaker by habits a player recognises (:mod:`.habits`), not by dice
# alone. easy chases its own big hands although its fan scores nothing in the arcade, hopes
# to 碰 its honour pairs, calls whatever it can, misses the far side of a multi-sided wait,
# seldom declares 报听 (only with nine live tiles: so it seldom has the 海底 priority, and
# the human is seldom warned to slow down) and never defends. normal still likes its own
# big hands a little, calls a little too eagerly and defends only once the human has
# declared 报听 (reading nothing else). hard keeps a trace of normal's habits (a quarter of
# a fan's weight for its own hand, honour pairs and eager calls at 0.1).
EASY = Level(
    "easy",
    mistake_rate=0.25,
    mistake_floor=0.2,
    ukeire=False,
    value_weight=1.0,
    ready_min_live=9,
    honour_pair_keep=0.3,
    wait_sight=2,
    call_eagerness=0.3,
)
NORMAL = Level(
    "normal",
    mistake_rate=0.15,
    mistake_floor=0.3,
    value_weight=0.5,
    ready_min_live=3,
    defence_weight=0.5,
    honour_pair_keep=0.15,
    call_eagerness=0.15,
)
# In the arcade only the human's wins score (RULES.md A7), so the CPU's own fan is worth
# nothing to it (no value weight at master): the stronger levels race, declare 报听 with a
# fair wait, and defend against the human's hand by what it is visibly worth. Both read a
# 报听 hand as a player's: a tile they threw away themselves is seldom their wait (hard
# less sure of it than master: 0.4 of a wait against 0.1).
HARD = Level(
    "hard",
    mistake_rate=0.08,
    mistake_floor=0.4,
    lookahead=True,
    value_weight=0.25,
    ready_min_live=3,
    defence_weight=1.0,
    read_weight=0.5,
    own_discard_wait=0.4,
    value_danger=0.5,
    honour_pair_keep=0.1,
    call_eagerness=0.1,
)
# master also plays the race against a 报听 as the arcade scores it: it does not answer a
# 报听 with its own (the human's hand is locked already and cannot fold, while a declared
# master could not fold either, nor change its wait), and a deal-in costs it less than
# the human's self-draw it would otherwise likely concede (the expert's self-draws paid
# 1.6 times its wins off a discard against master: about 1,450 points against 900). Once
# the human has declared, it counts both sides in the human's points (points_prevented),
# so an expensive 报听 makes it race, not fold: folding only puts that self-draw off.
MASTER = Level(
    "master",
    lookahead=True,
    ready_min_live=3,
    ready_against_declared=False,
    defence_weight=1.0,
    read_weight=1.0,
    own_discard_wait=0.1,
    value_danger=1.0,
    self_draw_premium=1.6,
    points_prevented=True,
)

# master-search (issue 26) is master, the priced model, deciding its close discards by
# search: sampled worlds from its own view, each discard played out (docs/ai.md). In the
# arcade it did not beat master, so the stages keep the priced model. In the 72-tile game
# the searching 72-tile model beat the priced one but not this arcade model given the
# 72-tile view, which plays every level there (ai.registry). master-v2 is the priced model
# in both rule sets, kept to measure the searching master against (in the arcade it is
# master).
MASTER_SEARCH = replace(MASTER, name="master-search", search_rollouts=120)
MASTER_V2 = replace(MASTER, name="master-v2")

LEVELS: dict[str, Level] = {
    level.name: level for level in (EASY, NORMAL, HARD, MASTER, MASTER_SEARCH, MASTER_V2)
}

# The model of a strong human for the human's seat (托管, 报听 auto-play, stage simulations):
# it maximises expected points, declares 报听 with any wait of two live tiles or more (the
# 门清报听 fan and the 海底 priority) and folds only against a declared hand.
EXPERT = Level(
    "expert",
    lookahead=True,
    ready_min_live=2,
    defence_weight=0.5,
    plays_for_points=True,
)
PLAYER_LEVELS: dict[str, Level] = {EXPERT.name: EXPERT}
