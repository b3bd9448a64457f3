"""A focusable, scrolling list's position: which item has the focus and how far the list
is scrolled, gliding there with a short tween. Lists of cards (encyclopedia) and rows
(replays) share it; each draws its own items."""

from __future__ import annotations

import pygame

from mahjong2p.ui import tween
from mahjong2p.ui.tween import Anim, Tween, Tweener

GLIDE_S = 0.18


class ScrollList:
    """Lengths are design pixels (1280×720); ``pitch`` is one item plus the gap."""

    def __init__(self, tweener: Tweener, count: int, item_h: float, gap: float) -> None:
        self.tweener = tweener
        self.count = count
        self.item_h = item_h
        self.pitch = item_h + gap
        self.focus = 0
        self.offset = 0.0
        self.view_h = 500.0  # set by the scene when it knows the window size
        self._glide: Anim | None = None

    @property
    def max_offset(self) -> float:
        return max(0.0, self.count * self.pitch - (self.pitch - self.item_h) - self.view_h)

    def reset(self, count: int) -> None:
        self.count, self.focus, self.offset = count, 0, 0.0

    def scroll_to(self, target: float) -> None:
        target = max(0.0, min(self.max_offset, target))
        if self._glide is not None:
            self._glide.cancel()
        start = self.offset

        def step(k: float) -> None:
            self.offset = tween.lerp(start, target, k)

        self._glide = self.tweener.add(Tween(GLIDE_S, step, tween.out_cubic))

    def focus_on(self, index: int) -> bool:
        """Move the focus (clamped) and scroll it into view; True when it moved."""
        index = max(0, min(self.count - 1, index))
        moved = index != self.focus
        self.focus = index
        top = index * self.pitch
        if top < self.offset:
            self.scroll_to(top)
        elif top + self.item_h > self.offset + self.view_h:
            self.scroll_to(top + self.item_h - self.view_h)
        return moved

    def handle_key(self, key: int) -> bool | None:
        """↑↓ PgUp PgDn Home End: True when the focus moved, False when it stayed, None
        when the key is not a list key."""
        page = max(1, int(self.view_h // self.pitch))
        moves = {
            pygame.K_UP: self.focus - 1,
            pygame.K_DOWN: self.focus + 1,
            pygame.K_PAGEUP: self.focus - page,
            pygame.K_PAGEDOWN: self.focus + page,
            pygame.K_HOME: 0,
            pygame.K_END: self.count - 1,
        }
        if key not in moves:
            return None
        return self.focus_on(moves[key])

    def wheel(self, notches: int) -> None:
        self.scroll_to(self.offset - notches * self.pitch * 0.6)

    def visible(self) -> range:
        """Indices of the items at least partly in view."""
        first = max(0, int(self.offset // self.pitch))
        last = min(self.count, int((self.offset + self.view_h) // self.pitch) + 1)
        return range(first, last)

    def draw_bar(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        s: float,
        color: tuple[int, int, int],
        track: tuple[int, int, int],
    ) -> None:
        """A scrollbar along ``area``'s right edge (nothing when all fits)."""
        if self.max_offset <= 0:
            return
        rail = pygame.Rect(area.right - round(10 * s), area.y, round(8 * s), area.h)
        pygame.draw.rect(surface, track, rail, border_radius=rail.w // 2)
        thumb = rail.copy()
        thumb.h = max(round(30 * s), round(rail.h * self.view_h / (self.max_offset + self.view_h)))
        thumb.y = rail.y + round((rail.h - thumb.h) * self.offset / self.max_offset)
        pygame.draw.rect(surface, color, thumb, border_radius=rail.w // 2)
