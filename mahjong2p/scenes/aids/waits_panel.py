"""The waits panel's content (听牌一览): every discard that leaves the hand ready, each
with its winning tiles, how many of each the player has not seen, and what each win would
score — 自摸 and 点和 — by the engine's own scorer, in the situation as it stands (dealer,
报听 already declared or about to be, the 花牌 indicators on the wall).

Pure (no pygame): the table computes it once per decision and draws it every frame.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.aids.ready_hints import Wait, ready_discards, waits_now

HAND_SIZE = 14  # counting each meld as three


@dataclass(frozen=True, slots=True)
class WaitValue:
    """One winning tile: copies unseen, and the points of a win on it (0: no fan, so
    that win is not possible even though the shape is complete). ``fans``: what a win
    on it by self-draw scores, fan by fan (Chinese name, English name, fan), and their
    ``total_fan`` — the 72-tile panel explains its values with them."""

    kind: int
    unseen: int
    tsumo_points: int
    ron_points: int
    fans: tuple[tuple[str, str, int], ...] = ()
    total_fan: int = 0


@dataclass(frozen=True, slots=True)
class ReadyOption:
    """``discard``: the kind to discard (``None``: the hand as it stands is ready)."""

    discard: int | None
    waits: tuple[WaitValue, ...]

    @property
    def unseen(self) -> int:
        """Winning tiles left in all: the option's chance, as players compare them."""
        return sum(w.unseen for w in self.waits)


def ready_options(view: PlayerView, declaring: bool = False) -> tuple[ReadyOption, ...]:
    """The panel's rows for ``view``'s hand: for a hand of 14 (its turn to discard), each
    discard that leaves it ready, most winning tiles left first; for a hand of 13, one row
    with its waits, or none. ``declaring``: the player is choosing a 报听 discard, so the
    points include 门清报听."""
    kinds = [kind_of(t) for t in view.concealed]
    size = len(kinds) + 3 * len(view.melds[view.seat])
    if size == HAND_SIZE - 1:
        waits = waits_now(view)
        return (_option(view, kinds, None, waits, declaring),) if waits else ()
    if size != HAND_SIZE:
        return ()
    options = []
    for discard, waits in ready_discards(view).items():
        rest = list(kinds)
        rest.remove(discard)
        options.append(_option(view, rest, discard, waits, declaring))
    return tuple(sorted(options, key=lambda o: (-o.unseen, o.discard)))


def _option(
    view: PlayerView, kinds: list[int], discard: int | None, waits: list[Wait], declaring: bool
) -> ReadyOption:
    values = tuple(
        WaitValue(
            w.kind,
            w.unseen,
            _points(view, kinds, w.kind, WinBy.TSUMO, declaring),
            _points(view, kinds, w.kind, WinBy.RON, declaring),
        )
        for w in waits
    )
    return ReadyOption(discard, values)


def _points(view: PlayerView, kinds: list[int], wait: int, win_by: WinBy, declaring: bool) -> int:
    situation = WinSituation(
        win_by=win_by,
        dealer=view.dealer == view.seat,
        declared_ready=declaring or view.declared_ready[view.seat],
        flower_indicators=tuple(kind_of(t) for t in view.indicators),
    )
    result = score_win([*kinds, wait], view.melds[view.seat], wait, situation)
    return result.points if result.win else 0
