"""Small drawing helpers shared by every scene: panels, anchored text, the felt background."""

from __future__ import annotations

import pygame

from mahjong2p.ui import theme
from mahjong2p.ui.fonts import Face, Fonts
from mahjong2p.ui.lru import Lru
from mahjong2p.ui.theme import Color

# Panels are keyed by size and look: 45 over a whole game at one window size, a full-screen
# one 3.5 MiB; the least recent of a window size since left go first.
PANEL_CACHE_LIMIT = 64
FELT_CACHE_LIMIT = 1  # the cloth of the window's size: a resize makes the old one useless
_panel_cache: Lru[tuple[int, int, Color, int, Color | None, int], pygame.Surface] = Lru(
    PANEL_CACHE_LIMIT
)
_felt_cache: Lru[tuple[int, int], pygame.Surface] = Lru(FELT_CACHE_LIMIT)


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Color = theme.PANEL,
    alpha: int = 210,
    border: Color | None = theme.PANEL_EDGE,
    radius: int = 12,
    border_alpha: int = 200,
) -> None:
    """A translucent rounded panel with an optional thin gold border (cached per size)."""
    key = (rect.w, rect.h, color, alpha, border, radius, border_alpha)
    sprite = _panel_cache.get(key)
    if sprite is None:
        sprite = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(sprite, (*color, alpha), sprite.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(
                sprite, (*border, border_alpha), sprite.get_rect(), 2, border_radius=radius
            )
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


# a key hint's Chinese label up to this long stays on the key's line ("Enter 确定")
KEY_LABEL_MAX = 4
# closing punctuation (full-width comma, full stop, brackets, ...) may not start a line:
# it stays with the character before it
_NO_LINE_START = (  # (and the operators of a worked sum: "36 + 28 + 8 = 72张" breaks after one)
    frozenset("%,.!?;:)+=×")
    .union(map(chr, (0xB7, 0x2026, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F)))
    .union(map(chr, (0xFF01, 0xFF09, 0xFF0C, 0xFF1A, 0xFF1B, 0xFF1F)))
)  # code points, not literals: Chinese text lives in the i18n catalogue


def _is_cjk(ch: str) -> bool:
    return ord(ch) >= 0x2E80


def _break_units(content: str) -> list[tuple[str, str]]:
    """``content`` cut into the pieces a line may break between, each with the separator
    that goes before it when it does not start a line (" " or "").

    Chinese breaks between any two characters; a Latin word (or number) stays whole; a
    key name before a short Chinese label ("Space 过", "Enter 确定") is one piece, and
    closing punctuation (also a lone "·") stays with what comes before it."""
    units: list[tuple[str, str]] = []
    glue_next = False  # the previous word was a key name in Chinese text
    for w, word in enumerate(content.split(" ")):
        if not word:
            continue
        pieces: list[str] = []
        for ch in word:
            latin_run = pieces and not _is_cjk(ch) and not _is_cjk(pieces[-1][-1])
            if pieces and (ch in _NO_LINE_START or latin_run):
                pieces[-1] += ch
            else:
                pieces.append(ch)
        if glue_next and _is_cjk(word[0]) and len(word) <= KEY_LABEL_MAX:
            pieces = [word]  # the whole short label goes with its key
        first_sep = " " if w and units else ""
        if units and ((glue_next and _is_cjk(word[0])) or word[0] in _NO_LINE_START):
            sep, text = units.pop()
            pieces[0] = f"{text} {pieces[0]}"
            first_sep = sep
        units.append((first_sep, pieces[0]))
        units.extend(("", piece) for piece in pieces[1:])
        glue_next = not any(map(_is_cjk, word)) and any(map(_is_cjk, content))
    return units


def wrap(fonts: Fonts, content: str, size: int, width: int, face: Face = Face.REGULAR) -> list[str]:
    """Break ``content`` into lines at most ``width`` pixels wide: Chinese between any two
    characters (spaces or not), English between words (see :func:`_break_units`)."""
    font = fonts.font(size, face)
    lines: list[str] = []
    line = ""
    for sep, unit in _break_units(content):
        candidate = f"{line}{sep}{unit}" if line else unit
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = unit
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines
