"""Legibility measured, not eyeballed: the tile backs against the felt where they lie
(the wall's bed and the CPU's hand), and every text line of the HUD and the sidebar at
1280×720 — its size (≥ 14 px) and its contrast on the pixels behind it (≥ 4.5 : 1)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.scenes import showcase
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.table.wall_part import draw_wall
from mahjong2p.ui import draw, theme
from mahjong2p.ui.theme import Color

OLD_BACK = (24, 122, 84)  # the backs before: the felt's own green


def luminance(color: Color) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Color, b: Color) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.fixture
def table() -> Iterator[TableScene]:
    app = App(size=(1280, 720), seed=1)
    scene = showcase.table_mid_hand(app.ctx)
    app.draw()
    yield scene
    pygame.quit()


def test_tile_backs_stand_out_from_the_felt_where_they_lie(table: TableScene) -> None:
    layout = table.layout
    felt = draw.felt((layout.width, layout.height))
    beside_cpu_hand = felt.get_at((layout.cpu_hand_rect(0, 13, False).left - 4, layout.cpu_y + 8))
    surface = pygame.display.get_surface()
    wall_bed = surface.get_at((layout.ring.left + 2, layout.ring.top + 2))
    for background in (beside_cpu_hand[:3], wall_bed[:3], theme.FELT, theme.FELT_DARK):
        assert contrast(theme.BACK, background) >= 3.0, background
    assert contrast(OLD_BACK, theme.FELT) < 1.5  # what the issue reported


def test_hud_text_is_large_enough_and_contrasted(
    table: TableScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines: list[tuple[str, int, float]] = []
    original = draw.text

    def measured(surface, fonts, content, size, color, anchor, pos, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = fonts.render(content, size, color).get_rect(
            **{anchor: (round(pos[0]), round(pos[1]))}
        )
        rect = rect.clip(surface.get_rect())
        behind = [surface.get_at((x, rect.centery))[:3] for x in range(rect.left, rect.right, 3)]
        behind.sort(key=luminance)
        lines.append((content, size, contrast(color, behind[len(behind) // 2])))
        return original(surface, fonts, content, size, color, anchor, pos, *args, **kwargs)

    monkeypatch.setattr(draw, "text", measured)
    surface = draw.felt((1280, 720)).copy()
    ctx, layout = table.ctx, table.layout
    table.hud.draw(
        surface, ctx, layout, table.model, table.caption_title(), table.numbers(), False, "请出牌"
    )
    draw_wall(surface, ctx, layout, table.model)
    held = dict.fromkeys(table.items.buttons, 1)
    for usable in (set(held), set()):  # lit, and not usable now
        table.items.draw(surface.copy(), ctx, layout, held, usable, 1)  # on the HUD panel
    table.log.toggle()
    table.log.draw(surface, ctx, layout, table.model.log)
    table.log.draw_button(surface, ctx, layout)
    assert len(lines) > 20
    small = [(text, size) for text, size, _ in lines if size < 14]
    faint = [(text, round(ratio, 2)) for text, _, ratio in lines if ratio < 4.5]
    assert not small and not faint


def test_badges_and_switches_keep_white_text_legible() -> None:
    for background in (theme.RED, theme.ACTION_READY, theme.SWITCH_ON, theme.BUTTON):
        assert contrast(theme.WHITE, background) >= 4.5, background
    assert contrast(theme.DIM, theme.BUTTON_DISABLED) >= 4.5
