"""One encyclopedia card: name (and its name in the other language), value, description,
the example hand in real tiles with how it was won, and — for a 役满 — whether the player
has collected it."""

from __future__ import annotations

import pygame

from mahjong2p.i18n import Language
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.encyclopedia.entries import Entry
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import text_px
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.hand_row import draw_hand_row, row_width
from mahjong2p.ui.lru import Lru

CARD_H = 172  # design pixels at 1280×720
WIN_BY_KEYS = {
    "tsumo": "results.by.tsumo",
    "ron": "results.by.ron",
    "rob_kong": "results.by.rob_kong",
}

SEAL_CACHE_LIMIT = 256  # a seal per fan (81 国标, fewer arcade) collected or not, at one size
_seal_cache: Lru[tuple[str, int], pygame.Surface] = Lru(SEAL_CACHE_LIMIT)


def value_text(ctx: AppContext, entry: Entry) -> str:
    tr = ctx.text.text
    if entry.yakuman:
        return tr("ency.value_yakuman", n=entry.spec.value, m=entry.multiplier)
    if entry.per_tile:
        return tr("ency.value_each", n=entry.spec.value)
    return tr("ency.value_fan", n=entry.spec.value)


def draw_card(
    surface: pygame.Surface,
    ctx: AppContext,
    entry: Entry,
    rect: pygame.Rect,
    focused: bool,
    collected: bool,
    s: float,
) -> None:
    tr, fonts = ctx.text.text, ctx.fonts
    border = theme.GOLD if focused else theme.GOLD_DARK
    draw.panel(surface, rect, theme.PANEL, 228, border, round(14 * s))
    if focused:
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, round(3 * s)), round(14 * s))
    pad = round(20 * s)
    x, right = rect.x + pad, rect.right - pad
    spec = entry.spec
    zh = ctx.text.language is Language.ZH
    name, other = (spec.name, spec.name_en) if zh else (spec.name_en, spec.name)
    name_rect = draw.text(
        surface,
        fonts,
        name,
        round(30 * s),
        theme.GOLD,
        "topleft",
        (x, rect.y + round(12 * s)),
        Face.SERIF,
    )
    draw.text(
        surface,
        fonts,
        other,
        round(17 * s),
        theme.MUTED,
        "bottomleft",
        (name_rect.right + round(12 * s), name_rect.bottom - round(4 * s)),
    )
    _value_badge(surface, ctx, value_text(ctx, entry), entry.yakuman, right, rect.y, s)
    description = spec.description_zh if zh else spec.description_en
    size = round(18 * s)
    lines = draw.wrap(fonts, description, size, rect.w - 2 * pad)[: 1 if entry.excludes else 2]
    for i, line in enumerate(lines):
        y = rect.y + round(56 * s) + i * round(25 * s)
        draw.text(surface, fonts, line, size, theme.WHITE, "topleft", (x, y))
    if entry.excludes:
        names = [other.name if zh else other.name_en for other in entry.excludes]
        line = draw.wrap(
            fonts,
            tr("gbx.ency.excludes", names=tr("gbx.ency.separator").join(names)),
            size,
            rect.w - 2 * pad,
        )[0]
        y = rect.y + round(81 * s)
        draw.text(surface, fonts, line, size, theme.MUTED, "topleft", (x, y))
    _example(surface, ctx, entry, x, rect.bottom - round(16 * s), s)
    if entry.yakuman:
        key = "ency.collected" if collected else "ency.not_collected"
        _seal(
            surface,
            ctx,
            tr(key),
            collected,
            (right - round(60 * s), rect.centery + round(26 * s)),
            s,
        )


def _value_badge(
    surface: pygame.Surface,
    ctx: AppContext,
    label: str,
    yakuman: bool,
    right: int,
    top: int,
    s: float,
) -> None:
    text = ctx.fonts.render(label, round(20 * s), theme.WHITE, Face.BOLD)
    badge = pygame.Rect(0, 0, text.get_width() + round(24 * s), round(34 * s))
    badge.topright = (right, top + round(14 * s))
    color = (110, 30, 140) if yakuman else theme.RED_DARK
    pygame.draw.rect(surface, color, badge, border_radius=badge.h // 2)
    pygame.draw.rect(surface, theme.GOLD, badge, max(1, round(2 * s)), border_radius=badge.h // 2)
    surface.blit(text, text.get_rect(center=badge.center))


def _example(
    surface: pygame.Surface, ctx: AppContext, entry: Entry, left: int, bottom: int, s: float
) -> None:
    """The example hand along the card's bottom, then how it was won and the 花牌."""
    tr, fonts = ctx.text.text, ctx.fonts
    ex = entry.tiles
    tw, th = round(34 * s), round(46 * s)
    width = row_width(len(ex.concealed), ex.melds, tw, True)
    center = (left + width // 2, bottom - th // 2)
    row = draw_hand_row(surface, ctx.tiles, ex.concealed, ex.melds, center, (tw, th), ex.win_tile)
    tags = [tr(WIN_BY_KEYS[ex.win_by])] + [tr(f"ency.flag.{flag}") for flag in ex.flags]
    x = row.right + round(16 * s)
    tag_rect = draw.text(
        surface,
        fonts,
        " · ".join(tags),
        text_px(16, s),
        theme.GOLD,
        "midleft",
        (x, row.centery - round(10 * s)),
        Face.BOLD,
    )
    if ex.flowers:
        label = draw.text(
            surface,
            fonts,
            tr("ency.flowers"),
            text_px(15, s),
            theme.MUTED,
            "topleft",
            (x, tag_rect.bottom + round(4 * s)),
        )
        fw, fh = round(20 * s), round(27 * s)
        for i, kind in enumerate(ex.flowers):
            surface.blit(
                ctx.tiles.face(kind, fw, fh),
                (label.right + round(6 * s) + i * fw, label.centery - fh // 2),
            )


def _seal(
    surface: pygame.Surface,
    ctx: AppContext,
    label: str,
    collected: bool,
    center: tuple[int, int],
    s: float,
) -> None:
    """A stamped seal, tilted like a real 印章: red when collected, grey outline if not."""
    size = round(22 * s)
    key = (f"{label}{collected}", size)
    seal = _seal_cache.get(key)
    if seal is None:
        color = theme.RED if collected else theme.DIM
        text = ctx.fonts.render(label, size, color, Face.SERIF)
        box = pygame.Surface(
            (text.get_width() + round(20 * s), text.get_height() + round(10 * s)), pygame.SRCALPHA
        )
        if collected:
            pygame.draw.rect(box, (255, 236, 200, 60), box.get_rect(), border_radius=round(6 * s))
        pygame.draw.rect(box, (*color, 255), box.get_rect(), max(2, round(3 * s)), round(6 * s))
        box.blit(text, text.get_rect(center=box.get_rect().center))
        seal = pygame.transform.rotozoom(box, 12, 1.0)
        _seal_cache[key] = seal
    surface.blit(seal, seal.get_rect(center=center))
