"""The viewer's buttons, in the sidebar where a played table has its 托管 / 计时 / 菜单
switches (a watched hand has none of those): step back, play or pause, step on; the
speed and 明牌; the wall and leaving — each with its key printed on it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from mahjong2p.scenes.table.hud_part import SWITCH_GAP, SWITCH_H
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.widgets import Button

if TYPE_CHECKING:
    from mahjong2p.scenes.context import AppContext
    from mahjong2p.scenes.viewer.track import Track


class Watching(Protocol):
    """What the buttons read and do of the viewer they sit in (the viewer is one; naming
    only this keeps the buttons' module below the viewer's)."""

    ctx: AppContext
    track: Track
    position: int
    playing: bool
    speed: int
    open_hands: bool
    show_wall: bool

    def step(self, by: int) -> None: ...

    def toggle_play(self) -> None: ...

    def next_speed(self) -> None: ...

    def toggle_open_hands(self) -> None: ...

    def toggle_wall(self) -> None: ...

    def leave(self) -> None: ...


class Controls:
    def __init__(self, viewer: Watching) -> None:
        self.viewer = viewer
        self.back = Button("←", lambda: viewer.step(-1))
        self.play = Button("", viewer.toggle_play, color=theme.RED_DARK)
        self.forward = Button("→", lambda: viewer.step(1))
        self.speed = Button("", viewer.next_speed)
        self.open_hands = Button("", viewer.toggle_open_hands)
        self.wall = Button("", viewer.toggle_wall)
        self.leave = Button("", viewer.leave)
        self.rows = (
            (self.back, self.play, self.forward),
            (self.speed, self.open_hands),
            (self.wall, self.leave),
        )

    def click(self, pos: tuple[int, int]) -> bool:
        for row in self.rows:
            for button in row:
                if button.hit(pos):
                    button.on_click()
                    return True
        return False

    def draw(self, surface: pygame.Surface, layout: TableLayout) -> None:
        viewer, tr, s = self.viewer, self.viewer.ctx.text.text, layout.s
        on_off = tr("settings.on") if viewer.open_hands else tr("settings.off")
        self.play.label = tr("viewer.pause") if viewer.playing else tr("viewer.play")
        self.speed.label = tr("viewer.speed", n=viewer.speed)
        self.open_hands.label = tr("viewer.open_hands", state=on_off)
        self.open_hands.color = theme.SWITCH_ON if viewer.open_hands else theme.BUTTON
        self.wall.label = tr("viewer.wall")
        self.wall.color = theme.SWITCH_ON if viewer.show_wall else theme.BUTTON
        self.leave.label = tr("viewer.leave")
        box = layout.hud
        h, gap = round(SWITCH_H * s), round(SWITCH_GAP * s)
        x, w = box.x + round(12 * s), box.w - round(24 * s)
        bottom = box.bottom - round(12 * s)
        area = pygame.Rect(
            box.x + 4,
            bottom - 3 * h - 2 * gap - round(8 * s),
            box.w - 8,
            3 * h + 2 * gap + round(12 * s),
        )
        draw.panel(surface, area, theme.PANEL, 255, None, round(10 * s))
        position = tr(
            "viewer.position",
            i=viewer.track.move_number(viewer.position),
            n=len(viewer.track.starts),
        )
        size = max(theme.MIN_TEXT_PX, round(15 * s))
        draw.text(
            surface,
            viewer.ctx.fonts,
            position,
            size,
            theme.GOLD,
            "bottomleft",
            (x, area.y - round(6 * s)),
        )
        for r, row in enumerate(reversed(self.rows)):
            y = bottom - (r + 1) * h - r * gap
            each = (w - (len(row) - 1) * gap) // len(row)
            for i, button in enumerate(row):
                button.rect = pygame.Rect(x + i * (each + gap), y, each, h)
                button.draw(surface, viewer.ctx.fonts, False)
