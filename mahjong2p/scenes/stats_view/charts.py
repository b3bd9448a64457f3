"""The charts of 战绩, drawn by the game: horizontal bars with their labels and counts, and
a line over the last hands with its highest and lowest value written at the side and its
x-axis under it (the first and last hand counted, what runs along it between)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face, Fonts
from mahjong2p.ui.theme import Color


def bar_chart(
    surface: pygame.Surface,
    fonts: Fonts,
    rect: pygame.Rect,
    bars: Sequence[tuple[str, int]],
    color: Color,
    size: int,
) -> None:
    """One bar per (label, count), longest first, the count at the bar's end."""
    if not bars:
        return
    label_w = max(fonts.font(size).size(label)[0] for label, _ in bars) + size // 2
    count_w = fonts.font(size).size(str(max(c for _, c in bars)))[0] + size // 2
    row = rect.h // len(bars)
    top = max(c for _, c in bars) or 1
    for i, (label, count) in enumerate(bars):
        y = rect.y + i * row + row // 2
        draw.text(surface, fonts, label, size, theme.WHITE, "midleft", (rect.x, y))
        width = rect.w - label_w - count_w
        bar = pygame.Rect(
            rect.x + label_w, y - row // 3, max(2, round(width * count / top)), 2 * row // 3
        )
        pygame.draw.rect(surface, color, bar, border_radius=max(2, bar.h // 4))
        draw.text(
            surface,
            fonts,
            str(count),
            size,
            theme.GOLD,
            "midleft",
            (bar.right + size // 3, y),
            Face.BOLD,
        )


def line_chart(
    surface: pygame.Surface,
    fonts: Fonts,
    rect: pygame.Rect,
    values: Sequence[float],
    color: Color,
    size: int,
    label: Callable[[float], str],
    x_axis: str,
) -> None:
    """The values left to right (oldest first); the highest and lowest written at the
    left, a dot on the last; under the x-axis 1 and the count at its ends, ``x_axis``
    (what runs along it) between."""
    if not values:
        return
    high, low = max(values), min(values)
    span = high - low or 1.0
    axis_w = max(fonts.font(size).size(label(v))[0] for v in (high, low)) + size // 2
    line_h = fonts.font(size).get_height()
    area = pygame.Rect(
        rect.x + axis_w, rect.y + size // 2, rect.w - axis_w, rect.h - size // 2 - line_h
    )
    under = area.bottom + 2
    draw.text(surface, fonts, "1", size, theme.MUTED, "midtop", (area.x, under))
    draw.text(surface, fonts, str(len(values)), size, theme.MUTED, "topright", (area.right, under))
    draw.text(surface, fonts, x_axis, size, theme.MUTED, "midtop", (area.centerx, under))
    pygame.draw.line(surface, theme.MUTED, area.bottomleft, area.bottomright, 1)
    pygame.draw.line(surface, theme.MUTED, area.topleft, area.bottomleft, 1)
    draw.text(surface, fonts, label(high), size, theme.MUTED, "midleft", (rect.x, area.y))
    draw.text(surface, fonts, label(low), size, theme.MUTED, "midleft", (rect.x, area.bottom))
    step = area.w / max(1, len(values) - 1)
    points = [
        (round(area.x + i * step), round(area.bottom - (v - low) / span * area.h))
        for i, v in enumerate(values)
    ]
    if len(points) > 1:
        pygame.draw.lines(surface, color, False, points, max(2, size // 8))
    pygame.draw.circle(surface, theme.GOLD, points[-1], max(3, size // 4))
