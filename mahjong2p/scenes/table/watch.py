"""A table nobody at the keyboard plays: a replay (牌谱) or the title's attract mode.

Both seats are agents — the recorded actions of a replay, or two CPUs — and the hand is
shown with the same animations as a real one, the 海底捞月 round included (as cut-ins).
Space pauses a replay, Esc (or any key in attract mode) leaves; the end of the hand calls
``on_end`` instead of settling credits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.play.session import HandSession
from mahjong2p.progression.levels import Stage
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.key_hints import Moment
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face


@dataclass(frozen=True)
class Watch:
    """``label_key``: the line shown at the top; ``quiet``: no sounds (attract mode)."""

    on_end: Callable[[], None]
    label_key: str = "replays.playing"
    quiet: bool = False
    pausable: bool = True


class WatchTable(TableScene):
    """``stage``: the stage the hand was played in (the HUD names it; no money shown)."""

    def __init__(self, ctx: AppContext, session: HandSession, stage: Stage, watch: Watch) -> None:
        super().__init__(ctx, session, stage)
        self.watch = watch
        self.presenter.quiet = watch.quiet
        # the title's attract mode draws the game's name across the wall, where cut-ins
        # go (a "报听!" showed through it), and no switch of the live table answers there
        self.presenter.cut_ins = self.watch.pausable
        self.session.auto_play = True
        self.paused = False

    @property
    def hand_over(self) -> bool:
        return self.model.ended is not None  # the 海底捞月 round is played here too

    def _leave(self) -> None:
        self.watch.on_end()

    def update(self, dt: float) -> None:
        if not self.paused:
            super().update(dt)

    def leave_now(self) -> None:
        self.finished = True
        self.animator.tweener.cancel_all()
        self.watch.on_end()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.aids.pointer = event.pos  # the 未见 note reads the watched table too
        if event.type != pygame.KEYDOWN:
            return event.type == pygame.MOUSEBUTTONDOWN and self._skip()
        if event.key == pygame.K_ESCAPE:
            self.leave_now()
        elif event.key == pygame.K_SPACE and self.watch.pausable:
            self.paused = not self.paused
        else:
            return self._skip()
        return True

    def _skip(self) -> bool:
        if self.animator.busy and not self.paused:
            self.animator.skip()
            self.board.invalidate()
        return True

    def moment(self) -> Moment:
        return Moment.REPLAY if self.watch.pausable else Moment.ATTRACT

    def _hud_context(self) -> None:
        super()._hud_context()
        if not self.watch.pausable and self.hud.switches_shown:  # the attract mode
            self.hud.switches_shown = False
            self.board.invalidate()

    def _status(self) -> str:
        return self.ctx.text.text(self.watch.label_key)

    def aid_strip_right(self, hand_right: int) -> int | None:
        """The waits strip ends before the replay's label."""
        del hand_right
        return self._label_rect().left - round(10 * self.layout.s) if self.watch.pausable else None

    def _label_rect(self) -> pygame.Rect:
        """As wide as its words (the longer of playing/paused, so it does not jump), at the
        right of the action bar's band (nobody decides: the bar is free)."""
        s, tr = self.layout.s, self.ctx.text.text
        words = max(tr("replays.paused"), tr(self.watch.label_key), key=len)
        text_w = self.ctx.fonts.font(round(20 * s), Face.BOLD).size(words)[0]
        rect = pygame.Rect(0, 0, text_w + round(48 * s), round(40 * s))
        rect.midright = self.layout.action_bar.midright
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.watch.pausable:
            return
        s, tr = self.layout.s, self.ctx.text.text
        label = tr("replays.paused") if self.paused else tr(self.watch.label_key)
        size = round(20 * s)
        rect = self._label_rect()
        draw.panel(surface, rect, theme.PANEL, 220, theme.GOLD, round(10 * s))
        draw.text(
            surface,
            self.ctx.fonts,
            label,
            size,
            theme.GOLD,
            "center",
            rect.center,
            Face.BOLD,
        )
