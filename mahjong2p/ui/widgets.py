"""Buttons and a keyboard-navigable menu: every choice has a mouse and a keyboard way."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from mahjong2p.audio.cues import Sfx
from mahjong2p.audio.mixer import Audio
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face, Fonts
from mahjong2p.ui.theme import Color

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


MIN_SQUEEZE = 0.75  # a label squeezed beside the shortcut keeps this much of its size …
READABLE_PX = 14  # … or at least this many pixels


@dataclass
class Button:
    """A labelled rectangle; ``key_label`` is the shortcut printed in its corner;
    ``size_cap``: the largest label size (buttons side by side share one)."""

    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    color: Color = theme.BUTTON
    enabled: bool = True
    key_label: str = ""
    face: Face = Face.BOLD
    note: str = ""
    size_cap: float = float("inf")

    def fitted_size(self, fonts: Fonts) -> int:
        """The label's size as drawn with no shortcut or note beside it."""
        rect = self.rect
        return fonts.fit(
            self.label, min(rect.h * 0.46, self.size_cap), int(rect.w * 0.86), self.face
        )

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(
        self, surface: pygame.Surface, fonts: Fonts, focused: bool, arrow: bool = True
    ) -> None:
        """``arrow``: the focus ring's arrow at the left (a row of buttons has none: it
        would lie on the button before, its shortcut badge included)."""
        rect = self.rect
        base = self.color if self.enabled else theme.BUTTON_DISABLED
        focused = focused and self.enabled
        if focused:
            base = tuple(min(255, c + 34) for c in base)  # type: ignore[assignment]
        radius = max(6, rect.h // 5)
        shadow = rect.move(0, max(2, rect.h // 14))
        pygame.draw.rect(surface, theme.SHADOW, shadow, border_radius=radius)
        pygame.draw.rect(surface, base, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD_DARK, rect, max(2, rect.h // 22), border_radius=radius)
        if focused:
            _focus_marker(surface, rect, radius, arrow)
        ink = theme.WHITE if self.enabled else theme.DIM
        key = self._key_label_rect(fonts)
        # the note brightens with the fill it lies on (muted on a lit fill was 3.4 : 1)
        self._draw_label(surface, fonts, ink, key, theme.WHITE if focused else theme.MUTED)
        if self.key_label:
            draw.text(
                surface, fonts, self.key_label, self._key_size(), theme.GOLD, "topleft", key.topleft
            )

    def _key_size(self) -> int:
        return max(theme.MIN_TEXT_PX, round(self.rect.h * 0.26))

    def _key_label_rect(self, fonts: Fonts) -> pygame.Rect:
        """Where the shortcut goes: the top right corner (an empty rect: no shortcut)."""
        rect = self.rect
        if not self.key_label:
            return pygame.Rect(rect.right, rect.top, 0, 0)
        w, h = fonts.font(self._key_size()).size(self.key_label)
        at = pygame.Rect(0, 0, w, h)
        at.topright = (round(rect.right - rect.h * 0.12), round(rect.top + rect.h * 0.04))
        return at

    def _draw_label(
        self, surface: pygame.Surface, fonts: Fonts, ink: Color, key: pygame.Rect, note_ink: Color
    ) -> None:
        """The label centred — or, when a long label would run into the shortcut in the
        corner ("Next hand" under "Enter"), centred in the room left of it; a ``note``
        follows it on the same line in a smaller muted size that stays readable
        (:data:`theme.MIN_TEXT_PX`), since a note under the label would have to be tiny
        to fit a menu row."""
        rect = self.rect
        gap = round(rect.h * 0.3)
        note_size = max(theme.MIN_TEXT_PX, round(rect.h * 0.34))
        note_w = fonts.font(note_size).size(self.note)[0] + gap if self.note else 0
        label_size = self.fitted_size(fonts)
        if self.note:
            room = max(int(rect.w * 0.9) - note_w, 1)
            label_size = fonts.fit(self.label, label_size, room, self.face)
        space, middle = rect, rect.centery
        if self._runs_into(fonts, label_size, note_w, key):
            left = pygame.Rect(rect.left, rect.top, key.left - rect.left, rect.h)
            room = left.w - 2 * max(2, round(rect.h * 0.05)) - note_w
            squeezed = fonts.fit(self.label, label_size, max(room, 1), self.face)
            # left of the shortcut while still readable: a label dropped under it sits
            # low in its button ("Tsumo" beside "H" at 960×540)
            readable = squeezed >= min(label_size * MIN_SQUEEZE, READABLE_PX)
            if readable or self.note:
                space, label_size = left, squeezed
            else:  # too small left of the shortcut ("Pass" beside "Space"): under it
                middle = (key.bottom + rect.bottom) // 2
                below = rect.bottom - key.bottom
                while (
                    label_size > theme.MIN_TEXT_PX
                    and fonts.font(label_size, self.face).get_height() > below
                ):
                    label_size -= 1
        if not self.note:
            at = (space.centerx, middle)
            draw.text(surface, fonts, self.label, label_size, ink, "center", at, self.face)
            return
        label_w = fonts.font(label_size, self.face).size(self.label)[0]
        left = space.centerx - (label_w + note_w) / 2
        draw.text(
            surface, fonts, self.label, label_size, ink, "midleft", (left, rect.centery), self.face
        )
        at = (left + label_w + gap, rect.centery)
        draw.text(surface, fonts, self.note, note_size, note_ink, "midleft", at)

    def _runs_into(self, fonts: Fonts, label_size: int, note_w: int, key: pygame.Rect) -> bool:
        """Would the centred label (and note) overlap the shortcut ``key``?"""
        w, h = fonts.font(label_size, self.face).size(self.label)
        line = pygame.Rect(0, 0, w + note_w, h)
        line.center = self.rect.center
        return key.w > 0 and line.colliderect(key.inflate(round(self.rect.h * 0.08), 0))


def _focus_marker(surface: pygame.Surface, rect: pygame.Rect, radius: int, arrow: bool) -> None:
    """Focus must read at a glance whatever the button's colour (a red primary button is
    not "selected"): a thick bright ring just outside the button and (``arrow``) an arrow
    pointing at it from the left."""
    ring = max(3, rect.h // 10)
    pygame.draw.rect(
        surface,
        theme.FOCUS_RING,
        rect.inflate(ring * 2, ring * 2),
        ring,
        border_radius=radius + ring,
    )
    if arrow:
        pygame.draw.polygon(surface, theme.FOCUS_RING, _arrow(rect))


def _arrow(rect: pygame.Rect) -> list[tuple[float, float]]:
    ring, size = max(3, rect.h // 10), max(6, rect.h // 3)
    tip_x = rect.left - ring - max(3, rect.h // 8)
    cy = rect.centery
    return [(tip_x, cy), (tip_x - size, cy - size * 0.8), (tip_x - size, cy + size * 0.8)]


def focus_marker_rect(rect: pygame.Rect, arrow: bool) -> pygame.Rect:
    """What the focus marker of a button at ``rect`` covers."""
    ring = max(3, rect.h // 10)
    covered = rect.inflate(ring * 2, ring * 2)
    if arrow:
        xs, ys = zip(*_arrow(rect), strict=True)
        tip = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        covered = covered.union(tip)
    return covered


class Menu:
    """A column (or row) of buttons with a focus that arrow keys move and Enter confirms;
    the mouse focuses by hovering and clicks to confirm. With ``audio``, moving the focus
    ticks and confirming clicks."""

    def __init__(
        self, buttons: list[Button], horizontal: bool = False, audio: Audio | None = None
    ) -> None:
        self.buttons = buttons
        self.horizontal = horizontal
        self.audio = audio
        self.focus = next((i for i, b in enumerate(buttons) if b.enabled), 0)

    def _sound(self, cue: Sfx) -> None:
        if self.audio is not None:
            self.audio.play(cue)

    def _activate(self, button: Button) -> None:
        self._sound(Sfx.BUTTON)
        button.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for i, button in enumerate(self.buttons):
                if button.hit(event.pos) and i != self.focus:
                    self.focus = i
                    self._sound(Sfx.TICK)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons:
                if button.hit(event.pos):
                    self._activate(button)
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        back, forward = (
            (pygame.K_LEFT, pygame.K_RIGHT) if self.horizontal else (pygame.K_UP, pygame.K_DOWN)
        )
        if event.key in (back, forward):
            self._move(-1 if event.key == back else 1)
            return True
        if event.key in CONFIRM_KEYS and self.buttons and self.buttons[self.focus].enabled:
            self._activate(self.buttons[self.focus])
            return True
        return False

    def _move(self, step: int) -> None:
        n = len(self.buttons)
        for k in range(1, n + 1):
            i = (self.focus + step * k) % n
            if self.buttons[i].enabled:
                self.focus = i
                self._sound(Sfx.TICK)
                return

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        for i, button in enumerate(self.buttons):
            button.draw(surface, fonts, i == self.focus, arrow=not self.horizontal)


BACK_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)


def asks_back(event: pygame.event.Event, back: Button) -> bool:
    """Esc or Backspace, or a left click on the screen's back button."""
    if event.type == pygame.KEYDOWN:
        return event.key in BACK_KEYS
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and back.hit(event.pos)
