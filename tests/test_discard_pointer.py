"""Issue 37.3: the newest discard's pointer covers no tile — not the row before it (a
second-row discard of the player's pond lies under the first row), not a neighbour, not
its own tile, not a flower — wherever the newest discard lies, 报听 tile turned or not, on
both tables at every supported size."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mahjong2p.scenes.gb_table.layout import FLOWERS_PER_ROW, GbTableLayout
from mahjong2p.scenes.table.discards_part import pointer_below, pointer_rect
from mahjong2p.scenes.table.layout import DISCARDS_PER_ROW, POND_ROWS, TableLayout
from mahjong2p.seat import Seat

SIZES = [(960, 540), (1280, 720), (1440, 810), (1920, 1080), (1024, 768)]
LAST = POND_ROWS * DISCARDS_PER_ROW


VIEWER_SIDE = 312  # the viewer's board leaves its panel this much room


@pytest.mark.parametrize(
    "make",
    [TableLayout, GbTableLayout, lambda w, h: GbTableLayout(w, h, VIEWER_SIDE)],
    ids=["arcade", "gb", "gb_viewer"],
)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pointer_covers_no_tile(
    make: Callable[[int, int], TableLayout], size: tuple[int, int]
) -> None:
    layout = make(*size)
    flowers = []
    if isinstance(layout, GbTableLayout):
        flowers = [layout.flower_rect(s, i) for s in Seat for i in range(2 * FLOWERS_PER_ROW)]
    for seat in Seat:
        for sideways in (None, 0, DISCARDS_PER_ROW + 3):
            for newest in range(LAST):
                tiles = [layout.discard_rect(seat, i, sideways) for i in range(newest + 1)]
                other = [layout.discard_rect(1 - seat, i) for i in range(LAST)]
                pointer = pointer_rect(tiles[-1], layout.s, pointer_below(seat, newest))
                hit = pointer.collidelist([*tiles, *other, *flowers])
                assert hit < 0, (seat, sideways, newest, pointer, hit)
