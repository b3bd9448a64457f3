"""Issue 25 item 8: the table shows who throws each time (RULES.md B2: the dealer first,
then the owner of the wall the first throw picked) — an arrow beside each pair of dice
points at its thrower, and the tumbling pair comes in from the thrower's side."""

from __future__ import annotations

import pygame
import pytest

from mahjong2p.rules.events import DiceRolled
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.gb_table.layout import GbTableLayout
from mahjong2p.scenes.gb_table.walls import GbWallState, dice_rects, draw_dice
from mahjong2p.seat import Seat
from mahjong2p.ui import theme


def _gold_rows(surface: pygame.Surface, pair: pygame.Rect) -> tuple[bool, bool]:
    """Whether the thrower's arrow is drawn under the pair, and whether over it."""

    def gold(y: int) -> bool:
        return surface.get_at((pair.centerx, y))[:3] == theme.GOLD

    return gold(pair.bottom + 3), gold(pair.y - 4)


@pytest.mark.parametrize("seed", range(6))
def test_each_throw_points_at_its_thrower(seed: int) -> None:
    hand = Hand(seed, dealer=seed % 2, rules=GB)
    state = GbWallState()
    for event in hand.log:
        if isinstance(event, DiceRolled):
            state.apply(event)
    assert state.rollers == [hand.dealer, hand.wall.break_wall]
    layout = GbTableLayout(1280, 720)
    surface = pygame.Surface((1280, 720))
    draw_dice(surface, layout, state)
    rects = dice_rects(layout, 2)
    for throw, roller in enumerate(state.rollers):
        pair = rects[2 * throw].union(rects[2 * throw + 1])
        under, over = _gold_rows(surface, pair)
        assert (under, over) == ((True, False) if roller == Seat.HUMAN else (False, True))


def test_the_rolling_throw_comes_in_from_its_throwers_side() -> None:
    layout = GbTableLayout(1280, 720)
    home = dice_rects(layout, 1)[0]
    for roller, below in ((Seat.HUMAN, True), (1 - Seat.HUMAN, False)):
        state = GbWallState(dice=[(6, 6)], rollers=[roller], rolling=0.0)
        surface = pygame.Surface((1280, 720))
        draw_dice(surface, layout, state)
        shifted = home.move(0, layout.centre_box.h if below else -layout.centre_box.h)
        face = (shifted.centerx, shifted.y + shifted.h // 8)  # between the pips
        assert surface.get_at(face)[:3] == theme.IVORY
        assert surface.get_at((home.centerx, home.y + home.h // 8))[:3] != theme.IVORY
