"""The replay list (牌谱回放), from the title: the last 50 finished hands of both modes,
newest first.

Each row says when, which mode, which stage (or 欢乐豆 room) and hand, and how it ended
(:mod:`.replay_row`); Enter (or a click) watches it on its own table — the arcade's, or
the 72-tile one for a 欢乐豆 hand. Damaged files (an unknown rule set among them) are set
aside (renamed ``*.damaged``) with a one-line notice, never a crash; a replay whose actions
no longer fit the engine is refused the same way.
"""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.replay_row import draw_row
from mahjong2p.store.replays import KEEP, Stored, check, load_replays, replay_folder, set_aside
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DESIGN_H, design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.scroll import ScrollList
from mahjong2p.ui.widgets import CONFIRM_KEYS

ROW_H, GAP = 58, 8
LIST_TOP, LIST_BOTTOM_MARGIN = 130, 44


class ReplayListScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.tweener = ctx.tweener()
        folder = ctx.profile.folder
        found, skipped = load_replays(replay_folder(folder)) if folder else ([], [])
        self.stored: list[Stored] = found
        self.skipped = len(skipped)
        self.list = ScrollList(self.tweener, len(found), ROW_H, GAP)
        self.row_rects: list[tuple[int, pygame.Rect]] = []

    def enter(self) -> None:
        self.ctx.audio.music(Music.TITLE)

    def resume(self) -> None:
        self.ctx.audio.music(Music.TITLE)  # back from a replay on the table

    def update(self, dt: float) -> None:
        self.tweener.update(dt)

    def _open(self, index: int) -> None:
        stored = self.stored[index]
        if not check(stored.replay):
            set_aside(stored.path)
            self.skipped += 1
            del self.stored[index]
            self.list.reset(len(self.stored))
            return
        self.ctx.audio.play(Sfx.BUTTON)
        self.ctx.flow.watch_replay(stored.replay)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.list.wheel(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.list.focus_on(index)
                    self._open(index)
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.ctx.audio.play(Sfx.BUTTON)
            self.ctx.stack.pop()
        elif event.key in CONFIRM_KEYS and self.stored:
            self._open(self.list.focus)
        elif self.list.handle_key(event.key):
            self.ctx.audio.play(Sfx.TICK)
        return True

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        box = design_box((w, h))
        s = box.s
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        self.list.view_h = DESIGN_H - LIST_TOP - LIST_BOTTOM_MARGIN
        draw.page(surface, fonts, tr("replays.title"), round(46 * s), box.y(42))
        note = tr("replays.count", n=KEEP)
        if self.skipped:
            note = f"{note} · {tr('notice.replays_damaged', n=self.skipped)}"
        color = theme.RED if self.skipped else theme.MUTED
        draw.text(
            surface, fonts, note, round(18 * s), color, "center", (w / 2, box.y(92)), Face.BOLD
        )
        area = pygame.Rect(0, round(box.y(LIST_TOP)), min(w - round(80 * s), round(960 * s)), 0)
        area.h = round(self.list.view_h * s)
        area.centerx = w // 2
        if not self.stored:
            draw.text(
                surface,
                fonts,
                tr("replays.empty"),
                round(24 * s),
                theme.WHITE,
                "center",
                area.center,
            )
        self._rows(surface, area, s)
        self.list.draw_bar(surface, area, s, theme.GOLD, theme.PANEL)
        draw.text(
            surface,
            fonts,
            tr("replays.keys"),
            box.text_px(15),
            theme.MUTED,
            "midbottom",
            (w / 2, box.bottom - 10 * s),
        )

    def _rows(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        self.row_rects = []
        surface.set_clip(area)
        for index in self.list.visible():
            top = area.y + round((index * self.list.pitch - self.list.offset) * s)
            rect = pygame.Rect(area.x, top, area.w - round(24 * s), round(ROW_H * s))
            replay = self.stored[index].replay
            draw_row(surface, self.ctx, replay, rect, index == self.list.focus, s)
            self.row_rects.append((index, rect.clip(area)))
        surface.set_clip(None)
