"""Small drawing helpers shared by every scene: panels, anchored text, the felt background."""

from __future__ import annotations

import pygame

from mahjong2p.ui import theme
from mahjong2p.ui.fonts import Face, Fonts
from mahjong2p.ui.theme import Color

_panel_cache: dict[tuple[int, int, Color, int, Color | None, int], pygame.Surface] = {}
_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Color = theme.PANEL,
    alpha: int = 210,
    border: Color | None = theme.PANEL_EDGE,
    radius: int = 12,
) -> None:
    """A translucent rounded panel with an optional thin gold border (cached per size)."""
    key = (rect.w, rect.h, color, alpha, border, radius)
    sprite = _panel_cache.get(key)
    if sprite is None:
        sprite = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(sprite, (*color, alpha), sprite.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(sprite, (*border, 200), sprite.get_rect(), 2, border_radius=radius)
        if len(_panel_cache) > 256:
            _panel_cache.clear()
        _panel_cache[key] = sprite
    surface.blit(sprite, rect)


def text(
    surface: pygame.Surface,
    fonts: Fonts,
    content: str,
    size: int,
    color: Color,
    anchor: str,
    pos: tuple[float, float],
    face: Face = Face.REGULAR,
    shadow: bool = False,
) -> pygame.Rect:
    """Blit ``content`` with its ``anchor`` (a pygame.Rect attribute such as ``"midleft"``)
    at ``pos``; returns the rect it covers."""
    rendered = fonts.render(content, size, color, face)
    rect = rendered.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        dark = fonts.render(content, size, theme.SHADOW, face)
        offset = max(1, size // 18)
        surface.blit(dark, rect.move(offset, offset))
    surface.blit(rendered, rect)
    return rect


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The green table cloth with a soft vignette and a wooden rim, cached per window size."""
    cached = _felt_cache.get(size)
    if cached is not None:
        return cached
    w, h = size
    cloth = pygame.Surface(size)
    cloth.fill(theme.FELT)
    steps = 24
    for i in range(steps):
        k = i / steps
        color = tuple(
            int(a + (b - a) * k) for a, b in zip(theme.FELT_DARK, theme.FELT_LIGHT, strict=True)
        )
        inset_w, inset_h = int(w * 0.5 * k), int(h * 0.5 * k)
        pygame.draw.ellipse(
            cloth,
            color,
            (inset_w - w * 0.25, inset_h - h * 0.25, w * 1.5 - 2 * inset_w, h * 1.5 - 2 * inset_h),
        )
    rim = max(4, h // 90)
    pygame.draw.rect(cloth, theme.WOOD, cloth.get_rect(), rim)
    pygame.draw.rect(
        cloth, theme.WOOD_LIGHT, cloth.get_rect().inflate(-rim, -rim), max(1, rim // 3)
    )
    if pygame.display.get_surface() is not None:
        cloth = cloth.convert()
    _felt_cache.clear()
    _felt_cache[size] = cloth
    return cloth


def page(surface: pygame.Surface, fonts: Fonts, title: str, size: int, y: float) -> None:
    """Open a full-screen scene: the felt over the whole surface, then ``title`` centred at
    height ``y`` in serif gold with a shadow.

    Every full-screen menu page (level select, shop, high scores, ...) starts this way, so the
    look of a page heading lives in one place instead of being repeated in each scene."""
    w, h = surface.get_size()
    surface.blit(felt((w, h)), (0, 0))
    text(surface, fonts, title, size, theme.GOLD, "center", (w / 2, y), Face.SERIF, shadow=True)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind an overlay) as if a black layer of
    ``alpha`` lay over it: one multiply in place, no full-window surface made per frame."""
    keep = 255 - max(0, min(255, alpha))
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


def wrap(fonts: Fonts, content: str, size: int, width: int, face: Face = Face.REGULAR) -> list[str]:
    """Break ``content`` into lines at most ``width`` pixels wide: between words where
    there are spaces (English), between any two characters otherwise (Chinese)."""
    font = fonts.font(size, face)
    units = content.split(" ") if " " in content else list(content)
    joiner = " " if " " in content else ""
    lines: list[str] = []
    line = ""
    for unit in units:
        candidate = f"{line}{joiner}{unit}" if line else unit
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = unit
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines
