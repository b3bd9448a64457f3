"""The closed set of events a hand emits (STYLE.md: libriichi's event set).

Every change of a hand's state is one of these frozen records. The UI animates them, the
replay log stores them, and :func:`redact` turns each into what one seat may see, which is
all a player's view (and so the CPU) is ever built from.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.gb.scoring import GbScore
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import ScoreResult, WinBy


@dataclass(frozen=True, slots=True)
class HandStarted:
    hand_number: int
    dealer: int
    live_count: int


@dataclass(frozen=True, slots=True)
class Dealt:
    """``tiles`` is ``None`` in the opponent's redacted copy; ``count`` stays visible."""

    seat: int
    count: int
    tiles: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class IndicatorRevealed:
    """A 花牌 indicator turned face up from the dead pool (RULES.md A2)."""

    tile: int


@dataclass(frozen=True, slots=True)
class DiceRolled:
    """Two dice thrown by ``seat`` at the opening of a 72-tile hand (RULES.md B2): the
    dealer's first throw picks the wall to break, whose owner throws the second, which
    picks the stack where the deal starts."""

    seat: int
    dice: tuple[int, int]


@dataclass(frozen=True, slots=True)
class WallBroken:
    """Where the deal starts: ``stack`` (a table stack id, see :mod:`~mahjong2p.rules.gb.wall`)
    in the wall in front of ``wall_seat``; the tail is the stack before it."""

    wall_seat: int
    stack: int


@dataclass(frozen=True, slots=True)
class WallTaken:
    """Tiles ``seat`` takes from the 72-tile walls, in order, before the Dealt or Drew
    event that gives them: each place is (table stack id, level 0 top / 1 bottom), so the
    table can show exactly which stacks shrink. ``tail``: a flower or kong replacement."""

    seat: int
    places: tuple[tuple[int, int], ...]
    tail: bool


@dataclass(frozen=True, slots=True)
class FlowerSetAside:
    """补花: ``seat`` sets the flower ``tile`` aside face up; its replacement is the next
    Drew (RULES.md B2). Public: flowers are shown beside their owner's melds."""

    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class Drew:
    """A draw from the live wall; ``replacement`` after a kong (taken from the wall's end)."""

    seat: int
    tile: int | None
    replacement: bool
    live_left: int


@dataclass(frozen=True, slots=True)
class DeclaredReady:
    """报听, announced just before the discard that carries it."""

    seat: int
    tian_ting: bool


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    tile: int
    tsumogiri: bool


@dataclass(frozen=True, slots=True)
class Called:
    """吃, 碰 or 明杠 on the opponent's last discard."""

    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class KongDeclared:
    """暗杠 or 加杠 in the declarer's own turn (the meld's kind says which)."""

    seat: int
    meld: Meld


@dataclass(frozen=True, slots=True)
class KongRobbed:
    """抢杠: the added tile leaves the kong, which reverts to a pong, for the robber's win."""

    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class Won:
    """A win with the winner's whole hand revealed and its score (RULES.md A7; a
    :class:`GbScore` in the 72-tile game, B5)."""

    seat: int
    win_by: WinBy
    win_tile: int
    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]
    score: ScoreResult | GbScore


@dataclass(frozen=True, slots=True)
class WallExhausted:
    """The live wall is empty and the last discard was not won: who is ready."""

    ready: tuple[bool, bool]


@dataclass(frozen=True, slots=True)
class HaiteiStarted:
    """The 海底捞月 round (RULES.md A8): ``seat`` picks ``draws`` face-down dead-pool tiles."""

    seat: int
    draws: int


@dataclass(frozen=True, slots=True)
class HaiteiDrew:
    seat: int
    slot: int
    tile: int


@dataclass(frozen=True, slots=True)
class ChoiceOffered:
    """A stage feature asks the feature seat a choice (RULES.md A3, A9).

    ``tile_kind`` is the offered triplet's kind (刻子换牌); ``available`` counts, per kind,
    the face-down tiles a 搓牌 or 偷天换日 may pick from (the live wall and the dead pool).
    Both are hidden from the opponent, who only learns that a choice is being made.
    """

    seat: int
    choice: Choice
    tile_kind: int | None = None
    available: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class ChoiceDeclined:
    """The seat declined the choice (or swapped nothing): no tile moved."""

    seat: int
    choice: Choice


@dataclass(frozen=True, slots=True)
class DrawChosen:
    """搓牌: a tile of ``kind`` is now the next live tile; the Drew event follows.
    ``kind`` is ``None`` in the opponent's copy."""

    seat: int
    kind: int | None


@dataclass(frozen=True, slots=True)
class TilesExchanged:
    """The seat gave ``given`` to the face-down wall and got ``received`` from it (the
    opening swap, an accepted triplet offer, or a used item: ``choice`` says which).
    The tiles are ``None`` in the opponent's copy; ``count`` stays visible."""

    seat: int
    choice: Choice
    count: int
    given: tuple[int, ...] | None
    received: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class HandsRevealed:
    """Both seats' concealed tiles, laid open just before :class:`HandEnded` (a win, a
    drawn hand or the end of the 海底捞月 round). Public, as on a real table: the loser sees
    what the winner waited on, and a drawn hand shows what each seat was holding."""

    concealed: tuple[tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class HandEnded:
    """The last event of a hand: ``winner`` is ``None`` for a drawn hand (流局)."""

    winner: int | None
    next_dealer: int


Event = (
    HandStarted
    | Dealt
    | IndicatorRevealed
    | Drew
    | DeclaredReady
    | Discarded
    | Called
    | KongDeclared
    | KongRobbed
    | Won
    | WallExhausted
    | HaiteiStarted
    | HaiteiDrew
    | ChoiceOffered
    | ChoiceDeclined
    | DrawChosen
    | TilesExchanged
    | HandsRevealed
    | HandEnded
    | DiceRolled
    | WallBroken
    | WallTaken
    | FlowerSetAside
)


def redact(event: Event, seat: int) -> Event:
    """What ``seat`` sees of ``event``: the opponent's dealt and drawn tiles are hidden, and
    so is everything a stage feature shows or gives the opponent."""
    hide = HIDDEN_FROM_OPPONENT.get(type(event))
    if hide is None or event.seat == seat:  # type: ignore[union-attr]
        return event
    return hide(event)


@functools.lru_cache(maxsize=512)  # 2 seats × 2 × at most 72 tiles left
def _hidden_draw(seat: int, replacement: bool, live_left: int) -> Drew:
    """A draw as the opponent sees it, built once per (seat, replacement?, tiles left):
    the common case (every draw), and a frozen record is slow to build."""
    return Drew(seat, None, replacement, live_left)


# The events with something to hide from the opponent of their seat, and what it sees.
HIDDEN_FROM_OPPONENT: dict[type, Callable[[Any], Event]] = {
    Drew: lambda event: _hidden_draw(event.seat, event.replacement, event.live_left),
    Dealt: lambda event: dataclasses.replace(event, tiles=None),
    ChoiceOffered: lambda event: dataclasses.replace(event, tile_kind=None, available=None),
    DrawChosen: lambda event: dataclasses.replace(event, kind=None),
    TilesExchanged: lambda event: dataclasses.replace(event, given=None, received=None),
}
