"""The table's geometry at several window sizes: every region inside the window and
apart from the others, the hand large and centred, melds beside their owner's hand, the
ponds in rows of 11 growing toward their owner, and the wall a closed frame."""

from __future__ import annotations

import itertools

import pygame
import pytest

from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.scenes.table.layout import DEAD_STACKS, WALL_STACKS_MAX, TableLayout
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.seat import Seat

SIZES = [(1280, 720), (1920, 1080), (1024, 576), (1280, 1024), (1280, 960), (1440, 900)]
ids = [f"{w}x{h}" for w, h in SIZES]


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_regions_are_inside_the_window_and_never_overlap(size: tuple[int, int]) -> None:
    layout = TableLayout(*size)
    window = pygame.Rect((0, 0), size)
    regions = layout.regions()
    for name, rect in regions.items():
        assert window.contains(rect), (name, rect)
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    lifted_top = layout.hand_y - layout.lift
    assert 0 < lifted_top - layout.action_bar.bottom <= 30 * layout.s  # just above the hand


def test_the_hand_spans_over_55_percent_of_a_1080p_window_and_is_centred() -> None:
    layout = TableLayout(1920, 1080)
    hand = layout.hand_span(14, True)
    assert hand.w / 1920 >= 0.55
    assert abs(hand.centerx - layout.cx) <= layout.hand_tile.w // 2
    cpu = layout.cpu_hand_rect(0, 13, False).union(layout.cpu_hand_rect(12, 13, False))
    assert abs(cpu.centerx - layout.cx) <= layout.cpu_tile.w // 2


def _kongs(count: int) -> list[Meld]:
    """``count`` open kongs, each with a tile turned sideways: the widest melds there are."""
    return [Meld(MeldKind.KONG, tuple(range(4 * i, 4 * i + 4)), 4 * i) for i in range(count)]


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("melds", [0, 1, 2, 3, 4])
def test_melds_sit_beside_their_owners_hand_without_touching_it(
    size: tuple[int, int], melds: int
) -> None:
    layout = TableLayout(*size)
    count = 14 - 3 * melds
    hand = layout.hand_span(count, True)
    cpu = layout.cpu_hand_rect(0, count, True).union(layout.cpu_hand_rect(count - 1, count, True))
    for seat, row in ((Seat.HUMAN, hand), (Seat.CPU, cpu)):
        for item in meld_tiles(layout, seat, _kongs(melds)):
            assert not item.rect.colliderect(row), (seat, item.rect, row)
            assert layout.x0 <= item.rect.left and item.rect.right <= layout.x1
            assert (
                (item.rect.left >= row.right)
                if seat == Seat.HUMAN
                else (item.rect.right <= row.left)
            )


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_ponds_hold_rows_of_11_growing_toward_their_owner(size: tuple[int, int]) -> None:
    layout = TableLayout(*size)
    for seat in Seat:
        first, eleventh, twelfth = (layout.discard_rect(seat, i) for i in (0, 10, 11))
        assert first.y == eleventh.y and twelfth.x == first.x
        toward_owner = twelfth.y > first.y if seat == Seat.HUMAN else twelfth.y < first.y
        assert toward_owner
    assert layout.discard_rect(Seat.CPU, 0).bottom <= layout.ring.top
    assert layout.discard_rect(Seat.HUMAN, 0).top >= layout.ring.bottom


def test_a_ready_discard_lies_sideways_and_pushes_its_row_along() -> None:
    layout = TableLayout(1280, 720)
    turned = layout.discard_rect(Seat.HUMAN, 3, sideways=3)
    after = layout.discard_rect(Seat.HUMAN, 4, sideways=3)
    assert turned.w > turned.h
    assert after.left == turned.right
    assert layout.discard_rect(Seat.HUMAN, 12, sideways=3) == layout.discard_rect(Seat.HUMAN, 12)


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_the_wall_is_a_closed_frame_with_room_for_every_stack(size: tuple[int, int]) -> None:
    layout = TableLayout(*size)
    stacks = WALL_STACKS_MAX
    rects = [layout.wall_stack_rect(i) for i in range(stacks)]
    rects += [layout.dead_stack_rect(i, stacks) for i in range(DEAD_STACKS)]
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (a, b)
    for rect in rects:
        assert layout.ring.contains(rect)
    assert not layout.centre_box.collidelistall(rects)
    edges = {r.top for r in rects} | {r.left for r in rects}
    assert min(r.left for r in rects) == layout.ring.left  # all four sides are used
    assert max(r.right for r in rects) == layout.ring.right
    assert len(edges) > 4


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 576), (1280, 1024)])
@pytest.mark.parametrize("melds", [1, 2, 3, 4])
@pytest.mark.parametrize("drawn", [True, False])
def test_melds_lie_within_a_tile_and_a_half_of_their_owners_hand(
    size: tuple[int, int], melds: int, drawn: bool
) -> None:
    layout = TableLayout(*size)
    count = 14 - 3 * melds - (0 if drawn else 1)
    hand = layout.hand_span(count, drawn)
    cpu = layout.cpu_hand_rect(0, count, drawn).union(layout.cpu_hand_rect(count - 1, count, drawn))
    for seat, row in ((Seat.HUMAN, hand), (Seat.CPU, cpu)):
        rects = [item.rect for item in meld_tiles(layout, seat, _kongs(melds))]
        area = rects[0].unionall(rects)
        gap = area.left - row.right if seat == Seat.HUMAN else row.left - area.right
        assert 0 < gap <= 1.5 * layout.meld_size(seat).w, (seat, gap, row, area)


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_the_cpus_hand_is_no_smaller_than_its_pond_and_lies_close_above_it(
    size: tuple[int, int],
) -> None:
    layout = TableLayout(*size)
    hand, pond = layout.regions()["cpu_hand"], layout.regions()["cpu_pond"]
    assert layout.cpu_tile.w >= layout.discard_tile.w
    assert layout.cpu_tile.h >= layout.discard_tile.h
    assert 0 < pond.top - hand.bottom <= layout.cpu_tile.h // 2, (hand, pond)
