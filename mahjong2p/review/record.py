"""The review's records: each option priced, each decision graded, the hand summed up."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong2p.ai.decider import Decider
from mahjong2p.ai.prices.priced import Priced


class Grade(Enum):
    """By the model's loss on the decision (thresholds in :mod:`.grades`, docs/review.md)."""

    GOOD = "good"  # 好: the model's choice, or one it prices the same
    OK = "ok"  # 可: a small loss
    DOUBT = "doubt"  # 疑问: a clear loss
    MISTAKE = "mistake"  # 失误: a large loss


class Kind(Enum):
    """What a decision was about."""

    DISCARD = "discard"
    READY = "ready"  # a turn where a discard could declare 报听
    KONG = "kong"  # a turn with a concealed or added kong on offer
    CALL = "call"  # 吃 / 碰 / 明杠 or pass on the opponent's discard
    WIN = "win"  # a win on offer (自摸, 荣和, 抢杠)


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat: ``index`` of its action in the replay,
    ``options`` best first, ``chosen`` the seat's, ``loss`` = best value − chosen's,
    ``by``: who chose it (only the player's and the timeouts count in the summary)."""

    index: int
    kind: Kind
    options: tuple[Priced, ...]
    chosen: Priced
    loss: float
    grade: Grade
    by: Decider = Decider.PLAYER

    @property
    def best(self) -> Priced:
        return self.options[0]

    @property
    def agrees(self) -> bool:
        return self.grade is Grade.GOOD


@dataclass(frozen=True, slots=True)
class LostAt:
    """The seat's discard (or added kong) the opponent won on: ``index`` of its action and
    its ``tile``,
    the model's ``deal_in`` chance for that tile (``None`` when there was no choice, as
    from a locked 报听 hand), and whether the model would have given up another tile
    there (``model_avoided``)."""

    index: int
    tile: int | None
    deal_in: float | None
    model_avoided: bool


@dataclass(frozen=True, slots=True)
class HandReview:
    """``currency``: ``"points"`` or ``"beans"``; ``decisions``: the ones graded (the
    player's own and the timeouts); ``apart``: the ones 托管 or the game took for the
    player, priced but not graded; ``not_reviewed``: the indexes of the seat's stage
    choices (swap, 搓牌, offers, items), which no model prices."""

    ruleset: str
    seat: int
    currency: str
    decisions: tuple[Decision, ...]
    not_reviewed: tuple[int, ...]
    lost_at: LostAt | None
    apart: tuple[Decision, ...] = ()
