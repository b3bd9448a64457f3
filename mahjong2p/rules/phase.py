"""Where a hand stands: whose decision it is and what kind of decision."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from mahjong2p.rules.features.choice import Choice, ItemStock


class PhaseKind(Enum):
    TURN = "turn"  # the seat holds a 14-equivalent hand: discard, kong or 自摸
    REACTION = "reaction"  # the seat may win on, or call, the opponent's discard
    ROB_KONG = "rob_kong"  # the seat may rob the opponent's added kong (抢杠)
    HAITEI = "haitei"  # the seat picks face-down dead-pool tiles (海底捞月)
    CHOICE = "choice"  # the feature seat answers a stage feature's choice (A3, A9)
    ENDED = "ended"


@dataclass(frozen=True, slots=True)
class Phase:
    """``tile`` is the discard (REACTION) or the added tile (ROB_KONG); ``after_kong`` marks
    a turn that began with a replacement draw and ``after_call`` one that began with 吃/碰
    (no draw, so no 自摸 and no kong); ``draws_left`` counts 海底捞月 picks.

    In a CHOICE phase, ``choice`` says which; ``marked`` are the seat's tiles marked so
    far; ``tile_kind`` and ``offer`` are the offered triplet's kind and tiles; ``resume``
    is the phase the hand returns to once the choice is answered (``None`` for 搓牌,
    which is answered by the draw itself).
    """

    kind: PhaseKind
    seat: int
    tile: int | None = None
    after_kong: bool = False
    after_call: bool = False
    draws_left: int = 0
    choice: Choice | None = None
    marked: tuple[int, ...] = ()
    tile_kind: int | None = None
    offer: tuple[int, ...] = ()
    resume: Phase | None = None

    @property
    def turn_seat(self) -> int | None:
        """The seat holding a 14-equivalent hand in this phase, if any."""
        if self.kind is PhaseKind.TURN:
            return self.seat
        return None if self.resume is None else self.resume.turn_seat


@lru_cache(maxsize=4)
def turn_phase(seat: int, after_kong: bool = False) -> Phase:
    """The TURN phase after a draw, built once per (seat, after a kong?): a hand enters
    one on every draw, and a frozen record with eleven fields is slow to build."""
    return Phase(PhaseKind.TURN, seat, after_kong=after_kong)


@lru_cache(maxsize=512)
def reaction_phase(seat: int, tile: int) -> Phase:
    """The REACTION phase to the discard ``tile``, built once per (seat, tile): at most
    2 × 168."""
    return Phase(PhaseKind.REACTION, seat, tile=tile)


@dataclass(frozen=True, slots=True)
class HandConfig:
    """Per-hand switches that stages turn on (RULES.md A8/A9); the defaults are stage 1.

    The features concern ``feature_seat`` (the human's) only. ``draw_choice_chance`` is
    the chance of a 搓牌 offer before each of its normal draws, ``triplet_offer_chance`` of
    a triplet offer after it; ``items`` are the table items it holds.
    """

    haitei_draws: int = 3
    feature_seat: int = 0
    opening_swap: bool = False
    draw_choice_chance: float = 0.0
    triplet_offer_chance: float = 0.0
    items: ItemStock = field(default_factory=ItemStock)

    @property
    def features_on(self) -> bool:
        """Whether any stage feature is switched on (a rule set without them refuses it)."""
        return self != HandConfig(haitei_draws=self.haitei_draws, feature_seat=self.feature_seat)
