"""听牌提示: which discards leave the hand ready, and what each waits on, with how many of
each winning tile the player has not seen yet — all from the player's own view."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.rules.shape import shanten_of, waits_of
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView


@dataclass(frozen=True)
class Wait:
    kind: int
    unseen: int


def waits_now(view: PlayerView) -> list[Wait]:
    """The waits of a 13-tile hand (empty when it is not ready)."""
    counts = counts_of(kind_of(t) for t in view.concealed)
    return _with_unseen(view, waits_of(counts, view.melds[view.seat]))


def ready_discards(view: PlayerView) -> dict[int, list[Wait]]:
    """For a 14-tile hand: discard kind → waits, for each discard that leaves it ready."""
    counts = counts_of(kind_of(t) for t in view.concealed)
    melds = view.melds[view.seat]
    if shanten_of(counts, melds) > 0:
        return {}
    found: dict[int, list[Wait]] = {}
    for kind in sorted({kind_of(t) for t in view.concealed}):
        counts[kind] -= 1
        waits = waits_of(counts, melds)
        counts[kind] += 1
        if waits:
            found[kind] = _with_unseen(view, waits)
    return found


def _with_unseen(view: PlayerView, kinds: list[int]) -> list[Wait]:
    unseen = view.unseen_counts()
    return [Wait(kind, unseen[kind]) for kind in kinds]
