"""Issue 37.2: 听牌一览 (Tab) shows every ready discard at once — the scene
``gb_table_waits`` has seven — in two columns at 960×540 and above, each row with what its
best wait pays by 自摸 and 点和, and 不足8番 (or 无番) for a discard none of whose waits
reaches a win; read from the text the scene draws."""

from __future__ import annotations

import pygame
import pytest
from text_drawn import drawn_text

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.rules.tiles import parse_kinds
from mahjong2p.scenes import showcase
from mahjong2p.scenes.aids.waits_panel import ReadyOption, WaitValue
from mahjong2p.scenes.table.hints_overview import draw_overview, overview_area, row_value
from mahjong2p.scenes.table.hints_part import PanelStyle, points_text
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.store.settings import Settings

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_all_seven_ready_discards_show_with_their_beans(
    size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(size=size, seed=1, settings=Settings(language=Language(lang)))
    try:
        showcase.show(app.ctx, "gb_table_waits")
        table = app.ctx.stack.top
        assert isinstance(table, TableScene) and table.aids.expanded
        options = table.aids.options(table.model.view, False)
        assert len(options) >= 7
        lines = drawn_text(monkeypatch)
        app.draw()
        tr = app.ctx.text.text
        assert lines.count(tr("aids.panel.discard")) == len(options), lines
        assert not any(tr("aids.panel.more", n=n) in lines for n in range(1, 10))
        style = table.aids.style(app.ctx)
        for option in options:
            assert row_value(app.ctx, option, style) in lines
            assert tr("hint.left", n=option.unseen) in lines
        panel = table.aids.drawn[-1]
        rows = [r for r in table.frame_rects["waits"] if r == panel]
        assert rows and app.surface.get_rect().contains(panel)
    finally:
        pygame.quit()


def test_a_discard_short_of_a_win_reads_its_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """A discard whose waits all score nothing reads the style's word (不足8番 at the
    bean table, 无番 in the arcade); one with a paid wait reads its best wait's value."""
    app = App(size=(960, 540), seed=1)
    try:
        short, paid = (
            WaitValue(parse_kinds("5m")[0], 3, 0, 0),
            WaitValue(parse_kinds("8m")[0], 2, 600, 300),
        )
        options = [
            ReadyOption(parse_kinds("1m")[0], (short,)),
            ReadyOption(parse_kinds("2m")[0], (short, paid)),
        ]
        style = PanelStyle(points_text, "legend", "不足8番")
        lines = drawn_text(monkeypatch)
        layout = TableLayout(960, 540)
        area = overview_area(layout, layout.aid_strip.right)
        draw_overview(pygame.Surface((960, 540)), app.ctx, layout, options, area, None, style)
        assert "不足8番" in lines and "600/300" in lines
    finally:
        pygame.quit()
