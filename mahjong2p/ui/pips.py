"""The suit symbols of the tile faces: 筒 circles, 条 bamboo sticks and the 1条 bird.

Each function paints on a supersampled face surface (``SS`` times the final size) in
coordinates that are fractions of the face, in the classic arrangement for its number; the
tile cache scales the result down once, which anti-aliases the shapes.
"""

from __future__ import annotations

import pygame

from mahjong2p.ui import theme
from mahjong2p.ui.theme import Color

B, R, G = theme.PIP_BLUE, theme.PIP_RED, theme.PIP_GREEN

# number → [(x, y, colour)], radius as a fraction of the face width
CIRCLE_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, Color]]]] = {
    2: (0.21, [(0.5, 0.27, G), (0.5, 0.73, B)]),
    3: (0.17, [(0.24, 0.2, B), (0.5, 0.5, R), (0.76, 0.8, G)]),
    4: (0.19, [(0.28, 0.27, B), (0.72, 0.27, G), (0.28, 0.73, G), (0.72, 0.73, B)]),
    5: (
        0.16,
        [(0.25, 0.2, B), (0.75, 0.2, G), (0.5, 0.5, R), (0.25, 0.8, G), (0.75, 0.8, B)],
    ),
    6: (
        0.155,
        [
            (0.3, 0.19, G),
            (0.7, 0.19, G),
            (0.3, 0.56, R),
            (0.7, 0.56, R),
            (0.3, 0.83, R),
            (0.7, 0.83, R),
        ],
    ),
    7: (
        0.13,
        [
            (0.22, 0.13, G),
            (0.5, 0.24, G),
            (0.78, 0.35, G),
            (0.3, 0.6, R),
            (0.7, 0.6, R),
            (0.3, 0.85, R),
            (0.7, 0.85, R),
        ],
    ),
    8: (0.13, [(x, y, B) for y in (0.13, 0.38, 0.62, 0.87) for x in (0.3, 0.7)]),
    9: (
        0.135,
        [(x, y, c) for y, c in ((0.17, B), (0.5, R), (0.83, G)) for x in (0.2, 0.5, 0.8)],
    ),
}

# number → (stick length as a fraction of the face height, [(x, y, colour, angle)])
_TWO_ROWS, _THREE_ROWS = 0.36, 0.27
STICK_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, Color, float]]]] = {
    2: (_TWO_ROWS, [(0.5, 0.27, G, 0), (0.5, 0.73, B, 0)]),
    3: (_TWO_ROWS, [(0.5, 0.27, B, 0), (0.3, 0.73, G, 0), (0.7, 0.73, G, 0)]),
    4: (_TWO_ROWS, [(x, y, c, 0) for y in (0.27, 0.73) for x, c in ((0.3, G), (0.7, B))]),
    5: (
        _TWO_ROWS,
        [(x, y, G, 0) for y in (0.27, 0.73) for x in (0.2, 0.8)] + [(0.5, 0.5, R, 0)],
    ),
    6: (_TWO_ROWS, [(x, y, G, 0) for y in (0.27, 0.73) for x in (0.2, 0.5, 0.8)]),
    7: (
        _THREE_ROWS,
        [(0.5, 0.17, R, 0)] + [(x, y, G, 0) for y in (0.5, 0.83) for x in (0.2, 0.5, 0.8)],
    ),
    8: (
        _TWO_ROWS,
        [
            (0.15, 0.27, G, 0),
            (0.38, 0.27, G, -22),
            (0.62, 0.27, G, 22),
            (0.85, 0.27, G, 0),
            (0.15, 0.73, G, 0),
            (0.38, 0.73, G, 22),
            (0.62, 0.73, G, -22),
            (0.85, 0.73, G, 0),
        ],
    ),
    9: (
        _THREE_ROWS,
        [(x, y, c, 0) for y in (0.17, 0.5, 0.83) for x, c in ((0.2, G), (0.5, R), (0.8, G))],
    ),
}


def _shade(color: Color, factor: float) -> Color:
    return tuple(max(0, min(255, int(c * factor))) for c in color)  # type: ignore[return-value]


def draw_circle_pip(
    surface: pygame.Surface, center: tuple[float, float], r: float, color: Color
) -> None:
    """One 筒 pip: a coloured ring, an ivory ring, a coloured core and an ivory eye."""
    x, y = center
    pygame.draw.circle(surface, _shade(color, 0.75), (x, y), r)
    pygame.draw.circle(surface, color, (x, y), r * 0.92)
    pygame.draw.circle(surface, theme.IVORY, (x, y), r * 0.72)
    pygame.draw.circle(surface, color, (x, y), r * 0.56)
    pygame.draw.circle(surface, theme.IVORY, (x, y), r * 0.2)


def draw_circles(surface: pygame.Surface, number: int) -> None:
    w, h = surface.get_size()
    if number == 1:
        _draw_one_circle(surface, w, h)
        return
    radius, layout = CIRCLE_LAYOUTS[number]
    for fx, fy, color in layout:
        draw_circle_pip(surface, (fx * w, fy * h), radius * w, color)


def _draw_one_circle(surface: pygame.Surface, w: int, h: int) -> None:
    """一筒: the big ornamented wheel."""
    cx, cy, r = w / 2, h / 2, w * 0.44
    pygame.draw.circle(surface, G, (cx, cy), r)
    pygame.draw.circle(surface, theme.IVORY, (cx, cy), r * 0.86)
    pygame.draw.circle(surface, B, (cx, cy), r * 0.78)
    for i in range(12):
        v = pygame.Vector2(r * 0.64, 0).rotate(i * 30)
        pygame.draw.circle(surface, theme.IVORY, (cx + v.x, cy + v.y), r * 0.1)
    pygame.draw.circle(surface, R, (cx, cy), r * 0.42)
    pygame.draw.circle(surface, theme.IVORY, (cx, cy), r * 0.3)
    pygame.draw.circle(surface, R, (cx, cy), r * 0.18)


def _stick(length: float, width: float, color: Color) -> pygame.Surface:
    """One bamboo stick, upright, on its own transparent surface."""
    w, h = max(2, round(width)), max(4, round(length))
    stick = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = w // 2
    pygame.draw.rect(stick, _shade(color, 0.7), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(stick, color, (w * 0.18, 0, w * 0.64, h), border_radius=radius)
    pygame.draw.rect(stick, _shade(color, 1.35), (w * 0.36, h * 0.06, w * 0.16, h * 0.88))
    node = max(2, round(w * 0.26))
    for fy in (0.0, 0.5, 1.0):
        y = min(h - node, max(0, round(fy * h - node / 2)))
        pygame.draw.rect(stick, _shade(color, 0.55), (0, y, w, node), border_radius=node // 2)
    return stick


def draw_sticks(surface: pygame.Surface, number: int) -> None:
    w, h = surface.get_size()
    if number == 1:
        draw_bird(surface)
        return
    length, layout = STICK_LAYOUTS[number]
    width = w * 0.19
    for fx, fy, color, angle in layout:
        stick = _stick(length * h, width, color)
        if angle:
            stick = pygame.transform.rotate(stick, angle)
        surface.blit(stick, stick.get_rect(center=(fx * w, fy * h)))


def draw_bird(surface: pygame.Surface) -> None:
    """一条: a peacock, the classic mark of the 1 of bamboo."""
    w, h = surface.get_size()
    u = w / 10  # drawing unit
    cx, cy = w * 0.6, h * 0.44
    for angle, color in ((-70, B), (-95, G), (-120, G), (-145, B)):
        v = pygame.Vector2(0, 3.3 * u).rotate(angle + 180)
        tip = (cx + v.x - 0.6 * u, cy + v.y + 2.6 * u)
        pygame.draw.line(
            surface, _shade(color, 0.8), (cx - 0.5 * u, cy + u), tip, max(2, int(u * 0.9))
        )
        pygame.draw.circle(surface, color, tip, u * 0.9)
        pygame.draw.circle(surface, R, tip, u * 0.42)
    pygame.draw.ellipse(surface, G, (cx - 2.3 * u, cy - 1.6 * u, 4.2 * u, 3.6 * u))
    pygame.draw.ellipse(surface, R, (cx - 0.6 * u, cy - 0.9 * u, 2.2 * u, 2.4 * u))
    pygame.draw.circle(surface, G, (cx + 1.5 * u, cy - 2.6 * u), 1.15 * u)
    pygame.draw.line(surface, G, (cx + 0.9 * u, cy - 1.4 * u), (cx + 1.4 * u, cy - 2.2 * u), int(u))
    pygame.draw.circle(surface, theme.IVORY, (cx + 1.8 * u, cy - 2.8 * u), 0.36 * u)
    pygame.draw.circle(surface, theme.INK, (cx + 1.85 * u, cy - 2.8 * u), 0.2 * u)
    beak = [
        (cx + 2.5 * u, cy - 2.9 * u),
        (cx + 3.5 * u, cy - 2.4 * u),
        (cx + 2.5 * u, cy - 2.1 * u),
    ]
    pygame.draw.polygon(surface, (220, 140, 30), beak)
    for dx in (-0.5, 0.5):
        foot = (cx + dx * u, cy + 3.3 * u)
        pygame.draw.line(surface, R, (cx + dx * u, cy + 1.8 * u), foot, max(1, int(u * 0.35)))
    pygame.draw.line(
        surface,
        _shade(G, 0.6),
        (cx - 2 * u, cy + 3.4 * u),
        (cx + 2.2 * u, cy + 3.4 * u),
        max(1, int(u * 0.4)),
    )
