"""Settings, as an overlay over the scene below (the title, or the table as its menu).

Each row is a setting with a mouse way (click: toggle or cycle; on a volume bar, click the
level) and a keyboard way (←→ change, Enter toggle). Every change applies at once (the
volume you set is the volume of the click you hear) and is saved when the overlay closes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.audio.cues import Sfx
from mahjong2p.i18n import Language
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.store.settings import VOLUME_STEPS, Speed
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu

SPEEDS = list(Speed)


@dataclass
class Row:
    """One line of the menu: ``change(step)`` with step ±1 (←→) or 0 (Enter / click);
    ``level`` makes it a volume bar (the current step, 0..VOLUME_STEPS)."""

    name_key: str
    value: Callable[[], str]
    change: Callable[[int], None]
    level: Callable[[], int] | None = None


class SettingsScene(Scene):
    opaque = False

    def __init__(self, ctx: AppContext, in_game: bool) -> None:
        self.ctx = ctx
        self.in_game = in_game
        st, tr = ctx.settings, ctx.text.text

        def on_off(on: bool) -> str:
            return tr("settings.on") if on else tr("settings.off")

        self.rows = [
            Row("settings.language", self._language_name, self._toggle_language),
            Row(
                "settings.music",
                lambda: str(st.music_volume),
                lambda k: self._volume("music_volume", k),
                lambda: st.music_volume,
            ),
            Row(
                "settings.effects",
                lambda: str(st.effects_volume),
                lambda k: self._volume("effects_volume", k),
                lambda: st.effects_volume,
            ),
            Row("settings.mute", lambda: on_off(st.muted), lambda _: self._flip("muted")),
            Row("settings.speed", lambda: tr(f"settings.speed.{st.anim_speed.value}"), self._speed),
            Row(
                "settings.timer",
                lambda: on_off(st.timer_enabled) + self._timer_default_note(),
                lambda _: self._flip("timer_enabled"),
            ),
            Row(
                "settings.auto_win",
                lambda: on_off(st.auto_win),
                lambda _: self._flip("auto_win"),
            ),
            Row(
                "settings.auto_pass",
                lambda: on_off(st.auto_pass),
                lambda _: self._flip("auto_pass"),
            ),
            Row(
                "settings.confirm_discard",
                lambda: on_off(st.confirm_discard),
                lambda _: self._flip("confirm_discard"),
            ),
            Row(
                "settings.fullscreen",
                lambda: on_off(st.fullscreen),
                lambda _: ctx.shell.set_fullscreen(not st.fullscreen),
            ),
            Row("difficulty.setting", self._difficulty_name, self._difficulty),
        ]
        actions = [
            ("settings.encyclopedia", Button("", ctx.flow.open_encyclopedia)),
            ("title.how_to_play", Button("", ctx.flow.open_how_to_play)),
            (
                "settings.resume" if in_game else "settings.back",
                Button("", ctx.stack.pop, color=theme.RED_DARK),
            ),
        ]
        if in_game:
            actions.append(("settings.to_title", Button("", ctx.flow.to_title)))
        self.action_keys = [key for key, _ in actions]
        buttons = [Button("", self._clicker(i)) for i in range(len(self.rows))]
        self.menu = Menu(buttons + [b for _, b in actions], audio=ctx.audio)
        if in_game:  # one stray key must not change the language mid-hand: start on 继续
            self.menu.focus = len(self.rows) + self.action_keys.index("settings.resume")

    def _timer_default_note(self) -> str:
        """Stage 1's data may keep the timer off whatever this switch says (so nobody new
        is rushed): the line says so rather than promise a timer that never shows."""
        if self.ctx.levels.stage(1).turn_timer:
            return ""
        return self.ctx.text.text("settings.timer.stage1_off")

    # ---------------------------------------------------------------- changes
    def _language_name(self) -> str:
        zh = self.ctx.settings.language is Language.ZH
        return self.ctx.text.text("settings.lang.zh" if zh else "settings.lang.en")

    def _difficulty_name(self) -> str:
        """The difficulty of the next run, and, while a run of another one is in play, that
        the change waits for the next run."""
        tr, wanted = self.ctx.text.text, self.ctx.arcade_difficulty
        name = tr(f"difficulty.name.{wanted}")
        run = self.ctx.arcade
        if run is not None and not run.finished and run.run.difficulty != wanted:
            return name + tr("difficulty.next_run")
        return name

    def _difficulty(self, step: int) -> None:
        ids = self.ctx.levels.difficulties
        now = ids.index(self.ctx.arcade_difficulty)
        self.ctx.settings.difficulty = ids[(now + (step or 1)) % len(ids)]

    def _toggle_language(self, _: int) -> None:
        st = self.ctx.settings
        st.language = Language.EN if st.language is Language.ZH else Language.ZH

    def _volume(self, name: str, step: int) -> None:
        st = self.ctx.settings
        now = getattr(st, name)
        new = (now + 1) % (VOLUME_STEPS + 1) if step == 0 else now + step
        setattr(st, name, max(0, min(VOLUME_STEPS, new)))

    def _flip(self, name: str) -> None:
        setattr(self.ctx.settings, name, not getattr(self.ctx.settings, name))

    def _speed(self, step: int) -> None:
        st = self.ctx.settings
        st.anim_speed = SPEEDS[(SPEEDS.index(st.anim_speed) + (step or 1)) % len(SPEEDS)]

    def _clicker(self, index: int) -> Callable[[], None]:
        return lambda: self._change(index, 0)

    def _change(self, index: int, step: int) -> None:
        self.rows[index].change(step)
        self.ctx.apply_settings()
        self.ctx.audio.play(Sfx.BUTTON)

    def exit(self) -> None:
        self.ctx.save_settings()

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        focus = self.menu.focus
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.ctx.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if focus < len(self.rows):
                self._change(focus, -1 if event.key == pygame.K_LEFT else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._bar_click(event):
            pass
        else:
            self.menu.handle_event(event)
        return True  # an overlay keeps input from the scene below

    def _bar_click(self, event: pygame.event.Event) -> bool:
        """A click on a volume bar sets that level."""
        for i, (row, button) in enumerate(zip(self.rows, self.menu.buttons, strict=False)):
            bar = self._bar_rect(button.rect)
            if row.level is not None and bar.inflate(8, 8).collidepoint(event.pos):
                k = (event.pos[0] - bar.x) / max(1, bar.w)
                wanted = round(max(0.0, min(1.0, k)) * VOLUME_STEPS)
                self.rows[i].change(wanted - row.level())
                self.ctx.apply_settings()
                self.ctx.audio.play(Sfx.BUTTON)
                return True
        return False

    @staticmethod
    def _bar_rect(row: pygame.Rect) -> pygame.Rect:
        bar = pygame.Rect(0, 0, round(row.w * 0.34), round(row.h * 0.36))
        bar.midright = (row.right - round(row.h * 0.9), row.centery)
        return bar

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx, (w, h) = self.ctx, surface.get_size()
        frame = design_box((w, h))
        s = frame.s
        tr, fonts = ctx.text.text, ctx.fonts
        draw.dim(surface)
        n = len(self.menu.buttons)
        pitch = round(min(50 * s, (h * 0.96 - 136 * s) / n))  # every row fits the window
        row_h = pitch - round(6 * s)
        box = pygame.Rect(0, 0, round(560 * s), round(96 * s) + n * pitch + round(40 * s))
        box.center = (w // 2, h // 2)
        draw.panel(surface, box, theme.PANEL, 240, theme.GOLD, round(18 * s))
        title_y = box.y + round(44 * s)
        draw.text(
            surface,
            fonts,
            tr("settings.title"),
            round(38 * s),
            theme.GOLD,
            "center",
            (box.centerx, title_y),
            Face.SERIF,
        )
        top = box.y + round(86 * s)
        for i, button in enumerate(self.menu.buttons):
            button.rect = pygame.Rect(0, 0, round(480 * s), row_h)
            button.rect.midtop = (box.centerx, top + i * pitch)
            button.label = "" if i < len(self.rows) else tr(self.action_keys[i - len(self.rows)])
        self.menu.draw(surface, fonts)
        for row, button in zip(self.rows, self.menu.buttons, strict=False):
            self._draw_row(surface, row, button.rect, s)
        draw.text(
            surface,
            fonts,
            tr("settings.keys"),
            frame.text_px(15),
            theme.MUTED,
            "midbottom",
            (box.centerx, box.bottom - round(12 * s)),
        )

    def _draw_row(self, surface: pygame.Surface, row: Row, rect: pygame.Rect, s: float) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        size = max(theme.MIN_TEXT_PX, round(rect.h * 0.42))
        pad = round(18 * s)
        draw.text(
            surface,
            fonts,
            tr(row.name_key),
            size,
            theme.WHITE,
            "midleft",
            (rect.x + pad, rect.centery),
            Face.BOLD,
        )
        draw.text(
            surface,
            fonts,
            row.value(),
            size,
            theme.GOLD,
            "midright",
            (rect.right - pad, rect.centery),
            Face.BOLD,
        )
        if row.level is not None:
            _draw_level(surface, self._bar_rect(rect), row.level(), s)


def _draw_level(surface: pygame.Surface, bar: pygame.Rect, level: int, s: float) -> None:
    """A volume bar: ``VOLUME_STEPS`` rising blocks, the first ``level`` lit."""
    gap = max(1, round(3 * s))
    block_w = (bar.w - gap * (VOLUME_STEPS - 1)) / VOLUME_STEPS
    for i in range(VOLUME_STEPS):
        hh = round(bar.h * (0.35 + 0.65 * (i + 1) / VOLUME_STEPS))
        x = round(bar.x + i * (block_w + gap))
        block = pygame.Rect(x, bar.bottom - hh, max(1, round(block_w)), hh)
        color = theme.GOLD if i < level else theme.BUTTON_DISABLED
        pygame.draw.rect(surface, color, block, border_radius=max(1, round(2 * s)))
