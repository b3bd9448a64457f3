"""A rule set as a value (issue 12, DESIGN.md): what differs between the arcade game
(RULES.md Part A) and the 72-tile 国标 game (Part B) is carried here as data and strategy
objects, so :class:`~mahjong2p.rules.hand.Hand`, :mod:`~mahjong2p.rules.legal`, the views,
``sim`` and the replays ask the rule set instead of assuming one.

A :class:`Table` builds the wall and deals (dice, 花牌 indicators, 补花 …); a
:class:`Scoring` says whether a winning shape may be taken and scores it. The booleans
switch whole actions on or off. See docs/rulesets.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tileset import TileSet

if TYPE_CHECKING:
    from mahjong2p.rules.hand import Hand


class WallLike(Protocol):
    """What the hand asks of any wall."""

    @property
    def live_count(self) -> int: ...

    def draw(self) -> int: ...

    def draw_replacement(self) -> int: ...

    def tiles(self) -> list[int]: ...

    def face_down(self) -> list[int]: ...


class Table(Protocol):
    """How a rule set lays out the wall, deals, and what a kong turns up."""

    def new_wall(self, rng: random.Random, order: Sequence[int] | None, dealer: int) -> Any: ...

    def deal(self, hand: Hand) -> None: ...

    def draw(self, hand: Hand, seat_no: int, replacement: bool) -> int: ...

    def after_kong(self, hand: Hand) -> None: ...


@dataclass(frozen=True, slots=True)
class WinFlags:
    """The situation of a win that only the flow of the hand knows."""

    first_turn: bool = False
    after_kong: bool = False
    last_tile: bool = False
    haitei: bool = False


class Scoring(Protocol):
    """Whether a winning shape may be taken (a minimum fan) and its score."""

    fan_ids: tuple[str, ...]  # the fans ``sim`` counts from the start (more may appear)

    def allows(self, hand: Hand, seat_no: int, win_by: WinBy, tile: int) -> bool: ...

    def score(self, hand: Hand, seat_no: int, win_by: WinBy, tile: int, flags: WinFlags) -> Any:
        """Score the win; ``tile`` is already among the winner's concealed tiles."""
        ...

    def award_ids(self, score: Any) -> tuple[str, ...]: ...

    def fan_without_flowers(self, score: Any) -> int: ...

    def is_limit_hand(self, score: Any) -> bool:
        """A 役满 (the replay list marks it)."""
        ...


@dataclass(frozen=True, slots=True)
class Settlement:
    """What one point of a win is worth (RULES.md B6): × ``self_draw`` for 自摸 (flower and
    kong replacements included), × ``discard`` for 点和 (抢杠和 included)."""

    self_draw: int
    discard: int


@dataclass(frozen=True, slots=True)
class RuleSet:
    """``bao_ting``: 报听 exists (A5); ``haitei_round``: the 海底捞月 round after 流局 (A8);
    ``stage_features``: the arcade's swaps and items may be switched on (A9);
    ``min_fan``: the fans (flowers excluded) a win needs, 0 for none (B5)."""

    id: str
    tiles: TileSet
    table: Table
    scoring: Scoring
    bao_ting: bool
    haitei_round: bool
    stage_features: bool
    min_fan: int = 0
    settlement: Settlement | None = None
