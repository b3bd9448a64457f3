"""The move line leaves nothing on the felt: once its fade is over one more frame is due
(the one that no longer draws it, capsule and all), and then none."""

from __future__ import annotations

import math

import pygame

from mahjong2p.app.shell import App
from mahjong2p.scenes.table.action_log import LogEntry
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.log_part import LINE_FADE_S, LINE_HOLD_S, FadingLine


def test_a_faded_line_asks_for_the_frame_that_clears_it() -> None:
    app = App(size=(1280, 720), seed=5)
    try:
        layout, surface = TableLayout(1280, 720), pygame.Surface((1280, 720))
        line = FadingLine()
        line.show(LogEntry("log.discard", 1, 0))
        line.draw(surface, app.ctx, layout)
        assert line.plate is not None and layout.line_band.contains(line.plate)
        line.update(LINE_HOLD_S + LINE_FADE_S + 0.01)
        assert line.frame_due() == 0  # the clearing frame
        line.draw(surface, app.ctx, layout)
        assert line.plate is None and line.frame_due() == math.inf
    finally:
        pygame.quit()
